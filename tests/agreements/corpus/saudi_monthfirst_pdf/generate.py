#!/usr/bin/env python3
"""Generate the `saudi_monthfirst_pdf` corpus layout.

Saudi (Riyadh / Jeddah) and US-drafted sale agreements rendered as PDF with
reportlab.  Every agreement writes numeric dates MONTH FIRST (03/15/2026) and
contains at least one numeric date whose second number is above 12; some also
write dates in words, month first (April 15, 2026).  Amounts in SAR or USD.
Tables are borderless (aligned columns only) in some agreements and gridded in
others.  VAT 15% / RETT 5% are mentioned everywhere; RETT is a fee row only
where the agreement lists it among the payments.

Rows are built once as Python data; the PDF and the .expected.json are both
rendered from them.

Run:  python generate.py
"""
import datetime as dt
import json
import os
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER  # noqa: E402
from reportlab.lib.pagesizes import A4, LETTER  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
CENT = Decimal("0.01")


# --------------------------------------------------------------------------- helpers
def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    return (D(price) * D(pct) / Decimal(100)).quantize(CENT, rounding=ROUND_HALF_UP)


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


def exp_date(d):
    return "" if d is None else f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


def us(d):
    """Numeric month-first date."""
    return f"{d.month:02d}/{d.day:02d}/{d.year}"


def words(d):
    return f"{MONTH[d.month - 1]} {d.day}, {d.year}"


def money(x, dec=2):
    x = D(x)
    return f"{x:,.2f}" if dec else f"{x:,.0f}"


def pct_s(p):
    p = D(p).normalize()
    return f"{p:f}%"


def row(desc, amount, pct=None, due=None, fee=False, post=False, when=None):
    return {"desc": desc, "amount": D(amount).quantize(CENT), "pct": None if pct is None else D(pct),
            "due": due, "fee": fee, "post": post, "when": when}


def to_expected(rows):
    return [{
        "amount": float(r["amount"]),
        "dueDate": exp_date(r["due"]),
        "description": r["desc"],
        "percentage": float(r["pct"]) if r["pct"] is not None else 0.0,
        "isFee": r["fee"],
        "postHandover": r["post"],
        "status": "pending",
    } for r in rows]


def check_plan(rows, price, all_pct=False):
    plan = [r for r in rows if not r["fee"]]
    assert sum(r["amount"] for r in plan) == D(price), (sum(r["amount"] for r in plan), price)
    for r in rows:
        if r["pct"] is not None and not r["fee"]:
            assert r["amount"] == pct_of(price, r["pct"]), r
    if all_pct:
        assert sum(r["pct"] for r in plan) == 100


SS = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=SS["Normal"], fontName="Helvetica", fontSize=9.5, leading=12.5,
                      spaceAfter=5)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=8.5, leading=11)
TITLE = ParagraphStyle("title", parent=SS["Title"], fontName="Helvetica-Bold", fontSize=14, leading=18,
                       alignment=TA_CENTER, spaceAfter=4)
SUB = ParagraphStyle("sub", parent=BODY, alignment=TA_CENTER, fontSize=9, spaceAfter=10)
HEAD = ParagraphStyle("head", parent=BODY, fontName="Helvetica-Bold", fontSize=10, spaceBefore=6,
                      spaceAfter=4)
CELL = ParagraphStyle("cell", parent=BODY, fontSize=9, leading=11, spaceAfter=0)


def P(t, st=BODY):
    return Paragraph(t, st)


def H(t):
    return Paragraph(t, HEAD)


def table(data, widths, grid=True, right_cols=(), header=True):
    t = Table(data, colWidths=widths, hAlign="LEFT", repeatRows=1 if header else 0)
    style = [
        ("FONT", (0, 0), (-1, -1), "Helvetica", 9),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
    ]
    if header:
        style.append(("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9))
    for c in right_cols:
        style.append(("ALIGN", (c, 0), (c, -1), "RIGHT"))
    if grid:
        style.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
        if header:
            style.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD")))
    t.setStyle(TableStyle(style))
    return t


def build(slug, story, rows, pagesize=A4, title="Agreement"):
    path = os.path.join(HERE, slug + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=pagesize, leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=18 * mm, bottomMargin=18 * mm, title=title, author="",
                            subject="", creator="", producer="")
    doc.build(story)
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(to_expected(rows), fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def sign_block(left, right):
    t = Table([[left, right], ["Signature: ____________________", "Signature: ____________________"]],
              colWidths=[85 * mm, 85 * mm], hAlign="LEFT")
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9),
                           ("TOPPADDING", (0, 1), (-1, 1), 18)]))
    return t


