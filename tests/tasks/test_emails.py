"""Account emails through the outbox, the real Redis, a real worker.py and a real SMTP sink."""

import re
import uuid
from urllib.parse import parse_qs, urlsplit

import pytest

from services import emails, outbox
from tests.processes import ROOT, Child, wait_until


@pytest.fixture(scope="module")
def email_worker(stack, smtp_sink, tmp_path_factory):
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"],
                   stack.env(REDIS_URL=stack.redis.url, SMTP_URL=smtp_sink.url, OUTBOX_SWEEP_SECONDS="1",
                             PUBLIC_BASE_URL="https://backoffice.example.com"),
                   tmp_path_factory.mktemp("worker"), "worker.log")
    yield worker
    worker.stop()


def record_and_dispatch(make, kind, subject_id, purpose):
    async def go():
        job_id = await emails.record_account_email(make.db, kind, subject_id, purpose)
        return job_id, await outbox.dispatch(make.db, emails.ACTOR, job_id)

    return make.run(go())


def token_in(message) -> str:
    text = message.get_body(("plain",)).get_content()
    link = re.search(r"https://backoffice\.example\.com/reset-password\?\S+", text)
    return parse_qs(urlsplit(link.group(0)).query)["token"][0]


def test_an_invitation_arrives_and_its_link_sets_the_password_once(make, smtp_sink, email_worker):
    company = make.company("Harbour Homes")
    user = make.user("sales", [company], password_hash=None)
    job_id, dispatched = record_and_dispatch(make, "staff", user.id, "invitation")
    assert dispatched
    message = wait_until(lambda: smtp_sink.to(user.email), timeout=30)[0]
    assert message["Subject"] == "You are invited to Harbour Homes"
    assert user.name in message.get_body(("html",)).get_content()
    token = token_in(message)
    api = make.api()
    api.post("/api/auth/reset-password", {"token": token, "password": "chosen-password"}, expect=200)
    make.login(user.email, "chosen-password").get("/api/auth/me", expect=200)
    assert api.post("/api/auth/reset-password", {"token": token, "password": "again-password"}).status == 400
    assert make.run(make.db.outbox.find_one({"_id": job_id}))["status"] == "done"


def test_a_client_reset_email_lets_the_client_join(make, smtp_sink, email_worker):
    company = make.company()
    client = make.client(company, password_hash=None)
    record_and_dispatch(make, "client", client.id, "reset")
    message = wait_until(lambda: smtp_sink.to(client.email), timeout=30)[0]
    make.api().post("/api/auth/reset-password", {"token": token_in(message), "password": "client-secret"}, expect=200)
    make.login(client.email, "client-secret").get("/api/auth/me", expect=200)
    assert make.run(make.db.clients.find_one({"_id": client.id}))["hasJoined"] is True


def test_an_email_recorded_while_redis_is_down_arrives_once_redis_is_back(make, stack, smtp_sink, email_worker):
    user = make.user("finance", [make.company()], password_hash=None)
    stack.redis.stop()
    try:
        job_id, dispatched = record_and_dispatch(make, "staff", user.id, "reset")
    finally:
        stack.redis.start()
    assert not dispatched
    assert make.run(make.db.outbox.find_one({"_id": job_id}))["status"] == "pending"
    wait_until(lambda: smtp_sink.to(user.email), timeout=60)
    wait_until(lambda: make.run(make.db.outbox.find_one({"_id": job_id}))["status"] == "done", timeout=30)
    assert len(smtp_sink.to(user.email)) == 1


def test_running_a_job_twice_sends_one_email(make, stack, smtp_sink):
    user = make.user("agent", [make.company()], password_hash=None)
    config = stack.config.model_copy(update={"smtp_url": smtp_sink.url})

    async def record_and_run_twice():
        job_id = await emails.record_account_email(make.db, "staff", user.id, "invitation")
        return [await emails.send_account_email(make.db, config, job_id) for _ in range(2)]

    assert make.run(record_and_run_twice()) == ["sent", "skipped"]
    assert len(smtp_sink.to(user.email)) == 1


def test_without_smtp_the_email_is_written_to_the_outbox_folder(make, stack, tmp_path):
    user = make.user("agent", [make.company()], password_hash=None)
    config = stack.config.model_copy(update={"smtp_url": None, "data_dir": tmp_path})

    async def record_and_run():
        job_id = await emails.record_account_email(make.db, "staff", user.id, "invitation")
        await emails.send_account_email(make.db, config, job_id)
        return job_id

    job_id = make.run(record_and_run())
    written = (tmp_path / "outbox" / f"{job_id}-invitation.eml").read_text()
    assert user.email in written and "reset-password?token=" in written


def test_a_user_created_over_http_follows_the_emailed_link_and_signs_in(make, smtp_sink, email_worker):
    company = make.company("Dune & <Sons>")
    admin = make.staff("admin", [company])
    address = f"new-{uuid.uuid4().hex[:10]}@example.com"
    admin.post("/api/users", {"name": "Rania <b>Aziz</b>", "email": address, "accessLevel": "sales",
                              "allowedCompanies": [company.id]}, expect=201)
    message = wait_until(lambda: smtp_sink.to(address), timeout=30)[0]
    html = message.get_body(("html",)).get_content()
    assert "Rania &lt;b&gt;Aziz&lt;/b&gt;" in html and "<b>Aziz" not in html
    assert "Dune &amp; &lt;Sons&gt;" in html and "https://backoffice.example.com/reset-password?token=" in html
    make.api().post("/api/auth/reset-password", {"token": token_in(message), "password": "my-own-secret"},
                    expect=200)
    me = make.login(address, "my-own-secret").get("/api/auth/me", expect=200).body
    assert me["accessLevel"] == "sales" and me["allowedCompanies"] == [company.id]


def test_a_client_created_over_http_is_invited_and_joins(make, smtp_sink, email_worker):
    company = make.company("Palm Estates")
    sales = make.staff("sales", [company])
    address = f"buyer-{uuid.uuid4().hex[:10]}@example.com"
    client_id = sales.post("/api/clients", {"name": "Yusuf", "email": address, "company": company.id},
                           expect=201).body["id"]
    message = wait_until(lambda: smtp_sink.to(address), timeout=30)[0]
    assert message["Subject"] == "You are invited to Palm Estates"
    make.api().post("/api/auth/reset-password", {"token": token_in(message), "password": "buyer-secret"},
                    expect=200)
    assert make.login(address, "buyer-secret").get("/api/auth/me", expect=200).body["accessLevel"] == "client"
    assert sales.get(f"/api/clients/{client_id}", expect=200).body["leads"]["hasJoined"] is True


def test_a_reset_requested_while_redis_is_down_arrives_once_redis_is_back(make, stack, smtp_sink, email_worker):
    company = make.company()
    finance = make.staff("finance", [company])
    client = make.client(company, password_hash=None)
    stack.redis.stop()
    try:
        finance.post(f"/api/users/requestPassword/{client.id}", expect=201)
    finally:
        stack.redis.start()
    message = wait_until(lambda: smtp_sink.to(client.email), timeout=60)[0]
    assert message["Subject"].startswith("Set a new password")
    make.api().post("/api/auth/reset-password", {"token": token_in(message), "password": "client-secret"},
                    expect=200)
    make.login(client.email, "client-secret").get("/api/auth/me", expect=200)
    assert len(smtp_sink.to(client.email)) == 1
