"""Generate the `uae_post_handover_pdf` corpus: Dubai / Abu Dhabi off-plan SPAs with
post-handover payment plans (60/40, 50/50, 70/30): pre-handover instalments, an
"On Handover" payment, then instalments due after handover, given as table rows
(with a "Post-Handover" sub-heading or in a separate table), as dated rows, as rows
tied to "N months after Handover", or as a series sentence ("ten quarterly instalments
of 5% each, the first on ...").  Two agreements are laid out in two text columns
(BaseDocTemplate with two Frames).

Standalone: stdlib + reportlab only.  Run with any Python that has reportlab:

    python generate.py
"""
import datetime as dt
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
from reportlab.platypus import (  # noqa: E402
    BaseDocTemplate,
    Frame,
    FrameBreak,
    NextPageTemplate,
    PageTemplate,
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


def build_pdf(name, story, code, st, title):
    path = os.path.join(HERE, name + ".pdf")
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


# --------------------------------------------------------------------------- shared clauses
def dubai_default_clause(st, no, c):
    return [
        H(st, f"{no}. DEFAULT BY THE PURCHASER"),
        P(st, f"{no}.1 If the Purchaser fails to pay any Instalment or other sum due under this "
              f"Agreement within thirty (30) days of its due date, the Seller may charge late "
              f"payment compensation at the rate of {c['late']} per month on the overdue amount, "
              f"calculated daily from the due date until the date of actual payment."),
        P(st, f"{no}.2 Where the default continues, the Seller shall notify the Dubai Land "
              f"Department in accordance with Article 11 of Law No. 13 of 2008 (as amended by "
              f"Law No. 9 of 2009) and shall give the Purchaser not less than thirty (30) days' "
              f"written notice to remedy the default."),
        P(st, f"{no}.3 If the Purchaser fails to remedy the default within the notice period, the "
              f"Seller may take the following measures according to the progress of the Project "
              f"as certified by the Dubai Land Department:"),
        P(st, "(a) where construction has exceeded eighty per cent (80%), the Seller may retain "
              "all amounts paid under this Agreement and claim the remaining balance of the "
              "Purchase Price, or request the sale of the Unit by public auction;", "ind"),
        P(st, "(b) where construction is between sixty per cent (60%) and eighty per cent "
              "(80%), the Seller may terminate this Agreement and deduct not more than forty "
              "per cent (40%) of the Purchase Price;", "ind"),
        P(st, "(c) where construction is below sixty per cent (60%), the Seller may terminate "
              "this Agreement and deduct not more than twenty-five per cent (25%) of the "
              "Purchase Price; and", "ind"),
        P(st, "(d) where works have not commenced for reasons beyond the Purchaser's control, "
              "the Seller shall refund all amounts received from the Purchaser in full.", "ind"),
        P(st, f"{no}.4 Any refund due to the Purchaser shall be made within {c['refund_days']} "
              f"days from the date of resale of the Unit to a third party or one (1) year from "
              f"the date of termination, whichever is earlier."),
    ]


def abudhabi_default_clause(st, no, c):
    return [
        H(st, f"{no}. PURCHASER DEFAULT AND TERMINATION"),
        P(st, f"{no}.1 Time of payment is of the essence. Any amount not received by its due "
              f"date shall bear a late payment charge of {c['late']} per month (pro rata) from "
              f"the due date to the date of receipt in cleared funds."),
        P(st, f"{no}.2 If any amount remains unpaid for more than sixty (60) days, the Seller may "
              f"serve a default notice on the Purchaser in accordance with Law No. 3 of 2015 "
              f"regulating the real estate sector in the Emirate of Abu Dhabi, granting the "
              f"Purchaser a further period of thirty (30) days to cure the default."),
        P(st, f"{no}.3 Upon expiry of the cure period the Seller may terminate this Agreement by "
              f"notice, in which case the Seller shall be entitled to retain up to "
              f"{c['ad_retain']} of the Purchase Price where construction progress has reached "
              f"seventy per cent (70%) or more, and up to {c['ad_retain_low']} where construction "
              f"progress is below seventy per cent (70%), and shall refund any balance of amounts "
              f"paid, without interest, within ninety (90) days of the resale of the Unit."),
    ]


def general_clauses(st, start, c):
    n = start
    out = [
        H(st, f"{n}. CONSTRUCTION AND COMPLETION"),
        P(st, f"{n}.1 The Seller shall construct the Project substantially in accordance with the "
              f"Specifications in Schedule A and the plans approved by {c['authority']}. The "
              f"anticipated Completion Date is {c['completion']}. The Seller shall be entitled to "
              f"an extension of up to {c['grace']} months beyond the anticipated Completion Date "
              f"without liability to the Purchaser."),
        P(st, f"{n}.2 Minor variations to the Unit, including a variation of the Saleable Area of "
              f"up to five per cent (5%), shall not entitle either Party to any adjustment of the "
              f"Purchase Price. Where the final Saleable Area differs by more than five per cent "
              f"(5%), the Purchase Price shall be adjusted at the Unit Rate for the area in excess "
              f"of that tolerance only."),
    ]
    n += 1
    out += [
        H(st, f"{n}. HANDOVER"),
        P(st, f"{n}.1 The Seller shall give the Purchaser not less than thirty (30) days' written "
              f"notice of the date on which the Unit is ready for handover (the \"Handover "
              f"Notice\"). Handover is conditional upon payment in full of the Purchase Price and "
              f"of all other sums due under this Agreement."),
        P(st, f"{n}.2 The Purchaser shall inspect the Unit within fourteen (14) days of the "
              f"Handover Notice and notify the Seller of any snagging items, which the Seller "
              f"shall rectify within a reasonable time. The presence of snagging items shall not "
              f"entitle the Purchaser to delay taking handover."),
        P(st, f"{n}.3 Risk in the Unit passes to the Purchaser on the Handover Date. From that "
              f"date the Purchaser shall pay the service charges levied by the owners association "
              f"(currently estimated at AED {c['service_rate']} per square foot per annum, "
              f"which estimate is not binding)."),
    ]
    n += 1
    out += [
        H(st, f"{n}. DEFECTS"),
        P(st, f"{n}.1 The Seller shall remedy any defect in the Unit notified within one (1) year "
              f"of the Handover Date, and shall remain liable for structural defects for a period "
              f"of ten (10) years from the date of the completion certificate in accordance with "
              f"Article 26 of Law No. {c['defects_law']}."),
    ]
    n += 1
    out += [
        H(st, f"{n}. ASSIGNMENT"),
        P(st, f"{n}.1 The Purchaser may not assign or transfer this Agreement before it has paid "
              f"at least {c['assign_pct']} of the Purchase Price and obtained the Seller's prior "
              f"written consent. Any assignment shall be registered with {c['registry']}."),
    ]
    n += 1
    out += [
        H(st, f"{n}. GOVERNING LAW AND DISPUTES"),
        P(st, f"{n}.1 This Agreement is governed by the laws of the Emirate of {c['emirate']} and "
              f"the federal laws of the United Arab Emirates as applicable there. The courts of "
              f"{c['emirate']} shall have exclusive jurisdiction."),
        P(st, f"{n}.2 This Agreement is made in two (2) originals in English, one for each Party. "
              f"In case of any conflict with an Arabic translation, the Arabic text registered "
              f"with {c['registry']} prevails."),
    ]
    return out


def parties_block(st, c):
    out = [
        Paragraph(c["title"], st["title"]),
        Paragraph(c["subtitle"], st["subtitle"]),
        P(st, f"This Agreement is made on <b>{c['date_text']}</b> between:"),
        P(st, f"<b>(1) {c['seller']}</b>, {c['seller_desc']} (the \"<b>Seller</b>\"); and", "ind"),
        P(st, f"<b>(2) {c['buyer']}</b>, {c['buyer_desc']} (the \"<b>Purchaser</b>\").", "ind"),
        H(st, "RECITALS"),
    ]
    for i, r in enumerate(c["recitals"]):
        out.append(P(st, f"({chr(65 + i)}) {r}", "ind"))
    return out


def particulars_table(st, items, widths=(55 * mm, 119 * mm)):
    data = [[Paragraph(f"<b>{k}</b>", st["cell"]), Paragraph(v, st["cell"])] for k, v in items]
    t = Table(data, colWidths=widths)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
        ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#F2F2F2")),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    return t


def signature_block(st, c, width=174 * mm):
    data = [
        [Paragraph("<b>Signed for and on behalf of the Seller</b>", st["cell"]),
         Paragraph("<b>Signed by the Purchaser</b>", st["cell"])],
        [Paragraph(f"Name: {c['seller_sig']}<br/>Title: Authorised Signatory<br/><br/>"
                   f"Signature: ______________________", st["cell"]),
         Paragraph(f"Name: {c['buyer']}<br/><br/><br/>Signature: ______________________",
                   st["cell"])],
    ]
    if width < 120 * mm:   # narrow column: stack the two signatories
        data = [[data[0][0]], [data[1][0]], [data[0][1]], [data[1][1]]]
        t = Table(data, colWidths=[width])
    else:
        t = Table(data, colWidths=[width / 2, width / 2])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("TOPPADDING", (0, 0), (-1, -1), 5),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 8)]))
    return [Spacer(1, 10), P(st, "IN WITNESS WHEREOF the Parties have signed this Agreement on "
                               "the date first written above."), Spacer(1, 4), KeepTogether([t])]