# --------------------------------------------------------------------------- 01
def agreement_01():
    price = D("3250000")
    rows = [
        row("Booking Payment", pct_of(price, 5), 5, dt.date(2026, 3, 15)),
        row("Second Installment", pct_of(price, 15), 15, dt.date(2026, 6, 15)),
        row("Third Installment", pct_of(price, 20), 20, dt.date(2026, 9, 15)),
        row("Fourth Installment", pct_of(price, 20), 20, dt.date(2026, 12, 15)),
        row("Fifth Installment", pct_of(price, 20), 20, dt.date(2027, 3, 15)),
        row("Final Installment on Handover", pct_of(price, 20), 20, None, when="On Handover"),
    ]
    check_plan(rows, price, all_pct=True)
    data = [["Installment", "Due Date", "Percentage", "Amount (SAR)"]]
    for r in rows:
        data.append([r["desc"], us(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]), money(r["amount"])])
    data.append(["Total", "", "100%", money(price)])
    plan = table(data, [62 * mm, 38 * mm, 28 * mm, 38 * mm], grid=False, right_cols=(2, 3))

    s = []
    s.append(P("VILLA SALE AND PURCHASE AGREEMENT (OFF-PLAN)", TITLE))
    s.append(P("Agreement dated March 3, 2026 &nbsp;&nbsp;|&nbsp;&nbsp; Ref. SPA/SHT/V-09 &nbsp;&nbsp;|&nbsp;&nbsp; "
               "Executed at Office 1402, Marina Plaza, North Corniche Road, Jeddah 23511", SUB))
    s.append(H("PARTIES"))
    s.append(P("<b>(1) Red Sea Crest Real Estate Development Company</b>, a limited liability company registered in "
               "the Kingdom of Saudi Arabia under Commercial Registration No. 4030418876, whose address is "
               "Office 1402, Marina Plaza, North Corniche Road, Jeddah (the <b>\"Seller\"</b>); and"))
    s.append(P("<b>(2) Mr. Faisal Abdullah Al-Harbi</b>, Saudi national, National ID No. 1047729315, of "
               "P.O. Box 8821, Riyadh 11482 (the <b>\"Purchaser\"</b>)."))
    s.append(H("RECITALS"))
    s.append(P("A. The Seller is the developer of the \"Shati Crest Villas\" project on plot No. 311/B, Al Shati "
               "District, Jeddah, held under title deed No. 420113005541, and has obtained off-plan sale license "
               "No. 1102 from the Off-Plan Sales and Rent Committee (Wafi) dated 11/20/2025."))
    s.append(P("B. The Purchaser wishes to purchase, and the Seller wishes to sell, the Villa described in "
               "Clause 2 on the terms of this Agreement and of the Wafi regulations."))
    s.append(H("1. DEFINITIONS"))
    s.append(P("\"Escrow Account\" means account No. 68200014471003 opened with the Saudi National Bank for the "
               "Project in accordance with the Wafi regulations. \"Handover\" means delivery of possession of the "
               "completed Villa evidenced by a handover certificate. \"Purchase Price\" means the amount in "
               "Clause 3.1. \"Business Day\" means a day other than a Friday, Saturday or public holiday in the "
               "Kingdom."))
    s.append(H("2. THE VILLA"))
    s.append(P("Villa No. 9 of the Project, type C (4 bedrooms), built on a land area of approximately 450 sq.m. "
               "with a built-up area of approximately 380 sq.m., a private pool and two covered parking bays, "
               "as shown in Schedule 1. A variance of up to 2% in the built-up area shall not affect the "
               "Purchase Price."))
    s.append(H("3. PURCHASE PRICE AND TAXES"))
    s.append(P(f"3.1 The Purchase Price of the Villa is <b>SAR {money(price)}</b> (Three Million Two Hundred Fifty "
               "Thousand Saudi Riyals)."))
    s.append(P("3.2 The supply of the Villa is outside the scope of Value Added Tax. Real Estate Transaction Tax "
               "(RETT) at the rate of 5% of the value of the disposal is due on the transfer of title. The "
               "Purchaser shall settle any RETT due directly with the Zakat, Tax and Customs Authority (ZATCA) "
               "before the title transfer at the notary; the Seller does not collect RETT and RETT is not part of "
               "the Purchase Price. VAT at 15% applies to the annual service charges levied after Handover."))
    s.append(H("4. PAYMENT PLAN"))
    s.append(P("4.1 The Purchaser shall pay the Purchase Price into the Escrow Account in the following "
               "installments:"))
    s.append(plan)
    s.append(Spacer(1, 6))
    s.append(P("4.2 The Booking Payment was received on signature of the reservation form and is credited in full "
               "against the Purchase Price. All payments shall be made by bank transfer quoting the reference "
               "SHT-V09."))
    s.append(P("4.3 Any installment not received within fifteen (15) days of its due date shall bear a late "
               "payment charge of one percent (1%) per month of delay, not exceeding ten percent (10%) of the "
               "late amount."))
    s.append(H("5. CONSTRUCTION AND HANDOVER"))
    s.append(P("5.1 The Seller shall complete the Villa and offer Handover no later than 06/30/2027, subject to "
               "extensions approved by Wafi. Progress reports issued by the Project consultant will be shared "
               "with the Purchaser quarterly; the Project was 22% complete on 02/26/2026."))
    s.append(P("5.2 Handover shall take place only after payment of the Final Installment. If the Seller fails to "
               "offer Handover within one hundred eighty (180) days after the date in Clause 5.1, the Purchaser "
               "may terminate this Agreement and receive a refund of all amounts paid plus compensation of five "
               "percent (5%) of the Purchase Price."))
    s.append(H("6. DEFAULT AND TERMINATION"))
    s.append(P("If the Purchaser fails to pay any installment for more than sixty (60) days after written notice, "
               "the Seller may terminate this Agreement in accordance with the Wafi regulations and retain an "
               "amount not exceeding ten percent (10%) of the Purchase Price; the balance of the amounts paid "
               "shall be refunded within thirty (30) days of the resale of the Villa."))
    s.append(H("7. DEFECTS LIABILITY"))
    s.append(P("The Seller warrants the structural elements for ten (10) years and the mechanical, electrical and "
               "plumbing installations for one (1) year from Handover."))
    s.append(H("8. GOVERNING LAW AND DISPUTES"))
    s.append(P("This Agreement is governed by the laws of the Kingdom of Saudi Arabia. Disputes shall be referred "
               "to the competent courts in Jeddah."))
    s.append(H("9. COUNTERPARTS"))
    s.append(P("This Agreement is executed in two (2) originals in Arabic and English; the Arabic text prevails."))
    s.append(Spacer(1, 10))
    s.append(sign_block("For the Seller", "The Purchaser"))
    build("01_jeddah_villa_borderless", s, rows, title="Villa SPA")
    return "01_jeddah_villa_borderless", rows


