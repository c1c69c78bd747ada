"""server.py as an operator runs it: embedded defaults, restarts, the super-admin command."""

import subprocess
import sys
import uuid

from tests.processes import ROOT, start_server, wait_until


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
