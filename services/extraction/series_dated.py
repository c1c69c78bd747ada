"""A series' instalments as rows (`instalment_rows`), and the series dated otherwise than by a count, a period and a
first date: payments on named days of each year, on the anniversaries of a date, a first payment repeated as "the
like sum", a payment that changes after some periods. `series.series_rows` tries these first."""

import calendar
import itertools
import re
from datetime import date, timedelta
from decimal import Decimal

from services.extraction import dates, figures
from services.extraction.conventions import Conventions
from services.extraction.recurrence import (
    ANNIVERSARIES_RE,
    COUNT,
    EVERY_RE,
    FURTHER_RE,
    LIKE_SUM_RE,
    MONTHLY_DAY_RE,
    ORDINAL,
    PER_PERIOD_RE,
    PERIOD_WORDS,
    THEREAFTER_RE,
    UNTIL_PAID_RE,
    count_of,
    day_of_month,
    days_of_years,
    every_days,
    every_period,
    period_of,
    succeeding_period,
)
from services.extraction.rows import Row, after_handover

FOR_MONTHS_RE = re.compile(r"\bfor\s+(?:a\s+period\s+of\s+)?" + COUNT + r"\s+(?:consecutive\s+)?"
                           r"(?P<unit>months|quarters|years)\b", re.IGNORECASE)
PERIOD_WORD_RE = re.compile(rf"\b(?P<period>{PERIOD_WORDS})\b", re.IGNORECASE)


def days_of_years_figure(clause: str, conventions: Conventions) -> tuple[int, Decimal | None, Decimal | None] | None:
    """The one figure of payments on named days of each year: just before the days ("5% of the Price on 1 January
    and 1 July in each of the years ..."), as (where it starts, share, amount); None when there is none."""
    found = days_of_years(clause)
    return figure_before(clause[:found[0]], conventions) if found is not None else None


def figure_before(before: str, conventions: Conventions) -> tuple[int, Decimal | None, Decimal | None] | None:
    """The figure that ends the text before a series' words, as (where it starts, share, amount); None when the
    last figure stands too far from them to be theirs."""
    near = [(start, end, value, None) for start, end, value in figures.shares(before)] + [
        (amount.start, amount.end, None, amount.value) for amount in figures.amounts(before, conventions)]
    if not near:
        return None
    start, end, share, amount = max(near, key=lambda figure: figure[1])
    gap = before[end:]
    if len(gap) > 60 or re.search(r"[;:]|\d", gap):
        return None  # not this payment's figure
    # "ten per cent (10%)" and "AED 50,000 (5%)": the figures stated together belong to it as well.
    for figure in near:
        if not figure[1] <= start <= figure[1] + 12 or re.search(r"[;,]|\band\b", before[figure[1]:start]):
            continue
        share, amount, start = share or figure[2], amount or figure[3], min(start, figure[0])
    return start, share, amount


