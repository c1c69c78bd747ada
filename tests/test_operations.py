"""Operations: JSON logs (server and worker), the access log, CORS, and the container files."""

import json
import logging
import re
import sys
import tomllib
import uuid

import pytest
from pydantic import ValidationError

from tests.http import Api
from tests.processes import ROOT, Child, wait_until
from tests.servers import AppServer, app_with_failing_database

UTC_MILLISECONDS = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")
ALLOWED = "https://app.example.com"


def json_lines(text: str) -> list[dict]:
    """Every line of a process's output, each of which must be one JSON object."""
    return [json.loads(line) for line in text.splitlines() if line.strip()]


# JSON logs

def test_a_log_record_is_one_json_line_with_its_extra_fields_and_exception():
    from logs import JsonFormatter, request_id_var

    try:
        raise ValueError("boom\nsecond line")
    except ValueError:
        record = logging.getLogger("api").makeRecord(
            "api", logging.ERROR, __file__, 1, "request %s failed", ("GET /x",), sys.exc_info(),
            extra={"request_id": "abc", "status": 500, "duration_ms": 1.5})
    line = JsonFormatter().format(record)
    assert "\n" not in line
    entry = json.loads(line)
    assert UTC_MILLISECONDS.fullmatch(entry["time"])
    assert (entry["level"], entry["logger"], entry["message"]) == ("ERROR", "api", "request GET /x failed")
    assert (entry["request_id"], entry["status"], entry["duration_ms"]) == ("abc", 500, 1.5)
    assert entry["pid"] > 0
    assert "ValueError: boom" in entry["exception"] and "Traceback" in entry["exception"]

    # A record logged while a request runs names that request even without `extra`.
    token = request_id_var.set("req-42")
    try:
        plain = logging.getLogger("services").makeRecord("services", logging.WARNING, __file__, 1, "slow", (), None)
        assert json.loads(JsonFormatter().format(plain))["request_id"] == "req-42"
    finally:
        request_id_var.reset(token)


def test_text_lines_carry_the_same_fields_and_the_format_follows_the_setting_and_the_terminal():
    import io

    from logs import JsonFormatter, TextFormatter, log_format

    try:
        raise ValueError("boom")
    except ValueError:
        record = logging.getLogger("access").makeRecord(
            "access", logging.WARNING, __file__, 1, "GET /api/x %s", (404,), sys.exc_info(),
            extra={"request_id": "abc", "status": 404, "duration_ms": 2.5})
    text = TextFormatter().format(record)
    head = text.splitlines()[0]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z WARNING access: GET /api/x 404  "
                        r"request_id=abc  status=404  duration_ms=2\.5", head), head
    assert "Traceback" in text and "ValueError: boom" in text
    entry = json.loads(JsonFormatter().format(record))
    assert {name for name in entry if name not in ("pid", "exception")} <= {"time", "level", "logger", "message",
                                                                           "request_id", "status", "duration_ms"}

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    assert log_format("auto", "development", Terminal()) == "text"
    assert log_format("auto", "development", io.StringIO()) == "json"  # a pipe or a file
    assert log_format("auto", "production", Terminal()) == "json"
    assert log_format("json", "development", Terminal()) == "json"
    assert log_format("text", "production", io.StringIO()) == "text"


@pytest.fixture
def captured(caplog):
    caplog.set_level(logging.INFO)
    return caplog


def access_record(caplog, request_id: str):
    return wait_until(lambda: next((r for r in caplog.records if r.name == "access"
                                    and getattr(r, "request_id", None) == request_id), None), timeout=5)


def test_one_access_line_per_request_without_query_values(root, captured):
    reply = root.get("/api/companies", query={"search": "Jane Private"}, headers={"X-Request-Id": "access-1"},
                     expect=200)
    record = access_record(captured, "access-1")
    assert (record.method, record.path, record.status, record.query) == ("GET", "/api/companies", 200, ["search"])
    assert (record.user_id, record.user_kind) == (root.user.id, "staff")
    assert isinstance(record.duration_ms, float) and record.duration_ms >= 0
    assert reply.headers["x-request-id"] == "access-1"
    assert "Jane" not in json.dumps({k: str(v) for k, v in vars(record).items()})

    captured.clear()
    anonymous = Api(root_base(root))
    anonymous.get("/api/companies", headers={"X-Request-Id": "access-2"}, expect=401)
    refused = access_record(captured, "access-2")
    assert refused.status == 401 and refused.levelname == "WARNING" and not hasattr(refused, "user_id")


