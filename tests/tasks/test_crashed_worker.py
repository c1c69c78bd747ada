"""A worker killed (SIGKILL) in the middle of a burst of emails: what it had taken, running or only fetched,
is run by the other worker within 60 s (Dramatiq's Redis broker hands a dead worker's messages over; the
outbox sweeper enqueues again a job whose claim lapsed), and each email still goes out once."""

import asyncio
import os
import signal
import time
from pathlib import Path

import pytest

from tests.processes import ROOT, Child, wait_until
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
def test_a_worker_killed_mid_burst_loses_no_email_and_sends_none_twice(make, stack, slow_sink, tmp_path):
    env = stack.env(REDIS_URL=stack.redis.url, SMTP_URL=slow_sink.url)  # the default sweep period and lease
    workers = [Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"], env, tmp_path,
                     f"worker-{n}.log") for n in range(2)]
    try:
        company = make.company()
        finance = make.staff("finance", [company])
        clients = [make.client(company, password_hash=None) for _ in range(BURST)]
        for client in clients:
            finance.post(f"/api/users/requestPassword/{client.id}", expect=201)
        wait_until(lambda: len(slow_sink.messages) >= 3, timeout=60)
        killed_at = time.monotonic()
        kill_hard(workers[0])
        sent_before_kill = len(slow_sink.messages)
        assert sent_before_kill < BURST, "the burst ended before the kill: the test proves nothing"

        addresses = {client.email for client in clients}
        wait_until(lambda: addresses <= {m["To"].addresses[0].addr_spec for m in slow_sink.messages}, timeout=60)
        recovered_in = time.monotonic() - killed_at
        print(f"all {BURST} emails in {recovered_in:.1f} s after the kill ({sent_before_kill} before it)")
        assert recovered_in < 60
        time.sleep(2)  # a duplicate would arrive now, if any
        received = [m["To"].addresses[0].addr_spec for m in slow_sink.messages]
        assert sorted(received) == sorted(addresses), "each email exactly once"
        jobs = make.run(make.db.outbox.find({"payload.subjectId": {"$in": [c.id for c in clients]}}).to_list(None))
        assert len(jobs) == BURST and {job["status"] for job in jobs} == {"done"}
    finally:
        for worker in workers:
            worker.stop()