# --------------------------------------------------------------------------- post-handover bits
ORD = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
       "tenth", "eleventh", "twelfth"]
NUMW = {2: "two", 4: "four", 6: "six", 8: "eight", 9: "nine", 10: "ten", 12: "twelve",
        24: "twenty-four"}
PCTW = {D("1.25"): "one point two five per cent", D(4): "four per cent", D(5): "five per cent",
        D(10): "ten per cent", D(20): "twenty per cent", D(30): "thirty per cent",
        D(40): "forty per cent", D(50): "fifty per cent", D(60): "sixty per cent",
        D(70): "seventy per cent"}


def pw(p):
    """'ten per cent (10%)'."""
    return f"{PCTW[D(p)]} ({pct_txt(p)})"


def series(label, n, pct, first, months, post=False):
    """Rows of a series sentence: one per instalment, dates stepped by `months`."""
    assert first.day <= 28
    return [Row(f"{label} {i + 1} of {n}", pct=pct, date=add_months(first, months * i),
                post=post) for i in range(n)]


def post_handover_clause(st, no, c, narrow=False):
    return [
        H(st, f"{no}. POST-HANDOVER INSTALMENTS"),
        P(st, f"{no}.1 The Seller has agreed to hand over the Unit before the Purchase Price "
              f"has been paid in full. On or before the Handover Date the Purchaser shall "
              f"deliver to the Seller post-dated cheques for each instalment falling due after "
              f"the Handover Date."),
        P(st, f"{no}.2 Until the Purchase Price has been paid in full, title to the Unit shall "
              f"remain registered in the interim register (or, where a title deed is issued, "
              f"shall be subject to a first-ranking mortgage in favour of the Seller), and the "
              f"Purchaser shall not sell, lease for more than one (1) year or otherwise dispose "
              f"of the Unit without the Seller's consent."),
        P(st, f"{no}.3 If the Purchaser fails to pay any two (2) post-handover instalments, or "
              f"any single post-handover instalment for more than {c['ph_days']} days, all "
              f"remaining instalments shall become immediately due and payable, and late "
              f"payment compensation of {c['late']} per month shall accrue on the overdue "
              f"amount."),
    ]


