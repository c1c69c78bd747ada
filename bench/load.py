"""Load benchmark of the main routes, with the framework's ceiling and the database's floor beside them.

    python bench/load.py --groups 2000 [--also 20000] [--seconds 5] [--concurrency 2]

Starts its own SecantusDB (and Redis when redis-server is installed), seeds the data set of
bench/seed.py, starts the app in this process, signs in, then drives each route with `concurrency`
keep-alive clients for `seconds`: requests per second, p50/p99 latency, database commands per
request. Beside each route, its database floor: the commands one request sent, replayed straight
through PyMongo with the same concurrency. Once per size, the framework's ceiling: a Tornado handler
answering constant JSON. Writes a Markdown table per size to bench/RESULTS.md, keeping the sections
of sizes this run did not measure.
"""

import argparse
import asyncio
import json
import logging
import os
import platform
import secrets
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script from anywhere: the app lives in the project root

import aiohttp  # noqa: E402
from pymongo.errors import PyMongoError  # noqa: E402

from bench import seed as seeding  # noqa: E402
from bench.replay import replay, replay_plan  # noqa: E402
from bench.servers import AppThread, RedisProcess  # noqa: E402
from embedded import EmbeddedMongo  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
EXTRACTOR_MARK = "<!-- extractor -->"
TIMEOUT = aiohttp.ClientTimeout(total=900)


@dataclass
class Route:
    name: str
    method: str
    path: str
    account: str | None  # "admin", "finance" or None (no session)
    body: dict | None = None
    status: int = 200
    target_ms: float | None = None  # issue 15's target for one request at a time (the 1-client p50)


def routes(seeded: seeding.Seeded, today: date) -> list[Route]:
    """The measured routes, reads first: payment creation adds payments that the reads would count."""
    page = "/api/installment-groups?page=1&limit=10"
    payment = {"accountType": seeding.ACCOUNT_TYPES[0], "serviceType": "installment_payment", "amount": 1500,
               "paymentType": "income", "paymentDate": today.isoformat(), "company": seeded.company_id,
               "clientId": seeded.client_id, "installmentGroupId": seeded.group_id}
    unpaid = "/api/installment-groups/installments/unpaid"
    return [
        Route("Group list, page 1", "GET", page, "admin", target_ms=250),
        Route("Group list, `query` search", "GET", f"{page}&query={seeded.search}", "admin", target_ms=300),
        Route("One group", "GET", f"/api/installment-groups/{seeded.group_id}", "admin"),
        Route("One group's installments", "GET", f"/api/installment-groups/{seeded.group_id}/installments", "admin",
              target_ms=25),
        Route("Unpaid installments, one company, first page of 50", "GET",
              f"{unpaid}?company={seeded.company_id}&page=1&limit=50", "admin", target_ms=250),
        Route("Unpaid installments, whole list", "GET", unpaid, "admin"),
        Route("Payments of one company", "GET", f"/api/payments?company={seeded.company_id}", "admin", target_ms=300),
        Route("Clients page", "GET", f"/api/clients?company={seeded.company_id}&page=1", "admin", target_ms=100),
        Route("Payment creation", "POST", "/api/payments", "finance", payment, 201),
        Route("Login", "POST", "/api/auth/login", None, {"email": seeded.finance_email, "password": seeded.password}),
    ]


