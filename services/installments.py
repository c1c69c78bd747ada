"""Installments of a group: reads with balances and statuses, and changes written with their audit entries."""

from datetime import date

from documents import group_logs, installment_groups, open_balances, payments, users
from documents.base import built, utcnow
from documents.counters import next_ids
from documents.database import in_transaction
from documents.installment_groups import Group, Installment
from documents.scope import Scope
from errors import ApiError, not_found
from services import figures
from services.audit import shown_field
from services.groups import figures_of, installments_in, settle, visible, visible_group
from services.sessions import Principal

# Stored field -> the name the API and the audit log use.
API_NAMES = {"amountCents": "amount", "dueDate": "dueDate", "description": "description", "status": "status",
             "isFee": "isFee", "percentage": "percentage", "postHandover": "postHandover", "paymentId": "paymentId"}


def installment_record(group: Group, installment: Installment, money: figures.GroupFigures) -> dict:
    own = money.installments[installment.id]
    return {
        "id": installment.id, "groupId": group.id, "amount": figures.to_decimal(installment.amountCents),
        "balance": figures.to_decimal(own.balance), "dueDate": installment.dueDate,
        "description": installment.description, "status": own.status, "isFee": installment.isFee,
        "percentage": installment.percentage, "postHandover": installment.postHandover,
        "paymentId": installment.paymentId, "lateFeeFor": installment.lateFeeFor,
        "payments": [{"id": a.payment_id, "amount": figures.money_text(a.amount), "clientId": a.client_id,
                      "paymentDate": a.payment_date.isoformat()} for a in own.allocations],
        "createdBy": installment.createdBy, "createdAt": installment.createdAt, "updatedAt": installment.updatedAt,
    }


def _in_order(group: Group) -> list[Installment]:
    """By due date (undated last), then id: the order payments are applied in."""
    by_id = {i.id: i for i in group.installments}
    return [by_id[i.id] for i in figures.allocation_order(installments_in(group))]


async def group_installments(db, principal: Principal, group_id: int, today: date) -> dict:
    group = await visible_group(db, principal, group_id)
    money = (await figures_of(db, [group], today))[group.id]
    return {
        "results": [installment_record(group, i, money) for i in _in_order(group)],
        "summary": {
            "totalAmount": figures.to_decimal(money.total_amount),
            "totalAmountWithoutFees": figures.to_decimal(money.total_amount_without_fees),
            "paidAmount": figures.to_decimal(money.paid_amount),
            "pendingAmount": figures.to_decimal(money.pending_amount),
            "remainingBalance": figures.to_decimal(money.remaining_amount),
            "dueAmount": figures.to_decimal(money.due_amount),
            "availableBalance": figures.to_decimal(money.available_balance),
            "upcomingPayment": figures.to_decimal(money.upcoming_payment),
        },
    }


async def unpaid(db, principal: Principal, today: date, *, company: int | None = None, page: int | None = None,
                 limit: int | None = None) -> dict:
    """Overdue installments of every visible group (of one company when given), plus each group's next one;
    by due date. With `page` and `limit`, that page of them; `total` counts them all. A page is two reads: the
    visible groups' open-balances records (documents.open_balances), then the page's groups whole; the whole
    list one read of the visible groups whole."""
    filters = {"company": company} if company is not None else None
    scope = await visible(db, principal)
    if page is None or limit is None:
        plans = await installment_groups.find_plans(db, scope, filters, whole=True)
        chosen = await _chosen_of_plans(db, scope, plans, today)
        answered_ids = {group_id for _, _, group_id in chosen}
        groups = {group.id: group for group in await built(
            [plan.doc for plan in plans if plan.id in answered_ids], Group.from_mongo)}
        return {"data": await _unpaid_rows(db, chosen, groups, today), "total": len(chosen)}
    records = await open_balances.find(db, scope, filters)
    chosen = [(entry.due.date(), entry.installment_id, record.group_id) for record in records if record.settled
              for entry in figures.overdue_and_next(record.open, lambda entry: entry.due.date(), today)]
    unsettled = [record.group_id for record in records if not record.settled]
    if unsettled:  # written around the services: settled now (figures_of), then chosen from their figures
        plans = await installment_groups.find_plans(db, scope, {"_id": {"$in": unsettled}}, whole=True)
        for plan in plans:
            if plan.balances is not None:  # settled meanwhile: only its record was behind
                await open_balances.refresh(db, plan.doc)
        chosen += await _chosen_of_plans(db, scope, plans, today)
    chosen.sort(key=lambda row: (row[0], row[1]))
    answered = chosen[(page - 1) * limit:page * limit]
    groups = await installment_groups.get_many(db, scope, [group_id for _, _, group_id in answered])
    return {"data": await _unpaid_rows(db, answered, groups, today), "total": len(chosen)}


