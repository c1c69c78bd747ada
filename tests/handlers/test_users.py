"""Staff users: shapes, who may create, change and delete whom, company grants, and reset requests."""

import uuid

import pytest

from tests.conftest import PASSWORD

KEYS = {"id", "name", "email", "phone", "accessLevel", "dateOfBirth", "startDate", "endDate", "governmentIds",
        "allowedCompanies", "createdAt", "updatedAt"}


def email():
    return f"staff-{uuid.uuid4().hex[:10]}@example.com"


def stored(make, user_id):
    return make.run(make.db.users.find_one({"_id": user_id}))


def emails_recorded(make, kind, subject_id, purpose):
    return make.run(make.db.outbox.count_documents(
        {"payload.kind": kind, "payload.subjectId": subject_id, "payload.purpose": purpose}))


def test_create_answers_the_id_and_records_an_invitation(make):
    company = make.company()
    admin = make.staff("admin", [company])
    address = email()
    reply = admin.post("/api/users", {"name": "Nadia Karim", "email": address, "phone": "+971 4 1",
                                      "accessLevel": "finance", "dateOfBirth": "1990-02-28",
                                      "startDate": "2026-01-01", "endDate": None,
                                      "governmentIds": [{"type": "passport", "number": "P123"}],
                                      "allowedCompanies": [company.id]}, expect=201)
    user_id = reply.body["id"]
    read = admin.get(f"/api/users/{user_id}", expect=200).body
    assert set(read) == KEYS
    assert read["allowedCompanies"] == [{"companyId": company.id, "userId": user_id}]
    assert read["governmentIds"] == [{"type": "passport", "number": "P123"}]
    assert (read["name"], read["email"], read["accessLevel"], read["dateOfBirth"]) == \
        ("Nadia Karim", address, "finance", "1990-02-28")
    assert stored(make, user_id)["passwordHash"] is None
    assert emails_recorded(make, "staff", user_id, "invitation") == 1


def test_a_given_password_works_at_once(make):
    company = make.company()
    admin = make.staff("admin", [company])
    address = email()
    admin.post("/api/users", {"name": "Ali", "email": address, "accessLevel": "agent", "password": "agent-pass-1",
                              "allowedCompanies": [company.id]}, expect=201)
    assert make.login(address, "agent-pass-1").get("/api/auth/me", expect=200).body["allowedCompanies"] == \
        [company.id]


def test_only_a_super_admin_creates_an_admin(make, root):
    company = make.company()
    admin = make.staff("admin", [company])
    refused = admin.post("/api/users", {"name": "Boss", "email": email(), "accessLevel": "admin",
                                        "allowedCompanies": [company.id]}, expect=400)
    assert "super-admin" in refused.message
    root.post("/api/users", {"name": "Boss", "email": email(), "accessLevel": "admin",
                             "allowedCompanies": [company.id]}, expect=201)
    for level in ("super-admin", "none", "client", "owner"):
        reply = root.post("/api/users", {"name": "X", "email": email(), "accessLevel": level}, expect=400)
        assert reply.message.startswith("accessLevel")


def test_grants_are_limited_to_the_callers_companies(make, root):
    mine, other = make.company(), make.company()
    admin = make.staff("admin", [mine])
    before = make.run(make.db.users.count_documents({}))
    assert admin.post("/api/users", {"name": "X", "email": email(), "accessLevel": "sales",
                                     "allowedCompanies": [mine.id, other.id]}).status == 403
    assert root.post("/api/users", {"name": "X", "email": email(), "accessLevel": "sales",
                                    "allowedCompanies": [99999999]}).message == "Invalid company ID"
    assert make.run(make.db.users.count_documents({})) == before


def test_emails_are_unique_among_users(make, root):
    address = email()
    root.post("/api/users", {"name": "A", "email": address, "accessLevel": "sales"}, expect=201)
    refused = root.post("/api/users", {"name": "B", "email": address.upper(), "accessLevel": "sales"}, expect=400)
    assert refused.message == "User with this email already exists"
    other = root.post("/api/users", {"name": "C", "email": email(), "accessLevel": "sales"}, expect=201).body["id"]
    assert root.put(f"/api/users/{other}", {"email": address}, expect=400).message == \
        "User with this email already exists"


def test_list_shows_users_sharing_a_company_without_admins_by_default(make, root):
    mine, other = make.company(), make.company()
    caller = make.staff("sales", [mine])
    colleague, boss = make.user("finance", [mine]), make.user("admin", [mine])
    stranger = make.user("finance", [other])
    listed = caller.get("/api/users", expect=200).body
    assert {u["id"] for u in listed} == {caller.user.id, colleague.id}
    assert set(listed[0]) == KEYS and listed[0]["allowedCompanies"] == [mine.id]
    with_admins = caller.get("/api/users", query={"includeAdmins": "true"}, expect=200).body
    assert {u["id"] for u in with_admins} == {caller.user.id, colleague.id, boss.id}
    assert [u["id"] for u in caller.get("/api/users", query={"accessLevel": "finance"}).body] == [colleague.id]
    assert [u["id"] for u in caller.get("/api/users", query={"query": colleague.name[-6:].lower()}).body] == \
        [colleague.id]
    everyone = {u["id"] for u in root.get("/api/users", expect=200).body}
    assert {root.user.id, boss.id, stranger.id} <= everyone
    assert "accessLevel" in caller.get("/api/users", query={"accessLevel": "boss"}, expect=400).message
    assert "includeAdmins" in caller.get("/api/users", query={"includeAdmins": "maybe"}, expect=400).message


