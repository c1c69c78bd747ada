"""A row's label as the agreement words it (CONTRACT 9): the words that name a payment, without its date,
share, amount, numbering or the words left hanging once they are gone."""

import re

from services.extraction import dates, figures
from services.extraction.conventions import Conventions
from services.extraction.rows import is_price_share

DESCRIPTION_LIMIT = 120

LEADING_NUMBERING_RE = re.compile(
    r"^(?:\s*(?:[-•*·–—▪■]|\(?(?:\d{1,2}(?:\.\d{1,2})*|[a-z]|[ivxlc]{1,5})[.)]|\(\w{1,5}\)|\d{1,2}\.(?=\s)))+\s*",
    re.IGNORECASE)
LABEL_RE = re.compile(
    r"\b(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|last|\d+(?:st|nd|rd|th))\s+)?"
    r"(?:(?:post[\s\-]*(?:handover|completion|delivery|possession)|handover|booking|reservation|down|balance"
    r"|registration|dld|dmt|oqood|admin\w*|noc|maintenance|club|beach|membership|legal|stamp|service|processing"
    r"|transfer|trustee|office|notary|utilit(?:y|ies)|connection|documentation|conveyancing|quarterly|monthly"
    r"|annual|half[\s\-]*yearly|semi[\s\-]*annual|construction|advance|security)\s+(?:and\s+)?)*"
    r"(?:down[\s\-]*payment|deposit|booking\s+amount|instal?l?ment|balance|payment|fee|charges?|duty|amount|tranche)\b"
    r"(?!\s+(?:plan|schedule|terms)\b)"  # "Payment plan: a down payment of 20% ..." is labelled by its payment
    # its number ("Instalment (3)", "Payment No. 5", "Instalment 2"), not a share, a sum or a time
    r"(?:\s*(?:\(\d{1,3}\)|no\.?\s*\d{1,3}\b|#\s*\d{1,3}\b|\d{1,3}(?![\d.,%/\-])(?!\s*(?:%|per|months?|years?|days?"
    r"|weeks?|of\b)))(?!\s*%))?",
    re.IGNORECASE)


def label_of(segment: str) -> str:
    match = LABEL_RE.search(segment)
    if match:
        return match.group()
    return segment


# Words left hanging at either end once a label's figures are gone ("Down Payment on", "being").
DANGLING_RE = re.compile(r"(?:\s+|^)(?:on|or|by|at|of|the|a|an|and|due|payable|being|before|within|in|is|to|for|from"
                         r"|with|i\.e\.?|per|equal|each|amount|sum)$", re.IGNORECASE)
LEADING_DANGLING_RE = re.compile(r"^(?:being|of|the|a|an|and|or|by)\s+", re.IGNORECASE)


# The plan's heading run into its first row ("Payment Schedule: 20% on signing") is no part of the row's label.
PLAN_HEADING_RE = re.compile(r"^(?:the\s+)?(?:payment|instal?l?ment)\s+(?:plan|schedule|terms)\s*[:\-–]\s*(?=\S)",
                             re.IGNORECASE)


# What a removed figure leaves behind: "of the Price" after a share, "amounting to" or "or" before an amount.
GONE = "\x00"
AFTER_SHARE_RE = re.compile(r"(?:^|(?<=[\s" + GONE + r"(]))of\s+the\s+(?:total\s+)?"
                            r"(?:purchase\s+|sale\s+|contract\s+|selling\s+)?"
                            r"(?:price|consideration|tcp|total\s+(?:contract\s+)?(?:price|cost))\b"
                            r"|(?:^|(?<=[\s" + GONE + r"(]))of\s+(?:the\s+)?(?:bsp|tcp)\b", re.IGNORECASE)
BEFORE_AMOUNT_RE = re.compile(r"\b(?:amounting(?:\s+to)?|equal\s+to|equivalent\s+to|i\.e\.?|being|namely|or|of"
                              r"|(?:in\s+)?(?:the|a)\s+sum\s+of)(?:[\s(]*" + GONE + r"|\s*(?=[,;)]|$))", re.IGNORECASE)
# Sums left as bare digits ("Down Payment 75,153.17", "Instalment 1 1.243.375,00"): grouped thousands or cents.
BARE_SUM_RE = re.compile(r"(?<![\w.,/])\d{1,3}(?:[,.'’\s]\d{3})+(?:[.,]\d{1,3})?(?![\w.,%/])"
                         r"|(?<![\w.,/])\d+[.,]\d{2}(?![\w.,%/])")
# A row number before the label ("3 Instalment 2", "6 On handover"), not a count ("12 Monthly Instalments").
ROW_NUMBER_RE = re.compile(r"^\d{1,3}\s+(?=[A-Za-z])(?!(?:months?|years?|days?|weeks?|quarters?|equal|monthly|quarterly"
                           r"|annual|half|semi|consecutive|successive|further|more|instal?l?ments|payments|cheques)\b)",
                           re.IGNORECASE)
# A stage named in a column of its own before the milestone ("Finishing 9. On completion of walls", "Structure On
# completion of foundation"), or a label said twice ("Booking Booking").
# Case counts: "Balance on handover" is one label.
STAGE_PREFIX_RE = re.compile(r"^[^\d]{1,30}?\s+\d{1,2}[.)]\s+(?=[A-Z])|^[A-Z][a-z\-]+\s+(?=(?:On|Upon|At)\s+[a-z])"
                             r"|(?i:^(\w+)\s+(?=\1\b))")
