"""Automatic reminders and late fees (CONTRACT 13), opt-in per company: what a day's run reminds of and charges,
the run itself (a job per company and day), and the scheduler that starts each company's run once a day.

Exactly once is decided by unique keys, never by a read followed by a write: a delivery is claimed by inserting
its record (unique on installment, schedule, client, channel) before anything is sent; a late fee by inserting
its charge (`_id` the installment id) in the transaction that adds the fee; a day's run by inserting its record
(`_id` company and day) in the transaction that records its job."""

import logging
import math
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from types import SimpleNamespace

import aiohttp
from pymongo.errors import DuplicateKeyError

from documents import (
    clients,
    companies,
    daily_runs,
    group_logs,
    installment_groups,
    late_fee_charges,
    outbox,
    reminder_deliveries,
    reminder_schedules,
)
from documents.base import utcnow
from documents.counters import next_ids
from documents.database import in_transaction
from documents.installment_groups import Installment, Plan
from documents.scope import Scope
from services import figures, mail
from services import outbox as outbox_service
from services.groups import settle
from services.reminders import post_message, template_message

ACTOR = "run_daily"
CATCH_UP_DAYS = 7  # a run reminds of a day it missed for this many days after it; later: skipped, "late"
INTERRUPTED_AFTER = timedelta(minutes=2)  # a delivery `sending` this long belongs to a run that stopped
INTERRUPTED = ("The run stopped while sending this reminder (the worker was stopped or killed): whether it reached "
               "the client is unknown, so it is not sent again")
SYSTEM = SimpleNamespace(id=None, name="Automatic reminders and late fees")
log = logging.getLogger(__name__)


# ---------------------------------------------------------------------------------------------- what fires


def fires(schedule: reminder_schedules.ReminderSchedule) -> bool:
    """CONTRACT 13: active, before or after, a number of days >= 0, a type that reminds of something."""
    return (schedule.status in ("active", "true", True) and schedule.offsetDirection in ("before", "after")
            and isinstance(schedule.offsetAmount, int | float) and not isinstance(schedule.offsetAmount, bool)
            and math.isfinite(schedule.offsetAmount) and schedule.offsetAmount >= 0
            and schedule.reminderType in ("installment_due", "fee_due"))


def reminder_day(due: date, schedule: reminder_schedules.ReminderSchedule) -> date:
    """The day the schedule reminds of an installment due on `due` (whole days; a fraction is dropped)."""
    days = timedelta(days=int(schedule.offsetAmount))
    return due - days if schedule.offsetDirection == "before" else due + days


@dataclass(frozen=True)
class Reminder:
    """One delivery a run makes (or would make: the preview)."""

    company: int
    group_id: int
    group_name: str
    project: str
    unit: str
    installment_id: int
    description: str
    client: clients.Client
    schedule_id: int
    channel: str
    amount_cents: int
    due: date
    scheduled_for: date
    late: bool  # its day is more than CATCH_UP_DAYS past: recorded skipped, not sent

    @property
    def key(self) -> tuple:
        return self.installment_id, self.schedule_id, self.client.id, self.channel

    def record(self) -> dict:
        """The fields of its delivery record (documents.reminder_deliveries)."""
        return {"company": self.company, "groupId": self.group_id, "groupName": self.group_name,
                "installmentId": self.installment_id, "clientId": self.client.id, "clientName": self.client.name,
                "scheduleId": self.schedule_id, "channel": self.channel, "amountCents": self.amount_cents,
                "dueDate": midnight(self.due), "scheduledFor": midnight(self.scheduled_for)}


def midnight(day: date) -> datetime:
    return datetime.combine(day, time(), UTC)


def _installments(plan: Plan) -> list[tuple[dict, date]]:
    return [(raw, raw["dueDate"].date()) for raw in plan.installments if raw.get("dueDate") is not None]