async def _chosen_of_plans(db, scope, plans: list[installment_groups.Plan],
                           today: date) -> list[tuple[date, int, int]]:
    """(due date, installment id, group id) of the unpaid list's rows of these groups; groups whose stored
    figures are not those of their installments are settled first."""
    unsettled = await installment_groups.get_many(db, scope, [plan.id for plan in plans if plan.balances is None])
    settled = await figures_of(db, list(unsettled.values()), today)
    chosen = []
    for plan in plans:
        balances = plan.balances
        if balances is None:
            if plan.id not in settled:
                continue
            balances = {i: own.balance for i, own in settled[plan.id].installments.items()}
        installments = [figures.InstallmentIn(i["id"], i["amountCents"], i["dueDate"].date() if i.get("dueDate")
                                              else None, i.get("isFee", False), i.get("status", "unpaid"),
                                              i.get("paymentId")) for i in plan.installments]
        chosen += [(entry.due_date, entry.id, plan.id)
                   for entry in figures.open_installments(installments, balances, today) if entry.due_date]
    chosen.sort(key=lambda row: (row[0], row[1]))
    return chosen


async def _unpaid_rows(db, chosen: list[tuple[date, int, int]], groups: dict[int, Group], today: date) -> list[dict]:
    money = await figures_of(db, list({group_id: groups[group_id] for _, _, group_id in chosen
                                       if group_id in groups}.values()), today)
    def row(entry: tuple[date, int, int]) -> dict | None:
        _, installment_id, group_id = entry
        group = groups.get(group_id)
        installment = next((i for i in group.installments if i.id == installment_id), None) if group else None
        if group is None or installment is None:  # deleted or changed between the two reads
            return None
        return {**installment_record(group, installment, money[group.id]), "groupName": group.name,
                "unitNumber": group.unitNumber, "projectName": group.projectName, "companyName": group.companyName}

    return [found for found in await built(chosen, row) if found is not None]


async def get_installment(db, principal: Principal, installment_id: int, today: date) -> dict:
    group = await installment_groups.get_by_installment(db, await visible(db, principal), installment_id)
    if group is None:
        raise not_found("Installment")
    installment = next(i for i in group.installments if i.id == installment_id)
    money = (await figures_of(db, [group], today))[group.id]
    names = await users.names_by_ids(db, [installment.createdBy])
    return {**installment_record(group, installment, money), "createdByName": names.get(installment.createdBy)}


async def _check_payment_links(db, group: Group, changed: list[dict]) -> None:
    """400 unless every linked payment is a payment of the group (one query for all of them)."""
    linked = [fields["paymentId"] for fields in changed if fields.get("paymentId") is not None]
    known = await payments.of_group_among(db, Scope.of([group.company]), linked, group.id) if linked else set()
    for payment_id in linked:
        if payment_id not in known:
            raise ApiError(400, f"paymentId: payment {payment_id} is not a payment of this group")


