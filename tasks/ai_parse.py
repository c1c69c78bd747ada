"""AI parse jobs: a thin actor over services.ai_parse."""

import dramatiq

from services import ai_parse
from tasks.broker import PRIORITY, database, settings


# The request waits for this job; a failure is answered, not retried. The time limit leaves the
# provider call (100 s) room inside the request's 120 s.
@dramatiq.actor(actor_name=ai_parse.ACTOR, queue_name="interactive", priority=PRIORITY["interactive"],
                max_retries=0, time_limit=115_000)
async def parse_agreement(job_id: int) -> None:
    await ai_parse.parse_agreement(database(), settings, job_id)
