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
# uae_annex_split_pdf_r6
# ===========================================================================

def spa_body(S, P):
    """Long-form SPA body shared by the three agreements. P: dict of particulars."""
    from reportlab.platypus import Paragraph, Spacer
    st = []
    st.append(Paragraph("SALE AND PURCHASE AGREEMENT", S["title"]))
    st.append(Paragraph(P["subtitle"], S["sub"]))
    st.append(Spacer(1, 6))
    part = [["Agreement reference", P["ref"]], ["Date of this Agreement", P["date"]], ["Project", P["project"]],
            ["Plot / Land", P["plot"]], ["Unit", P["unit"]], ["Saleable Area", P["area"]],
            ["Price per sq ft", P["rate"]], ["Purchase Price", P["price_txt"]],
            ["Anticipated Completion Date", P["acd"]], ["Escrow Account", P["escrow"]]]
    st.append(ptable(S, [[("<b>%s</b>" % a), esc(b)] for a, b in part], [150, 349], header_rows=0,
                     shade_header=False))
    st.append(Spacer(1, 6))
    st.append(Paragraph("THIS AGREEMENT is made on %s BETWEEN:" % P["date"], S["body"]))
    st.append(Paragraph(P["developer"], S["body"]))
    st.append(Paragraph(P["purchaser"], S["body"]))
    st.append(Paragraph("The Developer and the Purchaser are together the \"Parties\" and each a \"Party\".",
                        S["body"]))
    st.append(Paragraph("WHEREAS", S["h"]))
    st += clauses(S, P["recitals"])
    st.append(Paragraph("NOW IT IS HEREBY AGREED as follows:", S["body"]))
    reg = P["regulator"]
    n = [0]

    def H(title):
        n[0] += 1
        st.append(Paragraph("%d. %s" % (n[0], title), S["h"]))
        return n[0]

    c = H("DEFINITIONS AND INTERPRETATION")
    st.append(Paragraph("%d.1 In this Agreement, unless the context otherwise requires, the following words "
                        "have the following meanings:" % c, S["body"]))
    defs = [
        "\"Anticipated Completion Date\" means %s, as may be extended under clause 6;" % P["acd"],
        "\"Applicable Law\" means %s;" % P["law"],
        "\"Building\" means %s;" % P["building"],
        "\"Common Areas\" means those parts of the Building and the Project not comprised in any unit and "
        "intended for common use;",
        "\"Consultant\" means %s;" % P["consultant"],
        "\"Escrow Account\" means the escrow account %s opened for the Project;" % P["escrow"].replace("No.", "No."),
        "\"Handover Date\" means the date specified in the Handover Notice;",
        "\"Instalment\" means each amount payable towards the Purchase Price as set out in %s;" % P["annex"],
        "\"Land\" means %s;" % P["plot"],
        "\"Payment Plan\" means the schedule of Instalments set out in %s;" % P["annex"],
        "\"Regulator\" means %s;" % P["regulator_long"],
        "\"Saleable Area\" means the area of the Unit measured in accordance with the Regulator's guidelines, "
        "including balconies and terraces;",
        "\"Unit\" means %s;" % P["unit"]]
    st += clauses(S, defs)
    st.append(Paragraph("%d.2 Headings are for convenience only. References to clauses and annexes are to "
                        "clauses of and annexes to this Agreement. The annexes and schedules form part of this "
                        "Agreement. Words in the singular include the plural and vice versa." % c, S["body"]))
    c = H("SALE AND PURCHASE")
    st += clauses(S, [
        "%d.1 The Developer agrees to sell and the Purchaser agrees to purchase the Unit, being %s, with a "
        "Saleable Area of approximately %s, for the Purchase Price, free from encumbrances and together with "
        "an undivided share in the Common Areas." % (c, P["unit"], P["area"]),
        "%d.2 The Purchase Price of %s has been calculated at a rate of %s per square foot of Saleable Area. "
        "The Purchaser acknowledges that the plans in Annex 3 are indicative only." % (c, P["price_short"], P["rate"]),
        "%d.3 If, on completion, the Saleable Area as certified by the Consultant differs from the area stated "
        "in clause %d.1 by more than %s, the Purchase Price shall be adjusted pro rata at the rate stated in "
        "clause %d.2 for the difference in excess of that tolerance, and any adjustment shall be settled on the "
        "Handover Date." % (c, c, P["tolerance"], c)])
    c = H("PAYMENT OF THE PURCHASE PRICE")
    st += clauses(S, [
        "%d.1 The Purchaser shall pay the Purchase Price in the Instalments and on the dates or at the stages "
        "set out in the Payment Plan in %s. Time for payment is of the essence." % (c, P["annex"]),
        "%d.2 All Instalments shall be paid into the Escrow Account by bank transfer, manager's cheque or "
        "post-dated cheques delivered on signing. Payments are deemed made only on receipt of cleared funds. "
        "Bank charges are for the Purchaser's account." % c,
        "%d.3 Instalments linked to a construction stage become due within fourteen (14) days of the "
        "Developer's written notice that the stage has been reached, as certified by the Consultant." % c,
        "%d.4 The Purchaser may pay any Instalment early. Early payment does not entitle the Purchaser to any "
        "discount unless agreed in writing by the Developer." % c,
        "%d.5 Any amount not paid on its due date shall bear late payment charges at the rate of %s per month, "
        "calculated on a daily basis." % (c, P["late"])])
    c = H("FEES AND CHARGES")
    st += clauses(S, ["%d.%d %s" % (c, i + 1, x) for i, x in enumerate(P["fees_clause"])])
    c = H("CONSTRUCTION OF THE BUILDING")
    st += clauses(S, [
        "%d.1 The Developer shall construct the Building in a good and workmanlike manner substantially in "
        "accordance with the specifications in Annex 2 and the building permit No. %s issued by the "
        "competent authority." % (c, P["permit"]),
        "%d.2 The Developer may make such changes to the design, layout and specifications as are required by "
        "any authority or as the Developer reasonably considers necessary, provided that the materials used "
        "are of equal or better quality and the Saleable Area is not reduced by more than %s." % (c, P["tolerance"]),
        "%d.3 The Purchaser shall have no right to enter the site before the Handover Date save on a site visit "
        "arranged by the Developer, which shall be at the Purchaser's risk." % c])
    c = H("COMPLETION AND DELAY")
    st += clauses(S, [
        "%d.1 The Developer shall use reasonable endeavours to complete the Building by the Anticipated "
        "Completion Date. The Developer is entitled to an extension of up to twelve (12) months, and to such "
        "further extension as results from Force Majeure." % c,
        "%d.2 If completion is delayed beyond the extended date for reasons attributable to the Developer, the "
        "Developer shall pay the Purchaser, as liquidated damages, an amount equal to %s of the amounts paid "
        "towards the Purchase Price for each full month of delay, capped at ten per cent (10%%) of the Purchase "
        "Price." % (c, P["delay_comp"]),
        "%d.3 If completion is delayed by more than twenty-four (24) months beyond the Anticipated Completion "
        "Date, either Party may terminate this Agreement by notice, whereupon the Developer shall refund all "
        "amounts paid towards the Purchase Price within sixty (60) days." % c])
    c = H("HANDOVER")
    st += clauses(S, [
        "%d.1 On completion, the Developer shall serve a Handover Notice not less than thirty (30) days before "
        "the Handover Date. The Purchaser shall, before the Handover Date, pay all unpaid Instalments then due, "
        "any area adjustment and the first year's service charges." % c,
        "%d.2 The Purchaser shall inspect the Unit jointly with the Developer's representative and sign the "
        "handover certificate. Minor snagging items shall be rectified within sixty (60) days and shall not "
        "delay handover." % c,
        "%d.3 If the Purchaser fails to take handover within fifteen (15) days of the Handover Date, handover "
        "shall be deemed to have taken place and the Purchaser shall pay a holding charge of %s per month." %
        (c, P["holding"])] + P.get("handover_extra", []))
    c = H("TITLE AND REGISTRATION")
    st += clauses(S, [
        "%d.1 The Developer shall register this Agreement in the interim real estate register maintained by the "
        "%s within thirty (30) days of the date of this Agreement. Title shall pass to the Purchaser upon "
        "payment of the Purchase Price in full and issue of the title deed." % (c, reg),
        "%d.2 The Purchaser shall provide all documents required by the %s and shall sign such forms as are "
        "necessary for the registration." % (c, reg)])
    c = H("PURCHASER'S DEFAULT")
    st += clauses(S, [
        "%d.1 The Purchaser is in default if it fails to pay any Instalment or other amount within thirty (30) "
        "days of its due date, or breaches any other material obligation and does not remedy the breach within "
        "thirty (30) days of notice." % c,
        "%d.2 In case of default the Developer shall notify the %s and give the Purchaser thirty (30) days to "
        "remedy. If the default is not remedied, the Developer may, in accordance with the Applicable Law:" %
        (c, reg)] + P["default"])
    c = H("DEVELOPER'S DEFAULT")
    st.append(Paragraph("%d.1 If the Project is cancelled by the Regulator for any reason not attributable to the "
                        "Purchaser, the Developer shall refund to the Purchaser all amounts paid towards the "
                        "Purchase Price together with any registration fee actually paid, within ninety (90) days "
                        "of the cancellation decision." % c, S["body"]))
    c = H("SERVICE CHARGES AND OWNERS ASSOCIATION")
    st += clauses(S, [
        "%d.1 From the Handover Date the Purchaser shall pay service charges levied under the jointly owned "
        "property legislation. The service charges are currently estimated at %s per square foot of Saleable "
        "Area per annum, i.e. approximately %s per annum for the Unit. The estimate is indicative only." %
        (c, P["sc_rate"], P["sc_total"]),
        "%d.2 The Purchaser shall also pay chilled water, electricity, gas and telecommunication charges "
        "consumed in the Unit and the connection deposits required by the utility providers." % c])
    c = H("DEFECTS LIABILITY")
    st.append(Paragraph("%d.1 The Developer shall repair defects in the Unit notified in writing within twelve "
                        "(12) months of the Handover Date. The Developer's liability for structural defects "
                        "shall continue for ten (10) years from the date of the completion certificate." % c,
                        S["body"]))
    c = H("ASSIGNMENT AND RESALE")
    st += clauses(S, [
        "%d.1 The Purchaser may not sell, assign or otherwise transfer its rights under this Agreement until it "
        "has paid not less than %s of the Purchase Price and all amounts then due, and has obtained the "
        "Developer's written no-objection." % (c, P["resale"]),
        "%d.2 The assignee shall enter into a deed of assignment with the Developer and the Purchaser and shall "
        "assume all outstanding obligations of the Purchaser, including the unpaid Instalments." % c])
    for title, paras in P.get("extra_sections", []):
        c = H(title)
        st += clauses(S, ["%d.%d %s" % (c, i + 1, x) for i, x in enumerate(paras)])
    c = H("FORCE MAJEURE")
    st.append(Paragraph("%d.1 Neither Party is liable for delay caused by events beyond its reasonable control, "
                        "including war, epidemic, acts of government, shortages of materials or labour not caused "
                        "by the affected Party, and unusually severe weather. This clause does not excuse payment "
                        "of any Instalment." % c, S["body"]))
    c = H("NOTICES")
    st.append(Paragraph("%d.1 Notices shall be in writing in English and delivered by hand, courier or email to "
                        "the addresses set out above (Developer: %s; Purchaser: the email address provided in the "
                        "reservation form). A notice sent by email is deemed received on the next Business Day." %
                        (c, P["email"]), S["body"]))
    c = H("MISCELLANEOUS")
    st.append(Paragraph("%d.1 <i>Entire agreement.</i> This Agreement and its annexes constitute the entire "
                        "agreement between the Parties. %d.2 <i>Severability.</i> If any provision is held invalid, "
                        "the remaining provisions continue in full force. %d.3 <i>Costs.</i> Each Party bears its "
                        "own legal costs. %d.4 <i>Confidentiality.</i> The Purchaser shall keep the terms of this "
                        "Agreement, including the Purchase Price and the Payment Plan, confidential." %
                        (c, c, c, c), S["body"]))
    c = H("GOVERNING LAW AND JURISDICTION")
    st += clauses(S, [
        "%d.1 This Agreement is governed by the Applicable Law. The courts of %s have exclusive jurisdiction "
        "over any dispute arising from it." % (c, P["courts"]),
        "%d.2 This Agreement is executed in two (2) originals. Should there be any discrepancy between the "
        "English text and an Arabic translation registered with the %s, the Arabic text prevails." % (c, reg)])
    st.append(Spacer(1, 4))
    st.append(Paragraph("SIGNED by the Parties on the date stated at the beginning of this Agreement.", S["body"]))
    st.append(ptable(S, [["DEVELOPER", "PURCHASER"],
                         ["%s<br/>By: %s<br/>Authorised Signatory<br/><br/>______________________________" %
                          (P["dev_name"], P["signatory"]),
                          "%s<br/><br/><br/><br/>______________________________" % P["pur_name"]]],
                     [250, 249], shade_header=False))
    return st

