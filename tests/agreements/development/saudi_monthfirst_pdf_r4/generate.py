#!/usr/bin/env python3
"""Generate the saudi_monthfirst_pdf_r4 agreements (.pdf) and their expected plans.

Standalone: stdlib + reportlab. Numeric dates are written month first
(MM/DD/YYYY) throughout every agreement, and each agreement contains at least one
numeric date whose second number is above 12.
"""
import json
import os
import re
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    return (D(price) * D(pct) / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def mdy(d):
    return "%02d/%02d/%04d" % (d.month, d.day, d.year)


def money(a):
    return "{:,.2f}".format(D(a))


def money0(a):
    a = D(a)
    return "{:,.0f}".format(a) if a == a.to_integral_value() else "{:,.2f}".format(a)


def pct_txt(p):
    p = D(p)
    return ("%s" % p.normalize()) if p != p.to_integral_value() else "%d" % int(p)


def row(desc, amount, pct=0, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, amount=D(amount), pct=D(pct), due=due, fee=fee, post=post)
    r.update(extra)
    return r


def expected(rows):
    return [{
        "amount": float(r["amount"]),
        "dueDate": jdate(r["due"]),
        "description": r["desc"],
        "percentage": float(r["pct"]),
        "isFee": r["fee"],
        "postHandover": r["post"],
        "status": "pending",
    } for r in rows]


def check_plan(price, rows):
    plan = [r for r in rows if not r["fee"]]
    assert sum(r["amount"] for r in plan) == D(price)
    if all(r["pct"] for r in plan):
        assert sum(r["pct"] for r in plan) == 100
    for r in rows:
        if r["pct"]:
            assert pct_of(price, r["pct"]) == r["amount"], r


# --------------------------------------------------------------------------- styles
SS = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=SS["Normal"], fontName="Helvetica", fontSize=9.2, leading=12.2,
                      alignment=TA_JUSTIFY, spaceAfter=4)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=7.8, leading=9.6, spaceAfter=2)
CELL = ParagraphStyle("cell", parent=BODY, fontSize=8.4, leading=10.2, alignment=0, spaceAfter=0)
CELLB = ParagraphStyle("cellb", parent=CELL, fontName="Helvetica-Bold")
TITLE = ParagraphStyle("title", parent=BODY, fontName="Helvetica-Bold", fontSize=12.5, leading=16,
                       alignment=TA_CENTER, spaceAfter=6)
SUB = ParagraphStyle("sub", parent=BODY, fontSize=9.5, alignment=TA_CENTER, spaceAfter=8)
H = ParagraphStyle("h", parent=BODY, fontName="Helvetica-Bold", fontSize=9.8, leading=13, spaceBefore=7,
                   spaceAfter=3, alignment=0)


def P(text, style=BODY):
    return Paragraph(text, style)


def build(slug, story, header, footer, rows):
    def on_page(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 7.5)
        canvas.drawString(18 * mm, A4[1] - 11 * mm, header)
        canvas.drawRightString(A4[0] - 18 * mm, 10 * mm, "%s  |  Page %d" % (footer, doc.page))
        canvas.restoreState()

    path = os.path.join(HERE, slug + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=18 * mm, bottomMargin=18 * mm, title=slug, author="", subject="",
                            creator="", producer="")
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected(rows), f, indent=2, ensure_ascii=False)
        f.write("\n")


def assert_month_first(texts):
    """Every numeric date must read as a valid MM/DD/YYYY date, and one must have DD > 12."""
    found = re.findall(r"\b(\d{2})/(\d{2})/(\d{4})\b", " ".join(texts))
    assert found
    for m, d, y in found:
        date(int(y), int(m), int(d))
    assert any(int(d) > 12 for m, d, y in found)


