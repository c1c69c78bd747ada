"""Deterministic bench data: the shape of a real deployment, at any number of installment groups.

Companies (3 at 2,000 groups, one more per 2,500 groups beyond), each with staff of every role,
developers, projects, clients (most with an agent), account and service types; groups of 6-12
installments spread over the company's projects; payments on about half the groups; attachment
records on about a third; the group log entries those writes leave; the counters, so the app's
next ids follow the seeded ones. The same `seed` gives the same records; dates are relative to
`today`, so the share of overdue installments is the same whenever it runs.

Writes straight to the database with PyMongo in batches (the app's pydantic models build every
record, so what the app reads back validates):

    python bench/seed.py --url mongodb://127.0.0.1:27017/?directConnection=true --db bench --groups 2000
"""

import argparse
import random
import sys
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

import bcrypt
from pymongo import MongoClient

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script from anywhere: documents/ lives in the project root

from documents import (  # noqa: E402
    account_types,
    attachments,
    clients,
    companies,
    counters,
    developers,
    group_logs,
    installment_groups,
    notifications,
    open_balances,
    payments,
    projects,
    service_types,
    users,
)
from documents.catalog import CatalogEntry  # noqa: E402
from documents.database import COLLECTION_MODULES  # noqa: E402
from documents.installment_groups import ClientName, Group, Installment  # noqa: E402
from services import figures  # noqa: E402
from services.groups import figures_record, installments_in, payments_in  # noqa: E402

PASSWORD = "bench-password-1"
BATCH = 500
# Staff of each company, by level.
STAFF_PER_COMPANY = {"admin": 1, "sales": 2, "finance": 2, "agent": 4, "none": 1}
DEVELOPERS_PER_COMPANY = 3
PROJECTS_PER_DEVELOPER = 3
ACCOUNT_TYPES = ("Bank transfer", "Cheque", "Cash")
SERVICE_TYPES = ("Service charge", "Commission")
CITIES = ("Dubai", "Abu Dhabi", "Sharjah", "Ras Al Khaimah")
PROJECT_WORDS = ("Marina", "Creek", "Palm", "Oasis", "Heights", "Gardens", "Vista", "Harbour", "Park")
FIRST_NAMES = ("Aisha", "Omar", "Lina", "Karim", "Sara", "Yusuf", "Maya", "Adam", "Noor", "Rami", "Huda", "Ziad")
LAST_NAMES = ("Haddad", "Khan", "Mansour", "Rahman", "Saleh", "Farouk", "Nasser", "Qureshi", "Aziz", "Hamdan")


@dataclass
class Seeded:
    """What the bench needs to know about the data it seeded."""

    groups: int
    password: str
    # The staff whose requests the bench sends: the admin and a finance user of the largest company.
    company_id: int = 0
    admin_email: str = ""
    finance_email: str = ""
    super_admin_email: str = ""
    # A group of that company, with installments and payments; a search term matching a few groups.
    group_id: int = 0
    client_id: int = 0
    project_id: int = 0  # that group's project
    search: str = ""
    company_share: float = 0.0  # of all groups, in that company
    counts: dict = field(default_factory=dict)


def company_count(groups: int) -> int:
    return max(3, groups // 2500)


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time(), UTC)


def _stamp(day: date, rng: random.Random) -> datetime:
    return _midnight(day) + timedelta(seconds=rng.randrange(8 * 3600, 19 * 3600))


def _person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


class Ids:
    """Consecutive ids per counter, written to `counters` at the end so the app continues after them."""

    def __init__(self):
        self.last: dict[str, int] = {}

    def next(self, name: str) -> int:
        self.last[name] = self.last.get(name, 0) + 1
        return self.last[name]


def _insert(db, collection: str, docs: list[dict]) -> None:
    for start in range(0, len(docs), BATCH):
        db[collection].insert_many(docs[start:start + BATCH], ordered=False)


def _catalog(ids: Ids, collection: str, names, company: int, created_by: int, now: datetime) -> list[dict]:
    return [CatalogEntry(id=ids.next(collection), name=name, nameKey=name.lower(), company=company,
                         createdBy=created_by, createdAt=now).to_mongo() for name in names]


