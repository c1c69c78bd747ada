# ---------------------------------------------------------------------------
# Shared helpers (the same block opens every *_r6/generate.py; each script is
# standalone: stdlib + python-docx + reportlab only, deterministic output).
# ---------------------------------------------------------------------------
import calendar
import datetime
import io
import json
import os
import textwrap
import zipfile
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]


def dt(y, m, d):
    return datetime.date(y, m, d)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    y += d.year
    m += 1
    return datetime.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def dec(x):
    return x if isinstance(x, Decimal) else Decimal(str(x))


def cents(x):
    return dec(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def share(price, pct):
    """pct % of price, half-up to the cent."""
    return cents(dec(price) * dec(pct) / Decimal(100))


class Row:
    """One plan row. desc/amount/due/pct/fee/post feed the expected JSON;
    any other keyword (label, when, ...) is only used by the renderer."""

    def __init__(self, desc, amount=None, due=None, pct=0, fee=False, post=False,
                 price=None, **kw):
        self.desc = desc
        self.pct = dec(pct)
        if amount is None:
            amount = share(price, pct)
        self.amount = cents(amount)
        self.due = due
        self.fee = fee
        self.post = post
        self.kw = kw

    def get(self, key, default=None):
        return self.kw.get(key, default)

    @property
    def label(self):
        return self.kw.get("label", self.desc)


def series(prefix, n, first, step_months, amount=None, pct=0, price=None, post=False,
           fmt="{prefix} {i} of {n}", **kw):
    rows = []
    for i in range(1, n + 1):
        rows.append(Row(fmt.format(prefix=prefix, i=i, n=n), amount=amount, pct=pct,
                        price=price, due=add_months(first, step_months * (i - 1)),
                        post=post, **kw))
    return rows


def exp_date(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MONTHS[d.month - 1][:3], d.year % 100)


def expected(rows):
    out = []
    for r in rows:
        out.append({
            "amount": float(r.amount),
            "dueDate": exp_date(r.due),
            "description": r.desc,
            "percentage": float(r.pct),
            "isFee": bool(r.fee),
            "postHandover": bool(r.post),
            "status": "pending",
        })
    return out


def write_expected(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(expected(rows), indent=2, ensure_ascii=False) + "\n")


def check_total(rows, price, expect_pct=100):
    plan = [r for r in rows if not r.fee]
    tp = sum((r.pct for r in plan), Decimal(0))
    ta = sum((r.amount for r in plan), Decimal(0))
    if expect_pct is not None and all(r.pct for r in plan):
        assert tp == expect_pct, (tp, expect_pct)
    return tp, ta


# ---- number formats -------------------------------------------------------
def us(x, d=2):
    return format(cents(x) if d == 2 else dec(x), ",.%df" % d)


def eu(x, d=2):
    return us(x, d).replace(",", "_").replace(".", ",").replace("_", ".")


def inr(x, d=0):
    q = dec(x).quantize(Decimal(1) if d == 0 else Decimal("0.01"), rounding=ROUND_HALF_UP)
    s = format(q, "f")
    whole, _, frac = s.partition(".")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        whole = ",".join(parts + [tail])
    return whole + ("." + frac if frac else "")


def pc(p, comma=False):
    s = format(dec(p).normalize(), "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s.replace(".", ",") if comma else s


# ---- date formats ---------------------------------------------------------
def d_slash(d):
    return "%02d/%02d/%d" % (d.day, d.month, d.year)


def d_dot(d):
    return "%02d.%02d.%d" % (d.day, d.month, d.year)


def d_dash(d):
    return "%02d-%02d-%d" % (d.day, d.month, d.year)


def d_mon(d):
    return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)


def d_mon_sp(d):
    return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)


def d_long(d):
    return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def d_long0(d):
    return "%02d %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def ordinal(n):
    return "%d%s" % (n, "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def d_ord(d):
    return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)


def m_slash(d):
    return "%02d/%02d/%d" % (d.month, d.day, d.year)