def created_entry(installment: Installment) -> tuple[str, str]:
    """The audit log entry of a new installment (its creation through the API or an import)."""
    return ("installment_created", f"Installment {installment.id} of {figures.money_text(installment.amountCents)} "
                                   f"due {shown_field('dueDate', installment.dueDate)} added")


async def add_installments(db, principal: Principal, group_id: int, items: list[dict], empty_only: bool = False) -> int:
    """Adds the installments with their log entries in one transaction; `empty_only`: 409 when the group has
    installments already (a plan template applies to an empty plan), decided in that transaction."""
    async def add(session):
        group = await visible_group(db, principal, group_id, session=session)
        if empty_only and group.installments:
            raise ApiError(409, "The group already has installments: a template applies to an empty plan")
        await _check_payment_links(db, group, items)
        ids = await next_ids(db, "installments", len(items))
        now = utcnow()
        added = [Installment(id=i, createdBy=principal.id, createdAt=now,
                             **figures.stored_fields(item, "dueDate", API_NAMES))
                 for i, item in zip(ids, items, strict=True)]
        await installment_groups.set_installments(db, principal.scope, group_id, group.installments + added,
                                                  session=session)
        await settle(db, principal.scope, group_id, session)
        await group_logs.write(db, group_id, principal, [created_entry(i) for i in added], session)
        return len(added)

    return await in_transaction(db, add)


def _apply(installment: Installment, fields: dict, now) -> tuple[Installment, list[tuple[str, str]]]:
    """The installment with `fields` applied, and one log entry per field that really changed."""
    stored = figures.stored_fields(fields, "dueDate", API_NAMES)
    before = installment.model_dump()
    changed = {key: value for key, value in stored.items() if before.get(key) != value}
    entries = [("installment_updated", f"Installment {installment.id}: {API_NAMES[key]} changed from "
                                       f"{shown_field(key, before.get(key))} to {shown_field(key, value)}")
               for key, value in changed.items()]
    if not changed:
        return installment, []
    return installment.model_copy(update={**changed, "updatedAt": now}), entries


async def update_installments(db, principal: Principal, changes: dict[int, dict], *,
                              group_id: int | None = None) -> None:
    """Changes installments (all of one group); only changed fields are stored and logged."""
    async def update(session):
        if group_id is not None:
            group = await visible_group(db, principal, group_id, session=session)
        else:
            found = await installment_groups.get_by_installment(db, await visible(db, principal),
                                                                next(iter(changes)), session=session)
            if found is None:
                raise not_found("Installment")
            group = found
        known = {i.id for i in group.installments}
        strangers = [i for i in changes if i not in known]
        if strangers:
            raise ApiError(400, f"installments: installment {strangers[0]} is not in this group")
        await _check_payment_links(db, group, list(changes.values()))
        now, entries, updated = utcnow(), [], []
        for installment in group.installments:
            if installment.id in changes:
                installment, logged = _apply(installment, changes[installment.id], now)
                entries += logged
            updated.append(installment)
        if entries:
            await installment_groups.set_installments(db, principal.scope, group.id, updated, session=session)
            await settle(db, principal.scope, group.id, session)
            await group_logs.write(db, group.id, principal, entries, session)

    await in_transaction(db, update)


async def delete_installment(db, principal: Principal, installment_id: int) -> None:
    async def delete(session):
        group = await installment_groups.get_by_installment(db, await visible(db, principal), installment_id,
                                                            session=session)
        if group is None:
            raise not_found("Installment")
        gone = next(i for i in group.installments if i.id == installment_id)
        kept = [i for i in group.installments if i is not gone]
        await installment_groups.set_installments(db, principal.scope, group.id, kept, session=session)
        await settle(db, principal.scope, group.id, session)
        await group_logs.write(db, group.id, principal, [
            ("installment_deleted", f"Installment {gone.id} of {figures.money_text(gone.amountCents)} due "
                                    f"{shown_field('dueDate', gone.dueDate)} deleted")], session)

    await in_transaction(db, delete)
