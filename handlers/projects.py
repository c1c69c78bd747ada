"""Projects: list (with developer names), single, create, update, delete, all within the caller's companies."""

from datetime import datetime

from pydantic import BaseModel

from documents import developers, projects
from handlers.access import STAFF, roles
from handlers.company_records import CompanyRecordsHandler
from handlers.fields import NOT_GIVEN, Changes, Id, LongText, Text, changes
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import projects as project_service


class ProjectCreate(BaseModel):
    name: Text
    company: Id
    description: LongText | None = None
    developerId: Id
    isActive: bool = True


class ProjectUpdate(Changes):
    name: Text = NOT_GIVEN
    company: Id = NOT_GIVEN
    description: LongText | None = None
    isActive: bool = NOT_GIVEN
    developerId: Id = NOT_GIVEN


class ProjectRecord(BaseModel):
    id: int
    name: str
    description: str | None
    isActive: bool
    createdBy: int | None
    developerId: int
    developerName: str | None
    company: int
    createdAt: datetime
    updatedAt: datetime | None


def project_out(project: projects.Project, developer_names: dict[int, str]) -> dict:
    return {"id": project.id, "name": project.name, "description": project.description,
            "isActive": project.isActive, "createdBy": project.createdBy, "developerId": project.developerId,
            "developerName": developer_names.get(project.developerId), "company": project.company,
            "createdAt": project.createdAt, "updatedAt": project.updatedAt}


class ProjectRecords(CompanyRecordsHandler):
    documents = projects

    async def present(self, found: list[projects.Project]) -> list[dict]:
        names = await developers.names_by_ids(self.db, [project.developerId for project in found])
        return [project_out(project, names) for project in found]


class ProjectsHandler(ProjectRecords):
    failure_messages = {"GET": "Error retrieving projects", "POST": "Error creating project"}

    @roles(*STAFF)
    @describe("Projects of the caller's companies", responses={200: list[ProjectRecord]})
    async def get(self):
        await self.answer_records()

    @roles(*STAFF)
    @describe("Create a project in one of the caller's companies", body=ProjectCreate,
              example={"name": "Creek Tower", "company": 1, "developerId": 1},
              responses={201: CreatedAnswer, 403: "The company is not one of the caller's",
                         404: "Developer not found"})
    async def post(self):
        body = self.body(ProjectCreate)
        project = await project_service.create_project(
            self.db, self.current_user, name=body.name, description=body.description, is_active=body.isActive,
            developer_id=body.developerId, company_id=body.company)
        self.answer({"message": "Project created successfully", "id": project.id}, 201)


class SingleProjectHandler(ProjectRecords):
    failure_messages = {"GET": "Error retrieving project"}

    @roles(*STAFF)
    @describe("One project, as a list: [] when unknown or outside the caller's companies",
              responses={200: list[ProjectRecord]})
    async def get(self, id: int):
        await self.answer_records(record_id=id)


class ProjectHandler(ProjectRecords):
    failure_messages = {"GET": "Error retrieving projects", "PUT": "Error updating project",
                        "DELETE": "Error deleting project"}
    company_on_get = True

    @roles(*STAFF)
    @describe("The projects of company `id`: [] outside the caller's companies",
              responses={200: list[ProjectRecord]})
    async def get(self, id: int):
        await self.answer_records(company_id=id)

    @roles(*STAFF)
    @describe("Change a project", body=ProjectUpdate, example={"isActive": False},
              responses={200: MessageAnswer, 404: "Project not found",
                         409: "It has installment groups: it cannot move to another company"})
    async def put(self, id: int):
        fields = changes(self.body(ProjectUpdate))
        await project_service.update_project(self.db, self.current_user.scope, id, fields)
        self.answer({"message": "Project updated successfully"})

    @roles(*STAFF)
    @describe("Delete a project that has no installment groups",
              responses={200: MessageAnswer, 404: "Project not found", 409: "It still has installment groups"})
    async def delete(self, id: int):
        await project_service.delete_project(self.db, self.current_user.scope, id)
        self.answer({"message": "Project deleted successfully"})


routes = [
    (r"/api/projects/?", ProjectsHandler),
    (r"/api/projects/single/(?P<id>[^/]+)/?", SingleProjectHandler),
    (r"/api/projects/(?P<id>[^/]+)/?", ProjectHandler),
]
