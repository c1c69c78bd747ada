"""Derived data that older records lack, stored in the background once the API listens (server.py): the
search text, figures and open-balances records of groups from before they were kept, the names kept with
older payments."""

import logging

from documents import installment_groups
from services.groups import settle_unsettled
from services.payments import name_old_payments

log = logging.getLogger(__name__)


async def run(db) -> None:
    """Each backfill in turn, logged; one that fails is tried again at the next start. Meanwhile a read of a
    group not settled yet settles it first (services.groups.figures_of), and an older payment lists without
    the names of its client, group and company until it is named, and an older group is not found by a
    search until its search text is stored, nor on a page of the unpaid list until its open-balances record
    is (seconds after an upgrade)."""
    for what, backfill in (("search text of older groups", installment_groups.set_missing_search_text),
                           ("figures of older groups", settle_unsettled),
                           ("open-balances records of older groups", installment_groups.refresh_open_balances),
                           ("names kept with older payments", name_old_payments)):
        try:
            done = await backfill(db)
        except Exception:  # noqa: BLE001 - logged; the next start tries again
            log.warning("could not store the %s", what, exc_info=True)
            continue
        if done:
            log.info("stored the %s: %d record(s)", what, done)
