#!/usr/bin/env python3
"""Generate the egypt_text_r3 agreements (.txt, UTF-8) and their expected plans.

Standalone: stdlib only. Deterministic. Run from anywhere:
    python generate.py
Each agreement's rows are built as Python data first; both the agreement text and
the expected JSON are rendered from the same rows.
"""
import datetime as dt
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# ----------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return d.replace(year=d.year + y, month=m + 1)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def eu(x):
    """European format: 1.250.000,00"""
    s = "{:,.2f}".format(x)
    return s.replace(",", "#").replace(".", ",").replace("#", ".")


def eupct(p):
    return ("%.2f" % p).replace(".", ",") + "%"


def dots(d):
    return d.strftime("%d.%m.%Y")


def slash(d):
    return d.strftime("%d/%m/%Y")


def row(desc, amount, date=None, pct=0.0, fee=False, post=False, **extra):
    r = dict(description=desc, amount=float(amount), date=date, percentage=float(pct),
             isFee=fee, postHandover=post)
    r.update(extra)
    return r


def expected(rows):
    return [
        {
            "amount": round(r["amount"], 2),
            "dueDate": jdate(r["date"]),
            "description": r["description"],
            "percentage": round(r["percentage"], 2),
            "isFee": r["isFee"],
            "postHandover": r["postHandover"],
            "status": "pending",
        }
        for r in rows
    ]


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    tot_amt = round(sum(r["amount"] for r in plan), 2)
    assert abs(tot_amt - price) < 0.005, (tot_amt, price)
    if all(r["percentage"] for r in plan):
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-6
    for r in rows:
        if r["percentage"]:
            assert abs(pct_of(price, r["percentage"]) - r["amount"]) < 0.005, r


