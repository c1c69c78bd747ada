"""Where the reading of an agreement's prose is: inside the plan (after its heading or its introduction),
under a post-handover or a fees heading, inside a restatement, after a line of a plan set out line by line.
`prose.prose_rows` reads each paragraph in the context the paragraphs before it leave."""

import re
from dataclasses import dataclass

from services.extraction import figures
from services.extraction.blocks import SECTION_SHARE_RE
from services.extraction.conventions import Conventions
from services.extraction.rows import PLAN_START_RE, POST_RE, RESTATEMENT_RE


@dataclass
class Context:
    """Where the reading is in the prose: inside the plan (after its heading or its introduction),
    under a post-handover heading, under a fees heading."""
    plan: bool = False
    post: bool = False
    fees: bool = False
    listed_fees: bool = False  # the list items of an introduction that says they are charged on top of the price
    restating: bool = False  # this paragraph restates the plan ("For convenience only, ...") or continues one that does
    _ended: bool = True  # the previous paragraph ended with a full stop
    handed_over: bool = False  # the plan's list has passed its handover row
    listed_plan: bool = False  # the paragraph before was a short line or list item that set out a payment of the price
    option: str | None = None  # under the heading of one of the plans offered ("Option 2 - Extended Plan")
    # "The Purchaser shall pay, in addition to the Price and upon signing on 3 March 2026:": the words its list items,
    # set out in the paragraphs after it, are read with
    lead: str = ""

    def read(self, text: str, conventions: Conventions) -> None:
        named = named_plan(text)
        if named is not None:
            self.option = named  # "Plan Alpha:", "Down Payment Plan (DPP) - Total Price ...:", "4.3 12-Month Plan: ..."
        # A restatement runs on until a paragraph ends with a full stop ("...$50,000.00;" / "Second Deposit, ...").
        self.restating = bool(RESTATEMENT_RE.search(text)) or (self.restating and not self._ended)
        self._ended = text.rstrip().endswith(".") or text.rstrip()[-1:].isdigit()  # "... | total JOD 145,000"
        inline = INLINE_HEADING_RE.match(text)
        if inline and FEES_HEADING_RE.search(inline.group(1)):
            self.fees, self.post = True, False  # "4. Additional Charges. 4.1 In addition to ..."
        if not _is_heading(text, conventions):
            if PLAN_START_RE.search(text):
                self.plan, self.fees, self.listed_fees, self.handed_over = True, False, False, False
            if text.rstrip().endswith(":"):
                # "... the following amounts, which do not form part of the Total Price:" introduces fees.
                self.listed_fees = bool(FEES_INTRO_RE.search(text))
                if not self.listed_fees and PAY_INTRO_RE.search(text):
                    # "The Purchaser shall pay:", "... the total consideration of Rs. 85,00,000/- for the Apartment in
                    # the following manner:" above its list: the plan.
                    self.plan, self.fees, self.handed_over = True, False, False
            elif not LIST_ITEM_RE.match(text):
                self.listed_fees = False
            return
        self.handed_over = False
        offered = OPTION_HEADING_RE.match(text)
        self.option = offered.group(1).lower() if offered else named
        if PLAN_START_RE.search(text) or PLAN_HEADING_RE.search(text) or PAY_INTRO_RE.search(text) or offered:
            self.plan = True
            # "Payment Plan (post-handover)" names the plan; "POST-HANDOVER PAYMENT PLAN" opens its section.
            self.post = bool(POST_RE.search(text) or POST_HEADING_RE.search(text)) and (
                not PLAN_NAME_RE.search(text) or POST_HEADING_RE.match(text) is not None) and not offered
            # (an option's name, "OPTION B (50/50 POST-HANDOVER)", says what kind of plan it is, not when)
            self.fees = bool(FEES_HEADING_RE.search(text)) and not re.search(r"instal|payment\s+plan", text, re.I)
        else:
            self.plan = self.post = self.fees = False


PLAN_HEADING_RE = re.compile(r"\b(?:instal?l?ments?|payments?|payment\s+plan|schedule|fees|charges|handover|price"
                             r"|deposits?(?:\s+(?:structure|schedule))?)\b",
                             re.IGNORECASE)
