"""Plan rows from prose: where the reading is (inside the plan, under a post-handover or fees
heading), clauses that set out payments, sentences that set out several (series: series.py)."""

import itertools
import re
from dataclasses import replace
from decimal import Decimal

from services.extraction import dates, figures
from services.extraction.context import Context, section_total
from services.extraction.conventions import Conventions
from services.extraction.labels import clean_label, label_of
from services.extraction.recurrence import PER_PERIOD_RE
from services.extraction.rows import (
    BREAKDOWN_RE,
    CONDITIONAL_RE,
    EXCLUDED_RE,
    FEE_RE,
    HANDOVER_ONLY_RE,
    HANDOVER_RE,
    HANDOVER_ROW_RE,
    NOT_REFUNDABLE_RE,
    PAYMENT_RE,
    PAYMENT_ROW_RE,
    POST_RE,
    PRICE_LABEL_RE,
    REFERENCE_RE,
    STAGE_TEXT_RE,
    TIMING_RE,
    Row,
    after_handover,
    chosen_amount,
    events_of,
    is_fee,
    row_share,
)
from services.extraction.segments import SEPARATOR_RE, figure_anchors, payment_segments, split_clauses
from services.extraction.series import NEXT_PAYMENT_RE, series_rows, series_start

PRICE_INSTALMENT_RE = re.compile(r"\b(?:instal?l?ments?|down[\s\-]*payment|balance|booking\s+amount)\b", re.IGNORECASE)


# --- prose -------------------------------------------------------------------------------------

def prose_rows(text: str, block: int, conventions: Conventions, context: Context,
                price: Decimal | None) -> list[Row]:
    """The rows a paragraph sets out, read in its context: under a post-handover heading rows fall
    after handover (but the handover row itself), under a fees heading or introduction they are fees
    (but instalments of the price)."""
    if context.restating or PLAN_HEADLINE_RE.match(text) or section_total(text):
        return []  # a restatement, or "Payment Plan: 60/40 (60% during construction, 40% on handover)"
    fees = context.fees or context.listed_fees
    rows: list[Row] = []
    clauses = split_clauses(text)
    # "In addition to the Purchase Price, Buyer shall pay at Closing (i) ...; and (ii) ...": every item is
    # read with the words that introduce the list.
    lead = clauses[0] if len(clauses) > 1 and ENUMERATED_RE.search(clauses[0]) else ""
    # "The buyer shall pay: 25% on signing; 25% on 1/7/2026; ...": the items after the colon read with it,
    # until a sentence ends.
    intro = ""
    # "3. Handover 30% - on completion" after "2. 2nd instalment 20% - 15 Jan 2027": an item of the same list.
    in_plan = context.plan or (context.listed_plan and _short_line(text))
    produced = True
    leads, read = [], []
    for index, clause in enumerate(clauses):
        item_lead = lead if index and ITEM_RE.match(clause) else intro
        if not index and not item_lead and context.lead and ITEM_RE.match(clause):
            item_lead = context.lead  # an item of the list the paragraph before introduced
        introduced = PAY_INTRO_RE.match(clause)
        intro = introduced.group(1) if introduced else "" if clause.rstrip().endswith(".") else intro
        if index and not produced and IT_RE.match(clause):
            item_lead = clauses[index - 1]  # "The Transaction Tax is borne by the Buyer. It is 5% ...": its subject
        found = _clause_rows(clause, block, conventions, in_plan, price, fees, item_lead)
        produced = bool(found)
        leads.append(item_lead)
        read.append(found)
    if not in_plan and any(not row.fee for found in read for row in found):
        # "10% on 15-Apr-2026; thereafter 6 quarterly payments of 10% each ...; 30% on Handover.": the items of a
        # list cut by semicolons whose other items set out payments are the plan's too.
        read = [found or (_clause_rows(clause, block, conventions, True, price, fees, leads[index])
                          if _in_semicolon_list(clauses, index) else [])
                for index, (clause, found) in enumerate(zip(clauses, read, strict=True))]
    for clause, found in zip(clauses, read, strict=True):
        for row in found:
            if rows and (BACK_REFERENCE_RE.match(clause) and _completes(rows[-1], row)
                         or THEREFORE_RE.search(clause) and _completes(rows[-1], replace(row, fee=rows[-1].fee))):
                # "That fee is currently 2% of the Price. It amounts to AED 37,440": one charge, told twice.
                earlier = rows[-1]
                rows[-1] = replace(earlier, share=earlier.share if earlier.share is not None else row.share,
                                   amount=earlier.amount if earlier.amount is not None else row.amount,
                                   due=earlier.due or row.due)
                continue
            if (context.post or context.handed_over) and not row.post and not row.fee \
                    and not HANDOVER_ONLY_RE.search(row.text):
                row = replace(row, post=True)
            elif context.plan and not row.fee and not row.post and HANDOVER_ROW_RE.search(row.text) \
                    and not STAGE_TEXT_RE.search(row.text):
                context.handed_over = True  # the list's payments after the handover row fall after handover
            rows.append(replace(row, option=context.option) if context.option else row)
    # "(b) twelve (12) monthly instalments ..." however long: the next item of its list is the plan's too.
    context.listed_plan = (_short_line(text) or ITEM_RE.match(text) is not None or NUMBERED_ITEM_RE.match(text)
                           is not None) and any(not row.fee for row in rows)
    if text.rstrip().endswith(":") and not rows:
        context.lead = clauses[-1] if clauses else ""
    elif not ITEM_RE.match(text):
        context.lead = ""
    return rows