@dataclass
class Measured:
    requests: int = 0
    errors: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    shed: int = 0  # 503s of the overload caps (crowd runs): counted apart from errors, not in the latencies

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def percentile(self, share: float) -> float:
        """Nearest-rank percentile, in milliseconds."""
        if not self.latencies:
            return 0.0
        ranked = sorted(self.latencies)
        return ranked[max(0, min(len(ranked) - 1, int(-(-share * len(ranked) // 1)) - 1))] * 1000


async def drive(send: Callable[[], Awaitable[bool]], seconds: float, concurrency: int) -> Measured:
    """`concurrency` workers send back to back until `seconds` have passed; requests in flight then
    finish and count (the elapsed time includes them)."""
    measured = Measured()
    started = time.perf_counter()
    deadline = started + seconds

    async def worker():
        while time.perf_counter() < deadline:
            sent = time.perf_counter()
            ok = await send()
            measured.latencies.append(time.perf_counter() - sent)
            measured.errors += not ok

    await asyncio.gather(*(worker() for _ in range(concurrency)))
    measured.seconds = time.perf_counter() - started
    measured.requests = len(measured.latencies)
    return measured


async def crowd_drive(session: aiohttp.ClientSession, url: str, cookie: str | None, seconds: float,
                      clients: int) -> Measured:
    """`clients` clients send GETs back to back for `seconds`: the answered ones timed, the requests the
    overload caps refused (503, `MAX_HEAVY_IN_FLIGHT`) counted apart, like any other error."""
    measured = Measured()
    headers = {"Cookie": f"token={cookie}"} if cookie else {}
    started = time.perf_counter()
    deadline = started + seconds

    async def worker():
        while time.perf_counter() < deadline:
            sent = time.perf_counter()
            try:
                async with session.get(url, headers=headers) as response:
                    await response.read()
                    status = response.status
            except (TimeoutError, aiohttp.ClientError):
                status = 0
            if status == 200:
                measured.latencies.append(time.perf_counter() - sent)
            elif status == 503:
                measured.shed += 1
            else:
                measured.errors += 1

    await asyncio.gather(*(worker() for _ in range(clients)))
    measured.seconds = time.perf_counter() - started
    measured.requests = len(measured.latencies)
    return measured


def http_sender(session: aiohttp.ClientSession, url: str, method: str = "GET", body: dict | None = None,
                cookie: str | None = None, status: int = 200) -> Callable[[], Awaitable[bool]]:
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if cookie:
        headers["Cookie"] = f"token={cookie}"
    data = json.dumps(body).encode() if body is not None else None

    async def send() -> bool:
        try:
            async with session.request(method, url, data=data, headers=headers) as response:
                await response.read()
                return response.status == status
        except (TimeoutError, aiohttp.ClientError) as error:
            print(f"    {method} {url}: {error!r}", flush=True)
            return False

    return send


async def sign_in(session: aiohttp.ClientSession, base_url: str, email: str, password: str) -> str:
    async with session.post(f"{base_url}/api/auth/login", json={"email": email, "password": password}) as response:
        if response.status != 200:
            raise RuntimeError(f"cannot sign in as {email}: {response.status} {await response.text()}")
        return response.cookies["token"].value


async def timed_request(send: Callable[[], Awaitable[bool]]) -> tuple[float, float, bool]:
    """(seconds, CPU seconds of the app, ok): the app's CPU is every thread's but this one, which runs
    the HTTP client (bcrypt runs in the executor's threads, so it counts)."""
    sent, cpu, own_cpu = time.perf_counter(), time.process_time(), time.thread_time()
    ok = await send()
    return time.perf_counter() - sent, (time.process_time() - cpu) - (time.thread_time() - own_cpu), ok


async def timed_replay(replay_once: Callable[[], Awaitable[bool]]) -> tuple[float, float, bool]:
    """(seconds, CPU seconds of the driver, ok): the replay runs on this thread."""
    sent, own_cpu = time.perf_counter(), time.thread_time()
    ok = await replay_once()
    return time.perf_counter() - sent, time.thread_time() - own_cpu, ok


async def paired(send: Callable[[], Awaitable[bool]], replay_once: Callable[[], Awaitable[bool]], seconds: float,
                 minimum: int = 2) -> tuple[Measured, Measured, float]:
    """One client, nothing queued: a request, then a replay of its commands, in turns for `seconds` (at
    least `minimum` pairs). What our code adds is CPU time, which the database's noisy timings do not
    blur: the app's less the driver's for the same commands; the median of the pairs."""
    alone, floor, added = Measured(), Measured(), []
    started = time.perf_counter()
    while len(added) < minimum or time.perf_counter() - started < seconds:
        wall, app_cpu, ok = await timed_request(send)
        alone.latencies.append(wall)
        alone.errors += not ok
        wall, driver_cpu, ok = await timed_replay(replay_once)
        floor.latencies.append(wall)
        floor.errors += not ok
        added.append(app_cpu - driver_cpu)
    for measured in (alone, floor):
        measured.requests, measured.seconds = len(measured.latencies), sum(measured.latencies)
    return alone, floor, sorted(added)[len(added) // 2] * 1000


@dataclass
class RouteResult:
    name: str
    app: Measured
    commands: float
    floor: Measured | None = None
    # One client at a time, where nothing queues (see `paired`).
    alone: Measured | None = None
    floor_alone: Measured | None = None
    own_code_ms: float = 0.0
    # Over the --max-request-seconds budget: measured from one request and one replay, no load.
    single: bool = False
    target_ms: float | None = None
    crowd: Measured | None = None  # the route at --crowd concurrent clients


@dataclass
class Creation:
    """Groups created through the API, each with its installments (two requests), by concurrent clients."""

    clients: int
    groups: int
    errors: int
    seconds: float
    installments: int

    @property
    def rate(self) -> float:
        return self.groups / self.seconds if self.seconds else 0.0


async def measure_route(app: AppThread, route: Route, send: Callable[[], Awaitable[bool]], floor_client,
                        seconds: float, concurrency: int, max_request_seconds: float) -> RouteResult:
    # The first request warms up and is captured: its commands are the route's database floor.
    app.recorder.captured.clear()
    app.recorder.capturing = True
    first, first_cpu, ok = await timed_request(send)
    app.recorder.capturing = False
    if not ok:  # a wrong answer stops the run rather than timing errors
        raise RuntimeError(f"{route.name}: {route.method} {route.path} did not answer {route.status}")
    plan = replay_plan(app.recorder.captured)

    async def replay_once() -> bool:
        try:
            await replay(floor_client, plan)
            return True
        except PyMongoError as error:  # counted: one failed replay must not lose the run
            print(f"    replay of {route.name}: {error!r}", flush=True)
            return False

    if first > max_request_seconds:
        replayed, driver_cpu, replayed_ok = await timed_replay(replay_once)
        alone, floor = Measured(1, 0, first, [first]), Measured(1, int(not replayed_ok), replayed, [replayed])
        return RouteResult(route.name, alone, len(app.recorder.captured), floor, alone, floor,
                           (first_cpu - driver_cpu) * 1000, single=True)
    before = app.recorder.count
    measured = await drive(send, seconds, concurrency)
    commands = (app.recorder.count - before) / max(1, measured.requests)
    floor = await drive(replay_once, seconds, concurrency)
    alone, floor_alone, own_code_ms = await paired(send, replay_once, seconds / 2)
    return RouteResult(route.name, measured, commands, floor, alone, floor_alone, own_code_ms,
                       target_ms=route.target_ms)


INSTALLMENTS_PER_GROUP = 12


async def create_groups(base_url: str, seeded: seeding.Seeded, cookie: str, seconds: float,
                        clients: int) -> Creation:
    """`clients` concurrent clients each create a group of the largest company and add its installments
    (two requests), back to back, for `seconds`."""
    headers = {"Cookie": f"token={cookie}"}
    plan = [{"amount": "10000.00", "dueDate": f"2027-{month:02d}-15"} for month in range(1, INSTALLMENTS_PER_GROUP + 1)]
    done, errors = 0, 0
    started = time.perf_counter()
    deadline = started + seconds
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=clients), timeout=TIMEOUT,
                                     cookie_jar=aiohttp.DummyCookieJar(), headers=headers) as session:
        async def worker(number: int):
            nonlocal done, errors
            made = 0
            while time.perf_counter() < deadline:
                made += 1
                group = {"project": seeded.project_id, "clientIds": [seeded.client_id], "company": seeded.company_id,
                         "unitNumber": f"BENCH-{number}-{made}"}
                async with session.post(f"{base_url}/api/installment-groups", json=group) as response:
                    body = await response.json()
                    if response.status != 201:
                        errors += 1
                        continue
                async with session.post(f"{base_url}/api/installment-groups/installments",
                                        json={"groupId": body["id"], "installments": plan}) as response:
                    await response.read()
                    if response.status != 201:
                        errors += 1
                        continue
                done += 1

        await asyncio.gather(*(worker(n) for n in range(clients)))
    return Creation(clients, done, errors, time.perf_counter() - started, INSTALLMENTS_PER_GROUP)


async def measure(app: AppThread, seeded: seeding.Seeded, today: date, seconds: float, concurrency: int,
                  measured_routes: list[Route] | None = None, max_request_seconds: float = 60,
                  crowd: int = 0) -> list[RouteResult]:
    """Each route at `concurrency` clients, with its floor and alone; the reads again at `crowd` clients
    when given."""
    from documents.database import connect

    results = []
    connector = aiohttp.TCPConnector(limit=concurrency)
    async with aiohttp.ClientSession(connector=connector, timeout=TIMEOUT,
                                     cookie_jar=aiohttp.DummyCookieJar()) as session:
        ceiling = await drive(http_sender(session, app.ceiling_url), seconds, concurrency)
        results.append(RouteResult("Framework ceiling: constant JSON (Tornado)", ceiling, 0.0))
        cookies = {"admin": await sign_in(session, app.base_url, seeded.admin_email, seeded.password),
                   "finance": await sign_in(session, app.base_url, seeded.finance_email, seeded.password)}
        floor_client = connect(app.config.mongodb_url)
        try:
            for route in measured_routes or routes(seeded, today):
                send = http_sender(session, app.base_url + route.path, route.method, route.body,
                                   cookies.get(route.account), route.status)
                result = await measure_route(app, route, send, floor_client, seconds, concurrency, max_request_seconds)
                if crowd and route.method == "GET" and not result.single:
                    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=crowd), timeout=TIMEOUT,
                                                     cookie_jar=aiohttp.DummyCookieJar()) as crowded:
                        result.crowd = await crowd_drive(crowded, app.base_url + route.path,
                                                         cookies.get(route.account), seconds, crowd)
                results.append(result)
                print(f"  {route.name}: {result.app.rps:.2f} req/s, p50 {result.app.percentile(0.5):,.0f} ms; "
                      f"floor {result.floor.rps:.2f} req/s", flush=True)
        finally:
            await floor_client.close()
    return results


def _ms(value: float) -> str:
    return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"


def table(results: list[RouteResult]) -> str:
    lines = ["| route | req/s | p50 ms | p99 ms | db commands / request | floor req/s | floor p50 ms | floor p99 ms "
             "| 1 client: app / floor p50 ms | our code, CPU ms / request | target, 1 client p50 ms |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for result in results:
        app, floor = result.app, result.floor
        name = result.name + (f" ({app.errors} errors)" if app.errors else "")
        failed_replays = (floor.errors if floor else 0) + (result.floor_alone.errors if result.floor_alone else 0)
        name += f" ({failed_replays} failed replays)" if failed_replays else ""
        if result.single:
            name += " (one request: over the time budget, not loaded)"
            row = [name, "–", _ms(app.percentile(0.5)), "–", f"{result.commands:.0f}", "–", _ms(floor.percentile(0.5)),
                   "–"]
        else:
            row = [name, f"{app.rps:,.1f}", _ms(app.percentile(0.5)), _ms(app.percentile(0.99)),
                   f"{result.commands:.1f}"]
            row += ["–"] * 3 if floor is None else [f"{floor.rps:,.1f}", _ms(floor.percentile(0.5)),
                                                    _ms(floor.percentile(0.99))]
        if result.alone is None:
            row += ["–", "–"]
        else:
            row += [f"{_ms(result.alone.percentile(0.5))} / {_ms(result.floor_alone.percentile(0.5))}",
                    _ms(result.own_code_ms)]
        row.append(target_text(result))
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def target_text(result: RouteResult) -> str:
    """The route's target for one request at a time, and whether the 1-client p50 met it."""
    if result.target_ms is None:
        return "–"
    measured = (result.alone or result.app).percentile(0.5)
    return f"≤ {result.target_ms:,.0f}: {'met' if measured <= result.target_ms else '**missed**'}"


def crowd_table(results: list[RouteResult], crowd: int) -> str:
    lines = [f"| route at {crowd} clients | answered req/s | p50 ms | p99 ms | refused by the overload caps (503) "
             "| errors |", "|---|---:|---:|---:|---:|---:|"]
    for result in results:
        if result.crowd is not None:
            c = result.crowd
            lines.append(f"| {result.name} | {c.rps:,.1f} | {_ms(c.percentile(0.5))} | {_ms(c.percentile(0.99))} "
                         f"| {c.shed:,} | {c.errors:,} |")
    return "\n".join(lines)


def creation_text(creation: Creation | None) -> str:
    if creation is None:
        return ""
    target = "met" if creation.rate >= 15 else "**missed**"
    return (f"- Creating groups through the API, each with {creation.installments} installments (two requests): "
            f"{creation.rate:,.1f} groups/s at {creation.clients} clients ({creation.groups:,} groups in "
            f"{creation.seconds:.0f} s, {creation.errors} errors); target ≥ 15 groups/s: {target}.")


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                   if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    versions = ", ".join(f"{name} {metadata.version(name)}" for name in ("SecantusDB", "pymongo", "tornado", "aiohttp"))
    return (f"{platform.platform()}; {cpu}, {os.cpu_count()} CPUs; Python {platform.python_version()}; "
            f"{versions}")


def section(groups: int, seeded: seeding.Seeded, seed_seconds: float, results: list[RouteResult],
            args: argparse.Namespace, redis: bool, creation: Creation | None = None) -> str:
    counts = ", ".join(f"{count:,} {name}" for name, count in sorted(seeded.counts.items()) if name != "counters")
    return "\n".join([
        f"<!-- size {groups} -->",
        f"## {groups:,} groups",
        "",
        f"- Run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC: `python bench/load.py --groups {groups}"
        f" --seconds {args.seconds:g} --concurrency {args.concurrency} --crowd {args.crowd}"
        f" --create-clients {args.create_clients}`, seed {args.seed}, bcrypt cost "
        f"{args.bcrypt_rounds}, {'Redis' if redis else 'no Redis (in-memory throttle and broker)'}.",
        f"- Machine: {machine()}.",
        f"- Data set (seeded in {seed_seconds:.0f} s): {counts}. Requests as the admin (payments: a finance "
        f"user) of the largest company, which holds {seeded.company_share:.0%} of the groups.",
        creation_text(creation),
        "",
        table(results),
        "",
        crowd_table(results, args.crowd) if args.crowd else "",
        f"<!-- /size {groups} -->",
    ])


HEADER = """# Load benchmark results

Written by `bench/load.py` (see the README's Benchmarks section); each size's section is replaced
by a run that measures that size, and kept otherwise.

How to read a row: **req/s, p50, p99** are measured over HTTP with keep-alive clients against the
app running in the bench process (the clients share its interpreter; every row pays that, the
ceiling included). **db commands / request** counts the app's database commands. The **floor**
columns replay the commands one request of the route sent straight through PyMongo, same
concurrency, no HTTP, no app code. With several clients both queue on the database; **1 client**
gives the median request and the median replay of its commands, taken in turns, where nothing
queues. **Our code** is what the app adds to a request in CPU time (Tornado, sessions, validation,
figures, JSON, bcrypt; the app's threads) less what the driver spends on the same commands in the
replay: SecantusDB's timings vary by a third from one run of a query to the next, CPU time does
not. Few samples make a p99 their maximum: read the slow routes' latencies to that precision. The
**framework ceiling** row is a Tornado handler answering constant JSON. A route whose first request
takes longer than `--max-request-seconds` is reported from that request and one replay of its
commands, without load. Other work on the machine moves every figure by tens of percent from one
run to the next: compare the rows of one run. **Target** is the route's target for one request at a
time (issue 15), read against the 1-client p50. The second table runs each read again at `--crowd`
clients (32 by default): p50 and p99 of the answered requests, and apart, the requests the overload
caps refused at once with a 503 and `Retry-After` (a process serves `MAX_HEAVY_IN_FLIGHT` lists at
a time, 4 by default: the README's configuration table). The line above the tables creates groups
with their installments through the API at `--create-clients` clients, after the reads.

SecantusDB, the embedded database these numbers come from, is an interpreter-speed server that
scans collections linearly: a filter it cannot look up through an index (a top-level `$or`, a
search, a company scope next to an allow list) reads the whole collection, and even a hint
makes it walk the whole index. So the floor grows with the data set, and the 20,000-group numbers
say how the embedded mode degrades, not how the routes scale on MongoDB. Scale on MongoDB is shown
another way: every route's main query plans an index scan on its declared index, with any in-memory
sort bounded by the page (`tests/test_indexes.py`; the indexes and the routes they serve are in
`docs/indexes.md`).
"""


def write_results(path: Path, sections: dict[int, str]) -> None:
    kept, tail = {}, ""
    if path.exists():
        text = path.read_text(encoding="utf-8")
        if EXTRACTOR_MARK in text:  # the extractor's accuracy section, written by hand: kept as it is
            text, tail = text.split(EXTRACTOR_MARK, 1)
            tail = f"\n{EXTRACTOR_MARK}{tail.rstrip()}\n"
        for chunk in text.split("<!-- size ")[1:]:
            size = int(chunk.split(" ", 1)[0])
            kept[size] = "<!-- size " + chunk.split(f"<!-- /size {size} -->", 1)[0] + f"<!-- /size {size} -->"
    kept.update(sections)
    body = "\n\n".join(kept[size] for size in sorted(kept))
    path.write_text(f"{HEADER}\n{body}\n{tail}", encoding="utf-8")


def run_size(groups: int, mongo_url: str, redis_url: str | None, args: argparse.Namespace) -> str:
    from config import get_settings

    today = datetime.now(UTC).date()
    database = f"bench_{groups}"
    print(f"{groups:,} groups: seeding {database}", flush=True)
    started = time.perf_counter()
    seeded = seeding.seed(mongo_url, database, groups, seed=args.seed, today=today, bcrypt_rounds=args.bcrypt_rounds)
    seed_seconds = time.perf_counter() - started
    config = get_settings().model_copy(update={"mongodb_db": database})
    app = AppThread(config, redis_url).start()
    try:
        results = asyncio.run(measure(app, seeded, today, args.seconds, args.concurrency,
                                      max_request_seconds=args.max_request_seconds, crowd=args.crowd))
        creation = asyncio.run(_creation(app.base_url, seeded, args)) if args.create_clients else None
    finally:
        app.stop()
    text = section(groups, seeded, seed_seconds, results, args, redis_url is not None, creation)
    print(table(results), crowd_table(results, args.crowd), creation_text(creation), sep="\n", flush=True)
    return text


async def _creation(base_url: str, seeded: seeding.Seeded, args: argparse.Namespace) -> Creation:
    """Measured last: the groups it adds would change what the reads read."""
    async with aiohttp.ClientSession(timeout=TIMEOUT, cookie_jar=aiohttp.DummyCookieJar()) as session:
        cookie = await sign_in(session, base_url, seeded.admin_email, seeded.password)
    return await create_groups(base_url, seeded, cookie, args.seconds * 2, args.create_clients)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--groups", type=int, default=2000, help="installment groups to seed (default 2000)")
    parser.add_argument("--also", type=int, nargs="*", default=[], help="further sizes, each seeded afresh")
    parser.add_argument("--seconds", type=float, default=5, help="load per route, and per floor (default 5)")
    parser.add_argument("--concurrency", type=int, default=2,
                        help="concurrent keep-alive clients (default 2: MAX_HEAVY_IN_FLIGHT's default)")
    parser.add_argument("--crowd", type=int, default=32,
                        help="the reads again at this many concurrent clients (default 32; 0: not run)")
    parser.add_argument("--create-clients", type=int, default=16,
                        help="clients creating groups with their installments, last (default 16; 0: not run)")
    parser.add_argument("--max-request-seconds", type=float, default=60,
                        help="a route whose first request takes longer is reported from one request and one "
                             "replay, not loaded (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="data set seed (default 1)")
    parser.add_argument("--bcrypt-rounds", type=int, default=12, help="password hash cost of the seeded accounts")
    parser.add_argument("--out", type=Path, default=RESULTS, help="Markdown file to write (default bench/RESULTS.md)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    # The crowd runs make the overload caps refuse thousands of requests: one access log line each.
    logging.getLogger("access").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory(prefix="bench-") as workdir:
        workdir = Path(workdir)
        mongo = EmbeddedMongo(workdir / "db", log_path=workdir / "secantusd.log").start()
        redis = RedisProcess(workdir).start()
        try:
            # Read by config and by the job broker when they are first imported (in run_size).
            os.environ.update(MONGODB_URL=mongo.url, DATA_DIR=str(workdir / "data"), ENV="development",
                              BCRYPT_ROUNDS=str(args.bcrypt_rounds), JWT_SECRET=secrets.token_urlsafe(48))
            os.environ.pop("REDIS_URL", None)
            if redis.url:
                os.environ["REDIS_URL"] = redis.url
            for size in [args.groups, *args.also]:
                # Written as each size ends: a long run that fails later keeps what it measured.
                write_results(args.out, {size: run_size(size, mongo.url, redis.url, args)})
                print(f"wrote {args.out}", flush=True)
        finally:
            redis.stop()
            mongo.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
