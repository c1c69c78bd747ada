"""Clients (leads): the buyers of units, who may also sign in to see their own plans."""

from datetime import datetime

from pymongo import IndexModel
from pymongo.errors import BulkWriteError, DuplicateKeyError

from documents import companies, users
from documents.base import WHOLE_LIST_BATCH, StoredDocument, contains, email_key, hinted, page_of, paged, utcnow
from documents.counters import next_id
from documents.scope import Scope, unscoped

COLLECTION = "clients"
SCOPED = True
PAGE_SIZE = 10
INDEXES = [
    IndexModel("emailKey", unique=True, name="email_unique"),
    # The scoped list, newest first, with or without the active/not-active category.
    IndexModel([("company", 1), ("_id", -1)], name="company_newest"),
    IndexModel([("company", 1), ("isActive", 1), ("_id", -1)], name="company_active_newest"),
    # The clients of one agent (GET /api/clients/userClients/:id).
    IndexModel([("agentIds", 1), ("_id", -1)], name="agent_newest"),
]


class EmailTaken(Exception):
    """Another client already has this email."""


class Client(StoredDocument):
    name: str
    email: str
    emailKey: str
    phone: str | None = None
    address: str | None = None
    source: str | None = None
    isActive: bool = True
    company: int
    # Agent user ids; their names are read from users when answering, so a rename shows at once.
    agentIds: list[int] = []
    remindersOptOut: bool = False  # automatic reminders are not sent to this client (CONTRACT 13)
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None
    passwordHash: str | None = None
    passwordVersion: int = 0
    hasJoined: bool = False
    passport: str | None = None
    passportFileId: int | None = None


# Never sent to a handler that answers with client records.
PRIVATE_FIELDS = {"passwordHash": 0}


def _criteria(scope: Scope, *, company_id: int | None = None, query: str | None = None,
              is_active: bool | None = None, agent_id: int | None = None) -> dict:
    criteria = scope.records(company_id)
    if is_active is not None:
        criteria["isActive"] = is_active
    if agent_id is not None:
        criteria["agentIds"] = agent_id
    if query:
        pattern = contains(query)
        criteria["$or"] = [{"name": pattern}, {"email": pattern}, {"phone": pattern}]
    return criteria


def list_index(criteria: dict) -> str | None:
    """The index the clients list reads (docs/indexes.md): an agent's clients, else the companies'
    (with the active/not-active category when asked), newest first. None for an agent's clients
    alone (a lookup every planner makes through `agent_newest`); `_id_` newest first for a
    super-admin's list of every company."""
    if "agentIds" in criteria:
        return None if list(criteria) == ["agentIds"] else "agent_newest"
    if "company" in criteria:
        return "company_active_newest" if "isActive" in criteria else "company_newest"
    return "_id_"


# Joined onto each client of a list in the command that reads it: its company's name and its agents' names.
NAMES: list[dict] = [
    {"$lookup": {"from": companies.COLLECTION, "localField": "company", "foreignField": "_id", "as": "_company",
                 "pipeline": [{"$project": {"name": 1}}]}},
    {"$lookup": {"from": users.COLLECTION, "localField": "agentIds", "foreignField": "_id", "as": "_agents",
                 "pipeline": [{"$project": {"name": 1}}]}},
]


def _named(doc: dict, names: dict[int, str]) -> Client:
    for record in doc.pop("_company") + doc.pop("_agents"):
        names[record["_id"]] = record["name"]
    return Client.from_mongo(doc)


async def find_page(db, scope: Scope, *, page: int | None, company_id: int | None = None,
                    query: str | None = None, is_active: bool | None = None,
                    agent_id: int | None = None) -> tuple[list[Client], int, dict[int, str]]:
    """(clients newest first, total count, names of their companies and agents by id): one page of PAGE_SIZE,
    or all when `page` is None. One command (base.paged for a page)."""
    criteria = _criteria(scope, company_id=company_id, query=query, is_active=is_active, agent_id=agent_id)
    index = hinted(list_index(criteria))
    names: dict[int, str] = {}
    if page is None:
        pipeline = [{"$match": criteria}, {"$sort": {"_id": -1}}, {"$project": PRIVATE_FIELDS}, *NAMES]
        cursor = await db[COLLECTION].aggregate(pipeline, batchSize=WHOLE_LIST_BATCH, **index)
        found = [_named(doc, names) async for doc in cursor]
        return found, len(found), names
    joins = [{"$project": PRIVATE_FIELDS}, *NAMES]
    cursor = await db[COLLECTION].aggregate(paged(criteria, (page - 1) * PAGE_SIZE, PAGE_SIZE, joins), **index)
    docs, total = page_of(await cursor.to_list())
    return [_named(doc, names) for doc in docs], total, names