def _short_line(text: str) -> bool:
    """A list item or a line of a plan set out line by line ("Completion: 50% on handover")."""
    return SHORT_ITEM_RE.match(text) is not None or len(text) <= 120


def _in_semicolon_list(clauses: list[str], index: int) -> bool:
    """Whether a clause is an item of a list cut by semicolons (it or the one before it ends with one)."""
    return clauses[index].rstrip().endswith(";") or (index > 0 and clauses[index - 1].rstrip().endswith(";"))


# The plan's name and its split, above its rows: a summary, no rows.
PLAN_HEADLINE_RE = re.compile(r"^\W*(?:payment\s+)?plan\s*:?\s*\d{1,2}\s*/\s*\d{1,2}\b", re.IGNORECASE)
PAY_INTRO_RE = re.compile(r"^(.{0,80}\b(?:pay|paid|payable|as\s+follows|instal?l?ments?)\b[^:;]{0,40}:)\s*\S",
                          re.IGNORECASE)
SHORT_ITEM_RE = re.compile(r"^\s*(?:\(?\d{1,2}[.)]|\(?[a-h][.)]|[-•*·–])\s+.{0,110}$", re.DOTALL)
NUMBERED_ITEM_RE = re.compile(r"^\s*\d{1,2}[.)]\s+\S")  # "2. Seventy per cent (70%) of the Purchase Price in ..."


THEREFORE_RE = re.compile(r"\b(?:therefore|accordingly|thus)\b", re.IGNORECASE)
IT_RE = re.compile(r"^\W*it\b", re.IGNORECASE)
# A sentence that speaks of the charge or payment the sentence before it stated.
BACK_REFERENCE_RE = re.compile(r"^\W*(?:it|this\s+(?:fee|charge|amount|sum)|that\s+(?:fee|charge|amount|sum)"
                               r"|such\s+(?:fee|charge|amount|sum)|the\s+said\s+(?:fee|charge|amount|sum))\b",
                               re.IGNORECASE)


def _completes(earlier: Row, row: Row) -> bool:
    """Whether `row` only adds what `earlier` left out (its amount, share or date), never contradicts it."""
    if earlier.fee != row.fee or earlier.series or row.series:
        return False
    pairs = ((earlier.share, row.share), (earlier.amount, row.amount), (earlier.due, row.due))
    return all(mine is None or theirs is None or mine == theirs for mine, theirs in pairs) \
        and any(mine is None and theirs is not None for mine, theirs in pairs)


