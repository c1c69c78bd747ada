"""A row's label as the agreement words it (CONTRACT 9): the words that name a payment, without its date,
share, amount, numbering or the words left hanging once they are gone."""

import re

from services.extraction import dates, figures
from services.extraction.conventions import Conventions

DESCRIPTION_LIMIT = 120

LEADING_NUMBERING_RE = re.compile(
    r"^(?:\s*(?:[-•*·–—▪■]|\(?(?:\d{1,2}(?:\.\d{1,2})*|[a-z]|[ivxlc]{1,5})[.)]|\(\w{1,5}\)|\d{1,2}\.(?=\s)))+\s*",
    re.IGNORECASE)
LABEL_RE = re.compile(
    r"\b(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|final|last|\d+(?:st|nd|rd|th))\s+)?"
    r"(?:(?:post[\s\-]*handover|handover|booking|reservation|down|balance|registration|dld|oqood|admin\w*|noc"
    r"|maintenance|club|legal|stamp|service|processing|transfer)\s+)*"
    r"(?:down[\s\-]*payment|deposit|booking\s+amount|instal?l?ment|balance|payment|fee|charges?|duty|amount|tranche)\b"
    r"(?!\s+(?:plan|schedule|terms)\b)",  # "Payment plan: a down payment of 20% ..." is labelled by its payment
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


def clean_label(text: str, *, prose: bool = False) -> str:
    """A row's label without its figures, dates and numbering."""
    text = PLAN_HEADING_RE.sub("", LEADING_NUMBERING_RE.sub("", text))
    conventions = Conventions()
    spans = [(s, e) for s, e, _ in dates.stated(text, conventions)] + [(s, e) for s, e, _ in figures.shares(text)]
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