def test_a_caller_without_companies_sees_no_user(make):
    lonely = make.staff("finance")
    assert lonely.get("/api/users", expect=200).body == []


def test_users_of_other_companies_are_not_found(make, root):
    mine, other = make.company(), make.company()
    admin = make.staff("admin", [mine])
    stranger = make.user("sales", [other])
    for method, body in (("GET", None), ("PUT", {"name": "Taken"}), ("DELETE", None)):
        reply = admin.request(method, f"/api/users/{stranger.id}", body)
        assert (reply.status, reply.message) == (404, "User not found"), method
    assert stored(make, stranger.id)["name"] == stranger.name
    assert root.get(f"/api/users/{stranger.id}", expect=200).body["id"] == stranger.id


def test_update_resets_the_password_and_ends_old_sessions(make):
    company = make.company()
    admin = make.staff("admin", [company])
    target = make.user("sales", [company])
    old_session = make.login(target.email)
    assert admin.put(f"/api/users/{target.id}", {"password": "brand-new-pass"}, expect=200).message == \
        "user updated successfully"
    assert old_session.get("/api/auth/me").status == 401
    make.login(target.email, "brand-new-pass").get("/api/auth/me", expect=200)
    assert "password" in admin.put(f"/api/users/{target.id}", {"password": "short"}, expect=400).message


def test_update_replaces_the_companies_the_caller_can_see_and_keeps_the_others(make, root):
    first, second, hidden = make.company(), make.company(), make.company()
    admin = make.staff("admin", [first, second])
    target = make.user("agent", [first, hidden])
    admin.put(f"/api/users/{target.id}", {"allowedCompanies": [second.id]}, expect=200)
    assert sorted(stored(make, target.id)["allowedCompanies"]) == sorted([hidden.id, second.id])
    assert admin.put(f"/api/users/{target.id}", {"allowedCompanies": [make.company().id]}).status == 403
    root.put(f"/api/users/{target.id}", {"allowedCompanies": [first.id]}, expect=200)
    assert stored(make, target.id)["allowedCompanies"] == [first.id]


def test_a_changed_company_list_takes_effect_at_once(make):
    first, second = make.company(), make.company()
    theirs = make.client(second)
    target = make.staff("sales", [first, second])
    target.get(f"/api/clients/{theirs.id}", expect=200)
    make.staff("admin", [first, second]).put(f"/api/users/{target.user.id}", {"allowedCompanies": [first.id]},
                                             expect=200)
    assert target.get(f"/api/clients/{theirs.id}").status == 404


def test_update_checks_levels_and_who_changes_an_admin(make, root):
    company = make.company()
    admin = make.staff("admin", [company])
    peer = make.user("admin", [company])
    target = make.user("sales", [company])
    assert admin.put(f"/api/users/{target.id}", {}, expect=400).message == "No data to update"
    assert admin.put(f"/api/users/{target.id}", {"accessLevel": "ruler"}, expect=400).message.startswith(
        "accessLevel")
    assert "super-admin" in admin.put(f"/api/users/{target.id}", {"accessLevel": "admin"}, expect=400).message
    admin.put(f"/api/users/{target.id}", {"accessLevel": "finance", "phone": "+1"}, expect=200)
    assert stored(make, target.id)["accessLevel"] == "finance"
    assert admin.put(f"/api/users/{peer.id}", {"password": "hijacked-pass"}, expect=403).status == 403
    admin.put(f"/api/users/{admin.user.id}", {"name": "Me Myself"}, expect=200)
    root.put(f"/api/users/{peer.id}", {"accessLevel": "sales"}, expect=200)
    other_root = make.user("super-admin")
    assert root.put(f"/api/users/{other_root.id}", {"accessLevel": "admin"}, expect=400).status == 400
    assert stored(make, other_root.id)["accessLevel"] == "super-admin"


def test_delete_rules_of_contract_section_12(make, root):
    company = make.company()
    admin = make.staff("admin", [company])
    peer = make.user("admin", [company])
    other_root = make.user("super-admin")
    assert admin.delete(f"/api/users/{admin.user.id}", expect=400).status == 400
    assert admin.delete(f"/api/users/{peer.id}", expect=403).status == 403
    assert root.delete(f"/api/users/{other_root.id}", expect=403).status == 403
    assert root.delete(f"/api/users/{root.user.id}", expect=400).status == 400
    root.delete(f"/api/users/{peer.id}", expect=200)
    assert stored(make, peer.id) is None and stored(make, other_root.id) is not None


