#!/usr/bin/env python3
"""Generate the `qatar_gcc_text_and_pdf` corpus layout.

Qatar (Lusail, The Pearl) and Bahrain sale agreements, some as plain UTF-8
text and some as PDF (reportlab).  Amounts in QAR / QR / BD / BHD with two
decimals; numeric dates are day first (15/06/2026).  The plan sits in a
"Schedule 2 - Payment Schedule" (tab-separated or pipe table in the text files,
a reportlab table or numbered lines in the PDFs), often with construction
milestones (undated rows).  Fees (registration fee, service charge deposit)
appear before or after the plan.  Two documents have no payment plan at all
(a fully paid transfer deed and a reservation letter) and expect [].

Rows are built once as Python data; both the document and the .expected.json
are rendered from them.

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
from reportlab.lib.pagesizes import A4  # noqa: E402
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


def dmy(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def long(d):
    return f"{d.day} {MONTH[d.month - 1]} {d.year}"


def money(x, dec=2):
    x = D(x)
    return f"{x:,.2f}" if dec else f"{x:,.0f}"


def pct_s(p):
    return f"{D(p).normalize():f}%"


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


def write_expected(slug, rows):
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(to_expected(rows), fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def write_txt(slug, text, rows):
    with open(os.path.join(HERE, slug + ".txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text.strip("\n") + "\n")
    write_expected(slug, rows)


SS = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=SS["Normal"], fontName="Times-Roman", fontSize=10, leading=13,
                      spaceAfter=5)
TITLE = ParagraphStyle("title", parent=SS["Title"], fontName="Times-Bold", fontSize=15, leading=19,
                       alignment=TA_CENTER, spaceAfter=4)
SUB = ParagraphStyle("sub", parent=BODY, alignment=TA_CENTER, spaceAfter=10)
HEAD = ParagraphStyle("head", parent=BODY, fontName="Times-Bold", fontSize=10.5, spaceBefore=6, spaceAfter=3)
CELL = ParagraphStyle("cell", parent=BODY, fontSize=9.5, leading=11.5, spaceAfter=0)
IND = ParagraphStyle("ind", parent=BODY, leftIndent=14)


def P(t, st=BODY):
    return Paragraph(t, st)


def H(t):
    return Paragraph(t, HEAD)


def table(data, widths, grid=True, right_cols=()):
    t = Table(data, colWidths=widths, hAlign="LEFT", repeatRows=1)
    style = [("FONT", (0, 0), (-1, -1), "Times-Roman", 9.5),
             ("FONT", (0, 0), (-1, 0), "Times-Bold", 9.5),
             ("VALIGN", (0, 0), (-1, -1), "TOP")]
    for c in right_cols:
        style.append(("ALIGN", (c, 0), (c, -1), "RIGHT"))
    if grid:
        style.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
    t.setStyle(TableStyle(style))
    return t


def build_pdf(slug, story, rows, title):
    doc = SimpleDocTemplate(os.path.join(HERE, slug + ".pdf"), pagesize=A4, leftMargin=22 * mm,
                            rightMargin=22 * mm, topMargin=20 * mm, bottomMargin=20 * mm, title=title,
                            author="", subject="", creator="", producer="")
    doc.build(story)
    write_expected(slug, rows)


def sign_block(left, right):
    t = Table([[left, right], ["______________________", "______________________"]],
              colWidths=[80 * mm, 80 * mm], hAlign="LEFT")
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Times-Roman", 10),
                           ("TOPPADDING", (0, 1), (-1, 1), 18)]))
    return t


# --------------------------------------------------------------------------- 01 (txt, tab table)
def agreement_01():
    price = D("2150000")
    plan = [
        row("Down payment", pct_of(price, 10), 10, None, when="On signing of this Agreement"),
        row("Second instalment", pct_of(price, 10), 10, dt.date(2026, 6, 15)),
        row("On completion of foundations", pct_of(price, 15), 15, None,
            when="Within 14 days of the Engineer's certificate"),
        row("On completion of structure", pct_of(price, 25), 25, None,
            when="Within 14 days of the Engineer's certificate"),
        row("On completion of finishing works", pct_of(price, 20), 20, None,
            when="Within 14 days of the Engineer's certificate"),
        row("On handover", pct_of(price, 20), 20, None, when="On the Handover Date"),
    ]
    reg = row("Registration fee", pct_of(price, D("0.25")), D("0.25"), None, fee=True)
    scd = row("Service charge deposit", D("12000"), None, None, fee=True)
    rows = plan + [reg, scd]
    check_plan(rows, price, all_pct=True)

    tab = ["No.\tPayment Milestone\t% of Price\tAmount (QAR)\tDue Date"]
    for i, r in enumerate(plan):
        tab.append(f"{i + 1}\t{r['desc']}\t{pct_s(r['pct'])}\t{money(r['amount'])}\t"
                   f"{dmy(r['due']) if r['due'] else r['when']}")
    tab.append(f"\tTotal\t100%\t{money(price)}\t")
    tab = "\n".join(tab)
    fees = "\n".join([
        "Item\tBasis\tAmount (QAR)\tPayable",
        f"Registration fee\t0.25% of the Purchase Price\t{money(reg['amount'])}\t"
        "On registration of the Unit with the Real Estate Registration Department",
        f"Service charge deposit\tFixed\t{money(scd['amount'])}\tOn handover, before the keys are released",
    ])

    text = f"""