# ---------------------------------------------------------------------------
# 01 - Riyadh villa, bordered table (No. | Milestone | Due Date | % | Amount),
#      admin fee stated before the table, RETT after it.
# ---------------------------------------------------------------------------
def agreement_01():
    price = D("3180000.00")
    admin = row("Administration fee", D("3450.00"), 0, None, fee=True)
    plan = [
        row("Down Payment", pct_of(price, 10), 10, date(2026, 1, 14)),
        row("Second Instalment", pct_of(price, 15), 15, date(2026, 4, 30)),
        row("Third Instalment", pct_of(price, 15), 15, date(2026, 9, 15)),
        row("Fourth Instalment", pct_of(price, 20), 20, date(2027, 3, 31)),
        row("Fifth Instalment", pct_of(price, 20), 20, date(2027, 10, 31)),
        row("Final Instalment", pct_of(price, 20), 20, None, when="Upon Handover"),
    ]
    rett = row("Real Estate Transaction Tax (RETT)", pct_of(price, 5), 5, None, fee=True)
    rows = [admin] + plan + [rett]
    check_plan(price, rows)

    data = [[P("<b>No.</b>", CELL), P("<b>Milestone</b>", CELL), P("<b>Due Date (MM/DD/YYYY)</b>", CELL),
             P("<b>%</b>", CELL), P("<b>Amount (SAR)</b>", CELL)]]
    for i, r in enumerate(plan, 1):
        data.append([str(i), r["desc"], mdy(r["due"]) if r["due"] else r["when"], "%s%%" % pct_txt(r["pct"]),
                     money(r["amount"])])
    data.append(["", P("<b>Total Purchase Price</b>", CELL), "", "100%", money(price)])
    t = Table(data, colWidths=[12 * mm, 55 * mm, 38 * mm, 18 * mm, 35 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.85, 0.85)),
        ("FONT", (0, 1), (-1, -1), "Helvetica", 8.6),
        ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
        ("ALIGN", (0, 1), (0, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("FONT", (3, -1), (-1, -1), "Helvetica-Bold", 8.6),
    ]))

    eff = date(2026, 1, 14)
    s = []
    s.append(P("VILLA SALE AND PURCHASE AGREEMENT (OFF-PLAN)", TITLE))
    s.append(P("Al Narjis Gardens &mdash; Villa V-118, Block 7", SUB))
    s.append(P("This Villa Sale and Purchase Agreement (the \"<b>Agreement</b>\") is entered into in Riyadh, Kingdom of "
               "Saudi Arabia, on %s (the \"<b>Effective Date</b>\"). All dates in this Agreement are Gregorian dates "
               "and numeric dates are written month/day/year." % mdy(eff)))
    s.append(P("<b>BETWEEN:</b>"))
    s.append(P("(1) <b>NAJD HORIZON REAL ESTATE DEVELOPMENT COMPANY</b>, a limited liability company registered in "
               "Riyadh under Commercial Registration No. 1010654321, with its address at 3187 King Fahd Road, "
               "Al Olaya District, Riyadh 12214, represented by Mr. Sultan Ibrahim Al-Harbi, General Manager "
               "(the \"<b>Seller</b>\"); and"))
    s.append(P("(2) <b>MR. FAISAL ABDULRAHMAN AL-OTAIBI</b>, Saudi national, National ID No. 1087654321, of "
               "P.O. Box 88412, Riyadh 11672 (the \"<b>Purchaser</b>\")."))
    s.append(P("<b>RECITALS</b>", H))
    s.append(P("A. The Seller is developing the residential project known as Al Narjis Gardens on plot No. 2315/A, "
               "Al Narjis District, Riyadh, under off-plan sale license No. 0457/2025 issued by the Off-Plan Sales "
               "and Rent Committee (Wafi) of the Ministry of Municipal and Rural Affairs and Housing."))
    s.append(P("B. The Purchaser wishes to purchase, and the Seller wishes to sell, Villa V-118 on the terms of "
               "this Agreement."))
    s.append(P("1. DEFINITIONS", H))
    s.append(P("1.1 \"<b>Villa</b>\" means villa No. V-118 in Block 7 of the Project, on a land area of "
               "360.00 square metres with a built-up area of approximately 412.50 square metres, as shown in "
               "Annex 1. \"<b>Handover</b>\" means the delivery of the Villa to the Purchaser following the issue "
               "of the completion certificate. \"<b>Escrow Account</b>\" means account "
               "SA03 8000 0000 6080 1016 7519 held with Al Rajhi Bank for the Project under the Wafi rules."))
    s.append(P("2. SALE", H))
    s.append(P("2.1 The Seller sells and the Purchaser buys the Villa free of any encumbrance, together with the "
               "right to use the Project's common facilities in accordance with the Owners' Association rules."))
    s.append(P("3. PURCHASE PRICE AND ADMINISTRATION FEE", H))
    s.append(P("3.1 The purchase price of the Villa is <b>SAR %s</b> (three million one hundred eighty thousand "
               "Saudi Riyals) (the \"<b>Purchase Price</b>\"), which comprises SAR 2,940,000 for the Villa and "
               "SAR 240,000 for the landscaping and swimming-pool package selected by the Purchaser." % money0(price)))
    s.append(P("3.2 The sale of the Villa, being a supply of real estate, is not subject to Value Added Tax. In "
               "addition to the Purchase Price, the Purchaser shall pay to the Seller on signing this Agreement an "
               "administration fee of <b>SAR %s</b> (inclusive of VAT at 15%%) for the preparation of the contract "
               "file and the registration of the sale on the Wafi platform." % money(admin["amount"])))
    s.append(P("4. PAYMENT SCHEDULE", H))
    s.append(P("4.1 The Purchaser shall pay the Purchase Price into the Escrow Account in the following "
               "instalments:"))
    s.append(t)
    s.append(Spacer(1, 5))
    s.append(P("4.2 Instalments shall be paid by bank transfer quoting the contract number shown in the header. "
               "Cheques are not accepted."))
    s.append(P("5. REAL ESTATE TRANSACTION TAX", H))
    s.append(P("5.1 The parties agree that the Real Estate Transaction Tax (RETT) payable on this sale at the rate "
               "of 5%% of the Purchase Price, being <b>SAR %s</b>, shall be borne by the Purchaser and paid through "
               "the ZATCA portal before the transfer of title to the Villa. The Seller shall not be obliged to "
               "transfer title before the RETT payment receipt is provided." % money(rett["amount"])))
    s.append(P("6. HANDOVER", H))
    s.append(P("6.1 The Seller expects to hand over the Villa on or before 06/30/2028. The Seller may extend that "
               "date by up to 180 days for reasons beyond its reasonable control, after notifying the Purchaser "
               "in writing."))
    s.append(P("6.2 The Purchaser shall inspect the Villa within 14 days of the Seller's handover notice. Minor "
               "snagging items shall not entitle the Purchaser to refuse Handover."))
    s.append(P("7. DELAY AND DEFAULT", H))
    s.append(P("7.1 Any instalment not paid on its due date bears a delay charge of 0.05% of the unpaid amount "
               "per day, capped at 10% of that instalment."))
    s.append(P("7.2 If any instalment remains unpaid for 60 days after written notice, the Seller may terminate "
               "this Agreement, retain an amount equal to 10% of the Purchase Price and refund the balance of the "
               "amounts received within 90 days of the resale of the Villa."))
    s.append(P("7.3 If the Seller fails to hand over the Villa within 12 months after the extended handover date, "
               "the Purchaser may terminate this Agreement and recover all amounts paid from the Escrow Account."))
    s.append(P("8. WARRANTIES", H))
    s.append(P("8.1 The Seller warrants the structure of the Villa for 10 years and the mechanical, electrical "
               "and plumbing installations for 1 year from Handover, in accordance with the Wafi regulations."))
    s.append(P("9. GOVERNING LAW", H))
    s.append(P("9.1 This Agreement is governed by the laws of the Kingdom of Saudi Arabia. Any dispute shall be "
               "referred to the competent courts of Riyadh."))
    s.append(Spacer(1, 10))
    s.append(P("Signed on %s.<br/><br/>For the Seller: ______________________ &nbsp;&nbsp;&nbsp;&nbsp; "
               "The Purchaser: ______________________" % mdy(eff)))
    assert_month_first([getattr(x, "text", "") for x in story_texts(s)] + [mdy(r["due"]) for r in plan if r["due"]])
    build("01_riyadh_villa_bordered", s, "Najd Horizon Real Estate Development Co. | Contract No. NH/NRJ/V118/2026",
          "Wafi License 0457/2025", rows)


