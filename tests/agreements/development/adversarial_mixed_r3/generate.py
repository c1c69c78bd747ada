#!/usr/bin/env python3
"""Generate the adversarial_mixed_r3 agreements (txt, pdf, docx) and their expected plans.

Every payment-plan row is held as Python data; both the document text and the
expected JSON are rendered from the same data.  Run:  python generate.py
"""
import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------- helpers
def q2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return q2(Decimal(str(price)) * Decimal(str(pct)) / Decimal(100))


def fmt_western(amount):
    return f"{q2(amount):,.2f}"


def fmt_euro(amount):
    """1.475.000,00 style (Egyptian/continental)."""
    s = f"{q2(amount):,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def fmt_indian(amount, decimals=False):
    a = q2(amount)
    whole = int(a)
    frac = int((a - whole) * 100)
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
    if decimals:
        s += f".{frac:02d}"
    return s


ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
        "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
        "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _below_1000(n, hyphen=True):
    parts = []
    if n >= 100:
        parts.append(ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        t = TENS[n // 10]
        if n % 10:
            t += ("-" if hyphen else " ") + ONES[n % 10]
        parts.append(t)
    elif n:
        parts.append(ONES[n])
    return " ".join(parts)


def words_indian(n):
    n = int(n)
    out = []
    for value, name in ((10 ** 7, "Crore"), (10 ** 5, "Lakh"), (1000, "Thousand")):
        if n >= value:
            out.append(_below_1000(n // value, False) + " " + name)
            n %= value
    if n:
        out.append(_below_1000(n, False))
    return " ".join(out)


def due_code(d):
    return d.strftime("%d-%b-%y") if d else ""


def pct_text(p):
    p = Decimal(str(p))
    return f"{p.normalize():f}" if p != p.to_integral() else f"{int(p)}"


def row(amount, due, desc, pct=0, fee=False, post=False):
    return {"amount": float(q2(amount)), "dueDate": due_code(due), "description": desc,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


def write_expected(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")

def freeze_zip(path):
    """Rewrite a .docx with fixed member timestamps so reruns give identical bytes."""
    import zipfile
    with zipfile.ZipFile(path) as zin:
        items = [(i.filename, zin.read(i.filename)) for i in zin.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name, data in items:
            zi = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, data)


def check_plan(price, plan_rows):
    """Internal consistency: stated percentages sum to 100 and amounts = pct x price."""
    non_fee = [r for r in plan_rows if not r["isFee"]]
    if all(r["percentage"] for r in non_fee):
        assert abs(sum(r["percentage"] for r in non_fee) - 100) < 1e-9, non_fee
    assert abs(sum(r["amount"] for r in non_fee) - float(price)) < 0.005, (
        sum(r["amount"] for r in non_fee), price)
    for r in plan_rows:
        if r["percentage"] and not r["isFee"]:
            assert float(pct_of(price, r["percentage"])) == r["amount"], r


# ======================================================================
# 01 - Dubai off-plan SPA, plain text, boxed table with subtotal + fee rows
# ======================================================================
def agreement_01():
    stem = "01_dubai_marina_boxed_table"
    price = Decimal("2480000")
    plan = [
        # label in table, due date (None = event-linked), due text in table, pct
        ("Booking Deposit", None, "On signing", Decimal("10")),
        ("Payment No. 2", date(2026, 6, 15), "15/06/2026", Decimal("12.5")),
        ("Payment No. 3", date(2026, 11, 15), "15/11/2026", Decimal("12.5")),
        ("Payment No. 4", date(2027, 4, 20), "20/04/2027", Decimal("15")),
        ("Payment No. 5 - on 60% construction completion*", None, "On certification",
         Decimal("10")),
        ("Final Payment - on Handover", None, "On Handover", Decimal("40")),
    ]
    dld_pct = Decimal("4")
    dld = pct_of(price, dld_pct)
    oqood = Decimal("5250")

    rows = []
    for label, due, _, pct in plan:
        rows.append(row(pct_of(price, pct), due, label.rstrip("*"), pct))
    rows.append(row(dld, None, "DLD Registration Fee", dld_pct, fee=True))
    rows.append(row(oqood, None, "Oqood Administration Fee", 0, fee=True))
    check_plan(price, rows)

    # ---- boxed table
    w = [5, 50, 18, 7, 16]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"

    def line(cells):
        out = []
        for i, (c, width) in enumerate(zip(cells, w)):
            out.append(" " + (c.rjust(width) if i in (3, 4) else c.ljust(width)) + " ")
        return "|" + "|".join(out) + "|"

    tbl = [sep, line(["No.", "Instalment", "Due", "%", "Amount (AED)"]), sep]
    for i, (label, due, due_txt, pct) in enumerate(plan, 1):
        tbl.append(line([str(i), label, due_txt, f"{pct:.1f}", fmt_western(pct_of(price, pct))]))
    tbl.append(sep)
    tbl.append(line(["", "Sub-total (Purchase Price)", "", "100.0", fmt_western(price)]))
    tbl.append(line(["", "Add: DLD Registration Fee (4% of Purchase Price)\u2020", "On signing",
                     f"{dld_pct:.1f}", fmt_western(dld)]))
    tbl.append(line(["", "Add: Oqood Administration Fee\u2020", "On signing", "-",
                     fmt_western(oqood)]))
    tbl.append(sep)
    grand = price + dld + oqood
    tbl.append(line(["", "TOTAL PAYABLE UNDER THIS AGREEMENT", "", "", fmt_western(grand)]))
    tbl.append(sep)
    table_txt = "\n".join("      " + t for t in tbl)

    a = {k: fmt_western(pct_of(price, p)) for k, _, _, p in plan}
    paid_by_4 = sum(pct_of(price, p) for _, _, _, p in plan[:4])
    pct_by_4 = sum(p for _, _, _, p in plan[:4])

    text = f"""\
                    AGREEMENT FOR SALE AND PURCHASE
                   OF AN OFF-PLAN RESIDENTIAL UNIT
               MARINA CREST TOWER B, DUBAI MARINA, DUBAI

Our ref: MCT-B/SPA/2026/0417                    Registered Interim Real Estate
Prepared by: Al Safa & Partners Advocates        Register: pending (Oqood)

THIS AGREEMENT is made at Dubai on the 3rd day of March 2026.

BETWEEN:

(1) MARINA CREST DEVELOPMENTS L.L.C., a limited liability company registered
    with the Department of Economy and Tourism of Dubai under Commercial
    Licence No. 784512, of P.O. Box 118262, Office 1904, Level 19, Al Habtoor
    Business Tower, Dubai Marina, Dubai, United Arab Emirates (the "Developer");

AND

(2) MR. ROHAN VIKRAM MEHTA, an Indian national, holder of Passport No.
    Z4471902 and Emirates ID No. 784-1986-5540213-7, residing at Villa 19,
    Street 4B, Al Barsha 3, Dubai (the "Purchaser").

RECITALS

A.  The Developer is the registered developer of Plot No. 392-1184, Dubai
    Marina, Dubai, on which it is constructing a 34-storey residential tower
    with 3 basement levels known as Marina Crest Tower B (the "Building"),
    registered with the Real Estate Regulatory Agency ("RERA") under Project
    No. 2291.

B.  The Purchaser wishes to buy, and the Developer wishes to sell, the Unit
    described in Clause 2 on the terms of this Agreement.

1.  DEFINITIONS AND INTERPRETATION

1.1 In this Agreement:

    "Anticipated Completion Date" means 30 September 2028, as the same may be
    extended under Clause 8.2;

    "Escrow Account" means the project escrow account no. 0123-456789-020 held
    with Emirates NBD Bank PJSC, IBAN AE45 0260 0001 2345 6789 020, opened
    under Law No. 8 of 2007;

    "Handover" means the date on which the Developer makes the Unit available
    to the Purchaser following issue of the Building Completion Certificate;

    "Project Consultant" means Meridian Engineering Consultants (RERA
    Consultant No. 1-0338);

    "Purchase Price" means the sum of AED {fmt_western(price)} (UAE Dirhams
    Two Million Four Hundred Eighty Thousand only).

1.2 Clause headings are for convenience only. References to Clauses are to
    clauses of this Agreement.

2.  THE UNIT

2.1 The Unit is Apartment No. 1207 on Level 12 of the Building, a two-bedroom
    unit with one allocated parking bay, Bay No. P2-118 on Basement Level 2.

2.2 The saleable area of the Unit is approximately 1,240.00 sq ft (115.20 sq m),
    including a balcony of approximately 96 sq ft. No adjustment to the
    Purchase Price shall be made for a variation of up to 5% (five per cent)
    in the final measured area. For any variation above 5% the Purchase Price
    shall be adjusted at the rate per square foot stated in Clause 3.1.

3.  PURCHASE PRICE

3.1 The Purchase Price has been calculated as follows:

        Saleable area                              1,240.00 sq ft
        Rate per sq ft                         AED     2,000.00
        Unit price (1,240.00 x 2,000.00)       AED {fmt_western(price)}
        Parking Bay No. P2-118                 AED         0.00  (included)
                                               ----------------
        Purchase Price                         AED {fmt_western(price)}

3.2 The Purchase Price is inclusive of value added tax, if any, chargeable on
    the supply of the Unit, and exclusive of the fees set out in Clause 5.

4.  PAYMENT OF THE PURCHASE PRICE

4.1 The Purchaser shall pay the Purchase Price, and the fees shown below the
    sub-total, in accordance with the following table:

{table_txt}

      *  Payment No. 5 falls due when the Project Consultant certifies that
         60% of the construction works of the Building have been completed.
         The Developer shall notify the Purchaser of the certification and
         payment shall be made within 14 days of that notice.
      \u2020  Payable in addition to the Purchase Price; not paid into the
         Escrow Account.

4.2 For the avoidance of doubt, the instalments in Clause 4.1 are: the Booking
    Deposit of AED {a['Booking Deposit']}/- (AED Two Hundred Forty-Eight Thousand only),
    payable upon execution of this Agreement; Payment No. 2, twelve and
    one-half per centum, falling due on 15 June 2026; Payment No. 3, a further
    twelve and one-half per centum, falling due on 15 November 2026; Payment
    No. 4, fifteen per centum, on or prior to 20 April 2027; Payment No. 5, ten
    per centum, upon certification of 60% completion as described above; and
    the Final Payment of forty per centum upon Handover.

4.3 By way of illustration only: upon payment of Payment No. 4 the Purchaser
    will have paid AED {fmt_western(paid_by_4)}, being {pct_by_4:.0f}% of the Purchase Price,
    and the remaining AED {fmt_western(price - paid_by_4)} will be due under items 5 and 6.

4.4 Each instalment (other than the fees) shall be paid by bank transfer or
    manager's cheque into the Escrow Account, quoting Apartment No. 1207 and
    reference MCT-B/1207. Post-dated cheques for Payments No. 2 to No. 4 shall
    be handed to the Developer on signing.

5.  REGISTRATION AND ADMINISTRATION FEES

5.1 The Purchaser shall pay the registration fee levied by the Dubai Land
    Department ("DLD") equal to four per cent (4%) of the Purchase Price,
    amounting to AED {fmt_western(dld)}, together with the Oqood administration fee of
    AED {fmt_western(oqood)}, at the time of signing. These are the fees already shown
    below the sub-total in Clause 4.1.

5.2 The DLD fee is collected on behalf of the DLD and is not refundable by the
    Developer in any circumstances, including termination under Clause 7.

5.3 Service charges are not part of the Purchase Price. They are payable to
    the owners association from Handover and are currently estimated at
    AED 18.50 per sq ft per annum; the estimate is not binding.

6.  LATE PAYMENT

6.1 Any amount not paid by its due date shall bear a late payment charge of
    2% (two per cent) per month, calculated daily on the overdue amount from
    the due date until actual payment.

6.2 The Developer may in addition charge AED 500 for each reminder notice
    issued, and AED 1,000 for any cheque returned unpaid for any reason.

7.  DEFAULT, TERMINATION AND REFUND

7.1 If the Purchaser fails to pay any instalment within 30 (thirty) days of
    written notice, the Developer may terminate this Agreement in accordance
    with Article 11 of Law No. 13 of 2008 (as amended), and may:

    (a) where the Project Consultant has certified completion of more than
        80% of the Building, retain all amounts paid and claim the
        unpaid balance of the Purchase Price;
    (b) where completion is between 60% and 80%, retain up to 40% of the
        Purchase Price;
    (c) where completion is below 60%, retain up to 25% of the Purchase
        Price; and
    (d) where construction has not commenced for reasons beyond the
        Developer's control, retain up to 30% of the amounts paid.

7.2 Any balance due to the Purchaser after such retention shall be refunded
    within 60 (sixty) days of the resale of the Unit and in any event within
    one year of termination, less an administrative charge of 5% of the
    refundable sum.

7.3 If the Developer fails to achieve Handover within 12 months after the
    Anticipated Completion Date, the Purchaser may terminate and receive a
    full refund of all instalments paid with compensation at 9% per annum.

8.  HANDOVER

8.1 The Developer shall use reasonable endeavours to achieve Handover on or
    before the Anticipated Completion Date.

8.2 The Developer is entitled to a grace period of 6 (six) months and to
    extensions for force majeure. No compensation is payable during that
    period.

8.3 Handover is conditional on payment of every sum due under Clause 4 and
    the fees under Clause 5. Utility connection deposits are payable by the
    Purchaser directly to the relevant utility provider and are not collected
    under this Agreement.

9.  GOVERNING LAW AND JURISDICTION

9.1 This Agreement is governed by the laws of the Emirate of Dubai and the
    applicable federal laws of the United Arab Emirates.

9.2 The Courts of Dubai shall have exclusive jurisdiction.

10. NOTICES

10.1 Notices shall be delivered to the addresses stated above or to
     sales@marinacrest.ae (Developer) and rohan.mehta@example.com (Purchaser).

IN WITNESS WHEREOF the Parties have signed this Agreement on the date first
written above, in 2 (two) originals.

For the Developer:                       The Purchaser:

_______________________                  _______________________
Authorised Signatory                     Rohan Vikram Mehta
"""
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8") as fh:
        fh.write(text)
    write_expected(stem, rows)


# ======================================================================
# 02 - Egyptian villa contract, PDF, fees clause BEFORE the schedule,
#      continental number format, currency in header only, notes row
# ======================================================================
def agreement_02():
    from reportlab import rl_config
    rl_config.invariant = 1
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet, ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import (Paragraph, SimpleDocTemplate, Spacer, Table,
                                    TableStyle)

    stem = "02_egypt_villa_fees_first"
    price = Decimal("14750000")
    admin_fee = Decimal("35000")
    club_pct = Decimal("2")
    club_fee = pct_of(price, club_pct)

    pre = [
        ("Down Payment", None, "On signing", Decimal("10")),
        ("Instalment (1)", date(2026, 7, 1), None, Decimal("10")),
        ("Instalment (2)", date(2026, 10, 1), None, Decimal("10")),
        ("Instalment (3)", date(2027, 1, 1), None, Decimal("10")),
        ("Instalment (4)", date(2027, 4, 1), None, Decimal("7.5")),
        ("Instalment (5)", date(2027, 7, 1), None, Decimal("7.5")),
        ("Instalment (6)", date(2027, 10, 1), None, Decimal("10")),
    ]
    delivery = ("Delivery Instalment", None, "Upon Delivery", Decimal("20"))
    post = ("Post-Delivery Instalment", date(2029, 10, 1), None, Decimal("15"))

    rows = [row(admin_fee, None, "Administration and Contract Fee", 0, fee=True),
            row(club_fee, None, "Club Membership Fee", club_pct, fee=True)]
    for label, due, _, pct in pre + [delivery]:
        rows.append(row(pct_of(price, pct), due, label, pct))
    rows.append(row(pct_of(price, post[3]), post[1], post[0], post[3], post=True))
    check_plan(price, rows)

    def dstr(d):
        return d.strftime("%d.%m.%Y")

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Times-Roman", fontSize=10,
                          leading=13, spaceAfter=5)
    head = ParagraphStyle("h", parent=body, fontName="Times-Bold", fontSize=11, spaceBefore=6)
    title = ParagraphStyle("t", parent=body, fontName="Times-Bold", fontSize=14,
                           alignment=1, leading=18)
    cell = ParagraphStyle("c", parent=body, fontSize=9, leading=11, spaceAfter=0)

    P = lambda t, s=body: Paragraph(t, s)  # noqa: E731
    story = [
        P("NILE MERIDIAN FOR REAL ESTATE DEVELOPMENT S.A.E.", title),
        P("PRELIMINARY CONTRACT FOR THE SALE OF A STAND-ALONE VILLA", title),
        P("Meridian Heights Compound &mdash; Fifth Settlement, New Cairo", title),
        Spacer(1, 6 * mm),
        P("Contract No. MH/V-27/2026/118 &nbsp;&nbsp;&nbsp; Signed at Cairo on Sunday 15.02.2026"),
        P("<b>First Party (Seller):</b> Nile Meridian for Real Estate Development S.A.E., an "
          "Egyptian joint stock company, Commercial Register No. 142887 Cairo, Tax Card No. "
          "512-334-908, having its seat at 41 El Tesseen Street, Fifth Settlement, New Cairo, "
          "represented by Eng. Sherif Kamal Zaki in his capacity as Managing Director."),
        P("<b>Second Party (Purchaser):</b> Mrs. Dalia Hassan Abdel-Rahman, Egyptian, National "
          "ID No. 28703150101234, residing at 12 Ahmed Orabi Street, Mohandessin, Giza."),
        P("Article 1 &mdash; Preamble", head),
        P("The Seller owns Parcel No. 14, Zone C of the Meridian Heights compound, with a total "
          "area of 86,400 m&sup2;, pursuant to the allocation contract with the New Urban "
          "Communities Authority dated 03.08.2021, and holds Building Permit No. 377 of 2024. "
          "The Purchaser, having inspected the master plan and the approved drawings, wishes to "
          "purchase the villa described below. This preamble forms an integral part of the "
          "contract."),
        P("Article 2 &mdash; Subject of the Contract", head),
        P("The Seller sells to the Purchaser, who accepts, Villa No. V-27 (type &ldquo;Lotus "
          "B&rdquo;), built on a plot of approximately 420 m&sup2; with a built-up area of "
          "approximately 312 m&sup2; over ground, first and roof floors, and a private garden of "
          "approximately 140 m&sup2;. A difference of up to 3% in the areas shall not give rise to "
          "any adjustment of the price."),
        P("Article 3 &mdash; Unit Price", head),
        P(f"The total price of the villa (the &ldquo;Unit Price&rdquo;) is EGP {fmt_euro(price)} "
          "(Fourteen Million Seven Hundred Fifty Thousand Egyptian Pounds), computed as follows:"),
    ]
    calc = [
        ["Component", "Area (m\u00b2)", "Rate (EGP/m\u00b2)", "Value (EGP)"],
        ["Built-up area", "312", fmt_euro(42500), fmt_euro(312 * 42500)],
        ["Private garden", "140", fmt_euro(7500), fmt_euro(140 * 7500)],
        ["Corner-plot premium", "\u2014", "\u2014", fmt_euro(440000)],
        ["Unit Price", "", "", fmt_euro(price)],
    ]
    assert 312 * 42500 + 140 * 7500 + 440000 == price
    t = Table(calc, colWidths=[60 * mm, 30 * mm, 35 * mm, 40 * mm])
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "Times-Roman", 9),
        ("FONT", (0, 0), (-1, 0), "Times-Bold", 9),
        ("FONT", (0, -1), (-1, -1), "Times-Bold", 9),
        ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
        ("ALIGN", (1, 1), (-1, -1), "RIGHT"),
    ]))
    story += [t, Spacer(1, 3 * mm)]

    story += [
        P("Article 4 &mdash; Fees Payable in Addition to the Unit Price", head),
        P(f"4.1 On signing this contract the Purchaser shall pay the Seller an administration and "
          f"contract fee of EGP {fmt_euro(admin_fee)} (Thirty-Five Thousand Egyptian Pounds). "
          "This fee covers the preparation of the contract file and is not refundable."),
        P("4.2 The Purchaser shall further pay the Club Membership Fee, which entitles the "
          "household to membership of the Meridian Heights Club for the first five (5) years. "
          f"The Club Membership Fee equals two per cent ({pct_text(club_pct)}%) of the Unit Price, "
          f"that is EGP {fmt_euro(club_fee)}, and shall be settled together with the Down Payment."),
        P("4.3 The fees in this Article do not form part of the Unit Price and shall not be taken "
          "into account in computing any percentage under this contract."),
        P("Article 5 &mdash; Payment of the Unit Price", head),
        P("5.1 The Purchaser undertakes to pay the Unit Price in accordance with the following "
          "schedule. All amounts are stated in Egyptian Pounds."),
    ]

    hdr = ["Instalment", "Amount (EGP)", "% of Unit Price", "Due Date"]
    data = [hdr]
    for label, due, due_txt, pct in pre:
        data.append([label, fmt_euro(pct_of(price, pct)), f"{pct_text(pct)}%",
                     due_txt or dstr(due)])
    sub_pct = sum(p for *_, p in pre)
    data.append(["Sub-total prior to Delivery", fmt_euro(pct_of(price, sub_pct)),
                 f"{pct_text(sub_pct)}%", ""])
    data.append([delivery[0], fmt_euro(pct_of(price, delivery[3])),
                 f"{pct_text(delivery[3])}%", delivery[2] + "*"])
    data.append([post[0], fmt_euro(pct_of(price, post[3])), f"{pct_text(post[3])}%",
                 dstr(post[1])])
    data.append(["Total", fmt_euro(price), "100%", ""])
    note = Paragraph(
        "Note: Instalments (1) to (6) and the Post-Delivery Instalment are payable by "
        "post-dated cheques drawn on an Egyptian bank, numbered 100231 to 100237 inclusive, "
        "and delivered to the Seller on the signing date. "
        "* The Delivery Instalment is payable on the date of the Seller's written notice that the "
        "villa is ready for delivery.", cell)
    data.append([note, "", "", ""])
    n = len(data)
    t = Table(data, colWidths=[55 * mm, 38 * mm, 30 * mm, 42 * mm])
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "Times-Roman", 9),
        ("FONT", (0, 0), (-1, 0), "Times-Bold", 9),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dddddd")),
        ("FONT", (0, len(pre) + 1), (-1, len(pre) + 1), "Times-Italic", 9),
        ("FONT", (0, n - 2), (-1, n - 2), "Times-Bold", 9),
        ("SPAN", (0, n - 1), (-1, n - 1)),
        ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
        ("ALIGN", (1, 1), (2, n - 2), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    story += [t, Spacer(1, 3 * mm)]

    story += [
        P("5.2 The Club Membership Fee referred to in Article 4.2 (EGP "
          f"{fmt_euro(club_fee)}) shall be paid by a separate cheque and shall not be "
          "credited against any instalment of the Unit Price."),
        P("5.3 The Seller shall issue a receipt for every cheque honoured. The return of any "
          "cheque unpaid entitles the Seller to claim the corresponding amount immediately "
          "together with the delay interest in Article 6."),
        P("Article 6 &mdash; Delay in Payment", head),
        P("6.1 Any instalment not paid on its due date shall bear delay interest at the rate of "
          "1.5% (one and a half per cent) per month from the due date until payment, without "
          "need for notice."),
        P("6.2 If any two instalments remain unpaid for more than sixty (60) days, the Seller may "
          "rescind this contract by registered letter without recourse to the courts, in which "
          f"case the Seller shall be entitled to retain 10% of the Unit Price (EGP "
          f"{fmt_euro(pct_of(price, 10))}) as agreed compensation."),
        P("Article 7 &mdash; Delivery", head),
        P("7.1 The Seller shall deliver the villa, finished to the specification in Annex (2), "
          "within thirty-six (36) months from the date of this contract, plus a grace period of "
          "six (6) months. Delivery is conditional upon payment of all instalments due up to "
          "delivery and of the fees in Article 4."),
        P("7.2 If the Seller delays delivery beyond the grace period, it shall pay the Purchaser "
          "compensation of 0.5% of the amounts paid for each full month of delay, up to a "
          "maximum of 5% of the Unit Price."),
        P("Article 8 &mdash; Cancellation and Refund", head),
        P("8.1 Where the contract is rescinded under Article 6.2, the Seller shall refund the "
          "amounts received from the Purchaser after deducting the compensation referred to "
          "therein and the fees in Article 4. The refund shall be made in four (4) equal "
          "quarterly instalments, the first of which falls due ninety (90) days after the villa "
          "is resold to a third party."),
        P("8.2 The Purchaser may not assign this contract before payment of 30% of the Unit "
          "Price without the Seller's written consent."),
        P("Article 9 &mdash; Maintenance and Services", head),
        P("The Purchaser shall contribute to the maintenance of common areas by an annual "
          "service charge of EGP 45 per m&sup2; of built-up area, the first invoice being "
          "issued twelve (12) months after delivery. The charge may be revised annually by "
          "no more than 10%."),
        P("Article 10 &mdash; Registration", head),
        P("The Seller shall assist the Purchaser in registering the villa at the Real Estate "
          "Publicity Department once the Purchaser has paid the Unit Price in full. Registration "
          "costs shall be determined and paid at that time and do not form part of this "
          "contract."),
        P("Article 11 &mdash; Disputes", head),
        P("Any dispute arising from this contract shall be settled by arbitration under the "
          "rules of the Cairo Regional Centre for International Commercial Arbitration. The "
          "seat of arbitration is Cairo and the language is Arabic; the English text is a "
          "translation, and the Arabic text prevails."),
        P("Article 12 &mdash; Copies", head),
        P("This contract is made in three (3) originals, one for the Purchaser and two for the "
          "Seller."),
        Spacer(1, 8 * mm),
        P("First Party (Seller) ____________________ &nbsp;&nbsp;&nbsp;&nbsp; "
          "Second Party (Purchaser) ____________________"),
    ]
    doc = SimpleDocTemplate(os.path.join(HERE, stem + ".pdf"), pagesize=A4,
                            leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                            bottomMargin=18 * mm, title="Villa V-27 Contract",
                            author="Nile Meridian", creator="", producer="")
    doc.build(story)
    write_expected(stem, rows)


# ======================================================================
# 03 - Indian (Maharashtra) agreement for sale, DOCX, construction-linked
#      table with one dated row, notes row, other charges table after plan
# ======================================================================
def agreement_03():
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt

    stem = "03_pune_clp_docx"
    price = Decimal("12500000")
    plan = [
        ("Booking Amount, on or before execution of this Agreement", None, Decimal("10")),
        ("Second instalment, on or prior to 15th May 2026", date(2026, 5, 15), Decimal("20")),
        ("On completion of the plinth of the Wing", None, Decimal("15")),
        ("On casting of the 4th slab", None, Decimal("10")),
        ("On casting of the 8th slab", None, Decimal("10")),
        ("On casting of the 12th (terrace) slab", None, Decimal("10")),
        ("On completion of walls, internal plaster, flooring, doors and windows of the Flat",
         None, Decimal("5")),
        ("On completion of sanitary fittings, staircases, lift wells and lobbies up to the "
         "floor of the Flat", None, Decimal("5")),
        ("On completion of external plumbing, external plaster, elevation and terraces with "
         "waterproofing", None, Decimal("5")),
        ("On completion of lifts, water pumps, electrical fittings, entrance lobby and paving",
         None, Decimal("5")),
        ("Against possession of the Flat, on receipt of the Occupancy Certificate", None,
         Decimal("5")),
    ]
    row_desc = {0: "Booking Amount", 1: "Second instalment"}
    stamp_pct = Decimal("6")
    stamp = pct_of(price, stamp_pct)
    reg = Decimal("30000")
    legal = Decimal("15000")

    rows = []
    for i, (label, due, pct) in enumerate(plan):
        rows.append(row(pct_of(price, pct), due, row_desc.get(i, label), pct))
    rows.append(row(stamp, None, "Stamp duty", stamp_pct, fee=True))
    rows.append(row(reg, None, "Registration charges", 0, fee=True))
    rows.append(row(legal, None, "Legal and documentation charges", 0, fee=True))
    check_plan(price, rows)

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Cambria"
    st.font.size = Pt(10.5)

    def para(text, bold=False, center=False, italic=False):
        p = d.add_paragraph()
        r = p.add_run(text)
        r.bold = bold
        r.italic = italic
        if center:
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return p

    para("AGREEMENT FOR SALE", bold=True, center=True)
    para("(Under Section 13 of the Real Estate (Regulation and Development) Act, 2016)",
         center=True, italic=True)
    para("MahaRERA Registration No. P52100045678", center=True)
    para("THIS AGREEMENT FOR SALE is made and entered into at Pune on this 9th day of April "
         "2026.")
    para("BETWEEN", bold=True)
    para("SAHYADRI VISTA INFRASPACE LLP, a limited liability partnership registered under the "
         "LLP Act, 2008 (LLPIN AAK-4512, PAN ABKFS6621Q), having its office at 3rd Floor, "
         "Shreeram Chambers, 1187/22 Shivajinagar, Pune 411 005, hereinafter called the "
         "\u201cPromoter\u201d (which expression shall include its partners for the time being "
         "and their successors) of the ONE PART;")
    para("AND")
    para("MR. ANIKET SURESH KULKARNI (PAN BQTPK7412M, Aadhaar XXXX XXXX 6621), aged 38 years, "
         "and MRS. PRIYA ANIKET KULKARNI (PAN CVXPK1188D), aged 35 years, both residing at "
         "Flat 7, Gulmohar Apartments, Karve Road, Kothrud, Pune 411 038, hereinafter jointly "
         "called the \u201cAllottees\u201d of the OTHER PART.")
    para("WHEREAS:", bold=True)
    para("A. The Promoter is seized and possessed of land bearing Survey No. 112/3B, CTS No. 4521, "
         "admeasuring 8,240 sq. m., situate at Village Baner, Taluka Haveli, District Pune "
         "(the \u201cLand\u201d), and is developing thereon a project known as \u201cSahyadri "
         "Vista\u201d consisting of Wings A, B and C, each of stilt plus 12 upper floors.")
    para("B. The Allottees applied for an apartment in Wing B of the project and were allotted "
         "Flat No. B-1604 on the 16th floor by allotment letter dated 21st March 2026.")
    para("C. The Promoter has registered the project with the Maharashtra Real Estate Regulatory "
         "Authority under No. P52100045678 on 14th August 2025.")
    para("NOW THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES AS "
         "FOLLOWS:", bold=True)

    para("1. THE FLAT", bold=True)
    para("1.1 The Promoter agrees to sell to the Allottees Flat No. B-1604 on the 16th floor of "
         "Wing B, having a carpet area of 82.40 sq. m. (886.94 sq. ft.) as defined in Section 2(k) "
         "of the Act, together with an exclusive balcony of 6.10 sq. m., and one covered car "
         "parking space No. S-47 in the stilt (the \u201cFlat\u201d).")
    para("1.2 The Total Consideration for the Flat is \u20b9 " + fmt_indian(price) + "/- "
         "(Rupees " + words_indian(price) + " Only), inclusive of GST, made up as follows:")

    comp = [("Sale price of the Flat (carpet area basis)", 11200000),
            ("Floor rise charges (16th floor)", 400000),
            ("Covered car parking space No. S-47", 600000),
            ("Club house and amenities", 300000)]
    assert sum(v for _, v in comp) == price
    t = d.add_table(rows=1, cols=2)
    t.style = "Table Grid"
    t.rows[0].cells[0].text = "Component"
    t.rows[0].cells[1].text = "Amount (\u20b9)"
    for k, v in comp:
        c = t.add_row().cells
        c[0].text = k
        c[1].text = fmt_indian(v)
    c = t.add_row().cells
    c[0].text = "Total Consideration"
    c[1].text = fmt_indian(price)

    para("")
    para("2. PAYMENT OF THE TOTAL CONSIDERATION", bold=True)
    para("2.1 The Allottees shall pay the Total Consideration to the Promoter in the following "
         "manner, each stage-linked instalment being payable within fifteen (15) days of the "
         "Promoter\u2019s written intimation that the stage has been completed\u2020:")
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for i, h in enumerate(["Sr. No.", "Milestone", "% of Total Consideration", "Amount (\u20b9)"]):
        t.rows[0].cells[i].text = h
    for i, (label, due, pct) in enumerate(plan, 1):
        c = t.add_row().cells
        c[0].text = f"{i}."
        c[1].text = label
        c[2].text = f"{pct_text(pct)}%"
        c[3].text = fmt_indian(pct_of(price, pct))
    c = t.add_row().cells
    c[1].text = "TOTAL"
    c[2].text = "100%"
    c[3].text = fmt_indian(price)
    c = t.add_row().cells
    m = c[0].merge(c[3])
    m.text = ("\u2020 Intimation shall be accompanied by the certificate of the project "
              "architect. Payments shall be made to the designated collection account "
              "No. 50200012345678 with HDFC Bank Ltd., Baner branch (IFSC HDFC0001234), of which "
              "70% shall be transferred to the separate RERA account No. 50200012345690.")

    para("")
    para("2.2 The Booking Amount of \u20b9 " + fmt_indian(pct_of(price, 10)) + "/- (Rupees "
         + words_indian(pct_of(price, 10)) + " Only) forms part of the Total Consideration "
         "and is not a separate charge. The Promoter shall not accept more than 10% of the "
         "Total Consideration before registration of this Agreement.")
    para("2.3 The Allottees authorise the Promoter to adjust any payment first towards interest "
         "on overdue instalments and thereafter towards the outstanding instalments.")

    para("3. OTHER CHARGES PAYABLE BY THE ALLOTTEES", bold=True)
    para("3.1 In addition to the Total Consideration, the Allottees shall bear and pay the "
         "following amounts on or before the date of execution and registration of this "
         "Agreement:")
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for i, h in enumerate(["Particulars", "Basis", "Amount (\u20b9)"]):
        t.rows[0].cells[i].text = h
    for a, b, v in [("Stamp duty", f"{pct_text(stamp_pct)}% of the Total Consideration "
                     "(incl. 1% metro cess)", stamp),
                    ("Registration charges", "Fixed (maximum under the Registration Act)", reg),
                    ("Legal and documentation charges", "Fixed", legal)]:
        c = t.add_row().cells
        c[0].text, c[1].text, c[2].text = a, b, fmt_indian(v)
    para("")
    para("3.2 Maintenance charges for the common areas shall be payable by the Allottees to the "
         "society from the date of possession, as per the bills raised by the society; they are "
         "not collected under this Agreement.")

    para("4. INTEREST AND TERMINATION", bold=True)
    para("4.1 If the Allottees delay any instalment, they shall pay interest at the State Bank of "
         "India highest marginal cost of lending rate plus 2% per annum on the delayed amount.")
    para("4.2 If the Allottees default on three consecutive instalments despite 15 days\u2019 "
         "notice, the Promoter may terminate this Agreement and forfeit 10% of the Total "
         "Consideration, i.e. \u20b9 " + fmt_indian(pct_of(price, 10)) + "/-, refunding the "
         "balance without interest within 30 days of termination. Stamp duty and registration "
         "charges are not refundable by the Promoter.")
    para("4.3 If the Allottees cancel the allotment for any reason, cancellation charges of 2% of "
         "the Total Consideration shall apply in addition to the forfeiture in Clause 4.2.")

    para("5. POSSESSION", bold=True)
    para("5.1 The Promoter shall hand over possession of the Flat on or before 31st December "
         "2028, with a grace period of six months, subject to force majeure. If it fails to do "
         "so, it shall pay the Allottees interest at the rate in Clause 4.1 for every month of "
         "delay until possession.")
    para("5.2 The Promoter shall rectify structural defects notified within five (5) years of "
         "possession at its own cost, within 30 days of notice.")

    para("6. REGISTRATION", bold=True)
    para("6.1 The Allottees shall present this Agreement for registration before the Sub-Registrar, "
         "Haveli No. 11, and the Promoter shall attend and admit execution. The stamp duty of "
         "\u20b9 " + fmt_indian(stamp) + "/- and registration charges of \u20b9 " + fmt_indian(reg)
         + "/- referred to in Clause 3.1 shall be borne by the Allottees alone.")

    para("7. GOVERNING LAW", bold=True)
    para("7.1 This Agreement shall be governed by the laws of India. The courts at Pune and the "
         "MahaRERA shall have jurisdiction.")

    para("IN WITNESS WHEREOF the parties have set their hands on the day and year first above "
         "written.")
    para("SIGNED AND DELIVERED by the Promoter through its designated partner Mr. Vikrant Deshmukh"
         "\t\t____________________")
    para("SIGNED AND DELIVERED by the Allottees\t\t____________________   ____________________")

    d.core_properties.author = "Sahyadri Vista Infraspace LLP"
    d.core_properties.title = "Agreement for Sale B-1604"
    d.save(os.path.join(HERE, stem + ".docx"))
    freeze_zip(os.path.join(HERE, stem + ".docx"))
    write_expected(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
