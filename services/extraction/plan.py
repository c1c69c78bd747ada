"""The payment plan of an agreement, read from its blocks (CONTRACT 9, "What a plan row is").

1. Tables first: a table is a plan when its columns are a plan's (a share, an amount or a date beside
   a label) and its rows are payments, not a price breakdown. Columns are recognised from the
   header row, else from what the cells hold; each data row is read cell by cell.
2. Prose: clauses that set out a payment (a share or an amount, paid at a time or an event) and are
   not about refunds, penalties, construction progress, the price itself or its breakdown. A clause
   that sets out several payments gives a row for each; a series ("eight quarterly instalments of 5%
   each, the first on 15 March 2028") gives one row per instalment.
3. A row stated again (prose restating a table, a fee sentence restating a fee row) counts once.
4. The price is chosen by the agreement's own arithmetic: of the prices it states, the one whose
   shares give the rows' amounts; a row with a share and no amount is that share of the price.
"""

import re
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal

from services.extraction import figures
from services.extraction.figures import Conventions
from services.extraction.layout import Document, Table

DESCRIPTION_LIMIT = 120
MAX_AMOUNT = Decimal(10) ** 13  # no agreement states more; a larger figure is a misreading

# --- what words say ----------------------------------------------------------------------------

# The row falls due after handover or completion ("completion of the structure" is a stage, not completion).
POST_RE = re.compile(
    r"\bpost[\s\-]*(?:handover|hand[\s\-]over|completion|possession|delivery)\b"
    r"|\b(?:after|following|from|post|since|subsequent\s+to)\s+(?:the\s+)?(?:date\s+of\s+)?(?:actual\s+)?"
    r"(?:handover|hand[\s\-]over|completion(?!\s+of\s+(?:the\s+)?(?!sale|the\s+sale|purchase))|possession|delivery)\b"
    r"|\b(?:months?|days?|weeks?|years?|quarters?)\s*(?:\(\d+\)\s*)?(?:of|after|from|following)\s+(?:the\s+)?"
    r"(?:date\s+of\s+)?(?:handover|hand[\s\-]over|completion(?!\s+of)|possession|delivery)\b", re.IGNORECASE)
PRE_RE = re.compile(r"\b(?:pre[\s\-]*(?:handover|completion)|during\s+construction|before\s+handover)\b", re.IGNORECASE)
HANDOVER_RE = re.compile(r"\b(?:handover|hand[\s\-]over|handing\s+over|completion|possession|delivery)\b",
                         re.IGNORECASE)
# A share of construction, not of the price ("on completion of 50% of construction").
STAGE_SHARE_RE = re.compile(
    r"(?:^|\s)(?:of\s+(?:the\s+)?)?(?:construction|works|completion|built|progress|structur\w*|building)\b"
    r"|^\s*(?:of\s+(?:the\s+)?)?(?:construction|the\s+works|completion|works)", re.IGNORECASE)
STAGE_BEFORE_RE = re.compile(r"(?:construction|completion|progress|works|built|exceed\w*|reach\w*|reaching)"
                             r"(?:\s+(?:of|at|is|has|have|reaches|reaching|exceeds|exceeded|to|the|works))*\s*$",
                             re.IGNORECASE)
FEE_RE = re.compile(
    r"\b(?:fees?|(?:service|admin\w*|registration|transfer|processing|handling|legal|documentation|municipal)"
    r"\s+charges?|oqood|dld|land\s+department|noc|no[\s\-]objection|stamp\s+duty|title\s+deed"
    r"|(?:maintenance|service\s+charges?|utility|utilities|security|club|sinking\s+fund)\s+(?:deposit|membership|fund)"
    r"|club\s+membership|trustee|conveyancing|mutation|khata|rett|real\s+estate\s+transaction\s+tax)\b",
    re.IGNORECASE)
PART_OF_PRICE_RE = re.compile(
    r"(?<!not\s)\b(?:part\s+of|included\s+in|inclusive\s+of|deducted\s+from|adjusted\s+against|credited\s+(?:to|against)"
    r"|counts?\s+towards|towards)\s+(?:the\s+)?(?:total\s+)?(?:purchase\s+|sale\s+|selling\s+)?(?:price|consideration)",
    re.IGNORECASE)
PAYMENT_RE = re.compile(
    r"\b(?:pay|pays|paid|payable|payments?|instal?l?ments?|deposit|down[\s\-]*payment|booking|reservation|due"
    r"|balance|tranche|milestone|signing|execution|on\s+or\s+before|upon|within|fees?|charges?|remit\w*)\b",
    re.IGNORECASE)
# Clauses about money that is not scheduled.
EXCLUDED_RE = re.compile(
    r"\b(?:refund\w*|repa(?:y|id|yment)|terminat\w+|rescind\w*|rescission|forfeit\w*|penalt(?:y|ies)|interest"
    r"|late\s+payment|delay\w*|compensat\w+|damages|default\w*|cancel\w*|retain\w*|retention|liquidated|overdue"
    r"|exceed\w*|arrears|per\s+(?:annum|month|day|week)|per\s+(?:sq|square)|price\s+per|rate\s+per|valuation"
    r"|market\s+value|discount\w*|commission|insurance|rental|rent|lease|tenant)\b", re.IGNORECASE)
# Conditional or estimated money, excluded even when it is called a fee.
REFERENCE_RE = re.compile(r"\b(?:in\s+accordance\s+with|as\s+set\s+out\s+in|as\s+per|as\s+shown\s+in|set\s+out\s+in)\s+"
                          r"(?:the\s+)?(?:table|schedule|annex\w*|appendix|payment\s+(?:plan|schedule))\b", re.IGNORECASE)
