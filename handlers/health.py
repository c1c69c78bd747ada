"""Liveness and readiness for load balancers and orchestrators."""

import asyncio
import logging
from typing import Literal

from pydantic import BaseModel

from documents.database import ping
from handlers.access import public
from handlers.base import BaseHandler
from handlers.openapi import describe

log = logging.getLogger(__name__)

CHECK_TIMEOUT_SECONDS = 2
State = Literal["ok", "unavailable"]


class HealthAnswer(BaseModel):
    status: Literal["ok"]


class ReadyAnswer(BaseModel):
    status: State
    checks: dict[str, State]


class HealthHandler(BaseHandler):
    capped = False
    @public
    @describe("Liveness: the process answers", responses={200: HealthAnswer})
    async def get(self):
        self.answer({"status": "ok"})


class ReadyHandler(BaseHandler):
    capped = False
    @public
    @describe("Readiness: MongoDB (and Redis when configured) answer",
              responses={200: ReadyAnswer, 503: ("A dependency does not answer", ReadyAnswer)})
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
