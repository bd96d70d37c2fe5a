"""The widgets' words, one module per widget (base: what every widget shares)."""
