"""Fuzzing against a live server.py on its own database (in-process jobs, a fake WhatsApp), signed in as a
super-admin and as a restricted user:
- schemathesis over every operation of /api/openapi.json: no answer may be a 5xx, and every answer must be
  documented (status, content type and schema); more examples for the operations where fuzzing found 500s;
- a hypothesis property over every operation with hostile values where the schema expects anything: arbitrary
  JSON (NaN, 1e999, -0, huge integers, lone surrogates, deep nesting) for each body field, arbitrary text
  for each query parameter and path id. No answer may be a 5xx."""

import http.client
import json
import uuid
from urllib.parse import quote, urlencode

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import checks

from tests.conftest import PASSWORD, PASSWORD_HASH
from tests.fakes import FakeWhatsApp
from tests.processes import start_server

# Generated cases per operation and account; the whole run stays within a few minutes of .ci/run.
EXAMPLES = 10
# Operations where fuzzing found 500s (issue 13): searched lists, installment rows, login, creates.
MORE_EXAMPLES = 40
FOUND_FAULTS = {("POST", "/api/installment-groups/installments"), ("POST", "/api/auth/login"),
                ("GET", "/api/installment-groups"), ("GET", "/api/payments"), ("GET", "/api/clients"),
                ("GET", "/api/users"), ("GET", "/api/companies"), ("POST", "/api/companies"),
                ("PUT", "/api/installment-groups/installments/bulk")}
CHECKS = [checks.not_a_server_error, checks.status_code_conformance, checks.content_type_conformance,
          checks.response_schema_conformance]


@pytest.fixture(scope="module")
def fuzzed(stack, tmp_path_factory):
    """server.py on a fresh database (fuzzed deletions touch nobody else's data), without Redis so its
    jobs run in-process, with a company, a project and a client to find; the base URL and cookies."""
    from documents import clients, companies, developers, projects, users
    from documents.database import ensure_indexes
    from documents.scope import Scope

    database = f"fuzz_{uuid.uuid4().hex[:8]}"
    db = stack.app.client[database]

    async def seed():
        await ensure_indexes(db)
        company = await companies.insert(db, name="Fuzz Estates", is_active=True, created_by=0)
        await users.insert(db, Scope.everything(), name="Root", email="root@fuzz.test", access_level="super-admin",
                           password_hash=PASSWORD_HASH)
        await users.insert(db, Scope.everything(), name="Seller", email="sales@fuzz.test", access_level="sales",
                           password_hash=PASSWORD_HASH, allowed_companies=[company.id])
        builder = await developers.insert(db, Scope.everything(), name="Builder", company=company.id, created_by=1)
        await projects.insert(db, Scope.everything(), name="Tower", description=None, is_active=True,
                              developer_id=builder.id, company=company.id, created_by=1)
        await clients.insert(db, Scope.everything(), name="Buyer", email="buyer@fuzz.test", company=company.id,
                             created_by=1)

    stack.app.run(seed())
    whatsapp = FakeWhatsApp().start()
    env = stack.env(MONGODB_DB=database, WHATSAPP_API_URL=whatsapp.url, AI_PARSE_WAIT_SECONDS="20")
    env.pop("REDIS_URL", None)
    server, api = start_server(env, tmp_path_factory.mktemp("fuzz"))
    cookies = []
    for email in ("root@fuzz.test", "sales@fuzz.test"):
        api.post("/api/auth/login", {"email": email, "password": PASSWORD}, expect=200)
        cookies.append(f"token={api.cookies.pop('token')}")
    yield f"http://{api.host}:{api.port}", cookies
    assert server.stop() == 0, server.output()
    whatsapp.stop()


def test_every_operation_answers_as_documented(fuzzed):
    base_url, cookies = fuzzed
    schema = schemathesis.openapi.from_url(f"{base_url}/api/openapi.json")
    failures = []
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) > 70

    for operation in operations:
        examples = MORE_EXAMPLES if (operation.method.upper(), operation.path) in FOUND_FAULTS else EXAMPLES

        @given(case=operation.as_strategy())
        @settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        def fuzz(case):
            for cookie in cookies:
                case.call_and_validate(base_url=base_url, headers={"Cookie": cookie}, checks=CHECKS)

        try:
            fuzz()
        except Exception as failure:  # noqa: BLE001 - collect every operation's failure, then report
            failures.append(f"{operation.method.upper()} {operation.path}: {failure}"[:2000])
    assert not failures, "\n\n".join(failures)


class Raw(str):
    """JSON text written as it is: the numbers and constants json.dumps() will not write."""


