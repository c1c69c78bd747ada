"""Job worker: `python worker.py [--processes N] [--threads N]` (the `dramatiq worker` CLI options).

`dramatiq worker` on this module does the same. Needs REDIS_URL and MONGODB_URL.
"""

import os
import sys

import metrics
import tasks  # sets the broker and registers the actors
from config import get_settings
from logs import JsonLogs, log_format, setup_logging

# Module level, so that `dramatiq worker worker` gets it too; the CLI imports this module again in
# each worker process (as `worker`, not `__main__`), hence the check.
if not any(isinstance(middleware, JsonLogs) for middleware in tasks.broker.broker.middleware):
    tasks.broker.broker.add_middleware(JsonLogs(get_settings().log_level,
                                                log_format(get_settings().log_format, get_settings().env)))

if __name__ == "__main__":
    from dramatiq.cli import main, make_argument_parser

    if not get_settings().redis_url or not get_settings().mongodb_url:
        sys.exit("worker.py needs REDIS_URL and MONGODB_URL (without them the API runs jobs in-process)")
    # The main process logs the same way (the CLI's logging.basicConfig() then leaves it as it is); its worker
    # processes, whose stderr is a pipe to it, follow its choice through LOG_FORMAT.
    # Its processes share their metrics with the API's on this host (metrics.py): started again once for it.
    metrics.multiprocess_restart(get_settings().data_dir / "metrics")
    fmt = log_format(get_settings().log_format, get_settings().env)
    os.environ["LOG_FORMAT"] = fmt
    setup_logging(get_settings().log_level, fmt=fmt)
    sys.exit(main(make_argument_parser().parse_args(["worker", *sys.argv[1:]])))
