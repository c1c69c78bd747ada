"""Password hashing with bcrypt, always in an executor thread so the event loop keeps serving."""

import asyncio
import functools

import bcrypt

from errors import ApiError

MIN_LENGTH = 8
MAX_BYTES = 72  # bcrypt's own limit: longer passwords would be silently truncated


def check_strength(password: str) -> None:
    if len(password) < MIN_LENGTH:
        raise ApiError(400, f"password: must be at least {MIN_LENGTH} characters")
    if len(password.encode()) > MAX_BYTES:
        raise ApiError(400, f"password: must be at most {MAX_BYTES} bytes")


async def hash_password(password: str, rounds: int) -> str:
    salt = bcrypt.gensalt(rounds)
    hashed = await asyncio.get_running_loop().run_in_executor(None, bcrypt.hashpw, password.encode(), salt)
    return hashed.decode()


@functools.cache
def _decoy_hash(rounds: int) -> bytes:
    return bcrypt.hashpw(b"decoy-password-for-unknown-emails", bcrypt.gensalt(rounds))


async def verify_password(password: str, password_hash: str | None, rounds: int) -> bool:
    """True when the password matches; costs one bcrypt check even when there is no hash,
    so an unknown email answers as slowly as a wrong password."""
    loop = asyncio.get_running_loop()
    candidate = password.encode()[:MAX_BYTES]
    if password_hash is None:
        decoy = await loop.run_in_executor(None, _decoy_hash, rounds)
        await loop.run_in_executor(None, bcrypt.checkpw, candidate, decoy)
        return False
    return await loop.run_in_executor(None, bcrypt.checkpw, candidate, password_hash.encode())
