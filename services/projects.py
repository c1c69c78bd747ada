"""Developers and projects kept consistent: a project's developer exists and belongs to the project's
company, and a developer neither disappears nor changes company under its projects."""

from documents import developers, installment_groups, plan_templates, projects
from documents.database import in_transaction
from documents.scope import Scope
from errors import ApiError, not_found
from services.companies import require_company

# Each check and the write it guards run in one transaction, and linking a project writes to its
# developer (`developers.hold`), so a concurrent delete or move of that developer conflicts and is
# retried against the committed state instead of leaving a project without a valid developer.


async def link_developer(db, scope: Scope, developer_id: int, company_id: int, session) -> None:
    """404 when the developer is unknown or outside the caller's scope, 400 when it belongs to
    another company than the project's."""
    developer = await developers.get(db, scope, developer_id, session=session)
    if developer is None:
        raise not_found("Developer")
    if developer.company != company_id:
        raise ApiError(400, "Developer belongs to another company")
    await developers.hold(db, scope, developer_id, session)


async def create_project(db, creator, *, name: str, description: str | None, is_active: bool,
                         developer_id: int, company_id: int) -> projects.Project:
    await require_company(db, creator.scope, company_id)

    async def create(session):
        await link_developer(db, creator.scope, developer_id, company_id, session)
        return await projects.insert(db, creator.scope, name=name, description=description, is_active=is_active,
                                     developer_id=developer_id, company=company_id, created_by=creator.id,
                                     session=session)

    return await in_transaction(db, create)


async def update_project(db, scope: Scope, project_id: int, fields: dict) -> None:
    async def update(session):
        project = await projects.get(db, scope, project_id, session=session)
        if project is None:
            raise not_found("Project")
        company_id = fields.get("company", project.company)
        if company_id != project.company:
            await require_company(db, scope, company_id)
            if await installment_groups.uses(db, scope, "project", project_id, session=session):
                raise ApiError(409, "Project has installment groups; it cannot move to another company")
            await plan_templates.forget_project(db, scope, project_id, session=session)
        developer_id = fields.get("developerId", project.developerId)
        await link_developer(db, scope, developer_id, company_id, session)
        await projects.update(db, scope, project_id, fields, session=session)
        # Groups keep these names for search and lists: they follow the project at once.
        if fields.get("name", project.name) != project.name:
            await installment_groups.rename(db, scope, "project", project_id, fields["name"], session=session)
        if developer_id != project.developerId:
            developer = await developers.get(db, scope, developer_id, session=session)
            if developer is None:  # link_developer found it in this transaction
                raise not_found("Developer")
            await installment_groups.move_project(db, scope, project_id, developer_id, developer.name,
                                                  session=session)

    await in_transaction(db, update)


async def delete_project(db, scope: Scope, project_id: int) -> None:
    async def delete(session):
        if await projects.get(db, scope, project_id, session=session) is None:
            raise not_found("Project")
        if await installment_groups.uses(db, scope, "project", project_id, session=session):
            raise ApiError(409, "Project has installment groups; delete them first")
        await projects.delete(db, scope, project_id, session=session)
        await plan_templates.forget_project(db, scope, project_id, session=session)

    await in_transaction(db, delete)


async def update_developer(db, scope: Scope, developer_id: int, fields: dict) -> None:
    async def update(session):
        developer = await developers.get(db, scope, developer_id, session=session)
        if developer is None:
            raise not_found("Developer")
        if fields.get("company", developer.company) != developer.company:
            await require_company(db, scope, fields["company"])
            if await projects.developer_has_projects(db, scope, developer_id, session=session):
                raise ApiError(409, "Developer has projects; it cannot move to another company")
        await developers.update(db, scope, developer_id, fields, session=session)
        if fields.get("name", developer.name) != developer.name:
            await installment_groups.rename(db, scope, "developer", developer_id, fields["name"], session=session)

    await in_transaction(db, update)


async def delete_developer(db, scope: Scope, developer_id: int) -> None:
    async def delete(session):
        if await developers.get(db, scope, developer_id, session=session) is None:
            raise not_found("Developer")
        if await projects.developer_has_projects(db, scope, developer_id, session=session):
            raise ApiError(409, "Developer has projects; delete them first")
        await developers.delete(db, scope, developer_id, session=session)

    await in_transaction(db, delete)
