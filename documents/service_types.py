"""Placeholder: being written."""

COLLECTION = "serviceTypes"
INDEXES: list = []
