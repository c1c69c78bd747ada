"""Where a paragraph's payments are: the paragraph cut into clauses and list items, a clause's figures
(its anchors: a share and an amount of one payment side by side count once), and the clause cut into one
piece per payment it sets out. prose.py reads each piece."""

import itertools
import re
from decimal import Decimal

from services.extraction import figures
from services.extraction.conventions import Conventions
from services.extraction.rows import THEN_TOTAL_RE, is_price_share

CLAUSE_SPLIT_RE = re.compile(
    r"(?<=[.;])\s+(?=\d{1,2}(?:\.\d{1,2})+\.?\s)|(?<=;)\s+|(?<=[.!?])\s+(?=[A-Z(\"“])"
    r"|(?<=[:;,])\s+(?=\(?(?:[a-h]|[ivx]{1,4}|\d{1,2})\)\s)|\s+(?=\((?:[b-h]|ii|iii|iv|v|vi)\)\s)")


ABBREVIATION_END_RE = re.compile(r"(?:\b(?:i\.e|e\.g|no|nos|mr|mrs|ms|dr|approx|incl|viz|art|cl|vs|co|ltd|u\.s"
                                 r"|p\.o|rs|dhs|sq|ft)\.|\.{2,}|…)$",  # and leaders: "Down Payment ..... 10% ... AED"
                                 re.IGNORECASE)


def split_clauses(text: str) -> list[str]:
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


def figure_anchors(text: str, conventions: Conventions, price: Decimal | None = None) -> list[tuple[int, int]]:
    """Where the clause states a payment's figure: its shares of the price and its amounts; a share
    and an amount side by side ("10% (AED 120,000)") are one anchor."""
    spans = [(start, end) for start, end, _ in figures.shares(text) if is_price_share(text, start, end)]
    # Not the price restated inside the clause ("10% of the Purchase Price of AED 2,900,000 on booking").
    spans += [(a.start, a.end) for a in figures.amounts(text, conventions)
              if not PRICE_BEFORE_RE.search(text[:a.start]) and (price is None or a.value != price)]
    spans.sort()
    merged: list[list[int]] = []
    for start, end in spans:
        gap = text[merged[-1][1]:start] if merged else ""
        if merged and (SAME_PAYMENT_GAP_RE.fullmatch(gap) or RESTATED_TOTAL_GAP_RE.fullmatch(gap)
                       or (PLUS_TAX_GAP_RE.fullmatch(gap) and TOTAL_AFTER_RE.match(text, end))):
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


# "AED 4,000 plus VAT, AED 4,200 in total": the second amount is the first with its tax.
PLUS_TAX_GAP_RE = re.compile(r"\s*(?:\+|plus)\s*(?:vat|gst|tax)\b[^;\d]{0,30}?[,(:]?\s*(?:i\.e\.?\s*)?"
                             rf"(?:(?:{figures.CURRENCY})\.?\s*)?", re.IGNORECASE)
TOTAL_AFTER_RE = re.compile(r"\s*\)?\s*(?:in\s+(?:total|all)|total|inclusive|incl\.?|including)\b", re.IGNORECASE)
# Words between two figures of the same payment: "10% of the Purchase Price, being AED 240,000"; an aside
# in words between them ("SAR 360,000/- (Saudi Riyals Three Hundred Sixty Thousand only), being 20%").
SAME_PAYMENT_GAP_RE = re.compile(
    r"(?:[\s,()\[\]:\-–/…]|\.{2,})*(?:(?:\([^()\d%]*\)"
    # the amount again in digits: "(KES 1,450,000/=)"
    rf"|\(\s*(?:(?:{figures.CURRENCY})\.?\s*)?\d[\d,.]*(?:/[-=])?\s*(?:(?:{figures.CURRENCY})\.?)?\s*\)"
    r"|of\s+the\s+(?:total\s+)?(?:purchase\s+|sale\s+|contract\s+)?(?:price"
    r"|consideration)"
    r"|of\s+the\s+price|of\s+the\s+(?-i:[A-Z]{2,5})\b"
    r"|(?:shown|stated|set\s+out|referred\s+to|defined)\s+in\s+(?:clause|annex|schedule|section|article)\s+[\w.]{1,6}"
    r"|being|thereof|i\.e\.?|that\s+is\s+to\s+say|equal\s+to|equivalent\s+to|amounting\s+to|which\s+is|namely"
    r"|representing|corresponding\s+to|or|in\s+the\s+sum\s+of|(?:[a-z]+[\s\-]+){1,5}?(?:per\s?cent(?:um)?|percent)"
    r"|in\s+the\s+amount\s+of|the\s+sum\s+of|approximately|approx\.?|that\s+is|amounting|equivalent|equal"
    rf"|(?:{figures.CURRENCY})\.?)(?:[\s,()\[\]:\-–/…]|\.{{2,}})*)*", re.IGNORECASE)
