#!/usr/bin/env python3
"""Generate the `adversarial_mixed` development agreements.

Each agreement's payment plan is held as Python data; both the document and its
`.expected.json` are rendered from that data.  Plans are surrounded by numbers
(price break-ups, subtotal/total rows, clause numbers, unit/plot/escrow numbers,
penalties, retention percentages) and are restated in prose after the table.

Run:  /work/main/.venv/bin/python generate.py
"""
import json
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle)

import docx  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Pt  # noqa: E402

HERE = Path(__file__).resolve().parent
CENT = Decimal("0.01")

# --------------------------------------------------------------------------- helpers

_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
         "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen",
         "Seventeen", "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _below_thousand(n):
    parts = []
    if n >= 100:
        parts.append(_ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        parts.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(_ONES[n])
    return " ".join(parts)


def words(n):
    """Integer to English words (international system)."""
    n = int(n)
    if n == 0:
        return "Zero"
    out = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= value:
            out.append((_below_thousand(n // value) + " " + name).strip())
            n %= value
    return " ".join(out)


def words_indian(n):
    """Integer to English words (Indian system: crore, lakh)."""
    n = int(n)
    out = []
    for value, name in ((10 ** 7, "Crore"), (10 ** 5, "Lakh"), (1000, "Thousand"), (1, "")):
        if n >= value:
            out.append((_below_thousand(n // value) + " " + name).strip())
            n %= value
    return " ".join(out)


def pct_of(price, pct):
    return (Decimal(price) * Decimal(str(pct)) / 100).quantize(CENT, rounding=ROUND_HALF_UP)


def intl(d, decimals=True):
    """1,234,567.89"""
    d = Decimal(d).quantize(CENT)
    return f"{d:,.2f}" if decimals else f"{int(d):,}"


def egp(d):
    """1.234.567,89"""
    s = f"{Decimal(d).quantize(CENT):,.2f}"
    return s.replace(",", "_").replace(".", ",").replace("_", ".")


def indian(d):
    """12,34,567 (Indian grouping, no decimals when whole)."""
    d = Decimal(d).quantize(CENT)
    whole = int(d)
    s = str(whole)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        s = ",".join(groups + [tail])
    frac = d - whole
    return s if frac == 0 else s + f"{frac:.2f}"[1:]


def pct_txt(p, comma=False):
    s = f"{Decimal(str(p)).normalize():f}"
    return s.replace(".", ",") if comma else s


def jdate(d):
    return d.strftime("%d-%b-%y") if d else ""


def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)


def row(description, amount, percentage=0, due=None, fee=False, post=False):
    return {"description": description, "amount": Decimal(amount).quantize(CENT),
            "percentage": float(percentage), "due": due, "isFee": fee, "postHandover": post}


def save_docx(document, path):
    """Save a python-docx Document with fixed zip timestamps so reruns give the same bytes."""
    import io
    import zipfile
    buf = io.BytesIO()
    document.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = info.external_attr
            dst.writestr(fixed, src.read(info.filename))


def write_expected(stem, rows):
    out = []
    for r in rows:
        out.append({
            "amount": float(r["amount"]),
            "dueDate": jdate(r["due"]),
            "description": r["description"],
            "percentage": round(r["percentage"], 2),
            "isFee": r["isFee"],
            "postHandover": r["postHandover"],
            "status": "pending",
        })
    (HERE / f"{stem}.expected.json").write_text(
        json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def check_plan(rows, price, all_pct=True):
    plan = [r for r in rows if not r["isFee"]]
    assert sum(r["amount"] for r in plan) == Decimal(price), (sum(r["amount"] for r in plan), price)
    if all_pct:
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9
    for r in rows:
        if r["percentage"] and not r["isFee"]:
            assert pct_of(price, r["percentage"]) == r["amount"], r


# --------------------------------------------------------------------------- 01 (PDF)

def agreement_01():
    stem = "01_aurelia_marina_table_prose"
    price = Decimal("2760000")
    p = lambda x: pct_of(price, x)  # noqa: E731
    rows = [
        row("Booking Deposit", p(10), 10),
        row("Second Instalment", p(10), 10, date(2026, 9, 15)),
        row("Third Instalment", p(10), 10, date(2027, 1, 15)),
        row("Fourth Instalment", p(10), 10),
        row("Fifth Instalment", p(20), 20, date(2027, 11, 15)),
        row("Completion Instalment", p(40), 40),
        row("DLD Registration Fee", p(4), 4, fee=True),
        row("Oqood / Administration Fee", Decimal("5250"), 0, fee=True),
    ]
    check_plan(rows, price)
    R = rows
    subtotal = sum(r["amount"] for r in R[:5])

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Helvetica", fontSize=9.2, leading=12.2)
    small = ParagraphStyle("s", parent=body, fontSize=8, leading=10)
    h = ParagraphStyle("h", parent=body, fontName="Helvetica-Bold", fontSize=10, spaceBefore=6)
    title = ParagraphStyle("t", parent=body, fontName="Helvetica-Bold", fontSize=13, alignment=TA_CENTER)
    cen = ParagraphStyle("c", parent=body, alignment=TA_CENTER)
    story = []
    P = lambda t, s=body: story.append(Paragraph(t, s))  # noqa: E731

    P("AGREEMENT FOR SALE AND PURCHASE", title)
    P("(Off-Plan Residential Unit &mdash; Aurelia Residences, Building B)", cen)
    P("Agreement Ref.: CSD/AUR/B-2307/2026 &nbsp;&nbsp;&nbsp; RERA Project No. 3318", cen)
    story.append(Spacer(1, 4 * mm))
    P("THIS AGREEMENT is made at Dubai on the 3rd day of March 2026 BETWEEN:")
    P("(1) <b>CRESCENT SHORE DEVELOPMENTS L.L.C.</b>, a limited liability company registered in the Emirate of "
      "Dubai under Commercial Licence No. 784512, whose address is Office 1904, Marina Plaza, P.O. Box 118420, "
      "Dubai, United Arab Emirates (the \"<b>Developer</b>\"); and")
    P("(2) <b>MR. DANIEL CHUKWUEMEKA OKAFOR</b>, holder of Passport No. A09876543, of Villa 12, Street 27, "
      "Al Safa 2, Dubai, mobile +971 50 412 7786 (the \"<b>Purchaser</b>\").")
    P("RECITALS", h)
    P("(A) The Developer is the registered owner of Plot No. 392-0148, Dubai Marina, having an area of 4,615.27 "
      "square metres, on which it is constructing a 41-storey residential tower known as Aurelia Residences "
      "(Building B), comprising 312 units.")
    P("(B) The Project is registered with the Real Estate Regulatory Agency under Project No. 3318 and all "
      "payments towards the Purchase Price are to be made into the project escrow account No. 1015-448219-002 "
      "held with Gulf Mercantile Bank PJSC (IBAN AE07 0331 0000 1015 4482 190) in accordance with Law No. 8 "
      "of 2007.")
    P("(C) The Purchaser has signed Reservation Form No. RF-22871 and wishes to purchase the Unit on the terms "
      "of this Agreement.")

    P("1. DEFINITIONS", h)
    P("1.1 \"<b>Anticipated Completion Date</b>\" means 31 December 2027, subject to Clause 6.2. "
      "\"<b>Handover</b>\" means the delivery of vacant possession of the Unit to the Purchaser following "
      "the issue of the Building Completion Certificate. \"<b>Purchase Price</b>\" has the meaning given in "
      "Clause 3.1. \"<b>Unit</b>\" means the unit described in Clause 2.")

    P("2. THE UNIT", h)
    unit_tbl = Table([
        ["Unit No.", "2307", "Floor", "23"],
        ["Building", "B (Aurelia Residences)", "Type", "2 Bedroom + Study"],
        ["Internal area", "1,162.40 sq ft", "Balcony", "117.60 sq ft"],
        ["Total saleable area", "1,280.00 sq ft (118.92 sq m)", "Parking bay", "P2-146"],
    ], colWidths=[32 * mm, 55 * mm, 25 * mm, 45 * mm])
    unit_tbl.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "Helvetica", 8.5),
        ("FONT", (0, 0), (0, -1), "Helvetica-Bold", 8.5),
        ("FONT", (2, 0), (2, -1), "Helvetica-Bold", 8.5),
        ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
    ]))
    story.append(unit_tbl)

    P("3. PURCHASE PRICE", h)
    P(f"3.1 The price of the Unit is AED {intl(price)} ({words(price)} UAE Dirhams) (the \"<b>Purchase "
      f"Price</b>\"), arrived at as follows:")
    brk = Table([
        ["Base price: 1,280.00 sq ft x AED 2,100.00 per sq ft", "AED 2,688,000.00"],
        ["Floor premium (floors 20 to 29)", "AED 96,000.00"],
        ["Sea-view premium (1.43%)", "AED 38,400.00"],
        ["Less: launch discount (Campaign No. 07/2026)", "(AED 62,400.00)"],
        ["Purchase Price (equivalent to AED 2,156.25 per sq ft)", f"AED {intl(price)}"],
    ], colWidths=[115 * mm, 42 * mm])
    brk.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "Helvetica", 8.5),
        ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 8.5),
        ("ALIGN", (1, 0), (1, -1), "RIGHT"),
        ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
    ]))
    story.append(brk)
    P("3.2 The Purchase Price is fixed and is not subject to escalation, save for the adjustment for area "
      "variation in Clause 6.4.")

    P("4. PAYMENT OF THE PURCHASE PRICE", h)
    P("4.1 The Purchaser shall pay the Purchase Price into the Escrow Account in accordance with the following "
      "payment schedule (the \"<b>Payment Schedule</b>\"):")
    hdr = ["Ref.", "Milestone", "Due (date or event)", "%", "AED"]
    data = [hdr]
    dues = [
        "Upon signing of the Reservation Form",
        R[1]["due"].strftime("%d/%m/%Y"),
        R[2]["due"].strftime("%d/%m/%Y"),
        Paragraph("Upon 50% completion of construction, as certified by the Project Consultant", small),
        R[4]["due"].strftime("%d/%m/%Y"),
        Paragraph("On Handover (against delivery of keys)", small),
    ]
    for i, r in enumerate(R[:5]):
        data.append([f"P{i + 1}", r["description"], dues[i], f"{pct_txt(r['percentage'])}%", intl(r["amount"])])
    data.append(["", "Subtotal - construction period", "", "60%", intl(subtotal)])
    data.append(["P6", R[5]["description"], dues[5], "40%", intl(R[5]["amount"])])
    data.append(["", "TOTAL PURCHASE PRICE", "", "100%", intl(price)])
    data.append(["Additional amounts payable by the Purchaser (not forming part of the Purchase Price)", "", "", "", ""])
    data.append(["F1", R[6]["description"], "Together with the Booking Deposit", "4%", intl(R[6]["amount"])])
    data.append(["F2", "Oqood / Administration Fee*", "Upon signing of this Agreement", "-", intl(R[7]["amount"])])
    data.append([Paragraph("* Inclusive of VAT at 5% (AED 250.00). Percentages in the % column are of the "
                           "Purchase Price. Ref. numbers are used in the Developer's demand notices.", small),
                 "", "", "", ""])
    n = len(data)
    t = Table(data, colWidths=[11 * mm, 48 * mm, 55 * mm, 13 * mm, 30 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "Helvetica", 8.5),
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9e2ec")),
        ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
        ("ALIGN", (3, 0), (4, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("FONT", (0, 6), (-1, 6), "Helvetica-Oblique", 8.5),
        ("FONT", (0, 8), (-1, 8), "Helvetica-Bold", 8.5),
        ("SPAN", (0, 9), (-1, 9)),
        ("BACKGROUND", (0, 9), (-1, 9), colors.HexColor("#f0f0f0")),
        ("FONT", (0, 9), (-1, 9), "Helvetica-Bold", 8.5),
        ("SPAN", (0, n - 1), (-1, n - 1)),
    ]))
    story.append(t)
    story.append(Spacer(1, 2 * mm))
    d = lambda r: f"{r['due'].day} {r['due'].strftime('%B %Y')}"  # noqa: E731
    P("4.2 For the avoidance of doubt, and without prejudice to the table in Clause 4.1, the Purchase Price is "
      "payable as follows: a booking deposit of ten per cent (10%) upon signing of the Reservation Form; a second "
      f"instalment of ten per cent (10%) falling due on {d(R[1])}; a third instalment of ten per cent (10%) "
      f"falling due on {d(R[2])}; a fourth instalment of ten per cent (10%) upon the Project Consultant "
      "certifying that fifty per cent (50%) of the construction works have been completed; a fifth instalment "
      f"of twenty per cent (20%) falling due on {d(R[4])}; and the completion instalment of forty per cent "
      "(40%) on Handover.")
    P(f"4.3 In addition to the Purchase Price, the Purchaser shall pay to the Developer, for onward remittance to "
      f"the Dubai Land Department, the registration fee of four per cent (4%) of the Purchase Price, being "
      f"AED {intl(R[6]['amount'])}, together with the Booking Deposit. The Developer shall not register the "
      "Unit on the interim real estate register until that fee has been received in cleared funds.")
    P("4.4 All payments shall quote the Agreement Ref. and Unit No. 2307. A cheque returned unpaid for any reason "
      "shall attract a charge of AED 500 without prejudice to the Developer's other rights.")

    P("5. LATE PAYMENT", h)
    P("5.1 Any amount not paid on its due date shall bear a late payment penalty calculated at two per cent (2%) "
      "per month (capped at twenty-four per cent (24%) per annum) on the overdue amount from the due date until "
      "the date of actual payment.")
    P("5.2 If any instalment remains unpaid for thirty (30) days, the Developer may serve a notice under Article "
      "11 of Law No. 13 of 2008 giving the Purchaser a further thirty (30) days to remedy the default.")

    P("6. CONSTRUCTION, COMPLETION AND HANDOVER", h)
    P("6.1 The Developer shall use reasonable endeavours to complete the Unit by the Anticipated Completion Date.")
    P("6.2 The Anticipated Completion Date may be extended by up to twelve (12) months, and further for force "
      "majeure, without liability to the Developer.")
    P("6.3 The Developer shall give the Purchaser not less than thirty (30) days' written notice of the date of "
      "Handover. Service charges, currently estimated at AED 18.50 per sq ft per annum, shall be payable to the "
      "owners association from the date of Handover.")
    P("6.4 If the total saleable area as finally measured differs from 1,280.00 sq ft by more than five per cent "
      "(5%), the Purchase Price shall be adjusted at the rate of AED 2,156.25 per sq ft for the variation beyond "
      "that tolerance.")

    P("7. TERMINATION AND RETENTION", h)
    P("7.1 The Developer may terminate this Agreement if the Purchaser fails to remedy a payment default within "
      "the period referred to in Clause 5.2.")
    P("7.2 On termination under Clause 7.1 the Developer's rights shall be determined by reference to the "
      "percentage of completion of the Project certified by the Real Estate Regulatory Agency.")
    P("7.3.1 Where the completion of the Project exceeds eighty per cent (80%), the Developer may retain all "
      "amounts paid and claim the unpaid balance of the Purchase Price.")
    P("7.3.2 Where the completion of the Project is between sixty per cent (60%) and eighty per cent (80%), the "
      "Developer may retain up to forty per cent (40%) of the Purchase Price and shall refund any excess within "
      "one (1) year of termination.")
    P("7.3.3 Where the completion of the Project is below sixty per cent (60%), the Developer may retain up to "
      "twenty-five per cent (25%) of the Purchase Price.")
    P("7.4 If the Project is cancelled for reasons not attributable to the Purchaser, the Developer shall refund "
      "one hundred per cent (100%) of the amounts paid towards the Purchase Price within sixty (60) days.")

    P("8. GOVERNING LAW", h)
    P("8.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the United Arab "
      "Emirates, and the Courts of Dubai shall have exclusive jurisdiction.")
    P("8.2 This Agreement is executed in two (2) originals, one for each party, on the date first written above.")
    story.append(Spacer(1, 6 * mm))
    sig = Table([["For the Developer", "The Purchaser"],
                 ["______________________", "______________________"],
                 ["Authorised Signatory", "Daniel Chukwuemeka Okafor"]], colWidths=[80 * mm, 80 * mm])
    sig.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9)]))
    story.append(sig)

    doc = SimpleDocTemplate(str(HERE / f"{stem}.pdf"), pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=18 * mm, bottomMargin=18 * mm, title="Agreement for Sale and Purchase",
                            author="Crescent Shore Developments L.L.C.")
    doc.build(story)
    write_expected(stem, rows)


