"""Payments: the state table, figures following payments, the delete rule, the rename cascade, idempotency,
the client view, roles, scoping and bad input."""

import uuid

import pytest

from tests.handlers.groups_helpers import add_installments, create_group, estate

LIST_KEYS = {"id", "accountType", "serviceType", "amount", "paymentType", "description", "clientId", "clientName",
             "paymentDate", "createdBy", "company", "companyId", "status", "installmentGroupId",
             "installmentGroupName", "attachments", "assignedAgents", "associatedEntity", "createdAt", "updatedAt"}


@pytest.fixture
def shop(make):
    """A company with an account type, a service type, a group with two installments and a finance user."""
    agent = make.user("agent", [])
    place = estate(make, agents=[agent])
    make.run(make.db.users.update_one({"_id": agent.id}, {"$set": {"allowedCompanies": [place.company.id]}}))
    admin = make.staff("admin", [place.company])
    admin.post("/api/accountTypes", {"name": "Bank Transfer", "company": place.company.id}, expect=201)
    admin.post("/api/serviceTypes", {"name": "Maintenance", "company": place.company.id}, expect=201)
    group_id = create_group(admin, place)
    add_installments(admin, group_id, {"amount": 1000, "dueDate": "2026-01-10"},
                     {"amount": 2000, "dueDate": "2099-01-10"})
    finance = make.staff("finance", [place.company])
    return place, group_id, admin, finance, agent


def body(place, **fields):
    return {"accountType": "Bank Transfer", "serviceType": "Maintenance", "amount": 150.5, "paymentType": "income",
            "paymentDate": "2026-03-01", "company": place.company.id, **fields}


def installment_body(place, group_id, **fields):
    return body(place, **{"serviceType": "installment_payment", "installmentGroupId": group_id, "amount": 400,
                           **fields})


def summary(api, group_id):
    return api.get(f"/api/installment-groups/{group_id}/installments", expect=200).body["summary"]


def events(api, group_id):
    return [(e["eventType"], e["description"]) for e in api.get(f"/api/installment-groups/logs/{group_id}").body]


def stored(make, payment_id):
    return make.run(make.db.payments.find_one({"_id": payment_id}))


def test_create_and_list_with_names(shop, make):
    place, group_id, admin, finance, agent = shop
    plain = finance.post("/api/payments", body(place, clientId=place.clients[0].id), expect=201).body
    assert plain["message"] == "Payments created successfully" and "newPayment" not in plain
    reply = finance.post("/api/payments", installment_body(place, group_id, paymentDate="2026-04-01"), expect=201)
    created = reply.body["newPayment"]
    assert reply.message == "Payment created successfully"
    assert created["status"] == "pending" and created["amount"] == 400
    assert created["description"] == f"Installment payment for {place.project.name} - A-101 ({place.project.name})"
    listed = finance.get("/api/payments", expect=200).body
    assert [p["id"] for p in listed] == [created["id"], plain["id"]]  # newest payment date first
    first = listed[1]
    assert set(first) == LIST_KEYS
    assert (first["clientName"], first["company"], first["createdBy"], first["amount"]) == \
        (place.clients[0].name, place.company.name, finance.user.name, 150.5)
    assert first["assignedAgents"] == [{"agentId": agent.id}] and first["paymentDate"] == "2026-03-01T00:00:00.000Z"
    assert listed[0]["installmentGroupName"] == f"{place.project.name} - A-101"
    assert events(admin, group_id)[0] == ("payment_recorded", f"Payment {created['id']} of 400.00 recorded (pending)")


def test_list_filters_and_scoping(shop, make, root):
    place, group_id, admin, finance, _ = shop
    finance.post("/api/payments", body(place, status="approved", clientId=place.clients[1].id), expect=201)
    finance.post("/api/payments", installment_body(place, group_id), expect=201)
    other = estate(make)
    root.post("/api/accountTypes", {"name": "Bank Transfer", "company": other.company.id}, expect=201)
    root.post("/api/payments", {**body(other, serviceType="installment_payment"), "installmentGroupId":
                                create_group(root, other)}, expect=201)
    mine = finance.get("/api/payments").body
    assert {p["companyId"] for p in mine} == {place.company.id} and len(mine) == 2
    assert finance.get("/api/payments", query={"company": other.company.id}).body == []
    assert len(finance.get("/api/payments", query={"query": "bank"}).body) == 2
    assert finance.get("/api/payments", query={"query": "(cash"}).body == []
    assert [p["status"] for p in finance.get("/api/payments", query={"status": "approved"}).body] == ["approved"]
    assert [p["clientId"] for p in finance.get("/api/payments", query={"client": place.clients[1].id}).body] == \
        [place.clients[1].id]
    assert finance.get("/api/payments", query={"accountType": "bank"}).body == []
    assert "status" in finance.get("/api/payments", query={"status": "lost"}, expect=400).message
    assert len(root.get("/api/payments", query={"company": other.company.id}).body) == 1


