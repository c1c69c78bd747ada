#!/usr/bin/env python3
"""Generate the prose_docx development agreements (Gulf SPAs whose payment plan is written
only in prose clauses - no tables anywhere).

Standalone: stdlib + python-docx only.  Every agreement is built from row data; the same
data renders the Word document and the expected JSON.

    /work/main/.venv/bin/python tests/agreements/development/prose_docx/generate.py
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


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


def long_date(d):          # 15 March 2027
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def us_words_date(d):      # March 1, 2027
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def amt(x):
    x = money(x)
    return f"{x:,.0f}" if x == x.to_integral_value() else f"{x:,.2f}"


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w999(n, use_and):
    out = []
    if n >= 100:
        out.append(ONES[n // 100] + " Hundred")
        n %= 100
        if n and use_and:
            out.append("and")
    if n >= 20:
        out.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(ONES[n])
    return " ".join(out)


def words(n, use_and=False):
    n = int(n)
    parts = []
    for value, name in ((10 ** 6, "Million"), (1000, "Thousand")):
        if n >= value:
            parts.append(_w999(n // value, use_and) + " " + name)
            n %= value
    if n:
        if parts and n < 100 and use_and:
            parts.append("and")
        parts.append(_w999(n, use_and))
    return " ".join(parts)


PCT_WORDS = {10: "ten", 5: "five", 20: "twenty", 12.5: "twelve and one-half",
             17.5: "seventeen and one-half", 50: "fifty", 4: "four", 3: "three", 40: "forty",
             60: "sixty", 80: "eighty", 30: "thirty", 25: "twenty-five"}
NUM_WORDS = {8: "eight", 12: "twelve"}


def pct_digits(p):
    return f"{Decimal(str(p)).normalize():f}%"


def row(amount, description, percentage=0.0, date=None, fee=False, post=False):
    return {"amount": money(amount), "date": date, "description": description,
            "percentage": float(percentage), "isFee": fee, "postHandover": post}


def series(first, count, step_months, amount, label, percentage=0.0, post=False):
    return [row(amount, f"{label} {i + 1} of {count}", percentage,
                add_months(first, i * step_months), post=post) for i in range(count)]


def expected(rows):
    return [{"amount": float(r["amount"]), "dueDate": due(r["date"]),
             "description": r["description"], "percentage": float(r["percentage"]),
             "isFee": r["isFee"], "postHandover": r["postHandover"], "status": "pending"}
            for r in rows]


def new_doc(author, font="Calibri"):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(10.5)
    cp = doc.core_properties
    cp.author = author
    cp.created = dt.datetime(2026, 2, 1, 8, 30, 0)
    cp.modified = dt.datetime(2026, 2, 1, 8, 30, 0)
    cp.last_modified_by = author
    cp.revision = 1
    return doc


def p(doc, text="", bold=False, italic=False, align=None, size=None, indent=None):
    para = doc.add_paragraph()
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
    if indent:
        para.paragraph_format.left_indent = Pt(indent)
    return para


def lead(doc, head, text, indent=None):
    para = doc.add_paragraph()
    r = para.add_run(head)
    r.bold = True
    para.add_run(text)
    para.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    if indent:
        para.paragraph_format.left_indent = Pt(indent)
    return para


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
    assert sum(r["amount"] for r in plan) == money(price), sum(r["amount"] for r in plan)
    for r in rows:
        if r["percentage"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r
    if all_pct:
        assert sum(Decimal(str(r["percentage"])) for r in plan) == 100


# ----------------------------------------------------------------------------- 01
def agreement_01():
    """Dubai off-plan apartment: lettered items (a)-(f), percentages in words and digits,
    a post-handover quarterly series, DLD 4% and Oqood fees after the plan, Law 13/2008
    refund thresholds as distractors."""
    price = 2400000
    d_sign = dt.date(2026, 2, 10)
    pre = [
        row(pct_of(price, 10), "Down Payment", 10),
        row(pct_of(price, 10), "Second Instalment", 10),
        row(pct_of(price, 10), "Third Instalment", 10, dt.date(2027, 3, 15)),
        row(pct_of(price, 10), "Construction Instalment", 10),
        row(pct_of(price, 20), "On Handover", 20),
    ]
    first_ph = dt.date(2028, 10, 15)
    post = series(first_ph, 8, 3, pct_of(price, 5), "Post-Handover Instalment", 5, post=True)
    dld = row(pct_of(price, 4), "DLD Registration Fee", 4, fee=True)
    oqood = row(5250, "Oqood registration and administration charges", fee=True)
    rows = pre + post + [dld, oqood]
    check(rows, price)

    def aed(x):
        return f"AED {amt(x)}/- (UAE Dirhams {words(x)} only)"

    doc = new_doc("Meridian Crest Developments LLC")
    p(doc, "SALE AND PURCHASE AGREEMENT", bold=True, align="c", size=15)
    p(doc, "CRESTVIEW RESIDENCES - BUSINESS BAY - DUBAI", align="c")
    p(doc, "Agreement Reference: CVR/SPA/1407/2026", align="c", size=9)
    p(doc, f"This Agreement is made in Dubai on {long_date(d_sign)} between:", align="j")
    lead(doc, "(1) MERIDIAN CREST DEVELOPMENTS L.L.C., ", "a limited liability company "
         "registered in the Emirate of Dubai under commercial licence No. 1048733, with its "
         "office at Office 2204, Bay Square Building 11, Business Bay, P.O. Box 391627, Dubai, "
         "United Arab Emirates (the \"Seller\"); and")
    lead(doc, "(2) MR. DANIEL JOHANNES VERHOEVEN, ", "holder of Netherlands passport No. "
         "NX4R71P02, residing at Villa 17, Street 4, Al Barsha 2, Dubai (the \"Purchaser\").")

    p(doc, "RECITALS", bold=True)
    lead(doc, "A. ", "The Seller is the registered developer of the project known as "
         "\"Crestview Residences\" on Land No. 345-1287, Business Bay, Dubai (the \"Project\"), "
         "registered with the Real Estate Regulatory Agency under project No. 2871 and "
         "escrow account No. 11-920-4471-03 held with Emirates NBD Bank PJSC.")
    lead(doc, "B. ", "The Purchaser wishes to purchase Unit No. 1407 on the fourteenth floor of "
         "the Project, a two-bedroom apartment with an approximate saleable area of 1,234.56 "
         "square feet (114.69 square metres), with one allocated parking bay (the \"Unit\").")

    p(doc, "1. DEFINITIONS", bold=True)
    lead(doc, "1.1 ", "\"Anticipated Completion Date\" means 30 June 2028, as may be extended "
         "in accordance with this Agreement. The Anticipated Completion Date is an estimate "
         "only.")
    lead(doc, "1.2 ", "\"Handover Date\" means the date on which the Seller makes the Unit "
         "available to the Purchaser following issue of the building completion certificate "
         "by the Dubai Development Authority.")
    lead(doc, "1.3 ", "\"Law\" means Dubai Law No. 13 of 2008 regulating the Interim Real "
         "Property Register in the Emirate of Dubai, as amended by Law No. 19 of 2017.")

    p(doc, "2. SALE AND PURCHASE", bold=True)
    lead(doc, "2.1 ", "The Seller agrees to sell and the Purchaser agrees to purchase the Unit "
         f"for the sum of {aed(price)} (the \"Purchase Price\").")
    lead(doc, "2.2 ", "The Purchase Price is inclusive of the parking bay but exclusive of any "
         "service charges, utility connection charges and the fees referred to in clause 3.3.")

    p(doc, "3. PAYMENT OF THE PURCHASE PRICE", bold=True)
    lead(doc, "3.1 ", "The Purchaser shall pay the Purchase Price to the Project escrow account "
         "in the following instalments:")
    texts = [
        f"ten per cent (10%) of the Purchase Price, being {aed(pre[0]['amount'])}, as the "
        "Down Payment on the signing of this Agreement;",
        f"a further ten per cent (10%), being {aed(pre[1]['amount'])}, upon the expiry of "
        "ninety (90) days from the date of this Agreement;",
        f"a further ten per cent (10%), being {aed(pre[2]['amount'])}, falling due on "
        f"{long_date(pre[2]['date'])};",
        f"a further ten per cent (10%), being {aed(pre[3]['amount'])}, within fourteen (14) "
        "days of the Seller's notice that sixty per cent (60%) of the construction works of "
        "the Project have been completed, as certified by the Project consultant;",
        f"twenty per cent (20%), being {aed(pre[4]['amount'])}, on or prior to the Handover "
        "Date and as a condition of the handover of the Unit; and",
        "the remaining forty per cent (40%) in eight (8) equal quarterly instalments, each of "
        f"five per cent (5%) of the Purchase Price ({aed(post[0]['amount'])}), the first "
        f"falling due on {long_date(first_ph)} and each subsequent instalment on the "
        "fifteenth day of every third month thereafter, the last falling due on "
        f"{long_date(post[-1]['date'])} (the \"Post-Handover Instalments\").",
    ]
    for letter, t in zip("abcdef", texts):
        lead(doc, f"({letter}) ", t, indent=18)
    lead(doc, "3.2 ", "The Post-Handover Instalments shall be secured by post-dated cheques "
         "delivered to the Seller on or before the Handover Date. The Seller shall not "
         "release the title deed until all Post-Handover Instalments have been paid.")
    lead(doc, "3.3 ", "In addition to the Purchase Price, the Purchaser shall pay to the Seller, "
         "for onward payment to the Dubai Land Department, the registration fee of four per "
         f"cent (4%) of the Purchase Price, namely {aed(dld['amount'])}, within thirty (30) days "
         "of the date of this Agreement. The Purchaser shall also pay the Oqood registration "
         f"and administration charges of {aed(oqood['amount'])}, inclusive of VAT, together "
         "with the Down Payment.")
    lead(doc, "3.4 ", "If any instalment is not paid on its due date, the Purchaser shall pay "
         "a late payment charge of two per cent (2%) per month on the overdue amount, "
         "calculated from the due date until the date of payment, subject to a maximum of "
         "ten per cent (10%) of the Purchase Price.")

    p(doc, "4. CONSTRUCTION AND COMPLETION", bold=True)
    lead(doc, "4.1 ", "The Seller shall construct the Project substantially in accordance with "
         "the plans and specifications in Schedule 2. The Seller may vary the area of the Unit "
         "by up to five per cent (5%) without any adjustment to the Purchase Price.")
    lead(doc, "4.2 ", "The Seller may extend the Anticipated Completion Date by up to twelve "
         "(12) months for reasons beyond its reasonable control.")

    p(doc, "5. PURCHASER DEFAULT", bold=True)
    lead(doc, "5.1 ", "If the Purchaser fails to pay any sum due and does not remedy the "
         "failure within thirty (30) days after notice served through the Dubai Land "
         "Department, the Seller may, in accordance with Article 11 of the Law:")
    lead(doc, "(i) ", "where the construction works completed exceed eighty per cent (80%), "
         "retain the entire amounts paid and claim the balance of the Purchase Price;",
         indent=18)
    lead(doc, "(ii) ", "where the works completed are between sixty per cent (60%) and eighty "
         "per cent (80%), terminate this Agreement and retain up to forty per cent (40%) of "
         "the Purchase Price; and", indent=18)
    lead(doc, "(iii) ", "where the works completed are below sixty per cent (60%), terminate "
         "this Agreement and retain up to twenty-five per cent (25%) of the Purchase Price.",
         indent=18)

    p(doc, "6. SERVICE CHARGES", bold=True)
    lead(doc, "6.1 ", "From the Handover Date the Purchaser shall pay service charges as "
         "approved by RERA, currently estimated at AED 18.50 per square foot per annum. This "
         "estimate does not bind the owners association.")

    p(doc, "7. GOVERNING LAW", bold=True)
    lead(doc, "7.1 ", "This Agreement is governed by the laws of the Emirate of Dubai and the "
         "federal laws of the United Arab Emirates. The courts of Dubai shall have "
         "jurisdiction.")
    p(doc)
    p(doc, "Signed for and on behalf of the Seller: ____________________")
    p(doc, "Signed by the Purchaser: ____________________")
    save(doc, "01_dubai_lettered_post_handover", rows)


# ----------------------------------------------------------------------------- 02
def agreement_02():
    """Riyadh villa (Wafi off-plan): 'Payment No. N - ... per centum' paragraphs, decimal
    percentages, US-style word dates, summary clause, fee sentences after the plan."""
    price = 1850000
    plan = [
        row(pct_of(price, 10), "Payment No. 1", 10),
        row(pct_of(price, 12.5), "Payment No. 2", 12.5, dt.date(2027, 3, 1)),
        row(pct_of(price, 10), "Payment No. 3", 10, dt.date(2027, 9, 1)),
        row(pct_of(price, 17.5), "Payment No. 4", 17.5),
        row(pct_of(price, 50), "Payment No. 5", 50),
    ]
    admin = row(5000, "Administration Fee", fee=True)
    rett = row(pct_of(price, 5), "Real Estate Transaction Tax", 5, fee=True)
    rows = plan + [admin, rett]
    check(rows, price)

    def sar(x):
        return f"SAR {amt(x)} ({words(x)} Saudi Riyals)"

    doc = new_doc("Al Nakheel Al Raqi Real Estate Development Co.", font="Cambria")
    p(doc, "OFF-PLAN VILLA SALE CONTRACT", bold=True, align="c", size=15)
    p(doc, "(Off-Plan Sale - Wafi Programme Licence No. 1445/2391)", align="c", size=9)
    p(doc, "This Contract is concluded in the city of Riyadh on 22/08/1447H, corresponding to "
           "10/02/2026G, between:", align="j")
    lead(doc, "First Party: ", "Al Nakheel Al Raqi Real Estate Development Company, a closed "
         "joint stock company, Commercial Registration No. 1010587214, National Address: "
         "7412 King Fahd Road, Al Olaya District, Riyadh 12214 (the \"Developer\").")
    lead(doc, "Second Party: ", "Mr. Faisal bin Abdulrahman Al-Harbi, Saudi national, "
         "National ID No. 1087243319, Mobile 0555 219 804 (the \"Purchaser\").")

    p(doc, "Preamble", bold=True)
    p(doc, "Whereas the Developer is developing the residential project known as \"Nakheel "
           "Gardens\" on Plot No. 214 of Approved Plan No. 3791, Al Narjis District, Riyadh, "
           "under the off-plan sales licence issued by the Wafi programme of the Ministry of "
           "Municipal and Rural Affairs and Housing; and whereas the Purchaser wishes to buy "
           "Villa No. 214 of type C (land area 375.5 m², built-up area 412 m², ground floor, "
           "first floor and roof annex); the parties, having legal capacity, have agreed as "
           "follows. The preamble forms an integral part of this Contract.", align="j")

    p(doc, "Article (1): Subject of the Contract", bold=True)
    p(doc, "The Developer sells to the Purchaser, who accepts, the villa described in the "
           "preamble (the \"Villa\") in its final state of completion according to the "
           "approved drawings and specifications in Appendix (1).", align="j")

    p(doc, "Article (2): Price", bold=True)
    p(doc, f"The total price of the Villa is {sar(price)} (the \"Price\"), exclusive of any "
           "taxes and fees referred to in Article (4).", align="j")

    p(doc, "Article (3): Payment of the Price", bold=True)
    p(doc, "The Purchaser shall pay the Price by bank transfer to the project escrow account "
           "No. SA44 1000 0000 2019 4471 0021 at Saudi National Bank, in five payments as "
           "follows:", align="j")
    texts = [
        ("Payment No. 1 — ten per centum (10%) of the Price, being "
         f"{sar(plan[0]['amount'])}, upon the signing of this Contract."),
        ("Payment No. 2 — twelve and one-half per centum (12.5%) of the Price, being "
         f"{sar(plan[1]['amount'])}, falling due on {us_words_date(plan[1]['date'])}."),
        ("Payment No. 3 — ten per centum (10%) of the Price, being "
         f"{sar(plan[2]['amount'])}, falling due on {us_words_date(plan[2]['date'])}."),
        ("Payment No. 4 — seventeen and one-half per centum (17.5%) of the Price, being "
         f"{sar(plan[3]['amount'])}, upon completion of the structural works (skeleton) of "
         "the Villa as certified by the engineering consultant appointed under the Wafi "
         "programme."),
        ("Payment No. 5 — fifty per centum (50%) of the Price, being "
         f"{sar(plan[4]['amount'])}, upon Delivery of the Villa and prior to the handing "
         "over of the keys."),
    ]
    for t in texts:
        p(doc, t, align="j", indent=18)
    p(doc, "For the avoidance of doubt, Payments Nos. 1 to 4 together represent fifty per "
           "centum (50%) of the Price and are released from the escrow account to the "
           "Developer in accordance with the progress certified by the consultant, and the "
           "remaining fifty per centum (50%) is payable upon Delivery under Payment No. 5. The "
           "five payments together equal the Price and nothing further is due in respect of "
           "the Price.", align="j")

    p(doc, "Article (4): Fees and Taxes", bold=True)
    p(doc, "The Purchaser shall further pay an administration fee to the Developer. The "
           f"administration fee is {sar(admin['amount'])} and falls due on the signing of this "
           "Contract. It does not form part of the Price and is not refundable.", align="j")
    p(doc, "The Purchaser shall bear the Real Estate Transaction Tax at the rate of five per "
           f"cent (5%) of the Price, amounting to {sar(rett['amount'])}, payable prior to the "
           "transfer of the title deed into the Purchaser's name. Value added tax does not "
           "apply to the first residence of a Saudi citizen to the extent provided by law.",
      align="j")

    p(doc, "Article (5): Delay in Payment", bold=True)
    p(doc, "If the Purchaser delays any payment for more than thirty (30) days, the Purchaser "
           "shall pay a delay charge of two per cent (2%) per month of the delayed amount, "
           "not exceeding ten per cent (10%) of the Price in aggregate. If the delay exceeds "
           "ninety (90) days the Developer may terminate the Contract after notifying the "
           "Purchaser in writing.", align="j")

    p(doc, "Article (6): Delivery", bold=True)
    p(doc, "The Developer shall deliver the Villa within twenty-four (24) months from the "
           "date of this Contract, expected on or about February 28, 2028. The Developer is "
           "entitled to a grace period of six (6) months. Delivery means the handing over of "
           "the keys after issue of the completion certificate by the Municipality.",
      align="j")

    p(doc, "Article (7): Termination", bold=True)
    p(doc, "Where construction progress certified by the consultant exceeds eighty per cent "
           "(80%), the Purchaser may not terminate this Contract for convenience. In any other "
           "case of termination at the Purchaser's request, the Developer shall refund the "
           "amounts paid towards the Price after deducting five per cent (5%) of the Price "
           "as compensation, within sixty (60) days.", align="j")

    p(doc, "Article (8): Warranty", bold=True)
    p(doc, "The Developer warrants the structural elements of the Villa for ten (10) years "
           "and the electromechanical works for one (1) year from Delivery.", align="j")

    p(doc, "Article (9): Governing Law and Disputes", bold=True)
    p(doc, "This Contract is governed by the laws of the Kingdom of Saudi Arabia. Any dispute "
           "shall be settled amicably within thirty (30) days, failing which it shall be "
           "referred to the competent courts in Riyadh.", align="j")
    p(doc, "This Contract is made in two original copies, each party holding one copy.",
      align="j")
    p(doc)
    p(doc, "First Party: ____________________          Second Party: ____________________")
    save(doc, "02_riyadh_payment_no_per_centum", rows)


# ----------------------------------------------------------------------------- 03
def agreement_03():
    """Muscat ITC apartment (OMR): lettered items with a monthly amount series (no
    percentage), balance on handover, registration 3% and admin fee after the plan;
    refund 30% retained and construction exceeding 80% as distractors."""
    price = 148500
    reservation = row(pct_of(price, 10), "Reservation Deposit", 10)
    monthly = series(dt.date(2026, 7, 1), 12, 1, 4125, "Monthly Instalment")
    frame = row(pct_of(price, 20), "Structural Frame Instalment", 20)
    paid = reservation["amount"] + sum(r["amount"] for r in monthly) + frame["amount"]
    balance = row(money(price) - paid, "Balance on Handover")
    plan = [reservation] + monthly + [frame, balance]
    moh = row(pct_of(price, 3), "Ministry of Housing registration fee", 3, fee=True)
    admin = row(250, "Administration Fee", fee=True)
    rows = plan + [moh, admin]
    check(rows, price, all_pct=False)
    monthly_total = sum(r["amount"] for r in monthly)

    def omr(x):
        return f"OMR {amt(x)}/- (Omani Rials {words(x, use_and=True)} only)"

    doc = new_doc("Al Busaidi & Partners")
    p(doc, "AL BUSAIDI & PARTNERS - ADVOCATES & LEGAL CONSULTANTS", align="c", size=8)
    p(doc, "AGREEMENT FOR THE SALE AND PURCHASE OF A FREEHOLD UNIT", bold=True, align="c",
      size=14)
    p(doc, "Qurum Heights Integrated Tourism Complex, Muscat, Sultanate of Oman", align="c")
    p(doc, "THIS AGREEMENT is dated 25 February 2026 and made between QURUM HEIGHTS "
           "DEVELOPMENT S.A.O.C., commercial registration No. 1318842, P.O. Box 1207, Postal "
           "Code 112, Ruwi, Sultanate of Oman (the \"Developer\"), and MRS. ANNA-LENA KRÜGER, "
           "German national, passport No. C4J7TR019 (the \"Purchaser\").", align="j")

    p(doc, "1. BACKGROUND", bold=True)
    p(doc, "1.1 The Developer is developing the Qurum Heights Integrated Tourism Complex on "
           "land registered under Krookie No. 124/7, Qurum, Wilayat of Muscat, in which "
           "non-Omani nationals may own freehold units pursuant to Royal Decree No. 12/2006.",
      align="j")
    p(doc, "1.2 The Purchaser wishes to purchase apartment No. B-0712 on the seventh floor of "
           "Building B, a one-bedroom apartment with a net internal area of approximately 96.4 "
           "square metres and a terrace of 11.2 square metres, together with the right to use "
           "parking space No. 47 (the \"Unit\").", align="j")

    p(doc, "2. INTERPRETATION", bold=True)
    p(doc, "2.1 \"Handover Date\" means the date on which the Developer notifies the Purchaser "
           "that the Unit is ready for occupation and the keys are available for collection. "
           "The Developer presently anticipates that the Handover Date will occur in the "
           "fourth quarter of 2027.", align="j")
    p(doc, "2.2 \"Consultant\" means the supervising engineer appointed by the Developer and "
           "approved by the Ministry of Heritage and Tourism.", align="j")

    p(doc, "3. SALE", bold=True)
    p(doc, "3.1 The Developer agrees to sell and the Purchaser agrees to buy the Unit, free "
           f"from encumbrances, for a total price of {omr(price)} (the \"Purchase Price\").",
      align="j")

    p(doc, "4. PAYMENT", bold=True)
    p(doc, "4.1 The Purchase Price shall be paid by the Purchaser into the Developer's escrow "
           "account No. 0312-004471-002 at Bank Muscat S.A.O.G. as follows:", align="j")
    lead(doc, "(a) ", f"{omr(reservation['amount'])}, being ten per cent (10%) of the "
         "Purchase Price, on or prior to the signing of this Agreement (the \"Reservation "
         "Deposit\"), which forms part of and is credited towards the Purchase Price;",
         indent=18)
    lead(doc, "(b) ", f"OMR {amt(monthly_total)}/- by twelve (12) monthly instalments of OMR "
         f"{amt(monthly[0]['amount'])} each commencing on {long_date(monthly[0]['date'])} and "
         "continuing on the first day of each succeeding calendar month until "
         f"{long_date(monthly[-1]['date'])} inclusive;", indent=18)
    lead(doc, "(c) ", f"{omr(frame['amount'])}, being twenty per cent (20%) of the Purchase "
         "Price, upon completion of the structural frame of Building B as certified by the "
         "Consultant; and", indent=18)
    lead(doc, "(d) ", f"the remaining balance of {omr(balance['amount'])} on the Handover "
         "Date, against delivery of the keys to the Unit.", indent=18)
    p(doc, "4.2 Payments under paragraph (b) shall be made by standing instruction or by "
           "post-dated cheques delivered to the Developer on the signing of this Agreement.",
      align="j")
    p(doc, "4.3 In addition to the Purchase Price, the Purchaser shall pay the registration "
           "fee levied by the Ministry of Housing and Urban Planning, being three per cent (3%) "
           f"of the Purchase Price ({omr(moh['amount'])}), upon registration of the Unit in "
           "the Purchaser's name.", align="j")
    p(doc, "4.4 An administration fee of "
           f"{omr(admin['amount'])} is also payable to the Developer upon the signing of this "
           "Agreement to cover the preparation of the transfer documents.", align="j")
    p(doc, "4.5 Any amount not paid when due shall bear a late payment charge of two per cent "
           "(2%) per month or part of a month until paid in full.", align="j")

    p(doc, "5. CONSTRUCTION", bold=True)
    p(doc, "5.1 The Developer shall complete the Unit in accordance with the specification "
           "in Schedule 3. Variations in the net internal area of up to three per cent (3%) "
           "shall not entitle either party to an adjustment of the Purchase Price.", align="j")

    p(doc, "6. TERMINATION AND REFUND", bold=True)
    p(doc, "6.1 If the Purchaser fails to pay any instalment within forty-five (45) days of "
           "its due date, the Developer may terminate this Agreement by written notice. On "
           "such termination the Developer shall refund the amounts paid towards the Purchase "
           "Price after retaining thirty per cent (30%) of the Purchase Price as liquidated "
           "damages, within ninety (90) days of the resale of the Unit.", align="j")
    p(doc, "6.2 Notwithstanding clause 6.1, where construction of Building B exceeds eighty "
           "per cent (80%) completion as certified by the Consultant, the Developer may elect "
           "instead to retain all amounts paid and to claim the balance of the Purchase Price.",
      align="j")
    p(doc, "6.3 If the Developer fails to achieve the Handover Date by 31 December 2028, the "
           "Purchaser may terminate this Agreement and receive a full refund of all amounts "
           "paid together with compensation of five per cent (5%) of the amounts paid.",
      align="j")

    p(doc, "7. OWNERS ASSOCIATION AND SERVICE CHARGES", bold=True)
    p(doc, "7.1 The Purchaser shall become a member of the owners association of the Complex "
           "and shall pay service charges from the Handover Date, currently estimated at OMR "
           "3.250 per square metre per annum.", align="j")

    p(doc, "8. GOVERNING LAW", bold=True)
    p(doc, "8.1 This Agreement is governed by the laws of the Sultanate of Oman. The Primary "
           "Court of Muscat shall have exclusive jurisdiction.", align="j")
    p(doc)
    p(doc, "For the Developer: ____________________      The Purchaser: ____________________")
    save(doc, "03_muscat_monthly_series_omr", rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
