#!/usr/bin/env python3
"""Generate the ``india_docx`` corpus: Indian builder-buyer agreements / agreements
for sale written with python-docx, amounts in Indian digit grouping (and words),
construction-linked and time-linked plans, statutory charges on top.

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


# ----------------------------------------------------------------- helpers
def exp_date(d):
    return "" if d is None else f"{d.day:02d}-{MON3[d.month - 1]}-{d.year % 100:02d}"


def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def group_in(n):
    """Indian digit grouping of a non-negative integer: 12500000 -> 1,25,00,000."""
    s = str(int(n))
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts + [tail])


def inr_sym(x):  # ₹ 12,50,000
    assert float(x).is_integer()
    return f"\u20b9 {group_in(x)}"


def rs(x):  # Rs. 1,25,00,000/-
    assert float(x).is_integer()
    return f"Rs. {group_in(x)}/-"


def inr(x):  # INR 45,00,000.00
    paise = int(round((x - int(x)) * 100))
    return f"INR {group_in(int(x))}.{paise:02d}"


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w99(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def words_in(n):
    """Indian-system words: 740000 -> 'Seven Lakh Forty Thousand'."""
    n = int(n)
    crore, n = divmod(n, 10 ** 7)
    lakh, n = divmod(n, 10 ** 5)
    thousand, n = divmod(n, 1000)
    hundred, rest = divmod(n, 100)
    out = []
    if crore:
        out.append(_w99(crore) + " Crore")
    if lakh:
        out.append(_w99(lakh) + " Lakh")
    if thousand:
        out.append(_w99(thousand) + " Thousand")
    if hundred:
        out.append(ONES[hundred] + " Hundred")
    if rest:
        out.append(_w99(rest))
    return " ".join(out)


def rupees_words(x):
    return f"Rupees {words_in(x)} Only"


def d_dot(d):
    return d.strftime("%d.%m.%Y")


def d_dash(d):
    return d.strftime("%d-%m-%Y")


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
    for r in rows:
        if r["percentage"]:
            assert abs(pct_of(price, r["percentage"]) - r["amount"]) < 0.005, r
    if all_pct:
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9


def new_doc():
    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)
    return doc


def title(doc, text, size=13):
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(size)


def heading(doc, text):
    p = doc.add_paragraph()
    p.add_run(text).bold = True


def para(doc, text):
    doc.add_paragraph(text)


def table(doc, header, body, merged_title=None, merge_col=None, total=None):
    """Word table; ``merge_col`` merges vertically runs of equal values in that column."""
    ncols = len(header)
    off = 1 if merged_title else 0
    nrows = off + 1 + len(body) + (1 if total else 0)
    t = doc.add_table(rows=nrows, cols=ncols)
    t.style = "Table Grid"
    if merged_title:
        c = t.cell(0, 0).merge(t.cell(0, ncols - 1))
        c.text = merged_title
        c.paragraphs[0].runs[0].bold = True
        c.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER
    for j, h in enumerate(header):
        t.cell(off, j).text = h
        t.cell(off, j).paragraphs[0].runs[0].bold = True
    first = off + 1
    for i, vals in enumerate(body):
        for j, v in enumerate(vals):
            if j == merge_col:
                continue
            t.cell(first + i, j).text = v
    if merge_col is not None:
        i = 0
        while i < len(body):
            k = i
            while k + 1 < len(body) and body[k + 1][merge_col] == body[i][merge_col]:
                k += 1
            cell = t.cell(first + i, merge_col)
            if k > i:
                cell = cell.merge(t.cell(first + k, merge_col))
            cell.text = body[i][merge_col]
            i = k + 1
    if total:
        for j, v in enumerate(total):
            t.cell(nrows - 1, j).text = v
    doc.add_paragraph()
    return t


def save_docx(doc, path):
    cp = doc.core_properties
    cp.author = "Legal Cell"
    cp.last_modified_by = "Legal Cell"
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


def witness_block(doc, promoter, allottees, place):
    heading(doc, "IN WITNESS WHEREOF the parties have set their hands on the day, month and year first "
                 "above written.")
    para(doc, f"SIGNED AND DELIVERED by the within named Promoter {promoter}, through its authorised "
              "signatory ____________________")
    for a in allottees:
        para(doc, f"SIGNED AND DELIVERED by the within named Allottee {a} ____________________")
    para(doc, f"At {place} in the presence of WITNESSES: 1. ____________________ "
              "2. ____________________")


# ------------------------------------------------ 01 Pune, CLP + fee table
def a01():
    price = 8500000
    plan = [  # phase, milestone, pct
        ("Booking", "On booking (along with the application)", 10),
        ("Agreement", "On execution and registration of this Agreement", 20),
        ("Substructure", "On completion of the plinth", 15),
        ("Superstructure", "On casting of 1st slab", 5),
        ("Superstructure", "On casting of 4th slab", 5),
        ("Superstructure", "On casting of 7th slab", 5),
        ("Superstructure", "On casting of 10th slab", 5),
        ("Superstructure", "On casting of the top (13th) slab", 5),
        ("Finishing", "On completion of walls, internal plaster and flooring of the Flat", 10),
        ("Finishing", "On completion of sanitary fittings, doors and windows", 5),
        ("Finishing", "On completion of lifts, water pumps and electrical fittings of the Wing", 5),
        ("Finishing", "On completion of external plumbing, elevation and paving", 5),
        ("Possession", "At the time of handing over possession", 5),
    ]
    rows, body = [], []
    for i, (ph, ms, pct) in enumerate(plan, 1):
        amt = pct_of(price, pct)
        rows.append(row(amt, None, ms, pct))
        body.append([ph, f"{i}. {ms}", pct_txt(pct), inr_sym(amt)])
    fees = [  # label, amount, pct of price
        ("Stamp duty (6% of the Total Price)", "Stamp duty", pct_of(price, 6), 6),
        ("Registration charges", "Registration charges", 30000, 0),
        ("Legal and documentation charges", "Legal charges", 25000, 0),
        ("Maintenance deposit (advance maintenance for 24 months)", "Maintenance deposit", 72000, 0),
    ]
    fee_body = []
    for i, (label, short, amt, pct) in enumerate(fees, 1):
        rows.append(row(amt, None, short, pct, fee=True))
        fee_body.append([str(i), label, inr_sym(amt)])
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "AGREEMENT FOR SALE")
    para(doc, "This Agreement for Sale is made and executed at Pune on this 12th day of February, 2026.")
    heading(doc, "BETWEEN")
    para(doc, "M/s. SILVERLINE REALTY LLP, a limited liability partnership registered under the Limited "
              "Liability Partnership Act, 2008 (LLPIN AAK-4471), having its office at 301, Baner Business "
              "Bay, Baner Road, Pune 411045, through its designated partner Mr. Rohan Deshpande, "
              "hereinafter referred to as the \u201cPromoter\u201d (which expression shall include its "
              "successors and assigns) of the ONE PART;")
    heading(doc, "AND")
    para(doc, "Mr. ANIKET SURESH KULKARNI (PAN ABCPK1234M), aged 36 years, and Mrs. NEHA ANIKET KULKARNI "
              "(PAN BQRPK5678L), aged 33 years, both residing at Flat 7, Shantikunj Society, Kothrud, "
              "Pune 411038, hereinafter referred to as the \u201cAllottees\u201d of the OTHER PART.")
    heading(doc, "WHEREAS")
    para(doc, "A. The Promoter is the owner of all that piece and parcel of land bearing Survey No. 45/2, "
              "Hissa No. 3, admeasuring 8,100 sq. mtrs., situate at Village Baner, Taluka Haveli, "
              "District Pune (the \u201csaid Land\u201d).")
    para(doc, "B. The Promoter is constructing on the said Land a residential project known as "
              "\u201cSILVER OAK RESIDENCY\u201d comprising Wings A, B and C of stilt plus 13 upper floors, "
              "registered with the Maharashtra Real Estate Regulatory Authority under No. P52100012345.")
    para(doc, "C. The Pune Municipal Corporation has sanctioned the building plans vide Commencement "
              "Certificate No. CC/2187/24 dated 18.06.2024.")
    para(doc, "D. The Allottees applied for an apartment in the project and have been allotted Flat "
              "No. 1103 on the 11th floor of Wing B.")
    heading(doc, "NOW THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES AS "
                 "FOLLOWS:")
    para(doc, "1. The Promoter shall construct the said building in accordance with the sanctioned plans "
              "and specifications approved by the Pune Municipal Corporation.")
    para(doc, "1.1 The Allottees hereby agree to purchase from the Promoter and the Promoter hereby agrees "
              "to sell to the Allottees Flat No. 1103 of the type 2 BHK having carpet area of 62.45 "
              "sq. mtrs. (672.21 sq. ft.) along with exclusive balcony of 4.20 sq. mtrs., on the 11th "
              "floor in Wing B (the \u201cApartment\u201d), together with one covered car parking space "
              "bearing No. B-57.")
    para(doc, "1.2 The total aggregate consideration for the Apartment including the car parking space "
              "is " + inr_sym(price) + "/- (" + rupees_words(price) + ") (the \u201cTotal Price\u201d).")
    para(doc, "1.3 The Total Price is exclusive of Goods and Services Tax, which shall be paid by the "
              "Allottees at the rate applicable from time to time (presently 5%) along with each "
              "instalment.")
    para(doc, "1.4 The Allottees shall pay the Total Price to the Promoter in the following manner, "
              "being a construction linked plan, within 15 days of receipt of a demand letter from the "
              "Promoter certifying completion of the relevant stage by the Project Architect:")
    table(doc, ["Stage", "Milestone", "% of Total Price", "Amount (\u20b9)"], body, merge_col=0,
          total=["", "Total", "100%", inr_sym(price)])
    para(doc, "1.5 In addition to the Total Price, the Allottees shall bear and pay the following "
              "charges, which do not form part of the Total Price:")
    table(doc, ["Sr.", "Particulars", "Amount (\u20b9)"], fee_body)
    para(doc, "The stamp duty and registration charges shall be paid at the time of registration of "
              "this Agreement; the legal charges and the maintenance deposit shall be paid at the time "
              "of handing over possession.")
    para(doc, "2. Time is the essence for the Promoter as well as the Allottees. If the Allottees delay "
              "payment of any instalment, they shall pay interest at the State Bank of India highest "
              "Marginal Cost of Lending Rate plus 2% per annum from the due date till the date of "
              "payment.")
    para(doc, "3. The Promoter shall give possession of the Apartment to the Allottees on or before "
              "31.12.2027. If the Promoter fails to do so, the Allottees may withdraw from the project "
              "and the Promoter shall refund the amounts received with interest as prescribed under the "
              "Real Estate (Regulation and Development) Act, 2016.")
    para(doc, "4. If the Allottees cancel the allotment without any fault of the Promoter, the Promoter "
              "shall be entitled to forfeit an amount equal to 10% of the Total Price and refund the "
              "balance, without interest, within 45 days of cancellation.")
    para(doc, "5. The Promoter shall rectify any structural defect brought to its notice within five "
              "years from the date of handing over possession, at its own cost, within 30 days.")
    para(doc, "6. The Allottees shall, along with other allottees, join the co-operative housing society "
              "to be formed and shall pay their share of outgoings at the rate of \u20b9 4.50 per sq. ft. "
              "of carpet area per month from the date of possession.")
    para(doc, "7. This Agreement shall be governed by the laws of India and the courts at Pune shall have "
              "jurisdiction.")
    heading(doc, "SCHEDULE \u2013 I (Description of the said Land)")
    para(doc, "All that piece and parcel of land bearing Survey No. 45/2, Hissa No. 3, Village Baner, "
              "Taluka Haveli, District Pune, bounded on the East by Survey No. 46, on the West by a "
              "12 metre D.P. road, on the North by Survey No. 44 and on the South by a nala.")
    witness_block(doc, "M/s. SILVERLINE REALTY LLP",
                  ["Mr. ANIKET SURESH KULKARNI", "Mrs. NEHA ANIKET KULKARNI"], "Pune")
    write("01_pune_clp_merged_stage_fees_table", doc, rows)


# --------------------------------------- 02 Gurugram, time-linked (dots)
def a02():
    price = 12500000
    plan = [  # label, date-or-event, pct
        ("Booking Amount", "At the time of booking", 10),
        ("1st Instalment", dt.date(2026, 4, 15), 15),
        ("2nd Instalment", dt.date(2026, 10, 15), 15),
        ("3rd Instalment", dt.date(2027, 4, 15), 20),
        ("4th Instalment", dt.date(2027, 10, 15), 20),
        ("On Offer of Possession", "On offer of possession", 20),
    ]
    rows, body = [], []
    for i, (label, when, pct) in enumerate(plan, 1):
        amt = pct_of(price, pct)
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, label, pct))
        body.append([f"{i}.", label, d_dot(when) if due else when, pct_txt(pct), rs(amt)])
    super_area = 1875
    ifms = 100 * super_area
    legal = 35000
    rows.append(row(ifms, None, "Interest Free Maintenance Security (IFMS)", 0, fee=True))
    rows.append(row(legal, None, "Legal and documentation charges", 0, fee=True))
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "BUILDER BUYER'S AGREEMENT")
    para(doc, "This Agreement is executed at Gurugram on 05.02.2026.")
    para(doc, "BY AND BETWEEN ARAVALI LANDMARK DEVELOPERS PRIVATE LIMITED (CIN U70109HR2015PTC056712), "
              "having its registered office at Plot 14, Sector 44, Gurugram, Haryana 122003, acting "
              "through its authorised signatory Ms. Kavita Malhotra (the \u201cCompany\u201d);")
    para(doc, "AND Mr. VIKRAM SINGH RATHORE, son of Shri Mahendra Singh Rathore, resident of House "
              "No. 2217, Sector 46, Gurugram 122002 (the \u201cAllottee\u201d).")
    heading(doc, "RECITALS")
    para(doc, "A. The Director, Town and Country Planning, Haryana has granted Licence No. 58 of 2021 "
              "for development of a group housing colony on land measuring 10.35 acres in the revenue "
              "estate of Village Naurangpur, Sector 79, Gurugram.")
    para(doc, "B. The project \u201cARAVALI GREENS\u201d is registered with the Haryana Real Estate "
              "Regulatory Authority, Gurugram vide Registration No. 87 of 2022.")
    para(doc, "C. The Allottee has applied for and the Company has allotted Unit No. T3-0904 on the 9th "
              "floor of Tower T3, having a carpet area of 1,240 sq. ft. and super area of 1,875 sq. ft., "
              "with one covered car parking space (the \u201cUnit\u201d).")
    heading(doc, "1. TOTAL PRICE")
    para(doc, "1.1 The total price of the Unit is " + rs(price) + " (Rupees One Crore Twenty-Five Lakh "
              "Only) (the \u201cTotal Price\u201d), inclusive of External Development Charges, "
              "Infrastructure Development Charges, the cost of the car parking space and Preferential "
              "Location Charges, and calculated at a rate of Rs. 6,667/- per sq. ft. of super area "
              "(rounded).")
    para(doc, "1.2 The Total Price does not include GST, which shall be charged at the applicable rate "
              "(presently 5%) on each instalment and paid by the Allottee along with it.")
    heading(doc, "2. PAYMENT PLAN")
    para(doc, "2.1 The Allottee has opted for the Time Linked Payment Plan and shall pay the Total Price "
              "as follows, irrespective of the stage of construction:")
    table(doc, ["S.No.", "Instalment", "Due Date", "% of Total Price", "Amount (Rs.)"], body,
          merged_title="TIME LINKED PAYMENT PLAN \u2013 UNIT T3-0904")
    para(doc, "2.2 The Company shall send reminders 15 days before each due date, but non-receipt of a "
              "reminder shall not absolve the Allottee of the obligation to pay on the due date.")
    para(doc, "2.3 Other charges. Over and above the Total Price, the Allottee shall pay (a) Interest "
              "Free Maintenance Security (IFMS) of " + rs(ifms) + " calculated at Rs. 100/- per sq. ft. "
              "of super area, payable along with the instalment due on offer of possession; and (b) "
              "legal and documentation charges of " + rs(legal) + " payable before execution of the "
              "Conveyance Deed.")
    heading(doc, "3. DELAYED PAYMENT")
    para(doc, "3.1 Any delay in payment shall attract interest at the rate of State Bank of India highest "
              "MCLR + 2% per annum. If the delay exceeds 90 days, the Company may cancel the allotment "
              "and forfeit the Earnest Money, being 10% of the Total Price, together with interest on "
              "delayed payments and brokerage, if any.")
    heading(doc, "4. POSSESSION")
    para(doc, "4.1 The Company proposes to offer possession of the Unit within 48 months from "
              "01.04.2025, with a grace period of 6 months, subject to force majeure.")
    para(doc, "4.2 The Allottee shall take possession within 60 days of the offer of possession, failing "
              "which holding charges at Rs. 10/- per sq. ft. of super area per month shall be payable.")
    para(doc, "4.3 If the Company fails to offer possession as above, it shall pay the Allottee interest "
              "at the prescribed rate for every month of delay till the offer of possession.")
    heading(doc, "5. MAINTENANCE")
    para(doc, "5.1 The Allottee shall enter into a Maintenance Agreement with Aravali Facility Services "
              "LLP; maintenance charges are presently estimated at Rs. 4.25 per sq. ft. of super area "
              "per month.")
    heading(doc, "6. DISPUTE RESOLUTION AND JURISDICTION")
    para(doc, "6.1 Disputes shall first be settled amicably, failing which they shall be referred to the "
              "Haryana Real Estate Regulatory Authority. The courts at Gurugram alone shall have "
              "jurisdiction.")
    para(doc, "SIGNED by the Company through its authorised signatory ____________________")
    para(doc, "SIGNED by the Allottee ____________________")
    para(doc, "Witnesses: 1. ____________________ 2. ____________________")
    write("02_gurugram_time_linked_dot_dates", doc, rows)


# --------------------------------- 03 Bengaluru, words, fees before plan
def a03():
    price = 6200000
    fees = [
        ("Legal and documentation charges", 25000),
        ("Advance maintenance deposit", 120000),
    ]
    plan = [  # milestone, amount, words_only
        ("On booking", 500000, True),
        ("Within 30 days of booking, on execution of this Agreement", 740000, False),
        ("On completion of foundation", 930000, False),
        ("On casting of ground floor roof slab", 620000, False),
        ("On casting of second floor roof slab", 620000, True),
        ("On casting of terrace slab", 620000, False),
        ("On completion of flooring and internal plastering", 620000, False),
        ("On completion of the Apartment and intimation of possession", 1550000, True),
    ]
    rows, body = [], []
    for label, amt in fees:
        rows.append(row(amt, None, label, 0, fee=True))
    for i, (ms, amt, words_only) in enumerate(plan, 1):
        rows.append(row(amt, None, ms, 0))
        body.append([str(i), ms, rupees_words(amt) if words_only
                     else f"{inr(amt)} ({rupees_words(amt)})"])
    check(rows, price)

    doc = new_doc()
    title(doc, "AGREEMENT TO SELL AND CONSTRUCT")
    para(doc, "THIS AGREEMENT is made at Bengaluru on this the 23rd day of January 2026")
    para(doc, "BETWEEN M/s. LAKEVIEW INFRA DEVELOPERS, a partnership firm having its office at No. 88, "
              "2nd Cross, HRBR Layout, Kalyan Nagar, Bengaluru 560043, represented by its Managing "
              "Partner Mr. Suresh Reddy (the \u201cDeveloper\u201d), AND Mr. ARJUN MENON, aged 31 years, "
              "son of Mr. K. Ramachandra Menon, residing at No. 14, 5th Main, Indiranagar, "
              "Bengaluru 560038 (the \u201cPurchaser\u201d).")
    heading(doc, "WHEREAS:")
    para(doc, "(a) The Developer has acquired the land bearing Sy. No. 112/3 of Hennur Village, "
              "K.R. Puram Hobli, Bengaluru East Taluk, measuring 1 acre 14 guntas (the \u201cSchedule A "
              "Property\u201d), and is developing thereon a residential apartment complex known as "
              "\u201cLAKEVIEW HEIGHTS\u201d with 96 apartments in two blocks.")
    para(doc, "(b) The project is registered with the Karnataka Real Estate Regulatory Authority under "
              "No. PRM/KA/RERA/1251/446/PR/210923/006182.")
    para(doc, "(c) The Purchaser has agreed to purchase Apartment No. A-402 on the fourth floor of "
              "Block A, having a carpet area of 1,085 sq. ft. and a super built-up area of 1,420 sq. "
              "ft., together with an undivided share of 412 sq. ft. in the Schedule A Property and one "
              "covered car park (the \u201cSchedule B Apartment\u201d).")
    heading(doc, "NOW THIS AGREEMENT WITNESSES AS FOLLOWS:")
    para(doc, "1. CONSIDERATION: The total consideration for the undivided share and for construction "
              "of the Schedule B Apartment is " + inr(price) + " (" + rupees_words(price) + ") "
              "(the \u201cTotal Consideration\u201d), which includes the cost of the car park, BESCOM "
              "and BWSSB connection charges and the clubhouse membership.")
    para(doc, "2. TAXES: GST at the applicable rate (presently 5% of the Total Consideration) shall be "
              "paid by the Purchaser along with each instalment.")
    para(doc, "3. OTHER CHARGES: The Purchaser shall also pay to the Developer the following amounts, "
              "which are in addition to the Total Consideration and payable on or before intimation of "
              "possession:")
    for label, amt in fees:
        para(doc, f"    \u2022 {label}: {inr(amt)} ({rupees_words(amt)});")
    para(doc, "4. PAYMENT SCHEDULE: The Total Consideration shall be paid by the Purchaser in the "
              "following instalments, each within 10 days of the Developer's written intimation that "
              "the relevant stage has been reached:")
    table(doc, ["Sl. No.", "Stage of payment", "Amount payable"], body)
    para(doc, "5. DELAY IN PAYMENT: Amounts not paid on time shall carry interest at 18% per annum. If "
              "two consecutive instalments remain unpaid for more than 60 days, the Developer may "
              "terminate this Agreement after 15 days' notice and refund the amounts paid after "
              "deducting 5% of the Total Consideration as liquidated damages.")
    para(doc, "6. COMPLETION: The Developer shall complete the Schedule B Apartment by 30.06.2028, "
              "with a grace period of six months, and shall deliver possession on receipt of the "
              "entire Total Consideration and other charges.")
    para(doc, "7. SPECIFICATIONS: The Apartment shall be constructed with RCC framed structure, "
              "vitrified tiles of 800 x 800 mm in the living areas and UPVC windows, as detailed in the "
              "Schedule C annexed.")
    para(doc, "8. ASSOCIATION: The Purchaser shall become a member of the apartment owners' association "
              "to be formed under the Karnataka Apartment Ownership Act, 1972.")
    para(doc, "9. JURISDICTION: Courts at Bengaluru shall have exclusive jurisdiction.")
    heading(doc, "SCHEDULE A PROPERTY")
    para(doc, "All that piece and parcel of land bearing Sy. No. 112/3, Hennur Village, measuring "
              "1 acre 14 guntas, bounded: East by Sy. No. 113, West by 30 ft road, North by Sy. No. 110 "
              "and South by private property.")
    witness_block(doc, "M/s. LAKEVIEW INFRA DEVELOPERS", ["Mr. ARJUN MENON"], "Bengaluru")
    write("03_bengaluru_amounts_in_words_fees_first", doc, rows)


# ---------------- 04 Hyderabad: price breakdown (not plan) + merged title
def a04():
    sba, rate = 1650, 6200
    bsp = sba * rate
    parking, club = 400000, 210000
    price = bsp + parking + club
    plan = [  # stage, milestone, pct
        ("Booking", "Booking amount", 10),
        ("Booking", "Within 45 days of booking, on execution of the Agreement of Sale", 10),
        ("Structure", "On completion of foundation", 15),
        ("Structure", "On casting of 5th floor slab", 10),
        ("Structure", "On casting of 10th floor slab", 10),
        ("Structure", "On casting of 15th floor slab", 10),
        ("Structure", "On casting of top (20th) floor slab", 10),
        ("Finishing", "On completion of brickwork and internal plastering", 10),
        ("Finishing", "On completion of flooring, fixtures and fittings", 5),
        ("Possession", "On intimation of handover of possession", 10),
    ]
    rows, body = [], []
    for stage, ms, pct in plan:
        amt = pct_of(price, pct)
        rows.append(row(amt, None, ms, pct))
        body.append([stage, ms, pct_txt(pct), inr_sym(amt)])
    corpus = 100 * sba
    maint = 3 * sba * 12
    rows.append(row(corpus, None, "Corpus fund", 0, fee=True))
    rows.append(row(maint, None, "Advance maintenance (12 months)", 0, fee=True))
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "AGREEMENT OF SALE")
    para(doc, "This Agreement of Sale is made and executed on this 9th day of March 2026 at Hyderabad.")
    para(doc, "BY AND BETWEEN: M/s. SKYLINE VISTA PROJECTS PRIVATE LIMITED, a company incorporated "
              "under the Companies Act, 2013, having its registered office at 6-3-1109/A, Raj Bhavan "
              "Road, Somajiguda, Hyderabad 500082, represented by its Director Sri P. Venkata Ramana "
              "(hereinafter called the \u201cVendor\u201d)")
    para(doc, "AND: Smt. LAKSHMI PRIYA GADDAM, wife of Sri Ravi Teja Gaddam, aged about 38 years, "
              "residing at Flat 502, Sai Residency, Madhapur, Hyderabad 500081 (hereinafter called the "
              "\u201cVendee\u201d).")
    heading(doc, "WHEREAS")
    para(doc, "A. The Vendor is developing a group housing project named \u201cSKYLINE VISTA\u201d on land "
              "admeasuring Ac. 4.12 Gts. in Sy. Nos. 239 and 240, Kokapet Village, Gandipet Mandal, "
              "Ranga Reddy District, registered with TS RERA vide No. P02400005123, consisting of four "
              "towers of 20 upper floors each.")
    para(doc, "B. The Vendee has agreed to purchase Flat No. 1507 on the 15th floor of Tower 2, having "
              "a super built-up area of 1,650 sq. ft. (carpet area 1,188 sq. ft.) together with an "
              "undivided share of land of 48.5 sq. yds. and two covered car parking spaces (the "
              "\u201cSchedule Flat\u201d).")
    heading(doc, "NOW THIS AGREEMENT OF SALE WITNESSETH AS UNDER:")
    para(doc, "1. SALE CONSIDERATION: The total sale consideration for the Schedule Flat is "
              + inr_sym(price) + "/- (" + rupees_words(price) + "), arrived at as follows:")
    table(doc, ["Particulars", "Basis", "Amount (\u20b9)"], [
        ["Basic sale price", f"{group_in(sba)} sq. ft. @ \u20b9 {group_in(rate)} per sq. ft.",
         inr_sym(bsp)],
        ["Car parking (2 covered)", "Lump sum", inr_sym(parking)],
        ["Clubhouse membership", "Lump sum", inr_sym(club)],
    ], total=["Total sale consideration", "", inr_sym(price)])
    para(doc, "2. GST at the rate notified by the Government (currently 5%) shall be borne by the Vendee "
              "in addition to the sale consideration.")
    para(doc, "3. PAYMENT: The Vendee shall pay the sale consideration in instalments linked to the "
              "stages of construction, as set out below, within 15 days of a demand from the Vendor:")
    table(doc, ["Stage", "Payment milestone", "Percentage", "Amount (\u20b9)"], body,
          merged_title="SCHEDULE \u2013 D : PAYMENT PLAN (CONSTRUCTION LINKED)", merge_col=0)
    para(doc, "4. ADDITIONAL AMOUNTS: At the time of handover, the Vendee shall pay, over and above the "
              "sale consideration, (i) a corpus fund of " + inr_sym(corpus) + " (at \u20b9 100 per sq. ft. "
              "of super built-up area), to be transferred to the owners' association, and (ii) advance "
              "maintenance charges for 12 months amounting to " + inr_sym(maint) + " (at \u20b9 3 per sq. "
              "ft. per month).")
    para(doc, "5. Delay in payment of any instalment beyond 30 days shall attract interest at 15% per "
              "annum. On default of three instalments the Vendor may cancel this agreement and refund "
              "the amounts received less 2% of the total sale consideration.")
    para(doc, "6. The Vendor shall complete construction and hand over the Schedule Flat by 31.03.2029, "
              "subject to an extension of six months for reasons beyond its control.")
    para(doc, "7. The stamp duty, registration charges and mutation fee for the sale deed shall be borne "
              "by the Vendee at the time of registration at the prevailing rates.")
    para(doc, "8. This Agreement is subject to the jurisdiction of the courts at Ranga Reddy District.")
    heading(doc, "SCHEDULE \u2013 A (Land)")
    para(doc, "All that land admeasuring Ac. 4.12 Gts. in Sy. Nos. 239 and 240 of Kokapet Village, "
              "bounded by: North \u2013 100 ft road; South \u2013 Sy. No. 241; East \u2013 Sy. No. 236; "
              "West \u2013 60 ft road.")
    witness_block(doc, "M/s. SKYLINE VISTA PROJECTS PRIVATE LIMITED", ["Smt. LAKSHMI PRIYA GADDAM"],
                  "Hyderabad")
    write("04_hyderabad_breakdown_merged_title_plan", doc, rows)


# -------------------------- 05 Chennai, fees table first, dashed dates
def a05():
    price = 4500000.00
    fees = [
        ("Stamp duty on sale deed", 315000.00),
        ("Registration charges", 90000.00),
        ("Legal charges", 15000.00),
    ]
    plan = [  # label, when, pct
        ("Booking advance", "On signing of the application", 10),
        ("Second instalment", dt.date(2026, 4, 15), 20),
        ("Third instalment", dt.date(2026, 7, 15), 15),
        ("Fourth instalment", dt.date(2026, 10, 15), 15),
        ("Fifth instalment", dt.date(2027, 1, 15), 15),
        ("Final instalment", "On registration of the sale deed and handover", 25),
    ]
    rows, fee_body, body = [], [], []
    for label, amt in fees:
        rows.append(row(amt, None, label, 0, fee=True))
        fee_body.append([label, inr(amt)])
    for label, when, pct in plan:
        amt = pct_of(price, pct)
        due = when if isinstance(when, dt.date) else None
        rows.append(row(amt, due, label, pct))
        body.append([label, d_dash(when) if due else when, inr(amt), f"{pct}"])
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "AGREEMENT FOR SALE OF APARTMENT")
    para(doc, "This Agreement is entered into at Chennai on 02-02-2026")
    para(doc, "BETWEEN COROMANDEL HOMES PRIVATE LIMITED, No. 41, Rajiv Gandhi Salai, Thoraipakkam, "
              "Chennai 600097, represented by its authorised signatory Mr. S. Karthikeyan (the "
              "\u201cPromoter\u201d), AND Ms. DIVYA RAGHAVAN, daughter of Mr. T. Raghavan, residing at "
              "No. 9, Second Street, Besant Nagar, Chennai 600090 (the \u201cAllottee\u201d).")
    heading(doc, "RECITALS")
    para(doc, "The Promoter is constructing a residential development called \u201cPALM MEADOWS\u201d at "
              "S. No. 318/2B, Sholinganallur Village, Chengalpattu District, approved by CMDA under "
              "Planning Permit No. B/SPL.BLDG/0217/2024 and registered with TNRERA under "
              "No. TNRERA/29/BLG/0456/2024. The Allottee has agreed to purchase Flat No. F-2 on the "
              "first floor of Block 5, having a carpet area of 742 sq. ft. (68.93 sq. m), with an "
              "undivided share of 380 sq. ft. of land and one covered car park No. 5-14.")
    heading(doc, "1. PRICE")
    para(doc, "1.1 The total price of the Flat, inclusive of the undivided share of land, car park and "
              "amenities, is " + inr(price) + " (Rupees Forty-Five Lakh Only) (the \u201cTotal "
              "Price\u201d). GST as applicable (presently 5%) is payable extra on the construction "
              "portion.")
    heading(doc, "2. STATUTORY AND OTHER CHARGES")
    para(doc, "2.1 Together with the booking advance, the Allottee shall deposit with the Promoter the "
              "following amounts, which are payable in addition to the Total Price and "
              "will be remitted by the Promoter to the authorities and its advocates at the time of "
              "registration:")
    table(doc, ["Charge", "Amount"], fee_body)
    heading(doc, "3. PAYMENT SCHEDULE")
    para(doc, "3.1 The Total Price shall be paid in the following instalments on or before the dates "
              "stated, irrespective of the progress of construction:")
    table(doc, ["Instalment", "Due on", "Amount", "% of Total Price"], body)
    para(doc, "3.2 Payments shall be made by RTGS/NEFT to the Promoter's RERA designated collection "
              "account No. 50200081234567 with HDFC Bank, OMR branch (IFSC HDFC0001234).")
    heading(doc, "4. DEFAULT AND CANCELLATION")
    para(doc, "4.1 Delayed payments carry interest at SBI MCLR plus 2% per annum. If any instalment is "
              "delayed beyond 60 days, the Promoter may cancel the allotment by 30 days' notice and "
              "refund the amounts paid after deducting 10% of the Total Price.")
    heading(doc, "5. POSSESSION")
    para(doc, "5.1 The Promoter expects to complete the Flat and obtain the completion certificate by "
              "30-09-2027 and shall hand over possession on registration of the sale deed.")
    para(doc, "5.2 Maintenance charges of \u20b9 3.50 per sq. ft. per month shall be payable from the "
              "date of handover to the association of allottees.")
    heading(doc, "6. GENERAL")
    para(doc, "6.1 This Agreement shall be governed by Indian law and the courts at Chennai shall have "
              "jurisdiction.")
    witness_block(doc, "COROMANDEL HOMES PRIVATE LIMITED", ["Ms. DIVYA RAGHAVAN"], "Chennai")
    write("05_chennai_dash_dates_fees_table_first", doc, rows)


# ------------- 06 Kolkata, plan in clauses + extra charges merged table
def a06():
    price = 3840000
    plan = [  # label, when, pct
        ("Booking amount", "at the time of booking", 10),
        ("On execution of this Agreement", "within 45 days of booking, on execution of this Agreement", 10),
        ("On offer of possession", "on offer of possession", 80),
    ]
    rows = []
    clauses = []
    for i, (label, when, pct) in enumerate(plan):
        amt = pct_of(price, pct)
        rows.append(row(amt, None, label, pct))
        clauses.append((amt, pct, when))
    fees = [  # label, amount, pct
        ("Stamp duty (5% of the Total Price)", "Stamp duty", pct_of(price, 5), 5),
        ("Registration fees (1% of the Total Price)", "Registration fees", pct_of(price, 1), 1),
        ("Legal charges", "Legal charges", 20000, 0),
        ("Maintenance deposit", "Maintenance deposit", 48000, 0),
    ]
    fee_body = []
    for label, short, amt, pct in fees:
        rows.append(row(amt, None, short, pct, fee=True))
        fee_body.append([label, rs(amt)])
    fee_total = sum(f[2] for f in fees)
    check(rows, price, all_pct=True)

    doc = new_doc()
    title(doc, "AGREEMENT FOR SALE")
    para(doc, "THIS AGREEMENT FOR SALE is made on this 19th day of February, 2026 at Kolkata")
    para(doc, "BETWEEN GANGES ABODE PRIVATE LIMITED, a company having its registered office at "
              "22, Camac Street, 4th Floor, Kolkata 700016 (PAN AACCG4521K), represented by its "
              "Director Mr. Anirban Sen, hereinafter called the \u201cPromoter\u201d;")
    para(doc, "AND Mr. SOUMYA CHATTERJEE (PAN AJKPC7789Q), son of Late Pradip Chatterjee, residing at "
              "14/2, Lake Place, Kolkata 700029, hereinafter called the \u201cAllottee\u201d.")
    heading(doc, "DEFINITIONS")
    para(doc, "(a) \u201cAct\u201d means the Real Estate (Regulation and Development) Act, 2016.")
    para(doc, "(b) \u201cProject\u201d means the residential project \u201cGANGES ABODE PHASE II\u201d at "
              "Premises No. 117, Rajarhat Main Road, P.S. New Town, Kolkata 700136, registered under "
              "No. WBRERA/P/NOR/2023/000612.")
    para(doc, "(c) \u201cApartment\u201d means Apartment No. 6C on the 6th floor of Block 2 having a carpet "
              "area of 612 sq. ft., an exclusive balcony of 48 sq. ft. and one open car parking space "
              "No. OP-33.")
    heading(doc, "1. TERMS")
    para(doc, "1.1 Subject to the terms hereof, the Promoter agrees to sell and the Allottee agrees to "
              "purchase the Apartment.")
    para(doc, "1.2 The Total Price for the Apartment based on the carpet area is " + rs(price) +
              " (" + rupees_words(price) + ") (the \u201cTotal Price\u201d), exclusive of GST.")
    para(doc, "1.3 The Allottee has chosen the possession linked payment plan and shall pay the Total "
              "Price as follows:")
    romans = ["(i)", "(ii)", "(iii)"]
    for k, (amt, pct, when) in enumerate(clauses):
        tail = ";" if k < len(clauses) - 1 else "."
        para(doc, f"    {romans[k]} {rs(amt)} ({rupees_words(amt)}), being {pct}% of the Total Price, "
                  f"{when}{tail}")
    para(doc, "1.4 The Total Price is escalation-free, save and except increases on account of "
              "development charges payable to the competent authority and changes in taxes.")
    para(doc, "1.5 GST at the prevailing rate (presently 5%) shall be payable by the Allottee along with "
              "each instalment.")
    para(doc, "1.6 The Allottee shall also pay the following extra charges and deposits, which are not "
              "part of the Total Price, at the time of registration of the Deed of Conveyance:")
    table(doc, ["Particulars", "Amount"], fee_body,
          merged_title="EXTRA CHARGES AND DEPOSITS (payable in addition to the Total Price)",
          total=["Total extra charges", rs(fee_total)])
    heading(doc, "2. MODE OF PAYMENT")
    para(doc, "2.1 All payments shall be made by account payee cheque/demand draft or online transfer in "
              "favour of \u201cGanges Abode Pvt Ltd \u2013 RERA Collection A/c\u201d.")
    heading(doc, "3. POSSESSION")
    para(doc, "3.1 The Promoter shall hand over possession of the Apartment on or before 31-12-2027, "
              "unless delayed by force majeure.")
    heading(doc, "4. DEFAULT")
    para(doc, "4.1 If the Allottee fails to pay any amount on its due date, interest at SBI PLR plus 2% "
              "shall be payable. Default beyond two consecutive demands shall entitle the Promoter to "
              "cancel the allotment and forfeit the booking amount; the balance shall be refunded "
              "within 45 days without interest.")
    para(doc, "4.2 If the Promoter fails to deliver possession by the date above, the Allottee may "
              "withdraw and receive a full refund with interest at SBI MCLR plus 2%.")
    heading(doc, "5. DEFECT LIABILITY")
    para(doc, "5.1 Any structural defect notified within 5 (five) years from the date of handing over "
              "possession shall be rectified by the Promoter without further charge.")
    heading(doc, "6. GOVERNING LAW")
    para(doc, "6.1 This Agreement shall be governed by the laws of India and the courts at Kolkata "
              "shall have jurisdiction.")
    witness_block(doc, "GANGES ABODE PRIVATE LIMITED", ["Mr. SOUMYA CHATTERJEE"], "Kolkata")
    write("06_kolkata_clause_plan_extra_charges_table", doc, rows)


if __name__ == "__main__":
    for fn in (a01, a02, a03, a04, a05, a06):
        fn()
    print("india_docx: written", len(list(HERE.glob("*.docx"))), "documents")
