"""Statements of account, ageing and forecast (CONTRACT 14): worked examples, agreement with the group figures and
the unpaid list (also on random plans and payments), roles and scoping."""

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.handlers.groups_helpers import add_installments, create_group, estate, pay

TODAY = datetime.now(UTC).date()


def day(offset: int) -> str:
    return (TODAY + timedelta(days=offset)).isoformat()


def test_a_worked_statement(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place, unitNumber="C-7")
    add_installments(admin, group_id, {"amount": "1000.00", "dueDate": day(-40), "description": "Deposit"},
                     {"amount": "2000.00", "dueDate": day(-10)}, {"amount": "500.00", "dueDate": None,
                                                                   "description": "On handover"},
                     {"amount": "3000.00", "dueDate": day(20)})
    pay(make, group_id, place.company.id, "1500.00", day(-10))
    pay(make, group_id, place.company.id, "99.00", day(-5), status="pending")  # not on a statement
    answer = admin.get(f"/api/installment-groups/{group_id}/statement", expect=200).body
    assert answer["group"] == {"id": group_id, "name": f"{place.project.name} - C-7", "unitNumber": "C-7",
                               "projectName": place.project.name, "companyName": place.company.name}
    assert [c["clientId"] for c in answer["clients"]] == [c.id for c in place.clients]
    assert [(line["date"], line["kind"], line["debit"], line["credit"], line["balance"]) for line in answer["lines"]] \
        == [(day(-40), "installment", 1000, 0, 1000), (day(-10), "installment", 2000, 0, 3000),
            (day(-10), "payment", 0, 1500, 1500), (day(20), "installment", 3000, 0, 4500),
            (None, "installment", 500, 0, 5000)]
    assert answer["lines"][0]["description"] == "Deposit" and answer["asOf"] == TODAY.isoformat()
    # Overdue: what has fallen due and is unpaid: 1000 + 2000 - 1500.
    assert answer["totals"] == {"charged": 6500, "paid": 1500, "balance": 5000, "overdue": 1500}
    summary = admin.get(f"/api/installment-groups/{group_id}/installments", expect=200).body["summary"]
    assert (summary["remainingBalance"], summary["dueAmount"]) == (5000, 1500)
    later = admin.get(f"/api/installment-groups/{group_id}/statement", query={"asOf": day(30)}, expect=200).body
    assert later["totals"]["overdue"] == 4500 and later["lines"] == answer["lines"]


def test_worked_ageing_and_forecast(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    first = create_group(admin, place, unitNumber="A-1")
    add_installments(admin, first, {"amount": "100.00", "dueDate": day(-5)}, {"amount": "200.00", "dueDate": day(-45)},
                     {"amount": "300.00", "dueDate": day(-75)}, {"amount": "400.00", "dueDate": day(-120)},
                     {"amount": "50.00", "dueDate": day(10)}, {"amount": "60.00", "dueDate": None})
    second = create_group(admin, place, unitNumber="A-2")
    add_installments(admin, second, {"amount": "80.00", "dueDate": day(-1), "isFee": True},
                     {"amount": "1000.00", "dueDate": day(-30)})
    paid = create_group(admin, place, unitNumber="A-3")
    add_installments(admin, paid, {"amount": "10.00", "dueDate": day(-3)})
    pay(make, paid, place.company.id, "10.00", day(-3))
    report = admin.get("/api/reports/ageing", query={"company": place.company.id}, expect=200).body
    assert report["asOf"] == TODAY.isoformat()
    assert report["totals"] == {"current": 110, "1-30": 1180, "31-60": 200, "61-90": 300, "90+": 400, "total": 2190}
    assert [g["groupId"] for g in report["groups"]] == [first, second]  # by total; the paid group left out
    assert report["groups"][1] == {"groupId": second, "groupName": f"{place.project.name} - A-2",
                                   "companyId": place.company.id, "clientNames": [c.name for c in place.clients],
                                   "current": 0, "1-30": 1080, "31-60": 0, "61-90": 0, "90+": 0, "total": 1080}
    # Judged later, everything moves right.
    later = admin.get("/api/reports/ageing", query={"company": place.company.id, "asOf": day(31)}, expect=200).body
    assert later["totals"]["current"] == 60 and later["totals"]["1-30"] == 50

    forecast = admin.get("/api/reports/forecast", query={"company": place.company.id, "months": 3}, expect=200).body
    assert forecast["overdue"] == 2080
    month = f"{TODAY.year:04d}-{TODAY.month:02d}"
    assert [m["month"] for m in forecast["months"]][0] == month and len(forecast["months"]) == 3
    due = TODAY + timedelta(days=10)  # this month or the next: in the three
    assert {m["month"]: m["expected"] for m in forecast["months"]}[f"{due.year:04d}-{due.month:02d}"] == 50
    assert sum(m["expected"] for m in forecast["months"]) == 50  # undated and paid ones in no month


def test_ageing_agrees_with_the_unpaid_list(make):
    """What the ageing reports past due is what the unpaid list shows overdue, to the cent."""
    place = estate(make)
    admin = make.staff("admin", [place.company])
    for n, offsets in enumerate(((-3, -40, 15), (-100, 2), (-1,))):
        group_id = create_group(admin, place, unitNumber=f"U-{n}")
        add_installments(admin, group_id, *({"amount": f"{123.45 * (k + 1):.2f}", "dueDate": day(o)}
                                            for k, o in enumerate(offsets)))
        pay(make, group_id, place.company.id, "100.01", day(-2))
    report = admin.get("/api/reports/ageing", query={"company": place.company.id}, expect=200).body
    rows = admin.get("/api/installment-groups/installments/unpaid", query={"company": place.company.id},
                     expect=200).body["data"]
    overdue = sum(Decimal(str(r["balance"])) for r in rows if r["dueDate"][:10] < TODAY.isoformat())
    past_due = sum(Decimal(str(report["totals"][b])) for b in ("1-30", "31-60", "61-90", "90+"))
    assert past_due == overdue


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plan=st.lists(st.tuples(st.integers(1, 500_000), st.one_of(st.none(), st.integers(-200, 200))),
                     min_size=1, max_size=6),
       paid=st.lists(st.tuples(st.integers(1, 300_000), st.integers(-200, 0),
                               st.sampled_from(["approved", "approved", "pending"])), max_size=4),
       as_of=st.integers(-60, 60))
