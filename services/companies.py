"""Company life cycle: creation grants it to its creator, deletion is refused while records use it."""

from documents import base, companies, installment_groups, payments, users
from documents.database import in_transaction
from documents.scope import Scope
from errors import ApiError, not_found

# Collections whose records belong to a company (field `company`), named in the refusal message.
DEPENDENTS: list[tuple[str, str]] = [
    ("installmentGroups", "installment groups"),
    ("developers", "developers"),
    ("projects", "projects"),
    ("serviceTypes", "service types"),
    ("accountTypes", "account types"),
    ("clients", "clients"),
]


async def require_company(db, scope: Scope, company_id: int) -> None:
    """For a record about to be created in (or moved to) a company: 403 outside the caller's
    scope, 400 when no such company exists."""
    if not scope.allows(company_id):
        raise ApiError(403, "Forbidden")
    if not await companies.exists(db, scope, company_id):
        raise ApiError(400, "Invalid company ID")


async def create_company(db, creator, name: str, is_active: bool) -> companies.Company:
    async def create(session):
        company = await companies.insert(db, name=name, is_active=is_active, created_by=creator.id, session=session)
        if not creator.is_super_admin:
            # Otherwise an admin would create a company that only a super-admin could see.
            await users.grant_company(db, Scope.of([company.id]), creator.id, company.id, session=session)
        return company

    return await in_transaction(db, create)


async def delete_company(db, scope: Scope, company_id: int) -> None:
    async def delete(session):
        if await companies.get(db, scope, company_id, session=session) is None:
            raise not_found("Company")
        for collection, label in DEPENDENTS:
            if await base.exists(db[collection], {"company": company_id}, session=session):
                raise ApiError(409, f"Company still has {label}; delete or move them first, or deactivate the company")
        await companies.delete(db, scope, company_id, session=session)
        await users.revoke_company_everywhere(db, company_id, session=session)

    await in_transaction(db, delete)


async def update_company(db, scope: Scope, company_id: int, fields: dict) -> None:
    """Renames reach the groups at once (they keep the company name for search and lists)."""
    async def update(session):
        company = await companies.get(db, scope, company_id, session=session)
        if company is None or not await companies.update(db, scope, company_id, fields, session=session):
            raise not_found("Company")
        if fields.get("name", company.name) != company.name:
            await installment_groups.rename(db, scope, "company", company_id, fields["name"], session=session)
            await payments.name_company(db, scope, company_id, fields["name"], session=session)

    await in_transaction(db, update)


async def set_reminders(db, scope: Scope, company_id: int, enabled: bool, channels: list[str], send_hour: int,
                        today) -> None:
    """Replaces the company's reminder settings; switching them on (again) starts reminding from today."""
    company = await companies.get(db, scope, company_id)
    if company is None:
        raise not_found("Company")
    since = company.reminders.enabledSince if company.reminders.enabled else None
    settings = companies.ReminderSettings(enabled=enabled, channels=channels, sendHour=send_hour,
                                          enabledSince=(since or today.isoformat()) if enabled else None)
    if not await companies.set_reminders(db, scope, company_id, settings):
        raise not_found("Company")
