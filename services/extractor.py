"""The offline schedule extractor: an agreement's payment-plan rows, read from its text without any AI.

Used when no OpenAI key is configured; its output follows the same rules as the AI path
(CONTRACT.md section 9): ParsedInstallment dicts, in the order the agreement lists them.

How a line becomes a row:
- The text is cut into lines (a table row stays one line, its cells split on "|", tabs or wide
  gaps); wrapped prose lines are joined back and cut into sentences. Each line or sentence that
  states a share ("10%", "10 percent", "ten percent") or an amount, and says when or why it is
  paid (a date, an event, a fee, or words such as "instalment", "deposit", "pay"), is one row.
- The purchase price statement, totals, price breakdowns (area, price per square foot,
  estimates, discounts) and penalty or refund clauses are never rows.
- `percentage` is only the share the row itself states (0 otherwise); a share of a construction
  stage ("on 30% construction") or VAT is not the row's share. When a row states a share but
  no amount, the amount is that share of the stated purchase price (0 when none is stated).
- Amounts: with or without currency (AED, USD, $, Dhs, EUR, GBP; currency is not part of the
  output), thousands separators, "1.2 million". A bare number counts only when nothing carries
  a currency and it is not a year, a count of months, an area or an identifier.
- Dates: 15-Jan-2026, 15-Jan-26, 15/01/2026 (day first, as agreements here write them),
  15.01.2026, January 15, 2026, 15 January 2026, 15th of January 2026, 2026-01-15. A month
  without a day ("March 2026") is given the last day of that month: the latest day the agreement
  allows, so the service never treats money as due before the agreement does; the description
  keeps the original wording for the reviewer.
- A row tied to handover or completion, or to a construction stage, has dueDate "" even when an
  expected date is quoted (that date is an estimate, not the due date). Rows due after handover
  ("post-handover", "after handover", "within 6 months of handover", or listed under a
  post-handover heading) have postHandover true and keep a date only when one is given.
- A fee is charged on top of the price: registration/DLD/Oqood, administration, NOC, service or
  processing fees, a reservation fee. A down payment, deposit or instalment is not, even when it
  is due "on registration", and neither is anything the agreement says is part of the price.
Any text, however odd, gives a list (possibly empty); the extractor never raises.
"""

import calendar
import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
DESCRIPTION_LIMIT = 160
# characters: a schedule row or sentence is never longer; longer lines (data dumps, text without
# line breaks) are skipped, which also bounds the work on pathological input.
LONGEST_LINE = 2000
SHORT_LINE = 60  # characters: wrapped prose fills its lines, titles and list items do not

# --- figures -------------------------------------------------------------------------------

# A month name or its abbreviation, whole word (so "Marketing" and "months" are not months).
_MONTH = (r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_ORDINAL = r"(?:st|nd|rd|th)?"
# Dates, most specific first; each names its day/month/year groups. Not preceded by a digit,
# comma or point, so "1,000 March 2026" is not read as day 00.
DATE_PATTERNS = tuple(re.compile(pattern, re.IGNORECASE) for pattern in (
    # 2026-01-15, 2026/01/15
    r"(?<![\d,.])(?P<year>\d{4})[-/.](?P<month>\d{1,2})[-/.](?P<day>\d{1,2})(?!\d)",
    # 15-Jan-2026, 15-Jan-26, 15 January 2026, 15th of January, 2026
    (rf"(?<![\d,.])(?P<day>\d{{1,2}}){_ORDINAL}[\s\-/.]*(?:of\s+)?{_MONTH}[\s\-/.,]*"
    r"(?P<year>\d{4}|\d{2})(?!\d|\s*%|,\d)"),
    # January 15, 2026 / Jan 15th 2026
    rf"(?<!\w){_MONTH}\s*(?P<day>\d{{1,2}}){_ORDINAL},?\s+(?P<year>\d{{4}})(?!\d)",
    # 15/01/2026, 15-01-26, 15.01.2026: day first
    r"(?<![\d,.])(?P<day>\d{1,2})[/.\-](?P<month>\d{1,2})[/.\-](?P<year>\d{4}|\d{2})(?![\d/.\-]\d|\d)",
    # March 2026, Mar-2026: a month without its day
    rf"(?<!\w){_MONTH}[\s\-,]*(?P<year>\d{{4}})(?!\d)",
))

_PERCENT_SIGN = r"\s*(?:%|per\s?cent\b|pct\b)"
# A share written in digits: "10%", "10 %", "12.5 percent", "10 per cent".
PERCENT_RE = re.compile(rf"(?<![\w.,])(\d{{1,3}}(?:\.\d{{1,2}})?){_PERCENT_SIGN}", re.IGNORECASE)
_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
WORD_NUMBERS = {word: index + 1 for index, word in enumerate(_UNITS)} | {
    f"{tens}{joint}{unit}" if unit else tens: 20 + 10 * t + u
    for t, tens in enumerate(_TENS) for u, unit in enumerate([""] + _UNITS[:9]) for joint in ("-", " ")
} | {"one hundred": 100, "hundred": 100}
# A share written in words: "ten percent", "twenty-five per cent".
WORD_PERCENT_RE = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, WORD_NUMBERS), key=len, reverse=True)) + r")\s+per\s?cent\b",
    re.IGNORECASE)
