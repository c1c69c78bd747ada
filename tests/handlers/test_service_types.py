"""Service types: shapes, roles, company scoping, unique and reserved names, bad input."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from documents import service_types
from documents.scope import Scope

SHAPE = {"id", "name", "description", "isActive", "company", "companyId", "createdBy", "createdAt", "updatedAt"}
STAFF = ["admin", "sales", "finance", "agent"]


def service_type(make, company, name="Legal fee", is_active=True, created_by=0):
    return make.run(service_types.insert(make.db, Scope.everything(), name=name, description="d", company=company.id,
                                         is_active=is_active, created_by=created_by))


def stored(make, entry_id):
    return make.run(make.db.serviceTypes.find_one({"_id": entry_id}))


def count(make):
    return make.run(make.db.serviceTypes.count_documents({}))


def listed_ids(api, **query):
    return [entry["id"] for entry in api.get("/api/serviceTypes", query=query, expect=200).body]


def test_admin_creates_and_lists_with_company_and_creator_names(make):
    company = make.company("Harbour Homes")
    admin = make.staff("admin", [company])
    reply = admin.post("/api/serviceTypes", {"name": "  Legal fee ", "company": company.id}, expect=201)
    assert reply.body == {"message": "ServiceTypes created successfully", "id": reply.body["id"]}
    [entry] = admin.get("/api/serviceTypes", expect=200).body
    assert set(entry) == SHAPE
    assert entry["id"] == reply.body["id"] and entry["name"] == "Legal fee" and entry["description"] is None
    assert entry["isActive"] is True and entry["company"] == "Harbour Homes" and entry["companyId"] == company.id
    assert entry["createdBy"] == admin.user.name and entry["createdAt"].endswith("Z")
    assert stored(make, entry["id"])["createdBy"] == admin.user.id


def test_list_reads_names_in_one_query_each_whatever_the_row_count(make, stack):
    company, other = make.company(), make.company()
    api = make.staff("sales", [company, other])
    service_type(make, company, "One", created_by=make.user("admin").id)
    before = stack.app.commands.count
    api.get("/api/serviceTypes", expect=200)
    one_row = stack.app.commands.count - before
    for index, owner in enumerate([company, other, other]):
        service_type(make, owner, f"More {index}", created_by=make.user("admin").id)
    before = stack.app.commands.count
    assert len(api.get("/api/serviceTypes", expect=200).body) == 4
    assert stack.app.commands.count - before == one_row


def test_list_filters_by_company_and_name_within_the_callers_scope(make):
    mine, also_mine, theirs = make.company(), make.company(), make.company()
    rent, deposit = service_type(make, mine, "Rent.Fee"), service_type(make, also_mine, "Deposit")
    hidden = service_type(make, theirs, "Rent.Fee")
    api = make.staff("finance", [mine, also_mine])
    assert listed_ids(api) == [rent.id, deposit.id]
    assert listed_ids(api, company=also_mine.id) == [deposit.id]
    assert listed_ids(api, company=theirs.id) == []
    assert listed_ids(api, query="rent.f") == [rent.id]
    assert listed_ids(api, query="rentxf") == [] and listed_ids(api, query="([") == []
    assert hidden.id in listed_ids(make.staff("super-admin"), company=theirs.id)
    assert listed_ids(make.staff("agent")) == []
    assert "company" in api.get("/api/serviceTypes", query={"company": "abc"}, expect=400).message


@pytest.mark.parametrize("level,status", [*[(level, 200) for level in STAFF], ("none", 403)])
def test_list_roles(make, level, status):
    company = make.company()
    service_type(make, company)
    reply = make.staff(level, [company]).get("/api/serviceTypes")
    assert reply.status == status
    assert len(reply.body) == 1 if status == 200 else reply.message == "Forbidden"


@pytest.mark.parametrize("level", ["sales", "finance", "agent", "none"])
def test_only_admins_create_update_delete(make, level):
    company = make.company()
    entry = service_type(make, company, "Keep")
    api = make.staff(level, [company])
    before = count(make)
    assert api.post("/api/serviceTypes", {"name": "New", "company": company.id}).status == 403
    assert api.put(f"/api/serviceTypes/{entry.id}", {"name": "Changed"}).status == 403
    assert api.delete(f"/api/serviceTypes/{entry.id}").status == 403
    assert stored(make, entry.id)["name"] == "Keep" and count(make) == before


def test_clients_get_403_and_anonymous_401(make, anonymous):
    company = make.company()
    entry = service_type(make, company, "Keep")
    client = make.login(make.client(company).email)
    for api, status in ((client, 403), (anonymous, 401)):
        assert api.get("/api/serviceTypes").status == status
        assert api.post("/api/serviceTypes", {"name": "New", "company": company.id}).status == status
        assert api.put(f"/api/serviceTypes/{entry.id}", {"name": "Changed"}).status == status
        assert api.delete(f"/api/serviceTypes/{entry.id}").status == status
    assert stored(make, entry.id)["name"] == "Keep"


def test_an_admin_cannot_create_change_or_delete_in_another_company(make):
    mine, theirs = make.company(), make.company()
    entry = service_type(make, theirs, "Theirs")
    admin = make.staff("admin", [mine])
    before = count(make)
    assert admin.post("/api/serviceTypes", {"name": "Sneaky", "company": theirs.id}, expect=403).message == "Forbidden"
    assert admin.put(f"/api/serviceTypes/{entry.id}", {"name": "Hijacked", "isActive": False},
                     expect=404).message == "Service type not found"
    assert admin.delete(f"/api/serviceTypes/{entry.id}", expect=404).message == "Service type not found"
    doc = stored(make, entry.id)
    assert doc["name"] == "Theirs" and doc["isActive"] is True and count(make) == before


def test_names_are_unique_per_company_regardless_of_case(make, root):
    company, other = make.company(), make.company()
    first = service_type(make, company, "Legal Fee")
    taken = "Service type with this name already exists"
    assert root.post("/api/serviceTypes", {"name": "legal fee", "company": company.id}, expect=400).message == taken
    root.post("/api/serviceTypes", {"name": "LEGAL FEE", "company": other.id}, expect=201)
    second = service_type(make, company, "Agency fee")
    assert root.put(f"/api/serviceTypes/{second.id}", {"name": "LEGAL fee"}, expect=400).message == taken
    assert stored(make, second.id)["name"] == "Agency fee"
    root.put(f"/api/serviceTypes/{first.id}", {"name": "legal fee"}, expect=200)
    assert stored(make, first.id)["name"] == "legal fee"


def test_simultaneous_creates_with_one_name_store_one(make, root):
    company = make.company()
    body = {"name": "Race", "company": company.id}
    with ThreadPoolExecutor(6) as pool:
        statuses = sorted(pool.map(lambda _: root.post("/api/serviceTypes", body).status, range(6)))
    assert statuses == [201, 400, 400, 400, 400, 400]
    assert make.run(make.db.serviceTypes.count_documents({"company": company.id})) == 1


@pytest.mark.parametrize("name", ["installment_payment", "Installment_Payment"])
def test_installment_payment_is_reserved(make, root, name):
    company = make.company()
    entry = service_type(make, company, "Other")
    message = "installment_payment is a reserved service type"
    assert root.post("/api/serviceTypes", {"name": name, "company": company.id}, expect=400).message == message
    assert root.put(f"/api/serviceTypes/{entry.id}", {"name": name}, expect=400).message == message
    assert make.run(make.db.serviceTypes.count_documents({"company": company.id})) == 1


@pytest.mark.parametrize("change,field", [
    ({"name": None}, "name"), ({"name": ""}, "name"), ({"name": "  "}, "name"), ({"name": 5}, "name"),
    ({"name": "x" * 201}, "name"), ({"description": 5}, "description"), ({"description": "x" * 5001}, "description"),
    ({"isActive": "yes"}, "isActive"), ({"isActive": None}, "isActive"),
])
def test_create_and_update_reject_bad_fields_and_store_nothing(make, root, change, field):
    company = make.company()
    entry = service_type(make, company, "Keep")
    before = count(make)
    assert field in root.post("/api/serviceTypes", {"name": "New", "company": company.id, **change},
                              expect=400).message
    assert field in root.put(f"/api/serviceTypes/{entry.id}", change, expect=400).message
    assert count(make) == before and stored(make, entry.id)["name"] == "Keep"


@pytest.mark.parametrize("body,message", [
    ({"name": "New"}, "company is required"), ({"company": "1", "name": "New"}, "company"),
    ({"company": 0, "name": "New"}, "company"), ({"company": 99999999, "name": "New"}, "Invalid company ID"),
])
def test_create_needs_an_existing_company(make, root, body, message):
    before = count(make)
    assert message in root.post("/api/serviceTypes", body, expect=400).message
    assert count(make) == before


def test_update_changes_only_given_fields(make, root):
    entry = service_type(make, make.company(), "Before")
    reply = root.put(f"/api/serviceTypes/{entry.id}", {"isActive": False, "description": None}, expect=200)
    assert reply.body == {"message": "ServiceTypes updated successfully"}
    doc = stored(make, entry.id)
    assert doc["name"] == "Before" and doc["isActive"] is False and doc["description"] is None
    assert doc["updatedAt"] is not None
    assert root.put(f"/api/serviceTypes/{entry.id}", {}, expect=400).message == "No data to update"


def test_delete_removes_the_record(make, root):
    entry = service_type(make, make.company())
    assert root.delete(f"/api/serviceTypes/{entry.id}", expect=200).body == {
        "message": "ServiceTypes deleted successfully"}
    assert stored(make, entry.id) is None


def test_unknown_and_non_numeric_ids(root):
    for method, body in (("PUT", {"name": "x"}), ("DELETE", None)):
        assert root.request(method, "/api/serviceTypes/99999999", body, expect=404).message == "Service type not found"
        assert "id" in root.request(method, "/api/serviceTypes/abc", body, expect=400).message
