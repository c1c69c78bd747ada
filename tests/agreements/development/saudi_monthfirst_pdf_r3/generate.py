#!/usr/bin/env python3
"""Generate the saudi_monthfirst_pdf_r3 agreements (.pdf via reportlab) and expected plans.

Every numeric date in these agreements is written MONTH FIRST (MM/DD/YYYY) and each
agreement contains several numeric dates whose second number is above 12.
Standalone: stdlib + reportlab. Deterministic (rl_config.invariant = 1).
"""
import datetime as dt
import json
import os
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (Paragraph, SimpleDocTemplate, Spacer, Table,  # noqa: E402
                                TableStyle, KeepTogether)

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]


# ----------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return d.replace(year=d.year + y, month=m + 1)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def us(d):
    """Month-first numeric date used throughout these agreements."""
    return d.strftime("%m/%d/%Y")


def words_date(d):
    return "%s %d, %d" % (MONTH_FULL[d.month - 1], d.day, d.year)


def money(x):
    return "{:,.2f}".format(x)


def pct_txt(p):
    return ("%.2f" % p).rstrip("0").rstrip(".") + "%"


def row(desc, amount, date=None, pct=0.0, fee=False, post=False, **extra):
    r = dict(description=desc, amount=float(amount), date=date, percentage=float(pct),
             isFee=fee, postHandover=post)
    r.update(extra)
    return r


def expected(rows):
    return [{"amount": round(r["amount"], 2), "dueDate": jdate(r["date"]),
             "description": r["description"], "percentage": round(r["percentage"], 2),
             "isFee": r["isFee"], "postHandover": r["postHandover"], "status": "pending"}
            for r in rows]


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    assert abs(sum(r["amount"] for r in plan) - price) < 0.005
    if all(r["percentage"] for r in plan):
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-6
    for r in rows:
        if r["percentage"]:
            assert abs(pct_of(price, r["percentage"]) - r["amount"]) < 0.005, r
    # month-first proof: at least one dated row whose day is > 12
    assert any(r["date"] and r["date"].day > 12 for r in rows)


