"""Clients (leads): list, one, create, update, soft delete, password, and an agent's clients."""

import math

from pydantic import BaseModel

from documents import clients
from errors import ApiError, not_found
from handlers.base import BaseHandler, roles
from handlers.fields import Email, Id, LongText, Password, Text, changes
from handlers.uploads import UploadHandler
from services import clients as client_service
from services.files import replace_passport

CLIENT_MANAGERS = ("admin", "sales", "finance")
CATEGORIES = {"active": True, "not_active": False}


class AgentRef(BaseModel):
    agentId: Id
    # The name is read from the user record; a given one is ignored.
    agentName: str | None = None


class ClientCreate(BaseModel):
    name: Text
    email: Email
    phone: Text | None = None
    address: LongText | None = None
    source: Text | None = None
    agents: list[AgentRef] = []
    isActive: bool = True
    company: Id


class ClientUpdate(BaseModel):
    name: Text = None
    email: Email = None
    phone: Text | None = None
    address: LongText | None = None
    source: Text | None = None
    agents: list[AgentRef] = None
    isActive: bool = None


class PasswordBody(BaseModel):
    password: Password


class ClientsPage(BaseHandler):
    async def client_page(self, key: str, **criteria) -> None:
        """`{key: clients, totalPages}`: a page of 10 with `page`, else every match."""
        page = self.query_int("page")
        found, total = await clients.find_page(self.db, self.principal.scope, page=page, **criteria)
        self.answer({key: await client_service.client_records(self.db, found),
                     "totalPages": math.ceil(total / clients.PAGE_SIZE)})


class ClientsHandler(ClientsPage):
    failure_messages = {"GET": "Error retrieving clients", "POST": "Error creating client"}

    @roles(*CLIENT_MANAGERS)
    async def get(self):
        category = self.query_text("category")
        if category is not None and category not in CATEGORIES:
            raise ApiError(400, "category must be active or not_active")
        await self.client_page("leads", company_id=self.query_int("company"), query=self.query_text("query"),
                               is_active=CATEGORIES.get(category))

    @roles(*CLIENT_MANAGERS)
    async def post(self):
        body = self.body(ClientCreate)
        fields = body.model_dump(exclude={"agents"})
        client = await client_service.create_client(self.db, self.principal.scope, self.principal.id, fields,
                                                    [agent.agentId for agent in body.agents])
        self.answer({"message": "LeadClient created successfully", "id": client.id}, 201)


class ClientHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving client", "PUT": "Error updating client",
                        "DELETE": "Error disabling client"}

    @roles(*CLIENT_MANAGERS, "agent")
    async def get(self, id: int):
        client = await clients.get(self.db, id, self.principal.scope)
        if client is None:
            raise not_found("Client")
        self.answer({"leads": (await client_service.client_records(self.db, [client]))[0]})

    @roles(*CLIENT_MANAGERS)
    async def put(self, id: int):
        fields = changes(self.body(ClientUpdate))
        if "agents" in fields:
            fields["agents"] = [agent["agentId"] for agent in fields["agents"]]
        await client_service.update_client(self.db, self.principal.scope, id, fields)
        self.answer({"message": "LeadClient updated successfully"})

    @roles(*CLIENT_MANAGERS)
    async def delete(self, id: int):
        await client_service.disable_client(self.db, self.principal.scope, id)
        self.answer({"message": "Lead disabled successfully"})


class ClientPasswordHandler(BaseHandler):
    failure_message = "Error changing password"

    @roles(*CLIENT_MANAGERS)
    async def post(self, id: int):
        body = self.body(PasswordBody)
        await client_service.change_password(self.db, self.principal.scope, id, body.password,
                                             self.config.bcrypt_rounds)
        self.answer({"message": "Password changed successfully"})


class AgentClientsHandler(ClientsPage):
    failure_message = "Error retrieving clients"

    @roles(*CLIENT_MANAGERS)
    async def get(self, id: int):
        await self.client_page("clients", agent_id=id)


class PassportHandler(UploadHandler):
    failure_message = "Error uploading passport"

    async def prepare(self) -> None:
        await super().prepare()
        # Refuse before reading a large body for a client the caller cannot see.
        if await clients.get(self.db, self.path_kwargs["id"], self.principal.scope) is None:
            raise not_found("Client")

    # Clients of the caller's companies; the earlier passport file is deleted.
    @roles(*CLIENT_MANAGERS)
    async def post(self, id: int):
        upload = self.file("passport")
        if upload is None:
            raise ApiError(400, "No file uploaded")
        path = await replace_passport(self.db, self.principal.scope, id, upload.filename, upload.data)
        self.answer({"message": "Passport uploaded successfully", "path": path})


routes = [
    (r"/api/clients/?", ClientsHandler),
    (r"/api/clients/userClients/(?P<id>[^/]+)/?", AgentClientsHandler),
    (r"/api/clients/passport/(?P<id>[^/]+)/?", PassportHandler),
    (r"/api/clients/(?P<id>[^/]+)/change-password/?", ClientPasswordHandler),
    (r"/api/clients/(?P<id>[^/]+)/?", ClientHandler),
]
