"""Every route's main query reads the index declared for it (docs/indexes.md).

SecantusDB scans collections linearly, so timings cannot show how a route scales on MongoDB. What can:
each query is sent by the very documents/ function its route calls (captured from a recording
client), explained by the test database, and must plan an index scan on the declared index, never
a collection scan, with any in-memory sort bounded by the page. Lists must name that index with a
hint and lookups must not (docs/indexes.md says why).

SecantusDB's explain reports a hinted index whatever the filter, and a sort as served only when it
is on the index's leading field. So the test also reads the key pattern against the filter and the
sort the way MongoDB's planner does: the filter pins the index's leading field (the scan has
bounds, `mongodb_bounds`) and, where the answer's order comes from a compound index (an equality
on the company, then `_id`), the pinned fields lead to the sort keys (`mongodb_order`).
"""

import copy
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from pymongo.monitoring import CommandListener

from documents import (
    account_types,
    attachments,
    clients,
    companies,
    developers,
    group_logs,
    installment_groups,
    notification_reads,
    notifications,
    open_balances,
    payments,
    plan_templates,
    projects,
    reminder_deliveries,
    service_types,
    users,
)
from documents.database import COLLECTION_MODULES, connect
from documents.scope import Scope, all_of
from services import groups as group_service
from services.sessions import client_principal, staff_principal
from tests.handlers.groups_helpers import add_installments, create_group, estate, pay

# The scope of reads whose query shape is checked without a caller (a super-admin's: no company filter).
EVERY = Scope.everything()
QUERIES = ("find", "aggregate", "count")
# What a driver adds to a command; explain takes the command without it.
SESSION_FIELDS = ("lsid", "$db", "$clusterTime", "$readPreference", "txnNumber", "autocommit", "startTransaction")


class Recorder(CommandListener):
    """Keeps the queries a client sends."""

    def __init__(self):
        self.sent: list[dict] = []

    def started(self, event):
        if event.command_name in QUERIES:
            command = copy.deepcopy(dict(event.command))
            self.sent.append({k: v for k, v in command.items() if k not in SESSION_FIELDS})

    def succeeded(self, event):
        pass

    def failed(self, event):
        pass


@dataclass
class World:
    """Records of one company and the principals whose routes the cases run."""

    company: int
    project: int
    developer: int
    client: int
    group: int
    installment: int
    admin: object
    agent: object
    client_principal: object
    root: object
    # The group visibility of each principal above, as services.groups.visible builds it.
    visible: dict


@pytest.fixture(scope="module", autouse=True)
def mongodb_hints():
    """The queries as MongoDB is sent them, hints included (the test database, SecantusDB, is sent none:
    documents.base.Planner)."""
    from documents.base import PLANNER

    before, PLANNER.hints = PLANNER.hints, True
    yield
    PLANNER.hints = before


@pytest.fixture(scope="module")
def recorded(stack):
    """`run(work)`: the queries `work(db)` sends, from a recording client on the app's loop."""
    recorder = Recorder()
    client = stack.app.run(_open(stack.mongo.url, recorder))
    db = client[stack.config.mongodb_db]

    def run(work: Callable) -> list[dict]:
        recorder.sent.clear()
        stack.app.run(work(db))
        return list(recorder.sent)

    yield run
    stack.app.run(client.close())


async def _open(url, recorder):
    return connect(url, event_listeners=[recorder])


@pytest.fixture(scope="module")
def world(stack) -> World:
    from tests.conftest import Factory

    make = Factory(stack)
    company = make.company()
    agent = make.user("agent", [company])
    place = estate(make, company=company, agents=[agent])
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place, unitNumber="IX-1")
    add_installments(admin, group_id, {"amount": 100, "dueDate": "2026-01-01"})
    pay(make, group_id, place.company.id, "50", "2026-01-02", client_id=place.clients[0].id)
    group = make.run(installment_groups.get(make.db, Scope.everything(), group_id))
    principals = {"admin": staff_principal(admin.user), "agent": staff_principal(agent),
                  "client_principal": client_principal(place.clients[0]),
                  "root": staff_principal(make.user("super-admin"))}
    visible = {name: make.run(group_service.visible(make.db, principal)) for name, principal in principals.items()}
    return World(company=place.company.id, project=place.project.id, developer=place.developer.id,
                 client=place.clients[0].id, group=group_id, installment=group.installments[0].id,
                 visible=visible, **principals)