def write_json(name, rows):
    with open(os.path.join(HERE, name + ".expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected(rows), f, indent=2, ensure_ascii=False)
        f.write("\n")


SS = getSampleStyleSheet()


def styles(font="Helvetica", size=9.5):
    bold = font + "-Bold" if font == "Helvetica" else "Times-Bold"
    return {
        "title": ParagraphStyle("t", parent=SS["Title"], fontName=bold, fontSize=14, leading=18,
                                spaceAfter=4),
        "sub": ParagraphStyle("s", parent=SS["Normal"], fontName=font, fontSize=size,
                              alignment=TA_CENTER, leading=size + 3),
        "h": ParagraphStyle("h", parent=SS["Normal"], fontName=bold, fontSize=size + 0.5,
                            spaceBefore=8, spaceAfter=3, leading=size + 4),
        "p": ParagraphStyle("p", parent=SS["Normal"], fontName=font, fontSize=size,
                            leading=size + 3.2, alignment=TA_JUSTIFY, spaceAfter=4),
        "ind": ParagraphStyle("i", parent=SS["Normal"], fontName=font, fontSize=size,
                              leading=size + 3.2, alignment=TA_JUSTIFY, leftIndent=16,
                              spaceAfter=3),
        "cell": ParagraphStyle("c", parent=SS["Normal"], fontName=font, fontSize=size - 1,
                               leading=size + 1.5),
        "cellb": ParagraphStyle("cb", parent=SS["Normal"], fontName=bold, fontSize=size - 1,
                                leading=size + 1.5),
        "small": ParagraphStyle("sm", parent=SS["Normal"], fontName=font, fontSize=size - 1.5,
                                leading=size + 0.5),
    }


def build(name, story, header_lines, footer):
    path = os.path.join(HERE, name + ".pdf")

    def on_page(canv, doc):
        canv.saveState()
        canv.setFont("Helvetica", 7)
        y = A4[1] - 12 * mm
        for ln in header_lines:
            canv.drawString(18 * mm, y, ln)
            y -= 3.2 * mm
        canv.setLineWidth(0.4)
        canv.line(18 * mm, y + 1 * mm, A4[0] - 18 * mm, y + 1 * mm)
        canv.drawString(18 * mm, 10 * mm, footer)
        canv.drawRightString(A4[0] - 18 * mm, 10 * mm, "Page %d" % doc.page)
        canv.restoreState()

    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=16 * mm + 3.2 * mm * len(header_lines),
                            bottomMargin=18 * mm, title=name, author="", subject="",
                            creator="", producer="")
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


# ======================================================================
# 01 - Riyadh off-plan villa (Wafi), bordered table with construction
#      stages, fee rows inside the table under a merged heading, RETT note.
# ======================================================================
def agreement_01():
    name = "01_qimmah_gardens_villa_riyadh"
    S = styles()
    price = 2385000.00
    plan = [
        row("Down Payment", pct_of(price, 10), dt.date(2026, 3, 15), 10, trig="-"),
        row("Second Instalment", pct_of(price, 10), dt.date(2026, 9, 15), 10, trig="-"),
        row("Completion of Structure", pct_of(price, 20), None, 20,
            trig="Upon completion of the concrete skeleton, as certified by the Wafi consultant"),
        row("Fourth Instalment", pct_of(price, 15), dt.date(2027, 3, 15), 15, trig="-"),
        row("Completion of Finishing Works", pct_of(price, 15), None, 15,
            trig="Upon completion of internal finishing works, as certified by the Wafi consultant"),
        row("Handover", pct_of(price, 30), None, 30, trig="Upon handover of the Villa"),
    ]
    fees = [
        row("Administration Fee", 4025.00, None, 0, fee=True,
            trig="Upon execution (SAR 3,500.00 plus VAT at 15%)"),
        row("Real Estate Transaction Tax (RETT)", pct_of(price, 5), None, 5, fee=True,
            trig="Upon transfer of title *"),
    ]
    rows = plan + fees
    check(rows, price)

    st = []
    st.append(Paragraph("OFF-PLAN SALE AND PURCHASE AGREEMENT", S["title"]))
    st.append(Paragraph("Qimmah Gardens Project - Villa No. V-214 - Al Narjis District, Riyadh", S["sub"]))
    st.append(Paragraph("Agreement Ref. QG/SPA/V-214/0457 &nbsp;&nbsp; Date: 03/02/2026 &nbsp;&nbsp; "
                        "Wafi Licence No. 1446/0871 &nbsp;&nbsp; Escrow A/C 68201557730001", S["sub"]))
    st.append(Spacer(1, 8))
    P = lambda t, s="p": st.append(Paragraph(t, S[s]))  # noqa: E731
    P("This Off-Plan Sale and Purchase Agreement (the <b>\"Agreement\"</b>) is entered into in the "
      "city of Riyadh on Monday, March 2, 2026 (03/02/2026) by and between:")
    P("<b>(1) Rawabi Al Qimmah Real Estate Development Company</b>, a limited liability company "
      "registered in the Kingdom of Saudi Arabia under Commercial Registration No. 1010654321, VAT "
      "Registration No. 310245678900003, having its national address at Building 7421, King Fahd "
      "Road, Al Olaya District, Riyadh 12214, Additional No. 3390, represented by Eng. Saud "
      "Nasser Al-Harbi in his capacity as General Manager (the <b>\"Seller\"</b>); and", "ind")
    P("<b>(2) Mr. Faisal Abdulrahman Al-Otaibi</b>, a Saudi national, holder of National ID No. "
      "1045678912, residing at Building 2218, Al Yasmin District, Riyadh 13325, mobile 0505123478 "
      "(the <b>\"Purchaser\"</b>).", "ind")

    P("RECITALS", "h")
    P("A. The Seller is developing a gated residential community known as \"Qimmah Gardens\" on land "
      "owned by it under Title Deed No. 310108045672 dated 11/23/2023, comprising 186 villas, and "
      "has obtained Off-Plan Sales Licence No. 1446/0871 from the Off-Plan Sales and Rent Committee "
      "(Wafi) on 10/19/2025.")
    P("B. All sums payable towards the Purchase Price are to be deposited in the project escrow "
      "account No. 68201557730001 (IBAN SA44 2000 0001 2345 6789 1234) opened with the escrow bank in "
      "accordance with the Wafi regulations.")
    P("C. The Purchaser wishes to purchase, and the Seller has agreed to sell, the Villa described "
      "below on the terms of this Agreement.")

    P("Article 1 - Definitions", "h")
    P("In this Agreement: <b>\"Completion Date\"</b> means 12/31/2027, being the date by which the "
      "Seller expects to complete the Villa, subject to Article 7; <b>\"Consultant\"</b> means the "
      "engineering consultant appointed for the Project under the Wafi regulations; "
      "<b>\"Handover\"</b> means the delivery of possession of the completed Villa to the Purchaser "
      "against signature of a handover certificate; <b>\"RETT\"</b> means the Real Estate "
      "Transaction Tax imposed by Royal Decree No. (A/84) dated 14 Safar 1442H.")

    P("Article 2 - The Villa", "h")
    P("The Seller sells to the Purchaser Villa No. V-214 (type C, five bedrooms) to be built on Plot "
      "No. 3127 of Approved Plan No. 2941/A, having a land area of 412.50 square metres and an "
      "estimated built-up area of 365.80 square metres (ground floor 172.40 sqm, first floor 158.60 "
      "sqm, roof annex 34.80 sqm). Deviations of up to 2% in the built-up area shall not affect the "
      "Purchase Price.")

    P("Article 3 - Purchase Price", "h")
    P("3.1 The purchase price of the Villa is <b>SAR %s</b> (Two Million Three Hundred Eighty-Five "
      "Thousand Saudi Riyals) (the <b>\"Purchase Price\"</b>)." % money(price))
    P("3.2 The sale of the Villa is an exempt real estate supply for VAT purposes and is subject to "
      "RETT at the rate of five per cent (5%). RETT is not included in the Purchase Price and is "
      "payable by the Purchaser as set out in the table in Article 4.")

    P("Article 4 - Payment Schedule", "h")
    P("4.1 The Purchaser shall pay the Purchase Price, together with the amounts payable in addition "
      "to it, in accordance with the following schedule. Dates are stated in the format MM/DD/YYYY.")

    hdr = ["No.", "Instalment", "Stage / Trigger", "Due Date", "Share", "Amount (SAR)"]
    data = [[Paragraph(h, S["cellb"]) for h in hdr]]
    for i, r in enumerate(plan, 1):
        data.append([str(i), Paragraph(r["description"], S["cell"]), Paragraph(r["trig"], S["cell"]),
                     us(r["date"]) if r["date"] else "-", pct_txt(r["percentage"]),
                     money(r["amount"])])
    data.append(["", Paragraph("<b>Total Purchase Price</b>", S["cell"]), "", "", "100%",
                 money(price)])
    sec = len(data)
    data.append([Paragraph("<b>Amounts payable in addition to the Purchase Price</b>", S["cell"]),
                 "", "", "", "", ""])
    for i, r in enumerate(fees, len(plan) + 1):
        data.append([str(i), Paragraph(r["description"], S["cell"]), Paragraph(r["trig"], S["cell"]),
                     "-", pct_txt(r["percentage"]) if r["percentage"] else "-",
                     money(r["amount"])])
    tbl = Table(data, colWidths=[10 * mm, 38 * mm, 62 * mm, 22 * mm, 14 * mm, 26 * mm],
                repeatRows=1)
    tbl.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
        ("BACKGROUND", (0, sec), (-1, sec), colors.HexColor("#efefef")),
        ("SPAN", (0, sec), (-1, sec)),
        ("SPAN", (1, sec - 1), (3, sec - 1)),
        ("FONTSIZE", (0, 1), (-1, -1), 8.5),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
    ]))
    st.append(tbl)
    st.append(Spacer(1, 3))
    P("* RETT is payable by the Purchaser in addition to the Purchase Price and shall be settled "
      "through the ZATCA portal against the Seller's invoice before the electronic deed is issued "
      "in the Purchaser's name. The RETT rate is applied to the Purchase Price stated in Article 3.",
      "small")
    P("4.2 Construction-linked instalments become payable within ten (10) days of the Purchaser "
      "receiving a copy of the Consultant's certificate for the relevant stage. The Seller may not "
      "request any stage payment that exceeds the percentage of completion certified by the "
      "Consultant.")
    P("4.3 The Purchaser shall not pay any part of the Purchase Price in cash or otherwise than into "
      "the escrow account; payments made otherwise shall not discharge the Purchaser.")

    P("Article 5 - Late Payment", "h")
    P("If any instalment remains unpaid for more than fifteen (15) days after its due date, the "
      "Purchaser shall pay liquidated damages equal to 0.5% of the overdue amount for each week of "
      "delay, up to a maximum of 10% of the overdue amount, such amount to be applied by the Seller "
      "towards its actual costs of financing the Project.")

    P("Article 6 - Construction", "h")
    P("6.1 The Seller shall construct the Villa in accordance with the approved drawings, the "
      "specifications in Schedule 2 and the Saudi Building Code. The Consultant shall issue monthly "
      "progress reports, copies of which shall be available to the Purchaser upon request.")
    P("6.2 The Seller undertakes that the escrow bank will not release to the Seller more than the "
      "certified percentage of completion, and that 10% of the sums collected shall be retained in "
      "the escrow account until one year after completion of the Project.")

    P("Article 7 - Completion and Handover", "h")
    P("7.1 The Seller shall use its best endeavours to complete the Villa by the Completion Date. A "
      "delay of up to one hundred and twenty (120) days shall not be a breach. For each full month of "
      "delay thereafter, the Seller shall pay the Purchaser 0.25% of the sums paid, capped at 5% of "
      "the Purchase Price.")
    P("7.2 Handover shall take place on the date notified in writing by the Seller, which shall be "
      "not less than thirty (30) days after the notice, provided that all sums falling due up to "
      "Handover have been paid.")

    P("Article 8 - Termination", "h")
    P("8.1 If the Purchaser fails to pay any instalment within sixty (60) days of its due date and "
      "fails to remedy within a further thirty (30) days of written notice, the Seller may terminate "
      "this Agreement in accordance with the Wafi regulations, retain an amount not exceeding 10% of "
      "the Purchase Price and refund the balance of sums paid within ninety (90) days of re-sale.")
    P("8.2 If the Seller fails to complete the Villa within twelve (12) months after the Completion "
      "Date, the Purchaser may terminate and recover all sums paid in full.")

    P("Article 9 - Transfer of Title", "h")
    P("Upon payment of the Purchase Price and of the amounts stated in Article 4 in full, the Seller "
      "shall transfer title to the Villa to the Purchaser by an electronic deed issued by the Ministry "
      "of Justice within sixty (60) days of Handover.")

    P("Article 10 - Governing Law", "h")
    P("This Agreement shall be governed by the laws of the Kingdom of Saudi Arabia. Disputes shall "
      "be referred to the competent courts in Riyadh. This Agreement is made in Arabic and English in "
      "two originals; the Arabic text shall prevail.")
    st.append(Spacer(1, 14))
    sig = Table([["For the Seller", "The Purchaser"],
                 ["Saud Nasser Al-Harbi, General Manager", "Faisal Abdulrahman Al-Otaibi"],
                 ["Signature: ______________________", "Signature: ______________________"],
                 ["Date: 03/02/2026", "Date: 03/02/2026"]],
                colWidths=[86 * mm, 86 * mm])
    sig.setStyle(TableStyle([("FONTSIZE", (0, 0), (-1, -1), 9),
                             ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold")]))
    st.append(KeepTogether(sig))

    build(name, st,
          ["Rawabi Al Qimmah Real Estate Development Co.  |  C.R. 1010654321  |  VAT No. 310245678900003"
           "  |  Wafi Licence 1446/0871",
           "Building 7421, King Fahd Road, Al Olaya, Riyadh 12214  |  Tel. +966 11 218 4470  |  "
           "Ref. QG/SPA/V-214/0457  |  Form SPA-07 rev. 3"],
          "Purchaser initials: ______   Seller initials: ______   Villa V-214 / Plot 3127")
    write_json(name, rows)


# ======================================================================
# 02 - Jeddah apartment priced in USD, borderless table with an unusual
#      column order (amount first), "Payment No. 3 - ...per centum" labels,
#      one due date in words, fee clause BEFORE the plan, summary clause.
# ======================================================================
def agreement_02():
    name = "02_corniche_pearl_apartment_jeddah"
    S = styles(font="Times-Roman", size=10.5)
    price = 1480000.00
    fee = row("File Opening and Administration Fee", 2000.00, None, 0, fee=True)
    words = {10: "ten per centum", 12.5: "twelve and one-half per centum",
             15: "fifteen per centum", 50: "fifty per centum"}
    spec = [(10, dt.date(2026, 4, 14), None),
            (12.5, dt.date(2026, 10, 14), None),
            (12.5, dt.date(2027, 4, 14), None),
            (15, dt.date(2027, 10, 14), "the fourteenth (14th) day of October 2027"),
            (50, None, "upon delivery of the Unit")]
    plan = []
    for i, (p, d, txt) in enumerate(spec, 1):
        plan.append(row("Payment No. %d" % i, pct_of(price, p), d, p,
                        label="Payment No. %d \u2014 %s" % (i, words[p]),
                        due=txt if txt else us(d)))
    rows = [fee] + plan
    check(rows, price)

    st = []
    P = lambda t, s="p": st.append(Paragraph(t, S[s]))  # noqa: E731
    P("AGREEMENT FOR THE SALE AND PURCHASE OF A RESIDENTIAL UNIT", "title")
    P("Pearl Tower 2 &middot; Unit 2-1708 &middot; Al Shati District, Jeddah", "sub")
    P("Contract No. CPD-PT2-1708 &nbsp;|&nbsp; Dated 01/27/2026 &nbsp;|&nbsp; Off-Plan Licence "
      "0221-1447 &nbsp;|&nbsp; Master Deed 820114005973", "sub")
    st.append(Spacer(1, 8))
    P("THIS AGREEMENT is dated the twenty-seventh day of January 2026 and is made "
      "<b>BETWEEN</b>:")
    P("(1) <b>CORNICHE PEARL DEVELOPMENT COMPANY</b>, a closed joint stock company incorporated in "
      "the Kingdom of Saudi Arabia with Commercial Registration No. 4030287716 and Unified No. "
      "7002458813, whose registered office is at 4410 Prince Faisal bin Fahd Road, Al Shati, Jeddah "
      "23414, P.O. Box 23441 (the <b>Developer</b>); and", "ind")
    P("(2) <b>MR. DANIEL WESTBROOK HALE</b>, a citizen of the United Kingdom, holder of Premium "
      "Residency No. 2198745306 and passport No. 566120784, whose address for notices is Unit 9, 14 "
      "Marlowe Court, London SW3 4PL (the <b>Purchaser</b>).", "ind")

    P("BACKGROUND", "h")
    P("(A) The Developer is the registered owner of the land on which Pearl Tower 2 is being "
      "constructed (Master Deed No. 820114005973) and holds off-plan licence No. 0221-1447 issued on "
      "08/16/2025.")
    P("(B) The Purchaser, as a holder of premium residency, is permitted to own residential real "
      "estate in Jeddah and has agreed to buy the Unit in accordance with this Agreement.")

    P("1. INTERPRETATION", "h")
    P("1.1 <i>Anticipated Delivery Date</i>: 06/30/2028, as may be extended under clause 8. "
      "<i>Building</i>: the 42-storey residential tower known as Pearl Tower 2. <i>Payment</i>: each "
      "payment of the Purchase Price listed in clause 5. <i>Unit</i>: the apartment described in "
      "clause 2.")
    P("1.2 All dates written in figures in this Agreement follow the month/day/year convention.")

    P("2. THE UNIT", "h")
    P("Apartment No. 2-1708 on the seventeenth (17th) floor of the Building, three bedrooms, with "
      "a saleable area of approximately 212.40 sqm (internal 188.90 sqm and balcony 23.50 sqm), and "
      "two parking bays in basement level B1 (Nos. B1-044 and B1-045).")

    P("3. PURCHASE PRICE", "h")
    P("3.1 The Purchase Price is <b>USD %s</b> (One Million Four Hundred Eighty Thousand United "
      "States Dollars). For information, the Saudi Riyal equivalent at the fixed rate of SAR 3.75 per "
      "USD 1.00 is SAR 5,550,000.00; the Purchaser may pay any Payment in Saudi Riyals at that rate."
      % money(price))
    P("3.2 The first supply of the Unit is exempt from VAT. The Real Estate Transaction Tax (RETT) "
      "arising on this sale shall be borne and paid by the Developer and shall not be recharged to "
      "the Purchaser.")

    P("4. FEES", "h")
    P("4.1 On signing this Agreement the Purchaser shall pay to the Developer a file opening and "
      "administration fee of <b>USD 2,000.00</b> (Two Thousand United States Dollars). This fee is "
      "separate from, and does not count towards, the Purchase Price.")
    P("4.2 The fee paid under clause 4.1 is non-refundable except where this Agreement is "
      "terminated under clause 9.2.")

    P("5. PAYMENT OF THE PURCHASE PRICE", "h")
    P("5.1 The Purchaser shall pay the Purchase Price in five Payments, each on or prior to the "
      "date (or upon the event) set against it below:")
    data = [["Amount (USD)", "Payment", "Share of Price", "Falling due on"]]
    for r in plan:
        data.append([money(r["amount"]), Paragraph(r["label"], S["cell"]),
                     pct_txt(r["percentage"]), Paragraph(r["due"], S["cell"])])
    data.append([money(price), "Purchase Price", "100%", ""])
    tbl = Table(data, colWidths=[30 * mm, 70 * mm, 28 * mm, 46 * mm])
    tbl.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, 0), "Times-Bold"),
        ("FONTNAME", (0, 1), (-1, -1), "Times-Roman"),
        ("FONTSIZE", (0, 0), (-1, -1), 9.5),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("LINEABOVE", (0, -1), (-1, -1), 0.4, colors.black),
        ("ALIGN", (0, 0), (0, -1), "RIGHT"),
        ("ALIGN", (2, 0), (2, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ]))
    st.append(tbl)
    st.append(Spacer(1, 4))
    P("5.2 Payments No. 1 to No. 4 shall be made by bank transfer to the escrow account of the "
      "Building (IBAN SA03 8000 0000 6080 1016 7519). Payment No. 5 falls due on the delivery date "
      "notified under clause 8.3, whether or not the Purchaser attends to take delivery.")
    P("5.3 By way of summary only: one half of the Purchase Price is payable in four Payments before "
      "delivery, the other half upon delivery. Nothing in this clause 5.3 alters clause 5.1.")
    P("5.4 A Payment received after its due date shall bear a delay charge of USD 50.00 per day, "
      "capped at 3% of the overdue Payment.")

    P("6. ESCROW AND CONSTRUCTION PROGRESS", "h")
    P("The Developer shall publish quarterly construction updates. The Purchaser acknowledges that "
      "the escrow bank releases funds only against certified progress; the Building was 18% "
      "complete as certified on 12/15/2025.")

    P("7. TITLE", "h")
    P("The Developer shall register the Unit in the Purchaser's name through the Ministry of "
      "Justice electronic system within 90 days of receipt of Payment No. 5, subject to the "
      "approval of the competent authority for premium residency holders.")

    P("8. DELIVERY", "h")
    P("8.1 The Developer shall deliver the Unit on or before the Anticipated Delivery Date, with a "
      "grace period of 180 days. 8.2 Delays caused by force majeure or by changes in law shall "
      "extend the Anticipated Delivery Date accordingly. 8.3 The Developer shall give not less than "
      "45 days' notice of the delivery date.")

    P("9. DEFAULT AND TERMINATION", "h")
    P("9.1 If a Payment is more than 60 days overdue, the Developer may terminate this Agreement by "
      "30 days' notice and retain 15% of the Purchase Price from the sums received, refunding any "
      "surplus within 60 days. 9.2 If the Developer fails to deliver the Unit within 12 months "
      "after the end of the grace period, the Purchaser may terminate and shall be repaid all sums "
      "paid (including the fee under clause 4.1) together with compensation of 5% of the Purchase "
      "Price.")

    P("10. GOVERNING LAW", "h")
    P("The laws of the Kingdom of Saudi Arabia govern this Agreement. The courts of Jeddah have "
      "exclusive jurisdiction. The Purchaser confirms he has had the opportunity to take "
      "independent legal advice.")
    st.append(Spacer(1, 16))
    P("SIGNED for and on behalf of CORNICHE PEARL DEVELOPMENT COMPANY by Ms. Reem Khalid Bakr, "
      "Authorised Signatory, on 01/27/2026 ____________________")
    P("SIGNED by DANIEL WESTBROOK HALE on 01/27/2026 ____________________")

    build(name, st,
          ["CORNICHE PEARL DEVELOPMENT CO.  -  CR 4030287716  -  VAT Reg. 300512874600003  -  "
           "Unified No. 7002458813",
           "4410 Prince Faisal bin Fahd Rd, Al Shati, Jeddah 23414  -  P.O. Box 23441  -  "
           "Tel. +966 12 606 4400  -  Contract CPD-PT2-1708"],
          "CPD/LEGAL/SPA-USD/v2.1   Printed 01/27/2026 14:05")
    write_json(name, rows)