# --------------------------------------------------------------------------- two-column docs
def build_two_column(name, head, body, code, st, title):
    """First page: a full-width heading frame above two columns; later pages: two columns."""
    path = os.path.join(HERE, name + ".pdf")
    W, Hh = A4
    lm, rm, tm, bm, gap = 16 * mm, 16 * mm, 15 * mm, 18 * mm, 7 * mm
    colw = (W - lm - rm - gap) / 2
    head_h = 34 * mm
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=lm, rightMargin=rm, topMargin=tm,
                          bottomMargin=bm, title=title, author="", subject="", creator="",
                          producer="")
    top = Hh - tm
    first = [
        Frame(lm, top - head_h, W - lm - rm, head_h, id="head", showBoundary=0),
        Frame(lm, bm, colw, top - head_h - bm, id="c1"),
        Frame(lm + colw + gap, bm, colw, top - head_h - bm, id="c2"),
    ]
    later = [
        Frame(lm, bm, colw, top - bm, id="l1"),
        Frame(lm + colw + gap, bm, colw, top - bm, id="l2"),
    ]
    fn = footer_fn(code, st["font"])

    def rule(canvas, doc_):
        fn(canvas, doc_)
        canvas.saveState()
        canvas.setLineWidth(0.4)
        x = lm + colw + gap / 2
        y_top = top - (head_h if doc_.page == 1 else 0)
        canvas.line(x, bm, x, y_top)
        canvas.restoreState()

    doc.addPageTemplates([PageTemplate(id="first", frames=first, onPage=rule),
                          PageTemplate(id="later", frames=later, onPage=rule)])
    story = list(head) + [NextPageTemplate("later"), FrameBreak()] + list(body)
    doc.build(story)
    return colw


COLW = (A4[0] - 32 * mm - 7 * mm) / 2


# =========================================================================== 01
def agreement_01():
    name = "01_60_40_single_table_subheadings"
    price = D("1680000.00")
    area = D("1108.45")
    st = make_styles("Helvetica", "Helvetica-Bold", 9.5)
    c = dict(
        title="SALE AND PURCHASE AGREEMENT",
        subtitle="Azure Bay Residences &mdash; Dubai Islands &mdash; 60/40 Post-Handover Plan",
        date_text="16 March 2026",
        seller="AZURE BAY DEVELOPMENTS L.L.C.",
        seller_desc="a limited liability company registered in Dubai under commercial licence "
                    "No. 1204471, of Office 901, Gulf Towers, Oud Metha, Dubai",
        buyer="MR. HASSAN ALI RAZA",
        buyer_desc="Pakistani national, holder of passport No. BN7729014, of Apartment 505, "
                   "Al Khail Heights, Al Quoz, Dubai",
        seller_sig="Rania Mourad",
        recitals=[
            "The Seller is developing Azure Bay Residences on Plot No. 125-0330, Dubai Islands "
            "(the \"Project\"), registered with RERA as project No. 3710.",
            "The Seller offers the units of the Project on a 60/40 payment plan, under which "
            "forty per cent (40%) of the price is paid after handover.",
        ],
        late="one per cent (1%)", refund_days="sixty (60)", ph_days="sixty (60)",
        authority="Dubai Municipality", completion="31 March 2028", grace="twelve (12)",
        service_rate="17.00", defects_law="6 of 2019", assign_pct="forty per cent (40%)",
        registry="the Dubai Land Department", emirate="Dubai",
    )
    fees = [
        Row("DLD Registration Fee", pct=4, fee=True, event="On signing",
            basis="4% of the Purchase Price"),
        Row("Administration Fee", amount="5250.00", fee=True, event="On signing",
            basis="AED 5,000 plus VAT"),
    ]
    pre = [
        Row("Down Payment", pct=10, event="On signing"),
        Row("2nd Instalment", pct=10, date=dt.date(2026, 9, 15)),
        Row("3rd Instalment", pct=10, date=dt.date(2027, 3, 15)),
        Row("On completion of 50% construction", pct=10, event="50% construction"),
        Row("5th Instalment", pct=10, date=dt.date(2027, 12, 15)),
        Row("On Handover", pct=10, event="On Handover"),
    ]
    post = [Row(f"Post-Handover Instalment {i + 1}", pct=5,
                date=add_months(dt.date(2028, 6, 15), 3 * i), post=True) for i in range(8)]
    plan = pre + post
    assert check_plan(plan, price) == price
    s = parties_block(st, c)
    s += [
        H(st, "1. DEFINITIONS"),
        P(st, "1.1 \"<b>Handover</b>\" means the delivery of vacant possession of the Unit to "
              "the Purchaser following the issue of the building completion certificate. "
              "\"<b>Post-Handover Instalments</b>\" means the Instalments shown under the "
              "heading \"Post-Handover\" in clause 4.1, which fall due after Handover. "
              "\"<b>Estimated Handover Date</b>\" means 31 March 2028."),
        H(st, "2. THE UNIT"),
        particulars_table(st, [
            ("Unit", "Apartment 1406, 14th floor, Building A, Azure Bay Residences"),
            ("Plot", "125-0330, Dubai Islands, Deira"),
            ("Saleable Area", f"{area:,.2f} sq ft"),
            ("Purchase Price", f"AED {money(price)} ({aed_words(price)})"),
            ("Price per sq ft", f"AED {money(price / area)}"),
        ]),
        H(st, "3. FEES"),
        P(st, "3.1 The following fees are payable by the Purchaser on signing, in addition to "
              "the Purchase Price:"),
    ]
    fd = [["Fee", "Basis", "Amount (AED)", "When"]]
    for f in fees:
        fd.append([f.label, f.basis, money(f.amt(price)), f.event])
    s.append(bordered(fd, [50 * mm, 50 * mm, 34 * mm, 40 * mm], st, align_right_cols=(2,)))
    s += [
        H(st, "4. PAYMENT PLAN"),
        P(st, "4.1 The Purchase Price shall be paid as follows:"),
    ]
    data = [["No.", "Payment", "Due Date", "%", "Amount (AED)"]]
    subs = []
    subs.append(len(data))
    data.append(["PRE-HANDOVER (60%)", "", "", "", ""])
    k = 0
    for r in pre:
        k += 1
        data.append([str(k), r.label, d_short(r.date) if r.date else r.event, pct_txt(r.pct),
                     money(r.amt(price))])
    subs.append(len(data))
    data.append(["POST-HANDOVER (40%)", "", "", "", ""])
    for r in post:
        k += 1
        data.append([str(k), r.label, d_short(r.date), pct_txt(r.pct), money(r.amt(price))])
    data.append(["", "Total", "", "100%", money(price)])
    s.append(bordered(data, [12 * mm, 62 * mm, 40 * mm, 18 * mm, 42 * mm], st, total_row=True,
                      align_right_cols=(4,), center_cols=(0, 2, 3), subheading_rows=subs))
    s += [
        P(st, "4.2 The dates of the Post-Handover Instalments are fixed and do not move if "
              "Handover occurs earlier or later than the Estimated Handover Date."),
    ]
    s += post_handover_clause(st, 5, c)
    s += dubai_default_clause(st, 6, c)
    s += general_clauses(st, 7, c)
    s += signature_block(st, c)
    build_pdf(name, s, "ABR/A-1406/PHP", st, "SPA - Azure Bay Residences 1406")
    write_expected(name, fees + plan, price)


