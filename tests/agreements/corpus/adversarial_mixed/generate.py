#!/usr/bin/env python3
"""Generate the `adversarial_mixed` agreements and their expected plans.

Every agreement is built from Python row data (class Plan); the same rows render the
document text and the expected JSON. Run: python generate.py (writes next to this file).
"""
# ---------------------------------------------------------------------------
# Shared helpers (copied into each layout's generate.py so that every script
# stays standalone: stdlib + reportlab + python-docx only).
# ---------------------------------------------------------------------------
import datetime as dt
import json
import os
import textwrap
from decimal import ROUND_HALF_UP, Decimal as D

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
CENT = D("0.01")


def d(y, m, day):
    return dt.date(y, m, day)


def add_months(date, n):
    m = date.month - 1 + n
    return dt.date(date.year + m // 12, m % 12 + 1, date.day)


def exp_date(date):
    """Expected-plan date format DD-MMM-YY."""
    return "" if date is None else f"{date.day:02d}-{MON[date.month - 1]}-{date.year % 100:02d}"


# --- date renderings used in the documents ---------------------------------
def long_date(x):          # 15 April 2026
    return f"{x.day} {MONTH[x.month - 1]} {x.year}"


def ord_date(x):           # 15th April 2026
    n = x.day
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf} {MONTH[x.month - 1]} {x.year}"


def us_date(x):            # April 15, 2026
    return f"{MONTH[x.month - 1]} {x.day}, {x.year}"


def slash_date(x, sep="/"):  # 15/04/2026
    return f"{x.day:02d}{sep}{x.month:02d}{sep}{x.year}"


def us_slash(x):           # 04/15/2026 (month first)
    return f"{x.month:02d}/{x.day:02d}/{x.year}"


def dmy_mon(x):            # 15-Apr-2026
    return f"{x.day:02d}-{MON[x.month - 1]}-{x.year}"


def iso(x):
    return x.isoformat()


# --- money renderings --------------------------------------------------------
def pct_of(price, pct):
    return (D(price) * D(pct) / D(100)).quantize(CENT, ROUND_HALF_UP)


def m(x, dec=False):       # 1,250,000 / 1,250,000.00
    x = D(x)
    if dec or x != x.to_integral_value():
        return f"{x:,.2f}"
    return f"{x:,.0f}"


def m_eu(x):               # 1.250.000,00
    s = f"{D(x):,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def m_in(x, dec=False):    # 12,50,000 (Indian grouping)
    x = D(x)
    whole = int(x)
    frac = x - whole
    s = str(whole)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        s = ",".join(parts + [tail])
    if dec or frac:
        s += f"{frac:.2f}"[1:]
    return s


def p(x):                  # 10 / 7.5 for "10%" / "7.5%"
    x = D(x)
    return f"{x.normalize():f}" if x != x.to_integral_value() else f"{int(x)}"