DAY_ASIDE_RE = re.compile(r"\([^()]*\b(?:days?|months?|weekends?|holidays?)\b[^()]*\)"
                          # ", provided that where the relevant month has no 31st day ...": which day, no condition
                          r"|,?\s*provided\s+(?:always\s+)?that\s+(?:where|if)\b[^.;]*?\b(?:\d{1,2}(?:st|nd|rd|th)\s+day"
                          r"|business\s+day|working\s+day|weekend|holiday|last\s+day)\b[^.;]*", re.IGNORECASE)
UNTIL_RE = re.compile(r"\buntil\b[^.;]*", re.IGNORECASE)
RATE_ASIDE_RE = re.compile(rf"\([^()]*\bper\s+(?:sq|square)[^()]*\)"
                           rf"|\bat\s+(?:the\s+rate\s+of\s+)?(?:{figures.CURRENCY})?\.?\s*[\d,.]+(?:/-)?"
                           rf"(?:\s*(?:{figures.CURRENCY})\.?(?:/-)?)?\s+per\s+(?:sq|square)[^,;]*", re.IGNORECASE)


ENUMERATED_RE = re.compile(r"\((?:i|a|1)\)\s")
ITEM_RE = re.compile(r"^\s*\((?:[ivx]{1,4}|[a-h]|\d{1,2})\)\s", re.IGNORECASE)


def _clause_rows(clause: str, block: int, conventions: Conventions, in_plan: bool = False,
                 price: Decimal | None = None, fees: bool = False, lead: str = "") -> list[Row]:
    # A series of sums "per month" ("OMR 12,000 per month for 8 months") states each payment, not a rate.
    series = series_rows(clause, block, conventions) if PER_PERIOD_RE.search(clause) else []
    if not (figures.shares(clause) or figures.amounts(clause, conventions) or series):
        if (in_plan or lead) and BALANCE_ONLY_RE.match(clause) and (
                TIMING_RE.search(clause) or HANDOVER_RE.search(clause) or dates.stated(clause, conventions)):
            return [_balance_row(clause, block, conventions, in_plan)]
        return _date_of_earlier_charge(clause, block, conventions)
    reference = REFERENCE_RE.search(clause)
    to_clause = reference is not None and re.search(r"(?:clause|section|article)$", reference.group(), re.I) is not None
    if reference and not (to_clause and (len(figure_anchors(clause, conventions)) > 2 or TIMING_RE.search(
            clause[:reference.start()]) or dates.stated(clause[:reference.start()], conventions))):
        # "payable in accordance with Table 2", "as more fully set out in Schedule C": a pointer to the plan, not a
        # row of it (but a clause that sets out its payments one by one, or says when its payment falls due, and
        # refers to another clause for the delivery or the documents is the plan).
        return []
    # "non-refundable" and a rate given in passing ("(at ₹ 100 per sq. ft.)") say nothing about the payment.
    # "... until the Purchase Price has been paid in full" says when a series ends, not that it was paid.
    unconditional = UNTIL_RE.sub(" ", NOT_REFUNDABLE_RE.sub("", clause))
    if series:
        unconditional = PER_PERIOD_RE.sub(" ", unconditional)  # no running cost either
    plain = RATE_ASIDE_RE.sub(" ", unconditional)
    # "(or, where that month has no such day, on the last day of that month)": when in the month, no condition.
    condition = CONDITIONAL_RE.search(DAY_ASIDE_RE.sub(" ", unconditional))
    if condition and condition.group().lower().startswith(("acknowledg", "receipt")) and in_plan \
            and dates.stated(clause, conventions):
        # An item of the plan's list, paid on its date already and acknowledged ("this Contract serves as a receipt
        # for it"): still a row.
        condition = None
    excluded = EXCLUDED_RE.search(plain)
    if excluded and LEASE_WORD_RE.fullmatch(excluded.group()) and FEE_RE.search(plain):
        excluded = None  # "the notary and lease registration fee": a fee, whatever it registers
    if excluded or condition:
        return []
    if BREAKDOWN_RE.search(plain) and not (re.search(r"\b(?:instal?l?ment|down\s*payment|deposit)\b", clause, re.I)
                                            or FEE_RE.search(clause)):
        return []
    series = series or series_rows(clause, block, conventions)
    if series:
        return _with_neighbours(series, clause, block, conventions, in_plan, price, fees, lead)
    rows = []
    anchors = figure_anchors(clause, conventions)
    tail = clause[anchors[-1][1]:] if anchors else ""
    for start, end, _ in reversed(dates.stated(tail, conventions)):
        tail = f"{tail[:start]}DATE{tail[end:]}"  # "on May 20, 2030, being ...": the date's comma is no separator
    # "... on 20.11.2029 and ... on 20.05.2030, being two instalments payable after delivery": the tail
    # says when all of them fall due.
    all_after = bool(SHARED_TAIL_RE.match(tail)) and after_handover(tail)
    # "The Purchaser shall pay, together with the booking instalment on 1 April 2026, the DLD fee of AED 39,200 and
    # an administration fee of AED 4,000": one date before all the sentence's payments is the date of each.
    # "..., both due on signing (16 March 2027)": so is one after them all, in words that say it is theirs.
    stated = dates.stated(clause, conventions)
    shared = stated[0][2] if len(stated) == 1 and anchors and (
        stated[0][1] <= anchors[0][0] or stated[0][0] >= anchors[-1][1] and SHARED_TAIL_RE.match(tail)) else None
    for number, segment in enumerate(payment_segments(clause, conventions, price)):
        if number and CREDITED_RE.search(segment):
            continue  # "..., from which the reservation amount of SAR 10,000 paid on 12 January shall be deducted"
        if not number and TOTAL_INTRO_RE.search(segment) and len(anchors) > 1:
            continue  # "the remaining 20% of the Purchase Price as follows: 10% on ... and 10% on ...": their total
        row = _segment_row(segment, f"{lead} {clause}".strip(), block, conventions, in_plan, price, fees, lead)
        if row is not None and row.due is None and shared is not None and not row.events \
                and not TIMING_RE.search(segment):
            row = replace(row, due=shared)
        if row is not None:
            rows.append(replace(row, post=True) if all_after and not row.fee else row)
    return rows


