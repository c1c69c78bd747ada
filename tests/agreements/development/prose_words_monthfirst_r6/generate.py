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
# prose_words_monthfirst_r6
# ===========================================================================

def head(title, sub):
    return [center(title), "", center(sub), ""]


def item(letter, text):
    return wrap("(%s) %s" % (letter, text), indent="    ", subsequent="    ")


def w1_los_cabos():
    stem = "01_los_cabos_presale_monthly_series_amounts_in_words"
    price = 390000
    R = [Row("Reservation Deposit", amount=10000),
         Row("Down Payment", amount=68000, due=dt(2026, 5, 1))]
    R += series("Construction Installment", 18, dt(2026, 6, 1), 1, amount=6500)
    R.append(Row("Balance at Closing", pct=50, price=price))
    assert sum(r.amount for r in R) == price
    fees = [Row("Acquisition Tax", pct=2, price=price, fee=True),
            Row("Bank Trust Setup Fee", amount=1200, fee=True)]
    t = head("PRE-SALE PURCHASE AGREEMENT", "Casa Arrecife Residences - Cabo San Lucas, Baja California Sur, Mexico")
    t.append(wrap("THIS PRE-SALE PURCHASE AGREEMENT (this \"Agreement\") is entered into as of March 9, 2026 "
                  "(the \"Effective Date\") by and between DESARROLLOS ARRECIFE DEL PACIFICO, S.A. DE C.V., a "
                  "Mexican corporation, RFC DAP190822KT4, having its office at Boulevard Lazaro Cardenas 1502, "
                  "Cabo San Lucas, B.C.S. 23450 (\"Seller\"), and ROBERT J. HALVORSEN and KAREN L. HALVORSEN, "
                  "residing at 7710 Cedar Ridge Court, Boise, Idaho 83709 (together, \"Buyer\")."))
    t.append("\n")
    t.append("1. THE UNIT")
    t.append("")
    t.append(wrap("1.1 Seller agrees to sell and Buyer agrees to buy, through a bank trust (fideicomiso) to be "
                  "established with Banco del Noroeste, S.A. as trustee, Unit 3-204 (the \"Unit\") of Casa "
                  "Arrecife Residences, a condominium under construction on Lot 14, Block 7, Fraccionamiento "
                  "El Tezal, with approximately 1,460 square feet of interior area and a terrace of 385 square "
                  "feet."))
    t.append("")
    t.append(wrap("1.2 Delivery. Seller estimates that the Unit will be substantially complete on or about "
                  "December 31, 2027. Closing shall occur within thirty (30) days after Seller's notice of "
                  "completion."))
    t.append("\n")
    t.append("2. PURCHASE PRICE AND PAYMENT")
    t.append("")
    t.append(wrap("2.1 Purchase Price. The purchase price of the Unit is Three Hundred Ninety Thousand US Dollars "
                  "(USD 390,000) (the \"Purchase Price\"). For reference only, the peso equivalent on the "
                  "Effective Date was MXN 6,708,000 at MXN 17.20 per US Dollar."))
    t.append("")
    t.append(wrap("2.2 Payment. Buyer shall pay the Purchase Price as follows:"))
    t.append("")
    t.append(item("a", "Reservation Deposit: Ten Thousand US Dollars, paid upon Buyer's execution of this "
                       "Agreement, which shall be credited toward the Purchase Price;"))
    t.append("")
    t.append(item("b", "Down Payment: Sixty-Eight Thousand US Dollars, on or before May 1, 2026;"))
    t.append("")
    t.append(item("c", "Construction Installments: eighteen (18) consecutive monthly installments of Six "
                       "Thousand Five Hundred US Dollars each, the first on June 1, 2026 and the remaining "
                       "installments on the first day of each following month through and including November "
                       "1, 2027; and"))
    t.append("")
    t.append(item("d", "Balance: the balance of the Purchase Price, being fifty percent (50%), at Closing, by "
                       "wire transfer to the trustee bank."))
    t.append("")
    t.append(wrap("2.3 Late Charge. Any payment received more than ten (10) days after its due date shall bear "
                  "a late charge of five percent (5%) of the amount due."))
    t.append("")
    t.append(wrap("2.4 Closing Costs. In addition to the Purchase Price, Buyer shall pay (a) the real estate "
                  "acquisition tax (ISABI) of two percent (2%) of the Purchase Price at Closing; and (b) a bank "
                  "trust setup fee of One Thousand Two Hundred US Dollars upon execution of this Agreement. "
                  "The annual trust fee charged by the trustee after Closing is Buyer's responsibility and is "
                  "not governed by this Agreement."))
    t.append("\n")
    t.append("3. RENTAL PROGRAM")
    t.append("")
    t.append(wrap("3.1 Buyer may place the Unit in Seller's rental program, under which Buyer would receive "
                  "fifty-five percent (55%) of net rental revenues. Homeowners' association fees are estimated "
                  "at USD 0.40 per square foot per month."))
    t.append("\n")
    t.append("4. DEFAULT")
    t.append("")
    t.append(wrap("4.1 If Buyer fails to make any payment within thirty (30) days after written notice, Seller "
                  "may terminate this Agreement and retain twenty-five percent (25%) of the amounts paid as "
                  "liquidated damages. 4.2 If Seller fails to deliver the Unit by June 30, 2028, Buyer may "
                  "terminate and receive a refund of all amounts paid with interest at six percent (6%) per "
                  "annum."))
    t.append("\n")
    t.append("5. GOVERNING LAW")
    t.append("")
    t.append(wrap("5.1 This Agreement shall be governed by the federal laws of Mexico and the laws of the State "
                  "of Baja California Sur. Disputes shall be submitted to the courts of La Paz, B.C.S."))
    t.append("")
    t.append(wrap("SELLER: ______________ By: Mariana Cota Villalobos, Legal Representative.   BUYER: "
                  "______________ Robert J. Halvorsen   ______________ Karen L. Halvorsen"))
    write_text(stem, "\n".join(t))
    write_expected(stem, R + fees)
    return stem


