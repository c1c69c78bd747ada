"""Developers: list, single, create, update, delete, all within the caller's companies."""

from datetime import datetime

from pydantic import BaseModel

from documents import developers
from handlers.access import STAFF, roles
from handlers.company_records import CompanyRecordsHandler
from handlers.fields import NOT_GIVEN, Changes, Id, Text, changes
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import projects as project_service
from services.companies import require_company


class DeveloperCreate(BaseModel):
    name: Text
    company: Id


class DeveloperUpdate(Changes):
    name: Text = NOT_GIVEN
    company: Id = NOT_GIVEN


class DeveloperRecord(BaseModel):
    id: int
    name: str
    company: int
    createdAt: datetime
    updatedAt: datetime | None


def developer_out(developer: developers.Developer) -> dict:
    return {"id": developer.id, "name": developer.name, "company": developer.company,
            "createdAt": developer.createdAt, "updatedAt": developer.updatedAt}


class DeveloperRecords(CompanyRecordsHandler):
    documents = developers

    async def present(self, found: list[developers.Developer]) -> list[dict]:
        return [developer_out(developer) for developer in found]


class DevelopersHandler(DeveloperRecords):
    failure_messages = {"GET": "Error retrieving developers", "POST": "Error creating developer"}

    @roles(*STAFF)
    @describe("Developers of the caller's companies", responses={200: list[DeveloperRecord]})
    async def get(self):
        await self.answer_records()

    @roles(*STAFF)
    @describe("Create a developer in one of the caller's companies", body=DeveloperCreate,
              example={"name": "Emaar", "company": 1},
              responses={201: CreatedAnswer, 403: "The company is not one of the caller's"})
    async def post(self):
        body = self.body(DeveloperCreate)
        await require_company(self.db, self.current_user.scope, body.company)
        developer = await developers.insert(self.db, self.current_user.scope, name=body.name, company=body.company,
                                            created_by=self.current_user.id)
        self.answer({"message": "Developer created successfully", "id": developer.id}, 201)


class SingleDeveloperHandler(DeveloperRecords):
    failure_messages = {"GET": "Error retrieving developer"}

    @roles(*STAFF)
    @describe("One developer, as a list: [] when unknown or outside the caller's companies",
              responses={200: list[DeveloperRecord]})
    async def get(self, id: int):
        await self.answer_records(record_id=id)


class DeveloperHandler(DeveloperRecords):
    failure_messages = {"GET": "Error retrieving developers", "PUT": "Error updating developer",
                        "DELETE": "Error deleting developer"}
    company_on_get = True

    @roles(*STAFF)
    @describe("The developers of company `id`: [] outside the caller's companies",
              responses={200: list[DeveloperRecord]})
    async def get(self, id: int):
        await self.answer_records(company_id=id)

    @roles(*STAFF)
    @describe("Change a developer", body=DeveloperUpdate, example={"name": "Emaar Properties"},
              responses={200: MessageAnswer, 404: "Developer not found",
                         409: "It has projects: it cannot move to another company"})
    async def put(self, id: int):
        fields = changes(self.body(DeveloperUpdate))
        await project_service.update_developer(self.db, self.current_user.scope, id, fields)
        self.answer({"message": "Developer updated successfully"})

    @roles(*STAFF)
    @describe("Delete a developer that has no projects",
              responses={200: MessageAnswer, 404: "Developer not found", 409: "It still has projects"})
    async def delete(self, id: int):
        await project_service.delete_developer(self.db, self.current_user.scope, id)
        self.answer({"message": "Developer deleted successfully"})


routes = [
    (r"/api/developers/?", DevelopersHandler),
    (r"/api/developers/single/(?P<id>[^/]+)/?", SingleDeveloperHandler),
    (r"/api/developers/(?P<id>[^/]+)/?", DeveloperHandler),
]
