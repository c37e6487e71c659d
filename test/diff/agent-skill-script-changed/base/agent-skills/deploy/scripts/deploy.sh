#!/bin/sh
kubectl apply -f deploy.yaml
