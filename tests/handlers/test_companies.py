"""Companies: shapes, roles, scoping, bad input, write-only secrets."""

import pytest

from documents import companies
from documents.scope import Scope


def stored(make, company_id):
    return make.run(make.db.companies.find_one({"_id": company_id}))


def test_list_shows_only_the_callers_companies_and_filters_by_name(make):
    mine, _ = make.company("Alpha Homes"), make.company("Alpha Towers")
    admin = make.staff("admin", [mine])
    listed = admin.get("/api/companies", expect=200).body
    assert [c["id"] for c in listed] == [mine.id]
    assert set(listed[0]) == {"id", "name", "isActive", "createdAt", "updatedAt", "hasToken", "hasMessaging",
                               "reminders", "lateFees"}
    assert listed[0]["createdAt"].endswith("Z") and len(listed[0]["createdAt"]) == 24
    assert admin.get("/api/companies", query={"query": "towers"}).body == []
    assert [c["id"] for c in admin.get("/api/companies", query={"query": "alpha H"}).body] == [mine.id]


def test_super_admin_sees_every_company_and_search_is_not_a_pattern(make, root):
    dotted = make.company("A.B Estates")
    make.company("AxB Estates")
    found = root.get("/api/companies", query={"query": "a.b"}, expect=200).body
    assert [c["id"] for c in found] == [dotted.id]
    assert root.get("/api/companies", query={"query": "(["}).status == 200


def test_a_caller_without_companies_gets_an_empty_list(make):
    make.company()
    assert make.staff("sales").get("/api/companies", expect=200).body == []


@pytest.mark.parametrize("level,status", [("admin", 200), ("sales", 200), ("finance", 200), ("agent", 200),
                                          ("none", 403)])
def test_list_roles(make, level, status):
    company = make.company()
    assert make.staff(level, [company]).get("/api/companies").status == status


def test_list_refuses_clients_and_anonymous(make, anonymous):
    company = make.company()
    client = make.client(company)
    assert make.login(client.email).get("/api/companies").status == 403
    assert anonymous.get("/api/companies").status == 401


def test_admin_creates_a_company_and_is_granted_it(make):
    admin = make.staff("admin", [make.company()])
    reply = admin.post("/api/companies", {"name": "  New Co  ", "isActive": False}, expect=201)
    assert reply.body["message"] == "Companies created successfully"
    created = stored(make, reply.body["id"])
    assert created["name"] == "New Co" and created["isActive"] is False
    assert reply.body["id"] in admin.get("/api/auth/me").body["allowedCompanies"]
    assert reply.body["id"] in [c["id"] for c in admin.get("/api/companies").body]


@pytest.mark.parametrize("level", ["sales", "finance", "agent", "none"])
def test_only_admins_create_update_delete(make, level):
    company = make.company("Keep")
    api = make.staff(level, [company])
    assert api.post("/api/companies", {"name": "X"}).status == 403
    assert api.put(f"/api/companies/{company.id}", {"name": "Changed"}).status == 403
    assert api.delete(f"/api/companies/{company.id}").status == 403
    assert stored(make, company.id)["name"] == "Keep"


@pytest.mark.parametrize("body,field", [
    ({}, "name"), ({"name": ""}, "name"), ({"name": "   "}, "name"), ({"name": 5}, "name"),
    ({"name": "ok", "isActive": "yes"}, "isActive"),
])
def test_create_rejects_bad_input_and_stores_nothing(make, root, body, field):
    before = make.run(make.db.companies.count_documents({}))
    reply = root.post("/api/companies", body, expect=400)
    assert field in reply.message
    assert make.run(make.db.companies.count_documents({})) == before


def test_update_changes_only_given_fields(make, root):
    company = make.company("Before")
    root.put(f"/api/companies/{company.id}", {"isActive": False}, expect=200)
    doc = stored(make, company.id)
    assert doc["name"] == "Before" and doc["isActive"] is False
    assert root.put(f"/api/companies/{company.id}", {}, expect=400).message == "No data to update"
    assert "name" in root.put(f"/api/companies/{company.id}", {"name": None}, expect=400).message
    assert root.put("/api/companies/99999999", {"name": "x"}, expect=404).message == "Company not found"
    assert "id" in root.put("/api/companies/abc", {"name": "x"}, expect=400).message


