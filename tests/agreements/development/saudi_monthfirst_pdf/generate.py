#!/usr/bin/env python3
"""Writes the saudi_monthfirst_pdf development agreements (.pdf via reportlab) and their
expected plans.

All three agreements write numeric dates month first (MM/DD/YYYY) throughout; each contains
at least one numeric date whose second number is above 12. Plan rows are built as data and
both the PDF and the expected JSON are rendered from them.

Run:  /work/main/.venv/bin/python generate.py
"""
import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (Paragraph, SimpleDocTemplate, Spacer, Table,  # noqa: E402
                                TableStyle)

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
D = Decimal


# ----------------------------------------------------------------------------- helpers
def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def pct_of(price, pct):
    return (price * pct / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def money(x, dec=True):
    return f"{x:,.2f}" if dec else f"{x:,.0f}"


def mdy(d):
    """month first, as used throughout these agreements"""
    return f"{d.month:02d}/{d.day:02d}/{d.year}"


def long_us(d):
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def pct_txt(p):
    return f"{p:.2f}".rstrip("0").rstrip(".") + "%"


_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
         "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def words(n):
    n = int(n)
    if n == 0:
        return "Zero"
    out = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"),
                        (1, "")):
        q, n = divmod(n, value)
        if not q:
            continue
        part = []
        h, r = divmod(q, 100)
        if h:
            part.append(_ONES[h] + " Hundred")
        if r >= 20:
            part.append(_TENS[r // 10] + ("-" + _ONES[r % 10] if r % 10 else ""))
        elif r:
            part.append(_ONES[r])
        out.append(" ".join(part) + (" " + name if name else ""))
    return " ".join(out)


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
        if r.pct is not None and not r.fee:
            assert pct_of(price, r.pct) == r.amount, r.desc


SS = getSampleStyleSheet()
BODY = ParagraphStyle("body", parent=SS["Normal"], fontName="Helvetica", fontSize=9.5,
                      leading=12.5, alignment=TA_JUSTIFY, spaceAfter=4)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=8, leading=10, alignment=0)
CELL = ParagraphStyle("cell", parent=BODY, fontSize=8.5, leading=10.5, alignment=0,
                      spaceAfter=0)
TITLE = ParagraphStyle("title", parent=BODY, fontName="Helvetica-Bold", fontSize=13,
                       leading=16, alignment=TA_CENTER, spaceAfter=6)
HEAD = ParagraphStyle("head", parent=BODY, fontName="Helvetica-Bold", fontSize=10,
                      spaceBefore=7, spaceAfter=3, alignment=0)
CENTER = ParagraphStyle("center", parent=BODY, alignment=TA_CENTER)


def P(text, style=BODY):
    return Paragraph(text, style)


def build(slug, story, rows, title):
    path = os.path.join(HERE, slug + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=18 * mm, bottomMargin=18 * mm, title=title,
                            author="", subject="", creator="", producer="")
    doc.build(story)
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump([r.as_json() for r in rows], f, indent=2, ensure_ascii=False)
        f.write("\n")


# ----------------------------------------------------------------------------- 01
def agreement_01():
    """Riyadh off-plan villa; bordered table with merged rows (section header, note), a
    'Total Price' row, fees inside the table after the plan; RETT restated in prose."""
    price = D("2450000.00")
    signed = date(2026, 3, 18)
    rows = [
        Row("Down Payment", pct_of(price, D(10)), signed, D(10)),
        Row("Instalment (2)", pct_of(price, D("12.5")), date(2026, 9, 15), D("12.5")),
        Row("Instalment (3)", pct_of(price, D("12.5")), date(2027, 3, 15), D("12.5")),
        Row("Instalment (4)", pct_of(price, D(15)), date(2027, 9, 15), D(15)),
        Row("Instalment (5)", pct_of(price, D(15)), date(2028, 3, 15), D(15)),
        Row("Completion of Structure", pct_of(price, D(10)), None, D(10)),
        Row("Handover", pct_of(price, D(25)), None, D(25)),
    ]
    when = {5: "Within 14 days of the Consultant's certificate*", 6: "On the Handover Date"}
    admin = Row("Administration Fee", D("5750.00"), None, None, fee=True)
    rett = Row("Real Estate Transaction Tax (RETT)", pct_of(price, D(5)), None, D(5), fee=True)
    rows += [admin, rett]
    check_plan(rows, price)

    s = []
    s.append(P("Agreement No. RZ-0417/2026 dated 03/18/2026 &nbsp;|&nbsp; Seller's office: "
               "Office 1402, 14th Floor, Tower B, Olaya Towers, King Fahd Road, Riyadh 12214, "
               "P.O. Box 86240 &nbsp;|&nbsp; Tel. +966 11 460 1402", SMALL))
    s.append(Spacer(1, 6))
    s.append(P("OFF-PLAN VILLA SALE AND PURCHASE AGREEMENT", TITLE))
    s.append(P("Zahra Gardens - Al Narjis District - Riyadh", CENTER))
    s.append(Spacer(1, 6))
    s.append(P("This Agreement is made in Riyadh on 03/18/2026 between:"))
    s.append(P("<b>(1) Rawabi Al Zahra Real Estate Development Company</b>, a closed joint stock "
               "company registered in Riyadh under Commercial Registration No. 1010457823, VAT "
               "Registration No. 310245678900003, represented by Mr. Nasser Saleh Al-Dosari, "
               "Chief Executive Officer (the <b>Seller</b>); and"))
    s.append(P("<b>(2) Mr. Faisal bin Abdulrahman Al-Qahtani</b>, a Saudi national holding "
               "National ID No. 1034567890, of P.O. Box 52211, Riyadh 11563 (the "
               "<b>Buyer</b>)."))
    s.append(P("RECITALS", HEAD))
    s.append(P("(A) The Seller is developing the residential project known as Zahra Gardens on "
               "land held under title deed No. 310118004492 (the <b>Project</b>)."))
    s.append(P("(B) The Project is registered for off-plan sale with the Off-Plan Sales and "
               "Rent Committee (Wafi) under licence No. 2024/WAFI/0317 issued on 11/27/2024, "
               "and all sums paid towards the Price are deposited in escrow account No. "
               "SA03 8000 0000 6080 1016 7519 held with Al Rajhi Bank (the <b>Escrow "
               "Account</b>)."))
    s.append(P("(C) The Buyer wishes to purchase, and the Seller wishes to sell, the Villa on "
               "the terms of this Agreement."))
    s.append(P("1. DEFINITIONS", HEAD))
    s.append(P("1.1 <b>Consultant</b> means the engineering consultant of the Project approved "
               "by Wafi. <b>Handover Date</b> means the date stated in the Seller's handover "
               "notice under Clause 7. <b>Price</b> means the price stated in Clause 4.1. All "
               "dates in this Agreement are stated in the Gregorian calendar."))
    s.append(P("2. SALE", HEAD))
    s.append(P("2.1 The Seller sells to the Buyer Villa No. ZG-118 on Plot No. 44/B of the "
               "Project, with a land area of 375.00 square metres and a built-up area of "
               "approximately 412.60 square metres, as shown in Appendix 1 (the <b>Villa</b>)."))
    s.append(P("3. CONSTRUCTION", HEAD))
    s.append(P("3.1 The Seller shall construct the Villa in accordance with the approved "
               "drawings and the specifications in Appendix 2. Progress payments are released "
               "from the Escrow Account only against certificates of the Consultant; the "
               "Consultant certified 0% completion as at 02/28/2026."))
    s.append(P("4. PRICE, VAT AND RETT", HEAD))
    s.append(P(f"4.1 The price of the Villa is SAR {money(price)} ({words(price)} Saudi "
               f"Riyals) (the <b>Price</b>)."))
    s.append(P("4.2 The supply of the Villa is exempt from value added tax; VAT at 15% applies "
               "only to the administration fee, which is quoted inclusive of VAT."))
    s.append(P("4.3 The Real Estate Transaction Tax at the rate of five per cent (5%) of the "
               "Price is payable by the Buyer in addition to the Price, through the Seller, "
               "prior to the conveyance of title to the Buyer."))
    s.append(P("5. PAYMENT OF THE PRICE", HEAD))
    s.append(P("5.1 The Buyer shall pay the Price into the Escrow Account, and the other "
               "amounts below to the Seller, as follows:"))

    hdr = ["No.", "Description", "Due Date", "%", "Amount (SAR)"]
    data = [hdr]
    for i, r in enumerate(rows[:7]):
        data.append([str(i + 1), r.desc, mdy(r.due) if r.due else P(when[i], CELL),
                     pct_txt(r.pct), money(r.amount)])
    total_row = len(data)
    data.append(["Total Price", "", "", "100%", money(price)])
    sec_row = len(data)
    data.append(["Amounts payable in addition to the Price", "", "", "", ""])
    data.append(["8", admin.desc, "On signing of this Agreement", "-",
                 money(admin.amount) + " (incl. VAT)"])
    data.append(["9", rett.desc, P("Prior to transfer of title", CELL), pct_txt(rett.pct),
                 money(rett.amount)])
    note_row = len(data)
    data.append([P("* Completion of the structure (concrete frame and roof slab) as certified "
                   "by the Consultant; the Seller will give the Buyer not less than 14 days' "
                   "written notice of the certificate.", SMALL), "", "", "", ""])
    t = Table(data, colWidths=[12 * mm, 52 * mm, 52 * mm, 16 * mm, 38 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5),
        ("FONT", (0, 1), (-1, -1), "Helvetica", 8.5),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD")),
        ("ALIGN", (3, 0), (4, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("SPAN", (0, total_row), (2, total_row)),
        ("FONT", (0, total_row), (-1, total_row), "Helvetica-Bold", 8.5),
        ("SPAN", (0, sec_row), (-1, sec_row)),
        ("FONT", (0, sec_row), (-1, sec_row), "Helvetica-Oblique", 8.5),
        ("BACKGROUND", (0, sec_row), (-1, sec_row), colors.HexColor("#F0F0F0")),
        ("SPAN", (0, note_row), (-1, note_row)),
    ]))
    s.append(t)
    s.append(Spacer(1, 6))
    s.append(P("5.2 Instalments (2) to (5) fall due on the dates shown whether or not the "
               "Seller issues a reminder. Where a due date is not a Business Day, payment "
               "shall be made on the next Business Day."))
    s.append(P("5.3 Payments shall be made by bank transfer to the Escrow Account; the Seller "
               "shall issue a receipt within 3 Business Days of each payment."))
    s.append(P("6. ESCROW", HEAD))
    s.append(P("6.1 The Seller shall not withdraw sums from the Escrow Account except in "
               "accordance with the Wafi regulations, and in any event not more than the "
               "percentage of completion certified by the Consultant."))
    s.append(P("7. HANDOVER", HEAD))
    s.append(P("7.1 The Seller expects to complete the Villa by 12/15/2028. The Seller may "
               "extend that date by a grace period of up to 180 days. The Seller shall give "
               "the Buyer at least 30 days' notice of the Handover Date."))
    s.append(P("7.2 Handover is conditional on payment of all sums due under Clause 5 up to and "
               "including the Handover instalment."))
    s.append(P("8. BUYER'S DEFAULT", HEAD))
    s.append(P("8.1 Late payments bear a charge of 0.05% of the overdue amount per day, capped "
               "at 5% of the overdue amount."))
    s.append(P("8.2 If any amount remains unpaid for 60 days after written notice, the Seller "
               "may terminate this Agreement and retain an amount not exceeding 10% of the "
               "Price, refunding any balance within 30 days of re-sale of the Villa."))
    s.append(P("9. SELLER'S DEFAULT", HEAD))
    s.append(P("9.1 If the Villa is not handed over within 180 days after 12/15/2028, the Buyer "
               "may terminate this Agreement and receive a refund of all sums paid towards the "
               "Price from the Escrow Account, together with compensation of 5% of those sums."))
    s.append(P("10. TRANSFER OF TITLE", HEAD))
    s.append(P("10.1 The Seller shall transfer title to the Buyer through the Real Estate "
               "Registry within 60 days of full payment of the Price and the RETT."))
    s.append(P("11. BROKERAGE", HEAD))
    s.append(P("11.1 The brokerage commission of 2.5% of the Price due to the licensed broker "
               "(FAL licence No. 1200007734) is payable by the Seller only."))
    s.append(P("12. GOVERNING LAW", HEAD))
    s.append(P("12.1 This Agreement is governed by the laws of the Kingdom of Saudi Arabia. "
               "The competent courts of Riyadh shall have jurisdiction."))
    s.append(Spacer(1, 14))
    sig = Table([["For the Seller", "The Buyer"],
                 ["Nasser Saleh Al-Dosari", "Faisal bin Abdulrahman Al-Qahtani"],
                 ["Date: 03/18/2026", "Date: 03/18/2026"]], colWidths=[85 * mm, 85 * mm])
    sig.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9)]))
    s.append(sig)
    build("01_riyadh_villa_bordered", s, rows, "Off-Plan Villa SPA - Zahra Gardens")