def explain(make, command: dict) -> dict:
    """The winning plan of the command, as the test database plans it."""
    reply = make.run(make.db.command("explain", command, verbosity="queryPlanner"))
    planner = reply.get("queryPlanner") or reply["stages"][0]["$cursor"]["queryPlanner"]
    return planner["winningPlan"]


def flattened(pipeline: list[dict]) -> list[dict]:
    """The stages of a pipeline, those of its `$facet` branches included."""
    found = []
    for stage in pipeline:
        found.append(stage)
        for branch in stage.get("$facet", {}).values():
            found += flattened(branch)
    return found


def stages(plan: dict) -> list[dict]:
    found = [plan]
    for child in [plan.get("inputStage"), *plan.get("inputStages", [])]:
        if child:
            found += stages(child)
    return found


def key_pattern(collection: str, index: str) -> list[tuple[str, int]]:
    if index == "_id_":
        return [("_id", 1)]
    module = next(m for m in COLLECTION_MODULES if m.COLLECTION == collection)
    declared = next(i.document for i in module.INDEXES if i.document["name"] == index)
    return list(declared["key"].items())


def pinned(criteria: dict) -> dict:
    """field -> condition, for the fields every match must satisfy (top level or a top-level `$and`)."""
    found = {}
    for part in criteria.get("$and", [criteria]):
        found.update({field: value for field, value in part.items() if not field.startswith("$")})
    return found


def _points(condition) -> bool:
    """Whether MongoDB turns the condition into point bounds (an equality or an `$in` list)."""
    return not isinstance(condition, dict) or set(condition) == {"$in"}


def mongodb_bounds(pattern, criteria: dict) -> bool:
    """MongoDB bounds the scan: the filter pins the index's leading field."""
    return pattern[0][0] in pinned(criteria)


def mongodb_order(pattern, criteria: dict, sort: dict) -> bool:
    """MongoDB reads the sort off the index: the fields before the sort keys are pinned to points (an
    `$in` becomes one scan per value, merged in order) and the sort keys follow them in the index,
    all in its direction or all reversed."""
    conditions = pinned(criteria)
    sort_keys = list(sort.items())
    for start in range(len(pattern) - len(sort_keys) + 1):
        if all(field in conditions and _points(conditions[field]) for field, _ in pattern[:start]):
            window = pattern[start:start + len(sort_keys)]
            if [f for f, _ in window] == [f for f, _ in sort_keys]:
                same = [d for _, d in window] == [d for _, d in sort_keys]
                reversed_ = [d for _, d in window] == [-d for _, d in sort_keys]
                if same or reversed_:
                    return True
    return False


@dataclass
class Case:
    work: Callable  # (world, db) -> coroutine that runs the documents/ function a route calls
    index: str
    hinted: bool = True  # lists name their index; lookups leave it to the planner (docs/indexes.md)
    ordered: bool = False  # the index gives the answer's order on MongoDB
    # A lookup whose filter shape SecantusDB's explain cannot plan (a scope next to the looked-up
    # field, or `$in` next to an equality) is explained with the index named: that checks the index
    # exists, and `mongodb_bounds` that the filter pins it, which is what makes MongoDB's planner
    # choose it (a point read ends its trial first).
    explain_hint: str | None = None


def _groups_page(principal, **filters):
    def work(world, db):
        return installment_groups.find_page(db, world.visible[principal], filters=filters, query=None, page=1,
                                            limit=10)
    return work


def _groups_search(principal, query):
    def work(world, db):
        return installment_groups.find_page(db, world.visible[principal], filters={}, query=query, page=1, limit=10)
    return work


