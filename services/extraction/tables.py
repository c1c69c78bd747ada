"""Plan rows from a table: columns recognised from the header row, else from what the cells hold;
each data row read cell by cell; section rows (post-handover, fees), totals and breakdowns skipped."""

import re
from dataclasses import replace
from decimal import Decimal

from services.extraction import dates, figures
from services.extraction.columns import (
    Columns,
    columns_from_cells,
    columns_from_header,
    is_header,
    transposed,
)
from services.extraction.conventions import Conventions
from services.extraction.labels import clean_label
from services.extraction.layout import EACH_RE, Table
from services.extraction.rows import (
    BREAKDOWN_RE,
    EXCLUDED_RE,
    FEE_RE,
    HANDOVER_ONLY_RE,
    HANDOVER_RE,
    HANDOVER_ROW_RE,
    PAYMENT_RE,
    PLAN_START_RE,
    POST_RE,
    PRE_RE,
    PRICE_LABEL_RE,
    REFERENCE_RE,
    TIMING_RE,
    TOTAL_RE,
    Row,
    after_handover,
    chosen_amount,
    events_of,
    is_fee,
    row_share,
)
from services.extraction.series import looks_like_series, series_rows

OPTION_RE = re.compile(r"^\W*(?:payment\s+)?(?:option|alternative|plan)\s+(?:[A-Z]|\d{1,2}|one|two|three)\b",
                       re.IGNORECASE)
NOT_CHOSEN_RE = re.compile(r"\bnot\s+(?:selected|chosen|elected|applicable)\b|\b(?:reference|information)\s+only\b"
                           r"|\bdoes\s+not\s+apply\b|\bdeleted\b", re.IGNORECASE)
# "Instalments payable up to and on Handover (60%)": a heading row that sums the section under it.
SECTION_TOTAL_RE = re.compile(r"\binstal\w*\s+(?:payable|due)\b.*\(\s*\d{1,3}(?:\.\d+)?\s*%\s*\)", re.IGNORECASE)
PLAN_NAME_RE = re.compile(r"^\W*(?:the\s+)?(?:payment|instal?l?ment)s?\s+(?:plan|terms|schedule)\b", re.IGNORECASE)
# Money the seller pays the buyer (a guaranteed return, a rental yield): no payment of the plan.
PAID_BY_SELLER_RE = re.compile(r"\b(?:payable|paid|due)\s+(?:by|from)\s+(?:the\s+)?(?:seller|developer|vendor|promoter"
                               r"|company|first\s+party)\b|\bguaranteed\s+(?:return|yield|income)", re.IGNORECASE)