def w2_honolulu():
    stem = "02_honolulu_condo_deposits_mixed_percent_and_words"
    price = 1850000
    R = [Row("Initial Deposit", pct=5, price=price),
         Row("Second Deposit", amount=92500, due=dt(2026, 6, 30)),
         Row("Third Deposit", pct=10, price=price, due=dt(2027, 1, 15)),
         Row("Balance at Closing", pct=80, price=price)]
    assert sum(r.amount for r in R) == price
    fees = [Row("Start-Up Fee", amount=3400, fee=True),
            Row("Escrow Fee", amount=1250, fee=True)]
    t = head("CONDOMINIUM RESERVATION AND SALES CONTRACT", "Kaimana Pointe, a Condominium Project - Honolulu, Hawaii")
    t.append(wrap("THIS SALES CONTRACT (this \"Contract\") is made as of February 16, 2026 (the \"Effective "
                  "Date\") by KAIMANA POINTE PARTNERS, LLC, a Hawaii limited liability company, with offices at "
                  "1001 Bishop Street, Suite 2200, Honolulu, Hawaii 96813 (\"Seller\"), and DAVID K. NAKAMURA "
                  "and EMILY S. NAKAMURA, residing at 2245 Laukahi Street, Honolulu, Hawaii 96821 (together, "
                  "\"Buyer\")."))
    t.append("\n")
    t.append("SECTION 1. THE APARTMENT")
    t.append("")
    t.append(wrap("1.1 Seller agrees to sell and Buyer agrees to buy Apartment 2907 (the \"Apartment\") of Kaimana "
                  "Pointe (the \"Project\"), together with the appurtenant common interest of 0.4127% and the "
                  "exclusive use of parking stalls 412 and 413. The Apartment contains approximately 1,620 "
                  "square feet of interior area and a lanai of 210 square feet. 1.2 Buyer acknowledges receipt "
                  "of the Developer's Public Report for the Project, effective 02/11/2026."))
    t.append("\n")
    t.append("SECTION 2. PRICE AND DEPOSITS")
    t.append("")
    t.append(wrap("2.1 Purchase Price. The total purchase price for the Apartment is One Million Eight Hundred "
                  "Fifty Thousand Dollars (the \"Purchase Price\"), payable as follows:"))
    t.append("")
    t.append(item("a", "Initial Deposit. Upon Buyer's execution of this Contract, five percent (5%) of the "
                       "Purchase Price;"))
    t.append("")
    t.append(item("b", "Second Deposit. On or before June 30, 2026, Ninety-Two Thousand Five Hundred Dollars;"))
    t.append("")
    t.append(item("c", "Third Deposit. On or before January 15, 2027, ten percent (10%) of the Purchase Price; "
                       "and"))
    t.append("")
    t.append(item("d", "Balance. The balance of the Purchase Price, being eighty percent (80%), at Closing, in "
                       "cash or from the proceeds of Buyer's mortgage loan."))
    t.append("")
    t.append(wrap("2.2 Escrow. All deposits shall be paid to Island Title & Escrow Company (\"Escrow\") and held "
                  "in accordance with Chapter 514B, Hawaii Revised Statutes. Interest on deposits shall be "
                  "credited to Seller."))
    t.append("")
    t.append(wrap("2.3 Buyer's Closing Costs. At Closing Buyer shall pay, in addition to the Purchase Price, (i) a "
                  "non-refundable start-up fee equal to two months of maintenance fees, being Three Thousand "
                  "Four Hundred Dollars, to the association of apartment owners; and (ii) Escrow's fee of One "
                  "Thousand Two Hundred Fifty Dollars. Seller shall pay the conveyance tax and one-half of the "
                  "recording fees."))
    t.append("")
    t.append(wrap("2.4 Maintenance Fees. The estimated monthly maintenance fee for the Apartment is One Thousand "
                  "Seven Hundred Dollars, commencing on the date Escrow closes."))
    t.append("\n")
    t.append("SECTION 3. COMPLETION AND CLOSING")
    t.append("")
    t.append(wrap("3.1 Seller estimates completion of the Project by August 31, 2028. If the Apartment is not "
                  "completed by 08/31/2030, Buyer may cancel this Contract and receive a refund of all "
                  "deposits."))
    t.append("\n")
    t.append("SECTION 4. DEFAULT")
    t.append("")
    t.append(wrap("4.1 If Buyer fails to pay any deposit when due, Seller may cancel this Contract and retain "
                  "the deposits paid up to ten percent (10%) of the Purchase Price as liquidated damages; "
                  "unpaid sums bear interest at ten percent (10%) per annum."))
    t.append("\n")
    t.append("SECTION 5. RIGHT TO CANCEL; LAW")
    t.append("")
    t.append(wrap("5.1 BUYER MAY CANCEL THIS CONTRACT AT ANY TIME WITHIN THIRTY (30) DAYS AFTER RECEIPT OF THE "
                  "DEVELOPER'S PUBLIC REPORT. 5.2 This Contract is governed by the laws of the State of "
                  "Hawaii."))
    t.append("")
    t.append(wrap("SELLER: Kaimana Pointe Partners, LLC, By: ______________, Name: Leilani M. Akana, Title: "
                  "Authorized Signatory. BUYER: ______________ David K. Nakamura ______________ Emily S. "
                  "Nakamura."))
    write_text(stem, "\n".join(t))
    write_expected(stem, R + fees)
    return stem


