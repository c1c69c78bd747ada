"""Payments: checks against the company's catalogues and groups, state changes with their audit entries,
the notification of a pending installment payment, and the answers with names."""


from datetime import date

from documents import (
    account_types,
    attachments,
    clients,
    companies,
    group_logs,
    installment_groups,
    payments,
    service_types,
    users,
)
from documents.base import built
from documents.database import in_transaction
from documents.payments import INSTALLMENT_PAYMENT, Payment
from documents.scope import Scope
from errors import ApiError, not_found
from services import figures, idempotency, notifications, outbox, pdf
from services.audit import shown_field
from services.companies import require_company
from services.groups import settle, visible_group
from services.sessions import Principal

LOGGED = {"accountType": "accountType", "serviceType": "serviceType", "amountCents": "amount",
          "paymentType": "paymentType", "description": "description", "clientId": "clientId",
          "paymentDate": "paymentDate", "status": "status"}


async def _check_names(db, scope: Scope, company_id: int, fields: dict) -> clients.Client | None:
    """400 unless the account type, service type and client belong to the payment's company; the client."""
    if "accountType" in fields and await account_types.named(db, scope, company_id, fields["accountType"]) is None:
        raise ApiError(400, f"accountType: the company has no account type named {fields['accountType']}")
    service = fields.get("serviceType")
    if service is not None and service != INSTALLMENT_PAYMENT and await service_types.named(
            db, scope, company_id, service) is None:
        raise ApiError(400, f"serviceType: the company has no service type named {service}")
    client_id = fields.get("clientId")
    if client_id is not None:
        client = await clients.get(db, Scope.everything(), client_id)
        if client is None or client.company != company_id:
            raise ApiError(400, f"clientId: client {client_id} is not a client of this company")
        return client
    return None


def _client_shown(client: clients.Client | None) -> dict:
    """The client's part of what a payment keeps for its list."""
    return {"clientName": client.name if client else None, "agentIds": client.agentIds if client else []}


def _summary(payment: Payment) -> str:
    return f"Payment {payment.id} of {figures.money_text(payment.amountCents)}"


async def create_payment(db, principal: Principal, fields: dict, idempotency_id: str | None = None) -> dict:
    """Stores the payment (and for an installment payment its log entry and, when pending, the
    notification intent) in one transaction; the answer, kept with the idempotency key when given."""
    company_id = fields["company"]
    await require_company(db, principal.scope, company_id)
    group = None
    if fields["serviceType"] == INSTALLMENT_PAYMENT:
        if fields.get("installmentGroupId") is None:
            raise ApiError(400, "installmentGroupId is required for an installment payment")
        group = await visible_group(db, principal, fields["installmentGroupId"])
        if group.company != company_id:
            raise ApiError(400, "company: the installment group belongs to another company")
        if not fields.get("description"):
            fields["description"] = f"Installment payment for {group.name} ({group.projectName})"
    else:
        fields["installmentGroupId"] = None
    client = await _check_names(db, principal.scope, company_id, fields)
    stored = {**figures.stored_fields(fields, "paymentDate"), "createdBy": principal.id, **_client_shown(client),
              "companyName": (await companies.names_by_ids(db, [company_id]))[company_id]}

    async def create(session):
        shown = {}
        if group is not None:
            # Read again and written in the transaction: a group deleted meanwhile conflicts with this
            # payment (404 on the retry) instead of being left with a payment that points at nothing;
            # a rename meanwhile conflicts the same way, so the payment keeps the current name.
            current = await visible_group(db, principal, group.id, session=session)
            await installment_groups.note_payment(db, principal.scope, group.id, session)
            shown["groupName"] = current.name
        payment = await payments.insert(db, principal.scope, {**stored, **shown}, session=session)
        job_id = None
        if group is not None:
            await settle(db, principal.scope, group.id, session)
            await group_logs.write(db, group.id, principal, [
                ("payment_recorded", f"{_summary(payment)} recorded ({payment.status})")], session)
            if payment.status == "pending":
                job_id = await notifications.record_payment_notification(db, payment.id, session)
        if group is not None:
            answer = {"message": "Payment created successfully", "id": payment.id,
                      "newPayment": (await payment_records(db, [payment], session=session))[0]}
        else:
            answer = {"message": "Payments created successfully", "id": payment.id}
        await idempotency.complete(db, idempotency_id, 201, answer, session)
        return answer, job_id

    answer, job_id = await in_transaction(db, create)
    if job_id is not None:
        await outbox.dispatch(db, notifications.ACTOR, job_id)
    return answer