def table_rows(table: Table, block: int, conventions: Conventions,
               under_post_heading: bool = False) -> tuple[list[Row], list[Decimal]]:
    """The plan rows of one table (none when it is not a plan), and the totals it states.
    `under_post_heading`: the table sits under a post-handover heading."""
    rows = [[cell.strip() for cell in row] for row in table.rows]
    width = max(len(row) for row in rows)
    rows = _with_wrapped_cells([row + [""] * (width - len(row)) for row in rows])
    if transposed(rows):
        rows = [list(column) for column in zip(*rows, strict=True)]  # one column per payment: read as rows
    header_at = next((i for i, row in enumerate(rows[:4]) if is_header(row, conventions)), None)
    columns = columns_from_header(rows[header_at]) if header_at is not None else None
    body = rows[header_at + 1:] if header_at is not None else rows
    if columns is None or (columns.share is None and columns.amount is None):
        columns = columns_from_cells(body, conventions, columns)
    # The header and the words above it title the table; particulars with figures above it ("Sale Price: QAR
    # 3,150,000 | Service charge (estimate): QAR 14 per m² per month") do not.
    title = " ".join(" ".join(row) for row in rows[:header_at] if _words_only(row, conventions)) + " " + " ".join(
        rows[header_at]) if header_at is not None else ""
    # A first row of words alone titles the table even when it names no figure column.
    heading = title or _words_only(rows[0], conventions)
    if (BREAKDOWN_RE.search(title) and not PAYMENT_RE.search(title)) or EXCLUDED_RE.search(heading) \
            or PAID_BY_SELLER_RE.search(heading):
        return [], []  # a price breakdown, a table of refunds, retentions or penalties, or what the seller pays
    body = _each_carried_down(body, columns)
    found, totals = [], []
    post_section = (bool(POST_RE.search(title)) and not PLAN_START_RE.search(title)) or under_post_heading
    fee_section = bool(re.search(r"\b(?:fees|charges)\b", title, re.IGNORECASE)) and not PAYMENT_RE.search(
        re.sub(r"\b(?:fees?|charges?)\b", "", title, flags=re.IGNORECASE))
    skipping = False  # under a heading row of an option the agreement did not choose
    for cells in body:
        words_only = _words_only(cells, conventions)
        if words_only and OPTION_RE.search(words_only):
            # "OPTION B - NOT SELECTED | (reference only)", then "OPTION A - SELECTED | (applies)": a plan anew.
            skipping, post_section = bool(NOT_CHOSEN_RE.search(words_only)), False
            continue
        if skipping:
            continue
        if words_only and sum(1 for cell in cells if cell) > 1 \
                and (EXCLUDED_RE.search(words_only) or PAID_BY_SELLER_RE.search(words_only)):
            break  # the heading of a table of refunds or of what the seller pays, run on after the plan
        if is_header(cells, conventions):
            titled = columns_from_header(cells)  # a second header row replaces the first when it names figures
            if titled.share is not None or titled.amount is not None:
                columns = titled
            continue
        label_text = " ".join(cell for cell in cells if cell)
        filled = [cell for cell in cells if cell]
        if FOOTNOTE_RE.match(label_text):
            continue  # "† Milestones certified by the Project Architect ..."
        # "Twenty-four (24) monthly instalments of 1.25% each, the first on ..." in a cell: one row each
        # (the row's own share and amount, if any, are the series' total).
        series = next((found_series for found_series in (series_rows(cell, block, conventions) for cell in filled)
                       if found_series), [])
        if (not series and any(looks_like_series(cell) for cell in filled)
                or series and all(row.due is None for row in series)) \
                and len(filled) > 1 and not any(TOTAL_RE.search(cell) for cell in filled):
            # Its share or amount in another cell, or its dates ("12 x 2.5%" | "Monthly from 15/01/2027").
            series = series_rows(" ; ".join(filled), block, conventions) or series
        if series:
            post = post_section or after_handover(label_text)
            found += [replace(row, post=row.post or post, prose=False) for row in series]
            continue
        row = _table_row(cells, columns, block, conventions)
        if row is None or (len(filled) == 1 and row.amount is None and row.due is None
                           and (SECTION_RE.search(label_text) or SECTION_TOTAL_RE.search(label_text))):
            # A section heading inside the table ("Post-Handover Instalments", "PRE-HANDOVER (70%)").
            post_section, fee_section = _section(label_text, post_section, fee_section)
            continue
        if row.due is None and not (row.share is not None and row.amount is not None) \
                and not PAYMENT_WORDS_RE.search(row.text) and not (found and (row.amount is not None or (
                    row.share is not None and columns.share is not None and columns.share < len(cells)
                    and cells[columns.share]))):
            continue  # a letterhead or particulars row ("C.R. 1010654321", "Share in common areas | 0.82%")
        if any(TOTAL_RE.search(cell) for cell in filled) \
                or (row.share == 100 and not re.search(r"[A-Za-z]{3}", row.label)):
            if row.amount is not None:
                totals.append(row.amount)
            continue
        if BREAKDOWN_RE.search(row.label) and not PAYMENT_RE.search(row.label) and not HANDOVER_RE.search(row.label):
            # (but "Completion of car park, roads and drains" is a construction stage)
            continue
        if (EXCLUDED_RE.search(row.label) and not FEE_RE.search(row.label)) or \
                re.match(r"\W*(?:vat|value\s+added\s+tax|gst)\b", row.label, re.IGNORECASE):
            continue
        if PLAN_NAME_RE.match(row.label) and not row.due:
            continue  # "Payment Plan | Deposit 10% on Exchange; ...": the particulars' summary of the plan
        if REFERENCE_RE.search(row.text):
            continue  # "Payment | As set out in Clause 4.1": a pointer to the plan, not a row of it
        if (PRICE_LABEL_RE.search(row.label) and not PAYMENT_RE.search(row.label)
                and row.share in (None, Decimal(100))) \
                or PRICE_CELL_RE.match(row.label) or (row.share is None and any(
                    re.match(PRICE_CELL_RE.pattern + r"\s*:", cell, re.IGNORECASE) for cell in cells if cell)):
            # (a cell that states the price, "Price: QAR 2,050,000", beside the particulars' other cells)
            if row.amount is not None:
                totals.append(row.amount)
            continue
        if fee_section and not re.search(r"\b(?:instal?l?ment|down\s*payment|balance)\b", row.label, re.I):
            row = replace(row, fee=True)
        if post_section and not row.fee and not HANDOVER_ONLY_RE.search(row.text):
            row = replace(row, post=True)
        elif not row.fee and (HANDOVER_ROW_RE.search(row.label) or HANDOVER_ROW_RE.match(row.text)
                              or any(HANDOVER_ROW_RE.match(cell) for cell in filled)):
            post_section = True  # a plan lists its payments in order: what follows the handover row falls after it
        found.append(row)
    if _price_breakdown(rows, found):
        return [], totals
    return found, totals


