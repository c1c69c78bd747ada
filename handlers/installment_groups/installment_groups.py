"""Installment groups, their audit log and reminders. Every route answers only groups the caller may see
(services.groups.visible): others are 404 as if absent."""

import math
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from documents import installment_groups
from errors import ApiError
from handlers.access import STAFF, roles
from handlers.base import BaseHandler
from handlers.clients import AgentName
from handlers.fields import NOT_GIVEN, Changes, Id, IdList, LongText, Page, Text, changes, page_number
from handlers.installment_groups.common import GROUP_NOT_FOUND, READERS
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import groups as group_service
from services import reminders

MAX_LIMIT = 100


class GroupCreate(BaseModel):
    project: Id
    clientIds: Annotated[list[Id], Field(min_length=1, max_length=500)]
    description: LongText | None = None
    company: Id
    unitNumber: Text
    city: Text | None = None
    name: Text | None = None
    allowedUsers: IdList = []


class GroupUpdate(Changes):
    project: Id = NOT_GIVEN
    description: LongText | None = None
    unitNumber: Text = NOT_GIVEN
    city: Text | None = None
    name: Text = NOT_GIVEN
    clientIds: Annotated[list[Id], Field(min_length=1, max_length=500)] = NOT_GIVEN
    allowedUsers: IdList = NOT_GIVEN


class ReminderBody(BaseModel):
    contact: Text
    groupId: Id


class GroupClient(BaseModel):
    clientId: int
    clientName: str | None
    phone: str | None
    agents: list[AgentName]


class GroupStats(BaseModel):
    totalInstallments: int
    totalAmount: float
    paidAmount: float
    pendingAmount: float
    dueAmount: float
    attachmentsCount: int


class GroupRecord(BaseModel):
    id: int
    name: str
    project: int
    projectName: str
    description: str | None
    company: int
    companyName: str
    unitNumber: str
    city: str | None
    createdBy: int | None
    createdByName: str | None
    createdAt: datetime
    updatedAt: datetime | None
    clients: list[GroupClient]
    totalAmount: float
    paidAmount: float
    remainingAmount: float
    dueAmount: float
    stats: GroupStats


class AllowedUser(BaseModel):
    userId: int
    userName: str | None


class GroupDetail(GroupRecord):
    developer: int
    developerName: str
    allowedUsers: list[AllowedUser]


class Pagination(BaseModel):
    total: int
    page: int
    limit: int
    pages: int


class GroupsPage(BaseModel):
    data: list[GroupRecord]
    pagination: Pagination


class LogRecord(BaseModel):
    id: int
    description: str
    eventType: str
    createdAt: datetime
    createdBy: str | None  # the author's name


class ReminderAnswer(BaseModel):
    status: Literal["success", "skipped"]
    messageId: str = NOT_GIVEN  # with success
    message: str = NOT_GIVEN  # with skipped


GROUP_FILTERS = {
    "page": (Page, "Page number (default 1)"),
    "limit": (Annotated[int, Field(ge=1, le=MAX_LIMIT)], "Page size (default 10)"),
    "client": (Id, "Only groups of this client (ignored for a client)"),
    "company": (Id, "Only this company's groups"),
    "project": (Id, "Only this project's groups"),
    "developer": (Id, "Only this developer's groups"),
    "query": (str, "Name, unit number, project or client name containing this text")}


class GroupsHandler(BaseHandler):
    heavy_methods = ("GET",)  # reads many documents: see MAX_HEAVY_IN_FLIGHT
    failure_messages = {"GET": "Error retrieving installment groups", "POST": "Error creating installment group"}

    @roles(*READERS)
    @describe("A page of the installment groups the caller may see", query=GROUP_FILTERS,
              responses={200: GroupsPage})
    async def get(self):
        page, limit = page_number(self.query_int("page")) or 1, self.query_int("limit") or 10
        if limit > MAX_LIMIT:
            raise ApiError(400, f"limit must be at most {MAX_LIMIT}")
        filters = {field: value for field, value in (
            ("clientIds", None if self.current_user.kind == "client" else self.query_int("client")),
            ("company", self.query_int("company")), ("project", self.query_int("project")),
            ("developer", self.query_int("developer"))) if value is not None}
        visible = await group_service.visible(self.db, self.current_user)
        found, total = await installment_groups.find_page(self.db, visible, filters=filters,
                                                          query=self.query_text("query"), page=page, limit=limit)
        self.answer({"data": await group_service.group_records(self.db, found, self.today()),
                     "pagination": {"total": total, "page": page, "limit": limit, "pages": math.ceil(total / limit)}})

    @roles(*STAFF)
    @describe("Create an installment group: a unit of a project bought by one or more clients", body=GroupCreate,
              example={"project": 1, "clientIds": [1], "company": 1, "unitNumber": "A-101", "city": "Dubai"},
              responses={201: CreatedAnswer, 400: "Invalid field, or a project, client or user of another company",
                         403: "The company is not one of the caller's"})
    async def post(self):
        fields = self.body(GroupCreate).model_dump(exclude_unset=True)
        group = await group_service.create_group(self.db, self.current_user, fields)
        self.answer({"message": "Installment group created successfully", "id": group.id}, 201)


class GroupHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving installment group", "PUT": "Error updating installment group",
                        "DELETE": "Error deleting installment group"}

    @roles(*READERS)
    @describe("One installment group", responses={200: GroupDetail, 404: GROUP_NOT_FOUND})
    async def get(self, id: int):
        shown = await group_service.shown_group(self.db, self.current_user, id)
        self.answer((await group_service.group_records(self.db, [shown], self.today(), single=True))[0])

    @roles(*STAFF)
    @describe("Change an installment group (written to its log)", body=GroupUpdate,
              example={"unitNumber": "A-102", "description": "Corner unit"},
              responses={200: MessageAnswer, 404: GROUP_NOT_FOUND})
    async def put(self, id: int):
        await group_service.update_group(self.db, self.current_user, id, changes(self.body(GroupUpdate)))
        self.answer({"message": "Installment group updated successfully"})

    @roles(*STAFF)
    @describe("Delete an installment group without payments, with its attachments",
              responses={200: MessageAnswer, 404: GROUP_NOT_FOUND, 409: "The group has payments"})
    async def delete(self, id: int):
        await group_service.delete_group(self.db, self.current_user, id)
        self.answer({"message": "Installment group deleted successfully"})


class GroupLogsHandler(BaseHandler):
    failure_message = "Error retrieving logs"

    @roles(*READERS)
    @describe("A group's audit log", responses={200: list[LogRecord], 404: GROUP_NOT_FOUND})
    async def get(self, groupId: int):
        self.answer(await group_service.logs(self.db, self.current_user, groupId))


class ReminderHandler(BaseHandler):
    failure_message = "Error sending reminder"

    # A job sends the WhatsApp template message; this waits for it (services.reminders.WAIT_SECONDS).
    @roles(*STAFF)
    @describe("Send a WhatsApp reminder of the group's next installment to `contact`", body=ReminderBody,
              example={"contact": "+971500000000", "groupId": 1},
              responses={200: ReminderAnswer, 404: GROUP_NOT_FOUND,
                         500: "The messaging provider refused the message or did not answer"})
    async def post(self):
        body = self.body(ReminderBody)
        self.answer(await reminders.request_reminder(self.db, self.current_user, body.groupId, body.contact,
                                                     self.today()))