# ----------------------------------------------------------------------------- 02
def agreement_02():
    """Jeddah apartment priced in USD; fees clause first (one fee across two sentences);
    borderless table with dates in words, SAR-equivalent column, footnote markers, two
    post-handover rows tied to the handover date."""
    price = D("780000")
    peg = D("3.75")
    admin = Row("Administration fee", D("2875.00"), None, None, fee=True)
    reg = Row("Unit registration and title-processing fee", D("1200.00"), date(2026, 5, 14),
              None, fee=True)
    plan = [
        ("Reservation deposit", date(2026, 4, 16), D(5), False),
        ("First Instalment", date(2026, 6, 30), D(15), False),
        ("Second Instalment", date(2026, 12, 15), D(20), False),
        ("Third Instalment", date(2027, 6, 15), D(20), False),
        ("Completion Payment", "on the Handover Date\u2020", D(20), False),
        ("Post-Handover Instalment (1)", "six (6) months after the Handover Date", D(10), True),
        ("Post-Handover Instalment (2)", "twelve (12) months after the Handover Date", D(10),
         True),
    ]
    rows = [admin, reg]
    for desc, due, p, post in plan:
        rows.append(Row(desc, pct_of(price, p), due if isinstance(due, date) else None, p,
                        post=post))
    check_plan(rows, price)

    s = []
    s.append(P("Agreement dated 04/16/2026 &nbsp;&middot;&nbsp; Ref. OMD/SPA/B3-1704 "
               "&nbsp;&middot;&nbsp; Sales Office: Suite 2207, Level 22, Jeddah Business "
               "Tower, Prince Sultan Road, Jeddah 23511", SMALL))
    s.append(Spacer(1, 8))
    s.append(P("SALE AND PURCHASE AGREEMENT", TITLE))
    s.append(P("Residential Apartment (Off-Plan) &mdash; Obhur Marina Residences, Building 3", CENTER))
    s.append(Spacer(1, 8))
    s.append(P("THIS AGREEMENT is entered into on April 16, 2026 BY AND BETWEEN <b>Obhur Marina "
               "Development Company LLC</b>, Commercial Registration No. 4030388120, of Suite "
               "2207, Jeddah Business Tower, Jeddah (the <b>Developer</b>), AND <b>Mr. Omar "
               "Farouk Haddad</b>, a Jordanian national holding Passport No. P4471902 and "
               "Premium Residency No. 2289164530 (the <b>Purchaser</b>)."))
    s.append(P("BACKGROUND", HEAD))
    s.append(P("The Developer is constructing Obhur Marina Residences on Plot 7, North Obhur, "
               "Jeddah, under Building Permit No. 4410273 dated 01/22/2025 and off-plan sale "
               "licence No. 2025/WAFI/0088. The Purchaser holds Premium Residency and is "
               "entitled to own residential real estate in the Kingdom."))
    s.append(P("1. THE APARTMENT", HEAD))
    s.append(P("1.1 Apartment No. 1704 on the 17th floor of Building 3, with a saleable area of "
               "186.40 square metres, one covered parking bay (No. B1-22) and a storage room "
               "of 4.5 square metres (the <b>Apartment</b>)."))
    s.append(P("2. PRICE", HEAD))
    s.append(P(f"2.1 The purchase price of the Apartment is USD {money(price, False)} "
               f"({words(price)} United States Dollars) (the <b>Price</b>), being approximately "
               f"USD {money((price / D('186.40')).quantize(D('0.01')))} per square metre."))
    s.append(P("2.2 The Price is denominated and payable in United States Dollars. Saudi Riyal "
               "figures shown in this Agreement are calculated at the official rate of "
               "USD 1 = SAR 3.75 and are given for information only."))
    s.append(P("3. FEES AND TAXES", HEAD))
    s.append(P("3.1 The sale of the Apartment is exempt from value added tax. The Real Estate "
               "Transaction Tax (5%) arising on the transfer of title shall be borne by the "
               "Developer and does not increase the Price."))
    s.append(P(f"3.2 An administration fee of USD {money(admin.amount)} (inclusive of VAT at "
               "15%) is payable by the Purchaser upon signing of this Agreement."))
    s.append(P("3.3 The Purchaser shall also pay a unit registration and title-processing fee "
               "in respect of the registration of the Apartment with the Real Estate Registry."))
    s.append(P(f"3.4 The fee referred to in Clause 3.3 amounts to USD {money(reg.amount)} and "
               f"falls due on {long_us(reg.due)}."))
    s.append(P("4. PAYMENT PLAN", HEAD))
    s.append(P("4.1 The Purchaser shall pay the Price in the following instalments:"))

    data = [["Payment", "Falling due on", "Amount (USD)", "SAR equivalent*", "% of Price"]]
    for (desc, due, p, post), r in zip(plan, rows[2:]):
        due_txt = long_us(due) if isinstance(due, date) else due
        data.append([P(desc, CELL), P(due_txt, CELL), money(r.amount),
                     money(r.amount * peg), pct_txt(p)])
    data.append(["Total", "", money(price), money(price * peg), "100%"])
    t = Table(data, colWidths=[48 * mm, 52 * mm, 26 * mm, 28 * mm, 16 * mm])
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5),
        ("FONT", (0, 1), (-1, -1), "Helvetica", 8.5),
        ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 8.5),
        ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]))
    s.append(t)
    s.append(Spacer(1, 4))
    s.append(P("* At USD 1 = SAR 3.75, for information only.", SMALL))
    s.append(P("\u2020 The Handover Date is anticipated to fall on or about November 30, 2027; "
               "see Clause 6.", SMALL))
    s.append(Spacer(1, 4))
    s.append(P("4.2 The reservation deposit of 5% paid on April 16, 2026 is credited towards the "
               "Price. The post-handover instalments are secured by a promissory note (sanad "
               "lil-amr) signed by the Purchaser on the Handover Date."))
    s.append(P("4.3 All payments shall be made by SWIFT transfer to the project escrow account "
               "with The Saudi National Bank, IBAN SA44 1000 0000 2288 7711 0004."))
    s.append(P("5. DEFAULT", HEAD))
    s.append(P("5.1 If any instalment is not paid within 30 days of its due date, the "
               "Purchaser shall pay a late payment charge of 2% per annum above 3-month SAIBOR "
               "on the unpaid amount."))
    s.append(P("5.2 If default continues for 90 days, the Developer may terminate this "
               "Agreement and retain up to 10% of the Price, refunding the remainder of the "
               "amounts paid within 60 days."))
    s.append(P("6. HANDOVER", HEAD))
    s.append(P("6.1 The Developer shall notify the Purchaser of the Handover Date at least 30 "
               "days in advance. The Handover Date is currently anticipated on or about "
               "11/30/2027 and may be extended by up to 6 months for reasons beyond the "
               "Developer's control."))
    s.append(P("6.2 The Developer remains liable for structural defects for 10 years and for "
               "defects in building services for 1 year from the Handover Date."))
    s.append(P("7. OWNERS' ASSOCIATION", HEAD))
    s.append(P("7.1 The Purchaser shall become a member of the owners' association of Building "
               "3. Annual service charges are estimated at SAR 22 per square metre and are "
               "invoiced by the association annually in advance from the Handover "
               "Date."))
    s.append(P("8. GOVERNING LAW AND DISPUTES", HEAD))
    s.append(P("8.1 This Agreement is governed by the laws of the Kingdom of Saudi Arabia. "
               "Disputes shall be referred to arbitration administered by the Saudi Center for "
               "Commercial Arbitration, seated in Riyadh, in English."))
    s.append(Spacer(1, 14))
    s.append(P("Signed on 04/16/2026 &nbsp;&nbsp; for the Developer: ____________________ "
               "&nbsp;&nbsp; the Purchaser: ____________________"))
    build("02_jeddah_usd_borderless", s, rows, "SPA - Obhur Marina Residences")