def _unpaid(principal):
    def work(world, db):
        return installment_groups.find_plans(db, world.visible[principal])
    return work


CASES = {
    # GET /api/installment-groups: the page and its count.
    "group page, staff": Case(_groups_page("admin"), "company_newest", ordered=True),
    "group page, staff, client filter": Case(lambda w, db: _groups_page("admin", clientIds=w.client)(w, db),
                                            "clients_newest", ordered=True),
    "group page, staff, project filter": Case(lambda w, db: _groups_page("admin", project=w.project)(w, db),
                                             "project_newest", ordered=True),
    "group page, staff, developer filter": Case(
        lambda w, db: _groups_page("admin", developer=w.developer)(w, db), "developer_newest", ordered=True),
    "group page, staff, company filter": Case(lambda w, db: _groups_page("admin", company=w.company)(w, db),
                                             "company_newest", ordered=True),
    "group page, staff, search": Case(_groups_search("admin", "IX-1"), "company_newest", ordered=True),
    "group page, agent": Case(_groups_page("agent"), "clients_newest", ordered=True),
    "group page, client": Case(_groups_page("client_principal"), "clients_newest", hinted=False, ordered=True),
    "group page, super-admin": Case(_groups_page("root"), "_id_", ordered=True),
    # GET /api/installment-groups/installments/unpaid: every visible group, no order.
    "unpaid, staff": Case(_unpaid("admin"), "company_newest"),
    "unpaid, agent": Case(_unpaid("agent"), "clients_newest"),
    "unpaid, client": Case(_unpaid("client_principal"), "clients_newest", hinted=False),
    # A page of it: the open-balances records of the visible groups.
    "unpaid page, staff": Case(lambda w, db: open_balances.find(db, w.visible["admin"]), "company"),
    "unpaid page, one company": Case(lambda w, db: open_balances.find(db, w.visible["admin"], {"company": w.company}),
                                     "company"),
    "unpaid page, agent": Case(lambda w, db: open_balances.find(db, w.visible["agent"]), "client_ids"),
    "unpaid page, client": Case(lambda w, db: open_balances.find(db, w.visible["client_principal"]), "client_ids",
                                hinted=False),
    # One group (GET /:id, its installments, attachments, logs, payment creation): by `_id`.
    "one group": Case(lambda w, db: installment_groups.get(db, Scope.everything(), w.group), "_id_", hinted=False),
    "one group, staff": Case(lambda w, db: installment_groups.get(db, w.visible["admin"], w.group), "_id_",
                             hinted=False, explain_hint="_id_"),
    "one group, client": Case(lambda w, db: installment_groups.get(db, w.visible["client_principal"], w.group),
                              "_id_", hinted=False, explain_hint="_id_"),
    "one group with its people (GET /:id)": Case(
        lambda w, db: installment_groups.get_shown(db, w.visible["admin"], w.group), "_id_", hinted=False,
        explain_hint="_id_"),
    "one installment": Case(lambda w, db: installment_groups.get_by_installment(db, Scope.everything(), w.installment),
                            "installment_id", hinted=False),
    "one installment, staff": Case(
        lambda w, db: installment_groups.get_by_installment(db, w.visible["admin"], w.installment),
        "installment_id", hinted=False, explain_hint="installment_id"),
    # The figures of a list page or of one group: their installment payments.
    "payments of groups": Case(lambda w, db: payments.installment_payments(db, EVERY, [w.group, w.group + 1]),
                               "group_service", hinted=False, explain_hint="group_service"),
    # The answer's names: clients, users, companies, groups by `_id`.
    "clients by id": Case(lambda w, db: clients.find_by_ids(db, EVERY, [w.client]), "_id_", hinted=False),
    "user names": Case(lambda w, db: users.names_by_ids(db, [w.admin.id]), "_id_", hinted=False),
    # GET /api/payments.
    "payments list, one company": Case(
        lambda w, db: payments.find(db, w.admin.scope, company_id=w.company), "company_date", ordered=True),
    "payments list, staff": Case(lambda w, db: payments.find(db, w.admin.scope), "company_date", ordered=True),
    "payments list, status": Case(lambda w, db: payments.find(db, w.admin.scope, status="approved"),
                                  "company_date", ordered=True),
    "payments list, client": Case(lambda w, db: payments.find(db, w.admin.scope, client_id=w.client),
                                  "client_date"),
    "attachments of payments": Case(lambda w, db: attachments.payment_attachments(db, EVERY, [1, 2]), "payment",
                                    hinted=False),
    # GET /api/client/payments.
    "client payments": Case(lambda w, db: payments.of_clients(db, EVERY, [w.client]), "client_date", hinted=False),
    # POST /api/payments: the catalogue names it checks.
    "account type by name": Case(lambda w, db: account_types.named(db, EVERY, w.company, "Bank"), "company_name_unique",
                                 hinted=False),
    # GET /api/planTemplates (`?project=` beside the company).
    "plan templates": Case(lambda w, db: plan_templates.find(db, w.admin.scope), "company_id", ordered=True),
    "plan templates of a project": Case(
        lambda w, db: plan_templates.find(db, w.admin.scope, project_id=w.project), "company_id", ordered=True),
    # POST /api/imports/groups: the units that have a group already, the clients by email.
    "units of projects": Case(lambda w, db: installment_groups.units_of_projects(
        db, w.admin.scope, w.company, [w.project]), "project_newest"),
    "clients by emails": Case(lambda w, db: clients.find_by_emails(db, ["a@example.com", "b@example.com"]),
                              "email_unique", hinted=False),
    # GET /api/clients (and /userClients/:id).
    "clients page, staff": Case(lambda w, db: clients.find_page(db, w.admin.scope, page=1), "company_newest",
                                ordered=True),
    "clients page, one company": Case(lambda w, db: clients.find_page(db, w.admin.scope, page=1, company_id=w.company),
                                      "company_newest", ordered=True),
    "clients page, active": Case(lambda w, db: clients.find_page(db, w.admin.scope, page=1, is_active=True),
                                 "company_active_newest", ordered=True),
    "clients of an agent": Case(lambda w, db: clients.find_page(db, w.admin.scope, page=1, agent_id=w.agent.id),
                                "agent_newest", ordered=True),
    "clients page, super-admin": Case(lambda w, db: clients.find_page(db, Scope.everything(), page=1), "_id_",
                                      ordered=True),
    "clients of the agent (visibility)": Case(lambda w, db: clients.ids_of_agent(db, w.agent.scope, w.agent.id),
                                              "agent_newest", hinted=False, explain_hint="agent_newest"),
    # GET /api/users, login and every session.
    "users list": Case(lambda w, db: users.find(db, w.admin.scope), "allowed_companies"),
    "users list, super-admin": Case(lambda w, db: users.find(db, Scope.everything()), "_id_", ordered=True),
    "login": Case(lambda w, db: users.find_by_email(db, "nobody@example.com"), "email_unique", hinted=False),
    "login, client": Case(lambda w, db: clients.find_by_email(db, "nobody@example.com"), "email_unique",
                          hinted=False),
    "session": Case(lambda w, db: users.get(db, EVERY, w.admin.id), "_id_", hinted=False),
    # GET /api/installment-groups/logs/:groupId and /attachments/:groupId.
    "group logs": Case(lambda w, db: group_logs.of_group(db, w.group), "group_newest", hinted=False, ordered=True),
    "group attachments": Case(lambda w, db: attachments.of_group(db, EVERY, w.group), "group_oldest", hinted=False,
                              ordered=True),
    # GET /api/notifications.
    "notifications": Case(lambda w, db: notifications.visible_to(db, "admin"), "level_newest", hinted=False,
                          ordered=True),
    "notification reads": Case(lambda w, db: notification_reads.read_ids(db, "staff", w.admin.id, [1, 2]),
                               "reader_notification", hinted=False),
    # Catalogues, developers, projects, companies.
    "service types": Case(lambda w, db: service_types.list_visible(db, w.admin.scope), "company_name_unique"),
    "active account types": Case(lambda w, db: account_types.list_visible(db, w.admin.scope, include_inactive=False),
                                 "company_active"),
    "service types, super-admin": Case(lambda w, db: service_types.list_visible(db, Scope.everything()), "_id_",
                                       ordered=True),
    "developers": Case(lambda w, db: developers.find(db, w.admin.scope), "company_id", ordered=True),
    "projects of a company": Case(lambda w, db: projects.find(db, w.admin.scope, company_id=w.company),
                                  "company_id", ordered=True),
    "one project": Case(lambda w, db: projects.find(db, w.admin.scope, record_id=w.project), "_id_", hinted=False,
                        explain_hint="_id_"),
    "projects, super-admin": Case(lambda w, db: projects.find(db, Scope.everything()), "_id_", ordered=True),
    "companies": Case(lambda w, db: companies.list_visible(db, w.admin.scope), "_id_", hinted=False),
    # GET /api/reminders/deliveries, and what a day's run has made already.
    "reminder deliveries": Case(lambda w, db: reminder_deliveries.find_page(
        db, w.admin.scope, company_id=None, group_id=None, status=None, page=1, limit=20), "company_newest",
        ordered=True),
    "reminder deliveries of a group": Case(lambda w, db: reminder_deliveries.find_page(
        db, w.admin.scope, company_id=w.company, group_id=w.group, status="sent", page=1, limit=20), "group_newest",
        ordered=True),
    "reminders made (a run)": Case(lambda w, db: reminder_deliveries.made_keys(db, EVERY, w.company),
                                   "company_newest", hinted=False),
}


