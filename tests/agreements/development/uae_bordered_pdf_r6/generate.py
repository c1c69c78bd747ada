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
# uae_bordered_pdf_r6
# ===========================================================================

def bordered_spa(S, P, sections):
    """Three-page bordered SPA. sections: list of (heading, [flowables]) for the price/fee/plan part,
    inserted after the unit table."""
    from reportlab.platypus import Paragraph, Spacer
    st = []
    st.append(Paragraph(P["title"], S["title"]))
    st.append(Paragraph(P["subtitle"], S["sub"]))
    st.append(Spacer(1, 6))
    st.append(Paragraph("This Agreement is made on <b>%s</b> between:" % P["date"], S["left"]))
    st.append(Paragraph(P["seller"], S["ind"]))
    st.append(Paragraph(P["buyer"], S["ind"]))
    st.append(Paragraph("RECITALS", S["h"]))
    st += clauses(S, P["recitals"], style="ind")
    n = 1
    st.append(Paragraph("%d. DEFINITIONS" % n, S["h"]))
    st.append(Paragraph("%d.1 In this Agreement: \"<b>Completion Date</b>\" means the date on which the Building is "
                        "certified complete by the competent authority; \"<b>Handover Date</b>\" means the date "
                        "stated in the Handover Notice; \"<b>Instalment</b>\" means each payment set out in the "
                        "Payment Plan; \"<b>Saleable Area</b>\" means the area of the Unit measured from the outer "
                        "face of external walls and the centre line of party walls; and \"<b>Unit Rate</b>\" means "
                        "the Purchase Price divided by the Saleable Area." % n, S["body"]))
    n += 1
    st.append(Paragraph("%d. THE UNIT AND THE PURCHASE PRICE" % n, S["h"]))
    st.append(Paragraph("%d.1 The Seller agrees to sell and the Purchaser agrees to buy the following Unit:" % n,
                        S["body"]))
    st.append(ptable(S, [["<b>%s</b>" % a, esc(b)] for a, b in P["unit_rows"]], [150, 349], header_rows=0,
                     shade_header=False))
    st.append(Spacer(1, 3))
    st.append(Paragraph("%d.2 %s" % (n, P["price_note"]), S["body"]))
    for heading, flow in sections:
        n += 1
        st.append(Paragraph("%d. %s" % (n, heading), S["h"]))
        for f in flow:
            st.append(Paragraph(f.replace("{n}", str(n)), S["body"]) if isinstance(f, str) else f)
    n += 1
    st.append(Paragraph("%d. DEFAULT BY THE PURCHASER" % n, S["h"]))
    st += clauses(S, [
        "%d.1 If the Purchaser fails to pay any Instalment or other sum due under this Agreement within thirty (30) "
        "days of its due date, the Seller may charge late payment compensation at the rate of %s per month on the "
        "overdue amount, calculated daily from the due date until the date of actual payment." % (n, P["late"]),
        "%d.2 Where the default continues, the Seller shall notify the %s and shall give the Purchaser not less "
        "than thirty (30) days' written notice to remedy the default." % (n, P["regulator"]),
        "%d.3 If the Purchaser fails to remedy the default within the notice period, the Seller may take the "
        "following measures according to the progress of the Project:" % n] + P["default"] + [
        "%d.4 Any refund due to the Purchaser shall be made within sixty (60) days from the date of resale of the "
        "Unit to a third party or one (1) year from the date of termination, whichever is earlier." % n])
    n += 1
    st.append(Paragraph("%d. CONSTRUCTION AND COMPLETION" % n, S["h"]))
    st += clauses(S, [
        "%d.1 The Seller shall construct the Project substantially in accordance with the Specifications in "
        "Schedule A. The anticipated Completion Date is %s. The Seller shall be entitled to an extension of up "
        "to twelve (12) months beyond the anticipated Completion Date without liability to the Purchaser." %
        (n, P["completion"]),
        "%d.2 Minor variations to the Unit, including a variation of the Saleable Area of up to five per cent "
        "(5%%), shall not entitle either Party to any adjustment of the Purchase Price. Where the final Saleable "
        "Area differs by more than five per cent (5%%), the Purchase Price shall be adjusted at the Unit Rate for "
        "the area in excess of that tolerance only." % n])
    n += 1
    st.append(Paragraph("%d. HANDOVER" % n, S["h"]))
    st += clauses(S, [
        "%d.1 The Seller shall give the Purchaser not less than thirty (30) days' written notice of the date on "
        "which the Unit is ready for handover (the \"Handover Notice\"). Handover is conditional upon payment in "
        "full of the Purchase Price and of all other sums due under this Agreement." % n,
        "%d.2 The Purchaser shall inspect the Unit within fourteen (14) days of the Handover Notice and notify the "
        "Seller of any snagging items, which the Seller shall rectify within a reasonable time." % n,
        "%d.3 Risk in the Unit passes to the Purchaser on the Handover Date. From that date the Purchaser shall "
        "pay the service charges levied by the owners association (currently estimated at %s per square foot per "
        "annum, which estimate is not binding)." % (n, P["sc"])])
    n += 1
    st.append(Paragraph("%d. DEFECTS" % n, S["h"]))
    st.append(Paragraph("%d.1 The Seller shall remedy any defect in the Unit notified within one (1) year of the "
                        "Handover Date, and shall remain liable for structural defects for a period of ten (10) "
                        "years from the date of the completion certificate." % n, S["body"]))
    n += 1
    st.append(Paragraph("%d. ASSIGNMENT" % n, S["h"]))
    st.append(Paragraph("%d.1 The Purchaser may not assign or transfer this Agreement before it has paid at least "
                        "%s of the Purchase Price and obtained the Seller's prior written consent." %
                        (n, P["assign"]), S["body"]))
    n += 1
    st.append(Paragraph("%d. GOVERNING LAW AND DISPUTES" % n, S["h"]))
    st += clauses(S, [
        "%d.1 This Agreement is governed by the laws of %s and the federal laws of the United Arab Emirates as "
        "applicable there. The courts of %s shall have exclusive jurisdiction." % (n, P["emirate"], P["courts"]),
        "%d.2 This Agreement is made in two (2) originals in English, one for each Party." % n])
    st.append(Paragraph("IN WITNESS WHEREOF the Parties have signed this Agreement on the date first written above.",
                        S["body"]))
    st.append(ptable(S, [["Signed for and on behalf of the Seller", "Signed by the Purchaser"],
                         ["Name: %s<br/>Title: Authorised Signatory<br/><br/>Signature: ______________________" %
                          P["signatory"], "Name: %s<br/><br/><br/>Signature: ______________________" % P["pur_name"]]],
                     [250, 249], grid=False, shade_header=False))
    return st


