"""In-app notifications: what happened, for which access levels, stored once per cause."""

from datetime import datetime

from pymongo import IndexModel
from pymongo.errors import DuplicateKeyError

from documents.base import StoredDocument, utcnow
from documents.counters import next_id

COLLECTION = "notifications"
SCOPED = False  # addressed to access levels (CONTRACT 6: super-admins), not to a company
INDEXES = [
    # One notification per cause: a retried or duplicated job cannot store a second one.
    IndexModel("sourceKey", unique=True, name="source_unique"),
    # The list of one access level, newest first.
    IndexModel([("accessLevel", 1), ("_id", -1)], name="level_newest"),
]


class Notification(StoredDocument):
    title: str
    message: str
    type: str
    link: str | None = None
    # The access levels that see it (a multikey array: one index entry per level).
    accessLevel: list[str]
    # What caused it, e.g. "payment:42".
    sourceKey: str
    createdAt: datetime


async def insert_once(db, *, title: str, message: str, type: str, link: str | None, access_level: list[str],
                      source_key: str) -> bool:
    """Stores the notification; False when one with this `source_key` exists already."""
    notification = Notification(id=await next_id(db, COLLECTION), title=title, message=message, type=type,
                                link=link, accessLevel=list(access_level), sourceKey=source_key,
                                createdAt=utcnow())
    try:
        await db[COLLECTION].insert_one(notification.to_mongo())
    except DuplicateKeyError:
        return False
    return True


async def visible_to(db, level: str) -> list[Notification]:
    """The notifications `level` sees, newest first."""
    cursor = db[COLLECTION].find({"accessLevel": level}).sort("_id", -1)
    return [Notification.from_mongo(doc) async for doc in cursor]


async def visible_ids(db, level: str) -> list[int]:
    cursor = db[COLLECTION].find({"accessLevel": level}, {"_id": 1})
    return [doc["_id"] async for doc in cursor]


async def exists_visible(db, notification_id: int, level: str) -> bool:
    return await db[COLLECTION].find_one({"_id": notification_id, "accessLevel": level}, {"_id": 1}) is not None


async def find_by_source(db, source_key: str) -> Notification | None:
    return Notification.from_mongo(await db[COLLECTION].find_one({"sourceKey": source_key}))
