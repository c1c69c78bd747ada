"""Job worker: `python worker.py [--processes N] [--threads N]` (the `dramatiq worker` CLI options).

`dramatiq worker` on this module does the same. Needs REDIS_URL and MONGODB_URL.
"""

import sys

import tasks  # noqa: F401  (sets the broker and registers the actors)
from config import get_settings

if __name__ == "__main__":
    from dramatiq.cli import main, make_argument_parser

    if not get_settings().redis_url or not get_settings().mongodb_url:
        sys.exit("worker.py needs REDIS_URL and MONGODB_URL (without them the API runs jobs in-process)")
    sys.exit(main(make_argument_parser().parse_args(["worker", *sys.argv[1:]])))
