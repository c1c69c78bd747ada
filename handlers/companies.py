"""Companies: list, create, update, delete, the write-only provider token and messaging settings."""

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, Field, model_validator

from documents import companies
from errors import not_found
from handlers.access import roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Id, Money, Percentage, Text, changes
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import companies as company_service
from services import figures


class CompanyCreate(BaseModel):
    name: Text
    isActive: bool = True


class CompanyUpdate(Changes):
    name: Text = NOT_GIVEN
    isActive: bool = NOT_GIVEN


class CompanyToken(BaseModel):
    companyId: Id
    token: Text


class MessagingBody(BaseModel):
    phoneNumberId: Text
    templateName: Text
    languageCode: Text
    accessToken: Text


class RemindersBody(BaseModel):
    enabled: bool
    channels: Annotated[list[Literal["email", "whatsapp"]], Field(min_length=1, max_length=2)] = ["email"]
    sendHour: Annotated[int, Field(ge=0, le=23)] = 9


class LateFeesBody(BaseModel):
    enabled: bool
    graceDays: Annotated[int, Field(ge=0, le=3650)] = 0
    percent: Percentage | None = None
    flatAmount: Money | None = None
    cap: Money | None = None

    @model_validator(mode="after")
    def one_kind(self) -> "LateFeesBody":
        if (self.percent is None) == (self.flatAmount is None):
            raise ValueError("give exactly one of percent and flatAmount")
        return self


class ReminderSettingsRecord(BaseModel):
    enabled: bool
    channels: list[str]
    sendHour: int


class LateFeeSettingsRecord(BaseModel):
    enabled: bool
    graceDays: int
    percent: float | None
    flatAmount: float | None
    cap: float | None


class CompanyRecord(BaseModel):
    id: int
    name: str
    isActive: bool
    createdAt: datetime
    updatedAt: datetime | None
    hasToken: bool
    hasMessaging: bool
    reminders: ReminderSettingsRecord
    lateFees: LateFeeSettingsRecord


def _money(cents: int | None) -> Decimal | None:
    return None if cents is None else figures.to_decimal(cents)


def company_out(company: companies.Company) -> dict:
    fees = company.lateFees
    return {"id": company.id, "name": company.name, "isActive": company.isActive, "createdAt": company.createdAt,
            "updatedAt": company.updatedAt, "hasToken": company.hasToken, "hasMessaging": company.has_messaging,
            "reminders": {"enabled": company.reminders.enabled, "channels": company.reminders.channels,
                          "sendHour": company.reminders.sendHour},
            "lateFees": {"enabled": fees.enabled, "graceDays": fees.graceDays,
                         "percent": None if fees.percentBasisPoints is None else fees.percentBasisPoints / 100,
                         "flatAmount": _money(fees.flatAmountCents), "cap": _money(fees.capCents)}}


class CompaniesHandler(BaseHandler):
    failure_messages = {"GET": "Failed to fetch companies", "POST": "Failed to create company"}

    @roles("admin", "sales", "finance", "agent")
    @describe("The caller's companies", query={"query": (str, "Only names containing this text")},
              responses={200: list[CompanyRecord]})
    async def get(self):
        found = await companies.list_visible(self.db, self.current_user.scope, self.query_text("query"))
        self.answer([company_out(company) for company in found])

    @roles("admin")
    @describe("Create a company (an admin is granted it)", body=CompanyCreate, example={"name": "Acme Estates"},
              responses={201: CreatedAnswer})
    async def post(self):
        body = self.body(CompanyCreate)
        company = await company_service.create_company(self.db, self.current_user, body.name, body.isActive)
        self.answer({"message": "Companies created successfully", "id": company.id}, 201)