NOT_REFUNDABLE_RE = re.compile(r"\b(?:non[\s\-]?refundable|not\s+(?:be\s+)?refundable)\b", re.IGNORECASE)
CONDITIONAL_RE = re.compile(r"\b(?:(?:seller|developer|vendor|promoter)\s+(?:shall|will)\s+(?:bear|pay|be\s+responsible)"
                            r"|borne\s+by\s+the\s+(?:seller|developer|vendor)|if|in\s+the\s+event|should\s+the|may\s+be|may|conditional|consent|assign\w*|estimated"
                            r"|up\s+to|at\s+most|maximum"
                            r"|unless|where|whereas|in\s+case)\b", re.IGNORECASE)
BREAKDOWN_RE = re.compile(
    r"\b(?:sq\.?\s*(?:ft|m|feet|meters?|metres?)\b|sqft|sqm|square\s+(?:feet|foot|meters?|metres?)|per\s+(?:sq|square)"
    r"|price\s+per|rate\s+per|rate|area|suite\s+area|balcony|parking|car\s+park|storage|view\s+premium|floor\s+premium"
    r"|unit\s+type|bedrooms?|base\s+price|land\s+cost|built[\s\-]up|carpet|super\s+area)\b", re.IGNORECASE)
PRICE_LABEL_RE = re.compile(
    r"\b(?:total\s+)?(?:purchase|sale|selling|contract|property|unit|apartment|villa|agreed|total)\s+(?:sale\s+)?"
    r"(?:price|consideration|value)\b|\b(?:total\s+)?consideration\b|\(the\s+[\"“”']*(?:purchase\s+|sale\s+)?price"
    r"|^\W*price\b(?!\s+per)", re.IGNORECASE)
TOTAL_RE = re.compile(r"^\W*(?:grand\s+|sub[\s\-]?)?totals?\b|^\W*(?:total|purchase|sale)\s+price\b", re.IGNORECASE)
# Headings and clauses that introduce the plan.
PLAN_START_RE = re.compile(
    r"\b(?:payment\s+(?:plan|schedule|terms|milestones)|schedule\s+of\s+payments?|instal?l?ment\s+(?:plan|schedule)"
    r"|(?:paid|payable|pay)\s+(?:the\s+(?:purchase\s+|sale\s+)?price\s+)?(?:as\s+follows|in\s+(?:the\s+following\s+)?"
    r"instal?l?ments?|in\s+accordance\s+with\s+the\s+following))\b", re.IGNORECASE)

# --- series ----------------------------------------------------------------------------------------

_COUNT_WORDS = {word: index for index, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())} | {
    "twenty-four": 24, "twenty four": 24, "thirty": 30, "thirty-six": 36, "thirty six": 36, "forty": 40,
    "forty-eight": 48, "forty eight": 48, "sixty": 60, "twenty-eight": 28, "twenty eight": 28}
_COUNT = (r"(?P<count>\d{1,3}|" + "|".join(sorted(map(re.escape, _COUNT_WORDS), key=len, reverse=True))
          + r")(?:\s*\(\s*(?P<count_digits>\d{1,3})\s*\))?")
_PERIODS = {"monthly": 1, "month": 1, "bi-monthly": 2, "quarterly": 3, "quarter": 3, "semi-annual": 6,
            "semi-annually": 6, "half-yearly": 6, "half yearly": 6, "six-monthly": 6, "biannual": 6, "bi-annual": 6,
            "annual": 12, "yearly": 12, "annually": 12}
SERIES_RE = re.compile(
    rf"\b{_COUNT}\s+(?:further\s+|consecutive\s+|equal\s+|successive\s+|subsequent\s+)*"
    r"(?P<period>monthly|bi-monthly|quarterly|semi[\s\-]annual(?:ly)?|half[\s\-]yearly|six[\s\-]monthly|bi-?annual|annual|yearly)?"
    r"\s*(?:equal\s+|consecutive\s+)*(?:post[\s\-]*handover\s+|post[\s\-]*completion\s+)?(?:payment\s+)?"
    r"(?:instal?l?ments?|payments|tranches)\b", re.IGNORECASE)
EVERY_RE = re.compile(r"\b(?:every|each)\s+(?P<n>\d{1,2}|one|two|three|four|six|twelve)?\s*\(?\d{0,2}\)?\s*"
                      r"(?P<unit>months?|quarters?|years?)\b|\b(?:per|each|every)\s+(?P<unit2>month|quarter|year)\b",
                      re.IGNORECASE)
FIRST_RE = re.compile(r"\b(?:the\s+first(?:\s+(?:of\s+which|one|instal?l?ment|payment))?(?:\s+(?:being|falling|shall\s+fall|"
                      r"is|will\s+be|to\s+be))?(?:\s+(?:due|payable|paid))?|commencing|beginning|starting|"
                      r"with\s+effect\s+from|from)\b(?:\s+(?:on|from))?\s*", re.IGNORECASE)
EACH_RE = re.compile(r"\beach\b|\bper\s+instal?l?ment\b|\bapiece\b", re.IGNORECASE)

# --- labels --------------------------------------------------------------------------------------

LEADING_NUMBERING_RE = re.compile(
    r"^(?:\s*(?:[-•*·–—▪■]|\(?(?:\d{1,2}(?:\.\d{1,2})*|[a-z]|[ivxlc]{1,5})[.)]|\(\w{1,5}\)|\d{1,2}\.(?=\s)))+\s*",
    re.IGNORECASE)
