"""Automatic reminders and late fees (CONTRACT 13), opt-in per company: what a day's run reminds of, and the run
itself (a job per company and day: reminders, then services.late_fees). services.daily_runs starts the runs.

Exactly once is decided by unique keys, never by a read followed by a write: a delivery is claimed by inserting
its record (unique on installment, schedule, client, channel) before anything is sent; a late fee by inserting
its charge (`_id` the installment id) in the transaction that adds the fee; a day's run by inserting its record
(`_id` company and day) in the transaction that records its job."""

import logging
import math
from dataclasses import dataclass
from datetime import date, timedelta

import aiohttp

from documents import (
    clients,
    companies,
    group_logs,
    installment_groups,
    outbox,
    reminder_deliveries,
    reminder_schedules,
)
from documents.base import utcnow
from documents.database import in_transaction
from documents.scope import Scope
from services import figures, mail
from services import outbox as outbox_service
from services.late_fees import SYSTEM, charge_late_fees, dated_installments, midnight
from services.reminders import post_message, template_message

ACTOR = "run_daily"
CATCH_UP_DAYS = 7  # a run reminds of a day it missed for this many days after it; later: skipped, "late"
INTERRUPTED_AFTER = timedelta(minutes=2)  # a delivery `sending` this long belongs to a run that stopped
INTERRUPTED = ("The run stopped while sending this reminder (the worker was stopped or killed): whether it reached "
               "the client is unknown, so it is not sent again")
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
        for raw, due in dated_installments(plan):
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
