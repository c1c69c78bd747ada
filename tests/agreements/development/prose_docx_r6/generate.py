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
# prose_docx_r6
# ===========================================================================
ORD = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth"]
PCTW = {5: "five", 10: "ten", 15: "fifteen", 20: "twenty", 25: "twenty-five", 30: "thirty",
        40: "forty", 50: "fifty"}


def p1_dammam_ordinal_fee_first():
    stem = "01_dammam_villa_ordinal_articles_fee_article_first"
    price = 850000
    fee = Row("Administrative Fee", amount=3450, fee=True)
    spec = [(25, None, "upon signing this Contract, from which the reservation amount of SAR 10,000 paid on "
                       "12 January 2026 shall be deducted"),
            (15, dt(2026, 10, 1), None),
            (20, None, "upon completion of the roof slab of the Villa, as certified by the engineering "
                       "consultant"),
            (15, dt(2027, 4, 1), None),
            (25, None, "upon delivery of the Villa to the Purchaser")]
    R = []
    for i, (p, d, ev) in enumerate(spec):
        R.append(Row("%s Instalment" % ORD[i], pct=p, price=price, due=d, when=ev))
    check_total(R, price)
    doc = new_docx("Calibri", 10.5)
    para(doc, "OFF-PLAN VILLA SALE CONTRACT", bold=True, align="center", size=13)
    para(doc, "Project: Al Shati Gardens, Al Shati Al Gharbi District, Dammam \u2013 Wafi Licence No. 1446/0872",
         align="center")
    para(doc, "This Contract was concluded in the city of Dammam on 19 February 2026 between:")
    para(doc, [("First Party (Seller): ", True),
               ("AL SHATI GARDENS REAL ESTATE COMPANY, a limited liability company, Commercial Registration "
                "No. 2050118734, P.O. Box 31952, Dammam, represented by Mr. Abdulrahman Fahad Al-Dossary in "
                "his capacity as Chief Executive Officer.", False)])
    para(doc, [("Second Party (Purchaser): ", True),
               ("MR. SULTAN NASSER AL-QAHTANI, Saudi national, National ID No. 1029384756, residing in Al "
                "Faisaliyah District, Dammam.", False)])
    para(doc, "Preamble", bold=True)
    para(doc, "Whereas the Seller owns the land described in title deed No. 430205011876 with an area of 48,600 "
              "square metres, on which it is developing 96 villas under a licence from the Off-Plan Real "
              "Estate Sales and Rental Committee (Wafi); and whereas the Purchaser reserved Villa No. 41 on 12 "
              "January 2026 and wishes to buy it, the parties, having legal capacity, have agreed as follows:")
    para(doc, "Article 1 \u2013 Subject of the Contract", bold=True)
    para(doc, "The Seller sells to the Purchaser Villa No. 41 (type \"Sidra\"), with a land area of 375 square "
              "metres and a built-up area of 412 square metres over ground and first floors plus roof annex, "
              "comprising five bedrooms, a majlis, a driver's room and a private garden (the \u201cVilla\u201d).")
    para(doc, "Article 2 \u2013 Price", bold=True)
    para(doc, "The total price of the Villa is SAR 850,000 (Eight Hundred and Fifty Thousand Saudi Riyals) (the "
              "\u201cPrice\u201d). The real estate transaction tax of five per cent (5%) shall be borne by the "
              "Seller and does not form part of the Price.")
    para(doc, "Article 3 \u2013 Administrative Fee", bold=True)
    para(doc, "On signing this Contract, the Purchaser shall pay the Seller an administrative fee of SAR 3,000 "
              "plus value added tax at fifteen per cent (15%), i.e. SAR 3,450 in total, for the preparation "
              "and Wafi registration of this Contract. The fee is not part of the Price and is not refundable.")
    para(doc, "Article 4 \u2013 Payment of the Price", bold=True)
    para(doc, "The Purchaser shall pay the Price by bank transfer into the project escrow account held with Bank "
              "Albilad (IBAN SA92 1500 0608 1234 5678 0012) in the following instalments:")
    for i, r in enumerate(R):
        when = ("on or before %s" % d_long(r.due)) if r.due else r.get("when")
        para(doc, "%s: %s per cent (%s%%) of the Price, amounting to SAR %s, %s." %
             (ORD[i], PCTW[int(r.pct)], pc(r.pct), us(r.amount, 0), when))
    para(doc, "Payments made outside the escrow account shall not discharge the Purchaser, and releases from the "
              "escrow account shall follow the engineering consultant's progress certificates.")
    para(doc, "Article 5 \u2013 Completion and Delivery", bold=True)
    para(doc, "The Seller undertakes to complete and deliver the Villa within twenty-four (24) months of the date "
              "of this Contract. If delivery is delayed for reasons attributable to the Seller, the Seller shall "
              "pay compensation of SAR 2,000 for each month of delay, up to a maximum of ten per cent (10%) of "
              "the Price.")
    para(doc, "Article 6 \u2013 Purchaser's Default", bold=True)
    para(doc, "If the Purchaser fails to pay any instalment for more than sixty (60) days after written notice, "
              "the Seller may, with the approval of Wafi, rescind this Contract and deduct ten per cent (10%) of "
              "the amounts paid, refunding the remainder within ninety (90) days.")
    para(doc, "Article 7 \u2013 Warranty", bold=True)
    para(doc, "The Seller warrants the structure for ten (10) years and the electrical and mechanical works for "
              "two (2) years from delivery.")
    para(doc, "Article 8 \u2013 Governing Law and Disputes", bold=True)
    para(doc, "This Contract is governed by the laws of the Kingdom of Saudi Arabia. Any dispute shall be "
              "referred to the competent courts in Dammam. This Contract is made in two original copies.")
    para(doc, "First Party: ____________________        Second Party: ____________________")
    save_docx(doc, stem)
    write_expected(stem, [fee] + R)
    return stem


