"""Clients (leads): the buyers of units, who may also sign in to see their own plans."""

from datetime import datetime

from pymongo import IndexModel

from documents.base import StoredDocument, email_key, utcnow

COLLECTION = "clients"
INDEXES = [
    IndexModel("emailKey", unique=True, name="email_unique"),
    IndexModel([("company", 1), ("isActive", 1)], name="company_active"),
]


class Client(StoredDocument):
    name: str
    email: str
    emailKey: str
    phone: str | None = None
    address: str | None = None
    source: str | None = None
    isActive: bool = True
    company: int
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None
    passwordHash: str | None = None
    passwordVersion: int = 0
    hasJoined: bool = False
    passport: str | None = None


async def get(db, client_id: int) -> Client | None:
    return Client.from_mongo(await db[COLLECTION].find_one({"_id": client_id}))


async def find_by_email(db, email: str) -> Client | None:
    return Client.from_mongo(await db[COLLECTION].find_one({"emailKey": email_key(email)}))


async def set_password(db, client_id: int, password_hash: str, session=None) -> None:
    await db[COLLECTION].update_one(
        {"_id": client_id},
        {
            "$set": {"passwordHash": password_hash, "hasJoined": True, "updatedAt": utcnow()},
            "$inc": {"passwordVersion": 1},
        },
        session=session,
    )
