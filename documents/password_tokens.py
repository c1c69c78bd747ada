"""One-time tokens of invitation and reset emails: stored only as a hash, single use, 24 hours."""

import hashlib
import secrets
from datetime import timedelta

from pymongo import IndexModel, ReturnDocument

from documents.base import utcnow

COLLECTION = "passwordTokens"
SCOPED = False  # keyed by the hash of a token only its account received
INDEXES = [IndexModel([("kind", 1), ("subjectId", 1)], name="subject")]

LIFETIME = timedelta(hours=24)
KINDS = ("staff", "client")


def token_hash(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


async def create(db, kind: str, subject_id: int, purpose: str, session=None) -> str:
    """Stores a new token for the subject and returns the raw value (to be emailed, never stored)."""
    if kind not in KINDS:
        raise ValueError(kind)
    raw = secrets.token_urlsafe(32)
    now = utcnow()
    await db[COLLECTION].insert_one(
        {"_id": token_hash(raw), "kind": kind, "subjectId": subject_id, "purpose": purpose,
         "createdAt": now, "expiresAt": now + LIFETIME, "usedAt": None},
        session=session,
    )
    return raw


async def consume(db, raw: str, session=None) -> dict | None:
    """Marks the token used and returns it; None when unknown, used or expired."""
    now = utcnow()
    # Looked up by _id (the hash); the expiry is checked on that one document.
    token = await db[COLLECTION].find_one_and_update(
        {"_id": token_hash(raw), "usedAt": None, "expiresAt": {"$gt": now}},
        {"$set": {"usedAt": now}},
        return_document=ReturnDocument.AFTER,
        session=session,
    )
    return token
