"""`GET /metrics`: the Prometheus text format (metrics.py), with the outbox backlog read at the scrape. Not for
the public: with METRICS_TOKEN set, only `Authorization: Bearer <token>`; without it, only loopback callers."""

import hmac
import ipaddress

import metrics
from documents import outbox
from errors import ApiError
from handlers.access import public
from handlers.base import BaseHandler
from handlers.openapi import ResponseObject, describe

TEXT_FORMAT = ResponseObject(description="Metrics in the Prometheus text format", content={
    "text/plain": {"schema": {"type": "string"}}})


class MetricsHandler(BaseHandler):
    capped = False  # a scrape is answered even when the process is full: that is when it matters

    # Public as far as sessions go; the token or a loopback address decides (below).
    @public
    @describe("Prometheus metrics: requests, latency, in flight, overload refusals, database commands, jobs, "
              "the outbox backlog, emails and WhatsApp messages",
              headers={"Authorization": (str, "Bearer METRICS_TOKEN, when the service has one")},
              responses={200: TEXT_FORMAT, 401: "METRICS_TOKEN is set and this is not it",
                         403: "No METRICS_TOKEN: only loopback callers"})
    async def get(self):
        token = self.config.metrics_token
        if token:
            given = self.request.headers.get("Authorization", "")
            if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
                raise ApiError(401, "A valid metrics token is required")
        elif not _loopback(self.request.remote_ip):
            raise ApiError(403, "Metrics are served to loopback callers only (set METRICS_TOKEN to scrape from "
                                "elsewhere)")
        backlog = await outbox.backlog(self.db)
        body, content_type = metrics.exposition(metrics.gauge_lines(
            "outbox_backlog", "Jobs recorded and not done yet (pending or running)", backlog))
        self.set_header("Content-Type", content_type)
        self.finish(body)


def _loopback(address: str | None) -> bool:
    try:
        return address is not None and ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


routes = [(r"/metrics", MetricsHandler)]