# Percentages that are not the row's share: a construction stage ("on 30% construction
# completion", "completion of 50% of the works") or tax ("5% VAT", "VAT at 5%").
NOT_SHARE_RE = re.compile(
    rf"\d{{1,3}}(?:\.\d+)?{_PERCENT_SIGN}\s*(?:of\s+(?:the\s+)?)?(?:construction|works|completion|built|progress"
    rf"|structur\w*|vat\b|value\s+added\s+tax)"
    rf"|(?:completion|construction|progress|vat|value\s+added\s+tax)\s+(?:of|at|@|reaching|reaches)\s+"
    rf"(?:the\s+)?\d{{1,3}}(?:\.\d+)?{_PERCENT_SIGN}",
    re.IGNORECASE)

# A number as agreements write money: 1,250,000 / 1,250,000.00 / 500000 / 1.2 (with "million").
_DIGITS = r"(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,12}(?:\.\d{1,2})?)(?![\w/]|[.,\-]\d)"
_NUMBER = r"(?<![\w.,/\-+])" + _DIGITS  # standing alone: not the tail of a word, an id or a date
_MILLION = r"(?:\s*(million|mn)\b)?"
_CURRENCY_BEFORE = r"(?:\b(?:AED|USD|EUR|GBP|Dhs|DHS|Dirhams?)\.?|US\$|\$|€|£)\s*"
_CURRENCY_AFTER = r"\s*(?:AED|USD|EUR|GBP|Dhs|Dirhams?|dollars?)\b"
# An amount that carries its currency, before or after the number.
TAGGED_AMOUNT_RE = re.compile(
    rf"{_CURRENCY_BEFORE}{_DIGITS}{_MILLION}|{_NUMBER}{_MILLION}{_CURRENCY_AFTER}", re.IGNORECASE)
# Any number, for rows (table cells under an "Amount" column, bare lists) that state no currency.
BARE_NUMBER_RE = re.compile(_NUMBER + _MILLION, re.IGNORECASE)
# Words right before a number that make it an identifier, not money ("Unit 1204", "Clause 12").
IDENTIFIER_BEFORE_RE = re.compile(
    r"(?:\b(?:no|nos|number|unit|plot|floor|clause|section|article|schedule|box|apartment|villa|building"
    r"|tel|phone|fax|ref|id|page|item|installment|instalment)\.?|#)\s*$", re.IGNORECASE)
# Words right after a number that make it a count or a size, not money ("6 months", "1,250 sq ft").
UNIT_AFTER_RE = re.compile(
    r"\s*(?:sq|square|months?|days?|weeks?|years?|units?|floors?|storeys?|km|m2|m²|ft|bedrooms?)\b",
    re.IGNORECASE)

# --- what a line is about ---------------------------------------------------------------------

