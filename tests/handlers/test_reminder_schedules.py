"""Reminder schedules: shapes, admin-only access, global records, bad input."""

import pytest

from documents import reminder_schedules

BODY = {"status": "active", "offsetAmount": 3, "offsetDirection": "before", "reminderType": "installment_due"}
SHAPE = {"id", "status", "offsetAmount", "offsetDirection", "reminderType", "createdAt", "updatedAt"}
NOT_ADMINS = ["sales", "finance", "agent", "none"]


def schedule(make, status="active", offset_amount=3.0):
    return make.run(reminder_schedules.insert(make.db, status=status, offset_amount=offset_amount,
                                              offset_direction="before", reminder_type="installment_due"))


def stored(make, schedule_id):
    return make.run(make.db.reminderSchedules.find_one({"_id": schedule_id}))


def count(make):
    return make.run(make.db.reminderSchedules.count_documents({}))


def test_admin_creates_then_reads_and_lists_a_schedule(make):
    admin = make.staff("admin", [make.company()])
    reply = admin.post("/api/reminderSchedules", {**BODY, "status": True, "offsetAmount": 2.5}, expect=201)
    assert set(reply.body) == {"message", "id"}
    assert reply.message == "Reminder schedule created successfully"
    one = admin.get(f"/api/reminderSchedules/{reply.body['id']}", expect=200).body
    assert set(one) == SHAPE
    assert one["status"] is True and one["offsetAmount"] == 2.5 and one["updatedAt"] is None
    assert one["offsetDirection"] == "before" and one["reminderType"] == "installment_due"
    assert one["createdAt"].endswith("Z") and len(one["createdAt"]) == 24
    assert one in admin.get("/api/reminderSchedules", expect=200).body


def test_list_is_sorted_by_id_and_duplicates_are_allowed(make, root):
    first = root.post("/api/reminderSchedules", BODY, expect=201).body["id"]
    second = root.post("/api/reminderSchedules", BODY, expect=201).body["id"]
    listed = root.get("/api/reminderSchedules", expect=200).body
    ids = [s["id"] for s in listed]
    assert ids == sorted(ids) and {first, second} <= set(ids)
    assert all(set(s) == SHAPE for s in listed)


def test_schedules_are_global_so_any_admin_sees_them(make):
    created = schedule(make)
    admin_without_companies = make.staff("admin")
    assert created.id in [s["id"] for s in admin_without_companies.get("/api/reminderSchedules", expect=200).body]
    admin_without_companies.put(f"/api/reminderSchedules/{created.id}", {"offsetAmount": 7}, expect=200)
    assert stored(make, created.id)["offsetAmount"] == 7


@pytest.mark.parametrize("level", NOT_ADMINS)
def test_only_admins_may_use_any_route(make, level):
    created = schedule(make, status="keep")
    api = make.staff(level, [make.company()])
    before = count(make)
    assert api.get("/api/reminderSchedules").status == 403
    assert api.get(f"/api/reminderSchedules/{created.id}").message == "Forbidden"
    assert api.post("/api/reminderSchedules", BODY).status == 403
    assert api.put(f"/api/reminderSchedules/{created.id}", {"status": "changed"}).status == 403
    assert api.delete(f"/api/reminderSchedules/{created.id}").status == 403
    assert stored(make, created.id)["status"] == "keep" and count(make) == before


def test_clients_get_403_and_anonymous_401(make, anonymous):
    created = schedule(make)
    client = make.login(make.client(make.company()).email)
    for api, status in ((client, 403), (anonymous, 401)):
        assert api.get("/api/reminderSchedules").status == status
        assert api.get(f"/api/reminderSchedules/{created.id}").status == status
        assert api.post("/api/reminderSchedules", BODY).status == status
        assert api.put(f"/api/reminderSchedules/{created.id}", {"status": "x"}).status == status
        assert api.delete(f"/api/reminderSchedules/{created.id}").status == status
    assert stored(make, created.id)["status"] == "active"