def p2_al_raha_lettered_series():
    stem = "02_al_raha_lettered_listed_dates_quarterly_post_handover_series"
    price = 3180000
    R = [Row("Booking Deposit", pct=5, price=price, due=dt(2026, 3, 2)),
         Row("On Signing", pct=5, price=price),
         Row("Third Instalment", pct=10, price=price, due=dt(2026, 9, 15))]
    cd = [dt(2027, 3, 15), dt(2027, 9, 15), dt(2028, 3, 15), dt(2028, 9, 15)]
    R += [Row("Construction Instalment %d of 4" % (i + 1), pct=5, price=price, due=d) for i, d in enumerate(cd)]
    R.append(Row("On Handover", pct=20, price=price))
    R += series("Post-Handover Instalment", 8, dt(2029, 3, 1), 3, pct=5, price=price, post=True)
    fees = [Row("Registration Fee", pct=2, price=price, fee=True),
            Row("Administration Fee", amount=3150, fee=True)]
    check_total(R, price)
    doc = new_docx("Calibri", 10.5)
    para(doc, "CONTRACT FOR SALE", bold=True, align="center", size=13)
    para(doc, "Raha Marina Residences \u2013 Tower 2, Apartment 2305, Al Raha Beach, Abu Dhabi", align="center")
    para(doc, "This Contract is entered into on 16 March 2026 (the \u201cEffective Date\u201d).")
    para(doc, "Parties", bold=True)
    para(doc, "RAHA MARINA DEVELOPMENT L.L.C., registered in Abu Dhabi under licence No. CN-3309175, of P.O. Box "
              "129904, Abu Dhabi (the \u201cDeveloper\u201d); and")
    para(doc, "MR. LUCA BERNARDI, Italian national, passport No. YB4471203, of Apartment 804, Al Bandar, Al Raha "
              "Beach, Abu Dhabi (the \u201cPurchaser\u201d).")
    para(doc, "1. Definitions and interpretation", bold=True)
    para(doc, "1.1 \u201cReservation Date\u201d means 2 March 2026, the date on which the Purchaser signed the "
              "reservation form for the Unit and paid the booking deposit.")
    para(doc, "1.2 \u201cUnit\u201d means Apartment 2305 on level 23 of Tower 2 of Raha Marina Residences, a "
              "three-bedroom apartment with a gross area of approximately 1,932 sq. ft. (179.49 sq. m), and "
              "parking spaces P2-118 and P2-119.")
    para(doc, "1.3 \u201cPurchase Price\u201d means AED 3,180,000.00 (Three Million One Hundred and Eighty Thousand "
              "UAE Dirhams), i.e. approximately AED 1,645.96 per sq. ft.")
    para(doc, "1.4 \u201cHandover\u201d means delivery of vacant possession of the Unit following completion, "
              "expected in the fourth quarter of 2028.")
    para(doc, "2. Sale", bold=True)
    para(doc, "2.1 The Developer sells and the Purchaser buys the Unit for the Purchase Price. The Unit is sold "
              "off-plan and registered on the interim real estate register of the Department of Municipalities "
              "and Transport.")
    para(doc, "3. Payment", bold=True)
    para(doc, "3.1 The Purchaser shall pay the Purchase Price as follows:")
    para(doc, "(a) a booking deposit of five per cent (5%) of the Purchase Price, which the Purchaser paid on the "
              "Reservation Date, 2 March 2026, and which the Developer acknowledges;")
    para(doc, "(b) a further five per cent (5%) of the Purchase Price upon signing this Contract;")
    para(doc, "(c) a third instalment of ten per cent (10%) of the Purchase Price on 15/09/2026;")
    para(doc, "(d) twenty per cent (20%) of the Purchase Price in four (4) construction instalments of five per "
              "cent (5%) each, payable on 15/03/2027, 15/09/2027, 15/03/2028 and 15/09/2028 respectively;")
    para(doc, "(e) twenty per cent (20%) of the Purchase Price on Handover; and")
    para(doc, "(f) the remaining forty per cent (40%) of the Purchase Price after Handover, in eight (8) quarterly "
              "post-handover instalments of five per cent (5%) each, the first falling due on 1 March 2029 and "
              "each subsequent instalment three (3) months after the preceding one.")
    para(doc, "3.2 Each payment shall be made into the escrow account of the project (Abu Dhabi Islamic Bank, "
              "account No. 1902-337401-001). The post-handover instalments shall be secured by post-dated "
              "cheques delivered before Handover.")
    para(doc, "3.3 The Purchaser shall further pay to the Developer, for onward payment to the Department of "
              "Municipalities and Transport, the registration fee of two per cent (2%) of the Purchase Price "
              "within thirty (30) days of the Effective Date, and the Developer's administration fee of AED "
              "3,150.00 (inclusive of VAT) upon signing. Neither forms part of the Purchase Price.")
    para(doc, "4. Default", bold=True)
    para(doc, "4.1 Late payments shall attract a penalty of twelve per cent (12%) per annum. If the Purchaser "
              "fails to pay any instalment within forty-five (45) days after notice, the Developer may terminate "
              "this Contract in accordance with Law No. 3 of 2015 and retain up to forty per cent (40%) of the "
              "Purchase Price where construction has exceeded seventy per cent (70%), or up to thirty per cent "
              "(30%) otherwise.")
    para(doc, "5. Completion", bold=True)
    para(doc, "5.1 The Developer may extend the anticipated completion date by up to twelve (12) months for "
              "causes outside its reasonable control.")
    para(doc, "6. Owners association", bold=True)
    para(doc, "6.1 The Purchaser shall pay the service charges of the owners association, currently budgeted at "
              "AED 14.50 per sq. ft. per annum.")
    para(doc, "7. Governing law", bold=True)
    para(doc, "7.1 This Contract is governed by the laws of the Emirate of Abu Dhabi and the federal laws of the "
              "UAE as applied in Abu Dhabi.")
    para(doc, "Developer: ____________________    Purchaser: ____________________")
    save_docx(doc, stem)
    write_expected(stem, R + fees)
    return stem


