"""Automatic reminders and late fees (CONTRACT 13): settings, what fires and when, who receives what, the
deliveries and preview routes, exactly once under repeated and concurrent runs, late fees charged once and
waived, scoping. The day's run is driven here through services.dunning.run_company_day on the app's loop (the
code the job runs); tests/tasks/test_daily_runs.py runs it through the queue, the scheduler and crashed workers."""

import asyncio
from datetime import UTC, date, datetime, timedelta

import pytest

from documents.scope import Scope
from services import daily_runs, dunning, late_fees
from tests.fakes import FakeWhatsApp
from tests.handlers.groups_helpers import add_installments, create_group, estate, pay

TODAY = datetime.now(UTC).date()
MESSAGING = {"phoneNumberId": "555000", "templateName": "payment_reminder", "languageCode": "en",
             "accessToken": "wa-token"}


def day(offset: int) -> str:
    return (TODAY + timedelta(days=offset)).isoformat()


@pytest.fixture(scope="module")
def whatsapp():
    fake = FakeWhatsApp().start()
    yield fake
    fake.stop()


@pytest.fixture
def schedules(make, root):
    """The global reminder schedules, replaced by: 3 days before, on the day, 10 days after (installments); 5
    days after (fees); and ones that fire nothing."""
    make.run(make.db.reminderSchedules.delete_many({}))
    made = {}
    for name, body in {"before": ("active", 3, "before", "installment_due"),
                       "on": (True, 0, "after", "installment_due"), "after": ("true", 10, "after", "installment_due"),
                       "fee": ("active", 5, "after", "fee_due"), "off": ("inactive", 1, "before", "installment_due"),
                       "other": ("active", 1, "before", "x")}.items():
        status, amount, direction, kind = body
        made[name] = root.post("/api/reminderSchedules", {"status": status, "offsetAmount": amount,
                                                          "offsetDirection": direction, "reminderType": kind},
                               expect=201).body["id"]
    yield made
    make.run(make.db.reminderSchedules.delete_many({}))


@pytest.fixture
def book(make, schedules, smtp_sink, whatsapp):
    """A company with reminders on (email and WhatsApp), a group of two buyers (one opted out of reminders
    later in a test) and a disabled client, and the settings a run sends with."""
    whatsapp.mode = "ok"
    place = estate(make, clients=0)
    buyer = make.client(place.company, name="Amira Haddad", phone="+971500000001")
    other = make.client(place.company, name="Omar Saleh")
    place.clients = [buyer, other]
    admin = make.staff("admin", [place.company])
    admin.put(f"/api/companies/{place.company.id}/messaging", MESSAGING, expect=200)
    admin.put(f"/api/companies/{place.company.id}/reminders", {"enabled": True, "channels": ["email", "whatsapp"]},
              expect=200)
    group_id = create_group(admin, place, unitNumber="B-1204")
    settings = make.stack.config.model_copy(update={"smtp_url": smtp_sink.url, "whatsapp_api_url": whatsapp.url})
    return place, admin, group_id, settings


def run(make, settings, company_id: int, on: date = TODAY) -> dunning.RunResult:
    return make.run(dunning.run_company_day(make.db, settings, company_id, on))


def deliveries(api, **query):
    return api.get("/api/reminders/deliveries", query={"limit": 100, **query}, expect=200).body


def test_settings_are_validated_stored_and_read(make, root):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    company = place.company.id
    [read] = [c for c in admin.get("/api/companies", expect=200).body if c["id"] == company]
    assert read["reminders"] == {"enabled": False, "channels": ["email"], "sendHour": 9}
    assert read["lateFees"]["enabled"] is False
    for body in ({}, {"enabled": "yes"}, {"enabled": True, "sendHour": 24}, {"enabled": True, "channels": ["sms"]},
                 {"enabled": True, "channels": []}):
        assert admin.put(f"/api/companies/{company}/reminders", body).status == 400, body
    admin.put(f"/api/companies/{company}/reminders", {"enabled": True, "sendHour": 7}, expect=200)
    for body in ({"enabled": True}, {"enabled": True, "percent": 2, "flatAmount": 10},
                 {"enabled": True, "percent": 100.5}, {"enabled": True, "percent": 1.234},
                 {"enabled": True, "flatAmount": "10.001"}, {"enabled": True, "percent": 2, "graceDays": -1}):
        assert admin.put(f"/api/companies/{company}/lateFees", body).status == 400, body
    admin.put(f"/api/companies/{company}/lateFees", {"enabled": True, "graceDays": 5, "percent": 2.5, "cap": "300"},
              expect=200)
    [read] = [c for c in admin.get("/api/companies", expect=200).body if c["id"] == company]
    assert read["reminders"] == {"enabled": True, "channels": ["email"], "sendHour": 7}
    assert read["lateFees"] == {"enabled": True, "graceDays": 5, "percent": 2.5, "flatAmount": None, "cap": 300}
    # Another company's admin, a finance user: no.
    stranger = make.staff("admin", [make.company()])
    assert stranger.put(f"/api/companies/{company}/reminders", {"enabled": False}).status in (403, 404)
    finance = make.staff("finance", [place.company])
    assert finance.put(f"/api/companies/{company}/lateFees", {"enabled": False, "percent": 1}).status == 403


