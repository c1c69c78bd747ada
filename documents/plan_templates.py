"""Plan templates (CONTRACT 15): a company's standard payment plans (10/90, 60/40 with post-handover rows), each
row a share of the price due some months after the plan's start, or on an event (no date)."""

from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel
from pymongo import IndexModel

from documents.base import StoredDocument, find_company_records, utcnow
from documents.counters import next_id
from documents.scope import Scope

COLLECTION = "planTemplates"
SCOPED = True
INDEXES = [
    # The company filter of every scoped read, in id order (`?project=` filters the company's few templates).
    IndexModel([("company", 1), ("_id", 1)], name="company_id"),
    # Does a project still have templates (project delete).
    IndexModel("project", name="project"),
]


class TemplateRow(BaseModel):
    description: str
    percentage: Decimal
    isFee: bool = False
    postHandover: bool = False
    dueMonths: int | None = None  # months after the plan's start; None: tied to an event, no due date


class PlanTemplate(StoredDocument):
    name: str
    company: int
    project: int | None = None
    rows: list[TemplateRow]
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None

    def to_mongo(self) -> dict:
        doc = super().to_mongo()
        doc["rows"] = [{**row, "percentage": str(row["percentage"])} for row in doc["rows"]]  # exact, as text
        return doc


async def find(db, scope: Scope, *, company_id: int | None = None, project_id: int | None = None,
               record_id: int | None = None) -> list[PlanTemplate]:
    criteria = scope.records(company_id, record_id)
    if project_id is not None:
        criteria["project"] = project_id
    return await find_company_records(db[COLLECTION], PlanTemplate, criteria)


async def get(db, scope: Scope, template_id: int, session=None) -> PlanTemplate | None:
    return PlanTemplate.from_mongo(await db[COLLECTION].find_one(scope.records(record_id=template_id),
                                                                 session=session))


async def insert(db, scope: Scope, *, name: str, company: int, project: int | None, rows: list[TemplateRow],
                 created_by: int) -> PlanTemplate:
    if not scope.allows(company):
        raise PermissionError(f"company {company} is outside the caller's scope")
    template = PlanTemplate(id=await next_id(db, COLLECTION), name=name, company=company, project=project, rows=rows,
                            createdBy=created_by, createdAt=utcnow())
    await db[COLLECTION].insert_one(template.to_mongo())
    return template


async def replace(db, scope: Scope, template: PlanTemplate) -> bool:
    """Stores the changed template; False when it no longer exists in the scope."""
    changed = template.model_copy(update={"updatedAt": utcnow()})
    result = await db[COLLECTION].replace_one(scope.records(record_id=template.id), changed.to_mongo())
    return result.matched_count == 1


async def delete(db, scope: Scope, template_id: int) -> bool:
    return (await db[COLLECTION].delete_one(scope.records(record_id=template_id))).deleted_count == 1


async def forget_project(db, scope: Scope, project_id: int, session=None) -> None:
    """The templates of a project deleted or moved to another company become company-wide (project null)."""
    await db[COLLECTION].update_many({"project": project_id, **scope.filter()}, {"$set": {"project": None}},
                                     session=session)
