#!/usr/bin/env python3
"""Generate the qatar_gcc_text_and_pdf_r5 agreements (Qatar, Oman, Bahrain; .txt and .pdf).

Standalone: stdlib + reportlab. Each plan is built as row data first; the document and
NN_slug.expected.json are both rendered from that data.
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
    """Qatar (Lusail): whitespace-aligned plan with ISO dates and 'QAR' before amounts; one dated
    post-handover payment; 0.25% registration fee before, admin fee after; USD equivalent distractor."""
    stem = "01_lusail_iso_dates_aligned_txt"
    price = D("2145000.00")
    reg = prow(price, "Registration fee", "0.25", None, fee=True)
    plan = [
        prow(price, "Down payment", 10, None, when="on signing"),
        prow(price, "Second instalment", 10, dt.date(2026, 5, 1)),
        prow(price, "Third instalment", 10, dt.date(2026, 11, 1)),
        prow(price, "Fourth instalment", 15, None, when="on completion of structure"),
        prow(price, "Fifth instalment", 15, dt.date(2027, 8, 1)),
        prow(price, "Handover payment", 30, None, when="on handover"),
        prow(price, "Post-handover payment", 10, dt.date(2029, 2, 1), post=True),
    ]
    adm = row("Administration fee", "10000.00", 0, None, fee=True)
    rows = [reg] + plan + [adm]
    check_plan(price, rows)

    def tl(a, b, c, d_):
        return "    %-24s %-28s %8s %18s" % (a, b, c, d_)

    lines = [tl("Payment", "Due", "Share", "Amount"), tl("-" * 24, "-" * 28, "-" * 8, "-" * 18)]
    for r in plan:
        lines.append(tl(r["desc"], d_iso(r["due"]) if r["due"] else r["when"], pct2(r["pct"]),
                        "QAR " + fmt(r["amount"])))
    lines.append(tl("-" * 24, "-" * 28, "-" * 8, "-" * 18))
    lines.append(tl("Total", "", pct2(100), "QAR " + fmt(price)))
    table = "\n".join(x.rstrip() for x in lines)

    text = f"""                        OFF-PLAN SALE AND PURCHASE AGREEMENT
                  Marina Crest Residences - Plot 69 - Lusail City, Qatar
                         Agreement Ref: MCR/LUS/1408/2026

This Agreement is dated 2026-02-18 and is made between:

(1) Marina Crest Real Estate Development W.L.L., Commercial Registration No. 151207, P.O. Box
    24881, Doha, State of Qatar ("Developer"); and
(2) Mr. Abdullah Nasser Al-Kuwari, Qatari ID No. 28763400219, P.O. Box 9012, Doha ("Buyer").

ARTICLE 1 - THE UNIT
1.1 Apartment 1408 on the fourteenth floor of Marina Crest Residences, built on Plot 69 (PIN
    69-010-0447), Marina District, Lusail City, with a net area of 138.75 sq m and one parking
    bay, registered with the Real Estate Registration Department as an off-plan unit.

ARTICLE 2 - PRICE
2.1 The price is QAR {fmt(price)} (two million one hundred forty-five thousand Qatari Riyals),
    equal to QAR 15,459.46 per sq m. For information only, the price is approximately USD 589,285.71
    at QAR 3.64 per USD.

ARTICLE 3 - ESCROW
3.1 All payments of the price are made to escrow account no. 0100-448127-003 held with Qatar
    National Bank in accordance with Law No. 6 of 2014 regulating real estate development.

ARTICLE 4 - REGISTRATION FEE
4.1 The Buyer shall pay the registration fee of the Real Estate Registration Department at 0.25% of
    the price, being QAR {fmt(reg["amount"])}, on registration of this Agreement. This fee is not part of
    the price.

ARTICLE 5 - PAYMENT OF THE PRICE
5.1 The Buyer shall pay the price as follows (dates are year-month-day):

{table}

5.2 The fourth instalment is payable within fifteen (15) days of the Developer's notice that the
    structure has been completed. The handover payment is payable before the keys are released.
5.3 The post-handover payment is due on the date stated even if handover takes place earlier or
    later than expected. The Developer expects handover in the second quarter of 2028.

ARTICLE 6 - LATE PAYMENT
6.1 A delay fine of QAR 500 per day applies to any payment made more than 14 days late, up to a
    maximum of 5% of the overdue amount.

ARTICLE 7 - TERMINATION
7.1 If the Buyer fails to pay two consecutive instalments, the Developer may terminate this
    Agreement and deduct up to 25% of the price paid, refunding the rest within 60 days.

ARTICLE 8 - SERVICE CHARGES
8.1 Service charges are estimated at QAR 12.00 per sq m per month from handover.

ARTICLE 9 - ADMINISTRATION FEE
9.1 On signing this Agreement the Buyer shall pay the Developer an administration fee of QAR
    10,000.00. The fee is not refundable.

