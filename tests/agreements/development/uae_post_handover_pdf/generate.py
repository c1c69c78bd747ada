#!/usr/bin/env python3
"""Generate the `uae_post_handover_pdf` development agreements.

Dubai off-plan SPAs on post-handover payment plans (60/40, 50/50, 70/30): pre-handover
rows, an "On Handover" row and post-handover rows, given either as dated table rows
or as a series sentence ("eight quarterly instalments of 5% each, the first on ...").
Agreement 02 is typeset in two columns (BaseDocTemplate with two Frames).
Plans are built as Python data; the PDF and `.expected.json` are rendered from it.

Run:  python generate.py
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


def signature_block(st, seller, purchaser, witness=True, who="Purchaser"):
    rows = [
        [Paragraph("<b>SIGNED</b> for and on behalf of<br/>%s" % seller, st["sig"]),
         Paragraph("<b>SIGNED</b> by the %s<br/>%s" % (who, purchaser), st["sig"])],
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


def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)


def series(first, count, step, pct, price, fmt_label="Post-Handover Instalment %d of %d"):
    """Rows (label, date, pct) for a series sentence; day of month kept (<= 28)."""
    assert first.day <= 28
    return [(fmt_label % (k + 1, count), add_months(first, step * k), D(pct)) for k in range(count)]


# =========================================================================== 01
def agreement_01():
    slug = "01_cedarline_6040_series_sentence"
    st = styles("Helvetica", 9.3)
    P, H, I = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"])), (lambda t: Paragraph(t, st["ind"]))
    price = D(1420000)
    area = D("823.45")
    fmt = lambda d: d.strftime("%d.%m.%Y")  # noqa: E731
    dld = pct_of(price, 4)
    admin = D(3675)

    pre = [  # (section, label, date, when, pct)
        ("A", "Down Payment", None, "On booking", D(10)),
        ("A", "2nd Instalment", date(2026, 1, 12), None, D(5)),
        ("A", "3rd Instalment", date(2026, 5, 12), None, D(5)),
        ("A", "4th Instalment", date(2026, 9, 12), None, D(10)),
        ("A", "5th Instalment", None, "On 50% construction completion", D(10)),
        ("B", "On Handover", None, "On handover of the Unit", D(20)),
    ]
    post = series(date(2028, 3, 12), 8, 3, 5, price)
    assert sum(r[4] for r in pre) == 60 and sum(r[2] for r in post) == 40
    assert post[-1][1] == date(2029, 12, 12)
    ph_amt = pct_of(price, 5)

    expected = [erow(dld, None, "DLD Registration Fee", 4, fee=True),
                erow(admin, None, "Administration Fee", 0, fee=True)]
    expected += [erow(pct_of(price, r[4]), r[2], r[1], r[4]) for r in pre]
    expected += [erow(pct_of(price, p), d, lab, p, post=True) for lab, d, p in post]

    s = []
    s.append(Paragraph("SALE AND PURCHASE AGREEMENT", st["title"]))
    s.append(Paragraph("CEDARLINE RESIDENCES &#183; AL FURJAN &#183; DUBAI<br/>60/40 Post-Handover Payment Plan",
                       st["subtitle"]))
    s.append(P("Date of this Agreement: 5 December 2025. &nbsp;&nbsp; SPA No.: ZBD-CR-0312"))
    s.append(P("<b>PARTIES</b>"))
    s.append(I("1. <b>ZENITH BLOOM DEVELOPERS L.L.C.</b> (Licence No. 1302268; RERA Developer No. 2544), Office 601, "
               "Al Saqr Business Tower, Sheikh Zayed Road, P.O. Box 502877, Dubai (the \"<b>Developer</b>\")."))
    s.append(I("2. <b>MR. ANDREI VOLKOV</b>, Russian national, Passport No. 75 3318204, and Emirates ID "
               "784-1990-7724519-3, of Apartment 904, Marina Gate 2, Dubai Marina (the \"<b>Purchaser</b>\")."))
    s.append(H("1. RECITALS"))
    s.append(P("1.1 The Developer is developing Cedarline Residences, a residential building of G+P+12 floors with "
               "146 apartments and 9 retail units, on Plot No. 597-5421, Al Furjan, Dubai (the \"<b>Building</b>\"), "
               "registered with RERA under Project No. 3528 with escrow account No. 3310 2290 0041 at Dubai Islamic Bank."))
    s.append(P("1.2 The Purchaser has reserved the Unit under Booking Form No. 0312-CR dated 28 November 2025 "
               "(the \"<b>Booking Date</b>\") and the parties wish to record the sale in accordance with Law No. "
               "13 of 2008."))
    s.append(H("2. DEFINITIONS"))
    s.append(P("2.1 \"<b>Handover</b>\" means the delivery of possession of the Unit to the Purchaser following "
               "the issuance of the Building Completion Certificate; the Developer anticipates Handover in December "
               "2027 (the \"<b>Anticipated Handover Date</b>\"), subject to an extension of up to 9 months. "
               "\"<b>Post-Handover Period</b>\" means the period after Handover during which the Post-Handover "
               "Instalments are payable. \"<b>Unit</b>\" means Apartment No. 0312 described in Clause 3."))
    s.append(H("3. THE UNIT AND THE PRICE"))
    s.append(P("3.1 Apartment No. <b>0312</b>, 3rd floor, one (1) bedroom, approximate total area %s sq ft "
               "(internal 712.05 sq ft; balcony 111.40 sq ft), with parking bay P1-061." % money(area)))
    s.append(P("3.2 The purchase price is <b>AED %s</b> (One Million Four Hundred Twenty Thousand UAE Dirhams) (the "
               "\"<b>Purchase Price</b>\"), i.e. AED %s per sq ft." % (
                   money(price), money((price / area).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)))))
    s.append(H("4. FEES AND PAYMENT PLAN"))
    s.append(P("4.1 <u>Fees.</u> Before the registration of this Agreement the Purchaser shall pay, in addition to "
               "the Purchase Price: (a) the Dubai Land Department registration fee of 4%% of the Purchase Price, "
               "being AED %s; and (b) the Developer's administration fee of AED %s inclusive of VAT. These fees "
               "are payable on booking and are not refundable." % (money(dld), money(admin))))
    s.append(P("4.2 <u>Payment plan.</u> The Purchase Price shall be paid under the Developer's 60/40 post-handover "
               "plan: sixty per cent (60%) on or before Handover as shown in the table below, and forty per cent "
               "(40%) during the Post-Handover Period as set out in Clause 4.4."))
    head = ["#", "Instalment", "Due Date / Milestone", "% of Price", "Amount (AED)"]
    pt = [[Paragraph("<b>%s</b>" % h, st["cell"]) for h in head]]
    style_extra = []
    subheads = {"A": "A. DURING CONSTRUCTION", "B": "B. ON HANDOVER"}
    cur = None
    n = 0
    for sec, label, d, when, pct in pre:
        if sec != cur:
            cur = sec
            pt.append([Paragraph("<b>%s</b>" % subheads[sec], st["cell"]), "", "", "", ""])
            style_extra += [("SPAN", (0, len(pt) - 1), (-1, len(pt) - 1)),
                            ("BACKGROUND", (0, len(pt) - 1), (-1, len(pt) - 1), colors.HexColor("#e8eef3"))]
        n += 1
        pt.append([Paragraph(str(n), st["cellc"]), Paragraph(label, st["cell"]),
                   Paragraph(fmt(d) if d else when, st["cell"]), Paragraph(pct_txt(pct), st["cellc"]),
                   Paragraph(money(pct_of(price, pct)), st["cellr"])])
    pt.append([Paragraph("<b>Total payable on or before Handover</b>", st["cell"]), "", "",
               Paragraph("<b>60%</b>", st["cellc"]), Paragraph("<b>%s</b>" % money(pct_of(price, 60)), st["cellr"])])
    style_extra.append(("SPAN", (0, -1), (2, -1)))
    t = Table(pt, colWidths=[10 * mm, 40 * mm, 60 * mm, 22 * mm, 38 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#c9d6e0"))] + style_extra))
    s.append(t)
    s.append(Spacer(1, 5))
    s.append(P("4.3 Construction-linked instalments are payable within ten (10) days of the Developer's notice "
               "attaching the consultant's progress certificate. The Handover instalment is payable before the "
               "keys are released."))
    s.append(P("4.4 <u>Post-Handover Instalments.</u> The balance of forty per cent (40%%) of the Purchase Price shall "
               "be paid in eight (8) equal quarterly instalments of five per cent (5%%) each, namely AED %s per "
               "instalment, the first falling due on 12 March 2028 and each subsequent instalment falling due "
               "three (3) months after the preceding one (the \"<b>Post-Handover Instalments</b>\"). The "
               "Post-Handover Instalments are payable on those dates irrespective of the actual date of Handover."
               % money(ph_amt)))
    s.append(P("4.5 The Purchaser shall deliver eight (8) post-dated cheques for the Post-Handover Instalments "
               "before Handover. Until the last Post-Handover Instalment is paid, the Unit shall be registered in "
               "the Purchaser's name subject to a first-degree mortgage in favour of the Developer for the unpaid "
               "balance, and the Purchaser may not sell, lease for more than 12 months, or further mortgage the Unit."))
    s.append(P("4.6 If any Post-Handover Instalment is more than 45 days overdue, all outstanding Post-Handover "
               "Instalments shall become immediately due and the Developer may enforce the mortgage."))
    s.append(H("5. LATE PAYMENT"))
    s.append(P("5.1 Overdue sums attract a late payment fee of 1% per month. Before Handover, a default of more than "
               "30 days entitles the Developer to proceed under Article 11 of Law No. 13 of 2008, including "
               "termination and retention of up to 40% of the Purchase Price where construction exceeds 60%."))
    s.append(H("6. HANDOVER"))
    s.append(P("6.1 The Developer shall give 30 days' notice of Handover. Handover is conditional on payment of 60% "
               "of the Purchase Price, the fees in Clause 4.1, the post-dated cheques under Clause 4.5 and the "
               "service charges for the first year (estimated at AED 15.00 per sq ft)."))
    s.append(P("6.2 If Handover does not occur within 12 months after the Anticipated Handover Date, the Purchaser "
               "may terminate and obtain a refund of all amounts paid, plus compensation of 2% of the Purchase Price."))
    s.append(H("7. WARRANTY"))
    s.append(P("7.1 One (1) year defects liability from Handover; ten (10) years for structural defects."))
    s.append(H("8. GOVERNING LAW"))
    s.append(P("8.1 Laws of the Emirate of Dubai and the UAE; exclusive jurisdiction of the Dubai courts."))
    s.append(signature_block(st, "ZENITH BLOOM DEVELOPERS L.L.C.", "MR. ANDREI VOLKOV"))
    build_pdf(slug, s, "Cedarline Residences 0312", "Zenith Bloom Developers L.L.C.",
              page_decor("Cedarline Residences | SPA ZBD-CR-0312", "60/40 Plan",
                         "Developer ______  Purchaser ______"))
    write_expected(slug, expected)


# =========================================================================== 02 (two columns)
def agreement_02():
    slug = "02_meadowbrook_5050_two_columns"
    st = styles("Helvetica", 8.8)
    st["p"].spaceAfter = 3
    st["h"].spaceBefore = 5
    P, H = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"]))
    price = D(2080000)
    area = D("1490.30")
    fmt = lambda d: d.isoformat()  # noqa: E731
    dld = pct_of(price, 4)
    oqood = D(1250)
    admin = D(2100)

    plan = [  # (label, date, when, pct, post)
        ("Booking Payment", None, "On signing", D(10), False),
        ("2nd Instalment", date(2026, 6, 30), None, D(10), False),
        ("3rd Instalment", date(2026, 12, 31), None, D(10), False),
        ("4th Instalment", None, "On 60% completion", D(10), False),
        ("Handover Payment", None, "On handover", D(10), False),
        ("Post-Handover 1", date(2029, 1, 15), None, D(10), True),
        ("Post-Handover 2", date(2029, 7, 15), None, D(10), True),
        ("Post-Handover 3", date(2030, 1, 15), None, D(10), True),
        ("Post-Handover 4", date(2030, 7, 15), None, D(10), True),
        ("Post-Handover 5", date(2031, 1, 15), None, D(10), True),
    ]
    assert sum(p[3] for p in plan) == 100 and sum(p[3] for p in plan if p[4]) == 50

    expected = [erow(pct_of(price, p[3]), p[1], p[0], p[3], post=p[4]) for p in plan]
    expected += [erow(dld, None, "DLD Registration Fee", 4, fee=True),
                 erow(oqood, None, "Oqood Registration Fee", 0, fee=True),
                 erow(admin, None, "Administration Fee", 0, fee=True)]

    path = os.path.join(HERE, slug + ".pdf")
    W, Hh = A4
    lm = rm = 16 * mm
    gap = 7 * mm
    colw = (W - lm - rm - gap) / 2
    top, bottom = 16 * mm, 16 * mm
    title_h = 30 * mm
    doc = BaseDocTemplate(path, pagesize=A4, title="Meadowbrook Hills SPA", author="Arcadia Vale Properties LLC",
                          subject="Sale and Purchase Agreement", creator="Conveyancing Desk")
    f_title = Frame(lm, Hh - top - title_h, W - lm - rm, title_h, id="title", showBoundary=0)
    f1 = Frame(lm, bottom, colw, Hh - top - title_h - bottom, id="c1")
    f2 = Frame(lm + colw + gap, bottom, colw, Hh - top - title_h - bottom, id="c2")
    g1 = Frame(lm, bottom, colw, Hh - top - bottom, id="g1")
    g2 = Frame(lm + colw + gap, bottom, colw, Hh - top - bottom, id="g2")

    def deco(canvas, doc_):
        canvas.saveState()
        canvas.setFont("Helvetica", 7)
        canvas.setFillColor(colors.grey)
        canvas.drawString(lm, 9 * mm, "Arcadia Vale Properties LLC | Meadowbrook Hills | SPA MBH-C2-0708")
        canvas.drawRightString(W - rm, 9 * mm, "%d" % doc_.page)
        canvas.setStrokeColor(colors.lightgrey)
        canvas.line(lm + colw + gap / 2, bottom, lm + colw + gap / 2,
                    Hh - top - (title_h if doc_.page == 1 else 0) - 2)
        canvas.restoreState()

    doc.addPageTemplates([PageTemplate(id="first", frames=[f_title, f1, f2], onPage=deco),
                          PageTemplate(id="later", frames=[g1, g2], onPage=deco)])

    s = [NextPageTemplate("later")]
    s.append(Paragraph("MEADOWBROOK HILLS", st["title"]))
    s.append(Paragraph("Sale and Purchase Agreement &#8212; Terms and Conditions<br/>Building C2, Apartment 0708 "
                       "&nbsp;|&nbsp; 50/50 Payment Plan &nbsp;|&nbsp; Dated 2 October 2025", st["subtitle"]))
    s.append(FrameBreak())
    s.append(H("1. Parties"))
    s.append(P("1.1 <b>Arcadia Vale Properties LLC</b>, Licence No. 1187345, P.O. Box 71120, Dubai, RERA Developer "
               "No. 2310 (the \"Developer\")."))
    s.append(P("1.2 <b>Ms. Hannah Louise Brandt</b>, German national, Passport No. C4J77RX29, of Flat 12, 41 "
               "Leopoldstrasse, 80802 Munich, Germany (the \"Buyer\")."))
    s.append(H("2. Background"))
    s.append(P("2.1 The Developer is constructing Meadowbrook Hills, a community of six mid-rise buildings on Plot "
               "No. 685-1123, Al Hebiah Fifth, Dubai. Building C2 (G+8, 96 apartments) is registered with RERA "
               "under Project No. 3467."))
    s.append(P("2.2 The Buyer wishes to buy the Apartment described in Section 4 on a 50/50 plan, under which half "
               "of the Purchase Price is paid after Handover."))
    s.append(H("3. Definitions"))
    s.append(P("3.1 <b>Handover</b>: delivery of the Apartment following the completion certificate, expected by 31 "
               "December 2028 (the \"Estimated Completion Date\"). <b>Purchase Price</b>: see Section 5. "
               "<b>Escrow Account</b>: account No. 1015 7730 4412 with RAKBANK. <b>DLD</b>: Dubai Land Department."))
    s.append(H("4. The Apartment"))
    s.append(P("4.1 Apartment 0708, 7th floor, Building C2: two bedrooms plus study, total area %s sq ft, terrace "
               "96.10 sq ft, parking space C2-B1-044." % money(area)))
    s.append(H("5. Price"))
    s.append(P("5.1 The Purchase Price is AED %s (Two Million Eighty Thousand Dirhams), approximately AED %s per sq ft."
               % (money(price), money((price / area).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)))))
    s.append(H("6. Payment Plan"))
    s.append(P("6.1 The Buyer shall pay the Purchase Price into the Escrow Account as follows (dates in YYYY-MM-DD):"))
    data = [[Paragraph("<b>%s</b>" % h, st["cell"]) for h in ("No.", "Payment", "Due", "%", "AED")]]
    extra = []
    for i, (label, d, when, pct, post) in enumerate(plan, 1):
        if post and not plan[i - 2][4]:
            data.append([Paragraph("<b>Post-Handover Payments (50%)</b>", st["cell"]), "", "", "", ""])
            extra += [("SPAN", (0, len(data) - 1), (-1, len(data) - 1)),
                      ("BACKGROUND", (0, len(data) - 1), (-1, len(data) - 1), colors.HexColor("#eeeeee"))]
        data.append([Paragraph(str(i), st["cellc"]), Paragraph(label, st["cell"]),
                     Paragraph(fmt(d) if d else when, st["cell"]), Paragraph("%d" % pct, st["cellc"]),
                     Paragraph(money(pct_of(price, pct)), st["cellr"])])
    data.append([Paragraph("<b>Total</b>", st["cell"]), "", "", Paragraph("<b>100</b>", st["cellc"]),
                 Paragraph("<b>%s</b>" % money(price), st["cellr"])])
    extra.append(("SPAN", (0, -1), (2, -1)))
    t = Table(data, colWidths=[7 * mm, 28 * mm, 20 * mm, 8 * mm, colw - 63 * mm - 12])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d5e3d5")),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2)]
                          + extra))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(P("6.2 Payments 1 to 5 (50%) are due on or before Handover; Payments 6 to 10 (50%) are due after "
               "Handover on the dates shown, whether or not Handover has taken place by then."))
    s.append(P("6.3 The construction milestone in Payment 4 is as certified by the Developer's consultant. Payment 5 "
               "is due against the Handover notice."))
    s.append(H("7. Registration and Fees"))
    s.append(P("7.1 The Developer shall register this sale on the Interim Real Estate Register within 30 days."))
    s.append(P("7.2 In addition to the Purchase Price, the Buyer shall pay the DLD fee of 4%% of the Purchase Price "
               "(AED %s) and the Oqood registration fee of AED %s, both within fourteen (14) days of signing."
               % (money(dld), money(oqood))))
    s.append(P("7.3 An administration fee of AED %s (inclusive of VAT) is payable to the Developer upon signing. "
               "Fees are not refundable." % money(admin)))
    s.append(H("8. Security for Post-Handover Payments"))
    s.append(P("8.1 Before Handover the Buyer shall deliver five (5) post-dated cheques for Payments 6 to 10. The "
               "title deed shall be issued subject to a mortgage in favour of the Developer, to be released within "
               "30 days after the final Post-Handover payment."))
    s.append(P("8.2 A post-dated cheque that is dishonoured shall incur a charge of AED 1,000, and if not replaced "
               "within 15 days all remaining Post-Handover payments become immediately payable."))
    s.append(H("9. Late Payment and Termination"))
    s.append(P("9.1 Late payments bear a charge of 0.04% per day. If a pre-Handover payment is 30 days late, the "
               "Developer may terminate under Article 11 of Law No. 13 of 2008 and retain up to 25% of the Purchase "
               "Price if construction is below 60%, or up to 40% if construction is 60% or above."))
    s.append(H("10. Completion Delay"))
    s.append(P("10.1 The Estimated Completion Date may be extended by 6 months. Beyond that, the Buyer may claim "
               "compensation of 0.5% of the amounts paid per month of delay (maximum 5%)."))
    s.append(H("11. Service Charges and Community"))
    s.append(P("11.1 Service charges apply from Handover, estimated at AED 13.50 per sq ft per annum, plus the "
               "master community charge of AED 1.20 per sq ft."))
    s.append(H("12. Defects"))
    s.append(P("12.1 The Developer shall remedy defects notified within 12 months after Handover, and structural "
               "defects notified within 10 years, in accordance with Article 880 of the Civil Transactions Law. "
               "Appliances carry the manufacturers' warranties only."))
    s.append(H("13. Assignment"))
    s.append(P("13.1 The Buyer may assign this Agreement before Handover only after paying at least 30% of the "
               "Purchase Price and with the Developer's written consent. After Handover, the Apartment may not be "
               "sold until all Post-Handover payments have been made or the mortgage under Section 8 is "
               "discharged by early settlement."))
    s.append(P("13.2 Early settlement of the Post-Handover payments is permitted at any time without discount."))
    s.append(H("14. Force Majeure"))
    s.append(P("14.1 The Developer's obligations are suspended during any force majeure event (including pandemic, "
               "war, government restrictions and shortages of materials) and the Estimated Completion Date is "
               "extended accordingly. The Buyer's payment obligations are not suspended."))
    s.append(H("15. Notices; Entire Agreement"))
    s.append(P("15.1 Notices may be sent by e-mail (Developer: sales.admin@arcadiavale.ae; Buyer: "
               "h.brandt@posteo.de) or by courier to the addresses in Section 1."))
    s.append(P("15.2 These Terms and Conditions, together with the floor plan (Appendix 1) and the specifications "
               "(Appendix 2), constitute the entire agreement and supersede the reservation form dated 21 September "
               "2025."))
    s.append(H("16. Law"))
    s.append(P("16.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the UAE; "
               "the Dubai courts shall have exclusive jurisdiction."))
    s.append(Spacer(1, 8))
    s.append(P("Signed for the Developer: ______________________"))
    s.append(P("Name / Title: ______________________"))
    s.append(Spacer(1, 6))
    s.append(P("Signed by the Buyer: ______________________"))
    s.append(P("Date: 2 October 2025"))
    doc.build(s)
    write_expected(slug, expected)


# =========================================================================== 03
def agreement_03():
    slug = "03_crescent_palms_7030_fees_subheadings"
    st = styles("Times-Roman", 10)
    P, H, I = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"])), (lambda t: Paragraph(t, st["ind"]))
    price = D(5650000)
    plot, bua = D("4305.00"), D("3980.50")
    fmt = lambda d: d.strftime("%d-%m-%Y")  # noqa: E731
    dld = pct_of(price, 4)
    admin = D(5250)

    fees = [("DLD Registration Fee", "On signing", dld, D(4)), ("Administration Fee (incl. VAT)", "On signing", admin, None)]
    pre = [
        ("Down Payment", None, "On the Booking Date", D(20)),
        ("Instalment (2)", None, "Upon the expiry of 90 days from the Booking Date", D(10)),
        ("Instalment (3)", date(2026, 4, 15), None, D(10)),
        ("Instalment (4)", None, "On 60% construction completion", D(10)),
        ("On Handover", None, "On or prior to Handover", D(20)),
    ]
    post = series(date(2029, 2, 5), 24, 1, "1.25", price)
    assert sum(r[3] for r in pre) == 70 and sum(r[2] for r in post) == 30
    assert post[-1][1] == date(2031, 1, 5)
    ph_amt = pct_of(price, "1.25")

    expected = [erow(a, None, lab, p, fee=True) for lab, when, a, p in fees]
    expected += [erow(pct_of(price, r[3]), r[1], r[0], r[3]) for r in pre]
    expected += [erow(pct_of(price, p), d, lab, p, post=True) for lab, d, p in post]

    dp = pct_of(price, 20)
    pre_total = pct_of(price, 70)
    post_total = pct_of(price, 30)

    s = []
    s.append(Paragraph("CONTRACT OF SALE (OFF-PLAN VILLA)", st["title"]))
    s.append(Paragraph("Crescent Palms Villas &#8212; Dubailand<br/>Villa No. V-118 &nbsp;&#183;&nbsp; Contract Ref. "
                       "SGD/CPV/V118/0825", st["subtitle"]))
    s.append(P("This Contract of Sale is made on 27 August 2025 between <b>SUNSTONE GRAND DEVELOPMENT L.L.C.</b>, "
               "Licence No. 1291105, of Level 31, Index Tower, DIFC, P.O. Box 507711, Dubai (the "
               "\"<b>Vendor</b>\"), and <b>MR. FAISAL ABDULLAH AL-RASHED</b>, Saudi national, Passport No. "
               "Y183024, National ID 1045529381, of Al Nakheel District, Riyadh 12382 (the \"<b>Purchaser</b>\")."))
    s.append(H("Recitals"))
    s.append(I("(i) The Vendor is developing a gated community of 188 villas known as Crescent Palms Villas on Plot "
               "No. 6457-0221, Wadi Al Safa 7, Dubailand, Dubai (RERA Project No. 3602)."))
    s.append(I("(ii) On 20 August 2025 (the \"<b>Booking Date</b>\") the Purchaser reserved Villa No. V-118 under the "
               "Vendor's 70/30 post-handover payment plan."))
    s.append(H("Clause 1 \u2014 Interpretation"))
    s.append(P("1.1 \"<b>Handover</b>\" means the date on which the Vendor makes the Villa available to the Purchaser "
               "following the issuance of the completion certificate, currently projected for the fourth quarter "
               "of 2028. \"<b>Villa</b>\" means Villa No. V-118, Type D (5 bedrooms + maid + driver), with a plot "
               "area of %s sq ft and a built-up area of %s sq ft. \"<b>Escrow Account</b>\" means account No. "
               "AE39 0260 0010 1532 7788 201 with Emirates NBD." % (money(plot), money(bua))))
    s.append(H("Clause 2 \u2014 Sale"))
    s.append(P("2.1 The Vendor sells and the Purchaser buys the Villa with vacant possession on Handover and with the "
               "benefit of the rights of use of the community facilities."))
    s.append(H("Clause 3 \u2014 Price"))
    s.append(P("3.1 The price of the Villa is AED %s/- (UAE Dirhams Five Million Six Hundred Fifty Thousand only) "
               "(the \"<b>Purchase Price</b>\"), approximately AED %s per sq ft of built-up area." % (
                   money0(price), money((price / bua).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)))))
    s.append(P("3.2 The Down Payment of AED %s/- (UAE Dirhams %s only) shall be paid on the Booking Date and shall be "
               "credited against the Purchase Price." % (money0(dp), words(dp))))
    s.append(H("Clause 4 \u2014 Payment Schedule"))
    s.append(P("4.1 The Purchaser shall pay the fees and the Purchase Price in accordance with the following "
               "schedule. Amounts are in UAE Dirhams."))
    head = ["Milestone", "Payment Timing", "Amount (AED)", "%"]
    data = [[Paragraph("<b>%s</b>" % h, st["cell"]) for h in head]]
    extra = []

    def subhead(text):
        data.append([Paragraph("<b>%s</b>" % text, st["cell"]), "", "", ""])
        r = len(data) - 1
        extra.extend([("SPAN", (0, r), (-1, r)), ("BACKGROUND", (0, r), (-1, r), colors.HexColor("#f1e9d2"))])

    subhead("FEES (payable in addition to the Purchase Price)")
    for lab, when, a, p in fees:
        data.append([Paragraph(lab, st["cell"]), Paragraph(when, st["cell"]), Paragraph(money(a), st["cellr"]),
                     Paragraph(pct_txt(p) if p else "&#8212;", st["cellc"])])
    subhead("PRE-HANDOVER (70%)")
    for lab, d, when, p in pre:
        data.append([Paragraph(lab, st["cell"]), Paragraph(fmt(d) if d else when, st["cell"]),
                     Paragraph(money(pct_of(price, p)), st["cellr"]), Paragraph(pct_txt(p), st["cellc"])])
    data.append([Paragraph("<i>Sub-total payable on or before Handover</i>", st["cell"]), "",
                 Paragraph("<i>%s</i>" % money(pre_total), st["cellr"]), Paragraph("<i>70%</i>", st["cellc"])])
    extra.append(("SPAN", (0, len(data) - 1), (1, len(data) - 1)))
    subhead("POST-HANDOVER (30%)")
    data.append([Paragraph("Twenty-four (24) consecutive monthly instalments of 1.25%% of the Purchase Price each "
                           "(AED %s each), the first falling due on %s and thereafter on the 5th day of each "
                           "calendar month \u2020" % (money(ph_amt), fmt(post[0][1])), st["cell"]), "",
                 "", ""])
    extra.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    data.append([Paragraph("<b>Total Purchase Price (excluding fees)</b>", st["cell"]), "",
                 Paragraph("<b>%s</b>" % money(price), st["cellr"]), Paragraph("<b>100%</b>", st["cellc"])])
    extra.append(("SPAN", (0, -1), (1, -1)))
    data.append([Paragraph("\u2020 Secured by post-dated cheques and a first-degree mortgage over the Villa in favour "
                           "of the Vendor; see Clause 5.", st["note"]), "", "", ""])
    extra.append(("SPAN", (0, -1), (-1, -1)))
    t = Table(data, colWidths=[55 * mm, 60 * mm, 35 * mm, 20 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9c89e"))] + extra))
    s.append(t)
    s.append(Spacer(1, 5))
    s.append(P("4.2 For the avoidance of doubt, seventy per cent (70%%) of the Purchase Price, being AED %s/- (UAE "
               "Dirhams %s only), is payable on or prior to Handover, and the remaining thirty per cent (30%%), being "
               "AED %s/- (UAE Dirhams %s only), is payable after Handover in the twenty-four (24) monthly instalments "
               "described above, the last of which falls due on %s." % (
                   money0(pre_total), words(pre_total), money0(post_total), words(post_total), fmt(post[-1][1]))))
    s.append(P("4.3 Instalment (4) shall be payable within fourteen (14) days of the Vendor's demand accompanied by "
               "the consultant's certificate. The Vendor's records of construction progress shall be conclusive."))
    s.append(H("Clause 5 \u2014 Post-Handover Security"))
    s.append(P("5.1 On or before Handover the Purchaser shall deliver 24 post-dated cheques for the post-handover "
               "instalments and shall execute a mortgage over the Villa in favour of the Vendor for AED %s/-, to be "
               "registered with the DLD simultaneously with the transfer of title." % money0(post_total)))
    s.append(P("5.2 If two (2) consecutive post-handover instalments remain unpaid for 30 days, the whole balance "
               "shall become due and the Vendor may enforce the mortgage, and late payment interest of 6% per annum "
               "shall apply."))
    s.append(H("Clause 6 \u2014 Default before Handover"))
    s.append(P("6.1 Should the Purchaser fail to pay any sum before Handover within 30 days of its due date, the "
               "Vendor may act under Article 11 of Law No. 13 of 2008 and, upon termination, retain up to 40% of "
               "the Purchase Price (construction above 60%) or up to 25% (construction below 60%)."))
    s.append(H("Clause 7 \u2014 Completion, Handover and Warranties"))
    s.append(P("7.1 The Vendor may extend the projected Handover by up to 12 months. The Vendor warrants the Villa for "
               "12 months from Handover and for 10 years in respect of structural defects."))
    s.append(P("7.2 The Purchaser shall pay the community service charges from Handover, estimated at AED 4.25 per "
               "sq ft of built-up area per annum."))
    s.append(H("Clause 8 \u2014 Law"))
    s.append(P("8.1 This Contract is governed by the laws of the Emirate of Dubai and the UAE. The Dubai courts have "
               "exclusive jurisdiction."))
    s.append(signature_block(st, "SUNSTONE GRAND DEVELOPMENT L.L.C. (Vendor)", "MR. FAISAL ABDULLAH AL-RASHED"))
    build_pdf(slug, s, "Crescent Palms V-118", "Sunstone Grand Development L.L.C.",
              page_decor("Crescent Palms Villas", "Contract Ref. SGD/CPV/V118/0825",
                         "Vendor ______   Purchaser ______", font="Times-Roman"))
    write_expected(slug, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
