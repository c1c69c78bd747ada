"""The pydantic base of stored documents: numeric `_id`, camelCase fields as the API names them."""

import asyncio
import re
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any, Self, TypeVar, overload

import bson
from bson.codec_options import CodecOptions
from bson.raw_bson import RawBSONDocument
from pydantic import BaseModel, ConfigDict, Field


def utcnow() -> datetime:
    # BSON keeps milliseconds: truncate here so what we return equals what we stored.
    now = datetime.now(UTC)
    return now.replace(microsecond=now.microsecond // 1000 * 1000)


class StoredDocument(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="ignore")

    id: int = Field(alias="_id")

    def to_mongo(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True)

    @overload
    @classmethod
    def from_mongo(cls, doc: Mapping[str, Any]) -> Self: ...

    @overload
    @classmethod
    def from_mongo(cls, doc: None) -> None: ...

    @overload
    @classmethod
    def from_mongo(cls, doc: Mapping[str, Any] | None) -> Self | None: ...

    @classmethod
    def from_mongo(cls, doc: Mapping[str, Any] | None) -> Self | None:
        return None if doc is None else cls.model_validate(doc)


def email_key(email: str) -> str:
    """How emails are compared and indexed: trimmed and case-insensitive."""
    return email.strip().lower()


def contains(text: str) -> dict:
    """A case-insensitive substring match; the text is escaped, never interpreted as a pattern."""
    return {"$regex": re.escape(text), "$options": "i"}


async def names_by_ids(collection, ids) -> dict[Any, str]:
    """`{id: name}` for the given ids, in one query (never one query per row)."""
    wanted = sorted({i for i in ids if i is not None})
    if not wanted:
        return {}
    return {doc["_id"]: doc["name"] async for doc in collection.find({"_id": {"$in": wanted}}, {"name": 1})}


def paged(criteria: dict, skip: int, limit: int, joins: list[dict]) -> list[dict]:
    """One page and the count of every match, in one command: the matches in the order the index gives
    (newest first), then a `$facet` of their count and of the page with its joins. SecantusDB reads the
    matches once instead of twice (87 ms against 169 for a page of a company's 1,000 groups); MongoDB reads
    them from the index in order either way (the count needs each document for the allow list)."""
    return [{"$match": criteria}, {"$sort": {"_id": -1}},
            {"$facet": {"total": [{"$count": "n"}], "page": [{"$skip": skip}, {"$limit": limit}, *joins]}}]


def page_of(answer: list[dict]) -> tuple[list[dict], int]:
    """(the page's documents, the count) of a `paged` pipeline's answer."""
    facets = answer[0] if answer else {"total": [], "page": []}
    return facets["page"], facets["total"][0]["n"] if facets["total"] else 0


class Planner:
    """Whether lists name their index. Hints are for MongoDB's planner, which has a real choice on a list
    (docs/indexes.md). SecantusDB, the embedded database, has none to make (it looks the equality up) and runs
    a hinted query as a walk of the whole index: 60-100 % slower at 2,000 groups. `detect_planner` sets it
    from the server at start-up; the explain tests turn hints on to check what MongoDB is sent."""

    hints = True


PLANNER = Planner()


async def detect_planner(db) -> None:
    """Turns hints off when the server is SecantusDB (its buildInfo says so)."""
    PLANNER.hints = "secantusVersion" not in await db.client.admin.command("buildInfo")


def hinted(index: str | None) -> dict:
    """The find or count options that make a query read `index`; none for None, or on a server whose
    planner needs no hint (Planner). Which queries name their index, and why the others do not, is in
    docs/indexes.md."""
    return {} if index is None or not PLANNER.hints else {"hint": index}


T = TypeVar("T")
# A whole list in one batch (MongoDB still ends a batch at 16 MB): a getMore per 101 documents would make the
# number of commands grow with the book.
WHOLE_LIST_BATCH = 100_000
YIELD_EVERY = 250


def long_read(collection):
    """The collection for a long read (a whole list, an export): its batches arrive undecoded (RawBSONDocument,
    a split of the bytes), and `built` decodes them a document at a time with the rest of the work, giving the
    event loop a turn every YIELD_EVERY: decoding 20,000 payments in one go held every other request for up to
    0.4 s (bench/export.py)."""
    return collection.with_options(codec_options=collection.codec_options.with_options(
        document_class=RawBSONDocument))


async def built(items, build: Callable[[Any], T]) -> list[T]:
    """`build(item)` of every item (of a cursor, or of a list already read), letting other requests run every
    YIELD_EVERY items; an undecoded document (`long_read`) is decoded first."""
    found: list[T] = []
    async for item in items if hasattr(items, "__aiter__") else _each(items):
        found.append(build(_decoded(item)))
        if len(found) % YIELD_EVERY == 0:
            await asyncio.sleep(0)
    return found


async def _each(items):
    for item in items:
        yield item


# As documents.database.connect reads documents: datetimes aware, in UTC.
DECODING: CodecOptions = CodecOptions(tz_aware=True)


def _decoded(item):
    return bson.decode(item.raw, DECODING) if isinstance(item, RawBSONDocument) else item


async def exists(collection, criteria: dict, session=None) -> bool:
    return await collection.find_one(criteria, {"_id": 1}, session=session) is not None


def company_records_index(criteria: dict) -> str | None:
    """The index a list of a company's records reads (docs/indexes.md): the companies' records in id order,
    `_id_` for a super-admin's list of every company; None for one record by id (the `_id` lookup)."""
    if "_id" in criteria:
        return None
    return "company_id" if "company" in criteria else "_id_"


async def find_company_records(collection, model: type[StoredDocument], criteria: dict) -> list:
    """The records matching `criteria` (a Scope's `records()`), in id order, through the index that fits."""
    cursor = collection.find(criteria, **hinted(company_records_index(criteria))).sort("_id", 1)
    return [model.from_mongo(doc) async for doc in cursor]
