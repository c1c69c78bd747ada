"""What a plan row is: the record of one row as read, and the words that classify it (when it falls
due, whether it is a fee, its share of the price). Shared by the table and prose readers."""

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from services.extraction import dates, figures

# --- what words say ----------------------------------------------------------------------------

# The row falls due after handover or completion ("completion of the structure" is a stage, not completion).
POST_RE = re.compile(
    r"\bpost[\s\-]*(?:handover|hand[\s\-]over|completion|possession|delivery)\b"
    r"|\b(?:after|following|from|post|since|subsequent\s+to)\s+(?:the\s+)?(?:date\s+of\s+)?(?:actual\s+)?"
    r"(?:handover|hand[\s\-]over|completion(?!\s+of\s+(?:the\s+)?(?!sale|the\s+sale|purchase))|possession|delivery)\b"
    r"(?!\s+(?:notice|certificate))"  # "14 days after the Completion Notice": the payment due on completion
    r"|\banniversar(?:y|ies)\s+of\s+(?:the\s+)?(?:date\s+of\s+)?(?:handover|completion|possession|delivery)"
    r"|\b(?:months?|days?|weeks?|years?|quarters?)\s*(?:\(\d+\)\s*)?(?:of|after|from|following)\s+(?:the\s+)?"
    r"(?:date\s+of\s+)?(?:handover|hand[\s\-]over|completion(?!\s+of)|possession|delivery)\b"
    r"(?!\s+(?:notice|certificate))", re.IGNORECASE)
# The row due on handover itself ("On Handover", "Delivery Instalment - upon delivery of the Unit", "on the
# Completion Date against handover of the Unit"): a plan lists its payments in order, so what follows it
# falls after handover.
HANDOVER_ROW_RE = re.compile(r"\b(?:on|upon|at|against)\s+(?:the\s+)?(?:handover|delivery|possession"
                             r"|completion\s+date|completion(?![\s\-]+(?:of|certificate)\b))\b"
                             r"|^\W*(?:handover|delivery)\b(?!\s+of\s+(?:the\s+)?(?:structure|slab|foundation))",
                             re.IGNORECASE)
# A row tied to a construction stage ("on 60% construction", "on completion of the structure").
STAGE_TEXT_RE = re.compile(r"\b\d{1,3}(?:\.\d+)?\s*%\s*\)?\s*(?:of\s+(?:the\s+)?)?(?:construction|works|completion)"
                           r"|\b(?:completion|casting|topping)\s+of\s+(?:the\s+)?(?!sale\b|purchase\b|transfer\b)\w+",
                           re.IGNORECASE)
# A period counted from handover ("maintenance for 18 months from the date of possession"): not a due time.
DURATION_RE = re.compile(r"\bfor\s+(?:a\s+period\s+of\s+)?[\w\-]+(?:\s*\(\d+\))?\s+(?:months?|years?|days?)\s+"
                         r"(?:from|after|following)\b|\bfor\s+the\s+period\s+(?:from|after|following)\b", re.IGNORECASE)


def after_handover(text: str) -> bool:
    """Whether the text ties a payment to a time after handover or completion."""
    return bool(POST_RE.search(DURATION_RE.sub(" ", text)))


PRE_RE = re.compile(r"\b(?:pre[\s\-]*(?:handover|completion)|during\s+construction|before\s+handover)\b", re.IGNORECASE)
HANDOVER_RE = re.compile(r"\b(?:handover|hand[\s\-]over|handing\s+over|completion|possession|delivery"
                         r"|turn[\s\-]?over)\b", re.IGNORECASE)
# A share of construction, not of the price ("on completion of 50% of construction").
STAGE_SHARE_RE = re.compile(
    r"(?:^|\s)(?:of\s+(?:the\s+)?)?(?:construction|works|completion|built|progress|structur\w*|building)\b"
    r"|^\s*(?:of\s+(?:the\s+)?)?(?:construction|the\s+works|completion|works)", re.IGNORECASE)
STAGE_BEFORE_RE = re.compile(r"(?:construction|completion|progress|works|built|exceed\w*|reach\w*|reaching|foundations?"
                             r"|structure|superstructure)"
                             r"(?:\s+(?:of|at|is|has|have|reaches|reaching|exceeds|exceeded|to|the|works))*\s*$",
                             re.IGNORECASE)
