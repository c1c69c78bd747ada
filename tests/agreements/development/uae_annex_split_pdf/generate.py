#!/usr/bin/env python3
"""Generate the `uae_annex_split_pdf` development agreements.

Long Dubai / Abu Dhabi off-plan SPAs (several pages of numbered clauses full of
numbers) whose payment plan sits in a schedule/annex at the end, in a bordered
table that runs over a page break (01: header repeated by reportlab; 02: header
not repeated; 03: split by hand with "Carried forward" / "Brought forward" rows).
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


# =========================================================================== 01
def agreement_01():
    slug = "01_halden_tower_schedule3_repeat_header"
    st = styles("Times-Roman", 10)
    P, H, I = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"])), (lambda t: Paragraph(t, st["ind"]))
    price = D(3240000)
    area = D("1612.75")
    rate = (price / area).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    fmt = lambda d: d.strftime("%d/%m/%Y")  # noqa: E731
    dld = pct_of(price, 4)
    oqood = D(4000)

    plan = [("Down Payment", None, "On signing of this Agreement", D(20))]
    d = date(2026, 2, 10)
    for k in range(20):
        plan.append(("Monthly Instalment", d, None, D(2)))
        d = date(d.year + (d.month // 12), d.month % 12 + 1, 10)
    plan.append(("Completion Payment", None, "On the Handover Date", D(40)))
    assert sum(p[3] for p in plan) == 100 and plan[20][1] == date(2027, 9, 10)

    expected = [erow(dld, None, "DLD Registration Fee", 4, fee=True),
                erow(oqood, None, "Oqood Registration Fee", 0, fee=True)]
    for label, dd, when, pct in plan:
        expected.append(erow(pct_of(price, pct), dd, label, pct))

    s = []
    s.append(Paragraph("SALE AND PURCHASE AGREEMENT", st["title"]))
    s.append(Paragraph("HALDEN TOWER, BUSINESS BAY, DUBAI<br/>Unit 2204", st["subtitle"]))
    s.append(P("<b>THIS AGREEMENT</b> is made on 22 January 2026"))
    s.append(P("<b>BETWEEN</b>"))
    s.append(I("(1) <b>MERIDIAN SKYLINE REAL ESTATE DEVELOPMENT L.L.C.</b>, Commercial Licence No. 1178203 issued by the "
               "Department of Economy and Tourism, Dubai, of Office 1405, Churchill Executive Tower, Business Bay, P.O. "
               "Box 212990, Dubai (the <b>\"Seller\"</b>); and"))
    s.append(I("(2) <b>MR. OLUWASEUN ADEYEMI</b> and <b>MRS. FUNMILAYO ADEYEMI</b>, Nigerian nationals holding Passport Nos. "
               "A11029384 and A11029391 respectively, of Villa 8, Cluster 3, Jumeirah Islands, Dubai, jointly and "
               "severally (together the <b>\"Purchaser\"</b>)."))
    s.append(H("BACKGROUND"))
    s.append(I("(A) The Seller is the registered developer of the Building being constructed on the Plot and has been "
               "granted RERA Project Registration No. 2981 in respect of it."))
    s.append(I("(B) The Seller has agreed to sell and the Purchaser has agreed to buy the Unit for the Purchase Price "
               "and on the terms set out below."))

    s.append(H("1. DEFINITIONS AND INTERPRETATION"))
    s.append(P("1.1 In this Agreement the following words and expressions have the following meanings:"))
    defs = [
        ("Anticipated Completion Date", "30 June 2028, as may be extended in accordance with Clause 7"),
        ("Building", "the mixed-use tower known as Halden Tower comprising 3 basements, ground, 5 podium levels, "
                     "46 residential floors and a roof, being constructed on the Plot"),
        ("Business Day", "any day other than a Saturday, Sunday or a public holiday in the Emirate of Dubai"),
        ("Completion Date", "the date on which the Building Completion Certificate is issued by the Dubai "
                            "Development Authority or other competent authority"),
        ("DLD", "the Dubai Land Department"),
        ("Escrow Account", "the escrow account for the Building held with Commercial Bank of Dubai, Account "
                           "No. 1002 3398 4471 2, opened under Law No. 8 of 2007"),
        ("Handover Date", "the date specified in the Handover Notice for delivery of possession of the Unit"),
        ("Interim Register", "the interim real estate register maintained by the DLD under Law No. 13 of 2008"),
        ("Payment Schedule", "the schedule of instalments set out in Schedule 3"),
        ("Plot", "Plot No. 345-0987, Business Bay, Dubai, having an area of 2,487.61 sq m"),
        ("Unit", "the unit described in Schedule 1, together with its share in the Common Areas"),
    ]
    for k, v in defs:
        s.append(I("<b>\"%s\"</b> means %s;" % (k, v)))
    s.append(P("1.2 References to Clauses and Schedules are to the clauses of and schedules to this Agreement. The "
               "Schedules form part of this Agreement. Words in the singular include the plural and vice versa."))

    s.append(H("2. SALE AND PURCHASE"))
    s.append(P("2.1 The Seller shall sell and the Purchaser shall purchase the Unit free from encumbrances for the "
               "Purchase Price and on the terms of this Agreement."))
    s.append(P("2.2 Title to the Unit shall pass to the Purchaser upon registration of the Unit in the Purchaser's "
               "name at the DLD following payment in full of the Purchase Price and all other sums due."))

    s.append(H("3. PURCHASE PRICE"))
    s.append(P("3.1 The purchase price of the Unit is AED %s (Three Million Two Hundred Forty Thousand UAE Dirhams) "
               "(the <b>\"Purchase Price\"</b>)." % money(price)))
    s.append(P("3.2 The Purchase Price has been calculated on the basis of a total area of %s sq ft at a rate of "
               "AED %s per sq ft (rounded)." % (money(area), money(rate))))
    s.append(P("3.3 The Purchaser shall pay the Purchase Price to the Escrow Account in the instalments and on the "
               "dates or events set out in the Payment Schedule. The first instalment shall be paid on signing."))
    s.append(P("3.4 If the final measured area of the Unit differs from the area in Clause 3.2 by more than 3%, the "
               "Purchase Price shall be adjusted at the rate per sq ft stated in Clause 3.2 in respect of the "
               "variation above 3% only, and any adjustment shall be settled on the Handover Date."))

    s.append(H("4. PAYMENT MECHANICS"))
    s.append(P("4.1 Instalments linked to dates shall be paid by post-dated cheques delivered on signing. "
               "Instalments linked to events shall be paid within fourteen (14) days of the Seller's written demand."))
    s.append(P("4.2 A charge of AED 1,000 shall apply to each cheque dishonoured on presentation, without prejudice "
               "to Clause 9. Payment by a third party shall not be accepted without the Seller's prior consent."))
    s.append(P("4.3 All sums payable under this Agreement are exclusive of VAT, which (where applicable) shall be "
               "paid by the Purchaser in addition at the prevailing rate."))

    s.append(H("5. REGISTRATION FEES"))
    s.append(P("5.1 The Purchaser shall pay the registration fee imposed by the DLD for the registration of this "
               "Agreement on the Interim Register, currently four per cent (4%%) of the Purchase Price, being "
               "AED %s, within thirty (30) days from the date of this Agreement." % money(dld)))
    s.append(P("5.2 The Purchaser shall also pay the Oqood registration fee of AED %s to the Seller on the date of "
               "this Agreement for onward payment to the DLD." % money(oqood)))
    s.append(P("5.3 The fees in Clauses 5.1 and 5.2 do not form part of the Purchase Price, are not paid into the "
               "Escrow Account and are not refundable in any circumstances."))

    s.append(H("6. CONSTRUCTION"))
    s.append(P("6.1 The Seller shall construct the Building in accordance with the specifications in Schedule 2 and "
               "the approved plans, subject to such variations (not exceeding 10% of the built-up area of the "
               "Building) as the Seller or the competent authorities may require."))
    s.append(P("6.2 The Seller may substitute materials of equal or better quality. The Purchaser may not enter the "
               "site before the Handover Date without the Seller's written consent."))

    s.append(H("7. COMPLETION"))
    s.append(P("7.1 The Seller shall use all reasonable endeavours to procure that the Completion Date occurs on or "
               "before the Anticipated Completion Date."))
    s.append(P("7.2 The Anticipated Completion Date may be extended by the Seller by up to twelve (12) months by "
               "notice, and further for any period of force majeure. If the Completion Date has not occurred within "
               "24 months after the Anticipated Completion Date, the Purchaser may terminate this Agreement and "
               "receive a refund of all instalments of the Purchase Price paid."))

    s.append(H("8. HANDOVER"))
    s.append(P("8.1 The Seller shall serve a Handover Notice not less than thirty (30) days before the Handover Date. "
               "The Purchaser shall inspect the Unit and may submit a snagging list within 15 days."))
    s.append(P("8.2 Possession shall not be given until the Purchaser has paid the Purchase Price in full, all fees, "
               "the first year's service charges and any VAT due."))

    s.append(H("9. PURCHASER DEFAULT"))
    s.append(P("9.1 Any amount not paid when due shall bear interest at twelve per cent (12%) per annum from the due "
               "date until payment."))
    s.append(P("9.2 If the Purchaser fails to pay any amount within thirty (30) days of its due date, the Seller may "
               "serve notice under Article 11 of Law No. 13 of 2008 (as amended by Law No. 19 of 2017). If the "
               "default is not remedied within the period prescribed, the Seller may terminate this Agreement and: "
               "(a) if completion exceeds 80%, retain the amounts paid and claim up to 40% of the Purchase Price; "
               "(b) if completion is between 60% and 80%, retain up to 40% of the Purchase Price; (c) if completion "
               "is less than 60%, retain up to 25% of the Purchase Price; and (d) if works have not commenced, "
               "retain up to 30% of the amounts paid, and refund the balance in accordance with that law."))

    s.append(H("10. SELLER DEFAULT"))
    s.append(P("10.1 If the Seller's registration of the Building is cancelled by RERA, the Purchaser shall be "
               "entitled to a refund of 100% of the amounts paid to the Escrow Account in accordance with the "
               "applicable regulations."))

    s.append(H("11. DEFECTS"))
    s.append(P("11.1 The Seller shall repair, at its cost, any defects in the Unit notified in writing within one (1) "
               "year from the Completion Date (excluding fair wear and tear), and shall be responsible for structural "
               "defects for ten (10) years from the Completion Date."))

    s.append(H("12. SERVICE CHARGES"))
    s.append(P("12.1 From the Handover Date the Purchaser shall pay service charges levied by the Owners Association, "
               "estimated for the first year at AED 18.75 per sq ft of the area of the Unit, plus a one-off "
               "contribution to the reserve fund of AED 2.50 per sq ft."))

    s.append(H("13. ASSIGNMENT"))
    s.append(P("13.1 The Purchaser may assign its rights under this Agreement only after paying not less than 40% of "
               "the Purchase Price and with the Seller's prior written consent, upon payment of the Seller's "
               "assignment charges as published at the time of the request."))

    s.append(H("14. JOINTLY OWNED PROPERTY"))
    s.append(P("14.1 The Unit forms part of a jointly owned property under Law No. 6 of 2019. The Purchaser shall "
               "comply with the Jointly Owned Property Declaration and the Building rules."))

    s.append(H("15. NOTICES"))
    s.append(P("15.1 Notices shall be in writing in English and delivered by hand, courier or e-mail to the addresses "
               "stated above (Seller: crm@meridianskyline.ae; Purchaser: seun.adeyemi@mailbox.ng)."))

    s.append(H("16. FORCE MAJEURE"))
    s.append(P("16.1 Neither party shall be liable for delay caused by events beyond its reasonable control; the "
               "Seller's time for performance shall be extended by the period of such delay, save that the "
               "Purchaser's payment obligations are not suspended by force majeure affecting the Purchaser."))

    s.append(H("17. GOVERNING LAW AND JURISDICTION"))
    s.append(P("17.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the UAE as "
               "applicable in Dubai. The courts of Dubai shall have exclusive jurisdiction."))
    s.append(signature_block(st, "MERIDIAN SKYLINE REAL ESTATE DEVELOPMENT L.L.C.",
                             "MR. OLUWASEUN ADEYEMI / MRS. FUNMILAYO ADEYEMI"))

    s.append(PageBreak())
    s.append(Paragraph("SCHEDULE 1 &#8212; THE UNIT", st["h"]))
    u = [["Unit No.", "2204"], ["Floor", "22nd"], ["Type", "3 Bedroom + Study"],
         ["Total Area", "%s sq ft (%s sq m)" % (money(area), money((area * D("0.092903")).quantize(Decimal("0.01"))))],
         ["Internal / Balcony", "1,398.20 sq ft / 214.55 sq ft"], ["Parking", "2 bays (B2-117, B2-118)"],
         ["Plot", "345-0987, Business Bay"]]
    t = Table([[Paragraph(a, st["cellb"]), Paragraph(b, st["cell"])] for a, b in u], colWidths=[45 * mm, 90 * mm])
    t.setStyle(TableStyle(GRID))
    s.append(t)
    s.append(Paragraph("SCHEDULE 2 &#8212; SPECIFICATIONS (SUMMARY)", st["h"]))
    for line in ["Floor finishes: porcelain tiles 600 x 1200 mm in living areas; engineered oak in bedrooms.",
                 "Ceiling height: 3.10 m (living), 2.80 m (corridors and wet areas).",
                 "Kitchen: fitted cabinets with quartz worktops; hob, oven, hood, fridge and dishwasher supplied.",
                 "Air conditioning: district cooling, ducted, with individual thermostats per room.",
                 "Windows: double-glazed aluminium system, 6 mm + 12 mm air gap + 6 mm low-E glass.",
                 "Amenities: 25 m infinity pool on Level 7, gymnasium, children's play area, 2 padel courts.",
                 "Bathrooms: wall-hung WCs, frameless glass shower screens, vanity units with 20 mm stone tops.",
                 "Doors: 2.4 m high solid-core timber doors with stainless steel ironmongery; main door fire "
                 "rated 60 minutes.",
                 "Electrical: 13 A switched sockets; provision for EV charging in 10% of parking bays.",
                 "Lifts: 6 passenger lifts (1,600 kg, 4.0 m/s) and 1 service lift serving all floors.",
                 "Security: CCTV to common areas, access control at lobby and car park entrances, video intercom.",
                 "Sustainability: designed to meet Al Sa'fat Silver rating; low-flow sanitary fittings."]:
        s.append(Paragraph("&bull;&nbsp;" + line, st["ind"]))
    s.append(P("The Seller reserves the right to amend the specifications and to substitute any item with an item "
               "of equal or better quality, in accordance with Clause 6.2. Images in marketing material are "
               "indicative only and do not form part of this Agreement."))
    s.append(Paragraph("SCHEDULE 3 &#8212; PAYMENT SCHEDULE", st["h"]))
    s.append(P("The Purchase Price of AED %s shall be paid as follows. Registration fees under Clause 5 are payable "
               "in addition and are not shown below." % money(price)))
    head = ["Instalment No.", "Description", "Due Date", "Percentage", "Amount (AED)"]
    pt = [[Paragraph("<b>%s</b>" % h, st["cell"]) for h in head]]
    for i, (label, dd, when, pct) in enumerate(plan, 1):
        pt.append([Paragraph(str(i), st["cellc"]), Paragraph(label, st["cell"]),
                   Paragraph(fmt(dd) if dd else when, st["cell"]), Paragraph(pct_txt(pct), st["cellc"]),
                   Paragraph(money(pct_of(price, pct)), st["cellr"])])
    pt.append([Paragraph("<b>Total</b>", st["cell"]), "", "", Paragraph("<b>100%</b>", st["cellc"]),
               Paragraph("<b>%s</b>" % money(price), st["cellr"])])
    t = Table(pt, colWidths=[24 * mm, 42 * mm, 52 * mm, 22 * mm, 30 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dddddd")),
                                  ("SPAN", (0, -1), (2, -1))]))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(Paragraph("Dated instalments are payable by post-dated cheques. The Completion Payment is payable on or "
                       "before the Handover Date against the Handover Notice.", st["note"]))
    build_pdf(slug, s, "SPA Halden Tower 2204", "Meridian Skyline Real Estate Development L.L.C.",
              page_decor("HALDEN TOWER - SALE AND PURCHASE AGREEMENT", "Unit 2204 | Ref. MSRED/HT/2204",
                         "Initials: Seller ______  Purchaser ______", font="Times-Roman"))
    write_expected(slug, expected)


# =========================================================================== 02
def agreement_02():
    slug = "02_tidewater_reem_annexB_no_repeat_header"
    st = styles("Helvetica", 9.2)
    P, H, I = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"])), (lambda t: Paragraph(t, st["ind"]))
    price = D(1560000)
    sqm, sqft = D("122.50"), D("1318.60")
    fmt = lambda d: "%s %d, %d" % (MONTH_FULL[d.month - 1], d.day, d.year)  # noqa: E731
    reg = pct_of(price, 2)
    admin = D(2100)

    plan = [("First Instalment (Down Payment)", None, "On signing", D(10)),
            ("Second Instalment", None, "Within 60 days of the Agreement Date", D(10))]
    d = date(2026, 4, 15)
    names = ["Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth"]
    for n in names:
        plan.append(("%s Instalment" % n, d, None, D(5)))
        m = d.month + 3
        d = date(d.year + (m - 1) // 12, (m - 1) % 12 + 1, 15)
    plan.append(("Completion Payment", None, "On Completion (Handover)", D(40)))
    assert sum(p[3] for p in plan) == 100 and plan[-2][1] == date(2028, 1, 15)

    expected = [erow(pct_of(price, pct), dd, label, pct) for label, dd, when, pct in plan]
    expected.append(erow(reg, None, "Registration Fee", 2, fee=True))
    expected.append(erow(admin, None, "Administration Fee", 0, fee=True))

    s = []
    s.append(Paragraph("REAL ESTATE UNIT SALE AND PURCHASE AGREEMENT", st["title"]))
    s.append(Paragraph("Tidewater Residences &#8212; Shams Abu Dhabi, Al Reem Island<br/>Agreement No. RH-TW-1708/2025",
                       st["subtitle"]))
    s.append(P("This Agreement was entered into in Abu Dhabi on Tuesday, 9 December 2025, by and between:"))
    s.append(I("<b>First Party:</b> REEM HORIZON REAL ESTATE DEVELOPMENT L.L.C., Commercial Licence No. CN-3390157, "
               "P.O. Box 129004, Abu Dhabi, represented by its General Manager, Mr. Khalid Saeed Al Mansoori "
               "(hereinafter the \"<b>Developer</b>\")."))
    s.append(I("<b>Second Party:</b> MR. JAMES ALEXANDER THORNTON, British national, Passport No. 553920174, "
               "Emirates ID No. 784-1979-3382014-1, residing at Villa 112, Al Raha Gardens, Abu Dhabi (hereinafter "
               "the \"<b>Buyer</b>\")."))
    s.append(H("PREAMBLE"))
    s.append(P("Whereas the Developer is developing on Plot No. RR-C3-071, Shams Abu Dhabi, Al Reem Island, a "
               "residential tower of 38 floors named \"Tidewater Residences\" (the \"<b>Project</b>\"), registered "
               "with the Abu Dhabi Real Estate Centre under Project No. ADREC-OP-2024-0412; and whereas the Buyer "
               "wishes to purchase a unit in the Project off-plan; the parties, having the legal capacity to "
               "contract, agree as follows:"))

    arts = [
        ("Article (1) \u2014 Preamble and Annexes",
         ["1.1 The preamble and the annexes form an integral part of this Agreement: Annex A (Unit Description and "
          "Floor Plan) and Annex B (Schedule of Payments).",
          "1.2 In case of conflict between the body of this Agreement and the Annexes, the body shall prevail, save "
          "that Annex B shall prevail as to the amounts and timing of payments."]),
        ("Article (2) \u2014 Definitions",
         ["2.1 <b>Agreement Date</b>: the date first written above. <b>Completion</b>: the issuance of the "
          "completion certificate for the Project by the competent authority and the Developer's notice that the "
          "Unit is ready for delivery, which is expected (without obligation) in the third quarter of 2028. "
          "<b>Escrow Account</b>: account No. 0092 1188 3304 with Abu Dhabi Islamic Bank. <b>Unit</b>: as described "
          "in Article 3."]),
        ("Article (3) \u2014 Subject of the Agreement",
         ["3.1 The Developer sells to the Buyer, who accepts, Apartment No. <b>1708</b> on Floor 17 of the Project, "
          "a two-bedroom unit with a net internal area of %s sq m (%s sq ft) and one (1) parking space, No. P1-208, "
          "as described in Annex A." % (money(sqm), money(sqft)),
          "3.2 Areas are approximate. A variance of up to 5% in either direction shall not give rise to any "
          "adjustment of the Total Price or any claim."]),
        ("Article (4) \u2014 Total Price and Payment",
         ["4.1 The total price of the Unit is AED %s (One Million Five Hundred Sixty Thousand Dirhams) (the "
          "\"<b>Total Price</b>\"), i.e. approximately AED %s per sq ft." % (
              money(price), money((price / sqft).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))),
          "4.2 The Buyer shall pay the Total Price to the Escrow Account in the instalments set out in Annex B. "
          "Payment of each instalment on its due date is an essential obligation of the Buyer.",
          "4.3 The Buyer shall deliver post-dated cheques for all dated instalments on the Agreement Date.",
          "4.4 Registration and administrative fees are payable by the Buyer in addition to the Total Price as set "
          "out in the notes to Annex B."]),
        ("Article (5) \u2014 Registration",
         ["5.1 The Developer shall register this Agreement in the interim real estate register of the Department "
          "of Municipalities and Transport within thirty (30) days of receiving the Second Instalment and the "
          "registration fee."]),
        ("Article (6) \u2014 Escrow",
         ["6.1 All payments towards the Total Price shall be deposited in the Escrow Account. The Developer may "
          "draw on the Escrow Account only in accordance with the construction progress certified by the "
          "Project consultant, Al Dhafra Engineering Consultancy (Licence No. 1147)."]),
        ("Article (7) \u2014 Completion and Delivery",
         ["7.1 The Developer shall complete the Unit and deliver it to the Buyer within 31 months from the "
          "Agreement Date, subject to a grace period of six (6) months.",
          "7.2 Delivery is conditional on the payment of the Total Price in full, the registration fees, the "
          "service charges for the first year and any other amounts due under this Agreement.",
          "7.3 Should the Developer fail to deliver within the grace period, the Developer shall pay to the Buyer "
          "compensation of 1% of the amounts paid for each month of delay, not exceeding 10% of the Total Price."]),
        ("Article (8) \u2014 Buyer's Obligations",
         ["8.1 The Buyer shall not alter the external appearance of the Unit, shall use it for residential purposes "
          "only, and shall comply with the Project's community rules.",
          "8.2 The Buyer shall pay the annual service charges, currently estimated at AED 14.00 per sq ft, to the "
          "owners association from the date of delivery."]),
        ("Article (9) \u2014 Buyer's Default",
         ["9.1 If the Buyer delays payment of any instalment, a delay charge of one per cent (1%) per month shall "
          "accrue on the overdue amount.",
          "9.2 If the delay exceeds sixty (60) days, the Developer may, after notice through the competent "
          "authority in accordance with Law No. 3 of 2015, terminate this Agreement. In such case the Developer may "
          "deduct up to thirty per cent (30%) of the amounts paid where construction progress is less than 60%, "
          "and up to forty per cent (40%) where it is 60% or more, and shall refund the remainder to the Buyer "
          "within 90 days of termination."]),
        ("Article (10) \u2014 Developer's Default",
         ["10.1 If the Project is cancelled, the Developer shall refund all sums paid by the Buyer within sixty "
          "(60) days of the cancellation decision, in addition to compensation at the rate of 5% per annum."]),
        ("Article (11) \u2014 Inspection and Snagging",
         ["11.1 The Buyer may inspect the Unit within fourteen (14) days of the Developer's notice of Completion and "
          "shall list any snags in a joint inspection report. The Developer shall rectify agreed snags within "
          "forty-five (45) days, and the existence of minor snags shall not entitle the Buyer to refuse delivery "
          "or to withhold any part of the Completion Payment.",
          "11.2 The Developer warrants the Unit against defects in workmanship for twelve (12) months from delivery "
          "and against structural defects for ten (10) years in accordance with Article 880 of the Civil "
          "Transactions Law (Federal Law No. 5 of 1985)."]),
        ("Article (12) \u2014 Utilities and Services",
         ["12.1 The Buyer shall open accounts with the Abu Dhabi Distribution Company and the district cooling "
          "provider before delivery and shall pay the connection fees and security deposits of such providers "
          "directly to them. District cooling capacity charges are estimated at AED 85 per refrigeration ton "
          "per month.",
          "12.2 The Developer does not warrant the tariffs of any utility provider and shall not be liable for any "
          "change in them."]),
        ("Article (13) \u2014 Assignment and Resale",
         ["13.1 The Buyer may not assign or resell the Unit before paying at least fifty per cent (50%) of the "
          "Total Price and obtaining the Developer's written approval. The assignee shall assume all the Buyer's "
          "obligations under this Agreement.",
          "13.2 The Developer may assign its rights to receive payments to any bank financing the Project, provided "
          "that the payments continue to be made to the Escrow Account."]),
        ("Article (14) \u2014 Owners Association",
         ["14.1 The Buyer shall become a member of the owners association upon registration of title and shall be "
          "bound by its constitution and decisions."]),
        ("Article (15) \u2014 Force Majeure",
         ["15.1 Force majeure events shall extend the delivery period by their duration. If such an event lasts "
          "more than 12 months either party may terminate and the Buyer shall be refunded 100% of amounts paid "
          "towards the Total Price."]),
        ("Article (16) \u2014 Notices and Language",
         ["16.1 Notices shall be sent to the addresses stated above. This Agreement is executed in Arabic and "
          "English; the Arabic text prevails in case of discrepancy."]),
        ("Article (17) \u2014 Entire Agreement",
         ["17.1 This Agreement and its Annexes constitute the entire agreement between the parties and supersede the "
          "reservation form dated 28 November 2025 and all brochures, advertisements and representations. Any "
          "amendment must be in writing and signed by both parties.",
          "17.2 If any provision of this Agreement is held invalid, the remaining provisions shall continue in full "
          "force. Failure by either party to exercise a right shall not be a waiver of it."]),
        ("Article (18) \u2014 Law and Jurisdiction",
         ["18.1 This Agreement is governed by the laws of the Emirate of Abu Dhabi and the federal laws of the UAE. "
          "The Abu Dhabi courts shall have jurisdiction."]),
    ]
    for head, paras in arts:
        s.append(H(head))
        for p_ in paras:
            s.append(P(p_))
    s.append(P("Executed in three (3) originals, one for each party and one for registration."))
    s.append(signature_block(st, "REEM HORIZON REAL ESTATE DEVELOPMENT L.L.C. (First Party)",
                             "MR. JAMES ALEXANDER THORNTON (Second Party)", witness=False, who="Buyer"))

    s.append(Spacer(1, 10))
    s.append(Paragraph("ANNEX A &#8212; UNIT DESCRIPTION", st["h"]))
    s.append(P("Apartment 1708, Floor 17, Tidewater Residences, Plot RR-C3-071. Type 2B-C. Net internal area %s sq m. "
               "Balcony 11.80 sq m. Orientation: south-west (sea view). Parking: 1 space, P1-208. Floor plan "
               "attached as Drawing TW-ARC-17-08 Rev. C (not reproduced)." % money(sqm)))
    rooms = [("Room", "Dimensions (m)", "Area (sq m)"), ("Living / Dining", "5.40 x 4.20", "22.68"),
             ("Kitchen", "3.10 x 2.60", "8.06"), ("Master Bedroom", "4.50 x 3.80", "17.10"),
             ("Bedroom 2", "3.90 x 3.40", "13.26"), ("Master Bathroom", "2.80 x 2.10", "5.88"),
             ("Bathroom 2", "2.40 x 1.80", "4.32"), ("Powder Room", "1.60 x 1.40", "2.24"),
             ("Laundry / Store", "2.00 x 1.50", "3.00"), ("Balcony", "5.90 x 2.00", "11.80")]
    t = Table([[Paragraph(("<b>%s</b>" if i == 0 else "%s") % c, st["cell"]) for c in r] for i, r in enumerate(rooms)],
              colWidths=[50 * mm, 40 * mm, 30 * mm], hAlign="LEFT")
    t.setStyle(TableStyle(GRID))
    s.append(t)
    s.append(Paragraph("Room dimensions are approximate and measured to the finished face of walls; the remaining "
                       "area comprises circulation, shafts and wall thickness.", st["note"]))
    s.append(Spacer(1, 6))
    s.append(Paragraph("ANNEX B &#8212; SCHEDULE OF PAYMENTS", st["h"]))
    s.append(P("Total Price: AED %s. All amounts in UAE Dirhams, payable to the Escrow Account." % money(price)))
    head = ["Payment Date", "Description", "Amount (AED)", "% of Purchase Price"]
    pt = [[Paragraph("<b>%s</b>" % h, st["cell"]) for h in head]]
    for label, dd, when, pct in plan:
        pt.append([Paragraph(fmt(dd) if dd else when, st["cell"]), Paragraph(label, st["cell"]),
                   Paragraph(money(pct_of(price, pct)), st["cellr"]), Paragraph(pct_txt(pct), st["cellc"])])
    pt.append([Paragraph("<b>TOTAL</b>", st["cell"]), "", Paragraph("<b>%s</b>" % money(price), st["cellr"]),
               Paragraph("<b>100%</b>", st["cellc"])])
    t = Table(pt, colWidths=[52 * mm, 52 * mm, 34 * mm, 32 * mm], repeatRows=0)
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e4e4e4")),
                                  ("SPAN", (0, -1), (1, -1))]))
    s.append(t)
    s.append(Spacer(1, 5))
    s.append(Paragraph("<b>Notes to Annex B:</b>", st["p"]))
    s.append(I("A. The dates above are fixed and do not depend on construction progress. The Completion Payment is "
               "payable upon the Developer's notice of Completion and before delivery of the Unit."))
    s.append(I("B. In addition to the Total Price, the Buyer shall pay (i) the registration fee of the Department of "
               "Municipalities and Transport equal to 2%% of the Total Price, i.e. AED %s, together with the Second "
               "Instalment; and (ii) the Developer's administration fee of AED %s (inclusive of VAT) on signing."
               % (money(reg), money(admin))))
    s.append(I("C. Cheques shall be drawn in favour of \"Tidewater Residences Escrow Account\"."))
    build_pdf(slug, s, "Tidewater Residences 1708", "Reem Horizon Real Estate Development L.L.C.",
              page_decor("Reem Horizon Real Estate Development L.L.C.", "Agreement No. RH-TW-1708/2025",
                         "First Party ______     Second Party ______"))
    write_expected(slug, expected)


# =========================================================================== 03
def agreement_03():
    slug = "03_palmera_grove_annexure4_carried_forward"
    st = styles("Times-Roman", 10.2)
    P, H, I = (lambda t: Paragraph(t, st["p"])), (lambda t: Paragraph(t, st["h"])), (lambda t: Paragraph(t, st["ind"]))
    price = D(2965000)
    plot_area, bua = D("2150.00"), D("2864.20")

    def fmt(d):
        sfx = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return "%d%s %s %d" % (d.day, sfx, MONTH_FULL[d.month - 1], d.year)

    dld = pct_of(price, 4)
    admin = D(5250)
    plan = [
        ("Instalment (1)", None, "On execution of this Agreement", D(10)),
        ("Instalment (2)", None, "Upon the expiry of 90 days from the Effective Date", D(5)),
        ("Instalment (3)", date(2026, 2, 28), None, D(5)),
        ("Instalment (4)", date(2026, 5, 31), None, D(5)),
        ("Instalment (5)", date(2026, 8, 31), None, D(5)),
        ("Instalment (6)", date(2026, 11, 30), None, D(5)),
        ("Instalment (7)", date(2027, 2, 28), None, D(5)),
        ("Instalment (8)", None, "Upon completion of 60% of the Construction Works", D(10)),
        ("Instalment (9)", date(2027, 7, 31), None, D(5)),
        ("Instalment (10)", None, "Upon completion of 80% of the Construction Works", D(5)),
        ("Instalment (11)", None, "On the Handover Date", D(40)),
    ]
    assert sum(p[3] for p in plan) == 100
    split = 6

    expected = [erow(dld, None, "DLD Registration Fee", 4, fee=True)]
    expected += [erow(pct_of(price, pct), dd, label, pct) for label, dd, when, pct in plan]
    expected.append(erow(admin, None, "Administration Charges", 0, fee=True))

    a1 = pct_of(price, plan[0][3])
    a11 = pct_of(price, plan[-1][3])
    s = []
    s.append(Paragraph("AGREEMENT FOR THE SALE AND PURCHASE OF A TOWNHOUSE", st["title"]))
    s.append(Paragraph("PALMERA GROVE &#8212; DUBAI SOUTH", st["subtitle"]))
    s.append(P("Prepared by Hadley &amp; Qureshi Advocates and Legal Consultants, Dubai. Draft 3 / Final."))
    s.append(P("<b>THIS AGREEMENT</b> is entered into on this 18th day of September 2025 (the <b>\"Effective Date\"</b>)"))
    s.append(I("<b>BY:</b> FALCONRIDGE COMMUNITIES DEVELOPMENT L.L.C., Licence No. 1236670, whose address is Unit "
               "304, Building B5, Dubai South Business Park, P.O. Box 645118, Dubai (the <b>\"Developer\"</b>, which "
               "expression includes its successors and permitted assigns);"))
    s.append(I("<b>AND:</b> MS. PRIYA RAGHAVAN, Canadian national, Passport No. AK448210, of 1120 Bay Street, Suite "
               "2207, Toronto, Ontario M5S 2A9, Canada (the <b>\"Buyer\"</b>)."))
    s.append(H("RECITALS"))
    s.append(I("A. The Developer is the registered owner of Plot No. 527-3310, Madinat Al Mataar, Dubai South, and is "
               "developing thereon a gated community of 214 townhouses known as \"Palmera Grove\" (the "
               "<b>\"Community\"</b>), registered with RERA under No. 3390."))
    s.append(I("B. The Buyer wishes to purchase Townhouse No. PG-TH-046 in the Community on the terms hereof."))

    s.append(H("1. INTERPRETATION"))
    s.append(P("1.1 In this Agreement: <b>\"Construction Works\"</b> means the works for the construction of the "
               "Townhouse and the infrastructure of the Community phase in which it is located; <b>\"Handover "
               "Date\"</b> means the date notified by the Developer for delivery of the Townhouse, which is estimated "
               "to occur in the fourth quarter of 2027; <b>\"Townhouse\"</b> means the property described in "
               "Annexure 1; <b>\"Purchase Price\"</b> has the meaning in Clause 3.1."))
    s.append(P("1.2 The Annexures hereto (Annexure 1: Townhouse Details; Annexure 2: Plot Plan; Annexure 3: "
               "Specifications; Annexure 4: Payment Schedule) form an integral part of this Agreement."))

    s.append(H("2. AGREEMENT TO SELL"))
    s.append(P("2.1 The Developer hereby agrees to sell and the Buyer agrees to purchase the Townhouse, having a plot "
               "area of approximately %s sq ft and a built-up area of approximately %s sq ft, with the right to "
               "use the Community facilities." % (money(plot_area), money(bua))))

    s.append(H("3. PURCHASE PRICE"))
    s.append(P("3.1 The purchase price of the Townhouse is AED %s/- (AED Two Million Nine Hundred Sixty-Five "
               "Thousand only) (the <b>\"Purchase Price\"</b>), equating to approximately AED %s per sq ft of "
               "built-up area." % (money0(price), money((price / bua).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)))))
    s.append(P("3.2 The Purchase Price shall be paid by the Buyer in instalments in the amounts and on or prior to "
               "the dates or events set out in Annexure 4."))
    s.append(P("3.3 By way of summary only, the Buyer shall pay the sum of AED %s/- (AED %s only) being ten per "
               "centum (10%%) of the Purchase Price on execution of this Agreement, followed by the instalments "
               "falling due as set out in Annexure 4, and the final instalment of AED %s/- (AED %s only) being "
               "forty per centum (40%%) of the Purchase Price on the Handover Date." % (
                   money0(a1), words(a1), money0(a11), words(a11))))
    s.append(P("3.4 All payments shall be made to the escrow account No. 0191 0043 2290 8801 maintained with "
               "Emirates NBD Bank PJSC for the Community."))

    s.append(H("4. FEES AND CHARGES"))
    s.append(P("4.1 The Purchase Price excludes all governmental fees, VAT (if applicable), utility connection "
               "charges and service charges."))
    s.append(P("4.2 The Developer shall register the sale in the Interim Real Estate Register with the Dubai Land "
               "Department (\"DLD\") within 30 days from the Effective Date."))
    s.append(P("4.3 For this purpose, the Buyer shall pay to the DLD, through the Developer, the registration fee "
               "equal to four per cent (4%%) of the Purchase Price, amounting to AED %s/- (AED %s only), on or "
               "prior to the registration." % (money0(dld), words(dld))))
    s.append(P("4.4 Any administrative charges of the Developer are set out in the notes to Annexure 4."))

    s.append(H("5. CONSTRUCTION"))
    s.append(P("5.1 The Developer shall carry out the Construction Works in accordance with Annexure 3, subject to "
               "changes required by the authorities or of equivalent quality. A variation of the built-up area of "
               "up to 5% shall not entitle either party to any adjustment of the Purchase Price."))
    s.append(P("5.2 The percentage of completion of the Construction Works shall be as certified by the Developer's "
               "consultant and, where required, by RERA, and such certificate shall be final and binding."))

    s.append(H("6. HANDOVER"))
    s.append(P("6.1 The Developer shall give the Buyer not less than 30 days' notice of the Handover Date. Subject "
               "to payment in full of the Purchase Price and all sums under this Agreement, the Developer shall hand "
               "over the Townhouse on the Handover Date."))
    s.append(P("6.2 If the Buyer does not take possession within 60 days of the Handover Date, the Buyer shall "
               "nevertheless be liable for service charges from the Handover Date and a holding charge of AED 250 "
               "per day."))

    s.append(H("7. DEFAULT BY THE BUYER"))
    s.append(P("7.1 Late payment shall attract a penalty of 0.05% of the overdue amount per day of delay."))
    s.append(P("7.2 Where any instalment remains unpaid for more than 30 days, the Developer may follow the procedure "
               "under Article 11 of Law No. 13 of 2008 and, upon termination, retain such percentage of the "
               "Purchase Price as that Article permits (being up to 40% where the Construction Works are more than "
               "60% complete, and up to 25% where they are less than 60% complete)."))

    s.append(H("8. TERMINATION AND REFUND"))
    s.append(P("8.1 If the Developer fails to achieve the Handover Date within 12 months after the estimated date "
               "(other than due to force majeure), the Buyer may terminate and receive a refund of the instalments "
               "paid within 60 days, together with interest at 4% per annum."))

    s.append(H("9. WARRANTIES"))
    s.append(P("9.1 The Developer warrants the Townhouse against defects for 1 year from the Handover Date and "
               "against structural defects for 10 years. MEP equipment shall carry the manufacturers' warranties."))

    s.append(H("10. MASTER COMMUNITY"))
    s.append(P("10.1 The Buyer acknowledges that the Community forms part of the Dubai South master community and "
               "agrees to be bound by its declaration and to pay the master community charges, currently estimated "
               "at AED 3.75 per sq ft of plot area per annum."))

    s.append(H("11. DISPUTES"))
    s.append(P("11.1 This Agreement is governed by the laws of Dubai and the UAE. Any dispute shall be referred to "
               "the competent courts of Dubai."))
    s.append(signature_block(st, "FALCONRIDGE COMMUNITIES DEVELOPMENT L.L.C.", "MS. PRIYA RAGHAVAN", who="Buyer"))

    s.append(PageBreak())
    s.append(Paragraph("ANNEXURE 1 &#8212; TOWNHOUSE DETAILS", st["h"]))
    s.append(P("Townhouse No. PG-TH-046, Cluster 4, Type C3 (3 bedrooms + maid), end unit. Plot area: %s sq ft. "
               "Built-up area: %s sq ft. Covered parking for 2 vehicles." % (money(plot_area), money(bua))))
    s.append(Paragraph("ANNEXURE 2 &#8212; PLOT PLAN", st["h"]))
    s.append(P("Affection plan for Plot No. 527-3310 and sub-plot 046 attached (Drawing PG-SP-004, scale 1:500)."))
    s.append(Paragraph("ANNEXURE 3 &#8212; SPECIFICATIONS", st["h"]))
    s.append(P("Structure: reinforced concrete frame with block infill. Finishes: 60 x 60 cm porcelain tiles to ground "
               "floor; laminate flooring to bedrooms; fitted wardrobes to all bedrooms; split-unit air "
               "conditioning; solar water heater 300 litres; private garden with irrigation point."))
    spec = [("Item", "Specification"),
            ("Kitchen", "Lacquered cabinets, 20 mm quartz worktop, 4-burner gas hob, 60 cm built-in oven and hood"),
            ("Bathrooms", "Ceramic wall tiles to 2.4 m height; wall-hung WC; 1.2 m vanity; thermostatic shower mixer"),
            ("Doors", "Solid-core flush doors 2.1 m high; main entrance door 1.2 m wide, hardwood veneer"),
            ("Windows", "Thermally broken aluminium frames with 24 mm double-glazed units"),
            ("Electrical", "Consumer unit with RCBOs; provision for 7 kW EV charger in car porch"),
            ("Roof", "Inverted roof system with 75 mm extruded polystyrene insulation; roof terrace 18.5 sq m"),
            ("External", "Boundary wall 1.8 m; landscaped front garden; 2.0 m wide side access")]
    t = Table([[Paragraph(("<b>%s</b>" if i == 0 else "%s") % c, st["cell"]) for c in r] for i, r in enumerate(spec)],
              colWidths=[30 * mm, 140 * mm])
    t.setStyle(TableStyle(GRID))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(Paragraph("ANNEXURE 4 &#8212; PAYMENT SCHEDULE", st["h"]))
    s.append(P("Purchase Price: AED %s/-. The Buyer shall pay each instalment on or prior to the date or event "
               "stated against it. Instalments linked to the progress of the Construction Works fall due within "
               "14 days of the Developer's notice." % money0(price)))

    def ptable(rows, first_label=None, first_vals=None, last_label=None, last_vals=None, continued=False):
        head = ["Instalment", "Due on or prior to", "Percentage", "Amount in AED"]
        data = [[Paragraph("<b>%s</b>" % h, st["cell"]) for h in head]]
        if first_label:
            data.append([Paragraph("<i>%s</i>" % first_label, st["cell"]), "",
                         Paragraph("<i>%s</i>" % first_vals[0], st["cellc"]),
                         Paragraph("<i>%s</i>" % first_vals[1], st["cellr"])])
        for label, dd, when, pct in rows:
            data.append([Paragraph(label, st["cell"]), Paragraph(fmt(dd) if dd else when, st["cell"]),
                         Paragraph(pct_txt(pct), st["cellc"]), Paragraph(money(pct_of(price, pct)), st["cellr"])])
        data.append([Paragraph("<b>%s</b>" % last_label, st["cell"]), "",
                     Paragraph("<b>%s</b>" % last_vals[0], st["cellc"]),
                     Paragraph("<b>%s</b>" % last_vals[1], st["cellr"])])
        tt = Table(data, colWidths=[34 * mm, 76 * mm, 24 * mm, 36 * mm])
        style = GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d6dce4")), ("SPAN", (0, -1), (1, -1))]
        if first_label:
            style.append(("SPAN", (0, 1), (1, 1)))
        tt.setStyle(TableStyle(style))
        return tt

    cf_pct = sum(p[3] for p in plan[:split])
    cf_amt = sum(pct_of(price, p[3]) for p in plan[:split])
    s.append(ptable(plan[:split], last_label="Carried forward", last_vals=(pct_txt(cf_pct), money(cf_amt))))
    s.append(PageBreak())
    s.append(Paragraph("ANNEXURE 4 &#8212; PAYMENT SCHEDULE (continued)", st["h"]))
    s.append(ptable(plan[split:], first_label="Brought forward", first_vals=(pct_txt(cf_pct), money(cf_amt)),
                    last_label="TOTAL PURCHASE PRICE", last_vals=("100%", money(price))))
    s.append(Spacer(1, 6))
    s.append(Paragraph("<b>Notes:</b>", st["p"]))
    s.append(I("(a) The DLD registration fee referred to in Clause 4.3 is payable in addition to the above."))
    s.append(I("(b) The Buyer shall further pay the Developer's administration charges of AED %s/- (AED %s only), "
               "inclusive of VAT, on execution of this Agreement, for the preparation and processing of this "
               "Agreement and its registration." % (money0(admin), words(admin))))
    s.append(I("(c) Post-dated cheques for Instalments (3) to (7) and (9) shall be handed over on execution."))
    build_pdf(slug, s, "Palmera Grove PG-TH-046", "Hadley & Qureshi Advocates",
              page_decor("Palmera Grove | SPA | PG-TH-046", "H&Q Ref. FCD/2025/0918-046",
                         "Developer: ______   Buyer: ______", font="Times-Roman"))
    write_expected(slug, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
