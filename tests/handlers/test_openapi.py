"""GET /api/openapi.json: every route of the application described, its examples valid, and the answers of
a live app true to the schemas it documents."""

import json
import re
import uuid

import pytest

from documents.scope import Scope
from handlers.openapi import ANY_ACCOUNT
from server import routes
from tests.conftest import PASSWORD, PASSWORD_HASH
from tests.http import Api
from tests.servers import AppServer

METHODS = ("get", "post", "put", "patch", "delete")
TEMPLATE_PARAM = re.compile(r"\{(\w+)\}")


@pytest.fixture(scope="module")
def document(stack) -> dict:
    reply = Api(stack.app.base_url).get("/api/openapi.json", expect=200)
    return reply.body


def declared_operations() -> list[tuple[str, str, type]]:
    """(regex, method, handler) of every handler method with an access declaration, read from the
    route table without the code that builds the document."""
    return [(pattern, method, handler) for pattern, handler, *_ in routes() for method in METHODS
            if hasattr(getattr(handler, method, None), "access")]


def dispatched_route(url: str):
    """The route Tornado picks for `url`: the first whose regex matches it whole."""
    return next(((pattern, handler) for pattern, handler, *_ in routes() if re.fullmatch(pattern, url)), None)


def concrete(path: str, value: str = "1") -> str:
    return TEMPLATE_PARAM.sub(value, path)


def operations(document: dict):
    for path, item in document["paths"].items():
        for method, operation in item.items():
            yield path, method, operation


def documented_path(document: dict, pattern: str, handler) -> str:
    """The documented path that reaches this route, with exactly its named parameters."""
    names = set(re.compile(pattern).groupindex)
    found = [path for path in document["paths"] if set(TEMPLATE_PARAM.findall(path)) == names
             and dispatched_route(concrete(path, "7")) == (pattern, handler)]
    assert len(found) == 1, f"{pattern} ({handler.__name__}) is documented as {found}"
    return found[0]


def handler_method(path: str, method: str):
    _, handler = dispatched_route(concrete(path, "7"))
    return getattr(handler, method)


def refs(node):
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"]
        for value in node.values():
            yield from refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from refs(value)


def test_the_document_is_served_without_a_session(anonymous):
    reply = anonymous.get("/api/openapi.json", expect=200)
    assert reply.headers["content-type"].startswith("application/json")
    assert reply.body["openapi"] == "3.1.0"
    assert reply.body["info"] == {**reply.body["info"], "title": "Installments back office API", "version": "1.0"}
    assert reply.body["components"]["securitySchemes"]["session"] == {"type": "apiKey", "in": "cookie",
                                                                      "name": "token"}


def test_every_route_and_method_of_the_application_is_described(document):
    described = set()
    for pattern, method, handler in declared_operations():
        path = documented_path(document, pattern, handler)
        assert method in document["paths"][path], f"{method.upper()} {path} is not described"
        operation = document["paths"][path][method]
        assert operation["summary"] and "not described" not in operation["summary"], f"{method} {path}"
        described.add((path, method))
    assert described == {(path, method) for path, method, _ in operations(document)}


def test_roles_and_security_are_those_the_handlers_declare(document):
    for path, method, operation in operations(document):
        access = handler_method(path, method).access
        if access.public:
            assert operation["security"] == [] and "x-roles" not in operation, f"{method} {path}"
        else:
            assert operation["security"] == [{"session": []}], f"{method} {path}"
            roles = sorted(access.roles) if access.roles is not None else ANY_ACCOUNT
            assert operation["x-roles"] == roles, f"{method} {path}"
            assert {"401", "403"} <= operation["responses"].keys(), f"{method} {path}"


def test_every_path_parameter_is_declared(document):
    for path, method, operation in operations(document):
        declared = {p["name"]: p for p in operation["parameters"] if p["in"] == "path"}
        assert set(declared) == set(TEMPLATE_PARAM.findall(path)), f"{method} {path}"
        for name, parameter in declared.items():
            assert parameter["required"] is True
            if name in dispatched_route(concrete(path, "7"))[1].text_path_params:
                assert parameter["schema"] == {"type": "string", "minLength": 1}  # a file name, say
            else:
                assert parameter["schema"] == {"type": "integer", "minimum": 1, "maximum": 2**63 - 1}
        if declared:
            assert "400" in operation["responses"], f"{method} {path}: a bad id is 400"