def p3_ajman_dash_dates_amount_series():
    stem = "03_ajman_dash_dates_semiannual_amount_series_words"
    price = 1250000
    R = [Row("Booking Deposit", pct=20, price=price)]
    R += series("Semi-Annual Instalment", 6, dt(2026, 6, 30), 6, amount=62500)
    R.append(Row("Balance on Handover", pct=50, price=price))
    assert sum(r.amount for r in R) == price
    fees = [Row("Registration Fee", pct=2, price=price, fee=True),
            Row("Owners Association Joining Fee", amount=1500, fee=True)]
    doc = new_docx("Calibri", 10.5)
    para(doc, "PROPERTY SALE AGREEMENT", bold=True, align="center", size=13)
    para(doc, "Corniche Pearl Residences \u2013 Al Rashidiya 3, Ajman", align="center")
    para(doc, "Agreement No. CPR/SPA/1121    Date: 06-04-2026", align="center")
    para(doc, "THE PARTIES", bold=True)
    para(doc, "Corniche Pearl Real Estate Development L.L.C., Ajman Department of Economic Development licence "
              "No. 208813, of Office 1104, Ajman Business Tower, Ajman (the \u201cSeller\u201d).")
    para(doc, "Mrs. Fatemeh Rahimi Nia, holder of passport No. Y49921877, of Villa 6, Street 21, Al Mizhar 1, "
              "Dubai (the \u201cBuyer\u201d).")
    para(doc, "1. THE PROPERTY", bold=True)
    para(doc, "1.1 Apartment 1402 on the fourteenth floor of Corniche Pearl Residences, built on Plot RS3-0457, "
              "with a total area of approximately 1,318.60 sq. ft. including a balcony of 142.25 sq. ft., and one "
              "parking bay (the \u201cProperty\u201d).")
    para(doc, "1.2 The Seller expects to complete the Property and give notice of handover by 31-12-2028 (the "
              "\u201cHandover Date\u201d being the date stated in that notice).")
    para(doc, "2. PURCHASE PRICE", bold=True)
    para(doc, "2.1 The Buyer shall buy the Property for AED 1,250,000.00 (%s UAE Dirhams) (the \u201cPurchase "
              "Price\u201d)." % words(price, andword=True))
    para(doc, "3. PAYMENT OF THE PURCHASE PRICE", bold=True)
    para(doc, "3.1 The Purchase Price is payable by the Buyer in the following manner:")
    para(doc, "(a) a booking deposit of twenty percent (20%) of the Purchase Price, i.e. AED 250,000.00, upon "
              "signing this Agreement;")
    para(doc, "(b) six (6) semi-annual instalments of AED 62,500.00 (Sixty-Two Thousand Five Hundred Dirhams) "
              "each, the first of which shall be due on 30-06-2026 and each subsequent instalment six (6) months "
              "after the preceding one; and")
    para(doc, "(c) the balance of the Purchase Price, being AED 625,000.00 (fifty percent (50%) of the Purchase "
              "Price), on the Handover Date.")
    para(doc, "3.2 The Buyer shall deliver six (6) post-dated cheques for the instalments under paragraph (b) on "
              "signing. An early settlement discount of three percent (3%) of any instalment paid at least "
              "ninety (90) days before its due date may be granted at the Seller's discretion.")
    para(doc, "3.3 The Buyer shall in addition pay the registration fee of the Ajman Real Estate Regulatory "
              "Agency, amounting to two percent (2%) of the Purchase Price (AED 25,000.00), upon signing, and "
              "the owners association joining fee of AED 1,500.00 on the Handover Date.")
    para(doc, "4. DELAY AND DEFAULT", bold=True)
    para(doc, "4.1 A late payment charge of one and a half percent (1.5%) per month shall apply to any overdue "
              "amount.")
    para(doc, "4.2 If any instalment is more than sixty (60) days overdue, the Seller may terminate this "
              "Agreement and retain thirty percent (30%) of the Purchase Price, refunding any excess paid within "
              "ninety (90) days of termination.")
    para(doc, "5. HANDOVER", bold=True)
    para(doc, "5.1 The Buyer shall take handover within thirty (30) days of the handover notice, provided that all "
              "amounts due up to and including the Handover Date have been paid.")
    para(doc, "6. GOVERNING LAW", bold=True)
    para(doc, "6.1 This Agreement is governed by the laws of the Emirate of Ajman and the federal laws of the "
              "United Arab Emirates.")
    para(doc, "Seller: ____________________    Buyer: ____________________")
    save_docx(doc, stem)
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (p1_dammam_ordinal_fee_first, p2_al_raha_lettered_series, p3_ajman_dash_dates_amount_series):
        print("wrote", f())


if __name__ == "__main__":
    main()
