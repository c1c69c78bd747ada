"""Does a large export stall other requests? (issue 17)

    python bench/export.py [--payments 20000] [--format xlsx]

Starts its own SecantusDB, stores `--payments` payments of one company (as the app stores them, names kept),
starts the app in this process, then asks for the payments list as a file while a second client asks
`GET /healthz` and `GET /api/auth/me` back to back: prints how long the export took and the latencies of the
other requests meanwhile (p50, p99, max), beside the same requests with nothing else running.
"""

import argparse
import asyncio
import multiprocessing
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from bench.servers import AppThread, seeded_app  # noqa: E402


async def add_payments(db, company: int, count: int) -> None:
    from documents import payments

    start = 10_000_000
    now = datetime.now(UTC)
    docs = [payments.Payment(id=start + n, accountType="Bank", serviceType="Maintenance", amountCents=10_000 + n,
                             paymentDate=now - timedelta(days=n % 900), status="approved", company=company,
                             description=f"=Service charge {n}" if n % 50 == 0 else f"Service charge {n}",
                             createdAt=now, companyName="Bench Company", associatedEntity="bench").to_mongo()
            for n in range(count)]
    for chunk in range(0, len(docs), 5_000):
        await db[payments.COLLECTION].insert_many(docs[chunk:chunk + 5_000])


async def _cheap_requests(base: str, cookie: str, stop, ready) -> list[float]:
    latencies = []
    async with aiohttp.ClientSession() as session:
        while not stop.is_set():
            for path in ("/healthz", "/api/auth/me"):
                sent = time.perf_counter()
                async with session.get(base + path, headers={"Cookie": f"token={cookie}"}) as reply:
                    await reply.read()
                latencies.append(time.perf_counter() - sent)
            ready.set()
    return latencies


def _cheap_process(base: str, cookie: str, stop, ready, out) -> None:
    out.put(asyncio.run(_cheap_requests(base, cookie, stop, ready)))


async def cheap_requests(base: str, cookie: str, stop) -> asyncio.Future:
    """The other requests, from a process of their own: in this process (where the app runs too), they would
    wait for this process's own client and for its interpreter lock, and count that against the app."""
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    ready = context.Event()
    worker = context.Process(target=_cheap_process, args=(base, cookie, stop, ready, out), daemon=True)
    worker.start()
    await asyncio.get_running_loop().run_in_executor(None, ready.wait, 60)  # asking already

    def collect() -> list[float]:
        found = out.get()
        worker.join()
        return found

    return asyncio.get_running_loop().run_in_executor(None, collect)


def summary(latencies: list[float]) -> str:
    ranked = sorted(latencies)
    p99 = ranked[max(0, int(len(ranked) * 0.99) - 1)]
    return (f"{len(ranked)} requests, p50 {statistics.median(ranked) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
            f"max {ranked[-1] * 1000:.1f} ms")


async def measure(app: AppThread, seeded, kind: str, quiet_seconds: float = 3) -> dict:
    """The export's status, size and seconds, and the other requests' latencies alone and during it."""
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=600)) as session:
        async with session.post(f"{app.base_url}/api/auth/login",
                                json={"email": seeded.finance_email, "password": seeded.password}) as reply:
            cookie = reply.cookies["token"].value
        stop = multiprocessing.get_context("spawn").Event()
        alone = await cheap_requests(app.base_url, cookie, stop)
        await asyncio.sleep(quiet_seconds)
        stop.set()
        alone_latencies = await alone
        stop = multiprocessing.get_context("spawn").Event()
        beside = await cheap_requests(app.base_url, cookie, stop)
        started = time.perf_counter()
        url = f"{app.base_url}/api/payments?company={seeded.company_id}&format={kind}"
        async with session.get(url, headers={"Cookie": f"token={cookie}"}) as reply:
            body = await reply.read()
            status = reply.status
        took = time.perf_counter() - started
        stop.set()
        return {"status": status, "bytes": len(body), "seconds": took, "alone": alone_latencies,
                "beside": await beside}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--payments", type=int, default=20_000)
    parser.add_argument("--format", choices=("csv", "xlsx"), default="xlsx")
    args = parser.parse_args()
    with seeded_app("bench_export", 20) as (app, seeded):
        app.run(add_payments(app.db, seeded.company_id, args.payments))
        found = asyncio.run(measure(app, seeded, args.format))
    print(f"other requests, nothing else running: {summary(found['alone'])}")
    print(f"export: HTTP {found['status']}, {found['bytes']:,} bytes in {found['seconds']:.2f} s")
    print(f"other requests during the export: {summary(found['beside'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