LABEL_RE = re.compile(
    r"\b(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|last|\d+(?:st|nd|rd|th))\s+)?"
    r"(?:(?:post[\s\-]*handover|handover|booking|reservation|down|balance|registration|dld|oqood|admin\w*|noc"
    r"|maintenance|club|legal|stamp|service|processing|transfer)\s+)*"
    r"(?:down[\s\-]*payment|deposit|booking\s+amount|instal?l?ment|balance|payment|fee|charges?|duty|amount|tranche)\b",
    re.IGNORECASE)


@dataclass
class Row:
    label: str
    text: str  # the whole row or clause, to classify it
    share: Decimal | None
    amount: Decimal | None
    due: date | None
    fee: bool
    post: bool
    prose: bool
    block: int
    events: frozenset = field(default_factory=frozenset)
    series: bool = False  # one of the rows a series sentence sets out


def extract(document: Document) -> list[dict]:
    """The agreement's payment-plan rows as ParsedInstallment dicts, in the agreement's order."""
    text = document.text()
    conventions = Conventions.of(text)
    rows: list[Row] = []
    price_candidates: list[Decimal] = []
    context = Context()
    for index, block in enumerate(document.blocks):
        if isinstance(block, Table):
            found, totals = _table_rows(block, index, conventions, context)
            rows += found
            price_candidates += totals
            continue
        stated = _stated_price(block.text, conventions)
        if stated is not None:
            price_candidates.append(stated)
        context.read(block.text, conventions)
        for row in _prose_rows(block.text, index, conventions, context, stated):
            if context.post and not row.post and not HANDOVER_ONLY_RE.search(row.text):
                row = replace(row, post=True)
            if context.fees and not row.fee and not PAYMENT_ROW_RE.search(row.text):
                row = replace(row, fee=True)
            rows.append(row)
    if _not_a_sale(text):
        return []
    rows = _without_restatements(rows)
    price = _price(price_candidates, rows)
    return [_output(row, price) for row in rows]


@dataclass
class Context:
    """Where the reading is in the prose: inside the plan (after its heading or its introduction),
    under a post-handover heading, under a fees heading."""
    plan: bool = False
    post: bool = False
    fees: bool = False

    def read(self, text: str, conventions: Conventions) -> None:
        if not _is_heading(text, conventions):
            if PLAN_START_RE.search(text):
                self.plan = True
            return
        if PLAN_START_RE.search(text) or PLAN_HEADING_RE.search(text):
            self.plan = True
            self.post = bool(POST_RE.search(text) or POST_HEADING_RE.search(text)) and not PLAN_NAME_RE.search(text)
            self.fees = bool(FEES_HEADING_RE.search(text)) and not re.search(r"instal|payment\s+plan", text, re.I)
        else:
            self.plan = self.post = self.fees = False


PLAN_HEADING_RE = re.compile(r"\b(?:instal?l?ments?|payments?|payment\s+plan|schedule|fees|charges|handover|price)\b",
                             re.IGNORECASE)
POST_HEADING_RE = re.compile(r"\bpost[\s\-]*(?:handover|completion|possession)\b", re.IGNORECASE)
FEES_HEADING_RE = re.compile(r"\b(?:fees|charges|other\s+payments|additional\s+payments|registration)\b", re.IGNORECASE)
PLAN_NAME_RE = re.compile(r"\bplan\b", re.IGNORECASE)


def _is_heading(text: str, conventions: Conventions) -> bool:
    """A short line without figures that does not end a sentence: a title above what follows."""
    return (len(text) <= 90 and not text.rstrip().endswith((".", ",", ";"))
            and not figures.shares(text) and not figures.amounts(text, conventions))


# --- tables ------------------------------------------------------------------------------------

@dataclass
class Columns:
    label: list[int] = field(default_factory=list)
    share: int | None = None
    amount: int | None = None
    due: int | None = None
    ignore: set = field(default_factory=set)


SHARE_TITLE_RE = re.compile(r"%|percent|per\s?cent|share|ratio|proportion", re.IGNORECASE)
AMOUNT_TITLE_RE = re.compile(rf"\b(?:amount|value|sum|payable|instal?l?ment\s+amount)\b"
                             rf"|(?<![A-Za-z])(?:{figures.CURRENCY})(?![A-Za-z])",
                             re.IGNORECASE)
DATE_TITLE_RE = re.compile(r"\b(?:date|due|when|deadline|on\s+or\s+before|timing|payment\s+date)\b", re.IGNORECASE)
NUMBER_TITLE_RE = re.compile(r"^(?:s\.?\s*no\.?|sr\.?\s*no\.?|no\.?|#|sl\.?\s*no\.?|ref\.?)$", re.IGNORECASE)


