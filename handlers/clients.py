"""Clients (leads): list, one, create, update, soft delete, password, and an agent's clients."""

import math
from datetime import datetime
from typing import Annotated, Literal, cast

from pydantic import BaseModel, Field

from documents import clients
from errors import ApiError, not_found
from handlers.access import roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Email, Id, LongText, Page, Password, Text, changes, page_number
from handlers.openapi import CreatedAnswer, File, MessageAnswer, describe
from handlers.uploads import UploadHandler
from services import clients as client_service
from services.files import replace_passport

CLIENT_MANAGERS = ("admin", "sales", "finance")
CATEGORIES = {"active": True, "not_active": False}


class AgentRef(BaseModel):
    agentId: Id
    # The name is read from the user record; a given one is ignored.
    agentName: LongText | None = None


class ClientCreate(BaseModel):
    name: Text
    email: Email
    phone: Text | None = None
    address: LongText | None = None
    source: Text | None = None
    agents: Annotated[list[AgentRef], Field(max_length=100)] = []
    isActive: bool = True
    company: Id


class ClientUpdate(Changes):
    name: Text = NOT_GIVEN
    email: Email = NOT_GIVEN
    phone: Text | None = None
    address: LongText | None = None
    source: Text | None = None
    agents: Annotated[list[AgentRef], Field(max_length=100)] = NOT_GIVEN
    isActive: bool = NOT_GIVEN
    remindersOptOut: bool = NOT_GIVEN


class PasswordBody(BaseModel):
    password: Password


class AgentName(BaseModel):
    agentId: int
    agentName: str | None


class ClientRecord(BaseModel):
    id: int
    name: str
    email: str
    phone: str | None
    address: str | None
    source: str | None
    isActive: bool
    company: str | None  # the company's name
    companyId: int
    createdBy: int | None
    createdAt: datetime
    updatedAt: datetime | None
    hasJoined: bool
    passport: str | None  # the file's location, /api/files/<id>
    remindersOptOut: bool  # automatic reminders are not sent to this client
    agents: list[AgentName]


class LeadsPage(BaseModel):
    leads: list[ClientRecord]
    totalPages: int


class AgentClientsPage(BaseModel):
    clients: list[ClientRecord]
    totalPages: int


class ClientAnswer(BaseModel):
    leads: ClientRecord


class PassportAnswer(BaseModel):
    message: str
    path: str


PAGE = {"page": (Page, "A page of 10 (every match without it)")}


class ClientsPage(BaseHandler):
    heavy_methods = ("GET",)  # reads many documents: see MAX_HEAVY_IN_FLIGHT
    async def client_page(self, key: str, **criteria) -> None:
        """`{key: clients, totalPages}`: a page of 10 with `page`, else every match."""
        page = page_number(self.query_int("page"))
        found, total, names = await clients.find_page(self.db, self.current_user.scope, page=page, **criteria)
        self.answer({key: await client_service.client_records(self.db, found, names),
                     "totalPages": math.ceil(total / clients.PAGE_SIZE)})


class ClientsHandler(ClientsPage):
    failure_messages = {"GET": "Error retrieving clients", "POST": "Error creating client"}

    @roles(*CLIENT_MANAGERS)
    @describe("Clients of the caller's companies", responses={200: LeadsPage}, query={
        **PAGE, "company": (Id, "Only this company's clients"),
        "query": (str, "Name, email or phone containing this text"),
        "category": (Literal[tuple(CATEGORIES)], "Only active or only disabled clients")})
    async def get(self):
        category = self.query_text("category")
        if category is not None and category not in CATEGORIES:
            raise ApiError(400, "category must be active or not_active")
        await self.client_page("leads", company_id=self.query_int("company"), query=self.query_text("query"),
                               is_active=None if category is None else CATEGORIES[category])

    @roles(*CLIENT_MANAGERS)
    @describe("Create a client; an active one is sent an invitation email", body=ClientCreate,
              example={"name": "Sara Ali", "email": "sara@example.com", "phone": "+971500000000", "company": 1},
              responses={201: CreatedAnswer, 400: "Invalid field, email taken, or an agent of another company",
                         403: "The company is not one of the caller's"})
    async def post(self):
        body = self.body(ClientCreate)
        fields = body.model_dump(exclude={"agents"})
        client = await client_service.create_client(self.db, self.current_user.scope, self.current_user.id, fields,
                                                    [agent.agentId for agent in body.agents])
        self.answer({"message": "LeadClient created successfully", "id": client.id}, 201)


class ClientHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving client", "PUT": "Error updating client",
                        "DELETE": "Error disabling client"}

    @roles(*CLIENT_MANAGERS, "agent")
    @describe("One client", responses={200: ClientAnswer, 404: "Client not found"})
    async def get(self, id: int):
        client = await clients.get(self.db, self.current_user.scope, id)
        if client is None:
            raise not_found("Client")
        self.answer({"leads": (await client_service.client_records(self.db, [client]))[0]})

    @roles(*CLIENT_MANAGERS)
    @describe("Change a client", body=ClientUpdate, example={"phone": "+971500000001", "agents": []},
              responses={200: MessageAnswer, 404: "Client not found"})
    async def put(self, id: int):
        fields = changes(self.body(ClientUpdate))
        if "agents" in fields:
            fields["agents"] = [agent["agentId"] for agent in fields["agents"]]
        await client_service.update_client(self.db, self.current_user.scope, id, fields)
        self.answer({"message": "LeadClient updated successfully"})

    @roles(*CLIENT_MANAGERS)
    @describe("Disable a client (kept, marked inactive)", responses={200: MessageAnswer, 404: "Client not found"})
    async def delete(self, id: int):
        await client_service.disable_client(self.db, self.current_user.scope, id)
        self.answer({"message": "Lead disabled successfully"})


class ClientPasswordHandler(BaseHandler):
    failure_message = "Error changing password"

    @roles(*CLIENT_MANAGERS)
    @describe("Set a client's password (its sessions end)", body=PasswordBody,
              example={"password": "a-long-password"},
              responses={200: MessageAnswer, 400: "Invalid field or a password that is too short",
                         404: "Client not found"})
    async def post(self, id: int):
        body = self.body(PasswordBody)
        await client_service.change_password(self.db, self.current_user.scope, id, body.password,
                                             self.config.bcrypt_rounds)
        self.answer({"message": "Password changed successfully"})


class AgentClientsHandler(ClientsPage):
    failure_message = "Error retrieving clients"

    @roles(*CLIENT_MANAGERS)
    @describe("The clients assigned to agent `id`, within the caller's companies", query=PAGE,
              responses={200: AgentClientsPage})
    async def get(self, id: int):
        await self.client_page("clients", agent_id=id)


class PassportHandler(UploadHandler):
    failure_message = "Error uploading passport"

    async def prepare(self) -> None:
        await super().prepare()
        # Refuse before reading a large body for a client the caller cannot see.
        client_id = cast(int, self.path_kwargs["id"])  # made an int by BaseHandler.prepare
        if await clients.get(self.db, self.current_user.scope, client_id) is None:
            raise not_found("Client")

    # Clients of the caller's companies; the earlier passport file is deleted.
    @roles(*CLIENT_MANAGERS)
    @describe("Upload a client's passport (PDF, JPEG, PNG, WebP, HEIC or DOCX); replaces the earlier one",
              multipart={"passport": (File, "The passport scan")},
              responses={200: PassportAnswer, 400: "No file, or a file type that is not allowed",
                         404: "Client not found"})
    async def post(self, id: int):
        upload = self.file("passport")
        if upload is None:
            raise ApiError(400, "No file uploaded")
        path = await replace_passport(self.db, self.current_user.scope, id, upload.filename, upload.data)
        self.answer({"message": "Passport uploaded successfully", "path": path})


routes = [
    (r"/api/clients/?", ClientsHandler),
    (r"/api/clients/userClients/(?P<id>[^/]+)/?", AgentClientsHandler),
    (r"/api/clients/passport/(?P<id>[^/]+)/?", PassportHandler),
    (r"/api/clients/(?P<id>[^/]+)/change-password/?", ClientPasswordHandler),
    (r"/api/clients/(?P<id>[^/]+)/?", ClientHandler),
]
