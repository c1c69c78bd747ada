"""Installments of a group: list with balances and summary, unpaid list, one, add, change, bulk change, delete.
Only installments of groups the caller may see (services.groups.visible): others are 404 as if absent."""

from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from errors import ApiError
from handlers.access import STAFF, roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Id, LongText, Money, Page, Percentage, changes, page_number
from handlers.installment_groups.common import GROUP_NOT_FOUND, READERS
from handlers.openapi import CountAnswer, Exportable, MessageAnswer, describe
from services import installments as installment_service

INSTALLMENT_NOT_FOUND = "Installment not found"
# The unpaid list's pages, when asked for (without page or limit it answers every row, as documented).
DEFAULT_UNPAID_LIMIT = 50
MAX_UNPAID_LIMIT = 500
INSTALLMENT_EXAMPLE = {"amount": "150000.00", "dueDate": "2026-03-31", "description": "Second installment",
                       "percentage": 10}


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


class InstallmentUpdate(Changes):
    amount: Money = NOT_GIVEN
    dueDate: date | None = None
    description: LongText | None = None
    isFee: bool = NOT_GIVEN
    status: Literal["unpaid", "pending"] = NOT_GIVEN
    postHandover: bool = NOT_GIVEN
    percentage: Percentage = NOT_GIVEN
    paymentId: Id | None = None


class InstallmentChange(InstallmentUpdate):
    id: Id


class BulkUpdate(BaseModel):
    groupId: Id
    installments: Annotated[list[InstallmentChange], Field(min_length=1, max_length=500)]


class AppliedPayment(BaseModel):
    id: int
    amount: str  # "1500.00": the part of the payment applied to this installment
    clientId: int | None
    paymentDate: date


class InstallmentRecord(BaseModel):
    id: int
    groupId: int
    amount: float
    balance: float
    dueDate: datetime | None
    description: str | None
    status: str
    isFee: bool
    percentage: float
    postHandover: bool
    paymentId: int | None
    lateFeeFor: int | None  # a late fee: the installment it was charged on
    payments: list[AppliedPayment]
    createdBy: int | None
    createdAt: datetime
    updatedAt: datetime | None


class InstallmentDetail(InstallmentRecord):
    createdByName: str | None


class UnpaidInstallment(InstallmentRecord):
    groupName: str
    unitNumber: str
    projectName: str
    companyName: str


class UnpaidInstallments(BaseModel):
    data: list[UnpaidInstallment]
    total: int


class InstallmentSummary(BaseModel):
    totalAmount: float
    totalAmountWithoutFees: float
    paidAmount: float
    pendingAmount: float
    remainingBalance: float
    dueAmount: float
    availableBalance: float
    upcomingPayment: float


class GroupInstallments(BaseModel):
    results: list[InstallmentRecord]
    summary: InstallmentSummary


class GroupInstallmentsHandler(BaseHandler):
    # Not heavy: one group by id, its figures stored with it (it read the group's payments once).
    failure_message = "Error retrieving installments"

    @roles(*READERS)
    @describe("A group's installments in payment order, with its money summary",
              responses={200: GroupInstallments, 404: GROUP_NOT_FOUND})
    async def get(self, groupId: int):
        self.answer(await installment_service.group_installments(self.db, self.current_user, groupId, self.today()))


class UnpaidInstallmentsHandler(BaseHandler):
    heavy_methods = ("GET",)  # reads many documents: see MAX_HEAVY_IN_FLIGHT
    failure_message = "Error retrieving unpaid installments"

    @roles(*READERS)
    @describe("Overdue installments of every visible group, and each group's next one, by due date; all of them, "
              "or one page when `page` or `limit` is given", responses={200: Exportable(UnpaidInstallments)}, query={
                  "company": (Id, "Only this company's groups"),
                  "page": (Page, "Page number (default 1 when limit is given)"),
                  "limit": (Annotated[int, Field(ge=1, le=MAX_UNPAID_LIMIT)],
                            f"Page size (default {DEFAULT_UNPAID_LIMIT} when page is given)"),
                  "format": (Literal["csv", "xlsx"], "Answer the same rows as a file to download (default: JSON)")})
    async def get(self):
        kind = self.export_format()
        page, limit = page_number(self.query_int("page")), self.query_int("limit")
        if limit is not None and limit > MAX_UNPAID_LIMIT:
            raise ApiError(400, f"limit must be at most {MAX_UNPAID_LIMIT}")
        if page is not None or limit is not None:
            page, limit = page or 1, limit or DEFAULT_UNPAID_LIMIT
        found = await installment_service.unpaid(self.db, self.current_user, self.today(),
                                                 company=self.query_int("company"), page=page, limit=limit)
        if kind is not None:
            return await self.answer_export(kind, "unpaid-installments", list(UnpaidInstallment.model_fields),
                                            found["data"])
        self.answer(found)


class InstallmentsHandler(BaseHandler):
    failure_message = "Error creating installments"

    @roles(*STAFF)
    @describe("Add installments to a group", body=InstallmentsCreate,
              example={"groupId": 1, "installments": [INSTALLMENT_EXAMPLE]},
              responses={201: CountAnswer, 404: GROUP_NOT_FOUND})
    async def post(self):
        body = self.body(InstallmentsCreate)
        items = [item.model_dump() for item in body.installments]
        count = await installment_service.add_installments(self.db, self.current_user, body.groupId, items)
        self.answer({"message": "Installments created successfully", "count": count}, 201)


class BulkInstallmentsHandler(BaseHandler):
    failure_message = "Error updating installments"

    @roles(*STAFF)
    @describe("Change several installments of one group at once", body=BulkUpdate,
              example={"groupId": 1, "installments": [{"id": 1, "status": "pending"}]},
              responses={200: MessageAnswer, 400: "Invalid field, or an installment listed twice or of another group",
                         404: "Installment group or installment not found"})
    async def put(self):
        body = self.body(BulkUpdate)
        wanted: dict[int, dict] = {}
        for item in body.installments:
            if item.id in wanted:
                raise ApiError(400, f"installments: installment {item.id} is listed twice")
            wanted[item.id] = item.model_dump(exclude_unset=True, exclude={"id"})
        await installment_service.update_installments(self.db, self.current_user, wanted, group_id=body.groupId)
        self.answer({"message": "Installments updated successfully"})


class InstallmentHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving installment", "PUT": "Error updating installment",
                        "DELETE": "Error deleting installment"}

    @roles(*READERS)
    @describe("One installment", responses={200: InstallmentDetail, 404: INSTALLMENT_NOT_FOUND})
    async def get(self, id: int):
        self.answer(await installment_service.get_installment(self.db, self.current_user, id, self.today()))

    @roles(*STAFF)
    @describe("Change an installment (written to its group's log)", body=InstallmentUpdate,
              example={"amount": 120000, "dueDate": "2026-06-30"},
              responses={200: MessageAnswer, 404: INSTALLMENT_NOT_FOUND})
    async def put(self, id: int):
        fields = changes(self.body(InstallmentUpdate))
        await installment_service.update_installments(self.db, self.current_user, {id: fields})
        self.answer({"message": "Installment updated successfully"})

    @roles(*STAFF)
    @describe("Delete an installment", responses={200: MessageAnswer, 404: INSTALLMENT_NOT_FOUND})
    async def delete(self, id: int):
        await installment_service.delete_installment(self.db, self.current_user, id)
        self.answer({"message": "Installment deleted successfully"})
