"""Installment groups (one per sold unit) with their installments embedded, and who may see each group."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import BaseModel
from pymongo import IndexModel

from documents import base, clients, open_balances, users
from documents.base import (
    WHOLE_LIST_BATCH,
    StoredDocument,
    built,
    contains,
    hinted,
    long_read,
    page_of,
    paged,
    utcnow,
)
from documents.counters import next_id
from documents.scope import Scope, all_of, unscoped

COLLECTION = "installmentGroups"
SCOPED = True
INDEXES = [
    # The scoped list, newest first, and its company filter.
    IndexModel([("company", 1), ("_id", -1)], name="company_newest"),
    # A client's groups, an agent's groups (through its clients) and the `client` filter.
    IndexModel([("clientIds", 1), ("_id", -1)], name="clients_newest"),
    IndexModel([("project", 1), ("_id", -1)], name="project_newest"),
    IndexModel([("developer", 1), ("_id", -1)], name="developer_newest"),
    # One installment by its global id.
    IndexModel("installments.id", name="installment_id"),
]
# The indexes a group list can read, most selective first, each with the field it starts with.
LIST_INDEXES = (("clientIds", "clients_newest"), ("project", "project_newest"),
                ("developer", "developer_newest"), ("company", "company_newest"))
# Fields the `query` search runs over; names are kept on the group so search needs no join, and joined in
# `searchText` (one line each, in this order, the clients' names last) so that a search is one `$regex` on one
# field beside the company: SecantusDB then looks the company up instead of scanning for a top-level `$or`
# (at 2,000 groups a search page and its count take 160 ms against 380).
SEARCHED = ("name", "unitNumber", "projectName", "developerName", "companyName", "clients.clientName")
SEARCH_TEXT: dict = {"$concat": [
    *[part for field in SEARCHED[:-1] for part in ({"$ifNull": [f"${field}", ""]}, "\n")][:-1],
    {"$reduce": {"input": {"$ifNull": ["$clients", []]}, "initialValue": "",
                 "in": {"$concat": ["$$value", "\n", {"$ifNull": ["$$this.clientName", ""]}]}}}]}
# Stored fields a change of which changes `searchText`.
SEARCH_SOURCES = {"name", "unitNumber", "projectName", "developerName", "companyName", "clients"}


def search_text(group: dict) -> str:
    """`searchText` of a group's stored fields, as the SEARCH_TEXT expression computes it on the server."""
    names = [group.get(field) or "" for field in SEARCHED[:-1]]
    return "\n".join(names) + "".join(f"\n{c.get('clientName') or ''}" for c in group.get("clients") or [])


class Installment(BaseModel):
    id: int
    # Minor units (cents): sums are exact integers.
    amountCents: int
    dueDate: datetime | None = None
    description: str | None = None
    status: str = "unpaid"
    isFee: bool = False
    percentage: float = 0
    postHandover: bool = False
    paymentId: int | None = None
    lateFeeFor: int | None = None  # a late fee: the installment it was charged on (CONTRACT 13)
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None


class ClientName(BaseModel):
    clientId: int
    clientName: str


class AllocationRecord(BaseModel):
    paymentId: int
    amountCents: int
    clientId: int | None = None
    paymentDate: datetime


class InstallmentFiguresRecord(BaseModel):
    id: int
    balanceCents: int
    status: str
    allocations: list[AllocationRecord] = []


class FiguresRecord(BaseModel):
    """The group's settled figures (services.figures.PlanFigures), kept with it: recomputed in the
    transaction of every change of its installments or payments (services.groups.settle)."""

    totalCents: int
    totalWithoutFeesCents: int
    paidCents: int
    pendingCents: int
    remainingCents: int
    installments: list[InstallmentFiguresRecord] = []


class Group(StoredDocument):
    name: str
    project: int
    projectName: str
    developer: int
    developerName: str
    company: int
    companyName: str
    description: str | None = None
    unitNumber: str
    city: str | None = None
    clientIds: list[int]
    clients: list[ClientName] = []
    allowedUsers: list[int] = []
    installments: list[Installment] = []
    attachmentsCount: int = 0
    figures: FiguresRecord | None = None  # None on a group no change has settled yet
    searchText: str | None = None  # None on a group from before it was kept (the start-up backfill sets it)
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None


