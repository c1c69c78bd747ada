"""Bulk import of installment groups from a spreadsheet (CONTRACT 15): one row per installment, the rows of one
(project, unit) one group. The file is read and checked in a thread (services/import_files.py), then against the
company's projects, groups and clients (three reads); a real run with no problem stores everything in one
transaction: new clients, the groups with their installments and settled figures, and the audit log entries an
API creation writes. Any problem: nothing stored (docs/decisions.md, "Bulk import")."""

import asyncio
from dataclasses import dataclass, field
from datetime import UTC, datetime, time

from documents import clients, companies, developers, group_logs, installment_groups, projects
from documents.base import email_key, utcnow
from documents.counters import next_ids
from documents.database import in_transaction
from documents.installment_groups import Group, Installment
from errors import ApiError
from services import figures
from services.companies import require_company
from services.groups import created_entry as group_created
from services.groups import figures_record, installments_in
from services.import_files import Line, Problem, TooManyRows, read
from services.installments import created_entry as installment_created
from services.sessions import Principal


@dataclass
class Unit:
    """The rows of one (project, unit): one group."""
    project_name: str
    unit: str
    lines: list[Line] = field(default_factory=list)


@dataclass
class Report:
    dry_run: bool
    groups: int = 0
    installments: int = 0
    clients_created: int = 0
    problems: list[Problem] = field(default_factory=list)

    def answer(self) -> dict:
        ordered = sorted(self.problems, key=lambda problem: (problem.row, problem.field))
        return {"dryRun": self.dry_run, "groups": self.groups, "installments": self.installments,
                "clientsCreated": self.clients_created, "errors": [problem.record() for problem in ordered]}


def units_of(lines: list[Line]) -> dict[tuple[str, str], Unit]:
    units: dict[tuple[str, str], Unit] = {}
    for line in lines:
        project, unit = line.values.get("project"), line.values.get("unitNumber")
        if project is None or unit is None:
            continue
        key = (project.strip().lower(), unit.strip().lower())
        units.setdefault(key, Unit(project.strip(), unit.strip())).lines.append(line)
    return units


def _agreed(unit: Unit, name: str, problems: list[Problem]) -> str | None:
    """The unit's one value of a group field (city, description): the rows that give it must agree."""
    first: Line | None = None
    for line in unit.lines:
        value = line.values.get(name)
        if value is None:
            continue
        if first is None:
            first = line
        elif value != first.values[name]:
            problems.append(Problem(line.row, name, f"differs from row {first.row} of the same unit "
                                                    f"({first.values[name]!r}): a group has one {name}"))
    return first.values[name] if first is not None else None


async def import_groups(db, principal: Principal, company_id: int, data: bytes, dry_run: bool) -> Report:
    """The report of importing `data` into the company; stored when not a dry run and nothing is wrong."""
    await require_company(db, principal.scope, company_id)
    try:
        lines, problems = await asyncio.to_thread(read, data)
    except TooManyRows:
        raise ApiError(413, "The file has more than 5,000 rows: split it into several imports") from None
    report = Report(dry_run, problems=problems)
    units = units_of(lines)
    by_name = {project.name.strip().lower(): project
               for project in await projects.find(db, principal.scope, company_id=company_id)}
    taken = await installment_groups.units_of_projects(
        db, principal.scope, company_id, [by_name[key[0]].id for key in units if key[0] in by_name])
    emails = {line.values["clientEmail"] for line in lines if line.values.get("clientEmail")}
    known = {client.emailKey: client for client in await clients.find_by_emails(db, list(emails))}
    new_clients: dict[str, tuple[str, str, str | None]] = {}  # email key -> (email, name, phone) of a new client
    first_rows: dict[str, Line] = {}  # email key -> the first row of an email no client has
    for line in lines:
        email = line.values.get("clientEmail")
        if email is None or email_key(email) in known:
            continue
        first_rows.setdefault(email_key(email), line)
        if email_key(email) not in new_clients and line.values.get("clientName") is not None:
            new_clients[email_key(email)] = (email, line.values["clientName"], line.values.get("clientPhone"))
    for key, line in first_rows.items():
        if key not in new_clients:
            report.problems.append(Problem(line.row, "clientName", "is empty: no client of this company has the email "
                                                                   f"{line.values['clientEmail']}, and a new client "
                                                                   "needs a name (on any of its rows)"))
    for (project_key, unit_key), unit in units.items():
        project = by_name.get(project_key)
        if project is None:
            report.problems += [Problem(line.row, "project", f"{unit.project_name} is not a project of this company")
                                for line in unit.lines]
        elif (project.id, unit_key) in taken:
            report.problems.append(Problem(unit.lines[0].row, "unitNumber", f"{unit.unit} already has an installment "
                                                                           f"group in {project.name}"))
        _agreed(unit, "city", report.problems)
        _agreed(unit, "description", report.problems)
        for line in unit.lines:
            email = line.values.get("clientEmail")
            if email is None:
                continue
            client = known.get(email_key(email))
            if client is not None and client.company != company_id:
                report.problems.append(Problem(line.row, "clientEmail", f"{email} is the email of a client of "
                                                                        "another company"))
    report.groups = len(units)
    report.installments = sum(len(unit.lines) for unit in units.values())
    report.clients_created = len(new_clients)
    if dry_run or report.problems:
        return report
    try:
        await _store(db, principal, company_id, units, by_name, known, new_clients)
    except clients.EmailTaken:
        raise ApiError(409, "A client with one of these emails was created meanwhile: import again") from None
    return report


