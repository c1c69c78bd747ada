#!/usr/bin/env python3
"""Generate the `no_plan_and_edge` agreements and their expected plans.

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
# Layout: no_plan_and_edge
# ---------------------------------------------------------------------------

def e01_resale_fully_paid():
    """TXT. Title transfer of a fully paid unit: full of prices, dates, paid fees,
    original SPA history. No payment plan -> []."""
    b = [
        ("title", "Deed of Sale and Transfer of Title"),
        ("sub", "(Fully Paid Residential Unit - Resale)"),
        ("p", "This Deed is dated 18 February 2026 and made at the Trustee Office, Office 304, "
              "Emaar Square Building 1, Downtown Dubai."),
        ("p", "BETWEEN (1) Mr. Ivan Sokolov, holder of passport no. 75 1184412 (the "
              "\"Transferor\"), and (2) Ms. Priya Raghavan and Mr. Karthik Raghavan, holders of "
              "passports nos. Z6612093 and Z6612094 (together the \"Transferee\")."),
        ("h", "1. Background"),
        ("p", "1.1 The Transferor purchased Apartment No. 1807, Level 18, Creekside Vista Tower 2, "
              "Plot No. 118-0456, Dubai Creek Harbour (the \"Property\"), having an area of "
              "1,432.67 sq ft (133.10 sq m), from Creekside Vista Developments L.L.C. under a sale "
              "and purchase agreement dated 14 May 2019 for AED 2,650,000."),
        ("p", "1.2 The original purchase price was paid in full on 30 June 2022 and the Property "
              "is registered in the name of the Transferor under Title Deed no. 0456/2022/11873 "
              "issued on 11 August 2022."),
        ("p", "1.3 The Developer issued its No Objection Certificate on 20 January 2026. The NOC "
              "fee of AED 5,000 plus VAT was paid by the Transferor."),
        ("h", "2. Consideration"),
        ("p", "2.1 The consideration for the transfer is AED 3,150,000 (Three Million One Hundred "
              "Fifty Thousand Dirhams), equivalent to approx. AED 2,198.69 per sq ft."),
        ("p", "2.2 The Transferor acknowledges that the consideration has been received in full, "
              "by manager's cheque no. 004412 drawn on Mashreq Bank dated 18 February 2026, "
              "handed over at the Trustee Office prior to the execution of this Deed. Nothing "
              "further is payable by the Transferee to the Transferor under this Deed."),
        ("p", "2.3 The Dubai Land Department transfer fee of 4% of the consideration (AED "
              "126,000), the title deed issuance fee of AED 580 and the Trustee Office fee of "
              "AED 4,200 (inclusive of VAT) have been paid by the Transferee at the Trustee "
              "Office today, as evidenced by DLD receipts nos. 2026-118834 to 2026-118836."),
        ("p", "2.4 The agency commission of 2% of the consideration (AED 63,000) has been settled "
              "by each party with its own broker and is not the subject of this Deed."),
        ("h", "3. Transfer"),
        ("p", "3.1 The Transferor hereby transfers to the Transferee all its rights, title and "
              "interest in the Property, free from any mortgage, charge or encumbrance. The "
              "mortgage in favour of First Gulf Lenders PJSC (registration no. M-22/1187) was "
              "released on 9 February 2026."),
        ("p", "3.2 The Transferee shall hold the Property as tenants in common in equal shares of "
              "50% each."),
        ("h", "4. Service Charges and Utilities"),
        ("p", "4.1 Service charges for 2026 (AED 15.75 per sq ft, i.e. AED 22,564.55 for the "
              "year) have been paid by the Transferor up to 31 March 2026 and no apportionment is "
              "due between the parties. DEWA premise no. 683004512 shall be "
              "transferred within 7 days."),
        ("h", "5. Warranties"),
        ("p", "5.1 The Transferor warrants that no amounts are outstanding to the Developer, the "
              "owners' association or any utility provider, and indemnifies the Transferee in "
              "respect of any claim for the same made within 12 months of today."),
        ("h", "6. Governing Law"),
        ("p", "6.1 This Deed is governed by the laws of the Emirate of Dubai."),
        ("p", "Transferor: ______________   Transferee: ______________ / ______________   "
              "Witness (Trustee Office): ______________"),
    ]
    emit("01_resale_fully_paid_transfer", "txt", b, None)


def e02_lease_addendum():
    """DOCX. Tenancy renewal addendum with a rent cheque schedule, deposit, Ejari and
    agency fees. Lease-like document -> []."""
    cheques = [d(2026, 4, 15), d(2026, 7, 15), d(2026, 10, 15), d(2027, 1, 15)]
    rent = D(145000)
    each = rent / 4
    rows = [["Cheque No.", "Cheque Date", "Amount (AED)", "Period Covered"]]
    periods = ["15 Apr 2026 - 14 Jul 2026", "15 Jul 2026 - 14 Oct 2026",
               "15 Oct 2026 - 14 Jan 2027", "15 Jan 2027 - 14 Apr 2027"]
    for k, (c, per) in enumerate(zip(cheques, periods)):
        rows.append([f"{100231 + k:06d}", slash_date(c), m(each, True), per])
    b = [
        ("title", "ADDENDUM NO. 2 TO TENANCY CONTRACT"),
        ("sub", "Ejari Contract No. 0120260041187 - Renewal"),
        ("p", "This Addendum is made on 2 March 2026 between OAKWOOD HOLDINGS L.L.C. (the "
              "\"Landlord\"), represented by its property manager Meridian Realty L.L.C. "
              "(RERA ORN 11842), and Mr. Daniel Okafor, Nigerian national, Emirates ID "
              "784-1986-4412893-1 (the \"Tenant\")."),
        ("h", "1. Premises"),
        ("p", "Apartment No. 1102, 11th floor, Seafront Residences Building A, Plot No. 367-2241, "
              "Jumeirah Beach Residence, Dubai; 2 bedrooms; area 1,318 sq ft; parking bay no. "
              "B1-88. Premises number (DEWA): 682119043."),
        ("h", "2. Term"),
        ("p", "The tenancy is renewed for one (1) year from 15 April 2026 to 14 April 2027 "
              "(the \"Renewal Term\")."),
        ("h", "3. Rent"),
        ("p", "3.1 The annual rent for the Renewal Term is AED 145,000 (One Hundred Forty-Five "
              "Thousand Dirhams), an increase of 5% over the previous annual rent of AED 138,095, "
              "in line with the RERA Rental Index (Decree No. 43 of 2013)."),
        ("p", "3.2 The rent shall be paid by four (4) post-dated cheques in favour of the "
              "Landlord, delivered on signing of this Addendum:"),
        ("table", rows),
        ("p", "3.3 A returned cheque shall attract a charge of AED 500 and the Landlord may "
              "demand the full outstanding rent in cash."),
        ("h", "4. Deposit and Fees"),
        ("p", "4.1 The security deposit of AED 7,250 (5% of the annual rent) held under the "
              "original Tenancy Contract dated 10 April 2024 continues to be held by the "
              "Landlord and shall be refunded within 30 days after the end of the tenancy, "
              "less any deductions for damage."),
        ("p", "4.2 The Ejari renewal fee of AED 220 and the property manager's renewal fee of "
              "AED 1,050 (inclusive of VAT) have been paid by the Tenant on 28 February 2026."),
        ("h", "5. Maintenance"),
        ("p", "5.1 Minor maintenance up to AED 500 per item shall be borne by the Tenant; major "
              "maintenance by the Landlord. Chiller (district cooling) charges are payable by "
              "the Tenant directly to the provider."),
        ("h", "6. Early Termination"),
        ("p", "6.1 The Tenant may terminate early on 60 days' written notice and payment of a "
              "penalty equal to two (2) months' rent (AED 24,166.67). Unused cheques shall be "
              "returned to the Tenant."),
        ("h", "7. Other Terms"),
        ("p", "7.1 All other terms of the Tenancy Contract remain unchanged. This Addendum is "
              "governed by Law No. 26 of 2007 as amended and disputes shall be referred to the "
              "Rental Disputes Centre, Dubai."),
        ("p", "Landlord (by its agent): ______________        Tenant: ______________"),
    ]
    emit("02_lease_renewal_addendum", "docx", b, None)


def e03_offer_letter():
    """PDF. Sales offer with a price breakdown, indicative fees and plan options in
    words only. No schedule -> []."""
    b = [
        ("title", "LETTER OF OFFER"),
        ("sub", "Verdana Park Residences - Dubai South"),
        ("p", "Offer Ref: VPR/OFF/2026/0331       Date: 9 March 2026       Valid until: 31 March "
              "2026"),
        ("p", "To: Mr. and Mrs. Haruto Sato, Flat 6, 44 Kensington Court, London W8 5DT, "
              "United Kingdom"),
        ("p", "Dear Mr. and Mrs. Sato,"),
        ("p", "Further to your visit to our sales centre at Office 1402, Marina Plaza on 7 March "
              "2026, we are pleased to offer you the following unit, subject to availability at "
              "the time of reservation and to contract."),
        ("h", "Unit Details"),
        ("table", [
            ["Particular", "Detail"],
            ["Unit", "Townhouse TH-2-31, Cluster 2, Plot No. 531-0077"],
            ["Type", "3 bedrooms + maid, end unit"],
            ["Built-up area", "2,140 sq ft (198.81 sq m)"],
            ["Plot area", "2,890 sq ft"],
            ["Anticipated completion", "Q3 2028 (30 September 2028)"],
        ], {"widths": [55, 110]}),
        ("h", "Price Breakdown"),
        ("table", [
            ["Item", "Basis", "Amount (AED)"],
            ["Built-up area", "2,140 sq ft x AED 915 per sq ft", "1,958,100"],
            ["End-unit premium", "Lump sum", "45,000"],
            ["Less: launch discount", "2% of AED 2,003,100 (rounded)", "(40,062)"],
            ["Net Purchase Price", "", "1,963,038"],
        ], {"widths": [55, 75, 35]}),
        ("p", "For information only, the Dubai Land Department registration fee is currently 4% "
              "of the purchase price and the Oqood registration fee is AED 1,150; these will be "
              "stated in the Sale and Purchase Agreement if you proceed."),
        ("h", "Payment Plan"),
        ("p", "The developer currently offers two payment plan options: a 60/40 plan and a "
              "post-handover plan. The detailed schedule of instalments and their due dates "
              "will be set out in the Sale and Purchase Agreement issued after reservation. No "
              "payment is due under this letter."),
        ("h", "Conditions"),
        ("p", "1. This offer does not constitute a binding agreement and does not reserve the "
              "unit. 2. Prices are subject to change without notice until a Reservation Form is "
              "signed. 3. Service charges are estimated at AED 4.20 per sq ft per annum. 4. "
              "Areas are approximate and may vary by up to 3%. 5. Images in the brochure (pages "
              "12 to 18) are artist's impressions."),
        ("p", "We look forward to welcoming you as a Verdana Park homeowner. For questions, call "
              "our sales team on +971 4 558 2100 (ext. 214)."),
        ("p", "Yours sincerely,"),
        ("p", "Layla Haddad, Senior Sales Manager, Verdana Park Developments L.L.C."),
    ]
    emit("03_offer_letter_price_breakdown_only", "pdf", b, None)


def e04_termination_settlement():
    """TXT. Mutual termination of an SPA: payment history, refund percentages and a
    dated refund schedule payable BY the developer. Not a payment plan -> []."""
    b = [
        ("title", "Mutual Termination and Settlement Agreement"),
        ("p", "Dated: 24 February 2026"),
        ("p", "Parties: (1) SKYRISE CANAL DEVELOPMENTS L.L.C. (the \"Developer\"), licence "
              "no. 884012, Office 1702, Bay Gate Tower, Business Bay, Dubai; and (2) Mr. "
              "Farhan Qureshi, passport no. BK4418821 (the \"Purchaser\")."),
        ("h", "Recitals"),
        ("p", "A. By a Sale and Purchase Agreement dated 15 June 2023 (the \"SPA\"), the "
              "Purchaser agreed to buy Unit 1506, Level 15, Skyrise Canal Tower, Plot No. "
              "345-1172, Business Bay (area 1,020 sq ft) for AED 3,400,000."),
        ("p", "B. Under the SPA the Purchaser has paid a total of AED 1,020,000 (30% of the "
              "purchase price), as follows: AED 340,000 on 15 June 2023; AED 340,000 on 15 "
              "December 2023; and AED 340,000 on 15 June 2024. The instalment of AED 340,000 due "
              "on 15 December 2024 and all subsequent instalments remain unpaid."),
        ("p", "C. The Developer served a default notice on 3 February 2025 under Article 11 of "
              "Law No. 13 of 2008. Construction of the project was certified at 47% complete on "
              "31 January 2026."),
        ("p", "D. The parties have agreed to terminate the SPA on the terms below."),
        ("h", "1. Termination"),
        ("p", "1.1 The SPA is terminated with effect from the date of this Agreement. Neither "
              "party shall have any further obligation under the SPA except as set out here."),
        ("h", "2. Settlement"),
        ("p", "2.1 As construction is below sixty percent (60%), the Developer is entitled under "
              "the SPA to retain up to 25% of the amounts paid. The Developer agrees to retain "
              "only 20% of the amounts paid (AED 204,000) and to refund 80% of the amounts paid, "
              "being AED 816,000 (the \"Refund Amount\")."),
        ("p", "2.2 The Developer shall pay the Refund Amount to the Purchaser in two tranches: "
              "AED 408,000 on or before 30 April 2026, and AED 408,000 on or before 31 July 2026, "
              "by transfer to the Purchaser's account IBAN AE07 0331 2345 6789 0123 456."),
        ("p", "2.3 If the Developer fails to pay any tranche on time, the unpaid balance shall "
              "bear interest at 1% per month until paid."),
        ("p", "2.4 The DLD registration fee of 4% (AED 136,000) and the Oqood fee of AED 1,150 "
              "paid under the SPA are not refundable. The Developer shall at its own cost "
              "cancel the interim registration within 14 days of the date hereof."),
        ("h", "3. Release"),
        ("p", "3.1 Upon receipt of the full Refund Amount, the Purchaser releases the Developer "
              "from all claims arising out of the SPA, including any claim for delay "
              "compensation of 1% per month."),
        ("h", "4. Confidentiality and Law"),
        ("p", "4.1 The terms of this Agreement are confidential. 4.2 This Agreement is governed by "
              "the laws of the Emirate of Dubai; the Dubai Courts have exclusive jurisdiction."),
        ("p", "Signed for the Developer ______________     Signed by the Purchaser ______________"),
    ]
    emit("04_termination_settlement_refunds", "txt", b, None)


def e05_single_payment():
    """DOCX. Ready unit sold by the developer: one row, 100% on transfer (event)."""
    price = D(1390000)
    plan = Plan(price)
    row = plan.add("Full Purchase Price on Transfer", pct=100)
    plan.check()
    b = [
        ("title", "SALE AND PURCHASE AGREEMENT (READY UNIT)"),
        ("p", "Agreement No. GV-R-0317    Date: 12 March 2026"),
        ("p", "This Agreement is made between GREENVIEW COMMUNITIES L.L.C., licence no. 650114, "
              "P.O. Box 71553, Dubai (the \"Seller\") and Mrs. Anna Lindqvist, Swedish national, "
              "passport no. 91187342 (the \"Purchaser\")."),
        ("h", "1. The Unit"),
        ("p", "1.1 Apartment No. 409, 4th floor, Greenview Residences Building 12, Plot No. "
              "681-3390, Dubai Hills; area 948 sq ft (88.07 sq m); one parking bay (no. G-209). "
              "The Building Completion Certificate was issued on 20 November 2025."),
        ("h", "2. Purchase Price"),
        ("p", f"2.1 The Purchase Price is AED {m(price)} (One Million Three Hundred Ninety "
              "Thousand UAE Dirhams)."),
        ("h", "3. Payment"),
        ("p", f"3.1 The Purchaser shall pay one hundred percent (100%) of the Purchase Price, "
              f"AED {m(row.amount)}, on transfer of title at the Trustee Office, by manager's "
              "cheque in favour of the Seller, against registration of the Unit in the "
              "Purchaser's name."),
        ("p", "3.2 No deposit or other instalment is payable. The Seller shall bear all Dubai "
              "Land Department transfer fees and Trustee Office fees relating to the transfer."),
        ("h", "4. Transfer Date"),
        ("p", "4.1 Transfer shall take place on a date agreed by the parties, and in any event "
              "on or before 30 April 2026 (the \"Long-Stop Date\"). If transfer has not "
              "occurred by the Long-Stop Date through the Purchaser's fault, the Seller may "
              "terminate this Agreement by written notice and claim liquidated damages of 10% of "
              "the Purchase Price."),
        ("h", "5. Handover"),
        ("p", "5.1 Keys and access cards (2 sets) shall be delivered on transfer. The Purchaser "
              "shall pay service charges (AED 14.20 per sq ft per annum) from the transfer date; "
              "the Seller has paid service charges up to 31 March 2026."),
        ("h", "6. Governing Law"),
        ("p", "6.1 The laws of the Emirate of Dubai apply."),
        ("p", "For the Seller: ______________      The Purchaser: ______________"),
    ]
    emit("05_single_payment_on_transfer", "docx", b, plan)


def e06_cash_date_and_fees():
    """TXT. Secondary sale: one date-stamped cash payment (no percentage stated)
    followed by buyer's fees."""
    price = D(1650000)
    plan = Plan(price)
    cash = plan.add("Purchase Price by Manager's Cheque", amount=price, date=d(2026, 5, 20))
    dld = plan.add("DLD Transfer Fee", pct=4, fee=True)
    tr = plan.add("Trustee Office Fee", amount=4200, fee=True)
    td = plan.add("Title Deed Issuance Fee", amount=580, fee=True)
    plan.check()
    b = [
        ("title", "Memorandum of Understanding - Sale of Property"),
        ("sub", "(Cash Buyer - No Mortgage)"),
        ("p", "Date: 06/03/2026.  Place: Blue Key Realty, Office 2104, Prime Tower, Business Bay."),
        ("p", "SELLER: Mr. Georges Haddad, passport no. LR0448192.  BUYER: Mr. Aditya Verma, "
              "Emirates ID 784-1990-3318840-2.  BROKER: Blue Key Realty L.L.C., ORN 20117."),
        ("h", "1. Property"),
        ("p", "Villa No. 23, Street 4, Meadows 7, Plot No. 427-0311, Emirates Living, Dubai. "
              "Plot 5,645 sq ft; BUA 3,820 sq ft; Title Deed no. 0311/2014/04417."),
        ("h", "2. Price and Payment"),
        ("p", f"2.1 The agreed purchase price is AED {m(price)} (One Million Six Hundred Fifty "
              "Thousand Dirhams) (the \"Purchase Price\")."),
        ("p", f"2.2 The Buyer shall pay the Purchase Price in one payment of AED "
              f"{m(cash.amount, True)} by manager's cheque in favour of the Seller, to be "
              f"handed over at the Trustee Office on {ord_date(cash.date)}."),
        ("p", "2.3 In addition to the Purchase Price, the Buyer shall pay at the Trustee Office, "
              "before the transfer is registered:"),
        ("li", f"(a) the Dubai Land Department transfer fee of 4% of the Purchase Price, AED "
               f"{m(dld.amount)};"),
        ("li", f"(b) the Trustee Office fee of AED {m(tr.amount)} (inclusive of VAT); and"),
        ("li", f"(c) the title deed issuance fee of AED {m(td.amount)}."),
        ("p", "2.4 The Seller shall pay the Developer's NOC fee (AED 5,250 including VAT) and the "
              "Broker's commission of 2% of the Purchase Price (AED 33,000 plus VAT). The Buyer's "
              "own broker fee is agreed separately."),
        ("h", "3. Conditions"),
        ("p", "3.1 The Seller shall obtain the Developer's NOC by 30/04/2026. 3.2 The Property is "
              "sold as seen, with vacant possession; the current tenancy (annual rent AED "
              "240,000) expires on 31/03/2026 and will not be renewed."),
        ("h", "4. Default"),
        ("p", "4.1 If the Buyer fails to complete, the Seller may retain 10% of the Purchase "
              "Price as compensation. If the Seller fails to complete, he shall pay the Buyer "
              "10% of the Purchase Price. 4.2 The Broker's commission remains payable by the "
              "defaulting party."),
        ("h", "5. Law"),
        ("p", "This MOU is governed by the laws of Dubai. Disputes shall be referred to the "
              "Dubai Courts."),
        ("p", "Seller ____________   Buyer ____________   Witness (Broker) ____________"),
    ]
    emit("06_cash_payment_on_date_plus_fees", "txt", b, plan)