async def get(db, scope: Scope, client_id: int, session=None) -> Client | None:
    """The client, when its company is in the scope."""
    return Client.from_mongo(await db[COLLECTION].find_one(scope.records(record_id=client_id), session=session))


@unscoped("sign-in and the client portal find the account by its email, before any scope exists")
async def find_by_email(db, email: str) -> Client | None:
    return Client.from_mongo(await db[COLLECTION].find_one({"emailKey": email_key(email)}))


@unscoped("emails are unique across companies: a bulk import checks them before creating its clients")
async def find_by_emails(db, emails: list[str]) -> list[Client]:
    keys = sorted({email_key(email) for email in emails})
    if not keys:
        return []
    return [Client.from_mongo(doc) async for doc in db[COLLECTION].find({"emailKey": {"$in": keys}})]


async def insert_many(db, scope: Scope, found: list[Client], session) -> None:
    """Stores new clients (ids given) in the caller's transaction; EmailTaken when an email is taken."""
    if not all(scope.allows(client.company) for client in found):
        raise PermissionError("a client's company is outside the caller's scope")
    if found:
        try:
            await db[COLLECTION].insert_many([client.to_mongo() for client in found], session=session)
        except (DuplicateKeyError, BulkWriteError):
            raise EmailTaken from None


async def insert(db, scope: Scope, *, name: str, email: str, company: int, created_by: int, session=None,
                 **fields) -> Client:
    if not scope.allows(company):
        raise PermissionError(f"company {company} is outside the caller's scope")
    client = Client(id=await next_id(db, COLLECTION), name=name, email=email.strip(), emailKey=email_key(email),
                    company=company, createdBy=created_by, createdAt=utcnow(), **fields)
    try:
        await db[COLLECTION].insert_one(client.to_mongo(), session=session)
    except DuplicateKeyError:
        raise EmailTaken from None
    return client


async def update(db, scope: Scope, client_id: int, fields: dict, session=None) -> bool:
    """Sets `fields` (an `email` also sets its key); False when the client is not in the scope."""
    if "email" in fields:
        fields = {**fields, "email": fields["email"].strip(), "emailKey": email_key(fields["email"])}
    try:
        result = await db[COLLECTION].update_one(
            scope.records(record_id=client_id), {"$set": {**fields, "updatedAt": utcnow()}}, session=session
        )
    except DuplicateKeyError:
        raise EmailTaken from None
    return result.matched_count == 1


async def set_password(db, scope: Scope, client_id: int, password_hash: str, *, joined: bool,
                       session=None) -> None:
    """Sets the password and ends the client's sessions; `joined` when the client chose it."""
    changes: dict = {"passwordHash": password_hash, "updatedAt": utcnow()}
    if joined:
        changes["hasJoined"] = True
    await db[COLLECTION].update_one(scope.records(record_id=client_id),
                                    {"$set": changes, "$inc": {"passwordVersion": 1}}, session=session)


async def set_passport(db, scope: Scope, client_id: int, file_id: int, location: str) -> int | None:
    """Points the client at a new passport file; the earlier file's id (to delete), or None."""
    before = await db[COLLECTION].find_one_and_update(
        scope.records(record_id=client_id),
        {"$set": {"passport": location, "passportFileId": file_id, "updatedAt": utcnow()}},
        projection={"passportFileId": 1},
    )
    return before.get("passportFileId") if before else None


@unscoped("a deleted agent leaves the clients of every company")
async def unassign_agent_everywhere(db, agent_id: int, session=None) -> None:
    await db[COLLECTION].update_many({"agentIds": agent_id}, {"$pull": {"agentIds": agent_id}}, session=session)


async def ids_of_agent(db, scope: Scope, agent_id: int) -> list[int]:
    """The clients assigned to an agent, within the scope."""
    cursor = db[COLLECTION].find({**scope.records(), "agentIds": agent_id}, {"_id": 1})
    return [doc["_id"] async for doc in cursor]


async def find_by_ids(db, scope: Scope, client_ids, session=None) -> list[Client]:
    ids = sorted({i for i in client_ids if i is not None})
    if not ids:
        return []
    cursor = db[COLLECTION].find({"_id": {"$in": ids}, **scope.filter()}, PRIVATE_FIELDS, session=session)
    return [Client.from_mongo(doc) async for doc in cursor]


async def of_company(db, scope: Scope, company_id: int) -> list[Client]:
    """Every client of the company (one command, one batch), for a daily run of reminders."""
    cursor = db[COLLECTION].find(scope.records(company_id), PRIVATE_FIELDS, batch_size=WHOLE_LIST_BATCH)
    return [Client.from_mongo(doc) async for doc in cursor]
