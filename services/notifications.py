"""In-app notifications: the pending-payment notification job, and each account's list and read state."""

from documents import (
    installment_groups,
    notification_reads,
    notifications,
    outbox,
    payments,
    users,
)
from documents.scope import Scope
from errors import not_found
from services import figures
from services import outbox as outbox_service
from services.sessions import Principal

ACTOR = "create_payment_notification"
# Who is told about a new pending installment payment (CONTRACT 6).
PAYMENT_AUDIENCE = ["super-admin"]


async def record_payment_notification(db, payment_id: int, session) -> int:
    """Records the intent in the outbox (in the caller's transaction); dispatch it after commit."""
    return await outbox.record(db, ACTOR, {"paymentId": payment_id}, session=session)


def amount_text(cents: int) -> str:
    """`1,500.00`: built from the exact decimal, never through a float."""
    return f"{figures.to_decimal(cents):,.2f}"


async def _pending_payment_notification(db, payment_id: int) -> dict | None:
    """The notification's fields, or None when the payment is gone or no longer pending."""
    payment = await payments.get(db, Scope.everything(), payment_id)
    if payment is None or payment.status != "pending" or payment.installmentGroupId is None:
        return None
    group = await installment_groups.get(db, Scope.everything(), payment.installmentGroupId)
    if group is None:
        return None
    creator = await users.get(db, Scope.everything(), payment.createdBy) if payment.createdBy is not None else None
    # The creator may have been deleted since; the payment still deserves its notification.
    creator_name = creator.name if creator is not None else "a former user"
    return {
        "title": "New pending payment",
        "message": f"A pending payment of {amount_text(payment.amountCents)} for {group.projectName} "
                   f"was recorded by {creator_name}.",
        "type": "info",
        "link": f"/installment-groups/{group.id}",
        "access_level": PAYMENT_AUDIENCE,
        "source_key": f"payment:{payment_id}",
    }


async def create_payment_notification(db, job_id: int) -> str:
    """Stores the recorded notification once: 'created', or 'skipped' when the job is done already,
    another worker holds it, the payment is gone or no longer pending, or the notification exists.
    A failure gives the job back and raises (retry)."""
    async with outbox_service.claimed(db, job_id) as job:
        if job is None:
            return "skipped"
        try:
            fields = await _pending_payment_notification(db, job["payload"]["paymentId"])
            # The unique sourceKey makes a rerun after a crash between insert and mark_done harmless.
            created = fields is not None and await notifications.insert_once(db, **fields)
        except Exception as error:
            await outbox.release(db, job_id, repr(error))
            raise
        await outbox.mark_done(db, job_id)
        return "created" if created else "skipped"


async def list_for(db, principal: Principal) -> list[dict]:
    """The notifications of the caller's access level, newest first, each with its `read` state."""
    found = await notifications.visible_to(db, principal.access_level)
    read = await notification_reads.read_ids(db, principal.kind, principal.id, [n.id for n in found])
    return [{"id": n.id, "title": n.title, "message": n.message, "type": n.type, "link": n.link,
             "createdAt": n.createdAt, "read": n.id in read} for n in found]


async def mark_all_read(db, principal: Principal) -> None:
    visible = await notifications.visible_ids(db, principal.access_level)
    unread = set(visible) - await notification_reads.read_ids(db, principal.kind, principal.id, visible)
    await notification_reads.mark_read(db, principal.kind, principal.id, unread)


async def mark_read(db, principal: Principal, notification_id: int) -> bool:
    """True when newly marked, False when it was read already; 404 when the notification does not
    exist or is not for the caller's access level."""
    if not await notifications.exists_visible(db, notification_id, principal.access_level):
        raise not_found("Notification")
    return await notification_reads.mark_read(db, principal.kind, principal.id, [notification_id]) == 1