VAT_NOTE_RE = re.compile(r"\s*(?:(?:\+|plus)\s*vat|\(?(?:incl\.?|inclusive\s+of|excl\.?|exclusive\s+of|excluding"
                         r"|including)\s+vat\)?)\s*$", re.IGNORECASE)
ORDINAL_RE = re.compile(r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|final"
                        r"|last|\d{1,2}(?:st|nd|rd|th))", re.IGNORECASE)
# Who pays and how, around the label of a clause ("The Purchaser shall pay ...", "... shall be paid in full").
SCAFFOLD_RE = re.compile(r"^(?:the\s+)?(?:purchaser|buyer|allottee|transferee|vendee)s?\s+"
                         r"(?:shall|will|must|agrees\s+to)\s+(?:further\s+|also\s+|then\s+)?pay\b"
                         r"|\b(?:shall|will)\s+be\s+(?:paid|payable)(?:\s+in\s+full)?\b"
                         r"|\b(?:is|are)\s+(?:payable|due)\b", re.IGNORECASE)


def clean_label(text: str, *, prose: bool = False) -> str:
    """A row's label without its figures, dates and numbering (what the readers classify a row by)."""
    text = PLAN_HEADING_RE.sub("", LEADING_NUMBERING_RE.sub("", text))
    conventions = Conventions()
    # A construction stage's share names the stage ("On completion of 60% of construction"): it stays.
    spans = [(s, e) for s, e, _ in dates.stated(text, conventions)] + [
        (s, e) for s, e, _ in figures.shares(text) if is_price_share(text, s, e)]
    spans += [(a.start, a.end) for a in figures.amounts(text, conventions)]
    text = figures.CURRENCY_RE.sub(" ", _without(text, spans).replace(GONE, " "))
    text = re.sub(r"\(\s*\)|\[\s*\]", " ", text)
    return _trimmed(_ends(" ".join(text.split())), prose)


def description(label: str, *, prose: bool = False) -> str:
    """The description a user reads: the label without what its figures left behind (a row number, a sum in
    bare digits, a share in words, "of the Price", "amounting to", who pays), at most DESCRIPTION_LIMIT long."""
    text = STAGE_PREFIX_RE.sub("", ROW_NUMBER_RE.sub("", label), count=1)
    # Shares of the price left in words ("twenty per cent (20%)" is read once, so its words were left), not a stage's.
    text = _without(text, [match.span() for pattern in (figures.WORD_PERCENT_RE, figures.PERCENT_RE)
                           for match in pattern.finditer(text) if is_price_share(text, *match.span())])
    text = BARE_SUM_RE.sub(GONE, figures.CURRENCY_RE.sub(GONE, text))
    text = re.sub(r"[(\[][\s" + GONE + r"]*[)\]]", GONE, text)
    text = BEFORE_AMOUNT_RE.sub(GONE, AFTER_SHARE_RE.sub(GONE, text))
    if prose:
        text = SCAFFOLD_RE.sub(GONE, text)
    text = text.replace(GONE, " ")
    text = re.sub(r"\s*([,;:])(?:\s*[,;])+", r"\1", " ".join(text.split()))  # ", ," once the figure between is gone
    text = _ends(re.sub(r"\s+([,;:)])", r"\1", text))
    text = re.sub(r"\s+(?:on|by|before|dated)(?=,)", "", text)  # "payable on, at the time of booking": its date gone
    if text.count("(") > text.count(")"):
        text = re.sub(r"\s*\([^()]*$", "", text)  # "Admin Fee (incl. VAT" once its figure is gone
    text = _trimmed(VAT_NOTE_RE.sub("", text), prose)
    if ORDINAL_RE.fullmatch(text):
        text += " Instalment"  # "Second: ten per cent of the Price, amounting to ..."
    return text


def _trimmed(text: str, prose: bool) -> str:
    """Without the words left hanging at either end ("Down Payment on", "being")."""
    while True:
        trimmed = _ends(DANGLING_RE.sub("", text))
        if prose:
            trimmed = LEADING_DANGLING_RE.sub("", trimmed)
        if trimmed == text:
            break
        text = trimmed
    if len(text) > DESCRIPTION_LIMIT:
        text = text[:DESCRIPTION_LIMIT].rsplit(" ", 1)[0] + "…"
    return text[:1].upper() + text[1:]


def _ends(text: str) -> str:
    """Without punctuation at either end; a bracket only when it closes or opens nothing ("Instalment (3)" keeps
    its own)."""
    while True:
        trimmed = text.strip(" -–:,;.")
        if trimmed.endswith(")") and trimmed.count(")") > trimmed.count("("):
            trimmed = trimmed[:-1]
        if trimmed.startswith("(") and trimmed.count("(") > trimmed.count(")"):
            trimmed = trimmed[1:]
        if trimmed.startswith("()"):
            trimmed = trimmed[2:]
        if re.fullmatch(r"\([^()]*\)", trimmed):
            trimmed = trimmed[1:-1]  # "(Booking)"
        if trimmed == text:
            return text
        text = trimmed


def _without(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with each span (overlapping ones merged) replaced by one GONE mark."""
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    for start, end in reversed(merged):
        text = text[:start] + GONE + text[end:]
    return text