def test_figures_follow_every_state_change_with_a_log_entry(shop, make):
    place, group_id, admin, finance, _ = shop
    payment_id = finance.post("/api/payments", installment_body(place, group_id), expect=201).body["id"]
    assert (summary(admin, group_id)["paidAmount"], summary(admin, group_id)["pendingAmount"]) == (0, 400)
    finance.put(f"/api/payments/{payment_id}", {"status": "approved", "amount": 1200.25}, expect=200)
    after = summary(admin, group_id)
    assert (after["paidAmount"], after["pendingAmount"], after["remainingBalance"]) == (1200.25, 0, 1799.75)
    finance.put(f"/api/payments/{payment_id}", {"amount": 1000}, expect=200)
    assert summary(admin, group_id)["paidAmount"] == 1000
    declined = finance.put(f"/api/payments/{payment_id}", {"status": "declined"}, expect=200)
    assert declined.message == "Payments deleted successfully" and stored(make, payment_id) is None
    assert summary(admin, group_id)["paidAmount"] == 0
    logged = events(admin, group_id)
    assert logged[0] == ("payment_declined", f"Payment {payment_id} of 1000.00 declined and removed")
    assert ("payment_updated", f"Payment {payment_id}: amount changed from 1200.25 to 1000.00") in logged
    assert ("payment_approved", f"Payment {payment_id} of 400.00 approved") in logged
    assert ("payment_updated", f"Payment {payment_id}: amount changed from 400.00 to 1200.25") in logged


def test_delete_needs_an_associated_entity_unless_super_admin(shop, make, root):
    place, group_id, admin, finance, _ = shop
    bare = finance.post("/api/payments", installment_body(place, group_id, status="approved"), expect=201).body["id"]
    linked = finance.post("/api/payments", body(place, associatedEntity="invoice-7"), expect=201).body["id"]
    refused = finance.delete(f"/api/payments/{bare}", expect=400)
    assert refused.message == "Cannot delete as it belongs to another entity" and stored(make, bare) is not None
    finance.delete(f"/api/payments/{linked}", expect=200)
    assert root.delete(f"/api/payments/{bare}", expect=200).message == "Payments deleted successfully"
    assert stored(make, bare) is None and summary(admin, group_id)["paidAmount"] == 0
    assert events(admin, group_id)[0] == ("payment_deleted", f"Payment {bare} of 400.00 deleted")
    assert finance.delete(f"/api/payments/{bare}").status == 404


def test_an_account_type_rename_reaches_only_that_companys_payments(shop, make, root):
    place, _, admin, finance, _ = shop
    other = estate(make)
    root.post("/api/accountTypes", {"name": "Bank Transfer", "company": other.company.id}, expect=201)
    root.post("/api/serviceTypes", {"name": "Maintenance", "company": other.company.id}, expect=201)
    mine = finance.post("/api/payments", body(place), expect=201).body["id"]
    theirs = root.post("/api/payments", body(other), expect=201).body["id"]
    type_id = next(t["id"] for t in admin.get("/api/accountTypes").body if t["name"] == "Bank Transfer")
    admin.put(f"/api/accountTypes/{type_id}", {"name": "Wire"}, expect=200)
    assert stored(make, mine)["accountType"] == "Wire" and stored(make, theirs)["accountType"] == "Bank Transfer"
    assert admin.get("/api/accountTypes").body[0]["name"] == "Wire"


def test_an_idempotency_key_records_a_payment_once(shop, make):
    place, group_id, _, finance, _ = shop
    key = {"Idempotency-Key": uuid.uuid4().hex}
    before = make.run(make.db.payments.count_documents({}))
    first = finance.post("/api/payments", installment_body(place, group_id), headers=key, expect=201)
    again = finance.post("/api/payments", installment_body(place, group_id), headers=key, expect=201)
    assert again.body == first.body
    assert make.run(make.db.payments.count_documents({})) == before + 1
    changed = finance.post("/api/payments", installment_body(place, group_id, amount=401), headers=key)
    assert changed.status == 409
    other_user = make.staff("finance", [place.company])
    other_user.post("/api/payments", installment_body(place, group_id), headers=key, expect=201)
    assert make.run(make.db.payments.count_documents({})) == before + 2


