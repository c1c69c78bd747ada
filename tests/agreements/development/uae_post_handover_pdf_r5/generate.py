#!/usr/bin/env python3
"""Generate the uae_post_handover_pdf_r5 agreements (UAE off-plan SPAs with post-handover plans).

Standalone: stdlib + reportlab. Each plan is built as row data first; the PDF and
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
    """Dubai 60/40: ruled table listing 16 dated post-handover rows, then clause 6.4 restating them
    as a series sentence (counted once); fees after the plan."""
    stem = "01_dubai_table_and_series_restatement"
    price = D("1875000.00")
    S = styles(size=9.2)
    plan = [
        prow(price, "Down Payment", 10, dt.date(2026, 3, 12)),
        prow(price, "Instalment 2", 10, dt.date(2026, 9, 12)),
        prow(price, "Instalment 3", 10, dt.date(2027, 3, 12)),
        prow(price, "Instalment 4", 10, None, when="Upon 60% completion of construction"),
        prow(price, "Handover Payment", 20, None, when="On Handover"),
    ]
    ph = [prow(price, "Post-Handover Instalment %d" % (i + 1), "2.5", add_months(dt.date(2029, 3, 12), 3 * i),
               post=True) for i in range(16)]
    plan += ph
    dld = prow(price, "DLD registration fee", 4, None, fee=True)
    adm = row("Administration fee", "5250.00", 0, None, fee=True)
    rows = plan + [dld, adm]
    check_plan(price, rows)

    st = [
        P(S, "SALE AND PURCHASE AGREEMENT", "title"),
        P(S, "<i>Palmera Walk</i> &mdash; Cluster 6 &mdash; Dubailand, Dubai", "center"),
        P(S, "Agreement No. PW6-TH-118 &nbsp;&nbsp; Date: 12/02/2026", "center"),
        Spacer(1, 5),
        P(S, "<b>Seller:</b> Palmera Walk Development L.L.C., licence no. 1301188, Dubai. <b>Purchaser:</b> Mr. "
             "Thomas Henrik Lindqvist, Swedish passport no. 91204477, of Strandvagen 7, Stockholm."),
        P(S, "1. PROPERTY", "h"),
        P(S, "1.1 Townhouse TH-118, Cluster 6, Palmera Walk, on Plot No. 6731-1180, Dubailand. Plot area 2,260.00 "
             "sq ft; built-up area 2,914.35 sq ft; three bedrooms plus maid's room.", "clause"),
        P(S, "1.2 Purchase Price: AED %s (One Million Eight Hundred Seventy-Five Thousand Dirhams), approximately "
             "AED 643.37 per sq ft of built-up area." % fmt(price), "clause"),
        P(S, "2. THE 60/40 PAYMENT PLAN", "h"),
        P(S, "2.1 Sixty per cent (60%) of the Purchase Price is payable up to and including Handover and forty "
             "per cent (40%) after Handover, as set out in the table below. Amounts are in AED.", "clause"),
    ]
    data = [cells(S, ["Ref.", "Payment", "When due", "%", "AED"], ["cellb"] * 5)]
    for i, r in enumerate(plan, 1):
        data.append(cells(S, ["P%02d" % i, r["desc"], d_slash(r["due"]) if r["due"] else r["when"],
                              pct_s(r["pct"]), fmt(r["amount"])], ["cell", "cell", "cell", "cellr", "cellr"]))
    data.append(cells(S, ["", "<b>Total</b>", "", "<b>100%</b>", "<b>%s</b>" % fmt(price)],
                      ["cell", "cell", "cell", "cellr", "cellr"]))
    t = Table(data, colWidths=[14 * mm, 52 * mm, 62 * mm, 16 * mm, 30 * mm], repeatRows=1)
    t.setStyle(TableStyle(RULED + [("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black),
                                   ("LINEBELOW", (0, 5), (-1, 5), 0.4, colors.grey)]))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "3. HANDOVER", "h"),
        P(S, "3.1 The anticipated handover date is 30/09/2028, subject to extension of up to six (6) months. "
             "Handover shall take place only after payment of P01 to P05.", "clause"),
        P(S, "4. CONSTRUCTION MILESTONE", "h"),
        P(S, "4.1 P04 falls due fourteen (14) days after the Seller's notice that the project consultant has "
             "certified that 60% of the construction works are complete.", "clause"),
        P(S, "5. LATE PAYMENT", "h"),
        P(S, "5.1 Overdue amounts bear a late payment charge of 1% per month. Three or more overdue "
             "post-handover instalments entitle the Seller to demand the whole outstanding balance.", "clause"),
        P(S, "6. POST-HANDOVER PROVISIONS", "h"),
        P(S, "6.1 The Purchaser shall deliver sixteen (16) post-dated cheques covering P06 to P21 before the keys "
             "are released.", "clause"),
        P(S, "6.2 Until the post-handover instalments are paid in full the Seller keeps a restriction on the "
             "title and the Purchaser may not sell, gift or mortgage the Property.", "clause"),
        P(S, "6.3 If the Purchaser settles the post-handover balance in one payment within twelve (12) months of "
             "Handover, the Seller shall grant a discount of three per cent (3%) of the amount settled.", "clause"),
        P(S, "6.4 For the avoidance of doubt, the post-handover balance of forty per cent (40%%) is payable in "
             "sixteen (16) quarterly instalments of two and one-half per cent (2.5%%) each, i.e. AED %s per "
             "instalment, the first falling due on 12 March 2029 and the last on 12 December 2032, as shown in "
             "the table in clause 2.1." % fmt(ph[0]["amount"]), "clause"),
        P(S, "7. FEES", "h"),
        P(S, "7.1 The Purchaser shall pay the Dubai Land Department registration fee of 4%% of the Purchase "
             "Price (AED %s) within thirty (30) days of the date of this Agreement." % fmt(dld["amount"]),
          "clause"),
        P(S, "7.2 The Purchaser shall pay the Seller an administration fee of AED 5,250.00 inclusive of VAT when "
             "this Agreement is registered.", "clause"),
        P(S, "8. TERMINATION", "h"),
        P(S, "8.1 On termination for the Purchaser's default before Handover the Seller may retain the amounts "
             "permitted by Article 11 of Law No. 13 of 2008 (up to 40% of the Purchase Price).", "clause"),
        P(S, "9. LAW", "h"),
        P(S, "9.1 Dubai law applies. The Dubai courts have jurisdiction.", "clause"),
        Spacer(1, 10),
        P(S, "Seller: ____________________ &nbsp;&nbsp;&nbsp;&nbsp; Purchaser: ____________________", "left"),
    ]
    build_pdf(stem, st, "Palmera Walk Development L.L.C.", "PW6-TH-118", "Palmera Walk - Cluster 6")
    write_json(stem, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Abu Dhabi: prose 'stage payments' (i)-(v); the post-completion part is a half-yearly series
    sentence with '15th of March 2029'; guaranteed-rent payments BY the developer as distractor."""
    stem = "02_abu_dhabi_stage_payments_half_yearly_series"
    price = D("2640000.00")
    S = styles(base="Times-Roman", bold="Times-Bold", size=10.2)
    reg = prow(price, "Registration fee", 2, None, fee=True)
    plan = [
        prow(price, "First Stage Payment", 20, None),
        prow(price, "Second Stage Payment", 10, dt.date(2026, 10, 15)),
        prow(price, "Third Stage Payment", 10, None),
        prow(price, "Fourth Stage Payment", 20, None),
    ]
    series = [prow(price, "Post-Completion Stage Payment %d of 8" % (i + 1), 5,
                   add_months(dt.date(2029, 3, 15), 6 * i), post=True) for i in range(8)]
    adm = row("Administration fee", "2625.00", 0, None, fee=True)
    rows = [reg] + plan + series + [adm]
    check_plan(price, rows)
    assert series[-1]["due"] == dt.date(2032, 9, 15)

    st = [
        P(S, "AGREEMENT FOR THE SALE OF A RESIDENTIAL UNIT ON PLAN", "title"),
        P(S, "Yas Lagoon Terraces &mdash; Yas Island, Abu Dhabi", "center"),
        P(S, "Agreement dated the 3rd of March 2026 &nbsp;&mdash;&nbsp; Ref. YLT/4B/0722", "center"),
        Spacer(1, 6),
        P(S, "<b>BETWEEN</b> <b>LAGOON KEY PROPERTIES L.L.C.</b> (Abu Dhabi licence CN-3390175), of Yas Creative "
             "Hub, Building C, Yas Island (the \"Developer\") <b>AND</b> <b>MS. NADIA KARIMOVA</b>, Uzbek passport "
             "no. FA2289114, of 22 Amir Temur Avenue, Tashkent (the \"Buyer\")."),
        P(S, "1. The Unit and the Price", "h"),
        P(S, "1.1 The Developer agrees to sell Apartment 722 on the seventh floor of Building 4B of Yas Lagoon "
             "Terraces (Plot YS-L-044), with an area of 1,478.90 sq ft, for a price of Two Million Six Hundred and "
             "Forty Thousand Dirhams (AED %s) (the \"Price\")." % fmt(price), "clause"),
        P(S, "2. Registration", "h"),
        P(S, "2.1 The Buyer shall pay the registration fee of two per cent (2%%) of the Price, amounting to AED "
             "%s, to the Department of Municipalities and Transport upon registration of this Agreement on the "
             "Interim Register." % fmt(reg["amount"]), "clause"),
        P(S, "3. Payment of the Price by stage payments", "h"),
        P(S, "3.1 The Buyer shall pay the Price by the following stage payments:", "clause"),
        P(S, "(i) a First Stage Payment of twenty per cent (20%%) of the Price, being AED %s, upon signing this "
             "Agreement;" % fmt(plan[0]["amount"]), "sub"),
        P(S, "(ii) a Second Stage Payment of ten per cent (10%%) of the Price, being AED %s, on the %s;"
             % (fmt(plan[1]["amount"]), d_ofm(plan[1]["due"])), "sub"),
        P(S, "(iii) a Third Stage Payment of ten per cent (10%%) of the Price, being AED %s, within fourteen (14) "
             "days of the Developer's notice that the superstructure of Building 4B has been completed;"
             % fmt(plan[2]["amount"]), "sub"),
        P(S, "(iv) a Fourth Stage Payment of twenty per cent (20%%) of the Price, being AED %s, on the Completion "
             "Date, before the keys are handed over; and" % fmt(plan[3]["amount"]), "sub"),
        P(S, "(v) the remaining forty per cent (40%%) of the Price after the Completion Date, in eight (8) equal "
             "half-yearly post-completion stage payments of five per cent (5%%) of the Price each, being AED %s "
             "per stage payment, the first falling due on the %s and each of the others six (6) months after the "
             "one before it." % (fmt(series[0]["amount"]), d_ofm(series[0]["due"])), "sub"),
        P(S, "3.2 The Completion Date is expected to fall in the fourth quarter of 2028. The post-completion stage "
             "payments are not affected by any change in the Completion Date.", "clause"),
        P(S, "3.3 No stage payment shall be treated as made until cleared funds are received in escrow account "
             "no. 12-0081-447210-001 at Mashreq Bank.", "clause"),
        P(S, "4. Rental Guarantee", "h"),
        P(S, "4.1 For the first two (2) years after the Completion Date the Developer guarantees to the Buyer a "
             "net rental return of six per cent (6%%) of the Price per year, that is AED 158,400 per year, payable "
             "by the Developer to the Buyer in half-yearly amounts of AED 79,200 on the 15th of June and the 15th "
             "of December, the first on the 15th of June 2029.", "clause"),
        P(S, "4.2 The Developer may set off any overdue post-completion stage payment against the rental return.",
          "clause"),
        P(S, "5. Administration Fee", "h"),
        P(S, "5.1 The Buyer shall pay the Developer an administration fee of Two Thousand Six Hundred and "
             "Twenty-Five Dirhams (AED 2,625), inclusive of VAT, upon signing.", "clause"),
        P(S, "6. Delay and Default", "h"),
        P(S, "6.1 A delayed stage payment bears interest at 9% per annum. If a stage payment remains unpaid for "
             "ninety (90) days, the Developer may terminate this Agreement and deduct 30% of the Price from the "
             "amounts paid.", "clause"),
        P(S, "6.2 If the Developer fails to achieve the Completion Date by the 31st of December 2029, the Buyer "
             "may terminate and recover all stage payments with interest at 5% per annum.", "clause"),
        P(S, "7. Governing Law", "h"),
        P(S, "7.1 This Agreement is governed by the laws of the Emirate of Abu Dhabi.", "clause"),
        Spacer(1, 12),
        P(S, "Signed by the Developer ____________________ &nbsp;&nbsp;&nbsp; Signed by the Buyer "
             "____________________", "left"),
    ]
    build_pdf(stem, st, "Yas Lagoon Terraces", "YLT/4B/0722", "Lagoon Key Properties L.L.C.", font="Times-Roman")
    write_json(stem, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Dubai: ruled table with section rows (A/B/C), 25 monthly post-handover rows, per-year
    sub-total rows, header repeated over the page break; fees before and after the table."""
    stem = "03_dubai_monthly_post_handover_ruled_repeat_header"
    price = D("985000.00")
    S = styles(size=10)
    dld = prow(price, "DLD registration fee", 4, None, fee=True)
    oq = row("Oqood certificate fee", "1050.00", 0, None, fee=True)
    pre = [
        prow(price, "Booking Amount", 10, None, when="On signing"),
        prow(price, "2nd Instalment", 10, dt.date(2026, 7, 15)),
        prow(price, "3rd Instalment", 15, None, when="On 40% construction completion"),
    ]
    ho = prow(price, "Handover Instalment", 15, None, when="On handover (est. Q3 2028)")
    ph = [prow(price, "Post-Handover Instalment %d" % (i + 1), 2, add_months(dt.date(2028, 11, 15), i), post=True)
          for i in range(25)]
    td = row("Title deed issuance fee", "580.00", 0, None, fee=True)
    rows = [dld, oq] + pre + [ho] + ph + [td]
    check_plan(price, rows)

    st = [
        P(S, "SALE AND PURCHASE AGREEMENT", "title"),
        P(S, "Skyline Oasis Residences &mdash; Dubai Science Park &mdash; Al Barsha South, Dubai", "center"),
        P(S, "SPA Ref. SOR-1609 &nbsp; | &nbsp; Date 28 Jan 2026", "center"),
        Spacer(1, 5),
        P(S, "This Agreement is made between <b>OASIS SKYLINE REAL ESTATE DEVELOPMENT L.L.C.</b>, licence no. "
             "1198042, Dubai (the <b>Developer</b>) and <b>MR. JUAN PABLO RESTREPO</b>, Colombian passport no. "
             "AR771044, of Carrera 11 No. 93-45, Bogota (the <b>Purchaser</b>)."),
        P(S, "1. THE UNIT", "h"),
        P(S, "1.1 Apartment 1609, 16th floor, Skyline Oasis Residences, Plot No. 373-1045, Al Barsha South "
             "Fourth. Total area 742.16 sq ft. Price: AED %s (Nine Hundred Eighty-Five Thousand Dirhams), being "
             "AED 1,327.21 per sq ft." % fmt(price), "clause"),
        P(S, "2. FEES", "h"),
        P(S, "2.1 In addition to the Price the Purchaser shall pay the DLD registration fee of 4%% (AED %s) and "
             "the Oqood certificate fee of AED 1,050, both within thirty (30) days of signing." % fmt(dld["amount"]),
          "clause"),
        P(S, "3. PAYMENT PLAN &mdash; 50% DURING CONSTRUCTION / 50% POST-HANDOVER", "h"),
        P(S, "3.1 The Price shall be paid as follows. The yearly sub-totals are for information only.", "clause"),
    ]
    rs = ["cell", "cell", "cell", "cellr", "cellr"]
    data = [cells(S, ["#", "Instalment", "Due", "%", "AED"], ["cellb"] * 5)]
    sect_rows = []
    sub_rows = []
    n = 0

    def add(r):
        nonlocal n
        n += 1
        data.append(cells(S, [str(n), r["desc"], d_short(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]),
                              fmt(r["amount"])], rs))

    sect_rows.append(len(data))
    data.append(cells(S, ["", "<b>A. During construction</b>", "", "", ""], rs))
    for r in pre:
        add(r)
    sect_rows.append(len(data))
    data.append(cells(S, ["", "<b>B. On handover</b>", "", "", ""], rs))
    add(ho)
    sect_rows.append(len(data))
    data.append(cells(S, ["", "<b>C. After handover &mdash; 25 monthly instalments</b>", "", "", ""], rs))
    for year in (2028, 2029, 2030):
        yr = [r for r in ph if r["due"].year == year]
        for r in yr:
            add(r)
        sub_rows.append(len(data))
        data.append(cells(S, ["", "<i>Sub-total %d</i>" % year, "", "<i>%s</i>" % pct_s(sum(r["pct"] for r in yr)),
                              "<i>%s</i>" % fmt(sum(r["amount"] for r in yr))], rs))
    data.append(cells(S, ["", "<b>TOTAL</b>", "", "<b>100%</b>", "<b>%s</b>" % fmt(price)], rs))
    t = Table(data, colWidths=[10 * mm, 70 * mm, 50 * mm, 14 * mm, 30 * mm], repeatRows=1)
    extra = [("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]
    for i in sect_rows:
        extra.append(("SPAN", (1, i), (4, i)))
        extra.append(("BACKGROUND", (0, i), (-1, i), colors.HexColor("#EEEEEE")))
    for i in sub_rows:
        extra.append(("LINEABOVE", (0, i), (-1, i), 0.3, colors.grey))
    t.setStyle(TableStyle(RULED + extra))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "3.2 The Handover Instalment is due on the date stated in the Developer's handover notice and is not "
             "a post-handover instalment. The post-handover instalments are payable on the dates shown whatever "
             "the actual handover date.", "clause"),
        P(S, "3.3 The Purchaser shall pay the title deed issuance fee of AED 580 charged by the Dubai Land "
             "Department on handover, in addition to the Price.", "clause"),
        P(S, "4. DEFAULT", "h"),
        P(S, "4.1 A delay of more than sixty (60) days in any instalment allows the Developer to act under Law "
             "No. 13 of 2008, including retaining up to 25% of the Price where construction is below 60%.",
          "clause"),
        P(S, "5. SERVICE CHARGES", "h"),
        P(S, "5.1 Service charges are currently estimated at AED 15.75 per sq ft per year (AED 11,689.02 for the "
             "Unit), payable to the owners' association from handover.", "clause"),
        P(S, "6. LAW", "h"),
        P(S, "6.1 Dubai law applies.", "clause"),
        Spacer(1, 10),
        P(S, "Developer ____________________ &nbsp;&nbsp;&nbsp;&nbsp; Purchaser ____________________", "left"),
    ]
    build_pdf(stem, st, "Oasis Skyline Real Estate Development L.L.C.", "SOR-1609", "Skyline Oasis Residences")
    write_json(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("uae_post_handover_pdf_r5: written")
