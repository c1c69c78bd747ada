#!/usr/bin/env python3
"""Generate the egypt_text_r5 agreements (Egyptian sale contracts as plain .txt files).

Standalone: stdlib only. Every agreement is built from row data; the same data renders both the
document text and the expected JSON.
Run:  .venv/bin/python generate.py
"""
import datetime as dt
import io
import json
import os
import zipfile
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# ----------------------------------------------------------------------------- arithmetic
def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    """Share of the price, rounded half-up to the cent (the rule in CONTRACT 9)."""
    return (D(price) * D(pct) / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


# ----------------------------------------------------------------------------- number formats
def fmt(x, dec=2):                       # 1,250,000.00
    return "{:,.{p}f}".format(D(x), p=dec)


def fmt_eu(x, dec=2):                    # 1.250.000,00
    return fmt(x, dec).replace(",", "#").replace(".", ",").replace("#", ".")


def fmt_sp(x, dec=2):                    # 1 250 000.00
    return fmt(x, dec).replace(",", " ")


def fmt_in(x, dec=2):                    # 12,50,000.00 (Indian grouping)
    q = D(x).quantize(D(1) / D(10) ** dec) if dec else D(x).quantize(D(1))
    s = "{:.{p}f}".format(q, p=dec)
    whole, _, frac = s.partition(".")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join(groups + [tail])
    return whole + ("." + frac if dec else "")


def pct_s(p):                            # 12.5%
    return ("%s" % D(p).normalize()).replace("E+1", "0").replace("E+2", "00") + "%"


def pct2(p):                             # 12.50%
    return "{:.2f}%".format(D(p))


# ----------------------------------------------------------------------------- dates
def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def d_slash(d):                          # 15/03/2027
    return "%02d/%02d/%04d" % (d.day, d.month, d.year)


def d_dot(d):                            # 15.03.2027
    return "%02d.%02d.%04d" % (d.day, d.month, d.year)


def d_dash(d):                           # 15-03-2027
    return "%02d-%02d-%04d" % (d.day, d.month, d.year)


def d_iso(d):                            # 2027-03-15
    return d.isoformat()


def d_mon(d):                            # 15-Mar-2027
    return "%02d-%s-%04d" % (d.day, MON[d.month - 1], d.year)


def d_short(d):                          # 15 Mar 2027
    return "%d %s %d" % (d.day, MON[d.month - 1], d.year)


def d_long(d):                           # 15 March 2027
    return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def d_us(d):                             # March 15, 2027
    return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)


def d_ord(d):                            # 15th March 2027
    return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)


def d_ofm(d):                            # 15th of March 2027
    return "%s of %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)


def d_mdy(d):                            # 03/15/2027 (month first)
    return "%02d/%02d/%04d" % (d.month, d.day, d.year)


# ----------------------------------------------------------------------------- words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w99(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def _w999(n, conj="and"):
    h, r = divmod(n, 100)
    out = []
    if h:
        out.append(_ONES[h] + " hundred")
    if r:
        if h and conj:
            out.append(conj)
        out.append(_w99(r))
    return " ".join(out)


def words(n, conj="and"):
    """Whole number in English words: 'one million two hundred and fifty thousand'."""
    n = int(n)
    if n == 0:
        return "zero"
    parts = []
    for div, name in ((10 ** 9, "billion"), (10 ** 6, "million"), (10 ** 3, "thousand"), (1, "")):
        q, n = divmod(n, div)
        if q:
            w = _w999(q, conj)
            if div == 1 and parts and q < 100 and conj:
                w = conj + " " + w
            parts.append((w + " " + name).strip())
    return " ".join(parts)


def words_in(n):
    """Indian system: 'one crore forty-eight lakh seventy-five thousand'."""
    n = int(n)
    parts = []
    for div, name in ((10 ** 7, "crore"), (10 ** 5, "lakh"), (10 ** 3, "thousand"), (1, "")):
        q, n = divmod(n, div)
        if q:
            parts.append((_w999(q, "") if q >= 100 else _w99(q)) + (" " + name if name else ""))
    return " ".join(parts)