FILLER = [
    ("INSURANCE", [
        "Until the Handover Date the Developer shall keep the Building insured under a contractor's all risks "
        "policy for its full reinstatement value. After the Handover Date the owners association shall insure "
        "the Building and the Purchaser shall insure the contents of the Unit.",
        "Any insurance proceeds received before the Handover Date in respect of damage to the Building shall be "
        "applied in reinstating the damage."]),
    ("ESCROW AND PROJECT ACCOUNT", [
        "The Developer shall apply the amounts paid into the Escrow Account only for the construction of the "
        "Project in accordance with the escrow legislation, and the escrow agent shall release funds only "
        "against the Consultant's progress certificates.",
        "The Purchaser authorises the escrow agent to disclose to the Regulator the amounts paid by the "
        "Purchaser and their dates."]),
    ("DATA PROTECTION", [
        "The Developer may process the personal data of the Purchaser for the purposes of this Agreement, the "
        "registration of the Unit and the management of the owners association, and may disclose it to the "
        "Regulator, the escrow agent and the Consultant.",
        "The Purchaser may request a copy of the personal data held about it by writing to the address for "
        "notices."]),
    ("COMMUNITY FACILITIES", [
        "The community facilities, including the swimming pool, gymnasium, children's play area and landscaped "
        "podium, are expected to be completed by the Handover Date but their completion is not a condition of "
        "handover.",
        "The Developer may change the mix, location or size of the community facilities, provided that the "
        "overall amenity area is not reduced by more than 10%."]),
    ("ANTI-MONEY LAUNDERING", [
        "The Purchaser shall provide such information on the source of the funds used to pay the Purchase Price "
        "as the Developer or the escrow agent may reasonably require to comply with Federal Decree-Law No. 20 of "
        "2018 and its implementing regulations.",
        "The Developer may refuse any payment made by a third party on behalf of the Purchaser unless the third "
        "party has been approved in writing in advance."]),
    ("SITE VISITS AND PROGRESS REPORTS", [
        "The Developer shall make available to the Purchaser, on request and not more than once a quarter, the "
        "latest construction progress percentage registered with the Regulator.",
        "Progress photographs published by the Developer are for information only and do not constitute a "
        "certificate of completion of any construction stage."]),
]


