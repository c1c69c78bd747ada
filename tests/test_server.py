"""server.py as an operator runs it: embedded defaults, restarts, the super-admin command, a graceful
stop, several processes."""

import json
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

from embedded import free_port
from tests.http import Api
from tests.processes import ROOT, Child, start_server, wait_until


def embedded_env(stack, **extra) -> dict:
    env = stack.env(**extra)
    for name in ("MONGODB_URL", "REDIS_URL", "DATA_DIR", "MONGODB_DB"):
        env.pop(name, None)
    return env


def test_embedded_defaults_keep_data_across_restarts(stack, tmp_path):
    env = embedded_env(stack, SUPERADMIN_EMAIL="owner@example.com", SUPERADMIN_PASSWORD="owner-password")
    server, api = start_server(env, tmp_path)
    try:
        assert api.get("/readyz", expect=200).body["checks"] == {"mongodb": "ok"}
        api.post("/api/auth/login", {"email": "owner@example.com", "password": "owner-password"}, expect=200)
        created = api.post("/api/companies", {"name": "Persistent Co"}, expect=201).body["id"]
    finally:
        assert server.stop() == 0, server.output()
    assert (tmp_path / "data" / "db").is_dir() and (tmp_path / "data" / "jwt-secret").is_file()

    server, api = start_server(env, tmp_path)
    try:
        api.post("/api/auth/login", {"email": "owner@example.com", "password": "owner-password"}, expect=200)
        assert [c["id"] for c in api.get("/api/companies", expect=200).body] == [created]
        # One super-admin, not a second one made by the second start.
        second = api.post("/api/companies", {"name": "Second"}, expect=201).body["id"]
        assert second == created + 1
    finally:
        assert server.stop() == 0, server.output()


def test_in_process_broker_runs_jobs_without_redis(stack, tmp_path):
    database = f"inprocess_{uuid.uuid4().hex[:8]}"
    env = stack.env(MONGODB_DB=database)
    env.pop("REDIS_URL", None)
    server, api = start_server(env, tmp_path)
    try:
        heartbeat = wait_until(lambda: stack.app.run(
            stack.app.client[database].heartbeats.find_one({"_id": f"startup:{server.process.pid}"})))
        assert heartbeat["worker"].endswith(f":{server.process.pid}")  # consumed inside the API process
    finally:
        assert server.stop() == 0, server.output()


def test_create_superadmin_command(stack, tmp_path):
    database = f"cli_{uuid.uuid4().hex[:8]}"
    env = stack.env(MONGODB_DB=database)

    def create(password):
        return subprocess.run([sys.executable, str(ROOT / "server.py"), "create-superadmin", "--email",
                               "Boss@Example.com", "--password", password],
                              env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)

    assert create("short").returncode != 0  # too short a password is refused
    done = create("boss-password")
    assert done.returncode == 0, done.stderr
    again = create("boss-password")
    assert again.returncode == 1 and "already exists" in again.stderr
    users = stack.app.run(stack.app.client[database].users.find({}).to_list())
    assert [(u["email"], u["accessLevel"]) for u in users] == [("Boss@Example.com", "super-admin")]
    assert users[0]["passwordHash"].startswith("$2")


