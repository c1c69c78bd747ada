"""Plan templates (CONTRACT 15): kept valid (the plan's shares add up to 100, its project is of its company) and
applied to a group: each row an installment of `price x percentage / 100` to the cent, the rounding remainder on
the last row that is not a fee, due `dueMonths` after the start (a month's last day when the day is past it)."""

from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal

from documents import plan_templates, projects
from documents.plan_templates import PlanTemplate, TemplateRow
from documents.scope import Scope
from errors import ApiError, not_found
from services import figures
from services.companies import require_company
from services.groups import visible_group
from services.installments import add_installments
from services.sessions import Principal

HUNDRED = Decimal(100)


def check_rows(rows: list[TemplateRow]) -> None:
    """400 unless the rows that are not fees add up to exactly 100 (a fee's share is of the price too)."""
    plan = [row for row in rows if not row.isFee]
    if not plan:
        raise ApiError(400, "rows: a template needs at least one row that is not a fee")
    total = sum((row.percentage for row in plan), Decimal(0))
    if total != HUNDRED:
        raise ApiError(400, f"rows: the percentages of the rows that are not fees add up to {total.normalize():f}, "
                            "not 100")


async def _check_project(db, scope: Scope, project_id: int | None, company_id: int) -> None:
    if project_id is None:
        return
    project = await projects.get(db, scope, project_id)
    if project is None:
        raise ApiError(400, "project: no such project")
    if project.company != company_id:
        raise ApiError(400, "project: the project belongs to another company")


async def create_template(db, principal: Principal, *, name: str, company: int, project: int | None,
                          rows: list[TemplateRow]) -> PlanTemplate:
    await require_company(db, principal.scope, company)
    check_rows(rows)
    await _check_project(db, principal.scope, project, company)
    return await plan_templates.insert(db, principal.scope, name=name, company=company, project=project, rows=rows,
                                       created_by=principal.id)


async def get_template(db, scope: Scope, template_id: int) -> PlanTemplate:
    template = await plan_templates.get(db, scope, template_id)
    if template is None:
        raise not_found("Plan template")
    return template


async def update_template(db, scope: Scope, template_id: int, fields: dict) -> None:
    """Changes any of name, project (null: none) and rows, checked as on creation."""
    template = await get_template(db, scope, template_id)
    changed = template.model_copy(update=fields)
    check_rows(changed.rows)
    await _check_project(db, scope, changed.project, changed.company)
    if not await plan_templates.replace(db, scope, changed):
        raise not_found("Plan template")


async def delete_template(db, scope: Scope, template_id: int) -> None:
    if not await plan_templates.delete(db, scope, template_id):
        raise not_found("Plan template")


def planned_rows(template: PlanTemplate, price_cents: int, start: date) -> list[dict]:
    """The installments a template gives at this price and start: amounts to the cent (half up), the rounding
    remainder on the last row that is not a fee, so that those rows add up to the price exactly."""
    amounts = [int((Decimal(price_cents) * row.percentage / HUNDRED).quantize(Decimal(1), rounding=ROUND_HALF_UP))
               for row in template.rows]
    last_plan_row = max(index for index, row in enumerate(template.rows) if not row.isFee)
    amounts[last_plan_row] += price_cents - sum(amount for row, amount in zip(template.rows, amounts, strict=True)
                                                if not row.isFee)
    return [{"amount": figures.to_decimal(amount), "description": row.description,
             "percentage": float(row.percentage), "isFee": row.isFee, "postHandover": row.postHandover,
             "dueDate": None if row.dueMonths is None else datetime.combine(
                 figures.add_months(start, row.dueMonths), datetime.min.time(), UTC)}
            for row, amount in zip(template.rows, amounts, strict=True)]


async def apply_template(db, principal: Principal, group_id: int, template_id: int, price: Decimal, start: date,
                         dry_run: bool) -> dict:
    """The template's installments for the group: shown (dry run) or stored with their log entries in one
    transaction (201 {message, count}). 404 for a template the caller cannot see, 400 for another company's,
    409 when the group has installments already."""
    group = await visible_group(db, principal, group_id)
    template = await plan_templates.get(db, principal.scope, template_id)
    if template is None:
        raise not_found("Plan template")
    if template.company != group.company:
        raise ApiError(400, "templateId: the template belongs to another company than the group")
    if group.installments:
        raise ApiError(409, "The group already has installments: a template applies to an empty plan")
    rows = planned_rows(template, figures.to_cents(price), start)
    if dry_run:
        return {"installments": [{"id": None, "groupId": group.id, "balance": row["amount"], "status": "unpaid",
                                  "paymentId": None, "lateFeeFor": None, "payments": [], "createdBy": principal.id,
                                  "createdAt": None, "updatedAt": None, **row} for row in rows]}
    count = await add_installments(db, principal, group_id, rows, empty_only=True)
    return {"message": f"{count} installments created from the template", "count": count}