DUBAI_DEF = [
    "(a) where construction has exceeded eighty per cent (80%), the Seller may retain all amounts paid and claim "
    "the remaining balance of the Purchase Price, or request the sale of the Unit by public auction;",
    "(b) where construction is between sixty per cent (60%) and eighty per cent (80%), the Seller may terminate "
    "this Agreement and deduct not more than forty per cent (40%) of the Purchase Price;",
    "(c) where construction is below sixty per cent (60%), the Seller may terminate this Agreement and deduct not "
    "more than twenty-five per cent (25%) of the Purchase Price; and",
    "(d) where works have not commenced for reasons beyond the Purchaser's control, the Seller shall refund all "
    "amounts received from the Purchaser in full."]


def b1_meydan_fees_first_multiline():
    from reportlab.platypus import Spacer
    stem = "01_palmwood_crescent_fees_first_multiline_stage_cells_split_table"
    price = 2145000
    S = pdf_kit(serif=False, size=9)
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True, basis="4% of the Purchase Price"),
            Row("Oqood Registration Fee", amount=1150, fee=True, basis="Fixed (Interim Register)"),
            Row("Administration Fee", amount=3150, fee=True, basis="AED 3,000 + 5% VAT")]
    cert = "Within 14 days of the Consultant's certificate of %s completion"
    R = [Row("Down Payment", pct=10, price=price, when="On signing of this Agreement"),
         Row("Second Instalment", pct=10, price=price, due=dt(2026, 8, 20)),
         Row("On completion of 20% construction", pct=10, price=price, when=cert % "20%"),
         Row("Fourth Instalment", pct=10, price=price, due=dt(2027, 4, 20)),
         Row("On completion of 40% construction", pct=10, price=price, when=cert % "40%"),
         Row("On completion of 60% construction", pct=10, price=price, when=cert % "60%"),
         Row("Seventh Instalment", pct=10, price=price, due=dt(2028, 1, 20)),
         Row("On Handover", pct=30, price=price, when="On the Handover Date")]
    check_total(R, price)
    P = dict(title="AGREEMENT FOR SALE AND PURCHASE",
             subtitle="(Off-Plan Residential Unit) \u2014 Palmwood Crescent, Building 3, Meydan, Dubai",
             date="5 March 2026",
             seller="<b>(1) PALMWOOD CRESCENT DEVELOPMENTS L.L.C.</b>, a limited liability company registered in "
                    "Dubai under commercial licence No. 1066218, whose address is Office 1203, The Prism, Business "
                    "Bay, P.O. Box 214477, Dubai (the \"<b>Seller</b>\"); and",
             buyer="<b>(2) MRS. SVETLANA IGOREVNA MOROZOVA</b>, Russian national, holder of passport No. 76 "
                   "2210457, residing at Villa 41, Al Barari, Dubai (the \"<b>Purchaser</b>\").",
             recitals=["(A) The Seller is the registered developer of the residential building known as Palmwood "
                       "Crescent Building 3 (the \"Building\") on Plot No. 618-2204, Nad Al Sheba First, Meydan, "
                       "Dubai, registered with RERA under project number 3822.",
                       "(B) The Seller has opened escrow account No. 1003-772104-001 with Commercial Bank of Dubai "
                       "PSC for the Project in accordance with Law No. 8 of 2007.",
                       "(C) The Purchaser wishes to purchase the Unit off-plan and the Seller has agreed to sell it "
                       "on the terms of this Agreement."],
             unit_rows=[("Unit No.", "907 (9th floor)"),
                        ("Building / Plot", "Palmwood Crescent Building 3, Plot No. 618-2204, Meydan"),
                        ("Unit type", "Two-bedroom apartment with study and one covered parking bay (B1-207)"),
                        ("Saleable Area", "1,318.45 sq ft (122.49 sq m) approximately"),
                        ("Unit Rate", "AED 1,626.91 per sq ft"),
                        ("Purchase Price", "AED 2,145,000.00 (Two Million One Hundred Forty-Five Thousand UAE "
                                           "Dirhams)")],
             price_note="The Purchase Price is inclusive of the parking bay and exclusive of the fees set out in "
                        "clause 3, service charges and utility connection charges.",
             late="two per cent (2%)", regulator="Dubai Land Department in accordance with Article 11 of Law No. "
             "13 of 2008 (as amended)", default=DUBAI_DEF, completion="30 September 2028",
             sc="AED 15.75", assign="forty per cent (40%)", emirate="the Emirate of Dubai", courts="Dubai",
             signatory="Tarek Bou Saleh", pur_name="MRS. SVETLANA IGOREVNA MOROZOVA")
    fee_tbl = ptable(S, [["Fee", "Basis", "Amount (AED)", "Payable"]] +
                     [[f.desc, f.get("basis"), us(f.amount), "On signing of this Agreement"] for f in fees],
                     [140, 130, 90, 139], aligns="llrl")
    data = [["No.", "Milestone", "Due Date", "%", "Amount (AED)"]]
    for i, r in enumerate(R):
        data.append([str(i + 1), r.label, d_mon(r.due) if r.due else r.get("when"), pc(r.pct) + "%",
                     us(r.amount)])
    data.append(["", "Total", "", "100%", us(price)])
    plan_tbl = ptable(S, data, [30, 160, 170, 45, 94], aligns="llccr", repeat=1)
    sections = [
        ("FEES PAYABLE BY THE PURCHASER", [
            "{n}.1 In addition to the Purchase Price, the Purchaser shall pay the following fees to the Seller (for "
            "onward payment where applicable). These fees do not form part of the Purchase Price and are not "
            "refundable once paid to the authority:", fee_tbl]),
        ("PAYMENT PLAN", [
            "{n}.1 The Purchaser shall pay the Purchase Price in Instalments in accordance with the following "
            "payment plan (the \"<b>Payment Plan</b>\"):", plan_tbl, Spacer(1, 3),
            "{n}.2 Instalments linked to construction progress fall due within fourteen (14) days of the Seller's "
            "notice attaching the Consultant's certificate. A returned cheque attracts a charge of AED 500 in "
            "addition to any late payment compensation.",
            "{n}.3 All payments shall be made to the Project escrow account referred to in Recital (B)."])]
    st = bordered_spa(S, P, sections)
    build_pdf(stem, st, S, footer_ref="PWC-3/SPA/0907/2026")
    write_expected(stem, fees + R)
    return stem


