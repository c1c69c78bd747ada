"""Clients (leads): shapes, pagination, unique emails, agents, soft delete, passwords, roles and scoping."""

import uuid

import pytest

KEYS = {"id", "name", "email", "phone", "address", "source", "isActive", "company", "companyId", "createdBy",
        "createdAt", "updatedAt", "hasJoined", "passport", "agents", "remindersOptOut"}


def email():
    return f"lead-{uuid.uuid4().hex[:10]}@example.com"


def stored(make, client_id):
    return make.run(make.db.clients.find_one({"_id": client_id}))


def count(make, **criteria):
    return make.run(make.db.clients.count_documents(criteria))


def new_lead(api, company, **fields):
    body = {"name": "Layla Haddad", "email": email(), "phone": "+971500000001", "address": "Marina 1",
            "company": company.id, **fields}
    return api.post("/api/clients", body, expect=201).body["id"]


def test_create_and_read_one_with_company_and_agent_names(make):
    company = make.company("Harbour Homes")
    agent = make.user("agent", [company])
    sales = make.staff("sales", [company])
    address = email()
    reply = sales.post("/api/clients", {"name": "Layla Haddad", "email": address, "phone": "+971 50 1",
                                        "address": "Marina", "source": "expo", "company": company.id,
                                        "agents": [{"agentId": agent.id, "agentName": "ignored"}]}, expect=201)
    assert reply.message == "LeadClient created successfully"
    lead = sales.get(f"/api/clients/{reply.body['id']}", expect=200).body["leads"]
    assert set(lead) == KEYS
    assert lead["company"] == "Harbour Homes" and lead["companyId"] == company.id
    assert lead["agents"] == [{"agentId": agent.id, "agentName": agent.name}]
    assert lead["email"] == address and lead["source"] == "expo" and lead["isActive"] is True
    assert lead["hasJoined"] is False and lead["passport"] is None and lead["createdBy"] == sales.user.id
    assert lead["createdAt"].endswith("Z") and "passwordHash" not in lead


def test_email_is_unique_among_clients_whatever_its_case(make):
    company = make.company()
    admin = make.staff("admin", [company])
    address = email()
    new_lead(admin, company, email=address)
    before = count(make)
    refused = admin.post("/api/clients", {"name": "Again", "email": f"  {address.upper()} ", "company": company.id})
    assert (refused.status, refused.message) == (400, "Lead with this email already exists")
    other = new_lead(admin, company)
    assert admin.put(f"/api/clients/{other}", {"email": address.upper()}).message == \
        "Lead with this email already exists"
    assert count(make) == before + 1 and stored(make, other)["email"] != address.upper()


def test_company_must_exist_and_be_the_callers(make, root):
    mine, other = make.company(), make.company()
    finance = make.staff("finance", [mine])
    before = count(make)
    unknown = root.post("/api/clients", {"name": "X", "email": email(), "company": 99999999})
    assert (unknown.status, unknown.message) == (400, "Invalid company ID")
    assert finance.post("/api/clients", {"name": "X", "email": email(), "company": other.id}).status == 403
    assert count(make) == before


def test_list_is_scoped_searchable_and_filtered_by_category(make, root):
    mine, other = make.company(), make.company()
    sales = make.staff("sales", [mine])
    first = make.client(mine, name="Omar (VIP)", phone="+971 55 123")
    second = make.client(mine, name="Sara", is_active=False)
    theirs = make.client(other, name="Omar elsewhere")
    listed = sales.get("/api/clients", expect=200).body
    assert [c["id"] for c in listed["leads"]] == [second.id, first.id]  # newest first
    assert set(listed["leads"][0]) == KEYS and listed["totalPages"] == 1
    assert [c["id"] for c in sales.get("/api/clients", query={"query": "omar"}).body["leads"]] == [first.id]
    assert [c["id"] for c in sales.get("/api/clients", query={"query": "(vip"}).body["leads"]] == [first.id]
    assert [c["id"] for c in sales.get("/api/clients", query={"query": "55 12"}).body["leads"]] == [first.id]
    assert [c["id"] for c in sales.get("/api/clients", query={"query": first.email[:12].upper()}).body["leads"]] \
        == [first.id]
    assert [c["id"] for c in sales.get("/api/clients", query={"category": "not_active"}).body["leads"]] == [second.id]
    assert [c["id"] for c in sales.get("/api/clients", query={"category": "active"}).body["leads"]] == [first.id]
    assert sales.get("/api/clients", query={"company": other.id}).body == {"leads": [], "totalPages": 0}
    assert [c["id"] for c in root.get("/api/clients", query={"company": other.id}).body["leads"]] == [theirs.id]
    assert make.staff("admin").get("/api/clients", expect=200).body == {"leads": [], "totalPages": 0}


