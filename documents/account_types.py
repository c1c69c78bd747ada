"""Placeholder: being written."""

COLLECTION = "accountTypes"
INDEXES: list = []