# --------------------------------------------------------------------------- 02 (DOCX)

def agreement_02():
    stem = "02_sahyadri_heights_pune"
    price = Decimal("10200000")
    p = lambda x: pct_of(price, x)  # noqa: E731
    stages = [
        ("Booking amount", "On or before execution of this Agreement", 10),
        ("Plinth", "On completion of the plinth of Wing C", 20),
        ("4th slab", "On completion of the 4th slab of Wing C", 10),
        ("8th slab", "On completion of the 8th slab of Wing C", 10),
        ("12th slab", "On completion of the 12th slab of Wing C", 10),
        ("Walls, plaster and flooring", "On completion of the walls, internal plaster, floorings, doors and "
                                        "windows of the Flat", 5),
        ("Staircases and lobbies", "On completion of the staircases, lift wells and lobbies up to the floor "
                                   "level of the Flat", 5),
        ("External works", "On completion of the external plumbing, external plaster, elevation and terraces "
                           "with waterproofing of Wing C", 10),
        ("Lifts and services", "On completion of the lifts, water pumps, electrical fittings, electro-mechanical "
                               "and environment requirements, entrance lobby and plinth protection", 15),
        ("Possession", "At the time of handing over possession of the Flat on or after receipt of the Occupancy "
                       "Certificate", 5),
    ]
    rows = [row(label if i == 0 else stage, p(pc), pc) for i, (label, stage, pc) in enumerate(stages)]
    rows += [
        row("Stamp Duty", p(7), 7, fee=True),
        row("Registration Charges", Decimal("30000"), 0, fee=True),
        row("Legal and Documentation Charges", Decimal("25000"), 0, fee=True),
    ]
    check_plan(rows, price)
    R = rows

    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(11)

    def para(text, bold=False, center=False, size=None):
        par = doc.add_paragraph()
        run = par.add_run(text)
        run.bold = bold
        if size:
            run.font.size = Pt(size)
        if center:
            par.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return par

    para("AGREEMENT FOR SALE", bold=True, center=True, size=14)
    para("(under Section 13 of the Real Estate (Regulation and Development) Act, 2016 and the Maharashtra Real "
         "Estate (Regulation and Development) Rules, 2017)", center=True)
    para("THIS AGREEMENT FOR SALE is made and entered into at Pune on this 12th day of February, 2026.")
    para("BETWEEN", bold=True, center=True)
    para("VRINDAVAN REALTY DEVELOPERS PRIVATE LIMITED, a company incorporated under the Companies Act, 1956, "
         "CIN U45200PN2011PTC140532, PAN AADCV4471K, having its registered office at Office No. 402, Shreeji "
         "Chambers, Prabhat Road, Pune 411004, through its authorised signatory Mr. Nitin Gokhale, hereinafter "
         "called the \"PROMOTER\" (which expression shall, unless repugnant to the context, include its "
         "successors and assigns) of the ONE PART;")
    para("AND", bold=True, center=True)
    para("(1) MRS. ANJALI ROHIT DESHMUKH, aged 38 years, PAN BQRPD2290M, and (2) MR. ROHIT VASANT DESHMUKH, aged "
         "41 years, PAN AJTPD8812L, both residing at Flat No. 7, Ganga Apartments, Aundh, Pune 411007, "
         "hereinafter jointly called the \"ALLOTTEE\" of the OTHER PART.")
    para("WHEREAS:", bold=True)
    para("A. The Promoter is the owner of all that piece of land bearing Survey No. 47/2B, Hissa No. 3, "
         "admeasuring 8,420 square metres, situate at Village Baner, Taluka Haveli, District Pune, more "
         "particularly described in the First Schedule hereunder written (the \"said Land\").")
    para("B. The Pune Municipal Corporation has sanctioned the building plans and issued Commencement "
         "Certificate No. CC/1834/24 dated 18th June, 2024 for Wing C, consisting of ground plus fourteen (14) "
         "upper floors, of the project known as \"SAHYADRI HEIGHTS\".")
    para("C. The Promoter has registered the project with the Maharashtra Real Estate Regulatory Authority under "
         "Registration No. P52100054321 on 02nd August, 2024.")
    para("D. The Allottee applied for an apartment in the project and has been allotted Flat No. C-1104 on the "
         "11th floor of Wing C, and the parties have agreed to record the terms of the sale as follows.")
    para("NOW THEREFORE THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES AS FOLLOWS:",
         bold=True)

    para("1. THE FLAT", bold=True)
    para("1.1 The Promoter agrees to sell and the Allottee agrees to purchase Flat No. C-1104 on the 11th floor of "
         "Wing C having a carpet area of 68.45 square metres (736.80 square feet), together with an enclosed "
         "balcony of 4.20 square metres, and one covered car parking space bearing No. C-B1-27 in Basement 1 "
         "(together, the \"Flat\"), as shown on the floor plan annexed as Annexure C.")

    para("2. CONSIDERATION", bold=True)
    para(f"2.1 The total aggregate consideration for the Flat is ₹ {indian(price)}/- (Rupees "
         f"{words_indian(price)} only) (the \"Total Consideration\"), made up as under:")
    bt = doc.add_table(rows=1, cols=3)
    bt.style = "Table Grid"
    for c, t in zip(bt.rows[0].cells, ["Sr.", "Particulars", "Amount (₹)"]):
        c.text = t
    for a, b, c in [
        ("1", "Consideration for the Flat (carpet area 736.80 sq ft, approx. ₹ 13,097 per sq ft)", "96,50,000"),
        ("2", "Covered car parking space No. C-B1-27", "4,00,000"),
        ("3", "Proportionate price of the common areas and facilities (Annexure F)", "1,50,000"),
        ("", "Total Consideration", indian(price)),
    ]:
        cells = bt.add_row().cells
        cells[0].text, cells[1].text, cells[2].text = a, b, c
    para("2.2 The Total Consideration is inclusive of Goods and Services Tax. It does not include the stamp duty, "
         "registration charges and legal charges referred to in Clause 4, which shall be borne by the Allottee.")
    para("2.3 The Total Consideration is escalation-free, save for increases on account of development charges "
         "or levies imposed by a competent authority after the date hereof.")

    para("3. PAYMENT SCHEDULE", bold=True)
    para("3.1 The Allottee shall pay the Total Consideration to the Promoter in the instalments set out below, "
         "each instalment being payable within fifteen (15) days of the Promoter's written demand following the "
         "completion of the relevant stage:")
    pt = doc.add_table(rows=1, cols=4)
    pt.style = "Table Grid"
    for c, t in zip(pt.rows[0].cells, ["Sr. No.", "Payment Stage (Milestone)", "% of Total Consideration",
                                       "Amount (in ₹)"]):
        c.text = t
    for i, ((label, stage, pc), r) in enumerate(zip(stages, R[:10]), start=1):
        cells = pt.add_row().cells
        cells[0].text = str(i)
        cells[1].text = stage if i > 1 else stage + " (Booking amount)"
        cells[2].text = f"{pc}%"
        cells[3].text = indian(r["amount"])
        if i == 5:
            sub = pt.add_row().cells
            sub[1].text = "Sub-total (structure stage, items 1 to 5)"
            sub[2].text = "60%"
            sub[3].text = indian(sum(x["amount"] for x in R[:5]))
    tot = pt.add_row().cells
    tot[1].text = "TOTAL"
    tot[2].text = "100%"
    tot[3].text = indian(price)
    note = pt.add_row().cells
    merged = note[0].merge(note[3])
    merged.text = ("Note: Stage certificates shall be issued by the Project Architect, Ar. Meera Patwardhan "
                   "(CA/2009/44871). Payments by cheque / RTGS in favour of \"Vrindavan Realty Developers Pvt. "
                   "Ltd. - Sahyadri Heights Collection A/c\", A/c No. 50200061234578, IFSC HDFC0001234.")

    words_pc = {5: "five", 10: "ten", 15: "fifteen", 20: "twenty"}
    items = []
    for i, ((label, stage, pc), r) in enumerate(zip(stages, R[:10])):
        lead = stage[0].lower() + stage[1:]
        if i == 0:
            items.append(f"(i) {words_pc[pc]} per cent ({pc}%) as the booking amount, {lead}")
        elif i == 9:
            items.append(f"(x) the remaining {words_pc[pc]} per cent ({pc}%) {lead}")
        else:
            roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"][i]
            items.append(f"({roman}) {words_pc[pc]} per cent ({pc}%) {lead}")
    para("3.2 Put differently, and so that there is no doubt as to the stages, the Allottee shall pay: "
         + "; ".join(items) + ".")
    para("3.3 The Allottee shall, where applicable, deduct tax at source at the rate of 1% under Section 194-IA of "
         "the Income-tax Act, 1961 from each instalment and furnish Form 16B to the Promoter within 15 days.")

    para("4. STAMP DUTY, REGISTRATION AND LEGAL CHARGES", bold=True)
    para(f"4.1 The stamp duty on this Agreement, at 7% of the Agreement Value (being stamp duty of 6% and metro "
         f"cess of 1%), amounts to ₹ {indian(R[10]['amount'])}/- and shall be paid by the Allottee before this "
         "Agreement is lodged for registration.")
    para(f"4.2 The Allottee shall also pay registration charges of ₹ {indian(R[11]['amount'])}/- at the time of "
         "registration of this Agreement before the Sub-Registrar, Haveli No. 11, Pune.")
    para(f"4.3 Legal and documentation charges of ₹ {indian(R[12]['amount'])}/- (Rupees "
         f"{words_indian(R[12]['amount'])} only) shall be paid by the Allottee to the Promoter's advocates, M/s. "
         "Kulkarni & Joshi, on or before execution of this Agreement.")

    para("5. INTEREST ON DELAYED PAYMENT", bold=True)
    para("5.1 If the Allottee delays any payment, the Allottee shall pay interest at the State Bank of India "
         "highest Marginal Cost of Lending Rate plus two per cent (2%) per annum on the delayed amount from the due "
         "date till the date of payment, as provided in Rule 18 of the said Rules.")

    para("6. POSSESSION", bold=True)
    para("6.1 The Promoter shall hand over possession of the Flat on or before 31st December, 2028, with a grace "
         "period of six (6) months. If the Promoter fails to do so, it shall pay interest to the Allottee at the "
         "rate specified in Rule 18 for every month of delay.")
    para("6.2 The carpet area of the Flat shall not vary by more than 3%. Any reduction beyond that shall be "
         "refunded within 45 days with interest; any increase shall be paid at the rate per square metre of the "
         "Agreement.")

    para("7. TERMINATION", bold=True)
    para("7.1 If the Allottee fails to pay three (3) consecutive demands, the Promoter may, after giving fifteen "
         "(15) days' notice, terminate this Agreement, forfeit an amount equal to 10% of the Total Consideration "
         "and refund the balance of the amounts received (without interest) within thirty (30) days of "
         "termination.")
    para("7.2 If the Allottee cancels the allotment otherwise than for the Promoter's default, the Promoter shall "
         "be entitled to deduct 2% of the Total Consideration as administrative expenses before refunding the "
         "amounts paid.")

    para("8. DEFECT LIABILITY", bold=True)
    para("8.1 Any structural defect brought to the notice of the Promoter within five (5) years from the date of "
         "handing over possession shall be rectified by the Promoter at its own cost within thirty (30) days.")

    para("9. STAMP DUTY ACKNOWLEDGEMENT", bold=True)
    para(f"9.1 The charges towards stamp duty of ₹ {indian(R[10]['amount'])}/- and registration fee of "
         f"₹ {indian(R[11]['amount'])}/- on this Agreement shall be borne by the Allottee alone, and the Promoter "
         "shall have no liability in that respect.")

    para("10. JURISDICTION", bold=True)
    para("10.1 The courts at Pune shall have jurisdiction in all matters arising out of this Agreement.")

    para("THE FIRST SCHEDULE ABOVE REFERRED TO", bold=True, center=True)
    para("All that piece and parcel of land bearing Survey No. 47/2B, Hissa No. 3, admeasuring 8,420 sq m, "
         "Village Baner, Taluka Haveli, Pune, bounded: on or towards the North by Survey No. 46; on or towards the "
         "South by a 24 m wide D.P. road; on or towards the East by Survey No. 48/1; on or towards the West by "
         "Survey No. 47/2A.")
    para("THE SECOND SCHEDULE ABOVE REFERRED TO", bold=True, center=True)
    para("Flat No. C-1104, 11th floor, Wing C, Sahyadri Heights, carpet area 68.45 sq m, with covered car parking "
         "No. C-B1-27.")
    para("IN WITNESS WHEREOF the parties have signed this Agreement on the day and year first above written.")
    para("SIGNED AND DELIVERED by the Promoter ____________     by the Allottees ____________ / ____________")
    save_docx(doc, HERE / f"{stem}.docx")
    write_expected(stem, rows)


