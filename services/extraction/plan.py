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

import itertools
import re
from collections import Counter
from dataclasses import replace
from decimal import Decimal

from services.extraction import applies, dates, figures, kinds
from services.extraction.context import Context
from services.extraction.conventions import Conventions
from services.extraction.labels import DESCRIPTION_LIMIT, clean_label, description
from services.extraction.layout import Document, Table
from services.extraction.prose import prose_rows
from services.extraction.rows import FEE_RE, PAYMENT_RE, PRICE_LABEL_RE, TOTAL_RE, Row
from services.extraction.tables import table_rows

MAX_AMOUNT = Decimal(10) ** 13  # no agreement states more; a larger figure is a misreading


def extract(document: Document) -> list[dict]:
    """The agreement's payment-plan rows as ParsedInstallment dicts, in the agreement's order."""
    sale = kinds.sale_document(document)
    if sale is None:
        return []
    document, text = sale, sale.text()
    conventions = Conventions.of(text)
    rows, price_candidates = _read(document, conventions)
    rows = applies.applying(rows, document, text, conventions)
    if conventions.undecided and not _in_order(rows):
        # No numeric date shows how the agreement writes them: day first (CONTRACT 9), unless only the
        # month-first reading puts the plan's dates in order.
        month_first = replace(conventions, month_first=True)
        other_rows, other_prices = _read(document, month_first)
        other_rows = applies.applying(other_rows, document, text, month_first)
        if _in_order(other_rows):
            rows, price_candidates = other_rows, other_prices
    rows = _without_restatements(rows, _price(price_candidates, rows))
    rows, price = _best_reading(rows, price_candidates)
    found = [_output(row, price) for row in _post_by_number(applies.balances(rows, price), text)]
    return [row for row in found if row["amount"] or row["percentage"]]  # "Establishment fee: NZ$0.00" is no payment


def _read(document: Document, conventions: Conventions) -> tuple[list[Row], list[Decimal]]:
    """Every candidate row, tables and prose in document order, and the prices the agreement states."""
    rows: list[Row] = []
    price_candidates: list[Decimal] = []
    context = Context()
    for index, block in enumerate(document.blocks):
        if isinstance(block, Table):
            found, totals = table_rows(block, index, conventions, context.post)
            if context.option:
                found = [replace(row, option=context.option) for row in found]
            if context.restating:  # "This summary repeats clause 4 for convenience": the clauses come first
                found = [replace(row, summary=True) for row in found]
            rows += found
            price_candidates += totals
            # "Unit No.: 409 | Purchase Price: AED 1,300,000" in the particulars above the plan: the price.
            price_candidates += [stated for cells in block.rows
                                 if (stated := _stated_price(" ; ".join(cells), conventions)) is not None]
            continue
        stated = _stated_price(block.text, conventions)
        if stated is not None:
            price_candidates.append(stated)
        context.read(block.text, conventions)
        # The price stated so far: a sentence that restates it is no row, a payment of all of it no fee.
        rows += prose_rows(block.text, index, conventions, context, price_candidates[-1] if price_candidates else None)
    return rows, price_candidates


# "The last sixteen (16) instalments (Nos. 17 to 32) fall due after the delivery of the unit".
NUMBERED_AFTER_RE = re.compile(r"\bnos?\.?\s*(\d{1,3})\s*(?:to|-|–|through)\s*(\d{1,3})\)?[^.;]{0,80}?"
                               r"\b(?:after|following)\s+(?:the\s+)?(?:delivery|handover|hand-over|completion|possession)\b",
                               re.IGNORECASE)
SERIES_NUMBER_RE = re.compile(r"\b(\d{1,3})\s+of\s+\d{1,3}$")


def _post_by_number(rows: list[Row], text: str) -> list[Row]:
    """A clause that puts a series' instalments by number after handover marks those rows post-handover."""
    ranges = [(int(low), int(high)) for low, high in NUMBERED_AFTER_RE.findall(text)]
    if not ranges:
        return rows
    marked = []
    for row in rows:
        number = SERIES_NUMBER_RE.search(row.label) if row.series and not row.fee else None
        if number and any(low <= int(number.group(1)) <= high for low, high in ranges):
            row = replace(row, post=True)
        marked.append(row)
    return marked


def _in_order(rows: list[Row]) -> bool:
    """Whether the plan's dated payments fall due in the order the agreement lists them."""
    due_dates = [row.due for row in rows if row.due is not None and not row.fee]
    return all(earlier <= later for earlier, later in itertools.pairwise(due_dates))


