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
# uae_post_handover_pdf_r6
# ===========================================================================
ORDW = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth"]


def ph_tail(S, n, P):
    """Post-handover, default, construction, handover, law and signature clauses."""
    from reportlab.platypus import Paragraph
    st = []

    def H(t):
        st.append(Paragraph("%d. %s" % (n[0], t), S["h"]))
        n[0] += 1
        return n[0] - 1

    c = H("POST-HANDOVER INSTALMENTS")
    st += clauses(S, [
        "%d.1 The Seller has agreed to hand over the Unit before the Purchase Price has been paid in full. On or "
        "before the Handover Date the Purchaser shall deliver to the Seller post-dated cheques for each instalment "
        "falling due after the Handover Date." % c,
        "%d.2 Until the Purchase Price has been paid in full, the Unit shall be subject to a first-ranking mortgage "
        "in favour of the Seller, and the Purchaser shall not sell, lease for more than one (1) year or otherwise "
        "dispose of the Unit without the Seller's consent." % c,
        "%d.3 If the Purchaser fails to pay any two (2) post-handover instalments, or any single post-handover "
        "instalment for more than sixty (60) days, all remaining instalments shall become immediately due and "
        "payable." % c])
    c = H("DEFAULT BY THE PURCHASER")
    st += clauses(S, [
        "%d.1 If the Purchaser fails to pay any Instalment or other sum due under this Agreement within thirty (30) "
        "days of its due date, the Seller may charge late payment compensation at the rate of %s per month on the "
        "overdue amount." % (c, P["late"]),
        "%d.2 Where the default continues, the Seller shall notify the %s and may, after thirty (30) days' written "
        "notice, terminate this Agreement and retain the amounts permitted by %s, which may reach forty per cent "
        "(40%%) of the Purchase Price where construction has exceeded eighty per cent (80%%)." %
        (c, P["regulator"], P["law"])])
    c = H("CONSTRUCTION AND COMPLETION")
    st.append(Paragraph("%d.1 The anticipated Completion Date is %s. The Seller shall be entitled to an extension of "
                        "up to twelve (12) months without liability to the Purchaser. A variation of the Saleable "
                        "Area of up to five per cent (5%%) shall not entitle either Party to any adjustment of the "
                        "Purchase Price." % (c, P["completion"]), S["body"]))
    c = H("HANDOVER")
    st.append(Paragraph("%d.1 The Seller shall give the Purchaser not less than thirty (30) days' written notice of "
                        "the Handover Date. From the Handover Date the Purchaser shall pay the service charges "
                        "levied by the owners association (currently estimated at %s per square foot per annum)." %
                        (c, P["sc"]), S["body"]))
    c = H("GOVERNING LAW AND DISPUTES")
    st.append(Paragraph("%d.1 This Agreement is governed by the laws of %s and the federal laws of the United Arab "
                        "Emirates as applicable there. The courts of %s shall have exclusive jurisdiction." %
                        (c, P["emirate"], P["courts"]), S["body"]))
    st.append(Paragraph("IN WITNESS WHEREOF the Parties have signed this Agreement on the date first written above.",
                        S["body"]))
    st.append(ptable(S, [["Signed for and on behalf of the Seller", "Signed by the Purchaser"],
                         ["Name: %s<br/>Title: Authorised Signatory<br/><br/>Signature: ____________________" %
                          P["signatory"], "Name: %s<br/><br/><br/>Signature: ____________________" % P["pur_name"]]],
                     [240, 239], grid=False, shade_header=False))
    return st


def head_block(S, title, sub, date, seller, buyer, recitals):
    from reportlab.platypus import Paragraph, Spacer
    st = [Paragraph(title, S["title"]), Paragraph(sub, S["sub"]), Spacer(1, 6),
          Paragraph("This Agreement is made on <b>%s</b> between:" % date, S["left"]),
          Paragraph(seller, S["ind"]), Paragraph(buyer, S["ind"]), Paragraph("RECITALS", S["h"])]
    st += clauses(S, recitals, style="ind")
    return st


