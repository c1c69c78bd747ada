#!/usr/bin/env python
"""Build the second set of DOCX test agreements (dx01 ... dx30) and their .expected.json files.

Run from this folder:  python generate.py
Deterministic: no randomness, no current date; zip entries get fixed timestamps; tracked-change
dates are fixed strings.

Each document exercises Word features not covered by ../docx_features/: tracked changes (w:ins,
w:del, deleted table rows, moveFrom/moveTo), text boxes (DrawingML wps and VML), mc:AlternateContent,
hidden text (w:vanish), soft/non-breaking hyphens and non-breaking spaces inside numbers and dates,
w:sym symbols, smart tags and customXml wrappers (inline and block level), footnotes and endnotes,
header/footer parts with figures, gridBefore/gridAfter, gridSpan in body rows, a merged phase label
column, total and subtotal rows, currency in its own column, captions, one-column sentence tables,
transposed tables, key/value tables, multi-level numbering from numbering.xml, bullet lists,
checkbox content controls choosing an option, addenda replacing a plan, and documents with no plan.

The expected rows follow the accepted view of the document (tracked insertions in, deletions out,
hidden text not read, each AlternateContent read once).
"""
import calendar
import datetime
import io
import json
import os
import zipfile
from decimal import Decimal, ROUND_HALF_UP
from xml.sax.saxutils import escape

from docx import Document
from docx.enum.section import WD_ORIENT, WD_SECTION
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.opc.constants import CONTENT_TYPE as CT, RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.oxml.parser import parse_xml
from docx.shared import Pt, Cm

OUT = os.path.dirname(os.path.abspath(__file__))
FIXED_TS = datetime.datetime(2026, 1, 5, 9, 0, 0)
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]

NS = {
    "w": "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "wp": "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
    "wps": "http://schemas.microsoft.com/office/word/2010/wordprocessingShape",
    "mc": "http://schemas.openxmlformats.org/markup-compatibility/2006",
    "v": "urn:schemas-microsoft-com:vml",
    "o": "urn:schemas-microsoft-com:office:office",
    "w10": "urn:schemas-microsoft-com:office:word",
    "w14": "http://schemas.microsoft.com/office/word/2010/wordml",
    "wp14": "http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing",
}
NSDECL = " ".join(f'xmlns:{k}="{v}"' for k, v in NS.items())


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


def month_end(y, m):
    return datetime.date(y, m, calendar.monthrange(y, m)[1])


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
    if style == "d Mon y":
        return f"{d.day:02d} {MON[d.month - 1]} {d.year}"
    if style == "long":
        return f"{d.day} {MONTH_FULL[d.month - 1]} {d.year}"
    if style == "ord":
        return f"{ordinal(d.day)} {MONTH_FULL[d.month - 1]} {d.year}"
    if style == "us":
        return f"{MONTH_FULL[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def exp_date(d):
    return "" if d is None else f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


def dec(x):
    return Decimal(str(x))


def share(price, pct):
    return (dec(price) * dec(pct) / Decimal(100)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def fmt_en(x, decimals=0):
    return f"{dec(x):,.{decimals}f}"


def fmt_eu(x, decimals=2):
    return fmt_en(x, decimals).replace(",", "_").replace(".", ",").replace("_", ".")


def fmt_in(x, decimals=0):
    """Indian digit grouping: 1,25,00,000."""
    q = dec(x)
    n = int(q)
    s = str(n)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        s = ",".join(parts) + "," + tail
    if decimals:
        s += "." + f"{q:.{decimals}f}".split(".")[1]
    return s


def fmt_pct(p):
    s = f"{dec(p):f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s + "%"


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


def R(label, price, pct, date, post=False, amount=None):
    """Plan row; the amount defaults to pct x price."""
    if amount is None:
        amount = share(price, pct)
    return Row(label, pct, amount, date, False, post)


def F(label, amount, date=None):
    """Fee row charged on top of the price (no percentage stated)."""
    return Row(label, 0, amount, date, fee=True)


def check_plan(rows, price):
    plan = [r for r in rows if not r.fee]
    assert sum(r.pct for r in plan) == 100, [str(r.pct) for r in plan]
    assert sum(r.amount for r in plan) == dec(price), (sum(r.amount for r in plan), price)
    for r in plan:
        assert r.amount == share(price, r.pct), (r.label, r.amount, share(price, r.pct))


# ----------------------------------------------------------------------------------------------
# raw OOXML helpers (strings)
# ----------------------------------------------------------------------------------------------
class Rev:
    """Revision ids / author / date for tracked changes and drawing ids, reset per document."""
    n = 0
    author = "Legal Department"
    date = "2026-01-05T09:00:00Z"

    @classmethod
    def reset(cls, author="Legal Department", date="2026-01-05T09:00:00Z"):
        cls.n = 0
        cls.author = author
        cls.date = date

    @classmethod
    def next(cls):
        cls.n += 1
        return cls.n

    @classmethod
    def attrs(cls):
        return f'w:id="{cls.next()}" w:author="{escape(cls.author)}" w:date="{cls.date}"'


def rpr(b=False, i=False, sz=None, font=None, vanish=False, caps=False, u=False, sup=False, color=None,
        extra=""):
    parts = []
    if font:
        parts.append(f'<w:rFonts w:ascii="{font}" w:hAnsi="{font}" w:cs="{font}"/>')
    if b:
        parts.append("<w:b/><w:bCs/>")
    if i:
        parts.append("<w:i/><w:iCs/>")
    if caps:
        parts.append("<w:caps/>")
    if vanish:
        parts.append("<w:vanish/>")
    if color:
        parts.append(f'<w:color w:val="{color}"/>')
    if sz:
        parts.append(f'<w:sz w:val="{int(sz * 2)}"/><w:szCs w:val="{int(sz * 2)}"/>')
    if u:
        parts.append('<w:u w:val="single"/>')
    if sup:
        parts.append('<w:vertAlign w:val="superscript"/>')
    parts.append(extra)
    inner = "".join(parts)
    return f"<w:rPr>{inner}</w:rPr>" if inner else ""


def _content(text, tag="w:t"):
    """Text to run content: \t -> w:tab, \n -> w:br."""
    out = []
    buf = ""
    for ch in text:
        if ch in "\t\n":
            if buf:
                out.append(f'<{tag} xml:space="preserve">{escape(buf)}</{tag}>')
                buf = ""
            out.append("<w:tab/>" if ch == "\t" else "<w:br/>")
        else:
            buf += ch
    if buf:
        out.append(f'<{tag} xml:space="preserve">{escape(buf)}</{tag}>')
    return "".join(out)


def run(text, **kw):
    return f"<w:r>{rpr(**kw)}{_content(text)}</w:r>"


def runs(text, **kw):
    """**bold** segments inside text."""
    out = []
    for i, part in enumerate(text.split("**")):
        if part:
            k = dict(kw)
            if i % 2 == 1:
                k["b"] = True
            out.append(run(part, **k))
    return "".join(out)


def ins(text, **kw):
    return f"<w:ins {Rev.attrs()}>{run(text, **kw)}</w:ins>"


def dele(text, **kw):
    return f"<w:del {Rev.attrs()}><w:r>{rpr(**kw)}{_content(text, 'w:delText')}</w:r></w:del>"


def hidden(text, **kw):
    return run(text, vanish=True, **kw)


def sym(font, char, **kw):
    return f'<w:r>{rpr(**kw)}<w:sym w:font="{font}" w:char="{char}"/></w:r>'


def ppr(style=None, align=None, ind_left=None, hanging=None, first=None, after=None, before=None,
        keep_next=False, numpr=None, mark="", tabs=None, shading=None):
    parts = []
    if style:
        parts.append(f'<w:pStyle w:val="{style}"/>')
    if keep_next:
        parts.append("<w:keepNext/>")
    if numpr:
        parts.append(f'<w:numPr><w:ilvl w:val="{numpr[1]}"/><w:numId w:val="{numpr[0]}"/></w:numPr>')
    if shading:
        parts.append(f'<w:shd w:val="clear" w:color="auto" w:fill="{shading}"/>')
    if tabs:
        parts.append("<w:tabs>" + "".join(
            f'<w:tab w:val="{a}" w:pos="{int(Cm(pos).twips)}"/>' for pos, a in tabs) + "</w:tabs>")
    if after is not None or before is not None:
        s = "<w:spacing"
        if before is not None:
            s += f' w:before="{int(before * 20)}"'
        if after is not None:
            s += f' w:after="{int(after * 20)}"'
        parts.append(s + "/>")
    if ind_left is not None or hanging is not None or first is not None:
        s = "<w:ind"
        if ind_left is not None:
            s += f' w:left="{int(Cm(ind_left).twips)}"'
        if hanging is not None:
            s += f' w:hanging="{int(Cm(hanging).twips)}"'
        if first is not None:
            s += f' w:firstLine="{int(Cm(first).twips)}"'
        parts.append(s + "/>")
    if align:
        parts.append(f'<w:jc w:val="{ {"c": "center", "r": "right", "j": "both", "l": "left"}[align] }"/>')
    if mark:
        parts.append(f"<w:rPr>{mark}</w:rPr>")
    inner = "".join(parts)
    return f"<w:pPr>{inner}</w:pPr>" if inner else ""


def para(inner, **kw):
    return f"<w:p>{ppr(**kw)}{inner}</w:p>"


def tpara(text, align=None, style=None, after=None, **rkw):
    """Plain paragraph from text (with **bold**)."""
    return para(runs(text, **rkw) if text else "", align=align, style=style, after=after)


def parse_many(xml):
    root = parse_xml(f"<w:root {NSDECL}>{xml}</w:root>")
    return list(root)


def put(container, xml):
    """Append raw block-level XML (paragraphs, tables, customXml blocks) to a document body, cell,
    header or footer, keeping the body's sectPr last."""
    placeholder = container.add_paragraph()._p
    for el in parse_many(xml):
        placeholder.addprevious(el)
    placeholder.getparent().remove(placeholder)


def put_runs(p, xml):
    for el in parse_many(xml):
        p._p.append(el)
    return p


# ---- tables -----------------------------------------------------------------------------------
def C(content="", span=1, vmerge=None, fill=None, b=False, align=None, xml=None, sz=None, i=False,
      valign=None):
    """A table cell. content: str or list of str (paragraphs); xml: raw paragraph xml instead."""
    return dict(content=content, span=span, vmerge=vmerge, fill=fill, b=b, align=align, xml=xml, sz=sz,
                i=i, valign=valign)


def tc_xml(cell, width_twips):
    tcpr = [f'<w:tcW w:w="{width_twips}" w:type="dxa"/>']
    if cell["span"] > 1:
        tcpr.append(f'<w:gridSpan w:val="{cell["span"]}"/>')
    if cell["vmerge"] == "restart":
        tcpr.append('<w:vMerge w:val="restart"/>')
    elif cell["vmerge"] == "cont":
        tcpr.append("<w:vMerge/>")
    if cell["fill"]:
        tcpr.append(f'<w:shd w:val="clear" w:color="auto" w:fill="{cell["fill"]}"/>')
    if cell["valign"]:
        tcpr.append(f'<w:vAlign w:val="{cell["valign"]}"/>')
    if cell["xml"] is not None:
        body = cell["xml"]
    else:
        content = cell["content"]
        paras = content if isinstance(content, list) else [content]
        body = "".join(para(runs(t, b=cell["b"], sz=cell["sz"], i=cell["i"]) if t else "",
                            align=cell["align"], after=0) for t in paras)
    if "<w:p" not in body and "<w:tbl" not in body:
        body += "<w:p/>"
    return f"<w:tc><w:tcPr>{''.join(tcpr)}</w:tcPr>{body}</w:tc>"


def TR(cells, header=False, grid_before=0, grid_after=0, deleted=False, inserted=False, cant_split=True,
       wrap=None):
    """A table row spec. wrap: (uri, element) to wrap the row in a block-level w:customXml."""
    return dict(cells=cells, header=header, gb=grid_before, ga=grid_after, deleted=deleted,
                inserted=inserted, cant_split=cant_split, wrap=wrap)


def table_xml(widths_cm, rows, borders=True, style="TableGrid", indent_cm=None, layout_fixed=True,
              look="04A0", caption=None):
    tw = [int(Cm(w).twips) for w in widths_cm]
    tblpr = [f'<w:tblStyle w:val="{style}"/>' if style else "",
             f'<w:tblW w:w="{sum(tw)}" w:type="dxa"/>']
    if indent_cm:
        tblpr.append(f'<w:tblInd w:w="{int(Cm(indent_cm).twips)}" w:type="dxa"/>')
    if borders:
        tblpr.append("<w:tblBorders>" + "".join(
            f'<w:{e} w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
            for e in ("top", "left", "bottom", "right", "insideH", "insideV")) + "</w:tblBorders>")
    else:
        tblpr.append("<w:tblBorders>" + "".join(
            f'<w:{e} w:val="nil"/>' for e in ("top", "left", "bottom", "right", "insideH", "insideV"))
            + "</w:tblBorders>")
    if layout_fixed:
        tblpr.append('<w:tblLayout w:type="fixed"/>')
    tblpr.append(f'<w:tblLook w:val="{look}" w:firstRow="1" w:lastRow="0" w:firstColumn="1" '
                 f'w:lastColumn="0" w:noHBand="0" w:noVBand="1"/>')
    if caption:
        tblpr.append(f'<w:tblCaption w:val="{escape(caption)}"/>')
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in tw)
    out = [f"<w:tbl><w:tblPr>{''.join(tblpr)}</w:tblPr><w:tblGrid>{grid}</w:tblGrid>"]
    for row in rows:
        trpr = []
        if row["gb"]:
            trpr.append(f'<w:gridBefore w:val="{row["gb"]}"/>')
        if row["ga"]:
            trpr.append(f'<w:gridAfter w:val="{row["ga"]}"/>')
        if row["gb"]:
            trpr.append(f'<w:wBefore w:w="{sum(tw[:row["gb"]])}" w:type="dxa"/>')
        if row["ga"]:
            trpr.append(f'<w:wAfter w:w="{sum(tw[len(tw) - row["ga"]:])}" w:type="dxa"/>')
        if row["cant_split"]:
            trpr.append("<w:cantSplit/>")
        if row["header"]:
            trpr.append("<w:tblHeader/>")
        if row["inserted"]:
            trpr.append(f"<w:ins {Rev.attrs()}/>")
        if row["deleted"]:
            trpr.append(f"<w:del {Rev.attrs()}/>")
        col = row["gb"]
        tcs = []
        for cell in row["cells"]:
            w = sum(tw[col:col + cell["span"]])
            col += cell["span"]
            tcs.append(tc_xml(cell, w))
        assert col + row["ga"] == len(tw), ("row does not fill the grid", col, row["ga"], len(tw))
        tr = f"<w:tr><w:trPr>{''.join(trpr)}</w:trPr>{''.join(tcs)}</w:tr>"
        if row["wrap"]:
            uri, elem = row["wrap"]
            tr = f'<w:customXml w:uri="{uri}" w:element="{elem}">{tr}</w:customXml>'
        out.append(tr)
    out.append("</w:tbl>")
    return "".join(out)


# ---- text boxes -------------------------------------------------------------------------------
def _emu(cm):
    return int(round(cm * 360000))


def wps_drawing(inner_xml, width_cm, height_cm, name, anchor=True, align_h="center", fill="F2F2F2",
                wrap="topAndBottom"):
    """A DrawingML text box (wps:wsp) whose w:txbxContent holds inner_xml (block-level XML)."""
    did = Rev.next()
    cx, cy = _emu(width_cm), _emu(height_cm)
    wrap_xml = {"topAndBottom": "<wp:wrapTopAndBottom/>",
                "square": '<wp:wrapSquare wrapText="bothSides"/>'}[wrap]
    graphic = (
        f'<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">'
        f'<wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="{cx}" cy="{cy}"/>'
        f'</a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="{fill}"/>'
        f'</a:solidFill><a:ln w="9525"><a:solidFill><a:srgbClr val="000000"/></a:solidFill></a:ln></wps:spPr>'
        f"<wps:txbx><w:txbxContent>{inner_xml}</w:txbxContent></wps:txbx>"
        f'<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" '
        f'anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic>')
    if anchor:
        return (
            f'<w:drawing><wp:anchor distT="45720" distB="45720" distL="114300" distR="114300" simplePos="0" '
            f'relativeHeight="{251659264 + did}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">'
            f'<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:align>{align_h}</wp:align>'
            f'</wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset>'
            f'</wp:positionV><wp:extent cx="{cx}" cy="{cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/>'
            f'{wrap_xml}<wp:docPr id="{did}" name="{name}"/><wp:cNvGraphicFramePr/>{graphic}'
            f"</wp:anchor></w:drawing>")
    return (f'<w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="{cx}" cy="{cy}"/>'
            f'<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:docPr id="{did}" name="{name}"/>'
            f"<wp:cNvGraphicFramePr/>{graphic}</wp:inline></w:drawing>")


VML_SHAPETYPE = ('<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" '
                 'path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/>'
                 '<v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>')


def vml_textbox(inner_xml, width_pt, height_pt, shape_id, left_pt=0, top_pt=0, fill="#F2F2F2",
                with_type=True, absolute=True):
    pos = (f"position:absolute;margin-left:{left_pt}pt;margin-top:{top_pt}pt;"
           "mso-position-horizontal-relative:margin;mso-position-vertical-relative:paragraph;"
           if absolute else "")
    wrap = '<w10:wrap type="square"/>' if absolute else ""
    return (f"<w:pict>{VML_SHAPETYPE if with_type else ''}"
            f'<v:shape id="{shape_id}" o:spid="_x0000_s{1025 + Rev.next()}" type="#_x0000_t202" '
            f'style="{pos}width:{width_pt}pt;height:{height_pt}pt;z-index:251659264" '
            f'fillcolor="{fill}" strokeweight=".5pt"><v:textbox><w:txbxContent>{inner_xml}</w:txbxContent>'
            f"</v:textbox>{wrap}</v:shape></w:pict>")


# ---- numbering ---------------------------------------------------------------------------------
class Numbering:
    """Real Word numbering: abstractNum + num in numbering.xml, numPr in each paragraph."""

    def __init__(self, doc):
        self.el = doc.part.numbering_part.element
        self.next = 100

    def add(self, levels, start=1):
        """levels: list of (numFmt, lvlText, left_cm, hanging_cm[, font][, start])."""
        aid = nid = self.next
        self.next += 1
        lv_xml = []
        for i, lv in enumerate(levels):
            fmt, text, left, hanging = lv[:4]
            font = lv[4] if len(lv) > 4 else None
            st = lv[5] if len(lv) > 5 else start
            r = (f'<w:rPr><w:rFonts w:ascii="{font}" w:hAnsi="{font}" w:hint="default"/></w:rPr>'
                 if font else "")
            lv_xml.append(
                f'<w:lvl w:ilvl="{i}"><w:start w:val="{st}"/><w:numFmt w:val="{fmt}"/>'
                f'<w:lvlText w:val="{escape(text)}"/><w:lvlJc w:val="left"/><w:pPr>'
                f'<w:ind w:left="{int(Cm(left).twips)}" w:hanging="{int(Cm(hanging).twips)}"/></w:pPr>{r}</w:lvl>')
        an = parse_many(
            f'<w:abstractNum w:abstractNumId="{aid}"><w:multiLevelType '
            f'w:val="{"multilevel" if len(levels) > 1 else "singleLevel"}"/>{"".join(lv_xml)}</w:abstractNum>')[0]
        first_num = self.el.find(qn("w:num"))
        if first_num is not None:
            first_num.addprevious(an)
        else:
            self.el.append(an)
        num = parse_many(f'<w:num w:numId="{nid}"><w:abstractNumId w:val="{aid}"/></w:num>')[0]
        self.el.append(num)
        return nid