def test_admin_cannot_touch_another_companys_record(make):
    mine, theirs = make.company(), make.company("Theirs")
    admin = make.staff("admin", [mine])
    assert admin.put(f"/api/companies/{theirs.id}", {"name": "Hijacked"}).status == 404
    assert admin.delete(f"/api/companies/{theirs.id}").status == 404
    assert admin.post("/api/companies/token", {"companyId": theirs.id, "token": "t"}).status == 404
    assert admin.put(f"/api/companies/{theirs.id}/messaging", {
        "phoneNumberId": "1", "templateName": "t", "languageCode": "en", "accessToken": "a"}).status == 404
    doc = stored(make, theirs.id)
    assert doc["name"] == "Theirs" and "providerToken" not in doc and doc.get("messaging") is None


def test_delete_removes_the_company_and_its_grants(make, root):
    company = make.company()
    member = make.user("sales", [company])
    assert root.delete(f"/api/companies/{company.id}", expect=200).message == "Companies deleted successfully"
    assert stored(make, company.id) is None
    assert make.run(make.db.users.find_one({"_id": member.id}))["allowedCompanies"] == []
    assert root.delete(f"/api/companies/{company.id}").status == 404


def test_provider_token_is_write_only(make, root):
    company = make.company()
    assert root.post("/api/companies/token", {"companyId": company.id}, expect=400).message == "token is required"
    assert "companyId" in root.post("/api/companies/token", {"token": "x"}, expect=400).message
    reply = root.post("/api/companies/token", {"companyId": company.id, "token": "secret-provider-token"}, expect=200)
    assert reply.message == "Company updated successfully"
    listed = root.get("/api/companies", query={"query": company.name}).raw
    assert b"secret-provider-token" not in listed
    assert root.get("/api/companies", query={"query": company.name}).body[0]["hasToken"] is True
    assert stored(make, company.id)["providerToken"] == "secret-provider-token"
    assert root.post("/api/companies/token", {"companyId": 99999999, "token": "x"}).status == 404


def test_messaging_settings_are_stored_and_the_access_token_never_returned(make, root):
    company = make.company()
    body = {"phoneNumberId": "1234", "templateName": "payment_reminder", "languageCode": "en",
            "accessToken": "wa-secret"}
    for missing in body:
        partial = {k: v for k, v in body.items() if k != missing}
        assert missing in root.put(f"/api/companies/{company.id}/messaging", partial, expect=400).message
    root.put(f"/api/companies/{company.id}/messaging", body, expect=200)
    listed = root.get("/api/companies", query={"query": company.name})
    assert listed.body[0]["hasMessaging"] is True and b"wa-secret" not in listed.raw
    settings = make.run(companies.messaging_settings(make.db, Scope.everything(), company.id))
    assert settings.accessToken == "wa-secret" and settings.templateName == "payment_reminder"
    assert make.run(companies.get(make.db, Scope.everything(), company.id)).messaging.accessToken is None


def test_a_company_with_records_is_not_deleted(make, root):
    company = make.company("Busy Co")
    root.post("/api/serviceTypes", {"name": "Maintenance", "company": company.id}, expect=201)
    developer = root.post("/api/developers", {"name": "Builder", "company": company.id}, expect=201).body["id"]
    reply = root.delete(f"/api/companies/{company.id}", expect=409)
    assert reply.message.startswith("Company still has developers")
    assert stored(make, company.id)["name"] == "Busy Co"
    root.delete(f"/api/developers/{developer}", expect=200)
    assert "service types" in root.delete(f"/api/companies/{company.id}", expect=409).message
    service_type = root.get("/api/serviceTypes", query={"company": company.id}).body[0]["id"]
    root.delete(f"/api/serviceTypes/{service_type}", expect=200)
    root.delete(f"/api/companies/{company.id}", expect=200)
    assert stored(make, company.id) is None
