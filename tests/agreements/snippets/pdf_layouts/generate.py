#!/usr/bin/env python
"""Builds the PDF agreement snippets in this folder and their .expected.json rows.

Run from this folder:  python generate.py
Deterministic: no random numbers, no current date, reportlab invariant mode.
"""
import calendar
import json
import os
from datetime import date
from decimal import Decimal as D

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (BaseDocTemplate, CondPageBreak, Flowable, Frame, FrameBreak, KeepTogether,
                                NextPageTemplate, PageBreak, PageTemplate, Paragraph, Spacer, Table,
                                TableStyle)

OUT = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]

# ---------------------------------------------------------------- fonts
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEJAVU_B = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
HAVE_DEJAVU = os.path.exists(DEJAVU) and os.path.exists(DEJAVU_B)
if HAVE_DEJAVU:
    pdfmetrics.registerFont(TTFont("DejaVuSans", DEJAVU))
    pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", DEJAVU_B))
    from reportlab.pdfbase.pdfmetrics import registerFontFamily
    registerFontFamily("DejaVuSans", normal="DejaVuSans", bold="DejaVuSans-Bold",
                       italic="DejaVuSans", boldItalic="DejaVuSans-Bold")
RUPEE = "\u20b9" if HAVE_DEJAVU else "INR"
INDIA_FONT = "DejaVuSans" if HAVE_DEJAVU else "Helvetica"

BOLD = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "DejaVuSans": "DejaVuSans-Bold",
        "Courier": "Courier-Bold"}


# ---------------------------------------------------------------- dates and numbers
def add_months(d, n, day=None):
    day = day or d.day
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return date(y, m, min(day, calendar.monthrange(y, m)[1]))


def series(first, count, step):
    return [add_months(first, k * step) for k in range(count)]