_ONES = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
         "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def words(n):
    n = int(n)
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " Hundred" + (" " + words(n % 100) if n % 100 else "")
    for div, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand")):
        if n >= div:
            return words(n // div) + " " + name + (" " + words(n % div) if n % div else "")
    raise ValueError(n)


def lower_words(n):
    return words(n).lower()


# --- plan model ----------------------------------------------------------------
class Row:
    def __init__(self, desc, amount, pct, date, fee, post):
        self.desc, self.amount, self.pct, self.date = desc, amount, pct, date
        self.fee, self.post = fee, post

    def as_json(self):
        return {
            "amount": float(self.amount),
            "dueDate": exp_date(self.date),
            "description": self.desc,
            "percentage": float(self.pct) if self.pct is not None else 0.0,
            "isFee": self.fee,
            "postHandover": self.post,
            "status": "pending",
        }


class Plan:
    """Rows are appended in the order the agreement lists them."""

    def __init__(self, price):
        self.price = D(price)
        self.rows = []

    def add(self, desc, pct=None, amount=None, date=None, fee=False, post=False):
        if amount is None:
            amount = pct_of(self.price, pct)
        else:
            amount = D(amount).quantize(CENT)
            if pct is not None and not fee:
                assert amount == pct_of(self.price, pct), (desc, amount, pct)
        if pct is not None and fee:
            assert amount == pct_of(self.price, pct), (desc, amount, pct)
        r = Row(desc, amount, None if pct is None else D(pct), date, fee, post)
        self.rows.append(r)
        return r

    def series(self, label, count, first, step_months, pct=None, amount=None, post=False):
        out = []
        for i in range(count):
            out.append(self.add(label.format(i=i + 1, n=count), pct=pct, amount=amount,
                                date=add_months(first, step_months * i), post=post))
        return out

    def check(self, full=True):
        """Non-fee percentages add to 100 when every non-fee row states one;
        non-fee amounts add to the price when `full`."""
        plan = [r for r in self.rows if not r.fee]
        if plan and all(r.pct is not None for r in plan):
            assert sum(r.pct for r in plan) == 100, [str(r.pct) for r in plan]
        if full and plan:
            total = sum(r.amount for r in plan)
            assert abs(total - self.price) <= D("0.05"), (total, self.price)

    def expected(self):
        return [r.as_json() for r in self.rows]


# --- document renderers -------------------------------------------------------
# A document is a list of blocks:
#   ("title", text) ("sub", text) ("h", text) ("p", text)
#   ("table", rows, opts)   rows[0] is the header; opts: widths, txt ("pipes"/"spaces"/"plain")
#   ("break",)


def _wrap(text, width=92, indent=""):
    return textwrap.fill(text, width=width, initial_indent=indent, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False)


def _txt_table(rows, style):
    ncol = max(len(r) for r in rows)
    rows = [list(r) + [""] * (ncol - len(r)) for r in rows]
    w = [max(len(str(r[i])) for r in rows) for i in range(ncol)]
    out = []
    if style == "pipes":
        sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"
        out.append(sep)
        for k, r in enumerate(rows):
            out.append("| " + " | ".join(str(c).ljust(w[i]) for i, c in enumerate(r)) + " |")
            if k == 0:
                out.append(sep.replace("-", "="))
        out.append(sep)
    else:  # spaces
        for k, r in enumerate(rows):
            out.append("   ".join(str(c).ljust(w[i]) for i, c in enumerate(r)).rstrip())
            if k == 0:
                out.append("   ".join("-" * x for x in w))
    return "\n".join(out)


def write_txt(name, blocks):
    parts = []
    for b in blocks:
        kind = b[0]
        if kind == "title":
            parts.append(b[1].upper().center(92).rstrip())
        elif kind == "sub":
            parts.append(b[1].center(92).rstrip())
        elif kind == "h":
            parts.append("\n" + b[1].upper())
        elif kind == "p":
            parts.append(_wrap(b[1]))
        elif kind == "li":
            parts.append(_wrap(b[1], indent="    "))
        elif kind == "table":
            parts.append(_txt_table(b[1], (b[2] if len(b) > 2 else {}).get("txt", "pipes")))
        elif kind == "break":
            parts.append("")
    text = "\n\n".join(parts).replace("\n\n\n\n", "\n\n") + "\n"
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
        fh.write(text)


def write_docx(name, blocks):
    from docx import Document
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt

    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    doc.core_properties.author = "Legal Department"
    doc.core_properties.title = name
    doc.core_properties.created = dt.datetime(2026, 1, 1, 9, 0, 0)
    doc.core_properties.modified = dt.datetime(2026, 1, 1, 9, 0, 0)
    for b in blocks:
        kind = b[0]
        if kind == "title":
            para = doc.add_paragraph()
            run = para.add_run(b[1])
            run.bold = True
            run.font.size = Pt(14)
            para.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif kind == "sub":
            para = doc.add_paragraph(b[1])
            para.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif kind == "h":
            para = doc.add_paragraph()
            para.add_run(b[1]).bold = True
        elif kind == "p":
            doc.add_paragraph(b[1])
        elif kind == "li":
            para = doc.add_paragraph(b[1])
            para.paragraph_format.left_indent = Pt(24)
        elif kind == "table":
            rows = b[1]
            ncol = max(len(r) for r in rows)
            t = doc.add_table(rows=len(rows), cols=ncol)
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j in range(ncol):
                    cell = t.cell(i, j)
                    cell.text = str(r[j]) if j < len(r) else ""
                    if i == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
            doc.add_paragraph("")
        elif kind == "break":
            doc.add_page_break()
    doc.save(os.path.join(HERE, name))


def write_pdf(name, blocks, font="Times-Roman", bold="Times-Bold"):
    from reportlab import rl_config
    rl_config.invariant = 1
    from reportlab.lib import colors
    from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    from xml.sax.saxutils import escape

    body = ParagraphStyle("body", fontName=font, fontSize=10, leading=13, alignment=TA_JUSTIFY,
                          spaceAfter=5)
    li = ParagraphStyle("li", parent=body, leftIndent=18)
    title = ParagraphStyle("title", fontName=bold, fontSize=13, leading=16, alignment=TA_CENTER,
                           spaceAfter=4)
    sub = ParagraphStyle("sub", fontName=font, fontSize=10, leading=13, alignment=TA_CENTER,
                         spaceAfter=2)
    head = ParagraphStyle("head", fontName=bold, fontSize=10.5, leading=14, spaceBefore=6,
                          spaceAfter=4)
    cell = ParagraphStyle("cell", fontName=font, fontSize=9, leading=11)
    cellb = ParagraphStyle("cellb", fontName=bold, fontSize=9, leading=11)
    story = []
    for b in blocks:
        kind = b[0]
        if kind == "title":
            story.append(Paragraph(escape(b[1]), title))
        elif kind == "sub":
            story.append(Paragraph(escape(b[1]), sub))
        elif kind == "h":
            story.append(Paragraph(escape(b[1]), head))
        elif kind == "p":
            story.append(Paragraph(escape(b[1]), body))
        elif kind == "li":
            story.append(Paragraph(escape(b[1]), li))
        elif kind == "table":
            opts = b[2] if len(b) > 2 else {}
            rows = [[Paragraph(escape(str(c)), cellb if i == 0 else cell) for c in r]
                    for i, r in enumerate(b[1])]
            widths = opts.get("widths")
            t = Table(rows, colWidths=[w * mm for w in widths] if widths else None, repeatRows=1)
            t.setStyle(TableStyle([
                ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ]))
            story.append(Spacer(1, 3))
            story.append(t)
            story.append(Spacer(1, 6))
        elif kind == "break":
            story.append(PageBreak())
    doc = SimpleDocTemplate(os.path.join(HERE, name), pagesize=A4, leftMargin=22 * mm,
                            rightMargin=22 * mm, topMargin=20 * mm, bottomMargin=20 * mm,
                            title=name, author="Legal Department", creator="generate.py")
    doc.build(story)


def write_expected(stem, plan):
    rows = plan.expected() if plan is not None else []
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def emit(stem, ext, blocks, plan):
    {"txt": write_txt, "docx": write_docx, "pdf": write_pdf}[ext](f"{stem}.{ext}", blocks)
    write_expected(stem, plan)


# ---------------------------------------------------------------------------
# Layout: adversarial_mixed
# ---------------------------------------------------------------------------

def a01_marina_plaza():
    """PDF, AED. Price-breakdown table, plan table with fee rows at the bottom,
    prose restatement of the plan and a fee sentence restating the Oqood row."""
    price = D(2400000)
    plan = Plan(price)
    dp = plan.add("Down Payment", pct=10)
    i1 = plan.add("First Instalment", pct=10, date=d(2026, 6, 15))
    i2 = plan.add("Second Instalment", pct=10, date=d(2026, 10, 15))
    i3 = plan.add("Third Instalment", pct=10)
    i4 = plan.add("Fourth Instalment", pct=10, date=d(2027, 4, 15))
    ho = plan.add("Final Instalment on Handover", pct=50)
    dld = plan.add("DLD Registration Fee", pct=4, fee=True)
    oq = plan.add("Oqood Registration Fee", amount=1150, fee=True)
    plan.check()

    b = [
        ("title", "AGREEMENT FOR SALE AND PURCHASE"),
        ("sub", "(Off-Plan Residential Unit - Marina Plaza Residences, Tower B)"),
        ("sub", "Agreement No. ACD/MPR-B/2026/0417"),
        ("p", "Date of Agreement: 3 March 2026, executed at Office 1402, Marina Plaza, "
              "Al Marsa Street, Dubai Marina, Dubai, United Arab Emirates."),
        ("h", "PARTIES"),
        ("p", "(1) AZURE CREST DEVELOPMENTS L.L.C., a limited liability company registered in the "
              "Emirate of Dubai under commercial licence no. 771245, whose registered office is at "
              "Office 1402, Marina Plaza, P.O. Box 118244, Dubai (the \"Developer\"); and"),
        ("p", "(2) MR. RAHUL MENON, an Indian national holding passport no. Z4471928, residing at "
              "Villa 17, Street 8, Al Barsha 2, Dubai, mobile +971 50 312 7748 (the \"Purchaser\")."),
        ("h", "RECITALS"),
        ("p", "A. The Developer is the registered developer of the project known as Marina Plaza "
              "Residences (the \"Project\") constructed on Plot No. 392-117, Dubai Marina, and "
              "registered with the Real Estate Regulatory Agency under project no. 2981."),
        ("p", "B. The Purchaser wishes to purchase, and the Developer wishes to sell, the Unit "
              "described below on the terms of this Agreement and in accordance with Law No. 13 "
              "of 2008 regulating the Interim Real Property Register in the Emirate of Dubai."),
        ("h", "1. DEFINITIONS"),
        ("p", "1.1 \"Anticipated Completion Date\" means 30 September 2027, subject to extension "
              "in accordance with Clause 10.4 (a grace period of up to 12 months)."),
        ("p", "1.2 \"Handover\" means the delivery of vacant possession of the Unit to the "
              "Purchaser following the issue of the Building Completion Certificate."),
        ("p", "1.3 \"Escrow Account\" means account no. 0215-448190-001 held with the escrow agent "
              "for the Project."),
        ("h", "2. THE UNIT"),
        ("p", "2.1 Unit No. 2304 on Level 23 of Tower B, with an approximate saleable area of "
              "1,250 sq ft (116.13 sq m), including balcony of 142 sq ft, together with one "
              "allocated parking bay no. P2-114 on Podium Level 2."),
        ("p", "2.2 The Purchaser acknowledges that the final area may vary by up to 5% (five per "
              "cent) without any adjustment to the Purchase Price."),
        ("h", "3. PURCHASE PRICE"),
        ("p", "3.1 The purchase price of the Unit is set out in Part A of Schedule 2 and is "
              "calculated as follows:"),
        ("table", [
            ["Item", "Area / Qty", "Rate", "Amount (AED)"],
            ["Residential Unit 2304", "1,250 sq ft", "AED 1,800 per sq ft", "2,250,000"],
            ["Parking bay P2-114", "1 bay", "AED 150,000 per bay", "150,000"],
            ["Total Purchase Price", "", "", "2,400,000"],
        ], {"widths": [55, 30, 45, 35]}),
        ("p", f"Total Purchase Price AED {m(price)} (Two Million Four Hundred Thousand UAE "
              "Dirhams), inclusive of the parking bay and exclusive of registration fees."),
        ("h", "7. PAYMENT OF THE PURCHASE PRICE"),
        ("p", "7.1 The Purchaser shall pay the Purchase Price and the registration fees in "
              "accordance with the following Payment Plan (Schedule 2, Part B). All payments "
              "towards the Purchase Price shall be made into the Escrow Account."),
        ("table", [
            ["No.", "Payment Milestone", "Due Date", "% of Price", "Amount (AED)"],
            ["1", dp.desc, "On signing of this Agreement", "10%", m(dp.amount)],
            ["2", i1.desc, long_date(i1.date), "10%", m(i1.amount)],
            ["3", i2.desc, long_date(i2.date), "10%", m(i2.amount)],
            ["4", i3.desc, "On completion of 40% of construction", "10%", m(i3.amount)],
            ["5", i4.desc, long_date(i4.date), "10%", m(i4.amount)],
            ["6", ho.desc, "On Handover", "50%", m(ho.amount)],
            ["7", dld.desc, "On signing (payable to DLD)", "4%", m(dld.amount)],
            ["8", oq.desc, "On signing", "-", m(oq.amount)],
        ], {"widths": [10, 50, 50, 20, 30]}),
        ("p", "7.2 Instalments linked to construction progress fall due on the date of the "
              "Developer's notice attaching the consultant's certificate of the relevant stage."),
        ("p", "7.3.1 Payments shall be made by cheque or bank transfer; post-dated cheques for "
              "the dated instalments shall be delivered on signing."),
        ("p", "7.3.2 For clarity, the Purchaser shall pay 10% on signing, 10% on 15 June 2026, "
              "10% on 15 October 2026, 10% on completion of 40% of the construction works, 10% on "
              "15 April 2027 and the remaining 50% on Handover, in each case as shown in the table "
              "at Clause 7.1."),
        ("p", f"7.3.3 The Oqood fee of AED {m(oq.amount)} referred to above, and the Dubai Land "
              f"Department registration fee of 4% of the Purchase Price (AED {m(dld.amount)}), "
              "are payable in addition to the Purchase Price and are not refundable."),
        ("h", "8. LATE PAYMENT"),
        ("p", "8.1 Any amount not paid on its due date shall bear a late payment penalty of 2% "
              "per month (or part thereof) on the overdue amount until the date of actual payment, "
              "without prejudice to the Developer's rights under Clause 12."),
        ("p", "8.2 A dishonoured cheque shall attract an administrative charge of AED 500 per "
              "occurrence."),
        ("h", "10. CONSTRUCTION AND HANDOVER"),
        ("p", "10.1 The Developer shall use reasonable endeavours to complete the Unit by the "
              "Anticipated Completion Date. 10.4 The Anticipated Completion Date may be extended "
              "by up to 12 months for reasons beyond the Developer's reasonable control."),
        ("p", "10.5 Estimated service charges are AED 16.50 per sq ft per annum and are payable "
              "from Handover under the Jointly Owned Property declaration."),
        ("h", "12. TERMINATION AND REFUND"),
        ("p", "12.1 If the Purchaser fails to pay any instalment within 30 days of a written "
              "notice, the Developer may terminate this Agreement in accordance with Article 11 "
              "of Law No. 13 of 2008."),
        ("p", "12.2 Upon termination: (a) if construction has exceeded eighty percent (80%), all "
              "amounts paid shall be forfeited to the Developer; (b) if construction is between "
              "sixty percent (60%) and eighty percent (80%), the Developer may retain up to 40% of "
              "the Purchase Price; and (c) if construction is below 60%, the Developer shall "
              "refund 70% of amounts paid within one year of termination."),
        ("h", "15. GOVERNING LAW"),
        ("p", "15.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal "
              "laws of the UAE applicable therein. The courts of Dubai shall have jurisdiction."),
        ("p", "Signed for the Developer: ____________________    Signed by the Purchaser: "
              "____________________"),
    ]
    emit("01_marina_plaza_table_fees", "pdf", b, plan)


def a02_business_bay_office():
    """DOCX, AED. Fees clause BEFORE the plan table; plan table has a Total row;
    a later sentence restates the administration fee."""
    price = D(1865000)
    plan = Plan(price)
    adm = plan.add("Administration Fee", amount=5250, fee=True)
    dld = plan.add("DLD Registration Fee", pct=4, fee=True)
    r1 = plan.add("Booking Deposit", pct=20, date=d(2026, 3, 25))
    r2 = plan.add("2nd Instalment", pct=10, date=d(2026, 9, 25))
    r3 = plan.add("3rd Instalment", pct=10, date=d(2027, 3, 25))
    r4 = plan.add("4th Instalment", pct=10, date=d(2027, 9, 25))
    r5 = plan.add("Completion Instalment", pct=50)
    plan.check()

    b = [
        ("title", "SALE AND PURCHASE AGREEMENT - COMMERCIAL OFFICE"),
        ("sub", "Canal Point Tower, Business Bay, Dubai"),
        ("p", "Ref: CPT-SPA-0982/26        Date of Agreement: 05/03/2026        "
              "Place: Sales Centre, Office 101, Canal Point Tower"),
        ("p", "THIS AGREEMENT is made between CANAL POINT PROPERTIES L.L.C. (trade licence "
              "no. 903317), P.O. Box 52109, Dubai (the \"Seller\") and NORTHBRIDGE TRADING FZE, a "
              "free zone establishment registered under licence no. 18-4472, represented by its "
              "manager Ms. Elena Petrova (the \"Buyer\")."),
        ("h", "1. Interpretation"),
        ("p", "1.1 In this Agreement, clause headings are for convenience only. References to "
              "Clauses 1 to 18 and Schedules 1 to 3 are to those of this Agreement."),
        ("p", "1.2 \"Completion\" means the date on which the Building Completion Certificate for "
              "the Building is issued and the Office is ready for handover."),
        ("h", "2. The Property"),
        ("p", "2.1 Office No. 2207 on the 22nd floor of Canal Point Tower, Plot No. 345-0982, "
              "Business Bay, having an approximate area of 1,100 sq ft (102.19 sq m), together "
              "with two parking spaces nos. B1-041 and B1-042 (the \"Property\")."),
        ("h", "3. Price"),
        ("p", "3.1 The price for the Property is made up as follows:"),
        ("table", [
            ["Component", "Basis", "AED"],
            ["Office 2207 (1,100 sq ft)", "AED 1,550 per sq ft", "1,705,000"],
            ["Parking spaces B1-041 and B1-042", "2 x AED 80,000", "160,000"],
            ["Purchase Price", "", "1,865,000"],
        ]),
        ("p", f"3.2 The Purchase Price is AED {m(price)} (One Million Eight Hundred Sixty-Five "
              "Thousand Dirhams). The price is exclusive of VAT, which (if applicable to the "
              "Property) shall be paid by the Buyer with each instalment."),
        ("h", "5. Fees"),
        ("p", f"5.1 On signing, the Buyer shall pay the Seller an administration fee of "
              f"AED {m(adm.amount)}."),
        ("p", f"5.2 The Buyer shall pay the Dubai Land Department registration fee equal to 4% of "
              f"the Purchase Price, being AED {m(dld.amount)}, within 30 days of the date of this "
              "Agreement, to allow registration of the sale in the Interim Real Property Register."),
        ("p", "5.3 The fees in this Clause 5 are payable in addition to the Purchase Price."),
        ("h", "6. Payment Schedule"),
        ("p", "6.1 The Buyer shall pay the Purchase Price in the instalments set out below:"),
        ("table", [
            ["#", "Instalment", "Due Date", "Percentage", "Amount (AED)"],
            ["1", r1.desc, slash_date(r1.date), "20%", m(r1.amount, True)],
            ["2", r2.desc, slash_date(r2.date), "10%", m(r2.amount, True)],
            ["3", r3.desc, slash_date(r3.date), "10%", m(r3.amount, True)],
            ["4", r4.desc, slash_date(r4.date), "10%", m(r4.amount, True)],
            ["5", r5.desc, "On Completion", "50%", m(r5.amount, True)],
            ["", "Total", "", "100%", m(price, True)],
        ]),
        ("p", f"6.2 For the avoidance of doubt, the administration fee of AED {m(adm.amount)} "
              "referred to in Clause 5.1 is non-refundable and does not form part of the "
              "instalments in Clause 6.1."),
        ("p", "6.3 The Buyer shall deliver post-dated cheques for instalments 2 to 4 on the date "
              "of this Agreement. The Seller's escrow account is no. 1009-772183-004."),
        ("h", "9. Default"),
        ("p", "9.2.1 If any instalment remains unpaid for more than 30 days after its due date, "
              "the Buyer shall pay a late payment charge of 2% per month on the unpaid amount."),
        ("p", "9.2.2 If the default continues for 60 days, the Seller may terminate and, where "
              "construction of the Building has exceeded eighty percent (80%), all amounts paid "
              "shall be forfeited; otherwise the Seller shall refund 70% of amounts paid after "
              "deducting the fees in Clause 5."),
        ("h", "11. Completion and Handover"),
        ("p", "11.1 The anticipated date of Completion is 31 December 2027. The Seller may "
              "extend this date by up to six (6) months. Should Completion be delayed beyond 30 "
              "June 2028, the Buyer may claim compensation of 1% of the amounts paid for each "
              "full month of delay, capped at 10%."),
        ("p", "11.2 Service charges are estimated at AED 22.00 per sq ft per annum."),
        ("h", "18. Governing Law"),
        ("p", "18.1 This Agreement shall be governed by the laws of the Emirate of Dubai."),
        ("p", "Signed by the Seller ______________      Signed by the Buyer ______________"),
    ]
    emit("02_business_bay_fees_first_total_row", "docx", b, plan)


def a03_hills_villa():
    """TXT, AED. Plan in a pipe table with post-handover rows; prose restatement
    with a series sentence that repeats the table's post-handover rows; fees after."""
    price = D(4750000)
    plan = Plan(price)
    r = []
    r.append(plan.add("Booking Payment", pct=5))
    r.append(plan.add("1st Instalment", pct=10, date=d(2026, 8, 1)))
    r.append(plan.add("2nd Instalment", pct=10, date=d(2027, 2, 1)))
    r.append(plan.add("3rd Instalment", pct=10, date=d(2027, 8, 1)))
    r.append(plan.add("4th Instalment", pct=5))
    r.append(plan.add("On Handover", pct=20))
    ph = plan.series("Post-Handover {i}", 4, d(2029, 6, 1), 6, pct=10, post=True)
    dld = plan.add("DLD Registration Fee", pct=4, fee=True)
    oq = plan.add("Oqood Registration Fee", amount=1250, fee=True)
    plan.check()

    rows = [["Milestone", "Due", "%", "AED"]]
    rows.append([r[0].desc, "On booking", "5", m(r[0].amount)])
    for x in r[1:4]:
        rows.append([x.desc, dmy_mon(x.date), "10", m(x.amount)])
    rows.append([r[4].desc + " (60% construction)", "On certification", "5", m(r[4].amount)])
    rows.append([r[5].desc, "Handover", "20", m(r[5].amount)])
    for i, x in enumerate(ph, 1):
        rows.append([f"Post-Handover {i}", dmy_mon(x.date), "10", m(x.amount)])

    b = [
        ("title", "Sale and Purchase Agreement"),
        ("sub", "Hillcrest Gardens - Phase 3 - Townhouses and Villas"),
        ("p", "Agreement Ref. HG3/V-118/2026    Date of Agreement: 10 March 2026    Executed at: "
              "Sales Gallery, Building 4, Office 210, Umm Suqeim Road, Dubai"),
        ("p", "BETWEEN: HILLCREST LAND DEVELOPMENT L.L.C., trade licence 1120431, P.O. Box 33290, "
              "Dubai (the \"Seller\") AND Mr. Omar Al Haddad and Mrs. Leila Al Haddad, jointly, "
              "of Apartment 905, Al Seef Tower 2, JLT, Dubai (together the \"Purchaser\")."),
        ("h", "Part 1 - Particulars"),
        ("p", "1. Villa: Villa No. V-118, Cluster 7, Hillcrest Gardens Phase 3, on Plot No. "
              "6457-2210. Plot area approx. 4,200 sq ft; built-up area approx. 3,650 sq ft; "
              "4 bedrooms plus maid's room; 2 covered parking spaces within the plot."),
        ("p", "2. Price breakdown: built-up area 3,650 sq ft at AED 1,200 per sq ft = AED "
              "4,380,000; landscaping and pool package = AED 370,000. Total Purchase Price AED "
              "4,750,000 (Four Million Seven Hundred Fifty Thousand Dirhams)."),
        ("p", "3. Anticipated Completion Date: 31 March 2029 (subject to Clause 9.3)."),
        ("h", "Part 2 - Terms"),
        ("p", "4. Sale. The Seller agrees to sell and the Purchaser agrees to buy the Villa for "
              "the Purchase Price, free from encumbrances, with title to be registered on "
              "Completion in the names of the Purchaser in equal shares (50% each)."),
        ("p", "5. Payment. The Purchase Price shall be paid in accordance with the following "
              "schedule. Dated instalments are payable on the date stated; the other "
              "instalments are payable on the event stated."),
        ("table", rows, {"txt": "pipes"}),
        ("p", "Total: 100% / AED 4,750,000."),
        ("p", "5.1 For clarity, the Purchaser shall pay 5% on booking, 10% on each of 1 August "
              "2026, 1 February 2027 and 1 August 2027, 5% when the Seller's consultant "
              "certifies that 60% of construction is complete, 20% on Handover, and the "
              "remaining 40% in four (4) equal post-handover instalments of 10% each, payable "
              "every six months, the first on 1 June 2029."),
        ("p", "5.2 Post-handover instalments shall be secured by post-dated cheques delivered "
              "before Handover. The Seller may withhold Handover until those cheques are "
              "delivered."),
        ("p", f"6. Registration fees. In addition to the Purchase Price, the Purchaser shall pay "
              f"(a) the Dubai Land Department registration fee of 4% of the Purchase Price, being "
              f"AED {m(dld.amount)}, within 30 days of the Date of Agreement; and (b) the Oqood "
              f"registration fee of AED {m(oq.amount)} on signing."),
        ("p", "7. Late payment. Overdue amounts bear a penalty of 2% per month, calculated daily, "
              "from the due date until payment. Clause 7 survives termination."),
        ("p", "8. Termination. If the Purchaser defaults and the Seller terminates under Article "
              "11 of Law No. 13 of 2008: if construction has exceeded eighty percent (80%), all "
              "amounts paid shall be forfeited; if construction is between 60% and 80%, the Seller "
              "may retain 40% of the Purchase Price; below 60%, the Seller shall refund 70% of "
              "amounts paid, within 60 days of resale of the Villa or 12 months, whichever is "
              "earlier."),
        ("p", "9. Completion. 9.1 The Seller shall notify the Purchaser at least 30 days before "
              "the Handover date. 9.3 The Anticipated Completion Date may be extended by up to "
              "12 months. Delay compensation: 0.5% of amounts paid per month of delay after the "
              "extended date."),
        ("p", "10. Community charges are estimated at AED 3.75 per sq ft of plot area per annum."),
        ("p", "11. Governing law. The laws of the Emirate of Dubai apply. Disputes are referred "
              "to the Courts of Dubai."),
        ("p", "SIGNED by the Seller ____________  SIGNED by the Purchaser ____________ / "
              "____________"),
    ]
    emit("03_hills_villa_post_handover_restated", "txt", b, plan)


def a04_new_cairo_egp():
    """PDF, EGP with European number format, dotted day-first dates; processing fee
    row at the TOP of the table and restated later; delivery-linked and post-delivery rows."""
    price = D(8400000)
    plan = Plan(price)
    fee = plan.add("Contract Processing Fee", amount=12500, fee=True)
    dp = plan.add("Down Payment", pct=10)
    q = plan.series("Instalment no. {i}", 8, d(2026, 6, 1), 3, pct=D("7.5"))
    dl = plan.add("Delivery Instalment", pct=20)
    fin = plan.add("Final Instalment (12 months after delivery)", pct=10, date=d(2029, 3, 1),
                   post=True)
    plan.check()

    rows = [["No.", "Payment", "Due date", "%", "Amount (EGP)"]]
    rows.append(["-", fee.desc, "Upon signature", "-", m_eu(fee.amount)])
    rows.append(["1", dp.desc, "Upon signature of this Contract", "10 %", m_eu(dp.amount)])
    for i, x in enumerate(q, 2):
        rows.append([str(i), f"Instalment no. {i - 1}", slash_date(x.date, "."), "7,5 %",
                     m_eu(x.amount)])
    rows.append(["10", dl.desc, "Upon delivery of the Unit", "20 %", m_eu(dl.amount)])
    rows.append(["11", "Final Instalment", slash_date(fin.date, "."), "10 %", m_eu(fin.amount)])

    b = [
        ("title", "CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT"),
        ("sub", "Project: Lotus Ridge Residences - Fifth Settlement, New Cairo"),
        ("p", "Contract No. LRR/B3-204/2026. This Contract is made in Cairo on 15.02.2026 at the "
              "Seller's headquarters, 92 South Teseen Street, Office 7, Fifth Settlement."),
        ("h", "First: The Parties"),
        ("p", "1. LOTUS RIDGE FOR REAL ESTATE DEVELOPMENT S.A.E., Commercial Register no. 148233 "
              "Cairo, represented by Eng. Karim Abdel Aziz in his capacity as Managing Director "
              "(the \"Seller\")."),
        ("p", "2. Mrs. Nadia Farouk Hassan, Egyptian, National ID no. 28804150102345, residing "
              "at 14 El Nozha Street, Heliopolis, Cairo (the \"Buyer\")."),
        ("h", "Second: Preamble"),
        ("p", "The Seller owns Plot No. 112, Zone 4, Fifth Settlement, New Cairo, with an area of "
              "21.600 m2, pursuant to allocation contract no. 3317 dated 04.08.2021, and is "
              "developing thereon the Lotus Ridge Residences project. The preamble forms an "
              "integral part of this Contract."),
        ("h", "Third: The Unit"),
        ("p", "Apartment No. B3-204, second floor, Building 17, with a gross built-up area of "
              "165 m2 (including its share of common areas of approx. 18%), and one covered "
              "garage space no. G-61."),
        ("h", "Fourth: The Price"),
        ("p", "4.1 The total price is determined as follows:"),
        ("table", [
            ["Description", "Area", "Price per m2", "Total (EGP)"],
            ["Apartment B3-204", "165 m2", "48.000,00 EGP", "7.920.000,00"],
            ["Garage space G-61", "-", "-", "480.000,00"],
            ["Total price", "", "", "8.400.000,00"],
        ], {"widths": [55, 25, 40, 45]}),
        ("p", f"4.2 The total price of the Unit is {m_eu(price)} EGP (eight million four hundred "
              "thousand Egyptian Pounds), which the Buyer shall pay as set out in Article Five."),
        ("h", "Fifth: Payment Schedule"),
        ("p", "5.1 The Buyer shall pay the price and the contract processing fee according to "
              "the following schedule, by cheques drawn to the order of the Seller:"),
        ("table", rows, {"widths": [12, 50, 45, 18, 40]}),
        ("p", f"5.2 The Contract Processing Fee of {m_eu(fee.amount)} EGP referred to in the "
              "schedule above covers the preparation and registration of this Contract and is "
              "not refundable in any case."),
        ("p", "5.3 Delay in paying any instalment shall entitle the Seller to late payment "
              "interest of 2% per month on the delayed amount. If the Buyer fails to pay two "
              "consecutive instalments, the Seller may rescind this Contract after a notice of "
              "15 days, in which case the Seller shall refund the amounts paid after deducting "
              "10% of the total price, within 90 days of re-selling the Unit."),
        ("h", "Sixth: Delivery"),
        ("p", "6.1 The Seller shall deliver the Unit finished (with air-conditioning units) within "
              "36 months from the date of this Contract, with a grace period of 6 months. "
              "For each month of delay beyond the grace period, the Seller shall pay the Buyer "
              "0,5% of the amounts paid, up to a maximum of 5%."),
        ("p", "6.2 Delivery shall be evidenced by a delivery minute signed by both parties."),
        ("h", "Seventh: Maintenance"),
        ("p", "The maintenance of common areas shall be governed by the Owners' Union "
              "regulations. This Contract does not govern any maintenance charge."),
        ("h", "Eighth: Jurisdiction"),
        ("p", "The Economic Courts of Cairo shall have jurisdiction over any dispute arising from "
              "this Contract. This Contract is made in three (3) originals."),
        ("p", "The Seller ____________________                    The Buyer ____________________"),
    ]
    emit("04_new_cairo_egp_eu_format", "pdf", b, plan)


def a05_pune_inr():
    """DOCX, INR with Indian digit grouping; area/rate breakdown; construction-linked
    plan (no dates) with slab numbers; stamp duty/registration/legal charges after."""
    price = D(12500000)
    plan = Plan(price)
    stages = [
        ("Booking Amount", 10, "On booking / application"),
        ("On Execution of Agreement", 20, "Within 30 days of booking, on execution of this Agreement"),
        ("On Completion of Plinth", 15, "On completion of the plinth of Wing C"),
        ("On Completion of 5th Slab", 10, "On casting of the 5th slab"),
        ("On Completion of 10th Slab", 10, "On casting of the 10th slab"),
        ("On Completion of 15th Slab", 10, "On casting of the 15th slab"),
        ("On Completion of Walls, Internal Plaster and Flooring", 10,
         "On completion of walls, internal plaster, flooring, doors and windows of the Flat"),
        ("On Completion of Lifts, Water Pumps and Electrical Fittings", 10,
         "On completion of lifts, water pumps, electrical fittings and entrance lobby"),
        ("On Possession", 5, "At the time of handing over possession on receipt of Occupancy "
                             "Certificate"),
    ]
    rows = [["Sr. No.", "Stage of Construction", "% of Agreement Value", "Amount (₹)"]]
    for k, (lab, pc, text) in enumerate(stages, 1):
        r = plan.add(lab, pct=pc)
        rows.append([str(k), text, f"{pc}%", m_in(r.amount)])
    sd = plan.add("Stamp Duty", pct=6, fee=True)
    rg = plan.add("Registration Charges", amount=30000, fee=True)
    lg = plan.add("Legal Charges", amount=25000, fee=True)
    plan.check()

    b = [
        ("title", "AGREEMENT FOR SALE"),
        ("sub", "(Under Section 13 of the Real Estate (Regulation and Development) Act, 2016)"),
        ("p", "THIS AGREEMENT FOR SALE is made and executed at Pune on this 3rd day of March "
              "2026,"),
        ("p", "BETWEEN SAHYADRI SKYLINE DEVELOPERS PRIVATE LIMITED, a company incorporated under "
              "the Companies Act, 2013, CIN U45200PN2014PTC151277, having its registered office at "
              "Office No. 501, Kapil Towers, S. No. 39/2, Baner Road, Pune 411045, hereinafter "
              "called the \"Promoter\" (which expression shall include its successors and "
              "assigns) of the ONE PART;"),
        ("p", "AND Mr. Aniket Deshpande, aged 38 years, PAN ABCPD1234K, and Mrs. Shruti "
              "Deshpande, aged 35 years, PAN ABCPD5678L, both residing at Flat 12, Shantiniketan "
              "Society, Kothrud, Pune 411038, hereinafter called the \"Allottees\" of the OTHER "
              "PART."),
        ("h", "WHEREAS"),
        ("p", "A. The Promoter is the owner of land bearing Survey No. 144/2, Hissa No. 3, "
              "admeasuring 12,400 sq. m., situated at Village Baner, Taluka Haveli, District Pune "
              "(the \"Project Land\")."),
        ("p", "B. The Promoter is constructing thereon a project known as \"Sahyadri Skyline\" "
              "consisting of Wings A to D, each of stilt plus 18 upper floors, registered with "
              "MahaRERA under registration no. P52100045678."),
        ("p", "C. The Allottees applied for Flat No. C-1203 on the 12th floor of Wing C by "
              "application dated 14 February 2026, and the Promoter has agreed to allot the same "
              "on the terms set out below."),
        ("h", "NOW THIS AGREEMENT WITNESSETH AS FOLLOWS"),
        ("p", "1. The Promoter agrees to sell and the Allottees agree to purchase Flat No. C-1203 "
              "having RERA carpet area of 1,050 sq. ft. (97.55 sq. m.), along with exclusive "
              "balcony of 64 sq. ft. and one covered car parking space no. CP-77 in the podium."),
        ("p", "2. The Total Agreement Value is computed as follows:"),
        ("table", [
            ["Particulars", "Basis", "Amount (₹)"],
            ["Flat C-1203 (carpet area 1,050 sq. ft.)", "@ ₹ 11,000 per sq. ft.", "1,15,50,000"],
            ["Covered car parking CP-77", "Lump sum", "9,50,000"],
            ["Total Agreement Value", "", "1,25,00,000"],
        ]),
        ("p", f"3. The Allottees shall pay the Total Agreement Value of ₹ {m_in(price)} (Rupees "
              "One Crore Twenty-Five Lakh Only) to the Promoter in the following manner, each "
              "instalment being payable within 15 days of the Promoter's written intimation "
              "that the relevant stage is complete:"),
        ("table", rows),
        ("p", "4. The Total Agreement Value excludes Goods and Services Tax, cess and any other "
              "taxes, which shall be borne by the Allottees in addition, as applicable from time "
              "to time."),
        ("p", "5. In addition to the Total Agreement Value, the Allottees shall bear and pay the "
              "following charges on or before registration of this Agreement:"),
        ("table", [
            ["Charge", "Basis", "Amount (₹)"],
            [sd.desc, "6% of the Total Agreement Value (incl. metro cess)", m_in(sd.amount)],
            [rg.desc, "Fixed", m_in(rg.amount)],
            [lg.desc, "Fixed", m_in(lg.amount)],
        ]),
        ("p", "6. Interest. If the Allottees delay any payment, they shall pay interest at the "
              "State Bank of India highest Marginal Cost of Lending Rate plus 2% per annum from "
              "the due date till payment. The Promoter shall pay the same rate on delayed "
              "possession."),
        ("p", "7. Possession. The Promoter shall hand over possession of the Flat on or before 31 "
              "December 2028. Maintenance charges of ₹ 6 per sq. ft. per month shall be payable "
              "from the date of possession notice to the society, separately."),
        ("p", "8. Cancellation. If the Allottees cancel this Agreement, the Promoter shall be "
              "entitled to forfeit 10% of the Total Agreement Value and refund the balance "
              "within 45 days of cancellation, without interest. If the Promoter fails to give "
              "possession by the date in Clause 7, the Allottees may withdraw and shall be "
              "refunded 100% of amounts paid with interest as per Clause 6."),
        ("p", "9. Defect liability. Structural defects notified within 5 years from possession "
              "shall be rectified by the Promoter at its cost within 30 days."),
        ("p", "10. This Agreement shall be governed by the laws of India and the courts at Pune "
              "shall have jurisdiction."),
        ("p", "SIGNED AND DELIVERED by the Promoter through its authorised signatory, and by "
              "the Allottees, in the presence of two witnesses."),
    ]
    emit("05_pune_inr_slabs_charges", "docx", b, plan)


def a06_jvc_percent_only():
    """TXT, AED. Non-round price, plan table with percentages only (amounts computed,
    half-up rounding), fee rows FIRST in the same table, prose restatement, and the
    Oqood sentence restating the fee row."""
    price = D(1137285)
    plan = Plan(price)
    oq = plan.add("Oqood Registration Fee", amount=1150, fee=True)
    dld = plan.add("DLD Fee", pct=4, fee=True)
    r1 = plan.add("Down Payment", pct=20)
    r2 = plan.add("Instalment 1", pct=10, date=d(2026, 4, 28))
    r3 = plan.add("Instalment 2", pct=10, date=d(2026, 10, 28))
    r4 = plan.add("Instalment 3", pct=D("2.5"), date=d(2027, 1, 28))
    r5 = plan.add("Instalment 4", pct=D("7.5"), date=d(2027, 4, 28))
    r6 = plan.add("Completion", pct=50)
    plan.check()

    table = [
        ["Item", "When payable", "Payment"],
        [oq.desc, "On signing", f"AED {m(oq.amount)}"],
        [dld.desc, "Within 30 days of signing", "4% of Purchase Price"],
        [r1.desc, "On signing", "20%"],
        [r2.desc, dmy_mon(r2.date), "10%"],
        [r3.desc, dmy_mon(r3.date), "10%"],
        [r4.desc, dmy_mon(r4.date), "2.5%"],
        [r5.desc, dmy_mon(r5.date), "7.5%"],
        [r6.desc, "On Completion / Handover", "50%"],
    ]
    b = [
        ("title", "Unit Sale and Purchase Agreement"),
        ("sub", "Palmera Heights, Jumeirah Village Circle (JVC), Dubai"),
        ("p", "Date of Agreement: 2 March 2026. Executed at the Developer's office: Office 1402, "
              "Marina Plaza, Dubai Marina (Branch Sales Office 3)."),
        ("p", "Developer: PALMERA HEIGHTS REAL ESTATE DEVELOPMENT L.L.C., licence no. 1002981, "
              "P.O. Box 450122, Dubai.  Purchaser: Mr. Thomas Keller, German national, passport "
              "no. C8K7T4421, of Apartment 1108, Marina Gate 2, Dubai."),
        ("h", "Section A - Unit Details"),
        ("p", "Unit: Studio No. 614, 6th floor, Palmera Heights, Plot No. JVC10SCSM006, District "
              "10, Jumeirah Village Circle. Suite area 448.20 sq ft; balcony 75.00 sq ft; total "
              "saleable area 523.20 sq ft (48.61 sq m). Parking: 1 bay (no. B2-19)."),
        ("p", "Price breakdown: Studio AED 1,067,285 (approx. AED 2,039.92 per sq ft of saleable "
              "area) + parking bay AED 70,000 = Total Purchase Price AED 1,137,285 (One Million "
              "One Hundred Thirty-Seven Thousand Two Hundred Eighty-Five Dirhams)."),
        ("p", "Anticipated Completion Date: Q4 2027 (31 December 2027)."),
        ("h", "Section B - Payment Plan"),
        ("p", "B.1 The Purchaser shall pay the following registration fees and instalments. "
              "Percentages are percentages of the Total Purchase Price."),
        ("table", table, {"txt": "pipes"}),
        ("p", "B.2 For clarity, the Purchaser shall pay 20% on signing, 10% on 28 April 2026, "
              "10% on 28 October 2026, 2.5% on 28 January 2027, 7.5% on 28 April 2027 and 50% on "
              "Completion."),
        ("p", f"B.3 The Oqood fee of AED {m(oq.amount)} referred to above shall be paid "
              "together with the Down Payment; it is non-refundable."),
        ("p", "B.4 Instalments are payable to escrow account no. 3301-119820-01. Payments made "
              "in a currency other than AED are credited at the bank's buying rate."),
        ("h", "Section C - General Terms"),
        ("p", "C.3.1 Late payment: 2% per month of any amount overdue, plus AED 250 for each "
              "reminder issued."),
        ("p", "C.5.2 Termination for Purchaser default (Law No. 13 of 2008, Article 11): if "
              "construction has exceeded eighty percent (80%), all amounts paid shall be "
              "forfeited; between sixty percent (60%) and 80%, the Developer may retain 40% of "
              "the Total Purchase Price; below 60%, the Developer may retain up to 25% and shall "
              "refund 70% of amounts paid less any fees, within 90 days."),
        ("p", "C.6.1 Handover: the Developer shall give 30 days' notice of Completion. Snagging "
              "items notified within 14 days shall be remedied within 60 days."),
        ("p", "C.7.4 Resale before Completion is permitted once 40% of the Purchase Price has "
              "been paid, subject to a NOC from the Developer."),
        ("p", "C.9 Governing law: Emirate of Dubai. Jurisdiction: Dubai Courts."),
        ("p", "Signed: ____________ (Developer)     ____________ (Purchaser)"),
    ]
    emit("06_jvc_percent_only_half_up", "txt", b, plan)


if __name__ == "__main__":
    a01_marina_plaza()
    a02_business_bay_office()
    a03_hills_villa()
    a04_new_cairo_egp()
    a05_pune_inr()
    a06_jvc_percent_only()
    print("written to", HERE)
