"""Developers: shapes, roles, company scoping, bad input, and the rules tying them to projects."""

import asyncio

import pytest

from documents import developers, projects
from documents.scope import Scope
from errors import ApiError
from services import projects as project_service

KEYS = {"id", "name", "company", "createdAt", "updatedAt"}


def developer(make, company, name="Builder"):
    return make.run(developers.insert(make.db, Scope.everything(), name=name, company=company.id, created_by=0))


def project(make, builder):
    return make.run(projects.insert(make.db, Scope.everything(), name="Tower", description=None, is_active=True,
                                    developer_id=builder.id, company=builder.company, created_by=0))


def stored(make, developer_id):
    return make.run(make.db.developers.find_one({"_id": developer_id}))


def count(make):
    return make.run(make.db.developers.count_documents({}))


def test_list_shows_the_callers_companies_in_id_order(make):
    mine, other = make.company(), make.company()
    first, second = developer(make, mine, "Emaar"), developer(make, mine, "Damac")
    hidden = developer(make, other)
    listed = make.staff("sales", [mine]).get("/api/developers", expect=200).body
    assert [d["id"] for d in listed] == [first.id, second.id]
    assert set(listed[0]) == KEYS
    assert listed[0]["name"] == "Emaar" and listed[0]["company"] == mine.id and listed[0]["updatedAt"] is None
    assert listed[0]["createdAt"].endswith("Z") and len(listed[0]["createdAt"]) == 24
    assert hidden.id not in [d["id"] for d in listed]


def test_super_admin_lists_every_company_and_a_caller_without_companies_none(make, root):
    one, two = developer(make, make.company()), developer(make, make.company())
    assert {one.id, two.id} <= {d["id"] for d in root.get("/api/developers", expect=200).body}
    assert make.staff("agent").get("/api/developers", expect=200).body == []


def test_list_by_company_never_shows_another_companys_rows(make, root):
    mine, other = make.company(), make.company()
    first, second = developer(make, mine), developer(make, mine)
    theirs = developer(make, other)
    finance = make.staff("finance", [mine])
    listed = finance.get(f"/api/developers/{mine.id}", expect=200).body
    assert [d["id"] for d in listed] == [first.id, second.id] and set(listed[0]) == KEYS
    assert finance.get(f"/api/developers/{other.id}", expect=200).body == []
    assert [d["id"] for d in root.get(f"/api/developers/{other.id}", expect=200).body] == [theirs.id]
    assert root.get("/api/developers/99999999", expect=200).body == []
    assert "companyId" in finance.get("/api/developers/abc", expect=400).message


def test_single_answers_an_array_of_zero_or_one(make):
    mine, other = make.company(), make.company()
    builder, theirs = developer(make, mine, "Sobha"), developer(make, other)
    admin = make.staff("admin", [mine])
    found = admin.get(f"/api/developers/single/{builder.id}", expect=200).body
    assert len(found) == 1 and set(found[0]) == KEYS and found[0]["name"] == "Sobha"
    assert admin.get(f"/api/developers/single/{theirs.id}", expect=200).body == []
    assert admin.get("/api/developers/single/99999999", expect=200).body == []
    assert "id" in admin.get("/api/developers/single/abc", expect=400).message


@pytest.mark.parametrize("level,allowed", [("admin", True), ("sales", True), ("finance", True), ("agent", True),
                                           ("none", False)])
def test_roles_on_every_route(make, level, allowed):
    company = make.company()
    builder, spare = developer(make, company, "Keep"), developer(make, company)
    api = make.staff(level, [company])
    read, created, changed, deleted = (200, 201, 200, 200) if allowed else (403, 403, 403, 403)
    assert api.get("/api/developers").status == read
    assert api.get(f"/api/developers/{company.id}").status == read
    assert api.get(f"/api/developers/single/{builder.id}").status == read
    before = count(make)
    assert api.post("/api/developers", {"name": "New", "company": company.id}).status == created
    assert count(make) == before + (1 if allowed else 0)
    assert api.put(f"/api/developers/{builder.id}", {"name": "Changed"}).status == changed
    assert stored(make, builder.id)["name"] == ("Changed" if allowed else "Keep")
    assert api.delete(f"/api/developers/{spare.id}").status == deleted
    assert (stored(make, spare.id) is None) == allowed


