"""Starting the daily runs of reminders and late fees (CONTRACT 13): the scheduler's tick in every worker process
(tasks/daily.py) starts each company's day once, its run record and its job in one transaction; a run started by
hand (POST /api/reminders/run); the preview of a day's run."""

from datetime import date, datetime, timedelta

from pymongo.errors import DuplicateKeyError

from documents import companies, daily_runs, outbox, reminder_deliveries
from documents.database import in_transaction
from documents.scope import Scope
from services import outbox as outbox_service
from services.dunning import ACTOR, CATCH_UP_DAYS, Reminder, reminders_of_day


async def request_run(db, scope: Scope, company_ids: list[int], day: date, retries_only: bool = False) -> list[int]:
    """POST /api/reminders/run: a job per company now, whatever the hour (claims make it send nothing twice)."""
    jobs = []
    for company_id in company_ids:
        if scope.allows(company_id):
            job_id = await outbox.record(db, ACTOR, {"company": company_id, "day": day.isoformat(),
                                                     "retriesOnly": retries_only})
            await outbox_service.dispatch(db, ACTOR, job_id)
            jobs.append(job_id)
    return jobs


def due_days(company: companies.Company, now: datetime, tz) -> list[date]:
    """The business days whose run of the company should have started by `now`: today from its send hour,
    and the CATCH_UP_DAYS before (a day missed while no worker ran), none before reminders or fees were on."""
    local = now.astimezone(tz)
    today = local.date()
    last = today if local.hour >= company.reminders.sendHour else today - timedelta(days=1)
    first = last - timedelta(days=CATCH_UP_DAYS)
    if company.reminders.enabled and company.reminders.enabledSince:
        first = max(first, date.fromisoformat(company.reminders.enabledSince))
    return [first + timedelta(days=n) for n in range((last - first).days + 1)]


async def start_due_runs(db, now: datetime, tz) -> list[int]:
    """The scheduler's tick (every worker process, DAILY_TICK_SECONDS): starts each company's runs that are due
    and not started, once whatever the number of processes (the run record and its job in one transaction),
    and a run for the companies with failed deliveries due for another attempt. The jobs started."""
    started = []
    every = Scope.everything()
    for company in await companies.with_daily_runs(db):
        days = due_days(company, now, tz)
        done = await daily_runs.started_days(db, every, company.id, [day.isoformat() for day in days])
        for day in days:
            if day.isoformat() in done:
                continue

            async def start(session, company_id=company.id, day=day):
                job_id = await outbox.record(db, ACTOR, {"company": company_id, "day": day.isoformat()},
                                             session=session)
                await daily_runs.start(db, every, company_id, day.isoformat(), job_id, session)
                return job_id

            try:
                job_id = await in_transaction(db, start)
            except DuplicateKeyError:  # another process started it
                continue
            started.append(job_id)
            await outbox_service.dispatch(db, ACTOR, job_id)
    today = now.astimezone(tz).date()
    for company_id in await reminder_deliveries.companies_with_retries_due(db):
        started += await request_run(db, every, [company_id], today, retries_only=True)
    return started


async def _companies_of(db, scope: Scope, company_id: int | None) -> list[companies.Company]:
    """The caller's companies (or that one of them) that have reminders or late fees on."""
    return [c for c in await companies.with_daily_runs(db)
            if scope.allows(c.id) and (company_id is None or c.id == company_id)]


async def preview(db, scope: Scope, company_id: int | None, day: date) -> list[Reminder]:
    """GET /api/reminders/preview: the reminders a run on `day` would send (not those it would record late)."""
    found = []
    for company in await _companies_of(db, scope, company_id):
        found += [r for r in await reminders_of_day(db, company, day) if not r.late]
    return found


async def request_run_for(db, scope: Scope, day: date) -> list[int]:
    """POST /api/reminders/run: the day's run of each of the caller's companies with reminders or fees on."""
    return await request_run(db, scope, [company.id for company in await _companies_of(db, scope, None)], day)
