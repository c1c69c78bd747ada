"""Placeholder: being written."""

COLLECTION = "reminderSchedules"
INDEXES: list = []