K1, K2, K3 = 4, 4, 1
DUBAI_DEFAULT = [
    "(a) where construction has exceeded 80% (eighty per cent), retain all amounts paid and claim the balance "
    "of the Purchase Price, or sell the Unit by public auction;",
    "(b) where construction is between 60% and 80%, terminate this Agreement and retain up to 40% (forty per "
    "cent) of the Purchase Price;",
    "(c) where construction is below 60%, terminate this Agreement and retain up to 25% (twenty-five per cent) "
    "of the Purchase Price; and",
    "(d) where the Project has not commenced for reasons beyond the Purchaser's control, refund all amounts "
    "paid."]
AD_DEFAULT = [
    "(a) where construction progress certified by the Consultant is 70% or more, retain up to 40% (forty per "
    "cent) of the Purchase Price and refund the balance of amounts paid, if any, within ninety (90) days of "
    "resale;",
    "(b) where construction progress is below 70%, retain up to 30% (thirty per cent) of the Purchase Price; "
    "and",
    "(c) in either case, cancel the registration of this Agreement in the interim register."]
DUBAI_LAW = ("the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates, including Law No. "
             "13 of 2008 regulating the Interim Real Property Register in the Emirate of Dubai, as amended")
AD_LAW = ("the laws of the Emirate of Abu Dhabi and the federal laws of the United Arab Emirates, including Law No. "
          "3 of 2015 regulating the real estate sector in the Emirate of Abu Dhabi")