LEASE_WORD_RE = re.compile(r"lease|rent|rental|tenant", re.IGNORECASE)
# An amount credited against the payment just set out, not another payment.
CREDITED_RE = re.compile(r"\b(?:from|against)\s+which\b(?:[^.;]|\.(?=\s?\d))*\b(?:deducted|credited|set\s+off)\b"
                         r"|\b(?:deducted|credited|set\s+off)\s+(?:from|against)\s+(?:it|this|that|the\s+(?:first|above"
                         r"|said))\b", re.IGNORECASE)
SHARED_TAIL_RE = re.compile(r"^[^,;]{0,40}[,;]?\s*(?:being|both|each|all|which|together)\b", re.IGNORECASE)


# "The said membership fee shall be paid by a separate cheque falling due on 15.10.2026": the date of a
# charge stated in an earlier sentence.
REFERRED_CHARGE_RE = re.compile(r"(?:\b(?:the\s+said|this|such|that|the\s+above|the)\s+(?:[\w\-]+\s+){0,2}?"
                                r"(?:fee|charge|deposit|amount|sum|tax)\b|^\W*it\b)[^.;]{0,80}?"
                                r"\b(?:paid|payable|due|falling|settled)\b", re.IGNORECASE)


def _with_neighbours(series: list[Row], clause: str, block: int, conventions: Conventions, in_plan: bool,
                     price: Decimal | None, fees: bool, lead: str) -> list[Row]:
    """A series with the payments its sentence sets out before its words ("The Buyer shall pay 40% upon
    signing, and the remaining 60% in six half-yearly instalments ...") and after them ("..., followed by a
    final instalment of AED 120,000 on 12 December 2026"), but not its own total ("the remaining thirty
    percent after handover, in three annual instalments") nor its instalment told again ("being AED 170,000
    each")."""
    start = series_start(clause)
    cut = list(SEPARATOR_RE.finditer(clause[:start]))
    head = _clause_rows(clause[:cut[-1].start()], block, conventions, in_plan, price, fees, lead) if cut else []
    tail = _after_series(clause, conventions)
    tail_rows = _clause_rows(tail, block, conventions, in_plan, price, fees, f"{lead} {clause[:start]}".strip()) \
        if tail else []
    total_share = sum((row.share or row.implied_share or Decimal(0) for row in series), Decimal(0))
    total_amount = sum((row.amount or Decimal(0) for row in series), Decimal(0))
    each = {(row.share, row.amount) for row in series}
    due_dates = {row.due for row in series}

    def own(row: Row) -> bool:
        return not row.series and row.share != total_share and (row.amount is None
                                                                or abs(row.amount - total_amount) > 1)
    # A payment after the series on a date or at an event of its own is one even if it equals the series' total.
    return [row for row in head if own(row)] + [replace(row, in_plan=in_plan) for row in series] + [
        row for row in tail_rows if (own(row) or row.due is not None and row.due not in due_dates or row.events)
        and (row.share, row.amount) not in each]