def test_commands_use_the_running_servers_embedded_database_and_fail_in_one_line(stack, tmp_path):
    """`make run`, then `server.py seed-demo` in another terminal: it loads the demo into the database the
    server has open instead of dying on its lock; a second server on the same data says so in one line."""
    env = embedded_env(stack, ENV="development", LOG_FORMAT="text")
    server, api = start_server(env, tmp_path)
    try:
        seeded = subprocess.run([sys.executable, str(ROOT / "server.py"), "seed-demo"], env=env, cwd=tmp_path,
                                capture_output=True, text=True, timeout=120)
        assert seeded.returncode == 0, seeded.stderr
        password = re.search(r"demo\.finance1@example\.com\s+(\S+)", seeded.stdout).group(1)
        api.post("/api/auth/login", {"email": "demo.finance1@example.com", "password": password}, expect=200)
        second = subprocess.run([sys.executable, str(ROOT / "server.py"), "--port", str(free_port())], env=env,
                                cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert second.returncode == 1 and "already runs" in second.stderr
        assert len(second.stderr.strip().splitlines()) == 1 and "Traceback" not in second.stderr
        weak = subprocess.run([sys.executable, str(ROOT / "server.py"), "create-superadmin", "--email",
                               "weak@example.com", "--password", "short"], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=60)
        assert weak.returncode == 1 and "Traceback" not in weak.stderr
        assert len(weak.stderr.strip().splitlines()) == 1, weak.stderr
    finally:
        assert server.stop() == 0, server.output()
    # Development start-up lines say where to go next, as readable text.
    output = server.output()
    assert "/api/docs" in output and "seed-demo" in output and not output.lstrip().startswith("{")
    assert not (tmp_path / "data" / "embedded-db.url").exists()  # removed when the database stopped
    help_text = subprocess.run([sys.executable, str(ROOT / "server.py"), "--help"], env=env, cwd=tmp_path,
                               capture_output=True, text=True, timeout=60).stdout
    assert "create-superadmin" in help_text and "seed-demo" in help_text


def test_seed_demo_fills_a_database_a_new_user_can_sign_in_to(stack, tmp_path):
    env = stack.env(MONGODB_DB=f"demo_{uuid.uuid4().hex[:8]}")
    env.pop("REDIS_URL", None)
    seeded = subprocess.run([sys.executable, str(ROOT / "server.py"), "seed-demo"], env=env, cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert seeded.returncode == 0, seeded.stderr
    accounts = dict(re.findall(r"^\s*(\S+@example\.com)\s+(\S+)\s+\S+\s*$", seeded.stdout, re.MULTILINE))
    assert {"demo.root@example.com", "demo.admin1@example.com", "demo.finance2@example.com",
            "demo.agent1@example.com", "demo.client11@example.com"} <= set(accounts)
    again = subprocess.run([sys.executable, str(ROOT / "server.py"), "seed-demo"], env=env, cwd=tmp_path,
                           capture_output=True, text=True, timeout=120)
    assert again.returncode != 0 and "already" in again.stderr
    server, api = start_server(env, tmp_path)
    try:
        api.post("/api/auth/login", {"email": "demo.finance1@example.com",
                                     "password": accounts["demo.finance1@example.com"]}, expect=200)
        groups = api.get("/api/installment-groups", expect=200).body
        assert groups["pagination"]["total"] == 3 and all(g["paidAmount"] > 0 for g in groups["data"])
        assert len(api.get("/api/payments", expect=200).body) >= 9
        client = Api(api_base(api))
        client.post("/api/auth/login", {"email": "demo.client11@example.com",
                                        "password": accounts["demo.client11@example.com"]}, expect=200)
        assert client.get("/api/installment-groups", expect=200).body["pagination"]["total"] == 1
    finally:
        assert server.stop() == 0, server.output()


def api_base(api) -> str:
    return f"http://{api.host}:{api.port}"


def json_lines(text: str) -> list[dict]:
    """The complete log lines (a process may be writing the last one while we read)."""
    complete = text[:text.rfind("\n") + 1]
    return [json.loads(line) for line in complete.splitlines() if line.strip()]


def start_server_with(args: list[str], env: dict, cwd, timeout: float = 40) -> tuple[Child, Api]:
    port = free_port()
    child = Child([str(ROOT / "server.py"), "--port", str(port), *args], env, cwd, f"server-{port}.log")
    api = Api(f"http://127.0.0.1:{port}")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert child.process.poll() is None, f"server.py exited early:\n{child.output()}"
        try:
            if api.get("/healthz").status == 200:
                return child, api
        except OSError:
            time.sleep(0.1)
    child.stop()
    raise AssertionError(f"server.py did not answer:\n{child.output()}")


def refuses_connections(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return False
    except ConnectionRefusedError:
        return True


def test_sigterm_lets_requests_in_flight_finish_and_refuses_new_connections(stack, tmp_path):
    database = f"drain_{uuid.uuid4().hex[:8]}"
    # Jobs go to a Redis database no worker reads: the parse request waits its whole AI_PARSE_WAIT_SECONDS.
    env = stack.env(MONGODB_DB=database, REDIS_URL=f"redis://127.0.0.1:{stack.redis.port}/9",
                    AI_PARSE_WAIT_SECONDS="5", SUPERADMIN_EMAIL="root@example.com", SUPERADMIN_PASSWORD="root-password")
    server, api = start_server(env, tmp_path)
    answers = []
    request = threading.Thread(target=lambda: answers.append(
        api.upload("/api/installment-ai/parse", [("file", "plan.txt", b"Payment plan\n10% due on 15-Jan-2026\n")])))
    try:
        api.post("/api/auth/login", {"email": "root@example.com", "password": "root-password"}, expect=200)
        request.start()
        # The request is being handled once its job is recorded.
        wait_until(lambda: stack.app.run(stack.app.client[database].taskRuns.find_one({})))
        server.process.send_signal(signal.SIGTERM)
        wait_until(lambda: refuses_connections(api.port), timeout=5)
        assert request.is_alive()  # new connections are refused while the request still runs
        request.join(30)
        assert answers[0].status == 504  # its normal answer, as without the signal
        assert answers[0].body == {"success": False, "message": "The AI parser did not answer in time"}
        assert server.process.wait(30) == 0, server.output()
    finally:
        if request.is_alive():
            request.join(30)
        server.stop()
    messages = [entry["message"] for entry in json_lines(server.output())]
    assert "stopping: no new connections, 1 request(s) in flight" in messages and messages[-1] == "stopped"


def test_processes_share_the_port_and_stop_together(stack, tmp_path):
    env = stack.env(MONGODB_DB=f"processes_{uuid.uuid4().hex[:8]}",
                    REDIS_URL=f"redis://127.0.0.1:{stack.redis.port}/8", SUPERADMIN_EMAIL="root@example.com",
                    SUPERADMIN_PASSWORD="root-password")
    server, api = start_server_with(["--processes", "2"], env, tmp_path)
    try:
        def serving_pids():
            with ThreadPoolExecutor(8) as pool:
                assert all(reply.status == 200 for reply in pool.map(lambda _: api.get("/healthz"), range(16)))
            pids = {entry["pid"] for entry in json_lines(server.output())
                    if entry["logger"] == "access" and entry["path"] == "/healthz"}
            return pids if len(pids) >= 2 else None

        pids = wait_until(serving_pids, timeout=40)
        assert server.process.pid not in pids  # the parent only supervises its children
        # Both processes made the super-admin at the same moment: one account, no crash.
        api.post("/api/auth/login", {"email": "root@example.com", "password": "root-password"}, expect=200)
    finally:
        assert server.stop() == 0, server.output()  # SIGTERM to the parent stops every process
    stopped = {entry["pid"] for entry in json_lines(server.output()) if entry["message"] == "stopped"}
    assert pids <= stopped
    assert not any(entry["level"] in ("ERROR", "CRITICAL") for entry in json_lines(server.output()))


def test_several_processes_need_mongodb_and_redis(stack, tmp_path):
    without_redis = stack.env()
    without_redis.pop("REDIS_URL", None)
    for env in (embedded_env(stack), without_redis):
        done = subprocess.run([sys.executable, str(ROOT / "server.py"), "--processes", "2"], env=env, cwd=tmp_path,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and "needs MONGODB_URL and REDIS_URL" in done.stderr
    assert not (tmp_path / "data" / "db").exists()  # refused before starting an embedded database


def test_processes_creating_one_counter_at_once_all_get_distinct_ids(stack):
    """Concurrent first use of a counter (two API processes bootstrapping) never fails or repeats an id."""
    import asyncio

    from documents.counters import next_id

    async def race():
        name = f"race_{uuid.uuid4().hex[:8]}"
        return await asyncio.gather(*(next_id(stack.app.db, name) for _ in range(8)))

    for _ in range(5):
        ids = stack.app.run(race())
        assert len(set(ids)) == 8 and min(ids) >= 1  # gaps are allowed, repeats never
