"""Reminder jobs: a thin actor over services.reminders."""

import dramatiq

from services import reminders
from tasks.broker import PRIORITY, database, settings


# No retries: a retry after an unanswered provider call could send the message twice.
@dramatiq.actor(actor_name=reminders.ACTOR, queue_name="interactive", priority=PRIORITY["interactive"],
                max_retries=0, time_limit=60_000)
async def send_reminder(job_id: int) -> None:
    await reminders.send_reminder(database(), settings, job_id)
