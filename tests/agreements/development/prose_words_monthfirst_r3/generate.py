#!/usr/bin/env python3
"""Generate the prose_words_monthfirst_r3 agreements and their expected plans.

American-style drafting: plans written as prose, dates "Month D, YYYY" (and where
numeric dates appear they are month-first, with at least one day above 12),
percentages in words, some amounts only in words, series sentences.

01 (docx) Miami pre-construction condominium purchase agreement (USD)
02 (pdf)  Philippine contract to sell with a 12-month down-payment series (PHP)
03 (txt)  Tulum pre-sale agreement with an 8-instalment quarterly series (USD)

Run:  python generate.py
"""
import json
import os
import textwrap
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def q2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return q2(Decimal(str(price)) * Decimal(str(pct)) / Decimal(100))


def money(amount):
    return f"{q2(amount):,.2f}"


def due_code(d):
    return d.strftime("%d-%b-%y") if d else ""


def us_date(d):
    return f"{d.strftime('%B')} {d.day}, {d.year}"


def us_numeric(d):
    return d.strftime("%m/%d/%Y")


def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)


def row(amount, due, desc, pct=0, fee=False, post=False):
    return {"amount": float(q2(amount)), "dueDate": due_code(due), "description": desc,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


def write_expected(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")

def freeze_zip(path):
    """Rewrite a .docx with fixed member timestamps so reruns give identical bytes."""
    import zipfile
    with zipfile.ZipFile(path) as zin:
        items = [(i.filename, zin.read(i.filename)) for i in zin.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name, data in items:
            zi = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, data)


def check_plan(price, rows):
    non_fee = [r for r in rows if not r["isFee"]]
    if all(r["percentage"] for r in non_fee):
        assert abs(sum(r["percentage"] for r in non_fee) - 100) < 1e-9
    assert abs(sum(r["amount"] for r in non_fee) - float(price)) < 0.005
    for r in rows:
        if r["percentage"] and not r["isFee"]:
            assert float(pct_of(price, r["percentage"])) == r["amount"], r


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _below_1000(n):
    parts = []
    if n >= 100:
        parts.append(ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        parts.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(ONES[n])
    return " ".join(parts)


def words(n):
    n = int(n)
    out = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand")):
        if n >= value:
            out.append(_below_1000(n // value) + " " + name)
            n %= value
    if n:
        out.append(_below_1000(n))
    return " ".join(out) or "Zero"


PCT_WORDS = {
    Decimal("1.5"): "one and one-half percent", Decimal("5"): "five percent",
    Decimal("7"): "seven percent", Decimal("10"): "ten percent",
    Decimal("20"): "twenty percent", Decimal("25"): "twenty-five percent",
    Decimal("35"): "thirty-five percent", Decimal("40"): "forty percent",
    Decimal("70"): "seventy percent", Decimal("80"): "eighty percent",
}


def pw(p):
    p = Decimal(str(p))
    num = f"{p.normalize():f}"
    return f"{PCT_WORDS[p]} ({num}%)"


# ======================================================================
# 01 - Miami pre-construction condominium (DOCX)
# ======================================================================
def agreement_01():
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt

    stem = "01_miami_condo_deposits_docx"
    price = Decimal("1385000")
    effective = date(2026, 8, 27)
    offer_date = date(2026, 8, 14)
    deposits = [
        # key, pct, due date, show figures?, show words?
        ("Initial Deposit", Decimal("10"), None, True, True),
        ("Second Deposit", Decimal("10"), date(2027, 1, 15), False, True),
        ("Third Deposit", Decimal("5"), date(2027, 7, 15), False, True),
        ("Fourth Deposit", Decimal("5"), None, True, False),
        ("Balance", Decimal("70"), None, True, True),
    ]
    cc_pct = Decimal("1.5")
    cc = pct_of(price, cc_pct)
    wcc = Decimal("2860")

    rows = [row(pct_of(price, p), d, k, p) for k, p, d, _, _ in deposits]
    rows.append(row(cc, None, "Closing Cost Contribution", cc_pct, fee=True))
    rows.append(row(wcc, None, "Working Capital Contribution", 0, fee=True))
    check_plan(price, rows)

    def amt(k, with_fig, with_words):
        a = pct_of(price, dict((x[0], x[1]) for x in deposits)[k])
        if with_words and with_fig:
            return f"{words(a)} and No/100 Dollars (${money(a)})"
        if with_words:
            return f"{words(a)} and No/100 Dollars"
        return f"${money(a)}"

    dep = {x[0]: x for x in deposits}
    total_dep = sum(pct_of(price, x[1]) for x in deposits[:4])
    total_dep_pct = sum(x[1] for x in deposits[:4])

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(11)

    def para(text, bold=False, center=False, caps=False):
        p = d.add_paragraph()
        r = p.add_run(text)
        r.bold = bold
        r.font.all_caps = caps
        if center:
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return p

    para("THE ALDERWOOD ON BISCAYNE, A CONDOMINIUM", bold=True, center=True)
    para("PURCHASE AGREEMENT", bold=True, center=True)
    para(f"Unit No. 2104  |  Offer No. ALD-2104 issued {us_numeric(offer_date)}  |  "
         f"Effective Date: {us_numeric(effective)}", center=True)
    para("THIS PURCHASE AGREEMENT (this \u201cAgreement\u201d) is made as of "
         f"{us_date(effective)} (the \u201cEffective Date\u201d) by and between ALDERWOOD BISCAYNE "
         "DEVELOPER, LLC, a Delaware limited liability company authorized to do business in "
         "Florida, whose address is 1450 Brickell Avenue, Suite 2200, Miami, Florida 33131 "
         "(\u201cSeller\u201d), and JONATHAN P. KESSLER and MARIA L. KESSLER, husband and wife, "
         "whose address is 88 Linden Court, Scarsdale, New York 10583 (together, "
         "\u201cBuyer\u201d).")
    para("1. Unit.", bold=True)
    para("Seller agrees to sell and Buyer agrees to buy Unit No. 2104 (the \u201cUnit\u201d) in "
         "The Alderwood on Biscayne, a Condominium (the \u201cCondominium\u201d), to be "
         "constructed at 3120 Biscayne Boulevard, Miami, Florida 33137, Folio No. "
         "01-3230-047-0010, together with the exclusive right to use Parking Space No. 188 and "
         "Storage Locker S-22 and the undivided share in the common elements appurtenant to "
         "the Unit. The Unit contains approximately 1,642 square feet under air, measured as "
         "described in the Prospectus; Buyer acknowledges that actual dimensions may vary.")
    para("2. Purchase Price.", bold=True)
    para(f"The purchase price for the Unit is {words(price)} and No/100 Dollars "
         f"(${money(price)}) (the \u201cPurchase Price\u201d). No extras, upgrades or "
         "change orders are included in the Purchase Price.")
    para("3. Deposits and Payment of the Purchase Price.", bold=True)
    para("Buyer shall pay the Purchase Price as follows:")
    k = "Initial Deposit"
    para(f"(a) Initial Deposit. {pw(dep[k][1]).capitalize()} of the Purchase Price, being "
         f"{amt(k, True, True)}, upon Buyer\u2019s execution of this Agreement (the "
         "\u201cInitial Deposit\u201d).")
    k = "Second Deposit"
    para(f"(b) Second Deposit. An additional {pw(dep[k][1])} of the Purchase Price, namely "
         f"{amt(k, False, True)}, on or before {us_date(dep[k][2])} (the "
         "\u201cSecond Deposit\u201d).")
    k = "Third Deposit"
    para(f"(c) Third Deposit. A further sum of {amt(k, False, True)}, equal to "
         f"{pw(dep[k][1])} of the Purchase Price, on or before {us_date(dep[k][2])} (the "
         "\u201cThird Deposit\u201d).")
    k = "Fourth Deposit"
    para(f"(d) Fourth Deposit. {pw(dep[k][1]).capitalize()} of the Purchase Price "
         f"({amt(k, True, False)}) within ten (10) days after Seller notifies Buyer in writing "
         "that the structure of the Building has been topped off (the \u201cFourth "
         "Deposit\u201d).")
    k = "Balance"
    para(f"(e) Balance. The balance of the Purchase Price, being {pw(dep[k][1])} thereof, or "
         f"{amt(k, True, True)}, subject to prorations and adjustments, at Closing by wire "
         "transfer of immediately available federal funds.")
    para(f"The Initial, Second, Third and Fourth Deposits (collectively, the "
         f"\u201cDeposits\u201d) aggregate {total_dep_pct:.0f}% of the Purchase Price "
         f"(${money(total_dep)}). Time is of the essence for each payment. This Agreement is "
         "not contingent upon Buyer obtaining mortgage financing.")
    para("4. Escrow.", bold=True)
    para("All Deposits shall be paid to Brickell Title & Escrow, LLC, 701 Brickell Avenue, Suite "
         "1550, Miami, Florida 33131 (\u201cEscrow Agent\u201d), by check or wire to its escrow "
         "account No. 7741002389 at City National Bank of Florida (ABA 066004367), and held in "
         "accordance with Section 718.202, Florida Statutes, and the Escrow Agreement included "
         "in the Prospectus. Interest, if any, belongs to Seller except as required by law.")
    para("ANY PAYMENT IN EXCESS OF 10 PERCENT OF THE PURCHASE PRICE MADE TO DEVELOPER PRIOR TO "
         "CLOSING PURSUANT TO THIS CONTRACT MAY BE USED FOR CONSTRUCTION PURPOSES BY THE "
         "DEVELOPER.", bold=True)
    para("5. Closing.", bold=True)
    para("Closing shall take place on the date designated by Seller in a notice given at least "
         "fifteen (15) days in advance, which shall not be earlier than the date a temporary or "
         "permanent certificate of occupancy is issued for the Unit. Seller presently estimates "
         "that the Building will be substantially complete by June 30, 2028, but that "
         "estimate is not a promise. Seller shall complete the Unit no later than two (2) "
         "years after the Effective Date, subject to delays beyond Seller\u2019s control "
         "as permitted by law.")
    para("6. Closing Costs.", bold=True)
    para(f"In addition to the Purchase Price, Buyer shall pay at Closing (i) a contribution to "
         f"Seller\u2019s closing costs equal to {pw(cc_pct)} of the Purchase Price (that is, "
         f"${money(cc)}), which covers the owner\u2019s title insurance premium, documentary "
         "stamp taxes on the deed and Seller\u2019s closing charges; and (ii) a one-time working "
         f"capital contribution to the Association of {words(wcc)} and No/100 Dollars "
         f"(${money(wcc)}), equal to two (2) months of the estimated assessments for the Unit. "
         "Buyer shall also bear the cost of any mortgage financing Buyer elects to obtain.")
    para("7. Assessments and Taxes.", bold=True)
    para("The estimated monthly assessment for the Unit under the proposed budget is $1,430.00. "
         "Real estate taxes will be prorated as of the Closing date; for reference, taxes on "
         "comparable units in Miami-Dade County run at approximately 2.1% of assessed value "
         "per annum.")
    para("8. Default.", bold=True)
    para("(a) By Buyer. If Buyer fails to pay any Deposit or other sum when due and the failure "
         "continues for ten (10) days after written notice, Seller may terminate this Agreement "
         "and retain all Deposits paid as agreed liquidated damages, provided that Seller "
         "shall not retain more than fifteen percent (15%) of the Purchase Price. Any late "
         "payment shall bear a late charge of $150.00 plus interest at eighteen percent "
         "(18%) per annum from the due date.")
    para("(b) By Seller. If Seller defaults and fails to cure within thirty (30) days after "
         "written notice, Buyer may terminate this Agreement and receive a return of all "
         "Deposits, with interest at the rate earned in escrow, or pursue specific "
         "performance.")
    para("9. Buyer\u2019s Right to Cancel.", bold=True)
    para("THIS AGREEMENT IS VOIDABLE BY BUYER BY DELIVERING WRITTEN NOTICE OF BUYER\u2019S "
         "INTENTION TO CANCEL WITHIN 15 DAYS AFTER THE DATE OF EXECUTION OF THIS AGREEMENT BY "
         "BUYER AND RECEIPT BY BUYER OF ALL OF THE ITEMS REQUIRED TO BE DELIVERED TO BUYER BY "
         "THE DEVELOPER UNDER SECTION 718.503, FLORIDA STATUTES. ANY PURPORTED WAIVER OF THIS "
         "VOIDABILITY RIGHT SHALL BE OF NO EFFECT.", bold=True)
    para("10. Assignment; Miscellaneous.", bold=True)
    para("Buyer may not assign this Agreement without Seller\u2019s prior written consent, "
         "which Seller may withhold in its sole discretion. This Agreement is governed by the "
         "laws of the State of Florida; venue lies in Miami-Dade County. Notices shall be sent "
         "by certified mail or nationally recognized overnight courier to the addresses above.")
    para("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.")
    para("SELLER: ALDERWOOD BISCAYNE DEVELOPER, LLC\nBy: ______________________  "
         "Name: Daniel R. Ortega, Authorized Signatory   Date: 08/27/2026")
    para("BUYER: ______________________ Jonathan P. Kessler   Date: 08/24/2026\n"
         "BUYER: ______________________ Maria L. Kessler     Date: 08/24/2026")
    d.core_properties.author = "Alderwood Biscayne Developer, LLC"
    d.core_properties.title = "Purchase Agreement Unit 2104"
    d.save(os.path.join(HERE, stem + ".docx"))
    freeze_zip(os.path.join(HERE, stem + ".docx"))
    write_expected(stem, rows)


# ======================================================================
# 02 - Philippine contract to sell (PDF): monthly down-payment series
# ======================================================================
def agreement_02():
    from reportlab import rl_config
    rl_config.invariant = 1
    from reportlab.lib.pagesizes import LETTER
    from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
    from reportlab.lib.units import inch
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer

    stem = "02_manila_contract_to_sell"
    list_price = Decimal("6420000")
    discount = Decimal("180000")
    price = list_price - discount
    dp_pct = Decimal("20")
    dp = pct_of(price, dp_pct)
    n_inst = 12
    inst = q2(dp / n_inst)
    assert inst * n_inst == dp
    first_due = date(2027, 1, 15)
    bal_pct = Decimal("80")
    bal = pct_of(price, bal_pct)
    bal_due = date(2028, 1, 30)
    misc_pct = Decimal("7")
    misc = pct_of(price, misc_pct)
    signed = date(2026, 10, 28)
    bis = date(2026, 10, 16)

    rows = []
    for i in range(n_inst):
        rows.append(row(inst, add_months(first_due, i),
                        f"Down Payment Installment {i + 1} of {n_inst}", 0))
    rows.append(row(bal, bal_due, "Balance", bal_pct))
    rows.append(row(misc, None, "Miscellaneous Fees", misc_pct, fee=True))
    check_plan(price, rows)
    last_due = add_months(first_due, n_inst - 1)

    def W(a):
        return words(a).upper() + " PESOS"

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Times-Roman", fontSize=10.5,
                          leading=13.5, spaceAfter=6, alignment=4)
    head = ParagraphStyle("h", parent=body, fontName="Times-Bold", alignment=0, spaceBefore=6)
    title = ParagraphStyle("t", parent=body, fontName="Times-Bold", fontSize=14, alignment=1,
                           leading=18)
    P = lambda t, s=body: Paragraph(t, s)  # noqa: E731

    story = [
        P("CONTRACT TO SELL", title),
        P("The Verdana Towers &mdash; Tower 2, Unit 23F", ParagraphStyle(
            "s", parent=body, alignment=1)),
        P(f"CTS No. VT2-23F-0193 &nbsp;&nbsp; Date: {us_numeric(signed)}",
          ParagraphStyle("s2", parent=body, alignment=1)),
        Spacer(1, 0.15 * inch),
        P("KNOW ALL MEN BY THESE PRESENTS:"),
        P("This CONTRACT TO SELL is made and executed this 28th day of October 2026 in Pasig "
          "City, Metro Manila, by and between:"),
        P("<b>AMIHAN PEAK LAND CORPORATION</b>, a corporation duly organized under Philippine "
          "law, SEC Reg. No. CS201512345, TIN 008-123-456-000, with principal office at 18/F "
          "Amihan Centre, 30 Emerald Avenue, Ortigas Center, Pasig City 1605, represented by its "
          "Vice President for Sales, Ms. Rowena C. Dizon, hereinafter called the "
          "&ldquo;SELLER&rdquo;;"),
        P("- and -"),
        P("<b>MA. CRISTINA D. VILLANUEVA</b>, of legal age, Filipino, single, TIN 412-778-905-000, "
          "residing at 27 Sampaguita Street, Barangay Kapitolyo, Pasig City, hereinafter called "
          "the &ldquo;BUYER&rdquo;."),
        P("WITNESSETH: That &ndash;", head),
        P("WHEREAS, the SELLER is the developer of The Verdana Towers, a residential condominium "
          "project on Lot 7-B, Block 3, Ortigas Center, covered by TCT No. 004-2019008812 and "
          "DHSUD License to Sell No. 2025-0421;"),
        P(f"WHEREAS, the BUYER, on the basis of her Buyer&rsquo;s Information Sheet dated "
          f"{us_numeric(bis)}, has offered to buy, and the SELLER has agreed to sell, the unit "
          "described below, on the terms and conditions of this Contract;"),
        P("NOW, THEREFORE, for and in consideration of the foregoing, the parties agree as "
          "follows:"),
        P("SECTION 1. THE UNIT.", head),
        P("The subject of this Contract is Residential Unit 23F on the 23rd floor of Tower 2, with "
          "a floor area of approximately 42.50 square meters, together with Parking Slot P-214 "
          "on Basement Level 2 (the &ldquo;Unit&rdquo;). The floor area is measured from the "
          "center line of the walls and may vary by not more than three percent (3%) without "
          "any adjustment of the price."),
        P("SECTION 2. CONTRACT PRICE.", head),
        P(f"The list price of the Unit is Php {money(list_price)}. After a promotional discount of "
          f"Php {money(discount)}, the Total Contract Price (&ldquo;TCP&rdquo;) is "
          f"{W(price)} (Php {money(price)}), inclusive of value-added tax."),
        P("SECTION 3. TERMS OF PAYMENT.", head),
        P("The BUYER shall pay the TCP in the following manner:"),
        P(f"(a) <b>Down Payment.</b> Twenty percent ({dp_pct:.0f}%) of the TCP, amounting to "
          f"{W(dp)} (Php {money(dp)}), shall be paid in twelve (12) equal, consecutive monthly "
          f"installments of {W(inst)} (Php {money(inst)}) each, the first installment falling due "
          f"on {us_date(first_due)} and each succeeding installment on the fifteenth (15th) day "
          "of every month thereafter until the Down Payment is fully paid."),
        P(f"(b) <b>Balance.</b> The remaining eighty percent ({bal_pct:.0f}%) of the TCP, or "
          f"{W(bal)} (Php {money(bal)}), shall be paid in full on or before "
          f"{us_numeric(bal_due)}, either in cash or from the proceeds of a housing loan obtained "
          "by the BUYER from a bank or Pag-IBIG Fund. If the loan proceeds are released after that "
          "date, the unpaid balance shall bear interest as provided in Section 6."),
        P(f"(c) For the installments under paragraph (a), the BUYER shall deliver, upon signing of "
          f"this Contract, twelve (12) post-dated checks dated {us_numeric(first_due)} to "
          f"{us_numeric(last_due)}, payable to &ldquo;Amihan Peak Land Corporation&rdquo;. "
          "Payments may also be made by deposit to BDO Unibank, Account No. 0010-8812-3345."),
        P("SECTION 4. MISCELLANEOUS FEES.", head),
        P(f"Over and above the TCP, the BUYER shall pay miscellaneous fees equivalent to seven "
          f"percent ({misc_pct:.0f}%) of the TCP, or Php {money(misc)}, to cover documentary stamp "
          "tax, transfer tax, registration fees for the issuance of the Condominium Certificate of "
          "Title, and the costs of the electric and water meter installation. The miscellaneous "
          "fees shall be paid within thirty (30) days prior to the turnover of the Unit."),
        P("SECTION 5. TURNOVER.", head),
        P("The SELLER shall turn over the Unit on or before December 31, 2028, subject to a grace "
          "period of six (6) months and to force majeure. Turnover shall take place only after "
          "payment of the TCP and the miscellaneous fees in full. Association dues, estimated at "
          "Php 95.00 per square meter per month, shall be for the BUYER&rsquo;s account from "
          "turnover."),
        P("SECTION 6. LATE PAYMENT.", head),
        P("Any installment or amount not paid on its due date shall be subject to a penalty of "
          "three percent (3%) per month of the amount due, computed from the due date until "
          "full payment, a fraction of a month being counted as one month."),
        P("SECTION 7. CANCELLATION.", head),
        P("If the BUYER fails to pay any installment within sixty (60) days of its due date, the "
          "SELLER may cancel this Contract in accordance with Republic Act No. 6552 (the Maceda "
          "Law). Where the BUYER has paid at least two (2) years of installments, she shall be "
          "entitled to a refund of the cash surrender value of her payments, equivalent to "
          "fifty percent (50%) of the total payments made and, after five (5) years of "
          "installments, an additional five percent (5%) for every year, up to a maximum of "
          "ninety percent (90%). Otherwise, all payments shall be forfeited in favor of the "
          "SELLER."),
        P("SECTION 8. TITLE.", head),
        P("The SELLER shall execute a Deed of Absolute Sale and cause the issuance of the "
          "Condominium Certificate of Title in the name of the BUYER within one hundred twenty "
          "(120) days after full payment of the TCP and the miscellaneous fees."),
        P("SECTION 9. GENERAL PROVISIONS.", head),
        P("The BUYER may not assign her rights under this Contract without the written consent of "
          "the SELLER. This Contract shall be governed by the laws of the Republic of the "
          "Philippines, and the parties submit to the courts of Pasig City."),
        Spacer(1, 0.2 * inch),
        P("IN WITNESS WHEREOF, the parties have signed this Contract on the date and at the place "
          "first above written."),
        P("AMIHAN PEAK LAND CORPORATION, SELLER &nbsp; By: ______________________ Rowena C. Dizon"),
        P("MA. CRISTINA D. VILLANUEVA, BUYER &nbsp; ______________________"),
        P("SIGNED IN THE PRESENCE OF: ____________________ &nbsp;&nbsp; ____________________"),
        P("ACKNOWLEDGMENT &mdash; Doc. No. 214; Page No. 43; Book No. XVII; Series of 2026.",
          head),
    ]
    doc = SimpleDocTemplate(os.path.join(HERE, stem + ".pdf"), pagesize=LETTER,
                            leftMargin=inch, rightMargin=inch, topMargin=0.8 * inch,
                            bottomMargin=0.8 * inch, title="Contract to Sell VT2-23F",
                            author="Amihan Peak Land Corporation", creator="", producer="")
    doc.build(story)
    write_expected(stem, rows)


# ======================================================================
# 03 - Tulum pre-sale agreement (TXT): quarterly series with per-row %
# ======================================================================
def agreement_03():
    stem = "03_tulum_presale_quarterly_series"
    price = Decimal("486000")
    effective = date(2026, 11, 18)
    dp_pct = Decimal("25")
    dp = pct_of(price, dp_pct)
    q_n = 8
    q_pct = Decimal("5")
    q_amt = pct_of(price, q_pct)
    q_first = date(2027, 2, 20)
    del_pct = Decimal("35")
    delivery = pct_of(price, del_pct)
    trust_fee = Decimal("3250")

    rows = [row(dp, None, "Down Payment", dp_pct)]
    for i in range(q_n):
        rows.append(row(q_amt, add_months(q_first, 3 * i),
                        f"Quarterly Installment {i + 1} of {q_n}", q_pct))
    rows.append(row(delivery, None, "Delivery Payment", del_pct))
    rows.append(row(trust_fee, None, "Trust Setup Fee", 0, fee=True))
    check_plan(price, rows)
    q_last = add_months(q_first, 3 * (q_n - 1))

    def fill(label, body):
        return textwrap.fill(body, width=78, initial_indent="  " + label + " ",
                             subsequent_indent="     ")

    item_a = fill("A.", f"A down payment equal to {pw(dp_pct)} of the Purchase Price, "
                  f"that is, {words(dp)} U.S. Dollars, within ten (10) calendar days after the "
                  "Effective Date (the \"Down Payment\").")
    item_b = fill("B.", f"{pw(Decimal(q_n) * q_pct).capitalize()} of the Purchase Price in "
                  f"eight (8) quarterly installments of {pw(q_pct)} each, equal to "
                  f"{words(q_amt)} Dollars (US${money(q_amt)}) per installment, the first of "
                  f"which shall be due on {us_date(q_first)}, and the remaining seven (7) on the "
                  "twentieth day of every third month thereafter, the last installment falling "
                  f"due on {us_date(q_last)}.")
    item_c = fill("C.", f"The remaining {pw(del_pct)}, namely {words(delivery)} Dollars "
                  f"(US${money(delivery)}), upon delivery of possession of the Unit (the "
                  "\"Delivery Payment\").")
    second = textwrap.fill(
        f"SECOND. Price. The total price of the Unit is {words(price)} United States Dollars "
        f"(US${money(price)}) (the \"Purchase Price\"). The Purchase Price is fixed and will "
        "not be adjusted for inflation or construction cost increases.", width=78)
    fourth = textwrap.fill(
        f"FOURTH. Trust Costs. Buyer shall pay a Trust Setup Fee of {words(trust_fee)} Dollars "
        f"(US${money(trust_fee)}), which covers the trustee's acceptance fee and the first-year "
        "trust administration fee, together with the Down Payment. Notarial fees, acquisition "
        "tax and registration costs of the final deed are not governed by this Agreement and "
        "will be settled directly with the Notary Public at the signing of the final deed.",
        width=78)

    text = f"""\
DESARROLLOS SELVA AZUL, S.A.P.I. DE C.V.
Selva Azul Residences - Aldea Zama, Tulum, Quintana Roo, Mexico

PRE-SALE PURCHASE AGREEMENT
(English convenience translation of the Contrato de Promesa de Compraventa)

Agreement No. SA-PH402-118                          Effective Date: {us_numeric(effective)}

This Pre-Sale Purchase Agreement (the "Agreement") is entered into on
{us_date(effective)} by DESARROLLOS SELVA AZUL, S.A.P.I. DE C.V., a Mexican variable
capital investment promotion company, RFC DSA180522KT4, with offices at
Avenida Coba Sur 212, Local 5, Tulum, Quintana Roo, C.P. 77760, represented by
its legal representative Lic. Andres Villaseñor Cruz ("Developer"), and
GREGORY T. WHITFIELD, a citizen of the United States of America, U.S. Passport
No. 567123409, of 4412 Cedar Ridge Drive, Austin, Texas 78731 ("Buyer").

RECITALS

I.   Developer holds, through a bank trust, Lot 14, Block 7 of the Aldea Zama
     master development, with a surface of 2,310.45 square meters, on which it
     is building a residential condominium of four levels and 38 units known as
     "Selva Azul Residences" (the "Project"), under construction license
     LC-0917/2025 issued by the Municipality of Tulum.

II.  Because the Project lies within the restricted zone, title to the Unit will
     be vested in Buyer as beneficiary of a bank trust (fideicomiso) with Banco
     Monex, S.A. as trustee, to be created before a Notary Public of the State of
     Quintana Roo.

AGREEMENTS

FIRST. Object. Developer promises to sell and Buyer promises to buy Penthouse
Unit PH-402 on the fourth level of the Project, with an interior area of
approximately 118.6 m2 and a private roof terrace of approximately 42.3 m2,
including one parking space (No. 19) and the pro-rata interest in the common
areas (the "Unit"). A variance of up to three percent (3%) in areas shall not
modify the price.

{second}

THIRD. Manner of Payment. Buyer shall pay the Purchase Price as follows:

{item_a}

{item_b}

{item_c}

Payments shall be made by wire transfer to Developer's account with BBVA Mexico,
S.A., CLABE 012180001234567891, SWIFT BCMRMXMM, or in Mexican pesos at the FIX
exchange rate published by Banco de Mexico on the business day before the
payment.

{fourth}

FIFTH. Optional Prepayment. Buyer may at any time prepay all quarterly
installments then outstanding. In that event Developer shall grant a discount of
four percent (4%) on the amount prepaid. Prepayment does not advance the date of
delivery.

SIXTH. Delivery. Developer estimates that the Unit will be delivered on or about
December 15, 2028. If delivery is delayed by more than one hundred eighty (180)
days beyond that date for causes attributable to Developer, Developer shall pay
Buyer a conventional penalty of One Thousand Five Hundred Dollars (US$1,500.00)
for each full month of further delay.

SEVENTH. Late Payment and Rescission. Any payment not made when due shall bear
default interest at one and one-half percent (1.5%) per month. If any payment
remains unpaid for more than sixty (60) days, Developer may rescind this
Agreement by written notice and retain, as conventional penalty, twenty percent
(20%) of the amounts received, refunding the rest within ninety (90) days after
the Unit is resold.

EIGHTH. HOA. From delivery, Buyer shall pay the condominium maintenance fees
established by the condominium regime, presently budgeted at US$3.10 per m2 per
month.

NINTH. Governing Law. This Agreement is governed by the federal laws of Mexico
and the laws of the State of Quintana Roo. The parties submit to the courts of
Playa del Carmen, Quintana Roo, waiving any other jurisdiction. In case of
discrepancy, the Spanish version prevails.

Signed in Tulum, Quintana Roo, on {us_date(effective)}.

DEVELOPER                                   BUYER

_____________________________               _____________________________
Lic. Andres Villaseñor Cruz                 Gregory T. Whitfield
Legal Representative
"""
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8") as fh:
        fh.write(text)
    write_expected(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