def exp_date(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fd(d, style):
    """Format a date the way the document writes it."""
    if style == "dmy/":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy-":
        return "%02d-%02d-%d" % (d.day, d.month, d.year)
    if style == "dmy.":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "mdy/":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "d-Mon-Y":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
    if style == "d Mon Y":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "d Month Y":
        return "%d %s %d" % (d.day, MONTH[d.month - 1], d.year)
    if style == "dth Month Y":
        return "%s %s %d" % (ordinal(d.day), MONTH[d.month - 1], d.year)
    if style == "Month d, Y":
        return "%s %d, %d" % (MONTH[d.month - 1], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def fen(x, dec=2):
    return format(D(x), ",.%df" % dec)


def feu(x, dec=2):
    s = fen(x, dec)
    return s.replace(",", "_").replace(".", ",").replace("_", ".")


def fin(x, dec=0):
    x = D(x)
    s = format(x, ".%df" % dec)
    ip, _, fp = s.partition(".")
    if len(ip) > 3:
        head, tail = ip[:-3], ip[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        ip = ",".join(groups + [tail])
    return ip + ("." + fp if fp else "")


def fpct(p, eu=False):
    s = format(D(p).normalize(), "f")
    return (s.replace(".", ",") if eu else s) + "%"


# ---------------------------------------------------------------- rows
class Row:
    def __init__(self, label, due=None, pct=None, amount=None, fee=False, ph=False):
        self.label, self.due, self.pct, self.fee, self.ph = label, due, pct, fee, ph
        self.stated = None if amount is None else D(amount)

    def value(self, price):
        if self.stated is not None:
            if self.pct is not None and not self.fee:
                assert self.stated == D(price) * D(self.pct) / 100, (self.label, self.stated)
            return self.stated
        v = D(price) * D(self.pct) / 100
        assert v == v.quantize(D("0.01")), (self.label, v)
        return v


def num(x):
    x = D(x)
    return int(x) if x == x.to_integral_value() else float(x)


def write_expected(doc_id, rows, price):
    out = []
    for r in rows:
        out.append({"amount": num(r.value(price)) if (r.stated is not None or r.pct is not None) else 0,
                    "dueDate": exp_date(r.due),
                    "percentage": num(r.pct) if r.pct is not None else 0,
                    "isFee": bool(r.fee),
                    "postHandover": bool(r.ph)})
    plan = [r for r in rows if not r.fee]
    if plan and all(r.pct is not None for r in plan):
        assert sum(D(r.pct) for r in plan) == 100, doc_id
    if plan:
        assert sum(r.value(price) for r in plan) == D(price), (doc_id, sum(r.value(price) for r in plan))
    with open(os.path.join(OUT, doc_id + ".expected.json"), "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")


# ---------------------------------------------------------------- styles
def styles(font="Helvetica", size=10, leading=None, justify=True):
    b = BOLD[font]
    lead = leading or size * 1.3
    st = {}
    st["body"] = ParagraphStyle("body", fontName=font, fontSize=size, leading=lead,
                                alignment=TA_JUSTIFY if justify else TA_LEFT, spaceAfter=size * 0.5)
    st["small"] = ParagraphStyle("small", parent=st["body"], fontSize=size - 2, leading=(size - 2) * 1.25)
    st["title"] = ParagraphStyle("title", fontName=b, fontSize=size + 5, leading=(size + 5) * 1.25,
                                 alignment=TA_CENTER, spaceAfter=size * 0.4)
    st["subtitle"] = ParagraphStyle("subtitle", fontName=font, fontSize=size, leading=lead,
                                    alignment=TA_CENTER, spaceAfter=size)
    st["h"] = ParagraphStyle("h", fontName=b, fontSize=size + 1, leading=(size + 1) * 1.3,
                             spaceBefore=size * 0.6, spaceAfter=size * 0.4)
    st["cell"] = ParagraphStyle("cell", fontName=font, fontSize=size - 1, leading=(size - 1) * 1.2)
    st["cellb"] = ParagraphStyle("cellb", parent=st["cell"], fontName=b)
    st["cellr"] = ParagraphStyle("cellr", parent=st["cell"], alignment=TA_RIGHT)
    st["cellc"] = ParagraphStyle("cellc", parent=st["cell"], alignment=TA_CENTER)
    st["font"], st["bold"], st["size"] = font, b, size
    return st


def P(text, style):
    return Paragraph(text, style)


def clauses(st, items, start=1, sub=False):
    """items: list of (heading, text). Returns flowables numbered from start."""
    out = []
    for i, (head, text) in enumerate(items, start):
        if head:
            out.append(P("%d. %s" % (i, head.upper()), st["h"]))
            out.append(P(text, st["body"]))
        else:
            out.append(P("%d. %s" % (i, text), st["body"]))
    return out


def ruled(extra=(), header=True, size=None, head_bg=colors.HexColor("#D9D9D9")):
    cmds = [("GRID", (0, 0), (-1, -1), 0.5, colors.black),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]
    if header:
        cmds.append(("BACKGROUND", (0, 0), (-1, 0), head_bg))
    return TableStyle(cmds + list(extra))


def borderless(extra=()):
    cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
    return TableStyle(cmds + list(extra))


# ---------------------------------------------------------------- custom flowables
class DotLeader(Flowable):
    """label ........................ figure   (a line typeset with dot leaders)."""

    def __init__(self, left, right, font="Helvetica", size=10, indent=0, bold=False):
        super().__init__()
        self.left, self.right, self.font, self.size, self.indent = left, right, font, size, indent
        if bold:
            self.font = BOLD[font]

    def wrap(self, aw, ah):
        self.width = aw
        return aw, self.size * 1.6

    def draw(self):
        c = self.canv
        c.setFont(self.font, self.size)
        lw = pdfmetrics.stringWidth(self.left, self.font, self.size)
        rw = pdfmetrics.stringWidth(self.right, self.font, self.size)
        x0 = self.indent
        c.drawString(x0, 2, self.left)
        dot = pdfmetrics.stringWidth(".", self.font, self.size)
        space = self.width - x0 - lw - rw - 8
        n = int(space / dot)
        if n > 0:
            c.drawString(x0 + lw + 4, 2, "." * n)
        c.drawRightString(self.width, 2, self.right)


class Stamp(Flowable):
    """A rubber-stamp-like box: double border, a few centred lines, slightly rotated."""

    def __init__(self, lines, w=62 * mm, h=30 * mm, angle=4, color=colors.HexColor("#1F3A93"),
                 font="Helvetica-Bold", size=8):
        super().__init__()
        self.lines, self.w, self.h, self.angle, self.color, self.font, self.size = lines, w, h, angle, color, font, size

    def wrap(self, aw, ah):
        return self.w + 6, self.h + 10

    def draw(self):
        c = self.canv
        c.saveState()
        c.translate(self.w / 2 + 3, self.h / 2 + 5)
        c.rotate(self.angle)
        c.setStrokeColor(self.color)
        c.setFillColor(self.color)
        c.setLineWidth(1.6)
        c.roundRect(-self.w / 2, -self.h / 2, self.w, self.h, 6)
        c.setLineWidth(0.6)
        c.roundRect(-self.w / 2 + 3, -self.h / 2 + 3, self.w - 6, self.h - 6, 4)
        n = len(self.lines)
        lead = self.size * 1.35
        y = (n - 1) * lead / 2 - self.size / 3
        for i, t in enumerate(self.lines):
            c.setFont(self.font if i == 0 else "Helvetica", self.size if i else self.size + 1)
            c.drawCentredString(0, y - i * lead, t)
        c.restoreState()


# ---------------------------------------------------------------- page decoration and building
def numbered_canvas(deco):
    """deco(canvas, page_no, page_count) is drawn on every page once the page count is known."""

    class NC(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._pages = []

        def showPage(self):
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._pages)
            for i, state in enumerate(self._pages, 1):
                self.__dict__.update(state)
                deco(self, i, n)
                super().showPage()
            super().save()

    return NC


def header_footer(head_left="", head_right="", foot_left="", foot_fmt="Page {p} of {n}", font="Helvetica",
                  size=8, rule=True, foot_center=False):
    def deco(c, p, n):
        w, h = c._pagesize
        c.saveState()
        c.setFont(font, size)
        if head_left or head_right:
            c.drawString(18 * mm, h - 12 * mm, head_left)
            c.drawRightString(w - 18 * mm, h - 12 * mm, head_right)
            if rule:
                c.setLineWidth(0.4)
                c.line(18 * mm, h - 13.5 * mm, w - 18 * mm, h - 13.5 * mm)
        if rule and (foot_left or foot_fmt):
            c.setLineWidth(0.4)
            c.line(18 * mm, 14.5 * mm, w - 18 * mm, 14.5 * mm)
        if foot_left:
            c.drawString(18 * mm, 10 * mm, foot_left)
        if foot_fmt:
            t = foot_fmt.format(p=p, n=n)
            if foot_center:
                c.drawCentredString(w / 2, 10 * mm, t)
            else:
                c.drawRightString(w - 18 * mm, 10 * mm, t)
        c.restoreState()

    return deco


def frame_for(pagesize, margins=(18 * mm, 18 * mm, 20 * mm, 20 * mm), ident="main"):
    l, r, t, b = margins
    w, h = pagesize
    return Frame(l, b, w - l - r, h - t - b, id=ident, leftPadding=0, rightPadding=0, topPadding=0,
                 bottomPadding=0)


def build(doc_id, story, deco=None, templates=None, pagesize=A4, title="Agreement", author="", margins=None):
    path = os.path.join(OUT, doc_id + ".pdf")
    doc = BaseDocTemplate(path, pagesize=pagesize, title=title, author=author, subject="Sale and Purchase Agreement",
                          creator="generate.py (reportlab)",
                          invariant=1)
    if templates is None:
        templates = [PageTemplate("main", [frame_for(pagesize, margins or (18 * mm, 18 * mm, 20 * mm, 20 * mm))],
                                  pagesize=pagesize)]
    doc.addPageTemplates(templates)
    kw = {}
    if deco is not None:
        kw["canvasmaker"] = numbered_canvas(deco)
    doc.build(story, **kw)
    return path


# ---------------------------------------------------------------- boilerplate clauses
def cap(s):
    return s[0].upper() + s[1:]


def boiler(keys, cur="AED", seller="the Seller", buyer="the Purchaser", law="the laws of the Emirate of Dubai",
           unit="the Unit", eu=False):
    amt = feu if eu else fen
    lib = {
        "definitions": ("Definitions",
                        "In this Agreement, <i>Completion</i> means the date on which %s is ready for handover as "
                        "notified in writing by %s; <i>Handover</i> means the delivery of vacant possession of %s "
                        "to %s; <i>Business Day</i> means any day other than a Friday, Saturday or public holiday; "
                        "and <i>Instalment</i> means each payment due under the Payment Plan." %
                        (unit, seller, unit, buyer)),
        "sale": ("Sale and Purchase",
                 "%s agrees to sell and %s agrees to purchase %s for the Purchase Price, free from any "
                 "mortgage, charge or other encumbrance created by %s, on the terms of this Agreement." %
                 (cap(seller), buyer, unit, seller)),
        "area": ("Area Variation",
                 "The area of %s stated in the Particulars is approximate. If the area measured on Completion "
                 "differs from it by more than 5%% (five per cent), the Purchase Price shall be adjusted pro rata for "
                 "the difference in excess of that 5%%, and no adjustment shall be made for any smaller variation."
                 % unit),
        "late": ("Late Payment",
                 "Any amount not paid by its due date shall bear a late payment charge of 2%% (two per cent) per "
                 "month or part month on the overdue amount until paid in full, without prejudice to the other "
                 "rights of %s. A cheque returned unpaid shall attract a charge of %s %s." %
                 (seller, cur, amt(1000))),
        "termination": ("Default and Termination",
                        "If %s fails to pay any Instalment within thirty (30) days of a written notice of default, "
                        "%s may terminate this Agreement and retain up to 25%% (twenty-five per cent) of the "
                        "Purchase Price, refunding any balance of the amounts paid within ninety (90) days of the "
                        "resale of %s." % (buyer, seller, unit)),
        "construction": ("Construction Progress",
                         "%s shall inform %s when construction reaches 50%% and again when it reaches 90%% "
                         "completion, as certified by the project consultant. Progress reports are for information "
                         "only and do not change any due date." % (cap(seller), buyer)),
        "handover": ("Handover",
                     "%s shall give %s not less than thirty (30) days' notice of Completion. Handover shall take "
                     "place only after all amounts due up to and including Handover have been paid and the "
                     "handover documents have been signed." % (cap(seller), buyer)),
        "service": ("Service Charges",
                    "From the date of Handover %s shall pay the service charges levied by the owners' association "
                    "in accordance with its approved budget. Service charges are not part of the Purchase Price."
                    % buyer),
        "assignment": ("Assignment",
                       "%s may not assign or transfer this Agreement before 40%% (forty per cent) of the Purchase "
                       "Price has been paid, and then only with the prior written consent of %s." %
                       (cap(buyer), seller)),
        "refund": ("Delay in Completion",
                   "If Completion does not occur within twelve (12) months after the Anticipated Completion Date "
                   "(other than by force majeure), %s may terminate this Agreement and receive a refund of all "
                   "amounts paid towards the Purchase Price together with compensation of 5%% (five per cent) of "
                   "those amounts." % buyer),
        "escrow": ("Escrow Account",
                   "All payments towards the Purchase Price shall be made to the project escrow account No. "
                   "0112-457893-001 held with the escrow agent, quoting the unit number and the agreement "
                   "reference. Payments made to any other account are made at the risk of %s." % buyer),
        "force": ("Force Majeure",
                  "Neither party shall be liable for any delay caused by events beyond its reasonable control, "
                  "including war, epidemic, governmental action or shortage of materials, provided it notifies "
                  "the other party within fourteen (14) days of becoming aware of the event."),
        "defects": ("Defects Liability",
                    "%s shall remedy any structural defect notified within ten (10) years, and any other defect "
                    "notified within one (1) year, after Completion." % cap(seller)),
        "notices": ("Notices",
                    "Notices shall be in writing and delivered by hand, courier or e-mail to the addresses set out "
                    "in the Particulars, and are deemed received on the next Business Day after dispatch."),
        "law": ("Governing Law",
                "This Agreement is governed by %s, and the courts having jurisdiction there shall have "
                "exclusive jurisdiction over any dispute arising out of it." % law),
        "entire": ("Entire Agreement",
                   "This Agreement, including its Schedules, is the entire agreement between the parties and "
                   "supersedes any brochure, reservation form or other earlier representation."),
    }
    return [lib[k] for k in keys]


def sig_block(st, left, right):
    data = [[P(left[0], st["cellb"]), P(right[0], st["cellb"])]]
    for a, b in zip(left[1:], right[1:]):
        data.append([P(a, st["cell"]), P(b, st["cell"])])
    t = Table(data, colWidths=[85 * mm, 85 * mm])
    t.setStyle(borderless([("TOPPADDING", (0, 1), (-1, -1), 5)]))
    return KeepTogether([t])


# ================================================================ documents
DOCS = []


def doc(fn):
    DOCS.append(fn)
    return fn


def plan_table(st, rows, price, cols, widths, fmt_amount, fmt_date, event_text=None, ruled_style=True,
               total=None, repeat=1, extra_style=(), head_rows=None, pct_eu=False):
    """Generic plan table. cols: list of column keys among no,label,date,pct,amount,cur_amount."""
    heads = head_rows or []
    data = [[P(h, st["cellb"]) if k not in ("pct", "amount") else P(h, ParagraphStyle(
        "hr", parent=st["cellb"], alignment=TA_RIGHT)) for k, h in cols]]
    n = 0
    for r in rows:
        if isinstance(r, str):  # a section heading row inside the table
            heads.append(len(data))
            data.append([P(r, st["cellb"])] + [""] * (len(cols) - 1))
            continue
        n += 1
        line = []
        for k, _ in cols:
            if k == "no":
                line.append(P(str(n), st["cell"]))
            elif k == "label":
                line.append(P(r.label, st["cell"]))
            elif k == "date":
                line.append(P(fmt_date(r.due) if r.due else (event_text(r) if event_text else "-"), st["cell"]))
            elif k == "pct":
                line.append(P(fpct(r.pct, pct_eu) if r.pct is not None else "-", st["cellr"]))
            elif k == "amount":
                line.append(P(fmt_amount(r.value(price)), st["cellr"]))
        data.append(line)
    if total:
        data.append([P(t, st["cellb"] if i < len(total) - 2 else ParagraphStyle(
            "tr", parent=st["cellb"], alignment=TA_RIGHT)) for i, t in enumerate(total)])
    t = Table(data, colWidths=widths, repeatRows=repeat)
    ex = list(extra_style)
    for i in heads:
        ex += [("SPAN", (0, i), (-1, i)), ("BACKGROUND", (0, i), (-1, i), colors.HexColor("#EFEFEF"))]
    t.setStyle(ruled(ex) if ruled_style else borderless(ex))
    return t


# ---------------------------------------------------------------- 01 UAE: ruled table, fee table after the plan
@doc
def ae01():
    did = "ae01_ruled_table_fees_after_plan"
    st = styles("Helvetica", 9.5)
    price = D(1850000)
    d0 = date(2026, 1, 15)
    plan = [Row("Down Payment", d0, 10),
            Row("1st Instalment", date(2026, 7, 15), 10),
            Row("2nd Instalment", date(2027, 1, 15), 10),
            Row("3rd Instalment", date(2027, 7, 15), 10),
            Row("4th Instalment", date(2028, 1, 15), 10),
            Row("On Handover", None, 50)]
    fees = [Row("DLD Registration Fee (4% of the Purchase Price)", d0, 4, 74000, fee=True),
            Row("Oqood Registration and Administration Fee", d0, None, 5250, fee=True)]
    story = [P("AGREEMENT FOR SALE AND PURCHASE", st["title"]),
             P("(Off-Plan Residential Unit &mdash; Creekview Heights, Dubai Creek Harbour)", st["subtitle"]),
             P("This Agreement is made on 15 January 2026 between <b>Creekview Heights Developments LLC</b>, a "
               "limited liability company registered in Dubai under Commercial Licence No. 1098765, P.O. Box 71234, "
               "Dubai, United Arab Emirates (the <b>Seller</b>), and <b>Mr. Rahul Menon</b>, holder of Passport "
               "No. Z4456712, of Villa 18, Street 4, Al Barsha 2, Dubai (the <b>Purchaser</b>).", st["body"]),
             P("PARTICULARS", st["h"])]
    part = [["Project", "Creekview Heights, Tower B"], ["Unit No.", "1204 (Level 12)"],
            ["Unit Type", "Two Bedroom Apartment"], ["Approximate Area", "1,102.35 sq ft (102.41 sq m)"],
            ["Parking", "One bay, B2-117"], ["Purchase Price", "AED 1,850,000.00 (One Million Eight Hundred "
                                                              "Fifty Thousand UAE Dirhams)"],
            ["Anticipated Completion Date", "31 December 2027"]]
    t = Table([[P(a, st["cellb"]), P(b, st["cell"])] for a, b in part], colWidths=[55 * mm, 119 * mm])
    t.setStyle(ruled(header=False))
    story += [t, Spacer(1, 6)]
    story += clauses(st, boiler(["definitions", "sale", "area", "late", "termination", "construction",
                                 "handover", "escrow", "law"]))
    story += [P("SCHEDULE 1 &mdash; PAYMENT PLAN", st["h"]),
              P("The Purchase Price shall be paid in the following instalments:", st["body"])]
    story.append(plan_table(st, plan, price, [("no", "No."), ("label", "Milestone"), ("date", "Due Date"),
                                               ("pct", "%"), ("amount", "Amount (AED)")],
                            [12 * mm, 62 * mm, 38 * mm, 20 * mm, 42 * mm], fen, lambda d: fd(d, "d-Mon-Y"),
                            lambda r: "On Handover", total=["", "Total", "", "100%", fen(price)]))
    story += [Spacer(1, 8), P("SCHEDULE 2 &mdash; FEES PAYABLE IN ADDITION TO THE PURCHASE PRICE", st["h"]),
              P("The following fees are not part of the Purchase Price and are payable by the Purchaser to the "
                "Seller for onward payment to the Dubai Land Department:", st["body"])]
    story.append(plan_table(st, fees, price, [("label", "Fee"), ("date", "Due Date"), ("pct", "%"),
                                              ("amount", "Amount (AED)")],
                            [74 * mm, 38 * mm, 20 * mm, 42 * mm], fen, lambda d: fd(d, "d-Mon-Y")))
    story += [Spacer(1, 16), sig_block(st, ["For and on behalf of the Seller", "Name: Khalid Al Mansoori",
                                            "Authorised Signatory", "Signature: ____________________"],
                                       ["The Purchaser", "Name: Rahul Menon", "Passport No. Z4456712",
                                        "Signature: ____________________"])]
    build(did, story, header_footer("Creekview Heights - Sale and Purchase Agreement",
                                    "SPA Ref. CVH-SPA-2026-0417", "Unit 1204 | Purchaser's initials: ______"))
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 02 UAE: borderless table, positions only
@doc
def ae02():
    did = "ae02_borderless_table_positions"
    st = styles("Times-Roman", 11)
    price = D(2450000)
    plan = [Row("Booking Payment", date(2026, 3, 1), 20),
            Row("Second Payment", date(2026, 9, 1), 10),
            Row("Third Payment", date(2027, 3, 1), 10),
            Row("Fourth Payment", date(2027, 9, 1), 10),
            Row("Fifth Payment", date(2028, 3, 1), 10),
            Row("Completion Payment", None, 40)]
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Al Reem Shore Residences, Al Reem Island, Abu Dhabi", st["subtitle"]),
             P("THIS AGREEMENT is dated 20/02/2026 and is made between <b>Reem Shore Real Estate Development "
               "LLC</b> (Licence No. CN-2214587) (the \"Developer\") and <b>Ms. Fatima Hassan Al Nuaimi</b>, "
               "Emirates ID 784-1990-4456123-2 (the \"Purchaser\").", st["body"]),
             P("1. The Developer sells and the Purchaser buys Apartment 3307, Building C2, with an approximate "
               "saleable area of 1,486 sq ft, for a Purchase Price of AED 2,450,000 (Two Million Four Hundred Fifty "
               "Thousand Dirhams).", st["body"]),
             P("2. The Purchase Price is payable as follows. Amounts are in UAE Dirhams and are payable to the "
               "escrow account stated in clause 3.", st["body"]),
             Spacer(1, 4)]
    data = [["Payment", "Due Date", "%", "AED"]]
    for r in plan:
        data.append([r.label, fd(r.due, "dmy/") if r.due else "On completion", fpct(r.pct), fen(r.value(price))])
    t = Table(data, colWidths=[60 * mm, 38 * mm, 20 * mm, 40 * mm], hAlign="LEFT")
    t.setStyle(borderless([("FONT", (0, 0), (-1, -1), "Times-Roman", 11),
                           ("FONT", (0, 0), (-1, 0), "Times-Bold", 11),
                           ("ALIGN", (2, 0), (-1, -1), "RIGHT")]))
    story += [t, Spacer(1, 8)]
    items = boiler(["escrow", "late", "termination", "handover", "assignment", "law"], seller="the Developer",
                   law="the laws of the Emirate of Abu Dhabi")
    story += clauses(st, items, start=3)
    story += [Spacer(1, 14), P("Signed by the Developer: ____________________ &nbsp;&nbsp;&nbsp; Signed by the "
                               "Purchaser: ____________________", st["body"])]
    build(did, story, header_footer("", "", "", "{p}", font="Times-Roman", rule=False, foot_center=True))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 03 UAE: labels wrapping onto 2-3 lines
@doc
def ae03():
    did = "ae03_wrapped_milestone_labels"
    st = styles("Helvetica", 9.5)
    price = D(1260000)
    d0 = date(2026, 2, 10)
    plan = [Row("Down Payment payable upon execution of this Agreement by the Purchaser", d0, 20),
            Row("Second Instalment payable upon completion of 20% of the construction of the Building as "
                "certified by the Project Consultant", None, 10),
            Row("Third Instalment payable upon completion of 40% of the construction of the Building as "
                "certified by the Project Consultant", None, 10),
            Row("Fourth Instalment payable upon completion of 60% of the construction of the Building as "
                "certified by the Project Consultant", None, 10),
            Row("Fifth Instalment payable upon completion of 80% of the construction of the Building as "
                "certified by the Project Consultant", None, 10),
            Row("Final Instalment payable upon Completion and prior to Handover of the Unit to the Purchaser",
                None, 40)]
    fees = [Row("Dubai Land Department registration fee (4% of the Purchase Price) payable by the Purchaser "
                "in addition to the Purchase Price", d0, 4, 50400, fee=True)]
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Oakridge Gardens, Jumeirah Village Circle, Dubai &mdash; Agreement No. OG/JVC/0932", st["subtitle"]),
             P("This Agreement is entered into on 10/02/2026 between <b>Oakridge Properties Development LLC</b>, "
               "Dubai (the \"Seller\") and <b>Mr. Anton Petrov</b>, Passport No. 75 1234567 (the \"Purchaser\") "
               "for Unit G-214 in Oakridge Gardens (Plot No. 681-2211) with an area of 742.18 sq ft at a "
               "Purchase Price of AED 1,260,000.00.", st["body"])]
    story += clauses(st, boiler(["definitions", "construction", "late"]))
    story += [P("4. PAYMENT SCHEDULE", st["h"]),
              P("The Purchaser shall pay the Purchase Price and the fee below as follows:", st["body"])]
    cols = [("no", "#"), ("label", "Payment Milestone"), ("date", "Due Date"), ("pct", "% of Price"),
            ("amount", "Amount AED")]
    t = plan_table(st, plan + fees, price, cols, [9 * mm, 60 * mm, 33 * mm, 22 * mm, 32 * mm], fen,
                   lambda d: fd(d, "dmy/"), lambda r: "Upon milestone")
    story += [t, Spacer(1, 6)]
    story += clauses(st, boiler(["termination", "handover", "law"]), start=5)
    story += [Spacer(1, 12), sig_block(st, ["SELLER", "Oakridge Properties Development LLC", "Date: 10/02/2026"],
                                       ["PURCHASER", "Anton Petrov", "Date: 10/02/2026"])]
    build(did, story, header_footer("Oakridge Gardens SPA", "Agreement No. OG/JVC/0932",
                                    "Unit G-214", "Page {p} of {n}"))
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 04 UAE: long table over a page break, header repeated
@doc
def ae04():
    did = "ae04_long_table_repeated_header"
    st = styles("Helvetica", 9.5)
    price = D(1500000)
    d0 = date(2026, 1, 31)
    plan = [Row("Down Payment", d0, 10)]
    for k in range(1, 31):  # last calendar day of each month: stepped from 31 January
        plan.append(Row("Monthly Instalment %d of 30" % k, add_months(d0, k), 2))
    plan.append(Row("Final Payment on Handover", None, 30))
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Marina Crest Residences, Dubai Marina &mdash; Reference MCR-SPA-0588", st["subtitle"]),
             P("This Agreement dated 31-01-2026 is made between <b>Marina Crest Development FZCO</b> (the Seller) and "
               "<b>Mr. Omar Farouk Siddiqui</b> and <b>Mrs. Hina Siddiqui</b> (jointly, the Purchaser) for Unit "
               "2603, Marina Crest Tower 1, Plot 392-118, with a saleable area of 912.40 sq ft.", st["body"]),
             P("The Purchase Price is AED 1,500,000.00 (One Million Five Hundred Thousand Dirhams), payable in "
               "accordance with the Payment Plan in clause 5. The Anticipated Completion Date is 30-09-2028.",
               st["body"])]
    story += clauses(st, boiler(["definitions", "sale", "area", "escrow"]))
    story += [P("5. PAYMENT PLAN", st["h"]),
              P("The Purchaser shall pay the Purchase Price on the dates and in the amounts set out below. Monthly "
                "instalments fall due on the last calendar day of each month.", st["body"])]
    story.append(plan_table(st, plan, price, [("no", "No."), ("label", "Description"), ("date", "Due Date"),
                                               ("pct", "Percentage"), ("amount", "Amount (AED)")],
                            [12 * mm, 64 * mm, 34 * mm, 26 * mm, 38 * mm], fen, lambda d: fd(d, "dmy-"),
                            lambda r: "On Handover", total=["", "TOTAL", "", "100%", fen(price)]))
    story.append(Spacer(1, 8))
    story += clauses(st, boiler(["late", "termination", "handover", "law"]), start=6)
    story += [Spacer(1, 12), sig_block(st, ["Seller", "Marina Crest Development FZCO", "Date: 31-01-2026"],
                                       ["Purchaser", "Omar Farouk Siddiqui / Hina Siddiqui", "Date: 31-01-2026"])]
    build(did, story, header_footer("MARINA CREST RESIDENCES", "Ref. MCR-SPA-0588 | Unit 2603",
                                    "Confidential", "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 05 UAE: post-handover heading inside the table
@doc
def ae05():
    did = "ae05_post_handover_heading_in_table"
    st = styles("Helvetica", 9.5)
    price = D(3200000)
    plan = [Row("Down Payment", date(2026, 3, 5), 20),
            Row("Instalment 1", date(2026, 9, 5), 10),
            Row("Instalment 2", date(2027, 3, 5), 10),
            Row("Instalment 3", date(2027, 9, 5), 10),
            Row("On Handover", None, 10),
            Row("Instalment 4", date(2028, 3, 5), 10, ph=True),
            Row("Instalment 5", date(2028, 9, 5), 10, ph=True),
            Row("Instalment 6", date(2029, 3, 5), 10, ph=True),
            Row("Instalment 7", date(2029, 9, 5), 10, ph=True)]
    rows = ["DURING CONSTRUCTION"] + plan[:5] + ["POST-HANDOVER PAYMENT PLAN (after handover of the Villa)"] + plan[5:]
    story = [P("VILLA SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Palm Vista Villas, Palm Jebel Ali, Dubai", st["subtitle"]),
             P("Agreement No. PV-V-0117, dated 05 March 2026, between <b>Palm Vista Real Estate Development LLC</b> "
               "(the \"Seller\") and <b>Mr. Li Wei</b> (Passport No. E98765432) (the \"Purchaser\").", st["body"]),
             P("The Seller agrees to sell Villa No. PV-117 (plot area 6,450 sq ft; built-up area 4,980 sq ft) to the "
               "Purchaser for AED 3,200,000.00. Handover is expected in the fourth quarter of 2027. The Purchaser "
               "shall pay part of the Purchase Price after Handover as shown in the Payment Plan; title will be "
               "transferred once the final instalment has been paid.", st["body"]),
             P("PAYMENT PLAN", st["h"])]
    story.append(plan_table(st, rows, price, [("label", "Payment"), ("date", "Due Date"), ("pct", "%"),
                                               ("amount", "Amount (AED)")],
                            [70 * mm, 40 * mm, 22 * mm, 42 * mm], fen, lambda d: fd(d, "dmy-").replace("-", "/"),
                            lambda r: "Handover", total=["TOTAL", "", "100%", fen(price)]))
    story.append(Spacer(1, 8))
    story += clauses(st, boiler(["late", "termination", "handover", "service", "law"]))
    story += [P("A post-handover instalment that remains unpaid for sixty (60) days entitles the Seller to suspend "
                "the Purchaser's access cards and to claim the late payment charge under clause 2.", st["body"]),
              Spacer(1, 12), sig_block(st, ["Seller", "Palm Vista Real Estate Development LLC"],
                                       ["Purchaser", "Li Wei"])]
    build(did, story, header_footer("Palm Vista Villas", "Agreement No. PV-V-0117", "", "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 06 UAE: two-column page
@doc
def ae06():
    did = "ae06_two_column_plan_and_clauses"
    st = styles("Times-Roman", 10)
    price = D(980000)
    d0 = date(2026, 3, 12)
    plan = [Row("Deposit", d0, 10), Row("Second Instalment", date(2026, 9, 12), 10),
            Row("Third Instalment", date(2027, 3, 12), 10), Row("Fourth Instalment", date(2027, 9, 12), 10),
            Row("Fifth Instalment", date(2028, 3, 12), 10), Row("Completion Payment", None, 50)]
    fees = [Row("Interim Registration Fee (2% of the Purchase Price)", d0, 2, 19600, fee=True)]
    w, h = A4
    m = 18 * mm
    gap = 8 * mm
    colw = (w - 2 * m - gap) / 2
    one = PageTemplate("one", [frame_for(A4)], pagesize=A4)
    two = PageTemplate("two", [Frame(m, 20 * mm, colw, h - 40 * mm, id="left", leftPadding=0, rightPadding=0,
                                     topPadding=0, bottomPadding=0),
                               Frame(m + colw + gap, 20 * mm, colw, h - 40 * mm, id="right", leftPadding=0,
                                     rightPadding=0, topPadding=0, bottomPadding=0)], pagesize=A4)
    story = [P("AGREEMENT FOR THE SALE OF AN OFF-PLAN UNIT", st["title"]),
             P("Al Marjan Cove, Al Marjan Island, Ras Al Khaimah", st["subtitle"]),
             P("This Agreement is made on 12 March 2026 between <b>Marjan Cove Developers LLC</b>, Ras Al Khaimah "
               "(the Seller) and <b>Ms. Sarah Johnson</b>, British passport No. 123456789 (the Buyer).",
               st["body"]),
             P("PARTICULARS", st["h"])]
    part = [["Unit", "Apartment 508, Building A3"], ["Area", "1,054 sq ft"], ["Purchase Price", "AED 980,000"],
            ["Completion", "Anticipated in the third quarter of 2028"]]
    t = Table([[P(a, st["cellb"]), P(b, st["cell"])] for a, b in part], colWidths=[45 * mm, 120 * mm])
    t.setStyle(ruled(header=False))
    story += [t, Spacer(1, 6)]
    story += clauses(st, boiler(["definitions", "sale", "area", "construction", "escrow", "handover"],
                                seller="the Seller", buyer="the Buyer",
                                law="the laws of the Emirate of Ras Al Khaimah"))
    story += [NextPageTemplate("two"), PageBreak()]
    cst = styles("Times-Roman", 9.5)
    story += [P("SCHEDULE 2 &ndash; PAYMENT PLAN", cst["h"]),
              P("The Purchase Price of AED 980,000 is payable by the Buyer as follows:", cst["body"])]
    story.append(plan_table(cst, plan, price, [("label", "Instalment"), ("date", "Date"), ("pct", "%"),
                                                ("amount", "AED")],
                            [28 * mm, 25 * mm, 11 * mm, 22 * mm], lambda x: fen(x, 0),
                            lambda d: fd(d, "d Month Y"), lambda r: "On Completion"))
    story += [Spacer(1, 6), P("Registration fee payable by the Buyer in addition to the Purchase Price:",
                              cst["body"])]
    story.append(plan_table(cst, fees, price, [("label", "Fee"), ("date", "Date"), ("pct", "%"),
                                               ("amount", "AED")],
                            [28 * mm, 25 * mm, 11 * mm, 22 * mm], lambda x: fen(x, 0),
                            lambda d: fd(d, "d Month Y")))
    story += [Spacer(1, 6), P("Cheques shall be drawn in favour of the escrow account named in clause 5. Post-dated "
                              "cheques for the Second to Fifth Instalments shall be delivered on signing.",
                              cst["body"]), FrameBreak()]
    story += clauses(cst, boiler(["late", "termination", "refund", "assignment", "force", "law"],
                                 seller="the Seller", buyer="the Buyer",
                                 law="the laws of the Emirate of Ras Al Khaimah"), start=7)
    story += [Spacer(1, 10), P("Signed: ____________ (Seller) &nbsp; ____________ (Buyer)", cst["body"])]
    build(did, story, header_footer("Al Marjan Cove - SPA", "Ref. AMC/A3/508/2026", "", "Page {p} of {n}",
                                    font="Times-Roman"), templates=[one, two])
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 07 UAE: plan as numbered clauses, a series, words
@doc
def ae07():
    did = "ae07_numbered_clauses_series_and_words"
    st = styles("Times-Roman", 11)
    price = D(2000000)
    plan = [Row("Booking Deposit", date(2026, 1, 20), 10, 200000),
            Row("Second Instalment", date(2026, 7, 20), 10)]
    for k, d in enumerate(series(date(2027, 3, 15), 8, 3), 1):
        plan.append(Row("Instalment %d of 8" % k, d, 5))
    plan.append(Row("Balance on Handover", None, 40))
    fees = [Row("DLD Registration Fee", date(2026, 1, 20), 4, 80000, fee=True)]
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Executive Bay Tower, Business Bay, Dubai", st["subtitle"]),
             P("<b>THIS AGREEMENT</b> is made on 20 January 2026 <b>BETWEEN</b> Bayline Properties LLC of Office "
               "1402, Bay Square Building 7, Business Bay, Dubai (the <b>Seller</b>) <b>AND</b> Mr. Daniel Okafor of "
               "Apartment 11, 22 Marina Walk, Dubai (the <b>Purchaser</b>).", st["body"]),
             P("<b>1. THE UNIT.</b> Office Unit 2210 on the 22nd floor of Executive Bay Tower, with an approximate "
               "area of 1,350 square feet.", st["body"]),
             P("<b>2. PURCHASE PRICE.</b> The Purchase Price is Two Million UAE Dirhams (AED 2,000,000), inclusive "
               "of one parking space (P3-044).", st["body"]),
             P("<b>3. ANTICIPATED COMPLETION.</b> The Seller anticipates Completion on or before 30 June 2029.",
               st["body"]),
             P("<b>4. PAYMENT OF THE PURCHASE PRICE.</b> The Purchaser shall pay the Purchase Price as follows:",
               st["body"])]
    sub = ParagraphStyle("sub", parent=st["body"], leftIndent=22, firstLineIndent=-22)
    story += [P("4.1&nbsp;&nbsp;a Booking Deposit of Two Hundred Thousand UAE Dirhams, being ten per cent (10%) of "
                "the Purchase Price, on signing this Agreement on 20 January 2026;", sub),
              P("4.2&nbsp;&nbsp;a Second Instalment of 10% of the Purchase Price on 20 July 2026;", sub),
              P("4.3&nbsp;&nbsp;eight (8) quarterly instalments of 5% of the Purchase Price each, the first on "
                "15 March 2027 and the remaining seven on the fifteenth day of every third month thereafter; and",
                sub),
              P("4.4&nbsp;&nbsp;the balance of 40% of the Purchase Price on Handover.", sub),
              P("4.5&nbsp;&nbsp;In addition to the Purchase Price, the Purchaser shall pay the Dubai Land Department "
                "registration fee of 4% of the Purchase Price (AED 80,000) on 20 January 2026.", sub)]
    story += clauses(st, boiler(["late", "termination", "refund", "handover", "law"]), start=5)
    story += [Spacer(1, 12), sig_block(st, ["SIGNED by the Seller", "Bayline Properties LLC"],
                                       ["SIGNED by the Purchaser", "Daniel Okafor"])]
    build(did, story, header_footer("", "", "SPA - Executive Bay Tower - Office 2210", "Page {p}",
                                    font="Times-Roman", rule=False))
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 08 UAE: month-first (US style) dates
@doc
def ae08():
    did = "ae08_month_first_us_dates"
    st = styles("Helvetica", 9.5)
    price = D(1640000)
    d0 = date(2026, 1, 20)
    plan = [Row("Down Payment", d0, 20), Row("Installment 1", date(2026, 5, 1), 10),
            Row("Installment 2", date(2026, 9, 1), 10), Row("Installment 3", date(2027, 1, 4), 10),
            Row("Installment 4", date(2027, 6, 15), 10), Row("Handover Payment", None, 40)]
    fees = [Row("DLD Fee (4% of Purchase Price)", d0, 4, 65600, fee=True)]
    story = [P("PURCHASE AGREEMENT", st["title"]),
             P("Harborline Residences, Dubai Harbour &mdash; Contract No. HL-DXB-2026-0042", st["subtitle"]),
             P("This Purchase Agreement (the \"Agreement\") is entered into as of 01/20/2026 (the \"Effective "
               "Date\") by and between <b>Harborline Development LLC</b>, a Dubai limited liability company "
               "(\"Developer\"), and <b>Michael J. Carter</b> (\"Buyer\").", st["body"]),
             P("<b>1. Property.</b> Residence 1708, Harborline Tower North, approximately 1,212 square feet, "
               "together with parking space N-B1-88.", st["body"]),
             P("<b>2. Purchase Price.</b> AED 1,640,000.00 (One Million Six Hundred Forty Thousand UAE Dirhams).",
               st["body"]),
             P("<b>3. Payment Schedule.</b> Buyer shall pay the Purchase Price in accordance with the following "
               "schedule:", st["body"])]
    story.append(plan_table(st, plan, price, [("no", "No."), ("label", "Payment"), ("date", "Due Date"),
                                               ("pct", "Percent"), ("amount", "Amount (AED)")],
                            [12 * mm, 60 * mm, 36 * mm, 24 * mm, 42 * mm], fen, lambda d: fd(d, "mdy/"),
                            lambda r: "Upon Handover"))
    story += [Spacer(1, 6),
              P("<b>4. Registration Fee.</b> In addition to the Purchase Price, Buyer shall pay the following fee "
                "to Developer for remittance to the Dubai Land Department:", st["body"])]
    story.append(plan_table(st, fees, price, [("label", "Fee"), ("date", "Due Date"), ("pct", "Percent"),
                                              ("amount", "Amount (AED)")],
                            [72 * mm, 36 * mm, 24 * mm, 42 * mm], fen, lambda d: fd(d, "mdy/")))
    story += [Spacer(1, 6),
              P("<b>5. Estimated Completion.</b> Developer estimates that the Property will be completed by "
                "12/31/2027. Developer may extend this date by up to twelve (12) months.", st["body"])]
    story += clauses(st, boiler(["late", "termination", "law"], seller="Developer", buyer="Buyer",
                                unit="the Property"), start=6)
    story += [Spacer(1, 12), sig_block(st, ["DEVELOPER", "By: Jason Whitfield, Managing Director",
                                            "Date: 01/20/2026"],
                                       ["BUYER", "Michael J. Carter", "Date: 01/20/2026"])]
    build(did, story, header_footer("Harborline Residences", "Contract No. HL-DXB-2026-0042",
                                    "Buyer initials: ____   Developer initials: ____", "Page {p} of {n}"))
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 09 UAE: dot leaders, reservation fee first
@doc
def ae09():
    did = "ae09_dot_leaders_reservation_fee_first"
    st = styles("Times-Roman", 11)
    price = D(1100000)
    d0 = date(2026, 2, 15)
    pre = [Row("Reservation Fee", d0, None, 20000, fee=True)]
    plan = [Row("Down Payment", d0, 10), Row("First Instalment", date(2026, 6, 15), 10),
            Row("Second Instalment", date(2026, 10, 15), 10), Row("Third Instalment", date(2027, 2, 15), 10),
            Row("Fourth Instalment", date(2027, 6, 15), 10), Row("Balance on Handover", None, 50)]
    post = [Row("Oqood Registration Fee", d0, None, 1150, fee=True)]
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Meydan Heights &middot; Unit MH-B-0912 &middot; Agreement dated 15.02.2026", st["subtitle"]),
             P("Parties: <b>Meydan Heights Properties LLC</b> (the Seller) and <b>Mrs. Aigerim Bekova</b> "
               "(the Purchaser).", st["body"]),
             P("Unit: Apartment 912, Block B, Meydan Heights, Nad Al Sheba First; area 688.90 sq ft.", st["body"]),
             P("Purchase Price: AED 1,100,000.00 (One Million One Hundred Thousand Dirhams).", st["body"])]
    story += clauses(st, boiler(["definitions", "sale", "escrow"]))
    story += [P("4. PAYMENTS", st["h"]),
              P("4.1 Reservation. The Purchaser shall pay a non-refundable Reservation Fee, which is payable in "
                "addition to the Purchase Price and is not credited against it:", st["body"]),
              DotLeader("Reservation Fee - due 15.02.2026", "AED 20,000.00", "Times-Roman", 11, indent=18),
              Spacer(1, 4),
              P("4.2 Payment Plan. The Purchase Price shall be paid as follows:", st["body"])]
    for r in plan:
        left = "%s (%s)%s" % (r.label, fpct(r.pct), " - due " + fd(r.due, "dmy.") if r.due else " - on Handover")
        story.append(DotLeader(left, "AED " + fen(r.value(price)), "Times-Roman", 11, indent=18))
    story += [DotLeader("Total Purchase Price", "AED " + fen(price), "Times-Roman", 11, indent=18, bold=True),
              Spacer(1, 4),
              P("4.3 Registration. The Purchaser shall also pay, in addition to the Purchase Price:", st["body"]),
              DotLeader("Oqood Registration Fee - due 15.02.2026", "AED 1,150.00", "Times-Roman", 11, indent=18),
              Spacer(1, 6)]
    story += clauses(st, boiler(["late", "termination", "handover", "law"]), start=5)
    story += [Spacer(1, 10), P("Seller: ______________________ &nbsp;&nbsp;&nbsp;&nbsp; Purchaser: "
                               "______________________", st["body"])]
    build(did, story, header_footer("", "", "Meydan Heights SPA | MH-B-0912", "Page {p} of {n}",
                                    font="Times-Roman"))
    write_expected(did, pre + plan + post, price)


# ---------------------------------------------------------------- 10 UAE: landscape page with cumulative columns
@doc
def ae10():
    did = "ae10_landscape_plan_page_cumulative"
    st = styles("Helvetica", 9.5)
    price = D(2760000)
    plan = [Row("Down Payment", date(2026, 4, 22), 15)]
    for k, d in enumerate(series(date(2026, 8, 22), 5, 4), 1):
        plan.append(Row(["1st", "2nd", "3rd", "4th", "5th"][k - 1] + " Instalment", d, 5))
    plan += [Row("6th Instalment", date(2028, 4, 22), 10), Row("On Handover", None, 50)]
    port = PageTemplate("portrait", [frame_for(A4)], pagesize=A4)
    land = PageTemplate("landscape", [frame_for(landscape(A4))], pagesize=landscape(A4))
    story = [P("AGREEMENT FOR SALE", st["title"]),
             P("Serenity Lagoon Townhouses, Dubailand &mdash; Ref. SLT/TH/0231", st["subtitle"]),
             P("This Agreement is dated 22 April 2026 and is made between <b>Serenity Lagoon Developments LLC</b> "
               "(the Seller) and <b>Mr. Vikram Rao and Mrs. Priya Rao</b> (the Purchaser).", st["body"]),
             P("The Seller sells and the Purchaser buys Townhouse TH-231 (4 bedrooms; plot 2,870 sq ft; built-up "
               "area 2,415 sq ft) for a Purchase Price of AED 2,760,000.00, payable in accordance with the "
               "Payment Plan in Schedule A (overleaf).", st["body"])]
    story += clauses(st, boiler(["definitions", "area", "late", "termination", "construction", "handover",
                                 "law"]))
    story += [NextPageTemplate("landscape"), PageBreak(),
              P("SCHEDULE A &mdash; PAYMENT PLAN (Townhouse TH-231, Purchase Price AED 2,760,000.00)", st["h"])]
    data = [[P(h, st["cellb"] if i < 3 else ParagraphStyle("x", parent=st["cellb"], alignment=TA_RIGHT))
             for i, h in enumerate(["No.", "Milestone", "Due Date", "% of Price", "Amount (AED)", "Cumulative %",
                                    "Cumulative Amount (AED)"])]]
    cp, ca = D(0), D(0)
    for i, r in enumerate(plan, 1):
        cp += D(r.pct)
        ca += r.value(price)
        data.append([P(str(i), st["cell"]), P(r.label, st["cell"]),
                     P(fd(r.due, "d Mon Y") if r.due else "On Handover", st["cell"]),
                     P(fpct(r.pct), st["cellr"]), P(fen(r.value(price)), st["cellr"]),
                     P(fpct(cp), st["cellr"]), P(fen(ca), st["cellr"])])
    t = Table(data, colWidths=[14 * mm, 70 * mm, 36 * mm, 26 * mm, 38 * mm, 28 * mm, 48 * mm], repeatRows=1)
    t.setStyle(ruled())
    story += [t, Spacer(1, 10),
              P("Cumulative columns are shown for information only. Payments are to be made to the escrow account "
                "No. 0341-228871-002. The Purchaser's obligation to pay the On Handover instalment arises on the "
                "date stated in the Seller's completion notice.", st["body"]),
              Spacer(1, 16), sig_block(st, ["Seller", "Serenity Lagoon Developments LLC"],
                                       ["Purchaser", "Vikram Rao / Priya Rao"])]
    build(did, story, header_footer("Serenity Lagoon Townhouses", "Ref. SLT/TH/0231", "", "Page {p} of {n}"),
          templates=[port, land])
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 11 UAE: stamp boxes and signatures next to the plan
@doc
def ae11():
    did = "ae11_stamp_box_beside_plan"
    st = styles("Helvetica", 9.5)
    price = D(870000)
    plan = [Row("Down Payment", date(2026, 2, 27), 10), Row("2nd Instalment", date(2026, 8, 27), 10),
            Row("3rd Instalment", date(2027, 2, 27), 10), Row("4th Instalment", date(2027, 8, 27), 10),
            Row("5th Instalment", date(2028, 2, 27), 10), Row("On Handover", None, 50)]
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Furjan Gate Residences, Al Furjan, Dubai", st["subtitle"]),
             P("Agreement Ref. FGR-SPA-1136 dated 27/02/2026 between <b>Furjan Gate Developers LLC</b> (the Seller) "
               "and <b>Mr. Hamza Qureshi</b>, Emirates ID 784-1988-7654321-5 (the Purchaser), for Apartment 406, "
               "Building 2, with a saleable area of 604.75 sq ft, at a Purchase Price of AED 870,000.00.",
               st["body"])]
    story += clauses(st, boiler(["definitions", "sale", "escrow", "late"]))
    story += [P("5. PAYMENT PLAN", st["h"])]
    pt = plan_table(st, plan, price, [("label", "Instalment"), ("date", "Due Date"), ("pct", "%"),
                                      ("amount", "AED")],
                    [32 * mm, 24 * mm, 12 * mm, 26 * mm], fen, lambda d: fd(d, "dmy/"),
                    lambda r: "Handover")
    stamps = [Stamp(["OQOOD REGISTERED", "Dubai Land Department", "Reg. No. 2026/118734", "Date: 03/03/2026"],
                    angle=5),
              Spacer(1, 8),
              Stamp(["PAYMENT RECEIVED", "Receipt No. RCP-004512", "27/02/2026 - Cheque No. 000781",
                     "AED 87,000.00"], angle=-4, color=colors.HexColor("#B22222"))]
    outer = Table([[pt, stamps]], colWidths=[100 * mm, 74 * mm])
    outer.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    story += [outer, Spacer(1, 8)]
    story += clauses(st, boiler(["termination", "handover", "law"]), start=6)
    story += [Spacer(1, 10), sig_block(st, ["For the Seller", "Name: Ahmed Saleh", "Date: 27/02/2026",
                                            "Trade Licence No. 812345"],
                                       ["The Purchaser", "Name: Hamza Qureshi", "Date: 27/02/2026",
                                        "Mobile: +971 50 123 4567"])]
    build(did, story, header_footer("Furjan Gate Residences", "Ref. FGR-SPA-1136", "Apartment 406 / Building 2",
                                    "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 12 UAE: addendum without a plan
@doc
def ae12():
    did = "ae12_addendum_no_plan"
    st = styles("Times-Roman", 11)
    story = [P("ADDENDUM No. 2 TO THE SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Ref. SPA No. GHV-2024-0771 &middot; Greenhill Views, Dubai Hills", st["subtitle"]),
             P("This Addendum is made on 14 May 2026 between <b>Greenhill Views Development LLC</b> (the Seller) and "
               "<b>Ms. Elena Rossi</b> (the Purchaser), and amends the Sale and Purchase Agreement dated 03 September "
               "2024 (the Agreement) for Apartment 1105, Building 3, with an area of 1,188 sq ft and a Purchase "
               "Price of AED 1,450,000.", st["body"]),
             P("1. Parking. The parking bay allocated to the Unit is changed from B1-042 to B2-117. No additional "
               "consideration is payable for this change.", st["body"]),
             P("2. Anticipated Completion Date. The Anticipated Completion Date in the Particulars is changed from "
               "30 June 2026 to 31 December 2026. If Completion occurs after 31 December 2027, the Seller shall pay "
               "the Purchaser compensation of 1% of the Purchase Price for each full year of delay.", st["body"]),
             P("3. Area. Clause 3 of the Agreement (Area Variation) applies to the re-measured area, with a tolerance "
               "of 5%.", st["body"]),
             P("4. Payment Plan. This Addendum does not change the Payment Plan in Schedule 3 of the Agreement, which "
               "remains in full force and effect. No instalment is rescheduled by this Addendum.", st["body"]),
             P("5. Termination. If the Purchaser terminates the Agreement under clause 14, the Seller may retain up "
               "to 30% of the Purchase Price as provided there.", st["body"]),
             P("6. All other terms of the Agreement remain unchanged. This Addendum is governed by the laws of the "
               "Emirate of Dubai.", st["body"]),
             Spacer(1, 18),
             sig_block(st, ["Seller", "Greenhill Views Development LLC", "Date: 14/05/2026"],
                       ["Purchaser", "Elena Rossi", "Date: 14/05/2026"])]
    build(did, story, header_footer("", "Addendum 2 - SPA GHV-2024-0771", "", "Page {p} of {n}", font="Times-Roman"))
    write_expected(did, [], 0)


# ---------------------------------------------------------------- 13 Saudi Arabia: ISO dates, admin fee after plan
@doc
def sa13():
    did = "sa13_iso_dates_admin_fee_after"
    st = styles("Helvetica", 9.5)
    price = D(1350000)
    plan = [Row("Down Payment", date(2026, 4, 15), 10), Row("Second Instalment", date(2026, 10, 15), 15),
            Row("Third Instalment", date(2027, 4, 15), 15), Row("Fourth Instalment", date(2027, 10, 15), 15),
            Row("Fifth Instalment", date(2028, 4, 15), 15), Row("Upon Delivery of the Unit", None, 30)]
    fees = [Row("Administrative Fee (in addition to the price)", date(2026, 4, 15), None, 5000, fee=True)]
    story = [P("OFF-PLAN RESIDENTIAL UNIT SALE CONTRACT", st["title"]),
             P("Al Narjis Gardens Project, Riyadh &mdash; Wafi Licence No. 1447/0382", st["subtitle"]),
             P("Contract No. NG-RUH-2026-0155, concluded in Riyadh on 2026-04-15 between <b>Narjis Gardens Real "
               "Estate Development Company</b>, Commercial Registration No. 1010654321 (the First Party / "
               "Developer), and <b>Mr. Abdullah bin Saad Al-Qahtani</b>, National ID No. 1045678912 (the Second "
               "Party / Purchaser).", st["body"]),
             P("ARTICLE 1 &ndash; THE UNIT", st["h"]),
             P("Apartment No. B-305, third floor, Building B, with a net area of 168.5 square metres, on Plot No. 77 "
               "of Scheme No. 3127.", st["body"]),
             P("ARTICLE 2 &ndash; THE PRICE", st["h"]),
             P("The total price of the Unit is SAR 1,350,000 (One Million Three Hundred and Fifty Thousand Saudi "
               "Riyals). Payments are made only into the project escrow account with the escrow bank.", st["body"]),
             P("ARTICLE 3 &ndash; PAYMENT SCHEDULE", st["h"])]
    story.append(plan_table(st, plan, price, [("no", "No."), ("label", "Payment"), ("date", "Due Date"),
                                               ("pct", "Ratio"), ("amount", "Amount (SAR)")],
                            [12 * mm, 62 * mm, 36 * mm, 22 * mm, 42 * mm], fen, lambda d: fd(d, "iso"),
                            lambda r: "On delivery", total=["", "Total", "", "100%", fen(price)]))
    story += [Spacer(1, 6), P("ARTICLE 4 &ndash; FEES", st["h"]),
              P("The Purchaser shall pay the following fee, which is not part of the price:", st["body"])]
    story.append(plan_table(st, fees, price, [("label", "Fee"), ("date", "Due Date"), ("amount", "Amount (SAR)")],
                            [96 * mm, 36 * mm, 42 * mm], fen, lambda d: fd(d, "iso")))
    items = boiler(["late", "termination", "construction", "handover", "defects", "law"], cur="SAR",
                   seller="the Developer", law="the laws of the Kingdom of Saudi Arabia")
    story += clauses(st, items, start=5)
    story += [Spacer(1, 12), sig_block(st, ["First Party (Developer)", "Narjis Gardens Real Estate Development Co.",
                                            "Date: 2026-04-15"],
                                       ["Second Party (Purchaser)", "Abdullah bin Saad Al-Qahtani",
                                        "Date: 2026-04-15"])]
    build(did, story, header_footer("Narjis Gardens - Contract NG-RUH-2026-0155", "Wafi Licence No. 1447/0382",
                                    "CR 1010654321", "Page {p} of {n}"))
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 14 Saudi Arabia: construction stages, long labels
@doc
def sa14():
    did = "sa14_construction_stage_labels_wrap"
    st = styles("Helvetica", 9.5)
    price = D(2100000)
    plan = [Row("First payment upon signing of this Contract on 01/02/2026", date(2026, 2, 1), 10),
            Row("Second payment upon completion of excavation and foundation works, as certified by the engineering "
                "consultant approved by Wafi", None, 20),
            Row("Third payment upon completion of the structural frame (skeleton) of the building, including the "
                "roof slab", None, 25),
            Row("Fourth payment upon completion of masonry, plastering and mechanical, electrical and plumbing "
                "first-fix works", None, 20),
            Row("Fifth payment upon completion of finishing works and issuance of the completion certificate",
                None, 20),
            Row("Final payment upon delivery of the Unit to the Purchaser and signing of the handover report",
                None, 5)]
    story = [P("CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT ON THE PLAN", st["title"]),
             P("Obhur Bay Residences, North Obhur, Jeddah", st["subtitle"]),
             P("This Contract is made in Jeddah on 01/02/2026 between <b>Obhur Bay Development Company</b> (CR No. "
               "4030287766; Wafi licence issued 18/11/2025) (the Developer) and <b>Ms. Noura Al-Harbi</b>, National "
               "ID No. 1122334455 (the Purchaser), for Unit 12, Building 4, with an area of 215 square metres, at a "
               "total price of SAR 2,100,000.", st["body"])]
    story += clauses(st, boiler(["definitions", "construction", "escrow"], cur="SAR", seller="the Developer"))
    story += [P("4. PAYMENT OF THE PRICE", st["h"]),
              P("The price is payable in stages linked to the progress of construction. The Developer shall notify "
                "the Purchaser in writing when each stage is certified, and the payment for that stage is due within "
                "fifteen (15) days of the notice.", st["body"])]
    story.append(plan_table(st, plan, price, [("no", "#"), ("label", "Stage"), ("date", "Date"),
                                               ("pct", "Percentage"), ("amount", "Amount (SAR)")],
                            [9 * mm, 70 * mm, 28 * mm, 26 * mm, 35 * mm], fen, lambda d: fd(d, "dmy/"),
                            lambda r: "Upon certification"))
    story.append(Spacer(1, 6))
    story += clauses(st, boiler(["late", "termination", "refund", "law"], cur="SAR", seller="the Developer",
                                law="the laws of the Kingdom of Saudi Arabia"), start=5)
    story += [Spacer(1, 12), sig_block(st, ["The Developer", "Obhur Bay Development Company"],
                                       ["The Purchaser", "Noura Al-Harbi"])]
    build(did, story, header_footer("Obhur Bay Residences", "Contract OBR/JED/2026/0412", "Unit 12 - Building 4",
                                    "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 15 Saudi Arabia: price breakdown table next to the plan
@doc
def sa15():
    did = "sa15_price_breakdown_table_near_plan"
    st = styles("Times-Roman", 10.5)
    price = D(1680000)
    plan = [Row("Down payment", date(2026, 5, 15), 20), Row("Second payment", date(2026, 11, 15), 20),
            Row("Third payment", date(2027, 5, 15), 20), Row("Final payment on delivery of the villa", None, 40)]
    story = [P("VILLA SALE AGREEMENT", st["title"]),
             P("Al Shati Villas, Al Khobar &mdash; Agreement No. SV-KHB-0048", st["subtitle"]),
             P("This Agreement is made on 15/05/2026 between <b>Al Shati Homes Company</b> (the Seller) and <b>Mr. "
               "Faisal Al-Dossary</b> (the Buyer) for Villa No. 48, Al Shati Villas, Plot No. 2-48.", st["body"]),
             P("1. PRICE OF THE VILLA", st["h"]),
             P("The price of the Villa is calculated as follows:", st["body"])]
    bd = [["Item", "Area (sqm)", "Rate (SAR / sqm)", "Value (SAR)"],
          ["Built-up area", "350", "3,600", "1,260,000"],
          ["Land", "400", "1,050", "420,000"],
          ["Total Price", "", "", "1,680,000"]]
    t = Table(bd, colWidths=[60 * mm, 30 * mm, 40 * mm, 40 * mm])
    t.setStyle(ruled([("FONT", (0, 0), (-1, -1), "Times-Roman", 9.5), ("FONT", (0, 0), (-1, 0), "Times-Bold", 9.5),
                      ("FONT", (0, -1), (-1, -1), "Times-Bold", 9.5), ("ALIGN", (1, 0), (-1, -1), "RIGHT")]))
    story += [t, Spacer(1, 4),
              P("The estimated annual service charge after delivery is SAR 12 per square metre of built-up area "
                "(approximately SAR 4,200 per year); this estimate is not part of the price.", st["body"]),
              P("2. PAYMENT SCHEDULE", st["h"]),
              P("The Buyer shall pay the Total Price of SAR 1,680,000 as follows:", st["body"])]
    story.append(plan_table(st, plan, price, [("label", "Payment"), ("date", "Due date"), ("pct", "%"),
                                               ("amount", "Amount (SAR)")],
                            [70 * mm, 30 * mm, 30 * mm, 40 * mm], lambda x: fen(x, 0), lambda d: fd(d, "dmy/"),
                            lambda r: "On delivery"))
    story.append(Spacer(1, 6))
    story += clauses(st, boiler(["area", "late", "termination", "handover", "law"], cur="SAR", buyer="the Buyer",
                                unit="the Villa", law="the laws of the Kingdom of Saudi Arabia"), start=3)
    story += [Spacer(1, 12), sig_block(st, ["Seller", "Al Shati Homes Company", "Date: 15/05/2026"],
                                       ["Buyer", "Faisal Al-Dossary", "Date: 15/05/2026"])]
    build(did, story, header_footer("", "", "Al Shati Villas - SV-KHB-0048", "{p}/{n}", font="Times-Roman"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 16 Saudi Arabia: dot leaders and signature block with IDs
@doc
def sa16():
    did = "sa16_signature_block_ids_after_plan"
    st = styles("Helvetica", 10)
    price = D(960000)
    plan = [Row("First instalment", date(2026, 3, 10), 25), Row("Second instalment", date(2026, 9, 10), 25),
            Row("Third instalment", date(2027, 3, 10), 25), Row("Fourth instalment (on delivery)", None, 25)]
    story = [P("APARTMENT SALE CONTRACT", st["title"]),
             P("Al Malqa Heights, Riyadh &mdash; Contract No. MH-0931", st["subtitle"]),
             P("Concluded on 10/03/2026 between <b>Malqa Heights Real Estate Company</b> (the First Party) and "
               "<b>Mr. Turki Al-Otaibi</b> (the Second Party) for Apartment 7, second floor, Building 3, "
               "area 142 square metres, for a total price of SAR 960,000.", st["body"])]
    story += clauses(st, boiler(["definitions", "sale", "late", "termination", "law"], cur="SAR",
                                seller="the First Party", buyer="the Second Party",
                                law="the laws of the Kingdom of Saudi Arabia"))
    story += [P("6. PAYMENT SCHEDULE", st["h"]),
              P("The Second Party shall pay the price to the First Party as follows:", st["body"])]
    for r in plan:
        left = "%s - %s - %s" % (r.label, fpct(r.pct), fd(r.due, "dmy/") if r.due else "upon delivery")
        story.append(DotLeader(left, "SAR " + fen(r.value(price)), "Helvetica", 10, indent=14))
    story += [Spacer(1, 14), P("IN WITNESS WHEREOF the parties have signed this Contract in two originals.",
                               st["body"])]
    box = [[P("<b>FIRST PARTY</b>", st["cell"]), P("<b>SECOND PARTY</b>", st["cell"])],
           [P("Malqa Heights Real Estate Company<br/>CR No. 1010456789<br/>Represented by: Eng. Saleh Al-Shehri<br/>"
              "ID No. 1023456789<br/>Date: 10/03/2026<br/><br/>Signature: ______________", st["cell"]),
            P("Turki Al-Otaibi<br/>National ID No. 1087654321<br/>Mobile: 0501234567<br/>P.O. Box 11564, Riyadh<br/>"
              "Date: 10/03/2026<br/><br/>Signature: ______________", st["cell"])],
           [P("Witness: Majed Al-Zahrani, ID No. 1099887766, 10/03/2026", st["cell"]),
            P("Company seal:", st["cell"])]]
    t = Table(box, colWidths=[87 * mm, 87 * mm])
    t.setStyle(ruled(header=False))
    story.append(KeepTogether([t]))
    build(did, story, header_footer("Al Malqa Heights", "Contract No. MH-0931", "", "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 17 Qatar: borderless table, month-first dates
@doc
def qa17():
    did = "qa17_borderless_month_first_dates"
    st = styles("Helvetica", 10)
    price = D(1980000)
    plan = [Row("Down payment", date(2026, 2, 16), 10), Row("Installment 1", date(2026, 8, 3), 10),
            Row("Installment 2", date(2027, 2, 3), 10), Row("Installment 3", date(2027, 8, 3), 10),
            Row("Installment 4", date(2028, 2, 3), 10), Row("Handover", None, 50)]
    story = [P("RESIDENTIAL UNIT PURCHASE AGREEMENT", st["title"]),
             P("Lusail Waterfront Residences &ndash; Marina District, Lusail City, Qatar", st["subtitle"]),
             P("Agreement date: 02/16/2026 &nbsp;&nbsp;&nbsp; Agreement No.: LWR-2026-3317", st["body"]),
             P("Seller: <b>Lusail Waterfront Real Estate W.L.L.</b>, CR No. 145872, P.O. Box 24512, Doha.<br/>"
               "Buyer: <b>Mr. James O'Connor</b>, QID 28482600123.", st["body"]),
             P("Unit: Apartment 1502, Tower W2, net area 131.6 sq m; parking bay P2-56.", st["body"]),
             P("Purchase Price: QAR 1,980,000 (One Million Nine Hundred Eighty Thousand Qatari Riyals).", st["body"]),
             P("PAYMENT SCHEDULE", st["h"]),
             P("The Buyer shall pay the Purchase Price on the following dates (month/day/year):", st["body"])]
    data = [["", "Due date", "Percentage", "Amount QAR"]]
    for r in plan:
        data.append([r.label, fd(r.due, "mdy/") if r.due else "On handover", fpct(r.pct), fen(r.value(price), 0)])
    data.append(["Total", "", "100%", fen(price, 0)])
    t = Table(data, colWidths=[55 * mm, 40 * mm, 30 * mm, 40 * mm], hAlign="LEFT")
    t.setStyle(borderless([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 10),
                           ("FONT", (0, 1), (-1, -1), "Helvetica", 10),
                           ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 10),
                           ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
                           ("LINEABOVE", (0, -1), (-1, -1), 0.5, colors.black)]))
    story += [t, Spacer(1, 8),
              P("Estimated handover: fourth quarter of 2028. Payments by cheque or transfer to the project escrow "
                "account No. QA58 QNBA 0000 0000 0012 3456 7890 1.", st["body"])]
    story += clauses(st, boiler(["late", "termination", "handover", "law"], cur="QAR", buyer="the Buyer",
                                law="the laws of the State of Qatar"))
    story += [Spacer(1, 10), sig_block(st, ["Seller", "Date: 02/16/2026"], ["Buyer", "Date: 02/16/2026"])]
    build(did, story, header_footer("Lusail Waterfront Residences", "LWR-2026-3317", "", "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 18 Qatar: fee rows first, inside the plan table
@doc
def qa18():
    did = "qa18_fee_rows_before_plan_in_table"
    st = styles("Helvetica", 9.5)
    price = D(2400000)
    d0 = date(2026, 4, 1)
    fees = [Row("Registration Fee (0.25% of the Purchase Price, payable in addition to the Purchase Price)", d0,
                D("0.25"), 6000, fee=True),
            Row("Administration Fee (payable in addition to the Purchase Price)", d0, None, 2500, fee=True)]
    plan = [Row("Down Payment", d0, 20), Row("1st Instalment", date(2026, 10, 1), 20),
            Row("2nd Instalment", date(2027, 4, 1), 20), Row("Balance on Handover", None, 40)]
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Porto Lagoon Residences, The Pearl Island, Doha", st["subtitle"]),
             P("This Agreement is made on 23/03/2026 between <b>Pearl Lagoon Development Q.P.S.C.</b> (the Developer) "
               "and <b>Dr. Amal Nasser</b> (the Purchaser) for Apartment 23-04, Porto Lagoon Tower 6, with an area "
               "of 156.2 square metres, for a Purchase Price of QAR 2,400,000.00.", st["body"])]
    story += clauses(st, boiler(["definitions", "sale", "escrow"], cur="QAR", seller="the Developer"))
    story += [P("4. PAYMENTS", st["h"]),
              P("The Purchaser shall make the following payments. The first two rows are fees charged in addition to "
                "the Purchase Price; the remaining rows make up the Purchase Price.", st["body"])]
    story.append(plan_table(st, fees + plan, price, [("label", "Description"), ("date", "Due Date"),
                                                      ("pct", "%"), ("amount", "Amount (QAR)")],
                            [80 * mm, 30 * mm, 22 * mm, 42 * mm], fen, lambda d: fd(d, "dmy/"),
                            lambda r: "On Handover",
                            total=["Purchase Price (excluding fees)", "", "100%", fen(price)]))
    story.append(Spacer(1, 6))
    story += clauses(st, boiler(["late", "termination", "handover", "law"], cur="QAR", seller="the Developer",
                                law="the laws of the State of Qatar"), start=5)
    story += [Spacer(1, 12), sig_block(st, ["The Developer", "Pearl Lagoon Development Q.P.S.C."],
                                       ["The Purchaser", "Dr. Amal Nasser"])]
    build(did, story, header_footer("Porto Lagoon Residences", "SPA PLR/T6/2304", "", "Page {p} of {n}"))
    write_expected(did, fees + plan, price)


# ---------------------------------------------------------------- 19 Qatar: small-font annex after boilerplate pages
@doc
def qa19():
    did = "qa19_small_font_annex_after_boilerplate"
    st = styles("Times-Roman", 11)
    price = D(1275000)
    plan = [Row("Booking Payment", date(2026, 1, 10), 10), Row("Instalment 1", date(2026, 7, 10), 15),
            Row("Instalment 2", date(2027, 1, 10), 15), Row("Instalment 3", date(2027, 7, 10), 15),
            Row("Payment on Handover", None, 45)]
    law = "the laws of the State of Qatar"
    story = [P("UNIT SALE AGREEMENT", st["title"]),
             P("Fox Hills Residences, Lusail City &mdash; Agreement No. FHR-0719", st["subtitle"]),
             P("This Agreement is made on 10 January 2026 between <b>Fox Hills Property Development W.L.L.</b> (the "
               "Seller) and <b>Mr. Karim Benali</b> (the Purchaser). The Seller agrees to sell Apartment 719, "
               "Building FH-12, Fox Hills, with a net area of 98.4 square metres, for a Purchase Price of QAR "
               "1,275,000, payable as set out in Annex C.", st["body"])]
    extra = [("Registration",
              "The Seller shall register this Agreement in the interim register maintained by the competent "
              "authority within sixty (60) days of signing. The Purchaser shall provide all documents reasonably "
              "required for the registration, including a copy of his passport and Qatar ID."),
             ("Insurance",
              "Until Handover the Seller shall maintain contractor's all-risk insurance for the Building for its "
              "full reinstatement value. After Handover the owners' association shall insure the common parts."),
             ("Confidentiality",
              "Neither party shall disclose the terms of this Agreement except to its advisers, financiers or as "
              "required by law or by any competent authority."),
             ("Disputes",
              "The parties shall try to settle any dispute amicably within thirty (30) days, failing which it "
              "shall be referred to the competent courts of the State of Qatar."),
             ("Costs", "Each party shall bear its own legal costs of negotiating and signing this Agreement."),
             ("Counterparts", "This Agreement is signed in three (3) originals in English, one for each party and one "
                              "for registration."),
             ("Waiver", "No delay or omission by either party in exercising any right under this Agreement shall "
                        "operate as a waiver of that right or of any other right."),
             ("Severance", "If any provision of this Agreement is held invalid, the remaining provisions shall remain "
                           "in full force, and the parties shall agree a valid provision of similar effect.")]
    keys = ["definitions", "sale", "area", "construction", "escrow", "late", "termination", "refund", "handover",
            "service", "assignment", "defects", "force", "notices", "entire", "law"]
    items = boiler(keys, cur="QAR", law=law) + extra
    story += clauses(st, items)
    story += [Spacer(1, 10), sig_block(st, ["Seller", "Fox Hills Property Development W.L.L."],
                                       ["Purchaser", "Karim Benali"])]
    small = styles("Times-Roman", 7)
    story += [Spacer(1, 14), P("ANNEX C &ndash; PAYMENT PLAN", small["h"]),
              P("Purchase Price: QAR 1,275,000. All payments to the escrow account stated in clause 5.", small["body"])]
    story.append(plan_table(small, plan, price, [("no", "No."), ("label", "Payment"), ("date", "Due Date"),
                                                  ("pct", "%"), ("amount", "Amount (QAR)")],
                            [10 * mm, 40 * mm, 28 * mm, 14 * mm, 26 * mm], fen, lambda d: fd(d, "d Month Y"),
                            lambda r: "On Handover",
                            extra_style=[("GRID", (0, 0), (-1, -1), 0.25, colors.black),
                                         ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story[-1].hAlign = "LEFT"
    build(did, story, header_footer("Fox Hills Residences", "Agreement No. FHR-0719", "", "Page {p} of {n}",
                                    font="Times-Roman"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 20 Qatar: long table with post-handover rows, header not repeated
@doc
def qa20():
    did = "qa20_long_table_no_repeated_header"
    st = styles("Helvetica", 9)
    price = D(1200000)
    d0 = date(2026, 1, 6)
    plan = [Row("Down Payment", d0, 10)]
    for k, d in enumerate(series(add_months(d0, 1), 20, 1), 1):
        plan.append(Row("Construction Instalment %d of 20" % k, d, 2))
    plan.append(Row("On Handover", None, 20))
    for k, d in enumerate(series(date(2028, 1, 6), 30, 1), 1):
        plan.append(Row("Post-Handover Instalment %d of 30" % k, d, 1, ph=True))
    story = [P("SALE AND PURCHASE AGREEMENT", st["title"]),
             P("Gewan Crescent Townhomes, Doha &mdash; SPA No. GCT-2026-0081", st["subtitle"]),
             P("Made on 6 Jan 2026 between <b>Gewan Crescent Real Estate W.L.L.</b> (the Developer) and <b>Mr. "
               "Rashid Al-Kuwari</b> (the Purchaser) for Townhome GC-81 (built-up area 244 sq m) at a Purchase Price "
               "of QAR 1,200,000.00. Handover is anticipated in December 2027. Instalments shown as post-handover "
               "are payable after Handover.", st["body"]),
             P("SCHEDULE 1 &ndash; PAYMENT PLAN", st["h"])]
    t = plan_table(st, plan, price, [("no", "No."), ("label", "Instalment"), ("date", "Due Date"), ("pct", "%"),
                                     ("amount", "Amount (QAR)")],
                   [12 * mm, 70 * mm, 32 * mm, 20 * mm, 40 * mm], fen, lambda d: fd(d, "d Mon Y"),
                   lambda r: "On Handover", repeat=0, total=["", "Total", "", "100%", fen(price)])
    story += [t, Spacer(1, 8)]
    story += clauses(st, boiler(["late", "termination", "law"], cur="QAR", seller="the Developer",
                                law="the laws of the State of Qatar"))
    story += [Spacer(1, 10), sig_block(st, ["Developer", "Gewan Crescent Real Estate W.L.L."],
                                       ["Purchaser", "Rashid Al-Kuwari"])]
    build(did, story, header_footer("GEWAN CRESCENT", "SPA No. GCT-2026-0081 / Townhome GC-81", "",
                                    "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 21 Egypt: European numbers, a series in prose
@doc
def eg21():
    did = "eg21_european_numbers_quarterly_series"
    st = styles("Times-Roman", 11)
    price = D(4800000)
    plan = [Row("Down payment", date(2026, 3, 1), 10, 480000)]
    for k, d in enumerate(series(date(2026, 6, 1), 12, 3), 1):
        plan.append(Row("Quarterly instalment %d of 12" % k, d, D("7.5"), 360000))
    story = [P("PRELIMINARY SALE CONTRACT", st["title"]),
             P("Zahra Heights Compound, Fifth Settlement, New Cairo", st["subtitle"]),
             P("This Contract is made in Cairo on 01.03.2026 between <b>Zahra Heights for Real Estate Development "
               "S.A.E.</b>, Commercial Register No. 128745 Cairo (the First Party / Seller) and <b>Mr. Youssef "
               "Mahmoud Abdelrahman</b>, National ID No. 28703150101234 (the Second Party / Buyer).", st["body"]),
             P("Article 1 &ndash; Subject", st["h"]),
             P("The Seller sells to the Buyer Apartment No. 304, third floor, Building 17, Zahra Heights Compound, "
               "with a gross area of 165 square metres including its share of common areas.", st["body"]),
             P("Article 2 &ndash; Price", st["h"]),
             P("The total price of the Apartment is 4.800.000,00 EGP (four million eight hundred thousand Egyptian "
               "pounds), being 29.090,91 EGP per square metre of gross area, rounded.", st["body"]),
             P("Article 3 &ndash; Payment of the Price", st["h"]),
             P("3.1 The Buyer paid a down payment of 10% of the price, being 480.000,00 EGP, on signing this Contract "
               "on 01.03.2026, and this Contract serves as a receipt for it.", st["body"]),
             P("3.2 The remaining balance of 90% of the price, being 4.320.000,00 EGP, shall be paid in twelve (12) "
               "equal quarterly instalments of 360.000,00 EGP each (7,5% of the price each), the first falling due "
               "on 01.06.2026 and the remaining instalments on the first day of every third month thereafter, the "
               "last on 01.03.2029.", st["body"]),
             P("3.3 The Buyer shall deliver post-dated cheques for all instalments on signing. Failure to pay any "
               "two consecutive instalments entitles the Seller to terminate this Contract in accordance with "
               "Article 6.", st["body"]),
             P("Article 4 &ndash; Delivery", st["h"]),
             P("The Seller shall deliver the Apartment within forty-two (42) months of the date of this Contract, "
               "provided that the Buyer has paid all instalments due. A grace period of six (6) months applies.",
               st["body"]),
             P("Article 5 &ndash; Late Payment", st["h"]),
             P("Any instalment paid late shall bear a delay charge of 1,5% per month on the overdue amount. Each "
               "returned cheque incurs an administrative charge of 2.500,00 EGP.", st["body"]),
             P("Article 6 &ndash; Termination", st["h"]),
             P("If this Contract is terminated for the Buyer's default, the Seller shall refund the amounts paid "
               "after deducting 10% of the total price (480.000,00 EGP) as agreed compensation, within twelve (12) "
               "months of the resale of the Apartment.", st["body"]),
             P("Article 7 &ndash; Disputes", st["h"]),
             P("This Contract is governed by Egyptian law and the courts of New Cairo shall have jurisdiction.",
               st["body"]),
             Spacer(1, 14),
             sig_block(st, ["First Party (Seller)", "Zahra Heights for Real Estate Development S.A.E."],
                       ["Second Party (Buyer)", "Youssef Mahmoud Abdelrahman"])]
    build(did, story, header_footer("Zahra Heights - Preliminary Sale Contract", "Contract No. ZH/17/304",
                                    "", "Page {p} of {n}", font="Times-Roman"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 22 Egypt: long monthly table, European numbers, header repeated
@doc
def eg22():
    did = "eg22_long_table_european_numbers"
    st = styles("Helvetica", 9)
    price = D(7350000)
    plan = [Row("Down Payment", date(2026, 2, 15), 10)]
    for k, d in enumerate(series(date(2026, 3, 15), 36, 1), 1):
        plan.append(Row("Monthly Instalment %d" % k, d, D("2.5")))
    story = [P("CONTRACT OF SALE", st["title"]),
             P("Palm Oasis, Sheikh Zayed City, Giza &mdash; Contract No. PO-SZ-2026-0219", st["subtitle"]),
             P("Made on 15/02/2026 between <b>Palm Oasis Developments S.A.E.</b> (the Seller) and <b>Mrs. Mariam "
               "Hany Fawzy</b> (the Buyer) for Villa No. 219 (land area 420 m&sup2;, built-up area 310 m&sup2;) for "
               "a total price of 7.350.000,00 EGP.", st["body"]),
             P("The Villa shall be delivered after payment of the final instalment and within three (3) months of "
               "that payment. Delivery does not take place before all instalments below have been paid.", st["body"]),
             P("Article 3 &ndash; Payment Schedule (amounts in Egyptian pounds)", st["h"])]
    story.append(plan_table(st, plan, price, [("no", "No."), ("label", "Instalment"), ("date", "Due Date"),
                                               ("pct", "%"), ("amount", "Amount (EGP)")],
                            [12 * mm, 62 * mm, 34 * mm, 24 * mm, 42 * mm], feu, lambda d: fd(d, "dmy/"),
                            total=["", "Total", "", "100%", feu(price)], pct_eu=True))
    story.append(Spacer(1, 8))
    story += [P("Article 4 &ndash; Late Payment", st["h"]),
              P("A delay charge of 2% per month applies to any overdue instalment. If three (3) instalments remain "
                "unpaid, the Seller may terminate this Contract and retain 5% of the total price.", st["body"]),
              P("Article 5 &ndash; Jurisdiction", st["h"]),
              P("This Contract is subject to Egyptian law; the Giza courts have jurisdiction.", st["body"]),
              Spacer(1, 10), sig_block(st, ["Seller", "Palm Oasis Developments S.A.E."],
                                       ["Buyer", "Mariam Hany Fawzy"])]
    build(did, story, header_footer("PALM OASIS - SHEIKH ZAYED", "Contract No. PO-SZ-2026-0219 | Villa 219", "",
                                    "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 23 Egypt: borderless, reservation fee row first
@doc
def eg23():
    did = "eg23_borderless_reservation_fee_first"
    st = styles("Times-Roman", 10.5)
    price = D(3500000)
    d0 = date(2026, 1, 5)
    fees = [Row("Reservation fee (non-refundable, not deducted from the price)", d0, None, 50000, fee=True)]
    plan = [Row("Down payment", d0, 15)]
    names = ["Second", "Third", "Fourth", "Fifth", "Sixth"]
    for nm, d in zip(names, series(date(2026, 7, 5), 5, 6)):
        plan.append(Row("%s instalment" % nm, d, 10))
    plan.append(Row("On delivery of the unit", None, 35))
    story = [P("UNIT SALE CONTRACT", st["title"]),
             P("Westgate Residence, Sheikh Zayed City", st["subtitle"]),
             P("Following the reservation form dated 20/12/2025, this Contract is made on 05/01/2026 between "
               "<b>Westgate Real Estate Investment S.A.E.</b> (the Company) and <b>Mr. Ahmed Samir El-Sayed</b> (the "
               "Client) for Duplex D-12, Building 5, gross area 210 m&sup2;, at a total price of 3.500.000,00 EGP.",
               st["body"]),
             P("Article 1 &ndash; Payments", st["h"]),
             P("The Client shall pay the following amounts (in EGP):", st["body"])]
    data = [["Payment", "Date", "%", "EGP"]]
    for r in fees + plan:
        data.append([r.label, fd(r.due, "dmy/") if r.due else "on delivery",
                     fpct(r.pct, True) if r.pct is not None else "", feu(r.value(price))])
    t = Table(data, colWidths=[102 * mm, 24 * mm, 14 * mm, 34 * mm], hAlign="LEFT")
    t.setStyle(borderless([("FONT", (0, 0), (-1, -1), "Times-Roman", 10.5),
                           ("FONT", (0, 0), (-1, 0), "Times-Bold", 10.5), ("ALIGN", (2, 0), (-1, -1), "RIGHT")]))
    story += [t, Spacer(1, 8),
              P("The price of the Unit (3.500.000,00 EGP) consists of the down payment, the five instalments and the "
                "payment on delivery. The reservation fee is an administrative fee paid in addition to the price.",
                st["body"]),
              P("Article 2 &ndash; Delivery", st["h"]),
              P("Delivery is expected by 30/09/2028 and shall take place only after payment of all instalments due "
                "before delivery.", st["body"]),
              P("Article 3 &ndash; Default", st["h"]),
              P("Late instalments bear a delay charge of 1,5% per month. On termination for default the Company may "
                "retain 10% of the total price.", st["body"]),
              Spacer(1, 12), sig_block(st, ["The Company", "Westgate Real Estate Investment S.A.E."],
                                       ["The Client", "Ahmed Samir El-Sayed"])]
    build(did, story, header_footer("", "", "Westgate Residence - Contract WG/B5/D12", "{p}", font="Times-Roman",
                                    rule=False))
    write_expected(did, fees + plan, price)


# ---------------------------------------------------------------- 24 India: construction-linked plan, rupee sign, lakh grouping
@doc
def in24():
    did = "in24_construction_linked_rupee_lakh"
    st = styles(INDIA_FONT, 9)
    price = D(8500000)
    plan = [Row("Booking amount", date(2026, 1, 12), 10),
            Row("Within 15 days of execution of this Agreement", None, 20),
            Row("On completion of the plinth", None, 15),
            Row("On completion of the 2nd slab", None, 10),
            Row("On completion of the 4th slab", None, 10),
            Row("On completion of the 6th slab", None, 10),
            Row("On completion of walls, internal plaster, floorings, doors and windows of the Apartment", None, 10),
            Row("On completion of sanitary fittings, staircases, lift wells and lobbies", None, 10),
            Row("At the time of handing over possession of the Apartment on receipt of the Occupancy Certificate",
                None, 5)]
    fees = [Row("Administrative charges (payable in addition to the Agreement Value)", date(2026, 1, 12), None,
                25000, fee=True)]
    R = RUPEE + " "
    story = [P("AGREEMENT FOR SALE", st["title"]),
             P("Riverstone Towers, Baner, Pune &mdash; MahaRERA Registration No. P52100054321", st["subtitle"]),
             P("This Agreement for Sale is made at Pune on 26-01-2026 between <b>Riverstone Realty Private "
               "Limited</b>, CIN U70100PN2015PTC154321 (the Promoter) and <b>Mr. Aniket Suresh Kulkarni</b> and "
               "<b>Mrs. Pooja Aniket Kulkarni</b>, PAN ABCPK1234L (the Allottees).", st["body"]),
             P("1. The Promoter agrees to sell to the Allottees Apartment No. B-1104 on the 11th floor of Tower B, "
               "having a carpet area of 62.45 sq. m., together with one covered car parking space, for a total "
               "consideration (the Agreement Value) of %s85,00,000 (Rupees Eighty-Five Lakh only)." % R, st["body"]),
             P("2. The Allottees have paid the booking amount on 12-01-2026 and shall pay the balance of the "
               "Agreement Value in the following manner, within fifteen (15) days of the Promoter's demand letter "
               "for each stage:", st["body"])]
    story.append(plan_table(st, plan, price, [("no", "Sr."), ("label", "Stage of payment"), ("date", "Date"),
                                               ("pct", "% of Agreement Value"), ("amount", "Amount (%s)" % RUPEE)],
                            [10 * mm, 76 * mm, 24 * mm, 26 * mm, 36 * mm], lambda x: R + fin(x),
                            lambda d: fd(d, "dmy-"), lambda r: "On demand",
                            total=["", "Total", "", "100%", R + fin(price)]))
    story += [Spacer(1, 6),
              P("3. Other charges. In addition to the Agreement Value, the Allottees shall pay the following charge "
                "to the Promoter:", st["body"])]
    story.append(plan_table(st, fees, price, [("label", "Charge"), ("date", "Date"), ("amount", "Amount (%s)" %
                                                                                     RUPEE)],
                            [112 * mm, 24 * mm, 36 * mm], lambda x: R + fin(x), lambda d: fd(d, "dmy-")))
    story += [Spacer(1, 6),
              P("4. The Promoter shall not accept more than 10% of the Agreement Value as an advance before "
                "registration of this Agreement. Interest on delayed payments is payable at the State Bank of India "
                "highest marginal cost of lending rate plus 2%.", st["body"]),
              P("5. If the Allottees withdraw from the project, the Promoter may forfeit up to 10% of the Agreement "
                "Value and refund the balance within 45 days, without interest.", st["body"]),
              P("6. The Promoter shall hand over possession by 31-12-2028, subject to extension under the Real "
                "Estate (Regulation and Development) Act, 2016.", st["body"]),
              Spacer(1, 10), sig_block(st, ["For the Promoter", "Riverstone Realty Pvt. Ltd.", "Authorised Signatory"],
                                       ["Allottees", "Aniket S. Kulkarni / Pooja A. Kulkarni", ""])]
    build(did, story, header_footer("Riverstone Towers - Agreement for Sale", "Apartment B-1104", "",
                                    "Page {p} of {n}", font=INDIA_FONT))
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 25 India: time-linked plan, ordinal dates, INR lakh
@doc
def in25():
    did = "in25_time_linked_ordinal_dates_inr"
    st = styles("Times-Roman", 10.5)
    price = D(12000000)
    plan = [Row("Booking Amount", date(2026, 4, 15), 10), Row("2nd Instalment", date(2026, 10, 1), 15),
            Row("3rd Instalment", date(2027, 3, 22), 15), Row("4th Instalment", date(2027, 9, 3), 15),
            Row("5th Instalment", date(2028, 1, 31), 15), Row("On Offer of Possession", None, 30)]
    story = [P("BUILDER BUYER AGREEMENT", st["title"]),
             P("Aravali Crest, Sector 89, Gurugram, Haryana &mdash; HRERA Regn. No. RC/REP/HARERA/GGM/812/544/2024/57",
               st["subtitle"]),
             P("This Agreement is executed at Gurugram on the 15th day of April 2026 between <b>Aravali Crest "
               "Developers LLP</b> (the Developer) and <b>Ms. Ritu Malhotra</b>, PAN AKLPM4321K (the Allottee).",
               st["body"]),
             P("WHEREAS the Allottee has applied for allotment of Unit No. T3-1702 (super area 2,150 sq. ft.; "
               "carpet area 1,540 sq. ft.) in Tower 3 for a Total Price of INR 1,20,00,000 (Rupees One Crore Twenty "
               "Lakh only), inclusive of car parking and preferential location charges.", st["body"])]
    story += clauses(st, boiler(["definitions", "late", "termination", "construction", "law"], cur="INR",
                                seller="the Developer", buyer="the Allottee",
                                law="the laws of India"))
    story += [P("6. PAYMENT PLAN (TIME LINKED)", st["h"])]
    story.append(plan_table(st, plan, price, [("no", "S. No."), ("label", "Payment Stage"), ("date", "Due Date"),
                                               ("pct", "% of Total Price"), ("amount", "Amount (INR)")],
                            [14 * mm, 50 * mm, 40 * mm, 30 * mm, 38 * mm], lambda x: fin(x, 0),
                            lambda d: fd(d, "dth Month Y"), lambda r: "On offer of possession",
                            total=["", "Total Price", "", "100%", fin(price)]))
    story += [Spacer(1, 6),
              P("Goods and Services Tax, stamp duty and registration charges are payable extra at the rates "
                "applicable on the date of payment.", st["body"])]
    story += clauses(st, boiler(["handover", "defects", "notices"], seller="the Developer", buyer="the Allottee",
                                unit="the Unit"), start=7)
    story += [Spacer(1, 10), sig_block(st, ["Developer", "Aravali Crest Developers LLP"],
                                       ["Allottee", "Ritu Malhotra"])]
    build(did, story, header_footer("Aravali Crest | Builder Buyer Agreement", "Unit T3-1702 | BBA/AC/2026/1702",
                                    "HRERA Regn. No. RC/REP/HARERA/GGM/812/544/2024/57", "Page {p} of {n}",
                                    font="Times-Roman"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 26 India: allotment letter with cost sheet, no plan
@doc
def in26():
    did = "in26_allotment_cost_sheet_no_plan"
    st = styles(INDIA_FONT, 9.5)
    R = RUPEE + " "
    story = [P("PROVISIONAL ALLOTMENT LETTER", st["title"]),
             P("Lakeview Enclave, Whitefield, Bengaluru &mdash; K-RERA No. PRM/KA/RERA/1251/446/PR/230915/006221",
               st["subtitle"]),
             P("Date: 18/02/2026 &nbsp;&nbsp; Ref: LVE/ALT/0457", st["body"]),
             P("To: Mr. Sandeep Rao and Mrs. Kavya Rao, No. 14, 3rd Cross, Indiranagar, Bengaluru 560038", st["body"]),
             P("Dear Sir / Madam,", st["body"]),
             P("We are pleased to allot to you, provisionally, Apartment No. C-0803 in Block C of Lakeview Enclave, "
               "with a super built-up area of 1,300 sq. ft. and a carpet area of 962 sq. ft. The cost of the "
               "Apartment is as follows:", st["body"])]
    cs = [["Component", "Basis", "Amount (%s)" % RUPEE],
          ["Basic Sale Price", "1,300 sq. ft. @ %s6,000 per sq. ft." % R, fin(7800000)],
          ["Preferential Location Charges (lake facing)", "Lump sum", fin(200000)],
          ["Covered car parking (1 no.)", "Lump sum", fin(350000)],
          ["Club house membership", "Lump sum", fin(100000)],
          ["Total Cost of the Apartment", "", fin(8450000)]]
    t = Table([[P(c, st["cellb"] if i in (0, len(cs) - 1) else st["cell"]) if j < 2 else
                P(c, ParagraphStyle("r", parent=st["cellb"] if i in (0, len(cs) - 1) else st["cell"],
                                    alignment=TA_RIGHT)) for j, c in enumerate(row)] for i, row in enumerate(cs)],
              colWidths=[70 * mm, 64 * mm, 40 * mm])
    t.setStyle(ruled())
    story += [t, Spacer(1, 6),
              P("GST, stamp duty and registration charges are not included above and will be charged as applicable. "
                "The payment schedule will be set out in the Agreement for Sale, which will be sent to you for "
                "execution within thirty (30) days of this letter. No instalment is payable under this letter.",
                st["body"]),
              P("This allotment is provisional and subject to execution and registration of the Agreement for Sale. "
                "If you cancel the allotment before execution of the Agreement for Sale, the Promoter may deduct up "
                "to 2% of the Total Cost as cancellation charges from the amounts received.", st["body"]),
              P("Please sign and return the duplicate copy of this letter as a token of your acceptance.",
                st["body"]),
              Spacer(1, 14),
              sig_block(st, ["For Lakeview Enclave Developers Pvt. Ltd.", "Authorised Signatory"],
                        ["Accepted by the Allottees", "Sandeep Rao / Kavya Rao"])]
    build(did, story, header_footer("Lakeview Enclave", "Ref: LVE/ALT/0457", "", "Page {p} of {n}",
                                    font=INDIA_FONT))
    write_expected(did, [], 0)


# ---------------------------------------------------------------- 27 India: cost sheet right before a subvention plan
@doc
def in27():
    did = "in27_cost_sheet_before_subvention_plan"
    st = styles(INDIA_FONT, 9.5)
    R = RUPEE + " "
    price = D(9640000)
    plan = [Row("On booking (paid on 05.02.2026)", date(2026, 2, 5), 10),
            Row("Within 45 days of booking", None, 10),
            Row("On offer of possession", None, 80)]
    story = [P("APARTMENT BUYER'S AGREEMENT", st["title"]),
             P("Skyline Greens, Sector 150, Noida &mdash; UP-RERA Regn. No. UPRERAPRJ654321", st["subtitle"]),
             P("Executed at Noida on 12.02.2026 between <b>Skyline Greens Infratech Pvt. Ltd.</b> (the Company) and "
               "<b>Mr. Arjun Mehta</b> (the Allottee) for Apartment No. 1506, Tower E, super area 1,205 sq. ft.",
               st["body"]),
             P("1. TOTAL PRICE", st["h"]),
             P("The Total Price of the Apartment is computed as under:", st["body"])]
    cs = [["S. No.", "Particulars", "Rate", "Amount (%s)" % RUPEE],
          ["1", "Basic Sale Price (1,205 sq. ft.)", R + "7,200 / sq. ft.", fin(8676000)],
          ["2", "Preferential Location Charges (park facing)", R + "300 / sq. ft.", fin(361500)],
          ["3", "Covered car parking", "Lump sum", fin(400000)],
          ["4", "Power back-up (3 KVA) and club charges", "Lump sum", fin(202500)],
          ["", "Total Price", "", fin(price)]]
    t = Table(cs, colWidths=[14 * mm, 80 * mm, 36 * mm, 42 * mm])
    t.setStyle(ruled([("FONT", (0, 0), (-1, -1), INDIA_FONT, 8.5), ("FONT", (0, 0), (-1, 0), BOLD[INDIA_FONT], 8.5),
                      ("FONT", (0, -1), (-1, -1), BOLD[INDIA_FONT], 8.5), ("ALIGN", (3, 0), (3, -1), "RIGHT")]))
    story += [t, Spacer(1, 6), P("2. PAYMENT PLAN (SUBVENTION 20:80)", st["h"]),
              P("The Allottee shall pay the Total Price as follows. Under the subvention scheme the Company bears "
                "the pre-EMI interest on the Allottee's home loan until the offer of possession.", st["body"])]
    story.append(plan_table(st, plan, price, [("label", "Stage"), ("date", "Date"), ("pct", "%"),
                                               ("amount", "Amount (%s)" % RUPEE)],
                            [76 * mm, 30 * mm, 24 * mm, 42 * mm], lambda x: R + fin(x), lambda d: fd(d, "dmy."),
                            lambda r: "As per demand", total=["Total", "", "100%", R + fin(price)]))
    story += [Spacer(1, 6),
              P("3. GST is payable in addition at the applicable rate. Delay in payment attracts interest at 10.5% per "
                "annum. On cancellation the Company may forfeit 10% of the Total Price as earnest money.",
                st["body"]),
              P("4. Possession is proposed to be offered by 31.03.2029.", st["body"]),
              Spacer(1, 10), sig_block(st, ["For the Company", "Skyline Greens Infratech Pvt. Ltd."],
                                       ["Allottee", "Arjun Mehta"])]
    build(did, story, header_footer("Skyline Greens", "ABA No. SG/E/1506", "", "Page {p} of {n}", font=INDIA_FONT))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 28 UK: special conditions as numbered clauses
@doc
def uk28():
    did = "uk28_numbered_special_conditions"
    st = styles("Times-Roman", 11)
    price = D(425000)
    plan = [Row("Deposit on exchange of contracts", date(2026, 5, 15), 10, 42500),
            Row("Further deposit", date(2027, 5, 15), 5, 21250),
            Row("Balance on Completion", None, 85, 361250)]
    fees = [Row("Seller's administration fee", date(2026, 5, 15), None, 350, fee=True)]
    sub = ParagraphStyle("sub", parent=st["body"], leftIndent=28, firstLineIndent=-28)
    story = [P("CONTRACT FOR THE SALE OF A NEW-BUILD APARTMENT", st["title"]),
             P("(Incorporating the Standard Conditions of Sale, Fifth Edition &ndash; 2018 Revision, as varied "
               "by the Special Conditions)", st["subtitle"]),
             P("<b>Date:</b> 15th May 2026", st["body"]),
             P("<b>Seller:</b> Ancoats Quay Developments Limited (Company No. 11223344), 1 Jersey Street, Manchester "
               "M4 6JB", st["body"]),
             P("<b>Buyer:</b> Thomas Edward Whitaker of 7 Oak Road, Stockport SK4 2AB", st["body"]),
             P("<b>Property:</b> Apartment 6.04, Ancoats Quay, Pollard Street, Manchester M4 7AN, being the land "
               "edged red on the plan attached to the draft lease (title number MAN345678, part)", st["body"]),
             P("<b>Purchase Price:</b> &pound;425,000", st["body"]),
             P("<b>Contract Rate:</b> 4% above the Bank of England base rate", st["body"]),
             P("SPECIAL CONDITIONS", st["h"]),
             P("1.&nbsp;&nbsp;&nbsp;&nbsp;Definitions and interpretation", st["body"]),
             P("1.1&nbsp;&nbsp;&nbsp;&nbsp;<i>Completion Date</i> means the date ten (10) working days after the "
               "Seller's solicitors notify the Buyer's solicitors that the Apartment has been completed and a "
               "certificate of practical completion has been issued.", sub),
             P("2.&nbsp;&nbsp;&nbsp;&nbsp;Payment of the Purchase Price", st["body"]),
             P("2.1&nbsp;&nbsp;&nbsp;&nbsp;The Buyer shall pay a deposit of 10% of the Purchase Price (&pound;42,500) "
               "on exchange of contracts on 15th May 2026.", sub),
             P("2.2&nbsp;&nbsp;&nbsp;&nbsp;The Buyer shall pay a further deposit of 5% of the Purchase Price "
               "(&pound;21,250) on 15th May 2027.", sub),
             P("2.3&nbsp;&nbsp;&nbsp;&nbsp;The balance of the Purchase Price, being 85% (&pound;361,250), shall be "
               "paid on Completion.", sub),
             P("2.4&nbsp;&nbsp;&nbsp;&nbsp;In addition to the Purchase Price, the Buyer shall pay the Seller's "
               "administration fee of &pound;350 on exchange of contracts on 15th May 2026.", sub),
             P("2.5&nbsp;&nbsp;&nbsp;&nbsp;The deposits shall be held by the Seller's solicitors as stakeholder "
               "until Completion.", sub),
             P("3.&nbsp;&nbsp;&nbsp;&nbsp;Late completion", st["body"]),
             P("3.1&nbsp;&nbsp;&nbsp;&nbsp;If the Buyer fails to complete on the Completion Date, the Buyer shall "
               "pay interest at the Contract Rate on the balance of the Purchase Price, and the Seller may serve a "
               "notice to complete. If the Buyer fails to comply with that notice, the Seller may rescind this "
               "contract and forfeit and keep the deposits (being 15% of the Purchase Price) and any interest on "
               "them.", sub),
             P("4.&nbsp;&nbsp;&nbsp;&nbsp;Long stop date", st["body"]),
             P("4.1&nbsp;&nbsp;&nbsp;&nbsp;If the Completion Date has not occurred by 30th June 2028, the Buyer may "
               "rescind this contract by notice, in which case the deposits shall be repaid to the Buyer with any "
               "interest earned on them.", sub),
             P("5.&nbsp;&nbsp;&nbsp;&nbsp;Lease", st["body"]),
             P("5.1&nbsp;&nbsp;&nbsp;&nbsp;On Completion the Seller shall grant and the Buyer shall accept a lease of "
               "the Apartment for a term of 999 years at a peppercorn rent, in the form of the draft lease annexed, "
               "with a service charge currently estimated at &pound;2.85 per square foot per annum.", sub),
             Spacer(1, 14),
             sig_block(st, ["Signed by the Seller", "Ancoats Quay Developments Limited"],
                       ["Signed by the Buyer", "Thomas Edward Whitaker"])]
    build(did, story, header_footer("Ancoats Quay - Apartment 6.04", "Our ref: AQD/6.04/TW", "", "Page {p}",
                                    font="Times-Roman", rule=False))
    write_expected(did, plan + fees, price)


# ---------------------------------------------------------------- 29 UK: staged deposits, ruled table, wrapped labels
@doc
def uk29():
    did = "uk29_staged_deposits_wrapped_labels"
    st = styles("Helvetica", 9.5)
    price = D(1150000)
    plan = [Row("Exchange deposit, payable on exchange of contracts", date(2026, 6, 22), 10),
            Row("Second deposit, payable twelve months after exchange of contracts", date(2027, 6, 22), 5),
            Row("Third deposit, payable eighteen months after exchange of contracts", date(2027, 12, 22), 5),
            Row("Balance of the Price, payable on legal completion following the Seller's notice of practical "
                "completion", None, 80)]
    story = [P("AGREEMENT FOR SALE OF A LEASEHOLD APARTMENT", st["title"]),
             P("Riverside Wharf, Nine Elms, London SW8 &mdash; Plot 47", st["subtitle"])]
    part = [["Date", "22/06/2026"], ["Seller", "Nine Elms Riverside Wharf Limited (Company No. 09876543)"],
            ["Buyer", "Mei Ling Tan and Wei Jie Tan"],
            ["Property", "Plot 47 (Apartment 12.03, Block C), Riverside Wharf, London SW8 5BN, part of the land in "
                         "title number TGL512345"],
            ["Price", "&pound;1,150,000.00"], ["Estimated completion", "Fourth quarter of 2028"]]
    t = Table([[P(a, st["cellb"]), P(b, st["cell"])] for a, b in part], colWidths=[42 * mm, 132 * mm])
    t.setStyle(ruled(header=False))
    story += [t, Spacer(1, 6)]
    story += clauses(st, [("Agreement", "The Seller shall sell and the Buyer shall buy the Property for the Price "
                                        "on the terms of this agreement and the Standard Conditions of Sale (Fifth "
                                        "Edition &ndash; 2018 Revision)."),
                          ("Deposits", "The deposits shall be paid to the Seller's solicitors to hold as agent for "
                                       "the Seller under the New Homes Quality Code. The Price is payable as follows:")])
    story.append(plan_table(st, plan, price, [("label", "Payment"), ("date", "Due date"), ("pct", "% of Price"),
                                               ("amount", "Amount (&pound;)")],
                            [78 * mm, 32 * mm, 24 * mm, 40 * mm], fen, lambda d: fd(d, "dmy/"),
                            lambda r: "On completion", total=["Total", "", "100%", fen(price)]))
    story.append(Spacer(1, 6))
    story += clauses(st, [("Notice to complete", "If the Buyer fails to complete, the Seller may serve notice to "
                                                 "complete; if the Buyer does not comply, the Seller may forfeit the "
                                                 "deposits paid (up to 20% of the Price) and resell the Property."),
                          ("Interest", "Late payments bear interest at 4% a year above the base rate of Barclays Bank "
                                       "PLC."),
                          ("Lease", "The lease will be for 250 years from 1 January 2026 at a peppercorn ground rent. "
                                    "The first year's estimated service charge is &pound;6,240."),
                          ("Governing law", "This agreement is governed by the law of England and Wales.")], start=3)
    story += [Spacer(1, 10), sig_block(st, ["Seller", "Nine Elms Riverside Wharf Limited"],
                                       ["Buyer", "Mei Ling Tan / Wei Jie Tan"])]
    build(did, story, header_footer("Riverside Wharf - Plot 47", "Title No. TGL512345", "Contract 22/06/2026",
                                    "Page {p} of {n}"))
    write_expected(did, plan, price)


# ---------------------------------------------------------------- 30 UK: deed of variation, no plan
@doc
def uk30():
    did = "uk30_deed_of_variation_no_plan"
    st = styles("Times-Roman", 11)
    sub = ParagraphStyle("sub", parent=st["body"], leftIndent=28, firstLineIndent=-28)
    story = [P("DEED OF VARIATION", st["title"]),
             P("relating to Flat 9, Holloway Court, 31 Camden Road, London N7 0AA", st["subtitle"]),
             P("THIS DEED is dated 3rd March 2026", st["body"]),
             P("PARTIES", st["h"]),
             P("(1)&nbsp;&nbsp;HOLLOWAY COURT FREEHOLD LIMITED (Company No. 07654321) (the Landlord); and", sub),
             P("(2)&nbsp;&nbsp;CHARLOTTE ANNE BROOKS of Flat 9, Holloway Court (the Tenant).", sub),
             P("BACKGROUND", st["h"]),
             P("(A)&nbsp;&nbsp;The Tenant holds the Flat under a lease dated 12th August 1998 for a term of 99 years "
               "from 24th June 1998 (the Lease), registered under title number NGL778899.", sub),
             P("(B)&nbsp;&nbsp;The parties have agreed to vary the Lease as set out in this deed.", sub),
             P("AGREED TERMS", st["h"]),
             P("1.&nbsp;&nbsp;&nbsp;&nbsp;With effect from the date of this deed the ground rent of &pound;250 a year "
               "reserved by clause 3 of the Lease is reduced to a peppercorn (if demanded).", sub),
             P("2.&nbsp;&nbsp;&nbsp;&nbsp;The Tenant's share of the service charge under Schedule 4 of the Lease is "
               "changed from 8.5% to 7.25% of the total service charge expenditure of the building.", sub),
             P("3.&nbsp;&nbsp;&nbsp;&nbsp;The Landlord's consent to alterations under clause 4.7 of the Lease shall "
               "not be unreasonably withheld, and no fee shall be payable for that consent.", sub),
             P("4.&nbsp;&nbsp;&nbsp;&nbsp;The Tenant shall pay the Landlord's reasonable legal costs of this deed, as "
               "agreed between the parties' solicitors, on completion of this deed.", sub),
             P("5.&nbsp;&nbsp;&nbsp;&nbsp;Except as varied by this deed, the Lease remains in full force and effect.",
               sub),
             P("6.&nbsp;&nbsp;&nbsp;&nbsp;This deed is governed by the law of England and Wales.", sub),
             Spacer(1, 18),
             sig_block(st, ["Executed as a deed by HOLLOWAY COURT FREEHOLD LIMITED acting by a director",
                            "Director: ____________________", "in the presence of a witness"],
                       ["Signed as a deed by CHARLOTTE ANNE BROOKS", "Signature: ____________________",
                        "in the presence of a witness"])]
    build(did, story, header_footer("", "", "Deed of Variation - Flat 9 Holloway Court", "Page {p} of {n}",
                                    font="Times-Roman", rule=False))
    write_expected(did, [], 0)


if __name__ == "__main__":
    for fn in DOCS:
        fn()
    print("wrote %d documents to %s" % (len(DOCS), OUT))