def x1_jvc_annex2():
    from reportlab.platypus import Paragraph, Spacer
    stem = "01_jvc_annex2_quarterly_3pct_repeat_header_fees_part_b"
    price = 1395000
    S = pdf_kit(serif=False, size=9)
    R = [Row("Down Payment", pct=20, price=price, when="On signing")]
    R += series("Quarterly Instalment", 16, dt(2026, 7, 10), 3, pct=3, price=price, fmt="{prefix} {i}")
    R.append(Row("Final Instalment on Handover", pct=32, price=price, when="On Handover"))
    check_total(R, price)
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True),
            Row("Oqood Fee", amount=1250, fee=True)]
    P = dict(subtitle="Jasmine Court \u2014 Jumeirah Village Circle (District 15), Dubai", ref="JCT/0611/SPA/26",
             date="2 March 2026", project="Jasmine Court", plot="Plot No. 681-9032, Al Barsha South Fourth, Dubai",
             unit="Apartment 611, 6th floor, Jasmine Court (one bedroom, parking bay B1-088)",
             area="812.40 sq ft (75.47 sq m)", rate="AED 1,717.14",
             price_txt="AED 1,395,000.00 (One Million Three Hundred Ninety-Five Thousand UAE Dirhams)",
             price_short="AED 1,395,000.00", acd="30 June 2030",
             escrow="No. 1012-558830-001 with Dubai Islamic Bank PJSC",
             developer="JASMINE COURT PROPERTIES L.L.C., a limited liability company registered in Dubai with "
                       "commercial licence No. 1150337, of Office 2203, Mazaya Business Avenue BB2, Jumeirah Lakes "
                       "Towers, Dubai (the \"Developer\"); AND",
             purchaser="MS. CHIOMA GRACE NWOSU, Nigerian national, passport No. B50772194, of Apartment 1410, "
                       "Sky Gardens, DIFC, Dubai (the \"Purchaser\").",
             recitals=["(A) The Developer is the registered developer of Jasmine Court on the Land, registered with "
                       "RERA under project No. 3905.",
                       "(B) The Developer has agreed to sell, and the Purchaser has agreed to buy, the Unit "
                       "off-plan on the terms of this Agreement and the Payment Plan in Annex 2."],
             law=DUBAI_LAW, building="the 21-storey residential building known as Jasmine Court",
             consultant="Horizon Line Engineering Consultants L.L.C.", annex="Annex 2",
             regulator="DLD", regulator_long="the Dubai Land Department (\"DLD\")", tolerance="three per cent (3%)",
             late="two per cent (2%)",
             fees_clause=["The Purchaser shall pay the registration fees set out in Part B of Annex 2 in addition "
                          "to the Purchase Price. They are payable to a governmental authority and are not "
                          "refundable save under clause 10.1."],
             permit="BP-2025-31702", delay_comp="half of one per cent (0.5%)", holding="AED 1,000",
             default=DUBAI_DEFAULT, sc_rate="AED 14.00", sc_total="AED 11,373.60", resale="forty per cent (40%)",
             email="sales@jasminecourt.ae", courts="Dubai", dev_name="JASMINE COURT PROPERTIES L.L.C.",
             signatory="Omar Haddad", pur_name="MS. CHIOMA GRACE NWOSU", extra_sections=FILLER[:K1])
    st = spa_body(S, P)
    st.append(Spacer(1, 10))
    st.append(Paragraph("ANNEX 2 \u2014 PAYMENT PLAN", S["h"]))
    st.append(Paragraph("Part A \u2014 Instalments of the Purchase Price", S["left"]))
    st.append(Paragraph("1. Purchase Price: AED 1,395,000.00. Quarterly Instalments fall due on the 10th day of "
                        "the month shown; where that day is not a Business Day, on the next Business Day.",
                        S["body"]))
    data = [["No.", "Instalment", "Due Date", "%", "Amount (AED)"]]
    for i, r in enumerate(R):
        data.append([str(i + 1), r.label, d_mon_sp(r.due) if r.due else r.get("when"), pc(r.pct) + "%",
                     us(r.amount)])
    data.append(["", "Total", "", "100%", us(price)])
    st.append(ptable(S, data, [34, 175, 110, 55, 125], aligns="llcrr", repeat=1))
    st.append(Spacer(1, 6))
    st.append(Paragraph("Part B \u2014 Registration fees payable in addition to the Purchase Price", S["left"]))
    st += clauses(S, [
        "2. On signing of this Agreement, the Purchaser shall pay the DLD registration fee of four per cent (4%%) "
        "of the Purchase Price, namely AED %s." % us(fees[0].amount),
        "3. The Purchaser shall further pay the Oqood fee of AED 1,250.00 on signing."])
    build_pdf(stem, st, S, footer_ref=P["ref"])
    write_expected(stem, R + fees)
    return stem


