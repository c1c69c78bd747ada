#!/usr/bin/env python3
"""Generate the adversarial_mixed_r4 agreements (.txt, .docx, .pdf) and their expected plans.

Standalone: stdlib + reportlab + python-docx. Each agreement is built from row
data; the same data renders the document and the expected JSON.
"""
import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from docx import Document  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Pt  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    return (D(price) * D(pct) / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def ordinal(n):
    return "%d%s" % (n, "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def long_date(d, ordinal_day=False):
    return "%s %s %d" % (ordinal(d.day) if ordinal_day else d.day, MONTHS[d.month - 1], d.year)


def money(a, dec=False):
    a = D(a)
    return "{:,.2f}".format(a) if dec or a != a.to_integral_value() else "{:,.0f}".format(a)


def inr(a):
    """Indian digit grouping: 12850000 -> 1,28,50,000."""
    a = D(a)
    whole = int(a)
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
    cents = a - whole
    return s if cents == 0 else s + ("%.2f" % cents)[1:]


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
        "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def words(n):
    n = int(n)
    if n == 0:
        return "Zero"
    out = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= value:
            chunk, n = divmod(n, value)
            part = []
            h, r = divmod(chunk, 100)
            if h:
                part.append(ONES[h] + " Hundred")
            if r:
                part.append(ONES[r] if r < 20 else TENS[r // 10] + ("-" + ONES[r % 10] if r % 10 else ""))
            out.append(" ".join(part) + (" " + name if name else ""))
    return " ".join(out)


def row(desc, amount, pct=0, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, amount=D(amount), pct=D(pct), due=due, fee=fee, post=post)
    r.update(extra)
    return r


def expected(rows):
    return [{
        "amount": float(r["amount"]),
        "dueDate": jdate(r["due"]),
        "description": r["desc"],
        "percentage": float(r["pct"]),
        "isFee": r["fee"],
        "postHandover": r["post"],
        "status": "pending",
    } for r in rows]


def check_plan(price, rows):
    plan = [r for r in rows if not r["fee"]]
    assert sum(r["amount"] for r in plan) == D(price), (sum(r["amount"] for r in plan), price)
    if all(r["pct"] for r in plan):
        assert sum(r["pct"] for r in plan) == 100
    for r in rows:
        if r["pct"]:
            assert pct_of(price, r["pct"]) == r["amount"], r


def write_json(slug, rows):
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected(rows), f, indent=2, ensure_ascii=False)
        f.write("\n")


# ---------------------------------------------------------------------------
# 01 (.txt) Dubai: particulars full of numbers, plan table with the DLD fee as
#      row 2, plan restated in prose in a different order, DLD fee restated,
#      a new admin fee after everything, forfeiture/refund/commission clauses.
# ---------------------------------------------------------------------------
def agreement_01():
    price = D("2450000")
    plan = [
        row("Down Payment", pct_of(price, 10), 10, None, label="Down Payment (on signing of this SPA)",
            when="on signing"),
        row("DLD Registration Fee", pct_of(price, 4), 4, None, fee=True, label="DLD Registration Fee*",
            when="within 30 days"),
        row("2nd Instalment", pct_of(price, 10), 10, date(2026, 6, 15)),
        row("3rd Instalment", pct_of(price, 10), 10, date(2026, 12, 15)),
        row("4th Instalment", pct_of(price, 10), 10, None, label="4th Instalment - 50% construction**",
            when="on certification"),
        row("5th Instalment", pct_of(price, 10), 10, date(2027, 9, 15)),
        row("On Handover", pct_of(price, 20), 20, None, label="On Handover (Completion Date)", when="on handover"),
        row("1st Post-Handover Instalment", pct_of(price, 10), 10, date(2029, 3, 15), post=True),
        row("2nd Post-Handover Instalment", pct_of(price, 10), 10, date(2029, 9, 15), post=True),
        row("3rd Post-Handover Instalment", pct_of(price, 10), 10, date(2030, 3, 15), post=True),
    ]
    admin = row("Oqood administration fee", D("5250"), 0, None, fee=True)
    rows = plan + [admin]
    check_plan(price, rows)
    dld = plan[1]

    def dt(d):
        return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)

    lines = [" #  | Milestone                                 | Due              |  %  |       AED",
             "----+-------------------------------------------+------------------+-----+-----------"]
    for i, r in enumerate(plan, 1):
        lines.append(" %-2d | %-41s | %-16s | %3s | %9s" % (
            i, r.get("label", r["desc"]), dt(r["due"]) if r["due"] else r["when"], "%d" % r["pct"],
            money(r["amount"])))
    lines.append("----+-------------------------------------------+------------------+-----+-----------")
    lines.append("    | Total Purchase Price (excluding row 2)    |                  | 100 | %9s" % money(price))
    table = "\n".join("   " + x for x in lines)
    post = [r for r in plan if r["post"]]

    text = f"""HARBOURLINE PROPERTIES LLC                                   SPA No. HPL/MCR/1207/0093
                                                             RERA Project No. 2187

                      AGREEMENT FOR SALE AND PURCHASE
                  (Off-Plan Residential Unit - Marina Crest Residences)

PART A - PARTICULARS

Item 1   Seller            Harbourline Properties LLC, Trade Licence No. 771245 (Dubai),
                           P.O. Box 118877, Dubai, United Arab Emirates
Item 2   Purchaser         Ms. Elena Marchetti, Italian national, Passport No. YA4418207,
                           Via Giulia 112, 00186 Rome, Italy; mobile +39 347 552 1093
Item 3   Project           Marina Crest Residences, Plot No. 392-0617, Dubai Marina
Item 4   Escrow Account    No. 1015-774512-001 with Emirates NBD Bank PJSC
Item 5   Unit              Unit 1207, Level 12 (Type 2B-C), with 1 parking bay (No. B2-088)
Item 6   Unit Area         1,184.36 sq. ft (110.03 sq. m), approximately
Item 7   Purchase Price    AED {money(price)} (Two Million Four Hundred Fifty Thousand UAE
                           Dirhams), i.e. approx. AED 2,068.63 per sq. ft
Item 8   Anticipated       30 September 2028, subject to clause 8
         Completion Date
Item 9   Service Charges   Estimated at AED 17.50 per sq. ft per annum (2029 budget)
Item 10  Date of SPA       12 February 2026
Item 11  Payment Plan      See the table below.

{table}

   *  Row 2 is not part of the Purchase Price. It is collected by the Seller on behalf of
      the Dubai Land Department within 30 days of the Date of SPA.
   ** Payable within 14 days of the Seller's notice enclosing the Project consultant's
      certificate that 50% of the construction works have been completed.

PART B - TERMS AND CONDITIONS

1.  DEFINITIONS
    In this Agreement, "Completion Date" means the date on which the Seller notifies the
    Purchaser that the Unit is ready for handover; "Land Department" means the Dubai Land
    Department; "Law" means Law No. 13 of 2008 regulating the Interim Real Estate Register
    in the Emirate of Dubai, as amended by Law No. 9 of 2009 and Law No. 19 of 2020.

2.  SALE
    The Seller agrees to sell and the Purchaser agrees to purchase the Unit for the
    Purchase Price, free from encumbrances, on the terms of this Agreement.

3.  CONSTRUCTION
    The Seller shall construct the Project substantially in accordance with the plans and
    specifications in Schedule 1. Variations in the Unit Area of up to 5% shall not affect
    the Purchase Price.

4.  TITLE
    Title to the Unit shall pass to the Purchaser upon payment of the Purchase Price in
    full and registration of the Unit in the Land Department's register.

5.  ESCROW
    All instalments of the Purchase Price shall be paid into the Escrow Account referred to
    in Item 4. Payments made to any other account do not discharge the Purchaser.

6.  PAYMENT OF THE PURCHASE PRICE
6.1 The Purchaser shall pay the Purchase Price in accordance with Item 11, namely: ten per
    cent (10%) on signing; ten per cent (10%) on each of {long_date(plan[2]["due"], True)},
    {long_date(plan[3]["due"], True)} and {long_date(plan[5]["due"], True)}; ten per cent (10%) upon
    certification that 50% of the construction works are complete; twenty per cent (20%) on
    the Completion Date; and the remaining thirty per cent (30%) in three equal post-handover
    instalments of AED {money(post[0]["amount"])} each, falling due on {long_date(post[0]["due"], True)},
    {long_date(post[1]["due"], True)} and {long_date(post[2]["due"], True)}.
6.2 Time of payment is of the essence. Amounts not paid when due bear a late payment charge
    of 2% per month, calculated daily, until paid in full.

7.  FEES
7.1 The Land Department registration fee equals four per cent (4%) of the Purchase Price,
    being AED {money(dld["amount"])}, as shown in row 2 of the Payment Plan, and is payable by the
    Purchaser within thirty (30) days of the Date of SPA.
7.2 In addition, the Purchaser shall pay to the Seller on signing this Agreement an Oqood
    administration fee of AED {money(admin["amount"])} (Five Thousand Two Hundred Fifty Dirhams),
    inclusive of VAT.
7.3 Any resale of the Unit before the Completion Date requires the Seller's no objection
    certificate, issued against the Seller's then-current fee.

8.  COMPLETION
    The Seller may extend the Anticipated Completion Date by up to twelve (12) months. The
    Purchaser shall take handover within 30 days of the Completion Date notice.

9.  DELAY
    If completion is delayed by more than twelve (12) months beyond the Anticipated
    Completion Date, the Purchaser may terminate and recover the amounts paid, with
    interest at 3% per annum.

10. PURCHASER DEFAULT AND FORFEITURE
10.1 If the Purchaser fails to pay any instalment within 30 days of its due date, the
     Seller shall notify the Land Department, which shall grant the Purchaser a period of
     30 days to remedy the default.
10.2 If the default is not remedied, the Seller may, in accordance with Article 11 of the
     Law: (a) where construction is more than 80% complete, retain the amounts paid and
     sell the Unit to recover the balance; (b) where construction is between 60% and 80%
     complete, terminate and retain up to 40% of the Purchase Price; (c) where construction
     is less than 60% complete, terminate and retain up to 25% of the Purchase Price; and
     (d) where construction has not started, retain up to 30% of the amounts paid.
10.3 Any balance refundable to the Purchaser shall be paid in two tranches: 50% within 30
     days of the resale of the Unit and 50% within 90 days of that resale.

11. AGENTS
    The Seller shall pay the commission of its agent, Coastline Realty (ORN 22871), at 2%
    of the Purchase Price (AED 49,000). No commission is payable by the Purchaser.

12. ASSIGNMENT
    The Purchaser may assign this Agreement only after paying at least 30% of the Purchase
    Price and subject to clause 7.3.

13. GOVERNING LAW
    This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of
    the UAE as applicable there, and the Dubai Courts have jurisdiction.

Signed at Dubai on 12 February 2026.

Seller: __________________________        Purchaser: __________________________
                                                           SPA HPL/MCR/1207/0093 - page 1 of 1
"""
    slug = "01_dubai_restated_plan_and_fees"
    with open(os.path.join(HERE, slug + ".txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    write_json(slug, rows)


# ---------------------------------------------------------------------------
# 02 (.docx) Pune: construction-linked plan in a Word table (amount before
#      label, % last), a row split over two table rows, a subtotal and a notes
#      row; statutory charges before the plan, other charges after it, and a
#      summary clause restating everything.
# ---------------------------------------------------------------------------
def agreement_02():
    price = D("12850000")
    stamp = row("Stamp duty", pct_of(price, 6), 6, None, fee=True)
    regn = row("Registration charges", D("30000"), 0, None, fee=True)
    plan = [
        row("Booking amount", pct_of(price, 10), 10, date(2026, 3, 15),
            label=["Booking amount, payable on or prior to 15/03/2026"]),
        row("Within 30 days of execution and registration of this Agreement", pct_of(price, 20), 20, None),
        row("On completion of the plinth of the building", pct_of(price, 15), 15, None),
        row("On completion of the 4th slab", pct_of(price, 5), 5, None),
        row("On completion of the 8th slab", pct_of(price, 5), 5, None),
        row("On completion of the 12th slab", pct_of(price, 5), 5, None),
        row("On completion of the 16th slab (slab above the said Flat)", pct_of(price, 5), 5, None),
        row("On completion of the walls, internal plaster, floorings, doors and windows of the said Flat",
            pct_of(price, 5), 5, None),
        row("On completion of the sanitary fittings, staircases and lift wells up to the floor level of the said Flat",
            pct_of(price, 5), 5, None,
            label=["On completion of the sanitary fittings, staircases,",
                   "lift wells up to the floor level of the said Flat"]),
        row("On completion of the external plumbing, external plaster, elevation and terraces with waterproofing",
            pct_of(price, 10), 10, None),
        row("On completion of the lifts, water pumps, electrical fittings and entrance lobby", pct_of(price, 5), 5,
            None),
        row("On possession of the said Flat, on or after receipt of the occupancy certificate", pct_of(price, 10),
            10, None),
    ]
    legal = row("Legal charges", D("25000"), 0, None, fee=True)
    maint = row("Advance maintenance charges (24 months)", D("102600"), 0, None, fee=True)
    assert D(24) * D("4.50") * D(950) == maint["amount"]
    rows = [stamp, regn] + plan + [legal, maint]
    check_plan(price, rows)

    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    sec = doc.sections[0]
    sec.header.paragraphs[0].text = "Agreement No. SSD/AUR-II/B-1603/2026          MahaRERA Reg. No. P52100051234"
    sec.footer.paragraphs[0].text = "Flat B-1603 | Sahyadri Aurum - Phase II | Baner, Pune 411045 | Sheet 1 of 4"

    def para(text, bold=False, center=False, size=None):
        p = doc.add_paragraph()
        r = p.add_run(text)
        r.bold = bold
        if size:
            r.font.size = Pt(size)
        if center:
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return p

    para("AGREEMENT FOR SALE", bold=True, center=True, size=15)
    para("(Under Section 13 of the Real Estate (Regulation and Development) Act, 2016)", center=True)
    para("THIS AGREEMENT FOR SALE is made and entered into at Pune on this 10th day of March 2026")
    para("BETWEEN", bold=True, center=True)
    para("SAHYADRI SKYLINE DEVELOPERS PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, "
         "CIN U45200PN2018PTC176543, PAN AAKCS1234F, having its registered office at Office No. 501, Ganga "
         "Trueno, Airport Road, Viman Nagar, Pune 411014, through its authorised signatory Mr. Rohit Deshpande, "
         "hereinafter called \"the Promoter\" (which expression shall include its successors and assigns) "
         "of the ONE PART;")
    para("AND", bold=True, center=True)
    para("MS. ANANYA RAO, aged about 34 years, PAN BQRPR4472K, Aadhaar No. XXXX XXXX 6621, residing at Flat 12, "
         "Shivneri Apartments, Aundh, Pune 411007, hereinafter called \"the Allottee\" of the OTHER PART.")
    para("WHEREAS:", bold=True)
    para("A. The Promoter is the owner of land bearing Survey No. 124/2A and 125/1 (part), admeasuring in aggregate "
         "14,200 sq. m, situate at village Baner, Taluka Haveli, District Pune (\"the said Land\").")
    para("B. The Pune Municipal Corporation has granted Commencement Certificate No. CC/1234/2024 dated 12/08/2024 "
         "for construction of Building B, consisting of 2 basements, stilt and 22 upper floors.")
    para("C. The Promoter has registered the project \"Sahyadri Aurum - Phase II\" with the Maharashtra Real "
         "Estate Regulatory Authority under No. P52100051234 on 03/09/2024.")
    para("D. The Allottee applied for an apartment in the project and the Promoter has agreed to sell the said "
         "Flat on the terms below.")
    para("NOW THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES HERETO AS FOLLOWS:",
         bold=True)
    para("1. THE FLAT AND THE TOTAL PRICE", bold=True)
    para("1.1 The Promoter agrees to sell to the Allottee Flat No. B-1603 on the 16th floor of Building B, having a "
         "carpet area of 78.60 sq. m (846.04 sq. ft) together with an exclusive balcony of 6.20 sq. m, and the "
         "right to use covered car parking space No. P-2-57 (\"the said Flat\").")
    para("1.2 The total price of the said Flat is ₹ %s (Rupees One Crore Twenty-Eight Lakh Fifty Thousand only) "
         "(\"the Total Price\"), being ₹ 1,18,50,000 for the said Flat, calculated at ₹ 1,50,763.36 per sq. m "
         "of carpet area, and ₹ 10,00,000 for the covered car parking space. The Total Price is inclusive of "
         "GST at the rate applicable on the date of this Agreement." % inr(price))
    para("1.3 The Total Price is escalation-free, save for increases in development charges levied by the "
         "competent authority, which shall be supported by the relevant notification.")
    para("2. STATUTORY CHARGES", bold=True)
    para("2.1 Over and above the Total Price, the Allottee shall bear the stamp duty on this Agreement at 6%% of "
         "the Total Price, i.e. ₹ %s, and the registration charges of ₹ %s, both payable on or before "
         "the registration of this Agreement before the Sub-Registrar, Haveli No. 11."
         % (inr(stamp["amount"]), inr(regn["amount"])))
    para("3. PAYMENT SCHEDULE", bold=True)
    para("3.1 The Allottee shall pay the Total Price to the Promoter in the following manner, by cheque, "
         "demand draft or RTGS to the designated RERA collection account No. 50200087741236 with HDFC Bank, "
         "Baner branch (IFSC HDFC0001742):")

    table = doc.add_table(rows=1, cols=4)
    table.style = "Table Grid"
    hdr = table.rows[0].cells
    for c, h in zip(hdr, ["Sr.", "Amount (₹)", "Stage / Milestone", "% of Total Price"]):
        c.text = ""
        c.paragraphs[0].add_run(h).bold = True

    def add(cells):
        rc = table.add_row().cells
        for c, v in zip(rc, cells):
            c.text = v
        return rc

    for i, r in enumerate(plan, 1):
        lab = r.get("label") or [r["desc"]]
        add([str(i), inr(r["amount"]), lab[0], "%d%%" % r["pct"]])
        for extra in lab[1:]:
            add(["", "", extra, ""])
        if i == 2:
            rc = add(["", inr(plan[0]["amount"] + plan[1]["amount"]), "Sub-total (Sr. 1 and 2)", "30%"])
            for c in rc:
                for run in c.paragraphs[0].runs:
                    run.italic = True
    tr = add(["", inr(price), "TOTAL PRICE", "100%"])
    for c in tr:
        for run in c.paragraphs[0].runs:
            run.bold = True
    note = table.add_row().cells
    merged = note[0].merge(note[3])
    merged.text = ("Note: The stage-wise demand shall be raised by the Promoter along with the certificate of the "
                   "project architect. Each demand is payable within 15 days of its receipt. The amounts in this "
                   "table do not include the charges in clauses 2 and 4.")

    para("")
    para("4. OTHER CHARGES", bold=True)
    para("4.1 The Allottee shall pay to the Promoter legal charges of ₹ %s upon execution of this "
         "Agreement." % inr(legal["amount"]))
    para("4.2 At the time of possession, the Allottee shall pay advance maintenance charges for twenty-four (24) "
         "months at ₹ 4.50 per sq. ft per month on 950 sq. ft of saleable area, i.e. ₹ %s. Thereafter, "
         "maintenance shall be paid to the society or association of allottees." % inr(maint["amount"]))
    para("5. SUMMARY", bold=True)
    para("5.1 Without prejudice to clause 3, the Allottee will pay 10%% of the Total Price as the booking amount "
         "on or prior to 15/03/2026, 20%% within 30 days of the registration of this Agreement, 60%% in the "
         "construction-linked stages set out above and the final 10%% on possession; and, in addition, the "
         "stamp duty of ₹ %s and registration charges of ₹ %s mentioned in clause 2, the legal charges "
         "of ₹ %s and the advance maintenance of ₹ %s."
         % (inr(stamp["amount"]), inr(regn["amount"]), inr(legal["amount"]), inr(maint["amount"])))
    para("6. INTEREST ON DELAYED PAYMENT", bold=True)
    para("6.1 If the Allottee delays any payment, the Allottee shall pay interest at the State Bank of India "
         "highest Marginal Cost of Lending Rate plus 2% per annum on the delayed amount, from the due date "
         "until the date of payment.")
    para("7. POSSESSION", bold=True)
    para("7.1 The Promoter shall hand over possession of the said Flat on or before 31/12/2029, subject to "
         "force majeure. If the Promoter fails to do so, it shall pay interest to the Allottee at the rate "
         "specified in the Maharashtra Real Estate (Regulation and Development) Rules, 2017, for every month "
         "of delay.")
    para("8. CANCELLATION", bold=True)
    para("8.1 If the Allottee cancels the booking without default of the Promoter, the Promoter may forfeit an "
         "amount not exceeding 10% of the Total Price and shall refund the balance, without interest, within "
         "45 days of cancellation. Stamp duty and registration charges are not refundable by the Promoter.")
    para("8.2 If the Allottee defaults in payment of three consecutive demands, the Promoter may terminate this "
         "Agreement after giving 15 days' notice, and the refund in clause 8.1 shall apply.")
    para("9. DEFECT LIABILITY", bold=True)
    para("9.1 Any structural defect brought to the notice of the Promoter within 5 years from the date of "
         "handing over possession shall be rectified by the Promoter at its own cost within 30 days.")
    para("10. SOCIETY", bold=True)
    para("10.1 The Promoter shall form a co-operative housing society of the allottees within 3 months of 51% of "
         "the flats being booked, and the Allottee shall sign the forms required for that purpose.")
    para("11. JURISDICTION", bold=True)
    para("11.1 The courts at Pune shall have jurisdiction in respect of this Agreement.")
    para("")
    para("IN WITNESS WHEREOF the parties have signed this Agreement at Pune on the day and year first above "
         "written.")
    para("SIGNED by the Promoter ________________        SIGNED by the Allottee ________________")
    slug = "02_pune_construction_linked"
    doc.core_properties.author = "Sahyadri Skyline Developers Pvt. Ltd."
    doc.core_properties.title = "Agreement for Sale - Flat B-1603"
    doc.save(os.path.join(HERE, slug + ".docx"))
    write_json(slug, rows)


# ---------------------------------------------------------------------------
# 03 (.pdf) Ras Al Khaimah: fees stated across sentences before the plan and
#      restated in the schedule notes; amounts in figures and words; a series
#      row in the table ("eight quarterly instalments ... first on ..."); a
#      guaranteed-return schedule and a refund schedule as distractors; plan
#      restated in a recital and in a summary clause.
# ---------------------------------------------------------------------------
def agreement_03():
    price = D("1872000")
    reg = row("RAK Land Department registration fee", pct_of(price, 2), 2, None, fee=True)
    admin = row("Administration fee", D("5000"), 0, None, fee=True)
    plan = [
        row("Reservation Deposit", pct_of(price, 5), 5, None, no="(1)", when="On reservation", words=True),
        row("Balance of Down Payment", pct_of(price, 15), 15, date(2026, 2, 28), no="(2)",
            when="On %s" % long_date(date(2026, 2, 28))),
        row("Instalment (3)", pct_of(price, 10), 10, date(2026, 6, 30), no="(3)",
            when="Falling due on %s" % long_date(date(2026, 6, 30)), words=True),
        row("Instalment (4)", pct_of(price, 10), 10, date(2026, 10, 31), no="(4)",
            when="On or prior to %s" % long_date(date(2026, 10, 31))),
        row("Instalment (5)", pct_of(price, 10), 10, None, no="(5)",
            when="Upon the expiry of 90 days from the completion of the superstructure"),
        row("Instalment (6) - Completion Payment", pct_of(price, 10), 10, None, no="(6)",
            when="On the Completion Date (handover of the Unit)"),
    ]
    first = date(2028, 3, 15)
    series = [row("Post-Completion Instalment %d of 8" % (i + 1), pct_of(price, 5), 5, add_months(first, 3 * i),
                  post=True) for i in range(8)]
    rows = [reg, admin] + plan + series
    check_plan(price, rows)
    assert series[-1]["due"] == date(2029, 12, 15)

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["Normal"], fontName="Times-Roman", fontSize=10, leading=13,
                          alignment=TA_JUSTIFY, spaceAfter=5)
    cell = ParagraphStyle("c", parent=body, fontSize=8.8, leading=10.8, alignment=0, spaceAfter=0)
    small = ParagraphStyle("s", parent=body, fontSize=8.3, leading=10.2, spaceAfter=2)
    title = ParagraphStyle("t", parent=body, fontName="Times-Bold", fontSize=14, leading=18, alignment=TA_CENTER)
    h = ParagraphStyle("h", parent=body, fontName="Times-Bold", fontSize=10.5, spaceBefore=6, alignment=0)
    hc = ParagraphStyle("hc", parent=h, alignment=TA_CENTER)

    def P(t, s=body):
        return Paragraph(t, s)

    def aed(a, in_words=False):
        s = "AED %s/-" % money(a)
        if in_words:
            s += " (AED %s only)" % words(a)
        return s

    data = [[P("<b>Instalment</b>", cell), P("<b>When payable</b>", cell), P("<b>Amount</b>", cell),
             P("<b>Percentage</b>", cell)]]
    for r in plan:
        data.append([P(r["no"] + " " + ("" if r["desc"].startswith("Instalment") else r["desc"]), cell)
                     if not r["desc"].startswith("Instalment") else P(r["desc"], cell),
                     P(r["when"], cell), P(aed(r["amount"], r.get("words")), cell),
                     P("%d%%" % r["pct"], cell)])
    data.append([P("(7) to (14) Post-Completion Instalments", cell),
                 P("Eight (8) quarterly instalments after the Completion Date, the first falling due on %s and "
                   "each subsequent instalment three (3) months after the preceding one" % long_date(first), cell),
                 P("%s each" % aed(series[0]["amount"]), cell),
                 P("5%% each (%d%% in aggregate)" % sum(r["pct"] for r in series), cell)])
    data.append([P("<b>Total</b>", cell), "", P("<b>%s</b>" % aed(price), cell), P("<b>100%</b>", cell)])
    t = Table(data, colWidths=[38 * mm, 62 * mm, 44 * mm, 26 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))

    gr_amt = (price * D("0.07") / 2).quantize(D("0.01"))
    gr = Table([[P("<b>Period</b>", cell), P("<b>Payment date</b>", cell), P("<b>Amount payable by the Seller</b>",
                                                                               cell)]] +
               [[P(p, cell), P(long_date(d), cell), P(aed(gr_amt), cell)] for p, d in
                [("First half-year after Completion", date(2028, 6, 30)),
                 ("Second half-year", date(2028, 12, 31)),
                 ("Third half-year", date(2029, 6, 30)),
                 ("Fourth half-year", date(2029, 12, 31))]],
               colWidths=[60 * mm, 50 * mm, 60 * mm])
    gr.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    rf = Table([[P("<b>Stage of construction at termination</b>", cell), P("<b>Seller may retain</b>", cell),
                 P("<b>Refund period</b>", cell)],
                [P("Not commenced", cell), P("up to 30% of the amounts paid", cell), P("60 days", cell)],
                [P("Less than 60% complete", cell), P("up to 25% of the Purchase Price", cell), P("90 days", cell)],
                [P("60% to 80% complete", cell), P("up to 40% of the Purchase Price", cell), P("90 days", cell)],
                [P("More than 80% complete", cell), P("all amounts paid, pending resale", cell),
                 P("on resale", cell)]],
               colWidths=[60 * mm, 70 * mm, 40 * mm])
    rf.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))

    s = []
    s.append(P("SALE AND PURCHASE AGREEMENT", title))
    s.append(P("Coral Bay Residences &mdash; Building C &mdash; Al Marjan Island, Ras Al Khaimah", hc))
    s.append(P("Agreement No. CBD/CBR/C-0815/2026 &nbsp;&nbsp; dated 19 January 2026", hc))
    s.append(P("<b>PARTIES</b>", h))
    s.append(P("(1) <b>CORAL BAY DEVELOPMENTS FZ-LLC</b>, licence No. 5-47718, RAK Economic Zone, P.O. Box 31291, "
               "Ras Al Khaimah (the \"<b>Seller</b>\"); and"))
    s.append(P("(2) <b>MR. ANDREI VOLKOV</b>, holder of passport No. 75 1234567, of Apartment 41, 18 Tverskaya "
               "Street, Moscow 125009 (the \"<b>Purchaser</b>\")."))
    s.append(P("<b>RECITALS</b>", h))
    s.append(P("(A) The Seller is the master developer of plot MI-04-112 on Al Marjan Island (area 18,450 sq. m) "
               "and is constructing thereon Building C of Coral Bay Residences (G + 14 floors, 126 units)."))
    s.append(P("(B) The Purchaser reserved apartment 0815 under Reservation Form No. RF-0815."))
    s.append(P("(C) The Seller has agreed to sell the Unit for AED %s (One Million Eight Hundred Seventy-Two "
               "Thousand UAE Dirhams)." % money(price)))
    s.append(P("(D) The Purchaser has agreed to pay sixty per cent (60%) of the Purchase Price up to and including "
               "the Completion Date and the remaining forty per cent (40%) over the two years that follow it, as "
               "detailed in Schedule 3."))
    s.append(P("<b>1. INTERPRETATION</b>", h))
    s.append(P("1.1 \"<b>Unit</b>\" means apartment 0815 on the 8th floor of Building C, with an internal area of "
               "96.4 sq. m and a terrace of 11.2 sq. m. \"<b>Completion Date</b>\" means the date stated in the "
               "Seller's notice that the Unit is ready for occupation, anticipated to fall in December 2027. "
               "\"<b>Land Department</b>\" means the Ras Al Khaimah Land Department."))
    s.append(P("<b>2. SALE</b>", h))
    s.append(P("2.1 The Seller sells and the Purchaser purchases the Unit, together with an undivided share in the "
               "common areas of Building C, for the Purchase Price and on the terms of this Agreement."))
    s.append(P("<b>3. PURCHASE PRICE</b>", h))
    s.append(P("3.1 The Purchase Price is %s (AED %s only), equivalent to about AED 19,419 per sq. m of internal "
               "area. It includes one parking space (No. C-B1-27)." % (aed(price), words(price))))
    s.append(P("<b>4. FEES</b>", h))
    s.append(P("4.1 The fees in this clause are payable by the Purchaser in addition to the Purchase Price."))
    s.append(P("4.2 The Purchaser shall bear the fee charged by the Land Department for the registration of this "
               "sale in the interim register. That fee is currently two per cent (2%%) of the Purchase Price. It "
               "amounts to %s and shall be paid within thirty (30) days from the date of this Agreement."
               % aed(reg["amount"])))
    s.append(P("4.3 An administration fee in the sum of %s is payable to the Seller on signing this Agreement."
               % aed(admin["amount"], True)))
    s.append(P("<b>5. PAYMENT</b>", h))
    s.append(P("5.1 The Purchase Price shall be paid in the instalments and at the times set out in Schedule 3, "
               "into escrow account No. 0191-447720-015 with the National Bank of Ras Al Khaimah."))
    s.append(P("5.2 By way of summary only: %s (40%%) by %s; %s (20%%) by the Completion Date; and %s (40%%) "
               "after the Completion Date."
               % (aed(pct_of(price, 40)), long_date(plan[3]["due"]), aed(pct_of(price, 20)),
                  aed(pct_of(price, 40)))))
    s.append(P("5.3 Late payments attract a charge of 1.5% per month. The Seller's agent, Bluewave Realty "
               "(RERA ORN 22871), is paid a commission of 4% of the Purchase Price (AED 74,880) by the Seller."))
    s.append(KeepTogether([
        P("<b>SCHEDULE 3 &mdash; PAYMENT PLAN</b>", hc), t, Spacer(1, 3),
        P("Note 1: The Reservation Deposit forms part of the Purchase Price.", small),
        P("Note 2: The registration fee of 2%% (%s) under clause 4.2 and the administration fee of %s under "
          "clause 4.3 are payable in addition to the amounts above." % (aed(reg["amount"]), aed(admin["amount"])),
          small)]))
    s.append(P("<b>6. COMPLETION AND HANDOVER</b>", h))
    s.append(P("6.1 The Seller may extend the anticipated Completion Date by up to 9 months. The Purchaser shall "
               "take handover within 21 days of the Completion Date, provided Instalment (6) has been paid."))
    s.append(P("<b>7. GUARANTEED RETURN</b>", h))
    s.append(P("7.1 Provided that the Purchaser is not in default and places the Unit in the Seller's rental pool, "
               "the Seller guarantees a net return of 7% of the Purchase Price per annum for two years from the "
               "Completion Date, payable half-yearly in arrears in accordance with Schedule 4. Amounts due to "
               "the Seller under Schedule 3 may be set off against those payments."))
    s.append(P("<b>SCHEDULE 4 &mdash; GUARANTEED RETURN (PAYABLE BY THE SELLER)</b>", hc))
    s.append(gr)
    s.append(P("<b>8. TERMINATION</b>", h))
    s.append(P("8.1 If the Purchaser fails to pay any amount within 30 days of its due date, the Seller may "
               "terminate this Agreement by notice in writing and retain the amounts set out in Schedule 5. The "
               "fees under clause 4 are not refundable."))
    s.append(P("<b>SCHEDULE 5 &mdash; RETENTION AND REFUND ON TERMINATION</b>", hc))
    s.append(rf)
    s.append(P("<b>9. LAW</b>", h))
    s.append(P("9.1 This Agreement is governed by the laws of the Emirate of Ras Al Khaimah and the applicable "
               "federal laws of the UAE. The courts of Ras Al Khaimah have exclusive jurisdiction."))
    s.append(Spacer(1, 10))
    s.append(P("Signed for the Seller ______________________ &nbsp;&nbsp;&nbsp; Signed by the Purchaser "
               "______________________"))

    def on_page(canvas, doc):
        canvas.saveState()
        canvas.setFont("Times-Roman", 8)
        canvas.drawString(20 * mm, A4[1] - 11 * mm, "CBD/CBR/C-0815/2026  |  Plot MI-04-112  |  Unit 0815")
        canvas.drawRightString(A4[0] - 20 * mm, 10 * mm, "Page %d  -  Purchaser's initials ______" % doc.page)
        canvas.restoreState()

    slug = "03_rak_fees_series_distractor_schedules"
    docp = SimpleDocTemplate(os.path.join(HERE, slug + ".pdf"), pagesize=A4, leftMargin=20 * mm,
                             rightMargin=20 * mm, topMargin=18 * mm, bottomMargin=18 * mm, title=slug, author="",
                             subject="", creator="", producer="")
    docp.build(s, onFirstPage=on_page, onLaterPages=on_page)
    write_json(slug, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("adversarial_mixed_r4: written")
