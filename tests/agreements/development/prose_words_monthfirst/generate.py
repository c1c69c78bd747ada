#!/usr/bin/env python3
"""Generate the `prose_words_monthfirst` development agreements.

American-style drafting: payment plans set out in prose, dates written month first
("April 15, 2026", and numerically 04/15/2026 in agreements that write numeric dates
month first throughout), some amounts only in words, percentages in words, series
sentences ("eight (8) quarterly ... instalments of five percent (5%) each, the first on
March 15, 2028"), and distractor clauses full of figures.

Run:  /work/main/.venv/bin/python generate.py
"""
import json
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import LETTER  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import inch  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer  # noqa: E402

import docx  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Pt  # noqa: E402

HERE = Path(__file__).resolve().parent
CENT = Decimal("0.01")

_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
         "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen",
         "Seventeen", "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _below_thousand(n):
    parts = []
    if n >= 100:
        parts.append(_ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        parts.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(_ONES[n])
    return " ".join(parts)


def words(n):
    n = int(n)
    out = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= value:
            out.append((_below_thousand(n // value) + " " + name).strip())
            n %= value
    return " ".join(out) or "Zero"


def pct_words(p):
    return words(p).lower()


def pct_of(price, pct):
    return (Decimal(price) * Decimal(str(pct)) / 100).quantize(CENT, rounding=ROUND_HALF_UP)


def usd(d):
    return f"${Decimal(d).quantize(CENT):,.2f}"


def intl(d, cents=True):
    d = Decimal(d).quantize(CENT)
    return f"{d:,.2f}" if cents else f"{int(d):,}"


def us_date(d):
    """April 15, 2026"""
    return f"{d.strftime('%B')} {d.day}, {d.year}"


def us_num(d):
    """04/15/2026"""
    return d.strftime("%m/%d/%Y")


def jdate(d):
    return d.strftime("%d-%b-%y") if d else ""


def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)


def row(description, amount, percentage=0, due=None, fee=False, post=False):
    return {"description": description, "amount": Decimal(amount).quantize(CENT),
            "percentage": float(percentage), "due": due, "isFee": fee, "postHandover": post}


def check_plan(rows, price, all_pct):
    plan = [r for r in rows if not r["isFee"]]
    assert sum(r["amount"] for r in plan) == Decimal(price), (sum(r["amount"] for r in plan), price)
    if all_pct:
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9
    for r in rows:
        if r["percentage"] and not r["isFee"]:
            assert pct_of(price, r["percentage"]) == r["amount"], r
        if r["due"]:
            assert r["due"].day <= 28 or "Installment" not in r["description"]


def save_docx(document, path):
    """Save a python-docx Document with fixed zip timestamps so reruns give the same bytes."""
    import io
    import zipfile
    buf = io.BytesIO()
    document.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = info.external_attr
            dst.writestr(fixed, src.read(info.filename))


def write_expected(stem, rows):
    out = [{
        "amount": float(r["amount"]),
        "dueDate": jdate(r["due"]),
        "description": r["description"],
        "percentage": round(r["percentage"], 2),
        "isFee": r["isFee"],
        "postHandover": r["postHandover"],
        "status": "pending",
    } for r in rows]
    (HERE / f"{stem}.expected.json").write_text(
        json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------- 01 (PDF) Florida condo

def agreement_01():
    stem = "01_brickell_condo_deposits"
    price = Decimal("1640000")
    rows = [
        row("Initial Deposit", Decimal("50000")),
        row("Second Deposit", Decimal("114000"), 0, date(2026, 4, 15)),
        row("Third Deposit", pct_of(price, 10), 10, date(2026, 10, 13)),
        row("Fourth Deposit", Decimal("82000"), 0, date(2027, 1, 14)),
        row("Fifth Deposit", pct_of(price, 10), 10),
    ]
    deposits = sum(r["amount"] for r in rows)
    rows.append(row("Balance at Closing", price - deposits))
    rows.append(row("Developer's Closing Charge", pct_of(price, 1.5), 1.5, fee=True))
    check_plan(rows, price, all_pct=False)
    R = rows
    effective = date(2026, 2, 17)

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Times-Roman", fontSize=10.5, leading=13.5,
                          alignment=TA_JUSTIFY, spaceAfter=4)
    h = ParagraphStyle("h", parent=body, fontName="Times-Bold", spaceBefore=6)
    title = ParagraphStyle("t", parent=body, fontName="Times-Bold", fontSize=13, alignment=TA_CENTER)
    cen = ParagraphStyle("c", parent=body, alignment=TA_CENTER)
    caps = ParagraphStyle("k", parent=body, fontName="Times-Bold", fontSize=9.5, leading=12)
    story = []
    P = lambda t, s=body: story.append(Paragraph(t, s))  # noqa: E731

    P("THE KESTREL RESIDENCES, A CONDOMINIUM", title)
    P("PURCHASE AND SALE AGREEMENT", title)
    P("Contract No. KR-2104-0217", cen)
    story.append(Spacer(1, 6))
    P(f"THIS PURCHASE AND SALE AGREEMENT (this \"Agreement\") is entered into as of {us_num(effective)} (the "
      "\"Effective Date\") by and between <b>KESTREL BAYFRONT DEVELOPMENT, LLC</b>, a Florida limited liability "
      "company, whose address is 1875 Biscayne Crescent, Suite 400, Miami, Florida 33132 (\"Seller\"), and "
      "<b>JONATHAN R. MERCER and ALICIA M. MERCER</b>, husband and wife, whose address is 4410 Oak Hollow Lane, "
      "Charlotte, North Carolina 28211 (collectively, \"Buyer\").")
    P("1. Unit.", h)
    P("Seller agrees to sell and Buyer agrees to buy Unit No. 2104 (the \"Unit\") in The Kestrel Residences, a "
      "Condominium (the \"Condominium\"), located at 1875 Biscayne Crescent, Miami, Florida 33132, Folio No. "
      "01-4138-077-0410, together with the exclusive use of parking spaces P3-118 and P3-119 and storage locker "
      "No. 41. The Unit contains approximately 1,912 square feet under air, measured in accordance with "
      "Paragraph 11 below, which figure may differ from the area stated in the Declaration of Condominium.")
    P("2. Purchase Price.", h)
    P(f"The total purchase price for the Unit is {words(price)} and 00/100 Dollars (U.S. {usd(price)}) (the "
      "\"Purchase Price\"), payable by Buyer as set forth in Paragraph 3 below.")
    P("3. Deposits and Payment of the Purchase Price.", h)
    P("Buyer shall pay the Purchase Price as follows, all deposits to be delivered to Alvarez Kline, P.A., as "
      "escrow agent (\"Escrow Agent\"), by wire transfer to its trust account ending in 7731:")
    P(f"(a) <i>Initial Deposit.</i> The sum of Fifty Thousand Dollars ({usd(R[0]['amount'])}) upon Buyer's "
      "execution of this Agreement (the \"Initial Deposit\").")
    P(f"(b) <i>Second Deposit.</i> The sum of {words(R[1]['amount'])} Dollars ({usd(R[1]['amount'])}), "
      f"falling due on or before {us_date(R[1]['due'])} (the \"Second Deposit\"), which, together with the "
      "Initial Deposit, equals ten percent of the Purchase Price.")
    P(f"(c) <i>Third Deposit.</i> An additional ten percent (10%) of the Purchase Price on or before "
      f"{us_date(R[2]['due'])} (the \"Third Deposit\").")
    P(f"(d) <i>Fourth Deposit.</i> {words(R[3]['amount'])} and 00/100 Dollars, due on "
      f"{us_date(R[3]['due'])} (the \"Fourth Deposit\").")
    P("(e) <i>Fifth Deposit.</i> A further ten percent (10%) of the Purchase Price within ten (10) days after "
      "Seller notifies Buyer in writing that the structure of the Building has been topped off (the \"Fifth "
      "Deposit\").")
    P(f"(f) <i>Balance.</i> The balance of the Purchase Price, being {words(R[5]['amount'])} and 00/100 Dollars "
      f"({usd(R[5]['amount'])}), subject to prorations and adjustments, at Closing by wire transfer of "
      "immediately available federal funds.")
    P("(g) <i>Summary.</i> For convenience only, the deposits described above are: Initial Deposit at signing, "
      f"{usd(R[0]['amount'])}; Second Deposit, {us_num(R[1]['due'])}, {usd(R[1]['amount'])}; Third Deposit, "
      f"{us_num(R[2]['due'])}, {usd(R[2]['amount'])}; Fourth Deposit, {us_num(R[3]['due'])}, "
      f"{usd(R[3]['amount'])}; and Fifth Deposit at topping off, {usd(R[4]['amount'])}; for total deposits of "
      f"{usd(deposits)}, equal to thirty-five percent (35%) of the Purchase Price. In the event of any "
      "inconsistency, subparagraphs (a) through (f) control.")
    P("(h) Time is of the essence as to each payment. Any payment received more than ten (10) days after its "
      "due date shall bear a late charge of the lesser of eighteen percent (18%) per annum or the highest rate "
      "permitted by law, plus an administrative charge of Two Hundred Fifty Dollars ($250.00) per late payment.")
    P("4. Closing Costs.", h)
    P(f"At Closing, and in addition to the Purchase Price, Buyer shall pay to Seller a closing charge equal to "
      f"one and one-half percent (1.5%) of the Purchase Price ({usd(R[6]['amount'])}), which Seller shall use "
      "toward documentary stamp taxes on the deed, the owner's title insurance premium, and recording fees. "
      "Buyer shall have no other obligation to contribute to Seller's closing costs. Any mortgage-related "
      "costs incurred by Buyer are for Buyer's account.")
    P("5. Escrow of Deposits.", h)
    P("Deposits up to ten percent (10%) of the Purchase Price shall be held in escrow in accordance with "
      "Section 718.202, Florida Statutes. Deposits in excess of ten percent (10%) may be released to Seller and "
      "used for construction purposes as permitted by that Section. Interest earned on deposits, if any, shall "
      "belong to Seller except as otherwise provided in Paragraph 8.")
    P("6. Completion; Closing.", h)
    P("Seller estimates that the Building will be substantially complete on or about December 31, 2027, and in "
      "any event shall complete construction within two (2) years after the Effective Date, subject to delays "
      "excused by law. Closing shall take place on the date specified by Seller in a notice given not less than "
      "fifteen (15) days in advance, after a temporary or final certificate of occupancy has been issued.")
    P("7. Buyer's Default.", h)
    P("If Buyer fails to make any payment when due or otherwise defaults and does not cure within ten (10) days "
      "after notice, Seller may terminate this Agreement and retain, as liquidated damages, all deposits paid, "
      "not to exceed fifteen percent (15%) of the Purchase Price; any excess shall be returned to Buyer within "
      "thirty (30) days.")
    P("8. Seller's Default.", h)
    P("If Seller fails to perform, Buyer may seek specific performance or terminate and receive a refund of all "
      "deposits plus interest at four percent (4%) per annum.")
    P("9. Governing Law.", h)
    P("This Agreement shall be governed by the laws of the State of Florida. Venue shall lie in Miami-Dade "
      "County, Florida.")
    P("10. Condominium Documents.", h)
    P("Buyer acknowledges receipt of the Prospectus, the Declaration of Condominium, and the estimated operating "
      "budget, under which monthly assessments for the Unit are estimated at $1.42 per square foot for the "
      "first fiscal year.")
    P("11. Unit Area.", h)
    P("The square footage of the Unit stated in Paragraph 1 is measured to the exterior of the perimeter walls "
      "and the centerline of demising walls. No adjustment of the Purchase Price shall be made for any "
      "variance of less than three percent (3%).")
    P("ANY PAYMENT IN EXCESS OF TEN PERCENT (10%) OF THE PURCHASE PRICE MADE TO DEVELOPER PRIOR TO CLOSING "
      "PURSUANT TO THIS CONTRACT MAY BE USED FOR CONSTRUCTION PURPOSES BY THE DEVELOPER.", caps)
    P("THIS AGREEMENT IS VOIDABLE BY BUYER BY DELIVERING WRITTEN NOTICE OF THE BUYER'S INTENTION TO CANCEL "
      "WITHIN 15 DAYS AFTER THE DATE OF EXECUTION OF THIS AGREEMENT BY THE BUYER, AND RECEIPT BY BUYER OF ALL "
      "OF THE ITEMS REQUIRED TO BE DELIVERED TO HIM OR HER BY THE DEVELOPER UNDER SECTION 718.503, FLORIDA "
      "STATUTES.", caps)
    story.append(Spacer(1, 10))
    P("SELLER: Kestrel Bayfront Development, LLC &nbsp;&nbsp; By: ____________________ Date: ___/___/2026")
    P("BUYER: ____________________ Jonathan R. Mercer &nbsp;&nbsp; ____________________ Alicia M. Mercer")

    doc = SimpleDocTemplate(str(HERE / f"{stem}.pdf"), pagesize=LETTER, leftMargin=inch, rightMargin=inch,
                            topMargin=0.9 * inch, bottomMargin=0.9 * inch, title="Purchase and Sale Agreement",
                            author="Kestrel Bayfront Development, LLC")
    doc.build(story)
    write_expected(stem, rows)


# --------------------------------------------------------------------------- 02 (DOCX) quarterly series

def agreement_02():
    stem = "02_creek_tower_quarterly_series"
    price = Decimal("3180000")
    p = lambda x: pct_of(price, x)  # noqa: E731
    first_ph = date(2028, 3, 15)
    rows = [
        row("DLD Registration Fee", p(4), 4, fee=True),
        row("Oqood Administration Fee", Decimal("5250"), 0, fee=True),
        row("Down Payment", p(10), 10),
        row("Second Installment", p(10), 10, date(2026, 6, 15)),
        row("Third Installment", p(15), 15, date(2027, 1, 15)),
        row("Superstructure Installment", p(5), 5),
        row("On Handover", p(20), 20),
    ]
    for i in range(8):
        rows.append(row(f"Post-Handover Installment {i + 1} of 8", p(5), 5, add_months(first_ph, 3 * i),
                        post=True))
    check_plan(rows, price, all_pct=True)
    R = rows

    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Georgia"
    st.font.size = Pt(10.5)

    def para(text, bold=False, center=False, italic=False):
        par = doc.add_paragraph()
        r = par.add_run(text)
        r.bold, r.italic = bold, italic
        if center:
            par.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return par

    para("UNIT PURCHASE AGREEMENT", bold=True, center=True)
    para("Solace Creek Residences - Tower 2", center=True)
    para("Prepared by Harlow Brennan LLP, Dubai office", center=True, italic=True)
    para("This Unit Purchase Agreement (the \"Agreement\") is made as of March 2, 2026 (the \"Effective "
         "Date\") by and between SOLACE CREEK DEVELOPMENTS FZ-LLC, a company organized under the laws of the "
         "Emirate of Dubai with License No. 96-4412, P.O. Box 502281, Dubai, United Arab Emirates (the "
         "\"Developer\"), and MS. RACHEL ANNE DONOVAN, a citizen of the United States of America, U.S. Passport "
         "No. 588120473 (the \"Purchaser\").")
    para("Article I - Key Particulars", bold=True)
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in [
        ("Unit", "Unit 1508, 15th Floor, Tower 2"),
        ("Project / Plot", "Solace Creek Residences, Plot No. 614-0725, Dubai Creek Harbour"),
        ("Unit type / Area", "Two-bedroom apartment; approximately 1,442 square feet (133.97 sq. m.)"),
        ("Parking", "One (1) space, No. B2-233"),
        ("Purchase Price", f"AED {intl(price)} ({words(price)} UAE Dirhams)"),
        ("Anticipated Completion Date", "December 31, 2027"),
        ("Escrow Account", "No. 0448-201937-015, Arabian Crescent Bank PJSC"),
    ]:
        c = t.add_row().cells
        c[0].text, c[1].text = k, v

    para("Article II - Registration", bold=True)
    para("Section 2.1. The Developer shall register this Agreement on the interim real estate register (Oqood) "
         "maintained by the Dubai Land Department within thirty (30) days of the Effective Date.")
    para("Section 2.2. The Purchaser shall bear the registration fee levied by the Dubai Land Department on the "
         "sale. That fee is four percent (4%) of the Purchase Price. It amounts to "
         f"AED {intl(R[0]['amount'])} and shall be paid together with the Down Payment referred to in "
         "Section 3.2(a).")
    para(f"Section 2.3. The Purchaser shall further pay an Oqood administration fee of {words(R[1]['amount'])} "
         f"UAE Dirhams (AED {intl(R[1]['amount'], cents=False)}), inclusive of value added tax, upon signing "
         "this Agreement.")

    para("Article III - Purchase Price and Payment", bold=True)
    para("Section 3.1. The Purchaser shall pay the Purchase Price into the Escrow Account in the installments "
         "set out in Section 3.2. Each installment is expressed as a share of the Purchase Price.")
    para("Section 3.2. The installments are as follows:")
    para("(a) a down payment of ten percent of the Purchase Price upon execution of this Agreement (the "
         "\"Down Payment\");")
    para(f"(b) a further ten percent (10%), being {words(R[3]['amount'])} UAE Dirhams, on or prior to "
         f"{us_date(R[3]['due'])};")
    para(f"(c) fifteen percent (15%), or AED {intl(R[4]['amount'])}, falling due on {us_date(R[4]['due'])};")
    para("(d) five percent (5%) upon completion of the superstructure of Tower 2, as certified in writing by "
         "the Project Consultant;")
    para("(e) twenty percent (20%) on Handover, against delivery of the keys to the Unit; and")
    para(f"(f) the remaining forty percent (40%) after Handover, in eight (8) quarterly post-handover "
         f"installments of five percent (5%) each, the first on {us_date(first_ph)} and each subsequent "
         "installment on the same day of every third month thereafter.")
    para("Section 3.3. The Purchaser acknowledges that no Handover shall occur until the Purchaser has paid not "
         "less than sixty percent (60%) of the Purchase Price together with all fees under Article II.")
    para("Section 3.4. The Developer may, in its sole discretion, grant a discount of two percent (2%) on the "
         "outstanding post-handover installments if they are settled in full within ninety (90) days of "
         "Handover.")
    para("Section 3.5. Any amount not paid when due shall bear a late payment charge of one percent (1%) per "
         "month, calculated daily, until paid in full.")

    para("Article IV - Construction and Handover", bold=True)
    para("Section 4.1. The Developer shall use commercially reasonable efforts to achieve completion by the "
         "Anticipated Completion Date, which may be extended by up to twelve (12) months without liability.")
    para("Section 4.2. The Developer shall give the Purchaser thirty (30) days' notice of the Handover date. "
         "The Purchaser shall inspect the Unit within fourteen (14) days of that notice.")
    para("Section 4.3. A variation of the Unit area of up to five percent (5%) shall not entitle either party to "
         "any adjustment of the Purchase Price.")

    para("Article V - Default and Termination", bold=True)
    para("Section 5.1. If the Purchaser fails to pay any installment within thirty (30) days after written "
         "notice, the Developer may terminate this Agreement in accordance with Article 11 of Law No. 13 of 2008 "
         "and, where the construction works are more than sixty percent (60%) complete, retain up to forty "
         "percent (40%) of the Purchase Price.")
    para("Section 5.2. If the Developer cancels the project, it shall refund all amounts paid within sixty (60) "
         "days.")

    para("Article VI - Miscellaneous", bold=True)
    para("Section 6.1. This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the "
         "United Arab Emirates. Any dispute shall be referred to the Courts of Dubai.")
    para("Section 6.2. This Agreement may be executed in counterparts, including by electronic signature.")
    para("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.")
    para("DEVELOPER: ____________________          PURCHASER: ____________________ Rachel Anne Donovan")
    save_docx(doc, HERE / f"{stem}.docx")
    write_expected(stem, rows)


# --------------------------------------------------------------------------- 03 (TXT) monthly series USD

def agreement_03():
    stem = "03_cap_cana_monthly_series"
    price = Decimal("385000")
    first_m = date(2027, 1, 1)
    rows = [
        row("Reservation Deposit", Decimal("10000")),
        row("Contract Payment", Decimal("67000"), 0, date(2026, 3, 16)),
    ]
    for i in range(24):
        rows.append(row(f"Monthly Installment {i + 1} of 24", Decimal("5000"), 0, add_months(first_m, i)))
    rows.append(row("Structure Payment", pct_of(price, 15), 15))
    rows.append(row("Delivery Payment", price - sum(r["amount"] for r in rows)))
    rows.append(row("Legal and Processing Fee", Decimal("2500"), 0, fee=True))
    check_plan(rows, price, all_pct=False)
    R = rows
    effective = date(2026, 2, 27)

    text = f"""                     PROMISE OF SALE AGREEMENT
                 (Contrato de Promesa de Compraventa)
                   MAREA ALTA RESIDENCES - BUILDING B

THIS PROMISE OF SALE AGREEMENT (this "Agreement") is made and entered into on
{us_num(effective)} (the "Effective Date"), by and between:

MAREA ALTA DESARROLLOS, S.R.L., a company organized under the laws of the
Dominican Republic, RNC No. 1-32-77451-9, with offices at Boulevard Cap Cana,
Plaza Las Palmas, Local 12, Punta Cana, La Altagracia, Dominican Republic,
represented by its manager, Mr. Andres Felipe Guzman (the "Seller"); and

MR. KEVIN T. HOLLOWAY, a citizen of the United States of America, U.S. Passport
No. 641093328, residing at 2290 Willow Bend Road, Columbus, Ohio 43221 (the
"Buyer").

                              RECITALS

WHEREAS, the Seller is developing on Lot No. 406-A, Cadastral District No. 11/4,
Higuey, a residential condominium known as Marea Alta Residences, consisting of
three (3) buildings with a total of 84 units, classified under Law 158-01
(CONFOTUR) by Resolution No. 112-2024; and

WHEREAS, the Buyer has signed a reservation agreement for Unit B-304 and wishes
to enter into this Agreement.

NOW, THEREFORE, the parties agree as follows:

ARTICLE 1. THE UNIT

1.1  The Seller promises to sell to the Buyer Unit B-304, third floor, Building B,
     a two-bedroom, two-bathroom apartment with an approximate area of 118.60
     square meters (1,276.6 square feet), including a terrace of 14.20 square
     meters, and parking space No. 37 (the "Unit").

1.2  The Seller estimates delivery of the Unit in the first quarter of 2029.

ARTICLE 2. PRICE

2.1  The price of the Unit is {words(price)} United States Dollars
     (US{usd(price)}) (the "Purchase Price"), equivalent to approximately
     US$3,246 per square meter.

ARTICLE 3. PAYMENT TERMS

3.1  The Buyer shall pay the Purchase Price as follows:

     (a) Ten Thousand United States Dollars, paid as a reservation deposit upon
         signing of the reservation agreement, which is credited in full toward
         the Purchase Price (the "Reservation Deposit");

     (b) {words(R[1]['amount'])} Dollars (US{usd(R[1]['amount'])}) on or before {us_num(R[1]['due'])} (the
         "Contract Payment");

     (c) twenty-four (24) equal monthly installments of USD 5,000 each
         beginning on 1 January 2027 and continuing on the first day of each
         calendar month thereafter, the last such installment being due on
         {us_date(R[25]['due'])};

     (d) fifteen percent of the Purchase Price upon completion of the
         structural frame (obra gris) of Building B, as certified by the
         project engineer (the "Structure Payment"); and

     (e) the remaining balance of {words(R[27]['amount'])}
         Dollars (US{usd(R[27]['amount'])}) upon delivery of the Unit and prior to the
         signing of the definitive deed of sale (the "Delivery Payment").

3.2  All payments shall be made by wire transfer to the Seller's account No.
     960-441872-3 at Banco del Caribe Oriental, Punta Cana branch, SWIFT
     BCORDOSDXXX, indicating "Unit B-304".

3.3  Payments received more than fifteen (15) days late shall incur a late fee
     of five percent (5%) of the overdue amount.

ARTICLE 4. FEES AND TAXES

4.1  Upon execution of this Agreement, the Buyer shall pay a legal and
     processing fee of Two Thousand Five Hundred Dollars (US{usd(R[28]['amount'])}),
     which covers the preparation of this Agreement and the definitive deed of
     sale and is not credited toward the Purchase Price.

4.2  Under its CONFOTUR classification, the first transfer of the Unit is exempt
     from the three percent (3%) real estate transfer tax, and the Unit is exempt
     from the annual real estate tax (IPI) for fifteen (15) years.

ARTICLE 5. DELIVERY

5.1  The Seller shall notify the Buyer in writing at least thirty (30) days
     before the delivery date. Delivery is conditional on payment of all amounts
     due under Article 3.

5.2  If the Seller fails to deliver the Unit within six (6) months after the
     first quarter of 2029, the Buyer may terminate this Agreement and receive a
     refund of all amounts paid toward the Purchase Price plus interest at six
     percent (6%) per annum.

ARTICLE 6. BUYER DEFAULT

6.1  If the Buyer fails to pay two (2) consecutive installments, or any other
     payment for more than sixty (60) days, the Seller may terminate this
     Agreement by written notice and retain twenty percent (20%) of the amounts
     paid as liquidated damages, refunding the balance within ninety (90) days
     after the Unit is resold.

ARTICLE 7. RENTAL PROGRAM (OPTIONAL)

7.1  If the Buyer enrolls the Unit in the Seller's rental program, the Seller
     guarantees a net return of seven percent (7%) per annum on the Purchase
     Price for three (3) years after delivery, paid quarterly to the Buyer. The
     rental program is governed by a separate management agreement.

ARTICLE 8. CONDOMINIUM

8.1  After delivery, the Buyer shall pay condominium maintenance dues as set by
     the condominium assembly; they are not payable to the Seller and are not
     part of this Agreement.

ARTICLE 9. GOVERNING LAW

9.1  This Agreement is governed by the laws of the Dominican Republic. The
     courts of La Altagracia shall have jurisdiction. The English version
     controls over any Spanish translation.

Signed in Punta Cana on {us_num(effective)}, in two (2) originals.

_____________________________            _____________________________
MAREA ALTA DESARROLLOS, S.R.L.           KEVIN T. HOLLOWAY
By: Andres Felipe Guzman, Manager        Buyer
"""
    (HERE / f"{stem}.txt").write_text(text, encoding="utf-8")
    write_expected(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