def x2_arjan_schedule_c():
    from reportlab.platypus import Paragraph, Spacer
    stem = "02_arjan_schedule_c_stage_first_column_fees_in_body_no_repeat_header"
    price = 2985000
    S = pdf_kit(serif=True, size=9.5)
    fees = [Row("DLD Registration Fee", pct=4, price=price, fee=True),
            Row("Oqood Registration Fee", amount=1250, fee=True),
            Row("Administration Fee", amount=4200, fee=True)]
    spec = [("On signing", "Booking Payment", 10, None),
            (None, "2nd Instalment", 10, dt(2026, 8, 15)),
            ("20% construction", "On completion of 20% of construction", 5, None),
            (None, "3rd Instalment", 5, dt(2027, 2, 15)),
            ("50% construction", "On completion of 50% of construction", 10, None),
            (None, "4th Instalment", 5, dt(2027, 8, 15)),
            ("70% construction", "On completion of 70% of construction", 10, None),
            ("Topping out", "On topping out of the Building", 5, None),
            ("Handover of the Unit", "On Handover", 40, None)]
    R = [Row(m, pct=p, price=price, due=d, when=w) for w, m, p, d in spec]
    check_total(R, price)
    P = dict(subtitle="Orchid Rise Residences \u2014 Arjan, Al Barsha South, Dubai", ref="ORR/1507/SPA",
             date="11 February 2026", project="Orchid Rise Residences",
             plot="Plot No. 673-4418, Al Barsha South Third, Arjan, Dubai",
             unit="Apartment 1507, 15th floor, Orchid Rise Residences (two bedrooms + study, parking bays P3-201 "
                  "and P3-202)",
             area="1,388.70 sq ft (129.01 sq m)", rate="AED 2,149.49",
             price_txt="AED 2,985,000.00 (Two Million Nine Hundred Eighty-Five Thousand UAE Dirhams)",
             price_short="AED 2,985,000.00", acd="31 December 2028",
             escrow="No. 1015-904471-002 with Mashreq Bank PSC",
             developer="ORCHID RISE DEVELOPMENTS L.L.C., a limited liability company registered in Dubai with "
                       "commercial licence No. 1098870, of Office 3101, Churchill Executive Tower, Business Bay, "
                       "Dubai (the \"Developer\"); AND",
             purchaser="MR. WEI JIAN ZHANG and MRS. LIN MEI ZHANG, Chinese nationals, passports Nos. EK7730021 "
                       "and EK7730388, of Villa 31, Street 5, Mirdif, Dubai (the \"Purchaser\").",
             recitals=["(A) The Developer is the registered developer of Orchid Rise Residences, registered with "
                       "RERA as project No. 3688.",
                       "(B) The Purchaser has agreed to purchase the Unit on the terms set out below and in "
                       "Schedule C (Payment Schedule)."],
             law=DUBAI_LAW, building="the 32-storey residential tower known as Orchid Rise Residences",
             consultant="Desert Rose Engineering Consultants", annex="Schedule C",
             regulator="DLD", regulator_long="the Dubai Land Department (\"DLD\")", tolerance="three per cent (3%)",
             late="two per cent (2%)",
             fees_clause=["The Purchaser shall pay to the Developer on the date of signing this Agreement, for "
                          "onward remittance to the Dubai Land Department, the DLD registration fee of four per "
                          "cent (4%%) of the Purchase Price, amounting to AED %s, and the Oqood registration fee "
                          "of AED 1,250.00." % us(fees[0].amount),
                          "The Purchaser shall also pay on signing the Developer's administration fee of AED "
                          "4,200.00 (inclusive of VAT).",
                          "The fees in this clause are not part of the Purchase Price and will not be refunded if "
                          "this Agreement is terminated for the Purchaser's default."],
             permit="BP-2025-28810", delay_comp="one per cent (1%)", holding="AED 2,500",
             default=DUBAI_DEFAULT, sc_rate="AED 16.25", sc_total="AED 22,566.38", resale="fifty per cent (50%)",
             email="crm@orchidrise.ae", courts="Dubai", dev_name="ORCHID RISE DEVELOPMENTS L.L.C.",
             signatory="Farah Siddiqui", pur_name="MR. WEI JIAN ZHANG and MRS. LIN MEI ZHANG",
             extra_sections=[("PARKING AND STORAGE", [
                 "The parking bays allocated to the Unit are for the exclusive use of the Purchaser and may not "
                 "be sold or leased separately from the Unit. Visitor parking is managed by the owners "
                 "association.",
                 "A storage cage on basement level B1 may be licensed to the Purchaser after handover at the "
                 "rate then published by the owners association; it is not part of the Unit."])] + FILLER[:K2])
    st = spa_body(S, P)
    st.append(Spacer(1, 10))
    st.append(Paragraph("SCHEDULE C \u2014 PAYMENT SCHEDULE", S["h"]))
    st += clauses(S, [
        "C.1 The Purchase Price shall be paid in the Instalments below. Construction-linked Instalments are "
        "payable on the Developer's notice under clause 3.3; dated Instalments are payable on the dates shown "
        "without further notice.",
        "C.2 The registration and administration fees payable under clause 4 are not included in the table.",
        "C.3 The table below forms the Payment Plan:"])
    data = [["No.", "Due Date / Stage", "Milestone", "%", "Amount (AED)"]]
    for i, r in enumerate(R):
        data.append([str(i + 1), d_long(r.due) if r.due else r.get("when"), r.label, pc(r.pct) + "%",
                     us(r.amount)])
    st.append(ptable(S, data, [32, 120, 180, 45, 122], aligns="lclcr", repeat=0))
    st.append(Paragraph("Initialled by the Parties on each page of this Schedule.", S["body"]))
    build_pdf(stem, st, S, footer_ref=P["ref"])
    write_expected(stem, fees + R)
    return stem


