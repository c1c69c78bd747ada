"""Installment groups: visibility, creation and changes with their audit entries, and answers with figures."""

import asyncio
import logging
from datetime import UTC, date, datetime, time

from documents import (
    attachments,
    clients,
    companies,
    developers,
    files,
    group_logs,
    installment_groups,
    payments,
    projects,
    users,
)
from documents.base import YIELD_EVERY
from documents.database import in_transaction
from documents.installment_groups import Group
from documents.scope import Scope
from errors import ApiError, not_found
from services import figures
from services.audit import shown
from services.companies import require_company
from services.sessions import Principal

log = logging.getLogger(__name__)


async def visible(db, principal: Principal) -> Scope:
    """The scope of the groups this principal may see (one extra query for an agent)."""
    agent_clients = None
    if principal.access_level == "agent":
        agent_clients = await clients.ids_of_agent(db, principal.scope, principal.id)
    level = "client" if principal.kind == "client" else principal.access_level
    return installment_groups.visibility(principal.scope, level, principal.id, agent_clients)


async def visible_group(db, principal: Principal, group_id: int, session=None) -> Group:
    group = await installment_groups.get(db, await visible(db, principal), group_id, session=session)
    if group is None:
        raise not_found("Installment group")
    return group


def installments_in(group: Group) -> list[figures.InstallmentIn]:
    return [figures.InstallmentIn(i.id, i.amountCents, i.dueDate.date() if i.dueDate else None, i.isFee,
                                  i.status, i.paymentId) for i in group.installments]


def payments_in(found: list[payments.Payment]) -> list[figures.PaymentIn]:
    return [figures.PaymentIn(p.id, p.amountCents, p.status, p.clientId, p.paymentDate.date()) for p in found]


def figures_record(plan: figures.PlanFigures) -> installment_groups.FiguresRecord:
    """The settled figures as the group keeps them."""
    return installment_groups.FiguresRecord(
        totalCents=plan.total_amount, totalWithoutFeesCents=plan.total_amount_without_fees,
        paidCents=plan.paid_amount, pendingCents=plan.pending_amount, remainingCents=plan.remaining_amount,
        installments=[installment_groups.InstallmentFiguresRecord(
            id=own.id, balanceCents=own.balance, status=own.status,
            allocations=[installment_groups.AllocationRecord(
                paymentId=piece.payment_id, amountCents=piece.amount, clientId=piece.client_id,
                paymentDate=datetime.combine(piece.payment_date, time(), UTC)) for piece in own.allocations])
            for own in sorted(plan.installments.values(), key=lambda own: own.id)])


def plan_of(record: installment_groups.FiguresRecord) -> figures.PlanFigures:
    """The stored settled figures, back as services.figures reads them."""
    return figures.PlanFigures(
        total_amount=record.totalCents, total_amount_without_fees=record.totalWithoutFeesCents,
        paid_amount=record.paidCents, pending_amount=record.pendingCents, remaining_amount=record.remainingCents,
        installments={own.id: figures.InstallmentFigures(
            id=own.id, balance=own.balanceCents, status=own.status,
            allocations=tuple(figures.Allocation(piece.paymentId, piece.amountCents, piece.clientId,
                                                 piece.paymentDate.date()) for piece in own.allocations))
            for own in record.installments})


def _settled(group: Group) -> bool:
    """Whether the stored figures are of the group's installments as they are (not so for a group written
    around the services: `figures_of` settles it on read)."""
    assert group.figures is not None
    return {i.id for i in group.installments} == {own.id for own in group.figures.installments}


async def settle(db, scope: Scope, group_id: int, session) -> None:
    """Recomputes the group's stored figures from its installments and payments, in the transaction of the
    change that moved them (which has just written them: a transaction reads its own writes)."""
    group = await installment_groups.get(db, scope, group_id, session=session)
    if group is None:
        return
    found = await payments.installment_payments(db, Scope.of([group.company]), [group.id], session=session)
    plan = figures.plan_figures(installments_in(group), payments_in(found))
    await installment_groups.set_figures(db, scope, group_id, figures_record(plan), session)


async def settle_unsettled(db, batch: int = 200) -> int:
    """Stores the figures of every group that has none (groups from before stored figures), each in its own
    transaction; how many. Run in the background at start-up (services.backfills); concurrent runs (several API
    processes) only repeat work, since settling is deterministic."""
    done = 0
    while ids := await installment_groups.unsettled_ids(db, batch):
        for group_id in ids:
            async def one(session, group_id=group_id):
                await settle(db, Scope.everything(), group_id, session)

            await in_transaction(db, one)
        done += len(ids)
    return done