# =========================================================================== 02
def agreement_02():
    name = "02_50_50_series_sentence_prose"
    price = D("2150000.00")
    area = D("1391.20")
    st = make_styles("Times-Roman", "Times-Bold", 10.5)
    c = dict(
        title="AGREEMENT FOR SALE AND PURCHASE",
        subtitle="Palm Crescent Heights &mdash; Jumeirah Lake Towers, Dubai",
        date_text="4 May 2026",
        seller="CRESCENT HEIGHTS REAL ESTATE DEVELOPMENT L.L.C.",
        seller_desc="a company incorporated in Dubai with commercial licence No. 998021 whose "
                    "registered office is at Cluster Y, Jumeirah Lake Towers, Dubai",
        buyer="MRS. OLUWASEUN ADEBAYO",
        buyer_desc="Nigerian national, holder of passport No. A09911723, of 14 Bourdillon Road, "
                   "Ikoyi, Lagos",
        seller_sig="Samir Kassab",
        recitals=[
            "The Seller is developing Palm Crescent Heights, a 38-storey residential tower on "
            "Plot No. JLT-PH2-Y1A, Jumeirah Lake Towers (RERA project No. 3688).",
            "The Purchaser has chosen the 50/50 payment plan described in clause 3.",
        ],
        late="two per cent (2%)", refund_days="sixty (60)", ph_days="ninety (90)",
        authority="the Dubai Multi Commodities Centre Authority", completion="31 December 2027",
        grace="six (6)", service_rate="18.25", defects_law="6 of 2019",
        assign_pct="fifty per cent (50%)", registry="the Dubai Land Department", emirate="Dubai",
    )
    pre = [
        Row("Down Payment", pct=20, event="On signing"),
        Row("Second Instalment", pct=10, date=dt.date(2026, 10, 15)),
        Row("On completion of 60% construction", pct=10, event="60% construction"),
        Row("On Handover", pct=10, event="On Handover"),
    ]
    first = dt.date(2028, 3, 15)
    post = series("Post-Handover Instalment", 10, 5, first, 3, post=True)
    fees = [Row("DLD Registration Fee", pct=4, fee=True),
            Row("Oqood Fee", amount="1150.00", fee=True)]
    plan = pre + post
    assert check_plan(plan, price) == price
    s = parties_block(st, c)
    s += [
        H(st, "1. THE UNIT AND PRICE"),
        P(st, f"1.1 The Seller sells and the Purchaser buys apartment No. 2210 on the 22nd "
              f"floor of Palm Crescent Heights (the \"<b>Unit</b>\"), with a Saleable Area of "
              f"{area:,.2f} square feet and one parking bay, for a price of <b>AED "
              f"{money(price)}</b> ({aed_words(price)}) (the \"<b>Purchase Price</b>\"), "
              f"equivalent to AED {money(price / area)} per square foot."),
        P(st, "1.2 The Estimated Handover Date is the fourth quarter of 2027. The Seller may "
              "extend it by up to six (6) months without compensation."),
        H(st, "2. ESCROW"),
        P(st, "2.1 All payments towards the Purchase Price shall be made to the escrow account "
              "No. 1019-552378-001 held with Commercial Bank of Dubai PSC."),
        H(st, "3. PAYMENT OF THE PURCHASE PRICE"),
        P(st, "3.1 The Purchaser shall pay the Purchase Price as follows:"),
        P(st, f"(a) {pw(20)} of the Purchase Price, being AED {money(pre[0].amt(price))}, as a "
              f"Down Payment on signing of this Agreement;", "ind"),
        P(st, f"(b) {pw(10)}, being AED {money(pre[1].amt(price))}, on "
              f"{d_long(pre[1].date)};", "ind"),
        P(st, f"(c) {pw(10)}, being AED {money(pre[2].amt(price))}, upon completion of sixty "
              f"per cent (60%) of the construction works as certified by the Seller's "
              f"consultant;", "ind"),
        P(st, f"(d) {pw(10)}, being AED {money(pre[3].amt(price))}, on Handover; and", "ind"),
        P(st, f"(e) the balance of {pw(50)} after Handover, in ten (10) quarterly instalments "
              f"of {pw(5)} each (AED {money(post[0].amt(price))} per instalment), the first "
              f"falling due on {d_long(first)} and each subsequent instalment falling due three "
              f"(3) months after the previous one.", "ind"),
        P(st, "3.2 The instalments under paragraph (e) are payable on their dates whether or "
              "not Handover has then taken place, provided that if Handover is delayed beyond "
              "the first such date for reasons attributable to the Seller, the post-handover "
              "schedule shall be deferred by the period of the delay."),
        H(st, "4. FEES"),
        P(st, f"4.1 In addition to the Purchase Price, the Purchaser shall pay on signing (i) "
              f"the Dubai Land Department registration fee of four per cent (4%) of the "
              f"Purchase Price, i.e. AED {money(fees[0].amt(price))}, and (ii) the Oqood "
              f"registration fee of AED {money(fees[1].amt(price))}."),
    ]
    s += post_handover_clause(st, 5, c)
    s += dubai_default_clause(st, 6, c)
    s += general_clauses(st, 7, c)
    s += signature_block(st, c)
    build_pdf(name, s, "PCH/2210/SPA", st, "SPA - Palm Crescent Heights 2210")
    write_expected(name, plan + fees, price)