FOOTNOTE_RE = re.compile(r"^\s*(?:[†‡§*¹²³]+\s|\(\*\)|\*\s|notes?\s*(?:\d+\s*)?[:.\-–])", re.IGNORECASE)
# What a plan row without a date says about being paid.
PAYMENT_WORDS_RE = re.compile("|".join(f"(?:{pattern.pattern})"
                                       for pattern in (PAYMENT_RE, FEE_RE, TIMING_RE, HANDOVER_RE, TOTAL_RE)),
                              re.IGNORECASE)
# A row that names the price itself in its first words ("Price | SAR 1,800,000 | VAT exempt").
PRICE_CELL_RE = re.compile(r"\W*(?:total\s+|agreed\s+)?(?:purchase\s+|sale\s+"
                           r"|contract\s+)?price\b(?!\s+per)", re.IGNORECASE)
SECTION_RE = re.compile(r"\b(?:pre|post)[\s\-]*(?:handover|completion|delivery)\b|\b(?:before|after)\s+(?:the\s+)?"
                        r"(?:handover|completion|delivery)\b", re.IGNORECASE)


WRAPPED_RE = re.compile(r"^(?:[a-z(]|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{4}\b)")
# "Every 3 months from" / "1 June 2026": a cell that ends waiting for its date, and the date on the next line.
OPEN_END_RE = re.compile(r"\b(?:from|on|commencing|starting|beginning|by|before|until|till|dated|of)$", re.IGNORECASE)
DATE_ONLY_RE = re.compile(r"^\d{1,2}(?:st|nd|rd|th)?[\s\-/.]+(?:\w+)[\s\-/.,]+\d{2,4}$")


def _each_carried_down(body: list[list[str]], columns: Columns) -> list[list[str]]:
    """A share cell that applies to each row it spans ("6.25% of the Total Price on each slab"), printed
    once in a PDF (a merged cell): the rows under it with no share and the same amount take it."""
    if columns.share is None or columns.amount is None:
        return body
    carried: tuple[str, str] | None = None
    out = []
    for cells in body:
        share, amount = cells[columns.share], cells[columns.amount]
        if share and EACH_RE.search(share) and figures.shares(share):
            carried = (share, amount)
        elif carried and not share and amount == carried[1] and not any(TOTAL_RE.search(cell) for cell in cells):
            cells = [carried[0] if index == columns.share else cell for index, cell in enumerate(cells)]
        elif share:
            carried = None
        out.append(cells)
    return out