async def update_payment(db, principal: Principal, payment_id: int, fields: dict) -> str:
    """Applies the fields; `declined` removes the payment. 'updated' or 'deleted'."""
    async def update(session):
        payment = await payments.get(db, principal.scope, payment_id, session=session)
        if payment is None:
            raise not_found("Payment")
        if fields.get("serviceType", payment.serviceType) != payment.serviceType and INSTALLMENT_PAYMENT in (
                fields["serviceType"], payment.serviceType):
            raise ApiError(400, "serviceType: a payment cannot change to or from an installment payment")
        client = await _check_names(db, principal.scope, payment.company, fields)
        before = payment.model_dump()
        if fields.get("status") == "declined":
            await payments.delete(db, principal.scope, payment_id, session=session)
            entries = [("payment_declined", f"{_summary(payment)} declined and removed")]
            result = "deleted"
        else:
            changed = {k: v for k, v in figures.stored_fields(fields, "paymentDate").items() if before.get(k) != v}
            if changed:
                shown = _client_shown(client) if "clientId" in changed else {}
                await payments.update(db, principal.scope, payment_id, {**changed, **shown}, session=session)
            entries = [("payment_updated", f"Payment {payment.id}: {LOGGED[k]} changed from "
                                           f"{shown_field(k, before.get(k))} to {shown_field(k, v)}")
                       for k, v in changed.items() if k in LOGGED and k != "status"]
            if changed.get("status") == "approved":
                entries.insert(0, ("payment_approved", f"{_summary(payment)} approved"))
            elif "status" in changed:
                entries.append(("payment_updated", f"Payment {payment.id}: status changed from "
                                                   f"{payment.status} to {changed['status']}"))
            result = "updated"
        if payment.installmentGroupId is not None:
            await settle(db, principal.scope, payment.installmentGroupId, session)
            await group_logs.write(db, payment.installmentGroupId, principal, entries, session)
        return result

    return await in_transaction(db, update)


async def delete_payment(db, principal: Principal, payment_id: int) -> None:
    async def delete(session):
        payment = await payments.get(db, principal.scope, payment_id, session=session)
        if payment is None:
            raise not_found("Payment")
        if not payment.associatedEntity and not principal.is_super_admin:
            raise ApiError(400, "Cannot delete as it belongs to another entity")
        await payments.delete(db, principal.scope, payment_id, session=session)
        if payment.installmentGroupId is not None:
            await settle(db, principal.scope, payment.installmentGroupId, session)
            await group_logs.write(db, payment.installmentGroupId, principal,
                                   [("payment_deleted", f"{_summary(payment)} deleted")], session)

    await in_transaction(db, delete)


async def payment_records(db, found: list[Payment], session=None) -> list[dict]:
    """The list shape: names, agents and attachments as the payments keep them, and the names of the users who
    recorded them (one query)."""
    user_names = await users.names_by_ids(db, [p.createdBy for p in found])
    return await built(found, lambda p: {
        "id": p.id, "accountType": p.accountType, "serviceType": p.serviceType,
        "amount": figures.to_decimal(p.amountCents), "paymentType": p.paymentType, "description": p.description,
        "clientId": p.clientId, "clientName": p.clientName, "paymentDate": p.paymentDate,
        "createdBy": user_names.get(p.createdBy), "company": p.companyName, "companyId": p.company,
        "status": p.status, "installmentGroupId": p.installmentGroupId, "installmentGroupName": p.groupName,
        "attachments": [{"attachment": a.attachment, "title": a.title} for a in p.attachments],
        "assignedAgents": [{"agentId": agent} for agent in p.agentIds],
        "associatedEntity": p.associatedEntity, "createdAt": p.createdAt, "updatedAt": p.updatedAt,
    })


