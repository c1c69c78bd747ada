"""Fuzzing: schemathesis over every operation of /api/openapi.json, signed in as a super-admin and as a
restricted user, against a live server.py on its own database (in-process jobs, a fake WhatsApp). No
answer may be a 5xx, and every answer must be documented (status, content type and schema)."""

import uuid

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import checks

from tests.conftest import PASSWORD, PASSWORD_HASH
from tests.fakes import FakeWhatsApp
from tests.processes import start_server

# Generated cases per operation and account; the whole run stays within a few minutes of .ci/run.
EXAMPLES = 10
CHECKS = [checks.not_a_server_error, checks.status_code_conformance, checks.content_type_conformance,
          checks.response_schema_conformance]


@pytest.fixture(scope="module")
def fuzzed(stack, tmp_path_factory):
    """server.py on a fresh database (fuzzed deletions touch nobody else's data), without Redis so its
    jobs run in-process, with a company, a project and a client to find; the base URL and cookies."""
    from documents import clients, companies, developers, projects, users
    from documents.database import ensure_indexes

    database = f"fuzz_{uuid.uuid4().hex[:8]}"
    db = stack.app.client[database]

    async def seed():
        await ensure_indexes(db)
        company = await companies.insert(db, name="Fuzz Estates", is_active=True, created_by=0)
        await users.insert(db, name="Root", email="root@fuzz.test", access_level="super-admin",
                           password_hash=PASSWORD_HASH)
        await users.insert(db, name="Seller", email="sales@fuzz.test", access_level="sales",
                           password_hash=PASSWORD_HASH, allowed_companies=[company.id])
        builder = await developers.insert(db, name="Builder", company=company.id, created_by=1)
        await projects.insert(db, name="Tower", description=None, is_active=True, developer_id=builder.id,
                              company=company.id, created_by=1)
        await clients.insert(db, name="Buyer", email="buyer@fuzz.test", company=company.id, created_by=1)

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
        @given(case=operation.as_strategy())
        @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))
        def fuzz(case):
            for cookie in cookies:
                case.call_and_validate(base_url=base_url, headers={"Cookie": cookie}, checks=CHECKS)

        try:
            fuzz()
        except Exception as failure:  # noqa: BLE001 - collect every operation's failure, then report
            failures.append(f"{operation.method.upper()} {operation.path}: {failure}"[:2000])
    assert not failures, "\n\n".join(failures)
