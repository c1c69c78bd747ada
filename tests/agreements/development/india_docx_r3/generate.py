"""Generate the india_docx_r3 development agreements (DOCX) and their expected plans.

Standalone: stdlib + python-docx only. Run with the project's venv:
    /work/main/.venv/bin/python generate.py
Each agreement's plan rows are Python data; the document and NN_slug.expected.json are both
rendered from the same data.
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
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# ----------------------------------------------------------------------------- helpers
def q2(x):
    return Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return float((Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)).quantize(
        Decimal("0.01"), rounding=ROUND_HALF_UP))


def inr(x):
    """Indian digit grouping: 18450000 -> 1,84,50,000 (paise only when non-zero)."""
    d = q2(x)
    whole = int(d)
    paise = int((d - whole) * 100)
    s = str(whole)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        s = ",".join(groups) + "," + tail
    return s + (f".{paise:02d}" if paise else "")


def due(d):
    return "" if d is None else f"{d.day:02d}-{MON3[d.month - 1]}-{d.year % 100:02d}"


def dotted(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w99(n):
    if n < 20:
        return ONES[n]
    return TENS[n // 10] + (" " + ONES[n % 10] if n % 10 else "")


def indian_words(n):
    """1,84,50,000 -> One Crore Eighty Four Lakh Fifty Thousand"""
    n = int(n)
    out = []
    for val, name in ((10_000_000, "Crore"), (100_000, "Lakh"), (1000, "Thousand"),
                      (100, "Hundred")):
        if n >= val:
            out.append(_w99(n // val) + " " + name)
            n %= val
    if n:
        out.append(_w99(n))
    return " ".join(out)


def row(amount, description, pct=0.0, date=None, fee=False, post=False):
    return {"amount": float(q2(amount)), "dueDate": due(date), "description": description,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    assert q2(sum(Decimal(str(r["amount"])) for r in plan)) == q2(price)
    if all(r["percentage"] for r in plan):
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9
    for r in rows:
        if r["percentage"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r


def new_doc(font, size):
    doc = Document()
    doc.styles["Normal"].font.name = font
    doc.styles["Normal"].font.size = Pt(size)
    return doc


def para(doc, text, bold=False, italic=False, center=False, size=None):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold, r.italic = bold, italic
    if size:
        r.font.size = Pt(size)
    if center:
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    return p


def head_para(doc, head, text):
    p = doc.add_paragraph()
    p.add_run(head + " ").bold = True
    p.add_run(text)
    return p


def set_cell(cell, text, bold=False, italic=False):
    cell.text = ""
    r = cell.paragraphs[0].add_run(text)
    r.bold, r.italic = bold, italic


def fill(tbl, vals, bold=False, italic=False):
    c = tbl.add_row().cells
    for i, v in enumerate(vals):
        set_cell(c[i], v, bold, italic)
    return c


def merged(tbl, text, bold=True, italic=False, first=0, last=None):
    c = tbl.add_row().cells
    last = len(c) - 1 if last is None else last
    m = c[first].merge(c[last])
    set_cell(m, text, bold, italic)
    return c


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


def fmt_pct(p):
    return (f"{p:.2f}".rstrip("0").rstrip("."))


# ============================================================ 01 Gurugram, construction linked
def agreement_01():
    slug = "01_gurugram_clp_annexure"
    price = 18450000
    booking = [("On Booking (Booking Amount)", 10),
               ("Within 45 days of Booking", 10)]
    clp = [("On commencement of excavation", 10),
           ("On casting of ground floor roof slab", 10),
           ("On casting of 5th floor roof slab", 7.5),
           ("On casting of 10th floor roof slab", 7.5),
           ("On casting of top floor roof slab", 10),
           ("On completion of brick work and internal plaster", 10),
           ("On completion of flooring", 10),
           ("On application for Occupation Certificate", 10),
           ("On offer of possession", 5)]
    fees = [("Stamp duty", 1291500, 7, "being 7% of the Total Price"),
            ("Registration charges", 50000, 0, None),
            ("Legal and documentation charges", 25000, 0, None),
            ("Interest Free Maintenance Security (IFMS)", 185000, 0,
             "calculated @ \u20b9100 per sq. ft. of the Super Area of 1,850 sq. ft.")]

    rows = [row(pct_of(price, p), lbl, p) for lbl, p in booking + clp]
    rows += [row(a, lbl, p, fee=True) for lbl, a, p, _n in fees]
    check(rows, price)

    doc = new_doc("Cambria", 10)
    para(doc, "AGREEMENT FOR SALE", bold=True, center=True, size=14)
    para(doc, "(Apartment) - as per Annexure 'A' to the Haryana Real Estate (Regulation and "
              "Development) Rules, 2017", italic=True, center=True)
    para(doc, "ARAVALI VISTA - SECTOR 79, GURUGRAM\nHARERA Registration No. "
              "RC/REP/HARERA/GGM/812/544/2024/39 dated 11.07.2024", center=True)
    doc.add_paragraph(
        "This Agreement for Sale (\"Agreement\") is executed at Gurugram on this 6th day of "
        "March, 2026 by and between M/s Shivalik Skyline Developers Private Limited (CIN "
        "U45400HR2011PTC043921), having its registered office at Plot No. 18, Udyog Vihar "
        "Phase IV, Gurugram - 122015, through its authorised signatory Mr. Rakesh Malhotra "
        "(hereinafter the \"Promoter\") of the ONE PART; AND Mr. Anirudh Sehgal (PAN "
        "ASXPS4471K) and Mrs. Kavya Sehgal, both residing at H. No. 1142, Sector 15 Part II, "
        "Gurugram - 122001 (hereinafter jointly the \"Allottee\") of the OTHER PART.")
    para(doc, "WHEREAS:", bold=True)
    doc.add_paragraph(
        "A. The Promoter is the absolute and lawful owner of land admeasuring 6.3125 acres in "
        "the revenue estate of Village Naurangpur, Sector 79, Gurugram, covered by licence No. "
        "44 of 2023 dated 19.04.2023 issued by DTCP, Haryana.\n"
        "B. The Promoter is developing thereon a group housing colony known as \"Aravali "
        "Vista\" comprising 7 towers, and the Allottee applied on 14.02.2026 for an apartment "
        "therein vide application No. AV/2026/0318.\n"
        "C. The Promoter has agreed to allot, and the Allottee to purchase, the Apartment "
        "described below on the terms herein contained.")
    para(doc, "NOW THEREFORE THIS AGREEMENT WITNESSETH AS FOLLOWS:", bold=True)
    head_para(doc, "1. THE APARTMENT.",
              "Apartment No. C-1403 on the 14th floor of Tower C, type 3 BHK + Study, having "
              "carpet area of 1,212 sq. ft. (112.60 sq. m.), exclusive balcony area of 138 sq. "
              "ft. and Super Area of 1,850 sq. ft., together with two covered car parking "
              "spaces in the basement (\"Apartment\").")
    head_para(doc, "2. TOTAL PRICE.",
              f"2.1 The Total Price for the Apartment is \u20b9{inr(price)}/- (Rupees "
              f"{indian_words(price)} Only) (\"Total Price\"), arrived at as under:")
    t = doc.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for i, h in enumerate(["Component", "Rate", "Area / Units", "Amount (\u20b9)"]):
        set_cell(t.rows[0].cells[i], h, True)
    fill(t, ["Basic Sale Price", "\u20b99,500 per sq. ft.", "1,850 sq. ft.", inr(17575000)])
    fill(t, ["Preferential Location Charges (park facing)", "-", "-", inr(500000)])
    fill(t, ["Covered car parking", "\u20b91,87,500 each", "2", inr(375000)])
    c = fill(t, ["Total Price", "", "", inr(price)], bold=True)
    c[0].merge(c[2])
    set_cell(c[0], "Total Price (excluding GST and Other Charges)", True)
    doc.add_paragraph(
        "2.2 GST at the applicable rate (presently 5% without input tax credit) shall be "
        "payable by the Allottee in addition to each instalment of the Total Price, at the time "
        "of that instalment, and shall be reflected in each demand letter.\n"
        "2.3 The Total Price is escalation free, save for increases in development charges or "
        "taxes levied by a competent authority after the date of this Agreement.")
    head_para(doc, "3. MODE OF PAYMENT.",
              "The Allottee shall make all payments by demand draft, RTGS or NEFT in favour of "
              "\"Shivalik Skyline Developers Pvt. Ltd. - Aravali Vista RERA Collection Account\", "
              "A/c No. 50200087341122, HDFC Bank, Golf Course Road branch, in accordance with "
              "the Payment Plan in Annexure-C, within 15 days of the demand letter for each "
              "stage.")
    head_para(doc, "4. POSSESSION.",
              "4.1 The Promoter shall offer possession of the Apartment on or before "
              "31.12.2028, subject to a grace period of 6 months and to force majeure.\n"
              "4.2 If the Promoter fails to offer possession within that period, it shall pay "
              "the Allottee interest at SBI highest MCLR + 2% per annum for every month of "
              "delay on the amounts paid, until the offer of possession.")
    head_para(doc, "5. DEFAULT AND CANCELLATION.",
              "5.1 Delayed payment shall carry interest at SBI highest MCLR + 2% per annum.\n"
              "5.2 If the Allottee defaults in payment of two consecutive demands, the Promoter "
              "may cancel the allotment after 30 days' notice and forfeit 10% of the Total Price "
              "as earnest money along with the interest on delayed payments, refunding the "
              "balance within 90 days of cancellation without interest.")
    head_para(doc, "6. CONVEYANCE.",
              "The Promoter shall execute a conveyance deed in favour of the Allottee within 3 "
              "months of the Occupation Certificate, on receipt of the Total Price and the "
              "Other Charges set out in Annexure-D.")
    head_para(doc, "7. MAINTENANCE.",
              "The Allottee shall pay maintenance charges as levied by the maintenance agency "
              "from the date of offer of possession, tentatively \u20b94.25 per sq. ft. of Super "
              "Area per month.")
    head_para(doc, "8. JURISDICTION.",
              "This Agreement is governed by the laws of India. Disputes shall first be referred "
              "to the Haryana Real Estate Regulatory Authority, Gurugram, and the courts at "
              "Gurugram shall have exclusive jurisdiction.")
    para(doc, "\nSIGNED AND DELIVERED by the within named Promoter and Allottee on the day, "
              "month and year first above written.\n\nPromoter ______________    Allottee "
              "______________    Witnesses: 1. ______________  2. ______________")

    para(doc, "ANNEXURE-C : PAYMENT PLAN (CONSTRUCTION LINKED PLAN)", bold=True, center=True)
    t = doc.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for i, h in enumerate(["S. No.", "Payment Stage", "% of Total Price", "Amount (\u20b9)"]):
        set_cell(t.rows[0].cells[i], h, True)
    n = 0
    merged(t, "A.  BOOKING / ALLOTMENT")
    for lbl, p in booking:
        n += 1
        fill(t, [f"{n}.", lbl, f"{fmt_pct(p)}%", inr(pct_of(price, p))])
    merged(t, "B.  CONSTRUCTION LINKED INSTALMENTS")
    for lbl, p in clp:
        n += 1
        fill(t, [f"{n}.", lbl, f"{fmt_pct(p)}%", inr(pct_of(price, p))])
    c = fill(t, ["", "TOTAL", "100%", inr(price)], bold=True)
    m = c[0].merge(c[1])
    set_cell(m, "TOTAL", True)
    merged(t, "Note: GST and Other Charges (Annexure-D) are payable over and above the amounts "
              "shown. Stage completion shall be certified by the Project Architect.", bold=False,
           italic=True)

    para(doc, "")
    para(doc, "ANNEXURE-D : OTHER CHARGES (OVER AND ABOVE THE TOTAL PRICE)", bold=True,
         center=True)
    doc.add_paragraph("The following charges are not part of the Total Price and shall be "
                      "paid by the Allottee along with the instalment due on offer of "
                      "possession, prior to execution of the conveyance deed:")
    for i, (lbl, amt, _p, note) in enumerate(fees):
        extra = f" ({note})" if note else ""
        doc.add_paragraph(f"({chr(97 + i)}) {lbl}: \u20b9{inr(amt)}/-{extra};")
    doc.add_paragraph("Any increase in stamp duty or registration charges notified by the State "
                      "Government before execution of the conveyance deed shall be borne by the "
                      "Allottee.")
    save(doc, slug, rows)


# ============================================================ 02 Pune, time linked
def agreement_02():
    slug = "02_pune_time_linked_rs"
    price = 9640000
    pre_fees = [("Stamp duty", 578400, 6), ("Registration fee", 30000, 0)]
    plan = [("Earnest money", None, 10, "On or before execution of this Agreement"),
            ("Instalment (2)", dt.date(2026, 6, 15), 15, None),
            ("Instalment (3)", dt.date(2026, 10, 15), 15, None),
            ("Instalment (4)", dt.date(2027, 2, 15), 15, None),
            ("Instalment (5)", dt.date(2027, 6, 15), 15, None),
            ("Instalment (6)", dt.date(2027, 10, 15), 15, None),
            ("Final instalment", None, 15, "On intimation of possession")]
    maint, legal, corpus = 138240, 20000, 150000

    rows = [row(a, l, p, fee=True) for l, a, p in pre_fees]
    rows += [row(pct_of(price, p), l, p, d) for l, d, p, _ev in plan]
    rows += [row(maint, "Maintenance charges (24 months in advance)", fee=True),
             row(legal, "Legal charges", fee=True),
             row(corpus, "Corpus fund", fee=True)]
    check(rows, price)

    doc = new_doc("Times New Roman", 11)
    para(doc, "AGREEMENT FOR SALE", bold=True, center=True, size=14)
    para(doc, "SAHYADRI HEIGHTS - WING 'B'\nMahaRERA Registration No. P52100049871",
         center=True)
    doc.add_paragraph(
        "THIS AGREEMENT FOR SALE is made and entered into at Pune on this 20th day of March in "
        "the Christian Year Two Thousand Twenty-Six, BETWEEN Deshmukh Landmark Realty LLP, a "
        "limited liability partnership registered under the LLP Act, 2008 (LLPIN AAK-2291), "
        "having its office at 4th Floor, Sai Capital, Senapati Bapat Road, Pune 411016, "
        "through its designated partner Shri Omkar Deshmukh, hereinafter called \"the "
        "Promoter\" (which expression shall unless repugnant to the context include its "
        "partners, successors and assigns) of the FIRST PART; AND Smt. Meera Ranade, aged about "
        "38 years, PAN AGHPR2287M, and Shri Nikhil Ranade, aged about 41 years, both residing "
        "at 7, Prabhat Road, Lane No. 12, Erandwane, Pune 411004, hereinafter called \"the "
        "Allottees\" of the SECOND PART.")
    para(doc, "WHEREAS", bold=True)
    doc.add_paragraph(
        "(i) The Promoter is seized and possessed of land bearing Survey No. 44, Hissa No. "
        "2/1, admeasuring 8,120 sq. m., situated at Village Baner, Taluka Haveli, District Pune "
        "(\"the said Land\").\n"
        "(ii) The Pune Municipal Corporation has sanctioned building plans vide commencement "
        "certificate No. CC/1187/24 dated 02.09.2024 for a residential building of stilt + 22 "
        "upper floors.\n"
        "(iii) The Allottees have applied for Flat No. 1106 on the 11th floor of Wing B of the "
        "building known as \"Sahyadri Heights\" (\"the said Flat\") having a RERA carpet area "
        "of 68.42 sq. m. (736.5 sq. ft.), together with one covered car parking space bearing "
        "No. B-S-27 in the stilt.")
    para(doc, "NOW THEREFORE THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN "
              "THE PARTIES AS FOLLOWS:", bold=True)
    doc.add_paragraph(
        f"1. The Promoter shall construct the building on the said Land in accordance with the "
        f"sanctioned plans and hereby agrees to sell the said Flat to the Allottees for a total "
        f"consideration of Rs. {inr(price)}/- (Rupees {indian_words(price)} Only) (\"the "
        f"Total Consideration\"), being Rs. 92,06,250/- for the said Flat at the rate of Rs. "
        f"12,500/- per sq. ft. of carpet area and Rs. 4,33,750/- for the covered parking "
        f"space.")
    doc.add_paragraph(
        f"2. STAMP DUTY AND REGISTRATION: This Agreement is chargeable to stamp duty under "
        f"Article 25(b) of the Maharashtra Stamp Act, 1958. The Allottees shall, over and above "
        f"the Total Consideration, pay stamp duty of Rs. {inr(pre_fees[0][1])}/- (being "
        f"{pre_fees[0][2]}% of the Total Consideration, inclusive of metro cess) and a "
        f"registration fee of Rs. {inr(pre_fees[1][1])}/- at the time of lodging this "
        f"Agreement for registration before the Sub-Registrar, Haveli No. 4.")
    doc.add_paragraph(
        "3. PAYMENT OF THE TOTAL CONSIDERATION: The Allottees shall pay the Total Consideration "
        "to the Promoter in the following manner, time being of the essence, by cheque or "
        "online transfer to the Promoter's designated account (Account No. 39811004455, "
        "Bank of Maharashtra, Baner branch, IFSC MAHB0001783):")
    t = doc.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    m = t.rows[0].cells[0].merge(t.rows[0].cells[3])
    set_cell(m, "SCHEDULE OF PAYMENT (TIME LINKED PLAN)", True)
    fill(t, ["Instalment", "Due Date", "Amount (Rs.)", "% of Total Consideration"], bold=True)
    for lbl, d, p, ev in plan:
        amt = pct_of(price, p)
        shown = f"{inr(amt)}/-"
        if lbl == "Earnest money":
            shown += f" (Rupees {indian_words(amt)} Only)"
        fill(t, [lbl, ev if ev else dotted(d), shown, f"{p}%"])
    c = fill(t, ["Total", "", f"{inr(price)}/-", "100%"], bold=True)
    c[0].merge(c[1])
    set_cell(c[0], "Total", True)
    c = t.add_row().cells
    m = c[0].merge(c[3])
    set_cell(m, "N.B.: GST @ 5% shall be paid by the Allottees in addition to and along with "
                "each instalment. Payment is due on the date stated irrespective of the stage "
                "of construction.", italic=True)
    doc.add_paragraph(
        "4. The Promoter shall hand over possession of the said Flat on or before 31st December "
        "2027. If the Promoter fails to do so, it shall pay the Allottees interest at the State "
        "Bank of India highest Marginal Cost of Lending Rate plus 2% per annum on all amounts "
        "received, for every month of delay, until possession.")
    doc.add_paragraph(
        "5. If the Allottees delay any instalment, they shall pay interest at the same rate on "
        "the delayed amount. Upon a default in payment of three instalments, the Promoter may "
        "by 15 days' written notice terminate this Agreement, in which event the Promoter shall "
        "refund the amounts paid within 30 days after deducting 10% of the Total Consideration "
        "as liquidated damages.")
    doc.add_paragraph(
        "6. OTHER CHARGES: On or before taking possession, the Allottees shall also pay to the "
        f"Promoter the following amounts, none of which forms part of the Total Consideration: "
        f"Rs. {inr(maint)}/- towards provisional maintenance charges of the building for 24 "
        f"months in advance.")
    doc.add_paragraph(
        f"7. The Allottees shall bear and pay Rs. {inr(legal)}/- towards legal charges for "
        f"preparation of this Agreement and the deed of apartment.")
    doc.add_paragraph(
        f"8. Further, a sum of Rupees {indian_words(corpus)} Only shall be paid by the "
        f"Allottees towards the corpus fund of the co-operative housing society to be formed, "
        f"which sum the Promoter shall hand over to the society upon its registration.")
    doc.add_paragraph(
        "9. The Promoter shall, within 3 months of 51% of the flats being booked, apply for "
        "registration of the co-operative housing society, and shall execute the conveyance of "
        "the building in its favour within 3 months of the occupancy certificate.")
    doc.add_paragraph(
        "10. The defect liability period is 5 years from the date of handing over possession.")
    doc.add_paragraph(
        "11. This Agreement shall be governed by the laws of India and the courts at Pune shall "
        "have jurisdiction. Any dispute shall be referred to the Maharashtra Real Estate "
        "Regulatory Authority.")
    para(doc, "\nTHE SCHEDULE ABOVE REFERRED TO\nFlat No. 1106, 11th floor, Wing B, Sahyadri "
              "Heights, S. No. 44/2/1, Village Baner, Pune 411045; bounded on or towards the "
              "East by 18 m D.P. road, West by S. No. 45, North by S. No. 43/1, South by open "
              "space.")
    para(doc, "\nSIGNED SEALED AND DELIVERED by the within named Promoter and Allottees.\n"
              "Promoter ______________  Allottee (1) ______________  Allottee (2) "
              "______________")
    save(doc, slug, rows)


# ============================================================ 03 Bengaluru, mixed plan
def agreement_03():
    slug = "03_bengaluru_mixed_plan_merged"
    price = 23560000
    booking_amt = 500000
    on_agreement = ("Within 30 days from the date of booking, on execution of this Agreement",
                    15)
    stages = [("On completion of foundation\u2020", "On completion of foundation", 10),
              ("On completion of 4th floor roof slab\u2020", "On completion of 4th floor roof "
               "slab", 10),
              ("On completion of 8th floor roof slab\u2020", "On completion of 8th floor roof "
               "slab", 10),
              ("On completion of 12th floor roof slab\u2020", "On completion of 12th floor "
               "roof slab", 10),
              ("On completion of terrace slab\u2020", "On completion of terrace slab", 10)]
    dated = (dt.date(2027, 9, 15), 10)
    fees = [("Club house membership", 350000),
            ("Electricity and water connection charges and deposits", 210000),
            ("Advance maintenance for 12 months", 106002)]

    rows = [row(booking_amt, "Booking Amount"),
            row(pct_of(price, on_agreement[1]), on_agreement[0], on_agreement[1])]
    for _shown, lbl, p in stages:
        rows.append(row(pct_of(price, p), lbl, p))
    rows.append(row(pct_of(price, dated[1]), "Date-linked instalment", dated[1], dated[0]))
    paid = sum(Decimal(str(r["amount"])) for r in rows)
    balance = float(q2(Decimal(price) - paid))
    rows.append(row(balance, "Balance on intimation of possession"))
    rows += [row(a, l, fee=True) for l, a in fees]
    check(rows, price)
    assert balance == 5390000

    doc = new_doc("Calibri", 10)
    para(doc, "AGREEMENT TO SELL", bold=True, center=True, size=14)
    para(doc, "NANDI GROVE RESIDENCES, PHASE II\nKarnataka RERA No. "
              "PRM/KA/RERA/1251/446/PR/190525/006812", center=True)
    doc.add_paragraph(
        "This Agreement to Sell is made at Bengaluru on the 11th day of March 2026 between "
        "NANDI HABITAT PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, "
        "having its registered office at No. 27, 2nd Cross, Lavelle Road, Bengaluru 560001, "
        "represented by its Director Mr. Prasanna Gowda (\"Vendor\") and MR. SIDDHARTH IYER, "
        "son of Mr. R. Iyer, residing at Flat 302, Prestige Oasis, Hebbal, Bengaluru 560024 "
        "(\"Purchaser\").")
    para(doc, "RECITALS", bold=True)
    doc.add_paragraph(
        "(a) The Vendor is the owner of all that piece of converted land bearing Sy. Nos. 81/2 "
        "and 82, Jakkur Village, Yelahanka Hobli, Bengaluru North Taluk, measuring 3 acres 14 "
        "guntas, and has obtained sanction of the building plan from BBMP vide LP No. "
        "BBMP/Addl.Dir/JD North/0219/2024-25.\n"
        "(b) The Purchaser, having inspected the documents of title, has agreed to purchase "
        "Apartment No. 1204 in Block D of Nandi Grove Residences on the terms below.")
    para(doc, "NOW THIS AGREEMENT WITNESSES:", bold=True)
    head_para(doc, "1. Apartment.",
              "Apartment No. 1204, 12th floor, Block D, 3 BHK, super built-up area 1,963 sq. "
              "ft. (carpet area 1,402 sq. ft.), with an undivided share of 612 sq. ft. in the "
              "land and one covered car park (No. D-B1-118).")
    head_para(doc, "2. Sale Consideration.",
              f"The sale consideration is INR {inr(price)} (Indian Rupees "
              f"{indian_words(price)} only) (\"Sale Consideration\"), made up of INR "
              f"2,19,85,600 towards the apartment (1,963 sq. ft. @ INR 11,200 per sq. ft.), INR "
              f"9,74,400 towards preferential location charges for the east-facing aspect and "
              f"INR 6,00,000 towards the covered car park. The Sale Consideration excludes "
              f"GST, which the Purchaser shall pay at the applicable rate (currently 5%).")
    head_para(doc, "3. Payment Schedule.",
              "The Sale Consideration shall be paid in the instalments set out in the table "
              "below. Instalments linked to a construction milestone shall be paid within 15 "
              "days of the Vendor's demand accompanied by the architect's certificate.")
    t = doc.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for i, h in enumerate(["Milestone", "Percentage (%)", "Amount payable (INR)"]):
        set_cell(t.rows[0].cells[i], h, True)
    merged(t, "(A) Booking and Agreement")
    fill(t, ["Booking Amount (paid along with the application)", "-", inr(booking_amt)])
    fill(t, [on_agreement[0], fmt_pct(on_agreement[1]), inr(pct_of(price, on_agreement[1]))])
    merged(t, "(B) Construction-linked")
    for shown, _lbl, p in stages:
        fill(t, [shown, fmt_pct(p), inr(pct_of(price, p))])
    sub = Decimal(booking_amt) + sum(Decimal(str(pct_of(price, p)))
                                     for p in [on_agreement[1]] + [s[2] for s in stages])
    fill(t, ["Sub-total (A) + (B)", "", inr(sub)], italic=True)
    merged(t, "(C) Date-linked")
    fill(t, [f"On or before {dotted(dated[0])}, irrespective of the stage of construction",
             fmt_pct(dated[1]), inr(pct_of(price, dated[1]))])
    merged(t, "(D) Possession")
    fill(t, ["Balance on intimation of possession (after receipt of Occupancy Certificate)",
             "-", inr(balance)])
    c = fill(t, ["Total Sale Consideration", "", inr(price)], bold=True)
    c[0].merge(c[1])
    set_cell(c[0], "Total Sale Consideration", True)
    c = t.add_row().cells
    m = c[0].merge(c[2])
    set_cell(m, "\u2020 Milestones certified by the Project Architect, M/s Kaveri Design "
                "Studio. Construction of Block D is presently at plinth level (approx. 8% "
                "complete).", italic=True)

    head_para(doc, "4. Additional Charges.",
              f"4.1 In addition to the Sale Consideration the Purchaser shall, before the "
              f"registration of the sale deed, pay to the Vendor INR {inr(fees[0][1])} towards "
              f"club house membership.\n"
              f"4.2 The Purchaser shall also pay INR {inr(fees[1][1])} being the charges and "
              f"deposits payable to BESCOM and BWSSB for electricity and water connections, "
              f"collected by the Vendor.\n"
              f"4.3 Maintenance for the first 12 months shall be paid in advance at INR 4.50 "
              f"per sq. ft. of super built-up area per month, that is INR {inr(fees[2][1])}.\n"
              f"4.4 Stamp duty, registration fee and cess on the sale deed shall be borne by "
              f"the Purchaser at actuals as applicable on the date of registration.")
    head_para(doc, "5. Completion and Possession.",
              "The Vendor shall complete construction and deliver possession by 30.06.2028, "
              "with a grace period of 6 months. For delay beyond the grace period the Vendor "
              "shall pay interest at SBI MCLR + 2% on amounts paid.")
    head_para(doc, "6. Cancellation.",
              "If the Purchaser cancels this Agreement, the Vendor shall refund the amounts "
              "received after deducting the Booking Amount and 2% of the Sale Consideration, "
              "within 45 days of resale of the Apartment. Interest at 18% per annum is payable "
              "by the Purchaser on any instalment delayed beyond 30 days.")
    head_para(doc, "7. Sale Deed.",
              "The sale deed conveying the Apartment and the undivided share in the land shall "
              "be executed upon payment of the Sale Consideration and the amounts in clause 4.")
    head_para(doc, "8. Law.",
              "This Agreement is subject to the Real Estate (Regulation and Development) Act, "
              "2016 and the Karnataka rules thereunder; courts at Bengaluru have jurisdiction.")
    para(doc, "\nIN WITNESS WHEREOF the parties have signed this Agreement on the date first "
              "above written.\nVendor ______________   Purchaser ______________")
    save(doc, slug, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("ok")
