"""Client (lead) changes that span collections: company and agent checks, invitations, answers with names."""

from documents import clients, companies, installment_groups, payments, users
from documents.database import in_transaction
from documents.scope import Scope
from errors import ApiError, not_found
from services import emails, outbox, passwords
from services.companies import require_company

EMAIL_TAKEN = "Lead with this email already exists"


async def _check_agents(db, scope: Scope, agent_ids: list[int], company_id: int) -> list[int]:
    """The agent ids, deduplicated in order; 400 unless each is an agent of the company."""
    wanted = list(dict.fromkeys(agent_ids))
    valid = await users.agents_of_company(db, scope, wanted, company_id) if wanted else set()
    unknown = [agent_id for agent_id in wanted if agent_id not in valid]
    if unknown:
        raise ApiError(400, f"agents: user {unknown[0]} is not an agent of this company")
    return wanted


async def create_client(db, scope: Scope, creator_id: int, fields: dict, agent_ids: list[int]) -> clients.Client:
    """Creates the client and, when it is active, records its invitation email (sent after commit)."""
    await require_company(db, scope, fields["company"])
    fields["agentIds"] = await _check_agents(db, scope, agent_ids, fields["company"])
    if await clients.find_by_email(db, fields["email"]) is not None:
        raise ApiError(400, EMAIL_TAKEN)

    async def create(session):
        client = await clients.insert(db, scope, created_by=creator_id, session=session, **fields)
        job_id = None
        if client.isActive:
            job_id = await emails.record_account_email(db, "client", client.id, "invitation", session=session)
        return client, job_id

    try:
        client, job_id = await in_transaction(db, create)
    except clients.EmailTaken:
        raise ApiError(400, EMAIL_TAKEN) from None
    if job_id is not None:
        await outbox.dispatch(db, emails.ACTOR, job_id)
    return client


async def update_client(db, scope: Scope, client_id: int, fields: dict) -> None:
    client = await clients.get(db, scope, client_id)
    if client is None:
        raise not_found("Client")
    if "agents" in fields:
        fields["agentIds"] = await _check_agents(db, scope, fields.pop("agents"), client.company)

    async def update(session):
        if not await clients.update(db, scope, client_id, fields, session=session):
            raise not_found("Client")
        # Groups keep client names for search: a rename reaches them in the same transaction.
        if fields.get("name", client.name) != client.name:
            await installment_groups.rename_client(db, scope, client_id, fields["name"], session=session)
        # Payments keep the client's name and agents for their list.
        if fields.get("name", client.name) != client.name or fields.get("agentIds", client.agentIds) != client.agentIds:
            await payments.name_client(db, scope, client_id, fields.get("name", client.name),
                                       fields.get("agentIds", client.agentIds), session=session)

    try:
        await in_transaction(db, update)
    except clients.EmailTaken:
        raise ApiError(400, EMAIL_TAKEN) from None


async def disable_client(db, scope: Scope, client_id: int) -> None:
    if not await clients.update(db, scope, client_id, {"isActive": False}):
        raise not_found("Client")


async def change_password(db, scope: Scope, client_id: int, password: str, rounds: int) -> None:
    """Set by staff: the client's sessions end; `hasJoined` stays as it was (the client did not choose it)."""
    passwords.check_strength(password)
    if await clients.get(db, scope, client_id) is None:
        raise not_found("Client")
    await clients.set_password(db, scope, client_id, await passwords.hash_password(password, rounds), joined=False)


async def client_records(db, found: list[clients.Client], names: dict[int, str] | None = None) -> list[dict]:
    """The answer shape of clients, with company and agent names: `names` when the list was read with them
    (clients.find_page), else read in one query each."""
    if names is not None:
        company_names = agent_names = names
    else:
        company_names = await companies.names_by_ids(db, [client.company for client in found])
        agent_names = await users.names_by_ids(db, [agent for client in found for agent in client.agentIds])
    return [{
        "id": client.id, "name": client.name, "email": client.email, "phone": client.phone,
        "address": client.address, "source": client.source, "isActive": client.isActive,
        "company": company_names.get(client.company), "companyId": client.company,
        "createdBy": client.createdBy, "createdAt": client.createdAt, "updatedAt": client.updatedAt,
        "hasJoined": client.hasJoined, "passport": client.passport, "remindersOptOut": client.remindersOptOut,
        "agents": [{"agentId": agent, "agentName": agent_names.get(agent)} for agent in client.agentIds],
    } for client in found]