def b2_al_furjan_amounts_only():
    from reportlab.platypus import Spacer
    stem = "02_al_furjan_townhouse_amounts_only_fee_table_after"
    price = 2700000
    S = pdf_kit(serif=False, size=9)
    R = [Row("Booking Amount", amount=450000, when="On signing"),
         Row("Instalment 2", amount=225000, due=dt(2026, 10, 12)),
         Row("Instalment 3", amount=225000, due=dt(2027, 4, 12)),
         Row("On topping out of the townhouse cluster", amount=450000, when="Topping out (certified)"),
         Row("Instalment 5", amount=225000, due=dt(2028, 1, 12)),
         Row("Balance on Handover", amount=1125000, when="On Handover")]
    assert sum(r.amount for r in R) == price
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True, basis="4% of the Price",
                whenp="Within 7 days of signing"),
            Row("Oqood Fee", amount=1150, fee=True, basis="Fixed", whenp="Within 7 days of signing"),
            Row("Administration Fee", amount=5250, fee=True, basis="AED 5,000 + VAT", whenp="On signing")]
    P = dict(title="AGREEMENT FOR SALE OF A TOWNHOUSE",
             subtitle="Cedar Lane Townhouses, Al Furjan, Dubai",
             date="23 April 2026",
             seller="<b>(1) CEDAR LANE HOMES L.L.C.</b>, a limited liability company registered in Dubai under "
                    "licence No. 1140652, of Office 1806, Aspin Commercial Tower, Sheikh Zayed Road, Dubai (the "
                    "\"<b>Seller</b>\"); and",
             buyer="<b>(2) MR. DANIEL MARCUS ABERNATHY</b> and <b>MRS. CLAIRE ABERNATHY</b>, British nationals, "
                   "holders of passports Nos. 552190441 and 552190882, of Villa 12, Springs 3, Dubai (together the "
                   "\"<b>Purchaser</b>\").",
             recitals=["(A) The Seller is developing 148 townhouses known as Cedar Lane Townhouses on Plot No. "
                       "591-1187, Al Furjan, Dubai (the \"Project\"), registered with RERA as project No. 3767.",
                       "(B) Escrow account No. 2011-8840-33 is maintained for the Project with Emirates NBD Bank "
                       "PJSC."],
             unit_rows=[("Townhouse No.", "CL-C-42 (Cluster C, end unit)"),
                        ("Plot / Community", "Plot No. 591-1187, Al Furjan, Dubai"),
                        ("Type", "Four-bedroom townhouse with maid's room and two parking spaces"),
                        ("Built-up Area", "2,412.00 sq ft approximately (plot 2,960.00 sq ft)"),
                        ("Unit Rate", "AED 1,119.40 per sq ft"),
                        ("Price", "AED 2,700,000.00 (Two Million Seven Hundred Thousand UAE Dirhams)")],
             price_note="The Price (the \"Purchase Price\") is fixed and is exclusive of the registration fees in "
                        "clause 4.",
             late="two per cent (2%)", regulator="Dubai Land Department in accordance with Article 11 of Law No. "
             "13 of 2008 (as amended)", default=DUBAI_DEF, completion="31 March 2028",
             sc="AED 3.90", assign="thirty per cent (30%)", emirate="the Emirate of Dubai", courts="Dubai",
             signatory="Mona Al Hashimi", pur_name="MR. DANIEL MARCUS ABERNATHY / MRS. CLAIRE ABERNATHY")
    data = [["Payment", "Due on", "Amount (AED)"]]
    for r in R:
        data.append([r.label, d_mon(r.due) if r.due else r.get("when"), us(r.amount)])
    data.append(["Total", "", us(price)])
    plan_tbl = ptable(S, data, [200, 170, 129], aligns="llr")
    fee_tbl = ptable(S, [["Fee", "Basis", "Amount (AED)", "Payable"]] +
                     [[f.desc, f.get("basis"), us(f.amount), f.get("whenp")] for f in fees],
                     [130, 110, 100, 159], aligns="llrl")
    sections = [
        ("PAYMENT SCHEDULE", [
            "{n}.1 The Price shall be paid in the following amounts and on the following dates or events:",
            plan_tbl, Spacer(1, 3),
            "{n}.2 The balance payable on handover shall be paid before the keys are released. If the final "
            "built-up area exceeds the area in clause 2.1 by more than three per cent (3%), the excess shall be "
            "paid at AED 1,119.40 per square foot together with the balance on handover."]),
        ("REGISTRATION AND FEES", [
            "{n}.1 The Seller shall register this Agreement in the interim real estate register (Oqood) within "
            "thirty (30) days of signing. The Purchaser shall bear all registration fees and the Seller's "
            "administration fee, as follows:", fee_tbl, Spacer(1, 3),
            "{n}.2 The fees in this clause are not part of the Price and are not refundable once paid to the "
            "Dubai Land Department."])]
    st = bordered_spa(S, P, sections)
    build_pdf(stem, st, S, footer_ref="CLT/C-42/SPA-2026")
    write_expected(stem, R + fees)
    return stem


