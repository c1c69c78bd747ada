"""Companies: list, create, update, delete, the write-only provider token and messaging settings."""

from datetime import datetime

from pydantic import BaseModel

from documents import companies
from errors import not_found
from handlers.access import roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Id, Text, changes
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import companies as company_service


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


class CompanyRecord(BaseModel):
    id: int
    name: str
    isActive: bool
    createdAt: datetime
    updatedAt: datetime | None
    hasToken: bool
    hasMessaging: bool


def company_out(company: companies.Company) -> dict:
    return {"id": company.id, "name": company.name, "isActive": company.isActive, "createdAt": company.createdAt,
            "updatedAt": company.updatedAt, "hasToken": company.hasToken, "hasMessaging": company.has_messaging}


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


routes = [
    (r"/api/companies/?", CompaniesHandler),
    (r"/api/companies/token/?", CompanyTokenHandler),
    (r"/api/companies/(?P<id>[^/]+)/messaging/?", CompanyMessagingHandler),
    (r"/api/companies/(?P<id>[^/]+)/?", CompanyHandler),
]
