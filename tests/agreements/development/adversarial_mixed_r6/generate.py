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
# adversarial_mixed_r6
# ===========================================================================

def a1_sharjah_ascii_restated():
    stem = "01_sharjah_townhouse_ascii_reservation_credit_restated"
    price = 2365000
    R = []
    R.append(Row("Booking Payment", pct=10, price=price, when="On booking"))
    R.append(Row("1st Instalment", pct="7.5", price=price, due=dt(2026, 10, 5)))
    R.append(Row("2nd Instalment", pct="7.5", price=price, due=dt(2027, 4, 5)))
    R.append(Row("3rd Instalment", pct=10, price=price, when="On certification",
                 label="3rd Instalment (50% construction)"))
    R.append(Row("4th Instalment", pct=5, price=price, due=dt(2027, 10, 5)))
    R.append(Row("On Handover", pct=30, price=price, when="Handover"))
    for i in range(6):
        R.append(Row("Post-Handover %d" % (i + 1), pct=5, price=price,
                     due=add_months(dt(2029, 3, 5), 3 * i), post=True))
    fees = [Row("Interim Registration Fee", pct=4, price=price, fee=True),
            Row("Administration Fee", amount=3675, fee=True)]
    check_total(R, price)
    tbl = ascii_table(["Milestone", "Due", "%", "AED"],
                      [[r.label, d_mon(r.due) if r.due else r.get("when"), pc(r.pct),
                        us(r.amount, 0)] for r in R], "lllr")
    t = []
    t.append(center("SALE AND PURCHASE AGREEMENT"))
    t.append("")
    t.append(center("Al Noor Oasis - Phase 2 - Townhouses, Muwaileh, Sharjah"))
    t.append("")
    t.append(wrap("Agreement Ref. ANO2/TH-214/2026    Date of Agreement: 18 March 2026    Executed at: "
                  "Sales Centre, Ground Floor, Block C, University City Road, Sharjah"))
    t.append("")
    t.append(wrap("BETWEEN: AL NOOR OASIS REAL ESTATE DEVELOPMENT L.L.C., Sharjah commercial licence "
                  "742118, P.O. Box 61427, Sharjah (the \"Seller\") AND Mr. Tariq Mahmood Qureshi, "
                  "Pakistani national, passport no. AK4419027, of Flat 1203, Al Taawun Tower 6, Sharjah "
                  "(the \"Purchaser\")."))
    t.append("\n")
    t.append("PART 1 - PARTICULARS")
    t.append("")
    t.append(wrap("1. Townhouse: Townhouse No. TH-214, Cluster 11, Al Noor Oasis Phase 2, on Plot No. "
                  "MW-02-3381. Plot area approx. 2,640 sq ft; built-up area approx. 2,150 sq ft; 3 "
                  "bedrooms plus maid's room; 2 parking spaces within the plot."))
    t.append("")
    t.append(wrap("2. Price breakdown: built-up area 2,150 sq ft at AED 1,000 per sq ft = AED 2,150,000; "
                  "private plunge pool and upgraded kitchen package = AED 215,000. Total Purchase Price "
                  "AED 2,365,000 (%s UAE Dirhams)." % words(price)))
    t.append("")
    t.append(wrap("3. Reservation: the Purchaser paid a reservation amount of AED 50,000 on 20 January "
                  "2026 under reservation form RF-11872. That amount is part of the Purchase Price and "
                  "has been credited in full towards the Booking Payment below; it is not payable again."))
    t.append("")
    t.append("4. Anticipated Completion Date: 31 December 2028 (subject to Clause 10.2).")
    t.append("\n")
    t.append("PART 2 - TERMS")
    t.append("")
    t.append(wrap("5. Payment. The Purchaser shall pay the Purchase Price to the Seller's project escrow "
                  "account in accordance with the following schedule. Instalments with a date are "
                  "payable on that date; the other instalments are payable on the event stated."))
    t.append("")
    t.append(tbl)
    t.append("")
    t.append("Total: 100%% / AED %s." % us(price, 0))
    t.append("")
    t.append(wrap("5.1 Restatement. For the avoidance of doubt, the Purchaser shall pay 10% on booking, "
                  "7.5% on each of 5 October 2026 and 5 April 2027, 10% when the Seller's consultant "
                  "certifies that 50% of construction is complete, 5% on 5 October 2027, 30% on Handover, "
                  "and the remaining 30% in six (6) equal quarterly post-handover instalments of 5% each, "
                  "the first on 5 March 2029. Nothing in this Clause 5.1 creates any payment in addition "
                  "to the schedule in Clause 5."))
    t.append("")
    t.append(wrap("5.2 The post-handover instalments shall be covered by six (6) post-dated cheques "
                  "delivered on or before Handover. The Seller may refuse Handover until they are "
                  "delivered, and title shall be registered subject to a mortgage in favour of the Seller "
                  "until the last of them is honoured."))
    t.append("")
    t.append(wrap("6. Fees. In addition to the Purchase Price, the Purchaser shall pay (a) the interim "
                  "registration fee of the Sharjah Real Estate Registration Department of 4%% of the "
                  "Purchase Price, being AED %s, within 30 days of the Date of Agreement; and (b) the "
                  "Seller's administration fee of AED 3,500 plus VAT at 5%%, i.e. AED 3,675, on signing."
                  % us(fees[0].amount, 0)))
    t.append("")
    t.append(wrap("7. Late payment. Any overdue amount bears a late payment charge of 1% per month, "
                  "calculated daily from the due date until the date of payment."))
    t.append("")
    t.append(wrap("8. Termination. If the Purchaser defaults and the Seller terminates in accordance with "
                  "Sharjah Law No. 2 of 2007 and its regulations: where construction has exceeded 80%, the "
                  "Seller may retain all amounts paid; where construction is between 50% and 80%, the "
                  "Seller may retain 40% of the Purchase Price; below 50%, the Seller may retain 25% of the "
                  "Purchase Price and shall refund the balance of amounts paid within 90 days of resale."))
    t.append("")
    t.append(wrap("9. Resale. The Purchaser may assign this Agreement once 30% of the Purchase Price has "
                  "been paid, against a transfer fee of 1% of the Purchase Price payable by the assignee."))
    t.append("")
    t.append(wrap("10. Completion. 10.1 The Seller shall notify the Purchaser at least 30 days before the "
                  "Handover date. 10.2 The Anticipated Completion Date may be extended by up to 6 months. "
                  "Delay compensation: 1% of amounts paid per month of delay after the extended date, "
                  "capped at 10%."))
    t.append("")
    t.append("11. Community charges are estimated at AED 4.25 per sq ft of built-up area per annum.")
    t.append("")
    t.append(wrap("12. Governing law. The laws of the Emirate of Sharjah and the federal laws of the UAE "
                  "apply. Disputes are referred to the Courts of Sharjah."))
    t.append("")
    t.append("SIGNED by the Seller ____________  SIGNED by the Purchaser ____________")
    write_text(stem, "\n".join(t))
    write_expected(stem, R + fees)
    return stem