def root_base(api: Api) -> str:
    return f"http://{api.host}:{api.port}"


def test_the_error_log_of_a_500_carries_the_answer_request_id(stack, captured):
    with app_with_failing_database(stack.config, stack.mongo.url) as broken:
        api = Api(broken.base_url)
        reply = api.post("/api/auth/login", {"email": "a@example.com", "password": "whatever-1"},
                         headers={"X-Request-Id": "fault-500"}, expect=500)
        assert reply.headers["x-request-id"] == "fault-500"
        errors = wait_until(lambda: [r for r in captured.records if r.name == "api" and r.levelname == "ERROR"
                                     and getattr(r, "request_id", None) == "fault-500"], timeout=5)
        assert errors[0].exc_info is not None and errors[0].path == "/api/auth/login"
        assert access_record(captured, "fault-500").status == 500


def test_worker_logs_are_json_lines(stack, tmp_path):
    from tasks.health import record_heartbeat

    token = f"json-logs:{uuid.uuid4().hex}"
    record_heartbeat.send(token)
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "1"],
                   stack.env(REDIS_URL=stack.redis.url), tmp_path, "worker.log")
    try:
        done = wait_until(lambda: [e for e in json_lines(worker.output())
                                   if e["logger"] == "jobs" and token in e["message"]], timeout=40)
        assert done[0]["pid"] != worker.process.pid  # logged by the worker process, through the main one
    finally:
        assert worker.stop() == 0, worker.output()
    entries = json_lines(worker.output())  # every line, the main process's included, is JSON
    assert {"dramatiq.MainProcess", "dramatiq.WorkerProcess(0)"} <= {e["logger"] for e in entries}
    assert all(UTC_MILLISECONDS.fullmatch(e["time"]) for e in entries)


# CORS

@pytest.fixture(scope="module")
def cors_app(stack):
    config = stack.config.model_copy(update={"cors_origins": f"{ALLOWED}, https://admin.example.com/"})
    app = AppServer(config, stack.redis.url).start()
    yield app
    app.stop()


def cors_headers(reply) -> dict:
    return {k: v for k, v in reply.headers.items() if k.startswith("access-control-")}


def test_an_allowed_origin_may_read_answers_with_credentials(cors_app, make):
    api = Api(cors_app.base_url)
    reply = api.get("/healthz", headers={"Origin": ALLOWED}, expect=200)
    assert reply.headers["access-control-allow-origin"] == ALLOWED
    assert reply.headers["access-control-allow-credentials"] == "true"
    assert reply.headers["vary"] == "Origin"
    assert "X-Request-Id" in reply.headers["access-control-expose-headers"]
    # The trailing slash in CORS_ORIGINS does not matter.
    second = api.get("/healthz", headers={"Origin": "https://admin.example.com"}, expect=200)
    assert second.headers["access-control-allow-origin"] == "https://admin.example.com"
    # Error answers carry them too, so the page can read the message.
    refused = api.get("/api/companies", headers={"Origin": ALLOWED}, expect=401)
    assert refused.headers["access-control-allow-origin"] == ALLOWED and refused.body == {"message": "Unauthorized"}
    # The security headers stay.
    assert reply.headers["x-content-type-options"] == "nosniff" and reply.headers["cache-control"] == "no-store"


def test_a_preflight_answers_204_with_methods_and_headers_without_a_session(cors_app):
    api = Api(cors_app.base_url)
    preflight = {"Origin": ALLOWED, "Access-Control-Request-Method": "POST",
                 "Access-Control-Request-Headers": "content-type, idempotency-key"}
    reply = api.request("OPTIONS", "/api/payments", headers=preflight, expect=204)
    assert reply.raw == b""
    assert reply.headers["access-control-allow-origin"] == ALLOWED
    assert reply.headers["access-control-allow-credentials"] == "true"
    assert reply.headers["access-control-allow-methods"] == "GET, POST"
    allowed_headers = {h.strip().lower() for h in reply.headers["access-control-allow-headers"].split(",")}
    assert {"content-type", "idempotency-key", "x-request-id"} <= allowed_headers
    assert int(reply.headers["access-control-max-age"]) > 0
    assert "set-cookie" not in reply.headers
    # Routes whose own prepare() expects a signed-in caller (uploads) answer the same way.
    for path in ("/api/clients/passport/1", "/api/client/profile/passport", "/api/installment-ai/parse"):
        assert api.request("OPTIONS", path, headers=preflight).status == 204, path
    assert api.request("OPTIONS", "/api/payments/12", headers=preflight, expect=204).headers[
        "access-control-allow-methods"] == "DELETE, PUT"


