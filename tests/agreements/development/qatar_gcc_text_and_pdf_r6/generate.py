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
# qatar_gcc_text_and_pdf_r6
# ===========================================================================

def q1_west_bay_pipe():
    stem = "01_west_bay_lagoon_pipe_schedule_amount_before_percent_fees_first"
    price = 4350000
    fees = [Row("Registration fee", pct="0.25", price=price, fee=True),
            Row("Service charge deposit", amount=15000, fee=True),
            Row("Title deed issuance fee", amount=2000, fee=True)]
    R = [Row("Booking deposit", pct=10, price=price, due=dt(2026, 4, 10)),
         Row("First instalment", pct=10, price=price, due=dt(2026, 7, 15)),
         Row("Second instalment", pct=10, price=price, due=dt(2027, 1, 15)),
         Row("Structure completion instalment", pct=10, price=price, when="On completion of structure"),
         Row("Handover payment", pct=30, price=price, when="On handover")]
    for i, d in enumerate([dt(2028, 6, 15), dt(2028, 12, 15), dt(2029, 6, 15)]):
        R.append(Row("Post-handover instalment %d" % (i + 1), pct=10, price=price, due=d, post=True))
    check_total(R, price)
    rows = [[str(i + 1), r.label, "%s QR" % us(r.amount, 0), pc(r.pct) + "%",
             d_slash(r.due) if r.due else r.get("when")] for i, r in enumerate(R)]
    rows.append(["", "Total", "%s QR" % us(price, 0), "100%", ""])
    tbl = pipe_table(["No.", "Instalment", "Amount", "%", "Due date"], rows, "llrrl")
    t = []
    t.append("WEST BAY LAGOON - DOHA")
    t.append("LAGOON VIEW RESIDENCES - TOWER 3")
    t.append("")
    t.append("AGREEMENT FOR SALE AND PURCHASE")
    t.append("")
    t.append("Ref: LVR-T3-1802/SPA/2026" + " " * 37 + "Doha, 10 April 2026")
    t.append("")
    t.append("PARTIES")
    t.append("")
    t.append(wrap("Seller:     Lagoon View Real Estate Investment W.L.L., C.R. No. 98214, P.O. Box 24117, Doha, "
                  "Qatar, represented by Mr. Khalid Jassim Al-Kuwari, General Manager.", width=96,
                  subsequent=" " * 12))
    t.append("")
    t.append(wrap("Purchaser:  Mr. Arjun Ramesh Pillai, Indian national, holder of Qatar ID No. 28735610442, of "
                  "Flat 12, Building 41, Al Sadd, Doha.", width=96, subsequent=" " * 12))
    t.append("")
    t.append("1. INTERPRETATION")
    t.append(wrap("In this Agreement, \"Apartment\" means Apartment No. 1802, Tower 3, Lagoon View Residences, "
                  "West Bay Lagoon, Parcel No. 69/2207, with a gross area of 186 sq.m., a balcony and one (1) "
                  "parking space; \"Price\" means the purchase price in Clause 3; \"Handover\" means delivery of "
                  "vacant possession of the completed Apartment; and \"Schedule 2\" means the payment schedule "
                  "annexed hereto."))
    t.append("")
    t.append("2. SALE")
    t.append(wrap("The Seller sells and the Purchaser buys the Apartment with the fitted kitchen, wardrobes and "
                  "split air-conditioning units described in Schedule 1 (Specifications)."))
    t.append("")
    t.append("3. PRICE")
    t.append(wrap("The Price of the Apartment is 4,350,000 QR (Four Million Three Hundred Fifty Thousand Qatari "
                  "Riyals), being approximately 23,387.10 QR per square metre of gross area."))
    t.append("")
    t.append("4. FEES AND CHARGES")
    t.append("In addition to the Price, the Purchaser shall pay:")
    t.append(wrap("(a) a registration fee of 0.25%% of the Price, amounting to %s QR, payable on signing of "
                  "this Agreement;" % us(fees[0].amount, 0), subsequent="    "))
    t.append(wrap("(b) a service charge deposit of 15,000 QR, payable on Handover, to be credited against the "
                  "first service charge invoices of the owners' association; and", subsequent="    "))
    t.append(wrap("(c) a title deed issuance fee of 2,000 QR, payable on transfer of title.", subsequent="    "))
    t.append("No other fee shall be charged by the Seller in connection with the sale.")
    t.append("")
    t.append("5. PAYMENT")
    t.append(wrap("The Price shall be paid in accordance with Schedule 2 - Payment Schedule, by bank transfer or "
                  "by cheques drawn on a bank in Qatar in favour of \"Lagoon View - Escrow Account\". The "
                  "booking deposit paid on the date of this Agreement forms part of the Price."))
    t.append("")
    t.append("6. COMPLETION AND HANDOVER")
    t.append(wrap("6.1 The Seller shall complete the Apartment and offer Handover no later than 31/12/2027.",
                  subsequent="    "))
    t.append(wrap("6.2 Three instalments of the Price, as shown in Schedule 2, are payable after Handover. The "
                  "Purchaser shall deliver, on Handover, three (3) post-dated cheques for those instalments; "
                  "title will be transferred only after all of them have been honoured.", subsequent="    "))
    t.append(wrap("6.3 Should the Seller be late in offering Handover by more than 180 days, the Purchaser may "
                  "terminate this Agreement and receive all sums paid together with compensation equal to 2% "
                  "of the Price.", subsequent="    "))
    t.append("")
    t.append("7. DEFAULT")
    t.append(wrap("7.1 Late payment attracts a charge of 10% per annum calculated daily.", subsequent="    "))
    t.append(wrap("7.2 If the Purchaser fails to remedy a payment default within thirty (30) days of a notice, the "
                  "Seller may terminate this Agreement and retain 15% of the Price, refunding any surplus within "
                  "sixty (60) days.", subsequent="    "))
    t.append("")
    t.append("8. GOVERNING LAW")
    t.append(wrap("This Agreement shall be governed by the laws of the State of Qatar. Disputes shall be referred "
                  "to the courts of Qatar."))
    t.append("")
    t.append("Signed for the Seller: __________________     Signed by the Purchaser: __________________")
    t.append("")
    t.append("-" * 96)
    t.append("")
    t.append("SCHEDULE 2 - PAYMENT SCHEDULE")
    t.append("")
    t.append(tbl)
    t.append("")
    t.append("Note: instalments 6 to 8 fall due after Handover.")
    write_text(stem, "\n".join(t))
    write_expected(stem, fees + R)
    return stem