SALE AND PURCHASE AGREEMENT

Marina Crest Residences - Tower 2 - Marina District, Lusail City, State of Qatar

Agreement No.: MCR-T2-1905
Date: 12 March 2026

THIS AGREEMENT is made on the date stated above

BETWEEN:

(1) AL WUSAIL HEIGHTS REAL ESTATE DEVELOPMENT W.L.L., a limited liability company registered in
    the State of Qatar with Commercial Registration No. 148392, P.O. Box 23817, Doha, acting through
    its authorised signatory Mr. Khalid Nasser Al-Kuwari (the "Seller"); and

(2) MR. ANAND SURESH MENON, Indian national, holder of Qatar ID No. 28735601244 and passport
    No. Z4419083, P.O. Box 47110, Doha (the "Purchaser").

RECITALS

(A) The Seller is the developer of Marina Crest Residences, a residential tower of 38 floors on Plot
    No. 69-0023 in the Marina District of Lusail City (the "Project"), designated as an area in which
    non-Qatari nationals may own property under Law No. 16 of 2018 and Cabinet Decision No. 28 of
    2020.
(B) The Purchaser wishes to purchase the Unit off-plan and the Seller has agreed to sell it on the
    terms of this Agreement.

1. DEFINITIONS AND INTERPRETATION
1.1 "Engineer" means the independent supervision consultant appointed for the Project.
    "Handover Date" means the date stated in the Seller's handover notice.
    "Purchase Price" means the price stated in Clause 3.1.
    "Unit" means the apartment described in Schedule 1.
1.2 Clause headings are for convenience only. References to Schedules are to the schedules to this
    Agreement, which form part of it.

2. SALE AND PURCHASE
The Seller agrees to sell and the Purchaser agrees to purchase the Unit free of encumbrances,
together with the right to use the common areas of the Project in common with the other owners.

3. PURCHASE PRICE
3.1 The Purchase Price of the Unit is QAR {money(price, 0)} (Two Million One Hundred and Fifty
    Thousand Qatari Riyals).
3.2 The Purchaser shall pay the Purchase Price in the instalments set out in Part A of Schedule 2 and
    the fees set out in Part B of Schedule 2, into the escrow account of the Project No.
    0013-448120-001 held with Qatar National Bank (Q.P.S.C.).
3.3 Instalments linked to construction milestones fall due on the date stated in Schedule 2 after
    the Engineer certifies the milestone; the Seller shall send the Purchaser a copy of the
    certificate.

4. LATE PAYMENT
4.1 The Purchaser shall pay a late payment charge of 1% of any overdue amount per month, from its due
    date until payment.
4.2 If any amount remains unpaid sixty (60) days after its due date, the Seller may terminate this
    Agreement by written notice, retain 10% of the Purchase Price and refund the balance of the
    amounts paid within ninety (90) days after the resale of the Unit.

