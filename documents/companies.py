"""Companies: the tenants. Also owns their write-only provider token and messaging settings."""

from datetime import datetime
from typing import Any

from pydantic import BaseModel
from pymongo import IndexModel

from documents import base
from documents.base import StoredDocument, contains, utcnow
from documents.counters import next_id
from documents.scope import Scope, unscoped

COLLECTION = "companies"
SCOPED = True
INDEXES = [IndexModel("name", name="name")]

# Secrets never leave this module through a read meant for an answer.
SECRET_FIELDS = {"providerToken": 0, "messaging.accessToken": 0}


class MessagingSettings(BaseModel):
    phoneNumberId: str
    templateName: str
    languageCode: str
    accessToken: str | None = None


class ReminderSettings(BaseModel):
    """Automatic reminders (CONTRACT 13); off until a company switches them on."""

    enabled: bool = False
    channels: list[str] = ["email"]
    sendHour: int = 9
    # The business day they were last switched on: a run never reminds of a day before it (no backlog of
    # reminders, sent or recorded late, for the years of plans a company brings with it).
    enabledSince: str | None = None


class LateFeeSettings(BaseModel):
    enabled: bool = False
    graceDays: int = 0
    percentBasisPoints: int | None = None  # percent x 100 (2 decimals): exact
    flatAmountCents: int | None = None
    capCents: int | None = None


class Company(StoredDocument):
    name: str
    isActive: bool = True
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None
    hasToken: bool = False
    messaging: MessagingSettings | None = None
    reminders: ReminderSettings = ReminderSettings()
    lateFees: LateFeeSettings = LateFeeSettings()

    @property
    def has_messaging(self) -> bool:
        return self.messaging is not None


async def list_visible(db, scope: Scope, query: str | None = None) -> list[Company]:
    criteria = scope.filter("_id")
    if query:
        criteria["name"] = contains(query)
    cursor = db[COLLECTION].find(criteria, SECRET_FIELDS).sort("_id", 1)
    return [Company.from_mongo(doc) async for doc in cursor]


async def get(db, scope: Scope, company_id: int, session=None) -> Company | None:
    if not scope.allows(company_id):
        return None
    return Company.from_mongo(await db[COLLECTION].find_one({"_id": company_id}, SECRET_FIELDS, session=session))


async def exists(db, scope: Scope, company_id: int) -> bool:
    return scope.allows(company_id) and await db[COLLECTION].find_one({"_id": company_id}, {"_id": 1}) is not None


@unscoped("a new company is outside every scope until a user is granted it")
async def insert(db, *, name: str, is_active: bool, created_by: int, session=None) -> Company:
    company = Company(id=await next_id(db, COLLECTION), name=name, isActive=is_active,
                      createdBy=created_by, createdAt=utcnow())
    await db[COLLECTION].insert_one(company.to_mongo(), session=session)
    return company


async def update(db, scope: Scope, company_id: int, fields: dict, session=None) -> bool:
    """Sets `fields`; False when the company does not exist in the scope."""
    if not scope.allows(company_id):
        return False
    result = await db[COLLECTION].update_one(
        {"_id": company_id}, {"$set": {**fields, "updatedAt": utcnow()}}, session=session
    )
    return result.matched_count == 1


async def set_provider_token(db, scope: Scope, company_id: int, token: str) -> bool:
    return await update(db, scope, company_id, {"providerToken": token, "hasToken": True})


async def set_messaging(db, scope: Scope, company_id: int, settings: MessagingSettings) -> bool:
    return await update(db, scope, company_id, {"messaging": settings.model_dump()})


async def set_reminders(db, scope: Scope, company_id: int, settings: ReminderSettings) -> bool:
    return await update(db, scope, company_id, {"reminders": settings.model_dump()})


async def set_late_fees(db, scope: Scope, company_id: int, settings: LateFeeSettings) -> bool:
    return await update(db, scope, company_id, {"lateFees": settings.model_dump()})


@unscoped("the daily scheduler starts the run of every company that has reminders or late fees on")
async def with_daily_runs(db) -> list[Company]:
    """Companies with reminders or late fees switched on (few fields; no secrets)."""
    cursor = db[COLLECTION].find({"$or": [{"reminders.enabled": True}, {"lateFees.enabled": True}]},
                                 {"name": 1, "reminders": 1, "lateFees": 1, "createdAt": 1})
    return [Company.from_mongo(doc) async for doc in cursor]


async def messaging_settings(db, scope: Scope, company_id: int) -> MessagingSettings | None:
    """The full settings, access token included, for the job that sends messages."""
    if not scope.allows(company_id):
        return None
    doc = await db[COLLECTION].find_one({"_id": company_id}, {"messaging": 1})
    return MessagingSettings.model_validate(doc["messaging"]) if doc and doc.get("messaging") else None


async def delete(db, scope: Scope, company_id: int, session=None) -> bool:
    if not scope.allows(company_id):
        return False
    result = await db[COLLECTION].delete_one({"_id": company_id}, session=session)
    return result.deleted_count == 1


@unscoped("display names of the companies of records already read in scope")
async def names_by_ids(db, ids) -> dict[Any, str]:
    return await base.names_by_ids(db[COLLECTION], ids)
