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
# saudi_monthfirst_pdf_r6
# ===========================================================================

def s1_riyadh_fees_first():
    from reportlab.platypus import Paragraph, Spacer
    stem = "01_riyadh_villa_bordered_fees_table_first_quarterly_monthfirst"
    price = 3150000
    S = pdf_kit(serif=False, size=9)
    fees = [Row("Administration Fee", amount=8625, fee=True, basis="SAR 7,500.00 plus VAT at 15% (SAR 1,125.00)",
                whenp="On signing"),
            Row("Real Estate Transaction Tax (RETT)", pct=5, price=price, fee=True, basis="5% of the Purchase Price",
                whenp="Before transfer of title at the notary")]
    R = [Row("Down Payment", pct=15, price=price, due=dt(2026, 3, 25))]
    R += series("Quarterly Installment", 8, dt(2026, 6, 25), 3, pct="7.5", price=price, fmt="{prefix} {i}")
    R.append(Row("On Handover", pct=25, price=price, when="On handover of the Villa"))
    check_total(R, price)
    st = []
    st.append(Paragraph("VILLA SALE AGREEMENT", S["title"]))
    st.append(Paragraph("Al Yasmin Hills - Cluster 2 - Riyadh", S["sub"]))
    st.append(Paragraph("Executed in Riyadh on 03/09/2026", S["sub"]))
    st.append(Spacer(1, 6))
    st.append(Paragraph("This Villa Sale Agreement (the \"Agreement\") is entered into on 03/09/2026 between:",
                        S["left"]))
    st.append(Paragraph("<b>Al Yasmin Hills Real Estate Development Co.</b>, a closed joint stock company, C.R. "
                        "No. 1010774102, P.O. Box 88412, Riyadh 11672, represented by Mr. Turki Abdullah "
                        "Al-Shehri, Chief Executive Officer (the \"Developer\"); and", S["left"]))
    st.append(Paragraph("<b>Dr. Nawaf Saleh Al-Mutlaq</b>, Saudi national, National ID No. 1045598113, resident in "
                        "Al Aqiq District, Riyadh (the \"Buyer\").", S["left"]))
    st.append(Paragraph("Article 1 - Background", S["h"]))
    st += clauses(S, [
        "1.1 The Developer is constructing \"Al Yasmin Hills\", a gated community of 64 villas on land of "
        "52,800 sq.m. in Al Yasmin District, under building permit No. 7718/1447 and Wafi license No. 1522 "
        "issued on 01/11/2026.",
        "1.2 The Buyer reserved the Villa on 02/08/2026 and has agreed to purchase it on the terms set out "
        "below."], style="left")
    st.append(Paragraph("Article 2 - The Villa", S["h"]))
    st.append(Paragraph("Villa No. 2-17, Cluster 2, land area 450 sq.m., built-up area 520 sq.m. over ground and "
                        "first floors and roof annex, five bedrooms, driver's room and private garden, with two "
                        "covered parking spaces.", S["left"]))
    st.append(Paragraph("Article 3 - Price", S["h"]))
    st += clauses(S, [
        "3.1 The total price of the Villa is <b>SAR 3,150,000</b> (Three Million One Hundred Fifty Thousand Saudi "
        "Riyals) (the \"Purchase Price\"), being approximately SAR 6,057.69 per sq.m. of built-up area.",
        "3.2 The Purchase Price does not include the fees in Article 4. VAT at 15% applies only to the "
        "Developer's administration fee."], style="left")
    st.append(Paragraph("Article 4 - Fees Payable by the Buyer", S["h"]))
    st.append(Paragraph("In addition to the Purchase Price, the Buyer shall pay the following amounts:", S["left"]))
    st.append(ptable(S, [["Fee", "Basis", "When Payable", "Amount (SAR)"]] +
                     [[f.desc, f.get("basis"), f.get("whenp"), us(f.amount)] for f in fees],
                     [130, 150, 130, 89], aligns="lllr"))
    st.append(Spacer(1, 4))
    st.append(Paragraph("The RETT amount is collected by the Developer on behalf of the Buyer and remitted to "
                        "ZATCA at the time of transfer.", S["left"]))
    st.append(Paragraph("Article 5 - Payment Schedule", S["h"]))
    st.append(Paragraph("The Buyer shall pay the Purchase Price into the Project escrow account (Saudi National "
                        "Bank, account No. 6800-1145-7702) in accordance with the following schedule:", S["left"]))
    data = [["No.", "Payment", "Due Date", "%", "Amount (SAR)"]]
    for i, r in enumerate(R):
        data.append([str(i + 1), r.label, m_slash(r.due) if r.due else r.get("when"), pc(r.pct) + "%",
                     us(r.amount)])
    data.append(["", "Total Purchase Price", "", "100%", us(price)])
    st.append(ptable(S, data, [34, 150, 135, 60, 120], aligns="lllrr"))
    st.append(Paragraph("Article 6 - Late Payment", S["h"]))
    st.append(Paragraph("A delay of more than thirty (30) days in any payment entitles the Developer to a late "
                        "fee of SAR 750 per day of delay, up to 2% of the Purchase Price. If any payment remains "
                        "outstanding for ninety (90) days, the Developer may terminate this Agreement and refund "
                        "the amounts paid less 8% of the Purchase Price.", S["left"]))
    st.append(Paragraph("Article 7 - Handover", S["h"]))
    st.append(Paragraph("The Developer shall hand over the Villa by 06/30/2028. The Buyer shall inspect the Villa "
                        "within fourteen (14) days of the handover notice and list any snags, which the Developer "
                        "shall remedy within thirty (30) days.", S["left"]))
    st.append(Paragraph("Article 8 - Owners' Association", S["h"]))
    st.append(Paragraph("The Buyer shall join the owners' association registered under the Mullak program and "
                        "pay the service charges it approves.", S["left"]))
    st.append(Paragraph("Article 9 - Law and Jurisdiction", S["h"]))
    st.append(Paragraph("Saudi law governs this Agreement. The courts of Riyadh have jurisdiction.", S["left"]))
    st.append(Spacer(1, 8))
    st.append(ptable(S, [["Developer", "Buyer"], ["Signature: ____________________", "Signature: ____________________"]],
                     [250, 249], grid=False, shade_header=False))
    build_pdf(stem, st, S, initials=False)
    write_expected(stem, fees + R)
    return stem


