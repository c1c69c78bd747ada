#!/usr/bin/env python3
"""Generate the ``uk_docx`` corpus: English / Welsh new-build and off-plan sale
contracts written with python-docx, GBP amounts, UK-style dates.

Each agreement is built from Python data (the payment rows) which renders both
the Word document and the ``.expected.json`` plan, so the two cannot drift.

Run:  /work/main/.venv/bin/python generate.py
"""
import datetime as dt
import io
import json
import zipfile
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

import docx
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

HERE = Path(__file__).resolve().parent
FIXED_TS = (2026, 1, 5, 9, 0, 0)
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# ----------------------------------------------------------------- helpers
def exp_date(d):
    return "" if d is None else f"{d.day:02d}-{MON3[d.month - 1]}-{d.year % 100:02d}"


def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def d_ord(d):  # 15th April 2026
    return f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"


def d_plain(d):  # 15 April 2026
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def gbp(x):  # £12,500.00
    return f"£{x:,.2f}"


def gbp_code(x):  # GBP 250,000 (pence only when needed)
    return f"GBP {x:,.0f}" if float(x).is_integer() else f"GBP {x:,.2f}"


def pct_txt(p):
    return f"{p:g}%"


def row(amount, due=None, desc="", pct=0.0, fee=False, post=False):
    return {"amount": round(float(amount), 2), "dueDate": exp_date(due), "description": desc,
            "percentage": float(pct), "isFee": bool(fee), "postHandover": bool(post),
            "status": "pending"}


def check(rows, price, all_pct=False):
    plan = [r for r in rows if not r["isFee"]]
    total = round(sum(r["amount"] for r in plan), 2)
    assert abs(total - price) < 0.005, (total, price)
    for r in plan:
        if r["percentage"]:
            assert abs(pct_of(price, r["percentage"]) - r["amount"]) < 0.005, r
    if all_pct:
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9


def new_doc():
    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(11)
    return doc


def title(doc, text, size=14):
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(size)
    return p


def heading(doc, text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    return p


def para(doc, text, lead=None):
    p = doc.add_paragraph()
    if lead:
        r = p.add_run(lead + " ")
        r.bold = True
    p.add_run(text)
    return p


def table(doc, header, body, merged_title=None, total=None):
    ncols = len(header)
    nrows = len(body) + 1 + (1 if merged_title else 0) + (1 if total else 0)
    t = doc.add_table(rows=nrows, cols=ncols)
    t.style = "Table Grid"
    r0 = 0
    if merged_title:
        c = t.cell(0, 0).merge(t.cell(0, ncols - 1))
        c.text = merged_title
        c.paragraphs[0].runs[0].bold = True
        c.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER
        r0 = 1
    for j, h in enumerate(header):
        cell = t.cell(r0, j)
        cell.text = h
        cell.paragraphs[0].runs[0].bold = True
    for i, vals in enumerate(body):
        for j, v in enumerate(vals):
            t.cell(r0 + 1 + i, j).text = v
    if total:
        for j, v in enumerate(total):
            cell = t.cell(nrows - 1, j)
            cell.text = v
            if v:
                cell.paragraphs[0].runs[0].bold = True
    doc.add_paragraph()
    return t


def signatures(doc, seller, buyer, witness=True):
    heading(doc, "EXECUTION")
    para(doc, "This Contract has been entered into on the date stated at the beginning of it.")
    para(doc, f"Signed by a director for and on behalf of {seller}: ........................................ Director")
    for b in buyer:
        para(doc, f"Signed by {b}: ........................................")
        if witness:
            para(doc, "in the presence of (witness name, address and occupation): ........................................")


def save_docx(doc, path):
    cp = doc.core_properties
    cp.author = "Conveyancing Department"
    cp.last_modified_by = "Conveyancing Department"
    cp.created = dt.datetime(*FIXED_TS)
    cp.modified = dt.datetime(*FIXED_TS)
    cp.revision = 1
    buf = io.BytesIO()
    doc.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_TS)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, src.read(info.filename))
    path.write_bytes(out.getvalue())