def e07_table_total_vat():
    """PDF. Commercial unit: plan table ending with a Total row and a VAT note row;
    fees stated in a sentence after the table."""
    price = D(2180000)
    plan = Plan(price)
    r1 = plan.add("Down Payment", pct=15)
    r2 = plan.add("1st Instalment", pct=15, date=d(2026, 6, 30))
    r3 = plan.add("2nd Instalment", pct=15, date=d(2026, 12, 31))
    r4 = plan.add("3rd Instalment", pct=15, date=d(2027, 6, 30))
    r5 = plan.add("Handover Payment", pct=40)
    dld = plan.add("DLD Registration Fee", pct=4, fee=True)
    adm = plan.add("Administration Fee", amount=3150, fee=True)
    plan.check()
    rows = [
        ["S/N", "Milestone", "Due Date", "%", "Amount (AED)"],
        ["1", r1.desc, "On signing", "15%", m(r1.amount, True)],
        ["2", r2.desc, dmy_mon(r2.date), "15%", m(r2.amount, True)],
        ["3", r3.desc, dmy_mon(r3.date), "15%", m(r3.amount, True)],
        ["4", r4.desc, dmy_mon(r4.date), "15%", m(r4.amount, True)],
        ["5", r5.desc, "On Handover", "40%", m(r5.amount, True)],
        ["", "TOTAL", "", "100%", m(price, True)],
        ["*", "VAT: all amounts above are inclusive of VAT at 5% (VAT component AED "
              "103,809.52); a tax invoice will be issued for each payment.", "", "", ""],
    ]
    b = [
        ("title", "SALE AND PURCHASE AGREEMENT - RETAIL UNIT"),
        ("sub", "Harbour Walk Retail Podium, Dubai Maritime City"),
        ("p", "This Agreement is dated 11 March 2026 and made between HARBOUR WALK DEVELOPMENT "
              "L.L.C. (licence no. 1188203, TRN 100384412900003) (the \"Seller\") and CEDAR & "
              "SONS GENERAL TRADING L.L.C. (licence no. 702215, TRN 100599127400003) (the "
              "\"Buyer\")."),
        ("h", "1. The Unit"),
        ("p", "1.1 Retail Unit R-014, Ground Floor, Harbour Walk Retail Podium, Plot No. "
              "MC-0221, Dubai Maritime City. Net leasable area 1,870 sq ft (173.73 sq m), "
              "including a mezzanine of 410 sq ft; frontage 9.5 m."),
        ("h", "2. Price"),
        ("p", f"2.1 The Purchase Price is AED {m(price)} (Two Million One Hundred Eighty "
              "Thousand Dirhams), inclusive of Value Added Tax at the standard rate of 5%, "
              "equivalent to approx. AED 1,165.78 per sq ft."),
        ("h", "3. Payment Plan"),
        ("p", "3.1 The Buyer shall pay the Purchase Price according to the following plan:"),
        ("table", rows, {"widths": [12, 70, 30, 15, 38]}),
        ("p", f"3.2 In addition, the Buyer shall pay on signing the Dubai Land Department "
              f"registration fee of 4% of the Purchase Price (AED {m(dld.amount)}) and the "
              f"Seller's administration fee of AED {m(adm.amount)}."),
        ("p", "3.3 Amounts due under Clause 3.1 shall be paid to escrow account no. "
              "1015-339021-002 held with the escrow bank."),
        ("h", "4. Late Payment and Termination"),
        ("p", "4.1 Late payments bear a penalty of 1.5% per month. 4.2 If the Buyer fails to pay "
              "for 30 days after notice, the Seller may terminate under Law No. 13 of 2008; if "
              "construction has exceeded 80% the Seller may retain all amounts paid up to 40% of "
              "the Purchase Price and claim the unpaid balance of that 40%."),
        ("h", "5. Handover and Fit-Out"),
        ("p", "5.1 The Anticipated Handover Date is 31 December 2027. 5.2 A fit-out period of "
              "90 days is granted free of service charges. 5.3 Service charges are estimated at "
              "AED 28.00 per sq ft per annum."),
        ("h", "6. Use"),
        ("p", "6.1 The Unit shall be used as a food and beverage outlet (maximum 60 covers) or "
              "retail shop only, with operating hours between 8:00 and 24:00."),
        ("h", "7. Governing Law"),
        ("p", "7.1 This Agreement is governed by the laws of the Emirate of Dubai."),
        ("p", "For the Seller ______________       For the Buyer ______________"),
    ]
    emit("07_table_total_row_vat_note", "pdf", b, plan)


if __name__ == "__main__":
    e01_resale_fully_paid()
    e02_lease_addendum()
    e03_offer_letter()
    e04_termination_settlement()
    e05_single_payment()
    e06_cash_date_and_fees()
    e07_table_total_vat()
    print("written to", HERE)