ON_COMPLETION_RE = re.compile(r"\b(?:on|upon|at)\s+(?:the\s+)?completion\s*[:\-–]?\s*$", re.IGNORECASE)
FEE_RE = re.compile(
    r"\b(?:fees?|charges|(?:in\s+addition\s+to|over\s+and\s+above)\s+the\s+(?:purchase\s+|sale\s+)?(?:price"
    r"|consideration)"
    r"|corpus\s+fund|(?:seller|developer|vendor|promoter)['’]?s\s+(?:legal\s+|administrative\s+)?costs"
    r"|(?:interest[\s\-]+free\s+)?maintenance\s+security|ifms|security\s+deposit|(?:real\s+estate\s+)?transfer\s+tax"
    r"|(?:service|admin\w*\.?|registration|transfer|processing|handling|legal|documentation|municipal|maintenance"
    r"|club|development|infrastructure|amenit(?:y|ies)|facilit(?:y|ies)|connection)\s+charges?|oqood|dld|land\s+department|noc|no[\s\-]objection|stamp\s+duty"
    # a title deed fee, not a payment due on the transfer of the title deed to the buyer
    r"|(?<!transfer\sof\sthe\s)(?<!issuance\sof\sthe\s)(?<!issue\sof\sthe\s)title\s+deed"
    r"(?!\s+(?:\([^()]*\)\s*)?(?:in\s+the\s+(?:buyer|purchaser)|to\s+the\s+(?:buyer|purchaser|second\s+party)))"
    r"|(?:maintenance|service\s+charges?|utility|utilities|security|club|sinking\s+fund)\s+(?:deposit|membership|fund)"
    r"|club\s+membership|trustee|conveyancing|mutation|khata|rett|real\s+estate\s+transaction\s+tax)\b",
    re.IGNORECASE)
NEGATION_RE = re.compile(r"\b(?:not|neither|none|nor|no|never)\b", re.IGNORECASE)
PART_OF_PRICE_RE = re.compile(
    r"\b(?:part\s+of|included\s+in|inclusive\s+of|deducted\s+from|adjusted\s+against|credited\s+(?:to|against)"
    r"|counts?\s+towards|towards)\s+(?:the\s+)?(?:(?:total\s+)?(?:purchase\s+|sale\s+|selling\s+)?(?:price|consideration)"
    r"|total\s+cost)",
    re.IGNORECASE)
PAYMENT_RE = re.compile(
    r"\b(?:pay|pays|paid|payable|payments?|instal?l?ments?|deposit|down[\s\-]*payment|booking|reservation|due"
    r"|balance|tranche|milestone|signing|execution|on\s+or\s+before|upon|within|fees?|charges?|remit\w*)\b",
    re.IGNORECASE)
# Clauses about money that is not scheduled.
EXCLUDED_RE = re.compile(
    r"\b(?:dishono(?:u)?r\w*|bounced|in\s+excess\s+of|returned\s+unpaid|returned\s+cheques?|late\s+(?:charge|fee)s?"
    r"|refund\w*|repa(?:y"
    r"|id|yment)|terminat\w+|rescind\w*|rescission|forfeit\w*|penalt(?:y|ies)|(?<!without\s)(?<!no\s)"
    r"interest(?![\s\-]+free)|securing|promissory\s+note"
    # a cheque held as a guarantee, never presented: "as security for the Buyer's obligations", "not a payment"
    r"|as\s+security\s+for|(?:guarantee|security)\s+cheques?|not\s+(?:be\s+)?presented\s+for\s+payment"
    r"|(?:is|are)\s+not\s+a\s+payment"
    r"|late\s+payment|delay\w*|compensat\w+|damages|default\w*|cancel\w*|retain\w*|retention|liquidated|overdue"
    r"|exceed\w*|arrears|per\s+(?:annum|month|day|week)|per\s+(?:sq|square)|price\s+per|rate\s+per|valuation"
    r"|market\s+value|discount\w*|rebate\w*|commission|rental|rent|lease|tenant"
    r"|deduct\w*\s+(?:the\s+)?(?:tax|tds)|tax\s+deducted\s+at\s+source|tds|withholding\s+tax"
    r"|(?:seller|vendor|developer|promoter)\s+(?:shall|will)\s+(?:contribute|reimburse|bear)"
    r"|estimated\s+(?:monthly|annual|yearly|quarterly)|(?:monthly|annual|yearly)\s+(?:common\s+charges"
    r"|service\s+charges|maintenance\s+charges|(?:real\s+estate\s+|property\s+)?taxes|dues))\b", re.IGNORECASE)
