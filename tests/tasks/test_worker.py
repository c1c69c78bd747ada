"""worker.py consumes jobs from the real Redis."""

import re
import uuid

from tests.processes import ROOT, Child, wait_until


def test_worker_process_consumes_the_health_job_from_redis(stack, tmp_path):
    from tasks.health import record_heartbeat

    token = f"test:{uuid.uuid4().hex}"
    record_heartbeat.send(token)  # enqueued in Redis before any worker runs
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"],
                   stack.env(REDIS_URL=stack.redis.url), tmp_path, "worker.log")
    try:
        heartbeat = wait_until(lambda: stack.app.run(stack.app.db.heartbeats.find_one({"_id": token})), timeout=40)
        assert heartbeat["worker"]
        # Operators see which job ran and for how long.
        assert wait_until(lambda: re.search(r"job record_heartbeat \S+ \(args \('" + re.escape(token)
                                            + r"',\)\) done in \d+ ms", worker.output()))
    finally:
        assert worker.stop() == 0, worker.output()  # SIGTERM: a graceful stop


def test_worker_refuses_to_start_without_redis(stack, tmp_path):
    env = stack.env()
    env.pop("REDIS_URL", None)
    worker = Child([str(ROOT / "worker.py")], env, tmp_path, "worker.log")
    assert worker.process.wait(30) != 0
    worker.stop()
    assert "REDIS_URL" in worker.output()