def _schedule(rng: random.Random, ids: Ids, start: date, created_by: int, created_at: datetime) -> list[Installment]:
    """A booking fee, then 5-11 installments monthly or quarterly from `start`, summing to the price."""
    price_cents = rng.randrange(80_000, 300_000) * 1_000  # 0.8M-3M
    fee = price_cents * 4 // 100
    count = rng.randint(5, 11)
    step = rng.choice((30, 91))
    share, rest = divmod(price_cents, count)
    plan = [Installment(id=ids.next("installments"), amountCents=fee, dueDate=_midnight(start),
                        description="Registration fee", isFee=True, percentage=4, createdBy=created_by,
                        createdAt=created_at)]
    for n in range(count):
        due = start + timedelta(days=step * (n + 1))
        # A tenth of plans end with a payment on handover, which has no date yet.
        undated = n == count - 1 and rng.random() < 0.1
        plan.append(Installment(id=ids.next("installments"), amountCents=share + (rest if n == 0 else 0),
                                dueDate=None if undated else _midnight(due),
                                description="On handover" if undated else f"Installment {n + 1}",
                                percentage=round(100 / count, 2), postHandover=undated, createdBy=created_by,
                                createdAt=created_at))
    return plan


def build(groups: int, seed: int = 1, today: date | None = None, bcrypt_rounds: int = 12) -> tuple[dict, Seeded]:
    """Every collection's documents, and the handles the bench uses."""
    rng = random.Random(seed)
    today = today or datetime.now(UTC).date()
    now = _stamp(today, rng)
    ids = Ids()
    password_hash = bcrypt.hashpw(PASSWORD.encode(), bcrypt.gensalt(bcrypt_rounds)).decode()
    docs: dict[str, list[dict]] = {m.COLLECTION: [] for m in COLLECTION_MODULES}
    seeded = Seeded(groups=groups, password=PASSWORD)

    def user(name: str, email: str, level: str, company_ids: list[int]) -> int:
        user_id = ids.next(users.COLLECTION)
        docs[users.COLLECTION].append(users.User(
            id=user_id, name=name, email=email, emailKey=email, accessLevel=level, passwordHash=password_hash,
            allowedCompanies=company_ids, startDate="2023-01-01", createdAt=now).to_mongo())
        return user_id

    root = user("Super Admin", "root@bench.example", "super-admin", [])
    seeded.super_admin_email = "root@bench.example"

    n_companies = company_count(groups)
    # The first company is the largest (weights 1, 1/2, 1/3...), as one tenant usually is.
    weights = [1 / (k + 1) for k in range(n_companies)]
    estates = []
    for _ in range(n_companies):
        company_id = ids.next(companies.COLLECTION)
        name = f"{rng.choice(PROJECT_WORDS)} Properties {company_id}"
        docs[companies.COLLECTION].append(companies.Company(id=company_id, name=name, createdBy=root,
                                                            createdAt=now).to_mongo())
        staff = {level: [user(_person(rng), f"{level}{n}-c{company_id}@bench.example", level, [company_id])
                         for n in range(1, count + 1)] for level, count in STAFF_PER_COMPANY.items()}
        admin = staff["admin"][0]
        docs[account_types.COLLECTION] += _catalog(ids, account_types.COLLECTION, ACCOUNT_TYPES, company_id, admin, now)
        docs[service_types.COLLECTION] += _catalog(ids, service_types.COLLECTION, SERVICE_TYPES, company_id, admin, now)
        company_projects = []
        for _ in range(DEVELOPERS_PER_COMPANY):
            developer = developers.Developer(id=ids.next(developers.COLLECTION), name=f"{rng.choice(LAST_NAMES)} "
                                             f"Developments {company_id}", company=company_id, createdBy=admin,
                                             createdAt=now)
            docs[developers.COLLECTION].append(developer.to_mongo())
            for _ in range(PROJECTS_PER_DEVELOPER):
                project = projects.Project(id=ids.next(projects.COLLECTION), name=f"{rng.choice(PROJECT_WORDS)} "
                                           f"Tower {ids.last[projects.COLLECTION]}", developerId=developer.id,
                                           company=company_id, createdBy=admin, createdAt=now)
                docs[projects.COLLECTION].append(project.to_mongo())
                company_projects.append((project, developer))
        estates.append({"id": company_id, "name": name, "staff": staff, "projects": company_projects,
                        "clients": []})
    largest = estates[0]
    seeded.company_id = largest["id"]
    seeded.admin_email = f"admin1-c{largest['id']}@bench.example"
    seeded.finance_email = f"finance1-c{largest['id']}@bench.example"

    # Groups, created over the last three years; ids follow creation time as they do in the app.
    plans = sorted(((today - timedelta(days=rng.randrange(0, 1100)), rng.choices(estates, weights)[0])
                    for _ in range(groups)), key=lambda plan: plan[0])
    seeded.company_share = sum(1 for _, estate in plans if estate is largest) / max(1, groups)
    # About one client per 1.25 groups: some buyers own several units.
    client_agents: dict[int, list[int]] = {}
    for estate in estates:
        share = sum(1 for _, e in plans if e is estate)
        for _ in range(max(2, share * 4 // 5)):
            client_id = ids.next(clients.COLLECTION)
            name = _person(rng)
            email = f"client{client_id}@bench.example"
            roll = rng.random()
            agents = ([] if roll < 0.2 else rng.sample(estate["staff"]["agent"], 2) if roll > 0.9
                      else [rng.choice(estate["staff"]["agent"])])
            docs[clients.COLLECTION].append(clients.Client(
                id=client_id, name=name, email=email, emailKey=email, phone=f"+9715{client_id:08d}",
                company=estate["id"], agentIds=agents, createdBy=estate["staff"]["sales"][0],
                createdAt=now, passwordHash=password_hash if rng.random() < 0.3 else None).to_mongo())
            estate["clients"].append((client_id, name))
            client_agents[client_id] = agents

    for created, estate in plans:
        created_at = _stamp(created, rng)
        group_id = ids.next(installment_groups.COLLECTION)
        project, developer = rng.choice(estate["projects"])
        creator = rng.choice(estate["staff"]["sales"] + estate["staff"]["agent"])
        buyers = rng.sample(estate["clients"], 2 if rng.random() < 0.25 else 1)
        unit = f"{rng.choice('ABCD')}-{rng.randint(1, 40)}{rng.randint(1, 12):02d}"
        plan = _schedule(rng, ids, created + timedelta(days=rng.randrange(0, 60)), creator, created_at)
        group = Group(id=group_id, name=f"{project.name} - {unit}", project=project.id, projectName=project.name,
                      developer=developer.id, developerName=developer.name, company=estate["id"],
                      companyName=estate["name"], unitNumber=unit, city=rng.choice(CITIES),
                      description=rng.choice((None, "Two-bed", "Studio", "Three-bed with maid's room")),
                      clientIds=[c for c, _ in buyers],
                      clients=[ClientName(clientId=c, clientName=n) for c, n in buyers],
                      allowedUsers=[estate["staff"]["sales"][0]] if rng.random() < 0.1 else [],
                      installments=plan, createdBy=creator, createdAt=created_at)
        logs = [("group_created", f"Group {group.name} created")]
        group_payments = []
        if rng.random() < 0.5:
            # Pays the installments due so far, the last one sometimes partly or still pending.
            due = [i for i in plan if i.dueDate is not None and i.dueDate.date() <= today]
            for n, installment in enumerate(due[:rng.randint(1, max(1, len(due)))]):
                last = n == len(due) - 1
                paid_on = installment.dueDate.date() + timedelta(days=rng.randrange(-5, 15))
                payment = payments.Payment(
                    id=ids.next(payments.COLLECTION), accountType=rng.choice(ACCOUNT_TYPES),
                    serviceType=payments.INSTALLMENT_PAYMENT,
                    amountCents=installment.amountCents // (2 if last and rng.random() < 0.3 else 1),
                    clientId=buyers[0][0], paymentDate=_midnight(paid_on),
                    status="pending" if last and rng.random() < 0.3 else "approved", company=estate["id"],
                    installmentGroupId=group_id, description=f"Installment payment for {group.name}",
                    createdBy=rng.choice(estate["staff"]["finance"]), createdAt=_stamp(min(paid_on, today), rng),
                    # What the app keeps with a payment for its list (services.payments).
                    companyName=estate["name"], clientName=buyers[0][1], agentIds=client_agents[buyers[0][0]],
                    groupName=group.name)
                group_payments.append(payment)
                logs.append(("payment_recorded", f"Payment {payment.id} recorded ({payment.status})"))
        for n in range(rng.choice((0, 0, 1, 2, 3)) if rng.random() < 0.45 else 0):
            file_id = ids.next("files")
            linked = group_payments[n].id if n < len(group_payments) and rng.random() < 0.5 else None
            attachment = attachments.Attachment(
                id=ids.next(attachments.COLLECTION), title=rng.choice(("SPA", "Receipt", "Passport copy", "Oqood")),
                groupId=group_id, fileId=file_id, attachment=f"/api/files/{file_id}", paymentId=linked,
                company=estate["id"], createdBy=creator, createdAt=created_at)
            docs[attachments.COLLECTION].append(attachment.to_mongo())
            if linked is not None:
                group_payments[n].attachments.append(payments.LinkedAttachment(
                    id=attachment.id, attachment=attachment.attachment, title=attachment.title))
            group.attachmentsCount += 1
            logs.append(("attachment_added", f"Attachment {file_id} added"))
        docs[installment_groups.COLLECTION].append(group.to_mongo())
        docs[payments.COLLECTION] += [p.to_mongo() for p in group_payments]
        for payment in group_payments:
            if payment.status == "pending":
                docs[notifications.COLLECTION].append(notifications.Notification(
                    id=ids.next(notifications.COLLECTION), title="New payment", type="payment",
                    message=f"A payment of {payment.amountCents / 100:,.2f} for {project.name} awaits approval",
                    link=f"/installment-groups/{group_id}", accessLevel=["admin", "finance"],
                    sourceKey=f"payment:{payment.id}", createdAt=payment.createdAt).to_mongo())
        for event, text in logs:
            docs[group_logs.COLLECTION].append(group_logs.LogEntry(
                id=ids.next(group_logs.COLLECTION), groupId=group_id, eventType=event, description=text,
                createdBy=creator, createdByName="Seed", createdAt=created_at).to_mongo())
        # The bench reads one group of the largest company that all its staff see: a late one with
        # payments and a long plan.
        if estate is largest and not group.allowedUsers and (group_payments and len(plan) >= 8
                                                             or not seeded.group_id):
            seeded.group_id, seeded.client_id, seeded.project_id = group_id, buyers[0][0], project.id

    # Payments that are not installments: service charges and commissions, a tenth of the groups.
    for _ in range(groups // 10):
        estate = rng.choices(estates, weights)[0]
        day = today - timedelta(days=rng.randrange(0, 1100))
        docs[payments.COLLECTION].append(payments.Payment(
            id=ids.next(payments.COLLECTION), accountType=rng.choice(ACCOUNT_TYPES),
            serviceType=rng.choice(SERVICE_TYPES), amountCents=rng.randrange(1_000, 50_000) * 100,
            paymentType=rng.choice(("income", "income", "expense")), paymentDate=_midnight(day), status="approved",
            company=estate["id"], associatedEntity="bench", createdBy=estate["staff"]["finance"][0],
            createdAt=_stamp(day, rng), companyName=estate["name"]).to_mongo())

    # Each group's stored figures, as the app's changes leave them (services.groups.settle).
    by_group: dict[int, list[payments.Payment]] = {}
    for doc in docs[payments.COLLECTION]:
        if doc.get("installmentGroupId") is not None:
            by_group.setdefault(doc["installmentGroupId"], []).append(payments.Payment.from_mongo(doc))
    for doc in docs[installment_groups.COLLECTION]:
        plan = figures.plan_figures(installments_in(Group.from_mongo(doc)), payments_in(by_group.get(doc["_id"], [])))
        doc["figures"] = figures_record(plan).model_dump()
        doc["searchText"] = installment_groups.search_text(doc)
    docs[open_balances.COLLECTION] = [open_balances.record_of(doc) for doc in docs[installment_groups.COLLECTION]]

    # What a user types to find one unit: its number (one group at 2,000 groups, a few at 20,000).
    seeded.search = next(g["unitNumber"] for g in docs[installment_groups.COLLECTION] if g["_id"] == seeded.group_id)
    docs[counters.COLLECTION] = [{"_id": name, "seq": seq} for name, seq in ids.last.items()]
    seeded.counts = {name: len(found) for name, found in docs.items() if found}
    return docs, seeded


def write(db, docs: dict[str, list[dict]]) -> None:
    """Inserts every collection's documents, after creating the app's indexes (as the app does at
    start-up, so the index entries are built with the inserts)."""
    for module in COLLECTION_MODULES:
        if module.INDEXES:
            db[module.COLLECTION].create_indexes(module.INDEXES)
    for collection, found in docs.items():
        if found:
            _insert(db, collection, found)


def seed(url: str, database: str, groups: int, seed: int = 1, today: date | None = None,
         bcrypt_rounds: int = 12) -> Seeded:
    """Drops `database` and fills it with `groups` groups and everything around them."""
    docs, seeded = build(groups, seed=seed, today=today, bcrypt_rounds=bcrypt_rounds)
    client = MongoClient(url, tz_aware=True)
    try:
        client.drop_database(database)
        write(client[database], docs)
    finally:
        client.close()
    return seeded


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="MongoDB URL (SecantusDB or MongoDB)")
    parser.add_argument("--db", required=True, help="database to drop and fill")
    parser.add_argument("--groups", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bcrypt-rounds", type=int, default=12)
    args = parser.parse_args()
    seeded = seed(args.url, args.db, args.groups, seed=args.seed, bcrypt_rounds=args.bcrypt_rounds)
    print(seeded)
    return 0


if __name__ == "__main__":
    sys.exit(main())