def h1_70_30_subheadings():
    from reportlab.platypus import Paragraph, Spacer
    stem = "01_70_30_single_table_three_subheadings_quarterly_post_fee_clause_after"
    price = 1440000
    S = pdf_kit(serif=False, size=9)
    pre = [Row("Down Payment", pct=20, price=price, when="On signing"),
           Row("2nd Instalment", pct=10, price=price, due=dt(2026, 7, 1)),
           Row("3rd Instalment", pct=10, price=price, due=dt(2027, 1, 1)),
           Row("On completion of 50% construction", pct=10, price=price, when="50% construction"),
           Row("5th Instalment", pct=10, price=price, due=dt(2027, 10, 1))]
    ho = [Row("On Handover", pct=10, price=price, when="On Handover")]
    post = series("Post-Handover Instalment", 12, dt(2029, 1, 1), 3, pct="2.5", price=price, post=True,
                  fmt="{prefix} {i}")
    R = pre + ho + post
    check_total(R, price)
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True),
            Row("Administration Fee", amount=4200, fee=True)]
    st = head_block(S, "SALE AND PURCHASE AGREEMENT", "Harbour Lights Residences \u2014 Dubai Maritime City \u2014 "
                    "70/30 Post-Handover Plan", "20 February 2026",
                    "<b>(1) HARBOUR LIGHTS DEVELOPMENTS L.L.C.</b>, a limited liability company registered in Dubai "
                    "under commercial licence No. 1218804, of Office 1501, Prime Tower, Business Bay, Dubai (the "
                    "\"<b>Seller</b>\"); and",
                    "<b>(2) MS. INGRID SOFIE HALVORSEN</b>, Norwegian national, holder of passport No. 31884720, of "
                    "Apartment 2203, Marina Promenade, Dubai Marina (the \"<b>Purchaser</b>\").",
                    ["(A) The Seller is developing Harbour Lights Residences on Plot No. 312-0907, Dubai Maritime "
                     "City (the \"Project\"), registered with RERA as project No. 3884.",
                     "(B) The Seller offers the units of the Project on a 70/30 payment plan, under which thirty "
                     "per cent (30%) of the price is paid after handover in quarterly instalments."])
    st.append(Paragraph("1. DEFINITIONS", S["h"]))
    st.append(Paragraph("1.1 \"<b>Handover</b>\" means the delivery of vacant possession of the Unit following the "
                        "issue of the building completion certificate. \"<b>Post-Handover Instalments</b>\" means "
                        "the Instalments shown under the heading \"Post-Handover\" in clause 3.1. \"<b>Estimated "
                        "Handover Date</b>\" means 30 September 2028.", S["body"]))
    st.append(Paragraph("2. THE UNIT", S["h"]))
    st.append(ptable(S, [["<b>Unit</b>", "Apartment 1012, 10th floor, Harbour Lights Residences"],
                         ["<b>Plot</b>", "312-0907, Dubai Maritime City"],
                         ["<b>Saleable Area</b>", "884.60 sq ft"],
                         ["<b>Purchase Price</b>", "AED 1,440,000.00 (One Million Four Hundred Forty Thousand UAE "
                                                   "Dirhams)"],
                         ["<b>Price per sq ft</b>", "AED 1,627.86"]], [150, 329], header_rows=0,
                     shade_header=False))
    st.append(Paragraph("3. PAYMENT PLAN", S["h"]))
    st.append(Paragraph("3.1 The Purchase Price shall be paid as follows:", S["body"]))
    data = [["No.", "Payment", "Due Date", "%", "Amount (AED)"]]
    spans = []
    n = 1
    for title, group in (("DURING CONSTRUCTION (60%)", pre), ("ON HANDOVER (10%)", ho),
                         ("POST-HANDOVER (30%)", post)):
        data.append([title, "", "", "", ""])
        spans.append(len(data) - 1)
        for r in group:
            data.append([str(n), r.label, d_mon(r.due) if r.due else r.get("when"), pc(r.pct) + "%", us(r.amount)])
            n += 1
    data.append(["", "Total", "", "100%", us(price)])
    st.append(ptable(S, data, [30, 170, 110, 50, 119], aligns="llccr", span_rows=spans, repeat=1))
    st.append(Spacer(1, 3))
    st += clauses(S, [
        "3.2 The dates of the Post-Handover Instalments are fixed and do not move if Handover occurs earlier or "
        "later than the Estimated Handover Date.",
        "3.3 In addition to the Purchase Price, the Purchaser shall pay on signing the Dubai Land Department "
        "registration fee of four per cent (4%%) of the Purchase Price, being AED %s, and the Seller's "
        "administration fee of AED 4,000 plus VAT, i.e. AED 4,200.00." % us(fees[0].amount)])
    n = [4]
    st += ph_tail(S, n, dict(late="one per cent (1%)", regulator="Dubai Land Department",
                             law="Law No. 13 of 2008 (as amended)", completion="30 September 2028",
                             sc="AED 16.00", emirate="the Emirate of Dubai", courts="Dubai",
                             signatory="Yasmin Farouk", pur_name="MS. INGRID SOFIE HALVORSEN"))
    build_pdf(stem, st, S, footer_ref="HLR/1012/PHP")
    write_expected(stem, R + fees)
    return stem