# =========================================================================== 03
def agreement_03():
    name = "03_70_30_two_column_semiannual"
    price = D("980000.00")
    area = D("705.30")
    st = make_styles("Times-Roman", "Times-Bold", 9.3)
    c = dict(
        late="one per cent (1%)", refund_days="sixty (60)", ph_days="sixty (60)",
        authority="Dubai Development Authority", completion="30 September 2027",
        grace="twelve (12)", service_rate="14.75", defects_law="6 of 2019",
        assign_pct="forty per cent (40%)", registry="the Dubai Land Department",
        emirate="Dubai", seller_sig="Deepak Malhotra", buyer="MR. LUCA ROSSI",
    )
    fees = [Row("DLD Registration Fee", pct=4, fee=True),
            Row("Administration Fee", amount="4200.00", fee=True)]
    pre = [
        Row("Booking", pct=10, event="On booking"),
        Row("1st Instalment", pct=10, date=dt.date(2026, 7, 20)),
        Row("2nd Instalment", pct=10, date=dt.date(2027, 1, 20)),
        Row("3rd Instalment", pct=10, date=dt.date(2027, 7, 20)),
        Row("On 70% construction", pct=10, event="70% construction"),
        Row("On Handover", pct=20, event="Handover"),
    ]
    first = dt.date(2028, 6, 20)
    post = series("Post-Handover Instalment", 6, 5, first, 6, post=True)
    plan = pre + post
    assert check_plan(plan, price) == price
    head = [
        Paragraph("SALE AND PURCHASE AGREEMENT", st["title"]),
        Paragraph("Studio One Residences, Dubai Science Park &mdash; Unit S-0712 &mdash; "
                  "Plan 70/30", st["subtitle"]),
        Paragraph("Agreement No. SOR/0712/2026 &nbsp;&nbsp;|&nbsp;&nbsp; Date: 22 April 2026 "
                  "&nbsp;&nbsp;|&nbsp;&nbsp; Plot No. 597-0108 &nbsp;&nbsp;|&nbsp;&nbsp; "
                  "RERA Project No. 3624", st["subtitle"]),
    ]
    b = [
        H(st, "PARTIES"),
        P(st, "<b>STUDIO ONE DEVELOPMENTS L.L.C.</b>, licence No. 1077342, of Office 1103, "
              "Onyx Tower 2, The Greens, Dubai (the \"<b>Seller</b>\"); and"),
        P(st, "<b>MR. LUCA ROSSI</b>, Italian national, passport No. YB4470921, of Via "
              "Cernaia 18, 10122 Turin, Italy (the \"<b>Purchaser</b>\")."),
        H(st, "1. DEFINITIONS"),
        P(st, "1.1 \"<b>Unit</b>\" means studio apartment S-0712 on the 7th floor of Studio One "
              f"Residences with a Saleable Area of {area:,.2f} sq ft (65.52 sq m). "
              "\"<b>Project</b>\" means Studio One Residences on Plot No. 597-0108, Dubai "
              "Science Park. \"<b>Handover</b>\" means delivery of possession of the Unit. "
              "\"<b>Anticipated Completion Date</b>\" means 30 September 2027."),
        H(st, "2. PRICE"),
        P(st, f"2.1 The purchase price is <b>AED {money(price)}</b> ({aed_words(price)}) (the "
              f"\"<b>Price</b>\"), i.e. AED {money(price / area)} per sq ft, inclusive of one "
              f"parking space."),
        H(st, "3. FEES"),
        P(st, f"3.1 On signing, and in addition to the Price, the Purchaser shall pay the DLD "
              f"registration fee equal to 4% of the Price (AED {money(fees[0].amt(price))})."),
        P(st, f"3.2 The Purchaser shall also pay the Seller an administration fee of "
              f"AED {money(fees[1].amt(price))} (including VAT) on signing."),
        H(st, "4. PAYMENT PLAN"),
        P(st, "4.1 The Price shall be paid in accordance with this clause 4. Seventy per cent "
              "(70%) of the Price is payable up to and including Handover, as set out in the "
              "table below:"),
    ]
    data = [["Milestone", "%", "Due"]]
    for r in pre:
        data.append([r.label, pct_txt(r.pct), d_short(r.date) if r.date else r.event])
    b.append(bordered(data, [COLW * 0.44, COLW * 0.16, COLW * 0.40], st,
                      center_cols=(1, 2)))
    b += [
        Spacer(1, 4),
        P(st, f"4.2 The remaining thirty per cent (30%) of the Price shall be paid after "
              f"Handover in six (6) semi-annual instalments of five per cent (5%) each, the "
              f"first on {d_long(first)} and the others at intervals of six (6) months "
              f"thereafter."),
        P(st, "4.3 The amount of each instalment is the stated percentage of the Price. "
              "Payments are made to escrow account No. 1025-880310-001 with Emirates Islamic "
              "Bank PJSC."),
        P(st, "4.4 Construction-linked instalments are payable within fourteen (14) days of the "
              "Seller's notice attaching the consultant's certificate."),
    ]
    b += post_handover_clause(st, 5, c)
    b += dubai_default_clause(st, 6, c)
    b += general_clauses(st, 7, c)
    b += signature_block(st, c, width=COLW)
    build_two_column(name, head, b, "SOR/0712/2026", st, "SPA - Studio One Residences S-0712")
    write_expected(name, fees + plan, price)