async def _repaired(db, group: Group) -> installment_groups.FiguresRecord:
    """The stored figures of a group that had none of its installments (written around the services, by hand
    or an old import): settled now in their own transaction, once. Never the path of a group the services
    wrote: every change settles in its transaction and start-up settles older groups."""
    log.warning("group %d had no stored figures of its installments: settled on read", group.id)

    async def repair(session):
        await settle(db, Scope.everything(), group.id, session)
        return await installment_groups.get(db, Scope.everything(), group.id, session=session)

    repaired = await in_transaction(db, repair)
    if repaired is None or repaired.figures is None or not _settled(group.model_copy(update={
            "figures": repaired.figures})):
        raise ApiError(409, "The installment group changed while it was read; try again")
    return repaired.figures


async def figures_of(db, groups: list[Group], today: date) -> dict[int, figures.GroupFigures]:
    """Each group's figures from its stored settled figures: the day's `dueAmount`, `availableBalance` and
    `upcomingPayment` derived from the stored balances, with no query."""
    answers = {}
    for group in groups:
        stored = group.figures if group.figures is not None and _settled(group) else await _repaired(db, group)
        answers[group.id] = figures.on_day(installments_in(group), plan_of(stored), today)
        if len(answers) % YIELD_EVERY == 0:
            await asyncio.sleep(0)  # a whole list's thousands of groups: other requests run meanwhile
    return answers


async def shown_group(db, principal: Principal, group_id: int) -> installment_groups.Shown:
    shown = await installment_groups.get_shown(db, await visible(db, principal), group_id)
    if shown is None:
        raise not_found("Installment group")
    return shown


async def group_records(db, shown: list[installment_groups.Shown], today: date, single: bool = False) -> list[dict]:
    """The answer shape of groups read with their people (installment_groups.Shown): no further query."""
    figures_by_group = await figures_of(db, [entry.group for entry in shown], today)
    answers = []
    for entry in shown:
        group, names = entry.group, entry.names
        money = figures_by_group[group.id]
        total, paid = figures.to_decimal(money.total_amount), figures.to_decimal(money.paid_amount)
        remaining, due = figures.to_decimal(money.remaining_amount), figures.to_decimal(money.due_amount)
        answer = {
            "id": group.id, "name": group.name, "project": group.project, "projectName": group.projectName,
            "description": group.description, "company": group.company, "companyName": group.companyName,
            "unitNumber": group.unitNumber, "city": group.city, "createdBy": group.createdBy,
            "createdByName": names.get(group.createdBy) if group.createdBy is not None else None,
            "createdAt": group.createdAt, "updatedAt": group.updatedAt,
            "clients": [_client_entry(entry.clients.get(i), i, group, names) for i in group.clientIds],
            "totalAmount": total, "paidAmount": paid, "remainingAmount": remaining, "dueAmount": due,
            "stats": {"totalInstallments": len(group.installments), "totalAmount": total, "paidAmount": paid,
                      "pendingAmount": figures.to_decimal(money.pending_amount), "dueAmount": due,
                      "attachmentsCount": group.attachmentsCount},
        }
        if single:
            answer.update(developer=group.developer, developerName=group.developerName,
                          allowedUsers=[{"userId": u, "userName": names.get(u)} for u in group.allowedUsers])
        answers.append(answer)
    return answers


def _client_entry(client: installment_groups.ClientCard | None, client_id: int, group: Group, names: dict) -> dict:
    if client is None:  # not expected: clients are never hard-deleted
        stored = next((c.clientName for c in group.clients if c.clientId == client_id), None)
        return {"clientId": client_id, "clientName": stored, "phone": None, "agents": []}
    return {"clientId": client.id, "clientName": client.name, "phone": client.phone,
            "agents": [{"agentId": a, "agentName": names.get(a)} for a in client.agentIds]}


