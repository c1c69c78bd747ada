"""Account types: shapes, roles, company scoping, disabled rows, unique names, bad input."""

import pytest

from documents import account_types
from documents.scope import Scope

SHAPE = {"id", "name", "description", "isActive", "company", "companyId", "createdBy", "createdAt", "updatedAt"}


def account_type(make, company, name="Main account", is_active=True, created_by=0):
    return make.run(account_types.insert(make.db, Scope.everything(), name=name, description=None, company=company.id,
                                         is_active=is_active, created_by=created_by))


def stored(make, entry_id):
    return make.run(make.db.accountTypes.find_one({"_id": entry_id}))


def count(make):
    return make.run(make.db.accountTypes.count_documents({}))


def listed_ids(api, **query):
    return [entry["id"] for entry in api.get("/api/accountTypes", query=query, expect=200).body]


def test_admin_creates_and_lists_with_company_and_creator_names(make):
    company = make.company("Bayview")
    admin = make.staff("admin", [company])
    body = {"name": "Escrow", "description": "Held by the bank", "company": company.id, "isActive": True}
    reply = admin.post("/api/accountTypes", body, expect=201)
    assert reply.body == {"message": "AccountTypes created successfully", "id": reply.body["id"]}
    [entry] = admin.get("/api/accountTypes", expect=200).body
    assert set(entry) == SHAPE
    assert entry["id"] == reply.body["id"] and entry["name"] == "Escrow"
    assert entry["description"] == "Held by the bank" and entry["isActive"] is True
    assert entry["company"] == "Bayview" and entry["companyId"] == company.id
    assert entry["createdBy"] == admin.user.name and entry["createdAt"].endswith("Z")
    assert stored(make, entry["id"])["createdBy"] == admin.user.id


def test_disabled_rows_are_listed_only_on_request(make):
    company = make.company()
    active, disabled = account_type(make, company, "Active"), account_type(make, company, "Off", is_active=False)
    api = make.staff("finance", [company])
    assert listed_ids(api) == [active.id]
    assert listed_ids(api, showDisabled="true") == [active.id, disabled.id]
    # The interface says any value: even "false" includes them.
    assert listed_ids(api, showDisabled="false") == [active.id, disabled.id]
    assert listed_ids(api, showDisabled="") == [active.id]


def test_list_filters_by_company_and_name_within_the_callers_scope(make):
    mine, also_mine, theirs = make.company(), make.company(), make.company()
    cash, bank = account_type(make, mine, "Cash (HQ)"), account_type(make, also_mine, "Bank")
    hidden = account_type(make, theirs, "Cash (HQ)", is_active=False)
    api = make.staff("agent", [mine, also_mine])
    assert listed_ids(api) == [cash.id, bank.id]
    assert listed_ids(api, company=also_mine.id) == [bank.id]
    assert listed_ids(api, company=theirs.id, showDisabled="1") == []
    assert listed_ids(api, query="CASH (h") == [cash.id] and listed_ids(api, query="cash.*") == []
    assert hidden.id in listed_ids(make.staff("super-admin"), company=theirs.id, showDisabled="1")
    assert listed_ids(make.staff("admin")) == []


@pytest.mark.parametrize("level,status", [("admin", 200), ("agent", 200), ("finance", 200), ("sales", 403),
                                          ("none", 403)])
def test_list_roles(make, level, status):
    company = make.company()
    account_type(make, company)
    reply = make.staff(level, [company]).get("/api/accountTypes")
    assert reply.status == status
    assert len(reply.body) == 1 if status == 200 else reply.message == "Forbidden"


@pytest.mark.parametrize("level", ["sales", "finance", "agent", "none"])
def test_only_admins_create_update_delete(make, level):
    company = make.company()
    entry = account_type(make, company, "Keep")
    api = make.staff(level, [company])
    before = count(make)
    assert api.post("/api/accountTypes", {"name": "New", "company": company.id}).status == 403
    assert api.put(f"/api/accountTypes/{entry.id}", {"name": "Changed"}).status == 403
    assert api.delete(f"/api/accountTypes/{entry.id}").status == 403
    assert stored(make, entry.id)["name"] == "Keep" and count(make) == before


def test_clients_get_403_and_anonymous_401(make, anonymous):
    company = make.company()
    entry = account_type(make, company, "Keep")
    client = make.login(make.client(company).email)
    for api, status in ((client, 403), (anonymous, 401)):
        assert api.get("/api/accountTypes").status == status
        assert api.post("/api/accountTypes", {"name": "New", "company": company.id}).status == status
        assert api.put(f"/api/accountTypes/{entry.id}", {"name": "Changed"}).status == status
        assert api.delete(f"/api/accountTypes/{entry.id}").status == status
    assert stored(make, entry.id)["name"] == "Keep"