# =========================================================================== 04
def agreement_04():
    name = "04_50_50_separate_post_handover_table"
    price = D("3600000.00")
    area = D("2290.00")
    st = make_styles("Helvetica", "Helvetica-Bold", 9.3)
    c = dict(
        title="SALE AND PURCHASE AGREEMENT",
        subtitle="Mangrove Point Villas &mdash; Al Jubail Island, Abu Dhabi",
        date_text="11 February 2026",
        seller="MANGROVE POINT REAL ESTATE L.L.C.",
        seller_desc="a limited liability company registered in Abu Dhabi with licence "
                    "No. CN-4410982, of P.O. Box 128845, Abu Dhabi",
        buyer="MR. FAISAL ABDULLAH AL MUTAIRI",
        buyer_desc="Kuwaiti national, passport No. P03318762, of Block 5, Street 12, "
                   "Salwa, Kuwait",
        seller_sig="Noura Al Ameri",
        recitals=[
            "The Seller is developing Mangrove Point Villas on Plot JUB-E-14, Al Jubail Island "
            "(off-plan registration No. OP-2025-0902 with the Department of Municipalities and "
            "Transport).",
            "The Purchaser wishes to purchase townhouse MPV-TH-061 under the 50/50 "
            "post-handover plan offered by the Seller.",
        ],
        late="one per cent (1%)", ad_retain="forty per cent (40%)",
        ad_retain_low="thirty per cent (30%)", ph_days="sixty (60)",
        authority="the Department of Municipalities and Transport", completion="31 December 2027",
        grace="six (6)", service_rate="4.50", defects_law="3 of 2015",
        assign_pct="forty per cent (40%)", registry="the DMT Real Estate Register",
        emirate="Abu Dhabi",
    )
    pre = [
        Row("Booking Payment", pct=10, event="On booking"),
        Row("First Instalment", pct=10, date=dt.date(2026, 7, 15)),
        Row("Second Instalment", pct=10, date=dt.date(2027, 1, 15)),
        Row("On completion of the structure", pct=10, event="Structure completion"),
        Row("On Handover", pct=10, event="Handover"),
    ]
    post = [Row(f"{ORD[i].capitalize()} Post-Handover Instalment", pct=5,
                date=add_months(dt.date(2028, 3, 15), 3 * i), post=True) for i in range(9)]
    post.append(Row("Final Post-Handover Instalment", pct=5,
                    event="24 months after Handover", post=True))
    fees = [Row("DMT Registration Fee", pct=2, fee=True),
            Row("Administration Fee", amount="5000.00", fee=True)]
    plan = pre + post
    assert check_plan(plan, price) == price
    s = parties_block(st, c)
    s += [
        H(st, "1. THE PROPERTY"),
        P(st, f"1.1 Townhouse MPV-TH-061 (four bedrooms, corner unit) with a built-up area of "
              f"{area:,.2f} sq ft on a sub-plot of 3,105.00 sq ft (the \"<b>Property</b>\")."),
        P(st, f"1.2 Purchase Price: <b>AED {money(price)}</b> ({aed_words(price)}), being "
              f"AED {money(price / area)} per sq ft of built-up area."),
        H(st, "2. PAYMENT"),
        P(st, "2.1 Fifty per cent (50%) of the Purchase Price is payable up to and on Handover "
              "in accordance with Table 1:"),
        P(st, "<b>Table 1 &mdash; Construction Period</b>"),
    ]
    d1 = [["Instalment", "Due Date", "Percentage", "Amount (AED)"]]
    for r in pre:
        d1.append([r.label, d_slash(r.date) if r.date else r.event, pct_txt(r.pct),
                   money(r.amt(price))])
    s.append(bordered(d1, [62 * mm, 44 * mm, 26 * mm, 42 * mm], st, align_right_cols=(3,),
                      center_cols=(1, 2)))
    s += [
        Spacer(1, 4),
        P(st, "2.2 The remaining fifty per cent (50%) of the Purchase Price is payable after "
              "Handover in accordance with Table 2. The Purchaser shall hand over post-dated "
              "cheques for all instalments in Table 2 before the keys are released."),
        P(st, "<b>Table 2 &mdash; Post-Handover Payment Plan</b>"),
    ]
    d2 = [["Instalment", "Due Date", "Percentage", "Amount (AED)"]]
    for r in post:
        d2.append([r.label, d_slash(r.date) if r.date else r.event, pct_txt(r.pct),
                   money(r.amt(price))])
    s.append(bordered(d2, [62 * mm, 44 * mm, 26 * mm, 42 * mm], st, align_right_cols=(3,),
                      center_cols=(1, 2)))
    s += [
        Spacer(1, 4),
        H(st, "3. FEES"),
        P(st, f"3.1 On signing, the Purchaser shall pay the DMT registration fee of two per "
              f"cent (2%) of the Purchase Price, being AED {money(fees[0].amt(price))}, and an "
              f"administration fee of AED {money(fees[1].amt(price))}, neither of which forms "
              f"part of the Purchase Price."),
    ]
    s += post_handover_clause(st, 4, c)
    s += abudhabi_default_clause(st, 5, c)
    s += general_clauses(st, 6, c)
    s += signature_block(st, c)
    build_pdf(name, s, "MPV/TH-061/SPA", st, "SPA - Mangrove Point Villas TH-061")
    write_expected(name, plan + fees, price)


