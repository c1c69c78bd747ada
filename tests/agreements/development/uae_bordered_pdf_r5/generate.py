#!/usr/bin/env python3
"""Generate the uae_bordered_pdf_r5 agreements (UAE off-plan SPAs with bordered payment tables).

Standalone: stdlib + reportlab. Every agreement's payment rows are built as data first; the PDF
and NN_slug.expected.json are both rendered from that data, so the two cannot drift apart.
Run:  .venv/bin/python generate.py   (writes the files next to itself)
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


# ============================================================================ agreement 01
def agreement_01():
    """Dubai Creek Harbour: plan table splits over a page with NO repeated header; fees in a
    second bordered table after the plan; unit and retention tables as distractors."""
    stem = "01_creek_harbour_split_table_fee_table"
    price = D("3184500.00")
    S = styles(size=9.2)
    plan = [
        prow(price, "Down Payment", 20, None, when="On signing of this Agreement"),
        prow(price, "Second Instalment", 10, dt.date(2026, 6, 15)),
        prow(price, "Third Instalment", 10, None, when="On completion of 20% of the construction works"),
        prow(price, "Fourth Instalment", 10, dt.date(2027, 3, 15)),
        prow(price, "Fifth Instalment", "7.5", dt.date(2027, 9, 15)),
        prow(price, "Sixth Instalment", "7.5", None, when="On completion of 70% of the construction works"),
        prow(price, "Completion Instalment", 35, None,
             when="On the Completion Date, against handover of the Unit (anticipated Q4 2028)"),
    ]
    dld = prow(price, "DLD Registration Fee", 4, None, fee=True)
    adm = row("Oqood Administration Fee", "3675.00", 0, None, fee=True)
    rows = plan + [dld, adm]
    check_plan(price, rows)

    st = [
        P(S, "SALE AND PURCHASE AGREEMENT", "title"),
        P(S, "Creekside Vista &mdash; Building 3 &mdash; Dubai Creek Harbour, Dubai, United Arab Emirates", "center"),
        P(S, "Agreement No. CV3/2304/0219 &nbsp;|&nbsp; RERA Project Registration No. 3318 &nbsp;|&nbsp; "
             "Escrow Account No. 1015-339718-002", "center"),
        Spacer(1, 5),
        P(S, "This Agreement is made on 19 February 2026 between <b>HARBOUR LINE DEVELOPMENTS L.L.C.</b>, "
             "commercial licence no. 1187245, P.O. Box 415877, Dubai (the <b>\"Seller\"</b>) and <b>MS. ELENA "
             "MARCHETTI</b>, Italian passport no. YB4471092, of Via Solferino 18, 20121 Milan, Italy (the "
             "<b>\"Purchaser\"</b>)."),
        P(S, "1. PARTICULARS", "h"),
    ]
    part = [
        ["Item", "Particulars"],
        ["Unit", "Apartment 2304, 23rd floor, Building 3 (\"Creekside Vista\")"],
        ["Land", "Plot No. 6658-214, Al Khairan First, Dubai"],
        ["Suite area / balcony area", "1,294.05 sq ft / 118.32 sq ft"],
        ["Total area", "1,412.37 sq ft (131.21 sq m)"],
        ["Purchase Price", "AED %s" % fmt(price)],
        ["Rate (for information only)", "AED 2,254.72 per sq ft of Total Area"],
        ["Parking", "One (1) bay, No. B2-118"],
        ["Anticipated Completion Date", "31 December 2028"],
    ]
    t = Table([[Paragraph(c, S["cellb" if i == 0 else "cell"]) for c in r] for i, r in enumerate(part)],
              colWidths=[58 * mm, 116 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD"))]))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "2. SALE AND PURCHASE", "h"),
        P(S, "2.1 The Seller sells and the Purchaser buys the Unit for the Purchase Price, free from any "
             "mortgage or encumbrance, on and subject to the terms of this Agreement.", "clause"),
        P(S, "2.2 The Total Area is an estimate. If, on completion, the Total Area as measured by the Seller's "
             "surveyor differs by more than three per cent (3%) from the area stated in the Particulars, the "
             "Purchase Price shall be adjusted at the rate stated above for the difference in excess of 3%.",
          "clause"),
        P(S, "2.3 The Purchaser has paid no sum under any reservation form; all amounts payable for the Unit are "
             "set out in Tables 2 and 3 below.", "clause"),
        P(S, "3. PAYMENT OF THE PURCHASE PRICE", "h"),
        P(S, "3.1 The Purchaser shall pay the Purchase Price in the instalments set out in Table 2 into the "
             "project escrow account stated above. Instalments linked to a construction milestone fall due "
             "fourteen (14) days after the Seller notifies the Purchaser that the project consultant has "
             "certified the milestone. The construction percentages in Table 2 refer to the overall progress of "
             "Building 3 and are not a share of the Purchase Price.", "clause"),
        P(S, "3.2 A payment is made only when cleared funds are received in the escrow account. All bank "
             "charges are for the account of the Purchaser. Post-dated cheques may be accepted at the Seller's "
             "discretion and, if accepted, shall be drawn in favour of the escrow account.", "clause"),
        P(S, "3.3 If any instalment remains unpaid thirty (30) days after its due date, the Purchaser shall pay "
             "a late payment charge of two per cent (2%) of the overdue amount for each month of delay, without "
             "prejudice to the Seller's rights under clause 9.", "clause"),
        P(S, "4. CONSTRUCTION", "h"),
        P(S, "4.1 The Seller shall construct the Building substantially in accordance with the approved plans and "
             "specifications and the requirements of the competent authorities.", "clause"),
        P(S, "4.2 The Seller may make such changes to the layout, finishes and specifications as may be required "
             "by the authorities or as it reasonably considers necessary, provided that the changes do not "
             "materially reduce the value or utility of the Unit.", "clause"),
        P(S, "4.3 The Seller shall give the Purchaser not less than thirty (30) days' written notice of the "
             "Completion Date. The Anticipated Completion Date may be extended by up to twelve (12) months "
             "without liability on the part of the Seller.", "clause"),
        P(S, "4.4 Table 2 sets out the instalments of the Purchase Price. Table 3 sets out the amounts payable in "
             "addition to the Purchase Price.", "clause"),
        Spacer(1, 4),
        P(S, "<b>Table 2 &mdash; Payment Plan</b>", "left"),
    ]
    data = [[Paragraph(x, S["cellb"]) for x in ("No.", "Instalment", "Due date / milestone", "%", "Amount (AED)")]]
    for i, r in enumerate(plan, 1):
        due = d_mon(r["due"]) if r["due"] else r["when"]
        data.append([Paragraph(str(i), S["cellc"]), Paragraph(r["desc"], S["cell"]), Paragraph(due, S["cell"]),
                     Paragraph(pct_s(r["pct"]), S["cellr"]), Paragraph(fmt(r["amount"]), S["cellr"])])
    data.append([Paragraph("", S["cell"]), Paragraph("<b>TOTAL</b>", S["cell"]), Paragraph("", S["cell"]),
                 Paragraph("<b>100%</b>", S["cellr"]), Paragraph("<b>%s</b>" % fmt(price), S["cellr"])])
    t = Table(data, colWidths=[11 * mm, 38 * mm, 75 * mm, 16 * mm, 34 * mm], repeatRows=0)
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E6E6E6"))]))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "<b>Table 3 &mdash; Amounts payable in addition to the Purchase Price</b>", "left"),
    ]
    fees = [["Charge", "Basis", "Amount (AED)", "When payable"],
            [dld["desc"], "4% of the Purchase Price", fmt(dld["amount"]), "On registration of this Agreement in "
             "the Interim Real Estate Register (Oqood)"],
            [adm["desc"], "AED 3,500.00 plus VAT at 5%", fmt(adm["amount"]), "Together with the DLD Registration Fee"]]
    t = Table([[Paragraph(c, S["cellb" if i == 0 else ("cellr" if j == 2 else "cell")]) for j, c in enumerate(r)]
               for i, r in enumerate(fees)], colWidths=[44 * mm, 40 * mm, 28 * mm, 62 * mm])
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E6E6E6"))]))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "5. HANDOVER", "h"),
        P(S, "5.1 The Seller shall hand over the Unit on the Completion Date, provided that the Purchaser has paid "
             "the Purchase Price and the amounts in Table 3 in full.", "clause"),
        P(S, "5.2 The Purchaser shall pay service charges from the Completion Date. The current budget estimate is "
             "AED 16.50 per sq ft per annum, i.e. approximately AED 23,304.11 for the Unit, which is indicative "
             "only and subject to approval by RERA.", "clause"),
        P(S, "6. DEFAULT AND TERMINATION", "h"),
        P(S, "6.1 If the Purchaser fails to pay an instalment, the Seller may, after serving notice in accordance "
             "with Article 11 of Law No. 13 of 2008, terminate this Agreement and retain the following amounts "
             "from the sums paid:", "clause"),
    ]
    ret = [["Construction progress at termination", "Amount retained by the Seller"],
           ["Below 60%", "Up to 25% of the Purchase Price"],
           ["60% to 80%", "Up to 40% of the Purchase Price"],
           ["Above 80%", "All sums paid (balance remains due)"]]
    t = Table([[Paragraph(c, S["cellb" if i == 0 else "cell"]) for c in r] for i, r in enumerate(ret)],
              colWidths=[70 * mm, 90 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t, Spacer(1, 5)]
    st += [
        P(S, "6.2 Any refund due to the Purchaser shall be paid within sixty (60) days of the re-sale of the Unit, "
             "without interest.", "clause"),
        P(S, "7. GOVERNING LAW", "h"),
        P(S, "This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the UAE. The "
             "courts of Dubai shall have exclusive jurisdiction.", "clause"),
        Spacer(1, 14),
        P(S, "Signed for the Seller: ______________________ &nbsp;&nbsp;&nbsp;&nbsp; Signed by the Purchaser: "
             "______________________", "left"),
    ]
    build_pdf(stem, st, "Harbour Line Developments L.L.C.", "SPA CV3/2304/0219", "Initials: ____ / ____")
    write_json(stem, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Abu Dhabi villa: fees before the table (2% + admin fee in words); a Cumulative % column;
    "on or before" and "within 60 days" rows; long-form dates; 12.25% / 5.5% rows."""
    stem = "02_saadiyat_cumulative_column_fees_first"
    price = D("7865000.00")
    S = styles(base="Times-Roman", bold="Times-Bold", size=10)
    reg = prow(price, "Registration Fee", 2, None, fee=True)
    adm = row("Administration Fee", "5250.00", 0, None, fee=True)
    plan = [
        prow(price, "Reservation Payment", 10, dt.date(2026, 2, 20), when="On or before 20 February 2026"),
        prow(price, "Second Payment", 10, None, when="Within sixty (60) days of the Reservation Date"),
        prow(price, "Third Payment", "12.25", dt.date(2026, 8, 20)),
        prow(price, "Fourth Payment", "12.25", dt.date(2027, 2, 20)),
        prow(price, "Fifth Payment", "5.5", None, when="Upon completion of the substructure of the Villa"),
        prow(price, "Sixth Payment", 5, dt.date(2027, 11, 20)),
        prow(price, "Final Payment", 45, None, when="Upon the Completion Date and before handover of the Villa"),
    ]
    rows = [reg, adm] + plan
    check_plan(price, rows)

    st = [
        P(S, "VILLA SALE AND PURCHASE AGREEMENT", "title"),
        P(S, "Al Saadiyat Dunes &mdash; Phase 2 &mdash; Saadiyat Island, Abu Dhabi", "center"),
        P(S, "Contract Ref. SD2/V-17/2026/044 &nbsp;&nbsp; Date of Agreement: 22 January 2026", "center"),
        Spacer(1, 6),
        P(S, "<b>BETWEEN</b> (1) <b>DUNES COAST REAL ESTATE DEVELOPMENT &mdash; SOLE PROPRIETORSHIP L.L.C.</b>, "
             "registered in Abu Dhabi under licence no. CN-4418820, of Level 11, Al Maqam Tower, ADGM Square, Al "
             "Maryah Island, Abu Dhabi (the <b>\"Developer\"</b>); and (2) <b>MR. SULTAN RASHED AL KETBI</b>, "
             "Emirates ID no. 784-1979-5521873-4, of Villa 22, Street 14, Khalifa City A, Abu Dhabi (the "
             "<b>\"Buyer\"</b>)."),
        P(S, "SECTION 1 &mdash; THE PROPERTY", "h"),
    ]
    part = [["Plot", "C-17, Al Saadiyat Dunes Phase 2 (Municipality Plot No. SI-P2-0417)"],
            ["Villa type", "V5 &mdash; five bedrooms, maid's room, private pool"],
            ["Plot area", "1,250.00 sq m"],
            ["Gross floor area", "612.40 sq m (approx. 6,591.8 sq ft)"],
            ["Price per sq m of GFA", "AED 12,843.57 (indicative)"],
            ["Purchase Price", "AED %s (Seven Million Eight Hundred Sixty-Five Thousand Dirhams)" % fmt(price)],
            ["Escrow account", "First Abu Dhabi Bank, account no. 11-220-7786-001"]]
    t = Table([[Paragraph("<b>%s</b>" % a, S["cell"]), Paragraph(b, S["cell"])] for a, b in part],
              colWidths=[48 * mm, 126 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t, Spacer(1, 4)]
    st += [
        P(S, "SECTION 2 &mdash; REGISTRATION AND FEES", "h"),
        P(S, "2.1 The Developer shall register this Agreement on the Interim Register of the Department of "
             "Municipalities and Transport (DMT) in accordance with Law No. 3 of 2015 concerning the Regulation "
             "of the Real Estate Sector in the Emirate of Abu Dhabi.", "clause"),
        P(S, "2.2 The Buyer shall pay the registration fee charged by the DMT at the rate of two per cent (2%%) "
             "of the Purchase Price, being AED %s, on registration of this Agreement. The registration fee is "
             "payable in addition to the Purchase Price." % fmt(reg["amount"]), "clause"),
        P(S, "2.3 The Buyer shall also pay to the Developer an administration fee of Five Thousand Two Hundred "
             "and Fifty Dirhams (AED 5,250.00), inclusive of value added tax, upon signing this Agreement.",
          "clause"),
        P(S, "2.4 The fees under this Section are not refundable save where the Agreement is terminated by reason "
             "of the Developer's default.", "clause"),
        P(S, "SECTION 3 &mdash; PAYMENT OF THE PURCHASE PRICE", "h"),
        P(S, "3.1 The Buyer shall pay the Purchase Price in the payments set out below. The column headed "
             "<i>Cumulative</i> shows the total share of the Purchase Price paid once each payment is made and "
             "is included for information only.", "clause"),
    ]
    hdr = ["No.", "Payment", "Due", "% of Price", "Amount (AED)", "Cumulative"]
    data = [[Paragraph(x, S["cellb"]) for x in hdr]]
    cum = D(0)
    for i, r in enumerate(plan, 1):
        cum += r["pct"]
        due = d_long(r["due"]) if r["due"] and not r.get("when") else (r.get("when") or d_long(r["due"]))
        data.append([Paragraph("%d." % i, S["cellc"]), Paragraph(r["desc"], S["cell"]), Paragraph(due, S["cell"]),
                     Paragraph(pct2(r["pct"]), S["cellr"]), Paragraph(fmt(r["amount"]), S["cellr"]),
                     Paragraph(pct2(cum), S["cellr"])])
    data.append([Paragraph("", S["cell"]), Paragraph("<b>Purchase Price</b>", S["cell"]), Paragraph("", S["cell"]),
                 Paragraph("<b>100.00%</b>", S["cellr"]), Paragraph("<b>%s</b>" % fmt(price), S["cellr"]),
                 Paragraph("", S["cell"])])
    t = Table(data, colWidths=[10 * mm, 34 * mm, 56 * mm, 20 * mm, 30 * mm, 22 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#D9E2EC")),
                                  ("SPAN", (0, -1), (0, -1))]))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "3.2 The Reservation Date is the date on which the Buyer signed the reservation form. The Fifth Payment falls due within fifteen (15) days of the Developer's notice that "
             "the substructure has been certified complete by the consultant.", "clause"),
        P(S, "3.3 Delay in any payment beyond thirty (30) days shall attract a late payment charge of twelve per "
             "cent (12%) per annum, calculated daily on the overdue amount.", "clause"),
        P(S, "SECTION 4 &mdash; COMPLETION", "h"),
        P(S, "4.1 The anticipated completion date is 30 June 2028. The Developer may extend it by up to six (6) "
             "months. If completion is delayed beyond the extended date, the Developer shall pay the Buyer "
             "compensation of 0.5% of the amounts paid for each full month of delay, capped at 5%.", "clause"),
        P(S, "4.2 Title shall be transferred to the Buyer on payment of the Purchase Price in full and of all "
             "amounts due under Section 2.", "clause"),
        P(S, "SECTION 5 &mdash; TERMINATION", "h"),
        P(S, "5.1 If the Buyer fails to pay any amount within thirty (30) days of a notice of default, the Developer "
             "may terminate this Agreement and retain up to forty per cent (40%) of the Purchase Price where "
             "construction has passed 60%, or twenty-five per cent (25%) otherwise, refunding the balance of the "
             "amounts paid within ninety (90) days.", "clause"),
        P(S, "SECTION 6 &mdash; LAW AND JURISDICTION", "h"),
        P(S, "This Agreement is governed by the laws of the Emirate of Abu Dhabi and the applicable federal laws "
             "of the United Arab Emirates. The Abu Dhabi courts have jurisdiction.", "clause"),
        Spacer(1, 16),
        P(S, "For the Developer: ______________________ &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; The Buyer: "
             "______________________", "left"),
    ]
    build_pdf(stem, st, "Al Saadiyat Dunes Phase 2", "SD2/V-17/2026/044", "Dunes Coast Real Estate Development",
              font="Times-Roman")
    write_json(stem, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Ras Al Khaimah, two-column pages: a narrow bordered plan table in a column, eight dated
    post-handover rows (dd/mm/yyyy), fees in the clause before the table, rental-return distractor."""
    stem = "03_marjan_two_column_post_handover"
    price = D("1452800.00")
    S = styles(size=8.6)
    reg = prow(price, "Registration fee", 2, None, fee=True)
    adm = row("Administration fee", "2100.00", 0, None, fee=True)
    plan = [
        prow(price, "Booking Deposit", 10, None, when="On signing"),
        prow(price, "Instalment 2", 10, dt.date(2026, 7, 15)),
        prow(price, "Instalment 3", 10, dt.date(2027, 1, 15)),
        prow(price, "Instalment 4", 10, None, when="On 50% completion"),
        prow(price, "Handover Payment", 20, None, when="On handover"),
    ]
    first = dt.date(2029, 3, 15)
    for i in range(8):
        plan.append(prow(price, "Post-Handover Instalment %d" % (i + 1), 5, add_months(first, 3 * i), post=True))
    rows = [reg, adm] + plan
    check_plan(price, rows)

    st = [
        P(S, "CONTRACT OF SALE (OFF-PLAN)", "title"),
        P(S, "Coral Reach Residences, Al Marjan Island, Ras Al Khaimah", "center"),
        P(S, "Contract No. CRR-0915-B &nbsp; Date: 05/02/2026", "center"),
        P(S, "ARTICLE 1 &mdash; PARTIES", "h"),
        P(S, "1.1 <b>MARJAN REEF PROPERTIES FZ-LLC</b>, RAKEZ licence no. 5-88-0213, of Office 7, Al Hamra Business "
             "Tower, Ras Al Khaimah (the <b>Developer</b>)."),
        P(S, "1.2 <b>MR. DANIEL OKAFOR</b>, Nigerian passport no. B50721388, of 14 Admiralty Way, Lekki Phase 1, "
             "Lagos (the <b>Purchaser</b>)."),
        P(S, "ARTICLE 2 &mdash; THE UNIT", "h"),
        P(S, "2.1 Unit 0915, ninth floor, Block B, Coral Reach Residences, built on Plot No. 114-07 of Al Marjan "
             "Island. Internal area 812.55 sq ft; terrace 96.20 sq ft; one parking space."),
        P(S, "2.2 The Purchase Price is <b>AED %s</b> (One Million Four Hundred Fifty-Two Thousand Eight Hundred "
             "Dirhams), equal to about AED 1,598.81 per sq ft of the combined area." % fmt(price)),
        P(S, "2.3 The areas are approximate. A variation of up to 3% shall not give rise to any adjustment of "
             "the Purchase Price; beyond 3%, the Purchase Price shall be adjusted at the rate above for the "
             "excess only."),
        P(S, "2.4 The Unit is sold with the fixtures and finishes described in the brochure dated November 2025, "
             "including kitchen appliances, split air-conditioning units and built-in wardrobes."),
        P(S, "ARTICLE 3 &mdash; FEES", "h"),
        P(S, "3.1 The Purchaser shall pay the registration fee of the Ras Al Khaimah Land Department, being two "
             "per cent (2%%) of the Purchase Price (AED %s), within thirty (30) days of this Contract. This fee is "
             "not part of the Purchase Price." % fmt(reg["amount"])),
        P(S, "3.2 The Purchaser shall pay the Developer an administration fee of AED 2,100 (inclusive of VAT) "
             "with the registration fee."),
        P(S, "ARTICLE 4 &mdash; PAYMENT PLAN", "h"),
        P(S, "4.1 The Purchase Price is payable as follows (AED):"),
    ]
    data = [[Paragraph(x, S["cellb"]) for x in ("#", "Payment", "Due", "%", "AED")]]
    for i, r in enumerate(plan, 1):
        data.append([Paragraph(str(i), S["cell"]), Paragraph(r["desc"], S["cell"]),
                     Paragraph(d_slash(r["due"]) if r["due"] else r["when"], S["cell"]),
                     Paragraph(pct_s(r["pct"]), S["cellr"]), Paragraph(fmt(r["amount"], 0), S["cellr"])])
    data.append([Paragraph("", S["cell"]), Paragraph("<b>Total</b>", S["cell"]), Paragraph("", S["cell"]),
                 Paragraph("<b>100%</b>", S["cellr"]), Paragraph("<b>%s</b>" % fmt(price, 0), S["cellr"])])
    t = Table(data, colWidths=[6 * mm, 27 * mm, 19 * mm, 9 * mm, 19 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2)]))
    st += [t, Spacer(1, 4)]
    st += [
        P(S, "4.2 Payments 6 to 13 fall due after handover, on the dates shown, whether or not the Purchaser "
             "has taken occupation. Payment 4 falls due on the Developer's notice that 50% of the construction "
             "works have been certified."),
        P(S, "4.3 The anticipated handover date is 30/09/2028. Payment 5 is due on handover and is a condition "
             "of the release of the keys."),
        P(S, "4.4 Any payment more than 30 days late bears a delay charge of 1% per month."),
        P(S, "ARTICLE 5 &mdash; HOLIDAY HOME PROGRAMME", "h"),
        P(S, "5.1 The Purchaser may place the Unit in the Developer's holiday home programme. For the first three "
             "(3) years after handover the Developer guarantees a net return of seven per cent (7%) of the "
             "Purchase Price per year (AED 101,696), paid by the Developer to the Purchaser in quarterly "
             "amounts of AED 25,424 on 15 January, 15 April, 15 July and 15 October."),
        P(S, "ARTICLE 6 &mdash; DEFAULT", "h"),
        P(S, "6.1 If the Purchaser fails to pay any payment within 60 days of its due date, the Developer may "
             "cancel this Contract in accordance with Law No. 13 of 2008 and retain up to 25% of the Purchase "
             "Price."),
        P(S, "ARTICLE 7 &mdash; GENERAL", "h"),
        P(S, "7.1 This Contract is governed by the laws of the Emirate of Ras Al Khaimah and the UAE. The "
             "courts of Ras Al Khaimah have jurisdiction."),
        P(S, "7.2 Notices shall be sent by courier or e-mail to the addresses in Article 1."),
        Spacer(1, 10),
        P(S, "Developer: ____________________"),
        P(S, "Purchaser: ____________________"),
    ]
    build_pdf(stem, st, "Coral Reach Residences", "CRR-0915-B", "Marjan Reef Properties FZ-LLC", two_column=True)
    write_json(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("uae_bordered_pdf_r5: written")