def h2_55_45_months_after():
    from reportlab.platypus import Paragraph, Spacer
    stem = "02_55_45_separate_tables_months_after_handover_rows"
    price = 2200000
    S = pdf_kit(serif=True, size=9.5)
    t1 = [Row("Booking Payment", pct=10, price=price, when="On booking"),
          Row("First Instalment", pct=10, price=price, due=dt(2026, 6, 15)),
          Row("Second Instalment", pct=10, price=price, due=dt(2026, 12, 15)),
          Row("On completion of 50% of construction", pct=10, price=price, when="50% construction"),
          Row("On Handover", pct=15, price=price, when="Handover")]
    t2 = [Row("%s Post-Handover Instalment" % ORDW[i], pct=5, price=price, post=True,
              when="%d months after Handover" % (3 * (i + 1))) for i in range(9)]
    R = t1 + t2
    check_total(R, price)
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True),
            Row("Administration Fee", amount=5250, fee=True)]
    st = head_block(S, "SALE AND PURCHASE AGREEMENT", "Palm Grove Townhouses \u2014 Dubailand", "9 March 2026",
                    "<b>(1) PALM GROVE COMMUNITIES L.L.C.</b>, a limited liability company registered in Dubai "
                    "(licence No. 1073318), of Office 610, Arenco Tower, Dubai Media City (the \"<b>Seller</b>\"); "
                    "and",
                    "<b>(2) MR. ABDULLAH KHALIFA AL NUAIMI</b>, Emirati national, Emirates ID No. "
                    "784-1979-2204518-6, of Villa 3, Street 27, Al Warqa 1, Dubai (the \"<b>Purchaser</b>\").",
                    ["(A) The Seller is developing Palm Grove Townhouses on Plot No. 657-3302, Dubailand (RERA "
                     "project No. 3941).",
                     "(B) The Purchaser wishes to purchase townhouse PG-TH-205 under the 55/45 post-handover plan "
                     "offered by the Seller."])
    st.append(Paragraph("1. THE PROPERTY", S["h"]))
    st += clauses(S, [
        "1.1 Townhouse PG-TH-205 (three bedrooms plus maid's room, middle unit) with a built-up area of 1,985.00 sq "
        "ft on a sub-plot of 2,210.00 sq ft (the \"Property\").",
        "1.2 Purchase Price: AED 2,200,000.00 (Two Million Two Hundred Thousand UAE Dirhams), being AED 1,108.31 "
        "per sq ft of built-up area."])
    st.append(Paragraph("2. PAYMENT", S["h"]))
    st.append(Paragraph("2.1 Fifty-five per cent (55%) of the Purchase Price is payable up to and on Handover in "
                        "accordance with Table 1:", S["body"]))
    st.append(Paragraph("<b>Table 1 \u2014 Construction Period</b>", S["left"]))
    d1 = [["Instalment", "Due Date", "Percentage", "Amount (AED)"]]
    for r in t1:
        d1.append([r.label, d_slash(r.due) if r.due else r.get("when"), pc(r.pct) + "%", us(r.amount)])
    st.append(ptable(S, d1, [190, 120, 70, 99], aligns="llcr"))
    st.append(Spacer(1, 4))
    st.append(Paragraph("2.2 The remaining forty-five per cent (45%) of the Purchase Price is payable after Handover "
                        "in accordance with Table 2. Each instalment in Table 2 falls due the stated number of "
                        "months after the Handover Date shown in the handover certificate.", S["body"]))
    st.append(Paragraph("<b>Table 2 \u2014 Post-Handover Payment Plan</b>", S["left"]))
    d2 = [["Instalment", "Due Date", "Percentage", "Amount (AED)"]]
    for r in t2:
        d2.append([r.label, r.get("when"), pc(r.pct) + "%", us(r.amount)])
    st.append(ptable(S, d2, [190, 120, 70, 99], aligns="llcr"))
    st.append(Spacer(1, 4))
    st.append(Paragraph("2.3 By way of illustration only, if Handover takes place on 31 March 2028 the First "
                        "Post-Handover Instalment would fall due on 30 June 2028 and the last on 31 December 2030; "
                        "the actual due dates depend on the Handover Date.", S["body"]))
    st.append(Paragraph("3. FEES", S["h"]))
    st.append(Paragraph("3.1 On signing, the Purchaser shall pay the DLD registration fee of four per cent (4%%) of "
                        "the Purchase Price, being AED %s, and an administration fee of AED 5,250.00 (inclusive of "
                        "VAT), neither of which forms part of the Purchase Price." % us(fees[0].amount), S["body"]))
    n = [4]
    st += ph_tail(S, n, dict(late="one per cent (1%)", regulator="Dubai Land Department",
                             law="Law No. 13 of 2008 (as amended)", completion="31 March 2028", sc="AED 4.25",
                             emirate="the Emirate of Dubai", courts="Dubai", signatory="Rashid Bin Touq",
                             pur_name="MR. ABDULLAH KHALIFA AL NUAIMI"))
    build_pdf(stem, st, S, footer_ref="PGT/TH-205/SPA")
    write_expected(stem, R + fees)
    return stem


