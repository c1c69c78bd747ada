"""Worker middleware: one log line per job saying which job ran, for how long, and how it ended."""

import logging
import time

from dramatiq.middleware import Middleware

import metrics

log = logging.getLogger("jobs")


class JobLog(Middleware):
    def before_process_message(self, broker, message):
        message.options["started_monotonic"] = time.monotonic()

    def after_process_message(self, broker, message, *, result=None, exception=None):
        elapsed = time.monotonic() - message.options.pop("started_monotonic", time.monotonic())
        elapsed_ms = elapsed * 1000
        metrics.JOBS.labels(message.actor_name, "done" if exception is None else "failed").inc()
        metrics.JOB_SECONDS.labels(message.actor_name).observe(elapsed)
        if exception is None:
            log.info("job %s %s (args %s) done in %.0f ms", message.actor_name, message.message_id,
                     message.args, elapsed_ms)
        else:
            log.warning("job %s %s (args %s) failed after %.0f ms: %r (retries so far: %s)",
                        message.actor_name, message.message_id, message.args, elapsed_ms, exception,
                        message.options.get("retries", 0))

    def after_skip_message(self, broker, message):
        metrics.JOBS.labels(message.actor_name, "skipped").inc()
        log.info("job %s %s skipped", message.actor_name, message.message_id)
