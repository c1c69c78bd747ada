"""A page of the unpaid list is read from the open-balances records (documents/open_balances.py): for every
viewer and after every kind of change, its pages are the whole list's rows, in the same order."""

from datetime import UTC, datetime, timedelta

from documents import installment_groups, open_balances
from tests.handlers.groups_helpers import add_installments, create_group, estate, pay

URL = "/api/installment-groups/installments/unpaid"


def day(offset: int) -> str:
    return (datetime.now(UTC).date() + timedelta(days=offset)).isoformat()


def installment(amount, due):
    return {"amount": amount, "dueDate": due, "description": f"Due {due}"}


def paged_ids(api, **query) -> list[int]:
    """Every row of the paged list, two rows a page, checking each page's `total`."""
    rows, page = [], 1
    while True:
        body = api.get(URL, query={**query, "page": page, "limit": 2}, expect=200).body
        rows += [row["id"] for row in body["data"]]
        if len(body["data"]) < 2:
            assert body["total"] == len(rows)
            return rows
        page += 1


def whole_ids(api, **query) -> list[int]:
    return [row["id"] for row in api.get(URL, query=query, expect=200).body["data"]]


def test_pages_agree_with_the_whole_list_for_every_viewer_through_every_change(make):
    place = estate(make)
    agent = make.user("agent", [place.company])
    with_agent = estate(make, company=place.company, agents=[agent])
    admin = make.staff("admin", [place.company])
    sales = make.staff("sales", [place.company])
    viewers = {"admin": admin, "sales": sales, "agent": make.login(agent.email),
               "client": make.login(place.clients[0].email), "outsider": make.staff("admin", [make.company()])}
    groups = {"open": create_group(admin, place), "agents": create_group(admin, with_agent),
              "restricted": create_group(admin, place, allowedUsers=[admin.user.id])}
    for group_id in groups.values():
        add_installments(admin, group_id, installment(100, day(-40)), installment(100, day(-10)),
                         installment(100, day(20)), installment(100, day(50)), installment(100, None))

    def agree() -> dict[str, set[int]]:
        seen = {}
        for name, api in viewers.items():
            assert paged_ids(api) == whole_ids(api), name
            assert paged_ids(api, company=place.company.id) == whole_ids(api, company=place.company.id), name
            seen[name] = {row["groupId"] for row in api.get(URL, query={"page": 1, "limit": 50}).body["data"]}
        return seen

    seen = agree()
    assert seen["admin"] == set(groups.values()) and seen["outsider"] == set()
    assert seen["sales"] == {groups["open"], groups["agents"]} and seen["agent"] == {groups["agents"]}
    assert seen["client"] == {groups["open"], groups["restricted"]}
    assert len(whole_ids(admin)) == 9  # two overdue and the next one of each group

    # A payment settles the oldest installment: the next overdue one leads, nothing else moves.
    pay(make, groups["open"], place.company.id, "100", day(-5))
    assert len(whole_ids(admin)) == 8
    agree()
    # An installment moved past today, one edited to nothing owed, one added overdue.
    rows = admin.get(f"/api/installment-groups/{groups['agents']}/installments", expect=200).body["results"]
    admin.put(f"/api/installment-groups/installments/{rows[1]['id']}", {"dueDate": day(30)}, expect=200)
    admin.put(f"/api/installment-groups/installments/{rows[0]['id']}", {"amount": 0}, expect=200)
    add_installments(admin, groups["restricted"], installment(75, day(-3)))
    agree()
    # The allow list opened to the sales user, then a group deleted.
    admin.put(f"/api/installment-groups/{groups['restricted']}", {"allowedUsers": [admin.user.id, sales.user.id]},
              expect=200)
    assert agree()["sales"] == set(groups.values())
    admin.delete(f"/api/installment-groups/{groups['agents']}", expect=200)
    assert groups["agents"] not in agree()["admin"]
    assert make.run(make.db[open_balances.COLLECTION].count_documents({"_id": groups["agents"]})) == 0


def test_groups_from_before_the_records_are_recorded_at_start_up(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    for _ in range(3):
        add_installments(admin, create_group(admin, place), installment(100, day(-10)), installment(100, day(10)))
    whole = whole_ids(admin)
    make.run(make.db[open_balances.COLLECTION].delete_many({"company": place.company.id}))
    assert paged_ids(admin) == []  # until the start-up backfill has run (seconds after an upgrade)
    assert make.run(installment_groups.refresh_open_balances(make.db)) >= 3
    assert paged_ids(admin) == whole
    assert make.run(installment_groups.refresh_open_balances(make.db)) == 0  # once


def test_a_group_written_around_the_services_is_settled_when_a_page_meets_it(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, installment(100, day(-10)), installment(100, day(10)))
    whole = whole_ids(admin)
    make.run(make.db[open_balances.COLLECTION].update_one({"_id": group_id}, {"$set": {"settled": False,
                                                                                        "open": []}}))
    assert paged_ids(admin) == whole
    record = make.run(make.db[open_balances.COLLECTION].find_one({"_id": group_id}))
    assert record["settled"] is True and len(record["open"]) == 2