# --------------------------------------------------------------------------- 02
def agreement_02():
    price = D("1480000")
    rows = [row("Down Payment", pct_of(price, 10), 10, dt.date(2026, 4, 20))]
    for i in range(12):
        rows.append(row(f"Monthly Installment {i + 1}", pct_of(price, 5), 5, add_months(dt.date(2026, 5, 20), i)))
    rows.append(row("On Handover", pct_of(price, 30), 30, None, when="On handover of the Apartment"))
    admin = row("Administration Fee", D("5750"), None, None, fee=True, when="On signing")
    rett = row("Real Estate Transaction Tax (RETT)", pct_of(price, 5), 5, None, fee=True,
               when="Before transfer of title at the notary")
    rows += [admin, rett]
    check_plan(rows, price, all_pct=True)

    data = [["No.", "Payment", "Due Date", "%", "Amount (SAR)"]]
    for i, r in enumerate(rows[:-2]):
        data.append([str(i + 1), r["desc"], us(r["due"]) if r["due"] else P(r["when"], CELL), pct_s(r["pct"]),
                     money(r["amount"])])
    data.append(["", "Total Purchase Price", "", "100%", money(price)])
    plan = table(data, [12 * mm, 55 * mm, 42 * mm, 18 * mm, 38 * mm], grid=True, right_cols=(3, 4))

    fdata = [["Fee", "Basis", "When Payable", "Amount (SAR)"],
             [admin["desc"], P("SAR 5,000.00 plus VAT at 15% (SAR 750.00)", CELL), admin["when"],
              money(admin["amount"])],
             [P(rett["desc"], CELL), "5% of the Purchase Price", P(rett["when"], CELL), money(rett["amount"])]]
    fees = table(fdata, [45 * mm, 50 * mm, 38 * mm, 32 * mm], grid=True, right_cols=(3,))

    s = []
    s.append(P("APARTMENT SALE AGREEMENT", TITLE))
    s.append(P("Al Hamra Waterfront Residences - Building 4 - Jeddah<br/>Executed in Jeddah on 04/14/2026", SUB))
    s.append(P("This Apartment Sale Agreement (the \"Agreement\") is entered into on 04/14/2026 between:"))
    s.append(P("<b>Al Hamra Waterfront Development Co.</b>, a closed joint stock company, C.R. No. 4030397120, "
               "P.O. Box 51730, Jeddah 21553, represented by Eng. Saud Mohammed Al-Ghamdi, General Manager "
               "(the \"Developer\"); and"))
    s.append(P("<b>Ms. Reem Khalid Bakr</b>, Saudi national, National ID No. 1098452217, resident in Al Rawdah "
               "District, Jeddah (the \"Buyer\")."))
    s.append(H("Article 1 - Background"))
    s.append(P("1.1 The Developer is constructing \"Al Hamra Waterfront Residences\", a residential project of "
               "six (6) buildings on land of 18,400 sq.m. in Al Hamra District, under building permit "
               "No. 4412/1447 and Wafi license No. 0987 issued on 01/28/2026."))
    s.append(P("1.2 The Buyer reserved the Apartment on 03/29/2026 and has agreed to purchase it on the terms "
               "set out below."))
    s.append(H("Article 2 - The Apartment"))
    s.append(P("Apartment No. 4-1106, eleventh (11th) floor of Building 4, net area 142 sq.m. plus balcony of "
               "11 sq.m., three bedrooms, sea view, with one allocated parking bay (No. B1-56)."))
    s.append(H("Article 3 - Price"))
    s.append(P(f"3.1 The total price of the Apartment is <b>SAR {money(price, 0)}</b> (One Million Four Hundred "
               "Eighty Thousand Saudi Riyals) (the \"Purchase Price\"), being approximately SAR 10,422.54 per "
               "sq.m. of net area."))
    s.append(P("3.2 The Purchase Price does not include the fees in Article 5. The sale of residential real "
               "estate is not subject to VAT; VAT at 15% applies to the Developer's administration fee."))
    s.append(H("Article 4 - Payment Schedule"))
    s.append(P("The Buyer shall pay the Purchase Price into the Project escrow account (Riyad Bank, account "
               "No. 2011-7734-0090) in accordance with the following schedule:"))
    s.append(plan)
    s.append(Spacer(1, 6))
    s.append(H("Article 5 - Fees Payable by the Buyer"))
    s.append(P("In addition to the Purchase Price, the Buyer shall pay the following amounts:"))
    s.append(fees)
    s.append(Spacer(1, 6))
    s.append(P("The RETT amount is collected by the Developer on behalf of the Buyer and remitted to ZATCA at the "
               "time of transfer; the Developer shall provide the Buyer with the RETT payment certificate."))
    s.append(H("Article 6 - Late Payment"))
    s.append(P("A delay of more than thirty (30) days in any payment entitles the Developer to a late fee of "
               "SAR 500 per day of delay, up to 2% of the Purchase Price. If any payment remains outstanding "
               "for ninety (90) days, the Developer may terminate this Agreement and refund the amounts paid "
               "less 8% of the Purchase Price."))
    s.append(H("Article 7 - Handover"))
    s.append(P("The Developer shall hand over the Apartment by 09/30/2027. The Buyer shall inspect the Apartment "
               "within fourteen (14) days of the handover notice and list any snags, which the Developer shall "
               "remedy within thirty (30) days."))
    s.append(H("Article 8 - Owners' Association"))
    s.append(P("The Buyer shall join the owners' association registered under the Real Estate General "
               "Authority's Mullak program and pay the service charges it approves."))
    s.append(H("Article 9 - Law and Jurisdiction"))
    s.append(P("Saudi law governs this Agreement. The courts of Jeddah have jurisdiction."))
    s.append(Spacer(1, 10))
    s.append(sign_block("Developer", "Buyer"))
    build("02_jeddah_apartment_bordered", s, rows, title="Apartment Sale Agreement")
    return "02_jeddah_apartment_bordered", rows


