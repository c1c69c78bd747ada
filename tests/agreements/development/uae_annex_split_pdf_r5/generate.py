#!/usr/bin/env python3
"""Generate the uae_annex_split_pdf_r5 agreements (UAE SPAs whose plan sits in an annex/appendix/schedule).

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
    """Dubai: fees in body clause 9; Annex A lists 39 'tranches' with ISO dates in two tables
    split by a page break, joined by 'Carried forward' / 'Brought forward' lines (not rows)."""
    stem = "01_dubai_annex_a_tranches_carried_forward"
    price = D("2316000.00")
    S = styles(size=9.2)
    dld = prow(price, "DLD registration fee", 4, None, fee=True)
    oq = row("Oqood registration fee", "1150.00", 0, None, fee=True)
    trustee = row("Registration trustee service fee", "4200.00", 0, None, fee=True)
    plan = [prow(price, "Tranche 1 (Down Payment)", 10, dt.date(2026, 3, 15))]
    for i in range(36):
        plan.append(prow(price, "Tranche %d" % (i + 2), "1.25", add_months(dt.date(2026, 4, 15), i)))
    plan.append(prow(price, "Tranche 38", 5, None, when="On completion of the structural frame"))
    plan.append(prow(price, "Tranche 39 (Handover)", 40, None, when="On the Handover Date"))
    rows = [dld, oq, trustee] + plan
    check_plan(price, rows)
    assert plan[36]["due"] == dt.date(2029, 3, 15)

    st = [
        P(S, "AGREEMENT FOR SALE AND PURCHASE", "title"),
        P(S, "Verdana Gardens &mdash; Building A4 &mdash; Dubai Investments Park 2, Dubai", "center"),
        P(S, "Reference VG-A4-0412 &nbsp;&nbsp; Made on 2 March 2026", "center"),
        Spacer(1, 5),
        P(S, "<b>PARTIES</b>"),
        P(S, "(1) <b>ORCHID PEAK DEVELOPERS L.L.C.</b>, licence no. 1245591, P.O. Box 390021, Dubai (the "
             "<b>Seller</b>)."),
        P(S, "(2) <b>MRS. FATIMA ZAHRA BENNANI</b>, Moroccan passport no. VX3318790, residing at Apartment 1105, "
             "Al Noor Tower 2, Al Nahda 1, Dubai (the <b>Purchaser</b>)."),
        P(S, "<b>BACKGROUND</b>"),
        P(S, "(A) The Seller is developing Verdana Gardens on Plot No. 597-4412, Dubai Investments Park Second, with "
             "a land area of 18,466.20 sq m (the <b>Project</b>). The Project is registered with RERA under no. 3402 "
             "and the escrow account is described in Annex B."),
        P(S, "(B) The Purchaser wishes to buy Apartment 412, a two-bedroom unit on the fourth floor of Building A4, "
             "having a total area of approximately 1,104.69 sq ft (the <b>Unit</b>)."),
        P(S, "1. DEFINITIONS", "h"),
        P(S, "1.1 <b>Handover Date</b> means the date stated in the Seller's notice that the Unit is ready for "
             "occupation, the completion certificate having been issued. <b>Tranche</b> means each payment listed "
             "in Annex A. <b>Purchase Price</b> means AED %s (Two Million Three Hundred Sixteen Thousand UAE "
             "Dirhams)." % fmt(price), "clause"),
        P(S, "2. SALE", "h"),
        P(S, "2.1 The Seller agrees to sell, and the Purchaser agrees to buy, the Unit for the Purchase Price, "
             "which equals AED 2,096.54 per sq ft of the total area and is fixed save as provided in clause 3.3.",
          "clause"),
        P(S, "3. PURCHASE PRICE", "h"),
        P(S, "3.1 The Purchaser shall pay the Purchase Price in the Tranches, on the dates or events, set out in "
             "Annex A. The monthly Tranches shall be paid by standing instruction or post-dated cheques delivered "
             "on signing.", "clause"),
        P(S, "3.2 The Seller shall give at least fourteen (14) days' notice of any Tranche that is linked to an "
             "event. Tranche 39 shall be paid before the keys are released.", "clause"),
        P(S, "3.3 If the final area differs from the area in Recital (B) by more than two per cent (2%), the "
             "Purchase Price shall be adjusted pro rata for the whole difference.", "clause"),
        P(S, "3.4 The sub-totals shown at the foot and head of the pages of Annex A are for convenience only.",
          "clause"),
        P(S, "4. LATE PAYMENT", "h"),
        P(S, "4.1 Any Tranche unpaid for more than thirty (30) days bears a charge of 0.75% per month. If three (3) "
             "consecutive monthly Tranches are unpaid, the Seller may treat the whole outstanding balance as due "
             "or proceed under Law No. 13 of 2008.", "clause"),
        P(S, "5. COMPLETION", "h"),
        P(S, "5.1 The Seller expects to complete the Unit by the third quarter of 2029 and may extend that date by "
             "up to twelve (12) months.", "clause"),
        P(S, "6. TERMINATION", "h"),
        P(S, "6.1 On termination for the Purchaser's default the Seller may retain up to forty per cent (40%) of "
             "the Purchase Price, in accordance with the Law and the directions of RERA.", "clause"),
        P(S, "7. SERVICE CHARGES", "h"),
        P(S, "7.1 Service charges are payable from the Handover Date. An indicative budget appears in Annex C.",
          "clause"),
        P(S, "8. ASSIGNMENT", "h"),
        P(S, "8.1 The Purchaser may not assign this Agreement before paying thirty per cent (30%) of the Purchase "
             "Price. Each assignment is subject to the Seller's NOC, for which the Seller's standard charge at "
             "the time will apply.", "clause"),
        P(S, "9. REGISTRATION FEES", "h"),
        P(S, "9.1 In addition to the Purchase Price, the Purchaser shall pay: (a) the Dubai Land Department "
             "registration fee of four per cent (4%%) of the Purchase Price, that is AED %s; (b) the Oqood "
             "registration fee of AED 1,150.00; and (c) the registration trustee service fee of AED 4,200.00, "
             "inclusive of VAT. All three amounts are payable on signing this Agreement and are not "
             "refundable." % fmt(dld["amount"]), "clause"),
        P(S, "10. GOVERNING LAW", "h"),
        P(S, "10.1 The laws of the Emirate of Dubai and the federal laws of the UAE apply. The Dubai courts have "
             "jurisdiction.", "clause"),
        Spacer(1, 10),
        P(S, "Seller: ______________________ &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; Purchaser: ______________________",
          "left"),
        PageBreak(),
        P(S, "ANNEX A &mdash; SCHEDULE OF TRANCHES", "h"),
        P(S, "All amounts in UAE Dirhams. Dates are written year-month-day."),
    ]
    hdr_st = ["cellb", "cellb", "cellb", "cellb"]
    body_st = ["cell", "cell", "cellr", "cellr"]
    widths = [52 * mm, 58 * mm, 26 * mm, 36 * mm]
    split = 22
    data = [cells(S, ["Tranche", "Due", "% of Price", "Amount (AED)"], hdr_st)]
    for r in plan[:split]:
        data.append(cells(S, [r["desc"], d_iso(r["due"]) if r["due"] else r["when"], pct2(r["pct"]),
                              fmt(r["amount"])], body_st))
    cf_p = sum(r["pct"] for r in plan[:split])
    cf_a = sum(r["amount"] for r in plan[:split])
    data.append(cells(S, ["<i>Carried forward</i>", "", "<i>%s</i>" % pct2(cf_p), "<i>%s</i>" % fmt(cf_a)], body_st))
    t = Table(data, colWidths=widths)
    t.setStyle(TableStyle(GRID))
    st += [t, PageBreak()]
    data = [cells(S, ["<i>Brought forward</i>", "", "<i>%s</i>" % pct2(cf_p), "<i>%s</i>" % fmt(cf_a)], body_st)]
    for r in plan[split:]:
        data.append(cells(S, [r["desc"], d_iso(r["due"]) if r["due"] else r["when"], pct2(r["pct"]),
                              fmt(r["amount"])], body_st))
    data.append(cells(S, ["<b>Total Purchase Price</b>", "", "<b>100.00%</b>", "<b>%s</b>" % fmt(price)], body_st))
    t = Table(data, colWidths=widths)
    t.setStyle(TableStyle(GRID))
    st += [t, Spacer(1, 8)]
    st += [
        P(S, "ANNEX B &mdash; ESCROW ACCOUNT", "h"),
        P(S, "Escrow agent: Emirates Islamic Bank PJSC. Account name: Verdana Gardens Escrow. Account no. "
             "3707-118462-001. IBAN AE07 0340 0037 0711 8462 001. Cheques are to be drawn in favour of the account "
             "name only."),
        P(S, "ANNEX C &mdash; INDICATIVE SERVICE CHARGES (2029 budget)", "h"),
    ]
    sc = [["Component", "AED per sq ft p.a.", "Unit (AED p.a.)"],
          ["General services", "9.80", "10,825.96"],
          ["Reserve fund", "1.45", "1,601.80"],
          ["District cooling (capacity)", "3.25", "3,590.24"],
          ["Total", "14.50", "16,018.00"]]
    t = Table([cells(S, r, ["cellb" if i == 0 else "cell", "cellr", "cellr"]) for i, r in enumerate(sc)],
              colWidths=[70 * mm, 40 * mm, 40 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t]
    build_pdf(stem, st, "Orchid Peak Developers L.L.C.", "VG-A4-0412", "Verdana Gardens SPA")
    write_json(stem, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Sharjah: the plan is split between Appendix 2 (pre-handover table, ordinal dates) and
    Appendix 4 (post-handover series sentence = 24 rows), with a specification Appendix 3 between."""
    stem = "02_sharjah_appendix_pre_and_post_split"
    price = D("968750.00")
    S = styles(base="Times-Roman", bold="Times-Bold", size=10)
    reg = prow(price, "Registration fee", 4, None, fee=True)
    pre = [
        prow(price, "Booking Payment", 10, None, when="On signing of this Contract"),
        prow(price, "First Instalment", 10, dt.date(2026, 9, 1)),
        prow(price, "Second Instalment", 10, dt.date(2027, 3, 1)),
        prow(price, "Third Instalment", 10, None, when="On completion of the structure (roof slab)"),
        prow(price, "Handover Payment", 36, None, when="On Handover"),
    ]
    post = [prow(price, "Post-Handover Instalment %d of 24" % (i + 1), 1, add_months(dt.date(2029, 3, 1), i),
                 post=True) for i in range(24)]
    adm = row("Administration fee for the post-handover plan", "1575.00", 0, None, fee=True)
    rows = [reg] + pre + post + [adm]
    check_plan(price, rows)

    st = [
        P(S, "CONTRACT FOR THE SALE OF AN OFF-PLAN UNIT", "title"),
        P(S, "Al Mamsha Lanes &mdash; Block 9 &mdash; Muwaileh, Sharjah", "center"),
        P(S, "Contract No. AML/B9/0607 &nbsp;&nbsp;&nbsp; Dated: 10th February 2026", "center"),
        Spacer(1, 6),
        P(S, "This Contract is made between <b>NAHDA CREST REAL ESTATE DEVELOPMENT L.L.C.</b>, Sharjah licence "
             "no. 771203, P.O. Box 66210, Sharjah (the \"Developer\"), and <b>MR. AHMED FAROUK ELNAGGAR</b>, "
             "Egyptian passport no. A28850127, residing at Flat 304, Al Qasba, Sharjah (the \"Buyer\")."),
        P(S, "1. The Unit", "h"),
        P(S, "1.1 The Developer sells to the Buyer Apartment 607, Block 9, Al Mamsha Lanes, built on Plot No. "
             "2641-0098, Muwaileh Commercial, Sharjah, with a saleable area of 902.17 sq ft, together with one "
             "covered parking space, on the terms of this Contract and its Appendices 1 to 4.", "clause"),
        P(S, "2. Price", "h"),
        P(S, "2.1 The price of the Unit is AED %s (Nine Hundred Sixty-Eight Thousand Seven Hundred Fifty "
             "Dirhams) (the \"Price\"), i.e. about AED 1,073.80 per sq ft." % fmt(price), "clause"),
        P(S, "2.2 The Price shall be paid in two parts: the pre-handover payments listed in Appendix 2 and the "
             "post-handover payments described in Appendix 4.", "clause"),
        P(S, "3. Construction and Handover", "h"),
        P(S, "3.1 The Developer expects to hand over the Unit by 31st December 2028. The Developer may extend "
             "this date by six (6) months without compensation.", "clause"),
        P(S, "3.2 If the Developer fails to hand over within the extended period, the Buyer may claim "
             "compensation of 1% of the amounts paid for each month of delay, up to 10% of those amounts.",
          "clause"),
        P(S, "4. Default", "h"),
        P(S, "4.1 If the Buyer fails to pay any amount within thirty (30) days of its due date, the Developer may "
             "terminate this Contract and retain 20% of the Price if less than 50% has been paid, or 30% if more "
             "has been paid, and shall return the balance within three (3) months of resale.", "clause"),
        P(S, "5. Title", "h"),
        P(S, "5.1 Title shall pass on payment of the whole of the Price, including the post-handover payments. "
             "Until then the Unit may not be mortgaged, leased for more than one year or sold.", "clause"),
        P(S, "6. Utilities", "h"),
        P(S, "6.1 The Buyer shall open electricity and water accounts with SEWA and pay the applicable deposits "
             "directly to SEWA.", "clause"),
        P(S, "7. Registration", "h"),
        P(S, "7.1 The Developer shall register this Contract with the Sharjah Real Estate Registration "
             "Department. The Buyer shall pay the registration fee of four per cent (4%%) of the Price, amounting "
             "to AED %s, on registration, in addition to the Price." % fmt(reg["amount"]), "clause"),
        P(S, "8. Law", "h"),
        P(S, "8.1 This Contract is governed by the laws of the Emirate of Sharjah and of the UAE.", "clause"),
        Spacer(1, 8),
        P(S, "Developer: ____________________ &nbsp;&nbsp;&nbsp;&nbsp; Buyer: ____________________", "left"),
        PageBreak(),
        P(S, "APPENDIX 1 &mdash; FLOOR PLAN", "h"),
        P(S, "[Floor plan of Apartment 607 &mdash; scale 1:100 &mdash; not reproduced in this copy.]", "center"),
        P(S, "APPENDIX 2 &mdash; PAYMENTS BEFORE HANDOVER", "h"),
    ]
    data = [cells(S, ["Payment", "Due", "Percentage", "Amount (AED)"], ["cellb"] * 4)]
    for r in pre:
        data.append(cells(S, [r["desc"], d_ord(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]),
                              fmt(r["amount"])], ["cell", "cell", "cellr", "cellr"]))
    sub_p = sum(r["pct"] for r in pre)
    data.append(cells(S, ["<b>Total before handover</b>", "", "<b>%s</b>" % pct_s(sub_p),
                          "<b>%s</b>" % fmt(sum(r["amount"] for r in pre))], ["cell", "cell", "cellr", "cellr"]))
    t = Table(data, colWidths=[45 * mm, 65 * mm, 25 * mm, 35 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t, Spacer(1, 8)]
    st += [
        P(S, "APPENDIX 3 &mdash; SPECIFICATIONS", "h"),
    ]
    spec = [["Item", "Specification"],
            ["Floor-to-ceiling height", "3.10 m (living areas), 2.70 m (bathrooms)"],
            ["Flooring", "Porcelain tiles 600 x 1200 mm; 10-year manufacturer warranty"],
            ["Air conditioning", "Ducted split units, 2 x 3.5 TR"],
            ["Glazing", "Double glazed, U-value 1.9 W/m2K"],
            ["Lifts", "4 passenger lifts (13 persons), 1 service lift"],
            ["Structural warranty", "10 years from the completion certificate"]]
    t = Table([cells(S, r, ["cellb" if i == 0 else "cell"] * 2) for i, r in enumerate(spec)],
              colWidths=[55 * mm, 115 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t, Spacer(1, 8)]
    st += [
        P(S, "APPENDIX 4 &mdash; PAYMENTS AFTER HANDOVER", "h"),
        P(S, "1. The remaining twenty-four per cent (24%%) of the Price shall be paid after Handover in twenty-four "
             "(24) consecutive monthly post-handover instalments of one per cent (1%%) of the Price each, being AED "
             "%s per instalment, the first instalment falling due on 1st March 2029 and each subsequent "
             "instalment on the first day of each following month." % fmt(post[0]["amount"]), "clause"),
        P(S, "2. The Buyer shall deliver twenty-four (24) post-dated cheques for these instalments before the keys "
             "are released. A returned cheque attracts a charge of AED 500 in addition to bank charges.", "clause"),
        P(S, "3. The Buyer may settle the post-handover balance early at any time without penalty.", "clause"),
        P(S, "4. The Developer's administration fee for the post-handover plan is AED 1,575.00 (AED 1,500.00 plus "
             "VAT), payable on Handover in addition to the Price.", "clause"),
    ]
    build_pdf(stem, st, "Nahda Crest Real Estate Development", "AML/B9/0607", "Al Mamsha Lanes - Block 9",
              font="Times-Roman")
    write_json(stem, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Abu Dhabi: Schedule 2 Part 1 table with an 'Amount in words' column and quarterly rows;
    fees in Part 2 after the table; an early-settlement discount table in Part 3 (distractor)."""
    stem = "03_abu_dhabi_schedule_amount_in_words"
    price = D("4480000.00")
    S = styles(size=9)
    plan = [
        prow(price, "Reservation Deposit", 5, None, when="On signing"),
        prow(price, "Balance of Down Payment", 15, None, when="Within 30 days of signing"),
    ]
    for i in range(8):
        plan.append(prow(price, "Quarterly Payment %d" % (i + 1), "2.5", add_months(dt.date(2026, 5, 10), 3 * i)))
    plan.append(prow(price, "Construction Payment", 10, None, when="On 60% construction completion"))
    plan.append(prow(price, "Completion Payment", 50, None, when="On the Completion Date"))
    reg = prow(price, "Registration fee", 2, None, fee=True)
    adm = row("Administration fee", "3675.00", 0, None, fee=True)
    rows = plan + [reg, adm]
    check_plan(price, rows)

    st = [
        P(S, "SALE AND PURCHASE AGREEMENT", "title"),
        P(S, "The Reem Arc Residences &mdash; Tower 2 &mdash; Al Reem Island, Abu Dhabi", "center"),
        P(S, "SPA No. RAR-T2-3101 &nbsp;&nbsp; Signed on 8 April 2026", "center"),
        Spacer(1, 5),
        P(S, "<b>Seller:</b> Arc Island Developments P.J.S.C., Abu Dhabi licence no. CN-1209944, 19th floor, "
             "Addax Tower, Al Reem Island."),
        P(S, "<b>Purchaser:</b> Mr. Vikram Anand Sethi and Mrs. Priya Vikram Sethi, jointly, Indian passports "
             "nos. T6620183 and T6620541, of Villa 8, Al Raha Gardens, Abu Dhabi."),
        P(S, "1. Interpretation", "h"),
        P(S, "1.1 Capitalised terms have the meanings given in Schedule 1. References to a Schedule include all "
             "its Parts.", "clause"),
        P(S, "2. Sale and Price", "h"),
        P(S, "2.1 The Seller shall sell and the Purchaser shall buy the Unit described in Schedule 1 for the "
             "Purchase Price of AED %s (UAE Dirhams Four Million Four Hundred Eighty Thousand only)." % fmt(price),
          "clause"),
        P(S, "2.2 The Purchase Price shall be paid as set out in Part 1 of Schedule 2, and the other amounts in "
             "Part 2 of Schedule 2 shall be paid in addition to it.", "clause"),
        P(S, "2.3 Payments must be made to the escrow account no. 0190-442817-020 held with Abu Dhabi Commercial "
             "Bank. The Seller shall not accept cash.", "clause"),
        P(S, "3. Delay", "h"),
        P(S, "3.1 Late payments bear a delay charge of 1.5% per month on the overdue amount. If the delay exceeds "
             "sixty (60) days the Seller may terminate in accordance with Law No. 3 of 2015 and retain up to 40% "
             "of the Purchase Price.", "clause"),
        P(S, "4. Completion", "h"),
        P(S, "4.1 The Seller anticipates that the Unit will be completed by 30 September 2028. The Completion Date "
             "is the date of the Seller's completion notice.", "clause"),
        P(S, "5. General", "h"),
        P(S, "5.1 This Agreement is governed by the laws of Abu Dhabi and the UAE.", "clause"),
        Spacer(1, 8),
        P(S, "SCHEDULE 1 &mdash; THE UNIT", "h"),
    ]
    part = [["Unit", "3101, 31st floor, Tower 2, The Reem Arc Residences"],
            ["Plot", "RR-C4-017, Al Reem Island (Shams Abu Dhabi)"],
            ["Internal area", "2,388.40 sq ft"], ["Balcony", "214.60 sq ft"],
            ["Parking", "Two bays (P3-041, P3-042)"],
            ["Rate", "AED 1,721.09 per sq ft of total area (for information)"]]
    t = Table([cells(S, r, ["cellb", "cell"]) for r in part], colWidths=[40 * mm, 130 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t, PageBreak()]
    st += [
        P(S, "SCHEDULE 2 &mdash; PAYMENTS", "h"),
        P(S, "<b>Part 1 &mdash; Payment of the Purchase Price</b>"),
    ]
    data = [cells(S, ["Payment", "Due", "%", "Amount (AED)", "Amount in words"], ["cellb"] * 5)]
    for r in plan:
        w = "UAE Dirhams %s only" % cap_words(words(r["amount"], conj=""))
        data.append(cells(S, [r["desc"], d_long(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]),
                              fmt(r["amount"]), w], ["cell", "cell", "cellr", "cellr", "cell"]))
    data.append(cells(S, ["<b>Total</b>", "", "<b>100%</b>", "<b>%s</b>" % fmt(price),
                          "UAE Dirhams Four Million Four Hundred Eighty Thousand only"],
                      ["cell", "cell", "cellr", "cellr", "cell"]))
    t = Table(data, colWidths=[34 * mm, 36 * mm, 12 * mm, 26 * mm, 66 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID))
    st += [t, Spacer(1, 6)]
    st += [
        P(S, "<b>Part 2 &mdash; Amounts payable in addition to the Purchase Price</b>"),
        P(S, "(a) The registration fee of the Department of Municipalities and Transport, at two per cent (2%%) of "
             "the Purchase Price, being AED %s, payable within sixty (60) days of signing." % fmt(reg["amount"]),
          "sub"),
        P(S, "(b) The Seller's administration fee of AED 3,500.00 plus VAT of AED 175.00, i.e. AED 3,675.00 in "
             "total, payable on signing.", "sub"),
        P(S, "<b>Part 3 &mdash; Early settlement (optional)</b>"),
        P(S, "If the Purchaser elects to settle the whole outstanding balance early, the Seller will grant the "
             "following discount on the balance settled:"),
    ]
    es = [["Balance settled in full before", "Discount on the balance"],
          ["31 December 2026", "6%"], ["31 December 2027", "4%"], ["30 June 2028", "2%"]]
    t = Table([cells(S, r, ["cellb" if i == 0 else "cell"] * 2) for i, r in enumerate(es)],
              colWidths=[70 * mm, 50 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t]
    build_pdf(stem, st, "Arc Island Developments P.J.S.C.", "RAR-T2-3101", "Reem Arc Residences - SPA")
    write_json(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("uae_annex_split_pdf_r5: written")