def visibility(scope: Scope, level: str, user_id: int, agent_client_ids: list[int] | None = None) -> Scope:
    """The groups a caller sees, as a Scope whose `view` is their filter: a super-admin all; a client its
    own; an agent those with one of its clients (`agent_client_ids`); other staff its companies' groups,
    minus those whose allow list does not name it."""
    if level == "super-admin":
        return scope.viewing({})
    if level == "client":
        return scope.viewing({"clientIds": user_id})
    criteria = scope.records()
    if level == "agent":
        criteria["clientIds"] = {"$in": sorted(agent_client_ids or [])}
    else:
        # An empty allow list (the whole array equals []) or one naming the user: one `$in`, never a top-level
        # `$or`, which SecantusDB answers by reading the whole collection (66 ms against 6 ms at 3,000 groups).
        criteria["allowedUsers"] = {"$in": [[], user_id]}
    return scope.viewing(criteria)


def list_index(criteria: dict, *, paged: bool) -> str | None:
    """The index a group list reads (docs/indexes.md): the most selective of those whose leading field
    the criteria pin (a client, a project, a developer, the caller's companies). None when the
    criteria are that one equality alone (a client's own groups): every planner looks it up through
    that index, and SecantusDB would walk a hinted index whole instead. With nothing pinned (a
    super-admin), a page walks `_id_` newest first and stops at the page; a whole list is a scan."""
    pinned = {field for part in criteria.get("$and", [criteria]) for field in part if not field.startswith("$")}
    for field, index in LIST_INDEXES:
        if field in pinned:
            lookup = list(criteria) == [field] and not isinstance(criteria[field], dict)
            return None if lookup else index
    return "_id_" if paged else None


@dataclass(frozen=True)
class ClientCard:
    """What a group's answer shows of each of its clients."""

    id: int
    name: str
    phone: str | None
    agentIds: list[int]


@dataclass(frozen=True)
class Shown:
    """A group with the people its answer names, read in the same command: its clients and the names of
    its creator, its allow list and its clients' agents."""

    group: Group
    clients: dict[int, ClientCard]
    names: dict[int, str]


# Joined onto each group of a page (or the one group) in the command that reads it: its clients (ids on the
# group, always of its company), then the users it names. A `$lookup` per group costs about a point lookup on
# SecantusDB; a separate `$in` of every client of a page grows faster than the page on SecantusDB.
PEOPLE: list[dict] = [
    # What no group answer shows: the payment pieces of each balance (the installments' reads have them) and the
    # search text. Half of a page's size, which the server would encode and the app decode.
    {"$project": {"searchText": 0, "figures.installments.allocations": 0}},
    {"$lookup": {"from": clients.COLLECTION, "localField": "clientIds", "foreignField": "_id", "as": "_clients",
                 "pipeline": [{"$project": {"name": 1, "phone": 1, "agentIds": 1}}]}},
    {"$addFields": {"_userIds": {"$reduce": {
        "input": "$_clients", "initialValue": {"$concatArrays": [["$createdBy"], "$allowedUsers"]},
        "in": {"$concatArrays": ["$$value", {"$ifNull": ["$$this.agentIds", []]}]}}}}},
    {"$lookup": {"from": users.COLLECTION, "localField": "_userIds", "foreignField": "_id", "as": "_users",
                 "pipeline": [{"$project": {"name": 1}}]}},
]


def _shown(doc: dict) -> Shown:
    cards = {c["_id"]: ClientCard(c["_id"], c["name"], c.get("phone"), c.get("agentIds") or [])
             for c in doc.pop("_clients")}
    names = {u["_id"]: u["name"] for u in doc.pop("_users")}
    doc.pop("_userIds")
    return Shown(Group.from_mongo(doc), cards, names)


