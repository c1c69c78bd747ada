"""Sign-in and password setting: the rules of CONTRACT section 2."""

import logging

from documents import clients, password_tokens, users
from documents.base import email_key
from documents.database import in_transaction
from documents.scope import Scope
from errors import ApiError
from services import passwords
from services.sessions import Principal, client_principal, staff_principal

log = logging.getLogger(__name__)

INVALID_LOGIN = "Invalid email or password"


async def _throttle_call(action, key: str, default=None):
    # Fail open when the counter store is down: bcrypt's cost still slows guessing, and a
    # Redis outage must not lock every user out of a finance back office.
    try:
        return await action(key)
    except Exception:  # noqa: BLE001 - any store failure
        log.warning("login throttle unavailable; continuing without it", exc_info=True)
        return default


async def login(db, throttle, email: str, password: str, rounds: int, today) -> tuple[Principal, int]:
    """The principal and its password version; ApiError 401/429 otherwise."""
    key = email_key(email)
    if await _throttle_call(throttle.is_blocked, key, default=False):
        raise ApiError(429, "Too many failed login attempts. Try again later.")

    principal, password_hash, version = None, None, 0
    user = await users.find_by_email(db, email)
    if user is not None and user.passwordHash:
        principal, password_hash, version = staff_principal(user), user.passwordHash, user.passwordVersion
        if user.has_ended(today):
            principal = None
    else:
        client = await clients.find_by_email(db, email)
        if client is not None and client.passwordHash:
            principal, password_hash, version = client_principal(client), client.passwordHash, client.passwordVersion
            if not client.isActive:
                principal = None

    matches = await passwords.verify_password(password, password_hash, rounds)
    if not matches or principal is None:
        await _throttle_call(throttle.record_failure, key)
        raise ApiError(401, INVALID_LOGIN)
    await _throttle_call(throttle.clear, key)
    return principal, version


async def reset_password(db, raw_token: str, password: str, rounds: int) -> None:
    passwords.check_strength(password)
    password_hash = await passwords.hash_password(password, rounds)

    async def consume_and_set(session):
        token = await password_tokens.consume(db, raw_token, session=session)
        if token is None:
            raise ApiError(400, "Invalid or expired token")
        if token["kind"] == "staff":
            if await users.get(db, Scope.everything(), token["subjectId"]) is None:
                raise ApiError(400, "Invalid or expired token")
            await users.set_password(db, Scope.everything(), token["subjectId"], password_hash, session=session)
        else:
            if await clients.get(db, Scope.everything(), token["subjectId"]) is None:
                raise ApiError(400, "Invalid or expired token")
            await clients.set_password(db, Scope.everything(), token["subjectId"], password_hash, joined=True,
                                       session=session)

    await in_transaction(db, consume_and_set)


async def ensure_superadmin(db, email: str, password: str, rounds: int) -> users.User | None:
    """Creates the super-admin when no user has that email; None when one already exists."""
    if await users.find_by_email(db, email) is not None:
        return None
    passwords.check_strength(password)
    password_hash = await passwords.hash_password(password, rounds)
    return await users.insert(db, Scope.everything(), name="Super Admin", email=email, access_level="super-admin",
                              password_hash=password_hash)