def _table_rows(table: Table, block: int, conventions: Conventions,
                context: "Context | None" = None) -> tuple[list[Row], list[Decimal]]:
    """The plan rows of one table (none when it is not a plan), and the totals it states."""
    rows = [[cell.strip() for cell in row] for row in table.rows]
    width = max(len(row) for row in rows)
    rows = [row + [""] * (width - len(row)) for row in rows]
    header_at = next((i for i, row in enumerate(rows[:4]) if _is_header(row, conventions)), None)
    columns = _columns_from_header(rows[header_at]) if header_at is not None else None
    body = rows[header_at + 1:] if header_at is not None else rows
    if columns is None or (columns.share is None and columns.amount is None):
        columns = _columns_from_cells(body, conventions, columns)
    title = " ".join(" ".join(row) for row in rows[:header_at + 1]) if header_at is not None else ""
    if BREAKDOWN_RE.search(title) and not PAYMENT_RE.search(title):
        return [], []
    found, totals = [], []
    post_section = (bool(POST_RE.search(title)) and not PLAN_START_RE.search(title)) or bool(context and context.post)
    fee_section = bool(re.search(r"\b(?:fees|charges)\b", title, re.IGNORECASE)) and not PAYMENT_RE.search(
        re.sub(r"\b(?:fees?|charges?)\b", "", title, flags=re.IGNORECASE))
    for cells in body:
        if _is_header(cells, conventions):
            columns = _columns_from_header(cells) if _columns_from_header(cells).share is not None or \
                _columns_from_header(cells).amount is not None else columns
            continue
        row = _table_row(cells, columns, block, conventions)
        label_text = " ".join(cell for cell in cells if cell)
        if row is None:
            # A row without figures: a section heading inside the table ("Post-Handover Instalments").
            if POST_RE.search(label_text) or re.search(r"\bpost[\s\-]*handover\b", label_text, re.IGNORECASE):
                post_section = True
            elif PRE_RE.search(label_text) or re.search(r"\bon\s+handover\b", label_text, re.IGNORECASE):
                post_section = False
            if re.search(r"\b(?:fees|charges|other\s+payments)\b", label_text, re.IGNORECASE):
                fee_section = True
            continue
        if TOTAL_RE.search(row.label or label_text):
            if row.amount is not None:
                totals.append(row.amount)
            continue
        if BREAKDOWN_RE.search(row.label) and not PAYMENT_RE.search(row.label):
            continue
        if (EXCLUDED_RE.search(row.label) and not FEE_RE.search(row.label)) or \
                re.match(r"\W*(?:vat|value\s+added\s+tax|gst)\b", row.label, re.IGNORECASE):
            continue
        if PRICE_LABEL_RE.search(row.label) and not PAYMENT_RE.search(row.label) and row.share in (None, Decimal(100)):
            if row.amount is not None:
                totals.append(row.amount)
            continue
        if fee_section and not re.search(r"\b(?:instal?l?ment|down\s*payment|balance)\b", row.label, re.I):
            row = replace(row, fee=True)
        if post_section and not HANDOVER_ONLY_RE.search(row.text):
            row = replace(row, post=True)
        found.append(row)
    return found, totals


HANDOVER_ONLY_RE = re.compile(r"^\W*(?:\d+\W+)?(?:on|upon|at)\s+(?:the\s+)?(?:handover|completion|possession)\b",
                              re.IGNORECASE)


def _is_header(cells: list[str], conventions: Conventions) -> bool:
    filled = [cell for cell in cells if cell]
    if len(filled) < 2:
        return False
    joined = " | ".join(filled)
    if figures.dates(joined, conventions) or figures.amounts(joined, conventions, bare=True):
        return False
    if any(re.fullmatch(r"\d{1,3}(?:\.\d+)?\s*%", cell) for cell in filled):
        return False
    titled = sum(1 for cell in filled if SHARE_TITLE_RE.search(cell) or AMOUNT_TITLE_RE.search(cell)
                 or DATE_TITLE_RE.search(cell) or NUMBER_TITLE_RE.match(cell)
                 or re.search(r"\b(?:description|milestone|stage|event|particulars|payment|instal?l?ment|details"
                              r"|item|fee|charge|type|schedule|timing|percentage)\b", cell, re.IGNORECASE))
    return titled >= 2


def _columns_from_header(header: list[str]) -> Columns:
    columns = Columns()
    for index, title in enumerate(header):
        if not title:
            continue
        if NUMBER_TITLE_RE.match(title):
            columns.ignore.add(index)
        elif SHARE_TITLE_RE.search(title) and columns.share is None and not re.search(r"\bamount\b", title, re.I):
            columns.share = index
        elif DATE_TITLE_RE.search(title) and columns.due is None and not re.search(r"\bamount\b", title, re.I):
            columns.due = index
        elif AMOUNT_TITLE_RE.search(title) and columns.amount is None:
            columns.amount = index
        else:
            columns.label.append(index)
    return columns


def _columns_from_cells(body: list[list[str]], conventions: Conventions, known: Columns | None) -> Columns:
    """Column roles from what most cells of each column hold, for a table without titles."""
    columns = known or Columns()
    width = max((len(row) for row in body), default=0)
    for index in range(width):
        if index in columns.ignore or index in (columns.share, columns.amount, columns.due):
            continue
        cells = [row[index] for row in body if index < len(row) and row[index]]
        if not cells:
            continue
        def most(test) -> bool:
            return sum(1 for cell in cells if test(cell)) * 2 > len(cells)
        if most(lambda c: re.fullmatch(r"\d{1,3}\.?", c)) and index == 0:
            columns.ignore.add(index)
        elif columns.share is None and most(lambda c: re.fullmatch(r"\d{1,3}(?:[.,]\d{1,2})?\s*%", c)):
            columns.share = index
        elif columns.due is None and most(lambda c: bool(figures.dates(c, conventions))) and \
                not most(lambda c: bool(figures.amounts(c, conventions))):
            columns.due = index
        elif columns.amount is None and most(lambda c: bool(figures.amounts(c, conventions, bare=True))) \
                and not most(lambda c: bool(figures.shares(c))):
            columns.amount = index
        elif index not in columns.label:
            columns.label.append(index)
    return columns