def write(slug, doc, rows):
    save_docx(doc, HERE / f"{slug}.docx")
    (HERE / f"{slug}.expected.json").write_text(
        json.dumps(rows, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


# ---------------------------------------------------------- 01 plot table
def a01():
    price = 385000.00
    stages = [  # (label, when-date-or-event, pct)
        ("Deposit", "On exchange of contracts", 10),
        ("Second stage payment", dt.date(2026, 4, 15), 10),
        ("Third stage payment", dt.date(2026, 10, 1), 10),
        ("Balance of the Price", "On the Completion Date", 70),
    ]
    rows = []
    body = []
    for label, when, pct in stages:
        amt = pct_of(price, pct)
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, label, pct))
        body.append([label, d_ord(when) if due else when, pct_txt(pct), gbp(amt)])
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "CONTRACT FOR THE SALE OF A NEW DWELLING")
    title(doc, "Oakfield Meadows, Otley Road, Harrogate \u2013 Plot 47", 12)
    para(doc, "Incorporating the Standard Conditions of Sale (Fifth Edition \u2013 2018 Revision) "
              "as amended by this Contract.")
    para(doc, "This Contract is dated 9th February 2026.")
    heading(doc, "PARTIES")
    para(doc, "(1) HARTWELL HOMES (YORKSHIRE) LIMITED incorporated and registered in England and Wales "
              "with company number 08812345 whose registered office is at Unit 4, Crimple Court, "
              "Hornbeam Park, Harrogate HG2 8PB (the \u201cSeller\u201d); and")
    para(doc, "(2) DANIEL JAMES WHITAKER and SOPHIE ANNE WHITAKER both of 22 Cold Bath Road, "
              "Harrogate HG2 0NA (together the \u201cBuyer\u201d).")
    heading(doc, "BACKGROUND")
    para(doc, "(A) The Seller is the registered proprietor with title absolute of the freehold land known "
              "as Oakfield Meadows, Otley Road, Harrogate registered at HM Land Registry under title "
              "number NYK412238 (the \u201cEstate\u201d).")
    para(doc, "(B) The Seller is developing the Estate by the construction of 126 dwellings together with "
              "estate roads, open space and a play area pursuant to planning permission reference "
              "23/01842/FULMAJ granted by North Yorkshire Council on 14th March 2024.")
    para(doc, "(C) The Seller has agreed to build and sell and the Buyer has agreed to buy the Property "
              "on the terms of this Contract.")
    heading(doc, "1. DEFINITIONS AND INTERPRETATION")
    para(doc, "1.1 In this Contract the following words have the following meanings:")
    para(doc, "\u201cCompletion Date\u201d: the date ten working days after the date on which the Seller's "
              "Conveyancer gives the Buyer's Conveyancer written notice that the Dwelling has been "
              "completed and that an NHBC Buildmark cover note has been issued;")
    para(doc, "\u201cContract Rate\u201d: 4% per annum above the base rate from time to time of Barclays "
              "Bank PLC;")
    para(doc, "\u201cDwelling\u201d: the four-bedroom detached house of the Seller's house type "
              "\u201cThe Ashby\u201d having a gross internal floor area of approximately 112.4 sq m "
              "(1,210 sq ft) to be built on the Property;")
    para(doc, "\u201cLong Stop Date\u201d: 30th June 2027;")
    para(doc, "\u201cPrice\u201d: " + gbp(price) + " (three hundred and eighty-five thousand pounds);")
    para(doc, "\u201cProperty\u201d: Plot 47 on the Estate shown edged red on Plan 2, including the "
              "single garage and the two parking spaces numbered 47A and 47B, being part of the land "
              "in title number NYK412238;")
    para(doc, "\u201cSeller's Conveyancer\u201d: Lister Pennock LLP, 3 Victoria Avenue, Harrogate HG1 1EQ "
              "(ref. CJP/HH/0047).")
    para(doc, "1.2 References to clauses are to clauses of this Contract and the Standard Conditions "
              "apply save where inconsistent with its terms.")
    heading(doc, "2. AGREEMENT FOR SALE")
    para(doc, "2.1 The Seller will sell and the Buyer will buy the Property for the Price with full "
              "title guarantee and with vacant possession on completion.")
    para(doc, "2.2 The Seller shall construct the Dwelling in a good and workmanlike manner, with "
              "proper materials, in accordance with the planning permission, the Building Regulations "
              "and the requirements of the NHBC, and shall use reasonable endeavours to achieve "
              "practical completion by 31st March 2027.")
    heading(doc, "3. THE PRICE AND STAGE PAYMENTS")
    para(doc, "3.1 The Buyer shall pay the Price to the Seller's Conveyancer by electronic transfer of "
              "cleared funds in the following stages:")
    table(doc, ["Payment", "When payable", "% of Price", "Amount"], body)
    para(doc, "3.2 The Deposit is paid to the Seller's Conveyancer as agent for the Seller and Standard "
              "Condition 2.2.5 shall not apply. The second and third stage payments are paid on account "
              "of the Price and shall not be refundable save where this Contract is rescinded under "
              "clause 5.3.")
    para(doc, "3.3 Time shall be of the essence for each stage payment. If any stage payment is not "
              "received by the date on which it is due the Buyer shall pay interest on it at the "
              "Contract Rate from that date until payment.")
    para(doc, "3.4 As an incentive the Seller will pay the Buyer's Conveyancer the Buyer's reasonable "
              "legal fees up to \u00a31,200 plus VAT on completion. This does not reduce the Price.")
    heading(doc, "4. NOTICE OF COMPLETION")
    para(doc, "4.1 The Seller's Conveyancer shall give the Buyer at least ten working days' notice of the "
              "Completion Date. No notice shall be served before 1st February 2027.")
    para(doc, "4.2 The Buyer may inspect the Dwelling, by prior appointment, during the ten working "
              "days before the Completion Date, accompanied by a representative of the Seller.")
    heading(doc, "5. LATE COMPLETION AND RESCISSION")
    para(doc, "5.1 If completion is delayed by the Buyer's default, the Buyer shall pay interest on the "
              "balance of the Price at the Contract Rate for the period of default, and Standard "
              "Condition 7.2 shall be varied accordingly.")
    para(doc, "5.2 If the Buyer fails to complete in accordance with a notice to complete the Seller may "
              "rescind this Contract and forfeit and keep the Deposit (being 10% of the Price) together "
              "with accrued interest.")
    para(doc, "5.3 If the Dwelling is not completed by the Long Stop Date either party may rescind this "
              "Contract by written notice, whereupon all stage payments made shall be repaid to the "
              "Buyer within 14 days with interest at 2% per annum.")
    heading(doc, "6. NHBC AND DEFECTS")
    para(doc, "The Dwelling will be covered by the NHBC Buildmark policy for ten years. During the first "
              "two years the Seller shall make good defects notified to it in writing.")
    heading(doc, "7. ESTATE MANAGEMENT")
    para(doc, "The Buyer shall become a member of Oakfield Meadows Management Company Limited "
              "(company number 14433021) and shall pay the annual estate charge, estimated at \u00a3186.00 "
              "for the first year, for the upkeep of the open space and play area.")
    heading(doc, "8. GOVERNING LAW")
    para(doc, "This Contract and any dispute arising out of it shall be governed by the law of England and "
              "Wales and the parties submit to the exclusive jurisdiction of its courts.")
    signatures(doc, "HARTWELL HOMES (YORKSHIRE) LIMITED",
               ["DANIEL JAMES WHITAKER", "SOPHIE ANNE WHITAKER"])
    write("01_plot47_stage_table", doc, rows)