def test_a_run_reminds_each_client_on_each_channel_once(make, book, smtp_sink, whatsapp):
    place, admin, group_id, settings = book
    buyer, other = place.clients
    add_installments(admin, group_id, {"amount": "1000.00", "dueDate": day(3), "description": "Second payment"},
                     {"amount": "2000.00", "dueDate": day(30)}, {"amount": "500.00", "dueDate": None})
    preview = admin.get("/api/reminders/preview", query={"company": place.company.id}, expect=200).body
    # 3 days before the first installment: each buyer by email, the buyer with a phone by WhatsApp too.
    assert sorted((p["clientName"], p["channel"], p["amount"], p["scheduledFor"][:10]) for p in preview) == [
        ("Amira Haddad", "email", 1000, TODAY.isoformat()), ("Amira Haddad", "whatsapp", 1000, TODAY.isoformat()),
        ("Omar Saleh", "email", 1000, TODAY.isoformat())]
    sent_before = len(smtp_sink.messages)
    result = run(make, settings, place.company.id)
    assert (result.sent, result.failed) == (3, 0)
    assert run(make, settings, place.company.id).sent == 0  # again: nothing twice
    mails = [m for m in smtp_sink.messages[sent_before:] if "B-1204" in m["Subject"]]
    assert sorted(m["To"].addresses[0].display_name for m in mails) == ["Amira Haddad", "Omar Saleh"]
    text = mails[0].get_body(("plain",)).get_content()
    for expected in (place.company.name, place.project.name, "B-1204", "Second payment", "1,000.00",
                     (TODAY + timedelta(days=3)).strftime("%d %b %Y")):
        assert expected in text, expected
    html = mails[0].get_body(("html",)).get_content()
    assert "1,000.00" in html and "<table" in html
    [message] = whatsapp.sent_to("+971500000001")[-1:]
    params = [p["text"] for p in message["json"]["template"]["components"][0]["parameters"]]
    assert params == ["Amira Haddad", "B-1204", place.project.name, "1000.00",
                      (TODAY + timedelta(days=3)).strftime("%d %b %Y")]
    listed = deliveries(admin, company=place.company.id)
    assert listed["pagination"]["total"] == 3 and {d["status"] for d in listed["data"]} == {"sent"}
    assert all(d["sentAt"] and d["amount"] == 1000 and d["groupName"] for d in listed["data"])
    logs = [e["description"] for e in admin.get(f"/api/installment-groups/logs/{group_id}", expect=200).body
            if e["eventType"] == "reminder_sent"]
    assert len(logs) == 3 and any("whatsapp to Amira Haddad" in entry for entry in logs)
    assert admin.get("/api/reminders/preview", query={"company": place.company.id}, expect=200).body == []


def test_concurrent_runs_send_each_reminder_once(make, book, smtp_sink):
    place, admin, group_id, settings = book
    add_installments(admin, group_id, {"amount": "700.00", "dueDate": day(0)})

    async def both():
        return await asyncio.gather(*(dunning.run_company_day(make.db, settings, place.company.id, TODAY)
                                      for _ in range(3)))

    results = make.run(both())
    assert sum(r.sent for r in results) == 3  # 2 buyers by email, 1 by WhatsApp: once each
    assert deliveries(admin, company=place.company.id)["pagination"]["total"] == 3


def test_who_and_what_is_never_reminded(make, book):
    place, admin, group_id, settings = book
    buyer, other = place.clients
    admin.put(f"/api/clients/{other.id}", {"remindersOptOut": True}, expect=200)
    assert admin.get(f"/api/clients/{other.id}", expect=200).body["leads"]["remindersOptOut"] is True
    add_installments(admin, group_id, {"amount": "100.00", "dueDate": day(3)}, {"amount": "100.00", "dueDate": day(-1)},
                     {"amount": "100.00", "dueDate": day(1)}, {"amount": "90.00", "dueDate": day(3), "isFee": True})
    pay(make, group_id, place.company.id, "100.00", day(-1))  # pays the overdue one (earliest first)
    admin.put(f"/api/companies/{place.company.id}/reminders", {"enabled": True, "channels": ["email"]}, expect=200)
    preview = admin.get("/api/reminders/preview", query={"company": place.company.id}, expect=200).body
    # Only the buyer by email (the other opted out; WhatsApp off); the paid one and the fee (its schedule is 5
    # days after) not; the one due in a day is past its "3 days before" and was due before reminders were on.
    assert [(p["clientName"], p["channel"], p["dueDate"][:10]) for p in preview] == [
        (buyer.name, "email", day(3))]
    admin.put(f"/api/companies/{place.company.id}/reminders", {"enabled": False}, expect=200)
    assert admin.get("/api/reminders/preview", query={"company": place.company.id}, expect=200).body == []
    assert run(make, settings, place.company.id).sent == 0


