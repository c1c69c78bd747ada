"""`GET /metrics` (metrics.py, handlers/scrape.py): the Prometheus text format with requests by route template,
latency, in flight, database commands, jobs and the outbox backlog; only for loopback callers or with
METRICS_TOKEN; and under `--processes 2` with a worker, one view of every process."""

import re
from email.message import EmailMessage

import pytest
from prometheus_client.parser import text_string_to_metric_families

from services import mail
from tests.http import Api
from tests.processes import ROOT, Child, start_server, wait_until
from tests.servers import AppServer


def samples(text: str) -> dict[tuple, float]:
    """(name, labels...) -> value of every sample of a scrape (parsed by prometheus-client's own parser)."""
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, *sorted(sample.labels.items()))] = sample.value
    return found


def value(found: dict, name: str, **labels) -> float:
    return sum(v for key, v in found.items() if key[0] == name and set(labels.items()) <= set(key[1:]))


def test_a_scrape_shows_requests_by_route_template_database_commands_and_the_backlog(make):
    admin = make.staff("admin", [make.company()])
    admin.get("/api/installment-groups/99999999", expect=404)
    admin.get("/api/installment-groups/99999998", expect=404)
    reply = make.api().get("/metrics", expect=200)
    assert reply.headers["content-type"].startswith("text/plain")
    found = samples(reply.raw.decode())
    assert value(found, "http_requests_total", route="/api/installment-groups/{id}", method="GET",
                 status="404") >= 2
    assert value(found, "http_request_duration_seconds_count", route="/api/installment-groups/{id}") >= 2
    assert value(found, "db_command_duration_seconds_count", command="find") > 0
    assert ("http_requests_in_flight",) in found and ("outbox_backlog",) in found
    assert not any(key[0] == "http_requests_total" and ("route", "/api/installment-groups/99999999") in key[1:]
                   for key in found)  # the template, never an id
    # Not for the public: a caller from elsewhere (as the proxy says) is refused.
    assert make.api().get("/metrics", headers={"X-Forwarded-For": "203.0.113.9"}).status == 403


def test_with_a_token_only_the_token_reads_them(stack):
    app = AppServer(stack.config.model_copy(update={"metrics_token": "scrape-secret"}), None).start()
    try:
        api = Api(app.base_url)
        assert api.get("/metrics").status == 401
        assert api.get("/metrics", headers={"Authorization": "Bearer wrong"}).status == 401
        reply = api.get("/metrics", headers={"Authorization": "Bearer scrape-secret",
                                             "X-Forwarded-For": "203.0.113.9"}, expect=200)
        assert "http_requests_total" in reply.raw.decode()
    finally:
        app.stop()


def test_several_processes_and_a_worker_are_one_view(stack, tmp_path):
    env = stack.env(REDIS_URL=stack.redis.url, DATA_DIR=str(tmp_path / "data"), MONGODB_DB="metrics_processes")
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "1"], env, tmp_path, "worker.log")
    server, api = start_server({**env}, tmp_path, args=("--processes", "2"))
    try:
        for _ in range(20):
            api.get("/healthz", expect=200)
        # A process's file that holds nothing yet (created, not yet sized; or its process killed in that moment)
        # is no reason to fail the scrape.
        (tmp_path / "data" / "metrics" / "counter_4000000.db").touch()
        # Whichever process answers the scrape, it counts the requests every process answered.
        for _ in range(4):
            found = samples(api.get("/metrics", expect=200).raw.decode())
            assert value(found, "http_requests_total", route="/healthz", status="200") >= 20
        # The start-up heartbeat job, run by the worker process, shows in the API's scrape.
        wait_until(lambda: value(samples(api.get("/metrics").raw.decode()), "jobs_total",
                                 actor="record_heartbeat", outcome="done") >= 1, timeout=40)
        assert (tmp_path / "data" / "metrics").is_dir()
    finally:
        server.stop()
        worker.stop()
    assert re.search(r"listening on port", server.output())


def test_emails_sent_and_failed_are_counted(make, stack, smtp_sink):
    def scrape() -> dict:
        return samples(make.api().get("/metrics", expect=200).raw.decode())

    before = scrape()
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = "a@example.com", "b@example.com", "Counted"
    message.set_content("hello")
    make.run(mail.deliver(stack.config.model_copy(update={"smtp_url": smtp_sink.url}), message, "counted"))
    with pytest.raises(OSError):
        make.run(mail.deliver(stack.config.model_copy(update={"smtp_url": "smtp://127.0.0.1:9"}), message, "x"))
    after = scrape()
    assert value(after, "messages_total", channel="email", outcome="sent") == \
        value(before, "messages_total", channel="email", outcome="sent") + 1
    assert value(after, "messages_total", channel="email", outcome="failed") == \
        value(before, "messages_total", channel="email", outcome="failed") + 1


def test_whatsapp_messages_sent_and_refused_are_counted(make):
    from services.reminders import post_message, template_message
    from tests.fakes import FakeWhatsApp

    fake = FakeWhatsApp().start()

    def count(outcome: str) -> float:
        return value(samples(make.api().get("/metrics", expect=200).raw.decode()), "messages_total",
                     channel="whatsapp", outcome=outcome)

    try:
        sent, failed = count("sent"), count("failed")
        message = template_message("+971500000001", "payment_reminder", "en", ["100.00"])
        assert make.run(post_message(f"{fake.url}/123/messages", "token", message))[0] == 200
        fake.mode = "refuse"
        assert make.run(post_message(f"{fake.url}/123/messages", "token", message))[0] == 400
        assert (count("sent"), count("failed")) == (sent + 1, failed + 1)
    finally:
        fake.stop()