async def reminders_of_day(db, company: companies.Company, day: date) -> list[Reminder]:
    """Every delivery a run on `day` makes for the company that no run made yet: the schedules' days up to
    `day` (from the day reminders were switched on), each installment not paid (stored balance above 0), each
    active client not opted out, each channel it can be reached on. Four reads whatever the book's size."""
    settings = company.reminders
    if not settings.enabled:
        return []
    scope = Scope.of([company.id])
    since = date.fromisoformat(settings.enabledSince) if settings.enabledSince else day
    schedules = [s for s in await reminder_schedules.list_all(db) if fires(s)]
    if not schedules:
        return []
    plans = await installment_groups.find_plans(db, scope, {"company": company.id})
    reachable = {c.id: c for c in await clients.of_company(db, scope, company.id)
                 if c.isActive and not c.remindersOptOut}
    email = "email" in settings.channels
    whatsapp = "whatsapp" in settings.channels and await companies.messaging_settings(db, scope, company.id)
    made = await reminder_deliveries.made_keys(db, scope, company.id)
    found = []
    for plan in plans:
        if plan.balances is None:  # not settled for its installments: the next read settles it; next run
            continue
        doc = plan.doc
        for raw, due in _installments(plan):
            balance = plan.balances[raw["id"]]
            if balance <= 0:
                continue
            wanted_type = "fee_due" if raw.get("isFee") else "installment_due"
            for schedule in schedules:
                if schedule.reminderType != wanted_type:
                    continue
                scheduled = reminder_day(due, schedule)
                if scheduled > day or scheduled < since:
                    continue
                for client_id in doc.get("clientIds") or []:
                    client = reachable.get(client_id)
                    if client is None:
                        continue
                    channels = ((["email"] if email and client.email else [])
                                + (["whatsapp"] if whatsapp and client.phone else []))
                    for channel in channels:
                        reminder = Reminder(
                            company.id, plan.id, doc["name"], doc["projectName"], doc["unitNumber"], raw["id"],
                            raw.get("description") or "Installment", client, schedule.id, channel, balance, due,
                            scheduled, late=(day - scheduled).days > CATCH_UP_DAYS)
                        if reminder.key not in made:
                            found.append(reminder)
    return found


# ------------------------------------------------------------------------------------------------ late fees


def late_fee(balance: int, settings: companies.LateFeeSettings) -> int:
    """The fee in cents: the percent of the balance rounded half up to the cent, or the flat amount; never
    above the cap."""
    if settings.percentBasisPoints is not None:
        fee = (balance * settings.percentBasisPoints + 5_000) // 10_000
    else:
        fee = settings.flatAmountCents or 0
    return min(fee, settings.capCents) if settings.capCents is not None else fee


def overdue_for_fee(plan: Plan, day: date, grace_days: int) -> list[dict]:
    """Installments of the plan that a late fee is charged on at `day`: not fees, balance above 0, due more
    than `grace_days` days before."""
    if plan.balances is None:
        return []
    return [raw for raw, due in _installments(plan) if not raw.get("isFee") and plan.balances[raw["id"]] > 0
            and (day - due).days > grace_days]


async def charge_late_fees(db, company: companies.Company, day: date) -> int:
    """Charges the day's late fees of the company, each once ever; how many were charged."""
    settings = company.lateFees
    if not settings.enabled:
        return 0
    scope = Scope.of([company.id])
    charged = 0
    plans = await installment_groups.find_plans(db, scope, {"company": company.id})
    owed = {plan.id: overdue_for_fee(plan, day, settings.graceDays) for plan in plans}
    done = await late_fee_charges.charged(db, scope, [raw["id"] for rows in owed.values() for raw in rows])
    for group_id, rows in owed.items():
        for raw in rows:
            if raw["id"] not in done and await _charge(db, scope, company, group_id, raw["id"], day):
                charged += 1
    return charged