def test_pages_hold_ten_clients(make):
    company = make.company()
    made = [make.client(company) for _ in range(12)]
    finance = make.staff("finance", [company])
    first = finance.get("/api/clients", query={"page": 1}, expect=200).body
    second = finance.get("/api/clients", query={"page": 2}, expect=200).body
    assert first["totalPages"] == second["totalPages"] == 2
    assert [c["id"] for c in first["leads"] + second["leads"]] == [c.id for c in reversed(made)]
    assert finance.get("/api/clients", query={"page": 3}).body["leads"] == []
    assert len(finance.get("/api/clients").body["leads"]) == 12


def test_update_replaces_the_agents_and_checks_each_one(make):
    company, other = make.company(), make.company()
    first, second = make.user("agent", [company]), make.user("agent", [company])
    outsider, seller = make.user("agent", [other]), make.user("sales", [company])
    admin = make.staff("admin", [company])
    lead = new_lead(admin, company, agents=[{"agentId": first.id}])
    admin.put(f"/api/clients/{lead}", {"agents": [{"agentId": second.id}], "phone": "+1 555"}, expect=200)
    read = admin.get(f"/api/clients/{lead}").body["leads"]
    assert read["agents"] == [{"agentId": second.id, "agentName": second.name}] and read["phone"] == "+1 555"
    assert read["updatedAt"] is not None
    for wrong in (outsider.id, seller.id, 99999999):
        refused = admin.put(f"/api/clients/{lead}", {"agents": [{"agentId": wrong}]}, expect=400)
        assert str(wrong) in refused.message
    assert stored(make, lead)["agentIds"] == [second.id]
    admin.put(f"/api/clients/{lead}", {"agents": []}, expect=200)
    assert admin.get(f"/api/clients/{lead}").body["leads"]["agents"] == []


def test_delete_disables_the_client_and_ends_its_sessions(make):
    company = make.company()
    client = make.client(company)
    session = make.login(client.email)
    admin = make.staff("admin", [company])
    assert admin.delete(f"/api/clients/{client.id}", expect=200).message == "Lead disabled successfully"
    assert stored(make, client.id)["isActive"] is False
    assert admin.get(f"/api/clients/{client.id}", expect=200).body["leads"]["isActive"] is False
    assert session.get("/api/auth/me").status == 401
    admin.put(f"/api/clients/{client.id}", {"isActive": True}, expect=200)
    make.login(client.email).get("/api/auth/me", expect=200)


def test_change_password_lets_the_client_sign_in_and_ends_old_sessions(make):
    company = make.company()
    client = make.client(company)
    old_session = make.login(client.email)
    sales = make.staff("sales", [company])
    assert sales.post(f"/api/clients/{client.id}/change-password", {"password": "new-secret-1"},
                      expect=200).message == "Password changed successfully"
    assert old_session.get("/api/auth/me").status == 401
    make.login(client.email, "new-secret-1").get("/api/auth/me", expect=200)
    assert "password" in sales.post(f"/api/clients/{client.id}/change-password", {"password": "short"},
                                    expect=400).message
    assert sales.post(f"/api/clients/{client.id}/change-password", {}, expect=400).message == "password is required"


def test_an_agents_clients_come_in_pages_within_the_callers_companies(make):
    mine, other = make.company(), make.company()
    agent = make.user("agent", [mine, other])
    assigned = [make.client(mine, agents=[agent]) for _ in range(11)]
    theirs = make.client(other, agents=[agent])
    make.client(mine)  # not assigned
    admin = make.staff("admin", [mine])
    first = admin.get(f"/api/clients/userClients/{agent.id}", query={"page": 1}, expect=200).body
    second = admin.get(f"/api/clients/userClients/{agent.id}", query={"page": 2}, expect=200).body
    assert first["totalPages"] == 2 and len(first["clients"]) == 10
    assert [c["id"] for c in first["clients"] + second["clients"]] == [c.id for c in reversed(assigned)]
    assert theirs.id not in [c["id"] for c in first["clients"] + second["clients"]]
    assert first["clients"][0]["agents"] == [{"agentId": agent.id, "agentName": agent.name}]