def _table_row(cells: list[str], columns: Columns, block: int, conventions: Conventions) -> Row | None:
    """One table row read cell by cell; None when it states neither a share nor an amount."""
    def cell(index):
        return cells[index] if index is not None and index < len(cells) else ""
    label_cells = [cells[i] for i in columns.label if i < len(cells) and cells[i]]
    other = [cells[i] for i in range(len(cells)) if i not in columns.label and i not in columns.ignore
             and i not in (columns.share, columns.amount, columns.due) and cells[i]]
    label_text = " ".join(label_cells)
    text = " ".join(c for c in cells if c)
    share = amount = None
    # A share column may hold an amount in some rows ("AED 1,150" for a fee), an amount column a share.
    for index in (columns.share, columns.amount):
        if index is None or not cell(index):
            continue
        if share is None:
            share = _cell_share(cell(index)) if index == columns.share else _row_share(cell(index))
        if amount is None:
            found = figures.amounts(cell(index), conventions, bare=index == columns.amount)
            if found:
                amount = _chosen_amount(cell(index), found)
    if share is None:
        share = _row_share(" ".join(other) or label_text)
    if amount is None:
        for piece in other + label_cells:
            found = [a for a in figures.amounts(piece, conventions) if a.tagged]
            if found:
                amount = _chosen_amount(piece, found)
                break
    if share is None and amount is None:
        return None
    due = None
    date_source = cell(columns.due) if columns.due is not None else " ".join(other + label_cells)
    stated = figures.dates(date_source, conventions)
    if stated and not figures.ESTIMATE_RE.search(date_source):
        due = stated[0][2]
    label = _clean_label(label_text) or label_text
    return Row(label=label, text=text, share=share, amount=amount, due=due, fee=_is_fee(label_text or text),
               post=bool(POST_RE.search(label_text)), prose=False, block=block, events=_events(label_text))


THEN_TOTAL_RE = re.compile(r"\b(?:i\.e\.?|that\s+is|in\s+total|totall?ing|inclusive\s+of\s+vat|including\s+vat)\b",
                           re.IGNORECASE)


def _chosen_amount(text: str, found: list) -> Decimal:
    """The row's amount among those it states: "AED 5,000 plus VAT, i.e. AED 5,250" is 5,250."""
    if len(found) > 1 and THEN_TOTAL_RE.search(text[found[0].end:found[-1].start]):
        return found[-1].value
    return found[0].value


def _cell_share(text: str) -> Decimal | None:
    found = figures.shares(text)
    if found:
        return found[0][2]
    match = re.fullmatch(r"\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*", text)
    if match:
        value = Decimal(match.group(1).replace(",", "."))
        return value if 0 < value <= 100 else None
    return None


def _row_share(text: str) -> Decimal | None:
    """The share of the price a row or clause states: not a construction stage's share, not VAT."""
    for start, end, value in figures.shares(text):
        after, before = text[end:end + 40], text[max(0, start - 40):start]
        if STAGE_SHARE_RE.match(after) or STAGE_BEFORE_RE.search(before):
            continue
        if re.match(r"\s*(?:vat|value\s+added|gst|per\s+(?:annum|month))", after, re.IGNORECASE):
            continue
        if re.search(r"\b(?:vat|gst|tax|value\s+added\s+tax)\s+(?:at|of|@)?\s*(?:the\s+rate\s+of\s+)?[\w\s-]{0,20}\(?$",
                     before[-30:], re.IGNORECASE) and not re.search(r"transaction\s+tax|rett", before, re.I):
            continue
        return value
    return None


def _is_fee(text: str) -> bool:
    if PART_OF_PRICE_RE.search(text):
        return False
    if not FEE_RE.search(text):
        return False
    # "10% on registration" is an instalment due at registration, not a fee.
    return not re.search(r"\b(?:instal?l?ments?|down[\s\-]*payment|balance\s+of\s+the\s+(?:purchase\s+)?price)\b",
                         text, re.IGNORECASE) or bool(re.search(r"\bfees?\b", text, re.IGNORECASE))


EVENT_WORDS_RE = re.compile(
    r"\b(?:signing|execution|booking|reservation|handover|completion|possession|registration|foundation\w*|plinth"
    r"|structure|slab|roof|finishing|exchange|podium|superstructure|piling|topping|agreement|allotment|transfer"
    r"|delivery|mep|facade|floor|casting|ground|first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)|\d{1,3}\s*%)\b",
    re.IGNORECASE)


def _events(text: str) -> frozenset:
    return frozenset(word.lower() for word in EVENT_WORDS_RE.findall(text))


# --- prose -------------------------------------------------------------------------------------

CLAUSE_SPLIT_RE = re.compile(
    r"(?<=;)\s+|(?<=[.!?])\s+(?=[A-Z(\"“])|(?<=[:;,])\s+(?=\(?(?:[a-h]|[ivx]{1,4}|\d{1,2})\)\s)|\s+(?=\((?:[b-h]|ii|iii|iv|v|vi)\)\s)")


def _prose_rows(text: str, block: int, conventions: Conventions, context: Context,
                price: Decimal | None) -> list[Row]:
    rows = []
    for clause in _clauses(text):
        rows += _clause_rows(clause, block, conventions, context.plan, price)
    return rows


ABBREVIATION_END_RE = re.compile(r"(?:\b(?:i\.e|e\.g|no|nos|mr|mrs|ms|dr|approx|incl|viz|art|cl|vs|co|ltd|u\.s|p\.o)\.)$",
                                 re.IGNORECASE)


def _clauses(text: str) -> list[str]:
    """A paragraph cut into clauses and list items; "i.e. AED 5,000" does not end a sentence."""
    clauses: list[str] = []
    for piece in CLAUSE_SPLIT_RE.split(text):
        piece = piece.strip()
        if not piece:
            continue
        if clauses and ABBREVIATION_END_RE.search(clauses[-1]):
            clauses[-1] = f"{clauses[-1]} {piece}"
        else:
            clauses.append(piece)
    return clauses


