"""Reminder schedules: global reminder definitions (no company). Stored only; nothing dispatches them."""

from datetime import datetime

from documents.base import StoredDocument, utcnow
from documents.counters import next_id

COLLECTION = "reminderSchedules"
SCOPED = False  # one list for the whole service (the interface document)
# Read whole or by `_id` only, so no index beyond the one on `_id`.
INDEXES: list = []


class ReminderSchedule(StoredDocument):
    # Free-valued on purpose (the interface recommends active/inactive or true/false).
    status: str | bool
    offsetAmount: float
    offsetDirection: str
    reminderType: str
    createdAt: datetime
    updatedAt: datetime | None = None


async def list_all(db) -> list[ReminderSchedule]:
    cursor = db[COLLECTION].find({}).sort("_id", 1)
    return [ReminderSchedule.from_mongo(doc) async for doc in cursor]


async def get(db, schedule_id: int) -> ReminderSchedule | None:
    return ReminderSchedule.from_mongo(await db[COLLECTION].find_one({"_id": schedule_id}))


async def insert(db, *, status: str | bool, offset_amount: float, offset_direction: str,
                 reminder_type: str) -> ReminderSchedule:
    schedule = ReminderSchedule(id=await next_id(db, COLLECTION), status=status, offsetAmount=offset_amount,
                                offsetDirection=offset_direction, reminderType=reminder_type, createdAt=utcnow())
    await db[COLLECTION].insert_one(schedule.to_mongo())
    return schedule


async def update(db, schedule_id: int, fields: dict) -> bool:
    """Sets `fields`; False when no such schedule exists."""
    result = await db[COLLECTION].update_one({"_id": schedule_id}, {"$set": {**fields, "updatedAt": utcnow()}})
    return result.matched_count == 1


async def delete(db, schedule_id: int) -> bool:
    result = await db[COLLECTION].delete_one({"_id": schedule_id})
    return result.deleted_count == 1