async def name_old_payments(db, batch: int = 200) -> int:
    """Stores what the list shows of other records on every payment from before they were kept (the start-up
    backfill, beside the figures' one); how many. Deterministic: concurrent runs only repeat work."""
    done = 0
    while found := await payments.unnamed(db, batch):
        every = Scope.everything()
        client_records = {c.id: c for c in await clients.find_by_ids(db, every, [p.clientId for p in found])}
        company_names = await companies.names_by_ids(db, [p.company for p in found])
        group_names = await installment_groups.names_by_ids(db, [p.installmentGroupId for p in found])
        linked = await attachments.payment_attachments(db, every, [p.id for p in found])
        for p in found:
            await payments.set_shown(db, every, p.id, {
                **_client_shown(client_records.get(p.clientId) if p.clientId is not None else None),
                "companyName": company_names.get(p.company, ""), "groupName": group_names.get(p.installmentGroupId),
                "attachments": [payments.LinkedAttachment(id=a.id, attachment=a.attachment, title=a.title).model_dump()
                                for a in linked.get(p.id, [])]})
        done += len(found)
    return done


async def client_payments(db, principal: Principal) -> list[dict]:
    """Payments of the client record whose email is the caller's (the client itself, for a client)."""
    client = await clients.find_by_email(db, principal.email)
    found = await payments.of_clients(db, Scope.of([client.company]), [client.id]) if client else []
    return [{"id": p.id, "clientId": p.clientId, "amount": figures.to_decimal(p.amountCents),
             "paymentDate": p.paymentDate, "paymentType": p.paymentType, "description": p.description,
             "serviceType": p.serviceType, "company": p.company, "companyName": p.companyName,
             "status": p.status}
            for p in found]


async def rename_account_type(db, scope, entry_id: int, fields: dict) -> bool:
    """Updates the account type; a rename reaches that company's payments in the same transaction."""
    async def update(session):
        entry = await account_types.get(db, scope, entry_id, session=session)
        if entry is None or not await account_types.update(db, scope, entry_id, fields, session=session):
            return False
        if fields.get("name", entry.name) != entry.name:
            await payments.rename_account_type(db, scope, entry.company, entry.name, fields["name"], session=session)
        return True

    return await in_transaction(db, update)


async def receipt(db, principal: Principal, payment_id: int, printed: date) -> bytes:
    """The receipt of an approved payment, as a PDF: staff of its company, or the client it belongs to; 404
    for anyone else (as if absent), 409 while it is not approved."""
    if principal.kind == "client":
        client = await clients.find_by_email(db, principal.email)
        payment = await payments.get(db, Scope.of([client.company]), payment_id) if client else None
        if payment is not None and (client is None or payment.clientId != client.id):
            payment = None
    else:
        payment = await payments.get(db, principal.scope, payment_id)
    if payment is None:
        raise not_found("Payment")
    if payment.status != "approved":
        raise ApiError(409, f"Payment {payment.id} is {payment.status}: a receipt is issued once it is approved")
    unit = None
    if payment.installmentGroupId is not None:
        group = await installment_groups.get(db, Scope.everything(), payment.installmentGroupId)
        unit = group.unitNumber if group else None
    amount = figures.to_decimal(payment.amountCents)
    return await pdf.render("receipt", {
        "number": payment.id, "company": payment.companyName or "", "client": payment.clientName,
        "amount": pdf.money(amount), "words": pdf.in_words(amount),
        "payment_date": payment.paymentDate.date().isoformat(),
        "group": payment.groupName, "unit": unit, "description": payment.description,
        "account_type": payment.accountType, "printed": printed.isoformat()})
