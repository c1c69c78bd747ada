"""A series of instalments set out in one sentence ("eight quarterly instalments of 5% each, the first on
15 March 2028"; "twelve equal monthly instalments of AED 25,000 each commencing on 1 July 2026"; each date
listed): one row per instalment, dates stepped by the period, labelled `Instalment k of N`."""

import re

from services.extraction import dates, figures
from services.extraction.conventions import Conventions
from services.extraction.recurrence import (
    ANNIVERSARIES_RE,
    ANNIVERSARY_OF_RE,
    COUNT,
    DAY_PERIOD_WORDS,
    DAYS_OF_YEARS_RE,
    EVERY_RE,
    LIKE_SUM_RE,
    ORDINAL,
    PER_PERIOD_RE,
    PERIOD_WORDS,
    count_of,
    days_of_years,
    every_period,
    on_day_of_month,
    ordinal_number,
    period_of,
    yearly_start,
)
from services.extraction.rows import STAGE_SHARE_RE, Row, is_price_share
from services.extraction.series_dated import (
    FOR_MONTHS_RE,
    PERIOD_WORD_RE,
    days_of_years_figure,
    figure_before,
    first_of_like_sums,
    instalment_rows,
    like_sum_series,
    series_of_anniversaries,
    series_on_days_of_years,
    stepped_series,
)

SERIES_RE = re.compile(
    rf"(?<![\w-]){COUNT}\s+(?:(?:further|consecutive|equal|successive|subsequent)[\s,]+)*"
    rf"(?P<period>{PERIOD_WORDS})?(?:{DAY_PERIOD_WORDS})?"
    r"\s*(?:equal\s+|consecutive\s+)*(?:post[\s\-]*(?:handover|completion|delivery|possession)\s+)?"
    r"(?:(?:stage|construction|progress|milestone|development|deferred|additional|interim)\s+)?"
    r"(?:payment\s+)?"
    r"(?:instal?l?ments?|payments|tranches|emis)\b", re.IGNORECASE)
EACH_RE = re.compile(r"\beach\b|\bper\s+instal?l?ment\b|\bapiece\b", re.IGNORECASE)


def series_start(clause: str) -> int:
    """Where the words that define a series begin in a clause that sets one out (0 when they begin it)."""
    starts = [found.start() for pattern in SERIES_WORDS if (found := pattern.search(clause)) is not None]
    if (figure := days_of_years_figure(clause, Conventions())) is not None:
        starts.append(figure[0])  # the figure of payments on named days, before them
    if (first := first_of_like_sums(clause, Conventions())) is not None:
        starts.append(first[0])  # the first of payments repeated as "the like sum"
    if (anniversaries := ANNIVERSARIES_RE.search(clause)) is not None \
            and (figure := figure_before(clause[:anniversaries.start()], Conventions())) is not None:
        starts.append(figure[0])  # the figure paid on each anniversary
    return min(starts, default=0)


def looks_like_series(text: str) -> bool:
    """Whether some words of the text could define a series (a table row's cells are then read together)."""
    return any(pattern.search(text) for pattern in SERIES_WORDS)