@pytest.mark.parametrize("name", CASES)
def test_the_route_query_scans_its_declared_index(make, recorded, world, name):
    case = CASES[name]
    sent = recorded(lambda db: case.work(world, db))
    assert sent, "the documents function sent no query"
    for command in sent:
        collection = command.get("find") or command.get("aggregate") or command.get("count")
        criteria = command.get("filter", command.get("query"))
        window = {}
        if criteria is None:  # an aggregate: $match, $sort, then a page's $skip, $limit and joins (or a $facet)
            pipeline = command["pipeline"]
            criteria = pipeline[0]["$match"]
            every = flattened(pipeline)
            window = {key[1:]: value for stage in every for key, value in stage.items()
                      if key in ("$sort", "$skip", "$limit")}
            for stage in every:
                if "$lookup" in stage:  # each join is a point lookup on the other collection's `_id`
                    assert stage["$lookup"]["foreignField"] == "_id", (name, stage)
        assert ("hint" in command) == case.hinted, command
        if case.hinted:
            assert command["hint"] == case.index, command
        explained = {**command, "hint": case.explain_hint} if case.explain_hint else command
        plan = stages(explain(make, explained))
        names = [stage["stage"] for stage in plan]
        assert "COLLSCAN" not in names, (name, plan)
        assert [s["indexName"] for s in plan if s["stage"] == "IXSCAN"] == [case.index], (name, plan)
        pattern = key_pattern(collection, case.index)
        if case.index != "_id_" or "_id" in pinned(criteria):
            assert mongodb_bounds(pattern, criteria), (name, pattern, criteria)
        sort = command.get("sort", window.get("sort"))
        if not sort:
            continue
        if case.ordered:
            assert mongodb_order(pattern, criteria, sort), (name, pattern, criteria, sort)
        if case.index == "_id_":
            # SecantusDB reports a walk of `_id_` as ordered: no sort stage at all.
            assert "SORT" not in names, (name, plan)
        limit, skip = command.get("limit", window.get("limit")), command.get("skip", window.get("skip", 0))
        for stage in plan:
            if stage["stage"] == "SORT" and limit is not None:
                # A page's sort keeps only the page (and what it skips), never the whole match.
                assert stage["limitAmount"] == limit + skip, (name, plan)


