#!/usr/bin/env python3
"""Generate the prose_words_monthfirst_r5 agreements (US / Philippine drafting: prose plans, amounts
in words, month-first numeric dates).

Standalone: stdlib + python-docx + reportlab. Each plan is built as row data first; the document and
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


# ----------------------------------------------------------------------------- DOCX (python-docx)
from docx import Document  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK  # noqa: E402
from docx.oxml import OxmlElement  # noqa: E402
from docx.oxml.ns import qn  # noqa: E402
from docx.shared import Pt  # noqa: E402


class Doc:
    """Thin wrapper around python-docx with the few paragraph kinds used here."""

    def __init__(self, header, footer, font="Calibri", size=10.5):
        self.d = Document()
        st = self.d.styles["Normal"]
        st.font.name = font
        st.font.size = Pt(size)
        cp = self.d.core_properties
        fixed = dt.datetime(2026, 2, 1, 9, 0, 0)
        cp.created = fixed
        cp.modified = fixed
        cp.last_printed = fixed
        cp.author = "Document Production"
        cp.last_modified_by = "Document Production"
        cp.revision = 1
        sec = self.d.sections[0]
        sec.header.paragraphs[0].text = header
        sec.footer.paragraphs[0].text = footer
        for p in (sec.header.paragraphs[0], sec.footer.paragraphs[0]):
            for r in p.runs:
                r.font.size = Pt(8)

    def title(self, text, size=14):
        p = self.d.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        r = p.add_run(text)
        r.bold = True
        r.font.size = Pt(size)
        return p

    def head(self, text):
        p = self.d.add_paragraph()
        r = p.add_run(text)
        r.bold = True
        return p

    def para(self, text, bold_lead=None, indent=None, italic=False, align=None):
        p = self.d.add_paragraph()
        if bold_lead:
            r = p.add_run(bold_lead)
            r.bold = True
        r = p.add_run(text)
        r.italic = italic
        if indent is not None:
            p.paragraph_format.left_indent = Pt(indent)
        if align == "center":
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif align == "right":
            p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        return p

    def page_break(self):
        self.d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

    def table(self, data, bold_rows=(0,), style="Table Grid", right_cols=(), repeat_header=False):
        t = self.d.add_table(rows=len(data), cols=len(data[0]))
        if style:
            t.style = style
        for i, rdata in enumerate(data):
            for j, val in enumerate(rdata):
                cell = t.cell(i, j)
                lines = val.split("\n") if val else [""]
                cell.paragraphs[0].text = ""
                run = cell.paragraphs[0].add_run(lines[0])
                run.bold = i in bold_rows
                if j in right_cols:
                    cell.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.RIGHT
                for extra in lines[1:]:
                    q = cell.add_paragraph()
                    rr = q.add_run(extra)
                    rr.bold = i in bold_rows
                    if j in right_cols:
                        q.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        if repeat_header:
            trpr = t.rows[0]._tr.get_or_add_trPr()
            el = OxmlElement("w:tblHeader")
            el.set(qn("w:val"), "true")
            trpr.append(el)
        return t

    def save(self, path):
        # python-docx stamps zip members with the current time; rewrite them with a fixed
        # timestamp so that reruns produce identical bytes.
        buf = io.BytesIO()
        self.d.save(buf)
        src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
            for info in src.infolist():
                zi = zipfile.ZipInfo(info.filename, date_time=(2026, 2, 1, 0, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                zi.external_attr = info.external_attr
                out.writestr(zi, src.read(info.filename))


def merge(a, b):
    """Merge two cells and drop the empty paragraphs python-docx carries over from the absorbed cells."""
    m = a.merge(b)
    for q in list(m.paragraphs)[1:]:
        if not q.text.strip():
            q._element.getparent().remove(q._element)
    return m


def write_docx(stem, doc, rows):
    doc.save(os.path.join(HERE, stem + ".docx"))
    write_json(stem, rows)


def usd_words(x):
    """'One Hundred Twenty-Four Thousand Two Hundred Fifty and 00/100 Dollars'"""
    whole = int(x)
    cents = int((D(x) - whole) * 100)
    return "%s and %02d/100 Dollars" % (cap_words(words(whole, conj="")), cents)


def usd(x):
    return "$" + fmt(x)


# ============================================================================ agreement 01
def agreement_01():
    """New York condominium purchase agreement (.docx): deposits in lettered paragraphs, one amount
    only in words, numeric month-first dates (07/15/2026) mixed with 'January 15, 2027'; mansion
    tax 1.25% and a processing fee after the plan; transfer taxes paid by Sponsor (no row)."""
    stem = "01_nyc_condo_offering_plan_deposits"
    price = D("2485000.00")
    plan = [
        prow(price, "Initial Deposit", 10, None),
        prow(price, "Second Deposit", 10, dt.date(2026, 7, 15)),
        prow(price, "Third Deposit", 5, dt.date(2027, 1, 15)),
        prow(price, "Balance of the Purchase Price", 75, None),
    ]
    mansion = prow(price, "Mansion tax", "1.25", None, fee=True)
    proc = row("Sponsor's processing fee", "750.00", 0, None, fee=True)
    rows = plan + [mansion, proc]
    check_plan(price, rows)

    d = Doc("The Halvorsen, 418 West 29th Street, New York, NY — Purchase Agreement", "Unit 12C — Sponsor: "
            "Halvorsen West 29 Owner LLC", font="Times New Roman", size=11)
    d.title("PURCHASE AGREEMENT")
    d.para("THE HALVORSEN CONDOMINIUM", align="center")
    d.para("Agreement made as of 02/17/2026 between HALVORSEN WEST 29 OWNER LLC, a Delaware limited liability "
           "company having an office at 1250 Broadway, Suite 3100, New York, New York 10001 (\"Sponsor\"), and "
           "DANIEL R. OKONKWO and PRIYA S. OKONKWO, residing at 77 Bleecker Street, Apt. 4F, New York, New York "
           "10012 (\"Purchaser\").")
    d.head("1. The Unit")
    d.para("1.1 Sponsor shall sell and Purchaser shall purchase Residential Unit 12C (the \"Unit\") in The "
           "Halvorsen Condominium (Block 700, Lot 1012 on the Tax Map of the Borough of Manhattan), together "
           "with its 0.8125% undivided interest in the Common Elements, pursuant to the Offering Plan accepted "
           "for filing by the Department of Law on 11/04/2025 (File No. CD25-0418).")
    d.head("2. Purchase Price")
    d.para("2.1 The purchase price of the Unit is Two Million Four Hundred Eighty-Five Thousand and 00/100 "
           "Dollars ($2,485,000.00) (the \"Purchase Price\"), payable as follows:")
    d.para("(a) the Initial Deposit of ten percent (10%%) of the Purchase Price, %s, upon Purchaser's signing "
           "and delivery of this Agreement;" % usd(plan[0]["amount"]), indent=20)
    d.para("(b) the Second Deposit of an additional ten percent (10%%) of the Purchase Price, %s, on or before "
           "%s;" % (usd(plan[1]["amount"]), d_mdy(plan[1]["due"])), indent=20)
    d.para("(c) the Third Deposit of five percent (5%%) of the Purchase Price, %s, on or before %s; and"
           % (usd_words(plan[2]["amount"]), d_us(plan[2]["due"])), indent=20)
    d.para("(d) the balance of the Purchase Price, being seventy-five percent (75%%), %s, at the Closing, by "
           "wire transfer or certified check." % usd(plan[3]["amount"]), indent=20)
    d.para("2.2 All Deposits shall be held in escrow by Meridian & Katz LLP, as Escrow Agent, in a segregated "
           "IOLA account at Signature Bank (Account No. 1504882190), in accordance with Sections 352-e(2-b) and "
           "352-h of the General Business Law.")
    d.para("2.3 If Purchaser defaults, Sponsor may retain the Deposits, not to exceed twenty-five percent (25%) "
           "of the Purchase Price, as liquidated damages.")
    d.head("3. Closing")
    d.para("3.1 The Closing shall occur on the date set by Sponsor on not less than thirty (30) days' notice, "
           "which Sponsor anticipates will be in the fourth quarter of 2027. If the Closing has not occurred by "
           "12/31/2028, Purchaser may rescind and receive the return of the Deposits with interest.")
    d.head("4. Closing Costs")
    d.para("4.1 Sponsor shall pay the New York City Real Property Transfer Tax and the New York State Real "
           "Estate Transfer Tax.")
    d.para("4.2 Purchaser shall pay at the Closing the New York State \"mansion tax\" of one and one-quarter "
           "percent (1.25%%) of the Purchase Price, being %s, and Sponsor's processing fee of Seven Hundred "
           "Fifty and 00/100 Dollars ($750.00)." % usd(mansion["amount"]))
    d.para("4.3 Apportionments of Common Charges and real estate taxes, and any working capital fund "
           "contribution, shall be determined at the Closing as provided in the Offering Plan.")
    d.head("5. Miscellaneous")
    d.para("5.1 The estimated monthly Common Charges for the Unit in the first year of condominium operation are "
           "$1,563.20, and the estimated monthly real estate taxes are $1,208.45.")
    d.para("5.2 This Agreement is governed by the laws of the State of New York. Purchaser's attorney: Harlan & "
           "Weiss PC, 5 Penn Plaza, New York, NY 10001.")
    d.para("")
    d.para("SPONSOR: HALVORSEN WEST 29 OWNER LLC   By: ____________________")
    d.para("PURCHASER: ____________________   ____________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Cebu Contract to Sell (.pdf): downpayment as a series of twelve monthly installments whose
    first date is ambiguous (04/10/2026 = April 10); reservation fee not credited (fee); balance on
    turnover; miscellaneous fees 5% after; VAT breakdown and Maceda-law distractors."""
    stem = "02_cebu_contract_to_sell_monthly_dp"
    price = D("8640000.00")
    S = styles(size=9.6)
    res = row("Reservation Fee", "50000.00", 0, None, fee=True)
    dp = [row("Downpayment Installment %d of 12" % (i + 1), "144000.00", 0, add_months(dt.date(2026, 4, 10), i))
          for i in range(12)]
    bal = prow(price, "Balance", 80, None)
    misc = prow(price, "Miscellaneous Fees", 5, None, fee=True)
    rows = [res] + dp + [bal, misc]
    check_plan(price, rows)

    def php_words(x):
        return words(x, conj="").upper() + " PESOS"

    st = [
        Paragraph("CONTRACT TO SELL", S["title"]),
        Paragraph("The Palms at Mactan Residences &mdash; Tower 2 &mdash; Lapu-Lapu City, Cebu", S["center"]),
        Spacer(1, 6),
        Paragraph("KNOW ALL MEN BY THESE PRESENTS:", S["body"]),
        Paragraph("This Contract to Sell is made and executed on 03/18/2026 in Cebu City by and between:",
                  S["body"]),
        Paragraph("<b>MACTAN PALMS LAND CORPORATION</b>, a corporation organized under Philippine law with SEC "
                  "Registration No. CS201812775 and office at 8th Floor, Ayala Center Cebu Tower, Cebu Business "
                  "Park, Cebu City, represented by its Vice President for Sales, Ms. Maria Cristina D. Lim "
                  "(the \"SELLER\"); and", S["clause"]),
        Paragraph("<b>MR. JOSE MIGUEL R. VILLANUEVA</b>, Filipino, of legal age, TIN 287-114-903-000, residing at "
                  "41 Gorordo Avenue, Lahug, Cebu City (the \"BUYER\").", S["clause"]),
        Paragraph("Section 1. The Unit", S["h"]),
        Paragraph("The SELLER agrees to sell to the BUYER Unit 2-1708, Tower 2, The Palms at Mactan Residences, "
                  "with a floor area of 48.50 square meters, together with parking slot P2-116, covered by HLURB "
                  "(now DHSUD) License to Sell No. 033118 and Condominium Certificate of Title to be issued.",
                  S["body"]),
        Paragraph("Section 2. Contract Price", S["h"]),
        Paragraph("The total contract price is %s (PHP %s), inclusive of 12%% value-added tax (net selling price "
                  "PHP 7,714,285.71 plus VAT of PHP 925,714.29)." % (php_words(price), fmt(price)), S["body"]),
        Paragraph("Section 3. Reservation Fee", S["h"]),
        Paragraph("The BUYER has paid, upon signing of the reservation agreement, a non-refundable reservation "
                  "fee of FIFTY THOUSAND PESOS (PHP 50,000.00), which is a processing charge and shall NOT be "
                  "deducted from the downpayment or the contract price.", S["body"]),
        Paragraph("Section 4. Terms of Payment", S["h"]),
        Paragraph("The BUYER shall pay the contract price as follows:", S["body"]),
        Paragraph("(a) Downpayment: twenty percent (20%%) of the contract price, or PHP %s, payable in twelve (12) "
                  "equal monthly installments of %s (PHP %s) each, the first installment due on %s and the "
                  "succeeding installments on the same day of each month thereafter, covered by twelve (12) "
                  "post-dated checks;" % (fmt(sum(r["amount"] for r in dp)), php_words(dp[0]["amount"]),
                                          fmt(dp[0]["amount"]), d_mdy(dp[0]["due"])), S["sub"]),
        Paragraph("(b) Balance: eighty percent (80%%) of the contract price, or PHP %s, payable upon turnover of "
                  "the Unit, through bank financing or in cash." % fmt(bal["amount"]), S["sub"]),
        Paragraph("Section 5. Miscellaneous Fees", S["h"]),
        Paragraph("The BUYER shall pay miscellaneous fees equivalent to five percent (5%%) of the contract price, "
                  "or PHP %s, covering documentary stamp tax, transfer tax, registration fees and the issuance of "
                  "the title, prior to turnover." % fmt(misc["amount"]), S["body"]),
        Paragraph("Section 6. Default", S["h"]),
        Paragraph("Any installment not paid on its due date shall bear a penalty of three percent (3%) per "
                  "month. Where the BUYER has paid at least two years of installments, the BUYER shall be "
                  "entitled to the refund of fifty percent (50%) of the total payments made, in accordance with "
                  "Republic Act No. 6552 (Maceda Law).", S["body"]),
        Paragraph("Section 7. Turnover and Association Dues", S["h"]),
        Paragraph("Turnover of the Unit is estimated on 12/15/2028. From turnover the BUYER shall pay monthly "
                  "association dues of PHP 95.00 per square meter (PHP 4,607.50 per month).", S["body"]),
        Spacer(1, 14),
        Paragraph("SELLER: ____________________ &nbsp;&nbsp;&nbsp;&nbsp; BUYER: ____________________", S["left"]),
        Paragraph("SIGNED IN THE PRESENCE OF: ____________________ &nbsp;&nbsp; ____________________", S["left"]),
    ]
    build_pdf(stem, st, "Mactan Palms Land Corporation", "CTS No. TPM-2-1708", "Contract to Sell - Unit 2-1708")
    write_json(stem, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Arizona land contract with seller carry-back (.txt): fees first, down payment at closing,
    24 monthly installments in words and figures starting 06/01/2026 (ambiguous), balloon on
    06/15/2028 (proves month-first); late fee, acreage and APN distractors."""
    stem = "03_arizona_lot_seller_carryback"
    price = D("184000.00")
    doc_fee = row("Document preparation fee", "350.00", 0, None, fee=True)
    esc = row("Escrow and closing fee", "1150.00", 0, None, fee=True)
    plan = [prow(price, "Down Payment", 20, None)]
    plan += [row("Monthly Installment %d of 24" % (i + 1), "4500.00", 0, add_months(dt.date(2026, 6, 1), i))
             for i in range(24)]
    plan.append(row("Balloon Payment", "39200.00", 0, dt.date(2028, 6, 15)))
    rows = [doc_fee, esc] + plan
    check_plan(price, rows)

    text = f"""                 AGREEMENT FOR SALE OF VACANT LAND WITH SELLER FINANCING
                              (Maricopa County, Arizona)

Effective Date: 03/27/2026

SELLER:  Desert Mesa Holdings, LLC, an Arizona limited liability company,
         7600 E. Doubletree Ranch Road, Suite 220, Scottsdale, AZ 85258
BUYER:   Marcus T. Whitaker and Elena Ruiz-Whitaker, husband and wife,
         2214 W. Camelback Road, Phoenix, AZ 85015

1. PROPERTY. Lot 14 of Saguaro Ridge Estates, according to the plat recorded in Book 1488,
   Page 37, records of Maricopa County, Arizona; APN 303-22-118A; approximately 2.07 acres.
   A boundary survey dated 02/09/2026 is attached as Exhibit A.

2. PURCHASE PRICE. The purchase price is One Hundred Eighty-Four Thousand and No/100 Dollars
   ($184,000.00), or approximately $88,888.89 per acre.

3. BUYER'S CLOSING COSTS. At Closing, Buyer shall pay, in addition to the purchase price:
   (a) a document preparation fee of $350.00; and
   (b) an escrow and closing fee of $1,150.00 to Sonoran Title & Escrow Agency.
   Seller shall pay the owner's title insurance premium.

4. PAYMENT OF THE PURCHASE PRICE. Buyer shall pay the purchase price as follows:
   (a) Down Payment. Twenty percent (20%) of the purchase price, Thirty-Six Thousand Eight
       Hundred and No/100 Dollars ($36,800.00), at Closing through escrow.
   (b) Monthly Installments. Twenty-four (24) consecutive monthly installments of Four Thousand
       Five Hundred and No/100 Dollars ($4,500.00) each, without interest, the first due on
       {d_mdy(plan[1]["due"])} and the remaining installments on the first (1st) day of each month
       thereafter, through and including {d_mdy(plan[24]["due"])}.
   (c) Balloon Payment. The entire unpaid balance, being Thirty-Nine Thousand Two Hundred and
       No/100 Dollars ($39,200.00), on or before {d_mdy(plan[25]["due"])}.

5. LATE CHARGE. Any installment not received within ten (10) days after its due date shall incur
   a late charge of five percent (5%) of the installment ($225.00).

6. PREPAYMENT. Buyer may prepay all or any part of the unpaid balance at any time without
   penalty. Prepayments shall be applied to the Balloon Payment first.

7. DEED AND SECURITY. At Closing Seller shall convey the Property to Buyer by special warranty
   deed, and Buyer shall execute a promissory note and a deed of trust securing the unpaid
   balance of $147,200.00.

8. CLOSING. Closing shall occur on or before 04/24/2026 through Sonoran Title & Escrow Agency,
   Escrow No. 26-004187-KM.

9. DEFAULT. If Buyer fails to cure a payment default within thirty (30) days after written
   notice, Seller may accelerate the unpaid balance and proceed under the deed of trust.

10. PROPERTY TAXES. Real property taxes for 2026 (estimated at $1,284.00) shall be prorated at
    Closing.

SELLER: Desert Mesa Holdings, LLC

By: ______________________________  Date: ____________
    Gregory P. Hale, Manager

BUYER:

__________________________________  Date: ____________
Marcus T. Whitaker

__________________________________  Date: ____________
Elena Ruiz-Whitaker
"""
    write_txt(stem, text, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("prose_words_monthfirst_r5: written")
