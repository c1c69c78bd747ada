"""Per-collection counters that give every record a positive integer id, never reused."""

from pymongo import ReturnDocument

COLLECTION = "counters"
INDEXES: list = []


async def next_id(db, collection: str) -> int:
    # Outside any transaction on purpose: a rolled-back insert leaves a gap, never a reused id,
    # and concurrent transactions do not conflict on the counter document.
    counter = await db[COLLECTION].find_one_and_update(
        {"_id": collection}, {"$inc": {"seq": 1}}, upsert=True, return_document=ReturnDocument.AFTER
    )
    return counter["seq"]


async def next_ids(db, collection: str, count: int) -> list[int]:
    """`count` consecutive fresh ids in one command."""
    counter = await db[COLLECTION].find_one_and_update(
        {"_id": collection}, {"$inc": {"seq": count}}, upsert=True, return_document=ReturnDocument.AFTER
    )
    return list(range(counter["seq"] - count + 1, counter["seq"] + 1))
