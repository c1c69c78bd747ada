#!/usr/bin/env python3
"""Generate the `egypt_text` corpus layout.

Egyptian (New Cairo, North Coast, New Administrative Capital) sale contracts as
plain UTF-8 text.  Amounts are written in the European style (1.250.000,00 EGP,
EGP 3.400.000) and numeric dates are day first (15.04.2026 / 15/04/2026).

Each agreement's payment rows are built once as Python data; the document text
and the `.expected.json` are both rendered from that data.

Run:  python generate.py   (writes NN_slug.txt + NN_slug.expected.json here)
"""
import datetime as dt
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CENT = Decimal("0.01")


# --------------------------------------------------------------------------- helpers
def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    return (D(price) * D(pct) / Decimal(100)).quantize(CENT, rounding=ROUND_HALF_UP)


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    return dt.date(y, m % 12 + 1, d.day)


def exp_date(d):
    return "" if d is None else f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


def eur(x, dec=2):
    """European grouping: 1.250.000,00 (dec=2) or 1.250.000 (dec=0)."""
    x = D(x).quantize(CENT, rounding=ROUND_HALF_UP)
    whole, frac = f"{x:.2f}".split(".")
    neg = whole.startswith("-")
    whole = whole.lstrip("-")
    groups = []
    while whole:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    s = ("-" if neg else "") + ".".join(groups)
    if dec:
        s += "," + frac
    else:
        assert frac == "00", x
    return s


def pct_eu(p):
    p = D(p).normalize()
    s = f"{p:f}".replace(".", ",")
    return s + "%"


def dot(d):
    return d.strftime("%d.%m.%Y")


def slash(d):
    return d.strftime("%d/%m/%Y")


def row(desc, amount, pct=None, due=None, fee=False, post=False, when=None):
    """One plan row.  `when` is the event wording used in the document for undated rows."""
    return {
        "desc": desc,
        "amount": D(amount).quantize(CENT),
        "pct": None if pct is None else D(pct),
        "due": due,
        "fee": fee,
        "post": post,
        "when": when,
    }


def to_expected(rows):
    out = []
    for r in rows:
        out.append({
            "amount": float(r["amount"]),
            "dueDate": exp_date(r["due"]),
            "description": r["desc"],
            "percentage": float(r["pct"]) if r["pct"] is not None else 0.0,
            "isFee": r["fee"],
            "postHandover": r["post"],
            "status": "pending",
        })
    return out


def check_plan(rows, price, all_pct=False):
    plan = [r for r in rows if not r["fee"]]
    total = sum(r["amount"] for r in plan)
    assert total == D(price), (total, price)
    for r in rows:
        if r["pct"] is not None and not r["fee"]:
            assert r["amount"] == pct_of(price, r["pct"]), r
    if all_pct:
        assert sum(r["pct"] for r in plan) == 100