def test_an_origin_not_listed_gets_no_cors_headers(cors_app):
    api = Api(cors_app.base_url)
    assert cors_headers(api.get("/healthz", headers={"Origin": "https://evil.example.com"}, expect=200)) == {}
    preflight = api.request("OPTIONS", "/api/companies", expect=204,
                            headers={"Origin": "https://evil.example.com", "Access-Control-Request-Method": "POST"})
    assert cors_headers(preflight) == {} and preflight.headers["allow"] == "GET, POST"


def test_without_cors_origins_there_are_no_cors_headers_at_all(anonymous):
    reply = anonymous.get("/healthz", headers={"Origin": ALLOWED}, expect=200)
    assert cors_headers(reply) == {} and "vary" not in reply.headers
    assert cors_headers(anonymous.request("OPTIONS", "/api/companies", expect=204,
                                          headers={"Origin": ALLOWED, "Access-Control-Request-Method": "GET"})) == {}


def test_a_wildcard_origin_is_refused_at_start_up():
    from config import Settings

    with pytest.raises(ValidationError, match="exact origins"):
        Settings(cors_origins="https://app.example.com, *")


# Container files (Docker is not run here: these check what can be checked without it)

def dockerfile_instructions() -> list[str]:
    """The Dockerfile's instructions, each on one line (continuations joined, comments left out)."""
    instructions, current = [], ""
    for line in (ROOT / "Dockerfile").read_text().splitlines():
        if not current and (not line.strip() or line.lstrip().startswith("#")):
            continue
        current += line.strip()
        if current.endswith("\\"):
            current = current[:-1] + " "
        else:
            instructions.append(current)
            current = ""
    assert not current, "the Dockerfile ends inside a continued instruction"
    return instructions


def test_the_dockerfile_builds_a_non_root_image_with_a_health_check():
    lines = dockerfile_instructions()
    known = {"FROM", "ENV", "WORKDIR", "COPY", "RUN", "USER", "EXPOSE", "HEALTHCHECK", "CMD", "ARG", "LABEL"}
    assert {line.split()[0] for line in lines} <= known
    assert lines[0] == "FROM python:3.11-slim"
    assert any(line.startswith("RUN ") and "pip install --no-deps ." in line for line in lines)
    user = [line for line in lines if line.startswith("USER ")]
    assert user and user[-1].split()[1] not in ("root", "0")
    assert any(line.startswith("HEALTHCHECK ") and "/healthz" in line for line in lines)
    assert "EXPOSE 8000" in lines
    assert [line for line in lines if line.startswith("CMD ")] == ['CMD ["python", "server.py"]']
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".venv", "data", ".git"} <= {entry.strip("/") for entry in ignored}


def test_the_package_installs_every_top_level_module_and_package():
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    modules = {path.stem for path in ROOT.glob("*.py")}
    tops = [top for top in ROOT.iterdir() if top.is_dir() and not top.name.startswith((".", "tests", "data"))]
    packages = {".".join(path.parent.relative_to(ROOT).parts) for top in tops for path in top.rglob("__init__.py")}
    assert set(setuptools["py-modules"]) == modules
    # The email, PDF and page templates ship beside the packages, where services/mail.py, pdf.py and pages.py look.
    assert set(setuptools["packages"]) == packages | {"templates.email", "templates.pdf", "templates.pages"}
    for kind in ("email", "pdf", "pages"):
        shipped = {path.suffix for path in (ROOT / "templates" / kind).iterdir()}
        assert {f"*{suffix}" for suffix in shipped} <= set(setuptools["package-data"][f"templates.{kind}"])


def test_docker_compose_runs_api_worker_mongo_replica_set_and_redis():
    text = (ROOT / "docker-compose.yml").read_text()
    assert "--replSet" in text and "rs.initiate" in text and "\t" not in text
    yaml = pytest.importorskip("yaml", reason="PyYAML is not installed: only the raw text was checked")
    compose = yaml.safe_load(text)
    services = compose["services"]
    assert {"mongo", "redis", "api", "worker"} <= set(services)
    assert "--replSet" in " ".join(map(str, services["mongo"]["command"]))
    for name in ("api", "worker"):
        environment = services[name]["environment"]
        assert "replicaSet=rs0" in environment["MONGODB_URL"] and environment["REDIS_URL"].startswith("redis://")
    assert services["worker"]["command"][:2] == ["python", "worker.py"]
