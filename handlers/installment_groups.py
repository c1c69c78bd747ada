"""Installment groups and their installments and audit log. Every route answers only groups the caller
may see (services.groups.visible): others are 404 as if absent."""

import math
from datetime import date
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from documents import installment_groups
from errors import ApiError
from handlers.base import STAFF, BaseHandler, roles
from handlers.fields import Id, LongText, Money, Text, changes
from services import groups as group_service
from services import installments as installment_service
from services import reminders

READERS = (*STAFF, "client")
MAX_LIMIT = 100
Percentage = Annotated[float, Field(ge=0, le=100)]
IdList = Annotated[list[Id], Field(max_length=500)]


class GroupCreate(BaseModel):
    project: Id
    clientIds: Annotated[list[Id], Field(min_length=1, max_length=500)]
    description: LongText | None = None
    company: Id
    unitNumber: Text
    city: Text | None = None
    name: Text | None = None
    allowedUsers: IdList = []


class GroupUpdate(BaseModel):
    project: Id = None
    description: LongText | None = None
    unitNumber: Text = None
    city: Text | None = None
    name: Text = None
    clientIds: Annotated[list[Id], Field(min_length=1, max_length=500)] = None
    allowedUsers: IdList = None


class InstallmentCreate(BaseModel):
    amount: Money
    dueDate: date | None = None
    description: LongText | None = None
    isFee: bool = False
    status: Literal["unpaid", "pending"] = "unpaid"
    postHandover: bool = False
    percentage: Percentage = 0


class InstallmentsCreate(BaseModel):
    groupId: Id
    installments: Annotated[list[InstallmentCreate], Field(min_length=1, max_length=500)]


class InstallmentUpdate(BaseModel):
    amount: Money = None
    dueDate: date | None = None
    description: LongText | None = None
    isFee: bool = None
    status: Literal["unpaid", "pending"] = None
    postHandover: bool = None
    percentage: Percentage = None
    paymentId: Id | None = None


class InstallmentChange(InstallmentUpdate):
    id: Id


class BulkUpdate(BaseModel):
    groupId: Id
    installments: Annotated[list[InstallmentChange], Field(min_length=1, max_length=500)]


class GroupsHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving installment groups", "POST": "Error creating installment group"}

    @roles(*READERS)
    async def get(self):
        page, limit = self.query_int("page") or 1, self.query_int("limit") or 10
        if limit > MAX_LIMIT:
            raise ApiError(400, f"limit must be at most {MAX_LIMIT}")
        filters = {field: value for field, value in (
            ("clientIds", None if self.principal.kind == "client" else self.query_int("client")),
            ("company", self.query_int("company")), ("project", self.query_int("project")),
            ("developer", self.query_int("developer"))) if value is not None}
        visible = await group_service.visible(self.db, self.principal)
        found, total = await installment_groups.find_page(self.db, visible, filters=filters,
                                                          query=self.query_text("query"), page=page, limit=limit)
        self.answer({"data": await group_service.group_records(self.db, found, self.today()),
                     "pagination": {"total": total, "page": page, "limit": limit, "pages": math.ceil(total / limit)}})

    @roles(*STAFF)
    async def post(self):
        fields = self.body(GroupCreate).model_dump(exclude_unset=True)
        group = await group_service.create_group(self.db, self.principal, fields)
        self.answer({"message": "Installment group created successfully", "id": group.id}, 201)


class GroupHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving installment group", "PUT": "Error updating installment group",
                        "DELETE": "Error deleting installment group"}

    @roles(*READERS)
    async def get(self, id: int):
        group = await group_service.visible_group(self.db, self.principal, id)
        self.answer((await group_service.group_records(self.db, [group], self.today(), single=True))[0])

    @roles(*STAFF)
    async def put(self, id: int):
        await group_service.update_group(self.db, self.principal, id, changes(self.body(GroupUpdate)))
        self.answer({"message": "Installment group updated successfully"})

    @roles(*STAFF)
    async def delete(self, id: int):
        await group_service.delete_group(self.db, self.principal, id)
        self.answer({"message": "Installment group deleted successfully"})


