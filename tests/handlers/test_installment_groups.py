"""Installment groups: shapes, the figures on a hand-worked example, installments, logs and visibility."""

from datetime import UTC, datetime, timedelta

import pytest

from tests.handlers.groups_helpers import add_installments, create_group, estate, pay

LIST_KEYS = {"id", "name", "project", "projectName", "description", "company", "companyName", "unitNumber", "city",
             "createdBy", "createdByName", "createdAt", "updatedAt", "clients", "totalAmount", "paidAmount",
             "remainingAmount", "dueAmount", "stats"}
STATS_KEYS = {"totalInstallments", "totalAmount", "paidAmount", "pendingAmount", "dueAmount", "attachmentsCount"}


def day(offset: int) -> str:
    return (datetime.now(UTC).date() + timedelta(days=offset)).isoformat()


def installment(amount, due, **fields):
    return {"amount": amount, "dueDate": due, "description": f"Due {due}", **fields}


def test_create_list_and_fetch_one_group(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    listed = admin.get("/api/installment-groups", expect=200).body
    assert listed["pagination"] == {"total": 1, "page": 1, "limit": 10, "pages": 1}
    item = listed["data"][0]
    assert set(item) == LIST_KEYS and set(item["stats"]) == STATS_KEYS
    assert item["id"] == group_id and item["projectName"] == place.project.name
    assert item["companyName"] == place.company.name and item["createdByName"] == admin.user.name
    assert item["name"] == f"{place.project.name} - A-101"
    assert [c["clientId"] for c in item["clients"]] == [c.id for c in place.clients]
    assert set(item["clients"][0]) == {"clientId", "clientName", "phone", "agents"}
    assert item["totalAmount"] == 0 and item["stats"]["totalInstallments"] == 0
    one = admin.get(f"/api/installment-groups/{group_id}", expect=200).body
    assert one["developer"] == place.developer.id and one["developerName"] == place.developer.name
    assert one["allowedUsers"] == []


def test_figures_of_a_hand_worked_example(make):
    place = estate(make)
    finance = make.staff("finance", [place.company])
    group_id = create_group(finance, place)
    add_installments(finance, group_id,
                     installment(10000.00, day(-160)), installment(500, day(-160), isFee=True),
                     installment(20000.50, day(-100)), installment(15000, day(0)),
                     installment("30000.00", day(80)), installment(5000, None, postHandover=True))
    pay(make, group_id, place.company.id, "12000.00", day(-165), client_id=place.clients[0].id)
    pay(make, group_id, place.company.id, "10000.25", day(-99))
    pending = pay(make, group_id, place.company.id, "7000.00", day(-1), status="pending")
    pay(make, group_id, place.company.id, "999.99", day(-2), status="declined")
    body = finance.get(f"/api/installment-groups/{group_id}/installments", expect=200).body
    a, b, c, d, e, f = body["results"]
    finance.put(f"/api/installment-groups/installments/{e['id']}", {"paymentId": pending}, expect=200)
    body = finance.get(f"/api/installment-groups/{group_id}/installments", expect=200).body
    a, b, c, d, e, f = body["results"]
    assert body["summary"] == {"totalAmount": 80500.5, "totalAmountWithoutFees": 80000.5, "paidAmount": 22000.25,
                               "pendingAmount": 7000, "remainingBalance": 58500.25, "dueAmount": 23500.25,
                               "availableBalance": 0, "upcomingPayment": 30000}
    assert [(i["balance"], i["status"]) for i in (a, b, c, d, e, f)] == [
        (0, "paid"), (0, "paid"), (8500.25, "partially_paid"), (15000, "unpaid"), (30000, "pending"),
        (5000, "unpaid")]
    assert a["payments"] == [{"id": a["payments"][0]["id"], "amount": "10000.00",
                              "clientId": place.clients[0].id, "paymentDate": day(-165)}]
    assert [p["amount"] for p in b["payments"]] == ["500.00"]
    assert [p["amount"] for p in c["payments"]] == ["1500.00", "10000.25"]
    assert d["payments"] == [] and d["dueDate"] == f"{day(0)}T00:00:00.000Z" and f["dueDate"] is None
    listed = finance.get("/api/installment-groups", expect=200).body["data"][0]
    assert (listed["totalAmount"], listed["paidAmount"], listed["remainingAmount"], listed["dueAmount"]) == \
        (80500.5, 22000.25, 58500.25, 23500.25)
    assert listed["stats"]["pendingAmount"] == 7000 and listed["stats"]["totalInstallments"] == 6


def test_amounts_are_exact(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, installment(0.10, day(-1)), installment(0.20, day(-1)))
    summary = admin.get(f"/api/installment-groups/{group_id}/installments").body["summary"]
    assert summary["totalAmount"] == 0.3 and summary["dueAmount"] == 0.3
    for bad in (1.005, -1, "1e3x", True, 1e13):
        reply = admin.post("/api/installment-groups/installments",
                           {"groupId": group_id, "installments": [installment(bad, day(1))]}, expect=400)
        assert "installments.0.amount" in reply.message
    assert admin.get(f"/api/installment-groups/{group_id}").body["stats"]["totalInstallments"] == 2


def test_an_overpayment_leaves_nothing_due_and_a_balance_ahead(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, installment(100, day(-10)), installment(200, day(10)))
    pay(make, group_id, place.company.id, "500", day(-20))
    summary = admin.get(f"/api/installment-groups/{group_id}/installments").body["summary"]
    assert (summary["remainingBalance"], summary["dueAmount"], summary["upcomingPayment"],
            summary["availableBalance"]) == (0, 0, 0, 400)


def test_installment_changes_are_logged_with_old_and_new_values(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, installment(1000, day(30)), installment(2000, day(60)))
    first, second = admin.get(f"/api/installment-groups/{group_id}/installments").body["results"]
    admin.put("/api/installment-groups/installments/bulk", {"groupId": group_id, "installments": [
        {"id": first["id"], "amount": 1200, "description": first["description"]},
        {"id": second["id"], "amount": 2000}]}, expect=200)
    admin.put(f"/api/installment-groups/installments/{second['id']}", {"dueDate": day(61)}, expect=200)
    admin.delete(f"/api/installment-groups/installments/{first['id']}", expect=200)
    logs = admin.get(f"/api/installment-groups/logs/{group_id}", expect=200).body
    assert [entry["eventType"] for entry in logs] == ["installment_deleted", "installment_updated",
                                                      "installment_updated", "installment_created",
                                                      "installment_created", "group_created"]
    assert logs[2]["description"] == f"Installment {first['id']}: amount changed from 1000.00 to 1200.00"
    assert logs[1]["description"] == f"Installment {second['id']}: dueDate changed from {day(60)} to {day(61)}"
    assert all(entry["createdBy"] == admin.user.name for entry in logs)
    assert set(logs[0]) == {"id", "description", "eventType", "createdAt", "createdBy"}
    one = admin.get(f"/api/installment-groups/installments/{second['id']}", expect=200).body
    assert one["createdByName"] == admin.user.name and one["dueDate"].startswith(day(61))
    assert admin.get(f"/api/installment-groups/installments/{first['id']}").status == 404


def test_group_updates_replace_lists_and_are_logged(make):
    place = estate(make, clients=3)
    admin = make.staff("admin", [place.company])
    colleague = make.user("sales", [place.company])
    group_id = create_group(admin, place, clientIds=[place.clients[0].id])
    admin.put(f"/api/installment-groups/{group_id}", {"clientIds": [place.clients[1].id, place.clients[2].id],
                                                      "allowedUsers": [colleague.id, admin.user.id],
                                                      "unitNumber": "B-202"}, expect=200)
    one = admin.get(f"/api/installment-groups/{group_id}").body
    assert [c["clientId"] for c in one["clients"]] == [place.clients[1].id, place.clients[2].id]
    assert one["allowedUsers"] == [{"userId": colleague.id, "userName": colleague.name},
                                   {"userId": admin.user.id, "userName": admin.user.name}]
    descriptions = [e["description"] for e in admin.get(f"/api/installment-groups/logs/{group_id}").body]
    assert "unitNumber changed from A-101 to B-202" in descriptions
    assert admin.put(f"/api/installment-groups/{group_id}", {}, expect=400).message == "No data to update"


def test_create_checks_that_project_company_and_clients_belong_together(make, root):
    place, other = estate(make), estate(make)
    admin = make.staff("admin", [place.company])
    before = make.run(make.db.installmentGroups.count_documents({}))
    body = {"project": place.project.id, "clientIds": [place.clients[0].id], "company": place.company.id,
            "unitNumber": "1"}
    for missing in ("project", "clientIds", "company", "unitNumber"):
        reply = admin.post("/api/installment-groups", {k: v for k, v in body.items() if k != missing}, expect=400)
        assert reply.message == f"{missing} is required"
    assert "client" in admin.post("/api/installment-groups", {**body, "clientIds": [other.clients[0].id]},
                                  expect=400).message
    assert root.post("/api/installment-groups", {**body, "project": other.project.id}, expect=400).message == \
        "Project belongs to another company"
    assert admin.post("/api/installment-groups", {**body, "company": other.company.id}).status == 403
    assert admin.post("/api/installment-groups", {**body, "project": 99999999}, expect=400).status == 400
    assert make.run(make.db.installmentGroups.count_documents({})) == before


def test_visibility_per_role(make, root):
    place = estate(make)
    agent = make.user("agent", [place.company])
    place_with_agent = estate(make, company=place.company, agents=[agent])
    admin = make.staff("admin", [place.company])
    open_group = create_group(admin, place)
    agents_group = create_group(admin, place_with_agent)
    restricted = create_group(admin, place, allowedUsers=[admin.user.id])
    sales = make.staff("sales", [place.company])
    outsider = make.staff("admin", [make.company()])

    def ids(api):
        return {g["id"] for g in api.get("/api/installment-groups", expect=200).body["data"]}

    assert {open_group, agents_group, restricted} <= ids(root)
    assert ids(admin) >= {open_group, agents_group, restricted}
    assert ids(sales) == {open_group, agents_group}
    assert ids(make.login(agent.email)) == {agents_group}
    assert ids(make.login(place.clients[0].email)) == {open_group, restricted}
    assert ids(outsider) == set()
    assert sales.get(f"/api/installment-groups/{restricted}").status == 404
    assert outsider.get(f"/api/installment-groups/{open_group}/installments").status == 404
    assert make.login(place.clients[0].email).get(f"/api/installment-groups/{agents_group}").status == 404


def test_search_filters_and_pages(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    made = [create_group(admin, place, unitNumber=f"U-{n}") for n in range(12)]
    page = admin.get("/api/installment-groups", query={"limit": 5, "page": 2}, expect=200).body
    assert page["pagination"] == {"total": 12, "page": 2, "limit": 5, "pages": 3}
    assert [g["id"] for g in page["data"]] == list(reversed(made))[5:10]
    found = admin.get("/api/installment-groups", query={"query": "u-11"}).body["data"]
    assert [g["id"] for g in found] == [made[11]]
    by_client = admin.get("/api/installment-groups", query={"query": place.clients[0].name.upper()}).body
    assert by_client["pagination"]["total"] == 12
    assert admin.get("/api/installment-groups", query={"project": place.project.id}).body["pagination"]["total"] == 12
    assert admin.get("/api/installment-groups", query={"developer": 99999999}).body["data"] == []
    assert "limit" in admin.get("/api/installment-groups", query={"limit": 101}, expect=400).message


def test_delete_removes_the_group_and_refuses_while_it_has_payments(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id, paid_group = create_group(admin, place), create_group(admin, place)
    add_installments(admin, group_id, installment(100, day(5)))
    pay(make, paid_group, place.company.id, "10", day(-1))
    admin.delete(f"/api/installment-groups/{group_id}", expect=200)
    assert admin.get(f"/api/installment-groups/{group_id}").status == 404
    assert admin.delete(f"/api/installment-groups/{paid_group}").status == 409


def test_unpaid_lists_overdue_and_each_groups_next_installment(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, installment(100, day(-30)), installment(100, day(-10)),
                     installment(100, day(10)), installment(100, day(40)))
    pay(make, group_id, place.company.id, "100", day(-29))
    unpaid = admin.get("/api/installment-groups/installments/unpaid", expect=200).body
    mine = [i for i in unpaid["data"] if i["groupId"] == group_id]
    assert [i["dueDate"][:10] for i in mine] == [day(-10), day(10)]
    assert unpaid["total"] == len(unpaid["data"])
    assert make.staff("admin", [make.company()]).get("/api/installment-groups/installments/unpaid").body == \
        {"data": [], "total": 0}


def test_the_unpaid_list_narrows_to_a_company_and_pages(make):
    """Without page or limit, every row (as documented); with them, one page of the same order and `total`
    counting them all; `company` narrows to one of the caller's companies (another's gives nothing)."""
    first, second = estate(make), estate(make)
    admin = make.staff("admin", [first.company, second.company])
    for place in (first, first, second):
        add_installments(admin, create_group(admin, place), installment(100, day(-20)), installment(100, day(-5)),
                         installment(100, day(15)))
    url = "/api/installment-groups/installments/unpaid"
    everything = admin.get(url, expect=200).body
    assert everything["total"] == len(everything["data"]) == 9
    ordered = [(row["dueDate"], row["id"]) for row in everything["data"]]
    assert ordered == sorted(ordered)

    pages = [admin.get(url, query={"page": page, "limit": 4}, expect=200).body for page in (1, 2, 3)]
    assert [len(page["data"]) for page in pages] == [4, 4, 1] and {page["total"] for page in pages} == {9}
    assert [row["id"] for page in pages for row in page["data"]] == [row["id"] for row in everything["data"]]
    assert len(admin.get(url, query={"page": 1}, expect=200).body["data"]) == 9  # default limit 50

    mine = admin.get(url, query={"company": first.company.id}, expect=200).body
    assert mine["total"] == 6 and {row["companyName"] for row in mine["data"]} == {first.company.name}
    outsider = make.staff("admin", [make.company()])
    assert outsider.get(url, query={"company": first.company.id}, expect=200).body == {"data": [], "total": 0}
    for bad in ({"limit": 501}, {"limit": 0}, {"page": 0}, {"company": "x"}):
        assert admin.get(url, query=bad).status == 400, bad


@pytest.mark.parametrize("level,read,write", [("admin", 200, 200), ("sales", 200, 200), ("finance", 200, 200),
                                              ("none", 403, 403)])
def test_roles(make, level, read, write):
    place = estate(make)
    group_id = create_group(make.staff("admin", [place.company]), place)
    api = make.staff(level, [place.company])
    assert api.get("/api/installment-groups").status == read
    assert api.get(f"/api/installment-groups/{group_id}").status == read
    assert api.put(f"/api/installment-groups/{group_id}", {"city": "Abu Dhabi"}).status == write


def test_a_client_reads_but_never_writes(make):
    place = estate(make)
    group_id = create_group(make.staff("admin", [place.company]), place)
    client = make.login(place.clients[0].email)
    client.get(f"/api/installment-groups/{group_id}/installments", expect=200)
    assert client.put(f"/api/installment-groups/{group_id}", {"city": "X"}).status == 403
    assert client.post("/api/installment-groups/installments",
                       {"groupId": group_id, "installments": [installment(1, day(1))]}).status == 403
