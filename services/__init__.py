"""Rules that span collections or need more than one query: sessions, figures, state changes."""
