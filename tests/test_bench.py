"""The load benchmark runs end to end on a small data set: every route answers as expected under load,
its commands replay as the database floor, and the results file keeps the sizes a run did not measure."""

import asyncio
from datetime import UTC, datetime

from bench import export, load, seed
from bench.servers import AppThread


def test_the_bench_measures_every_route_and_its_floor(stack, tmp_path):
    seeded = seed.seed(stack.mongo.url, "bench_smoke", 20, bcrypt_rounds=4)
    assert seeded.counts["installmentGroups"] == 20 and seeded.counts["payments"] > 0
    routes = load.routes(seeded, datetime.now(UTC).date())
    for route in routes:
        if route.body and "installmentGroupId" in route.body:
            # Approved: a pending payment would enqueue a notification job for this database on the
            # test stack's Redis, where another test's worker (on the test database) could take it.
            route.body = {**route.body, "status": "approved"}
    app = AppThread(stack.config.model_copy(update={"mongodb_db": "bench_smoke"}), stack.redis.url).start()
    try:
        results = asyncio.run(load.measure(app, seeded, datetime.now(UTC).date(), seconds=0.2, concurrency=2,
                                           measured_routes=routes, crowd=3))
        # A route slower than the budget is reported from one request and one replay.
        over_budget = asyncio.run(load.measure(app, seeded, datetime.now(UTC).date(), seconds=0.2, concurrency=2,
                                               measured_routes=routes[:1], max_request_seconds=0))[1]
        created = asyncio.run(load._creation(app.base_url, seeded, load.parse_args(
            ["--seconds", "0.2", "--create-clients", "2"])))
    finally:
        app.stop()

    names = [result.name for result in results]
    assert names[0].startswith("Framework ceiling") and names[1:] == [route.name for route in routes]
    for result in results:
        assert result.app.requests > 0 and result.app.errors == 0, result
    for result in results[1:]:
        assert result.commands >= 1 and result.floor.requests > 0 and result.alone.requests >= 2, result

    for result in results[1:]:  # the reads again at the crowd's size
        crowded = result.crowd
        assert (crowded is not None) == (result.name in {r.name for r in routes if r.method == "GET"}), result
        assert crowded is None or (crowded.requests + crowded.shed > 0 and crowded.errors == 0), result
    assert created.groups > 0 and created.errors == 0, created
    assert over_budget.single and over_budget.app.requests == 1 and over_budget.floor.requests == 1
    assert "not loaded" in load.table([over_budget])

    out = tmp_path / "RESULTS.md"
    out.write_text("<!-- size 99 -->\n## 99 groups\nearlier\n<!-- /size 99 -->\n", encoding="utf-8")
    text = load.section(20, seeded, 1.0, results, load.parse_args(["--groups", "20"]), redis=True, creation=created)
    load.write_results(out, {20: text})
    written = out.read_text(encoding="utf-8")
    assert "## 20 groups" in written and "earlier" in written and written.count("| Payment creation |") == 1
    assert "route at 32 clients" in written and "groups/s at 2 clients" in written and "≤ 250:" in written


def test_the_export_bench_runs_end_to_end(stack):
    seeded = seed.seed(stack.mongo.url, "bench_export_smoke", 5, bcrypt_rounds=4)
    app = AppThread(stack.config.model_copy(update={"mongodb_db": "bench_export_smoke"}), stack.redis.url).start()
    try:
        app.run(export.add_payments(app.db, seeded.company_id, 600))
        found = asyncio.run(export.measure(app, seeded, "csv", quiet_seconds=0.2))
    finally:
        app.stop()
    assert found["status"] == 200 and found["bytes"] > 600 * 20
    assert found["alone"] and found["beside"] and "p99" in export.summary(found["beside"])


def test_the_import_bench_runs_end_to_end(stack):
    from bench import imports

    seeded = seed.seed(stack.mongo.url, "bench_import_smoke", 5, bcrypt_rounds=4)
    app = AppThread(stack.config.model_copy(update={"mongodb_db": "bench_import_smoke"}), stack.redis.url).start()
    try:
        project = app.run(app.db["projects"].find_one({"_id": seeded.project_id}))["name"]
        found = asyncio.run(imports.measure(app, seeded, imports.book(project, 40, "csv"), "book.csv"))
    finally:
        app.stop()
    dry_status, _, dry = found["dry run"]
    real_status, _, real = found["real run"]
    assert (dry_status, real_status) == (200, 201) and dry["errors"] == [] and real["installments"] == 40
    assert real["groups"] == 3 and found["beside"]  # units of 14, 13 and 13 rows
