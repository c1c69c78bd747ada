"""A worker killed (SIGKILL) in the middle of a burst of emails: what it had taken, running or only fetched,
is run by the other worker within 60 s (Dramatiq's Redis broker hands a dead worker's messages over; the
outbox sweeper enqueues again a job whose claim lapsed), and each email still goes out once."""

import asyncio
import os
import signal
import time
import uuid
from pathlib import Path

import pytest

from tests.processes import ROOT, Child, start_server, wait_until
from tests.servers import SmtpSink

BURST = 20


class SlowSmtpSink(SmtpSink):
    """A sink that takes its time over each recipient, so the burst lasts a few seconds and a worker killed
    during it is killed in the middle of sending. A message counts once its data is accepted."""

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        await asyncio.sleep(0.5)
        envelope.rcpt_tos.append(address)
        return "250 OK"


def descendants(pid: int) -> list[int]:
    children = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found, pending = [], [pid]
    while pending:
        for child in children.get(pending.pop(), []):
            found.append(child)
            pending.append(child)
    return found


def kill_hard(worker: Child) -> None:
    """SIGKILL the worker's main process and its worker processes at once, as a lost machine would."""
    for pid in [worker.process.pid, *descendants(worker.process.pid)]:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    worker.process.wait()


@pytest.fixture
def slow_sink():
    sink = SlowSmtpSink().start()
    yield sink
    sink.stop()


@pytest.mark.timeout(180)
def test_a_worker_killed_mid_burst_loses_no_email_and_sends_none_twice(stack, slow_sink, tmp_path):
    """On a database and a Redis database of its own (no other test's jobs in the way): server.py records 20
    invitations, two workers send them, one is killed once a few are out."""
    redis_url = stack.redis.url.rsplit("/", 1)[0] + "/3"
    env = stack.env(MONGODB_DB=f"crash_{uuid.uuid4().hex[:8]}", REDIS_URL=redis_url, SMTP_URL=slow_sink.url,
                    SUPERADMIN_EMAIL="root@example.com", SUPERADMIN_PASSWORD="root-password")
    server, api = start_server(env, tmp_path)  # the default sweep period and claim lease
    workers = []
    try:
        api.post("/api/auth/login", {"email": "root@example.com", "password": "root-password"}, expect=200)
        company = api.post("/api/companies", {"name": "Burst Estates"}, expect=201).body["id"]
        addresses = {f"buyer-{n}-{uuid.uuid4().hex[:6]}@example.com" for n in range(BURST)}
        for address in sorted(addresses):  # each records and enqueues its invitation
            api.post("/api/clients", {"name": "Buyer", "email": address, "company": company}, expect=201)
        workers = [Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"], env, tmp_path,
                         f"worker-{n}.log") for n in range(2)]
        wait_until(lambda: len(slow_sink.messages) >= 3, timeout=60)
        killed_at = time.monotonic()
        kill_hard(workers[0])
        sent_before_kill = len(slow_sink.messages)
        assert sent_before_kill < BURST, "the burst ended before the kill: the test proves nothing"

        wait_until(lambda: addresses <= {m["To"].addresses[0].addr_spec for m in slow_sink.messages}, timeout=60)
        recovered_in = time.monotonic() - killed_at
        print(f"all {BURST} emails in {recovered_in:.1f} s after the kill ({sent_before_kill} before it)")
        assert recovered_in < 60
        time.sleep(2)  # a duplicate would arrive now, if any
        received = [m["To"].addresses[0].addr_spec for m in slow_sink.messages]
        assert sorted(received) == sorted(addresses), "each email exactly once"
    finally:
        for worker in workers:
            worker.stop()
        assert server.stop() == 0, server.output()


@pytest.mark.timeout(180)
def test_a_reminder_cut_off_mid_call_is_reported_never_sent_twice(make, stack, tmp_path):
    """The worker dies while the WhatsApp provider holds the call: another worker takes the job over after the
    lease and finishes the run as failed, saying the message may have gone out; it never calls again."""
    from documents import outbox, task_runs
    from services import outbox as outbox_service
    from services import reminders
    from tests.fakes import FakeWhatsApp
    from tests.handlers.groups_helpers import create_group, estate

    whatsapp = FakeWhatsApp().start()
    whatsapp.mode = "silent"
    env = stack.env(REDIS_URL=stack.redis.url, WHATSAPP_API_URL=whatsapp.url)
    first = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "1"], env, tmp_path, "first.log")
    second = None
    try:
        place = estate(make)
        admin = make.staff("admin", [place.company])
        admin.put(f"/api/companies/{place.company.id}/messaging", {
            "phoneNumberId": "1234567890", "templateName": "payment_reminder", "languageCode": "en_US",
            "accessToken": "secret-token"}, expect=200)
        group_id = create_group(admin, place)
        contact = "+971500000123"

        async def record_and_dispatch():
            run = await task_runs.insert(make.db, "reminder", "staff", admin.user.id, {
                "groupId": group_id, "company": place.company.id, "contact": contact,
                "parameters": ["A", "B", "C", "1.00", "01-Jan-2027"], "actorName": admin.user.name})
            job_id = await outbox.record(make.db, reminders.ACTOR, {"runId": run.id})
            await outbox_service.dispatch(make.db, reminders.ACTOR, job_id)
            return run.id

        run_id = make.run(record_and_dispatch())
        wait_until(lambda: whatsapp.sent_to(contact), timeout=30)  # the call is being made
        kill_hard(first)
        whatsapp.mode = "ok"
        second = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "1"], env, tmp_path, "second.log")
        run = wait_until(lambda: (found := make.run(task_runs.get(make.db, run_id))).status == "failed" and found,
                         timeout=60)
        assert run.message == reminders.CUT_OFF
        assert len(whatsapp.sent_to(contact)) == 1
    finally:
        for worker in (first, second):
            if worker is not None:
                worker.stop()
        whatsapp.stop()
