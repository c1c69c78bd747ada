"""The figures a piece of agreement text states: dates, shares of the price and amounts of money.

Pure functions over strings. Conventions that vary between agreements (day-first or month-first
numeric dates, "1,250,000.00" or "1.250.000,00") are decided once per document by `Conventions.of`
and passed in, so one document is read one way throughout (CONTRACT 9).
"""

import calendar
import re
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from services.extraction.number_words import NUMBER_WORD, NUMBER_WORDS_RE, words_value
from services.figures import add_months  # noqa: F401 - the extractor's series step dates with it

MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
CENT = Decimal("0.01")
# Characters of one piece of text we are willing to scan; a plan row or clause is never longer.
LONGEST_TEXT = 4000


@dataclass(frozen=True)
class Conventions:
    """How one document writes numeric dates and numbers."""
    month_first: bool = False  # 03/15/2026
    decimal_comma: bool = False  # 1.250.000,00
    undecided: bool = False  # numeric dates that read either way and none that shows which
    fils: bool = False  # amounts with three decimals in a currency of fils or baisa ("BHD 14,850.000"): 350.000 is 350

    @classmethod
    def of(cls, text: str) -> "Conventions":
        """Decided from the whole document: month first when some numeric date can only be read
        month first and none only day first; decimal comma when numbers are grouped with points."""
        # Dates with a four-digit year decide; two-digit ones ("sort code 40-11-62") only when none does.
        votes = {True: [0, 0], False: [0, 0]}  # four-digit year?: [day first only, month first only]
        for match in NUMERIC_DATE_RE.finditer(text):
            first, second = int(match.group("a")), int(match.group("b"))
            if first > 12 >= second:
                votes[len(match.group("year")) == 4][0] += 1
            elif second > 12 >= first:
                votes[len(match.group("year")) == 4][1] += 1
        day_first_only, month_first_only = votes[True] if any(votes[True]) else votes[False]
        # Numbers that can only be read one way decide ("1.250.000", "986.000,00" / "1,250,000", "18,650.000");
        # "250.000" alone could be either (250 Omani rials, or 250 thousand), so it counts only when nothing else does.
        points, commas = len(STRONG_POINT_RE.findall(text)), len(STRONG_COMMA_RE.findall(text))
        if not (points or commas):
            points, commas = len(POINT_GROUPED_RE.findall(text)), len(COMMA_GROUPED_RE.findall(text))
        # "In this Agreement, dates are written month/day/year", "(MM/DD/YYYY)": the agreement says which.
        declared_month_first = bool(MONTH_FIRST_SAID_RE.search(text)) and not DAY_FIRST_SAID_RE.search(text)
        declared_day_first = bool(DAY_FIRST_SAID_RE.search(text)) and not MONTH_FIRST_SAID_RE.search(text)
        if not (day_first_only or month_first_only) and (declared_month_first or declared_day_first):
            day_first_only, month_first_only = int(declared_day_first), int(declared_month_first)
        undecided = not (day_first_only or month_first_only) and NUMERIC_DATE_RE.search(text) is not None
        fils = bool(FILS_AMOUNT_RE.search(text)) and bool(FILS_CURRENCY_RE.search(text)) and points <= commas
        return cls(month_first=month_first_only > 0 and day_first_only == 0, decimal_comma=points > commas,
                   undecided=undecided, fils=fils)


# "14,850.000": grouped by commas with three decimals, as dinars and rials with their fils are written.
FILS_AMOUNT_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d{3}(?![\d,])")
MONTH_FIRST_SAID_RE = re.compile(r"\bmm\s*[/.\-]\s*dd\s*[/.\-]\s*yy(?:yy)?\b|\bmonth\s*[/.\-]\s*day\s*[/.\-]\s*year\b"
                                 r"|\bmonth\s*,\s*day\s*(?:,|and)\s*year\b", re.IGNORECASE)
DAY_FIRST_SAID_RE = re.compile(r"\bdd\s*[/.\-]\s*mm\s*[/.\-]\s*yy(?:yy)?\b|\bday\s*[/.\-]\s*month\s*[/.\-]\s*year\b"
                               r"|\bday\s*,\s*month\s*(?:,|and)\s*year\b", re.IGNORECASE)


