"""The lessons' words, one module per lesson (as konkan/teaching/lessons)."""