def q2_kuwait_kd_pdf():
    from reportlab.platypus import Paragraph, Spacer, PageBreak
    stem = "02_sabah_al_ahmad_sea_city_kd_three_decimals_schedule_page2"
    price = 98500
    S = pdf_kit(serif=True, size=9.5)

    def kd(x):
        return format(dec(x).quantize(Decimal("0.001")), ",.3f")

    R = [Row("Reservation deposit", pct=5, price=price, due=dt(2026, 1, 12), wtxt="Paid on 12/01/2026"),
         Row("On signing of this Agreement", pct=15, price=price, wtxt="On signing"),
         Row("Second instalment", pct=10, price=price, due=dt(2026, 6, 15)),
         Row("On completion of structure", pct=20, price=price, wtxt="Engineer's certificate"),
         Row("Third instalment", pct=10, price=price, due=dt(2027, 3, 15)),
         Row("On completion of finishing", pct=15, price=price, wtxt="Engineer's certificate"),
         Row("On handover", pct=25, price=price, wtxt="Handover notice")]
    check_total(R, price)
    fees = [Row("Registration fee", pct="0.5", price=price, fee=True),
            Row("Maintenance fund contribution", amount=750, fee=True)]
    st = []
    st.append(Paragraph("SALE AND PURCHASE AGREEMENT", S["title"]))
    st.append(Paragraph("Sabah Al Ahmad Sea City - Phase B3 - Waterfront Villa - State of Kuwait", S["sub"]))
    st.append(Paragraph("Agreement dated 26 January 2026", S["sub"]))
    st.append(Paragraph("PARTIES", S["h"]))
    st += clauses(S, [
        "1. Al Khiran Marina Real Estate Company K.S.C. (Closed), registered in the Commercial Register under "
        "No. 341887, of Sharq, Block 2, Jaber Al Mubarak Street, Kuwait City (the \"Developer\"); and",
        "2. Mr. Bader Mishal Al-Enezi, Kuwaiti, Civil ID No. 288061201447, of Block 4, Street 17, House 22, "
        "Salwa (the \"Purchaser\")."])
    st.append(Paragraph("BACKGROUND", S["h"]))
    st += clauses(S, [
        "A. The Developer is developing waterfront villas on Plot 1187, Phase B3, Sabah Al Ahmad Sea City, under "
        "building permit No. 2025/44871 dated 18/11/2025.",
        "B. The Purchaser reserved the Villa under reservation form No. SAS-B3-061 and paid the reservation "
        "deposit shown in Schedule 2, which is credited against the Price."])
    st.append(Paragraph("1. DEFINITIONS", S["h"]))
    st.append(Paragraph("\"Engineer\" means the Project's supervising engineer. \"Price\" means the amount in "
                        "Clause 3. \"Villa\" means Waterfront Villa B3-061, land area 600 sq.m., built-up area "
                        "465.25 sq.m., with a private marina berth of 12 metres.", S["body"]))
    st.append(Paragraph("2. SALE", S["h"]))
    st.append(Paragraph("The Developer agrees to sell and the Purchaser agrees to buy the Villa together with "
                        "the berth licence, in accordance with the laws of the State of Kuwait.", S["body"]))
    st.append(Paragraph("3. PRICE", S["h"]))
    st.append(Paragraph("The Price of the Villa is KD %s (Ninety-Eight Thousand Five Hundred Kuwaiti Dinars). It "
                        "shall be paid in accordance with Schedule 2. All amounts in this Agreement are stated "
                        "in Kuwaiti Dinars to three decimal places (fils)." % kd(price), S["body"]))
    st.append(Paragraph("4. COMPLETION", S["h"]))
    st += clauses(S, [
        "4.1 The Developer shall complete the Villa and give the Purchaser a handover notice no later than "
        "31/12/2027. Construction stage payments are due within fifteen (15) days of the Engineer's "
        "certificate for the relevant stage.",
        "4.2 If the Developer fails to complete within nine (9) months after that date, the Purchaser may "
        "terminate this Agreement and recover all amounts paid."])
    st.append(Paragraph("5. DEFAULT", S["h"]))
    st.append(Paragraph("Amounts paid late bear a penalty of 0.05% per day. If the Purchaser fails to pay within "
                        "sixty (60) days of a written notice, the Developer may terminate this Agreement and "
                        "deduct up to 10% of the Price before refunding the balance.", S["body"]))
    st.append(Paragraph("6. TITLE", S["h"]))
    st.append(Paragraph("The Villa shall be registered in the Purchaser's name with the Real Estate Registration "
                        "Department of the Ministry of Justice upon completion and payment in full.", S["body"]))
    st.append(Paragraph("7. GOVERNING LAW", S["h"]))
    st.append(Paragraph("This Agreement is governed by the laws of the State of Kuwait. Disputes shall be "
                        "referred to the Kuwaiti courts.", S["body"]))
    st.append(Paragraph("For the Developer &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;"
                        "&nbsp;&nbsp;&nbsp;&nbsp; The Purchaser", S["left"]))
    st.append(Paragraph("______________________ &nbsp;&nbsp;&nbsp; ______________________", S["left"]))
    st.append(PageBreak())
    st.append(Paragraph("SCHEDULE 2 - PAYMENT SCHEDULE", S["left"]))
    st.append(Paragraph("Part 1 - Instalments of the Price", S["left"]))
    data = [["Stage", "Payment", "%", "Amount (KD)", "Due"]]
    for i, r in enumerate(R):
        data.append([str(i + 1), r.label, pc(r.pct) + "%", kd(r.amount),
                     r.get("wtxt") or d_slash(r.due)])
    data.append(["", "Total", "100%", kd(price), ""])
    st.append(ptable(S, data, [42, 170, 45, 80, 140], aligns="llrrl", shade_header=False))
    st.append(Spacer(1, 6))
    st.append(Paragraph("Part 2 - Charges payable in addition to the Price", S["left"]))
    st += clauses(S, [
        "(a) Registration fee: 0.5%% of the Price, i.e. KD %s, payable on registration of the Villa with the "
        "Real Estate Registration Department." % kd(fees[0].amount),
        "(b) Maintenance fund contribution: KD %s, payable on handover." % kd(fees[1].amount)], style="ind")
    build_pdf(stem, st, S, initials=False)
    write_expected(stem, R + fees)
    return stem