# ----------------------------------------------------------------------------- 03
def agreement_03():
    """KAFD office unit; plan in prose with a quarterly series, restated in a summary
    sentence; processing fee (month-first date 06/01/2026) and RETT after the plan; annex
    key-terms table (bordered, merged) that is not a plan."""
    price = D("1800000")
    first = date(2026, 8, 15)
    signing = Row("On execution of this Agreement", pct_of(price, D(20)), None, D(20))
    inst = pct_of(price, D("7.5"))
    series = [Row(f"Instalment {k} of 8", inst, add_months(first, 3 * (k - 1)), D("7.5"))
              for k in range(1, 9)]
    handover = Row("On the Handover Date", pct_of(price, D(20)), None, D(20))
    proc = Row("Processing fee", D("3450"), date(2026, 6, 1), None, fee=True)
    rett = Row("Real Estate Transaction Tax", pct_of(price, D(5)), None, D(5), fee=True)
    rows = [signing] + series + [handover, proc, rett]
    check_plan(rows, price)
    nia = D("212.35")

    s = []
    s.append(P("Agreement dated 05/20/2026 &nbsp;&mdash;&nbsp; Premises: Office 1402, Level 14, "
               "Tower 2.14, King Abdullah Financial District, Riyadh 13519 &nbsp;&mdash;&nbsp; "
               "Ref. NBP/KAFD/0031", SMALL))
    s.append(Spacer(1, 8))
    s.append(P("AGREEMENT FOR THE SALE OF A COMMERCIAL OFFICE UNIT", TITLE))
    s.append(Spacer(1, 4))
    s.append(P("PARTIES", HEAD))
    s.append(P("<b>Namaa Business Parks Company</b>, a limited liability company, C.R. No. "
               "1010771245, whose registered office is at Office 1402, Level 14, Tower 2.14, "
               "KAFD, Riyadh (<b>Namaa</b>); and <b>Tarabot Consulting Company</b>, a limited "
               "liability company, C.R. No. 1010892211, represented by its general manager "
               "Eng. Sara Abdullah Al-Mutairi (the <b>Purchaser</b>)."))
    s.append(P("IT IS AGREED as follows:", BODY))
    s.append(P("1. INTERPRETATION", HEAD))
    s.append(P("In this Agreement, dates are written month/day/year. <b>Handover Date</b> "
               "means the date on which Namaa makes the Unit available to the Purchaser "
               "following issue of the completion certificate. <b>Unit</b> means the office "
               "described in Annex A. <b>Escrow Account</b> means account No. 6080-22-1145 "
               "with Riyad Bank opened for the project under Wafi licence No. "
               "2023/WAFI/1290."))
    s.append(P("2. SALE OF THE UNIT", HEAD))
    s.append(P(f"2.1 Namaa agrees to sell and the Purchaser agrees to buy the Unit, with a net "
               f"internal area of {nia} square metres, together with the exclusive use of two "
               f"parking bays (Nos. B2-117 and B2-118)."))
    s.append(P("3. CONSIDERATION", HEAD))
    s.append(P(f"3.1 The consideration for the Unit is SAR {money(price, False)}/- (Saudi Riyals "
               f"{words(price)} only) (the <b>Price</b>). The Price has been agreed on the basis "
               f"of SAR {money((price / nia).quantize(D('0.01'), rounding=ROUND_HALF_UP))} per "
               f"square metre of net internal area and shall not be adjusted unless the "
               f"measured area differs by more than 2%."))
    s.append(P("4. PAYMENT", HEAD))
    s.append(P("4.1 The Purchaser shall pay the Price into the Escrow Account as follows:"))
    s.append(P(f"(a) the sum of SAR {money(signing.amount, False)}/- (Saudi Riyals "
               f"{words(signing.amount)} only), being twenty per cent (20%) of the Price, on "
               f"or prior to the execution of this Agreement;"))
    s.append(P(f"(b) the sum of SAR {money(inst * 8, False)}/- (sixty per cent (60%) of the "
               f"Price) in eight (8) equal quarterly instalments of SAR {money(inst, False)}/- "
               f"each (7.5% of the Price), the first of which falls due on {mdy(first)} and "
               f"each subsequent instalment on the same day of every third month thereafter; "
               f"and"))
    s.append(P(f"(c) the balance of SAR {money(handover.amount, False)}/- (twenty per cent "
               f"(20%) of the Price) on the Handover Date."))
    s.append(P("4.2 For ease of reference only, the Price is therefore payable 20% on signing; "
               "7.5% on each of " + ", ".join(mdy(r.due) for r in series[:-1]) + " and "
               + mdy(series[-1].due) + "; and 20% on handover. In case of any discrepancy "
               "Clause 4.1 prevails."))
    s.append(P(f"4.3 In addition to the Price, the Purchaser shall pay Namaa a processing fee "
               f"of SAR {money(proc.amount, False)}/- (inclusive of VAT at 15%) on "
               f"{mdy(proc.due)}."))
    s.append(P(f"4.4 The Purchaser shall bear the Real Estate Transaction Tax at 5% of the "
               f"Price, i.e. SAR {money(rett.amount, False)}/-, which shall be paid through Namaa "
               f"prior to the transfer of the title deed. The supply of the Unit itself is not "
               f"subject to VAT."))
    s.append(P("5. CONSTRUCTION AND HANDOVER", HEAD))
    s.append(P("5.1 Namaa shall complete the Unit in shell-and-core condition with raised "
               "floors and chilled water connection. The anticipated Handover Date is "
               "10/31/2028, which may be extended by up to 120 days."))
    s.append(P("5.2 The Purchaser's fit-out works require Namaa's approval; a refundable fit-out "
               "deposit, if required by the building manager, is governed by the fit-out "
               "guide and is not a payment under this Agreement."))
    s.append(P("6. LATE PAYMENT", HEAD))
    s.append(P("6.1 Any sum not paid when due bears a late payment charge of 1% per month. If a "
               "sum remains unpaid 45 days after its due date Namaa may, by notice, terminate "
               "this Agreement and retain 15% of the Price, refunding the balance of the sums "
               "received within 90 days."))
    s.append(P("7. TITLE", HEAD))
    s.append(P("7.1 Title passes on registration of the Unit in the Purchaser's name, which "
               "Namaa shall procure within 30 days after the Handover Date subject to receipt "
               "of all sums under Clause 4."))
    s.append(P("8. LAW AND JURISDICTION", HEAD))
    s.append(P("8.1 The laws of the Kingdom of Saudi Arabia apply. The Commercial Court in "
               "Riyadh has exclusive jurisdiction."))
    s.append(Spacer(1, 10))
    s.append(P("ANNEX A &mdash; KEY COMMERCIAL TERMS", HEAD))
    data = [
        ["Item", "Particulars", ""],
        ["Unit", "Office 1402, Level 14, Tower 2.14, KAFD", ""],
        ["Net internal area", f"{nia} sq m", "measured per RICS IPMS 3"],
        ["Parking", "2 bays", "Nos. B2-117 and B2-118"],
        ["Price", f"SAR {money(price, False)}", "VAT exempt; RETT 5% borne by Purchaser"],
        ["Rate", f"SAR {money((price / nia).quantize(D('0.01'), rounding=ROUND_HALF_UP))} "
                 f"per sq m", ""],
        ["Payment", "As set out in Clause 4.1 (20% / 60% / 20%)", ""],
        ["Service charge (estimate)", "SAR 450 per sq m per annum", "from the Handover Date"],
        ["Anticipated Handover Date", "10/31/2028", "subject to Clause 5.1"],
    ]
    t = Table(data, colWidths=[45 * mm, 70 * mm, 55 * mm])
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
        ("FONT", (0, 0), (-1, -1), "Helvetica", 8.5),
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5),
        ("SPAN", (1, 0), (2, 0)),
        ("SPAN", (1, 1), (2, 1)),
        ("SPAN", (1, 5), (2, 5)),
        ("SPAN", (1, 6), (2, 6)),
    ]))
    s.append(t)
    s.append(Spacer(1, 14))
    s.append(P("Signed at Riyadh on 05/20/2026.", BODY))
    s.append(P("For Namaa Business Parks Company: ______________________ &nbsp;&nbsp;&nbsp; "
               "For Tarabot Consulting Company: ______________________"))
    build("03_kafd_office_prose_series", s, rows, "Office Unit Sale Agreement - KAFD")


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