def cap_words(s):
    out = []
    for w in s.split(" "):
        if w == "and":
            out.append(w)
        else:
            out.append("-".join(x[:1].upper() + x[1:] for x in w.split("-")))
    return " ".join(out)


_FRAC = {D("0.25"): "one-quarter", D("0.5"): "one-half", D("0.75"): "three-quarters"}


def pct_words(p, tail="per cent"):
    p = D(p)
    whole = int(p)
    frac = p - whole
    w = words(whole) if whole else ""
    if frac:
        w = (w + " and " if w else "") + _FRAC[frac]
    return w + " " + tail


# ----------------------------------------------------------------------------- rows / output
def row(desc, amount, pct=0, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, amount=D(amount), pct=D(pct), due=due, fee=fee, post=post)
    r.update(extra)
    return r


def prow(price, desc, pct, due=None, fee=False, post=False, **extra):
    """A row whose amount is its stated share of the price."""
    return row(desc, pct_of(price, pct), pct, due, fee, post, **extra)


def expected(rows):
    return [{
        "amount": float(r["amount"]),
        "dueDate": jdate(r["due"]),
        "description": r["desc"],
        "percentage": float(r["pct"]),
        "isFee": bool(r["fee"]),
        "postHandover": bool(r["post"]),
        "status": "pending",
    } for r in rows]


def check_plan(price, rows, plan_pct=100):
    """Non-fee rows add up to plan_pct of the price; every row with a stated share matches it."""
    plan = [r for r in rows if not r["fee"]]
    assert sum(r["amount"] for r in plan) == pct_of(price, plan_pct), (sum(r["amount"] for r in plan), price)
    if all(r["pct"] for r in plan):
        assert sum(r["pct"] for r in plan) == D(plan_pct), sum(r["pct"] for r in plan)
    for r in rows:
        if r["pct"] and not r.get("pct_free"):
            assert pct_of(price, r["pct"]) == r["amount"], r


