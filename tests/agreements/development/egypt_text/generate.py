#!/usr/bin/env python3
"""Writes the egypt_text development agreements (.txt, UTF-8) and their expected plans.

Standalone: stdlib only. Every plan row is built as data first; the agreement text and the
expected JSON are both rendered from the same rows.

Run:  python generate.py
"""
import json
import os
import textwrap
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
D = Decimal


# ----------------------------------------------------------------------------- helpers
def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def pct_of(price, pct):
    return (price * pct / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def eg(x, decimals=True):
    """Egyptian style grouping: 1.250.000,00"""
    s = f"{x:,.2f}" if decimals else f"{x:,.0f}"
    return s.replace(",", "#").replace(".", ",").replace("#", ".")


def dot(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def slash(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def pct_txt(p):
    s = f"{p:.2f}".rstrip("0").rstrip(".")
    return s + "%"


class Row:
    def __init__(self, desc, amount, due=None, pct=None, fee=False, post=False):
        self.desc, self.amount, self.due, self.pct = desc, D(amount), due, pct
        self.fee, self.post = fee, post

    def as_json(self):
        return {
            "amount": float(self.amount),
            "dueDate": f"{self.due.day:02d}-{MON[self.due.month - 1]}-{self.due.year % 100:02d}"
            if self.due else "",
            "description": self.desc,
            "percentage": float(self.pct) if self.pct is not None else 0.0,
            "isFee": self.fee,
            "postHandover": self.post,
            "status": "pending",
        }


def check_plan(rows, price):
    plan = [r for r in rows if not r.fee]
    total = sum(r.amount for r in plan)
    assert total == price, (total, price)
    if all(r.pct is not None for r in plan):
        assert sum(r.pct for r in plan) == 100, sum(r.pct for r in plan)
    for r in rows:
        if r.pct is not None and not r.fee:
            assert pct_of(price, r.pct) == r.amount, (r.desc, r.amount)


def wrap(text, width=92, indent=""):
    out = []
    for para in text.strip("\n").split("\n"):
        if not para.strip():
            out.append("")
            continue
        lead = len(para) - len(para.lstrip())
        sub = " " * lead + indent
        out.append(textwrap.fill(para.strip(), width=width, initial_indent=" " * lead,
                                 subsequent_indent=sub))
    return "\n".join(out)


def write(slug, text, rows):
    with open(os.path.join(HERE, slug + ".txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text.rstrip("\n") + "\n")
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump([r.as_json() for r in rows], f, indent=2, ensure_ascii=False)
        f.write("\n")


# ----------------------------------------------------------------------------- 01
def agreement_01():
    """Villa, 6th of October; aligned-column table (spaces only), 24 quarterly instalments
    split before/after delivery, maintenance deposit inside the table, club fee afterwards."""
    price = D("8640000.00")
    signed = date(2026, 4, 15)
    rows = []
    table = []  # (no, date, label, pct, amount) or ("SECTION"/"SUB"/"TOTAL", text...)

    dp = Row("Down payment", pct_of(price, D(10)), signed, D(10))
    rows.append(dp)
    table.append(("1", dp))
    inst_amount = pct_of(price, D("3.75"))
    md = Row("Maintenance deposit", pct_of(price, D(8)), date(2029, 7, 15), D(8), fee=True)
    for k in range(1, 25):
        due = add_months(signed, 3 * k)
        if k == 15:
            pre = [r for r in rows if not r.fee]
            table.append(("SUB", "Subtotal payable before Delivery", sum(r.pct for r in pre),
                          sum(r.amount for r in pre)))
            table.append(("SECTION", "Instalments falling due after Delivery of the Villa"))
        post = k >= 15
        r = Row(f"Quarterly instalment {k}", inst_amount, due, D("3.75"), post=post)
        rows.append(r)
        table.append((str(k + 1), r))
        if due == md.due:
            rows.append(md)
            table.append(("MD", md))
    post_rows = [r for r in rows if r.post]
    table.append(("SUB", "Subtotal payable after Delivery", sum(r.pct for r in post_rows),
                  sum(r.amount for r in post_rows)))
    table.append(("TOTAL", "TOTAL PRICE (excl. Maintenance Deposit)", D(100), price))

    club = Row("Club membership fee", D("185000.00"), date(2026, 10, 15), None, fee=True)
    rows.append(club)
    check_plan(rows, price)

    # --- render the table, spaces only
    lines = []
    hdr = f"{'No.':<5}{'Due Date':<13}{'Description':<44}{'Share':>8}{'Amount (EGP)':>17}"
    lines.append(hdr)
    lines.append("")
    for item in table:
        if item[0] == "SECTION":
            lines.append("")
            lines.append(" " * 18 + item[1].upper())
            lines.append("")
        elif item[0] in ("SUB", "TOTAL"):
            _, label, p, amt = item
            if item[0] == "TOTAL":
                lines.append("")
            lines.append(f"{'':<5}{'':<13}{label:<44}{pct_txt(p):>8}{eg(amt):>17}")
        else:
            no, r = item
            label = r.desc + (" *" if r.fee else "")
            no_txt = "" if no == "MD" else no
            lines.append(f"{no_txt:<5}{dot(r.due):<13}{label:<44}{pct_txt(r.pct):>8}"
                         f"{eg(r.amount):>17}")
    table_txt = "\n".join(lines)

    text = f"""
                         ARAB REPUBLIC OF EGYPT
            PRELIMINARY CONTRACT FOR THE SALE OF A RESIDENTIAL VILLA
                        (Project "Rawdat October")

Contract No.: RW/V-214/2026                                   Sales file: 2026-0417

On Wednesday, 15.04.2026, at the head office of the First Party at 47 Road 90, Fifth
Settlement, New Cairo, this contract was entered into by and between:

FIRST PARTY: Al Rowad Urban Development S.A.E., an Egyptian joint stock company subject to
the provisions of Law No. 159 of 1981, registered in the Commercial Register of the Cairo
Investment Office under No. 118247, Tax Card No. 412-775-903, represented in the signature of
this contract by Eng. Tarek Mahmoud Fahmy in his capacity as Managing Director
(hereinafter the "Seller" or the "Company").

SECOND PARTY: Mr. Karim Adel Soliman, Egyptian national, holder of National ID No.
28703150101234, residing at 12 Abbas El Akkad Street, Nasr City, Cairo, mobile 0100 482 7719
(hereinafter the "Purchaser").

                                  PREAMBLE

Whereas the Seller owns a plot of land of about 312 feddans located on the 26th of July
Corridor extension, 6th of October City, Giza Governorate, by virtue of an allocation contract
concluded with the New Urban Communities Authority dated 03.11.2021, and has obtained Ministerial
Decree No. 517 of 2022 approving the general layout of the project known as "Rawdat October"
(the "Project");

And whereas the Purchaser has examined the layout, the architectural drawings and the
specifications of the villa described below, declared his acceptance of them in a manner
negating any ignorance, and wishes to purchase the said villa in accordance with the terms
hereof;

Now therefore, the two parties, having acknowledged their full legal capacity to contract and
dispose, have agreed as follows:

ARTICLE (1) - PREAMBLE AND ANNEXES
The above preamble and the annexes to this contract form an integral part hereof. Annex (1) is
the layout plan of Zone 4, Annex (2) the floor plans of the villa and Annex (3) the finishing
specifications (semi-finished, external facades finished).

ARTICLE (2) - SUBJECT OF THE CONTRACT
The Seller sells to the Purchaser, who accepts, the twin house villa Type C, No. V-214, built on
plot No. 37, Zone 4 of the Project, with a built-up area of approximately 245 m2 (two hundred
and forty-five square metres) over ground and first floors and a roof room, together with a
private garden of approximately 165 m2, the share of land attributable to the villa being
approximately 410 m2. The final areas shall be determined upon delivery; any difference not
exceeding 3% (three percent) shall not give rise to any adjustment of the price.

ARTICLE (3) - PRICE
3.1 This sale is concluded for a total price of {eg(price)} EGP (Eight Million Six Hundred and
Forty Thousand Egyptian Pounds) (the "Price"). For information only, the Price corresponds to
about {eg((price / D(245)).quantize(D('0.01'), rounding=ROUND_HALF_UP))} EGP per square metre of built-up area.
3.2 The Price does not include the maintenance deposit or the club membership fee referred to
in Article (5), which are payable in addition to the Price.

ARTICLE (4) - METHOD OF PAYMENT
4.1 The Purchaser undertakes to pay the Price to the Seller by means of post-dated cheques
drawn on Banque Misr, Heliopolis branch, numbered 7700311 to 7700335, delivered to the Seller
upon signing this contract, in accordance with the following schedule:

{table_txt}

     * Payable in addition to the Price - see Article (5).

4.2 The cheques shall fall due on the dates set out above. Payment of any instalment in cash
or by bank transfer to the Seller's account No. 100029384756 at Banque Misr shall be
acceptable, provided the corresponding cheque is returned to the Purchaser.
4.3 The instalments shown under the heading "Instalments falling due after Delivery of the
Villa" remain payable on their respective dates notwithstanding delivery, and the Seller shall
retain ownership of the villa until the last of them has been paid.

ARTICLE (5) - MAINTENANCE DEPOSIT AND CLUB MEMBERSHIP
5.1 The Purchaser shall pay a maintenance deposit equal to 8% (eight percent) of the Price,
that is {eg(md.amount)} EGP, on {dot(md.due)} as stated in the schedule in Article (4). The
deposit shall be transferred to the Owners' Union once formed and its proceeds applied to the
maintenance of the common areas of the Project.
5.2 Membership of the Rawdat Sporting Club is compulsory for the owner of each villa. The
membership fee for one family is fixed at {eg(club.amount)} EGP (One Hundred and Eighty-Five
Thousand Egyptian Pounds).
5.3 The said membership fee shall be paid by a separate cheque falling due on {dot(club.due)}. It
does not form part of the Price, and the annual subscriptions shall be determined by the board
of the club and paid directly to the club administration.

ARTICLE (6) - DELIVERY
6.1 The Seller undertakes to deliver the villa within 42 (forty-two) months from the date of
this contract, with a grace period of 6 (six) months, provided that the Purchaser has paid all
instalments falling due before delivery together with the maintenance deposit.
6.2 Delivery shall be effected by a delivery minute signed by both parties. Should the Purchaser
fail to attend within 30 days from the date of the delivery notice, the villa shall be deemed
delivered.

ARTICLE (7) - DELAY IN PAYMENT
7.1 Any instalment not paid within 15 (fifteen) days from its due date shall bear delay
interest at the credit and discount rate announced by the Central Bank of Egypt plus 2% (two
percent) per annum.
7.2 If the Purchaser fails to pay two consecutive instalments, the Seller may, after notice by
registered letter with acknowledgment of receipt, consider this contract rescinded of its own
accord without the need for a judicial ruling. In that case the Seller shall deduct 10% (ten
percent) of the amounts paid as agreed compensation and shall refund the balance within 90
days from the date of re-selling the villa.

ARTICLE (8) - DELAY IN DELIVERY
If the Seller delays delivery beyond the grace period, it shall pay compensation equal to 0.5%
of the amounts paid for each month of delay, not exceeding 5% in total.

ARTICLE (9) - TITLE
Ownership shall pass to the Purchaser upon payment of the Price in full. The Seller shall provide
the documents required for registration at the Real Estate Publicity Department or for a
validity of signature lawsuit.

ARTICLE (10) - USE AND OWNERS' UNION
The villa shall be used for residential purposes only. The Purchaser undertakes to comply with
the regulations of the Owners' Union and not to alter the external facades or build on more than
the permitted footprint of 40% of the plot.

ARTICLE (11) - JURISDICTION
This contract is governed by the laws of the Arab Republic of Egypt. The courts of 6th of
October City shall have jurisdiction over any dispute arising from it.

ARTICLE (12) - COPIES
This contract is made in three originals; each party holds one original and the third is kept
for registration purposes.

FIRST PARTY (Seller)                                  SECOND PARTY (Purchaser)
Al Rowad Urban Development S.A.E.                     Karim Adel Soliman
Eng. Tarek Mahmoud Fahmy
"""
    write("01_villa_aligned_columns", text, rows)


# ----------------------------------------------------------------------------- 02
def agreement_02():
    """Apartment, New Administrative Capital; dashed ASCII table with pipes, amounts
    'EGP 680.000' (no decimals), dd/mm/yyyy dates, subtotal and note rows, summary clause
    restating the plan, maintenance deposit defined across two sentences (event row)."""
    price = D("6800000")
    rows = []
    pay = []  # (no, label, due_text, row)
    r = Row("Reservation amount", pct_of(price, D(5)), date(2026, 3, 2), D(5))
    rows.append(r); pay.append(("1", "Reservation amount", r))
    r = Row("Down payment", pct_of(price, D(10)), date(2026, 4, 15), D(10))
    rows.append(r); pay.append(("2", "Down payment", r))
    r = Row("Second down payment", pct_of(price, D(10)), date(2026, 10, 15), D(10))
    rows.append(r); pay.append(("3", "Second down payment", r))
    pay.append(("SUB", "Subtotal - down payments", None))
    first = date(2027, 4, 15)
    for k in range(1, 8):
        r = Row(f"Instalment ({k})", pct_of(price, D(10)), add_months(first, 6 * (k - 1)), D(10))
        rows.append(r); pay.append((str(k + 3), f"Instalment ({k})", r))
    pay.append(("SUB", "Subtotal - semi-annual instalments", None))
    r = Row("On delivery of the Unit", pct_of(price, D(5)), None, D(5))
    rows.append(r); pay.append(("11", "On delivery of the Unit", r))
    md = Row("Maintenance deposit", pct_of(price, D(10)), None, D(10), fee=True)
    rows.append(md)
    check_plan(rows, price)

    w = [5, 38, 17, 8, 15]

    def line(ch="-"):
        return "+" + "+".join(ch * n for n in w) + "+"

    def cells(*c):
        out = []
        for i, (n, v) in enumerate(zip(w, c)):
            v = str(v)
            out.append((" " + v).ljust(n) if i in (1, 2) else v.center(n) if i == 0 else
                       (v + " ").rjust(n))
        return "|" + "|".join(out) + "|"

    t = [line("="), cells("No.", "Payment", "Due date", "% ", "Amount "), line("=")]
    block = []
    for no, label, r in pay:
        if no == "SUB":
            p = sum(x.pct for x in block)
            a = sum(x.amount for x in block)
            t.append(line())
            t.append(cells("", label, "", pct_txt(p), "EGP " + eg(a, False)))
            t.append(line())
            block = []
            continue
        block.append(r)
        due = slash(r.due) if r.due else "upon delivery"
        t.append(cells(no, label, due, pct_txt(r.pct), "EGP " + eg(r.amount, False)))
    t.append(line("="))
    t.append(cells("", "TOTAL PRICE", "", "100%", "EGP " + eg(price, False)))
    t.append(line("="))
    note = ("Note: Payments No. 2 to No. 11 are represented by post-dated cheques drawn on "
            "Commercial International Bank; Payment No. 1 was made under receipt No. 55871.")
    inner = sum(w) + len(w) - 1
    for chunk in textwrap.wrap(note, inner - 2):
        t.append("| " + chunk.ljust(inner - 1) + "|")
    t.append("+" + "-" * inner + "+")
    table_txt = "\n".join(t)

    text = """
MISR HORIZON FOR REAL ESTATE INVESTMENT (S.A.E.)
Tower 3, Plot 12, Central Business District, New Administrative Capital, Egypt
C.R. No. 204561 - Tax Card No. 538-921-447

                          APARTMENT SALE AGREEMENT
                   Green Axis Residence - District R7 - Unit 6-B-0703

This Agreement is signed on 15/04/2026 in the New Administrative Capital between:

(1) MISR HORIZON FOR REAL ESTATE INVESTMENT, an Egyptian joint stock company, represented by
Mr. Sherif Nabil Abdel Aziz, Chairman, (the "Company"); and

(2) MRS. NERMEEN HASSAN EL-SAYED, Egyptian, National ID No. 29105210104567, residing at 8 El
Nozha Street, Heliopolis, Cairo (the "Buyer").

1. DEFINITIONS
In this Agreement: "Building" means Building No. 6, Block B of Green Axis Residence; "Unit" means
apartment No. 0703 on the seventh floor of the Building with a gross area of 168 m2 (including
its share in common areas, estimated at 22%); "Delivery" means the handing over of the Unit to
the Buyer under a delivery minute; "Price" means the amount stated in Clause 3.

2. SALE
The Company sells to the Buyer the Unit, together with the exclusive right to use one parking
space (No. P2-041) in the basement of the Building, fully finished according to Schedule (B).

3. PRICE
The Price of the Unit is EGP {price} (Six Million Eight Hundred Thousand Egyptian Pounds), being
EGP {rate} per m2 of gross area. The Price includes the parking space and the cost of the
electricity, water and natural gas connections.

4. PAYMENT OF THE PRICE
4.1 The Buyer shall pay the Price according to the following schedule of payments:

{table}

4.2 The reservation amount paid under the reservation form dated 02/03/2026 shall be credited
towards the Price as Payment No. 1.
4.3 For the avoidance of doubt, and without creating any additional obligation, the Price is
payable as follows: Payment No. 1 - five per centum (5%); Payment No. 2 - ten per centum
(10%) falling due on 15/04/2026, the date of this Agreement; Payment No. 3 - ten per centum
(10%) falling due on 15/10/2026; Payments No. 4 to No. 10 - seven semi-annual instalments of
ten per centum (10%) each, the first falling due on 15/04/2027; and Payment No. 11 - the
remaining five per centum (5%) upon Delivery.

5. MAINTENANCE DEPOSIT
5.1 In addition to the Price, the Buyer shall pay to the Company a maintenance deposit equal to
ten per cent (10%) of the Price, namely EGP {md} (Six Hundred and Eighty Thousand Egyptian
Pounds).
5.2 The deposit referred to in Clause 5.1 shall be paid in one lump sum upon Delivery of the
Unit and before receipt of its keys.
5.3 The deposit shall be held in a separate account and its yield applied to the maintenance
and security of the Building and its common areas. It shall be handed over to the owners'
union once established.

6. DELIVERY
6.1 The Company shall deliver the Unit within forty-eight (48) months from the date of this
Agreement, with a grace period of six (6) months.
6.2 Delivery is conditional on payment of all the instalments falling due up to Delivery, the
payment falling due upon Delivery and the maintenance deposit.

7. LATE PAYMENT AND TERMINATION
7.1 Any late payment shall bear a delay charge at the rate of eighteen per cent (18%) per annum
calculated from its due date until actual payment.
7.2 If any payment remains unpaid for more than sixty (60) days, the Company may terminate this
Agreement by a registered letter. The Company shall then refund the amounts received after
deducting five per cent (5%) of the total Price (i.e. EGP {ded}) within ninety (90) days of
resale of the Unit.

8. ASSIGNMENT
The Buyer may not assign this Agreement before paying at least 30% of the Price and obtaining
the Company's prior written consent.

9. GOVERNING LAW AND DISPUTES
This Agreement is governed by Egyptian law. Any dispute shall be settled by arbitration in Cairo
under the rules of the Cairo Regional Centre for International Commercial Arbitration (CRCICA)
by a sole arbitrator, in Arabic.

10. COPIES
Made in two originals, one for each party.

For the Company                                       The Buyer
Sherif Nabil Abdel Aziz                               Nermeen Hassan El-Sayed
""".format(price=eg(price, False), rate=eg((price / D(168)).quantize(D("1")), False),
           table=table_txt, md=eg(md.amount, False), ded=eg(pct_of(price, D(5)), False))
    write("02_apartment_ascii_grid", text, rows)


# ----------------------------------------------------------------------------- 03
def agreement_03():
    """Chalet, North Coast; charges clause BEFORE the plan, plan as numbered lines with two
    quarterly series (before / after delivery), 34 instalments in all."""
    price = D("4000000.00")
    rows = []
    club = Row("Beach club membership", D("75000"), date(2026, 12, 15), None, fee=True)
    md = Row("Maintenance deposit", pct_of(price, D(5)), None, D(5), fee=True)
    rows += [club, md]
    down = Row("Down payment", pct_of(price, D(10)), None, D(10))
    second = Row("Second payment", pct_of(price, D(5)), date(2026, 6, 10), D(5))
    rows += [down, second]
    inst = pct_of(price, D("2.5"))
    s1_first = date(2026, 9, 10)
    s1 = [Row(f"Instalment {k} of 16", inst, add_months(s1_first, 3 * (k - 1)), D("2.5"))
          for k in range(1, 17)]
    s2_first = date(2030, 9, 10)
    s2 = [Row(f"Post-Delivery Instalment {k} of 18", inst, add_months(s2_first, 3 * (k - 1)),
              D("2.5"), post=True) for k in range(1, 19)]
    rows += s1 + s2
    check_plan(rows, price)
    assert s1[-1].due == date(2030, 6, 10) and s2[-1].due == date(2034, 12, 10)

    text = f"""
SAHEL BAY RESORTS FOR TOURISTIC DEVELOPMENT (S.A.E.)
Marsa Lagoon - Km 187 Alexandria / Matrouh Road - Sidi Abdel Rahman - Matrouh Governorate

PRELIMINARY SALE CONTRACT OF A TOURISTIC CHALET
Contract serial: ML/C3/112 - Date: 10.03.2026

It is agreed on Tuesday 10.03.2026 between:

1. Sahel Bay Resorts for Touristic Development, S.A.E., Commercial Register No. 90314 Giza,
   whose head office is at 22 Gamet El Dowal El Arabeya Street, Mohandessin, Giza, represented
   by Mr. Amr Fawzy Ragab, authorised signatory under the Board resolution dated 02.02.2026
   ("the Company"), first party; and

2. Dr. Yasmine Mostafa Hegazy, Egyptian, National ID No. 28411020200871, residing at Flat 14,
   33 Syria Street, Roushdy, Alexandria ("the Purchaser"), second party.

Preliminary statement

The Company is developing a touristic resort known as "Marsa Lagoon" on a plot of 96 feddans
allocated to it by the Tourism Development Authority under contract No. 118/2019. The Purchaser
wishes to acquire a chalet in Phase 3 of the resort. The parties have therefore agreed on the
following terms.

Clause 1 - The Chalet
Chalet No. ML-C3-112, ground floor, Building C3, Phase 3, with a net area of about 118 m2 and a
private garden of about 60 m2, with a sea view, as marked on the plan attached as Annex (A).

Clause 2 - The Price
The price of the chalet is {eg(price)} EGP (Four Million Egyptian Pounds only) (the "Price"),
fixed and not subject to increase except for increases in areas exceeding 5%.

Clause 3 - Amounts payable in addition to the Price
3.1 Club membership. The Purchaser shall pay EGP {eg(club.amount, False)} (seventy-five thousand
    Egyptian pounds) for the lifetime membership of the Marsa Lagoon beach club, on or prior to
    {slash(club.due)}. This amount is not refundable once the membership card has been issued.
3.2 Maintenance deposit. A maintenance deposit of five per cent (5%) of the Price, being
    {eg(md.amount)} EGP, shall be paid upon the expiry of 90 days from the date of the
    Company's notice that the chalet is ready for delivery.
3.3 The amounts in this Clause 3 are not part of the Price and are not taken into account in
    calculating the percentages in Clause 4.

Clause 4 - Payment of the Price
4.1 The Purchaser shall pay the Price in the following manner:

    (1) {eg(down.amount)} EGP (four hundred thousand Egyptian pounds), being 10% of the Price,
        upon signature of this contract;

    (2) {eg(second.amount)} EGP (two hundred thousand Egyptian pounds), being 5% of the Price,
        on {dot(second.due)};

    (3) {eg(sum(r.amount for r in s1))} EGP (40% of the Price) in sixteen (16) equal
        consecutive quarterly instalments of {eg(inst)} EGP each (2.5% of the Price), the
        first falling due on {dot(s1_first)}, and thereafter on the tenth day of every third
        month, the last being due on {dot(s1[-1].due)};

    (4) the balance of {eg(sum(r.amount for r in s2))} EGP (45% of the Price) after delivery,
        in eighteen (18) equal consecutive quarterly post-delivery instalments of
        {eg(inst)} EGP each (2.5% of the Price), the first falling due on {dot(s2_first)}
        and the last on {dot(s2[-1].due)}.

4.2 The instalments under (2), (3) and (4) shall be represented by thirty-five (35) post-dated
    cheques numbered 4471200 to 4471234 drawn on the National Bank of Egypt, delivered upon
    signature.
4.3 A cheque returned unpaid for any reason shall entail an administrative charge of 1.000
    EGP per cheque, without prejudice to Clause 6.

Clause 5 - Delivery
5.1 The Company shall deliver the chalet on or before 30.06.2030. The Purchaser may not take
    delivery unless the instalments under items (1) to (3) of Clause 4.1 and the maintenance
    deposit have been paid.
5.2 The post-delivery instalments remain secured by the cheques delivered under Clause 4.2 and
    by the Company's retention of title until full payment.

Clause 6 - Default
6.1 If the Purchaser fails to pay any instalment within 30 days of its due date, a delay charge
    of 1.5% per month shall accrue on the overdue amount.
6.2 If the default continues for 90 days, the Company may rescind this contract by notice and
    refund the amounts paid less 10% of the Price, within 180 days of rescission.

Clause 7 - Assignment
The Purchaser may assign this contract only with the Company's written approval, which may be
conditioned on the payment by the assignor of an administrative charge equal to 2.5% of the
contract value at the time of assignment.

Clause 8 - Use
The chalet is for touristic and summer residence only. The Purchaser shall comply with the
resort regulations, including the prohibition of any change of the facade or the garden fence
exceeding 1.20 m in height.

Clause 9 - Disputes
Any dispute arising from this contract shall be finally settled by arbitration in Alexandria,
by three arbitrators, in accordance with Law No. 27 of 1994 on Arbitration in Civil and
Commercial Matters.

Clause 10 - Copies
This contract is executed in two copies.

First party                                          Second party
for Sahel Bay Resorts                                 Dr. Yasmine Mostafa Hegazy
Amr Fawzy Ragab
"""
    write("03_chalet_numbered_series", text, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