def test_clients_get_403_and_anonymous_401_on_every_route(make, anonymous):
    company = make.company()
    builder = developer(make, company, "Keep")
    client = make.login(make.client(company).email)
    for api, status in ((client, 403), (anonymous, 401)):
        assert api.get("/api/developers").status == status
        assert api.get(f"/api/developers/{company.id}").status == status
        assert api.get(f"/api/developers/single/{builder.id}").status == status
        assert api.post("/api/developers", {"name": "New", "company": company.id}).status == status
        assert api.put(f"/api/developers/{builder.id}", {"name": "Changed"}).status == status
        assert api.delete(f"/api/developers/{builder.id}").status == status
    assert stored(make, builder.id)["name"] == "Keep"


def test_create_stores_the_developer_for_the_creator(make):
    company = make.company()
    sales = make.staff("sales", [company])
    reply = sales.post("/api/developers", {"name": "  Nakheel  ", "company": company.id}, expect=201)
    assert reply.body == {"message": "Developer created successfully", "id": reply.body["id"]}
    doc = stored(make, reply.body["id"])
    assert doc["name"] == "Nakheel" and doc["company"] == company.id and doc["createdBy"] == sales.user.id
    assert [d["name"] for d in sales.get(f"/api/developers/{company.id}").body] == ["Nakheel"]


def test_create_refuses_a_company_outside_the_scope_or_unknown(make, root):
    mine, other = make.company(), make.company()
    before = count(make)
    assert make.staff("admin", [mine]).post("/api/developers", {"name": "X", "company": other.id},
                                            expect=403).message == "Forbidden"
    assert root.post("/api/developers", {"name": "X", "company": 99999999}, expect=400).message == "Invalid company ID"
    assert count(make) == before


@pytest.mark.parametrize("body,field", [
    ({"company": 1}, "name"), ({"name": "", "company": 1}, "name"), ({"name": "   ", "company": 1}, "name"),
    ({"name": 5, "company": 1}, "name"), ({"name": None, "company": 1}, "name"),
    ({"name": "x" * 201, "company": 1}, "name"),
    ({"name": "ok"}, "company"), ({"name": "ok", "company": "1"}, "company"), ({"name": "ok", "company": 0}, "company"),
    ({"name": "ok", "company": -2}, "company"), ({"name": "ok", "company": 1.5}, "company"),
    ({"name": "ok", "company": None}, "company"), ({"name": "ok", "company": True}, "company"),
])
def test_create_rejects_bad_input_and_stores_nothing(make, root, body, field):
    before = count(make)
    assert field in root.post("/api/developers", body, expect=400).message
    assert count(make) == before


def test_create_rejects_a_body_that_is_not_an_object(make, root):
    before = count(make)
    assert root.post("/api/developers", raw=b"{nope", expect=400).message == "Malformed JSON body"
    assert root.post("/api/developers", ["name"], expect=400).message == "Request body must be a JSON object"
    assert count(make) == before


def test_update_changes_the_name_and_moves_between_the_callers_companies(make):
    first, second = make.company(), make.company()
    builder = developer(make, first, "Old")
    admin = make.staff("admin", [first, second])
    reply = admin.put(f"/api/developers/{builder.id}", {"name": "New"}, expect=200)
    assert reply.body == {"message": "Developer updated successfully"}
    assert stored(make, builder.id)["name"] == "New" and stored(make, builder.id)["company"] == first.id
    admin.put(f"/api/developers/{builder.id}", {"company": second.id}, expect=200)
    assert [d["id"] for d in admin.get(f"/api/developers/{second.id}").body] == [builder.id]
    assert admin.get(f"/api/developers/single/{builder.id}").body[0]["updatedAt"].endswith("Z")


@pytest.mark.parametrize("body,field", [
    ({"name": ""}, "name"), ({"name": None}, "name"), ({"name": 7}, "name"),
    ({"company": "2"}, "company"), ({"company": 0}, "company"), ({"company": None}, "company"),
])
def test_update_rejects_bad_input_and_changes_nothing(make, root, body, field):
    builder = developer(make, make.company(), "Keep")
    assert field in root.put(f"/api/developers/{builder.id}", body, expect=400).message
    assert stored(make, builder.id)["name"] == "Keep" and stored(make, builder.id)["company"] == builder.company