# --- dates -----------------------------------------------------------------------------------

_MONTH = (r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_ORDINAL = r"(?:st|nd|rd|th)?"
MONTH_WORDS = _MONTH  # a month's name, in a group "month"
_MONTH_NAME = _MONTH.replace("(?P<month>", "(?:")
_YEAR = r"(?P<year>(?:19|20)\d{2}|\d{2})"
_DAY_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
                 "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
# "twenty-first" .. "thirty-first": the day of a month in words.
DAY_WORDS = {word: index for index, word in enumerate(_DAY_ORDINALS, 1)} | {
    f"{tens}{joint}{word}": value + index for tens, value in (("twenty", 20), ("thirty", 30))
    for index, word in enumerate(_DAY_ORDINALS[:9], 1) for joint in ("-", " ")} | {"thirtieth": 30}
DAY_WORDS_RE = "|".join(sorted(DAY_WORDS, key=len, reverse=True))  # a pattern, for other patterns
NUMERIC_DATE_RE = re.compile(r"(?<![\d.,/\-])(?P<a>\d{1,2})(?P<sep>[/.\-])(?P<b>\d{1,2})(?P=sep)"
                             r"(?P<year>(?:19|20)\d{2}|\d{2})(?![\d%]|[.,]\d)")
DATE_RES = (
    # 2026-04-15
    re.compile(r"(?<![\d.,])(?P<year>(?:19|20)\d{2})(?P<sep>[-/.])(?P<month>\d{1,2})(?P=sep)(?P<day>\d{1,2})(?!\d)"),
    # 15-Apr-2026, 15 April 2026, 15th April, 2026, 15th of April 2026
    re.compile(rf"(?<![\d.,])(?P<day>\d{{1,2}}){_ORDINAL}(?:[\s\-/.]+|(?=[a-z]))(?:of\s+)?{_MONTH}[\s\-/.,]*{_YEAR}"
               r"(?![\d%]|[.,]\d)", re.IGNORECASE),
    # the fourteenth (14th) day of October 2027
    re.compile(rf"(?<![\d.,])(?P<day>\d{{1,2}}){_ORDINAL}\)?\s+day\s+of\s+{_MONTH}[\s,]*(?P<year>(?:19"
               rf"|20)\d{{2}})(?!\d)",
               re.IGNORECASE),
    # "on 1 June and 1 December 2026": the first date takes the year of the second
    re.compile(rf"(?<![\d.,])(?P<day>\d{{1,2}}){_ORDINAL}\s+(?:of\s+)?{_MONTH}(?=\s*(?:,|and|&)\s*\d{{1,2}}{_ORDINAL}\s+"
               rf"(?:of\s+)?{_MONTH_NAME}[\s,]+(?P<year>(?:19|20)\d{{2}})(?!\d))", re.IGNORECASE),
    # the fourteenth of March 2026, the first day of May, 2026
    re.compile(rf"\b(?P<dayword>{DAY_WORDS_RE})(?:\s+day)?\s+of\s+{_MONTH}[\s,]*(?P<year>(?:19|20)\d{{2}})(?!\d)",
               re.IGNORECASE),
    # April 15, 2026 / Apr 15th 2026
    re.compile(rf"(?<![a-z]){_MONTH}\s*(?P<day>\d{{1,2}}){_ORDINAL},?\s+(?P<year>(?:19"
               rf"|20)\d{{2}})(?!\d)", re.IGNORECASE),
    NUMERIC_DATE_RE,
    # June 2029: a month without its day falls due on its last day, the latest the agreement allows
    re.compile(rf"(?<![a-z\d]){_MONTH}[\s\-,]*(?P<year>(?:19|20)\d{{2}})(?!\d)", re.IGNORECASE),
)
# A date said to be an estimate ("expected", "anticipated"): not the row's due date.
ESTIMATE_RE = re.compile(r"\b(?:expected|estimated|anticipated|tentative(?:ly)?|approximately|indicative|target(?:ed)?"
                         r"|projected|scheduled\s+for)\b", re.IGNORECASE)


def dates(text: str, conventions: Conventions) -> list[tuple[int, int, date]]:
    """Each date `text` states, as (start, end, date), in order; overlapping readings give the first, longest."""
    found = []
    for pattern in DATE_RES:
        for match in pattern.finditer(text[:LONGEST_TEXT]):
            parsed = _date_of(match, conventions)
            if parsed is not None:
                found.append((match.start(), -match.end(), parsed))
    found.sort()
    taken, until = [], -1
    for start, negative_end, parsed in found:
        if start >= until:
            taken.append((start, -negative_end, parsed))
            until = -negative_end
    return taken


def _date_of(match: re.Match, conventions: Conventions) -> date | None:
    parts = match.groupdict()
    if "a" in parts:
        first, second = int(parts["a"]), int(parts["b"])
        day, month = (second, first) if conventions.month_first else (first, second)
    else:
        written = parts["month"].lower().rstrip(".")
        month = int(written) if written.isdigit() else MONTHS.index(written[:3]) + 1
    year = int(parts["year"])
    year += 2000 if year < 100 else 0
    if "a" not in parts:
        if not 1 <= month <= 12:
            return None
        if parts.get("dayword"):
            day = DAY_WORDS.get(re.sub(r"[\s\-]+", "-", parts["dayword"].lower()), 0)
        else:
            day = int(parts["day"]) if parts.get("day") else calendar.monthrange(year, month)[1]
    if not (1 <= month <= 12 and 1990 <= year <= 2100 and 1 <= day <= calendar.monthrange(year, month)[1]):
        return None
    return date(year, month, day)


def due_date(value: date | None) -> str:
    """DD-MMM-YY in English whatever the locale ("15-Jan-26"); "" for no date."""
    if value is None:
        return ""
    return f"{value.day:02d}-{MONTH_ABBREVIATIONS[value.month - 1]}-{value.year % 100:02d}"


# --- shares of the price ---------------------------------------------------------------------

_PERCENT_SIGN = r"\s*(?:%|per\s?cent(?:um)?\b|pct\b|percentage\b)"
PERCENT_RE = re.compile(rf"(?<![\w.,])(\d{{1,3}}(?:[.,]\d{{1,4}})?){_PERCENT_SIGN}", re.IGNORECASE)
# "twelve and one-half per cent", "two and a half percent", "seven point five per centum".
_FRACTION_WORDS = {"a half": "0.5", "one half": "0.5", "one-half": "0.5", "a quarter": "0.25", "one quarter": "0.25",
                   "one-quarter": "0.25", "three quarters": "0.75", "three-quarters": "0.75", "point five": "0.5",
                   "point two five": "0.25", "point seven five": "0.75"}
_FRACTION = "|".join(re.escape(words).replace("\\ ", r"\s+") for words in _FRACTION_WORDS)
WORD_PERCENT_RE = re.compile(rf"\b((?:{NUMBER_WORD})(?:[\s\-]+(?:and\s+)?(?:{NUMBER_WORD}))*?)"
                             rf"(?:\s+(?:and\s+)?(?P<fraction>{_FRACTION}))?\s+per\s?cent(?:um)?\b",
                             re.IGNORECASE)


def shares(text: str) -> list[tuple[int, int, Decimal]]:
    """Each share of something `text` states ("10%", "ten percent (10%)" once), as (start, end, value)."""
    text = text[:LONGEST_TEXT]
    digits = [(m.start(), m.end(), Decimal(m.group(1).replace(",", "."))) for m in PERCENT_RE.finditer(text)]
    found = [item for item in digits if 0 < item[2] <= 100]
    for match in WORD_PERCENT_RE.finditer(text):
        whole = words_value(match.group(1))
        if whole is None:
            continue
        fraction = match.group("fraction")
        value = Decimal(whole) + (Decimal(_FRACTION_WORDS[re.sub(r"\s+", " ", fraction.lower())]) if fraction else 0)
        if not 0 < value <= 100:
            continue
        # "ten percent (10%)": the digits right after say the same share again.
        if any(start >= match.end() and start - match.end() <= 4 for start, _, _ in found):
            continue
        found.append((match.start(), match.end(), Decimal(value)))
    return sorted(found)


# --- amounts of money ----------------------------------------------------------------------------

CURRENCY = (r"AED|Dhs?|(?:UAE\s+)?Dirhams?|USD|(?:US\s?|TT|HK|NZ|BD|EC|[SACRJN])\$|\$"
            r"|(?:US|U\.S\.|United\s+States)\s+dollars?|dollars?|EUR|€"
            r"|euros?|GBP|£"
            r"|pounds?(?:\s+sterling)?|sterling"
            r"|EGP|LE|L\.E\.?|Egyptian\s+pounds?|SAR|SR|riyals?|rials?|R\.\s?O\.?|RO|QAR|QR|Qatari\s+riyals?|BHD|BD|OMR"
            r"|KWD|KD|JOD"
            r"|INR|Rs\.?|₹|rupees?|PHP|Php|₱|pesos?|MAD|TRY|CAD|AUD|SGD|PKR|CHF|JPY|CNY|HKD|MYR|THB|IDR|ZAR|NGN|KES"
            r"|JMD|TTD|BBD|XCD|NZD|GHS|LKR|BDT|NPR|MXN|BRL|SEK|NOK|DKK|PLN|CZK|ILS|LBP|TND"
            r"|(?:Kenya(?:n)?\s+|Uganda(?:n)?\s+|Tanzania(?:n)?\s+)?shillings?|KSh|UGX|TZS|RM|ringgit|baht|naira|₦"
            r"|dinars?|(?:Turkish\s+)?lira|₺")
CURRENCY_RE = re.compile(rf"(?<![A-Za-z])(?:{CURRENCY})(?![A-Za-z])", re.IGNORECASE)
# Digits as money is written: 1,250,000.00 / 12,50,000 / 1.250.000,00 / 1 250 000 / 500000.
_GROUPED = r"(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)"
# Three decimals only after comma grouping ("R.O. 18,650.000", "BD 9,322.500"): the fils of Gulf currencies.
_DIGITS = rf"(?:\d{{1,3}}(?:,\d{{3}})+\.\d{{3}}|(?:{_GROUPED}|\d+)(?:[.,]\d{{1,2}})?)"
_SCALE = r"(?:\s*(?P<scale>million|mn|m|lakhs?|lacs?|crores?|k)\b)?"
# Not inside a word or an id, but right after a currency code ("RM680,000.00", "AED1,250,000"): a capital may
# stand before the digits (an id like "B2" is never tagged as money).
NUMBER_RE = re.compile(rf"(?<![\d.,/\-+_])(?-i:(?<![a-z]))(?P<digits>{_DIGITS})(?:/[-=])?{_SCALE}(?![\w%]|[.,/\-]\d)",
                       re.IGNORECASE)
STRONG_POINT_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{1,2}(?!\d)"
                             r"|(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.]|,\d)")
