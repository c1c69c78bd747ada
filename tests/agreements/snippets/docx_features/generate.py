#!/usr/bin/env python
"""Build the DOCX test agreements in this folder and their .expected.json files.

Run from this folder:  python generate.py
Deterministic: no randomness without a fixed seed, no current date; zip entries get fixed timestamps.
Each document exercises Word features a reader could get wrong (real tables with merged cells,
repeated header rows, nested tables, automatic numbering via numPr, tab stops, content controls,
line breaks inside cells, runs split mid-number, heading styles, landscape sections, fields ...).
"""
import calendar
import copy
import datetime
import io
import json
import os
import random
import zipfile
from decimal import Decimal, ROUND_HALF_UP

from docx import Document
from docx.enum.section import WD_ORIENT, WD_SECTION
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT, WD_TAB_LEADER, WD_BREAK
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, Cm, RGBColor

OUT = os.path.dirname(os.path.abspath(__file__))
FIXED_TS = datetime.datetime(2026, 1, 5, 9, 0, 0)
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]


# ----------------------------------------------------------------------------------------------
# dates, money, rows
# ----------------------------------------------------------------------------------------------
def D(y, m, d):
    return datetime.date(y, m, d)


def add_months(d, n, anchor_day=None):
    day = anchor_day or d.day
    m0 = d.month - 1 + n
    y = d.year + m0 // 12
    m = m0 % 12 + 1
    return datetime.date(y, m, min(day, calendar.monthrange(y, m)[1]))


def series(first, count, step_months):
    return [add_months(first, step_months * i, first.day) for i in range(count)]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fd(d, style):
    """Format a date the way the agreement writes it."""
    if style == "dmy/":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy-":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "dmy.":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "d-Mon-y":
        return f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"
    if style == "long":
        return f"{d.day} {MONTH_FULL[d.month - 1]} {d.year}"
    if style == "ord":
        return f"{ordinal(d.day)} {MONTH_FULL[d.month - 1]} {d.year}"
    if style == "us":
        return f"{MONTH_FULL[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "mdy/":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    raise ValueError(style)


def exp_date(d):
    return "" if d is None else f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


def dec(x):
    return Decimal(str(x))


