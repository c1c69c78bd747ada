"""Account emails (invitations and password resets) of staff users and clients."""

from documents import clients, companies, outbox, password_tokens, users
from documents.scope import Scope
from services import mail
from services import outbox as outbox_service

ACTOR = "send_account_email"
PURPOSES = ("invitation", "reset")


async def record_account_email(db, kind: str, subject_id: int, purpose: str, session=None) -> int:
    """Records the intent in the outbox (in the caller's transaction); dispatch it after commit."""
    if purpose not in PURPOSES or kind not in password_tokens.KINDS:
        raise ValueError((kind, purpose))
    return await outbox.record(db, ACTOR, {"kind": kind, "subjectId": subject_id, "purpose": purpose},
                               session=session)


async def _recipient(db, kind: str, subject_id: int):
    """(name, email, company name) of the account, or None when it no longer exists."""
    account: users.User | clients.Client | None
    if kind == "staff":
        account = staff = await users.get(db, Scope.everything(), subject_id)
        company_ids = staff.allowedCompanies[:1] if staff else []
    else:
        account = client = await clients.get(db, Scope.everything(), subject_id)
        company_ids = [client.company] if client else []
    if account is None:
        return None
    names = await companies.names_by_ids(db, company_ids)
    return account.name, account.email, names.get(company_ids[0]) if company_ids else None


async def send_account_email(db, settings, job_id: int) -> str:
    """Sends the recorded email once: 'sent', or 'skipped' when it was sent already, another
    worker holds it, or the account is gone. A failure gives the job back and raises (retry)."""
    async with outbox_service.claimed(db, job_id) as job:
        if job is None:
            return "skipped"
        payload = job["payload"]
        try:
            found = await _recipient(db, payload["kind"], payload["subjectId"])
            if found is None:
                await outbox.mark_done(db, job_id)
                return "skipped"
            name, email, company = found
            # The raw token exists only in this email; the database keeps its hash.
            token = await password_tokens.create(db, payload["kind"], payload["subjectId"], payload["purpose"])
            message = mail.render(payload["purpose"], to_name=name, to_email=email, sender=settings.mail_from,
                                  company=company or "Installments",
                                  link=mail.set_password_link(settings.public_base_url, token),
                                  message_id=mail.message_id_for(job_id))
            await mail.deliver(settings, message, f"{job_id}-{payload['purpose']}")
        except Exception as error:
            await outbox.release(db, job_id, repr(error))
            raise
        await outbox.mark_done(db, job_id)
        return "sent"