def _best_reading(rows: list[Row], price_candidates: list[Decimal]) -> tuple[list[Row], Decimal | None]:
    """The agreement's own arithmetic as evidence: of the readings below, in order, the first whose
    payments of the price add up (shares to 100, amounts to the price) wins; when none does, all rows.
    1. every row; 2. without prose payments outside the plan's section (a summary in the recitals, a
    condition that slipped through); 3. the tables' payments alone or the clauses' alone (below)."""
    readings = [rows,
                [row for row in rows if row.fee or not row.prose or row.in_plan]]
    first = None
    for reading in readings:
        if not any(not row.fee for row in reading):
            continue
        price = _price(price_candidates, reading)
        if first is None:
            first = (reading, price)
        if _adds_up(reading, price):
            return reading, price
    # 3. the tables' payments alone, or the clauses' alone, each with every fee (a plan stated twice, one of
    # them loosely): of those that add up, the one that sets out more payments (a table of phase totals
    # does not replace the clauses' instalments, nor loose clauses a table's rows).
    alone = []
    for reading in ([row for row in rows if row.fee or not row.prose], [row for row in rows if row.fee or row.prose]):
        payments = sum(1 for row in reading if not row.fee)
        if payments and len(reading) < len(rows):
            price = _price(price_candidates, reading)
            if _adds_up(reading, price):
                alone.append((payments, reading, price))
    if alone:
        _, reading, price = max(alone, key=lambda found: found[0])
        return reading, price
    return first if first is not None else (rows, _price(price_candidates, rows))


def _adds_up(rows: list[Row], price: Decimal | None) -> bool:
    """Whether the payments of the price (the rows that are not fees) add up to it."""
    payments = [row for row in rows if not row.fee]
    if payments and all(row.share is not None for row in payments):
        return sum(row.share or 0 for row in payments) == 100
    if price is None:
        return False
    amounts = [applies.amount_of(row, price) for row in payments]
    known = [amount for amount in amounts if amount is not None]
    return len(known) == len(amounts) and abs(sum(known) - price) <= len(amounts)


# --- restatements and the price ------------------------------------------------------------------

def _without_restatements(rows: list[Row], price: Decimal | None = None) -> list[Row]:
    """A plan set out twice (a table and its prose summary, a fee restated) counts once, at its first
    statement: a prose row that matches a table row or an earlier paragraph's row goes; a shorter table
    that restates the prose plan later in the document (a summary table) loses those rows instead.
    With the price, a row that states only a share matches one that states that share's amount."""
    if price is not None:
        rows = [replace(row, amount=figures.share_of(price, row.share))
                if row.amount is None and row.share is not None else row for row in rows]
    consumed: set[int] = set()
    dropped: set[int] = set()
    has_tables = any(not row.prose for row in rows)
    sizes = Counter(row.block for row in rows if not row.prose)
    prose_rows_count = sum(1 for row in rows if row.prose)
    for index, row in enumerate(rows):
        if not row.prose or index in dropped:
            continue
        # Prose restating earlier prose: only rows that say when (a date) or fees, which a plan does
        # not state twice; two undated instalments of one share are two payments.
        candidates = [i for i, other in enumerate(rows) if i not in consumed and i != index and
                      (not other.prose or (other.block < row.block and (row.due is not None or row.fee)))
                      and _same_payment(row, other)]
        table_first = [i for i in candidates if not rows[i].prose]
        chosen = (table_first or candidates)[:1]
        if not chosen or not (has_tables or rows[chosen[0]].prose):
            continue
        consumed.add(chosen[0])
        table = rows[chosen[0]]
        if not table.prose and table.block > row.block and (sizes[table.block] < prose_rows_count or table.summary):
            dropped.add(chosen[0])  # a shorter table after the prose plan summarises it: the prose came first
            if table.summary and row.share is None and table.share is not None:
                rows[index] = replace(row, share=table.share)  # what the summary states beside it
        else:
            dropped.add(index)
            if table.share is None and row.share is not None:
                # Annex "960.000,00 on signing" restating "15% on signing": the clause's share is the row's too.
                rows[chosen[0]] = replace(table, share=row.share)
    return [row for index, row in enumerate(rows) if index not in dropped]


def _same_payment(row: Row, other: Row) -> bool:
    if row.fee != other.fee:
        return False
    if row.due != other.due and row.due is not None and other.due is not None:
        return False
    if (row.due is None) != (other.due is None) and not (row.fee and other.fee) \
            and not (row.series and row.due is None):
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
        my_events, their_events = row.events, other.events
        if my_events and their_events and not (my_events & their_events):
            return False
    return True


BESIDE_PRICE_RE = re.compile(r"(?:part\s+of|included\s+in|in\s+addition\s+to|over\s+and\s+above|exclud\w+"
                             r"|exclusive\s+of"
                             r"|towards|against)\s+(?:the\s+)?$", re.IGNORECASE)
