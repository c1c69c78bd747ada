"""How long a bulk import of installment groups takes (issue 18: 5,000 rows validated under 10 s, stored under
60 s), and what other requests wait meanwhile.

    python bench/imports.py [--rows 5000] [--format csv|xlsx]

Starts its own SecantusDB, seeds the bench's book of 2,000 groups (bench/seed.py: the checks read the company's
groups, projects and clients), starts the app in this process, then sends a file of `--rows` rows (13 or 14
installments a unit, about 370 groups) as a dry run, then for real, while a second process asks `GET /healthz`
and `GET /api/auth/me` back to back: prints each run's seconds and the other requests' latencies.
"""

import argparse
import asyncio
import csv
import io
import multiprocessing
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from bench.export import cheap_requests, summary  # noqa: E402
from bench.servers import AppThread, seeded_app  # noqa: E402

HEADER = ["project", "unitNumber", "city", "clientEmail", "clientName", "installmentDescription", "dueDate",
          "amount", "percentage", "isFee", "postHandover"]


def book(project: str, rows: int, fmt: str) -> bytes:
    """`rows` rows: units of 13 or 14 installments (a booking, a fee, ten or eleven monthly, a handover row)."""
    lines, unit = [], 0
    while len(lines) < rows:
        unit += 1
        email = f"import.buyer{unit}@example.com"
        plan = [("Booking", date(2027, 1, 15), "100,000.00", "10", "false")]
        plan.append(("DLD fee", date(2027, 1, 15), "40,000.00", "4", "true"))
        plan += [(f"Instalment {n}", date(2027 + (n // 12), n % 12 + 1, 15), "50,000.00", "5", "false")
                 for n in range(1, 11 + unit % 2)]
        plan.append(("On handover", None, "400,000.00", "40", "false"))
        for description, due, amount, share, fee in plan:
            lines.append([project, f"IMP-{unit:04d}", "Dubai", email, f"Buyer {unit}", description,
                          due.isoformat() if due else "", amount, share, fee, "false"])
    lines = lines[:rows]
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(HEADER)
        writer.writerows(lines)
        return out.getvalue().encode("utf-8")
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    sheet.append(HEADER)
    for line in lines:
        sheet.append(line)
    data = io.BytesIO()
    workbook.save(data)
    return data.getvalue()


async def measure(app: AppThread, seeded, data: bytes, filename: str) -> dict:
    """Seconds of the dry run and of the real run, their answers, and the other requests' latencies."""
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=900)) as session:
        async with session.post(f"{app.base_url}/api/auth/login",
                                json={"email": seeded.admin_email, "password": seeded.password}) as reply:
            cookie = reply.cookies["token"].value
        stop = multiprocessing.get_context("spawn").Event()
        beside = await cheap_requests(app.base_url, cookie, stop)
        found: dict = {}
        for dry_run in ("true", "false"):
            form = aiohttp.FormData()
            form.add_field("company", str(seeded.company_id))
            form.add_field("dryRun", dry_run)
            form.add_field("file", data, filename=filename)
            started = time.perf_counter()
            async with session.post(f"{app.base_url}/api/imports/groups", data=form,
                                    headers={"Cookie": f"token={cookie}"}) as reply:
                answer = await reply.json()
                found["dry run" if dry_run == "true" else "real run"] = (reply.status, time.perf_counter() - started,
                                                                         answer)
        stop.set()
        found["beside"] = await beside
        return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=5_000)
    parser.add_argument("--format", choices=("csv", "xlsx"), default="csv")
    parser.add_argument("--groups", type=int, default=2_000, help="the book already there (default 2000)")
    args = parser.parse_args()
    with seeded_app("bench_import", args.groups) as (app, seeded):
        project = app.run(app.db["projects"].find_one({"_id": seeded.project_id}))["name"]
        found = asyncio.run(measure(app, seeded, book(project, args.rows, args.format), f"book.{args.format}"))
    for run in ("dry run", "real run"):
        status, seconds, answer = found[run]
        counts = {key: answer.get(key) for key in ("groups", "installments", "clientsCreated")}
        print(f"{run}: HTTP {status} in {seconds:.2f} s, {counts}, {len(answer.get('errors', []))} error(s)")
    print(f"other requests meanwhile: {summary(found['beside'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