STRONG_COMMA_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{2,3})+\.\d{1,3}(?!\d)"
                             r"|(?<![\d.,])\d{1,3}(?:,\d{2,3}){2,}(?![\d,]|\.\d)")
POINT_GROUPED_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.]|,\d)")
COMMA_GROUPED_RE = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{2,3})+(?:\.\d{1,3})?(?![\d,%]|\.\d|\s*%)")
_SCALES_VALUE = {"million": 10**6, "mn": 10**6, "m": 10**6, "k": 10**3, "lakh": 10**5, "lakhs": 10**5,
                 "lac": 10**5, "lacs": 10**5, "crore": 10**7, "crores": 10**7}
# Words around a number that make it something other than money.
IDENTIFIER_BEFORE_RE = re.compile(
    r"(?:\b(?:no|nos|number|unit|plot|floor|clause|clauses|section|article|schedule|annex|box|apartment|villa"
    r"|building|office|tower|suite|tel|phone|fax|ref|id|page|item|instal?l?ments?|stage|phase|lot|parcel|title"
    r"|flat|block|street|road|level|sub-clause|paragraph|year|of|and|to)\.?|#)\s*$", re.IGNORECASE)
UNIT_AFTER_RE = re.compile(
    r"\s*(?:sq|square|sqm|sqft|months?|days?|weeks?|years?|units?|floors?|storeys?|km|m2|m²|ft|feet|metres?"
    r"|meters?|bedrooms?|parking|car|hours?|instal?l?ments?|quarterly|monthly|equal|st|nd|rd|th)\b",
    re.IGNORECASE)


