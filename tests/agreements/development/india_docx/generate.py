#!/usr/bin/env python3
"""Generate the india_docx development agreements (Indian builder-buyer agreements, INR).

Standalone: stdlib + python-docx only.  Every agreement is built from row data; the same
data renders the Word document and the expected JSON.

    /work/main/.venv/bin/python tests/agreements/development/india_docx/generate.py
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


def dotted(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def dashed(d):
    return f"{d.day:02d}-{d.month:02d}-{d.year}"


def ind(x, paise=False):
    """Indian digit grouping: 12500000 -> '1,25,00,000' (optionally with '.00')."""
    x = money(x)
    whole = int(x)
    frac = f"{x:.2f}".split(".")[1]
    s = str(whole)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        s = ",".join(groups + [tail])
    return f"{s}.{frac}" if paise or frac != "00" else s


def pct_txt(p):
    return f"{Decimal(str(p)).normalize():f}%"


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w99(n):
    if n < 20:
        return ONES[n]
    return TENS[n // 10] + (" " + ONES[n % 10] if n % 10 else "")


def rupees_words(n):
    """'Rupees One Crore Twenty Five Lakh Only' (Indian system)."""
    n = int(n)
    parts = []
    for value, name in ((10 ** 7, "Crore"), (10 ** 5, "Lakh"), (1000, "Thousand"),
                        (100, "Hundred")):
        if n >= value:
            parts.append(_w99(n // value) + " " + name)
            n %= value
    if n:
        parts.append(_w99(n))
    return "Rupees " + " ".join(parts) + " Only"


def row(amount, description, percentage=0.0, date=None, fee=False, post=False):
    return {"amount": money(amount), "date": date, "description": description,
            "percentage": float(percentage), "isFee": fee, "postHandover": post}


def expected(rows):
    return [{"amount": float(r["amount"]), "dueDate": due(r["date"]),
             "description": r["description"], "percentage": float(r["percentage"]),
             "isFee": r["isFee"], "postHandover": r["postHandover"], "status": "pending"}
            for r in rows]


def new_doc(author):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    cp = doc.core_properties
    cp.author = author
    cp.created = dt.datetime(2026, 1, 20, 10, 0, 0)
    cp.modified = dt.datetime(2026, 1, 20, 10, 0, 0)
    cp.last_modified_by = author
    cp.revision = 1
    return doc


def p(doc, text="", bold=False, italic=False, align=None, size=None):
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
    return para


def lead(doc, head, text):
    para = doc.add_paragraph()
    r = para.add_run(head)
    r.bold = True
    para.add_run(text)
    para.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    return para


def table(doc, header, body):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = "Table Grid"
    for i, h in enumerate(header):
        t.rows[0].cells[i].text = ""
        t.rows[0].cells[i].paragraphs[0].add_run(h).bold = True
    for cells in body:
        r = t.add_row()
        for i, c in enumerate(cells):
            r.cells[i].text = c
    return t


def span_row(t, text, bold=True, italic=False, size=None):
    """A row whose cells are merged across the whole table width."""
    r = t.add_row()
    c = r.cells[0].merge(r.cells[len(r.cells) - 1])
    c.text = ""
    run = c.paragraphs[0].add_run(text)
    run.bold = bold
    run.italic = italic
    if size:
        run.font.size = Pt(size)
    return c


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


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    assert sum(r["amount"] for r in plan) == money(price)
    for r in rows:
        if r["percentage"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r
    assert sum(Decimal(str(r["percentage"])) for r in plan) == 100


# ----------------------------------------------------------------------------- 01
def agreement_01():
    """Gurugram, HRERA model agreement, construction-linked plan table with group rows,
    a subtotal, decimal percentages, other charges after the plan."""
    price = 12500000
    stages = [
        ("A", "AT THE TIME OF BOOKING"),
        ("1", "At the time of booking (Booking Amount)", 10),
        ("2", "Within 45 days of booking", 10),
        ("B", "CONSTRUCTION LINKED INSTALMENTS †"),
        ("3", "On start of excavation", 7.5),
        ("4", "On casting of basement roof slab", 7.5),
        ("5", "On casting of 4th floor roof slab", 7.5),
        ("6", "On casting of 8th floor roof slab", 7.5),
        ("7", "On casting of 12th floor roof slab", 7.5),
        ("8", "On casting of top floor roof slab", 7.5),
        ("9", "On completion of brick work and internal plastering", 10),
        ("10", "On completion of flooring and external finishing", 10),
        ("SUB", None),
        ("C", "ON POSSESSION"),
        ("11", "On application for Occupation Certificate", 10),
        ("12", "On offer of possession", 5),
    ]
    plan = [row(pct_of(price, s[2]), s[1], s[2]) for s in stages if len(s) == 3]
    fees = [
        row(25000, "Legal and documentation charges", fee=True),
        row(165000, "Interest Free Maintenance Security (IFMS)", fee=True),
        row(75000, "Power back-up installation charges", fee=True),
    ]
    rows = plan + fees
    check(rows, price)
    sub = sum(r["amount"] for r in plan[:10])
    sub_pct = sum(Decimal(str(r["percentage"])) for r in plan[:10])

    doc = new_doc("Aravalli Greens Infratech Pvt. Ltd.")
    p(doc, "AGREEMENT FOR SALE", bold=True, align="c", size=14)
    p(doc, "[As per Annexure A of the Haryana Real Estate (Regulation and Development) Rules, "
           "2017]", italic=True, align="c", size=8)
    p(doc, "This Agreement for Sale (\"Agreement\") is executed at Gurugram on this 9th day of "
           "February, 2026.", align="j")
    p(doc, "BY AND BETWEEN", bold=True, align="c")
    p(doc, "ARAVALLI GREENS INFRATECH PRIVATE LIMITED (CIN U45400HR2011PTC043219), a company "
           "incorporated under the Companies Act, 1956, having its registered office at Plot "
           "No. 14, Sector 44, Institutional Area, Gurugram - 122003, Haryana, (PAN AAGCA7712K), "
           "represented by its authorised signatory Mr. Vikram Sehgal, authorised vide Board "
           "Resolution dated 12.01.2026 (hereinafter referred to as the \"Promoter\");",
      align="j")
    p(doc, "AND", bold=True, align="c")
    p(doc, "Mr. Anirudh Malhotra (Aadhaar No. XXXX-XXXX-4419, PAN AKQPM4421L) son of Shri "
           "Rakesh Malhotra, and Mrs. Shreya Malhotra, both residing at H. No. 237, Sector 15A, "
           "Faridabad - 121007, Haryana (hereinafter jointly referred to as the \"Allottee\").",
      align="j")

    p(doc, "RECITALS", bold=True)
    lead(doc, "A. ", "The Promoter is the absolute and lawful owner of land admeasuring 10.356 "
         "acres situated in the revenue estate of Village Badshahpur, Sector 69, Gurugram, "
         "for which licence No. 87 of 2022 dated 14.09.2022 has been granted by the Director, "
         "Town and Country Planning, Haryana for development of a group housing colony.")
    lead(doc, "B. ", "The Promoter has registered the project \"Aravalli Heights\" (Phase I, "
         "Towers T1 to T4) with the Haryana Real Estate Regulatory Authority, Gurugram under "
         "registration No. 37 of 2024 dated 18.03.2024.")
    lead(doc, "C. ", "The Allottee applied for an apartment in the project vide application "
         "No. AGH/T3/0487 dated 22.12.2025 and has been allotted Apartment No. T3-1104 on the "
         "11th floor of Tower T3, having carpet area of 1,120 sq. ft. (104.05 sq. m.) and super "
         "area of 1,650 sq. ft., together with one covered car parking space, more particularly "
         "described in Schedule A (the \"Apartment\").")

    p(doc, "NOW THEREFORE, the parties agree as follows:", bold=True)
    p(doc, "1. TERMS", bold=True)
    lead(doc, "1.1 ", "Subject to the terms and conditions of this Agreement, the Promoter "
         "agrees to sell to the Allottee and the Allottee agrees to purchase the Apartment. The "
         f"Total Price for the Apartment is ₹ {ind(price)}/- ({rupees_words(price)}), made up as "
         "under:")
    table(doc, ["Particulars", "Rate", "Amount (₹)"], [
        ["Basic Sale Price (super area 1,650 sq. ft.)", "₹ 7,000 per sq. ft.", ind(11550000)],
        ["Preferential Location Charges (park facing)", "-", ind(500000)],
        ["Covered car parking (one) - No. B2-211", "-", ind(450000)],
        ["Total Price", "", ind(price)],
    ])
    lead(doc, "1.2 ", "The Total Price is exclusive of Goods and Services Tax, presently levied "
         "at the rate of 5% (without input tax credit), which shall be payable by the Allottee "
         "along with each instalment at the rate notified from time to time.")
    lead(doc, "1.3 ", "The Allottee shall make payment of the Total Price as per the "
         "Construction Linked Payment Plan set out in Schedule C. Demands for construction-"
         "linked instalments shall be raised on achievement of the relevant milestone and "
         "shall be payable within 30 (thirty) days of the date of the demand letter.")
    lead(doc, "1.4 ", "The Total Price is escalation-free, save and except increases on account "
         "of development charges payable to the competent authority and/or any other increase "
         "in charges which may be levied or imposed by the competent authority from time to "
         "time.")
    lead(doc, "1.5 ", "The Allottee shall deduct tax at source at 1% under Section 194-IA of the "
         "Income Tax Act, 1961 from each payment where applicable and furnish Form 16B to the "
         "Promoter.")

    p(doc, "2. MODE OF PAYMENT", bold=True)
    lead(doc, "2.1 ", "All payments shall be made by RTGS/NEFT or demand draft in favour of "
         "\"Aravalli Greens Infratech Pvt. Ltd. - Aravalli Heights RERA Collection A/c\", "
         "Account No. 50200071834219, HDFC Bank, Golf Course Road Branch (IFSC HDFC0001274).")

    p(doc, "3. POSSESSION", bold=True)
    lead(doc, "3.1 ", "The Promoter shall offer possession of the Apartment on or before "
         "31.12.2029, with a grace period of six months, subject to force majeure.")
    lead(doc, "3.2 ", "In case of delay beyond the said date, the Promoter shall pay interest to "
         "the Allottee at the State Bank of India highest marginal cost of lending rate plus "
         "2% for every month of delay, as prescribed under Rule 15 of the Haryana Rules.")

    p(doc, "4. CANCELLATION AND DEFAULT", bold=True)
    lead(doc, "4.1 ", "For delayed payment the Allottee shall pay interest at the rate "
         "prescribed in the Rules (currently SBI MCLR + 2%) from the due date.")
    lead(doc, "4.2 ", "If the Allottee cancels the allotment without fault of the Promoter, the "
         "Promoter shall be entitled to forfeit the Booking Amount, being 10% of the Total "
         "Price, and shall refund the balance within 90 days of cancellation without "
         "interest.")

    p(doc, "5. MAINTENANCE, GOVERNING LAW AND DISPUTES", bold=True)
    lead(doc, "5.1 ", "The Promoter shall maintain the project through its nominated "
         "maintenance agency until handover to the association of allottees. Maintenance "
         "charges will be payable from the date of offer of possession.")
    lead(doc, "5.2 ", "This Agreement shall be governed by the laws of India. Disputes shall be "
         "settled amicably, failing which they shall be referred to the Adjudicating Officer "
         "appointed under the Real Estate (Regulation and Development) Act, 2016.")

    p(doc, "SCHEDULE A - DESCRIPTION OF THE APARTMENT", bold=True)
    p(doc, "Apartment No. T3-1104, 11th floor, Tower T3, Aravalli Heights, Sector 69, "
           "Gurugram; carpet area 1,120 sq. ft.; balcony area 142 sq. ft.; 3 BHK + servant room; "
           "covered car parking No. B2-211 in basement 2.", align="j")

    p(doc, "SCHEDULE C - PAYMENT PLAN (CONSTRUCTION LINKED)", bold=True)
    t = table(doc, ["S. No.", "Payment Stage", "% of Total Price", "Amount (₹)"], [])
    it = iter(plan)
    for s in stages:
        if s[0] == "SUB":
            r = t.add_row()
            c = r.cells[0].merge(r.cells[1])
            c.text = "Sub-total (Parts A and B)"
            r.cells[2].text = pct_txt(sub_pct)
            r.cells[3].text = ind(sub) + "/-"
        elif len(s) == 2:
            span_row(t, f"Part {s[0]} - {s[1]}")
        else:
            r0 = next(it)
            r = t.add_row()
            label = s[1] + (" *" if s[0] == "1" else "")
            for i, v in enumerate([s[0], label, pct_txt(s[2]), ind(r0["amount"]) + "/-"]):
                r.cells[i].text = v
    r = t.add_row()
    c = r.cells[0].merge(r.cells[1])
    c.text = "TOTAL"
    r.cells[2].text = "100%"
    r.cells[3].text = ind(price) + "/-"
    span_row(t, "* The Booking Amount has been received vide cheque No. 004417 dated "
                "22.12.2025 drawn on ICICI Bank. † Construction-linked instalments are "
                "payable within 30 days of the demand letter. GST extra as applicable.",
             bold=False, italic=True, size=8)

    p(doc)
    p(doc, "SCHEDULE D - OTHER CHARGES (payable over and above the Total Price)", bold=True)
    lead(doc, "(i) ", f"Legal and documentation charges of ₹ {ind(fees[0]['amount'])}/- "
         "payable at the time of booking.")
    lead(doc, "(ii) ", "Interest Free Maintenance Security (IFMS) at ₹ 100 per sq. ft. of super "
         f"area, i.e. ₹ {ind(fees[1]['amount'])}/- ({rupees_words(fees[1]['amount'])}), payable "
         "at the time of offer of possession.")
    lead(doc, "(iii) ", "Power back-up installation charges for 3 KVA: "
         f"₹ {ind(fees[2]['amount'])}/-, payable at the time of offer of possession.")
    lead(doc, "(iv) ", "Club membership charges: included in the Total Price; no separate "
         "amount shall be charged.")
    lead(doc, "(v) ", "Stamp duty, registration charges and other incidental charges for "
         "registration of the Conveyance Deed shall be borne by the Allottee as applicable "
         "at the time of registration.")
    p(doc)
    p(doc, "IN WITNESS WHEREOF the parties have signed this Agreement on the day and year "
           "first above written.")
    p(doc, "For Aravalli Greens Infratech Pvt. Ltd. (Authorised Signatory)          Allottee(s)")
    p(doc, "Witness 1: ____________________   Witness 2: ____________________")
    save(doc, "01_gurugram_clp_table", rows)


# ----------------------------------------------------------------------------- 02
def agreement_02():
    """Pune, MahaRERA model, time-linked plan with dotted dates, fees in the body (before
    the annexure) and one fee in a note after the plan table."""
    price = 8760000
    stamp = row(pct_of(price, 6), "Stamp duty", 6, fee=True)
    regn = row(30000, "Registration fees", fee=True)
    other = [
        row(600, "Share money and application entrance fee of the Society", fee=True),
        row(15000, "Formation and registration of the Society", fee=True),
        row(108000, "Advance maintenance charges for 18 months", fee=True),
        row(45000, "Electricity meter and water connection deposit", fee=True),
    ]
    sched = [
        ("On execution of Agreement", None, "Booking amount / earnest money", 10),
        (None, dt.date(2026, 4, 15), "1st Instalment", 20),
        (None, dt.date(2026, 7, 15), "2nd Instalment", 20),
        (None, dt.date(2026, 10, 15), "3rd Instalment", 15),
        (None, dt.date(2027, 1, 15), "4th Instalment", 15),
        (None, dt.date(2027, 4, 15), "5th Instalment", 15),
        ("On intimation of possession after Occupation Certificate", None,
         "Final instalment", 5),
    ]
    plan = [row(pct_of(price, pc), name, pc, d) for _, d, name, pc in sched]
    legal = row(25000, "Legal charges", fee=True)
    rows = [stamp, regn] + other + plan + [legal]
    check(rows, price)

    doc = new_doc("Deshmukh & Kale, Advocates")
    p(doc, "AGREEMENT FOR SALE", bold=True, align="c", size=14)
    p(doc, "(Model form under the Maharashtra Real Estate (Regulation and Development) "
           "(Registration of real estate projects, Registration of real estate agents, rates "
           "of interest and disclosures on website) Rules, 2017)", italic=True, align="c",
      size=8)
    p(doc, "THIS AGREEMENT is made and entered into at Pune on this 20th day of February, "
           "2026 (20.02.2026)", align="j")
    p(doc, "BETWEEN", bold=True, align="c")
    p(doc, "SAHYADRI REALTY LLP, a limited liability partnership registered under the Limited "
           "Liability Partnership Act, 2008 (LLPIN AAK-5512), having its office at Office No. "
           "302, Kumar Business Centre, Bund Garden Road, Pune - 411001, through its designated "
           "partner Mr. Sanjay Vasant Deshpande, hereinafter called \"the Promoter\" (which "
           "expression shall unless repugnant to the context include its partners, successors "
           "and assigns) of the ONE PART;", align="j")
    p(doc, "AND", bold=True, align="c")
    p(doc, "MR. KUNAL PRAKASH JOSHI, age 34 years, occupation: service, PAN AQWPJ7781N, "
           "residing at Flat 14, Shantiban Co-operative Housing Society, Kothrud, Pune - "
           "411038, hereinafter called \"the Allottee\" of the OTHER PART.", align="j")

    p(doc, "WHEREAS:", bold=True)
    lead(doc, "(a) ", "The Promoter is seized and possessed of land bearing Survey No. 41/2A, "
         "Hissa No. 3, admeasuring 8,450 sq. m., situate at Village Baner, Taluka Haveli, "
         "District Pune (\"the project land\").")
    lead(doc, "(b) ", "The Pune Municipal Corporation has issued Commencement Certificate "
         "No. CC/1287/24 dated 11.06.2024 for construction of Wings A and B, each of stilt + "
         "14 upper floors, to be known as \"Sahyadri Vista - Phase II\".")
    lead(doc, "(c) ", "The Promoter has registered the project with the Maharashtra Real "
         "Estate Regulatory Authority under registration No. P52100054321.")
    lead(doc, "(d) ", "The Allottee applied for and has been allotted Flat No. B-702 on the "
         "7th floor of Wing B, having carpet area of 62.45 sq. m. (672 sq. ft.) and enclosed "
         "balcony of 5.20 sq. m., together with covered car parking space No. 118 in the "
         "stilt (\"the said Flat\").")

    p(doc, "NOW THIS AGREEMENT WITNESSETH AS FOLLOWS:", bold=True)
    lead(doc, "1. ", "The Promoter shall construct the said building on the project land in "
         "accordance with the plans sanctioned by the Pune Municipal Corporation.")
    lead(doc, "1.1 ", "The Allottee hereby agrees to purchase from the Promoter and the Promoter "
         f"hereby agrees to sell to the Allottee the said Flat for the Total Price of Rs. "
         f"{ind(price)}/- ({rupees_words(price)}), being the price of the said Flat including "
         "the proportionate price of the common areas and facilities.")
    lead(doc, "1.2 ", "The Total Price above excludes Goods and Services Tax (presently at the "
         "rate of 5%), which shall be paid by the Allottee along with each instalment.")
    lead(doc, "1.3 ", "The Allottee has paid on or before execution of this Agreement a sum of "
         f"Rs. {ind(plan[0]['amount'])}/- ({rupees_words(plan[0]['amount'])}), being 10% of the "
         "Total Price, as advance payment, and hereby agrees to pay the balance of the Total "
         "Price in the manner set out in Annexure \"F\" hereto.")
    lead(doc, "1.4 ", "The stamp duty payable on this Agreement is "
         f"Rs. {ind(stamp['amount'])}/-, computed at 6% of the Total Price (including 1% "
         "metro cess). The registration fee payable to the Sub-Registrar, Haveli No. 4 is "
         f"Rs. {ind(regn['amount'])}/-. Both shall be borne by the Allottee, over and above "
         "the Total Price, at the time of execution and registration of this Agreement.")
    lead(doc, "1.5 ", "The Allottee shall, before taking possession of the said Flat, deposit "
         "with the Promoter the following amounts, which do not form part of the Total Price:")
    labels = ["for share money and application entrance fee of the Society",
              "for formation and registration of the Society",
              "towards advance maintenance charges for 18 months from the date of possession",
              "towards deposit for MSEDCL electricity meter and water connection"]
    for i, (fee, lab) in enumerate(zip(other, labels)):
        lead(doc, f"({'i' * (i + 1) if i < 3 else 'iv'}) ",
             f"Rs. {ind(fee['amount'])}/- {lab};")
    lead(doc, "1.6 ", "The Promoter shall confirm the final carpet area on completion. If the "
         "carpet area varies by more than 3%, the Total Price shall be adjusted at the rate "
         "per sq. m. agreed herein, without interest.")
    lead(doc, "2. ", "Time is the essence for the Promoter as well as the Allottee. If the "
         "Allottee delays payment of any instalment, the Allottee shall pay interest at the "
         "State Bank of India highest Marginal Cost of Lending Rate plus 2% per annum on the "
         "delayed amount.")
    lead(doc, "3. ", "The Promoter shall give possession of the said Flat on or before "
         "31.12.2027. If the Promoter fails to do so, the Promoter shall, on demand by the "
         "Allottee, refund the amounts received with interest at the rate stated in clause 2.")
    lead(doc, "4. ", "If the Allottee commits default in payment on three occasions, the "
         "Promoter may terminate this Agreement after 15 days' notice and refund the amounts "
         "paid after deducting 10% of the Total Price as liquidated damages, within 30 days "
         "of termination.")
    lead(doc, "5. ", "The Promoter shall rectify any structural defect brought to its notice "
         "within five years from the date of handing over possession, at its own cost.")
    lead(doc, "6. ", "This Agreement shall be governed by the laws of India for the time being "
         "in force and the courts at Pune shall have jurisdiction.")

    p(doc, "ANNEXURE \"F\" - PAYMENT SCHEDULE (TIME LINKED PLAN)", bold=True, align="c")
    body = []
    for i, ((event, d, name, pc), r) in enumerate(zip(sched, plan), start=1):
        body.append([str(i), dotted(d) if d else event, name, pct_txt(pc),
                     ind(r["amount"]) + "/-"])
    t = table(doc, ["Sr. No.", "Due Date", "Particulars", "%", "Amount (Rs.)"], body)
    r = t.add_row()
    c = r.cells[0].merge(r.cells[2])
    c.text = "Total"
    r.cells[3].text = "100%"
    r.cells[4].text = ind(price) + "/-"
    p(doc)
    lead(doc, "Note 1: ", "The Allottee shall deduct TDS @ 1% under Section 194-IA of the "
         "Income Tax Act, 1961 from each instalment and the amount so deducted shall be "
         "credited to the Allottee's account on receipt of Form 16B.")
    lead(doc, "Note 2: ", f"The Allottee shall also pay Rs. {ind(legal['amount'])}/- "
         f"({rupees_words(legal['amount'])}) towards legal charges of the Promoter's advocates "
         "at the time of possession. This amount is in addition to the Total Price.")
    lead(doc, "Note 3: ", "GST as applicable shall be paid along with each instalment.")
    p(doc)
    p(doc, "SIGNED AND DELIVERED by the within named Promoter and Allottee in the presence of "
           "witnesses.")
    save(doc, "02_pune_time_linked_dotted", rows)


# ----------------------------------------------------------------------------- 03
def agreement_03():
    """Bengaluru, agreement to sell, mixed plan table with vertically merged plan-type
    column, one amount only in words, INR with paise, fees as sentences after the plan."""
    price = 4500000
    plan_rows = [
        ("Booking Amount (on signing of the Application)", "Down Payment", None, 10, True),
        ("On or before 15-04-2026", "Time Linked", dt.date(2026, 4, 15), 20, False),
        ("On or before 15-09-2026", "Time Linked", dt.date(2026, 9, 15), 20, False),
        ("On completion of the roof slab of Block C", "Construction Linked", None, 25, False),
        ("At the time of registration of the Sale Deed / handing over of possession",
         "Possession Linked", None, 25, False),
    ]
    plan = [row(pct_of(price, pc), m, pc, d) for m, _, d, pc, _ in plan_rows]
    plan[0]["description"] = "Instalment (1) - Booking Amount"
    plan[1]["description"] = "Instalment (2)"
    plan[2]["description"] = "Instalment (3)"
    plan[3]["description"] = "Instalment (4) - On completion of the roof slab of Block C"
    plan[4]["description"] = ("Instalment (5) - At the time of registration of the Sale Deed / "
                              "handing over of possession")
    fees = [
        row(pct_of(price, 5.6), "Stamp duty", 5.6, fee=True),
        row(pct_of(price, 1), "Registration charges", 1, fee=True),
        row(20000, "Legal and documentation charges", fee=True),
        row(55200, "Advance maintenance charges for twelve months", fee=True),
        row(50000, "Corpus fund", fee=True),
    ]
    rows = plan + fees
    check(rows, price)

    doc = new_doc("Kaveri Habitats Private Limited")
    p(doc, "AGREEMENT TO SELL", bold=True, align="c", size=14)
    p(doc, "KAVERI COURTYARD - Apartment No. C-305", align="c")
    p(doc, "This Agreement to Sell is made and executed at Bengaluru on this 05-03-2026 by and "
           "between:", align="j")
    lead(doc, "KAVERI HABITATS PRIVATE LIMITED, ", "a company incorporated under the Companies "
         "Act, 2013 (CIN U70102KA2019PTC128834), having its registered office at No. 42, 3rd "
         "Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru - 560034, represented by its "
         "Director Mr. Harish Gowda (hereinafter called the \"VENDOR / DEVELOPER\");")
    lead(doc, "IN FAVOUR OF ", "Ms. Lakshmi Narayanan, aged about 31 years, D/o Sri R. "
         "Narayanan, residing at No. 18, 2nd Cross, Jayanagar 7th Block, Bengaluru - 560070 "
         "(hereinafter called the \"PURCHASER\").")

    p(doc, "WHEREAS", bold=True)
    lead(doc, "A. ", "The Vendor is the absolute owner of all that piece and parcel of land "
         "bearing Survey No. 87/3, Kasavanahalli Village, Varthur Hobli, Bengaluru East "
         "Taluk, measuring 2 acres 14 guntas, BBMP Khata No. 1187/87/3.")
    lead(doc, "B. ", "The Vendor is developing thereon a residential apartment project known "
         "as \"KAVERI COURTYARD\" consisting of Blocks A to D with 212 apartments, registered "
         "with the Karnataka Real Estate Regulatory Authority under No. "
         "PRM/KA/RERA/1251/310/PR/230415/005823.")
    lead(doc, "C. ", "The Purchaser has agreed to purchase Apartment No. C-305 on the 3rd floor "
         "of Block C, having a super built-up area of 1,150 sq. ft. and carpet area of 812 sq. "
         "ft., together with 412 sq. ft. undivided share in the land and one covered car "
         "parking (the \"Schedule B Property\").")

    p(doc, "NOW THIS AGREEMENT WITNESSETH:", bold=True)
    lead(doc, "1. SALE CONSIDERATION: ", "The total sale consideration for the Schedule B "
         f"Property is INR {ind(price, True)} ({rupees_words(price)}) (the \"Sale "
         "Consideration\"). The Sale Consideration includes the cost of the undivided share, "
         "car parking, BBMP plan sanction and the amenities listed in Schedule E.")
    lead(doc, "2. TAXES: ", "GST shall be payable by the Purchaser at the rate applicable on the "
         "date of each instalment (presently 5%), over and above the Sale Consideration.")
    lead(doc, "3. PAYMENT: ", "The Purchaser shall pay the Sale Consideration as under: 10% as "
         "booking amount, 40% in two time-linked instalments, 25% on completion of the roof "
         "slab and the balance 25% at the time of registration, as more fully set out in "
         "Schedule C. Time for payment is the essence of this Agreement.")
    lead(doc, "4. DELAYED PAYMENT: ", "Any delay in payment shall attract interest at 18% per "
         "annum for the period of delay. If the delay exceeds 60 days, the Vendor may cancel "
         "this Agreement by giving 15 days' notice.")
    lead(doc, "5. CANCELLATION: ", "On cancellation by the Purchaser or for the Purchaser's "
         "default, the Vendor shall deduct 10% of the Sale Consideration towards liquidated "
         "damages and refund the balance without interest within 45 days from the date of "
         "re-sale of the apartment.")
    lead(doc, "6. COMPLETION: ", "The Vendor shall complete construction and deliver "
         "possession by 30-06-2028, with a grace period of 6 months. Any delay beyond that "
         "shall entitle the Purchaser to interest as prescribed under Rule 16 of the "
         "Karnataka Real Estate (Regulation and Development) Rules, 2017.")
    lead(doc, "7. ASSOCIATION: ", "The Purchaser shall become a member of the Kaveri Courtyard "
         "Apartment Owners' Association to be formed under the Karnataka Apartment Ownership "
         "Act, 1972.")
    lead(doc, "8. JURISDICTION: ", "Courts at Bengaluru alone shall have jurisdiction.")

    p(doc, "SCHEDULE C - PAYMENT SCHEDULE", bold=True, align="c")
    t = doc.add_table(rows=1, cols=5)
    t.style = "Table Grid"
    for i, h in enumerate(["Instalment", "Milestone", "Plan", "Amount (INR)",
                           "% of Sale Consideration"]):
        t.rows[0].cells[i].text = ""
        t.rows[0].cells[i].paragraphs[0].add_run(h).bold = True
    start = len(t.rows)
    for k, ((milestone, kind, d, pc, in_words), r) in enumerate(zip(plan_rows, plan), 1):
        tr = t.add_row()
        tr.cells[0].text = f"Instalment ({k})"
        tr.cells[1].text = milestone
        tr.cells[2].text = kind
        tr.cells[3].text = rupees_words(r["amount"]) if in_words else ind(r["amount"], True)
        tr.cells[4].text = pct_txt(pc)
    # vertically merge the two "Time Linked" cells
    a, b = t.rows[start + 1].cells[2], t.rows[start + 2].cells[2]
    b.text = ""
    m = a.merge(b)
    m.text = "Time Linked"
    tr = t.add_row()
    c = tr.cells[0].merge(tr.cells[2])
    c.text = "Total Sale Consideration"
    tr.cells[3].text = ind(price, True)
    tr.cells[4].text = "100%"
    p(doc)

    p(doc, "SCHEDULE D - OTHER CHARGES (payable in addition to the Sale Consideration)",
      bold=True, align="c")
    lead(doc, "1. ", f"Stamp duty at 5.6% of the Sale Consideration, i.e. INR "
         f"{ind(fees[0]['amount'], True)}, and registration charges at 1% of the Sale "
         f"Consideration, i.e. INR {ind(fees[1]['amount'], True)}, shall be paid by the "
         "Purchaser at the time of registration of the Sale Deed.")
    lead(doc, "2. ", f"Legal and documentation charges of INR {ind(fees[2]['amount'], True)} "
         "shall be paid on execution of this Agreement.")
    lead(doc, "3. ", "Advance maintenance charges for twelve months at Rs. 4/- per sq. ft. per "
         "month on the super built-up area of 1,150 sq. ft., i.e. INR "
         f"{ind(fees[3]['amount'], True)}, shall be paid before possession.")
    lead(doc, "4. ", "The Purchaser shall contribute to the corpus fund of the Association a "
         f"sum of {rupees_words(fees[4]['amount'])}, payable before possession, which the "
         "Vendor shall transfer to the Association on its formation.")
    lead(doc, "5. ", "BESCOM and BWSSB deposits, khata transfer fees and GST shall be borne by "
         "the Purchaser at actuals.")
    p(doc)
    p(doc, "SCHEDULE E - SPECIFICATIONS (summary)", bold=True)
    p(doc, "RCC framed structure designed for Seismic Zone II; 6\" solid block external walls; "
           "vitrified tiles 800 x 800 mm in living and dining; UPVC windows; 100% DG power "
           "back-up for common areas and 1 KW for each apartment.", align="j")
    p(doc)
    p(doc, "VENDOR / DEVELOPER                                        PURCHASER")
    p(doc, "WITNESSES: 1. ____________________   2. ____________________")
    save(doc, "03_bengaluru_mixed_words", rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
