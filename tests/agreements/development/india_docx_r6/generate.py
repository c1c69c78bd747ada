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
# india_docx_r6
# ===========================================================================
RUPEE = "\u20b9"


def sign_block(doc, city, promoter, allottees):
    para(doc, "IN WITNESS WHEREOF the parties have set their hands on the day, month and year first above "
              "written.")
    para(doc, "SIGNED AND DELIVERED by the within named Promoter %s, through its authorised signatory "
              "____________________" % promoter)
    for a in allottees:
        para(doc, "SIGNED AND DELIVERED by the within named Allottee %s ____________________" % a)
    para(doc, "At %s in the presence of WITNESSES: 1. ____________________ 2. ____________________" % city)


def i1_thane_percent_only():
    stem = "01_thane_clp_percent_only_merged_stage_title_row"
    price = 13645000
    spec = [("Booking", "Earnest money on booking (along with the application form)", 10),
            ("Agreement", "On registration of this Agreement", 10),
            ("Substructure", "On completion of excavation and foundation", 15),
            ("Superstructure", "On completion of the 2nd slab", 5),
            ("Superstructure", "On completion of the 6th slab", 5),
            ("Superstructure", "On completion of the 10th slab", 5),
            ("Superstructure", "On completion of the 14th slab", 5),
            ("Superstructure", "On completion of the 18th (top) slab", 5),
            ("Finishing", "On completion of walls, internal plaster, flooring, doors and windows of the Flat", 15),
            ("Finishing", "On completion of staircase, lift wells and lobbies up to the floor level of the Flat", 5),
            ("Finishing", "On completion of external plumbing, external plaster, elevation and terrace "
                          "waterproofing", 10),
            ("Possession", "On receipt of the Occupancy Certificate and offer of possession", 10)]
    R = [Row(m, pct=p, price=price, stage=s) for s, m, p in spec]
    check_total(R, price)
    fees = [Row("Stamp duty", pct=7, price=price, fee=True,
                label="Stamp duty (7% of the Total Price, including metro cess)"),
            Row("Registration fee", amount=30000, fee=True),
            Row("Development charges and MSEDCL meter deposit", amount=185000, fee=True),
            Row("Society formation and share money", amount=25600, fee=True)]
    doc = new_docx("Arial", 10)
    para(doc, "AGREEMENT FOR SALE", bold=True, align="center", size=13)
    para(doc, "This Agreement for Sale is made and executed at Thane on this 23rd day of March, 2026.")
    para(doc, "BETWEEN", bold=True, align="center")
    para(doc, "M/s. HIRANANDAN SKYWAYS DEVELOPERS PRIVATE LIMITED, a company incorporated under the Companies "
              "Act, 2013 (CIN U45200MH2011PTC219944), having its registered office at 502, Eastern Express "
              "Highway Plaza, Majiwada, Thane (West) 400601, through its authorised signatory Mr. Nikhil "
              "Sawant, hereinafter referred to as the \u201cPromoter\u201d of the ONE PART;")
    para(doc, "AND", bold=True, align="center")
    para(doc, "Mr. SAMEER VIJAY JOSHI (PAN AKLPJ7731Q), aged 41 years, residing at B-14, Vasant Vihar, Pokhran "
              "Road No. 2, Thane (West) 400610, hereinafter referred to as the \u201cAllottee\u201d of the OTHER "
              "PART.")
    para(doc, "WHEREAS", bold=True)
    para(doc, "A. The Promoter is seized and possessed of land bearing Survey No. 112/3 and 113/1 admeasuring "
              "11,420 sq. mtrs. at Village Majiwade, Taluka and District Thane (the \u201csaid Land\u201d).")
    para(doc, "B. The Promoter is constructing on the said Land a residential tower known as \u201cSKYWAYS "
              "RESIDENCES \u2013 TOWER C\u201d of stilt plus 2 podiums plus 18 upper floors, registered with the "
              "Maharashtra Real Estate Regulatory Authority under No. P51700041128.")
    para(doc, "C. The Thane Municipal Corporation has sanctioned the plans vide Commencement Certificate No. "
              "TMC/CC/2025/0918 dated 11.08.2025.")
    para(doc, "NOW THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES AS FOLLOWS:")
    para(doc, "1. The Allottee agrees to purchase from the Promoter Flat No. C-1604 of the type 3 BHK having "
              "carpet area of 88.35 sq. mtrs. (951.00 sq. ft.) on the 16th floor of Tower C (the "
              "\u201cFlat\u201d), together with two covered car parking spaces in the podium bearing Nos. P2-41 "
              "and P2-42.")
    para(doc, "2. The total aggregate consideration for the Flat including the car parking spaces is %s %s/- "
              "(Rupees One Crore Thirty-Six Lakh Forty-Five Thousand Only) (the \u201cTotal Price\u201d), "
              "i.e. approximately %s 14,348 per sq. ft. of carpet area." % (RUPEE, inr(price), RUPEE))
    para(doc, "3. The Total Price is exclusive of Goods and Services Tax, which the Allottee shall pay at the "
              "rate applicable from time to time (presently 5%) along with each instalment.")
    para(doc, "4. The Allottee shall pay the Total Price to the Promoter in the following manner, being a "
              "construction linked plan, within 15 days of a demand letter certifying completion of the "
              "relevant stage by the Project Architect. Each instalment is the percentage of the Total Price "
              "shown against it:")
    docx_table(doc, ["Stage", "Milestone", "% of Total Price"],
               [[r.get("stage"), "%d. %s" % (i + 1, r.label), pc(r.pct) + "%"] for i, r in enumerate(R)]
               + [["", "Total", "100%"]],
               widths=[1.3, 4.0, 1.2], title="SCHEDULE \u2013 C : PAYMENT SCHEDULE (CONSTRUCTION LINKED)",
               vmerge_cols=[0])
    para(doc, "")
    para(doc, "5. In addition to the Total Price, the Allottee shall bear and pay the following charges, which "
              "do not form part of the Total Price:")
    docx_table(doc, ["Sr.", "Particulars", "Amount (%s)" % RUPEE],
               [[str(i + 1), f.label, "%s %s" % (RUPEE, inr(f.amount))] for i, f in enumerate(fees)],
               widths=[0.5, 4.3, 1.7])
    para(doc, "")
    para(doc, "The stamp duty and registration fee shall be paid at the time of registration of this "
              "Agreement; the development charges, meter deposit and society charges shall be paid at the "
              "time of offer of possession.")
    para(doc, "6. If the Allottee delays payment of any instalment, the Allottee shall pay interest at the State "
              "Bank of India highest Marginal Cost of Lending Rate plus 2% per annum from the due date.")
    para(doc, "7. The Promoter shall give possession of the Flat on or before 30.06.2029. On default the "
              "Allottee may withdraw and receive a refund with interest as prescribed under the Real Estate "
              "(Regulation and Development) Act, 2016.")
    para(doc, "8. If the Allottee cancels the allotment without fault of the Promoter, the Promoter may forfeit "
              "10% of the Total Price and refund the balance within 45 days of cancellation.")
    para(doc, "9. Outgoings are payable from the date of possession at \u20b9 5.25 per sq. ft. of carpet area per "
              "month.")
    para(doc, "10. This Agreement shall be governed by the laws of India and the courts at Thane shall have "
              "jurisdiction.")
    para(doc, "SCHEDULE \u2013 A (Description of the said Land)", bold=True)
    para(doc, "All that piece and parcel of land bearing Survey No. 112/3 and 113/1, Village Majiwade, Taluka "
              "and District Thane, bounded on the North by a 30 metre D.P. road, on the South by Survey No. "
              "114, on the East by the Eastern Express Highway service road and on the West by Survey No. 109.")
    sign_block(doc, "Thane", "M/s. HIRANANDAN SKYWAYS DEVELOPERS PRIVATE LIMITED", ["Mr. SAMEER VIJAY JOSHI"])
    save_docx(doc, stem)
    write_expected(stem, R + fees)
    return stem