# "AED 5,000 plus VAT at five per cent (5%), i.e. AED 5,250": the second amount is the first one's total.
RESTATED_TOTAL_GAP_RE = re.compile(rf"[^;]{{0,60}}\b(?:i\.e\.?|that\s+is|so\s+that|in\s+total"
                                   rf"|totall?ing)[\s,:(]*(?:{figures.CURRENCY})?\.?\s*",
                                   re.IGNORECASE)
SEPARATOR_RE = re.compile(r";\s*|:\s+|,\s*(?:and\s+|plus\s+(?!vat|gst|tax)|then\s+)?|\s+and\s+(?:the\s+)?"
                          r"|\s+plus\s+(?!vat|gst|tax|value\s+added)|\s+followed\s+by\s+", re.IGNORECASE)


def payment_segments(clause: str, conventions: Conventions, price: Decimal | None = None) -> list[str]:
    """The clause cut into one piece per payment it sets out (the price restated in it is none)."""
    anchors = figure_anchors(clause, conventions, price)
    if len(anchors) <= 1:
        return [clause]
    cuts = [0]
    for (previous_start, previous_end), (start, end) in itertools.pairwise(anchors):
        between = clause[previous_end:start]
        if THEN_TOTAL_RE.search(between):
            continue  # "BD 350.000 plus VAT at 10%, a total of BD 385.000": one payment, stated with its total
        if price is not None and _share_and_its_amount(clause, (previous_start, previous_end), (start, end), price,
                                                       conventions):
            continue  # "10% - on booking, 5 January 2026 - AED 210,000": the share and its amount, one payment
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
    return [clause[a:b].strip(" ,;") for a, b in itertools.pairwise(cuts) if clause[a:b].strip(" ,;")]


def _share_and_its_amount(clause: str, first: tuple[int, int], second: tuple[int, int], price: Decimal,
                          conventions: Conventions) -> bool:
    """Whether the anchor `first` is a share alone and `second` an amount alone, one payment by the
    agreement's arithmetic."""
    def inside(span: tuple[int, int], start: int, end: int) -> bool:
        return span[0] <= start and end <= span[1]
    found = figures.amounts(clause, conventions)
    stated = figures.shares(clause)
    shares = [value for start, end, value in stated if inside(first, start, end)]
    amounts = [a.value for a in found if inside(second, a.start, a.end)]
    return (len(shares) == 1 and len(amounts) == 1 and not any(inside(first, a.start, a.end) for a in found)
            and not any(inside(second, start, end) for start, end, _ in stated)
            and amounts[0] == figures.share_of(price, shares[0]))


PRICE_BEFORE_RE = re.compile(rf"\b(?:price|consideration)\s+of\s+(?:(?:{figures.CURRENCY})\.?\s*)?$", re.IGNORECASE)
START_RE = re.compile(r"^\s*(?:a|an|the|further|second|third|final|balance|remaining|another|\(?[a-h]\)|\(?[ivx]+\))\b",
                      re.IGNORECASE)


def _starts_payment(rest: str) -> bool:
    return bool(START_RE.match(rest))
