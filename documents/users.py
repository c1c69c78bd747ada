"""Staff users: accounts, roles and the companies each may access."""

from datetime import date, datetime

from pydantic import BaseModel
from pymongo import IndexModel

from documents import base
from documents.base import StoredDocument, email_key, utcnow
from documents.counters import next_id

COLLECTION = "users"
INDEXES = [
    IndexModel("emailKey", unique=True, name="email_unique"),
    IndexModel("allowedCompanies", name="allowed_companies"),
]

STAFF_LEVELS = ("super-admin", "admin", "sales", "finance", "agent", "none")


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


async def get(db, user_id: int) -> User | None:
    return User.from_mongo(await db[COLLECTION].find_one({"_id": user_id}))


async def find_by_email(db, email: str) -> User | None:
    return User.from_mongo(await db[COLLECTION].find_one({"emailKey": email_key(email)}))


async def insert(db, *, name: str, email: str, access_level: str, password_hash: str | None,
                 allowed_companies: list[int] = (), session=None, **profile) -> User:
    user = User(
        id=await next_id(db, COLLECTION), name=name, email=email.strip(), emailKey=email_key(email),
        accessLevel=access_level, passwordHash=password_hash, allowedCompanies=list(allowed_companies),
        createdAt=utcnow(), **profile,
    )
    await db[COLLECTION].insert_one(user.to_mongo(), session=session)
    return user


async def set_password(db, user_id: int, password_hash: str, session=None) -> None:
    await db[COLLECTION].update_one(
        {"_id": user_id},
        {"$set": {"passwordHash": password_hash, "updatedAt": utcnow()}, "$inc": {"passwordVersion": 1}},
        session=session,
    )


async def grant_company(db, user_id: int, company_id: int, session=None) -> None:
    await db[COLLECTION].update_one(
        {"_id": user_id}, {"$addToSet": {"allowedCompanies": company_id}}, session=session
    )


async def revoke_company_everywhere(db, company_id: int, session=None) -> None:
    await db[COLLECTION].update_many(
        {"allowedCompanies": company_id}, {"$pull": {"allowedCompanies": company_id}}, session=session
    )


async def names_by_ids(db, ids) -> dict[int, str]:
    return await base.names_by_ids(db[COLLECTION], ids)