def test_bodies_document_400_and_every_reference_resolves(document):
    schemas = document["components"]["schemas"]
    for path, method, operation in operations(document):
        if "requestBody" in operation:
            assert "400" in operation["responses"], f"{method} {path}"
        assert "500" in operation["responses"], f"{method} {path}"
        for status, answer in operation["responses"].items():
            assert re.fullmatch(r"[1-5]\d\d", status) and answer["description"], f"{method} {path} {status}"
    for ref in refs(document):
        assert ref.startswith("#/components/schemas/") and ref.rsplit("/", 1)[1] in schemas, ref


def test_operation_ids_are_unique_and_errors_are_the_message_shape(document):
    ids = [operation["operationId"] for _, _, operation in operations(document)]
    assert len(ids) == len(set(ids))
    assert document["components"]["schemas"]["Error"]["required"] == ["message"]
    ai_error = document["paths"]["/api/installment-ai/parse"]["post"]["responses"]["401"]
    assert ai_error["content"]["application/json"]["schema"]["properties"]["success"] == {"const": False}


def test_uploads_are_multipart_with_binary_files(document):
    upload = document["paths"]["/api/clients/passport/{id}"]["post"]
    schema = upload["requestBody"]["content"]["multipart/form-data"]["schema"]
    assert schema["required"] == ["passport"] and schema["properties"]["passport"]["format"] == "binary"
    assert "413" in upload["responses"]


def test_the_document_is_valid_openapi_3_1(document):
    definitions = pytest.importorskip("schemathesis.specs.openapi.definitions")
    errors = [str(error) for error in definitions.OPENAPI_31_VALIDATOR.iter_errors(document)]
    assert errors == []


def test_every_example_body_validates_against_its_model_and_schema(document):
    examples = 0
    for path, method, operation in operations(document):
        content = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
        if "example" in content:
            model = handler_method(path, method).doc.body
            model.model_validate_json(json.dumps(content["example"]), strict=True)
            examples += 1
            if (validator := schema_validator(document, content["schema"])) is not None:
                validator.validate(content["example"])
    assert examples >= 30


# A live app on its own database: the examples below create and change records with id 1.
@pytest.fixture(scope="module")
def fresh_app(stack):
    config = stack.config.model_copy(update={"mongodb_db": f"openapi_{uuid.uuid4().hex[:8]}"})
    app = AppServer(config, stack.redis.url).start()
    yield app
    app.stop()


@pytest.fixture(scope="module")
def super_admin(fresh_app) -> Api:
    from documents import users

    fresh_app.run(users.insert(fresh_app.db, Scope.everything(), name="Root", email="root@openapi.test",
                               access_level="super-admin", password_hash=PASSWORD_HASH))
    api = Api(fresh_app.base_url)
    api.post("/api/auth/login", {"email": "root@openapi.test", "password": PASSWORD}, expect=200)
    return api


def schema_validator(document: dict, schema: dict):
    """A validator of `schema` whose references resolve in the document; None without jsonschema_rs."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    return jsonschema_rs.Draft202012Validator({**schema, "components": document["components"]},
                                              validate_formats=True)


def assert_documented(document: dict, path: str, method: str, reply) -> None:
    where = f"{method.upper()} {path}: {reply.status} {reply.raw[:300]!r}"
    assert reply.status < 500, where
    answer = document["paths"][path][method]["responses"].get(str(reply.status))
    assert answer is not None, f"undocumented status: {where}"
    content = answer.get("content", {}).get("application/json")
    if content is not None:
        assert reply.headers["content-type"].startswith("application/json"), where
        validator = schema_validator(document, content["schema"])
        if validator is not None:
            errors = [f"{error.instance_path}: {error.message}" for error in validator.iter_errors(reply.body)]
            assert errors == [], where


def test_examples_posted_by_a_super_admin_answer_as_documented(document, fresh_app, super_admin):
    """Creations first (in route order, so company 1 exists before its developers), then changes."""
    posted = {}
    for writes in (("post",), ("put", "patch")):
        for path, method, operation in operations(document):
            content = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
            if method in writes and "example" in content and path != "/api/auth/login":
                reply = super_admin.request(method.upper(), concrete(path), content["example"])
                assert_documented(document, path, method, reply)
                posted[f"{method} {path}"] = reply.status
    # The examples fit together: most of them are accepted as they stand.
    accepted = [key for key, status in posted.items() if status < 300]
    assert len(accepted) >= 0.8 * len(posted), posted


def test_every_read_answers_as_documented(document, fresh_app, super_admin):
    """After the examples above, every GET for id 1, signed in and not: status and body as documented."""
    anonymous = Api(fresh_app.base_url)
    for path, method, _ in operations(document):
        if method == "get":
            for api in (super_admin, anonymous):
                reply = api.get(concrete(path))
                assert_documented(document, path, method, reply)