# -------------------------------------------- 02 merged title + admin fee
def a02():
    price = 612500.00
    stages = [
        ("First deposit", "On exchange", 10),
        ("Second deposit", dt.date(2026, 4, 15), 5),
        ("Third deposit", dt.date(2026, 10, 15), 5),
        ("Balance", "On Completion", 80),
    ]
    fee_amt = 350.00
    rows, body = [], []
    for label, when, pct in stages:
        amt = pct_of(price, pct)
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, label, pct))
        body.append([label, d_plain(when) if due else when, pct_txt(pct), gbp(amt)])
    rows.append(row(fee_amt, None, "Administration fee", 0, fee=True))
    body.append(["Administration fee (payable in addition to the Price)", "On exchange", "\u2014",
                 gbp(fee_amt)])
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "AGREEMENT FOR LEASE AND SALE OF AN APARTMENT")
    title(doc, "Apartment C1204, Riverside Quarter, 40 Belvedere Road, London SE1 7QT", 12)
    para(doc, "Date: 2 March 2026")
    heading(doc, "Particulars")
    para(doc, "Seller: THAMESBANK RIVERSIDE DEVELOPMENTS LIMITED (company number 11920457) of 8 Sumner "
              "Street, London SE1 9BX.")
    para(doc, "Buyer: PRIYA NAIR of Flat 3, 17 Amhurst Road, London E8 1LL.")
    para(doc, "Apartment: Apartment 1204 on the twelfth floor of Block C shown on the floor plan "
              "annexed, having a net internal area of approximately 68 sq m (732 sq ft), together with "
              "the right to use cycle store bay 311.")
    para(doc, "Superior title: the freehold registered under title number TGL558102.")
    para(doc, "Lease: a lease for a term of 999 years from 1 January 2025 at a peppercorn ground rent in "
              "the form of the draft annexed.")
    para(doc, "Price: " + gbp(price) + " (six hundred and twelve thousand five hundred pounds).")
    para(doc, "Administration Fee: " + gbp(fee_amt) + " payable in addition to the Price.")
    para(doc, "Anticipated Completion: the Seller currently anticipates that the Apartment will be ready "
              "for occupation in the third quarter of 2027. This estimate is not binding.")
    para(doc, "Contract Rate: 4% per annum above the Bank of England base rate.")
    heading(doc, "1. Interpretation")
    para(doc, "1.1 The Particulars form part of this Agreement. Words defined in the Particulars have the "
              "same meaning in the clauses.")
    para(doc, "1.2 This Agreement incorporates the Standard Commercial Property Conditions (Third Edition "
              "\u2013 2018 Revision) so far as they are not varied by or inconsistent with its terms.")
    heading(doc, "2. Sale and grant of the Lease")
    para(doc, "2.1 The Seller shall build the Apartment and on the Completion Date grant and the Buyer "
              "shall accept the Lease at the Price.")
    para(doc, "2.2 The Seller shall carry out the works in accordance with the planning permission "
              "ref. 22/AP/1587 and the specification in Schedule 2 (subject to permitted variations).")
    heading(doc, "3. Building works and variations")
    para(doc, "3.1 The Seller may make minor variations to the layout, specification or finishes provided "
              "that the net internal area of the Apartment is not reduced by more than 5%.")
    para(doc, "3.2 If the net internal area is reduced by more than 5%, the Buyer may rescind this "
              "Agreement by notice within 21 days of being told of the reduction.")
    heading(doc, "4. Payment")
    para(doc, "4.1 The Buyer shall pay the Price and the Administration Fee to the Seller's solicitors, "
              "Marlowe Reid LLP, in the amounts and at the times set out in the Payment Schedule below:")
    table(doc, ["Payment", "Due date", "Percentage of Price", "Sum payable"], body,
          merged_title="PAYMENT SCHEDULE (clause 4)",
          total=["Total Price (excluding Administration Fee)", "", "100%", gbp(price)])
    para(doc, "4.2 The first deposit shall be paid on exchange of this Agreement and the second and third "
              "deposits on the dates shown. The Administration Fee is due on exchange, is not part of "
              "the Price and is not refundable.")
    para(doc, "4.3 Deposits are held by the Seller's solicitors as agent for the Seller. Any sum not paid "
              "on its due date shall bear interest at the Contract Rate until paid.")
    heading(doc, "5. Completion")
    para(doc, "5.1 Completion shall take place ten working days after the Seller's solicitors notify the "
              "Buyer's solicitors that the Apartment has been certified as practically complete and that "
              "a ten-year building warranty has been issued by Premier Guarantee.")
    para(doc, "5.2 The service charge for the first service charge year is estimated at \u00a33,412.00 and "
              "shall be apportioned on completion.")
    heading(doc, "6. Default")
    para(doc, "6.1 If the Buyer fails to complete on the Completion Date the Buyer shall pay interest at "
              "the Contract Rate on the balance of the Price for the period of default.")
    para(doc, "6.2 If the Buyer fails to comply with a notice to complete, the Seller may rescind this "
              "Agreement and retain the deposits paid up to an aggregate of 10% of the Price; any excess "
              "shall be returned within 28 days.")
    para(doc, "6.3 If the Apartment is not practically complete by 30 September 2028 the Buyer may "
              "rescind and shall be repaid all deposits (but not the Administration Fee).")
    heading(doc, "7. Assignment and sub-sale")
    para(doc, "The Buyer shall not assign the benefit of this Agreement before completion without the "
              "Seller's consent, which may be conditional on payment of a consent fee of \u00a3750 plus VAT "
              "and a deed of covenant.")
    heading(doc, "8. Law")
    para(doc, "This Agreement is governed by the law of England and Wales.")
    signatures(doc, "THAMESBANK RIVERSIDE DEVELOPMENTS LIMITED", ["PRIYA NAIR"])
    write("02_riverside_merged_title_fee", doc, rows)