RAW = ["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "-0", "-0.0", "1e-999", "1E+999999999", "0.001",
       "123456789012345678901234567890", "0.10000000000000000000000001", "9" * 5000, "1" + "0" * 400,
       "[" * 5000 + "]" * 5000, '{"a":' * 100 + "1" + "}" * 100]
HOSTILE_TEXT = ["", " ", "\ud800", "\udfff", "\x00", "²", "١٢", "１２", "-0", "NaN", "1e999999", "x" * 5000,
                "a" * 201, "𝟙", "'; drop", "$where", ".*", "(a+)+$", "%00", "../../etc/passwd", "null", "true"]
TEXT = st.sampled_from(HOSTILE_TEXT) | st.text(max_size=30) | st.text(st.characters(codec="utf-8"), max_size=10)
IDS = st.sampled_from(["1", "2", "3", "²", "١", "0", "-1", "1.5", "99999999999999999999", "abc", "\u0661",
                       "9" * 40, " 1", "1 "]) | st.integers(1, 8).map(str) | TEXT


def hostile_json(keys):
    leaves = (st.none() | st.booleans() | st.integers(-(2 ** 70), 2 ** 70) | st.floats(allow_nan=False)
              | TEXT | st.sampled_from(RAW).map(Raw))
    return st.recursive(leaves, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(keys, inner, max_size=4),
                        max_leaves=12)


def to_json(value) -> str:
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{to_json(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(to_json(v) for v in value) + "]"
    return json.dumps(value)  # ensure_ascii: a lone surrogate goes out as \ud800, valid JSON


def raw_bytes(text: str) -> bytes:
    """Text as UTF-8, a lone surrogate included (as the invalid bytes a hostile client sends)."""
    return text.encode("utf-8", "surrogatepass")


def body_fields(document: dict, operation: dict) -> list[str]:
    """The property names of the operation's JSON body (and, one level down, of its items)."""
    schemas = document.get("components", {}).get("schemas", {})

    def resolve(schema):
        while "$ref" in schema:
            schema = schemas[schema["$ref"].rsplit("/", 1)[1]]
        return schema

    content = operation.get("requestBody", {}).get("content", {})
    schema = resolve(content.get("application/json", content.get("multipart/form-data", {})).get("schema", {}))
    names = list(schema.get("properties", {}))
    for prop in schema.get("properties", {}).values():
        items = resolve(resolve(prop).get("items", {}))
        names += list(items.get("properties", {}))
    return names


def test_no_hostile_value_anywhere_gets_a_5xx(fuzzed):
    base_url, cookies = fuzzed
    host, port = base_url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=30)
    connection.request("GET", "/api/openapi.json")
    document = json.loads(connection.getresponse().read())
    connection.close()
    operations = [(method.upper(), path, spec) for path, item in document["paths"].items()
                  for method, spec in item.items() if method in ("get", "post", "put", "patch", "delete")]
    assert len(operations) > 70
    failures = []

    for method, path, spec in operations:
        try:
            probe_operation(host, int(port), cookies, method, path, spec, body_fields(document, spec))
        except Exception as failure:  # noqa: BLE001 - collect every operation's failure, then report
            failures.append(f"{method} {path}: {failure}"[:2000])
    assert not failures, "\n\n".join(failures)


def probe_operation(host: str, port: int, cookies: list[str], method: str, path: str, spec: dict,
                    fields: list[str]) -> None:
    keys = st.sampled_from(fields) | st.text(max_size=8) if fields else st.text(max_size=8)
    query_names = [p["name"] for p in spec.get("parameters", []) if p["in"] == "query"] or ["query"]
    path_names = [p["name"] for p in spec.get("parameters", []) if p["in"] == "path"]

    @given(path_values=st.fixed_dictionaries({name: IDS for name in path_names}),
           query=st.dictionaries(st.sampled_from(query_names), TEXT, max_size=3),
           body=st.fixed_dictionaries({}, optional={name: hostile_json(keys) for name in fields})
           | hostile_json(keys) | st.sampled_from(RAW).map(Raw),
           cookie=st.sampled_from(cookies))
    @settings(max_examples=25, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    def probe(path_values, query, body, cookie):
        target = path
        for name, value in path_values.items():
            target = target.replace("{" + name + "}", quote(raw_bytes(value), safe=""))
        if query:
            target += "?" + urlencode({name: raw_bytes(value) for name, value in query.items()})
        payload = None if method in ("GET", "DELETE") else to_json(body).encode()
        connection = http.client.HTTPConnection(host, port, timeout=30)
        try:
            connection.request(method, target, body=payload,
                               headers={"Cookie": cookie, "Content-Type": "application/json"})
            status = connection.getresponse().status
        finally:
            connection.close()
        assert status < 500, f"{method} {target} {(payload or b'')[:300]!r} -> {status}"

    probe()