def test_update_answers_400_for_no_data_or_a_bad_id_and_404_when_unknown(make, root):
    builder = developer(make, make.company())
    assert root.put(f"/api/developers/{builder.id}", {}, expect=400).message == "No data to update"
    assert "id" in root.put("/api/developers/abc", {"name": "x"}, expect=400).message
    assert root.put("/api/developers/99999999", {"name": "x"}, expect=404).message == "Developer not found"


def test_a_caller_never_changes_or_deletes_another_companys_developer(make):
    mine, other = make.company(), make.company()
    theirs = developer(make, other, "Theirs")
    admin = make.staff("admin", [mine])
    assert admin.put(f"/api/developers/{theirs.id}", {"name": "Hijacked"}, expect=404).message == "Developer not found"
    assert admin.put(f"/api/developers/{theirs.id}", {"company": mine.id}, expect=404).message == "Developer not found"
    assert admin.delete(f"/api/developers/{theirs.id}", expect=404).message == "Developer not found"
    doc = stored(make, theirs.id)
    assert doc["name"] == "Theirs" and doc["company"] == other.id and doc.get("updatedAt") is None


def test_moving_to_a_company_outside_the_scope_or_unknown_is_refused(make, root):
    mine, other = make.company(), make.company()
    builder = developer(make, mine)
    assert make.staff("sales", [mine]).put(f"/api/developers/{builder.id}", {"company": other.id},
                                           expect=403).message == "Forbidden"
    assert root.put(f"/api/developers/{builder.id}", {"company": 99999999},
                    expect=400).message == "Invalid company ID"
    assert stored(make, builder.id)["company"] == mine.id


def test_a_developer_with_projects_keeps_its_company_but_may_be_renamed(make):
    first, second = make.company(), make.company()
    builder = developer(make, first, "Old")
    project(make, builder)
    admin = make.staff("admin", [first, second])
    reply = admin.put(f"/api/developers/{builder.id}", {"company": second.id}, expect=409)
    assert reply.message == "Developer has projects; it cannot move to another company"
    assert stored(make, builder.id)["company"] == first.id
    admin.put(f"/api/developers/{builder.id}", {"name": "New", "company": first.id}, expect=200)
    assert stored(make, builder.id)["name"] == "New"


def test_delete_removes_the_developer(make):
    company = make.company()
    builder = developer(make, company)
    agent = make.staff("agent", [company])
    reply = agent.delete(f"/api/developers/{builder.id}", expect=200)
    assert reply.body == {"message": "Developer deleted successfully"}
    assert stored(make, builder.id) is None
    assert agent.get(f"/api/developers/single/{builder.id}").body == []
    assert agent.delete(f"/api/developers/{builder.id}", expect=404).message == "Developer not found"
    assert "id" in agent.delete("/api/developers/abc", expect=400).message


def test_delete_is_refused_while_projects_use_the_developer(make, root):
    builder = developer(make, make.company())
    used = project(make, builder)
    reply = root.delete(f"/api/developers/{builder.id}", expect=409)
    assert reply.message == "Developer has projects; delete them first"
    assert stored(make, builder.id) is not None
    root.delete(f"/api/projects/{used.id}", expect=200)
    root.delete(f"/api/developers/{builder.id}", expect=200)
    assert stored(make, builder.id) is None


def test_a_delete_racing_a_project_being_linked_is_refused_not_orphaning_it(make):
    builder = developer(make, make.company())

    async def race():
        async with make.db.client.start_session() as session:
            await session.start_transaction()
            await project_service.link_developer(make.db, Scope.everything(), builder.id, builder.company, session)
            await projects.insert(make.db, Scope.everything(), name="Linked", description=None, is_active=True,
                                  developer_id=builder.id, company=builder.company, created_by=0, session=session)
            deleting = asyncio.ensure_future(project_service.delete_developer(make.db, Scope.everything(), builder.id))
            await asyncio.sleep(0.3)
            await session.commit_transaction()
        try:
            await deleting
        except ApiError as refused:
            return refused.status, refused.message

    assert make.run(race()) == (409, "Developer has projects; delete them first")
    assert stored(make, builder.id) is not None