def m_long(d):
    return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)


def d_iso(d):
    return d.isoformat()


# ---- numbers in words -----------------------------------------------------
_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
         "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w999(n, andword):
    parts = []
    if n >= 100:
        parts.append(_ONES[n // 100] + " Hundred")
        n %= 100
        if n and andword:
            parts.append("and")
    if n >= 20:
        parts.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(_ONES[n])
    return " ".join(parts)


def words(n, andword=False):
    n = int(n)
    if n == 0:
        return "Zero"
    out = []
    for div, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= div:
            out.append((_w999(n // div, andword) + (" " + name if name else "")).strip())
            n %= div
    return " ".join(out)


NUMW = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
        8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 14: "fourteen",
        15: "fifteen", 16: "sixteen", 18: "eighteen", 20: "twenty", 24: "twenty-four",
        25: "twenty-five", 30: "thirty", 36: "thirty-six", 40: "forty", 45: "forty-five",
        50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety"}


# ---- plain text -----------------------------------------------------------
def wrap(text, width=92, indent="", subsequent=None):
    return textwrap.fill(text, width=width, initial_indent=indent,
                         subsequent_indent=indent if subsequent is None else subsequent,
                         break_on_hyphens=False, break_long_words=False)


def center(text, width=92):
    return text.center(width).rstrip()


def _cell(s, w, a):
    return s.rjust(w) if a == "r" else (s.center(w) if a == "c" else s.ljust(w))


def ascii_table(headers, rows, aligns=None, head_rule="=", footer=None):
    cols = len(headers)
    aligns = aligns or "l" * cols
    allrows = [headers] + rows + ([footer] if footer else [])
    w = [max(len(r[i]) for r in allrows) for i in range(cols)]
    rule = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    hrule = "+" + "+".join(head_rule * (x + 2) for x in w) + "+"

    def line(r, al):
        return "| " + " | ".join(_cell(r[i], w[i], al[i]) for i in range(cols)) + " |"

    out = [rule, line(headers, "l" * cols), hrule]
    out += [line(r, aligns) for r in rows]
    out.append(rule)
    if footer:
        out += [line(footer, aligns), rule]
    return "\n".join(out)


def pipe_table(headers, rows, aligns=None):
    cols = len(headers)
    aligns = aligns or "l" * cols
    w = [max(len(r[i]) for r in [headers] + rows) for i in range(cols)]
    out = ["| " + " | ".join(headers[i].ljust(w[i]) for i in range(cols)) + " |",
           "|" + "|".join("-" * (w[i] + 2) for i in range(cols)) + "|"]
    for r in rows:
        out.append("| " + " | ".join(_cell(r[i], w[i], aligns[i]) for i in range(cols)) + " |")
    return "\n".join(out)


def aligned(rows, widths, aligns, gap=""):
    out = []
    for r in rows:
        out.append(gap.join(_cell(r[i], widths[i], aligns[i]) for i in range(len(r))).rstrip())
    return "\n".join(out)


def write_text(stem, text):
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text.rstrip("\n") + "\n")


# ---- docx -----------------------------------------------------------------
def new_docx(font="Calibri", size=10.5):
    from docx import Document
    from docx.shared import Pt, Inches
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    rpr = st.element.get_or_add_rPr()
    rfonts = rpr.find("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}rFonts")
    if rfonts is not None:
        for k in ("ascii", "hAnsi", "cs", "eastAsia"):
            rfonts.set("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}" + k, font)
    for s in doc.sections:
        s.left_margin = s.right_margin = Inches(1)
        s.top_margin = s.bottom_margin = Inches(0.9)
    cp = doc.core_properties
    cp.author = "Conveyancing Department"
    cp.created = cp.modified = datetime.datetime(2026, 1, 1)
    cp.last_modified_by = "Conveyancing Department"
    cp.revision = 1
    return doc


def para(doc, text="", bold=False, align=None, size=None, italic=False, space_after=4):
    """text may be a str or a list of (str, bold) runs."""
    from docx.shared import Pt
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    p = doc.add_paragraph()
    runs = text if isinstance(text, list) else [(text, bold)]
    for t, b in runs:
        r = p.add_run(t)
        r.bold = b
        r.italic = italic
        if size:
            r.font.size = Pt(size)
    if align == "center":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    elif align == "justify":
        p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    elif align == "right":
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    p.paragraph_format.space_after = Pt(space_after)
    return p


def docx_table(doc, headers, rows, widths=None, title=None, vmerge_cols=(), right_cols=(),
               bold_rows=(), style="Table Grid", size=None):
    from docx.shared import Inches, Pt
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    ncol = len(headers)
    extra = 1 if title else 0
    t = doc.add_table(rows=len(rows) + 1 + extra, cols=ncol)
    if style:
        t.style = style

    def put(cell, text, bold=False, right=False):
        cell.text = ""
        p = cell.paragraphs[0]
        r = p.add_run(text)
        r.bold = bold
        if size:
            r.font.size = Pt(size)
        if right:
            p.alignment = WD_ALIGN_PARAGRAPH.RIGHT

    if title:
        c = t.rows[0].cells[0].merge(t.rows[0].cells[ncol - 1])
        put(c, title, bold=True)
    for i, h in enumerate(headers):
        put(t.rows[extra].cells[i], h, bold=True)
    for ri, r in enumerate(rows):
        for ci in range(ncol):
            put(t.rows[ri + 1 + extra].cells[ci], r[ci], bold=(ri in bold_rows),
                right=(ci in right_cols))
    for ci in vmerge_cols:
        start = 0
        while start < len(rows):
            end = start
            while end + 1 < len(rows) and rows[end + 1][ci] == rows[start][ci] and rows[start][ci]:
                end += 1
            if end > start:
                top = t.rows[start + 1 + extra].cells[ci]
                merged = top.merge(t.rows[end + 1 + extra].cells[ci])
                put(merged, rows[start][ci])
            start = end + 1
    if widths:
        for row in t.rows:
            for i, w in enumerate(widths):
                row.cells[i].width = Inches(w)
    return t


def save_docx(doc, stem):
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    zin = zipfile.ZipFile(buf)
    path = os.path.join(HERE, stem + ".docx")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            zi = zipfile.ZipInfo(item.filename, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = item.external_attr
            zout.writestr(zi, zin.read(item.filename))


# ---- pdf ------------------------------------------------------------------
def pdf_kit(serif=False, size=9.5):
    from reportlab import rl_config
    rl_config.invariant = 1
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_RIGHT, TA_LEFT
    f = "Times-Roman" if serif else "Helvetica"
    fb = "Times-Bold" if serif else "Helvetica-Bold"
    fi = "Times-Italic" if serif else "Helvetica-Oblique"
    lead = size * 1.3
    S = {
        "font": f, "bold": fb, "italic": fi,
        "title": ParagraphStyle("title", fontName=fb, fontSize=size + 6.5, leading=size + 9,
                                alignment=TA_CENTER, spaceAfter=4),
        "sub": ParagraphStyle("sub", fontName=f, fontSize=size, leading=lead, alignment=TA_CENTER,
                              spaceAfter=2),
        "h": ParagraphStyle("h", fontName=fb, fontSize=size + 1.5, leading=size + 4,
                            spaceBefore=7, spaceAfter=3),
        "body": ParagraphStyle("body", fontName=f, fontSize=size, leading=lead,
                               alignment=TA_JUSTIFY, spaceAfter=4),
        "left": ParagraphStyle("left", fontName=f, fontSize=size, leading=lead,
                               alignment=TA_LEFT, spaceAfter=4),
        "ind": ParagraphStyle("ind", fontName=f, fontSize=size, leading=lead,
                              alignment=TA_JUSTIFY, spaceAfter=3, leftIndent=16),
        "cell": ParagraphStyle("cell", fontName=f, fontSize=size - 1, leading=size + 1.5),
        "cellb": ParagraphStyle("cellb", fontName=fb, fontSize=size - 1, leading=size + 1.5),
        "cellr": ParagraphStyle("cellr", fontName=f, fontSize=size - 1, leading=size + 1.5,
                                alignment=TA_RIGHT),
        "cellc": ParagraphStyle("cellc", fontName=f, fontSize=size - 1, leading=size + 1.5,
                                alignment=TA_CENTER),
        "cellbc": ParagraphStyle("cellbc", fontName=fb, fontSize=size - 1, leading=size + 1.5,
                                 alignment=TA_CENTER),
        "small": ParagraphStyle("small", fontName=f, fontSize=size - 1.5, leading=size),
    }
    return S


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def ptable(S, data, widths, header_rows=1, repeat=1, aligns=None, span_rows=(), bold_rows=(),
           shade_header=True, grid=True, valign="TOP", pad=3):
    """data: list of rows of str; aligns: per column 'l','r','c'."""
    from reportlab.platypus import Table, TableStyle, Paragraph
    from reportlab.lib import colors
    ncol = len(widths)
    aligns = aligns or "l" * ncol
    rows = []
    for ri, r in enumerate(data):
        out = []
        for ci, txt in enumerate(r):
            if ri < header_rows:
                st = S["cellbc"] if aligns[ci] != "l" else S["cellb"]
            elif ri in bold_rows or ri in span_rows:
                st = S["cellb"]
            else:
                st = {"l": S["cell"], "r": S["cellr"], "c": S["cellc"]}[aligns[ci]]
            out.append(Paragraph(txt, st) if txt else "")
        rows.append(out)
    t = Table(rows, colWidths=widths, repeatRows=repeat)
    cmds = [("VALIGN", (0, 0), (-1, -1), valign),
            ("TOPPADDING", (0, 0), (-1, -1), pad - 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), pad),
            ("LEFTPADDING", (0, 0), (-1, -1), 4),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4)]
    if grid:
        cmds.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
    if shade_header and header_rows:
        cmds.append(("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.Color(0.86, 0.86, 0.86)))
    for ri in span_rows:
        cmds.append(("SPAN", (0, ri), (-1, ri)))
        cmds.append(("BACKGROUND", (0, ri), (-1, ri), colors.Color(0.93, 0.93, 0.93)))
    t.setStyle(TableStyle(cmds))
    return t


def build_pdf(stem, story, S, footer_ref=None, initials=True, pagesize=None, two_col=False,
              margins=(48, 48, 56, 56)):
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate
    pagesize = pagesize or A4
    path = os.path.join(HERE, stem + ".pdf")
    lm, rm, tm, bm = margins

    def on_page(c, d):
        c.saveState()
        c.setFont(S["font"], 7.5)
        y = 28
        if footer_ref:
            c.drawString(lm, y, footer_ref)
        if initials:
            c.drawCentredString(pagesize[0] / 2, y,
                                "Purchaser's initials: ________   Seller's initials: ________")
        c.drawRightString(pagesize[0] - rm, y, "Page %d" % c.getPageNumber())
        c.restoreState()

    doc = BaseDocTemplate(path, pagesize=pagesize, leftMargin=lm, rightMargin=rm,
                          topMargin=tm, bottomMargin=bm, title=stem, author="", creator="",
                          producer="", subject="")
    W = pagesize[0] - lm - rm
    H = pagesize[1] - tm - bm
    if two_col:
        gap = 16
        cw = (W - gap) / 2
        frames = [Frame(lm, bm, cw, H, id="c1", leftPadding=0, rightPadding=0),
                  Frame(lm + cw + gap, bm, cw, H, id="c2", leftPadding=0, rightPadding=0)]
    else:
        frames = [Frame(lm, bm, W, H, id="f", leftPadding=0, rightPadding=0)]
    doc.addPageTemplates([PageTemplate(id="p", frames=frames, onPage=on_page)])
    doc.build(story)
    return path


def clauses(S, items, style="body"):
    from reportlab.platypus import Paragraph
    return [Paragraph(x, S[style]) for x in items]
# ---------------------------------------------------------------------------


# ===========================================================================
# no_plan_and_edge_r6
# ===========================================================================

def n1_valuation_report():
    from reportlab.platypus import Paragraph, Spacer
    stem = "01_bank_valuation_report_comparables_no_plan"
    S = pdf_kit(serif=False, size=9)
    st = []
    st.append(Paragraph("PROPERTY VALUATION REPORT", S["title"]))
    st.append(Paragraph("Prepared for Emirates Crescent Bank PJSC - Home Finance Division", S["sub"]))
    st.append(Paragraph("Report No. VR-2026-04417 - Date of inspection: 9 March 2026 - Date of report: 12 "
                        "March 2026", S["sub"]))
    st.append(Spacer(1, 6))
    st.append(Paragraph("1. Instructions", S["h"]))
    st.append(Paragraph("We have been instructed by Emirates Crescent Bank PJSC (the \"Bank\") to provide our "
                        "opinion of the Market Value of the property described below for secured lending "
                        "purposes, in accordance with the RICS Valuation - Global Standards and the RERA "
                        "valuation guidelines. The applicant is Mr. Samuel Adeyemi Okonkwo (application ref. "
                        "HF-889120). This report is addressed to the Bank only and may not be relied on by "
                        "the applicant, the seller or any third party.", S["body"]))
    st.append(Paragraph("2. The Property", S["h"]))
    st.append(ptable(S, [["Item", "Details"],
                         ["Property", "Villa No. 56, Street 3, Jumeirah Park District 4, Dubai"],
                         ["Plot No.", "648-7105 (title deed no. 7105/2016/11042, freehold)"],
                         ["Plot area / BUA", "7,210.40 sq ft / 4,355.00 sq ft"],
                         ["Configuration", "4 bedrooms + maid's room, private garden, 2 covered parking"],
                         ["Year of completion", "2013 (upgraded kitchen and flooring in 2022)"],
                         ["Occupancy", "Owner occupied; vacant possession on transfer"]],
                     [130, 369]))
    st.append(Paragraph("3. Market Commentary", S["h"]))
    st.append(Paragraph("Transaction volumes for villas in the community increased by 18.6% year on year in "
                        "Q4 2025, while average achieved prices rose by 11.2% over the same period. Rental "
                        "yields for comparable villas are in the range of 4.8% to 5.6% gross.", S["body"]))
    st.append(Paragraph("4. Comparable Transactions (DLD registered sales)", S["h"]))
    st.append(ptable(S, [["Date", "Property", "BUA (sq ft)", "Price (AED)", "AED / sq ft"],
                         ["14-Jan-2026", "Villa 12, District 4", "4,355", "3,520,000", "808.27"],
                         ["03-Feb-2026", "Villa 88, District 3", "4,120", "3,250,000", "788.83"],
                         ["21-Feb-2026", "Villa 31, District 4", "4,610", "3,690,000", "800.43"],
                         ["02-Mar-2026", "Villa 7, District 6", "4,355", "3,425,000", "786.45"]],
                     [80, 150, 80, 100, 89], aligns="llrrr"))
    st.append(Paragraph("5. Rental Comparables", S["h"]))
    st.append(ptable(S, [["Contract start", "Property", "Annual rent (AED)", "Cheques"],
                         ["01/12/2025", "Villa 40, District 4", "185,000", "4"],
                         ["15/01/2026", "Villa 19, District 2", "178,000", "2"]],
                     [100, 170, 130, 99], aligns="llrr"))
    st.append(Paragraph("6. Valuation", S["h"]))
    st += clauses(S, [
        "6.1 Having regard to the comparable evidence, the condition of the property and the current market, "
        "we are of the opinion that the Market Value of the freehold interest, with vacant possession, as at "
        "12 March 2026 is <b>AED 3,480,000 (Three Million Four Hundred Eighty Thousand Dirhams)</b>, "
        "equivalent to AED 799.08 per sq ft of BUA.",
        "6.2 The reported purchase price under the memorandum of understanding dated 2 March 2026 is AED "
        "3,550,000, which is 2.0% above our opinion of value. We have not seen the memorandum of "
        "understanding and express no view on its payment terms.",
        "6.3 Forced sale value (90-day marketing period): AED 2,960,000 (85% of Market Value). Reinstatement "
        "cost for insurance purposes: AED 2,395,000 (AED 550 per sq ft of BUA).",
        "6.4 Under the Central Bank's mortgage regulations the maximum loan-to-value for a first home of "
        "this value for a non-national is 80%, i.e. a maximum loan of AED 2,784,000 on our valuation. The "
        "final loan amount, tenor and instalments are a matter for the Bank."])
    st.append(Paragraph("7. Assumptions and Limitations", S["h"]))
    st += clauses(S, [
        "7.1 We have assumed good and marketable title free of encumbrances and that the service charges "
        "(AED 2.40 per sq ft of plot area per annum) are paid up to date.",
        "7.2 The valuation fee has been settled directly by the Bank. This report is valid for 90 days from "
        "its date."])
    st.append(Spacer(1, 10))
    st.append(Paragraph("For and on behalf of Meridian Valuation Services L.L.C. (RERA valuer no. 30912) - "
                        "Aisha Rahman MRICS, Registered Valuer - signature ____________________", S["left"]))
    build_pdf(stem, st, S, footer_ref="VR-2026-04417", initials=False)
    write_expected(stem, [])
    return stem


def n2_ready_villa_deposit_paid():
    stem = "02_ready_villa_deposit_paid_balance_dated_seller_fees_in_table"
    price = 2950000
    R = [Row("Deposit", pct=10, price=price, due=dt(2026, 3, 2)),
         Row("Balance", pct=90, price=price, due=dt(2026, 5, 28))]
    fees = [Row("DLD transfer fee", pct=4, price=price, fee=True, label="DLD transfer fee (4% of the Purchase Price)",
                by="Buyer"),
            Row("DLD title deed fee", amount=580, fee=True, by="Buyer"),
            Row("Trustee Office fee", amount=4200, fee=True, label="Trustee Office fee (incl. VAT)", by="Buyer")]
    seller_only = [("Developer NOC fee (incl. VAT)", "Seller", "5,250.00"),
                   ("Agency commission (2% of the Purchase Price + VAT)", "Seller", "61,950.00")]
    check_total(R, price)
    doc = new_docx("Calibri", 10.5)
    para(doc, "SALE AND PURCHASE AGREEMENT (READY VILLA - SECONDARY MARKET)", bold=True, align="center", size=12)
    para(doc, "Agreement No. AR-RV-0922    Date: 9 March 2026", align="center")
    para(doc, "This Agreement is made between Mr. Henrik Johansson, Swedish national, passport no. 86610293 "
              "(the \"Seller\") and Mrs. Priyanka Deshmukh Rao, Indian national, passport no. W8812045 (the "
              "\"Buyer\"), through Arabian Ranches Realty L.L.C. (ORN 18820) as broker.")
    para(doc, "1. The Property", bold=True)
    para(doc, "1.1 Villa No. 14, Alvorada 3, Arabian Ranches, Dubai, Plot No. 685-1204; plot area 5,940 sq ft; "
              "built-up area 3,415 sq ft; title deed no. 1204/2009/00871. The villa is completed and handed "
              "over; it is sold with vacant possession.")
    para(doc, "2. Purchase Price", bold=True)
    para(doc, "2.1 The Purchase Price is AED 2,950,000 (%s UAE Dirhams)." % words(price))
    para(doc, "3. Payment", bold=True)
    para(doc, "3.1 Deposit. The Buyer paid a deposit of AED 295,000, being ten per cent (10%) of the Purchase "
              "Price, on 2 March 2026 by cheque No. 004512 drawn on Mashreq Bank PSC, receipt of which the "
              "Seller acknowledges. The deposit forms part of the Purchase Price.")
    para(doc, "3.2 Balance. The Buyer shall pay the balance of AED 2,655,000, being ninety per cent (90%) of the "
              "Purchase Price, on 28 May 2026 at the Trustee Office by manager's cheque in favour of the "
              "Seller, against registration of the villa in the Buyer's name.")
    para(doc, "3.3 The Buyer is a cash buyer. No mortgage is being registered and no further instalment is "
              "payable.")
    para(doc, "4. Transfer Costs", bold=True)
    para(doc, "4.1 The transfer costs shall be paid at the Trustee Office on the transfer date by the party "
              "shown against each item:")
    docx_table(doc, ["Item", "Payable by", "Amount (AED)"],
               [[f.label, f.get("by"), us(f.amount)] for f in fees] + [list(x) for x in seller_only],
               widths=[3.6, 1.2, 1.5], right_cols=(2,))
    para(doc, "")
    para(doc, "4.2 Items shown as payable by the Seller are not recoverable from the Buyer and do not reduce the "
              "Purchase Price.")
    para(doc, "5. Default", bold=True)
    para(doc, "5.1 If the Buyer fails to complete on 28 May 2026, the Seller may terminate this Agreement and "
              "retain the deposit. If the Seller fails to complete, he shall refund the deposit and pay the "
              "Buyer a further 10% of the Purchase Price as compensation.")
    para(doc, "6. Service Charges and Utilities", bold=True)
    para(doc, "6.1 Service charges (AED 3.10 per sq ft of built-up area per annum) are settled by the Seller up "
              "to the transfer date and by the Buyer thereafter, directly with the owners association. DEWA "
              "final bills shall be settled by the Seller.")
    para(doc, "7. Governing Law", bold=True)
    para(doc, "7.1 This Agreement is governed by the laws of the Emirate of Dubai.")
    para(doc, "For the Seller: ______________      The Buyer: ______________      Broker: ______________")
    save_docx(doc, stem)
    write_expected(stem, R + fees)
    return stem


def n3_subtotals_post_handover_pdf():
    from reportlab.platypus import Paragraph, Spacer
    stem = "03_office_table_subtotal_rows_post_handover_vat_footnote"
    price = 4200000
    S = pdf_kit(serif=True, size=9.5)
    pre = [Row("Down Payment", pct=20, price=price, when="On signing"),
           Row("1st Instalment", pct=10, price=price, due=dt(2026, 8, 31)),
           Row("2nd Instalment", pct=10, price=price, due=dt(2027, 2, 28)),
           Row("On Handover", pct=20, price=price, when="On Handover")]
    post = [Row("1st Post-Handover Instalment", pct=20, price=price, due=dt(2028, 8, 31), post=True),
            Row("2nd Post-Handover Instalment", pct=20, price=price, due=dt(2029, 2, 28), post=True)]
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True),
            Row("Administration Fee", amount=5250, fee=True)]
    R = pre + post
    check_total(R, price)
    data = [["S/N", "Milestone", "Due Date", "%", "Amount (AED)"]]
    n = 1
    for r in pre:
        data.append([str(n), r.label, d_mon(r.due) if r.due else r.get("when"), pc(r.pct) + "%", us(r.amount)])
        n += 1
    data.append(["", "Sub-total up to Handover", "", "60%", us(sum(r.amount for r in pre))])
    b1 = len(data) - 1
    for r in post:
        data.append([str(n), r.label, d_mon(r.due), pc(r.pct) + "%", us(r.amount)])
        n += 1
    data.append(["", "Sub-total after Handover", "", "40%", us(sum(r.amount for r in post))])
    b2 = len(data) - 1
    data.append(["", "TOTAL", "", "100%", us(price)])
    data.append(["*", "VAT: all amounts above are inclusive of VAT at 5% (VAT component AED 200,000.00); "
                      "a tax invoice will be issued for each payment.", "", "", ""])
    st = []
    st.append(Paragraph("SALE AND PURCHASE AGREEMENT - OFFICE UNIT", S["title"]))
    st.append(Paragraph("Meridian Gate Offices, Dubai Silicon Oasis", S["sub"]))
    st.append(Paragraph("This Agreement is dated 17 March 2026 and made between MERIDIAN GATE DEVELOPMENT "
                        "L.L.C. (licence no. 1207733, TRN 100428871500003) (the \"Seller\") and NORTHSTAR "
                        "LOGISTICS SOLUTIONS FZ-LLC (licence no. DSO-FZ-44120, TRN 100711908300003) (the "
                        "\"Buyer\").", S["body"]))
    st.append(Paragraph("1. The Unit", S["h"]))
    st.append(Paragraph("1.1 Office Unit 1108, 11th Floor, Meridian Gate Offices, Plot No. SO-B-117, Dubai "
                        "Silicon Oasis. Net area 2,540 sq ft (235.97 sq m), with three parking bays (B2-61 to "
                        "B2-63).", S["body"]))
    st.append(Paragraph("2. Price", S["h"]))
    st.append(Paragraph("2.1 The Purchase Price is AED 4,200,000 (Four Million Two Hundred Thousand Dirhams), "
                        "inclusive of Value Added Tax at the standard rate of 5%, equivalent to approx. AED "
                        "1,653.54 per sq ft.", S["body"]))
    st.append(Paragraph("3. Payment Plan", S["h"]))
    st.append(Paragraph("3.1 The Buyer shall pay the Purchase Price according to the following plan, under "
                        "which 40% of the Purchase Price is paid after Handover:", S["body"]))
    t = ptable(S, data, [32, 215, 88, 45, 118], span_rows=(), bold_rows=(b1, b2, b2 + 1))
    st.append(t)
    st.append(Spacer(1, 4))
    st += clauses(S, [
        "3.2 In addition, the Buyer shall pay on signing the Dubai Land Department registration fee of 4%% of "
        "the Purchase Price (AED %s) and the Seller's administration fee of AED 5,250 (inclusive of VAT)." %
        us(fees[0].amount, 0),
        "3.3 The post-handover instalments shall be secured by post-dated cheques delivered before Handover, "
        "and the Unit shall be mortgaged to the Seller until they are paid.",
        "3.4 Amounts due under Clause 3.1 shall be paid to escrow account no. 1015-771208-004 held with the "
        "escrow bank."])
    st.append(Paragraph("4. Late Payment and Termination", S["h"]))
    st.append(Paragraph("4.1 Late payments bear a penalty of 1.5% per month. 4.2 If the Buyer fails to pay for "
                        "30 days after notice, the Seller may terminate under Law No. 13 of 2008; if "
                        "construction has exceeded 80% the Seller may retain all amounts paid up to 40% of "
                        "the Purchase Price.", S["body"]))
    st.append(Paragraph("5. Handover and Fit-Out", S["h"]))
    st.append(Paragraph("5.1 The Anticipated Handover Date is 31 March 2028. 5.2 A fit-out period of 60 days is "
                        "granted free of service charges. 5.3 Service charges are estimated at AED 19.50 per sq "
                        "ft per annum.", S["body"]))
    st.append(Paragraph("6. Governing Law", S["h"]))
    st.append(Paragraph("6.1 This Agreement is governed by the laws of the Emirate of Dubai.", S["body"]))
    st.append(Paragraph("For the Seller ______________ For the Buyer ______________", S["body"]))
    build_pdf(stem, st, S, initials=False)
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (n1_valuation_report, n2_ready_villa_deposit_paid, n3_subtotals_post_handover_pdf):
        print("wrote", f())


if __name__ == "__main__":
    main()