# =========================================================================== 05
def agreement_05():
    name = "05_70_30_two_column_monthly_series"
    price = D("1529990.00")
    area = D("1046.80")
    st = make_styles("Helvetica", "Helvetica-Bold", 8.8)
    c = dict(
        late="two per cent (2%)", refund_days="ninety (90)", ph_days="thirty (30)",
        authority="Dubai South Properties", completion="30 September 2028",
        grace="twelve (12)", service_rate="12.00", defects_law="6 of 2019",
        assign_pct="thirty per cent (30%)", registry="the Dubai Land Department",
        emirate="Dubai", seller_sig="Yousef Al Marri",
        buyer="MS. KATARZYNA NOWAK and MR. TOMASZ NOWAK",
    )
    first_pre = dt.date(2026, 5, 10)
    pre = [Row("Down Payment", pct=10, event="On signing")]
    pre += series("Instalment", 10, 4, first_pre, 3)
    pre += [Row("On Handover", pct=20, event="On Handover")]
    first_post = dt.date(2029, 2, 10)
    post = series("Post-Handover Instalment", 24, D("1.25"), first_post, 1, post=True)
    fees = [Row("DLD Registration Fee", pct=4, fee=True),
            Row("Administration Fee", amount="3675.00", fee=True)]
    plan = pre + post
    assert check_plan(plan, price) is not None
    assert sum(r.pct for r in plan) == 100
    head = [
        Paragraph("AGREEMENT FOR SALE AND PURCHASE OF AN OFF-PLAN UNIT", st["title"]),
        Paragraph("Skyview Gardens, Dubai South (Residential District) &mdash; Unit 2B-0918",
                  st["subtitle"]),
        Paragraph("Ref. SVG/2B-0918 &nbsp;|&nbsp; Dated 27 March 2026 &nbsp;|&nbsp; Plot "
                  "No. 529-0411 &nbsp;|&nbsp; Escrow A/C 1007-224591-002", st["subtitle"]),
    ]
    b = [
        H(st, "BETWEEN"),
        P(st, "<b>SKYVIEW GARDENS DEVELOPMENT L.L.C.</b> (licence No. 1155608), of Dubai South "
              "Business Park, Building A3, Dubai (the \"<b>Seller</b>\"); and"),
        P(st, "<b>MS. KATARZYNA NOWAK and MR. TOMASZ NOWAK</b>, Polish nationals, passports "
              "Nos. EJ4418203 and EJ4418290, of ul. Mokotowska 44/12, 00-543 Warsaw, Poland, "
              "jointly (the \"<b>Purchaser</b>\")."),
        H(st, "RECITALS"),
        P(st, "(A) The Seller is developing Skyview Gardens, Building 2B, on Plot No. 529-0411 "
              "(RERA project No. 3799)."),
        P(st, "(B) The Purchaser wishes to buy apartment 0918 on the 9th floor of Building 2B "
              f"(the \"<b>Unit</b>\"), of {area:,.2f} sq ft, on the Seller's 70/30 plan."),
        H(st, "1. PRICE"),
        P(st, f"1.1 The price of the Unit is <b>AED {money(price)}</b> ({aed_words(price)}) "
              f"(the \"<b>Purchase Price</b>\"), i.e. AED {money(price / area)} per sq ft."),
        P(st, "1.2 The Purchase Price is not subject to VAT. The Purchaser shall bear the "
              "fees in clause 3."),
        H(st, "2. PAYMENT PLAN"),
        P(st, "2.1 The Purchaser shall pay the Purchase Price to the escrow account as "
              "follows:"),
        P(st, f"(a) <b>Down Payment:</b> {pw(10)} of the Purchase Price, i.e. AED "
              f"{money(pre[0].amt(price))}, on signing this Agreement;", "ind"),
        P(st, f"(b) <b>Construction instalments:</b> {pw(40)} in ten (10) instalments of "
              f"{pw(4)} each (AED {money(pre[1].amt(price))} each), payable every three (3) "
              f"months, the first on {d_long(first_pre)};", "ind"),
        P(st, f"(c) <b>On Handover:</b> {pw(20)}, i.e. AED {money(pre[-1].amt(price))}, "
              f"against delivery of the keys; and", "ind"),
        P(st, f"(d) <b>Post-handover:</b> the remaining {pw(30)} in twenty-four (24) monthly "
              f"instalments of {pw('1.25')} of the Purchase Price each, the first on "
              f"{d_long(first_post)} and thereafter on the 10th day of each following month.",
              "ind"),
        P(st, "2.2 The Anticipated Completion Date is 30 September 2028. If Handover has not "
              "occurred by 10 February 2029 for reasons attributable to the Seller, the "
              "post-handover instalments shall be deferred month for month."),
        H(st, "3. FEES"),
        P(st, f"3.1 The Purchaser shall pay, in addition to the Purchase Price and together "
              f"with the Down Payment, the DLD registration fee of four per cent (4%) of the "
              f"Purchase Price, i.e. AED {money(fees[0].amt(price))}, and the Seller's "
              f"administration fee of AED {money(fees[1].amt(price))} (inclusive of VAT)."),
    ]
    b += post_handover_clause(st, 4, c)
    b += dubai_default_clause(st, 5, c)
    b += general_clauses(st, 6, c)
    b += signature_block(st, c, width=COLW)
    build_two_column(name, head, b, "SVG/2B-0918", st, "SPA - Skyview Gardens 2B-0918")
    write_expected(name, plan + fees, price)


