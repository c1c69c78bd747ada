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
# egypt_text_r6
# ===========================================================================

def e1_sheikh_zayed_sections():
    stem = "01_sheikh_zayed_twin_house_semiannual_sections_dated_deposit"
    price = 14400000
    start = dt(2026, 6, 1)
    R = [Row("Down payment", pct=10, price=price, due=start, label="Down payment (10%)")]
    for i in range(12):
        R.append(Row("Semi-annual instalment %d" % (i + 1), amount=1080000,
                     due=add_months(dt(2026, 12, 1), 6 * i), post=(i >= 8)))
    dep = Row("Maintenance deposit", pct=7, price=price, fee=True, due=dt(2030, 6, 1))
    check_total(R, price)
    assert sum(r.amount for r in R) == price
    W = [6, 34, 18, 16]
    lines = [aligned([["No.", "Payment", "Due date", "Amount (EGP)"]], W, "lllr"), ""]
    n = 1
    for r in R:
        if r.desc == "Semi-annual instalment 1":
            lines += ["", "      A. Instalments payable before delivery"]
        if r.desc == "Semi-annual instalment 9":
            lines += ["", "      B. Instalments payable after delivery of the Unit"]
        lines.append(aligned([[str(n), r.label, d_slash(r.due), eu(r.amount)]], W, "lllr"))
        n += 1
    lines += ["", aligned([["", "Total Price", "", eu(price)]], W, "lllr")]
    sched = "\n".join(lines)
    t = []
    t.append("PRELIMINARY CONTRACT OF SALE OF A TWIN HOUSE")
    t.append("Zayed Dunes Compound - Beverly Hills Road - Sheikh Zayed City - Giza")
    t.append("")
    t.append("Contract No.: ZD/TW-118/2026")
    t.append("Customer code: 55204")
    t.append("")
    t.append(wrap("This contract is made and entered into in Sheikh Zayed City on Monday 01.06.2026 by and "
                  "between:"))
    t.append("")
    t.append(wrap("1. DUNES CREST FOR URBAN DEVELOPMENT S.A.E., an Egyptian joint stock company governed by "
                  "Law No. 159 of 1981, registered in the Commercial Register of Giza under No. 90417, with "
                  "its registered office at Building 3, Arkan Plaza, 26th of July Corridor, Sheikh Zayed "
                  "City, represented herein by Eng. Sherif Adel Mansour in his capacity as Vice Chairman "
                  "(hereinafter the \"Seller\" or the \"First Party\"); and", indent="", subsequent="   "))
    t.append("")
    t.append(wrap("2. Mrs. DINA HESHAM ABOU EL-ELA, Egyptian national, holder of National ID No. "
                  "28309120104478, residing at 17 Mosaddak Street, Dokki, Giza, mobile 0122 507 3391 "
                  "(hereinafter the \"Purchaser\" or the \"Second Party\").", subsequent="   "))
    t.append("")
    t.append("PREAMBLE")
    t.append("")
    t.append(wrap("Whereas the Seller holds the plot of land No. 27 of the extension of Sheikh Zayed City, "
                  "with a total area of 61.300 m2, allocated to it by the New Urban Communities Authority "
                  "under the allocation contract dated 14.03.2021, and is developing thereon a gated "
                  "residential compound known as \"Zayed Dunes\"; and whereas the Purchaser has inspected "
                  "the layout and specifications of the unit described below and wishes to purchase it, the "
                  "two parties, having full legal capacity, have agreed as follows:"))
    t.append("")
    t.append("Article (1) - Preamble")
    t.append("The above preamble and the annexes listed in Article (11) form an integral part of this contract.")
    t.append("")
    t.append("Article (2) - Subject of the Sale")
    t.append(wrap("The Seller sells to the Purchaser, who accepts, the twin house No. TW-118 (model "
                  "\"Jasmine\") located on land parcel No. 118 of Phase 3 of the compound, with a land area "
                  "of approximately 310 m2, a built-up area of approximately 265 m2 and a private garden of "
                  "approximately 140 m2. A difference of up to 3% in the areas shall not give rise to any "
                  "adjustment of the price."))
    t.append("")
    t.append("Article (3) - Price")
    t.append(wrap("The total price of the unit is %s EGP (fourteen million four hundred thousand Egyptian "
                  "Pounds), equivalent to approximately 54.339,62 EGP per square metre of built-up area. A "
                  "second covered garage may be purchased under a separate contract for 350.000,00 EGP; it is "
                  "not part of this contract." % eu(price)))
    t.append("")
    t.append("Article (4) - Method of Payment")
    t.append(wrap("4.1 The Purchaser shall pay the price in accordance with the following schedule. The "
                  "down payment is paid on the date of this contract by bank transfer; the semi-annual "
                  "instalments are evidenced by twelve (12) post-dated cheques drawn on Banque Misr, Dokki "
                  "branch, delivered to the Seller on signature."))
    t.append("")
    t.append("SCHEDULE OF PAYMENTS")
    t.append("")
    t.append(sched)
    t.append("")
    t.append(wrap("4.2 The twelve (12) semi-annual instalments are equal instalments of 1.080.000,00 EGP "
                  "each. Delivery of the unit is scheduled at the end of the eighth instalment period; "
                  "instalments 9 to 12 remain payable after delivery on their stated dates, and the Seller "
                  "retains title until the last cheque is honoured."))
    t.append(wrap("4.3 Payment of any instalment shall only be deemed made when the corresponding cheque is "
                  "collected."))
    t.append("")
    t.append("Article (5) - Maintenance Deposit")
    t.append(wrap("In addition to the price, the Purchaser shall pay a maintenance deposit equal to 7%% of the "
                  "total price, i.e. %s EGP, on 01.06.2030 together with the eighth semi-annual "
                  "instalment, by a separate cheque delivered on signature. The deposit is held in a "
                  "separate account for the maintenance of the common areas of the compound. It does not "
                  "form part of the price and is not refundable." % eu(dep.amount)))
    t.append("")
    t.append("Article (6) - Delay in Payment")
    t.append(wrap("6.1 Any delay in paying an instalment shall entitle the Seller to a delay charge of 1,5% "
                  "per month on the late amount."))
    t.append(wrap("6.2 If the Purchaser fails to pay two (2) consecutive instalments, the Seller may, fifteen "
                  "(15) days after a notice by registered letter, consider this contract rescinded and "
                  "refund the amounts paid after deducting 10% of the total price within ninety (90) days "
                  "from the resale of the unit."))
    t.append("")
    t.append("Article (7) - Delivery")
    t.append(wrap("7.1 The Seller undertakes to deliver the unit, with finished facades and core and shell "
                  "interiors, within forty-eight (48) months from the date of this contract, with a grace "
                  "period of six (6) months."))
    t.append(wrap("7.2 If delivery is delayed beyond the grace period for reasons attributable to the "
                  "Seller, the Seller shall pay the Purchaser compensation of 0,5% of the amounts paid for "
                  "each month of delay, up to a maximum of 5%."))
    t.append("")
    t.append("Article (8) - Use and Alterations")
    t.append(wrap("The unit is for residential use only. No alteration of the facades or additional floor "
                  "is permitted without the written consent of the Seller and the competent authority."))
    t.append("")
    t.append("Article (9) - Transfer of Title")
    t.append(wrap("The Seller shall register the unit in the name of the Purchaser once the compound is "
                  "registered and the price is paid in full."))
    t.append("")
    t.append("Article (10) - Disputes")
    t.append(wrap("This contract is governed by Egyptian law. Disputes shall be referred to the courts of "
                  "Giza."))
    t.append("")
    t.append("Article (11) - Annexes and Copies")
    t.append(wrap("Annex (1) layout plan; Annex (2) specifications; Annex (3) compound regulations. Made in "
                  "three (3) original copies."))
    t.append("")
    t.append(aligned([["First Party (Seller)", "Second Party (Purchaser)"],
                      ["Dunes Crest for Urban Development S.A.E.", "Dina Hesham Abou El-Ela"],
                      ["Signature: ______________________", "Signature: ______________________"]],
                     [54, 40], "ll"))
    write_text(stem, "\n".join(t))
    write_expected(stem, R + [dep])
    return stem