async def find_page(db, scope: Scope, *, filters: dict, query: str | None, page: int,
                    limit: int) -> tuple[list[Shown], int]:
    """(groups newest first with their people, total matches) for one page: one command."""
    search = {"searchText": contains(query)} if query else {}
    criteria = all_of(scope.criteria(), filters, search)
    cursor = await db[COLLECTION].aggregate(paged(criteria, (page - 1) * limit, limit, PEOPLE),
                                            **hinted(list_index(criteria, paged=True)))
    docs, total = page_of(await cursor.to_list())
    return [_shown(doc) for doc in docs], total


async def get_shown(db, scope: Scope, group_id: int) -> Shown | None:
    """One group with its people, when the scope sees it (as `get`): one command."""
    cursor = await db[COLLECTION].aggregate([{"$match": _one(scope, group_id)}, *PEOPLE])
    found = [_shown(doc) async for doc in cursor if scope.admits(doc)]
    return found[0] if found else None



def _seen(scope: Scope, doc: dict | None) -> Group | None:
    return Group.from_mongo(doc) if doc is not None and scope.admits(doc) else None


@dataclass(frozen=True)
class Plan:
    """A group as a whole-book read takes it (the unpaid list, reports, a day's reminders): its names, its
    installments' fields that choose rows and its stored balances, read as stored (PLAN_FIELDS) without
    building the whole Group (a list of a thousand groups costs 400 ms to validate, and half of each document
    is the payments' pieces, which these reads do not need)."""

    id: int
    installments: list[dict]  # the stored installments: id, amountCents, dueDate, isFee, status, description
    balances: dict[int, int] | None  # by installment id; None when not settled for these installments
    doc: dict  # the PLAN_FIELDS of the stored group


PLAN_FIELDS = {field: 1 for field in (
    "name", "unitNumber", "projectName", "companyName", "company", "clientIds", "clients",
    "installments.id", "installments.amountCents", "installments.dueDate", "installments.isFee",
    "installments.status", "installments.paymentId", "installments.description",
    "figures.installments.id", "figures.installments.balanceCents")}


def _plan(doc: dict) -> Plan:
    installments = doc.get("installments") or []
    stored = (doc.get("figures") or {}).get("installments")
    balances = None if stored is None else {own["id"]: own["balanceCents"] for own in stored}
    if balances is not None and set(balances) != {i["id"] for i in installments}:
        balances = None
    return Plan(doc["_id"], installments, balances, doc)


async def find_plans(db, scope: Scope, filters: dict | None = None, whole: bool = False) -> list[Plan]:
    """Every group the scope sees (of `filters`), as Plans: one command, one batch. `whole`: each Plan's `doc` is
    the whole stored group (`Group.from_mongo(plan.doc)`), for a read that answers most of the groups it reads
    (a second read of a thousand groups by `_id` `$in` costs SecantusDB a second)."""
    visible = all_of(scope.criteria(), filters or {})
    cursor = long_read(db[COLLECTION]).find(visible, None if whole else PLAN_FIELDS, batch_size=WHOLE_LIST_BATCH,
                                 **hinted(list_index(visible, paged=False)))
    return await built(cursor, _plan)


async def get_many(db, scope: Scope, group_ids) -> dict[int, Group]:
    """The groups of these ids the scope sees, whole: one command (`_id` `$in`, the company beside it)."""
    wanted = sorted(set(group_ids))
    if not wanted:
        return {}
    cursor = db[COLLECTION].find({"_id": {"$in": wanted}, **scope.filter()}, batch_size=len(wanted) + 1)
    return {doc["_id"]: Group.from_mongo(doc) async for doc in cursor if scope.admits(doc)}


async def get(db, scope: Scope, group_id: int, session=None) -> Group | None:
    """The group, when the scope sees it: looked up by `_id` (and company), the view checked on the document.
    An allow list or an agent's clients beside the id would make SecantusDB scan the collection (100 ms at
    2,000 groups against 1 ms); on MongoDB both are the same point lookup."""
    return _seen(scope, await db[COLLECTION].find_one(_one(scope, group_id), session=session))


async def get_by_installment(db, scope: Scope, installment_id: int, session=None) -> Group | None:
    """The group holding the installment, when the scope sees it (looked up on `installment_id` alone)."""
    return _seen(scope, await db[COLLECTION].find_one({"installments.id": installment_id}, session=session))