# The row falls due after handover or completion.
POST_HANDOVER_RE = re.compile(
    r"\bpost[\s\-]*(?:handover|hand[\s\-]over|completion|possession)\b"
    r"|\b(?:after|following|from|post)\s+(?:the\s+)?(?:date\s+of\s+)?"
    r"(?:handover|hand[\s\-]over|completion|possession)\b"
    r"|\b(?:months?|days?|weeks?|years?)\s*(?:\(\d+\)\s*)?(?:of|after|from|following)\s+(?:the\s+)?(?:date\s+of\s+)?"
    r"(?:handover|hand[\s\-]over|completion|possession)\b",
    re.IGNORECASE)
# The row is tied to a construction stage rather than a date.
STAGE_RE = re.compile(
    r"\d{1,3}(?:\.\d+)?\s*(?:%|per\s?cent)\s*(?:of\s+(?:the\s+)?)?"
    r"(?:construction|works|completion|built|progress|structur)"
    r"|(?:completion|construction|progress)\s+(?:of|at|reaching|reaches)\s+(?:the\s+)?"
    r"(?:\d{1,3}(?:\.\d+)?\s*(?:%|per\s?cent)"
    r"|foundations?|structure|superstructure|podium|roof|slab|piling|shell|frame)"
    r"|\b(?:foundations?|superstructure|piling|topping[\s\-]out|enabling\s+works"
    r"|construction\s+(?:progress|milestone|stage))\b",
    re.IGNORECASE)
# The row is due on handover or completion itself.
HANDOVER_RE = re.compile(r"\b(?:handover|hand[\s\-]over|handing\s+over|completion|possession)\b", re.IGNORECASE)
# Charged on top of the price. "registration" and "DLD" alone are weak: an instalment may fall due on registration.
FEE_RE = re.compile(
    r"\b(?:fees?|(?:service|admin\w*|registration|transfer|processing|handling)\s+charges?|oqood|noc"
    r"|no[\s\-]objection\s+certificate|title\s+deed|trustee)\b", re.IGNORECASE)
WEAK_FEE_RE = re.compile(r"\b(?:registration|dld|(?:dubai\s+)?land\s+department)\b", re.IGNORECASE)
# A payment towards the price itself.
PRICE_PAYMENT_RE = re.compile(
    r"\b(?:down[\s\-]*payment|deposit|instal?l?ments?|booking\s+amount|balance|tranche)\b", re.IGNORECASE)
# The agreement says the amount counts towards the price, so it is not a fee ("not part of" says the opposite).
PART_OF_PRICE_RE = re.compile(
    r"(?<!not\s)(?<!not\sbe\s)\b(?:part\s+of|included\s+in|inclusive\s+of|deducted\s+from|adjusted\s+against"
    r"|credited\s+(?:to|against)|counts?\s+towards|towards)"
    r"\s+(?:the\s+)?(?:total\s+)?(?:purchase\s+|sale\s+|selling\s+)?price\b",
    re.IGNORECASE)
# Words that say a figure is paid, and when.
PAYMENT_RE = re.compile(
    r"\b(?:pay|pays|paid|payable|payments?|instal?l?ments?|deposit|down[\s\-]*payment|booking|reservation|due"
    r"|balance|tranche|milestone|signing|execution|on\s+or\s+before|upon|within)\b", re.IGNORECASE)
# The statement of the price itself: "Purchase Price: AED 1,200,000", "Price of the unit: ...",
# "the sum of USD 250,000 (the "Price")".
PRICE_LABEL_RE = re.compile(
    r"\b(?:purchase|sale|selling|contract|property|unit|total)\s+price\b|^\W*price\b"
    r"|\(the\s+[\"“']?(?:purchase\s+|sale\s+)?price[\"”']?\)", re.IGNORECASE)