# Conditional or estimated money, excluded even when it is called a fee.
# A paragraph that restates what the agreement sets out elsewhere: none of its sentences is a row.
RESTATEMENT_RE = re.compile(r"\b(?:for\s+the\s+avoidance\s+of\s+doubt|for\s+(?:the\s+sake\s+of\s+)?clarity"
                            r"|for\s+(?:ease\s+of\s+)?reference(?:\s+only)?|for\s+(?:information"
                            r"|convenience)(?:\s+only)?"
                            r"|by\s+way\s+of\s+(?:summary|illustration|example)|illustrat\w+\s+only|for\s+example"
                            r"|in\s+summary|to\s+summari[sz]e|descriptive\s+only)\b|\bsummary\s*:", re.IGNORECASE)
REFERENCE_RE = re.compile(r"\b(?:in\s+accordance\s+with|as\s+set\s+out\s+in|as\s+per|as\s+shown\s+in|set\s+out\s+in"
                          r"|see)\s+"
                          r"(?:the\s+)?(?:table|schedule|annex\w*|appendix|clause|section|article|payment\s+(?:plan"
                          r"|schedule))\b",
                          re.IGNORECASE)
NOT_REFUNDABLE_RE = re.compile(r"\b(?:non[\s\-]?refundable|not\s+(?:be\s+)?refundable)\b", re.IGNORECASE)
CONDITIONAL_RE = re.compile(r"\b(?:credited\s+(?:towards|against|to)\s+the\s+(?:down\s*payment|deposit"
                            r"|first\s+instal\w+"
                            r"|booking|balance)|(?:has|have)\s+(?:already\s+)?paid\s+(?:100\s*%|the\s+(?:whole"
                            r"|entire|full))"
                            r"|has\s+been\s+paid|\bonce\b(?!\s+and\s+for\s+all)|having\s+been\s+received"
                            r"|(?<!on\s)(?<!upon\s)(?<!after\s)(?<!of\s)(?<!following\s)receipt"
                            r"|acknowledg\w+"
                            r"|(?:was|were)\s+paid\s+by"
                            r"|(?:was|were|been|has|have)\s+(?:now\s+)?(?:fully\s+paid|paid\s+in\s+full)"
                            r"|\d{2}\s*/\s*\d{2}\s+(?:payment\s+)?plan"
                            r"|(?:seller|developer|vendor|promoter)\s+(?:shall|will)\s+(?:bear|pay|be\s+responsible)"
                            r"|(?:borne|paid|payable)(?:\s+and\s+paid)?\s+by\s+the\s+(?:seller|developer|vendor"
                            r"|promoter)"
                            r"|^\W*(?:[\d.]+\s*)?(?:gst|vat|value\s+added\s+tax|service\s+tax)\b|if|in\s+the\s+event"
                            r"|should\s+the|(?-i:may)|conditional|consent|assign\w*"
                            r"|estimated\s+(?:at|to\s+be)|(?:is|are|be|been)\s+estimated"
                            r"|estimated\s+(?:\w+\s+){0,2}?(?:charges?|fees?|costs?)"
                            r"|not\s+payable|(?:more|less)\s+than|not\s+(?:to\s+)?exceed\w*"
                            # "up to 5%" is a cap; "up to and including 10 November 2029" ends a series
                            r"|up\s+to(?!(?:\s+and\s+including)?\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+"
                            + dates.MONTH_NAME + r"|" + dates.MONTH_NAME + r"\s*\d|\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}))"
                            r"(?!\s+(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)\s+|ground\s+|top\s+)?(?:floor|level|slab|roof"
                            r"|plinth|podium|storey))|at\s+most|maximum|exempt\w*|waived|by\s+way\s+of\s+estimate|an\s+estimate"
                            r"|annual\s+(?:\w+\s+)?charges?"
                            r"|made\s+up\s+of|broken\s+down|break[\s\-]?up\s+of|(?<=\s)@(?=\s)"
                            r"|unless|where|whereas|in\s+case)\b", re.IGNORECASE)
BREAKDOWN_RE = re.compile(
    r"\b(?:sq\.?\s*(?:ft|m|feet|meters?|metres?)\b|sqft|sqm|square\s+(?:feet|foot|meters?|metres?)|per\s+(?:sq|square)"
    r"|price\s+per|rate\s+per|rate|(?<!common\s)area|suite\s+area|balcony|parking|car\s+park|storage|view\s+premium|floor\s+premium"
    r"|unit\s+type|bedrooms?|base\s+price|land\s+cost|built[\s\-]up|carpet|super\s+area)\b", re.IGNORECASE)
