"""Payments: list, create (with an optional Idempotency-Key), update (approve, decline), delete; and the
client-facing list of one's own payments."""

from datetime import date, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from documents import payments
from errors import ApiError
from handlers.access import roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Id, LongText, PositiveMoney, Text, changes
from handlers.openapi import Exportable, MessageAnswer, PdfOr, describe
from services import idempotency
from services import payments as payment_service

Status = Literal["pending", "approved", "declined"]


class PaymentCreate(BaseModel):
    accountType: Text
    serviceType: Text
    amount: PositiveMoney
    paymentType: Literal["income", "expense"]
    paymentDate: date
    company: Id
    description: LongText | None = None
    clientId: Id | None = None
    status: Status = "pending"
    associatedEntity: Text | None = None
    installmentGroupId: Id | None = None


class PaymentUpdate(Changes):
    accountType: Text = NOT_GIVEN
    serviceType: Text = NOT_GIVEN
    amount: PositiveMoney = NOT_GIVEN
    paymentType: Literal["income", "expense"] = NOT_GIVEN
    description: LongText | None = None
    clientId: Id | None = None
    paymentDate: date = NOT_GIVEN
    status: Status = NOT_GIVEN


class PaymentAttachment(BaseModel):
    attachment: str  # the file's location, /api/files/<id>
    title: str


class AssignedAgent(BaseModel):
    agentId: int


class PaymentRecord(BaseModel):
    id: int
    accountType: str | None
    serviceType: str
    amount: float
    paymentType: str
    description: str | None
    clientId: int | None
    clientName: str | None
    paymentDate: datetime
    createdBy: str | None  # the author's name
    company: str | None  # the company's name
    companyId: int
    status: str
    installmentGroupId: int | None
    installmentGroupName: str | None
    attachments: list[PaymentAttachment]
    assignedAgents: list[AssignedAgent]
    associatedEntity: str | None
    createdAt: datetime
    updatedAt: datetime | None


class PaymentCreated(BaseModel):
    message: str
    id: int
    newPayment: PaymentRecord = NOT_GIVEN  # for an installment payment


class ClientPayment(BaseModel):
    id: int
    clientId: int | None
    amount: float
    paymentDate: datetime
    paymentType: str
    description: str | None
    serviceType: str
    company: int
    companyName: str | None
    status: str


IdempotencyKey = Annotated[str, Field(min_length=1, max_length=200)]
PAYMENT_NOT_FOUND = "Payment not found"


class PaymentsHandler(BaseHandler):
    heavy_methods = ("GET",)  # reads many documents: see MAX_HEAVY_IN_FLIGHT
    failure_messages = {"GET": "Error retrieving payments", "POST": "Error creating payment"}

    # Scoped to the caller's companies; clients get 401 as the document says.
    @roles("admin", "finance", "agent", refused_client_status=401)
    @describe("Payments of the caller's companies", responses={200: Exportable(list[PaymentRecord])}, query={
        "company": (Id, "Only this company's payments"), "client": (Id, "Only this client's payments"),
        "status": (Status, "Only payments in this state"), "accountType": (str, "Only this account type (name)"),
        "query": (str, "Account type names containing this text (not used when accountType is given)"),
        "format": (Literal["csv", "xlsx"], "Answer the same rows as a file to download (default: JSON)")})
    async def get(self):
        kind = self.export_format()
        status = self.query_text("status")
        if status is not None and status not in payments.STATUSES:
            raise ApiError(400, f"status must be one of {', '.join(payments.STATUSES)}")
        found = await payments.find(self.db, self.current_user.scope, company_id=self.query_int("company"),
                                    client_id=self.query_int("client"), status=status,
                                    account_type=self.query_text("accountType"), query=self.query_text("query"))
        records = await payment_service.payment_records(self.db, found)
        if kind is not None:
            return await self.answer_export(kind, "payments", list(PaymentRecord.model_fields), records)
        self.answer(records)

    @roles("admin", "finance", "agent", refused_client_status=401)
    @describe("Record a payment; an installment payment (serviceType installment_payment) names its group",
              body=PaymentCreate,
              headers={"Idempotency-Key": (IdempotencyKey, "A retry with the same key and body answers the first "
                                                           "answer again instead of recording a second payment")},
              example={"accountType": "Bank transfer", "serviceType": "installment_payment", "amount": "1500.00",
                       "paymentType": "income", "paymentDate": "2026-01-15", "company": 1, "installmentGroupId": 1},
              responses={201: PaymentCreated, 403: "The company is not one of the caller's",
                         404: "Installment group not found",
                         409: "The Idempotency-Key was used with another body, or its request is still running"})
    async def post(self):
        fields = self.body(PaymentCreate).model_dump()
        answer = await idempotency.once(
            self.db, self.current_user, self.request.headers.get("Idempotency-Key"), fields,
            lambda record_id: payment_service.create_payment(self.db, self.current_user, fields, record_id))
        if isinstance(answer, idempotency.Replay):
            self.set_status(answer.status)
            self.finish(answer.body)
        else:
            self.answer(answer, 201)


class PaymentHandler(BaseHandler):
    failure_messages = {"PUT": "Error updating payment", "DELETE": "Error deleting payment"}

    @roles("admin", "finance", refused_client_status=401)
    @describe("Change, approve or decline a payment (declining deletes it)", body=PaymentUpdate,
              example={"status": "approved"}, responses={200: MessageAnswer, 404: PAYMENT_NOT_FOUND})
    async def put(self, id: int):
        fields = changes(self.body(PaymentUpdate))
        result = await payment_service.update_payment(self.db, self.current_user, id, fields)
        self.answer({"message": "Payments deleted successfully" if result == "deleted"
                     else "Payments updated successfully"})

    # Refused (400) for a payment without `associatedEntity` unless the caller is a super-admin.
    @roles("admin", "finance", refused_client_status=401)
    @describe("Delete a payment", responses={200: MessageAnswer, 404: PAYMENT_NOT_FOUND,
                                             400: "The payment has no associatedEntity (super-admin only)"})
    async def delete(self, id: int):
        await payment_service.delete_payment(self.db, self.current_user, id)
        self.answer({"message": "Payments deleted successfully"})


class ClientPaymentsHandler(BaseHandler):
    heavy_methods = ("GET",)  # reads many documents: see MAX_HEAVY_IN_FLIGHT
    failure_message = "Error retrieving payments"

    # The payments of the client record whose email is the caller's.
    @roles("admin", "finance", "client", refused_status=401)
    @describe("The payments of the client whose email is the caller's", responses={200: list[ClientPayment]})
    async def get(self):
        self.answer(await payment_service.client_payments(self.db, self.current_user))


class ReceiptHandler(BaseHandler):
    failure_message = "Error building the receipt"

    @roles("admin", "finance", "agent", "client")
    @describe("The receipt of an approved payment, as a PDF (staff of its company, or the client it belongs to)",
              responses={200: PdfOr(), 404: PAYMENT_NOT_FOUND, 409: "The payment is not approved"})
    async def get(self, id: int):
        body = await payment_service.receipt(self.db, self.current_user, id, self.today())
        self.answer_pdf(body, f"receipt-{id}.pdf")


routes = [
    (r"/api/payments/?", PaymentsHandler),
    (r"/api/payments/(?P<id>[^/]+)/receipt/?", ReceiptHandler),
    (r"/api/payments/(?P<id>[^/]+)/?", PaymentHandler),
    (r"/api/client/payments/?", ClientPaymentsHandler),
]