# --------------------------------------------------------------------------- 03
def agreement_03():
    price = D("850000")
    rows = [
        row("Initial Deposit", D("85000"), 10, None),
        row("Second Deposit", D("170000"), 20, dt.date(2026, 4, 15)),
        row("Progress Payment", D("255000"), 30, dt.date(2026, 12, 15)),
        row("Balance of the Purchase Price at Closing", D("340000"), 40, None),
    ]
    check_plan(rows, price, all_pct=True)

    s = []
    s.append(P("PURCHASE AND SALE AGREEMENT", TITLE))
    s.append(P("(Residential Villa - Obhur Al Shamaliyah, Jeddah, Kingdom of Saudi Arabia)", SUB))
    s.append(P("THIS PURCHASE AND SALE AGREEMENT (this \"Agreement\") is made and entered into as of March 3, 2026 "
               "(the \"Effective Date\"), by and between <b>CORAL BAY HOLDINGS LTD.</b>, a company organized "
               "under the laws of the Kingdom of Saudi Arabia with Commercial Registration No. 4030552019 "
               "(\"Seller\"), and <b>DANIEL R. WHITAKER</b> and <b>LAURA M. WHITAKER</b>, husband and wife, "
               "residing at 1187 Ridgeview Lane, Austin, Texas 78746 (collectively, \"Buyer\")."))
    s.append(H("RECITALS"))
    s.append(P("WHEREAS, Seller is the owner of that certain villa and the land on which it stands, known as Villa "
               "No. 27, Coral Bay Compound, Obhur Al Shamaliyah, Jeddah, title deed No. 820114007731, having a "
               "land area of approximately 600 square meters and a gross floor area of approximately 4,100 "
               "square feet (the \"Property\"); and"))
    s.append(P("WHEREAS, Seller desires to sell and Buyer desires to purchase the Property upon the terms and "
               "conditions set forth herein. NOW, THEREFORE, in consideration of the mutual covenants contained "
               "herein, the parties agree as follows:"))
    s.append(H("ARTICLE 1. PURCHASE AND SALE"))
    s.append(P("1.1 <u>Agreement to Sell</u>. Seller agrees to sell and convey to Buyer, and Buyer agrees to purchase "
               "from Seller, the Property together with all fixtures, the swimming pool equipment and the "
               "appliances listed on Exhibit B."))
    s.append(P("1.2 <u>Renovation</u>. Seller shall, at its sole cost, complete the renovation works described on "
               "Exhibit C (the \"Works\") prior to Closing. The Works were forty percent (40%) complete as of "
               "the Effective Date according to the architect's report dated 02/18/2026."))
    s.append(H("ARTICLE 2. PURCHASE PRICE"))
    s.append(P(f"2.1 <u>Amount</u>. The purchase price for the Property is Eight Hundred Fifty Thousand United "
               f"States Dollars (<b>USD {money(price, 0)}</b>) (the \"Purchase Price\")."))
    s.append(P("2.2 <u>Payment</u>. Buyer shall pay the Purchase Price to Escrow Agent as follows:"))
    s.append(P(f"(a) an initial deposit of USD {money(rows[0]['amount'], 0)}, representing ten percent (10%) of the "
               "Purchase Price (the \"Initial Deposit\"), within three (3) Business Days after the Effective "
               "Date;", BODY))
    s.append(P(f"(b) a second deposit of USD {money(rows[1]['amount'], 0)}, representing twenty percent (20%) of the "
               f"Purchase Price (the \"Second Deposit\"), on or before {words(rows[1]['due'])};"))
    s.append(P(f"(c) a progress payment of USD {money(rows[2]['amount'], 0)}, representing thirty percent (30%) of "
               f"the Purchase Price (the \"Progress Payment\"), on or before {words(rows[2]['due'])}, provided "
               "that the Works have reached substantial completion of the roof and facade; and"))
    s.append(P(f"(d) the balance of the Purchase Price, being USD {money(rows[3]['amount'], 0)} (forty percent "
               "(40%)), by wire transfer of immediately available funds at Closing."))
    s.append(P("2.3 <u>Escrow</u>. The Initial Deposit, the Second Deposit and the Progress Payment (together, the "
               "\"Deposits\") shall be held by Gulf Title &amp; Escrow Services (\"Escrow Agent\") pursuant to the "
               "escrow instructions acknowledged by Escrow Agent on 02/27/2026. Interest, if any, shall follow "
               "the Deposits."))
    s.append(P("2.4 <u>Taxes and Costs</u>. Seller shall bear and pay the Real Estate Transaction Tax (RETT) of "
               "five percent (5%) imposed on the transfer of the Property, together with the brokerage "
               "commission due to Seller's broker and the VAT at fifteen percent (15%) on such commission. Each "
               "party shall bear its own attorneys' fees."))
    s.append(H("ARTICLE 3. TITLE AND INSPECTION"))
    s.append(P("3.1 Buyer has received the title report dated 01/19/2026. Buyer shall notify Seller of any "
               "objection within ten (10) days after the Effective Date; failing which, title shall be deemed "
               "approved."))
    s.append(P("3.2 Buyer may inspect the Property during the thirty (30) day period following the Effective Date "
               "(the \"Inspection Period\")."))
    s.append(H("ARTICLE 4. CLOSING"))
    s.append(P("4.1 The closing of the sale (the \"Closing\") shall take place at a notary public in Jeddah on a "
               "date designated by Seller on not less than fifteen (15) days' notice following completion of "
               "the Works, but in no event later than 09/30/2027 (the \"Outside Closing Date\")."))
    s.append(P("4.2 At Closing, Seller shall transfer title to Buyer free of liens and deliver possession of the "
               "Property, and Buyer shall pay the balance described in Section 2.2(d)."))
    s.append(H("ARTICLE 5. DEFAULT; REMEDIES"))
    s.append(P("5.1 <u>Buyer Default</u>. If Buyer fails to pay any installment of the Purchase Price when due and "
               "such failure continues for ten (10) days after notice, Seller may terminate this Agreement and "
               "retain the Deposits up to an amount equal to ten percent (10%) of the Purchase Price as "
               "liquidated damages, as Seller's sole remedy; any excess shall be returned to Buyer."))
    s.append(P("5.2 <u>Seller Default</u>. If Seller fails to close by the Outside Closing Date, Buyer may "
               "terminate and receive a refund of the Deposits, together with interest at six percent (6%) per "
               "annum, or seek specific performance."))
    s.append(H("ARTICLE 6. MISCELLANEOUS"))
    s.append(P("6.1 <u>Governing Law</u>. This Agreement shall be governed by the laws of the Kingdom of Saudi "
               "Arabia. Any dispute shall be finally resolved by arbitration under the rules of the Saudi Center "
               "for Commercial Arbitration, seated in Riyadh, in the English language."))
    s.append(P("6.2 <u>Notices</u>. Notices shall be in writing and delivered by courier or e-mail to the addresses "
               "set forth above."))
    s.append(P("6.3 <u>Entire Agreement</u>. This Agreement, including Exhibits A through C, constitutes the entire "
               "agreement of the parties and supersedes the letter of intent dated 12/22/2025."))
    s.append(P("6.4 <u>Counterparts</u>. This Agreement may be executed in counterparts and by electronic "
               "signature."))
    s.append(P("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date."))
    s.append(Spacer(1, 8))
    s.append(sign_block("SELLER: Coral Bay Holdings Ltd.", "BUYER: Daniel R. Whitaker / Laura M. Whitaker"))
    build("03_us_drafted_villa_prose", s, rows, pagesize=LETTER, title="Purchase and Sale Agreement")
    return "03_us_drafted_villa_prose", rows