# =========================================================================== 06
def agreement_06():
    name = "06_60_40_months_after_handover"
    price = D("2480000.00")
    area = D("1512.00")
    st = make_styles("Times-Roman", "Times-Bold", 10.2)
    c = dict(
        title="SALE AND PURCHASE AGREEMENT",
        subtitle="Lakeside Terraces &mdash; Dubai Sports City",
        date_text="8 January 2026",
        seller="LAKESIDE TERRACES PROPERTIES L.L.C.",
        seller_desc="a limited liability company registered in Dubai (licence No. 965530), "
                    "of Office 402, Eiffel Building 1, Dubai Sports City, Dubai",
        buyer="MR. JONATHAN PAUL REID",
        buyer_desc="Canadian national, holder of passport No. HK903114, of Villa 22, The "
                   "Springs 7, Dubai",
        seller_sig="Amira Khalil",
        recitals=[
            "The Seller is developing Lakeside Terraces, a residential building of G+2P+18 "
            "floors on Plot No. 674-2210, Dubai Sports City (RERA project No. 3540).",
            "The Purchaser has agreed to purchase apartment 1103 on the 60/40 post-handover "
            "plan.",
        ],
        late="one per cent (1%)", refund_days="sixty (60)", ph_days="sixty (60)",
        authority="Dubai Municipality", completion="30 June 2027", grace="twelve (12)",
        service_rate="13.00", defects_law="6 of 2019", assign_pct="forty per cent (40%)",
        registry="the Dubai Land Department", emirate="Dubai",
    )
    pre = [
        Row("Down Payment", pct=10, event="Signing of this Agreement"),
        Row("Instalment 2", pct=10, date=dt.date(2026, 5, 15)),
        Row("Instalment 3", pct=10, date=dt.date(2026, 11, 15)),
        Row("On completion of 40% construction", pct=10, event="40% construction"),
        Row("Instalment 5", pct=10, date=dt.date(2027, 8, 15)),
        Row("On Handover", pct=10, event="Handover"),
    ]
    post = [Row(f"{m} months after Handover", pct=10, event=f"{m} months after Handover",
                post=True) for m in (6, 12, 18, 24)]
    plan = pre + post
    assert check_plan(plan, price) == price
    s = parties_block(st, c)
    s += [
        H(st, "1. SALE"),
        P(st, f"1.1 The Seller sells to the Purchaser apartment No. 1103 on the 11th floor of "
              f"Lakeside Terraces (two bedrooms, lake view), with a Saleable Area of "
              f"{area:,.2f} sq ft and parking bay P1-072 (the \"<b>Unit</b>\"), for "
              f"<b>AED {money(price)}</b> ({aed_words(price)}) (the \"<b>Purchase "
              f"Price</b>\")."),
        P(st, "1.2 The Seller waives the administration fee, and the Dubai Land Department "
              "registration fee is borne by the Seller under the Lakeside launch offer."),
        H(st, "2. PAYMENT PLAN"),
        P(st, "2.1 The Purchase Price shall be paid in accordance with the following plan. "
              "Post-handover instalments are calculated from the Handover Date stated in the "
              "handover certificate."),
    ]
    data = [["S/N", "Milestone", "Payable", "%", "AED"]]
    subs = []
    k = 0
    for r in pre:
        k += 1
        data.append([str(k), r.label, d_short(r.date) if r.date else r.event, pct_txt(r.pct),
                     money(r.amt(price))])
    subs.append(len(data))
    data.append(["Post-Handover", "", "", "", ""])
    for r in post:
        k += 1
        data.append([str(k), r.label, r.event, pct_txt(r.pct), money(r.amt(price))])
    s.append(bordered(data, [12 * mm, 62 * mm, 46 * mm, 16 * mm, 38 * mm], st,
                      align_right_cols=(4,), center_cols=(0, 2, 3), subheading_rows=subs))
    s += [
        Spacer(1, 4),
        P(st, "2.2 By way of illustration only, if Handover takes place on 30 June 2027 the "
              "first post-handover instalment would fall due on 30 December 2027; the actual "
              "due dates depend on the Handover Date."),
    ]
    s += post_handover_clause(st, 3, c)
    s += dubai_default_clause(st, 4, c)
    s += general_clauses(st, 5, c)
    s += signature_block(st, c)
    build_pdf(name, s, "LKT/1103/SPA", st, "SPA - Lakeside Terraces 1103")
    write_expected(name, plan, price)


if __name__ == "__main__":
    for fn in (agreement_01, agreement_02, agreement_03, agreement_04, agreement_05,
               agreement_06):
        fn()
    print("done")
