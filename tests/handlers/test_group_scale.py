"""The group list answers from indexes with a fixed number of database commands, whatever the page size."""

from tests.handlers.groups_helpers import add_installments, create_group, estate, pay


def commands_for(make, api, path, **query):
    before = make.app.commands.count
    api.get(path, query=query, expect=200)
    return make.app.commands.count - before


def test_list_commands_do_not_grow_with_page_size_or_rows(make):
    place = estate(make, clients=3)
    admin = make.staff("admin", [place.company])
    for n in range(12):
        group_id = create_group(admin, place, unitNumber=f"S-{n}")
        add_installments(admin, group_id, {"amount": 100, "dueDate": "2026-01-01"},
                         {"amount": 200, "dueDate": "2027-01-01"})
        pay(make, group_id, place.company.id, "150", "2026-01-02")
    small = commands_for(make, admin, "/api/installment-groups", limit=1)
    large = commands_for(make, admin, "/api/installment-groups", limit=12)
    searched = commands_for(make, admin, "/api/installment-groups", limit=12, query="S-1")
    assert small == large == searched
    assert large <= 6  # session, count, page, payments, clients, user names
    unpaid_small = commands_for(make, admin, "/api/installment-groups/installments/unpaid")
    create_group(admin, place, unitNumber="S-extra")
    assert commands_for(make, admin, "/api/installment-groups/installments/unpaid") == unpaid_small


def test_an_agents_list_costs_one_more_command(make):
    place = estate(make)
    agent = make.staff("agent", [place.company])
    assert commands_for(make, agent, "/api/installment-groups") <= 7


def explain(make, collection, criteria, sort):
    return make.run(make.db.command("explain", {"find": collection, "filter": criteria, "sort": sort},
                                    verbosity="queryPlanner"))


def test_single_predicate_queries_use_the_declared_indexes(make):
    """SecantusDB plans an index only for a filter that is all equality on the index fields (see
    docs/secantusdb.md): the scoped staff list (company `$in` plus the allow list) is checked on MongoDB."""
    from documents import installment_groups
    from documents.scope import Scope

    cases = [
        (installment_groups.visibility(Scope.of([1]), "client", 7).criteria(), "clients_newest"),
        ({"installments.id": 5}, "installment_id"),
        ({"project": 3}, "project_newest"),
    ]
    for criteria, index in cases:
        plan = str(explain(make, installment_groups.COLLECTION, criteria, {"_id": -1}))
        assert "COLLSCAN" not in plan and index in plan, (criteria, plan[:500])
