"""Derived data that older records lack, stored in the background once the API listens (server.py): the
figures of groups from before stored figures, the names kept with payments from before they were kept."""

import logging

from services.groups import settle_unsettled
from services.payments import name_old_payments

log = logging.getLogger(__name__)


async def run(db) -> None:
    """Each backfill in turn, logged; one that fails is tried again at the next start. Meanwhile a read of a
    group not settled yet settles it first (services.groups.figures_of), and an older payment lists without
    the names of its client, group and company until it is named (seconds after an upgrade)."""
    for what, backfill in (("figures of older groups", settle_unsettled),
                           ("names kept with older payments", name_old_payments)):
        try:
            done = await backfill(db)
        except Exception:  # noqa: BLE001 - logged; the next start tries again
            log.warning("could not store the %s", what, exc_info=True)
            continue
        if done:
            log.info("stored the %s: %d record(s)", what, done)
