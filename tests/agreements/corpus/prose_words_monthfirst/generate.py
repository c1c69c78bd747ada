#!/usr/bin/env python3
"""Generate the `prose_words_monthfirst` agreements and their expected plans.

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
# Layout: prose_words_monthfirst
# ---------------------------------------------------------------------------

def w01_miami_condo():
    """TXT, USD. Florida pre-construction condo contract. Amounts in words only,
    'fifteen per cent' without figures, a quarterly series in 5%, balance at Closing."""
    price = D(2500000)
    plan = Plan(price)
    r1 = plan.add("Initial Deposit", pct=10, amount=250000)
    r2 = plan.add("Second Deposit", pct=15, date=d(2026, 4, 15))
    r3 = plan.add("Third Deposit", amount=250000, date=d(2026, 12, 15))
    cd = plan.series("Construction Deposit {i} of {n}", 8, d(2027, 3, 15), 3, pct=5)
    bal = plan.add("Balance at Closing", pct=25)
    plan.check()

    b = [
        ("title", "Purchase and Sale Agreement"),
        ("sub", "The Aurelia Bay Residences, a Condominium - Miami, Florida"),
        ("p", "THIS PURCHASE AND SALE AGREEMENT (this \"Agreement\") is entered into as of "
              "February 2, 2026 (the \"Effective Date\") by and between AURELIA BAY "
              "DEVELOPMENT, LLC, a Florida limited liability company, having an address at 1200 "
              "Brickell Avenue, Suite 1850, Miami, Florida 33131 (\"Seller\"), and CAROLINE M. "
              "WHITFIELD, an individual residing at 415 West 57th Street, Apt. 12B, New York, "
              "New York 10019 (\"Buyer\")."),
        ("h", "Article 1. The Unit"),
        ("p", "1.1 Seller agrees to sell and Buyer agrees to buy Unit 1708 (the \"Unit\") in The "
              "Aurelia Bay Residences, a Condominium (the \"Condominium\"), to be constructed on "
              "the real property at 3400 Biscayne Boulevard, Miami, Florida 33137, Folio No. "
              "01-3231-045-0010, together with the exclusive use of parking spaces 214 and 215. "
              "The Unit contains approximately 2,150 square feet under air and a terrace of "
              "approximately 310 square feet, measured as described in Section 1.3."),
        ("p", "1.2 Estimated Closing. Seller estimates that the Unit will be substantially "
              "complete and ready for Closing on or about September 30, 2028. This estimate is "
              "not a guaranty and is subject to the provisions of Article 9."),
        ("h", "Article 3. Purchase Price and Deposits"),
        ("p", f"3.1 Purchase Price. The total purchase price for the Unit is {words(price)} "
              f"US Dollars (USD {m(price)}) (the \"Purchase Price\"), payable by Buyer as "
              "follows:"),
        ("li", f"(a) Initial Deposit. Upon Buyer's execution of this Agreement, ten percent "
               f"(10%) of the Purchase Price, being {words(r1.amount)} US Dollars;"),
        ("li", f"(b) Second Deposit. On or before {us_date(r2.date)}, an additional fifteen per "
               "cent of the Purchase Price;"),
        ("li", f"(c) Third Deposit. On or before {us_date(r3.date)}, the sum of "
               f"{words(r3.amount)} US Dollars;"),
        ("li", f"(d) Construction Deposits. Eight quarterly instalments of 5% each, the first "
               f"on {us_date(cd[0].date)} and each subsequent instalment on the fifteenth day of "
               "every third month thereafter; and"),
        ("li", "(e) Balance. The balance of the Purchase Price, being twenty-five percent (25%), "
               "at Closing, by wire transfer of immediately available federal funds."),
        ("p", "3.2 Escrow. All Deposits shall be held by Harbor Title & Escrow, Inc. (\"Escrow "
              "Agent\") in accordance with Section 718.202, Florida Statutes. Buyer acknowledges "
              "that Deposits in excess of ten percent (10%) of the Purchase Price may be used by "
              "Seller for construction purposes as permitted by that statute."),
        ("p", "3.3 Late Payment. Any Deposit not received within five (5) days after its due date "
              "shall incur a late charge of five percent (5%) of the overdue amount, and unpaid "
              "sums shall bear interest at eighteen percent (18%) per annum."),
        ("h", "Article 5. Closing Costs"),
        ("p", "5.1 Seller shall pay the documentary stamp taxes on the deed, the premium for the "
              "owner's title insurance policy and the initial working capital contribution to "
              "the condominium association. The estimated monthly assessment for the Unit is "
              "$1,475.00 for the first budget year and will be prorated at Closing."),
        ("h", "Article 9. Default"),
        ("p", "9.1 Buyer's Default. If Buyer fails to perform under this Agreement, Seller may "
              "terminate this Agreement and retain the Deposits as liquidated damages, provided "
              "that Seller shall refund any Deposits in excess of fifteen percent (15%) of the "
              "Purchase Price within thirty (30) days after termination."),
        ("p", "9.2 Seller's Default. If Seller fails to perform, Buyer may obtain a refund of "
              "all Deposits with interest, or seek specific performance. If Seller does not "
              "complete construction by February 1, 2030, Buyer may cancel and receive a full "
              "refund."),
        ("h", "Article 12. Miscellaneous"),
        ("p", "12.1 Buyer's Right to Cancel. THIS AGREEMENT IS VOIDABLE BY BUYER BY DELIVERING "
              "WRITTEN NOTICE OF CANCELLATION WITHIN 15 DAYS AFTER THE DATE OF EXECUTION BY "
              "BUYER AND RECEIPT OF ALL DOCUMENTS REQUIRED UNDER SECTION 718.503, FLORIDA "
              "STATUTES."),
        ("p", "12.2 Governing Law. This Agreement shall be governed by the laws of the State of "
              "Florida. Venue lies exclusively in Miami-Dade County."),
        ("p", "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective "
              "Date. SELLER: Aurelia Bay Development, LLC, By: ______________, Name: Marcus T. "
              "Lindgren, Title: Manager. BUYER: ______________ Caroline M. Whitfield."),
    ]
    emit("01_miami_condo_words_only_quarterly", "txt", b, plan)


def w02_dubai_words_and_figures():
    """PDF, AED. US-style drafting of a Dubai SPA. Amounts in words with figures,
    percentages in words with figures, fees section BEFORE the payment clause,
    a construction-progress instalment and distractor percentages."""
    price = D(2000000)
    plan = Plan(price)
    dld = plan.add("DLD Registration Fee", pct=4, amount=80000, fee=True)
    adm = plan.add("Administrative Fee", amount=5000, fee=True)
    r1 = plan.add("Deposit", pct=10, amount=200000)
    r2 = plan.add("Second Installment", pct=15, amount=300000, date=d(2026, 6, 1))
    r3 = plan.add("Third Installment", pct=5, amount=100000, date=d(2026, 12, 15))
    r4 = plan.add("Construction Installment", pct=20)
    r5 = plan.add("Fifth Installment", pct=10, date=d(2027, 6, 1))
    r6 = plan.add("Handover Installment", pct=40)
    plan.check()

    def aed(x):
        return f"{words(x)} Dirhams (AED {m(x)})"

    b = [
        ("title", "AGREEMENT OF SALE AND PURCHASE"),
        ("sub", "The Residences at Meydan Crescent - Unit 3105"),
        ("p", "This Agreement of Sale and Purchase (this \"Agreement\") is made and entered into "
              "as of March 9, 2026, by and between MEYDAN CRESCENT PROPERTIES L.L.C., a limited "
              "liability company organized under the laws of the Emirate of Dubai, with offices "
              "at Suite 2210, Crescent Business Tower, Nad Al Sheba 1, Dubai (the \"Developer\"), "
              "and JONATHAN R. HAYES, a citizen of the United States of America, holder of "
              "passport no. 548812273 (the \"Purchaser\")."),
        ("h", "Recitals"),
        ("p", "WHEREAS, the Developer is developing a residential building known as The "
              "Residences at Meydan Crescent (the \"Building\") on Plot No. 611-4058, Nad Al "
              "Sheba, Dubai; and WHEREAS, the Purchaser desires to purchase from the Developer "
              "Unit 3105 on the 31st floor of the Building, containing approximately 1,846 "
              "square feet (171.50 square meters) (the \"Unit\"); NOW, THEREFORE, in "
              "consideration of the mutual covenants herein, the parties agree as follows:"),
        ("h", "Section 1. Purchase Price"),
        ("p", f"1.1 The purchase price for the Unit is Two Million UAE Dirhams (AED {m(price)}) "
              "(the \"Purchase Price\"), which equates to approximately AED 1,083.42 per square "
              "foot and includes one (1) parking space."),
        ("h", "Section 2. Anticipated Completion"),
        ("p", "2.1 The Developer anticipates that the Building will be completed and the Unit "
              "handed over to the Purchaser on or before December 31, 2027 (the \"Anticipated "
              "Completion Date\"), subject to an extension of up to twelve (12) months pursuant "
              "to Section 8.3."),
        ("h", "Section 3. Registration Fees"),
        ("p", f"3.1 Upon execution of this Agreement, the Purchaser shall pay to the Developer, "
              f"for onward payment to the Dubai Land Department, (a) the registration fee equal "
              f"to four percent (4%) of the Purchase Price, being {aed(dld.amount)}; and (b) an "
              f"administrative fee of {aed(adm.amount)}. Such fees are in addition to, and do not "
              "form part of, the Purchase Price."),
        ("h", "Section 4. Payment of the Purchase Price"),
        ("p", "4.1 The Purchaser shall pay the Purchase Price to the Developer's escrow account "
              "as follows:"),
        ("li", f"(a) a deposit of ten percent (10%) of the Purchase Price, being "
               f"{aed(r1.amount)}, upon the execution of this Agreement;"),
        ("li", f"(b) fifteen percent (15%) of the Purchase Price, being {aed(r2.amount)}, on or "
               f"before {us_date(r2.date)};"),
        ("li", f"(c) {aed(r3.amount)}, representing five percent (5%) of the Purchase Price, on "
               f"or before {us_date(r3.date)};"),
        ("li", "(d) twenty percent (20%) of the Purchase Price within fourteen (14) days after "
               "the Developer's written notice that fifty percent (50%) of the construction of "
               "the Building has been completed, as certified by the project consultant;"),
        ("li", f"(e) ten percent (10%) of the Purchase Price on or before {us_date(r5.date)}; "
               "and"),
        ("li", "(f) the remaining forty percent (40%) of the Purchase Price upon Handover."),
        ("p", "4.2 Any amount not paid when due shall bear interest at the rate of one and "
              "one-half percent (1.5%) per month from the due date until paid in full."),
        ("h", "Section 6. Assignment"),
        ("p", "6.1 The Purchaser may not assign this Agreement until at least forty percent (40%) "
              "of the Purchase Price has been paid, and then only with the Developer's consent "
              "and upon payment of an assignment fee to be notified at that time."),
        ("h", "Section 8. Default and Termination"),
        ("p", "8.1 If the Purchaser fails to cure a payment default within thirty (30) days "
              "after notice, the Developer may terminate this Agreement in accordance with "
              "Article 11 of Law No. 13 of 2008. 8.2 Upon such termination, if construction "
              "has exceeded eighty percent (80%), the Developer may retain all amounts paid; if "
              "construction is between sixty percent (60%) and eighty percent (80%), the "
              "Developer may retain up to forty percent (40%) of the Purchase Price; otherwise "
              "the Developer may retain up to twenty-five percent (25%) of the Purchase Price "
              "and shall refund the balance of the amounts paid within one (1) year."),
        ("p", "8.3 The Anticipated Completion Date shall be extended for force majeure for the "
              "duration of the event, not to exceed twelve (12) months in the aggregate."),
        ("h", "Section 12. Governing Law"),
        ("p", "12.1 This Agreement shall be governed by and construed in accordance with the "
              "laws of the Emirate of Dubai and, to the extent applicable, the federal laws of "
              "the United Arab Emirates."),
        ("p", "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first "
              "written above.   DEVELOPER: ______________   PURCHASER: ______________"),
    ]
    emit("02_dubai_words_and_figures_fees_first", "pdf", b, plan)


def w03_punta_cana_monthly():
    """TXT, USD. Caribbean resort condo, American drafting; a 24-month series with the
    first date written day-first in words ('1 January 2027'), month-first elsewhere;
    transfer tax and legal fees after the plan."""
    price = D(480000)
    plan = Plan(price)
    r1 = plan.add("Down Payment", pct=20, amount=96000)
    r2 = plan.add("Second Payment", pct=25, amount=120000, date=d(2026, 9, 1))
    mi = plan.series("Monthly Installment {i} of {n}", 24, d(2027, 1, 1), 1, amount=5000)
    bal = plan.add("Balance upon Delivery", pct=30, amount=144000)
    tax = plan.add("Real Estate Transfer Tax", pct=3, amount=14400, fee=True)
    leg = plan.add("Notary and Legal Fees", amount=1500, fee=True)
    plan.check()

    b = [
        ("title", "Condominium Unit Purchase Agreement"),
        ("sub", "Coral Reserve Residences - Cap Cana, Punta Cana, Dominican Republic"),
        ("p", "This Condominium Unit Purchase Agreement (the \"Agreement\") is made as of "
              "March 20, 2026 (the \"Effective Date\"), by and between CORAL RESERVE "
              "DEVELOPMENT, S.R.L., a company organized under the laws of the Dominican "
              "Republic, RNC 1-32-44871-9, with its principal office at Boulevard Zona Hotelera "
              "No. 12, Punta Cana, La Altagracia (\"Seller\"), and MICHAEL and JENNIFER "
              "ALVAREZ, husband and wife, residing at 2217 Oak Hollow Drive, Austin, Texas 78704, "
              "U.S.A. (together, \"Buyer\")."),
        ("h", "1. Property"),
        ("p", "1.1 Seller shall sell and Buyer shall purchase Unit B-204, second floor, Building "
              "B, of the Coral Reserve Residences condominium (the \"Unit\"), to be built on Lot "
              "No. 17, Parcel 506-A, Cadastral District No. 11/4, Higuey, having approximately "
              "1,240 square feet (115.20 square meters) of interior area and a terrace of 180 "
              "square feet."),
        ("p", "1.2 Seller estimates that the Unit will be delivered on or about March 31, 2029 "
              "(the \"Estimated Delivery Date\")."),
        ("h", "2. Purchase Price and Payments"),
        ("p", f"2.1 The purchase price of the Unit is {words(price)} US Dollars "
              f"(USD {m(price)}) (the \"Purchase Price\"). Payments may be made in Dominican "
              "pesos at the reference rate of the Central Bank on the payment date (for "
              "reference, DOP 60.50 per US Dollar on the Effective Date)."),
        ("p", "2.2 Buyer shall pay the Purchase Price as follows:"),
        ("li", f"(i) Down Payment: twenty percent (20%) of the Purchase Price, USD "
               f"{m(r1.amount, True)}, upon signing of this Agreement;"),
        ("li", f"(ii) Second Payment: twenty-five percent (25%) of the Purchase Price, USD "
               f"{m(r2.amount, True)}, on or before {us_date(r2.date)};"),
        ("li", f"(iii) Monthly Installments: twenty-four (24) equal monthly instalments of USD "
               f"{m(mi[0].amount)} each beginning on {long_date(mi[0].date)} and continuing on "
               f"the first day of each calendar month thereafter through and including "
               f"{us_date(mi[-1].date)}; and"),
        ("li", f"(iv) Balance: USD {m(bal.amount, True)} (thirty percent (30%) of the Purchase "
               "Price) upon Delivery of the Unit, against execution of the final deed of sale."),
        ("p", "2.3 Late Charge. Any payment received more than ten (10) days after its due date "
              "shall bear a late charge of five percent (5%) of the amount due."),
        ("p", f"2.4 Closing Costs. In addition to the Purchase Price, Buyer shall pay: (a) the "
              f"real estate transfer tax of three percent (3%) of the Purchase Price, USD "
              f"{m(tax.amount)}, at the time of registration of title; and (b) notary and legal fees of "
              f"{words(leg.amount)} US Dollars (USD {m(leg.amount)}) upon signing of this "
              "Agreement."),
        ("h", "3. Rental Program"),
        ("p", "3.1 Buyer may elect to place the Unit in Seller's rental program, under which "
              "Buyer will receive sixty percent (60%) of net rental revenues. Homeowners' "
              "association dues are estimated at USD 0.35 per square foot per month."),
        ("h", "4. Default"),
        ("p", "4.1 If Buyer fails to make any payment within thirty (30) days after written "
              "notice, Seller may terminate this Agreement and retain thirty percent (30%) of "
              "the amounts paid as liquidated damages, refunding the remainder within one "
              "hundred twenty (120) days. 4.2 If Seller fails to deliver the Unit within twelve "
              "(12) months after the Estimated Delivery Date, Buyer may terminate and receive "
              "a refund of one hundred percent (100%) of all amounts paid."),
        ("h", "5. Governing Law"),
        ("p", "5.1 This Agreement shall be governed by the laws of the Dominican Republic. "
              "Any dispute shall be resolved by arbitration in Santo Domingo under the rules "
              "of the Chamber of Commerce and Production of Santo Domingo."),
        ("p", "SELLER: ______________ By: Rafael Peralta, President.   BUYER: ______________ "
              "Michael Alvarez   ______________ Jennifer Alvarez"),
    ]
    emit("03_punta_cana_24_monthly_series", "txt", b, plan)


def w04_tampa_numeric_monthfirst():
    """PDF, USD. Numeric dates written month first THROUGHOUT (with days above 12 to
    show it); a semi-annual series stated in words; processing fee after the plan."""
    price = D(1180000)
    plan = Plan(price)
    r1 = plan.add("Initial Deposit", pct=10, amount=118000)
    r2 = plan.add("Second Deposit", pct=10, amount=118000, date=d(2026, 5, 15))
    si = plan.series("Construction Installment {i} of {n}", 4, d(2026, 11, 15), 6,
                     pct=D("7.5"))
    bal = plan.add("Balance at Closing", pct=50)
    fee = plan.add("Document and Processing Fee", amount=750, fee=True)
    plan.check()

    b = [
        ("title", "RESIDENTIAL CONDOMINIUM PURCHASE AGREEMENT"),
        ("sub", "Harbor Point Tower - Tampa, Florida"),
        ("p", "Agreement No. HPT-1204        Effective Date: 02/17/2026"),
        ("p", "This Agreement is made between HARBOR POINT TOWER DEVELOPER, LLC, a Delaware "
              "limited liability company authorized to do business in Florida, 2200 Harbor "
              "Point Boulevard, Suite 400, Tampa, Florida 33602 (\"Seller\"), and DAVID K. "
              "OYELARAN and GRACE A. OYELARAN, 88 Magnolia Lane, Savannah, Georgia 31405 "
              "(collectively, \"Buyer\")."),
        ("h", "1. Property"),
        ("p", "1.1 Unit 1204 on the twelfth (12th) floor of Harbor Point Tower, a condominium, "
              "containing approximately 1,865 square feet, with assigned garage spaces G-117 "
              "and G-118 and storage locker S-42. Parcel ID A-19-29-18-4FF-000012-01204."),
        ("p", "1.2 The estimated date of substantial completion is 12/31/2028. Seller shall give "
              "Buyer not less than thirty (30) days' notice of the Closing date."),
        ("h", "2. Purchase Price"),
        ("p", f"2.1 The purchase price is {words(price)} Dollars (${m(price, True)}) (the "
              "\"Purchase Price\")."),
        ("p", "2.2 Buyer shall pay the Purchase Price as follows:"),
        ("li", f"(a) Initial Deposit: ten percent (10%) of the Purchase Price "
               f"(${m(r1.amount, True)}) within three (3) business days after the Effective "
               "Date;"),
        ("li", f"(b) Second Deposit: ten percent (10%) of the Purchase Price "
               f"(${m(r2.amount, True)}) on or before {us_slash(r2.date)};"),
        ("li", f"(c) Construction Installments: four (4) semi-annual installments of seven and "
               f"one-half percent (7.5%) of the Purchase Price each, the first due on "
               f"{us_slash(si[0].date)} and the remaining installments due every six (6) months "
               "thereafter; and"),
        ("li", "(d) Balance at Closing: the balance of fifty percent (50%) of the Purchase "
               "Price at Closing, by wire transfer."),
        ("p", f"2.3 Together with the Initial Deposit, Buyer shall pay Seller a non-refundable "
              f"document and processing fee of ${m(fee.amount, True)}, which is not credited "
              "against the Purchase Price."),
        ("p", "2.4 Deposits shall be held in escrow by Gulfside Title Company under Escrow "
              "Agreement dated 01/14/2026. Seller may use Deposits exceeding ten percent (10%) "
              "of the Purchase Price for construction as permitted by Section 718.202, Florida "
              "Statutes."),
        ("h", "3. Financing"),
        ("p", "3.1 This Agreement is not contingent on financing. If Buyer obtains a mortgage "
              "loan, Buyer shall apply by 03/31/2026 for a loan of not more than eighty percent "
              "(80%) of the Purchase Price."),
        ("h", "4. Default"),
        ("p", "4.1 Any payment more than ten (10) days late shall incur a late fee of five "
              "percent (5%) and interest at eighteen percent (18%) per annum. 4.2 If Buyer "
              "defaults and fails to cure within fifteen (15) days after notice, Seller may "
              "retain the Deposits up to ten percent (10%) of the Purchase Price as liquidated "
              "damages and refund any excess. 4.3 If Seller fails to close by 06/30/2030, Buyer "
              "may terminate and receive a refund of all Deposits."),
        ("h", "5. Association"),
        ("p", "5.1 The estimated monthly assessment is $0.85 per square foot ($1,585.25 per "
              "month). Seller shall pay the initial capital contribution to the association "
              "and the documentary stamp taxes on the deed."),
        ("h", "6. Miscellaneous"),
        ("p", "6.1 This Agreement is governed by Florida law. 6.2 Buyer may cancel within "
              "fifteen (15) days after execution under Section 718.503, Florida Statutes. "
              "6.3 Signed by Buyer on 02/17/2026 and by Seller on 02/18/2026."),
        ("p", "SELLER: ______________   BUYER: ______________  ______________"),
    ]
    emit("04_tampa_numeric_month_first_semiannual", "pdf", b, plan)


def w05_dubai_villa_post_handover():
    """TXT, AED. US-style drafting; amounts only in words; percentages in words, some
    without figures; annual post-handover series; fees after the plan, one in words only."""
    price = D(3200000)
    plan = Plan(price)
    r1 = plan.add("First Installment", pct=10, amount=320000)
    r2 = plan.add("Second Installment", pct=15, amount=480000, date=d(2025, 12, 15))
    r3 = plan.add("Third Installment", pct=10, date=d(2027, 6, 1))
    r4 = plan.add("Fourth Installment", pct=15)
    r5 = plan.add("Handover Installment", pct=20)
    ph = plan.series("Post-Handover Installment {i} of {n}", 3, d(2028, 12, 15), 12, pct=10,
                     post=True)
    dld = plan.add("DLD Registration Fee", pct=4, fee=True)
    adm = plan.add("Administrative Fee", amount=5250, fee=True)
    plan.check()

    b = [
        ("title", "Villa Purchase Agreement"),
        ("sub", "Saffron Grove Villas - Dubailand"),
        ("p", "This Villa Purchase Agreement (this \"Agreement\") is made as of November 3, 2025 "
              "by and between SAFFRON GROVE REAL ESTATE DEVELOPMENT L.L.C., a Dubai limited "
              "liability company (\"Developer\"), and SARAH ELIZABETH COLLINS and ANDREW JAMES "
              "COLLINS, residents of 1904 Hawthorne Street, Charlotte, North Carolina 28205 "
              "(collectively, \"Purchaser\")."),
        ("h", "Section 1. Definitions"),
        ("p", "1.1 \"Villa\" means Villa 42, Saffron Grove Villas, Plot No. 648-3310, Dubailand, "
              "with a plot area of approximately 5,120 square feet and a built-up area of "
              "approximately 3,960 square feet. 1.2 \"Handover\" means delivery of the Villa to "
              "Purchaser following completion, which Developer anticipates will occur on or "
              "before June 30, 2028. 1.3 \"Project Consultant\" means Al Noor Engineering "
              "Consultants, License No. 224017."),
        ("h", "Section 4. Purchase Price"),
        ("p", f"4.1 The purchase price for the Villa is {words(price)} UAE Dirhams (AED "
              f"{m(price)}) (the \"Purchase Price\")."),
        ("h", "Section 5. Payment Terms"),
        ("p", "5.1 Purchaser shall pay the Purchase Price in the following installments:"),
        ("li", f"(a) First Installment: ten percent (10%) of the Purchase Price, being "
               f"{words(r1.amount)} Dirhams, upon signing of this Agreement;"),
        ("li", f"(b) Second Installment: {words(r2.amount)} Dirhams, being fifteen per cent of "
               f"the Purchase Price, on or before {us_date(r2.date)};"),
        ("li", f"(c) Third Installment: ten percent (10%) of the Purchase Price on or before "
               f"{us_date(r3.date)};"),
        ("li", "(d) Fourth Installment: fifteen per cent of the Purchase Price upon completion "
               "of the structural works (topping out) of the Villa, as certified by the Project "
               "Consultant;"),
        ("li", "(e) Handover Installment: twenty percent (20%) of the Purchase Price upon "
               "Handover; and"),
        ("li", f"(f) Post-Handover Installments: the remaining thirty percent (30%) of the "
               f"Purchase Price in three (3) annual installments of ten percent (10%) each, the "
               f"first on {us_date(ph[0].date)} and the others on the same day of each "
               "following year."),
        ("p", "5.2 Purchaser shall deliver post-dated checks for the Post-Handover "
              "Installments prior to Handover. Developer may, in its discretion, accept early "
              "payment without discount."),
        ("p", f"5.3 In addition to the Purchase Price, Purchaser shall pay (a) the Dubai Land "
              f"Department registration fee of four percent (4%) of the Purchase Price within "
              f"thirty (30) days after signing of this Agreement, and (b) an administrative fee "
              f"of {words(adm.amount)} Dirhams upon signing of this Agreement."),
        ("p", "5.4 Overdue amounts shall bear a delay charge of one and one-half percent (1.5%) "
              "per month until paid."),
        ("h", "Section 7. Resale and Default"),
        ("p", "7.1 Purchaser may resell the Villa prior to Handover only after payment of at "
              "least thirty percent (30%) of the Purchase Price. 7.2 Upon Purchaser's default, "
              "Developer may terminate this Agreement and (a) if construction has exceeded "
              "eighty percent (80%), retain all amounts paid and claim up to forty percent "
              "(40%) of the Purchase Price; (b) if construction is between sixty percent (60%) "
              "and eighty percent (80%), retain up to forty percent (40%) of the Purchase Price; "
              "or (c) if construction is below sixty percent (60%), retain up to twenty-five "
              "percent (25%) of the Purchase Price and refund the balance within one year."),
        ("h", "Section 9. Handover Delay"),
        ("p", "9.1 If Handover has not occurred by December 31, 2028, Purchaser shall receive "
              "compensation equal to one percent (1%) of the amounts paid for each full month "
              "of delay, up to a maximum of ten percent (10%)."),
        ("h", "Section 12. Governing Law"),
        ("p", "12.1 This Agreement is governed by the laws of the Emirate of Dubai and the "
              "applicable federal laws of the United Arab Emirates."),
        ("p", "DEVELOPER: ______________   PURCHASER: ______________  ______________"),
    ]
    emit("05_dubai_villa_annual_post_handover", "txt", b, plan)


def w06_turks_caicos_quarterly():
    """DOCX, USD. Reservation fee first (not credited against the price), a quarterly
    series with the amount only in words, 'ten per cent' without figures, balance."""
    price = D(960000)
    plan = Plan(price)
    res = plan.add("Reservation Fee", amount=10000, fee=True)
    dep = plan.add("Deposit", pct=15)
    qi = plan.series("Quarterly Installment {i} of {n}", 8, d(2026, 3, 15), 3, amount=48000)
    r3 = plan.add("Further Payment", pct=10, date=d(2028, 4, 15))
    bal = plan.add("Balance upon Completion", pct=35)
    plan.check()

    b = [
        ("title", "AGREEMENT FOR SALE OF VILLA"),
        ("sub", "Long Bay Point, Providenciales, Turks and Caicos Islands"),
        ("p", "THIS AGREEMENT is dated January 12, 2026 (the \"Effective Date\") and is made "
              "between LONG BAY POINT DEVELOPMENTS LTD., a company incorporated in the Turks and "
              "Caicos Islands with registration number E 41187 (the \"Vendor\"), and ROBERT J. "
              "KESSLER, of 74 Ridgewood Road, Greenwich, Connecticut 06830 (the \"Purchaser\")."),
        ("h", "1. The Property"),
        ("p", "1.1 Villa 7, Long Bay Point, being part of Parcel 60908/214, Long Bay, "
              "Providenciales, comprising a four-bedroom villa of approximately 3,480 square "
              "feet on a lot of approximately 0.42 acres, together with the right to use the "
              "beach club (the \"Property\")."),
        ("h", "2. Reservation"),
        ("p", f"2.1 On signing of this Agreement the Purchaser shall pay a non-refundable "
              f"reservation fee of {words(res.amount)} US Dollars, which shall not be credited "
              "against the Purchase Price."),
        ("h", "3. Purchase Price and Payment"),
        ("p", f"3.1 The purchase price of the Property is {words(price)} United States Dollars "
              f"(US${m(price)}) (the \"Purchase Price\")."),
        ("p", f"3.2 The Purchaser shall pay the Purchase Price to the Vendor's attorneys, "
              f"Hamilton & Greaves, as stakeholders, as follows: (a) a deposit of fifteen per "
              f"cent (15%) of the Purchase Price within ten (10) days after the Effective Date; "
              f"(b) eight (8) quarterly installments of {words(qi[0].amount)} US Dollars each, "
              f"the first on {us_date(qi[0].date)} and the others on the fifteenth day of every "
              f"third month thereafter; (c) a further payment of ten per cent on "
              f"{us_date(r3.date)}; and (d) the balance of thirty-five percent (35%) of the "
              "Purchase Price upon Completion."),
        ("p", "3.3 Installments paid late shall bear interest at one and one-half percent (1.5%) "
              "per month. Payments shall be made by wire transfer to account no. 0041-227193, "
              "routing reference TC-5570."),
        ("h", "4. Completion"),
        ("p", "4.1 The Vendor anticipates that the villa will be completed on or before "
              "September 30, 2028. The hurricane season (June 1 to November 30) shall not "
              "count as force majeure unless a named storm affects Providenciales. 4.2 "
              "Completion shall take place fourteen (14) days after the Vendor's notice that "
              "the certificate of occupancy has been issued."),
        ("h", "5. Rental Pool"),
        ("p", "5.1 The Purchaser may join the resort rental pool, under which the owner "
              "receives fifty-five percent (55%) of gross room revenue after a management fee."),
        ("h", "6. Default"),
        ("p", "6.1 If the Purchaser fails to pay any sum within twenty-one (21) days after "
              "notice, the Vendor may rescind this Agreement, retain twenty percent (20%) of the "
              "Purchase Price from the sums paid, and refund the balance within ninety (90) "
              "days. 6.2 If the Vendor fails to complete by September 30, 2029, the Purchaser "
              "may rescind and recover all sums paid with interest at six percent (6%) per "
              "annum."),
        ("h", "7. Costs and Law"),
        ("p", "7.1 Each party shall bear its own legal fees. 7.2 This Agreement is governed by "
              "the laws of the Turks and Caicos Islands."),
        ("p", "SIGNED by the Vendor ______________     SIGNED by the Purchaser ______________"),
    ]
    emit("06_turks_caicos_reservation_quarterly_words", "docx", b, plan)


if __name__ == "__main__":
    w01_miami_condo()
    w02_dubai_words_and_figures()
    w03_punta_cana_monthly()
    w04_tampa_numeric_monthfirst()
    w05_dubai_villa_post_handover()
    w06_turks_caicos_quarterly()
    print("written to", HERE)