# The name of a whole plan ("60/40 post-handover payment plan"), not a section of it.
PLAN_NAME_RE = re.compile(r"\bplan\b", re.IGNORECASE)
# Between a price label and its amount: a few words, no other figure ("of the Unit is AED").
PRICE_GAP_RE = re.compile(r"[^\d%]{0,60}")
PRICE_WINDOW = 40  # characters: room for the amount itself, its currency and "million"
# A totals line ("Total", "Grand total", "Sub-total"): a sum of rows, not a row.
TOTAL_RE = re.compile(r"^\W*(?:grand\s+|sub[\s\-]?)?total\b", re.IGNORECASE)
# Price breakdown and valuation figures.
BREAKDOWN_RE = re.compile(
    r"\b(?:sq\.?\s*(?:ft|m|feet|meters?|metres?)\b|sqft|square\s+(?:feet|foot|meters?|metres?)|per\s+(?:sq|square)"
    r"|price\s+per|rate\s+per|area|valuation|market\s+value|discount\w*|per\s+annum"
    r"|per\s+year|per\s+month|annual(?:ly)?|rent(?:al)?)\b", re.IGNORECASE)
# Estimates are not charges; a row may still quote an estimated handover date.
ESTIMATE_RE = re.compile(r"\b(?:estimated|estimates?|approximate(?:ly)?|indicative)\b", re.IGNORECASE)
# Clauses about money that is not scheduled: penalties, interest, refunds, termination.
PENALTY_RE = re.compile(
    r"\b(?:penalt(?:y|ies)|interest|late\s+payment|delay(?:ed|s)?|compensation|damages"
    r"|(?<!non-)(?<!not\s)refund\w*|forfeit\w*|fine[sd]?|terminat\w+|cancel\w*)\b", re.IGNORECASE)

# --- how the text is cut into lines ----------------------------------------------------------

# Cell boundaries of a table row exported as text: a pipe or a tab (each one a boundary, so empty
# cells keep their column), else a gap of two spaces or more not following punctuation.
MARKED_CELL_SPLIT_RE = re.compile(r"\||\t")
GAP_CELL_SPLIT_RE = re.compile(r"(?<![.:;,!?])\s{2,}")
# Sentence ends inside a paragraph: ";" anywhere, ". ! ?" before a capital or an opening bracket,
# ":" before an inline enumeration ("as follows: (i) USD 25,000 ...").
SENTENCE_SPLIT_RE = re.compile(
    r"(?<=;)\s+|(?<=[.!?])\s+(?=[A-Z(\"“])|(?<=:)\s+(?=\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s)")
# A line that ends a sentence or introduces a list.
TERMINAL_END_RE = re.compile(r"[.;:!?]\s*$")
# A wrapped line cut after a word that cannot end a clause: the next line continues it.
CONNECTOR_END_RE = re.compile(
    r"(?:,|\b(?:of|the|a|an|and|or|to|on|before|being|by|within|at|per|is|in|for|with|upon|plus|shall|pay"
    r"|AED|USD|Dhs|US\$))\s*$", re.IGNORECASE)
# A line that starts a new list item: bullet, enumeration "1." "(a)" "ii)", a row number, a share or amount.
ITEM_START_RE = re.compile(
    r"^(?:[-•*·–—]\s*|\(?(?:\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}[.)]|[a-z][.)]|[ivx]{1,4}[.)])\s+|\d{1,2}\s+[A-Z]"
    r"|\d{1,3}(?:\.\d+)?\s*%"
    r"|(?:AED|USD|US\$|\$|Dhs)\s*\d|[A-Z][\w /()&'-]{0,40}:\s|(?:Total|TOTAL|Grand|Purchase Price|Price)\b)")
# A line that starts with a month name.
MONTH_START_RE = re.compile(_MONTH, re.IGNORECASE)
# Numbering or bullets in front of a description.
LEADING_NUMBERING_RE = re.compile(
    r"^(?:[-•*·–—]\s*|\(?(?:\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}[.)]|[a-z][.)]|[ivx]{1,4}[.)])\s+|\d{1,2}\s+(?=[A-Z]))+")
