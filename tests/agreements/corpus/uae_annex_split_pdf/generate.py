"""Generate the `uae_annex_split_pdf` corpus: long Dubai / Abu Dhabi off-plan SPAs
(several pages of numbered boilerplate) whose payment plan sits in an annex /
schedule at the end, as a bordered table that runs over a page break.

Standalone: stdlib + reportlab only.  Run with any Python that has reportlab:

    python generate.py

Every agreement is described once as Python data; the PDF and the `.expected.json`
are both rendered from that data.
"""
import datetime as dt
import io
import json
import os
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_RIGHT  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus.flowables import Flowable  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    KeepTogether,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

HERE = os.path.dirname(os.path.abspath(__file__))

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# --------------------------------------------------------------------------- helpers
def D(x):
    return Decimal(str(x))


def q2(x):
    return D(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return q2(D(price) * D(pct) / Decimal(100))


def money(x):
    return f"{q2(x):,.2f}"


def pct_txt(p):
    s = format(D(p).normalize(), "f")
    return s + "%"


def d_short(d):      # 15-Apr-2026
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"


def d_slash(d):      # 15/04/2026
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def d_long(d):       # 15 April 2026
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def d_ord(d):        # 5th May 2026
    suf = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return f"{d.day}{suf} {MONTHS[d.month - 1]} {d.year}"


def d_dot(d):        # 15.04.2026
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


def d_json(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}" if d else ""


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _words999(n):
    out = []
    if n >= 100:
        out.append(ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        out.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(ONES[n])
    return " ".join(out)


def words(n):
    n = int(n)
    if n == 0:
        return "Zero"
    parts = []
    for div, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= div:
            parts.append((_words999(n // div) + (" " + name if name else "")).strip())
            n %= div
    return " ".join(parts)


def aed_words(amount):
    a = q2(amount)
    whole = int(a)
    fils = int((a - whole) * 100)
    s = words(whole) + " UAE Dirhams"
    if fils:
        s += " and " + words(fils) + " Fils"
    return s


class Row:
    """One row of the payment plan (or one fee)."""

    def __init__(self, label, pct=None, amount=None, date=None, event="", fee=False,
                 post=False, basis=None, desc=None):
        self.label = label
        self.desc = desc or label
        self.pct = D(pct) if pct is not None else None
        self.amount = D(amount) if amount is not None else None
        self.date = date
        self.event = event
        self.fee = fee
        self.post = post
        self.basis = basis  # free text for fee tables

    def amt(self, price):
        if self.amount is not None:
            if self.pct is not None:
                assert q2(self.amount) == pct_of(price, self.pct), (self.label, self.amount)
            return q2(self.amount)
        return pct_of(price, self.pct)

    def expected(self, price):
        return {
            "amount": float(self.amt(price)),
            "dueDate": d_json(self.date),
            "description": self.desc,
            "percentage": float(self.pct) if self.pct is not None else 0.0,
            "isFee": self.fee,
            "postHandover": self.post,
            "status": "pending",
        }


def check_plan(rows, price, percentages_everywhere=True):
    plan = [r for r in rows if not r.fee]
    if percentages_everywhere:
        assert sum(r.pct for r in plan) == 100, sum(r.pct for r in plan)
    total = sum(r.amt(price) for r in plan)
    return total


# --------------------------------------------------------------------------- styles
def make_styles(font="Helvetica", bold="Helvetica-Bold", size=9.5):
    lead = size * 1.32
    return {
        "title": ParagraphStyle("title", fontName=bold, fontSize=size + 5, leading=size + 8,
                                alignment=TA_CENTER, spaceAfter=4),
        "subtitle": ParagraphStyle("subtitle", fontName=font, fontSize=size + 0.5,
                                   leading=lead, alignment=TA_CENTER, spaceAfter=10),
        "h": ParagraphStyle("h", fontName=bold, fontSize=size + 1, leading=lead + 1,
                            spaceBefore=8, spaceAfter=3),
        "p": ParagraphStyle("p", fontName=font, fontSize=size, leading=lead,
                            alignment=TA_JUSTIFY, spaceAfter=4),
        "ind": ParagraphStyle("ind", fontName=font, fontSize=size, leading=lead,
                              alignment=TA_JUSTIFY, leftIndent=14, spaceAfter=3),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=size - 0.8, leading=size + 1.6),
        "cellr": ParagraphStyle("cellr", fontName=font, fontSize=size - 0.8, leading=size + 1.6,
                                alignment=TA_RIGHT),
        "cellc": ParagraphStyle("cellc", fontName=font, fontSize=size - 0.8, leading=size + 1.6,
                                alignment=TA_CENTER),
        "cellb": ParagraphStyle("cellb", fontName=bold, fontSize=size - 0.8, leading=size + 1.6),
        "cellbc": ParagraphStyle("cellbc", fontName=bold, fontSize=size - 0.8,
                                 leading=size + 1.6, alignment=TA_CENTER),
        "cellbr": ParagraphStyle("cellbr", fontName=bold, fontSize=size - 0.8,
                                 leading=size + 1.6, alignment=TA_RIGHT),
        "small": ParagraphStyle("small", fontName=font, fontSize=size - 1.5,
                                leading=size, alignment=TA_JUSTIFY, spaceAfter=3),
        "font": font,
        "bold": bold,
    }


def bordered(data, widths, st, header_rows=1, total_row=False, shade=colors.HexColor("#D9D9D9"),
             align_right_cols=(), center_cols=(), subheading_rows=(), repeat=None):
    """Turn a list of lists of strings into a bordered Table of Paragraphs."""
    out = []
    for ri, row in enumerate(data):
        cells = []
        for ci, txt in enumerate(row):
            is_head = ri < header_rows
            is_total = total_row and ri == len(data) - 1
            if is_head:
                style = st["cellbc"]
            elif ri in subheading_rows:
                style = st["cellb"]
            elif is_total:
                style = st["cellbr"] if ci in align_right_cols else st["cellb"]
            elif ci in align_right_cols:
                style = st["cellr"]
            elif ci in center_cols:
                style = st["cellc"]
            else:
                style = st["cell"]
            cells.append(Paragraph(txt, style))
        out.append(cells)
    t = Table(out, colWidths=widths, repeatRows=header_rows if repeat is None else repeat)
    cmds = [
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, header_rows - 1), shade),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    if total_row:
        cmds.append(("BACKGROUND", (0, -1), (-1, -1), colors.HexColor("#F2F2F2")))
    for r in subheading_rows:
        cmds.append(("SPAN", (0, r), (-1, r)))
        cmds.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#EFEFEF")))
    t.setStyle(TableStyle(cmds))
    return t


def footer_fn(code, font):
    def _f(canvas, doc):
        canvas.saveState()
        canvas.setFont(font, 7.5)
        canvas.drawString(18 * mm, 10 * mm, code)
        canvas.drawRightString(192 * mm, 10 * mm, f"Page {doc.page}")
        canvas.drawCentredString(105 * mm, 10 * mm, "Purchaser's initials: ________   "
                                                    "Seller's initials: ________")
        canvas.restoreState()
    return _f


def build_pdf(name, story, code, st, title, target=None):
    path = target if target is not None else os.path.join(HERE, name + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=16 * mm, bottomMargin=18 * mm, title=title,
                            author="", subject="", creator="", producer="")
    fn = footer_fn(code, st["font"])
    doc.build(story, onFirstPage=fn, onLaterPages=fn)


def write_expected(name, rows, price):
    data = [r.expected(price) for r in rows]
    with open(os.path.join(HERE, name + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def P(st, text, style="p"):
    return Paragraph(text, st[style])


def H(st, text):
    return Paragraph(text, st["h"])




def particulars_table(st, items, widths=(55 * mm, 119 * mm)):
    data = [[Paragraph(f"<b>{k}</b>", st["cell"]), Paragraph(v, st["cell"])] for k, v in items]
    t = Table(data, colWidths=widths)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
        ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#F2F2F2")),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    return t


# --------------------------------------------------------------------------- page-break control
class Marker(Flowable):
    """Zero-size flowable that records how much vertical space was left in the frame
    (and on which page) where it was placed."""

    def __init__(self):
        Flowable.__init__(self)
        self._ah = None
        self.avail = None
        self.page = None

    def wrap(self, aw, ah):
        self._ah = ah
        return (0, 0)

    def draw(self):
        self.avail = self._ah
        self.page = self.canv.getPageNumber()


ANNEX_NOTES = [
    "All payments shall be made in UAE Dirhams. A payment made in another currency is "
    "credited at the amount in Dirhams actually received into the Escrow Account, and any "
    "shortfall remains payable by the Purchaser.",
    "Each Instalment shall be paid in full without set-off, counterclaim or deduction of any "
    "kind, including any bank or transfer charges.",
    "A receipt issued by the escrow bank, or by the Developer on the escrow bank's "
    "confirmation, is conclusive evidence of payment of the Instalment to which it refers.",
    "Where an Instalment is linked to a construction stage, the Developer's demand shall be "
    "accompanied by a copy of the Consultant's progress certificate as uploaded to the "
    "Regulator's system.",
    "If the Purchaser finances the purchase with a mortgage, the Purchaser remains "
    "responsible for ensuring that the lender releases each Instalment on or before its "
    "due date; any delay by the lender is a delay by the Purchaser.",
    "The Purchaser's obligation to pay the Instalments is not affected by any pending "
    "snagging item, a dispute about minor works or a request for a variation.",
    "This Annex may not be varied except by a written addendum signed by both Parties and "
    "registered with the Regulator where registration is required.",
    "Any payment incentive, waiver or discount described in marketing material is "
    "superseded by this Annex and has no effect unless repeated in it.",
    "Payments received are applied first to late payment charges, then to the earliest "
    "Instalment outstanding, and only then to the Instalment currently due.",
    "The Developer may, at the Purchaser's written request, accept a single payment "
    "covering several consecutive Instalments; the due dates of the remaining Instalments "
    "are not changed by such a payment.",
    "Post-dated cheques shall be drawn on a bank in the United Arab Emirates, dated on the "
    "due date of the Instalment they cover, and made payable to the Escrow Account.",
    "Receipts for cheques are provisional until the cheque is honoured.",
]


def fit_notes(name, make_story, lo, hi, code, st, title, pool=ANNEX_NOTES):
    """Build the PDF with the smallest number k of annex notes for which the plan table
    starts with between lo and hi points left on its page, so that it runs over the page
    break.  make_story(notes, marker) returns a fresh story; the layout is deterministic,
    so the search gives the same k on every run."""
    for k in range(len(pool) + 1):
        m = Marker()
        build_pdf(name, make_story(pool[:k], m), code, st, title, target=io.BytesIO())
        if m.avail is not None and lo <= m.avail <= hi:
            m2 = Marker()
            build_pdf(name, make_story(pool[:k], m2), code, st, title)
            assert m2.avail == m.avail
            return k, m.page, m.avail
    raise AssertionError(f"{name}: no number of notes puts the table near a page bottom")


# --------------------------------------------------------------------------- long boilerplate
def cover(st, c):
    out = [
        Paragraph(c["title"], st["title"]),
        Paragraph(c["subtitle"], st["subtitle"]),
        particulars_table(st, [
            ("Agreement reference", c["ref"]),
            ("Date of this Agreement", c["date_text"]),
            ("Project", c["project"]),
            ("Plot / Land", c["plot"]),
            ("Unit", c["unit_line"]),
            ("Saleable Area", f"{c['area']:,.2f} sq ft ({c['area_sqm']} sq m)"),
            ("Price per sq ft", f"AED {money(c['price'] / c['area'])}"),
            ("Purchase Price", f"AED {money(c['price'])} ({aed_words(c['price'])})"),
            ("Anticipated Completion Date", c["completion"]),
            ("Escrow Account", c["escrow"]),
        ]),
        Spacer(1, 8),
        P(st, f"THIS AGREEMENT is made on {c['date_text']} BETWEEN:"),
        P(st, f"<b>{c['seller']}</b>, {c['seller_desc']} (the \"<b>Developer</b>\", which "
              f"expression shall include its successors and permitted assigns); AND", "ind"),
        P(st, f"<b>{c['buyer']}</b>, {c['buyer_desc']} (the \"<b>Purchaser</b>\", which "
              f"expression shall include the Purchaser's heirs, executors and permitted "
              f"assigns).", "ind"),
        P(st, "The Developer and the Purchaser are together the \"<b>Parties</b>\" and each a "
              "\"<b>Party</b>\"."),
        H(st, "WHEREAS"),
    ]
    for i, r in enumerate(c["recitals"]):
        out.append(P(st, f"({chr(65 + i)}) {r}", "ind"))
    out.append(P(st, "NOW IT IS HEREBY AGREED as follows:"))
    return out


def long_clauses(st, c):
    """Numbered boilerplate clauses 1..N.  c['fees_body'] (list of Paragraph texts) is
    inserted as clause 4 when present."""
    a = c["annex"]
    dubai = c["emirate"] == "Dubai"
    reg = "the Dubai Land Department (\"DLD\")" if dubai else \
        "the Department of Municipalities and Transport (\"DMT\")"
    reg_s = "DLD" if dubai else "DMT"
    law = "Law No. 13 of 2008 regulating the Interim Real Property Register in the Emirate of " \
          "Dubai, as amended by Law No. 9 of 2009" if dubai else \
          "Law No. 3 of 2015 regulating the real estate sector in the Emirate of Abu Dhabi"
    out = []
    n = 1
    out += [
        H(st, f"{n}. DEFINITIONS AND INTERPRETATION"),
        P(st, f"{n}.1 In this Agreement, unless the context otherwise requires, the following "
              "words have the following meanings:"),
    ]
    defs = [
        ("Anticipated Completion Date", f"{c['completion']}, as may be extended under "
                                        f"clause {6 if c.get('fees_body') else 5}"),
        ("Applicable Law", f"the laws of the Emirate of {c['emirate']} and the federal laws of "
                           f"the United Arab Emirates, including {law}"),
        ("Building", c["building"]),
        ("Common Areas", "those parts of the Building and the Project not comprised in any unit "
                         "and intended for common use"),
        ("Consultant", c["consultant"]),
        ("Escrow Account", f"the escrow account {c['escrow']} opened for the Project"),
        ("Handover Date", "the date specified in the Handover Notice"),
        ("Instalment", f"each amount payable towards the Purchase Price as set out in {a}"),
        ("Jointly Owned Property Law", "Law No. 6 of 2019 concerning ownership of jointly "
                                       "owned real property in the Emirate of Dubai"
         if dubai else "the Abu Dhabi jointly owned property regulations in force"),
        ("Land", c["plot"]),
        ("Payment Plan", f"the schedule of Instalments set out in {a}"),
        ("Regulator", reg),
        ("Saleable Area", "the area of the Unit measured in accordance with RERA guidelines, "
                          "including balconies and terraces"),
        ("Unit", c["unit_line"]),
    ]
    for k, v in defs:
        out.append(P(st, f"\"<b>{k}</b>\" means {v};", "ind"))
    out += [
        P(st, f"{n}.2 Headings are for convenience only. References to clauses and annexes are "
              "to clauses of and annexes to this Agreement. The annexes form part of this "
              "Agreement. Words in the singular include the plural and vice versa."),
    ]
    n += 1
    out += [
        H(st, f"{n}. SALE AND PURCHASE"),
        P(st, f"{n}.1 The Developer agrees to sell and the Purchaser agrees to purchase the Unit, "
              f"being {c['unit_line']}, with a Saleable Area of approximately "
              f"{c['area']:,.2f} square feet ({c['area_sqm']} square metres), for the Purchase "
              f"Price, free from encumbrances and together with an undivided share in the "
              f"Common Areas."),
        P(st, f"{n}.2 The Purchase Price of <b>AED {money(c['price'])}</b> has been calculated "
              f"at a rate of AED {money(c['price'] / c['area'])} per square foot of Saleable "
              f"Area. The Purchaser acknowledges that the plans in Annex 3 are indicative only."),
        P(st, f"{n}.3 If, on completion, the Saleable Area as certified by the Consultant differs "
              f"from the area stated in clause {n}.1 by more than {c['tolerance']}, the Purchase "
              f"Price shall be adjusted pro rata at the rate stated in clause {n}.2 for the "
              f"difference in excess of that tolerance, and any adjustment shall be settled on "
              f"the Handover Date."),
    ]
    n += 1
    out += [
        H(st, f"{n}. PAYMENT OF THE PURCHASE PRICE"),
        P(st, f"{n}.1 The Purchaser shall pay the Purchase Price in the Instalments and on the "
              f"dates or at the stages set out in the Payment Plan in {a}. Time for payment is of "
              f"the essence."),
        P(st, f"{n}.2 All Instalments shall be paid into the Escrow Account by bank transfer, "
              f"manager's cheque or post-dated cheques delivered on signing. Payments are deemed "
              f"made only on receipt of cleared funds. Bank charges are for the Purchaser's "
              f"account."),
        P(st, f"{n}.3 Instalments linked to a construction stage become due within "
              f"{c['stage_days']} days of the Developer's written notice that the stage has been "
              f"reached, as certified by the Consultant. The Developer's notice shall be "
              f"conclusive save for manifest error."),
        P(st, f"{n}.4 The Purchaser may pay any Instalment early. Early payment does not entitle "
              f"the Purchaser to any discount unless agreed in writing by the Developer."),
        P(st, f"{n}.5 Any amount not paid on its due date shall bear late payment charges at the "
              f"rate of {c['late']} per month, calculated on a daily basis, without prejudice to "
              f"the Developer's other rights under clause {9 if c.get('fees_body') else 8}."),
    ]
    if c.get("fees_body"):
        n += 1
        out.append(H(st, f"{n}. FEES AND CHARGES"))
        for i, t in enumerate(c["fees_body"], 1):
            out.append(P(st, f"{n}.{i} {t}"))
    n += 1
    out += [
        H(st, f"{n}. CONSTRUCTION OF THE BUILDING"),
        P(st, f"{n}.1 The Developer shall construct the Building in a good and workmanlike "
              f"manner substantially in accordance with the specifications in Annex 2 and the "
              f"building permit No. {c['permit']} issued by the competent authority."),
        P(st, f"{n}.2 The Developer may make such changes to the design, layout and "
              f"specifications as are required by any authority or as the Developer reasonably "
              f"considers necessary, provided that the materials used are of equal or better "
              f"quality and the Saleable Area is not reduced by more than {c['tolerance']}."),
        P(st, f"{n}.3 The Purchaser shall have no right to enter the site before the Handover "
              f"Date save on a site visit arranged by the Developer, which shall be at the "
              f"Purchaser's risk."),
    ]
    n += 1
    cl_completion = n
    out += [
        H(st, f"{n}. COMPLETION AND DELAY"),
        P(st, f"{n}.1 The Developer shall use reasonable endeavours to complete the Building by "
              f"the Anticipated Completion Date. The Developer is entitled to an extension of "
              f"up to {c['grace']} months, and to such further extension as results from Force "
              f"Majeure."),
        P(st, f"{n}.2 If completion is delayed beyond the extended date for reasons attributable "
              f"to the Developer, the Developer shall pay the Purchaser, as liquidated damages "
              f"and as the Purchaser's sole remedy, an amount equal to {c['delay_comp']} of the "
              f"amounts paid towards the Purchase Price for each full month of delay, capped at "
              f"{c['delay_cap']} of the Purchase Price."),
        P(st, f"{n}.3 If completion is delayed by more than {c['long_stop']} months beyond the "
              f"Anticipated Completion Date, either Party may terminate this Agreement by notice, "
              f"whereupon the Developer shall refund all amounts paid towards the Purchase Price "
              f"within sixty (60) days."),
    ]
    n += 1
    out += [
        H(st, f"{n}. HANDOVER"),
        P(st, f"{n}.1 On completion, the Developer shall serve a Handover Notice not less than "
              f"thirty (30) days before the Handover Date. The Purchaser shall, before the "
              f"Handover Date, pay all unpaid Instalments, any area adjustment under clause 2.3, "
              f"and the first year's service charges."),
        P(st, f"{n}.2 The Purchaser shall inspect the Unit jointly with the Developer's "
              f"representative and sign the handover certificate. Minor snagging items shall "
              f"be listed and rectified within sixty (60) days and shall not delay handover."),
        P(st, f"{n}.3 If the Purchaser fails to take handover within fifteen (15) days of the "
              f"Handover Date, handover shall be deemed to have taken place and the Purchaser "
              f"shall pay a holding charge of AED {c['holding']} per month."),
    ]
    n += 1
    out += [
        H(st, f"{n}. TITLE AND REGISTRATION"),
        P(st, f"{n}.1 The Developer shall register this Agreement in the interim real estate "
              f"register maintained by the {reg_s} within thirty (30) days of the date of this "
              f"Agreement. Title shall pass to the Purchaser upon payment of the Purchase Price "
              f"in full and issue of the title deed."),
        P(st, f"{n}.2 The Purchaser shall provide all documents required by the {reg_s} and "
              f"shall sign such forms as are necessary for the registration."),
    ]
    n += 1
    cl_default = n
    out += [
        H(st, f"{n}. PURCHASER'S DEFAULT"),
        P(st, f"{n}.1 The Purchaser is in default if it fails to pay any Instalment or other "
              f"amount within thirty (30) days of its due date, or breaches any other material "
              f"obligation and does not remedy the breach within thirty (30) days of notice."),
        P(st, f"{n}.2 In case of default the Developer shall notify the {reg_s} and give the "
              f"Purchaser thirty (30) days to remedy. If the default is not remedied, the "
              f"Developer may, in accordance with {law}:"),
    ]
    if dubai:
        out += [
            P(st, "(a) where construction has exceeded 80% (eighty per cent), retain all "
                  "amounts paid and claim the balance of the Purchase Price, or sell the Unit "
                  "by public auction and recover the balance from the proceeds;", "ind"),
            P(st, "(b) where construction is between 60% and 80%, terminate this Agreement and "
                  "retain up to 40% (forty per cent) of the Purchase Price, refunding any "
                  "excess within one (1) year of termination or within sixty (60) days of the "
                  "resale of the Unit, whichever is earlier;", "ind"),
            P(st, "(c) where construction is below 60%, terminate this Agreement and retain up "
                  "to 25% (twenty-five per cent) of the Purchase Price; and", "ind"),
            P(st, "(d) where the Project has not commenced for reasons beyond the Purchaser's "
                  "control, refund all amounts paid.", "ind"),
        ]
    else:
        out += [
            P(st, "(a) where construction progress certified by the Consultant is 70% or more, "
                  "retain up to 40% (forty per cent) of the Purchase Price and refund the "
                  "balance of amounts paid, if any, within ninety (90) days of resale;", "ind"),
            P(st, "(b) where construction progress is below 70%, retain up to 30% (thirty per "
                  "cent) of the Purchase Price; and", "ind"),
            P(st, "(c) in either case, cancel the registration of this Agreement in the "
                  "interim register.", "ind"),
        ]
    out.append(P(st, f"{n}.3 The rights in this clause are in addition to the late payment "
                     f"charges under clause 3.5."))
    n += 1
    out += [
        H(st, f"{n}. DEVELOPER'S DEFAULT"),
        P(st, f"{n}.1 If the Project is cancelled by the Regulator for any reason not "
              f"attributable to the Purchaser, the Developer shall refund to the Purchaser all "
              f"amounts paid towards the Purchase Price together with any registration fee "
              f"actually paid, within ninety (90) days of the cancellation decision."),
    ]
    n += 1
    out += [
        H(st, f"{n}. SERVICE CHARGES AND OWNERS ASSOCIATION"),
        P(st, f"{n}.1 From the Handover Date the Purchaser shall pay service charges levied "
              f"under the Jointly Owned Property Law. The service charges are currently estimated "
              f"at AED {c['service_rate']} per square foot of Saleable Area per annum, i.e. "
              f"approximately AED {money(D(c['service_rate']) * c['area'])} per annum for the "
              f"Unit. The estimate is indicative only and is not binding on the owners "
              f"association."),
        P(st, f"{n}.2 The Purchaser shall also pay chilled water, electricity, gas and "
              f"telecommunication charges consumed in the Unit and the connection deposits "
              f"required by the utility providers."),
    ]
    n += 1
    out += [
        H(st, f"{n}. DEFECTS LIABILITY"),
        P(st, f"{n}.1 The Developer shall repair defects in the Unit (other than fair wear and "
              f"tear) notified in writing within twelve (12) months of the Handover Date. The "
              f"Developer's liability for structural defects shall continue for ten (10) years "
              f"from the date of the completion certificate."),
    ]
    n += 1
    out += [
        H(st, f"{n}. ASSIGNMENT AND RESALE"),
        P(st, f"{n}.1 The Purchaser may not sell, assign or otherwise transfer its rights under "
              f"this Agreement until it has paid not less than {c['assign_pct']} of the Purchase "
              f"Price and all amounts then due, and has obtained the Developer's written "
              f"no-objection."),
        P(st, f"{n}.2 The assignee shall enter into a deed of assignment with the Developer and "
              f"the Purchaser, and shall assume all outstanding obligations of the Purchaser, "
              f"including the unpaid Instalments under the Payment Plan."),
    ]
    n += 1
    out += [
        H(st, f"{n}. FORCE MAJEURE"),
        P(st, f"{n}.1 Neither Party is liable for delay caused by events beyond its reasonable "
              f"control, including war, epidemic, acts of government, shortages of materials or "
              f"labour not caused by the affected Party, and unusually severe weather. The "
              f"Anticipated Completion Date shall be extended by the period of such delay. This "
              f"clause does not excuse payment of any Instalment."),
    ]
    n += 1
    out += [
        H(st, f"{n}. USE AND COMMUNITY RULES"),
        P(st, f"{n}.1 The Unit shall be used only for {c['use']} purposes. The Purchaser shall "
              f"comply with the community rules, the jointly owned property declaration and any "
              f"rules issued by the owners association."),
        P(st, f"{n}.2 The Purchaser shall not make structural alterations, change the external "
              f"appearance of the Unit or install satellite dishes or air-conditioning units on "
              f"the facade."),
    ]
    for head, paras in c.get("extra", ()):
        n += 1
        out.append(H(st, f"{n}. {head}"))
        out += [P(st, f"{n}.{i} {t}") for i, t in enumerate(paras, 1)]
    n += 1
    out += [
        H(st, f"{n}. NOTICES"),
        P(st, f"{n}.1 Notices shall be in writing in English and delivered by hand, courier or "
              f"email to the addresses set out above (Developer: {c['notice_dev']}; Purchaser: "
              f"the email address provided in the reservation form). A notice sent by email is "
              f"deemed received on the next Business Day."),
    ]
    n += 1
    out += [
        H(st, f"{n}. MISCELLANEOUS"),
        P(st, f"{n}.1 <i>Entire agreement.</i> This Agreement and its annexes constitute the "
              f"entire agreement between the Parties and supersede the reservation form and any "
              f"brochure, advertisement or representation."),
        P(st, f"{n}.2 <i>Severability.</i> If any provision is held invalid, the remaining "
              f"provisions continue in full force."),
        P(st, f"{n}.3 <i>Waiver.</i> No delay in exercising a right operates as a waiver."),
        P(st, f"{n}.4 <i>Costs.</i> Each Party bears its own legal costs of this Agreement."),
        P(st, f"{n}.5 <i>Confidentiality.</i> The Purchaser shall keep the terms of this "
              f"Agreement, including the Purchase Price and the Payment Plan, confidential."),
    ]
    n += 1
    out += [
        H(st, f"{n}. GOVERNING LAW AND JURISDICTION"),
        P(st, f"{n}.1 This Agreement is governed by the Applicable Law. The courts of "
              f"{c['emirate']} have exclusive jurisdiction over any dispute arising from it."),
        P(st, f"{n}.2 This Agreement is executed in two (2) originals. Should there be any "
              f"discrepancy between the English text and an Arabic translation registered with "
              f"the {reg_s}, the Arabic text prevails."),
    ]
    assert cl_default == (9 if c.get("fees_body") else 8)
    assert cl_completion == (6 if c.get("fees_body") else 5)
    return out


def signatures(st, c):
    data = [
        [Paragraph("<b>DEVELOPER</b>", st["cell"]), Paragraph("<b>PURCHASER</b>", st["cell"])],
        [Paragraph(f"{c['seller']}<br/>By: {c['seller_sig']}<br/>Authorised Signatory<br/><br/>"
                   f"______________________________", st["cell"]),
         Paragraph(f"{c['buyer']}<br/><br/><br/><br/>______________________________",
                   st["cell"])],
    ]
    t = Table(data, colWidths=[87 * mm, 87 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return [Spacer(1, 8), P(st, "SIGNED by the Parties on the date stated at the beginning of "
                              "this Agreement."), KeepTogether([t]), Spacer(1, 10)]


def plan_table(st, rows, price, cols, date_fmt, widths, total=False, repeat=1,
               number_fmt=None):
    """cols: list of column keys among no/label/date/pct/amount with header texts."""
    header = [h for _, h in cols]
    data = [header]
    k = 0
    for r in rows:
        k += 1
        line = []
        for key, _ in cols:
            if key == "no":
                line.append(str(k) if number_fmt is None else number_fmt(k))
            elif key == "label":
                line.append(r.label)
            elif key == "date":
                line.append(date_fmt(r.date) if r.date else r.event)
            elif key == "pct":
                line.append(pct_txt(r.pct) if r.pct is not None else "-")
            elif key == "amount":
                line.append(money(r.amt(price)))
        data.append(line)
    if total:
        tot = sum(r.amt(price) for r in rows)
        line = []
        for key, _ in cols:
            line.append({"label": "Total", "pct": "100%", "amount": money(tot)}.get(key, ""))
        data.append(line)
    keys = [k for k, _ in cols]
    right = tuple(i for i, k in enumerate(keys) if k == "amount")
    center = tuple(i for i, k in enumerate(keys) if k in ("no", "pct", "date"))
    return bordered(data, widths, st, total_row=total, align_right_cols=right,
                    center_cols=center, repeat=repeat)


def monthly(label_fmt, n, pct, first, start_no=1):
    return [Row(label_fmt.format(i=start_no + i, n=n), pct=pct, date=add_months(first, i))
            for i in range(n)]


def emit(name, make_story, c, st, rows, price, lo, hi):
    k, page, avail = fit_notes(name, make_story, lo, hi, c["ref"], st, c["title"].title())
    write_expected(name, rows, price)
    return k, page, avail


def notes_paras(st, notes, prefix, start):
    if prefix == "bullet":
        return [P(st, f"&bull; {t}", "ind") for t in notes]
    return [P(st, f"{prefix}{start + i} {t}") for i, t in enumerate(notes)]


def base_ctx(**kw):
    c = dict(title="SALE AND PURCHASE AGREEMENT", tolerance="three per cent (3%)",
             stage_days="fourteen (14)", late="two per cent (2%)", grace="twelve (12)",
             delay_comp="one per cent (1%)", delay_cap="ten per cent (10%)", long_stop="twenty-four (24)",
             holding="1,500", assign_pct="forty per cent (40%)", use="residential",
             service_rate="15.00", emirate="Dubai")
    c.update(kw)
    c["area"] = D(c["area"])
    c["price"] = D(c["price"])
    return c


# =========================================================================== 01
def agreement_01():
    name = "01_creek_horizon_1pct_monthly_repeat_header"
    price = D("1845000.00")
    st = make_styles("Helvetica", "Helvetica-Bold", 9.3)
    c = base_ctx(
        ref="CHT-2/1204/SPA/26", subtitle="Creek Horizon Tower 2 &mdash; Dubai Creek Harbour",
        date_text="20 February 2026", project="Creek Horizon Tower 2",
        plot="Plot No. 612-1045, Ras Al Khor Industrial First, Dubai Creek Harbour, Dubai",
        building="the 46-storey residential tower known as Creek Horizon Tower 2",
        unit_line="Unit 1204, 12th floor, Creek Horizon Tower 2 (two bedrooms, parking bay "
                  "B2-217)",
        area="1245.50", area_sqm="115.71", price=price, completion="31 December 2029",
        escrow="No. 1015-663012-001 with Emirates NBD Bank PJSC",
        consultant="Gulf Meridian Engineering Consultants L.L.C.", permit="BP-2025-11873",
        seller="CREEK HORIZON DEVELOPMENTS L.L.C.",
        seller_desc="a limited liability company registered in Dubai with commercial licence "
                    "No. 912044, of Office 1502, The Opus, Business Bay, Dubai",
        buyer="MR. ANDREI SERGEYEVICH VOLKOV",
        buyer_desc="Russian national, passport No. 75 4412093, of Apartment 3306, Marina "
                   "Gate 1, Dubai Marina, Dubai",
        seller_sig="Nadia Karimova", notice_dev="legal@creekhorizon.ae",
        recitals=[
            "The Developer is the registered developer of Creek Horizon Tower 2 on the Land, "
            "registered with RERA under project No. 3416.",
            "The Developer has agreed to sell, and the Purchaser has agreed to buy, the Unit "
            "off-plan, subject to the terms of this Agreement and the Payment Plan in Annex 1.",
            "The Purchaser paid a reservation amount of AED 20,000 under the reservation form "
            "dated 6 February 2026, which has been credited towards the Down Payment.",
        ],
        annex="Annex 1", delay_comp="half of one per cent (0.5%)",
        fees_body=[
            "In addition to the Purchase Price the Purchaser shall pay, on signing of this "
            "Agreement, the registration fee imposed by the Dubai Land Department, being four "
            f"per cent (4%) of the Purchase Price, i.e. <b>AED {money(pct_of(price, 4))}</b>.",
            "The Purchaser shall also pay on signing the Developer's administration fee of "
            "<b>AED 5,250.00</b> (five thousand two hundred and fifty dirhams, inclusive of "
            "VAT) for the processing and registration of this Agreement.",
            "The fees under this clause 4 are not part of the Purchase Price and are not "
            "refundable, save under clause 10.1.",
        ],
    )
    fees = [Row("DLD Registration Fee", pct=4, fee=True),
            Row("Administration Fee", amount="5250.00", fee=True)]
    plan = [Row("Down Payment", pct=10, event="On signing"),
            Row("Second Instalment", pct=10, date=dt.date(2026, 6, 15))]
    plan += monthly("Monthly Instalment {i}", 40, 1, dt.date(2026, 7, 15))
    plan += [Row("On Handover", pct=40, event="On Handover")]
    assert check_plan(plan, price) == price
    def story(notes, marker):
        s = cover(st, c) + long_clauses(st, c) + signatures(st, c)
        s += [
            H(st, "ANNEX 1 &mdash; PAYMENT PLAN"),
            P(st, f"1. Purchase Price: AED {money(price)}. The Purchaser shall pay the Purchase "
                  f"Price as follows. Monthly Instalments fall due on the 15th day of each "
                  f"month; where that day is not a Business Day, on the next Business Day."),
        ]
        s += notes_paras(st, notes, "", 2)
        s += [marker, plan_table(st, plan, price,
                   [("no", "No."), ("label", "Payment Milestone"), ("date", "Due Date"),
                    ("pct", "%"), ("amount", "Amount (AED)")],
                   d_short, [12 * mm, 60 * mm, 44 * mm, 18 * mm, 40 * mm], total=True, repeat=1),
            Spacer(1, 6),
            P(st, "The DLD registration fee and the administration fee are payable in addition "
                  "under clause 4 and are not shown in this Annex.", "small"),
        ]
        return s
    return emit(name, story, c, st, fees + plan, price, 60, 580)


# =========================================================================== 02
def agreement_02():
    name = "02_reem_bay_2pct_monthly_no_repeat"
    price = D("2240000.00")
    st = make_styles("Times-Roman", "Times-Bold", 10.2)
    c = base_ctx(
        ref="RBR/B-0907/2026", subtitle="Reem Bay Residences &mdash; Al Reem Island, Abu Dhabi",
        date_text="14 January 2026", project="Reem Bay Residences, Building B",
        plot="Plot RR-C4-11, Shams Abu Dhabi, Al Reem Island, Abu Dhabi",
        building="Building B of Reem Bay Residences (G+4P+32)",
        unit_line="Apartment B-0907, 9th floor, Building B (three bedrooms + maid's room)",
        area="1742.30", area_sqm="161.86", price=price, completion="30 September 2028",
        escrow="No. 6201-5590-0031 with Abu Dhabi Commercial Bank PJSC",
        consultant="Al Dhafra Engineering Consultancy", permit="ADM-BP-24-30551",
        seller="REEM BAY REAL ESTATE DEVELOPMENT L.L.C.",
        seller_desc="a limited liability company registered in Abu Dhabi under licence "
                    "No. CN-2775103, of Al Maryah Tower, Floor 21, Al Maryah Island, Abu Dhabi",
        buyer="MRS. AISHA MOHAMMED AL KHOORI",
        buyer_desc="UAE national, Emirates ID No. 784-1983-7641190-2, of Villa 33, Al Mushrif, "
                   "Abu Dhabi",
        seller_sig="Richard Okafor", notice_dev="contracts@reembay.ae",
        recitals=[
            "The Developer is developing Reem Bay Residences on the Land, registered with DMT "
            "under off-plan project No. OP-2025-0211.",
            "The Purchaser has agreed to purchase the Unit at the price and on the payment "
            "terms set out in this Agreement and its Schedule 1.",
        ],
        annex="Schedule 1", emirate="Abu Dhabi", late="one per cent (1%)",
        tolerance="five per cent (5%)", assign_pct="thirty per cent (30%)",
        service_rate="13.50", holding="2,000",
    )
    plan = [Row("Down Payment", pct=20, event="On booking")]
    plan += monthly("Instalment {i} of {n}", 24, 2, dt.date(2026, 3, 28))
    plan += [Row("Final Payment on Handover", pct=32, event="On Handover")]
    fees = [Row("DMT Registration Fee", pct=2, fee=True),
            Row("Administration Fee", amount="2100.00", fee=True)]
    assert check_plan(plan, price) == price
    def story(notes, marker):
        s = cover(st, c) + long_clauses(st, c) + signatures(st, c)
        s += [
            H(st, "SCHEDULE 1 &mdash; PAYMENT SCHEDULE"),
            P(st, "<b>Part A &mdash; Instalments of the Purchase Price</b>"),
            P(st, "1. The Purchase Price shall be paid by the Purchaser to the Escrow Account "
                  "in accordance with the table below. Monthly instalments are payable on the "
                  "28th day of each month."),
        ]
        s += notes_paras(st, notes, "", 2)
        k = len(notes) + 2
        s += [
            marker,
            plan_table(st, plan, price,
                       [("label", "Instalment"), ("pct", "Percentage"),
                        ("amount", "Amount (AED)"), ("date", "Due Date")],
                       d_slash, [60 * mm, 26 * mm, 40 * mm, 48 * mm], total=False, repeat=0),
            Spacer(1, 6),
            P(st, "<b>Part B &mdash; Fees payable in addition to the Purchase Price</b>"),
            P(st, f"{k}. On signing of this Agreement, the Purchaser shall pay the registration "
                  f"fee charged by DMT for registration in the interim real estate register, "
                  f"being two per cent (2%) of the Purchase Price, namely "
                  f"AED {money(fees[0].amt(price))}."),
            P(st, f"{k + 1}. The Purchaser shall further pay the Developer an administration "
                  f"fee of AED {money(fees[1].amt(price))} on signing."),
        ]
        return s
    return emit(name, story, c, st, plan + fees, price, 60, 330)


# =========================================================================== 03
def agreement_03():
    name = "03_jvc_greens_fees_table_then_plan"
    price = D("928750.00")
    st = make_styles("Helvetica", "Helvetica-Bold", 9.6)
    c = base_ctx(
        ref="TGR/JVC/A-512", subtitle="The Greens Residence &mdash; Jumeirah Village Circle, Dubai",
        date_text="2 March 2026", project="The Greens Residence",
        plot="Plot No. JVC13RLRS017, Jumeirah Village Circle (District 13), Dubai",
        building="the G+P+14 residential building known as The Greens Residence",
        unit_line="Apartment A-512, 5th floor, The Greens Residence (one bedroom)",
        area="742.85", area_sqm="69.01", price=price, completion="30 June 2029",
        escrow="No. 0199-447120-002 with Mashreq Bank PSC",
        consultant="Skyline Bureau Engineering Consultants", permit="DM-BP-2025-4408",
        seller="GREENLINE ESTATES DEVELOPMENT L.L.C.",
        seller_desc="a company registered in Dubai under commercial licence No. 1007719, of "
                    "P.O. Box 450023, Dubai",
        buyer="MS. WEI LING TAN",
        buyer_desc="Singaporean national, passport No. K2209487C, of 12 Mayfair Park, "
                   "Singapore 587541",
        seller_sig="Ahmed Zaki", notice_dev="sales.admin@greenline-estates.ae",
        recitals=[
            "The Developer is the developer of The Greens Residence, RERA project No. 3592.",
            "The Purchaser wishes to purchase the Unit on the terms of this Agreement and the "
            "payment terms in Schedule 3.",
        ],
        extra=[
            ("PARKING, STORAGE AND DISTRICT COOLING", [
                "One (1) parking bay on podium level P1 shall be allocated to the Unit on the "
                "Handover Date. The bay number shall be confirmed in the handover certificate "
                "and may be changed by the Developer before registration of the jointly owned "
                "property declaration.",
                "The Building is connected to a district cooling system operated by a third "
                "party provider. The Purchaser shall enter into a supply agreement with the "
                "provider and pay its connection charges, capacity charges and consumption "
                "charges, currently estimated at AED 0.58 per ton-hour, directly to the "
                "provider.",
                "Storage lockers on the basement level are not included in the sale and may be "
                "leased from the owners association.",
            ]),
        ],
        annex="Schedule 3", late="one point five per cent (1.5%)", service_rate="12.75",
        grace="six (6)", long_stop="eighteen (18)",
    )
    fees = [Row("DLD Registration Fee", pct=4, fee=True, event="On signing",
                basis="4% of the Purchase Price"),
            Row("Oqood Fee", amount="1150.00", fee=True, event="On signing", basis="Fixed"),
            Row("Admin Fee", amount="4200.00", fee=True, event="On signing",
                basis="AED 4,000 + VAT")]
    plan = [Row("Booking Amount", pct=5, event="On booking"),
            Row("Second Payment", pct=5, event="Within 30 days of booking")]
    plan += monthly("Monthly Instalment {i}", 36, 1, dt.date(2026, 5, 15))
    plan += [Row("On completion of 50% construction", pct=10, event="50% construction"),
             Row("On Handover", pct=44, event="Handover")]
    assert check_plan(plan, price) == price
    def story(notes, marker):
        s = cover(st, c) + long_clauses(st, c) + signatures(st, c)
        s += [H(st, "SCHEDULE 3 &mdash; PAYMENT TERMS")]
        if notes:
            s += [P(st, "<b>General.</b>")] + notes_paras(st, notes, "G.", 1)
        s += [
            P(st, "<b>Part A: Fees.</b> The following fees are payable by the Purchaser in "
                  "addition to the Purchase Price and are not refundable:"),
        ]
        fd = [["Fee", "Basis", "Amount (AED)", "Due"]]
        for f in fees:
            fd.append([f.label, f.basis, money(f.amt(price)), f.event])
        s.append(bordered(fd, [50 * mm, 46 * mm, 34 * mm, 44 * mm], st, align_right_cols=(2,)))
        s += [
            Spacer(1, 6),
            P(st, f"<b>Part B: Payment Plan.</b> The Purchase Price of AED {money(price)} shall "
                  f"be paid as follows:"),
            marker,
            plan_table(st, plan, price,
                       [("no", "#"), ("label", "Milestone"), ("pct", "% of Price"),
                        ("amount", "Amount (AED)"), ("date", "Due Date")],
                       d_dot, [10 * mm, 62 * mm, 22 * mm, 34 * mm, 46 * mm], total=True,
                       repeat=1),
        ]
        return s
    return emit(name, story, c, st, fees + plan, price, 60, 540)


# =========================================================================== 04
def agreement_04():
    name = "04_meydan_villa_table_near_page_bottom"
    price = D("5675000.00")
    st = make_styles("Times-Roman", "Times-Bold", 10.3)
    c = base_ctx(
        ref="MDH/V-27/SPA", subtitle="Meydan Heights Villas &mdash; Mohammed Bin Rashid City, Dubai",
        date_text="25 March 2026", project="Meydan Heights Villas (Cluster 3)",
        plot="Plot No. 648-2291, Nad Al Sheba First, Mohammed Bin Rashid City, Dubai",
        building="the villa community known as Meydan Heights Villas",
        unit_line="Villa V-27, Cluster 3 (five bedrooms, plot area 6,215.00 sq ft)",
        area="5102.40", area_sqm="474.02", price=price, completion="31 March 2028",
        escrow="No. 1002-117733-004 with Dubai Islamic Bank PJSC",
        consultant="Arabian Peninsula Design Partners", permit="BP-2025-20917",
        seller="MEYDAN HEIGHTS PROPERTIES L.L.C.",
        seller_desc="a limited liability company registered in Dubai with commercial licence "
                    "No. 874455, of Meydan Grandstand, Level 6, Nad Al Sheba, Dubai",
        buyer="MR. VIKRAM SINGH RATHORE and MRS. ANJALI RATHORE",
        buyer_desc="Indian nationals, passports Nos. T5529143 and T5529188, of Villa 4, "
                   "Street 12, Jumeirah 3, Dubai",
        seller_sig="Layla Haddad", notice_dev="customercare@meydanheights.ae",
        recitals=[
            "The Developer is the registered developer of Meydan Heights Villas, registered "
            "with RERA as project No. 3201.",
            "The Purchaser has agreed to purchase Villa V-27 on the terms set out below and in "
            "Annex A (Payment Schedule).",
        ],
        extra=[
            ("VILLA-SPECIFIC PROVISIONS", [
                "The Villa is built on a sub-plot of approximately 6,215.00 square feet. The "
                "boundary of the sub-plot will be finally determined by the affection plan "
                "issued on completion, and a variation of up to 2% in the plot area shall not "
                "give rise to any adjustment of the Purchase Price.",
                "The Developer shall deliver the Villa with boundary walls of 1.8 metres in "
                "height on the side and rear boundaries, hard landscaping to the driveway and "
                "soft landscaping to the front garden as shown in Annex 3.",
                "Any private swimming pool, pergola or extension shall require the prior "
                "written approval of the Developer and of the master community's design "
                "control team, and shall respect a setback of not less than 1.5 metres from "
                "the boundary walls.",
                "The Purchaser shall not subdivide the sub-plot, construct an additional floor "
                "or convert the garage, and shall keep the front garden maintained to the "
                "standard required by the community rules.",
            ]),
            ("COMMUNITY FACILITIES", [
                "The community facilities, including the clubhouse, the 2.4 kilometre "
                "jogging track, the retail pavilion and the two community parks, are expected "
                "to be completed in phases and may not be complete on the Handover Date. "
                "Their completion is not a condition of handover.",
                "The master developer may change the mix, location or size of the community "
                "facilities, provided that the overall open space of the community is not "
                "reduced below 30% of the master plan area.",
            ]),
        ],
        annex="Annex A", service_rate="5.25", assign_pct="fifty per cent (50%)",
        holding="3,000", delay_comp="one per cent (1%)", delay_cap="eight per cent (8%)",
        fees_body=[
            f"The Purchaser shall pay to the Developer on the date of signing this Agreement, "
            f"for onward remittance to the Dubai Land Department, the DLD registration fee of "
            f"four per cent (4%) of the Purchase Price, amounting to AED "
            f"{money(pct_of(price, 4))}, and the Oqood registration fee of AED 1,150.00.",
            "The Purchaser acknowledges that the fees in clause 4.1 are payable to a "
            "governmental authority, are not part of the Purchase Price and will not be "
            "refunded by the Developer if this Agreement is terminated for the Purchaser's "
            "default.",
        ],
    )
    fees = [Row("DLD Registration Fee", pct=4, fee=True),
            Row("Oqood Registration Fee", amount="1150.00", fee=True)]
    plan = [
        Row("Booking Payment", pct=10, event="On signing"),
        Row("2nd Instalment", pct=5, date=dt.date(2026, 6, 15)),
        Row("3rd Instalment", pct=5, date=dt.date(2026, 9, 15)),
        Row("4th Instalment", pct=5, date=dt.date(2026, 12, 15)),
        Row("5th Instalment", pct=5, date=dt.date(2027, 3, 15)),
        Row("On completion of foundation works", pct=5, event="Foundation completion"),
        Row("On completion of 20% of construction", pct=5, event="20% construction"),
        Row("On completion of 40% of construction", pct=5, event="40% construction"),
        Row("6th Instalment", pct=5, date=dt.date(2027, 6, 15)),
        Row("On completion of 60% of construction", pct=5, event="60% construction"),
        Row("7th Instalment", pct=5, date=dt.date(2027, 9, 15)),
        Row("On completion of 80% of construction", pct=5, event="80% construction"),
        Row("8th Instalment", pct=5, date=dt.date(2027, 12, 15)),
        Row("On Handover", pct=30, event="Handover of the Villa"),
    ]
    assert check_plan(plan, price) == price
    def story(notes, marker):
        s = cover(st, c) + long_clauses(st, c) + signatures(st, c)
        s += [
            H(st, "ANNEX A &mdash; PAYMENT SCHEDULE"),
            P(st, "A.1 The Purchase Price shall be paid in the Instalments below. Construction-"
                  "linked Instalments are payable on the Developer's notice under clause 3.3; "
                  "dated Instalments are payable on the dates shown without further notice."),
            P(st, "A.2 Where the Purchaser has delivered post-dated cheques for the dated "
                  "Instalments, the Developer shall present each cheque on or after its date. "
                  "A dishonoured cheque shall be replaced within seven (7) days together with "
                  "a charge of AED 500.00 per cheque."),
            P(st, "A.3 The registration fees payable under clause 4 are not included in the "
                  "table. No amount in this Annex is subject to VAT, residential property being "
                  "zero-rated on first supply within three (3) years of completion."),
        ]
        s += notes_paras(st, notes, "A.", 4)
        s += [
            P(st, f"A.{4 + len(notes)} The table below forms the Payment Plan:"),
            marker,
            plan_table(st, plan, price,
                       [("no", "No."), ("date", "Due Date / Stage"), ("label", "Milestone"),
                        ("pct", "%"), ("amount", "Amount (AED)")],
                       d_long, [12 * mm, 46 * mm, 60 * mm, 16 * mm, 40 * mm], total=False,
                       repeat=0),
            Spacer(1, 6),
            P(st, "Initialled by the Parties on each page of this Annex.", "small"),
        ]
        return s
    return emit(name, story, c, st, fees + plan, price, 110, 230)


# =========================================================================== 05
def agreement_05():
    name = "05_downtown_penthouse_fee_notes_after"
    price = D("12400000.00")
    st = make_styles("Helvetica", "Helvetica-Bold", 9.8)
    c = base_ctx(
        ref="BLV-PH/4102/2026", subtitle="The Boulevard Crest &mdash; Downtown Dubai",
        date_text="10 April 2026", project="The Boulevard Crest",
        plot="Plot No. 345-0687, Burj Khalifa Community, Downtown Dubai",
        building="the 52-storey residential tower known as The Boulevard Crest",
        unit_line="Penthouse PH-4102, 41st and 42nd floors, The Boulevard Crest (four "
                  "bedrooms, duplex, three parking bays)",
        area="6218.90", area_sqm="577.75", price=price, completion="30 June 2029",
        escrow="No. 1012-900441-003 with Emirates NBD Bank PJSC",
        consultant="Dar Al Tasmeem Consulting Engineers", permit="BP-2025-31170",
        seller="BOULEVARD CREST DEVELOPMENT L.L.C.",
        seller_desc="a limited liability company registered in Dubai (licence No. 1190372), "
                    "of Emaar Square Building 3, Level 4, Downtown Dubai",
        buyer="SUNRISE GLOBAL HOLDINGS LIMITED",
        buyer_desc="a company incorporated in the Abu Dhabi Global Market with registration "
                   "No. 000011827, represented by its director Mr. Michael Chen Wei Hong",
        seller_sig="Omar Al Falasi", notice_dev="spa@boulevardcrest.ae",
        recitals=[
            "The Developer is developing The Boulevard Crest on the Land, registered with RERA "
            "as project No. 3655.",
            "The Purchaser, a company permitted to own freehold property in designated areas "
            "of Dubai, wishes to purchase the penthouse described below.",
            "The Parties wish to record the terms of the sale, including the Payment Plan in "
            "Schedule 2.",
        ],
        extra=[
            ("PENTHOUSE PROVISIONS", [
                "The Unit includes a private terrace of approximately 1,140.00 square feet on "
                "the 42nd floor and a private plunge pool, which are included in the Saleable "
                "Area stated in clause 2.1.",
                "The three parking bays allocated to the Unit (Nos. B1-301, B1-302 and B1-303) "
                "form part of the Unit and may not be sold separately.",
                "The Purchaser shall not install glass enclosures, pergolas, shade structures or "
                "planters exceeding 350 kilograms per square metre on the terrace without the "
                "Developer's structural approval.",
                "The Unit is served by a dedicated lift lobby. Access control to the lobby "
                "shall be managed by the owners association as part of the service charges.",
            ]),
        ],
        annex="Schedule 2", service_rate="24.00", assign_pct="fifty per cent (50%)",
        delay_comp="half of one per cent (0.5%)", delay_cap="five per cent (5%)",
        holding="5,000", tolerance="two per cent (2%)",
    )
    plan = [Row("Down Payment", pct=20, event="On execution of this Agreement")]
    plan += monthly("Instalment {i}", 36, D("1.5"), dt.date(2026, 5, 5))
    plan += [Row("Balance on Completion", pct=26, event="On Completion / Handover")]
    fees = [Row("DLD Registration Fee", pct=4, fee=True),
            Row("Administration Fee", amount="5250.00", fee=True)]
    assert check_plan(plan, price) == price
    def story(notes, marker):
        s = cover(st, c) + long_clauses(st, c) + signatures(st, c)
        s += [
            P(st, "&nbsp;"),
            H(st, "SCHEDULE 2 &mdash; PAYMENT PLAN"),
            P(st, f"Purchase Price: AED {money(price)} ({aed_words(price)}), payable in "
                  f"accordance with clause 3 and the table below."),
        ]
        s += notes_paras(st, notes, "bullet", 1)
        s += [
            marker,
            plan_table(st, plan, price,
                       [("no", "Instalment No."), ("label", "Description"), ("date", "Due Date"),
                        ("pct", "%"), ("amount", "Amount (AED)")],
                       d_ord, [22 * mm, 52 * mm, 44 * mm, 16 * mm, 40 * mm], total=True,
                       repeat=1),
            Spacer(1, 6),
            P(st, "<b>Notes to Schedule 2</b>"),
            P(st, f"1. In addition to the Purchase Price, the Purchaser shall pay on signing "
                  f"the DLD registration fee of four per cent (4%) of the Purchase Price, i.e. "
                  f"AED {money(fees[0].amt(price))}."),
            P(st, f"2. The Purchaser shall also pay on signing the Developer's administration "
                  f"fee of AED {money(fees[1].amt(price))} inclusive of VAT."),
            P(st, "3. Late payment charges under clause 3.5 accrue at two per cent (2%) per "
                  "month on any Instalment not paid by its due date."),
        ]
        return s
    return emit(name, story, c, st, plan + fees, price, 60, 540)


if __name__ == "__main__":
    for fn in (agreement_01, agreement_02, agreement_03, agreement_04, agreement_05):
        k, page, avail = fn()
        print(f"{fn.__name__}: {k} annex note(s); plan table starts on page {page} "
              f"with {avail:.0f} pt left")
