"""Plan templates (CONTRACT 15): a company's standard plans, read by its staff and kept by its admins, and applied
to a group by admin or finance (a dry run shows the installments, a real run stores them)."""

from datetime import date, datetime
from decimal import Decimal
from typing import Annotated

from pydantic import BaseModel, Field

from documents import plan_templates
from documents.plan_templates import PlanTemplate, TemplateRow
from handlers.access import STAFF, roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Id, Percentage, PositiveMoney, Text, changes
from handlers.installment_groups.installments import AppliedPayment
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import plan_templates as template_service

MAX_ROWS = 240  # twenty years of monthly instalments


class RowIn(BaseModel):
    description: Text
    percentage: Percentage
    isFee: bool = False
    postHandover: bool = False
    dueMonths: Annotated[int, Field(ge=0, le=1200)] | None = None


Rows = Annotated[list[RowIn], Field(min_length=1, max_length=MAX_ROWS)]


class TemplateCreate(BaseModel):
    name: Text
    company: Id
    project: Id | None = None
    rows: Rows


class TemplateUpdate(Changes):
    name: Text = NOT_GIVEN
    project: Id | None = NOT_GIVEN
    rows: Rows = NOT_GIVEN


class RowOut(BaseModel):
    description: str
    percentage: float
    isFee: bool
    postHandover: bool
    dueMonths: int | None


class TemplateRecord(BaseModel):
    id: int
    name: str
    company: int
    project: int | None
    rows: list[RowOut]


class ApplyBody(BaseModel):
    templateId: Id
    price: PositiveMoney
    startDate: date
    dryRun: bool = False


class PlannedInstallment(BaseModel):
    """An installment as GET /:groupId/installments shows it, not stored yet: no id, no creation time."""
    id: None
    groupId: int
    amount: float
    balance: float
    dueDate: datetime | None
    description: str
    status: str
    isFee: bool
    percentage: float
    postHandover: bool
    paymentId: None
    lateFeeFor: None
    payments: list[AppliedPayment]
    createdBy: int | None
    createdAt: None
    updatedAt: None


class DryRunAnswer(BaseModel):
    installments: list[PlannedInstallment]


class AppliedAnswer(BaseModel):
    message: str
    count: int


def rows_in(rows: list[RowIn]) -> list[TemplateRow]:
    return [TemplateRow(description=row.description, percentage=Decimal(repr(row.percentage)), isFee=row.isFee,
                        postHandover=row.postHandover, dueMonths=row.dueMonths) for row in rows]


def template_out(template: PlanTemplate) -> dict:
    return {"id": template.id, "name": template.name, "company": template.company, "project": template.project,
            "rows": [{"description": row.description, "percentage": float(row.percentage), "isFee": row.isFee,
                      "postHandover": row.postHandover, "dueMonths": row.dueMonths} for row in template.rows]}


class PlanTemplatesHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving plan templates", "POST": "Error creating plan template"}

    # Staff of the caller's companies read; admins create, in one of their companies.
    @roles(*STAFF)
    @describe("Plan templates of the caller's companies", responses={200: list[TemplateRecord]},
              query={"company": (Id, "Only this company's templates"), "project": (Id, "Only this project's")})
    async def get(self):
        found = await plan_templates.find(
            self.db, self.current_user.scope, company_id=self.query_int("company"),
            project_id=self.query_int("project"))
        self.answer([template_out(template) for template in found])

    @roles("admin")
    @describe("Create a plan template (the rows that are not fees add up to 100%)", body=TemplateCreate,
              example={"name": "20/80", "company": 1, "rows": [
                  {"description": "Down payment", "percentage": 20, "dueMonths": 0},
                  {"description": "DLD fee", "percentage": 4, "isFee": True, "dueMonths": 0},
                  {"description": "On handover", "percentage": 80, "dueMonths": None}]},
              responses={201: CreatedAnswer, 403: "The company is not one of the caller's"})
    async def post(self):
        body = self.body(TemplateCreate)
        template = await template_service.create_template(self.db, self.current_user, name=body.name,
                                                          company=body.company, project=body.project,
                                                          rows=rows_in(body.rows))
        self.answer({"message": "Plan template created successfully", "id": template.id}, 201)


class PlanTemplateHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving plan template", "PUT": "Error updating plan template",
                        "DELETE": "Error deleting plan template"}

    # One template of the caller's companies (404 for another company's).
    @roles(*STAFF)
    @describe("One plan template", responses={200: TemplateRecord, 404: "Plan template not found"})
    async def get(self, id: int):
        self.answer(template_out(await template_service.get_template(self.db, self.current_user.scope, id)))

    @roles("admin")
    @describe("Change a plan template's name, project or rows", body=TemplateUpdate,
              example={"name": "10/90 launch offer"}, responses={200: MessageAnswer, 404: "Plan template not found"})
    async def put(self, id: int):
        body = self.body(TemplateUpdate)
        fields = changes(body)
        if "rows" in fields:
            fields["rows"] = rows_in(body.rows)
        await template_service.update_template(self.db, self.current_user.scope, id, fields)
        self.answer({"message": "Plan template updated successfully"})

    @roles("admin")
    @describe("Delete a plan template", responses={200: MessageAnswer, 404: "Plan template not found"})
    async def delete(self, id: int):
        await template_service.delete_template(self.db, self.current_user.scope, id)
        self.answer({"message": "Plan template deleted successfully"})


class GroupPlanHandler(BaseHandler):
    failure_messages = {"POST": "Error applying plan template"}

    # Admin and finance of the group's company, on a group they see; the template of the same company.
    @roles("admin", "finance")
    @describe("Fill an empty group's plan from a template: each row price x percentage, the rounding remainder on "
              "the last row that is not a fee, due `dueMonths` after `startDate` (dryRun: shown, nothing stored)",
              body=ApplyBody, example={"templateId": 1, "price": "1250000.00", "startDate": "2027-01-31",
                                       "dryRun": True},
              responses={200: DryRunAnswer, 201: AppliedAnswer, 400: "A template of another company",
                         404: "Installment group or plan template not found",
                         409: "The group already has installments"})
    async def post(self, id: int):
        body = self.body(ApplyBody)
        answer = await template_service.apply_template(self.db, self.current_user, id, body.templateId, body.price,
                                                       body.startDate, body.dryRun)
        self.answer(answer, 200 if body.dryRun else 201)


routes = [
    (r"/api/planTemplates/?", PlanTemplatesHandler),
    (r"/api/planTemplates/(?P<id>[^/]+)/?", PlanTemplateHandler),
    (r"/api/installment-groups/(?P<id>[^/]+)/plan/?", GroupPlanHandler),
]