def write(name, text, rows):
    with open(os.path.join(HERE, name + ".txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text.rstrip() + "\n")
    with open(os.path.join(HERE, name + ".expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected(rows), f, indent=2, ensure_ascii=False)
        f.write("\n")


def wrap(text, width=92, indent=""):
    """Very small paragraph wrapper that keeps the first-line indent as given."""
    import textwrap
    out = []
    for para in text.strip("\n").split("\n"):
        if not para.strip():
            out.append("")
            continue
        lead = len(para) - len(para.lstrip())
        sub = " " * lead + indent
        out.append(textwrap.fill(para.strip(), width=width, initial_indent=" " * lead,
                                 subsequent_indent=sub, break_long_words=False,
                                 break_on_hyphens=False))
    return "\n".join(out)


# ======================================================================
# 01 - New Cairo twin house, pipe/dashed ASCII table with cheque numbers,
#      30 quarterly instalments split before / after delivery,
#      maintenance deposit and club fee in a later article.
# ======================================================================
def agreement_01():
    price = 9860000.00
    start = dt.date(2026, 4, 15)
    rows = [row("Down Payment", pct_of(price, 10), start, 10, label="Down payment",
                cheque="00412870")]
    first_q = dt.date(2026, 7, 15)
    delivery = dt.date(2029, 10, 15)
    for i in range(1, 31):
        d = add_months(first_q, 3 * (i - 1))
        post = d > delivery
        rows.append(row("Quarterly Instalment %d" % i, pct_of(price, 3), d, 3, post=post,
                        label="Quarterly instalment %d%s" % (i, " (*)" if post else ""),
                        cheque="%08d" % (412870 + i)))
    maint = row("Maintenance Deposit", pct_of(price, 7), dt.date(2029, 10, 15), 7, fee=True)
    club = row("Club Membership Fee", 120000.00, None, 0, fee=True)
    plan = list(rows)
    rows = plan + [maint, club]
    check(rows, price)

    # ---- table
    W = [5, 32, 12, 9, 16, 12]
    def line(ch="-", j="+"):
        return j + j.join(ch * (w + 2) for w in W) + j

    def cells(*vals, right=(3, 4)):
        out = []
        for k, (v, w) in enumerate(zip(vals, W)):
            out.append(" " + (v.rjust(w) if k in right else v.ljust(w)) + " ")
        return "|" + "|".join(out) + "|"

    def span(txt):
        inner = sum(w + 3 for w in W) - 1
        return "|" + (" " + txt).ljust(inner) + "|"

    t = [line("="), cells("No.", "Description", "Due Date", "% Price", "Amount (EGP)",
                          "Cheque No.", right=()), line("=")]
    t.append(span("PART A - PAYMENTS FALLING DUE BEFORE THE ANTICIPATED DELIVERY DATE"))
    t.append(line())
    sub_a = [r for r in plan if not r["postHandover"]]
    sub_b = [r for r in plan if r["postHandover"]]
    for n, r in enumerate(sub_a):
        t.append(cells(str(n) if n else "-", r["label"], dots(r["date"]), eupct(r["percentage"]),
                       eu(r["amount"]), r["cheque"]))
    t.append(line())
    t.append(cells("", "Sub-total Part A", "", eupct(sum(r["percentage"] for r in sub_a)),
                   eu(sum(r["amount"] for r in sub_a)), ""))
    t.append(line("="))
    t.append(span("PART B - PAYMENTS FALLING DUE AFTER DELIVERY OF THE UNIT (*)"))
    t.append(line())
    for r in sub_b:
        n = int(r["description"].split()[-1])
        t.append(cells(str(n), r["label"], dots(r["date"]), eupct(r["percentage"]),
                       eu(r["amount"]), r["cheque"]))
    t.append(line())
    t.append(cells("", "Sub-total Part B", "", eupct(sum(r["percentage"] for r in sub_b)),
                   eu(sum(r["amount"] for r in sub_b)), ""))
    t.append(line("="))
    t.append(cells("", "TOTAL PRICE", "", "100,00%", eu(price), ""))
    t.append(line("="))
    t.append(span("(*) Cheques in Part B are delivered at signature together with Part A cheques."))
    t.append(line())
    table = "\n".join(t)

    head = """\
                              عقد بيع ابتدائي لوحدة سكنية
                    PRELIMINARY CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT
                                 (Type: Twin House - TH)

  Contract Ref. : WG/TH/2026/0318                 Project  : Waha Gardens - Phase (3)
  Unit Code     : TH-27-B                         Plot No. : 114 / Block 27
  Contract Date : 15.04.2026                      Location : Fifth Settlement, New Cairo
  Sales File    : 2026-0318-B                     Broker   : Direct sale (no agent)
"""
    body1 = f"""
This Preliminary Contract is made at the head office of the First Party, 42 Road 90 North,
Fifth Settlement, New Cairo, Arab Republic of Egypt, on Wednesday 15.04.2026, by and between:

FIRST PARTY: AL WAHA REAL ESTATE DEVELOPMENT (S.A.E.), an Egyptian joint stock company subject to Law No. 159 of 1981, registered in the Commercial Register of the Investment Office of Cairo under No. 98765, Tax Card No. 512-347-908, represented in the signature hereof by Mr. Karim Mostafa El-Sayed in his capacity as Managing Director (the "First Party" or the "Seller").

SECOND PARTY: Mr. Ahmed Samir Abdel-Fattah, Egyptian national, born on 03.02.1979, holder of National ID No. 27902031401234, residing at 17 El-Nozha Street, Heliopolis, Cairo, e-mail a.samir@example.com (the "Second Party" or the "Purchaser").

PREAMBLE

Whereas the First Party holds the usufruct and ownership rights over a plot of land having an area of 186.420,00 m2 located in the Fifth Settlement, New Cairo, pursuant to the allocation contract concluded with the New Urban Communities Authority on 12.09.2019, and has obtained Ministerial Decree No. 1187 of 2024 approving the detailed layout of the project known as "Waha Gardens" and Building Permit No. 233/2024 for Phase (3) thereof;

And whereas the Second Party has inspected the approved drawings, the sample unit and the specifications of Phase (3), and has expressed his wish to purchase the unit described in Article (1), the First Party having accepted to sell the same on the terms hereinafter set out;

Now therefore, the two parties, having acknowledged their full legal capacity to contract, have agreed as follows, the preamble forming an integral part of this Contract:

ARTICLE (1) - SUBJECT MATTER

The First Party hereby sells, with all de facto and de jure guarantees, to the Second Party, who accepts, the twin house unit No. TH-27-B located on Plot No. 114, Block 27, Phase (3) of the Project, comprising a land share of 312,50 m2 and a built-up area of approximately 246,00 m2 (ground floor 118,00 m2, first floor 104,00 m2 and roof room 24,00 m2), together with one private garden and the exclusive right to use one covered parking space No. P3-114-1, as shown on the layout plan attached as Annex (1). A variation of up to 3% (three percent) in the built-up area, upwards or downwards, shall not entitle either party to any adjustment of the price.

ARTICLE (2) - PRICE

2.1 This sale is concluded for a total price of {eu(price)} EGP (nine million eight hundred and sixty thousand Egyptian Pounds) (the "Total Price"), which covers the land share, the construction of the Unit to the semi-finished specification described in Annex (2) and the parking right referred to in Article (1).

2.2 The Total Price is fixed and final; it does not include the amounts referred to in Article (4), which are payable in addition thereto.

ARTICLE (3) - MANNER OF PAYMENT

3.1 The Total Price shall be paid by the Second Party in accordance with the following schedule. All instalments other than the down payment are represented by post-dated cheques drawn on banks operating in Egypt in favour of the First Party and delivered upon signature hereof.

3.2 The Unit is anticipated to be delivered on 15.10.2029 (the "Anticipated Delivery Date"). The instalments grouped under Part B below fall due after delivery of the Unit; delivery shall not affect their due dates or the obligation to honour the corresponding cheques.
"""
    body2 = f"""
3.3 A cheque shall only be deemed to discharge the relevant instalment upon its actual collection. Any returned cheque shall be replaced within 7 (seven) days of notification, failing which the provisions of Article (5) shall apply.

ARTICLE (4) - MAINTENANCE DEPOSIT AND CLUB MEMBERSHIP

4.1 In addition to the Total Price, the Second Party undertakes to pay to the First Party a maintenance deposit equal to 7% (seven percent) of the Total Price, amounting to {eu(maint['amount'])} EGP (six hundred and ninety thousand two hundred Egyptian Pounds), which shall be invested by the First Party or by the owners' association upon its formation and whose returns shall be used for the maintenance and operation of the common areas of the Project. The maintenance deposit falls due on 15.10.2029 and shall be paid by a separate cheque.

4.2 The Second Party shall also pay, once and for all, a club membership fee of {eu(club['amount'])} EGP (one hundred and twenty thousand Egyptian Pounds) upon signature of this Contract, entitling the Unit to one family membership in the Waha Gardens Club. The annual subscription of the club is not covered by this fee and shall be invoiced separately by the club management.

4.3 The maintenance deposit is not a part of the Total Price and shall not be refunded save in the cases set out in Article (5).

ARTICLE (5) - DELAY AND DEFAULT

5.1 Any delay in paying any instalment or any of the amounts under Article (4) shall render the Second Party liable, without the need for notice, to delay interest at a rate of 1,5% (one and a half percent) per month on the overdue amount, from the due date until actual payment.

5.2 Should the Second Party fail to pay two (2) consecutive instalments, or any instalment for more than 60 (sixty) days from its due date, the First Party may, after a notice by registered letter with acknowledgement of receipt granting a period of 15 (fifteen) days, consider this Contract rescinded of its own accord without the need for a judicial ruling. In such event the First Party shall refund the amounts collected after deducting 10% (ten percent) of the Total Price as agreed compensation, within 12 (twelve) months of re-selling the Unit and without interest.

ARTICLE (6) - DELIVERY

6.1 The First Party undertakes to deliver the Unit within 42 (forty-two) months from the date of this Contract, with a grace period of 6 (six) months, provided that the Second Party has paid all instalments due up to the delivery date together with the maintenance deposit.

6.2 If the First Party delays delivery beyond the grace period, it shall pay the Second Party compensation equal to 0,5% (half percent) of the amounts paid for each month of delay, capped at 5% (five percent) of the Total Price.

6.3 Delivery shall be evidenced by a delivery report signed by both parties. Failure by the Second Party to attend on the date notified shall be deemed constructive delivery 30 (thirty) days after notification.

ARTICLE (7) - REGISTRATION

The First Party undertakes to take the necessary steps to register the Unit in the name of the Second Party once the Project is registered with the Real Estate Publicity Department, after full payment of the Total Price. Registration and notarisation costs shall be borne by the Second Party at the actual rates applicable at that time.

ARTICLE (8) - ASSIGNMENT

The Second Party may not assign this Contract before paying at least 30% (thirty percent) of the Total Price and obtaining the First Party's written approval; an assignment fee of 5% (five percent) of the contract value shall be payable by the assignee at the time of any such assignment.

ARTICLE (9) - GOVERNING LAW AND DISPUTES

This Contract is governed by the laws of the Arab Republic of Egypt. The Economic Courts of Cairo shall have jurisdiction over any dispute arising from it. Addresses stated herein are the chosen domicile of the parties.

ARTICLE (10) - COPIES

This Contract is made in three (3) original copies, each party holding one copy and the third copy kept with the Project file No. WG-P3-114.

First Party                                           Second Party
Al Waha Real Estate Development (S.A.E.)              Ahmed Samir Abdel-Fattah
By: Karim Mostafa El-Sayed                            Signature: ____________________
"""
    text = head + "\n" + wrap(body1) + "\n\n" + table + "\n\n" + wrap(body2) + "\n"
    write("01_waha_gardens_twin_house", text, rows)


# ======================================================================
# 02 - Sheikh Zayed apartment, aligned-column table, slash dates,
#      fees stated BEFORE the plan, 12,5% down payment on signature,
#      subtotal row, delivery payment, footnote star.
# ======================================================================
def agreement_02():
    price = 4375000.00
    maint = row("Maintenance Deposit", pct_of(price, 8), dt.date(2030, 1, 15), 8, fee=True)
    club = row("Club Membership Fee", 60000.00, None, 0, fee=True)
    plan = [row("Down Payment", pct_of(price, 12.5), None, 12.5,
                label="Down payment", when="on signature")]
    ords = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th"]
    for i in range(7):
        d = add_months(dt.date(2026, 10, 15), 6 * i)
        plan.append(row("%s Semi-Annual Instalment" % ords[i], pct_of(price, 10), d, 10,
                        label="%s semi-annual instalment" % ords[i], when=slash(d)))
    plan.append(row("Delivery Payment", pct_of(price, 17.5), None, 17.5,
                    label="Delivery payment *", when="on delivery"))
    rows = [maint, club] + plan
    check(rows, price)

    hdr = "%-5s %-31s %-14s %11s %17s" % ("Seq.", "Payment", "Falling due", "Share", "Amount (EGP)")
    rule = "%-5s %-31s %-14s %11s %17s" % ("-" * 4, "-" * 31, "-" * 14, "-" * 11, "-" * 17)
    lines = [hdr, rule]
    for n, r in enumerate(plan, 1):
        if n == len(plan):
            pre = plan[:-1]
            lines.append(rule)
            lines.append("%-5s %-31s %-14s %11s %17s" % (
                "", "Sub-total before delivery", "",
                eupct(sum(x["percentage"] for x in pre)), eu(sum(x["amount"] for x in pre))))
            lines.append(rule)
        lines.append("%-5s %-31s %-14s %11s %17s" % (
            " %d" % n, r["label"], r["when"], eupct(r["percentage"]), eu(r["amount"])))
    lines.append(rule)
    lines.append("%-5s %-31s %-14s %11s %17s" % ("", "TOTAL CONTRACT PRICE", "", "100,00%", eu(price)))
    lines.append("=" * len(rule))
    lines.append("  * Payable against the notice of readiness for delivery referred to in Article 8.")
    lines.append("    Cheques for items 2 to 8 are handed over on the date of this Contract.")
    table = "\n".join("    " + l for l in lines)

    head = """\
DELTA HORIZON FOR URBAN DEVELOPMENT (S.A.E.)
Commercial Register No. 14452 - Giza | Tax Reg. No. 487-901-336 | Hotline 16624
Head office: Plot 7, Central Axis, Sheikh Zayed City, Giza - P.O. Box 12588

                     CONTRACT OF SALE (PRELIMINARY)
                     Project: "ZAYED TERRACES" - Sheikh Zayed City

Contract Serial : ZT-B3-0504/2026            Reservation Form No.: RF-2026-01177
Signed on       : 01/04/2026                 Building No.: 3B  |  Floor: 5  |  Apt: 04
"""
    body = f"""
On Wednesday, the first of April two thousand and twenty-six (01/04/2026), this contract was concluded in Sheikh Zayed City between:

1. Delta Horizon for Urban Development, an Egyptian joint stock company, registered under Commercial Register No. 14452 Giza, whose registered address is Plot 7, Central Axis, Sheikh Zayed City, and represented by Eng. Hisham Adel Farouk, Chairman of the Board of Directors, duly authorised by virtue of the Board resolution dated 18/02/2026 (hereinafter referred to as "the Developer");

2. Mrs. Nadia Youssef Hanna, Egyptian, National ID No. 28511150102345, and Mr. Mina Rafik Girgis, Egyptian, National ID No. 28207220104567, jointly and severally, residing at 9 Shehab Street, Mohandessin, Giza (hereinafter together referred to as "the Buyer").

INTRODUCTION

The Developer is developing a residential compound known as "Zayed Terraces" on Plot No. 44 of the 16th District of Sheikh Zayed City, with a total area of 41 feddans, under Building Licence No. 512 issued on 30/06/2025 by the Sheikh Zayed City Authority. The Buyer, having viewed the drawings and the specifications (Annex 2), wishes to acquire the apartment described below. The parties therefore agree as follows.

Article 1 - The Apartment
The Developer sells to the Buyer, who accepts, apartment No. 04 on the fifth floor of Building No. 3B of the compound, with a gross area of 164,00 m2 (including its share of the common services and stairs, estimated at 18%), overlooking the central landscape, fully finished according to Annex (2), together with a proportional undivided share in the land of the building.

Article 2 - Price
The price of the Apartment is fixed at {eu(price)} EGP (four million three hundred seventy-five thousand Egyptian Pounds), calculated on the basis of 26.676,83 EGP per square metre approximately; the price per square metre is given for information only and the lump sum above shall prevail.

Article 3 - Reservation
The amount of 100.000,00 EGP paid under Reservation Form No. RF-2026-01177 dated 12/03/2026 is deducted from the down payment referred to in Article 5 and is not an additional payment.

Article 4 - Sums payable in addition to the Price
4.1 The Buyer shall pay a maintenance deposit equivalent to 8% (eight percent) of the Price, i.e. {eu(maint['amount'])} EGP, falling due on 15/01/2030 by one cheque issued to the order of the Developer. The Developer shall transfer the deposit to the Union of Owners upon its formation, after deduction of any expenses actually incurred on its behalf.
4.2 The Buyer shall also settle the membership fee of the Zayed Terraces Club, amounting to {eu(club['amount'])} EGP (sixty thousand Egyptian Pounds) for one household, on the signature of this Contract.
4.3 The sums referred to in this Article do not form part of the Price.

Article 5 - Payment Schedule
The Price shall be paid according to the following table:

"""
    body2 = f"""
Article 6 - Late Payment
If the Buyer delays the payment of any instalment for more than 15 days, the Developer shall be entitled to a delay charge calculated at the Central Bank of Egypt discount rate plus 2% annually. If the delay exceeds 90 days, or if three cheques are returned unpaid, the Developer may terminate this Contract by registered notice; it shall then refund the amounts paid less 5% (five percent) of the Price within 180 days of the termination.

Article 7 - Buyer's cancellation
The Buyer may cancel this Contract before delivery by written notice; in such case 12% (twelve percent) of the Price shall be forfeited and the balance refunded in four quarterly payments after the Apartment is resold.

Article 8 - Delivery
The Apartment shall be delivered within 48 (forty-eight) months from 01/04/2026, subject to the full payment of the instalments that have fallen due and of the maintenance deposit. The Developer shall notify the Buyer of the readiness for delivery at least 30 days in advance. In case of delay of more than 6 months beyond the delivery period, the Developer shall pay a compensation of 1% of the paid amounts per month of delay.

Article 9 - Use and Alterations
The Buyer undertakes to use the Apartment for residential purposes only and not to change its façade, windows or balcony enclosures, or to install air-conditioning units other than in the places designated for them.

Article 10 - Disputes
Any dispute arising out of this Contract shall be settled by arbitration before the Cairo Regional Centre for International Commercial Arbitration (CRCICA) by a sole arbitrator, in Arabic, seated in Cairo. Egyptian law applies.

Article 11 - Copies
This Contract is executed in three originals. The Arabic text prevails over this English translation.

For the Developer: ___________________        The Buyer (1): ___________________
Eng. Hisham Adel Farouk                        The Buyer (2): ___________________
"""
    text = head + "\n" + wrap(body) + "\n\n" + table + "\n\n" + wrap(body2) + "\n"
    write("02_zayed_terraces_apartment", text, rows)


# ======================================================================
# 03 - North Coast chalet, plan in numbered lines with a quarterly series
#      sentence, explicit post-delivery instalments, summary restatement,
#      fees after the plan (one dated, one event-tied).
# ======================================================================
def agreement_03():
    price = 7218000.00
    plan = [
        row("First Down Payment", pct_of(price, 10), dt.date(2026, 5, 20), 10),
        row("Second Down Payment", pct_of(price, 10), dt.date(2026, 11, 20), 10),
    ]
    first = dt.date(2027, 2, 20)
    series = []
    for i in range(10):
        series.append(row("Quarterly Instalment %d of 10" % (i + 1), pct_of(price, 5),
                          add_months(first, 3 * i), 5))
    plan += series
    plan.append(row("Delivery Instalment", pct_of(price, 10), None, 10))
    pd1 = row("Post-Delivery Instalment 1 of 2", pct_of(price, 10), dt.date(2029, 11, 20), 10, post=True)
    pd2 = row("Post-Delivery Instalment 2 of 2", pct_of(price, 10), dt.date(2030, 5, 20), 10, post=True)
    plan += [pd1, pd2]
    club = row("Beach Club Membership Fee", 90000.00, dt.date(2026, 5, 20), 0, fee=True)
    maint = row("Maintenance Deposit", pct_of(price, 5), None, 5, fee=True)
    rows = plan + [club, maint]
    check(rows, price)
    last = series[-1]["date"]

    text = f"""\
================================================================================
  MARSA BAYDA TOURISM DEVELOPMENT CO. (S.A.E.)       شركة مرسى بيضا للتنمية السياحية
  C.R. 3321 Alexandria | Licence of the Tourism Development Authority No. 77/2018
  Km 212 Alexandria - Matrouh Road, Ras El Hekma
================================================================================

                 PRIMARY SALE AGREEMENT - CHALET No. C-12-GF-03
                       "Marsa Bayda" Resort, North Coast

  Agreement No. MB/C12/0926     Zone C   Building 12   Ground Floor   Unit 03
================================================================================

Made in Alexandria on Saturday, 09.05.2026.

BETWEEN

(1) MARSA BAYDA TOURISM DEVELOPMENT CO. (S.A.E.), C.R. No. 3321 Alexandria, represented by
    Mr. Tarek Hamdy Shalaby, Chief Commercial Officer, pursuant to the power of attorney
    No. 1904-B of 2025 certified at the Smouha notary office ("the Company"); and

(2) Dr. Omar Khaled Ragab, Egyptian, National ID No. 27706100200781, of 31 Fouad Street,
    Alexandria ("the Client").

RECITALS

(A) The Company develops the "Marsa Bayda" tourist resort on a plot of 612.000,00 m2 at Km 212
    of the Alexandria - Matrouh coastal road, under the contract with the Tourism Development
    Authority dated 27.03.2018.
(B) The Client has chosen the chalet described in Clause 1 from the Phase (2) release and
    paid a refundable expression-of-interest cheque of 50.000,00 EGP, which is returned to the
    Client upon signature of this Agreement and is not part of the payments below.

1.  THE CHALET
    1.1  Chalet No. 03 on the ground floor of Building 12, Zone C, with an internal area of
         about 112,00 m2 and a private garden of 58,75 m2, delivered fully finished with air
         conditioning and kitchen cabinets, as per the specification in Appendix (B).
    1.2  The chalet is located approximately 350 m from the shoreline; views are indicative.

2.  PRICE
    2.1  The price of the Chalet is {eu(price)} EGP (seven million two hundred and eighteen
         thousand Egyptian Pounds only).
    2.2  The price excludes the maintenance deposit and the beach club fee (Clause 4), and any
         utility connection charges billed by the relevant public authorities.

3.  PAYMENT OF THE PRICE
    The Client shall pay the price as follows:

    3.1  {eu(plan[0]['amount'])} EGP (10%), being the first down payment, on 20.05.2026;

    3.2  {eu(plan[1]['amount'])} EGP (10%), being the second down payment, on 20.11.2026;

    3.3  {eu(sum(r['amount'] for r in series))} EGP (50%) in ten (10) equal quarterly instalments of
         {eu(series[0]['amount'])} EGP each (5% of the price each), the first falling due on
         20.02.2027 and each subsequent instalment on the twentieth day of every third month
         thereafter, so that the tenth instalment falls due on {dots(last)};

    3.4  {eu(plan[12]['amount'])} EGP (10%), being the delivery instalment, upon the Company's
         written notice that the Chalet is ready for delivery;

    3.5  {eu(pd1['amount'])} EGP (10%) on 20.11.2029 and {eu(pd2['amount'])} EGP (10%) on 20.05.2030,
         being two instalments payable after delivery of the Chalet.

    3.6  For ease of reference only, the above amounts to: 20% by way of down payments, 50% by
         quarterly instalments, 10% on delivery and 20% after delivery, i.e. 100% of the price.
         Clause 3.6 does not create any additional obligation.

    3.7  The instalments under 3.2 to 3.5 shall be secured by post-dated cheques, which the
         Client delivers on signature. The Company may, at its discretion, accept early payment
         of any instalment without any discount unless otherwise agreed in writing.

4.  AMOUNTS ON TOP OF THE PRICE
    4.1  Together with the first down payment, namely on 20.05.2026, the Client shall pay
         {eu(club['amount'])} EGP as the one-time membership fee of the Marsa Bayda Beach Club.
    4.2  The Client shall further pay a maintenance deposit equal to five per cent (5%) of the
         price, being {eu(maint['amount'])} EGP, upon delivery of the Chalet.
    4.3  Annual service charges (currently estimated at 95,00 EGP per m2 of internal area) will
         be levied by the resort management company from the first summer season after delivery
         and are not payable under this Agreement.

5.  DELIVERY
    5.1  The Company expects to deliver the Chalet by the end of the third quarter of 2029, with
         a grace period of 6 months. Delivery is conditional upon payment of all sums due under
         Clauses 3.1 to 3.4 and 4.
    5.2  The Client shall inspect the Chalet within 14 days of the delivery notice and list any
         snags; the Company shall remedy reasonable snags within 60 days.

6.  DEFAULT
    6.1  Any instalment unpaid for 30 days bears a late charge of 2% of the unpaid amount for
         every month or part of a month of delay.
    6.2  If the Client fails to pay any two instalments, the Company may rescind this Agreement
         after a 30-day notice and retain 15% of the amounts paid; the balance shall be refunded
         within 6 months after re-sale of the Chalet.

7.  ASSIGNMENT
    Assignment of this Agreement is permitted after the second down payment is paid, against
    an administrative fee of 2,5% of the price payable by the assignor at the time of the
    assignment.

8.  LAW AND JURISDICTION
    Egyptian law applies. The Courts of Alexandria shall have jurisdiction.

9.  COUNTERPARTS
    Two originals, one for each party. Appendix (A) (site plan), Appendix (B) (specifications)
    and the Client's ID copy form an integral part hereof.

  For the Company                                   The Client
  __________________________                        __________________________
  Tarek Hamdy Shalaby                               Dr. Omar Khaled Ragab
"""
    write("03_marsa_bayda_chalet", text, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("egypt_text_r3: 3 agreements written")
