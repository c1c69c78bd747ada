"""A trivial job that proves a worker consumes messages: it records a heartbeat in MongoDB."""

import os
import socket

import dramatiq

from documents import heartbeats
from tasks.broker import database


@dramatiq.actor(max_retries=3, time_limit=10_000)
async def record_heartbeat(token: str) -> None:
    await heartbeats.record(database(), token, worker=f"{socket.gethostname()}:{os.getpid()}")
