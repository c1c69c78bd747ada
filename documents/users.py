"""Staff users: accounts, roles and the companies each may access."""

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from pydantic import BaseModel
from pymongo import IndexModel
from pymongo.errors import DuplicateKeyError

from documents import base
from documents.base import StoredDocument, contains, email_key, utcnow
from documents.counters import next_id
from documents.scope import Scope, unscoped

COLLECTION = "users"
SCOPED = True
INDEXES = [
    IndexModel("emailKey", unique=True, name="email_unique"),
    IndexModel("allowedCompanies", name="allowed_companies"),
]

STAFF_LEVELS = ("super-admin", "admin", "sales", "finance", "agent", "none")
ADMIN_LEVELS = ("super-admin", "admin")


class EmailTaken(Exception):
    """Another user already has this email."""


class GovernmentId(BaseModel):
    type: str
    number: str


class User(StoredDocument):
    name: str
    email: str
    emailKey: str
    phone: str | None = None
    accessLevel: str
    passwordHash: str | None = None
    # Bumped on every password change or deletion so that older sessions stop working.
    passwordVersion: int = 0
    allowedCompanies: list[int] = []
    dateOfBirth: str | None = None
    startDate: str | None = None
    endDate: str | None = None
    governmentIds: list[GovernmentId] = []
    createdAt: datetime
    updatedAt: datetime | None = None

    def has_ended(self, today: date) -> bool:
        return self.endDate is not None and date.fromisoformat(self.endDate) < today


def shared_with(scope: Scope) -> dict:
    """Users sharing at least one company with the scope (everyone for a super-admin)."""
    return scope.filter("allowedCompanies")


def _one(scope: Scope, user_id: int) -> dict:
    return {"_id": user_id, **shared_with(scope)}


async def get(db, scope: Scope, user_id: int, session=None) -> User | None:
    """The user, when it shares a company with the scope."""
    return User.from_mongo(await db[COLLECTION].find_one(_one(scope, user_id), session=session))


async def find(db, scope: Scope, *, query: str | None = None, access_level: str | None = None,
               include_admins: bool = True) -> list[User]:
    criteria = shared_with(scope)
    if query:
        criteria["name"] = contains(query)
    levels: dict[str, str | list[str]] = {}
    if access_level is not None:
        levels["$eq"] = access_level
    if not include_admins:
        levels["$nin"] = list(ADMIN_LEVELS)
    if levels:
        criteria["accessLevel"] = levels
    # The users of the caller's companies, through their index; a super-admin's list walks `_id_` in
    # the order it answers (docs/indexes.md).
    index = "allowed_companies" if "allowedCompanies" in criteria else "_id_"
    cursor = db[COLLECTION].find(criteria, {"passwordHash": 0}, hint=index).sort("_id", 1)
    return [User.from_mongo(doc) async for doc in cursor]


async def agents_of_company(db, scope: Scope, user_ids, company_id: int) -> set[int]:
    """Which of `user_ids` are agents with access to the company (none when it is outside the scope)."""
    if not scope.allows(company_id):
        return set()
    cursor = db[COLLECTION].find(
        {"_id": {"$in": sorted(set(user_ids))}, "accessLevel": "agent", "allowedCompanies": company_id}, {"_id": 1}
    )
    return {doc["_id"] async for doc in cursor}


@unscoped("sign-in finds the account by its email, before any scope exists")
async def find_by_email(db, email: str) -> User | None:
    return User.from_mongo(await db[COLLECTION].find_one({"emailKey": email_key(email)}))


async def insert(db, scope: Scope, *, name: str, email: str, access_level: str, password_hash: str | None,
                 allowed_companies: Sequence[int] = (), session=None, **profile) -> User:
    if not all(scope.allows(company) for company in allowed_companies):
        raise PermissionError("a company of the user is outside the caller's scope")
    user = User(
        id=await next_id(db, COLLECTION), name=name, email=email.strip(), emailKey=email_key(email),
        accessLevel=access_level, passwordHash=password_hash, allowedCompanies=list(allowed_companies),
        createdAt=utcnow(), **profile,
    )
    try:
        await db[COLLECTION].insert_one(user.to_mongo(), session=session)
    except DuplicateKeyError:
        raise EmailTaken from None
    return user


async def update(db, scope: Scope, user_id: int, fields: dict, *, end_sessions: bool = False,
                 session=None) -> None:
    """Sets `fields` (an `email` also sets its key); `end_sessions` bumps the password version."""
    if "email" in fields:
        fields = {**fields, "email": fields["email"].strip(), "emailKey": email_key(fields["email"])}
    change = {"$set": {**fields, "updatedAt": utcnow()}}
    if end_sessions:
        change["$inc"] = {"passwordVersion": 1}
    try:
        await db[COLLECTION].update_one(_one(scope, user_id), change, session=session)
    except DuplicateKeyError:
        raise EmailTaken from None


async def delete(db, scope: Scope, user_id: int, session=None) -> bool:
    result = await db[COLLECTION].delete_one(_one(scope, user_id), session=session)
    return result.deleted_count == 1


async def set_password(db, scope: Scope, user_id: int, password_hash: str, session=None) -> None:
    await db[COLLECTION].update_one(
        _one(scope, user_id),
        {"$set": {"passwordHash": password_hash, "updatedAt": utcnow()}, "$inc": {"passwordVersion": 1}},
        session=session,
    )


async def grant_company(db, scope: Scope, user_id: int, company_id: int, session=None) -> None:
    if not scope.allows(company_id):
        raise PermissionError(f"company {company_id} is outside the caller's scope")
    await db[COLLECTION].update_one(
        {"_id": user_id}, {"$addToSet": {"allowedCompanies": company_id}}, session=session
    )


@unscoped("a deleted company leaves every user")
async def revoke_company_everywhere(db, company_id: int, session=None) -> None:
    await db[COLLECTION].update_many(
        {"allowedCompanies": company_id}, {"$pull": {"allowedCompanies": company_id}}, session=session
    )


@unscoped("display names of the authors of records already read in scope")
async def names_by_ids(db, ids) -> dict[Any, str]:
    return await base.names_by_ids(db[COLLECTION], ids)


async def sharing_company(db, scope: Scope, user_ids, company_id: int) -> set[int]:
    """Which of `user_ids` have access to the company (none when it is outside the scope)."""
    if not scope.allows(company_id):
        return set()
    cursor = db[COLLECTION].find({"_id": {"$in": sorted(set(user_ids))}, "allowedCompanies": company_id}, {"_id": 1})
    return {doc["_id"] async for doc in cursor}
