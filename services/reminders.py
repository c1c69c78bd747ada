"""WhatsApp payment reminders: what to remind about, the template message sent by a job, and its log entry."""

import logging
from datetime import date
from types import SimpleNamespace

import aiohttp

import metrics
from documents import clients, companies, group_logs, outbox, task_runs
from documents.database import in_transaction
from documents.scope import Scope
from errors import ApiError
from services import figures
from services import task_runs as runs
from services.groups import figures_of, installments_in, visible_group
from services.sessions import Principal

ACTOR = "send_reminder"
WAIT_SECONDS = 30
PROVIDER_TIMEOUT = aiohttp.ClientTimeout(total=20)
log = logging.getLogger(__name__)


def _next_installment(group, money):
    """The installment to remind about: the earliest unpaid one with a due date (overdue first)."""
    for entry in figures.allocation_order(installments_in(group)):
        if entry.due_date is not None and money.installments[entry.id].balance > 0:
            return entry
    return None


async def request_reminder(db, principal: Principal, group_id: int, contact: str, today: date) -> dict:
    """Sends through a job and waits for it (WAIT_SECONDS): success with the provider's message id,
    or skipped when the company has no messaging settings or nothing is owed."""
    group = await visible_group(db, principal, group_id)
    if await companies.messaging_settings(db, principal.scope, group.company) is None:
        return {"status": "skipped", "message": "Messaging is not configured for this company"}
    money = (await figures_of(db, [group], today))[group.id]
    due = _next_installment(group, money)
    if due is None:
        return {"status": "skipped", "message": "The group has no installment to remind about"}
    found = await clients.find_by_ids(db, Scope.of([group.company]), group.clientIds)
    client = next((c for c in found if c.phone == contact), found[0] if found else None)
    parameters = [client.name if client else "", group.unitNumber, group.projectName,
                  figures.money_text(money.installments[due.id].balance), due.due_date.strftime("%d-%b-%Y")]
    run_id = await runs.start(db, ACTOR, "reminder", principal, {
        "groupId": group.id, "company": group.company, "contact": contact, "parameters": parameters,
        "actorName": principal.name})
    run = await runs.wait_for(db, run_id, WAIT_SECONDS)
    if run is None:
        raise ApiError(500, "The messaging provider did not answer in time")
    if run.status == "failed":
        raise ApiError(500, run.message or "The reminder could not be sent")
    data = run.data if isinstance(run.data, dict) else {}
    return {"status": "success", "messageId": data.get("messageId")}


def template_message(contact: str, template: str, language: str, parameters: list[str]) -> dict:
    """A WhatsApp Cloud API template message with the parameters as body text."""
    return {"messaging_product": "whatsapp", "recipient_type": "individual", "to": contact, "type": "template",
            "template": {"name": template, "language": {"code": language},
                         "components": [{"type": "body", "parameters": [{"type": "text", "text": p}
                                                                        for p in parameters]}]}}


async def post_message(url: str, token: str, message: dict) -> tuple[int, dict]:
    try:
        async with aiohttp.ClientSession(timeout=PROVIDER_TIMEOUT) as session:
            async with session.post(url, json=message, headers={"Authorization": f"Bearer {token}"}) as reply:
                try:
                    body = await reply.json(content_type=None)
                except ValueError:
                    body = {}
                metrics.MESSAGES.labels("whatsapp", "sent" if reply.status < 300 else "failed").inc()
                return reply.status, body if isinstance(body, dict) else {}
    except (aiohttp.ClientError, TimeoutError):
        metrics.MESSAGES.labels("whatsapp", "failed").inc()
        raise


CUT_OFF = ("The reminder may or may not have reached the messaging provider (the job stopped during the call); "
           "check with the client before sending it again")


async def send_reminder(db, settings, job_id: int) -> str:
    """The job: sends the message once. Never retried (a retry after an unanswered call could send a
    second message): every outcome finishes the run and the outbox record. 'sent', 'failed' or 'skipped'."""
    async with runs.claimed(db, job_id) as run:
        if run is None:
            return "skipped"
        if run.sendingAt is not None:
            # The worker that ran it died during the provider call: whether the message went out is
            # unknown, and a second one is worse than none. The caller sees why and may send again.
            await task_runs.finish(db, run.id, message=CUT_OFF, failure_status=500)
            await outbox.mark_done(db, job_id)
            return "failed"
        payload = run.payload
        messaging = await companies.messaging_settings(db, Scope.everything(), payload["company"])
        try:
            if messaging is None:
                raise ProviderFailure("Messaging is not configured for this company")
            url = f"{settings.whatsapp_api_url.rstrip('/')}/{messaging.phoneNumberId}/messages"
            message = template_message(payload["contact"], messaging.templateName, messaging.languageCode,
                                       payload["parameters"])
            await task_runs.mark_sending(db, run.id)
            try:
                status, body = await post_message(url, messaging.accessToken or "", message)
            except (TimeoutError, aiohttp.ClientError) as error:
                log.warning("reminder %s: provider unreachable: %r", run.id, error)
                raise ProviderFailure("The messaging provider did not answer") from None
            message_id = (body.get("messages") or [{}])[0].get("id") if status < 300 else None
            if message_id is None:
                detail = (body.get("error") or {}).get("message") or f"HTTP {status}"
                raise ProviderFailure(f"The messaging provider refused the message: {detail}")
        except ProviderFailure as failure:
            await task_runs.finish(db, run.id, message=str(failure), failure_status=500)
            await outbox.mark_done(db, job_id)
            return "failed"
        actor = SimpleNamespace(id=run.ownerId, name=payload["actorName"])

        async def record(session):
            await task_runs.finish(db, run.id, data={"messageId": message_id}, session=session)
            await group_logs.write(db, payload["groupId"], actor, [
                ("reminder_sent", f"Reminder sent to {payload['contact']}: {payload['parameters'][3]} due "
                                  f"{payload['parameters'][4]}")], session)

        await in_transaction(db, record)
        await outbox.mark_done(db, job_id)
    return "sent"


class ProviderFailure(Exception):
    """The message was not sent; the text says why."""
