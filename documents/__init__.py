"""One module per collection: its stored model, its indexes and its queries."""