# A month without a day ("June 2029"): the last of DATE_PATTERNS.
MONTH_ONLY_RE = DATE_PATTERNS[-1]
# Currency codes and little words left in a cell once its figures are gone ("AED", "on").
FILLER_WORDS_RE = re.compile(r"\b(?:AED|USD|EUR|GBP|Dhs|on|by|at|of|in)\b\.?", re.IGNORECASE)
# Two letters in a row: the cell still says something.
WORD_RE = re.compile(r"[A-Za-z]{2}")
# Column titles of a schedule table.
PERCENT_COLUMN_RE = re.compile(r"%|percent|per\s?cent|share|ratio|proportion", re.IGNORECASE)
AMOUNT_COLUMN_RE = re.compile(r"amount|value|sum|aed|usd|dhs|payable", re.IGNORECASE)
DATE_COLUMN_RE = re.compile(r"date|due|when", re.IGNORECASE)
BARE_PERCENT_CELL_RE = re.compile(r"^\d{1,3}(?:\.\d{1,2})?$")
BARE_AMOUNT_CELL_RE = re.compile(r"^(?:\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.\d{1,2})?$")


@dataclass(frozen=True)
class Line:
    """One candidate schedule line: a table row (with its cells) or a prose sentence."""
    text: str
    cells: tuple[str, ...] = ()


@dataclass(frozen=True)
class Figures:
    """What a line states, in the order it states them."""
    dates: tuple[date, ...]
    shares: tuple[float, ...]
    amounts: tuple[float, ...]

    @property
    def any(self) -> bool:
        return bool(self.dates or self.shares or self.amounts)


def extract_schedule(text: str) -> list[dict]:
    """The agreement's payment-plan rows as ParsedInstallment dicts, in the agreement's order; [] without a plan."""
    if not isinstance(text, str):
        return []
    lines = list(schedule_lines(text))
    figures = [figures_of(line.text) for line in lines]
    price = purchase_price(lines, figures)
    rows, after_handover_section = [], False
    for line, stated in zip(lines, figures):
        if not stated.any:
            after_handover_section = _section_after(line, after_handover_section)
            continue
        row = _row(line, stated, price, after_handover_section)
        if row is not None:
            rows.append(row)
    return rows


# --- lines -----------------------------------------------------------------------------------

def schedule_lines(text: str):
    """Table rows (cells normalised by their column titles) and prose sentences, in order."""
    paragraph: list[str] = []
    header: tuple[str, ...] = ()
    for raw in text.splitlines():
        line = " ".join(raw.split())
        cells = _cells(raw)
        if sum(1 for cell in cells if cell) >= 2:
            yield from _sentences(paragraph)
            paragraph = []
            if not figures_of(" ".join(cells)).any:
                if any(PERCENT_COLUMN_RE.search(c) or AMOUNT_COLUMN_RE.search(c) or DATE_COLUMN_RE.search(c)
                       for c in cells):
                    header = tuple(cells)
                yield Line(" | ".join(cells), tuple(cells))
                continue
            cells = _by_column(cells, header)
            yield Line(" | ".join(cells), tuple(cells))
            continue
        if not line:
            yield from _sentences(paragraph)
            paragraph, header = [], ()
            continue
        header = ()
        if paragraph and _continues(paragraph[-1], line):
            paragraph.append(line)
        else:
            yield from _sentences(paragraph)
            paragraph = [line]
    yield from _sentences(paragraph)


def _cells(raw: str) -> list[str]:
    """A table row's cells, empty ones included where the row marks them; [] or one cell for prose."""
    raw = raw.strip(" \r\n\x0b\x0c")  # not tabs: a trailing tab marks an empty last cell
    if "|" in raw or "\t" in raw:
        return [" ".join(cell.split()) for cell in MARKED_CELL_SPLIT_RE.split(raw.strip("|"))]
    return [" ".join(cell.split()) for cell in GAP_CELL_SPLIT_RE.split(raw) if cell.strip()]


def _by_column(cells: list[str], header: tuple[str, ...]) -> list[str]:
    """The row's cells, with bare numbers under a "%" or "Amount" title marked as what their column says."""
    if len(cells) != len(header):
        return cells
    marked = []
    for cell, title in zip(cells, header):
        if PERCENT_COLUMN_RE.search(title) and BARE_PERCENT_CELL_RE.match(cell):
            cell = f"{cell}%"
        elif AMOUNT_COLUMN_RE.search(title) and BARE_AMOUNT_CELL_RE.match(cell):
            cell = f"AED {cell}"  # the currency only marks it as money; it is not part of the output
        marked.append(cell)
    return marked


