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
# uk_docx_r6
# ===========================================================================

def execution(doc, seller, buyers):
    para(doc, "EXECUTION", bold=True)
    para(doc, "This Contract has been entered into on the date stated at the beginning of it.")
    para(doc, "Signed by a director for and on behalf of %s: ........................................ Director" %
         seller)
    for b in buyers:
        para(doc, "Signed by %s: ........................................" % b)
        para(doc, "in the presence of (witness name, address and occupation): ........................................")


def u1_york_pence():
    stem = "01_york_plot_percent_only_pence_rounding_fee_clause_after"
    price = Decimal("327495.00")
    R = [Row("Deposit", pct=10, price=price, when="On exchange of contracts"),
         Row("First interim payment", pct=5, price=price, due=dt(2026, 6, 1)),
         Row("Second interim payment", pct="7.5", price=price, due=dt(2026, 12, 1)),
         Row("Balance on completion", pct="77.5", price=price, when="On legal completion")]
    check_total(R, price)
    fee = Row("Administration fee", amount=295, fee=True)
    doc = new_docx("Times New Roman", 11)
    para(doc, "SALE CONTRACT \u2013 PLOT 112, HUNTINGTON FIELDS PHASE 2, YORK YO32", bold=True, align="center")
    para(doc, "This contract is dated 16th March 2026 and is made between the Seller and the Buyer named below.")
    para(doc, "1 PARTICULARS", bold=True)
    para(doc, "Seller: Ouse Valley Homes Limited (company no. 10442871), Fulford Business Park, York YO10 4DZ.")
    para(doc, "Buyer: Oliver James Prentice and Hannah Louise Prentice of 8 Bootham Terrace, York YO30 7BW.")
    para(doc, "Property: Plot 112 (to be known as 27 Meadowsweet Way), a four-bedroom detached house of "
              "approximately 124 sq m with a single garage and two parking spaces, forming part of the land in "
              "title number NYK508812.")
    para(doc, "Purchase Price: \u00a3%s." % us(price))
    para(doc, "Deposit: 10% of the Purchase Price.")
    para(doc, "Contract Rate: 4% above the Bank of England base rate.")
    para(doc, "2 AGREEMENT", bold=True)
    para(doc, "2.1 The Seller will construct the house on the Property and sell it to the Buyer, and the Buyer will "
              "buy it, for the Purchase Price.")
    para(doc, "2.2 The Standard Conditions of Sale (Fifth Edition \u2013 2018 Revision) apply except conditions 2.2.5, "
              "6.1.2 and 7.1.")
    para(doc, "3 CONSTRUCTION", bold=True)
    para(doc, "3.1 The Seller will build the house in accordance with the approved plans and specification and will "
              "obtain a ten-year NHBC Buildmark policy.")
    para(doc, "3.2 Practical completion is targeted for the spring of 2027; the Seller will keep the Buyer informed "
              "of progress at least every 6 weeks.")
    para(doc, "4 PAYMENT OF THE PURCHASE PRICE", bold=True)
    para(doc, "4.1 The Buyer will pay the Purchase Price in stages, each stage being the percentage of the "
              "Purchase Price shown against it in the table below:")
    docx_table(doc, ["Stage", "Payment Date", "Percentage of Purchase Price"],
               [[r.label, d_ord(r.due) if r.due else r.get("when"), pc(r.pct) + "%"] for r in R],
               widths=[2.2, 2.2, 2.0])
    para(doc, "")
    para(doc, "4.2 The interim payments are payable on the dates stated whether or not construction has reached any "
              "particular stage. Each stage payment is to be calculated to the nearest penny.")
    para(doc, "4.3 Payments not made on time carry interest at the Contract Rate.")
    para(doc, "4.4 In addition to the Purchase Price the Buyer will on exchange of contracts pay to the Seller an "
              "administration fee of \u00a3295.00 (inclusive of VAT) to cover the Seller's costs of preparing the "
              "contract documentation.")
    para(doc, "4.5 The Seller has agreed to pay \u00a32,000 towards the Buyer's removal costs on completion. This "
              "incentive does not reduce the Purchase Price.")
    para(doc, "5 COMPLETION", bold=True)
    para(doc, "5.1 Completion will take place 10 working days after the Seller notifies the Buyer that the house is "
              "complete.")
    para(doc, "6 TERMINATION", bold=True)
    para(doc, "6.1 If the Buyer does not pay any stage payment within 15 working days of a written reminder, the "
              "Seller may terminate this contract and keep the deposit.")
    para(doc, "6.2 If the house is not complete by 31st December 2027 (the long stop date) the Buyer may terminate "
              "this contract and will receive back all stage payments in full.")
    para(doc, "7 ESTATE CHARGE", bold=True)
    para(doc, "7.1 The Buyer will pay a proportion of the costs of maintaining the shared areas of the development "
              "(currently \u00a3212.00 a year) to Huntington Fields Management Company Limited.")
    para(doc, "8 LAW", bold=True)
    para(doc, "8.1 English law applies to this contract.")
    execution(doc, "OUSE VALLEY HOMES LIMITED", ["OLIVER JAMES PRENTICE", "HANNAH LOUISE PRENTICE"])
    save_docx(doc, stem)
    write_expected(stem, R + [fee])
    return stem