def test_a_missed_day_is_caught_up_for_a_week_then_recorded_late(make, book):
    place, admin, group_id, settings = book
    add_installments(admin, group_id, {"amount": "100.00", "dueDate": day(-5)},
                     {"amount": "200.00", "dueDate": day(-9)})
    # Reminders on since a fortnight (no run since): the "on the day" reminders of both are past.
    make.run(make.db.companies.update_one({"_id": place.company.id},
                                          {"$set": {"reminders.enabledSince": day(-14)}}))
    admin.put(f"/api/companies/{place.company.id}/reminders", {"enabled": True, "channels": ["email"]}, expect=200)
    result = run(make, settings, place.company.id)
    # Sent: the 5-day-old one's "on the day" reminder (5 days ago) to both buyers. Late (more than 7 days
    # past): its "3 days before" (8 days ago), and the 9-day-old one's "on the day" and "3 days before".
    assert (result.sent, result.skipped) == (2, 6)
    late = deliveries(admin, company=place.company.id, status="skipped")["data"]
    assert sorted((d["amount"], d["scheduledFor"][:10]) for d in late) == sorted(
        [(100, day(-8)), (200, day(-9)), (200, day(-12))] * 2)
    assert {d["error"] for d in late} == {"late"} and run(make, settings, place.company.id).skipped == 0


def test_a_provider_refusal_is_failed_then_retried_never_sent_twice(make, book, whatsapp):
    place, admin, group_id, settings = book
    admin.put(f"/api/companies/{place.company.id}/reminders", {"enabled": True, "channels": ["whatsapp"]},
              expect=200)
    add_installments(admin, group_id, {"amount": "100.00", "dueDate": day(3)})
    whatsapp.mode = "refuse"
    result = run(make, settings, place.company.id)
    assert (result.sent, result.failed) == (0, 1)  # WhatsApp only (the company's channels): refused
    [failed] = deliveries(admin, company=place.company.id, status="failed")["data"]
    assert "Template name does not exist" in failed["error"]
    whatsapp.mode = "ok"
    assert run(make, settings, place.company.id).sent == 0  # not yet due for another attempt
    make.run(make.db.reminderDeliveries.update_one({"_id": failed["id"]}, {"$set": {"retryAt": datetime.now(UTC)}}))
    assert run(make, settings, place.company.id).sent == 1
    assert run(make, settings, place.company.id).sent == 0
    assert [d["status"] for d in deliveries(admin, company=place.company.id)["data"]] == ["sent"]
    assert len(whatsapp.sent_to("+971500000001")) >= 2  # the refused attempt, then the one that went


def test_a_delivery_cut_off_mid_send_is_never_sent_again(make, book):
    """A run killed during a send leaves its delivery `sending`: the next run records it failed, not sent."""
    place, admin, group_id, settings = book
    admin.put(f"/api/companies/{place.company.id}/reminders", {"enabled": True, "channels": ["email"]}, expect=200)
    add_installments(admin, group_id, {"amount": "100.00", "dueDate": day(3)})
    [first, second] = make.run(dunning.reminders_of_day(make.db, make.run(_company(make, place.company.id)), TODAY))
    from documents import reminder_deliveries

    make.run(reminder_deliveries.claim_new(make.db, Scope.of([place.company.id]), {
        **first.record(), "runDay": TODAY.isoformat(), "claimedAt": datetime.now(UTC) - timedelta(minutes=5)}))
    result = run(make, settings, place.company.id)
    assert result.sent == 1
    statuses = {d["clientId"]: (d["status"], d["error"]) for d in deliveries(admin, company=place.company.id)["data"]}
    assert statuses[first.client.id][0] == "failed" and "not sent again" in statuses[first.client.id][1]
    assert statuses[second.client.id] == ("sent", None)


async def _company(make, company_id):
    from documents import companies

    return await companies.get(make.db, Scope.everything(), company_id)


