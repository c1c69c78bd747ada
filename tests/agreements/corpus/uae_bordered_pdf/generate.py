"""Generate the `uae_bordered_pdf` corpus: Dubai / Abu Dhabi off-plan SPAs whose
payment plan is a bordered reportlab table.

Standalone: stdlib + reportlab only.  Run with any Python that has reportlab:

    python generate.py

Every agreement is described once as Python data (parties, unit, price, fee rows,
plan rows); the PDF text and the `.expected.json` are both rendered from that data.
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
             align_right_cols=(), center_cols=(), subheading_rows=()):
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
    t = Table(out, colWidths=widths, repeatRows=header_rows)
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


def signature_block(st, c):
    data = [
        [Paragraph("<b>Signed for and on behalf of the Seller</b>", st["cell"]),
         Paragraph("<b>Signed by the Purchaser</b>", st["cell"])],
        [Paragraph(f"Name: {c['seller_sig']}<br/>Title: Authorised Signatory<br/><br/>"
                   f"Signature: ______________________", st["cell"]),
         Paragraph(f"Name: {c['buyer']}<br/><br/><br/>Signature: ______________________",
                   st["cell"])],
    ]
    t = Table(data, colWidths=[87 * mm, 87 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("TOPPADDING", (0, 0), (-1, -1), 5),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 8)]))
    return [Spacer(1, 10), P(st, "IN WITNESS WHEREOF the Parties have signed this Agreement on "
                               "the date first written above."), Spacer(1, 4), KeepTogether([t])]


# =========================================================================== 01
def agreement_01():
    name = "01_marina_vista_fees_first"
    price = D("1250000.00")
    area = D("1012.36")
    st = make_styles("Helvetica", "Helvetica-Bold", 9.5)
    c = dict(
        title="AGREEMENT FOR SALE AND PURCHASE",
        subtitle="(Off-Plan Residential Unit) &mdash; Marina Vista Tower B, Dubai Marina",
        date_text="12 March 2026",
        seller="MARINA VISTA DEVELOPMENTS L.L.C.",
        seller_desc="a limited liability company registered in Dubai under commercial licence "
                    "No. 784512, whose address is Office 2104, Al Habtoor Business Tower, "
                    "P.O. Box 118822, Dubai, United Arab Emirates",
        buyer="MR. RAHUL VENKAT MENON",
        buyer_desc="Indian national, holder of passport No. Z4837291, residing at Villa 17, "
                   "Street 4B, Al Barsha 2, Dubai",
        seller_sig="Khalid Al Suwaidi",
        recitals=[
            "The Seller is the registered developer of the residential tower known as Marina "
            "Vista Tower B (the \"Building\") being constructed on Plot No. 392-0417, Dubai "
            "Marina, Dubai (the \"Land\"), registered with RERA under project number 2741.",
            "The Seller has opened escrow account No. 1002-448813-001 with Emirates Islamic Bank "
            "PJSC for the Project in accordance with Law No. 8 of 2007.",
            "The Purchaser wishes to purchase the Unit described below off-plan and the Seller "
            "has agreed to sell it on the terms of this Agreement.",
        ],
        late="two per cent (2%)", refund_days="sixty (60)",
        authority="Dubai Development Authority", completion="31 December 2028", grace="twelve (12)",
        service_rate="16.50", defects_law="6 of 2019", assign_pct="thirty per cent (30%)",
        registry="the Dubai Land Department", emirate="Dubai",
    )
    fees = [
        Row("DLD Registration Fee", pct=4, fee=True, event="On signing of this Agreement",
            basis="4% of the Purchase Price"),
        Row("Oqood Registration Fee", amount="1250.00", fee=True,
            event="On signing of this Agreement", basis="Fixed (Interim Register)"),
        Row("Administration Fee", amount="5250.00", fee=True, event="On signing of this Agreement",
            basis="AED 5,000 + 5% VAT"),
    ]
    plan = [
        Row("Down Payment", pct=10, event="On signing of this Agreement"),
        Row("Second Instalment", pct=10, date=dt.date(2026, 7, 15)),
        Row("Third Instalment", pct=10, date=dt.date(2026, 11, 15)),
        Row("Fourth Instalment", pct=10, date=dt.date(2027, 4, 15)),
        Row("On completion of 50% construction", pct=10,
            event="Upon 50% completion certified by the Consultant"),
        Row("Sixth Instalment", pct=10, date=dt.date(2028, 1, 15)),
        Row("On Handover", pct=40, event="On the Handover Date"),
    ]
    total = check_plan(plan, price)
    assert total == price

    s = parties_block(st, c)
    s += [
        H(st, "1. DEFINITIONS"),
        P(st, "1.1 In this Agreement: \"<b>Completion Date</b>\" means the date on which the "
              "Building is certified complete by the competent authority; \"<b>Handover "
              "Date</b>\" means the date stated in the Handover Notice; \"<b>Instalment</b>\" "
              "means each payment set out in the Payment Plan in clause 4; \"<b>Saleable "
              "Area</b>\" means the area of the Unit measured from the outer face of external "
              "walls and the centre line of party walls; and \"<b>Unit Rate</b>\" means the "
              "Purchase Price divided by the Saleable Area."),
        H(st, "2. THE UNIT AND THE PURCHASE PRICE"),
        P(st, "2.1 The Seller agrees to sell and the Purchaser agrees to buy the following Unit:"),
        particulars_table(st, [
            ("Unit No.", "1807 (18th floor)"),
            ("Building / Plot", "Marina Vista Tower B, Plot No. 392-0417, Dubai Marina"),
            ("Unit type", "Two-bedroom apartment with one covered parking bay (P2-114)"),
            ("Saleable Area", f"{area:,.2f} sq ft (94.05 sq m) approximately"),
            ("Unit Rate", f"AED {money(price / area)} per sq ft"),
            ("Purchase Price", f"AED {money(price)} ({aed_words(price)})"),
        ]),
        Spacer(1, 4),
        P(st, "2.2 The Purchase Price is inclusive of the parking bay and exclusive of the fees "
              "set out in clause 3, service charges and utility connection charges."),
        H(st, "3. FEES PAYABLE BY THE PURCHASER"),
        P(st, "3.1 In addition to the Purchase Price, the Purchaser shall pay the following fees "
              "to the Seller (for onward payment where applicable). These fees do not form part "
              "of the Purchase Price and are not refundable once paid to the authority:"),
    ]
    fee_data = [["Fee", "Basis", "Amount (AED)", "Payable"]]
    for f in fees:
        fee_data.append([f.label, f.basis, money(f.amt(price)), f.event])
    s.append(bordered(fee_data, [48 * mm, 44 * mm, 30 * mm, 52 * mm], st,
                      align_right_cols=(2,)))
    s += [
        Spacer(1, 4),
        H(st, "4. PAYMENT PLAN"),
        P(st, "4.1 The Purchaser shall pay the Purchase Price in Instalments in accordance with "
              "the following payment plan (the \"<b>Payment Plan</b>\"):"),
    ]
    data = [["No.", "Milestone", "Due Date", "%", "Amount (AED)"]]
    for i, r in enumerate(plan, 1):
        data.append([str(i), r.label, d_short(r.date) if r.date else r.event, pct_txt(r.pct),
                     money(r.amt(price))])
    data.append(["", "Total", "", "100%", money(total)])
    s.append(bordered(data, [12 * mm, 52 * mm, 54 * mm, 18 * mm, 38 * mm], st, total_row=True,
                      align_right_cols=(4,), center_cols=(0, 3)))
    s += [
        Spacer(1, 4),
        P(st, "4.2 Instalments linked to construction progress fall due within fourteen (14) "
              "days of the Seller's notice attaching the Consultant's certificate. The Seller "
              "may request post-dated cheques for dated Instalments; a returned cheque "
              "attracts a charge of AED 500 in addition to any late payment compensation."),
        P(st, "4.3 All payments shall be made to the Project escrow account referred to in "
              "Recital (B) and are deemed made only when received in cleared funds."),
    ]
    s += dubai_default_clause(st, 5, c)
    s += general_clauses(st, 6, c)
    s += signature_block(st, c)
    build_pdf(name, s, "MVT-B/SPA/1807/2026", st, "Sale and Purchase Agreement - Unit 1807")
    write_expected(name, fees + plan, price)


# =========================================================================== 02
def agreement_02():
    name = "02_saadiyat_lagoon_fees_after"
    price = D("2875500.00")
    area = D("1675.40")
    st = make_styles("Times-Roman", "Times-Bold", 10.5)
    c = dict(
        title="SALE AND PURCHASE AGREEMENT",
        subtitle="Al Saadiyat Lagoon Residences &mdash; Saadiyat Island, Abu Dhabi",
        date_text="3rd day of February 2026",
        seller="LAGOON COAST PROPERTIES P.J.S.C.",
        seller_desc="a private joint stock company incorporated in the Emirate of Abu Dhabi with "
                    "commercial licence No. CN-1128475, of P.O. Box 54910, Abu Dhabi, "
                    "United Arab Emirates",
        buyer="MS. ELENA PETROVA IVANOVA",
        buyer_desc="Bulgarian national, passport No. 384517729, of Apartment 902, Al Reem "
                   "Tower 3, Al Reem Island, Abu Dhabi",
        seller_sig="Mariam Al Dhaheri",
        recitals=[
            "The Seller is the master developer of the project known as Al Saadiyat Lagoon "
            "Residences located on Plot SDT-C-07, Saadiyat Island, Abu Dhabi (the \"Project\").",
            "The Project is registered with the Department of Municipalities and Transport "
            "(\"DMT\") under off-plan registration No. OP-2025-0318.",
            "The Purchaser wishes to buy Unit 305 in Building C2 of the Project on the terms "
            "below.",
        ],
        late="one point five per cent (1.5%)", ad_retain="forty per cent (40%)",
        ad_retain_low="thirty per cent (30%)",
        authority="the Department of Municipalities and Transport", completion="30 June 2028",
        grace="six (6)", service_rate="14.00", defects_law="3 of 2015",
        assign_pct="forty per cent (40%)", registry="the DMT Real Estate Register",
        emirate="Abu Dhabi",
    )
    plan = [
        Row("Booking Deposit", pct=10, event="On reservation"),
        Row("1st Instalment", pct=10, date=dt.date(2026, 6, 15)),
        Row("2nd Instalment", pct=10, date=dt.date(2026, 10, 15)),
        Row("3rd Instalment", pct=10, date=dt.date(2027, 2, 15)),
        Row("On completion of 60% construction", pct=10, event="Upon Consultant's certificate"),
        Row("4th Instalment", pct=10, date=dt.date(2027, 9, 15)),
        Row("Final Payment on Handover", pct=40, event="On Handover"),
    ]
    fees = [
        Row("DMT Registration Fee", pct=2, fee=True),
        Row("Administration Fee", amount="3150.00", fee=True),
    ]
    total = check_plan(plan, price)
    assert total == price
    s = parties_block(st, c)
    s += [
        H(st, "1. INTERPRETATION"),
        P(st, "1.1 Capitalised terms have the meanings given below. \"<b>Unit</b>\" means "
              "apartment No. 305 on the third floor of Building C2, having a Saleable Area of "
              f"{area:,.2f} square feet and a balcony of 142.10 square feet. \"<b>Anticipated "
              "Completion Date</b>\" means 30 June 2028. \"<b>Business Day</b>\" means a day "
              "other than a Saturday, Sunday or public holiday in Abu Dhabi."),
        H(st, "2. SALE AND PURCHASE"),
        P(st, f"2.1 The Seller shall sell and the Purchaser shall purchase the Unit for the total "
              f"price of <b>AED {money(price)}</b> ({aed_words(price)}) (the \"<b>Purchase "
              f"Price</b>\"), equating to approximately AED {money(price / area)} per square "
              f"foot of Saleable Area."),
        P(st, "2.2 The Purchase Price includes one car parking space (B1-088) and the fit-out "
              "described in the Specifications, but excludes the fees set out in clause 5."),
        H(st, "3. PAYMENT OF THE PURCHASE PRICE"),
        P(st, "3.1 The Purchaser shall pay the Purchase Price to the Project escrow account "
              "No. 0191-221047-002 held with First Abu Dhabi Bank in the instalments shown in "
              "the table below:"),
    ]
    data = [["Instalment", "Amount (AED)", "Percentage", "Due Date"]]
    for r in plan:
        data.append([r.label, money(r.amt(price)), pct_txt(r.pct),
                     d_slash(r.date) if r.date else r.event])
    s.append(bordered(data, [62 * mm, 38 * mm, 26 * mm, 48 * mm], st,
                      align_right_cols=(1,), center_cols=(2, 3)))
    s += [
        Spacer(1, 4),
        P(st, "3.2 Payments due on a construction milestone are payable within ten (10) Business "
              "Days of the Seller's written demand. The Booking Deposit, which the "
              "Purchaser pays on reservation, forms part of the Purchase Price."),
        H(st, "4. ESCROW"),
        P(st, "4.1 The Seller confirms that all sums paid towards the Purchase Price will be "
              "deposited into the escrow account and applied only to the construction of the "
              "Project, as required by Law No. 3 of 2015 and the regulations issued under it."),
        H(st, "5. REGISTRATION AND ADMINISTRATION FEES"),
        P(st, f"5.1 In addition to the Purchase Price, the Purchaser shall pay on signing of this "
              f"Agreement the registration fee levied by DMT for the registration of this "
              f"Agreement in the interim real estate register, being two per cent (2%) of the "
              f"Purchase Price, namely <b>AED {money(fees[0].amt(price))}</b>."),
        P(st, f"5.2 The Purchaser shall also pay the Seller an administration fee of "
              f"<b>AED {money(fees[1].amt(price))}</b> (inclusive of VAT) for the preparation and "
              f"registration of this Agreement, payable on signing."),
        P(st, "5.3 The fees in this clause 5 are not part of the Purchase Price and are not "
              "refundable."),
    ]
    s += abudhabi_default_clause(st, 6, c)
    s += general_clauses(st, 7, c)
    s += signature_block(st, c)
    build_pdf(name, s, "ASLR/C2-305/SPA", st, "Sale and Purchase Agreement - Unit C2-305")
    write_expected(name, plan + fees, price)


# =========================================================================== 03
def agreement_03():
    name = "03_circle_park_jvc_fee_table_after"
    price = D("685000.00")
    area = D("438.22")
    st = make_styles("Helvetica", "Helvetica-Bold", 9)
    c = dict(
        title="SALE AND PURCHASE AGREEMENT",
        subtitle="Circle Park Residences &mdash; Jumeirah Village Circle (District 12), Dubai",
        date_text="28 January 2026",
        seller="ORCHID CREST REAL ESTATE DEVELOPMENT L.L.C.",
        seller_desc="licensed by the Department of Economy and Tourism under licence No. 1093364, "
                    "of Office 708, Clover Bay Tower, Business Bay, Dubai",
        buyer="MR. OMAR FAROUK HASSAN",
        buyer_desc="Egyptian national, holder of Emirates ID No. 784-1989-5520147-3, of "
                   "Apartment 1103, Al Nahda 1, Dubai",
        seller_sig="Priya Raghunathan",
        recitals=[
            "The Seller is developing a residential building known as Circle Park Residences on "
            "Plot No. 681-5502, Jumeirah Village Circle, Dubai, registered with RERA as project "
            "No. 3318 (the \"Project\").",
            "The Purchaser has paid the reservation amount and wishes to purchase the Unit.",
        ],
        late="one per cent (1%)", refund_days="ninety (90)",
        authority="Dubai Municipality", completion="30 September 2028", grace="six (6)",
        service_rate="13.25", defects_law="6 of 2019", assign_pct="forty per cent (40%)",
        registry="the Dubai Land Department", emirate="Dubai",
    )
    plan = [
        Row("Down payment", pct=20, event="On booking"),
        Row("1st instalment", pct=5, date=dt.date(2026, 5, 28)),
        Row("2nd instalment", pct=5, date=dt.date(2026, 8, 28)),
        Row("3rd instalment", pct=5, date=dt.date(2026, 11, 28)),
        Row("4th instalment", pct=5, date=dt.date(2027, 2, 28)),
        Row("On completion of 30% construction", pct=10, event="30% construction"),
        Row("On completion of 70% construction", pct=10, event="70% construction"),
        Row("5th instalment", pct=10, date=dt.date(2027, 10, 28)),
        Row("On Handover", pct=30, event="Completion / Handover"),
    ]
    fees = [
        Row("DLD Fee (4% of Purchase Price)", pct=4, fee=True, event="On signing",
            desc="DLD Fee"),
        Row("Oqood Fee", amount="1050.00", fee=True, event="On signing"),
        Row("Admin Fee (incl. VAT)", amount="3150.00", fee=True, event="On signing",
            desc="Admin Fee"),
    ]
    total = check_plan(plan, price)
    assert total == price
    s = parties_block(st, c)
    s += [
        H(st, "1. DEFINITIONS AND INTERPRETATION"),
        P(st, "1.1 \"<b>Unit</b>\" means studio apartment No. G-14 on the ground floor of the "
              f"Project with a Saleable Area of {area:,.2f} sq ft (40.71 sq m), including a "
              "terrace of 96.80 sq ft. \"<b>Construction Milestone</b>\" means a percentage of "
              "completion of the Project as certified by the Project Consultant and registered "
              "with RERA. \"<b>Fees</b>\" means the amounts in Part B of clause 3."),
        H(st, "2. PRICE"),
        P(st, f"2.1 The purchase price of the Unit is <b>AED {money(price)}</b> "
              f"({aed_words(price)}) (the \"<b>Purchase Price</b>\"), which reflects a rate of "
              f"AED {money(price / area)} per sq ft. The Purchase Price is fixed and is not "
              f"subject to escalation save as stated in clause 5.2."),
        H(st, "3. PAYMENT"),
        P(st, "<b>Part A &mdash; Payment Schedule.</b> The Purchaser shall pay the Purchase "
              "Price as follows:"),
    ]
    data = [["S/N", "Payment Description", "%", "Amount (AED)", "Due Date"]]
    for i, r in enumerate(plan, 1):
        data.append([str(i), r.label, pct_txt(r.pct), money(r.amt(price)),
                     d_short(r.date) if r.date else r.event])
    data.append(["", "TOTAL", "100%", money(total), ""])
    s.append(bordered(data, [12 * mm, 62 * mm, 16 * mm, 32 * mm, 52 * mm], st, total_row=True,
                      align_right_cols=(3,), center_cols=(0, 2, 4)))
    s += [
        Spacer(1, 5),
        P(st, "<b>Part B &mdash; Fees payable in addition to the Purchase Price.</b> The "
              "following Fees are payable by the Purchaser together with the Down payment:"),
    ]
    fdata = [["Description", "Amount (AED)", "When payable"]]
    for f in fees:
        fdata.append([f.label, money(f.amt(price)), f.event])
    s.append(bordered(fdata, [80 * mm, 40 * mm, 54 * mm], st, align_right_cols=(1,)))
    s += [
        Spacer(1, 4),
        P(st, "3.3 Payments shall be made by bank transfer to escrow account No. "
              "AE07 0330 0000 1910 4477 201 with Mashreq Bank PSC, quoting the Unit number."),
    ]
    s += dubai_default_clause(st, 4, c)
    s += general_clauses(st, 5, c)
    s += signature_block(st, c)
    build_pdf(name, s, "CPR-JVC/G-14", st, "SPA - Circle Park Residences G-14")
    write_expected(name, plan + fees, price)


# =========================================================================== 04
def agreement_04():
    name = "04_bay_crest_office_amounts_only"
    price = D("3120000.00")
    area = D("1968.00")
    st = make_styles("Times-Roman", "Times-Bold", 10)
    c = dict(
        title="AGREEMENT FOR SALE OF AN OFFICE UNIT",
        subtitle="Bay Crest Business Tower, Business Bay, Dubai",
        date_text="9 April 2026",
        seller="BAY CREST HOLDINGS LIMITED",
        seller_desc="a company incorporated in the Dubai International Financial Centre with "
                    "registered number 4471, acting through its branch in Dubai (licence "
                    "No. 886130)",
        buyer="ALNOOR TRADING & CONTRACTING L.L.C.",
        buyer_desc="a limited liability company registered in Sharjah under licence No. 605512, "
                   "represented by its manager Mr. Saeed Rashid Al Mansoori",
        seller_sig="James Whitcombe",
        recitals=[
            "The Seller is developing a 41-storey commercial tower known as Bay Crest Business "
            "Tower on Plot No. 346-0912, Business Bay, Dubai (the \"Tower\").",
            "The Tower is registered with RERA under project No. 2905 and escrow account "
            "No. 2012-7730-11 is maintained with Commercial Bank of Dubai PSC.",
        ],
        late="two per cent (2%)", refund_days="sixty (60)",
        authority="Dubai Development Authority", completion="31 March 2029", grace="twelve (12)",
        service_rate="19.75", defects_law="6 of 2019", assign_pct="fifty per cent (50%)",
        registry="the Dubai Land Department", emirate="Dubai",
    )
    fees = [
        Row("DLD Registration Fee", pct=4, fee=True),
        Row("Oqood Fee", amount="1150.00", fee=True),
        Row("Administration Fee", amount="5250.00", fee=True),
    ]
    plan = [
        Row("Booking Amount", amount="312000.00", event="On signing"),
        Row("Instalment 2", amount="468000.00", date=dt.date(2026, 9, 10)),
        Row("Instalment 3", amount="312000.00", date=dt.date(2027, 3, 10)),
        Row("On completion of the superstructure", amount="624000.00",
            event="Completion of superstructure (certified)"),
        Row("Balance on Handover", amount="1404000.00", event="On Handover"),
    ]
    total = check_plan(plan, price, percentages_everywhere=False)
    assert total == price
    s = parties_block(st, c)
    s += [
        H(st, "1. THE PROPERTY"),
        P(st, f"1.1 The property sold is office No. 2306 on the 23rd floor of the Tower, with a "
              f"Saleable Area of {area:,.2f} sq ft, together with two (2) parking bays on "
              f"basement level B3 (Nos. B3-041 and B3-042) (the \"<b>Property</b>\")."),
        P(st, "1.2 The Property is sold in shell-and-core condition with chilled water "
              "connection, raised floor and false ceiling as per Annex 2."),
        H(st, "2. CONSIDERATION"),
        P(st, f"2.1 The consideration for the Property is <b>AED {money(price)}</b> "
              f"({aed_words(price)}) (the \"<b>Price</b>\"), being AED {money(price / area)} per "
              f"square foot."),
        H(st, "3. REGISTRATION"),
        P(st, "3.1 The Seller shall register this Agreement in the interim real estate register "
              "(Oqood) maintained by the Dubai Land Department within thirty (30) days of "
              "signing."),
        H(st, "4. FEES"),
        P(st, f"4.1 The Purchaser shall bear all registration fees. Accordingly, within seven (7) "
              f"days of signing, the Purchaser shall pay to the Seller, for onward payment to the "
              f"Dubai Land Department, (a) the DLD registration fee equal to four per cent (4%) "
              f"of the Price, being <b>AED {money(fees[0].amt(price))}</b>, and (b) the Oqood fee "
              f"of <b>AED {money(fees[1].amt(price))}</b>."),
        P(st, f"4.2 The Purchaser shall further pay the Seller's administration fee of AED "
              f"5,000.00 plus VAT at five per cent (5%), i.e. <b>AED "
              f"{money(fees[2].amt(price))}</b>, on signing."),
        H(st, "5. PAYMENT SCHEDULE"),
        P(st, "5.1 The Price shall be paid in the following amounts and on the following dates "
              "or events:"),
    ]
    data = [["Payment", "Due on", "Amount (AED)"]]
    for r in plan:
        data.append([r.label, d_short(r.date) if r.date else r.event, money(r.amt(price))])
    data.append(["Total", "", money(total)])
    s.append(bordered(data, [66 * mm, 66 * mm, 42 * mm], st, total_row=True,
                      align_right_cols=(2,)))
    s += [
        Spacer(1, 4),
        P(st, "5.2 The balance payable on handover shall be paid before the keys are released. "
              "If the final Saleable Area exceeds the area in clause 1.1 by more than three per "
              "cent (3%), the excess shall be paid at AED 1,585.37 per square foot together with "
              "the balance on handover."),
    ]
    s += dubai_default_clause(st, 6, c)
    s += general_clauses(st, 7, c)
    s += signature_block(st, c)
    build_pdf(name, s, "BCBT/2306/SPA-2026", st, "Agreement for Sale - Office 2306")
    write_expected(name, fees + plan, price)


# =========================================================================== 05
def agreement_05():
    name = "05_dubai_hills_villa_fee_in_table"
    price = D("4560000.00")
    area = D("3420.75")
    st = make_styles("Helvetica", "Helvetica-Bold", 9.5)
    c = dict(
        title="VILLA SALE AND PURCHASE AGREEMENT",
        subtitle="Palm Grove Villas (Phase 2), Dubai Hills Estate, Dubai",
        date_text="17 February 2026",
        seller="HILLS GROVE DEVELOPMENT L.L.C.",
        seller_desc="a company registered in Dubai (commercial licence No. 1122058) of "
                    "P.O. Box 33102, Dubai",
        buyer="MR. CHRISTOPHER JAMES HOLLAND and MRS. SARAH ANNE HOLLAND",
        buyer_desc="British nationals, holders of passports Nos. 552781904 and 552781917, "
                   "jointly and severally",
        seller_sig="Fatima Bin Lahej",
        recitals=[
            "The Seller is developing Palm Grove Villas (Phase 2), a community of 214 villas on "
            "Land Plot No. 645-3320, Dubai Hills Estate (the \"Community\").",
            "The Community is registered with RERA as project No. 3057. The Seller has agreed to "
            "sell Villa No. PG2-118 to the Purchaser.",
        ],
        late="one per cent (1%)", refund_days="sixty (60)",
        authority="Dubai Municipality", completion="30 November 2028", grace="twelve (12)",
        service_rate="4.10", defects_law="6 of 2019", assign_pct="forty per cent (40%)",
        registry="the Dubai Land Department", emirate="Dubai",
    )
    rows = [
        Row("DLD Registration Fee (4% of the Purchase Price)", pct=4, fee=True,
            event="On signing", desc="DLD Registration Fee"),
        Row("Down Payment", pct=10, event="On signing"),
        Row("2nd Instalment", pct=10, date=dt.date(2026, 8, 20)),
        Row("3rd Instalment", pct=10, date=dt.date(2027, 2, 20)),
        Row("4th Instalment", pct=10, date=dt.date(2027, 8, 20)),
        Row("On completion of 50% construction", pct=10, event="50% construction completion"),
        Row("On completion of 80% construction", pct=10, event="80% construction completion"),
        Row("On Handover", pct=40, event="Handover"),
    ]
    after = [Row("Handover Administration Fee", amount="5250.00", fee=True)]
    total = check_plan(rows, price)
    assert total == price
    s = parties_block(st, c)
    s += [
        H(st, "1. DEFINITIONS"),
        P(st, "1.1 \"<b>Villa</b>\" means villa No. PG2-118, type 4BR-B, on sub-plot No. "
              f"645-3320-118 having a plot area of 4,850.00 sq ft and a built-up area of "
              f"{area:,.2f} sq ft. \"<b>Schedule of Payments</b>\" means the table in clause "
              "3.2. \"<b>Construction Milestone</b>\" means the percentage of completion of the "
              "Villa certified by the Seller's consultant and confirmed by RERA."),
        H(st, "2. PURCHASE PRICE"),
        P(st, f"2.1 The Purchaser shall pay the Seller <b>AED {money(price)}</b> "
              f"({aed_words(price)}) for the Villa (the \"<b>Purchase Price</b>\")."),
        P(st, "2.2 The Purchase Price excludes the registration fee payable to the Dubai Land "
              "Department, which the Purchaser shall pay together with the Down Payment as shown "
              "in the Schedule of Payments."),
        H(st, "3. SCHEDULE OF PAYMENTS"),
        P(st, "3.1 Each payment shall be made by transfer to the escrow account of the Community "
              "(No. 1015-339017-001, Emirates NBD Bank PJSC)."),
        P(st, "3.2 The Purchaser shall make the following payments:"),
    ]
    data = [["Due Date", "Description", "Amount (AED)", "% of Price"]]
    for r in rows:
        data.append([d_short(r.date) if r.date else r.event, r.label, money(r.amt(price)),
                     pct_txt(r.pct)])
    data.append(["", "Total Purchase Price (excluding DLD fee)", money(total), "100%"])
    s.append(bordered(data, [46 * mm, 70 * mm, 34 * mm, 24 * mm], st, total_row=True,
                      align_right_cols=(2,), center_cols=(3,)))
    s += [
        Spacer(1, 4),
        P(st, f"3.3 Before the Handover Date the Purchaser shall also pay the Seller's handover "
              f"administration fee of <b>AED {money(after[0].amt(price))}</b> (inclusive of "
              f"VAT), which covers the issue of the title deed application and the handover "
              f"documentation. This fee is not part of the Purchase Price."),
        P(st, "3.4 If the Purchaser elects to pay any dated instalment more than ninety (90) "
              "days early, the Seller may grant a discount of up to two per cent (2%) of that "
              "instalment at its discretion."),
    ]
    s += dubai_default_clause(st, 4, c)
    s += general_clauses(st, 5, c)
    s += signature_block(st, c)
    build_pdf(name, s, "PGV2/PG2-118", st, "Villa SPA - PG2-118")
    write_expected(name, rows + after, price)


# =========================================================================== 06
def agreement_06():
    name = "06_yas_townhouse_table_and_prose"
    price = D("3348000.00")
    area = D("2412.60")
    st = make_styles("Times-Roman", "Times-Bold", 10)
    c = dict(
        title="SALE AND PURCHASE AGREEMENT",
        subtitle="Yas Acres North &mdash; Townhouse TH-2-045, Yas Island, Abu Dhabi",
        date_text="5 March 2026",
        seller="YAS SHORES DEVELOPMENT COMPANY L.L.C.",
        seller_desc="a limited liability company established in Abu Dhabi (licence "
                    "No. CN-3904127), of Yas Creative Hub, Building 4, Yas Island, Abu Dhabi",
        buyer="MR. TAREK NABIL HADDAD",
        buyer_desc="Lebanese national, passport No. RL2290443, of Villa 8, Khalifa City A, "
                   "Abu Dhabi",
        seller_sig="Hamad Al Romaithi",
        recitals=[
            "The Seller is developing a community of 312 townhouses and villas known as Yas "
            "Acres North on Plot YAS-NW-22, Yas Island (the \"Community\").",
            "The Community is registered with the Department of Municipalities and Transport "
            "under off-plan registration No. OP-2025-0744.",
        ],
        late="one per cent (1%)", ad_retain="forty per cent (40%)",
        ad_retain_low="twenty-five per cent (25%)",
        authority="the Department of Municipalities and Transport", completion="31 March 2028",
        grace="six (6)", service_rate="3.80", defects_law="3 of 2015",
        assign_pct="thirty per cent (30%)", registry="the DMT Real Estate Register",
        emirate="Abu Dhabi",
    )
    plan = [
        Row("Down Payment", pct=20, event="On signing"),
        Row("Instalment", pct=10, date=dt.date(2026, 5, 15)),
        Row("Instalment", pct=10, date=dt.date(2026, 11, 15)),
        Row("Instalment", pct=10, date=dt.date(2027, 5, 15)),
        Row("On completion of 50% construction", pct=10, event="Construction milestone"),
        Row("On Handover", pct=40, event="Handover"),
    ]
    total = check_plan(plan, price)
    assert total == price
    words_pct = {20: "twenty per cent (20%)", 10: "ten per cent (10%)", 40: "forty per cent (40%)"}
    s = parties_block(st, c)
    s += [
        H(st, "1. THE TOWNHOUSE"),
        P(st, f"1.1 The Seller sells to the Purchaser townhouse No. TH-2-045 (type 3BR end "
              f"unit) in cluster 2 of the Community, with a built-up area of {area:,.2f} square "
              f"feet on a plot of 2,980.00 square feet (the \"<b>Townhouse</b>\")."),
        H(st, "2. PRICE"),
        P(st, f"2.1 The price of the Townhouse is <b>AED {money(price)}</b> "
              f"({aed_words(price)}) (the \"<b>Purchase Price</b>\"). No registration or "
              f"administration fee is charged by the Seller on this sale under the developer "
              f"incentive campaign reference YAN-Q1-26."),
        H(st, "3. PAYMENT PLAN"),
        P(st, "3.1 The Purchase Price is payable as follows:"),
    ]
    data = [["#", "Payment Milestone", "%", "AED", "Date"]]
    for i, r in enumerate(plan, 1):
        data.append([str(i), r.label, pct_txt(r.pct), money(r.amt(price)),
                     d_slash(r.date) if r.date else r.event])
    s.append(bordered(data, [10 * mm, 66 * mm, 16 * mm, 36 * mm, 46 * mm], st,
                      align_right_cols=(3,), center_cols=(0, 2, 4)))
    p = plan
    s += [
        Spacer(1, 4),
        P(st, f"3.2 For the avoidance of doubt, the Purchaser shall pay {words_pct[20]} of the "
              f"Purchase Price (AED {money(p[0].amt(price))}) on signing this Agreement; "
              f"{words_pct[10]} on each of {d_slash(p[1].date)}, {d_slash(p[2].date)} and "
              f"{d_slash(p[3].date)}; a further {words_pct[10]} when the Seller's consultant "
              f"certifies that fifty per cent (50%) of the construction works of the cluster are "
              f"complete; and the remaining {words_pct[40]} (AED {money(p[5].amt(price))}) on "
              f"Handover."),
        P(st, "3.3 All payments shall be made by cheque or transfer to escrow account "
              "No. 0412-77801-3 with Abu Dhabi Commercial Bank PJSC."),
    ]
    s += abudhabi_default_clause(st, 4, c)
    s += general_clauses(st, 5, c)
    s += signature_block(st, c)
    build_pdf(name, s, "YAN/TH-2-045", st, "SPA - Yas Acres North TH-2-045")
    write_expected(name, plan, price)


if __name__ == "__main__":
    for fn in (agreement_01, agreement_02, agreement_03, agreement_04, agreement_05,
               agreement_06):
        fn()
    print("done")
