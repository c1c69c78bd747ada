"""The request life cycle around the handlers: requests in flight (for a graceful stop) and the access log."""

import asyncio
import logging

from tornado.web import RequestHandler

access = logging.getLogger("access")


class InFlight:
    """How many requests are being handled, so a stopping server can wait for them."""

    def __init__(self):
        self.count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def started(self) -> None:
        self.count += 1
        self._idle.clear()

    def ended(self) -> None:
        self.count -= 1
        if self.count <= 0:
            self.count = 0
            self._idle.set()

    async def wait_idle(self, timeout: float) -> bool:
        """True when no request is in flight any more, False when `timeout` seconds passed first."""
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
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
    level = logging.INFO if status < 400 else logging.WARNING if status < 500 else logging.ERROR
    access.log(level, "%s %s %s %.1f ms", request.method, request.path, status, duration_ms,
               extra={name: value for name, value in fields.items() if value is not None})
