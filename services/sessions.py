"""Signed-in principals: the JWT in the `token` cookie, and the account re-read on every request."""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import jwt

from documents import clients, users
from documents.scope import Scope

ALGORITHM = "HS256"
COOKIE = "token"


@dataclass(frozen=True)
class Principal:
    id: int
    kind: str  # "staff" | "client"
    name: str
    email: str
    access_level: str
    company_ids: tuple[int, ...]

    @property
    def is_super_admin(self) -> bool:
        return self.access_level == "super-admin"

    @property
    def scope(self) -> Scope:
        return Scope.everything() if self.is_super_admin else Scope.of(self.company_ids)


def issue_token(secret: str, kind: str, subject_id: int, password_version: int, ttl_hours: float) -> str:
    now = datetime.now(UTC)
    claims = {"sub": str(subject_id), "kind": kind, "pv": password_version,
              "iat": now, "exp": now + timedelta(hours=ttl_hours)}
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def read_token(secret: str, token: str) -> dict | None:
    """The claims of a valid token; None when expired, forged or malformed."""
    try:
        claims = jwt.decode(token, secret, algorithms=[ALGORITHM], options={"require": ["sub", "exp", "iat"]})
        int(claims["sub"])
    except (jwt.PyJWTError, ValueError, TypeError):
        return None
    if claims.get("kind") not in ("staff", "client") or not isinstance(claims.get("pv"), int):
        return None
    return claims


def staff_principal(user: users.User) -> Principal:
    return Principal(user.id, "staff", user.name, user.email, user.accessLevel, tuple(user.allowedCompanies))


def client_principal(client: clients.Client) -> Principal:
    return Principal(client.id, "client", client.name, client.email, "client", (client.company,))


async def load_principal(db, claims: dict, today) -> Principal | None:
    """The account behind the claims as it is now: None when deleted, disabled, ended, or when
    its password changed after the token was issued."""
    subject_id = int(claims["sub"])
    if claims["kind"] == "staff":
        user = await users.get(db, Scope.everything(), subject_id)
        if user is None or user.passwordVersion != claims["pv"] or user.has_ended(today):
            return None
        return staff_principal(user)
    client = await clients.get(db, Scope.everything(), subject_id)
    if client is None or not client.isActive or client.passwordVersion != claims["pv"]:
        return None
    return client_principal(client)