def share(price, pct):
    return (dec(price) * dec(pct) / Decimal(100)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def fmt_en(x, decimals=0):
    x = dec(x)
    return f"{x:,.{decimals}f}"


def fmt_eu(x, decimals=2):
    s = fmt_en(x, decimals)
    return s.replace(",", "_").replace(".", ",").replace("_", ".")


def fmt_in(x):
    """Indian digit grouping: 1,25,00,000."""
    n = int(dec(x))
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail


def fmt_pct(p):
    p = dec(p)
    return (f"{p:f}".rstrip("0").rstrip(".") if "." in f"{p:f}" else f"{p:f}") + "%"


class Row:
    def __init__(self, label, pct, amount, date, fee=False, post=False):
        self.label = label
        self.pct = dec(pct)
        self.amount = dec(amount)
        self.date = date
        self.fee = fee
        self.post = post

    def expected(self):
        a = self.amount.quantize(Decimal("0.01"))
        amount = int(a) if a == a.to_integral_value() else float(a)
        p = self.pct
        pct = int(p) if p == p.to_integral_value() else float(p)
        return {"amount": amount, "dueDate": exp_date(self.date), "percentage": pct,
                "isFee": self.fee, "postHandover": self.post}


def R(label, price, pct, date, fee=False, post=False, amount=None):
    """Plan row; amount defaults to pct x price."""
    if amount is None:
        amount = share(price, pct) if price else Decimal(0)
    return Row(label, pct, amount, date, fee, post)


def F(label, amount, date=None):
    """Fee row charged on top of the price (no percentage stated)."""
    return Row(label, 0, amount, date, fee=True)


# ----------------------------------------------------------------------------------------------
# docx helpers
# ----------------------------------------------------------------------------------------------
def new_doc(font="Calibri", size=10.5, title="Agreement", author="Legal Department"):
    doc = Document()
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
    sec.left_margin = sec.right_margin = Cm(2.3)
    sec.top_margin = sec.bottom_margin = Cm(2.2)
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    rpr = st.element.get_or_add_rPr()
    rfonts = rpr.find(qn("w:rFonts"))
    if rfonts is None:
        rfonts = OxmlElement("w:rFonts")
        rpr.insert(0, rfonts)
    for k in ("w:ascii", "w:hAnsi", "w:cs", "w:eastAsia"):
        rfonts.set(qn(k), font)
    st.paragraph_format.space_after = Pt(4)
    cp = doc.core_properties
    cp.author = author
    cp.last_modified_by = author
    cp.title = title
    cp.created = FIXED_TS
    cp.modified = FIXED_TS
    cp.last_printed = FIXED_TS
    cp.revision = 3
    return doc


def save(doc, name, rows):
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    zin = zipfile.ZipFile(buf)
    path = os.path.join(OUT, name + ".docx")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 5, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(info.filename))
    with open(os.path.join(OUT, name + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump([r.expected() for r in rows], fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def P(doc_or_cell, text="", bold=False, italic=False, align=None, style=None, size=None,
      space_after=None, keep_next=False):
    p = doc_or_cell.add_paragraph(style=style) if style else doc_or_cell.add_paragraph()
    if text:
        add_runs(p, text, bold=bold, italic=italic, size=size)
    if align:
        p.alignment = {"c": WD_ALIGN_PARAGRAPH.CENTER, "r": WD_ALIGN_PARAGRAPH.RIGHT,
                       "j": WD_ALIGN_PARAGRAPH.JUSTIFY, "l": WD_ALIGN_PARAGRAPH.LEFT}[align]
    if space_after is not None:
        p.paragraph_format.space_after = Pt(space_after)
    if keep_next:
        p.paragraph_format.keep_with_next = True
    return p


def add_runs(p, text, bold=False, italic=False, size=None):
    """Add text; **...** segments are bold. Tabs/newlines become w:tab / w:br."""
    parts = text.split("**")
    for i, part in enumerate(parts):
        if not part:
            continue
        r = p.add_run(part)
        r.bold = bold or (i % 2 == 1)
        if italic:
            r.italic = True
        if size:
            r.font.size = Pt(size)
    return p


def H(doc, text, level=1):
    return doc.add_heading(text, level=level)


def insert_before(parent, el, successors):
    for tag in successors:
        found = parent.find(qn(tag))
        if found is not None:
            found.addprevious(el)
            return el
    parent.append(el)
    return el


def shade(cell, fill="D9D9D9"):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    insert_before(tcPr, shd, ["w:noWrap", "w:tcMar", "w:textDirection", "w:tcFitText", "w:vAlign",
                              "w:hideMark"])


def repeat_header(row, cant_split=True):
    trPr = row._tr.get_or_add_trPr()
    if cant_split:
        cs = OxmlElement("w:cantSplit")
        trPr.append(cs)
    th = OxmlElement("w:tblHeader")
    trPr.append(th)


def no_borders(table):
    tblPr = table._tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        b.append(e)
    insert_before(tblPr, b, ["w:shd", "w:tblLayout", "w:tblCellMar", "w:tblLook"])


def set_cell(cell, content, bold=False, align=None, size=None, fill=None, italic=False):
    """content: str (\n -> line break inside one paragraph) or list of str (one paragraph each)."""
    paras = content if isinstance(content, list) else [content]
    cell.text = ""
    first = cell.paragraphs[0]
    for i, t in enumerate(paras):
        p = first if i == 0 else cell.add_paragraph()
        p.paragraph_format.space_after = Pt(0)
        if t:
            add_runs(p, t, bold=bold, italic=italic, size=size)
        if align:
            p.alignment = {"c": WD_ALIGN_PARAGRAPH.CENTER, "r": WD_ALIGN_PARAGRAPH.RIGHT,
                           "l": WD_ALIGN_PARAGRAPH.LEFT}[align]
    if fill:
        shade(cell, fill)
    return cell


def make_table(doc_or_cell, data, widths=None, header_rows=1, style="Table Grid", aligns=None,
               repeat=True, size=None, fill="D9D9D9"):
    """data: list of rows (each a list of cell contents). Returns the table."""
    ncols = max(len(r) for r in data)
    t = doc_or_cell.add_table(rows=len(data), cols=ncols)
    if style:
        t.style = style
    for ri, row in enumerate(data):
        for ci, val in enumerate(row):
            al = aligns[ci] if aligns else None
            set_cell(t.cell(ri, ci), val, bold=ri < header_rows, align=al, size=size,
                     fill=fill if ri < header_rows else None)
    for ri in range(min(header_rows, len(data))):
        if repeat:
            repeat_header(t.rows[ri])
    if widths:
        set_widths(t, widths)
    return t


def set_widths(t, widths):
    """Column widths in the grid (tblGrid) and in every cell, with a fixed layout."""
    t.autofit = False
    grid = t._tbl.tblGrid
    for gc, w in zip(grid.findall(qn("w:gridCol")), widths):
        gc.set(qn("w:w"), str(int(Cm(w).twips)))
    for row in t.rows:
        for ci, w in enumerate(widths):
            if ci < len(row.cells):
                row.cells[ci].width = Cm(w)


class Numbering:
    """Real Word numbering: abstractNum + num in numbering.xml, numPr in each paragraph."""

    def __init__(self, doc):
        self.el = doc.part.numbering_part.element
        self.next = 100

    def add(self, levels):
        """levels: list of (numFmt, lvlText, left_twips, hanging_twips[, font])."""
        aid = self.next
        nid = self.next
        self.next += 1
        an = OxmlElement("w:abstractNum")
        an.set(qn("w:abstractNumId"), str(aid))
        mlt = OxmlElement("w:multiLevelType")
        mlt.set(qn("w:val"), "multilevel" if len(levels) > 1 else "singleLevel")
        an.append(mlt)
        for i, lv in enumerate(levels):
            fmt, text, left, hanging = lv[:4]
            font = lv[4] if len(lv) > 4 else None
            lvl = OxmlElement("w:lvl")
            lvl.set(qn("w:ilvl"), str(i))
            for tag, val in (("w:start", "1"), ("w:numFmt", fmt), ("w:lvlText", text), ("w:lvlJc", "left")):
                e = OxmlElement(tag)
                e.set(qn("w:val"), val)
                lvl.append(e)
            ppr = OxmlElement("w:pPr")
            ind = OxmlElement("w:ind")
            ind.set(qn("w:left"), str(left))
            ind.set(qn("w:hanging"), str(hanging))
            ppr.append(ind)
            lvl.append(ppr)
            if font:
                rpr = OxmlElement("w:rPr")
                rf = OxmlElement("w:rFonts")
                for k in ("w:ascii", "w:hAnsi", "w:hint"):
                    rf.set(qn(k), font if k != "w:hint" else "default")
                rpr.append(rf)
                lvl.append(rpr)
            an.append(lvl)
        first_num = self.el.find(qn("w:num"))
        if first_num is not None:
            first_num.addprevious(an)
        else:
            self.el.append(an)
        num = OxmlElement("w:num")
        num.set(qn("w:numId"), str(nid))
        ani = OxmlElement("w:abstractNumId")
        ani.set(qn("w:val"), str(aid))
        num.append(ani)
        self.el.append(num)
        return nid


def numbered(doc, num_id, text, ilvl=0, style=None, bold=False):
    p = doc.add_paragraph(style=style) if style else doc.add_paragraph()
    pPr = p._p.get_or_add_pPr()
    numPr = pPr.get_or_add_numPr()
    numPr.get_or_add_ilvl().val = ilvl
    numPr.get_or_add_numId().val = num_id
    if text:
        add_runs(p, text, bold=bold)
    return p


def apply_num(p, num_id, ilvl=0):
    pPr = p._p.get_or_add_pPr()
    numPr = pPr.get_or_add_numPr()
    numPr.get_or_add_ilvl().val = ilvl
    numPr.get_or_add_numId().val = num_id
    return p


DECIMAL = [("decimal", "%1.", 720, 360)]
LOWER_LETTER = [("lowerLetter", "(%1)", 1080, 540)]
LOWER_ROMAN = [("lowerRoman", "(%1)", 1080, 540)]
BULLET = [("bullet", "\u2022", 720, 360)]


def add_field(p, instr, result):
    def r_with(el):
        r = OxmlElement("w:r")
        r.append(el)
        p._p.append(r)
    b = OxmlElement("w:fldChar"); b.set(qn("w:fldCharType"), "begin"); r_with(b)
    it = OxmlElement("w:instrText"); it.set(qn("xml:space"), "preserve"); it.text = f" {instr} "; r_with(it)
    s = OxmlElement("w:fldChar"); s.set(qn("w:fldCharType"), "separate"); r_with(s)
    t = OxmlElement("w:t"); t.text = result; r_with(t)
    e = OxmlElement("w:fldChar"); e.set(qn("w:fldCharType"), "end"); r_with(e)


def page_footer(doc, left_text):
    for sec in doc.sections:
        fp = sec.footer.paragraphs[0]
        fp.text = ""
        width = sec.page_width - sec.left_margin - sec.right_margin
        fp.paragraph_format.tab_stops.add_tab_stop(width, WD_TAB_ALIGNMENT.RIGHT)
        add_runs(fp, left_text + "\tPage ", size=8)
        add_field(fp, "PAGE", "1")
        add_runs(fp, " of ", size=8)
        add_field(fp, "NUMPAGES", "2")


def page_header(doc, text):
    hp = doc.sections[0].header.paragraphs[0]
    hp.text = ""
    add_runs(hp, text, size=8)
    hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT


def add_sdt(p, text, alias, sdt_id, bold=False):
    """Inline content control (rich text) holding a filled-in value."""
    sdt = OxmlElement("w:sdt")
    pr = OxmlElement("w:sdtPr")
    a = OxmlElement("w:alias"); a.set(qn("w:val"), alias); pr.append(a)
    tg = OxmlElement("w:tag"); tg.set(qn("w:val"), alias.replace(" ", "")); pr.append(tg)
    i = OxmlElement("w:id"); i.set(qn("w:val"), str(sdt_id)); pr.append(i)
    sdt.append(pr)
    c = OxmlElement("w:sdtContent")
    r = OxmlElement("w:r")
    if bold:
        rpr = OxmlElement("w:rPr"); rpr.append(OxmlElement("w:b")); r.append(rpr)
    t = OxmlElement("w:t"); t.set(qn("xml:space"), "preserve"); t.text = text
    r.append(t)
    c.append(r)
    sdt.append(c)
    p._p.append(sdt)


def add_split_runs(p, text, rnd, bold=False, size=None):
    """Write text as several runs split at arbitrary points (as Word does after edits),
    with proofErr / bookmark markers between some of them."""
    pos = 0
    n = len(text)
    while pos < n:
        step = rnd.randint(1, 5)
        chunk = text[pos:pos + step]
        r = p.add_run(chunk)
        r.bold = bold
        if size:
            r.font.size = Pt(size)
        r._r.set(qn("w:rsidR"), f"{rnd.randint(0, 0xFFFFFF):06X}00")
        pos += step
        if pos < n and rnd.random() < 0.25:
            pe = OxmlElement("w:proofErr")
            pe.set(qn("w:type"), rnd.choice(["spellStart", "gramStart"]))
            p._p.append(pe)
    return p


def arabic_run(p, text, bold=False, size=None):
    r = p.add_run(text)
    r.font.rtl = True
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    rpr = r._r.get_or_add_rPr()
    rf = rpr.find(qn("w:rFonts"))
    if rf is None:
        rf = OxmlElement("w:rFonts")
        rpr.insert(0, rf)
    rf.set(qn("w:cs"), "Arial")
    return r


def tabs(p, stops):
    """stops: list of (cm, 'l'|'r'|'c'|'d', leader or None)."""
    al = {"l": WD_TAB_ALIGNMENT.LEFT, "r": WD_TAB_ALIGNMENT.RIGHT, "c": WD_TAB_ALIGNMENT.CENTER,
          "d": WD_TAB_ALIGNMENT.DECIMAL}
    ld = {None: WD_TAB_LEADER.SPACES, ".": WD_TAB_LEADER.DOTS, "-": WD_TAB_LEADER.DASHES}
    for pos, a, leader in stops:
        p.paragraph_format.tab_stops.add_tab_stop(Cm(pos), al[a], ld[leader])
    return p


def bookmark(p, name, bid):
    s = OxmlElement("w:bookmarkStart"); s.set(qn("w:id"), str(bid)); s.set(qn("w:name"), name)
    e = OxmlElement("w:bookmarkEnd"); e.set(qn("w:id"), str(bid))
    first_run = p._p.find(qn("w:r"))
    if first_run is not None:
        first_run.addprevious(s)
    else:
        p._p.append(s)
    p._p.append(e)


def landscape_section(doc):
    sec = doc.add_section(WD_SECTION.NEW_PAGE)
    sec.orientation = WD_ORIENT.LANDSCAPE
    sec.page_width, sec.page_height = Cm(29.7), Cm(21.0)
    return sec


def check_plan(rows, price, full=True, by_amount=False):
    """Arithmetic consistency of a plan, as a real agreement has it."""
    plan = [r for r in rows if not r.fee]
    if by_amount:
        assert sum(r.amount for r in plan) == dec(price), (sum(r.amount for r in plan), price)
        return
    for r in plan:
        assert r.amount == share(price, r.pct), (r.label, r.amount, share(price, r.pct))
    if full:
        assert sum(r.pct for r in plan) == 100, sum(r.pct for r in plan)
        assert sum(r.amount for r in plan) == dec(price), (sum(r.amount for r in plan), price)


DOCS = []


def document(fn):
    DOCS.append(fn)
    return fn


# ----------------------------------------------------------------------------------------------
# 01  Dubai: plain plan table with a bold, shaded, repeating header row; construction rows with "—"
# ----------------------------------------------------------------------------------------------
@document
def dubai_marina_header_row_table():
    price = 1850000
    b = D(2026, 2, 10)
    rows = [
        R("Down Payment", price, 10, b),
        R("1st Instalment", price, 10, add_months(b, 3)),
        R("2nd Instalment", price, 10, add_months(b, 6)),
        R("3rd Instalment", price, 10, add_months(b, 9)),
        R("4th Instalment", price, 10, None),
        R("5th Instalment", price, 10, None),
        R("Final Instalment", price, 40, None),
    ]
    check_plan(rows, price)
    milestones = ["On booking", "3 months from booking", "6 months from booking", "9 months from booking",
                  "On 40% construction completion", "On 70% construction completion",
                  "On Completion (Handover)"]
    doc = new_doc(title="SPA - Marina Vista Residences 2207")
    H(doc, "AGREEMENT FOR SALE AND PURCHASE (OFF-PLAN UNIT)", 0)
    P(doc, "Project: Marina Vista Residences – Phase 2, Dubai Marina, Dubai, United Arab Emirates")
    H(doc, "1. Particulars", 1)
    P(doc, "**Seller:** Harbourline Properties L.L.C., P.O. Box 118342, Dubai, U.A.E.")
    P(doc, "**Purchaser:** Mr. Rahul Menon, Indian national, Passport No. Z4471203")
    P(doc, "**Unit:** Apartment 2207, Level 22, Building B; Net Saleable Area 1,184.52 sq ft (110.05 sq m)")
    P(doc, "**Purchase Price:** AED 1,850,000 (One Million Eight Hundred Fifty Thousand UAE Dirhams)")
    P(doc, "**Escrow Account:** Emirates Islamic Bank, Account No. 1012-448713-001")
    H(doc, "2. Payment of the Purchase Price", 1)
    P(doc, "2.1 The Purchaser shall pay the Purchase Price into the Escrow Account in accordance with "
           "the following payment schedule:", align="j")
    data = [["No.", "Instalment", "Milestone", "Due Date", "%", "Amount (AED)"]]
    for i, (r, m) in enumerate(zip(rows, milestones), 1):
        data.append([str(i), r.label, m, fd(r.date, "dmy/") if r.date else "—", fmt_pct(r.pct),
                     fmt_en(r.amount)])
    make_table(doc, data, widths=[1.0, 3.2, 5.2, 2.6, 1.4, 3.0], aligns=["c", "l", "l", "c", "c", "r"])
    P(doc, "")
    P(doc, "2.2 A construction milestone is achieved on the date the Project Consultant certifies the "
           "relevant percentage of completion of the Building to RERA. The Seller shall notify the "
           "Purchaser of each milestone and the instalment shall be paid within fourteen (14) days of "
           "that notice.", align="j")
    P(doc, "2.3 Any amount not paid when due shall attract a late payment charge of 2% per month on the "
           "overdue amount until paid in full.", align="j")
    P(doc, "2.4 The Anticipated Completion Date is 31 December 2027, which the Seller may extend by up to "
           "twelve (12) months without liability.", align="j")
    H(doc, "3. Termination", 1)
    P(doc, "3.1 If the Purchaser fails to pay any instalment for more than thirty (30) days after a written "
           "notice, the Seller may terminate this Agreement in accordance with Article 11 of Law No. 13 of "
           "2008 and retain up to 25% of the Purchase Price.", align="j")
    page_footer(doc, "Marina Vista Residences – Unit 2207")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 02  Dubai: one "5% each" cell merged vertically over eight instalment rows
# ----------------------------------------------------------------------------------------------
@document
def dubai_creek_vmerge_five_percent_each():
    price = 2400000
    inst_dates = series(D(2026, 4, 15), 8, 3)
    rows = [R("Down Payment", price, 20, D(2026, 1, 15))]
    rows += [R(f"Instalment {i}", price, 5, d) for i, d in enumerate(inst_dates, 1)]
    rows += [R("On Handover", price, 40, None)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="SPA Creek Horizon Tower 1 - 3106")
    H(doc, "SALE AND PURCHASE AGREEMENT", 0)
    P(doc, "Creek Horizon – Tower 1, Dubai Creek Harbour, Dubai", italic=True)
    H(doc, "Schedule 1 – Unit Details", 1)
    P(doc, "Unit No. 3106, Floor 31, Tower 1. Unit type: 2 Bedroom. Total area 1,322.18 sq ft. "
           "Parking: one (1) bay, No. B2-114.")
    P(doc, "Purchase Price: AED 2,400,000.00 (Two Million Four Hundred Thousand Dirhams), inclusive of "
           "the parking bay.")
    H(doc, "Schedule 2 – Payment Plan", 1)
    P(doc, "The Purchase Price shall be paid in the following instalments. All payments shall be made "
           "by cheque or transfer to the Project Escrow Account.")
    data = [["Payment", "Due Date", "Percentage", "Amount (AED)"],
            [rows[0].label, fd(rows[0].date, "dmy/"), fmt_pct(rows[0].pct), fmt_en(rows[0].amount, 2)]]
    for r in rows[1:9]:
        data.append([r.label, fd(r.date, "dmy/"), "", fmt_en(r.amount, 2)])
    data.append([rows[9].label, "Upon completion and handover", fmt_pct(40), fmt_en(rows[9].amount, 2)])
    t = make_table(doc, data, widths=[4.2, 4.6, 2.8, 3.6], aligns=["l", "c", "c", "r"])
    merged = t.cell(2, 2).merge(t.cell(9, 2))
    set_cell(merged, "5% each", align="c")
    merged.vertical_alignment = 1  # center
    P(doc, "")
    P(doc, "The Seller may accept early payment of any instalment; no discount applies to early payment "
           "unless agreed in writing. Cheques returned unpaid shall incur a charge of AED 500 each and the "
           "Seller may treat the instalment as unpaid.", align="j")
    H(doc, "Schedule 3 – Completion", 1)
    P(doc, "The Completion Date is estimated to fall in the fourth quarter of 2028. The Purchaser "
           "shall be entitled to delay compensation only as provided in Clause 14.")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 03  Dubai: title row and section rows merged across all columns; post-handover rows; total row
# ----------------------------------------------------------------------------------------------
@document
def dubai_jvc_section_rows_post_handover_total():
    price = 1200000
    cons = [D(2026, 3, 1), D(2026, 7, 1), D(2026, 11, 1), D(2027, 3, 1), D(2027, 7, 1)]
    labels = ["Down Payment", "1st Instalment", "2nd Instalment", "3rd Instalment", "4th Instalment"]
    rows = [R(l, price, 10, d) for l, d in zip(labels, cons)]
    rows.append(R("Handover Payment", price, 10, None))
    ph = [D(2029, 6, 1), D(2029, 12, 1), D(2030, 6, 1), D(2030, 12, 1)]
    rows += [R(f"Post-Handover Instalment {i}", price, 10, d, post=True) for i, d in enumerate(ph, 1)]
    check_plan(rows, price)
    doc = new_doc(title="SPA Verdana Heights 1409")
    H(doc, "Verdana Heights – Jumeirah Village Circle", 0)
    P(doc, "Annex B to the Sale and Purchase Agreement for Unit 1409 (Studio + Study), Verdana Heights, "
           "Plot JVC-15-SC-207, Jumeirah Village Circle, Dubai. Purchase Price: AED 1,200,000.", align="j")
    H(doc, "Annex B – Payment Plan", 1)
    data = [["PAYMENT PLAN – 60/40 POST-HANDOVER", "", "", ""],
            ["Instalment", "Due Date", "%", "Amount (AED)"],
            ["A. DURING CONSTRUCTION", "", "", ""]]
    for r in rows[:5]:
        data.append([r.label, fd(r.date, "dmy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append(["B. ON HANDOVER", "", "", ""])
    data.append([rows[5].label, "On Handover", fmt_pct(10), fmt_en(rows[5].amount)])
    data.append(["C. POST-HANDOVER (over 24 months from Handover)", "", "", ""])
    for r in rows[6:]:
        data.append([r.label, fd(r.date, "dmy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append(["TOTAL", "", "100%", fmt_en(price)])
    t = make_table(doc, data, widths=[6.0, 3.4, 2.0, 3.8], header_rows=2, aligns=["l", "c", "c", "r"])
    for ri in (0, 2, 8, 10):
        c = t.cell(ri, 0).merge(t.cell(ri, 3))
        set_cell(c, data[ri][0], bold=True, align="c" if ri == 0 else "l",
                 fill="1F3864" if ri == 0 else "E7E6E6")
        if ri == 0:
            for run in c.paragraphs[0].runs:
                run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
    last = len(data) - 1
    c = t.cell(last, 0).merge(t.cell(last, 1))
    set_cell(c, "TOTAL", bold=True, align="r")
    for ci in (2, 3):
        for run in t.cell(last, ci).paragraphs[0].runs:
            run.bold = True
    P(doc, "")
    P(doc, "Post-handover instalments shall be secured by post-dated cheques delivered to the Seller before "
           "Handover. Handover shall not take place until the Handover Payment and all prior instalments "
           "have been received in cleared funds.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 04  Qatar: cells holding two paragraphs (English + Arabic label; figures + amount in words)
# ----------------------------------------------------------------------------------------------
@document
def qatar_lusail_two_paragraph_cells():
    price = 3250000
    rows = [R("On signing of this Agreement", price, 20, D(2026, 1, 15))]
    ar = ["القسط الأول", "القسط الثاني", "القسط الثالث", "القسط الرابع"]
    en = ["First Instalment", "Second Instalment", "Third Instalment", "Fourth Instalment"]
    for l, d in zip(en, series(D(2026, 4, 15), 4, 3)):
        rows.append(R(l, price, 10, d))
    rows.append(R("On Handover", price, 40, None))
    check_plan(rows, price)
    words = {650000: "Six Hundred Fifty Thousand Qatari Riyals",
             325000: "Three Hundred Twenty-Five Thousand Qatari Riyals",
             1300000: "One Million Three Hundred Thousand Qatari Riyals"}
    doc = new_doc(font="Arial", size=10, title="Lusail Marina Residences - Unit 1802")
    H(doc, "SALE AND PURCHASE AGREEMENT", 0)
    P(doc, "Lusail Marina Residences, Lusail City, State of Qatar")
    P(doc, "This Agreement is entered into between Al Dafna Real Estate Development W.L.L. (CR No. 98214) "
           "(the \"Developer\") and Mr. Khalid Ibrahim Al-Sulaiti, QID 28763401122 (the \"Buyer\").",
      align="j")
    H(doc, "Article 3 – Price", 1)
    P(doc, "3.1 The price of Unit 1802 (Floor 18, net area 143.6 m²) is QAR 3,250,000 (Three Million Two "
           "Hundred Fifty Thousand Qatari Riyals).", align="j")
    H(doc, "Article 4 – Payment Schedule", 1)
    P(doc, "4.1 The Buyer shall pay the Price as follows:")
    data = [["Payment\nالدفعة", "Due Date\nتاريخ الاستحقاق", "Percentage", "Amount"]]
    for r, a in zip(rows, ["عند توقيع هذه الاتفاقية"] + ar + ["عند التسليم"]):
        due = fd(r.date, "d-Mon-y") if r.date else "Upon delivery of the Unit"
        data.append([[r.label, ""], due, fmt_pct(r.pct),
                     [f"QAR {fmt_en(r.amount)}", f"({words[int(r.amount)]})"]])
    t = make_table(doc, data, widths=[4.6, 3.4, 2.4, 5.6], aligns=["l", "c", "c", "l"])
    for i, a in enumerate(["عند توقيع هذه الاتفاقية"] + ar + ["عند التسليم"], 1):
        p2 = t.cell(i, 0).paragraphs[1]
        arabic_run(p2, a)
        p2.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        for run in t.cell(i, 3).paragraphs[1].runs:
            run.italic = True
            run.font.size = Pt(8.5)
    P(doc, "")
    P(doc, "4.2 Instalments not paid within fifteen (15) days of their due date shall bear a delay charge "
           "of 1% per month. The Developer may terminate this Agreement if two consecutive instalments "
           "remain unpaid.", align="j")
    P(doc, "4.3 Delivery is expected in the third quarter of 2028 upon issue of the completion certificate.")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 05  Egypt: 37-row table crossing a page break, header row repeated; 1.234.567,00 numbers; dd.mm.yyyy
# ----------------------------------------------------------------------------------------------
@document
def egypt_new_cairo_repeating_header_long_table():
    price = 8400000
    rows = [R("Down Payment", price, 10, D(2026, 2, 1))]
    for i, d in enumerate(series(D(2026, 5, 1), 36, 3), 1):
        rows.append(R(f"Quarterly Instalment {i}", price, "2.5", d))
    check_plan(rows, price)
    doc = new_doc(size=10, title="Unit Sale Contract - Sky Gardens New Cairo")
    H(doc, "PRELIMINARY SALE CONTRACT", 0)
    P(doc, "Sky Gardens Compound – Fifth Settlement, New Cairo, Arab Republic of Egypt", italic=True)
    P(doc, "First Party (Seller): Nile Crest for Real Estate Development S.A.E., Commercial Register "
           "No. 145872 Cairo, represented by its Managing Director.", align="j")
    P(doc, "Second Party (Buyer): Mrs. Mona Adel Farouk, National ID No. 28905120101543.", align="j")
    H(doc, "Preamble", 1)
    P(doc, "The First Party owns the land plot No. 14, Sector 3, Fifth Settlement, with an area of "
           "21.500 m², on which it is developing the Sky Gardens Compound. The Second Party has inspected "
           "the approved drawings and wishes to purchase the unit described below.", align="j")
    H(doc, "Article (1) – The Unit", 1)
    P(doc, "Apartment No. 3-208, Building 3, second floor, gross area 165 m² including its share of "
           "common areas, as shown on the plan attached as Annex (1).", align="j")
    H(doc, "Article (2) – Price", 1)
    P(doc, "The total price of the Unit is 8.400.000,00 EGP (Eight Million Four Hundred Thousand Egyptian "
           "Pounds), calculated at 50.909,09 EGP per square metre (approximately). The price is final and "
           "not subject to any increase.", align="j")
    H(doc, "Article (3) – Payment System", 1)
    P(doc, "The Second Party shall pay the price by a down payment and thirty-six (36) quarterly instalments "
           "by post-dated cheques in accordance with the schedule below. Each cheque is payable on the due "
           "date shown.", align="j")
    data = [["No.", "Description", "Due Date", "%", "Amount (EGP)"]]
    for i, r in enumerate(rows):
        data.append([str(i) if i else "—", r.label, fd(r.date, "dmy."), fmt_pct(r.pct).replace(".", ","),
                     fmt_eu(r.amount)])
    make_table(doc, data, widths=[1.2, 5.4, 3.0, 1.6, 3.8], aligns=["c", "l", "c", "c", "r"], size=9.5)
    P(doc, "")
    H(doc, "Article (4) – Delivery", 1)
    P(doc, "The First Party shall deliver the Unit in accordance with Article (9), provided that the Second "
           "Party has paid all instalments then due. Cheques returned unpaid entitle the First Party to "
           "terminate this contract after a notice period of thirty (30) days.", align="j")
    page_footer(doc, "Sky Gardens – Unit 3-208")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 06  Abu Dhabi: empty spacer rows between groups, and a total row; "within 30 days" row undated
# ----------------------------------------------------------------------------------------------
@document
def abu_dhabi_yas_spacer_rows_and_total():
    price = 3150000
    rows = [R("Booking Deposit", price, 5, D(2026, 1, 20)),
            R("Balance of Down Payment", price, 5, None)]
    for i, d in enumerate(series(D(2026, 7, 20), 4, 6), 1):
        rows.append(R(f"Instalment {i}", price, 10, d))
    rows.append(R("Completion Payment", price, 50, None))
    check_plan(rows, price)
    doc = new_doc(font="Cambria", size=10.5, title="Yas Acres - Villa 2-114")
    H(doc, "CONTRACT FOR SALE – OFF-PLAN VILLA", 0)
    P(doc, "Yas Bay Villas, Yas Island, Abu Dhabi, United Arab Emirates")
    H(doc, "1. The Property", 1)
    P(doc, "Villa 2-114, Cluster 2, four-bedroom townhouse, plot area 312.40 m², built-up area 289.70 m².")
    H(doc, "2. Price and Payment", 1)
    P(doc, "2.1 The Sale Price is AED 3,150,000 (Three Million One Hundred and Fifty Thousand Dirhams).",
      align="j")
    P(doc, "2.2 The Purchaser shall pay the Sale Price in the following instalments:")
    data = [["Payment Milestone", "Due Date", "%", "Amount (AED)"],
            [rows[0].label, fd(rows[0].date, "dmy/"), "5%", fmt_en(rows[0].amount, 2)],
            [rows[1].label, "Within 30 days of the Booking Date", "5%", fmt_en(rows[1].amount, 2)],
            ["", "", "", ""]]
    for r in rows[2:6]:
        data.append([r.label, fd(r.date, "dmy/"), "10%", fmt_en(r.amount, 2)])
    data.append(["", "", "", ""])
    data.append([rows[6].label, "On Completion", "50%", fmt_en(rows[6].amount, 2)])
    data.append(["", "", "", ""])
    data.append(["Total", "", "100%", fmt_en(price, 2)])
    t = make_table(doc, data, widths=[5.0, 5.4, 1.8, 3.6], aligns=["l", "c", "c", "r"])
    for c in t.rows[-1].cells:
        for run in c.paragraphs[0].runs:
            run.bold = True
    P(doc, "")
    P(doc, "2.3 The Booking Date is the date shown on the Seller's booking receipt.", align="j")
    P(doc, "2.4 If the Purchaser terminates before Completion, the Seller shall refund all sums received "
           "less 10% of the Sale Price (AED 315,000) within 90 days.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 07  Qatar: plan as a table nested inside a cell of a two-column particulars table
# ----------------------------------------------------------------------------------------------
@document
def qatar_pearl_nested_table_in_particulars():
    price = 2760000
    rows = [R("Deposit", price, 20, D(2026, 3, 12)),
            R("Second Payment", price, 20, D(2026, 9, 12)),
            R("Third Payment", price, 20, D(2027, 3, 12)),
            R("Balance", price, 40, None)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Particulars - Porto Arabia Tower 23 Unit 2304")
    H(doc, "SALE AND PURCHASE AGREEMENT – PARTICULARS", 0)
    P(doc, "The Particulars below form part of this Agreement. Words in the Particulars have the meanings "
           "given to them in Clause 1 (Definitions).", align="j")
    items = [("Seller", "Pearl Bay Development Company W.L.L., CR No. 41275, Doha, Qatar"),
             ("Buyer", "Ms. Sara Hamad Al-Kuwari, QID 29063401877"),
             ("Unit", "Unit 2304, Tower 23, Porto Arabia, The Pearl-Qatar (Plot No. 66/22)"),
             ("Unit Area", "128.40 m² (internal) plus 14.20 m² balcony"),
             ("Purchase Price", "QAR 2,760,000 (Two Million Seven Hundred Sixty Thousand Qatari Riyals)"),
             ("Payment Plan", None),
             ("Anticipated Completion Date", "30 June 2028"),
             ("Service Charge", "As determined annually by the Owners Association"),
             ("Governing Law", "The laws of the State of Qatar")]
    outer = doc.add_table(rows=len(items), cols=2)
    outer.style = "Table Grid"
    set_widths(outer, [4.2, 12.0])
    for i, (k, v) in enumerate(items):
        set_cell(outer.cell(i, 0), k, bold=True, fill="F2F2F2")
        if v is not None:
            set_cell(outer.cell(i, 1), v)
        else:
            cell = outer.cell(i, 1)
            set_cell(cell, "The Purchase Price shall be paid as follows:")
            inner = [["Payment", "Due", "%", "Amount (QAR)"],
                     [rows[0].label, "On signing, " + fd(rows[0].date, "long"), "20%", fmt_en(rows[0].amount)],
                     [rows[1].label, fd(rows[1].date, "long"), "20%", fmt_en(rows[1].amount)],
                     [rows[2].label, fd(rows[2].date, "long"), "20%", fmt_en(rows[2].amount)],
                     [rows[3].label, "On the Completion Date", "40%", fmt_en(rows[3].amount)]]
            it = make_table(cell, inner, widths=[2.8, 4.4, 1.2, 3.0], aligns=["l", "l", "c", "r"], size=9.5,
                            repeat=False)
            tail = cell.paragraphs[-1]
            add_runs(tail, "All payments to the Seller's escrow account at Qatar National Bank.", italic=True,
                     size=9)
    P(doc, "")
    P(doc, "The Completion Date is the date notified by the Seller when the Unit is ready for handover, "
           "which shall not be later than six (6) months after the Anticipated Completion Date.",
      align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 08  Dubai: two-column label | "10% - AED 120,000 - 15/04/2026" table, fee rows at its end
# ----------------------------------------------------------------------------------------------
@document
def dubai_two_column_label_value_cells():
    price = 1200000
    rows = [R("Down Payment", price, 20, D(2026, 1, 15))]
    names = ["1st Instalment", "2nd Instalment", "3rd Instalment", "4th Instalment"]
    for l, d in zip(names, series(D(2026, 4, 15), 4, 3)):
        rows.append(R(l, price, 10, d))
    rows.append(R("On Handover", price, 40, None))
    rows += [F("DLD Registration Fee", 48000), F("Oqood Registration Fee", 1250)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=11, title="Key Commercial Terms - Sobha Bayview 0906")
    H(doc, "Key Commercial Terms", 0)
    P(doc, "Bayview Terraces, Al Jaddaf, Dubai – Unit 0906 (1 Bedroom, 812.55 sq ft)")
    P(doc, "These Key Commercial Terms are attached to and form part of the Sale and Purchase Agreement "
           "between Bayview Developers LLC and the Purchaser named in it.", align="j")
    H(doc, "Price", 2)
    P(doc, "Purchase Price: AED 1,200,000 (One Million Two Hundred Thousand Dirhams).")
    H(doc, "Payment Plan", 2)
    data = []
    for r in rows[:5]:
        data.append([r.label, f"{fmt_pct(r.pct)} - AED {fmt_en(r.amount)} - {fd(r.date, 'dmy/')}"])
    data.append([rows[5].label, f"40% - AED {fmt_en(rows[5].amount)} - On Completion"])
    data.append(["DLD Registration Fee", "AED 48,000 - payable on signing (in addition to the Purchase Price)"])
    data.append(["Oqood Registration Fee", "AED 1,250 - payable on signing (in addition to the Purchase Price)"])
    t = make_table(doc, data, widths=[5.0, 11.0], header_rows=0)
    for row in t.rows:
        shade(row.cells[0], "F2F2F2")
        for run in row.cells[0].paragraphs[0].runs:
            run.bold = True
    P(doc, "")
    P(doc, "Fees payable to the Dubai Land Department are not refundable in any circumstances. The "
           "Purchaser acknowledges the Payment Plan and agrees that time of payment is of the essence.",
      align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 09  Abu Dhabi: plan as an automatically numbered (numPr) decimal list under heading styles
# ----------------------------------------------------------------------------------------------
@document
def abu_dhabi_saadiyat_numbered_list():
    price = 980000
    ds = series(D(2026, 2, 1), 5, 4)
    rows = [R("Down Payment", price, 20, ds[0])]
    for i, d in enumerate(ds[1:], 1):
        rows.append(R(f"Instalment {i}", price, 10, d))
    rows.append(R("Balance on Handover", price, 40, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=11, title="Saadiyat Grove - Unit G-417")
    num = Numbering(doc)
    lst = num.add(DECIMAL)
    H(doc, "SALE AND PURCHASE AGREEMENT", 0)
    P(doc, "Saadiyat Grove, Saadiyat Island, Abu Dhabi – Unit G-417 (one bedroom, 74.2 m²)")
    H(doc, "PAYMENT TERMS", 1)
    P(doc, "The Purchase Price of AED 980,000 (Nine Hundred and Eighty Thousand UAE Dirhams) shall be paid "
           "by the Purchaser to the Escrow Account as follows:", align="j")
    H(doc, "Instalments", 2)
    numbered(doc, lst, f"A down payment of 20% of the Purchase Price (AED {fmt_en(rows[0].amount)}) on "
                       f"{fd(rows[0].date, 'long')};")
    for r in rows[1:5]:
        numbered(doc, lst, f"10% (AED {fmt_en(r.amount)}) on {fd(r.date, 'long')};")
    numbered(doc, lst, f"the balance of 40% (AED {fmt_en(rows[5].amount)}) on handover of the Unit.")
    H(doc, "Late Payment", 2)
    P(doc, "Any instalment unpaid for thirty (30) days shall bear a late payment charge equal to 1% of the "
           "overdue amount for each month of delay.", align="j")
    H(doc, "Handover", 2)
    P(doc, "Handover is anticipated on or about 31 March 2028. The Seller shall issue a handover notice at "
           "least thirty (30) days before the handover date.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 10  India: multilevel legal numbering (3. / 3.1 / (a)); construction-linked plan; Indian grouping
# ----------------------------------------------------------------------------------------------
@document
def india_thane_multilevel_numbering_clp():
    price = 12500000
    stages = [
        ("Booking amount, on application for allotment", 10),
        ("On execution of this Agreement for Sale", 20),
        ("On completion of the plinth of the building", 15),
        ("On completion of the 4th slab", 10),
        ("On completion of the 8th slab", 10),
        ("On completion of the top (12th) slab", 5),
        ("On completion of walls, internal plaster, floorings, doors and windows of the Apartment", 5),
        ("On completion of sanitary fittings, staircases and lift wells up to the floor level of the "
         "Apartment", 5),
        ("On completion of external plumbing, external plaster, elevation and terrace waterproofing", 5),
        ("On completion of lifts, water pumps, electrical fittings and entrance lobby", 10),
        ("At the time of handing over possession, on receipt of the Occupancy Certificate", 5),
    ]
    rows = [R(l, price, p, None) for l, p in stages]
    check_plan(rows, price)
    doc = new_doc(font="Times New Roman", size=11, title="Agreement for Sale - Shree Vrindavan Heights A-1204")
    num = Numbering(doc)
    legal = num.add([("decimal", "%1.", 567, 567), ("decimal", "%1.%2", 1134, 567),
                     ("lowerLetter", "(%3)", 1701, 567)])
    H(doc, "AGREEMENT FOR SALE", 0)
    P(doc, "(Under Section 13 of the Real Estate (Regulation and Development) Act, 2016)", italic=True,
      align="c")
    P(doc, "Project: Shree Vrindavan Heights, Ghodbunder Road, Thane (West), Maharashtra – MahaRERA "
           "Registration No. P51700012345.", align="j")
    p = numbered(doc, legal, "THE APARTMENT", 0, bold=True)
    numbered(doc, legal, "The Promoter agrees to sell to the Allottee Apartment No. A-1204 on the 12th floor "
                         "of Wing A, having a carpet area of 68.45 sq. m. (736.80 sq. ft.), together with one "
                         "covered car parking space.", 1)
    numbered(doc, legal, "PAYMENT", 0, bold=True)
    numbered(doc, legal, "The Total Price for the Apartment is ₹ 1,25,00,000 (Rupees One Crore Twenty-Five "
                         "Lakh only). The Allottee shall pay the Total Price in the following instalments "
                         "(Construction Linked Plan):", 1)
    for (l, pct), r in zip(stages, rows):
        numbered(doc, legal, f"{fmt_pct(pct)} of the Total Price, i.e. ₹ {fmt_in(r.amount)}/- – {l};", 2)
    numbered(doc, legal, "Taxes and statutory levies, including GST, shall be borne by the Allottee as "
                         "applicable from time to time.", 1)
    numbered(doc, legal, "If the Allottee delays any instalment, the Allottee shall pay interest at the State "
                         "Bank of India highest Marginal Cost of Lending Rate plus 2% per annum.", 1)
    numbered(doc, legal, "CANCELLATION", 0, bold=True)
    numbered(doc, legal, "If the Allottee cancels the allotment, the Promoter may forfeit the booking amount "
                         "(10% of the Total Price) and shall refund the balance within forty-five (45) days "
                         "of the cancellation.", 1)
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 11  UK: staged deposits in a real bulleted list (numFmt bullet); exchange/completion undated
# ----------------------------------------------------------------------------------------------
@document
def uk_london_bulleted_staged_deposits():
    price = 685000
    rows = [R("Deposit on exchange of contracts", price, 10, None),
            R("Further deposit", price, 5, D(2026, 9, 30)),
            R("Further deposit", price, 5, D(2027, 3, 31)),
            R("Balance on Completion", price, 80, None)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="Contract - Plot 214 The Wharf")
    num = Numbering(doc)
    bl = num.add(BULLET)
    H(doc, "CONTRACT FOR THE SALE OF A NEW LEASEHOLD FLAT", 0)
    P(doc, "Incorporating the Standard Conditions of Sale (Fifth Edition – 2018 Revision)", italic=True)
    H(doc, "Particulars", 1)
    P(doc, "**Property:** Plot 214 (Flat 9.04), The Wharf, Canning Town, London E16 1AB")
    P(doc, "**Seller:** Wharfside Homes (Canning Town) Limited (Company No. 11874402)")
    P(doc, "**Buyer:** Mr Daniel Okafor and Mrs Priya Okafor")
    P(doc, "**Price:** £685,000")
    P(doc, "**Long Stop Date:** 31 December 2027")
    H(doc, "1. Deposit and Payment of the Price", 1)
    P(doc, "1.1 The Buyer shall pay the Price to the Seller's Solicitors as stakeholder as follows:")
    numbered(doc, bl, f"a deposit of 10% of the Price (£{fmt_en(rows[0].amount)}) on exchange of contracts;")
    numbered(doc, bl, f"a further deposit of 5% of the Price (£{fmt_en(rows[1].amount)}) on "
                      f"{fd(rows[1].date, 'long')};")
    numbered(doc, bl, f"a further deposit of 5% of the Price (£{fmt_en(rows[2].amount)}) on "
                      f"{fd(rows[2].date, 'long')}; and")
    numbered(doc, bl, f"the balance of 80% of the Price (£{fmt_en(rows[3].amount)}) on Completion.")
    P(doc, "1.2 Completion shall take place ten (10) working days after the Seller's Solicitors notify the "
           "Buyer that the Property has been certified as practically complete.", align="j")
    P(doc, "1.3 If the Property is not practically complete by the Long Stop Date, the Buyer may rescind this "
           "contract and the deposits shall be repaid in full together with accrued interest.", align="j")
    P(doc, "1.4 If the Buyer fails to complete, the Seller may rescind this contract and forfeit the deposits "
           "paid, up to 10% of the Price (£68,500).", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 12  India: plan set out in paragraphs with tab stops (right-aligned, dot leaders); "15th April 2026"
# ----------------------------------------------------------------------------------------------
@document
def india_bengaluru_tab_stop_schedule():
    price = 9500000
    rows = [R("Booking Amount", price, 10, D(2026, 4, 15)),
            R("On Agreement", price, 15, D(2026, 5, 15))]
    for i, d in enumerate(series(D(2026, 11, 15), 4, 6), 1):
        rows.append(R(f"Instalment {i}", price, 15, d))
    rows.append(R("On Possession", price, 15, None))
    check_plan(rows, price)
    doc = new_doc(font="Cambria", size=10.5, title="Allotment Letter - Prestige Lakeside B-703")
    H(doc, "ALLOTMENT LETTER", 0)
    P(doc, "Lakeshore Greens, Whitefield, Bengaluru 560066 – KRERA Reg. No. PRM/KA/RERA/1251/446/PR/220415/004821",
      size=9)
    P(doc, "Dear Mr. Arvind Rao,")
    P(doc, "We are pleased to allot to you Apartment B-703 (3 BHK, carpet area 1,284 sq. ft., super built-up "
           "area 1,712 sq. ft.) for a Total Sale Consideration of ₹ 95,00,000 (Rupees Ninety-Five Lakh only), "
           "payable as per the Time Linked Payment Schedule below.", align="j")
    H(doc, "Time Linked Payment Schedule", 2)
    stops = [(6.2, "r", None), (10.2, "r", "."), (11.0, "l", None)]
    hp = tabs(P(doc, "Milestone\tPercentage\tAmount (₹)\tDue Date", bold=True, space_after=2),
              [(6.2, "r", None), (10.2, "r", None), (11.0, "l", None)])
    for r in rows:
        due = fd(r.date, "ord") if r.date else "On offer of possession"
        tabs(P(doc, f"{r.label}\t{fmt_pct(r.pct)}\t{fmt_in(r.amount)}\t{due}", space_after=2), stops)
    P(doc, "")
    P(doc, "The Total Sale Consideration excludes GST and other statutory levies, which are payable as "
           "applicable. Interest at 12% per annum is payable on delayed payments. This allotment may be cancelled if the "
           "Booking Amount cheque is dishonoured.", align="j")
    P(doc, "For Lakeshore Greens Projects Pvt. Ltd.")
    P(doc, "Authorised Signatory")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 13  Dubai: long boilerplate (numbered heading styles, REF field, refund / penalty figures) and the
#     plan only in a landscape Schedule at the end
# ----------------------------------------------------------------------------------------------
@document
def dubai_business_bay_boilerplate_then_schedule():
    price = 4750000
    ds = series(D(2026, 2, 5), 6, 4)
    rows = [R("Down Payment", price, 15, ds[0])]
    names = ["Second Instalment", "Third Instalment", "Fourth Instalment", "Fifth Instalment",
             "Sixth Instalment"]
    pcts = [10, 10, 10, 10, 5]
    for n, p, d in zip(names, pcts, ds[1:]):
        rows.append(R(n, price, p, d))
    rows.append(R("Handover Instalment", price, 40, None))
    check_plan(rows, price)
    doc = new_doc(font="Georgia", size=10, title="SPA - The Canal Edge 4102")
    num = Numbering(doc)
    hnum = num.add([("decimal", "%1.", 432, 432), ("decimal", "%1.%2", 1008, 576)])
    H(doc, "AGREEMENT FOR SALE AND PURCHASE", 0)
    P(doc, "The Canal Edge, Business Bay, Dubai – Unit 4102", italic=True)
    P(doc, "THIS AGREEMENT is made between Canal Edge Real Estate Development L.L.C. (the \"Seller\") and "
           "Mr. Omar Farid Haddad (the \"Purchaser\").", align="j")
    clauses = [
        ("Definitions and Interpretation", [
            "\"Anticipated Completion Date\" means 30 September 2028, as may be extended under this Agreement.",
            "\"Building\" means the residential tower known as The Canal Edge constructed on Plot No. "
            "345-0781, Business Bay.",
            "\"Escrow Account\" means account No. 0110-775512-020 opened with Mashreq Bank PSC under Law No. 8 "
            "of 2007.",
            "\"Unit\" means apartment No. 4102 on level 41 of the Building, having an approximate area of "
            "2,310.40 sq ft, being approximately AED 2,056 per sq ft."]),
        ("Sale and Purchase", [
            "The Seller agrees to sell and the Purchaser agrees to purchase the Unit for the Purchase Price of "
            "AED 4,750,000 (Four Million Seven Hundred and Fifty Thousand UAE Dirhams).",
            "The Purchase Price shall be paid in accordance with the Payment Plan set out in Schedule ",
            "The Purchaser acknowledges that the area of the Unit may vary by up to 5% without any adjustment "
            "to the Purchase Price; beyond 5% the Purchase Price shall be adjusted pro rata."]),
        ("Construction and Completion", [
            "The Seller shall construct the Building substantially in accordance with the Specifications.",
            "The Seller may extend the Anticipated Completion Date by up to twelve (12) months. If Completion "
            "is delayed beyond that period, the Seller shall pay the Purchaser compensation of 1% of the "
            "amounts paid for each full month of delay, capped at 10% of the Purchase Price."]),
        ("Default by the Purchaser", [
            "Any sum not paid on its due date shall bear a late payment charge of 1.5% per month.",
            "If the Purchaser fails to pay any instalment within thirty (30) days of a default notice, the "
            "Seller may terminate this Agreement in accordance with Article 11 of Law No. 13 of 2008 (as "
            "amended by Law No. 19 of 2017).",
            "On termination where construction is less than 60% complete, the Seller may retain up to 25% of "
            "the Purchase Price; where construction is 60% to 80% complete, up to 40%; and where it is more "
            "than 80% complete, the Seller may retain the full amounts paid, and any balance shall be "
            "refunded within one (1) year of termination."]),
        ("Handover", [
            "Handover shall take place on the date specified in the Handover Notice, subject to payment in "
            "full of all instalments due up to and including the Handover Instalment.",
            "Risk in the Unit passes to the Purchaser on Handover."]),
        ("Service Charges and Owners Association", [
            "From Handover, the Purchaser shall pay service charges as determined by the Owners Association in "
            "accordance with the Jointly Owned Property Law.",
            "The Purchaser shall comply with the Jointly Owned Property Declaration and the Community "
            "Rules."]),
        ("Defects Liability", [
            "The Seller shall remedy structural defects notified within ten (10) years of Completion in "
            "accordance with Article 880 of the Civil Transactions Law, and other defects notified within one "
            "(1) year of Handover.",
            "The Seller is not responsible for defects caused by the Purchaser's alterations, misuse or lack of "
            "maintenance."]),
        ("Force Majeure", [
            "Neither party is liable for delay caused by events beyond its reasonable control, including war, "
            "epidemic, government action and shortages of materials, and the Anticipated Completion Date "
            "shall be extended by the period of that delay.",
            "If a force majeure event continues for more than twelve (12) months, either party may terminate "
            "this Agreement on written notice, and the Seller shall refund the amounts paid without "
            "deduction within ninety (90) days."]),
        ("Assignment", [
            "The Purchaser may not assign this Agreement before 40% of the Purchase Price has been paid, and "
            "any assignment is subject to the Seller's prior written consent."]),
        ("Notices", [
            "Notices shall be in writing in English and delivered by hand, courier or e-mail to the addresses "
            "stated in the Particulars.",
            "A notice is deemed received on delivery by hand, two (2) business days after dispatch by courier, "
            "or on the next business day after transmission by e-mail."]),
        ("Entire Agreement", [
            "This Agreement, including its Schedules, is the entire agreement between the parties and "
            "supersedes the reservation form and any brochure, advertisement or representation.",
            "No variation of this Agreement is effective unless in writing and signed by both parties."]),
        ("Governing Law and Jurisdiction", [
            "This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the UAE "
            "applicable there, and the courts of Dubai shall have jurisdiction."]),
    ]
    for title, subs in clauses:
        h = H(doc, title, 1)
        apply_num(h, hnum, 0)
        for s in subs:
            p = numbered(doc, hnum, s, 1)
            p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            if s.endswith("Schedule "):
                add_field(p, "REF _RefSchedule3 \\h", "3")
                add_runs(p, " (Payment Plan).")
    P(doc, "")
    P(doc, "SIGNED by the Seller: ______________          SIGNED by the Purchaser: ______________")
    landscape_section(doc)
    h = H(doc, "SCHEDULE 3 – PAYMENT PLAN", 1)
    bookmark(h, "_RefSchedule3", 7)
    P(doc, "Unit 4102, The Canal Edge. All amounts in UAE Dirhams and payable to the Escrow Account.")
    data = [["Instalment", "Due Date", "Percentage of Purchase Price", "Amount (AED)", "Remarks"]]
    remarks = ["On signing", "", "", "", "", "", "Payable on or before Handover"]
    for r, rm in zip(rows, remarks):
        data.append([r.label, fd(r.date, "dmy/") if r.date else "Handover", fmt_pct(r.pct),
                     fmt_en(r.amount, 2), rm])
    make_table(doc, data, widths=[5.0, 3.6, 4.2, 4.0, 7.0], aligns=["l", "c", "c", "r", "l"])
    page_footer(doc, "SPA – The Canal Edge – Unit 4102 – Purchaser's initials: ______")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 14  Dubai: plan in a table and then restated in prose (one plan, each row once)
# ----------------------------------------------------------------------------------------------
@document
def dubai_table_restated_in_prose():
    price = 1560000
    rows = [R("Down Payment", price, 10, D(2026, 3, 12))]
    for i, d in enumerate(series(D(2026, 6, 12), 3, 3), 1):
        rows.append(R(f"Instalment {i}", price, 10, d))
    rows.append(R("Instalment 4", price, 20, None))
    rows.append(R("Handover", price, 40, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=11, title="SPA - Peninsula Four 1906")
    H(doc, "Sale and Purchase Agreement – Peninsula Four, Business Bay", 0)
    H(doc, "4. Purchase Price and Payment", 1)
    P(doc, "4.1 The Purchase Price for Unit 1906 is AED 1,560,000 (One Million Five Hundred Sixty Thousand "
           "UAE Dirhams).", align="j")
    P(doc, "4.2 The Purchase Price is payable according to the following table:")
    data = [["Instalment", "Milestone / Date", "%", "Amount (AED)"]]
    for r in rows[:4]:
        data.append([r.label, fd(r.date, "dmy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append([rows[4].label, "Completion of 60% of construction", "20%", fmt_en(rows[4].amount)])
    data.append([rows[5].label, "On Handover", "40%", fmt_en(rows[5].amount)])
    make_table(doc, data, widths=[3.6, 6.4, 1.6, 3.6], aligns=["l", "l", "c", "r"])
    P(doc, "")
    P(doc, "4.3 For the avoidance of doubt, the Purchaser shall pay ten per cent (10%) of the Purchase Price, "
           "being AED 156,000, on 12 March 2026; a further ten per cent (10%) on each of 12 June 2026, "
           "12 September 2026 and 12 December 2026; twenty per cent (20%), being AED 312,000, upon "
           "completion of 60% of the construction works as certified by the Project Consultant; and the "
           "remaining forty per cent (40%), being AED 624,000, on Handover.", align="j")
    P(doc, "4.4 The Seller shall not be obliged to hand over the Unit until the Purchase Price has been paid "
           "in full. If the Purchaser defaults, the Seller may retain 25% of the Purchase Price on "
           "termination and refund the balance.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 15  Dubai: fees in a separate table after the plan table
# ----------------------------------------------------------------------------------------------
@document
def dubai_meydan_fees_separate_table():
    price = 2150000
    ds = series(D(2026, 2, 18), 6, 3)
    labels = ["Booking Instalment", "2nd Instalment", "3rd Instalment", "4th Instalment", "5th Instalment",
              "6th Instalment"]
    rows = [R(l, price, 10, d) for l, d in zip(labels, ds)]
    rows.append(R("Handover Instalment", price, 40, None))
    rows += [F("DLD Registration Fee", 86000), F("Developer Administration Fee", 5000),
             F("Title Deed Issuance Fee", 580)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="SPA - Meydan Riverside Villas 27")
    H(doc, "Sale and Purchase Agreement", 0)
    P(doc, "Riverside Villas, Meydan, Dubai – Villa 27 (4 bedrooms, BUA 3,960 sq ft, plot 4,420 sq ft)")
    P(doc, "Purchase Price: AED 2,150,000 (Two Million One Hundred and Fifty Thousand Dirhams).")
    H(doc, "Table A – Payment Schedule", 2)
    data = [["Instalment", "Due Date", "%", "Amount (AED)"]]
    for r in rows[:6]:
        data.append([r.label, fd(r.date, "dmy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append([rows[6].label, "On Handover", "40%", fmt_en(rows[6].amount)])
    make_table(doc, data, widths=[5.0, 3.6, 1.8, 3.6], aligns=["l", "c", "c", "r"])
    P(doc, "")
    H(doc, "Table B – Fees and Charges payable in addition to the Purchase Price", 2)
    fdata = [["Fee", "Amount (AED)", "When payable"],
             ["DLD Registration Fee", "86,000", "On signing of this Agreement"],
             ["Developer Administration Fee", "5,000", "On signing of this Agreement"],
             ["Title Deed Issuance Fee", "580", "Before Handover"]]
    make_table(doc, fdata, widths=[6.0, 3.4, 6.0], aligns=["l", "r", "l"])
    P(doc, "")
    P(doc, "The fees in Table B are collected on behalf of the Dubai Land Department or retained by the Seller "
           "to cover its administration costs and are not refundable.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 16  Dubai: pre-handover table, then a post-handover section defining a quarterly series
#     (16 x 2.5%, first 31 March 2029: month-end dates clamp to 30 June / 30 September)
# ----------------------------------------------------------------------------------------------
@document
def dubai_post_handover_series_section():
    price = 2000000
    rows = [R("Down Payment", price, 20, D(2026, 1, 31)),
            R("1st Instalment", price, 10, D(2026, 7, 31)),
            R("2nd Instalment", price, 10, D(2027, 1, 31)),
            R("On Handover", price, 20, None)]
    for i, d in enumerate(series(D(2029, 3, 31), 16, 3), 1):
        rows.append(R(f"Post-Handover Instalment {i} of 16", price, "2.5", d, post=True))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="SPA - Rukan Gardens Townhouse 88")
    H(doc, "SALE AND PURCHASE AGREEMENT", 0)
    P(doc, "Rukan Gardens, Dubailand, Dubai – Townhouse 88 (3 bedrooms)")
    P(doc, "Purchase Price: AED 2,000,000 (Two Million UAE Dirhams).")
    H(doc, "Payment Plan", 1)
    H(doc, "Part 1 – Payments up to Handover", 2)
    data = [["Instalment", "Due Date", "%", "Amount (AED)"]]
    for r in rows[:3]:
        data.append([r.label, fd(r.date, "dmy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append([rows[3].label, "On Handover", "20%", fmt_en(rows[3].amount)])
    make_table(doc, data, widths=[4.6, 3.6, 1.8, 3.6], aligns=["l", "c", "c", "r"])
    P(doc, "")
    H(doc, "Part 2 – Post-Handover Payment Plan", 2)
    P(doc, "The balance of forty per cent (40%) of the Purchase Price shall be paid after Handover in sixteen "
           "(16) quarterly instalments of 2.5% each (AED 50,000 each), the first instalment falling due on "
           "31 March 2029 and each subsequent instalment on the same day of every third month thereafter "
           "(or, where that month has no such day, on the last day of that month).", align="j")
    P(doc, "The post-handover instalments shall be secured by sixteen (16) post-dated cheques delivered at "
           "Handover. The title deed shall be issued with a mortgage in favour of the Seller until the last "
           "post-handover instalment is paid.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 17  India: no plan - a cost sheet (price breakdown table) with a cancellation / refund clause
# ----------------------------------------------------------------------------------------------
@document
def india_hyderabad_cost_sheet_no_plan():
    rows = []
    doc = new_doc(font="Calibri", size=10.5, title="Cost Sheet - Skyline Towers C-1502")
    H(doc, "COST SHEET AND OFFER", 0)
    P(doc, "Skyline Towers, Kokapet, Hyderabad – TS RERA No. P02400004512", italic=True)
    P(doc, "Offer to: Ms. Deepa Reddy. Unit: C-1502 (3 BHK, East facing, 15th floor). "
           "Offer valid until 30 April 2026.")
    H(doc, "Price Breakdown", 2)
    data = [["Item", "Basis", "Amount (₹)"],
            ["Super built-up area", "1,650 sq. ft.", ""],
            ["Carpet area", "1,142 sq. ft.", ""],
            ["Basic sale price", "1,650 sq. ft. × ₹ 7,450", fmt_in(12292500)],
            ["Floor rise charges", "1,650 sq. ft. × ₹ 50", fmt_in(82500)],
            ["Covered car parking (1 slot)", "Lump sum", fmt_in(300000)],
            ["Club house membership", "Lump sum", fmt_in(200000)],
            ["Total Sale Consideration", "", fmt_in(12875000)],
            ["GST @ 5% (estimate)", "On Total Sale Consideration", fmt_in(643750)],
            ["Estimated total cost", "", fmt_in(13518750)]]
    t = make_table(doc, data, widths=[6.0, 5.6, 3.6], aligns=["l", "l", "r"])
    for ri in (7, 9):
        for c in t.rows[ri].cells:
            for run in c.paragraphs[0].runs:
                run.bold = True
    P(doc, "")
    H(doc, "Terms", 2)
    P(doc, "1. The payment schedule applicable to the unit will be set out in the Agreement for Sale to be "
           "executed after allotment.", align="j")
    P(doc, "2. The Total Sale Consideration is exclusive of stamp duty, which is borne by the purchaser.",
      align="j")
    P(doc, "3. In case of cancellation after allotment, 2% of the Total Sale Consideration (₹ 2,57,500) will "
           "be deducted and the balance refunded without interest within 60 days of the cancellation "
           "request.", align="j")
    P(doc, "4. Prices are subject to revision without notice until an allotment letter is issued.")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 18  Saudi Arabia: no plan - mutual termination with refund amounts and dates
# ----------------------------------------------------------------------------------------------
@document
def saudi_riyadh_termination_refund_no_plan():
    rows = []
    doc = new_doc(font="Arial", size=10.5, title="Mutual Termination - Al Narjis Residences A-0610")
    H(doc, "MUTUAL TERMINATION AND SETTLEMENT AGREEMENT", 0)
    P(doc, "Al Narjis Residences (Wafi off-plan sale licence No. 1446/0317), Riyadh, Kingdom of Saudi Arabia",
      italic=True)
    P(doc, "Between: Raseen Real Estate Development Company (C.R. 1010457812) (the \"Developer\") and "
           "Mr. Faisal Abdulaziz Al-Otaibi, National ID 1087654321 (the \"Purchaser\").", align="j")
    H(doc, "1. Background", 1)
    P(doc, "1.1 By an off-plan sale contract the Purchaser agreed to buy Apartment A-0610 (net area 142 m²) for "
           "SAR 1,650,000.00, of which the Purchaser has paid SAR 412,500.00 (25% of the price).", align="j")
    P(doc, "1.2 The parties have agreed to terminate that contract on the terms of this Agreement, effective "
           "on 1 June 2026.", align="j")
    H(doc, "2. Settlement", 1)
    P(doc, "2.1 The Developer shall retain SAR 82,500.00, being 5% of the price, as agreed compensation.",
      align="j")
    P(doc, "2.2 The Developer shall refund the balance of SAR 330,000.00 to the Purchaser by bank transfer in "
           "two equal amounts of SAR 165,000.00 each, on or before 15 July 2026 and 15 August 2026.",
      align="j")
    P(doc, "2.3 If any refund amount is paid late, the Developer shall pay a further SAR 5,000.00 for each "
           "week of delay.", align="j")
    H(doc, "3. Release", 1)
    P(doc, "3.1 On receipt of the full refund, each party releases the other from all claims under the "
           "off-plan sale contract, and the Developer may re-sell the Apartment.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 19  Saudi Arabia: bilingual Arabic / English table headers, ISO dates 2026-03-01
# ----------------------------------------------------------------------------------------------
@document
def saudi_riyadh_bilingual_iso_dates():
    price = 1650000
    rows = [R("First Payment", price, 20, D(2026, 3, 1))]
    names = ["Second Payment", "Third Payment", "Fourth Payment", "Fifth Payment"]
    ar = ["الدفعة الأولى", "الدفعة الثانية", "الدفعة الثالثة", "الدفعة الرابعة", "الدفعة الخامسة",
          "الدفعة النهائية عند التسليم"]
    for n, d in zip(names, series(D(2026, 9, 1), 4, 6)):
        rows.append(R(n, price, 15, d))
    rows.append(R("Final Payment on Delivery", price, 20, None))
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="Off-plan Sale Contract - Hittin Gardens 1-204")
    H(doc, "OFF-PLAN SALE CONTRACT  |  عقد بيع على الخارطة", 0)
    P(doc, "Hittin Gardens, Hittin District, Riyadh – Wafi Licence No. 1447/0088. Unit 1-204, Building 1, "
           "second floor, net area 168.5 m².", align="j")
    H(doc, "Article 5 – Price and Payment", 1)
    P(doc, "5.1 The price of the Unit is SAR 1,650,000.00 (One Million Six Hundred and Fifty Thousand Saudi "
           "Riyals), payable into the project escrow account as follows:", align="j")
    t = doc.add_table(rows=len(rows) + 1, cols=4)
    t.style = "Table Grid"
    heads = [("Description", "البيان"), ("Due Date", "تاريخ الاستحقاق"), ("%", "النسبة"),
             ("Amount (SAR)", "المبلغ (ريال)")]
    for ci, (en, a) in enumerate(heads):
        c = t.cell(0, ci)
        set_cell(c, en, bold=True, align="c", fill="DDEBF7")
        p2 = c.add_paragraph()
        p2.alignment = WD_ALIGN_PARAGRAPH.CENTER
        p2.paragraph_format.space_after = Pt(0)
        arabic_run(p2, a, bold=True)
    repeat_header(t.rows[0])
    for ri, r in enumerate(rows, 1):
        c = t.cell(ri, 0)
        set_cell(c, r.label)
        p2 = c.add_paragraph()
        p2.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        p2.paragraph_format.space_after = Pt(0)
        arabic_run(p2, ar[ri - 1])
        set_cell(t.cell(ri, 1), fd(r.date, "iso") if r.date else "On delivery of the Unit", align="c")
        set_cell(t.cell(ri, 2), fmt_pct(r.pct), align="c")
        set_cell(t.cell(ri, 3), fmt_en(r.amount, 2), align="r")
    set_widths(t, [5.0, 4.0, 2.0, 4.0])
    P(doc, "")
    P(doc, "5.2 The Developer shall send the Purchaser a reminder at least 15 days before each due date. A "
           "payment delayed by more than 60 days entitles the Developer to cancel the contract under the "
           "Wafi regulations, retaining up to 10% of the price.", align="j")
    P(doc, "5.3 Delivery is expected within 30 months of the date of this contract.")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 20  Dubai: an agreement that writes dates month first (01/15/2026 ... 06/01/2027 is 1 June 2027)
# ----------------------------------------------------------------------------------------------
@document
def dubai_month_first_dates_table():
    price = 890000
    rows = [R("Deposit", price, 20, D(2026, 1, 15)),
            R("Installment 1", price, 10, D(2026, 5, 15)),
            R("Installment 2", price, 10, D(2026, 9, 15)),
            R("Installment 3", price, 10, D(2027, 1, 15)),
            R("Installment 4", price, 10, D(2027, 6, 1)),
            R("Installment 5", price, 10, D(2027, 10, 1)),
            R("Handover", price, 30, None)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=11, title="Purchase Agreement - Arjan Skyview 1105")
    H(doc, "Purchase Agreement – Skyview Residences, Arjan, Dubai", 0)
    P(doc, "Unit 1105 | Studio | 465.30 sq ft | Purchase Price: AED 890,000 (Eight Hundred Ninety Thousand "
           "UAE Dirhams)", align="j")
    H(doc, "Installment Schedule", 1)
    P(doc, "All dates below are stated in MM/DD/YYYY format.", italic=True)
    data = [["Payment", "Date (MM/DD/YYYY)", "%", "Amount (AED)"]]
    for r in rows[:-1]:
        data.append([r.label, fd(r.date, "mdy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append([rows[-1].label, "On handover", "30%", fmt_en(rows[-1].amount)])
    make_table(doc, data, widths=[4.0, 4.4, 1.8, 3.6], aligns=["l", "c", "c", "r"])
    P(doc, "")
    P(doc, "Late installments incur a charge of 1% per month. The Developer anticipates handover in the "
           "first quarter of 2028.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 21  Ras Al Khaimah: amounts only in words, lowerRoman numbering "(i)"; no percentages stated
# ----------------------------------------------------------------------------------------------
@document
def rak_amounts_in_words_roman_list():
    price = 750000
    rows = [Row("First payment", 0, 150000, D(2026, 3, 1)),
            Row("Second payment", 0, 100000, D(2026, 7, 1)),
            Row("Third payment", 0, 100000, D(2026, 11, 1)),
            Row("Balance", 0, 400000, None)]
    check_plan(rows, price, by_amount=True)
    doc = new_doc(font="Times New Roman", size=11.5, title="SPA - Marjan Beachfront 607")
    num = Numbering(doc)
    rom = num.add(LOWER_ROMAN)
    H(doc, "SALE AND PURCHASE AGREEMENT", 0)
    P(doc, "Beachfront Residences, Al Marjan Island, Ras Al Khaimah – Apartment 607", italic=True)
    H(doc, "Clause 5 – Consideration", 1)
    P(doc, "5.1 The consideration for the Apartment is AED 750,000 (Seven Hundred and Fifty Thousand UAE "
           "Dirhams) (the \"Price\").", align="j")
    P(doc, "5.2 The Purchaser shall pay the Price to the Seller in the following manner:")
    numbered(doc, rom, "the sum of One Hundred and Fifty Thousand UAE Dirhams on 1 March 2026;")
    numbered(doc, rom, "the sum of One Hundred Thousand UAE Dirhams on 1 July 2026;")
    numbered(doc, rom, "the sum of One Hundred Thousand UAE Dirhams on 1 November 2026; and")
    numbered(doc, rom, "the balance of the Price, being Four Hundred Thousand UAE Dirhams, upon handover of "
                       "the Apartment.")
    P(doc, "5.3 Handover shall take place on the date notified by the Seller in writing once the building "
           "completion certificate has been issued by the Ras Al Khaimah Municipality.", align="j")
    P(doc, "5.4 Payments shall be made by manager's cheque or bank transfer to the escrow account with RAKBANK "
           "No. 0332-184476-001.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 22  Egypt: percentages only in the table; price stated above -> amounts computed to the cent
# ----------------------------------------------------------------------------------------------
@document
def egypt_zayed_percent_only_table():
    price = 7386450
    ds = series(D(2026, 2, 25), 7, 3)
    pcts = [10, 5, 5, 5, 5, "7.5", "7.5"]
    labels = ["Down Payment"] + [f"Instalment {i}" for i in range(1, 7)]
    rows = [R(l, price, p, d) for l, p, d in zip(labels, pcts, ds)]
    rows.append(R("Delivery Payment", price, 55, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=11, title="Sale Contract - Westview Sheikh Zayed V-19")
    H(doc, "CONTRACT OF SALE – WESTVIEW, SHEIKH ZAYED CITY", 0)
    P(doc, "Standalone Villa V-19, land area 412 m², built-up area 298 m², Westview Compound, Sheikh Zayed "
           "City, Giza Governorate.", align="j")
    H(doc, "Clause 3 – Price", 1)
    P(doc, "The total price is EGP 7,386,450 (Seven Million Three Hundred Eighty-Six Thousand Four Hundred "
           "Fifty Egyptian Pounds).", align="j")
    H(doc, "Clause 4 – Payment Schedule", 1)
    P(doc, "The Buyer shall pay the following percentages of the total price on the dates stated:")
    data = [["Payment", "Due Date", "Percentage of Price"]]
    for r in rows[:-1]:
        data.append([r.label, fd(r.date, "dmy/"), fmt_pct(r.pct)])
    data.append([rows[-1].label, "On delivery of the Villa", "55%"])
    make_table(doc, data, widths=[5.0, 5.0, 4.0], aligns=["l", "c", "c"])
    P(doc, "")
    P(doc, "Each payment shall be made by a cheque delivered on signing. Should any cheque be dishonoured, the "
           "Seller may rescind this contract and deduct 10% of the amounts paid.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 23  Dubai: two-row header (vMerge + gridSpan) and event rows whose Description and Due Date cells
#     are merged horizontally; construction percentages inside the labels
# ----------------------------------------------------------------------------------------------
@document
def dubai_south_two_row_header_event_merge():
    price = 1340000
    rows = [R("Down Payment", price, 20, D(2026, 3, 3)),
            R("First Instalment", price, 10, D(2026, 9, 3)),
            R("On completion of 30% of construction works", price, 10, None),
            R("On completion of 60% of construction works", price, 10, None),
            R("On completion of 80% of construction works", price, 10, None),
            R("On Handover", price, 40, None)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="SPA - South Bay Residences 512")
    H(doc, "SALE AND PURCHASE AGREEMENT – SCHEDULE C", 0)
    P(doc, "South Bay Residences, Dubai South – Unit 512 (2 bedrooms, 1,106.30 sq ft). Purchase Price: "
           "AED 1,340,000.", align="j")
    H(doc, "Schedule C – Payment Plan", 1)
    t = doc.add_table(rows=2 + len(rows), cols=5)
    t.style = "Table Grid"
    widths = [1.2, 6.2, 3.0, 1.6, 3.6]
    set_widths(t, widths)
    for ci, txt in enumerate(["No.", "Description", "Due Date"]):
        c = t.cell(0, ci).merge(t.cell(1, ci))
        set_cell(c, txt, bold=True, align="c", fill="D9D9D9")
    c = t.cell(0, 3).merge(t.cell(0, 4))
    set_cell(c, "Payment", bold=True, align="c", fill="D9D9D9")
    set_cell(t.cell(1, 3), "%", bold=True, align="c", fill="D9D9D9")
    set_cell(t.cell(1, 4), "Amount (AED)", bold=True, align="c", fill="D9D9D9")
    repeat_header(t.rows[0])
    repeat_header(t.rows[1])
    for i, r in enumerate(rows):
        ri = i + 2
        set_cell(t.cell(ri, 0), str(i + 1), align="c")
        if r.date:
            set_cell(t.cell(ri, 1), r.label)
            set_cell(t.cell(ri, 2), fd(r.date, "dmy/"), align="c")
        else:
            c = t.cell(ri, 1).merge(t.cell(ri, 2))
            label = r.label + (" (as certified by the Project Consultant)" if "construction" in r.label else "")
            set_cell(c, label)
        set_cell(t.cell(ri, 3), fmt_pct(r.pct), align="c")
        set_cell(t.cell(ri, 4), fmt_en(r.amount), align="r")
    P(doc, "")
    P(doc, "Construction milestones are reached on the date of the Project Consultant's certificate as "
           "registered with RERA. Instalments are payable within 14 days of the Seller's notice.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 24  Qatar: line breaks inside cells (currency / amount on separate lines), runs split mid-number
# ----------------------------------------------------------------------------------------------
@document
def qatar_wakra_line_breaks_split_runs():
    rnd = random.Random(24)
    price = 1980000
    rows = [R("Down Payment", price, 10, D(2026, 4, 15))]
    for i, d in enumerate(series(D(2026, 7, 15), 5, 3), 1):
        rows.append(R(f"Instalment {i}", price, 10, d))
    rows.append(R("On Handover", price, 40, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Annex C - Wakra Seafront Villas 31")
    H(doc, "ANNEX C – PAYMENT PLAN", 0)
    p = P(doc, "")
    add_split_runs(p, "Seafront Villas, Al Wakrah, Qatar – Villa 31. Contract price: QAR 1,980,000 (One Million "
                      "Nine Hundred Eighty Thousand Qatari Riyals).", rnd)
    P(doc, "The Buyer shall pay the contract price in accordance with the table below:")
    t = doc.add_table(rows=len(rows) + 1, cols=4)
    t.style = "Table Grid"
    for ci, h in enumerate(["Payment", "Due Date", "%", "Amount"]):
        set_cell(t.cell(0, ci), h, bold=True, align="c", fill="E2EFDA")
    repeat_header(t.rows[0])
    sub = ["(on signing)", "(3 months after signing)", "(6 months after signing)", "(9 months after signing)",
           "(12 months after signing)", "(15 months after signing)", "(on delivery of the Villa)"]
    for ri, (r, s) in enumerate(zip(rows, sub), 1):
        set_cell(t.cell(ri, 0), f"{r.label}\n{s}")
        c = t.cell(ri, 1)
        c.text = ""
        pp = c.paragraphs[0]
        pp.alignment = WD_ALIGN_PARAGRAPH.CENTER
        if r.date:
            add_split_runs(pp, fd(r.date, "dmy-"), rnd)
        else:
            pp.add_run("On Handover")
        c = t.cell(ri, 2)
        c.text = ""
        add_split_runs(c.paragraphs[0], fmt_pct(r.pct), rnd)
        c.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER
        c = t.cell(ri, 3)
        c.text = ""
        pp = c.paragraphs[0]
        pp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        run = pp.add_run("QAR")
        run.add_break(WD_BREAK.LINE)
        add_split_runs(pp, fmt_en(r.amount), rnd)
    set_widths(t, [6.0, 3.4, 1.8, 3.6])
    P(doc, "")
    p = P(doc, "")
    add_split_runs(p, "All payments must be settled in cleared funds before the keys are released. Late "
                      "payments bear a charge of 1% per month.", rnd)
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 25  Egypt: a series defined inside a table cell ("12 equal quarterly instalments of 5% each, the
#     first on 01/06/2026") -> one row per instalment
# ----------------------------------------------------------------------------------------------
@document
def egypt_new_capital_series_in_table_cell():
    price = 9600000
    rows = [R("Contract Down Payment", price, 10, D(2026, 3, 1))]
    for i, d in enumerate(series(D(2026, 6, 1), 12, 3), 1):
        rows.append(R(f"Instalment {i} of 12", price, 5, d))
    rows.append(R("Delivery Payment", price, 30, None))
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="Reservation & Sale - Capital Heights R7 B12-504")
    H(doc, "UNIT SALE CONTRACT", 0)
    P(doc, "Capital Heights, R7 District, New Administrative Capital, Egypt – Apartment B12-504 (185 m²).")
    H(doc, "Article 4 – Price and Payment", 1)
    P(doc, "4.1 The price of the Unit is EGP 9,600,000 (Nine Million Six Hundred Thousand Egyptian Pounds).",
      align="j")
    P(doc, "4.2 The price shall be paid as follows:")
    data = [["Payment", "Percentage", "Amount", "Timing"],
            [rows[0].label, "10%", "EGP 960,000", "On signing, 01/03/2026"],
            ["Quarterly Instalments", "5% each", "EGP 480,000 each",
             "12 equal quarterly instalments, the first on 01/06/2026 and the last on 01/03/2029"],
            [rows[-1].label, "30%", "EGP 2,880,000", "On delivery of the Unit"]]
    make_table(doc, data, widths=[4.0, 2.8, 3.4, 5.8], aligns=["l", "c", "r", "l"])
    P(doc, "")
    P(doc, "4.3 Instalments shall be paid by post-dated cheques handed over on signing. Delivery is "
           "governed by Article 7 (Delivery).", align="j")
    P(doc, "4.4 A maintenance deposit and utility connection costs shall be the subject of a separate "
           "agreement with the facility management company.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 26  Dubai (law-firm template): fill-in values held in content controls (w:sdt) inside an
#     automatically lettered list; an administration fee item in the list
# ----------------------------------------------------------------------------------------------
@document
def dubai_law_firm_content_controls_lettered():
    price = 1475000
    ds = series(D(2026, 4, 30), 4, 6)
    labels = ["Deposit", "Second instalment", "Third instalment", "Fourth instalment"]
    rows = [R(l, price, 10, d) for l, d in zip(labels, ds)]
    rows.append(R("Completion payment", price, 60, None))
    rows.append(F("Administration fee", 3000))
    check_plan(rows, price)
    doc = new_doc(font="Garamond", size=11.5, title="SPA template v7 - JVT Cluster 5 TH-23",
                  author="Knowledge Management")
    num = Numbering(doc)
    lst = num.add(LOWER_LETTER)
    H(doc, "SALE AND PURCHASE AGREEMENT", 0)
    p = P(doc, "Property: ")
    add_sdt(p, "Townhouse TH-23, Cluster 5, Jumeirah Village Triangle, Dubai", "Property", 101)
    p = P(doc, "Purchase Price: ")
    add_sdt(p, "AED 1,475,000", "Purchase Price", 102, bold=True)
    add_runs(p, " (")
    add_sdt(p, "One Million Four Hundred and Seventy-Five Thousand UAE Dirhams", "Price in words", 103)
    add_runs(p, ")")
    H(doc, "6. PAYMENT OF THE PURCHASE PRICE", 1)
    P(doc, "6.1 The Purchaser shall pay to the Seller:")
    sid = 110
    for i, r in enumerate(rows[:4]):
        p = numbered(doc, lst, "a deposit of " if i == 0 else "a further ")
        add_sdt(p, fmt_pct(r.pct), "Percentage", sid); sid += 1
        add_runs(p, " of the Purchase Price, being ")
        add_sdt(p, f"AED {fmt_en(r.amount)}", "Amount", sid); sid += 1
        add_runs(p, ", on ")
        add_sdt(p, fd(r.date, "long"), "Due date", sid); sid += 1
        add_runs(p, ";")
    p = numbered(doc, lst, "the remaining ")
    add_sdt(p, "60%", "Percentage", sid); sid += 1
    add_runs(p, " of the Purchase Price, being ")
    add_sdt(p, "AED 885,000", "Amount", sid); sid += 1
    add_runs(p, ", on the Completion Date; and")
    p = numbered(doc, lst, "an administration fee of ")
    add_sdt(p, "AED 3,000", "Fee", sid); sid += 1
    add_runs(p, ", payable on signing of this Agreement in addition to the Purchase Price.")
    P(doc, "6.2 The Completion Date is the date specified in the Seller's completion notice, which shall be "
           "given at least thirty (30) days in advance.", align="j")
    P(doc, "6.3 Time for payment is of the essence. Sums paid late bear interest at 12% per annum.",
      align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 27  Saudi Arabia (Jeddah): transposed table - one column per payment, rows for %, amount, date
# ----------------------------------------------------------------------------------------------
@document
def saudi_jeddah_transposed_table():
    price = 980000
    ds = series(D(2026, 5, 10), 4, 6)
    labels = ["1st Payment", "2nd Payment", "3rd Payment", "4th Payment"]
    pcts = [25, 15, 15, 15]
    rows = [R(l, price, p, d) for l, p, d in zip(labels, pcts, ds)]
    rows.append(R("Final Payment", price, 30, None))
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="Off-plan contract - Obhur Bay 3-12")
    H(doc, "OFF-PLAN UNIT SALE CONTRACT", 0)
    P(doc, "Obhur Bay Residences, North Obhur, Jeddah – Unit 3-12 (3 bedrooms, 176 m²). Contract price: "
           "SAR 980,000 (Nine Hundred and Eighty Thousand Saudi Riyals).", align="j")
    H(doc, "Article 6 – Payment Schedule", 1)
    data = [["Payment"] + [r.label for r in rows],
            ["Percentage"] + [fmt_pct(r.pct) for r in rows],
            ["Amount (SAR)"] + [fmt_en(r.amount) for r in rows],
            ["Due Date"] + [fd(r.date, "dmy/") for r in rows[:-1]] + ["On delivery"]]
    t = make_table(doc, data, widths=[3.0, 2.6, 2.6, 2.6, 2.6, 2.6], aligns=["l", "c", "c", "c", "c", "c"])
    for ri in range(1, 4):
        set_cell(t.cell(ri, 0), data[ri][0], bold=True, fill="D9D9D9")
    P(doc, "")
    P(doc, "Each payment shall be deposited in the project escrow account. The Developer may deduct 5% of the "
           "price if the Buyer withdraws before the second payment.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 28  Dubai (JVC): fee rows at the top of the plan table; figures in the page header and footer
# ----------------------------------------------------------------------------------------------
@document
def dubai_jvc_fee_rows_inside_plan_table():
    price = 1050000
    rows = [F("Reservation Fee", 20000), F("DLD Registration Fee", 42000), F("Oqood Administration Fee", 1250)]
    ds = series(D(2026, 2, 14), 6, 3)
    labels = ["Down Payment", "1st Instalment", "2nd Instalment", "3rd Instalment", "4th Instalment",
              "5th Instalment"]
    rows += [R(l, price, 10, d) for l, d in zip(labels, ds)]
    rows.append(R("Handover", price, 40, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="SPA - Oakwood Residency JV-0912")
    page_header(doc, "Oakwood Residency – Unit JV-0912 – Purchase Price AED 1,050,000")
    H(doc, "Sale and Purchase Agreement", 0)
    P(doc, "Oakwood Residency, Jumeirah Village Circle, Dubai – Unit JV-0912 (1 bedroom, 702.15 sq ft)")
    H(doc, "Payment Schedule", 1)
    P(doc, "The Purchaser shall pay the following amounts. Items 1 to 3 are charges payable in addition to the "
           "Purchase Price of AED 1,050,000; items 4 to 10 make up the Purchase Price.", align="j")
    data = [["#", "Item", "Due", "%", "Amount (AED)"],
            ["1", "Reservation Fee (non-refundable; not part of the Purchase Price)", "On reservation", "—",
             "20,000"],
            ["2", "DLD Registration Fee", "On signing", "—", "42,000"],
            ["3", "Oqood Administration Fee", "On signing", "—", "1,250"]]
    for i, r in enumerate(rows[3:9], 4):
        data.append([str(i), r.label, fd(r.date, "dmy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append(["10", "Handover", "On Handover", "40%", fmt_en(rows[9].amount)])
    make_table(doc, data, widths=[1.0, 7.0, 2.8, 1.4, 3.0], aligns=["c", "l", "c", "c", "r"])
    P(doc, "")
    P(doc, "The Reservation Fee secures the Unit for fourteen (14) days and is not credited against the "
           "Purchase Price.", align="j")
    page_footer(doc, "Purchaser's initials: ________")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 29  Dubai Hills: two-part schedule under heading styles; post-handover rows tied to events
# ----------------------------------------------------------------------------------------------
@document
def dubai_hills_two_part_schedule_event_post_handover():
    price = 2880000
    rows = [R("Down Payment", price, 20, D(2026, 3, 9)),
            R("1st Instalment", price, 10, D(2026, 9, 9)),
            R("2nd Instalment", price, 10, D(2027, 3, 9)),
            R("Handover Payment", price, 20, None)]
    rows += [R(f"Post-Handover Instalment {i}", price, 10, None, post=True) for i in range(1, 5)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="SPA - Hills Crest Park 2-1103")
    H(doc, "SALE AND PURCHASE AGREEMENT", 0)
    P(doc, "Hills Crest Park, Dubai Hills Estate – Unit 2-1103 (2 bedrooms). Purchase Price AED 2,880,000 "
           "(Two Million Eight Hundred and Eighty Thousand Dirhams).", align="j")
    H(doc, "Schedule 4 – Payment Plan", 1)
    H(doc, "Part A – During Construction and on Handover", 2)
    data = [["Instalment", "Due Date", "%", "Amount (AED)"]]
    for r in rows[:3]:
        data.append([r.label, fd(r.date, "dmy/"), fmt_pct(r.pct), fmt_en(r.amount)])
    data.append([rows[3].label, "On Handover", "20%", fmt_en(rows[3].amount)])
    make_table(doc, data, widths=[5.0, 4.0, 1.8, 3.6], aligns=["l", "c", "c", "r"])
    H(doc, "Part B – Post-Handover", 2)
    data = [["Instalment", "Due", "%", "Amount (AED)"]]
    for i, r in enumerate(rows[4:], 1):
        data.append([r.label, f"{6 * i} months after Handover", "10%", fmt_en(r.amount)])
    make_table(doc, data, widths=[5.0, 4.0, 1.8, 3.6], aligns=["l", "c", "c", "r"])
    P(doc, "")
    P(doc, "The Handover Date shall be notified by the Seller. Post-handover instalments are secured by "
           "post-dated cheques delivered at Handover and by a first-degree mortgage over the Unit.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# 30  UK (Manchester): tabbed lines with dot leaders; exchange on a stated date; ordinal dates
# ----------------------------------------------------------------------------------------------
@document
def uk_manchester_tab_leaders_dated_exchange():
    price = 249950
    rows = [R("Deposit on exchange", price, 10, D(2026, 3, 14)),
            R("Second deposit", price, 10, D(2027, 3, 14)),
            R("Balance on Completion", price, 80, None)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10.5, title="Reservation and Contract Summary - Ancoats Works 5.12")
    H(doc, "CONTRACT SUMMARY – OFF-PLAN PURCHASE", 0)
    P(doc, "Apartment 5.12, Ancoats Works, Jersey Street, Manchester M4 6JG", italic=True)
    P(doc, "Seller: Ancoats Works Developments Limited. Buyer: Mr Hamad Al Mansoori. Purchase price: £249,950. "
           "Tenure: leasehold, 999 years.", align="j")
    H(doc, "Payment of the Price", 1)
    P(doc, "The Buyer will pay the price to the Seller's solicitors, Hartley Crane LLP, as follows:")
    stops = [(15.8, "r", ".")]
    tabs(P(doc, f"Deposit (10%) on exchange of contracts, {fd(rows[0].date, 'ord')}\t£{fmt_en(rows[0].amount, 2)}"),
         stops)
    tabs(P(doc, f"Second deposit (10%) on {fd(rows[1].date, 'ord')}\t£{fmt_en(rows[1].amount, 2)}"), stops)
    tabs(P(doc, f"Balance (80%) on Completion\t£{fmt_en(rows[2].amount, 2)}"), stops)
    tabs(P(doc, "Total price\t£249,950.00", bold=True), stops)
    P(doc, "")
    P(doc, "Completion will take place 10 working days after notice that the building is practically "
           "complete, which is expected in Spring 2028. If the building is not complete by 31st December 2028 "
           "(the long stop date), the Buyer may withdraw and the deposits will be returned in full.",
      align="j")
    P(doc, "Stamp Duty Land Tax is the Buyer's responsibility.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
def main():
    names = set()
    for i, fn in enumerate(DOCS, 1):
        doc, rows = fn()
        name = f"{i:02d}_{fn.__name__}"
        assert name not in names
        names.add(name)
        save(doc, name, rows)
        print(f"{name}: {len(rows)} rows")


if __name__ == "__main__":
    main()