def i2_kolkata_time_linked():
    stem = "02_kolkata_time_linked_rs_slash_dates_fees_table_first"
    price = 9800000
    fees = [Row("Stamp duty on conveyance deed", amount=637000, fee=True),
            Row("Registration fee", pct=1, price=price, fee=True, label="Registration fee (1% of the Total Price)"),
            Row("Advocate's fees", amount=25000, fee=True),
            Row("Transformer and generator charges", amount=110000, fee=True)]
    R = [Row("Application money", pct=10, price=price, when="On submission of the application"),
         Row("On agreement", pct=10, price=price, when="Within 30 days of the application")]
    for i, name in enumerate(["First", "Second", "Third", "Fourth"]):
        R.append(Row("%s instalment" % name, pct=15, price=price, due=add_months(dt(2026, 6, 15), 3 * i)))
    R.append(Row("On possession", pct=20, price=price, when="On offer of possession"))
    check_total(R, price)

    def rs(x):
        return "Rs. %s/-" % inr(x)

    doc = new_docx("Arial", 10)
    para(doc, "AGREEMENT FOR SALE OF FLAT", bold=True, align="center", size=13)
    para(doc, "This Agreement is entered into at Kolkata on 16/03/2026")
    para(doc, "BETWEEN GANGES RIVERVIEW INFRA PRIVATE LIMITED, 18, Camac Street, 4th Floor, Kolkata 700017, "
              "represented by its authorised signatory Mr. Arindam Chatterjee (the \u201cPromoter\u201d), AND Mrs. "
              "SUDESHNA MUKHERJEE, wife of Mr. Partha Mukherjee, residing at 22/4, Lake Gardens, Kolkata 700045 "
              "(the \u201cAllottee\u201d).")
    para(doc, "RECITALS", bold=True)
    para(doc, "The Promoter is constructing a residential complex called \u201cRIVERVIEW GREENS\u201d at Premises "
              "No. 41, Rajarhat Main Road, Mouza Jatragachi, P.S. New Town, District North 24 Parganas, "
              "sanctioned by the New Town Kolkata Development Authority vide Building Permit No. "
              "NKDA/BP/2024/117 and registered with WBRERA under No. WBRERA/P/NOR/2024/001208. The Allottee "
              "has agreed to purchase Flat No. 7B on the seventh floor of Block 2, having a carpet area of "
              "1,045 sq. ft. (super built-up area 1,400 sq. ft.), with one covered car parking space No. "
              "CP-2/31.")
    para(doc, "1. PRICE", bold=True)
    para(doc, "1.1 The total price of the Flat, being 1,400 sq. ft. of super built-up area @ Rs. 6,600 per sq. "
              "ft. plus Rs. 5,60,000/- for the car parking space, is Rs. 98,00,000/- (Rupees Ninety-Eight "
              "Lakh Only) (the \u201cTotal Price\u201d). GST @ 5% is payable extra on each instalment.")
    para(doc, "2. STATUTORY AND OTHER CHARGES", bold=True)
    para(doc, "2.1 The Allottee shall pay the following amounts in addition to the Total Price. The stamp duty, "
              "registration fee and advocate's fees are payable at the time of registration of the deed of "
              "conveyance; the transformer and generator charges are payable on offer of possession:")
    docx_table(doc, ["Charge", "Amount"], [[f.label, rs(f.amount)] for f in fees], widths=[4.2, 2.0])
    para(doc, "")
    para(doc, "3. PAYMENT SCHEDULE", bold=True)
    para(doc, "3.1 The Total Price shall be paid in the following instalments on or before the dates stated, "
              "irrespective of the progress of construction (time linked plan):")
    docx_table(doc, ["Instalment", "Due on", "% of Total Price", "Amount"],
               [[r.label, d_slash(r.due) if r.due else r.get("when"), pc(r.pct) + "%", rs(r.amount)]
                for r in R] + [["Total", "", "100%", rs(price)]],
               widths=[1.6, 2.3, 1.2, 1.5], bold_rows=(len(R),))
    para(doc, "")
    para(doc, "3.2 Payments shall be made by RTGS/NEFT to the Promoter's designated collection account No. "
              "00771450003318 with Axis Bank, Park Street branch (IFSC UTIB0000007).")
    para(doc, "4. DEFAULT AND CANCELLATION", bold=True)
    para(doc, "4.1 Delayed payments carry interest at 12% per annum. If any instalment is delayed beyond 60 "
              "days, the Promoter may cancel the allotment by 30 days' notice and refund the amounts paid "
              "after deducting 10% of the Total Price.")
    para(doc, "5. POSSESSION", bold=True)
    para(doc, "5.1 The Promoter shall complete the Flat and obtain the completion certificate by 31/12/2027 and "
              "shall offer possession thereafter.")
    para(doc, "5.2 Maintenance charges of Rs. 4 per sq. ft. of super built-up area per month shall be payable "
              "from the date of possession to the association of allottees.")
    para(doc, "6. GENERAL", bold=True)
    para(doc, "6.1 This Agreement shall be governed by Indian law and the courts at Kolkata shall have "
              "jurisdiction.")
    sign_block(doc, "Kolkata", "GANGES RIVERVIEW INFRA PRIVATE LIMITED", ["Mrs. SUDESHNA MUKHERJEE"])
    save_docx(doc, stem)
    write_expected(stem, fees + R)
    return stem


