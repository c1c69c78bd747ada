"""The OpenAPI 3.1 description of the API: `describe` declares, next to each handler method, what it takes
and answers; `openapi_document` reads those declarations, the access declarations and the route table."""

import functools
import operator
import re
import types
import typing
from dataclasses import dataclass
from http import HTTPStatus
from typing import Annotated, Any

from pydantic import BaseModel, TypeAdapter, WithJsonSchema
from tornado.routing import PathMatches

from encoding import to_json
from handlers.access import public
from handlers.base import BaseHandler
from handlers.uploads import UploadHandler

TITLE = "Installments back office API"
VERSION = "1.0"
REF = "#/components/schemas/{model}"
METHODS = ("get", "post", "put", "patch", "delete")
SESSION = "session"
ANY_ACCOUNT = "any signed-in account"
ERROR = {"type": "object", "required": ["message"], "properties": {"message": {"type": "string"}}}
FILE_SCHEMA = {"type": "string", "format": "binary", "contentMediaType": "application/octet-stream"}
# A file field of a multipart body.
File = Annotated[bytes, WithJsonSchema(FILE_SCHEMA)]
# Route regexes hold only literal text and named groups that stop at a slash.
PATH_PARAM = re.compile(r"\(\?P<(\w+)>\[\^/\][+*]\)")
REGEX_SYNTAX = re.compile(r"[\\()\[\]{}?*+|^$.]")


class MessageAnswer(BaseModel):
    message: str


class CreatedAnswer(BaseModel):
    message: str
    id: int


class CountAnswer(BaseModel):
    message: str
    count: int


class Exportable:
    """A list's answer that `?format=csv|xlsx` turns into a file (CONTRACT 14): its JSON shape, and the two file
    types beside it."""

    FILE_TYPES = ("text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")

    def __init__(self, shape):
        self.shape = shape


class PdfOr:
    """An answer that `?format=pdf` (or the route itself) gives as a PDF: its JSON shape, or None for a PDF only."""

    def __init__(self, shape=None):
        self.shape = shape


class ResponseObject(dict):
    """A complete OpenAPI response object, used as given (an answer that is not JSON)."""


@dataclass(frozen=True)
class Doc:
    summary: str
    body: type[BaseModel] | None
    body_required: bool
    multipart: dict | None
    query: dict | None
    headers: dict | None
    responses: dict
    example: dict | None


def describe(summary: str, *, body: type[BaseModel] | None = None, body_required: bool = True,
             multipart: dict | None = None, query: dict | None = None, headers: dict | None = None,
             responses: dict | None = None, example: dict | None = None):
    """Declares a handler method for the OpenAPI document; stacks with `@roles` in either order.

    `query`, `headers` and `multipart` map a name to `(type, description)`: query parameters and headers
    are optional; a multipart field is required unless its type is `X | None` (files are `File`).
    `responses` maps a status to a pydantic model or type, a JSON schema, a description (an error
    status then answers the error body), or `(description, model or schema)`. 400, 401, 403, 413 and
    500 are added where they apply. `example` is a valid `body`."""
    if example is not None and body is None:
        raise TypeError("an example needs a body model")
    doc = Doc(summary, body, body_required, multipart, query, headers, dict(responses or {}), example)

    def declare(method):
        method.doc = doc
        return method

    return declare


class Components:
    """components/schemas as the document grows: models by name, their nested definitions hoisted."""

    def __init__(self):
        self.schemas: dict[str, dict] = {"Error": ERROR}

    def schema(self, shape) -> dict:
        """The JSON schema of a model (a $ref), any other type pydantic knows, or a schema as given."""
        if isinstance(shape, dict):
            return shape
        if isinstance(shape, type) and issubclass(shape, BaseModel):
            self.add(shape.__name__, shape.model_json_schema(ref_template=REF))
            return {"$ref": REF.format(model=shape.__name__)}
        return self.hoisted(TypeAdapter(shape).json_schema(ref_template=REF))

    def add(self, name: str, schema: dict) -> None:
        schema = self.hoisted(schema)
        if self.schemas.setdefault(name, schema) != schema:
            raise ValueError(f"two different schemas are named {name}")

    def hoisted(self, schema: dict) -> dict:
        for name, definition in schema.pop("$defs", {}).items():
            self.add(name, definition)
        return without_null_defaults(schema)


