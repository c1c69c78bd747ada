"""Which of the rows read apply, and when: an addendum's revised plan replaces the first one, only the option the
agreement says was chosen counts, a payment on a defined date ("on the Completion Date") or given its date in a
later sentence falls due then, an undated series "thereafter" steps from the payment before it, and a balance
stated without a figure is the price less the payments before it."""

import re
from dataclasses import replace
from datetime import date
from decimal import Decimal

from services.extraction import dates, figures
from services.extraction.conventions import Conventions
from services.extraction.layout import Document, Table
from services.extraction.recurrence import COUNT, count_of
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


# '"Completion Date" means the 12th day of June 2026', "Signing Date: 29/08/2026": a date the agreement names.
DEFINED_TERM_RE = re.compile(r"[\"“](?P<term>[A-Z][\w\s]{2,40}?)[\"”]\s+(?:means|shall\s+mean|is)\s+"
                             r"|(?:^|\|)\W*(?P<label>[A-Z][\w ]{1,30}?\b[Dd]ate)\s*[:\-–]\s*", re.MULTILINE)
# "Friday, 27 August 2027": the day of the week before a date.
WEEKDAY_RE = re.compile(r"\s*(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s*", re.IGNORECASE)
# "THIS AGREEMENT is made in Doha on 31 August 2026", "This Agreement is dated the 12th day of March 2025".
AGREEMENT_DATED_RE = re.compile(r"\bthis\s+(?:agreement|contract|deed)\b[^.;\n]{0,40}?\b(?:is\s+)?(?:made|dated|entered"
                                r"\s+into|executed)\b[^.;\n\d]{0,30}"
                                r"|^\W*(?:date\s+of\s+(?:this\s+)?(?:agreement|contract)|agreement\s+date)\s*[:\-–]\s*",
                                re.IGNORECASE | re.MULTILINE)
# How a row refers to the agreement's own date.
AGREEMENT_DATE_WORDS = r"date\s+of\s+(?:this|the)\s+(?:agreement|contract|deed)|date\s+hereof"
# "six (6) months after", "90 days following": a payment that falls due a time after a named date.
OFFSET_RE = re.compile(rf"\b{COUNT}\s+(?:calendar\s+)?(?P<unit>days?|weeks?|months?|years?)\s+(?:after|following|from)"
                       r"\s+(?:the\s+)?$", re.IGNORECASE)
# The words before a named date that make it the payment's date: "on", "upon", "on or before", a table cell.
ON_DATE_RE = re.compile(r"(?:\b(?:on|upon|at|dated|as\s+at|by|before|(?:not|no)\s+later\s+than)\s+(?:the\s+)?"
                        r"|[|:]\s*)$", re.IGNORECASE)


def named_dates(text: str, conventions: Conventions) -> dict[str, date]:
    """The dates the agreement names, by the words a row refers to them with (lower case): defined terms,
    labelled dates and the agreement's own date ("date of this agreement"); not an anticipated or estimated one."""
    named: dict[str, date] = {}
    for found in DEFINED_TERM_RE.finditer(text):
        term = found.group("term") or found.group("label")
        after = text[found.end():found.end() + 50]
        stated = dates.stated(after, conventions)
        # "Estimated / Completion Date: 31 March 2029": an estimate, even when the word stands on the line before.
        estimated = dates.ESTIMATE_RE.search(text[max(0, found.start() - 20):found.end()])
        if stated and (stated[0][0] <= 4 or WEEKDAY_RE.fullmatch(after[:stated[0][0]])) and not estimated:
            named.setdefault(re.sub(r"\s+", " ", term.strip()).lower(), stated[0][2])
    for found in AGREEMENT_DATED_RE.finditer(text[:LONGEST_PREAMBLE]):
        stated = dates.stated(text[found.end():found.end() + 40], conventions)
        if stated and stated[0][0] <= 2:
            named.setdefault("date of this agreement", stated[0][2])
            break
    return named


LONGEST_PREAMBLE = 20000


