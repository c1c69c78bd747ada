"""Test data for installment groups: a company's developer, project and clients, groups, payments."""

from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal

from documents import developers, payments, projects
from documents.base import utcnow
from documents.counters import next_id
from documents.scope import Scope
from services.groups import settle
from services.payments import name_old_payments


@dataclass
class Estate:
    company: object
    developer: object
    project: object
    clients: list


def estate(make, company=None, clients: int = 2, agents=()) -> Estate:
    company = company or make.company()
    every = Scope.everything()
    builder = make.run(developers.insert(make.db, every, name=f"Builder {company.id}", company=company.id,
                                         created_by=0))
    project = make.run(projects.insert(make.db, every, name=f"Tower {company.id}", description=None,
                                       is_active=True, developer_id=builder.id, company=company.id, created_by=0))
    return Estate(company, builder, project, [make.client(company, agents=agents) for _ in range(clients)])


def create_group(api, place: Estate, **fields) -> int:
    body = {"project": place.project.id, "clientIds": [c.id for c in place.clients], "company": place.company.id,
            "unitNumber": "A-101", "city": "Dubai", "description": "Two-bed", **fields}
    return api.post("/api/installment-groups", body, expect=201).body["id"]


def add_installments(api, group_id: int, *items: dict) -> None:
    api.post("/api/installment-groups/installments", {"groupId": group_id, "installments": list(items)},
             expect=201)


def pay(make, group_id: int, company_id: int, amount: str, day: str, status: str = "approved",
        client_id: int | None = None) -> int:
    """A payment stored through documents/, quicker than the route (whose own tests are test_payments)."""
    async def insert():
        payment_id = await next_id(make.db, payments.COLLECTION)
        payment = payments.Payment(
            id=payment_id, serviceType=payments.INSTALLMENT_PAYMENT, amountCents=int(Decimal(amount) * 100),
            paymentDate=datetime.fromisoformat(day).replace(tzinfo=UTC), status=status,
            company=company_id, installmentGroupId=group_id, clientId=client_id, createdAt=utcnow())
        await make.db[payments.COLLECTION].insert_one(payment.to_mongo())
        async with make.db.client.start_session() as session:  # as the services do after any payment change
            await settle(make.db, Scope.everything(), group_id, session)
        await name_old_payments(make.db)  # the names a payment keeps for its list, as the services store them
        return payment_id

    return make.run(insert())
