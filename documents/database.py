"""The MongoDB connection: client creation, index creation for every collection, transactions."""

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from pymongo import AsyncMongoClient

from documents import (
    account_types,
    attachments,
    clients,
    companies,
    counters,
    daily_runs,
    developers,
    files,
    group_logs,
    heartbeats,
    idempotency_keys,
    installment_groups,
    late_fee_charges,
    notification_reads,
    notifications,
    open_balances,
    outbox,
    password_tokens,
    payments,
    plan_templates,
    projects,
    reminder_deliveries,
    reminder_schedules,
    service_types,
    task_runs,
    users,
)
from metrics import CommandTimer

log = logging.getLogger(__name__)

COLLECTION_MODULES = (
    account_types,
    attachments,
    clients,
    companies,
    counters,
    daily_runs,
    developers,
    files,
    group_logs,
    heartbeats,
    idempotency_keys,
    installment_groups,
    late_fee_charges,
    notification_reads,
    notifications,
    open_balances,
    outbox,
    password_tokens,
    payments,
    plan_templates,
    projects,
    reminder_deliveries,
    reminder_schedules,
    service_types,
    task_runs,
    users,
)

T = TypeVar("T")


def connect(url: str, **options) -> AsyncMongoClient:
    """A client for the running event loop (one client per loop, never shared across loops)."""
    options.setdefault("tz_aware", True)
    options["event_listeners"] = [*options.get("event_listeners", []), CommandTimer()]  # metrics.py
    options.setdefault("serverSelectionTimeoutMS", 5000)
    if "appname=" not in url.lower():  # a name given in MONGODB_URL is kept
        options.setdefault("appname", "installments")
    return AsyncMongoClient(url, **options)


async def ensure_indexes(db) -> None:
    for module in COLLECTION_MODULES:
        if module.INDEXES:
            await db[module.COLLECTION].create_indexes(module.INDEXES)


async def in_transaction(db, work: Callable[..., Awaitable[T]]) -> T:
    """Runs `work(session)` in one multi-document transaction, retried on transient errors."""
    async with db.client.start_session() as session:
        return await session.with_transaction(work)


async def ping(db) -> None:
    await db.command("ping")