def dated_from(text: str, named: dict[str, date]) -> tuple[date, int] | None:
    """The named date a payment's words refer to, and the months after it that the payment falls due
    ("on the date falling six (6) months after the date of this Agreement"); None when they refer to none, to
    more than one, or give only a deadline ("within 30 days of the Booking Date")."""
    found = []
    for term, day in named.items():
        words = AGREEMENT_DATE_WORDS if term == "date of this agreement" else re.escape(term).replace("\\ ", r"\s+")
        found += [(match, day, term) for match in re.finditer(rf"\b(?:{words})\b", text, re.IGNORECASE)]
    if len({day for _, day, _ in found}) != 1:
        return None
    match, day, term = found[0]
    before = text[:match.start()]
    offset = OFFSET_RE.search(before)
    if offset is None:
        # "On the date of this agreement" is when it is signed, an event, even where the agreement is dated.
        on = ON_DATE_RE.search(before) or not before.strip()
        return (day, 0) if on and term != "date of this agreement" else None
    count = count_of(offset)
    unit = offset.group("unit").lower().rstrip("s")
    # "Upon the expiry of ninety (90) days from the Effective Date": a time counted in days is a deadline, not a
    # date of the calendar; months and years are.
    if count is None or unit not in ("month", "year") or re.search(
            r"\bwithin\b", before[max(0, offset.start() - 12):offset.start()], re.IGNORECASE):
        return None
    return day, count * (12 if unit == "year" else 1)


def _named_day(words: str, named: dict[str, date]) -> date | None:
    """The named date that words such as "date of this agreement" or "completion date" name."""
    if re.fullmatch(AGREEMENT_DATE_WORDS, words, re.IGNORECASE):
        return named.get("date of this agreement")
    return named.get(re.sub(r"^the\s+", "", words))


def _with_defined_dates(rows: list[Row], text: str, conventions: Conventions) -> list[Row]:
    """A payment due on a named date ("on the Completion Date", where "Completion Date" means the 12th day of June
    2026) or a time after one ("six (6) months after the date of this Agreement") falls due then; a series
    counted from a named date ("on each of the first four anniversaries of the date of this Agreement") as
    well."""
    named = named_dates(text, conventions)
    if not named:
        return rows
    dated = []
    for row in rows:
        if row.due is None and (not row.series or row.since):
            found = dated_from(row.text, named) if not row.since else (
                (day, 0) if (day := _named_day(row.since, named)) is not None else None)
            if found is not None:
                day, months = found
                months += (row.step or 0) if row.since else 0
                row = replace(row, due=dates.add_months(day, months), step=None, since=None)
        dated.append(row)
    return dated


def _chosen_option(rows: list[Row], text: str) -> list[Row]:
    """Of the plans an agreement offers under option headings or by name, the rows of the one it says was chosen."""
    chosen = {next(group for group in found.groups() if group).lower() for found in CHOSEN_OPTION_RE.finditer(text)}
    offered = {row.option for row in rows if row.option}
    if not chosen and len(offered) >= 2:
        # Plans offered by name: "The Allottee has opted for the Down Payment Plan (DPP)", "Selected Payment Plan:
        # Plan Alpha", "has selected the 12-Month Plan".
        said = " ".join(text[found.end():found.end() + 60].lower() for found in CHOSEN_PLAN_RE.finditer(text))
        chosen = {key for key in offered if re.search(rf"(?<![\w\-]){re.escape(key)}(?![\w\-])", said)}
    if len(chosen) != 1 or not offered:
        return rows
    return [row for row in rows if row.option is None or row.option in chosen]


CHOSEN_PLAN_RE = re.compile(r"\b(?:chosen|chose|elected|elects|selected|opted\s+for|opts\s+for)\b", re.IGNORECASE)


def _with_referred_dates(rows: list[Row]) -> list[Row]:
    """A sentence that gives the date of a charge stated just before it dates that charge; the marker
    rows such sentences give are then dropped. An undated series "thereafter" is dated from the payment
    before it."""
    kept: list[Row] = []
    base = None  # the date an undated series "thereafter" steps from: the payment just before it
    for row in rows:
        if row.step and row.due is None and base is not None and not row.since:  # not counted from a named date
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