def s2_taif_prose():
    from reportlab.platypus import Paragraph, Spacer
    from reportlab.lib.pagesizes import letter
    stem = "02_taif_us_drafted_villa_prose_annual_post_handover_monthfirst"
    price = 1920000
    S = pdf_kit(serif=False, size=9.5)
    R = [Row("Initial Deposit", pct=10, price=price),
         Row("Second Deposit", pct=15, price=price, due=dt(2026, 7, 15)),
         Row("Progress Payment", pct=15, price=price, due=dt(2027, 1, 15)),
         Row("Handover Payment", pct=30, price=price)]
    R += series("Post-Handover Installment", 3, dt(2028, 9, 15), 12, pct=10, price=price, post=True)
    fee = Row("Administration Fee", amount=4600, fee=True)
    check_total(R, price)
    st = []
    st.append(Paragraph("PURCHASE AND SALE AGREEMENT", S["title"]))
    st.append(Paragraph("(Residential Villa - Al Hada, Taif, Kingdom of Saudi Arabia)", S["sub"]))
    st.append(Spacer(1, 6))
    st += clauses(S, [
        "THIS PURCHASE AND SALE AGREEMENT (this \"Agreement\") is made and entered into as of February 9, 2026 "
        "(the \"Effective Date\"), by and between <b>AL HADA HIGHLANDS DEVELOPMENT CO.</b>, a company organized "
        "under the laws of the Kingdom of Saudi Arabia with Commercial Registration No. 4032277104 (\"Seller\"), "
        "and <b>JAMES P. O'CONNELL</b> and <b>NADIA O'CONNELL</b>, husband and wife, residing at 48 Birchwood "
        "Drive, Hartford, Connecticut 06105 (collectively, \"Buyer\")."], style="left")
    st.append(Paragraph("RECITALS", S["h"]))
    st += clauses(S, [
        "WHEREAS, Seller is developing a villa community known as Al Hada Highlands on land held under title "
        "deed No. 640118003217, and has obtained Wafi off-plan sales license No. 1611 dated 11/30/2025; and",
        "WHEREAS, Seller desires to sell and Buyer desires to purchase Villa No. 12 of Al Hada Highlands, "
        "having a land area of approximately 500 square meters and a gross floor area of approximately 3,650 "
        "square feet (the \"Property\"), upon the terms set forth herein."], style="left")
    st.append(Paragraph("ARTICLE 1. PURCHASE AND SALE", S["h"]))
    st += clauses(S, [
        "1.1 <u>Agreement to Sell</u>. Seller agrees to sell and convey to Buyer, and Buyer agrees to purchase "
        "from Seller, the Property upon completion, together with the fixtures and appliances listed on "
        "Exhibit B.",
        "1.2 <u>Handover</u>. \"Handover\" means delivery of possession of the completed Property to Buyer, "
        "which Seller anticipates on or before 06/30/2028."], style="left")
    st.append(Paragraph("ARTICLE 2. PURCHASE PRICE", S["h"]))
    st += clauses(S, [
        "2.1 <u>Amount</u>. The purchase price for the Property is One Million Nine Hundred Twenty Thousand "
        "Saudi Riyals (<b>SAR 1,920,000</b>) (the \"Purchase Price\").",
        "2.2 <u>Payment</u>. Buyer shall pay the Purchase Price into the Wafi escrow account as follows:",
        "(a) an initial deposit of SAR 192,000, representing ten percent (10%) of the Purchase Price (the "
        "\"Initial Deposit\"), within five (5) Business Days after the Effective Date;",
        "(b) a second deposit of SAR 288,000, representing fifteen percent (15%) of the Purchase Price (the "
        "\"Second Deposit\"), on or before 07/15/2026;",
        "(c) a progress payment of SAR 288,000, representing fifteen percent (15%) of the Purchase Price (the "
        "\"Progress Payment\"), on or before 01/15/2027;",
        "(d) a payment of SAR 576,000, representing thirty percent (30%) of the Purchase Price, at Handover "
        "(the \"Handover Payment\"); and",
        "(e) the remaining thirty percent (30%) of the Purchase Price after Handover, in three (3) annual "
        "post-handover installments of SAR 192,000 (ten percent (10%)) each, the first due on 09/15/2028 and "
        "each subsequent installment twelve (12) months after the preceding one.",
        "2.3 <u>Administration Fee</u>. At signing, Buyer shall pay Seller an administration fee of SAR 4,000 "
        "plus VAT at fifteen percent (15%), i.e. SAR 4,600, which is not part of the Purchase Price.",
        "2.4 <u>Taxes and Costs</u>. Seller shall bear and pay the Real Estate Transaction Tax (RETT) of five "
        "percent (5%) imposed on the transfer of the Property. Each party shall bear its own attorneys' fees."],
        style="left")
    st.append(Paragraph("ARTICLE 3. TITLE", S["h"]))
    st.append(Paragraph("3.1 Buyer has received the title report dated 01/12/2026. Title shall be transferred at "
                        "a notary public after Handover; the post-handover installments shall be secured by "
                        "promissory notes (sanad lamr) signed at Handover.", S["left"]))
    st.append(Paragraph("ARTICLE 4. DEFAULT; REMEDIES", S["h"]))
    st += clauses(S, [
        "4.1 <u>Buyer Default</u>. If Buyer fails to pay any installment of the Purchase Price when due and such "
        "failure continues for thirty (30) days after notice, Seller may terminate this Agreement and retain an "
        "amount equal to ten percent (10%) of the Purchase Price as liquidated damages.",
        "4.2 <u>Seller Default</u>. If Handover has not occurred by 12/31/2028, Buyer may terminate and receive a "
        "refund of all amounts paid together with interest at five percent (5%) per annum."], style="left")
    st.append(Paragraph("ARTICLE 5. MISCELLANEOUS", S["h"]))
    st += clauses(S, [
        "5.1 <u>Governing Law</u>. This Agreement shall be governed by the laws of the Kingdom of Saudi Arabia. "
        "Any dispute shall be resolved by arbitration under the rules of the Saudi Center for Commercial "
        "Arbitration, seated in Riyadh.",
        "5.2 <u>Entire Agreement</u>. This Agreement supersedes the reservation letter dated 01/05/2026.",
        "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.",
        "SELLER: Al Hada Highlands Development Co. &nbsp;&nbsp;&nbsp; BUYER: James P. O'Connell / Nadia "
        "O'Connell",
        "Signature: ____________________ &nbsp;&nbsp;&nbsp; Signature: ____________________"], style="left")
    build_pdf(stem, st, S, initials=False, pagesize=letter)
    write_expected(stem, R + [fee])
    return stem