def _after_series(clause: str, conventions: Conventions) -> str:
    """What a sentence sets out after its series: "... twelve monthly instalments of AED 50,000 each,
    commencing on 1 July 2026, and AED 600,000 on Handover" -> "AED 600,000 on Handover"; "" when nothing."""
    start = series_start(clause)
    figured = PER_PERIOD_RE.sub(lambda found: " " * len(found.group()), clause)  # "AED 25,000 per month": a figure
    anchors = [anchor for anchor in figure_anchors(figured, conventions) if anchor[1] > start]
    for (_, previous_end), (next_start, _) in itertools.pairwise(anchors):
        # A new payment after "and", ";", "then" or "followed by"; not "..., equal to ten per cent (10%)".
        separators = list(NEXT_PAYMENT_RE.finditer(clause, previous_end, next_start))
        if separators:
            return clause[separators[-1].end():]
    if anchors:  # "..., then the balance on handover": a last payment without a figure
        for separator in NEXT_PAYMENT_RE.finditer(clause, anchors[-1][1]):
            if BALANCE_ONLY_RE.match(clause[separator.end():]):
                return clause[separator.end():]
    return ""


# "The balance on Legal Completion.", "then the balance on handover": the last payment, stated without a figure.
BALANCE_ONLY_RE = re.compile(r"^\W*(?:(?:and|then|thereafter|finally)\W+)*(?:the\s+)?(?:balance|remainder"
                             r"|remaining\s+(?:balance|amount|sum))\b(?:\s+of\s+the\s+(?:purchase\s+|sale\s+)?price)?"
                             r"[^.;\d%]{0,80}[.;]?$", re.IGNORECASE)


def _balance_row(clause: str, block: int, conventions: Conventions, in_plan: bool) -> Row:
    stated = dates.stated(clause, conventions)
    return Row(label=clean_label(label_of(clause), prose=True), text=clause, share=None, amount=None,
               due=stated[0][2] if stated else None, fee=False, post=after_handover(clause), prose=True, block=block,
               events=events_of(clause), in_plan=in_plan, balance=True)


def _date_of_earlier_charge(clause: str, block: int, conventions: Conventions) -> list[Row]:
    """A sentence that only gives the date of a charge stated before it, as a marker row the plan
    attaches to that charge (`Row.refers`); [] for anything else."""
    stated = dates.stated(clause, conventions)
    if len(stated) != 1 or not REFERRED_CHARGE_RE.search(clause) or dates.ESTIMATE_RE.search(clause):
        return []
    return [Row(label="", text=clause, share=None, amount=None, due=stated[0][2], fee=True, post=False, prose=True,
                block=block, refers=True)]


BOOKING_LABEL_RE = re.compile(r"^\W*(?:\d{1,2}[.)]\s*)?(?:booking|reservation|down[\s\-]*payment"
                              r"|(?:initial\s+)?deposit)(?:\s+amount)?\b", re.IGNORECASE)
