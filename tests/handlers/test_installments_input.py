"""Installments and groups: every route refuses other companies' records and every bad body field."""

import pytest

from tests.handlers.groups_helpers import add_installments, create_group, estate

GROUPS = "/api/installment-groups"


def snapshot(make, group_id):
    return make.run(make.db.installmentGroups.find_one({"_id": group_id}))


@pytest.fixture
def other_company_group(make):
    place = estate(make)
    owner = make.staff("admin", [place.company])
    group_id = create_group(owner, place)
    add_installments(owner, group_id, {"amount": 100, "dueDate": "2026-05-01"})
    installment_id = owner.get(f"{GROUPS}/{group_id}/installments").body["results"][0]["id"]
    return group_id, installment_id


def test_every_route_hides_another_companys_group(make, other_company_group):
    group_id, installment_id = other_company_group
    before = snapshot(make, group_id)
    stranger = make.staff("admin", [make.company()])
    for method, path, body in [
        ("GET", f"{GROUPS}/{group_id}", None), ("PUT", f"{GROUPS}/{group_id}", {"city": "X"}),
        ("DELETE", f"{GROUPS}/{group_id}", None), ("GET", f"{GROUPS}/{group_id}/installments", None),
        ("GET", f"{GROUPS}/installments/{installment_id}", None),
        ("PUT", f"{GROUPS}/installments/{installment_id}", {"amount": 1}),
        ("DELETE", f"{GROUPS}/installments/{installment_id}", None),
        ("POST", f"{GROUPS}/installments", {"groupId": group_id, "installments": [{"amount": 1}]}),
        ("PUT", f"{GROUPS}/installments/bulk", {"groupId": group_id, "installments": [{"id": installment_id,
                                                                                       "amount": 1}]}),
        ("GET", f"{GROUPS}/logs/{group_id}", None),
    ]:
        assert stranger.request(method, path, body).status == 404, (method, path)
    assert snapshot(make, group_id) == before
    assert stranger.get(GROUPS, query={"company": before["company"]}).body["data"] == []


def test_installments_of_another_group_cannot_be_changed_through_bulk(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    first, second = create_group(admin, place), create_group(admin, place)
    add_installments(admin, second, {"amount": 100})
    foreign = admin.get(f"{GROUPS}/{second}/installments").body["results"][0]["id"]
    reply = admin.put(f"{GROUPS}/installments/bulk", {"groupId": first, "installments": [{"id": foreign,
                                                                                          "amount": 5}]})
    assert reply.status == 400 and str(foreign) in reply.message
    assert admin.get(f"{GROUPS}/installments/{foreign}").body["amount"] == 100
    assert admin.post(f"{GROUPS}/installments", {"groupId": 99999999, "installments": [{"amount": 1}]}).status == 404


@pytest.mark.parametrize("item,field", [
    ({}, "installments.0.amount is required"),
    ({"amount": "ten"}, "installments.0.amount"),
    ({"amount": 1, "dueDate": "01/02/2026"}, "installments.0.dueDate"),
    ({"amount": 1, "isFee": "yes"}, "installments.0.isFee"),
    ({"amount": 1, "status": "paid"}, "installments.0.status"),
    ({"amount": 1, "percentage": 101}, "installments.0.percentage"),
    ({"amount": 1, "percentage": -1}, "installments.0.percentage"),
    ({"amount": 1, "postHandover": 1}, "installments.0.postHandover"),
    ({"amount": float("nan")}, "NaN is not a JSON number"),  # refused with the body (hostile input tests)
])
def test_bad_installment_fields_are_400_and_store_nothing(make, item, field):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    before = snapshot(make, group_id)
    raw = None
    if item.get("amount") != item.get("amount"):  # NaN cannot be sent as standard JSON
        raw = b'{"groupId": %d, "installments": [{"amount": NaN}]}' % group_id
    reply = admin.post(f"{GROUPS}/installments", None if raw else {"groupId": group_id, "installments": [item]},
                       raw=raw, headers={"Content-Type": "application/json"} if raw else None)
    assert reply.status == 400 and field in reply.message, reply.message
    assert snapshot(make, group_id) == before


@pytest.mark.parametrize("body,field", [
    ({"groupId": 1}, "installments is required"),
    ({"installments": [{"amount": 1}]}, "groupId is required"),
    ({"groupId": 1, "installments": []}, "installments"),
    ({"groupId": "1", "installments": [{"amount": 1}]}, "groupId"),
])
def test_bad_installment_bodies(make, root, body, field):
    assert field in root.post(f"{GROUPS}/installments", body, expect=400).message


def test_bad_updates_and_queries(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, {"amount": 100})
    installment_id = admin.get(f"{GROUPS}/{group_id}/installments").body["results"][0]["id"]
    before = snapshot(make, group_id)
    assert admin.put(f"{GROUPS}/installments/{installment_id}", {}, expect=400).message == "No data to update"
    assert "amount" in admin.put(f"{GROUPS}/installments/{installment_id}", {"amount": 1.234}, expect=400).message
    assert "paymentId" in admin.put(f"{GROUPS}/installments/{installment_id}", {"paymentId": 99999999},
                                    expect=400).message
    assert "listed twice" in admin.put(f"{GROUPS}/installments/bulk", {"groupId": group_id, "installments": [
        {"id": installment_id, "amount": 1}, {"id": installment_id, "amount": 2}]}, expect=400).message
    for body, field in [({"clientIds": []}, "clientIds"), ({"clientIds": ["1"]}, "clientIds.0"),
                        ({"unitNumber": ""}, "unitNumber"), ({"allowedUsers": [99999999]}, "allowedUsers"),
                        ({"project": 0}, "project")]:
        assert field in admin.put(f"{GROUPS}/{group_id}", body, expect=400).message
    assert snapshot(make, group_id) == before
    for query in ({"page": 0}, {"limit": "x"}, {"company": "-1"}, {"client": "a"}):
        assert admin.get(GROUPS, query=query).status == 400, query
    assert admin.get(f"{GROUPS}/installments/abc").status == 400
