"""Writes the agreements of the `prose_words_monthfirst_r4` layout next to this script.

American-style prose payment terms: month-first dates (in words, and in one agreement numeric
month-first throughout, with a day above 12 to prove it), amounts and percentages written in words,
and series sentences ("twenty-four (24) consecutive monthly installments ...").

Run:  /work/main/.venv/bin/python generate.py
Deterministic (reportlab rl_config.invariant = 1). The expected plans are built from the same row
data that writes the documents.
"""

import json
import os
import re
import textwrap
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import LETTER  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import inch  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]


# --- helpers ---------------------------------------------------------------------------------

def pct_of(price, pct):
    v = (Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return float(v)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def due(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}" if d else ""


def us_date(d):
    return f"{MONTH_NAMES[d.month - 1]} {d.day}, {d.year}"


def us_num(d):
    return f"{d.month:02d}/{d.day:02d}/{d.year}"


def row(amount, due_date, description, percentage=0.0, fee=False, post=False):
    return {"amount": round(float(amount), 2), "dueDate": due(due_date), "description": description,
            "percentage": float(percentage), "isFee": fee, "postHandover": post, "status": "pending"}


def write_expected(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def usd(x):
    return f"${x:,.2f}"


ONES = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven",
        "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def words(n):
    n = int(n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " Hundred" + (" " + words(n % 100) if n % 100 else "")
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand")):
        if n >= value:
            return words(n // value) + " " + name + (" " + words(n % value) if n % value else "")
    raise ValueError(n)


def dollars_words(x):
    """'Two Hundred Thirteen Thousand Five Hundred and No/100 Dollars' style."""
    d = Decimal(str(x)).quantize(Decimal("0.01"))
    cents = int((d % 1) * 100)
    return f"{words(int(d))} and {cents:02d}/100 Dollars"


def wrap_txt(paragraphs, width=90):
    out = []
    for p in paragraphs:
        if p.startswith("!"):  # pre-formatted line, kept as written
            out.append(p[1:])
            continue
        if p == "" or p.startswith("|") or len(p) <= width:
            out.append(p)
            continue
        lead = p[:len(p) - len(p.lstrip())]
        body = p.strip()
        m = re.match(r"^((?:Section\s)?\(?[0-9A-Za-z.]{1,6}\)?\s+)", body)
        hang = lead + " " * len(m.group(1)) if m and (body[0].isdigit() or body[0] == "(") else lead
        out.append(textwrap.fill(body, width=width, initial_indent=lead, subsequent_indent=hang))
    return "\n".join(out) + "\n"


# =============================================================================================
# 01 - Florida pre-construction condominium purchase agreement (text). Deposit schedule in prose,
#      one deposit stated only in words, a topping-off deposit tied to an event, and a processing
#      fee in the closing-costs section after the plan.
# =============================================================================================

def agreement_01():
    stem = "01_florida_condo_deposits"
    price = 2135000.00
    d2 = date(2026, 6, 15)
    d3 = date(2027, 1, 15)
    fee = 1250.00
    plan = [
        ("Initial Deposit", 10, None),
        ("Second Deposit", 10, d2),
        ("Third Deposit", 5, d3),
        ("Fourth Deposit", 5, None),
        ("Balance at Closing", 70, None),
    ]
    amounts = {label: pct_of(price, p) for label, p, _ in plan}
    assert abs(sum(amounts.values()) - price) < 0.005
    expected = [row(amounts[label], d, label, p) for label, p, d in plan]
    expected.append(row(fee, None, "Development Processing Fee", 0, fee=True))

    a1, a2, a3, a4, a5 = (amounts[label] for label, _, _ in plan)
    assessment = 1842.19
    P = [
        "THE ALDERWOOD BAYFRONT, A CONDOMINIUM",
        "PURCHASE AGREEMENT",
        "",
        "!Contract No. AB-1804-0203                          Unit 1804 / Parking P-211, P-212",
        "",
        "SUMMARY SHEET (for convenience only; the body of this Agreement controls)",
        "",
        "!   Buyer(s):          Marcus T. Okafor and Lydia A. Okafor, husband and wife",
        "!   Buyer's address:   4410 Granada Boulevard, Coral Gables, Florida 33146",
        "!   Unit:              1804 (Residence Type C-2, 3 bedrooms / 3.5 baths)",
        "!   Approx. area:      2,417 sq. ft. under air; balcony approx. 312 sq. ft.",
        f"!   Purchase Price:    {usd(price)}",
        "!   Escrow Agent:      Whitcombe & Alvarez, P.A., 1200 Brickell Ave., Ste. 1950, Miami, FL 33131",
        "!   Effective Date:    the date Seller countersigns, shown on the signature page",
        "",
        "THIS PURCHASE AGREEMENT (this \"Agreement\") is made between ALDERWOOD BAYFRONT DEVELOPER, LLC, a "
        "Florida limited liability company (\"Seller\"), and the Buyer named in the Summary Sheet (\"Buyer\"). "
        "In consideration of the mutual covenants below, Seller agrees to sell and Buyer agrees to buy the "
        "Unit on the following terms.",
        "",
        "1. THE UNIT. Seller will sell to Buyer, and Buyer will buy from Seller, Unit 1804 (the \"Unit\") of "
        "THE ALDERWOOD BAYFRONT, A CONDOMINIUM (the \"Condominium\"), to be built at 2250 North Bayshore "
        "Drive, Miami, Florida 33137, together with the undivided share of the common elements "
        "appurtenant to the Unit (0.4127%) and the exclusive use of parking spaces P-211 and P-212 as "
        "limited common elements. The square footage stated in the Summary Sheet is measured to the exterior "
        "boundaries of the Unit and is larger than the area described in the Declaration of Condominium.",
        "",
        f"2. PURCHASE PRICE. The total purchase price for the Unit is {dollars_words(price)} "
        f"({usd(price)}) (the \"Purchase Price\"), payable as provided in Section 3.",
        "",
        "3. DEPOSITS AND PAYMENT OF THE PURCHASE PRICE.",
        "",
        f"   (a) Buyer shall deliver to Escrow Agent, upon Buyer's execution of this Agreement, an initial "
        f"deposit equal to ten percent (10%) of the Purchase Price, being {dollars_words(a1)} "
        f"({usd(a1)}) (the \"Initial Deposit\").",
        "",
        f"   (b) Buyer shall deliver a second deposit of an additional ten percent (10%) of the Purchase "
        f"Price, {usd(a2)}, falling due on or before {us_date(d2)} (the \"Second Deposit\").",
        "",
        f"   (c) Buyer shall deliver a third deposit equal to five percent of the Purchase Price, in the "
        f"amount of {words(a3)} Dollars, no later than {us_date(d3)} (the \"Third Deposit\").",
        "",
        f"   (d) Within ten (10) days after Seller gives Buyer written notice that the structure of the "
        f"Building has been topped off, Buyer shall deliver a fourth deposit of five percent (5%) of the "
        f"Purchase Price, {usd(a4)} (the \"Fourth Deposit\"). The Initial Deposit, Second Deposit, Third "
        "Deposit and Fourth Deposit are together called the \"Deposits\".",
        "",
        f"   (e) At Closing, Buyer shall pay the balance of the Purchase Price, being seventy percent (70%) "
        f"thereof, or {dollars_words(a5)} ({usd(a5)}), by wire transfer of immediately available federal "
        "funds, subject only to the prorations and credits provided in this Agreement (the \"Balance\").",
        "",
        "   (f) Time is of the essence for every payment. A check returned unpaid for any reason is a default, "
        "and Buyer shall also pay Seller's bank charge of Fifty Dollars ($50.00) for each returned item. "
        "Buyer's obligations under this Agreement are NOT contingent on Buyer obtaining mortgage financing.",
        "",
        "4. ESCROW. Escrow Agent shall hold the Deposits in accordance with Section 718.202, Florida Statutes. "
        "Deposits up to ten percent (10%) of the Purchase Price shall remain in escrow until Closing. "
        "Deposits in excess of ten percent (10%) may be released to Seller and used for the actual costs of "
        "construction of the Condominium, as permitted by Section 718.202(3), Florida Statutes. Interest, if "
        "any, earned on the Deposits shall follow the Deposits. Escrow Agent's receipt for each Deposit is "
        "available on request at (305) 555-0147.",
        "",
        "5. CLOSING. Closing shall take place on the date Seller designates on at least fifteen (15) days' "
        "written notice to Buyer, which date shall be after issuance of a temporary or permanent certificate "
        "of occupancy for the Unit. Seller presently estimates that the Building will be substantially "
        "completed in the fourth quarter of 2028, but that estimate is not a promise. Subject to force "
        "majeure, Seller shall complete construction of the Unit no later than December 31, 2029.",
        "",
        "6. CLOSING COSTS.",
        "",
        f"   6.1 Together with the Balance, and in addition to the Purchase Price, Buyer shall pay Seller at "
        f"Closing a development processing fee of One Thousand Two Hundred Fifty Dollars ({usd(fee)}) to "
        "cover Seller's costs of preparing closing documents and handling the Buyer's file.",
        "",
        "   6.2 Seller shall pay the Florida documentary stamp taxes on the special warranty deed and the "
        "premium for the owner's title insurance policy. Buyer shall pay the cost of any survey it orders and "
        "all costs of any mortgage financing it elects to obtain, including the intangible tax and the "
        "documentary stamp tax on the note and the lender's title policy premium.",
        "",
        "   6.3 Real estate taxes and the Association's regular assessments will be prorated as of the day of "
        f"Closing. The estimated regular assessment for the Unit is {usd(assessment)} per month, based on the "
        "proposed budget for the first fiscal year; the budget is an estimate only.",
        "",
        "7. BUYER'S DEFAULT. If Buyer fails to make any payment when due, or otherwise defaults, and does not "
        "cure the default within ten (10) days after written notice, Seller may cancel this Agreement and "
        "retain the Deposits paid, to the extent they do not exceed fifteen percent (15%) of the Purchase "
        "Price, as agreed and liquidated damages, whereupon neither party shall have further liability.",
        "",
        "8. SELLER'S DEFAULT. If Seller fails to perform, Buyer may either seek specific performance or cancel "
        "this Agreement and receive a refund of all Deposits, together with any interest earned on them.",
        "",
        "9. BUYER'S RIGHT TO CANCEL. THIS AGREEMENT IS VOIDABLE BY BUYER BY DELIVERING WRITTEN NOTICE OF THE "
        "BUYER'S INTENTION TO CANCEL WITHIN 15 DAYS AFTER THE DATE OF EXECUTION OF THIS AGREEMENT BY THE "
        "BUYER, AND RECEIPT BY BUYER OF ALL OF THE ITEMS REQUIRED TO BE DELIVERED TO HIM OR HER BY THE "
        "DEVELOPER UNDER SECTION 718.503, FLORIDA STATUTES. BUYER'S RIGHT TO VOID THIS AGREEMENT SHALL "
        "TERMINATE AT CLOSING.",
        "",
        "10. ORAL REPRESENTATIONS. ORAL REPRESENTATIONS CANNOT BE RELIED UPON AS CORRECTLY STATING THE "
        "REPRESENTATIONS OF THE DEVELOPER. FOR CORRECT REPRESENTATIONS, REFERENCE SHOULD BE MADE TO THIS "
        "CONTRACT AND THE DOCUMENTS REQUIRED BY SECTION 718.503, FLORIDA STATUTES.",
        "",
        "11. RADON GAS. Radon is a naturally occurring radioactive gas that, when it has accumulated in a "
        "building in sufficient quantities, may present health risks to persons who are exposed to it over "
        "time. Additional information regarding radon and radon testing may be obtained from your county "
        "health department. (Section 404.056(5), Florida Statutes.)",
        "",
        "12. CHANGES AND UPGRADES. Any change order or upgrade requested by Buyer and accepted by Seller shall "
        "be paid for in full when the change order is signed and is not refundable in any event.",
        "",
        "13. ASSIGNMENT. Buyer may not assign this Agreement without Seller's prior written consent, which "
        "Seller may withhold in its sole discretion, and in any case not before Buyer has paid Deposits "
        "totaling at least twenty percent (20%) of the Purchase Price.",
        "",
        "14. GOVERNING LAW; VENUE; JURY WAIVER. This Agreement is governed by the laws of the State of "
        "Florida. Venue for any action lies exclusively in Miami-Dade County, Florida. EACH PARTY KNOWINGLY "
        "AND VOLUNTARILY WAIVES TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT.",
        "",
        "15. NOTICES. Notices must be in writing and delivered by hand, by nationally recognized overnight "
        "courier or by e-mail with confirmation of transmission, to Seller at 2250 North Bayshore Drive, "
        "Sales Gallery, Miami, Florida 33137 (closings@alderwoodbayfront.com) and to Buyer at the address in "
        "the Summary Sheet.",
        "",
        "16. ENTIRE AGREEMENT. This Agreement, together with the Prospectus and the exhibits to it, is the "
        "entire agreement of the parties and supersedes the reservation form signed by Buyer on January 9, "
        "2026, which created no obligation of either party.",
        "",
        "IN WITNESS WHEREOF, the parties have signed this Agreement on the dates set out below.",
        "",
        "BUYER:  ______________________________   Date: February 3, 2026",
        "        Marcus T. Okafor",
        "",
        "BUYER:  ______________________________   Date: February 3, 2026",
        "        Lydia A. Okafor",
        "",
        "SELLER: ALDERWOOD BAYFRONT DEVELOPER, LLC, a Florida limited liability company",
        "!        By: ______________________________",
        "!        Name: Gregory P. Haskell, Authorized Signatory",
        "        Effective Date: February 5, 2026",
        "",
        "RECEIPT FOR INITIAL DEPOSIT. Escrow Agent acknowledges receipt of the Initial Deposit, subject to "
        "collection.   WHITCOMBE & ALVAREZ, P.A.   By: ____________________",
    ]
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8") as fh:
        fh.write(wrap_txt(P))
    write_expected(stem, expected)


# =============================================================================================
# 02 - Philippine "Contract to Sell" (PDF). Spot downpayment, 24 monthly equity installments of
#      one-half of one percent each (series sentence), a lump sum, the balance on turnover, then
#      miscellaneous charges (5% of TCP) and a move-in fee stated in different articles.
# =============================================================================================

def agreement_02():
    stem = "02_manila_contract_to_sell"
    tcp = 14880000.00
    first_mo = date(2026, 3, 5)
    n_mo = 24
    lump_date = date(2028, 4, 18)
    spot = pct_of(tcp, 8)
    mo = pct_of(tcp, 0.5)
    lump = pct_of(tcp, 10)
    bal = pct_of(tcp, 70)
    misc = pct_of(tcp, 5)
    movein = 12000.00
    assert abs(spot + n_mo * mo + lump + bal - tcp) < 0.005
    expected = [row(spot, None, "Spot Downpayment", 8)]
    for i in range(n_mo):
        expected.append(row(mo, add_months(first_mo, i), f"Equity Installment {i + 1} of {n_mo}", 0.5))
    expected.append(row(lump, lump_date, "Lump Sum", 10))
    expected.append(row(bal, None, "Balance upon Turnover", 70))
    expected.append(row(misc, None, "Miscellaneous Charges", 5, fee=True))
    expected.append(row(movein, None, "Move-in Processing Fee", 0, fee=True))
    last_mo = add_months(first_mo, n_mo - 1)
    nsp = float((Decimal(str(tcp)) / Decimal("1.12")).quantize(Decimal("0.01"), ROUND_HALF_UP))
    vat = round(tcp - nsp, 2)

    def php(x):
        return f"PHP {x:,.2f}"

    def pesos(x):
        d = Decimal(str(x)).quantize(Decimal("0.01"))
        c = int((d % 1) * 100)
        return f"{words(int(d))} Pesos" + (f" and {c:02d}/100" if c else "")

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["Normal"], fontName="Times-Roman", fontSize=10.5, leading=13.5,
                          alignment=TA_JUSTIFY, spaceAfter=6)
    art = ParagraphStyle("a", parent=body, fontName="Times-Bold", alignment=TA_CENTER, spaceBefore=8,
                         keepWithNext=1)
    title = ParagraphStyle("t", parent=body, fontName="Times-Bold", fontSize=15, alignment=TA_CENTER,
                           leading=19)
    sub = ParagraphStyle("s", parent=body, alignment=TA_CENTER, fontSize=10)
    S = [Paragraph("CONTRACT TO SELL", title),
         Paragraph("Verdana Heights - Tower 2 - Unit 23-F", sub),
         Paragraph("DHSUD License to Sell No. 2024-09-117  |  CTS Control No. VH2-23F-0262", sub),
         Spacer(1, 8)]

    def p(text):
        S.append(Paragraph(text, body))

    def a(text):
        S.append(Paragraph(text, art))

    p("<b>KNOW ALL MEN BY THESE PRESENTS:</b>")
    p("This CONTRACT TO SELL is made and entered into in Pasig City, Metro Manila, Philippines, on February 16, "
      "2026, by and between:")
    p("<b>VERDANA LAND CORPORATION</b>, a corporation duly organized and existing under Philippine law, with SEC "
      "Registration No. CS201511473 and principal office at the 9th Floor, Verdana Corporate Center, 33 "
      "Julia Vargas Avenue, Ortigas Center, Pasig City 1605, represented by its Vice President for Sales "
      "Administration, Ms. Carmina R. Lazaro, hereinafter called the <b>SELLER</b>;")
    p("- and -")
    p("Spouses <b>RAMON D. VILLANUEVA</b> and <b>PATRICIA S. VILLANUEVA</b>, both of legal age, Filipino "
      "citizens, with residence at 18 Acacia Lane, Valle Verde 2, Pasig City, hereinafter called the "
      "<b>BUYER</b>.")
    a("WITNESSETH: That -")
    p("WHEREAS, the SELLER is the developer of the condominium project known as <b>Verdana Heights</b>, "
      "located along Ortigas Avenue Extension, Barangay Rosario, Pasig City, on a parcel of land covered by "
      "Transfer Certificate of Title No. 024-2019004417 of the Registry of Deeds of Pasig City, with an area "
      "of 6,212 square meters;")
    p("WHEREAS, the BUYER has offered to buy, and the SELLER has agreed to sell, Unit 23-F on the 23rd floor "
      "of Tower 2 of the project, with a floor area of approximately 86.50 square meters (the <b>Unit</b>), "
      "subject to the terms and conditions set out below;")
    p("NOW, THEREFORE, for and in consideration of the foregoing premises, the parties agree as follows:")

    a("ARTICLE I - TOTAL CONTRACT PRICE")
    p(f"1.1 The total price of the Unit is {pesos(tcp)} ({php(tcp)}), inclusive of value-added tax (the "
      f"<b>Total Contract Price</b> or <b>TCP</b>). For reference only, the TCP consists of a net selling "
      f"price of {php(nsp)} and twelve percent (12%) VAT of {php(vat)}.")
    p("1.2 The TCP does not include the charges described in Article III and Article VIII, which are for the "
      "BUYER's separate account.")

    a("ARTICLE II - TERMS OF PAYMENT")
    p(f"2.1 <i>Spot Downpayment.</i> Upon signing of this Contract, the BUYER shall pay eight percent (8%) of "
      f"the TCP, or {pesos(spot)} ({php(spot)}).")
    p(f"2.2 <i>Equity Installments.</i> Thereafter the BUYER shall pay twelve percent (12%) of the TCP in "
      f"twenty-four (24) consecutive monthly installments, each equivalent to one-half of one percent (0.5%) "
      f"of the TCP, or {pesos(mo)} ({php(mo)}), the first of which shall fall due on {us_date(first_mo)} and "
      f"each succeeding installment on the fifth (5th) day of every month thereafter, until the last "
      f"installment on {us_date(last_mo)}. The BUYER shall issue post-dated checks covering all twenty-four "
      "(24) equity installments upon signing of this Contract.")
    p(f"2.3 <i>Lump Sum.</i> A further ten percent (10%) of the TCP, amounting to {pesos(lump)} "
      f"({php(lump)}), shall be paid on or before {us_date(lump_date)}.")
    p(f"2.4 <i>Balance.</i> The remaining seventy percent (70%) of the TCP, or {pesos(bal)} ({php(bal)}), "
      "shall be paid upon turnover of the Unit, either in cash or out of the proceeds of a housing loan from "
      "a bank or from the Home Development Mutual Fund (Pag-IBIG) which the BUYER shall secure at the "
      "BUYER's own cost. If the loan proceeds are less than the balance, the BUYER shall pay the difference in "
      "cash before turnover.")
    p("2.5 All payments shall be made at the SELLER's office or through the SELLER's collection account with "
      "BDO Unibank, Account No. 0052-1147-7390. A payment is deemed made only when the check has cleared.")

    a("ARTICLE III - MISCELLANEOUS CHARGES")
    p(f"3.1 In addition to the TCP, the BUYER shall pay miscellaneous charges equivalent to five percent (5%) "
      f"of the TCP, or {pesos(misc)} ({php(misc)}), to cover documentary stamp tax, transfer tax, registration "
      "fees, the cost of issuing the Condominium Certificate of Title in the BUYER's name and similar "
      "expenses. The miscellaneous charges are payable not later than thirty (30) days before turnover of the "
      "Unit.")
    p("3.2 Should the actual government charges exceed the amount collected, the BUYER shall pay the "
      "difference on demand; any excess shall be refunded to the BUYER within sixty (60) days after the "
      "title is transferred.")

    a("ARTICLE IV - PENALTIES")
    p("4.1 Any installment not paid when due shall bear a penalty of three percent (3%) per month, or a "
      "fraction thereof, on the amount in arrears, without need of demand.")

    a("ARTICLE V - CANCELLATION AND REFUND")
    p("5.1 If the BUYER fails to pay any installment, the SELLER may cancel this Contract in accordance with "
      "Republic Act No. 6552 (the Realty Installment Buyer Protection Act). Where the BUYER has paid at least "
      "two (2) years of installments, the BUYER shall be entitled to a refund of fifty percent (50%) of the "
      "total payments made, plus five percent (5%) for every year of installments in excess of five years, "
      "up to a maximum of ninety percent (90%), after a grace period of one month for every year of "
      "installments paid.")
    p("5.2 Where less than two (2) years of installments have been paid, the SELLER shall give the BUYER a "
      "grace period of not less than sixty (60) days from the date the installment became due, after which "
      "the SELLER may cancel this Contract thirty (30) days after the BUYER receives a notice of cancellation "
      "by notarial act, and no refund shall be due.")

    a("ARTICLE VI - TURNOVER")
    p("6.1 The SELLER expects to complete the Unit and deliver it to the BUYER by December 2028, with a grace "
      "period of six (6) months, subject to force majeure. The SELLER shall send a Notice of Turnover at "
      "least thirty (30) days before the turnover date.")
    p("6.2 The Unit is deemed accepted by the BUYER if the BUYER does not inspect it within fifteen (15) days "
      "after the Notice of Turnover, or if the BUYER moves in.")

    a("ARTICLE VII - TITLE")
    p("7.1 Ownership of the Unit remains with the SELLER until the TCP and all other charges under this "
      "Contract are paid in full. The SELLER shall then execute a Deed of Absolute Sale and cause the "
      "Condominium Certificate of Title to be issued in the BUYER's name.")

    a("ARTICLE VIII - CONDOMINIUM CORPORATION AND MOVE-IN")
    p("8.1 The BUYER shall become a member of the Verdana Heights Condominium Corporation and shall pay the "
      "association dues, presently estimated at Ninety-Five Pesos (PHP 95.00) per square meter per month, "
      "starting from turnover.")
    p(f"8.2 Before moving in, the BUYER shall pay the SELLER a move-in processing fee of {pesos(movein)} "
      f"({php(movein)}), which covers the utility connection and the issuance of access cards and is not "
      "part of the TCP.")

    a("ARTICLE IX - GENERAL PROVISIONS")
    p("9.1 The BUYER may not assign his rights under this Contract without the SELLER's prior written "
      "consent, which the SELLER may condition on the assignee's credit evaluation and on the SELLER's "
      "transfer policies then in force.")
    p("9.2 Any action arising from this Contract shall be filed exclusively in the proper courts of Pasig "
      "City. This Contract supersedes the Reservation Agreement dated January 20, 2026.")
    S.append(Spacer(1, 10))
    p("IN WITNESS WHEREOF, the parties have signed this Contract on the date and at the place first above "
      "written.")
    p("VERDANA LAND CORPORATION, SELLER &nbsp;&nbsp;&nbsp; By: ____________________ Carmina R. Lazaro")
    p("BUYER: ____________________ Ramon D. Villanueva &nbsp;&nbsp;&nbsp; ____________________ Patricia S. "
      "Villanueva")
    p("<b>ACKNOWLEDGMENT</b> - REPUBLIC OF THE PHILIPPINES, PASIG CITY, S.S. Before me, a Notary Public for "
      "and in Pasig City, on February 16, 2026, personally appeared the above-named persons, with their "
      "competent evidence of identity (Passport No. P4471823A, expiring on July 22, 2031; Passport No. "
      "P5573910B, expiring on March 3, 2030; SSS ID No. 33-4471823-9). Doc. No. 262; Page No. 53; Book No. "
      "XIV; Series of 2026.")

    class Canvas(rl_canvas.Canvas):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._pages = []

        def showPage(self):
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            total = len(self._pages)
            for state in self._pages:
                self.__dict__.update(state)
                self.setFont("Times-Italic", 8)
                self.drawString(inch, 0.55 * inch, "Contract to Sell - Verdana Heights T2-23F - Form VLC-CTS-07 "
                                "(Rev. 11/2025)")
                self.drawRightString(7.5 * inch, 0.55 * inch, f"Page {self._pageNumber} of {total}   "
                                     "Buyer's initials ____ / ____")
                super().showPage()
            super().save()

    path = os.path.join(HERE, stem + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=inch, rightMargin=inch, topMargin=0.8 * inch,
                            bottomMargin=0.85 * inch, title="Contract to Sell - Unit 23-F",
                            author="Verdana Land Corporation")
    doc.build(S, canvasmaker=Canvas)
    write_expected(stem, expected)


# =============================================================================================
# 03 - Texas executory contract for conveyance ("contract for deed") of a rural lot (text). All
#      numeric dates are month-first (Effective Date 02/23/2026 shows it). The document fee comes
#      first, then the down payment, twelve quarterly installments (series) and a balloon payment;
#      a recap at the end restates the same plan.
# =============================================================================================

def agreement_03():
    stem = "03_texas_contract_for_deed"
    price = 348500.00
    doc_fee = 495.00
    down = pct_of(price, 15)
    n_q = 12
    q_amt = 16000.00
    first_q = date(2027, 1, 20)
    q_dates = [add_months(first_q, 3 * i) for i in range(n_q)]
    balloon_date = date(2030, 1, 20)
    balloon = round(price - down - n_q * q_amt, 2)
    assert balloon > 0
    expected = [row(doc_fee, None, "Document Preparation and Recording Fee", 0, fee=True),
                row(down, None, "Down Payment", 15)]
    for i, d in enumerate(q_dates):
        expected.append(row(q_amt, d, f"Quarterly Installment {i + 1} of {n_q}", 0))
    expected.append(row(balloon, balloon_date, "Final Payment", 0))

    P = [
        "!NOTICE: THIS CONTRACT IS AN EXECUTORY CONTRACT FOR CONVEYANCE. BUYER RECEIVES A DEED",
        "!ONLY AFTER THE PURCHASE PRICE IS PAID IN FULL.",
        "",
        "                     RESIDENTIAL LOT - EXECUTORY CONTRACT FOR CONVEYANCE",
        "                              (Texas Property Code, Ch. 5, Subch. D)",
        "",
        "!Effective Date: 02/23/2026                                Seller's File No. HC-CR-C14",
        "",
        "PARTIES. HOLLIS CREEK LAND & CATTLE, L.P., a Texas limited partnership, whose mailing address is "
        "P.O. Box 1186, Marble Falls, Texas 78654 (\"Seller\"), and DANIEL R. WHITAKER, a single man, whose "
        "mailing address is 7719 Spicewood Springs Road, Apt. 214, Austin, Texas 78759 (\"Buyer\"), make this "
        "contract for the sale of the Property described below.",
        "",
        "1. PROPERTY. Lot Fourteen (14), Block C, COMANCHE RIDGE ESTATES, SECTION TWO, a subdivision in Burnet "
        "County, Texas, according to the map or plat recorded in Cabinet 4, Slide 112-B, Plat Records of "
        "Burnet County, Texas, containing 5.217 acres, more or less (Burnet CAD Property ID R-0087715), "
        "together with all improvements and appurtenances (the \"Property\"). The Property has no dwelling on "
        "it. A water meter (Meter No. 88-1402) has been set at the front lot line.",
        "",
        "2. AMOUNT DUE AT SIGNING IN ADDITION TO THE PRICE. When Buyer signs this contract, Buyer shall pay "
        f"Seller, in addition to and not as part of the Purchase Price, a document preparation and recording "
        f"fee of Four Hundred Ninety-Five Dollars ({usd(doc_fee)}). Seller will record this contract in the "
        "Official Public Records of Burnet County within thirty (30) days after it is signed, as Section "
        "5.076 of the Texas Property Code requires.",
        "",
        "3. PURCHASE PRICE AND PAYMENT.",
        "",
        f"   3.1 The purchase price of the Property is Three Hundred Forty-Eight Thousand Five Hundred Dollars "
        f"({usd(price)}) (the \"Purchase Price\").",
        "",
        "   3.2 Buyer shall pay the Purchase Price to Seller as follows:",
        "",
        f"      (a) Down payment. Fifteen percent (15%) of the Purchase Price, namely {usd(down)}, in good funds "
        "at the time Buyer signs this contract;",
        "",
        f"      (b) Installments. The sum of {usd(n_q * q_amt)} in twelve (12) equal quarterly installments of "
        f"Sixteen Thousand Dollars ({usd(q_amt)}) each, the first installment falling due on "
        f"{us_num(q_dates[0])} and one installment falling due on the twentieth (20th) day of every third "
        f"month thereafter, so that the final installment falls due on {us_num(q_dates[-1])}; and",
        "",
        f"      (c) Final payment. The entire remaining balance of the Purchase Price, being {usd(balloon)}, on "
        f"or before {us_num(balloon_date)}.",
        "",
        "   3.3 No interest accrues on the unpaid Purchase Price while Buyer is not in default. Any installment "
        "or payment not received within ten (10) days after its due date bears interest at ten percent (10%) "
        "per annum from its due date until paid, and Buyer shall also pay a late charge equal to the greater "
        "of Seventy-Five Dollars ($75.00) or five percent (5%) of the late payment.",
        "",
        "   3.4 Buyer may prepay all or part of the unpaid Purchase Price at any time without penalty. A "
        "prepayment is applied to the payments in inverse order of their due dates and does not postpone any "
        "installment.",
        "",
        "   3.5 Payments are to be mailed to Seller at the address above or paid by ACH to Seller's account at "
        "Hill Country First State Bank, ABA 114924518, Account No. 3310447718.",
        "",
        "4. TAXES AND INSURANCE. Buyer shall pay all ad valorem taxes and assessments on the Property falling "
        "due after the Effective Date directly to the Burnet Central Appraisal District and shall give Seller "
        "proof of payment by 02/15 of each year. The 2025 taxes on the Property were $3,118.42 and were paid "
        "by Seller on 01/27/2026.",
        "",
        "5. POSSESSION AND USE. Buyer may take possession on the Effective Date. Buyer may build a single-family "
        "residence of not less than 1,800 square feet of heated area in compliance with the Restrictions "
        "recorded as Document No. 2019-004417, but may not remove any tree of more than 12 inches in diameter "
        "without Seller's written consent until the Purchase Price is paid.",
        "",
        "6. DEFAULT. If Buyer fails to make a payment when due, Seller may enforce the remedy of rescission or "
        "forfeiture and acceleration only after giving Buyer the notice and opportunity to cure required by "
        "Section 5.064 of the Texas Property Code: at least thirty (30) days, or, if Buyer has paid forty "
        "percent (40%) or more of the Purchase Price or the equivalent of forty-eight (48) monthly payments, "
        "at least sixty (60) days. If the contract is rescinded, amounts paid are retained by Seller as rent "
        "for the use of the Property, except as the Texas Property Code otherwise provides.",
        "",
        "7. ANNUAL STATEMENT. Seller shall furnish Buyer, not later than January 31 of each year, a statement "
        "showing the amount paid, the remaining balance, the number of payments remaining and the amounts paid "
        "for taxes and insurance, as Section 5.077 of the Texas Property Code requires.",
        "",
        "8. CONVEYANCE. Within thirty (30) days after Buyer pays the Purchase Price in full, Seller shall "
        "convey the Property to Buyer by General Warranty Deed, free of liens other than the Restrictions, "
        "and shall deliver a release of this contract in recordable form. Seller shall pay for an owner's "
        "policy of title insurance in the amount of the Purchase Price.",
        "",
        "9. FLOODPLAIN AND SURVEY. According to the survey by R. Delgado, RPLS No. 5512, dated 01/08/2026, "
        "approximately 0.86 acre along the rear line of the Property lies within Zone AE of FEMA Flood "
        "Insurance Rate Map Panel 48053C0415F. Seller has provided Buyer the notices required by Section "
        "5.069 of the Texas Property Code.",
        "",
        "10. NOTICES; GOVERNING LAW. Notices must be in writing and sent to the addresses above. This contract "
        "is governed by the laws of the State of Texas and is performable in Burnet County, Texas.",
        "",
        "RECAP OF PAYMENTS (provided for convenience only; Sections 2 and 3 control)",
        "",
    ] + [f"!   {(label + ' ').ljust(68, '.')} {usd(amt):>12}" for label, amt in (
        ("Document preparation and recording fee, at signing", doc_fee),
        ("Down payment (15%), at signing", down),
        (f"12 quarterly installments of {usd(q_amt)}, {us_num(q_dates[0])} - {us_num(q_dates[-1])}", n_q * q_amt),
        (f"Final payment, due {us_num(balloon_date)}", balloon),
        ("Total of payments of the Purchase Price", price),
    )] + [
        "",
        "SIGNED on 02/23/2026.",
        "",
        "!SELLER: HOLLIS CREEK LAND & CATTLE, L.P.,",
        "!        by its general partner, Hollis Creek Management, LLC",
        "        By: ______________________________  Wade E. Hollis, Manager",
        "",
        "BUYER:  ______________________________  Daniel R. Whitaker",
        "",
        "STATE OF TEXAS       )",
        "COUNTY OF BURNET     )",
        "This instrument was acknowledged before me on 02/23/2026 by Wade E. Hollis, Manager of Hollis Creek "
        "Management, LLC, general partner of Hollis Creek Land & Cattle, L.P., and by Daniel R. Whitaker.",
        "!                                   ______________________________",
        "!                                   Notary Public, State of Texas",
        "                                   My commission expires: 11/30/2027",
    ]
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8") as fh:
        fh.write(wrap_txt(P))
    write_expected(stem, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
