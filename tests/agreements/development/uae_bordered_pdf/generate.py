#!/usr/bin/env python3
"""Generate the `uae_bordered_pdf` development agreements.

Dubai / Abu Dhabi off-plan sale and purchase agreements whose payment plan is a
bordered (gridded) table. Each agreement's plan is built as Python data first;
both the PDF and the `.expected.json` are rendered from that data.

Run:  python generate.py   (writes NN_slug.pdf + NN_slug.expected.json next to this file)
"""
import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_RIGHT  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
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
MONTH_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]


# --------------------------------------------------------------------------- helpers
def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    return (D(price) * D(pct) / Decimal(100)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(x):
    return f"{D(x):,.2f}"


def money0(x):
    """1,850,000 (no decimals) when whole, else with cents."""
    x = D(x)
    return f"{x:,.0f}" if x == x.to_integral_value() else f"{x:,.2f}"


def pct_txt(p):
    p = D(p)
    return f"{p.normalize():f}%" if p != p.to_integral_value() else f"{int(p)}%"


def jdate(d):
    return "" if d is None else f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
         "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _words999(n):
    out = []
    if n >= 100:
        out.append(_ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        out.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(_ONES[n])
    return " ".join(out)


def words(n):
    n = int(n)
    if n == 0:
        return "Zero"
    parts = []
    for div, name in ((10**9, "Billion"), (10**6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= div:
            parts.append((_words999(n // div) + (" " + name if name else "")).strip())
            n %= div
    return " ".join(parts)


def erow(amount, due, desc, pct, fee=False, post=False):
    return {"amount": float(amount), "dueDate": jdate(due), "description": desc,
            "percentage": float(pct or 0), "isFee": fee, "postHandover": post, "status": "pending"}


def write_expected(slug, rows):
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


# --------------------------------------------------------------------------- styles
SS = getSampleStyleSheet()


def styles(base="Helvetica", size=9.5):
    bold = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold"}[base]
    st = {
        "title": ParagraphStyle("title", fontName=bold, fontSize=size + 5, leading=size + 8,
                                alignment=TA_CENTER, spaceAfter=4),
        "subtitle": ParagraphStyle("subtitle", fontName=base, fontSize=size, leading=size + 3,
                                   alignment=TA_CENTER, spaceAfter=10),
        "h": ParagraphStyle("h", fontName=bold, fontSize=size + 0.5, leading=size + 4,
                            spaceBefore=8, spaceAfter=3),
        "p": ParagraphStyle("p", fontName=base, fontSize=size, leading=size + 3.2,
                            alignment=TA_JUSTIFY, spaceAfter=4),
        "ind": ParagraphStyle("ind", fontName=base, fontSize=size, leading=size + 3.2,
                              alignment=TA_JUSTIFY, leftIndent=18, spaceAfter=3),
        "ind2": ParagraphStyle("ind2", fontName=base, fontSize=size, leading=size + 3.2,
                               alignment=TA_JUSTIFY, leftIndent=36, spaceAfter=3),
        "cell": ParagraphStyle("cell", fontName=base, fontSize=size - 1, leading=size + 1.5),
        "cellb": ParagraphStyle("cellb", fontName=bold, fontSize=size - 1, leading=size + 1.5),
        "cellr": ParagraphStyle("cellr", fontName=base, fontSize=size - 1, leading=size + 1.5,
                                alignment=TA_RIGHT),
        "cellc": ParagraphStyle("cellc", fontName=base, fontSize=size - 1, leading=size + 1.5,
                                alignment=TA_CENTER),
        "note": ParagraphStyle("note", fontName=base, fontSize=size - 1.5, leading=size + 1,
                               alignment=TA_JUSTIFY),
        "sig": ParagraphStyle("sig", fontName=base, fontSize=size, leading=size + 4),
    }
    st["bold"] = bold
    return st


def page_decor(header_left, header_right, footer_note, font="Helvetica"):
    def _draw(canvas, doc):
        canvas.saveState()
        w, h = A4
        canvas.setFont(font, 7.5)
        canvas.setFillColor(colors.grey)
        canvas.drawString(20 * mm, h - 12 * mm, header_left)
        canvas.drawRightString(w - 20 * mm, h - 12 * mm, header_right)
        canvas.setStrokeColor(colors.lightgrey)
        canvas.line(20 * mm, h - 13.5 * mm, w - 20 * mm, h - 13.5 * mm)
        canvas.drawString(20 * mm, 10 * mm, footer_note)
        canvas.drawRightString(w - 20 * mm, 10 * mm, "Page %d" % doc.page)
        canvas.restoreState()
    return _draw


def build_pdf(slug, story, title, author, decor):
    path = os.path.join(HERE, slug + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=20 * mm, bottomMargin=18 * mm, title=title, author=author,
                            subject="Sale and Purchase Agreement", creator="Conveyancing Desk")
    doc.build(story, onFirstPage=decor, onLaterPages=decor)


GRID = [
    ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ("TOPPADDING", (0, 0), (-1, -1), 3),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
]


def signature_block(st, seller, purchaser, witness=True):
    rows = [
        [Paragraph("<b>SIGNED</b> for and on behalf of<br/>%s" % seller, st["sig"]),
         Paragraph("<b>SIGNED</b> by the Purchaser<br/>%s" % purchaser, st["sig"])],
        [Paragraph("Signature: ____________________________<br/>Name: ____________________________"
                   "<br/>Title: Authorised Signatory", st["sig"]),
         Paragraph("Signature: ____________________________<br/>Name: ____________________________"
                   "<br/>Passport / ID No.: ______________", st["sig"])],
    ]
    if witness:
        rows.append([Paragraph("Witness: ____________________________", st["sig"]),
                     Paragraph("Witness: ____________________________", st["sig"])])
    t = Table(rows, colWidths=[85 * mm, 85 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 8)]))
    return KeepTogether([Spacer(1, 8), t])


# =========================================================================== 01
def agreement_01():
    slug = "01_marlowe_jvc_fees_first"
    st = styles("Helvetica", 9.3)
    P, H, I = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"])), (lambda t: Paragraph(t, st["ind"]))
    price = D(1850000)
    suite, balcony = D("1112.40"), D("142.00")
    area = suite + balcony
    rate = (price / area).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    fmt = lambda d: d.strftime("%d/%m/%Y")  # noqa: E731

    fees = [  # (label, basis text, pct, amount, when)
        ("DLD Registration Fee", "4% of the Purchase Price", D(4), pct_of(price, 4),
         "Within 7 days of the Agreement Date"),
        ("Oqood (Interim Register) Registration Fee", "Fixed", None, D(4000),
         "Within 7 days of the Agreement Date"),
        ("Administration Fee (inclusive of VAT)", "Fixed", None, D(5250), "On signing of this Agreement"),
    ]
    plan = [  # (label, date or None, when-text, pct)
        ("Down Payment", None, "On execution of this Agreement", D(10)),
        ("Second Instalment", date(2025, 9, 15), None, D(10)),
        ("Third Instalment", date(2026, 1, 15), None, D(10)),
        ("Fourth Instalment", None, "On 20% construction completion*", D(10)),
        ("Fifth Instalment", date(2026, 8, 15), None, D(10)),
        ("Sixth Instalment", None, "On 50% construction completion*", D(10)),
        ("Final Instalment", None, "On Handover (Completion Date)", D(40)),
    ]
    assert sum(p[3] for p in plan) == 100

    expected = []
    for label, basis, pct, amt, when in fees:
        expected.append(erow(amt, None, label, pct, fee=True))
    for label, d, when, pct in plan:
        expected.append(erow(pct_of(price, pct), d, label, pct))

    s = []
    s.append(Paragraph("AGREEMENT FOR SALE AND PURCHASE", st["title"]))
    s.append(Paragraph("(Off-Plan Residential Unit) &nbsp;|&nbsp; Marlowe Residences, Jumeirah Village Circle, Dubai"
                       "<br/>Agreement Ref.: ACD/MR/1407/2025", st["subtitle"]))
    s.append(P("This Agreement is made at Dubai, United Arab Emirates, on <b>14 July 2025</b> (the "
               "\"<b>Agreement Date</b>\")"))
    s.append(P("<b>BETWEEN:</b>"))
    s.append(I("(1) <b>AZURE CREST DEVELOPMENTS L.L.C.</b>, a limited liability company registered in the Emirate "
               "of Dubai under Commercial Licence No. 1029384, having its address at Office 2302, Level 23, "
               "Boulevard Plaza Tower 2, P.O. Box 118842, Dubai, UAE and registered with the Real Estate "
               "Regulatory Agency as a developer under Developer No. 2187 (the \"<b>Seller</b>\"); and"))
    s.append(I("(2) <b>MR. RAHUL MENON</b>, an Indian national holding Passport No. Z4812093, residing at Villa 17, "
               "Street 4B, Al Barsha 2, Dubai, mobile +971 50 418 2290 (the \"<b>Purchaser</b>\")."))
    s.append(P("<b>RECITALS</b>"))
    s.append(I("A. The Seller is developing a residential tower comprising 2 basement levels, a ground floor, "
               "4 podium levels and 28 residential floors known as \"Marlowe Residences\" on Plot No. 681-2207, "
               "Al Barsha South Fourth (Jumeirah Village Circle), Dubai (the \"<b>Project</b>\"), registered with "
               "RERA under Project No. 3315."))
    s.append(I("B. The Purchaser wishes to purchase, and the Seller has agreed to sell, the Unit described in "
               "Clause 2 on the terms of this Agreement and in accordance with Law No. 13 of 2008 regulating "
               "the Interim Real Estate Register in the Emirate of Dubai (as amended)."))

    s.append(H("1. DEFINITIONS"))
    s.append(P("1.1 In this Agreement, unless the context otherwise requires: \"<b>Anticipated Completion Date</b>\" "
               "means 31 December 2027, subject to Clause 8.2; \"<b>Business Day</b>\" means a day other than a "
               "Saturday, Sunday or public holiday in Dubai; \"<b>DLD</b>\" means the Dubai Land Department; "
               "\"<b>Escrow Account</b>\" means the account opened for the Project under Law No. 8 of 2007; "
               "\"<b>Handover</b>\" means the delivery of vacant possession of the Unit to the Purchaser following "
               "the Completion Date; \"<b>Project Consultant</b>\" means Archeon Engineering Consultants (RERA "
               "Consultant No. 771)."))
    s.append(P("1.2 Clause headings are for convenience only. References to AED are to the lawful currency of the "
               "United Arab Emirates."))

    s.append(H("2. THE UNIT"))
    s.append(P("2.1 The Seller agrees to sell and the Purchaser agrees to purchase Residential Unit No. <b>1407</b> on "
               "the 14th floor of the Project, a two (2) bedroom apartment, together with one (1) allocated car "
               "parking bay No. P2-088 (together, the \"<b>Unit</b>\")."))
    s.append(P("2.2 The Unit has an approximate suite area of %s sq ft and a balcony area of %s sq ft, giving a "
               "total saleable area of %s sq ft (approximately %s sq m). The areas are estimates and are subject "
               "to Clause 9." % (money(suite), money(balcony), money(area),
                                 money((area * D("0.092903")).quantize(Decimal("0.01"))))))

    s.append(H("3. PURCHASE PRICE"))
    s.append(P("3.1 The purchase price for the Unit is <b>AED %s</b> (UAE Dirhams %s only) (the \"<b>Purchase "
               "Price</b>\"), equivalent to approximately AED %s per square foot of total saleable area."
               % (money(price), words(price), money(rate))))
    s.append(P("3.2 The Purchase Price is exclusive of the fees set out in Clause 4, of service charges, and of "
               "utility connection and deposit charges, which shall be borne by the Purchaser."))

    s.append(H("4. REGISTRATION AND ADMINISTRATIVE FEES"))
    s.append(P("4.1 In addition to (and not as part of) the Purchase Price, the Purchaser shall pay the following "
               "fees. The DLD fees shall be paid by manager's cheque in favour of the Dubai Land Department and "
               "delivered to the Seller for registration of this Agreement on the Interim Real Estate Register:"))
    ft = [[Paragraph("<b>Fee</b>", st["cell"]), Paragraph("<b>Basis</b>", st["cell"]),
           Paragraph("<b>Amount (AED)</b>", st["cellr"]), Paragraph("<b>When payable</b>", st["cell"])]]
    for label, basis, pct, amt, when in fees:
        ft.append([Paragraph(label, st["cell"]), Paragraph(basis, st["cell"]),
                   Paragraph(money(amt), st["cellr"]), Paragraph(when, st["cell"])])
    ft.append([Paragraph("<b>Total fees</b>", st["cell"]), "", Paragraph("<b>%s</b>" % money(sum(f[3] for f in fees)),
                                                                          st["cellr"]), ""])
    t = Table(ft, colWidths=[58 * mm, 38 * mm, 28 * mm, 46 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
                                  ("SPAN", (0, -1), (1, -1))]))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(P("4.2 Should the DLD revise any of the above fees prior to registration, the Purchaser shall pay the "
               "revised amount. Fees once paid to the DLD are not refundable by the Seller in any circumstances."))

    s.append(H("5. PAYMENT PLAN"))
    s.append(P("5.1 The Purchaser shall pay the Purchase Price in instalments to the Escrow Account (Account No. "
               "0118 4471 2093 001, Emirates Islamic Bank, Jumeirah Branch) in accordance with the following "
               "payment plan:"))
    pt = [[Paragraph("<b>No.</b>", st["cellc"]), Paragraph("<b>Milestone</b>", st["cell"]),
           Paragraph("<b>Due Date</b>", st["cell"]), Paragraph("<b>%</b>", st["cellc"]),
           Paragraph("<b>Amount (AED)</b>", st["cellr"])]]
    for i, (label, d, when, pct) in enumerate(plan, 1):
        pt.append([Paragraph(str(i), st["cellc"]), Paragraph(label, st["cell"]),
                   Paragraph(fmt(d) if d else when, st["cell"]), Paragraph(pct_txt(pct), st["cellc"]),
                   Paragraph(money(pct_of(price, pct)), st["cellr"])])
    pt.append([Paragraph("<b>TOTAL</b>", st["cell"]), "", "", Paragraph("<b>100%</b>", st["cellc"]),
               Paragraph("<b>%s</b>" % money(price), st["cellr"])])
    pt.append([Paragraph("* Construction completion percentages as certified by the Project Consultant and recorded "
                         "with RERA. Any instalment falling due on a day that is not a Business Day shall be paid on "
                         "the next Business Day.", st["note"]), "", "", "", ""])
    t = Table(pt, colWidths=[13 * mm, 45 * mm, 55 * mm, 17 * mm, 40 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
                                  ("SPAN", (0, -2), (2, -2)), ("SPAN", (0, -1), (-1, -1)),
                                  ("BACKGROUND", (0, -2), (-1, -2), colors.HexColor("#f0f0f0"))]))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(P("5.2 The Seller shall issue a payment notice not less than fourteen (14) days before each instalment "
               "linked to a construction milestone. Time of payment shall be of the essence."))
    s.append(P("5.3 Payments shall be made in AED only. Cheques returned unpaid attract a charge of AED 500 per "
               "cheque in addition to any bank charges."))

    s.append(H("6. ESCROW"))
    s.append(P("6.1 All instalments of the Purchase Price shall be deposited in the Escrow Account maintained in "
               "accordance with Law No. 8 of 2007 concerning Guarantee Accounts of Real Estate Developments. No "
               "payment made to any other account shall discharge the Purchaser's obligations."))

    s.append(H("7. LATE PAYMENT AND PURCHASER DEFAULT"))
    s.append(P("7.1 Any amount not paid on its due date shall bear a late payment charge of two per cent (2%) per "
               "month, calculated daily, from the due date until the date of actual payment, subject to a cap of "
               "ten per cent (10%) of the Purchase Price."))
    s.append(P("7.2 If any instalment remains unpaid for thirty (30) days, the Seller may notify the DLD in "
               "accordance with Article 11 of Law No. 13 of 2008. Upon termination the Seller may: (a) where "
               "construction is more than 80% complete, retain the whole of the amounts paid and sell the Unit; "
               "(b) where construction is between 60% and 80% complete, retain up to 40% of the Purchase Price; "
               "(c) where construction is below 60%, retain up to 25% of the Purchase Price; and (d) where "
               "construction has not commenced, retain up to 30% of the amounts paid, refunding the balance "
               "within one (1) year of termination or within sixty (60) days of resale of the Unit, whichever is earlier."))

    s.append(H("8. COMPLETION AND HANDOVER"))
    s.append(P("8.1 The Seller shall use reasonable endeavours to achieve completion by the Anticipated Completion Date."))
    s.append(P("8.2 The Seller shall be entitled to an extension of twelve (12) months. If completion is delayed "
               "beyond that period for reasons not attributable to force majeure, the Seller shall compensate the "
               "Purchaser at the rate of 1% of the amounts paid for each full month of delay, up to a maximum of "
               "5% of the Purchase Price."))
    s.append(P("8.3 Handover shall take place only after the Purchaser has paid the Purchase Price in full and all "
               "fees and charges, and has signed the handover documentation."))

    s.append(H("9. AREA VARIATION"))
    s.append(P("9.1 If the total saleable area on completion differs by more than 5%% from the area stated in "
               "Clause 2.2, the Purchase Price shall be adjusted pro rata at AED %s per sq ft for the difference "
               "exceeding that tolerance only." % money(rate)))

    s.append(H("10. DEFECTS, SERVICE CHARGES AND GENERAL"))
    s.append(P("10.1 The Seller shall remedy defects notified within twelve (12) months from Handover and shall "
               "remain liable for structural defects for ten (10) years in accordance with Article 880 of the UAE "
               "Civil Code. Estimated service charges are AED 16.50 per sq ft per annum, subject to RERA approval."))
    s.append(P("10.2 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the UAE "
               "applicable therein, and the courts of Dubai shall have exclusive jurisdiction."))
    s.append(P("IN WITNESS WHEREOF the parties have executed this Agreement on the Agreement Date in two (2) "
               "originals."))
    s.append(signature_block(st, "AZURE CREST DEVELOPMENTS L.L.C.", "MR. RAHUL MENON"))

    build_pdf(slug, s, "SPA - Marlowe Residences Unit 1407", "Azure Crest Developments L.L.C.",
              page_decor("Marlowe Residences - SPA - Unit 1407", "ACD/MR/1407/2025",
                         "Seller initials: ______    Purchaser initials: ______"))
    write_expected(slug, expected)


# =========================================================================== 02
def agreement_02():
    slug = "02_sandpiper_saadiyat_fees_after"
    st = styles("Times-Roman", 10)
    P, H, I = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"])), (lambda t: Paragraph(t, st["ind"]))
    price = D(2375000)
    sqm = D("139.85")
    sqft = (sqm * D("10.7639")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    fmt = lambda d: "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)  # noqa: E731

    plan = [  # (label, date, when, pct, marker)
        ("Reservation Deposit", None, "Paid on the Reservation Date", D(5)),
        ("Balance of Down Payment", None, "Within 30 days of the Reservation Date", D("7.5")),
        ("Instalment 3", date(2026, 3, 1), None, D("12.5")),
        ("Instalment 4", date(2026, 9, 1), None, D("12.5")),
        ("Instalment 5", date(2027, 3, 1), None, D("12.5")),
        ("Instalment 6", None, "On 70% completion of the Building \u2020", D(10)),
        ("Completion Instalment", None, "On the Completion Date, prior to handover", D(40)),
    ]
    assert sum(p[3] for p in plan) == 100
    reg_fee = pct_of(price, 2)
    admin_fee = D(3150)

    expected = [erow(pct_of(price, pct), d, label, pct) for label, d, when, pct in plan]
    expected.append(erow(reg_fee, None, "DMT Registration Fee", 2, fee=True))
    expected.append(erow(admin_fee, None, "Administration Fee", 0, fee=True))

    s = []
    s.append(Paragraph("SALE AND PURCHASE AGREEMENT", st["title"]))
    s.append(Paragraph("Sandpiper Point &#8212; Saadiyat Island, Abu Dhabi<br/>Contract No. SP/B/0903-25", st["subtitle"]))
    s.append(P("THIS AGREEMENT is dated the 3rd day of November 2025 and is entered into in the Emirate of Abu Dhabi"))
    s.append(P("BY AND BETWEEN"))
    s.append(I("<b>AL QURM WATERFRONT DEVELOPMENT COMPANY P.J.S.C.</b>, a public joint stock company incorporated in "
               "Abu Dhabi, Commercial Registration No. CN-4417720, whose registered office is at Floor 9, Al Qurm "
               "Tower, Sheikh Zayed the First Street, P.O. Box 47781, Abu Dhabi (hereinafter the \"<b>Seller</b>\");"))
    s.append(P("AND"))
    s.append(I("<b>MS. ELENA VASQUEZ-HART</b>, a Spanish national, Passport No. PAF901275, Emirates ID "
               "784-1988-4410932-6, of Apartment 2106, Marina Square, Al Reem Island, Abu Dhabi (hereinafter the "
               "\"<b>Purchaser</b>\")."))
    s.append(H("WHEREAS"))
    s.append(I("(A) The Seller is the master developer and developer of the land known as Plot No. SI-C5-014, "
               "Saadiyat Island, Abu Dhabi, on which it is constructing a residential development of three "
               "buildings (A, B and C) known as \"Sandpiper Point\" (the \"<b>Development</b>\")."))
    s.append(I("(B) The Purchaser executed a reservation form dated 20 October 2025 (the \"<b>Reservation "
               "Date</b>\") and paid the Reservation Deposit, which forms part of the Purchase Price."))
    s.append(I("(C) The parties wish to record the terms of the sale in accordance with Abu Dhabi Law No. 3 of 2015 "
               "concerning the Regulation of the Real Estate Sector."))

    s.append(H("ARTICLE 1 \u2014 INTERPRETATION"))
    s.append(P("1.1 Capitalised terms have the meanings given in this Article. \"<b>Building</b>\" means Building B "
               "of the Development; \"<b>Completion Date</b>\" means the date on which the Seller notifies the "
               "Purchaser that the Property is ready for handover, anticipated to fall in the fourth quarter of 2027; "
               "\"<b>DMT</b>\" means the Department of Municipalities and Transport of Abu Dhabi; \"<b>Property</b>\" "
               "has the meaning in Article 2."))

    s.append(H("ARTICLE 2 \u2014 THE PROPERTY"))
    s.append(P("2.1 Apartment No. <b>SP-B-0903</b> located on Level 9 of the Building, being a three (3) bedroom "
               "apartment with maid's room, having an approximate gross area of %s sq m (%s sq ft), together with "
               "two (2) parking spaces Nos. B1-041 and B1-042 (the \"<b>Property</b>\")." % (money(sqm), money(sqft))))

    s.append(H("ARTICLE 3 \u2014 PRICE AND PAYMENT"))
    s.append(P("3.1 The total consideration for the Property is Dirhams Two Million Three Hundred Seventy-Five "
               "Thousand (AED %s) (the \"<b>Purchase Price</b>\"), being approximately AED %s per sq ft."
               % (money(price), money((price / sqft).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)))))
    s.append(P("3.2 The Purchaser shall settle the Purchase Price as follows:"))
    pt = [[Paragraph("<b>Instalment</b>", st["cell"]), Paragraph("<b>Amount (AED)</b>", st["cellr"]),
           Paragraph("<b>% of Price</b>", st["cellc"]), Paragraph("<b>Payment Date</b>", st["cell"])]]
    sub_idx = None
    for i, (label, d, when, pct) in enumerate(plan):
        pt.append([Paragraph(label, st["cell"]), Paragraph(money(pct_of(price, pct)), st["cellr"]),
                   Paragraph(f"{float(pct):.1f}", st["cellc"]), Paragraph(fmt(d) if d else when, st["cell"])])
        if label == "Instalment 6":
            pre = sum(p[3] for p in plan[: i + 1])
            pt.append([Paragraph("<i>Sub-total (Pre-Completion)</i>", st["cell"]),
                       Paragraph("<i>%s</i>" % money(pct_of(price, pre)), st["cellr"]),
                       Paragraph("<i>%.1f</i>" % float(pre), st["cellc"]), ""])
            sub_idx = len(pt) - 1
    pt.append([Paragraph("<b>TOTAL</b>", st["cell"]), Paragraph("<b>%s</b>" % money(price), st["cellr"]),
               Paragraph("<b>100.0</b>", st["cellc"]), ""])
    t = Table(pt, colWidths=[50 * mm, 35 * mm, 24 * mm, 61 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#cfd8e3")),
                                  ("BACKGROUND", (0, sub_idx), (-1, sub_idx), colors.HexColor("#eeeeee")),
                                  ("BACKGROUND", (0, -1), (-1, -1), colors.HexColor("#cfd8e3"))]))
    s.append(t)
    s.append(Paragraph("\u2020 As certified by the Seller's appointed engineering consultant. A copy of the "
                       "certificate shall accompany the Seller's demand notice.", st["note"]))
    s.append(Spacer(1, 4))
    s.append(P("3.3 The Reservation Deposit was received by the Seller on the Reservation Date and is credited "
               "against the Purchase Price. All further instalments shall be paid into the escrow account of the "
               "Development, details of which are set out in the Seller's demand notices."))
    s.append(P("3.4 The Purchaser may prepay any instalment without penalty; no discount is due for early payment."))

    s.append(H("ARTICLE 4 \u2014 CONSTRUCTION AND COMPLETION"))
    s.append(P("4.1 The Seller shall construct the Building substantially in accordance with the plans and "
               "specifications in Schedule 1 (which may be varied by up to 3% in area without adjustment to the "
               "Purchase Price)."))
    s.append(P("4.2 The Completion Date may be extended by up to six (6) months at the Seller's discretion and "
               "further for force majeure. Late completion beyond such period shall entitle the Purchaser to "
               "compensation of 0.5% of the sums paid per month of delay, capped at 6%."))

    s.append(H("ARTICLE 5 \u2014 HANDOVER"))
    s.append(P("5.1 Handover shall occur within thirty (30) days of the Completion Date, conditional on payment in "
               "full of the Purchase Price and all amounts under Article 6."))

    s.append(H("ARTICLE 6 \u2014 REGISTRATION AND CHARGES"))
    s.append(P("6.1 The Seller shall register this Agreement on the Interim Real Estate Register maintained by the "
               "DMT within sixty (60) days of the date of this Agreement."))
    s.append(P("6.2 The Purchaser shall bear the registration fee levied by the DMT, being two per cent (2%%) of the "
               "Purchase Price, namely AED %s, in addition to the Purchase Price." % money(reg_fee)))
    s.append(P("6.3 The Purchaser shall further pay to the Seller an administration fee of AED %s (%s Dirhams), "
               "inclusive of value added tax, upon execution of this Agreement." % (money(admin_fee), words(admin_fee))))
    s.append(P("6.4 The registration fee referred to in Article 6.2 shall be paid together with the Balance of Down "
               "Payment and is non-refundable once remitted to the DMT."))

    s.append(H("ARTICLE 7 \u2014 PURCHASER'S DEFAULT"))
    s.append(P("7.1 If the Purchaser fails to pay any sum within fifteen (15) days of its due date, the Seller may "
               "charge interest at 9% per annum on the overdue amount. If the default continues for a further "
               "thirty (30) days after written notice, the Seller may terminate this Agreement and retain up to "
               "twenty per cent (20%) of the Purchase Price, refunding any excess within ninety (90) days of resale."))

    s.append(H("ARTICLE 8 \u2014 SELLER'S DEFAULT"))
    s.append(P("8.1 If the Seller fails to complete the Building within eighteen (18) months after the anticipated "
               "Completion Date, the Purchaser may terminate and shall be refunded 100% of the Purchase Price paid "
               "together with compensation at 5% per annum."))

    s.append(H("ARTICLE 9 \u2014 ASSIGNMENT AND NOTICES"))
    s.append(P("9.1 The Purchaser may not assign this Agreement before paying at least 30% of the Purchase Price "
               "and without the Seller's prior written consent. Notices shall be sent to the addresses above or to "
               "such e-mail address as a party notifies."))

    s.append(H("ARTICLE 10 \u2014 GOVERNING LAW"))
    s.append(P("10.1 This Agreement shall be governed by the laws of the Emirate of Abu Dhabi and the applicable "
               "federal laws of the UAE. Disputes shall be referred to the Abu Dhabi Judicial Department courts."))
    s.append(signature_block(st, "AL QURM WATERFRONT DEVELOPMENT COMPANY P.J.S.C.", "MS. ELENA VASQUEZ-HART",
                             witness=False))
    build_pdf(slug, s, "SPA SP-B-0903", "Al Qurm Waterfront Development Company P.J.S.C.",
              page_decor("Sandpiper Point | Sale and Purchase Agreement", "Contract No. SP/B/0903-25",
                         "Confidential", font="Times-Roman"))
    write_expected(slug, expected)


# =========================================================================== 03
def agreement_03():
    slug = "03_aldgate_arjan_fees_in_table"
    st = styles("Helvetica", 9)
    P, H = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"]))
    price = D(950000)
    area = D("612.50")
    fmt = lambda d: "%d %s %d" % (d.day, MONTH_FULL[d.month - 1], d.year)  # noqa: E731
    dld = pct_of(price, 4)
    oqood = D(1050)

    # kind: "plan" or "fee"; (kind, label, schedule text / date, pct, amount, marker)
    rows = [
        ("plan", "Down Payment", None, "Upon booking", D(20), None),
        ("fee", "DLD Registration Fee \u2020", None, "Upon booking", D(4), dld),
        ("fee", "Oqood Registration Fee \u2020", None, "Upon booking", None, oqood),
        ("plan", "1st Instalment", date(2026, 1, 15), None, D(10), None),
        ("plan", "2nd Instalment", date(2026, 7, 15), None, D(10), None),
        ("plan", "3rd Instalment", None, "On 40% construction completion*", D(10), None),
        ("plan", "4th Instalment", None, "On 60% construction completion*", D(10), None),
        ("plan", "Final Payment", None, "On Completion / Handover", D(40), None),
    ]
    assert sum(r[4] for r in rows if r[0] == "plan") == 100

    expected = []
    for kind, label, d, when, pct, amt in rows:
        if kind == "plan":
            expected.append(erow(pct_of(price, pct), d, label, pct))
        else:
            expected.append(erow(amt, d, label.replace(" \u2020", ""), pct, fee=True))

    s = []
    s.append(Paragraph("HALCYON PROPERTIES DEVELOPMENT LLC", st["title"]))
    s.append(Paragraph("UNIT SALE AND PURCHASE AGREEMENT &#8212; THE ALDGATE, ARJAN", st["subtitle"]))
    s.append(Paragraph("<b>PART A &#8212; PARTICULARS</b>", st["h"]))
    part = [
        ("A1", "Agreement Date", "26 June 2025"),
        ("A2", "Seller", "Halcyon Properties Development LLC, Trade Licence No. 874521, Office 1104, "
                          "Tamani Arts Building, Business Bay, P.O. Box 390277, Dubai"),
        ("A3", "Purchaser", "Chen Wei Holdings Ltd., a BVI business company No. 2039917, c/o Suite 1901, "
                             "Jumeirah Lakes Towers Cluster X, Dubai; represented by Mr. Chen Wei (Passport E77120394)"),
        ("A4", "Project / Plot", "The Aldgate, Plot No. 3731-1245, Al Barsha South Third (Arjan), Dubai"),
        ("A5", "Unit", "Studio No. 512, Level 5, with parking bay B1-233"),
        ("A6", "Approximate Area", "%s sq ft (%s sq m)" % (money(area), money((area * D("0.092903")).quantize(Decimal("0.01"))))),
        ("A7", "Purchase Price", "AED %s (Nine Hundred Fifty Thousand Dirhams)" % money0(price)),
        ("A8", "Anticipated Completion Date", "30 June 2027"),
        ("A9", "Escrow Account", "Mashreq Bank PSC, IBAN AE07 0330 0000 1910 4472 118"),
    ]
    pt = [[Paragraph(a, st["cellb"]), Paragraph(b, st["cellb"]), Paragraph(c, st["cell"])] for a, b, c in part]
    t = Table(pt, colWidths=[12 * mm, 45 * mm, 113 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (1, -1), colors.HexColor("#eef2f5"))]))
    s.append(t)

    s.append(Paragraph("<b>PART B &#8212; TERMS AND CONDITIONS</b>", st["h"]))
    s.append(H("1. Sale"))
    s.append(P("1.1 The Seller sells and the Purchaser buys the Unit described at item A5 for the Purchase Price at "
               "item A7, which equates to approximately AED %s per sq ft."
               % money((price / area).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))))
    s.append(P("1.2 The Purchaser acknowledges that it has inspected the plans, the specifications (Schedule 2) and "
               "the Project's Jointly Owned Property declaration and accepts the same."))
    s.append(H("2. Payment Schedule"))
    s.append(P("2.1 The Purchase Price, together with the registration fees indicated below, shall be paid by the "
               "Purchaser in accordance with the following schedule:"))
    head = ["S/N", "Payment Description", "Payment Schedule", "Percentage", "Amount"]
    hdr = ParagraphStyle("hdr", parent=st["cellb"], textColor=colors.white)
    pt = [[Paragraph(h, hdr) for h in head]]
    for i, (kind, label, d, when, pct, amt) in enumerate(rows, 1):
        amount = pct_of(price, pct) if kind == "plan" else amt
        pt.append([Paragraph(str(i), st["cellc"]), Paragraph(label, st["cell"]),
                   Paragraph(fmt(d) if d else when, st["cell"]),
                   Paragraph(pct_txt(pct) if pct is not None else "&#8212;", st["cellc"]),
                   Paragraph("AED %s" % money0(amount), st["cellr"])])
    pt.append([Paragraph("<b>Total Purchase Price (excluding fees)</b>", st["cell"]), "", "",
               Paragraph("<b>100%</b>", st["cellc"]), Paragraph("<b>AED %s</b>" % money0(price), st["cellr"])])
    pt.append([Paragraph("* As certified by the Project Consultant. &nbsp; \u2020 Fees payable to the Dubai Land "
                         "Department in addition to the Purchase Price; not paid into the Escrow Account. Note: "
                         "amounts are exclusive of VAT where applicable.", st["note"]), "", "", "", ""])
    t = Table(pt, colWidths=[11 * mm, 48 * mm, 55 * mm, 22 * mm, 34 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#1f3a5f")),
                                  ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                                  ("SPAN", (0, -2), (2, -2)), ("SPAN", (0, -1), (-1, -1))]))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(P("2.2 In summary, the Purchase Price is payable as to twenty per cent (20%%) upon booking, forty per "
               "cent (40%%) in four instalments during construction, and the remaining forty per cent (40%%) on "
               "Completion. The DLD registration fee of four per cent (4%%), equal to AED %s, is payable together "
               "with the Down Payment." % money0(dld)))
    s.append(P("2.3 Construction-linked instalments are payable within seven (7) days of the Seller's notice "
               "enclosing the Project Consultant's certificate."))
    s.append(H("3. Late Payment"))
    s.append(P("3.1 Overdue amounts bear a charge of 1.5% per month. If an amount remains unpaid for more than "
               "sixty (60) days the Seller may proceed under Article 11 of Law No. 13 of 2008, including "
               "termination and retention of up to 40% of the Purchase Price as permitted by that law."))
    s.append(H("4. Completion"))
    s.append(P("4.1 The Seller shall notify the Purchaser of completion at least thirty (30) days prior to the "
               "handover date. The Anticipated Completion Date may be extended by up to 6 months."))
    s.append(P("4.2 Prior to handover the Purchaser shall pay a service charge advance equal to twelve (12) months' "
               "estimated service charges, currently estimated at AED 14.00 per sq ft per annum, and any utility "
               "connection deposits (DEWA: AED 2,000 for a studio)."))
    s.append(H("5. Resale"))
    s.append(P("5.1 The Purchaser may not resell the Unit before 40% of the Purchase Price has been paid. Any resale "
               "before completion requires the Seller's no objection certificate."))
    s.append(H("6. Law and Jurisdiction"))
    s.append(P("6.1 This Agreement is governed by the laws of Dubai and of the UAE as applied in Dubai. The Dubai "
               "courts (including the Rental and Real Estate Disputes tribunals where competent) shall have "
               "jurisdiction."))
    s.append(signature_block(st, "HALCYON PROPERTIES DEVELOPMENT LLC", "CHEN WEI HOLDINGS LTD."))
    build_pdf(slug, s, "The Aldgate - Studio 512 - SPA", "Halcyon Properties Development LLC",
              page_decor("HALCYON PROPERTIES | THE ALDGATE", "SPA - Unit 512",
                         "This document is the property of Halcyon Properties Development LLC"))
    write_expected(slug, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