AMOUNTS_TO_RE = re.compile(rf"\b(?:amounts?\s+to|is|of|shall\s+be|will\s+be)\s*(?:(?:{figures.CURRENCY})\.?\s*)?$",
                           re.IGNORECASE)
SHARE_OF_RE = re.compile(r"(?:%|per\s?cent|percentage)\s*\)?\s*of\s+(?:the\s+)?$", re.IGNORECASE)


def _stated_price(text: str, conventions: Conventions) -> Decimal | None:
    """The amount a sentence states as the price ("The Purchase Price is AED 1,200,000")."""
    for label in PRICE_LABEL_RE.finditer(text):
        if (SHARE_OF_RE.search(text[max(0, label.start() - 30):label.start()]) or
                BESIDE_PRICE_RE.search(text[max(0, label.start() - 40):label.start()])) \
                and not figures.PRICE_OF_RE.match(text, label.end()):
            # "4% of the Purchase Price (AED 96,000)", "not part of the Total Consideration: Rs. ...", but
            # "10% of the Purchase Price of AED 2,900,000" states the price.
            continue
        # From the label on, so that "Price: 950000" reads as money; amounts after the label only.
        offset = label.end() - label.start()
        window = text[label.start():label.end() + 120]
        found = [amount for amount in figures.amounts(window, conventions) if amount.start >= offset]
        gap = window[offset:found[0].start] if found else ""
        # "The total price of the apartment (Apartment 5, Building 12, Abdoun, Amman) is JOD 145,000".
        bare_gap = re.sub(r"\([^()]*\)", "", gap)
        # "The purchase price for the residential unit No. 12 according to the division plan amounts to EUR ...".
        if found and (len(bare_gap) <= 60 or len(bare_gap) <= 110 and AMOUNTS_TO_RE.search(bare_gap)) \
                and not (figures.shares(gap) or PAYMENT_RE.search(gap) or FEE_RE.search(gap)):
            return found[0].value
        before = text[max(0, label.start() - 80):label.start()]
        found = figures.amounts(before, conventions)
        if found and label.group().startswith("("):
            return found[-1].value
    return None


def _price(candidates: list[Decimal], rows: list[Row]) -> Decimal | None:
    """The price that agrees with the rows' own arithmetic (share x price = amount), else the first stated; with
    none stated, the one the rows that state a share and an amount all imply."""
    candidates = [value for value in candidates if value > 0]
    both = [(row.share, row.amount) for row in rows if row.share is not None and row.amount is not None and not row.fee]
    derived = [amount * 100 / share for share, amount in both]
    best, best_score = (candidates[0] if candidates else None), -1
    for candidate in candidates + derived:
        score = sum(1 for share, amount in both if abs(figures.share_of(candidate, share) - amount) <= 1)
        if score > best_score or (score == best_score and candidate in candidates and best not in candidates):
            best, best_score = candidate, score
    # A price implied by one row alone ("Booking: AED 330,000 (10%)") stands only when none is stated.
    if best is not None and best not in candidates and best_score < 2 and (candidates or best_score < len(both)):
        return candidates[0] if candidates else None
    return best


def _output(row: Row, price: Decimal | None) -> dict:
    amount = applies.amount_of(row, price)
    return {
        "amount": float(amount or 0),
        "dueDate": dates.due_date(row.due),
        "description": description(row.label, prose=row.prose) or row.label or "Payment",
        "percentage": float((row.share or Decimal(0)).quantize(Decimal("0.01"))),
        "isFee": row.fee,
        "postHandover": row.post,
        "status": "pending",
    }


def normalised_row(row: dict) -> dict | None:
    """One row brought to the output rules; None for a row that is no payment of the plan (a total,
    the price, a row with neither amount nor share)."""
    label = str(row.get("description") or "")
    if TOTAL_RE.search(label) or (PRICE_LABEL_RE.search(label) and not PAYMENT_RE.search(label)):
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
    cleaned = clean_label(label)
    written = str(row.get("dueDate") or "")
    stated = dates.stated(written, Conventions(month_first=bool(re.fullmatch(r"\d{1,2}/\d{1,2}/\d{2,4}", written))
                                                and int(written.split("/")[1]) > 12))
    return {
        "amount": float(amount),
        "dueDate": dates.due_date(stated[0][2]) if stated else "",
        "description": description(cleaned) or cleaned or label[:DESCRIPTION_LIMIT] or "Payment",
        "percentage": float(share),
        "isFee": bool(row.get("isFee")),
        "postHandover": bool(row.get("postHandover")),
        "status": "pending",
    }
