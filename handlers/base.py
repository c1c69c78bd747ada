"""BaseHandler: the signed-in principal checked against the method's access declaration
(handlers/access.py), JSON bodies and JSON errors, CORS."""

import asyncio
import contextvars
import logging
import re
import uuid
from datetime import date, datetime
from http import HTTPStatus
from typing import TypeVar

import pymongo
from pydantic import BaseModel, ValidationError
from pymongo.errors import PyMongoError
from tornado.web import Finish, HTTPError, RequestHandler

import metrics
from config import Settings
from encoding import to_json
from errors import UNAUTHORIZED, ApiError
from handlers.bodies import read_json
from handlers.fields import MAX_QUERY_TEXT, parse_id
from handlers.lifecycle import InFlight
from logs import request_id_var
from services import exports
from services.sessions import COOKIE, Principal, load_principal, read_token

log = logging.getLogger("api")
SAFE_REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
M = TypeVar("M", bound=BaseModel)

# CORS (only for the origins listed in CORS_ORIGINS): what a browser may send and read.
CORS_ALLOWED_HEADERS = "Content-Type, Idempotency-Key, X-Request-Id"
CORS_EXPOSED_HEADERS = "X-Request-Id, Content-Disposition"
BUSY = "The service is busy; try again in a moment"
DATABASE_TOO_SLOW = "The database did not answer in time; try again in a moment"
RETRY_AFTER_SECONDS = 1
CORS_MAX_AGE_SECONDS = 7200  # browsers cap a cached preflight at 2 hours (Chromium) or 24 (Firefox)


def _expire_database_deadline() -> None:
    """Entered in a request's context (and left with it): its next database call passes its deadline."""
    pymongo.timeout(1e-6).__enter__()


def describe_validation_error(error: ValidationError) -> str:
    first = error.errors(include_url=False)[0]
    field = ".".join(str(part) for part in first["loc"])
    if not field:
        return "Request body must be a JSON object"
    if first["type"] == "missing":
        return f"{field} is required"
    message = first["msg"].removeprefix("Value error, ")
    return f"{field}: {message}"