# ---- notes (footnotes / endnotes) --------------------------------------------------------------
class Notes:
    """Builds word/footnotes.xml or word/endnotes.xml. add() returns the reference run xml."""

    def __init__(self, kind):
        assert kind in ("footnote", "endnote")
        self.kind = kind
        self.items = []

    def add(self, paras_inner, sz=8):
        nid = len(self.items) + 1
        k = self.kind
        body = []
        for j, inner in enumerate(paras_inner):
            ref = (f'<w:r>{rpr(sup=True, sz=sz)}<w:{k}Ref/></w:r>{run(" ", sz=sz)}' if j == 0 else "")
            body.append(f'<w:p>{ppr(after=0)}{ref}{inner}</w:p>')
        self.items.append(f'<w:{k} w:id="{nid}">{"".join(body)}</w:{k}>')
        return f'<w:r>{rpr(sup=True)}<w:{k}Reference w:id="{nid}"/></w:r>'

    def attach(self, doc):
        k = self.kind
        sep = (f'<w:{k} w:type="separator" w:id="-1"><w:p><w:pPr><w:spacing w:after="0" w:line="240" '
               f'w:lineRule="auto"/></w:pPr><w:r><w:separator/></w:r></w:p></w:{k}>'
               f'<w:{k} w:type="continuationSeparator" w:id="0"><w:p><w:pPr><w:spacing w:after="0" '
               f'w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:continuationSeparator/></w:r></w:p></w:{k}>')
        xml = (f"<?xml version='1.0' encoding='UTF-8' standalone='yes'?>\n"
               f'<w:{k}s {NSDECL}>{sep}{"".join(self.items)}</w:{k}s>')
        if k == "footnote":
            uri, ct, rt = "/word/footnotes.xml", CT.WML_FOOTNOTES, RT.FOOTNOTES
        else:
            uri, ct, rt = "/word/endnotes.xml", CT.WML_ENDNOTES, RT.ENDNOTES
        part = Part(PackURI(uri), ct, xml.encode("utf-8"), doc.part.package)
        doc.part.relate_to(part, rt)
        settings = doc.settings.element
        pr = parse_many(f'<w:{k}Pr><w:{k} w:id="-1"/><w:{k} w:id="0"/></w:{k}Pr>')[0]
        anchor = settings.find(qn("w:endnotePr")) if k == "footnote" else None
        if anchor is None:
            anchor = settings.find(qn("w:compat"))
        anchor.addprevious(pr)


def settings_flag(doc, tag):
    """Add a simple flag (e.g. w:trackRevisions) to settings.xml in schema order."""
    s = doc.settings.element
    el = OxmlElement(tag)
    for succ in ("w:doNotTrackMoves", "w:doNotTrackFormatting", "w:documentProtection", "w:defaultTabStop"):
        f = s.find(qn(succ))
        if f is not None:
            f.addprevious(el)
            return
    s.append(el)


# ----------------------------------------------------------------------------------------------
# docx helpers (python-docx level)
# ----------------------------------------------------------------------------------------------
def new_doc(font="Calibri", size=10.5, title="Agreement", author="Legal Department", letter=False):
    doc = Document()
    sec = doc.sections[0]
    if letter:
        sec.page_width, sec.page_height = Cm(21.59), Cm(27.94)
    else:
        sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
    sec.left_margin = sec.right_margin = Cm(2.3)
    sec.top_margin = sec.bottom_margin = Cm(2.2)
    st = doc.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    rp = st.element.get_or_add_rPr()
    rfonts = rp.find(qn("w:rFonts"))
    if rfonts is None:
        rfonts = OxmlElement("w:rFonts")
        rp.insert(0, rfonts)
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
    cp.revision = 4
    Rev.reset(author)
    return doc


def P(container, text="", bold=False, italic=False, align=None, style=None, size=None, after=None):
    p = container.add_paragraph(style=style) if style else container.add_paragraph()
    if text:
        for i, part in enumerate(text.split("**")):
            if not part:
                continue
            r = p.add_run(part)
            r.bold = bold or (i % 2 == 1)
            if italic:
                r.italic = True
            if size:
                r.font.size = Pt(size)
    if align:
        p.alignment = {"c": WD_ALIGN_PARAGRAPH.CENTER, "r": WD_ALIGN_PARAGRAPH.RIGHT,
                       "j": WD_ALIGN_PARAGRAPH.JUSTIFY, "l": WD_ALIGN_PARAGRAPH.LEFT}[align]
    if after is not None:
        p.paragraph_format.space_after = Pt(after)
    return p


def H(doc, text, level=1):
    return doc.add_heading(text, level=level)


def add_field_xml(instr, result, **kw):
    return (f'<w:r>{rpr(**kw)}<w:fldChar w:fldCharType="begin"/></w:r>'
            f'<w:r>{rpr(**kw)}<w:instrText xml:space="preserve"> {instr} </w:instrText></w:r>'
            f'<w:r>{rpr(**kw)}<w:fldChar w:fldCharType="separate"/></w:r>{run(result, **kw)}'
            f'<w:r>{rpr(**kw)}<w:fldChar w:fldCharType="end"/></w:r>')


