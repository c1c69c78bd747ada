"""Placeholder: being written."""

COLLECTION = "projects"
INDEXES: list = []
