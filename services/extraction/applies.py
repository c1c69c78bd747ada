"""Which of the rows read apply, and when: an addendum's revised plan replaces the first one, only the option the
agreement says was chosen counts, a payment on a defined date ("on the Completion Date") or given its date in a
later sentence falls due then, an undated series "thereafter" steps from the payment before it, and a balance
stated without a figure is the price less the payments before it."""

import re
from dataclasses import replace
from decimal import Decimal

from services.extraction import dates, figures
from services.extraction.conventions import Conventions
from services.extraction.layout import Document, Table
from services.extraction.rows import Row


def applying(rows: list[Row], document: Document, text: str, conventions: Conventions) -> list[Row]:
    """The rows of the plan that applies, dated where the agreement dates them elsewhere."""
    return _with_referred_dates(_with_defined_dates(_chosen_option(_revised(rows, document), text), text, conventions))


def balances(rows: list[Row], price: Decimal | None) -> list[Row]:
    """A balance stated without a figure ("the balance on handover") is the price less the payments before it,
    when each of them has an amount; it is no row at all when it is the plan's only one."""
    kept: list[Row] = []
    for row in rows:
        if not row.balance:
            kept.append(row)
            continue
        before = [amount_of(earlier, price) for earlier in kept if not earlier.fee]
        if not before:
            continue
        if price is not None and all(amount is not None for amount in before):
            rest = price - sum(amount for amount in before if amount is not None)
            row = replace(row, amount=rest if rest > 0 else None)
        kept.append(row)
    return kept


def amount_of(row: Row, price: Decimal | None) -> Decimal | None:
    """A row's amount, stated or worked out from its share and the price."""
    share = row.share if row.share is not None else row.implied_share
    if row.amount is not None:
        return row.amount
    return figures.share_of(price, share) if price is not None and share is not None else None


# "[X] Option B", "The Buyer has chosen Option 2", "Payment Plan Selected: Option 2": the plan that applies.
CHOSEN_OPTION_RE = re.compile(r"\[\s*[xX✓✔]\s*\]\s*(?:payment\s+)?(?:option|alternative)\s+([A-Z]|\d{1,2})\b"
                              r"|\b(?:chosen|chose|elected|elects|selected|opted\s+for)\s*:?\s*(?:payment\s+plan\s+)?"
                              r"(?:option|alternative)\s+([A-Z]|\d{1,2})\b", re.IGNORECASE)


# "Schedule 3 (Payment Plan) of the Agreement is deleted in its entirety and replaced with the Revised Payment Plan".
REPLACED_PLAN_RE = re.compile(r"\b(?:payment\s+plan|payment\s+schedule|schedule\s+of\s+payments?|schedule\s+\w{1,3})\b"
                              r"[^.]{0,120}?\b(?:deleted|cancelled|superseded|replaced|substituted)\b[^.]{0,80}?"
                              r"\b(?:revised|amended|new|following)\b", re.IGNORECASE)


def _revised(rows: list[Row], document: Document) -> list[Row]:
    """An addendum that replaces the plan: only the rows set out after the words that replace it."""
    replaced = [index for index, block in enumerate(document.blocks)
                if not isinstance(block, Table) and REPLACED_PLAN_RE.search(block.text)]
    if not replaced:
        return rows
    after = [row for row in rows if row.block > replaced[-1]]
    return after if any(not row.fee for row in after) else rows


# '"Completion Date" means the 12th day of June 2026': a date the agreement names.
DEFINED_TERM_RE = re.compile(r"[\"“](?P<term>[A-Z][\w\s]{2,40}?)[\"”]\s+(?:means|shall\s+mean|is)\s+")


def _with_defined_dates(rows: list[Row], text: str, conventions: Conventions) -> list[Row]:
    """A payment due on a defined date ("on the Completion Date", where "Completion Date" means the 12th day of June
    2026) falls due on it; not on an anticipated or estimated one."""
    defined = {}
    for found in DEFINED_TERM_RE.finditer(text):
        stated = dates.stated(text[found.end():found.end() + 40], conventions)
        if stated and stated[0][0] <= 4 and not dates.ESTIMATE_RE.search(found.group("term")):
            defined[found.group("term").lower()] = stated[0][2]
    if not defined:
        return rows
    dated = []
    for row in rows:
        if row.due is None and not row.series and not row.fee:
            named = [day for term, day in defined.items() if re.search(rf"\bthe\s+{re.escape(term)}\b", row.text, re.I)]
            if len(named) == 1:
                row = replace(row, due=named[0])
        dated.append(row)
    return dated


def _chosen_option(rows: list[Row], text: str) -> list[Row]:
    """Of the plans an agreement offers under option headings, the rows of the one it says was chosen."""
    chosen = {next(group for group in found.groups() if group).lower() for found in CHOSEN_OPTION_RE.finditer(text)}
    if len(chosen) != 1 or not any(row.option for row in rows):
        return rows
    return [row for row in rows if row.option is None or row.option in chosen]


def _with_referred_dates(rows: list[Row]) -> list[Row]:
    """A sentence that gives the date of a charge stated just before it dates that charge; the marker
    rows such sentences give are then dropped. An undated series "thereafter" is dated from the payment
    before it."""
    kept: list[Row] = []
    base = None  # the date an undated series "thereafter" steps from: the payment just before it
    for row in rows:
        if row.step and row.due is None and base is not None:
            row = replace(row, due=dates.add_months(base, row.step))
        elif not row.step:
            base = row.due
        if not row.refers:
            kept.append(row)
            continue
        for index in range(len(kept) - 1, max(-1, len(kept) - 3), -1):
            earlier = kept[index]
            if earlier.fee and earlier.prose and earlier.due is None and earlier.amount is not None:
                kept[index] = replace(earlier, due=row.due)
                break
    return kept