def _continues(previous: str, line: str) -> bool:
    """Whether `line` is the wrapped rest of `previous` rather than a line of its own."""
    if TERMINAL_END_RE.search(previous) or previous.isupper() or line.isupper():
        return False  # a finished sentence, a list introduction or a heading
    if CONNECTOR_END_RE.search(previous):
        return True
    if ITEM_START_RE.match(line):
        return False
    if previous[-1:].isdigit() and MONTH_START_RE.match(line):
        return True  # a date cut after its day: "on or before 15" / "January 2026"
    if len(previous) < SHORT_LINE and line[:1].isupper() and not figures_of(previous).any:
        return False  # a short title line ("Payment of the Purchase Price") above its first paragraph
    if not (_complete(previous) and _complete(line)):
        return True
    return line[:1].islower()


def _complete(text: str) -> bool:
    """A line that would be a schedule row on its own: a share or amount, and when or why it is paid."""
    stated = figures_of(text)
    return bool(stated.shares or stated.amounts) and bool(
        stated.dates or PAYMENT_RE.search(text) or HANDOVER_RE.search(text) or FEE_RE.search(text))


def _sentences(paragraph: list[str]):
    if not paragraph:
        return
    for sentence in SENTENCE_SPLIT_RE.split(" ".join(paragraph)):
        if sentence.strip():
            yield Line(sentence.strip())


# --- figures ---------------------------------------------------------------------------------

def figures_of(text: str) -> Figures:
    """The dates, shares and amounts `text` states; each figure is read once (a date's year is not an amount)."""
    if len(text) > LONGEST_LINE:
        return Figures((), (), ())
    dates, text = _take_dates(text)
    shares, text = _take_shares(text)
    amounts, text = _take_amounts(text)
    return Figures(tuple(dates), tuple(shares), tuple(amounts))


def _blanked(text: str, spans) -> str:
    """`text` with each (start, end, ...) span turned into spaces, in one pass.

    Same length, so later positions stay valid and neighbours do not run together.
    """
    pieces, position = [], 0
    for start, end, *_ in sorted(spans):
        start = max(start, position)
        if end > start:
            pieces += [text[position:start], " " * (end - start)]
            position = end
    pieces.append(text[position:])
    return "".join(pieces)


def _take_dates(text: str) -> tuple[list[date], str]:
    found = []
    for priority, pattern in enumerate(DATE_PATTERNS):
        for match in pattern.finditer(text):
            parsed = parse_date(match)
            if parsed is not None:
                found.append((match.start(), -(match.end() - match.start()), priority, match.end(), parsed))
    found.sort()
    dates, taken, taken_until = [], [], -1
    for start, _, _, end, parsed in found:
        if start >= taken_until:  # overlapping readings of the same words: the earliest, longest one wins
            dates.append(parsed)
            taken.append((start, end))
            taken_until = end
    return dates, _blanked(text, taken)


def parse_date(match: re.Match) -> date | None:
    """The date a DATE_PATTERNS match names; None when it names no real day (31/02/2026)."""
    parts = match.groupdict()
    month_text = parts["month"].lower().rstrip(".")
    month = int(month_text) if month_text.isdigit() else _month_number(month_text)
    year = int(parts["year"])
    year = year + 2000 if year < 100 else year
    if not (1 <= month <= 12 and 1990 <= year <= 2100):
        return None
    if parts.get("day") is None:
        return date(year, month, calendar.monthrange(year, month)[1])  # month only: its last day
    day = int(parts["day"])
    if not 1 <= day <= calendar.monthrange(year, month)[1]:
        return None
    return date(year, month, day)


def _month_number(name: str) -> int:
    return next(index for index, abbreviation in enumerate(MONTH_ABBREVIATIONS, 1)
                if name[:3] == abbreviation.lower())


