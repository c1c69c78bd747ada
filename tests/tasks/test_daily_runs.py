"""The daily run of reminders through the real processes (CONTRACT 13): worker.py's scheduler starts each company's
day once with two workers, a run started by hand through the queue sends nothing twice, a run due while Redis is
down runs when it is back, and a worker killed in the middle of a run loses no reminder and sends none twice.
Each test has its own database and Redis database, and an SMTP sink that catches the emails."""

import time
import uuid
from datetime import UTC, datetime, timedelta

import pytest

from bench.servers import RedisProcess
from tests.processes import ROOT, Child, start_server, wait_until
from tests.servers import SmtpSink
from tests.tasks.test_crashed_worker import SlowSmtpSink, kill_hard

IN_3_DAYS = (datetime.now(UTC).date() + timedelta(days=3)).isoformat()


def environment(stack, redis_url: str, sink, **extra) -> dict:
    return stack.env(MONGODB_DB=f"daily_{uuid.uuid4().hex[:8]}", REDIS_URL=redis_url, SMTP_URL=sink.url,
                     SUPERADMIN_EMAIL="root@example.com", SUPERADMIN_PASSWORD="root-password",
                     DAILY_TICK_SECONDS="1", OUTBOX_SWEEP_SECONDS="1", **extra)


def worker(env, tmp_path, name: str) -> Child:
    return Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"], env, tmp_path, f"{name}.log")


def a_book(api, buyers: int, reminders_on: bool = True) -> tuple[int, set[str]]:
    """A company whose buyers (each with a group) have an installment due in 3 days, a schedule reminding 3
    days before, and (when asked) reminders on from hour 0, so that today's run is due at once."""
    api.post("/api/auth/login", {"email": "root@example.com", "password": "root-password"}, expect=200)
    company = api.post("/api/companies", {"name": "Daily Estates"}, expect=201).body["id"]
    api.post("/api/developers", {"name": "Builder", "company": company}, expect=201)
    developer = api.get("/api/developers").body[0]["id"]
    api.post("/api/projects", {"name": "Lagoon", "company": company, "developerId": developer}, expect=201)
    project = api.get("/api/projects").body[0]["id"]
    api.post("/api/reminderSchedules", {"status": "active", "offsetAmount": 3, "offsetDirection": "before",
                                        "reminderType": "installment_due"}, expect=201)
    addresses = set()
    for n in range(buyers):
        address = f"buyer-{n}-{uuid.uuid4().hex[:6]}@example.com"
        client = api.post("/api/clients", {"name": f"Buyer {n}", "email": address, "company": company,
                                           "isActive": True}, expect=201).body["id"]
        group = api.post("/api/installment-groups", {"project": project, "clientIds": [client], "company": company,
                                                     "unitNumber": f"U-{n}"}, expect=201).body["id"]
        api.post("/api/installment-groups/installments", {"groupId": group, "installments": [
            {"amount": 1000 + n, "dueDate": IN_3_DAYS}]}, expect=201)
        addresses.add(address)
    if reminders_on:
        api.put(f"/api/companies/{company}/reminders", {"enabled": True, "sendHour": 0}, expect=200)
    return company, addresses


def reminded(sink) -> list[str]:
    return [m["To"].addresses[0].addr_spec for m in sink.messages if "payment:" in m["Subject"]]


@pytest.fixture
def sink():
    found = SmtpSink().start()
    yield found
    found.stop()


@pytest.mark.timeout(120)
def test_two_workers_start_the_day_once_and_send_each_reminder_once(stack, sink, tmp_path):
    env = environment(stack, stack.redis.url.rsplit("/", 1)[0] + "/4", sink)
    server, api = start_server(env, tmp_path)
    workers = []
    try:
        workers = [worker(env, tmp_path, f"worker-{n}") for n in range(2)]
        company, addresses = a_book(api, buyers=4)
        wait_until(lambda: set(reminded(sink)) >= addresses, timeout=60)
        time.sleep(3)  # more ticks of both schedulers: a second run or a second send would show now
        assert sorted(reminded(sink)) == sorted(addresses), "each reminder exactly once"
        listed = api.get("/api/reminders/deliveries", query={"company": company}, expect=200).body
        assert listed["pagination"]["total"] == 4 and {d["status"] for d in listed["data"]} == {"sent"}
        started = [line for w in workers for line in w.output().splitlines() if "daily scheduler started" in line]
        assert len(started) == 1, started  # one process started the day's run

        # By hand, through the queue, twice: nothing new (all sent) and nothing twice.
        for _ in range(2):
            assert api.post("/api/reminders/run", {}, expect=202).status == 202
        time.sleep(3)
        assert sorted(reminded(sink)) == sorted(addresses)
        assert api.get("/api/reminders/deliveries", query={"company": company}).body["pagination"]["total"] == 4
    finally:
        for child in workers:
            child.stop()
        assert server.stop() == 0, server.output()


@pytest.mark.timeout(150)
def test_a_run_due_while_redis_is_down_runs_when_it_is_back(stack, sink, tmp_path):
    redis = RedisProcess(tmp_path, required=True).start()
    env = environment(stack, redis.url, sink)
    server, api = start_server(env, tmp_path)
    child = worker(env, tmp_path, "worker")
    try:
        company, addresses = a_book(api, buyers=2, reminders_on=False)
        redis.stop()
        api.put(f"/api/companies/{company}/reminders", {"enabled": True, "sendHour": 0}, expect=200)
        time.sleep(4)  # the run is due: the scheduler records it; its job cannot be enqueued
        assert reminded(sink) == []
        redis.start()
        wait_until(lambda: set(reminded(sink)) >= addresses, timeout=90)
        time.sleep(2)
        assert sorted(reminded(sink)) == sorted(addresses)
    finally:
        child.stop()
        assert server.stop() == 0, server.output()
        redis.stop()


@pytest.mark.timeout(180)
def test_a_worker_killed_mid_run_loses_no_reminder_and_sends_none_twice(stack, tmp_path):
    slow = SlowSmtpSink().start()
    env = environment(stack, stack.redis.url.rsplit("/", 1)[0] + "/5", slow)
    server, api = start_server(env, tmp_path)
    first = worker(env, tmp_path, "first")
    second = None
    try:
        company, addresses = a_book(api, buyers=10)
        wait_until(lambda: len(reminded(slow)) >= 3, timeout=60)
        second = worker(env, tmp_path, "second")
        kill_hard(first)
        assert len(reminded(slow)) < len(addresses), "the run ended before the kill: the test proves nothing"
        # The other worker takes the run over once its claim lapses; the reminder being sent at the kill may
        # be lost (recorded failed by a later run, never sent again), every other one arrives, none twice.
        wait_until(lambda: len(set(reminded(slow))) >= len(addresses) - 1, timeout=120)
        time.sleep(3)
        received = reminded(slow)
        assert len(received) == len(set(received)), "a reminder sent twice"
        assert set(received) <= addresses
    finally:
        for child in (first, second):
            if child is not None:
                child.stop()
        assert server.stop() == 0, server.output()
        slow.stop()
