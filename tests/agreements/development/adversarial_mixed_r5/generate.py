#!/usr/bin/env python3
"""Generate the adversarial_mixed_r5 agreements (.txt, .docx, .pdf) built to mislead an extractor.

Standalone: stdlib + python-docx + reportlab. Each plan is built as row data first; the document
and NN_slug.expected.json are both rendered from that data.
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


def P(S, t, st="body"):
    return Paragraph(t, S[st])


def cells(S, r, styles_):
    return [Paragraph(c, S[s]) for c, s in zip(r, styles_)]


# ============================================================================ agreement 01
def agreement_01():
    """Dubai .txt: Schedule 3 shows two payment options; Option B (not selected, shown FIRST) is a
    decoy, Option A applies. Fees in clause 6 before the schedule. Developer rental schedule decoy."""
    stem = "01_dubai_plan_options_decoy"
    price = D("1620000.00")
    dld = prow(price, "DLD registration fee", 4, None, fee=True)
    adm = row("Oqood administration fee", "4200.00", 0, None, fee=True)
    plan = [
        prow(price, "1st Instalment (Down Payment)", 10, None, when="on signing"),
        prow(price, "2nd Instalment", 10, dt.date(2026, 7, 15)),
        prow(price, "3rd Instalment", 10, dt.date(2027, 1, 15)),
        prow(price, "4th Instalment", 10, None, when="on 50% construction"),
        prow(price, "5th Instalment (Handover)", 60, None, when="on handover"),
    ]
    rows = [dld, adm] + plan
    check_plan(price, rows)
    disc_price = (price * D("0.95")).quantize(D("0.01"))

    def tl(a, b, c, d_):
        return "  | %-30s | %-20s | %5s | %14s |" % (a, b, c, d_)

    sep = "  +" + "-" * 32 + "+" + "-" * 22 + "+" + "-" * 7 + "+" + "-" * 16 + "+"
    optb = [sep, tl("OPTION B - NOT SELECTED", "(reference only)", "", ""), sep,
            tl("Down Payment", "on signing", "20%", fmt(disc_price * D("0.2"))),
            tl("Balance", "on handover", "80%", fmt(disc_price * D("0.8"))), sep,
            tl("Total (after 5% discount)", "", "100%", fmt(disc_price)), sep]
    opta = [sep, tl("OPTION A - SELECTED", "(applies)", "", ""), sep,
            tl("Instalment", "Due", "%", "AED"), sep]
    for r in plan:
        opta.append(tl(r["desc"], d_long(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]), fmt(r["amount"])))
    opta += [sep, tl("Total", "", "100%", fmt(price)), sep]

    text = f"""SALE AND PURCHASE AGREEMENT                                  SPA No. SV-B2-0711/2026
Sienna Views - Building 2 - Town Square, Dubai

PARTICULARS
  Seller ............ Sienna Views Real Estate Development L.L.C. (licence 1208447)
  Purchaser ......... Ms. Anna Kowalczyk, Polish passport EM4418270, of ul. Mokotowska 48, Warsaw
  Unit .............. Apartment 711, 7th floor, Building 2 (Plot No. 6457-2211, Town Square)
  Area .............. 742.18 sq ft (68.95 sq m); balcony 61.40 sq ft
  Purchase Price .... AED {fmt(price)} (One Million Six Hundred Twenty Thousand Dirhams)
  Rate .............. AED 2,182.75 per sq ft
  Escrow account .... 1012-558201-001, Emirates NBD, IBAN AE12 0260 0010 1255 8201 001
  RERA project no. .. 3377
  Date .............. 9 March 2026

1. SALE
1.1 The Seller sells and the Purchaser buys the Unit for the Purchase Price on the terms below.

2. AREA
2.1 If the final area differs by more than 5% from the area above, the Purchase Price is adjusted
    at the rate above for the difference beyond 5%.

3. COMPLETION
3.1 Anticipated completion: 30 June 2028, extendable by up to 12 months.

4. CONSTRUCTION MILESTONES
4.1 Milestone instalments fall due 14 days after the Seller's notice, supported by the consultant's
    certificate, that the stated percentage of the construction works has been completed.