def _take_shares(text: str) -> tuple[list[float], str]:
    text = _blanked(text, [match.span() for match in NOT_SHARE_RE.finditer(text)])
    digits = [(m.start(), m.end(), float(m.group(1))) for m in PERCENT_RE.finditer(text)]
    words = [(m.start(), m.end(), float(WORD_NUMBERS[m.group(1).lower()])) for m in WORD_PERCENT_RE.finditer(text)]
    # "ten percent (10%)" states one share twice: the digits are authoritative when present.
    shares = [value for _, _, value in (digits or words) if 0 < value <= 100]
    return shares, _blanked(text, digits + words)


def _take_amounts(text: str) -> tuple[list[float], str]:
    tagged = [(m.start(), m.end(), _money(m.group(1) or m.group(3), m.group(2) or m.group(4)))
              for m in TAGGED_AMOUNT_RE.finditer(text)]
    if tagged:
        return [value for _, _, value in tagged if value is not None], _blanked(text, tagged)
    bare = [(m.start(), m.end(), _money(m.group(1), m.group(2)))
            for m in BARE_NUMBER_RE.finditer(text) if _is_bare_amount(text, m)]
    return [value for _, _, value in bare if value is not None], _blanked(text, bare)


def _is_bare_amount(text: str, match: re.Match) -> bool:
    digits = match.group(1)
    if "," not in digits:
        whole, _, cents = digits.partition(".")
        if len(whole) < 3 or (len(whole) == 4 and not cents and 1900 <= int(whole) <= 2100) or len(cents) == 1:
            return False  # row numbers, clause numbers ("4.1"), day counts and years are not money
    return not (IDENTIFIER_BEFORE_RE.search(text[max(0, match.start() - 16):match.start()])
                or UNIT_AFTER_RE.match(text, match.end()))


def _money(digits: str, scale: str | None) -> float | None:
    try:
        value = Decimal(digits.replace(",", ""))
    except InvalidOperation:
        return None
    if scale:
        value *= 1_000_000
    return float(round(value, 2))


# --- rows ------------------------------------------------------------------------------------

def purchase_price(lines: list[Line], figures: list[Figures]) -> float:
    """The price the agreement states ("Purchase Price: AED 1,200,000"), else its totals line; 0 when neither.

    A line naming the price but paying part of it ("balance of the Purchase Price ... on handover")
    carries a date or an event; a fee mentioning the price is smaller than the price: the largest wins.
    """
    plain = [(line, stated) for line, stated in zip(lines, figures)
             if stated.amounts and set(stated.shares) <= {100.0} and not stated.dates
             and timing_of(line.text) is None and not BREAKDOWN_RE.search(line.text)]
    stated_prices = [price for price in (_price_stated_in(line.text) for line, _ in plain) if price]
    if stated_prices:
        return max(stated_prices)
    totals = [stated.amounts[0] for line, stated in plain if TOTAL_RE.search(_label(line))]
    return max(totals, default=0.0)


def _price_stated_in(text: str) -> float | None:
    """The amount right next to a price label: after "Purchase Price:", before '(the "Price")'."""
    for label in PRICE_LABEL_RE.finditer(text):
        if label.group().startswith("("):
            before = figures_of(text[max(0, label.start() - PRICE_WINDOW):label.start()]).amounts
            if before:
                return before[-1]
            continue
        gap = PRICE_GAP_RE.match(text, label.end())
        after = figures_of(text[label.end():gap.end() + PRICE_WINDOW]).amounts
        if after:
            return after[0]
    return None