POST_HEADING_RE = re.compile(r"\W*\bpost[\s\-]*(?:handover|completion|possession)\b", re.IGNORECASE)
FEES_HEADING_RE = re.compile(r"\b(?:fees|charges|other\s+payments|additional\s+(?:payments|amounts)|registration"
                             r"|(?:in\s+addition\s+to|over\s+and\s+above)\s+the\s+(?:purchase\s+|sale\s+)?(?:price"
                             r"|consideration))\b",
                             re.IGNORECASE)
# "PART B - OPTION B (50/50 POST-HANDOVER)", "Option 2 - Extended Plan": one of the plans offered.
OPTION_HEADING_RE = re.compile(r"^\W*(?:part\s+\w{1,2}\s*[-–:.]\s*)?(?:payment\s+)?(?:option|alternative)\s+"
                               r"([A-Z]|\d{1,2})\b", re.IGNORECASE)
PLAN_NAME_RE = re.compile(r"\bplan\b", re.IGNORECASE)
# One of several plans offered, by its name at the head of its paragraph: "Plan Alpha:", "Construction Linked Plan
# (CLP) - ...", "4.3 12-Month Plan: ...", "4.1 Outright payment: ...". Its key is its abbreviation, else its name.
NAMED_PLAN_RE = re.compile(r"^\W*(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:plan\s+(?P<after>[A-Z][\w\-]*|\d{1,2})"
                           r"|(?P<name>(?:[\w\-]+\s+){0,3}?[\w\-]+\s+plan|(?:outright|cash|lump[\s\-]sum)\s+payment)"
                           r"(?:\s*\((?P<abbr>[A-Z]{2,5})\))?)"
                           r"\s*(?:[:\-–—]|$)", re.IGNORECASE)
GENERIC_PLAN_RE = re.compile(r"^(?:(?:the|payment|payments|instal?l?ment|selected|chosen|following|this|our|revised"
                             r"|original|new|amended|proposed|agreed)\s+)*plan$", re.IGNORECASE)


def named_plan(text: str) -> str | None:
    """The key of the plan offered whose name heads this paragraph; None for none (or "Payment Plan:")."""
    found = NAMED_PLAN_RE.match(text)
    if found is None:
        return None
    if found.group("after"):
        return found.group("after").lower()
    name = " ".join(found.group("name").lower().split())
    if GENERIC_PLAN_RE.match(name):
        return None
    return (found.group("abbr") or name).lower()
# A clause title at the head of its paragraph ("4. Additional Charges. 4.1 ...").
# Not a list item that says when ("7. At the time of registration and handover: ₹ 12,60,000").
INLINE_HEADING_RE = re.compile(r"^\s*(?:\d{1,2}\.|article\s+\w+|clause\s+\w+)\s+"
                               r"(?!(?i:on|upon|at|by|before|after|within|prior)\b)([A-Z][\w ,&'()\-]{2,60}?)[.:]\s")
# Under a fees heading, what is still a payment of the price (a deposit there is a utility or security deposit).
FEES_INTRO_RE = re.compile(r"\b(?:(?:do|does|shall)\s+not\s+form\s+part\s+of|not\s+(?:be\s+)?(?:part\s+of"
                           r"|included\s+in)"
                           r"|in\s+addition\s+to|over\s+and\s+above)\s+the\s+(?:total\s+)?(?:purchase\s+|sale\s+)?"
                           r"(?:price|consideration)\b|\bfees|\bcharges\b", re.IGNORECASE)
PAY_INTRO_RE = re.compile(r"\b(?:pay|paid|payable)\b[^;]{0,200}:\s*$", re.IGNORECASE)
LIST_ITEM_RE = re.compile(r"^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)|[-•*·–—]\s)", re.IGNORECASE)


def section_total(text: str) -> bool:
    return SECTION_SHARE_RE.match(text) is not None


def _is_heading(text: str, conventions: Conventions) -> bool:
    """A short line without figures that does not end a sentence: a title above what follows; or a section's
    name with its share ("POST-HANDOVER – 40%")."""
    if section_total(text):
        return True
    text = re.sub(r"\([^()]*\)", "", text)  # "POST-HANDOVER PAYMENTS (post-dated cheques drawn on ...)"
    return (len(text) <= 90 and not text.rstrip().endswith((".", ",", ";"))
            and not figures.shares(text) and not figures.amounts(text, conventions))