def save(doc, name, rows):
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    zin = zipfile.ZipFile(buf)
    path = os.path.join(OUT, name + ".docx")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in sorted(zin.infolist(), key=lambda i: (i.filename != "[Content_Types].xml", i.filename)):
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 5, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zout.writestr(zi, zin.read(info.filename))
    with open(os.path.join(OUT, name + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump([r.expected() for r in rows], fh, indent=2, ensure_ascii=False)
        fh.write("\n")


DOCS = []


def document(fn):
    DOCS.append(fn)
    return fn


# ==============================================================================================
# CASES
# ==============================================================================================
# ----------------------------------------------------------------------------------------------
# dx01  UAE (Dubai Maritime City): prose plan revised with tracked w:ins / w:del, a deleted
#       instalment paragraph and an inserted fee paragraph
# ----------------------------------------------------------------------------------------------
@document
def dx01_uae_dubai_tracked_changes_prose_plan():
    price = 1640000
    agr = D(2026, 2, 12)
    rows = [R("(a)", price, 10, agr), R("(b)", price, 15, D(2026, 6, 12)), R("(c)", price, 10, D(2026, 12, 12)),
            R("(d)", price, 65, None), F("Oqood registration fee", 1250, agr)]
    check_plan(rows, price)
    doc = new_doc(font="Times New Roman", size=11, title="SPA Marsa Crest B-1407 rev 3")
    Rev.reset("Layla Haddad (Legal)", "2026-02-05T09:12:00Z")
    settings_flag(doc, "w:trackRevisions")
    P(doc, "SALE AND PURCHASE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Marsa Crest Residences – Tower B – Unit 1407", align="c")
    P(doc, "THIS AGREEMENT is made on the Agreement Date BETWEEN:", align="j")
    P(doc, "(1) MARSA CREST DEVELOPMENT L.L.C., a limited liability company registered in Dubai under trade "
           "licence no. 1024876, of Office 2203, Marsa Plaza, Dubai Maritime City, P.O. Box 118211, Dubai "
           "(the \"Seller\"); and", align="j")
    P(doc, "(2) MR. ARJUN RAMESH MEHTA, holder of Indian passport no. Z5518203, of Villa 41, Street 7, "
           "Al Barsha 2, Dubai (the \"Purchaser\").", align="j")
    P(doc, "RECITALS", bold=True)
    P(doc, "A. The Seller is the master developer's approved sub-developer of Plot 316-0422, Dubai Maritime "
           "City, on which it is constructing a 38-storey residential tower known as Marsa Crest Residences "
           "Tower B (the \"Building\").", align="j")
    P(doc, "B. The Purchaser wishes to purchase Unit 1407 in the Building and the Seller has agreed to sell "
           "it on the terms of this Agreement.", align="j")
    P(doc, "1. DEFINITIONS", bold=True)
    P(doc, "\"Agreement Date\" means 12 February 2026.", align="j")
    put(doc, para(run("\"Anticipated Completion Date\" means ") + dele("30 June 2028") + ins("30 September 2028")
                  + run(", as may be extended in accordance with clause 8.3 by up to twelve (12) months."),
                  align="j"))
    P(doc, "\"Unit\" means apartment 1407 on the 14th floor of the Building with a saleable area of "
           "1,186.40 sq ft (110.22 sq m) and one (1) allocated parking bay (P2-118).", align="j")
    P(doc, "\"Purchase Price\" means AED 1,640,000 (One Million Six Hundred and Forty Thousand UAE Dirhams).",
      align="j")
    P(doc, "\"Escrow Account\" means account no. 1015 4429 8310 01 held with Emirates NBD in the name of "
           "Marsa Crest Residences Tower B Escrow.", align="j")
    P(doc, "5. PAYMENT OF THE PURCHASE PRICE", bold=True)
    P(doc, "5.1 The Purchaser shall pay the Purchase Price into the Escrow Account in the instalments set out in "
           "clause 5.2. Time of payment is of the essence.", align="j")
    P(doc, "5.2 The Purchase Price shall be paid as follows:", align="j")
    ind = dict(ind_left=1.2, hanging=0.8, align="j")
    put(doc, para(run("(a)\t10% (AED 164,000) on the Agreement Date;"), **ind))
    put(doc, para(run("(b)\t") + dele("10%") + ins("15%") + run(" (AED ") + dele("164,000") + ins("246,000")
                  + run(") on ") + dele("12 August 2026") + ins("12 June 2026") + run(";"), **ind))
    put(doc, para(run("(c)\t10% (AED 164,000) on 12 December 2026;") + ins(" and"), **ind))
    put(doc, para(dele("(d)\t10% (AED 164,000) on 12 June 2027; and"), mark=f"<w:del {Rev.attrs()}/>", **ind))
    put(doc, para(dele("(e)") + ins("(d)") + run("\t") + dele("60%") + ins("65%") + run(" (AED ")
                  + dele("984,000") + ins("1,066,000")
                  + run(") on the Completion Date against handover of the Unit."), **ind))
    put(doc, para(ins("5.3 In addition to the Purchase Price, the Purchaser shall pay the Oqood registration fee "
                      "of AED 1,250 on the Agreement Date."), mark=f"<w:ins {Rev.attrs()}/>", align="j"))
    put(doc, para(dele("5.3") + ins("5.4") + run(" If any instalment is not paid within thirty (30) days of its "
                                                "due date, the Seller may charge a late payment fee of 2% of "
                                                "the overdue amount for each month of delay, and after sixty "
                                                "(60) days may proceed under clause 12 (Termination)."),
                  align="j"))
    put(doc, para(dele("5.4") + ins("5.5") + run(" The Seller shall issue a tax invoice for each instalment. "
                                                "Residential units are zero-rated for VAT on first supply."),
                  align="j"))
    P(doc, "8. COMPLETION", bold=True)
    P(doc, "8.1 The Seller shall give the Purchaser not less than thirty (30) days' written notice of the "
           "Completion Date. Handover is conditional on payment of the instalment in clause 5.2(d).", align="j")
    P(doc, "8.3 The Seller may extend the Anticipated Completion Date by up to twelve (12) months for force "
           "majeure or delay of authority approvals.", align="j")
    P(doc, "12. TERMINATION", bold=True)
    P(doc, "If the Agreement is terminated for the Purchaser's default before 40% of the Purchase Price has "
           "been paid, the Seller may retain up to 25% of the Purchase Price in accordance with Law No. 19 of "
           "2017 and refund the balance.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx02  UK (Birmingham): deposit table with a tracked deleted row (trPr/w:del) and revised balance
# ----------------------------------------------------------------------------------------------
@document
def dx02_uk_birmingham_tracked_deleted_table_row():
    price = 312500
    rows = [R("Exchange deposit", price, 10, D(2026, 3, 20)), R("Second deposit", price, 10, D(2027, 3, 20)),
            R("Balance", price, 80, None)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="Contract - Apartment 9.04 Snow Hill Wharf Tower 2")
    Rev.reset("Hartwell Moss LLP - TJ", "2026-03-11T16:40:00Z")
    settings_flag(doc, "w:trackRevisions")
    P(doc, "CONTRACT FOR THE SALE OF A NEW BUILD LEASEHOLD APARTMENT", bold=True, align="c", size=13)
    P(doc, "(incorporating the Standard Conditions of Sale (Fifth Edition – 2018 Revision))", italic=True, align="c")
    P(doc, "PARTICULARS", bold=True)
    part = [["Property", "Apartment 9.04 (ninth floor), Snow Hill Wharf Tower 2, Shadwell Street, Birmingham B4 6GA, "
                         "together with cycle store space C-77"],
            ["Seller", "Snow Hill Wharf (Residential) Limited (company no. 11892047) whose registered office is at "
                       "1 Colmore Square, Birmingham B4 6AA"],
            ["Buyer", "Priya Kaur Sandhu and Daniel Chidi Okafor of 14 Wake Green Road, Moseley, Birmingham B13 9EZ"],
            ["Lease", "A lease for 999 years from 1 January 2025 at a ground rent of a peppercorn"],
            ["Purchase Price", "£312,500.00 (three hundred and twelve thousand five hundred pounds)"],
            ["Contract Rate", "4% per annum above the base rate of Barclays Bank PLC from time to time"],
            ["Long Stop Date", "30 September 2028"]]
    put(doc, table_xml([4.0, 12.4], [TR([C(k, b=True, fill="EDEDED"), C(v)]) for k, v in part]))
    P(doc, "")
    P(doc, "SPECIAL CONDITIONS", bold=True)
    P(doc, "1. The Standard Conditions of Sale (Fifth Edition – 2018 Revision) apply save as varied by these "
           "Special Conditions. Standard Condition 2.2 (deposit of 10%) is replaced by Special Condition 4.", align="j")
    P(doc, "2. The Property is sold subject to the entries on the registers of title number WM998213 (freehold) as "
           "at 09:14:22 on 2 March 2026.", align="j")
    P(doc, "4. Deposits and payment of the Purchase Price", bold=True)
    P(doc, "4.1 The Buyer shall pay the Purchase Price to the Seller's Solicitors, Hartwell Moss LLP, as follows:",
      align="j")
    hdr = TR([C("Stage", b=True, fill="D9D9D9"), C("When payable", b=True, fill="D9D9D9"),
              C("% of Price", b=True, fill="D9D9D9", align="c"), C("Amount", b=True, fill="D9D9D9", align="r")],
             header=True)
    r1 = TR([C("Exchange deposit"), C("On exchange of contracts (20th March 2026)"), C("10%", align="c"),
             C("£31,250.00", align="r")])
    deleted = TR([C(xml=para(dele("Second deposit"), after=0)), C(xml=para(dele("20th September 2026"), after=0)),
                  C(xml=para(dele("5%"), align="c", after=0)), C(xml=para(dele("£15,625.00"), align="r", after=0))],
                 deleted=True)
    r3 = TR([C(xml=para(dele("Third") + ins("Second") + run(" deposit"), after=0)), C("20th March 2027"),
             C("10%", align="c"), C("£31,250.00", align="r")])
    r4 = TR([C("Balance of the Purchase Price"), C("On Completion"),
             C(xml=para(dele("75%") + ins("80%"), align="c", after=0)),
             C(xml=para(dele("£234,375.00") + ins("£250,000.00"), align="r", after=0))])
    tot = TR([C("Total", b=True), C(""), C("100%", b=True, align="c"), C("£312,500.00", b=True, align="r")])
    put(doc, table_xml([4.4, 6.0, 2.4, 3.6], [hdr, r1, deleted, r3, r4, tot]))
    P(doc, "")
    P(doc, "4.2 The deposits shall be held by the Seller's Solicitors as stakeholder until Completion, save that "
           "the Seller may use them towards the cost of constructing the Building in accordance with the "
           "Consumer Code for New Homes.", align="j")
    P(doc, "4.3 If any deposit is not paid on its due date the Seller may serve notice to complete and, if the "
           "Buyer fails to comply, rescind this contract and forfeit the deposits paid up to an aggregate of 10% "
           "of the Purchase Price.", align="j")
    P(doc, "5. Completion", bold=True)
    P(doc, "5.1 Completion shall take place ten (10) working days after the Seller's Solicitors notify the Buyer's "
           "Solicitors that the Property has been practically completed and a new home warranty has been issued "
           "(the \"Completion Notice\"). The Seller anticipates practical completion in the second quarter of 2028.",
      align="j")
    P(doc, "5.2 If Completion has not occurred by the Long Stop Date either party may rescind this contract by "
           "written notice and the deposits shall be repaid to the Buyer in full with any interest earned.",
      align="j")
    P(doc, "6. Service charge", bold=True)
    P(doc, "The estimated service charge for the first service charge year is £2,945.25 (£3.85 per sq ft on "
           "765 sq ft) and is payable half-yearly in advance on 1 January and 1 July.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx03  Qatar (Lusail): the whole plan table sits inside a DrawingML text box (wps:txbx)
# ----------------------------------------------------------------------------------------------
@document
def dx03_qatar_lusail_plan_table_in_text_box():
    price = 2150000
    rows = [R("Down payment", price, 10, D(2026, 3, 5)), R("Second", price, 15, D(2026, 9, 5)),
            R("Third", price, 15, D(2027, 3, 5)), R("On handover", price, 20, None)]
    rows += [R(f"Post-handover {i}", price, 10, None, post=True) for i in range(1, 5)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Sale Contract - Sidra Heights Apt 1204")
    P(doc, "CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT UNDER CONSTRUCTION", bold=True, align="c", size=13)
    P(doc, "Contract No. SH/LUS/2026/0219", align="c")
    P(doc, "This Contract is entered into in Doha on 5 March 2026 between:", align="j")
    P(doc, "First Party (Seller): SIDRA HEIGHTS REAL ESTATE W.L.L., Commercial Registration No. 148203, "
           "P.O. Box 24471, Lusail, State of Qatar, represented by its General Manager Mr. Nasser Al-Kuwari.",
      align="j")
    P(doc, "Second Party (Buyer): Mr. Khalid Saeed Al-Marri, Qatari ID No. 28763400112, mobile +974 5512 8890.",
      align="j")
    P(doc, "Preamble", bold=True)
    P(doc, "Whereas the Seller is developing the residential building known as Sidra Heights on Plot No. 69-0113, "
           "Fox Hills District, Lusail City, under building permit No. 2025/4471, and whereas the Buyer wishes to "
           "purchase Apartment No. 1204 (two bedrooms, internal area 142.60 sq m, balcony 11.40 sq m, two parking "
           "spaces B1-55 and B1-56) (the \"Unit\"), the Parties have agreed as follows:", align="j")
    P(doc, "Article (1): The Preamble forms an integral part of this Contract.", align="j")
    P(doc, "Article (2) – Price", bold=True)
    P(doc, "The total price of the Unit is QAR 2,150,000 (Two Million One Hundred and Fifty Thousand Qatari "
           "Riyals) (the \"Price\"). The Price does not include the annual service charge, currently estimated at "
           "QAR 14 per square metre.", align="j")
    P(doc, "Article (3) – Payment", bold=True)
    P(doc, "The Buyer shall pay the Price into the project escrow account No. 0013-448210-002 at Qatar National "
           "Bank, in accordance with Law No. (6) of 2014 regulating real estate development, in the instalments "
           "shown in the Payment Schedule below. Handover is expected in the fourth quarter of 2027.", align="j")
    sched = [TR([C("No.", b=True, fill="D9E2F3", align="c"), C("Instalment", b=True, fill="D9E2F3"),
                 C("Due", b=True, fill="D9E2F3"), C("%", b=True, fill="D9E2F3", align="c"),
                 C("Amount (QAR)", b=True, fill="D9E2F3", align="r")], header=True)]
    dues = ["On signing, 05/03/2026", "05/09/2026", "05/03/2027", "Upon handover of the Unit",
            "6 months after handover", "12 months after handover", "18 months after handover",
            "24 months after handover"]
    names = ["Down payment", "Second instalment", "Third instalment", "Handover instalment",
             "Post-handover instalment 1", "Post-handover instalment 2", "Post-handover instalment 3",
             "Post-handover instalment 4"]
    for i, (r, n, due) in enumerate(zip(rows, names, dues), 1):
        sched.append(TR([C(str(i), align="c"), C(n), C(due), C(fmt_pct(r.pct), align="c"),
                         C(fmt_en(r.amount), align="r")]))
    sched.append(TR([C(""), C("Total", b=True), C(""), C("100%", b=True, align="c"),
                     C(fmt_en(price), b=True, align="r")]))
    box = (para(run("PAYMENT SCHEDULE – APARTMENT 1204, SIDRA HEIGHTS", b=True), align="c", after=4)
           + table_xml([1.0, 4.2, 4.6, 1.4, 3.2], sched, look="04A0")
           + para(run("All amounts are payable by bank transfer or certified cheque drawn in favour of the escrow "
                      "account.", i=True, sz=8.5), after=0))
    put(doc, para(f"<w:r>{wps_drawing(box, 15.8, 9.2, 'Payment Schedule Box')}</w:r>"))
    P(doc, "Article (4) – Late payment", bold=True)
    P(doc, "If the Buyer delays any instalment for more than sixty (60) days after a written reminder, the Seller "
           "may terminate this Contract and deduct 10% of the paid amounts as compensation, refunding the remainder "
           "within ninety (90) days.", align="j")
    P(doc, "Article (5) – Handover", bold=True)
    P(doc, "The Seller shall notify the Buyer of the handover date at least thirty (30) days in advance. The "
           "post-handover instalments shall be secured by post-dated cheques delivered on handover.", align="j")
    P(doc, "Article (6) – Registration", bold=True)
    P(doc, "The Unit shall be registered in the Buyer's name at the Real Estate Registration Department after "
           "payment of the full Price. Registration fees are borne by the Buyer as levied by the Department.",
      align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx04  Oman (Jebel Sifah): plan in a body table; a VML text box side note carries investment
#       figures that are not part of the plan
# ----------------------------------------------------------------------------------------------
@document
def dx04_oman_vml_side_note_not_plan():
    price = dec("98500")
    rows = [R("On signing", price, 20, D(2026, 4, 1)), R("Second", price, 30, D(2026, 10, 1)),
            R("Third", price, 30, D(2027, 4, 1)), R("Handover", price, 20, None)]
    check_plan(rows, price)
    doc = new_doc(font="Cambria", size=10.5, title="SPA Marina Walk Residences MW-B-306")
    P(doc, "SALE AND PURCHASE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Marina Walk Residences – Jebel Sifah Integrated Tourism Complex, Wilayat Muscat", align="c", italic=True)
    P(doc, "Agreement No. MWR/SPA/0306 dated 1st April 2026", align="c")
    note = (para(run("INVESTOR NOTE", b=True, sz=9), after=2)
            + para(run("For information only – this note does not form part of the Agreement.", i=True, sz=8),
                   after=4)
            + para(run("Indicative gross rental yield: 6.5% p.a.", sz=8.5), after=2)
            + para(run("Indicative annual rent (2 BR, furnished): OMR 6,400.000", sz=8.5), after=2)
            + para(run("Estimated service charge: OMR 2.750 per sq m per annum", sz=8.5), after=2)
            + para(run("Launch price list of 15/01/2026: 2 BR apartments from OMR 89,000.000", sz=8.5), after=2)
            + para(run("Residence visa eligibility: property value of OMR 70,000 or more", sz=8.5), after=0))
    put(doc, para(f"<w:r>{vml_textbox(note, 150, 170, 'InvestorNote', left_pt=318, top_pt=4)}</w:r>"
                  + run("PARTIES", b=True)))
    P(doc, "SIFAH COAST DEVELOPMENT SAOC, CR No. 1284471, P.O. Box 1120, PC 112, Ruwi, Sultanate of Oman "
           "(the \"Developer\"); and", align="j")
    P(doc, "MR. STEFAN JOHANNES BERGER, Austrian passport No. U4471920, of Lindengasse 12, 1070 Vienna, Austria "
           "(the \"Purchaser\").", align="j")
    P(doc, "RECITALS", bold=True)
    P(doc, "(A) The Developer is developing Marina Walk Residences, Block B, within the Jebel Sifah Integrated "
           "Tourism Complex pursuant to the development agreement with the Ministry of Heritage and Tourism.",
      align="j")
    P(doc, "(B) The Purchaser wishes to purchase Apartment B-306 on the third floor of Block B, having a gross area "
           "of 128.5 sq m and a sea-facing terrace of 14.0 sq m (the \"Unit\").", align="j")
    P(doc, "1. PURCHASE PRICE", bold=True)
    P(doc, "1.1 The purchase price of the Unit is OMR 98,500.000 (Ninety-Eight Thousand Five Hundred Omani "
           "Rials) (the \"Purchase Price\").", align="j")
    P(doc, "1.2 The Purchaser shall pay the Purchase Price to the Developer's project account No. "
           "0468-0012-7719-001 at Bank Muscat in accordance with the following payment plan:", align="j")
    data = [TR([C("Payment", b=True, fill="E2EFD9"), C("Due date", b=True, fill="E2EFD9"),
                C("Percentage", b=True, fill="E2EFD9", align="c"), C("Amount (OMR)", b=True, fill="E2EFD9",
                                                                     align="r")], header=True)]
    labels = ["First payment (on signing)", "Second payment", "Third payment", "Final payment"]
    dues = [fd(rows[0].date, "ord"), fd(rows[1].date, "ord"), fd(rows[2].date, "ord"), "On handover of the Unit"]
    for r, lab, due in zip(rows, labels, dues):
        data.append(TR([C(lab), C(due), C(fmt_pct(r.pct), align="c"), C(fmt_en(r.amount, 3), align="r")]))
    put(doc, table_xml([5.0, 4.6, 2.6, 3.6], data))
    P(doc, "")
    P(doc, "1.3 Handover of the Unit is scheduled for the third quarter of 2027 upon issue of the completion "
           "certificate. The final payment is due before the keys are released.", align="j")
    P(doc, "2. DELAY", bold=True)
    P(doc, "2.1 Any amount not paid on its due date shall bear a delay charge of 1% per month. If any payment "
           "remains unpaid for ninety (90) days the Developer may terminate this Agreement and retain 10% of "
           "the Purchase Price.", align="j")
    P(doc, "3. TITLE", bold=True)
    P(doc, "3.1 Title shall be registered in the name of the Purchaser at the Ministry of Housing and Urban "
           "Planning after payment of the Purchase Price in full, and a title deed (Mulkiya) issued within "
           "sixty (60) days thereafter.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx05  Saudi Arabia (Riyadh): the plan in a text box written as mc:AlternateContent (wps Choice +
#       VML Fallback with the same text) -> read once
# ----------------------------------------------------------------------------------------------
@document
def dx05_saudi_riyadh_alternate_content_text_box():
    price = 1875000
    rows = [R("Down payment", price, 20, D(2026, 3, 15)), R("Second", price, 30, D(2026, 9, 15)),
            R("Third", price, 30, D(2027, 3, 15)), R("Final", price, 20, None)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="Off-plan Sale Contract - Rawabi Gardens V-27")
    P(doc, "OFF-PLAN SALE CONTRACT", bold=True, align="c", size=14)
    P(doc, "(Wafi Licence No. 2025/1184 – Ministry of Municipalities and Housing)", align="c")
    P(doc, "Contract date: 15/03/2026", align="r")
    P(doc, "Seller: AL RAWABI HORIZONS REAL ESTATE DEVELOPMENT COMPANY, CR No. 1010789456, Riyadh.", align="j")
    P(doc, "Buyer: Mr. Faisal Abdulrahman Al-Qahtani, National ID No. 1087334521.", align="j")
    P(doc, "1. Subject of the Contract", bold=True)
    P(doc, "The Seller sells to the Buyer, off-plan, Villa No. V-27 in the Rawabi Gardens project, Al Narjis "
           "District, Riyadh, deed No. 318207001124, land area 312 sq m, built-up area 386.5 sq m (the \"Villa\").",
      align="j")
    P(doc, "2. Price", bold=True)
    P(doc, "The price of the Villa is SAR 1,875,000 (One Million Eight Hundred Seventy-Five Thousand Saudi Riyals). "
           "The real estate transaction tax of 5% is borne by the Seller and is not payable by the Buyer.",
      align="j")
    P(doc, "3. Payment", bold=True)
    P(doc, "The Buyer shall pay the price into the project escrow account No. SA44 8000 0204 6080 1612 3456 at Al "
           "Rajhi Bank in accordance with the payment schedule in the box below (Annex 2).", align="j")
    dues = ["upon signing on 15/03/2026", "on 15/09/2026", "on 15/03/2027", "upon delivery of the Villa"]
    labels = ["Down payment", "Second payment", "Third payment", "Final payment"]
    lines = [para(run("PAYMENT SCHEDULE (ANNEX 2)", b=True), align="c", after=4)]
    for i, (r, lab, due) in enumerate(zip(rows, labels, dues), 1):
        lines.append(para(run(f"{i}. {lab}: {fmt_pct(r.pct)} – SAR {fmt_en(r.amount)} – {due}"), after=2))
    lines.append(para(run("Total: 100% – SAR 1,875,000", b=True), after=0))
    inner = "".join(lines)
    choice = wps_drawing(inner, 14.0, 4.6, "Schedule Box")
    fallback = vml_textbox(inner, 397, 130, "ScheduleBox", left_pt=28, top_pt=0)
    put(doc, para(f"<w:r><mc:AlternateContent><mc:Choice Requires=\"wps\">{choice}</mc:Choice>"
                  f"<mc:Fallback>{fallback}</mc:Fallback></mc:AlternateContent></w:r>"))
    P(doc, "4. Delivery", bold=True)
    P(doc, "The Seller shall deliver the Villa within thirty (30) months from the Wafi licence date. If delivery "
           "is delayed beyond ninety (90) days, the Buyer is entitled to compensation of 1% of the amounts paid "
           "for each month of delay, up to a maximum of 10%.", align="j")
    P(doc, "5. Transfer of title", bold=True)
    P(doc, "The title deed shall be transferred to the Buyer through the Real Estate General Authority after "
           "payment of the full price. The Seller bears the brokerage commission of 2.5% due to the marketing "
           "broker.", align="j")
    P(doc, "6. Governing law", bold=True)
    P(doc, "This Contract is governed by the laws of the Kingdom of Saudi Arabia. Disputes shall be referred to the "
           "competent courts in Riyadh.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx06  Egypt (New Cairo): hidden text (w:vanish) holding superseded figures and a hidden paragraph
# ----------------------------------------------------------------------------------------------
@document
def dx06_egypt_new_cairo_hidden_old_figures():
    price = 6480000
    signing = D(2026, 2, 1)
    rows = [R("Down payment", price, 10, signing)]
    rows += [R(f"Quarterly {i}", price, dec("7.5"), d) for i, d in enumerate(series(D(2026, 5, 1), 12, 3), 1)]
    rows.append(F("Maintenance deposit", 518400, None))
    check_plan(rows, price)
    assert rows[12].date == D(2029, 2, 1)
    doc = new_doc(font="Calibri", size=10.5, title="Preliminary Sale Contract - The Crest 3-B-402")
    P(doc, "PRELIMINARY SALE CONTRACT OF A RESIDENTIAL UNIT", bold=True, align="c", size=13)
    P(doc, "The Crest Compound – Fifth Settlement – New Cairo", align="c")
    P(doc, "On Sunday, 1 February 2026, this contract was concluded at the Seller's head office, 90th Street, "
           "New Cairo, between:", align="j")
    P(doc, "First: HORIZON HEIGHTS FOR REAL ESTATE DEVELOPMENT S.A.E., Commercial Register No. 118204 Cairo, "
           "Tax Card No. 552-118-604, represented by Eng. Sherif Mahmoud Nabil in his capacity as Managing "
           "Director (the \"Seller\" / First Party).", align="j")
    P(doc, "Second: Mrs. Mona Adel Fahmy, Egyptian, National ID No. 28707150101442, residing at 14 Mostafa El "
           "Nahas Street, Nasr City, Cairo (the \"Buyer\" / Second Party).", align="j")
    P(doc, "Preamble", bold=True)
    P(doc, "The Seller owns the land plot No. 37, Investment Zone, Fifth Settlement, New Cairo, with an area of "
           "24,650 sq m, allocated by the New Urban Communities Authority, on which it is building The Crest "
           "Compound. The Buyer has inspected the drawings and wishes to purchase Apartment No. 402, Building "
           "3-B, fourth floor, with a built-up area of 165 sq m including its share of common areas (the "
           "\"Unit\").", align="j")
    P(doc, "Clause (1) – The preamble is an integral part of this contract.", align="j")
    P(doc, "Clause (2) – Price", bold=True)
    put(doc, para(run("The total price of the Unit is ") + hidden("EGP 6,120,000 ")
                  + run("EGP 6,480,000 (Six Million Four Hundred and Eighty Thousand Egyptian Pounds), calculated "
                        "at EGP 39,272.73 per sq m, which the Buyer accepts as final and not subject to "
                        "re-measurement."), align="j"))
    P(doc, "Clause (3) – Payment of the price", bold=True)
    put(doc, para(run("3.1 A down payment of ") + hidden("EGP 612,000 ")
                  + run("EGP 648,000 (10% of the price), paid by the Buyer upon signing this contract on "
                        "1 February 2026, and this contract serves as a receipt for it."), align="j"))
    put(doc, para(run("3.2 The balance of EGP 5,832,000 (90%) in ") + hidden("sixteen (16) ")
                  + run("twelve (12) equal consecutive quarterly instalments of EGP 486,000 each (7.5% of the "
                        "price) ") + hidden("EGP 344,250 each (5.625%) ")
                  + run("represented by twelve post-dated cheques drawn on Banque Misr, the first falling due on "
                        "1 May 2026 and the last on 1 February 2029."), align="j"))
    put(doc, para(hidden("3.3 Delivery instalment: 5% of the price (EGP 324,000) payable upon delivery of the Unit."),
                  mark="<w:vanish/>", align="j"))
    P(doc, "3.3 In addition to the price, the Buyer shall pay a maintenance deposit of EGP 518,400 upon delivery "
           "of the Unit; the deposit is held by the Seller for the owners' union and its returns are spent on the "
           "maintenance of the common parts.", align="j")
    P(doc, "3.4 The return of any cheque unpaid shall entitle the Seller to a delay charge of 1.5% per month on "
           "the unpaid amount. If three (3) instalments remain unpaid, the Seller may rescind this contract and "
           "deduct 5% of the total price from the amounts paid.", align="j")
    P(doc, "Clause (4) – Delivery", bold=True)
    P(doc, "The Seller shall deliver the Unit finished (fully finished without kitchen cabinets and air "
           "conditioning) within thirty-six (36) months from the date of this contract, with a grace period of "
           "six (6) months. The Buyer shall not be entitled to receive the Unit until all due instalments have "
           "been paid.", align="j")
    P(doc, "Clause (5) – Registration", bold=True)
    P(doc, "The Seller undertakes to sign the final sale contract before the Real Estate Publicity Department "
           "after payment of the full price. Registration fees are borne by the Buyer.", align="j")
    P(doc, "Clause (6) – Jurisdiction", bold=True)
    P(doc, "The New Cairo Court of First Instance has jurisdiction over any dispute arising from this contract. "
           "This contract is made in two originals, each party holding one.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx07  Kenya (Nairobi): non-breaking spaces, soft hyphens (w:softHyphen and U+00AD), non-breaking
#       hyphens (w:noBreakHyphen and U+2011) inside amounts and dates
# ----------------------------------------------------------------------------------------------
@document
def dx07_kenya_nairobi_nbsp_soft_and_nb_hyphens():
    price = 14750000
    rows = [R("Deposit", price, 10, D(2026, 3, 16)), R("Second", price, 20, D(2026, 9, 16)),
            R("Third", price, 20, D(2027, 3, 16)), R("Balance", price, 50, None)]
    check_plan(rows, price)
    NB = "\u00a0"
    SH = "<w:r><w:softHyphen/></w:r>"
    NBH = "<w:r><w:noBreakHyphen/></w:r>"
    doc = new_doc(font="Book Antiqua", size=11, title="Agreement for Sale - Riverside Ridge C7-12")
    P(doc, "AGREEMENT FOR SALE", bold=True, align="c", size=14)
    P(doc, "of Apartment No. C7-12 erected on L.R. No. 209/12874, Riverside Drive, Nairobi", align="c")
    put(doc, para(run(f"THIS AGREEMENT is made the 16th{NB}day of March{NB}2026 BETWEEN:"), align="j"))
    put(doc, para(run("RIVERSIDE RIDGE DEVELOPERS LIMITED, a limited liability company incorporated in the "
                      "Republic of Kenya (Company No. PVT-7LU2RK9Q) of Post Office Box Number 40213") + NBH
                  + run("00100, Nairobi (hereinafter called \"the Vendor\") of the one part; AND"), align="j"))
    P(doc, "WANJIRU NJERI KAMAU (ID No. 28811204) of Post Office Box Number 1522-00606, Nairobi (hereinafter "
           "called \"the Purchaser\") of the other part.", align="j")
    P(doc, "WHEREAS:", bold=True)
    put(doc, para(run(f"A. The Vendor is the registered proprietor as lessee of the property known as Land "
                      f"Reference Number 209/12874 for a term of 99 years from 1st{NB}January{NB}1995, on which it "
                      f"is constructing a block of forty-eight (48) apartments known as Riverside Ridge."),
                  align="j"))
    P(doc, "B. The Vendor has agreed to sell and the Purchaser has agreed to purchase Apartment No. C7-12 on the "
           "seventh floor of Block C measuring approximately 148 square metres together with two parking bays "
           "(the \"Apartment\") upon the terms hereinafter appearing.", align="j")
    P(doc, "NOW THIS AGREEMENT WITNESSETH as follows:", bold=True)
    put(doc, para(run(f"1. The purchase price of the Apartment is Kenya Shillings Fourteen Million Seven Hundred "
                      f"and Fifty Thousand (KES{NB}14,750,000) (the \"Purchase Price\") which shall be paid by the "
                      f"Purchaser to the Vendor's advocates, Mwangi Otieno & Company Advocates, as follows:"),
                  align="j"))
    ind = dict(ind_left=1.4, hanging=0.8, align="j")
    put(doc, para(run(f"(a)\ta deposit of ten per cent (10%) of the Purchase Price, that is KES{NB}1,475,000, upon "
                      f"execution of this Agreement on 16th{NB}March{NB}2026;"), **ind))
    put(doc, para(run(f"(b)\ta further sum of twenty per cent (20{NB}%), that is KES{NB}2{NB}950{NB}000, on or before "
                      f"16") + NBH + run("09") + NBH + run("2026;"), **ind))
    put(doc, para(run("(c)\ta further sum of twenty per cent (20%), that is KES 2,950,") + SH
                  + run(f"000, on or before 16\u201103\u20112027; and"), **ind))
    put(doc, para(run(f"(d)\tthe balance of fifty per cent (50%), that is KES{NB}7,375,\u00ad000, on or before the "
                      f"Completion Date against delivery of the completion documents set out in clause 6."), **ind))
    P(doc, "2. The deposit and further sums shall be held by the Vendor's advocates as stakeholders and released "
           "to the Vendor in accordance with the certificates of the project architect.", align="j")
    put(doc, para(run(f"3. The completion date shall be the date falling thirty (30) days after the Vendor's "
                      f"advocates notify the Purchaser that the certificate of practical completion has been "
                      f"issued (the \"Completion Date\"). Practical completion is expected in the second half of "
                      f"2027."), align="j"))
    P(doc, "4. The Law Society Conditions of Sale (2015 Edition) shall apply in so far as they are not "
           "inconsistent with this Agreement. Interest on late payments shall accrue at the rate of 14% per annum "
           "from the due date until payment.", align="j")
    P(doc, "5. Stamp duty on the transfer and the registration of the lease shall be borne by the Purchaser. Each "
           "party shall bear its own advocates' costs.", align="j")
    P(doc, "6. On the Completion Date the Vendor shall deliver to the Purchaser the duly executed sub-lease, the "
           "consent to transfer, rates and rent clearance certificates and the share certificate in the management "
           "company.", align="j")
    P(doc, "7. If the Purchaser fails to pay any sum on its due date and the failure continues for twenty-one (21) "
           "days after notice, the Vendor may rescind this Agreement and forfeit ten per cent (10%) of the "
           "Purchase Price.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx08  India (Pune): stage-linked plan whose %, Rupee sign and arrows are w:sym symbols
# ----------------------------------------------------------------------------------------------
@document
def dx08_india_pune_sym_symbols_in_schedule():
    price = 8640000
    booking, execution = D(2026, 2, 14), D(2026, 3, 2)
    spec = [("Booking amount paid on " + fd(booking, "dmy.") + " (receipt no. 0418)", 10, booking),
            ("On execution of this Agreement, i.e. on " + fd(execution, "dmy."), 20, execution),
            ("On completion of the plinth of the building", 15, None),
            ("On completion of the 5th slab of the building", 15, None),
            ("On completion of the 10th slab (top slab) of the building", 10, None),
            ("On completion of the walls, internal plaster, floorings, doors and windows of the Flat", 10, None),
            ("On completion of the staircases, lift wells and lobbies up to the floor level of the Flat", 10, None),
            ("On completion of the external plumbing, external plaster, elevation and terraces", 5, None),
            ("At the time of handing over possession of the Flat on or after receipt of the occupancy "
             "certificate", 5, None)]
    rows = [R(s, price, p, d) for s, p, d in spec]
    check_plan(rows, price)
    PCT = sym("Symbol", "F025")
    RUP = sym("Rupee Foradian", "F060")
    ARROW = sym("Wingdings", "F0E0", b=True)
    doc = new_doc(font="Calibri", size=10.5, title="Agreement for Sale - Sahyadri Skyline B-1104")
    P(doc, "AGREEMENT FOR SALE", bold=True, align="c", size=14)
    P(doc, "(Under Section 13 of the Real Estate (Regulation and Development) Act, 2016)", align="c", italic=True)
    P(doc, "This Agreement for Sale is made and entered into at Pune on this 2nd day of March 2026.", align="j")
    P(doc, "BETWEEN SAHYADRI SKYLINE REALTY LLP, a limited liability partnership (LLPIN AAM-4471), through its "
           "designated partner Mr. Rohan Deshpande, having its office at 5th Floor, Baner Business Bay, Baner, "
           "Pune 411045, hereinafter called \"the Promoter\";", align="j")
    P(doc, "AND Mr. Omkar Vilas Kulkarni (PAN ABXPK4471Q) and Mrs. Snehal Omkar Kulkarni (PAN AKLPK8820M), both "
           "residing at 12, Shubham Society, Kothrud, Pune 411038, hereinafter called \"the Allottees\".", align="j")
    P(doc, "WHEREAS the Promoter is developing the project \"Sahyadri Skyline\" on land bearing Survey No. 42/1/2, "
           "Village Baner, Taluka Haveli, District Pune, registered with MahaRERA under registration no. "
           "P52100054821; AND WHEREAS the Allottees have applied for Flat No. 1104 on the 11th floor of Wing B "
           "having a carpet area of 72.45 sq m (779.84 sq ft) together with one covered car parking space.",
      align="j")
    put(doc, para(ARROW + run(" 1. CONSIDERATION", b=True)))
    put(doc, para(run("1.1 The total consideration for the Flat is ") + RUP
                  + run(" 86,40,000/- (Rupees Eighty-Six Lakh Forty Thousand only) (the \"Total Price\"), "
                        "excluding GST at 5") + PCT
                  + run(" which shall be paid by the Allottees in addition on each instalment, and excluding "
                        "stamp duty and registration charges on this Agreement, which are borne by the Allottees."),
                  align="j"))
    put(doc, para(run("1.2 The Allottees shall pay the Total Price to the Promoter's RERA designated collection "
                      "account no. 50200071184422 with HDFC Bank, Baner branch (IFSC HDFC0001471), in the "
                      "following manner:"), align="j"))
    hdr = TR([C("Sr.", b=True, fill="FBE4D5", align="c"), C("Stage of payment", b=True, fill="FBE4D5"),
              C(xml=para(run("% of Total Price", b=True), align="c", after=0), fill="FBE4D5"),
              C(xml=para(run("Amount (", b=True) + RUP + run(")", b=True), align="r", after=0), fill="FBE4D5")],
             header=True)
    body = [hdr]
    for i, r in enumerate(rows, 1):
        body.append(TR([C(f"{i}.", align="c"), C(r.label),
                        C(xml=para(run(str(int(r.pct))) + PCT, align="c", after=0)),
                        C(xml=para(RUP + run(" " + fmt_in(r.amount) + "/-"), align="r", after=0))]))
    body.append(TR([C(""), C("Total", b=True), C(xml=para(run("100", b=True) + PCT, align="c", after=0)),
                    C(xml=para(RUP + run(" 86,40,000/-", b=True), align="r", after=0))]))
    put(doc, table_xml([1.1, 9.4, 2.4, 3.5], body))
    P(doc, "")
    put(doc, para(run("1.3 The Promoter shall send a demand notice for each stage-linked instalment and the "
                      "Allottees shall pay within fifteen (15) days of the notice. Delayed payments carry interest "
                      "at the State Bank of India highest marginal cost of lending rate plus 2") + PCT
                  + run(" per annum."), align="j"))
    put(doc, para(ARROW + run(" 2. POSSESSION", b=True)))
    P(doc, "2.1 The Promoter shall hand over possession of the Flat within the period declared in the MahaRERA "
           "registration, subject to force majeure. Carpet area variations of more than 3% shall be adjusted at "
           "the rate per square metre stated in this Agreement.", align="j")
    put(doc, para(ARROW + run(" 3. CANCELLATION", b=True)))
    put(doc, para(run("3.1 If the Allottees cancel the booking without any fault of the Promoter, the Promoter may "
                      "forfeit 10") + PCT + run(" of the Total Price and refund the balance within forty-five (45) "
                                                "days."), align="j"))
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx09  Malaysia (Kuala Lumpur): Schedule H style progress payments with dates, amounts and
#       percentages wrapped in smart tags (w:smartTag) and inline w:customXml
# ----------------------------------------------------------------------------------------------
@document
def dx09_malaysia_kl_smart_tags_custom_xml_runs():
    price = 780000
    signing = D(2026, 3, 9)
    spec = [("1", "Immediately upon the signing of this Agreement", 10, signing, False),
            ("2(a)", "the work below ground level of the building comprising the said Parcel including "
                     "foundation", 10, None, False),
            ("2(b)", "the structural framework of the said Parcel", 15, None, False),
            ("2(c)", "the walls of the said Parcel with door and window frames placed in position", 10, None, False),
            ("2(d)", "the ceiling, electrical wiring, plumbing (without fittings), gas piping (if any) and "
                     "internet cabling to the said Parcel", 10, None, False),
            ("2(e)", "the internal and external finishes of the said Parcel including the wall finishes", 10, None,
             False),
            ("2(f)", "the sewerage works serving the said Building", 5, None, False),
            ("2(g)", "the drains serving the said Building", 5, None, False),
            ("2(h)", "the roads serving the said Building", 5, None, False),
            ("3", "On the date the Purchaser takes vacant possession of the said Parcel, with water and "
                  "electricity supply ready for connection", dec("17.5"), None, False),
            ("4", "On the expiry of the defects liability period of twenty-four (24) months after the date the "
                  "Purchaser takes vacant possession (stakeholder sum held by the Purchaser's solicitors)",
             dec("2.5"), None, True)]
    rows = [R(lab, price, p, d, post=post) for _, lab, p, d, post in spec]
    check_plan(rows, price)
    ST = "urn:schemas-microsoft-com:office:smarttags"
    CX = "http://schemas.bdheights.com.my/spa/2026"

    def st_date(text, d):
        return (f'<w:smartTag w:uri="{ST}" w:element="date"><w:smartTagPr><w:attr w:name="Month" w:val="{d.month}"/>'
                f'<w:attr w:name="Day" w:val="{d.day}"/><w:attr w:name="Year" w:val="{d.year}"/></w:smartTagPr>'
                f"{run(text)}</w:smartTag>")

    def st_place(city):
        return (f'<w:smartTag w:uri="{ST}" w:element="place"><w:smartTag w:uri="{ST}" w:element="City">'
                f"{run(city)}</w:smartTag></w:smartTag>")

    def cx(elem, text, attr=None, **kw):
        pr = (f'<w:customXmlPr><w:attr w:name="{attr[0]}" w:val="{attr[1]}"/></w:customXmlPr>' if attr else "")
        # split the text over two runs, as Word does after editing inside a tagged range
        half = max(1, len(text) // 2)
        return (f'<w:customXml w:uri="{CX}" w:element="{elem}">{pr}{run(text[:half], **kw)}'
                f"{run(text[half:], **kw)}</w:customXml>")

    doc = new_doc(font="Arial", size=10, title="SPA Schedule H - Residensi Desa Kiara A-18-07")
    P(doc, "HOUSING DEVELOPMENT (CONTROL AND LICENSING) ACT 1966", align="c", size=9)
    P(doc, "HOUSING DEVELOPMENT (CONTROL AND LICENSING) REGULATIONS 1989", align="c", size=9)
    P(doc, "SCHEDULE H (Regulation 11(1))", bold=True, align="c")
    P(doc, "SALE AND PURCHASE AGREEMENT (BUILDING OR LAND INTENDED FOR SUBDIVISION INTO PARCELS)", bold=True,
      align="c")
    put(doc, para(run("AN AGREEMENT made at ") + st_place("Kuala Lumpur") + run(" on ")
                  + st_date("9 March 2026", signing) + run(" BETWEEN DESA KIARA HEIGHTS SDN. BHD. (Company No. "
                                                           "201801029384 (1291847-K)), Developer's Licence No. "
                                                           "23918-1/07-2027/0512(L), Advertisement and Sale Permit "
                                                           "No. 23918-1/07-2027/0512(P) (the \"Vendor\") AND TAN "
                                                           "WEI LING (NRIC No. 880412-14-5526) (the \"Purchaser\")."),
                  align="j"))
    P(doc, "WHEREAS the Vendor is the registered proprietor of the land held under Geran 71842, Lot 59113, Mukim "
           "Batu, Daerah Kuala Lumpur, on which it is developing a 32-storey condominium known as Residensi Desa "
           "Kiara, and the Purchaser wishes to purchase Parcel No. A-18-07 with a provisional floor area of 1,184 "
           "sq ft and accessory parcels L2-118 and L2-119 (the \"said Parcel\").", align="j")
    put(doc, para(run("Section 4. Purchase Price", b=True)))
    put(doc, para(run("The purchase price of the said Parcel is ") + cx("price", "RM780,000.00", ("currency", "MYR"))
                  + run(" (Ringgit Malaysia Seven Hundred Eighty Thousand only) (the \"Purchase Price\") and shall "
                        "be paid by the Purchaser to the Vendor by instalments at the times and in the manner "
                        "prescribed in the Third Schedule."), align="j"))
    put(doc, para(run("Section 5. Late payment", b=True)))
    P(doc, "Any instalment not paid within twenty-one (21) working days of the Vendor's notice shall carry late "
           "payment interest at the rate of ten per centum (10%) per annum calculated from day to day.", align="j")
    put(doc, para(run("Section 25. Delivery of vacant possession", b=True)))
    P(doc, "Vacant possession of the said Parcel shall be delivered within thirty-six (36) calendar months from "
           "the date of this Agreement, failing which the Vendor shall pay liquidated damages at ten per centum "
           "(10%) per annum of the Purchase Price.", align="j")
    P(doc, "THIRD SCHEDULE – SCHEDULE OF PAYMENT OF PURCHASE PRICE", bold=True, align="c")
    hdr = TR([C("Item", b=True, fill="DEEAF6", align="c"), C("Stages of payment", b=True, fill="DEEAF6"),
              C("%", b=True, fill="DEEAF6", align="c"), C("Amount (RM)", b=True, fill="DEEAF6", align="r")],
             header=True)
    body = [hdr]
    for (item, lab, p, d, post), r in zip(spec, rows):
        if item == "1":
            stage = para(run(lab + " on ") + st_date(fd(signing, "long"), signing), after=0)
        elif item.startswith("2"):
            prefix = ("Within twenty-one (21) working days after the receipt by the Purchaser of the Vendor's "
                      "written notice of the completion of:\n" if item == "2(a)" else "")
            stage = para(run(prefix + lab), after=0)
        else:
            stage = para(run(lab), after=0)
        body.append(TR([C(item, align="c"), C(xml=stage),
                        C(xml=para(cx("percentage", fmt_pct(r.pct)), align="c", after=0)),
                        C(xml=para(cx("instalmentAmount", fmt_en(r.amount, 2), ("currency", "MYR")), align="r",
                                   after=0))]))
    body.append(TR([C(""), C("TOTAL", b=True), C("100%", b=True, align="c"), C("780,000.00", b=True, align="r")]))
    put(doc, table_xml([1.3, 10.0, 1.7, 3.4], body))
    P(doc, "")
    P(doc, "Note: The Purchaser's solicitors shall release the stakeholder sum under item 4 to the Vendor upon the "
           "expiry of the defects liability period, less any cost of rectifying defects which the Vendor has failed "
           "to make good.", italic=True, align="j", size=9)
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx10  UAE (Arjan, Dubai): plan table with footnotes carrying figures that are not rows
#       ("excluding the 4% DLD fee", parking, late charge)
# ----------------------------------------------------------------------------------------------
@document
def dx10_uae_arjan_footnotes_with_figures():
    price = 2340000
    rows = [R("Down payment", price, 20, D(2026, 3, 3)), R("1st", price, 10, D(2026, 9, 3)),
            R("2nd", price, 10, D(2027, 3, 3)), R("3rd", price, 10, D(2027, 9, 3)),
            R("On Handover", price, 30, None), R("Post-handover", price, 20, None, post=True)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="SPA Cedar Grove Residences CG-2104")
    fn = Notes("footnote")
    f_price = fn.add([run("The Purchase Price includes one parking space (P1-044) and VAT at 0% on the first supply "
                          "of a residential unit.", sz=8)])
    f_dld = fn.add([run("Amounts exclude the 4% DLD fee. Under clause 11.2 the Seller bears that fee in full as a "
                        "sales incentive; it is not payable by the Purchaser and is not part of the Purchase Price.",
                        sz=8)])
    f_ho = fn.add([run("Handover is anticipated in the first quarter of 2028. The exact date will be set out in the "
                       "Seller's Handover Notice, to be issued at least 30 days in advance.", sz=8)])
    f_post = fn.add([run("Secured by a post-dated cheque delivered at Handover. A late payment charge of 2% per "
                         "month applies to any dishonoured cheque (clause 9.4).", sz=8)])
    P(doc, "SALE AND PURCHASE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Cedar Grove Residences – Arjan, Al Barsha South – Unit CG-2104", align="c")
    P(doc, "PART 1 – PARTICULARS", bold=True)
    part = [("Seller", "Cedar Grove Properties Developments L.L.C., trade licence no. 1139025, Dubai"),
            ("Purchaser", "Ms. Elena Volkova, Russian passport no. 75 4418932"),
            ("Unit", "CG-2104, 21st floor, 2 bedrooms, saleable area 1,312.75 sq ft"),
            ("Project registration", "RERA project no. 3318; escrow account no. 0211-447700-01, Mashreq Bank"),
            ("Agreement Date", "3 March 2026")]
    put(doc, table_xml([4.0, 12.4], [TR([C(k, b=True, fill="EDEDED"), C(v)]) for k, v in part]
                       + [TR([C("Purchase Price", b=True, fill="EDEDED"),
                              C(xml=para(run("AED 2,340,000 (Two Million Three Hundred and Forty Thousand "
                                             "Dirhams)") + f_price, after=0))])]))
    P(doc, "")
    P(doc, "PART 2 – PAYMENT SCHEDULE", bold=True)
    P(doc, "The Purchaser shall pay the Purchase Price by the following instalments:", align="j")
    hdr = TR([C("Instalment", b=True, fill="D9D9D9"), C("Due date", b=True, fill="D9D9D9"),
              C("%", b=True, fill="D9D9D9", align="c"),
              C(xml=para(run("Amount (AED)", b=True) + f_dld, align="r", after=0), fill="D9D9D9")], header=True)
    body = [hdr]
    labels = ["Down payment (on signing)", "1st instalment", "2nd instalment", "3rd instalment"]
    for r, lab in zip(rows[:4], labels):
        body.append(TR([C(lab), C(fd(r.date, "d Mon y")), C(fmt_pct(r.pct), align="c"),
                        C(fmt_en(r.amount), align="r")]))
    body.append(TR([C(xml=para(run("On Handover") + f_ho, after=0)), C("Handover Date"), C("30%", align="c"),
                    C(fmt_en(rows[4].amount), align="r")]))
    body.append(TR([C(xml=para(run("Post-handover instalment") + f_post, after=0)),
                    C("12 months after the Handover Date"), C("20%", align="c"), C(fmt_en(rows[5].amount), align="r")]))
    body.append(TR([C("Total", b=True), C(""), C("100%", b=True, align="c"), C("2,340,000", b=True, align="r")]))
    put(doc, table_xml([5.4, 5.0, 1.8, 4.2], body))
    P(doc, "")
    P(doc, "PART 3 – TERMS", bold=True)
    P(doc, "9.4 Any instalment not received within 30 days of its due date shall attract a late payment charge of "
           "2% per month, without prejudice to the Seller's rights under Law No. 13 of 2008.", align="j")
    P(doc, "11.2 The Seller shall pay the registration fee levied by the Dubai Land Department on the registration "
           "of this sale. The Purchaser shall pay the Oqood/title deed issuance charges only, as levied at the "
           "time of issue.", align="j")
    P(doc, "14.1 If the Seller fails to complete the Unit by 31 March 2029, the Purchaser may terminate and receive "
           "a refund of all amounts paid within 60 days.", align="j")
    fn.attach(doc)
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx11  Mauritius (Grand Baie, PDS): VEFA plan table whose event rows are explained in endnotes; the
#       signing date needed for the first row is in an endnote
# ----------------------------------------------------------------------------------------------
@document
def dx11_mauritius_pds_endnotes_give_signing_date():
    price = 640000
    signing = D(2026, 2, 26)
    rows = [R("Signing", price, 10, signing), R("Aug", price, 20, D(2026, 8, 31)), R("Feb", price, 20, D(2027, 2, 28)),
            R("Roof", price, 20, None), R("Handover", price, 25, None), R("Retention", price, 5, None, post=True)]
    check_plan(rows, price)
    doc = new_doc(font="Garamond", size=11, title="VEFA Deed - Azur Bay Villas Lot 14")
    en = Notes("endnote")
    e_sign = en.add([run("The deed of sale is signed before Me Anne-Sophie Li Ching Hum, Notary, on 26 February "
                         "2026 (the \"Signing Date\").", sz=9)])
    e_roof = en.add([run("As certified in writing by the project architect, Studio Arkitek Ltd, and notified to the "
                         "Purchaser by registered letter.", sz=9)])
    e_ho = en.add([run("Handover is planned for the second half of 2027, upon issue of the certificate of completion "
                       "(procès-verbal d'achèvement).", sz=9)])
    e_ret = en.add([run("Paid by the Purchaser to the Seller twelve (12) months after handover, once the snagging "
                        "list has been cleared.", sz=9)])
    e_price = en.add([run("The price includes a furniture and equipment package valued at USD 18,500 and a share of "
                          "the common parts of 1.85%.", sz=9)])
    P(doc, "DEED OF SALE OF A PROPERTY TO BE COMPLETED", bold=True, align="c", size=14)
    P(doc, "(Vente en l'état futur d'achèvement – Property Development Scheme)", italic=True, align="c")
    P(doc, "Azur Bay Villas – Lot 14 – Grand Baie, Republic of Mauritius", align="c")
    P(doc, "THE SELLER: AZUR BAY PDS LTD, a private company incorporated in Mauritius (BRN C19164522), holder of "
           "Economic Development Board PDS certificate No. PDS/2024/071, having its registered office at 10 Royal "
           "Road, Grand Baie.", align="j")
    P(doc, "THE PURCHASER: Mr. Laurent Pierre Dubois and Mrs. Claire Dubois née Martin, French nationals, of 8 rue "
           "des Lilas, 69003 Lyon, France.", align="j")
    P(doc, "1. Property sold", bold=True)
    P(doc, "A villa to be built on Lot 14 of the Azur Bay Villas morcellement, with a land area of 1,020 m² and a "
           "built-up area of 312 m² (four bedrooms, swimming pool), as shown on the plans annexed (the \"Villa\"). "
           "The acquisition of a residential property above USD 375,000 entitles the Purchaser to apply for a "
           "residence permit.", align="j")
    P(doc, "2. Price", bold=True)
    put(doc, para(run("The price is six hundred and forty thousand United States dollars (USD 640,000)") + e_price
                  + run(", payable in United States dollars into the Seller's escrow account with The Mauritius "
                        "Commercial Bank Ltd (account no. 000448210771, IBAN MU17 MCBL 0944 0000 0448 2107 71 "
                        "000U SD)."), align="j"))
    P(doc, "3. Payment schedule", bold=True)
    P(doc, "The price is payable in accordance with the following schedule, which complies with the Code Civil "
           "Mauricien on sales of property to be completed:", align="j")
    hdr = TR([C("Stage", b=True, fill="DDEBF7"), C("%", b=True, fill="DDEBF7", align="c"),
              C("Amount (USD)", b=True, fill="DDEBF7", align="r")], header=True)
    body = [hdr,
            TR([C(xml=para(run("On the Signing Date") + e_sign, after=0)), C("10%", align="c"),
                C(fmt_en(rows[0].amount), align="r")]),
            TR([C("On 31/08/2026"), C("20%", align="c"), C(fmt_en(rows[1].amount), align="r")]),
            TR([C("On 28/02/2027"), C("20%", align="c"), C(fmt_en(rows[2].amount), align="r")]),
            TR([C(xml=para(run("On completion of the roof structure (mise hors d'eau)") + e_roof, after=0)),
                C("20%", align="c"), C(fmt_en(rows[3].amount), align="r")]),
            TR([C(xml=para(run("On handover of the Villa") + e_ho, after=0)), C("25%", align="c"),
                C(fmt_en(rows[4].amount), align="r")]),
            TR([C(xml=para(run("Retention, twelve months after handover") + e_ret, after=0)), C("5%", align="c"),
                C(fmt_en(rows[5].amount), align="r")]),
            TR([C("Total", b=True), C("100%", b=True, align="c"), C("640,000", b=True, align="r")])]
    put(doc, table_xml([10.0, 2.0, 4.2], body))
    P(doc, "")
    P(doc, "4. Completion guarantee", bold=True)
    P(doc, "The Seller has furnished a financial completion guarantee issued by The Mauritius Commercial Bank Ltd "
           "for USD 1,450,000 covering the completion of Lots 12 to 16.", align="j")
    P(doc, "5. Late payment", bold=True)
    P(doc, "Any amount unpaid fifteen (15) days after its due date bears interest at 8% per annum.", align="j")
    en.attach(doc)
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx12  Pakistan (Lahore): figures in the header (reference no., allotment date) and footer (file
#       no., printing date, page fields); quarterly plan in the body
# ----------------------------------------------------------------------------------------------
@document
def dx12_pakistan_lahore_header_footer_figures():
    price = 18500000
    rows = [R("Booking", price, 20, D(2026, 1, 10)), R("Confirmation", price, 10, D(2026, 3, 10))]
    rows += [R(f"Instalment {i}", price, dec("7.5"), d) for i, d in enumerate(series(D(2026, 6, 10), 8, 3), 1)]
    rows.append(R("Possession", price, 10, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Allotment-cum-Sale Agreement SVH-T2-1503")
    sec = doc.sections[0]
    hdr = sec.header
    hdr.paragraphs[0].text = ""
    put(hdr, table_xml([9.0, 7.4], [TR([
        C(["SKYVIEW HEIGHTS (PVT.) LTD.", "Allotment-cum-Sale Agreement"], b=True, sz=9),
        C(["Ref. No. SVH/LHR/ALT/2026/0317", "Allotment dated 07-01-2026", "LDA Approval No. LDA/TP/2025/1184"],
          align="r", sz=8)])], borders=False))
    ftr = sec.footer
    ftr.paragraphs[0].text = ""
    put(ftr, para(run("File No. 4471-B  |  Printed: 09-01-2026 11:42  |  Page ", sz=8)
                  + add_field_xml("PAGE", "1", sz=8) + run(" of ", sz=8) + add_field_xml("NUMPAGES", "2", sz=8),
                  align="c"))
    P(doc, "ALLOTMENT-CUM-SALE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "This Agreement is made at Lahore on this 10th day of January, 2026", align="c")
    P(doc, "BETWEEN M/s Skyview Heights (Pvt.) Ltd., a company incorporated under the Companies Act, 2017 "
           "(CUIN 0184471), having its registered office at 88-E/1, Main Boulevard, Gulberg III, Lahore "
           "(hereinafter the \"Company\");", align="j")
    P(doc, "AND Mr. Usman Tariq Chaudhry s/o Tariq Mehmood Chaudhry, CNIC No. 35202-4471882-9, resident of "
           "House 112, Block G, Model Town, Lahore (hereinafter the \"Allottee\").", align="j")
    P(doc, "1. The Company has allotted to the Allottee Apartment No. 1503, 15th floor, Tower 2, Skyview Heights, "
           "Gulberg III, Lahore, with a covered area of 1,850 sq ft (the \"Apartment\"), at a total price of "
           "Rs. 18,500,000/- (Rupees One Crore Eighty-Five Lac only) (the \"Price\").", align="j")
    P(doc, "2. The Allottee shall pay the Price according to the following Schedule of Payment by pay order or "
           "demand draft in favour of \"Skyview Heights (Pvt.) Ltd.\":", align="j")
    body = [TR([C("Sr. No.", b=True, fill="E7E6E6", align="c"), C("Description", b=True, fill="E7E6E6"),
                C("Due Date", b=True, fill="E7E6E6", align="c"), C("%", b=True, fill="E7E6E6", align="c"),
                C("Amount (Rs.)", b=True, fill="E7E6E6", align="r")], header=True)]
    descs = ["Booking / Down Payment", "Confirmation"] + [f"Quarterly Instalment No. {i}" for i in range(1, 9)] \
        + ["On Possession"]
    for i, (r, dsc) in enumerate(zip(rows, descs), 1):
        due = fd(r.date, "dmy-") if r.date else "At the time of possession"
        body.append(TR([C(str(i), align="c"), C(dsc), C(due, align="c"), C(fmt_pct(r.pct), align="c"),
                        C(fmt_en(r.amount) + "/-", align="r")]))
    body.append(TR([C(""), C("Total", b=True), C(""), C("100%", b=True, align="c"),
                    C("18,500,000/-", b=True, align="r")]))
    put(doc, table_xml([1.4, 5.4, 3.2, 1.8, 4.6], body))
    P(doc, "")
    P(doc, "3. A surcharge at the rate of 0.1% per day shall be levied on any instalment paid late. If two "
           "consecutive instalments remain unpaid, the Company may cancel the allotment after a 15-day notice "
           "and refund the amount received after deducting 10% of the Price.", align="j")
    P(doc, "4. Possession shall be offered on completion of the project, expected in the last quarter of 2028, "
           "after clearance of all dues. Maintenance charges at Rs. 12 per sq ft per month shall apply from the date of "
           "possession.", align="j")
    P(doc, "5. Transfer of the Apartment before possession is permitted on payment of the transfer fee notified by "
           "the Company from time to time.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx13  UAE (Abu Dhabi, Al Reem Island): table rows with gridBefore / gridAfter (post-handover rows
#       indented one column, total row starting in the third column, a note row ending early)
# ----------------------------------------------------------------------------------------------
@document
def dx13_uae_abu_dhabi_reem_grid_before_after():
    price = 3150000
    rows = [R("Down payment", price, 10, D(2026, 4, 14)), R("1st", price, 10, D(2026, 10, 14)),
            R("2nd", price, 10, D(2027, 4, 14)), R("50% completion", price, 10, None), R("Handover", price, 20, None)]
    post_dates = [D(2028, 12, 31), D(2029, 6, 30), D(2029, 12, 31), D(2030, 6, 30)]
    rows += [R(f"PH{i}", price, 10, d, post=True) for i, d in enumerate(post_dates, 1)]
    check_plan(rows, price)
    doc = new_doc(font="Segoe UI", size=9.5, title="SPA Reem Vista Tower 1 - 2902")
    P(doc, "SALE AND PURCHASE AGREEMENT", bold=True, align="c", size=13)
    P(doc, "Reem Vista – Tower 1 – Unit 2902 – Al Reem Island, Abu Dhabi", align="c")
    P(doc, "This Agreement is made on 14 April 2026 between REEM VISTA REAL ESTATE DEVELOPMENT – SOLE PROPRIETORSHIP "
           "L.L.C. (commercial licence CN-3318840, Abu Dhabi) (the \"Developer\") and MR. HASSAN ALI RAZA, "
           "Pakistani passport no. BF7719284 (the \"Purchaser\").", align="j")
    P(doc, "1. The Developer agrees to sell and the Purchaser agrees to buy Unit 2902 on level 29 of Tower 1, Reem "
           "Vista, Plot C7, Shams Abu Dhabi, with a total area of 1,604.2 sq ft (149.04 sq m) and two car parks, "
           "registered on the Abu Dhabi Department of Municipalities and Transport interim real estate register "
           "under project no. RV-0047.", align="j")
    P(doc, "2. The purchase price is AED 3,150,000 (Three Million One Hundred and Fifty Thousand Dirhams) (the "
           "\"Purchase Price\"), payable into escrow account no. 19-5513-8802-01 with First Abu Dhabi Bank in "
           "accordance with Schedule 2.", align="j")
    P(doc, "3. Handover is expected in the second quarter of 2028. Post-handover instalments are payable on the "
           "dates stated in Schedule 2 whether or not the Purchaser has taken physical possession.", align="j")
    P(doc, "4. If any instalment is overdue for more than 60 days, the Developer may terminate this Agreement in "
           "accordance with Law No. 3 of 2015 and retain up to 40% of the Purchase Price paid.", align="j")
    P(doc, "")
    hd = dict(b=True, fill="1F3864")
    W = [1.0, 5.6, 3.4, 1.8, 3.6]
    t = [TR([C("SCHEDULE 2 – PAYMENT PLAN", span=5, b=True, align="c", fill="D9E2F3")], header=True),
         TR([C("No.", align="c", **hd), C("Milestone", **hd), C("Due date", **hd), C("%", align="c", **hd),
             C("Amount (AED)", align="r", **hd)], header=True)]
    labels = ["Down payment", "First instalment", "Second instalment",
              "On completion of 50% of construction (as certified by the project consultant)", "On handover"]
    for i, (r, lab) in enumerate(zip(rows[:5], labels), 1):
        t.append(TR([C(str(i), align="c"), C(lab), C(fd(r.date, "d Mon y") if r.date else "—"),
                     C(fmt_pct(r.pct), align="c"), C(fmt_en(r.amount), align="r")]))
    t.append(TR([C("Post-handover payments", span=4, b=True, i=True, fill="F2F2F2")], grid_before=1))
    for i, r in enumerate(rows[5:], 1):
        t.append(TR([C(f"Post-handover instalment {i}"), C(fd(r.date, "d Mon y")), C(fmt_pct(r.pct), align="c"),
                     C(fmt_en(r.amount), align="r")], grid_before=1))
    t.append(TR([C("Total", b=True), C("100%", b=True, align="c"), C(fmt_en(price), b=True, align="r")],
                grid_before=2))
    t.append(TR([C("Cheques payable to \"Reem Vista Escrow Account\".", span=3, i=True, sz=8)], grid_after=2))
    put(doc, table_xml(W, t))
    P(doc, "")
    P(doc, "5. Service charges are estimated at AED 16 per sq ft per annum from handover and are not part of the "
           "Purchase Price.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx14  Egypt (New Alamein): gridSpan inside body rows (description spanning the date column;
#       a fee row spanning three columns; total row spanning three columns)
# ----------------------------------------------------------------------------------------------
@document
def dx14_egypt_new_alamein_gridspan_body_rows():
    price = 9600000
    rows = [R("Down payment", price, 15, D(2026, 2, 22))]
    rows += [R(f"Inst {i}", price, 10, d) for i, d in enumerate(series(D(2026, 8, 22), 4, 6), 1)]
    rows.append(R("Delivery", price, 25, None))
    rows += [R("Inst 5", price, 10, D(2029, 2, 22), post=True), R("Inst 6", price, 10, D(2029, 8, 22), post=True)]
    rows.append(F("Maintenance deposit", 768000, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Chalet Sale Contract - Sahel Breeze C-118")
    P(doc, "CONTRACT FOR THE SALE OF A CHALET", bold=True, align="c", size=13)
    P(doc, "Sahel Breeze Resort – New Alamein City – North Coast", align="c")
    P(doc, "Contract No. SB/NA/2026/118 – signed in Cairo on 22/02/2026", align="c")
    P(doc, "Between Sahel Breeze Resorts for Tourism Development S.A.E. (C.R. 204418 Giza) (the \"Company\") and "
           "Mr. Karim Hossam El-Din Saleh, National ID 29102210104471 (the \"Buyer\").", align="j")
    P(doc, "Article 1: The Company sells to the Buyer Chalet No. C-118, ground floor with private garden, Phase 3, "
           "built-up area 120 sq m, garden 65 sq m, within the Sahel Breeze Resort (km 212 Alexandria–Matrouh "
           "road).", align="j")
    P(doc, "Article 2: The total price is EGP 9,600,000 (Nine Million Six Hundred Thousand Egyptian Pounds), "
           "payable as set out in the table below. The maintenance deposit is payable in addition to the price.",
      align="j")
    W = [1.0, 6.0, 3.2, 1.6, 4.2]
    hd = dict(b=True, fill="FFF2CC")
    t = [TR([C("No.", align="c", **hd), C("Description", **hd), C("Due date", **hd), C("%", align="c", **hd),
             C("Amount (EGP)", align="r", **hd)], header=True),
         TR([C("1", align="c"), C("Down payment upon signing this contract on 22/02/2026", span=2),
             C("15%", align="c"), C(fmt_en(rows[0].amount), align="r")])]
    names = ["First instalment", "Second instalment", "Third instalment", "Fourth instalment"]
    for i, (r, nm) in enumerate(zip(rows[1:5], names), 2):
        t.append(TR([C(str(i), align="c"), C(nm), C(fd(r.date, "dmy/")), C("10%", align="c"),
                     C(fmt_en(r.amount), align="r")]))
    t.append(TR([C("6", align="c"), C("Delivery instalment – upon delivery of the Chalet (expected summer 2028)",
                                      span=2), C("25%", align="c"), C(fmt_en(rows[5].amount), align="r")]))
    for i, (r, nm) in enumerate(zip(rows[6:8], ["Fifth instalment (after delivery)",
                                                "Sixth instalment (after delivery)"]), 7):
        t.append(TR([C(str(i), align="c"), C(nm), C(fd(r.date, "dmy/")), C("10%", align="c"),
                     C(fmt_en(r.amount), align="r")]))
    t.append(TR([C("Total price", span=3, b=True), C("100%", b=True, align="c"), C("9,600,000", b=True, align="r")]))
    t.append(TR([C("Maintenance deposit – payable upon delivery of the Chalet, in addition to the price", span=4,
                   i=True), C("768,000", align="r")]))
    put(doc, table_xml(W, t))
    P(doc, "")
    P(doc, "Article 3: Instalments are represented by post-dated cheques drawn on the National Bank of Egypt. A "
           "delay of more than 30 days in any cheque entitles the Company to a delay charge of 2% per month.",
      align="j")
    P(doc, "Article 4: The Company shall deliver the Chalet within thirty (30) months from the date of this "
           "contract. Delay beyond that period entitles the Buyer to compensation of 0.5% of the amounts paid for "
           "each month of delay.", align="j")
    P(doc, "Article 5: Beach access and clubhouse membership are included. Annual maintenance charges after the "
           "first year are estimated at EGP 18,000.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx15  UAE (Al Furjan, Dubai): phase label column merged vertically (vMerge) beside 4
#       construction rows and 6 post-handover rows; fees stated after the table
# ----------------------------------------------------------------------------------------------
@document
def dx15_uae_al_furjan_merged_phase_label_column():
    price = 1380000
    sign = D(2026, 3, 20)
    rows = [R("Booking", price, 10, sign), R("2nd", price, 10, D(2026, 9, 20)), R("3rd", price, 10, D(2027, 3, 20)),
            R("4th", price, 10, D(2027, 9, 20)), R("Handover", price, 30, None)]
    ph = [month_end(2028, 3), month_end(2028, 6), month_end(2028, 9), month_end(2028, 12), month_end(2029, 3),
          month_end(2029, 6)]
    rows += [R(f"PH{i}", price, 5, d, post=True) for i, d in enumerate(ph, 1)]
    rows += [F("DLD registration fee", 55200, sign), F("Oqood administration fee", 1150, sign)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10, title="SPA Furjan Gardens Townhouse TH-061")
    P(doc, "SALE AND PURCHASE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Furjan Gardens – Townhouse TH-061 – Al Furjan, Dubai", align="c")
    P(doc, "Date of this Agreement: 20/03/2026", align="r")
    P(doc, "Seller: Furjan Gardens Real Estate Development L.L.C. (licence 1170448). Purchaser: Mr. Oliver James "
           "Whitfield, British passport no. 558812047.", align="j")
    P(doc, "The Property: Townhouse TH-061 (3 bedrooms + maid's room), plot area 2,195 sq ft, built-up area "
           "2,480 sq ft, Furjan Gardens cluster 4. The Purchase Price is AED 1,380,000.", align="j")
    P(doc, "SCHEDULE B – PAYMENT PLAN (40/30/30)", bold=True)
    W = [2.8, 4.6, 3.6, 1.6, 3.8]
    hd = dict(b=True, fill="D9D9D9")
    t = [TR([C("Phase", **hd), C("Instalment", **hd), C("Due", **hd), C("%", align="c", **hd),
             C("Amount (AED)", align="r", **hd)], header=True)]
    names = ["Booking / down payment", "2nd instalment", "3rd instalment", "4th instalment"]
    for i, (r, nm) in enumerate(zip(rows[:4], names)):
        t.append(TR([C("During construction", vmerge="restart", b=True, valign="center") if i == 0 else
                     C("", vmerge="cont"), C(nm), C(fd(r.date, "dmy/")), C("10%", align="c"),
                     C(fmt_en(r.amount), align="r")]))
    t.append(TR([C("On handover", b=True), C("Handover payment"), C("On completion (expected Q4 2027)"),
                 C("30%", align="c"), C(fmt_en(rows[4].amount), align="r")]))
    for i, r in enumerate(rows[5:11]):
        t.append(TR([C("Post-handover", vmerge="restart", b=True, valign="center") if i == 0 else
                     C("", vmerge="cont"), C(f"Post-handover instalment {i + 1}"), C(fd(r.date, "dmy/")),
                     C("5%", align="c"), C(fmt_en(r.amount), align="r")]))
    t.append(TR([C("Total", b=True, span=3), C("100%", b=True, align="c"), C("1,380,000", b=True, align="r")]))
    put(doc, table_xml(W, t))
    P(doc, "")
    P(doc, "In addition to the Purchase Price, the Purchaser shall pay the DLD registration fee of AED 55,200 and "
           "the Oqood administration fee of AED 1,150 on 20/03/2026.", align="j")
    P(doc, "Post-handover instalments shall be paid by post-dated cheques lodged with the Seller before handover. "
           "A returned cheque incurs a charge of AED 500 and a late payment charge of 1.5% per month.", align="j")
    P(doc, "If the Purchaser defaults before paying 30% of the Purchase Price, the Seller may terminate and retain "
           "up to 25% of the Purchase Price.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx16  Saudi Arabia (Jeddah): table with section rows, subtotal rows and a grand total; ISO dates
# ----------------------------------------------------------------------------------------------
@document
def dx16_saudi_jeddah_subtotal_and_total_rows():
    price = 2260000
    rows = [R("Down", price, 25, D(2026, 4, 1)), R("Second", price, 25, D(2026, 10, 1)),
            R("Third", price, 25, D(2027, 4, 1)), R("Final", price, 25, None)]
    check_plan(rows, price)
    doc = new_doc(font="Tahoma", size=10, title="Off-plan Sale Contract - Obhur Crest A-1102")
    P(doc, "OFF-PLAN RESIDENTIAL UNIT SALE CONTRACT", bold=True, align="c", size=13)
    P(doc, "Project: Obhur Crest Residences, Obhur Al Shamaliyah, Jeddah – Wafi licence 2025/0391", align="c")
    P(doc, "Contract No.: OCR-2026-1102        Contract date: 2026-04-01", align="c")
    P(doc, "First Party (Seller): Red Sea Crest Real Estate Company, CR 4030318822, Jeddah.", align="j")
    P(doc, "Second Party (Buyer): Mrs. Nora Saleh Al-Ghamdi, National ID 1055220418.", align="j")
    P(doc, "Article 1 – Unit: Apartment A-1102, 11th floor, Building A, net area 204.8 sq m, with two parking "
           "spaces and a storage room (S-14).", align="j")
    P(doc, "Article 2 – Price: SAR 2,260,000 (Two Million Two Hundred Sixty Thousand Saudi Riyals), inclusive of "
           "the parking spaces and storage room. The price is exempt from VAT; the 5% real estate transaction tax "
           "is paid by the Seller.", align="j")
    P(doc, "Article 3 – Payment schedule:", align="j")
    W = [6.4, 3.6, 2.4, 4.0]
    hd = dict(b=True, fill="C6E0B4")
    sec = dict(i=True, b=True, fill="EDEDED")
    sub = dict(b=True, fill="F8F8F8")
    t = [TR([C("Payment", **hd), C("Due date", **hd), C("Percentage", align="c", **hd),
             C("Amount (SAR)", align="r", **hd)], header=True),
         TR([C("A. Construction phase", span=4, **sec)])]
    for r, nm in zip(rows[:3], ["Down payment", "Second payment", "Third payment"]):
        t.append(TR([C(nm), C(fd(r.date, "iso")), C(fmt_pct(r.pct), align="c"), C(fmt_en(r.amount), align="r")]))
    t.append(TR([C("Subtotal – construction phase", **sub), C("", fill="F8F8F8"), C("75%", align="c", **sub),
                 C("1,695,000", align="r", **sub)]))
    t.append(TR([C("B. Delivery", span=4, **sec)]))
    t.append(TR([C("Final payment"), C("On delivery of the Unit and signing of the handover certificate"),
                 C("25%", align="c"), C(fmt_en(rows[3].amount), align="r")]))
    t.append(TR([C("Subtotal – delivery", **sub), C("", fill="F8F8F8"), C("25%", align="c", **sub),
                 C("565,000", align="r", **sub)]))
    t.append(TR([C("GRAND TOTAL", b=True), C(""), C("100%", b=True, align="c"), C("2,260,000", b=True, align="r")]))
    put(doc, table_xml(W, t))
    P(doc, "")
    P(doc, "Article 4 – All payments shall be made to the project escrow account No. SA03 1000 0000 1248 8822 0019 "
           "at Saudi National Bank. Payments made to any other account do not discharge the Buyer.", align="j")
    P(doc, "Article 5 – Delivery shall take place within twenty-four (24) months from the contract date. For each "
           "month of delay beyond a three-month grace period the Seller shall pay the Buyer 0.5% of the amounts "
           "paid.", align="j")
    P(doc, "Article 6 – If the Buyer fails to pay any instalment within sixty (60) days of its due date, the Seller "
           "may cancel the contract in accordance with the Wafi regulations and refund the amounts paid less 5% "
           "of the price.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx17  Pakistan (Islamabad): currency in its own column, a processing-fee row on top of the price
# ----------------------------------------------------------------------------------------------
@document
def dx17_pakistan_islamabad_currency_column():
    price = 32400000
    sign = D(2026, 2, 15)
    rows = [F("Processing fee", 50000, sign), R("Down payment", price, 25, sign)]
    rows += [R(f"Inst {i}", price, 10, d) for i, d in enumerate(series(D(2026, 8, 15), 6, 6), 1)]
    rows.append(R("Possession", price, 15, None))
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10, title="Sale Agreement - Margalla Crest B-0807")
    P(doc, "AGREEMENT TO SELL", bold=True, align="c", size=14)
    P(doc, "Margalla Crest Residency – Block B – Apartment B-0807 – Sector E-11/2, Islamabad", align="c")
    P(doc, "This Agreement to Sell is executed at Islamabad on 15-Feb-2026 between Margalla Crest Builders & "
           "Developers (Pvt.) Ltd., SECP registration no. 0171118 (the \"Developer\"), and Mrs. Ayesha Siddiqa "
           "Malik, CNIC 61101-7748201-4 (the \"Buyer\").", align="j")
    P(doc, "1. Property: Apartment B-0807 on the 8th floor of Block B (3 bedrooms, 2,150 sq ft covered area), "
           "project approved by the Capital Development Authority vide letter no. CDA/PD/2025/771.", align="j")
    P(doc, "2. Price: the total sale price is PKR 32,400,000 (Rupees Thirty-Two Million Four Hundred Thousand "
           "only). The processing fee shown below is not part of the sale price and is non-refundable.", align="j")
    P(doc, "3. Payment plan:", align="j")
    W = [1.0, 5.4, 3.0, 1.6, 1.6, 3.6]
    hd = dict(b=True, fill="DDEBF7")
    t = [TR([C("Sr.", align="c", **hd), C("Payment", **hd), C("Due date", **hd), C("%", align="c", **hd),
             C("Currency", align="c", **hd), C("Amount", align="r", **hd)], header=True),
         TR([C("1", align="c"), C("Processing fee (in addition to the price)"), C(fd(sign, "d-Mon-y")),
             C("—", align="c"), C("PKR", align="c"), C("50,000", align="r")]),
         TR([C("2", align="c"), C("Down payment"), C(fd(sign, "d-Mon-y")), C("25%", align="c"), C("PKR", align="c"),
             C(fmt_en(rows[1].amount), align="r")])]
    for i, r in enumerate(rows[2:8], 1):
        t.append(TR([C(str(i + 2), align="c"), C(f"Half-yearly instalment {i}"), C(fd(r.date, "d-Mon-y")),
                     C("10%", align="c"), C("PKR", align="c"), C(fmt_en(r.amount), align="r")]))
    t.append(TR([C("9", align="c"), C("On possession"), C("At possession"), C("15%", align="c"), C("PKR", align="c"),
                 C(fmt_en(rows[8].amount), align="r")]))
    t.append(TR([C(""), C("Total sale price", b=True), C(""), C("100%", b=True, align="c"),
                 C("PKR", b=True, align="c"), C("32,400,000", b=True, align="r")]))
    put(doc, table_xml(W, t))
    P(doc, "")
    P(doc, "4. Payments shall be made through crossed cheques or pay orders in favour of \"Margalla Crest Builders "
           "& Developers (Pvt.) Ltd.\" or by online transfer to account no. 0010-0033-48812-01, Bank Alfalah, "
           "F-7 Markaz branch.", align="j")
    P(doc, "5. Late payment surcharge: 2% per month on the overdue amount. After 90 days of default the Developer "
           "may cancel this Agreement and refund the amounts received, without profit, after deducting 10% of the "
           "total sale price, within 180 days.", align="j")
    P(doc, "6. Possession is expected in mid-2029 subject to timely payments by all buyers. Utility connection "
           "charges (electricity, gas, water) shall be borne by the Buyer at actual cost at the time of possession.",
      align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx18  Kenya (Mombasa, Nyali): caption paragraphs (Caption style + SEQ field) above three tables,
#       only one of which is the plan; the programme table has quarters, not payments
# ----------------------------------------------------------------------------------------------
@document
def dx18_kenya_mombasa_captioned_tables():
    price = 9850000
    rows = [R("Signing", price, 30, D(2026, 3, 2)), R("Second", price, 20, D(2026, 9, 2)),
            R("Third", price, 20, D(2027, 3, 2)), R("Completion", price, 30, None)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Sale Agreement - Nyali Palms Apartment 4B")

    def caption(n, text):
        put(doc, para(run("Table ") + add_field_xml("SEQ Table \\* ARABIC", str(n)) + run(": " + text),
                      style="Caption", keep_next=True, after=2))

    P(doc, "SALE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Nyali Palms Residences, Links Road, Nyali, Mombasa", align="c")
    P(doc, "THIS AGREEMENT is dated 2nd March 2026 and made between NYALI PALMS LIMITED (Company No. "
           "PVT-AJU8QX2L), P.O. Box 84112-80100, Mombasa (the \"Vendor\"), and ABDULLAHI HASSAN MOHAMED "
           "(ID No. 24471190) of P.O. Box 90220-80100, Mombasa (the \"Purchaser\").", align="j")
    P(doc, "1. PROPERTY", bold=True)
    P(doc, "The Vendor shall sell and the Purchaser shall buy the apartment described in Table 1 together with an "
           "undivided share in the common areas of the development on Plot No. MN/I/4471.", align="j")
    caption(1, "Particulars of the apartment")
    put(doc, table_xml([5.0, 11.4], [TR([C("Apartment", b=True), C("4B, fourth floor, Block B")]),
                                     TR([C("Bedrooms", b=True), C("3 (all en suite)")]),
                                     TR([C("Gross area", b=True), C("162 square metres")]),
                                     TR([C("Parking", b=True), C("Two bays, nos. 31 and 32")]),
                                     TR([C("Service charge (estimate)", b=True), C("KES 18,500 per month")])]))
    P(doc, "")
    P(doc, "2. PURCHASE PRICE AND PAYMENT", bold=True)
    P(doc, "2.1 The purchase price is Kenya Shillings Nine Million Eight Hundred and Fifty Thousand "
           "(KES 9,850,000.00), payable to the Vendor's advocates, Ochieng Mwakio & Co. Advocates, in accordance "
           "with Table 2.", align="j")
    caption(2, "Schedule of payments")
    hd = dict(b=True, fill="E2EFD9")
    t = [TR([C("Payment", **hd), C("Due", **hd), C("Share of price", align="c", **hd),
             C("Amount (KES)", align="r", **hd)], header=True)]
    names = ["Deposit", "Second instalment", "Third instalment", "Balance"]
    dues = ["On signing of this Agreement (2nd March 2026)", fd(rows[1].date, "ord"), fd(rows[2].date, "ord"),
            "On completion"]
    for r, nm, due in zip(rows, names, dues):
        t.append(TR([C(nm), C(due), C(fmt_pct(r.pct), align="c"), C(fmt_en(r.amount, 2), align="r")]))
    put(doc, table_xml([3.8, 6.2, 2.6, 3.8], t))
    P(doc, "")
    P(doc, "2.2 Completion shall take place fourteen (14) days after the Vendor's advocates notify the Purchaser "
           "that the occupation certificate has been issued by the County Government of Mombasa.", align="j")
    P(doc, "3. CONSTRUCTION PROGRAMME", bold=True)
    P(doc, "3.1 The Vendor intends to carry out the works in accordance with the indicative programme in Table 3. "
           "The programme is for information only and no payment is linked to it.", align="j")
    caption(3, "Indicative construction programme")
    put(doc, table_xml([8.0, 4.0, 4.4], [
        TR([C("Stage", b=True, fill="EDEDED"), C("Target", b=True, fill="EDEDED"),
            C("Progress", b=True, fill="EDEDED", align="c")], header=True),
        TR([C("Foundations and basement"), C("Q2 2026"), C("25%", align="c")]),
        TR([C("Superstructure (ground + 7 floors)"), C("Q1 2027"), C("60%", align="c")]),
        TR([C("Finishes and MEP"), C("Q3 2027"), C("90%", align="c")]),
        TR([C("Practical completion"), C("Q4 2027"), C("100%", align="c")])]))
    P(doc, "")
    P(doc, "4. DEFAULT", bold=True)
    P(doc, "4.1 If the Purchaser fails to pay any instalment within 14 days of its due date, interest shall accrue "
           "at 12% per annum and, after a further 30 days' notice, the Vendor may rescind and forfeit 10% of the "
           "purchase price.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx19  Mauritius (Quatre Bornes): one-column table, each cell one full sentence describing a payment
# ----------------------------------------------------------------------------------------------
@document
def dx19_mauritius_one_column_sentence_table():
    price = 7250000
    rows = [R("a", price, 10, D(2026, 3, 9)), R("b", price, 20, D(2026, 9, 9)), R("c", price, 30, None),
            R("d", price, 35, None), R("e", price, 5, None, post=True)]
    check_plan(rows, price)
    doc = new_doc(font="Georgia", size=10.5, title="Compromis de vente - Residence Les Flamboyants B-21")
    P(doc, "AGREEMENT FOR SALE (COMPROMIS DE VENTE)", bold=True, align="c", size=13)
    P(doc, "Résidence Les Flamboyants – Apartment B-21 – Quatre Bornes", align="c")
    P(doc, "BETWEEN: FLAMBOYANTS DEVELOPMENTS LTD (BRN C21188204), of 22 St Jean Road, Quatre Bornes, represented "
           "by its director Mr. Jean-Marc Labonne (the \"Seller\");", align="j")
    P(doc, "AND: Mr. Rajesh Doorgakant Ramdin (NIC R1207884401223) and Mrs. Priya Ramdin née Seetohul (NIC "
           "S0503894402119), of Royal Road, Rose-Hill (the \"Purchasers\").", align="j")
    P(doc, "WHEREAS the Seller is building a residence of 24 apartments on the land of 2,110 m² (TV 10512/44) "
           "situated at St Jean Road, Quatre Bornes, and the Purchasers wish to acquire Apartment B-21 on the "
           "second floor (three bedrooms, 118 m², one parking space), IT IS AGREED AS FOLLOWS:", align="j")
    P(doc, "Article 1 – Price", bold=True)
    P(doc, "The sale is agreed for the price of SEVEN MILLION TWO HUNDRED AND FIFTY THOUSAND RUPEES "
           "(Rs 7,250,000). The Purchasers intend to finance part of the price by a housing loan of Rs 5,000,000 "
           "from a local bank; the sale is not conditional on obtaining the loan.", align="j")
    P(doc, "Article 2 – Payment of the price", bold=True)
    P(doc, "The Purchasers shall pay the price to the Seller's notary, Me Vikash Boodhoo, as follows:", align="j")
    sentences = [
        "(a) The sum of Rs 725,000, being ten per cent (10%) of the price, shall be paid on the signature of this "
        "agreement on 9 March 2026.",
        "(b) The sum of Rs 1,450,000, being twenty per cent (20%) of the price, shall be paid on 9 September 2026.",
        "(c) The sum of Rs 2,175,000, being thirty per cent (30%) of the price, shall be paid upon completion of the "
        "structural works (gros œuvre) as certified by the Seller's architect.",
        "(d) The sum of Rs 2,537,500, being thirty-five per cent (35%) of the price, shall be paid upon delivery of "
        "the keys of the Apartment.",
        "(e) The balance of Rs 362,500, being five per cent (5%) of the price, shall be paid six (6) months after "
        "delivery of the keys, upon lifting of the reservations noted at delivery.",
    ]
    put(doc, table_xml([16.4], [TR([C(s_)]) for s_ in sentences], indent_cm=0.2))
    P(doc, "")
    P(doc, "Article 3 – Delivery", bold=True)
    P(doc, "The Seller undertakes to deliver the Apartment in the second half of 2027. Any delay of more than six "
           "months shall entitle the Purchasers to a penalty of 0.5% of the sums paid per month of delay.",
      align="j")
    P(doc, "Article 4 – Authentic deed", bold=True)
    P(doc, "The authentic deed of sale shall be signed before the notary within sixty (60) days of the present "
           "agreement. Notary fees and registration duty are payable by the Purchasers as assessed by the "
           "Registrar-General.", align="j")
    P(doc, "Article 5 – Withdrawal", bold=True)
    P(doc, "Should the Purchasers withdraw from the sale, the sum paid under (a) shall be forfeited to the Seller "
           "as liquidated damages.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx20  UAE (Ras Al Khaimah, Al Marjan Island): two-row transposed table, milestones across and
#       amounts below
# ----------------------------------------------------------------------------------------------
@document
def dx20_uae_rak_transposed_two_row_table():
    price = 965000
    rows = [R("Booking", price, 10, D(2026, 4, 10)), R("Oct", price, 15, D(2026, 10, 10)),
            R("Apr", price, 15, D(2027, 4, 10)), R("Handover", price, 40, None),
            R("Post", price, 20, None, post=True)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Reservation and Sale Agreement - Marjan Beach Residences 612")
    sec = doc.sections[0]
    sec.orientation = WD_ORIENT.LANDSCAPE
    sec.page_width, sec.page_height = Cm(29.7), Cm(21.0)
    P(doc, "SALE AND PURCHASE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Marjan Beach Residences – Al Marjan Island – Ras Al Khaimah", align="c")
    P(doc, "Seller: Marjan Shores Real Estate Development L.L.C. (RAK DED licence 77120). Purchaser: Mr. Andrei "
           "Popescu, Romanian passport 054478123. Unit 612, 6th floor, studio + 1 (812.4 sq ft), sea view.",
      align="j")
    P(doc, "1. The purchase price of the Unit is AED 965,000 (Nine Hundred and Sixty-Five Thousand Dirhams). "
           "The Purchaser shall pay the purchase price as shown in the payment plan below; the upper row shows "
           "when each payment falls due and the lower row the amount and its share of the price.", align="j")
    heads = ["On booking (10 Apr 2026)", "10 Oct 2026", "10 Apr 2027", "On handover", "12 months after handover"]
    vals = [f"AED {fmt_en(r.amount)} ({fmt_pct(r.pct)})" for r in rows]
    put(doc, table_xml([4.8] * 5, [TR([C(h, b=True, fill="DEEBF7", align="c") for h in heads]),
                                   TR([C(v, align="c") for v in vals])]))
    P(doc, "")
    P(doc, "2. Handover is targeted for the fourth quarter of 2027. The payment due 12 months after handover shall "
           "be made by a post-dated cheque handed to the Seller on handover.", align="j")
    P(doc, "3. The Purchaser shall pay the registration fees of the RAK Municipality Land Department on the "
           "interim registration of this Agreement, as levied by that department.", align="j")
    P(doc, "4. If any payment is more than 30 days late, the Seller may charge 1% per month and, after 90 days, "
           "terminate the Agreement and retain 20% of the purchase price.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx21  India (Gurugram): label/value (key: value) table; fee rows in addition to the price
# ----------------------------------------------------------------------------------------------
@document
def dx21_india_gurugram_key_value_table():
    price = 24500000
    booking = D(2026, 4, 5)
    second = booking + datetime.timedelta(days=60)
    assert second == D(2026, 6, 4)
    rows = [R("Booking", price, 10, booking), R("Second", price, 10, second), R("Third", price, 20, None),
            R("Final", price, 60, None), F("Club membership", 100000, second), F("IFMS", 350000, None)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Allotment Letter and Payment Terms - Aravali Greens T4-1702")
    P(doc, "APARTMENT BUYER'S AGREEMENT – SCHEDULE OF PAYMENT TERMS", bold=True, align="c", size=12)
    P(doc, "Aravali Greens, Sector 79, Gurugram, Haryana – HRERA Registration No. RC/REP/HARERA/GGM/2025/118",
      align="c")
    P(doc, "This Schedule forms part of the Apartment Buyer's Agreement between Aravali Greens Infratech Private "
           "Limited (CIN U70109HR2019PTC081442) (the \"Promoter\") and Mr. Vikram Singh Yadav and Mrs. Meenakshi "
           "Yadav (the \"Allottees\") in respect of Apartment No. T4-1702 on the 17th floor of Tower 4, super "
           "area 1,750 sq ft, carpet area 1,214 sq ft.", align="j")
    P(doc, "A. Consideration", bold=True)
    P(doc, "The Total Sale Consideration is ₹ 2,45,00,000/- (Rupees Two Crore Forty-Five Lakh only), computed at "
           "₹ 14,000 per sq ft of super area and inclusive of EDC/IDC, PLC and one covered car parking. GST is "
           "payable extra as applicable.", align="j")
    P(doc, "B. Payment terms", bold=True)
    kv = [("Booking Amount:", "₹ 24,50,000/- (10% of the Total Sale Consideration)"),
          ("Booking Date:", fd(booking, "dmy-")),
          ("Second Instalment:", "₹ 24,50,000/- (10% of the Total Sale Consideration)"),
          ("Second Instalment Due:", f"Within 60 days of booking, i.e. on {fd(second, 'dmy-')}"),
          ("Third Instalment:", "₹ 49,00,000/- (20% of the Total Sale Consideration)"),
          ("Third Instalment Due:", "On completion of the superstructure of Tower 4"),
          ("Final Instalment:", "₹ 1,47,00,000/- (60% of the Total Sale Consideration)"),
          ("Final Instalment Due:", "On offer of possession"),
          ("Club Membership Charges:", f"₹ 1,00,000/- in addition to the Total Sale Consideration, payable on "
                                       f"{fd(second, 'dmy-')} together with the Second Instalment"),
          ("Interest Free Maintenance Security (IFMS):", "₹ 3,50,000/- in addition to the Total Sale Consideration, "
                                                         "payable on offer of possession")]
    put(doc, table_xml([6.0, 10.4], [TR([C(k, b=True, fill="F2F2F2"), C(v)]) for k, v in kv]))
    P(doc, "")
    P(doc, "C. Other terms", bold=True)
    P(doc, "1. Delayed payments carry interest at the SBI MCLR + 2% per annum as prescribed under the Haryana Real "
           "Estate (Regulation and Development) Rules, 2017.", align="j")
    P(doc, "2. Stamp duty (7% for male and 5% for female allottees in Gurugram) and registration charges on the "
           "conveyance deed are borne by the Allottees at the time of registration.", align="j")
    P(doc, "3. The Promoter proposes to offer possession within 48 months of the date of HRERA registration, with "
           "a grace period of 6 months.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx22  India (Chennai): plan in a multi-level numbered list (1. / 1.1 / 1.1.1) whose numbers come
#       from numbering.xml only
# ----------------------------------------------------------------------------------------------
@document
def dx22_india_chennai_multilevel_numbering():
    price = 9800000
    rows = [R("Execution", price, 10, D(2026, 5, 18)), R("2", price, 25, D(2026, 11, 18)),
            R("3", price, 25, D(2027, 5, 18)), R("4", price, 25, D(2027, 11, 18)), R("Possession", price, 15, None),
            F("Corpus fund", 150000, None)]
    check_plan(rows, price)
    doc = new_doc(font="Cambria", size=11, title="Agreement for Sale - Adyar Riverside A-704")
    numbering = Numbering(doc)
    nid = numbering.add([("decimal", "%1.", 0.75, 0.75),
                         ("decimal", "%1.%2", 1.75, 1.0),
                         ("decimal", "%1.%2.%3", 3.0, 1.25)])

    def L(level, text, b=False):
        put(doc, para(runs(text, b=b), numpr=(nid, level), align="j", keep_next=b))

    P(doc, "AGREEMENT FOR SALE", bold=True, align="c", size=14)
    P(doc, "Adyar Riverside – Block A – Apartment A-704 – Kotturpuram, Chennai 600085", align="c")
    P(doc, "THIS AGREEMENT FOR SALE is made at Chennai on 18 May 2026 between Riverside Habitats Private Limited "
           "(CIN U45200TN2018PTC124471), represented by its authorised signatory Mr. S. Karthikeyan (the "
           "\"Promoter\"), and Dr. Lakshmi Narayanan Iyer (PAN AAFPI4471K) (the \"Allottee\"). TNRERA registration "
           "no. TN/29/Building/0144/2025.", align="j")
    L(0, "DEFINITIONS", b=True)
    L(1, "\"Apartment\" means Apartment A-704 on the 7th floor of Block A having a carpet area of 1,082 sq ft "
         "together with an undivided share of 512 sq ft in the land comprised in Survey No. 114/2A.")
    L(1, "\"Total Price\" means ₹ 98,00,000/- (Rupees Ninety-Eight Lakh only) for the Apartment including one "
         "covered car park, exclusive of GST, stamp duty and registration charges.")
    L(0, "AGREEMENT TO SELL", b=True)
    L(1, "The Promoter agrees to sell and the Allottee agrees to purchase the Apartment for the Total Price on the "
         "terms of this Agreement.")
    L(0, "PAYMENT", b=True)
    L(1, "The Allottee shall pay the Total Price to the Promoter's RERA designated account no. 918020044711882 "
         "with Axis Bank, Adyar branch, as follows:")
    L(2, "₹ 9,80,000/- (ten per cent of the Total Price) on execution of this Agreement on 18 May 2026;")
    L(2, "₹ 24,50,000/- (25% of the Total Price) on 18 November 2026;")
    L(2, "₹ 24,50,000/- (25% of the Total Price) on 18 May 2027;")
    L(2, "₹ 24,50,000/- (25% of the Total Price) on 18 November 2027; and")
    L(2, "₹ 14,70,000/- (15% of the Total Price) at the time of handing over possession of the Apartment.")
    L(1, "In addition to the Total Price, the Allottee shall pay a corpus fund of ₹ 1,50,000/- for the owners' "
         "association at the time of handing over possession.")
    L(1, "Any delay in payment shall carry interest at the State Bank of India MCLR plus 2% per annum from the due "
         "date until payment.")
    L(0, "POSSESSION", b=True)
    L(1, "The Promoter shall hand over possession of the Apartment within 36 months from the date of this "
         "Agreement, subject to a grace period of 6 months and force majeure.")
    L(1, "If the Promoter fails to hand over possession, the Allottee may withdraw and receive a refund of the "
         "amounts paid with interest at the rate prescribed under the Tamil Nadu Real Estate Rules, 2017.")
    L(0, "CANCELLATION", b=True)
    L(1, "If the Allottee cancels without default of the Promoter, the Promoter may forfeit up to 10% of the Total "
         "Price and refund the balance within 45 days.")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx23  Oman (Muscat, Al Khoud): plan as a bullet list (numbering.xml bullets) next to a
#       non-plan bullet list of features
# ----------------------------------------------------------------------------------------------
@document
def dx23_oman_muscat_bullet_list_plan():
    price = dec("142000")
    sign = D(2026, 6, 2)
    rows = [R("Signing", price, 15, sign), R("Dec", price, 15, D(2026, 12, 2)), R("Jun", price, 20, D(2027, 6, 2)),
            R("Handover", price, 40, None), R("Post", price, 10, None, post=True), F("Administration fee", 250, sign)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Villa Sale Agreement - Al Khoud Gardens V-09")
    numbering = Numbering(doc)
    bul = numbering.add([("bullet", "\uf0b7", 1.0, 0.5, "Symbol")])
    dash = numbering.add([("bullet", "–", 1.0, 0.5)])

    def B(num, text):
        put(doc, para(runs(text), numpr=(num, 0), align="j", after=2))

    P(doc, "VILLA SALE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Al Khoud Gardens – Villa V-09 – Wilayat Al Seeb, Muscat Governorate", align="c")
    P(doc, "This Agreement is signed in Muscat on 02/06/2026 between AL KHOUD GARDENS DEVELOPMENT LLC (CR No. "
           "1339042) (the \"Seller\") and MR. SAIF HAMED AL-BUSAIDI (civil ID 11884720) (the \"Buyer\").", align="j")
    P(doc, "1. The Villa", bold=True)
    P(doc, "The Seller sells to the Buyer Villa V-09 on plot No. 1147, Al Khoud Gardens, with the following "
           "specification:", align="j")
    for t in ["plot area 450 sq m; built-up area 318 sq m;", "four bedrooms, majlis and maid's room;",
              "covered parking for 2 cars;", "1-year defects warranty and 10-year structural warranty."]:
        B(dash, t)
    P(doc, "2. Price and payment", bold=True)
    P(doc, "The price of the Villa is OMR 142,000.000 (One Hundred Forty-Two Thousand Omani Rials) (the \"Price\"). "
           "The Buyer shall pay:", align="j")
    B(bul, "15% (OMR 21,300.000) upon signing of this Agreement on 02/06/2026;")
    B(bul, "15% (OMR 21,300.000) on 02/12/2026;")
    B(bul, "20% (OMR 28,400.000) on 02/06/2027;")
    B(bul, "40% (OMR 56,800.000) on handover of the Villa;")
    B(bul, "10% (OMR 14,200.000) twelve (12) months after handover; and")
    B(bul, "an administration fee of OMR 250.000, in addition to the Price, upon signing on 02/06/2026.")
    P(doc, "3. Handover", bold=True)
    P(doc, "The Seller expects to hand over the Villa in the third quarter of 2027. The Buyer shall sign the handover "
           "certificate and pay the handover instalment before receiving the keys.", align="j")
    P(doc, "4. Default", bold=True)
    P(doc, "If the Buyer fails to pay any amount within 45 days of its due date, the Seller may terminate this "
           "Agreement and retain 5% of the Price, refunding the remainder within 60 days of resale.", align="j")
    P(doc, "5. Registration", bold=True)
    P(doc, "Title shall be transferred at the Ministry of Housing and Urban Planning after full payment. The land "
           "registration fee levied by the Ministry is borne by the Buyer.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx24  Qatar (Qetaifan Islands): two plans as options; the chosen one marked by a checked checkbox
#       content control (w14:checkbox) and stated in text
# ----------------------------------------------------------------------------------------------
@document
def dx24_qatar_checkbox_chosen_plan_b():
    price = 3200000
    sign = D(2026, 4, 12)
    rows = [R("Signing", price, 10, sign), R("Oct", price, 10, D(2026, 10, 12)), R("Handover", price, 20, None)]
    rows += [R(f"PH{i}", price, 10, d, post=True) for i, d in enumerate(series(D(2028, 6, 15), 6, 3), 1)]
    check_plan(rows, price)
    doc = new_doc(font="Calibri", size=10.5, title="Sale Contract - Qetaifan Bay Residences 0907")

    def checkbox(checked, label):
        glyph = "\u2612" if checked else "\u2610"
        sdt = (f'<w:sdt><w:sdtPr><w:rPr><w:rFonts w:ascii="MS Gothic" w:eastAsia="MS Gothic" w:hAnsi="MS Gothic"/>'
               f'</w:rPr><w:alias w:val="Plan selection"/><w:id w:val="{-1204 - Rev.next()}"/><w14:checkbox>'
               f'<w14:checked w14:val="{1 if checked else 0}"/>'
               f'<w14:checkedState w14:val="2612" w14:font="MS Gothic"/>'
               f'<w14:uncheckedState w14:val="2610" w14:font="MS Gothic"/></w14:checkbox></w:sdtPr>'
               f'<w:sdtContent><w:r><w:rPr><w:rFonts w:ascii="MS Gothic" w:eastAsia="MS Gothic" w:hAnsi="MS Gothic" '
               f'w:hint="eastAsia"/></w:rPr><w:t>{glyph}</w:t></w:r></w:sdtContent></w:sdt>')
        put(doc, para(sdt + run(" " + label, b=True), keep_next=True, before=6))

    P(doc, "CONTRACT FOR THE SALE OF AN OFF-PLAN APARTMENT", bold=True, align="c", size=13)
    P(doc, "Qetaifan Bay Residences – Qetaifan Islands North – Lusail", align="c")
    P(doc, "Made in Lusail on 12/04/2026 between QETAIFAN BAY REAL ESTATE W.L.L. (CR 151882) (the \"Seller\") and "
           "MS. SARA MOHAMMED AL-SULAITI (QID 29563401187) (the \"Buyer\").", align="j")
    P(doc, "1. The Seller sells to the Buyer Apartment 0907 (three bedrooms, 188.6 sq m, two parking spaces) in "
           "Qetaifan Bay Residences for QAR 3,200,000 (Three Million Two Hundred Thousand Qatari Riyals) (the "
           "\"Price\").", align="j")
    P(doc, "2. The Buyer shall pay the Price under one of the following payment plans. The plan that applies is the "
           "one whose box is ticked.", align="j")
    hd = dict(b=True, fill="E7E6E6")
    checkbox(False, "Plan A – Standard Plan")
    tA = [TR([C("Payment", **hd), C("Due", **hd), C("%", align="c", **hd), C("Amount (QAR)", align="r", **hd)],
             header=True),
          TR([C("Down payment"), C("On signing, 12/04/2026"), C("10%", align="c"), C("320,000", align="r")]),
          TR([C("Second payment"), C("12/10/2026"), C("10%", align="c"), C("320,000", align="r")]),
          TR([C("Third payment"), C("12/04/2027"), C("10%", align="c"), C("320,000", align="r")]),
          TR([C("Final payment"), C("On handover"), C("70%", align="c"), C("2,240,000", align="r")])]
    put(doc, table_xml([5.0, 5.2, 2.0, 4.2], tA))
    checkbox(True, "Plan B – Post-Handover Plan")
    tB = [TR([C("Payment", **hd), C("Due", **hd), C("%", align="c", **hd), C("Amount (QAR)", align="r", **hd)],
             header=True),
          TR([C("Down payment"), C("On signing, 12/04/2026"), C("10%", align="c"), C("320,000", align="r")]),
          TR([C("Second payment"), C("12/10/2026"), C("10%", align="c"), C("320,000", align="r")]),
          TR([C("Handover payment"), C("On handover"), C("20%", align="c"), C("640,000", align="r")]),
          TR([C("Post-handover payments: six (6) quarterly instalments of 10% (QAR 320,000) each, the first on "
                "15/06/2028", span=2), C("60%", align="c"), C("1,920,000", align="r")])]
    put(doc, table_xml([5.0, 5.2, 2.0, 4.2], tB))
    P(doc, "")
    P(doc, "3. Election: [X] Plan B. The Buyer has elected Plan B (Post-Handover Plan); Plan A does not apply to this "
           "Contract.", bold=True, align="j")
    P(doc, "4. Handover is expected in the first quarter of 2028. Post-handover instalments are secured by "
           "post-dated cheques delivered on handover.", align="j")
    P(doc, "5. Late payment incurs a charge of 1% per month. If any instalment remains unpaid for 90 days, the "
           "Seller may terminate and deduct 10% of the Price from the amounts refunded.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx25  Egypt (Mostakbal City): contract plan replaced by an addendum; European number format
#       (4.800.000,00) and dotted dates in the addendum
# ----------------------------------------------------------------------------------------------
@document
def dx25_egypt_addendum_replaces_plan():
    price = 4800000
    rows = [R("Down", price, 15, D(2026, 4, 1))]
    rows += [R(f"Semi {i}", price, 10, d) for i, d in enumerate(series(D(2026, 10, 1), 8, 6), 1)]
    rows.append(R("Delivery", price, 5, None))
    check_plan(rows, price)
    assert rows[8].date == D(2030, 4, 1)
    doc = new_doc(font="Calibri", size=10.5, title="Sale Contract and Addendum 1 - Mostakbal Gardens 7-203")
    P(doc, "CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT", bold=True, align="c", size=13)
    P(doc, "Mostakbal Gardens – Mostakbal City – New Cairo", align="c")
    P(doc, "Signed in Cairo on 01.02.2026 between Green Axis Real Estate Development S.A.E. (C.R. 99418 Cairo) "
           "(the \"Company\") and Mr. Ahmed Samir Abdel-Aziz, National ID 28311010123456 (the \"Buyer\").", align="j")
    P(doc, "Article 1 – The Unit: Apartment 203, Building 7, second floor, built-up area 150 sq m, semi-finished.",
      align="j")
    P(doc, "Article 2 – The Price: EGP 4.800.000,00 (four million eight hundred thousand Egyptian pounds).",
      align="j")
    P(doc, "Article 3 – Payment: the Price is payable as set out in Annex (2).", align="j")
    P(doc, "Article 4 – Delivery: within forty-two (42) months from the date of this contract.", align="j")
    P(doc, "Annex (2) – Payment schedule (original)", bold=True)
    orig = [TR([C("Payment", b=True, fill="EDEDED"), C("Due date", b=True, fill="EDEDED"),
                C("%", b=True, fill="EDEDED", align="c"), C("Amount (EGP)", b=True, fill="EDEDED", align="r")],
               header=True),
            TR([C("Down payment"), C("01.03.2026"), C("10%", align="c"), C("480.000,00", align="r")]),
            TR([C("12 quarterly instalments, the first on 01.06.2026"), C("quarterly from 01.06.2026"),
                C("7,5% each", align="c"), C("360.000,00 each", align="r")])]
    put(doc, table_xml([6.6, 3.8, 2.2, 3.8], orig))
    P(doc, "")
    doc.add_page_break()
    P(doc, "ADDENDUM No. (1) TO THE CONTRACT DATED 01.02.2026", bold=True, align="c", size=13)
    P(doc, "This Addendum is made in Cairo on 20.02.2026 between the same parties.", align="c")
    P(doc, "1. The parties confirm that no payment has yet been made under the Contract.", align="j")
    P(doc, "2. Article 3 of the Contract and its Annex (2) are cancelled and replaced in their entirety by the "
           "following payment schedule, which alone shall govern payment of the Price:", align="j")
    hd = dict(b=True, fill="FCE4D6")
    t = [TR([C("Payment", **hd), C("Due date", **hd), C("%", align="c", **hd), C("Amount (EGP)", align="r", **hd)],
            header=True),
         TR([C("Down payment"), C(fd(rows[0].date, "dmy.")), C("15%", align="c"),
             C(fmt_eu(rows[0].amount), align="r")])]
    for i, r in enumerate(rows[1:9], 1):
        t.append(TR([C(f"Semi-annual instalment {i}"), C(fd(r.date, "dmy.")), C("10%", align="c"),
                     C(fmt_eu(r.amount), align="r")]))
    t.append(TR([C("Delivery instalment"), C("On delivery of the Unit"), C("5%", align="c"),
                 C(fmt_eu(rows[9].amount), align="r")]))
    t.append(TR([C("Total", b=True), C(""), C("100%", b=True, align="c"), C("4.800.000,00", b=True, align="r")]))
    put(doc, table_xml([6.6, 3.8, 2.2, 3.8], t))
    P(doc, "")
    P(doc, "3. All other terms of the Contract remain unchanged. A delay of more than 60 days in any instalment "
           "entitles the Company to a delay charge of 1,5% per month.", align="j")
    P(doc, "4. This Addendum forms an integral part of the Contract and is made in two originals.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx26  Qatar (Lusail): Expression of Interest form - refundable security cheque held uncashed,
#       no unit, price or plan agreed -> no plan
# ----------------------------------------------------------------------------------------------
@document
def dx26_qatar_expression_of_interest_no_plan():
    rows = []
    doc = new_doc(font="Arial", size=10, title="Expression of Interest - Marina Crest Lusail Phase 2")
    P(doc, "EXPRESSION OF INTEREST (EOI) FORM", bold=True, align="c", size=14)
    P(doc, "Marina Crest Lusail – Phase 2 – Priority Launch", align="c")
    P(doc, "EOI No. MCL2-EOI-00873      Date: 02/03/2026", align="r")
    P(doc, "This form is not a reservation, allocation or sale agreement. No unit is allocated, and no price or "
           "payment plan is agreed, by this form.", bold=True, align="j")
    put(doc, table_xml([5.6, 10.8], [TR([C(k, b=True, fill="F2F2F2"), C(v)]) for k, v in [
        ("Applicant", "Mr. Rashid Khalifa Al-Naimi"),
        ("QID", "28863401552"),
        ("Mobile / e-mail", "+974 5588 1204 / r.alnaimi@example.qa"),
        ("Preferred unit type", "2 bedrooms, 120–140 sq m, sea view, floors 8–15"),
        ("Indicative price range", "QAR 1,650,000 – QAR 1,900,000 (per the launch price list, subject to change)"),
        ("Preferred payment plan (indicative)", "Post-handover plan, if offered at launch"),
        ("EOI security cheque", "QAR 25,000, cheque no. 000418 drawn on Doha Bank, dated 02/03/2026"),
        ("Launch event", "14 March 2026, Marina Crest sales gallery, Lusail Marina District")]]))
    P(doc, "")
    P(doc, "Terms of the EOI", bold=True)
    terms = [
        "1. The EOI security cheque is held by the Developer uncashed as evidence of the Applicant's interest. It "
        "is not a payment towards the price of any unit and shall not be presented for payment.",
        "2. Applicants holding an EOI will be invited to the launch event in the order of their EOI number to "
        "select a unit from the units then available.",
        "3. If the Applicant selects a unit, a separate Reservation Agreement will be signed and the booking amount "
        "and payment plan will be those stated in that Reservation Agreement; the EOI security cheque will then be "
        "returned to the Applicant.",
        "4. If the Applicant does not select a unit, or withdraws at any time, the EOI security cheque will be "
        "returned within seven (7) working days, without deduction.",
        "5. Prices, areas and payment plans shown in marketing material are indicative only. Qatari nationals and "
        "GCC nationals may purchase in Lusail under Law No. (16) of 2018; other nationals may purchase in "
        "designated areas only.",
    ]
    for t in terms:
        P(doc, t, align="j")
    P(doc, "")
    P(doc, "Applicant's signature: ____________________        For the Developer: ____________________")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx27  Malaysia (Mont Kiara): property management agreement with percentage fees -> no plan
# ----------------------------------------------------------------------------------------------
@document
def dx27_malaysia_property_management_no_plan():
    rows = []
    doc = new_doc(font="Calibri", size=10.5, title="Property Management Agreement - Kiara Residency 3A-22-05")
    P(doc, "PROPERTY MANAGEMENT AND LETTING AGREEMENT", bold=True, align="c", size=13)
    P(doc, "THIS AGREEMENT is made on 15 April 2026 BETWEEN Mr. Lim Chee Keong (NRIC 780915-10-5521) (the "
           "\"Owner\") AND KL Prime Property Management Sdn. Bhd. (Company No. 201601033418 (1203377-W)), a "
           "registered property manager (Board of Valuers registration PM 0847) (the \"Manager\").", align="j")
    P(doc, "1. THE PROPERTY", bold=True)
    P(doc, "Parcel 3A-22-05, Kiara Residency, Jalan Kiara 3, Mont Kiara, 50480 Kuala Lumpur, a fully furnished "
           "three-bedroom condominium unit of 1,528 sq ft owned by the Owner since 2019.", align="j")
    P(doc, "2. TERM", bold=True)
    P(doc, "This Agreement commences on 1 May 2026 and continues for two (2) years until 30 April 2028, renewable "
           "by mutual agreement. Either party may terminate by giving three (3) months' written notice.", align="j")
    P(doc, "3. SERVICES", bold=True)
    P(doc, "The Manager shall find tenants, prepare tenancy agreements, collect rent, pay maintenance charges and "
           "sinking fund contributions out of the rent collected, arrange repairs and inspect the Property every six "
           "(6) months.", align="j")
    P(doc, "4. FEES", bold=True)
    fees = [("Management fee", "8% of the gross monthly rent collected, deducted monthly"),
            ("Letting fee", "One (1) month's rent for a tenancy of two (2) years; half a month's rent for one (1) year"),
            ("Renewal fee", "50% of one month's rent on each renewal"),
            ("Repairs supervision", "10% of the cost of any repair above RM 1,000"),
            ("Early termination by Owner", "Two (2) months' management fee")]
    put(doc, table_xml([5.0, 11.4], [TR([C("Item", b=True, fill="E2EFD9"), C("Charge", b=True, fill="E2EFD9")],
                                        header=True)] + [TR([C(a), C(b)]) for a, b in fees]))
    P(doc, "")
    P(doc, "5. RENT AND ACCOUNTS", bold=True)
    P(doc, "5.1 The target rent is RM 6,500 per month. The Manager shall not agree a rent below RM 6,000 per month "
           "without the Owner's written consent.", align="j")
    P(doc, "5.2 The Manager shall remit the net rent to the Owner's account no. 5140 8812 2047 with Maybank by the "
           "10th day of each month, together with a monthly statement.", align="j")
    P(doc, "5.3 The Owner shall place a float of RM 2,000 with the Manager for minor repairs, to be topped up when "
           "it falls below RM 500. Maintenance charges (currently RM 0.42 per sq ft per month) and the sinking fund "
           "(10% of the maintenance charge) are paid from the rent.", align="j")
    P(doc, "6. SST", bold=True)
    P(doc, "All fees are subject to service tax at 8%.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx28  UAE (Dubai, JLT): tenancy contract with rent cheques, deposit and commission -> no sale plan
# ----------------------------------------------------------------------------------------------
@document
def dx28_uae_dubai_tenancy_rent_cheques_no_plan():
    rows = []
    doc = new_doc(font="Arial", size=9.5, title="Tenancy Contract - Lake Terrace 2404 JLT")
    P(doc, "TENANCY CONTRACT", bold=True, align="c", size=14)
    P(doc, "Government of Dubai – Land Department – Real Estate Regulatory Agency", align="c", size=8)
    P(doc, "Date: 18/04/2026        Ejari No.: 0126041800447291", align="r")
    info = [("Owner / Lessor", "Mr. Marco Bianchi"), ("Lessor's representative", "Lakeside Homes Real Estate Brokers "
                                                                                 "L.L.C. (ORN 18824)"),
            ("Tenant", "Ms. Aisha Rahman, Bangladeshi passport EF0841122, Emirates ID 784-1990-4471882-3"),
            ("Property", "Apartment 2404, Lake Terrace Tower, Cluster D, Jumeirah Lakes Towers, Dubai "
                         "(plot 368-1192), 2 bedrooms, 1,245 sq ft, DEWA premise no. 682110447"),
            ("Property usage", "Residential"),
            ("Contract period", "From 01/05/2026 to 30/04/2027"),
            ("Annual rent", "AED 120,000 (One Hundred and Twenty Thousand Dirhams)"),
            ("Security deposit", "AED 6,000, refundable at the end of the tenancy"),
            ("Mode of payment", "Four (4) cheques")]
    put(doc, table_xml([5.0, 11.4], [TR([C(k, b=True, fill="EDEDED"), C(v)]) for k, v in info]))
    P(doc, "")
    P(doc, "Rent cheques", bold=True)
    ch = [TR([C("Cheque no.", b=True, fill="D9D9D9"), C("Bank", b=True, fill="D9D9D9"),
              C("Date", b=True, fill="D9D9D9"), C("Amount (AED)", b=True, fill="D9D9D9", align="r")], header=True)]
    for no, d in zip(["100231", "100232", "100233", "100234"],
                     [D(2026, 5, 1), D(2026, 8, 1), D(2026, 11, 1), D(2027, 2, 1)]):
        ch.append(TR([C(no), C("Emirates NBD"), C(fd(d, "dmy/")), C("30,000.00", align="r")]))
    put(doc, table_xml([3.4, 4.6, 3.6, 4.8], ch))
    P(doc, "")
    P(doc, "Other payments by the Tenant: Ejari registration fee AED 220; agency commission AED 6,000 (5% of the "
           "annual rent) paid to the broker on signing; DEWA connection deposit AED 2,000.", align="j")
    P(doc, "Terms and conditions", bold=True)
    for t in ["1. The Tenant has inspected the premises and agreed to lease the unit on its current condition.",
              "2. The Tenant shall pay for electricity, water and cooling (Empower) from 01/05/2026.",
              "3. The rent may only be increased on renewal in accordance with the RERA rental index (Decree No. 43 "
              "of 2013). Either party wishing to amend the terms shall give 90 days' notice before expiry.",
              "4. A bounced cheque attracts a charge of AED 500 and the Lessor may claim the full rent for the "
              "remaining period.",
              "5. Early termination by the Tenant requires 60 days' notice and payment of two (2) months' rent as "
              "compensation."]:
        P(doc, t, align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx29  UK (London): tracked move (moveFrom / moveTo) of an instalment paragraph, a deleted
#       paragraph and revised balance figures
# ----------------------------------------------------------------------------------------------
@document
def dx29_uk_london_tracked_move_and_deleted_paragraph():
    price = 685000
    rows = [R("Deposit", price, 10, D(2026, 3, 18)), R("Second Deposit", price, 5, D(2026, 12, 18)),
            R("Balance", price, 85, None)]
    check_plan(rows, price)
    doc = new_doc(font="Arial", size=10, title="Contract Summary - Apartment 1204 Canal Reach")
    Rev.reset("Blackwood Pryce LLP (AM)", "2026-03-09T14:05:00Z")
    settings_flag(doc, "w:trackRevisions")
    moved = "Second Deposit: 5% of the Purchase Price (£34,250.00) payable on 18 December 2026."

    def move_para(kind, text, prefix_xml=""):
        rid = Rev.next()
        mark = f'<w:{kind} {Rev.attrs()}/>'
        return (f"<w:p>{ppr(align='j', mark=mark)}"
                f'<w:{kind}RangeStart w:id="{rid}" w:author="{escape(Rev.author)}" w:date="{Rev.date}" '
                f'w:name="move224471"/>{prefix_xml}<w:{kind} {Rev.attrs()}>{run(text)}</w:{kind}>'
                f'<w:{kind}RangeEnd w:id="{rid}"/></w:p>')

    P(doc, "AGREEMENT FOR SALE – CONTRACT SUMMARY AND SPECIAL CONDITIONS", bold=True, align="c", size=13)
    P(doc, "Apartment 1204, Canal Reach, 3 Wharf Road, London N1 7GR (title number AGL551820)", align="c")
    P(doc, "1. PARTICULARS", bold=True)
    P(doc, "Seller: Canal Reach Developments Limited (company no. 10448219). Buyer: Mr Tomasz Nowak and Ms Hannah "
           "Greene. Purchase Price: £685,000.00. Lease: 250 years from 25 March 2024 at a ground rent of a "
           "peppercorn (Leasehold Reform (Ground Rent) Act 2022).", align="j")
    P(doc, "2. COMPLETION", bold=True)
    P(doc, "Completion takes place 10 working days after service of notice that the Apartment is complete. The "
           "Seller expects completion in the first half of 2028; the long stop date is 31 December 2028.", align="j")
    P(doc, "3. DEPOSIT AND PAYMENT OF THE PRICE", bold=True)
    put(doc, para(run("3.1 Deposit: 10% of the Purchase Price (£68,500.00) payable on exchange of contracts on "
                      "18 March 2026."), align="j"))
    put(doc, move_para("moveTo", moved, prefix_xml=ins("3.2 ")))
    put(doc, para(dele("3.2 Third Deposit: 5% of the Purchase Price (£34,250.00) payable on 18 June 2027."),
                  mark=f"<w:del {Rev.attrs()}/>", align="j"))
    put(doc, para(run("3.3 Balance: ") + dele("80%") + ins("85%") + run(" of the Purchase Price (£")
                  + dele("548,000.00") + ins("582,250.00") + run(") payable on Completion."), align="j"))
    P(doc, "3.4 All deposits are paid to the Seller's solicitors, Blackwood Pryce LLP, as stakeholders and are "
           "protected under the Consumer Code for New Homes deposit protection up to £100,000 per plot.", align="j")
    P(doc, "4. INTEREST", bold=True)
    P(doc, "The Contract Rate is 4% above the Bank of England base rate. Interest runs on any late sum from the "
           "due date until payment.", align="j")
    P(doc, "9. MISCELLANEOUS", bold=True)
    P(doc, "9.1 The Buyer confirms that it has not relied on any brochure or computer-generated image.", align="j")
    put(doc, move_para("moveFrom", "9.2 " + moved))
    P(doc, "9.3 Stamp Duty Land Tax is payable by the Buyer on Completion at the rates then in force.", align="j")
    return doc, rows


# ----------------------------------------------------------------------------------------------
# dx30  Pakistan (Karachi): document-assembly output with block-level w:customXml wrapping every
#       plan row and the plan paragraphs
# ----------------------------------------------------------------------------------------------
@document
def dx30_pakistan_karachi_block_custom_xml():
    price = 27500000
    rows = [R("Booking", price, 15, D(2026, 3, 1)), R("Allocation", price, 5, D(2026, 4, 1))]
    rows += [R(f"Q{i}", price, dec("8.75"), d) for i, d in enumerate(series(D(2026, 6, 1), 8, 3), 1)]
    rows.append(R("Possession", price, 10, None))
    check_plan(rows, price)
    URI = "urn:oceanfront-karachi:contracts:2026"
    doc = new_doc(font="Calibri", size=10.5, title="Booking and Sale Agreement - Oceanfront Towers B-2207")

    def cx_block(elem, inner):
        return f'<w:customXml w:uri="{URI}" w:element="{elem}">{inner}</w:customXml>'

    P(doc, "BOOKING AND SALE AGREEMENT", bold=True, align="c", size=14)
    P(doc, "Oceanfront Towers – Tower B – Apartment B-2207 – Clifton Block 2, Karachi", align="c")
    put(doc, cx_block("parties", tpara(
        "This Agreement is made at Karachi on 01-03-2026 between Oceanfront Builders (Pvt.) Ltd., having its office "
        "at 7th Floor, Dolmen Executive Tower, Clifton, Karachi (the \"Builder\"), and Mr. Faraz Ahmed Siddiqui, "
        "CNIC 42201-5512884-7 (the \"Purchaser\").", align="j")))
    put(doc, cx_block("property", tpara(
        "1. The Builder agrees to sell the Apartment No. B-2207 on the 22nd floor of Tower B (3 bedrooms, 2,480 sq ft, "
        "SBCA approval no. SBCA/DD-II/2025/312) for a total price of Rs. 27,500,000/- (Rupees Twenty-Seven Million "
        "Five Hundred Thousand only).", align="j")))
    put(doc, cx_block("paymentIntro", tpara(
        "2. The Purchaser shall pay the total price in accordance with the following payment schedule:", align="j")))
    W = [1.2, 5.6, 3.2, 1.8, 4.6]
    hd = dict(b=True, fill="DEEAF6")
    t = [TR([C("#", align="c", **hd), C("Payment", **hd), C("Due date", **hd), C("%", align="c", **hd),
             C("Amount (Rs.)", align="r", **hd)], header=True)]
    names = ["Booking", "Allocation / confirmation"] + [f"Quarterly instalment {i}" for i in range(1, 9)] + \
            ["On possession"]
    for i, (r, nm) in enumerate(zip(rows, names), 1):
        t.append(TR([C(str(i), align="c"), C(nm), C(fd(r.date, "dmy-") if r.date else "On offer of possession"),
                     C(fmt_pct(r.pct), align="c"), C(fmt_en(r.amount) + "/-", align="r")],
                    wrap=(URI, "instalment")))
    t.append(TR([C(""), C("Total", b=True), C(""), C("100%", b=True, align="c"), C("27,500,000/-", b=True, align="r")],
                wrap=(URI, "total")))
    put(doc, table_xml(W, t))
    P(doc, "")
    put(doc, cx_block("lateCharges", tpara(
        "3. A late payment surcharge of 1.5% per month shall apply. If three instalments remain outstanding, the "
        "Builder may cancel the booking and refund the amounts received after deducting 10% of the total price.",
        align="j")))
    put(doc, cx_block("possession", tpara(
        "4. Possession is expected in the second half of 2028. Maintenance charges of Rs. 9 per sq ft per month "
        "will apply from the date of possession. Transfer before possession is allowed on payment of a transfer "
        "fee of 2% of the total price.", align="j")))
    return doc, rows


# ----------------------------------------------------------------------------------------------
def verify(name):
    """Re-open the written file: the zip must be sound, every XML part must parse, python-docx must load it."""
    from lxml import etree
    path = os.path.join(OUT, name + ".docx")
    with zipfile.ZipFile(path) as z:
        assert z.testzip() is None, name
        for n in z.namelist():
            if n.endswith((".xml", ".rels")):
                etree.fromstring(z.read(n))
    d = Document(path)
    assert d.paragraphs or d.tables, name
    with open(os.path.join(OUT, name + ".expected.json"), encoding="utf-8") as fh:
        json.load(fh)


def main():
    names = set()
    for fn in DOCS:
        name = fn.__name__
        assert name not in names and name.startswith("dx")
        names.add(name)
        doc, rows = fn()
        save(doc, name, rows)
        verify(name)
        print(f"{name}: {len(rows)} rows")
    print(f"{len(DOCS)} documents")


if __name__ == "__main__":
    main()