def write_json(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(expected(rows), fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def write_txt(stem, text, rows):
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    write_json(stem, rows)


def eu_pct(p, dec=2):
    return "{:.{d}f}".format(D(p), d=dec).replace(".", ",")


# ============================================================================ agreement 01
def agreement_01():
    """New Administrative Capital: pipe table, dd-mm-yyyy dates, EU numbers, an AFTER DELIVERY
    section (post-handover), maintenance deposit equal to the delivery payment, fees after."""
    stem = "01_new_capital_pipe_table_dash_dates"
    price = D("11850000.00")
    plan = [prow(price, "Down payment", 10, None, when="upon signing"),
            prow(price, "Second down payment", 5, dt.date(2026, 3, 15))]
    for i in range(6):
        plan.append(prow(price, "Instalment %d" % (i + 1), 5, add_months(dt.date(2026, 9, 15), 6 * i)))
    plan.append(prow(price, "Delivery payment", 10, None, when="on delivery"))
    post = [prow(price, "Instalment %d" % (i + 7), 5, add_months(dt.date(2029, 9, 15), 6 * i), post=True)
            for i in range(9)]
    plan += post
    maint = prow(price, "Maintenance deposit", 10, None, fee=True)
    util = row("Utilities connection fee", "85000.00", 0, None, fee=True)
    rows = plan + [maint, util]
    check_plan(price, rows)
    assert post[-1]["due"] == dt.date(2033, 9, 15)

    lines = ["| No  | Description              | Due date     |   Amount (EGP) |    %  |",
             "|-----|--------------------------|--------------|----------------|-------|"]
    n = 0
    for r in plan:
        if r is post[0]:
            lines.append("|     | " + "AFTER DELIVERY OF THE UNIT (instalments falling due after delivery)".ljust(
                len(lines[0]) - 10) + " |")
        n += 1
        due = d_dash(r["due"]) if r["due"] else r["when"]
        lines.append("| %-3s | %-24s | %-12s | %14s | %5s |" % ("%02d" % n, r["desc"], due, fmt_eu(r["amount"]),
                                                               eu_pct(r["pct"])))
    lines.append("|-----|--------------------------|--------------|----------------|-------|")
    lines.append("|     | TOTAL                    |              | %14s | %5s |" % (fmt_eu(price), "100"))
    table = "\n".join(lines)

    text = f"""CAPITAL GARDENS DEVELOPMENTS S.A.E.
Commercial Register No. 176554 - Cairo          Tax Registration No. 604-118-972
R7 District - New Administrative Capital

                    CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT
                     Project: "Jasmine Park" - Building J14 - Unit 602
                          Contract No. JP/J14/602/2026

Made on Thursday 05-02-2026 at the Company's headquarters, between:

First party (Seller): Capital Gardens Developments S.A.E., represented by Mr. Ahmed Samy Hegazy,
Chief Executive Officer.

Second party (Buyer): Eng. Yasmin Adel Morsy, Egyptian, National ID 29104020104577, residing at
33 Gamal Abdel Nasser Street, Sheraton Heliopolis, Cairo.

Preamble
The Seller holds plot No. R7-H-22 in the R7 district of the New Administrative Capital, with a land
area of 21.406 m2, under allocation contract No. 2219 dated 11-10-2021 with the Administrative
Capital for Urban Development (ACUD), and is building the "Jasmine Park" project on it under
building licence No. 881 of 2024.

Clause 1 - The unit
The Seller sells to the Buyer unit No. 602 on the sixth floor of building J14, with a built-up area
of 185 m2 (including its share of common areas), together with a covered parking space in the
basement. The unit is delivered fully finished in accordance with Annex (2).

Clause 2 - The price
2.1 The price of the unit is {fmt_eu(price)} EGP (Eleven Million Eight Hundred and Fifty Thousand
    Egyptian Pounds), equivalent to 64.054,05 EGP per m2.
2.2 The Buyer acknowledges that the cash price of the unit would have been 7.702.500,00 EGP (a 35%
    cash discount) and that he has chosen the instalment system below.

Clause 3 - Payment of the price
3.1 The Buyer shall pay the price according to the following table. Instalments 1 to 6 fall due
    before delivery; the delivery payment is due on the day the unit is handed over; instalments 7
    to 15 fall due after delivery on the dates shown.

{table}

3.2 The Buyer has delivered post-dated cheques for instalments 1 to 15 drawn on Banque du Caire,
    Heliopolis branch, numbered 0045101 to 0045115.
3.3 Payments by transfer are made to the Seller's account No. 100045887123 at the National Bank
    of Egypt, New Capital branch.

Clause 4 - Delay
If the Buyer is late in paying any instalment, a delay charge of 1,5% per month of the late amount
shall apply. If two instalments remain unpaid for more than 60 days, the Seller may consider this
contract terminated and refund the amounts paid after deducting 10% of the price.

Clause 5 - Delivery
The Seller shall deliver the unit by 30-06-2029, with a grace period of six months. The Buyer may
not receive the unit before paying the delivery payment and all instalments due before delivery.

Clause 6 - Amounts payable in addition to the price
6.1 A maintenance deposit equal to ten per cent (10%) of the price, i.e. {fmt_eu(maint["amount"])} EGP,
    payable on delivery and kept in a separate account for the maintenance of the project.
6.2 A utilities connection fee of {fmt_eu(util["amount"])} EGP (electricity, water and natural gas
    meters), payable on delivery.

Clause 7 - Registration
The Seller shall assist the Buyer in registering the unit at the Real Estate Publicity Department
once the project's registration is completed; the Buyer bears the registration costs as actually
incurred.

Clause 8 - Jurisdiction
The Cairo courts have jurisdiction over any dispute arising from this contract.

Made in two copies.

        First party                                   Second party
        ____________________                          ____________________
"""
    write_txt(stem, text, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Alexandria: an eight-year plan given only as a series sentence (32 quarterly instalments at
    2,8125 % each); a later sentence says Nos. 17 to 32 fall after delivery (postHandover)."""
    stem = "02_alexandria_series_32_quarterly_post_delivery"
    price = D("3960000.00")
    plan = [prow(price, "Down payment", 10, None)]
    n = 32
    for i in range(n):
        plan.append(prow(price, "Instalment %d of %d" % (i + 1, n), "2.8125",
                         add_months(dt.date(2026, 7, 1), 3 * i), post=i >= 16))
    maint = prow(price, "Maintenance deposit", 8, dt.date(2029, 4, 1), fee=True)
    club = row("Club membership fee", "60000.00", 0, None, fee=True)
    rows = plan + [maint, club]
    check_plan(price, rows)
    assert plan[17]["due"] == dt.date(2030, 7, 1) and plan[-1]["due"] == dt.date(2034, 4, 1)
    series_total = sum(r["amount"] for r in plan[1:])

    text = f"""بسم الله الرحمن الرحيم

                  PRELIMINARY SALE CONTRACT - "SEA BREEZE SMOUHA" PROJECT
                        (translation from the Arabic original)

On 15/03/2026 this contract was concluded at Alexandria between:

1) ALEX HORIZON FOR URBAN DEVELOPMENT (S.A.E.), Commercial Register No. 41882 Alexandria,
   having its seat at 54 Fawzy Moaz Street, Smouha, Alexandria, represented by Mr. Wael Ibrahim
   Shaker, Managing Director ("first party / seller");
2) Mr. Hossam Eldin Fathy Ragab, Egyptian, National ID 28510210200458, residing at 9 Syria
   Street, Roushdy, Alexandria ("second party / buyer").

First - Preamble
The first party owns the land plot No. 7 of the Smouha extension subdivision, area 4.120 m2,
registered under No. 1187 of 2019 Alexandria, and is building a residential tower on it.

Second - Subject
The first party sold to the second party apartment No. 11-03 on the eleventh floor of the tower,
area 118 m2 (one hundred and eighteen square metres) including its share of common parts.

Third - The price
The price is {fmt_eu(price)} EGP (three million nine hundred and sixty thousand Egyptian pounds)
at 33.559,32 EGP per m2. A cash buyer would have received a discount of 30%.

Fourth - Method of payment
(1) An amount of {fmt_eu(plan[0]["amount"])} EGP, representing 10% of the price, is paid by the
    second party upon signing this contract as a down payment.
(2) The balance, being {fmt_eu(series_total)} EGP representing 90% of the price, is paid in
    thirty-two (32) equal quarterly instalments, each of {fmt_eu(plan[1]["amount"])} EGP (2,8125% of
    the price), the first instalment falling due on {d_slash(plan[1]["due"])} and every following
    instalment three months after the one before it, until the balance is paid in full.
(3) The second party has handed the first party thirty-two (32) cheques for these instalments.

Fifth - Delivery
(1) The first party undertakes to deliver the apartment by 30/06/2030.
(2) The last sixteen (16) instalments (Nos. 17 to 32) fall due after the delivery of the
    apartment and shall continue to be paid on their dates after the second party receives it.

Sixth - Additional amounts
(1) The second party pays a maintenance deposit equal to 8% of the price, i.e.
    {fmt_eu(maint["amount"])} EGP, on {d_slash(maint["due"])}.
(2) The second party pays a one-time club membership fee of {fmt_eu(club["amount"])} EGP upon
    delivery.
These amounts are not part of the price.

Seventh - Default
If the second party fails to pay three successive instalments, the first party may terminate
this contract after a warning by registered letter, and refund what was paid after deducting 5%
of the price.

Eighth - Jurisdiction
The Alexandria courts are competent.

     First party                                        Second party
"""
    write_txt(stem, text, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Hurghada resort unit priced in USD (EU number format), whitespace-aligned table with an
    indicative EGP column, dotted dates, fees before the plan; rental-return distractor."""
    stem = "03_hurghada_usd_aligned_egp_column"
    price = D("245000.00")
    rate = D("50.75")
    reg = row("Contract registration fee", "1500.00", 0, None, fee=True)
    maint = prow(price, "Maintenance deposit", 5, None, fee=True)
    plan = [prow(price, "Reservation payment", 5, dt.date(2026, 2, 15)),
            prow(price, "Down payment", 20, dt.date(2026, 3, 1))]
    for i in range(6):
        plan.append(prow(price, "Instalment %d" % (i + 1), 10, add_months(dt.date(2026, 9, 1), 6 * i)))
    plan.append(prow(price, "Delivery payment", 15, None, when="upon delivery"))
    rows = [reg, maint] + plan
    check_plan(price, rows)

    def tl(a, b, c, d_, e):
        return "  %-22s %-14s %6s %14s %18s" % (a, b, c, d_, e)

    lines = [tl("Payment", "Due", "%", "Amount USD", "Indicative EGP*"),
             tl("-" * 22, "-" * 14, "-" * 6, "-" * 14, "-" * 18)]
    for r in plan:
        lines.append(tl(r["desc"], d_dot(r["due"]) if r["due"] else r["when"], eu_pct(r["pct"]),
                        fmt_eu(r["amount"]), fmt_eu(r["amount"] * rate)))
    lines.append(tl("-" * 22, "-" * 14, "-" * 6, "-" * 14, "-" * 18))
    lines.append(tl("Total price", "", eu_pct(100), fmt_eu(price), fmt_eu(price * rate)))
    table = "\n".join(x.rstrip() for x in lines)

    text = f"""RED SEA CORAL BAY RESORTS S.A.E.                                   Sale Contract No. CB-2291
El Gouna Road, Km 22, Hurghada, Red Sea Governorate

                 SALE CONTRACT - "CORAL BAY LAGOONS" - STUDIO APARTMENT B2-014

Concluded on 02.02.2026 between Red Sea Coral Bay Resorts S.A.E. (Commercial Register No. 8812
Red Sea) ("the Company") and Ms. Katharina Elisabeth Vogel, German national, passport No.
C4LT19K82, residing at Luisenstrasse 12, 80333 Munich, Germany ("the Purchaser").

Article 1 - Unit
Studio apartment B2-014, ground floor, building B2, Coral Bay Lagoons, with a built-up area of
62,5 m2 and a private terrace of 14 m2, land plot No. 114 of the El Gouna Road resort zone.

Article 2 - Price and currency
2.1 The price is USD {fmt_eu(price)} (two hundred forty-five thousand US Dollars), i.e. USD 3.920,00
    per m2 of built-up area. The price is fixed in US Dollars.
2.2 *The EGP amounts in the table of Article 4 are shown at the indicative rate of EGP 50,75 per
    USD on the contract date, for the Purchaser's information only; payment is due in USD.

Article 3 - Sums payable in addition to the price
3.1 A contract registration fee of USD {fmt_eu(reg["amount"])}, payable on signing this contract.
3.2 A maintenance deposit of five per cent (5%) of the price, i.e. USD {fmt_eu(maint["amount"])},
    payable on delivery of the unit.

Article 4 - Payment schedule
The Purchaser shall pay the price as follows:

{table}

The six instalments fall due every six months. The delivery payment is due on the date stated in
the Company's delivery notice.

Article 5 - Delivery
The Company shall deliver the unit by 31.12.2028.

Article 6 - Rental programme (optional)
If the Purchaser joins the resort rental programme the Company guarantees a net return of 8% of
the price per year (USD 19.600,00) for the first three years after delivery, paid by the Company
to the Purchaser in two half-yearly amounts of USD 9.800,00.

Article 7 - Default
A delay of more than 90 days in any payment entitles the Company to terminate and retain 10% of
the price; the balance is refunded within six months of resale.

Article 8 - Law
Egyptian law applies. Disputes are referred to the Cairo Regional Centre for International
Commercial Arbitration.

For the Company: ____________________           The Purchaser: ____________________
"""
    write_txt(stem, text, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("egypt_text_r5: written")
