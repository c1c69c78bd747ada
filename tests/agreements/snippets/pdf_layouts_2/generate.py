#!/usr/bin/env python
"""Builds the second set of PDF agreement snippets (hard text-layer layouts) and their .expected.json rows.

Run from this folder:  /work/main/.venv/bin/python generate.py
Deterministic: no random numbers, no current date, reportlab invariant mode.
Every expected amount and date is computed here from the same values that are printed in the PDF.
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
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (BaseDocTemplate, Frame, FrameBreak, KeepTogether, NextPageTemplate, PageBreak,
                                PageTemplate, Paragraph, Spacer, Table, TableStyle)

OUT = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]

# ---------------------------------------------------------------- fonts
FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DejaVuSans", FONT_DIR + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", FONT_DIR + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DejaVuSerif", FONT_DIR + "DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("DejaVuSerif-Bold", FONT_DIR + "DejaVuSerif-Bold.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily  # noqa: E402

registerFontFamily("DejaVuSans", normal="DejaVuSans", bold="DejaVuSans-Bold", italic="DejaVuSans",
                   boldItalic="DejaVuSans-Bold")
registerFontFamily("DejaVuSerif", normal="DejaVuSerif", bold="DejaVuSerif-Bold", italic="DejaVuSerif",
                   boldItalic="DejaVuSerif-Bold")
BOLD = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "DejaVuSans": "DejaVuSans-Bold",
        "DejaVuSerif": "DejaVuSerif-Bold", "Courier": "Courier-Bold"}
RUPEE = "\u20b9"


# ---------------------------------------------------------------- dates and numbers
def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


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
    return {
        "dmy/": lambda: "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy-": lambda: "%02d-%02d-%d" % (d.day, d.month, d.year),
        "dmy.": lambda: "%02d.%02d.%d" % (d.day, d.month, d.year),
        "mdy/": lambda: "%02d/%02d/%d" % (d.month, d.day, d.year),
        "d-Mon-Y": lambda: "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year),
        "d Mon Y": lambda: "%d %s %d" % (d.day, MON[d.month - 1], d.year),
        "dd Month Y": lambda: "%02d %s %d" % (d.day, MONTH[d.month - 1], d.year),
        "d Month Y": lambda: "%d %s %d" % (d.day, MONTH[d.month - 1], d.year),
        "dth Month Y": lambda: "%s %s %d" % (ordinal(d.day), MONTH[d.month - 1], d.year),
        "Month d, Y": lambda: "%s %d, %d" % (MONTH[d.month - 1], d.day, d.year),
        "iso": lambda: d.isoformat(),
    }[style]()


def fen(x, dec=2):
    return format(D(x), ",.%df" % dec)


def feu(x, dec=2):
    return fen(x, dec).replace(",", "_").replace(".", ",").replace("_", ".")


def fin(x, dec=0):
    s = format(D(x), ".%df" % dec)
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


# ---------------------------------------------------------------- rows and expected files
class Row:
    """One expected row. due: a date or None (event). pct: stated share or None. amount: stated amount or None."""

    def __init__(self, due=None, pct=None, amount=None, fee=False, ph=False, label=""):
        self.due, self.fee, self.ph, self.label = due, fee, ph, label
        self.pct = None if pct is None else D(str(pct))
        self.stated = None if amount is None else D(str(amount))

    def value(self, price):
        if self.stated is not None:
            if self.pct is not None:
                assert self.stated == D(price) * self.pct / 100, (self.label, self.stated)
            return self.stated
        if self.pct is None:
            return D(0)
        v = D(price) * self.pct / 100
        assert v == v.quantize(D("0.01")), (self.label, v)
        return v


def num(x):
    x = D(x)
    return int(x) if x == x.to_integral_value() else float(x)


def write_expected(doc_id, rows, price):
    out = []
    for r in rows:
        out.append({"amount": num(r.value(price)),
                    "dueDate": exp_date(r.due),
                    "percentage": num(r.pct) if r.pct is not None else 0,
                    "isFee": bool(r.fee),
                    "postHandover": bool(r.ph)})
    plan = [r for r in rows if not r.fee]
    if plan and all(r.pct is not None for r in plan):
        assert sum(r.pct for r in plan) == 100, doc_id
    if plan:
        assert sum(r.value(price) for r in plan) == D(price), (doc_id, sum(r.value(price) for r in plan))
    with open(os.path.join(OUT, doc_id + ".expected.json"), "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")


# ---------------------------------------------------------------- styles and helpers
def styles(font="Helvetica", size=10, leading=None, justify=True):
    b = BOLD[font]
    lead = leading or size * 1.3
    st = {"font": font, "bold": b, "size": size}
    st["body"] = ParagraphStyle("body", fontName=font, fontSize=size, leading=lead,
                                alignment=TA_JUSTIFY if justify else TA_LEFT, spaceAfter=size * 0.5)
    st["ind"] = ParagraphStyle("ind", parent=st["body"], leftIndent=24, firstLineIndent=-24)
    st["ind2"] = ParagraphStyle("ind2", parent=st["body"], leftIndent=48, firstLineIndent=-24)
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
    st["cellbr"] = ParagraphStyle("cellbr", parent=st["cellb"], alignment=TA_RIGHT)
    st["cellc"] = ParagraphStyle("cellc", parent=st["cell"], alignment=TA_CENTER)
    st["cellbc"] = ParagraphStyle("cellbc", parent=st["cellb"], alignment=TA_CENTER)
    return st


def P(text, style):
    return Paragraph(text, style)


def smallcaps(text, size, ratio=0.78):
    """Small caps markup: capitals at full size, lower-case letters as smaller capitals."""
    out, small = [], round(size * ratio, 1)
    for ch in text:
        if ch.islower():
            out.append('<font size="%s">%s</font>' % (small, ch.upper()))
        else:
            out.append(ch)
    return "".join(out)


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


def frame(x, y, w, h, ident):
    return Frame(x, y, w, h, id=ident, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)


def build(doc_id, story, deco=None, templates=None, pagesize=A4, margins=(20 * mm, 20 * mm, 20 * mm, 20 * mm),
          title="Agreement"):
    path = os.path.join(OUT, doc_id + ".pdf")
    doc = BaseDocTemplate(path, pagesize=pagesize, title=title, author="", subject="Agreement excerpt",
                          creator="generate.py (reportlab)", invariant=1)
    if templates is None:
        l, r, t, b = margins
        w, h = pagesize
        templates = [PageTemplate("main", [frame(l, b, w - l - r, h - t - b, "main")], pagesize=pagesize)]
    doc.addPageTemplates(templates)
    kw = {"canvasmaker": numbered_canvas(deco)} if deco is not None else {}
    doc.build(story, **kw)
    return path


def simple_footer(text="", fmt="Page {p} of {n}", font="Helvetica", size=8, left=20 * mm, right=20 * mm):
    def deco(c, p, n):
        w, h = c._pagesize
        c.saveState()
        c.setFont(font, size)
        if text:
            c.drawString(left, 11 * mm, text)
        if fmt:
            c.drawRightString(w - right, 11 * mm, fmt.format(p=p, n=n))
        c.restoreState()
    return deco


def sig_block(st, left, right, widths=(85 * mm, 85 * mm)):
    data = [[P(left[0], st["cellb"]), P(right[0], st["cellb"])]]
    for a, b in zip(left[1:], right[1:]):
        data.append([P(a, st["cell"]), P(b, st["cell"])])
    t = Table(data, colWidths=list(widths))
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 1), (-1, -1), 6),
                           ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    return KeepTogether([t])


def kv_table(st, pairs, widths=(45 * mm, 125 * mm), style_extra=()):
    data = [[P(k, st["cellb"]), P(v, st["cell"])] for k, v in pairs]
    t = Table(data, colWidths=list(widths))
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
                          + list(style_extra)))
    return t


DOCS = []


def doc(fn):
    DOCS.append(fn)
    return fn


# ================================================================ br01  UAE, borderless, wrapped milestones,
# other cells vertically centred; fees in a separate small table after the plan
@doc
def br01():
    did = "br01_ae_borderless_wrap_vcentred"
    st = styles("Helvetica", 10)
    price = D(2180000)
    signed = date(2026, 2, 12)
    rows = [
        Row(signed, 10, label="Down payment, payable on execution of this Agreement by transfer to the Escrow "
                              "Account"),
        Row(date(2026, 6, 12), 10, label="Second instalment (four months after the date of this Agreement)"),
        Row(date(2026, 10, 12), 10, label="Third instalment"),
        Row(None, 10, label="On completion of the podium slab and of the structural frame up to Level 6, as "
                            "certified by the Project Consultant"),
        Row(date(2027, 6, 12), 10, label="Fifth instalment"),
        Row(None, 10, label="On completion of the building structure (topping out), as certified by the Project "
                            "Consultant"),
        Row(None, 40, label="Final instalment on Completion and Handover of the Unit, payable against the Handover "
                            "Notice and before the keys are released"),
    ]
    fees = [Row(signed, 4, price * 4 / 100, fee=True, label="Dubai Land Department registration fee (4% of the "
                                                              "Purchase Price)"),
            Row(signed, None, 4200, fee=True, label="Oqood registration and developer administration fee")]
    story = [
        P("AGREEMENT FOR SALE AND PURCHASE", st["title"]),
        P("(Off-Plan Residential Unit) &mdash; Al Furjan Residences, Tower B", st["subtitle"]),
        kv_table(st, [
            ("Date", "12 February 2026"),
            ("Seller", "Marwan Heights Development L.L.C., Trade Licence No. 812447, P.O. Box 50218, Dubai"),
            ("Purchaser", "Mr. Rahul Menon, holder of Indian passport No. Z4471902"),
            ("Unit", "Apartment 1207, Level 12, Tower B, Al Furjan Residences, Plot 6457-221, Al Furjan, Dubai"),
            ("Saleable Area", "1,245 sq. ft. (115.66 sq. m.), approximately"),
            ("Purchase Price", "AED 2,180,000.00 (Two Million One Hundred and Eighty Thousand UAE Dirhams)"),
            ("Escrow Account", "Account No. 1015-339284-002, Emirates Islamic Bank, Al Barsha Branch"),
        ]),
        Spacer(1, 8),
        P("RECITALS", st["h"]),
        P("(A)&nbsp;&nbsp;The Seller is the registered developer of the Project under RERA project number 2291 "
          "and is entitled to sell units in it off-plan.", st["ind"]),
        P("(B)&nbsp;&nbsp;The Purchaser wishes to buy the Unit, and the Seller wishes to sell it, for the Purchase "
          "Price and on the terms of this Agreement.", st["ind"]),
        P("1.&nbsp;&nbsp;DEFINITIONS", st["h"]),
        P("1.1&nbsp;&nbsp;<b>Completion</b> means the date stated in the Seller's notice that the Unit is ready for "
          "occupation; <b>Handover</b> means delivery of vacant possession of the Unit; <b>Project Consultant</b> "
          "means the consultant appointed by the Seller and registered with the Dubai Land Department.", st["ind"]),
        P("2.&nbsp;&nbsp;PURCHASE PRICE AND PAYMENT", st["h"]),
        P("2.1&nbsp;&nbsp;The Purchaser shall pay the Purchase Price in the instalments set out below (the "
          "<b>Payment Plan</b>). An instalment shown against a date is due on that date; an instalment shown "
          "against a construction milestone is due within fourteen (14) days of the Seller's notice that the "
          "milestone has been reached.", st["ind"]),
    ]
    cr = ParagraphStyle("cr", parent=st["cell"], alignment=TA_RIGHT)
    data = [[P("<b>No.</b>", st["cell"]), P("<b>Milestone</b>", st["cell"]), P("<b>Due Date</b>", st["cell"]),
             P("<b>%</b>", cr), P("<b>Amount (AED)</b>", cr)]]
    for i, r in enumerate(rows, 1):
        data.append([str(i), P(r.label, st["cell"]), fd(r.due, "dmy/") if r.due else "\u2014",
                     fpct(r.pct), fen(r.value(price))])
    t = Table(data, colWidths=[12 * mm, 82 * mm, 26 * mm, 16 * mm, 32 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                           ("ALIGN", (3, 1), (-1, -1), "RIGHT"), ("TOPPADDING", (0, 0), (-1, -1), 4),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 4), ("LEFTPADDING", (0, 0), (-1, -1), 3)]))
    story += [t, Spacer(1, 8),
              P("2.2&nbsp;&nbsp;In addition to the Purchase Price, the Purchaser shall pay the following fees on the "
                "date shown. These fees do not form part of the Purchase Price and are not refundable.", st["ind"])]
    fdata = [[P("<b>Fee</b>", st["cell"]), P("<b>Due Date</b>", st["cell"]), P("<b>Amount (AED)</b>", cr)]]
    for r in fees:
        fdata.append([P(r.label, st["cell"]), fd(r.due, "dmy/"), fen(r.value(price))])
    ft = Table(fdata, colWidths=[96 * mm, 30 * mm, 32 * mm])
    ft.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                            ("ALIGN", (2, 1), (2, -1), "RIGHT"), ("LEFTPADDING", (0, 0), (-1, -1), 3)]))
    story += [ft, Spacer(1, 6),
              P("2.3&nbsp;&nbsp;All payments shall be made to the Escrow Account quoting the Unit number. A cheque "
                "returned unpaid attracts a charge of AED 500.00 in addition to any charge levied by the bank.",
                st["ind"]),
              P("3.&nbsp;&nbsp;LATE PAYMENT AND DEFAULT", st["h"]),
              P("3.1&nbsp;&nbsp;Any overdue amount bears a late payment charge of 12% per annum calculated daily from "
                "its due date until payment.", st["ind"]),
              P("3.2&nbsp;&nbsp;If the Purchaser fails to pay any instalment within thirty (30) days of a notice of "
                "default, the Seller may proceed under Article 11 of Law No. 13 of 2008 and, where more than 60% of "
                "the Project has been completed, retain up to 40% of the Purchase Price.", st["ind"]),
              P("4.&nbsp;&nbsp;AREA VARIATION", st["h"]),
              P("4.1&nbsp;&nbsp;If the final area of the Unit differs from the Saleable Area by more than 5%, the "
                "Purchase Price shall be adjusted at the rate of AED 1,751.00 per sq. ft. for the whole "
                "difference.", st["ind"]),
              Spacer(1, 14),
              sig_block(st, ["For the Seller", "Name: Khalid Al Marzouqi", "Signature: ____________________"],
                        ["The Purchaser", "Name: Rahul Menon", "Signature: ____________________"])]
    build(did, story, simple_footer("SPA - Al Furjan Residences - Unit 1207/B"))
    write_expected(did, rows + fees, price)


# ================================================================ br02  Saudi Arabia, borderless, amount first,
# event text wrapping onto three lines, other cells bottom-aligned
@doc
def br02():
    did = "br02_sa_borderless_amount_first_bottom"
    st = styles("Times-Roman", 11)
    price = D(2940000)
    rows = [
        Row(date(2026, 3, 5), 15, label="First payment on signing of this Agreement, deposited in the Project's "
                                        "Wafi escrow account held with Riyad Bank"),
        Row(date(2026, 9, 5), 10, label="Second payment, six (6) months after signing"),
        Row(date(2027, 3, 5), 10, label="Third payment, twelve (12) months after signing"),
        Row(None, 15, label="On completion of the concrete structure of the Villa, as certified in writing by the "
                            "Wafi-approved engineering consultant"),
        Row(date(2027, 9, 5), 10, label="Fifth payment"),
        Row(None, 40, label="On delivery of the Villa to the Buyer, against transfer of the title deed into the "
                            "Buyer's name"),
    ]
    event = {3: "On certification", 5: "On delivery"}
    story = [
        P("OFF-PLAN SALE AGREEMENT", st["title"]),
        P("Project: Al Arid Gardens &mdash; Wafi Licence No. 1447/0219", st["subtitle"]),
        P("This Agreement is made in Riyadh on Thursday 05/03/2026 (corresponding to 16/09/1447 H) between:",
          st["body"]),
        P("<b>First Party (Seller):</b> Dar Al Nakheel Real Estate Development Company, a closed joint stock "
          "company, Commercial Registration No. 1010654321, represented by its CEO Eng. Saud Al-Harbi; and",
          st["ind"]),
        P("<b>Second Party (Buyer):</b> Mr. Faisal bin Abdullah Al-Qahtani, Saudi national, ID No. 1023456789.",
          st["ind"]),
        P("<b>Preamble.</b> The Seller is developing the Al Arid Gardens project on plot No. 2/118 of Scheme "
          "No. 3512, Al Arid district, under the off-plan sales licence issued by the Wafi programme. The Buyer "
          "has inspected the plans and wishes to purchase Villa V-38 (land area 375 m<super>2</super>, built-up "
          "area 412 m<super>2</super>). The two parties, having full legal capacity, have agreed as follows:",
          st["body"]),
        P("Article (1) &mdash; Price", st["h"]),
        P("The total price of the Villa is SAR 2,940,000.00 (two million nine hundred and forty thousand Saudi "
          "riyals). The price does not include the Real Estate Transaction Tax, which is borne by the Buyer and "
          "settled through the Zakat, Tax and Customs Authority before the title deed is transferred.",
          st["body"]),
        P("Article (2) &mdash; Payment Schedule", st["h"]),
        P("The Buyer shall pay the price to the escrow account in the following payments:", st["body"]),
    ]
    cr = ParagraphStyle("cr2", parent=st["cell"], alignment=TA_RIGHT)
    data = [[P("<b>Amount (SAR)</b>", cr), P("<b>%</b>", cr), P("<b>Payment event</b>", st["cell"]),
             P("<b>Due date</b>", st["cell"])]]
    for i, r in enumerate(rows):
        data.append([fen(r.value(price)), fpct(r.pct), P(r.label, st["cell"]),
                     fd(r.due, "dmy/") if r.due else event[i]])
    t = Table(data, colWidths=[32 * mm, 15 * mm, 84 * mm, 32 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"), ("FONT", (0, 1), (-1, -1), "Times-Roman", 10),
                           ("ALIGN", (0, 1), (1, -1), "RIGHT"), ("LEFTPADDING", (2, 0), (2, -1), 10),
                           ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    story += [t, Spacer(1, 6),
              P("Article (3) &mdash; Delay", st["h"]),
              P("If the Seller delays delivery beyond the period stated in the Wafi licence, it shall pay the Buyer "
                "compensation of 1% of the amounts paid for each month of delay, up to a maximum of 10%. If the "
                "Buyer delays any payment by more than sixty (60) days, the Seller may cancel this Agreement after "
                "notice and refund the amounts paid less 5% of the price.", st["body"]),
              P("Article (4) &mdash; Brokerage", st["h"]),
              P("The brokerage commission of 2.5% due to the marketing agent is borne by the Seller alone.",
                st["body"]),
              P("Article (5) &mdash; Copies", st["h"]),
              P("This Agreement is made in two (2) originals, each party holding one to act upon.", st["body"]),
              Spacer(1, 12),
              sig_block(st, ["First Party (Seller)", "Signature: ____________________"],
                        ["Second Party (Buyer)", "Signature: ____________________"])]
    build(did, story, simple_footer("Dar Al Nakheel - Al Arid Gardens - V-38", font="Times-Roman"))
    write_expected(did, rows, price)


# ================================================================ br03  Qatar, borderless, date column first,
# narrow description column wrapping onto three lines, the rest centred
@doc
def br03():
    did = "br03_qa_borderless_date_first_narrow"
    st = styles("Helvetica", 10)
    price = D(3450000)
    rows = [
        Row(date(2026, 3, 20), 10, label="First instalment (down payment) on signing of this Agreement"),
        Row(date(2026, 9, 20), 10, label="Second instalment"),
        Row(date(2027, 3, 20), 10, label="Third instalment"),
        Row(date(2027, 9, 20), 10, label="Fourth instalment"),
        Row(None, 30, label="Handover instalment, payable on delivery of the Unit and before release of the keys"),
        Row(date(2029, 3, 20), 15, ph=True, label="First post-handover instalment"),
        Row(date(2029, 9, 20), 15, ph=True, label="Second and final post-handover instalment"),
    ]
    method = ["Bank transfer to the Escrow Account", "Post-dated cheque drawn on a bank in Qatar",
              "Post-dated cheque drawn on a bank in Qatar", "Post-dated cheque drawn on a bank in Qatar",
              "Manager's cheque", "Post-dated cheque", "Post-dated cheque"]
    story = [
        P("SALE AND PURCHASE AGREEMENT", st["title"]),
        P("Unit 504, Building 17, Fox Hills North, Lusail City, Qatar", st["subtitle"]),
        P("This Agreement is entered into at Doha on 20 March 2026 by and between <b>Lusail Crest Real Estate "
          "Development W.L.L.</b>, Commercial Registration No. 145672 (the <b>Developer</b>), and <b>Mrs. Amal "
          "Yousef Haddad</b>, Jordanian national, Qatar ID No. 28740012345 (the <b>Buyer</b>).", st["body"]),
        P("Background", st["h"]),
        P("The Developer is developing the residential building known as Building 17, Fox Hills North, on land "
          "parcel No. 69/1104 in Lusail City, registered as an off-plan project under Law No. (6) of 2014 "
          "regulating real estate development. The Unit has a gross area of 142.5 m<super>2</super> and one "
          "allocated parking space (No. P2-41).", st["body"]),
        P("Clause 4 &mdash; Price and Payment Schedule", st["h"]),
        P("4.1&nbsp;&nbsp;The price of the Unit is QAR 3,450,000 (three million four hundred and fifty thousand "
          "Qatari riyals) (the <b>Price</b>).", st["ind"]),
        P("4.2&nbsp;&nbsp;The Buyer shall pay the Price as follows:", st["ind"]),
    ]
    cr = ParagraphStyle("cr3", parent=st["cell"], alignment=TA_RIGHT, fontSize=9)
    cl = ParagraphStyle("cl3", parent=st["cell"], fontSize=9)
    data = [[P("<b>Due date</b>", cl), P("<b>Instalment</b>", cl), P("<b>%</b>", cr), P("<b>Amount QAR</b>", cr),
             P("<b>Method of payment</b>", cl)]]
    for r, m in zip(rows, method):
        data.append([fd(r.due, "dmy/") if r.due else "On Handover", P(r.label, cl), fpct(r.pct),
                     fen(r.value(price), 0), P(m, cl)])
    data.append(["", P("<b>Total</b>", cl), "100%", fen(price, 0), ""])
    t = Table(data, colWidths=[25 * mm, 44 * mm, 14 * mm, 28 * mm, 46 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                           ("ALIGN", (2, 1), (3, -1), "RIGHT"), ("LEFTPADDING", (4, 0), (4, -1), 12),
                           ("FONT", (2, -1), (3, -1), "Helvetica-Bold", 9),
                           ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story += [t, Spacer(1, 6),
              P("4.3&nbsp;&nbsp;The post-dated cheques for the second to fourth instalments and for the post-handover "
                "instalments shall be delivered to the Developer on signing of this Agreement.", st["ind"]),
              P("4.4&nbsp;&nbsp;Registration fees levied by the Real Estate Registration Department are borne by "
                "the Buyer in accordance with the applicable law.", st["ind"]),
              P("Clause 5 &mdash; Completion", st["h"]),
              P("5.1&nbsp;&nbsp;The Developer shall complete the Unit within thirty-six (36) months of the start of "
                "construction, subject to a grace period of six (6) months. If the Buyer fails to pay any "
                "instalment for more than 45 days, the Developer may terminate this Agreement and retain 10% of "
                "the Price as liquidated damages.", st["ind"]),
              P("5.2&nbsp;&nbsp;Service charges are payable from Handover at the rate approved by the owners' "
                "association, currently estimated at QAR 14 per m<super>2</super> per year.", st["ind"]),
              Spacer(1, 12),
              sig_block(st, ["For the Developer", "Signature: ____________________"],
                        ["The Buyer", "Signature: ____________________"])]
    build(did, story, simple_footer("Lusail Crest - SPA - FHN/B17/504"))
    write_expected(did, rows, price)


# ================================================================ br04  India, borderless, two wrapped columns
# (stage and timing), other cells vertically centred, rupee amounts in lakh grouping
@doc
def br04():
    did = "br04_in_borderless_two_wrapped_cols"
    st = styles("DejaVuSans", 9.5)
    price = D(9840000)
    demand = "Within 15 days of the Promoter's written demand on completion of the stage"
    rows = [
        Row(date(2026, 2, 20), 10, label=("Booking amount (not exceeding 10% of the total price)",
                                          "On or before execution of this Agreement, i.e. on or before 20-02-2026")),
        Row(None, 20, label=("On completion of the plinth of the building", demand)),
        Row(None, 15, label=("On completion of the 4th slab of the building", demand)),
        Row(None, 15, label=("On completion of the 8th slab of the building", demand)),
        Row(None, 10, label=("On completion of the 12th slab including podiums and stilts", demand)),
        Row(None, 10, label=("On completion of walls, internal plaster, floorings, doors and windows of the said "
                             "Apartment", demand)),
        Row(None, 5, label=("On completion of sanitary fittings, staircases, lift wells and lobbies up to the "
                            "floor level of the said Apartment", demand)),
        Row(None, 10, label=("On completion of external plumbing and external plaster, elevation and terraces "
                             "with waterproofing", demand)),
        Row(None, 5, label=("At the time of handing over possession of the Apartment to the Allottee",
                            "On or after receipt of the Occupancy Certificate")),
    ]
    story = [
        P("AGREEMENT FOR SALE", st["title"]),
        P("(Under section 13 of the Real Estate (Regulation and Development) Act, 2016) &mdash; MahaRERA "
          "Registration No. P52100054321", st["subtitle"]),
        P("This Agreement for Sale is made at Pune on this 20th day of February 2026 between <b>SAHYADRI REALTY "
          "LLP</b>, a limited liability partnership (LLPIN AAK-4471), having its office at 3rd Floor, Sahyadri "
          "House, Baner Road, Pune 411045, hereinafter called the <b>Promoter</b>, and <b>Mrs. Neha Sameer "
          "Kulkarni</b>, PAN ABCPK1234F, residing at Flat 6, Shantiniketan CHS, Kothrud, Pune 411038, "
          "hereinafter called the <b>Allottee</b>.", st["body"]),
        P("WHEREAS", st["h"]),
        P("A.&nbsp;&nbsp;The Promoter is developing the project known as \u201cSahyadri Greens\u201d on land "
          "bearing Survey No. 45/2, Hissa No. 3, village Baner, Taluka Haveli, admeasuring 8,420 sq. m.", st["ind"]),
        P("B.&nbsp;&nbsp;The Allottee has applied for Apartment No. A-1103 on the 11th floor of Wing A, having a "
          "carpet area of 68.45 sq. m. together with an enclosed balcony of 6.20 sq. m. and one covered car "
          "parking space, No. B1-27.", st["ind"]),
        P("NOW THEREFORE THIS AGREEMENT WITNESSETH AS FOLLOWS:", st["h"]),
        P("1.1&nbsp;&nbsp;The total price for the Apartment including the proportionate price of the common "
          "areas and the covered parking is %s 98,40,000/- (Rupees Ninety Eight Lakh Forty Thousand only) (the "
          "<b>Total Price</b>)." % RUPEE, st["ind"]),
        P("1.2&nbsp;&nbsp;The Total Price excludes GST, stamp duty and registration charges, which shall be paid "
          "by the Allottee at the rates applicable from time to time.", st["ind"]),
        P("1.3&nbsp;&nbsp;The Allottee shall pay the Total Price to the Promoter in the following manner:",
          st["ind"]),
    ]
    c = ParagraphStyle("c4", parent=st["cell"], fontSize=8.5, leading=10.5)
    cr = ParagraphStyle("cr4", parent=c, alignment=TA_RIGHT)
    data = [[P("<b>Sr.</b>", c), P("<b>Payment stage</b>", c), P("<b>When payable</b>", c), P("<b>%</b>", cr),
             P("<b>Amount (%s)</b>" % RUPEE, cr)]]
    for i, r in enumerate(rows, 1):
        data.append(["%d." % i, P(r.label[0], c), P(r.label[1], c), fpct(r.pct),
                     "%s %s" % (RUPEE, fin(r.value(price)))])
    data.append(["", P("<b>Total</b>", c), "", "100%", "%s %s" % (RUPEE, fin(price))])
    t = Table(data, colWidths=[10 * mm, 62 * mm, 50 * mm, 14 * mm, 30 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("FONT", (0, 1), (-1, -1), "DejaVuSans", 8.5),
                           ("ALIGN", (3, 1), (-1, -1), "RIGHT"), ("FONT", (3, -1), (-1, -1), "DejaVuSans-Bold", 8.5),
                           ("TOPPADDING", (0, 0), (-1, -1), 3.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5)]))
    story += [t, Spacer(1, 6),
              P("1.4&nbsp;&nbsp;The Allottee shall pay interest at the State Bank of India highest Marginal Cost of "
                "Lending Rate plus 2% on any amount not paid on its due date.", st["ind"]),
              P("1.5&nbsp;&nbsp;The Promoter shall give possession of the Apartment within forty-eight (48) months "
                "from the date of registration of this Agreement. If the Promoter fails to do so, it shall pay interest to the Allottee at the rate stated in clause 1.4 "
                "for every month of delay until possession is handed over.", st["ind"]),
              P("1.6&nbsp;&nbsp;The Promoter shall not accept more than 10% of the Total Price as an advance or "
                "application fee before the execution and registration of this Agreement.", st["ind"]),
              Spacer(1, 10),
              sig_block(st, ["SIGNED AND DELIVERED by the Promoter", "Authorised Partner: ________________"],
                        ["SIGNED AND DELIVERED by the Allottee", "Mrs. Neha Sameer Kulkarni: ________________"])]
    build(did, story, simple_footer("Sahyadri Greens - A-1103 - Agreement for Sale", font="DejaVuSans", size=7))
    write_expected(did, rows, price)


# ================================================================ br05  Oman, only horizontal rules between rows
@doc
def br05():
    did = "br05_om_row_rules_only"
    st = styles("Helvetica", 10)
    price = D("186500")
    rows = [Row(date(2026, 4, 1), 20, label="On signing of this Contract")]
    labels = ["Second instalment", "Third instalment", "Fourth instalment", "Fifth instalment"]
    for lab, d in zip(labels, series(date(2026, 10, 1), 4, 6)):
        rows.append(Row(d, 10, label=lab))
    rows.append(Row(None, 40, label="On handover of the Unit"))
    story = [
        P("CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT", st["title"]),
        P("in an Integrated Tourism Complex &mdash; Sifah Bay Residences, Wilayat of Muscat", st["subtitle"]),
        P("This Contract is made on 1 April 2026 between <b>Sifah Bay Development S.A.O.C.</b>, Commercial "
          "Registration No. 1298745, P.O. Box 421, Postal Code 118, Muscat (the <b>Developer</b>) and <b>Mr. "
          "Thomas Richard Hale</b>, British passport No. 547718203 (the <b>Purchaser</b>).", st["body"]),
        P("1. The Unit", st["h"]),
        P("1.1 The Developer sells to the Purchaser Villa 2-B-14 built on plot No. 118 in Phase 2 of the complex, "
          "with a built-up area of 146.8 m<super>2</super> and a plot area of 402 m<super>2</super>, as shown on "
          "the plan attached as Annex 1.", st["body"]),
        P("1.2 The complex is licensed by the Ministry of Heritage and Tourism under licence No. ITC/2019/07, and "
          "the Purchaser, being a non-Omani, may own the Unit under Royal Decree No. 12/2006.", st["body"]),
        P("2. Price and payment", st["h"]),
        P("2.1 The price of the Unit is OMR 186,500.000 (one hundred eighty-six thousand five hundred Omani "
          "rials).", st["body"]),
        P("2.2 The Purchaser shall pay the price in instalments on the dates or events shown in the following "
          "table, by transfer to the Developer's escrow account No. 0311-0487765-001 with Bank Muscat:",
          st["body"]),
    ]
    data = [["Instalment", "Payment date", "Percentage", "Amount (OMR)"]]
    for r in rows:
        data.append([r.label, fd(r.due, "dd Month Y") if r.due else "On handover", fpct(r.pct),
                     fen(r.value(price), 3)])
    data.append(["Total", "", "100%", fen(price, 3)])
    cmds = [("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9.5), ("FONT", (0, 1), (-1, -1), "Helvetica", 9.5),
            ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 9.5), ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
            ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black)]
    for i in range(len(data)):
        cmds.append(("LINEBELOW", (0, i), (-1, i), 0.8 if i in (0, len(data) - 1) else 0.3,
                     colors.black if i in (0, len(data) - 1) else colors.HexColor("#888888")))
    t = Table(data, colWidths=[58 * mm, 40 * mm, 28 * mm, 40 * mm])
    t.setStyle(TableStyle(cmds))
    story += [t, Spacer(1, 8),
              P("2.3 A payment delayed by more than thirty (30) days bears a delay charge of 1% per month. After "
                "ninety (90) days the Developer may terminate this Contract by notice and retain 15% of the price.",
                st["body"]),
              P("3. Service charge", st["h"]),
              P("3.1 From handover the Purchaser shall contribute to the running costs of the complex at OMR 4.500 "
                "per m<super>2</super> of built-up area per year, reviewed annually by the owners' association.",
                st["body"]),
              P("4. Usufruct and title", st["h"]),
              P("4.1 Title shall be registered in the name of the Purchaser at the Ministry of Housing and Urban "
                "Planning after handover. Government fees are payable as prescribed by law.", st["body"]),
              P("5. Governing law", st["h"]),
              P("5.1 This Contract is governed by the laws of the Sultanate of Oman.", st["body"]),
              Spacer(1, 12),
              sig_block(st, ["The Developer", "Signature: ____________________"],
                        ["The Purchaser", "Signature: ____________________"])]
    build(did, story, simple_footer("Sifah Bay Residences - Villa 2-B-14"))
    write_expected(did, rows, price)


# ================================================================ br06  Bahrain, zebra shading, no lines at all
@doc
def br06():
    did = "br06_bh_zebra_no_lines"
    st = styles("Helvetica", 10)
    price = D("128750")
    signed = date(2026, 3, 15)
    rows = [Row(signed, 20, label="Down payment on signing of this Agreement")]
    for k, d in enumerate(series(date(2026, 7, 15), 5, 4), 1):
        rows.append(Row(d, 10, label="Instalment %d of 5 (every four months)" % k))
    rows.append(Row(None, 30, label="Balance on handover of the Apartment"))
    fee = Row(signed, None, 350, fee=True, label="Administration fee")
    story = [
        P("APARTMENT SALE AGREEMENT", st["title"]),
        P("Al Bahar Residences, Dilmunia Island, Kingdom of Bahrain", st["subtitle"]),
        P("THIS AGREEMENT is made on 15-03-2026", st["body"]),
        P("BETWEEN: (1) <b>Dilmunia Coastal Developments B.S.C. (c)</b>, CR No. 98765-1, whose registered office is "
          "at Building 1021, Road 4620, Block 346, Manama (the <b>Developer</b>); and (2) <b>Ms. Mariam Hassan "
          "Al-Awadhi</b>, CPR No. 880412345 (the <b>Purchaser</b>).", st["body"]),
        P("1. INTERPRETATION", st["h"]),
        P("1.1 <b>Apartment</b> means apartment No. 1604 on the 16th floor of Tower 2, Al Bahar Residences, with "
          "an internal area of 118.40 m<super>2</super> and two car parking spaces; <b>RERA</b> means the Real "
          "Estate Regulatory Authority established under Law No. (27) of 2017; <b>Handover</b> means the delivery "
          "of the Apartment to the Purchaser after issue of the completion certificate.", st["body"]),
        P("2. PRICE", st["h"]),
        P("2.1 The price of the Apartment is BD 128,750.000 (one hundred twenty-eight thousand seven hundred fifty "
          "Bahraini dinars) (the <b>Price</b>).", st["body"]),
        P("3. PAYMENT", st["h"]),
        P("3.1 The Purchaser shall pay the Price into the escrow account of the project (IBAN BH29 NBOB 0000 0099 "
          "8877 66) according to the following schedule:", st["body"]),
    ]
    data = [["#", "Description", "Due date", "%", "Amount (BD)"]]
    for i, r in enumerate(rows, 1):
        data.append([str(i), r.label, fd(r.due, "dmy-") if r.due else "On Handover", fpct(r.pct),
                     fen(r.value(price), 3)])
    data.append(["", "Total Price", "", "100%", fen(price, 3)])
    cmds = [("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9.5), ("FONT", (0, 1), (-1, -1), "Helvetica", 9.5),
            ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 9.5), ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
            ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#2F5D62")), ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
            ("ROWBACKGROUNDS", (0, 1), (-1, -2), [colors.HexColor("#E8F0EF"), colors.white]),
            ("BACKGROUND", (0, -1), (-1, -1), colors.HexColor("#CBDDDB")),
            ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]
    t = Table(data, colWidths=[10 * mm, 70 * mm, 30 * mm, 18 * mm, 36 * mm])
    t.setStyle(TableStyle(cmds))
    story += [t, Spacer(1, 8),
              P("3.2 In addition to the Price, the Purchaser shall pay the Developer an administration fee of "
                "BD %s on signing of this Agreement on %s. The administration fee is not refundable."
                % (fen(fee.stated, 3), fd(signed, "dmy-")), st["body"]),
              P("3.3 Registration of the Apartment with the Survey and Land Registration Bureau shall take place "
                "after Handover; the registration fees prescribed by the Bureau are payable by the Purchaser.",
                st["body"]),
              P("4. DEFAULT", st["h"]),
              P("4.1 If any instalment remains unpaid for 60 days after its due date, the Developer may, after "
                "giving 30 days' written notice, cancel this Agreement in accordance with RERA regulations and "
                "deduct up to 10% of the Price from the amounts paid.", st["body"]),
              P("5. WARRANTY", st["h"]),
              P("5.1 The Developer warrants the structure of the building for ten (10) years and the mechanical, "
                "electrical and plumbing installations for one (1) year from Handover.", st["body"]),
              Spacer(1, 12),
              sig_block(st, ["For the Developer", "Signature: ____________________"],
                        ["The Purchaser", "Signature: ____________________"])]
    build(did, story, simple_footer("Al Bahar Residences T2-1604 | Sale Agreement"))
    write_expected(did, rows + [fee], price)


# ================================================================ br07  Turkey, only a rule under the header,
# European numbers (14.850.000,00 TL), dotted dates, Turkish-style percentages (%5)
@doc
def br07():
    did = "br07_tr_header_rule_only_eu_numbers"
    st = styles("DejaVuSans", 9.5)
    price = D(14850000)
    rows = [Row(date(2026, 3, 10), 30, label="Peşinat / Down payment")]
    for k, d in enumerate(series(date(2026, 4, 10), 12, 1), 1):
        rows.append(Row(d, 5, label="%d. taksit / Instalment %d" % (k, k)))
    rows.append(Row(None, 10, label="Anahtar teslimi / On delivery of keys"))
    story = [
        P("GAYRİMENKUL SATIŞ VAADİ SÖZLEŞMESİ", st["title"]),
        P("PROMISE TO SELL AGREEMENT (certified English translation of the Turkish original)", st["subtitle"]),
        P("<b>Article 1 &mdash; Parties.</b> This agreement is made on 10.03.2026 between <b>Boğaziçi Konut Yapı "
          "A.Ş.</b>, registered with the Istanbul Trade Registry under No. 845512, tax number 1790554321 (the "
          "<b>Seller</b>), and <b>Mr. Kerem Aydın</b>, Turkish ID No. 23456789012, residing at Moda Cad. No. 41/5, "
          "Kadıköy, Istanbul (the <b>Buyer</b>).", st["body"]),
        P("<b>Article 2 &mdash; Subject.</b> The Seller undertakes to sell, and to transfer at the Land Registry "
          "the title to, independent section No. 87 (net area 96,40 m², gross area 128,15 m²) on the 9th floor of "
          "Block C of the Ataşehir Vadi project being built on plot 3318, parcel 12, Ataşehir, Istanbul (the "
          "<b>Flat</b>), and the Buyer undertakes to buy it.", st["body"]),
        P("<b>Article 3 &mdash; Price.</b> The sale price of the Flat is 14.850.000,00 TL (fourteen million eight "
          "hundred fifty thousand Turkish lira), VAT (KDV) included. Title deed fees (tapu harcı) under the Fees "
          "Law No. 492 are borne by the parties as provided by law and are not part of the price.", st["body"]),
        P("<b>Article 4 &mdash; Payment.</b> The Buyer shall pay the price to the Seller's account at Türkiye İş "
          "Bankası, IBAN TR12 0006 4000 0011 2345 6789 01, according to the following table:", st["body"]),
    ]
    data = [["Taksit / No.", "Vade tarihi / Due date", "Oran / Rate", "Tutar / Amount (TL)"]]
    for r in rows:
        data.append([r.label, fd(r.due, "dmy.") if r.due else "Teslimde / on delivery", "%" + format(r.pct, "f"),
                     feu(r.value(price))])
    data.append(["Toplam / Total", "", "%100", feu(price)])
    t = Table(data, colWidths=[62 * mm, 42 * mm, 22 * mm, 40 * mm])
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "DejaVuSans-Bold", 8.5),
                           ("FONT", (0, 1), (-1, -1), "DejaVuSans", 8.5),
                           ("FONT", (0, -1), (-1, -1), "DejaVuSans-Bold", 8.5),
                           ("LINEBELOW", (0, 0), (-1, 0), 1, colors.black), ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
                           ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                           ("TOPPADDING", (0, -1), (-1, -1), 6)]))
    story += [t, Spacer(1, 8),
              P("<b>Article 5 &mdash; Delay.</b> For each instalment paid late the Buyer shall pay default interest "
                "of 2% per month. If two consecutive instalments remain unpaid, the Seller may terminate this "
                "agreement after a 30-day notice through a notary, and 10% of the price shall be payable as a "
                "penalty.", st["body"]),
              P("<b>Article 6 &mdash; Delivery.</b> The Seller shall deliver the Flat with its occupancy permit "
                "(iskân) within 30 months of the building permit dated 02.02.2026; a 6-month extension applies in "
                "case of force majeure.", st["body"]),
              P("<b>Article 7 &mdash; Jurisdiction.</b> Istanbul Anatolian Courts and Enforcement Offices have "
                "jurisdiction. This agreement has been signed before Kadıköy 14th Notary Public.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["SATICI / SELLER", "Boğaziçi Konut Yapı A.Ş."], ["ALICI / BUYER", "Kerem Aydın"])]
    build(did, story, simple_footer("Yevmiye No. 04187 - Kadıköy 14. Noterliği", "Sayfa {p}/{n}",
                                    font="DejaVuSans", size=7))
    write_expected(did, rows, price)


# ================================================================ br08  UK, currency in its own column,
# right-aligned amounts, booktabs-style rules
@doc
def br08():
    did = "br08_uk_currency_own_column"
    st = styles("Times-Roman", 11)
    price = D(685000)
    rows = [Row(date(2026, 3, 16), 10, label="Deposit on exchange of contracts"),
            Row(date(2027, 3, 16), 5, label="Second deposit instalment"),
            Row(date(2027, 9, 16), 5, label="Third deposit instalment"),
            Row(None, 80, label="Balance of the Purchase Price")]
    due_txt = [fd(rows[0].due, "d Month Y") + " (exchange)", fd(rows[1].due, "d Month Y"),
               fd(rows[2].due, "d Month Y"), "On Completion"]
    story = [
        P("CONTRACT FOR THE SALE OF A NEW BUILD LEASEHOLD FLAT", st["title"]),
        P("Apartment 12.04, Riverside Quarter, Wandsworth, London SW18 1AP (Plot 214)", st["subtitle"]),
        P("PARTICULARS", st["h"]),
        kv_table(st, [("Date of this contract", "16 March 2026"),
                      ("Seller", "Riverside Quarter (Phase 3) Limited, company number 10887231"),
                      ("Buyer", "Dr Priya Natarajan and Mr Oliver James Wren"),
                      ("Property", "Plot 214, Apartment 12.04 on the twelfth floor, together with cycle store 31, to "
                                   "be let by a lease for 999 years from 1 January 2024"),
                      ("Purchase Price", "&pound;685,000"),
                      ("Contract rate", "4% per annum above the base rate of Barclays Bank PLC"),
                      ("Seller's solicitors", "Halden Price LLP, 1 Carmelite Street, London EC4Y 0DR")],
                 widths=(45 * mm, 125 * mm)),
        P("1.&nbsp;&nbsp;INCORPORATION OF CONDITIONS", st["h"]),
        P("1.1&nbsp;&nbsp;The Standard Conditions of Sale (Fifth Edition &ndash; 2018 Revision) apply to this "
          "contract so far as they are not varied by or inconsistent with its terms. Standard Condition 2.2 is "
          "varied so that the deposit is payable as set out in clause 2.", st["ind"]),
        P("2.&nbsp;&nbsp;DEPOSIT AND PAYMENT OF THE PRICE", st["h"]),
        P("2.1&nbsp;&nbsp;The Buyer shall pay the Purchase Price to the Seller's solicitors as stakeholders as "
          "follows:", st["ind"]),
    ]
    data = [["Payment", "Due", "Share", "", "Amount"]]
    for r, dt in zip(rows, due_txt):
        data.append([r.label, dt, fpct(r.pct), "GBP", fen(r.value(price))])
    data.append(["Total", "", "100%", "GBP", fen(price)])
    t = Table(data, colWidths=[62 * mm, 46 * mm, 16 * mm, 12 * mm, 30 * mm])
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Times-Bold", 10), ("FONT", (0, 1), (-1, -1), "Times-Roman", 10),
                           ("FONT", (0, -1), (-1, -1), "Times-Bold", 10),
                           ("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                           ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                           ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black),
                           ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black),
                           ("ALIGN", (2, 0), (2, -1), "RIGHT"), ("ALIGN", (3, 0), (3, -1), "CENTER"),
                           ("ALIGN", (4, 0), (4, -1), "RIGHT"), ("TOPPADDING", (0, 0), (-1, -1), 3),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story += [t, Spacer(1, 8),
              P("2.2&nbsp;&nbsp;The deposit instalments are held by the Seller's solicitors as stakeholders and "
                "released to the Seller on Completion. If any instalment is not paid on time the Seller may serve a "
                "notice to complete under Standard Condition 6.8 and, if the Buyer does not comply, forfeit the "
                "sums paid up to 10% of the Purchase Price.", st["ind"]),
              P("2.3&nbsp;&nbsp;Completion shall take place ten (10) working days after the Seller's solicitors "
                "notify the Buyer's solicitors that the Property is practically complete and the NHBC Buildmark "
                "cover note has been issued.", st["ind"]),
              P("3.&nbsp;&nbsp;SERVICE CHARGE AND GROUND RENT", st["h"]),
              P("3.1&nbsp;&nbsp;The first year's estimated service charge is &pound;3,420 and the ground rent is a "
                "peppercorn. Stamp Duty Land Tax and Land Registry fees are the Buyer's responsibility.", st["ind"]),
              P("4.&nbsp;&nbsp;ENTIRE AGREEMENT", st["h"]),
              P("4.1&nbsp;&nbsp;This contract and the documents annexed to it contain the whole agreement between "
                "the parties relating to the sale.", st["ind"]),
              Spacer(1, 12),
              sig_block(st, ["Signed for the Seller", "____________________"],
                        ["Signed by the Buyer", "____________________"])]
    build(did, story, simple_footer("Plot 214 - Riverside Quarter - Contract", font="Times-Roman"))
    write_expected(did, rows, price)


# ================================================================ br09  Cyprus, currency only in the column header,
# amounts right-aligned without currency, shaded header only
@doc
def br09():
    did = "br09_cy_currency_in_header_only"
    st = styles("Helvetica", 10)
    price = D(1120000)
    rows = [Row(date(2026, 4, 20), 30, label=("A", "On signing of this Contract")),
            Row(None, 20, label=("B", "Upon completion of the reinforced concrete frame of Block B")),
            Row(date(2026, 12, 31), 20, label=("C", "Third payment")),
            Row(date(2027, 6, 30), 10, label=("D", "Fourth payment")),
            Row(None, 20, label=("E", "Upon delivery of possession of the Apartment"))]
    story = [
        P("CONTRACT OF SALE OF IMMOVABLE PROPERTY", st["title"]),
        P("Apartment 702, Block B, Amathus Seafront Residences, Agios Tychonas, Limassol", st["subtitle"]),
        P("This Contract is made in Limassol, Cyprus on the 20th day of April 2026 by and between <b>AMATHUS "
          "SEAFRONT DEVELOPMENTS LTD</b>, company registration number HE 398211, of 28 Oktovriou Avenue 221, 3035 "
          "Limassol (the <b>Vendor</b>) and <b>MR. ANDREAS LINDQVIST</b>, holder of Swedish passport No. 91822374 "
          "(the <b>Purchaser</b>).", st["body"]),
        P("WHEREAS the Vendor is the registered owner of the plot registered under Registration No. 0/4471, Sheet/Plan "
          "55/17, Agios Tychonas, of an extent of 6,212 m<super>2</super>, on which it is constructing Block B under "
          "Building Permit No. 118/2024.", st["body"]),
        P("1. THE PROPERTY AND PRICE", st["h"]),
        P("1.1 The Vendor sells and the Purchaser buys Apartment 702 on the 7th floor of Block B, of a covered area of "
          "164 m<super>2</super> and covered verandas of 48 m<super>2</super>, with two parking spaces and storage "
          "room S-14 (the <b>Property</b>).", st["body"]),
        P("1.2 The purchase price is one million one hundred and twenty thousand euro (&euro;1,120,000) plus VAT "
          "(the <b>Price</b>). VAT at the rate applicable at the time of each payment (currently 19%, or 5% where the "
          "Purchaser qualifies for the reduced rate on a primary residence) is payable on each payment in "
          "addition.", st["body"]),
        P("2. PAYMENT", st["h"]),
        P("2.1 The Price shall be paid in the following stages:", st["body"]),
    ]
    data = [["Stage", "Description", "Due", "%", "Amount (\u20ac)"]]
    for r in rows:
        data.append([r.label[0], P(r.label[1], st["cell"]), fd(r.due, "d Month Y") if r.due else "\u2014",
                     fpct(r.pct), fen(r.value(price))])
    data.append(["", P("<b>Total</b>", st["cell"]), "", "100%", fen(price)])
    t = Table(data, colWidths=[14 * mm, 72 * mm, 34 * mm, 16 * mm, 34 * mm])
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9),
                           ("FONT", (0, 1), (-1, -1), "Helvetica", 9), ("FONT", (3, -1), (-1, -1), "Helvetica-Bold", 9),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DDDDDD")),
                           ("VALIGN", (0, 0), (-1, -1), "TOP"), ("ALIGN", (0, 0), (0, -1), "CENTER"),
                           ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
                           ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story += [t, Spacer(1, 8),
              P("2.2 Payments under stages B and E are due within fifteen (15) days of the Vendor's written notice, "
                "accompanied by the architect's certificate, that the stage has been reached.", st["body"]),
              P("2.3 Any amount paid late bears interest at 8% per annum. If the delay exceeds ninety (90) days the "
                "Vendor may terminate this Contract and retain 10% of the Price as liquidated damages.", st["body"]),
              P("3. STAMP DUTY AND LAND REGISTRY", st["h"]),
              P("3.1 The Purchaser shall stamp this Contract within 30 days of signing and the Vendor shall deposit it "
                "at the District Lands Office of Limassol for specific performance under the Sale of Land (Specific "
                "Performance) Law 81(I)/2011. Stamp duty and transfer fees are borne by the Purchaser.", st["body"]),
              P("4. TITLE DEED", st["h"]),
              P("4.1 The Vendor shall transfer the title deed of the Property to the Purchaser within one (1) year of "
                "its issue by the Department of Lands and Surveys.", st["body"]),
              Spacer(1, 12),
              sig_block(st, ["THE VENDOR", "____________________", "Witness 1: ______________"],
                        ["THE PURCHASER", "____________________", "Witness 2: ______________"])]
    build(did, story, simple_footer("Amathus Seafront Residences - B702"))
    write_expected(did, rows, price)


# ================================================================ br10  UAE, long monthly table running over a page
# break WITHOUT a repeated header; running header with a printed date, footer with initials and Page x of y
@doc
def br10():
    did = "br10_ae_page_break_running_header"
    st = styles("Helvetica", 9.5)
    price = D(1560000)
    rows = [Row(date(2026, 2, 20), 20, label="Down payment (on booking)")]
    for k, d in enumerate(series(date(2026, 3, 20), 40, 1), 1):
        rows.append(Row(d, 1, label="Monthly instalment %d" % k))
    rows.append(Row(None, 40, label="On Completion / Handover"))
    assert sum(r.pct for r in rows) == 100

    def deco(c, p, n):
        w, h = c._pagesize
        c.saveState()
        c.setFont("Helvetica", 7.5)
        c.drawString(18 * mm, h - 11 * mm, "SPA Ref. MRJ/SPA/2026/0314  |  Creek Vista, Unit 2309")
        c.drawRightString(w - 18 * mm, h - 11 * mm, "Printed: 14/02/2026 09:42")
        c.setLineWidth(0.3)
        c.line(18 * mm, h - 12.5 * mm, w - 18 * mm, h - 12.5 * mm)
        c.line(18 * mm, 15 * mm, w - 18 * mm, 15 * mm)
        c.drawString(18 * mm, 10 * mm, "Purchaser's initials: ________     Seller's initials: ________")
        c.drawRightString(w - 18 * mm, 10 * mm, "Page %d of %d" % (p, n))
        c.restoreState()

    story = [
        P("SALE AND PURCHASE AGREEMENT", st["title"]),
        P("Creek Vista by Meridian Heights &mdash; Dubai Creek Harbour", st["subtitle"]),
        P("This Agreement is dated 20 February 2026 and made between <b>Meridian Heights Real Estate Development "
          "L.L.C.</b> (the <b>Seller</b>) and <b>Mr. Oleksandr Kovalenko</b>, Ukrainian passport FX210934 (the "
          "<b>Purchaser</b>) in respect of Unit 2309, Creek Vista, Plot 1184-0701, with a saleable area of 1,022.6 "
          "sq. ft. (the <b>Unit</b>).", st["body"]),
        P("1. PURCHASE PRICE", st["h"]),
        P("1.1 The Purchase Price is AED 1,560,000 (One Million Five Hundred and Sixty Thousand Dirhams). Registration "
          "fees payable to the Dubai Land Department are payable by the Purchaser under clause 6 and do not form part "
          "of the Purchase Price.", st["body"]),
        P("1.2 The Purchase Price shall be paid in accordance with the following payment plan. Monthly instalments "
          "are collected by post-dated cheques or standing order on the 20th day of each month.", st["body"]),
    ]
    data = [["No.", "Instalment", "Due date", "%", "Amount (AED)"]]
    for i, r in enumerate(rows, 1):
        data.append([str(i), r.label, fd(r.due, "dmy/") if r.due else "On Handover", fpct(r.pct),
                     fen(r.value(price))])
    data.append(["", "Total", "", "100%", fen(price)])
    t = Table(data, colWidths=[14 * mm, 62 * mm, 36 * mm, 20 * mm, 38 * mm], repeatRows=0)
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                           ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 9),
                           ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8)]))
    story += [t, Spacer(1, 8),
              P("1.3 Each post-dated cheque shall be delivered on signing. A returned cheque attracts a charge of AED "
                "1,000 and a late payment charge of 1.5% per month on the amount of the cheque.", st["body"]),
              P("2. COMPLETION", st["h"]),
              P("2.1 The Seller shall use reasonable endeavours to achieve Completion within thirty-six (36) months "
                "of the date of this Agreement, subject to extension for force majeure. The Purchaser may not take possession until the "
                "instalment due on Handover has been paid.", st["body"]),
              P("3. TERMINATION", st["h"]),
              P("3.1 If the Purchaser fails to pay an instalment for 30 days after a notice of default, the Seller may "
                "terminate in accordance with Article 11 of Law No. 13 of 2008 and retain the amounts permitted by "
                "it, including up to 25% of the Purchase Price where construction is less than 60% complete.",
                st["body"]),
              P("4. ASSIGNMENT", st["h"]),
              P("4.1 The Purchaser may assign this Agreement only after paying at least 40% of the Purchase Price and "
                "against payment of an assignment fee of 2% of the Purchase Price to the Seller.", st["body"]),
              P("5. NOTICES", st["h"]),
              P("5.1 Notices are to be sent to the e-mail addresses set out in the Particulars and are deemed received "
                "on the next Business Day.", st["body"]),
              P("6. REGISTRATION", st["h"]),
              P("6.1 The Purchaser shall pay the Dubai Land Department the registration fee prescribed by law at the "
                "time of registration of this Agreement in the Interim Real Estate Register.", st["body"]),
              Spacer(1, 12),
              sig_block(st, ["For the Seller", "Signature: ____________________"],
                        ["The Purchaser", "Signature: ____________________"])]
    build(did, story, deco, margins=(18 * mm, 18 * mm, 18 * mm, 20 * mm))
    write_expected(did, rows, price)


# ================================================================ br11  India, time-linked plan in a ruled table
# that runs over a page break without a repeated header; footer carries a printed date and initials
@doc
def br11():
    did = "br11_in_page_break_footer_date"
    st = styles("Helvetica", 9.5)
    price = D(16400000)
    rows = [Row(date(2026, 3, 5), 10, label="Booking amount on execution of this Agreement")]
    for k, d in enumerate(series(date(2026, 6, 5), 15, 3), 1):
        rows.append(Row(d, 5, label="Quarterly instalment No. %d" % k))
    rows.append(Row(None, 15, label="On offer of possession (after receipt of the Occupation Certificate)"))

    def deco(c, p, n):
        w, h = c._pagesize
        c.saveState()
        c.setFont("Helvetica-Oblique", 7.5)
        c.drawString(20 * mm, h - 12 * mm, "Agreement No. GGN/TLP/2026/0877")
        c.drawRightString(w - 20 * mm, h - 12 * mm, "Aravali Heights, Sector 79, Gurugram")
        c.setFont("Helvetica", 7.5)
        c.drawString(20 * mm, 10 * mm, "Printed on 05-03-2026 11:20")
        c.drawCentredString(w / 2, 10 * mm, "Allottee(s) initials: ____________")
        c.drawRightString(w - 20 * mm, 10 * mm, "Page %d of %d" % (p, n))
        c.restoreState()

    story = [
        P("BUILDER BUYER AGREEMENT", st["title"]),
        P("(Apartment No. T4-1702, Aravali Heights, Sector 79, Gurugram, Haryana) &mdash; HRERA Registration No. "
          "RC/REP/HARERA/GGM/612/344/2022/87", st["subtitle"]),
        P("This Agreement is executed at Gurugram on 05-03-2026 between <b>Aravali Infraprojects Private Limited</b> "
          "(CIN U45200HR2011PTC043321), having its registered office at Plot 14, Sector 44, Gurugram 122003 (the "
          "<b>Developer</b>) and <b>Mr. Vikram Singh Rathore</b> and <b>Mrs. Anjali Rathore</b>, residents of "
          "H. No. 221, Sector 15, Faridabad 121007 (jointly the <b>Allottee</b>).", st["body"]),
        P("1. DEFINITIONS", st["h"]),
        P("1.1 <b>Carpet Area</b> means the net usable floor area of the Apartment, being 1,486 sq. ft.; <b>Super "
          "Area</b> means 2,150 sq. ft., used only for calculating maintenance charges; <b>Total Price</b> means "
          "the amount stated in clause 2.1; <b>Occupation Certificate</b> means the certificate issued by the "
          "Director, Town and Country Planning, Haryana.", st["body"]),
        P("1.2 <b>EDC</b> and <b>IDC</b> mean the External and Internal Development Charges levied by the State "
          "Government, currently Rs. 1,012.50 and Rs. 96.40 per sq. ft. of Super Area respectively, which are "
          "included in the Total Price.", st["body"]),
        P("2. TOTAL PRICE", st["h"]),
        P("2.1 The Total Price of the Apartment, including one covered car parking space and the proportionate "
          "EDC and IDC, is Rs. 1,64,00,000/- (Rupees One Crore Sixty Four Lakh only).", st["body"]),
        P("2.2 GST, stamp duty, registration charges and the interest-free maintenance security are payable by "
          "the Allottee in addition to the Total Price, at the rates applicable on the date of payment.",
          st["body"]),
        P("2.3 The Developer shall charge interest at SBI MCLR + 2% per annum on any delayed payment, and shall pay "
          "the same rate to the Allottee for any delay in offering possession beyond the period in clause 4.", 
          st["body"]),
        P("2.4 The Allottee has examined the title documents, the sanctioned building plans (Memo No. ZP-1187/SD/"
          "2023/4471 dated 18-07-2023) and the specifications in Annexure B, and is satisfied with them. The "
          "Developer may make minor changes required by the competent authority, but shall not change the Carpet "
          "Area by more than 3% without the written consent of the Allottee.", st["body"]),
        P("2.5 The Total Price is escalation-free, save for increases in EDC, IDC or other government levies notified "
          "after the date of this Agreement, which the Developer may demand from the Allottee in proportion to the "
          "Super Area with a copy of the notification. Any such demand shall be payable within 30 days.", st["body"]),
        P("2.6 The Developer has obtained a construction finance facility from a scheduled bank secured on the "
          "project land. The Developer shall obtain the bank's no-objection certificate in favour of the Allottee "
          "before the conveyance deed is executed.", st["body"]),
        P("3. PAYMENT PLAN (TIME-LINKED)", st["h"]),
        P("3.1 The Allottee shall pay the Total Price in the following instalments. Instalments are payable on the "
          "due dates stated, irrespective of the stage of construction, by cheque or RTGS to the RERA collection "
          "account No. 50200061123847 with HDFC Bank, Sector 44, Gurugram (IFSC HDFC0001183).", st["body"]),
    ]
    data = [["S.No.", "Payment milestone", "Due date", "% of Total Price", "Amount (Rs.)"]]
    for i, r in enumerate(rows, 1):
        data.append([str(i), P(r.label, st["cell"]), fd(r.due, "dmy-") if r.due else "On offer of possession",
                     fpct(r.pct), fin(r.value(price))])
    data.append(["", P("<b>Total</b>", st["cell"]), "", "100%", fin(price)])
    t = Table(data, colWidths=[13 * mm, 68 * mm, 33 * mm, 26 * mm, 30 * mm], repeatRows=0)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5), ("FONT", (0, 1), (-1, -1), "Helvetica", 8.5),
                           ("FONT", (3, -1), (-1, -1), "Helvetica-Bold", 8.5), ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
                           ("ALIGN", (0, 0), (0, -1), "CENTER"), ("TOPPADDING", (0, 0), (-1, -1), 3),
                           ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story += [t, Spacer(1, 8),
              P("3.2 Timely payment of each instalment is the essence of this Agreement. If the Allottee defaults in "
                "three consecutive instalments, the Developer may cancel the allotment and forfeit the earnest money "
                "of 10% of the Total Price, refunding the balance without interest within 90 days.", st["body"]),
              P("4. POSSESSION", st["h"]),
              P("4.1 The Developer shall offer possession of the Apartment within 48 months of the date of this "
                "Agreement with a grace period of 6 months. Maintenance charges at Rs. 4.25 per sq. ft. of Super Area "
                "per month become payable from the date of offer of possession.", st["body"]),
              P("5. DISPUTE RESOLUTION", st["h"]),
              P("5.1 Disputes shall be referred to the Haryana Real Estate Regulatory Authority, Gurugram, under the "
                "Real Estate (Regulation and Development) Act, 2016.", st["body"]),
              Spacer(1, 12),
              sig_block(st, ["For Aravali Infraprojects Pvt. Ltd.", "Authorised Signatory: ____________"],
                        ["Allottee(s)", "1. ______________  2. ______________"])]
    build(did, story, deco)
    write_expected(did, rows, price)


# ================================================================ br12  UAE commercial office, landscape table with
# many columns: No., Milestone, Due date, %, Amount, VAT, Total, Cumulative %
@doc
def br12():
    did = "br12_ae_landscape_vat_columns"
    st = styles("Helvetica", 9.5)
    price = D(3200000)
    rows = [Row(date(2026, 3, 2), 20, label="Down payment on signing of this Agreement"),
            Row(date(2026, 9, 2), 10, label="Second instalment"),
            Row(date(2027, 3, 2), 10, label="Third instalment"),
            Row(None, 10, label="On 50% construction completion (certified by the Consultant)"),
            Row(date(2028, 3, 2), 10, label="Fifth instalment"),
            Row(None, 40, label="On Completion and handover of the Office")]
    vat = D("0.05")
    story = [
        P("AGREEMENT FOR THE SALE OF A COMMERCIAL OFFICE UNIT", st["title"]),
        P("Office 1805, Bayfront Business Tower, Business Bay, Dubai &mdash; Agreement No. BBT/OF/1805", st["subtitle"]),
        P("This Agreement is made on 2 March 2026 between <b>Bayfront Commercial Properties L.L.C.</b> (the "
          "<b>Seller</b>) and <b>Falconridge Trading FZ-LLC</b>, licence No. 99821 issued by Dubai Development "
          "Authority, represented by its manager Mr. Sunil Agarwal (the <b>Purchaser</b>).", st["body"]),
        P("1. <b>Price.</b> The Purchase Price of Office 1805 (net area 2,412 sq. ft.) is AED 3,200,000.00 exclusive of "
          "value added tax. Each instalment is the percentage of the Purchase Price shown in the Payment Plan; VAT at "
          "5% is charged on each instalment in addition and shown separately for information, with a tax invoice "
          "issued on receipt (Seller TRN 100398765400003).", st["body"]),
        P("2. <b>Payment Plan.</b> The Purchaser shall pay the instalments on the dates or milestones below. "
          "Milestone instalments fall due 14 days after the Seller's written notice with the Consultant's "
          "certificate.", st["body"]),
    ]
    hdr = ["No.", "Milestone", "Due date", "%", "Amount (AED)", "VAT 5% (AED)", "Total incl. VAT (AED)",
           "Cumulative %"]
    data = [[P("<b>%s</b>" % h, st["cellc"]) for h in hdr]]
    cum = D(0)
    tot = [D(0), D(0), D(0)]
    for i, r in enumerate(rows, 1):
        a = r.value(price)
        v = a * vat
        cum += r.pct
        tot = [tot[0] + a, tot[1] + v, tot[2] + a + v]
        data.append([str(i), P(r.label, st["cell"]), fd(r.due, "dmy/") if r.due else "Milestone", fpct(r.pct),
                     fen(a), fen(v), fen(a + v), fpct(cum)])
    data.append(["", P("<b>Total</b>", st["cell"]), "", "100%", fen(tot[0]), fen(tot[1]), fen(tot[2]), ""])
    t = Table(data, colWidths=[12 * mm, 78 * mm, 26 * mm, 16 * mm, 33 * mm, 30 * mm, 38 * mm, 24 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#555555")),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E4E4E4")),
                           ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                           ("FONT", (3, -1), (-1, -1), "Helvetica-Bold", 9), ("ALIGN", (3, 1), (-1, -1), "RIGHT"),
                           ("ALIGN", (0, 1), (0, -1), "CENTER"), ("ALIGN", (2, 1), (2, -1), "CENTER"),
                           ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    story += [t, Spacer(1, 8),
              P("3. <b>Fees.</b> The Dubai Land Department registration fee and the Seller's administration charges are "
                "governed by clause 9 of the General Terms and are not part of this Payment Plan.", st["body"]),
              P("4. <b>Default.</b> Where an instalment remains unpaid 30 days after notice, a charge of 1% per month "
                "accrues; the Seller may terminate in accordance with Law No. 13 of 2008, as amended by Law No. 19 of "
                "2020.", st["body"]),
              P("5. <b>Use.</b> The Office shall be used for commercial purposes only. Fit-out works require the prior "
                "approval of the building management and a refundable deposit of AED 25,000.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["Seller", "____________________"], ["Purchaser", "____________________"],
                        widths=(120 * mm, 120 * mm))]
    build(did, story, simple_footer("Bayfront Business Tower - Office 1805 - SPA"), pagesize=landscape(A4),
          margins=(18 * mm, 18 * mm, 16 * mm, 18 * mm))
    write_expected(did, rows, price)


# ================================================================ br13  Egypt, landscape table with cheque columns
# and cumulative amounts over two pages (header repeated)
@doc
def br13():
    did = "br13_eg_landscape_cheque_columns"
    st = styles("Helvetica", 9)
    price = D(8640000)
    rows = [Row(date(2026, 4, 1), 10, label="Down payment (contract signing)")]
    for k, d in enumerate(series(date(2026, 7, 1), 24, 3), 1):
        rows.append(Row(d, D("3.75"), label="Quarterly instalment %d/24" % k))
    story = [
        P("PRELIMINARY CONTRACT FOR THE SALE OF A RESIDENTIAL UNIT", st["title"]),
        P("Unit C2-304, Cedar Walk Compound, Fifth Settlement, New Cairo", st["subtitle"]),
        P("Made in Cairo on 01/04/2026 between <b>Cedar Walk for Real Estate Development S.A.E.</b>, Commercial Register "
          "No. 118834 Cairo Investment Office (First Party, Seller) and <b>Mr. Karim Mostafa El-Sayed</b>, National ID "
          "No. 28503120101457 (Second Party, Buyer). The Seller sells to the Buyer apartment No. 304 on the third floor of "
          "building C2, with a gross area of 165 m<super>2</super> including its share of services, for a total price of "
          "EGP 8,640,000 (eight million six hundred and forty thousand Egyptian pounds). The price excludes the "
          "maintenance deposit and the club membership, which are governed by the Compound Rules. Delivery is governed "
          "by clause 5.", st["body"]),
        P("Clause 4 &mdash; Payment of the Price. The Buyer shall pay the down payment by bank transfer on signing and has "
          "delivered twenty-four post-dated cheques for the quarterly instalments, listed below. Payment of a cheque is "
          "established only upon its actual collection.", st["body"]),
    ]
    hdr = ["No.", "Instalment", "Due date", "%", "Amount (EGP)", "Cheque No.", "Drawn on", "Cumulative (EGP)",
           "Cumulative %"]
    data = [[P("<b>%s</b>" % h, st["cellc"]) for h in hdr]]
    cum, cump = D(0), D(0)
    banks = ["Banque Misr", "National Bank of Egypt", "CIB"]
    for i, r in enumerate(rows, 1):
        a = r.value(price)
        cum += a
        cump += r.pct
        chq = "Bank transfer" if i == 1 else "%08d" % (40017230 + i)
        bank = "\u2014" if i == 1 else banks[(i // 9) % 3]
        data.append([str(i), r.label, fd(r.due, "dmy/"), fpct(r.pct), fen(a), chq, bank, fen(cum), fpct(cump)])
    t = Table(data, colWidths=[11 * mm, 55 * mm, 24 * mm, 15 * mm, 30 * mm, 26 * mm, 38 * mm, 32 * mm, 22 * mm],
              repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.35, colors.HexColor("#666666")),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#DCE6F0")),
                           ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("FONT", (0, 1), (-1, -1), "Helvetica", 8.5),
                           ("ALIGN", (3, 1), (4, -1), "RIGHT"), ("ALIGN", (7, 1), (-1, -1), "RIGHT"),
                           ("ALIGN", (0, 1), (0, -1), "CENTER"), ("ALIGN", (5, 1), (5, -1), "CENTER"),
                           ("TOPPADDING", (0, 0), (-1, -1), 2.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]))
    story += [t, Spacer(1, 8),
              P("Clause 6 &mdash; Default. If any cheque is dishonoured and not replaced within 15 days of notice, all "
                "remaining instalments become immediately due and the Seller may rescind this contract, retaining 5% of "
                "the total price as compensation.", st["body"]),
              P("Clause 7 &mdash; Registration. The Buyer may not register this contract with the Real Estate Publicity "
                "Department before paying the full price. Registration costs are borne by the Buyer.", st["body"]),
              Spacer(1, 8),
              sig_block(st, ["First Party (Seller)", "____________________"],
                        ["Second Party (Buyer)", "____________________"], widths=(120 * mm, 120 * mm))]
    build(did, story, simple_footer("Cedar Walk - C2-304 - Preliminary Contract"), pagesize=landscape(A4),
          margins=(18 * mm, 18 * mm, 15 * mm, 18 * mm))
    write_expected(did, rows, price)


# ================================================================ br14  UAE, section rows, subtotals, grand total
# and fee rows in the same table
@doc
def br14():
    did = "br14_ae_sections_subtotals_fees_inline"
    st = styles("Helvetica", 9.5)
    price = D(2750000)
    signed = date(2026, 3, 14)
    construction = [Row(signed, 10, label="Booking instalment"),
                    Row(date(2026, 9, 14), 10, label="2nd instalment"),
                    Row(date(2027, 3, 14), 10, label="3rd instalment"),
                    Row(date(2027, 9, 14), 10, label="4th instalment")]
    handover = [Row(None, 30, label="Handover instalment")]
    post = [Row(date(2029, 6, 30), 10, ph=True, label="1st post-handover instalment"),
            Row(date(2029, 12, 31), 10, ph=True, label="2nd post-handover instalment"),
            Row(date(2030, 6, 30), 10, ph=True, label="3rd post-handover instalment")]
    fees = [Row(signed, 4, price * 4 / 100, fee=True, label="DLD registration fee (4% of the Purchase Price)"),
            Row(signed, None, 5250, fee=True, label="Admin fee (Oqood registration)")]
    story = [
        P("SALE AND PURCHASE AGREEMENT", st["title"]),
        P("Hillside Crescent, Villa 42 &mdash; Dubai Hills", st["subtitle"]),
        kv_table(st, [("Agreement date", "14 March 2026"),
                      ("Seller", "Crescent Hills Developers L.L.C. (Licence 744190)"),
                      ("Purchaser", "Mr. Johannes Becker and Mrs. Anna Becker"),
                      ("Property", "Villa 42, Hillside Crescent, plot area 4,020 sq. ft., built-up area 3,310 sq. ft."),
                      ("Purchase Price", "AED 2,750,000.00"),
                      ("Anticipated completion", "Subject to clause 8 (Completion)")]),
        Spacer(1, 6),
        P("5. PAYMENT OF THE PURCHASE PRICE AND FEES", st["h"]),
        P("5.1 The Purchaser shall pay the Purchase Price and the fees listed below. Construction instalments and "
          "post-handover instalments are due on the dates shown; the handover instalment is due on the date of "
          "Handover stated in the Completion Notice. Fees are payable in addition to the Purchase Price.",
          st["body"]),
    ]
    data = [["Payment", "Due date", "%", "Amount (AED)"]]
    cmds = [("GRID", (0, 0), (-1, -1), 0.4, colors.black), ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9),
            ("FONT", (0, 1), (-1, -1), "Helvetica", 9), ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
            ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#C9D3DD")),
            ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]

    def section(title):
        data.append([title, "", "", ""])
        i = len(data) - 1
        cmds.extend([("SPAN", (0, i), (-1, i)), ("FONT", (0, i), (-1, i), "Helvetica-Bold", 9),
                     ("BACKGROUND", (0, i), (-1, i), colors.HexColor("#EFEFEF"))])

    def subtotal(title, rs):
        data.append([title, "", fpct(sum(r.pct for r in rs)), fen(sum(r.value(price) for r in rs))])
        i = len(data) - 1
        cmds.append(("FONT", (0, i), (-1, i), "Helvetica-Oblique", 9))

    section("During construction")
    for r in construction:
        data.append([r.label, fd(r.due, "dmy/"), fpct(r.pct), fen(r.value(price))])
    subtotal("Subtotal during construction", construction)
    section("On handover")
    for r in handover:
        data.append([r.label, "On Handover", fpct(r.pct), fen(r.value(price))])
    section("Post-handover")
    for r in post:
        data.append([r.label, fd(r.due, "dmy/"), fpct(r.pct), fen(r.value(price))])
    subtotal("Subtotal post-handover", post)
    data.append(["TOTAL PURCHASE PRICE", "", "100%", fen(price)])
    cmds.append(("FONT", (0, len(data) - 1), (-1, len(data) - 1), "Helvetica-Bold", 9))
    section("Fees (in addition to the Purchase Price)")
    for r in fees:
        data.append([r.label, fd(r.due, "dmy/"), fpct(r.pct) if r.pct else "", fen(r.value(price))])
    data.append(["TOTAL PAYABLE INCLUDING FEES", "", "", fen(price + sum(r.value(price) for r in fees))])
    cmds.append(("FONT", (0, len(data) - 1), (-1, len(data) - 1), "Helvetica-Bold", 9))
    t = Table(data, colWidths=[82 * mm, 32 * mm, 18 * mm, 38 * mm])
    t.setStyle(TableStyle(cmds))
    story += [t, Spacer(1, 8),
              P("5.2 Post-dated cheques for the post-handover instalments shall be delivered before Handover. Title "
                "shall be registered in the Purchaser's name only after the last post-handover instalment has been "
                "paid; until then the Seller retains a first-ranking mortgage over the Villa.", st["body"]),
              P("6. LATE PAYMENT", st["h"]),
              P("6.1 Late instalments attract a charge of 2% per month. The Seller may suspend Handover while any amount "
                "remains overdue.", st["body"]),
              P("7. CONSTRUCTION", st["h"]),
              P("7.1 The Seller shall notify the Purchaser when construction reaches 50% and 80%, as certified by the "
                "Consultant. These notifications do not change the payment dates above.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["For the Seller", "____________________"], ["The Purchaser(s)", "____________________"])]
    build(did, story, simple_footer("Hillside Crescent - Villa 42 - SPA"))
    write_expected(did, construction + handover + post + fees, price)


# ================================================================ br15  Qatar, horizontal rules, subtotal rows,
# separate fee table after the plan
@doc
def br15():
    did = "br15_qa_subtotals_fee_table_after"
    st = styles("Times-Roman", 10.5)
    price = D(4860000)
    signed = date(2026, 5, 10)
    pre = [Row(signed, 15, label=("1", "On signing of this Agreement")),
           Row(date(2026, 11, 10), 15, label=("2", "Six months after signing")),
           Row(date(2027, 5, 10), 15, label=("3", "Twelve months after signing")),
           Row(None, 15, label=("4", "On completion of the structure of the Tower"))]
    hand = [Row(None, 40, label=("5", "On handover of the Apartment"))]
    fees = [Row(signed, D("0.25"), price * D("0.0025"), fee=True,
                label="Registration fee (0.25% of the Price), payable to the Real Estate Registration Department"),
            Row(signed, None, 3000, fee=True, label="Developer administration and documentation fee")]
    story = [
        P("AGREEMENT FOR SALE", st["title"]),
        P("Apartment 2103, Tower 5, Porto Marina District, The Pearl Island, Doha", st["subtitle"]),
        P("This Agreement is made at Doha on 10 May 2026.", st["body"]),
        P("<b>(1) Pearl Horizon Real Estate Q.P.S.C.</b>, Commercial Registration No. 60127 (the <b>Developer</b>); and",
          st["ind"]),
        P("<b>(2) Mr. Hamad Rashid Al-Kuwari</b>, Qatari national, QID 27963401122 (the <b>Purchaser</b>).", st["ind"]),
        P("RECITALS", st["h"]),
        P("A. The Developer is the master developer of Tower 5, Porto Marina District, registered as an off-plan project "
          "with the Real Estate Regulatory Authority under No. RERA/OP/2025/044.", st["ind"]),
        P("B. The Apartment has an internal area of 189.3 m<super>2</super>, a terrace of 22.5 m<super>2</super> and "
          "two parking bays (B2-117 and B2-118).", st["ind"]),
        P("1. PRICE", st["h"]),
        P("1.1 The price of the Apartment is QAR 4,860,000.00 (the <b>Price</b>), payable as follows:", st["body"]),
    ]
    data = [["No.", "Payment", "Due", "%", "QAR"]]
    cmds = [("FONT", (0, 0), (-1, 0), "Times-Bold", 10), ("FONT", (0, 1), (-1, -1), "Times-Roman", 10),
            ("ALIGN", (3, 0), (-1, -1), "RIGHT"), ("LINEABOVE", (0, 0), (-1, 0), 1, colors.black),
            ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
            ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]
    for r in pre:
        data.append([r.label[0], r.label[1], fd(r.due, "d Month Y") if r.due else "On certification", fpct(r.pct),
                     fen(r.value(price))])
    data.append(["", "Subtotal before handover", "", fpct(sum(r.pct for r in pre)),
                 fen(sum(r.value(price) for r in pre))])
    i = len(data) - 1
    cmds += [("FONT", (0, i), (-1, i), "Times-Italic", 10), ("LINEABOVE", (0, i), (-1, i), 0.4, colors.grey),
             ("LINEBELOW", (0, i), (-1, i), 0.4, colors.grey)]
    for r in hand:
        data.append([r.label[0], r.label[1], "On handover", fpct(r.pct), fen(r.value(price))])
    data.append(["", "Total Price", "", "100%", fen(price)])
    i = len(data) - 1
    cmds += [("FONT", (0, i), (-1, i), "Times-Bold", 10), ("LINEABOVE", (0, i), (-1, i), 0.6, colors.black),
             ("LINEBELOW", (0, i), (-1, i), 1, colors.black)]
    t = Table(data, colWidths=[12 * mm, 70 * mm, 36 * mm, 16 * mm, 34 * mm])
    t.setStyle(TableStyle(cmds))
    story += [t, Spacer(1, 8),
              P("1.2 The payment due on completion of the structure is payable within 21 days of the Developer's notice "
                "enclosing the engineer's certificate.", st["body"]),
              P("2. FEES", st["h"]),
              P("2.1 The Purchaser shall also pay the following fees, which are additional to the Price and are "
                "payable on signing of this Agreement on 10 May 2026:", st["body"])]
    fdata = [["Fee", "QAR"]]
    for r in fees:
        fdata.append([P(r.label, st["cell"]), fen(r.value(price))])
    ft = Table(fdata, colWidths=[120 * mm, 34 * mm])
    ft.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Times-Bold", 10), ("FONT", (0, 1), (-1, -1), "Times-Roman", 10),
                            ("ALIGN", (1, 0), (1, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                            ("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.grey)]))
    story += [ft, Spacer(1, 8),
              P("3. DEFAULT", st["h"]),
              P("3.1 If the Purchaser fails to pay any amount within 30 days of its due date, the Developer may charge "
                "interest at 6% per annum and, after a further notice of 30 days, terminate this Agreement and retain "
                "up to 20% of the Price.", st["body"]),
              P("4. HANDOVER", st["h"]),
              P("4.1 Handover shall take place after the issue of the completion certificate and payment of all amounts "
                "due. Service charges of QAR 16.50 per m<super>2</super> per year are payable from Handover.",
                st["body"]),
              Spacer(1, 10),
              sig_block(st, ["For the Developer", "____________________"], ["The Purchaser", "____________________"])]
    build(did, story, simple_footer("Pearl Horizon - T5-2103", font="Times-Roman"))
    write_expected(did, pre + hand + fees, price)


# ================================================================ br16  Cyprus, two-column page: the plan in prose in
# the left column, unrelated clauses with numbers in the right column
@doc
def br16():
    did = "br16_cy_two_column_prose_plan"
    st = styles("Times-Roman", 9.5)
    price = D(485000)
    rows = [Row(date(2026, 5, 18), 10, label="on the signing of this Contract on 18 May 2026"),
            Row(date(2026, 11, 18), 20, label="on 18 November 2026"),
            Row(None, 20, label="within fourteen (14) days of the Vendor's written notice that the frame and roof slab "
                                "of the Villa have been completed"),
            Row(date(2027, 5, 18), 30, label="on 18 May 2027"),
            Row(None, 20, label="on delivery of possession of the Villa")]
    words = {10: "ten per cent", 20: "twenty per cent", 30: "thirty per cent"}
    W, H = A4
    lm, rm, gap = 18 * mm, 18 * mm, 8 * mm
    colw = (W - lm - rm - gap) / 2
    top_h = 62 * mm
    t1 = PageTemplate("first", [frame(lm, H - 18 * mm - top_h, W - lm - rm, top_h, "top"),
                                frame(lm, 20 * mm, colw, H - 38 * mm - top_h - 4 * mm, "left"),
                                frame(lm + colw + gap, 20 * mm, colw, H - 38 * mm - top_h - 4 * mm, "right")])
    t2 = PageTemplate("rest", [frame(lm, 20 * mm, W - lm - rm, H - 38 * mm, "main")])
    sub = ParagraphStyle("sub16", parent=st["body"], leftIndent=14, firstLineIndent=-14)
    plan_paras = []
    for k, r in zip("abcde", rows):
        p = int(r.pct)
        end = ";" if k != "e" else "."
        plan_paras.append(P("(%s)&nbsp;&nbsp;&euro;%s (%s (%d%%) of the Price) %s%s" %
                            (k, fen(r.value(price), 0), words[p], p, r.label, end), sub))
    story = [
        NextPageTemplate("rest"),
        P("CONTRACT OF SALE", st["title"]),
        P("Villa 11, Coral Ridge, Peyia, Paphos District", st["subtitle"]),
        P("THIS CONTRACT is made in Paphos on 18 May 2026 BETWEEN <b>CORAL RIDGE ESTATES LIMITED</b>, registration "
          "number HE 251907, of 14 Apostolou Pavlou Avenue, 8046 Paphos (the <b>Vendor</b>), AND <b>MR. GRAHAM "
          "PETER ASHWORTH and MRS. LINDA JANE ASHWORTH</b>, of 7 Orchard Close, Harrogate HG2 8QT, United Kingdom, "
          "British passports Nos. 533910227 and 533910228 (together the <b>Purchaser</b>).", st["body"]),
        P("WHEREAS the Vendor is the registered owner of the plot under Registration No. 0/2213, Sheet/Plan 45/22, "
          "Block C, Peyia, of an extent of 9,850 m<super>2</super>, on which it is constructing a development of "
          "eighteen villas under Building Permit No. 2231/2025; and the Purchaser has agreed to buy Villa 11 of "
          "the development on the terms below.", st["body"]),
        FrameBreak(),
        P("1. DEFINITIONS", st["h"]),
        P("1.1 <b>Villa</b> means Villa 11 with a covered area of 142 m<super>2</super>, covered verandas of 31 "
          "m<super>2</super>, a private pool of 28 m<super>2</super> and a plot share of about 520 m<super>2</super>, "
          "as shown on the plans in Appendix A.", st["body"]),
        P("1.2 <b>Price</b> means the sum of four hundred and eighty-five thousand euro (&euro;485,000), exclusive of "
          "VAT.", st["body"]),
        P("2. SALE", st["h"]),
        P("2.1 The Vendor sells and the Purchaser buys the Villa free of any charge, mortgage or encumbrance, "
          "completed to the specification in Appendix B.", st["body"]),
        P("3. PRICE AND PAYMENT", st["h"]),
        P("3.1 The Purchaser shall pay the Price to the Vendor's client account with Bank of Cyprus, IBAN CY17 0020 "
          "0128 0000 0012 0052 7600.", st["body"]),
        P("3.2 The Price shall be paid by the Purchaser in the following instalments:", st["body"]),
    ] + plan_paras + [
        P("3.3 Receipts shall be issued for each instalment. The Vendor may not demand any instalment earlier than "
          "stated in clause 3.2.", st["body"]),
        FrameBreak(),
        P("4. TITLE DEED", st["h"]),
        P("4.1 The Vendor shall transfer the Villa into the Purchaser's name within three (3) months of the issue of "
          "the separate title deed, expected to take 18 to 24 months after the certificate of final approval.",
          st["body"]),
        P("5. VAT AND DUTIES", st["h"]),
        P("5.1 VAT is charged on each instalment at 5% on the first 130 m<super>2</super> where the Purchaser "
          "qualifies for the reduced rate, and at 19% on the rest. Stamp duty of 0.15% on the first &euro;170,000 "
          "and 0.2% thereafter is payable by the Purchaser.", st["body"]),
        P("6. DEFECTS", st["h"]),
        P("6.1 The Vendor shall remedy any defect notified within one (1) year of delivery and any structural defect "
          "notified within ten (10) years.", st["body"]),
        P("7. DEFAULT", st["h"]),
        P("7.1 If the Purchaser fails to pay any instalment within 30 days of its due date, the Vendor may charge "
          "interest at 6% per annum and, after 21 days' further notice, terminate this Contract and retain 10% of "
          "the Price as liquidated damages.", st["body"]),
        P("7.2 If the Vendor fails to deliver the Villa within six (6) months after the agreed delivery period, it "
          "shall pay the Purchaser &euro;1,000 for each month of delay.", st["body"]),
        P("8. NOTICES", st["h"]),
        P("8.1 Notices are deemed received two (2) Business Days after posting by registered mail or on the day "
          "of transmission by e-mail.", st["body"]),
        P("9. LAW", st["h"]),
        P("9.1 This Contract is governed by the laws of the Republic of Cyprus.", st["body"]),
        PageBreak(),
        P("IN WITNESS WHEREOF the parties have signed this Contract on the date first written above.", st["body"]),
        Spacer(1, 10),
        sig_block(st, ["THE VENDOR", "____________________", "Witness: ______________"],
                  ["THE PURCHASER", "____________________  ____________________", "Witness: ______________"]),
    ]
    build(did, story, simple_footer("Coral Ridge - Villa 11 - Contract of Sale", font="Times-Roman"),
          templates=[t1, t2])
    write_expected(did, rows, price)


# ================================================================ br17  UK, two pages of dense boilerplate, then the
# schedule with the staged deposit
@doc
def br17():
    did = "br17_uk_schedule_after_boilerplate"
    st = styles("Times-Roman", 9, leading=11)
    price = D(412500)
    rows = [Row(date(2026, 3, 27), 5, label="First deposit", amount=None),
            Row(date(2026, 9, 27), 5, label="Second deposit"),
            Row(date(2027, 3, 27), 5, label="Third deposit"),
            Row(None, 85, label="Balance of the Price")]
    conds = [
        ("Definitions", "In this Contract: <i>Base Rate</i> means the base rate of Lloyds Bank plc from time to time; "
         "<i>Completion Date</i> means the date ten (10) Working Days after the date of the Seller's Solicitors' notice "
         "that the Property is Practically Complete; <i>Contract Rate</i> means 4% per annum above the Base Rate; "
         "<i>Longstop Date</i> means the date falling 24 months after the Target Date; <i>Target Date</i> is defined "
         "in clause 9; <i>Working Day</i> means any day from Monday to Friday other than a bank or public holiday "
         "in England."),
        ("Interpretation", "Headings do not affect interpretation. References to statutes include any re-enactment. "
         "Obligations of more than one person are joint and several. Words importing one gender include all "
         "genders, and the singular includes the plural."),
        ("Standard Conditions", "The Standard Commercial Property Conditions (Third Edition &ndash; 2018 Revision) "
         "Part 1 are incorporated in this Contract so far as they are not inconsistent with it. Conditions 2.2.1, "
         "4.1.2 and 9.1.1 do not apply. Part 2 of the conditions is excluded."),
        ("Deposit", "The deposit is payable in the instalments set out in Schedule 4 and is held by the Seller's "
         "Solicitors as stakeholder. Interest earned on the deposit belongs to the Seller. A failure to pay any "
         "deposit instalment on its due date entitles the Seller to serve notice under clause 14."),
        ("Title", "Title to the Property has been deduced to the Buyer's Solicitors and the Buyer shall raise no "
         "requisition on it. The Property is sold subject to the entries on the register of title number MAN412208 "
         "as at 09:14:37 on 20 March 2026 other than financial charges."),
        ("Lease", "On Completion the Seller shall grant and the Buyer shall accept the Lease in the agreed form for a "
         "term of 250 years from and including 1 January 2025 at a rent of a peppercorn, with a service charge "
         "proportion of 1.732% of the Building Costs."),
        ("Construction", "The Seller shall build the Property in a good and workmanlike manner in accordance with "
         "the Planning Permission (reference 131255/FO/2024) and Building Regulations approval, and shall obtain "
         "an NHBC Buildmark policy with a 10-year cover period."),
        ("Variations", "The Seller may make minor variations to the Property and the Plan provided that the gross "
         "internal area of the Property is not reduced by more than 5% and the number of bedrooms is not changed."),
        ("Completion", "Completion shall take place on the Completion Date at the offices of the Seller's "
         "Solicitors. The Seller shall use reasonable endeavours to achieve Practical Completion by the Target "
         "Date, which the Seller shall notify to the Buyer at least six (6) months in advance; it shall not be "
         "liable for any delay before the Longstop Date."),
        ("Rescission", "If the Property is not Practically Complete by the Longstop Date the Buyer may rescind this "
         "Contract by notice, whereupon the deposit shall be repaid with interest at 2% below the Base Rate and "
         "neither party shall have any further claim."),
        ("Insurance", "The Property remains at the Seller's risk until Completion. The Seller shall insure the "
         "Building for its full reinstatement value, currently estimated at &pound;38,400,000."),
        ("Apportionments", "Service charge and rent shall be apportioned on Completion on a daily basis. The Buyer "
         "shall pay on Completion a contribution to the sinking fund of &pound;750."),
        ("Late completion", "If completion is delayed by the default of either party, the defaulting party shall "
         "pay interest at the Contract Rate on the balance of the Price for the period of default."),
        ("Notice to complete", "If completion does not take place on the Completion Date, either party ready able "
         "and willing to complete may serve notice on the other requiring completion within ten (10) Working Days, "
         "time being of the essence."),
        ("Assignment and sub-sales", "The Buyer may not assign the benefit of this Contract or sub-sell the "
         "Property, and the Seller shall not be required to transfer the Property to anyone other than the Buyer."),
        ("Marketing", "Until Completion the Buyer shall not advertise the Property for resale or letting, or erect "
         "any board at the Development, without the consent of the Seller."),
        ("Non-merger", "The provisions of this Contract shall not merge on Completion so far as they remain to be "
         "performed."),
        ("Joint and several liability", "Where the Buyer comprises more than one person their obligations are joint "
         "and several."),
        ("Third parties", "No person other than the parties has any right under the Contracts (Rights of Third "
         "Parties) Act 1999 to enforce any term of this Contract."),
        ("Entire agreement", "This Contract and the documents annexed to it constitute the entire agreement between "
         "the parties. The Buyer acknowledges that it has not relied on any statement not contained in them."),
        ("Money laundering", "The Buyer shall provide evidence of the source of all funds paid under this Contract "
         "on request, and the Seller's Solicitors may refuse to accept any payment from a third party."),
        ("Governing law", "This Contract and any non-contractual obligations arising from it are governed by the law "
         "of England and Wales, and the courts of England and Wales have exclusive jurisdiction."),
    ]
    story = [P("CONTRACT FOR THE SALE OF LAND", ParagraphStyle("t17", parent=st["title"], fontSize=14)),
             P("Apartment 1106 (Plot 57), Deansgate Square West, Manchester M15 4QA", st["subtitle"]),
             P("<b>Date:</b> 27 March 2026<br/><b>Seller:</b> Castlefield Gate Developments Limited (company number "
               "12299103)<br/><b>Buyer:</b> Mr Ifeanyi Chukwuemeka Okafor<br/><b>Price:</b> &pound;412,500 (four "
               "hundred and twelve thousand five hundred pounds)", ParagraphStyle("l17", parent=st["body"],
                                                                                   alignment=TA_LEFT))]
    for i, (h, t) in enumerate(conds, 1):
        story.append(P("<b>%d.&nbsp;&nbsp;%s.</b> %s" % (i, h, t), st["body"]))
    story += [PageBreak(),
              P("SCHEDULE 4", ParagraphStyle("s17", parent=st["title"], fontSize=12)),
              P("<b>Deposit and Price</b>", st["subtitle"]),
              P("1. The Buyer shall pay the deposit in three instalments and the balance of the Price on Completion, as "
                "follows:", st["body"])]
    st11 = styles("Times-Roman", 11)
    due = ["On exchange, 27 March 2026", "27 September 2026", "27 March 2027", "On Completion"]
    data = [["Stage", "Payment", "When due", "Amount"]]
    for i, (r, dtext) in enumerate(zip(rows, due), 1):
        data.append([str(i), "%s (%s of the Price)" % (r.label, fpct(r.pct)), dtext,
                     "\u00a3" + fen(r.value(price))])
    data.append(["", "Total", "", "\u00a3" + fen(price)])
    t = Table(data, colWidths=[16 * mm, 66 * mm, 50 * mm, 34 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("FONT", (0, 0), (-1, 0), "Times-Bold", 10.5),
                           ("FONT", (0, 1), (-1, -1), "Times-Roman", 10.5), ("FONT", (0, -1), (-1, -1), "Times-Bold", 10.5),
                           ("ALIGN", (3, 0), (3, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "CENTER"),
                           ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    story += [t, Spacer(1, 10),
              P("2. Each deposit instalment shall be paid by electronic transfer to the client account of the Seller's "
                "Solicitors (Bridgewater Law LLP, sort code 30-00-02, account 71234598) by 2 pm on the due date.",
                st11["body"]),
              P("3. The balance of the Price shall be paid on the Completion Date, less the deposit instalments "
                "actually paid, together with the apportioned sums under clause 12.", st11["body"]),
              Spacer(1, 20),
              sig_block(st11, ["Signed by the Seller", "____________________"],
                        ["Signed by the Buyer", "____________________"])]
    build(did, story, simple_footer("Plot 57 Deansgate Square West - Contract", font="Times-Roman"),
          margins=(18 * mm, 18 * mm, 16 * mm, 18 * mm))
    write_expected(did, rows, price)


# ================================================================ br18  Abu Dhabi, small caps headings, bold cells,
# mixed font sizes, footnote markers after figures (10%*, AED 500,000¹) with footnotes at the page bottom
@doc
def br18():
    did = "br18_ae_smallcaps_footnote_markers"
    st = styles("DejaVuSerif", 9.5)
    price = D(5000000)
    signed = date(2026, 4, 20)
    rows = [Row(signed, 10, label="Down payment on signing"),
            Row(date(2026, 10, 20), 10, label="Second instalment"),
            Row(date(2027, 4, 20), 10, label="Third instalment"),
            Row(None, 20, label="On completion of the superstructure"),
            Row(None, 50, label="On handover of the Villa")]
    fees = [Row(signed, 2, price * 2 / 100, fee=True, label="Interim real estate register fee (2%)"),
            Row(signed, None, 5000, fee=True, label="Developer administration fee")]
    notes = ["* Percentage of the Purchase Price, excluding the fees in clause 6.3.",
             "\u00b9 Payable by manager's cheque or by transfer to the escrow account No. AE07 0331 2345 6789 0123 456.",
             "\u00b2 Payable to the Department of Municipalities and Transport on registration of this Agreement in the "
             "interim real estate register, in addition to the Purchase Price.",
             "\u00b3 Non-refundable; includes the issue of the Purchaser's access cards and the Oqood certificate."]

    def deco(c, p, n):
        w, h = c._pagesize
        c.saveState()
        c.setFont("DejaVuSerif", 7)
        c.drawString(20 * mm, 10 * mm, "Saadiyat Grove Villas - V-77 - SPA")
        c.drawRightString(w - 20 * mm, 10 * mm, "%d / %d" % (p, n))
        if p == 1:
            y = 38 * mm
            c.setLineWidth(0.5)
            c.line(20 * mm, y + 4 * mm, 80 * mm, y + 4 * mm)
            c.setFont("DejaVuSerif", 7)
            for note in notes:
                for k, line in enumerate(simpleSplit(note, "DejaVuSerif", 7, w - 44 * mm)):
                    c.drawString(20 * mm + (2.5 * mm if k else 0), y, line)
                    y -= 3.4 * mm
        c.restoreState()

    big = ParagraphStyle("big18", fontName="DejaVuSerif-Bold", fontSize=15, leading=19, alignment=TA_CENTER)
    sc_h = ParagraphStyle("sch18", fontName="DejaVuSerif-Bold", fontSize=11, leading=14, spaceBefore=7,
                          spaceAfter=4)
    story = [
        P(smallcaps("Sale and Purchase Agreement", 15), big),
        P(smallcaps("Saadiyat Grove Villas, Saadiyat Island, Abu Dhabi", 10), st["subtitle"]),
        P("This Agreement is made on 20 April 2026 between <b>Grove Island Properties P.J.S.C.</b> (the "
          "<b>Seller</b>), Abu Dhabi Commercial Licence CN-1120334, and <b>Mr. Hamdan Saeed Al Ketbi</b>, Emirates ID "
          "784-1985-1234567-1 (the <b>Purchaser</b>), for Villa V-77 (plot area 7,450 sq. ft.; built-up area 6,180 "
          "sq. ft.) in Saadiyat Grove Villas, registered under Abu Dhabi Law No. 3 of 2015 concerning the Regulation "
          "of the Real Estate Sector.", st["body"]),
        P(smallcaps("6. Purchase Price and Payment", 11), sc_h),
        P("6.1 The Purchase Price is <b>AED 5,000,000</b> (five million dirhams).", st["body"]),
        P("6.2 The Purchaser shall pay the Purchase Price in the following instalments:", st["body"]),
    ]
    ml = ParagraphStyle("ml18", fontName="DejaVuSerif-Bold", fontSize=9.5, leading=12)
    dt = ParagraphStyle("dt18", fontName="DejaVuSerif", fontSize=8, leading=10, alignment=TA_CENTER)
    pc = ParagraphStyle("pc18", fontName="DejaVuSerif", fontSize=9.5, leading=12, alignment=TA_RIGHT)
    am = ParagraphStyle("am18", fontName="DejaVuSerif-Bold", fontSize=10.5, leading=13, alignment=TA_RIGHT)
    hd = ParagraphStyle("hd18", fontName="DejaVuSerif-Bold", fontSize=8.5, leading=11)
    hdr = ParagraphStyle("hdr18", parent=hd, alignment=TA_RIGHT)
    data = [[P(smallcaps("Instalment", 8.5), hd), P(smallcaps("Due date", 8.5), hd), P(smallcaps("Share", 8.5), hdr),
             P(smallcaps("Amount", 8.5), hdr)]]
    for i, r in enumerate(rows):
        amt = "AED " + fen(r.value(price), 0) + ("\u00b9" if i == 0 else "")
        data.append([P(r.label, ml), P(fd(r.due, "dmy/") if r.due else "On the milestone", dt),
                     P(fpct(r.pct) + "*", pc), P(amt, am)])
    t = Table(data, colWidths=[70 * mm, 32 * mm, 22 * mm, 42 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LINEBELOW", (0, 0), (-1, 0), 1, colors.black),
                           ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black),
                           ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    story += [t, Spacer(1, 6),
              P("6.3 The Purchaser shall also pay, on signing of this Agreement on 20/04/2026, the following fees, which "
                "are not part of the Purchase Price:", st["body"])]
    fdata = []
    for r, mark in zip(fees, ["\u00b2", "\u00b3"]):
        fdata.append([P(r.label, ml), P(fd(r.due, "dmy/"), dt), P(fpct(r.pct) if r.pct else "", pc),
                      P("AED " + fen(r.value(price), 0) + mark, am)])
    ft = Table(fdata, colWidths=[70 * mm, 32 * mm, 22 * mm, 42 * mm])
    ft.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("TOPPADDING", (0, 0), (-1, -1), 3),
                            ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story += [ft, Spacer(1, 6),
              P("6.4 Milestone instalments are due fifteen (15) days after the Seller's notice with the consultant's "
                "certificate. Late payments bear a delay charge of 1% per month.", st["body"]),
              P(smallcaps("7. Handover", 11), sc_h),
              P("7.1 Handover takes place after completion of the Villa and payment of all amounts then due. The Seller "
                "warrants the structure for ten (10) years under Article 880 of the Civil Transactions Law.",
                st["body"]),
              PageBreak(),
              P(smallcaps("8. Termination", 11), sc_h),
              P("8.1 If the Purchaser fails to pay any instalment within 30 days of a notice of default, the Seller may "
                "terminate this Agreement and retain up to 25% of the Purchase Price in accordance with the "
                "applicable regulations.", st["body"]),
              P(smallcaps("9. Governing Law", 11), sc_h),
              P("9.1 This Agreement is governed by the laws of the Emirate of Abu Dhabi and the federal laws of the "
                "United Arab Emirates.", st["body"]),
              Spacer(1, 14),
              sig_block(st, ["For the Seller", "____________________"], ["The Purchaser", "____________________"])]
    build(did, story, deco, margins=(20 * mm, 20 * mm, 18 * mm, 46 * mm))
    write_expected(did, rows + fees, price)


# ================================================================ canvas helpers (br19, br20)


def new_canvas(doc_id, pagesize=A4, title="Agreement"):
    c = rl_canvas.Canvas(os.path.join(OUT, doc_id + ".pdf"), pagesize=pagesize, invariant=1)
    c.setTitle(title)
    c.setAuthor("")
    c.setSubject("Agreement excerpt")
    c.setCreator("generate.py (reportlab)")
    return c


def cv_spaced(c, x, y, text, font, size, cs, centre_width=None):
    """Draw text with letter spacing cs (points); if centre_width is given, centre it in [x, x+centre_width]."""
    w = pdfmetrics.stringWidth(text, font, size) + cs * (len(text) - 1)
    if centre_width is not None:
        x = x + (centre_width - w) / 2
    t = c.beginText(x, y)
    t.setFont(font, size)
    t.setCharSpace(cs)
    t.textOut(text)
    t.setCharSpace(0)  # the text state outlives BT/ET: reset it for whatever is drawn next
    c.drawText(t)
    return w


def cv_words(c, x, y, text, font, size, width, lead, justify=True, cs=0.0, indent=0):
    """Wrap text into width and draw every word as a separate string (justified). Returns the next y."""
    words = text.split()
    sw = pdfmetrics.stringWidth(" ", font, size)

    def wlen(wd):
        return pdfmetrics.stringWidth(wd, font, size) + cs * (len(wd) - 1)

    lines, cur = [], []
    for wd in words:
        trial = cur + [wd]
        avail = width - (indent if lines else 0)
        if cur and sum(wlen(v) for v in trial) + sw * (len(trial) - 1) > avail:
            lines.append(cur)
            cur = [wd]
        else:
            cur = trial
    if cur:
        lines.append(cur)
    for li, line in enumerate(lines):
        x0 = x + (indent if li else 0)
        avail = width - (indent if li else 0)
        total = sum(wlen(v) for v in line)
        gap = sw
        if justify and li < len(lines) - 1 and len(line) > 1:
            gap = (avail - total) / (len(line) - 1)
        xx = x0
        for wd in line:
            t = c.beginText(xx, y)
            t.setFont(font, size)
            t.setCharSpace(cs)
            t.textOut(wd)
            t.setCharSpace(0)
            c.drawText(t)
            xx += wlen(wd) + gap
        y -= lead
    return y


# ================================================================ br19  Oman, canvas page: headings with wide letter
# spacing, every word drawn as a separate string, plan lines letter-spaced
@doc
def br19():
    did = "br19_om_letter_spaced_canvas_words"
    price = D(245000)
    rows = [Row(date(2026, 4, 12), 20, label="on signing of this Contract on 12 April 2026;"),
            Row(date(2026, 10, 12), 10, label="on 12 October 2026;"),
            Row(date(2027, 4, 12), 10, label="on 12 April 2027;"),
            Row(None, 20, label="on completion of the structural works of the Townhouse, within fourteen (14) days "
                                "of the Developer's notice;"),
            Row(None, 40, label="on handover of the Townhouse.")]
    W, H = A4
    c = new_canvas(did)
    L, R = 22 * mm, W - 22 * mm
    wid = R - L
    y = H - 28 * mm
    cv_spaced(c, L, y, "SALE CONTRACT", "Helvetica-Bold", 16, 6, centre_width=wid)
    y -= 8 * mm
    cv_spaced(c, L, y, "INTEGRATED TOURISM COMPLEX  \u2014  AL KHIRAN TERRACES, MUSCAT", "Helvetica", 9, 2.2,
              centre_width=wid)
    y -= 12 * mm
    body = [
        "This Contract is made in Muscat on 12 April 2026 between Khiran Terraces Development S.A.O.C., Commercial "
        "Registration No. 1334521, P.O. Box 1180, Postal Code 130, Al Azaiba (the Developer), and Dr. Eleni "
        "Papadopoulou, holder of Greek passport No. AP4410923 (the Buyer).",
        "The Developer is developing Al Khiran Terraces, an integrated tourism complex licensed under Royal Decree "
        "No. 12/2006, and the Buyer, a non-Omani, is entitled to own a unit in it. The parties agree as follows.",
    ]
    for para in body:
        y = cv_words(c, L, y, para, "Times-Roman", 10.5, wid, 13.5) - 4
    heads = [("1.", "THE UNIT"), ("2.", "PRICE")]
    texts = ["Townhouse TH-09 on plot No. 2204 of the complex, with a built-up area of 212.6 m2, a roof terrace of "
             "36 m2 and two covered parking spaces, as shown in Annex 1 (the Townhouse).",
             "The price of the Townhouse is OMR 245,000.000 (two hundred forty-five thousand Omani rials) (the "
             "Price), exclusive of the registration fee payable to the Ministry of Housing and Urban Planning, "
             "which is governed by clause 6."]
    for (n, hd), tx in zip(heads, texts):
        y -= 3
        c.setFont("Helvetica-Bold", 10)
        c.drawString(L, y, n)
        cv_spaced(c, L + 8 * mm, y, hd, "Helvetica-Bold", 10, 3)
        y -= 14
        y = cv_words(c, L + 8 * mm, y, tx, "Times-Roman", 10.5, wid - 8 * mm, 13.5) - 4
    y -= 3
    c.setFont("Helvetica-Bold", 10)
    c.drawString(L, y, "3.")
    cv_spaced(c, L + 8 * mm, y, "PAYMENT SCHEDULE", "Helvetica-Bold", 10, 3)
    y -= 14
    y = cv_words(c, L + 8 * mm, y, "The Buyer shall pay the Price to the Developer's escrow account No. "
                 "0468-112097-501 with Bank Dhofar in the following instalments:", "Times-Roman", 10.5,
                 wid - 8 * mm, 13.5) - 3
    for k, r in zip("abcde", rows):
        line = "(%s)  OMR %s (%s of the Price) %s" % (k, fen(r.value(price), 3), fpct(r.pct), r.label)
        y = cv_words(c, L + 12 * mm, y, line, "Times-Roman", 10.5, wid - 12 * mm, 14, cs=0.7, indent=7 * mm,
                     justify=False) - 2
    y -= 4
    rest = [("4.", "LATE PAYMENT", "A delay in paying any instalment shall attract a charge of 1.5% per month on "
             "the overdue amount. If any instalment remains unpaid for 60 days, the Developer may terminate this "
             "Contract by written notice and retain 10% of the Price."),
            ("5.", "SERVICE CHARGE", "From handover the Buyer shall pay an annual service charge, currently OMR "
             "3.250 per m2 of built-up area, to the owners' association of the complex."),
            ("6.", "REGISTRATION", "The Townhouse shall be registered in the Buyer's name after handover. The "
             "registration fee prescribed by the Ministry of Housing and Urban Planning is borne by the Buyer."),
            ("7.", "LAW", "This Contract is governed by the laws of the Sultanate of Oman and the courts of Muscat "
             "have jurisdiction.")]
    for n, hd, tx in rest:
        c.setFont("Helvetica-Bold", 10)
        c.drawString(L, y, n)
        cv_spaced(c, L + 8 * mm, y, hd, "Helvetica-Bold", 10, 3)
        y -= 14
        y = cv_words(c, L + 8 * mm, y, tx, "Times-Roman", 10.5, wid - 8 * mm, 13.5) - 5
    y -= 10
    for x, who in ((L, "THE DEVELOPER"), (L + wid / 2 + 6 * mm, "THE BUYER")):
        cv_spaced(c, x, y, who, "Helvetica-Bold", 9, 2)
        c.line(x, y - 16 * mm, x + 62 * mm, y - 16 * mm)
    c.setFont("Helvetica", 7.5)
    c.drawString(L, 12 * mm, "Al Khiran Terraces - TH-09 - Sale Contract")
    c.drawRightString(R, 12 * mm, "Page 1 of 1")
    assert y > 40 * mm, y
    c.showPage()
    c.save()
    write_expected(did, rows, price)


# ================================================================ br20  Bahrain, table drawn entirely with canvas
# calls at hand-chosen x positions, wrapped descriptions with the other cells vertically centred
@doc
def br20():
    did = "br20_bh_canvas_table_hand_positions"
    price = D(212400)
    signed = date(2026, 6, 1)
    rows = [Row(signed, 10, label="Down payment, payable on signing of this Agreement")]
    for k, d in enumerate(series(date(2026, 9, 1), 5, 3), 2):
        rows.append(Row(d, 10, label=["", "", "Second", "Third", "Fourth", "Fifth", "Sixth"][k] + " instalment"))
    rows.append(Row(None, 40, label="Final instalment, payable on handover of the Apartment against issue of the "
                                    "completion certificate by the Municipality"))
    fee = Row(signed, None, 250, fee=True, label="Administration fee (in addition to the Price, not refundable)")
    W, H = A4
    c = new_canvas(did)
    L, R = 20 * mm, W - 20 * mm
    y = H - 25 * mm
    c.setFont("Times-Bold", 15)
    c.drawCentredString(W / 2, y, "AGREEMENT FOR THE SALE OF AN APARTMENT")
    y -= 6 * mm
    c.setFont("Times-Roman", 10)
    c.drawCentredString(W / 2, y, "Seef Waterfront, Tower A, Apartment 1907 \u2014 Seef District, Manama")
    y -= 11 * mm
    paras = [
        "This Agreement is made on 01/06/2026 between Seef Waterfront Real Estate W.L.L., CR No. 112233-4, Building "
        "2102, Road 2825, Block 428, Seef (the Seller) and Mr. Rajesh Kumar Pillai, CPR No. 790611223 (the Buyer).",
        "1. The Seller agrees to sell and the Buyer agrees to buy Apartment 1907 on the 19th floor of Tower A, Seef "
        "Waterfront, with a net area of 146.2 m2 and one parking space (No. 3-58), registered with RERA under "
        "off-plan project licence No. 2025/OP/118 (the Apartment).",
        "2. The price of the Apartment is BD 212,400.000 (two hundred twelve thousand four hundred Bahraini dinars) "
        "(the Price). The Buyer shall pay the Price, and the administration fee shown in the last line of the table, "
        "as follows:",
    ]
    for ptxt in paras:
        for line in simpleSplit(ptxt, "Times-Roman", 10.5, R - L):
            c.setFont("Times-Roman", 10.5)
            c.drawString(L, y, line)
            y -= 13.5
        y -= 4
    # hand-chosen column positions (points)
    X_NO, X_DESC, DESC_W, X_DATE, X_PCT_R, X_AMT_R = L + 4, L + 26, 215, L + 252, L + 345, R - 4
    y -= 4
    c.setLineWidth(0.9)
    c.line(L, y, R, y)
    y -= 13
    c.setFont("Times-Bold", 9.5)
    c.drawString(X_NO, y, "No.")
    c.drawString(X_DESC, y, "Payment")
    c.drawString(X_DATE, y, "Due date")
    c.drawRightString(X_PCT_R, y, "%")
    c.drawRightString(X_AMT_R, y, "Amount (BD)")
    y -= 6
    c.setLineWidth(0.6)
    c.line(L, y, R, y)
    lead = 11.5
    table_rows = [(str(i), r) for i, r in enumerate(rows, 1)] + [("", fee)]
    for no, r in table_rows:
        lines = simpleSplit(r.label, "Times-Roman", 9.5, DESC_W)
        hgt = len(lines) * lead + 8
        top = y
        mid = top - hgt / 2 - 3.2
        c.setFont("Times-Roman", 9.5)
        ly = top - 4 - 8.5
        for ln in lines:
            c.drawString(X_DESC, ly, ln)
            ly -= lead
        c.drawString(X_NO, mid, no)
        c.drawString(X_DATE, mid, fd(r.due, "dmy/") if r.due else "On handover")
        if r.pct is not None:
            c.drawRightString(X_PCT_R, mid, fpct(r.pct))
        c.drawRightString(X_AMT_R, mid, fen(r.value(price), 3))
        y = top - hgt
        c.setLineWidth(0.25)
        c.setStrokeColor(colors.HexColor("#999999"))
        c.line(L, y, R, y)
        c.setStrokeColor(colors.black)
    c.setLineWidth(0.9)
    c.line(L, y, R, y)
    y -= 22
    after = [
        "3. Instalments are payable by transfer to the escrow account of the project, IBAN BH67 BMAG 0000 1299 "
        "1234 56, held with the escrow agent approved by RERA. The instalment due on handover is payable within "
        "seven (7) days of the Seller's notice that the completion certificate has been issued.",
        "4. If the Buyer delays payment of any instalment by more than 30 days, the Seller may claim a delay charge "
        "of 0.5% of the overdue amount per week and, after 60 days, terminate this Agreement in accordance with "
        "Law No. (27) of 2017 and retain up to 20% of the amounts paid.",
        "5. Service charges, estimated at BD 2.100 per m2 per year, are payable by the Buyer from handover.",
        "6. This Agreement is governed by the laws of the Kingdom of Bahrain.",
    ]
    for ptxt in after:
        for line in simpleSplit(ptxt, "Times-Roman", 10.5, R - L):
            c.setFont("Times-Roman", 10.5)
            c.drawString(L, y, line)
            y -= 13.5
        y -= 4
    y -= 12
    c.setFont("Times-Bold", 10)
    c.drawString(L, y, "For the Seller")
    c.drawString(L + 95 * mm, y, "The Buyer")
    c.line(L, y - 15 * mm, L + 60 * mm, y - 15 * mm)
    c.line(L + 95 * mm, y - 15 * mm, L + 155 * mm, y - 15 * mm)
    assert y > 35 * mm, y
    c.setFont("Times-Italic", 8)
    c.drawString(L, 12 * mm, "Seef Waterfront A-1907 / Sale Agreement")
    c.drawRightString(R, 12 * mm, "Page 1 of 1")
    c.showPage()
    c.save()
    write_expected(did, rows + [fee], price)


# ================================================================ br21  USA (Florida), month-first dates 03/15/2027,
# deposit schedule with row rules, Letter paper
@doc
def br21():
    did = "br21_us_month_first_dates"
    st = styles("Times-Roman", 10.5)
    price = D(1285000)
    rows = [Row(date(2026, 3, 16), 10, label="Initial Deposit"),
            Row(date(2026, 9, 16), 10, label="Second Deposit"),
            Row(date(2027, 3, 15), 10, label="Third Deposit"),
            Row(None, 10, label="Fourth Deposit"),
            Row(None, 60, label="Balance of the Purchase Price")]
    due = ["Upon Buyer's execution of this Agreement (" + fd(rows[0].due, "mdy/") + ")",
           fd(rows[1].due, "mdy/"), fd(rows[2].due, "mdy/"),
           "Within 10 days after notice that the Building has topped off", "At Closing"]
    story = [
        P("PURCHASE AGREEMENT", st["title"]),
        P("The Alden Residences, a Condominium &mdash; 1450 Brickell Bay Drive, Miami, Florida 33131", st["subtitle"]),
        P("This Purchase Agreement (\u201cAgreement\u201d) is entered into as of 03/16/2026 (the \u201cEffective "
          "Date\u201d) by ALDEN BRICKELL DEVELOPER, LLC, a Delaware limited liability company (\u201cSeller\u201d), "
          "and MARCUS J. WHITFIELD and ELENA R. WHITFIELD, husband and wife, of 2207 Juniper Lane, Charlotte, North "
          "Carolina 28207 (collectively, \u201cBuyer\u201d).", st["body"]),
        P("1. <b>Unit.</b> Seller agrees to sell and Buyer agrees to buy Unit 3204 (the \u201cUnit\u201d) of The Alden "
          "Residences, a Condominium, together with its undivided 0.4187% interest in the common elements and the "
          "exclusive use of parking spaces P4-112 and P4-113. The Unit contains approximately 2,140 square feet "
          "under air.", st["body"]),
        P("2. <b>Purchase Price.</b> The total purchase price for the Unit is ONE MILLION TWO HUNDRED EIGHTY-FIVE "
          "THOUSAND AND 00/100 DOLLARS ($1,285,000.00) (the \u201cPurchase Price\u201d), payable as follows:",
          st["body"]),
    ]
    data = [["Payment", "Amount", "% of Purchase Price", "Due"]]
    for r, d in zip(rows, due):
        data.append([r.label, "$" + fen(r.value(price)), fpct(r.pct), P(d, st["cell"])])
    data.append(["Total", "$" + fen(price), "100%", ""])
    cmds = [("FONT", (0, 0), (-1, 0), "Times-Bold", 10), ("FONT", (0, 1), (-1, -1), "Times-Roman", 10),
            ("FONT", (0, -1), (-1, -1), "Times-Bold", 10), ("ALIGN", (1, 0), (2, -1), "RIGHT"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (3, 0), (3, -1), 14),
            ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]
    for i in range(len(data)):
        cmds.append(("LINEBELOW", (0, i), (-1, i), 0.5, colors.black))
    t = Table(data, colWidths=[46 * mm, 32 * mm, 32 * mm, 62 * mm])
    t.setStyle(TableStyle(cmds))
    story += [t, Spacer(1, 8),
              P("3. <b>Escrow.</b> All deposits shall be paid to Brickell Title &amp; Escrow, LLC, 801 Brickell Avenue, "
                "Suite 1900, Miami, Florida 33131 (\u201cEscrow Agent\u201d), and held in accordance with Section "
                "718.202, Florida Statutes. Deposits in excess of 10% of the Purchase Price may be used for "
                "construction purposes as permitted by that section.", st["body"]),
              P("4. <b>Closing.</b> Closing shall occur on the date designated by Seller in a closing notice given at "
                "least 15 days in advance, after a temporary or permanent certificate of occupancy has been issued "
                "for the Unit. Seller estimates that the Building will be substantially complete in 2028, but does "
                "not guarantee any date.", st["body"]),
              P("5. <b>Closing Costs.</b> At Closing, Buyer shall pay documentary stamp taxes on the deed, the cost of "
                "the owner's title insurance policy, and a working capital contribution equal to two months of "
                "assessments (currently estimated at $1,245.00 per month).", st["body"]),
              P("6. <b>Default.</b> If Buyer fails to pay any deposit when due and does not cure within 5 business days "
                "after notice, Seller may terminate this Agreement and retain all deposits paid as liquidated "
                "damages, up to 15% of the Purchase Price.", st["body"]),
              P("7. <b>Buyer's Right to Cancel.</b> THIS AGREEMENT IS VOIDABLE BY BUYER BY DELIVERING WRITTEN NOTICE OF "
                "THE BUYER'S INTENTION TO CANCEL WITHIN 15 DAYS AFTER THE DATE OF EXECUTION OF THIS AGREEMENT BY THE "
                "BUYER, AND RECEIPT BY BUYER OF ALL OF THE ITEMS REQUIRED TO BE DELIVERED TO HIM OR HER BY THE "
                "DEVELOPER UNDER SECTION 718.503, FLORIDA STATUTES.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["SELLER: ALDEN BRICKELL DEVELOPER, LLC", "By: ____________________  Date: ___/___/______"],
                        ["BUYER:", "____________________  Date: ___/___/______"])]
    build(did, story, simple_footer("Buyer's initials: ______   Purchase Agreement - Unit 3204", font="Times-Roman"),
          pagesize=LETTER)
    write_expected(did, rows, price)


# ================================================================ br22  Spain, European format (1.250.000,00 EUR;
# 15.03.2027), bilingual headers, amounts right-aligned with the currency after the figure
@doc
def br22():
    did = "br22_es_european_format"
    st = styles("Helvetica", 9.5)
    price = D(1250000)
    rows = [Row(date(2026, 4, 15), 20, label="A la firma del presente contrato / On signing of this contract"),
            Row(date(2026, 10, 15), 10, label="Segundo pago / Second payment"),
            Row(date(2027, 3, 15), 10, label="Tercer pago / Third payment"),
            Row(date(2027, 9, 15), 10, label="Cuarto pago / Fourth payment"),
            Row(None, 50, label="Al otorgamiento de la escritura pública y entrega de llaves / On execution of "
                                "the public deed and delivery of the keys")]
    story = [
        P("CONTRATO PRIVADO DE COMPRAVENTA", st["title"]),
        P("PRIVATE PURCHASE CONTRACT (English version; the Spanish text prevails) &mdash; Villa 6, Residencial Los "
          "Almendros, Estepona (Málaga)", st["subtitle"]),
        P("In Estepona, on 15.04.2026.", st["body"]),
        P("<b>OF THE ONE PART</b>, ALMENDROS COSTA DEL SOL, S.L., with registered office at Avenida de España 112, "
          "29680 Estepona, tax number (CIF) B-93456781, represented by Mr. Javier Morales Ruiz (the <b>Seller</b>).",
          st["body"]),
        P("<b>OF THE OTHER PART</b>, Mr. Lars Henrik Johansson and Mrs. Karin Johansson, of Swedish nationality, "
          "holders of NIE Y-4471230-K and Y-4471231-E (the <b>Buyers</b>).", st["body"]),
        P("RECITALS", st["h"]),
        P("I. The Seller is the owner of the plot registered at the Land Registry of Estepona No. 2, volume 1.412, "
          "book 611, folio 87, property No. 44.918, on which it is building 14 detached villas under building "
          "licence No. 118/2025.", st["body"]),
        P("II. Villa 6 has a built area of 312,45 m², terraces of 88,60 m² and a plot of 1.104,00 m².", st["body"]),
        P("CLAUSES", st["h"]),
        P("<b>First. Price.</b> The price is ONE MILLION TWO HUNDRED AND FIFTY THOUSAND EUROS (1.250.000,00 EUR), "
          "plus VAT (IVA) at 10%, which is paid with each instalment. The stamp duty (AJD, 1,5%) on the public deed "
          "is borne by the Buyers.", st["body"]),
        P("<b>Second. Payment.</b> The Buyers shall pay the price by transfer to the special account No. ES91 2100 "
          "0418 4502 0005 1332, guaranteed under the Eighth Additional Provision of the Building Act (Ley 38/1999), "
          "as follows:", st["body"]),
    ]
    cell = ParagraphStyle("c22", parent=st["cell"], fontSize=8.5, leading=10.5)
    data = [[P("<b>Plazo / Instalment</b>", cell), P("<b>Fecha / Date</b>", cell),
             P("<b>%</b>", ParagraphStyle("c22r", parent=cell, alignment=TA_RIGHT)),
             P("<b>Importe / Amount</b>", ParagraphStyle("c22r2", parent=cell, alignment=TA_RIGHT))]]
    for r in rows:
        data.append([P(r.label, cell), fd(r.due, "dmy.") if r.due else "\u2014",
                     feu(r.pct) + " %", feu(r.value(price)) + " EUR"])
    data.append([P("<b>Total</b>", cell), "", "100,00 %", feu(price) + " EUR"])
    t = Table(data, colWidths=[80 * mm, 26 * mm, 22 * mm, 40 * mm])
    t.setStyle(TableStyle([("FONT", (0, 1), (-1, -1), "Helvetica", 8.5), ("FONT", (2, -1), (-1, -1), "Helvetica-Bold", 8.5),
                           ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
                           ("ROWBACKGROUNDS", (0, 1), (-1, -2), [colors.white, colors.HexColor("#F2EEE4")]),
                           ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.HexColor("#7A5C2E")),
                           ("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.HexColor("#7A5C2E")),
                           ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story += [t, Spacer(1, 8),
              P("<b>Third. Guarantee.</b> The Seller shall deliver to the Buyers, within 15 days of each payment, an "
                "individual bank guarantee (aval) from Banco Sabadell covering the amount paid plus legal interest.",
                st["body"]),
              P("<b>Fourth. Delivery.</b> The public deed shall be executed before a notary in Estepona within 30 "
                "days of the first-occupation licence, and in any case the Seller shall notify the Buyers of the date "
                "with 15 days' notice.", st["body"]),
              P("<b>Fifth. Breach.</b> If the Buyers fail to pay any instalment, the Seller may terminate the contract "
                "and retain 10% of the price as penalty under article 1.152 of the Civil Code. Late delivery of more "
                "than 6 months entitles the Buyers to terminate and recover all amounts paid with interest.",
                st["body"]),
              Spacer(1, 10),
              sig_block(st, ["EL VENDEDOR / THE SELLER", "____________________"],
                        ["LOS COMPRADORES / THE BUYERS", "____________________"])]
    build(did, story, simple_footer("Residencial Los Almendros - Villa 6", "Página {p} de {n}"))
    write_expected(did, rows, price)


# ================================================================ br23  Saudi Arabia, NO PLAN: price breakdown annex
@doc
def br23():
    did = "br23_sa_price_breakdown_no_plan"
    st = styles("Helvetica", 10)
    base = D(186) * D(9500)
    view = base * D("0.03")
    park = D(2) * D(45000)
    kitchen = D(38000)
    disc = base * D("0.025")
    net = base + view + park + kitchen - disc
    rett = net * D("0.05")
    story = [
        P("ANNEX 2 &mdash; PRICE BREAKDOWN", st["title"]),
        P("to the Off-Plan Sale Agreement dated 22/02/2026 &mdash; Apartment 14-03, Shams Al Hamra Tower, Al Shati "
          "District, Jeddah", st["subtitle"]),
        P("1. This Annex forms part of the Off-Plan Sale Agreement between <b>Red Sea Pearl Real Estate Company</b> "
          "(CR 4030287654) (the <b>Seller</b>) and <b>Mr. Abdulrahman Saleh Al-Ghamdi</b> (ID 1087654321) (the "
          "<b>Buyer</b>). It explains how the price stated in Article 3 of the Agreement is made up.", st["body"]),
        P("2. The price of the Apartment is calculated as follows:", st["body"]),
    ]
    data = [["Item", "Basis", "Amount (SAR)"],
            ["Base price of the Apartment", "186 m\u00b2 \u00d7 SAR 9,500 per m\u00b2", fen(base)],
            ["Sea-view premium", "3% of the base price", fen(view)],
            ["Two parking bays (B1-14, B1-15)", "2 \u00d7 SAR 45,000", fen(park)],
            ["Kitchen appliance package", "Fixed", fen(kitchen)],
            ["Less: launch discount", "2.5% of the base price", "(" + fen(disc) + ")"],
            ["Net price of the Apartment", "", fen(net)],
            ["RETT (for information only)", "5% of the net price, paid by the Buyer to ZATCA",
             fen(rett)]]
    t = Table(data, colWidths=[64 * mm, 66 * mm, 36 * mm])
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                           ("FONT", (0, 6), (-1, 6), "Helvetica-Bold", 9), ("ALIGN", (2, 0), (2, -1), "RIGHT"),
                           ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                           ("LINEABOVE", (0, 6), (-1, 6), 0.5, colors.black),
                           ("LINEBELOW", (0, 6), (-1, 6), 0.5, colors.black),
                           ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story += [t, Spacer(1, 8),
              P("3. The net price of SAR %s is the price stated in Article 3 of the Agreement. The payment schedule for "
                "that price is set out in Annex 3 (Payment Schedule) and is not changed by this Annex." % fen(net),
                st["body"]),
              P("4. The sea-view premium applies because the Apartment is on the 14th floor facing the Corniche. If the "
                "final measured area differs from 186 m\u00b2 by more than 3%, the base price, the premium and the "
                "discount shall be recalculated at the rates above.", st["body"]),
              P("5. The launch discount is personal to the Buyer and shall be reversed if the Buyer assigns the "
                "Agreement before the title deed is transferred.", st["body"]),
              P("6. The Real Estate Transaction Tax is shown for information only; it is not part of the price and is "
                "not collected by the Seller.", st["body"]),
              Spacer(1, 14),
              sig_block(st, ["For the Seller", "____________________"], ["The Buyer", "____________________"])]
    build(did, story, simple_footer("Annex 2 - Shams Al Hamra 14-03"))
    write_expected(did, [], 0)


# ================================================================ br24  Bahrain, NO PLAN: schedule of finishes with
# percentages and provisional sums
@doc
def br24():
    did = "br24_bh_finishes_schedule_no_plan"
    st = styles("Helvetica", 9.5)
    story = [
        P("SCHEDULE 5 &mdash; SCHEDULE OF FINISHES", st["title"]),
        P("Villa 23, Jasmine Gardens, Hamala &mdash; forming part of the Sale Agreement dated 04/02/2026", st["subtitle"]),
        P("1. This Schedule sets out the finishes to be provided by <b>Hamala Jasmine Developments W.L.L.</b> (the "
          "<b>Developer</b>) in Villa 23 sold to <b>Mr. and Mrs. Yusuf Al-Mannai</b> (the <b>Purchaser</b>). It does "
          "not change the price or the payment terms of the Sale Agreement, which remain as set out in its clause 4.",
          st["body"]),
        P("2. Finishes by area. Percentages show the share of the floor or wall area of each space to receive the "
          "finish.", st["body"]),
    ]
    data = [["Area", "Element", "Specification", "Coverage"],
            ["Living and dining", "Floor", "Porcelain tiles 120 \u00d7 60 cm, matt, Grade A", "100%"],
            ["", "Walls", "Emulsion paint, three coats", "85%"],
            ["", "Feature wall", "Natural travertine cladding", "15%"],
            ["Bedrooms (4 nos.)", "Floor", "Engineered oak, 15 mm", "100%"],
            ["", "Built-in wardrobes", "Lacquered MDF, soft-close", "\u2014"],
            ["Kitchen", "Worktop", "Quartz, 20 mm", "100%"],
            ["", "Walls", "Ceramic splashback tiles", "40%"],
            ["Bathrooms (5 nos.)", "Floor and walls", "Porcelain tiles, full height in showers", "100%"],
            ["Roof terrace", "Floor", "Anti-slip external porcelain", "70%"],
            ["", "Planting", "Raised planters with irrigation", "30%"],
            ["Glazing", "External", "Double-glazed low-E units, U-value 1.6 W/m\u00b2K", "\u2014"]]
    t = Table(data, colWidths=[36 * mm, 34 * mm, 76 * mm, 20 * mm])
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5), ("FONT", (0, 1), (-1, -1), "Helvetica", 8.5),
                           ("ALIGN", (3, 0), (3, -1), "RIGHT"), ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                           ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#F0F0F0")]),
                           ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]))
    story += [t, Spacer(1, 8),
              P("3. Provisional sums. The following allowances are included in the price. If the Purchaser selects "
                "items of a higher value, the Developer shall notify the difference for the Purchaser's approval "
                "before ordering.", st["body"])]
    ps = [["Item", "Allowance (BD)"], ["Kitchen cabinets and appliances", "4,500.000"],
          ["Sanitaryware and brassware (all bathrooms)", "2,250.000"], ["Light fittings", "1,100.000"],
          ["Landscaping of the garden", "1,800.000"]]
    pt = Table(ps, colWidths=[110 * mm, 40 * mm])
    pt.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5), ("FONT", (0, 1), (-1, -1), "Helvetica", 8.5),
                            ("ALIGN", (1, 0), (1, -1), "RIGHT"), ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                            ("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black)]))
    story += [pt, Spacer(1, 8),
              P("4. Tolerances. Tile sizes may vary by \u00b13 mm and colours by the natural variation of the materials. "
                "The Developer may substitute materials of equal or better quality if a specified item is unavailable "
                "for more than 60 days.", st["body"]),
              P("5. Warranty. Finishes are covered by the one-year defects period under clause 11 of the Sale "
                "Agreement; the waterproofing of the roof terrace carries a 10-year manufacturer's warranty.",
                st["body"]),
              Spacer(1, 12),
              sig_block(st, ["For the Developer", "____________________"], ["The Purchaser", "____________________"])]
    build(did, story, simple_footer("Jasmine Gardens Villa 23 - Schedule 5"))
    write_expected(did, [], 0)


# ================================================================ br25  Qatar, NO PLAN: statement of account listing
# payments already received (a record of receipts, not a payment plan)
@doc
def br25():
    did = "br25_qa_statement_of_account_no_plan"
    st = styles("Helvetica", 9.5)
    price = D(2980000)
    recs = [(date(2025, 9, 15), "RCPT-10442", "Booking payment (10%)", D(298000)),
            (date(2025, 9, 15), "RCPT-10443", "Administration fee", D(2500)),
            (date(2025, 12, 15), "RCPT-10987", "Instalment 2 (10%)", D(298000)),
            (date(2026, 3, 15), "RCPT-11603", "Instalment 3 (10%)", D(298000))]
    paid_price = sum(a for _, _, d, a in recs if "fee" not in d)
    story = [
        P("STATEMENT OF ACCOUNT", st["title"]),
        P("as at 31/03/2026", st["subtitle"]),
        kv_table(st, [("Customer", "Mr. Nasser Ali Al-Mohannadi"),
                      ("Customer No.", "C-004417"),
                      ("Unit", "Apartment 1102, Building 9, Marina District, Lusail"),
                      ("Agreement", "Sale and Purchase Agreement No. LMD/09/1102 dated 15/09/2025"),
                      ("Unit price", "QAR " + fen(price))]),
        Spacer(1, 8),
        P("Dear Customer, we confirm that we have received the following payments from you up to the date of this "
          "statement:", st["body"]),
    ]
    data = [["Date received", "Receipt No.", "Description", "Amount received (QAR)"]]
    for d, rn, desc, a in recs:
        data.append([fd(d, "dmy/"), rn, desc, fen(a)])
    data.append(["", "", "Total received", fen(sum(a for *_, a in recs))])
    t = Table(data, colWidths=[30 * mm, 30 * mm, 70 * mm, 40 * mm])
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                           ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 9), ("ALIGN", (3, 0), (3, -1), "RIGHT"),
                           ("GRID", (0, 0), (-1, -2), 0.4, colors.grey), ("LINEBELOW", (2, -1), (-1, -1), 0.8, colors.black),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E6E6E6")),
                           ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    summary = [["Unit price", fen(price)], ["Paid towards the unit price", fen(paid_price)],
               ["Balance of the unit price outstanding", fen(price - paid_price)]]
    s = Table(summary, colWidths=[100 * mm, 40 * mm])
    s.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9), ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 9),
                           ("ALIGN", (1, 0), (1, -1), "RIGHT"), ("LINEABOVE", (0, -1), (-1, -1), 0.5, colors.black)]))
    story += [t, Spacer(1, 10), s, Spacer(1, 10),
              P("This statement is a record of payments received and is issued for information only. It is not a "
                "payment schedule and does not amend the Sale and Purchase Agreement. The outstanding balance remains "
                "payable on the dates and milestones set out in Schedule 2 of that Agreement, for which separate "
                "demand notices will be issued.", st["body"]),
              P("Please check this statement and notify us of any discrepancy within 14 days; otherwise it will be "
                "deemed correct. Payments made by cheque are credited subject to clearance.", st["body"]),
              Spacer(1, 10),
              P("Customer Relations Department<br/>Lusail Marina Developments W.L.L. &mdash; P.O. Box 23145, Doha "
                "&mdash; Tel. +974 4400 1234", st["body"])]
    build(did, story, simple_footer("Statement generated 31/03/2026 - Customer C-004417"))
    write_expected(did, [], 0)


# ================================================================ br26  Turkey (USD), borderless, description in the
# last, widest column wrapping onto 2-3 lines, the other cells bottom-aligned
@doc
def br26():
    did = "br26_tr_borderless_bottom_label_last"
    st = styles("DejaVuSans", 9.5)
    price = D(480000)
    rows = [Row(date(2026, 4, 15), 30, label="Down payment, payable on signing of this Agreement before the notary "
                                             "public, by transfer to the Seller's USD account"),
            Row(date(2026, 7, 15), 10, label="Second payment"),
            Row(date(2026, 10, 15), 10, label="Third payment"),
            Row(date(2027, 1, 15), 10, label="Fourth payment"),
            Row(date(2027, 4, 15), 10, label="Fifth payment"),
            Row(None, 30, label="Final payment, on transfer of the title deed (tapu) to the Buyer at the Land "
                                "Registry and handover of the keys")]
    story = [
        P("SALES AGREEMENT", st["title"]),
        P("Residence D-12, Lara Pearl Residences, Muratpaşa, Antalya, Türkiye", st["subtitle"]),
        P("This Sales Agreement is made on 15 April 2026 between <b>Lara Pearl İnşaat Turizm A.Ş.</b>, Antalya Trade "
          "Registry No. 61127, tax number 6080412233 (the <b>Seller</b>) and <b>Mr. Dmitri Volkov</b>, holder of "
          "foreign identity number 99123456780 (the <b>Buyer</b>).", st["body"]),
        P("1. SUBJECT", st["h"]),
        P("1.1 The Seller sells to the Buyer residence D-12 (block D, 3rd floor, independent section No. 12, net area "
          "118 m², gross area 151 m²) on plot 4412, parcel 7, Güzeloba, Muratpaşa, Antalya, with the shared pool, "
          "gym and parking of the complex.", st["body"]),
        P("1.2 The Buyer has obtained the valuation report required for foreign buyers (report No. 2026/ANT/08812 "
          "dated 09 April 2026).", st["body"]),
        P("2. PRICE AND PAYMENT", st["h"]),
        P("2.1 The sale price is USD 480,000 (four hundred eighty thousand US dollars). Under the foreign-currency "
          "rules applicable to sales to non-residents, the price is payable in US dollars.", st["body"]),
        P("2.2 The Buyer shall pay the price as follows:", st["body"]),
    ]
    c = ParagraphStyle("c26", parent=st["cell"], fontSize=8.5, leading=10.5)
    cr = ParagraphStyle("c26r", parent=c, alignment=TA_RIGHT)
    data = [[P("<b>#</b>", c), P("<b>Due date</b>", c), P("<b>Amount (USD)</b>", cr), P("<b>%</b>", cr),
             P("<b>Description</b>", c)]]
    for i, r in enumerate(rows, 1):
        data.append([str(i), fd(r.due, "dmy/") if r.due else "On tapu transfer", fen(r.value(price)), fpct(r.pct),
                     P(r.label, c)])
    t = Table(data, colWidths=[8 * mm, 28 * mm, 28 * mm, 13 * mm, 93 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "BOTTOM"), ("FONT", (0, 1), (-1, -1), "DejaVuSans", 8.5),
                           ("ALIGN", (2, 1), (3, -1), "RIGHT"), ("LEFTPADDING", (4, 0), (4, -1), 12),
                           ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    story += [t, Spacer(1, 8),
              P("2.3 If the Buyer delays any payment by more than 30 days, the Buyer shall pay a delay penalty of 1% per "
                "month of the delayed amount. If the delay exceeds 90 days, the Seller may terminate this Agreement "
                "and retain 10% of the price.", st["body"]),
              P("3. TITLE DEED AND FEES", st["h"]),
              P("3.1 The title deed shall be transferred at the Muratpaşa Land Registry after the occupancy permit "
                "(iskân) is issued. Title deed fees are shared by the parties as required by law; the Buyer bears the "
                "cost of the sworn translator and of the valuation report.", st["body"]),
              P("4. GOVERNING LAW", st["h"]),
              P("4.1 This Agreement is governed by the laws of the Republic of Türkiye; the Antalya courts and "
                "enforcement offices have jurisdiction.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["SELLER", "____________________"], ["BUYER", "____________________"])]
    build(did, story, simple_footer("Lara Pearl Residences - D-12", font="DejaVuSans", size=7))
    write_expected(did, rows, price)


# ================================================================ br27  Spain (Mallorca), plan in prose restated in a
# table (one plan), bold cells, mixed font sizes, "€ 190.000" style amounts
@doc
def br27():
    did = "br27_es_prose_restated_bold_sizes"
    st = styles("DejaVuSerif", 9.5)
    price = D(1900000)
    rows = [Row(date(2026, 5, 4), 10, label="A la firma / On signing"),
            Row(date(2026, 11, 4), 20, label="Segundo pago / Second payment"),
            Row(None, 70, label="Escritura pública / Public deed")]

    def eur(x):
        return "\u20ac " + feu(x, 0)

    story = [
        P("CONTRATO DE ARRAS Y COMPRAVENTA", ParagraphStyle("t27", parent=st["title"], fontSize=17, leading=21)),
        P("Purchase Contract with Deposit &mdash; Villa Es Pinar, Calle Sa Punta 7, Santa Ponsa, Calvià (Mallorca)",
          st["subtitle"]),
        P("In Palma, on 04.05.2026, appear on the one part <b>Inversiones Ponent Balear, S.L.</b>, CIF B-57123498, "
          "represented by its director Ms. Catalina Ferrer Pons (the <b>Seller</b>), and on the other part <b>Mr. "
          "Maximilian von Rhein</b>, German national, NIE Y-6612045-R (the <b>Buyer</b>). The parties recognise each "
          "other's capacity and agree as follows.", st["body"]),
        P("<font size=11><b>1. Object</b></font>", st["body"]),
        P("The Seller sells to the Buyer the detached villa known as \u201cEs Pinar\u201d, registered at the Land "
          "Registry of Calvià No. 1, property No. 21.774, cadastral reference 6518009DD4761N0001XT, with a built area "
          "of 402 m² on a plot of 1.380 m², in its current state, which the Buyer has inspected.", st["body"]),
        P("<font size=11><b>2. Price and payment</b></font>", st["body"]),
        P("2.1 The price is ONE MILLION NINE HUNDRED THOUSAND EUROS (\u20ac 1.900.000), to be paid as follows: (i) "
          "\u20ac 190.000 (10 %) today, 04.05.2026, on signing of this contract, as a penitential deposit (arras "
          "penitenciales) under article 1.454 of the Civil Code; (ii) \u20ac 380.000 (20 %) on 04.11.2026; and (iii) "
          "the balance of \u20ac 1.330.000 (70 %) on the execution of the public deed of sale before the notary.",
          st["body"]),
        P("2.2 For clarity, the payments in clause 2.1 are summarised below:", st["body"]),
    ]
    lab = ParagraphStyle("l27", fontName="DejaVuSerif-Bold", fontSize=9.5, leading=12)
    dat = ParagraphStyle("d27", fontName="DejaVuSerif", fontSize=7.5, leading=9.5)
    pct = ParagraphStyle("p27", fontName="DejaVuSerif", fontSize=9, leading=11, alignment=TA_RIGHT)
    amt = ParagraphStyle("a27", fontName="DejaVuSerif-Bold", fontSize=12, leading=14, alignment=TA_RIGHT)
    hd = ParagraphStyle("h27", fontName="DejaVuSerif-Bold", fontSize=8, leading=10, textColor=colors.white)
    hdr = ParagraphStyle("h27r", parent=hd, alignment=TA_RIGHT)
    data = [[P("PAGO / PAYMENT", hd), P("FECHA / DATE", hd), P("%", hdr), P("IMPORTE / AMOUNT", hdr)]]
    for r in rows:
        data.append([P(r.label, lab), P(fd(r.due, "dmy.") if r.due else "Fecha de la escritura / date of the deed",
                                        dat), P(feu(r.pct, 0) + " %", pct), P(eur(r.value(price)), amt)])
    data.append([P("TOTAL", lab), P("", dat), P("100 %", pct), P(eur(price), amt)])
    t = Table(data, colWidths=[62 * mm, 40 * mm, 18 * mm, 48 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#34495E")),
                           ("LINEBELOW", (0, 1), (-1, -2), 0.3, colors.HexColor("#AAAAAA")),
                           ("LINEABOVE", (0, -1), (-1, -1), 1, colors.black),
                           ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    story += [t, Spacer(1, 8),
              P("<font size=11><b>3. Deed</b></font>", st["body"]),
              P("The public deed shall be executed before the notary chosen by the Buyer in Palma on a date fixed by "
                "the Buyer with at least fifteen (15) days' written notice to the Seller. The Seller shall deliver the property free of charges, tenants and debts, with the "
                "IBI (property tax) for 2026 paid and a certificate of no community debts.", st["body"]),
              P("<font size=11><b>4. Withdrawal</b></font>", st["body"]),
              P("If the Buyer withdraws, he loses the amounts paid as arras. If the Seller withdraws, it shall return "
                "double the amount of the arras received. Transfer tax (ITP, 8 % to 13 % in the Balearic Islands) and "
                "notary and registry costs are borne by the Buyer, and the municipal capital gains tax (plusvalía) by "
                "the Seller.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["LA PARTE VENDEDORA", "____________________"],
                        ["LA PARTE COMPRADORA", "____________________"])]
    build(did, story, simple_footer("Villa Es Pinar - Contrato de arras", "{p}/{n}", font="DejaVuSerif", size=7))
    write_expected(did, rows, price)


# ================================================================ br28  Egypt, a semi-annual series defined in a
# sentence and listed again in a zebra table (one plan)
@doc
def br28():
    did = "br28_eg_zebra_series_sentence_and_table"
    st = styles("Helvetica", 10)
    price = D(6300000)
    first = date(2026, 12, 15)
    rows = [Row(date(2026, 6, 15), 10, label="Down payment")]
    for k, d in enumerate(series(first, 12, 6), 1):
        rows.append(Row(d, D("7.5"), label="Instalment %d" % k))
    story = [
        P("CONTRACT FOR THE SALE OF A CHALET", st["title"]),
        P("Chalet B-118, Azure Bay, Ras El Hekma, North Coast, Matrouh Governorate", st["subtitle"]),
        P("On Monday 15/06/2026 this contract was concluded between:", st["body"]),
        P("<b>First:</b> Azure Bay for Tourism Development S.A.E., Commercial Register No. 77120 Giza, represented by "
          "Mr. Tarek Fawzy, chairman (the <b>Seller</b>).", st["ind"]),
        P("<b>Second:</b> Mrs. Dina Samir Abdel-Aziz, National ID No. 29006220104521 (the <b>Buyer</b>).", st["ind"]),
        P("Preamble", st["h"]),
        P("The Seller owns the land of the Azure Bay resort under the allocation contract with the New Urban "
          "Communities Authority dated 11/01/2023 and is building chalets on it. The Buyer has inspected the plans "
          "and wishes to purchase chalet B-118 (ground floor with garden, built-up area 128 m<super>2</super>, "
          "garden 64 m<super>2</super>).", st["body"]),
        P("Clause 2 &mdash; Price", st["h"]),
        P("The price of the chalet is EGP 6,300,000 (six million three hundred thousand Egyptian pounds). The Buyer "
          "shall pay 10% of the price, EGP 630,000, on signing of this contract on 15/06/2026, and the balance of 90% "
          "in twelve (12) equal semi-annual instalments of 7.5% each (EGP 472,500 each), the first falling due on "
          "15/12/2026 and the last on 15/06/2032. The payments are listed in the following table:", st["body"]),
    ]
    data = [["No.", "Payment", "Due date", "%", "Amount (EGP)"]]
    for i, r in enumerate(rows):
        data.append([str(i + 1), r.label, fd(r.due, "dmy/"), fpct(r.pct), fen(r.value(price))])
    data.append(["", "Total", "", "100%", fen(price)])
    t = Table(data, colWidths=[14 * mm, 52 * mm, 34 * mm, 20 * mm, 40 * mm])
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
                           ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 9), ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
                           ("ALIGN", (0, 0), (0, -1), "CENTER"),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#F4C542")),
                           ("ROWBACKGROUNDS", (0, 1), (-1, -2), [colors.HexColor("#FFF8E1"), colors.HexColor("#FFFFFF")]),
                           ("BACKGROUND", (0, -1), (-1, -1), colors.HexColor("#F4E2A8")),
                           ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]))
    story += [t, Spacer(1, 8),
              P("Clause 3 &mdash; Cheques", st["h"]),
              P("The Buyer has delivered twelve post-dated cheques for the instalments. If any cheque is returned "
                "unpaid, the Seller may, after notice of 15 days, treat all remaining instalments as due or rescind "
                "this contract and retain 10% of the price.", st["body"]),
              P("Clause 4 &mdash; Delivery", st["h"]),
              P("The Seller shall deliver the chalet finished according to Annex 2, within a period to be notified by "
                "the Seller after completion of the phase. A delay compensation of 0.5% of the amounts paid per month "
                "applies after a grace period of 6 months.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["First Party (Seller)", "____________________"],
                        ["Second Party (Buyer)", "____________________"])]
    build(did, story, simple_footer("Azure Bay - Chalet B-118"))
    write_expected(did, rows, price)


# ================================================================ br29  UAE (Ras Al Khaimah), the first column holds
# section labels spanning several rows, vertically centred
@doc
def br29():
    did = "br29_ae_spanned_section_label"
    st = styles("Helvetica", 9.5)
    price = D(1980000)
    con = [Row(d, 10, label=lab) for d, lab in zip(series(date(2026, 3, 25), 4, 6),
                                                    ["Down payment", "Instalment 2", "Instalment 3", "Instalment 4"])]
    hand = [Row(None, 20, label="Handover instalment")]
    post = [Row(d, 10, ph=True, label="Post-handover instalment %d" % k)
            for k, d in enumerate([date(2029, 6, 30), date(2029, 12, 31), date(2030, 6, 30), date(2030, 12, 31)], 1)]
    story = [
        P("SALE AND PURCHASE AGREEMENT", st["title"]),
        P("Unit 0815, Coral Sands Residences, Al Marjan Island, Ras Al Khaimah", st["subtitle"]),
        kv_table(st, [("Date of Agreement", "25 March 2026"),
                      ("Master Developer", "Marjan Shores Development L.L.C."),
                      ("Seller", "Coral Sands Real Estate Development L.L.C. (RAK licence 32145)"),
                      ("Purchaser", "Ms. Sofia Alessandra Romano, Italian passport YB4417720"),
                      ("Unit", "Apartment 0815, 8th floor, 1 bedroom, 812.4 sq. ft., balcony 96.5 sq. ft."),
                      ("Purchase Price", "AED 1,980,000 (One Million Nine Hundred Eighty Thousand Dirhams)")]),
        Spacer(1, 6),
        P("4. PAYMENT PLAN", st["h"]),
        P("4.1 The Purchaser shall pay the Purchase Price in accordance with the Payment Plan below. The handover "
          "instalment is payable on the Handover Date notified by the Seller.", st["body"]),
    ]
    data = [["Stage", "Instalment", "Due date", "%", "Amount (AED)"]]
    spans = []
    for title, group, fmt in (("During construction", con, None), ("On handover", hand, "On handover"),
                              ("Post-handover", post, None)):
        start = len(data)
        for j, r in enumerate(group):
            data.append([P("<b>%s</b>" % title, st["cellc"]) if j == 0 else "", r.label,
                         fd(r.due, "dmy/") if r.due else fmt, fpct(r.pct), fen(r.value(price))])
        spans.append((start, len(data) - 1))
    data.append(["Total", "", "", "100%", fen(price)])
    cmds = [("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#4A4A4A")), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9), ("FONT", (0, 1), (-1, -1), "Helvetica", 9),
            ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 9), ("ALIGN", (3, 0), (-1, -1), "RIGHT"),
            ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#BFD7EA")), ("SPAN", (0, len(data) - 1), (2, len(data) - 1)),
            ("TOPPADDING", (0, 0), (-1, -1), 3.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 3.5)]
    for a, b in spans:
        cmds.append(("SPAN", (0, a), (0, b)))
        cmds.append(("BACKGROUND", (0, a), (0, b), colors.HexColor("#EEF4F9")))
    t = Table(data, colWidths=[34 * mm, 52 * mm, 30 * mm, 16 * mm, 36 * mm])
    t.setStyle(TableStyle(cmds))
    story += [t, Spacer(1, 8),
              P("4.2 The post-handover instalments shall be secured by post-dated cheques delivered on or before the "
                "Handover Date. Title shall remain registered in the Seller's name until the last post-handover "
                "instalment has been paid.", st["body"]),
              P("5. LATE PAYMENT", st["h"]),
              P("5.1 Any amount unpaid 30 days after its due date attracts a late payment fee of 1% per month. If "
                "construction has reached 80% and the Purchaser defaults, the Seller may terminate and retain 40% of "
                "the Purchase Price.", st["body"]),
              P("6. REGISTRATION", st["h"]),
              P("6.1 The Seller shall register this Agreement in the interim register of the RAK Municipality "
                "Department of Land. The registration fees are payable by the Purchaser as prescribed by the "
                "Department.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["For the Seller", "____________________"], ["The Purchaser", "____________________"])]
    build(did, story, simple_footer("Coral Sands Residences - 0815 - SPA"))
    write_expected(did, con + hand + post, price)


# ================================================================ br30  UAE (Sharjah), one table row defines a
# quarterly post-handover series ("8 quarterly instalments of 5% each, the first on 15/03/2029")
@doc
def br30():
    did = "br30_ae_series_row_in_table"
    st = styles("Helvetica", 9.5)
    price = D(1225000)
    pre = [Row(date(2026, 4, 10), 10, label="On signing of this Agreement"),
           Row(date(2026, 10, 10), 10, label="Second instalment"),
           Row(date(2027, 4, 10), 10, label="Third instalment"),
           Row(None, 10, label="On 70% completion of construction (Consultant's certificate)"),
           Row(None, 20, label="On handover")]
    first = date(2029, 3, 15)
    post = [Row(d, 5, ph=True, label="Post-handover quarterly instalment") for d in series(first, 8, 3)]
    each = post[0].value(price)
    story = [
        P("SALE AND PURCHASE AGREEMENT", st["title"]),
        P("Townhouse 3B-27, Rahmaniya Gardens, Sharjah", st["subtitle"]),
        P("THIS AGREEMENT is made in the Emirate of Sharjah on 10 April 2026 between <b>Rahmaniya Gardens Real Estate "
          "Development L.L.C.</b>, licence No. 660118 issued by the Sharjah Economic Development Department (the "
          "<b>Developer</b>), and <b>Mr. Ahmed Kamal Mansour</b>, Egyptian passport A22718845 (the <b>Buyer</b>).",
          st["body"]),
        P("ARTICLE 1 &mdash; DEFINITIONS", st["h"]),
        P("<b>Townhouse</b> means townhouse 3B-27 with a plot area of 2,150 sq. ft. and a built-up area of 2,480 sq. "
          "ft.; <b>Handover</b> means delivery of the Townhouse after the building completion certificate is issued; "
          "<b>Price</b> means AED 1,225,000 (one million two hundred twenty-five thousand dirhams).", st["body"]),
        P("ARTICLE 2 &mdash; PAYMENT OF THE PRICE", st["h"]),
        P("2.1 The Buyer shall pay the Price as shown in the following table:", st["body"]),
    ]
    b = ParagraphStyle("b30", parent=st["cellb"], fontSize=9)
    n = ParagraphStyle("n30", parent=st["cell"], fontSize=9)
    nr = ParagraphStyle("n30r", parent=n, alignment=TA_RIGHT)
    data = [[P("Milestone", b), P("%", ParagraphStyle("b30r", parent=b, alignment=TA_RIGHT)),
             P("Amount (AED)", ParagraphStyle("b30r2", parent=b, alignment=TA_RIGHT)), P("Due", b)]]
    due_txt = [fd(pre[0].due, "dmy/"), fd(pre[1].due, "dmy/"), fd(pre[2].due, "dmy/"), "On certification",
               "On Handover"]
    for r, d in zip(pre, due_txt):
        data.append([P(r.label, b), P(fpct(r.pct), nr), P(fen(r.value(price)), nr), P(d, n)])
    data.append([P("Post-handover: eight (8) quarterly instalments", b), P("5% each<br/>(40% in total)", nr),
                 P("%s each" % fen(each), nr), P("Every three months, the first on %s" % fd(first, "dmy/"), n)])
    data.append([P("Total", b), P("100%", nr), P(fen(price), nr), ""])
    t = Table(data, colWidths=[66 * mm, 24 * mm, 32 * mm, 48 * mm])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                           ("LINEBELOW", (0, 0), (-1, -1), 0.4, colors.black),
                           ("LINEABOVE", (0, -1), (-1, -1), 1.2, colors.black),
                           ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    story += [t, Spacer(1, 8),
              P("2.2 The Buyer shall deliver eight post-dated cheques for the post-handover instalments before "
                "Handover. Handover shall not take place until the instalments due up to and including Handover "
                "have been paid.", st["body"]),
              P("ARTICLE 3 &mdash; DEFAULT", st["h"]),
              P("3.1 If the Buyer fails to pay any instalment within 30 days of its due date, the Developer may, after "
                "notice, cancel this Agreement in accordance with Sharjah Law No. 2 of 2007 and deduct up to 30% of "
                "the amounts paid.", st["body"]),
              P("ARTICLE 4 &mdash; REGISTRATION", st["h"]),
              P("4.1 The Developer shall register this Agreement with the Sharjah Real Estate Registration "
                "Department. The registration fees prescribed by the Department are borne by the Buyer.", st["body"]),
              Spacer(1, 10),
              sig_block(st, ["The Developer", "____________________"], ["The Buyer", "____________________"])]
    build(did, story, simple_footer("Rahmaniya Gardens - 3B-27 - SPA"))
    write_expected(did, pre + post, price)


if __name__ == "__main__":
    for fn in DOCS:
        fn()
    print("wrote %d documents to %s" % (len(DOCS), OUT))
