"""What kind of document an upload is, before its plan is read: a sale (or a long lease sold for a premium,
read in a sale's words), or a document with no plan to pay (a tenancy, a settlement or termination, a deed of a
price paid already)."""

import re

from services.extraction.layout import Document, Paragraph, Table


def sale_document(document: Document) -> Document | None:
    """The document to read a plan from (a long lease in a sale's words), or None when it has none."""
    text = document.text()
    if _not_a_sale(text) or _no_plan_by_title(document) or _paid_up(text):
        return None
    if LONG_LEASE_RE.search(text) and LEASE_WORDS_RE.search(text):
        return _as_sale(document)
    return document


SALE_WORDS_RE = re.compile(r"\b(?:purchaser|buyer|purchase|sale|sell|seller|vendor|allottee|promoter)\b", re.I)
LEASE_WORDS_RE = re.compile(r"\b(?:lease|leased|tenant|tenancy|landlord|lessor|lessee|rent|rental|licensor|licensee"
                            r"|licen[cs]e\s+fee|leave\s+and\s+licen[cs]e)\b", re.I)


# A long lease sold for a premium (how flats are sold in England and Wales) is a sale, whatever its words.
LONG_LEASE_RE = re.compile(r"\bpeppercorn\b|\bpremium\b|\b(?:99|125|150|155|199|250|999)\s+years\b"
                           r"|\blong[\s\-]+lease", re.IGNORECASE)


LEASE_PARTIES = {"tenant": "buyer", "tenants": "buyers", "lessee": "buyer", "lessees": "buyers", "landlord": "seller",
                 "landlords": "sellers", "lessor": "seller", "lessors": "sellers", "lease": "transfer",
                 "leases": "transfers"}
LEASE_PARTIES_RE = re.compile(rf"\b(?:{'|'.join(LEASE_PARTIES)})\b", re.IGNORECASE)


def _as_sale(document: Document) -> Document:
    """A long lease sold for a premium, in a sale's words (the tenant buys, the landlord sells), so that its
    clauses read as a sale's and not as a tenancy's, which are no plan."""
    def sale(text: str) -> str:
        return LEASE_PARTIES_RE.sub(lambda m: _same_case(m.group(), LEASE_PARTIES[m.group().lower()]), text)

    return Document([Table([[sale(cell) for cell in row] for row in block.rows], block.top)
                     if isinstance(block, Table) else Paragraph(sale(block.text), block.top)
                     for block in document.blocks])


def _same_case(written: str, word: str) -> str:
    return word.upper() if written.isupper() else word.capitalize() if written[0].isupper() else word


def _not_a_sale(text: str) -> bool:
    """A lease or tenancy document: it speaks of rent and tenants more than of a sale (not a long lease sold
    for a premium)."""
    return len(LEASE_WORDS_RE.findall(text)) > len(SALE_WORDS_RE.findall(text)) and not LONG_LEASE_RE.search(text)


# Titles of documents that settle or end a sale, or transfer a unit already paid for: no plan to pay.
NO_PLAN_TITLE_RE = re.compile(
    r"\b(?:deed\s+of\s+(?:\w+\s+)?(?:settlement|termination|cancellation|release)|(?:settlement|termination"
    r"|cancellation)"
    r"\s+(?:agreement|deed)|(?:fully[\s\-]paid|paid[\s\-]up)(?!\s+(?:share\s+)?capital)"
    r"|(?<!is\s)(?<!be\s)paid\s+in\s+full)\b",
    re.IGNORECASE)
# The document's own title (its first line) says it is a lender's offer, a valuation, a statement or a report:
# figures, no plan to pay the price ("the Consultant's progress report dated ..." in a recital is no title).
REPORT_TITLE_RE = re.compile(r"\b(?:(?:home|housing|mortgage)\s+loan|loan\s+(?:offer|sanction|agreement)"
                             r"|mortgage\s+offer|valuation\s+report|statement\s+of\s+account|progress\s+report)\b",
                             re.IGNORECASE)
SALE_TITLE_RE = re.compile(r"\b(?:sale|spa)\b", re.IGNORECASE)


# A deed that says the whole price has been paid (a conveyance, a receipt): its dated payments are history.
PAID_UP_RE = re.compile(r"\bnothing\s+(?:more\s+|further\s+)?remains\s+(?:payable|due|outstanding)\b"
                        r"|\bha(?:s|ve)\s+(?:already\s+)?paid\s+the\s+(?:entire|whole|full)\s+(?:sale\s+|purchase\s+)?"
                        r"(?:consideration|price)\b", re.IGNORECASE)


def _paid_up(text: str) -> bool:
    """Whether the document says the price has been paid in full (a deed of a paid-up sale), not that something
    happens once it has been ("Delivery shall take place after the Second Party has paid the full price")."""
    return any(not FUTURE_RE.search(text[max(0, found.start() - 60):found.start()])
               for found in PAID_UP_RE.finditer(text))


FUTURE_RE = re.compile(r"\b(?:after|once|when|until|upon|unless|if|provided(?:\s+that)?|before|as\s+soon\s+as)\b"
                       r"[^.;]*$", re.IGNORECASE)


def _no_plan_by_title(document: Document) -> bool:
    """A document whose title (its first two paragraphs) says it settles, terminates or releases a
    sale or transfers a fully paid unit, and not that it sells: no payment to schedule (a lease is
    told by its words, `_not_a_sale`: a long lease is how flats are sold in England)."""
    opening = [block.text for block in document.blocks[:2] if not isinstance(block, Table)]
    title = document.blocks[0].text if document.blocks and isinstance(document.blocks[0], Paragraph) else ""
    return any(len(text) <= 200 and NO_PLAN_TITLE_RE.search(text) and not SALE_TITLE_RE.search(text)
               for text in opening) or bool(REPORT_TITLE_RE.search(title[:120]) and not SALE_TITLE_RE.search(title))