async def _store(db, principal: Principal, company_id: int, units: dict[tuple[str, str], Unit], by_name: dict,
                 known: dict, new_clients: dict[str, tuple[str, str, str | None]]) -> None:
    """Everything of the import in one transaction (ids are taken before it: a failed import leaves gaps)."""
    now = utcnow()
    client_ids = await next_ids(db, clients.COLLECTION, len(new_clients)) if new_clients else []
    created = [clients.Client(id=client_id, name=name, email=email, emailKey=key, phone=phone, company=company_id,
                              createdBy=principal.id, createdAt=now)
               for client_id, (key, (email, name, phone)) in zip(client_ids, new_clients.items(), strict=True)]
    client_of = {**{key: (client.id, client.name) for key, client in known.items()},
                 **{client.emailKey: (client.id, client.name) for client in created}}
    group_ids = await next_ids(db, installment_groups.COLLECTION, len(units))
    installment_ids = iter(await next_ids(db, "installments", sum(len(unit.lines) for unit in units.values())))
    company_name = (await companies.names_by_ids(db, [company_id]))[company_id]
    developer_names = await developers.names_by_ids(db, [project.developerId for project in by_name.values()])
    groups, entries = [], []
    for group_id, unit in zip(group_ids, units.values(), strict=True):
        project = by_name[unit.project_name.lower()]
        members = list(dict.fromkeys(client_of[email_key(line.values["clientEmail"])] for line in unit.lines))
        installments = [Installment(
            id=next(installment_ids), amountCents=figures.to_cents(line.values["amount"]),
            dueDate=datetime.combine(line.values["dueDate"], time(), UTC) if line.values.get("dueDate") else None,
            description=line.values.get("installmentDescription"), isFee=bool(line.values.get("isFee")),
            percentage=float(line.values.get("percentage") or 0), postHandover=bool(line.values.get("postHandover")),
            createdBy=principal.id, createdAt=now) for line in unit.lines]
        name = f"{project.name} - {unit.unit}"
        group = Group(id=group_id, name=name, project=project.id, projectName=project.name,
                      developer=project.developerId, developerName=developer_names.get(project.developerId) or "",
                      company=company_id, companyName=company_name, unitNumber=unit.unit,
                      city=next((line.values["city"] for line in unit.lines if line.values.get("city")), None),
                      description=next((line.values["description"] for line in unit.lines
                                        if line.values.get("description")), None),
                      clientIds=[client_id for client_id, _ in members],
                      clients=[{"clientId": client_id, "clientName": member} for client_id, member in members],
                      installments=installments, createdBy=principal.id, createdAt=now)
        group.figures = figures_record(figures.plan_figures(installments_in(group), []))
        groups.append(group)
        entries.append((group_id, *group_created(name)))
        entries += [(group_id, *installment_created(installment)) for installment in installments]

    async def store(session):
        await clients.insert_many(db, principal.scope, created, session)
        await installment_groups.insert_many(db, principal.scope, groups, session)
        await group_logs.write_many(db, principal, entries, session)

    await in_transaction(db, store)