@pytest.mark.parametrize("change,field", [
    ({"accountType": None}, "accountType is required"), ({"amount": None}, "amount is required"),
    ({"paymentDate": None}, "paymentDate is required"), ({"company": None}, "company is required"),
    ({"paymentType": None}, "paymentType is required"), ({"serviceType": None}, "serviceType is required"),
    ({"amount": 0}, "amount"), ({"amount": -5}, "amount"), ({"amount": 1.234}, "amount"),
    ({"paymentType": "gift"}, "paymentType"), ({"status": "lost"}, "status"), ({"paymentDate": "03/01/2026"},
                                                                                "paymentDate"),
    ({"accountType": "Cash"}, "accountType"), ({"serviceType": "Cleaning"}, "serviceType"),
    ({"serviceType": "installment_payment"}, "installmentGroupId"), ({"clientId": 99999999}, "clientId"),
])
def test_bad_bodies_are_400_and_store_nothing(shop, make, change, field):
    place, _, _, finance, _ = shop
    sent = {k: v for k, v in {**body(place), **change}.items() if v is not None}
    before = make.run(make.db.payments.count_documents({}))
    assert field in finance.post("/api/payments", sent, expect=400).message
    assert make.run(make.db.payments.count_documents({})) == before


def test_groups_must_be_visible_and_of_the_same_company(shop, make, root):
    place, group_id, _, finance, _ = shop
    other = estate(make)
    theirs = create_group(root, other)
    assert finance.post("/api/payments", installment_body(place, theirs)).status == 404
    assert finance.post("/api/payments", installment_body(place, 99999999)).status == 404
    root.post("/api/accountTypes", {"name": "Bank Transfer", "company": other.company.id}, expect=201)
    assert "company" in root.post("/api/payments", installment_body(place, theirs), expect=400).message
    assert finance.post("/api/payments", body(other)).status == 403


def test_other_companies_payments_are_not_found(shop, make, root):
    place, _, _, _, _ = shop
    other = estate(make)
    root.post("/api/accountTypes", {"name": "Bank Transfer", "company": other.company.id}, expect=201)
    root.post("/api/serviceTypes", {"name": "Maintenance", "company": other.company.id}, expect=201)
    theirs = root.post("/api/payments", body(other, associatedEntity="x"), expect=201).body["id"]
    stranger = make.staff("admin", [place.company])
    assert stranger.put(f"/api/payments/{theirs}", {"status": "approved"}).status == 404
    assert stranger.put(f"/api/payments/{theirs}", {"status": "declined"}).status == 404
    assert stranger.delete(f"/api/payments/{theirs}").status == 404
    assert stored(make, theirs)["status"] == "pending"


def test_roles(shop, make):
    place, group_id, _, _, agent = shop
    payment_id = make.staff("finance", [place.company]).post("/api/payments", body(place), expect=201).body["id"]
    client = make.login(place.clients[0].email)
    for method, path, sent in [("GET", "/api/payments", None), ("POST", "/api/payments", body(place)),
                               ("PUT", f"/api/payments/{payment_id}", {"amount": 1}),
                               ("DELETE", f"/api/payments/{payment_id}", None)]:
        assert client.request(method, path, sent).status == 401
    agent_api = make.login(agent.email)
    agent_api.get("/api/payments", expect=200)
    agent_api.post("/api/payments", body(place), expect=201)
    assert agent_api.put(f"/api/payments/{payment_id}", {"amount": 1}).status == 403
    sales = make.staff("sales", [place.company])
    assert sales.get("/api/payments").status == 403 and sales.post("/api/payments", body(place)).status == 403


def test_the_client_view_shows_only_the_callers_own_payments(shop, make):
    place, group_id, admin, finance, _ = shop
    mine = finance.post("/api/payments", body(place, clientId=place.clients[0].id), expect=201).body["id"]
    finance.post("/api/payments", body(place, clientId=place.clients[1].id), expect=201)
    client = make.login(place.clients[0].email)
    listed = client.get("/api/client/payments", expect=200).body
    assert [p["id"] for p in listed] == [mine]
    assert set(listed[0]) == {"id", "clientId", "amount", "paymentDate", "paymentType", "description",
                              "serviceType", "company", "companyName", "status"}
    assert listed[0]["companyName"] == place.company.name and listed[0]["amount"] == 150.5
    assert admin.get("/api/client/payments", expect=200).body == []
    assert make.staff("sales", [place.company]).get("/api/client/payments").status == 401
    groups = client.get("/api/installment-groups", expect=200).body["data"]
    assert [g["id"] for g in groups] == [group_id]