def test_statements_and_reports_agree_with_the_group_figures(make, plan, paid, as_of):
    """On random plans and payments: the statement's balance is `remainingAmount` (or the credit, when paid in
    excess), its overdue the `dueAmount` on `asOf`; the ageing's total is the sum of the installment balances."""
    place = estate(make, clients=1)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, *({"amount": f"{cents / 100:.2f}", "dueDate": day(d) if d is not None else None}
                                        for cents, d in plan))
    for cents, d, status in paid:
        pay(make, group_id, place.company.id, f"{cents / 100:.2f}", day(d), status=status)
    as_of_day = (TODAY + timedelta(days=as_of)).isoformat()
    statement = admin.get(f"/api/installment-groups/{group_id}/statement", query={"asOf": as_of_day},
                          expect=200).body
    group = admin.get(f"/api/installment-groups/{group_id}", expect=200).body
    totals = {k: Decimal(str(v)) for k, v in statement["totals"].items()}
    assert max(totals["balance"], Decimal(0)) == Decimal(str(group["remainingAmount"]))
    assert totals["charged"] == Decimal(str(group["totalAmount"]))
    assert totals["paid"] == Decimal(str(group["paidAmount"]))
    assert Decimal(str(statement["lines"][-1]["balance"])) == totals["balance"]
    installments = admin.get(f"/api/installment-groups/{group_id}/installments", expect=200).body["results"]
    if as_of == 0:
        assert totals["overdue"] == Decimal(str(group["dueAmount"]))
    expected_overdue = sum((Decimal(str(i["balance"])) for i in installments
                            if i["dueDate"] and i["dueDate"][:10] <= as_of_day), Decimal(0))
    assert totals["overdue"] == expected_overdue
    report = admin.get("/api/reports/ageing", query={"company": place.company.id, "asOf": as_of_day},
                       expect=200).body
    owed = sum((Decimal(str(i["balance"])) for i in installments), Decimal(0))
    assert Decimal(str(report["totals"]["total"])) == owed


def test_who_may_read_what(make, root):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, {"amount": "100.00", "dueDate": day(-3)})
    stranger = make.staff("admin", [make.company()])
    assert stranger.get(f"/api/installment-groups/{group_id}/statement").status == 404
    assert stranger.get("/api/reports/ageing", query={"company": place.company.id}, expect=200).body["groups"] == []
    assert stranger.get("/api/reports/forecast", query={"company": place.company.id}, expect=200).body["overdue"] == 0
    assert [g["groupId"] for g in stranger.get("/api/reports/ageing", expect=200).body["groups"]] == []
    assert group_id in [g["groupId"] for g in root.get("/api/reports/ageing", expect=200).body["groups"]]
    for role in ("sales", "agent"):
        api = make.staff(role, [place.company])
        assert api.get("/api/reports/ageing").status == 403 and api.get("/api/reports/forecast").status == 403
    finance = make.staff("finance", [place.company])
    assert finance.get("/api/reports/ageing", expect=200).body["totals"]["total"] >= 100
    # A client reads its own group's statement, never another's.
    client = make.login(place.clients[0].email)
    assert client.get(f"/api/installment-groups/{group_id}/statement", expect=200).body["group"]["id"] == group_id
    other_place = estate(make)
    other_group = create_group(make.staff("admin", [other_place.company]), other_place)
    assert client.get(f"/api/installment-groups/{other_group}/statement").status == 404
    assert client.get("/api/reports/ageing").status == 403
    for query in ({"asOf": "2026-13-01"}, {"asOf": "yesterday"}):
        assert admin.get(f"/api/installment-groups/{group_id}/statement", query=query).status == 400
    for query in ({"months": 0}, {"months": 25}, {"months": "x"}, {"company": "x"}):
        assert admin.get("/api/reports/forecast", query=query).status == 400, query
    assert admin.get("/api/installment-groups/999999999/statement").status == 404
    assert isinstance(date.fromisoformat(admin.get("/api/reports/ageing").body["asOf"]), date)
