#!/usr/bin/env python3
"""Generate the no_plan_and_edge_r5 agreements: two documents without any payment plan (expected [])
and one private resale whose plan is written in words only.

Standalone: stdlib + python-docx + reportlab. Where there is a plan, it is built as row data first
and both the document and NN_slug.expected.json are rendered from it.
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


# ============================================================================ agreement 01
def agreement_01():
    """Pune sale deed of a completed flat: the consideration is fully paid; a Memo of Consideration
    table lists the past payments (dates, cheque/UTR numbers, amounts); stamp duty and registration
    fee already paid. No plan -> []."""
    stem = "01_pune_sale_deed_memo_of_consideration"
    consideration = D("9700000")
    paid = [
        (dt.date(2023, 3, 12), "Cheque No. 004512", "HDFC Bank, Baner", D("500000")),
        (dt.date(2023, 4, 28), "UTR HDFCR52023042811873", "HDFC Bank, Baner", D("955000")),
        (dt.date(2023, 11, 15), "UTR SBIN223319087712", "State Bank of India (home loan)", D("2425000")),
        (dt.date(2024, 6, 3), "UTR SBIN224155002981", "State Bank of India (home loan)", D("2910000")),
        (dt.date(2025, 2, 20), "UTR SBIN225051773104", "State Bank of India (home loan)", D("1940000")),
        (dt.date(2025, 12, 18), "Cheque No. 004598", "HDFC Bank, Baner", D("970000")),
    ]
    assert sum(p[3] for p in paid) == consideration
    rows = []

    d = Doc("Sale Deed — Flat No. B-1203, Skyline Orchid, Baner, Pune", "Registered at the office of the "
            "Sub-Registrar Haveli No. 4, Pune", font="Cambria", size=10.5)
    d.title("SALE DEED")
    d.para("This Deed of Sale is made and executed at Pune on this 22nd day of January, 2026.")
    d.head("BETWEEN")
    d.para("M/s. ORCHID SKYLINE DEVELOPERS LLP (LLPIN AAN-4472), a limited liability partnership having its "
           "office at Survey No. 41/2, Baner Road, Pune 411045, through its designated partner Mr. Sameer "
           "Kulkarni, hereinafter called the \"VENDOR\";")
    d.head("AND")
    d.para("Mr. Nikhil Deshpande, age 38, occupation service, PAN AJKPD5521M, and Mrs. Aditi Deshpande, age 35, "
           "PAN BQTPD1108N, both residing at 7, Prabhat Road, Pune 411004, hereinafter called the "
           "\"PURCHASERS\".")
    d.head("WHEREAS")
    d.para("A. The Vendor has constructed a building known as \"Skyline Orchid\" on land bearing Survey No. 41, "
           "Hissa No. 2, admeasuring 8,200 sq m, situated at Baner, Taluka Haveli, District Pune, within the "
           "limits of the Pune Municipal Corporation, under commencement certificate No. CC/1187/21 dated "
           "14/09/2021 and MahaRERA registration No. P52100031447.")
    d.para("B. By an Agreement for Sale dated 12/03/2023, registered under serial No. HVL4-3318/2023, the "
           "Vendor agreed to sell to the Purchasers Flat No. B-1203 on the 12th floor of Wing B, having a "
           "carpet area of 71.35 sq m (768 sq ft), with one covered car parking space No. B-P2-47, for a total "
           "consideration of \u20b9 %s (Rupees Ninety-Seven Lakh only)." % fmt_in(consideration, 0))
    d.para("C. The building has been completed and the Pune Municipal Corporation has issued the occupancy "
           "certificate No. OC/0921/25 dated 28/11/2025.")
    d.para("D. The Purchasers have paid the entire consideration to the Vendor as set out in the Memo of "
           "Consideration below, and the Vendor has agreed to execute this Sale Deed.")
    d.head("NOW THIS DEED WITNESSETH AS FOLLOWS")
    d.para("1. In consideration of the sum of \u20b9 %s paid by the Purchasers to the Vendor in full, on or "
           "before the execution hereof (the receipt whereof the Vendor doth hereby admit and acknowledge), the "
           "Vendor doth hereby convey, transfer and assure unto the Purchasers the said Flat, free from all "
           "encumbrances." % fmt_in(consideration, 0))
    d.para("2. Nothing remains payable by the Purchasers to the Vendor towards the consideration or otherwise "
           "under the Agreement for Sale.")
    d.para("3. The Vendor has handed over vacant and peaceful possession of the Flat to the Purchasers on "
           "15/12/2025.")
    d.para("4. Stamp duty of \u20b9 5,82,000/- (6% of the consideration, including metro cess) has been paid by "
           "the Purchasers vide GRN No. MH012277418820 dated 20/01/2026, and registration fee of \u20b9 30,000/- "
           "has been paid vide GRN No. MH012277419035 of the same date.")
    d.para("5. The Purchasers shall henceforth pay the maintenance charges of the society at \u20b9 3.50 per sq "
           "ft per month and the property tax assessed by the Pune Municipal Corporation.")
    d.head("MEMO OF CONSIDERATION")
    d.para("Received from the within-named Purchasers the sum of Rupees Ninety-Seven Lakh only, as follows:")
    tbl = [["Sr.", "Date", "Cheque / UTR No.", "Drawn on", "Amount (\u20b9)"]]
    for i, (dd, ref, bank, amt) in enumerate(paid, 1):
        tbl.append([str(i), d_slash(dd), ref, bank, fmt_in(amt, 0)])
    tbl.append(["", "", "", "Total received", fmt_in(consideration, 0)])
    d.table(tbl, bold_rows=(0, len(tbl) - 1), style="Table Grid", right_cols=(4,))
    d.para("")
    d.para("I say received. ____________________ (for Orchid Skyline Developers LLP)")
    d.head("SCHEDULE")
    d.para("Flat No. B-1203, 12th floor, Wing B, Skyline Orchid, Survey No. 41/2, Baner, Pune 411045; carpet "
           "area 71.35 sq m; bounded on or towards the North by Flat B-1204, South by open space, East by "
           "staircase, West by Baner Road.")
    d.para("")
    d.para("VENDOR ____________________        PURCHASERS ____________________   ____________________")
    d.para("Witnesses: 1. ____________________   2. ____________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Dubai letter of offer: price, a refundable EOI already paid, a promise that the payment plan
    and fees will be set out in the SPA, brochure plan names (60/40, 70/30). No plan -> []."""
    stem = "02_dubai_letter_of_offer_plan_to_follow"
    rows = []
    text = """                                                          Form LO-03 (rev. 2)
ZENITH SHORES PROPERTIES L.L.C.
Office 2204, Boulevard Plaza Tower 1, Downtown Dubai, P.O. Box 115588

Date: 6 February 2026
Ref.: ZS/LO/2026/0381

Mr. and Mrs. Oliver James Pemberton
Apartment 908, Marina Gate 2
Dubai Marina, Dubai

                         LETTER OF OFFER - NOT A SALE AND PURCHASE AGREEMENT

Dear Mr. and Mrs. Pemberton,

Re: Zenith Shores Residences, Dubai Islands - Unit 1402 (3 bedrooms, sea view)

1. Thank you for your expression of interest dated 28 January 2026. We are pleased to offer you
   the unit above on the following indicative terms, which are subject to contract:

     Unit ................................ 1402, 14th floor, Tower A
     Plot ................................ Dubai Islands, Plot No. 1133-0418
     Suite area .......................... 1,936.40 sq ft
     Balcony area ........................ 244.10 sq ft
     Total area .......................... 2,180.50 sq ft
     Indicative price .................... AED 4,905,000 (AED 2,249.48 per sq ft)
     Anticipated completion .............. Q4 2029

2. Expression of interest deposit. We acknowledge receipt on 28 January 2026 of your refundable
   expression of interest deposit of AED 50,000 (cheque No. 000187 drawn on HSBC Bank Middle East).
   If you sign the Sale and Purchase Agreement ("SPA") it will be credited against the first
   payment due under the SPA; if you do not, it will be refunded in full within 14 days of your
   written request.

3. Payment plan. The payment plan, including the instalments, their due dates and any
   construction-linked payments, will be set out in the SPA. For your information only, the
   project is currently marketed with a 60/40 plan and a 70/30 plan; no plan is offered or agreed
   by this letter and the plan in the SPA may differ.

4. Fees. Registration and administration fees will be as stated in the SPA and the applicable
   regulations of the Dubai Land Department. No fee is payable under this letter.

5. Validity. This offer is valid until 5:00 pm on 20 February 2026. The unit is held for you until
   then and may be released after that time without further notice.

6. No commitment. This letter does not create a binding contract for the sale of the unit. No
   amount is payable under it, and neither party shall have any liability to the other if the
   SPA is not signed.

7. Agent. The unit was introduced by Palm Vista Real Estate Brokers (ORN 22871). Any commission is
   payable by us.

Yours sincerely,

For Zenith Shores Properties L.L.C.

______________________
Leena Mathew
Sales Manager

We acknowledge receipt of this letter.

______________________            ______________________
Oliver James Pemberton            Charlotte Anne Pemberton
"""
    write_txt(stem, text, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Doha private resale of a completed villa (PDF): three payments stated ONLY in words, one
    share stated only in words ('ten per cent'), a dated payment '1st of June 2026', registration
    fee in words; agent commission borne by the seller."""
    stem = "03_doha_private_resale_words_only"
    price = D("3450000.00")
    S = styles(base="Times-Roman", bold="Times-Bold", size=10.5)
    plan = [
        prow(price, "Deposit", 10, None),
        row("Second payment", "1000000.00", 0, dt.date(2026, 6, 1)),
        row("Balance of the price", "2105000.00", 0, None),
    ]
    fee = row("Registration fee", "8625.00", 0, None, fee=True)
    rows = plan + [fee]
    check_plan(price, rows)

    def qw(x):
        return cap_words(words(x)) + " Qatari Riyals"

    st = [
        Paragraph("CONTRACT FOR THE SALE OF A VILLA", S["title"]),
        Paragraph("West Bay Lagoon, Doha, State of Qatar", S["center"]),
        Spacer(1, 8),
        Paragraph("This contract is made in Doha on the twelfth of March 2026 between:", S["body"]),
        Paragraph("<b>The Seller:</b> Mr. Khalid Jassim Al-Thani, Qatari ID 27463401188, P.O. Box 3321, Doha.",
                  S["clause"]),
        Paragraph("<b>The Buyer:</b> Mrs. Sophie Marie Laurent, French passport 19AB44721, residing at Villa 6, "
                  "Street 902, Al Waab, Doha.", S["clause"]),
        Paragraph("Article One &mdash; The Property", S["h"]),
        Paragraph("The Seller sells to the Buyer, who accepts, the completed villa known as Villa 31, West Bay "
                  "Lagoon, built on land parcel PIN 66-110-0931 with a land area of 914 square metres, registered "
                  "in the Seller's name under title deed No. 2211/2017, together with its fixtures and the "
                  "furniture listed in the inventory signed by both parties.", S["body"]),
        Paragraph("Article Two &mdash; The Price", S["h"]),
        Paragraph("The price is %s (the \"Price\"), which the parties agree is final." % qw(price), S["body"]),
        Paragraph("Article Three &mdash; Payment of the Price", S["h"]),
        Paragraph("The Buyer shall pay the Price to the Seller as follows:", S["body"]),
        Paragraph("First: a deposit of %s, representing ten per cent of the Price, on signing this contract, by "
                  "certified cheque;" % qw(plan[0]["amount"]), S["sub"]),
        Paragraph("Second: %s on the %s, by bank transfer to the Seller's account at Commercial Bank of Qatar;"
                  % (qw(plan[1]["amount"]), d_ofm(plan[1]["due"])), S["sub"]),
        Paragraph("Third: the balance of the Price, namely %s, on the transfer of title at the Real Estate "
                  "Registration Department, by manager's cheque." % qw(plan[2]["amount"]), S["sub"]),
        Paragraph("Article Four &mdash; Transfer of Title and Possession", S["h"]),
        Paragraph("Title shall be transferred not later than the thirtieth of September 2026. The keys shall be "
                  "delivered to the Buyer on the transfer of title.", S["body"]),
        Paragraph("Article Five &mdash; Fees and Commission", S["h"]),
        Paragraph("The Buyer shall bear the registration fee of the Real Estate Registration Department, being "
                  "%s, payable on the transfer of title. The commission of the real estate broker, Pearl Gate "
                  "Realty, equal to two per cent of the Price, is borne by the Seller." % qw(fee["amount"]),
                  S["body"]),
        Paragraph("Article Six &mdash; Default", S["h"]),
        Paragraph("If the Buyer fails to pay any amount on time, the Seller may terminate this contract and keep "
                  "the deposit as compensation. If the Seller fails to transfer title, he shall return double "
                  "the deposit to the Buyer.", S["body"]),
        Paragraph("Article Seven &mdash; Law", S["h"]),
        Paragraph("This contract is governed by the laws of the State of Qatar.", S["body"]),
        Spacer(1, 14),
        Paragraph("The Seller ____________________ &nbsp;&nbsp;&nbsp;&nbsp; The Buyer ____________________",
                  S["left"]),
    ]
    build_pdf(stem, st, "Private sale contract - Villa 31, West Bay Lagoon", "Doha, 12 March 2026", "",
              font="Times-Roman")
    write_json(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("no_plan_and_edge_r5: written")
