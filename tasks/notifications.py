"""Notification jobs: thin actors over services.notifications."""

import dramatiq

from services import notifications
from tasks.broker import PRIORITY, database


@dramatiq.actor(actor_name=notifications.ACTOR, queue_name="notifications", priority=PRIORITY["notifications"],
                max_retries=8, min_backoff=2_000, time_limit=60_000)
async def create_payment_notification(job_id: int) -> None:
    await notifications.create_payment_notification(database(), job_id)