# --------------------------------------- 03 Welsh plot, numbered clauses
def a03():
    price = 272500.00
    res_fee = 500.00
    dep = pct_of(price, 10)
    second = pct_of(price, 5)
    d2 = dt.date(2027, 6, 1)
    balance = round(price - dep - second, 2)
    rows = [
        row(res_fee, None, "Reservation fee", 0, fee=True),
        row(dep, None, "Deposit", 10),
        row(second, d2, "Further instalment", 5),
        row(balance, None, "Balance of the Price", 85),
    ]
    assert balance == pct_of(price, 85)
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "CONTRACT FOR SALE \u2013 NEW BUILD FREEHOLD HOUSE")
    title(doc, "Cae Derwen, Llandaff, Cardiff \u2013 Plot 12", 12)
    para(doc, "THIS CONTRACT is made on the 16th day of March 2026")
    para(doc, "BETWEEN:")
    para(doc, "(1) TAFF VALE HOMES LIMITED (company number 06350912) whose registered office is at "
              "Ty Afon, Bridge Street, Cardiff CF10 2EE (\u201cthe Seller\u201d); and")
    para(doc, "(2) RHYS OWEN GRIFFITHS of 5 Heol y Coed, Rhiwbina, Cardiff CF14 6HR (\u201cthe Buyer\u201d).")
    heading(doc, "1. Definitions")
    para(doc, "1.1 \u201cthe Property\u201d means the land known as Plot 12, Cae Derwen, Llandaff, Cardiff "
              "CF5 2XX forming part of the land registered at HM Land Registry under title number "
              "CYM781245, together with the three-bedroom semi-detached house (house type \u201cY "
              "Bedwen\u201d, approximately 93 sq m) to be erected on it.")
    para(doc, "1.2 \u201cthe Price\u201d means " + gbp(price) + ".")
    para(doc, "1.3 \u201cthe Completion Date\u201d means the date five working days after service of "
              "notice by the Seller that the Property is complete and fit for occupation.")
    para(doc, "1.4 \u201cthe Interest Rate\u201d means 4% above the base rate of Lloyds Bank plc from "
              "time to time.")
    heading(doc, "2. Sale")
    para(doc, "2.1 The Seller agrees to sell and the Buyer agrees to buy the Property at the Price with "
              "full title guarantee.")
    para(doc, "2.2 The Buyer acknowledges that Land Transaction Tax is payable by the Buyer to the Welsh "
              "Revenue Authority on completion and is not collected by the Seller.")
    heading(doc, "3. Construction")
    para(doc, "3.1 The Seller shall complete the house in accordance with planning permission "
              "24/00417/MJR and the Building Regulations 2010 (as they apply in Wales).")
    para(doc, "3.2 The Seller estimates that the house will be complete in the spring of 2027 but gives "
              "no warranty as to the date of completion.")
    heading(doc, "4. Reservation fee")
    para(doc, "4.1 On signing this Contract the Buyer shall pay to the Seller a reservation fee of "
              + gbp(res_fee) + ". The reservation fee is payable in addition to the Price, is not "
              "credited against the Price on completion and is not refundable save under clause 8.2.")
    heading(doc, "5. Payment of the Price")
    para(doc, "5.1 On exchange of contracts the Buyer shall pay a deposit of " + gbp(dep) +
              " (being 10% of the Price) to the Seller's solicitors, Morgan Pryce, as stakeholder.")
    para(doc, "5.2 The Buyer shall pay a further instalment of " + gbp(second) +
              " (being 5% of the Price) on or before " + d_plain(d2) + ".")
    para(doc, "5.3 The balance of the Price, namely " + gbp(balance) + " (85% of the Price), shall be "
              "paid on the Completion Date.")
    para(doc, "5.4 All payments shall be made by electronic transfer to the client account of the "
              "Seller's solicitors (sort code 30-94-57, account 00412987) quoting reference TVH/CD/012.")
    heading(doc, "6. Completion")
    para(doc, "6.1 Completion shall take place on the Completion Date at the offices of the Seller's "
              "solicitors or in such other manner as they reasonably direct.")
    para(doc, "6.2 If completion does not take place on the Completion Date through the default of the "
              "Buyer, the Buyer shall pay interest at the Interest Rate on the balance of the Price from "
              "the Completion Date until actual completion.")
    heading(doc, "7. Warranty")
    para(doc, "7.1 The Seller shall provide a LABC Warranty certificate covering the house for 10 years "
              "from the date of the initial completion certificate.")
    heading(doc, "8. Termination")
    para(doc, "8.1 If the Buyer fails to complete after service of a notice to complete, the Seller may "
              "rescind this Contract and retain the deposit paid under clause 5.1.")
    para(doc, "8.2 If the house is not complete by 31 December 2027 the Buyer may rescind this Contract, "
              "and the deposit, the further instalment and the reservation fee shall be repaid in full "
              "within 10 working days.")
    heading(doc, "9. Governing law")
    para(doc, "9.1 This Contract is governed by the law of England and Wales as it applies in Wales, and "
              "the parties submit to the jurisdiction of the courts of England and Wales.")
    signatures(doc, "TAFF VALE HOMES LIMITED", ["RHYS OWEN GRIFFITHS"])
    write("03_cardiff_numbered_clauses", doc, rows)


