"""Prometheus metrics (prometheus-client), for the API and the workers alike: requests by route template,
method and status with their latency, requests in flight, overload refusals, database command durations, jobs by
actor and outcome with their duration, emails and WhatsApp messages sent and failed. `GET /metrics` exposes them
(handlers/metrics.py), with the outbox backlog read at each scrape.

Several processes (`server.py --processes N`, workers on the same host) share them through
PROMETHEUS_MULTIPROC_DIR (prometheus-client's multi-process mode, which must be set before this module is first
imported: `server.py --processes N` sets it and starts itself again; README, "Metrics")."""

import glob
import os
import sys

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from pymongo import monitoring

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)
JOB_BUCKETS = (0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300)

REQUESTS = Counter("http_requests_total", "Requests answered, by route template, method and status",
                   ["route", "method", "status"])
REQUEST_SECONDS = Histogram("http_request_duration_seconds", "Time to answer a request, by route template and method",
                            ["route", "method"], buckets=LATENCY_BUCKETS)
IN_FLIGHT = Gauge("http_requests_in_flight", "Requests being handled", multiprocess_mode="livesum")
OVERLOAD = Counter("http_overload_refusals_total", "Requests refused at once with 503 because the process was full",
                   ["kind"])
DB_COMMAND_SECONDS = Histogram("db_command_duration_seconds", "MongoDB command durations, by command and outcome",
                               ["command", "outcome"], buckets=LATENCY_BUCKETS)
JOBS = Counter("jobs_total", "Jobs run, by actor and outcome", ["actor", "outcome"])
JOB_SECONDS = Histogram("job_duration_seconds", "Time a job took, by actor", ["actor"], buckets=JOB_BUCKETS)
MESSAGES = Counter("messages_total", "Emails and WhatsApp messages handed to their provider, by outcome",
                   ["channel", "outcome"])


def multiprocess_restart(directory) -> None:
    """Makes this process share its metrics through `directory` (PROMETHEUS_MULTIPROC_DIR), starting it again
    so that prometheus-client is imported in that mode before any process is forked; gauge files of processes
    that no longer run are removed. Does nothing when the variable is set already (the second start)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        _forget_dead(directory)
        return
    directory.mkdir(parents=True, exist_ok=True)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(directory)
    os.execv(sys.executable, [sys.executable, *sys.argv])


def _forget_dead(directory) -> None:
    for path in directory.glob("gauge_live*_*.db"):
        try:
            pid = int(path.stem.rsplit("_", 1)[1])
            os.kill(pid, 0)
        except ProcessLookupError:
            path.unlink(missing_ok=True)
        except (ValueError, PermissionError):
            continue


def exposition(extra: str = "") -> tuple[bytes, str]:
    """The metrics in the Prometheus text format (every process's under PROMETHEUS_MULTIPROC_DIR), plus `extra`
    lines already in that format."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        registry.register(EveryProcess(os.environ["PROMETHEUS_MULTIPROC_DIR"]))
    else:
        registry = REGISTRY
    return generate_latest(registry) + extra.encode(), CONTENT_TYPE_LATEST


class EveryProcess:
    """prometheus-client's multi-process collector, without the files that hold nothing yet: a process creates its
    file before it sizes it, and a scrape that reads it in between failed whole with struct.error (a 500), for good
    when the process was killed in that moment (prometheus/client_python#1199)."""

    def __init__(self, directory: str):
        self.directory = directory

    def collect(self):
        files = []
        for path in glob.glob(os.path.join(self.directory, "*.db")):
            try:
                if os.path.getsize(path) > 0:
                    files.append(path)
            except OSError:
                continue  # removed meanwhile (a dead process's gauges)
        return multiprocess.MultiProcessCollector.merge(files, accumulate=True)


def gauge_lines(name: str, help_text: str, value: float) -> str:
    """A gauge read at scrape time (not kept by any process), in the text format."""
    return f"# HELP {name} {help_text}\n# TYPE {name} gauge\n{name} {value}\n"


class CommandTimer(monitoring.CommandListener):
    """PyMongo command listener: each command's duration (the driver measures it) by command name."""

    def started(self, event):
        pass

    def succeeded(self, event):
        DB_COMMAND_SECONDS.labels(event.command_name, "ok").observe(event.duration_micros / 1e6)

    def failed(self, event):
        DB_COMMAND_SECONDS.labels(event.command_name, "failed").observe(event.duration_micros / 1e6)