def a2_alexandria_eu_pdf():
    from reportlab.platypus import Paragraph, Spacer
    stem = "02_alexandria_eu_format_post_delivery_fee_row"
    price = 5640000
    S = pdf_kit(serif=True, size=9.5)
    R = [Row("Down Payment", pct=15, price=price, when="Upon signature of this Contract", no="1")]
    for i in range(6):
        R.append(Row("Instalment no. %d" % (i + 1), pct="8.5", price=price,
                     due=add_months(dt(2026, 10, 1), 6 * i), no=str(i + 2)))
    R.append(Row("Delivery Instalment", pct=20, price=price, when="Upon delivery of the Unit", no="8"))
    R.append(Row("Post-delivery Instalment 1", pct=7, price=price, due=dt(2029, 10, 1), post=True, no="9"))
    R.append(Row("Post-delivery Instalment 2", pct=7, price=price, due=dt(2030, 4, 1), post=True, no="10"))
    fee_row = Row("Maintenance Deposit", pct=8, price=price, fee=True, when="Upon delivery of the Unit",
                  no="-")
    util = Row("Utility connection charges", amount=42500, fee=True)
    check_total(R, price)
    st = []
    st.append(Paragraph("CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT", S["title"]))
    st.append(Paragraph("Project: Sea Breeze Terraces - Smouha, Alexandria", S["sub"]))
    st.append(Paragraph("Contract No. SBT/A-0712/2026. This Contract is made in Alexandria on 10.03.2026 at "
                        "the Seller's offices, 31 Fawzy Moaz Street, Smouha.", S["body"]))
    st.append(Paragraph("First: The Parties", S["h"]))
    st += clauses(S, [
        "1. SEA BREEZE URBAN DEVELOPMENT S.A.E., Commercial Register no. 77152 Alexandria, represented by "
        "Mr. Hisham Naguib Fahmy in his capacity as Chairman (the \"Seller\").",
        "2. Dr. Mona Sherif El-Gammal, Egyptian, National ID no. 27911060201187, residing at 8 Kafr Abdou "
        "Street, Rushdy, Alexandria (the \"Buyer\")."])
    st.append(Paragraph("Second: Preamble", S["h"]))
    st.append(Paragraph("The Seller owns Plot No. 9, Block 41, Smouha, Alexandria, with an area of 6.240 m2, "
                        "pursuant to registered contract no. 1187 dated 22.11.2020, and is developing thereon "
                        "the Sea Breeze Terraces project. The preamble forms an integral part of this Contract.",
                        S["body"]))
    st.append(Paragraph("Third: The Unit", S["h"]))
    st.append(Paragraph("Apartment No. A-0712, seventh floor, Building A, with a gross built-up area of 120 m2 "
                        "(including its share of common areas of approx. 17%) and a private garden terrace "
                        "of 60 m2.", S["body"]))
    st.append(Paragraph("Fourth: The Price", S["h"]))
    st.append(Paragraph("4.1 The total price is determined as follows:", S["body"]))
    st.append(ptable(S, [["Description", "Area", "Price per m2", "Total (EGP)"],
                         ["Apartment A-0712", "120 m2", "44.500,00 EGP", "5.340.000,00"],
                         ["Garden terrace", "60 m2", "5.000,00 EGP", "300.000,00"],
                         ["Total price", "", "", eu(price)]],
                     [190, 70, 110, 125]))
    st.append(Spacer(1, 4))
    st.append(Paragraph("4.2 The total price of the Unit is %s EGP (five million six hundred and forty "
                        "thousand Egyptian Pounds), which the Buyer shall pay as set out in Article Five. A "
                        "cash discount of 12 %% would have applied to payment in full on signature; the Buyer "
                        "has not elected it." % eu(price), S["body"]))
    st.append(Paragraph("Fifth: Payment Schedule", S["h"]))
    st.append(Paragraph("5.1 The Buyer shall pay the price, and the maintenance deposit shown at the foot of "
                        "the schedule, by cheques drawn to the order of the Seller, as follows:", S["body"]))
    data = [["No.", "Payment", "Due date", "%", "Amount (EGP)"]]
    span = []
    for r in R:
        if r.desc == "Post-delivery Instalment 1":
            data.append(["After delivery of the Unit", "", "", "", ""])
            span.append(len(data) - 1)
        data.append([r.get("no"), r.label, d_dot(r.due) if r.due else r.get("when"),
                     pc(r.pct, True) + " %", eu(r.amount)])
    data.append([fee_row.get("no"), fee_row.label, fee_row.get("when"), pc(fee_row.pct, True) + " %",
                 eu(fee_row.amount)])
    st.append(ptable(S, data, [34, 150, 140, 50, 121], span_rows=span))
    st.append(Spacer(1, 4))
    st += clauses(S, [
        "5.2 Instalments no. 1 to no. 6 are semi-annual and fall due before delivery. The two "
        "post-delivery instalments fall due after delivery of the Unit, on the dates stated, and the "
        "Seller retains title until both are honoured.",
        "5.3 The Maintenance Deposit (8 %% of the price, %s EGP) is not part of the price. It is "
        "transferred to the Owners' Union on its formation. In addition, the Buyer shall pay on delivery "
        "the utility connection charges (electricity, water and gas meters) of %s EGP." %
        (eu(fee_row.amount), eu(util.amount)),
        "5.4 Delay in paying any instalment shall entitle the Seller to late payment interest of 2% per "
        "month on the delayed amount. If the Buyer fails to pay two consecutive instalments, the Seller may "
        "rescind this Contract after a notice of 15 days, in which case the Seller shall refund the amounts "
        "paid after deducting 10% of the total price, within 90 days of re-selling the Unit."])
    st.append(Paragraph("Sixth: Delivery", S["h"]))
    st += clauses(S, [
        "6.1 The Seller shall deliver the Unit fully finished within 40 months from the date of this "
        "Contract, with a grace period of 6 months. For each month of delay beyond the grace period, the "
        "Seller shall pay the Buyer 0,5% of the amounts paid, up to a maximum of 5%.",
        "6.2 Delivery shall be evidenced by a delivery minute signed by both parties."])
    st.append(Paragraph("Seventh: Jurisdiction", S["h"]))
    st.append(Paragraph("The Economic Courts of Alexandria shall have jurisdiction over any dispute arising "
                        "from this Contract. This Contract is made in three (3) originals.", S["body"]))
    st.append(Spacer(1, 10))
    st.append(Paragraph("The Seller ____________________ The Buyer ____________________", S["body"]))
    build_pdf(stem, st, S, initials=False)
    write_expected(stem, R + [fee_row, util])
    return stem


