#!/usr/bin/env python3
"""Writes the qatar_gcc_text_and_pdf development agreements and their expected plans:

  01  Qatar (QAR), .txt  - Schedule 2 as a tab-separated table with construction milestones,
                           fees in Part B of the schedule, after the plan
  02  Bahrain (BHD), .pdf - fees clause in the body before Schedule 2; Schedule 2 as a
                           monospaced pipe table with stage payments and dated post-handover
                           instalments
  03  Oman (OMR), .pdf    - deed of assignment of a fully paid unit: Schedule 2 left blank,
                           no payment plan (expected [])

Plan rows are built as data; the documents and the expected JSON are rendered from them.

Run:  /work/main/.venv/bin/python generate.py
"""
import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (PageBreak, Paragraph, Preformatted,  # noqa: E402
                                SimpleDocTemplate, Spacer)

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
D = Decimal


# ----------------------------------------------------------------------------- helpers
def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def pct_of(price, pct):
    return (price * pct / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def money(x):
    return f"{x:,.2f}"


def dmy(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def pct_txt(p, sign=True):
    return f"{p:.2f}".rstrip("0").rstrip(".") + ("%" if sign else "")


class Row:
    def __init__(self, desc, amount, due=None, pct=None, fee=False, post=False):
        self.desc, self.amount, self.due, self.pct = desc, D(amount), due, pct
        self.fee, self.post = fee, post

    def as_json(self):
        return {
            "amount": float(self.amount),
            "dueDate": f"{self.due.day:02d}-{MON[self.due.month - 1]}-{self.due.year % 100:02d}"
            if self.due else "",
            "description": self.desc,
            "percentage": float(self.pct) if self.pct is not None else 0.0,
            "isFee": self.fee,
            "postHandover": self.post,
            "status": "pending",
        }


def check_plan(rows, price):
    plan = [r for r in rows if not r.fee]
    assert sum(r.amount for r in plan) == price, (sum(r.amount for r in plan), price)
    if all(r.pct is not None for r in plan):
        assert sum(r.pct for r in plan) == 100
    for r in rows:
        if r.pct is not None:
            assert pct_of(price, r.pct) == r.amount, r.desc


def write_json(slug, rows):
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump([r.as_json() for r in rows], f, indent=2, ensure_ascii=False)
        f.write("\n")


SS = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=SS["Normal"], fontName="Times-Roman", fontSize=10.5,
                      leading=13.5, alignment=TA_JUSTIFY, spaceAfter=5)
TITLE = ParagraphStyle("title", parent=BODY, fontName="Times-Bold", fontSize=14, leading=18,
                       alignment=TA_CENTER, spaceAfter=4)
CENTER = ParagraphStyle("center", parent=BODY, alignment=TA_CENTER)
HEAD = ParagraphStyle("head", parent=BODY, fontName="Times-Bold", spaceBefore=8,
                      spaceAfter=3, alignment=0)
MONO = ParagraphStyle("mono", parent=BODY, fontName="Courier", fontSize=7.6, leading=9.6)


def P(text, style=BODY):
    return Paragraph(text, style)


def build_pdf(slug, story, title):
    doc = SimpleDocTemplate(os.path.join(HERE, slug + ".pdf"), pagesize=A4,
                            leftMargin=22 * mm, rightMargin=22 * mm, topMargin=20 * mm,
                            bottomMargin=20 * mm, title=title, author="", subject="",
                            creator="", producer="")
    doc.build(story)


# ----------------------------------------------------------------------------- 01
def agreement_01():
    price = D("1985000.00")
    plan = [
        # (no, milestone label, due text or date, pct)
        ("1", "Deposit on signing of this Agreement", "On signing", D(10)),
        ("2", "First instalment", date(2026, 9, 15), D(10)),
        ("3", "Completion of foundations and basement", "Milestone *", D(15)),
        ("4", "Completion of structural frame (topping out)", "Milestone *", D(15)),
        ("5", "Completion of facade and MEP first fix", "Milestone *", D(10)),
        ("6", "Practical Completion and Handover", "On Handover", D(40)),
    ]
    rows = [Row(lbl, pct_of(price, p), due if isinstance(due, date) else None, p)
            for _, lbl, due, p in plan]
    admin = Row("Administration fee", D("5000.00"), None, None, fee=True)
    reg = Row("Registration fee", pct_of(price, D("0.25")), None, D("0.25"), fee=True)
    rows += [admin, reg]
    check_plan(rows, price)

    tbl = ["Payment No.\tMilestone / Event\tDue Date\t% of Purchase Price\tAmount (QAR)"]
    for (no, lbl, due, p), r in zip(plan, rows):
        tbl.append("\t".join([no, lbl, dmy(due) if isinstance(due, date) else due,
                              pct_txt(p), money(r.amount)]))
    tbl.append("\t".join(["", "Total Purchase Price", "", "100%", money(price)]))
    table_txt = "\n".join(tbl)

    text = f"""SALE AND PURCHASE AGREEMENT
MARINA CREST RESIDENCES - LUSAIL CITY - STATE OF QATAR

Agreement Ref.: MCR/SPA/C-1907
This Agreement is dated 12/02/2026 and is made

BETWEEN

(1) AL WUSAIL HEIGHTS REAL ESTATE W.L.L., a company registered in the State of Qatar with
    Commercial Registration No. 148822, P.O. Box 24417, Doha (the "Seller"); and

(2) MR. HAMAD JASSIM AL-KUWARI, a Qatari national holding Qatar ID No. 28963401122, of
    P.O. Box 9031, Doha (the "Purchaser").

RECITALS

(A) The Seller holds a development right over Plot No. 69/0231 in the Marina District of
    Lusail City granted by the master developer and is developing on it a residential tower
    known as Marina Crest Residences, Tower C (the "Building").
(B) The off-plan sale of units in the Building has been registered in accordance with Law No.
    (6) of 2014 regulating real estate development, and the Seller maintains an escrow account
    No. 0013-774412-001 with Qatar National Bank for the project.
(C) The Seller has agreed to sell and the Purchaser has agreed to purchase the Unit on the
    terms of this Agreement.

IT IS AGREED:

1. DEFINITIONS
1.1 "Construction Milestone" means each stage of construction identified in Part A of
    Schedule 2. "Engineer" means the independent engineering consultant appointed for the
    Building. "Handover" means the delivery of vacant possession of the Unit to the Purchaser.
    "Purchase Price" has the meaning given in Clause 3. "Unit" means the unit described in
    Schedule 1.
1.2 References to Clauses and Schedules are to the clauses of and schedules to this
    Agreement. The Schedules form part of this Agreement.

2. SALE
2.1 The Seller sells and the Purchaser purchases the Unit with the benefit of the rights
    and subject to the obligations set out in this Agreement and the Building's community
    rules.

3. PURCHASE PRICE
3.1 The purchase price of the Unit is QAR {money(price)} (Qatari Riyals One Million Nine
    Hundred Eighty-Five Thousand only) (the "Purchase Price").

4. PAYMENT
4.1 The Purchaser shall pay the Purchase Price in instalments in accordance with Part A of
    Schedule 2 (Payment Schedule) into the escrow account referred to in Recital (B).
4.2 An instalment linked to a Construction Milestone falls due fourteen (14) days after the
    Seller's written notice enclosing the Engineer's certificate that the milestone has been
    reached. An instalment linked to a calendar date falls due on that date.
4.3 The Purchaser acknowledges that the Seller may re-order Construction Milestones 3 to 5
    if construction sequencing so requires, without changing the amounts payable.

5. FEES AND CHARGES
5.1 The Purchaser shall pay the fees and charges listed in Part B of Schedule 2 in addition
    to the Purchase Price.
5.2 Any fees levied by the Ministry of Municipality for utility connections of the Building
    are the responsibility of the Seller.

6. CONSTRUCTION AND COMPLETION
6.1 The Seller shall complete the Building substantially in accordance with the
    specifications in Schedule 3. The anticipated date of completion is 31/12/2028, subject to
    extension of up to 6 months for force majeure.
6.2 If completion has not occurred within 12 months after the anticipated date, the Purchaser
    may terminate this Agreement and receive a refund of the instalments paid together with
    interest at 5% per annum.

7. HANDOVER
7.1 The Seller shall give the Purchaser at least 30 days' notice of the date of Handover.
    Handover shall not take place until all instalments in Part A of Schedule 2 (including the
    Handover instalment) have been paid.

8. PURCHASER'S DEFAULT
8.1 Any amount not paid when due bears late payment interest of 1% per month.
8.2 If any amount remains unpaid for 60 days after a written demand, the Seller may
    terminate this Agreement and retain up to 20% of the Purchase Price, refunding any excess
    within 90 days.

9. SERVICE CHARGES
9.1 From Handover the Purchaser shall pay service charges to the owners' association,
    currently estimated at QAR 16.50 per square metre per month.

10. ASSIGNMENT
10.1 The Purchaser may not assign this Agreement before 40% of the Purchase Price has been
     paid, and then only with the Seller's written consent.

11. GOVERNING LAW
11.1 This Agreement is governed by the laws of the State of Qatar and the courts of Qatar
     shall have exclusive jurisdiction.

12. NOTICES
12.1 Notices shall be delivered by hand or courier to the addresses set out above, or by
     email to sales@wusailheights.qa (Seller) and the email address notified by the
     Purchaser.

SIGNED by the Parties on the date written above.

For the Seller: ______________________     The Purchaser: ______________________


SCHEDULE 1 - THE UNIT

Unit:              Apartment 1907, 19th floor, Tower C, Marina Crest Residences
Plot:              69/0231, Marina District, Lusail City
Net area:          142.50 sq m (plus balcony of 18.00 sq m)
Bedrooms:          2 + maid's room
Parking:           2 bays, Nos. P3-221 and P3-222
Finishing:         Fully finished, with kitchen appliances


SCHEDULE 2 - PAYMENT SCHEDULE

Part A - Instalments of the Purchase Price

{table_txt}

* Payable fourteen (14) days after notice under Clause 4.2.

Part B - Fees and charges payable in addition to the Purchase Price

(a) Administration fee: QAR {money(admin.amount)}, payable within fourteen (14) days of
    signing this Agreement.
(b) Registration fee: {pct_txt(reg.pct)} of the Purchase Price (QAR {money(reg.amount)}), payable to
    the Real Estate Registration Department upon registration of the Unit in the Purchaser's
    name.


SCHEDULE 3 - OUTLINE SPECIFICATIONS

Structure: reinforced concrete frame; facade: unitised glazing with aluminium fins; floors:
porcelain tiles 60 x 120 cm; air conditioning: district cooling (Qatar Cool); kitchen:
fitted with hob, oven, hood, refrigerator and dishwasher.
"""
    with open(os.path.join(HERE, "01_lusail_tabbed_schedule.txt"), "w", encoding="utf-8",
              newline="\n") as f:
        f.write(text)
    write_json("01_lusail_tabbed_schedule", rows)


# ----------------------------------------------------------------------------- 02
def agreement_02():
    price = D("148600.00")
    reservation = Row("Reservation fee", D("500.00"), date(2026, 2, 20), None, fee=True)
    reg = Row("Registration fee", pct_of(price, D(2)), None, D(2), fee=True)
    plan = [
        ("1", "On execution", "Down payment", D("12.5"), False),
        ("2", "Completion of piling", "Stage payment", D("7.5"), False),
        ("3", "Completion of podium slab", "Stage payment", D(10), False),
        ("4", "Topping out", "Stage payment", D(10), False),
        ("5", "Handover*", "Handover payment", D(30), False),
    ]
    ph_first = date(2028, 9, 15)
    for k in range(1, 5):
        plan.append((str(5 + k), add_months(ph_first, 3 * (k - 1)),
                     f"Post-handover instalment {k}", D("7.5"), True))
    rows = [reservation, reg]
    for no, due, lbl, p, post in plan:
        if isinstance(due, date):
            desc = lbl
        elif lbl == "Stage payment":
            desc = due
        else:
            desc = lbl
        rows.append(Row(desc, pct_of(price, p), due if isinstance(due, date) else None, p,
                        post=post))
    check_plan(rows, price)

    widths = [5, 28, 29, 6, 14]
    sep = "+" + "+".join("-" * w for w in widths) + "+"

    def line(*c, right=(3, 4)):
        return "|" + "|".join((" " + str(v) + " ").rjust(w) if i in right
                              else (" " + str(v)).ljust(w) for i, (w, v) in
                              enumerate(zip(widths, c))) + "|"

    t = [sep, line("No.", "Due", "Instalment", "%", "Amount (BHD)"), sep]
    for (no, due, lbl, p, post), r in zip(plan, rows[2:]):
        t.append(line(no, dmy(due) if isinstance(due, date) else due, lbl,
                      pct_txt(p, False), money(r.amount)))
        if no == "5":
            t.append(line("", "", "-- after Handover --", "", ""))
    t.append(sep)
    t.append(line("", "TOTAL", "", "100", money(price)))
    t.append(sep)
    inner = sum(widths) + len(widths) - 1
    for note in ("Note: stage payments are due within 14 days of the Engineer's certificate.",
                 "* Anticipated in Q2 2028; see Clause 7."):
        t.append("| " + note.ljust(inner - 1) + "|")
    t.append("+" + "-" * inner + "+")
    table_txt = "\n".join(t)

    s = []
    s.append(P("AGREEMENT FOR SALE OF AN OFF-PLAN UNIT", TITLE))
    s.append(P("Amwaj Pearl Residences &ndash; Plot 2104, Block 256, Amwaj Islands, Kingdom of "
               "Bahrain", CENTER))
    s.append(P("Project Registration No. RERA/DEV/2025/0143", CENTER))
    s.append(Spacer(1, 8))
    s.append(P("THIS AGREEMENT is made on 2 March 2026"))
    s.append(P("<b>BETWEEN</b> Seef Crescent Developments B.S.C. (c), Commercial Registration "
               "No. 98123-1, of Office 31, Building 2650, Road 2835, Seef District 428, Manama "
               "(the <b>Developer</b>)"))
    s.append(P("<b>AND</b> Ms. Layla Ebrahim Al-Sayed, Bahraini, CPR No. 880412345, of Flat 12, "
               "Building 1180, Road 4530, Block 345, Juffair (the <b>Purchaser</b>)."))
    s.append(P("1. INTERPRETATION", HEAD))
    s.append(P("1.1 Words defined in Law No. (28) of 2014 with respect to real estate "
               "development and its implementing regulations have the same meaning here. "
               "<b>Engineer</b> means the supervising consultant registered with RERA. "
               "<b>Escrow Account</b> means account No. 200-114477-001 with Bank of Bahrain and "
               "Kuwait. <b>Handover</b> means delivery of the Unit following the completion "
               "certificate."))
    s.append(P("2. THE UNIT", HEAD))
    s.append(P("2.1 The Developer shall sell and the Purchaser shall purchase the apartment "
               "described in Schedule 1 (the <b>Unit</b>), with an internal area of 96.80 "
               "square metres and one parking space."))
    s.append(P("3. PURCHASE PRICE", HEAD))
    s.append(P(f"3.1 The Purchase Price is BHD {money(price)} (One Hundred Forty-Eight Thousand "
               "Six Hundred Bahraini Dinars), inclusive of the parking space."))
    s.append(P("3.2 The Purchase Price is not subject to VAT, the Unit being a first supply of "
               "a residential building zero-rated under the VAT Law."))
    s.append(P("4. RESERVATION AND REGISTRATION FEES", HEAD))
    s.append(P(f"4.1 The Purchaser paid a reservation fee of BHD {money(reservation.amount)} on "
               f"{dmy(reservation.due)} under reservation form No. RF-0388. The reservation fee "
               "is non-refundable and is not credited towards the Purchase Price."))
    s.append(P(f"4.2 The Purchaser shall bear the registration fee levied by the Survey and "
               f"Land Registration Bureau at the rate of 2% of the Purchase Price, being BHD "
               f"{money(reg.amount)}, payable upon registration of the Unit in the "
               f"Purchaser's name. Any early-registration rebate granted by the Bureau shall "
               f"benefit the Purchaser."))
    s.append(P("5. PAYMENT OF THE PURCHASE PRICE", HEAD))
    s.append(P("5.1 The Purchaser shall pay the Purchase Price into the Escrow Account in the "
               "instalments set out in Schedule 2 - Payment Schedule."))
    s.append(P("5.2 Stage payments are due within fourteen (14) days of the Developer's notice "
               "enclosing the Engineer's certificate; the post-handover instalments are due on "
               "the dates stated and shall be secured by post-dated cheques handed over at "
               "Handover."))
    s.append(P("6. LATE PAYMENT", HEAD))
    s.append(P("6.1 Late payments attract a charge of 0.5% per month. If an instalment remains "
               "unpaid for 45 days after a final notice, the Developer may terminate this "
               "Agreement in accordance with Article 21 of the implementing regulations and "
               "deduct up to 10% of the Purchase Price from the amounts refunded."))
    s.append(P("7. COMPLETION AND HANDOVER", HEAD))
    s.append(P("7.1 The Developer anticipates completion in the second quarter of 2028 and "
               "shall give 30 days' notice of Handover. Handover is conditional on payment of "
               "all amounts due up to and including the Handover payment."))
    s.append(P("8. DEFECTS", HEAD))
    s.append(P("8.1 The Developer shall remedy defects notified within 12 months after Handover "
               "and remains liable for structural defects for 10 years."))
    s.append(P("9. GOVERNING LAW", HEAD))
    s.append(P("9.1 This Agreement is governed by the laws of the Kingdom of Bahrain. The "
               "parties submit to the jurisdiction of the Bahraini courts."))
    s.append(Spacer(1, 12))
    s.append(P("Signed for the Developer: ____________________ &nbsp;&nbsp; Signed by the "
               "Purchaser: ____________________"))
    s.append(PageBreak())
    s.append(P("SCHEDULE 1 - THE UNIT", HEAD))
    s.append(P("Apartment No. 0605, 6th floor, Building A, Amwaj Pearl Residences, Plot 2104, "
               "Block 256; internal area 96.80 sq m; balcony 11.20 sq m; parking space No. "
               "B-47; title to be issued under the strata title regime."))
    s.append(P("SCHEDULE 2 - PAYMENT SCHEDULE", HEAD))
    s.append(P("All amounts in Bahraini Dinars. Percentages are of the Purchase Price."))
    s.append(Preformatted(table_txt, MONO))
    build_pdf("02_amwaj_pipe_schedule", s, "Agreement for Sale - Amwaj Pearl Residences")
    write_json("02_amwaj_pipe_schedule", rows)


# ----------------------------------------------------------------------------- 03
def agreement_03():
    rows = []  # a fully paid-up assignment: no payment plan
    s = []
    s.append(P("DEED OF ASSIGNMENT AND TRANSFER", TITLE))
    s.append(P("of a fully paid residential unit in an Integrated Tourism Complex", CENTER))
    s.append(P("Sifah Heights ITC &ndash; Wilayat of Muscat &ndash; Sultanate of Oman", CENTER))
    s.append(Spacer(1, 8))
    s.append(P("This Deed is made on 09/03/2026 among:"))
    s.append(P("(1) <b>Mr. Rashid Salim Al-Harthy</b>, Omani, Civil ID No. 09876543, of P.O. "
               "Box 1120, PC 112, Ruwi (the <b>Assignor</b>);"))
    s.append(P("(2) <b>Al Dasma Holding Company K.S.C.C.</b>, a company incorporated in the "
               "State of Kuwait with Commercial Registration No. 366214, of Sharq, Block 2, "
               "Jaber Al-Mubarak Street, Kuwait City (the <b>Assignee</b>); and"))
    s.append(P("(3) <b>Sifah Heights Development Company S.A.O.C.</b>, C.R. No. 1209934, of Way "
               "3412, Building 221, Al Khuwair, Muscat (the <b>Developer</b>)."))
    s.append(P("1. BACKGROUND", HEAD))
    s.append(P("1.1 By a sale and purchase agreement dated 14/06/2022 (the <b>Original "
               "Agreement</b>) the Developer agreed to sell to the Assignor Townhouse No. TH-"
               "0418, Cluster 4, Sifah Heights ITC, with a built-up area of 231.60 square "
               "metres on a plot of 318.00 square metres (the <b>Unit</b>), for a price of OMR "
               "212,400.00 (the <b>Original Price</b>)."))
    s.append(P("1.2 The Original Price was payable in seven instalments under Schedule 2 to the "
               "Original Agreement. The Developer confirms, by its statement of account dated "
               "05/01/2026, that the Original Price has been paid in full and that no amount "
               "remains outstanding from the Assignor."))
    s.append(P("1.3 The Unit was handed over to the Assignor on 28/11/2024 and a usufruct "
               "registration was made with the Ministry of Housing and Urban Planning under "
               "No. MHUP/ITC/2024/7781."))
    s.append(P("2. ASSIGNMENT", HEAD))
    s.append(P("2.1 With effect from the date of this Deed the Assignor assigns to the Assignee "
               "all its rights, title and interest in the Unit and under the Original "
               "Agreement, and the Assignee assumes the Assignor's obligations arising after "
               "that date."))
    s.append(P("2.2 The Developer consents to the assignment and confirms that its no-objection "
               "certificate Ref. SH/NOC/0912 was issued on 02/03/2026."))
    s.append(P("3. CONSIDERATION", HEAD))
    s.append(P("3.1 The consideration for the assignment is OMR 240,000.00 (Two Hundred Forty "
               "Thousand Omani Rials), equivalent to approximately KWD 190,800.00 on the date "
               "of transfer (the <b>Consideration</b>)."))
    s.append(P("3.2 The Consideration was paid in full by the Assignee to the Assignor by bank "
               "transfer from National Bank of Kuwait to Bank Muscat on 06/03/2026, and the "
               "Assignor acknowledges receipt of it. Nothing further is payable by the "
               "Assignee to the Assignor or to the Developer in respect of the Unit, save for "
               "service charges accruing after the date of this Deed."))
    s.append(P("3.3 All registration fees in respect of the transfer, at the rate of 3% of the "
               "Consideration, together with the Developer's administration charge, were "
               "settled before the signing of this Deed and each Party otherwise bears its "
               "own costs."))
    s.append(P("4. SERVICE CHARGES", HEAD))
    s.append(P("4.1 The Assignor has paid the service charges for the Unit up to 31/03/2026 "
               "(OMR 2.85 per square metre per quarter, plus a 10% contribution to the sinking "
               "fund). Charges from 01/04/2026 are payable by the Assignee to the owners' "
               "association."))
    s.append(P("5. WARRANTIES", HEAD))
    s.append(P("5.1 The Assignor warrants that the Unit is free of any mortgage, lease or third "
               "party right, and that it has not granted any power of attorney in respect of "
               "the Unit which remains in force."))
    s.append(P("5.2 The Assignee, being a company of Kuwaiti nationality, confirms that it is "
               "eligible to hold property in an Integrated Tourism Complex under Royal Decree "
               "No. 12/2006 and the regulations of the Ministry of Heritage and Tourism."))
    s.append(P("6. RESIDENCE", HEAD))
    s.append(P("6.1 The Assignor's residence visa linked to the Unit shall be cancelled within "
               "30 days; the Developer shall support the Assignee's nominated individuals in "
               "applying for residence permits."))
    s.append(P("7. GOVERNING LAW", HEAD))
    s.append(P("7.1 This Deed is governed by the laws of the Sultanate of Oman. Disputes shall "
               "be submitted to the Primary Court of Muscat."))
    s.append(Spacer(1, 8))
    s.append(P("SCHEDULE 1 - THE UNIT", HEAD))
    s.append(P("Townhouse No. TH-0418, Cluster 4, Sifah Heights ITC; plot 318.00 sq m; built-up "
               "area 231.60 sq m; 3 bedrooms; 2 parking spaces."))
    s.append(P("SCHEDULE 2 - PAYMENT SCHEDULE", HEAD))
    s.append(P("Not applicable. The Original Price has been paid in full (see Clause 1.2) and "
               "the Consideration was settled before the date of this Deed (see Clause 3.2). "
               "No instalments remain outstanding."))
    s.append(Spacer(1, 12))
    s.append(P("Assignor: ____________________ &nbsp; Assignee: ____________________ &nbsp; "
               "Developer: ____________________"))
    build_pdf("03_oman_paid_up_assignment", s, "Deed of Assignment - Sifah Heights ITC")
    write_json("03_oman_paid_up_assignment", rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
