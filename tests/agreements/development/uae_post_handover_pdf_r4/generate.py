#!/usr/bin/env python3
"""Generate the uae_post_handover_pdf_r4 agreements (UAE post-handover payment plans, PDF).

Standalone: stdlib + reportlab. Writes NN_slug.pdf and NN_slug.expected.json next to this file.
The plan rows are built as data; both the agreement text and the expected JSON come from them.
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


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


def money(x, dec=True):
    return "{:,.2f}".format(x) if dec else "{:,.0f}".format(x)


def long_date(d):
    return "%d %s %d" % (d.day, MONTH_FULL[d.month - 1], d.year)


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


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
    assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9
    assert abs(round(sum(r["amount"] for r in plan), 2) - price) < 0.005


def styles(base="Times-Roman", bold="Times-Bold", size=9.6):
    s = {}
    s["body"] = ParagraphStyle("body", fontName=base, fontSize=size, leading=size * 1.3,
                               alignment=TA_JUSTIFY, spaceAfter=3.5)
    s["clause"] = ParagraphStyle("clause", parent=s["body"], leftIndent=18, firstLineIndent=-18)
    s["sub"] = ParagraphStyle("sub", parent=s["body"], leftIndent=34, firstLineIndent=-16)
    s["h"] = ParagraphStyle("h", fontName=bold, fontSize=size + 0.8, leading=(size + 0.8) * 1.3,
                            spaceBefore=6, spaceAfter=3)
    s["sh"] = ParagraphStyle("sh", fontName=bold, fontSize=size, leading=size * 1.3, leftIndent=18,
                             spaceBefore=4, spaceAfter=2)
    s["title"] = ParagraphStyle("title", fontName=bold, fontSize=size + 4.5, leading=(size + 4.5) * 1.25,
                                alignment=TA_CENTER, spaceAfter=4)
    s["center"] = ParagraphStyle("center", parent=s["body"], alignment=TA_CENTER)
    s["cell"] = ParagraphStyle("cell", fontName=base, fontSize=size - 0.8, leading=(size - 0.8) * 1.25)
    s["cellb"] = ParagraphStyle("cellb", parent=s["cell"], fontName=bold)
    s["cellr"] = ParagraphStyle("cellr", parent=s["cell"], alignment=TA_RIGHT)
    s["cellrb"] = ParagraphStyle("cellrb", parent=s["cellr"], fontName=bold)
    s["small"] = ParagraphStyle("small", parent=s["body"], fontSize=size - 1.4, leading=(size - 1.4) * 1.3)
    return s


def page_deco(header_left, header_right, footer, font):
    def on_page(canvas, doc):
        canvas.saveState()
        canvas.setFont(font, 7.5)
        w, h = A4
        canvas.drawString(17 * mm, h - 11 * mm, header_left)
        canvas.drawRightString(w - 17 * mm, h - 11 * mm, header_right)
        canvas.line(17 * mm, h - 12.5 * mm, w - 17 * mm, h - 12.5 * mm)
        canvas.drawString(17 * mm, 10 * mm, footer)
        canvas.drawRightString(w - 17 * mm, 10 * mm, "%d" % doc.page)
        canvas.restoreState()
    return on_page


def build_simple(stem, story, header_left, header_right, footer, font):
    doc = SimpleDocTemplate(os.path.join(HERE, stem + ".pdf"), pagesize=A4, leftMargin=17 * mm,
                            rightMargin=17 * mm, topMargin=18 * mm, bottomMargin=17 * mm,
                            title=stem, author="", subject="", creator="", producer="")
    deco = page_deco(header_left, header_right, footer, font)
    doc.build(story, onFirstPage=deco, onLaterPages=deco)


GRID = [
    ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ("TOPPADDING", (0, 0), (-1, -1), 2.5),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
]


# ============================================================================ agreement 01
def agreement_01():
    """Sub-headed payment clause, 24-month post-handover series written as one sentence."""
    stem = "01_dubai_subheadings_monthly_series"
    price = 1368000.00
    S = styles()
    P = lambda t, st="body": Paragraph(t, S[st])  # noqa: E731

    dld = pct_of(price, 4)
    admin = 2500.00
    construction = [
        ("(a)", "Down Payment", 20.0, "twenty per cent (20%)", None, "payable on the signing of this Agreement"),
        ("(b)", "Second Instalment", 10.0, "ten per cent (10%)", dt.date(2026, 11, 15), None),
        ("(c)", "Third Instalment", 10.0, "ten per cent (10%)", None,
         "payable within fourteen (14) days of the Developer's notice that fifty per cent (50%) of the construction "
         "works have been completed, as certified by the Consultant"),
    ]
    handover = ("(d)", "Handover Instalment", 30.0, "thirty per cent (30%)")
    n_post, post_pct, first_post = 24, 1.25, dt.date(2028, 3, 10)

    expected = [exp_row(dld, None, "DLD Registration Fee", 4.0, fee=True),
                exp_row(admin, None, "Administrative Charge", 0, fee=True)]
    for _, label, pct, _, d, _ in construction:
        expected.append(exp_row(pct_of(price, pct), d, label, pct))
    expected.append(exp_row(pct_of(price, handover[2]), None, handover[1], handover[2]))
    for i in range(n_post):
        expected.append(exp_row(pct_of(price, post_pct), add_months(first_post, i),
                                "Post-Handover Instalment %d of %d" % (i + 1, n_post), post_pct, post=True))
    check_plan(expected, price)

    story = [
        P("SALE AND PURCHASE AGREEMENT", "title"),
        P("PALM VISTA RESIDENCES \u2014 DUBAI SOUTH", "center"),
        P("Agreement No. TCD/PVR/2210 &nbsp;&nbsp; Dated: 20 April 2026", "center"),
        Spacer(1, 6),
        P("<b>This Sale and Purchase Agreement</b> is entered into between <b>TAMARIND CREST DEVELOPERS LLC</b>, "
          "licence no. 1176530 issued by the Department of Economy and Tourism, Dubai, of Office 1108, Sidra Tower, "
          "Sheikh Zayed Road, P.O. Box 62290, Dubai (the <b>\"Developer\"</b>), and <b>MR. OLEKSANDR PETRENKO</b> "
          "(passport no. FU118274) and <b>MRS. IRYNA PETRENKO</b> (passport no. FU118275), both of Apartment 3104, "
          "Bay Central West, Dubai Marina (together the <b>\"Purchaser\"</b>)."),
        P("1.&nbsp;&nbsp;BACKGROUND", "h"),
        P("1.1&nbsp;&nbsp;The Developer is developing a residential tower of thirty-one (31) storeys known as Palm Vista "
          "Residences on Plot No. 527-1190, Dubai South (Residential District), Dubai (the <b>\"Building\"</b>).",
          "clause"),
        P("1.2&nbsp;&nbsp;The Building is registered with the Real Estate Regulatory Agency under project no. 3305 "
          "and the Developer has opened escrow account no. 1019-558830-02 for the receipt of all instalments.",
          "clause"),
        P("1.3&nbsp;&nbsp;The Purchaser wishes to purchase, and the Developer agrees to sell, Unit 2210 in the "
          "Building on the terms below.", "clause"),
        P("2.&nbsp;&nbsp;DEFINITIONS", "h"),
        P("2.1&nbsp;&nbsp;<b>\"Handover\"</b> means the delivery of vacant possession of the Unit to the Purchaser "
          "following issue of the Building completion certificate; <b>\"Handover Date\"</b> means the date on which "
          "Handover actually takes place, which the parties expect to be on or about 31 December 2027 (the "
          "<b>\"Anticipated Handover Date\"</b>).", "clause"),
        P("2.2&nbsp;&nbsp;<b>\"Unit\"</b> means residential unit no. 2210 on the 22nd floor of the Building, a two "
          "bedroom apartment having an approximate total area of 1,148.20 sq ft (106.67 sq m) including balcony, "
          "together with car parking space no. B2-141.", "clause"),
        P("2.3&nbsp;&nbsp;<b>\"Consultant\"</b> means the engineering consultant appointed by the Developer and "
          "registered with the Dubai Municipality.", "clause"),
        P("3.&nbsp;&nbsp;SALE AND PURCHASE", "h"),
        P("3.1&nbsp;&nbsp;The Developer sells and the Purchaser purchases the Unit with the benefit of the rights set out "
          "in the jointly owned property declaration applicable to the Building.", "clause"),
        P("3.2&nbsp;&nbsp;The Purchaser's obligations under this Agreement are joint and several.", "clause"),
        P("4.&nbsp;&nbsp;CONSTRUCTION", "h"),
        P("4.1&nbsp;&nbsp;The Developer shall construct the Unit in accordance with the approved plans. Area "
          "variations of up to four per cent (4%) either way shall not entitle either party to any adjustment.",
          "clause"),
        P("4.2&nbsp;&nbsp;The Developer may extend the Anticipated Handover Date by up to twelve (12) months. Where "
          "Handover is delayed beyond that period, the Purchaser shall be entitled to compensation of AED 2,000 for "
          "each full month of further delay, up to a maximum of AED 24,000.", "clause"),
        P("5.&nbsp;&nbsp;PURCHASE PRICE AND PAYMENT TERMS", "h"),
        P("5.1&nbsp;&nbsp;<b>Purchase Price.</b> The purchase price of the Unit is AED 1,368,000.00 (UAE Dirhams One "
          "Million Three Hundred and Sixty-Eight Thousand only) (the <b>\"Purchase Price\"</b>).", "clause"),
        P("5.2&nbsp;&nbsp;<b>Government and administrative charges.</b> In addition to the Purchase Price, the "
          "Purchaser shall pay to the Developer, for onward payment to the Dubai Land Department, the registration "
          "fee of four per cent (4%%) of the Purchase Price, amounting to AED %s, together with an administrative "
          "charge of AED %s levied by the Developer for the issue of the Oqood certificate. Both amounts are "
          "payable with the Down Payment." % (money(dld), money(admin)), "clause"),
        P("5.3&nbsp;&nbsp;<b>Payment plan.</b> The Purchase Price shall be paid as follows:", "clause"),
        P("Part I \u2014 During Construction", "sh"),
    ]
    for tag, label, pct, words, d, ev in construction:
        when = ("falling due on %s" % long_date(d)) if d else ev
        story.append(P("%s&nbsp;&nbsp;<i>%s:</i> %s of the Purchase Price, that is AED %s, %s;"
                       % (tag, label, words, money(pct_of(price, pct)), when), "sub"))
    story += [
        P("Part II \u2014 On Handover", "sh"),
        P("%s&nbsp;&nbsp;<i>%s:</i> %s of the Purchase Price, that is AED %s, payable prior to and as a condition "
          "of Handover; and" % (handover[0], handover[1], handover[3], money(pct_of(price, handover[2]))), "sub"),
        P("Part III \u2014 After Handover", "sh"),
        P("(e)&nbsp;&nbsp;<i>Post-Handover Instalments:</i> the remaining thirty per cent (30%%) of the Purchase Price "
          "(AED 410,400.00) shall be paid in twenty-four (24) equal consecutive monthly instalments, each of one and "
          "one-quarter per cent (1.25%%) of the Purchase Price, namely AED %s, the first of which shall fall due on "
          "%s and each subsequent instalment on the 10th day of each succeeding calendar month until the Purchase "
          "Price has been paid in full." % (money(pct_of(price, post_pct)), long_date(first_post)), "sub"),
        P("5.4&nbsp;&nbsp;<b>Cheques.</b> On or before Handover the Purchaser shall deliver to the Developer "
          "twenty-four (24) post-dated cheques covering the Post-Handover Instalments. The Developer shall not be "
          "obliged to hand over the Unit until those cheques are delivered.", "clause"),
        P("5.5&nbsp;&nbsp;<b>Early settlement.</b> The Purchaser may at any time prepay all (but not part) of the "
          "outstanding Post-Handover Instalments, in which case the Developer shall allow a discount of three per "
          "cent (3%) of the amount so prepaid.", "clause"),
        P("5.6&nbsp;&nbsp;<b>Acceleration.</b> If any two (2) Post-Handover Instalments remain unpaid for more than "
          "thirty (30) days, the whole of the unpaid balance of the Purchase Price shall become immediately due and "
          "payable, with a late payment charge of two per cent (2%) per month on the overdue sum.", "clause"),
        P("6.&nbsp;&nbsp;TITLE", "h"),
        P("6.1&nbsp;&nbsp;Although the Purchaser will take possession at Handover, the Unit shall be registered in the "
          "Purchaser's name only once the whole Purchase Price has been received. Until then the Developer shall "
          "retain a first-ranking mortgage or equivalent restriction over the Unit, registered with the Dubai Land "
          "Department, and the Purchaser shall not lease the Unit for a term exceeding twelve (12) months without "
          "the Developer's consent.", "clause"),
        P("7.&nbsp;&nbsp;DEFAULT AND TERMINATION", "h"),
        P("7.1&nbsp;&nbsp;If the Purchaser fails to pay any amount within thirty (30) days of a default notice "
          "served through the Dubai Land Department, the Developer may terminate this Agreement and apply the "
          "deductions permitted by Article 11 of Law No. 13 of 2008, which may reach forty per cent (40%) of the "
          "Purchase Price after Handover.", "clause"),
        P("7.2&nbsp;&nbsp;Any balance refundable to the Purchaser shall be paid within ninety (90) days of the Unit "
          "being re-sold, without interest.", "clause"),
        P("8.&nbsp;&nbsp;SERVICE CHARGES", "h"),
        P("8.1&nbsp;&nbsp;Service charges are payable from the Handover Date at the rate approved by RERA, presently "
          "estimated at AED 15.00 per sq ft per annum (AED 17,223.00 for the Unit). A sinking fund contribution of "
          "AED 1.50 per sq ft per annum is included in that estimate.", "clause"),
        P("9.&nbsp;&nbsp;GOVERNING LAW", "h"),
        P("9.1&nbsp;&nbsp;This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the "
          "UAE, and the Dubai Courts shall have jurisdiction.", "clause"),
        Spacer(1, 16),
        Table([["For TAMARIND CREST DEVELOPERS LLC", "Purchaser 1", "Purchaser 2"],
               ["______________________", "______________________", "______________________"],
               ["Authorised Signatory", "Oleksandr Petrenko", "Iryna Petrenko"]],
              colWidths=[62 * mm, 56 * mm, 56 * mm],
              style=TableStyle([("FONTNAME", (0, 0), (-1, -1), "Times-Roman"), ("FONTSIZE", (0, 0), (-1, -1), 8.5)])),
    ]
    build_simple(stem, story, "TCD \u2014 Palm Vista Residences \u2014 SPA Unit 2210", "Plot 527-1190",
                 "Ref. TCD/PVR/2210/v2 \u2014 Initials ______ / ______", "Times-Roman")
    write_json(stem, expected)


# ============================================================================ agreement 02
def agreement_02():
    """Two-column layout; 'Payment No. n - ten per centum' wording; quarterly post-handover series."""
    stem = "02_two_column_quarterly_series"
    price = 875500.00
    S = styles(size=8.6)
    P = lambda t, st="body": Paragraph(t, S[st])  # noqa: E731

    pre = [
        (1, "ten per centum (10%)", 10.0, None, "on the Booking Date"),
        (2, "ten per centum (10%)", 10.0, dt.date(2027, 3, 31), None),
        (3, "twenty per centum (20%)", 20.0, None,
         "on completion of the structure of the Building (topping-out), as certified by the Consultant"),
        (4, "twenty per centum (20%)", 20.0, None, "upon Handover"),
    ]
    words = {87550.0: "Eighty-Seven Thousand Five Hundred and Fifty", 175100.0: "One Hundred Seventy-Five Thousand "
             "One Hundred"}
    n_q, q_pct, q_first = 8, 5.0, dt.date(2029, 1, 15)
    dld = pct_of(price, 4)
    admin = 1150.00

    expected = []
    for no, _, pct, d, ev in pre:
        expected.append(exp_row(pct_of(price, pct), d, "Payment No. %d" % no, pct))
    for i in range(n_q):
        expected.append(exp_row(pct_of(price, q_pct), add_months(q_first, 3 * i),
                                "Post-Handover Instalment %d of %d" % (i + 1, n_q), q_pct, post=True))
    expected.append(exp_row(dld, None, "DLD Registration Fee", 4.0, fee=True))
    expected.append(exp_row(admin, None, "Administration Fee", 0, fee=True))
    check_plan(expected, price)

    path = os.path.join(HERE, stem + ".pdf")
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=15 * mm, rightMargin=15 * mm, topMargin=17 * mm,
                          bottomMargin=16 * mm, title=stem, author="", subject="", creator="", producer="")
    w, h = A4
    gap = 7 * mm
    colw = (w - 30 * mm - gap) / 2
    body_h = h - 17 * mm - 16 * mm
    title_h = 34 * mm
    first = [Frame(15 * mm, h - 17 * mm - title_h, w - 30 * mm, title_h, id="title", showBoundary=0),
             Frame(15 * mm, 16 * mm, colw, body_h - title_h, id="l1"),
             Frame(15 * mm + colw + gap, 16 * mm, colw, body_h - title_h, id="r1")]
    later = [Frame(15 * mm, 16 * mm, colw, body_h, id="l"),
             Frame(15 * mm + colw + gap, 16 * mm, colw, body_h, id="r")]

    deco = page_deco("ORYX SANDS REAL ESTATE DEVELOPMENT LLC", "SANDS TERRACE \u2014 ARJAN \u2014 PLOT 6731-402",
                     "OSRED-SPA-2026-0417 | Unit G-07", "Times-Roman")

    def deco2(canvas, doc_):
        deco(canvas, doc_)
        canvas.saveState()
        canvas.setLineWidth(0.3)
        top = h - 17 * mm - (title_h if doc_.page == 1 else 0)
        canvas.line(15 * mm + colw + gap / 2, 16 * mm, 15 * mm + colw + gap / 2, top)
        canvas.restoreState()

    doc.addPageTemplates([PageTemplate(id="first", frames=first, onPage=deco2),
                          PageTemplate(id="later", frames=later, onPage=deco2)])

    story = [
        NextPageTemplate("later"),
        P("CONTRACT OF SALE OF A RESIDENTIAL UNIT (OFF-PLAN)", "title"),
        P("Sands Terrace, Arjan, Dubai \u2014 Contract No. OSRED-SPA-2026-0417", "center"),
        P("This Contract is made on the 28th day of May 2026 between the Developer and the Purchaser named in "
          "Article 1, who agree to be bound by the Particulars and the Terms below.", "center"),
        FrameBreak(),
        P("ARTICLE 1 \u2014 THE PARTIES", "h"),
        P("1.1&nbsp;&nbsp;<b>Developer:</b> Oryx Sands Real Estate Development LLC, licence no. 901244, P.O. Box "
          "393120, Office 702, Al Barsha Business Centre, Dubai.", "clause"),
        P("1.2&nbsp;&nbsp;<b>Purchaser:</b> Ms. Chen Xiaolin, holder of Chinese passport no. EH4417203, of Room 1602, "
          "No. 88 Century Avenue, Pudong, Shanghai 200120, China; e-mail address as recorded in the Booking Form.",
          "clause"),
        P("ARTICLE 2 \u2014 THE UNIT", "h"),
        P("2.1&nbsp;&nbsp;Unit G-07 on the ground floor of Sands Terrace, a one-bedroom apartment with private garden, "
          "approximate saleable area 736.90 sq ft (68.46 sq m), parking bay 0-33, on Plot No. 6731-402, Arjan.",
          "clause"),
        P("2.2&nbsp;&nbsp;The Building comprises G+9 floors and 184 residential units. Handover of the Unit is "
          "anticipated during the second quarter of 2028; that estimate is not a condition of this Contract.",
          "clause"),
        P("ARTICLE 3 \u2014 THE PRICE", "h"),
        P("3.1&nbsp;&nbsp;The Price of the Unit is AED 875,500/- (UAE Dirhams Eight Hundred Seventy-Five Thousand Five "
          "Hundred only), inclusive of the parking bay and the private garden.", "clause"),
        P("3.2&nbsp;&nbsp;The Price equals approximately AED 1,188.08 per sq ft. Should the measured area differ by more "
          "than 3% from that stated in Article 2.1, the Price shall be adjusted at that rate for the difference in "
          "excess of 3%.", "clause"),
        P("ARTICLE 4 \u2014 PAYMENT OF THE PRICE", "h"),
        P("4.0&nbsp;&nbsp;The Purchaser shall pay the Price into the Escrow Account (no. 0330-771920-001) as follows:",
          "clause"),
    ]
    for no, w_pct, pct, d, ev in pre:
        amt = pct_of(price, pct)
        when = ("falling due on %s %s %d" % (ordinal(d.day), MONTH_FULL[d.month - 1], d.year)) if d else ev
        story.append(P("4.%d&nbsp;&nbsp;<b>Payment No. %d</b> \u2014 %s of the Price, being AED %s/- (%s Dirhams "
                       "only), %s." % (no, no, w_pct, money(amt, False), words[amt], when), "clause"))
    story += [
        P("4.5&nbsp;&nbsp;<b>Post-Handover Payments</b> \u2014 the balance of forty per centum (40%%) of the Price shall "
          "be paid after Handover in eight (8) quarterly instalments of five per centum (5%%) each, amounting to AED "
          "%s/- per instalment, the first falling due on %s and the remaining seven (7) at intervals of three (3) "
          "calendar months thereafter." % (money(pct_of(price, q_pct), False), long_date(q_first)), "clause"),
        P("4.6&nbsp;&nbsp;<b>Additional charges</b> \u2014 besides the Price, the Purchaser shall pay (a) the "
          "registration fee of the Dubai Land Department of four per centum (4%%) of the Price, being AED %s/-, and "
          "(b) an administration fee of AED %s/- for the issue of the Oqood certificate, both on the Booking Date."
          % (money(dld, False), money(admin, False)), "clause"),
        P("4.7&nbsp;&nbsp;Payments linked to construction progress are due within ten (10) days of the Developer's "
          "written demand accompanied by the Consultant's certificate.", "clause"),
        P("ARTICLE 5 \u2014 HANDOVER", "h"),
        P("5.1&nbsp;&nbsp;The Developer shall give the Purchaser not less than thirty (30) days' notice of the "
          "Handover. Handover shall not take place until Payment Nos. 1 to 4 and the additional charges in Article 4.6 "
          "have been paid and eight (8) post-dated cheques for the Post-Handover Payments have been delivered.",
          "clause"),
        P("5.2&nbsp;&nbsp;Title shall pass and the title deed shall be issued only after the last Post-Handover "
          "Payment has been honoured.", "clause"),
        P("ARTICLE 6 \u2014 LATE PAYMENT AND DEFAULT", "h"),
        P("6.1&nbsp;&nbsp;Any sum not paid when due bears a delay charge of 0.5% per week, capped at 10% of the overdue "
          "sum. After sixty (60) days the Developer may proceed under Article 11 of Law No. 13 of 2008 and retain up "
          "to 40% of the Price.", "clause"),
        P("ARTICLE 7 \u2014 RESALE BEFORE TITLE", "h"),
        P("7.1&nbsp;&nbsp;The Purchaser may resell the Unit before title passes only after 40% of the Price has been "
          "paid and with the Developer's written consent, which may be conditional on settlement of the outstanding "
          "Post-Handover Payments.", "clause"),
        P("ARTICLE 8 \u2014 DEFECTS", "h"),
        P("8.1&nbsp;&nbsp;The Developer shall repair defects in the Unit notified within 12 months of Handover and "
          "structural defects notified within 10 years, in accordance with the Civil Transactions Law.", "clause"),
        P("ARTICLE 9 \u2014 RENTAL POOL (OPTIONAL)", "h"),
        P("9.1&nbsp;&nbsp;The Purchaser may enrol the Unit in the Developer's rental pool after Handover. The "
          "projected net yield of 7.2% per annum is an illustration only, is not guaranteed and does not affect any "
          "payment under Article 4.", "clause"),
        P("ARTICLE 10 \u2014 AGENTS", "h"),
        P("10.1&nbsp;&nbsp;The commission of the introducing broker (RERA BRN 58814), being 2% of the Price (AED "
          "17,510), is borne by the Developer out of its own funds and is not payable by the Purchaser.", "clause"),
        P("ARTICLE 11 \u2014 LAW AND DISPUTES", "h"),
        P("11.1&nbsp;&nbsp;This Contract is governed by the laws of Dubai and the UAE. Disputes shall first be referred "
          "to the RERA Rental and Real Estate Dispute Centre's amicable settlement division and, failing settlement "
          "within 30 days, to the Dubai Courts.", "clause"),
        Spacer(1, 10),
        P("Developer: ____________________", "body"),
        P("Purchaser: ____________________ (Chen Xiaolin)", "body"),
    ]
    doc.build(story)
    write_json(stem, expected)


# ============================================================================ agreement 03
def agreement_03():
    """Sharjah: sectioned bordered table, post-handover rows tied to handover (no dates); fees before and after."""
    stem = "03_sharjah_sectioned_table_event_based"
    price = 642000.00
    S = styles(base="Helvetica", bold="Helvetica-Bold", size=8.8)
    P = lambda t, st="body": Paragraph(t, S[st])  # noqa: E731

    processing = 1500.00
    reg = pct_of(price, 4)
    sections = [
        ("STAGE I \u2014 CONSTRUCTION PERIOD", [
            ("I-1", "Booking amount", None, "On signing of this Agreement", 10.0, False),
            ("I-2", "1st instalment", dt.date(2026, 8, 20), None, 10.0, False),
            ("I-3", "2nd instalment", dt.date(2027, 2, 20), None, 10.0, False),
            ("I-4", "3rd instalment", None, "On 50% completion of the building, as certified by the Consultant",
             10.0, False),
        ]),
        ("STAGE II \u2014 HANDOVER", [
            ("II-1", "Handover payment", None, "On Handover (issue of the completion certificate)", 20.0, False),
        ]),
        ("STAGE III \u2014 POST-HANDOVER (24 MONTHS)", [
            ("III-1", "1st post-handover payment", None, "6 months after Handover", 10.0, True),
            ("III-2", "2nd post-handover payment", None, "12 months after Handover", 10.0, True),
            ("III-3", "3rd post-handover payment", None, "18 months after Handover", 10.0, True),
            ("III-4", "4th post-handover payment", None, "24 months after Handover", 10.0, True),
        ]),
    ]
    expected = [exp_row(processing, None, "Application Processing Fee", 0, fee=True)]
    for _, rows in sections:
        for ref, label, d, ev, pct, post in rows:
            expected.append(exp_row(pct_of(price, pct), d, label, pct, post=post))
    expected.append(exp_row(reg, None, "Registration Fee", 4.0, fee=True))
    check_plan(expected, price)

    story = [
        P("AL QASBA GATE DEVELOPMENTS L.L.C.", "title"),
        P("AGREEMENT FOR SALE OF A RESIDENTIAL UNIT \u2014 MUWAILEH GARDENS, SHARJAH", "center"),
        Spacer(1, 6),
        P("This Agreement is made in the Emirate of Sharjah on 7 January 2026."),
        P("<b>First Party (Seller):</b> Al Qasba Gate Developments L.L.C., Sharjah Economic Development Department "
          "licence no. 741902, P.O. Box 28811, Sharjah."),
        P("<b>Second Party (Buyer):</b> Mr. Faisal Abdulrahman Al Zarooni, UAE national, Emirates ID no. "
          "784-1992-7711820-6, residing at House 14, Street 9, Al Ramtha, Sharjah."),
        P("<b>Preamble.</b> The First Party owns Plot No. 227, Sector 14, Muwaileh Commercial, Sharjah, on which it is "
          "building a G+12 residential building known as Muwaileh Gardens, Block A. The Second Party, having "
          "inspected the plans, wishes to buy the unit described in Article (2). The preamble forms an integral part "
          "of this Agreement."),
        P("Article (1) \u2014 Interpretation", "h"),
        P("In this Agreement: <b>Handover</b> means delivery of the Unit to the Buyer after the completion certificate "
          "for Block A has been issued by the Sharjah Municipality; <b>Consultant</b> means the supervising "
          "engineer; <b>Price</b> means the price set out in Article (3).", "body"),
        P("Article (2) \u2014 The Unit", "h"),
        P("Apartment A-315 on the 3rd floor of Block A, one bedroom, net internal area 68.90 sq m (741.6 sq ft), "
          "balcony 6.20 sq m, one covered parking space no. 47. Anticipated completion: fourth quarter of 2027.",
          "body"),
        P("Article (3) \u2014 Price", "h"),
        P("The Price is <b>AED 642,000</b> (Six Hundred Forty-Two Thousand UAE Dirhams). The Price is fixed and "
          "includes the cost of connection to water, electricity and district cooling networks.", "body"),
        P("Article (4) \u2014 Reservation and processing", "h"),
        P("4.1&nbsp;&nbsp;The Buyer shall pay the Seller a non-refundable application processing fee of AED 1,500 "
          "(One Thousand Five Hundred Dirhams) on reservation. The processing fee is not part of the Price and will "
          "not be credited against any instalment.", "clause"),
        P("4.2&nbsp;&nbsp;The reservation lapses if this Agreement is not signed within 21 days of the reservation "
          "form dated 29 December 2025.", "clause"),
        P("Article (5) \u2014 Payment of the Price", "h"),
        P("5.1&nbsp;&nbsp;The Buyer shall pay the Price in the stages and amounts set out in the table below (the "
          "<b>Payment Plan</b>). Post-handover payments are due at the stated intervals after the Handover date, "
          "as recorded in the handover certificate signed by both parties.", "clause"),
    ]
    head = ["Ref.", "Payment", "When payable", "%", "AED"]
    data = [[Paragraph(x, S["cellb"]) for x in head]]
    st = list(GRID) + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#c9d6e8"))]
    for title, rows in sections:
        data.append([Paragraph(title, S["cellb"]), "", "", "", ""])
        i = len(data) - 1
        st += [("SPAN", (0, i), (-1, i)), ("BACKGROUND", (0, i), (-1, i), colors.HexColor("#eeeeee"))]
        s_pct = 0.0
        s_amt = 0.0
        for ref, label, d, ev, pct, post in rows:
            amt = pct_of(price, pct)
            s_pct += pct
            s_amt += amt
            when = d.strftime("%d/%m/%Y") if d else ev
            data.append([Paragraph(ref, S["cell"]), Paragraph(label, S["cell"]), Paragraph(when, S["cell"]),
                         Paragraph("%g%%" % pct, S["cellr"]), Paragraph(money(amt, False), S["cellr"])])
        if len(rows) > 1:
            data.append(["", Paragraph("Sub-total, Stage %s" % title.split(" \u2014 ")[0].split()[1], S["cellb"]), "",
                         Paragraph("%g%%" % s_pct, S["cellrb"]), Paragraph(money(s_amt, False), S["cellrb"])])
            i = len(data) - 1
            st += [("SPAN", (1, i), (2, i))]
    data.append([Paragraph("GRAND TOTAL (the Price)", S["cellb"]), "", "", Paragraph("100%", S["cellrb"]),
                 Paragraph(money(price, False), S["cellrb"])])
    i = len(data) - 1
    st += [("SPAN", (0, i), (2, i))]
    t = Table(data, colWidths=[14 * mm, 44 * mm, 76 * mm, 14 * mm, 26 * mm], repeatRows=1)
    t.setStyle(TableStyle(st))
    story += [t, Spacer(1, 6)]
    story += [
        P("5.2&nbsp;&nbsp;On Handover the Buyer shall hand the Seller four (4) cheques for items III-1 to III-4, each "
          "dated at the relevant interval after the Handover date.", "clause"),
        P("5.3&nbsp;&nbsp;All payments shall be made to the escrow account no. 4410-290071-015 in the name of the "
          "project.", "clause"),
        P("Article (6) \u2014 Registration", "h"),
        P("6.1&nbsp;&nbsp;The Seller shall register this Agreement in the interim real estate register of the Emirate of "
          "Sharjah. The fee levied for that registration is four per cent (4%%) of the Price. It does not form part of "
          "the Price and is borne by the Buyer alone. The Buyer shall therefore pay the sum of AED %s within thirty "
          "(30) days of signing." % money(reg, False), "clause"),
        P("Article (7) \u2014 Delay in Handover", "h"),
        P("7.1&nbsp;&nbsp;If Handover does not occur by 31 December 2027, the Seller shall compensate the Buyer in "
          "accordance with the following scale, which shall be the Buyer's sole remedy for delay:", "clause"),
    ]
    comp = [["Delay after 31 December 2027", "Compensation to the Buyer"],
            ["Up to 6 months", "Nil (grace period)"],
            ["6 to 12 months", "AED 3,210 per full month (0.5% of the Price)"],
            ["More than 12 months", "Right to rescind with refund of 100% of sums paid plus 5%"]]
    t = Table([[Paragraph(c, S["cellb"] if i == 0 else S["cell"]) for c in r] for i, r in enumerate(comp)],
              colWidths=[60 * mm, 114 * mm])
    t.setStyle(TableStyle(GRID))
    story += [t, Spacer(1, 4)]
    story += [
        P("Article (8) \u2014 Buyer's default", "h"),
        P("8.1&nbsp;&nbsp;If the Buyer fails to pay any instalment within 30 days of its due date, the Seller may, after "
          "notice, cancel this Agreement and retain 25% of the Price if the building is less than 60% complete, or "
          "40% of the Price otherwise, refunding the remainder within 90 days.", "clause"),
        P("Article (9) \u2014 General", "h"),
        P("9.1&nbsp;&nbsp;This Agreement is governed by the laws of the Emirate of Sharjah and the federal laws of the "
          "UAE. It is made in two (2) originals in Arabic and English; the Arabic text prevails.", "clause"),
        Spacer(1, 14),
        P("First Party: ______________________ &nbsp;&nbsp;&nbsp;&nbsp; Second Party: ______________________"),
    ]
    build_simple(stem, story, "AQG/MG/A-315", "Muwaileh Gardens \u2014 Block A",
                 "Sharjah \u2014 Agreement AQG-2026-0031", "Helvetica")
    write_json(stem, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