5. CONSTRUCTION AND HANDOVER
5.1 The Seller shall complete the Unit substantially in accordance with the specifications in
    Schedule 1 and shall use reasonable endeavours to hand it over by 31/12/2027 (the "Anticipated
    Completion Date").
5.2 The Seller may extend the Anticipated Completion Date by up to six (6) months. Beyond that
    extension, the Purchaser may claim delay compensation of 0.25% of the amounts paid for each month
    of delay, capped at 5% of the Purchase Price.
5.3 The Purchaser shall take handover within thirty (30) days after the handover notice, subject to
    having paid the instalments and fees due on or before handover.

6. REGISTRATION
The Seller shall register the Unit in the name of the Purchaser at the Real Estate Registration
Department of the Ministry of Justice after completion and payment in full of the Purchase Price.

7. SERVICE CHARGES AND OWNERS' ASSOCIATION
From the Handover Date the Purchaser shall pay the annual service charges of the Project, currently
estimated at QAR 14 per square foot of net area per year, and shall comply with the Project rules.

8. ASSIGNMENT
The Purchaser may assign this Agreement only after paying at least 40% of the Purchase Price and
with the Seller's prior written consent.

9. GOVERNING LAW AND JURISDICTION
This Agreement is governed by the laws of the State of Qatar and the courts of Qatar shall have
exclusive jurisdiction.

10. COUNTERPARTS
This Agreement is signed in two (2) originals in Arabic and English. In case of any discrepancy the
Arabic version shall prevail.

SIGNED by the Seller: ____________________      SIGNED by the Purchaser: ____________________


SCHEDULE 1 - THE UNIT

Unit number:        Apartment 1905, 19th floor, Tower 2
Type:               Two-bedroom apartment with study
Net area:           118.40 sq.m. (approx. 1,274 sq.ft.), balcony 9.60 sq.m.
Parking:            One (1) bay, basement level B2, No. 2-219
Finishes:           As per the Project specification, revision 04 dated 20/01/2026


SCHEDULE 2 - PAYMENT SCHEDULE

Part A - Instalments of the Purchase Price

{tab}

Part B - Fees payable by the Purchaser in addition to the Purchase Price

{fees}
"""
    slug = "01_lusail_apartment_tabs"
    write_txt(slug, text, rows)
    return slug, rows


# --------------------------------------------------------------------------- 02 (txt, pipe table)
def agreement_02():
    price = D("8600000")
    reg = row("Registration fee", pct_of(price, D("0.25")), D("0.25"), None, fee=True)
    scd = row("Service charge deposit", D("25000"), None, None, fee=True)
    plan = [
        row("Booking deposit", pct_of(price, 5), 5, dt.date(2026, 3, 10)),
        row("First instalment", pct_of(price, 15), 15, dt.date(2026, 6, 10)),
        row("Second instalment", pct_of(price, 20), 20, dt.date(2026, 12, 10)),
        row("Handover payment", pct_of(price, 30), 30, None, when="On handover"),
        row("Post-handover instalment 1", pct_of(price, 15), 15, dt.date(2028, 6, 10), post=True),
        row("Post-handover instalment 2", pct_of(price, 15), 15, dt.date(2028, 12, 10), post=True),
    ]
    rows = [reg, scd] + plan
    check_plan(rows, price, all_pct=True)

    hdr = ["No.", "Instalment", "%", "Amount", "Due date"]
    body = [[str(i + 1), r["desc"], pct_s(r["pct"]), f"{money(r['amount'], 0)} QR",
             dmy(r["due"]) if r["due"] else r["when"]] for i, r in enumerate(plan)]
    body.append(["", "Total", "100%", f"{money(price, 0)} QR", ""])
    w = [max(len(x[i]) for x in [hdr] + body) for i in range(5)]
    lines = ["| " + " | ".join(h.ljust(w[i]) for i, h in enumerate(hdr)) + " |",
             "|" + "|".join("-" * (x + 2) for x in w) + "|"]
    for b in body:
        lines.append("| " + " | ".join((c.rjust(w[i]) if i in (2, 3) else c.ljust(w[i]))
                                       for i, c in enumerate(b)) + " |")
    table_txt = "\n".join(lines)

    text = f"""
THE PEARL - QATAR
PORTO ARABIA - TOWNHOUSE VILLA

AGREEMENT FOR SALE AND PURCHASE

Ref: PA-TH-17/SPA/2026                                   Doha, 10 March 2026

PARTIES

Seller:     Pearl Bayside Properties Q.P.J.S.C., C.R. No. 60127, P.O. Box 12990, Doha, Qatar,
            represented by Ms. Aisha Hamad Al-Marri, Head of Sales.

Purchaser:  Mr. Jean-Pierre Laurent Duval and Mrs. Claire Marie Duval, French nationals, holders
            of Qatar IDs Nos. 27725002981 and 28025003114, of Villa 8, Street 902, West Bay Lagoon,
            Doha, jointly and severally.

1. INTERPRETATION
In this Agreement, "Villa" means Townhouse Villa No. 17, Porto Arabia, The Pearl - Qatar, Parcel
No. 66/1180, with a gross area of 412 sq.m. over three levels, a private roof terrace and two (2)
parking spaces; "Price" means the purchase price in Clause 3; "Handover" means delivery of vacant
possession of the completed Villa; and "Schedule 2" means the payment schedule annexed hereto.

2. SALE
The Seller sells and the Purchaser buys the Villa with all its fixtures and the fitted kitchen,
wardrobes and air-conditioning system described in Schedule 1 (Specifications).

3. PRICE
The Price of the Villa is {money(price, 0)} QR (Eight Million Six Hundred Thousand Qatari Riyals),
being approximately {money(price / 412)} QR per square metre of gross area.

4. PAYMENT
The Price shall be paid in accordance with Schedule 2 - Payment Schedule. Payments shall be made by
bank transfer or by cheques drawn on a bank in Qatar in favour of "Pearl Bayside Properties -
Escrow Account". The Purchaser acknowledges that the booking deposit paid on 10/03/2026 forms part of
the Price.

5. FEES AND CHARGES
In addition to the Price, the Purchaser shall pay:
(a) a registration fee of 0.25% of the Price, amounting to {money(reg['amount'], 0)} QR, payable on
    signing of this Agreement, to cover the registration of this Agreement in the interim register
    and the issue of the title deed by the Real Estate Registration Department; and
(b) a service charge deposit of {money(scd['amount'], 0)} QR, payable on Handover, to be credited
    against the first service charge invoices of the Porto Arabia owners' association.
No other fee shall be charged by the Seller in connection with the sale.

6. COMPLETION AND HANDOVER
6.1 The Seller shall complete the Villa and offer Handover no later than 31/12/2027.
6.2 Two instalments of the Price, as shown in Schedule 2, are payable after Handover. The Purchaser
    shall deliver, on Handover, two (2) post-dated cheques for those instalments; title will be
    transferred only after both have been honoured.
6.3 Should the Seller be late in offering Handover by more than 180 days, the Purchaser may
    terminate this Agreement and receive all sums paid together with compensation equal to 2% of the
    Price.

7. DEFAULT
7.1 Late payment attracts a charge of 12% per annum calculated daily.
7.2 If the Purchaser fails to remedy a payment default within thirty (30) days of a notice, the
    Seller may terminate this Agreement, in which case the Seller shall be entitled to retain 15%
    of the Price and shall refund any surplus within sixty (60) days.

8. USE
The Villa shall be used for private residential purposes only, in accordance with the Master
Community Declaration of The Pearl - Qatar and the Porto Arabia rules.

9. NOTICES
Notices shall be in writing and delivered by hand, courier or e-mail to the addresses stated above.

10. GOVERNING LAW
This Agreement shall be governed by the laws of the State of Qatar. Disputes shall be referred to
the Qatar International Court and Dispute Resolution Centre.

Signed for the Seller: __________________     Signed by the Purchaser: __________________ (1)
                                                                          __________________ (2)

------------------------------------------------------------------------------------------------

SCHEDULE 2 - PAYMENT SCHEDULE

{table_txt}

Note: instalments 5 and 6 fall due after Handover.
"""
    slug = "02_pearl_villa_pipe"
    write_txt(slug, text, rows)
    return slug, rows


# --------------------------------------------------------------------------- 03 (pdf, Bahrain)
def agreement_03():
    price = D("185000")
    plan = [
        row("Reservation deposit", pct_of(price, 5), 5, dt.date(2026, 2, 9)),
        row("On signing of this Agreement", pct_of(price, 15), 15, None),
        row("On completion of foundations", pct_of(price, 20), 20, None),
        row("On completion of structure", pct_of(price, 20), 20, None),
        row("On completion of finishing", pct_of(price, 20), 20, None),
        row("On handover", pct_of(price, 20), 20, None),
    ]
    reg = row("Registration fee", pct_of(price, 2), 2, None, fee=True)
    scd = row("Service charge deposit", D("1200"), None, None, fee=True)
    rows = plan + [reg, scd]
    check_plan(rows, price, all_pct=True)

    due_col = {0: f"Paid on {dmy(plan[0]['due'])}", 1: "On signing", 2: "Architect's certificate",
               3: "Architect's certificate", 4: "Architect's certificate", 5: "Handover notice"}
    data = [["Stage", "Payment", "%", "Amount (BD)", "Due"]]
    for i, r in enumerate(plan):
        data.append([str(i + 1), r["desc"], pct_s(r["pct"]), money(r["amount"]), due_col[i]])
    data.append(["", "Total", "100%", money(price), ""])
    t = table(data, [14 * mm, 58 * mm, 16 * mm, 28 * mm, 46 * mm], grid=True, right_cols=(2, 3))

    s = []
    s.append(P("SALE AND PURCHASE AGREEMENT", TITLE))
    s.append(P("Bahrain Bay - Residential Tower \"Azure Quay\" - Manama, Kingdom of Bahrain<br/>"
               "Agreement dated 2 March 2026", SUB))
    s.append(H("PARTIES"))
    s.append(P("1. <b>Azure Quay Development Company B.S.C. (c)</b>, registered with the Ministry of Industry and "
               "Commerce under C.R. No. 118772-1, of Building 1459, Road 4626, Block 346, Manama (the "
               "\"Developer\"); and"))
    s.append(P("2. <b>Mr. Yousif Ebrahim Al-Sayed</b>, Bahraini, CPR No. 870512334, of House 2210, Road 3357, "
               "Block 933, Riffa (the \"Purchaser\")."))
    s.append(H("BACKGROUND"))
    s.append(P("A. The Developer is developing the Azure Quay tower (Project registration No. OP-2025-041 with the "
               "Real Estate Regulatory Authority (RERA), dated 25/01/2026) on Plot No. 03019388, Bahrain Bay."))
    s.append(P("B. The Purchaser reserved the Unit under reservation form No. AQ-3307 and paid the reservation "
               "deposit shown in Schedule 2, which is credited against the Price."))
    s.append(H("1. DEFINITIONS"))
    s.append(P("\"Architect\" means the Project's supervising architect appointed under RERA rules. \"Escrow "
               "Account\" means the Project escrow account No. 100-48817-02 at National Bank of Bahrain. "
               "\"Price\" means the amount in Clause 3. \"Unit\" means Apartment 3307, 33rd floor, three "
               "bedrooms, net area 176.50 sq.m., with two parking spaces (Nos. P4-31 and P4-32)."))
    s.append(H("2. SALE"))
    s.append(P("The Developer agrees to sell and the Purchaser agrees to buy the Unit together with an undivided "
               "share of 0.46% in the common parts of the building, in accordance with Law No. 27 of 2017 "
               "regulating the real estate sector."))
    s.append(H("3. PRICE"))
    s.append(P(f"The Price of the Unit is <b>BD {money(price)}</b> (One Hundred and Eighty-Five Thousand Bahraini "
               "Dinars). It shall be paid into the Escrow Account in accordance with Schedule 2."))
    s.append(H("4. COMPLETION"))
    s.append(P("4.1 The Developer shall complete the Unit and give the Purchaser a handover notice no later than "
               "30/06/2028. Construction stage payments are due within fifteen (15) days of the Architect's "
               "certificate for the relevant stage."))
    s.append(P("4.2 If the Developer fails to complete within twelve (12) months after that date, the Purchaser "
               "may terminate this Agreement and recover all amounts paid from the Escrow Account."))
    s.append(H("5. DEFAULT"))
    s.append(P("Amounts paid late bear a penalty of 0.05% per day. If the Purchaser fails to pay within forty-five "
               "(45) days of a written notice, the Developer may terminate this Agreement and deduct up to 10% "
               "of the Price, as permitted by RERA, before refunding the balance."))
    s.append(H("6. TITLE"))
    s.append(P("The Unit shall be registered in the Purchaser's name with the Survey and Land Registration Bureau "
               "(SLRB) upon completion and payment in full."))
    s.append(H("7. GOVERNING LAW"))
    s.append(P("This Agreement is governed by the laws of the Kingdom of Bahrain. Disputes shall be referred to the "
               "Bahrain Chamber for Dispute Resolution."))
    s.append(Spacer(1, 8))
    s.append(sign_block("For the Developer", "The Purchaser"))
    s.append(Spacer(1, 14))
    s.append(H("SCHEDULE 2 - PAYMENT SCHEDULE"))
    s.append(P("Part 1 - Instalments of the Price"))
    s.append(t)
    s.append(Spacer(1, 8))
    s.append(P("Part 2 - Charges payable in addition to the Price"))
    s.append(P(f"(a) Registration fee: 2% of the Price, i.e. BD {money(reg['amount'])}, payable on registration "
               "of the Unit with the SLRB.", IND))
    s.append(P(f"(b) Service charge deposit: BD {money(scd['amount'])}, payable on handover.", IND))
    slug = "03_bahrain_bay_apartment"
    build_pdf(slug, s, rows, "Sale and Purchase Agreement")
    return slug, rows


# --------------------------------------------------------------------------- 04 (pdf, no plan)
def agreement_04():
    price = D("3275000")
    s = []
    s.append(P("DEED OF TRANSFER OF A FULLY PAID UNIT", TITLE))
    s.append(P("Fox Hills - Lusail City - State of Qatar<br/>Deed No. FH-TR-0412 dated 05 March 2026", SUB))
    s.append(H("PARTIES"))
    s.append(P("<b>Transferor:</b> Mr. Rashid Saif Al-Naimi, Qatari, QID 28163400612, P.O. Box 9012, Doha."))
    s.append(P("<b>Transferee:</b> Mrs. Fatima Zahra Benali, Moroccan, QID 28850402213, P.O. Box 33107, Doha."))
    s.append(P("<b>Developer (consenting party):</b> Fox Hills Lusail Real Estate W.L.L., C.R. No. 151004."))
    s.append(H("RECITALS"))
    s.append(P("A. By a sale and purchase agreement dated 14/09/2022 (the \"Original SPA\"), the Developer sold to "
               "the Transferor Townhouse No. FH-B-412, Block B, Fox Hills, Lusail City, with a gross area of "
               "265 sq.m. (the \"Unit\"), for a price of QAR 2,780,000.00."))
    s.append(P("B. The Transferor has paid 100% of the price under the Original SPA, the last instalment having "
               "been received by the Developer on 30/11/2025, as confirmed by the Developer's statement of "
               "account dated 15/01/2026 showing a balance of QAR 0.00."))
    s.append(P("C. The Developer issued its no-objection letter to this transfer on 01/03/2026, and all service "
               "charges of the Unit have been settled up to 31/03/2026."))
    s.append(H("1. TRANSFER"))
    s.append(P("1.1 The Transferor hereby transfers and assigns to the Transferee all of his rights, title and "
               "interest in the Unit and under the Original SPA, and the Transferee accepts the same."))
    s.append(P(f"1.2 The consideration for the transfer is <b>QAR {money(price)}</b> (Three Million Two Hundred "
               "and Seventy-Five Thousand Qatari Riyals), which represents an increase of approximately 17.8% "
               "over the original price."))
    s.append(P("1.3 The Transferor acknowledges that he has received the full consideration from the Transferee "
               "on 04/03/2026 by manager's cheque No. 004471 drawn on Commercial Bank of Qatar, and that no "
               "amount remains payable by the Transferee to the Transferor or to the Developer in respect of the "
               "Unit. Nothing further is payable under the Original SPA, whose payment schedule has been "
               "completed in full."))
    s.append(H("2. DEVELOPER'S CONFIRMATION"))
    s.append(P("The Developer confirms that the Unit is completed, that it was handed over to the Transferor on "
               "20/06/2024, and that the fees and charges due to it in connection with this transfer have been "
               "settled in full before signature of this Deed. The Developer will update its owners' register and "
               "cooperate in the registration of the Unit in the name of the Transferee."))
    s.append(H("3. REGISTRATION"))
    s.append(P("The parties shall attend the Real Estate Registration Department of the Ministry of Justice within "
               "thirty (30) days from the date of this Deed to register the transfer. The Transferee takes the "
               "Unit in its present condition, with its 1/148 undivided share in the Fox Hills Block B common "
               "areas."))
    s.append(H("4. WARRANTIES"))
    s.append(P("The Transferor warrants that the Unit is free of any mortgage, lease or other encumbrance and that "
               "the Unit is not subject to any dispute. If this warranty is breached, the Transferor shall "
               "indemnify the Transferee and refund the consideration together with 5% as liquidated damages."))
    s.append(H("5. LAW"))
    s.append(P("This Deed is governed by the laws of the State of Qatar."))
    s.append(Spacer(1, 8))
    s.append(sign_block("Transferor", "Transferee"))
    s.append(Spacer(1, 6))
    s.append(sign_block("Developer", "Witness"))
    slug = "04_lusail_transfer_deed_no_plan"
    build_pdf(slug, s, [], "Deed of Transfer")
    return slug, []


# --------------------------------------------------------------------------- 05 (txt, no plan)
def agreement_05():
    list_price = D("4610000")
    disc = pct_of(list_price, 5)
    net = list_price - disc
    text = f"""
PEARL BAYSIDE PROPERTIES Q.P.J.S.C.
P.O. Box 12990, Doha, State of Qatar - Sales Gallery, Medina Centrale, The Pearl

RESERVATION LETTER

Our ref.: VV-RL-0288                                                       Date: 16/03/2026

To:   Mr. Hamza Tariq Siddiqui
      Villa 31, Compound 7, Al Waab Street, Doha
      QID 28458602219

Subject: Reservation of Apartment 0804, Viva Bahriya Tower 21, The Pearl - Qatar

Dear Mr. Siddiqui,

Further to your visit to our sales gallery on 14/03/2026, we are pleased to confirm the reservation
of the following unit in your name, on the terms of this letter:

  Unit:                 Apartment 0804, 8th floor, Viva Bahriya Tower 21, Parcel 21, The Pearl
  Type:                 Three-bedroom apartment with maid's room, sea view
  Area:                 212.75 sq.m. (gross), balcony 18.20 sq.m.
  Parking:              Two (2) spaces, level B1
  List price:           QAR {money(list_price)}
  Special discount:     5% (QAR {money(disc)}), valid for contracts signed on or before 30/04/2026
  Net purchase price:   QAR {money(net)}

1. The reservation is held free of charge. No deposit is requested with this letter and none has been
   received.

2. The payment plan, including the instalment dates and the split between instalments before and after
   handover, will be agreed in the SPA. For information only, current payment plans for this tower
   require between 10% and 20% on signing of the SPA; this indication does not bind either party.

3. The registration fee (currently 0.25% of the price) and the service charges will be as set out in
   the SPA and the community rules of The Pearl - Qatar.

4. This reservation remains valid until 30/04/2026. If the SPA is not signed by that date, the
   reservation shall lapse automatically and the Unit may be offered to other buyers without notice,
   and the 5% discount shall no longer apply.

5. Handover of the tower is currently scheduled for the second quarter of 2027. The Unit is sold
   fully finished with kitchen appliances, as per the specification sheet (revision 2, dated
   02/02/2026).

6. This letter is not an agreement for sale and creates no obligation to sell or to buy. It is
   governed by the laws of the State of Qatar.

Please sign below to confirm your acceptance of the terms of this reservation and return a copy to
our Sales Gallery within seven (7) days.

Yours faithfully,


Aisha Hamad Al-Marri
Head of Sales
Pearl Bayside Properties Q.P.J.S.C.


Accepted by: ______________________     Mr. Hamza Tariq Siddiqui        Date: ____/____/2026
"""
    slug = "05_pearl_reservation_letter_no_plan"
    write_txt(slug, text, [])
    return slug, []


# --------------------------------------------------------------------------- 06 (pdf, Bahrain series)
def agreement_06():
    price = D("285000")
    reg = row("Registration fee", pct_of(price, D("1.7")), D("1.7"), None, fee=True)
    scd = row("Service charge deposit", D("2500"), None, None, fee=True)
    down = row("Down payment", pct_of(price, 20), 20, None)
    first = dt.date(2026, 7, 1)
    series = [row(f"Instalment {i + 1} of 8", pct_of(price, D("7.5")), D("7.5"), add_months(first, 3 * i))
              for i in range(8)]
    hand = row("On handover", pct_of(price, 20), 20, None)
    rows = [reg, scd, down] + series + [hand]
    check_plan(rows, price, all_pct=True)

    s = []
    s.append(P("VILLA SALE AGREEMENT", TITLE))
    s.append(P("Diyar Al Muharraq - \"Sawahil Villas\" - Kingdom of Bahrain<br/>Contract No. SWV-118 - Manama, "
               "16 April 2026", SUB))
    s.append(P("This Agreement is made between <b>Sawahil Coastal Homes W.L.L.</b> (C.R. No. 140225-3), of Office "
               "2104, Almoayyed Tower, Seef District, Manama (the \"Seller\"), and <b>Mr. Thomas Edward Blake and "
               "Mrs. Sarah Louise Blake</b>, British nationals, CPR Nos. 790318776 and 820721554, of Flat 52, "
               "Building 1780, Road 2832, Block 428, Seef (the \"Buyer\")."))
    s.append(H("1. Property"))
    s.append(P("Villa No. 118 (type \"Coral\", 4 bedrooms) on Plot No. 11-04-118, Sawahil Villas, Diyar Al "
               "Muharraq, plot area 318 sq.m., built-up area 296 sq.m. (the \"Villa\"). Off-plan sale permit "
               "No. RERA/OP/2025/112 issued on 29/10/2025."))
    s.append(H("2. Price"))
    s.append(P(f"The price of the Villa is <b>BHD {money(price)}</b> (Two Hundred and Eighty-Five Thousand "
               "Bahraini Dinars) (the \"Price\"), payable in accordance with Schedule 2."))
    s.append(H("3. Fees and Deposits"))
    s.append(P("3.1 The Buyer shall pay, in addition to the Price:"))
    s.append(P(f"(a) the SLRB registration fee of 1.7% of the Price, i.e. BHD {money(reg['amount'])}, payable "
               "within sixty (60) days of signing of this Agreement so as to benefit from the reduced rate; and",
               IND))
    s.append(P(f"(b) a service charge deposit of BHD {money(scd['amount'])}, payable on handover of the Villa.",
               IND))
    s.append(P("3.2 If the registration fee is paid after the 60-day period, the full statutory rate of 2% shall "
               "apply and any difference shall be borne by the Buyer."))
    s.append(H("4. Handover"))
    s.append(P("The Seller shall hand over the Villa by 30/09/2028, subject to force majeure. The Seller will notify "
               "the Buyer of the handover date at least twenty-one (21) days in advance. Late handover beyond "
               "90 days entitles the Buyer to BHD 500 for each month of delay, up to a maximum of 3% of the "
               "Price."))
    s.append(H("5. Default"))
    s.append(P("If the Buyer fails to pay any instalment within thirty (30) days after its due date, the Seller "
               "may charge interest at 8% per annum and, after notice, terminate this Agreement and deduct 10% "
               "of the Price from the amounts refunded."))
    s.append(H("6. Law and Disputes"))
    s.append(P("This Agreement shall be governed by Bahraini law. The courts of the Kingdom of Bahrain shall have "
               "jurisdiction."))
    s.append(Spacer(1, 8))
    s.append(sign_block("The Seller", "The Buyer"))
    s.append(Spacer(1, 14))
    s.append(H("SCHEDULE 2 - PAYMENT SCHEDULE"))
    s.append(P("The Price shall be paid into the Seller's escrow account No. 0077-102938-001 at Bank of Bahrain "
               "and Kuwait (BBK) as follows:"))
    s.append(P(f"1. Down payment: twenty percent (20%) of the Price, being BHD {money(down['amount'])}, on signing "
               "of this Agreement.", IND))
    s.append(P(f"2. Sixty percent (60%) of the Price in eight (8) equal quarterly instalments of seven and a half "
               f"percent (7.5%) each, being BHD {money(series[0]['amount'])} per instalment, the first instalment "
               f"falling due on {dmy(first)} ({long(first)}) and the subsequent instalments on the first day of "
               f"every third month thereafter, the last falling due on {dmy(series[-1]['due'])}.", IND))
    s.append(P(f"3. Twenty percent (20%) of the Price, being BHD {money(hand['amount'])}, on handover of the Villa.",
               IND))
    s.append(P("Total: 100% of the Price. The quarterly instalments shall be paid by standing order or by "
               "post-dated cheques delivered on signing."))
    slug = "06_muharraq_villa_series"
    build_pdf(slug, s, rows, "Villa Sale Agreement")
    return slug, rows


def main():
    for fn in (agreement_01, agreement_02, agreement_03, agreement_04, agreement_05, agreement_06):
        slug, rows = fn()
        print(f"{slug}: {len(rows)} rows")


if __name__ == "__main__":
    main()