def number_value(digits: str, conventions: Conventions) -> Decimal | None:
    """The value of digits as the document writes numbers; None when they are not a number."""
    compact = re.sub(r"[ \u00a0\u202f]", "", digits)
    if conventions.decimal_comma and not STRONG_COMMA_RE.fullmatch(compact):
        # "EGP 6,400,000" in an agreement that writes "960.000,00": a number read one way only keeps its reading.
        compact = compact.replace(".", "").replace(",", ".")
    elif STRONG_POINT_RE.fullmatch(compact):
        compact = compact.replace(".", "").replace(",", ".")
    elif conventions.fils and re.fullmatch(r"\d{1,3}\.\d{3}", compact):
        pass  # "350.000" beside "14,850.000" dinars: three hundred and fifty dinars
    elif re.fullmatch(r"\d{1,3}(?:\.\d{3})+", compact):
        compact = compact.replace(".", "")  # 3.400.000 can only be grouped by points
    else:
        compact = compact.replace(",", "")
        if re.fullmatch(r"\d+,\d{1,2}", digits):
            compact = digits.replace(",", ".")
    try:
        return Decimal(compact)
    except InvalidOperation:
        return None


@dataclass(frozen=True)
class Amount:
    start: int
    end: int
    value: Decimal
    tagged: bool  # carries a currency, or is written in words with one