def test_a_super_admins_whole_lists_scan_on_purpose(make, recorded, world):
    """A super-admin's unpaid list reads every group (a page every open-balances record), and its payments
    list every payment (no index orders payments by date across companies): a collection scan is the answer
    there."""
    for work in (_unpaid("root"), lambda w, db: open_balances.find(db, w.visible["root"]),
                 lambda w, db: payments.find(db, Scope.everything())):
        for command in recorded(lambda db, work=work: work(world, db)):
            assert "hint" not in command
            assert stages(explain(make, command))[-1]["stage"] == "COLLSCAN"


def test_every_hint_names_a_declared_index():
    """A hint on an index that does not exist is an error on MongoDB: every name the list functions
    can answer is declared (or is the `_id` index)."""
    declared = {(m.COLLECTION, i.document["name"]) for m in COLLECTION_MODULES for i in m.INDEXES}
    groups = [(installment_groups.COLLECTION, i) for _, i in installment_groups.LIST_INDEXES]
    chosen = groups + [
        (payments.COLLECTION, "client_date"), (payments.COLLECTION, "company_date"),
        (clients.COLLECTION, "agent_newest"), (clients.COLLECTION, "company_newest"),
        (clients.COLLECTION, "company_active_newest"), (users.COLLECTION, "allowed_companies"),
        (developers.COLLECTION, "company_id"), (projects.COLLECTION, "company_id"),
        (service_types.COLLECTION, service_types.catalog.list_index({"company": 1})),
        (account_types.COLLECTION, account_types.catalog.list_index({"company": 1, "isActive": True})),
        (reminder_deliveries.COLLECTION, reminder_deliveries.list_index({"company": 1})),
        (reminder_deliveries.COLLECTION, reminder_deliveries.list_index({"company": 1, "groupId": 2})),
    ]
    assert set(chosen) <= declared
    assert payments.list_index({"company": 1, "clientId": 2}) == "client_date"
    assert clients.list_index({"company": 1, "agentIds": 2}) == "agent_newest"