5. PAYMENT PLAN ELECTION
5.1 The Seller offered the Purchaser two payment options. The Purchaser has elected Payment
    Option A. Option B is reproduced in Schedule 3 for reference only and does not apply to this
    Agreement; it shall not be relied on by either party.

6. FEES
6.1 In addition to the Purchase Price the Purchaser shall pay, on signing: (a) the DLD
    registration fee of 4% of the Purchase Price, AED {fmt(dld["amount"])}; and (b) the Seller's Oqood
    administration fee of AED 4,200.00 inclusive of VAT.

7. DEFAULT
7.1 Late instalments bear a charge of 1.5% per month. On termination the Seller may retain up to
    25% of the Purchase Price if construction is below 60%, or 40% if it is 60% or more.

8. LAW
8.1 Dubai law applies.

SCHEDULE 3 - PAYMENT OPTIONS

{chr(10).join(optb)}

{chr(10).join(opta)}

SCHEDULE 4 - RENTAL GUARANTEE (payments by the Seller to the Purchaser)
  The Seller guarantees a net rental return of 8% of the Purchase Price per year for two years
  after handover, i.e. AED 129,600 a year, paid by the Seller in two equal amounts of AED 64,800 on
  30 June and 31 December of each year, the first on 31 December 2028.

Signed:  Seller ____________________     Purchaser ____________________
"""
    write_txt(stem, text, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Dubai .docx: an addendum that REPLACES the payment plan of an SPA. Recitals quote the old
    plan and the sums already paid (not rows); the new plan covers 80% of the price and holds a
    series inside one table cell; amendment fee before, Oqood amendment fee after."""
    stem = "02_dubai_plan_amendment_addendum"
    price = D("1800000.00")
    fee1 = row("Plan amendment fee", "5250.00", 0, None, fee=True)
    plan = [
        prow(price, "Instalment A", 10, dt.date(2026, 5, 15)),
        prow(price, "Instalment B", 10, dt.date(2026, 11, 15)),
        prow(price, "Instalment C", 20, None),
    ]
    series = [prow(price, "Post-Handover Instalment %d of 8" % (i + 1), 5, add_months(dt.date(2028, 6, 15), 6 * i),
                   post=True) for i in range(8)]
    plan += series
    fee2 = row("Oqood amendment fee", "1050.00", 0, None, fee=True)
    rows = [fee1] + plan + [fee2]
    check_plan(price, rows, plan_pct=80)

    d = Doc("Addendum No. 1 — SPA No. LV-T1-2304 — Lagoon Vista Tower 1, Dubai Creek", "Creekview Estates L.L.C.",
            font="Calibri", size=10.5)
    d.title("ADDENDUM No. 1 TO THE SALE AND PURCHASE AGREEMENT")
    d.para("(Amendment of the Payment Plan)", align="center", italic=True)
    d.para("This Addendum is made on 20 April 2026 between CREEKVIEW ESTATES L.L.C. (licence 1117306) (the "
           "\"Seller\") and MR. HAMID REZA TEHRANI, Canadian passport HK771209, of 88 Harbour Street, Toronto "
           "(the \"Purchaser\").")
    d.head("RECITALS")
    d.para("(A) By a Sale and Purchase Agreement dated 12 January 2025 (the \"SPA\") the Seller agreed to sell "
           "Apartment 2304, Lagoon Vista Tower 1 (Plot No. 6152-0097) to the Purchaser for AED 1,800,000 (the "
           "\"Price\").")
    d.para("(B) Under clause 4 of the SPA the Price was payable as to 20% (AED 360,000) on signing and 80% "
           "(AED 1,440,000) on the Completion Date.")
    d.para("(C) The Purchaser has paid AED 360,000, being 20% of the Price, under receipt no. CE-R-22817 dated "
           "12 January 2025, together with the DLD registration fee of 4% (AED 72,000) under DLD receipt no. "
           "2025-0041187.")
    d.para("(D) The parties wish to replace the payment terms of the unpaid balance as set out below.")
    d.head("1. AMENDMENT FEE")
    d.para("1.1 On signing this Addendum the Purchaser shall pay the Seller a plan amendment fee of AED 5,000 "
           "plus VAT, that is AED 5,250.00.")
    d.head("2. NEW PAYMENT PLAN")
    d.para("2.1 Clause 4 of the SPA is deleted as to the unpaid balance of 80% of the Price, which shall now be "
           "paid as follows (percentages are of the Price):")
    tbl = [["Ref.", "Payment", "Due", "% of Price", "Amount (AED)"]]
    for r in plan[:2]:
        tbl.append([r["desc"][-1], r["desc"], d_long(r["due"]), pct_s(r["pct"]), fmt(r["amount"])])
    tbl.append(["C", "Instalment C", "On the Completion Date", "20%", fmt(plan[2]["amount"])])
    tbl.append(["D", "Post-handover instalments",
                "Eight (8) semi-annual post-handover instalments of 5%% of the Price (AED %s) each, the first on "
                "%s" % (fmt(series[0]["amount"]), d_long(series[0]["due"])), "40%",
                fmt(sum(r["amount"] for r in series))])
    tbl.append(["", "Total unpaid balance", "", "80%", fmt(sum(r["amount"] for r in plan))])
    d.table(tbl, bold_rows=(0, len(tbl) - 1), style="Table Grid", right_cols=(3, 4))
    d.para("")
    d.para("2.2 The amount already paid under Recital (C) is not affected by this Addendum and is not repeated "
           "in the table above.")
    d.head("3. REGISTRATION OF THE ADDENDUM")
    d.para("3.1 The Purchaser shall pay the Oqood amendment fee of AED 1,050.00 charged for registering this "
           "Addendum with the Dubai Land Department, within seven (7) days of signing.")
    d.head("4. GENERAL")
    d.para("4.1 Save as amended by this Addendum, the SPA remains in full force. The late-payment charge of 2% "
           "per month and the retention of up to 40% of the Price on termination continue to apply.")
    d.para("")
    d.para("Seller ____________________          Purchaser ____________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Abu Dhabi .pdf: a 'Key terms' box with an aggregated 50/50 split (not rows); the plan table
    interleaves fee rows (registration fee after the down payment, admin fee and a separate VAT row
    at the end), has an Indicative USD column, and breaks over a page with the header repeated."""
    stem = "03_abu_dhabi_interleaved_fees_vat_row"
    price = D("2760000.00")
    S = styles(size=9.6)
    items = [
        prow(price, "Down Payment", 10, None, when="On signing"),
        prow(price, "DMT Registration Fee", 2, None, fee=True, when="On registration"),
        prow(price, "Instalment 2", 10, dt.date(2026, 6, 1)),
        prow(price, "Instalment 3", 10, dt.date(2026, 12, 1)),
        prow(price, "Instalment 4", 10, None, when="On 50% completion"),
        prow(price, "Instalment 5", 10, dt.date(2027, 12, 1)),
        prow(price, "Handover Payment", 50, None, when="On handover"),
        row("Administration Fee", "3000.00", 0, None, fee=True, when="On signing"),
        row("VAT on Administration Fee", "150.00", 0, None, fee=True, when="On signing"),
    ]
    rows = items
    check_plan(price, rows)
    usd = D("3.6725")

    st = [
        P(S, "SALE AND PURCHASE AGREEMENT", "title"),
        P(S, "Mangrove Bay Residences &mdash; Al Reem Island &mdash; Abu Dhabi", "center"),
        Spacer(1, 6),
    ]
    kt = [["KEY TERMS", ""],
          ["Agreement No.", "MBR-1803 (dated 17 March 2026)"],
          ["Unit", "Apartment 1803, 18th floor, Mangrove Bay Residences (Plot RR-M-12)"],
          ["Area", "1,612.30 sq ft"],
          ["Purchase Price", "AED %s" % fmt(price)],
          ["Payment Plan", "50/50 &mdash; 50% during construction, 50% on handover (see Schedule 2)"],
          ["Registration", "2% DMT fee and administration fee (see Schedule 2)"],
          ["Anticipated completion", "Q2 2028"]]
    t = Table([cells(S, r, ["cellb", "cell"]) for r in kt], colWidths=[48 * mm, 126 * mm])
    t.setStyle(TableStyle(GRID + [("SPAN", (0, 0), (1, 0)), ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD"))]))
    st += [t, Spacer(1, 6)]
    body = [
        ("1. Parties", "Seller: Mangrove Bay Properties P.J.S.C. (CN-2204178), Al Reem Island, Abu Dhabi. "
                       "Purchaser: Mr. Stefan Andreas Mueller, German passport C01X7762K, of Schillerstrasse 9, "
                       "Frankfurt am Main."),
        ("2. Sale", "The Seller sells and the Purchaser buys the Unit for the Purchase Price, which is AED "
                    "1,711.84 per sq ft. The Purchase Price is payable, and the fees are charged, as set out in "
                    "Schedule 2, whose rows are listed in the order in which they fall due."),
        ("3. Escrow", "Payments of the Purchase Price are made to escrow account no. 11-0455-228190-01 at "
                      "First Abu Dhabi Bank; fees are paid to the Seller's operating account."),
        ("4. Milestones", "Instalment 4 falls due within 14 days of the Seller's notice that 50% of the "
                          "construction works have been certified."),
        ("5. Late payment", "Any amount unpaid for 30 days bears a charge of 12% per annum."),
        ("6. Termination", "On termination for the Purchaser's default the Seller may retain the amounts set out "
                           "in the refund table in Schedule 3."),
        ("7. Completion", "If the Seller fails to complete by 31 December 2028 the Purchaser may terminate and "
                          "recover all sums paid, other than the fees, with interest at 6% per annum."),
        ("8. Service charges", "Estimated at AED 14.00 per sq ft per year from handover (AED 22,572.20)."),
        ("9. Assignment", "The Purchaser may not assign before 30% of the Purchase Price has been paid."),
        ("10. Notices", "Notices are given by courier or e-mail to the addresses in clause 1."),
        ("11. Law", "This Agreement is governed by the laws of Abu Dhabi and the UAE."),
    ]
    for h, b in body:
        st += [P(S, h, "h"), P(S, b)]
    st += [Spacer(1, 8), P(S, "SCHEDULE 2 &mdash; PAYMENT SCHEDULE", "h")]
    rs = ["cellc", "cell", "cell", "cellr", "cellr", "cellr"]
    data = [cells(S, ["Item", "Description", "Due", "% of Price", "AED", "Indicative USD"], ["cellb"] * 6)]
    for i, r in enumerate(items, 1):
        data.append(cells(S, [str(i), r["desc"], d_short(r["due"]) if r["due"] else r["when"],
                              pct_s(r["pct"]) if r["pct"] else "&mdash;", fmt(r["amount"]),
                              fmt((r["amount"] / usd).quantize(D("0.01"), rounding=ROUND_HALF_UP))], rs))
    data.append(cells(S, ["", "<b>Purchase Price</b>", "", "<b>100%</b>", "<b>%s</b>" % fmt(price),
                          fmt((price / usd).quantize(D("0.01"), rounding=ROUND_HALF_UP))], rs))
    t = Table(data, colWidths=[12 * mm, 48 * mm, 34 * mm, 20 * mm, 30 * mm, 30 * mm], repeatRows=1)
    t.setStyle(TableStyle(GRID + [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD"))]))
    st += [t, Spacer(1, 5)]
    st += [
        P(S, "Notes: the Registration Fee is 2% of the Purchase Price and is paid to the Department of "
             "Municipalities and Transport; the Administration Fee is subject to VAT at 5%. USD figures are at "
             "AED 3.6725 and are for information only.", "small"),
        P(S, "SCHEDULE 3 &mdash; RETENTION ON TERMINATION", "h"),
    ]
    ret = [["Construction progress", "Seller may retain"], ["Below 50%", "20% of the Purchase Price"],
           ["50% to 80%", "30% of the Purchase Price"], ["Above 80%", "40% of the Purchase Price"]]
    t = Table([cells(S, r, ["cellb" if i == 0 else "cell"] * 2) for i, r in enumerate(ret)],
              colWidths=[60 * mm, 70 * mm])
    t.setStyle(TableStyle(GRID))
    st += [t, Spacer(1, 10), P(S, "Seller ____________________ &nbsp;&nbsp;&nbsp; Purchaser ____________________")]
    build_pdf(stem, st, "Mangrove Bay Properties P.J.S.C.", "MBR-1803", "Mangrove Bay Residences - SPA")
    write_json(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("adversarial_mixed_r5: written")
