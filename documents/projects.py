"""Projects: the developments a company sells units of, each built by one developer of that company."""

from datetime import datetime

from pymongo import IndexModel

from documents import base
from documents.base import StoredDocument, find_company_records, utcnow
from documents.counters import next_id
from documents.scope import Scope

COLLECTION = "projects"
SCOPED = True
INDEXES = [
    # Serves the company filter of every scoped read, in id order.
    IndexModel([("company", 1), ("_id", 1)], name="company_id"),
    # Serves "does this developer still have projects?".
    IndexModel("developerId", name="developerId"),
]


class Project(StoredDocument):
    name: str
    description: str | None = None
    isActive: bool = True
    createdBy: int | None = None
    developerId: int
    company: int
    createdAt: datetime
    updatedAt: datetime | None = None


async def find(db, scope: Scope, *, company_id: int | None = None, record_id: int | None = None) -> list[Project]:
    return await find_company_records(db[COLLECTION], Project, scope.records(company_id, record_id))


async def get(db, scope: Scope, project_id: int, session=None) -> Project | None:
    return Project.from_mongo(await db[COLLECTION].find_one(scope.records(record_id=project_id), session=session))


async def insert(db, scope: Scope, *, name: str, description: str | None, is_active: bool, developer_id: int,
                 company: int, created_by: int, session=None) -> Project:
    if not scope.allows(company):
        raise PermissionError(f"company {company} is outside the caller's scope")
    project = Project(id=await next_id(db, COLLECTION), name=name, description=description, isActive=is_active,
                      createdBy=created_by, developerId=developer_id, company=company, createdAt=utcnow())
    await db[COLLECTION].insert_one(project.to_mongo(), session=session)
    return project


async def update(db, scope: Scope, project_id: int, fields: dict, session=None) -> bool:
    """Sets `fields`; False when the project does not exist in the scope."""
    result = await db[COLLECTION].update_one(
        scope.records(record_id=project_id), {"$set": {**fields, "updatedAt": utcnow()}}, session=session
    )
    return result.matched_count == 1


async def delete(db, scope: Scope, project_id: int, session=None) -> bool:
    result = await db[COLLECTION].delete_one(scope.records(record_id=project_id), session=session)
    return result.deleted_count == 1


async def developer_has_projects(db, scope: Scope, developer_id: int, session=None) -> bool:
    return await base.exists(db[COLLECTION], {"developerId": developer_id, **scope.filter()}, session=session)
