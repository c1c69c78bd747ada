"""Per-collection counters that give every record a positive integer id, never reused."""

from pymongo import ReturnDocument
from pymongo.errors import DuplicateKeyError

COLLECTION = "counters"
SCOPED = False  # id sequences, no records of a company
INDEXES: list = []


async def next_ids(db, collection: str, count: int) -> list[int]:
    """`count` consecutive fresh ids in one command (two when the counter is being created)."""
    # Outside any transaction on purpose: a rolled-back insert leaves a gap, never a reused id,
    # and concurrent transactions do not conflict on the counter document.
    for _ in range(2):
        try:
            counter = await db[COLLECTION].find_one_and_update(
                {"_id": collection}, {"$inc": {"seq": count}}, upsert=True, return_document=ReturnDocument.AFTER
            )
        except DuplicateKeyError:
            counter = None
        # Two processes creating the same counter at once: the losing upsert fails (MongoDB) or
        # answers nothing (SecantusDB, which may still have counted it: a gap, never a repeat). The
        # counter exists now, so the second attempt increments it.
        if counter is not None:
            return list(range(counter["seq"] - count + 1, counter["seq"] + 1))
    raise RuntimeError(f"could not take an id for {collection}")


async def next_id(db, collection: str) -> int:
    return (await next_ids(db, collection, 1))[0]