def _row(line: Line, stated: Figures, price: float, after_handover_section: bool) -> dict | None:
    """The ParsedInstallment a line states, or None when the line is not a payment of the plan."""
    text = line.text
    if not (stated.shares or stated.amounts):
        return None  # a date alone (the agreement's own date, a transfer appointment) is not a payment
    if TOTAL_RE.search(_label(line)) or BREAKDOWN_RE.search(text) or PENALTY_RE.search(text):
        return None
    share = stated.shares[0] if stated.shares else 0.0
    is_fee = fee(text)
    timing = timing_of(text)
    if timing is None and ESTIMATE_RE.search(text):
        return None
    if not (stated.dates or timing or is_fee or share or PAYMENT_RE.search(text)):
        return None
    if (PRICE_LABEL_RE.search(text) and not (share or stated.dates or timing)
            and all(amount == price for amount in stated.amounts)):
        return None  # the statement of the price itself
    amount = _amount(stated, share, price)
    post_handover = timing == "post" or (timing is None and after_handover_section)
    due = stated.dates[0] if stated.dates and timing not in ("stage", "handover") else None
    return {
        "amount": float(amount),
        "dueDate": format_due_date(due),
        "description": description_of(line),
        "percentage": float(share),
        "isFee": is_fee,
        "postHandover": post_handover,
        "status": "pending",
    }


def _amount(stated: Figures, share: float, price: float) -> float:
    """The row's own amount; its share of the price when it states only the price or no amount at all."""
    own = [amount for amount in stated.amounts if amount != price]
    if own:
        return own[0]
    if share and price:
        return round(price * share / 100, 2)
    return stated.amounts[0] if stated.amounts else 0.0


def timing_of(text: str) -> str | None:
    """The event a row is tied to: "stage", "post" (after handover), "handover", or None."""
    if STAGE_RE.search(text):
        return "stage"
    if POST_HANDOVER_RE.search(text):
        return "post"
    if HANDOVER_RE.search(text):
        return "handover"
    return None


def fee(text: str) -> bool:
    """Whether the row is charged on top of the price rather than paid towards it."""
    if PART_OF_PRICE_RE.search(text):
        return False
    if FEE_RE.search(text):
        return True
    return bool(WEAK_FEE_RE.search(text)) and not PRICE_PAYMENT_RE.search(text)


def _section_after(line: Line, after_handover: bool) -> bool:
    """Whether rows below a figure-free line sit in a post-handover section."""
    if POST_HANDOVER_RE.search(line.text) and not PLAN_NAME_RE.search(line.text):
        return True  # "Post-handover instalments:"; not "60/40 Post-Handover Payment Plan", the plan's name
    if line.cells:
        return after_handover  # a table's column titles keep the section it is in
    return False if _is_heading(line.text) else after_handover


def _is_heading(text: str) -> bool:
    """A short line that does not end a sentence: a title above the rows that follow it."""
    return len(text) <= 80 and not text.endswith((".", ","))


def _label(line: Line) -> str:
    """The words a row starts with: its first non-empty cell that is not a row number, or its sentence."""
    for cell in line.cells:
        if cell and not cell.rstrip(".").isdigit():
            return cell
    return LEADING_NUMBERING_RE.sub("", line.text)


def description_of(line: Line) -> str:
    """The row's own words: its non-figure cells, or the sentence, trimmed to a readable length."""
    if line.cells:
        words = [cell for cell in line.cells if _is_wording(cell)]
        text = " - ".join(words) or line.text  # a row of figures only: its figures are its description
    else:
        text = LEADING_NUMBERING_RE.sub("", line.text)
    text = " ".join(text.split())
    if len(text) > DESCRIPTION_LIMIT:
        text = text[:DESCRIPTION_LIMIT].rsplit(" ", 1)[0] + "…"
    return text


def _is_wording(cell: str) -> bool:
    """A cell that says something beyond its figures ("Down payment", "On handover"), or a month
    without a day, kept so the reviewer sees what the agreement wrote behind a month's last day."""
    _, rest = _take_dates(cell)
    _, rest = _take_shares(rest)
    rest = FILLER_WORDS_RE.sub(" ", TAGGED_AMOUNT_RE.sub(" ", rest))
    month_only = MONTH_ONLY_RE.search(cell) and not any(pattern.search(cell) for pattern in DATE_PATTERNS[:-1])
    return bool(WORD_RE.search(rest) or month_only)


def format_due_date(due: date | None) -> str:
    """DD-MMM-YY in English whatever the locale ("15-Jan-26"); "" for no date."""
    if due is None:
        return ""
    return f"{due.day:02d}-{MONTH_ABBREVIATIONS[due.month - 1]}-{due.year % 100:02d}"
