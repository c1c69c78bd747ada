"""Generate the uae_annex_split_pdf_r3 agreements: long UAE off-plan SPAs (several pages of
clauses full of numbers) whose payment plan sits in a schedule/annex at the end, with a long
monthly table that runs over page breaks.

Standalone: stdlib + reportlab only. Each agreement's payment rows are built as Python data;
the PDF and NN_slug.expected.json are both rendered from that data.

Run:  python generate.py
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_RIGHT  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    CondPageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

HERE = os.path.dirname(os.path.abspath(__file__))
D = datetime.date
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]


# ----------------------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def money(x, decimals=True):
    return f"{x:,.2f}" if decimals else f"{x:,.0f}"


def pct_txt(p):
    return f"{p:g}%"


def jdate(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


def d_slash(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def d_dot(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def d_long(d):
    return f"{d.day} {MONTH[d.month - 1]} {d.year}"


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return D(d.year + y, m + 1, d.day)


def row(desc, pct=0.0, amount=None, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, pct=float(pct), amount=amount, due=due, fee=fee, post=post)
    r.update(extra)
    return r


def finish(price, rows):
    for r in rows:
        if r["amount"] is None:
            r["amount"] = pct_of(price, r["pct"])
        elif r["pct"]:
            assert abs(r["amount"] - pct_of(price, r["pct"])) < 0.005, r
    plan = [r for r in rows if not r["fee"]]
    if all(r["pct"] for r in plan):
        assert abs(sum(r["pct"] for r in plan) - 100) < 1e-9, sum(r["pct"] for r in plan)
    assert abs(sum(r["amount"] for r in plan) - price) < 0.005
    return [
        {
            "amount": round(float(r["amount"]), 2),
            "dueDate": jdate(r["due"]) if r["due"] else "",
            "description": r["desc"],
            "percentage": round(float(r["pct"]), 2),
            "isFee": bool(r["fee"]),
            "postHandover": bool(r["post"]),
            "status": "pending",
        }
        for r in rows
    ]


def write(slug, story, expected, doc_kwargs, on_page):
    path = os.path.join(HERE, slug + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, **doc_kwargs)
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=2, ensure_ascii=False)
        f.write("\n")


def styles(font, bold, size, lead, head_align=0):
    base = ParagraphStyle("b", fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY,
                          spaceAfter=4)
    return dict(
        body=base,
        cell=ParagraphStyle("c", parent=base, alignment=0, spaceAfter=0, fontSize=size - 1,
                            leading=lead - 2),
        cellr=ParagraphStyle("cr", parent=base, alignment=TA_RIGHT, spaceAfter=0, fontSize=size - 1,
                             leading=lead - 2),
        title=ParagraphStyle("t", parent=base, fontName=bold, fontSize=size + 4, leading=lead + 5,
                             alignment=TA_CENTER, spaceAfter=6),
        sub=ParagraphStyle("s", parent=base, alignment=TA_CENTER, spaceAfter=8),
        h=ParagraphStyle("h", parent=base, fontName=bold, spaceBefore=7, spaceAfter=3,
                         alignment=head_align, keepWithNext=1),
        ind=ParagraphStyle("i", parent=base, leftIndent=20),
        small=ParagraphStyle("sm", parent=base, fontSize=size - 1.5, leading=lead - 2.5),
    )


def page_deco(left, right_fmt="Page {n}", font="Helvetica"):
    def draw(canvas, doc):
        canvas.saveState()
        canvas.setFont(font, 7.5)
        canvas.drawString(54, 26, left)
        canvas.drawRightString(A4[0] - 54, 26, right_fmt.format(n=doc.page))
        canvas.restoreState()
    return draw


def clauses(st, S, items):
    """items: list of (heading, [paragraph, ...])."""
    for head, paras in items:
        st.append(Paragraph(head, S["h"]))
        for p in paras:
            st.append(Paragraph(p, S["body"]))


# ============================================================================ 01 Dubai, Schedule 3
def agreement_01():
    slug = "01_dubai_schedule3_one_percent_monthly"
    price = 1480000.00
    S = styles("Helvetica", "Helvetica-Bold", 9.5, 12.5)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    dld = row("DLD Registration Fee", 4, fee=True)
    oqood = row("Oqood Registration Service Fee", 0, 4200.00, fee=True)
    first = D(2026, 3, 25)
    plan = [row("Down Payment", 20, when="On execution of this Agreement")]
    for i in range(50):
        plan.append(row(f"Monthly Instalment {i + 1}", 1, due=add_months(first, i)))
    plan.append(row("On Handover", 30, when="On the Handover Date"))
    rows = [dld, oqood] + plan
    expected = finish(price, rows)

    st = [P("SALE AND PURCHASE AGREEMENT", "title"),
          P("THE LUMEN TOWER &#8211; AL JADDAF WATERFRONT &#8211; DUBAI<br/>"
            "SPA No. LUM-2207 &#160;|&#160; Dated 20 January 2026", "sub")]
    st.append(P("This Agreement is made on 20 January 2026 between <b>Sable Crescent Developers LLC</b>, a "
                "company registered in Dubai under licence No. 1029384, of Office 3104, Latifa Tower, Sheikh "
                "Zayed Road, P.O. Box 75520, Dubai (the <b>\"Developer\"</b>) and <b>Northgate Holdings "
                "Limited</b>, a BVI business company No. 2047718, of Craigmuir Chambers, Road Town, Tortola, "
                "represented by its director Mr. Kaveh Rostami (the <b>\"Purchaser\"</b>)."))
    clauses(st, S, [
        ("1. DEFINITIONS AND INTERPRETATION", [
            "1.1 The following expressions have the meanings set against them: <b>\"Anticipated Completion "
            "Date\"</b> means 30 June 2030, as may be extended under Clause 7.3; <b>\"Building\"</b> means "
            "the 46-storey residential tower known as The Lumen Tower erected on Plot No. 326-1189, Al Jaddaf, "
            "Dubai; <b>\"Business Day\"</b> means a day other than a Saturday, Sunday or public holiday in "
            "Dubai; <b>\"Common Areas\"</b> means those parts of the Building not comprised in any unit; "
            "<b>\"DLD\"</b> means the Dubai Land Department; <b>\"Escrow Account\"</b> means account No. "
            "0331-552019-001 opened with Meridian National Bank PJSC under Law No. (8) of 2007; <b>\"Handover "
            "Date\"</b> means the date specified in the Handover Notice; <b>\"Handover Notice\"</b> means the "
            "notice given under Clause 8.1; <b>\"Instalment\"</b> means each payment listed in Schedule 3; "
            "<b>\"Jointly Owned Property Law\"</b> means Law No. (6) of 2019; and <b>\"Unit\"</b> means the "
            "unit described in Schedule 1.",
            "1.2 In this Agreement: (a) clause and schedule headings do not affect interpretation; (b) the "
            "Schedules form part of this Agreement; (c) a reference to a law includes that law as amended or "
            "re-enacted; (d) \"including\" means including without limitation; and (e) any period of days "
            "runs from the day after the triggering event.",
        ]),
        ("2. SALE AND PURCHASE", [
            "2.1 The Developer agrees to sell and the Purchaser agrees to purchase the Unit free from "
            "encumbrances, with the benefit of the rights and subject to the obligations set out in this "
            "Agreement and in the Jointly Owned Property declaration registered with the DLD.",
            "2.2 The Purchaser acknowledges that the Unit is sold off-plan, that the Building is under "
            "construction and that the renderings in the Developer's brochure (edition 2 of November 2025) "
            "are illustrative only.",
        ]),
        ("3. PURCHASE PRICE", [
            f"3.1 The purchase price of the Unit is AED {money(price)} (UAE Dirhams One Million Four Hundred "
            f"Eighty Thousand) (the <b>\"Purchase Price\"</b>), which equates to approximately AED "
            f"{money(price / 1148.65)} per square foot of the area stated in Schedule 1.",
            "3.2 The Purchaser shall pay the Purchase Price in the Instalments and at the times set out in "
            "Schedule 3. Each Instalment shall be paid in cleared funds into the Escrow Account without any "
            "deduction or set-off. Instalments linked to a date are payable on that date whether or not the "
            "Developer issues a reminder.",
            "3.3 The Developer may, but is not obliged to, accept early payment of any Instalment. Early "
            "payment does not entitle the Purchaser to a discount unless agreed in writing.",
        ]),
        ("4. FEES, COSTS AND TAXES", [
            f"4.1 In addition to the Purchase Price the Purchaser shall, on the date of this Agreement, pay to "
            f"the Developer (for remittance to the DLD) the registration fee prescribed by the DLD, currently "
            f"four per cent (4%) of the Purchase Price, amounting to AED {money(dld['amount'])}.",
            f"4.2 The Purchaser shall also pay on the date of this Agreement the Oqood registration service "
            f"fee of AED {money(oqood['amount'])}, which amount includes VAT.",
            "4.3 Should VAT become chargeable on any supply under this Agreement, the Purchaser shall pay it "
            "in addition at the rate in force (currently 5%). Any other fee levied by a government authority "
            "on the transfer of title shall be borne by the Purchaser.",
        ]),
        ("5. ESCROW AND APPLICATION OF PAYMENTS", [
            "5.1 All Instalments shall be deposited in the Escrow Account, which is regulated by RERA. The "
            "Developer shall not withdraw funds except in accordance with the certified stages of "
            "construction.",
            "5.2 Payments received shall be applied first to any late payment charges, then to fees and "
            "costs due under Clause 4 and lastly to the oldest outstanding Instalment.",
        ]),
        ("6. CONSTRUCTION AND VARIATIONS", [
            "6.1 The Developer shall construct the Building in a good and workmanlike manner in accordance with "
            "building permit No. 2024-DM-118402 and the specification in Schedule 2.",
            "6.2 The Developer may make changes to the design, materials or layout which it considers "
            "necessary, provided that the net area of the Unit shall not vary by more than five per cent (5%). "
            "If the variance exceeds 5%, the Purchase Price shall be adjusted at the rate per square foot in "
            "Clause 3.1 for the excess only, and no other compensation shall be payable.",
            "6.3 The Purchaser may visit the site only by appointment, not more than once in any period of "
            "three (3) months, and in the company of the Developer's representative.",
        ]),
        ("7. COMPLETION", [
            "7.1 Completion occurs when the Building completion certificate is issued by the competent "
            "authority.",
            "7.2 The Developer shall use reasonable endeavours to achieve Completion by the Anticipated "
            "Completion Date.",
            "7.3 The Developer may extend the Anticipated Completion Date by up to twelve (12) months by "
            "written notice, and further for any period of force majeure under Clause 16. If Completion has "
            "not occurred within eighteen (18) months after the Anticipated Completion Date (as extended), the "
            "Purchaser may terminate this Agreement and receive a refund of the Instalments paid together with "
            "compensation of two per cent (2%) of the amounts paid.",
        ]),
        ("8. HANDOVER", [
            "8.1 Not less than thirty (30) days before the Handover Date the Developer shall issue a Handover "
            "Notice stating the balance of the Purchase Price payable on handover and any other sum due.",
            "8.2 The Unit shall be handed over only after the Purchaser has paid all sums due under this "
            "Agreement and signed the handover statement. From the Handover Date the Purchaser shall bear "
            "service charges, utility charges and risk in the Unit.",
            "8.3 If the Purchaser fails to take handover within sixty (60) days of the Handover Date, the "
            "Developer may charge a holding fee of AED 25 per square foot per annum until handover is taken.",
        ]),
        ("9. DEFECTS", [
            "9.1 The Developer shall repair defects in the Unit notified in writing within one (1) year after "
            "the Handover Date, and shall remain liable for structural defects for ten (10) years pursuant to "
            "Article 880 of Federal Law No. (5) of 1985.",
        ]),
        ("10. SERVICE CHARGES", [
            "10.1 The Purchaser shall pay service charges as approved by RERA for the Building. The budget "
            "estimate for the first year of operation is AED 17.50 per square foot of the Unit's area; the "
            "actual charge may be higher or lower.",
        ]),
        ("11. PURCHASER'S DEFAULT", [
            "11.1 Any amount not paid on its due date shall bear a late payment charge at the rate of twelve "
            "per cent (12%) per annum, accruing daily.",
            "11.2 If the Purchaser fails to pay any Instalment in full within thirty (30) days after its due "
            "date, the Developer may notify the DLD in accordance with Article 11 of Law No. (13) of 2008 (as "
            "amended). Following expiry of the thirty (30) day notice period given by the DLD, the Developer "
            "may (a) where more than eighty per cent (80%) of the Building has been completed, retain the full "
            "amount paid by the Purchaser or up to forty per cent (40%) of the Purchase Price; (b) where "
            "between sixty per cent (60%) and eighty per cent (80%) has been completed, deduct up to "
            "forty per cent (40%) of the Purchase Price; or (c) where less than sixty per cent (60%) has "
            "been completed, deduct up to twenty-five per cent (25%) of the Purchase Price, and refund any "
            "balance within one (1) year of the termination or within sixty (60) days of resale.",
        ]),
        ("12. DEVELOPER'S DEFAULT", [
            "12.1 If the Building registration is cancelled by RERA, the Developer shall refund all amounts "
            "paid within ninety (90) days, and the Purchaser shall have no further claim.",
        ]),
        ("13. ASSIGNMENT AND RESALE", [
            "13.1 The Purchaser may assign its rights only after it has paid not less than forty per cent "
            "(40%) of the Purchase Price and subject to the Developer's consent and the assignee signing a "
            "deed of adherence.",
        ]),
        ("14. INSURANCE AND RISK", [
            "14.1 Until the Handover Date the Developer shall insure the Building against fire and other usual "
            "risks for not less than its full reinstatement value (presently estimated at AED 212,000,000). "
            "From the Handover Date the Purchaser shall insure the contents of the Unit and the owners "
            "association shall insure the Building.",
            "14.2 If the Building is damaged before the Handover Date, the Developer shall reinstate it and the "
            "Anticipated Completion Date shall be extended by the period reasonably required.",
        ]),
        ("15. COMPLIANCE AND CONFIDENTIALITY", [
            "15.1 The Purchaser confirms that the funds used to pay the Purchase Price are not the proceeds of "
            "crime and shall provide the information reasonably required by the Developer under Federal "
            "Decree-Law No. (20) of 2018 and Cabinet Decision No. (10) of 2019, including for any single cash "
            "payment of AED 55,000 or more.",
            "15.2 Neither party shall disclose the terms of this Agreement except to its advisers, financiers, "
            "the DLD, RERA or as required by law.",
        ]),
        ("16. FORCE MAJEURE", [
            "16.1 Neither party shall be liable for delay caused by events beyond its reasonable control, "
            "including war, epidemic, governmental action, shortage of materials or labour, or extreme "
            "weather, provided that the affected party gives notice within fourteen (14) days.",
        ]),
        ("17. NOTICES", [
            "17.1 Notices shall be in writing and delivered by hand, courier or email to the addresses given "
            "above or to info@lumentower.example (Developer) and k.rostami@northgate.example (Purchaser). A "
            "notice sent by email is received on the next Business Day.",
        ]),
        ("18. GOVERNING LAW AND DISPUTES", [
            "18.1 This Agreement is governed by the laws of the Emirate of Dubai and the applicable federal "
            "laws of the UAE. Any dispute shall be referred to the Courts of Dubai.",
        ]),
        ("19. GENERAL", [
            "19.1 This Agreement and its Schedules constitute the entire agreement between the parties. 19.2 "
            "It is signed in three (3) originals, one for each party and one for the DLD.",
        ]),
    ])
    st.append(Spacer(1, 10))
    st.append(P("Signed for the Developer ______________________ &#160;&#160; Signed for the Purchaser "
                "______________________"))
    st.append(CondPageBreak(150))
    st.append(P("SCHEDULE 1 &#8211; THE UNIT", "h"))
    st.append(P("Unit No. 2207 on Level 22 of the Building; two (2) bedrooms; net area 1,148.65 sq ft (106.71 "
                "sq m), comprising internal area 1,031.20 sq ft and balcony 117.45 sq ft; one parking space "
                "No. B1-214; view: creek-facing (north-west)."))
    st.append(P("SCHEDULE 2 &#8211; SPECIFICATION", "h"))
    st.append(P("Porcelain tiles 600 x 1200 mm in living areas; engineered oak in bedrooms; fitted kitchen "
                "with hob, oven and extractor; split-unit chilled water air conditioning; 2.9 m floor to "
                "ceiling height; video intercom."))
    st.append(P("SCHEDULE 3 &#8211; PAYMENT PLAN", "h"))
    st.append(P("The Purchase Price shall be paid as follows. Dates are calendar dates; where a date falls on a "
                "non-Business Day, payment is due on the preceding Business Day."))
    hdr = ["No.", "Instalment", "Due Date", "% of Purchase Price", "Amount (AED)"]
    data = [[P(f"<b>{h}</b>", "cell") for h in hdr]]
    for i, r in enumerate(plan, 1):
        data.append([P(str(i), "cell"), P(r["desc"], "cell"),
                     P(d_slash(r["due"]) if r["due"] else r["when"], "cell"),
                     P(pct_txt(r["pct"]), "cellr"), P(money(r["amount"]), "cellr")])
    data.append(["", P("<b>Total</b>", "cell"), "", P("<b>100%</b>", "cellr"),
                 P(f"<b>{money(price)}</b>", "cellr")])
    t = Table(data, colWidths=[30, 150, 120, 85, 100], repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e2e2e2")),
                           ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    st.append(t)
    st.append(Spacer(1, 6))
    st.append(P("The registration and Oqood fees under Clause 4 are payable in addition to the amounts in this "
                "Schedule.", "small"))
    write(slug, st, expected, dict(leftMargin=54, rightMargin=54, topMargin=52, bottomMargin=50,
                                   title="SPA LUM-2207"),
          page_deco("The Lumen Tower - SPA No. LUM-2207 - Purchaser's initials: ______"))


# ============================================================================ 02 Abu Dhabi, Annex B
def agreement_02():
    slug = "02_abu_dhabi_annex_b_two_percent_monthly"
    price = 2350000.00
    S = styles("Times-Roman", "Times-Bold", 10.5, 13.5, head_align=0)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    first = D(2026, 7, 1)
    plan = [row("Reservation Payment", 10, when="Upon reservation"),
            row("Second Payment", 10, when="Within sixty (60) days of reservation")]
    for i in range(30):
        plan.append(row(f"Monthly Instalment {i + 1}", 2, due=add_months(first, i)))
    plan.append(row("Completion Payment", 20, when="Upon Completion"))
    fees = [row("DMT Registration Fee", 2, fee=True),
            row("Administration and Documentation Fee", 0, 2100.00, fee=True)]
    rows = plan + fees
    expected = finish(price, rows)

    st = [P("AGREEMENT FOR THE SALE AND PURCHASE OF A TOWNHOUSE", "title"),
          P("Marassi Terraces, Al Raha Beach, Abu Dhabi &#8211; Ref. MT/TH-27/0311", "sub")]
    st.append(P("This Agreement is dated 11 March 2026 and is made between:"))
    st.append(P("<b>Falcon Shore Properties PJSC</b>, a public joint stock company incorporated in Abu Dhabi "
                "(commercial registration No. 1001874), having its registered office at Level 9, Al Bahr "
                "Building, Khalifa Street, P.O. Box 33901, Abu Dhabi (the \"<b>Vendor</b>\"); and", "ind"))
    st.append(P("<b>Dr. Amal Yousef Haddad</b>, a Jordanian national holding Emirates ID No. 784-1981-5529014-3, "
                "of Apartment 1203, Marina Square, Al Reem Island (the \"<b>Purchaser</b>\").", "ind"))
    clauses(st, S, [
        ("Section 1 &#8212; Interpretation", [
            "1.1 Capitalised terms have the meanings given in this Section. \"<b>Annex</b>\" means an annex "
            "to this Agreement, each of which forms part of it. \"<b>Community</b>\" means the master "
            "community known as Al Raha Beach. \"<b>Completion</b>\" means the issue of the completion "
            "certificate for the Townhouse by the Department of Municipalities and Transport (\"<b>DMT</b>\"). "
            "\"<b>Estimated Completion Date</b>\" means 31 December 2028. \"<b>Payment Schedule</b>\" means "
            "the schedule in Annex B. \"<b>Reservation</b>\" means the Purchaser's signature of reservation "
            "form No. RF-88417 on 2 March 2026. \"<b>Townhouse</b>\" means the property described in Annex A.",
            "1.2 Words denoting persons include corporations; a reference to a Section or Annex is to a "
            "section of or annex to this Agreement; and the Arabic version shall prevail where the parties "
            "have signed one.",
        ]),
        ("Section 2 &#8212; Sale", [
            "2.1 The Vendor agrees to sell the Townhouse to the Purchaser, and the Purchaser agrees to buy it, "
            "subject to the terms of this Agreement and the Community rules registered with the DMT under Law "
            "No. (3) of 2015 concerning the regulation of the real estate sector in the Emirate of Abu Dhabi.",
            "2.2 The Purchaser is an eligible purchaser of freehold property in an investment zone designated "
            "under Law No. (19) of 2005 as amended.",
        ]),
        ("Section 3 &#8212; Purchase Price", [
            f"3.1 The price for the Townhouse is AED {money(price)} (two million three hundred and fifty "
            f"thousand UAE Dirhams) (the \"<b>Purchase Price</b>\"). The Purchase Price includes the garden "
            f"area of 1,077 sq ft and one covered parking space but excludes the fees in Annex C.",
            "3.2 The Purchaser shall pay the Purchase Price in accordance with the Payment Schedule. By way "
            "of summary only, the Payment Schedule provides for ten per cent (10%) on Reservation, a further "
            "ten per cent (10%) within sixty (60) days of Reservation, thirty (30) consecutive monthly "
            "instalments of two per cent (2%) each, the first falling due on 1 July 2026, and the balance of "
            "twenty per cent (20%) upon Completion. In the event of any inconsistency, Annex B prevails.",
            "3.3 Payments shall be made by transfer to the project escrow account No. 7788-0041-2219-01 "
            "maintained with Abu Dhabi Capital Bank, or by cheques dated on the due dates in Annex B and "
            "delivered to the Vendor within fourteen (14) days of this Agreement.",
        ]),
        ("Section 4 &#8212; Registration", [
            "4.1 The Vendor shall register this Agreement in the Interim Real Estate Register within thirty "
            "(30) days after receipt of the Reservation Payment and the fees in Annex C.",
            "4.2 The Purchaser shall provide all documents reasonably required for registration, including "
            "a certified copy of the passport, visa page and Emirates ID.",
        ]),
        ("Section 5 &#8212; Works", [
            "5.1 The Vendor shall construct the Townhouse substantially in accordance with the plans and "
            "specification in Annex A. The built-up area shown there (2,870 sq ft) is approximate; a variance "
            "of up to three per cent (3%) shall not give rise to any adjustment of the Purchase Price.",
            "5.2 The Vendor shall keep the Purchaser informed of construction progress at intervals of not more "
            "than six (6) months.",
        ]),
        ("Section 6 &#8212; Completion and Delivery", [
            "6.1 The Vendor shall use all reasonable endeavours to achieve Completion by the Estimated "
            "Completion Date. The Vendor may extend that date once by up to nine (9) months by notice, and "
            "for the duration of any force majeure event.",
            "6.2 Within fifteen (15) days after Completion, the Vendor shall give notice requiring the "
            "Purchaser to pay the Completion Payment and all other sums then outstanding. The keys shall be "
            "delivered within seven (7) days after receipt of those sums in cleared funds.",
            "6.3 If the Vendor fails to deliver the Townhouse within twelve (12) months after the Estimated "
            "Completion Date (as extended), the Purchaser may terminate and shall be refunded all amounts paid "
            "under Annex B with interest at four per cent (4%) per annum.",
        ]),
        ("Section 7 &#8212; Title", [
            "7.1 Title shall be transferred to the Purchaser in the DMT register upon payment in full of the "
            "Purchase Price and all sums due under this Agreement. The transfer shall be effected within "
            "ninety (90) days after delivery.",
        ]),
        ("Section 8 &#8212; Warranty", [
            "8.1 The Vendor warrants the Townhouse for one (1) year against defects in workmanship and for ten "
            "(10) years against structural defects from the date of delivery. Appliances carry the "
            "manufacturer's warranty (typically 24 months).",
        ]),
        ("Section 9 &#8212; Community Charges", [
            "9.1 From delivery the Purchaser shall contribute to the Community charges. The current estimate "
            "for 2029 is AED 9.75 per sq ft of built-up area per year, payable half-yearly in advance to the "
            "owners association.",
        ]),
        ("Section 10 &#8212; Default by the Purchaser", [
            "10.1 If any amount due under Annex B or Annex C is unpaid for more than thirty (30) days, the "
            "Vendor may charge interest at two per cent (2%) per month on the amount outstanding.",
            "10.2 If the default continues for sixty (60) days after notice, the Vendor may, subject to "
            "Article 35 of Law No. (3) of 2015 and the requirements of the DMT, terminate this Agreement and "
            "retain (a) all amounts paid up to ten per cent (10%) of the Purchase Price if less than 20% of the "
            "works are complete, or (b) up to twenty-five per cent (25%) of the Purchase Price if 20% or more "
            "of the works are complete, refunding the balance within ninety (90) days of resale.",
        ]),
        ("Section 11 &#8212; Resale before Completion", [
            "11.1 The Purchaser may resell the Townhouse before Completion only after paying at least fifty "
            "per cent (50%) of the Purchase Price and with the Vendor's prior written consent.",
        ]),
        ("Section 12 &#8212; Purchaser's Representations", [
            "12.1 The Purchaser represents that (a) it has full capacity to enter into this Agreement; (b) it "
            "has inspected the show villa at Plot RB-C1-004 and the sales model at the Vendor's sales centre; "
            "(c) it has not relied on any statement not set out in this Agreement; and (d) the funds used to "
            "pay the Purchase Price derive from legitimate sources, in respect of which it will supply "
            "evidence on request in accordance with Federal Decree-Law No. (20) of 2018.",
            "12.2 Where the Purchaser finances any part of the Purchase Price with a mortgage, the Vendor will "
            "issue the usual no-objection letter to a bank approved by the Central Bank of the UAE, provided "
            "that no instalment is then overdue. The loan-to-value ratio and the lender's conditions are the "
            "Purchaser's sole responsibility.",
        ]),
        ("Section 13 &#8212; Insurance", [
            "13.1 The Vendor shall maintain contractors' all-risks insurance for the Community works until "
            "Completion with a limit of not less than AED 150,000,000 per occurrence, and third-party "
            "liability cover of AED 10,000,000. After delivery, the Purchaser shall insure the Townhouse for "
            "its full reinstatement value.",
        ]),
        ("Section 14 &#8212; Data and Confidentiality", [
            "14.1 The Vendor may process the Purchaser's personal data for the purposes of this Agreement, "
            "registration with the DMT and the Community management, and may share it with the escrow agent "
            "and the owners association. 14.2 The Purchaser shall keep the Purchase Price and the terms of "
            "any discount confidential.",
        ]),
        ("Section 15 &#8212; Assignment by the Vendor", [
            "15.1 The Vendor may assign its rights under this Agreement to an affiliate or to a financing "
            "bank by way of security, without the Purchaser's consent, provided that the Purchaser's rights "
            "are not prejudiced and the DMT approves any change of developer.",
        ]),
        ("Section 16 &#8212; Force Majeure", [
            "16.1 A party shall not be liable for any failure caused by events outside its control, provided "
            "it notifies the other within ten (10) days and uses reasonable efforts to mitigate.",
        ]),
        ("Section 17 &#8212; Notices", [
            "17.1 Notices shall be sent by registered mail or courier to the addresses above, or by email to "
            "legal@falconshore.example and amal.haddad@mail.example, and are deemed received two (2) working "
            "days after dispatch by courier or on the day of transmission by email.",
        ]),
        ("Section 18 &#8212; Law and Jurisdiction", [
            "18.1 This Agreement is governed by the laws of the Emirate of Abu Dhabi and the federal laws of the "
            "UAE. The Abu Dhabi Judicial Department courts have exclusive jurisdiction.",
            "18.2 This Agreement is executed in three (3) originals in English and Arabic.",
        ]),
        ("Section 19 &#8212; Miscellaneous", [
            "19.1 No variation of this Agreement is effective unless in writing and signed by both parties. "
            "19.2 A failure or delay in exercising a right is not a waiver of it. 19.3 If any provision is "
            "held invalid, the remaining provisions continue in full force. 19.4 Each party bears its own "
            "legal costs, save that the Purchaser bears the fees in Annex C. 19.5 This Agreement supersedes "
            "the reservation form and any brochure, price list (including price list No. 7 dated 15 February "
            "2026) or correspondence.",
        ]),
    ])
    st.append(Spacer(1, 10))
    st.append(P("For the Vendor: _________________________ &#160;&#160;&#160; The Purchaser: "
                "_________________________"))
    st.append(Spacer(1, 16))
    st.append(P("ANNEX A &#8212; THE TOWNHOUSE", "h"))
    st.append(P("Townhouse No. TH-27, Cluster 3, Marassi Terraces, Plot No. RB-C3-027; 3 bedrooms plus maid's "
                "room; plot area 2,153 sq ft (200.02 sq m); built-up area 2,870 sq ft (266.63 sq m); garden "
                "1,077 sq ft; roof terrace 312 sq ft; two (2) parking spaces (one covered)."))
    st.append(P("Specification highlights: marble flooring in living and dining areas; solid oak internal "
                "doors 2.4 m high; German kitchen appliances; private pool shell 3.5 m x 7.0 m (optional "
                "finishing not included in the Purchase Price); solar water heaters; EV charging point."))
    st.append(P("Floor plan reference: drawing MT-ARC-TH3-101 revision C dated 14 November 2025; site plan "
                "MT-ARC-SP-001 revision F."))
    st.append(P("Plot coordinates (UTM 40N): E 251 880.4 / N 2 707 311.9; E 251 896.7 / N 2 707 298.2; "
                "E 251 873.1 / N 2 707 271.0; E 251 856.8 / N 2 707 284.7."))
    st.append(Spacer(1, 10))
    st.append(P("ANNEX B &#8212; PAYMENT SCHEDULE", "h"))
    st.append(P("The Purchase Price of AED 2,350,000.00 is payable in the following instalments."))
    hdr = ["Payment", "Date / Event", "Percentage", "AED"]
    data = [[P(f"<b>{h}</b>", "cell") for h in hdr]]
    for r in plan:
        data.append([P(r["desc"], "cell"), P(d_dot(r["due"]) if r["due"] else r["when"], "cell"),
                     P(pct_txt(r["pct"]), "cellr"), P(money(r["amount"]), "cellr")])
    data.append([P("<b>Total</b>", "cell"), "", P("<b>100%</b>", "cellr"), P(f"<b>{money(price)}</b>", "cellr")])
    t = Table(data, colWidths=[150, 170, 70, 95], repeatRows=0)
    t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.9, colors.black),
                           ("INNERGRID", (0, 0), (-1, -1), 0.35, colors.grey),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
                           ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    st.append(t)
    st.append(Spacer(1, 10))
    st.append(P("ANNEX C &#8212; FEES PAYABLE BY THE PURCHASER", "h"))
    st.append(P(f"C.1 <b>Registration fee.</b> The fee for registration of this Agreement with the DMT, being two "
                f"per cent (2%) of the Purchase Price (AED {money(fees[0]['amount'])}), payable within thirty "
                f"(30) days of the date of this Agreement."))
    st.append(P(f"C.2 <b>Administration and documentation fee.</b> AED {money(fees[1]['amount'])}, inclusive of "
                f"VAT at 5%, payable on signing of this Agreement."))
    st.append(P("C.3 The fees in this Annex C are not part of the Purchase Price, are not held in escrow and are "
                "not refundable once registration has been effected."))
    write(slug, st, expected, dict(leftMargin=55, rightMargin=55, topMargin=58, bottomMargin=52,
                                   title="Townhouse SPA MT/TH-27"),
          page_deco("Marassi Terraces | Ref. MT/TH-27/0311", "- {n} -", "Times-Roman"))


# ============================================================================ 03 Sharjah, Schedule 2
def agreement_03():
    slug = "03_sharjah_schedule2_yearly_subtotals"
    price = 965000.00
    S = styles("Helvetica", "Helvetica-Bold", 9.5, 12.5, head_align=TA_CENTER)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    fees = [row("Registration Fee", 4, fee=True, when="within fifteen (15) days from the date hereof"),
            row("Interim Register (Pre-Registration) Fee", 0, 1050.00, fee=True, when="on signing")]
    first = D(2026, 5, 10)
    booking = row("Booking Amount", 10, when="On the date of this Agreement")
    monthly = [row(f"Instalment {i + 1:02d}", 1, due=add_months(first, i)) for i in range(40)]
    handover = row("On Handover", 50, when="On handover of the Apartment")
    plan = [booking] + monthly + [handover]
    rows = fees + plan
    expected = finish(price, rows)

    st = [P("APARTMENT SALE AGREEMENT", "title"),
          P("Muwaileh Gardens &#8211; Block 4 &#8211; Muwaileh Commercial, Sharjah", "sub")]
    st.append(P("<b>Agreement No.:</b> MG4-612-26 &#160;&#160; <b>Date:</b> 5 February 2026"))
    clauses(st, S, [
        ("PARTIES", [
            "(1) <b>Zahrat Al Sharq Real Estate Development L.L.C.</b>, trade licence No. 702119 issued by the "
            "Sharjah Economic Development Department, P.O. Box 61377, Sharjah (\"<b>we</b>\", \"<b>us</b>\" or the "
            "\"<b>Developer</b>\").",
            "(2) <b>Mr. Imran Qadir Sheikh</b>, Pakistani national, passport No. AK4417092, Emirates ID No. "
            "784-1979-3302871-6, of Flat 905, Al Taawun Tower 3, Sharjah (\"<b>you</b>\" or the "
            "\"<b>Buyer</b>\").",
        ]),
        ("RECITALS", [
            "A. We own Plot No. 1412/7 in Muwaileh Commercial, Sharjah, with an area of 4,860 sq m, on which "
            "we are building Block 4 of Muwaileh Gardens, a residential building of ground, podium (P1-P3) "
            "and fourteen (14) upper floors containing 196 apartments and 11 retail units (the "
            "\"<b>Building</b>\").",
            "B. You wish to buy Apartment No. 4-612 in the Building, and we are willing to sell it on the "
            "terms of this agreement, which has been drafted in plain English.",
        ]),
        ("1. WHAT WORDS MEAN", [
            "1.1 \"<b>Apartment</b>\" means apartment No. 4-612 on the 6th floor, with a saleable area of "
            "1,042.30 sq ft (96.83 sq m) including a balcony of 88.60 sq ft, and parking bay No. P2-061. "
            "\"<b>Handover</b>\" means the date on which we make the Apartment available to you following "
            "the issue of the building completion certificate. \"<b>Price</b>\" has the meaning in clause 2.1. "
            "\"<b>Schedule</b>\" means a schedule to this agreement.",
        ]),
        ("2. PRICE AND HOW YOU PAY IT", [
            f"2.1 The price of the Apartment is AED {money(price)} (Nine Hundred Sixty-Five Thousand UAE "
            f"Dirhams) (the \"<b>Price</b>\"). The Price is fixed and does not include the fees referred to "
            f"in clause 3.",
            "2.2 You must pay the Price in the amounts and on the dates set out in Part B of Schedule 2. All "
            "post-dated cheques for the monthly instalments must be handed to us on signing.",
            "2.3 If a cheque is dishonoured we may charge AED 1,000 for each returned cheque, and you must "
            "replace the cheque within seven (7) days.",
        ]),
        ("3. FEES", [
            "3.1 You must also pay the fees listed in Part A of Schedule 2. These are government and "
            "administrative charges, not part of the Price, and we collect them on behalf of the relevant "
            "authority where applicable.",
        ]),
        ("4. BUILDING THE APARTMENT", [
            "4.1 We will build the Apartment to the standard described in Schedule 1, using materials of the "
            "same or better quality. We expect to complete the Building by 30 September 2029, but this date "
            "is an estimate only.",
            "4.2 We may extend the estimated completion date by up to six (6) months without liability. If "
            "completion is delayed beyond 31 March 2031 you may cancel this agreement and we will refund "
            "everything you have paid towards the Price within sixty (60) days.",
            "4.3 If the final measured area of the Apartment differs from 1,042.30 sq ft by more than two per "
            "cent (2%), the Price will be adjusted at AED 925.84 per sq ft for the difference above 2%.",
        ]),
        ("5. HANDOVER", [
            "5.1 We will give you at least twenty-one (21) days' notice of Handover. Before we hand over the "
            "keys you must have paid the whole of the Price, the fees in Part A of Schedule 2 and any late "
            "payment charges.",
            "5.2 If you do not take Handover within thirty (30) days of our notice, you will nonetheless be "
            "responsible for service charges and risk from the end of that period.",
        ]),
        ("6. IF YOU PAY LATE OR DO NOT PAY", [
            "6.1 If you pay late, we may charge interest at 9% a year on the late amount from the due date until "
            "you pay.",
            "6.2 If any amount is more than forty-five (45) days overdue, we may give you a final notice of "
            "thirty (30) days. If you still do not pay, we may cancel this agreement. In that case we may keep "
            "an amount equal to fifteen per cent (15%) of the Price if construction is less than 50% complete, "
            "or thirty per cent (30%) of the Price if construction is 50% complete or more, and we will repay "
            "the rest of what you have paid towards the Price within ninety (90) days after cancellation. "
            "The fees in Part A of Schedule 2 are not refundable.",
        ]),
        ("7. IF WE DO NOT PERFORM", [
            "7.1 If the project registration is cancelled by the competent authority in Sharjah, we will repay "
            "all amounts paid towards the Price within forty-five (45) days and pay you compensation of 3% of "
            "those amounts.",
        ]),
        ("8. DEFECTS", [
            "8.1 We will repair any defect you notify to us within twelve (12) months after Handover, at no "
            "cost to you. Structural defects are covered for ten (10) years.",
        ]),
        ("9. SERVICE CHARGES AND THE OWNERS' ASSOCIATION", [
            "9.1 From Handover you must pay your share of the costs of running the Building, calculated in "
            "proportion to the Apartment's area (your share is 0.512% of the total saleable area of the "
            "Building). The owners' association will issue invoices quarterly.",
        ]),
        ("10. YOUR PROMISES TO US", [
            "10.1 You promise that: (a) you have read and understood this agreement and have had the chance to "
            "take independent legal advice; (b) the information you gave us in the reservation form dated "
            "28 January 2026 is true; (c) you will not make alterations to the Apartment before Handover; and "
            "(d) after Handover you will observe the Building rules, including the rule that no more than "
            "two (2) persons per bedroom may occupy the Apartment.",
            "10.2 You also promise that the money you pay us comes from lawful sources. We may ask you for "
            "evidence (for example bank statements for the last 6 months) and may refuse cash payments "
            "above AED 55,000.",
        ]),
        ("11. CHANGES TO THE DESIGN", [
            "11.1 We may change the design, layout, materials or finishes if required by an authority or if "
            "the change is minor, as long as the Apartment remains substantially the same. We will tell you "
            "about any change that affects the internal layout of the Apartment within 30 days.",
            "11.2 We may also change the name of the Building or of the project, and the number of floors or "
            "units in it, without your consent, provided that the Apartment and its floor are unaffected.",
        ]),
        ("12. INSURANCE", [
            "12.1 Until Handover we will insure the Building. After Handover the owners' association will "
            "insure the structure and common parts, and you should insure your contents and your liability "
            "to third parties.",
        ]),
        ("13. SELLING BEFORE HANDOVER", [
            "13.1 You may not sell or transfer your rights under this agreement until you have paid at least "
            "thirty-five per cent (35%) of the Price, and then only with our written consent.",
        ]),
        ("14. EVENTS BEYOND OUR CONTROL", [
            "14.1 We are not responsible for delay caused by circumstances beyond our reasonable control, such as "
            "natural disasters, pandemics, war, changes in law or shortages of materials, for as long as they "
            "continue.",
        ]),
        ("15. NOTICES", [
            "15.1 We will send notices to the address and email you have given us (imran.sheikh@post.example). "
            "You should send notices to customercare@zahratalsharq.example. Either of us may change these "
            "details by notice.",
        ]),
        ("16. LAW AND COURTS", [
            "16.1 This agreement is governed by the laws in force in the Emirate of Sharjah and the federal laws "
            "of the UAE. The courts of Sharjah have jurisdiction.",
            "16.2 This agreement is made in two (2) originals in Arabic and English; the Arabic text prevails in "
            "case of conflict.",
        ]),
        ("17. OTHER THINGS YOU SHOULD KNOW", [
            "17.1 This agreement replaces the reservation form and anything said in our brochures, show "
            "apartment or website. 17.2 If we do not enforce a right straight away, we can still enforce it "
            "later. 17.3 If a court decides that part of this agreement is invalid, the rest stays in force. "
            "17.4 Nobody other than you and us has rights under this agreement. 17.5 We may transfer our "
            "rights to a company in our group or to a bank financing the project.",
            "17.6 Your personal information will be used only for this sale, for registration and for the "
            "management of the Building, and will be kept for at least five (5) years after Handover as the "
            "law requires.",
        ]),
    ])
    st.append(Spacer(1, 10))
    st.append(P("Signed for the Developer: ______________________ &#160;&#160;&#160; Signed by the Buyer: "
                "______________________"))
    st.append(CondPageBreak(120))
    st.append(P("SCHEDULE 1 &#8211; SPECIFICATION", "h"))
    st.append(P("Ceramic floor tiles 60 x 60 cm; gypsum false ceilings at 2.85 m; fitted wardrobes in 2 "
                "bedrooms; kitchen with 4-burner hob and 60 cm oven; central air conditioning (district "
                "cooling not applicable); 2 lifts per core plus 1 service lift."))
    st.append(P("SCHEDULE 2 &#8211; FEES AND PAYMENT SCHEDULE", "h"))
    st.append(P("<b>Part A &#8211; Fees</b>"))
    st.append(P(f"A1. Registration fee payable to the Sharjah Real Estate Registration Department, being four "
                f"per cent (4%) of the Price: AED {money(fees[0]['amount'])}, {fees[0]['when']}."))
    st.append(P(f"A2. Interim register (pre-registration) fee: AED {money(fees[1]['amount'])}, payable "
                f"{fees[1]['when']}."))
    st.append(P("<b>Part B &#8211; Payment of the Price</b>"))
    st.append(P(f"The Price of AED {money(price)} is payable as set out below. The yearly sub-totals are given "
                f"for information only."))
    hdr = ["Instalment", "Due Date", "%", "Amount (AED)"]
    data = [[P(f"<b>{h}</b>", "cell") for h in hdr]]
    sty = [("GRID", (0, 0), (-1, -1), 0.5, colors.black),
           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#cfe0cf")),
           ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
           ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
    data.append([P(booking["desc"], "cell"), P(booking["when"], "cell"), P(pct_txt(booking["pct"]), "cellr"),
                 P(money(booking["amount"]), "cellr")])
    for i, r in enumerate(monthly):
        data.append([P(r["desc"], "cell"), P(d_long(r["due"]), "cell"), P(pct_txt(r["pct"]), "cellr"),
                     P(money(r["amount"]), "cellr")])
        last_of_year = i == len(monthly) - 1 or monthly[i + 1]["due"].year != r["due"].year
        if last_of_year:
            yr = [m for m in monthly if m["due"].year == r["due"].year]
            data.append([P(f"<i>Sub-total {r['due'].year} ({len(yr)} instalments)</i>", "cell"), "",
                         P(f"<i>{pct_txt(sum(m['pct'] for m in yr))}</i>", "cellr"),
                         P(f"<i>{money(sum(m['amount'] for m in yr))}</i>", "cellr")])
            sty.append(("SPAN", (0, len(data) - 1), (1, len(data) - 1)))
            sty.append(("BACKGROUND", (0, len(data) - 1), (-1, len(data) - 1), colors.HexColor("#f0f0f0")))
    data.append([P(handover["desc"], "cell"), P(handover["when"], "cell"), P(pct_txt(handover["pct"]), "cellr"),
                 P(money(handover["amount"]), "cellr")])
    data.append([P("<b>TOTAL PRICE</b>", "cell"), "", P("<b>100%</b>", "cellr"), P(f"<b>{money(price)}</b>", "cellr")])
    sty.append(("SPAN", (0, len(data) - 1), (1, len(data) - 1)))
    t = Table(data, colWidths=[170, 160, 55, 100], repeatRows=1)
    t.setStyle(TableStyle(sty))
    st.append(t)
    write(slug, st, expected, dict(leftMargin=54, rightMargin=54, topMargin=50, bottomMargin=50,
                                   title="Apartment Sale Agreement MG4-612-26"),
          page_deco("Zahrat Al Sharq Real Estate Development L.L.C. | Agreement MG4-612-26", "Page {n}"))


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