# --------------------------------------------------------------------------- 04
def agreement_04():
    price = D("4600000")
    admin = row("Administration Fee", D("11500"), None, None, fee=True, when="On signing of this Agreement")
    rett = row("Real Estate Transaction Tax (RETT)", pct_of(price, 5), 5, None, fee=True,
               when="Prior to transfer of title")
    rows = [admin, rett,
            row("Down Payment", pct_of(price, 10), 10, dt.date(2026, 3, 17)),
            row("Second Installment", pct_of(price, 20), 20, dt.date(2026, 7, 1)),
            row("On Completion of Structure", pct_of(price, 30), 30, None),
            row("On Completion of Facade and MEP First Fix", pct_of(price, 20), 20, None),
            row("On Handover", pct_of(price, 20), 20, None)]
    check_plan(rows, price, all_pct=True)

    fdata = [["Item", "Basis", "Payable", "SAR"],
             [admin["desc"], "SAR 10,000 + VAT 15%", admin["when"], money(admin["amount"])],
             ["RETT", "5% of the Price", rett["when"], money(rett["amount"])]]
    fees = table(fdata, [40 * mm, 40 * mm, 55 * mm, 30 * mm], grid=False, right_cols=(3,))

    whens = {"Down Payment": us(rows[2]["due"]), "Second Installment": us(rows[3]["due"]),
             "On Completion of Structure": "Certificate of structural completion",
             "On Completion of Facade and MEP First Fix": "Consultant's certificate",
             "On Handover": "Handover notice"}
    pdata = [["Stage", "Payment", "Trigger / Date", "Percent", "SAR"]]
    for i, r in enumerate(rows[2:]):
        pdata.append([str(i + 1), P(r["desc"], CELL), whens[r["desc"]], pct_s(r["pct"]), money(r["amount"])])
    plan = table(pdata, [14 * mm, 55 * mm, 50 * mm, 18 * mm, 30 * mm], grid=False, right_cols=(3, 4))

    s = []
    s.append(P("OFFICE UNIT SALE AGREEMENT", TITLE))
    s.append(P("Agreement dated March 3, 2026 - signed at the Seller's sales gallery, Office 1402, Marina Plaza, "
               "Riyadh Front, Riyadh", SUB))
    s.append(P("<b>Seller:</b> Najd Gate Commercial Real Estate Company, C.R. No. 1010773412, P.O. Box 66120, "
               "Riyadh 11576, represented by Mr. Abdulrahman Saleh Al-Otaibi, Chief Executive Officer."))
    s.append(P("<b>Purchaser:</b> Tamkeen Engineering Consultants, a professional company, C.R. No. 1010689045, "
               "Al Malqa District, Riyadh, represented by Eng. Majed Fahad Al-Dosari, Managing Partner."))
    s.append(H("Article 1 - Preamble"))
    s.append(P("The Seller is developing \"Olaya Business Gate\", two office towers of 28 floors each on plot "
               "No. 1733 of Olaya District, Riyadh (title deed No. 310109044528), marketed off-plan under Wafi "
               "license No. 2230 dated 12/14/2025. The Purchaser, after reviewing the plans and the technical "
               "specifications, wishes to acquire one office unit for its own use."))
    s.append(H("Article 2 - The Unit"))
    s.append(P("Office Unit No. 2207 on the 22nd floor of Tower B, with a gross leasable area of 186 sq.m., "
               "together with three (3) parking bays in basement level B3 and the right to use the shared "
               "meeting facilities on the 2nd floor."))
    s.append(H("Article 3 - Price"))
    s.append(P(f"3.1 The price of the Unit is <b>SAR {money(price, 0)}</b> (Four Million Six Hundred Thousand "
               "Saudi Riyals), i.e. approximately SAR 24,731.18 per sq.m."))
    s.append(P("3.2 The sale of the Unit is a real estate disposal subject to RETT and is exempt from VAT. VAT at "
               "the standard rate of 15% applies to the administration fee and to service charges."))
    s.append(H("Article 4 - Fees"))
    s.append(P("Before the payment plan takes effect, the Purchaser shall pay the following amounts in addition "
               "to the price:"))
    s.append(fees)
    s.append(Spacer(1, 6))
    s.append(P("The Seller will remit the RETT to ZATCA and provide the tax clearance certificate required by "
               "the notary."))
    s.append(H("Article 5 - Payment Plan"))
    s.append(P("The price shall be paid into the Project escrow account with Alinma Bank in the following "
               "stages. Payments linked to construction stages are due within fourteen (14) days after the "
               "Seller notifies the Purchaser of the relevant certificate issued by the Project consultant."))
    s.append(plan)
    s.append(Spacer(1, 6))
    s.append(H("Article 6 - Delivery"))
    s.append(P("6.1 The Seller expects to deliver the Unit in the fourth quarter of 2027 and in any event not later "
               "than 12/31/2027, subject to force majeure and to Wafi-approved extensions."))
    s.append(P("6.2 For each full month of delay beyond that date, the Seller shall pay the Purchaser 0.5% of the "
               "amounts paid, up to a maximum of 6%."))
    s.append(H("Article 7 - Default of the Purchaser"))
    s.append(P("Late payments bear a charge of 1.5% per month. If a payment remains unpaid for more than sixty "
               "(60) days after notice, the Seller may cancel this Agreement, retain 10% of the price and refund "
               "the remainder of the sums paid (excluding the administration fee) within forty-five (45) days."))
    s.append(H("Article 8 - Fit-Out"))
    s.append(P("The Purchaser may carry out fit-out works after delivery in accordance with the Tower B fit-out "
               "guide. A fit-out period of ninety (90) days free of service charges is granted."))
    s.append(H("Article 9 - Governing Law"))
    s.append(P("This Agreement is governed by the laws of the Kingdom of Saudi Arabia; the commercial courts of "
               "Riyadh shall have jurisdiction."))
    s.append(Spacer(1, 10))
    s.append(sign_block("Seller", "Purchaser"))
    build("04_riyadh_office_borderless", s, rows, title="Office Unit Sale Agreement")
    return "04_riyadh_office_borderless", rows


