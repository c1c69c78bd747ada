"""Liveness and readiness for load balancers and orchestrators."""

import asyncio
import logging

from documents.database import ping
from handlers.base import BaseHandler, public

log = logging.getLogger(__name__)

CHECK_TIMEOUT_SECONDS = 2


class HealthHandler(BaseHandler):
    @public
    async def get(self):
        self.answer({"status": "ok"})


class ReadyHandler(BaseHandler):
    @public
    async def get(self):
        checks = {"mongodb": ping(self.db)}
        redis = self.application.settings.get("redis")
        if redis is not None:
            checks["redis"] = redis.ping()
        results = {}
        for name, check in checks.items():
            try:
                await asyncio.wait_for(check, CHECK_TIMEOUT_SECONDS)
                results[name] = "ok"
            except Exception:  # noqa: BLE001 - any failure means not ready
                log.warning("readiness check %s failed", name, exc_info=True)
                results[name] = "unavailable"
        ready = all(state == "ok" for state in results.values())
        self.answer({"status": "ok" if ready else "unavailable", "checks": results}, 200 if ready else 503)


routes = [
    (r"/healthz", HealthHandler),
    (r"/readyz", ReadyHandler),
]
