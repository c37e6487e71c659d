#!/bin/sh
. ../../helpers/env.sh
pandoc "$1" -o report.pdf