PRICE_LABEL_RE = re.compile(
    r"\b(?:total\s+)?(?:purchase|sale|selling|contract|property|unit|apartment|villa|agreed|total)\s+(?:sale\s+)?"
    r"(?:price|consideration|value|cost)\b|\b(?:total\s+)?consideration\b|\(the\s+[\"“”']*(?:purchase\s+|sale\s+)?price"
    r"|^\W*price\b(?!\s+(?:per|breakdown))|\bthe\s+price(?=\s*:|\s+(?:shall\s+be|is|will\s+be|of)\b)"
    # "Unit: 514, Orchid Gate Building 2   Price: AED 1,425,000", not "Base price:" or "List price:"
    # or "Total area 1,652 sq ft | Price AED 3,300,000"
    r"|(?<=\s)(?<!base\s)(?<!list\s)(?<!unit\s)(?<!land\s)(?<!net\s)price(?=\s*:|\s+(?:" + figures.CURRENCY
    + r")\s?\d)", re.IGNORECASE)
TOTAL_RE = re.compile(r"^(?:[^\x00-\x7f]+\s*/\s*)?\W*(?:grand\s+|sub[\s\-]?)?totals?\b"
                      r"|^\W*(?:carried|brought)\s+(?:forward|over)\b"
                      r"|^\W*(?:total|purchase|sale)\s+price\b", re.IGNORECASE)
# Headings and clauses that introduce the plan.
PLAN_START_RE = re.compile(
    r"\b(?:payment\s+(?:plan|schedule|terms|milestones)|schedule\s+of\s+payments?|instal?l?ment\s+(?:plan|schedule)"
    r"|(?:paid|payable|pay)\s+(?:the\s+(?:purchase\s+|sale\s+)?price\s+)?(?:as\s+follows|in\s+(?:the\s+following\s+)?"
    r"instal?l?ments?|in\s+accordance\s+with\s+the\s+following))\b", re.IGNORECASE)

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
    in_plan: bool = True  # read inside the plan's section (prose after its heading or introduction)
    refers: bool = False  # only the date of a charge stated just before (see applies._with_referred_dates)
    implied_share: Decimal | None = None  # a series' share of each instalment, never stated: for its amount only
    summary: bool = False  # a table row under words that say the table restates the plan ("for convenience")
    balance: bool = False  # "the balance on handover": no figure, the price less the payments before it
    step: int | None = None  # months after the row before it: an undated series "every three months thereafter"
    since: str | None = None  # the named date `step` counts from, when not the row before ("anniversaries of ...")
    option: str | None = None  # set out under "Option B - ..." (plan.py keeps the chosen option's)


HANDOVER_ONLY_RE = re.compile(r"^\W*(?:\d+\W+)?(?:on|upon|at)\s+(?:the\s+)?(?:handover|completion|possession)\b",
                              re.IGNORECASE)


THEN_TOTAL_RE = re.compile(r"\b(?:i\.e\.?|that\s+is|so\s+that|in\s+total|totall?ing|a\s+total\s+of"
                           r"|inclusive\s+of\s+vat"
                           r"|including\s+vat)\b",
                           re.IGNORECASE)


def chosen_amount(text: str, found: list) -> Decimal:
    """The row's amount among those it states: "AED 5,000 plus VAT, i.e. AED 5,250" is 5,250."""
    if len(found) > 1 and (THEN_TOTAL_RE.search(text[found[0].end:found[-1].start])
                           or TOTAL_AFTER_RE.match(text[found[-1].end:])):
        return found[-1].value  # "... or "£750 plus VAT (£900.00 in total)"
    return found[0].value


TOTAL_AFTER_RE = re.compile(r"\s*(?:in\s+total|in\s+all|all\s+in|total)\b", re.IGNORECASE)


def row_share(text: str) -> Decimal | None:
    """The share of the price a row or clause states: not a construction stage's share, not VAT."""
    return next((value for start, end, value in figures.shares(text) if is_price_share(text, start, end)), None)