def test_the_group_list_reads_the_most_selective_index():
    scope = Scope.of([1, 2])
    staff = installment_groups.visibility(scope, "admin", 9).criteria()

    def chosen(*parts, paged=True):
        return installment_groups.list_index(all_of(*parts), paged=paged)

    assert chosen(staff) == "company_newest"
    assert chosen(staff, {"project": 3}) == "project_newest"
    assert chosen(staff, {"developer": 3, "project": 4}) == "project_newest"
    assert chosen(staff, {"clientIds": 5, "project": 4}) == "clients_newest"
    assert chosen(installment_groups.visibility(scope, "agent", 9, [5, 6]).criteria()) == "clients_newest"
    # A lookup every planner makes by itself, unhinted; nothing pinned: `_id_` for a page, a scan for all.
    assert chosen(installment_groups.visibility(scope, "client", 5).criteria()) is None
    assert chosen({"project": 4}) is None
    assert chosen({}) == "_id_"
    assert chosen({"$or": [{"name": "x"}]}) == "_id_"
    assert chosen({}, paged=False) is None


def test_the_mongodb_checks_refuse_what_mongodb_could_not_do():
    """The key-pattern checks above are no rubber stamp: an unpinned leading field has no bounds, a
    range or a missing prefix field leaves the order to a sort."""
    dated = key_pattern(payments.COLLECTION, "company_date")
    newest = key_pattern(installment_groups.COLLECTION, "company_newest")
    assert not mongodb_bounds(dated, {"clientId": 1})
    assert mongodb_bounds(dated, {"$and": [{"company": {"$in": [1, 2]}}, {"status": "approved"}]})
    assert mongodb_order(dated, {"company": 1}, {"paymentDate": -1, "_id": -1})
    assert mongodb_order(dated, {"company": 1}, {"paymentDate": 1, "_id": 1})
    assert not mongodb_order(dated, {"company": 1}, {"paymentDate": -1, "_id": 1})
    assert not mongodb_order(dated, {}, {"paymentDate": -1, "_id": -1})
    assert not mongodb_order(dated, {"company": {"$gte": 1}}, {"paymentDate": -1, "_id": -1})
    assert not mongodb_order(newest, {"company": 1}, {"name": 1})