# ------------------------------------------ 04 GBP code, penthouse table
def a04():
    price = 1150000.00
    stages = [
        ("Exchange deposit", 10, "On exchange"),
        ("Second deposit", 10, dt.date(2027, 1, 15)),
        ("Third deposit", 5, dt.date(2027, 7, 15)),
    ]
    rows, body = [], []
    paid = 0.0
    for i, (label, pct, when) in enumerate(stages, 1):
        amt = pct_of(price, pct)
        paid += amt
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, label, pct))
        body.append([str(i), f"{label} ({pct}% of the Price)",
                     d_plain(when) if due else when, gbp_code(amt)])
    bal = round(price - paid, 2)
    rows.append(row(bal, None, "Balance of the Price", 0))
    body.append([str(len(stages) + 1), "Balance of the Price", "On Legal Completion", gbp_code(bal)])
    check(rows, price)

    doc = new_doc()
    title(doc, "OFF-PLAN SALE CONTRACT")
    title(doc, "Penthouse PH02, Ember Tower, Nine Elms Lane, London SW8", 12)
    para(doc, "Contract date: 20 January 2026        Seller's reference: ET/PH02/RES")
    heading(doc, "1. The parties")
    para(doc, "1.1 The Seller is EMBER NINE ELMS LIMITED, a company registered in England and Wales "
              "(no. 12774301), of 1 Ponton Road, London SW8 5BA.")
    para(doc, "1.2 The Buyer is HARBOURVIEW NOMINEES LIMITED, a company registered in Jersey "
              "(no. 140877), of 22 Esplanade, St Helier JE2 3QA.")
    heading(doc, "2. The property being sold")
    para(doc, "2.1 Penthouse PH02 on level 38 of Ember Tower having a net internal area of approximately "
              "186 sq m (2,002 sq ft) and a terrace of approximately 41 sq m, together with car parking "
              "space P2-14 and storage unit S-38B (the \u201cProperty\u201d).")
    para(doc, "2.2 The Property is to be granted by a lease for 250 years from completion out of the "
              "leasehold title registered under title number TGL601337.")
    heading(doc, "3. The purchase price")
    para(doc, "3.1 The purchase price is " + gbp_code(price) + " (one million one hundred and fifty "
              "thousand pounds) (the \u201cPrice\u201d). No VAT is payable on the Price.")
    para(doc, "3.2 The Price shall be paid in the following instalments:")
    table(doc, ["No.", "Payment", "Due", "Amount"], body)
    para(doc, "3.3 Each deposit is to be paid to the Seller's solicitors, Hallam Crewe LLP, who shall "
              "release it to the Seller's funder under the deposit protection arrangements described in "
              "clause 9. The balance is payable on Legal Completion by CHAPS transfer.")
    para(doc, "3.4 If any deposit is received late, the Buyer shall pay interest on it at 4% above "
              "the base rate of HSBC UK Bank plc for each day from its due date until receipt.")
    heading(doc, "4. Completion of the building")
    para(doc, "4.1 The Seller shall use reasonable endeavours to procure practical completion of the "
              "Property by 30 June 2028 (the \u201cTarget Date\u201d).")
    para(doc, "4.2 Legal Completion shall take place 14 days after the Seller notifies the Buyer that "
              "the Property is practically complete and a ten-year new-home warranty has been issued.")
    para(doc, "4.3 If practical completion has not occurred within 18 months after the Target Date, the "
              "Buyer may rescind this Contract and the Seller shall repay all deposits paid together "
              "with interest at 1.5% per annum.")
    heading(doc, "5. Service charge")
    para(doc, "5.1 The Buyer will pay the service charge under the lease. The budget for the first year "
              "is GBP 14,880 and the estimated rate is GBP 7.43 per sq ft.")
    heading(doc, "6. Buyer's default")
    para(doc, "6.1 If the Buyer fails to pay any deposit within 10 working days of its due date, or fails "
              "to complete, the Seller may serve notice and, if the default is not remedied within 10 "
              "working days, rescind this Contract and retain deposits up to 25% of the Price.")
    heading(doc, "7. Anti-money laundering")
    para(doc, "7.1 The Buyer shall provide such evidence of identity and source of funds as the Seller's "
              "solicitors reasonably require before exchange and before each deposit is paid.")
    heading(doc, "8. Resale before completion")
    para(doc, "8.1 The Buyer may not market the Property for resale before 1 January 2028.")
    heading(doc, "9. Deposit protection")
    para(doc, "9.1 Deposits released to the Seller are protected by a deposit guarantee issued by an "
              "authorised insurer up to the full amount of the deposits paid.")
    heading(doc, "10. Governing law and jurisdiction")
    para(doc, "10.1 English law governs this Contract. The courts of England and Wales have exclusive "
              "jurisdiction.")
    signatures(doc, "EMBER NINE ELMS LIMITED",
               ["a duly authorised director for and on behalf of HARBOURVIEW NOMINEES LIMITED"],
               witness=False)
    write("04_penthouse_gbp_code", doc, rows)