def is_price_share(text: str, start: int, end: int) -> bool:
    """Whether the share written at text[start:end] is a share of the price: not a construction
    stage ("on completion of 50% of construction"), not VAT, not a rate per month or year."""
    after, before = text[end:end + 40], text[max(0, start - 40):start]
    after = re.sub(r"^\s*\)", "", after)  # "sixty per cent (60%) of the construction works"
    if STAGE_SHARE_RE.match(after):
        return False
    # "On completion 40%" is paid on completion; "on 40% completion", "construction 40%" are stages.
    if STAGE_BEFORE_RE.search(before) and not ON_COMPLETION_RE.search(before):
        return False
    if re.match(r"\s*(?:vat|value\s+added|gst|per\s+(?:annum|month))", after, re.IGNORECASE):
        return False
    if re.match(r"\s*of\s+(?:the\s+)?(?:total\s+)?(?:flats|units|apartments|allottees|members|owners|votes|shares|land"
                r"|area|service\s+charges?|expenditure|costs|rent|income|profits?|budget)\b", after, re.IGNORECASE):
        return False  # "51% of the flats", "7.25% of the total service charge expenditure": a share of something else
    if re.match(r"\s*to\s+\d{1,3}(?:[.,]\d+)?\s*%", after) or re.search(r"\bfrom\s+$", before):
        return False  # "changed from 8.5% to 7.25%": a rate varied, not a payment
    if re.search(r"\b(?:together|along)\s+with\s+the\s+$", before, re.IGNORECASE):
        return False  # "payable together with the 85% instalment": another payment, named to say when
    return not (re.search(r"\b(?:vat|gst|sales\s+tax|value\s+added\s+tax)\s+(?:at|of|@)?\s*(?:the\s+rate\s+of\s+)?"
                          r"[\w\s-]{0,20}\(?$",
                          before[-45:], re.IGNORECASE) and not re.search(r"transaction\s+tax|rett", before, re.I))


def is_fee(text: str, share: Decimal | None = None) -> bool:
    """Whether a row is charged on top of the price. A fee is never a large share of the price: a row
    of 20% or more that mentions a fee ("100% on transfer, DLD fees apart") is a payment of the price."""
    if share is not None and share >= 20:
        return False
    part = PART_OF_PRICE_RE.search(text)
    if part and not NEGATION_RE.search(text[max(0, part.start() - 30):part.start()]):
        return False
    if not FEE_RE.search(text):
        return False
    # "10% on registration" is an instalment due at registration, not a fee; "payable together with the 85%
    # instalment" only says when the fee falls due.
    own = re.sub(r"\b(?:together|along)\s+with\s+the\s+[^,;.]{0,40}?\binstal?l?ments?\b", " ", text, flags=re.I)
    return not re.search(r"\b(?:instal?l?ments?|down[\s\-]*payment|balance\s+of\s+the\s+(?:purchase\s+)?price)\b",
                         own, re.IGNORECASE) or bool(STRONG_FEE_RE.search(text))


# Words that name a charge whatever payment the sentence mentions beside it ("... together with the Down Payment").
STRONG_FEE_RE = re.compile(r"\b(?:fees?|charges|oqood|noc|stamp\s+duty"
                           r"|in\s+addition\s+to\s+the\s+(?:purchase\s+)?price)\b",
                           re.IGNORECASE)


EVENT_WORDS_RE = re.compile(
    r"\b(?:signing|execution|booking|reservation|handover|completion|possession|registration|foundation\w*|plinth"
    r"|structure|slab|roof|finishing|exchange|podium|superstructure|piling|topping|agreement|allotment|transfer"
    r"|delivery|closing|mep|facade|floor|casting|ground|first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)"
    r"|\d{1,3}\s*%)\b",
    re.IGNORECASE)


def events_of(text: str) -> frozenset:
    return frozenset(word.lower() for word in EVENT_WORDS_RE.findall(text))


PAYMENT_ROW_RE = re.compile(r"\b(?:instal?l?ments?|down[\s\-]*payment|deposit|booking\s+amount|balance)\b", re.I)
TIMING_RE = re.compile(
    r"\b(?:on|upon|at|by|before|within|after|following|prior\s+to|on\s+or\s+before|no\s+later\s+than)\s+(?:the\s+)?"
    r"(?:[\w'’()]+\s+){0,4}?(?:signing|signature|execution|booking|reservation|handover|hand[\s\-]over|completion"
    r"|possession|turn[\s\-]?over|registration|exchange|transfer|delivery|closing|settlement|conclusion|missives|entry|date"
    r"|commencement|application"
    r"|days?|months?"
    r"|foundation\w*|plinth|structure|certif\w+|completed"
    r"|slab|roof|finishing|casting|podium|topping|allotment|agreement|demand|notice|issu\w+)\b"
    r"|\b(?:immediately|forthwith|upfront|at\s+the\s+time)\b", re.IGNORECASE)
