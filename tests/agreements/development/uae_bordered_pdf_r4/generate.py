#!/usr/bin/env python3
"""Generate the uae_bordered_pdf_r4 agreements (UAE off-plan SPAs, bordered payment tables).

Standalone: stdlib + reportlab. Writes NN_slug.pdf and NN_slug.expected.json next to this file.
Each plan is built as Python data first; the PDF table and the expected JSON are both rendered
from that data so the two cannot drift apart.
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
    PageBreak,
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


# ----------------------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def dd(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def money(x):
    return "{:,.2f}".format(x)


def pct_txt(p):
    s = ("%.2f" % p).rstrip("0").rstrip(".")
    return s + "%"


def long_date(d):
    return "%d %s %d" % (d.day, MONTH_FULL[d.month - 1], d.year)


def exp_row(amount, date, desc, pct, fee=False, post=False):
    return {
        "amount": round(float(amount), 2),
        "dueDate": dd(date),
        "description": desc,
        "percentage": float(pct),
        "isFee": bool(fee),
        "postHandover": bool(post),
        "status": "pending",
    }


def write_json(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def check_plan(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    tot_pct = sum(r["percentage"] for r in plan)
    tot_amt = round(sum(r["amount"] for r in plan), 2)
    assert abs(tot_pct - 100) < 1e-9, tot_pct
    assert abs(tot_amt - price) < 0.005, (tot_amt, price)


def styles(base="Times-Roman", bold="Times-Bold", size=9.6):
    s = {}
    s["body"] = ParagraphStyle("body", fontName=base, fontSize=size, leading=size * 1.32,
                               alignment=TA_JUSTIFY, spaceAfter=3.5)
    s["clause"] = ParagraphStyle("clause", parent=s["body"], leftIndent=16, firstLineIndent=-16)
    s["sub"] = ParagraphStyle("sub", parent=s["body"], leftIndent=30, firstLineIndent=-14)
    s["h"] = ParagraphStyle("h", fontName=bold, fontSize=size + 0.8, leading=(size + 0.8) * 1.3,
                            spaceBefore=7, spaceAfter=3)
    s["title"] = ParagraphStyle("title", fontName=bold, fontSize=size + 5, leading=(size + 5) * 1.25,
                                alignment=TA_CENTER, spaceAfter=4)
    s["center"] = ParagraphStyle("center", parent=s["body"], alignment=TA_CENTER)
    s["cell"] = ParagraphStyle("cell", fontName=base, fontSize=size - 0.8, leading=(size - 0.8) * 1.25)
    s["cellb"] = ParagraphStyle("cellb", parent=s["cell"], fontName=bold)
    s["cellr"] = ParagraphStyle("cellr", parent=s["cell"], alignment=TA_RIGHT)
    s["cellrb"] = ParagraphStyle("cellrb", parent=s["cellr"], fontName=bold)
    s["small"] = ParagraphStyle("small", parent=s["body"], fontSize=size - 1.5, leading=(size - 1.5) * 1.3)
    return s


def build_pdf(stem, story, header_left, header_right, font="Times-Roman", footer_extra=""):
    path = os.path.join(HERE, stem + ".pdf")

    def on_page(canvas, doc):
        canvas.saveState()
        canvas.setFont(font, 7.5)
        w, h = A4
        canvas.drawString(18 * mm, h - 11 * mm, header_left)
        canvas.drawRightString(w - 18 * mm, h - 11 * mm, header_right)
        canvas.line(18 * mm, h - 12.5 * mm, w - 18 * mm, h - 12.5 * mm)
        canvas.drawString(18 * mm, 10 * mm, footer_extra)
        canvas.drawRightString(w - 18 * mm, 10 * mm, "Page %d" % doc.page)
        canvas.restoreState()

    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=18 * mm, bottomMargin=17 * mm,
                            title=stem, author="", subject="", creator="", producer="")
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


GRID = [
    ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ("TOPPADDING", (0, 0), (-1, -1), 3),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
]


# ============================================================================ agreement 01
def agreement_01():
    stem = "01_dubai_fees_clause_before_table"
    price = 2450000.00
    S = styles()
    P = lambda t, st="body": Paragraph(t, S[st])  # noqa: E731

    # --- the plan, as data ---------------------------------------------------------------
    dld_pct = 4.0
    dld_amt = pct_of(price, dld_pct)
    oqood_admin = 1250.00
    plan = [
        # (no, label, date, event text, pct)
        ("1", "Booking Deposit", None, "On execution of this Agreement", 10.0),
        ("2", "Second Instalment", dt.date(2026, 6, 15), None, 12.5),
        ("3", "Third Instalment", dt.date(2026, 12, 15), None, 7.5),
        ("4", "Fourth Instalment \u2020", None, "On completion of 30% of the construction works*", 10.0),
        ("5", "Fifth Instalment", dt.date(2027, 9, 15), None, 10.0),
        ("6", "Sixth Instalment", None, "On completion of 60% of the construction works*", 10.0),
        ("7", "Final Instalment", None, "On the Completion Date, against handover of the Unit", 40.0),
    ]
    expected = [
        exp_row(dld_amt, None, "DLD Registration Fee", dld_pct, fee=True),
        exp_row(oqood_admin, None, "Oqood Registration Administration Charge", 0, fee=True),
    ]
    for no, label, d, ev, pct in plan:
        expected.append(exp_row(pct_of(price, pct), d, label.replace(" \u2020", ""), pct))
    check_plan(expected, price)

    # --- document ------------------------------------------------------------------------
    story = []
    story += [
        P("AGREEMENT FOR THE SALE AND PURCHASE OF AN OFF-PLAN RESIDENTIAL UNIT", "title"),
        P("The Meridian Residences \u2014 Tower B \u2014 Jumeirah Village Circle, Dubai", "center"),
        P("SPA Reference: QAN/MR/B-1407/2026 &nbsp;&nbsp;|&nbsp;&nbsp; RERA Project No. 2871", "center"),
        Spacer(1, 6),
        P("THIS AGREEMENT is made at Dubai on 3 March 2026 BETWEEN:"),
        P("(1)&nbsp;&nbsp;<b>QASR AL NOOR PROPERTIES L.L.C.</b>, a limited liability company registered with the "
          "Department of Economy and Tourism of Dubai under commercial licence no. 1098472, whose office is at "
          "Office 2304, Churchill Executive Tower, Business Bay, P.O. Box 118832, Dubai, United Arab Emirates "
          "(the <b>\"Seller\"</b>); and", "clause"),
        P("(2)&nbsp;&nbsp;<b>MR. ROHAN VIKRAM DESAI</b>, holder of Indian passport no. Z7741209, of Villa 19, "
          "Street 4B, Al Barsha South 2, Dubai (the <b>\"Purchaser\"</b>).", "clause"),
        P("<b>WHEREAS</b>"),
        P("(A)&nbsp;&nbsp;The Seller is the master-registered developer of the residential building known as "
          "The Meridian Residences (the <b>\"Project\"</b>), which is being constructed on Plot No. 6257-118, "
          "Jumeirah Village Circle, Dubai.", "clause"),
        P("(B)&nbsp;&nbsp;The Project is registered with the Real Estate Regulatory Agency and a project escrow "
          "account, no. 0205-11873-001, has been opened with the Escrow Agent pursuant to Law No. 8 of 2007 "
          "concerning Guarantee Accounts of Real Estate Developments in the Emirate of Dubai.", "clause"),
        P("(C)&nbsp;&nbsp;The Purchaser has agreed to acquire the Unit off-plan, and the Seller has agreed to sell it, "
          "on and subject to the terms of this Agreement.", "clause"),
        P("NOW IT IS HEREBY AGREED as follows:"),
        P("1.&nbsp;&nbsp;DEFINITIONS AND INTERPRETATION", "h"),
        P("1.1&nbsp;&nbsp;<b>\"Anticipated Completion Date\"</b> means 30 September 2028, as the same may be extended "
          "under clause 7.3.", "clause"),
        P("1.2&nbsp;&nbsp;<b>\"Completion Date\"</b> means the date notified by the Seller in its completion notice as "
          "the date on which the Unit is ready for handover, the building completion certificate having been issued.",
          "clause"),
        P("1.3&nbsp;&nbsp;<b>\"Escrow Agent\"</b> means the bank appointed by the Seller and approved by the Real Estate "
          "Regulatory Agency to operate the project escrow account referred to in Recital (B).", "clause"),
        P("1.4&nbsp;&nbsp;<b>\"Payment Plan\"</b> means the table of instalments contained in Schedule 2, and "
          "<b>\"Instalment\"</b> means any payment listed in it.", "clause"),
        P("1.5&nbsp;&nbsp;<b>\"Unit\"</b> means the apartment described in Schedule 1, including its allocated car "
          "parking bay but excluding the Common Areas.", "clause"),
        P("1.6&nbsp;&nbsp;Headings are for convenience only. References to clauses and Schedules are to clauses of and "
          "Schedules to this Agreement.", "clause"),
        P("2.&nbsp;&nbsp;SALE", "h"),
        P("2.1&nbsp;&nbsp;The Seller agrees to sell and the Purchaser agrees to purchase the Unit, together with the "
          "exclusive right to use parking bay P2-088 on basement level 2, for the Purchase Price and on the terms of "
          "this Agreement.", "clause"),
        P("2.2&nbsp;&nbsp;The Purchaser acknowledges that the layout plans and the specification annexed to the "
          "reservation form are indicative and that the Seller may make minor changes which do not reduce the Total "
          "Area by more than five per cent (5%).", "clause"),
        P("3.&nbsp;&nbsp;PURCHASE PRICE", "h"),
        P("3.1&nbsp;&nbsp;The purchase price for the Unit is <b>AED 2,450,000.00</b> (UAE Dirhams Two Million Four "
          "Hundred and Fifty Thousand only) (the <b>\"Purchase Price\"</b>).", "clause"),
        P("3.2&nbsp;&nbsp;The Purchase Price represents approximately AED 1,907.36 per square foot of the Total Area "
          "stated in Schedule 1. Should the Total Area as finally surveyed differ from that figure by more than five "
          "per cent (5%), the Purchase Price shall be adjusted pro rata for the excess only.", "clause"),
        P("3.3&nbsp;&nbsp;Value added tax on the first supply of a residential building is currently charged at "
          "zero per cent (0%). Any VAT subsequently imposed shall be borne by the Purchaser.", "clause"),
        P("4.&nbsp;&nbsp;REGISTRATION AND ASSOCIATED FEES", "h"),
        P("4.1&nbsp;&nbsp;The Seller shall procure the registration of this Agreement in the Interim Real Estate "
          "Register (Oqood) maintained by the Dubai Land Department (the <b>\"DLD\"</b>).", "clause"),
        P("4.2&nbsp;&nbsp;The Purchaser shall pay, in addition to and not as part of the Purchase Price, the DLD "
          "registration fee of four per cent (4%%) of the Purchase Price, being the sum of AED %s/- (UAE Dirhams "
          "Ninety-Eight Thousand only), on or prior to the date of registration under clause 4.1." % money(dld_amt),
          "clause"),
        P("4.3&nbsp;&nbsp;The Purchaser shall further pay to the Seller an Oqood registration administration charge of "
          "AED 1,250/- (UAE Dirhams One Thousand Two Hundred and Fifty only), inclusive of VAT, at the same time as "
          "the fee referred to in clause 4.2.", "clause"),
        P("4.4&nbsp;&nbsp;The amounts referred to in clauses 4.2 and 4.3 are not held in escrow and are not refundable "
          "in any circumstances, including on a termination under clause 8.", "clause"),
        P("5.&nbsp;&nbsp;PAYMENT OF THE PURCHASE PRICE", "h"),
        P("5.1&nbsp;&nbsp;The Purchaser shall pay the Purchase Price in the Instalments, and on the dates or upon the "
          "events, set out in the Payment Plan, by bank transfer to the project escrow account.", "clause"),
        P("5.2&nbsp;&nbsp;Where an Instalment is linked to a stage of construction, the Seller shall notify the "
          "Purchaser in writing once the Project consultant has certified that stage, and that Instalment shall be "
          "paid within fourteen (14) days of the notice.", "clause"),
        P("5.3&nbsp;&nbsp;A payment is made only when cleared funds are credited to the escrow account. Bank charges "
          "are for the Purchaser's account.", "clause"),
        P("6.&nbsp;&nbsp;LATE PAYMENT", "h"),
        P("6.1&nbsp;&nbsp;If any Instalment is not paid within thirty (30) days after it falls due, the Purchaser shall "
          "pay a late payment charge at the rate of one per cent (1%) per month on the overdue amount, calculated "
          "daily, up to a maximum of ten per cent (10%) of the Purchase Price.", "clause"),
        P("6.2&nbsp;&nbsp;Clause 6.1 is without prejudice to the Seller's right to serve a notice of default under "
          "Article 11 of Law No. 13 of 2008, as amended.", "clause"),
        P("7.&nbsp;&nbsp;CONSTRUCTION AND COMPLETION", "h"),
        P("7.1&nbsp;&nbsp;The Seller shall construct the Unit substantially in accordance with the approved drawings "
          "and the specification.", "clause"),
        P("7.2&nbsp;&nbsp;The Seller anticipates that the Unit will be ready for handover on or before the Anticipated "
          "Completion Date. That date is an estimate only and is not a date for payment of any Instalment.", "clause"),
        P("7.3&nbsp;&nbsp;The Seller may extend the Anticipated Completion Date by up to twelve (12) months without "
          "liability, and further for any period of force majeure.", "clause"),
        P("7.4&nbsp;&nbsp;The Purchaser shall not be entitled to take possession of the Unit until the Purchase Price "
          "and all fees payable under clause 4 have been paid in full.", "clause"),
        P("8.&nbsp;&nbsp;TERMINATION", "h"),
        P("8.1&nbsp;&nbsp;If the Purchaser fails to remedy a payment default within thirty (30) days of a notice issued "
          "through the DLD, the Seller may terminate this Agreement and, as permitted by Article 11 of Law No. 13 of "
          "2008, retain up to forty per cent (40%) of the Purchase Price where construction has exceeded sixty per "
          "cent (60%), or up to twenty-five per cent (25%) where it has not, and refund the balance of the amounts "
          "paid within sixty (60) days of resale of the Unit or one (1) year of termination, whichever is earlier.",
          "clause"),
        P("8.2&nbsp;&nbsp;If the Seller fails to complete the Unit within twelve (12) months after the Anticipated "
          "Completion Date (as extended), the Purchaser may terminate and shall be refunded all Instalments paid, "
          "together with compensation of two per cent (2%) of the amounts paid.", "clause"),
        P("9.&nbsp;&nbsp;SERVICE CHARGES", "h"),
        P("9.1&nbsp;&nbsp;From the Completion Date the Purchaser shall pay service charges approved by RERA. The "
          "estimated charge for the first year is AED 16.50 per square foot, i.e. approximately AED 21,194.25 per "
          "annum. This estimate is for information only and does not form part of the Purchase Price.", "clause"),
        P("10.&nbsp;&nbsp;GOVERNING LAW", "h"),
        P("10.1&nbsp;&nbsp;This Agreement is governed by the laws of the Emirate of Dubai and the applicable federal "
          "laws of the United Arab Emirates. The courts of Dubai shall have exclusive jurisdiction.", "clause"),
    ]

    # Schedule 1 - unit (a bordered table that is not a plan)
    story += [PageBreak(), P("SCHEDULE 1 \u2014 THE UNIT", "h")]
    unit_rows = [
        ["Item", "Particulars"],
        ["Project", "The Meridian Residences, Jumeirah Village Circle"],
        ["Plot No.", "6257-118"],
        ["Building / Floor", "Tower B / Level 14"],
        ["Unit No.", "1407 (2 Bedroom + Study)"],
        ["Suite Area", "1,184.20 sq ft"],
        ["Balcony Area", "100.30 sq ft"],
        ["Total Area", "1,284.50 sq ft (119.33 sq m)"],
        ["Parking", "One bay, P2-088 (Basement 2)"],
    ]
    t = Table([[Paragraph(c, S["cellb"] if i == 0 else S["cell"]) for c in r] for i, r in enumerate(unit_rows)],
              colWidths=[45 * mm, 120 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dddddd"))]))
    story += [t, Spacer(1, 10)]

    # Schedule 2 - the payment plan
    story += [P("SCHEDULE 2 \u2014 PAYMENT PLAN", "h"),
              P("All Instalments are payable to the project escrow account. Amounts are stated in UAE Dirhams.")]
    head = ["Payment No.", "Description", "Due Date / Event", "Share of Price", "Amount (AED)"]
    data = [[Paragraph(h, S["cellb"]) for h in head]]
    sub_after = "6"
    sub_pct = 0.0
    sub_amt = 0.0
    for no, label, d, ev, pct in plan:
        amt = pct_of(price, pct)
        when = d.strftime("%d-") + MON[d.month - 1] + d.strftime("-%Y") if d else ev
        data.append([Paragraph(no, S["cell"]), Paragraph(label, S["cell"]), Paragraph(when, S["cell"]),
                     Paragraph("%.2f%%" % pct, S["cellr"]), Paragraph(money(amt), S["cellr"])])
        sub_pct += pct
        sub_amt += amt
        if no == sub_after:
            data.append([Paragraph("", S["cell"]), Paragraph("Sub-total before Completion", S["cellb"]), "",
                         Paragraph("%.2f%%" % sub_pct, S["cellrb"]), Paragraph(money(sub_amt), S["cellrb"])])
    data.append([Paragraph("TOTAL", S["cellb"]), "", "", Paragraph("100.00%", S["cellrb"]),
                 Paragraph(money(price), S["cellrb"])])
    data.append([Paragraph("* As certified by the Project consultant and recorded by the Escrow Agent; the Seller's "
                           "notice under clause 5.2 is conclusive as to the date of certification. "
                           "\u2020 Payment No. 4 may only be settled by bank transfer or manager's cheque.",
                           S["cell"]), "", "", "", ""])
    n = len(data)
    sub_idx = [i for i, r in enumerate(data) if isinstance(r[1], Paragraph) and "Sub-total" in r[1].text][0]
    t = Table(data, colWidths=[20 * mm, 38 * mm, 57 * mm, 22 * mm, 30 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#cfd8e3")),
        ("SPAN", (1, sub_idx), (2, sub_idx)),
        ("BACKGROUND", (0, sub_idx), (-1, sub_idx), colors.HexColor("#f0f0f0")),
        ("SPAN", (0, n - 2), (2, n - 2)),
        ("SPAN", (0, n - 1), (-1, n - 1)),
    ]))
    story += [t, Spacer(1, 14)]
    story += [KeepTogether([
        P("IN WITNESS WHEREOF the parties have signed this Agreement on the date first written above."),
        Spacer(1, 14),
        Table([["For and on behalf of the Seller", "The Purchaser"],
               ["____________________________", "____________________________"],
               ["Authorised Signatory", "Rohan Vikram Desai"]],
              colWidths=[85 * mm, 85 * mm],
              style=TableStyle([("FONTNAME", (0, 0), (-1, -1), "Times-Roman"), ("FONTSIZE", (0, 0), (-1, -1), 9)])),
    ])]

    build_pdf(stem, story, "Qasr Al Noor Properties L.L.C. \u2014 SPA QAN/MR/B-1407/2026",
              "Unit 1407 / Plot 6257-118", footer_extra="Initials: Seller ______  Purchaser ______")
    write_json(stem, expected)


# ============================================================================ agreement 02
def agreement_02():
    stem = "02_abu_dhabi_fees_inside_table"
    price = 3186400.00
    S = styles(base="Helvetica", bold="Helvetica-Bold", size=8.8)
    P = lambda t, st="body": Paragraph(t, S[st])  # noqa: E731

    reg_pct = 2.0
    reg_amt = pct_of(price, reg_pct)
    deed_fee = 3150.00
    # rows in table order: (kind, amount, pct_text, label_html, due_text, date, pct, desc, fee)
    plan = [
        ("fee", reg_amt, "2.00%", "Registration Fee*<br/>(DMT \u2014 2% of the Purchase Price)", "Upon signing",
         None, reg_pct, "Registration Fee", True),
        ("row", None, None, "Down Payment", "Upon signing", None, 20.0, "Down Payment", False),
        ("row", None, None, "Instalment (2)", None, dt.date(2026, 9, 1), 10.0, "Instalment (2)", False),
        ("row", None, None, "Instalment (3)", None, dt.date(2027, 3, 1), 10.0, "Instalment (3)", False),
        ("row", None, None, "Instalment (4)", None, dt.date(2027, 9, 1), 10.0, "Instalment (4)", False),
        ("row", None, None, "Instalment (5)<br/>(construction-linked)",
         "Upon 70% completion of the construction works, as certified", None, 10.0, "Instalment (5)", False),
        ("row", None, None, "Handover Payment", "On Handover", None, 40.0, "Handover Payment", False),
        ("total",),
        ("fee", deed_fee, "\u2013", "Title Deed &amp; Administration Fee*", "On Handover", None, 0,
         "Title Deed & Administration Fee", True),
    ]
    expected = []
    for r in plan:
        if r[0] == "total":
            continue
        kind, amt, _, _, _, d, pct, desc, fee = r
        if amt is None:
            amt = pct_of(price, pct)
        expected.append(exp_row(amt, d, desc, pct, fee=fee))
    check_plan(expected, price)

    story = [
        P("SALE AND PURCHASE AGREEMENT", "title"),
        P("(Off-Plan Villa \u2014 Sahil Grove, Yas Island, Abu Dhabi)", "center"),
        Spacer(1, 4),
        P("<b>PART A \u2014 PARTICULARS</b>"),
    ]
    parts = [
        ("1", "Agreement Date", "12 February 2026"),
        ("2", "Seller", "Bayt Al Sahil Real Estate Development PJSC, Abu Dhabi commercial licence CN-2210937, "
                        "P.O. Box 54617, Abu Dhabi"),
        ("3", "Purchaser", "Ms. Layla Hassan Al Mansoori, Emirates ID 784-1989-5512347-2, "
                           "Villa 7, Street 21, Khalifa City A, Abu Dhabi"),
        ("4", "Community / Plot", "Sahil Grove, Yas Island \u2014 Plot YS-C4-017"),
        ("5", "Villa", "Villa No. 52, type TH-4B (four bedroom townhouse, end unit)"),
        ("6", "Plot Area / Built-up Area", "312.60 sq m / 268.40 sq m (approx.)"),
        ("7", "Purchase Price", "AED 3,186,400.00 (three million one hundred eighty-six thousand four hundred "
                                "Dirhams)"),
        ("8", "Payment Schedule", "As set out in Annex C"),
        ("9", "Anticipated Completion Date", "31 December 2027 (subject to Clause 5.4)"),
        ("10", "Escrow Account", "Account no. 11-4480-219-001, held with the Escrow Agent"),
        ("11", "Delay Compensation", "0.025% of the instalments paid, per day of delay beyond the Longstop Date, "
                                     "capped at 5% of the Purchase Price"),
    ]
    t = Table([[Paragraph("Item", S["cellb"]), Paragraph("Heading", S["cellb"]), Paragraph("Detail", S["cellb"])]] +
              [[Paragraph(a, S["cell"]), Paragraph(b, S["cellb"]), Paragraph(c, S["cell"])] for a, b, c in parts],
              colWidths=[12 * mm, 42 * mm, 118 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e4e4e4"))]))
    story += [t, Spacer(1, 6), P("<b>PART B \u2014 TERMS AND CONDITIONS</b>")]
    story += [
        P("1.&nbsp;&nbsp;Interpretation", "h"),
        P("1.1&nbsp;&nbsp;Capitalised terms used in this Part B have the meanings given in Part A or in this clause. "
          "\"Handover\" means the delivery of the Villa to the Purchaser following issue of the completion "
          "certificate by the competent authority. \"Longstop Date\" means the date falling twelve (12) months "
          "after the Anticipated Completion Date. \"DMT\" means the Department of Municipalities and Transport of "
          "Abu Dhabi and its real estate registration arm.", "clause"),
        P("2.&nbsp;&nbsp;Sale of the Villa", "h"),
        P("2.1&nbsp;&nbsp;Subject to payment of the Purchase Price in accordance with Annex C, the Seller shall sell "
          "and transfer the Villa to the Purchaser free of encumbrances, and the Purchaser shall buy it, pursuant to "
          "Law No. 3 of 2015 regulating the real estate sector in the Emirate of Abu Dhabi.", "clause"),
        P("3.&nbsp;&nbsp;Consideration and Payment", "h"),
        P("3.1&nbsp;&nbsp;The Purchaser shall pay the Purchase Price stated in Item 7 of Part A in the instalments "
          "set out in Annex C, each of which shall be paid into the Escrow Account by the due date shown there.",
          "clause"),
        P("3.2&nbsp;&nbsp;The Seller shall issue a written demand not less than fourteen (14) days before each "
          "instalment falls due. Failure to issue a demand shall not postpone any instalment for which a calendar "
          "date is fixed.", "clause"),
        P("3.3&nbsp;&nbsp;For convenience the Purchaser acknowledges that Instalments (2), (3) and (4) fall due on "
          "1 September 2026, 1 March 2027 and 1 September 2027 respectively, and that the remaining forty per cent "
          "(40%) of the Purchase Price is payable on Handover, all as more fully shown in Annex C.", "clause"),
        P("3.4&nbsp;&nbsp;Interest on late payments accrues at six per cent (6%) per annum from the due date until "
          "the date of actual payment.", "clause"),
        P("4.&nbsp;&nbsp;Registration", "h"),
        P("4.1&nbsp;&nbsp;The Seller shall register this Agreement on the DMT's off-plan register within thirty (30) "
          "days of signing. The Purchaser shall bear the registration fee of two per cent (2%%) of the Purchase "
          "Price shown in Annex C, being AED %s, which is payable upon signing and is in addition to the Purchase "
          "Price." % money(reg_amt), "clause"),
        P("4.2&nbsp;&nbsp;On Handover the Seller shall procure issue of the title deed in the Purchaser's name against "
          "payment of the Title Deed &amp; Administration Fee listed in Annex C.", "clause"),
        P("5.&nbsp;&nbsp;Construction and Handover", "h"),
        P("5.1&nbsp;&nbsp;The Seller shall complete the Villa in a good and workmanlike manner. Construction progress "
          "shall be certified by the Seller's consultant; the Purchaser may request a copy of each certificate.",
          "clause"),
        P("5.2&nbsp;&nbsp;Handover is conditional on payment of all sums shown in Annex C as due on or before "
          "Handover.", "clause"),
        P("5.3&nbsp;&nbsp;The Seller shall remedy structural defects notified within ten (10) years and other defects "
          "notified within one (1) year of Handover.", "clause"),
        P("5.4&nbsp;&nbsp;The Anticipated Completion Date may be extended by up to six (6) months for reasons beyond "
          "the Seller's reasonable control.", "clause"),
        P("6.&nbsp;&nbsp;Termination", "h"),
        P("6.1&nbsp;&nbsp;If the Purchaser fails to pay any instalment within thirty (30) days of written notice, the "
          "Seller may terminate this Agreement and shall deal with the amounts received in accordance with Annex D "
          "and Article 35 of Law No. 3 of 2015.", "clause"),
        P("7.&nbsp;&nbsp;Governing Law", "h"),
        P("7.1&nbsp;&nbsp;This Agreement is governed by the laws of the Emirate of Abu Dhabi and, where applicable, "
          "the federal laws of the UAE. Disputes shall be referred to the Abu Dhabi Judicial Department courts.",
          "clause"),
    ]

    # Annex C - payment schedule with the label column in the middle and fees inside the table
    story += [PageBreak(), P("ANNEX C \u2014 PAYMENT SCHEDULE", "h"),
              P("Sums in the first column are in UAE Dirhams (AED). Rows marked * are fees and do not form part of the "
                "Purchase Price.", "small")]
    head = ["AMOUNT (AED)", "% OF PRICE", "PAYMENT", "DUE ON"]
    data = [[Paragraph(h, S["cellb"]) for h in head]]
    styl = list(GRID) + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9e2d0"))]
    for r in plan:
        if r[0] == "total":
            data.append([Paragraph(money(price), S["cellrb"]), Paragraph("100%", S["cellrb"]),
                         Paragraph("TOTAL PURCHASE PRICE", S["cellb"]), Paragraph("", S["cell"])])
            i = len(data) - 1
            styl += [("SPAN", (2, i), (3, i)), ("BACKGROUND", (0, i), (-1, i), colors.HexColor("#eeeeee"))]
            continue
        kind, amt, pct_disp, label, due, d, pct, desc, fee = r
        if amt is None:
            amt = pct_of(price, pct)
        if pct_disp is None:
            pct_disp = pct_txt(pct)
        due_text = due if d is None else "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
        data.append([Paragraph(money(amt), S["cellr"]), Paragraph(pct_disp, S["cellr"]),
                     Paragraph(label, S["cell"]), Paragraph(due_text, S["cell"])])
    data.append([Paragraph("* Fees are payable in addition to the Purchase Price, are not paid into the Escrow "
                           "Account and are non-refundable. Percentages are expressed as a proportion of the Purchase "
                           "Price stated in Item 7 of Part A.", S["cell"]), "", "", ""])
    styl += [("SPAN", (0, len(data) - 1), (-1, len(data) - 1))]
    t = Table(data, colWidths=[30 * mm, 22 * mm, 58 * mm, 62 * mm])
    t.setStyle(TableStyle(styl))
    story += [t, Spacer(1, 12)]

    # Annex D - refund scale (distractor)
    story += [P("ANNEX D \u2014 AMOUNTS RETAINED ON TERMINATION FOR PURCHASER DEFAULT", "h")]
    refund = [["Construction progress at termination", "Maximum retention by Seller", "Refund period"],
              ["Works not commenced", "30% of amounts paid", "60 days"],
              ["Less than 60% complete", "25% of the Purchase Price", "90 days"],
              ["60% to 80% complete", "40% of the Purchase Price", "120 days"],
              ["More than 80% complete", "40% of the Purchase Price plus resale costs", "on resale, max. 12 months"]]
    t = Table([[Paragraph(c, S["cellb"] if i == 0 else S["cell"]) for c in r] for i, r in enumerate(refund)],
              colWidths=[60 * mm, 70 * mm, 42 * mm])
    t.setStyle(TableStyle(GRID))
    story += [t, Spacer(1, 16),
              P("Signed for the Seller: ______________________ &nbsp;&nbsp;&nbsp; Signed by the Purchaser: "
                "______________________")]
    build_pdf(stem, story, "BAYT AL SAHIL \u2014 SPA / SG-V52 / 2026", "Yas Island Plot YS-C4-017",
              font="Helvetica", footer_extra="Form SPA-AD-07 rev. 3")
    write_json(stem, expected)


# ============================================================================ agreement 03
def agreement_03():
    stem = "03_dubai_long_table_fees_after"
    price = 1790000.00
    usd_rate = 3.6725
    S = styles(base="Times-Roman", bold="Times-Bold", size=9.8)
    P = lambda t, st="body": Paragraph(t, S[st])  # noqa: E731

    plan = [("1", "Reservation Deposit", None, "On the Reservation Date", 10.0),
            ("2", "Second Payment", None, "Upon the expiry of 60 days from the Reservation Date", 10.0)]
    dates = [dt.date(2027, 2, 28), dt.date(2027, 5, 31), dt.date(2027, 8, 31), dt.date(2027, 11, 30),
             dt.date(2028, 2, 29), dt.date(2028, 5, 31), dt.date(2028, 8, 31), dt.date(2028, 11, 30)]
    for i, d in enumerate(dates, start=3):
        plan.append((str(i), "Instalment %d" % i, d, None, 5.0))
    plan.append((str(len(plan) + 1), "Completion Payment", None, "On the Completion Date", 40.0))
    dld_pct = 4.0
    dld_amt = pct_of(price, dld_pct)
    admin_fee = 5250.00

    expected = [exp_row(pct_of(price, pct), d, label, pct) for _, label, d, _, pct in plan]
    expected.append(exp_row(dld_amt, None, "DLD Registration Fee", dld_pct, fee=True))
    expected.append(exp_row(admin_fee, None, "Oqood Administration Fee", 0, fee=True))
    check_plan(expected, price)

    story = [
        P("THIS AGREEMENT is dated 9 January 2026", "body"),
        Spacer(1, 4),
        P("SALE AND PURCHASE AGREEMENT<br/>CREEKVIEW LOFTS, AL JADDAF", "title"),
        Spacer(1, 6),
        P("<b>PARTIES</b>"),
        P("(1)&nbsp;&nbsp;FALCON CREEK DEVELOPMENTS (DUBAI) LTD, a company incorporated in the Dubai International "
          "Financial Centre with registered number 004187, acting through its Dubai branch (licence no. 887120) "
          "(<b>Seller</b>).", "clause"),
        P("(2)&nbsp;&nbsp;ANNA KATARINA LINDHOLM, Swedish passport no. 91734402, and MARKUS JOHAN LINDHOLM, Swedish "
          "passport no. 91734417, both of Apartment 506, Marina Gate 2, Dubai Marina, jointly and severally "
          "(<b>Buyer</b>).", "clause"),
        P("<b>BACKGROUND</b>"),
        P("(A)&nbsp;&nbsp;The Seller is developing a 22-storey residential building known as Creekview Lofts on Plot "
          "326-0456, Al Jaddaf, Dubai (<b>Building</b>).", "clause"),
        P("(B)&nbsp;&nbsp;On 2 January 2026 the Buyer signed a reservation form for the Property, under which "
          "the Reservation Deposit referred to in Schedule 3 is payable (<b>Reservation Date</b> meaning the date "
          "of that reservation form).", "clause"),
        P("<b>AGREED TERMS</b>"),
        P("1.&nbsp;&nbsp;INTERPRETATION", "h"),
        P("1.1&nbsp;&nbsp;The definitions in this clause apply in this agreement. <b>Completion Date</b>: the date "
          "specified in the Seller's notice that the Property is ready for occupation, being not earlier than the "
          "date of the Building completion certificate. <b>Estimated Completion Date</b>: 31 March 2029. "
          "<b>Price</b>: the price stated in clause 3.1. <b>Property</b>: apartment 0912 on the ninth floor of the "
          "Building, having a saleable area of approximately 812.35 sq ft (75.47 sq m), with parking space B1-214.",
          "clause"),
        P("1.2&nbsp;&nbsp;A reference to a statute is a reference to it as amended, extended or re-enacted from time "
          "to time. Words in the singular include the plural and in the plural include the singular.", "clause"),
        P("2.&nbsp;&nbsp;AGREEMENT FOR SALE", "h"),
        P("2.1&nbsp;&nbsp;The Seller shall sell and the Buyer shall buy the Property for the Price.", "clause"),
        P("2.2&nbsp;&nbsp;The Buyer has inspected the plans and accepts that the saleable area may vary by up to three "
          "per cent (3%) without any adjustment to the Price.", "clause"),
        P("3.&nbsp;&nbsp;PRICE AND PAYMENT", "h"),
        P("3.1&nbsp;&nbsp;The Price is the sum of AED 1,790,000/- (AED One Million Seven Hundred Ninety Thousand only).",
          "clause"),
        P("3.2&nbsp;&nbsp;The Buyer shall pay the Price in the amounts and at the times set out in Part A of Schedule 3. "
          "Payments falling due on a day which is not a business day in Dubai shall be made on the preceding business "
          "day.", "clause"),
        P("3.3&nbsp;&nbsp;The Buyer shall also pay the amounts described in Part B of Schedule 3, which are not part of "
          "the Price.", "clause"),
        P("3.4&nbsp;&nbsp;The US Dollar figures shown in Schedule 3 are indicative only. Payment must be made in UAE "
          "Dirhams and the Buyer bears any exchange risk.", "clause"),
        P("4.&nbsp;&nbsp;DEFAULT", "h"),
        P("4.1&nbsp;&nbsp;If the Buyer fails to pay any sum due under this agreement, the Seller may charge interest on "
          "that sum at a rate of twelve per cent (12%) per annum and, after giving thirty (30) days' notice through "
          "the Dubai Land Department, exercise its rights under Article 11 of Law No. 13 of 2008.", "clause"),
        P("4.2&nbsp;&nbsp;Following a termination by the Seller, any refund to which the Buyer is entitled shall be paid "
          "within ninety (90) days after the Property is resold, less the deductions permitted by law (which may be "
          "up to forty per cent (40%) of the Price).", "clause"),
        P("5.&nbsp;&nbsp;COMPLETION", "h"),
        P("5.1&nbsp;&nbsp;The Seller shall use reasonable endeavours to achieve completion by the Estimated Completion "
          "Date. The Seller is not liable for any delay of up to twelve (12) months beyond that date.", "clause"),
        P("5.2&nbsp;&nbsp;On the Completion Date and against payment of the Completion Payment the Seller shall hand "
          "over the keys and deliver the documents required to register the Buyer as owner.", "clause"),
        P("6.&nbsp;&nbsp;SERVICE CHARGES AND COMMUNITY", "h"),
        P("6.1&nbsp;&nbsp;The Buyer shall pay service charges from the Completion Date. The budget approved for the "
          "Building for 2027 is AED 14.75 per sq ft, i.e. about AED 11,982.16 per year for the Property. The Buyer "
          "shall comply with the jointly owned property declaration registered for the Building.", "clause"),
        P("7.&nbsp;&nbsp;ASSIGNMENT", "h"),
        P("7.1&nbsp;&nbsp;The Buyer may not assign this agreement before thirty per cent (30%) of the Price has been "
          "paid, and thereafter only with the Seller's prior written consent.", "clause"),
        P("8.&nbsp;&nbsp;LAW AND JURISDICTION", "h"),
        P("8.1&nbsp;&nbsp;This agreement is governed by the laws of Dubai and the federal laws of the UAE as applied in "
          "Dubai. The parties submit to the exclusive jurisdiction of the Dubai Courts.", "clause"),
        P("9.&nbsp;&nbsp;NOTICES", "h"),
        P("9.1&nbsp;&nbsp;Any notice under this agreement shall be in writing and delivered by hand, by courier or by "
          "email to the addresses stated in the Parties section (for the Seller: legal@falconcreek.example, "
          "P.O. Box 501177, Dubai). A notice sent by email is deemed received at 9.00 am on the next business day.",
          "clause"),
        P("9.2&nbsp;&nbsp;Notices to joint Buyers may be given to either of them and are then deemed given to both.",
          "clause"),
        P("10.&nbsp;&nbsp;ENTIRE AGREEMENT", "h"),
        P("10.1&nbsp;&nbsp;This agreement, together with the reservation form of 2 January 2026, constitutes the entire "
          "agreement between the parties and supersedes all brochures, marketing material, floor-plan sketches and "
          "oral representations relating to its subject matter. Where the reservation form conflicts with this "
          "agreement, this agreement prevails.", "clause"),
        P("11.&nbsp;&nbsp;COUNTERPARTS", "h"),
        P("11.1&nbsp;&nbsp;This agreement may be executed in any number of counterparts, each of which when executed "
          "shall constitute a duplicate original, but all the counterparts together constitute one agreement. Three "
          "(3) originals are prepared: one for each of the Seller, the Buyer and the Dubai Land Department.",
          "clause"),
        P("SCHEDULE 1 \u2014 SPECIFICATION (SUMMARY)", "h"),
        P("Porcelain floor tiles 600 x 1200 mm in living areas; engineered timber in bedrooms; fitted kitchen with "
          "4-burner hob, oven and 60 cm extractor; split-unit ducted air-conditioning; 2.85 m floor-to-ceiling "
          "height.", "body"),
        P("Bathrooms: wall-hung WC, rain shower, 12 mm frameless glass screen, vanity in quartz with under-mounted "
          "basin. Balcony: aluminium and glass balustrade, 1.10 m high. Building amenities: 25 m lap pool on level "
          "4, gymnasium, residents' lounge, two (2) high-speed passenger lifts and one (1) service lift.", "body"),
        P("Finishes to common areas: marble-clad lobby with 6.0 m double-height ceiling, concierge desk, "
          "parcel room and 24-hour CCTV. Sustainability: LED lighting throughout, low-flow sanitary fittings, "
          "district cooling supplied under a separate agreement with the district cooling provider (connection "
          "and capacity charges for the Property are included in the Price; consumption charges are payable by "
          "the Buyer from the Completion Date).", "body"),
        P("SCHEDULE 2 \u2014 FLOOR PLAN", "h"),
        P("[Floor plan of apartment 0912 \u2014 drawing ref. CVL-A-0912-R2, scale 1:100 \u2014 not reproduced in this "
          "copy.]", "body"),
        P("SCHEDULE 3 \u2014 PAYMENTS", "h"),
        P("<b>Part A \u2014 Instalments of the Price</b>"),
    ]
    head = ["Sr.", "Payment Description", "Date / Event", "Amount (AED)", "%", "Indicative USD \u2021"]
    data = [[Paragraph(h, S["cellb"]) for h in head]]
    for no, label, d, ev, pct in plan:
        amt = pct_of(price, pct)
        when = d.strftime("%d.%m.%Y") if d else ev
        usd = "{:,.0f}".format(amt / usd_rate)
        data.append([Paragraph(no, S["cell"]), Paragraph(label, S["cell"]), Paragraph(when, S["cell"]),
                     Paragraph(money(amt), S["cellr"]), Paragraph(pct_txt(pct), S["cellr"]),
                     Paragraph(usd, S["cellr"])])
    data.append([Paragraph("", S["cell"]), Paragraph("Total", S["cellb"]), "", Paragraph(money(price), S["cellrb"]),
                 Paragraph("100%", S["cellrb"]), Paragraph("{:,.0f}".format(price / usd_rate), S["cellrb"])])
    n = len(data)
    data.append([Paragraph("\u2021 Converted at AED 3.6725 = USD 1.00 and rounded; for information only (see clause "
                           "3.4).", S["cell"]), "", "", "", "", ""])
    t = Table(data, colWidths=[10 * mm, 40 * mm, 54 * mm, 27 * mm, 13 * mm, 28 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8e1d0")),
                                  ("SPAN", (1, n - 1), (2, n - 1)),
                                  ("SPAN", (0, n), (-1, n))]))
    story += [t, Spacer(1, 8)]
    story += [
        P("<b>Part B \u2014 Other amounts payable by the Buyer</b>"),
        P("B.1&nbsp;&nbsp;The Buyer shall bear the fee levied by the Dubai Land Department on the registration of this "
          "sale in the interim register.", "clause"),
        P("B.2&nbsp;&nbsp;At the date of this agreement that fee is four per cent (4%) of the Price.", "clause"),
        P("B.3&nbsp;&nbsp;Accordingly the sum of AED %s is payable by the Buyer, together with the Reservation "
          "Deposit, and is paid by the Seller to the Dubai Land Department on the Buyer's behalf." % money(dld_amt),
          "clause"),
        P("B.4&nbsp;&nbsp;The Seller also charges an administration fee of AED 5,250.00 (inclusive of VAT) for "
          "processing the Oqood registration, payable at the same time as the sum in paragraph B.3.", "clause"),
        P("B.5&nbsp;&nbsp;Neither amount in this Part B is refundable, and neither is paid into the escrow account.",
          "clause"),
        Spacer(1, 14),
        P("Signed by an authorised signatory for Falcon Creek Developments (Dubai) Ltd: ____________________"),
        P("Signed by Anna Katarina Lindholm: ____________________ &nbsp; Signed by Markus Johan Lindholm: "
          "____________________"),
    ]
    build_pdf(stem, story, "Khoury Lindqvist LLP \u2014 Draft 4 \u2014 Doc ID 44817-3",
              "Creekview Lofts / Apt 0912", footer_extra="FCD-SPA-CVL-0912 (2026)")
    write_json(stem, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
