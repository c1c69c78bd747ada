"""The request life cycle around the handlers: requests in flight (for a graceful stop) and the access log."""

import asyncio
import logging

from tornado.web import RequestHandler

import metrics

access = logging.getLogger("access")


class InFlight:
    """How many requests are being handled: so a stopping server can wait for them, and so that past a cap
    (all requests, and a lower one for the routes that read many documents) a request is refused at once
    (503) instead of queueing behind a backlog that would make every request late."""

    def __init__(self, limit: int | None = None, heavy_limit: int | None = None):
        self.count = 0
        self.heavy = 0
        self.limit, self.heavy_limit = limit, heavy_limit
        self._idle = asyncio.Event()
        self._idle.set()

    def admit(self, heavy: bool = False, capped: bool = True) -> bool:
        """Counts the request in and True, or False (not counted) when a cap is reached."""
        if capped and self.limit is not None and self.count >= self.limit:
            return False
        if heavy and self.heavy_limit is not None and self.heavy >= self.heavy_limit:
            return False
        self.count += 1
        self.heavy += heavy
        self._idle.clear()
        metrics.IN_FLIGHT.inc()
        return True

    def ended(self, heavy: bool = False) -> None:
        metrics.IN_FLIGHT.dec()
        self.count -= 1
        self.heavy -= heavy
        if self.count <= 0:
            self.count = 0
            self._idle.set()

    async def wait_idle(self, seconds: float) -> bool:
        """True when no request is in flight any more, False when `seconds` passed first."""
        try:
            await asyncio.wait_for(self._idle.wait(), seconds)
            return True
        except TimeoutError:
            return False


def access_log(handler: RequestHandler) -> None:
    """One log line per answered request (the Application's `log_function`). The query string's
    values are left out: searches hold names, emails and phone numbers."""
    request, status = handler.request, handler.get_status()
    duration_ms = round(request.request_time() * 1000, 1)
    fields = {"request_id": getattr(handler, "request_id", None), "method": request.method,
              "path": request.path, "status": status, "duration_ms": duration_ms,
              "remote_ip": request.remote_ip}
    if request.query_arguments:
        fields["query"] = sorted(request.query_arguments)
    principal = handler.current_user
    if principal is not None:
        fields["user_id"], fields["user_kind"] = principal.id, principal.kind
    route = handler.application.settings.get("route_templates", {}).get(type(handler), "unmatched")
    metrics.REQUESTS.labels(route, request.method, str(status)).inc()
    metrics.REQUEST_SECONDS.labels(route, request.method).observe(request.request_time())
    level = logging.INFO if status < 400 else logging.WARNING if status < 500 else logging.ERROR
    access.log(level, "%s %s %s %.1f ms", request.method, request.path, status, duration_ms,
               extra={name: value for name, value in fields.items() if value is not None})