def s3_jeddah_monthly_words_dates():
    from reportlab.platypus import Paragraph, Spacer
    stem = "03_jeddah_corniche_monthly_written_dates_split_table_fees_after"
    price = 1360000
    S = pdf_kit(serif=False, size=9)
    R = [Row("Down Payment", pct=20, price=price, due=dt(2026, 3, 10))]
    R += series("Monthly Installment", 24, dt(2026, 4, 10), 1, pct="2.5", price=price, fmt="{prefix} {i}")
    R.append(Row("Upon Handover", pct=20, price=price, when="Upon handover"))
    check_total(R, price)
    fees = [Row("Administration Fee", amount=3450, fee=True, basis="SAR 3,000.00 plus VAT at 15%",
                whenp="On signing"),
            Row("Owners' Association Registration Fee", amount=2500, fee=True, basis="Fixed",
                whenp="On handover")]
    st = []
    st.append(Paragraph("APARTMENT SALE AND PURCHASE AGREEMENT", S["title"]))
    st.append(Paragraph("Corniche Sails Residences - Tower B - North Corniche, Jeddah", S["sub"]))
    st.append(Paragraph("This Agreement is dated March 2, 2026", S["sub"]))
    st.append(Paragraph("<b>Between</b>", S["left"]))
    st.append(Paragraph("<b>Corniche Sails Development Company</b> (C.R. No. 4030412287), of Prince Faisal Bin "
                        "Fahd Road, Al Shati District, Jeddah 23414 (the \"Developer\"); and", S["left"]))
    st.append(Paragraph("<b>Mr. Hani Abdulaziz Felemban</b> (National ID 1077320145), of Al Zahra District, Jeddah "
                        "(the \"Purchaser\").", S["left"]))
    st.append(Paragraph("1. Background", S["h"]))
    st += clauses(S, [
        "1.1 The Developer is building Tower B of Corniche Sails Residences (G+3P+28) under Wafi license No. "
        "1493 dated 10/21/2025 and building permit No. 3318/1447.",
        "1.2 The Purchaser reserved Apartment B-2204 on February 15, 2026 and paid a reservation amount of SAR "
        "20,000, which is credited against the Down Payment in Clause 4 and is not payable again.",
        "1.3 The Developer's consultant certified construction progress of 40% on 01/31/2026."], style="left")
    st.append(Paragraph("2. The Apartment", S["h"]))
    st.append(Paragraph("Apartment No. B-2204 on the twenty-second floor of Tower B, net area 128 sq.m. plus "
                        "balcony of 14 sq.m., two bedrooms plus study, full sea view, with one allocated parking "
                        "bay (No. P2-77).", S["left"]))
    st.append(Paragraph("3. Price", S["h"]))
    st.append(Paragraph("The price of the Apartment is <b>SAR 1,360,000</b> (One Million Three Hundred Sixty "
                        "Thousand Saudi Riyals) (the \"Price\"), approximately SAR 10,625 per sq.m. of net area. "
                        "The Developer shall bear the Real Estate Transaction Tax (RETT) of 5% due on the "
                        "transfer of title.", S["left"]))
    st.append(Paragraph("4. Payment of the Price", S["h"]))
    st.append(Paragraph("4.1 The Purchaser shall pay the Price into the Wafi escrow account No. 2104-7781-3306 at "
                        "Bank AlBilad as follows:", S["left"]))
    data = [["Payment", "Due Date", "%", "Amount (SAR)"]]
    for r in R:
        data.append([r.label, m_long(r.due) if r.due else r.get("when"), pc(r.pct) + "%", us(r.amount)])
    data.append(["Total", "", "100%", us(price)])
    st.append(ptable(S, data, [170, 140, 70, 119], aligns="llrr"))
    st.append(Spacer(1, 4))
    st.append(Paragraph("4.2 The monthly installments fall due on the tenth day of each month. Payment by "
                        "standing order is accepted.", S["left"]))
    st.append(Paragraph("5. Fees Payable by the Purchaser", S["h"]))
    st.append(Paragraph("In addition to the Price, the Purchaser shall pay:", S["left"]))
    st.append(ptable(S, [["Fee", "Basis", "When Payable", "Amount (SAR)"]] +
                     [[f.desc, f.get("basis"), f.get("whenp"), us(f.amount)] for f in fees],
                     [170, 140, 90, 99], aligns="lllr"))
    st.append(Paragraph("6. Handover", S["h"]))
    st.append(Paragraph("6.1 The Developer shall hand over the Apartment by June 30, 2028. 6.2 If handover is "
                        "delayed beyond 12/31/2028, the Purchaser may terminate this Agreement and receive a full "
                        "refund within thirty (30) days, together with compensation of 2% of the Price.",
                        S["left"]))
    st.append(Paragraph("7. Purchaser's Default", S["h"]))
    st.append(Paragraph("Any amount unpaid for more than thirty (30) days bears a late charge of 1% per month. "
                        "Where the delay exceeds ninety (90) days, the Developer may terminate this Agreement, "
                        "retain 5% of the Price and refund the balance within sixty (60) days.", S["left"]))
    st.append(Paragraph("8. Law", S["h"]))
    st.append(Paragraph("This Agreement is governed by Saudi law. The competent courts of Jeddah shall settle any "
                        "dispute.", S["left"]))
    st.append(Spacer(1, 8))
    st.append(ptable(S, [["Developer", "Purchaser"], ["Signature: ____________________", "Signature: ____________________"]],
                     [250, 249], grid=False, shade_header=False))
    build_pdf(stem, st, S, initials=False)
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (s1_riyadh_fees_first, s2_taif_prose, s3_jeddah_monthly_words_dates):
        print("wrote", f())


if __name__ == "__main__":
    main()