async def insert(db, scope: Scope, group: dict, session=None) -> Group:
    if not scope.allows(group["company"]):
        raise PermissionError(f"company {group['company']} is outside the caller's scope")
    stored = Group(id=await next_id(db, COLLECTION), createdAt=utcnow(), **group)
    stored.searchText = search_text(stored.model_dump())
    doc = stored.to_mongo()
    await db[COLLECTION].insert_one(doc, session=session)
    await open_balances.refresh(db, doc, session)
    return stored


async def insert_many(db, scope: Scope, groups: list[Group], session) -> None:
    """Stores new groups whole (ids, installments and settled figures given), with their open-balances
    records, in the caller's transaction: a bulk import's groups in two commands."""
    if not all(scope.allows(group.company) for group in groups):
        raise PermissionError("a group's company is outside the caller's scope")
    docs = []
    for group in groups:
        group.searchText = search_text(group.model_dump())
        docs.append(group.to_mongo())
    if docs:
        await db[COLLECTION].insert_many(docs, session=session)
        await open_balances.insert_many(db, docs, session)


async def units_of_projects(db, scope: Scope, company_id: int, project_ids: list[int]) -> set[tuple[int, str]]:
    """(project, unit number in lower case) of the company's groups in these projects."""
    if not project_ids:
        return set()
    cursor = db[COLLECTION].find({**scope.records(company_id), "project": {"$in": sorted(project_ids)}},
                                 {"project": 1, "unitNumber": 1}, batch_size=WHOLE_LIST_BATCH,
                                 **hinted("project_newest"))
    return {(doc["project"], str(doc.get("unitNumber") or "").strip().lower()) async for doc in cursor}


def _one(scope: Scope, group_id: int) -> dict:
    """One group by id within the scope's companies (writes follow a visibility check in their transaction)."""
    return {"_id": group_id, **scope.filter()}


async def update(db, scope: Scope, group_id: int, fields: dict, session=None) -> None:
    await db[COLLECTION].update_one(_one(scope, group_id), {"$set": {**fields, "updatedAt": utcnow()}},
                                    session=session)
    if OPEN_BALANCES_SOURCES & fields.keys():
        await _refresh_open_balances(db, scope, group_id, session)
    if SEARCH_SOURCES & fields.keys():
        await _search_again(db, _one(scope, group_id), session)


async def _search_again(db, criteria: dict, session=None) -> None:
    """Recomputes `searchText` on the server for the groups of `criteria`, after a change of its sources."""
    await db[COLLECTION].update_many(criteria, [{"$set": {"searchText": SEARCH_TEXT}}], session=session)


@unscoped("the start-up backfill of searchText reaches every company's groups")
async def set_missing_search_text(db) -> int:
    """`searchText` of every group from before it was kept; how many (one command)."""
    result = await db[COLLECTION].update_many({"searchText": None}, [{"$set": {"searchText": SEARCH_TEXT}}])
    return result.modified_count


async def set_installments(db, scope: Scope, group_id: int, installments: list[Installment], session=None) -> None:
    """Writes the whole installment list: read, changed and written back in one transaction, so that
    concurrent changes of one group conflict and retry instead of losing an update."""
    await update(db, scope, group_id, {"installments": [i.model_dump() for i in installments]}, session=session)


async def count_attachments(db, scope: Scope, group_id: int, delta: int, session) -> None:
    """Moves the group's `attachmentsCount` by `delta`, in the attachment change's transaction: the
    write makes a concurrent deletion of the group conflict with it instead of leaving orphans."""
    await db[COLLECTION].update_one(_one(scope, group_id), {"$inc": {"attachmentsCount": delta}}, session=session)


@unscoped("the start-up backfill of stored figures reaches every company's groups")
async def unsettled_ids(db, limit: int) -> list[int]:
    """Ids of groups whose figures were never stored (groups from before stored figures), a batch at a time."""
    cursor = db[COLLECTION].find({"figures": None}, {"_id": 1}).limit(limit)
    return [doc["_id"] async for doc in cursor]