def u2_manchester_merged_title():
    stem = "02_manchester_apartment_merged_title_four_deposits_fee_row"
    price = 285000
    R = [Row("First deposit", pct=5, price=price, when="On exchange"),
         Row("Second deposit", pct=5, price=price, due=dt(2026, 6, 30)),
         Row("Third deposit", pct=5, price=price, due=dt(2026, 12, 31)),
         Row("Fourth deposit", pct=5, price=price, due=dt(2027, 6, 30)),
         Row("Balance", pct=80, price=price, when="On Completion")]
    check_total(R, price)
    fee = Row("Management pack fee", amount=450, fee=True,
              label="Management pack fee (payable in addition to the Price)")
    doc = new_docx("Times New Roman", 11)
    para(doc, "AGREEMENT FOR LEASE AND SALE OF AN APARTMENT", bold=True, align="center")
    para(doc, "Apartment 1417, Irwell Yards, 22 Chapel Street, Salford, Manchester M3 7AJ", align="center")
    para(doc, "Date: 11 March 2026")
    para(doc, "Particulars", bold=True)
    para(doc, "Seller: IRWELL YARDS DEVELOPMENTS LIMITED (company number 12877304) of 3 Hardman Square, Spinningfields, "
              "Manchester M3 3EB.")
    para(doc, "Buyer: MARCUS ADEBAYO OKAFOR of Flat 9, 41 Wilmslow Road, Manchester M14 5TB.")
    para(doc, "Apartment: Apartment 1417 on the fourteenth floor of Block A shown on the floor plan annexed, having a "
              "net internal area of approximately 61 sq m (657 sq ft).")
    para(doc, "Lease: a lease for a term of 999 years from 1 January 2026 at a peppercorn ground rent in the form of "
              "the draft annexed.")
    para(doc, "Price: \u00a3285,000.00 (two hundred and eighty-five thousand pounds).")
    para(doc, "Management Pack Fee: \u00a3450.00 payable in addition to the Price.")
    para(doc, "Anticipated Completion: the Seller currently anticipates that the Apartment will be ready for "
              "occupation in the fourth quarter of 2027. This estimate is not binding.")
    para(doc, "Contract Rate: 4% per annum above the Bank of England base rate.")
    para(doc, "1. Interpretation", bold=True)
    para(doc, "1.1 The Particulars form part of this Agreement. Words defined in the Particulars have the same "
              "meaning in the clauses.")
    para(doc, "1.2 This Agreement incorporates the Standard Commercial Property Conditions (Third Edition \u2013 2018 "
              "Revision) so far as they are not varied by or inconsistent with its terms.")
    para(doc, "2. Sale and grant of the Lease", bold=True)
    para(doc, "2.1 The Seller shall build the Apartment and on the Completion Date grant and the Buyer shall accept "
              "the Lease at the Price.")
    para(doc, "3. Building works", bold=True)
    para(doc, "3.1 The Seller may make minor variations to the layout, specification or finishes provided that the "
              "net internal area of the Apartment is not reduced by more than 5%.")
    para(doc, "4. Incentives", bold=True)
    para(doc, "4.1 The Seller shall contribute \u00a32,500 towards the Buyer's stamp duty land tax on completion. The "
              "contribution is paid by the Seller and does not reduce the Price.")
    para(doc, "5. Payment", bold=True)
    para(doc, "5.1 The Buyer shall pay the Price and the Management Pack Fee to the Seller's solicitors, Ashworth "
              "Kaye LLP, in the amounts and at the times set out in the Payment Schedule below:")
    rows = [[r.label, d_long(r.due) if r.due else r.get("when"), pc(r.pct) + "%", "\u00a3" + us(r.amount)]
            for r in R]
    rows.append([fee.label, "On exchange", "\u2014", "\u00a3" + us(fee.amount)])
    rows.append(["Total Price (excluding Management Pack Fee)", "", "100%", "\u00a3" + us(price)])
    docx_table(doc, ["Payment", "Due date", "Percentage of Price", "Sum payable"], rows,
               widths=[2.5, 1.5, 1.2, 1.3], title="PAYMENT SCHEDULE (clause 5)")
    para(doc, "")
    para(doc, "5.2 The first deposit shall be paid on exchange and the second, third and fourth deposits on the "
              "dates shown. The Management Pack Fee is due on exchange, is not part of the Price and is not "
              "refundable.")
    para(doc, "5.3 Deposits are held by the Seller's solicitors as agent for the Seller. Any sum not paid on its due "
              "date shall bear interest at the Contract Rate until paid.")
    para(doc, "6. Completion", bold=True)
    para(doc, "6.1 Completion shall take place ten working days after the Seller's solicitors notify the Buyer's "
              "solicitors that the Apartment has been certified as practically complete.")
    para(doc, "6.2 The service charge for the first service charge year is estimated at \u00a32,140.00 and shall be "
              "apportioned on completion.")
    para(doc, "7. Default", bold=True)
    para(doc, "7.1 If the Buyer fails to comply with a notice to complete, the Seller may rescind this Agreement and "
              "retain the deposits paid up to an aggregate of 10% of the Price.")
    para(doc, "7.2 The Buyer shall not assign the benefit of this Agreement without the Seller's consent, which may "
              "be conditional on payment of a consent fee of \u00a3600 plus VAT.")
    para(doc, "8. Law", bold=True)
    para(doc, "This Agreement is governed by the law of England and Wales.")
    execution(doc, "IRWELL YARDS DEVELOPMENTS LIMITED", ["MARCUS ADEBAYO OKAFOR"])
    save_docx(doc, stem)
    write_expected(stem, R + [fee])
    return stem