def _clause_rows(clause: str, block: int, conventions: Conventions, in_plan: bool = False,
                 price: Decimal | None = None) -> list[Row]:
    if not (figures.shares(clause) or figures.amounts(clause, conventions)):
        return []
    if REFERENCE_RE.search(clause):
        return []  # "payable in accordance with Table 2": a pointer to the plan, not a row of it
    plain = NOT_REFUNDABLE_RE.sub("", clause)
    if EXCLUDED_RE.search(plain) or CONDITIONAL_RE.search(plain):
        return []
    if BREAKDOWN_RE.search(clause) and not re.search(r"\b(?:instal?l?ment|down\s*payment|deposit|fees?)\b", clause, re.I):
        return []
    series = _series(clause, block, conventions)
    if series:
        return series
    rows = []
    for segment in _segments(clause, conventions):
        row = _segment_row(segment, clause, block, conventions, in_plan, price)
        if row is not None:
            rows.append(row)
    return rows


def _anchors(text: str, conventions: Conventions) -> list[tuple[int, int]]:
    """Where the clause states a payment's figure: its shares of the price and its amounts; a share
    and an amount side by side ("10% (AED 120,000)") are one anchor."""
    spans = []
    for start, end, _ in figures.shares(text):
        if _row_share(text[max(0, start - 40):end + 40][min(start, 40):]) is None and \
                _row_share(text[max(0, start - 40):end + 40]) is None:
            continue
        after, before = text[end:end + 40], text[max(0, start - 40):start]
        if STAGE_SHARE_RE.match(after) or STAGE_BEFORE_RE.search(before):
            continue
        spans.append((start, end))
    spans += [(a.start, a.end) for a in figures.amounts(text, conventions)]
    spans.sort()
    merged: list[list[int]] = []
    for start, end in spans:
        if merged and SAME_PAYMENT_GAP_RE.fullmatch(text[merged[-1][1]:start]):
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


# Words between two figures of the same payment: "10% of the Purchase Price, being AED 240,000".
SAME_PAYMENT_GAP_RE = re.compile(
    r"[\s,()\[\]:\-–]*(?:(?:of\s+the\s+(?:total\s+)?(?:purchase\s+|sale\s+)?(?:price|consideration)|of\s+the\s+price"
    r"|being|i\.e\.?|equal\s+to|equivalent\s+to|amounting\s+to|which\s+is|namely|representing|or|in\s+the\s+sum\s+of"
    r"|in\s+the\s+amount\s+of|the\s+sum\s+of|approximately|approx\.?|that\s+is|amounting|equivalent|equal"
    rf"|(?:{figures.CURRENCY})\.?)[\s,()\[\]:\-–]*)*", re.IGNORECASE)
SEPARATOR_RE = re.compile(r";\s*|,\s*(?:and\s+|plus\s+|then\s+)?|\s+and\s+(?:the\s+)?|\s+plus\s+|\s+followed\s+by\s+")


def _segments(clause: str, conventions: Conventions) -> list[str]:
    """The clause cut into one piece per payment it sets out."""
    anchors = _anchors(clause, conventions)
    if len(anchors) <= 1:
        return [clause]
    cuts = [0]
    for (_, previous_end), (start, _) in zip(anchors, anchors[1:]):
        between = clause[previous_end:start]
        separators = list(SEPARATOR_RE.finditer(between))
        if not separators:
            return [clause]  # two figures of one payment ("AED 1,150 being the Oqood fee of 4%")
        # Cut after the separator whose right side still belongs to the next payment's words.
        cut = separators[-1]
        for separator in separators:
            if _starts_payment(between[separator.end():]):
                cut = separator
                break
        cuts.append(previous_end + cut.start())
    cuts.append(len(clause))
    return [clause[a:b].strip(" ,;") for a, b in zip(cuts, cuts[1:]) if clause[a:b].strip(" ,;")]


START_RE = re.compile(r"^\s*(?:a|an|the|further|second|third|final|balance|remaining|another|\(?[a-h]\)|\(?[ivx]+\))\b",
                      re.IGNORECASE)


def _starts_payment(rest: str) -> bool:
    return bool(START_RE.match(rest))


def _segment_row(segment: str, clause: str, block: int, conventions: Conventions, in_plan: bool,
                 price: Decimal | None) -> Row | None:
    share = _row_share(segment)
    found = figures.amounts(segment, conventions)
    amount = _chosen_amount(segment, found) if found else None
    if share is None and amount is None:
        return None
    if price is not None and amount == price and share in (None, Decimal(100)) and PRICE_LABEL_RE.search(segment) \
            and not figures.dates(segment, conventions) and not TIMING_RE.search(segment):
        return None  # the sentence that states the price
    is_fee = _is_fee(segment) or (_is_fee(clause) and not PAYMENT_ROW_RE.search(segment))
    has_time = bool(figures.dates(segment, conventions)) or bool(TIMING_RE.search(segment)) or bool(
        POST_RE.search(segment)) or bool(HANDOVER_RE.search(segment))
    if not (has_time or is_fee):
        return None
    if not (PAYMENT_RE.search(clause) or is_fee or in_plan):
        return None
    if PRICE_LABEL_RE.search(segment) and share in (None, Decimal(100)) and not has_time and not is_fee:
        return None  # the statement of the price itself
    if PRICE_LABEL_RE.search(segment) and not TIMING_RE.search(segment) and not figures.dates(segment, conventions) \
            and not is_fee and not POST_RE.search(segment) and not re.search(r"\b(?:balance|remaining)\b", segment, re.I):
        if share is None:
            return None
    due = None
    stated = figures.dates(segment, conventions)
    if stated:
        start = stated[0][0]
        if not figures.ESTIMATE_RE.search(segment[max(0, start - 40):start]):
            due = stated[0][2]
    post = bool(POST_RE.search(segment))
    return Row(label=_clean_label(_label_of(segment), prose=True), text=segment, share=share, amount=amount, due=due, fee=is_fee,
               post=post, prose=True, block=block, events=_events(segment))