def h3_two_column_prose():
    from reportlab.platypus import Paragraph, Spacer
    stem = "03_two_column_prose_semiannual_post_handover_series_fees_first"
    price = 3050000
    S = pdf_kit(serif=False, size=8.5)
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True),
            Row("Oqood Registration Fee", amount=1250, fee=True)]
    R = [Row("Down Payment", pct=10, price=price),
         Row("Second Instalment", pct=10, price=price, due=dt(2026, 9, 15)),
         Row("Construction Instalment", pct=10, price=price),
         Row("Handover Payment", pct=20, price=price)]
    R += series("Post-Handover Instalment", 10, dt(2029, 3, 15), 6, pct=5, price=price, post=True)
    check_total(R, price)
    st = head_block(S, "SALE AND PURCHASE AGREEMENT", "Sapphire Bay Villas \u2014 Dubai South \u2014 50/50 Plan",
                    "30 March 2026",
                    "<b>(1) SAPPHIRE BAY PROPERTIES L.L.C.</b>, licence No. 1229015, of Office 402, Building A3, "
                    "Dubai South Business Park, Dubai (the \"<b>Seller</b>\"); and",
                    "<b>(2) MR. HIROSHI TANAKA</b>, Japanese national, passport No. TR8841206, of Apartment 1905, "
                    "Burj Vista 1, Downtown Dubai (the \"<b>Purchaser</b>\").",
                    ["(A) The Seller is developing Sapphire Bay Villas on Plot No. 525-1108, Dubai South, "
                     "registered with RERA as project No. 3970.",
                     "(B) The Purchaser has chosen the 50/50 plan, under which half of the price is paid after "
                     "handover."])
    st.append(Paragraph("1. THE VILLA", S["h"]))
    st.append(Paragraph("1.1 Villa SB-V-064, four bedrooms, built-up area 3,280.00 sq ft on a plot of 4,010.00 sq "
                        "ft (the \"Unit\"). 1.2 Purchase Price: AED 3,050,000.00 (Three Million Fifty Thousand UAE "
                        "Dirhams), i.e. AED 929.88 per sq ft. 1.3 Estimated Handover: fourth quarter of 2028.",
                        S["body"]))
    st.append(Paragraph("2. FEES", S["h"]))
    st.append(Paragraph("2.1 On signing, the Purchaser shall pay, in addition to the Purchase Price, the Dubai Land "
                        "Department registration fee of four per cent (4%%) of the Purchase Price (AED %s) and the "
                        "Oqood registration fee of AED 1,250.00." % us(fees[0].amount), S["body"]))
    st.append(Paragraph("3. PAYMENT OF THE PURCHASE PRICE", S["h"]))
    st += clauses(S, [
        "3.1 The Purchase Price shall be paid as follows:",
        "(a) a down payment of ten per cent (10%) of the Purchase Price on signing this Agreement;",
        "(b) a second instalment of ten per cent (10%) of the Purchase Price on 15 September 2026;",
        "(c) a construction instalment of ten per cent (10%) of the Purchase Price on completion of fifty per "
        "cent (50%) of the construction works, as certified by the Consultant;",
        "(d) a handover payment of twenty per cent (20%) of the Purchase Price on Handover; and",
        "(e) the remaining fifty per cent (50%) of the Purchase Price after Handover, in ten (10) equal "
        "semi-annual post-handover instalments of five per cent (5%) each (AED 152,500.00 each), the first on "
        "15 March 2029 and each subsequent instalment six (6) months after the preceding one.",
        "3.2 For information, the plan may be summarised as follows (this summary creates no payment):"])
    st.append(ptable(S, [["Period", "Share", "Amount (AED)"],
                         ["Up to and on Handover", "50%", "1,525,000.00"],
                         ["After Handover", "50%", "1,525,000.00"]], [110, 40, 80], aligns="lcr"))
    st.append(Spacer(1, 4))
    n = [4]
    st += ph_tail(S, n, dict(late="one per cent (1%)", regulator="Dubai Land Department",
                             law="Law No. 13 of 2008 (as amended)", completion="31 December 2028", sc="AED 3.50",
                             emirate="the Emirate of Dubai", courts="Dubai", signatory="Huda Al Marzouqi",
                             pur_name="MR. HIROSHI TANAKA"))[:-1]
    st.append(Paragraph("Signed for the Seller: ____________________", S["left"]))
    st.append(Paragraph("Signed by the Purchaser: ____________________", S["left"]))
    build_pdf(stem, st, S, footer_ref="SBV/V-064/SPA", two_col=True)
    write_expected(stem, fees + R)
    return stem


def main():
    for f in (h1_70_30_subheadings, h2_55_45_months_after, h3_two_column_prose):
        print("wrote", f())


if __name__ == "__main__":
    main()
