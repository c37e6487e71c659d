#!/bin/sh
pandoc "$1" -o report.pdf