async def _charge(db, scope: Scope, company: companies.Company, group_id: int, installment_id: int,
                  day: date) -> bool:
    """One fee, in one transaction with its charge record, its log entry and the group's figures. The charge
    record's `_id` (the installment) decides: a second run's transaction conflicts or finds it."""
    [fee_id] = await next_ids(db, "installments", 1)  # the counter of installment ids (services.installments)

    async def charge(session) -> bool:
        if await late_fee_charges.charged(db, scope, [installment_id], session=session):
            return False
        group = await installment_groups.get(db, scope, group_id, session=session)
        if group is None or group.figures is None:
            return False
        target = next((i for i in group.installments if i.id == installment_id), None)
        balance = next((own.balanceCents for own in group.figures.installments if own.id == installment_id), 0)
        if target is None or target.isFee or target.dueDate is None or balance <= 0:
            return False
        amount = late_fee(balance, company.lateFees)
        if amount <= 0:
            return False
        fee = Installment(id=fee_id, amountCents=amount, dueDate=midnight(day), isFee=True, status="unpaid",
                          description=f"Late fee: {target.description or 'Installment'}", lateFeeFor=installment_id,
                          createdAt=utcnow())
        await installment_groups.set_installments(db, scope, group_id, [*group.installments, fee], session=session)
        await late_fee_charges.record(db, scope, installment_id, {
            "company": company.id, "groupId": group_id, "feeInstallmentId": fee_id, "amountCents": amount,
            "chargedOn": day.isoformat()}, session)
        await group_logs.write(db, group_id, SYSTEM, [(
            "installment_created", f"Installment {fee_id} of {figures.money_text(amount)} due {day.isoformat()} "
                                   f"added: late fee on installment {installment_id}")], session)
        await settle(db, scope, group_id, session)
        return True

    try:
        return await in_transaction(db, charge)
    except DuplicateKeyError:  # another run's transaction charged it first
        return False


# ----------------------------------------------------------------------------------------------- the run


@dataclass
class RunResult:
    sent: int = 0
    failed: int = 0
    skipped: int = 0
    fees: int = 0


async def run_company_day(db, settings, company_id: int, day: date, retries_only: bool = False) -> RunResult:
    """A day's run for one company: reminders (new ones, then failed ones due for another attempt), then late
    fees; with `retries_only`, the failed deliveries due for another attempt alone. Safe to run twice, at once
    or after a crash: every send and charge is claimed first."""
    scope = Scope.of([company_id])
    company = await companies.get(db, scope, company_id)
    result = RunResult()
    if company is None:
        return result
    await reminder_deliveries.give_up_interrupted(db, scope, company_id, utcnow() - INTERRUPTED_AFTER, INTERRUPTED)
    messaging = await companies.messaging_settings(db, scope, company_id)
    for reminder in [] if retries_only else await reminders_of_day(db, company, day):
        record = {**reminder.record(), "runDay": day.isoformat()}
        if reminder.late:
            if await reminder_deliveries.claim_new(db, scope, {
                    **record, "status": "skipped", "error": "late", "claimedAt": None}) is not None:
                result.skipped += 1
            continue
        delivery = await reminder_deliveries.claim_new(db, scope, record)
        if delivery is not None:
            await _send(db, settings, company, messaging, delivery.id, reminder, result)
    for delivery_id in await reminder_deliveries.retries_due(db, scope, company_id):
        delivery = await reminder_deliveries.claim_retry(db, scope, delivery_id)
        if delivery is not None:
            await _resend(db, settings, company, messaging, delivery, result)
    if company.lateFees.enabled and not retries_only:
        result.fees = await charge_late_fees(db, company, day)
    return result


async def _resend(db, settings, company, messaging, delivery: reminder_deliveries.Delivery,
                  result: RunResult) -> None:
    """Another attempt at a delivery the provider refused: rebuilt from its record and the group as it is."""
    scope = Scope.of([company.id])
    group = await installment_groups.get(db, scope, delivery.groupId)
    client = await clients.get(db, scope, delivery.clientId)
    installment = next((i for i in group.installments if i.id == delivery.installmentId), None) if group else None
    if group is None or client is None or installment is None:
        await reminder_deliveries.finish(db, scope, delivery.id, status="skipped",
                                         error="The installment or the client no longer exists")
        result.skipped += 1
        return
    reminder = Reminder(company.id, group.id, group.name, group.projectName, group.unitNumber, installment.id,
                        installment.description or "Installment", client, delivery.scheduleId, delivery.channel,
                        delivery.amountCents, delivery.dueDate.date(), delivery.scheduledFor.date(), late=False)
    await _send(db, settings, company, messaging, delivery.id, reminder, result)


