"""Placeholder: being written."""

COLLECTION = "developers"
INDEXES: list = []
