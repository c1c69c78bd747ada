"""Daily runs of reminders and late fees: one record per (company, business day), whose `_id` decides that the
day's run is started once whatever the number of worker processes (CONTRACT 13)."""

from documents.base import utcnow
from documents.scope import Scope

COLLECTION = "dailyRuns"
SCOPED = True
INDEXES: list = []  # read and written by `_id` only


def run_id(company_id: int, day: str) -> str:
    return f"{company_id}:{day}"


async def start(db, scope: Scope, company_id: int, day: str, job_id: int, session) -> None:
    """Records the start of the company's run of `day` with its job, in the transaction that records the job:
    a second start raises DuplicateKeyError and its transaction (the job with it) is not committed."""
    if not scope.allows(company_id):
        raise PermissionError(f"company {company_id} is outside the caller's scope")
    await db[COLLECTION].insert_one({"_id": run_id(company_id, day), "company": company_id, "day": day,
                                     "jobId": job_id, "createdAt": utcnow()}, session=session)


async def started_days(db, scope: Scope, company_id: int, days: list[str]) -> set[str]:
    """Which of these days' runs of the company were started already."""
    if not scope.allows(company_id):
        return set()
    cursor = db[COLLECTION].find({"_id": {"$in": [run_id(company_id, day) for day in days]}}, {"day": 1})
    return {doc["day"] async for doc in cursor}
