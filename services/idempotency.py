"""Idempotency keys (`Idempotency-Key` on payment creation): claim, fingerprint, replay, complete, release.

A request with a key runs its change once per (account, key) for a day: a repeat with the same request gets
the first answer again, a repeat with another request 409, a repeat while the first still runs 409. The
answer is kept in the transaction of the change it answers for (`complete`), so a change is never stored
without its answer; a request that fails gives the key back (`release`)."""

import hashlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from documents import idempotency_keys
from encoding import to_json
from errors import ApiError
from services.sessions import Principal

MAX_KEY_LENGTH = 200


@dataclass(frozen=True)
class Replay:
    """The first request's answer, as it was sent."""

    status: int
    body: str


def fingerprint(request: dict) -> str:
    """The request as validated (so `1500` and `"1500.00"` are the same request), hashed."""
    return hashlib.sha256(to_json(request, sort_keys=True).encode()).hexdigest()


async def once(db, principal: Principal, key: str | None, request: dict,
               work: Callable[[str | None], Awaitable[dict]]) -> dict | Replay:
    """`work(record_id)` run once for this key, or the answer it gave the first time (a Replay). Without a
    key it just runs (`record_id` None). `work` must call `complete(..., record_id, ...)` in the
    transaction of its change."""
    if key is None:
        return await work(None)
    if not 0 < len(key) <= MAX_KEY_LENGTH:
        raise ApiError(400, f"Idempotency-Key must be 1 to {MAX_KEY_LENGTH} characters")
    record_id = idempotency_keys.key_id(principal.kind, principal.id, key)
    request_hash = fingerprint(request)
    stored = await idempotency_keys.claim(db, record_id, request_hash)
    if stored is not None:
        if stored["requestHash"] != request_hash:
            raise ApiError(409, "Idempotency-Key was already used with a different request")
        if stored["status"] != "done":
            raise ApiError(409, "A request with this Idempotency-Key is still in progress")
        return Replay(stored["httpStatus"], stored["answer"])
    try:
        return await work(record_id)
    except BaseException:
        await idempotency_keys.release(db, record_id)
        raise


async def complete(db, record_id: str | None, status: int, answer: dict, session) -> None:
    """Keeps the answer with the key, in the change's transaction; nothing without a key."""
    if record_id is not None:
        await idempotency_keys.complete(db, record_id, status, to_json(answer), session)