@pytest.mark.parametrize("change,field", [
    ({"status": None}, "status"), ({"status": 5}, "status"), ({"status": "  "}, "status"),
    ({"status": ["active"]}, "status"),
    ({"offsetAmount": -1}, "offsetAmount"), ({"offsetAmount": "3"}, "offsetAmount"),
    ({"offsetAmount": None}, "offsetAmount"), ({"offsetAmount": True}, "offsetAmount"),
    ({"offsetDirection": ""}, "offsetDirection"), ({"offsetDirection": 1}, "offsetDirection"),
    ({"reminderType": None}, "reminderType"), ({"reminderType": "x" * 201}, "reminderType"),
])
def test_create_and_update_reject_bad_fields_and_store_nothing(make, root, change, field):
    created = schedule(make)
    before = count(make)
    assert field in root.post("/api/reminderSchedules", {**BODY, **change}, expect=400).message
    assert field in root.put(f"/api/reminderSchedules/{created.id}", change, expect=400).message
    assert count(make) == before
    assert stored(make, created.id)["updatedAt"] is None


@pytest.mark.parametrize("field", sorted(BODY))
def test_create_requires_every_field(make, root, field):
    before = count(make)
    body = {k: v for k, v in BODY.items() if k != field}
    assert root.post("/api/reminderSchedules", body, expect=400).message == f"{field} is required"
    assert count(make) == before


@pytest.mark.parametrize("raw", [b'{"offsetAmount": NaN}', b'{"offsetAmount": Infinity}', b'{"offsetAmount": 1e400}'])
def test_non_finite_offsets_are_refused(make, root, raw):
    created = schedule(make)
    body = raw.replace(b"{", b'{"status": "a", "offsetDirection": "b", "reminderType": "c", ', 1)
    before = count(make)
    number = raw.split(b": ")[1].rstrip(b"}").decode()  # refused with the body, which names it
    assert number in root.post("/api/reminderSchedules", raw=body, expect=400).message
    assert number in root.put(f"/api/reminderSchedules/{created.id}", raw=raw, expect=400).message
    assert count(make) == before and stored(make, created.id)["offsetAmount"] == 3


def test_malformed_json_is_400(make, root):
    created = schedule(make)
    assert root.post("/api/reminderSchedules", raw=b"{not json", expect=400).message == "Malformed JSON body"
    assert root.put(f"/api/reminderSchedules/{created.id}", raw=b"[1]", expect=400).status == 400


def test_update_changes_only_the_given_fields(make, root):
    created = schedule(make)
    reply = root.put(f"/api/reminderSchedules/{created.id}", {"status": False, "offsetAmount": 0}, expect=200)
    assert reply.body == {"message": "Reminder schedule updated successfully"}
    one = root.get(f"/api/reminderSchedules/{created.id}", expect=200).body
    assert one["status"] is False and one["offsetAmount"] == 0
    assert one["offsetDirection"] == "before" and one["reminderType"] == "installment_due"
    assert one["updatedAt"] is not None and one["updatedAt"] >= one["createdAt"]
    assert root.put(f"/api/reminderSchedules/{created.id}", {}, expect=400).message == "No data to update"


def test_delete_removes_the_schedule(make, root):
    created = schedule(make)
    reply = root.delete(f"/api/reminderSchedules/{created.id}", expect=200)
    assert reply.body == {"message": "Reminder schedule deleted successfully"}
    assert stored(make, created.id) is None
    assert root.get(f"/api/reminderSchedules/{created.id}", expect=404).message == "Reminder schedule not found"
    assert root.delete(f"/api/reminderSchedules/{created.id}", expect=404).message == "Reminder schedule not found"


def test_unknown_and_non_numeric_ids(make, root):
    for method, body in (("GET", None), ("PUT", {"status": "x"}), ("DELETE", None)):
        assert root.request(method, "/api/reminderSchedules/99999999", body, expect=404).message == \
            "Reminder schedule not found"
        assert "id" in root.request(method, "/api/reminderSchedules/abc", body, expect=400).message