def test_an_admin_cannot_create_change_or_delete_in_another_company(make):
    mine, theirs = make.company(), make.company()
    entry = account_type(make, theirs, "Theirs")
    admin = make.staff("admin", [mine])
    before = count(make)
    assert admin.post("/api/accountTypes", {"name": "Sneaky", "company": theirs.id}, expect=403).message == "Forbidden"
    assert admin.put(f"/api/accountTypes/{entry.id}", {"name": "Hijacked", "isActive": False},
                     expect=404).message == "Account type not found"
    assert admin.delete(f"/api/accountTypes/{entry.id}", expect=404).message == "Account type not found"
    doc = stored(make, entry.id)
    assert doc["name"] == "Theirs" and doc["isActive"] is True and count(make) == before


def test_names_are_unique_per_company_regardless_of_case(make, root):
    company, other = make.company(), make.company()
    account_type(make, company, "Escrow")
    taken = "Account type with this name already exists"
    assert root.post("/api/accountTypes", {"name": "ESCROW", "company": company.id}, expect=400).message == taken
    root.post("/api/accountTypes", {"name": "escrow", "company": other.id}, expect=201)
    second = account_type(make, company, "Cash")
    assert root.put(f"/api/accountTypes/{second.id}", {"name": "escrow"}, expect=400).message == taken
    assert stored(make, second.id)["name"] == "Cash"
    assert make.run(make.db.accountTypes.count_documents({"company": company.id})) == 2


def test_installment_payment_is_an_ordinary_account_type_name(make, root):
    company = make.company()
    root.post("/api/accountTypes", {"name": "installment_payment", "company": company.id}, expect=201)


@pytest.mark.parametrize("change,field", [
    ({"name": None}, "name"), ({"name": ""}, "name"), ({"name": "  "}, "name"), ({"name": ["a"]}, "name"),
    ({"description": 5}, "description"), ({"description": "x" * 5001}, "description"),
    ({"isActive": 1}, "isActive"), ({"isActive": None}, "isActive"),
])
def test_create_and_update_reject_bad_fields_and_store_nothing(make, root, change, field):
    company = make.company()
    entry = account_type(make, company, "Keep")
    before = count(make)
    assert field in root.post("/api/accountTypes", {"name": "New", "company": company.id, **change},
                              expect=400).message
    assert field in root.put(f"/api/accountTypes/{entry.id}", change, expect=400).message
    assert count(make) == before and stored(make, entry.id)["name"] == "Keep"


@pytest.mark.parametrize("body,message", [
    ({"name": "New"}, "company is required"), ({"company": 1.5, "name": "New"}, "company"),
    ({"company": -3, "name": "New"}, "company"), ({"company": 99999999, "name": "New"}, "Invalid company ID"),
    ({"company": 1}, "name is required"),
])
def test_create_needs_a_name_and_an_existing_company(make, root, body, message):
    before = count(make)
    assert message in root.post("/api/accountTypes", body, expect=400).message
    assert count(make) == before


def test_update_renames_and_deactivates(make, root):
    entry = account_type(make, make.company(), "Before")
    reply = root.put(f"/api/accountTypes/{entry.id}", {"name": "After", "isActive": False}, expect=200)
    assert reply.body == {"message": "AccountTypes updated successfully"}
    doc = stored(make, entry.id)
    assert doc["name"] == "After" and doc["isActive"] is False and doc["updatedAt"] is not None
    assert root.put(f"/api/accountTypes/{entry.id}", {}, expect=400).message == "No data to update"


def test_delete_removes_the_record(make, root):
    entry = account_type(make, make.company())
    assert root.delete(f"/api/accountTypes/{entry.id}", expect=200).body == {
        "message": "AccountTypes deleted successfully"}
    assert stored(make, entry.id) is None
    assert root.delete(f"/api/accountTypes/{entry.id}", expect=404).message == "Account type not found"


def test_unknown_and_non_numeric_ids(root):
    for method, body in (("PUT", {"name": "x"}), ("DELETE", None)):
        assert root.request(method, "/api/accountTypes/99999999", body, expect=404).message == "Account type not found"
        assert "id" in root.request(method, "/api/accountTypes/abc", body, expect=400).message