def amounts(text: str, conventions: Conventions, *, bare: bool = False) -> list[Amount]:
    """Each amount of money `text` states, in order. A number counts when a currency stands next to it,
    or, with `bare` (a cell under an amount column), when it is not a year, a count, a size or an id."""
    text = text[:LONGEST_TEXT]
    found: list[Amount] = []
    stated_dates = tuple((start, end) for start, end, _ in dates(text, conventions))
    taken = [*stated_dates, *((start, end) for start, end, _ in shares(text))]
    for match in NUMBER_RE.finditer(text):
        start, end = match.span()
        if any(s < end and start < e for s, e in taken):
            continue
        if start and text[start - 1].isalpha() and not GLUED_CURRENCY_RE.search(text, max(0, start - 12), start):
            continue  # "CYM712406", "QID28863401127": an id; but "RM680,000.00" is money
        value = number_value(match.group("digits"), conventions)
        if re.fullmatch(r"\d{1,3}\.\d{3}", match.group("digits")) and FILS_CURRENCY_RE.search(
                text[max(0, start - 8):start] + " " + text[end:end + 8]):
            value = Decimal(match.group("digits"))  # "R.O. 250.000": 250 rials and no baisa, not 250 thousand
        if value is None or value.adjusted() > 15:
            continue  # not a number, or digits no sum of money runs to
        if match.group("scale"):
            scale = match.group("scale").lower()
            if scale in ("m", "k") and not _tagged(text, start, end):
                continue  # "5 m" is metres, "5 k" is nothing we know, unless a currency says money
            value *= _SCALES_VALUE[scale]
        tagged = _tagged(text, start, end, stated_dates=stated_dates)
        if not tagged and not (bare and _plausible_bare(text, match)):
            continue
        if RATE_AFTER_RE.match(text, end):
            continue  # "AED 1,920 per sq ft", "₹ 100 per sq. ft.": a rate, not a sum
        found.append(Amount(start, end, value.quantize(CENT, ROUND_HALF_UP), tagged))
    for match in NUMBER_WORDS_RE.finditer(text):
        start, end = match.span()
        if any(s < end and start < e for s, e in taken) or any(a.start < end and start < a.end for a in found):
            continue
        if not _tagged(text, start, end, words=True):
            continue
        spoken = words_value(match.group())
        if spoken is None or spoken < 100:
            continue
        # "One Hundred Thousand Dirhams (AED 100,000)": the digits that follow are the same amount.
        found.append(Amount(start, end, Decimal(spoken).quantize(CENT), True))
    found.sort(key=lambda amount: amount.start)
    return _without_restatements(text, found)