PAYMENT_ROW_RE = re.compile(r"\b(?:instal?l?ments?|down[\s\-]*payment|deposit|booking\s+amount|balance)\b", re.I)
TIMING_RE = re.compile(
    r"\b(?:on|upon|at|by|before|within|after|following|prior\s+to|on\s+or\s+before|no\s+later\s+than)\s+(?:the\s+)?"
    r"(?:\w+\s+){0,4}?(?:signing|signature|execution|booking|reservation|handover|hand[\s\-]over|completion|possession"
    r"|registration|exchange|transfer|delivery|date|days?|months?|foundation\w*|plinth|structure|slab|roof|finishing"
    r"|casting|podium|topping|allotment|agreement|demand|notice|issu\w+)\b"
    r"|\b(?:immediately|forthwith|upfront|at\s+the\s+time\s+of)\b", re.IGNORECASE)


def _series(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """A series of instalments set out in one sentence, one row each; [] when the clause is not one."""
    match = SERIES_RE.search(clause)
    if match is None:
        return []
    count_text = (match.group("count_digits") or match.group("count")).lower()
    count = int(count_text) if count_text.isdigit() else _COUNT_WORDS.get(count_text)
    if not count or count < 2 or count > 120:
        return []
    period = None
    if match.group("period"):
        period = _PERIODS.get(re.sub(r"\s+", "-", match.group("period").lower()).replace("semi-annually", "semi-annual"))
        if period is None:
            period = _PERIODS.get(match.group("period").lower().replace(" ", "-"), None)
    every = EVERY_RE.search(clause)
    if period is None and every:
        unit = (every.group("unit") or every.group("unit2") or "").lower().rstrip("s")
        n_text = (every.group("n") or "one").lower()
        n = int(n_text) if n_text.isdigit() else {"one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "twelve": 12}[n_text]
        period = n * {"month": 1, "quarter": 3, "year": 12}[unit]
    rest = clause[match.end():]
    before = clause[:match.start()]
    share_each = amount_each = None
    each = EACH_RE.search(clause)
    shares = [(s, e, v) for s, e, v in figures.shares(rest) if not STAGE_SHARE_RE.match(rest[e:e + 40])]
    found = figures.amounts(rest, conventions)
    total_share = _row_share(before)
    total_amount_found = figures.amounts(before, conventions)
    if shares and (each or not total_share):
        share_each = shares[0][2]
    if found and (each or not total_amount_found):
        amount_each = found[0].value
    if share_each is None and total_share is not None:
        share_each = (total_share / count).quantize(Decimal("0.01"))
    if amount_each is None and total_amount_found and share_each is None:
        amount_each = (total_amount_found[0].value / count).quantize(figures.CENT)
    if share_each is None and amount_each is None:
        return []
    first = None
    for date_match in figures.dates(rest, conventions):
        first = date_match[2]
        break
    if first is None:
        first_dates = figures.dates(clause, conventions)
        first = first_dates[0][2] if first_dates else None
    if first is not None and period is None:
        return []
    post = bool(POST_RE.search(clause)) or bool(re.search(r"post[\s\-]*handover", clause, re.I))
    noun = "Post-Handover Instalment" if post else "Instalment"
    rows = []
    for number in range(count):
        due = figures.add_months(first, period * number) if first is not None else None
        rows.append(Row(label=f"{noun} {number + 1} of {count}", text=clause, share=share_each, amount=amount_each,
                        due=due, fee=False, post=post, prose=True, block=block,
                        events=frozenset({f"series{number}"}), series=True))
    return rows


def _label_of(segment: str) -> str:
    match = LABEL_RE.search(segment)
    if match:
        return match.group()
    return segment


# Words left hanging at either end once a label's figures are gone ("Down Payment on", "being").
DANGLING_RE = re.compile(r"(?:\s+|^)(?:on|or|by|at|of|the|a|an|and|due|payable|being|before|within|in|is|to|for|from"
                         r"|with|i\.e\.?|per|equal|each|amount|sum)$", re.IGNORECASE)
LEADING_DANGLING_RE = re.compile(r"^(?:being|of|the|a|an|and|or|by)\s+", re.IGNORECASE)


def _clean_label(text: str, *, prose: bool = False) -> str:
    """A row's label without its figures, dates and numbering."""
    text = LEADING_NUMBERING_RE.sub("", text)
    conventions = Conventions()
    spans = [(s, e) for s, e, _ in figures.dates(text, conventions)] + [(s, e) for s, e, _ in figures.shares(text)]
    spans += [(a.start, a.end) for a in figures.amounts(text, conventions)]
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + " " + text[end:]
    text = figures.CURRENCY_RE.sub(" ", text)
    text = re.sub(r"\(\s*\)|\[\s*\]", " ", text)
    text = " ".join(text.split()).strip(" -–:,;.()")
    while True:
        trimmed = DANGLING_RE.sub("", text).strip(" -–:,;.()")
        if prose:
            trimmed = LEADING_DANGLING_RE.sub("", trimmed)
        if trimmed == text:
            break
        text = trimmed
    if len(text) > DESCRIPTION_LIMIT:
        text = text[:DESCRIPTION_LIMIT].rsplit(" ", 1)[0] + "…"
    return text[:1].upper() + text[1:]


# --- restatements and the price ------------------------------------------------------------------

def _without_restatements(rows: list[Row]) -> list[Row]:
    """A plan set out twice (a table and its prose summary, a fee restated) keeps its first statement,
    tables before prose: a prose row that matches a table row, or a prose row of an earlier block, goes."""
    kept: list[Row] = []
    consumed: set[int] = set()
    tables = [row for row in rows if not row.prose]
    for row in rows:
        if row.prose:
            # Prose restating earlier prose: only rows that say when (a date) or fees, which a plan does
            # not state twice; two undated instalments of one share are two payments.
            candidates = [i for i, other in enumerate(rows) if i not in consumed and other is not row and
                          (not other.prose or (other.block < row.block and (row.due is not None or row.fee)))
                          and _same_payment(row, other)]
            table_first = [i for i in candidates if not rows[i].prose]
            chosen = (table_first or candidates)[:1]
            if chosen and (tables or rows[chosen[0]].prose):
                consumed.add(chosen[0])
                continue
        kept.append(row)
    return kept


def _same_payment(row: Row, other: Row) -> bool:
    if row.fee != other.fee:
        return False
    if row.due != other.due and row.due is not None and other.due is not None:
        return False
    if (row.due is None) != (other.due is None) and not (row.fee and other.fee) and not (row.series and row.due is None):
        return False
    matched = False
    for mine, theirs in ((row.share, other.share), (row.amount, other.amount)):
        if mine is not None and theirs is not None:
            if mine != theirs:
                return False
            matched = True
    if not matched:
        return False
    if row.due is None and other.due is None and not row.fee and not row.series:
        mine, theirs = row.events, other.events
        if mine and theirs and not (mine & theirs):
            return False
    return True


SALE_WORDS_RE = re.compile(r"\b(?:purchaser|buyer|purchase|sale|sell|seller|vendor|allottee|promoter)\b", re.I)
LEASE_WORDS_RE = re.compile(r"\b(?:lease|leased|tenant|tenancy|landlord|lessor|lessee|rent|rental)\b", re.I)


def _not_a_sale(text: str) -> bool:
    """A lease or tenancy document: it speaks of rent and tenants more than of a sale."""
    return len(LEASE_WORDS_RE.findall(text)) > len(SALE_WORDS_RE.findall(text))


def _stated_price(text: str, conventions: Conventions) -> Decimal | None:
    """The amount a sentence states as the price ("The Purchase Price is AED 1,200,000")."""
    for label in PRICE_LABEL_RE.finditer(text):
        window = text[label.end():label.end() + 120]
        found = figures.amounts(window, conventions)
        if found and not figures.shares(window[:found[0].start]):
            return found[0].value
        before = text[max(0, label.start() - 80):label.start()]
        found = figures.amounts(before, conventions)
        if found and label.group().startswith("("):
            return found[-1].value
    return None


def _price(candidates: list[Decimal], rows: list[Row]) -> Decimal | None:
    """The price that agrees with the rows' own arithmetic (share x price = amount), else the first stated."""
    candidates = [value for value in candidates if value > 0]
    both = [row for row in rows if row.share is not None and row.amount is not None and not row.fee]
    derived = [row.amount * 100 / row.share for row in both]
    best, best_score = (candidates[0] if candidates else None), -1
    for candidate in candidates + derived:
        score = sum(1 for row in both if abs(figures.share_of(candidate, row.share) - row.amount) <= 1)
        if score > best_score or (score == best_score and candidate in candidates and best not in candidates):
            best, best_score = candidate, score
    if best is not None and best not in candidates and best_score < 2:
        return candidates[0] if candidates else None
    return best


def _output(row: Row, price: Decimal | None) -> dict:
    amount = row.amount
    if amount is None:
        amount = figures.share_of(price, row.share) if price is not None and row.share is not None else Decimal(0)
    return {
        "amount": float(amount),
        "dueDate": figures.due_date(row.due),
        "description": row.label or "Payment",
        "percentage": float(row.share or 0),
        "isFee": row.fee,
        "postHandover": row.post,
        "status": "pending",
    }


def normalised_row(row: dict) -> dict | None:
    """One row brought to the output rules; None for a row that is no payment of the plan (a total,
    the price, a row with neither amount nor share)."""
    description = str(row.get("description") or "")
    if TOTAL_RE.search(description) or (PRICE_LABEL_RE.search(description) and not PAYMENT_RE.search(description)):
        return None
    try:
        amount = Decimal(str(row.get("amount") or 0))
        share = Decimal(str(row.get("percentage") or 0))
        if not (amount.is_finite() and share.is_finite()) or amount < 0 or amount > MAX_AMOUNT:
            return None
        amount, share = amount.quantize(figures.CENT), share.quantize(Decimal("0.01"))
    except ArithmeticError:  # InvalidOperation included: not a number at all
        return None
    if not 0 <= share <= 100 or (amount == 0 and share == 0):
        return None
    written = str(row.get("dueDate") or "")
    stated = figures.dates(written, Conventions(month_first=bool(re.fullmatch(r"\d{1,2}/\d{1,2}/\d{2,4}", written))
                                                and int(written.split("/")[1]) > 12))
    return {
        "amount": float(amount),
        "dueDate": figures.due_date(stated[0][2]) if stated else "",
        "description": _clean_label(description) or description[:DESCRIPTION_LIMIT] or "Payment",
        "percentage": float(share),
        "isFee": bool(row.get("isFee")),
        "postHandover": bool(row.get("postHandover")),
        "status": "pending",
    }
