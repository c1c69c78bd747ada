"""Generate the uk_docx_r3 development agreements (DOCX) and their expected plans.

Standalone: stdlib + python-docx only. Run with the project's venv:
    /work/main/.venv/bin/python generate.py
Every agreement is written next to this file as NN_slug.docx with NN_slug.expected.json.
The plan rows are built once as Python data; the document text and the expected JSON are both
rendered from that data.
"""
import datetime as dt
import io
import json
import os
import zipfile
from decimal import Decimal, ROUND_HALF_UP

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

HERE = os.path.dirname(os.path.abspath(__file__))

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]


# ----------------------------------------------------------------------------- helpers
def q2(x):
    return Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return float((Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)).quantize(
        Decimal("0.01"), rounding=ROUND_HALF_UP))


def gbp(x, pence=True):
    d = q2(x)
    s = f"{d:,.2f}"
    if not pence and s.endswith(".00"):
        s = s[:-3]
    return s


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def uk_date(d):
    """15th April 2026"""
    return f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"


def due(d):
    return "" if d is None else f"{d.day:02d}-{MON3[d.month - 1]}-{d.year % 100:02d}"


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _words999(n):
    parts = []
    if n >= 100:
        parts.append(ONES[n // 100] + " Hundred")
        n %= 100
        if n:
            parts.append("and")
    if n >= 20:
        parts.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(ONES[n])
    return " ".join(parts)


def words(n):
    n = int(n)
    out = []
    for val, name in ((1_000_000, "Million"), (1000, "Thousand")):
        if n >= val:
            out.append(_words999(n // val) + " " + name)
            n %= val
    if n:
        if out and n < 100:
            out.append("and")
        out.append(_words999(n))
    return " ".join(out)


def row(amount, description, pct=0.0, date=None, fee=False, post=False):
    return {"amount": float(q2(amount)), "dueDate": due(date), "description": description,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


def new_doc(font="Times New Roman", size=11):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    return doc


def para(doc, text, bold=False, italic=False, align=None, size=None):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    r.italic = italic
    if size:
        r.font.size = Pt(size)
    if align == "center":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    return p


def clause(doc, num, heading, text):
    p = doc.add_paragraph()
    r = p.add_run(f"{num}\t{heading}")
    r.bold = True
    if text:
        doc.add_paragraph(text)


def set_cell(cell, text, bold=False, italic=False):
    cell.text = ""
    r = cell.paragraphs[0].add_run(text)
    r.bold = bold
    r.italic = italic


def save(doc, slug, rows):
    # python-docx stamps zip entries with the current time; rewrite the package with a fixed
    # timestamp so that reruns give the same bytes.
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as src, zipfile.ZipFile(
            os.path.join(HERE, slug + ".docx"), "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(fixed, src.read(info.filename))
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(rows, f, indent=2, ensure_ascii=False)
        f.write("\n")


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    total = q2(sum(Decimal(str(r["amount"])) for r in plan))
    assert total == q2(price), (total, price)
    if all(r["percentage"] for r in plan):
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9
    for r in rows:
        if r["percentage"] and not r["isFee"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r


# ============================================================================ 01 England
def agreement_01():
    slug = "01_ely_meadows_stage_table"
    price = 485000
    # plan stages: (label, when text, date, pct)
    stages = [
        ("Deposit", "On exchange of contracts", None, 10),
        ("First Stage Payment", None, dt.date(2026, 4, 15), 10),
        ("Second Stage Payment", None, dt.date(2026, 9, 14), 15),
        ("Completion Balance", "On the Completion Date", None, 65),
    ]
    reservation_fee = 1000
    admin_fee = 350

    rows = [row(reservation_fee, "Reservation Fee", fee=True)]
    for label, _when, date, pct in stages:
        rows.append(row(pct_of(price, pct), label, pct, date))
    rows.append(row(admin_fee, "Administration Fee", fee=True))
    check(rows, price)

    doc = new_doc("Arial", 10)
    para(doc, "CONTRACT FOR THE SALE OF A NEW DWELLING", bold=True, align="center", size=14)
    para(doc, "(incorporating the Standard Conditions of Sale (Fifth Edition - 2018 Revision))",
         italic=True, align="center")
    para(doc, "Ely Meadows, Lynn Road, Ely, Cambridgeshire - Phase 2", align="center")

    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    particulars = [
        ("Date", "2nd March 2026"),
        ("Seller", "Fenland Oak Homes Limited (company number 09876543) whose registered office "
                   "is at Unit 4, Witchford Business Park, Witchford, Ely CB6 2HQ"),
        ("Buyer", "Thomas James Alderidge and Priya Alderidge of 17 Cherry Hinton Road, "
                  "Cambridge CB1 7BX"),
        ("Property", "Plot 47 (to be known as 9 Reedbed Close), Ely Meadows, Lynn Road, Ely CB7 "
                     "4EU, being part of the land registered at HM Land Registry under title "
                     "number CB412078 and shown edged red on Plan 1"),
        ("House type", "The Wicken - four bedroom detached, gross internal area approx. "
                       "131.5 sq m (1,415 sq ft), with single garage and 2 parking spaces"),
        ("Purchase Price", f"£{gbp(price)} ({words(price)} Pounds)"),
        ("Contract Rate", "4% per annum above the base rate from time to time of Barclays "
                          "Bank plc"),
        ("Estimated Completion Date", "week commencing 16th November 2026 (for information "
                                      "only; see special condition 6)"),
        ("Long Stop Date", "31st March 2027"),
        ("Seller's Solicitors", "Hartley Voss LLP, 3 Hills Road, Cambridge CB2 1NL "
                                "(ref. KJB/FOH/0471)"),
        ("Buyer's Solicitors", "Pemberton & Rowe, 41 Market Street, Newmarket CB8 8EE "
                               "(ref. AL/2231)"),
    ]
    for k, v in particulars:
        c = t.add_row().cells
        set_cell(c[0], k, bold=True)
        set_cell(c[1], v)

    para(doc, "")
    para(doc, "SPECIAL CONDITIONS", bold=True)
    clause(doc, "1.", "Definitions and interpretation",
           "1.1 In this contract the definitions in the Particulars apply, together with the "
           "following. \"Completion Date\" means the date ten working days after the date on "
           "which the Seller's Solicitors give written notice to the Buyer's Solicitors that the "
           "Property is Practically Complete. \"Practically Complete\" means that the Property "
           "has been completed in accordance with the Specification save for minor snagging "
           "items and that a NHBC Buildmark cover note (10 year policy) has been issued.\n"
           "1.2 The Standard Conditions of Sale (Fifth Edition - 2018 Revision) apply so far as "
           "they are not varied by or inconsistent with these special conditions. Standard "
           "Conditions 2.2.1, 6.1.2 and 7.1.1 do not apply.")
    clause(doc, "2.", "Sale and title",
           "2.1 The Seller sells with full title guarantee and the Buyer buys the Property for "
           "the Purchase Price.\n"
           "2.2 The Property is sold subject to the matters contained or referred to in the "
           "property and charges registers of title CB412078 as at 9th February 2026 and to "
           "the agreement dated 2nd August 2023 made under section 106 of the Town and Country "
           "Planning Act 1990 with East Cambridgeshire District Council.")
    clause(doc, "3.", "Reservation",
           "3.1 The Buyer has entered into a reservation agreement with the Seller in the "
           "Seller's standard form. The reservation fee payable under it is not a payment on account of the "
           "Purchase Price and is dealt with in Schedule 2.\n"
           "3.2 The reservation period of 28 days is superseded by exchange of this contract.")
    clause(doc, "4.", "Payment of the Purchase Price",
           "4.1 The Purchase Price shall be paid by the instalments and at the times set out "
           "in Schedule 2. Each instalment shall be paid by electronic transfer of cleared "
           "funds to the client account of the Seller's Solicitors.\n"
           "4.2 The Deposit is paid to the Seller's Solicitors as stakeholder until Completion. "
           "Each Stage Payment is paid to them as agent for the Seller and may be released to "
           "the Seller on receipt.\n"
           "4.3 The Buyer's obligation to pay a Stage Payment on its due date is not conditional "
           "on the stage of construction reached on that date. The Seller expects the "
           "substructure to be complete by the date of the First Stage Payment and the roof "
           "covering by the date of the Second Stage Payment, but that expectation is for "
           "information only.")

    para(doc, "")
    para(doc, "SCHEDULE 2 - PAYMENTS", bold=True)
    tbl = doc.add_table(rows=1, cols=4)
    tbl.style = "Table Grid"
    for i, h in enumerate(["Payment", "When due", "% of Purchase Price", "Sum (£)"]):
        set_cell(tbl.rows[0].cells[i], h, bold=True)

    def add(cells):
        c = tbl.add_row().cells
        for i, v in enumerate(cells):
            set_cell(c[i], v)
        return c

    add(["Reservation Fee*", "Paid on signing the reservation agreement", "-",
         gbp(reservation_fee)])
    sub_pct = 0
    sub_amt = Decimal(0)
    for label, when, date, pct in stages:
        if label == "Completion Balance":
            c = tbl.add_row().cells
            set_cell(c[0], "Sub-total payable before Completion", italic=True)
            set_cell(c[1], "")
            set_cell(c[2], f"{sub_pct}%", italic=True)
            set_cell(c[3], gbp(sub_amt), italic=True)
        amt = pct_of(price, pct)
        add([label, when if when else f"On or before {uk_date(date)}", f"{pct}%", gbp(amt)])
        if label != "Completion Balance":
            sub_pct += pct
            sub_amt += Decimal(str(amt))
    c = tbl.add_row().cells
    set_cell(c[0], "TOTAL (Purchase Price)", bold=True)
    set_cell(c[2], "100%", bold=True)
    set_cell(c[3], gbp(price), bold=True)
    note = tbl.add_row().cells
    m = note[0].merge(note[3])
    set_cell(m, "* The Reservation Fee is payable in addition to the Purchase Price, is not "
                "credited against it and is refundable only as stated in special condition 9.4. "
                "Percentages are percentages of the Purchase Price.", italic=True)

    para(doc, "")
    clause(doc, "5.", "Administration fee",
           f"In addition to the Purchase Price the Buyer shall on Completion pay to the Seller "
           f"an administration fee of £{gbp(admin_fee, pence=False)} (inclusive of VAT) towards "
           f"the cost of transferring the Buyer's share in Ely Meadows Management Company "
           f"Limited. The estimated estate charge of £420 per annum is payable to that company "
           f"and not to the Seller.")
    clause(doc, "6.", "Completion",
           "6.1 Completion shall take place on the Completion Date. The Seller shall not serve "
           "notice of Practical Completion before 2nd November 2026.\n"
           "6.2 If the Property is not Practically Complete by the Long Stop Date either party "
           "may rescind this contract by notice to the other, whereupon the Seller shall repay "
           "the Deposit and any Stage Payments without deduction, together with interest at 2% "
           "per annum, within 14 days.")
    clause(doc, "7.", "Late payment",
           "If any sum payable under this contract is not paid on its due date the Buyer shall "
           "pay interest on it at the Contract Rate from the due date until payment. If any "
           "Stage Payment remains unpaid 21 days after its due date the Seller may serve a "
           "notice to complete under Standard Condition 6.8 and, on expiry of it, may rescind "
           "and forfeit the Deposit (being not more than 10% of the Purchase Price).")
    clause(doc, "8.", "Insurance and risk",
           "The Property remains at the Seller's risk until Completion. Standard Condition 7.1.1 "
           "is replaced accordingly.")
    clause(doc, "9.", "Termination",
           "9.1 Either party may rescind in the circumstances set out in special condition 6.2.\n"
           "9.2 If the Buyer's mortgage offer is withdrawn before the First Stage Payment falls "
           "due, the Buyer may rescind on giving 10 working days' notice, in which case the "
           "Seller shall retain £2,500 of the Deposit by way of liquidated damages and repay "
           "the balance.\n"
           "9.3 No other right to rescind arises save under the Standard Conditions.\n"
           "9.4 The Reservation Fee is refundable in full only if the Seller fails to achieve "
           "Practical Completion by the Long Stop Date.")
    clause(doc, "10.", "Governing law",
           "This contract is governed by the law of England and Wales and the parties submit to "
           "the exclusive jurisdiction of the courts of England and Wales.")
    para(doc, "")
    para(doc, "Signed by the Seller ______________________   Signed by the Buyer "
              "______________________")
    save(doc, slug, rows)


# ============================================================================ 02 Scotland
def agreement_02():
    slug = "02_kilbride_missives_clauses"
    price = 224000
    # (label, clause text builder)
    pay = [
        # label, pct, date, how the pct/amount is worded, event text
        ("Initial Payment", 12.5, None, "amount", "on the conclusion of the Missives"),
        ("Second Payment", 12.5, dt.date(2026, 7, 1), "amount", None),
        ("Third Payment", 25, dt.date(2026, 11, 2), "words", None),
        ("Balance of the Price", 50, None, "amount_only", "on the Date of Entry"),
    ]
    admin = 450
    rows = []
    for label, pct, date, style, _ev in pay:
        rows.append(row(pct_of(price, pct), label, pct if style != "amount_only" else 0, date))
    rows.append(row(admin, "Administration Charge", fee=True))
    # percentages: the balance row states none, so the sum check is skipped automatically
    check(rows, price)

    doc = new_doc("Times New Roman", 11)
    para(doc, "MacLEOD RENNIE LLP", bold=True, align="center", size=13)
    para(doc, "Solicitors and Estate Agents\n14 Bothwell Street, Glasgow G2 6LU\n"
              "DX GW 118  |  Tel 0141 555 0192", align="center")
    para(doc, "Our ref: FMcG/LIND/0042\nYour ref: CH/EK/P112\n\n3rd February 2026")
    para(doc, "Messrs Strathearn Blair, Solicitors\n220 St Vincent Street\nGlasgow G2 5SG")
    para(doc, "Dear Sirs,")
    para(doc, "CLYDEVIEW HOMES LIMITED\nPLOT 112, KILBRIDE GARDENS, STRATHAVEN ROAD, EAST "
              "KILBRIDE G75 8RT (HOUSE TYPE \"THE ARDMORE\")", bold=True)
    doc.add_paragraph(
        "On behalf of and as instructed by our clients, Mr Fraser Lindsay McGregor and Mrs "
        "Aileen McGregor, residing together at Flat 2/1, 38 Kirkton Avenue, Glasgow G13 3SE "
        "(hereinafter referred to as \"the Purchasers\"), we hereby offer to purchase from your "
        "clients, Clydeview Homes Limited, incorporated under the Companies Acts (SC612408) and "
        "having their registered office at 5 Redwood Crescent, Peel Park, East Kilbride G74 5PA "
        "(\"the Seller\"), the dwellinghouse to be erected on the plot of ground known as Plot "
        "112 Kilbride Gardens, extending to 0.041 hectares or thereby, forming part of the "
        "subjects registered in the Land Register of Scotland under Title Number LAN198765 "
        "(\"the Subjects\"), on the following conditions:")

    n = [0]

    def cl(text, head=None):
        n[0] += 1
        p = doc.add_paragraph()
        r = p.add_run(f"{n[0]}.  " + (head + ". " if head else ""))
        r.bold = True
        p.add_run(text)

    cl(f"The price shall be {words(price).upper()} POUNDS (£{gbp(price, False)}) STERLING "
       f"(\"the Price\"), which includes the Seller's standard specification and the optional "
       f"extras listed in Part 2 of the Schedule, namely upgraded kitchen appliances (valued at "
       f"£3,150) and floor tiling to the ground floor (valued at £1,480).", "Price")
    cl("Entry and vacant possession shall be given on the date (\"the Date of Entry\") "
       "being fourteen days after the Seller's agents have intimated in writing that the "
       "dwellinghouse has been completed and a Completion Certificate under the Building "
       "(Scotland) Act 2003 has been accepted by South Lanarkshire Council. It is anticipated, "
       "but not warranted, that the Date of Entry will fall in or around February 2027. The "
       "building warrant reference is 24/00567/BW.", "Entry")

    # payment clause in numbered sub-clauses
    n[0] += 1
    pc = n[0]
    p = doc.add_paragraph()
    p.add_run(f"{pc}.  Payment. ").bold = True
    p.add_run("Notwithstanding the Date of Entry, the Price shall be paid to the Seller's "
              "solicitors in the following instalments:")
    letters = "abcd"
    for i, (label, pct, date, style, ev) in enumerate(pay):
        amt = pct_of(price, pct)
        if style == "amount":
            body = (f"the sum of £{gbp(amt, False)} ({words(amt)} Pounds), being "
                    f"{str(pct).rstrip('0').rstrip('.')} per cent of the Price, ")
        elif style == "words":
            body = "a further sum equal to twenty-five per cent of the Price "
        else:
            body = (f"the balance of the Price, namely £{gbp(amt, False)} "
                    f"({words(amt)} Pounds), ")
        when = ev if ev else f"on or prior to {uk_date(date)}"
        if style == "words":
            when = f"falling due on {uk_date(date)}"
        tail = ";" if i < len(pay) - 2 else ("; and" if i == len(pay) - 2 else ".")
        doc.add_paragraph(f"    ({pc}.{i + 1})  {body}{when} (\"the {label}\"){tail}")
    doc.add_paragraph(
        f"    The Seller's solicitors will hold the Initial Payment and the Second Payment in an "
        f"interest-bearing client account pending the Date of Entry, and the Third Payment "
        f"may be released to the Seller on receipt against delivery of a letter of obligation "
        f"in the usual terms.")

    cl("In the event of any part of the Price not being paid on its due date (whether or not "
       "the Seller is in a position to give entry), the Purchasers shall be liable to pay "
       "interest at the rate of 8% per annum above the Bank of England base rate on the unpaid "
       "amount from the due date until payment. Should any instalment remain unpaid for more "
       "than 28 days, the Seller shall be entitled to resile from the Missives and to retain "
       "from sums already paid an amount not exceeding 10% of the Price as liquidated damages, "
       "repaying any excess within 21 days.", "Interest and rescission")
    cl("The Purchasers shall be responsible for any Land and Buildings Transaction Tax "
       "exigible in respect of this transaction and for the dues of registering their "
       "disposition in the Land Register. No amount in respect thereof is payable to the "
       "Seller.", "LBTT and registration dues")
    cl("The dwellinghouse will be constructed in accordance with the approved plans and the "
       "Seller's specification and will on completion be covered by a Premier Guarantee "
       "ten-year structural warranty, the cover note for which will be delivered at "
       "settlement.", "Construction and warranty")
    admin_cl = n[0] + 1
    cl(f"In addition to the Price, the Purchasers shall pay to the Seller on conclusion of the "
       f"Missives an administration charge of £{gbp(admin, False)} to meet the Seller's costs "
       f"of registering the Purchasers as members of the Kilbride Gardens residents' "
       f"association and preparing the deed of conditions. This charge is not refundable.",
       "Administration charge")
    cl("The Purchasers shall be bound to accept the title as it stands and the Deed of "
       "Conditions registered on 19th May 2025 affecting the development, which provides for "
       "an annual factoring charge of £186 for the maintenance of the common areas (by way of "
       "estimate).", "Title")
    cl("A clear search in the Property and Personal Registers will be exhibited prior to "
       "settlement and the Seller will deliver a Letter of Obligation in the usual terms. "
       "The advance notice will be submitted by the Seller's solicitors not earlier than 35 "
       "days before the Date of Entry.", "Searches")
    cl("The Purchasers have not relied on any representation as to the Date of Entry. If the "
       "Date of Entry has not occurred by 30th September 2027 either party may resile without "
       "penalty, whereupon all instalments of the Price paid shall be repaid in full within 14 "
       "days.", "Long-stop")
    cl(f"For the avoidance of doubt, the administration charge referred to in clause "
       f"{admin_cl} is the only sum payable by the Purchasers in addition to the Price, and "
       f"the instalments in clause {pc} together make up the Price in full.", "General")
    cl("The Missives shall be governed by the law of Scotland and the parties prorogate the "
       "non-exclusive jurisdiction of the Scottish courts. This offer, unless previously "
       "withdrawn, is open for acceptance so as to reach us by 5pm on 10th February 2026.",
       "Law and acceptance")
    para(doc, "\nYours faithfully,\n\n\nMacLeod Rennie LLP\nPartner: Fiona McGarvey\n"
              "Witness: ________________________")
    save(doc, slug, rows)


# ============================================================================ 03 Wales
def agreement_03():
    slug = "03_cae_r_efail_deferred_consideration"
    price = 389950
    deposit_pct = 5
    stage_amt = 40000
    n_def, def_amt = 4, 7500
    first_def = dt.date(2027, 6, 15)
    admin_fee, charge_fee = 395, 250
    stage_date = dt.date(2026, 10, 20)
    deposit = pct_of(price, deposit_pct)
    completion = float(q2(Decimal(price) - Decimal(str(deposit)) - stage_amt - n_def * def_amt))

    rows = [row(admin_fee, "Administration Fee", fee=True),
            row(charge_fee, "Legal Charge preparation fee", fee=True),
            row(deposit, "Deposit", deposit_pct),
            row(stage_amt, "Stage Payment (wind and watertight)", 0, stage_date),
            row(completion, "Completion Monies")]
    def_dates = [add_months(first_def, 6 * i) for i in range(n_def)]
    for i, d in enumerate(def_dates):
        rows.append(row(def_amt, f"Deferred Instalment {i + 1} of {n_def}", 0, d, post=True))
    check(rows, price)

    doc = new_doc("Calibri", 10.5)
    para(doc, "MORGAN HOPKIN", bold=True, size=12)
    para(doc, "Cyfreithwyr | Solicitors - Wind Street, Swansea SA1 1DP", italic=True)
    para(doc, "AGREEMENT FOR SALE OF PLOT 12, CAE'R EFAIL, LLANDEILO", bold=True,
         align="center", size=13)
    para(doc, "THIS AGREEMENT is dated the 9th day of March 2026")
    doc.add_paragraph(
        "BETWEEN (1) TYWI VALLEY DEVELOPMENTS CYF., a company registered in England and Wales "
        "with number 11223344, of Units 7-9 Heol Rhosmaen, Llandeilo SA19 6EN (\"Seller\") and "
        "(2) ELERI WYN PRICE of 3 Ffordd y Capel, Ammanford SA18 2LT (\"Buyer\").")
    para(doc, "BACKGROUND", bold=True)
    doc.add_paragraph(
        "A. The Seller is the registered proprietor of the freehold land at Cae'r Efail, Heol y "
        "Bryn, Llandeilo registered at HM Land Registry under title number CYM845120 and is "
        "developing it as a scheme of 24 dwellings under planning permission E/41277 granted by "
        "Carmarthenshire County Council on 14th June 2024.\n"
        "B. The Seller has agreed to build and sell, and the Buyer to buy, the dwelling on Plot "
        "12 on the terms of this agreement, part of the price being deferred and secured by a "
        "first legal charge over the Property.")

    para(doc, "1. INTERPRETATION", bold=True)
    doc.add_paragraph(
        "1.1 \"Property\": Plot 12, Cae'r Efail (postal address 12 Lôn y Felin, Llandeilo SA19 "
        "6ZZ), a three-bedroom semi-detached house of approximately 98 square metres on a plot "
        "of about 0.03 hectares.\n"
        f"1.2 \"Price\": £{gbp(price)} ({words(price)} Pounds).\n"
        "1.3 \"Completion Date\": the later of (a) ten working days after notice from the "
        "Seller that the Property is complete and an LABC Warranty ten-year certificate has "
        "been issued and (b) 1st February 2027.\n"
        f"1.4 \"Deferred Consideration\": £{gbp(n_def * def_amt, False)} of the Price, payable "
        f"after completion in accordance with clause 6.\n"
        "1.5 \"Interest Rate\": 5% per annum above the base rate of Lloyds Bank plc.\n"
        "1.6 \"Legal Charge\": the legal charge in the agreed form securing the Deferred "
        "Consideration.")

    para(doc, "2. SALE AND ADDITIONAL SUMS", bold=True)
    doc.add_paragraph(
        "2.1 The Seller will sell and the Buyer will buy the Property for the Price.\n"
        "2.2 The Buyer will pay the Price as set out in the Payment Schedule and in clause 6.\n"
        "2.3 The Buyer is responsible for Land Transaction Tax payable to the Welsh Revenue "
        "Authority and for Land Registry fees, none of which is payable to the Seller.\n"
        f"2.4 On the date of this agreement the Buyer will also pay to the Seller, in addition "
        f"to the Price, an administration fee of £{gbp(admin_fee, False)}.\n"
        f"2.5 Further, the Buyer will on the date of this agreement contribute £"
        f"{gbp(charge_fee, False)} towards the Seller's costs of preparing and registering the "
        f"Legal Charge. Neither of the sums in clauses 2.4 and 2.5 forms part of the Price.")

    para(doc, "3. PAYMENT SCHEDULE", bold=True)
    doc.add_paragraph("The Price is payable as follows (all figures in pounds sterling):")
    tbl = doc.add_table(rows=1, cols=4)
    tbl.style = "Table Grid"
    for i, h in enumerate(["Due date", "Description", "Percentage", "Sum payable (GBP)"]):
        set_cell(tbl.rows[0].cells[i], h, bold=True)

    def add(vals, bold=False, italic=False):
        c = tbl.add_row().cells
        for i, v in enumerate(vals):
            set_cell(c[i], v, bold=bold, italic=italic)
        return c

    add(["On the date of this agreement", "Deposit", f"{deposit_pct}%", gbp(deposit)])
    add([uk_date(stage_date), "Stage Payment (wind and watertight)\u2020", "-", gbp(stage_amt)])
    add(["Completion Date", "Completion Monies", "-", gbp(completion)])
    pre = Decimal(str(deposit)) + stage_amt + Decimal(str(completion))
    add(["", "Total payable on or before completion", "", gbp(pre)], italic=True)
    c = tbl.add_row().cells
    m = c[0].merge(c[3])
    set_cell(m, "Deferred Consideration (payable after completion and secured by the Legal "
                "Charge)", bold=True)
    for i, d in enumerate(def_dates):
        add([uk_date(d), f"Deferred Instalment {i + 1} of {n_def}", "-", gbp(def_amt)])
    add(["", "TOTAL PRICE", "", gbp(price)], bold=True)
    c = tbl.add_row().cells
    m = c[0].merge(c[3])
    set_cell(m, "\u2020 The Seller anticipates that the Property will be wind and watertight by "
                "this date; payment is due on the date shown whether or not that stage has "
                "been reached.", italic=True)

    para(doc, "4. COMPLETION", bold=True)
    doc.add_paragraph(
        "4.1 Completion will take place on the Completion Date at the offices of the Seller's "
        "solicitors. On completion the Buyer will pay the Completion Monies and execute and "
        "deliver the Legal Charge.\n"
        "4.2 If completion has not taken place by 30th September 2027 (the \"Long Stop Date\") "
        "the Buyer may terminate this agreement by written notice, and the Seller will within "
        "20 working days repay the Deposit and the Stage Payment with interest at 3% per annum.")
    para(doc, "5. BUILDING WORKS", bold=True)
    doc.add_paragraph(
        "The Seller will build the Property in a good and workmanlike manner in accordance with "
        "the planning permission, the Building Regulations and the specification in Annex 2, "
        "and may make minor changes to materials of equivalent quality. Construction is "
        "expected to reach 60% completion by the end of September 2026.")
    para(doc, "6. DEFERRED CONSIDERATION", bold=True)
    doc.add_paragraph(
        f"6.1 The Deferred Consideration is not payable on completion.\n"
        f"6.2 Interest does not accrue on the Deferred Consideration unless an instalment is "
        f"paid late, in which case interest at the Interest Rate is payable on that instalment "
        f"from its due date.\n"
        f"6.3 By way of summary only, the Deferred Consideration of £{gbp(n_def * def_amt, False)} "
        f"is payable by {words(n_def).lower()} equal half-yearly instalments of "
        f"£{gbp(def_amt, False)} each, the first falling due on {uk_date(first_def)}, as "
        f"shown in the Payment Schedule (which governs in case of any discrepancy).\n"
        f"6.4 The Buyer may pay the whole of the outstanding Deferred Consideration early at "
        f"any time on 5 working days' notice without penalty, whereupon the Seller will "
        f"discharge the Legal Charge.\n"
        f"6.5 If any instalment is more than 30 days overdue, the whole of the outstanding "
        f"Deferred Consideration becomes immediately payable.")
    para(doc, "7. DEFAULT BY THE BUYER", bold=True)
    doc.add_paragraph(
        "If the Buyer fails to pay the Deposit, the Stage Payment or the Completion Monies when "
        "due, the Seller may serve notice requiring payment within 10 working days and, if "
        "payment is not then made, terminate this agreement and keep the Deposit, repaying "
        "any other part of the Price received less its reasonable losses.")
    para(doc, "8. GOVERNING LAW AND LANGUAGE", bold=True)
    doc.add_paragraph(
        "This agreement is governed by the law of England and Wales. It is made in English; a "
        "Welsh translation is available on request, and the English text prevails.")
    para(doc, "\nSigned for and on behalf of Tywi Valley Developments Cyf. ..................\n"
              "Signed by Eleri Wyn Price ..................")
    save(doc, slug, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("ok")