def w3_bali():
    stem = "03_bali_villa_annual_post_handover_words_only_stage"
    price = 640000
    R = [Row("First Installment", pct=25, price=price),
         Row("Second Installment", pct=15, price=price, due=dt(2026, 7, 31)),
         Row("Third Installment", amount=96000),
         Row("Handover Installment", pct=25, price=price),
         Row("Post-Handover Installment 1 of 2", pct=10, price=price, due=dt(2028, 9, 30), post=True),
         Row("Post-Handover Installment 2 of 2", pct=10, price=price, due=dt(2029, 9, 30), post=True)]
    assert sum(r.amount for r in R) == price
    fees = [Row("Notary and Lease Registration Fee", pct=1, price=price, fee=True),
            Row("Property Management Onboarding Fee", amount=2500, fee=True)]
    t = head("VILLA LEASEHOLD PURCHASE AGREEMENT", "Batu Bolong Cliff Villas - Canggu, Bali, Indonesia")
    t.append(wrap("This Villa Leasehold Purchase Agreement (this \"Agreement\") is made as of April 6, 2026 by "
                  "and between PT SAMUDRA TEBING PROPERTI, an Indonesian limited liability company (PT PMA), "
                  "NIB 0220301884412, of Jalan Pantai Batu Bolong No. 88, Canggu, Badung, Bali (\"Developer\"), "
                  "and MARK ANTHONY DELANEY and SOFIA DELANEY, residents of 1450 Alder Street, Portland, Oregon "
                  "97205 (collectively, \"Purchaser\")."))
    t.append("\n")
    t.append("SECTION 1. DEFINITIONS")
    t.append("")
    t.append(wrap("1.1 \"Villa\" means Villa 7, Batu Bolong Cliff Villas, on land certificate (SHM) No. "
                  "04412/Canggu, with a land area of approximately 3.2 are (320 square meters) and a built-up "
                  "area of approximately 2,150 square feet. 1.2 \"Lease Term\" means thirty (30) years from "
                  "Handover, extendable once by twenty (20) years. 1.3 \"Handover\" means delivery of the "
                  "completed Villa to Purchaser, which Developer anticipates on or before June 30, 2028. 1.4 "
                  "\"Project Architect\" means Studio Karang Arsitek, License No. 51.03.1142."))
    t.append("\n")
    t.append("SECTION 4. PURCHASE PRICE")
    t.append("")
    t.append(wrap("4.1 The purchase price for the leasehold interest in the Villa is Six Hundred Forty Thousand "
                  "US Dollars (USD 640,000) (the \"Purchase Price\"), payable in US Dollars or in Indonesian "
                  "Rupiah at the Bank Indonesia reference rate on the payment date."))
    t.append("\n")
    t.append("SECTION 5. PAYMENT TERMS")
    t.append("")
    t.append(wrap("5.1 Purchaser shall pay the Purchase Price in the following installments:"))
    t.append("")
    t.append(item("a", "First Installment: twenty-five percent (25%) of the Purchase Price, being One Hundred "
                       "Sixty Thousand US Dollars, upon signing of this Agreement;"))
    t.append("")
    t.append(item("b", "Second Installment: fifteen per cent of the Purchase Price on or before July 31, 2026;"))
    t.append("")
    t.append(item("c", "Third Installment: Ninety-Six Thousand US Dollars upon completion of the roof structure "
                       "of the Villa, as certified by the Project Architect;"))
    t.append("")
    t.append(item("d", "Handover Installment: twenty-five percent (25%) of the Purchase Price upon Handover; "
                       "and"))
    t.append("")
    t.append(item("e", "Post-Handover Installments: the remaining twenty percent (20%) of the Purchase Price in "
                       "two (2) annual installments of ten percent (10%) each, the first on September 30, 2028 "
                       "and the second on September 30, 2029."))
    t.append("")
    t.append(wrap("5.2 Purchaser shall deliver, before Handover, a bank guarantee or post-dated transfers "
                  "covering the Post-Handover Installments."))
    t.append("")
    t.append(wrap("5.3 In addition to the Purchase Price, Purchaser shall pay (a) the notary and lease "
                  "registration fee of one percent (1%) of the Purchase Price within thirty (30) days after "
                  "signing of this Agreement, and (b) a property management onboarding fee of Two Thousand "
                  "Five Hundred US Dollars upon Handover."))
    t.append("")
    t.append(wrap("5.4 Overdue amounts shall bear a delay charge of one percent (1%) per month until paid."))
    t.append("\n")
    t.append("SECTION 7. RENTAL GUARANTEE AND DEFAULT")
    t.append("")
    t.append(wrap("7.1 Developer guarantees Purchaser a net rental return of seven percent (7%) of the Purchase "
                  "Price per year for the first three (3) years after Handover, payable by Developer quarterly "
                  "in arrears. 7.2 Upon Purchaser's default, Developer may terminate this Agreement and retain "
                  "up to thirty percent (30%) of the amounts paid, refunding the balance within one hundred "
                  "eighty (180) days."))
    t.append("\n")
    t.append("SECTION 9. HANDOVER DELAY")
    t.append("")
    t.append(wrap("9.1 If Handover has not occurred by December 31, 2028, Purchaser shall receive compensation "
                  "equal to one-half of one percent (0.5%) of the amounts paid for each full month of delay."))
    t.append("\n")
    t.append("SECTION 12. GOVERNING LAW")
    t.append("")
    t.append(wrap("12.1 This Agreement is governed by the laws of the Republic of Indonesia. Disputes shall be "
                  "settled by arbitration at BANI in Denpasar."))
    t.append("")
    t.append("DEVELOPER: ______________   PURCHASER: ______________  ______________")
    write_text(stem, "\n".join(t))
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (w1_los_cabos, w2_honolulu, w3_bali):
        print("wrote", f())


if __name__ == "__main__":
    main()
