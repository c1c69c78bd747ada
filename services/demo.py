"""A small realistic data set for a first look: two companies, staff of each role, plans and payments."""

import secrets
from datetime import date, timedelta
from decimal import Decimal

from documents import account_types, clients, companies, developers, projects, service_types, users
from documents.scope import Scope
from services import groups, installments, passwords, payments
from services.sessions import staff_principal

# The demo is seeded by the operator for every company, as a job would be.
EVERY = Scope.everything()
COMPANIES = ("Marina Bay Homes", "Desert Rose Realty")
LEVELS = ("admin", "sales", "finance", "agent")
PROJECTS = (("Azure Towers", "Skyline Developments"), ("Palm Crescent Villas", "Oasis Builders"))
BUYERS = ("Layla Haddad", "Omar Rahman", "Sara Al Mansoori", "James Whitfield", "Priya Nair", "Chen Wei")


def _month(start: date, months: int) -> date:
    year, month = divmod(start.month - 1 + months, 12)
    return date(start.year + year, month + 1, min(start.day, 28))


async def seed_demo(db, rounds: int, today: date) -> list[tuple[str, str, str]] | None:
    """Creates the data set; the (email, password, level) of every account, or None when it exists."""
    if await users.find_by_email(db, "demo.root@example.com") is not None:
        return None
    accounts = []

    async def account(email: str, name: str, level: str, company_ids) -> users.User:
        password = secrets.token_urlsafe(9)
        user = await users.insert(db, EVERY, name=name, email=email, access_level=level,
                                  allowed_companies=company_ids,
                                  password_hash=await passwords.hash_password(password, rounds))
        accounts.append((email, password, level))
        return user

    root = staff_principal(await account("demo.root@example.com", "Demo Root", "super-admin", []))
    for number, (company_name, (project_name, builder_name)) in enumerate(zip(COMPANIES, PROJECTS, strict=True), 1):
        company = await companies.insert(db, name=company_name, is_active=True, created_by=root.id)
        staff = {level: await account(f"demo.{level}{number}@example.com", f"{level.title()} {company_name.split()[0]}",
                                      level, [company.id]) for level in LEVELS}
        for name in ("Bank Transfer", "Cheque"):
            await account_types.insert(db, EVERY, name=name, description=None, company=company.id, is_active=True,
                                       created_by=root.id)
        await service_types.insert(db, EVERY, name="Maintenance", description="Annual service charge",
                                   company=company.id, is_active=True, created_by=root.id)
        builder = await developers.insert(db, EVERY, name=builder_name, company=company.id, created_by=root.id)
        project = await projects.insert(db, EVERY, name=project_name, description=None, is_active=True,
                                        developer_id=builder.id, company=company.id, created_by=root.id)
        for index, buyer in enumerate(BUYERS[(number - 1) * 3:number * 3]):
            email = f"demo.client{number}{index + 1}@example.com"
            password = secrets.token_urlsafe(9)
            client = await clients.insert(db, EVERY, name=buyer, email=email, company=company.id,
                                          created_by=root.id,
                                          phone=f"+97150{number}{index:06d}", agentIds=[staff["agent"].id],
                                          passwordHash=await passwords.hash_password(password, rounds),
                                          hasJoined=True)
            accounts.append((email, password, "client"))
            await _plan(db, staff_principal(staff["finance"]), company.id, project.id, client.id, index, today)
    return accounts


async def _plan(db, finance, company_id: int, project_id: int, client_id: int, index: int, today: date) -> None:
    """A group of ten monthly installments plus a registration fee, with payments for the first months."""
    group = await groups.create_group(db, finance, {
        "project": project_id, "clientIds": [client_id], "company": company_id,
        "unitNumber": f"{index + 1}0{index + 2}", "city": "Dubai", "description": "Two-bedroom apartment"})
    start = today - timedelta(days=120)
    rows = [{"amount": Decimal("4000.00"), "dueDate": start, "description": "DLD registration fee", "isFee": True}]
    rows += [{"amount": Decimal("85000.00"), "dueDate": _month(start, month), "description": f"Installment {month + 1}",
              "percentage": 10} for month in range(10)]
    await installments.add_installments(db, finance, group.id, rows)
    for month in range(3 + index % 2):
        await payments.create_payment(db, finance, {
            "accountType": "Bank Transfer", "serviceType": "installment_payment", "amount": Decimal("85000.00"),
            "paymentType": "income", "paymentDate": _month(start, month), "company": company_id,
            "installmentGroupId": group.id, "clientId": client_id, "status": "approved", "description": None,
            "associatedEntity": None})