def x3_reem_annex_a_post():
    from reportlab.platypus import Paragraph, Spacer
    stem = "03_al_reem_annex_a_monthly_pre_and_post_handover_subheadings"
    price = 1760000
    S = pdf_kit(serif=False, size=9)
    fees = [Row("DMT Registration Fee", pct=2, price=price, fee=True),
            Row("Administration Fee", amount=2100, fee=True)]
    pre = [Row("Down Payment", pct=10, price=price, when="On booking")]
    pre += series("Monthly Instalment", 30, dt(2026, 5, 25), 1, pct=1, price=price, fmt="{prefix} {i}")
    pre.append(Row("Handover Payment", pct=20, price=price, when="On Handover"))
    post = series("Post-Handover Instalment", 20, dt(2029, 6, 25), 1, pct=2, price=price, post=True,
                  fmt="{prefix} {i}")
    R = pre + post
    check_total(R, price)
    P = dict(subtitle="Seaview Crest \u2014 Shams Abu Dhabi, Al Reem Island, Abu Dhabi", ref="SVC/C-2108/2026",
             date="27 March 2026", project="Seaview Crest, Tower C",
             plot="Plot RR-C7-03, Shams Abu Dhabi, Al Reem Island, Abu Dhabi",
             unit="Apartment C-2108, 21st floor, Tower C (two bedrooms)",
             area="1,204.90 sq ft (111.94 sq m)", rate="AED 1,460.70",
             price_txt="AED 1,760,000.00 (One Million Seven Hundred Sixty Thousand UAE Dirhams)",
             price_short="AED 1,760,000.00", acd="31 March 2029",
             escrow="No. 6204-7719-0052 with First Abu Dhabi Bank PJSC",
             developer="SEAVIEW CREST REAL ESTATE L.L.C., a limited liability company registered in Abu Dhabi "
                       "under licence No. CN-3981204, of Addax Tower, Floor 36, Al Reem Island, Abu Dhabi (the "
                       "\"Developer\"); AND",
             purchaser="MR. KARAN VIKRAM MALHOTRA, Indian national, passport No. Z6640192, of Villa 8, Khalifa "
                       "City A, Abu Dhabi (the \"Purchaser\").",
             recitals=["(A) The Developer is developing Seaview Crest on the Land, registered with DMT under "
                       "off-plan project No. OP-2025-0388.",
                       "(B) The Purchaser has agreed to purchase the Unit on the 60/40 post-handover payment plan "
                       "set out in Annex A, under which forty per cent (40%) of the Purchase Price is paid after "
                       "Handover."],
             law=AD_LAW, building="Tower C of Seaview Crest (G+4P+38)",
             consultant="Al Mina Engineering Consultancy", annex="Annex A",
             regulator="DMT", regulator_long="the Department of Municipalities and Transport (\"DMT\")",
             tolerance="five per cent (5%)", late="one per cent (1%)",
             fees_clause=["On signing of this Agreement, the Purchaser shall pay the registration fee charged by "
                          "DMT for registration in the interim real estate register, being two per cent (2%%) of "
                          "the Purchase Price, namely AED %s." % us(fees[0].amount),
                          "The Purchaser shall further pay the Developer an administration fee of AED 2,100.00 on "
                          "signing.",
                          "The fees in this clause are payable in addition to the Purchase Price and are not shown "
                          "in Annex A."],
             permit="ADM-BP-25-41877", delay_comp="one per cent (1%)", holding="AED 1,500",
             default=AD_DEFAULT, sc_rate="AED 12.75", sc_total="AED 15,362.48", resale="thirty per cent (30%)",
             email="contracts@seaviewcrest.ae", courts="Abu Dhabi", dev_name="SEAVIEW CREST REAL ESTATE L.L.C.",
             signatory="Hamdan Al Mansouri", pur_name="MR. KARAN VIKRAM MALHOTRA", extra_sections=FILLER[:K3],
             handover_extra=["7.4 The Developer has agreed to hand over the Unit before the Purchase Price is paid "
                             "in full. The post-handover Instalments in Annex A shall be secured by post-dated "
                             "cheques delivered on or before the Handover Date and by a mortgage over the Unit "
                             "in favour of the Developer."])
    st = spa_body(S, P)
    st.append(Spacer(1, 10))
    st.append(Paragraph("ANNEX A \u2014 PAYMENT PLAN (60/40)", S["h"]))
    st.append(Paragraph("A.1 The Purchase Price shall be paid by the Purchaser to the Escrow Account in accordance "
                        "with the table below. Monthly instalments are payable on the 25th day of each month, "
                        "both before and after Handover.", S["body"]))
    data = [["Instalment", "Percentage", "Amount (AED)", "Due Date"]]
    data.append(["Instalments payable up to and on Handover (60%)", "", "", ""])
    spans = [1]
    for r in pre:
        data.append([r.label, pc(r.pct) + "%", us(r.amount), d_slash(r.due) if r.due else r.get("when")])
    data.append(["Instalments payable after Handover (40%)", "", "", ""])
    spans.append(len(data) - 1)
    for r in post:
        data.append([r.label, pc(r.pct) + "%", us(r.amount), d_slash(r.due)])
    data.append(["Total", "100%", us(price), ""])
    st.append(ptable(S, data, [190, 80, 110, 119], aligns="lcrc", span_rows=spans, repeat=1))
    st.append(Spacer(1, 4))
    st.append(Paragraph("A.2 The dates of the post-handover instalments are fixed and do not move if Handover "
                        "occurs earlier or later than the Anticipated Completion Date.", S["body"]))
    build_pdf(stem, st, S, footer_ref=P["ref"])
    write_expected(stem, fees + R)
    return stem


def main():
    for f in (x1_jvc_annex2, x2_arjan_schedule_c, x3_reem_annex_a_post):
        print("wrote", f())


if __name__ == "__main__":
    main()