# ======================================================================
# 03 - Al Khobar office unit, plan set out in prose (with a quarterly
#      series), borderless particulars table (not a plan), explicit
#      post-handover instalments, fees spread over two later sections.
# ======================================================================
def agreement_03():
    name = "03_sharqiya_towers_office_khobar"
    S = styles(size=9)
    price = 3760000.00
    down = row("Down Payment", pct_of(price, 20), dt.date(2026, 7, 25), 20)
    first = dt.date(2027, 1, 25)
    series = [row("Quarterly Instalment %d of 8" % (i + 1), pct_of(price, 7.5),
                  add_months(first, 3 * i), 7.5) for i in range(8)]
    hand = row("Handover Instalment", pct_of(price, 10), None, 10)
    ph = [row("Post-Handover Instalment 1 of 2", pct_of(price, 5), dt.date(2030, 1, 25), 5, post=True),
          row("Post-Handover Instalment 2 of 2", pct_of(price, 5), dt.date(2030, 7, 25), 5, post=True)]
    proc = row("Processing Fee", 10350.00, dt.date(2026, 7, 25), 0, fee=True)
    rett = row("RETT", pct_of(price, 5), None, 5, fee=True)
    rows = [down] + series + [hand] + ph + [proc, rett]
    check(rows, price)
    last = series[-1]["date"]

    st = []
    P = lambda t, s="p": st.append(Paragraph(t, S[s]))  # noqa: E731
    P("SALE CONTRACT FOR AN OFFICE UNIT (OFF-PLAN)", "title")
    P("Al-Sharqiya Towers &ndash; Tower B &ndash; Office 1407 &ndash; King Saud Street, Al Khobar", "sub")
    st.append(Spacer(1, 6))
    P("Contract date: 07/09/2026 &nbsp;&nbsp; Contract No.: AST/B/1407/26-118 &nbsp;&nbsp; "
      "Wafi Licence: 1447/0093 &nbsp;&nbsp; Deed: 630112004415 &nbsp;&nbsp; Plan: 219/2/B", "sub")
    st.append(Spacer(1, 8))

    P("PART ONE &ndash; THE PARTIES", "h")
    P("First Party (Seller): <b>Al-Sharqiya Towers Company</b>, C.R. No. 2051223344 issued in Al "
      "Khobar on 05/17/2019, VAT No. 302118765400003, national address 8123 King Saud Street, Al "
      "Khobar 34428, represented by Mr. Turki Fahad Al-Dosari, Chief Executive Officer.")
    P("Second Party (Buyer): <b>Najd Advisory Partners</b>, a professional partnership, C.R. No. "
      "2050098765, national address 3306 Prince Turki Street, Al Khobar 34413, represented by its "
      "managing partner Dr. Hala Saad Al-Qahtani.")
    P("The parties agreed on this Thursday, July 9, 2026, as follows.")

    P("PART TWO &ndash; PREAMBLE", "h")
    P("The Seller is constructing a two-tower mixed-use development on Plot 14 of Plan 219/2/B, Al "
      "Khobar, with an expected handover of office units on or about 06/30/2029. The Buyer wishes to "
      "acquire an office unit for its own professional use. The preamble forms part of this "
      "contract.")

    P("PART THREE &ndash; THE UNIT", "h")
    P("Section 3.1. The Seller sells to the Buyer the following unit, whose particulars are given for "
      "identification only:")
    part = [["Item", "Particulars"],
            ["Office No.", "1407 (fourteenth floor, Tower B)"],
            ["Net internal area", "286.40 sqm (approx.)"],
            ["Parking", "2 bays, Nos. B2-118 and B2-119"],
            ["Indicative rate", "SAR 13,128.49 per sqm (information only)"],
            ["Estimated service charge", "SAR 145.00 per sqm per annum (from handover)"],
            ["Share in common areas", "0.82%"]]
    t = Table(part, colWidths=[48 * mm, 100 * mm])
    t.setStyle(TableStyle([("FONTSIZE", (0, 0), (-1, -1), 8.5),
                           ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                           ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.grey),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                           ("TOPPADDING", (0, 0), (-1, -1), 2)]))
    st.append(t)
    st.append(Spacer(1, 4))
    P("Section 3.2. The sale includes the fit-out allowance described in Annex 3 (shell and core "
      "plus raised floor and ceiling grid).")

    P("PART FOUR &ndash; PRICE", "h")
    P("Section 4.1. The total price is <b>SAR %s</b> (three million seven hundred sixty thousand "
      "Saudi Riyals) (the \"Price\"). The Price is exclusive of RETT and of the processing fee "
      "referred to in Section 6.1." % money(price))
    P("Section 4.2. In accordance with the applicable regulations, the sale of the Unit is exempt "
      "from VAT and subject to RETT; VAT at 15% applies to the Seller's processing fee only.")

    P("PART FIVE &ndash; PAYMENT OF THE PRICE", "h")
    P("Section 5.1. The Buyer shall pay the Price into the escrow account of the project as "
      "follows:")
    P("(a) a down payment of twenty per cent (20%%) of the Price, being SAR %s, on or prior to "
      "07/25/2026;" % money(down["amount"]), "ind")
    P("(b) sixty per cent (60%%) of the Price in eight (8) equal quarterly instalments of seven and "
      "one-half per cent (7.5%%) each, being SAR %s per instalment, the first falling due on "
      "01/25/2027 and each subsequent instalment on the 25th day of every third month thereafter, "
      "the last falling due on %s;" % (money(series[0]["amount"]), us(last)), "ind")
    P("(c) ten per cent (10%%) of the Price, being SAR %s, upon the Seller's notice that the Unit is "
      "ready for handover; and" % money(hand["amount"]), "ind")
    P("(d) the remaining ten per cent (10%%) of the Price after handover, in two post-handover "
      "instalments of five per cent (5%%) each (SAR %s each), falling due on 01/25/2030 and "
      "07/25/2030 respectively." % money(ph[0]["amount"]), "ind")
    P("Section 5.2. Summary: 20% down payment, 60% during construction, 10% at handover and 10% "
      "after handover, totalling 100% of the Price. This summary is descriptive only.")
    P("Section 5.3. The Buyer shall deliver to the Seller, on signing, a promissory note (sanad "
      "lamar) for each of the post-handover instalments referred to in Section 5.1(d), "
      "enforceable before the Enforcement Court.")

    P("PART SIX &ndash; FEES", "h")
    P("Section 6.1. The Buyer shall pay the Seller a processing fee of SAR 10,350.00, being SAR "
      "9,000.00 plus VAT at 15% (SAR 1,350.00), on or prior to 07/25/2026, together with but "
      "separately from the down payment.")
    P("Section 6.2. No brokerage commission is payable by the Buyer to the Seller; any commission "
      "agreed between the Buyer and its own broker is the Buyer's sole concern.")

    P("PART SEVEN &ndash; LATE PAYMENT AND TERMINATION", "h")
    P("Section 7.1. If the Buyer fails to pay any amount within 30 days of its due date, the Seller "
      "may charge a delay fee of 1% of the overdue amount per month. Section 7.2. If any amount is "
      "overdue for more than 90 days, the Seller may terminate this contract by notice; the Seller "
      "shall then refund the sums paid less 8% of the Price within 120 days. Section 7.3. If the "
      "Unit is not handed over by 12/31/2029, the Buyer may terminate and recover all sums paid.")

    P("PART EIGHT &ndash; HANDOVER", "h")
    P("Section 8.1. The Seller shall notify the Buyer in writing at least 30 days before the "
      "handover date. Section 8.2. Handover is conditional on payment of all sums due under Sections "
      "5.1(a) to 5.1(c) and 6.1. Section 8.3. The defects liability period is 12 months from "
      "handover; structural defects are covered by the ten-year decennial liability insurance.")

    P("PART NINE &ndash; TRANSFER OF TITLE AND RETT", "h")
    P("Section 9.1. Title shall be transferred to the Buyer after handover by an electronic deed. "
      "Section 9.2. The Buyer shall deliver its C.R. extract dated no earlier than 30 days before "
      "the transfer. Section 9.3. In addition to the Price, the Buyer shall pay the Real Estate "
      "Transaction Tax at five per cent (5%%) of the Price, being SAR %s, upon transfer of title, "
      "through the ZATCA portal, the Seller being entitled to withhold the transfer until the RETT "
      "payment certificate is issued." % money(rett["amount"]))

    P("PART TEN &ndash; GENERAL", "h")
    P("Section 10.1. This contract is governed by the laws of the Kingdom of Saudi Arabia. Section "
      "10.2. Disputes shall be referred to the Commercial Court in Dammam. Section 10.3. Notices "
      "shall be sent to the national addresses stated in Part One. Section 10.4. This contract is "
      "made in two counterparts, each party holding one.")
    st.append(Spacer(1, 14))
    P("First Party: Turki Fahad Al-Dosari ______________ &nbsp;&nbsp;&nbsp; Second Party: Dr. Hala "
      "Saad Al-Qahtani ______________ &nbsp;&nbsp;&nbsp; Date: 07/09/2026")

    build(name, st,
          ["AL-SHARQIYA TOWERS CO. | C.R. 2051223344 | VAT 302118765400003 | Wafi 1447/0093 | "
           "8123 King Saud St., Al Khobar 34428",
           "Tel 013 889 1200 | Fax 013 889 1201 | Contract AST/B/1407/26-118 | Deed 630112004415 | "
           "Plot 14 / Plan 219/2/B"],
          "Initials: ________ / ________            AST-LGL-F12 (rev. 04/22/2026)")
    write_json(name, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("saudi_monthfirst_pdf_r3: 3 agreements written")