# "... of the Purchase Price of AED 2,900,000": the amount after the price's name and "of" is the price.
PRICE_OF_RE = re.compile(rf"\s+of\s+(?:(?:{CURRENCY})\.?\s*)?\d", re.IGNORECASE)
GLUED_CURRENCY_RE = re.compile(rf"(?<![A-Za-z])(?:{CURRENCY})$", re.IGNORECASE)
# Words that introduce a sum of money even without a currency ("amounting to 95000", "Sale Price: 950000").
MONEY_BEFORE_RE = re.compile(r"(?:amounting\s+to|in\s+the\s+(?:amount|sum)\s+of|the\s+sum\s+of|price\s*:)\s*$",
                             re.IGNORECASE)


# "AED 1,920 per sq ft", "14.20 AED per sq ft per annum", "Rs. 100/- per sq. ft.".
RATE_AFTER_RE = re.compile(rf"\s*(?:(?:{CURRENCY})\.?\s*)?(?:/[-=]\s*)?(?:/|per\b|a\b)\s*"
                           r"(?:sq|square|month|annum|year|day|week|m2|m²|ft|foot|feet|metre|meter|unit)",
                           re.IGNORECASE)


# Currencies written with three decimals (fils, baisa).
FILS_CURRENCY_RE = re.compile(r"(?<![A-Za-z])(?:OMR|R\.\s?O\.?|RO|BHD|BD|KWD|KD|JOD|rials?"
                              r"|dinars?)(?![A-Za-z])", re.IGNORECASE)


def _tagged(text: str, start: int, end: int, *, words: bool = False,
            stated_dates: tuple[tuple[int, int], ...] = ()) -> bool:
    before = text[max(0, start - 24):start]
    if not words and MONEY_BEFORE_RE.search(before):
        return True
    after = text[end:end + 30]
    currency_before = re.search(rf"(\d\s*(?:/[-=])?\s*)?(?:{CURRENCY})\.?\s*(?:only\s*)?$", before, re.IGNORECASE)
    # "... that is 1,06,002 INR. 4.4 Stamp duty": a currency right after a number is that number's, but not
    # after a date ("10-Feb-2026 Rs. 30,000").
    number_before = currency_before.start(1) + start - len(before) if currency_before and currency_before.group(1) \
        else None
    if number_before is not None and any(s <= number_before < e for s, e in stated_dates):
        number_before = None
    if currency_before and number_before is None and CURRENCY_RE.search(before):
        return True
    gap = r"[\s\-]*(?:(?:only|and\s+no/100|and\s+\d{2}/100)\s*)?" if words else r"\s*(?:/[-=]\s*)?"
    return bool(re.match(rf"{gap}(?:{CURRENCY})(?![A-Za-z])", after, re.IGNORECASE))


def _plausible_bare(text: str, match: re.Match) -> bool:
    digits = match.group("digits")
    if " " in digits or re.fullmatch(r"\d{8,}", digits):
        return False  # "Tel. 11 218 4470", "C.R. 1010654321": numbers, not sums, unless a currency says so
    if re.fullmatch(r"\d{1,4}", digits) and not match.group("scale"):
        whole = int(digits)
        if whole < 100 or 1900 <= whole <= 2100:
            return False  # row numbers, counts and years are not money
    if IDENTIFIER_BEFORE_RE.search(text[max(0, match.start() - 20):match.start()]):
        return False
    return not UNIT_AFTER_RE.match(text, match.end())


def _without_restatements(text: str, found: list[Amount]) -> list[Amount]:
    """An amount repeated right after itself ("One Hundred Thousand Dirhams (AED 100,000)") once."""
    kept: list[Amount] = []
    for amount in found:
        gap = CURRENCY_RE.sub("", text[kept[-1].end:amount.start]) if kept else ""
        gap = re.sub(r"\band\s+(?:no|\d{2})/100\b|\bonly\b", "", gap, flags=re.IGNORECASE)
        if kept and kept[-1].value == amount.value and len(gap.strip(" ()[]/-:.")) <= 6:
            continue
        kept.append(amount)
    return kept


def share_of(price: Decimal, share: Decimal) -> Decimal:
    """`share` percent of `price`, to the cent, half up."""
    return (price * share / 100).quantize(CENT, ROUND_HALF_UP)
