"""JSON logs: one object per line on stderr, for the server and the worker alike."""

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


class JsonFormatter(logging.Formatter):
    """`{time, level, logger, message, pid, ...extra fields, exception}` as one line of JSON."""

    def format(self, record: logging.LogRecord) -> str:
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
        if record.exc_info:
            record.exc_text = record.exc_text or self.formatException(record.exc_info)
        if record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        # JSON escapes newlines, so a traceback never breaks the one-line-per-record rule.
        return json.dumps(entry, default=str, ensure_ascii=False)


def setup_logging(level: str | int = "INFO", stream=None) -> None:
    """Makes the root logger write JSON lines to `stream` (stderr), replacing its handlers."""
    handler = logging.StreamHandler(stream if stream is not None else sys.stderr)
    handler.setFormatter(JsonFormatter())
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
    that its main process writes out in order; this keeps that pipe and makes the lines JSON."""

    def __init__(self, level: str | int = "INFO"):
        self.level = level

    def after_process_boot(self, broker):
        setup_logging(self.level, stream=sys.stderr)
