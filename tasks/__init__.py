"""Dramatiq jobs. Importing this package sets the broker first, then registers every actor."""

from tasks import broker  # noqa: F401  (must come before the actor modules)

# isort: split
from tasks import ai_parse, daily, emails, health, notifications, reminders  # noqa: F401
