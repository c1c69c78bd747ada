"""Projects: shapes with developer names, roles, company scoping, bad input, developer rules."""

import pytest

from documents import developers, projects
from documents.scope import Scope

KEYS = {"id", "name", "description", "isActive", "createdBy", "developerId", "developerName", "company",
        "createdAt", "updatedAt"}


def developer(make, company, name="Builder"):
    return make.run(developers.insert(make.db, Scope.everything(), name=name, company=company.id, created_by=0))


def project(make, builder, name="Tower", description=None):
    return make.run(projects.insert(make.db, Scope.everything(), name=name, description=description, is_active=True,
                                    developer_id=builder.id, company=builder.company, created_by=0))


def stored(make, project_id):
    return make.run(make.db.projects.find_one({"_id": project_id}))


def count(make):
    return make.run(make.db.projects.count_documents({}))


def test_list_shows_the_callers_companies_with_developer_names(make):
    mine, other = make.company(), make.company()
    emaar, damac = developer(make, mine, "Emaar"), developer(make, mine, "Damac")
    first, second = project(make, emaar, "Creek", "Waterfront"), project(make, damac, "Hills")
    hidden = project(make, developer(make, other))
    listed = make.staff("sales", [mine]).get("/api/projects", expect=200).body
    assert [p["id"] for p in listed] == [first.id, second.id]
    assert set(listed[0]) == KEYS
    assert [p["developerName"] for p in listed] == ["Emaar", "Damac"]
    assert listed[0]["description"] == "Waterfront" and listed[0]["isActive"] is True
    assert listed[0]["developerId"] == emaar.id and listed[0]["company"] == mine.id
    assert listed[0]["createdAt"].endswith("Z") and len(listed[0]["createdAt"]) == 24
    assert hidden.id not in [p["id"] for p in listed]


def test_super_admin_lists_every_company_and_a_caller_without_companies_none(make, root):
    one, two = project(make, developer(make, make.company())), project(make, developer(make, make.company()))
    assert {one.id, two.id} <= {p["id"] for p in root.get("/api/projects", expect=200).body}
    assert make.staff("finance").get("/api/projects", expect=200).body == []


def test_developer_names_cost_one_query_whatever_the_number_of_projects(make):
    def commands_for_listing(size):
        company = make.company()
        for number in range(size):
            project(make, developer(make, company, f"Developer {number}"))
        api = make.staff("sales", [company])
        before = make.app.commands.count
        listed = api.get(f"/api/projects/{company.id}", expect=200).body
        assert [p["developerName"] for p in listed] == [f"Developer {number}" for number in range(size)]
        return make.app.commands.count - before

    assert commands_for_listing(1) == commands_for_listing(6)


def test_list_by_company_never_shows_another_companys_rows(make, root):
    mine, other = make.company(), make.company()
    builder = developer(make, mine)
    first, second = project(make, builder), project(make, builder)
    theirs = project(make, developer(make, other))
    agent = make.staff("agent", [mine])
    listed = agent.get(f"/api/projects/{mine.id}", expect=200).body
    assert [p["id"] for p in listed] == [first.id, second.id] and set(listed[0]) == KEYS
    assert agent.get(f"/api/projects/{other.id}", expect=200).body == []
    assert [p["id"] for p in root.get(f"/api/projects/{other.id}", expect=200).body] == [theirs.id]
    assert root.get("/api/projects/99999999", expect=200).body == []
    assert "companyId" in agent.get("/api/projects/abc", expect=400).message


def test_single_answers_an_array_of_one_or_none(make):
    mine, other = make.company(), make.company()
    found_project = project(make, developer(make, mine, "Sobha"), "Hartland")
    theirs = project(make, developer(make, other))
    admin = make.staff("admin", [mine])
    found = admin.get(f"/api/projects/single/{found_project.id}", expect=200).body
    assert len(found) == 1 and set(found[0]) == KEYS
    assert found[0]["name"] == "Hartland" and found[0]["developerName"] == "Sobha"
    assert admin.get(f"/api/projects/single/{theirs.id}", expect=200).body == []
    assert admin.get("/api/projects/single/99999999", expect=200).body == []
    assert "id" in admin.get("/api/projects/single/abc", expect=400).message


@pytest.mark.parametrize("level,allowed", [("admin", True), ("sales", True), ("finance", True), ("agent", True),
                                           ("none", False)])
def test_roles_on_every_route(make, level, allowed):
    company = make.company()
    builder = developer(make, company)
    kept, spare = project(make, builder, "Keep"), project(make, builder)
    api = make.staff(level, [company])
    read, created, changed, deleted = (200, 201, 200, 200) if allowed else (403, 403, 403, 403)
    assert api.get("/api/projects").status == read
    assert api.get(f"/api/projects/{company.id}").status == read
    assert api.get(f"/api/projects/single/{kept.id}").status == read
    before = count(make)
    body = {"name": "New", "company": company.id, "developerId": builder.id}
    assert api.post("/api/projects", body).status == created
    assert count(make) == before + (1 if allowed else 0)
    assert api.put(f"/api/projects/{kept.id}", {"name": "Changed"}).status == changed
    assert stored(make, kept.id)["name"] == ("Changed" if allowed else "Keep")
    assert api.delete(f"/api/projects/{spare.id}").status == deleted
    assert (stored(make, spare.id) is None) == allowed


