"""Logs on stderr, for the server and the worker alike: JSON lines (one object per record: production, or
LOG_FORMAT=json), or the same fields as readable lines on a terminal in development (LOG_FORMAT=text, or the
default `auto` when stderr is a terminal and ENV=development)."""

import contextvars
import json
import logging
import sys
from datetime import UTC, datetime

from dramatiq.middleware import Middleware

# The id of the request being handled, added to every record logged while it runs (set by the
# base handler), so a service's warning can be found next to the request that caused it.
request_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)

# Attributes every LogRecord has; anything else on a record came from `extra=` and is logged as a field.
_RECORD_ATTRIBUTES = frozenset(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}


def utc_timestamp(created: float) -> str:
    return datetime.fromtimestamp(created, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def fields(record: logging.LogRecord) -> dict:
    """`{time, level, logger, message, pid, ...extra fields, request_id}` of a record."""
    entry = {
        "time": utc_timestamp(record.created),
        "level": record.levelname,
        "logger": record.name,
        "message": record.getMessage(),
        "pid": record.process,
    }
    for name, value in vars(record).items():
        if name not in _RECORD_ATTRIBUTES and not name.startswith("_") and name not in entry:
            entry[name] = value
    if "request_id" not in entry and (request_id := request_id_var.get()) is not None:
        entry["request_id"] = request_id
    return entry


class TextFormatter(logging.Formatter):
    """The JSON lines' fields, for a person: `time LEVEL logger: message  key=value ...`, then the traceback."""

    def format(self, record: logging.LogRecord) -> str:
        entry = fields(record)
        head = f"{entry.pop('time')} {entry.pop('level'):<7} {entry.pop('logger')}: {entry.pop('message')}"
        entry.pop("pid")
        extra = "  ".join(f"{name}={value}" for name, value in entry.items())
        text = f"{head}  {extra}" if extra else head
        if record.exc_info:
            record.exc_text = record.exc_text or self.formatException(record.exc_info)
        if record.exc_text:
            text += "\n" + record.exc_text
        if record.stack_info:
            text += "\n" + self.formatStack(record.stack_info)
        return text


class JsonFormatter(logging.Formatter):
    """`{time, level, logger, message, pid, ...extra fields, exception}` as one line of JSON."""

    def format(self, record: logging.LogRecord) -> str:
        entry = fields(record)
        if record.exc_info:
            record.exc_text = record.exc_text or self.formatException(record.exc_info)
        if record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        # JSON escapes newlines, so a traceback never breaks the one-line-per-record rule.
        return json.dumps(entry, default=str, ensure_ascii=False)


def log_format(setting: str, env: str, stream=None) -> str:
    """"json" or "text": `auto` is text on a terminal in development, else JSON."""
    if setting != "auto":
        return setting
    stream = stream if stream is not None else sys.stderr
    return "text" if env == "development" and getattr(stream, "isatty", lambda: False)() else "json"


def setup_logging(level: str | int = "INFO", stream=None, fmt: str = "json") -> None:
    """Makes the root logger write `fmt` lines ("json" or "text") to `stream` (stderr), replacing its handlers."""
    handler = logging.StreamHandler(stream if stream is not None else sys.stderr)
    handler.setFormatter(TextFormatter() if fmt == "text" else JsonFormatter())
    root = logging.getLogger()
    for old in root.handlers[:]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(level)
    # PyMongo logs every command at DEBUG: far too much even when debugging this service.
    logging.getLogger("pymongo").setLevel(max(root.level, logging.INFO))


class JsonLogs(Middleware):
    """Worker middleware. Dramatiq's CLI points each worker process's stderr and logging at a pipe
    that its main process writes out in order; this keeps that pipe and writes the lines in `fmt` (decided
    in the main process, whose stderr is the terminal if any)."""

    def __init__(self, level: str | int = "INFO", fmt: str = "json"):
        self.level = level
        self.fmt = fmt

    def after_process_boot(self, broker):
        setup_logging(self.level, stream=sys.stderr, fmt=self.fmt)