def test_late_fees_are_charged_once_exactly_and_waived_by_deleting_them(make, book):
    place, admin, group_id, settings = book
    admin.put(f"/api/companies/{place.company.id}/reminders", {"enabled": False}, expect=200)
    admin.put(f"/api/companies/{place.company.id}/lateFees",
              {"enabled": True, "graceDays": 5, "percent": 2.5, "cap": "40.00"}, expect=200)
    add_installments(admin, group_id, {"amount": "1000.00", "dueDate": day(-10), "description": "Deposit"},
                     {"amount": "2000.00", "dueDate": day(-20)}, {"amount": "500.00", "dueDate": day(-3)},
                     {"amount": "80.00", "dueDate": day(-30), "isFee": True})
    # Earliest first: the old fee (80.00), then 1420.55 of the -20 one, which is left with 579.45.
    pay(make, group_id, place.company.id, "1500.55", day(-15))

    async def together():
        return await asyncio.gather(*(dunning.run_company_day(make.db, settings, place.company.id, TODAY)
                                      for _ in range(2)))

    assert sum(r.fees for r in make.run(together())) == 2
    rows = admin.get(f"/api/installment-groups/{group_id}/installments", expect=200).body["results"]
    fees = sorted((r["description"], r["amount"], r["dueDate"][:10], r["isFee"]) for r in rows if r["lateFeeFor"])
    # 2.5 % of 579.45 = 14.48625 -> 14.49; of 1000.00 = 25.00; the one 3 days late is in its grace; fees never.
    assert fees == [("Late fee: Deposit", 25, TODAY.isoformat(), True), ("Late fee: Installment", 14.49,
                                                                         TODAY.isoformat(), True)]
    assert run(make, settings, place.company.id).fees == 0
    waived = next(r for r in rows if r["lateFeeFor"] and r["amount"] == 25)
    admin.delete(f"/api/installment-groups/installments/{waived['id']}", expect=200)
    assert run(make, settings, place.company.id).fees == 0  # waived: not charged again
    events = [e["eventType"] for e in admin.get(f"/api/installment-groups/logs/{group_id}", expect=200).body]
    assert events.count("installment_created") >= 3


def test_a_fee_is_capped_and_a_flat_fee_is_its_amount():
    from documents.companies import LateFeeSettings

    assert late_fees.late_fee(100_000, LateFeeSettings(enabled=True, percentBasisPoints=250, capCents=2_000)) == 2_000
    assert late_fees.late_fee(49_945, LateFeeSettings(enabled=True, percentBasisPoints=250)) == 1_249
    assert late_fees.late_fee(20, LateFeeSettings(enabled=True, percentBasisPoints=250)) == 1  # 0.5 cent: half up
    assert late_fees.late_fee(1, LateFeeSettings(enabled=True, flatAmountCents=5_000, capCents=3_000)) == 3_000


def test_routes_see_only_the_callers_companies(make, book, root):
    place, admin, group_id, settings = book
    add_installments(admin, group_id, {"amount": "100.00", "dueDate": day(3)})
    run(make, settings, place.company.id)
    stranger = make.staff("admin", [make.company()])
    assert deliveries(stranger)["data"] == [] and deliveries(stranger, company=place.company.id)["data"] == []
    assert stranger.get("/api/reminders/preview", query={"company": place.company.id}, expect=200).body == []
    assert stranger.post("/api/reminders/run", {}).status == 202
    assert deliveries(admin, company=place.company.id)["pagination"]["total"] == 3  # nothing new
    assert len(deliveries(root, company=place.company.id)["data"]) == 3
    for role in ("sales", "agent"):
        api = make.staff(role, [place.company])
        assert api.get("/api/reminders/deliveries").status == 403
        assert api.get("/api/reminders/preview").status == 403
    finance = make.staff("finance", [place.company])
    assert finance.post("/api/reminders/run", {}).status == 403
    assert admin.post("/api/reminders/run", {"date": day(1)}).status == 400
    for query in ({"status": "odd"}, {"limit": 0}, {"limit": 101}, {"page": "x"}):
        assert admin.get("/api/reminders/deliveries", query=query).status == 400, query
    assert admin.get("/api/reminders/preview", query={"date": "2026-02-30"}).status == 400


def test_the_days_whose_run_is_due():
    """From the send hour in the business zone, today; before it, yesterday; a week back at most, never before
    reminders were switched on."""
    from zoneinfo import ZoneInfo

    from documents.companies import Company, ReminderSettings

    dubai = ZoneInfo("Asia/Dubai")
    company = Company(id=1, name="A", createdAt=datetime.now(UTC), reminders=ReminderSettings(
        enabled=True, sendHour=9, enabledSince="2026-03-01"))
    at = datetime(2026, 3, 10, 4, 30, tzinfo=UTC)  # 08:30 in Dubai
    assert daily_runs.due_days(company, at, dubai) == [date(2026, 3, 2) + timedelta(days=n) for n in range(8)]
    assert daily_runs.due_days(company, at + timedelta(hours=1), dubai)[-1] == date(2026, 3, 10)
    company.reminders.enabledSince = "2026-03-09"
    assert daily_runs.due_days(company, at, dubai) == [date(2026, 3, 9)]