# --------------------------------------------------------------------------- 05
def agreement_05():
    price = D("2240000")
    rows = [row("Reservation Deposit", pct_of(price, 10), 10, dt.date(2025, 12, 15))]
    for i in range(4):
        rows.append(row(f"Installment {i + 1}", pct_of(price, 10), 10, add_months(dt.date(2026, 6, 15), 6 * i)))
    rows.append(row("Upon Handover", pct_of(price, 20), 20, None, when="Upon handover"))
    first_post = dt.date(2028, 12, 15)
    for i in range(3):
        rows.append(row(f"Post-Handover Installment {i + 1} of 3", pct_of(price, 10), 10,
                        add_months(first_post, 12 * i), post=True))
    check_plan(rows, price, all_pct=True)

    data = [["Payment", "Due Date", "%", "Amount (SAR)"]]
    for r in rows[:6]:
        data.append([r["desc"], words(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]), money(r["amount"])])
    plan = table(data, [55 * mm, 50 * mm, 20 * mm, 40 * mm], grid=True, right_cols=(2, 3))

    s = []
    s.append(P("TOWNHOUSE SALE AND PURCHASE AGREEMENT", TITLE))
    s.append(P("Al Basateen Gardens - Phase 3 - Jeddah<br/>This Agreement is dated February 2, 2026", SUB))
    s.append(H("Between"))
    s.append(P("<b>Basateen Urban Development Company</b> (C.R. No. 4030301558), of King Abdulaziz Road, "
               "Al Basateen District, Jeddah 23719 (the \"Developer\"); and"))
    s.append(P("<b>Mr. Omar Yousef Al-Zahrani</b> and <b>Mrs. Hanan Saeed Al-Qahtani</b> (National IDs "
               "1063318820 and 1071142096), of Al Naeem District, Jeddah (together the \"Purchaser\")."))
    s.append(H("1. Background"))
    s.append(P("1.1 The Developer is building 124 townhouses in Phase 3 of Al Basateen Gardens under Wafi "
               "license No. 1377 dated 11/23/2025 and building permit No. 9004/1447."))
    s.append(P("1.2 The Purchaser reserved Townhouse No. 3-58 on December 15, 2025 and paid the reservation "
               "deposit set out in Clause 4, which is part of the Price."))
    s.append(H("2. The Townhouse"))
    s.append(P("Townhouse No. 3-58 (corner unit), plot area 260 sq.m., built-up area 310 sq.m. over ground, first "
               "and roof floors, four bedrooms, maid's room and private garden, as shown on the plans in "
               "Annex A."))
    s.append(H("3. Price"))
    s.append(P(f"The price of the Townhouse is <b>SAR {money(price, 0)}</b> (Two Million Two Hundred Forty Thousand "
               "Saudi Riyals) (the \"Price\"). The Price is fixed. Residential sales are exempt from VAT; the "
               "Developer shall bear the Real Estate Transaction Tax (RETT) of 5% due on the transfer of title, "
               "and the Purchaser shall not be charged for it."))
    s.append(H("4. Payment of the Price"))
    s.append(P("4.1 The Purchaser shall pay seventy percent (70%) of the Price up to and including handover, as "
               "follows:"))
    s.append(plan)
    s.append(Spacer(1, 6))
    s.append(P(f"4.2 The remaining thirty percent (30%) of the Price shall be paid after handover in three (3) "
               f"annual post-handover installments of ten percent (10%) of the Price each (SAR "
               f"{money(rows[6]['amount'], 0)} per installment), the first falling due on {words(first_post)} and "
               "each subsequent installment twelve (12) months after the preceding one. The post-handover "
               "installments shall be secured by promissory notes (sanad lamr) signed at handover."))
    s.append(P("4.3 All payments under Clause 4.1 are made into the Wafi escrow account No. 1290-4410-0721 at "
               "Bank AlJazira."))
    s.append(H("5. Handover"))
    s.append(P("5.1 The Developer shall hand over the Townhouse by September 30, 2028 (the \"Handover Date\"). "
               "The Developer's consultant estimated completion at 35% on January 31, 2026."))
    s.append(P("5.2 If handover is delayed beyond 03/31/2029, the Purchaser may terminate this Agreement and "
               "receive a full refund of all amounts paid within thirty (30) days, together with compensation "
               "of 3% of the Price."))
    s.append(H("6. Purchaser's Default"))
    s.append(P("Any amount unpaid for more than thirty (30) days bears a late charge of 1% per month. Where the "
               "delay exceeds ninety (90) days, the Developer may terminate this Agreement, retain 5% of the "
               "Price and refund the balance within sixty (60) days."))
    s.append(H("7. Service Charges"))
    s.append(P("From handover, the Purchaser shall pay the community service charge (currently estimated at SAR "
               "18 per sq.m. per year) plus VAT at 15%, as approved by the owners' association."))
    s.append(H("8. Law"))
    s.append(P("This Agreement is governed by Saudi law. The competent courts of Jeddah shall settle any dispute."))
    s.append(Spacer(1, 10))
    s.append(sign_block("Developer", "Purchaser"))
    build("05_jeddah_townhouse_words", s, rows, title="Townhouse SPA")
    return "05_jeddah_townhouse_words", rows


