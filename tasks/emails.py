"""Email jobs: thin actors over services.emails."""

import dramatiq

from services import emails
from tasks.broker import PRIORITY, database, settings


@dramatiq.actor(actor_name=emails.ACTOR, queue_name="emails", priority=PRIORITY["emails"], max_retries=8,
                min_backoff=2_000, time_limit=60_000)
async def send_account_email(job_id: int) -> None:
    await emails.send_account_email(database(), settings, job_id)