def _words_only(cells: list[str], conventions: Conventions) -> str:
    """A row's text when it states no figure but dates (a table's heading row), else ""."""
    text = " ".join(cells)
    undated = text
    for start, end, _ in reversed(dates.stated(text, conventions)):
        undated = undated[:start] + undated[end:]
    return "" if re.search(r"\d", undated) else text


def _with_wrapped_cells(rows: list[list[str]]) -> list[list[str]]:
    """A table typed as lines whose cells wrap ("Payment No. 2 — twelve and one-half per" / "centum"): a line
    that only continues cells of the row above (lower case or a month and year, no first cell) joins it."""
    merged: list[list[str]] = []
    for row in rows:
        filled = [cell for cell in row if cell]
        if merged and filled and not row[0] and all(
                WRAPPED_RE.match(cell) or (OPEN_END_RE.search(above) and DATE_ONLY_RE.match(cell))
                for above, cell in zip(merged[-1], row, strict=False) if cell):
            merged[-1] = [f"{above} {below}".strip() for above, below in zip(merged[-1], row, strict=False)]
        else:
            merged.append(row)
    return merged


def _section(heading: str, post: bool, fees: bool) -> tuple[bool, bool]:
    """The sections a heading row opens: after handover or not, fees or not."""
    if POST_RE.search(heading) or re.search(r"\bpost[\s\-]*handover\b", heading, re.IGNORECASE):
        post, fees = True, False
    elif PRE_RE.search(heading) or re.search(r"\bon\s+handover\b", heading, re.IGNORECASE):
        post, fees = False, False
    if re.search(r"\b(?:fees|charges|other\s+payments|in\s+addition\s+to)\b", heading, re.IGNORECASE):
        post, fees = False, True
    return post, fees


def _price_breakdown(rows: list[list[str]], found: list[Row]) -> bool:
    """A table that breaks the price down (area x rate, parking, club membership) rather than
    scheduling it: some row is a breakdown line, and no row says when it is paid."""
    return any(BREAKDOWN_RE.search(" ".join(row)) for row in rows) and not any(
        row.share is not None or row.due is not None or TIMING_RE.search(row.text) for row in found)


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
            share = _cell_share(cell(index)) if index == columns.share else row_share(cell(index))
        if amount is None:
            found = figures.amounts(cell(index), conventions, bare=index == columns.amount)
            if found:
                amount = chosen_amount(cell(index), found)
    if share is None:
        share = row_share(" ".join(other)) if other else None
        # Each label cell apart: "Completion | 50 per cent" is no share of the completion of the works.
        share = share if share is not None else next((found for found in map(row_share, label_cells) if found), None)
    if amount is None:
        for piece in other + label_cells:
            found = [a for a in figures.amounts(piece, conventions) if a.tagged]
            if found:
                amount = chosen_amount(piece, found)
                break
    if share is None and amount is None:
        return None
    due = None
    # The date column; without one, the first cell that states a date, read alone ("Instalment 1 | June 2026" is no
    # 1 June), else the row's text (a date split over cells).
    dated = None if columns.due is not None and cell(columns.due) else next(
        (index for index, each in enumerate(cells) if each and dates.stated(each, conventions)), None)
    date_source = cells[dated] if dated is not None else cell(columns.due) or text
    stated = dates.stated(date_source, conventions)
    if stated and not dates.ESTIMATE_RE.search(date_source) and not dates.WHICHEVER_RE.search(text):
        due = stated[0][2]
    # A date in a label cell of its own is the row's date, not its label ("Instalment 1 | June 2026").
    named = label_cells if len(label_cells) < 2 else [
        cells[i] for i in columns.label if i < len(cells) and cells[i] and i != dated]
    label = clean_label(" ".join(named)) or label_text
    return Row(label=label, text=text, share=share, amount=amount, due=due, fee=is_fee(label_text or text, share),
               post=after_handover(text), prose=False, block=block, events=events_of(label_text))


def _cell_share(text: str) -> Decimal | None:
    found = figures.shares(text)
    if found:
        return found[0][2]
    match = re.fullmatch(r"\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*", text)
    if match:
        value = Decimal(match.group(1).replace(",", "."))
        return value if 0 < value <= 100 else None
    return None