# --------------------------------------------------------------------------- 06
def agreement_06():
    price = D("1240000")
    rows = [
        row("Deposit", pct_of(price, 10), 10, None, when="Upon execution"),
        row("Second Payment", pct_of(price, 10), 10, dt.date(2026, 7, 1)),
        row("Third Payment", pct_of(price, 15), 15, dt.date(2026, 10, 1)),
        row("Fourth Payment", pct_of(price, 15), 15, dt.date(2027, 1, 15)),
        row("Fifth Payment", pct_of(price, 20), 20, dt.date(2027, 5, 15)),
        row("Balance at Closing", pct_of(price, 30), 30, None, when="At Closing"),
    ]
    proc = row("Document Processing Fee", D("1500"), None, None, fee=True, when="At Closing")
    wc = row("Association Working Capital Contribution", pct_of(price, D("0.5")), D("0.5"), None, fee=True,
             when="At Closing")
    rows += [proc, wc]
    check_plan(rows, price, all_pct=True)

    data = [["Payment", "Due", "% of Price", "Amount (USD)"]]
    for r in rows[:6]:
        data.append([r["desc"], us(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]), money(r["amount"])])
    data.append(["TOTAL", "", "100%", money(price)])
    plan = table(data, [55 * mm, 40 * mm, 25 * mm, 40 * mm], grid=True, right_cols=(2, 3))
    cdata = [["Closing Cost Paid by Buyer", "Amount (USD)"],
             [proc["desc"], money(proc["amount"])],
             [wc["desc"] + " (0.5% of Purchase Price)", money(wc["amount"])]]
    costs = table(cdata, [115 * mm, 45 * mm], grid=True, right_cols=(1,))

    s = []
    s.append(P("CONDOMINIUM UNIT PURCHASE AGREEMENT", TITLE))
    s.append(P("Residence 1803 - The Heights at Al Malqa - Riyadh", SUB))
    s.append(P("This Condominium Unit Purchase Agreement (\"Agreement\") is dated 05/22/2026 (the \"Effective "
               "Date\") and is made between <b>Malqa Heights Development Company</b>, C.R. No. 1010801277, "
               "Riyadh (\"Seller\"), and <b>Michael J. Harrington</b>, a citizen of the United States, passport "
               "No. 547120938, currently residing at Villa 14, Al Yasmin Compound, Riyadh (\"Buyer\")."))
    s.append(H("SECTION 1. DEFINITIONS"))
    s.append(P("\"Building\" means the 24-story residential tower known as The Heights at Al Malqa, located on "
               "plot No. 2716, Al Malqa District. \"Unit\" means Residence 1803 on the 18th floor of the Building "
               "having an approximate area of 2,260 square feet (210 square meters), two (2) assigned parking "
               "spaces and storage locker No. S-44. \"Closing\" means the transfer of title to the Unit at the "
               "notary and the delivery of possession. \"Business Day\" means any day on which banks in Riyadh "
               "are open."))
    s.append(H("SECTION 2. PURCHASE PRICE"))
    s.append(P(f"2.1 The purchase price for the Unit is One Million Two Hundred Forty Thousand U.S. Dollars "
               f"(<b>USD {money(price)}</b>) (\"Purchase Price\"), payable, at Buyer's option, in U.S. Dollars or in "
               "Saudi Riyals at the fixed rate of SAR 3.75 per USD 1.00."))
    s.append(P("2.2 Buyer shall pay the Purchase Price in accordance with the following schedule:"))
    s.append(plan)
    s.append(Spacer(1, 6))
    s.append(P("2.3 All payments before Closing shall be made to the escrow account of the Building maintained "
               "under the Wafi regulations. Payments are deemed made when received in cleared funds."))
    s.append(H("SECTION 3. CLOSING COSTS"))
    s.append(P("3.1 In addition to the Purchase Price, Buyer shall pay at Closing:"))
    s.append(costs)
    s.append(Spacer(1, 6))
    s.append(P("3.2 Seller shall pay the Real Estate Transaction Tax (RETT) at 5% on the transfer and all costs of "
               "discharging any mortgage on the Unit. Brokerage commissions are payable by Seller, plus VAT at "
               "15%."))
    s.append(H("SECTION 4. CONSTRUCTION; CLOSING DATE"))
    s.append(P("4.1 The Building is under construction. Seller estimates that the Unit will be ready for Closing "
               "on or about 11/30/2027 and shall give Buyer at least thirty (30) days' written notice of the "
               "Closing date."))
    s.append(P("4.2 If Closing has not occurred by 05/31/2028, Buyer may terminate this Agreement by written "
               "notice and receive the return of all amounts paid plus interest at 4% per annum."))
    s.append(H("SECTION 5. BUYER'S DEFAULT"))
    s.append(P("If Buyer fails to make any payment within fifteen (15) days after its due date, Seller may charge "
               "interest at 1% per month on the overdue amount and, after a further thirty (30) days, terminate "
               "this Agreement and retain up to 10% of the Purchase Price as liquidated damages."))
    s.append(H("SECTION 6. WARRANTIES"))
    s.append(P("Seller warrants the Unit against structural defects for ten (10) years and against defects in "
               "finishes and equipment for one (1) year after Closing."))
    s.append(H("SECTION 7. GOVERNING LAW; DISPUTE RESOLUTION"))
    s.append(P("This Agreement is governed by the laws of the Kingdom of Saudi Arabia. The parties submit to "
               "arbitration under the rules of the Saudi Center for Commercial Arbitration, seated in Riyadh."))
    s.append(H("SECTION 8. MISCELLANEOUS"))
    s.append(P("This Agreement supersedes the reservation agreement dated 04/16/2026. Time is of the essence. "
               "Headings are for convenience only."))
    s.append(Spacer(1, 10))
    s.append(sign_block("SELLER", "BUYER"))
    build("06_us_drafted_condo_bordered", s, rows, pagesize=LETTER, title="Condominium Unit Purchase Agreement")
    return "06_us_drafted_condo_bordered", rows


def main():
    for fn in (agreement_01, agreement_02, agreement_03, agreement_04, agreement_05, agreement_06):
        slug, rows = fn()
        print(f"{slug}: {len(rows)} rows")


if __name__ == "__main__":
    main()
