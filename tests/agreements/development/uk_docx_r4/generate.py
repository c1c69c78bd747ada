#!/usr/bin/env python3
"""Generate the uk_docx_r4 agreements (UK new-build contracts, GBP, DOCX).

Each agreement's payment rows are built as Python data first; the DOCX text and the
expected JSON are both rendered from that data, so the two cannot drift apart.
Run:  python generate.py   (writes NN_slug.docx + NN_slug.expected.json next to itself)
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
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# ----------------------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MONTHS[d.month - 1][:3], d.year % 100)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def long_date(d):            # 15 March 2027
    return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def ord_date(d):             # 15th March 2027
    return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)


def gbp(x, sign=True):
    s = "{:,.2f}".format(x)
    return ("£" + s) if sign else s


def pct_txt(p):
    return ("%g" % p) + "%"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words999(n):
    out = []
    h, r = divmod(n, 100)
    if h:
        out.append(_ONES[h] + " hundred")
    if r:
        if h:
            out.append("and")
        if r < 20:
            out.append(_ONES[r])
        else:
            t, o = divmod(r, 10)
            out.append(_TENS[t] + ("-" + _ONES[o] if o else ""))
    return " ".join(out)


def words(n):
    """British English words for a whole number (e.g. 'six hundred and eighty-five thousand')."""
    n = int(n)
    if n == 0:
        return "zero"
    parts = []
    for div, name in ((10 ** 6, "million"), (10 ** 3, "thousand"), (1, "")):
        q, n = divmod(n, div)
        if q:
            w = _words999(q)
            if div == 1 and parts and q < 100:
                w = "and " + w
            parts.append((w + " " + name).strip())
    return " ".join(parts)


def row(desc, amount, pct=0.0, date=None, fee=False, post=False):
    return {"amount": round(float(amount), 2), "dueDate": jdate(date), "description": desc,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


class Doc:
    """Thin wrapper around python-docx with the few paragraph kinds used here."""

    def __init__(self, header, footer, font="Times New Roman", size=10.5):
        self.d = Document()
        st = self.d.styles["Normal"]
        st.font.name = font
        st.font.size = Pt(size)
        cp = self.d.core_properties
        fixed = dt.datetime(2026, 2, 1, 9, 0, 0)
        cp.created = fixed
        cp.modified = fixed
        cp.last_printed = fixed
        cp.author = "Document Production"
        cp.last_modified_by = "Document Production"
        cp.revision = 1
        sec = self.d.sections[0]
        sec.header.paragraphs[0].text = header
        sec.footer.paragraphs[0].text = footer
        for p in (sec.header.paragraphs[0], sec.footer.paragraphs[0]):
            for r in p.runs:
                r.font.size = Pt(8)

    def title(self, text, size=14):
        p = self.d.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        r = p.add_run(text)
        r.bold = True
        r.font.size = Pt(size)
        return p

    def head(self, text):
        p = self.d.add_paragraph()
        r = p.add_run(text)
        r.bold = True
        return p

    def para(self, text, bold_lead=None, indent=None, italic=False, align=None):
        p = self.d.add_paragraph()
        if bold_lead:
            r = p.add_run(bold_lead)
            r.bold = True
        r = p.add_run(text)
        r.italic = italic
        if indent is not None:
            p.paragraph_format.left_indent = Pt(indent)
        if align == "center":
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return p

    def table(self, data, widths=None, bold_rows=(0,), style="Table Grid"):
        t = self.d.add_table(rows=len(data), cols=len(data[0]))
        t.style = style
        for i, rdata in enumerate(data):
            for j, val in enumerate(rdata):
                cell = t.cell(i, j)
                lines = val.split("\n") if val else [""]
                cell.paragraphs[0].text = ""
                run = cell.paragraphs[0].add_run(lines[0])
                run.bold = i in bold_rows
                for extra in lines[1:]:
                    q = cell.add_paragraph()
                    rr = q.add_run(extra)
                    rr.bold = i in bold_rows
        return t

    def save(self, path):
        # python-docx stamps zip members with the current time; rewrite them with a fixed
        # timestamp so that reruns produce identical bytes.
        buf = io.BytesIO()
        self.d.save(buf)
        src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
            for info in src.infolist():
                zi = zipfile.ZipInfo(info.filename, date_time=(2026, 2, 1, 0, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                zi.external_attr = info.external_attr
                out.writestr(zi, src.read(info.filename))


def merge(a, b):
    """Merge two cells and drop the empty paragraphs python-docx carries over from the absorbed cells."""
    m = a.merge(b)
    for q in list(m.paragraphs)[1:]:
        if not q.text.strip():
            q._element.getparent().remove(q._element)
    return m


def write(slug, doc, rows):
    doc.save(os.path.join(HERE, slug + ".docx"))
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    if all(r["percentage"] for r in plan):
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9, sum(r["percentage"] for r in plan)
    for r in plan:
        if r["percentage"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r
    assert abs(sum(r["amount"] for r in plan) - price) < 0.005, (sum(r["amount"] for r in plan), price)


# ============================================================================ 01 Ashdown
def ag01():
    price = 412500.00
    deposit1 = dict(label="First Deposit*", pct=5, when="On exchange of contracts", date=None)
    deposit2 = dict(label="Second Deposit†", pct=5, date=dt.date(2026, 8, 14))
    deposit2["when"] = "On or before " + long_date(deposit2["date"])
    roof = dict(label="Roof Stage Payment\n(dwelling weathertight)", pct=10, date=None,
                when="Within 10 Working Days after service of the Roof Certificate")
    fixed = dict(label="Fixed Date Payment", pct=10, date=dt.date(2026, 11, 27))
    fixed["when"] = "Falling due on " + long_date(fixed["date"])
    balance = dict(label="Completion Balance", pct=70, date=None, when="On the Completion Date")
    stages = [deposit1, deposit2, roof, fixed, balance]
    for s in stages:
        s["amount"] = pct_of(price, s["pct"])
    admin_fee = 295.00

    rows = [row(s["label"].split("\n")[0].rstrip("*†"), s["amount"], s["pct"], s["date"]) for s in stages]
    rows.append(row("Administration fee", admin_fee, 0, None, fee=True))
    check(rows, price)

    d = Doc("Foxley Meadows, Crowborough  |  Plot 47 (The Wadhurst)  |  Contract ref. FM/047/0193",
            "Pemberton Clay LLP, 14 Station Parade, Tunbridge Wells TN1 1AA  |  Seller's draft 3 "
            "issued 09.02.2026  |  Form NB-7 (rev. 2025)")
    d.title("CONTRACT FOR THE SALE OF A NEW DWELLING")
    d.para("incorporating the Standard Conditions of Sale (Fifth Edition – 2018 Revision)", align="center",
           italic=True)
    d.head("PARTICULARS")
    part = [
        ["Agreement date", "                                2026"],
        ["Seller", "ASHDOWN HOMES (SOUTH EAST) LIMITED (company number 08837145) whose registered "
                   "office is at Unit 3, Fernbank Business Park, Uckfield TN22 1QQ"],
        ["Buyer", "DANIEL CHIDI OKAFOR and PRIYA OKAFOR of 22 Cavendish Road, Sevenoaks TN13 3DW"],
        ["Property", "Plot 47, Foxley Meadows, Crowborough, East Sussex, shown edged red on Plan 1, "
                     "being part of the land comprised in title number ESX318842, together with the "
                     "dwelling known as house type The Wadhurst (4 bedrooms, gross internal area "
                     "approximately 110.0 m² / 1,184 sq ft) and garage space G12"],
        ["Postal address (provisional)", "9 Hazel Rise, Crowborough TN6 4FL"],
        ["Purchase Price", gbp(price) + " (" + words(price).capitalize() + " pounds)"],
        ["Deposit", "Ten per cent of the Purchase Price, paid in two parts as set out in clause 4"],
        ["Contract Rate", "4% per annum above the base rate from time to time of Lloyds Bank plc"],
        ["Anticipated Completion", "First quarter of 2027 (an estimate only, not a contractual date)"],
        ["Long Stop Date", "31 December 2027"],
    ]
    d.table(part, bold_rows=())
    d.para("")
    d.head("1. INTERPRETATION")
    d.para("1.1 In this Contract words defined in the Particulars have the meanings given there, and:")
    d.para("“Build Stage” means each stage in the construction of the Dwelling described in the Table of "
           "Stage Payments; “Roof Certificate” means a certificate signed by the Seller's site manager "
           "confirming that the roof coverings of the Dwelling have been completed and that the Dwelling is "
           "weathertight; “Warranty Provider” means the National House-Building Council; and “Working Day” "
           "means a day other than a Saturday, Sunday or a bank holiday in England.", indent=18)
    d.para("1.2 References to Conditions are to the Standard Conditions of Sale (Fifth Edition – 2018 "
           "Revision). Where they conflict with this Contract, this Contract prevails.")
    d.head("2. SALE AND CONSTRUCTION")
    d.para("2.1 The Seller will sell and the Buyer will buy the Property for the Purchase Price.")
    d.para("2.2 The Seller shall construct the Dwelling in a good and workmanlike manner in accordance with "
           "planning permission WD/2024/1187/F granted by Wealden District Council on 3 July 2024, the "
           "Building Regulations 2010 and the Specification annexed as Annexure B, subject to such minor "
           "variations as do not materially reduce the size or value of the Property.")
    d.head("3. TITLE")
    d.para("3.1 Title to the Property has been deduced and the Buyer shall raise no requisitions. The "
           "Property is sold subject to the matters contained or referred to in the property and charges "
           "registers of title number ESX318842 as at 11:42:07 on 2 February 2026, save for financial "
           "charges.")
    d.head("4. PURCHASE PRICE AND STAGE PAYMENTS")
    d.para("4.1 The Buyer shall pay the Purchase Price to the Seller's Solicitors by instalments in the "
           "amounts and at the times shown in the following table (the “Table of Stage Payments”). Each "
           "instalment shall be paid in cleared funds to client account 71829304, sort code 40-11-62, "
           "quoting reference FM/047.")
    tbl = [["Sum (£)", "Instalment", "% of Price", "When payable"]]
    for s in stages[:2]:
        tbl.append([gbp(s["amount"], False), s["label"], "%g" % s["pct"], s["when"]])
    dep_total = stages[0]["amount"] + stages[1]["amount"]
    tbl.append([gbp(dep_total, False), "Total Deposit (sub-total)", "%g" % (stages[0]["pct"] + stages[1]["pct"]),
                "—"])
    for s in stages[2:]:
        tbl.append([gbp(s["amount"], False), s["label"], "%g" % s["pct"], s["when"]])
    tbl.append([gbp(price, False), "TOTAL", "100", ""])
    tbl.append(["* Held by the Seller's Solicitors as stakeholder until Completion.   † Held as agent for the "
                "Seller and may be released to the Seller in accordance with clause 4.3.", "", "", ""])
    t = d.table(tbl, bold_rows=(0, 3, len(tbl) - 2))
    last = t.rows[len(tbl) - 1]
    merged = merge(last.cells[0], last.cells[3])
    for r in merged.paragraphs[0].runs:
        r.italic = True
    d.para("")
    d.para("4.2 The First Deposit and the Second Deposit together form the Deposit for the purposes of "
           "Condition 2.2. Condition 2.2.6 is varied accordingly.")
    d.para("4.3 The Second Deposit may be released by the Seller's Solicitors to the Seller for use in the "
           "purchase of the Property or of another property in England and Wales in a related chain.")
    d.para("4.4 The Buyer acknowledges that the Roof Stage Payment becomes due whether or not the Buyer has "
           "inspected the Dwelling, and that the Fixed Date Payment is payable on its date irrespective of the "
           "progress of the works.")
    d.head("5. SUMS PAYABLE IN ADDITION TO THE PRICE")
    d.para("5.1 On exchange the Buyer shall pay to the Seller, in addition to the Purchase Price, the Seller's "
           "administration fee of " + gbp(admin_fee) + " (inclusive of VAT) for the preparation of the "
           "contract pack and plot searches.")
    d.para("5.2 Optional extras chosen by the Buyer (Extras Order Form EO-47-02) were ordered and paid for "
           "under a separate agreement dated 21 January 2026. They do not form part of the Purchase Price "
           "and nothing further is payable for them under this Contract.")
    d.head("6. LATE PAYMENT")
    d.para("6.1 If any instalment is not paid on its due date the Buyer shall pay interest on it at the "
           "Contract Rate from the due date until actual payment. If any instalment remains unpaid for 21 "
           "days the Seller may serve a notice to complete under Condition 6.8.")
    d.head("7. COMPLETION")
    d.para("7.1 Completion shall take place on the later of (a) the tenth Working Day after the Seller's "
           "Solicitors notify the Buyer's Solicitors that the Dwelling is complete and that a Warranty "
           "Provider cover note has been issued, and (b) 1 December 2026.")
    d.para("7.2 If the Dwelling has not been completed by the Long Stop Date either party may rescind this "
           "Contract by notice, whereupon the Deposit and every other instalment paid shall be repaid to "
           "the Buyer with interest actually earned, and neither party shall have any further claim.")
    d.head("8. WARRANTY")
    d.para("8.1 The Dwelling will have the benefit of a ten-year Buildmark policy from the Warranty Provider. "
           "For the first two years the Seller will remedy defects notified to it in writing.")
    d.head("9. ESTATE MANAGEMENT")
    d.para("9.1 The open spaces at Foxley Meadows will be transferred to Foxley Meadows Management Company "
           "Limited (company number 14788213). From Completion the Buyer will pay that company an estate "
           "charge, estimated for the year 2027 at £236.00 per annum. The estate charge is payable to the "
           "management company and not to the Seller, and is not part of the Purchase Price.")
    d.head("10. BUYER'S DEFAULT")
    d.para("10.1 If the Buyer fails to complete in accordance with a notice to complete the Seller may "
           "rescind this Contract, forfeit and keep the Deposit (being 10 per cent of the Purchase Price) "
           "and resell the Property, and Condition 7.4 applies.")
    d.head("11. GOVERNING LAW")
    d.para("11.1 This Contract is governed by the law of England and Wales and the parties submit to the "
           "exclusive jurisdiction of its courts.")
    d.para("")
    d.para("Signed by or on behalf of the Seller ...................................................")
    d.para("Signed by the Buyer ...................................................   ...................................................")
    write("01_ashdown_stage_table", d, rows)


# ============================================================================ 02 Kingfisher
def ag02():
    price = 685000.00
    reservation_fee = 2500.00
    admin_fee = 450.00
    first = dict(no=1, pct=10, date=None)
    series_start = dt.date(2027, 3, 15)
    series = [dict(no=2 + i, pct=5, date=add_months(series_start, 6 * i)) for i in range(2)]
    bal = dict(no=4, pct=80, date=None)
    pays = [first] + series + [bal]
    for p in pays:
        p["amount"] = pct_of(price, p["pct"])

    rows = [row("Reservation Fee", reservation_fee, fee=True),
            row("Administration Fee", admin_fee, fee=True),
            row("Payment No. 1 (on exchange)", first["amount"], first["pct"])]
    for i, s in enumerate(series):
        rows.append(row("Payment No. %d — Instalment %d of 2" % (s["no"], i + 1), s["amount"], s["pct"], s["date"]))
    rows.append(row("Payment No. 4 (balance on Completion)", bal["amount"], bal["pct"]))
    check(rows, price)

    d = Doc("HP/RES/KQ/B1204  —  Kingfisher Quay Phase 2",
            "Harrow & Pell LLP · 88 Gracechurch Street, London EC3V 0DN · Agreement for Lease (off-plan) "
            "v4.2 · 27/01/2026", font="Arial", size=10)
    d.title("AGREEMENT FOR LEASE", 15)
    d.para("Apartment B12.04, Kingfisher Quay, Creekside, London SE8", align="center")
    d.para("THIS AGREEMENT is dated                                   2026")
    d.head("PARTIES")
    d.para("(1) THAMESIDE RESIDENTIAL (DEPTFORD) LIMITED incorporated and registered in England and Wales "
           "with company number 12904417 whose registered office is at 5th Floor, 30 Lombard Street, London "
           "EC3V 9BQ (the “Seller”); and")
    d.para("(2) MEI LIN TAN and JONATHAN ALEXANDER REEVE of Flat 3, 41 Malvern Road, London E8 3LP (the "
           "“Buyer”).")
    d.head("BACKGROUND")
    d.para("(A) The Seller is the registered proprietor of the freehold of the Building and is constructing "
           "Phase 2 of the Kingfisher Quay development, comprising 214 apartments over 19 storeys.")
    d.para("(B) The Seller has agreed to grant and the Buyer has agreed to take a lease of the Apartment on "
           "the terms of this agreement.")
    d.head("1. DEFINITIONS")
    d.para("1.1 “Apartment” means the two-bedroom apartment numbered B12.04 on the twelfth floor of the "
           "Building having a net internal area of approximately 74.1 m² (798 sq ft), together with bicycle "
           "store space BS-117; “Building” means Block B, Kingfisher Quay, registered at HM Land Registry "
           "under title number TGL502219; “Completion Date” means the date on which completion of the Lease "
           "takes place under clause 6; “Lease” means a lease of the Apartment for a term of 999 years from "
           "and including 1 January 2025 at a peppercorn rent in the form of the Draft Lease; “Price” means "
           "the premium payable for the grant of the Lease, being the sum stated in clause 4.1; “Seller's "
           "Solicitors” means Harrow & Pell LLP (SRA number 603114).")
    d.para("1.2 Clause headings do not affect interpretation. “Including” means including without limitation.")
    d.head("2. AGREEMENT TO GRANT THE LEASE")
    d.para("2.1 The Seller shall grant and the Buyer shall accept the Lease on the Completion Date in "
           "consideration of the Price and the covenants in the Lease.")
    d.para("2.2 The Standard Commercial Property Conditions do not apply. Part 1 of the Standard Conditions "
           "of Sale (Fifth Edition – 2018 Revision) applies save for Conditions 2.2, 6.1.2 and 7.")
    d.head("3. FEES AND CHARGES PAYABLE BY THE BUYER")
    d.para("3.1 On the date of this agreement the Buyer shall pay to the Seller a reservation fee of "
           + gbp(reservation_fee, True).replace(".00", "") + " (the “Reservation Fee”). The Reservation Fee "
           "is non-refundable, is paid in consideration of the Seller withdrawing the Apartment from the "
           "market, and shall not be credited against the Price.")
    d.para("3.2 The Buyer shall also pay to the Seller on exchange an administration fee of "
           + words(admin_fee) + " pounds (" + gbp(admin_fee) + ") towards the cost of opening the Buyer's "
           "service charge account with the managing agent.")
    d.para("3.3 For the avoidance of doubt, neither sum referred to in this clause 3 forms part of the Price.")
    d.head("4. THE PRICE")
    d.para("4.1 The Price is " + gbp(price).replace(".00", "") + " (" + words(price) + " pounds).")
    d.para("4.2 The Buyer shall pay the Price to the Seller's Solicitors by the following instalments:")
    d.para("(a) Payment No. 1 — ten per centum (10%) of the Price, being " + gbp(first["amount"])
           + ", on exchange of this agreement;", indent=24)
    d.para("(b) Payments No. 2 and No. 3 — two further instalments each of five per centum (5%) of the "
           "Price (" + gbp(series[0]["amount"]) + " each), payable at intervals of six months, the first of them "
           "falling due on " + ord_date(series_start) + "; and", indent=24)
    d.para("(c) Payment No. 4 — the balance of the Price, namely eighty per centum (80%) of it ("
           + gbp(bal["amount"]) + "), on the Completion Date.", indent=24)
    d.para("4.3 Payments No. 1, No. 2 and No. 3 together constitute the deposit (the “Deposit”), amounting "
           "in aggregate to twenty per centum of the Price, and shall be held by the Seller's Solicitors as "
           "stakeholder pending Completion, save that the Seller may draw down the Deposit against a deposit "
           "guarantee bond issued by Cresswell Surety plc (bond no. CS/88412/26).")
    d.para("4.4 All payments shall be made by CHAPS transfer so as to be received by 2.00 p.m. on the due day. "
           "If a due day is not a working day, payment shall be made on the preceding working day.")
    d.head("5. THE WORKS")
    d.para("5.1 The Seller shall carry out the Works diligently and procure that Practical Completion occurs "
           "on or before 30 June 2029 (the “Long Stop Date”). The Seller currently anticipates Practical "
           "Completion in the fourth quarter of 2028, but that estimate is given for information only.")
    d.para("5.2 The Seller may make variations to the Works provided that the net internal area of the "
           "Apartment is not reduced by more than 3 per cent.")
    d.head("6. COMPLETION")
    d.para("6.1 Completion shall take place on the date 10 working days after the Seller's Solicitors give "
           "notice that Practical Completion has occurred and that the Building Safety Regulator has issued a "
           "completion certificate.")
    d.head("7. LATE PAYMENT AND BUYER DEFAULT")
    d.para("7.1 Any sum not paid on its due date carries interest at 4% per annum above the base rate of HSBC "
           "UK Bank plc from the due date until payment.")
    d.para("7.2 If Payment No. 2 or Payment No. 3 remains unpaid 21 days after its due date, the Seller may "
           "terminate this agreement by notice. On termination the Seller may retain from the Deposit an "
           "amount equal to 10% of the Price (" + gbp(pct_of(price, 10)) + ") and shall repay the balance of the "
           "Deposit, without interest, within 28 days.")
    d.head("8. SERVICE CHARGE")
    d.para("8.1 The estimated service charge for the first year after Completion is £3,910.20 (calculated at "
           "£4.90 per sq ft of net internal area). It is payable to the managing agent under the Lease and is "
           "not payable under this agreement.")
    d.head("9. TAXES")
    d.para("9.1 The Buyer is solely responsible for any Stamp Duty Land Tax arising on the grant of the Lease "
           "and for its own legal costs.")
    d.head("10. GOVERNING LAW")
    d.para("10.1 This agreement and any dispute arising from it are governed by the law of England and Wales.")
    d.para("")
    d.head("SCHEDULE 3 — SUMMARY OF PAYMENTS OF THE PRICE")
    d.para("This summary reproduces clause 4.2 for convenience. If it is inconsistent with clause 4.2, clause "
           "4.2 prevails.", italic=True)
    tbl = [["Payment", "Due", "Percentage of Price", "Amount"]]
    tbl.append(["No. 1", "Exchange", "10.0%", gbp(first["amount"])])
    for s in series:
        tbl.append(["No. %d" % s["no"], ord_date(s["date"]), "5.0%", gbp(s["amount"])])
    tbl.append(["No. 4", "Completion Date", "80.0%", gbp(bal["amount"])])
    tbl.append(["", "", "100.0%", gbp(price)])
    d.table(tbl, bold_rows=(0, len(tbl) - 1))
    d.para("Note: the Reservation Fee and the administration fee under clause 3 are payable in addition to the "
           "Price and are not shown in this summary.", italic=True)
    d.para("")
    d.para("Executed as a deed by THAMESIDE RESIDENTIAL (DEPTFORD) LIMITED acting by a director in the presence "
           "of a witness.")
    d.para("Signed as a deed by MEI LIN TAN and JONATHAN ALEXANDER REEVE in the presence of a witness.")
    write("02_kingfisher_clauses_summary", d, rows)


# ============================================================================ 03 Hollins Brook
def ag03():
    price = 1275000.00
    legal_fee = 1150.00
    warranty_fee = 895.00
    stages = [
        dict(desc="Plot transfer and commencement\n(land element of the Contract Sum)", pct=20,
             due="On signing of this Agreement", date=None),
        dict(desc="Foundations and oversite slab\ncomplete and signed off by Building Control", pct=12.5,
             due="On certification", date=None),
        dict(desc="Fixed payment (ground floor\nstructure)", pct=12.5, date=dt.date(2027, 1, 15)),
        dict(desc="Wind and watertight\n(roof covered, windows installed)", pct=15, due="On certification",
             date=None),
        dict(desc="First fix complete (electrical,\nplumbing, joinery)", pct=10, date=dt.date(2027, 6, 30)),
        dict(desc="Practical Completion and handover\nof the keys", pct=25, due="On Practical Completion",
             date=None),
        dict(desc="Retention release", pct=5,
             due="Six months after Practical Completion", date=None, post=True),
    ]
    for s in stages:
        s["amount"] = pct_of(price, s["pct"])
        if s["date"] is not None:
            s["due"] = ord_date(s["date"])
    rows = [row("Legal and administration fee", legal_fee, fee=True)]
    for s in stages:
        rows.append(row(s["desc"].replace("\n", " "), s["amount"], s["pct"], s["date"], post=s.get("post", False)))
    rows.append(row("Warranty registration fee", warranty_fee, fee=True))
    check(rows, price)

    d = Doc("GARSIDE WHITLOW SOLICITORS — Ref GW/CB/2291/7  —  Plot 3, Hollins Brook Lane, Heptonstall",
            "Hollins Brook Custom Homes Ltd · Custom Build Agreement · Issue C · Schedules 1–3 attached · "
            "Registered in England No. 13370982", font="Calibri", size=10.5)
    d.title("CUSTOM BUILD AGREEMENT", 15)
    d.para("(Plot sale and construction of a detached dwelling)", align="center")
    d.para("Between HOLLINS BROOK CUSTOM HOMES LTD of Mill House, 2 Crossley Street, Hebden Bridge HX7 8AB "
           "(the “Company”) and OLUWASEUN ADEYEMI and CATHERINE ROSE ADEYEMI of 17 Beech Grove, Harrogate "
           "HG2 0ET (the “Client”).")
    d.head("AGREED TERMS")
    d.head("1. What this agreement covers")
    d.para("1.1 The Company will transfer Plot 3, Hollins Brook Lane, Heptonstall (title number WYK948201, "
           "site area 0.21 hectares) to the Client and will build on it a detached four-bedroom dwelling of "
           "approximately 248 m² gross internal floor area to the Client's approved design (drawing set "
           "HB3-A-100 to HB3-A-131, revision D).")
    d.para("1.2 The all-in price for the Plot and the Works is " + gbp(price).replace(".00", "") + " (the "
           "“Contract Sum”). The Contract Sum is fixed, save for variations instructed in writing under "
           "clause 8, and includes VAT, which is charged at the zero rate on the construction of a new "
           "dwelling.")
    d.head("2. Planning and community infrastructure levy")
    d.para("2.1 Planning permission 24/00731/FUL was granted by Calderdale Council on 19 September 2024. The "
           "Client has obtained a self-build exemption from the community infrastructure levy that would "
           "otherwise have been payable in the sum of £23,481.60, and will comply with the three-year "
           "occupation requirement.")
    d.head("3. Programme")
    d.para("3.1 The Company will start on site within 20 working days after signing and expects to reach "
           "Practical Completion 16 months later. Liquidated damages for late completion are payable by the "
           "Company at £350 per week, capped at 5% of the Contract Sum.")
    d.head("4. Fees payable on signing")
    d.para("4.1 On signing this agreement the Client will pay to the Company, in addition to the Contract "
           "Sum, the Company's legal and administration fee of " + gbp(legal_fee) + ". That fee covers the "
           "preparation of the transfer and the plot searches; it is not refundable.")
    d.head("5. Paying the Contract Sum")
    d.para("5.1 The Client will pay the Contract Sum in the stages shown below. A stage shown as “On "
           "certification” falls due 14 days after the Company's surveyor issues a stage certificate for it; "
           "a stage shown with a date falls due on that date whatever the state of the Works.")
    tbl = [["SCHEDULE OF STAGE PAYMENTS  (Contract Sum £1,275,000)", "", "", ""],
           ["Due Date", "Amount (GBP)", "Stage Description", "Percentage"]]
    for i, s in enumerate(stages):
        tbl.append([s["due"], gbp(s["amount"], False), "Stage %d: " % (i + 1) + s["desc"], pct_txt(s["pct"])])
        if i == 5:
            pre = sum(x["amount"] for x in stages[:6])
            tbl.append(["", gbp(pre, False), "Sub-total up to Practical Completion",
                        pct_txt(sum(x["pct"] for x in stages[:6]))])
    t = d.table(tbl, bold_rows=(0, 1, 8))
    merge(t.rows[0].cells[0], t.rows[0].cells[3])
    d.para("")
    d.para("5.2 Stage 7 is a retention held by the Client and released at the end of the six-month "
           "rectification period that starts on Practical Completion, provided the Company has made good all "
           "snagging items notified to it.")
    d.para("5.3 Payments are to be made to the Company's account at Yorkshire Building Society (account "
           "number 30882145, sort code 60-95-11). Late payments carry interest at 5% per year above the Bank of "
           "England base rate.")
    d.head("6. Provisional sums")
    d.para("6.1 The Contract Sum already includes the following provisional (PC) allowances. If the Client's "
           "selections cost more or less, the difference is added or deducted at the final account; no "
           "separate payment is due for them under clause 5.")
    pc = [["Item", "Allowance included in Contract Sum"],
          ["Kitchen and appliances", "£18,000.00"],
          ["Sanitaryware and brassware", "£9,500.00"],
          ["Floor finishes", "£7,200.00"],
          ["Soft landscaping", "£5,000.00"]]
    d.table(pc)
    d.para("")
    d.head("7. Insurance")
    d.para("7.1 The Company will insure the Works for their full reinstatement value until Practical "
           "Completion, with an excess not exceeding £2,500 per claim.")
    d.head("8. Variations")
    d.para("8.1 The Client may instruct variations in writing. The Company will price each variation within "
           "10 working days; a priced variation becomes part of the Contract Sum once agreed.")
    d.head("9. Structural warranty")
    d.para("9.1 The Company will register the dwelling with LABC Warranty for a ten-year structural warranty.")
    d.para("9.2 The Client will reimburse the warranty registration fee charged by the provider, which is "
           "Eight Hundred and Ninety-Five Pounds (" + gbp(warranty_fee) + "), on the date the Company "
           "registers the plot. It is payable in addition to the Contract Sum.")
    d.head("10. Ending this agreement")
    d.para("10.1 If the Client fails to pay a stage within 28 days of its due date, the Company may suspend "
           "the Works and, after a further 14 days, end this agreement. The Company may then keep payments for "
           "work done and the land element, and must refund any balance within 30 days, less 2.5% of the "
           "Contract Sum for its costs.")
    d.head("11. Law")
    d.para("11.1 English law governs this agreement. Disputes go first to adjudication under the Scheme for "
           "Construction Contracts (England and Wales) Regulations 1998.")
    d.para("")
    d.para("Signed for the Company: ......................................   Date: ....................")
    d.para("Signed by the Client:   ......................................   Date: ....................")
    write("03_hollins_custom_build", d, rows)


if __name__ == "__main__":
    ag01()
    ag02()
    ag03()
