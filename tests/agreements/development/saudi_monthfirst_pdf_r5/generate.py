#!/usr/bin/env python3
"""Generate the saudi_monthfirst_pdf_r5 agreements (Saudi off-plan contracts, SAR, month-first dates).

Standalone: stdlib + reportlab. Each plan is built as row data first; the PDF and
NN_slug.expected.json are both rendered from that data. Every numeric date in these agreements is
written month/day/year.
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


# ----------------------------------------------------------------------------- PDF (reportlab)
from reportlab import rl_config  # noqa: E402

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT  # noqa: E402,F401
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (  # noqa: E402,F401
    BaseDocTemplate, CondPageBreak, Frame, FrameBreak, KeepTogether, NextPageTemplate, PageBreak,
    PageTemplate, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle,
)


def styles(base="Helvetica", bold="Helvetica-Bold", size=9.4):
    s = {}
    s["body"] = ParagraphStyle("body", fontName=base, fontSize=size, leading=size * 1.3,
                               alignment=TA_JUSTIFY, spaceAfter=3.5)
    s["left"] = ParagraphStyle("left", parent=s["body"], alignment=TA_LEFT)
    s["clause"] = ParagraphStyle("clause", parent=s["body"], leftIndent=18, firstLineIndent=-18)
    s["sub"] = ParagraphStyle("sub", parent=s["body"], leftIndent=34, firstLineIndent=-16)
    s["h"] = ParagraphStyle("h", fontName=bold, fontSize=size + 0.8, leading=(size + 0.8) * 1.3,
                            spaceBefore=7, spaceAfter=3)
    s["title"] = ParagraphStyle("title", fontName=bold, fontSize=size + 4.5, leading=(size + 4.5) * 1.25,
                                alignment=TA_CENTER, spaceAfter=4)
    s["center"] = ParagraphStyle("center", parent=s["body"], alignment=TA_CENTER)
    s["cell"] = ParagraphStyle("cell", fontName=base, fontSize=size - 0.9, leading=(size - 0.9) * 1.22)
    s["cellb"] = ParagraphStyle("cellb", parent=s["cell"], fontName=bold)
    s["cellr"] = ParagraphStyle("cellr", parent=s["cell"], alignment=TA_RIGHT)
    s["cellrb"] = ParagraphStyle("cellrb", parent=s["cellr"], fontName=bold)
    s["cellc"] = ParagraphStyle("cellc", parent=s["cell"], alignment=TA_CENTER)
    s["small"] = ParagraphStyle("small", parent=s["body"], fontSize=size - 1.6, leading=(size - 1.6) * 1.3)
    return s


GRID = [
    ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ("TOPPADDING", (0, 0), (-1, -1), 2.5),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
]

RULED = [   # borderless: only a rule under the header and above the last row
    ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
    ("TOPPADDING", (0, 0), (-1, -1), 1.6),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
]


def _decorate(header_left, header_right, footer, font):
    def on_page(canvas, doc):
        canvas.saveState()
        canvas.setFont(font, 7.3)
        w, h = A4
        canvas.drawString(18 * mm, h - 11 * mm, header_left)
        canvas.drawRightString(w - 18 * mm, h - 11 * mm, header_right)
        canvas.line(18 * mm, h - 12.5 * mm, w - 18 * mm, h - 12.5 * mm)
        canvas.drawString(18 * mm, 10 * mm, footer)
        canvas.drawRightString(w - 18 * mm, 10 * mm, "Page %d" % doc.page)
        canvas.restoreState()
    return on_page


def build_pdf(stem, story, header_left, header_right, footer="", font="Helvetica", two_column=False):
    """Single-column (SimpleDocTemplate) or two-column pages (a BaseDocTemplate with two frames)."""
    path = os.path.join(HERE, stem + ".pdf")
    deco = _decorate(header_left, header_right, footer, font)
    meta = dict(title=stem, author="", subject="", creator="", producer="")
    if not two_column:
        doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                                topMargin=18 * mm, bottomMargin=17 * mm, **meta)
        doc.build(story, onFirstPage=deco, onLaterPages=deco)
        return
    w, h = A4
    gap = 7 * mm
    colw = (w - 36 * mm - gap) / 2
    fh = h - 35 * mm
    frames = [Frame(18 * mm, 17 * mm, colw, fh, id="left", leftPadding=0, rightPadding=0),
              Frame(18 * mm + colw + gap, 17 * mm, colw, fh, id="right", leftPadding=0, rightPadding=0)]
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                          topMargin=18 * mm, bottomMargin=17 * mm, **meta)
    doc.addPageTemplates([PageTemplate(id="two", frames=frames, onPage=deco)])
    doc.build(story)


def P(S, t, st="body"):
    return Paragraph(t, S[st])


def cells(S, r, styles_):
    return [Paragraph(c, S[s]) for c, s in zip(r, styles_)]


# ============================================================================ agreement 01
def agreement_01():
    """Riyadh, two-column pages: narrow bordered table; month-first dates of which two are
    ambiguous (04/03/2026, 02/10/2027, 11/05/2027) and one proves the order (08/15/2026)."""
    stem = "01_riyadh_two_column_ambiguous_monthfirst"
    price = D("1245000.00")
    S = styles(size=8.7)
    adm = row("Administration fee", "2875.00", 0, None, fee=True)
    plan = [
        prow(price, "Down Payment", 10, dt.date(2026, 4, 3)),
        prow(price, "Second Payment", 10, dt.date(2026, 8, 15)),
        prow(price, "Third Payment", 15, dt.date(2027, 2, 10)),
        prow(price, "Fourth Payment", 15, None, when="On completion of the structural works"),
        prow(price, "Fifth Payment", 15, dt.date(2027, 11, 5)),
        prow(price, "Final Payment", 35, None, when="On delivery of the Unit"),
    ]
    rett = prow(price, "Real Estate Transaction Tax", 5, None, fee=True)
    rows = [adm] + plan + [rett]
    check_plan(price, rows)

    st = [
        P(S, "OFF-PLAN SALE CONTRACT", "title"),
        P(S, "Al Narjis Terraces &mdash; Building 6 &mdash; Riyadh", "center"),
        P(S, "Contract No. NT6-0310 &nbsp; dated 03/02/2026 (1447H)", "center"),
        P(S, "Article 1 &mdash; Parties", "h"),
        P(S, "1.1 <b>Narjis Terraces Real Estate Development Co.</b>, a limited liability company, C.R. "
             "1010884471, King Fahd Road, Al Olaya, Riyadh (the <b>Developer</b>)."),
        P(S, "1.2 <b>Mr. Faisal Abdulrahman Al Qahtani</b>, national ID 1048812376, Al Malqa district, Riyadh "
             "(the <b>Buyer</b>)."),
        P(S, "Article 2 &mdash; Project and Wafi licence", "h"),
        P(S, "2.1 The project is licensed by the off-plan sales committee (Wafi) under licence no. 4471/2025 and "
             "is built on plot no. 2281 of approved subdivision plan no. 3118/R, Al Narjis district, with a land "
             "area of 6,840 m2."),
        P(S, "2.2 The escrow account for the project is account no. 680000118823 at Saudi National Bank."),
        P(S, "Article 3 &mdash; The Unit and the Price", "h"),
        P(S, "3.1 Apartment 310, third floor, Building 6, with a net area of 164.20 m2 and two parking spaces."),
        P(S, "3.2 The price is <b>SAR %s</b> (one million two hundred forty-five thousand Saudi Riyals), i.e. "
             "SAR 7,582.22 per m2." % fmt(price)),
        P(S, "Article 4 &mdash; Administration Fee", "h"),
        P(S, "4.1 The Buyer shall pay the Developer on signing an administration fee of SAR 2,875 (SAR 2,500 plus "
             "VAT at 15%). This fee is not part of the price."),
        P(S, "Article 5 &mdash; Payment of the Price", "h"),
        P(S, "5.1 The Buyer shall pay the price into the escrow account as follows:"),
    ]
    data = [cells(S, ["No.", "Payment", "Due Date", "%", "SAR"], ["cellb"] * 5)]
    for i, r in enumerate(plan, 1):
        data.append(cells(S, [str(i), r["desc"], d_mdy(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]),
                              fmt(r["amount"], 0)], ["cell", "cell", "cell", "cellr", "cellr"]))
    data.append(cells(S, ["", "<b>Total</b>", "", "<b>100%</b>", "<b>%s</b>" % fmt(price, 0)],
                      ["cell", "cell", "cell", "cellr", "cellr"]))
    t = Table(data, colWidths=[7 * mm, 22 * mm, 25 * mm, 9 * mm, 18 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2)]))
    st += [t, Spacer(1, 4)]
    st += [
        P(S, "5.2 Payment 4 falls due on the Developer's notice, supported by the engineering consultant's "
             "certificate, that the structural works of Building 6 are complete. Payment 6 falls due on the "
             "delivery date stated in the Developer's notice."),
        P(S, "5.3 The Developer expects to deliver the Unit by 06/30/2028."),
        P(S, "Article 6 &mdash; Delay and Default", "h"),
        P(S, "6.1 If the Buyer delays a payment by more than 30 days, he shall pay SAR 1,000 for each week of "
             "delay. If the delay exceeds 90 days the Developer may terminate and deduct 5% of the price."),
        P(S, "6.2 If the Developer delays delivery beyond 12/31/2028 it shall compensate the Buyer at 0.5% of "
             "the amounts paid per month of delay, up to 10%."),
        P(S, "Article 7 &mdash; Transfer of Title and RETT", "h"),
        P(S, "7.1 Title shall be transferred after payment of the price in full. The Buyer shall pay the Real "
             "Estate Transaction Tax of five per cent (5%%) of the price, SAR %s, on transfer of title."
             % fmt(rett["amount"])),
        P(S, "7.2 The brokerage commission of 2.5% due to the marketing agent is borne by the Developer."),
        P(S, "Article 8 &mdash; Disputes", "h"),
        P(S, "8.1 The courts of Riyadh have jurisdiction."),
        Spacer(1, 8),
        P(S, "Developer: ____________________"),
        P(S, "Buyer: ____________________"),
    ]
    build_pdf(stem, st, "Al Narjis Terraces - Building 6", "NT6-0310", "Narjis Terraces Real Estate Development Co.",
              two_column=True)
    write_json(stem, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Jeddah villa, prose plan: a monthly series of 24 installments of 1.25% whose first date is
    ambiguous (03/01/2027 = March 1); only non-plan dates (01/27/2026, 12/31/2028) prove month-first."""
    stem = "02_jeddah_prose_monthly_series_monthfirst"
    price = D("2980000.00")
    S = styles(base="Times-Roman", bold="Times-Bold", size=10.3)
    adm = row("Administration fee", "5750.00", 0, None, fee=True)
    plan = [
        prow(price, "Down Payment", 20, dt.date(2026, 2, 5)),
        prow(price, "Structure Completion Payment", 10, None),
    ]
    series = [prow(price, "Monthly Installment %d of 24" % (i + 1), "1.25", add_months(dt.date(2027, 3, 1), i))
              for i in range(24)]
    plan += series
    plan.append(prow(price, "Handover Payment", 40, None))
    rett = prow(price, "Real Estate Transaction Tax", 5, None, fee=True)
    rows = [adm] + plan + [rett]
    check_plan(price, rows)
    assert series[-1]["due"] == dt.date(2029, 2, 1)

    st = [
        P(S, "CONTRACT FOR THE SALE OF A VILLA ON PLAN", "title"),
        P(S, "Obhur Dunes Villas &mdash; North Obhur, Jeddah", "center"),
        P(S, "This Contract is made on 01/27/2026 between:", "center"),
        Spacer(1, 4),
        P(S, "<b>First Party:</b> Red Sea Dunes Real Estate Company, C.R. 4030551208, Prince Sultan Road, Jeddah "
             "(the \"Seller\")."),
        P(S, "<b>Second Party:</b> Dr. Reem Hamza Bakhsh, national ID 1066031854, Al Rawdah district, Jeddah "
             "(the \"Purchaser\")."),
        P(S, "1. Subject", "h"),
        P(S, "1.1 The Seller sells to the Purchaser villa no. 27 of Obhur Dunes Villas, plot no. 27 of "
             "subdivision plan no. 1182/J, with a land area of 412 m2 and a built-up area of 386.5 m2, licensed "
             "under Wafi licence no. 5120/2025.", "clause"),
        P(S, "2. Price", "h"),
        P(S, "2.1 The price is SAR %s (two million nine hundred eighty thousand Saudi Riyals)." % fmt(price),
          "clause"),
        P(S, "3. Administration Fee", "h"),
        P(S, "3.1 On signing, the Purchaser shall pay the Seller an administration fee of SAR 5,750 (SAR 5,000 "
             "plus 15% VAT), which is not part of the price.", "clause"),
        P(S, "4. Payment of the Price", "h"),
        P(S, "4.1 The Purchaser shall pay the price into escrow account no. 24700019933 at Al Rajhi Bank, as "
             "follows:", "clause"),
        P(S, "(a) a down payment of twenty percent (20%%) of the price, SAR %s, on or before %s;"
             % (fmt(plan[0]["amount"]), d_mdy(plan[0]["due"])), "sub"),
        P(S, "(b) ten percent (10%%) of the price, SAR %s, on completion of the structure of the villa as "
             "certified by the engineering consultant;" % fmt(plan[1]["amount"]), "sub"),
        P(S, "(c) thirty percent (30%%) of the price in twenty-four (24) consecutive monthly installments of "
             "one and one-quarter percent (1.25%%) of the price each, SAR %s per installment, the first on "
             "%s and the others on the same day of each following month; and"
             % (fmt(series[0]["amount"]), d_mdy(series[0]["due"])), "sub"),
        P(S, "(d) the balance of forty percent (40%%), SAR %s, on handover of the villa."
          % fmt(plan[-1]["amount"]), "sub"),
        P(S, "4.2 The Seller shall deliver the villa not later than 12/31/2028. The handover payment falls due on "
             "the date of the Seller's handover notice.", "clause"),
        P(S, "5. Delay", "h"),
        P(S, "5.1 A late installment bears a charge of SAR 150 per day. If three monthly installments are unpaid "
             "the Seller may terminate and retain 10% of the price.", "clause"),
        P(S, "6. Title and Tax", "h"),
        P(S, "6.1 The Purchaser shall pay the Real Estate Transaction Tax of 5%% of the price (SAR %s) on the "
             "transfer of title, which takes place after full payment." % fmt(rett["amount"]), "clause"),
        P(S, "6.2 The brokerage commission of 2.5% is paid by the Seller.", "clause"),
        P(S, "7. Law", "h"),
        P(S, "7.1 This Contract is governed by the laws of the Kingdom of Saudi Arabia.", "clause"),
        Spacer(1, 12),
        P(S, "First Party ____________________ &nbsp;&nbsp;&nbsp;&nbsp; Second Party ____________________", "left"),
    ]
    build_pdf(stem, st, "Obhur Dunes Villas", "Villa 27", "Red Sea Dunes Real Estate Company", font="Times-Roman")
    write_json(stem, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Dammam: bordered table with a cheque-number column, two dated post-handover rows, and fee rows
    inside the table after the TOTAL under a merged heading; RETT equals the booking payment."""
    stem = "03_dammam_cheque_column_fees_in_table"
    price = D("864000.00")
    S = styles(size=9.2)
    plan = [
        prow(price, "Booking Payment", 5, dt.date(2026, 1, 20), chq="000231"),
        prow(price, "Down Payment", 15, dt.date(2026, 2, 20), chq="000232"),
        prow(price, "Second Installment", 10, dt.date(2026, 7, 20), chq="000233"),
        prow(price, "Third Installment", 20, None, when="Upon completion of the roof slab", chq="-"),
        prow(price, "Fourth Installment", 10, dt.date(2026, 12, 20), chq="000234"),
        prow(price, "Handover Installment", 30, None, when="Upon handover", chq="-"),
        prow(price, "Post-Handover Installment 1", 5, dt.date(2028, 6, 20), post=True, chq="000235"),
        prow(price, "Post-Handover Installment 2", 5, dt.date(2028, 12, 20), post=True, chq="000236"),
    ]
    rett = prow(price, "Real Estate Transaction Tax (RETT)", 5, None, fee=True, when="On transfer of title")
    adm = row("Administration fee (incl. VAT)", "1150.00", 0, None, fee=True, when="On signing")
    rows = plan + [rett, adm]
    check_plan(price, rows)

    st = [
        P(S, "SALE AND PURCHASE CONTRACT (OFF-PLAN)", "title"),
        P(S, "Al Shati Gardens &mdash; Block C &mdash; Al Shati Al Sharqi, Dammam", "center"),
        P(S, "Contract No. SG-C-117 &nbsp;&nbsp; Date: 01/14/2026", "center"),
        Spacer(1, 5),
        P(S, "<b>Developer:</b> Eastern Shore Development Company, C.R. 2050117734, King Saud Street, Dammam. "
             "<b>Purchaser:</b> Mr. Omar Saleh Al Dossary, national ID 1090233418, Al Faisaliyah, Dammam."),
        P(S, "1. Unit", "h"),
        P(S, "1.1 Apartment C-117, first floor, Block C, Al Shati Gardens (Wafi licence no. 3390/2025), net area "
             "128.60 m2, on plot no. 77 of subdivision plan no. 2/1290.", "clause"),
        P(S, "2. Price", "h"),
        P(S, "2.1 The price of the Unit is SAR %s (eight hundred sixty-four thousand Saudi Riyals)." % fmt(price),
          "clause"),
        P(S, "3. Payment Schedule", "h"),
        P(S, "3.1 The Purchaser shall pay the price, and the additional charges listed at the foot of the table, "
             "as follows. The Purchaser has delivered post-dated cheques drawn on Riyad Bank for the dated "
             "installments.", "clause"),
    ]
    rs = ["cell", "cell", "cell", "cellr", "cellr", "cellc"]
    data = [cells(S, ["No.", "Installment", "Due Date", "%", "Amount (SAR)", "Cheque No."], ["cellb"] * 6)]
    for i, r in enumerate(plan, 1):
        data.append(cells(S, [str(i), r["desc"], d_mdy(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]),
                              fmt(r["amount"]), r["chq"]], rs))
    data.append(cells(S, ["", "<b>TOTAL PRICE</b>", "", "<b>100%</b>", "<b>%s</b>" % fmt(price), ""], rs))
    head_i = len(data)
    data.append(cells(S, ["", "<b>Additional charges (not part of the price)</b>", "", "", "", ""], rs))
    data.append(cells(S, ["A", rett["desc"], rett["when"], "5%", fmt(rett["amount"]), "-"], rs))
    data.append(cells(S, ["B", adm["desc"], adm["when"], "-", fmt(adm["amount"]), "000230"], rs))
    t = Table(data, colWidths=[10 * mm, 50 * mm, 44 * mm, 12 * mm, 28 * mm, 22 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [("SPAN", (1, head_i), (5, head_i)),
                                  ("BACKGROUND", (0, head_i), (-1, head_i), colors.HexColor("#EEEEEE")),
                                  ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD"))]))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "3.2 Installments 7 and 8 fall due after handover on the dates shown. The expected handover date "
             "is 09/30/2027.", "clause"),
        P(S, "3.3 The Third Installment falls due within 10 days of the consultant's certificate for the roof "
             "slab.", "clause"),
        P(S, "4. Default", "h"),
        P(S, "4.1 If a cheque is returned unpaid the Purchaser shall pay SAR 500 and replace it within 7 days. If "
             "two installments are unpaid for 60 days the Developer may terminate and deduct 5% of the price.",
          "clause"),
        P(S, "5. Delay in Delivery", "h"),
        P(S, "5.1 For delay in delivery beyond 03/31/2028 the Developer shall pay SAR 2,000 per month.", "clause"),
        P(S, "6. Law", "h"),
        P(S, "6.1 Saudi law applies; the courts of Dammam have jurisdiction.", "clause"),
        Spacer(1, 10),
        P(S, "Developer ____________________ &nbsp;&nbsp;&nbsp; Purchaser ____________________", "left"),
    ]
    build_pdf(stem, st, "Eastern Shore Development Company", "SG-C-117", "Al Shati Gardens - Block C")
    write_json(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("saudi_monthfirst_pdf_r5: written")