EXCLUSIVE_OF_RE = re.compile(r"\b(?:exclusive\s+of|excluding|excl\.|not\s+including)\s", re.IGNORECASE)
TOTAL_INTRO_RE = re.compile(r"\b(?:as\s+follows|the\s+following(?:\s+\w+){0,2}|as\s+under)\s*:?\s*$", re.IGNORECASE)
# "Third Deposit (10%): $127,500.00 due at groundbreaking": due at an event, whatever its name.
DUE_AT_RE = re.compile(r"\b(?:due|payable)\s+(?:at|upon|on)\s+(?:the\s+)?[a-z]", re.IGNORECASE)


def _segment_row(segment: str, clause: str, block: int, conventions: Conventions, in_plan: bool,
                 price: Decimal | None, fees: bool = False, lead: str = "") -> Row | None:
    share = row_share(segment)
    found = figures.amounts(segment, conventions)
    if price is not None and len(found) > 1:
        found = [a for a in found if a.value != price] or found  # "The price ... is JOD 160,000, ... JOD 25,000 on ..."
    amount = chosen_amount(segment, found) if found else None
    if share is None and amount is None:
        return None
    if price is not None and amount == price and share is not None and share < 100:
        amount = None  # "The Price is QAR 1,500,000 payable: 30% upon signing": the share is the payment
    if price is not None and amount == price and share in (None, Decimal(100)) and PRICE_LABEL_RE.search(segment) \
            and not dates.stated(segment, conventions) and not TIMING_RE.search(segment):
        return None  # the sentence that states the price
    # A payment of the whole price is never a fee, whatever fee the sentence mentions beside it.
    fee = (amount is None or amount != price) and (
        is_fee(segment, share) or (is_fee(clause, share) and not PAYMENT_ROW_RE.search(segment))
        or (fees and not PRICE_INSTALMENT_RE.search(segment)))
    has_time = bool(dates.stated(segment, conventions)) or bool(TIMING_RE.search(segment)) or bool(
        POST_RE.search(segment)) or bool(HANDOVER_RE.search(segment)) or bool(DUE_AT_RE.search(segment)) or (
        in_plan and BOOKING_LABEL_RE.match(segment) is not None)  # "Booking (20%): Rs. 3,000,000" in the plan
    # "(a) on the date of this Agreement, being 10 February 2026: (i) AED 180,000 ...; (ii) the Oqood fee ...": the
    # items after a lead that says when fall due then.
    lead_dates = dates.stated(lead, conventions) if lead.rstrip().endswith(":") and not has_time else []
    has_time = has_time or len(lead_dates) == 1
    if not (has_time or fee):
        return None
    if fee and not has_time and EXCLUSIVE_OF_RE.search(segment) and not re.search(r"\bpa(?:y|id|yable)\b", segment,
                                                                                re.IGNORECASE):
        return None  # "Total Price: SR 2,940,000, exclusive of the 5% Real Estate Transaction Tax": no charge set out
    if not (PAYMENT_RE.search(clause) or fee or in_plan):
        return None
    if PRICE_LABEL_RE.search(segment) and share in (None, Decimal(100)) and not has_time and not fee:
        return None  # the statement of the price itself
    if PRICE_LABEL_RE.search(segment) and not TIMING_RE.search(segment) and not dates.stated(segment, conventions) \
            and not fee and not POST_RE.search(segment) and not re.search(r"\b(?:balance|remaining)\b", segment, re.I):
        if share is None:
            return None
    due = lead_dates[0][2] if len(lead_dates) == 1 else None
    stated = dates.stated(segment, conventions)
    if stated and not dates.WHICHEVER_RE.search(segment):
        start = stated[0][0]
        if not dates.ESTIMATE_RE.search(segment[max(0, start - 40):start]):
            due = stated[0][2]
    post = after_handover(segment)
    return Row(label=clean_label(label_of(segment), prose=True), text=segment, share=share, amount=amount, due=due,
               fee=fee,
               post=post, prose=True, block=block, events=events_of(segment), in_plan=in_plan)