def test_delete_ends_sessions_and_unassigns_the_agent(make):
    company = make.company()
    admin = make.staff("admin", [company])
    agent = make.staff("agent", [company])
    client = make.client(company, agents=[agent.user])
    assert admin.delete(f"/api/users/{agent.user.id}", expect=200).message == "user deleted successfully"
    assert agent.get("/api/auth/me").status == 401
    assert make.run(make.db.clients.find_one({"_id": client.id}))["agentIds"] == []
    assert admin.delete(f"/api/users/{agent.user.id}").status == 404


@pytest.mark.parametrize("level,listing,managing", [("admin", 200, 200), ("sales", 200, 403),
                                                    ("finance", 200, 403), ("agent", 200, 403),
                                                    ("none", 403, 403)])
def test_roles_on_every_route(make, level, listing, managing):
    company = make.company()
    target = make.user("agent", [company])
    api = make.staff(level, [company])
    assert api.get("/api/users").status == listing
    assert api.get(f"/api/users/{target.id}").status == managing
    assert api.put(f"/api/users/{target.id}", {"name": "Renamed"}).status == managing
    assert api.post("/api/users", {"name": "N", "email": email(), "accessLevel": "agent",
                                   "allowedCompanies": [company.id]}).status == (201 if managing == 200 else 403)
    assert api.delete(f"/api/users/{target.id}").status == managing


def test_a_client_is_refused_everywhere(make):
    client = make.client(make.company())
    signed_in = make.login(client.email)
    assert signed_in.get("/api/users").status == 403
    assert signed_in.post(f"/api/users/requestPassword/{client.id}").status == 401


@pytest.mark.parametrize("body,field", [
    ({"email": "a@b.co", "accessLevel": "sales"}, "name is required"),
    ({"name": "A", "accessLevel": "sales"}, "email is required"),
    ({"name": "A", "email": "a@b.co"}, "accessLevel is required"),
    ({"name": "A", "email": "a@b", "accessLevel": "sales"}, "email"),
    ({"name": "A", "email": "a@b.co", "accessLevel": "sales", "dateOfBirth": "28/02/1990"}, "dateOfBirth"),
    ({"name": "A", "email": "a@b.co", "accessLevel": "sales", "startDate": "2026-02-30"}, "startDate"),
    ({"name": "A", "email": "a@b.co", "accessLevel": "sales", "governmentIds": [{"type": "id"}]},
     "governmentIds.0.number"),
    ({"name": "A", "email": "a@b.co", "accessLevel": "sales", "allowedCompanies": ["1"]}, "allowedCompanies.0"),
    ({"name": "A", "email": "a@b.co", "accessLevel": "sales", "password": 12345678}, "password"),
    ({"name": "A", "email": "a@b.co", "accessLevel": "sales", "password": "short"}, "password"),
])
def test_bad_create_bodies_are_400_naming_the_field(make, root, body, field):
    before = make.run(make.db.users.count_documents({}))
    assert field in root.post("/api/users", body, expect=400).message
    assert make.run(make.db.users.count_documents({})) == before


def test_request_password_for_a_client_or_a_staff_user(make):
    company, other = make.company(), make.company()
    sales = make.staff("sales", [company])
    client = make.client(company)
    colleague = make.user("agent", [company])
    reply = sales.post(f"/api/users/requestPassword/{client.id}", expect=201)
    assert reply.message == "Password reset email sent"
    assert emails_recorded(make, "client", client.id, "reset") == 1
    sales.post(f"/api/users/requestPassword/{colleague.id}", {}, expect=201)
    assert emails_recorded(make, "staff", colleague.id, "reset") == 1
    sales.post("/api/users/requestPassword/1", {"email": colleague.email.upper()}, expect=201)
    assert emails_recorded(make, "staff", colleague.id, "reset") == 2
    theirs, stranger = make.client(other), make.user("agent", [other])
    assert sales.post("/api/users/requestPassword/1", {"email": theirs.email}).status == 404
    assert sales.post("/api/users/requestPassword/1", {"email": stranger.email}).status == 404
    assert emails_recorded(make, "client", theirs.id, "reset") == 0
    assert "email" in sales.post("/api/users/requestPassword/1", {"email": 7}, expect=400).message


@pytest.mark.parametrize("level,status", [("admin", 201), ("finance", 201), ("agent", 401), ("none", 401)])
def test_request_password_roles(make, level, status):
    company = make.company()
    target = make.user("sales", [company])
    assert make.staff(level, [company]).post(f"/api/users/requestPassword/{target.id}").status == status


def test_the_password_of_a_signed_in_user_is_never_returned(make, root):
    listed = root.get("/api/users", expect=200).body
    assert all("password" not in key.lower() for user in listed for key in user)
    assert PASSWORD not in str(listed)