def q3_doha_oasis_parts():
    from reportlab.platypus import Paragraph, Spacer, PageBreak
    stem = "03_al_waab_villa_schedule_parts_pre_post_handover_charges"
    price = 6900000
    S = pdf_kit(serif=False, size=9)
    pre = [Row("Booking deposit", pct=10, price=price, due=dt(2026, 2, 5), wtxt="Paid on 05/02/2026"),
           Row("On signing of this Agreement", pct=10, price=price, wtxt="On signing"),
           Row("Second instalment", pct=15, price=price, due=dt(2026, 9, 1)),
           Row("On completion of structure", pct=15, price=price, wtxt="Engineer's certificate"),
           Row("On handover", pct=10, price=price, wtxt="Handover notice")]
    post = [Row("Post-handover instalment %d" % (i + 1), pct=10, price=price, due=add_months(dt(2028, 6, 1), 6 * i),
                post=True) for i in range(4)]
    fees = [Row("Registration fee", pct="0.25", price=price, fee=True),
            Row("District cooling connection charge", amount=35000, fee=True)]
    R = pre + post
    check_total(R, price)
    st = []
    st.append(Paragraph("AGREEMENT FOR SALE AND PURCHASE", S["title"]))
    st.append(Paragraph("Al Waab Oasis - Garden Villas - Doha, State of Qatar", S["sub"]))
    st.append(Paragraph("Agreement dated 23 February 2026 - Ref. AWO/GV-33/2026", S["sub"]))
    st.append(Paragraph("PARTIES", S["h"]))
    st += clauses(S, [
        "1. Al Waab Oasis Development Q.P.S.C., C.R. No. 120557, of Tower 5, Al Waab Street, P.O. Box 30118, "
        "Doha (the \"Developer\"); and",
        "2. Mr. Tamim Hamad Al-Suwaidi and Mrs. Maryam Ali Al-Sulaiti, Qataris, QIDs 28963400118 and "
        "29163400907, of Villa 17, Street 850, Al Gharrafa, Doha (jointly the \"Purchaser\")."])
    st.append(Paragraph("BACKGROUND", S["h"]))
    st += clauses(S, [
        "A. The Developer is developing the Al Waab Oasis garden villas on Parcel No. 51/8842, Al Waab, "
        "registered with the Real Estate Regulatory Authority under project No. AQ-2025-117.",
        "B. The Purchaser reserved Garden Villa GV-33 and paid the booking deposit on 05/02/2026; it is "
        "credited against the Price as shown in Schedule 2."])
    st.append(Paragraph("1. DEFINITIONS", S["h"]))
    st.append(Paragraph("\"Engineer\" means the Project's consultant engineer. \"Escrow Account\" means account "
                        "No. 0211-448190-001 at Doha Bank. \"Handover\" means delivery of vacant possession of "
                        "the completed Villa. \"Villa\" means Garden Villa GV-33, plot 520 sq.m., built-up area "
                        "398 sq.m., five bedrooms, with a private pool and two covered parking spaces.",
                        S["body"]))
    st.append(Paragraph("2. SALE AND PRICE", S["h"]))
    st += clauses(S, [
        "2.1 The Developer agrees to sell and the Purchaser agrees to buy the Villa for QR 6,900,000.00 (Six "
        "Million Nine Hundred Thousand Qatari Riyals) (the \"Price\"), i.e. approximately QR 17,336.68 per "
        "sq.m. of built-up area.",
        "2.2 The Price shall be paid into the Escrow Account in accordance with Schedule 2. Part 2 of Schedule "
        "2 sets out the instalments which fall due after Handover; the Purchaser shall deliver post-dated "
        "cheques for them on Handover."])
    st.append(Paragraph("3. COMPLETION AND HANDOVER", S["h"]))
    st += clauses(S, [
        "3.1 The Developer shall complete the Villa and give a handover notice no later than 31/03/2028. "
        "Construction stage payments are due within fifteen (15) days of the Engineer's certificate.",
        "3.2 If Handover is delayed by more than twelve (12) months, the Purchaser may terminate and recover "
        "all amounts paid together with compensation of 3% of the Price."])
    st.append(Paragraph("4. DEFAULT", S["h"]))
    st.append(Paragraph("Late payments bear a penalty of 12% per annum. If the Purchaser fails to remedy a "
                        "payment default within thirty (30) days of notice, the Developer may terminate this "
                        "Agreement and retain 15% of the Price.", S["body"]))
    st.append(Paragraph("5. TITLE", S["h"]))
    st.append(Paragraph("Title shall be registered with the Real Estate Registration Department of the Ministry "
                        "of Justice after payment of the Price in full; until then a mortgage in favour of the "
                        "Developer shall secure the post-handover instalments.", S["body"]))
    st.append(Paragraph("6. GOVERNING LAW", S["h"]))
    st.append(Paragraph("This Agreement is governed by the laws of the State of Qatar. Disputes shall be "
                        "referred to the Qatar International Court and Dispute Resolution Centre.", S["body"]))
    st.append(Spacer(1, 8))
    st.append(ptable(S, [["For the Developer", "The Purchaser"],
                         ["\n\n______________________", "\n\n______________________"]], [250, 250],
                     grid=False, shade_header=False))
    st.append(PageBreak())
    st.append(Paragraph("SCHEDULE 2 - PAYMENT SCHEDULE", S["h"]))
    st.append(Paragraph("Part 1 - Instalments payable up to and on Handover", S["left"]))
    d1 = [["No.", "Payment", "%", "Amount (QR)", "Due"]]
    for i, r in enumerate(pre):
        d1.append([str(i + 1), r.label, pc(r.pct) + "%", us(r.amount), r.get("wtxt") or d_slash(r.due)])
    d1.append(["", "Sub-total", "60%", us(sum(r.amount for r in pre)), ""])
    st.append(ptable(S, d1, [32, 180, 45, 95, 148], aligns="llrrl"))
    st.append(Spacer(1, 6))
    st.append(Paragraph("Part 2 - Instalments payable after Handover", S["left"]))
    d2 = [["No.", "Payment", "%", "Amount (QR)", "Due"]]
    for i, r in enumerate(post):
        d2.append([str(i + 6), r.label, pc(r.pct) + "%", us(r.amount), d_slash(r.due)])
    d2.append(["", "Sub-total", "40%", us(sum(r.amount for r in post)), ""])
    d2.append(["", "Total Price", "100%", us(price), ""])
    st.append(ptable(S, d2, [32, 180, 45, 95, 148], aligns="llrrl"))
    st.append(Spacer(1, 6))
    st.append(Paragraph("Part 3 - Charges payable in addition to the Price", S["left"]))
    st += clauses(S, [
        "(a) Registration fee: 0.25%% of the Price, i.e. QR %s, payable on registration of the Villa." %
        us(fees[0].amount),
        "(b) District cooling connection charge: QR 35,000.00, payable on Handover."], style="ind")
    build_pdf(stem, st, S, footer_ref="AWO/GV-33/2026", initials=True)
    write_expected(stem, R + fees)
    return stem


def main():
    for f in (q1_west_bay_pipe, q2_kuwait_kd_pdf, q3_doha_oasis_parts):
        print("wrote", f())


if __name__ == "__main__":
    main()