class GroupInstallmentsHandler(BaseHandler):
    failure_message = "Error retrieving installments"

    @roles(*READERS)
    async def get(self, groupId: int):
        self.answer(await installment_service.group_installments(self.db, self.principal, groupId, self.today()))


class UnpaidInstallmentsHandler(BaseHandler):
    failure_message = "Error retrieving unpaid installments"

    @roles(*READERS)
    async def get(self):
        self.answer(await installment_service.unpaid(self.db, self.principal, self.today()))


class InstallmentsHandler(BaseHandler):
    failure_message = "Error creating installments"

    @roles(*STAFF)
    async def post(self):
        body = self.body(InstallmentsCreate)
        items = [item.model_dump() for item in body.installments]
        count = await installment_service.add_installments(self.db, self.principal, body.groupId, items)
        self.answer({"message": "Installments created successfully", "count": count}, 201)


class BulkInstallmentsHandler(BaseHandler):
    failure_message = "Error updating installments"

    @roles(*STAFF)
    async def put(self):
        body = self.body(BulkUpdate)
        wanted: dict[int, dict] = {}
        for item in body.installments:
            if item.id in wanted:
                raise ApiError(400, f"installments: installment {item.id} is listed twice")
            wanted[item.id] = item.model_dump(exclude_unset=True, exclude={"id"})
        await installment_service.update_installments(self.db, self.principal, wanted, group_id=body.groupId)
        self.answer({"message": "Installments updated successfully"})


class InstallmentHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving installment", "PUT": "Error updating installment",
                        "DELETE": "Error deleting installment"}

    @roles(*READERS)
    async def get(self, id: int):
        self.answer(await installment_service.get_installment(self.db, self.principal, id, self.today()))

    @roles(*STAFF)
    async def put(self, id: int):
        fields = changes(self.body(InstallmentUpdate))
        await installment_service.update_installments(self.db, self.principal, {id: fields})
        self.answer({"message": "Installment updated successfully"})

    @roles(*STAFF)
    async def delete(self, id: int):
        await installment_service.delete_installment(self.db, self.principal, id)
        self.answer({"message": "Installment deleted successfully"})


class GroupLogsHandler(BaseHandler):
    failure_message = "Error retrieving logs"

    @roles(*READERS)
    async def get(self, groupId: int):
        self.answer(await group_service.logs(self.db, self.principal, groupId))


class ReminderBody(BaseModel):
    contact: Text
    groupId: Id


class ReminderHandler(BaseHandler):
    failure_message = "Error sending reminder"

    # A job sends the WhatsApp template message; this waits for it (services.reminders.WAIT_SECONDS).
    @roles(*STAFF)
    async def post(self):
        body = self.body(ReminderBody)
        self.answer(await reminders.request_reminder(self.db, self.principal, body.groupId, body.contact,
                                                     self.today()))


BASE = r"/api/installment-groups"
routes = [
    (rf"{BASE}/?", GroupsHandler),
    (rf"{BASE}/installments/unpaid/?", UnpaidInstallmentsHandler),
    (rf"{BASE}/installments/bulk/?", BulkInstallmentsHandler),
    (rf"{BASE}/installments/?", InstallmentsHandler),
    (rf"{BASE}/installments/(?P<id>[^/]+)/?", InstallmentHandler),
    (rf"{BASE}/logs/(?P<groupId>[^/]+)/?", GroupLogsHandler),
    (rf"{BASE}/sendReminder/?", ReminderHandler),
    (rf"{BASE}/(?P<groupId>[^/]+)/installments/?", GroupInstallmentsHandler),
    (rf"{BASE}/(?P<id>[^/]+)/?", GroupHandler),
]
