#!/usr/bin/env python3
"""Generate the qatar_gcc_text_and_pdf_r4 agreements (Qatar / Bahrain / Oman; .txt and .pdf).

Standalone: stdlib + reportlab. Writes NN_slug.txt|pdf and NN_slug.expected.json next to this file.
Plans are built as data and both the document and the expected JSON are rendered from them.
"""
import datetime as dt
import json
import os
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import LETTER  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import inch  # noqa: E402
from reportlab.platypus import Paragraph, Preformatted, SimpleDocTemplate, Spacer  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# ----------------------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def dd(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def money(x, dec=True):
    return "{:,.2f}".format(x) if dec else "{:,.0f}".format(x)


def exp_row(amount, date, desc, pct, fee=False, post=False):
    return {
        "amount": round(float(amount), 2),
        "dueDate": dd(date),
        "description": desc,
        "percentage": float(pct),
        "isFee": bool(fee),
        "postHandover": bool(post),
        "status": "pending",
    }


def write_json(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def write_txt(stem, text):
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


def check_plan(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9
    assert abs(round(sum(r["amount"] for r in plan), 2) - price) < 0.005


# ============================================================================ agreement 01
def agreement_01():
    """Qatar, Lusail: tab-separated schedules, milestone rows, wrapped rows, fees in a second schedule."""
    stem = "01_qatar_lusail_tab_schedules"
    price = 3275000.00
    # (ref, label, due text or None, date or None, continuation line, pct)
    plan = [
        ("Instalment (1)", "Down payment", "On signing of this Agreement", None, None, 10.0),
        ("Instalment (2)", "Second instalment", None, dt.date(2026, 7, 15), None, 10.0),
        ("Instalment (3)", "Superstructure payment", "Completion of the superstructure", None,
         "(roof slab of Tower 2)*", 15.0),
        ("Instalment (4)", "Fourth instalment", None, dt.date(2027, 1, 15), None, 10.0),
        ("Instalment (5)", "MEP and facade payment", "Completion of MEP first fix and of the", None,
         "external facade*", 15.0),
        ("Instalment (6)", "Final payment", "On delivery of the Unit (Handover)", None, None, 40.0),
    ]
    reg_pct = 0.25
    reg = pct_of(price, reg_pct)
    admin = 2500.00
    expected = [exp_row(pct_of(price, p), d, label, p) for _, label, _, d, _, p in plan]
    expected.append(exp_row(reg, None, "Registration fee", reg_pct, fee=True))
    expected.append(exp_row(admin, None, "Developer administration fee", 0, fee=True))
    check_plan(expected, price)

    sched_a = ["Ref.\tDescription\tDue\t%\tAmount (QAR)"]
    for ref, label, due, d, cont, p in plan:
        due_txt = d.strftime("%d/%m/%Y") if d else due
        sched_a.append("%s\t%s\t%s\t%g%%\t%s" % (ref, label, due_txt, p, money(pct_of(price, p))))
        if cont:
            sched_a.append("\t\t%s" % cont)
    sched_a.append("\tTotal Price\t\t100%%\t%s" % money(price))

    sched_b = [
        "Item\tAmount (QAR)\tBasis\tWhen payable",
        "Registration fee - Real Estate Registration Department\t%s\t%s%% of the Price\tUpon registration of this "
        "Agreement" % (money(reg), ("%.2f" % reg_pct)),
        "Developer administration fee\t%s\tFixed\tOn signing" % money(admin),
    ]

    text = """STATE OF QATAR
SALE AGREEMENT FOR A RESIDENTIAL UNIT UNDER CONSTRUCTION
Lusail City - Marina District - Tower 2

Contract No.: LMT/SA/2026/0219
Date: 11/02/2026

This Agreement is concluded in Doha on Wednesday, 11/02/2026, between:

First Party: LUSAIL MARINA TOWERS REAL ESTATE W.L.L., a company registered in the Commercial Register of the State of Qatar under No. 148820, P.O. Box 24611, Doha, represented in signing this Agreement by Mr. Tariq Mahmoud Saleh in his capacity as General Manager (hereinafter the "Developer");

Second Party: MR. HAMAD KHALID AL-KUWARI, Qatari national, QID No. 28863401127, P.O. Box 9912, Doha, mobile +974 5512 0448 (hereinafter the "Purchaser").

PREAMBLE

Whereas the Developer holds a development licence for Plot No. 69-0145 in the Marina District of Lusail City issued under Law No. (6) of 2014 regulating real estate development, and is building thereon a residential tower of 38 floors known as Tower 2 (the "Tower"); and whereas the Purchaser has expressed his wish to purchase one of the units of the Tower under construction, the two parties, having confirmed their capacity to contract, have agreed as follows.

Article (1) - Preamble and Annexes
The preamble above and the Schedules and Annexes attached hereto form an integral part of this Agreement and shall be read and construed with it.

Article (2) - Definitions
2.1 "Unit": apartment No. 1803 on the 18th floor of the Tower, having a net area of 142.75 sq m and a terrace of 18.30 sq m, together with parking spaces B2-77 and B2-78.
2.2 "Supervising Engineer": the engineering consultant registered with the Ministry of Municipality and appointed to supervise construction of the Tower.
2.3 "Handover": the delivery of the Unit to the Purchaser after the completion certificate of the Tower is issued.
2.4 "Escrow Account": account No. 0091-372615-001 opened for the Tower with the escrow bank in accordance with the Law.

Article (3) - Subject of the Agreement
The Developer sells to the Purchaser, who accepts, the Unit described in Article (2) together with an undivided share in the common parts of the Tower proportional to the area of the Unit.

Article (4) - The Price
4.1 The price of the Unit is QAR 3,275,000 (Three Million Two Hundred and Seventy-Five Thousand Qatari Riyals) (the "Price"), being approximately QAR 22,942.21 per square metre of net area.
4.2 The Price does not include the charges listed in Schedule (B), which the Purchaser shall bear in addition to the Price.

Article (5) - Payment of the Price
5.1 The Purchaser shall pay the Price into the Escrow Account in the instalments set out in Schedule (A).
5.2 Instalments linked to a stage of construction shall be paid within fifteen (15) days of the Developer's written notice accompanied by the certificate of the Supervising Engineer.
5.3 The Purchaser acknowledges that Instalment (2) and Instalment (4) are payable on 15/07/2026 and 15/01/2027 respectively, whatever the progress of the works.

Article (6) - Delay in payment
If the Purchaser delays any instalment for more than thirty (30) days, the Developer may charge a delay fine of 0.05% of the delayed amount for each day of delay, provided that the total fine shall not exceed 5% of the Price. If the delay exceeds ninety (90) days the Developer may rescind the Agreement in accordance with Annex (3).

Article (7) - Completion and Handover
7.1 The Developer shall complete the Tower and hand over the Unit not later than 30/06/2028, with a grace period of six (6) months.
7.2 If Handover is delayed beyond the grace period, the Developer shall pay the Purchaser QAR 150 for each day of delay, up to a maximum of 5% of the Price (QAR 163,750).

Article (8) - Registration
The Developer shall register this Agreement with the Real Estate Registration Department of the Ministry of Justice within thirty (30) days of signing, and the registration fee shall be borne by the Purchaser as set out in Schedule (B).

Article (9) - Rescission by the Purchaser
The Purchaser may rescind this Agreement before Handover by written notice. In that case the Developer shall refund the amounts received after the deductions set out in Annex (3).

Article (10) - Governing law and disputes
This Agreement is governed by the laws of the State of Qatar. Any dispute shall be referred to the competent courts of the State of Qatar, without prejudice to the right of the parties to resort to mediation at the Qatar International Center for Conciliation and Arbitration.

Article (11) - Copies
This Agreement is made in three (3) originals in Arabic and English; each party has received one original to act upon, and the third is for the Real Estate Registration Department. In case of conflict the Arabic text prevails.

First Party: ____________________        Second Party: ____________________


SCHEDULE (A) - INSTALMENTS OF THE PRICE

""" + "\n".join(sched_a) + """

* as certified by the Supervising Engineer (see Article 5.2).


SCHEDULE (B) - CHARGES PAYABLE IN ADDITION TO THE PRICE

""" + "\n".join(sched_b) + """


ANNEX (3) - DEDUCTIONS ON RESCISSION

Stage of works at rescission\tDeduction retained by the Developer\tRefund period
Before 20% completion\t10% of the amounts paid\t60 days
From 20% to 50% completion\t20% of the amounts paid\t90 days
More than 50% completion\t30% of the amounts paid\t120 days


ANNEX (4) - ESTIMATED SERVICE CHARGES (FOR INFORMATION)

Component\tRate\tEstimated annual amount (QAR)
Building services\tQAR 38 per sq m\t5,424.50
District cooling (capacity)\tQAR 22 per sq m\t3,140.50
Master community\tQAR 9 per sq m\t1,284.75

Page 4 of 4 - LMT/SA/2026/0219
"""
    write_txt(stem, text)
    write_json(stem, expected)


# ============================================================================ agreement 02
def agreement_02():
    """Bahrain, US-style drafting: month-first numeric dates throughout, pipe table printed in Courier."""
    stem = "02_bahrain_pipe_table_month_first"
    price = 185000.00
    plan = [
        ("1", "upon execution", None, "Down payment", 10.0),
        ("2", None, dt.date(2026, 6, 30), "2nd installment", 10.0),
        ("3", None, dt.date(2026, 12, 31), "3rd installment", 15.0),
        ("4", None, dt.date(2027, 6, 30), "4th installment", 15.0),
        ("5", "on completion of structure*", None, "5th installment", 10.0),
        ("6", "on Handover", None, "Final installment", 40.0),
    ]
    reg_pct = 2.0
    reg = pct_of(price, reg_pct)
    admin = 350.00
    expected = [exp_row(pct_of(price, p), d, label, p) for _, _, d, label, p in plan]
    expected.append(exp_row(reg, None, "SLRB registration fee", reg_pct, fee=True))
    expected.append(exp_row(admin, None, "Developer administrative charge", 0, fee=True))
    check_plan(expected, price)

    widths = [4, 28, 22, 11, 6]

    def line(cells, aligns="lllrr"):
        out = []
        for c, w, a in zip(cells, widths, aligns):
            out.append(" " + (c.rjust(w) if a == "r" else c.ljust(w)) + " ")
        return "|" + "|".join(out) + "|"

    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    tbl = [sep, line(["#", "Due (MM/DD/YYYY)", "Payment", "BHD", "%"], "lllrr"), sep.replace("-", "=")]
    for no, ev, d, label, p in plan:
        due = d.strftime("%m/%d/%Y") if d else ev
        tbl.append(line([no, due, label, money(pct_of(price, p), False), "%g" % p]))
    tbl.append(sep)
    tbl.append(line(["", "", "Purchase Price", money(price, False), "100"]))
    tbl.append(sep)
    tbl.append(line(["A", "upon title registration", "SLRB fee (2% of Price)\u2020", money(reg, False), "2"]))
    tbl.append(line(["B", "upon execution", "Admin. charge\u2020", money(admin, False), "--"]))
    tbl.append(sep)

    rg = 2775
    sep2 = "+------+---------------------------+------------+"
    guar = [sep2]
    guar.append("| Qtr  | Payable by Developer      | BHD        |")
    guar.append(sep2)
    for q in range(1, 9):
        guar.append("| %-4d | %-25s | %10s |" % (q, "%d months after Handover" % (3 * q), money(rg, False)))
    guar.append(sep2)

    S = {
        "body": ParagraphStyle("body", fontName="Helvetica", fontSize=9, leading=12, alignment=TA_JUSTIFY,
                               spaceAfter=4),
        "h": ParagraphStyle("h", fontName="Helvetica-Bold", fontSize=9.6, leading=12.5, spaceBefore=6, spaceAfter=3),
        "title": ParagraphStyle("title", fontName="Helvetica-Bold", fontSize=13, leading=16, alignment=TA_CENTER,
                                spaceAfter=4),
        "center": ParagraphStyle("center", fontName="Helvetica", fontSize=9, leading=12, alignment=TA_CENTER),
        "mono": ParagraphStyle("mono", fontName="Courier", fontSize=7.6, leading=9.2),
    }
    P = lambda t, st="body": Paragraph(t, S[st])  # noqa: E731

    story = [
        P("UNIT PURCHASE AGREEMENT", "title"),
        P("Dilmun Bay Towers &mdash; Tower A &mdash; Unit 2406 &mdash; Kingdom of Bahrain", "center"),
        P("Agreement No. DBT-A-2406 &nbsp;&nbsp; Effective Date: 03/18/2026", "center"),
        Spacer(1, 8),
        P("This Unit Purchase Agreement (this \"<b>Agreement</b>\") is entered into as of March 18, 2026 (the "
          "\"<b>Effective Date</b>\") by and between <b>DILMUN BAY DEVELOPMENTS B.S.C. (c)</b>, a closed joint stock "
          "company organized under the laws of the Kingdom of Bahrain, commercial registration no. 104472-1, with its "
          "principal office at Building 1459, Road 4626, Block 346, Manama (\"<b>Developer</b>\"), and <b>DANIEL "
          "R. WHITAKER</b>, a citizen of the United States of America holding passport no. 561904418, residing at "
          "Flat 31, Building 2088, Road 2831, Block 428, Seef (\"<b>Buyer</b>\")."),
        P("RECITALS", "h"),
        P("A. Developer is developing a mixed-use project known as Dilmun Bay Towers on land registered under title "
          "deed no. 47219/2019 in the Seef District (the \"<b>Project</b>\"), which has been registered with the Real "
          "Estate Regulatory Authority (\"<b>RERA</b>\") as an off-plan project under Law No. (27) of 2017 "
          "promulgating the Real Estate Regulation Law."),
        P("B. Buyer desires to purchase, and Developer desires to sell, the Unit on the terms and subject to the "
          "conditions set forth below. NOW, THEREFORE, in consideration of the mutual covenants herein, the parties "
          "agree as follows:"),
        P("1. THE UNIT", "h"),
        P("1.1 The \"<b>Unit</b>\" is apartment 2406 on the 24th floor of Tower A of the Project, with an approximate "
          "gross area of 118.6 square meters and one (1) allocated parking space (no. P3-112). The floor plan in "
          "Exhibit A is for identification only."),
        P("1.2 Developer currently estimates that the Unit will be ready for Handover on or about 09/30/2027 (the "
          "\"<b>Estimated Completion Date</b>\"). \"<b>Handover</b>\" means the delivery of possession of the Unit to "
          "Buyer following issuance of the building completion certificate."),
        P("2. PURCHASE PRICE; PAYMENT", "h"),
        P("2.1 <u>Purchase Price</u>. The purchase price for the Unit is One Hundred Eighty-Five Thousand Bahraini "
          "Dinars (BHD 185,000) (the \"<b>Purchase Price</b>\")."),
        P("2.2 <u>Payment Schedule</u>. Buyer shall pay the Purchase Price in installments, and shall pay the charges "
          "designated A and B, in accordance with the table below (all amounts in Bahraini Dinars). Rows A and B are "
          "not part of the Purchase Price."),
        Preformatted("\n".join(tbl), S["mono"]),
        P("* As certified in writing by the Project's supervising consultant. Installment 5 is payable within ten "
          "(10) business days after Buyer receives a copy of that certificate. \u2020 Payable in addition to the "
          "Purchase Price.", "body"),
        P("2.3 <u>Method</u>. All installments of the Purchase Price shall be paid by wire transfer to the Project "
          "escrow account no. 0012-448710-01 maintained with the escrow agent approved by RERA. The SLRB fee is payable "
          "to the Survey and Land Registration Bureau at the time the Unit is registered in Buyer's name."),
        P("2.4 <u>Late Payment</u>. Any amount not paid when due shall bear interest at the rate of eight percent (8%) "
          "per annum from the due date until paid. If any installment remains unpaid for sixty (60) days, Developer may "
          "terminate this Agreement pursuant to Section 8."),
        P("3. CONSTRUCTION", "h"),
        P("3.1 Developer shall construct the Unit in a good and workmanlike manner in accordance with the plans "
          "approved by the competent authorities. Developer may make changes that do not reduce the area of the Unit "
          "by more than three percent (3%)."),
        P("4. HANDOVER", "h"),
        P("4.1 Developer shall notify Buyer at least thirty (30) days before Handover. Buyer shall not be entitled to "
          "possession until all installments due on or before Handover and charge B have been paid."),
        P("4.2 If Handover has not occurred by 03/31/2028, Buyer may terminate this Agreement and receive a refund of "
          "all installments paid, plus interest at five percent (5%) per annum."),
        P("5. RENTAL GUARANTEE", "h"),
        P("5.1 For twenty-four (24) months following Handover, Developer guarantees Buyer a net rental return equal to "
          "six percent (6%) of the Purchase Price per annum, payable by Developer to Buyer quarterly in arrears as "
          "follows, provided that Buyer places the Unit in Developer's leasing program:"),
        Preformatted("\n".join(guar), S["mono"]),
        P("5.2 The guarantee payments are obligations of Developer only. They shall be suspended while any amount "
          "payable by Buyer under Section 2 is overdue."),
        P("6. TITLE", "h"),
        P("6.1 Developer shall cause title to the Unit to be registered in Buyer's name with the Survey and Land "
          "Registration Bureau within ninety (90) days after Handover, provided that the Purchase Price and the charges "
          "in Section 2.2 have been paid in full."),
        P("7. OWNERS ASSOCIATION", "h"),
        P("7.1 Buyer shall become a member of the owners association of Tower A and shall pay service charges from "
          "Handover, currently budgeted at BHD 4.250 per square meter per annum."),
        P("8. DEFAULT AND TERMINATION", "h"),
        P("8.1 Upon termination for Buyer's default, Developer may retain up to thirty percent (30%) of the amounts "
          "paid toward the Purchase Price as liquidated damages and shall refund the balance within ninety (90) days "
          "after resale of the Unit."),
        P("9. GOVERNING LAW; DISPUTES", "h"),
        P("9.1 This Agreement is governed by the laws of the Kingdom of Bahrain. Any dispute shall be finally resolved "
          "by the Bahrain Chamber for Dispute Resolution."),
        Spacer(1, 12),
        P("IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date."),
        P("DEVELOPER: ______________________ &nbsp;&nbsp;&nbsp;&nbsp; BUYER: ______________________ (Daniel R. "
          "Whitaker)"),
    ]

    def deco(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 7.5)
        w, h = LETTER
        canvas.drawString(0.8 * inch, h - 0.5 * inch, "DBT-A-2406 | Rev. 03/02/2026")
        canvas.drawRightString(w - 0.8 * inch, h - 0.5 * inch, "CONFIDENTIAL")
        canvas.drawCentredString(w / 2, 0.45 * inch, "Page %d" % doc.page)
        canvas.restoreState()

    doc = SimpleDocTemplate(os.path.join(HERE, stem + ".pdf"), pagesize=LETTER, leftMargin=0.8 * inch,
                            rightMargin=0.8 * inch, topMargin=0.75 * inch, bottomMargin=0.7 * inch,
                            title=stem, author="", subject="", creator="", producer="")
    doc.build(story, onFirstPage=deco, onLaterPages=deco)
    write_json(stem, expected)


# ============================================================================ agreement 03
def agreement_03():
    """Oman ITC: transfer of a completed, fully paid villa. No payment plan; a rent-cheque table as distractor."""
    stem = "03_oman_itc_fully_paid_transfer"
    expected = []

    text = """SULTANATE OF OMAN
INTEGRATED TOURISM COMPLEX - SAWADI SHORES (WILAYAT OF BARKA, SOUTH AL BATINAH)

DEED OF ASSIGNMENT AND TRANSFER OF A COMPLETED VILLA
(Price Fully Paid - Sale Subject to Existing Tenancy)

Deed Ref.: SS/ITC/TR/2026/0088          Date: 02/03/2026

THIS DEED is made on the second day of March 2026

BY AND BETWEEN

(1) MR. RICHARD ALLAN HUGHES, British citizen, passport No. 120448317, of 14 Kingsdown Avenue, Bristol BS6 4JF, United Kingdom, acting in person (the "Transferor"); and

(2) MRS. MARIAM SALIM HAMED AL HARTHY, Omani citizen, civil ID No. 08817726, of P.O. Box 1142, Postal Code 112, Ruwi, Muscat (the "Transferee");

WITH THE ACKNOWLEDGEMENT OF

(3) SAWADI SHORES DEVELOPMENT COMPANY S.A.O.C., C.R. No. 1209934, the master developer of the Integrated Tourism Complex (the "Master Developer").

RECITALS

A. The Transferor is the registered owner of Villa No. 3-114, Cluster 3, Sawadi Shores ITC, being land parcel No. 2019/44817 on Krooki (site plan) No. 66/2019, with a plot area of 1,024 square metres and a built-up area of approximately 362 square metres (the "Villa").

B. The Villa was completed and handed over to the Transferor on 18/11/2021 and the title deed was issued in his name on 07/02/2022 under Ministerial Decision No. 12/2006 and the regulations governing ownership in Integrated Tourism Complexes.

C. By an offer letter dated 05/01/2026 the Transferee agreed to buy the Villa for a total price of OMR 210,000 (Two Hundred and Ten Thousand Omani Rials) (the "Price").

D. The Transferee has paid the Price in full. The Transferor confirms that the whole of the Price, namely OMR 210,000, was received by bank transfer to his account with Bank Muscat on 14/01/2026, and the Transferor hereby acknowledges receipt of the Price in full and final settlement, no part of it remaining outstanding.

NOW THIS DEED WITNESSES:

1. TRANSFER
1.1 In consideration of the Price, receipt of which is acknowledged in Recital D, the Transferor transfers and assigns to the Transferee all his right, title and interest in the Villa, with effect from the date of registration of this Deed at the Ministry of Housing and Urban Planning.
1.2 The Villa is transferred together with the fixtures listed in Schedule 2 and with the benefit of the existing tenancy described in clause 3.

2. NO FURTHER CONSIDERATION
2.1 Nothing further is payable by the Transferee to the Transferor under this Deed.
2.2 All transfer and registration charges due to the Ministry of Housing and Urban Planning and the transfer charge due to the Master Developer have been settled before the signing of this Deed, and no further amount is payable by either party in respect of them.
2.3 Community charges for the Villa have been paid by the Transferor up to 31/03/2026. The arrears of OMR 1,245 for 2025 were settled by the Transferor on 20/02/2026 (Master Developer receipt No. CC-25-7781), as confirmed by the Master Developer's no-objection letter of the same date.

3. EXISTING TENANCY
3.1 The Villa is let to Mr. Anil Kumar Nair under a tenancy contract registered with Barka Municipality under No. BRK/TEN/2025/3361 for twelve (12) months from 01/09/2025 at an annual rent of OMR 9,600, payable quarterly in advance.
3.2 The Transferor assigns to the Transferee, with effect from 01/03/2026, the right to receive the rent. The tenant's cheques not yet presented, which the Transferor shall hand to the Transferee on signing, are:

| Cheque No. | Drawn on          | Cheque date | Amount (OMR) | Rent period            |
|------------|-------------------|-------------|--------------|------------------------|
| 000417     | Bank Dhofar       | 01/03/2026  | 2,400        | 01/03/2026 - 31/05/2026|
| 000418     | Bank Dhofar       | 01/06/2026  | 2,400        | 01/06/2026 - 31/08/2026|
|------------|-------------------|-------------|--------------|------------------------|
|            | Total outstanding |             | 4,800        |                        |

3.3 The security deposit of OMR 800 paid by the tenant is transferred to the Transferee by the Transferor's transfer of even date, and the Transferee shall be responsible for its return at the end of the tenancy in accordance with Royal Decree No. 6/89.

4. WARRANTIES
4.1 The Transferor warrants that the Villa is free from any mortgage, charge, attachment or third party right other than the tenancy in clause 3, and that no community charges, utility bills or fines are outstanding in respect of it.
4.2 The Transferor shall indemnify the Transferee against any liability arising before 01/03/2026, up to a maximum equal to 10% of the Price.

5. DELIVERY OF DOCUMENTS
5.1 On signing, the Transferor shall deliver to the Transferee the original title deed, Krooki No. 66/2019, the Master Developer's no-objection letter dated 20/02/2026, four (4) sets of keys and three (3) access cards.

6. REGISTRATION
6.1 The parties shall attend the Ministry of Housing and Urban Planning within fifteen (15) days of the date of this Deed to register the transfer. Each party shall bear its own legal costs.

7. GOVERNING LAW
7.1 This Deed is governed by the laws of the Sultanate of Oman. The Primary Court of Barka shall have jurisdiction.

SCHEDULE 1 - THE VILLA
Villa No.:          3-114, Cluster 3
Parcel No.:         2019/44817
Krooki No.:         66/2019
Plot area:          1,024 sq m
Built-up area:      362 sq m (approx.), 4 bedrooms + maid's room
Parking:            2 covered spaces

SCHEDULE 2 - FIXTURES TRANSFERRED
Kitchen appliances (oven, hob, extractor, dishwasher), 6 split air-conditioning units, 2 water heaters of 80 litres, curtain rails, garden irrigation system.

Signed by the Transferor: ____________________
Signed by the Transferee: ____________________
Acknowledged by the Master Developer: ____________________
"""
    write_txt(stem, text)
    write_json(stem, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