# ------------------------------------ 05 percent-only table, fee after
def a05():
    price = 449950.00
    stages = [
        ("Deposit", "On exchange of contracts", None, 10),
        ("First interim payment", None, dt.date(2027, 3, 15), 7.5),
        ("Second interim payment", None, dt.date(2027, 9, 15), 7.5),
        ("Balance on completion", "On legal completion", None, 75),
    ]
    fee = 354.00
    rows, body = [], []
    for label, event, due, pct in stages:
        rows.append(row(pct_of(price, pct), due, label, pct))
        body.append([label, d_ord(due) if due else event, pct_txt(pct)])
    rows.append(row(fee, None, "Administration fee", 0, fee=True))
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "SALE CONTRACT \u2013 PLOT 208, KIRKSTALL FORGE PHASE 3, LEEDS LS5")
    para(doc, "This contract is dated 27th February 2026 and is made between the Seller and the Buyer "
              "named below.")
    heading(doc, "1 PARTICULARS")
    para(doc, "Seller: Aire Valley Living Limited (company no. 09981456), 1 Wellington Place, "
              "Leeds LS1 4AP.")
    para(doc, "Buyer: Thomas Edward Beaumont and Grace Liu of 14 Headingley Lane, Leeds LS6 2AS.")
    para(doc, "Property: Plot 208 (to be known as 12 Forge Yard), a three-storey townhouse of "
              "approximately 131 sq m with two allocated parking spaces, forming part of the land in "
              "title numbers WYK902211 and WYK915640.")
    para(doc, "Purchase Price: " + gbp(price) + ".")
    para(doc, "Deposit: 10% of the Purchase Price.")
    para(doc, "Contract Rate: 4% above the Bank of England base rate.")
    heading(doc, "2 AGREEMENT")
    para(doc, "2.1 The Seller will construct the townhouse on the Property and sell it to the Buyer, and "
              "the Buyer will buy it, for the Purchase Price.")
    para(doc, "2.2 The Standard Conditions of Sale (Fifth Edition \u2013 2018 Revision) apply except "
              "conditions 2.2.5, 6.1.2 and 7.1.")
    heading(doc, "3 CONSTRUCTION")
    para(doc, "3.1 The Seller will build the townhouse in accordance with the approved plans and "
              "specification and will obtain a ten-year NHBC Buildmark policy.")
    para(doc, "3.2 Practical completion is targeted for the summer of 2027; the Seller will keep the "
              "Buyer informed of progress at least every 8 weeks.")
    heading(doc, "4 PAYMENT OF THE PURCHASE PRICE")
    para(doc, "4.1 The Buyer will pay the Purchase Price in stages, each stage being the percentage of "
              "the Purchase Price shown against it in the table below:")
    table(doc, ["Stage", "Payment Date", "Percentage of Purchase Price"], body)
    para(doc, "4.2 The interim payments are payable on the dates stated whether or not construction has "
              "reached any particular stage.")
    para(doc, "4.3 Payments not made on time carry interest at the Contract Rate.")
    para(doc, "4.4 In addition to the Purchase Price the Buyer will on exchange of contracts pay to the "
              "Seller an administration fee of " + gbp(fee) + " (inclusive of VAT) to cover the "
              "Seller's costs of preparing the contract documentation.")
    heading(doc, "5 COMPLETION")
    para(doc, "5.1 Completion will take place 10 working days after the Seller notifies the Buyer that "
              "the townhouse is complete.")
    para(doc, "5.2 If the Buyer delays completion, the Buyer will pay interest at the Contract Rate on "
              "the unpaid balance of the Purchase Price.")
    heading(doc, "6 TERMINATION")
    para(doc, "6.1 If the Buyer does not pay any stage payment within 15 working days of a written "
              "reminder, the Seller may terminate this contract and keep the deposit.")
    para(doc, "6.2 If the townhouse is not complete by 31st March 2028 (the long stop date) the Buyer "
              "may terminate this contract and will receive back all stage payments in full.")
    heading(doc, "7 ESTATE CHARGE")
    para(doc, "7.1 The Buyer will pay a proportion of the costs of maintaining the shared areas of the "
              "development (currently \u00a3245.00 a year) to Kirkstall Forge Estate Management "
              "Limited.")
    heading(doc, "8 LAW")
    para(doc, "8.1 English law applies to this contract.")
    signatures(doc, "AIRE VALLEY LIVING LIMITED", ["THOMAS EDWARD BEAUMONT", "GRACE LIU"])
    write("05_kirkstall_percent_table_fee_after", doc, rows)