def test_clients_get_403_and_anonymous_401_on_every_route(make, anonymous):
    company = make.company()
    builder = developer(make, company)
    kept = project(make, builder, "Keep")
    client = make.login(make.client(company).email)
    for api, status in ((client, 403), (anonymous, 401)):
        assert api.get("/api/projects").status == status
        assert api.get(f"/api/projects/{company.id}").status == status
        assert api.get(f"/api/projects/single/{kept.id}").status == status
        body = {"name": "New", "company": company.id, "developerId": builder.id}
        assert api.post("/api/projects", body).status == status
        assert api.put(f"/api/projects/{kept.id}", {"name": "Changed"}).status == status
        assert api.delete(f"/api/projects/{kept.id}").status == status
    assert stored(make, kept.id)["name"] == "Keep"


def test_create_stores_the_project_for_the_creator(make):
    company = make.company()
    builder = developer(make, company, "Meraas")
    sales = make.staff("sales", [company])
    reply = sales.post("/api/projects", {"name": " Bluewaters ", "company": company.id, "developerId": builder.id},
                       expect=201)
    assert reply.body == {"message": "Project created successfully", "id": reply.body["id"]}
    doc = stored(make, reply.body["id"])
    assert doc["name"] == "Bluewaters" and doc["company"] == company.id and doc["developerId"] == builder.id
    assert doc["createdBy"] == sales.user.id and doc["isActive"] is True and doc["description"] is None
    shown = sales.get(f"/api/projects/single/{doc['_id']}").body[0]
    assert shown["developerName"] == "Meraas" and shown["createdBy"] == sales.user.id
    other = sales.post("/api/projects", {"name": "Port", "company": company.id, "developerId": builder.id,
                                         "description": "Marina side", "isActive": False}, expect=201)
    assert stored(make, other.body["id"])["description"] == "Marina side"
    assert stored(make, other.body["id"])["isActive"] is False


def test_create_requires_a_visible_developer_of_the_same_company(make):
    mine, second, outside = make.company(), make.company(), make.company()
    admin = make.staff("admin", [mine, second])
    of_second, of_outside = developer(make, second), developer(make, outside)
    before = count(make)
    for developer_id in (99999999, of_outside.id):
        reply = admin.post("/api/projects", {"name": "P", "company": mine.id, "developerId": developer_id}, expect=404)
        assert reply.message == "Developer not found"
    reply = admin.post("/api/projects", {"name": "P", "company": mine.id, "developerId": of_second.id}, expect=400)
    assert reply.message == "Developer belongs to another company"
    assert count(make) == before


def test_create_refuses_a_company_outside_the_scope_or_unknown(make, root):
    mine, other = make.company(), make.company()
    theirs = developer(make, other)
    before = count(make)
    body = {"name": "P", "company": other.id, "developerId": theirs.id}
    assert make.staff("sales", [mine]).post("/api/projects", body, expect=403).message == "Forbidden"
    body = {"name": "P", "company": 99999999, "developerId": theirs.id}
    assert root.post("/api/projects", body, expect=400).message == "Invalid company ID"
    assert count(make) == before


@pytest.mark.parametrize("change,field", [
    ({"name": None}, "name"), ({"name": ""}, "name"), ({"name": "  "}, "name"), ({"name": 3}, "name"),
    ({"name": "x" * 201}, "name"),
    ({"company": None}, "company"), ({"company": "1"}, "company"), ({"company": 0}, "company"),
    ({"description": 5}, "description"), ({"description": "x" * 5001}, "description"),
    ({"developerId": None}, "developerId"), ({"developerId": "1"}, "developerId"), ({"developerId": -3}, "developerId"),
    ({"isActive": "yes"}, "isActive"), ({"isActive": 1}, "isActive"), ({"isActive": None}, "isActive"),
])
def test_create_rejects_bad_input_and_stores_nothing(make, root, change, field):
    company = make.company()
    body = {"name": "P", "company": company.id, "developerId": developer(make, company).id, **change}
    before = count(make)
    assert field in root.post("/api/projects", body, expect=400).message
    assert count(make) == before


@pytest.mark.parametrize("missing", ["name", "company", "developerId"])
def test_create_names_a_missing_field(make, root, missing):
    company = make.company()
    body = {"name": "P", "company": company.id, "developerId": developer(make, company).id}
    del body[missing]
    before = count(make)
    assert root.post("/api/projects", body, expect=400).message == f"{missing} is required"
    assert count(make) == before