def e2_mostakbal_dashed_cumulative():
    stem = "02_mostakbal_city_dashed_cumulative_column_club_fee_first"
    price = 7200000
    club = Row("Club membership fee", amount=150000, fee=True, due=dt(2026, 9, 15))
    R = [Row("Down payment", pct=5, price=price, when="On signing"),
         Row("Second down payment", pct=5, price=price, due=dt(2026, 8, 15))]
    for i in range(16):
        R.append(Row("Instalment %d/16" % (i + 1), pct="4.5", price=price,
                     due=add_months(dt(2026, 11, 15), 3 * i)))
    R.append(Row("Delivery payment", pct=18, price=price, when="On delivery"))
    dep = Row("Maintenance deposit", pct=6, price=price, fee=True)
    check_total(R, price)
    rows = []
    cum = Decimal(0)
    for i, r in enumerate(R):
        cum += r.pct
        rows.append(["%02d" % (i + 1), r.label, pc(r.pct, True) + "%", pc(cum, True) + "%",
                     d_dot(r.due) if r.due else r.get("when"), eu(r.amount)])
    tbl = ascii_table(["#", "Payment", "Share", "Cumulative", "Due date", "EGP"], rows, "llrrlr",
                      footer=["", "Total contract price", "100%", "", "", eu(price)])
    t = []
    t.append("CONTRACT FOR THE SALE OF A RESIDENTIAL APARTMENT")
    t.append("\"Aurora Gardens\" - Mostakbal City, New Cairo")
    t.append("")
    t.append("Ref.: AG/APT/B7-0304" + " " * 53 + "Date: 20.05.2026")
    t.append("")
    t.append("The undersigned:")
    t.append("")
    t.append(wrap("(A) AURORA URBAN DEVELOPMENT S.A.E., registered in the Commercial Register of the "
                  "Investment Office under No. 214470, with offices at Building 11, Mostakbal City "
                  "Business District, represented by Ms. Nahla Fathy Zaki, Sales Director (\"the "
                  "Developer\");", subsequent="    "))
    t.append("")
    t.append(wrap("(B) Mr. AHMED MOSTAFA EL-SHARKAWY, Egyptian, National ID No. 29002180100833, residing at "
                  "44 Abbas El-Akkad Street, Nasr City, Cairo (\"the Purchaser\");", subsequent="    "))
    t.append("")
    t.append("have agreed as follows.")
    t.append("")
    t.append("1. RECITALS")
    t.append(wrap("1.1 The Developer owns plot R2-14 in Mostakbal City, with an area of 42.600 m2, under a "
                  "contract with the Mostakbal City authority dated 09.09.2022, on which it is building the "
                  "\"Aurora Gardens\" compound.", subsequent="    "))
    t.append(wrap("1.2 The Purchaser wishes to purchase an apartment for his family's residence.",
                  subsequent="    "))
    t.append("")
    t.append("2. THE UNIT")
    t.append(wrap("Apartment No. 304, third floor, building B7, net area 138 m2, gross area 162 m2, with one "
                  "(1) reserved parking space (No. B7-22). The apartment is delivered fully finished "
                  "without air-conditioning units."))
    t.append("")
    t.append("3. CLUB MEMBERSHIP")
    t.append(wrap("3.1 Ownership of the unit includes membership of the Aurora Club. The Purchaser shall pay, "
                  "in addition to the price, a one-time club membership fee of EGP 150.000, due on "
                  "15/09/2026.", subsequent="    "))
    t.append(wrap("3.2 Annual club subscriptions (currently EGP 9.500 per family) start from the opening of "
                  "the club and are not governed by this contract.", subsequent="    "))
    t.append("")
    t.append("4. PRICE")
    t.append(wrap("The price of the unit is %s EGP (seven million two hundred thousand Egyptian Pounds), "
                  "i.e. approximately 44.444,44 EGP per m2 of gross area. A discount of 15%% would have "
                  "applied to a full cash payment; the Purchaser has chosen the instalment plan below." %
                  eu(price)))
    t.append("")
    t.append("5. PAYMENT TERMS")
    t.append("5.1 The Purchaser shall pay the price in the following instalments:")
    t.append("")
    t.append(tbl)
    t.append("")
    t.append(wrap("5.2 The \"Cumulative\" column shows, for information only, the share of the price paid "
                  "once each payment has been made. Instalments 03 to 18 are quarterly instalments falling "
                  "due on the 15th day of the relevant month; the Purchaser has handed the Developer sixteen "
                  "(16) cheques drawn on Arab African International Bank covering them.",
                  subsequent="    "))
    t.append(wrap("5.3 The delivery payment is due on the date set in the Developer's delivery notice and is "
                  "a condition of delivery.", subsequent="    "))
    t.append("")
    t.append("6. MAINTENANCE DEPOSIT")
    t.append(wrap("A maintenance deposit of six percent (6%%) of the price, being %s EGP, is payable by the "
                  "Purchaser on delivery, in addition to the price." % eu(dep.amount)))
    t.append("")
    t.append("7. DEFAULT")
    t.append(wrap("7.1 Late payment of any amount attracts a penalty of 1,25% per month of delay.",
                  subsequent="    "))
    t.append(wrap("7.2 If any instalment remains unpaid for more than ninety (90) days, the Developer may "
                  "terminate this contract by written notice; 10% of the price shall then be forfeited and "
                  "the rest of the paid amounts refunded within one hundred and eighty (180) days.",
                  subsequent="    "))
    t.append("")
    t.append("8. DELIVERY")
    t.append(wrap("The unit shall be delivered within forty-eight (48) months from the date of this "
                  "contract, with a grace period of six (6) months. Service charges, estimated at EGP 40 per "
                  "m2 per year, are payable from delivery and are not part of this contract."))
    t.append("")
    t.append("9. DISPUTES")
    t.append("Egyptian law applies. The courts of New Cairo shall have jurisdiction.")
    t.append("")
    t.append("10. ORIGINALS")
    t.append("Made in two (2) originals, one for each party.")
    t.append("")
    t.append(aligned([["For the Developer", "For the Purchaser"],
                      ["Nahla Fathy Zaki", "Ahmed Mostafa El-Sharkawy"]], [51, 40], "ll"))
    write_text(stem, "\n".join(t))
    write_expected(stem, [club] + R + [dep])
    return stem


