"""Overload is bounded: server.py on a book large enough that a list is slow (2,000 groups), hammered by 32
clients at once. No request waits past its database deadline, the surplus is refused at once (503 with
Retry-After) instead of queueing, a cheap route keeps answering quickly, and the service answers normally
within a second after the burst. A read whose client hangs up stops."""

import re
import socket
import statistics
import threading
import time
import uuid

import pytest

from bench import seed
from tests.processes import start_server, wait_until

DEADLINE_SECONDS = 2
CLIENTS = 32
BURST_SECONDS = 8


@pytest.fixture(scope="module")
def busy(stack, tmp_path_factory):
    database = f"overload_{uuid.uuid4().hex[:8]}"
    seeded = seed.seed(stack.mongo.url, database, groups=2000, bcrypt_rounds=4)
    # Its own appName, so that a failpoint can slow its commands and no one else's.
    env = stack.env(MONGODB_DB=database, REQUEST_DB_TIMEOUT_SECONDS=str(DEADLINE_SECONDS),  # default caps
                    MONGODB_URL=stack.mongo.url + "&appName=overload")
    env.pop("REDIS_URL", None)
    server, api = start_server(env, tmp_path_factory.mktemp("overload"))
    api.post("/api/auth/login", {"email": seeded.super_admin_email, "password": seeded.password}, expect=200)
    yield server, api
    assert server.stop() == 0, server.output()


def timed(api, path: str) -> tuple[int, float]:
    started = time.monotonic()
    reply = api.get(path)
    return reply.status, time.monotonic() - started, reply


@pytest.mark.timeout(120)
def test_a_burst_gets_quick_answers_or_quick_refusals_and_cheap_routes_keep_answering(busy):
    server, api = busy
    heavy, cheap, refusals = [], [], []
    stop = threading.Event()

    def hammer():
        while not stop.is_set():
            status, seconds, reply = timed(api, "/api/installment-groups?limit=100&query=a")
            heavy.append((status, seconds))
            if status == 503:  # a well-behaved client waits as told
                refusals.append((reply.message, reply.headers.get("retry-after")))
                stop.wait(float(reply.headers.get("retry-after", 1)))

    def poll_cheap():
        while not stop.is_set():
            status, seconds, _ = timed(api, "/api/auth/me")
            cheap.append((status, seconds))
            time.sleep(0.05)

    threads = [threading.Thread(target=hammer) for _ in range(CLIENTS)] + [threading.Thread(target=poll_cheap)]
    for thread in threads:
        thread.start()
    time.sleep(BURST_SECONDS)
    stop.set()
    for thread in threads:
        thread.join(30)
    ended = time.monotonic()

    statuses = {status for status, _ in heavy}
    assert statuses <= {200, 503}, statuses
    assert 200 in statuses and refusals, "some answered, the surplus refused"
    assert {retry for _, retry in refusals} == {"1"}
    slowest = max(seconds for _, seconds in heavy)
    assert slowest < DEADLINE_SECONDS + 1.5, f"a request waited {slowest:.1f} s, past its deadline"
    assert {status for status, _ in cheap} == {200}
    cheap_p99 = statistics.quantiles([seconds for _, seconds in cheap], n=100)[98]
    print(f"heavy: {len(heavy)} requests, {sum(s == 200 for s, _ in heavy)} answered, {len(refusals)} refused, "
          f"slowest {slowest:.2f} s; cheap: {len(cheap)} requests, p99 {cheap_p99 * 1000:.0f} ms")
    # Without the caps it answered nothing within 10 s; measured here: p99 about 0.3 s.
    assert cheap_p99 < 1, f"the cheap route's p99 was {cheap_p99:.2f} s during the burst"
    assert api.get("/healthz").status == 200

    status, seconds, _ = timed(api, "/api/installment-groups?limit=100&query=a")
    assert status == 200 and time.monotonic() - ended < 1 + seconds


@pytest.mark.timeout(60)
def test_a_read_whose_client_hangs_up_stops(busy, stack):
    """Reads are slowed to a second each (a failpoint on this server's connections); the client of the payments
    list (the payments, then their recorders' names) hangs up during the first; the next database call fails
    at once instead of running."""
    server, api = busy
    token = api.cookies["token"]
    admin = stack.app.client.admin
    stack.app.run(admin.command({"configureFailPoint": "failCommand", "mode": "alwaysOn", "data": {
        "failCommands": ["find"], "blockConnection": True, "blockTimeMS": 1000, "appName": "overload"}}))
    try:
        with socket.create_connection((api.host, api.port)) as connection:
            connection.sendall(f"GET /api/payments HTTP/1.1\r\nHost: x\r\n"
                               f"Cookie: token={token}\r\n\r\n".encode())
            time.sleep(0.2)
        line = wait_until(lambda: re.search(r"GET /api/payments 499 ([\d.]+) ms", server.output()),
                          timeout=10)
    finally:
        stack.app.run(admin.command({"configureFailPoint": "failCommand", "mode": "off"}))
    assert float(line.group(1)) < 1500, "stopped at the call after the slow one"
