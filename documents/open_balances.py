"""Open balances: one small record per installment group with what the unpaid list chooses rows by (its dated
installments that still owe money, by due date, with their stored balances) and the fields that say who sees
the group. Written by documents.installment_groups in the same command sequence (and transaction) as every
change of those fields, so a page of the unpaid list reads these records (a thousand of them cost SecantusDB
50 ms, the groups themselves 230) and then only the page's groups (docs/indexes.md)."""

from datetime import datetime
from typing import Any, NamedTuple

from pymongo import IndexModel

from documents.base import WHOLE_LIST_BATCH, hinted
from documents.scope import Scope, all_of, unscoped

COLLECTION = "openBalances"
SCOPED = True
VERSION = 1  # of the record's shape: the start-up backfill rebuilds records of another version
INDEXES = [
    IndexModel([("company", 1)], name="company"),
    IndexModel([("clientIds", 1)], name="client_ids"),
    IndexModel([("v", 1)], name="version"),
]
# What a record is built from: the group's fields that say who sees it, its installments and stored balances.
SOURCE_FIELDS = {field: 1 for field in (
    "company", "clientIds", "allowedUsers", "installments.id", "installments.dueDate",
    "figures.installments.id", "figures.installments.balanceCents")}


class Open(NamedTuple):
    """A dated installment of a group that still owes money."""
    due: datetime
    installment_id: int
    balance_cents: int


class Balances(NamedTuple):
    group_id: int
    settled: bool  # False: the group's stored figures are not those of its installments (settle it first)
    open: list[Open]  # by due date, then id


def record_of(group: dict) -> dict:
    """The open-balances record of a stored group (at least its SOURCE_FIELDS and `_id`)."""
    installments = group.get("installments") or []
    stored = (group.get("figures") or {}).get("installments")
    balances = None if stored is None else {own["id"]: own["balanceCents"] for own in stored}
    settled = balances is not None and set(balances) == {i["id"] for i in installments}
    open_ = sorted(([i["dueDate"], i["id"], balances[i["id"]]] for i in installments
                    if settled and balances is not None and i.get("dueDate") is not None and balances[i["id"]] > 0),
                   key=lambda entry: (entry[0], entry[1]))
    return {"_id": group["_id"], "v": VERSION, "company": group["company"], "clientIds": group.get("clientIds") or [],
            "allowedUsers": group.get("allowedUsers") or [], "settled": settled, "open": open_}


@unscoped("written from a group the caller's scoped write has just changed")
async def refresh(db, group: dict | None, session=None) -> None:
    """Stores the record of a group as it now stands (`group`: its stored document after the change)."""
    if group is None:
        return
    record = record_of(group)
    # A replace, and an upsert for a group that has no record yet (an upsert costs SecantusDB a quarter more; a
    # concurrent backfill's upsert of the same record is a write conflict, which the transaction retries).
    if (await db[COLLECTION].replace_one({"_id": group["_id"]}, record, session=session)).matched_count == 0:
        await db[COLLECTION].replace_one({"_id": group["_id"]}, record, upsert=True, session=session)


@unscoped("written from new groups the caller's scoped insert has just stored")
async def insert_many(db, groups: list[dict], session=None) -> None:
    await db[COLLECTION].insert_many([record_of(group) for group in groups], session=session)


async def remove(db, scope: Scope, group_id: int, session=None) -> None:
    await db[COLLECTION].delete_one({"_id": group_id, **scope.filter()}, session=session)


async def find(db, scope: Scope, filters: dict[str, Any] | None = None) -> list[Balances]:
    """The records of every group the scope sees (its view applies: the record keeps the group's company,
    clients and allow list), of `filters`: one command."""
    criteria = all_of(scope.criteria(), filters or {})
    cursor = db[COLLECTION].find(criteria, {"settled": 1, "open": 1}, batch_size=WHOLE_LIST_BATCH,
                                 **hinted(_index(criteria)))
    return [Balances(doc["_id"], doc["settled"], [Open(*entry) for entry in doc["open"]]) async for doc in cursor]


def _index(criteria: dict) -> str | None:
    """An agent's groups by its clients, staff's by their companies; none for one equality alone (a client's
    own groups: every planner looks it up, SecantusDB would walk a hinted index whole) or nothing pinned (a
    super-admin reads every record)."""
    pinned = {field for part in criteria.get("$and", [criteria]) for field in part if not field.startswith("$")}
    for field, index in (("clientIds", "client_ids"), ("company", "company")):
        if field in pinned:
            return None if list(criteria) == [field] and not isinstance(criteria[field], dict) else index
    return None


@unscoped("the start-up backfill reaches every company's groups")
async def current_ids(db) -> set[int]:
    """Ids of the groups whose record has the current shape."""
    return {doc["_id"] async for doc in db[COLLECTION].find({"v": VERSION}, {"_id": 1})}