class Refused(Exception):
    """The provider did not take the message: nothing was sent; the text says why."""


async def _send(db, settings, company, messaging, delivery_id: int, reminder: Reminder, result: RunResult) -> None:
    scope = Scope.of([company.id])
    amount = figures.money_text(reminder.amount_cents)  # the WhatsApp parameter, as the manual reminder sends it
    due = reminder.due.strftime("%d %b %Y")
    try:
        if reminder.channel == "email":
            message = mail.render_reminder(
                to_name=reminder.client.name, to_email=reminder.client.email, sender=settings.mail_from,
                company=company.name, project=reminder.project, unit=reminder.unit,
                installment=reminder.description, amount=f"{figures.to_decimal(reminder.amount_cents):,.2f}",
                due_date=due,
                overdue=reminder.due < reminder.scheduled_for, message_id=mail.reminder_message_id(delivery_id))
            try:
                await mail.deliver(settings, message, f"reminder-{delivery_id}")
            except OSError as error:  # smtplib's errors are OSErrors: nothing was accepted
                raise Refused(f"The mail server refused the message: {error}") from None
        else:
            if messaging is None:
                raise Refused("Messaging is not configured for this company")
            url = f"{settings.whatsapp_api_url.rstrip('/')}/{messaging.phoneNumberId}/messages"
            body = template_message(reminder.client.phone or "", messaging.templateName, messaging.languageCode,
                                    [reminder.client.name, reminder.unit, reminder.project, amount, due])
            try:
                status, answer = await post_message(url, messaging.accessToken or "", body)
            except (TimeoutError, aiohttp.ClientError):
                raise Refused("The messaging provider did not answer") from None
            if status >= 300 or not (answer.get("messages") or [{}])[0].get("id"):
                detail = (answer.get("error") or {}).get("message") or f"HTTP {status}"
                raise Refused(f"The messaging provider refused the message: {detail}")
    except Refused as refusal:
        log.warning("reminder delivery %d failed: %s", delivery_id, refusal)
        await reminder_deliveries.finish(db, scope, delivery_id, status="failed", error=str(refusal), retryable=True)
        result.failed += 1
        return

    async def record(session):
        await reminder_deliveries.finish(db, scope, delivery_id, status="sent", session=session)
        await group_logs.write(db, reminder.group_id, SYSTEM, [(
            "reminder_sent", f"Reminder of installment {reminder.installment_id} ({amount} due "
                             f"{reminder.due.isoformat()}) sent by {reminder.channel} to {reminder.client.name}, "
                             f"schedule {reminder.schedule_id}")], session)

    await in_transaction(db, record)
    result.sent += 1


async def run_job(db, settings, job_id: int) -> str:
    """The job of a company's day (recorded in the outbox, so a run whose enqueue failed is sent again by the
    sweeper, and one whose worker died is taken over when its claim lapses)."""
    async with outbox_service.claimed(db, job_id) as job:
        if job is None:
            return "skipped"
        payload = job["payload"]
        try:
            result = await run_company_day(db, settings, payload["company"], date.fromisoformat(payload["day"]),
                                           retries_only=payload.get("retriesOnly", False))
        except Exception as error:
            await outbox.release(db, job_id, repr(error))
            raise
        await outbox.mark_done(db, job_id)
    log.info("daily run of company %s for %s: %d sent, %d failed, %d skipped, %d late fee(s)", payload["company"],
             payload["day"], result.sent, result.failed, result.skipped, result.fees)
    return "done"


# ------------------------------------------------------------------------------------------ starting runs


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