def test_bad_updates_are_400_and_change_nothing(shop, make):
    place, group_id, _, finance, _ = shop
    payment_id = finance.post("/api/payments", installment_body(place, group_id), expect=201).body["id"]
    before = stored(make, payment_id)
    for sent, field in [({}, "No data to update"), ({"amount": -1}, "amount"), ({"status": "lost"}, "status"),
                        ({"paymentDate": "tomorrow"}, "paymentDate"), ({"accountType": "Cash"}, "accountType"),
                        ({"serviceType": "Maintenance"}, "serviceType"), ({"clientId": "7"}, "clientId")]:
        assert field in finance.put(f"/api/payments/{payment_id}", sent, expect=400).message, sent
    assert stored(make, payment_id) == before
    assert finance.put("/api/payments/abc", {"amount": 1}).status == 400


def test_group_delete_racing_a_payment_never_leaves_an_orphan_payment(shop, make):
    """A group deleted while a payment to it is being created: either the payment is refused (404) or the
    delete is (409), never both through with a payment pointing at no group. The two requests are sent
    together, many times, so their transactions overlap (the group write in the payment's transaction makes
    them conflict)."""
    from concurrent.futures import ThreadPoolExecutor
    from threading import Barrier

    place, _, admin, finance, _ = shop
    outcomes = set()
    for _ in range(25):
        group_id = create_group(admin, place)
        barrier = Barrier(2)

        def create(barrier=barrier, group_id=group_id):
            barrier.wait()
            return finance.post("/api/payments", installment_body(place, group_id)).status

        def delete(barrier=barrier, group_id=group_id):
            barrier.wait()
            return admin.delete(f"/api/installment-groups/{group_id}").status

        with ThreadPoolExecutor(2) as pool:
            created, deleted = pool.submit(create), pool.submit(delete)
            outcome = (created.result(), deleted.result())
        outcomes.add(outcome)
        group = make.run(make.db.installmentGroups.find_one({"_id": group_id}))
        orphans = make.run(make.db.payments.count_documents({"installmentGroupId": group_id})) if group is None else 0
        assert outcome in {(201, 409), (404, 200)} and not orphans, (outcome, orphans)
        assert (group is None) == (outcome[1] == 200)


def test_the_list_shows_current_names_agents_and_attachments(shop, make, root):
    """The payments list reads only payments (and the recorders' names): every change that moves what it shows
    of other records reaches the payments in its own transaction."""
    from services.payments import name_old_payments
    from tests.handlers.test_attachments import PDF

    place, group_id, admin, finance, agent = shop
    client = place.clients[0]
    payment_id = finance.post("/api/payments", installment_body(place, group_id, clientId=client.id,
                                                                status="approved"), expect=201).body["id"]
    other_agent = make.staff("agent", [place.company])

    def shown():
        [row] = [p for p in finance.get("/api/payments", expect=200).body if p["id"] == payment_id]
        return (row["clientName"], row["assignedAgents"], row["installmentGroupName"], row["company"],
                [a["title"] for a in row["attachments"]])

    assert shown() == (client.name, [{"agentId": agent.id}], f"{place.project.name} - A-101", place.company.name, [])
    admin.put(f"/api/clients/{client.id}", {"name": "Renamed Buyer", "agents": [{"agentId": other_agent.user.id}]},
              expect=200)
    admin.put(f"/api/installment-groups/{group_id}", {"name": "Renamed Unit"}, expect=200)
    root.put(f"/api/companies/{place.company.id}", {"name": "Renamed Company"}, expect=200)
    reply = finance.upload("/api/installment-groups/attachments", [("files", "slip.pdf", PDF), ("files", "b.pdf", PDF)],
                           {"groupId": str(group_id), "paymentId": str(payment_id), "titles": "Slip"})
    assert reply.status == 201, reply.body
    assert shown() == ("Renamed Buyer", [{"agentId": other_agent.user.id}], "Renamed Unit", "Renamed Company",
                       ["Slip", "b.pdf"])
    first = next(a for a in admin.get(f"/api/installment-groups/{group_id}/attachments", expect=200).body
                 if a["title"] == "Slip")
    admin.delete(f"/api/installment-groups/attachments/{first['id']}", expect=200)
    root.delete(f"/api/users/{other_agent.user.id}", expect=200)
    assert shown() == ("Renamed Buyer", [], "Renamed Unit", "Renamed Company", ["b.pdf"])

    # A payment from before names were kept with payments is named by the start-up backfill.
    make.run(make.db.payments.update_one({"_id": payment_id}, {"$unset": {
        "companyName": "", "clientName": "", "groupName": "", "agentIds": "", "attachments": ""}}))
    assert shown()[0] is None
    assert make.run(name_old_payments(make.db)) == 1
    assert shown() == ("Renamed Buyer", [], "Renamed Unit", "Renamed Company", ["b.pdf"])