def series_of_anniversaries(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """Payments on the anniversaries of a date ("the sum of US$50,000.00 on each of the first four anniversaries of
    the date of this Agreement"): one row per anniversary, dated from the named date once the agreement gives it
    (applies.py), or after handover when they are anniversaries of it."""
    found = ANNIVERSARIES_RE.search(clause)
    if found is None:
        return []
    count = count_of(found) if found.group("count") else len(re.findall(ORDINAL, found.group("ordinals"), re.I))
    figure = figure_before(clause[:found.start()], conventions)
    if not count or not 2 <= count <= 40 or figure is None:
        return []
    start, share, amount = figure
    base = re.sub(r"\s+", " ", found.group("base").lower())
    # Anniversaries of handover (or of "the Handover Date") fall after it; of an event, they have no date.
    after = re.search(r"\b(?:completion|handover|possession|delivery|transfer)\b", base) is not None
    event = after and "date" not in base
    return [Row(label=f"Instalment {number + 1} of {count}", text=clause[start:found.end()], share=share, amount=amount,
                due=None, fee=False, post=after, prose=True, block=block,
                events=frozenset({f"anniversary{number}"}), series=True, step=None if event else 12 * (number + 1),
                since=None if event else base)
            for number in range(count)]


def first_of_like_sums(clause: str, conventions: Conventions) -> tuple[int, Decimal, date] | None:
    """The first payment of a sum repeated as "the like sum" ("£40,000 on the 15th day of April 2026 and a like
    sum on the 15th day of each succeeding third month"): (where its figure starts, its amount, its date)."""
    like = LIKE_SUM_RE.search(clause)
    if like is None:
        return None
    head = clause[:like.start()]
    stated = dates.stated(head, conventions)
    if not stated:
        return None
    date_start, _, first = stated[-1]
    before = [amount for amount in figures.amounts(head[:date_start], conventions)
              if not re.search(r"[;:]", head[amount.end:date_start]) and date_start - amount.end <= 60]
    return (before[-1].start, before[-1].value, first) if before else None


def like_sum_series(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """A payment and "the like sum" repeated each period after it, until a number of further payments have been
    made, until a stated total has been paid, or until a last date: one row per payment."""
    found = first_of_like_sums(clause, conventions)
    like = LIKE_SUM_RE.search(clause)
    if found is None or like is None:
        return []
    start, each, first = found
    after = clause[like.end():]
    period = succeeding_period(after) or (every_period(every) if (every := EVERY_RE.search(after)) else None)
    if period is None or each <= 0:
        return []
    count = None
    if (further := FURTHER_RE.search(after)) is not None:
        count = (count_of(further) or 0) + 1  # "until eleven further such payments have been made"
    elif UNTIL_PAID_RE.search(after):
        # "... until the Instalment Sum has been paid in full": the total stated before the first payment.
        totals = [amount.value for amount in figures.amounts(clause[:start], conventions)
                  if amount.value > each and amount.value % each == 0 and 2 <= amount.value / each <= 120]
        count = int(totals[-1] / each) if totals else None
    elif (last := dates.stated(after, conventions)) and re.search(r"\buntil\b", after, re.IGNORECASE):
        months = (last[-1][2].year - first.year) * 12 + last[-1][2].month - first.month
        count = months // period + 1 if months > 0 and months % period == 0 else None
    if count is None or not 2 <= count <= 120:
        return []
    day = day_of_month(named) if (named := MONTHLY_DAY_RE.search(after)) is not None else first.day
    due = [dates.add_months(first, period * number) for number in range(count)]
    due = [value.replace(day=min(day, calendar.monthrange(value.year, value.month)[1])) for value in due]
    return instalment_rows(clause[start:], block, count, None, due[0], due, (None, each, None))


# "..., then 150.000 EGP for 12 months starting 01.03.2027": the next step of a series whose payment changes.
STEP_RE = re.compile(r",?\s*(?:and\s+)?(?:then|thereafter|followed\s+by)\s+", re.IGNORECASE)


def stepped_series(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """Payments that change after a number of periods ("monthly instalments of 100.000 EGP for 12 months starting
    01.03.2026, then 150.000 EGP for 12 months starting 01.03.2027"): one row per payment of each step, a step
    without a first date starting a period after the step before it."""
    cuts = [0] + [found.start() for found in STEP_RE.finditer(clause)] + [len(clause)]
    pieces = [clause[start:end] for start, end in itertools.pairwise(cuts)]
    if len(pieces) < 2 or sum(1 for piece in pieces if FOR_MONTHS_RE.search(piece)) < 2:
        return []
    period_word = PERIOD_WORD_RE.search(clause)
    day = day_of_month(named) if (named := MONTHLY_DAY_RE.search(clause)) is not None else None
    due: list[date] = []
    each: list[tuple[Decimal | None, Decimal | None]] = []
    for piece in pieces:
        counted = FOR_MONTHS_RE.search(piece)
        if counted is None:
            if due:
                break  # the steps are over: what follows is another payment
            continue  # the words before the first step
        count, unit = count_of(counted), counted.group("unit").lower()
        period = {"months": 1, "quarters": 3}.get(unit) if unit != "years" else (
            period_of(period_word.group("period")) if period_word else None)
        if not count or period is None:
            return []
        count = count if unit != "years" else count * 12 // period
        figured = PER_PERIOD_RE.sub(" ", piece[:counted.start()])
        shares = [(start, value) for start, _, value in figures.shares(figured)]
        found = [(amount.start, amount.value) for amount in figures.amounts(figured, conventions)]
        if not (shares or found):
            return []
        stated = dates.stated(piece[counted.end():], conventions)
        if stated:
            first = stated[0][2]
        elif due:
            first = dates.add_months(due[-1], period)
        else:
            return []
        for number in range(count):
            step = dates.add_months(first, period * number)
            due.append(step.replace(day=min(day, calendar.monthrange(step.year, step.month)[1])) if day else step)
            each.append((shares[-1][1] if shares else None, found[-1][1] if found else None))
    if not 2 <= len(due) <= 240 or due != sorted(due):
        return []
    return [Row(label=f"Instalment {number + 1} of {len(due)}", text=clause, share=share, amount=amount, due=when,
                fee=False, post=after_handover(clause), prose=True, block=block,
                events=frozenset({f"series{number}"}), series=True)
            for number, (when, (share, amount)) in enumerate(zip(due, each, strict=True))]


def series_on_days_of_years(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """Payments on named days of each year named ("five per cent (5%) of the Price on 1 January and on 1 July in
    each of the years 2027, 2028 and 2029"): one row per date, with the figure stated for each."""
    figure = days_of_years_figure(clause, conventions)
    found = days_of_years(clause)
    if figure is None or found is None:
        return []
    start, share, amount = figure
    due = found[2]
    return instalment_rows(clause[start:found[1]], block, len(due), None, due[0], due, (share, amount, None))


def instalment_rows(clause: str, block: int, count: int, period: int | None, first: date | None, listed: list[date],
          each: tuple[Decimal | None, Decimal | None, Decimal | None]) -> list[Row]:
    """The series' rows: dated from the first date by the period, or by each date listed; `each` is the
    share and amount of one instalment, and the share it implies when the agreement states none."""
    share_each, amount_each, implied = each
    days = every_days(clause) if period is None and len(listed) != count else None  # "every ninety (90) days"
    if len(listed) == count:
        period = None  # "falling due on 01/25/2030 and 07/25/2030 respectively": each date is given
    elif first is not None and period is None and days is None:
        return []
    # "Instalments 3 to 10: 5% each, payable every three months thereafter": stepped from the payment before.
    step = period if first is None and period is not None and THEREAFTER_RE.search(clause) else None
    post = after_handover(clause) or bool(re.search(r"post[\s\-]*handover", clause, re.I))
    noun = "Post-Handover Instalment" if post else "Instalment"
    rows = []
    for number in range(count):
        due: date | None
        if len(listed) == count:
            due = listed[number]
        elif days is not None:
            due = first + timedelta(days=days * number) if first is not None else None
        else:
            due = dates.add_months(first, period * number) if first is not None and period is not None else None
        rows.append(Row(label=f"{noun} {number + 1} of {count}", text=clause, share=share_each, amount=amount_each,
                        due=due, fee=False, post=post, prose=True, block=block,
                        events=frozenset({f"series{number}"}), series=True, implied_share=implied,
                        step=step and step * (number + 1)))
    return rows