def series_rows(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """A series of instalments set out in one sentence, one row each; [] when the clause is not one."""
    if (like := like_sum_series(clause, block, conventions) or stepped_series(clause, block, conventions)
            or series_of_anniversaries(clause, block, conventions)):
        return like
    for match in SERIES_RE.finditer(clause):
        rows = _series_at(match, clause, block, conventions)
        if rows:
            return rows
    return _series_between(clause, block, conventions) or series_on_days_of_years(clause, block, conventions) \
        or _series_counted_otherwise(clause, block, conventions)


# "quarterly instalments of AED 50,000 each, the first on 1 April 2027 and the last on 1 January 2028";
# "monthly instalments of AED 20,000 from 1 January 2027 to 1 December 2027": no count, two dates.
OPEN_SERIES_RE = re.compile(
    rf"\b(?P<period>{PERIOD_WORDS})\s+(?:equal\s+|consecutive\s+)*(?:post[\s\-]*(?:handover|completion|delivery"
    r"|possession)\s+)?(?:instal?l?ments?|payments)\b", re.IGNORECASE)
FIGURE_PERIOD_RE = re.compile(rf"(?:%|\d)\s+(?P<period>{PERIOD_WORDS})\b", re.IGNORECASE)
FIRST_LAST_RE = re.compile(r"\b(?:first|commencing|starting|beginning|from)\b.*\b(?:last|final|until|till|to|ending"
                           r"|through)\b", re.IGNORECASE | re.DOTALL)


def _series_between(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """A series that states its period ("quarterly instalments", "every month"), its first and its last
    date, and not how many: one row per step, the figure after the period words for each."""
    match = OPEN_SERIES_RE.search(clause)
    every = EVERY_RE.search(clause) or FIGURE_PERIOD_RE.search(clause)  # "every month", "2% monthly from ..."
    if match is not None:
        period, after = period_of(match.group("period")), match.end()
    elif every is not None:
        period, after = (every_period(every) if every.re is EVERY_RE else period_of(every.group("period"))), 0
    else:
        return []
    rest = _own_words(clause[after:], conventions)  # not "..., and the balance of AED 1,000,000 upon Handover"
    if period is None or not FIRST_LAST_RE.search(rest):
        return []
    stated = [found for _, _, found in dates.stated(rest, conventions)]
    if len(stated) != 2 or stated[1] <= stated[0]:
        return []
    first, last = stated
    months = (last.year - first.year) * 12 + last.month - first.month
    if months % period or not 1 <= months // period < 120 or dates.add_months(first, months) != last:
        return []
    first = on_day_of_month(clause, first) or first  # "on the 7th day of each month from April 2026 to ..."
    if match is None:
        rest = PER_PERIOD_RE.sub(" ", rest)  # "£25,000 per calendar month": each payment, not a rate
    shares = [value for start, end, value in figures.shares(rest) if not STAGE_SHARE_RE.match(rest[end:end + 40])]
    found = figures.amounts(rest, conventions)
    if every is not None and match is None and len(shares) + len(found) != 1:
        return []  # "every month" with several figures: not one payment repeated
    if not (shares or found):
        return []
    return instalment_rows(clause, block, months // period + 1, period, first, stated,
                 (shares[0] if shares else None, found[0].value if found else None, None))


def _series_at(match: re.Match, clause: str, block: int, conventions: Conventions) -> list[Row]:
    count = count_of(match)
    if not count or count < 2 or count > 120:
        return []
    period = None
    if match.group("period"):
        period = period_of(match.group("period"))
    every = EVERY_RE.search(clause)
    if period is None and every:
        period = every_period(every)
    if period is None and (word := PERIOD_WORD_RE.search(clause)) is not None:
        period = period_of(word.group("period"))
    if period is None and re.search(r"\bemis\b", match.group(), re.IGNORECASE):
        period = 1  # equated monthly instalments
    rest = _own_words(clause[match.end():], conventions)
    before = clause[:match.start()]
    share_each = amount_each = None
    each = EACH_RE.search(clause)
    shares = [(s, e, v) for s, e, v in figures.shares(rest) if not STAGE_SHARE_RE.match(rest[e:e + 40])]
    found = figures.amounts(rest, conventions)
    # The series' total is the figure nearest before it ("40% on signing, and the remaining 60% in six ...").
    total_shares = [(end, value) for start, end, value in figures.shares(before) if is_price_share(before, start, end)]
    total_share = total_shares[-1][1] if total_shares else None
    total_amount_found = figures.amounts(before, conventions)[-1:]
    # "Quarterly instalments of 5% each (8 instalments)": a figure before the count said to be each one's.
    if total_shares and re.match(r"\W*(?:each|per\s+instal)", before[total_shares[-1][0]:], re.IGNORECASE):
        return []  # read as a series counted otherwise
    if re.match(r"\s*(?:,?\s*as\s+follows\s*)?[:\-–]", clause[match.end():]):
        return []  # "in three instalments: 10% on signing; ...": the list that follows sets them out
    if len({value for _, _, value in shares}) > 1 and not each and not re.search(r"\bequal\b", match.group(), re.I):
        return []  # "in three instalments: 10% on signing; 40% on ...; and 50% upon handover": a list, no series
    if shares and (each or not total_share):
        share_each = shares[0][2]
    if found and (each or not total_amount_found):
        amount_each = found[0].value
    if amount_each is None and total_amount_found and share_each is None:
        amount_each = total_amount_found[0].value
        if not PER_PERIOD_RE.match(before, total_amount_found[0].end):  # "£25,000 per calendar month ... (12 ...)"
            amount_each = (amount_each / count).quantize(figures.CENT)
    # "20% ... in twelve equal monthly instalments": each is a twelfth of 20% of the price, but the agreement
    # states no share for it, so its percentage stays 0 (CONTRACT 9) and only its amount is worked out.
    implied = total_share / count if share_each is None and amount_each is None and total_share is not None else None
    if share_each is None and amount_each is None and implied is None:
        return []
    listed = [found_date if not ANNIVERSARY_OF_RE.search(rest[max(0, at - 80):at]) else dates.add_months(found_date, 12)
              for at, _, found_date in dates.stated(rest, conventions)]  # "on each anniversary of ... (12 March 2026)"
    if not listed and (named := days_of_years(clause)) is not None and len(named[2]) == count:
        listed = named[2]  # "in six instalments on 1 January and 1 July of each year 2027 to 2029"
    first = listed[0] if listed else None
    if first is None and re.search(r"\bfurther\b", match.group(), re.IGNORECASE) and period is not None \
            and (earlier := dates.stated(before, conventions)):
        # "a first payment of $11,000 on 30 November 2026 and eleven further monthly payments": a period after it.
        first = dates.add_months(earlier[-1][2], period)
    if first is None:
        first_dates = dates.stated(clause, conventions)
        first = first_dates[0][2] if first_dates else yearly_start(clause)
    first = on_day_of_month(clause, first)
    if first is None and clause.rstrip().endswith(":"):
        return []  # "in five (5) annual instalments, each to be paid not later than the date shown:": the list after
    return instalment_rows(clause, block, count, period, first, listed, (share_each, amount_each, implied))


# Where a sentence goes on to a payment after its series ("..., followed by a final instalment of AED 120,000").
NEXT_PAYMENT_RE = re.compile(r";\s*|,?\s+(?:and|then|followed\s+by|plus)\s+(?!vat|gst|tax)", re.IGNORECASE)


def _own_words(rest: str, conventions: Conventions) -> str:
    """The words after a series' count that are its own: up to a separator, after its own figure, after which
    a share or an amount comes before any date (another payment), not one before the next of its listed dates."""
    for separator in NEXT_PAYMENT_RE.finditer(rest):
        before = PER_PERIOD_RE.sub(" ", rest[:separator.start()])  # "AED 25,000 per month": its own figure
        if not (figures.shares(before) or figures.amounts(before, conventions)):
            continue  # the series' own figure is still to come ("of two and one-half per cent (2.5%) each")
        after = rest[separator.end():]
        figures_at = [start for start, _, _ in figures.shares(after)] + [a.start for a in figures.amounts(after,
                                                                                                          conventions)]
        dates_at = [start for start, _, _ in dates.stated(after, conventions)]
        if figures_at and (not dates_at or min(figures_at) < min(dates_at)) \
                and not EACH_RE.search(after[min(figures_at):min(figures_at) + 30]):
            return rest[:separator.start()]  # not "...; 5% each (40% in aggregate)": the series' own share
    return rest


# Series whose count is written otherwise: "8 x 5%", "Instalments 2 to 13", "(8 instalments)", "every month
# for 30 months".
# Not a size ("120 × 60 cm", "3 x 4 m").
TIMES_RE = re.compile(r"(?<![\w.,])(?P<count>\d{1,3})\s*[x×]\s*"
                      r"(?!\d+(?:[.,]\d+)?\s*(?:cm|mm|m|m2|m²|ft|in|sq\w*|metres?|meters?|feet|inch\w*)\b)(?=\d|[A-Z₹$£€]{1,3}\b|rs\.?\s|aed|usd|sar|qar"
                      rf"|{PERIOD_WORDS})"
                      rf"|\b(?:{PERIOD_WORDS})(?:\s+instal?l?ments?)?\s*[x×]\s*(?P<count_after>\d{{1,3}})\b",
                      re.IGNORECASE)
# "Second-Ninth", "3rd to 10th": instalments numbered by their order.
ORDINAL_RANGE_RE = re.compile(rf"\b(?P<low>{ORDINAL})\s*(?:-|–|to|through)\s*(?P<high>{ORDINAL})\b", re.IGNORECASE)
NUMBERED_RE = re.compile(r"\binstal?l?ments?\s+(?:nos?\.?\s*)?(?P<low>\d{1,3})\s*(?:to|-|–|through)\s*"
                         r"(?P<high>\d{1,3})\b(?!\s*(?:%|per\s?cent)|[.,]\d)",  # not "Instalment 5 - 60 %"
                         re.IGNORECASE)
LISTED_EACH_RE = re.compile(r"\b(?:instal?l?ments?|payments)\b(?:[^.;]|\.(?=\d)){0,60}?\beach\b[^.;]{0,30}?"
                            r"\b(?:on|dated)\b"
                            r"|(?P<figure>%|\d)\s*(?:\([^()]*\)\s*)?(?:each\s+(?:(?:due|payable|falling\s+due)\s+)?"
                            r"(?:on|dated)|on\s+each\s+of)\s(?=(?:[^.;]|\.(?=\d))*\d(?:[^.;]|\.(?=\d))*\band\b)",
                            re.IGNORECASE)
COUNTED_AFTER_RE = re.compile(r"\((?P<count>\d{1,3})\s+(?:instal?l?ments?|payments)\)", re.IGNORECASE)


def _series_counted_otherwise(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """A series whose count is "8 x", a range of instalment numbers, "(8 instalments)" or "for 30 months",
    with one share or amount for each instalment and a period (or no date at all)."""
    count = at = None
    unit_period = None
    if (times := TIMES_RE.search(clause)) is not None:
        count, at = int(times.group("count") or times.group("count_after")), times.end()
    elif (numbered := NUMBERED_RE.search(clause)) is not None and int(numbered.group("high")) > int(
            numbered.group("low")):
        count, at = int(numbered.group("high")) - int(numbered.group("low")) + 1, numbered.end()
    elif (ordinal := ORDINAL_RANGE_RE.search(clause)) is not None:
        count, at = ordinal_number(ordinal.group("high")) - ordinal_number(ordinal.group("low")) + 1, ordinal.end()
    elif (counted := COUNTED_AFTER_RE.search(clause)) is not None:
        count, at = int(counted.group("count")), 0
    elif (listed := LISTED_EACH_RE.search(clause)) is not None:
        # "Installment payments of $50,000.00 each are due on 02/03/2026, 05/03/2026 and 08/03/2026".
        at = listed.start()
        if listed.group("figure"):  # "₹ 13,50,000 each on 05.04.2026, ... and 05.01.2027": from its figure
            head = clause[:listed.end("figure")]
            starts = [a.start for a in figures.amounts(head, conventions) if a.end == len(head)] + [
                start for start, end, _ in figures.shares(head) if end == len(head)]
            at = min(starts, default=at)
            at = max(head.rfind(mark, 0, at) for mark in ";:,(") + 1  # with its currency: "₹ 13,50,000"
        own = _own_words(clause[at:], conventions)
        count = len(dates.stated(own, conventions))
        clause = clause[:at] + own
    elif (months := FOR_MONTHS_RE.search(clause)) is not None:
        count, at = count_of(months), 0
        unit_period = {"months": 1, "quarters": 3, "years": 12}[months.group("unit").lower()]
        # "1% of the Purchase Price every month for 30 months": a figure paid each period, stated as such;
        # "for 12 months amounting to Rs. 59,400 (at Rs. 3 per sq. ft. per month)" is one sum.
        unit = months.group("unit").lower().rstrip("s")
        adverb = {"month": "monthly", "quarter": "quarterly", "year": "(?:annually|yearly)"}[unit]
        if not re.search(rf"(?:%|\d)(?:\s+of\s+the\s+(?:purchase\s+|sale\s+)?price)?(?:\s+on\s+the\s+\w+(?:\s+day)?"
                         rf"\s+of)?\s*(?:(?:every|each|per|a)\s+{unit}"
                         rf"|{adverb})\b", clause, re.IGNORECASE):
            return []
    if count is None or at is None or not 2 <= count <= 120:
        return []
    rest = PER_PERIOD_RE.sub(" ", clause[at:]) if unit_period else clause[at:]
    shares = [value for start, end, value in figures.shares(rest) if not STAGE_SHARE_RE.match(rest[end:end + 40])]
    found = figures.amounts(rest, conventions)
    if len(shares) > 1 or len(found) > 1 or not (shares or found):
        return []  # one figure for each instalment, or this is not such a series
    period = unit_period
    if period is None and (word := PERIOD_WORD_RE.search(clause)) is not None:
        period = period_of(word.group("period"))
    if period is None and (every := EVERY_RE.search(clause)) is not None:
        period = every_period(every)
    stated = [found_date for _, _, found_date in dates.stated(clause, conventions)]
    return instalment_rows(clause, block, count, period, on_day_of_month(clause, stated[0] if stated else None), stated,
                 (shares[0] if shares else None, found[0].value if found else None, None))


SERIES_WORDS = (DAYS_OF_YEARS_RE, LIKE_SUM_RE,
                SERIES_RE, OPEN_SERIES_RE, TIMES_RE, NUMBERED_RE, ORDINAL_RANGE_RE, LISTED_EACH_RE, COUNTED_AFTER_RE,
                FOR_MONTHS_RE)
