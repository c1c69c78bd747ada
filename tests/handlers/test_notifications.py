"""Notifications over HTTP: each access level sees its own, newest first, with per-account read state."""

import uuid

import pytest

from documents import clients, counters, notifications, users
from documents.scope import Scope


def notify(make, *levels: str) -> int:
    """A notification for `levels`, stored directly (only jobs create them); its id."""
    key = f"test:{uuid.uuid4().hex}"

    async def insert():
        await notifications.insert_once(make.db, title=f"Title {key}", message=f"Message {key}", type="info",
                                        link="/installment-groups/1", access_level=list(levels), source_key=key)
        return (await notifications.find_by_source(make.db, key)).id

    return make.run(insert())


def listed(api, ids) -> list[dict]:
    """The caller's list, narrowed to `ids` (the database is shared by the whole test session)."""
    return [n for n in api.get("/api/notifications", expect=200).body if n["id"] in set(ids)]


def read_state(api, ids) -> dict[int, bool]:
    return {n["id"]: n["read"] for n in listed(api, ids)}


@pytest.fixture
def three(make):
    """One notification for super-admins, one for admin and finance, one for clients, in that order."""
    return {"super": notify(make, "super-admin"), "staff": notify(make, "admin", "finance"),
            "client": notify(make, "client")}


def test_each_level_sees_only_its_own_newest_first_and_unread(make, root, three):
    newer = notify(make, "super-admin")
    mine = listed(root, [*three.values(), newer])
    assert [n["id"] for n in mine] == [newer, three["super"]]
    first = mine[1]
    assert first["title"].startswith("Title test:") and first["message"].startswith("Message test:")
    assert first["type"] == "info" and first["link"] == "/installment-groups/1"
    assert first["read"] is False and first["createdAt"].endswith("Z")
    assert set(first) == {"id", "title", "message", "type", "link", "createdAt", "read"}
    for level in ("admin", "finance"):
        assert [n["id"] for n in listed(make.staff(level), three.values())] == [three["staff"]]
    assert listed(make.staff("sales"), three.values()) == []


def test_a_none_user_and_a_client_list_theirs(make, three):
    company = make.company()
    client = make.client(company)
    as_client = make.login(client.email)
    assert [(n["id"], n["read"]) for n in listed(as_client, three.values())] == [(three["client"], False)]
    only_none = notify(make, "none")
    assert [n["id"] for n in listed(make.staff("none"), [*three.values(), only_none])] == [only_none]


def test_patch_marks_one_read_for_that_user_only(make, root, three):
    other_root = make.staff("super-admin")
    older = notify(make, "super-admin")
    ids = [three["super"], older]
    answer = root.patch(f"/api/notifications/{three['super']}/read", expect=200)
    assert answer.message == "Notification marked as read"
    assert read_state(root, ids) == {three["super"]: True, older: False}
    assert read_state(other_root, ids) == {three["super"]: False, older: False}
    again = root.patch(f"/api/notifications/{three['super']}/read", expect=200)
    assert again.message == "Notification already marked as read"
    assert read_state(root, ids) == {three["super"]: True, older: False}


def test_post_marks_all_visible_read_and_nothing_else(make, three):
    finance, admin = make.staff("finance"), make.staff("admin")
    second, admin_only = notify(make, "finance"), notify(make, "admin")
    answer = finance.post("/api/notifications", expect=200)
    assert answer.message == "Notifications marked as read successfully"
    assert read_state(finance, [three["staff"], second]) == {three["staff"]: True, second: True}
    assert finance.post("/api/notifications", expect=200).message == "Notifications marked as read successfully"
    assert read_state(finance, [three["staff"], second]) == {three["staff"]: True, second: True}
    assert read_state(admin, [three["staff"], admin_only]) == {three["staff"]: False, admin_only: False}
    # Moved to admin, the same account finds the admin notification it could not see still unread.
    make.run(users.update(make.db, Scope.everything(), finance.user.id, {"accessLevel": "admin"}))
    assert read_state(finance, [three["staff"], admin_only]) == {three["staff"]: True, admin_only: False}


def test_patch_of_another_levels_or_an_unknown_notification_is_404(make, root, three):
    for api, hidden in ((root, three["staff"]), (root, three["client"]), (make.staff("sales"), three["staff"])):
        answer = api.patch(f"/api/notifications/{hidden}/read")
        assert (answer.status, answer.message) == (404, "Notification not found")
    assert root.patch("/api/notifications/999999999/read").status == 404
    # A refused PATCH stored no receipt: the rightful reader still sees it unread.
    assert read_state(make.staff("finance"), [three["staff"]]) == {three["staff"]: False}


def test_a_bad_or_missing_id_is_400(root):
    for path in ("/api/notifications/abc/read", "/api/notifications//read", "/api/notifications/0/read"):
        answer = root.patch(path)
        assert answer.status == 400 and "notificationId" in answer.message


def test_anonymous_callers_get_401(anonymous, three):
    for answer in (anonymous.get("/api/notifications"), anonymous.post("/api/notifications"),
                   anonymous.patch(f"/api/notifications/{three['super']}/read")):
        assert (answer.status, answer.message) == (401, "Unauthorized")


def same_id_staff_and_client(make, company):
    """A finance user and a client with the same numeric id (their counters are separate)."""
    async def align_counters():
        seqs = [(await make.db[counters.COLLECTION].find_one({"_id": c}) or {}).get("seq", 0)
                for c in (users.COLLECTION, clients.COLLECTION)]
        # Only ever forward: ids are skipped, never reused.
        for collection in (users.COLLECTION, clients.COLLECTION):
            await make.db[counters.COLLECTION].update_one({"_id": collection}, {"$max": {"seq": max(seqs)}},
                                                          upsert=True)

    make.run(align_counters())
    staff, client = make.staff("finance", [company]), make.client(company)
    assert staff.user.id == client.id
    return staff, make.login(client.email)


def test_a_staff_user_and_a_client_with_the_same_id_keep_separate_read_state(make):
    staff, client = same_id_staff_and_client(make, make.company())
    shared = notify(make, "finance", "client")
    staff.patch(f"/api/notifications/{shared}/read", expect=200)
    assert read_state(staff, [shared]) == {shared: True}
    assert read_state(client, [shared]) == {shared: False}
    assert client.patch(f"/api/notifications/{shared}/read", expect=200).message == "Notification marked as read"
    client.post("/api/notifications", expect=200)
    assert read_state(client, [shared]) == {shared: True}