class BaseHandler(RequestHandler):
    # The 500 message of this route, per method where `failure_messages` names one; details of
    # a fault go to the log, never to the caller.
    failure_message = "Internal server error"
    failure_messages: dict[str, str] = {}
    # Path parameters that are not numeric ids.
    text_path_params: tuple[str, ...] = ()

    # Methods that read many documents (lists, searches, reports): held to MAX_HEAVY_IN_FLIGHT.
    heavy_methods: tuple[str, ...] = ()
    # False for health checks: a load balancer must see a busy process alive.
    capped = True

    # Set by prepare() for every method that is not public (None only in public ones, which do not read it).
    current_user: Principal
    _in_flight: InFlight | None = None
    _heavy = False
    _context: contextvars.Context | None = None
    _client_gone = False

    @property
    def db(self):
        return self.application.settings["db"]

    @property
    def config(self) -> Settings:
        return self.application.settings["config"]

    @property
    def request_id(self) -> str:
        if not hasattr(self, "_request_id"):
            given = self.request.headers.get("X-Request-Id", "")
            # Echo a caller's id only when it is a plain token: it goes into our logs.
            self._request_id = given if SAFE_REQUEST_ID.fullmatch(given) else uuid.uuid4().hex
        return self._request_id

    def set_default_headers(self) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Request-Id", self.request_id)
        # Set here, so error answers carry them too: a browser hides an answer without them.
        if self.config.cors_origin_list:
            self.set_header("Vary", "Origin")
            if (origin := self.cors_origin()) is not None:
                self.set_header("Access-Control-Allow-Origin", origin)
                self.set_header("Access-Control-Allow-Credentials", "true")
                self.set_header("Access-Control-Expose-Headers", CORS_EXPOSED_HEADERS)

    def cors_origin(self) -> str | None:
        """The request's Origin when CORS_ORIGINS lists it."""
        origin = self.request.headers.get("Origin")
        return origin if origin is not None and origin in self.config.cors_origin_list else None

    def today(self):
        return datetime.now(self.config.tz).date()

    async def prepare(self) -> None:
        request_id_var.set(self.request_id)  # every line logged while this request runs names it
        in_flight = self.application.settings.get("in_flight")
        if in_flight is not None:
            heavy = self.request.method in self.heavy_methods
            if not in_flight.admit(heavy, capped=self.capped):
                metrics.OVERLOAD.labels("heavy" if heavy else "all").inc()
                raise ApiError(503, BUSY)
            self._in_flight, self._heavy = in_flight, heavy
        if self.request.method == "OPTIONS":
            self.answer_preflight()
            raise Finish()  # also ends a subclass's prepare(), which expects a signed-in caller
        access = getattr(getattr(self, self.request.method.lower(), None), "access", None)
        if access is None:
            raise ApiError(405, "Method not allowed")
        if not access.public:
            with pymongo.timeout(self.config.request_db_timeout_seconds):
                principal = await self.signed_in_principal()
            if principal is None:
                raise ApiError(401, UNAUTHORIZED)
            self.current_user = principal
            access.check(self.current_user)
        self.path_kwargs = {name: self.path_param(name, value) for name, value in self.path_kwargs.items()}

    def on_finish(self) -> None:
        if self._in_flight is not None:
            self._in_flight.ended(self._heavy)
            self._in_flight = None

    def db_deadline(self) -> float:
        """Seconds the route's database work may take in all; past them it answers 503."""
        return self.config.request_db_timeout_seconds

    async def run_method(self, method, *args, **kwargs):
        """Runs the route's method (handlers.access wraps each one in this) under one deadline for all its
        database calls (PyMongo's client-side operation timeout). A read (GET) runs in a context of its own,
        so that when its client disconnects its next database call fails at once (499): nobody is left to
        read the answer. Writes run to the end (within the deadline): stopping one halfway would leave half
        a change. (Cancelling the task instead is unreliable: PyMongo can absorb a cancellation.)"""
        with pymongo.timeout(self.db_deadline()):
            if self.request.method != "GET":
                return await method(self, *args, **kwargs)
            if self._client_gone:  # it hung up while the request was being prepared
                raise ApiError(499, "The client closed the connection")
            self._context = contextvars.copy_context()
            return await asyncio.get_running_loop().create_task(method(self, *args, **kwargs), context=self._context)

    def on_connection_close(self) -> None:
        self._client_gone = True
        if self._context is not None:
            self._context.run(_expire_database_deadline)

    def answer_preflight(self) -> None:
        """OPTIONS (a browser's CORS preflight): the methods and headers of this route, no session
        needed. CORS headers only for an origin CORS_ORIGINS lists."""
        methods = ", ".join(self.allowed_methods())
        self.set_header("Allow", methods)
        if self.cors_origin() is not None:
            self.set_header("Access-Control-Allow-Methods", methods)
            self.set_header("Access-Control-Allow-Headers", CORS_ALLOWED_HEADERS)
            self.set_header("Access-Control-Max-Age", str(CORS_MAX_AGE_SECONDS))
        self.set_status(204)

    def allowed_methods(self) -> list[str]:
        return [m for m in self.SUPPORTED_METHODS if hasattr(getattr(self, m.lower(), None), "access")]

    async def signed_in_principal(self) -> Principal | None:
        token = self.get_cookie(COOKIE)
        claims = read_token(self.config.signing_secret(), token) if token else None
        if claims is None:
            return None
        return await load_principal(self.db, claims, self.today())

    def path_param(self, name: str, value: str):
        if name in self.text_path_params:
            return value
        return parse_id(name, value)

    def body(self, model: type[M], empty_ok: bool = False) -> M:
        """The JSON object body as `model`; with `empty_ok`, no body at all is the model's defaults."""
        raw = self.request.body
        if empty_ok and not raw.strip():
            return model()
        data = read_json(raw, self.config.json_max_depth) if raw else None
        if not isinstance(data, dict):
            raise ApiError(400, "Request body must be a JSON object")
        try:
            return model.model_validate_json(raw, strict=True)
        except ValidationError as error:
            raise ApiError(400, describe_validation_error(error)) from None

    def query_text(self, name: str) -> str | None:
        value = self.get_query_argument(name, None)
        if value is not None and len(value) > MAX_QUERY_TEXT:
            raise ApiError(400, f"{name} must be at most {MAX_QUERY_TEXT} characters")
        return value if value not in (None, "") else None

    def query_int(self, name: str) -> int | None:
        value = self.query_text(name)
        return None if value is None else parse_id(name, value)

    def query_day(self, name: str) -> date | None:
        """A YYYY-MM-DD query value."""
        value = self.query_text(name)
        if value is None:
            return None
        try:
            if len(value) != 10:
                raise ValueError(value)
            return date.fromisoformat(value)
        except ValueError:
            raise ApiError(400, f"{name} must be a date, YYYY-MM-DD") from None

    def query_flag(self, name: str, default: bool = False) -> bool:
        value = self.query_text(name)
        if value is None:
            return default
        if value.lower() not in ("true", "false", "1", "0"):
            raise ApiError(400, f"{name} must be true or false")
        return value.lower() in ("true", "1")

    def answer(self, body, status: int = 200) -> None:
        self.set_status(status)
        self.finish(to_json(body))

    def answer_pdf(self, body: bytes, filename: str) -> None:
        self.set_header("Content-Type", "application/pdf")
        self.set_header("Content-Disposition", f'attachment; filename="{filename}"')
        self.finish(body)

    def export_format(self) -> str | None:
        """The `format` query value of a list that can answer as a file: csv, xlsx, or None (JSON)."""
        kind = self.query_text("format")
        if kind is not None and kind not in exports.FORMATS:
            raise ApiError(400, f"format must be one of {', '.join(exports.FORMATS)}")
        return kind

    async def answer_export(self, kind: str, name: str, header: list[str], records: list[dict]) -> None:
        """The records as a CSV or XLSX file to download (CONTRACT 14)."""
        found = await exports.export(kind, name, header, records, self.today())
        self.set_header("Content-Type", found.content_type)
        self.set_header("Content-Disposition", f'attachment; filename="{found.filename}"')
        self.finish(found.body)

    def write_error(self, status_code: int, **kwargs) -> None:
        error = kwargs.get("exc_info", (None, None, None))[1]
        if self._client_gone:
            status, message = 499, "The client closed the connection"  # for the access log: nobody reads it
        elif isinstance(error, ApiError):
            status, message = error.status, error.message
        elif isinstance(error, HTTPError) and error.status_code < 500:
            status = error.status_code
            known = status in HTTPStatus._value2member_map_
            message = HTTPStatus(status).phrase.capitalize() if known else "Bad request"
        elif status_code < 500 and error is None:
            status, message = status_code, HTTPStatus(status_code).phrase.capitalize()
        elif isinstance(error, PyMongoError) and error.timeout:
            status, message = 503, DATABASE_TOO_SLOW
        else:
            status, message = 500, self.failure_messages.get(self.request.method, self.failure_message)
        if status == 405:
            self.set_header("Allow", ", ".join(self.allowed_methods()))
        if status == 503:
            self.set_header("Retry-After", str(RETRY_AFTER_SECONDS))
        self.set_status(status)
        self.finish(to_json(self.error_body(message)))

    def error_body(self, message: str) -> dict:
        """The body of an error answer; a route may add fields (the AI parse adds `success`)."""
        return {"message": message}

    def log_exception(self, typ, value, tb) -> None:
        if self._client_gone:
            return
        if isinstance(value, ApiError) and (value.status < 500 or value.message == BUSY):
            return
        if isinstance(value, PyMongoError) and value.timeout:
            log.warning("request %s %s passed its database deadline (request id %s)", self.request.method,
                        self.request.path, self.request_id)
            return
        if isinstance(value, HTTPError) and value.status_code < 500:
            return
        log.error("request %s %s failed (request id %s)", self.request.method, self.request.path,
                  self.request_id, exc_info=(typ, value, tb),
                  extra={"request_id": self.request_id, "method": self.request.method, "path": self.request.path})


class NotFoundHandler(BaseHandler):
    async def prepare(self) -> None:
        raise ApiError(404, "Not found")
