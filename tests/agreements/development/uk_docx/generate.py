#!/usr/bin/env python3
"""Generate the uk_docx development agreements (England & Wales new-build contracts, GBP).

Standalone: stdlib + python-docx only.  Every agreement is built from row data; the same
data renders the Word document and the expected JSON, so both always agree.

    /work/main/.venv/bin/python tests/agreements/development/uk_docx/generate.py
"""
import datetime as dt
import io
import json
import zipfile
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

HERE = Path(__file__).resolve().parent
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# ----------------------------------------------------------------------------- helpers
def money(x):
    return Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return money(Decimal(str(price)) * Decimal(str(pct)) / Decimal(100))


def due(d):
    return "" if d is None else f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year % 100:02d}"


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def uk_date(d):
    return f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"


def slash_date(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def gbp(x, pence=True):
    x = money(x)
    return f"£{x:,.2f}" if pence else f"£{x:,.0f}"


def num(x):
    return f"{money(x):,.2f}"


def pct_txt(p):
    p = Decimal(str(p))
    return f"{p.normalize():f}%"


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words_below_1000(n, uk_and=True):
    out = []
    if n >= 100:
        out.append(ONES[n // 100] + " hundred")
        n %= 100
        if n and uk_and:
            out.append("and")
    if n >= 20:
        out.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(ONES[n])
    return " ".join(out)


def words(n):
    """British English words for a whole number (e.g. 'three hundred and eighty-five thousand')."""
    n = int(n)
    if n == 0:
        return "zero"
    parts = []
    for value, name in ((10 ** 6, "million"), (1000, "thousand")):
        if n >= value:
            parts.append(words_below_1000(n // value) + " " + name)
            n %= value
    if n:
        if parts and n < 100:
            parts.append("and")
        parts.append(words_below_1000(n))
    return " ".join(parts)


def row(amount, description, percentage=0.0, date=None, fee=False, post=False):
    return {"amount": money(amount), "date": date, "description": description,
            "percentage": float(percentage), "isFee": fee, "postHandover": post}


def expected(rows):
    return [{"amount": float(r["amount"]), "dueDate": due(r["date"]),
             "description": r["description"], "percentage": float(r["percentage"]),
             "isFee": r["isFee"], "postHandover": r["postHandover"], "status": "pending"}
            for r in rows]


def new_doc(title_author):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(11)
    cp = doc.core_properties
    cp.author = title_author
    cp.created = dt.datetime(2026, 1, 5, 9, 0, 0)
    cp.modified = dt.datetime(2026, 1, 5, 9, 0, 0)
    cp.last_modified_by = title_author
    cp.revision = 1
    return doc


def p(doc, text="", bold=False, italic=False, align=None, size=None, style=None):
    para = doc.add_paragraph(style=style) if style else doc.add_paragraph()
    if text:
        run = para.add_run(text)
        run.bold = bold
        run.italic = italic
        if size:
            run.font.size = Pt(size)
    if align == "c":
        para.alignment = WD_ALIGN_PARAGRAPH.CENTER
    elif align == "j":
        para.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    return para


def lead(doc, head, text):
    """Paragraph with a bold lead-in (clause number / heading) followed by plain text."""
    para = doc.add_paragraph()
    r = para.add_run(head)
    r.bold = True
    para.add_run(text)
    para.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    return para


def table(doc, header, body, widths=None):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = "Table Grid"
    for i, h in enumerate(header):
        cell = t.rows[0].cells[i]
        cell.text = ""
        run = cell.paragraphs[0].add_run(h)
        run.bold = True
    for cells in body:
        r = t.add_row()
        for i, c in enumerate(cells):
            r.cells[i].text = c
    return t


def merged_note(t, text, italic=True):
    r = t.add_row()
    first = r.cells[0].merge(r.cells[len(r.cells) - 1])
    first.text = ""
    run = first.paragraphs[0].add_run(text)
    run.italic = italic
    run.font.size = Pt(9)
    return first


def save(doc, stem, rows):
    # python-docx stamps zip entries with the current time; rewrite them with a fixed
    # timestamp so reruns give identical bytes.
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as zin, \
            zipfile.ZipFile(HERE / f"{stem}.docx", "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            info = zipfile.ZipInfo(item.filename, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(info, zin.read(item.filename))
    with open(HERE / f"{stem}.expected.json", "w", encoding="utf-8") as fh:
        json.dump(expected(rows), fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def check(rows, price, all_pct=True):
    plan = [r for r in rows if not r["isFee"]]
    assert sum(r["amount"] for r in plan) == money(price), (sum(r["amount"] for r in plan), price)
    for r in plan:
        if r["percentage"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r
    if all_pct:
        assert sum(Decimal(str(r["percentage"])) for r in plan) == 100


# ----------------------------------------------------------------------------- 01
def agreement_01():
    """Cardiff plot, Standard Conditions contract, plan in a Word table, admin fee after."""
    price = 385000
    seller = "Severn Vale Homes Limited"
    d_agree = dt.date(2026, 3, 2)
    plan = [
        ("Deposit", None, "On exchange of contracts", 10),
        ("First Stage Payment", dt.date(2026, 4, 15), None, 5),
        ("Second Stage Payment", dt.date(2026, 10, 15), None, 5),
        ("Balance of the Price", None, "On the Completion Date", 80),
    ]
    rows = [row(pct_of(price, pc), name, pc, d) for name, d, _, pc in plan]
    admin_fee = row(420, "Administration Fee", fee=True)
    rows.append(admin_fee)
    check(rows, price)

    doc = new_doc("Harcourt Bevan LLP")
    p(doc, "CONTRACT FOR THE SALE OF A NEW DWELLING", bold=True, align="c", size=14)
    p(doc, "CONTRACT AR GYFER GWERTHU ANNEDD NEWYDD", italic=True, align="c")
    p(doc, "Plot 47, Llys Afon, Penarth Road, Cardiff CF11 8TW", align="c")
    p(doc, "Incorporating the Standard Conditions of Sale (Fifth Edition - 2018 Revision)",
      italic=True, align="c", size=9)

    doc.add_heading("PARTICULARS", level=2)
    t = table(doc, ["Item", "Particulars"], [
        ["Date of this contract", uk_date(d_agree)],
        ["Seller", f"{seller} (Company No. 09417733) whose registered office is at "
                   "Unit 3, Capital Business Park, Parkway, Cardiff CF3 2PZ"],
        ["Buyer", "Rhys Owain Llewellyn and Catrin Mair Llewellyn of 22 Heol y Felin, "
                  "Llandaff, Cardiff CF5 2LP"],
        ["Property", "The freehold land and dwelling to be known as Plot 47, Llys Afon "
                     "(house type 'The Conwy', three bedrooms, gross internal area approximately "
                     "84.6 sq m / 911 sq ft) shown edged red on the Plot Plan, being part of the "
                     "land registered at HM Land Registry under title number CYM712406"],
        ["Title Number", "CYM712406 (part)"],
        ["Specified incumbrances", "The matters contained or referred to in the property and "
                                   "charges registers of title number CYM712406 as at 9 January "
                                   "2026 (09:42:17) and the Estate Rentcharge"],
        ["Purchase Price", f"{gbp(price, False)} ({words(price)} pounds) (the 'Price')"],
        ["Contract Rate", "4% per annum above the base lending rate from time to time of "
                          "Lloyds Bank plc"],
        ["Seller's Solicitors", "Harcourt Bevan LLP, 1 Bute Crescent, Cardiff Bay CF10 5AN "
                                "(ref. HB/SVH/LA-047)"],
    ])

    doc.add_heading("1. DEFINITIONS AND INTERPRETATION", level=2)
    lead(doc, "1.1 ", "In this contract the definitions in the Particulars apply and: "
         "'Completion Date' means the date falling ten working days after the date on which the "
         "Seller's Solicitors notify the Buyer's conveyancer that the Property has been built in "
         "accordance with the Specification and a cover note or certificate under the NHBC "
         "Buildmark scheme (ten years) has been issued; 'Estate' means the development known as "
         "Llys Afon comprising 126 dwellings; 'Long Stop Date' means "
         f"{uk_date(dt.date(2027, 3, 31))}; 'Payment Schedule' means the table in clause 3.2.")
    lead(doc, "1.2 ", "References to the Standard Conditions are to the Standard Conditions of "
         "Sale (Fifth Edition - 2018 Revision). Where there is a conflict between the Standard "
         "Conditions and this contract, this contract prevails.")
    lead(doc, "1.3 ", "This contract relates to land in Wales. The Buyer is responsible for "
         "submitting any land transaction return and paying any Land Transaction Tax due to the "
         "Welsh Revenue Authority in respect of this transaction.")

    doc.add_heading("2. AGREEMENT FOR SALE", level=2)
    lead(doc, "2.1 ", "The Seller will sell and the Buyer will buy the Property for the Price "
         "with full title guarantee, subject to the Specified Incumbrances.")
    lead(doc, "2.2 ", "The Seller will build the dwelling on the Property in a good and "
         "workmanlike manner in accordance with the planning permission granted by Cardiff "
         "Council under reference 23/01187/MJR and the Building Regulations 2010.")

    doc.add_heading("3. PAYMENT OF THE PRICE", level=2)
    lead(doc, "3.1 ", "Standard Condition 2.2 is varied so that the deposit is the sum shown "
         "against 'Deposit' in the Payment Schedule. Each stage payment is to be paid by direct "
         "credit to the client account of the Seller's Solicitors and is credited against the "
         "Price on completion.")
    lead(doc, "3.2 ", "The Buyer shall pay the Price in the following instalments "
         "(the 'Payment Schedule'):")
    body = []
    for (name, d, event, pc), r in zip(plan, rows):
        mark = "*" if name.startswith("First") or name.startswith("Second") else ""
        body.append([name + mark, uk_date(d) if d else event, pct_txt(pc), num(r["amount"])])
    body.append(["Total", "", "100%", num(price)])
    t = table(doc, ["Stage", "Payment Date", "Proportion of Price", "Sum Payable (£)"], body)
    merged_note(t, "* Stage payments are held by the Seller's Solicitors as stakeholder until "
                   "the Completion Date and are then released to the Seller. No interest is "
                   "payable to the Buyer on any sum so held.")
    p(doc)
    lead(doc, "3.3 ", "In addition to the Price the Buyer shall on exchange of contracts pay to "
         f"the Seller an administration fee of {gbp(admin_fee['amount'], False)} (inclusive of "
         "VAT) in respect of the Seller's handling of the plot reservation and the preparation "
         "of the contract papers. The administration fee does not form part of the Price and is "
         "not refundable except under clause 6.3.")
    lead(doc, "3.4 ", "If any sum due under this contract is not paid on its due date the Buyer "
         "shall pay interest on it at the Contract Rate from the due date until the date of "
         "actual payment.")

    doc.add_heading("4. BUILDING WORKS AND INSPECTION", level=2)
    lead(doc, "4.1 ", "The Seller estimates that the dwelling will be ready for occupation in "
         "or around November 2026. This estimate is given in good faith and is not a term of "
         "the contract; the Seller will give the Buyer at least 28 days' written notice of the "
         "anticipated date of practical completion.")
    lead(doc, "4.2 ", "The Buyer may inspect the Property by appointment on one occasion "
         "before the Completion Date, accompanied by one other person, and may list any "
         "snagging items. The Seller will remedy listed items within 21 days of completion.")
    lead(doc, "4.3 ", "The Seller may make minor variations to the Specification, and may "
         "vary the floor area by up to 5% without any adjustment to the Price.")

    doc.add_heading("5. ESTATE MANAGEMENT", level=2)
    lead(doc, "5.1 ", "The open spaces on the Estate will be transferred to Llys Afon "
         "Management Company Limited. The Buyer will pay an estate rentcharge towards the "
         "upkeep of those areas, which the Seller estimates at £245 per annum for the first "
         "year. That rentcharge is payable to the management company after completion and is "
         "not part of the Price.")

    doc.add_heading("6. COMPLETION, DELAY AND RESCISSION", level=2)
    lead(doc, "6.1 ", "Completion will take place on the Completion Date at the offices of "
         "the Seller's Solicitors or where they reasonably direct.")
    lead(doc, "6.2 ", "If the Completion Date has not occurred by the Long Stop Date the Buyer "
         "may rescind this contract by notice to the Seller.")
    lead(doc, "6.3 ", "On rescission under clause 6.2 the Seller will repay the deposit, all "
         "stage payments and the administration fee within 10 working days, without "
         "deduction. If the contract is rescinded for the Buyer's default, Standard Condition "
         "7.4 applies and the Seller may retain the deposit (being 10% of the Price).")

    doc.add_heading("7. GENERAL", level=2)
    lead(doc, "7.1 ", "This contract contains the whole agreement between the parties and "
         "incorporates all the terms agreed between them for the purposes of section 2 of the "
         "Law of Property (Miscellaneous Provisions) Act 1989.")
    lead(doc, "7.2 ", "This contract is governed by the law of England and Wales and the "
         "courts of England and Wales have exclusive jurisdiction.")
    p(doc)
    p(doc, "Signed by or on behalf of the Seller ................................")
    p(doc, "Signed by or on behalf of the Buyer  ................................")
    save(doc, "01_cardiff_plot_table", rows)


# ----------------------------------------------------------------------------- 02
def agreement_02():
    """London leasehold apartment, plan in numbered clauses, fee before and fee after."""
    price = 612500
    fee_before = row(295, "Administration Fee", fee=True)
    plan = [
        row(pct_of(price, 10), "Deposit", 10),
        row(pct_of(price, 5), "Further Payment", 5, dt.date(2026, 9, 28)),
        row(pct_of(price, 5), "Further Payment", 5, dt.date(2027, 3, 26)),
    ]
    balance = row(money(price) - sum(r["amount"] for r in plan), "Balance of the Price")
    plan.append(balance)
    legal_fee = row(480, "Contribution to Seller's legal costs", fee=True)
    rows = [fee_before] + plan + [legal_fee]
    check(rows, price, all_pct=False)
    paid_before = sum(r["amount"] for r in plan[:3])

    doc = new_doc("Whitcombe & Lyle")
    p(doc, "WHITCOMBE & LYLE SOLICITORS", bold=True, align="c", size=9)
    p(doc, "AGREEMENT FOR THE GRANT OF A LEASE", bold=True, align="c", size=14)
    p(doc, "Apartment 12.04, Kingfisher House (Block C), Thameside Quarter, "
           "Greenwich, London SE10 0QJ", align="c")
    p(doc, "THIS AGREEMENT is dated 14 January 2026", bold=True)
    doc.add_heading("PARTIES", level=2)
    lead(doc, "(1) ", "THAMESIDE QUARTER DEVELOPMENTS LIMITED incorporated and registered in "
         "England and Wales with company number 11820456 whose registered office is at 40 "
         "Gracechurch Street, London EC3V 0BT (the 'Seller'); and")
    lead(doc, "(2) ", "PRIYA NANDITA SHAH of Flat 3, 17 Tressillian Road, London SE4 1YG (the "
         "'Buyer').")

    doc.add_heading("1. INTERPRETATION", level=2)
    lead(doc, "1.1 ", "'Apartment' means the flat on the twelfth floor of the Building known as "
         "Apartment 12.04 having a net internal area of approximately 71.3 square metres "
         "(767 square feet), together with bicycle store space B-118.")
    lead(doc, "1.2 ", "'Building' means Kingfisher House, Block C of the Development, being "
         "part of the land registered under title numbers TGL554021 and TGL587330.")
    lead(doc, "1.3 ", "'Completion Date' means the later of (a) the tenth working day after "
         "service of the Seller's notice that the Apartment is complete and (b) the Target "
         "Date. 'Target Date' means 30/11/2027. 'Long Stop Date' means 30/06/2028.")
    lead(doc, "1.4 ", "'Lease' means a lease of the Apartment in the agreed form for a term of "
         "999 years from and including 01/01/2025 at a peppercorn ground rent, in compliance "
         "with the Leasehold Reform (Ground Rent) Act 2022.")
    lead(doc, "1.5 ", "'Interest Rate' means four per cent (4%) per annum above the Bank of "
         "England base rate from time to time.")

    doc.add_heading("2. GRANT OF LEASE", level=2)
    lead(doc, "2.1 ", "The Seller shall grant and the Buyer shall accept the Lease on the "
         "Completion Date in consideration of the Price and the covenants in the Lease.")
    lead(doc, "2.2 ", "The Seller shall carry out the Works diligently and in accordance with "
         "the planning permission (Royal Borough of Greenwich ref. 22/3374/F) and shall procure "
         "a ten-year Premier Guarantee warranty for the Apartment.")

    doc.add_heading("3. RESERVATION", level=2)
    lead(doc, "3.1 ", "The Buyer reserved the Apartment under a reservation agreement dated "
         "3 December 2025, which ends on exchange of this Agreement. No reservation money was "
         "taken under that reservation agreement.")

    doc.add_heading("4. THE PRICE AND HOW IT IS PAID", level=2)
    lead(doc, "4.1 ", f"The Price is {gbp(price, False)} ({words(price)} pounds).")
    lead(doc, "4.2 ", "On signing this Agreement the Buyer shall pay to the Seller a "
         f"non-refundable administration fee of {gbp(fee_before['amount'], False)}, which does "
         "not form part of the Price and is not credited against it.")
    lead(doc, "4.3 ", "The Price shall be paid as follows:")
    lead(doc, "4.3.1 ", "the Deposit, being ten per cent (10%) of the Price "
         f"({gbp(plan[0]['amount'], False)}), on exchange of this Agreement;")
    lead(doc, "4.3.2 ", "a further five per cent (5%) of the Price "
         f"({gbp(plan[1]['amount'], False)}) on or prior to {slash_date(plan[1]['date'])};")
    lead(doc, "4.3.3 ", "a further five per cent (5%) of the Price "
         f"({gbp(plan[2]['amount'], False)}) on or prior to {slash_date(plan[2]['date'])}; and")
    lead(doc, "4.3.4 ", f"the balance of the Price, namely {gbp(balance['amount'], False)}, on "
         "the Completion Date, together with any apportioned service charge for the period "
         "from the Completion Date to the end of the then current service charge year.")
    lead(doc, "4.4 ", "For the avoidance of doubt the payments under clauses 4.3.1 to 4.3.3 "
         f"together amount to twenty per cent (20%) of the Price ({gbp(paid_before, False)}). "
         "They are to be paid to Whitcombe & Lyle as stakeholders and are not released to the "
         "Seller before the Completion Date.")
    lead(doc, "4.5 ", "On the Completion Date the Buyer shall also pay to the Seller a "
         "contribution towards the Seller's costs of granting the Lease and of the deed of "
         "covenant with the Management Company. That contribution is fixed at "
         f"{gbp(legal_fee['amount'], False)} inclusive of VAT and is payable in addition to the "
         "Price.")
    lead(doc, "4.6 ", "Any sum not paid when due shall bear interest at the Interest Rate from "
         "the due date until payment, both before and after any judgment.")

    doc.add_heading("5. SERVICE CHARGE", level=2)
    lead(doc, "5.1 ", "The Buyer acknowledges that the service charge for the first service "
         "charge year is budgeted at £3,150 per annum (approximately £4.11 per square foot). "
         "The budget is an estimate only; the actual service charge will be payable under the "
         "Lease to Thameside Quarter Management Company Limited and not under this Agreement.")

    doc.add_heading("6. DEFAULT AND TERMINATION", level=2)
    lead(doc, "6.1 ", "If the Buyer fails to pay any instalment within 15 working days after "
         "written notice from the Seller, the Seller may rescind this Agreement, retain the "
         "Deposit (10% of the Price) and any further payments made under clause 4.3 up to "
         "fifteen per cent (15%) of the Price in aggregate, and resell the Apartment.")
    lead(doc, "6.2 ", "If the Completion Date has not occurred by the Long Stop Date, either "
         "party may rescind this Agreement by notice and the Seller shall repay all sums paid "
         "under clause 4.3 with interest earned on them in the stakeholder account.")

    doc.add_heading("7. MISCELLANEOUS", level=2)
    lead(doc, "7.1 ", "The Buyer may not assign or sub-sell the benefit of this Agreement "
         "before the Completion Date without the Seller's written consent.")
    lead(doc, "7.2 ", "Notices must be in writing and may be delivered by hand or sent by "
         "first class post or email to the addresses in this Agreement.")
    lead(doc, "7.3 ", "This Agreement and any non-contractual obligations arising out of it "
         "are governed by the law of England and Wales.")
    p(doc)
    p(doc, "EXECUTED as a deed by THAMESIDE QUARTER DEVELOPMENTS LIMITED acting by a director "
           "in the presence of a witness")
    p(doc, "SIGNED as a deed by PRIYA NANDITA SHAH in the presence of a witness")
    save(doc, "02_london_leasehold_clauses", rows)


# ----------------------------------------------------------------------------- 03
def agreement_03():
    """Dorset house, table with amount first, reservation fee row, subtotal and deferred
    payment after completion (post-handover)."""
    price = 269950
    res_fee = row(1000, "Reservation Fee", fee=True)
    plan = [
        row(pct_of(price, 5), "Deposit", 5),
        row(pct_of(price, 10), "Stage Payment 1", 10),
        row(pct_of(price, 10), "Stage Payment 2", 10, dt.date(2027, 1, 15)),
        row(pct_of(price, 10), "Stage Payment 3", 10, dt.date(2027, 7, 15)),
        row(pct_of(price, 60), "Balance", 60),
        row(pct_of(price, 5), "Deferred Payment", 5, post=True),
    ]
    rows = [res_fee] + plan
    check(rows, price)
    when = ["Payable on reservation", "On exchange of contracts",
            "On completion of the foundations to damp-proof course level, as certified by "
            "the Seller's architect",
            uk_date(plan[2]["date"]), uk_date(plan[3]["date"]), "On Completion",
            "On the first anniversary of the Completion Date"]
    subtotal = sum(r["amount"] for r in plan[:4])

    doc = new_doc("Pennant & Rees")
    p(doc, "PENNANT & REES LLP - PROPERTY DEPARTMENT", align="c", size=9)
    p(doc, "SALE CONTRACT (NEW BUILD - STAGE PAYMENTS)", bold=True, align="c", size=14)
    p(doc, "Plot 112, Saxon Meadows, Bere Road, Wareham, Dorset BH20 4DX", align="c")

    lead(doc, "Contract date: ", "the 19th day of February 2026")
    lead(doc, "Seller: ", "Oakridge Homes (South West) Limited (company number 07266104) of "
         "Oakridge House, 9 Ferndown Industrial Estate, Wimborne BH21 7PE")
    lead(doc, "Buyer: ", "Thomas Edward Hallam and Sophie Louise Hallam of 41 Victoria Avenue, "
         "Swanage BH19 1AN")
    lead(doc, "Property: ", "the freehold property being Plot 112 (house type 'The Pembroke', "
         "four bedrooms, approximately 118.2 sq m) on the Saxon Meadows development, part of "
         "the land in title numbers DT411872 and DT432095, with car parking spaces P112A and "
         "P112B")
    lead(doc, "Purchase Price: ", f"{gbp(price)} ({words(price)} pounds)")

    doc.add_heading("1 Background", level=3)
    p(doc, "The Seller is constructing 214 homes on the Saxon Meadows development under "
           "planning permission 6/2023/0188 granted by Dorset Council. The Buyer has agreed to "
           "buy Plot 112 off-plan and to pay the Purchase Price by stages as the house is "
           "built. The Seller has agreed to accept a reduced deposit of 5% instead of the 10% "
           "provided for in Standard Condition 2.2.", align="j")

    doc.add_heading("2 Payments", level=3)
    lead(doc, "2.1 ", "The Buyer shall make the payments set out in the Schedule of Payments "
         "below on the dates or at the times there stated. Payments are made to the client "
         "account of Pennant & Rees LLP (sort code 30-96-26, account 41209873) and the "
         "Buyer must quote reference OAK/SM/112.")
    p(doc, "SCHEDULE OF PAYMENTS", bold=True, align="c")
    labels = [r["description"] for r in rows]
    labels[0] = "Reservation Fee †"
    labels[-1] = "Deferred Payment *"
    body = [["R", num(res_fee["amount"]), "-", when[0], labels[0]]]
    for i, r in enumerate(plan[:4], start=1):
        body.append([str(i), num(r["amount"]), pct_txt(r["percentage"]), when[i], labels[i]])
    body.append(["", num(subtotal), "35%", "Sub-total of the Purchase Price paid before "
                 "Completion", ""])
    body.append(["5", num(plan[4]["amount"]), pct_txt(plan[4]["percentage"]), when[5],
                 labels[5]])
    body.append(["6", num(plan[5]["amount"]), pct_txt(plan[5]["percentage"]), when[6],
                 labels[6]])
    body.append(["", num(price), "100%", "Purchase Price", "TOTAL"])
    t = table(doc, ["Ref.", "Amount (£)", "% of Price", "When due", "Payment"], body)
    merged_note(t, "† The Reservation Fee is payable in addition to the Purchase Price. It is "
                   "not credited against the Purchase Price and is non-refundable save as set "
                   "out in clause 5.3.")
    merged_note(t, "* The Deferred Payment is secured by a second legal charge over the "
                   "Property in favour of the Seller, to be completed on the Completion Date. "
                   "No interest accrues on it if it is paid when due.")
    p(doc)
    lead(doc, "2.2 ", "Stage Payment 1 is due within 10 working days after the Seller's "
         "notice enclosing the architect's certificate. Stage Payments 2 and 3 are due on "
         "the dates stated whether or not any particular stage of construction has been "
         "reached by then.")
    lead(doc, "2.3 ", "Interest on late payment is payable at 5% per annum above the base "
         "rate of Barclays Bank PLC, calculated daily.")

    doc.add_heading("3 Construction", level=3)
    lead(doc, "3.1 ", "The Seller shall build the house in accordance with the plans and "
         "specification annexed and shall obtain an NHBC Buildmark policy. The Seller expects "
         "the house to be complete by 30th September 2027 but does not guarantee this.")
    lead(doc, "3.2 ", "The Buyer may not enter the site while construction is continuing, "
         "other than at the two accompanied visits offered by the Seller.")

    doc.add_heading("4 Completion", level=3)
    lead(doc, "4.1 ", "Completion shall take place ten working days after the Seller notifies "
         "the Buyer that the house is complete and the NHBC cover note has been issued.")
    lead(doc, "4.2 ", "On Completion the Buyer shall execute the legal charge referred to in "
         "the Schedule of Payments. The Buyer acknowledges that any mortgage lender must "
         "consent to the Seller's second charge.")

    doc.add_heading("5 Default and Rescission", level=3)
    lead(doc, "5.1 ", "If the house is not complete by 31st March 2028 the Buyer may rescind "
         "this contract and all sums paid towards the Purchase Price shall be repaid in full "
         "within 14 days.")
    lead(doc, "5.2 ", "If the Buyer fails to complete, the Seller may rescind and keep the "
         "Deposit; stage payments will be returned less the Seller's losses, subject to a "
         "maximum deduction of 10% of the Purchase Price.")
    lead(doc, "5.3 ", "The Reservation Fee will be refunded only if this contract is rescinded "
         "under clause 5.1.")

    doc.add_heading("6 Law", level=3)
    p(doc, "This contract is governed by the law of England and Wales.")
    p(doc)
    p(doc, "Signed for the Seller: ..................   Signed by the Buyer: ..................")
    save(doc, "03_dorset_amount_first_deferred", rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
