#!/usr/bin/env python3
"""Generate the ``prose_docx`` corpus: off-plan sale agreements whose payment plan
is written ONLY in prose clauses (no table), in DOCX.  Gulf currencies (AED, SAR,
OMR), percentages in words and digits, series sentences, fee sentences before or
after the plan, and distractor clauses full of other percentages.

Each agreement is built from Python data (the payment rows) which renders both
the Word document and the ``.expected.json`` plan.

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


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    assert d.day <= 28
    return dt.date(d.year + y, m + 1, d.day)


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w99(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def _w999(n):
    h, r = divmod(n, 100)
    parts = []
    if h:
        parts.append(ONES[h] + " hundred")
    if r:
        parts.append(("and " if h else "") + _w99(r))
    return " ".join(parts)


def words(n):
    """International English words, British 'and': 185000 -> one hundred and eighty-five thousand."""
    n = int(n)
    if n == 0:
        return "zero"
    out = []
    for div, name in ((10 ** 9, "billion"), (10 ** 6, "million"), (1000, "thousand")):
        q, n = divmod(n, div)
        if q:
            out.append(_w999(q) + " " + name)
    if n:
        out.append(("and " if out and n < 100 else "") + _w999(n))
    return " ".join(out)


def cap(s):
    return " ".join(w if w == "and" else "-".join(x[:1].upper() + x[1:] for x in w.split("-"))
                    for w in s.split(" "))


def pword(p, sep="percent"):
    """ten percent (10%) / seven and one-half per cent (7.5%)"""
    if p == 7.5:
        w = "seven and one-half"
    else:
        assert float(p).is_integer()
        w = words(int(p))
    return f"{w} {sep} ({p:g}%)"


def num_paren(n):  # twelve (12)
    return f"{words(n)} ({n})"


def money(cur, x, decimals=True):
    return f"{cur} {x:,.2f}" if decimals else f"{cur} {x:,.0f}"


def d_long(d):  # 15 April 2026
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def d_us(d):  # April 15, 2026
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def d_num(d):  # 15/04/2026
    return d.strftime("%d/%m/%Y")


def d_abbr(d):  # 01-Sep-2026
    return f"{d.day:02d}-{MON3[d.month - 1]}-{d.year}"


def row(amount, due=None, desc="", pct=0.0, fee=False, post=False):
    return {"amount": round(float(amount), 2), "dueDate": exp_date(due), "description": desc,
            "percentage": float(pct), "isFee": bool(fee), "postHandover": bool(post),
            "status": "pending"}


def check(rows, price, all_pct=False):
    plan = [r for r in rows if not r["isFee"]]
    total = round(sum(r["amount"] for r in plan), 2)
    assert abs(total - price) < 0.005, (total, price)
    for r in rows:
        if r["percentage"]:
            assert abs(pct_of(price, r["percentage"]) - r["amount"]) < 0.005, r
    if all_pct:
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9


def new_doc():
    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    return doc


def title(doc, text, size=14):
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(size)


def heading(doc, text):
    doc.add_paragraph().add_run(text).bold = True


def para(doc, text, indent=False):
    p = doc.add_paragraph(text)
    if indent:
        p.paragraph_format.left_indent = Pt(24)
    return p


def save_docx(doc, path):
    cp = doc.core_properties
    cp.author = "Sales Administration"
    cp.last_modified_by = "Sales Administration"
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


LETTERS = "abcdefghijklmnop"


# ------------------------------------------- 01 Dubai Marina, fees after
def a01():
    price = 1850000.00
    plan = [  # desc, pct, due (date) or event text
        ("Deposit", 10, dt.date(2026, 4, 15)),
        ("Second Instalment", 10, dt.date(2026, 10, 15)),
        ("Construction Instalment", 10, "upon completion of fifty percent (50%) of the construction "
                                        "of the Building as certified by the Project Consultant"),
        ("Fourth Instalment", 10, dt.date(2027, 4, 15)),
        ("Balance on Handover", 60, "on the Handover Date"),
    ]
    rows, lines = [], []
    for i, (desc, pct, when) in enumerate(plan):
        amt = pct_of(price, pct)
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, desc, pct))
        amt_t = f"{money('AED', amt)} ({cap(words(amt))} UAE Dirhams)"
        w = f"on or before {d_long(due)}" if due else when
        if i == 0:
            s = f"a deposit of {pword(pct)} of the Purchase Price, being {amt_t}, {w};"
        elif i == len(plan) - 1:
            s = f"the balance of {pword(pct)} of the Purchase Price, being {amt_t}, {w}."
        elif i == 1:
            s = f"a further {pword(pct)} of the Purchase Price, being {amt_t}, {w};"
        else:
            s = f"{pword(pct)} of the Purchase Price, being {amt_t}, {w};"
            if i == len(plan) - 2:
                s += " and"
        lines.append(f"({LETTERS[i]}) {s}")
    dld = pct_of(price, 4)
    oqood = 1250.00
    rows.append(row(dld, None, "DLD Registration Fee", 4, fee=True))
    rows.append(row(oqood, None, "Oqood Administration Fee", 0, fee=True))
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "SALE AND PURCHASE AGREEMENT")
    title(doc, "AZURE BAY RESIDENCES \u2013 UNIT 2307", 12)
    para(doc, "This Agreement is made in Dubai on 3 March 2026 between:")
    para(doc, "(1) AZURE BAY DEVELOPMENTS L.L.C., a limited liability company registered in the Emirate "
              "of Dubai under Commercial Licence No. 812345, of P.O. Box 118822, Dubai, United Arab "
              "Emirates (the \u201cDeveloper\u201d); and")
    para(doc, "(2) MR. OLIVER JAMES GRANT, a British national holding passport number 552918374, of "
              "Villa 14, Street 7, Arabian Ranches, Dubai (the \u201cPurchaser\u201d).")
    heading(doc, "RECITALS")
    para(doc, "A. The Developer is the registered owner of Land Plot No. 392-0145, Dubai Marina, Dubai, "
              "on which it is developing a 41-storey residential tower known as Azure Bay Residences "
              "(the \u201cBuilding\u201d), registered with the Real Estate Regulatory Agency under "
              "Project No. 3187 with an escrow account opened with Emirates NBD under account "
              "No. 1015 8820 4471.")
    para(doc, "B. The Purchaser wishes to purchase the Unit from the Developer on the terms of this "
              "Agreement.")
    heading(doc, "1. DEFINITIONS")
    para(doc, "1.1 \u201cAnticipated Completion Date\u201d means 31 December 2027, subject to extension "
              "under clause 7.")
    para(doc, "1.2 \u201cHandover Date\u201d means the date specified in the Developer's handover notice, "
              "being not less than thirty (30) days after the Building Completion Certificate is "
              "issued.")
    para(doc, "1.3 \u201cUnit\u201d means apartment 2307 on the twenty-third (23rd) floor of the Building, "
              "a two-bedroom apartment with an approximate saleable area of 1,245.67 sq. ft. "
              "(115.73 sq. m), together with the exclusive use of parking bay B2-118.")
    para(doc, "1.4 \u201cPurchase Price\u201d means " + money("AED", price) +
              " (One Million Eight Hundred and Fifty Thousand UAE Dirhams).")
    heading(doc, "2. SALE")
    para(doc, "2.1 The Developer agrees to sell and the Purchaser agrees to purchase the Unit free from "
              "encumbrances for the Purchase Price and on the terms of this Agreement.")
    heading(doc, "3. PAYMENT OF THE PURCHASE PRICE")
    para(doc, "3.1 The Purchaser shall pay the Purchase Price into the escrow account referred to in "
              "Recital A as follows:")
    for ln in lines:
        para(doc, ln, indent=True)
    para(doc, "3.2 In addition to the Purchase Price, the Purchaser shall pay upon signing this "
              "Agreement (i) the registration fee levied by the Dubai Land Department equal to "
              f"{pword(4)} of the Purchase Price, being {money('AED', dld)}, and (ii) the Oqood "
              f"administration fee of {money('AED', oqood)}, neither of which forms part of the "
              "Purchase Price or is refundable.")
    para(doc, "3.3 The Developer shall issue a receipt for each payment. Cheques are accepted only when "
              "cleared funds are credited to the escrow account.")
    heading(doc, "4. LATE PAYMENT")
    para(doc, "4.1 If any instalment is not paid in full on its due date, the Purchaser shall pay a late "
              "payment charge of two percent (2%) per month on the overdue amount, calculated daily, "
              "until payment.")
    heading(doc, "5. CONSTRUCTION AND VARIATIONS")
    para(doc, "5.1 The Developer may vary the saleable area of the Unit by up to five percent (5%) "
              "without any adjustment to the Purchase Price. If the variation exceeds five percent (5%), "
              "the Purchase Price shall be adjusted pro rata at AED 1,485.15 per sq. ft.")
    heading(doc, "6. TERMINATION")
    para(doc, "6.1 If the Purchaser fails to remedy a payment default within thirty (30) days of a "
              "notice from the Dubai Land Department, the Developer may terminate this Agreement in "
              "accordance with Article 11 of Law No. 13 of 2008, as amended:")
    para(doc, "(a) where the construction progress of the Building exceeds eighty percent (80%), the "
              "Developer may retain the entire amounts paid and may claim up to forty percent (40%) of "
              "the Purchase Price;", indent=True)
    para(doc, "(b) where the construction progress is less than eighty percent (80%), the Developer "
              "may retain up to thirty percent (30%) of the Purchase Price and shall refund the balance "
              "of the amounts paid within sixty (60) days of the resale of the Unit.", indent=True)
    heading(doc, "7. COMPLETION AND HANDOVER")
    para(doc, "7.1 The Developer shall use reasonable endeavours to complete the Building by the "
              "Anticipated Completion Date and may extend that date by up to twelve (12) months.")
    para(doc, "7.2 Handover shall take place only once the Purchase Price and all other amounts due "
              "under this Agreement have been paid in full.")
    heading(doc, "8. SERVICE CHARGES")
    para(doc, "8.1 From the Handover Date the Purchaser shall pay service charges, presently "
              "estimated at AED 18.50 per sq. ft. per annum, to the owners association.")
    heading(doc, "9. GOVERNING LAW")
    para(doc, "9.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws "
              "of the United Arab Emirates, and the Dubai Courts shall have jurisdiction.")
    para(doc, "Signed for the Developer: ____________________    Signed by the Purchaser: "
              "____________________")
    write("01_dubai_marina_deposit_clauses_fees_after", doc, rows)


# ------------------------- 02 JVC, monthly series, admin fee before plan
def a02():
    price = 1500000.00
    admin = 5000.00
    dp = pct_of(price, 20)
    n, each, first = 12, 25000.00, dt.date(2026, 7, 1)
    ho = pct_of(price, 60)
    rows = [row(admin, None, "Administration Fee", 0, fee=True),
            row(dp, None, "Down Payment", 20)]
    for k in range(n):
        rows.append(row(each, add_months(first, k), f"Monthly Instalment {k + 1} of {n}", 0))
    rows.append(row(ho, None, "On Handover", 60))
    check(rows, price)

    doc = new_doc()
    title(doc, "AGREEMENT FOR SALE AND PURCHASE OF AN OFF-PLAN UNIT")
    para(doc, "Vista One, Jumeirah Village Circle, Dubai \u2013 Unit 1108")
    para(doc, "THIS AGREEMENT is dated 21 April 2026 and is made between CIRCLE VISTA PROPERTIES L.L.C. "
              "(Trade Licence No. 1045512, Dubai) of Office 2204, Opal Tower, Business Bay, Dubai (the "
              "\u201cSeller\u201d) and MS. AMINA YUSUF BELLO, a Nigerian national (passport number "
              "A09876543), of Apartment 604, Marina Crown, Dubai Marina (the \u201cBuyer\u201d).")
    heading(doc, "1. THE PROPERTY")
    para(doc, "1.1 The Seller is developing on Plot JVC10SCVC014, Jumeirah Village Circle, a "
              "residential building of ground, four podium levels and 18 residential floors known as "
              "\u201cVista One\u201d (RERA Project No. 3392).")
    para(doc, "1.2 The Seller shall sell to the Buyer Unit 1108 on the 11th floor, a one-bedroom "
              "apartment of approximately 812.40 sq. ft. including a balcony of 96.30 sq. ft., with "
              "one car parking space (the \u201cProperty\u201d).")
    heading(doc, "2. PRICE")
    para(doc, "2.1 The price of the Property is " + money("AED", price) + " (One Million Five Hundred "
              "Thousand UAE Dirhams) (the \u201cPurchase Price\u201d).")
    para(doc, "2.2 As a promotional offer, the Seller shall bear the Dubai Land Department registration "
              "fee of four percent (4%) of the Purchase Price on the Buyer's behalf; the Buyer shall "
              "not be required to pay it.")
    heading(doc, "3. ADMINISTRATION FEE")
    para(doc, f"3.1 On signing this Agreement the Buyer shall pay to the Seller an administration fee of "
              f"{money('AED', admin)} ({cap(words(admin))} UAE Dirhams) for processing the sale and "
              "the interim registration of the Property. The administration fee is in addition to the "
              "Purchase Price and is not refundable in any circumstances.")
    heading(doc, "4. HOW THE PURCHASE PRICE IS TO BE PAID")
    para(doc, "4.1 The Buyer shall pay the Purchase Price into the project escrow account "
              "(Mashreq Bank account No. 019-100-482-277) as follows:")
    para(doc, f"(a) a down payment of {pword(20)} of the Purchase Price, namely {money('AED', dp)}, "
              "upon signing this Agreement;", indent=True)
    para(doc, f"(b) {num_paren(n)} monthly instalments of {money('AED', each)} "
              f"({cap(words(each))} UAE Dirhams) each, commencing on {d_long(first)} and thereafter "
              "on the first day of each succeeding calendar month until all twelve instalments have "
              "been paid; and", indent=True)
    para(doc, f"(c) {pword(60)} of the Purchase Price, namely {money('AED', ho)}, upon Handover, "
              "against delivery of the keys.", indent=True)
    para(doc, "4.2 The Buyer shall deliver to the Seller, on signing, post-dated cheques for each of the "
              "monthly instalments.")
    heading(doc, "5. LATE PAYMENT AND DEFAULT")
    para(doc, "5.1 Any overdue amount shall bear a late payment fee of two percent (2%) per month until "
              "paid in full.")
    para(doc, "5.2 If the Buyer fails to pay any amount within thirty (30) days of a written demand, the "
              "Seller may, after following the procedure of the Dubai Land Department, terminate this "
              "Agreement. Where the construction progress exceeds eighty percent (80%), the Seller may "
              "retain all amounts paid; otherwise the Seller may retain up to twenty-five percent (25%) "
              "of the Purchase Price and refund the remainder within one (1) year.")
    heading(doc, "6. RESALE AND ASSIGNMENT")
    para(doc, "6.1 The Buyer may not assign or resell the Property before Handover until at least thirty "
              "percent (30%) of the Purchase Price has been paid.")
    heading(doc, "7. HANDOVER")
    para(doc, "7.1 The Seller anticipates completion in the second quarter of 2028. \u201cHandover\u201d "
              "means the date on which the Seller makes the Property available for occupation following "
              "the issue of the building completion certificate.")
    para(doc, "7.2 The Buyer shall inspect the Property within fourteen (14) days of the handover notice "
              "and list any snagging items, which the Seller shall rectify within sixty (60) days.")
    heading(doc, "8. LAW")
    para(doc, "8.1 This Agreement is governed by the laws of the Emirate of Dubai and the applicable "
              "federal laws of the UAE.")
    para(doc, "Seller: ____________________        Buyer: ____________________")
    write("02_jvc_monthly_series_admin_fee_before", doc, rows)


# --------------------------------------------------------- 03 Riyadh SAR
def a03():
    price = 950000.00
    ordn = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"]
    plan = [  # pct, date or event
        (20, "upon signing this Contract"),
        (10, dt.date(2026, 9, 1)),
        (15, "upon completion of the structural frame (skeleton) of Building B, as certified by the "
             "engineering consultant"),
        (15, dt.date(2027, 3, 1)),
        (10, dt.date(2027, 9, 1)),
        (30, "upon delivery of the Unit to the Purchaser"),
    ]
    rows, lines = [], []
    for i, (pct, when) in enumerate(plan):
        amt = pct_of(price, pct)
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, f"{ordn[i]} Instalment", pct))
        w = f"on or before {d_abbr(due)}" if due else when
        lines.append(f"{ordn[i]}: {pword(pct, 'per cent')} of the Price, amounting to "
                     f"{money('SAR', amt, decimals=False)}, {w}.")
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "OFF-PLAN RESIDENTIAL UNIT SALE CONTRACT")
    para(doc, "Project: Al Narjis Gardens, Al Narjis District, Riyadh \u2013 Wafi Licence No. 1445/0321")
    para(doc, "This Contract was concluded in the city of Riyadh on 10 February 2026 between:")
    para(doc, "First Party (Seller): AL NARJIS REAL ESTATE DEVELOPMENT COMPANY, a limited liability "
              "company, Commercial Registration No. 1010654321, P.O. Box 86421, Riyadh 11632, "
              "represented by Eng. Khalid Saad Al-Harbi in his capacity as General Manager.")
    para(doc, "Second Party (Purchaser): MR. FAISAL ABDULLAH AL-OTAIBI, Saudi national, National ID "
              "No. 1034567891, residing in Al Malqa District, Riyadh.")
    heading(doc, "Preamble")
    para(doc, "Whereas the Seller owns the land described in title deed No. 310112004567 with an area of "
              "6,420 square metres, and has obtained a licence from the Off-Plan Real Estate Sales and "
              "Rental Committee (Wafi) to sell the units of the project off-plan, and whereas the "
              "Purchaser wishes to buy one of those units, the parties, having legal capacity, have "
              "agreed as follows:")
    heading(doc, "Article 1 \u2013 Subject of the Contract")
    para(doc, "The Seller sells to the Purchaser Apartment No. 304 on the third floor of Building B, with "
              "a net area of 162.5 square metres, comprising four bedrooms, a majlis and a maid's room, "
              "together with two covered parking spaces (the \u201cUnit\u201d), in accordance with the "
              "approved plans and the specifications in Appendix (1).")
    heading(doc, "Article 2 \u2013 Price")
    para(doc, f"The total price of the Unit is {money('SAR', price, decimals=False)} (Nine Hundred and "
              "Fifty Thousand Saudi Riyals) (the \u201cPrice\u201d). The real estate transaction tax of "
              "five per cent (5%) shall be borne and paid by the Seller and does not form part of the "
              "Price.")
    heading(doc, "Article 3 \u2013 Payment of the Price")
    para(doc, "The Purchaser shall pay the Price by bank transfer into the project escrow account held "
              "with the Saudi National Bank (IBAN SA44 1000 0001 2345 6789 0123) in the following "
              "instalments:")
    for ln in lines:
        para(doc, ln, indent=True)
    para(doc, "No amount shall be paid to the Seller outside the escrow account, and the release of "
              "funds from it shall follow the engineering consultant's progress certificates.")
    heading(doc, "Article 4 \u2013 Completion and Delivery")
    para(doc, "The Seller undertakes to complete and deliver the Unit within thirty (30) months of the "
              "date of this Contract. If delivery is delayed for reasons attributable to the Seller, the "
              "Seller shall pay the Purchaser compensation of SAR 1,500 for each month of delay, up to a "
              "maximum of ten per cent (10%) of the Price.")
    heading(doc, "Article 5 \u2013 Purchaser's Default")
    para(doc, "If the Purchaser fails to pay any instalment for more than sixty (60) days after written "
              "notice, the Seller may, with the approval of Wafi, rescind this Contract and deduct ten "
              "per cent (10%) of the amounts paid as compensation, refunding the remainder within ninety "
              "(90) days.")
    heading(doc, "Article 6 \u2013 Warranty")
    para(doc, "The Seller warrants the structural elements of the building for ten (10) years and the "
              "electrical and mechanical works for one (1) year from delivery.")
    heading(doc, "Article 7 \u2013 Title Transfer")
    para(doc, "The title deed of the Unit shall be transferred to the Purchaser after payment of the "
              "full Price and completion of the project, in accordance with the regulations of the "
              "Ministry of Justice.")
    heading(doc, "Article 8 \u2013 Governing Law and Disputes")
    para(doc, "This Contract is governed by the laws of the Kingdom of Saudi Arabia. Any dispute shall be "
              "referred to the competent courts in Riyadh.")
    para(doc, "This Contract is made in two original copies, each party having received one copy.")
    para(doc, "First Party: ____________________        Second Party: ____________________")
    write("03_riyadh_sar_ordinal_instalments", doc, rows)


# --------------------------------- 04 Muscat OMR, quarterly + post-handover
def a04():
    price = 186400.00
    rows = []
    dp = pct_of(price, 10)
    rows.append(row(dp, None, "Down Payment", 10))
    q_n, q_pct, q_first = 4, 7.5, dt.date(2027, 1, 15)
    q_amt = pct_of(price, q_pct)
    for k in range(q_n):
        rows.append(row(q_amt, add_months(q_first, 3 * k), f"Instalment {k + 1} of {q_n}", q_pct))
    ho = pct_of(price, 20)
    rows.append(row(ho, None, "On Handover", 20))
    p_n, p_pct, p_first = 8, 5, dt.date(2029, 3, 15)
    p_amt = pct_of(price, p_pct)
    for k in range(p_n):
        rows.append(row(p_amt, add_months(p_first, 3 * k),
                        f"Post-Handover Instalment {k + 1} of {p_n}", p_pct, post=True))
    reg = pct_of(price, 3)
    rows.append(row(reg, None, "Registration Fee", 3, fee=True))
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "SALE AND PURCHASE AGREEMENT")
    title(doc, "Qurum Bay Residences \u2013 Integrated Tourism Complex, Muscat", 12)
    para(doc, "This Agreement is entered into on 5 May 2026 by and between:")
    para(doc, "QURUM BAY DEVELOPMENT S.A.O.C., a closed joint stock company registered in the "
              "Sultanate of Oman under Commercial Registration No. 1234567, P.O. Box 1120, Postal Code "
              "112, Ruwi (the \u201cDeveloper\u201d); and")
    para(doc, "MR. STEFAN HOLLER, a German national holding passport No. C4F7K9L21, residing in "
              "Villa 9, Way 3017, Shatti Al Qurum, Muscat (the \u201cPurchaser\u201d).")
    heading(doc, "Background")
    para(doc, "The Developer is developing the Qurum Bay Residences project within an area designated as "
              "an Integrated Tourism Complex by the Ministry of Heritage and Tourism, in which foreign "
              "nationals may own freehold property. The Purchaser wishes to purchase Villa 27 in the "
              "project.")
    heading(doc, "1. Definitions")
    para(doc, "\u201cVilla\u201d means Villa 27 of the four-bedroom \u201cSamar\u201d type built on Plot 27 "
              "of approximately 455 square metres, with a built-up area of approximately 318.6 square "
              "metres and a private pool of 24 square metres.")
    para(doc, f"\u201cPurchase Price\u201d means {money('OMR', price)} (One Hundred and Eighty-Six "
              "Thousand Four Hundred Omani Rials).")
    para(doc, "\u201cHandover\u201d means the delivery of the Villa to the Purchaser following practical "
              "completion, which is anticipated on 30 November 2028.")
    heading(doc, "2. Sale and Purchase")
    para(doc, "2.1 The Developer agrees to sell and the Purchaser agrees to buy the Villa for the Purchase "
              "Price, subject to the terms of this Agreement.")
    heading(doc, "3. Payment Plan")
    para(doc, "3.1 The Purchaser shall pay the Purchase Price as follows:")
    para(doc, f"(a) a down payment of {pword(10, 'per cent')} of the Purchase Price, being "
              f"{money('OMR', dp)}, upon signing this Agreement;", indent=True)
    para(doc, f"(b) {num_paren(q_n)} quarterly instalments of {pword(q_pct, 'per cent')} of the Purchase "
              f"Price each, being {money('OMR', q_amt)} per instalment, the first falling due on "
              f"{d_long(q_first)} and each subsequent instalment three (3) months after the preceding "
              "one;", indent=True)
    para(doc, f"(c) {pword(20, 'per cent')} of the Purchase Price, being {money('OMR', ho)}, on "
              "Handover; and", indent=True)
    para(doc, f"(d) {num_paren(p_n)} quarterly post-handover instalments of {pword(p_pct, 'per cent')} "
              f"of the Purchase Price each, being {money('OMR', p_amt)} per instalment, the first "
              f"falling due on {d_long(p_first)} and the remainder at intervals of three (3) months "
              "thereafter.", indent=True)
    para(doc, "3.2 The post-handover instalments shall be secured by post-dated cheques delivered before "
              "Handover. The Developer shall retain a mortgage over the Villa until the last instalment "
              "has been paid.")
    para(doc, f"3.3 In addition to the Purchase Price, the Purchaser shall pay the registration fee of "
              f"{pword(3, 'per cent')} of the Purchase Price, being {money('OMR', reg)}, payable to the "
              "Ministry of Housing and Urban Planning through the Developer upon registration of the "
              "Villa in the Purchaser's name.")
    heading(doc, "4. Late Payment")
    para(doc, "4.1 Overdue amounts shall attract a delay charge of one per cent (1%) per month. If an "
              "amount remains unpaid for ninety (90) days, the Developer may terminate this Agreement "
              "and retain fifteen per cent (15%) of the Purchase Price as liquidated damages.")
    para(doc, "4.2 The Developer shall not exercise its right of termination once construction of the "
              "Villa exceeds eighty per cent (80%) completion, but may instead claim the overdue "
              "amounts with the delay charge.")
    heading(doc, "5. Construction")
    para(doc, "5.1 The Developer shall construct the Villa in accordance with the approved drawings. "
              "Variations in the built-up area of up to three per cent (3%) shall not affect the "
              "Purchase Price.")
    heading(doc, "6. Community Charges")
    para(doc, "6.1 From Handover, the Purchaser shall pay an annual community charge estimated at "
              "OMR 2.40 per square metre of built-up area.")
    heading(doc, "7. Governing Law")
    para(doc, "7.1 This Agreement shall be governed by the laws of the Sultanate of Oman and disputes "
              "shall be settled by the competent courts of Muscat.")
    para(doc, "For the Developer: ____________________    The Purchaser: ____________________")
    write("04_muscat_omr_quarterly_post_handover", doc, rows)


# ------------------------ 05 Abu Dhabi, percent-only, semi-annual series
def a05():
    price = 2340000.00
    rows = [row(pct_of(price, 10), None, "On Signing", 10),
            row(pct_of(price, 10), None, "Within 60 days of the Reservation Date", 10)]
    n, pct_each, first = 6, 10, dt.date(2027, 2, 28)
    for k in range(n):
        rows.append(row(pct_of(price, pct_each), add_months(first, 6 * k),
                        f"Semi-Annual Instalment {k + 1} of {n}", pct_each))
    rows.append(row(pct_of(price, 20), None, "On Handover", 20))
    adm = pct_of(price, 2)
    rows.append(row(adm, None, "Registration Fee", 2, fee=True))
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "CONTRACT FOR SALE")
    title(doc, "Reem Shores \u2013 Building R4, Apartment 1702, Al Reem Island, Abu Dhabi", 11)
    para(doc, "This Contract is entered into on March 16, 2026 (the \u201cEffective Date\u201d).")
    heading(doc, "Parties")
    para(doc, "REEM SHORES PROPERTIES L.L.C., registered in Abu Dhabi under licence No. CN-4102288, "
              "of P.O. Box 47711, Abu Dhabi (the \u201cDeveloper\u201d); and")
    para(doc, "MR. RAHUL VERMA and MRS. ANJALI VERMA, Indian nationals, of Villa 22, Khalifa City A, "
              "Abu Dhabi (jointly the \u201cPurchaser\u201d).")
    heading(doc, "1. Definitions and interpretation")
    para(doc, "1.1 \u201cReservation Date\u201d means the date on which the Purchaser signed the "
              "reservation form for the Unit, being March 2, 2026.")
    para(doc, "1.2 \u201cUnit\u201d means Apartment 1702 on level 17 of Building R4 of the Reem Shores "
              "community, a three-bedroom apartment having a gross area of approximately 1,798 sq. ft. "
              "(167.04 sq. m), and parking space P1-062.")
    para(doc, "1.3 \u201cPurchase Price\u201d means AED 2,340,000.00 (Two Million Three Hundred and Forty "
              "Thousand UAE Dirhams).")
    para(doc, "1.4 \u201cHandover\u201d means the delivery of vacant possession of the Unit following "
              "completion, expected in the fourth quarter of 2029.")
    heading(doc, "2. Sale")
    para(doc, "2.1 The Developer sells and the Purchaser buys the Unit for the Purchase Price. The "
              "Purchaser acknowledges that the Unit is sold off-plan and registered on the Abu Dhabi "
              "Real Estate Centre's interim register.")
    heading(doc, "3. Payment")
    para(doc, "3.1 The Purchaser shall pay the Purchase Price in the following instalments:")
    para(doc, f"(a) {pword(10, 'per cent')} of the Purchase Price upon signing this Contract;",
         indent=True)
    para(doc, f"(b) a further {pword(10, 'per cent')} of the Purchase Price within sixty (60) days of "
              "the Reservation Date;", indent=True)
    para(doc, f"(c) sixty per cent (60%) of the Purchase Price in {num_paren(n)} equal semi-annual "
              f"instalments of {pword(pct_each, 'per cent')} each, the first falling due on "
              f"{d_us(first)} and each subsequent instalment falling due six (6) months after the "
              "preceding one; and", indent=True)
    para(doc, f"(d) the remaining {pword(20, 'per cent')} of the Purchase Price on Handover.",
         indent=True)
    para(doc, "3.2 Each payment shall be made into the escrow account of the project (First Abu Dhabi "
              "Bank, account No. 8110-004417-002) and shall be evidenced by the bank's receipt.")
    para(doc, f"3.3 The Purchaser shall further pay to the Developer, for onward payment to the "
              f"Department of Municipalities and Transport, the registration fee of {pword(2, 'per cent')} "
              "of the Purchase Price within thirty (30) days of the Effective Date. This fee is "
              "payable in addition to the Purchase Price.")
    heading(doc, "4. Default")
    para(doc, "4.1 Late payments shall attract a penalty of twelve per cent (12%) per annum. If the "
              "Purchaser fails to pay any instalment within forty-five (45) days after notice, the "
              "Developer may terminate this Contract in accordance with Law No. 3 of 2015 and retain "
              "the amounts permitted by that law, which may be up to forty per cent (40%) of the "
              "Purchase Price where construction has exceeded eighty per cent (80%).")
    heading(doc, "5. Completion")
    para(doc, "5.1 The Developer may extend the anticipated completion date by up to twelve (12) months "
              "for causes outside its reasonable control. Delay beyond that period entitles the "
              "Purchaser to terminate and receive a refund of all instalments paid.")
    heading(doc, "6. Owners association")
    para(doc, "6.1 The Purchaser shall become a member of the owners association and pay the service "
              "charges, currently budgeted at AED 16.00 per sq. ft. per annum.")
    heading(doc, "7. Governing law")
    para(doc, "7.1 This Contract is governed by the laws of the Emirate of Abu Dhabi and the federal laws "
              "of the UAE as applied in Abu Dhabi.")
    para(doc, "Developer: ____________________    Purchaser: ____________________")
    write("05_abu_dhabi_percent_only_semiannual", doc, rows)


# ---------------- 06 RAK, numeric dates, annual post-handover series
def a06():
    price = 3275000.00
    plan = [  # desc, pct, date or event
        ("Booking Deposit", 20, "upon signing this Agreement"),
        ("Second Instalment", 10, dt.date(2026, 6, 15)),
        ("Third Instalment", 10, dt.date(2026, 12, 15)),
        ("Fourth Instalment", 10, dt.date(2027, 6, 15)),
        ("Handover Payment", 20, "on the Handover Date"),
    ]
    rows, lines = [], []
    for i, (desc, pct, when) in enumerate(plan):
        amt = pct_of(price, pct)
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, desc, pct))
        w = f"on {d_num(due)}" if due else when
        lines.append((desc, pct, amt, w))
    n, pct_each, first = 3, 10, dt.date(2029, 6, 15)
    amt_each = pct_of(price, pct_each)
    for k in range(n):
        rows.append(row(amt_each, add_months(first, 12 * k),
                        f"Post-Handover Instalment {k + 1} of {n}", pct_each, post=True))
    reg = pct_of(price, 2)
    rows.append(row(reg, None, "Land Department Registration Fee", 2, fee=True))
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "PROPERTY SALE AGREEMENT")
    para(doc, "Marjan Beach Residences \u2013 Al Marjan Island, Ras Al Khaimah")
    para(doc, "Agreement No. MBR/SPA/0457    Date: 20/03/2026")
    heading(doc, "THE PARTIES")
    para(doc, "Marjan Coast Development L.L.C., Ras Al Khaimah Economic Zone licence No. 5019921, of "
              "Office 301, Julphar Towers, Ras Al Khaimah (the \u201cSeller\u201d).")
    para(doc, "Mr. Dmitri Volkov, holder of passport No. 75 4412093, of Apartment 12, Leninsky "
              "Prospekt 45, Moscow (the \u201cBuyer\u201d).")
    heading(doc, "1. THE PROPERTY")
    para(doc, "1.1 Apartment 905 on the ninth floor of Tower 2, Marjan Beach Residences, built on Plot "
              "MJ-2-118, with a total area of approximately 2,284.50 sq. ft. including a terrace of "
              "310.75 sq. ft., and two parking bays (the \u201cProperty\u201d).")
    para(doc, "1.2 The Seller expects to complete the Property and give notice of handover by "
              "31/12/2028 (the \u201cHandover Date\u201d being the date stated in that notice).")
    heading(doc, "2. PURCHASE PRICE")
    para(doc, "2.1 The Buyer shall buy the Property for AED 3,275,000.00 (Three Million Two Hundred and "
              "Seventy-Five Thousand UAE Dirhams) (the \u201cPurchase Price\u201d).")
    heading(doc, "3. PAYMENT OF THE PURCHASE PRICE")
    para(doc, "3.1 The Purchase Price is payable by the Buyer in the following manner:")
    for i, (desc, pct, amt, w) in enumerate(lines):
        lead = "a booking deposit of " if i == 0 else ""
        para(doc, f"({LETTERS[i]}) {lead}{pword(pct)} of the Purchase Price, i.e. {money('AED', amt)}, "
                  f"{w};" + (" and" if i == len(lines) - 1 else ""), indent=True)
    para(doc, f"({LETTERS[len(lines)]}) the remaining thirty percent (30%) of the Purchase Price after "
              f"handover, in {num_paren(n)} annual instalments of {pword(pct_each)} each "
              f"({money('AED', amt_each)} each), the first of which shall be due on {d_num(first)} "
              "and the others on the same date in each following year.", indent=True)
    para(doc, "3.2 Title to the Property shall be registered in the Buyer's name on handover, subject to "
              "a first-ranking mortgage in favour of the Seller securing the post-handover instalments.")
    para(doc, f"3.3 The Buyer shall in addition pay the registration fee of the Ras Al Khaimah Land and "
              f"Properties Department, amounting to {pword(2)} of the Purchase Price "
              f"({money('AED', reg)}), on the Handover Date before the transfer of title.")
    heading(doc, "4. DELAY AND DEFAULT")
    para(doc, "4.1 A late payment charge of two percent (2%) per month shall apply to any overdue "
              "instalment, pro rata for part months.")
    para(doc, "4.2 If any instalment is more than sixty (60) days overdue, the Seller may terminate this "
              "Agreement and retain twenty-five percent (25%) of the Purchase Price, refunding any "
              "excess paid within ninety (90) days of termination.")
    para(doc, "4.3 If construction progress exceeds eighty percent (80%) at the time of the default, "
              "the Seller may instead require the Buyer to complete and may sell the Property at "
              "auction to recover the amounts due.")
    heading(doc, "5. HANDOVER")
    para(doc, "5.1 The Buyer shall take handover within thirty (30) days of the handover notice, "
              "provided that all amounts due up to and including the Handover Date have been paid.")
    heading(doc, "6. GOVERNING LAW")
    para(doc, "6.1 This Agreement is governed by the laws of the Emirate of Ras Al Khaimah and the "
              "federal laws of the United Arab Emirates.")
    para(doc, "Seller: ____________________    Buyer: ____________________")
    write("06_rak_numeric_dates_annual_post_handover", doc, rows)


if __name__ == "__main__":
    for fn in (a01, a02, a03, a04, a05, a06):
        fn()
    print("prose_docx: written", len(list(HERE.glob("*.docx"))), "documents")