async def _links(db, principal: Principal, company_id: int, project_id: int, client_ids: list[int],
                 allowed_users: list[int]) -> dict:
    """The names a group keeps, after checking that project, clients and users belong to its company."""
    project = await projects.get(db, principal.scope, project_id)
    if project is None:
        raise ApiError(400, "Invalid project ID")
    if project.company != company_id:
        raise ApiError(400, "Project belongs to another company")
    developer = await developers.get(db, principal.scope, project.developerId)
    found = {c.id: c for c in await clients.find_by_ids(db, principal.scope, client_ids)}
    for client_id in client_ids:
        if client_id not in found or found[client_id].company != company_id:
            raise ApiError(400, f"clientIds: client {client_id} is not a client of this company")
    allowed = await users.sharing_company(db, principal.scope, allowed_users, company_id) if allowed_users else set()
    for user_id in allowed_users:
        if user_id not in allowed:
            raise ApiError(400, f"allowedUsers: user {user_id} has no access to this company")
    company_name = (await companies.names_by_ids(db, [company_id]))[company_id]
    return {"project": project.id, "projectName": project.name, "developer": project.developerId,
            "developerName": developer.name if developer else "", "company": company_id,
            "companyName": company_name, "clientIds": client_ids,
            "clients": [{"clientId": i, "clientName": found[i].name} for i in client_ids],
            "allowedUsers": allowed_users}


def created_entry(name: str) -> tuple[str, str]:
    """The audit log entry of a new group (its creation through the API or an import)."""
    return ("group_created", f"Group {name} created")


async def create_group(db, principal: Principal, fields: dict) -> Group:
    await require_company(db, principal.scope, fields["company"])
    client_ids = list(dict.fromkeys(fields.pop("clientIds")))
    allowed_users = list(dict.fromkeys(fields.pop("allowedUsers", [])))
    links = await _links(db, principal, fields.pop("company"), fields.pop("project"), client_ids, allowed_users)
    name = fields.pop("name", None) or f"{links['projectName']} - {fields['unitNumber']}"

    async def create(session):
        # A new group has no installments and no payments: its settled figures are known without a read.
        empty = figures_record(figures.plan_figures([], []))
        group = await installment_groups.insert(db, principal.scope, {**fields, **links, "name": name,
                                                                      "createdBy": principal.id, "figures": empty},
                                                session=session)
        await group_logs.write(db, group.id, principal, [created_entry(name)], session)
        return group

    return await in_transaction(db, create)


LOGGED_FIELDS = ("name", "description", "unitNumber", "city", "project", "clientIds", "allowedUsers")


async def update_group(db, principal: Principal, group_id: int, fields: dict) -> None:
    """Applies the changes and writes one `group_updated` entry per changed field, in one transaction
    (a concurrent change of the same group conflicts and this one is retried on its result)."""

    async def update(session):
        group = await visible_group(db, principal, group_id, session=session)
        changes = dict(fields)
        if {"project", "clientIds", "allowedUsers"} & changes.keys():
            client_ids = list(dict.fromkeys(changes.pop("clientIds", group.clientIds)))
            allowed_users = list(dict.fromkeys(changes.pop("allowedUsers", group.allowedUsers)))
            links = await _links(db, principal, group.company, changes.pop("project", group.project), client_ids,
                                 allowed_users)
            del links["company"], links["companyName"]
            changes.update(links)
        before = group.model_dump()
        entries = [("group_updated", f"{key} changed from {shown(before.get(key))} to {shown(value)}")
                   for key, value in changes.items() if key in LOGGED_FIELDS and before.get(key) != value]
        await installment_groups.update(db, principal.scope, group_id, changes, session=session)
        if changes.get("name", group.name) != group.name:  # payments keep their group's name for their list
            await payments.name_group(db, principal.scope, group_id, changes["name"], session=session)
        await group_logs.write(db, group_id, principal, entries, session)

    await in_transaction(db, update)


async def delete_group(db, principal: Principal, group_id: int) -> None:
    """Removes the group and its attachment records in one transaction, then their GridFS files
    (which cannot join a transaction)."""
    async def delete(session):
        await visible_group(db, principal, group_id, session=session)
        if await payments.group_has_payments(db, principal.scope, group_id, session=session):
            raise ApiError(409, "The group has payments; delete them first")
        file_ids = await attachments.delete_of_group(db, principal.scope, group_id, session=session)
        await installment_groups.delete(db, principal.scope, group_id, session=session)
        return file_ids

    for file_id in await in_transaction(db, delete):
        await files.delete(db, file_id)


async def logs(db, principal: Principal, group_id: int) -> list[dict]:
    await visible_group(db, principal, group_id)
    return [{"id": entry.id, "description": entry.description, "eventType": entry.eventType,
             "createdAt": entry.createdAt, "createdBy": entry.createdByName}
            for entry in await group_logs.of_group(db, group_id)]
