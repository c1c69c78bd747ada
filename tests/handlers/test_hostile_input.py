"""Hostile input, table-driven: each case is a request an attacker or a fuzzer sent, and the 4xx `{message}` it
must get (never a 500, never a stored record). New findings go into the tables."""

import pytest

from tests.handlers.groups_helpers import create_group
from tests.handlers.groups_helpers import estate as make_estate

SEARCHED = ["/api/companies", "/api/serviceTypes", "/api/accountTypes", "/api/clients", "/api/users",
            "/api/installment-groups", "/api/payments"]
DEEP = b"[" * 10_000 + b"]" * 10_000

# (installment row as JSON text, the message's expected part)
ROWS = [
    ('{"amount": NaN}', "NaN is not a JSON number"),
    ('{"amount": Infinity}', "Infinity is not a JSON number"),
    ('{"amount": -Infinity}', "-Infinity is not a JSON number"),
    ('{"amount": 1e999}', "the number 1e999 cannot be taken exactly"),
    ('{"amount": 1E+999999999}', "cannot be taken exactly"),
    ('{"amount": 1e-999}', "the number 1e-999 cannot be taken exactly"),
    ('{"amount": 0.10000000000000000000000001}', "cannot be taken exactly"),
    ('{"amount": -0}', "the number -0 is not accepted"),
    ('{"amount": -0.0}', "amount: must not be negative"),
    ('{"amount": "-0"}', "amount: must not be negative"),
    ('{"amount": "1e999999"}', "amount: is too large"),
    ('{"amount": 1e308}', "amount: is too large"),
    ('{"amount": 123456789012345678901234567890}', "amount: is too large"),
    ('{"amount": 0.001}', "amount: must have at most 2 decimal places"),
    ('{"amount": "0.10000000000000000000000001"}', "amount: must have at most 2 decimal places"),
    ('{"amount": "\\u0661\\u0662"}', "amount: must be a number"),
    ('{"amount": "\uff11\uff12"}', "amount: must be a number"),
    ('{"amount": "1_000"}', "amount: must be a number"),
    ('{"amount": true}', "amount: must be a number"),
    ('{"amount": 1, "percentage": NaN}', "NaN is not a JSON number"),
    ('{"amount": 1, "percentage": -0.0}', "percentage: must not be negative"),
    ('{"amount": 1, "percentage": 33.333}', "percentage: must have at most 2 decimal places"),
    ('{"amount": 1, "percentage": 1e999}', "cannot be taken exactly"),
    ('{"amount": 1, "description": "\\ud800"}', "lone surrogate"),
    ('{"amount": 1, "description": "\\udfff and more"}', "lone surrogate"),
    ('{"amount": 1, "\\ud800": 2}', "lone surrogate"),
    ('{"amount": 1, "description": "' + "x" * 5001 + '"}', "description: String should have at most 5000"),
]

# (method, path, raw body or None, status, the message's expected part)
REQUESTS = [
    ("POST", "/api/auth/login", DEEP, 400, "nested too deeply"),
    ("POST", "/api/auth/login", b'{"a":' * 40 + b"1" + b"}" * 40, 400, "nested too deeply"),
    ("POST", "/api/companies", b'{"name": ' + DEEP + b"}", 400, "nested too deeply"),
    ("POST", "/api/auth/login", b'{"email": "' + b"a" * 1001 + b'@x.io", "password": "p"}', 400,
     "email: String should have at most 1000"),
    ("POST", "/api/auth/login", b'{"email": "a@b.c", "password": 1e999}', 400, "cannot be taken exactly"),
    ("POST", "/api/auth/login", b"\xff\xfe{}", 400, "Malformed JSON body"),
    ("POST", "/api/companies", b'{"name": "\\ud83d"}', 400, "lone surrogate"),
    ("POST", "/api/companies", b'{"name": "' + b"n" * 201 + b'"}', 400, "name: String should have at most 200"),
    ("POST", "/api/clients", b'{"name": "A", "email": "a@b.co", "company": 1, "agents": ['
     + b",".join([b'{"agentId": 1}'] * 101) + b"]}", 400, "agents: List should have at most 100"),
    ("GET", "/api/clients?company=%C2%B2", None, 400, "company must be a positive integer"),
    ("GET", "/api/clients?company=%D9%A1", None, 400, "company must be a positive integer"),
    ("GET", "/api/installment-groups?page=%C2%B3", None, 400, "page must be a positive integer"),
    ("GET", "/api/clients/%C2%B2", None, 400, "id must be a positive integer"),
    ("GET", "/api/clients/%EF%BC%91", None, 400, "id must be a positive integer"),  # fullwidth 1
    ("PUT", "/api/companies/%C2%B2", b'{"name": "X"}', 400, "id must be a positive integer"),
    ("DELETE", "/api/payments/%E0%A5%A7", None, 400, "id must be a positive integer"),  # Devanagari 1
    ("GET", "/api/clients/99999999999999999999", None, 400, "id must be a positive integer"),
] + [("GET", f"{path}?query={'q' * 5000}", None, 400, "query must be at most 200 characters") for path in SEARCHED] \
  + [("GET", f"{path}?query={'q' * 201}", None, 400, "query must be at most 200 characters") for path in SEARCHED]


@pytest.fixture(scope="module")
def estate(stack):
    from tests.conftest import Factory

    make = Factory(stack)
    root = make.staff("super-admin")
    place = make_estate(make)
    return root, place.company.id, create_group(root, place)


@pytest.mark.parametrize("row, message", ROWS, ids=[row[:40] for row, _ in ROWS])
def test_hostile_installment_rows_are_refused_and_store_nothing(estate, row, message):
    root, _, group = estate
    before = root.get(f"/api/installment-groups/{group}/installments", expect=200).body
    body = f'{{"groupId": {group}, "installments": [{row}]}}'
    answer = root.post("/api/installment-groups/installments", raw=body.encode(),
                       headers={"Content-Type": "application/json"})
    assert answer.status == 400, (answer.status, answer.raw[:300])
    assert message in answer.message
    assert root.get(f"/api/installment-groups/{group}/installments", expect=200).body == before


@pytest.mark.parametrize("method, path, raw, status, message", REQUESTS,
                         ids=[f"{m} {p[:50]} {(r or b'')[:20]!r}" for m, p, r, _, _ in REQUESTS])
def test_hostile_requests_get_a_clear_4xx(estate, method, path, raw, status, message):
    root = estate[0]
    answer = root.request(method, path, raw=raw, headers={"Content-Type": "application/json"} if raw else None)
    assert answer.status == status, (answer.status, answer.raw[:300])
    assert message in answer.message


def test_ordinary_numbers_and_text_still_pass(estate):
    """The refusals above leave the usual forms alone: numbers, decimal strings, exponents that are exact,
    a 200-character search, non-ASCII text."""
    root, company, group = estate
    rows = [{"amount": 1500}, {"amount": "1500.50"}, {"amount": 5e-1}, {"amount": 12.5, "percentage": 33.33},
            {"amount": " 7.10 ", "description": "Première échéance – قسط ١"}]
    root.post("/api/installment-groups/installments", {"groupId": group, "installments": rows}, expect=201)
    amounts = sorted(row["amount"] for row in root.get(f"/api/installment-groups/{group}/installments",
                                                       expect=200).body["results"])
    assert {0.5, 7.1, 12.5, 1500.0, 1500.5} <= set(amounts)
    for path in SEARCHED:
        root.get(path, query={"query": "é" * 200}, expect=200)