def test_update_changes_only_the_given_fields(make):
    company = make.company()
    builder, other_builder = developer(make, company), developer(make, company, "Second")
    kept = project(make, builder, "Old", "Old text")
    finance = make.staff("finance", [company])
    reply = finance.put(f"/api/projects/{kept.id}", {"description": None, "isActive": False}, expect=200)
    assert reply.body == {"message": "Project updated successfully"}
    doc = stored(make, kept.id)
    assert doc["name"] == "Old" and doc["description"] is None and doc["isActive"] is False
    finance.put(f"/api/projects/{kept.id}", {"name": "New", "developerId": other_builder.id}, expect=200)
    shown = finance.get(f"/api/projects/single/{kept.id}").body[0]
    assert shown["name"] == "New" and shown["developerName"] == "Second" and shown["updatedAt"].endswith("Z")


def test_update_moves_a_project_with_a_developer_of_the_new_company(make):
    first, second = make.company(), make.company()
    kept = project(make, developer(make, first))
    builder_of_second = developer(make, second)
    admin = make.staff("admin", [first, second])
    reply = admin.put(f"/api/projects/{kept.id}", {"company": second.id}, expect=400)
    assert reply.message == "Developer belongs to another company"
    assert stored(make, kept.id)["company"] == first.id
    admin.put(f"/api/projects/{kept.id}", {"company": second.id, "developerId": builder_of_second.id}, expect=200)
    assert [p["id"] for p in admin.get(f"/api/projects/{second.id}").body] == [kept.id]


def test_update_requires_a_visible_developer_of_the_project_company(make):
    mine, second, outside = make.company(), make.company(), make.company()
    builder = developer(make, mine)
    kept = project(make, builder)
    admin = make.staff("admin", [mine, second])
    for developer_id in (99999999, developer(make, outside).id):
        reply = admin.put(f"/api/projects/{kept.id}", {"developerId": developer_id}, expect=404)
        assert reply.message == "Developer not found"
    reply = admin.put(f"/api/projects/{kept.id}", {"developerId": developer(make, second).id}, expect=400)
    assert reply.message == "Developer belongs to another company"
    assert stored(make, kept.id)["developerId"] == builder.id


def test_update_refuses_a_company_outside_the_scope_or_unknown(make, root):
    mine, other = make.company(), make.company()
    kept = project(make, developer(make, mine))
    assert make.staff("sales", [mine]).put(f"/api/projects/{kept.id}", {"company": other.id},
                                           expect=403).message == "Forbidden"
    assert root.put(f"/api/projects/{kept.id}", {"company": 99999999}, expect=400).message == "Invalid company ID"
    assert stored(make, kept.id)["company"] == mine.id


@pytest.mark.parametrize("body,field", [
    ({"name": None}, "name"), ({"name": ""}, "name"), ({"company": "2"}, "company"), ({"company": -1}, "company"),
    ({"description": 9}, "description"), ({"description": "x" * 5001}, "description"),
    ({"isActive": None}, "isActive"), ({"isActive": "no"}, "isActive"),
    ({"developerId": None}, "developerId"), ({"developerId": 0}, "developerId"),
])
def test_update_rejects_bad_input_and_changes_nothing(make, root, body, field):
    kept = project(make, developer(make, make.company()), "Keep", "Text")
    assert field in root.put(f"/api/projects/{kept.id}", body, expect=400).message
    doc = stored(make, kept.id)
    assert (doc["name"], doc["description"], doc["isActive"], doc.get("updatedAt")) == ("Keep", "Text", True, None)


def test_update_answers_400_for_no_data_or_a_bad_id_and_404_when_unknown(make, root):
    kept = project(make, developer(make, make.company()))
    assert root.put(f"/api/projects/{kept.id}", {}, expect=400).message == "No data to update"
    assert "id" in root.put("/api/projects/abc", {"name": "x"}, expect=400).message
    assert root.put("/api/projects/99999999", {"name": "x"}, expect=404).message == "Project not found"


def test_a_caller_never_changes_or_deletes_another_companys_project(make):
    mine, other = make.company(), make.company()
    theirs = project(make, developer(make, other), "Theirs")
    own_builder = developer(make, mine)
    admin = make.staff("admin", [mine])
    assert admin.put(f"/api/projects/{theirs.id}", {"name": "Hijacked"}, expect=404).message == "Project not found"
    moved = {"company": mine.id, "developerId": own_builder.id}
    assert admin.put(f"/api/projects/{theirs.id}", moved, expect=404).message == "Project not found"
    assert admin.delete(f"/api/projects/{theirs.id}", expect=404).message == "Project not found"
    doc = stored(make, theirs.id)
    assert doc["name"] == "Theirs" and doc["company"] == other.id and doc.get("updatedAt") is None


def test_delete_removes_the_project(make):
    company = make.company()
    kept = project(make, developer(make, company))
    sales = make.staff("sales", [company])
    assert sales.delete(f"/api/projects/{kept.id}", expect=200).body == {"message": "Project deleted successfully"}
    assert stored(make, kept.id) is None
    assert sales.get(f"/api/projects/single/{kept.id}").body == []
    assert sales.delete(f"/api/projects/{kept.id}", expect=404).message == "Project not found"
    assert "id" in sales.delete("/api/projects/abc", expect=400).message