ARTICLE 10 - LAW
10.1 This Agreement is governed by the laws of the State of Qatar.

Signed: ______________________ (Developer)          ______________________ (Buyer)
"""
    write_txt(stem, text, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Oman (ITC): bordered PDF table with 'R.O.' three-decimal amounts and dotted dates; 3%
    registration fee before, documentation charge after; community-charge distractor."""
    stem = "02_muscat_itc_ro_three_decimals_pdf"
    price = D("286450.000")
    S = styles(size=9.4)
    reg = prow(price, "Registration fee", 3, None, fee=True)
    plan = [
        prow(price, "Payment 1 (Deposit)", 10, None, when="On signing"),
        prow(price, "Payment 2", "12.5", dt.date(2026, 4, 15)),
        prow(price, "Payment 3", "12.5", None, when="On completion of foundations"),
        prow(price, "Payment 4", "12.5", dt.date(2027, 1, 15)),
        prow(price, "Payment 5", "12.5", dt.date(2027, 10, 15)),
        prow(price, "Payment 6 (Handover)", 40, None, when="On handover of the Villa"),
    ]
    doc = row("Documentation charge", "150.00", 0, None, fee=True)
    rows = [reg] + plan + [doc]
    check_plan(price, rows)

    st = [
        P(S, "SALE AND PURCHASE AGREEMENT", "title"),
        P(S, "Integrated Tourism Complex &mdash; Jebel Sifah Hills &mdash; Muscat Governorate, Sultanate of Oman",
          "center"),
        P(S, "SPA No. JSH/V-52/2026 &nbsp;&nbsp; Date: 22.01.2026", "center"),
        Spacer(1, 5),
        P(S, "<b>Developer:</b> Sifah Hills Development S.A.O.C., C.R. No. 1228734, P.O. Box 311, P.C. 118, Muscat. "
             "<b>Purchaser:</b> Mr. Rahul Menon, Indian passport no. W4471830, of Villa 9, Way 3017, Shatti Al "
             "Qurum, Muscat."),
        P(S, "1. The Villa", "h"),
        P(S, "1.1 Villa V-52 in the Jebel Sifah Hills integrated tourism complex, on plot no. 52 (Krooki no. "
             "3/118/2024), plot area 640.00 sq m, built-up area 318.40 sq m.", "clause"),
        P(S, "2. Price", "h"),
        P(S, "2.1 The price of the Villa is R.O. %s (two hundred eighty-six thousand four hundred fifty Omani "
             "Rials) (the \"Price\"), i.e. R.O. 899.654 per sq m of built-up area." % fmt(price, 3), "clause"),
        P(S, "3. Registration", "h"),
        P(S, "3.1 The Purchaser shall pay the Ministry of Housing and Urban Planning registration fee of three "
             "per cent (3%%) of the Price, R.O. %s, upon registration of this Agreement in the interim register. "
             "This fee is in addition to the Price." % fmt(reg["amount"], 3), "clause"),
        P(S, "4. Payment of the Price", "h"),
        P(S, "4.1 The Price shall be paid into the escrow account no. 0311-0877214-001 at Bank Muscat as "
             "follows:", "clause"),
    ]
    rs = ["cell", "cell", "cellr", "cellr"]
    data = [cells(S, ["Payment", "Due", "% of Price", "Amount (R.O.)"], ["cellb"] * 4)]
    for r in plan:
        data.append(cells(S, [r["desc"], d_dot(r["due"]) if r["due"] else r["when"], pct2(r["pct"]),
                              fmt(r["amount"], 3)], rs))
    data.append(cells(S, ["<b>Total</b>", "", "<b>100.00%</b>", "<b>%s</b>" % fmt(price, 3)], rs))
    t = Table(data, colWidths=[50 * mm, 60 * mm, 25 * mm, 35 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E4E4E4"))]))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "4.2 Payment 3 is due within twenty-one (21) days of the Developer's notice that the foundations "
             "are complete. Payment 6 is due before the keys are handed over.", "clause"),
        P(S, "5. Completion", "h"),
        P(S, "5.1 The Developer expects to complete the Villa by 30.06.2028. If completion is delayed by more "
             "than twelve months the Purchaser may terminate and recover the amounts paid with 4% interest per "
             "annum.", "clause"),
        P(S, "6. Default", "h"),
        P(S, "6.1 If the Purchaser fails to pay any amount within 30 days of its due date, the Developer may "
             "terminate and retain 15% of the Price.", "clause"),
        P(S, "7. Community Charges", "h"),
        P(S, "7.1 From handover the Purchaser shall pay community charges, currently R.O. 2.800 per sq m of "
             "built-up area per year (R.O. 891.520 a year for the Villa).", "clause"),
        P(S, "8. Documentation", "h"),
        P(S, "8.1 The Purchaser shall pay the Developer a documentation charge of R.O. 150.000 upon signing this "
             "Agreement.", "clause"),
        P(S, "9. Law", "h"),
        P(S, "9.1 The laws of the Sultanate of Oman apply.", "clause"),
        Spacer(1, 10),
        P(S, "Developer ____________________ &nbsp;&nbsp;&nbsp; Purchaser ____________________", "left"),
    ]
    build_pdf(stem, st, "Sifah Hills Development S.A.O.C.", "JSH/V-52/2026", "Jebel Sifah Hills ITC")
    write_json(stem, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Bahrain (Amwaj): numbered clauses, BD three-decimal amounts, long dates; sixteen quarterly
    post-completion instalments given as a series sentence; admin fee before, SLRB fee after."""
    stem = "03_amwaj_post_completion_series_txt"
    price = D("96800.000")
    adm = row("Administration fee", "275.00", 0, None, fee=True)
    plan = [
        prow(price, "First payment", 20, None),
        prow(price, "Second payment", 10, dt.date(2026, 6, 1)),
        prow(price, "Third payment", 10, dt.date(2026, 12, 1)),
        prow(price, "Completion payment", 20, None),
    ]
    series = [prow(price, "Post-Completion Instalment %d of 16" % (i + 1), "2.5",
                   add_months(dt.date(2028, 10, 1), 3 * i), post=True) for i in range(16)]
    plan += series
    slrb = prow(price, "SLRB registration fee", 2, None, fee=True)
    rows = [adm] + plan + [slrb]
    check_plan(price, rows)
    assert series[-1]["due"] == dt.date(2032, 7, 1)

    def bd(x):
        return "BD " + fmt(x, 3)

    text = f"""AMWAJ SHORES DEVELOPMENT B.S.C. (c)                              Contract No. AS/TH-08/2026
Amwaj Islands, Muharraq, Kingdom of Bahrain

                    CONTRACT FOR THE SALE OF A TOWNHOUSE ON PLAN
                         Amwaj Shores - Townhouse TH-08

Date of contract: 9 March 2026

Between AMWAJ SHORES DEVELOPMENT B.S.C. (c), CR No. 99812-2 (the "Seller"), and MR. GEORGE
WILLIAM HARTLEY, British passport No. 553018824, of Flat 12, Building 471, Road 1503, Block 215,
Amwaj Islands (the "Buyer").

1.  THE PROPERTY
1.1 Townhouse TH-08, Amwaj Shores, on plot No. 2512-0088, with a land area of 210.0 m2 and a
    built-up area of 244.6 m2 (the "Property"), registered with RERA under project
    No. RERA/OP/2025/117.

2.  PRICE
2.1 The price of the Property is {bd(price)} (ninety-six thousand eight hundred Bahraini Dinars)
    (the "Price").

3.  ADMINISTRATION FEE
3.1 On signing the Buyer shall pay the Seller an administration fee of BD 250.000 plus VAT at 10%,
    i.e. {bd(adm["amount"])} in total, which does not form part of the Price.

4.  PAYMENT OF THE PRICE
4.1 The Buyer shall pay:
    (a) the first payment of twenty per cent (20%) of the Price, {bd(plan[0]["amount"])}, on signing;
    (b) the second payment of ten per cent (10%) of the Price, {bd(plan[1]["amount"])}, on {d_long(plan[1]["due"])};
    (c) the third payment of ten per cent (10%) of the Price, {bd(plan[2]["amount"])}, on {d_long(plan[2]["due"])};
    (d) the completion payment of twenty per cent (20%) of the Price, {bd(plan[3]["amount"])}, on the
        Completion Date; and
    (e) the remaining forty per cent (40%) of the Price after the Completion Date, in sixteen (16)
        quarterly post-completion instalments of two and a half per cent (2.5%) each, that is
        {bd(series[0]["amount"])} per instalment, the first on {d_long(series[0]["due"])} and the others
        at three-monthly intervals thereafter.
4.2 The Completion Date is the date of the Seller's notice that the Property is complete; the
    Seller expects it to fall in the second quarter of 2028.
4.3 The Buyer shall deliver post-dated cheques for the instalments under 4.1(e) on completion.

5.  LATE PAYMENT
5.1 Late payments bear a charge of 1% per month. If any amount is more than 90 days overdue the
    Seller may terminate this Contract and retain 10% of the Price.

6.  REGISTRATION
6.1 Title shall be registered in the Buyer's name with the Survey and Land Registration Bureau
    once the Price is paid in full. The Buyer shall pay the SLRB registration fee of 2% of the
    Price, {bd(slrb["amount"])}, on registration.

7.  GOVERNING LAW
7.1 This Contract is governed by the laws of the Kingdom of Bahrain.

For the Seller: ____________________            The Buyer: ____________________
"""
    write_txt(stem, text, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("qatar_gcc_text_and_pdf_r5: written")
