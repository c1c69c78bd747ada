"""The error contract: JSON `{message}` for every failure, never HTML, never a stack trace."""

import time

import jwt
import pytest
from tornado.web import RequestHandler

from tests.http import Api
from tests.servers import app_with_failing_database, app_with_stalled_database


def test_unknown_routes_are_json_404(root, anonymous):
    for api in (root, anonymous):
        for method in ("GET", "POST", "DELETE"):
            reply = api.request(method, "/api/nothing-here")
            assert (reply.status, reply.body) == (404, {"message": "Not found"})
            assert reply.headers["content-type"].startswith("application/json")


def test_wrong_method_is_json_405_with_allow(anonymous, root):
    reply = anonymous.delete("/healthz", expect=405)
    assert reply.body == {"message": "Method not allowed"} and reply.headers["allow"] == "GET"
    assert root.request("PATCH", "/api/companies", expect=405).headers["allow"] == "GET, POST"
    assert anonymous.request("PROPFIND", "/healthz", expect=405).body == {"message": "Method Not Allowed".capitalize()}


@pytest.mark.parametrize("raw,message", [
    (b"{bad json", "Malformed JSON body"), (b"", "Request body must be a JSON object"),
    (b"[1, 2]", "Request body must be a JSON object"), (b'"text"', "Request body must be a JSON object"),
    (b"null", "Request body must be a JSON object"),
])
def test_bodies_that_are_not_json_objects_are_400(root, raw, message):
    reply = root.post("/api/companies", raw=raw, headers={"Content-Type": "application/json"}, expect=400)
    assert reply.body == {"message": message}


@pytest.mark.parametrize("raw_id", ["abc", "0", "-1", "1.5", "99999999999999999999999"])
def test_non_numeric_ids_are_400_naming_the_parameter(root, raw_id):
    reply = root.put(f"/api/companies/{raw_id}", {"name": "x"}, expect=400)
    assert reply.body == {"message": "id must be a positive integer"}


def test_security_headers_and_request_id(anonymous):
    reply = anonymous.get("/healthz", headers={"X-Request-Id": "trace-me"})
    assert reply.headers["x-content-type-options"] == "nosniff"
    assert reply.headers["cache-control"] == "no-store"
    assert reply.headers["x-request-id"] == "trace-me"
    assert len(anonymous.get("/api/nothing").headers["x-request-id"]) == 32
    assert anonymous.get("/healthz", headers={"X-Request-Id": "x" * 65 + " forged"}).headers["x-request-id"] != "x" * 65


def test_every_handler_method_declares_who_may_call_it():
    from server import routes

    for pattern, handler, *_ in routes():
        for name in ("get", "post", "put", "patch", "delete"):
            method = getattr(handler, name)
            if method is not getattr(RequestHandler, name):
                assert hasattr(method, "access"), f"{handler.__name__}.{name} ({pattern}) declares no access"


def test_a_database_that_does_not_answer_is_a_json_503_with_retry_after(stack):
    with app_with_stalled_database(stack.config.model_copy(update={"request_db_timeout_seconds": 1})) as broken:
        api = Api(broken.base_url)
        now = int(time.time())
        api.cookies["token"] = jwt.encode({"sub": "1", "kind": "staff", "pv": 0, "iat": now, "exp": now + 60},
                                          stack.config.signing_secret(), algorithm="HS256")
        reply = api.get("/api/companies", expect=503)
        assert reply.body == {"message": "The database did not answer in time; try again in a moment"}
        assert reply.headers["retry-after"] == "1" and reply.headers["x-request-id"]
        assert b"Traceback" not in reply.raw and b"ServerSelection" not in reply.raw


def test_a_database_fault_is_a_generic_json_500(stack):
    """The database refuses a command (a failpoint on this app's connections only): the route's own 500 text,
    no detail of the fault."""
    with app_with_failing_database(stack.config, stack.mongo.url) as app:
        api = Api(app.base_url)
        now = int(time.time())
        api.cookies["token"] = jwt.encode({"sub": "1", "kind": "staff", "pv": 0, "iat": now, "exp": now + 60},
                                          stack.config.signing_secret(), algorithm="HS256")
        reply = api.get("/api/companies", expect=500)
        assert reply.body == {"message": "Failed to fetch companies"}  # the route's own 500 text
        assert b"Traceback" not in reply.raw and b"BadValue" not in reply.raw
        assert reply.headers["x-request-id"]
        assert api.post("/api/companies", {"name": "x"}, expect=500).body == {"message": "Failed to create company"}