def e3_sokhna_interleaved_annual():
    stem = "03_ain_sokhna_chalet_quarterly_and_annual_interleaved"
    price = 6000000
    R = [Row("Down payment", pct=10, price=price, due=dt(2026, 7, 1),
             label="Down payment - 10% of the Price")]
    q = [Row("Quarterly instalment No. %d" % (i + 1), amount=250000,
             due=add_months(dt(2026, 10, 1), 3 * i)) for i in range(12)]
    a = [Row("Annual payment No. %d" % (i + 1), amount=500000, due=dt(2027 + i, 1, 1)) for i in range(3)]
    merged = sorted(q + a, key=lambda r: (r.due, r.desc.startswith("Annual")))
    R += merged
    R.append(Row("Delivery payment", pct=15, price=price, when="On delivery",
                 label="Delivery payment - 15% of the Price"))
    check_total(R, price)
    assert sum(r.amount for r in R) == price
    fees = [Row("Maintenance deposit", pct=5, price=price, fee=True),
            Row("Contract authentication fees", amount=18500, fee=True)]
    W = [6, 38, 17, 17]
    lines = [aligned([["Ser.", "Instalment", "Due on", "EGP"]], W, "lllr"),
             aligned([["----", "-" * 34, "-" * 10, "-" * 12]], W, "lllr")]
    for i, r in enumerate(R):
        lines.append(aligned([[str(i), r.label, d_slash(r.due) if r.due else r.get("when"),
                               eu(r.amount)]], W, "lllr"))
    lines.append(aligned([["", "", "", "-" * 12]], W, "lllr"))
    lines.append(aligned([["", "Total", "", eu(price)]], W, "lllr"))
    t = []
    t.append(center("BLUE HORIZON - AIN SOKHNA"))
    t.append(center("Sea View Chalets - Km 58, Galala Road - Chalet Contract"))
    t.append("")
    t.append(center("CONTRACT OF SALE No. 2026/CH-C3-27"))
    t.append("")
    t.append(wrap("On Wednesday 01/07/2026, at the offices of Blue Horizon Resorts S.A.E. in Heliopolis, "
                  "this contract was concluded between:"))
    t.append("")
    t.append(wrap("FIRST: BLUE HORIZON RESORTS S.A.E., Commercial Register No. 163318 Cairo, head office at "
                  "12 El-Thawra Street, Heliopolis, Cairo, represented by Mr. Ramy Samir Tadros, Contracts "
                  "Manager, under a power of attorney No. 2211 letter (A) of 2025 - Heliopolis Notarisation "
                  "Office (hereinafter the \"Seller\")."))
    t.append("")
    t.append(wrap("SECOND: Mr. Karim Wael Hegazy, Egyptian, National ID No. 28811050102291, residing at 6 "
                  "Street 9, Maadi, Cairo (hereinafter the \"Purchaser\")."))
    t.append("")
    t.append("PRELIMINARY STATEMENT")
    t.append(wrap("The Seller is the developer of \"Blue Horizon\", a tourist resort built on 38 feddans at "
                  "Km 58 of the Galala Road, Ain Sokhna, under a land contract dated 30/10/2019 and building "
                  "licence No. 88 of 2024. The Purchaser wishes to acquire a chalet in the resort and the "
                  "Seller accepts to sell it on the terms below."))
    t.append("")
    t.append("ARTICLE 1 - UNIT")
    t.append(wrap("Chalet No. C3-27, ground floor with private garden, block C3, built-up area 111 m2, "
                  "garden of about 45 m2, delivered fully finished with kitchen and air-conditioning units. "
                  "The unit is shown on the site plan (Appendix A)."))
    t.append("")
    t.append("ARTICLE 2 - PRICE")
    t.append(wrap("The price is EGP 6.000.000 (six million Egyptian Pounds), i.e. about EGP 54.054,05 per m2 "
                  "of built-up area. A cash discount of 12% is available only for payment in full within "
                  "thirty days and does not apply to this contract."))
    t.append("")
    t.append("ARTICLE 3 - PAYMENT OF THE PRICE")
    t.append(wrap("3.1 The price shall be paid as follows: a down payment of ten percent (10%) on the date "
                  "of this contract, twelve (12) equal quarterly instalments of EGP 250.000 each, three (3) "
                  "annual payments of EGP 500.000 each falling due every first of January, and a delivery "
                  "payment of fifteen percent (15%), in accordance with the schedule below."))
    t.append("")
    t.append(lines[0])
    t += lines[1:]
    t.append("")
    t.append(wrap("3.2 Where a quarterly instalment and an annual payment fall due on the same day, they are "
                  "paid by two separate cheques. All cheques are drawn on Commercial International Bank."))
    t.append("")
    t.append("ARTICLE 4 - CHARGES PAYABLE IN ADDITION TO THE PRICE")
    t.append(wrap("4.1 The Purchaser shall pay a maintenance deposit of five percent (5%%) of the price, i.e. "
                  "EGP %s, on delivery of the chalet." % eu(fees[0].amount)))
    t.append(wrap("4.2 The Purchaser shall further pay, on signature, contract authentication fees (sehat "
                  "tawqee) of EGP 18.500 covering the proceedings before the court."))
    t.append("")
    t.append("ARTICLE 5 - DEFAULT")
    t.append(wrap("5.1 A delay in payment exceeding fifteen (15) days entails a penalty of 1,5% of the delayed "
                  "amount for each month or part of a month."))
    t.append(wrap("5.2 Non-payment of three (3) instalments entitles the Seller to cancel the contract. Upon "
                  "cancellation the Seller keeps 10% of the paid amounts and refunds the remainder within six "
                  "(6) months."))
    t.append("")
    t.append("ARTICLE 6 - DELIVERY")
    t.append(wrap("Delivery shall take place within thirty-six (36) months from the date of this contract. "
                  "Any delay attributable to the Seller entitles the Purchaser to EGP 15.000 per month, up to "
                  "twelve (12) months."))
    t.append("")
    t.append("ARTICLE 7 - RESORT OPERATION")
    t.append(wrap("From delivery the Purchaser pays the annual resort service charges set by the operator, "
                  "estimated for 2026 at EGP 60 per m2. A beach access card costs EGP 5.000 per season and is "
                  "optional."))
    t.append("")
    t.append("ARTICLE 8 - GOVERNING LAW")
    t.append("Egyptian law applies. The courts of Cairo shall have exclusive jurisdiction.")
    t.append("")
    t.append(aligned([["The Seller", "The Purchaser"], ["Ramy Samir Tadros", "Karim Wael Hegazy"]],
                     [58, 30], "ll"))
    write_text(stem, "\n".join(t))
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (e1_sheikh_zayed_sections, e2_mostakbal_dashed_cumulative, e3_sokhna_interleaved_annual):
        print("wrote", f())


if __name__ == "__main__":
    main()