def u3_norfolk_custom_build():
    stem = "03_norfolk_custom_build_amounts_only_stage_triggers_fee_before_table"
    price = 468000
    fee = Row("Plot legal pack fee", amount=900, fee=True)
    R = [Row("Plot deposit", amount=46800, when="On exchange of contracts"),
         Row("Interim payment", amount=46800, due=dt(2026, 10, 31)),
         Row("Foundations stage", amount=70200,
             when="On completion of the foundations to damp-proof course, certified by the Warranty Provider"),
         Row("Wind and watertight stage", amount=93600,
             when="When the dwelling is wind and watertight, certified by the Warranty Provider"),
         Row("Balance", amount=210600, when="On the Completion Date")]
    assert sum(r.amount for r in R) == price
    doc = new_docx("Times New Roman", 11)
    para(doc, "CONTRACT FOR THE SALE OF A CUSTOM BUILD DWELLING", bold=True, align="center")
    para(doc, "Plot 9, Wensum Meadows, Fakenham Road, Taverham, Norfolk NR8", align="center")
    para(doc, "Incorporating the Standard Conditions of Sale (Fifth Edition \u2013 2018 Revision) as amended by this "
              "Contract.")
    para(doc, "This Contract is dated 25th February 2026.")
    para(doc, "PARTIES", bold=True)
    para(doc, "(1) WENSUM CUSTOM HOMES LIMITED incorporated and registered in England and Wales with company number "
              "13390127 whose registered office is at 2 Whiting Road, Norwich NR4 6DN (the \u201cSeller\u201d); and")
    para(doc, "(2) RICHARD PETER ELLISON and AMELIA ROSE ELLISON both of 61 Unthank Road, Norwich NR2 2PB (together "
              "the \u201cBuyer\u201d).")
    para(doc, "BACKGROUND", bold=True)
    para(doc, "(A) The Seller is the registered proprietor of the freehold land known as Wensum Meadows registered "
              "at HM Land Registry under title number NK488103 (the \u201cEstate\u201d).")
    para(doc, "(B) The Seller is developing the Estate as 18 serviced custom build plots pursuant to planning "
              "permission reference 2024/0917 granted by Broadland District Council on 3rd June 2025, and has "
              "agreed to build the Dwelling to the Buyer's chosen design on Plot 9.")
    para(doc, "1. DEFINITIONS", bold=True)
    para(doc, "1.1 In this Contract: \u201cCompletion Date\u201d means the date ten working days after the Seller's "
              "Conveyancer gives notice that the Dwelling is complete and that a warranty cover note has been "
              "issued; \u201cContract Rate\u201d means 4% per annum above the base rate of Lloyds Bank plc; "
              "\u201cDwelling\u201d means the four-bedroom house of approximately 176 sq m (1,894 sq ft) to be "
              "built on the Property to the design approved on 12th January 2026; \u201cPrice\u201d means "
              "\u00a3468,000.00; \u201cWarranty Provider\u201d means LABC Warranty.")
    para(doc, "2. AGREEMENT FOR SALE", bold=True)
    para(doc, "2.1 The Seller will sell and the Buyer will buy the Property, being Plot 9 on the Estate, for the Price "
              "with full title guarantee, and the Seller shall construct the Dwelling on it.")
    para(doc, "3. LEGAL PACK FEE", bold=True)
    para(doc, "3.1 On exchange the Buyer shall also pay the Seller's plot legal pack fee of \u00a3750 plus VAT "
              "(\u00a3900.00 in total). The fee is not part of the Price and is not refundable.")
    para(doc, "4. THE PRICE AND STAGE PAYMENTS", bold=True)
    para(doc, "4.1 The Buyer shall pay the Price to the Seller's Conveyancer by electronic transfer of cleared funds "
              "in the following stages:")
    docx_table(doc, ["Stage", "Trigger", "Amount"],
               [[r.label, d_ord(r.due) if r.due else r.get("when"), "\u00a3" + us(r.amount)] for r in R]
               + [["Total", "", "\u00a3" + us(price)]],
               widths=[1.7, 3.5, 1.3], bold_rows=(len(R),))
    para(doc, "")
    para(doc, "4.2 The Seller's Conveyancer shall send the Buyer's Conveyancer a copy of the Warranty Provider's "
              "certificate for each certified stage; the stage payment is then due within 10 working days.")
    para(doc, "4.3 Time shall be of the essence for each stage payment. Late payments bear interest at the Contract "
              "Rate.")
    para(doc, "4.4 The Buyer is exempt from the Community Infrastructure Levy under the self-build exemption "
              "(estimated saving \u00a318,760). The Seller offers a kitchen upgrade allowance of \u00a35,000, which "
              "is included in the Price.")
    para(doc, "5. RESCISSION", bold=True)
    para(doc, "5.1 If the Dwelling is not completed by 30th September 2027 either party may rescind this Contract "
              "by written notice, whereupon all stage payments made shall be repaid to the Buyer within 14 days.")
    para(doc, "6. GOVERNING LAW", bold=True)
    para(doc, "This Contract and any dispute arising out of it shall be governed by the law of England and Wales.")
    execution(doc, "WENSUM CUSTOM HOMES LIMITED", ["RICHARD PETER ELLISON", "AMELIA ROSE ELLISON"])
    save_docx(doc, stem)
    write_expected(stem, [fee] + R)
    return stem


def main():
    for f in (u1_york_pence, u2_manchester_merged_title, u3_norfolk_custom_build):
        print("wrote", f())


if __name__ == "__main__":
    main()