async def set_figures(db, scope: Scope, group_id: int, figures: FiguresRecord, session) -> None:
    """Stores the settled figures (derived data: `updatedAt` stays)."""
    await db[COLLECTION].update_one(_one(scope, group_id), {"$set": {"figures": figures.model_dump()}},
                                    session=session)
    await _refresh_open_balances(db, scope, group_id, session)


async def _refresh_open_balances(db, scope: Scope, group_id: int, session) -> None:
    """The group's open-balances record as the change just written leaves it (read back by `_id`: a
    find_one_and_update costs SecantusDB ten times an update and a point read)."""
    await open_balances.refresh(db, await db[COLLECTION].find_one(_one(scope, group_id), open_balances.SOURCE_FIELDS,
                                                                  session=session), session)


async def note_payment(db, scope: Scope, group_id: int, session) -> None:
    """Records on the group that a payment to it changed, in the payment's transaction: like
    count_attachments, the write makes a concurrent deletion of the group conflict with it (one of the two
    is retried and then refused) instead of leaving a payment that points at no group."""
    await db[COLLECTION].update_one(_one(scope, group_id), {"$set": {"paymentsChangedAt": utcnow()}},
                                    session=session)


async def delete(db, scope: Scope, group_id: int, session=None) -> None:
    await db[COLLECTION].delete_one(_one(scope, group_id), session=session)
    await open_balances.remove(db, scope, group_id, session)


# The stored fields an open-balances record is built from.
OPEN_BALANCES_SOURCES = {field.split(".")[0] for field in open_balances.SOURCE_FIELDS}


@unscoped("the start-up backfill of open-balances records reaches every company's groups")
async def refresh_open_balances(db, batch: int = 200) -> int:
    """Writes the open-balances record of every group that has none of the current shape (groups from before
    the records, or of an older shape); how many. Reads every group's id once (start-up, in the background)."""
    current = await open_balances.current_ids(db)
    missing = [doc["_id"] async for doc in db[COLLECTION].find({}, {"_id": 1}) if doc["_id"] not in current]
    for start in range(0, len(missing), batch):
        cursor = db[COLLECTION].find({"_id": {"$in": missing[start:start + batch]}}, open_balances.SOURCE_FIELDS)
        async for doc in cursor:
            await open_balances.refresh(db, doc)
    return len(missing)


async def rename(db, scope: Scope, field: str, record_id: int, name: str, session=None) -> None:
    """Keeps the searched names current when a project, developer or company is renamed."""
    key = {"project": "projectName", "developer": "developerName", "company": "companyName"}[field]
    await db[COLLECTION].update_many({field: record_id, **scope.filter()}, {"$set": {key: name}}, session=session)
    await _search_again(db, {field: record_id, **scope.filter()}, session)


async def move_project(db, scope: Scope, project_id: int, developer_id: int, developer_name: str,
                       session=None) -> None:
    await db[COLLECTION].update_many({"project": project_id, **scope.filter()},
                                     {"$set": {"developer": developer_id, "developerName": developer_name}},
                                     session=session)
    await _search_again(db, {"project": project_id, **scope.filter()}, session)


async def rename_client(db, scope: Scope, client_id: int, name: str, session=None) -> None:
    # `clientIds` first: the rename then reads `clients_newest` instead of scanning every group.
    await db[COLLECTION].update_many({"clientIds": client_id, "clients.clientId": client_id, **scope.filter()},
                                     {"$set": {"clients.$[entry].clientName": name}},
                                     array_filters=[{"entry.clientId": client_id}], session=session)
    await _search_again(db, {"clientIds": client_id, **scope.filter()}, session)


async def uses(db, scope: Scope, field: str, record_id: int, session=None) -> bool:
    return await db[COLLECTION].find_one({field: record_id, **scope.filter()}, {"_id": 1},
                                         session=session) is not None


@unscoped("display names of groups already read in scope (payments, attachments)")
async def names_by_ids(db, ids) -> dict[Any, str]:
    return await base.names_by_ids(db[COLLECTION], ids)