def b3_tilal_sharjah_part_b():
    from reportlab.platypus import Paragraph, Spacer
    stem = "03_sharjah_villa_serif_slash_dates_part_b_fees_title_deed"
    price = 1980000
    S = pdf_kit(serif=True, size=9.5)
    R = [Row("Down payment", pct=10, price=price, when="On booking"),
         Row("1st instalment", pct=10, price=price, due=dt(2026, 9, 15)),
         Row("2nd instalment", pct=10, price=price, due=dt(2027, 3, 15)),
         Row("On completion of 40% construction", pct=10, price=price, when="40% construction"),
         Row("3rd instalment", pct=10, price=price, due=dt(2027, 9, 15)),
         Row("On completion of 80% construction", pct=10, price=price, when="80% construction"),
         Row("On Handover", pct=40, price=price, when="Completion / Handover")]
    check_total(R, price)
    fees = [Row("Registration Fee", pct=4, price=price, fee=True, label="Registration Fee (4% of Purchase Price)",
                whenp="On signing"),
            Row("Admin Fee", amount=2100, fee=True, label="Admin Fee (incl. VAT)", whenp="On signing"),
            Row("Title Deed Fee", amount=1000, fee=True, whenp="On handover")]
    P = dict(title="SALE AND PURCHASE AGREEMENT",
             subtitle="Sidr Gardens Villas \u2014 Al Tai, Sharjah",
             date="14 January 2026",
             seller="<b>(1) SIDR GARDENS REAL ESTATE DEVELOPMENT L.L.C.</b>, licensed by the Sharjah Economic "
                    "Development Department under licence No. 791164, of Office 1402, Al Majaz Tower, Buhaira "
                    "Corniche, Sharjah (the \"<b>Seller</b>\"); and",
             buyer="<b>(2) MR. YOUSEF KHALED AL-BARGHOUTHI</b>, Jordanian national, holder of Emirates ID No. "
                   "784-1984-6637219-1, of Apartment 702, Al Nahda Tower 2, Sharjah (the \"<b>Purchaser</b>\").",
             recitals=["(A) The Seller is developing a villa community known as Sidr Gardens on Plot No. TA-0418, "
                       "Al Tai, Sharjah, registered with the Sharjah Real Estate Registration Department as "
                       "project No. SH-OP-2025-061 (the \"Project\").",
                       "(B) The Purchaser has paid the reservation amount and wishes to purchase the Unit."],
             unit_rows=[("Villa No.", "SG-V-118 (twin villa, corner plot)"),
                        ("Plot", "Sub-plot 118, Sidr Gardens, Al Tai, Sharjah"),
                        ("Built-up Area", "2,780.00 sq ft (258.27 sq m)"),
                        ("Plot Area", "3,420.00 sq ft"),
                        ("Unit Rate", "AED 712.23 per sq ft of built-up area"),
                        ("Purchase Price", "AED 1,980,000.00 (One Million Nine Hundred Eighty Thousand UAE "
                                           "Dirhams)")],
             price_note="The Purchase Price is fixed and is not subject to escalation save as stated in clause 6.2.",
             late="one per cent (1%)", regulator="Sharjah Real Estate Registration Department",
             default=["(a) where construction has exceeded eighty per cent (80%), the Seller may retain all amounts "
                      "paid and claim the balance of the Purchase Price;",
                      "(b) where construction is below eighty per cent (80%), the Seller may terminate this "
                      "Agreement and deduct not more than twenty-five per cent (25%) of the Purchase Price."],
             completion="30 June 2028", sc="AED 2.75", assign="fifty per cent (50%)",
             emirate="the Emirate of Sharjah", courts="Sharjah", signatory="Aliya Rahman",
             pur_name="MR. YOUSEF KHALED AL-BARGHOUTHI")
    data = [["S/N", "Payment Description", "%", "Amount (AED)", "Due Date"]]
    for i, r in enumerate(R):
        data.append([str(i + 1), r.label, pc(r.pct) + "%", us(r.amount), d_slash(r.due) if r.due else r.get("when")])
    data.append(["", "<b>TOTAL</b>", "<b>100%</b>", "<b>%s</b>" % us(price), ""])
    plan_tbl = ptable(S, data, [30, 185, 45, 100, 139], aligns="llcrc")
    fee_tbl = ptable(S, [["Description", "Amount (AED)", "When payable"]] +
                     [[f.label, us(f.amount), f.get("whenp")] for f in fees], [230, 120, 149], aligns="lrl")
    sections = [
        ("PAYMENT", [
            "<b>Part A \u2014 Payment Schedule.</b> The Purchaser shall pay the Purchase Price as follows:", plan_tbl,
            Spacer(1, 3),
            "<b>Part B \u2014 Fees payable in addition to the Purchase Price.</b> The following fees are payable "
            "by the Purchaser:", fee_tbl, Spacer(1, 3),
            "{n}.3 Payments shall be made by bank transfer to escrow account No. AE44 0400 0002 8811 4406 190 with "
            "Sharjah Islamic Bank, quoting the Villa number."])]
    st = bordered_spa(S, P, sections)
    build_pdf(stem, st, S, footer_ref="SGV/V-118/SPA")
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (b1_meydan_fees_first_multiline, b2_al_furjan_amounts_only, b3_tilal_sharjah_part_b):
        print("wrote", f())


if __name__ == "__main__":
    main()