def i3_ahmedabad_breakdown():
    stem = "03_ahmedabad_breakdown_merged_title_sr_stage_prose_deposits"
    price = 21460000
    spec = [("Booking", "Booking amount", 10),
            ("Booking", "On execution of the Agreement for Sale", 10),
            ("Structure", "On completion of foundation and plinth", 15),
            ("Structure", "On casting of 2nd floor slab", "7.5"),
            ("Structure", "On casting of 6th floor slab", "7.5"),
            ("Structure", "On casting of 10th floor slab", "7.5"),
            ("Structure", "On casting of 14th (terrace) floor slab", "7.5"),
            ("Finishing", "On completion of brickwork and internal plaster", 10),
            ("Finishing", "On completion of flooring, doors, windows and sanitary fittings", 10),
            ("Finishing", "On completion of lifts and common area finishes", 5),
            ("Possession", "On offer of possession", 10)]
    R = [Row(m, pct=p, price=price, stage=s) for s, m, p in spec]
    check_total(R, price)
    fees = [Row("Maintenance deposit (corpus)", amount=225000, fee=True),
            Row("Advance maintenance (24 months)", amount=108000, fee=True),
            Row("Legal and documentation charges", amount=35000, fee=True)]
    doc = new_docx("Arial", 10)
    para(doc, "AGREEMENT OF SALE", bold=True, align="center", size=13)
    para(doc, "This Agreement of Sale is made and executed on this 6th day of April 2026 at Ahmedabad.")
    para(doc, "BY AND BETWEEN: M/s. SABARMATI HEIGHTS BUILDCON LLP, a limited liability partnership "
              "(LLPIN AAS-2208), having its office at 9th Floor, Venus Atlantis, Prahladnagar, Ahmedabad "
              "380015, represented by its designated partner Shri Mehul Shah (hereinafter called the "
              "\u201cVendor\u201d)")
    para(doc, "AND: Shri RAJESH KANTILAL PATEL and Smt. HETAL RAJESH PATEL, residing at 14, Shanti Park "
              "Society, Naranpura, Ahmedabad 380013 (hereinafter jointly called the \u201cVendees\u201d).")
    para(doc, "WHEREAS", bold=True)
    para(doc, "A. The Vendor is developing a residential project named \u201cSABARMATI HEIGHTS\u201d on land "
              "bearing Final Plot No. 88 of T.P. Scheme No. 50 (Bodakdev), admeasuring 9,312 sq. mtrs., "
              "registered with GujRERA vide No. PR/GJ/AHMEDABAD/AUDA/RAA11902/050725, consisting of two "
              "towers of 14 upper floors each.")
    para(doc, "B. The Vendees have agreed to purchase Flat No. B-1202 on the 12th floor of Tower B, having a "
              "super built-up area of 2,250 sq. ft. (carpet area 1,560 sq. ft.), together with two covered "
              "car parking spaces (the \u201cSchedule Flat\u201d).")
    para(doc, "NOW THIS AGREEMENT OF SALE WITNESSETH AS UNDER:")
    para(doc, "1. SALE CONSIDERATION: The total sale consideration for the Schedule Flat is %s %s/- (Rupees "
              "Two Crore Fourteen Lakh Sixty Thousand Only), arrived at as follows:" % (RUPEE, inr(price)))
    docx_table(doc, ["Particulars", "Basis", "Amount (%s)" % RUPEE],
               [["Basic sale price", "2,250 sq. ft. @ %s 8,800 per sq. ft." % RUPEE, RUPEE + " 1,98,00,000"],
                ["Floor rise (12th floor)", "2,250 sq. ft. @ %s 200 per sq. ft." % RUPEE, RUPEE + " 4,50,000"],
                ["Preferential location charge (garden facing)", "Lump sum", RUPEE + " 5,10,000"],
                ["Two covered car parks", "Lump sum", RUPEE + " 7,00,000"],
                ["Total sale consideration", "", "%s %s" % (RUPEE, inr(price))]],
               widths=[2.6, 2.4, 1.5])
    para(doc, "")
    para(doc, "2. The sale consideration includes the clubhouse membership and all amenities. GST at the rate "
              "notified by the Government (currently 5%) shall be borne by the Vendees in addition.")
    para(doc, "3. PAYMENT: The Vendees shall pay the sale consideration in instalments linked to the stages of "
              "construction, as set out below, within 15 days of a demand from the Vendor:")
    docx_table(doc, ["Sr.", "Stage", "Payment milestone", "Percentage", "Amount (%s)" % RUPEE],
               [[str(i + 1), r.get("stage"), r.label, pc(r.pct) + "%", "%s %s" % (RUPEE, inr(r.amount))]
                for i, r in enumerate(R)],
               widths=[0.4, 1.1, 3.0, 0.9, 1.2],
               title="SCHEDULE \u2013 E : PAYMENT PLAN (CONSTRUCTION LINKED)", vmerge_cols=[1])
    para(doc, "")
    para(doc, "4. The instalment on offer of possession shall be paid together with the deposits in clause 5, "
              "and possession shall be handed over only after both are received.")
    para(doc, "5. ADDITIONAL AMOUNTS: At the time of possession, the Vendees shall pay, over and above the sale "
              "consideration, (i) a maintenance deposit (corpus) of %s 2,25,000 (at %s 100 per sq. ft. of "
              "super built-up area), to be transferred to the society, (ii) advance maintenance charges for "
              "24 months amounting to %s 1,08,000 (at %s 2 per sq. ft. per month), and (iii) legal and "
              "documentation charges of %s 35,000." % (RUPEE, RUPEE, RUPEE, RUPEE, RUPEE))
    para(doc, "6. Delay in payment of any instalment beyond 30 days shall attract interest at 12% per annum. On "
              "default of three instalments the Vendor may cancel this agreement and refund the amounts "
              "received less 5% of the total sale consideration.")
    para(doc, "7. The Vendor shall hand over the Schedule Flat by 31-12-2028, subject to an extension of six "
              "months for reasons beyond its control.")
    para(doc, "8. Stamp duty and registration fees on the sale deed shall be borne by the Vendees at the time of "
              "registration at the prevailing Jantri rates and are not governed by this Agreement.")
    para(doc, "9. This Agreement is subject to the jurisdiction of the courts at Ahmedabad.")
    para(doc, "SCHEDULE \u2013 A (Land)", bold=True)
    para(doc, "All that land bearing Final Plot No. 88 of T.P. Scheme No. 50 (Bodakdev), Ahmedabad, bounded "
              "by: North \u2013 30 m T.P. road; South \u2013 F.P. No. 89; East \u2013 F.P. No. 84; West \u2013 18 m road.")
    sign_block(doc, "Ahmedabad", "M/s. SABARMATI HEIGHTS BUILDCON LLP",
               ["Shri RAJESH KANTILAL PATEL", "Smt. HETAL RAJESH PATEL"])
    save_docx(doc, stem)
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (i1_thane_percent_only, i2_kolkata_time_linked, i3_ahmedabad_breakdown):
        print("wrote", f())


if __name__ == "__main__":
    main()
