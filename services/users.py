"""Staff accounts: who may create, change and delete whom, company grants, and the emails that go with them."""

from documents import clients, companies, payments, users
from documents.database import in_transaction
from documents.scope import Scope
from errors import FORBIDDEN, ApiError, not_found
from services import emails, outbox, passwords
from services.sessions import Principal

EMAIL_TAKEN = "User with this email already exists"


async def _check_grants(db, caller: Principal, company_ids: list[int]) -> list[int]:
    """The companies to grant, deduplicated: 403 for one outside the caller's own, 400 for an unknown one."""
    wanted = list(dict.fromkeys(company_ids))
    if not all(caller.scope.allows(company_id) for company_id in wanted):
        raise ApiError(403, FORBIDDEN)
    known = await companies.names_by_ids(db, wanted)
    if len(known) != len(wanted):
        raise ApiError(400, "Invalid company ID")
    return wanted


def _check_level(caller: Principal, level: str) -> None:
    if level == "admin" and not caller.is_super_admin:
        raise ApiError(400, "Only a super-admin can grant the admin access level")


async def create_user(db, caller: Principal, fields: dict, rounds: int) -> users.User:
    """Creates the account and records its invitation email, sent once the transaction commits."""
    _check_level(caller, fields["accessLevel"])
    granted = await _check_grants(db, caller, fields.pop("allowedCompanies", []))
    password = fields.pop("password", None)
    password_hash = None
    if password is not None:
        passwords.check_strength(password)
        password_hash = await passwords.hash_password(password, rounds)
    if await users.find_by_email(db, fields["email"]) is not None:
        raise ApiError(400, EMAIL_TAKEN)

    async def create(session):
        user = await users.insert(db, caller.scope, name=fields.pop("name"), email=fields.pop("email"),
                                  access_level=fields.pop("accessLevel"), password_hash=password_hash,
                                  allowed_companies=granted, session=session, **fields)
        return user, await emails.record_account_email(db, "staff", user.id, "invitation", session=session)

    try:
        user, job_id = await in_transaction(db, create)
    except users.EmailTaken:
        raise ApiError(400, EMAIL_TAKEN) from None
    await outbox.dispatch(db, emails.ACTOR, job_id)
    return user


async def _target(db, caller: Principal, user_id: int) -> users.User:
    """A user the caller may change: sharing a company; an admin only by a super-admin or itself."""
    target = await users.get(db, caller.scope, user_id)
    if target is None:
        raise not_found("User")
    if not caller.is_super_admin and target.accessLevel in users.ADMIN_LEVELS and target.id != caller.id:
        raise ApiError(403, "Only a super-admin can change or delete an admin")
    return target


async def update_user(db, caller: Principal, user_id: int, fields: dict, rounds: int) -> None:
    target = await _target(db, caller, user_id)
    if "accessLevel" in fields:
        if target.accessLevel == "super-admin":
            raise ApiError(400, "The access level of a super-admin cannot be changed")
        if fields["accessLevel"] != target.accessLevel:
            _check_level(caller, fields["accessLevel"])
    if "allowedCompanies" in fields:
        granted = await _check_grants(db, caller, fields["allowedCompanies"])
        # Companies the caller cannot see stay as they are: replacing "in full" covers the caller's own.
        kept = [c for c in target.allowedCompanies if not caller.scope.allows(c)]
        fields["allowedCompanies"] = kept + [c for c in granted if c not in kept]
    password = fields.pop("password", None)
    if password is not None:
        passwords.check_strength(password)
        fields["passwordHash"] = await passwords.hash_password(password, rounds)
    try:
        await users.update(db, caller.scope, user_id, fields, end_sessions=password is not None)
    except users.EmailTaken:
        raise ApiError(400, EMAIL_TAKEN) from None


async def delete_user(db, caller: Principal, user_id: int) -> None:
    """Deletes the account (its sessions end with it) and its agent assignments, in one transaction."""
    if user_id == caller.id:
        raise ApiError(400, "You cannot delete your own account")
    target = await _target(db, caller, user_id)
    if target.accessLevel == "super-admin":
        raise ApiError(403, "A super-admin cannot be deleted")

    async def delete(session):
        await users.delete(db, caller.scope, user_id, session=session)
        await clients.unassign_agent_everywhere(db, user_id, session=session)
        await payments.unassign_agent_everywhere(db, user_id, session=session)

    await in_transaction(db, delete)


async def request_password(db, caller: Principal, subject_id: int, email: str | None) -> str:
    """Records and dispatches a reset email: to the active client with that id (or email) in the
    caller's companies, else to the staff user sharing a company with the caller. Its kind."""
    if email is not None:
        client = await clients.find_by_email(db, email)
        user = await users.find_by_email(db, email)
    else:
        client = await clients.get(db, Scope.everything(), subject_id)
        user = await users.get(db, Scope.everything(), subject_id)
    if client is not None and client.isActive and caller.scope.allows(client.company):
        kind, account_id = "client", client.id
    elif user is not None and await users.get(db, caller.scope, user.id) is not None:
        kind, account_id = "staff", user.id
    else:
        raise not_found("User")
    job_id = await emails.record_account_email(db, kind, account_id, "reset")
    await outbox.dispatch(db, emails.ACTOR, job_id)
    return kind