# --------------------------------------------- 06 transfer, no plan
def a06():
    doc = new_doc()
    title(doc, "TRANSFER OF WHOLE OF REGISTERED TITLE(S)")
    para(doc, "HM Land Registry \u2013 form TR1 (prepared on the completion of a resale)")
    para(doc, "1. Title number(s) of the property: DN667120")
    para(doc, "2. Property: 7 Shorecliff Close, Exmouth EX8 2QT, a three-bedroom detached house with a "
              "plot area of approximately 0.08 hectares.")
    para(doc, "3. Date: 14 April 2026")
    para(doc, "4. Transferor: CATHERINE MARY HOLLOWAY of 7 Shorecliff Close, Exmouth EX8 2QT.")
    para(doc, "5. Transferee for entry in the register: BENJAMIN ASHWORTH and LAURA ASHWORTH.")
    para(doc, "6. Transferee's intended address(es) for service: 7 Shorecliff Close, Exmouth EX8 2QT and "
              "ben.ashworth@example.co.uk")
    para(doc, "7. The Transferor transfers the property to the Transferee.")
    para(doc, "8. Consideration: The Transferor has received from the Transferee for the property the "
              "following sum: \u00a3325,000 (three hundred and twenty-five thousand pounds). "
              "The whole of the consideration has been paid on or before the date of this transfer and "
              "no part of it remains outstanding.")
    para(doc, "9. The Transferor transfers with full title guarantee.")
    para(doc, "10. Declaration of trust: The Transferee is more than one person and they are to hold "
              "the property on trust for themselves as tenants in common in equal shares.")
    para(doc, "11. Additional provisions:")
    para(doc, "11.1 The Transferee covenants with the Transferor, by way of indemnity only, to observe and "
              "perform the covenants contained in a conveyance dated 3rd June 1987 referred to in entry "
              "2 of the charges register of title DN667120.")
    para(doc, "11.2 The Transferor and the Transferee agree that the sum of \u00a32,750 included in "
              "the consideration is attributable to carpets, curtains and fittings listed in the "
              "Fittings and Contents Form (TA10).")
    para(doc, "11.3 The Transferee has taken out buildings insurance with effect from completion; the "
              "Transferor's policy (no. HX-4419021) will be cancelled on that date.")
    para(doc, "12. Execution")
    para(doc, "Signed as a deed by CATHERINE MARY HOLLOWAY in the presence of: ........................")
    para(doc, "Signed as a deed by BENJAMIN ASHWORTH in the presence of: ........................")
    para(doc, "Signed as a deed by LAURA ASHWORTH in the presence of: ........................")
    para(doc, "WARNING: If you dishonestly enter information or make a statement that you know is, or "
              "might be, untrue or misleading, and intend by doing so to make a gain for yourself or "
              "another person, or to cause loss or the risk of loss to another person, you may commit "
              "the offence of fraud under section 1 of the Fraud Act 2006, the maximum penalty for "
              "which is 10 years' imprisonment or an unlimited fine, or both.")
    write("06_tr1_transfer_no_plan", doc, [])


if __name__ == "__main__":
    for fn in (a01, a02, a03, a04, a05, a06):
        fn()
    print("uk_docx: written", len(list(HERE.glob("*.docx"))), "documents")
