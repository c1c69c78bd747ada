"""Plan templates (CONTRACT 15): kept by admins, read by staff, scoped to the caller's companies, and applied to an
empty group to the cent (the rounding remainder on the last row that is not a fee, month-end dates)."""

import pytest

from tests.handlers.groups_helpers import create_group, estate

TEN_NINETY = [{"description": "Booking", "percentage": 10, "dueMonths": 0},
              {"description": "DLD fee", "percentage": 4, "isFee": True, "dueMonths": 0},
              {"description": "On handover", "percentage": 90, "dueMonths": None}]


def template(api, place, rows=TEN_NINETY, **fields) -> int:
    body = {"name": "10/90", "company": place.company.id, "project": place.project.id, "rows": rows, **fields}
    return api.post("/api/planTemplates", body, expect=201).body["id"]


def test_create_read_change_and_delete(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    template_id = template(admin, place)
    one = admin.get(f"/api/planTemplates/{template_id}", expect=200).body
    assert one == {"id": template_id, "name": "10/90", "company": place.company.id, "project": place.project.id,
                   "rows": [{"description": "Booking", "percentage": 10.0, "isFee": False, "postHandover": False,
                             "dueMonths": 0},
                            {"description": "DLD fee", "percentage": 4.0, "isFee": True, "postHandover": False,
                             "dueMonths": 0},
                            {"description": "On handover", "percentage": 90.0, "isFee": False, "postHandover": False,
                             "dueMonths": None}]}
    other_project = estate(make, company=place.company).project
    company_wide = template(admin, place, name="Company-wide", project=None)
    assert [t["id"] for t in admin.get("/api/planTemplates", expect=200).body] == [template_id, company_wide]
    assert [t["id"] for t in admin.get("/api/planTemplates", query={"project": place.project.id}).body] == \
        [template_id]
    admin.put(f"/api/planTemplates/{template_id}", {"name": "10/90 launch", "project": other_project.id}, expect=200)
    assert admin.get(f"/api/planTemplates/{template_id}").body["project"] == other_project.id
    admin.put(f"/api/planTemplates/{template_id}", {"rows": [{"description": "All", "percentage": 100}]},
              expect=200)
    changed = admin.get(f"/api/planTemplates/{template_id}").body
    assert changed["name"] == "10/90 launch" and [r["description"] for r in changed["rows"]] == ["All"]
    admin.delete(f"/api/projects/{other_project.id}", expect=200)  # its templates become company-wide
    assert admin.get(f"/api/planTemplates/{template_id}").body["project"] is None
    admin.delete(f"/api/planTemplates/{template_id}", expect=200)
    assert admin.get(f"/api/planTemplates/{template_id}").status == 404
    assert admin.delete(f"/api/planTemplates/{template_id}").status == 404


@pytest.mark.parametrize("rows, words", [
    ([{"description": "A", "percentage": 10}, {"description": "B", "percentage": 80}], "add up to 90"),
    ([{"description": "A", "percentage": 33.33}, {"description": "B", "percentage": 66.66}], "add up to 99.99"),
    ([{"description": "Fee", "percentage": 100, "isFee": True}], "not a fee"),
    ([{"description": "A", "percentage": 100, "dueMonths": -1}], "dueMonths"),
    ([{"description": "A", "percentage": 100.5}], "percentage"),
    ([{"description": "A", "percentage": 12.345}, {"description": "B", "percentage": 87.655}], "2 decimal"),
    ([], "rows"),
])
def test_bad_rows_are_refused_and_nothing_is_stored(make, rows, words):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    reply = admin.post("/api/planTemplates", {"name": "X", "company": place.company.id, "rows": rows})
    assert reply.status == 400 and words in reply.message, reply.message
    assert admin.get("/api/planTemplates", expect=200).body == []


def test_roles_and_company_scoping(make):
    place, elsewhere = estate(make), estate(make)
    admin = make.staff("admin", [place.company])
    template_id = template(admin, place)
    for level in ("sales", "finance", "agent"):
        staff = make.staff(level, [place.company])
        assert staff.get(f"/api/planTemplates/{template_id}").status == 200
        assert staff.post("/api/planTemplates", {"name": "X", "company": place.company.id,
                                                 "rows": TEN_NINETY}).status == 403
        assert staff.put(f"/api/planTemplates/{template_id}", {"name": "Y"}).status == 403
        assert staff.delete(f"/api/planTemplates/{template_id}").status == 403
    assert make.login(place.clients[0].email).get("/api/planTemplates").status == 403
    outsider = make.staff("admin", [elsewhere.company])
    assert outsider.get("/api/planTemplates", expect=200).body == []
    assert outsider.get("/api/planTemplates", query={"company": place.company.id}).body == []
    for reply in (outsider.get(f"/api/planTemplates/{template_id}"),
                  outsider.put(f"/api/planTemplates/{template_id}", {"name": "Mine"}),
                  outsider.delete(f"/api/planTemplates/{template_id}")):
        assert reply.status == 404
    assert outsider.post("/api/planTemplates", {"name": "X", "company": place.company.id,
                                                "rows": TEN_NINETY}).status == 403
    # A project of another company is not this company's template's project.
    assert admin.post("/api/planTemplates", {"name": "X", "company": place.company.id,
                                             "project": elsewhere.project.id, "rows": TEN_NINETY}).status == 400
    assert admin.get(f"/api/planTemplates/{template_id}").body["name"] == "10/90"


def test_applying_a_template_to_the_cent_with_month_end_dates(make):
    place = estate(make)
    finance = make.staff("finance", [place.company])
    admin = make.staff("admin", [place.company])
    rows = [{"description": "Down payment", "percentage": 33.33, "dueMonths": 0},
            {"description": "Oqood fee", "percentage": 0.25, "isFee": True, "dueMonths": 0},
            {"description": "Second", "percentage": 33.33, "dueMonths": 1},
            {"description": "Third", "percentage": 33.34, "dueMonths": 13, "postHandover": True},
            {"description": "Title deed fee", "percentage": 0.5, "isFee": True, "dueMonths": None}]
    template_id = template(admin, place, rows=rows)
    group_id = create_group(admin, place)
    url = f"/api/installment-groups/{group_id}/plan"
    body = {"templateId": template_id, "price": "999999.99", "startDate": "2027-01-31", "dryRun": True}
    planned = finance.post(url, body, expect=200).body["installments"]
    brief = [(p["description"], p["amount"], (p["dueDate"] or "")[:10], p["isFee"], p["postHandover"])
             for p in planned]
    # 33.33% of 999,999.99 is 333,299.9967 -> 333,300.00 twice, 33.34% 333,399.9967 -> 333,400.00: a cent too
    # many, taken from the last row that is not a fee (333,399.99); fees are their share, never adjusted.
    assert brief == [("Down payment", 333300.0, "2027-01-31", False, False),
                     ("Oqood fee", 2500.0, "2027-01-31", True, False),
                     ("Second", 333300.0, "2027-02-28", False, False),
                     ("Third", 333399.99, "2028-02-29", False, True),
                     ("Title deed fee", 5000.0, "", True, False)]
    assert round(sum(p["amount"] * 100 for p in planned if not p["isFee"])) == 99999999
    assert finance.get(f"/api/installment-groups/{group_id}/installments").body["results"] == []  # nothing stored

    stored = finance.post(url, {**body, "dryRun": False}, expect=201).body
    assert stored["count"] == 5 and "message" in stored
    results = finance.get(f"/api/installment-groups/{group_id}/installments", expect=200).body["results"]
    assert sorted((r["description"], r["amount"], (r["dueDate"] or "")[:10]) for r in results) == \
        sorted((b[0], b[1], b[2]) for b in brief)
    assert {r["percentage"] for r in results} == {33.33, 0.25, 33.34, 0.5}
    logs = finance.get(f"/api/installment-groups/logs/{group_id}", expect=200).body
    assert [entry["eventType"] for entry in logs].count("installment_created") == 5
    assert finance.post(url, {**body, "dryRun": False}).status == 409
    assert finance.post(url, body).status == 409  # a dry run too: the template applies to an empty plan


def test_applying_refuses_what_it_cannot_apply(make):
    place, elsewhere = estate(make), estate(make)
    admin = make.staff("admin", [place.company, elsewhere.company])
    group_id = create_group(admin, place)
    mine, theirs = template(admin, place), template(admin, elsewhere)
    url = f"/api/installment-groups/{group_id}/plan"
    body = {"templateId": mine, "price": 500000, "startDate": "2027-03-15"}
    assert admin.post(url, {**body, "templateId": theirs}).status == 400
    assert admin.post(url, {**body, "templateId": 99999999}).status == 404
    outsider = make.staff("admin", [make.company()])
    assert outsider.post(url, body).status == 404
    assert make.staff("sales", [place.company]).post(url, body).status == 403
    for bad in ({"price": 0}, {"price": "12.345"}, {"startDate": "2027-02-30"}, {"templateId": "x"}):
        assert admin.post(url, {**body, **bad}).status == 400, bad
    restricted = create_group(admin, place, allowedUsers=[admin.user.id], unitNumber="B-2")
    finance = make.staff("finance", [place.company])
    assert finance.post(f"/api/installment-groups/{restricted}/plan", body).status == 404
    assert admin.get(f"/api/installment-groups/{group_id}/installments").body["results"] == []