# --------------------------------------------------------------------------- 03 (TXT)

def agreement_03():
    stem = "03_nac_office_cairo"
    price = Decimal("8477000")  # 86.50 m2 x 98,000 EGP
    p = lambda x: pct_of(price, x)  # noqa: E731
    q0 = date(2026, 10, 1)
    quarters = [add_months(q0, 3 * i) for i in range(12)]
    rows = [
        row("Reservation Fee", Decimal("50000"), 0, fee=True),
        row("Administrative Fee", p(1), 1, fee=True),
        row("Down payment", p(10), 10),
        row("Second payment", p(5), 5, date(2026, 7, 1)),
    ]
    for i, qd in enumerate(quarters, start=1):
        rows.append(row(f"Quarterly instalment ({i})", p(6.25), 6.25, qd))
    rows.append(row("On delivery of the Unit", p(10), 10))
    check_plan(rows, price)
    R = rows
    plan = R[2:]

    def line(cols, widths, aligns):
        cells = []
        for c, w, a in zip(cols, widths, aligns):
            cells.append(c.rjust(w) if a == "r" else c.ljust(w))
        return "| " + " | ".join(cells) + " |"

    def pc2(v):
        return f"{v:.2f}".replace(".", ",") + "%"

    widths = [4, 30, 10, 14, 8]
    aligns = ["l", "l", "l", "r", "r"]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    tbl = [sep, line(["No.", "Payment", "Due date", "Amount (EGP)", "%"], widths, aligns), sep]
    no = 0

    def prow(r, due_txt):
        nonlocal no
        no += 1
        tbl.append(line([str(no), r["description"], due_txt, egp(r["amount"]),
                         pc2(r["percentage"])], widths, aligns))

    prow(plan[0], "signing")
    prow(plan[1], plan[1]["due"].strftime("%d.%m.%Y"))
    # year subtotals: every schedule row of that calendar year (signing falls in 2026)
    year_rows = {}
    for r in plan[:-1]:
        year_rows.setdefault(r["due"].year if r["due"] else 2026, []).append(r)

    def subtotal(y):
        rs = year_rows[y]
        tbl.append(line(["", f"Subtotal {y}", "", egp(sum(x["amount"] for x in rs)),
                         pc2(sum(x["percentage"] for x in rs))], widths, aligns))

    year = None
    for r in plan[2:-1]:
        y = r["due"].year
        if year is not None and y != year:
            subtotal(year)
        year = y
        prow(r, r["due"].strftime("%d.%m.%Y"))
    subtotal(year)
    prow(plan[-1], "delivery")
    tbl.append(sep)
    tbl.append(line(["", "TOTAL PRICE", "", egp(price), "100,00%"], widths, aligns))
    tbl.append(sep)

    first_q, last_q = quarters[0].strftime("%d.%m.%Y"), quarters[-1].strftime("%d.%m.%Y")
    text = f"""MERIDIAN CAPITAL DEVELOPMENTS S.A.E.
New Administrative Capital - Central Business District

            CONTRACT FOR THE SALE OF AN ADMINISTRATIVE UNIT (OFFICE)
                  Contract No. NAC/CBD-A3/0512/2026

This Contract is made in Cairo on 15.03.2026 between:

FIRST PARTY (the "Seller"): Meridian Capital Developments S.A.E., an Egyptian joint
stock company, Commercial Register No. 148732 Cairo, Tax Card No. 512-348-901, having
its head office at 90th Street North, Building 47, Fifth Settlement, New Cairo,
represented by Mr. Hesham Farouk El-Sayed in his capacity as Managing Director.

SECOND PARTY (the "Purchaser"): Eng. Karim Mahmoud Abdel-Salam, Egyptian, National ID
No. 28503120104567, residing at 14 Lebanon Street, Mohandessin, Giza.

PREAMBLE

The Seller holds the usufruct and development rights over Plot No. 17, Sector 2 of the
Central Business District of the New Administrative Capital, with an area of 12.600 m2,
under allocation contract No. 2211/2021, and is constructing thereon a 14-storey
administrative building known as "Building A3". The Purchaser has inspected the plans
and wishes to purchase the Unit described below. The parties, having legal capacity,
have agreed as follows. This Preamble forms an integral part of this Contract.

ARTICLE (1) - SUBJECT OF THE CONTRACT

1.1  The Seller sells to the Purchaser, who accepts, administrative unit (office) No.
     A3-512 on the fifth (5th) floor of Building A3, with a net area of 86,50 m2
     (eighty-six point five square metres) including the Unit's share of the common
     areas, together with the right to use parking space No. 214 in basement level B2
     (the "Unit").
1.2  The Unit is delivered semi-finished (core and shell with central A/C) according
     to the specifications in Annex (2).

ARTICLE (2) - PRICE

2.1  The total price of the Unit is {egp(price)} EGP
     ({words(price)} Egyptian Pounds) (the "Price"),
     calculated at 98.000,00 EGP per square metre x 86,50 m2.
2.2  The Price is fixed and not subject to increase, except in case of an increase of
     the area upon final survey by more than 3%, in which case the difference shall be
     paid at the same price per square metre.

ARTICLE (3) - FEES

3.1  A reservation fee of {egp(R[0]['amount'])} EGP is payable by the Purchaser upon
     submission of the booking application. The reservation fee is non-refundable,
     does not form part of the Price and shall not be credited against any
     instalment.
3.2  In addition, an administrative fee equal to one per cent (1%) of the Price, i.e.
     {egp(R[1]['amount'])} EGP, is payable upon signing of this Contract.

ARTICLE (4) - PAYMENT OF THE PRICE

4.1  The Purchaser shall pay the Price according to the following schedule:

""" + "\n".join("     " + x for x in tbl) + f"""

4.2  To secure the instalments, the Purchaser has delivered to the Seller thirteen (13)
     post-dated cheques drawn on Banque Misr, account No. 1020 3040 5060 7080, numbered
     00871101 to 00871113. Delivery of the cheques does not constitute payment until
     they are honoured.
4.3  Accordingly, the Purchaser pays ten per cent (10%) of the Price on signing, five per
     cent (5%) on {plan[1]['due'].strftime('%d.%m.%Y')}, twelve (12) quarterly instalments of 6,25% each from
     {first_q} to {last_q} inclusive, and the final ten per cent (10%) on delivery of
     the Unit.
4.4  The administrative fee referred to in Article 3.2 ({egp(R[1]['amount'])} EGP) shall be paid by
     a separate cheque payable to the Seller and shall not be deposited in the project
     account.

ARTICLE (5) - DELAY IN PAYMENT

5.1  If the Purchaser fails to pay any instalment on its due date, a delay penalty of
     1,5% per month shall accrue on the overdue amount without the need for notice.
5.2  If the Purchaser fails to pay two (2) consecutive instalments, the Seller may
     rescind this Contract by registered letter, in which case the Seller shall deduct
     ten per cent (10%) of the amounts paid as compensation and refund the remainder
     within ninety (90) days from the date of resale of the Unit.

ARTICLE (6) - DELIVERY

6.1  The Seller shall deliver the Unit within forty-two (42) months from the date of
     this Contract, with a grace period of six (6) months.
6.2  If the Seller delays delivery beyond the grace period, it shall pay the Purchaser
     compensation of 0,5% of the amounts paid for each month of delay, up to a maximum
     of 5%.
6.3  Delivery shall be evidenced by a delivery minute signed by both parties; the final
     payment under Article 4 is a condition of delivery.

ARTICLE (7) - REGISTRATION AND MANAGEMENT

7.1  The Seller shall, at its own cost, take the steps necessary for the Purchaser to
     obtain a judgment of validity and enforceability of this Contract.
7.2  The Purchaser undertakes to join the owners' union of Building A3 and to comply
     with the building regulations in Annex (3).

ARTICLE (8) - GOVERNING LAW AND DISPUTES

8.1  This Contract is governed by the laws of the Arab Republic of Egypt. The courts of
     New Cairo shall have jurisdiction.
8.2  This Contract is made in three (3) originals: one for each party and one for the
     New Administrative Capital authority.

SELLER                                          PURCHASER
_______________________                         _______________________
Hesham Farouk El-Sayed                          Karim Mahmoud Abdel-Salam
"""
    (HERE / f"{stem}.txt").write_text(text, encoding="utf-8")
    write_expected(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