class CompanyHandler(BaseHandler):
    failure_messages = {"PUT": "Failed to update company", "DELETE": "Failed to delete company"}

    @roles("admin")
    @describe("Rename, activate or deactivate a company", body=CompanyUpdate, example={"isActive": False},
              responses={200: MessageAnswer, 404: "Company not found"})
    async def put(self, id: int):
        fields = changes(self.body(CompanyUpdate))
        await company_service.update_company(self.db, self.current_user.scope, id, fields)
        self.answer({"message": "Companies updated successfully"})

    @roles("admin")
    @describe("Delete a company that has no records left",
              responses={200: MessageAnswer, 404: "Company not found", 409: "The company still has records"})
    async def delete(self, id: int):
        await company_service.delete_company(self.db, self.current_user.scope, id)
        self.answer({"message": "Companies deleted successfully"})


class CompanyTokenHandler(BaseHandler):
    failure_message = "Failed to update company"

    @roles("admin")
    @describe("Store a company's payment-provider token (write-only)", body=CompanyToken,
              example={"companyId": 1, "token": "provider-token"},
              responses={200: MessageAnswer, 404: "Company not found"})
    async def post(self):
        body = self.body(CompanyToken)
        if not await companies.set_provider_token(self.db, self.current_user.scope, body.companyId, body.token):
            raise not_found("Company")
        self.answer({"message": "Company updated successfully"})


class CompanyMessagingHandler(BaseHandler):
    failure_message = "Failed to update messaging settings"

    @roles("admin")
    @describe("Set a company's WhatsApp messaging settings (the access token is write-only)", body=MessagingBody,
              example={"phoneNumberId": "1234567890", "templateName": "installment_reminder",
                       "languageCode": "en", "accessToken": "whatsapp-token"},
              responses={200: MessageAnswer, 404: "Company not found"})
    async def put(self, id: int):
        body = self.body(MessagingBody)
        settings = companies.MessagingSettings(**body.model_dump())
        if not await companies.set_messaging(self.db, self.current_user.scope, id, settings):
            raise not_found("Company")
        self.answer({"message": "Messaging settings updated successfully"})


class CompanyRemindersHandler(BaseHandler):
    failure_message = "Failed to update reminder settings"

    @roles("admin")
    @describe("Switch automatic reminders on or off for a company (CONTRACT 13); each PUT replaces the settings",
              body=RemindersBody, example={"enabled": True, "channels": ["email", "whatsapp"], "sendHour": 9},
              responses={200: MessageAnswer, 404: "Company not found"})
    async def put(self, id: int):
        body = self.body(RemindersBody)
        await company_service.set_reminders(self.db, self.current_user.scope, id, body.enabled,
                                            list(dict.fromkeys(body.channels)), body.sendHour, self.today())
        self.answer({"message": "Reminder settings updated successfully"})


class CompanyLateFeesHandler(BaseHandler):
    failure_message = "Failed to update late fee settings"

    @roles("admin")
    @describe("Switch automatic late fees on or off for a company (CONTRACT 13): a percent of the overdue "
              "balance or a flat amount, at most `cap`", body=LateFeesBody,
              example={"enabled": True, "graceDays": 7, "percent": 2.5, "cap": 500},
              responses={200: MessageAnswer, 404: "Company not found"})
    async def put(self, id: int):
        body = self.body(LateFeesBody)
        settings = companies.LateFeeSettings(
            enabled=body.enabled, graceDays=body.graceDays,
            percentBasisPoints=None if body.percent is None else int(Decimal(repr(body.percent)) * 100),
            flatAmountCents=None if body.flatAmount is None else figures.to_cents(body.flatAmount),
            capCents=None if body.cap is None else figures.to_cents(body.cap))
        if not await companies.set_late_fees(self.db, self.current_user.scope, id, settings):
            raise not_found("Company")
        self.answer({"message": "Late fee settings updated successfully"})


routes = [
    (r"/api/companies/?", CompaniesHandler),
    (r"/api/companies/token/?", CompanyTokenHandler),
    (r"/api/companies/(?P<id>[^/]+)/messaging/?", CompanyMessagingHandler),
    (r"/api/companies/(?P<id>[^/]+)/reminders/?", CompanyRemindersHandler),
    (r"/api/companies/(?P<id>[^/]+)/lateFees/?", CompanyLateFeesHandler),
    (r"/api/companies/(?P<id>[^/]+)/?", CompanyHandler),
]
