"""The figures a piece of agreement text states: shares of the price and amounts of money (dates: dates.py).

Pure functions over strings. Conventions that vary between agreements (day-first or month-first
numeric dates, "1,250,000.00" or "1.250.000,00") are decided once per document by `Conventions.of`
(conventions.py)
and passed in, so one document is read one way throughout (CONTRACT 9).
"""

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from services.extraction import dates
from services.extraction.conventions import (
    FILS_CURRENCY_RE,
    LONGEST_TEXT,
    STRONG_COMMA_RE,
    STRONG_POINT_RE,
    Conventions,
)
from services.extraction.number_words import NUMBER_WORD, NUMBER_WORDS_RE, words_value

CENT = Decimal("0.01")


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

CURRENCY = (r"(?:Saudi|Omani|Qatari|Bahraini|Kuwaiti|Jordanian|Emirati|Indian|Pakistani|Egyptian|Moroccan|Tunisian"
            r"|Nigerian|Ghanaian)\s+(?:riyals?|rials?|dinars?|dirhams?|rupees?|pounds?|naira|cedis?)|AED|Dhs?|(?:UAE\s+)?Dirhams?|USD|(?:US\s?|TT|HK|NZ|BD|EC|[SACRJN])\$|\$"
            r"|(?:US|U\.S\.|United\s+States)\s+dollars?|dollars?|EUR|€"
            r"|euros?|GBP|£"
            r"|pounds?(?:\s+sterling)?|sterling"
            r"|EGP|LE|L\.E\.?|Egyptian\s+pounds?|SAR|SR|riyals?|rials?|R\.\s?O\.?|RO|QAR|QR|Qatari\s+riyals?|BHD|BD|OMR"
            r"|KWD|KD|JOD"
            r"|INR|Rs\.?|₹|rupees?|PHP|Php|₱|pesos?|MAD|TRY|CAD|AUD|SGD|PKR|CHF|JPY|CNY|HKD|MYR|THB|IDR|ZAR|NGN|KES"
            r"|JMD|TTD|BBD|XCD|NZD|GHS|LKR|BDT|NPR|MXN|BRL|SEK|NOK|DKK|PLN|CZK|ILS|LBP|TND"
            r"|(?:Kenya(?:n)?\s+|Uganda(?:n)?\s+|Tanzania(?:n)?\s+)?shillings?|KSh|UGX|TZS|RM|ringgit|baht|naira|₦"
            r"|dinars?|(?:Turkish\s+)?lira|₺|TL|Rp\.?|rupiah|VND|₫|dong|Tk\.?|৳|taka|GH₵|₵|cedis?|฿|zł|złoty|MUR|GEL|₾"
            r"|(?-i:R)(?=\s?\d|\s*$)|rand")
CURRENCY_RE = re.compile(rf"(?<![A-Za-z])(?:{CURRENCY})(?![A-Za-z])", re.IGNORECASE)
# Digits as money is written: 1,250,000.00 / 12,50,000 / 1.250.000,00 / 1 250 000 / 1'250'000 / 500000.
# "CHF 1'250'000.00": Swiss grouping by apostrophes.
_GROUPED = (r"(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+"
            r"|\d{1,3}(?:['’]\d{3})+)")
# Three decimals only after comma grouping ("R.O. 18,650.000", "BD 9,322.500"): the fils of Gulf currencies.
_DIGITS = rf"(?:\d{{1,3}}(?:,\d{{3}})+\.\d{{3}}|(?:{_GROUPED}|\d+)(?:[.,]\d{{1,2}})?)"
_SCALE = r"(?:\s*(?P<scale>million|mn|m|lakhs?|lacs?|crores?|k)\b)?"
# Not inside a word or an id, but right after a currency code ("RM680,000.00", "AED1,250,000"): a capital may
# stand before the digits (an id like "B2" is never tagged as money).
NUMBER_RE = re.compile(rf"(?<![\d.,/\-+_])(?-i:(?<![a-z]))(?P<digits>{_DIGITS})(?:/[-=])?{_SCALE}(?![\w%]|[.,/\-]\d)",
                       re.IGNORECASE)
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
    compact = re.sub(r"[ \u00a0\u202f'’]", "", digits)
    if re.fullmatch(r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{1,2}", digits):
        compact = compact.replace(",", ".")  # "R 280 000,00": grouped by spaces, so the comma marks the cents
    elif conventions.decimal_comma and not STRONG_COMMA_RE.fullmatch(compact):
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
    stated_dates = tuple((start, end) for start, end, _ in dates.stated(text, conventions))
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
    if number_before is not None and (any(s <= number_before < e for s, e in stated_dates)
                                      or re.search(rf"(?:{CURRENCY})\s?$", before, re.IGNORECASE)):
        number_before = None  # after a date, or written right before these digits ("6.2 ₺3.575.000"): theirs
    if currency_before and number_before is None and CURRENCY_RE.search(before):
        return True
    gap = r"[\s\-]*(?:(?:only|and\s+no/100|and\s+\d{2}/100)\s*)?" if words else r"\s*(?:/[-=]\s*)?"
    # Not a currency that stands before the next number ("6.2 ₺3.575.000", "Unit 12 AED 5,000"): that one's.
    return bool(re.match(rf"{gap}(?:{CURRENCY})(?![A-Za-z])(?!\s?\d)", after, re.IGNORECASE))


def _plausible_bare(text: str, match: re.Match) -> bool:
    digits = match.group("digits")
    if (" " in digits and not re.fullmatch(r"\d{1,3}(?: \d{3})+,\d{2}", digits)) or re.fullmatch(r"\d{8,}", digits):
        # "Tel. 11 218 4470", "C.R. 1010654321": numbers, not sums, unless a currency says so ("125 000,00" with
        # its cents is a sum)
        return False
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