def write(slug, text, rows):
    with open(os.path.join(HERE, slug + ".txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text.strip("\n") + "\n")
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(to_expected(rows), fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def ascii_table(headers, body, aligns):
    """Dashed ASCII table with | separators. aligns: 'l' or 'r' per column."""
    widths = [len(h) for h in headers]
    for b in body:
        if b is None:
            continue
        for i, c in enumerate(b):
            widths[i] = max(widths[i], len(c))
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def line(cells):
        out = []
        for c, w, a in zip(cells, widths, aligns):
            out.append(" " + (c.rjust(w) if a == "r" else c.ljust(w)) + " ")
        return "|" + "|".join(out) + "|"

    lines = [sep, line(headers), sep.replace("-", "=")]
    for b in body:
        if b is None:
            lines.append(sep)
        else:
            lines.append(line(b))
    lines.append(sep)
    return "\n".join(lines)


# --------------------------------------------------------------------------- 01
def agreement_01():
    price = D("12600000")
    signing = dt.date(2026, 4, 15)
    down = row("Down payment", pct_of(price, 10), 10, signing)
    inst_amt = (price - down["amount"]) / 28
    assert inst_amt == D("405000")
    inst = []
    for i in range(28):
        inst.append(row(f"Instalment {i + 1}", inst_amt, None, add_months(dt.date(2026, 7, 15), 3 * i),
                        post=(i >= 16)))
    maint = row("Maintenance deposit", pct_of(price, 8), 8, None, fee=True, when="on delivery")
    rows = [down] + inst + [maint]
    check_plan(rows, price)

    # aligned-columns table, spaces only
    tbl = []
    tbl.append(f"{'No.':<6}{'Payment':<30}{'Due date':<14}{'Amount (EGP)':>16}")
    tbl.append("")
    tbl.append(f"{'1':<6}{'Down payment (10%)':<30}{dot(down['due']):<14}{eur(down['amount']):>16}")
    tbl.append("")
    tbl.append("      A. Instalments payable before delivery")
    for i, r in enumerate(inst):
        if i == 16:
            tbl.append("")
            tbl.append("      B. Instalments payable after delivery of the Villa")
        tbl.append(f"{str(i + 2):<6}{r['desc']:<30}{dot(r['due']):<14}{eur(r['amount']):>16}")
    tbl.append("")
    tbl.append(f"{'':<6}{'Total Price':<30}{'':<14}{eur(price):>16}")
    table = "\n".join(tbl)

    text = f"""
PRELIMINARY CONTRACT OF SALE OF A RESIDENTIAL VILLA
Kattameya Ridge Compound - Fifth Settlement - New Cairo

Contract No.: KR/V-047/2026
Customer code: 40917

This contract is made and entered into in New Cairo on Wednesday {dot(signing)} by and between:

1. PALM CREST DEVELOPMENTS S.A.E., an Egyptian joint stock company governed by Law No. 159 of
   1981, registered in the Commercial Register of East Cairo under No. 118245, with its registered
   office at Building 14, 90th Street North, Fifth Settlement, New Cairo, represented herein by
   Mr. Tarek Mahmoud El-Sayed in his capacity as Managing Director, duly authorised
   (hereinafter the "Seller" or the "First Party"); and

2. Mr. KARIM ADEL FOUAD, Egyptian national, holder of National ID No. 28603150102459, residing at
   22 El-Nozha Street, Heliopolis, Cairo, mobile 0100 418 2276
   (hereinafter the "Purchaser" or the "Second Party").

PREAMBLE

Whereas the Seller holds the plot of land No. 112 of the Fifth Settlement extension, with a total
area of 84.600 m2, allocated to it by the New Urban Communities Authority (NUCA) under the
allocation contract dated 02.11.2019 and the ministerial decree approving the detailed plan No. 316
of 2020, and is developing thereon a gated residential compound known as "Kattameya Ridge";

And whereas the Purchaser has inspected the master plan, the approved drawings and the
specifications of the villa described below and has declared his wish to purchase it, and the
Seller has agreed to sell it, the two parties, having full legal capacity, have agreed as follows:

Article (1) - Preamble
The above preamble and the annexes listed in Article (12) form an integral part of this contract.

Article (2) - Subject of the Sale
The Seller sells to the Purchaser, who accepts, the standalone villa No. V-47 (model "Magnolia"),
located on land parcel No. 47 of Phase 2 of the compound, with a land area of approximately
420 m2, a built-up area of approximately 310 m2 (ground, first and roof floors) and a private
garden of approximately 180 m2, as shown on the layout plan attached as Annex (1). Areas are
approximate; a difference of up to 3% in either direction shall not give rise to any adjustment
of the price.

Article (3) - Price
The total price of the villa is {eur(price)} EGP (twelve million six hundred thousand Egyptian
Pounds - جنيه مصري), equivalent to approximately {eur(price / 310)} EGP per square metre of
built-up area. The price is fixed and is not subject to any increase, save for the charges
expressly stated in this contract as payable in addition to the price.

Article (4) - Method of Payment
4.1 The Purchaser shall pay the price in accordance with the following schedule. The down payment
is paid on the date of this contract by bank transfer, and the instalments are evidenced by
post-dated cheques drawn on Commercial International Bank (CIB), Heliopolis branch, which the
Purchaser has delivered to the Seller on signature, each cheque bearing the due date and the
amount shown below.

SCHEDULE OF PAYMENTS

{table}

4.2 The twenty-eight (28) instalments are equal quarterly instalments of {eur(inst_amt)} EGP each.
Delivery of the villa is scheduled at the end of the sixteenth instalment period; instalments 17
to 28 remain payable after delivery on their stated dates, and the Seller retains title until the
last cheque is honoured.
4.3 Payment of any instalment shall only be deemed made when the corresponding cheque is
collected. A cheque returned unpaid shall be treated as non-payment.

Article (5) - Maintenance Deposit
In addition to the price, the Purchaser shall pay a maintenance deposit equal to 8% of the total
price, i.e. {eur(maint['amount'])} EGP, on delivery of the villa and as a condition of delivery.
The deposit is held in a separate account and its return is used, together with the returns of
the other owners' deposits, to maintain the common areas, landscaping, security and facilities of
the compound. It does not form part of the price and is not refundable.

Article (6) - Delay in Payment
6.1 Any delay in paying an instalment shall entitle the Seller to a delay charge of 1,5% per month
on the late amount, calculated from the due date until the date of actual payment.
6.2 If the Purchaser fails to pay two (2) consecutive instalments, or any three (3) instalments,
the Seller may, fifteen (15) days after a notice by registered letter, consider this contract
rescinded of its own accord without need of a court judgment. In that case the Seller shall
refund the amounts paid after deducting 10% of the total price as agreed compensation, within
ninety (90) days from the resale of the villa.

Article (7) - Delivery
7.1 The Seller undertakes to deliver the villa, finished according to the specifications in
Annex (2) ("semi-finished" with external facades complete), within forty-eight (48) months from
the date of this contract, with a grace period of six (6) months.
7.2 If delivery is delayed beyond the grace period for reasons attributable to the Seller, the
Seller shall pay the Purchaser compensation of 0,5% of the amounts paid for each month of delay,
up to a maximum of 5% of the said amounts.
7.3 The Purchaser shall not be entitled to take delivery unless the instalments due up to the
delivery date and the maintenance deposit have been paid in full.

Article (8) - Use and Alterations
The villa is for residential use only. The Purchaser shall not alter the facades, the colours or
the footprint of the villa, nor add any floor, without the prior written consent of the Seller
and the competent authority.

Article (9) - Transfer of Title
The Seller shall carry out the procedures for the registration of the villa in the name of the
Purchaser at the Real Estate Publicity Department once the compound is registered and the price
is paid in full. Each party bears the taxes imposed on it by law.

Article (10) - Owners' Association
The Purchaser undertakes to become a member of the owners' association of the compound and to
abide by its internal regulations (Annex 3), including the rules on security, pets, parking and
the use of the club house.

Article (11) - Disputes
This contract is governed by Egyptian law. Any dispute arising from its execution or
interpretation shall be settled amicably within thirty (30) days; failing which it shall be
referred to the courts of New Cairo.

Article (12) - Annexes and Copies
Annex (1) layout plan; Annex (2) specifications; Annex (3) internal regulations. This contract is
made in three (3) original copies, one for the Purchaser and two for the Seller.

First Party (Seller)                                  Second Party (Purchaser)
Palm Crest Developments S.A.E.                        Karim Adel Fouad
Signature: ______________________                     Signature: ______________________
"""
    return "01_new_cairo_villa_aligned", text, rows


# --------------------------------------------------------------------------- 02
def agreement_02():
    price = D("7850000")
    rows = []
    rows.append(row("Reservation amount", pct_of(price, 5), 5, dt.date(2026, 3, 1)))
    rows.append(row("Contracting payment", pct_of(price, 5), 5, dt.date(2026, 4, 1)))
    for i in range(12):
        rows.append(row(f"Quarterly instalment {i + 1}", pct_of(price, 5), 5,
                        add_months(dt.date(2026, 7, 1), 3 * i)))
    rows.append(row("Delivery payment", pct_of(price, 10), 10, None, when="On delivery"))
    for i in range(4):
        rows.append(row(f"Post-delivery instalment {i + 1}", pct_of(price, 5), 5,
                        add_months(dt.date(2029, 10, 1), 3 * i), post=True))
    maint = row("Maintenance deposit", pct_of(price, 8), 8, None, fee=True, when="On delivery")
    club = row("Club membership fee", D("180000"), None, dt.date(2027, 4, 1), fee=True)
    rows += [maint, club]
    check_plan(rows, price, all_pct=True)

    body = []
    n = 0
    for r in rows[:-2]:
        n += 1
        if r["desc"] == "Post-delivery instalment 1":
            body.append(None)
        body.append([str(n), r["desc"], pct_eu(r["pct"]),
                     slash(r["due"]) if r["due"] else r["when"], eur(r["amount"])])
    body.append(None)
    body.append(["", "TOTAL", "100%", "", eur(price)])
    plan_table = ascii_table(["No", "Payment", "%", "Due date", "Amount (EGP)"], body, "llrlr")

    post_idx = [i + 1 for i, r in enumerate(rows) if r["post"]]
    post_from, post_to = post_idx[0], post_idx[-1]
    fee_body = [
        ["A", "Maintenance deposit (8% of the Price)", maint["when"], eur(maint["amount"])],
        ["B", "Club membership fee (one-off)", slash(club["due"]), eur(club["amount"])],
    ]
    fee_table = ascii_table(["Ref", "Charge", "Due date", "Amount (EGP)"], fee_body, "lllr")

    text = f"""
SAHEL BLUE BAY FOR TOURISTIC DEVELOPMENT S.A.E.
Project: "Azure Shores" - Ras El Hekma, km 210 Alexandria / Marsa Matrouh Road, North Coast

                       CHALET SALE CONTRACT
                 Contract ref. AZS/CH-6-018 dated {slash(dt.date(2026, 4, 1))}

BETWEEN

(1) Sahel Blue Bay for Touristic Development S.A.E., Commercial Register No. 77310 - Giza,
    Tax Card No. 512-884-603, whose head office is at 41 Gamal Abdel Nasser Axis, Sheikh Zayed
    City, Giza, represented by Eng. Hany Samir Ghali, Chairman (the "Company"); and

(2) Mrs. Nadia Mostafa Hassan, Egyptian, National ID No. 27911050201863, of 7 Abbas El Akkad
    Street, Nasr City, Cairo, and her husband Mr. Sherif Wagdy Zaki, Egyptian, National ID
    No. 27604120101227, jointly and severally (together the "Buyer").

RECITALS

A. The Company is developing a touristic resort known as "Azure Shores" on a plot of 212 feddans
   at Ras El Hekma, Marsa Matrouh Governorate, licensed by the Tourism Development Authority under
   licence No. 2291 of 2023.
B. The Buyer reserved the unit described in Clause 2 by reservation form No. 5518 and paid the
   reservation amount shown in the payment table below.
C. The parties now wish to record the final terms of the sale.

1. DEFINITIONS
In this contract: "Price" means the price stated in Clause 3; "Unit" means the chalet described in
Clause 2; "Delivery" means the handing over of the Unit to the Buyer under a delivery report
signed by both parties; "Other Charges" means the amounts in Clause 5, which are payable in
addition to the Price.

2. THE UNIT
Chalet No. C-18, building No. 6, ground floor with private garden, second row from the lagoon,
gross built-up area 85 m2 plus garden of approximately 40 m2 and a terrace of 12 m2, two (2)
bedrooms, fully finished with air-conditioning units, as per the finishing specifications in
Appendix 2. The Unit is sold as seen on the approved plans.

3. PRICE
The Price of the Unit is EGP {eur(price, 0)} ({eur(price)} Egyptian Pounds - seven million eight
hundred and fifty thousand). The Price includes one (1) shared parking space but does not include
the Other Charges.

4. PAYMENT OF THE PRICE
4.1 The Price is payable in the instalments and on the dates set out in the following table.
The reservation amount already paid is credited against the first line.

{plan_table}

4.2 Payments {post_from} to {post_to} fall due after Delivery and are secured by post-dated cheques delivered on
signature of this contract. Delivery of the Unit shall not release the Buyer from paying them.
4.3 Payments are made by cheques or bank transfer to the Company's account No. 1003 4471 2290
at Banque Misr, Mohandessin branch. No cash payments are accepted.

5. OTHER CHARGES (PAYABLE IN ADDITION TO THE PRICE)

{fee_table}

5.1 The maintenance deposit finances the maintenance of the resort's common areas, beaches,
lagoons and landscaping. The Company (or the facility manager it appoints) will invest it and use
its returns; the Buyer shall in addition pay the annual service charge determined by the facility
manager from the first summer season after Delivery.
5.2 The club membership fee entitles the Unit to one family membership of the beach club for the
Buyer's first-degree relatives; guest passes are charged separately.

6. LATE PAYMENT
If any payment is not made on its due date, the Company may charge a late payment penalty of 2%
per month of delay. Where a delay exceeds sixty (60) days, the Company may terminate this contract
by notice, in which case 5% of the Price shall be retained and the balance refunded in six (6)
equal monthly instalments commencing after the resale of the Unit.

7. DELIVERY
7.1 The Company shall deliver the Unit by {slash(dt.date(2029, 6, 30))}, subject to force majeure
and to the Buyer having paid all amounts due up to Delivery including the Other Charges due on
Delivery. Delivery before that date is permitted on fourteen (14) days' notice.
7.2 Should the Company fail to deliver within six (6) months after the said date, the Buyer may
claim compensation of 1% of the amounts paid per month of delay, capped at 7% of the Price.

8. SEASONAL RULES AND RENTAL
The Buyer may let the Unit through the resort's rental programme only, and agrees to comply with
the resort rules (Appendix 3), including the summer season regulations applicable from 15/06 to
15/09 of each year.

9. TITLE
Title remains with the Company until full payment of the Price. Transfer of title, when the
registration of touristic units becomes available, shall be at the Buyer's expense.

10. GOVERNING LAW AND DISPUTES
This contract is governed by the laws of the Arab Republic of Egypt. Disputes shall be referred
to arbitration before the Cairo Regional Centre for International Commercial Arbitration (CRCICA)
by a sole arbitrator, seat Cairo, language Arabic.

11. COPIES
Made in two (2) originals in Arabic and English; in case of conflict the Arabic text prevails.

For the Company                                   The Buyer
__________________________                        __________________________  (1)
Eng. Hany Samir Ghali                             __________________________  (2)
"""
    return "02_north_coast_chalet_dashed", text, rows


# --------------------------------------------------------------------------- 03
def agreement_03():
    price = D("4950000")
    rows = []
    rows.append(row("Down payment", pct_of(price, 10), 10, None, when="on signature"))
    rows.append(row("Second payment", pct_of(price, 10), 10, dt.date(2026, 10, 15)))
    first = dt.date(2027, 1, 15)
    for i in range(12):
        rows.append(row(f"Instalment {i + 1} of 12", pct_of(price, D("6.25")), D("6.25"),
                        add_months(first, 3 * i)))
    rows.append(row("Final payment on delivery", pct_of(price, 5), 5, None))
    maint = row("Maintenance deposit", pct_of(price, 8), 8, None, fee=True)
    rows.append(maint)
    check_plan(rows, price, all_pct=True)
    q = rows[2]["amount"]
    last_series = rows[13]["due"]

    text = f"""
CAPITAL MERIDIAN REAL ESTATE DEVELOPMENT S.A.E.
New Administrative Capital - Residential District R7 - Project "Meridian Gardens"

APARTMENT SALE AND PURCHASE CONTRACT

Dated: {dot(dt.date(2026, 3, 22))}                                      Contract serial: MG-R7-03/0204

PARTIES
First Party (Seller): Capital Meridian Real Estate Development S.A.E., C.R. No. 169022 Cairo,
registered office at Plot 18, Business District, New Administrative Capital, represented by
Mr. Ahmed Fathy Abdel Aziz, Chief Executive Officer, under the board resolution dated 09.01.2026.

Second Party (Purchaser): Dr. Mona Ibrahim Soliman, Egyptian, National ID No. 29008120104571,
residing at 15 Makram Ebeid Street, Nasr City, Cairo.

INTRODUCTION
The First Party has acquired from the Administrative Capital for Urban Development Company
(ACUD) a plot of land No. R7-24 of 31.500 m2 in the R7 residential district, under a contract dated
17.08.2021, and is constructing on it a residential project of twelve (12) buildings of ground +
seven floors. The Second Party, having reviewed the project documents, wishes to purchase the
apartment described below. The parties therefore agree as follows.

CLAUSE 1 - THE APARTMENT
Apartment No. 204, second floor, building No. 3, with a gross area of 165 m2 (including its
share of the common areas estimated at 18%), comprising three bedrooms, two bathrooms, reception
and kitchen, together with the right to use parking space No. P-3-27 in the basement.

CLAUSE 2 - PRICE
The price of the apartment is {eur(price)} EGP (four million nine hundred and fifty thousand
Egyptian Pounds), calculated at 30.000,00 EGP per square metre of gross area. The price is a lump
sum and shall not be revised because of any change in construction costs.

CLAUSE 3 - PAYMENT SCHEDULE
The Second Party undertakes to pay the price to the First Party as follows:

  1. A down payment of 10% of the price, being {eur(rows[0]['amount'])} EGP, paid on signature of
     this contract, the receipt of which the First Party acknowledges by the signature hereof.
  2. A second payment of 10% of the price, being {eur(rows[1]['amount'])} EGP, due on
     {dot(rows[1]['due'])}.
  3. Twelve (12) equal quarterly instalments of {pct_eu(D('6.25'))} of the price each, i.e.
     {eur(q)} EGP per instalment, the first falling due on {dot(first)} and the following
     ones on the 15th day of every third month thereafter, the last falling due on
     {dot(last_series)}.
  4. A final payment of 5% of the price, being {eur(rows[14]['amount'])} EGP, on delivery of the
     apartment.

The instalments in items 2 and 3 are represented by thirteen (13) post-dated cheques delivered
by the Second Party on signature. The total of items 1 to 4 equals the price.

CLAUSE 4 - MAINTENANCE DEPOSIT
In addition to the price, the Second Party shall pay on delivery of the apartment, together with
the final payment, a maintenance deposit of 8% of the price, amounting to
{eur(maint['amount'])} EGP. The deposit shall be transferred to the union of owners once formed
(Law No. 119 of 2008 and its executive regulations) and is not refundable.

CLAUSE 5 - LATE PAYMENT AND RESCISSION
5.1 A delay in paying any instalment by more than thirty (30) days shall oblige the Second Party
to pay a delay interest of 18% per year on the overdue amount.
5.2 If the delay exceeds ninety (90) days, the First Party may rescind this contract by a
notice sent to the address stated above, without need for any judicial procedure, and shall
refund the amounts received after deducting 7% of the price, within one hundred and twenty (120)
days of the rescission.

CLAUSE 6 - DELIVERY
The First Party shall deliver the apartment fully finished, in accordance with Appendix B, within
forty-eight (48) months from the date of this contract. The First Party shall notify the Second
Party of the delivery date by registered letter at least thirty (30) days in advance. If the
Second Party does not attend, the apartment is deemed delivered on the fifteenth (15th) day
following the notified date.

CLAUSE 7 - WARRANTY
The First Party guarantees the structural elements for ten (10) years from delivery, as provided
by Article 651 of the Egyptian Civil Code, and the finishing works for one (1) year.

CLAUSE 8 - ASSIGNMENT
The Second Party may not assign this contract before paying at least 35% of the price and without
the written approval of the First Party.

CLAUSE 9 - NOTICES
Notices are validly sent to the addresses stated above unless a change of address is notified by
registered letter.

CLAUSE 10 - JURISDICTION
The courts of Cairo (East Cairo Court of First Instance) have jurisdiction over any dispute arising
from this contract.

This contract is made in three (3) copies, each party holding one copy and the third being kept
for registration purposes.

FIRST PARTY                                     SECOND PARTY
Ahmed Fathy Abdel Aziz                          Dr. Mona Ibrahim Soliman
"""
    return "03_new_capital_apartment_numbered", text, rows


# --------------------------------------------------------------------------- 04
def agreement_04():
    price = D("9600000")
    club = row("Club membership fee", D("300000"), None, dt.date(2026, 6, 1), fee=True)
    down = row("Down payment", pct_of(price, 15), 15, dt.date(2026, 5, 1))
    inst_amt = (price - down["amount"]) / 16
    assert inst_amt == D("510000")
    inst = [row(f"Quarterly instalment No. {i + 1}", inst_amt, None, add_months(dt.date(2026, 8, 1), 3 * i))
            for i in range(16)]
    rows = [club, down] + inst
    check_plan(rows, price)

    lines = []
    hdr = f"{'Ser.':<6}{'Instalment':<34}{'Due on':<14}{'EGP':>15}"
    lines.append(hdr)
    lines.append(f"{'-' * 4:<6}{'-' * 30:<34}{'-' * 10:<14}{'-' * 12:>15}")
    lines.append(f"{'0':<6}{'Down payment - 15% of the Price':<34}{slash(down['due']):<14}{eur(down['amount']):>15}")
    for i, r in enumerate(inst):
        lines.append(f"{str(i + 1):<6}{r['desc']:<34}{slash(r['due']):<14}{eur(r['amount']):>15}")
    lines.append(f"{'':<6}{'':<34}{'':<14}{'-' * 12:>15}")
    lines.append(f"{'':<6}{'Total':<34}{'':<14}{eur(price):>15}")
    table = "\n".join(lines)

    text = f"""
                                THE GROVE RESIDENCES
                      Golden Square - New Cairo - Townhouse Contract

                               CONTRACT OF SALE No. 2026/TH-B2-09

On Friday 24/04/2026, at the offices of Grove Horizon Development S.A.E. in New Cairo, this
contract was concluded between:

FIRST: GROVE HORIZON DEVELOPMENT S.A.E., Commercial Register No. 140932 Cairo, head office at
Tower 3, Cairo Festival City, Ring Road, New Cairo, represented by Ms. Rania Kamal Abdel Malek,
Sales and Contracts Director, under a power of attorney No. 1877 letter (B) of 2025 - Nasr City
Notarisation Office (hereinafter the "Seller").

SECOND: Mr. Youssef Hamdy Roushdy and Mrs. Salma Ayman Nour, both Egyptian, National IDs
Nos. 28207040101354 and 28511230103386, residing at Villa 5, Street 87, Maadi, Cairo
(hereinafter jointly the "Purchaser").

PRELIMINARY STATEMENT
The Seller is the developer of "The Grove Residences", a residential compound built on 52 feddans
in the Golden Square area of New Cairo, land contract with NUCA dated 11/06/2018, building licence
No. 406 of 2024. The Purchaser wishes to acquire a townhouse in the compound and the Seller accepts
to sell it on the terms below, which the parties have freely negotiated.

ARTICLE 1 - UNIT
Middle townhouse No. B2-09, block B2, land area 240 m2, built-up area 235 m2 over ground, first
and roof, private garden of about 95 m2, delivered core and shell with finished facades. The unit
is shown in red on the site plan (Appendix A).

ARTICLE 2 - PRICE
The price is EGP {eur(price, 0)} (nine million six hundred thousand Egyptian Pounds). The price
covers the unit and its share of the land and of the common areas. It excludes the club
membership fee in Article 3, the utility connection charges and the annual service charges.

ARTICLE 3 - CLUB MEMBERSHIP
3.1 Ownership of a unit in the compound includes membership of "The Grove Club". The Purchaser
shall pay, in addition to the price, a one-time club membership fee of EGP {eur(club['amount'], 0)},
due on {slash(club['due'])}.
3.2 Annual club subscriptions (currently EGP 12.000 per family per year) start from the opening of
the club and are not part of this contract.

ARTICLE 4 - PAYMENT OF THE PRICE
4.1 The price shall be paid as follows: a down payment of fifteen percent (15%) on {slash(down['due'])}
and the balance in sixteen (16) equal quarterly instalments of EGP {eur(inst_amt, 0)} each, in
accordance with the schedule below.

{table}

4.2 For each instalment the Purchaser has delivered a cheque drawn on National Bank of Egypt.
Early payment of instalments is accepted but gives no right to a discount unless agreed in
writing.

ARTICLE 5 - DEFAULT
5.1 A delay in payment exceeding fifteen (15) days entails a penalty of 1,25% of the delayed
amount for each month or part of a month.
5.2 Non-payment of three (3) instalments entitles the Seller to cancel the contract by notice.
Upon cancellation the Seller keeps 10% of the paid amounts and refunds the remainder within six
(6) months.

ARTICLE 6 - HANDOVER
6.1 Handover shall take place within fifty-four (54) months from the date of this contract,
subject to the Purchaser having paid the instalments due at the date of handover.
6.2 Any delay attributable to the Seller beyond that period entitles the Purchaser to
compensation of EGP 20.000 per month, up to twelve (12) months.

ARTICLE 7 - SERVICE CHARGES
From handover, the Purchaser pays the annual service charges set by the facility management
company, estimated for 2026 at EGP 35 per m2 of built-up area per year. These charges are not part
of the price.

ARTICLE 8 - RESTRICTIONS
The Purchaser shall not change the use of the unit, build on the garden, or subdivide the unit.

ARTICLE 9 - GOVERNING LAW
Egyptian law applies. The courts of New Cairo shall have exclusive jurisdiction.

ARTICLE 10 - COUNTERPARTS
Made in three (3) originals. The Appendices (A - site plan, B - specifications, C - compound
rules) form part of this contract.

The Seller                                                The Purchaser
Rania Kamal Abdel Malek                                   Youssef Hamdy Roushdy
                                                          Salma Ayman Nour
"""
    return "04_new_cairo_townhouse_aligned", text, rows


# --------------------------------------------------------------------------- 05
def agreement_05():
    price = D("3400000")
    down = row("Down payment", pct_of(price, 20), 20, dt.date(2026, 5, 15))
    first = dt.date(2026, 11, 15)
    series = [row(f"Semi-annual instalment {i + 1} of 8", pct_of(price, 10), 10, add_months(first, 6 * i))
              for i in range(8)]
    club = row("Club membership fee", D("75000"), None, first, fee=True)
    maint = row("Maintenance deposit", pct_of(price, 6), 6, None, fee=True)
    rows = [down] + series + [club, maint]
    check_plan(rows, price, all_pct=True)

    text = f"""
MARSA SANDS - SIDI ABDEL RAHMAN - NORTH COAST
FINAL SALE CONTRACT - CHALET

Contract No. MS/2026/0311

This contract is signed in Cairo on 15/05/2026 by:

(1) MARSA SANDS RESORTS S.A.E., C.R. No. 92476 Alexandria, address: 12 Fouad Street, Alexandria,
    represented by Mr. Omar Galal Badawy, Authorised Signatory
    - the "Developer" -

(2) Mr. Hesham Nabil Farid, Egyptian, National ID No. 27701310101918, of 33 Syria Street,
    Mohandessin, Giza
    - the "Client" -

1. Background
1.1 The Developer is building the touristic village "Marsa Sands" at km 131 of the
    Alexandria-Matrouh coastal road, on land of 64 feddans leased from the Tourism Development
    Authority under a contract dated 30/09/2022.
1.2 The Client visited the project and chose the chalet described in clause 2. A previous offer
    letter dated 20/04/2026 quoted the same price and is superseded by this contract.

2. The Chalet
Chalet No. 311, first floor, building 3, area 98 m2 plus roof terrace 30 m2, sea view, three
bedrooms, delivered fully finished with kitchen cabinets and air conditioning.

3. Price
The price of the chalet is EGP {eur(price, 0)} (three million four hundred thousand Egyptian Pounds).

4. Payment plan
The Client shall pay the price, without interest, as follows:

   4.1  twenty percent (20%) of the price, i.e. EGP {eur(down['amount'], 0)}, as a down payment on
        {slash(down['due'])}, being the date of signature of this contract;
   4.2  the remaining eighty percent (80%) in eight (8) equal semi-annual instalments of ten
        percent (10%) each, i.e. EGP {eur(series[0]['amount'], 0)} per instalment, the first
        instalment falling due on {slash(first)} and each subsequent instalment six (6) months
        after the previous one, so that the last instalment falls due on {slash(series[-1]['due'])}.

5. Amounts payable in addition to the price
   5.1  Club membership fee: EGP {eur(club['amount'], 0)}, payable together with the first
        semi-annual instalment on {slash(club['due'])}. It grants the Client membership of the
        Marsa Sands beach club for as long as he owns the chalet.
   5.2  Maintenance deposit: six percent (6%) of the price, i.e. EGP {eur(maint['amount'], 0)},
        payable on handover of the chalet.

6. Handover
The Developer shall hand over the chalet before the summer season of 2030 and in any case not
later than 30/06/2030, provided the Client has settled all amounts due on or before that date,
including the maintenance deposit. Should the Developer be late, it shall pay the Client 0,75%
of the paid amounts for each month of delay, with a maximum of 9%.

7. Default of the Client
7.1 Any amount not paid on its due date bears a late charge of 2% per month.
7.2 If two instalments remain unpaid for more than sixty (60) days, the Developer may cancel
    this contract and refund the paid amounts less 5% of the price, within one (1) year.

8. Use of the chalet
Holiday residential use only. Rentals of less than seven (7) nights require registration with the
village management. Pets are not allowed in the beach areas between 01/06 and 30/09.

9. Law and disputes
Egyptian law governs this contract; the courts of Alexandria have jurisdiction.

Signed in two originals.

Developer: ____________________                 Client: ____________________
"""
    return "05_north_coast_chalet_numbered", text, rows


# --------------------------------------------------------------------------- 06
def agreement_06():
    price = D("6750000")
    rows = []
    rows.append(row("Down payment", pct_of(price, 10), 10, None, when="On signing"))
    rows.append(row("Second payment", pct_of(price, 10), 10, dt.date(2026, 7, 28)))
    for i in range(12):
        rows.append(row(f"Instalment {i + 1}/12", pct_of(price, 5), 5, add_months(dt.date(2026, 10, 28), 3 * i)))
    rows.append(row("Handover payment", pct_of(price, 20), 20, None, when="On handover"))
    maint = row("Maintenance deposit", pct_of(price, 5), 5, None, fee=True)
    rows.append(maint)
    check_plan(rows, price, all_pct=True)

    body = []
    for i, r in enumerate(rows[:-1]):
        body.append([f"{i + 1:02d}", r["desc"], pct_eu(r["pct"]),
                     dot(r["due"]) if r["due"] else r["when"], eur(r["amount"])])
    body.append(None)
    body.append(["", "Total contract price", "100%", "", eur(price)])
    table = ascii_table(["#", "Payment", "Share", "Due date", "EGP"], body, "llrlr")

    text = f"""
CONTRACT FOR THE SALE OF AN ADMINISTRATIVE UNIT
"Nile Axis Business Park" - Downtown (MU-23), New Administrative Capital

Ref.: NABP/ADM/7-0712                                               Date: 28.04.2026

The undersigned:

(A) NILE AXIS PROPERTIES S.A.E., registered in the Commercial Register of the Investment Office
    under No. 201554, with offices at Office 3, Ground Floor, Building C4, Central Business
    District, New Administrative Capital, represented by Mr. Walid Mohsen Rizk, Commercial
    Director ("the Developer");

(B) ELTAWEEL TRADING & CONSULTING LLC, an Egyptian limited liability company, C.R. No. 66120
    Giza, with offices at 9 Lebanon Street, Mohandessin, Giza, represented by its manager
    Mr. Amr Saad Eltaweel ("the Purchaser");

have agreed as follows.

1. RECITALS
1.1 The Developer owns plot MU-23-07 in the downtown area of the New Administrative Capital,
    with an area of 7.850 m2, under a contract with ACUD dated 05.12.2022, on which it is building
    "Nile Axis Business Park", an administrative and commercial building of ground + 14 floors.
1.2 The Purchaser wishes to purchase an office unit for its own business use.

2. THE UNIT
Administrative unit No. 712, seventh floor, tower 7, net internal area 112 m2, gross area
131 m2, with two (2) reserved parking spaces in basement level B2 (Nos. 2-114 and 2-115). The unit
is delivered with finished common areas and core and shell interiors (Category "B" finishing).

3. PRICE
The price of the unit is {eur(price)} EGP (six million seven hundred and fifty thousand Egyptian
Pounds), i.e. approximately 51.526,72 EGP per m2 of gross area, inclusive of the two parking
spaces.

4. PAYMENT TERMS
4.1 The Purchaser shall pay the price in the following instalments:

{table}

4.2 Instalments 03 to 14 are quarterly instalments falling due on the 28th day of the relevant
month. The Purchaser has handed the Developer twelve (12) cheques drawn on QNB Alahli covering
them, in addition to one cheque for the second payment.
4.3 The handover payment is due on the date set in the Developer's handover notice and is a
condition of handover.

5. MAINTENANCE DEPOSIT
A maintenance deposit of five percent (5%) of the price, being {eur(maint['amount'])} EGP, is
payable by the Purchaser on handover, in addition to the price. It is placed in the building
maintenance fund managed by the Developer until the formation of the owners' association.

6. DEFAULT
6.1 Late payment of any amount attracts a penalty of 1% per month of delay.
6.2 If any instalment remains unpaid for more than ninety (90) days, the Developer may terminate
    this contract by written notice. On termination 10% of the price shall be forfeited and the
    rest of the paid amounts refunded within one hundred and eighty (180) days.

7. HANDOVER
The unit shall be handed over within forty-two (42) months from the date of this contract, with a
grace period of six (6) months. The Developer will notify the Purchaser in writing of the
handover date at least thirty (30) days in advance.

8. USE AND FIT-OUT
The unit shall be used exclusively as administrative offices. Fit-out works require the approval
of the Developer's fit-out manual (Annex 4) and a refundable fit-out deposit to be agreed at the
time of fit-out, which is not governed by this contract.

9. DISPUTES
Egyptian law applies. Disputes shall be finally settled by arbitration under the CRCICA rules,
seat Cairo.

10. ORIGINALS
Made in two (2) originals, one for each party.

For the Developer                                  For the Purchaser
Walid Mohsen Rizk                                  Amr Saad Eltaweel
"""
    return "06_new_capital_office_dashed", text, rows


def main():
    for fn in (agreement_01, agreement_02, agreement_03, agreement_04, agreement_05, agreement_06):
        slug, text, rows = fn()
        write(slug, text, rows)
        print(f"{slug}: {len(rows)} rows")


if __name__ == "__main__":
    main()