def test_records_of_other_companies_are_not_found(make):
    mine, other = make.company(), make.company()
    theirs = make.client(other)
    admin = make.staff("admin", [mine])
    for method, path, body in [("GET", f"/api/clients/{theirs.id}", None),
                               ("PUT", f"/api/clients/{theirs.id}", {"name": "Taken over"}),
                               ("DELETE", f"/api/clients/{theirs.id}", None),
                               ("POST", f"/api/clients/{theirs.id}/change-password", {"password": "takeover-1"})]:
        reply = admin.request(method, path, body)
        assert (reply.status, reply.message) == (404, "Client not found"), (method, path)
    assert stored(make, theirs.id)["name"] == theirs.name and stored(make, theirs.id)["isActive"] is True
    assert stored(make, theirs.id)["passwordVersion"] == 0


@pytest.mark.parametrize("level,manage,read_one", [("admin", 200, 200), ("sales", 200, 200), ("finance", 200, 200),
                                                   ("agent", 403, 200), ("none", 403, 403)])
def test_roles_on_every_route(make, level, manage, read_one):
    company = make.company()
    client = make.client(company)
    api = make.staff(level, [company])
    assert api.get("/api/clients").status == manage
    assert api.get(f"/api/clients/{client.id}").status == read_one
    assert api.get(f"/api/clients/userClients/{api.user.id}").status == manage
    assert api.put(f"/api/clients/{client.id}", {"name": "Renamed"}).status == manage
    assert api.post(f"/api/clients/{client.id}/change-password", {"password": "long-enough"}).status == manage
    assert api.delete(f"/api/clients/{client.id}").status == manage
    assert api.post("/api/clients", {"name": "N", "email": email(), "company": company.id}).status == \
        (201 if manage == 200 else 403)


def test_a_client_and_anonymous_callers_are_refused(make, anonymous):
    company = make.company()
    client = make.client(company)
    signed_in = make.login(client.email)
    assert signed_in.get("/api/clients").status == 403
    assert signed_in.get(f"/api/clients/{client.id}").status == 403
    assert anonymous.get("/api/clients").status == 401


@pytest.mark.parametrize("body,field", [
    ({"email": "a@b.co", "company": 1}, "name is required"),
    ({"name": "A", "company": 1}, "email is required"),
    ({"name": "A", "email": "a@b.co"}, "company is required"),
    ({"name": "A", "email": "not-an-email", "company": 1}, "email"),
    ({"name": "  ", "email": "a@b.co", "company": 1}, "name"),
    ({"name": "A", "email": "a@b.co", "company": "1"}, "company"),
    ({"name": "A", "email": "a@b.co", "company": 0}, "company"),
    ({"name": "A", "email": "a@b.co", "company": 1, "isActive": "yes"}, "isActive"),
    ({"name": "A", "email": "a@b.co", "company": 1, "agents": [{"agentName": "x"}]}, "agents.0.agentId"),
    ({"name": "A", "email": "a@b.co", "company": 1, "agents": "7"}, "agents"),
])
def test_bad_create_bodies_are_400_naming_the_field(make, root, body, field):
    before = count(make)
    reply = root.post("/api/clients", body, expect=400)
    assert field in reply.message
    assert count(make) == before


def test_bad_queries_and_updates_are_400(make):
    company = make.company()
    client = make.client(company)
    admin = make.staff("admin", [company])
    assert "category" in admin.get("/api/clients", query={"category": "vip"}, expect=400).message
    assert "page" in admin.get("/api/clients", query={"page": "0"}, expect=400).message
    assert "company" in admin.get("/api/clients", query={"company": "x"}, expect=400).message
    assert admin.put(f"/api/clients/{client.id}", {}, expect=400).message == "No data to update"
    assert "name" in admin.put(f"/api/clients/{client.id}", {"name": None}, expect=400).message
    assert admin.put(f"/api/clients/{client.id}", raw=b"{oops", expect=400).message == "Malformed JSON body"
    assert stored(make, client.id)["name"] == client.name