def _allows_null(schema: dict) -> bool:
    kind = schema.get("type")
    return kind == "null" or (isinstance(kind, list) and "null" in kind) \
        or any(_allows_null(option) for option in schema.get("anyOf", []) + schema.get("oneOf", []))


def without_null_defaults(schema):
    """The schema without `default: null` where null is not a value it allows: an update model's "not given"
    (`= None`) is no default a client could send (openapi-spec-validator refuses it)."""
    if isinstance(schema, list):
        return [without_null_defaults(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    cleaned = {key: without_null_defaults(value) for key, value in schema.items()}
    if "default" in cleaned and cleaned["default"] is None and not _allows_null(cleaned):
        del cleaned["default"]
    return cleaned


def openapi_path(regex: str) -> tuple[str, list[str]]:
    """`/api/clients/(?P<id>[^/]+)/?$` -> (`/api/clients/{id}`, ["id"])."""
    pattern = regex.removesuffix("$").removesuffix("/?")
    if REGEX_SYNTAX.search(PATH_PARAM.sub("", pattern).replace(r"\.", "")):
        raise ValueError(f"route {regex!r} is not a plain path with named parameters")
    path = PATH_PARAM.sub(lambda match: "{" + match[1] + "}", pattern).replace(r"\.", ".")
    return path, PATH_PARAM.findall(pattern)


def optional_of(shape) -> tuple[object, bool]:
    """(the type without None, whether None was allowed)."""
    if typing.get_origin(shape) in (typing.Union, types.UnionType) and type(None) in typing.get_args(shape):
        rest = tuple(arg for arg in typing.get_args(shape) if arg is not type(None))
        return functools.reduce(operator.or_, rest), True
    return shape, False


def parameters(components: Components, handler, names: list[str], doc: Doc | None) -> list[dict]:
    found = [{"name": name, "in": "path", "required": True,
              "schema": {"type": "string", "minLength": 1} if name in handler.text_path_params
              else {"type": "integer", "minimum": 1, "maximum": 2**63 - 1}} for name in names]
    for place, declared in (("query", doc and doc.query), ("header", doc and doc.headers)):
        for name, (shape, description) in (declared or {}).items():
            found.append({"name": name, "in": place, "required": False, "description": description,
                          "schema": components.schema(optional_of(shape)[0])})
    return found


def multipart_schema(components: Components, fields: dict | None) -> dict:
    schema: dict[str, Any] = {"type": "object", "properties": {}, "required": []}
    for name, (shape, description) in (fields or {}).items():
        shape, optional = optional_of(shape)
        schema["properties"][name] = {**components.schema(shape), "description": description}
        if not optional:
            schema["required"].append(name)
    return schema


def error_schema(handler) -> dict:
    """The error body of the handler's routes, read from its own `error_body`."""
    sample = handler.error_body(object.__new__(handler), "")
    if sample == {"message": ""}:
        return {"$ref": REF.format(model="Error")}
    return {"type": "object", "required": sorted(sample),
            "properties": {key: {"type": "string"} if key == "message" else {"const": value}
                           for key, value in sample.items()}}


def response(components: Components, status: int, shape, error: dict) -> dict:
    if isinstance(shape, ResponseObject):
        return dict(shape)
    if isinstance(shape, PdfOr):
        pdf = {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}
        if shape.shape is None:
            return {"description": "A PDF document, with a Content-Disposition", "content": pdf}
        answer_doc = response(components, status, shape.shape, error)
        answer_doc["content"].update(pdf)
        return answer_doc
    if isinstance(shape, Exportable):
        listed = response(components, status, shape.shape, error)
        listed["description"] = "The JSON answer, or with `format` the same rows as a file to download"
        for media_type in Exportable.FILE_TYPES:
            listed["content"][media_type] = {"schema": {"type": "string", "format": "binary"}}
        return listed
    description, schema = HTTPStatus(status).phrase, None
    if isinstance(shape, str):
        description, schema = shape, (error if status >= 400 else None)
    elif isinstance(shape, tuple):
        description, schema = shape[0], components.schema(shape[1])
    else:
        schema = components.schema(shape)
    answer: dict[str, Any] = {"description": description}
    if schema is not None:
        answer["content"] = {"application/json": {"schema": schema}}
    return answer


def operation(components: Components, handler, method: str, names: list[str]) -> dict:
    access = getattr(handler, method).access
    doc: Doc | None = getattr(getattr(handler, method), "doc", None)
    takes_upload = issubclass(handler, UploadHandler) and method.upper() in handler.upload_methods
    found = {"operationId": method + handler.__name__.removesuffix("Handler"),
             "tags": [handler.__module__.rsplit(".", 1)[-1]],
             "summary": doc.summary if doc else f"{method.upper()} (not described)",
             "parameters": parameters(components, handler, names, doc)}
    if access.public:
        found["security"] = []
    else:
        found["security"] = [{SESSION: []}]
        found["x-roles"] = sorted(access.roles) if access.roles is not None else ANY_ACCOUNT
        found["description"] = refusal(access)
    if doc is not None and doc.multipart is not None and not takes_upload:
        raise ValueError(f"{handler.__name__}.{method} declares a multipart body but takes no upload")
    if doc is not None and doc.body is not None:
        content = {"schema": components.schema(doc.body)}
        if doc.example is not None:
            content["example"] = doc.example
        found["requestBody"] = {"required": doc.body_required, "content": {"application/json": content}}
    elif takes_upload:
        found["requestBody"] = {"required": True, "content": {"multipart/form-data": {
            "schema": multipart_schema(components, doc.multipart if doc else None)}}}
    defaults = {500: "Server fault: a generic message, the details go to the log"}
    if found["parameters"] or "requestBody" in found:
        defaults[400] = "Invalid request: the message names the field"
    if not access.public:
        defaults[401] = "No valid session"
        defaults[403] = "The caller's role (or company access) does not allow this"
    if takes_upload:
        defaults[413] = "A file is larger than the upload limit"
    declared = {**defaults, **(doc.responses if doc else {200: "Success"})}
    error = error_schema(handler)
    found["responses"] = {str(status): response(components, status, shape, error)
                          for status, shape in sorted(declared.items())}
    return found


def refusal(access) -> str:
    if access.roles is None:
        return "Any signed-in account."
    text = f"Roles: {', '.join(sorted(access.roles))}; a super-admin always passes. "
    text += f"Others get {access.refused_status}"
    if access.refused_client_status is not None:
        text += f", clients {access.refused_client_status}"
    return text + "."


def openapi_document(routes) -> dict:
    """The OpenAPI 3.1 document of a Tornado route table: (regex, handler class) pairs."""
    components, paths = Components(), {}
    for regex, handler, *_ in routes:
        path, names = openapi_path(regex)
        operations = {method: operation(components, handler, method, names) for method in METHODS
                      if hasattr(getattr(handler, method, None), "access")}
        if operations:
            paths[path] = operations
    return {
        "openapi": "3.1.0",
        "info": {"title": TITLE, "version": VERSION, "description": (
            "JSON in and out; every error body is {message}. Sign in with POST /api/auth/login: the session "
            "is the `token` cookie. `x-roles` lists the roles an operation admits (a super-admin always "
            "passes); records of companies outside the caller's allowedCompanies answer 404.")},
        "paths": paths,
        "components": {"schemas": components.schemas,
                       "securitySchemes": {SESSION: {"type": "apiKey", "in": "cookie", "name": "token"}}},
    }


_served: str | None = None


def served_document(application) -> str:
    """The document of what the application routes, as JSON text: built on first use, then kept."""
    global _served
    if _served is None:
        rules = [(rule.matcher.regex.pattern, rule.target) for rule in application.wildcard_router.rules
                 if isinstance(rule.matcher, PathMatches)]
        _served = to_json(openapi_document(rules))
    return _served


DOCUMENT_SCHEMA = {"type": "object", "required": ["openapi", "info", "paths", "components"]}


class OpenApiHandler(BaseHandler):
    @public
    @describe("This document: every route with its parameters, bodies, roles and answers",
              responses={200: ("The OpenAPI 3.1 document", DOCUMENT_SCHEMA)})
    async def get(self):
        self.finish(served_document(self.application))


routes = [(r"/api/openapi\.json", OpenApiHandler)]