def a3_business_bay_docx():
    stem = "03_business_bay_docx_percent_only_fees_interleaved_ambiguous_dates"
    price = 1283457
    rows = [
        Row("Oqood Registration Fee", amount=1150, fee=True, when="On signing", pay="AED 1,150"),
        Row("Down Payment", pct=10, price=price, when="On signing"),
        Row("DLD Fee", pct=4, price=price, fee=True, when="Within 30 days of signing",
            pay="4% of Purchase Price"),
        Row("Instalment 1", pct="2.5", price=price, due=dt(2026, 5, 12)),
        Row("Instalment 2", pct="7.5", price=price, due=dt(2026, 10, 28)),
        Row("Instalment 3", pct="12.5", price=price, due=dt(2027, 3, 10)),
        Row("Instalment 4", pct="17.5", price=price, due=dt(2027, 11, 10)),
        Row("Completion", pct=50, price=price, when="On Completion / Handover"),
    ]
    check_total(rows, price)
    doc = new_docx("Arial", 10)
    para(doc, "UNIT SALE AND PURCHASE AGREEMENT", bold=True, align="center", size=13)
    para(doc, "Canal Crest Residences, Business Bay, Dubai", align="center")
    para(doc, "Date of Agreement: 03/04/2026. Executed at the Developer's office: Office 904, Bay Square "
              "Building 7, Business Bay (Sales Desk 2).")
    para(doc, [("Developer: ", True), ("CANAL CREST PROPERTIES L.L.C., licence no. 1177402, P.O. Box 390114, "
                                       "Dubai.  ", False), ("Purchaser: ", True),
               ("Ms. Elena Petrova Ivanova, Bulgarian national, passport no. 384417726, of Villa 9, Street "
                "14, Al Safa 2, Dubai.", False)])
    para(doc, "SECTION A - UNIT DETAILS", bold=True)
    para(doc, "Unit: One-bedroom apartment No. 1709, 17th floor, Canal Crest Residences, Plot No. 346-0581, "
              "Business Bay. Suite area 702.35 sq ft; balcony 88.15 sq ft; total saleable area 790.50 sq ft "
              "(73.44 sq m). Parking: 1 bay (no. P3-114).")
    para(doc, "Price breakdown: Apartment AED 1,203,457 (approx. AED 1,522.41 per sq ft of saleable area) + "
              "parking bay AED 80,000 = Total Purchase Price AED 1,283,457 (%s Dirhams)." % words(price))
    para(doc, "A reservation deposit of AED 20,000 was paid on 02/03/2026; it forms part of, and has been "
              "deducted from, the Down Payment, and is not an additional payment.")
    para(doc, "Anticipated Completion Date: 31/12/2027.")
    para(doc, "SECTION B - PAYMENT PLAN", bold=True)
    para(doc, "B.1 The Purchaser shall pay the following registration fees and instalments. Percentages are "
              "percentages of the Total Purchase Price.")
    docx_table(doc, ["Item", "When payable", "Payment"],
               [[r.label, d_slash(r.due) if r.due else r.get("when"),
                 r.get("pay") or (pc(r.pct) + "%")] for r in rows], widths=[2.2, 2.4, 1.9])
    para(doc, "")
    para(doc, "B.2 For clarity, the Purchaser shall pay 10% on signing, 2.5% on 12 May 2026, 7.5% on 28 "
              "October 2026, 12.5% on 10 March 2027, 17.5% on 10 November 2027 and 50% on Completion. This "
              "restates B.1 and adds no payment.")
    para(doc, "B.3 The Oqood fee of AED 1,150 shall be paid together with the Down Payment; the DLD fee of 4% "
              "shall be paid to the Developer for onward payment to the Dubai Land Department. Neither fee "
              "is refundable.")
    para(doc, "B.4 Instalments are payable to escrow account no. 3301-204417-01. Payments made in a currency "
              "other than AED are credited at the bank's buying rate on the date of receipt.")
    para(doc, "SECTION C - GENERAL TERMS", bold=True)
    para(doc, "C.3.1 Late payment: 2% per month of any amount overdue, plus AED 250 for each reminder issued.")
    para(doc, "C.5.2 Termination for Purchaser default (Law No. 13 of 2008, Article 11): if construction has "
              "exceeded eighty percent (80%), all amounts paid shall be forfeited; between sixty percent (60%) "
              "and 80%, the Developer may retain 40% of the Total Purchase Price; below 60%, the Developer may "
              "retain up to 25% and shall refund the balance of amounts paid less any fees, within 90 days.")
    para(doc, "C.6.1 Handover: the Developer shall give 30 days' notice of Completion. Service charges are "
              "estimated at AED 18.40 per sq ft per annum from Handover.")
    para(doc, "C.7.4 Resale before Completion is permitted once 35% of the Purchase Price has been paid, "
              "subject to a NOC from the Developer (NOC fee AED 5,000 plus VAT, payable by the seller of "
              "the rights).")
    para(doc, "C.9 Governing law: Emirate of Dubai. Jurisdiction: Dubai Courts.")
    para(doc, "Signed: ____________ (Developer)     ____________ (Purchaser)")
    save_docx(doc, stem)
    write_expected(stem, rows)
    return stem


def main():
    for f in (a1_sharjah_ascii_restated, a2_alexandria_eu_pdf, a3_business_bay_docx):
        print("wrote", f())


if __name__ == "__main__":
    main()
