#!/usr/bin/env python3
"""Generate the egypt_text_r4 agreements (.txt) and their expected plans.

Standalone: stdlib only. Every agreement is built from row data; the same data
renders both the document text and the expected JSON.
"""
import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    return (D(price) * D(pct) / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def eu(amount):
    """1250000 -> '1.250.000,00' (European grouping used in Egyptian contracts)."""
    s = "{:,.2f}".format(D(amount))
    return s.replace(",", "#").replace(".", ",").replace("#", ".")


def eu_pct(p):
    return "{:.2f}".format(D(p)).replace(".", ",")


def dmy(d, sep="/"):
    return "%02d%s%02d%s%04d" % (d.day, sep, d.month, sep, d.year)


def row(desc, amount, pct=0, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, amount=D(amount), pct=D(pct), due=due, fee=fee, post=post)
    r.update(extra)
    return r


def expected(rows):
    out = []
    for r in rows:
        out.append({
            "amount": float(r["amount"]),
            "dueDate": jdate(r["due"]),
            "description": r["desc"],
            "percentage": float(r["pct"]),
            "isFee": r["fee"],
            "postHandover": r["post"],
            "status": "pending",
        })
    return out


def check_plan(price, rows):
    plan = [r for r in rows if not r["fee"]]
    assert sum(r["amount"] for r in plan) == D(price), (sum(r["amount"] for r in plan), price)
    if all(r["pct"] for r in plan):
        assert sum(r["pct"] for r in plan) == 100, sum(r["pct"] for r in plan)
    for r in rows:
        if r["pct"] and not r.get("pct_free"):
            assert pct_of(price, r["pct"]) == r["amount"], r


def write(slug, text, rows):
    with open(os.path.join(HERE, slug + ".txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected(rows), f, indent=2, ensure_ascii=False)
        f.write("\n")


# ---------------------------------------------------------------------------
# 01 - New Cairo apartment: ASCII table with borders, sub-total and total rows,
#      cheque references, fees (maintenance deposit, club) in a later article.
# ---------------------------------------------------------------------------
def agreement_01():
    price = D("4872000.00")
    rows = []
    rows.append(row("Down payment", pct_of(price, 10), 10, None, label="Down payment - upon signature"))
    first = date(2026, 4, 1)
    for i in range(12):
        rows.append(row("Quarterly instalment No. %d" % (i + 1), pct_of(price, "7.5"), "7.5",
                        add_months(first, 3 * i)))
    plan = list(rows)
    maint = row("Maintenance deposit", pct_of(price, 8), 8, None, fee=True)
    club = row("Club membership fee", D("120000.00"), 0, date(2027, 10, 1), fee=True)
    rows += [maint, club]
    check_plan(price, rows)

    # ASCII table
    widths = [4, 36, 12, 10, 16]
    sep = "+" + "+".join("-" * w for w in widths) + "+"

    def line(cells, aligns):
        out = []
        for c, w, a in zip(cells, widths, aligns):
            c = " " + c + " "
            out.append(c.rjust(w) if a == "r" else (c.center(w) if a == "c" else c.ljust(w)))
        return "|" + "|".join(out) + "|"

    al = ["c", "l", "c", "r", "r"]
    t = [sep, line(["No", "Description", "Due date", "Share", "Amount (EGP)"], ["c", "l", "c", "r", "r"]), sep]
    t.append(line(["--", plan[0]["label"], "-", eu_pct(plan[0]["pct"]) + " %", eu(plan[0]["amount"])], al))
    for i, r in enumerate(plan[1:], 1):
        t.append(line(["%02d" % i, r["desc"], dmy(r["due"]), eu_pct(r["pct"]) + " %", eu(r["amount"])], al))
    t.append(sep)
    sub = sum(r["amount"] for r in plan[1:])
    subp = sum(r["pct"] for r in plan[1:])
    t.append(line(["", "Sub-total of instalments (12)", "", eu_pct(subp) + " %", eu(sub)], al))
    t.append(line(["", "TOTAL PRICE", "", eu_pct(100) + " %", eu(price)], al))
    t.append(sep)
    table = "\n".join("    " + x for x in t)

    text = f"""                                                  Contract Ref.: MLUD/LR/B27/304/2026
                                                  Sales file No.: 26-0412

                 PRELIMINARY CONTRACT FOR THE SALE OF A RESIDENTIAL APARTMENT
                              (Lotus Ridge Compound - New Cairo)

This Contract was concluded in Cairo on Sunday, 18/01/2026, by and between:

FIRST:  MISR LOTUS URBAN DEVELOPMENT S.A.E., an Egyptian joint stock company established
        under Law No. 159 of 1981, registered in the Commercial Register of the Cairo
        Investment Office under No. 118452, Tax Card No. 512-874-309, having its head office
        at 90 Street 9, Sector 2, Fifth Settlement, New Cairo, represented in this Contract
        by Eng. Hesham Fouad El-Sayed in his capacity as Managing Director.
        (hereinafter "the First Party" or "the Company")

SECOND: Mr. KARIM ADEL MANSOUR, Egyptian national, holder of National ID No. 28703150101234,
        residing at 14 Abbas El Akkad Street, Nasr City, Cairo, mobile 0100 457 2281.
        (hereinafter "the Second Party" or "the Purchaser")

                                       PREAMBLE

The First Party owns plot No. 14/B in the Fifth Settlement, New Cairo, with an area of
52.380 m2, by virtue of an allocation contract concluded with the New Urban Communities
Authority on 03/06/2021, and is developing thereon a residential compound known as
"Lotus Ridge" under building permit No. 1187 of 2024 issued by the New Cairo City Authority.

The Second Party has inspected the drawings and specifications of the project and has
expressed his wish to purchase the apartment described below, and the First Party has
accepted. The two parties, having acknowledged their legal capacity to contract, have
agreed as follows:

ARTICLE (1) - PREAMBLE
The above preamble and the annexes to this Contract (Annex 1: floor plan; Annex 2:
finishing specifications; Annex 3: compound regulations) form an integral part hereof.

ARTICLE (2) - SUBJECT OF THE CONTRACT
The First Party sells to the Second Party, who accepts, apartment No. 304 on the third
(3rd) floor of building No. 27 in the Lotus Ridge compound, with a gross area of 168 m2
(one hundred and sixty-eight square metres), inclusive of the apartment's share of the
building's common areas and services estimated at 18%. The sale includes the exclusive
right to use covered parking space No. P2-118 in the basement of building No. 27.
The apartment is delivered semi-finished according to Annex 2.

ARTICLE (3) - THE PRICE
3.1 The total price of the apartment is {eu(price)} EGP (Four Million Eight Hundred and
    Seventy-Two Thousand Egyptian Pounds), calculated at 29.000,00 EGP per square metre of
    gross area (hereinafter "the Price").
3.2 Should the final surveyed area differ from the area stated in Article (2) by more than
    3% (three per cent) in either direction, the difference shall be settled at the same
    rate of 29.000,00 EGP per m2, with the last instalment.

ARTICLE (4) - METHOD OF PAYMENT
4.1 The Second Party undertakes to pay the Price in accordance with the following table.
    The down payment is payable upon signature of this Contract by bank transfer to the
    Company's account No. 1903-0045-7781 at Banque Misr, New Cairo branch. For the twelve
    (12) quarterly instalments the Second Party has today delivered to the First Party
    twelve (12) post-dated cheques drawn on the National Bank of Egypt, Tagamoa branch,
    numbered 7700121 to 7700132 inclusive.

{table}

4.2 The cheques are delivered as a means of payment and not as a guarantee. The First
    Party shall issue a receipt for each cheque upon its collection.
4.3 Any change of the payment method requires the prior written consent of the First Party.

ARTICLE (5) - AMOUNTS PAYABLE IN ADDITION TO THE PRICE
5.1 Maintenance deposit: the Second Party shall pay a maintenance deposit equal to eight per
    cent (8%) of the Price, i.e. {eu(maint["amount"])} EGP, upon delivery of the apartment. The
    deposit is kept in a separate interest-bearing account, and its returns are applied to
    the major maintenance and replacement of the compound's common facilities.
5.2 Club membership: the Second Party shall pay a one-off club membership fee of
    {eu(club["amount"])} EGP (One Hundred and Twenty Thousand Egyptian Pounds), falling due on
    {dmy(club["due"])}, entitling him and his first-degree relatives to use the Lotus Ridge
    social club. Annual subscriptions are determined by the club's management after opening
    and are not part of this Contract.
5.3 Neither of the above amounts is refundable once the apartment is delivered.

ARTICLE (6) - DELAY IN PAYMENT
6.1 If the Second Party fails to pay any instalment on its due date, he shall pay delay
    interest of 1,5% (one and a half per cent) per month on the overdue amount from the due
    date until actual payment.
6.2 If the Second Party fails to pay two (2) consecutive instalments and does not remedy
    such failure within sixty (60) days of being notified by registered letter, this
    Contract shall be deemed terminated of its own accord without the need for a court
    judgement. In that case the First Party shall refund the amounts received after
    deducting 10% (ten per cent) of the Price as agreed compensation, within six (6) months
    of re-selling the apartment, without any interest.

ARTICLE (7) - DELIVERY
7.1 The First Party shall deliver the apartment within thirty-six (36) months from
    01/01/2026, with a grace period of six (6) months, provided that the Second Party has
    paid all instalments due at that time.
7.2 If the First Party delays delivery beyond the grace period, it shall pay the Second
    Party compensation of 0,5% of the amounts paid for each month of delay, subject to a
    maximum of 5% of such amounts.
7.3 Delivery shall be evidenced by a delivery minute signed by both parties. The Second
    Party's failure to attend within fifteen (15) days of notice shall be deemed actual
    delivery.

ARTICLE (8) - REGISTRATION
The First Party shall provide the documents needed to register the apartment in the name
of the Second Party at the Real Estate Publicity Department once the compound's
registration is completed. Registration expenses shall be borne by the Second Party as
actually incurred before the competent authorities.

ARTICLE (9) - UNION OF OWNERS
The Second Party undertakes to join the union of owners of building No. 27 and to comply
with the compound regulations in Annex 3, including the prohibition of any change to the
facades and of any commercial use of the apartment.

ARTICLE (10) - ASSIGNMENT
The Second Party may not assign this Contract before paying at least 40% of the Price, and
any assignment shall be subject to an assignment fee determined by the Company at the time.

ARTICLE (11) - JURISDICTION
The courts of New Cairo shall have jurisdiction over any dispute arising from this Contract.

ARTICLE (12) - COPIES
This Contract is made in three (3) original copies, one for each party and the third for
filing with the Company's legal department.

  FIRST PARTY                                        SECOND PARTY
  For Misr Lotus Urban Development S.A.E.            Karim Adel Mansour
  Eng. Hesham Fouad El-Sayed
  Signature: ...........................             Signature: ...........................

                                                                                 Page 1/1
"""
    write("01_new_cairo_ascii_quarterly", text, rows)


# ---------------------------------------------------------------------------
# 02 - Sheikh Zayed villa: translated-from-Arabic style, numbered lines "4/1".
#      Series sentence (16 quarterly instalments), maintenance deposit split over
#      two sentences, club fee, summary article restating totals.
# ---------------------------------------------------------------------------
def agreement_02():
    price = D("9750000.00")
    rows = []
    rows.append(row("Down payment", pct_of(price, 10), 10, date(2026, 1, 20)))
    rows.append(row("Completion of the down payment", pct_of(price, 5), 5, date(2026, 4, 20)))
    first = date(2026, 7, 20)
    n = 16
    for i in range(n):
        rows.append(row("Instalment %d of %d" % (i + 1, n), pct_of(price, 5), 5, add_months(first, 3 * i)))
    rows.append(row("Delivery instalment", pct_of(price, 5), 5, None))
    plan = list(rows)
    series = plan[2:2 + n]
    series_total = sum(r["amount"] for r in series)
    m1 = row("Maintenance deposit - first part", pct_of(price, 4), 4, date(2029, 10, 20), fee=True)
    m2 = row("Maintenance deposit - second part", pct_of(price, 4), 4, None, fee=True)
    club = row("Club membership fee", D("175000.00"), 0, date(2027, 1, 20), fee=True)
    rows += [m1, m2, club]
    check_plan(price, rows)
    assert series[-1]["due"] == date(2030, 4, 20)
    grand = price + m1["amount"] + m2["amount"] + club["amount"]

    text = f"""بسم الله الرحمن الرحيم
                     CONTRACT OF SALE OF A VILLA (TWIN HOUSE)
                 Zayed Gardens Project - Sheikh Zayed City, Giza Governorate
               (English translation - the Arabic text prevails in case of conflict)

On Tuesday corresponding to 20/01/2026, at the headquarters of the First Party at
Building 7, Arkan Plaza, 26th of July Corridor, Sheikh Zayed City, the following
parties agreed:

First Party (Seller): Zayed Gardens for Real Estate Investment (S.A.E.), Commercial
Register No. 93771 Giza, represented by Mr. Tamer Nabil Abdel Hamid in his capacity as
Chairman of the Board of Directors.

Second Party (Buyer): Dr. Mona Samir El-Gohary, Egyptian, National ID 27811020200391,
residing at Villa 18, Street 5, District 10, 6th of October City.

                                 --- Preamble ---
Whereas the First Party owns the land known as plot No. 231, Zayed Gardens Project, with a
land area of 310 m2, under contract No. 4421 dated 12/09/2019 with the Sheikh Zayed City
Development Authority, and has obtained building license No. 306/2023 for it; and whereas
the Second Party wishes to purchase the twin house to be built on part of the said plot,
the parties, having legal capacity, agreed on the following:

Clause One:
The preamble above is an integral part of this contract and complements it.

Clause Two - Subject of the Sale:
The First Party sold, with all legal guarantees, to the Second Party, who accepted,
twin house No. TH-231-B, consisting of ground floor, first floor and roof annex with a
total built-up area of 245 m2, together with a private garden of about 120 m2, as shown in
the drawing attached to this contract. The villa shall be delivered with fully finished
facades and semi-finished interiors.

Clause Three - The Price:
The sale was concluded for a total price of {eu(price)} EGP only (Nine Million Seven
Hundred and Fifty Thousand Egyptian Pounds only), of which 9.250.000,00 EGP is the price of
the villa and 500.000,00 EGP is a premium for its distinguished (corner) location. The
Second Party acknowledges that the price is final and is not subject to any discount.

Clause Four - Method of Payment:
The Second Party undertakes to pay the price to the First Party as follows:
4/1  An amount of {eu(plan[0]["amount"])} EGP (Nine Hundred Seventy-Five Thousand Egyptian
     Pounds), representing 10% of the price, as a down payment, by cheque No. 004811 dated
     {dmy(plan[0]["due"])} drawn on the Commercial International Bank (CIB).
4/2  An amount of {eu(plan[1]["amount"])} EGP, representing 5% of the price, as completion of
     the down payment, falling due on {dmy(plan[1]["due"])}.
4/3  An amount of {eu(series_total)} EGP, representing 80% of the price, to be paid in
     sixteen (16) equal successive quarterly instalments, the value of each instalment being
     {eu(series[0]["amount"])} EGP, representing 5% of the price, the first instalment falling
     due on {dmy(series[0]["due"])} and the last on {dmy(series[-1]["due"])}, by virtue of
     sixteen (16) cheques numbered from 004812 to 004827.
4/4  An amount of {eu(plan[-1]["amount"])} EGP, representing 5% of the price, upon receipt of
     the villa, by a certified cheque to be handed over on the day of delivery.
The First Party shall not be obliged to deliver the villa before collecting the amounts
stated in 4/1, 4/2 and 4/3 in full.

Clause Five - The Maintenance Deposit and the Club:
5/1  The Second Party shall pay a maintenance deposit equal to 8% of the price, to be used
     for the maintenance of the common areas of the project.
5/2  The maintenance deposit is paid in two parts. The first part, being 4% of the price
     ({eu(m1["amount"])} EGP), falls due on {dmy(m1["due"])}. The second part, also 4% of the
     price ({eu(m2["amount"])} EGP), is paid upon receipt of the villa.
5/3  The Second Party shall also pay the social club membership fee of {eu(club["amount"])} EGP
     (One Hundred Seventy-Five Thousand Egyptian Pounds) on {dmy(club["due"])}.
5/4  The maintenance deposit and the club membership fee are not part of the price and are
     not refundable in case of termination.

Clause Six - Summary of the Financial Obligations:
For the avoidance of doubt, the total of the amounts payable by the Second Party under
this contract is {eu(grand)} EGP, being the price of {eu(price)} EGP, the maintenance deposit
of {eu(m1["amount"] + m2["amount"])} EGP and the club membership fee of {eu(club["amount"])} EGP.

Clause Seven - Delay:
If the Second Party delays in paying any instalment, she shall be bound to pay a delay
penalty calculated at 18% annually on the delayed amount. If she fails to pay two
successive instalments, the First Party has the right to consider this contract
terminated automatically without the need for warning or notice or a judicial ruling,
and in that case the First Party shall return what was paid after deducting 10% of the
total price as agreed compensation.

Clause Eight - Delivery:
The First Party undertakes to deliver the villa within fifty-four (54) months from the
date of this contract. If delivery is delayed beyond that period by more than six months,
the First Party shall pay compensation of 0,5% of the amounts paid for each month of
delay.

Clause Nine - Resale:
The Second Party may not resell or assign the villa to third parties before paying 30% of
the price and obtaining the written approval of the First Party.

Clause Ten - Notices:
Each party's address stated at the head of this contract is its chosen domicile.

Clause Eleven - Jurisdiction:
The courts of Giza shall be competent to settle any dispute arising from this contract.

Clause Twelve:
This contract was drawn up in two copies, each party holding one copy to act upon.

     First Party                                      Second Party
     ______________________                           ______________________
"""
    write("02_sheikh_zayed_numbered_series", text, rows)


# ---------------------------------------------------------------------------
# 03 - North Coast chalet: whitespace-aligned table, label column in the middle,
#      dotted dates, percentages with decimal commas (12,50), wrapped row,
#      post-delivery section, fees article BEFORE the plan, distractor tables.
# ---------------------------------------------------------------------------
def agreement_03():
    price = D("6420000.00")
    fees = [
        row("Contract administration fee", D("25000.00"), 0, None, fee=True),
        row("Maintenance deposit", pct_of(price, 7), 7, date(2027, 9, 15), fee=True),
        row("Beach club and marina access membership fee", D("95000.00"), 0, None, fee=True),
    ]
    plan = []
    plan.append(row("Down payment", pct_of(price, 5), 5, None, when="on signature"))
    plan.append(row("Second down payment", pct_of(price, 5), 5, date(2026, 3, 15)))
    d = date(2026, 6, 15)
    for i in range(8):
        plan.append(row("Instalment %d (pre-delivery)" % (i + 1), pct_of(price, "6.25"), "6.25", add_months(d, 3 * i)))
    plan.append(row("Delivery instalment", pct_of(price, "12.5"), "12.5", None, when="on delivery",
                    label=["Delivery instalment, payable on handing", "over of the keys (Art. 8)"]))
    post_dates = [date(2028, 12, 15), date(2029, 6, 15), date(2029, 12, 15), date(2030, 6, 15), date(2030, 12, 15)]
    for i, pd in enumerate(post_dates):
        plan.append(row("Post-delivery instalment %d/5" % (i + 1), pct_of(price, "5.5"), "5.5", pd, post=True))
    rows = fees + plan
    check_plan(price, rows)
    assert plan[9]["due"] == date(2028, 3, 15)
    pre = plan[:11]
    post = plan[11:]

    def tl(ser, due, label, pct, amt):
        return "  %-4s  %-12s  %-40s  %7s  %15s" % (ser, due, label, pct, amt)

    lines = [tl("Ser.", "Due date", "Description of payment", "Share %", "Amount EGP"),
             tl("----", "------------", "-" * 40, "-------", "-" * 15)]
    for i, r in enumerate(pre, 1):
        due = dmy(r["due"], ".") if r["due"] else r["when"]
        lab = r.get("label") or r["desc"]
        if isinstance(lab, list):
            lines.append(tl(str(i), due, lab[0], eu_pct(r["pct"]), eu(r["amount"])))
            for extra in lab[1:]:
                lines.append(tl("", "", extra, "", ""))
        else:
            lines.append(tl(str(i), due, lab, eu_pct(r["pct"]), eu(r["amount"])))
    rule = "        " + "-" * 82
    lines.append(rule)
    lines.append(tl("", "", "Sub-total until delivery", eu_pct(sum(r["pct"] for r in pre)),
                    eu(sum(r["amount"] for r in pre))))
    lines.append("")
    lines.append("        AFTER DELIVERY (payable after the handing over of the chalet)")
    for i, r in enumerate(post, len(pre) + 1):
        lines.append(tl(str(i), dmy(r["due"], "."), r["desc"], eu_pct(r["pct"]), eu(r["amount"])))
    lines.append(rule)
    lines.append(tl("", "", "Sub-total after delivery", eu_pct(sum(r["pct"] for r in post)),
                    eu(sum(r["amount"] for r in post))))
    lines.append(tl("", "", "GRAND TOTAL (the Price)", eu_pct(100), eu(price)))
    table = "\n".join(x.rstrip() for x in lines)

    cash_price = (price * D("0.8")).quantize(D("0.01"))

    text = f"""BLUE SHORE FOR TOURISM DEVELOPMENT S.A.E.                         Form BS/SA-07 (rev. 3)
Marsa Baida Resort - Km 187, Alexandria-Matrouh Coastal Road        Serial: 000 2291

                          CHALET SALE AGREEMENT - PHASE 2

Made at Alexandria on 09.02.2026

Between
(1) BLUE SHORE FOR TOURISM DEVELOPMENT S.A.E., Commercial Register No. 30548 Alexandria,
    whose registered office is at 411 El Horreya Road, Roushdy, Alexandria (the "Company");
and
(2) Mr. Omar Hany Zaki and Mrs. Nourhan Ashraf Lotfy, spouses, National IDs
    29001250103815 and 29306140104422, both of 7 Mohamed Farid Street, Heliopolis, Cairo
    (jointly and severally, the "Buyer").

Art. 1  Background
1.1 The Company is developing the Marsa Baida Resort on land of 96 feddans allocated by the
    Tourism Development Authority under contract No. TDA/NC/118 of 2020, located at Km 187 of
    the Alexandria-Matrouh road, Sidi Abdel Rahman, Matrouh Governorate.
1.2 The Buyer has reserved chalet No. C-2-117 (ground floor with private garden) in Phase 2
    by reservation form No. 2291 and wishes to conclude this Agreement.

Art. 2  Definitions
"Chalet" means chalet No. C-2-117, with a built-up area of 118 m2 and a garden of 40 m2;
"Price" means the price stated in Art. 3; "Delivery" means the handing over of the keys
under a delivery minute signed by both parties; "Resort Operator" means the company
appointed to manage the resort's facilities.

Art. 3  Price
3.1 The Price of the Chalet is {eu(price)} EGP (Six Million Four Hundred and Twenty Thousand
    Egyptian Pounds), payable in instalments as set out in Art. 5.
3.2 The Buyer acknowledges that he was offered the Chalet at a cash price of
    {eu(cash_price)} EGP (a 20% discount) and preferred the instalment option.

Art. 4  Sums payable in addition to the Price
These sums are not part of the Price:
4.1 a contract administration fee of {eu(fees[0]["amount"])} EGP, payable upon signing this
    Agreement;
4.2 a maintenance deposit of seven per cent (7%) of the Price, amounting to
    {eu(fees[1]["amount"])} EGP, falling due on {dmy(fees[1]["due"], ".")}; and
4.3 the membership fee of the beach club and marina access of {eu(fees[2]["amount"])} EGP,
    payable on Delivery.

Art. 5  Instalment plan
5.1 The Price shall be paid in accordance with the following schedule:

{table}

5.2 Instalments Ser. 3 to 10 fall due quarterly; instalments Ser. 12 to 16 fall due every
    six months after Delivery, irrespective of the date on which the Buyer actually moves in.
5.3 Payments shall be made by post-dated cheques or by transfer to account
    No. 0112-3390-4471-008 at the Arab African International Bank.

Art. 6  Late payment
6.1 Late payment shall be treated according to the following scale:
        Days late             Consequence
        1 - 30 days           no penalty
        31 - 90 days          1,25% per month on the late amount
        more than 90 days     right of the Company to terminate (Art. 7)
6.2 Acceptance of a late payment does not waive the Company's rights for other instalments.

Art. 7  Termination and refund
If the Agreement is terminated for the Buyer's default, the Company shall refund the
amounts paid towards the Price after retaining 7,5% of the Price, in four equal quarterly
payments starting 90 days after the Chalet is resold. The fees in Art. 4.1 are retained
in all cases.

Art. 8  Delivery
8.1 The Company shall deliver the Chalet by 30.06.2028, subject to a grace period of
    three (3) months and to force majeure.
8.2 The Delivery instalment (Ser. 11) is payable on the day of Delivery and before the
    keys are handed over.

Art. 9  Use of the Chalet
The Chalet shall be used for residential and holiday purposes only. The Buyer shall abide
by the resort regulations issued by the Resort Operator.

Art. 10 Optional rental programme
The Buyer may join the resort rental programme. Under that programme the Resort Operator
retains 30% of the gross rental revenue and pays the Buyer 70%, twice a year, at the end
of June and at the end of December.

Art. 11 Governing law and disputes
This Agreement is governed by Egyptian law. Disputes shall be referred to the courts of
Alexandria.

Signed in two originals.

For the Company: ______________________      The Buyer: ______________________
                                                         ______________________
- 1 -                                                              BS/SA-07 rev. 3 / 2291
"""
    write("03_north_coast_aligned_post_delivery", text, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("egypt_text_r4: written")