def story_texts(story):
    return [x for x in story if hasattr(x, "text")]


# ---------------------------------------------------------------------------
# 02 - Jeddah apartment priced in USD, borderless table with the amount column
#      first, an indicative SAR column, footnote markers; RETT stated over
#      three sentences after the table.
# ---------------------------------------------------------------------------
def agreement_02():
    price = D("486000.00")
    plan = [
        row("Booking Deposit", pct_of(price, 5), 5, date(2026, 2, 16)),
        row("Contract Payment", pct_of(price, 10), 10, date(2026, 3, 16)),
    ]
    for i, d in enumerate([date(2026, 6, 16), date(2026, 10, 16), date(2027, 2, 16), date(2027, 6, 16),
                           date(2027, 10, 16)], 3):
        plan.append(row("Instalment %d" % i, pct_of(price, "12.5"), "12.5", d, mark="*"))
    plan.append(row("Balance due on Delivery", pct_of(price, "22.5"), "22.5", None,
                    when="on Delivery of the Unit"))
    rett = row("Real Estate Transaction Tax", pct_of(price, 5), 5, date(2026, 3, 16), fee=True)
    rows = plan + [rett]
    check_plan(price, rows)
    rate = D("3.75")

    hdr = ["Amount (USD)", "%", "Due (mm/dd/yyyy)", "Payment", "Indicative SAR\u2020"]
    data = [[P("<b>%s</b>" % h, CELL) for h in hdr]]
    for r in plan:
        data.append([money(r["amount"]), pct_txt(r["pct"]) + "%",
                     mdy(r["due"]) if r["due"] else P(r["when"], CELL),
                     P(r["desc"] + r.get("mark", ""), CELL), money(r["amount"] * rate)])
    data.append([P("<b>%s</b>" % money(price), CELL), "100%", "", P("<b>Purchase Price</b>", CELL),
                 money(price * rate)])
    t = Table(data, colWidths=[28 * mm, 14 * mm, 32 * mm, 56 * mm, 32 * mm])
    t.setStyle(TableStyle([
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("LINEABOVE", (0, -1), (-1, -1), 0.4, colors.grey),
        ("FONT", (0, 1), (-1, -1), "Helvetica", 8.6),
        ("ALIGN", (0, 1), (1, -1), "RIGHT"),
        ("ALIGN", (4, 1), (4, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
    ]))

    s = []
    s.append(P("CONTRACT FOR THE SALE OF AN OFF-PLAN RESIDENTIAL UNIT", TITLE))
    s.append(P("Sea Pearl Residences, Al Shati District, Jeddah &mdash; Unit 2207", SUB))
    s.append(P("<b>Contract date:</b> 02/09/2026 &nbsp;&nbsp; <b>Contract No.:</b> SPR-JED-2207 &nbsp;&nbsp; "
               "<b>Wafi license:</b> 1122/1446"))
    s.append(P("<b>Section 1. The Parties</b>", H))
    s.append(P("1.01 <b>Red Sea Crescent Development Company</b> (a Saudi closed joint stock company, "
               "C.R. No. 4030287716, Jeddah), of 2nd Floor, Al Murjan Tower, Prince Sultan Road, Jeddah 23613 "
               "(\"<b>Developer</b>\")."))
    s.append(P("1.02 <b>Mr. Ahmed Raza Siddiqui</b>, Pakistani national holding Saudi Premium Residency No. "
               "2459018833, passport No. CK4471902 (\"<b>Purchaser</b>\")."))
    s.append(P("<b>Section 2. Interpretation</b>", H))
    s.append(P("2.01 In this Contract: \"<b>Unit</b>\" means apartment No. 2207 on the 22nd floor of Sea Pearl "
               "Residences, with a net saleable area of 148.6 square metres and two parking bays, Nos. B1-044 and "
               "B1-045; \"<b>Delivery</b>\" means the handing over of the Unit upon issue of the completion "
               "certificate by the Jeddah Municipality; \"<b>Escrow Account</b>\" means project account "
               "No. 68200004417301 held with the Saudi National Bank."))
    s.append(P("2.02 The currency of this Contract is the United States Dollar. All payments by the Purchaser "
               "shall be made in USD; any amount in Saudi Riyals shown in this Contract is given for information "
               "only."))
    s.append(P("<b>Section 3. Price</b>", H))
    s.append(P("3.01 The price of the Unit is <b>USD %s</b> (four hundred eighty-six thousand United States "
               "Dollars) (the \"<b>Purchase Price</b>\"), equivalent to about USD 3,270.52 per square metre of net "
               "saleable area." % money0(price)))
    s.append(P("3.02 The Purchase Price shall be paid in eight payments, as follows:"))
    s.append(t)
    s.append(Spacer(1, 3))
    s.append(P("* Instalments 3 to 7 are paid directly into the Escrow Account and are released to the Developer "
               "by the escrow agent against certified construction progress.", SMALL))
    s.append(P("\u2020 At the fixed rate of USD 1 = SAR 3.75, for information only.", SMALL))
    s.append(P("3.03 Payments are due on the dates stated above whether or not the Developer sends a reminder."))
    s.append(P("<b>Section 4. Taxes</b>", H))
    s.append(P("4.01 The Real Estate Transaction Tax is borne by the Purchaser. It is levied at five per cent "
               "(5%%) of the Purchase Price, i.e. USD %s. It shall be settled on or prior to %s, and the "
               "Developer shall not register this Contract on the Wafi platform until the tax has been "
               "settled." % (money(rett["amount"]), mdy(rett["due"]))))
    s.append(P("4.02 The sale of the Unit is not subject to Value Added Tax. Service charges invoiced by the "
               "owners' association after Delivery, currently estimated at USD 14 per square metre per annum, "
               "are subject to VAT at 15%."))
    s.append(P("4.03 Registration of the title deed in the Purchaser's name with the Real Estate General "
               "Authority shall be at the Developer's cost."))
    s.append(P("<b>Section 5. Construction and Delivery</b>", H))
    s.append(P("5.01 The Developer shall complete the Unit substantially in accordance with the specifications "
               "in Schedule B and expects Delivery in the fourth quarter of 2027. A delay of up to 6 months shall "
               "not give rise to any liability."))
    s.append(P("5.02 For each full month of delay beyond that period the Developer shall pay the Purchaser "
               "0.5% of the amounts paid, up to a maximum of 6%."))
    s.append(P("<b>Section 6. Purchaser's Default</b>", H))
    s.append(P("6.01 If the Purchaser fails to pay any amount within 30 days after its due date, the Developer "
               "may serve a notice to pay within a further 30 days. If the default continues, the Developer may "
               "rescind this Contract and refund the amounts received less 5% of the Purchase Price, within 90 "
               "days of rescission."))
    s.append(P("<b>Section 7. Brokerage</b>", H))
    s.append(P("7.01 The Developer shall pay the commission of its appointed broker (2.5% of the Purchase Price) "
               "and the Purchaser shall have no liability for it."))
    s.append(P("<b>Section 8. Law and Forum</b>", H))
    s.append(P("8.01 This Contract is governed by the laws of the Kingdom of Saudi Arabia. Disputes shall be "
               "resolved by arbitration under the rules of the Saudi Center for Commercial Arbitration, seated "
               "in Jeddah, by a sole arbitrator."))
    s.append(Spacer(1, 10))
    s.append(P("Executed in Jeddah on 02/09/2026 in two originals in English and Arabic; the Arabic text prevails."))
    s.append(P("Developer: ______________________ &nbsp;&nbsp;&nbsp;&nbsp; Purchaser: ______________________"))
    assert_month_first([x.text for x in story_texts(s)] + [mdy(r["due"]) for r in plan if r["due"]])
    build("02_jeddah_apartment_borderless_usd", s, "Red Sea Crescent Development Co. | SPR-JED-2207 | 2026",
          "Sea Pearl Residences - Unit 2207", rows)


# ---------------------------------------------------------------------------
# 03 - Al Khobar office unit: bordered table with merged stage cells, subtotal
#      rows, amount before percentage, dagger footnote, post-handover rows,
#      summary clause in words, taxes schedule after the plan, distractor
#      schedules (delay compensation, refunds).
# ---------------------------------------------------------------------------
def agreement_03():
    price = D("1944000.00")
    eff = date(2026, 2, 17)
    groups = [
        ("Pre-construction", [
            row("Payment No. 1 \u2014 Down Payment", pct_of(price, 10), 10, None,
                when="On execution of this Agreement"),
            row("Payment No. 2", pct_of(price, "7.5"), "7.5", date(2026, 5, 31)),
        ]),
        ("Construction", [
            row("Payment No. 3 \u2014 Structural Frame", pct_of(price, "12.5"), "12.5", None,
                when="On completion of the structural frame of Tower 2"),
            row("Payment No. 4", pct_of(price, "12.5"), "12.5", date(2027, 8, 15), mark="\u2020"),
            row("Payment No. 5 \u2014 Fa\u00e7ade", pct_of(price, "7.5"), "7.5", None,
                when="Upon the expiry of 90 days from the completion of the fa\u00e7ade works"),
        ]),
        ("Handover", [
            row("Payment No. 6 \u2014 Handover Payment", pct_of(price, 20), 20, None, when="On Handover"),
        ]),
        ("Post-handover", [
            row("Payment No. %d \u2014 Post-Handover Instalment %d of 4" % (7 + i, i + 1), pct_of(price, "7.5"),
                "7.5", d, post=True)
            for i, d in enumerate([date(2029, 6, 30), date(2029, 12, 31), date(2030, 6, 30), date(2030, 12, 31)])
        ]),
    ]
    plan = [r for _, g in groups for r in g]
    rett = row("Real Estate Transaction Tax (RETT)", pct_of(price, 5), 5, None, fee=True)
    oa = row("Owners' Association registration fee", D("2300.00"), 0, None, fee=True)
    rows = plan + [rett, oa]
    check_plan(price, rows)

    hdr = ["Stage", "Payment", "Amount (SAR)", "%", "Falling due"]
    data = [[P("<b>%s</b>" % h, CELL) for h in hdr]]
    spans = []
    sub_rows = []
    for stage, g in groups:
        start = len(data)
        for r in g:
            data.append([P(stage, CELL) if len(data) == start else "", P(r["desc"] + r.get("mark", ""), CELL),
                         money(r["amount"]), pct_txt(r["pct"]) + "%",
                         mdy(r["due"]) if r["due"] else P(r["when"], CELL)])
        if len(g) > 1:
            spans.append(("SPAN", (0, start), (0, len(data) - 1)))
        if stage != "Handover":
            data.append(["", P("<i>Subtotal &mdash; %s</i>" % stage.lower(), CELL),
                         money(sum(r["amount"] for r in g)), pct_txt(sum(r["pct"] for r in g)) + "%", ""])
            sub_rows.append(len(data) - 1)
    data.append(["", P("<b>Total (Purchase Price)</b>", CELL), money(price), "100%", ""])
    data.append([P("\u2020 Payment No. 4 is payable on its date irrespective of the progress of construction. "
                   "Amounts in this table exclude RETT and the charges in Schedule 3.", SMALL), "", "", "", ""])
    n = len(data)
    style = [
        ("GRID", (0, 0), (-1, n - 2), 0.6, colors.black),
        ("BOX", (0, n - 1), (-1, n - 1), 0.6, colors.black),
        ("SPAN", (0, n - 1), (-1, n - 1)),
        ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.82, 0.86, 0.9)),
        ("FONT", (0, 1), (-1, -1), "Helvetica", 8.4),
        ("ALIGN", (2, 1), (3, n - 2), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ] + spans + [("BACKGROUND", (0, i), (-1, i), colors.Color(0.95, 0.95, 0.95)) for i in sub_rows]
    t = Table(data, colWidths=[28 * mm, 50 * mm, 27 * mm, 14 * mm, 51 * mm])
    t.setStyle(TableStyle(style))

    def table(rows_, widths, head):
        d = [[P("<b>%s</b>" % h, CELL) for h in head]] + [[P(c, CELL) for c in r] for r in rows_]
        x = Table(d, colWidths=widths)
        x.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return x

    s = []
    s.append(P("OFFICE UNIT SALE AGREEMENT", TITLE))
    s.append(P("Corniche Business Towers &mdash; Tower 2, Unit T2-1904 &mdash; Al Khobar", SUB))
    s.append(P("THIS AGREEMENT is made on %s" % mdy(eff)))
    s.append(P("BY AND BETWEEN <b>Eastern Gulf Towers Real Estate Company</b> (C.R. 2051066120, Al Khobar), whose "
               "office is at 5th Floor, Tower 1, Corniche Business Towers, Prince Turki Street, Al Khobar 34412 "
               "(the \"<b>Vendor</b>\"), and <b>Al Mashreq Engineering Consultants</b>, a professional company "
               "(C.R. 2050119044, Dammam), represented by its managing partner Eng. Khalid Nasser Al-Dossary "
               "(the \"<b>Purchaser</b>\")."))
    s.append(P("CLAUSE 1 &mdash; THE UNIT", H))
    s.append(P("1.1 The Vendor agrees to sell and the Purchaser agrees to buy office unit T2-1904 on the 19th "
               "floor of Tower 2, having a leasable area of 211.3 square metres, together with 4 parking spaces in "
               "basement level B2 (Nos. 2-211 to 2-214) (the \"<b>Unit</b>\")."))
    s.append(P("1.2 The Project is registered under off-plan license No. 0981/2025 and all payments towards the "
               "Purchase Price shall be made into the project escrow account No. 2400-771-1904 held with Riyad "
               "Bank."))
    s.append(P("CLAUSE 2 &mdash; PRICE", H))
    s.append(P("2.1 The purchase price of the Unit is SAR %s (one million nine hundred forty-four thousand Saudi "
               "Riyals) (the \"<b>Purchase Price</b>\"), i.e. SAR 9,200.19 per square metre of leasable area, "
               "rounded." % money0(price)))
    s.append(P("2.2 The Purchase Price is fixed and shall not be revised for any variation of up to 2% in the "
               "surveyed area."))
    s.append(P("CLAUSE 3 &mdash; HANDOVER", H))
    s.append(P("3.1 The anticipated handover date is 12/31/2028. \"<b>Handover</b>\" occurs when the Vendor "
               "delivers the keys of the Unit after the issue of the occupancy certificate."))
    s.append(P("CLAUSE 4 &mdash; INSTALMENTS", H))
    s.append(P("4.1 The Purchaser shall pay the Purchase Price in ten payments in accordance with Schedule 2 "
               "below."))
    s.append(P("<b>SCHEDULE 2 &mdash; PAYMENT PLAN</b>", SUB))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(P("CLAUSE 5 &mdash; SUMMARY OF THE PAYMENT PLAN", H))
    s.append(P("5.1 For convenience only, and without varying Schedule 2: Payment No. 1 &mdash; ten per centum "
               "on execution; Payment No. 2 &mdash; seven and one half per centum on %s; Payments No. 3 to 5 "
               "&mdash; thirty-two and one half per centum in aggregate during construction; Payment No. 6 "
               "&mdash; twenty per centum on Handover; and the remaining thirty per centum in four equal "
               "half-yearly payments after Handover, the last of them falling due on %s."
               % (mdy(plan[1]["due"]), mdy(plan[-1]["due"]))))
    s.append(P("5.2 In case of any conflict between this Clause 5 and Schedule 2, Schedule 2 prevails."))
    s.append(P("<b>SCHEDULE 3 &mdash; TAXES AND CHARGES PAYABLE BY THE PURCHASER</b>", SUB))
    s.append(P("(a) The Purchaser shall bear the Real Estate Transaction Tax at five per cent (5%%) of the "
               "Purchase Price, amounting to SAR %s, to be paid through the ZATCA portal before the transfer of "
               "title to the Unit. No VAT is chargeable on the sale of the Unit." % money(rett["amount"])))
    s.append(P("(b) The Purchaser shall pay the Owners' Association registration fee of SAR %s on Handover. "
               "Service charges (currently estimated at SAR 180 per square metre per annum plus VAT at 15%%) are "
               "invoiced annually by the Owners' Association and are not part of this Agreement."
               % money(oa["amount"])))
    s.append(P("CLAUSE 6 &mdash; LATE PAYMENT AND TERMINATION", H))
    s.append(P("6.1 Late payments bear a charge of 1% per month. If a payment is more than 90 days overdue, the "
               "Vendor may terminate this Agreement by notice, in which case the refund set out in Schedule 5 "
               "applies."))
    s.append(P("CLAUSE 7 &mdash; DELAY IN HANDOVER", H))
    s.append(P("7.1 If Handover has not occurred within 6 months after the anticipated handover date, the "
               "Vendor shall compensate the Purchaser in accordance with Schedule 4."))
    s.append(P("<b>SCHEDULE 4 &mdash; COMPENSATION FOR DELAY IN HANDOVER</b>", SUB))
    s.append(table([["Months 7 to 12 after 12/31/2028", "0.5% of the amounts paid, per month"],
                    ["Months 13 to 18", "0.75% of the amounts paid, per month"],
                    ["After month 18", "Right of the Purchaser to terminate; full refund within 60 days"]],
                   [70 * mm, 100 * mm], ["Period of delay", "Compensation"]))
    s.append(P("<b>SCHEDULE 5 &mdash; REFUND ON TERMINATION FOR PURCHASER DEFAULT</b>", SUB))
    s.append(table([["Before completion of the structural frame", "90% of the amounts paid", "within 60 days"],
                    ["After the structural frame, before Handover", "85% of the amounts paid", "within 90 days"],
                    ["After Handover", "80% of the amounts paid, net of unpaid service charges", "within 120 days"]],
                   [70 * mm, 62 * mm, 38 * mm], ["Termination occurring", "Refund", "Paid"]))
    s.append(P("CLAUSE 8 &mdash; GOVERNING LAW", H))
    s.append(P("8.1 This Agreement is governed by the laws of the Kingdom of Saudi Arabia and the courts of "
               "Al Khobar shall have jurisdiction."))
    s.append(Spacer(1, 10))
    s.append(P("For the Vendor: ______________________ &nbsp;&nbsp;&nbsp;&nbsp; For the Purchaser: "
               "______________________"))
    assert_month_first([x.text for x in story_texts(s)] + [mdy(r["due"]) for r in plan if r["due"]])
    build("03_khobar_office_merged_cells", s, "Eastern Gulf Towers RE Co. | Ref. EGT/CBT/T2-1904/26 | Unit T2-1904",
          "Office Unit Sale Agreement 2026", rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("saudi_monthfirst_pdf_r4: written")
