"""WhatsApp reminders: the exact provider request, refusals, skips, no double sends, worker and embedded paths."""

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from tests.fakes import FakeWhatsApp
from tests.handlers.groups_helpers import add_installments, create_group, estate
from tests.processes import ROOT, Child, estate_over_http, in_process_server

MESSAGING = {"phoneNumberId": "1234567890", "templateName": "payment_reminder", "languageCode": "en_US",
             "accessToken": "secret-token"}


def day(offset: int) -> str:
    return (datetime.now(UTC).date() + timedelta(days=offset)).isoformat()


@pytest.fixture(scope="module")
def whatsapp():
    fake = FakeWhatsApp().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def reminder_worker(stack, whatsapp, tmp_path_factory):
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"],
                   stack.env(REDIS_URL=stack.redis.url, WHATSAPP_API_URL=whatsapp.url, OUTBOX_SWEEP_SECONDS="1"),
                   tmp_path_factory.mktemp("reminders"), "worker.log")
    yield worker
    worker.stop()


@pytest.fixture
def reminded(make, whatsapp):
    whatsapp.mode = "ok"
    place = estate(make)
    admin = make.staff("admin", [place.company])
    admin.put(f"/api/companies/{place.company.id}/messaging", MESSAGING, expect=200)
    group_id = create_group(admin, place)
    add_installments(admin, group_id, {"amount": 1500, "dueDate": day(10), "description": "First"},
                     {"amount": 2500, "dueDate": day(40)})
    return place, admin, group_id


def test_a_reminder_sends_the_template_message_and_logs_it(make, whatsapp, reminder_worker, reminded):
    place, admin, group_id = reminded
    contact = f"+9715{uuid.uuid4().int % 10**8:08d}"
    reply = admin.post("/api/installment-groups/sendReminder", {"contact": contact, "groupId": group_id},
                       expect=200).body
    assert reply["status"] == "success" and reply["messageId"].startswith("wamid.")
    [sent] = whatsapp.sent_to(contact)
    assert sent["path"] == "/1234567890/messages" and sent["authorization"] == "Bearer secret-token"
    due = datetime.fromisoformat(day(10)).strftime("%d-%b-%Y")
    assert sent["json"] == {
        "messaging_product": "whatsapp", "recipient_type": "individual", "to": contact, "type": "template",
        "template": {"name": "payment_reminder", "language": {"code": "en_US"}, "components": [
            {"type": "body", "parameters": [{"type": "text", "text": t} for t in
                                            (place.clients[0].name, "A-101", place.project.name, "1500.00", due)]}]}}
    logs = admin.get(f"/api/installment-groups/logs/{group_id}").body
    assert logs[0]["eventType"] == "reminder_sent" and contact in logs[0]["description"]
    assert logs[0]["createdBy"] == admin.user.name


def test_a_refusal_is_a_500_with_the_providers_reason(make, whatsapp, reminder_worker, reminded):
    _, admin, group_id = reminded
    whatsapp.mode = "refuse"
    reply = admin.post("/api/installment-groups/sendReminder", {"contact": "+971500000009", "groupId": group_id},
                       expect=500)
    assert "Template name does not exist" in reply.message
    assert all(e["eventType"] != "reminder_sent" for e in admin.get(f"/api/installment-groups/logs/{group_id}").body)


def test_without_settings_or_anything_owed_the_reminder_is_skipped(make, whatsapp):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    sent_before = len(whatsapp.requests)
    reply = admin.post("/api/installment-groups/sendReminder", {"contact": "+1", "groupId": group_id}, expect=200)
    assert reply.body == {"status": "skipped", "message": "Messaging is not configured for this company"}
    admin.put(f"/api/companies/{place.company.id}/messaging", MESSAGING, expect=200)
    reply = admin.post("/api/installment-groups/sendReminder", {"contact": "+1", "groupId": group_id}, expect=200)
    assert reply.body["status"] == "skipped" and "no installment" in reply.body["message"]
    assert len(whatsapp.requests) == sent_before


def test_unknown_invisible_and_bad_requests(make, reminded):
    place, admin, group_id = reminded
    stranger = make.staff("admin", [make.company()])
    assert stranger.post("/api/installment-groups/sendReminder", {"contact": "+1", "groupId": group_id}).status == 404
    assert admin.post("/api/installment-groups/sendReminder", {"contact": "+1", "groupId": 99999999}).status == 404
    assert "contact" in admin.post("/api/installment-groups/sendReminder", {"groupId": group_id}, expect=400).message
    assert make.staff("none", [place.company]).post("/api/installment-groups/sendReminder",
                                                     {"contact": "+1", "groupId": group_id}).status == 403


def test_a_redelivered_job_never_sends_twice(make, stack, whatsapp, reminded):
    from documents import outbox, task_runs
    from services import reminders

    place, admin, group_id = reminded
    contact = "+971500000077"
    config = stack.config.model_copy(update={"whatsapp_api_url": whatsapp.url})

    async def record_and_run_twice():
        # Recorded but not enqueued: this test is the only one to run it (twice, as a redelivery would).
        run = await task_runs.insert(make.db, "reminder", "staff", admin.user.id, {
            "groupId": group_id, "company": place.company.id, "contact": contact,
            "parameters": ["A", "B", "C", "1.00", "01-Jan-2027"], "actorName": admin.user.name})
        job_id = await outbox.record(make.db, reminders.ACTOR, {"runId": run.id})
        await outbox.mark_dispatched(make.db, job_id)
        return [await reminders.send_reminder(make.db, config, job_id) for _ in range(2)]

    assert make.run(record_and_run_twice()) == ["sent", "skipped"]
    assert len(whatsapp.sent_to(contact)) == 1


def test_the_embedded_mode_sends_through_the_in_process_broker(stack, whatsapp, tmp_path):
    whatsapp.mode = "ok"
    with in_process_server(stack, tmp_path, WHATSAPP_API_URL=whatsapp.url) as api:
        company, group = estate_over_http(api)
        api.put(f"/api/companies/{company}/messaging", MESSAGING, expect=200)
        api.post("/api/installment-groups/installments", {"groupId": group, "installments": [
            {"amount": 100, "dueDate": day(5)}]}, expect=201)
        reply = api.post("/api/installment-groups/sendReminder", {"contact": "+971555000111", "groupId": group},
                         expect=200).body
        assert reply["status"] == "success" and len(whatsapp.sent_to("+971555000111")) == 1
