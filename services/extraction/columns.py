"""What each column of a table holds: the titles of a header row ("Due Date", "%", "Amount (AED)"), else
what most of its cells hold; a table set out one column per payment is turned to rows first."""

import re
from dataclasses import dataclass, field

from services.extraction import dates, figures
from services.extraction.conventions import Conventions


@dataclass
class Columns:
    label: list[int] = field(default_factory=list)
    share: int | None = None
    amount: int | None = None
    due: int | None = None
    ignore: set = field(default_factory=set)


SHARE_TITLE_RE = re.compile(r"%|percent|per\s?cent|share|ratio|proportion", re.IGNORECASE)
AMOUNT_TITLE_RE = re.compile(rf"\b(?:amount|value|sum|instal?l?ment\s+amount)\b"
                             rf"|(?<![A-Za-z])(?:{figures.CURRENCY})(?![A-Za-z])",
                             re.IGNORECASE)
DATE_TITLE_RE = re.compile(r"\b(?:date|due|when|deadline|on\s+or\s+before|timing|payment\s+date)\b"
                           r"|^\s*payable(?:\s+(?:on|by|at))?\s*$|^\s*(?:due\s+|payment\s+)?month\s*$", re.IGNORECASE)
DUE_TITLE_RE = re.compile(r"\bdue\b|\bpayable\b|\bpayment\s+date\b", re.IGNORECASE)
NUMBER_TITLE_RE = re.compile(r"^(?:s\.?\s*no\.?|sr\.?(?:\s*no\.?)?|no\.?|#|sl\.?(?:\s*no\.?)?|s/n|ref\.?|item\s+no\.?"
                             r"|(?:cheque|check|receipt|invoice|pdc)\s*(?:no\.?|number|#|ref\.?))$", re.IGNORECASE)


def transposed(rows: list[list[str]]) -> bool:
    """A table set out one column per payment: its first column titles the rows ("Percentage", "Amount (SAR)",
    "Due Date") and its other columns are the payments."""
    if len(rows) < 3 or len(rows[0]) < 3:
        return False
    titles = [row[0] for row in rows]
    kinds = {kind for title in titles for kind, pattern in (("share", SHARE_TITLE_RE), ("date", DATE_TITLE_RE),
                                                               ("amount", AMOUNT_TITLE_RE))
             if title and len(title) <= 30 and pattern.search(title)}
    return len(kinds) >= 2 and not any(SHARE_TITLE_RE.search(cell) or AMOUNT_TITLE_RE.search(cell)
                                       for cell in rows[0][1:])


def is_header(cells: list[str], conventions: Conventions) -> bool:
    filled = [cell for cell in cells if cell]
    if len(filled) < 2:
        return False
    joined = " | ".join(filled)
    if dates.stated(joined, conventions) or figures.amounts(joined, conventions, bare=True):
        return False
    if any(figures.shares(cell) for cell in filled):
        return False  # "4% of Purchase Price" is a figure, not the title "%"
    titled = sum(1 for cell in filled if SHARE_TITLE_RE.search(cell) or AMOUNT_TITLE_RE.search(cell)
                 or DATE_TITLE_RE.search(cell) or NUMBER_TITLE_RE.match(cell)
                 or re.search(r"\b(?:description|milestone|stage|event|particulars|payment|instal?l?ment|details"
                              r"|item|fee|charge|type|schedule|timing|percentage)\b", cell, re.IGNORECASE))
    return titled >= 2


CUMULATIVE_TITLE_RE = re.compile(r"\b(?:cumulative|cumulated|running\s+total|to\s+date|aggregate|accumulated)\b",
                                 re.IGNORECASE)


def columns_from_header(header: list[str]) -> Columns:
    columns = Columns()
    for index, title in enumerate(header):
        if not title:
            continue
        if NUMBER_TITLE_RE.match(title) or CUMULATIVE_TITLE_RE.search(title):
            columns.ignore.add(index)  # a running total ("Cumulative %", "Paid to date") is no row's own figure
        elif SHARE_TITLE_RE.search(title) and columns.share is None and not re.search(r"\bamount\b", title, re.I):
            columns.share = index
        elif DATE_TITLE_RE.search(title) and not re.search(r"\bamount\b", title, re.I) and (
                columns.due is None or DUE_TITLE_RE.search(title) and not DUE_TITLE_RE.search(header[columns.due])):
            if columns.due is not None:
                # "Demand notice date | Due date": the date the payment falls due is the row's, not the notice's.
                columns.ignore.add(columns.due)
            columns.due = index
        elif AMOUNT_TITLE_RE.search(title) and columns.amount is None:
            columns.amount = index
        else:
            columns.label.append(index)
    return columns


def columns_from_cells(body: list[list[str]], conventions: Conventions, known: Columns | None) -> Columns:
    """Column roles from what most cells of each column hold, for a table without titles."""
    columns = known or Columns()
    width = max((len(row) for row in body), default=0)
    for index in range(width):
        if index in columns.ignore or index in (columns.share, columns.amount, columns.due):
            continue
        cells = [row[index] for row in body if index < len(row) and row[index]]
        if not cells:
            continue
        def most(test, cells=cells) -> bool:
            return sum(1 for cell in cells if test(cell)) * 2 > len(cells)
        if most(lambda c: re.fullmatch(r"\d{1,3}\.?", c)) and index == 0:
            columns.ignore.add(index)
        elif columns.share is None and most(only_share):
            columns.share = index
        elif columns.due is None and most(lambda c: bool(dates.stated(c, conventions))) and \
                not most(lambda c: bool(figures.amounts(c, conventions))):
            columns.due = index
        elif columns.amount is None and most(lambda c: bool(figures.amounts(c, conventions, bare=True))) \
                and not most(lambda c: bool(figures.shares(c))):
            columns.amount = index
        elif index not in columns.label:
            columns.label.append(index)
    # A column titled like a label ("Payment") that holds figures is a figures column.
    columns.label = [index for index in columns.label if index not in (columns.share, columns.amount, columns.due)]
    return columns


def only_share(cell: str) -> bool:
    """A cell that holds a share and nothing else ("10%", "10 per cent", "ten percent (10%)")."""
    found = figures.shares(cell)
    return bool(found) and not re.search(r"[A-Za-z0-9]", cell[:found[0][0]] + cell[found[-1][1]:])
