"""Developers: the builders whose projects a company sells, each owned by one company."""

from datetime import datetime
from typing import Any

from pymongo import IndexModel

from documents import base
from documents.base import StoredDocument, find_company_records, utcnow
from documents.counters import next_id
from documents.scope import Scope, unscoped

COLLECTION = "developers"
SCOPED = True
# Serves the company filter of every scoped read, in id order.
INDEXES = [IndexModel([("company", 1), ("_id", 1)], name="company_id")]


class Developer(StoredDocument):
    name: str
    company: int
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None


async def find(db, scope: Scope, *, company_id: int | None = None, record_id: int | None = None) -> list[Developer]:
    return await find_company_records(db[COLLECTION], Developer, scope.records(company_id, record_id))


async def get(db, scope: Scope, developer_id: int, session=None) -> Developer | None:
    return Developer.from_mongo(await db[COLLECTION].find_one(scope.records(record_id=developer_id),
                                                              session=session))


async def insert(db, scope: Scope, *, name: str, company: int, created_by: int) -> Developer:
    if not scope.allows(company):
        raise PermissionError(f"company {company} is outside the caller's scope")
    developer = Developer(id=await next_id(db, COLLECTION), name=name, company=company,
                          createdBy=created_by, createdAt=utcnow())
    await db[COLLECTION].insert_one(developer.to_mongo())
    return developer


async def update(db, scope: Scope, developer_id: int, fields: dict, session=None) -> bool:
    """Sets `fields`; False when the developer does not exist in the scope."""
    result = await db[COLLECTION].update_one(
        scope.records(record_id=developer_id), {"$set": {**fields, "updatedAt": utcnow()}}, session=session
    )
    return result.matched_count == 1


async def hold(db, scope: Scope, developer_id: int, session) -> None:
    """A write on the developer inside a transaction that links a project to it: a concurrent
    delete or move of the developer then conflicts with that transaction instead of orphaning
    the project (snapshot isolation alone lets both commit)."""
    await db[COLLECTION].update_one(scope.records(record_id=developer_id), {"$inc": {"projectLinkWrites": 1}},
                                    session=session)


async def delete(db, scope: Scope, developer_id: int, session=None) -> bool:
    result = await db[COLLECTION].delete_one(scope.records(record_id=developer_id), session=session)
    return result.deleted_count == 1


@unscoped("display names of the developers of records already read in scope")
async def names_by_ids(db, ids) -> dict[Any, str]:
    return await base.names_by_ids(db[COLLECTION], ids)
