#!/usr/bin/env python3
"""Generate the uk_docx_r5 agreements (English new-build / off-plan contracts, GBP, DOCX).

Standalone: stdlib + python-docx. Each agreement's payment rows are built as data first; the DOCX
text and the expected JSON are both rendered from that data.
Run:  .venv/bin/python generate.py   (byte-identical output between runs)
"""
import datetime as dt
import io
import json
import os
import zipfile
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# ----------------------------------------------------------------------------- arithmetic
def D(x):
    return Decimal(str(x))


def pct_of(price, pct):
    """Share of the price, rounded half-up to the cent (the rule in CONTRACT 9)."""
    return (D(price) * D(pct) / D(100)).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


# ----------------------------------------------------------------------------- number formats
def fmt(x, dec=2):                       # 1,250,000.00
    return "{:,.{p}f}".format(D(x), p=dec)


def fmt_eu(x, dec=2):                    # 1.250.000,00
    return fmt(x, dec).replace(",", "#").replace(".", ",").replace("#", ".")


def fmt_sp(x, dec=2):                    # 1 250 000.00
    return fmt(x, dec).replace(",", " ")


def fmt_in(x, dec=2):                    # 12,50,000.00 (Indian grouping)
    q = D(x).quantize(D(1) / D(10) ** dec) if dec else D(x).quantize(D(1))
    s = "{:.{p}f}".format(q, p=dec)
    whole, _, frac = s.partition(".")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join(groups + [tail])
    return whole + ("." + frac if dec else "")


def pct_s(p):                            # 12.5%
    return ("%s" % D(p).normalize()).replace("E+1", "0").replace("E+2", "00") + "%"


def pct2(p):                             # 12.50%
    return "{:.2f}%".format(D(p))


# ----------------------------------------------------------------------------- dates
def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def d_slash(d):                          # 15/03/2027
    return "%02d/%02d/%04d" % (d.day, d.month, d.year)


def d_dot(d):                            # 15.03.2027
    return "%02d.%02d.%04d" % (d.day, d.month, d.year)


def d_dash(d):                           # 15-03-2027
    return "%02d-%02d-%04d" % (d.day, d.month, d.year)


def d_iso(d):                            # 2027-03-15
    return d.isoformat()


def d_mon(d):                            # 15-Mar-2027
    return "%02d-%s-%04d" % (d.day, MON[d.month - 1], d.year)


def d_short(d):                          # 15 Mar 2027
    return "%d %s %d" % (d.day, MON[d.month - 1], d.year)


def d_long(d):                           # 15 March 2027
    return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def d_us(d):                             # March 15, 2027
    return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)


def d_ord(d):                            # 15th March 2027
    return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)


def d_ofm(d):                            # 15th of March 2027
    return "%s of %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)


def d_mdy(d):                            # 03/15/2027 (month first)
    return "%02d/%02d/%04d" % (d.month, d.day, d.year)


# ----------------------------------------------------------------------------- words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w99(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def _w999(n, conj="and"):
    h, r = divmod(n, 100)
    out = []
    if h:
        out.append(_ONES[h] + " hundred")
    if r:
        if h and conj:
            out.append(conj)
        out.append(_w99(r))
    return " ".join(out)


def words(n, conj="and"):
    """Whole number in English words: 'one million two hundred and fifty thousand'."""
    n = int(n)
    if n == 0:
        return "zero"
    parts = []
    for div, name in ((10 ** 9, "billion"), (10 ** 6, "million"), (10 ** 3, "thousand"), (1, "")):
        q, n = divmod(n, div)
        if q:
            w = _w999(q, conj)
            if div == 1 and parts and q < 100 and conj:
                w = conj + " " + w
            parts.append((w + " " + name).strip())
    return " ".join(parts)


def words_in(n):
    """Indian system: 'one crore forty-eight lakh seventy-five thousand'."""
    n = int(n)
    parts = []
    for div, name in ((10 ** 7, "crore"), (10 ** 5, "lakh"), (10 ** 3, "thousand"), (1, "")):
        q, n = divmod(n, div)
        if q:
            parts.append((_w999(q, "") if q >= 100 else _w99(q)) + (" " + name if name else ""))
    return " ".join(parts)


def cap_words(s):
    out = []
    for w in s.split(" "):
        if w == "and":
            out.append(w)
        else:
            out.append("-".join(x[:1].upper() + x[1:] for x in w.split("-")))
    return " ".join(out)


_FRAC = {D("0.25"): "one-quarter", D("0.5"): "one-half", D("0.75"): "three-quarters"}


def pct_words(p, tail="per cent"):
    p = D(p)
    whole = int(p)
    frac = p - whole
    w = words(whole) if whole else ""
    if frac:
        w = (w + " and " if w else "") + _FRAC[frac]
    return w + " " + tail


# ----------------------------------------------------------------------------- rows / output
def row(desc, amount, pct=0, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, amount=D(amount), pct=D(pct), due=due, fee=fee, post=post)
    r.update(extra)
    return r


def prow(price, desc, pct, due=None, fee=False, post=False, **extra):
    """A row whose amount is its stated share of the price."""
    return row(desc, pct_of(price, pct), pct, due, fee, post, **extra)


def expected(rows):
    return [{
        "amount": float(r["amount"]),
        "dueDate": jdate(r["due"]),
        "description": r["desc"],
        "percentage": float(r["pct"]),
        "isFee": bool(r["fee"]),
        "postHandover": bool(r["post"]),
        "status": "pending",
    } for r in rows]


def check_plan(price, rows, plan_pct=100):
    """Non-fee rows add up to plan_pct of the price; every row with a stated share matches it."""
    plan = [r for r in rows if not r["fee"]]
    assert sum(r["amount"] for r in plan) == pct_of(price, plan_pct), (sum(r["amount"] for r in plan), price)
    if all(r["pct"] for r in plan):
        assert sum(r["pct"] for r in plan) == D(plan_pct), sum(r["pct"] for r in plan)
    for r in rows:
        if r["pct"] and not r.get("pct_free"):
            assert pct_of(price, r["pct"]) == r["amount"], r


def write_json(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(expected(rows), fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def write_txt(stem, text, rows):
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    write_json(stem, rows)


# ----------------------------------------------------------------------------- DOCX (python-docx)
from docx import Document  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK  # noqa: E402
from docx.oxml import OxmlElement  # noqa: E402
from docx.oxml.ns import qn  # noqa: E402
from docx.shared import Pt  # noqa: E402


class Doc:
    """Thin wrapper around python-docx with the few paragraph kinds used here."""

    def __init__(self, header, footer, font="Calibri", size=10.5):
        self.d = Document()
        st = self.d.styles["Normal"]
        st.font.name = font
        st.font.size = Pt(size)
        cp = self.d.core_properties
        fixed = dt.datetime(2026, 2, 1, 9, 0, 0)
        cp.created = fixed
        cp.modified = fixed
        cp.last_printed = fixed
        cp.author = "Document Production"
        cp.last_modified_by = "Document Production"
        cp.revision = 1
        sec = self.d.sections[0]
        sec.header.paragraphs[0].text = header
        sec.footer.paragraphs[0].text = footer
        for p in (sec.header.paragraphs[0], sec.footer.paragraphs[0]):
            for r in p.runs:
                r.font.size = Pt(8)

    def title(self, text, size=14):
        p = self.d.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        r = p.add_run(text)
        r.bold = True
        r.font.size = Pt(size)
        return p

    def head(self, text):
        p = self.d.add_paragraph()
        r = p.add_run(text)
        r.bold = True
        return p

    def para(self, text, bold_lead=None, indent=None, italic=False, align=None):
        p = self.d.add_paragraph()
        if bold_lead:
            r = p.add_run(bold_lead)
            r.bold = True
        r = p.add_run(text)
        r.italic = italic
        if indent is not None:
            p.paragraph_format.left_indent = Pt(indent)
        if align == "center":
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif align == "right":
            p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        return p

    def page_break(self):
        self.d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)

    def table(self, data, bold_rows=(0,), style="Table Grid", right_cols=(), repeat_header=False):
        t = self.d.add_table(rows=len(data), cols=len(data[0]))
        if style:
            t.style = style
        for i, rdata in enumerate(data):
            for j, val in enumerate(rdata):
                cell = t.cell(i, j)
                lines = val.split("\n") if val else [""]
                cell.paragraphs[0].text = ""
                run = cell.paragraphs[0].add_run(lines[0])
                run.bold = i in bold_rows
                if j in right_cols:
                    cell.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.RIGHT
                for extra in lines[1:]:
                    q = cell.add_paragraph()
                    rr = q.add_run(extra)
                    rr.bold = i in bold_rows
                    if j in right_cols:
                        q.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        if repeat_header:
            trpr = t.rows[0]._tr.get_or_add_trPr()
            el = OxmlElement("w:tblHeader")
            el.set(qn("w:val"), "true")
            trpr.append(el)
        return t

    def save(self, path):
        # python-docx stamps zip members with the current time; rewrite them with a fixed
        # timestamp so that reruns produce identical bytes.
        buf = io.BytesIO()
        self.d.save(buf)
        src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
            for info in src.infolist():
                zi = zipfile.ZipInfo(info.filename, date_time=(2026, 2, 1, 0, 0, 0))
                zi.compress_type = zipfile.ZIP_DEFLATED
                zi.external_attr = info.external_attr
                out.writestr(zi, src.read(info.filename))


def merge(a, b):
    """Merge two cells and drop the empty paragraphs python-docx carries over from the absorbed cells."""
    m = a.merge(b)
    for q in list(m.paragraphs)[1:]:
        if not q.text.strip():
            q._element.getparent().remove(q._element)
    return m


def write_docx(stem, doc, rows):
    doc.save(os.path.join(HERE, stem + ".docx"))
    write_json(stem, rows)


def gbp(x, dec=2):
    return "£" + fmt(x, dec)


# ============================================================================ agreement 01
def agreement_01():
    """Leeds flat: borderless Word table of stage payments; reservation fee (not credited) before,
    administration fee plus VAT after; slash date; weathertight event row."""
    stem = "01_leeds_borderless_stage_table"
    price = D("412500.00")
    res = row("Reservation Fee", "2000.00", 0, None, fee=True)
    plan = [
        prow(price, "Exchange Deposit", 10, None, when="On exchange of contracts"),
        prow(price, "First Stage Payment", 5, dt.date(2027, 3, 15)),
        prow(price, "Second Stage Payment", 5, None,
             when="Ten working days after the Seller's notice that the Building is weathertight"),
        prow(price, "Completion Balance", 80, None, when="On Completion"),
    ]
    adm = row("Administration Fee", "420.00", 0, None, fee=True)
    rows = [res] + plan + [adm]
    check_plan(price, rows)

    d = Doc("Plot 27, Wharfside Quarter, Leeds LS10 — Contract for Sale", "Aire Bank Homes Limited — standard "
            "form WQ/CS/3 (2026)", font="Arial", size=10)
    d.title("CONTRACT FOR THE SALE OF A NEW LEASEHOLD FLAT")
    d.para("Incorporating the Standard Conditions of Sale (Fifth Edition — 2018 Revision)", align="center",
           italic=True)
    d.head("PARTICULARS")
    d.table([
        ["Date", "16 March 2026"],
        ["Seller", "Aire Bank Homes Limited (company number 10488213) whose registered office is at 4 Wellington "
                   "Place, Leeds LS1 4AP"],
        ["Buyer", "Hannah Louise Whitfield of 18 Cardigan Road, Headingley, Leeds LS6 3AG"],
        ["Property", "Apartment 3.04 (Plot 27), Block C, Wharfside Quarter, Leeds LS10 1PR, to be known as "
                     "Flat 304, Millwright House"],
        ["Title", "Part of the land in title number WYK912345"],
        ["Lease", "999 years from 1 January 2025 at a peppercorn ground rent"],
        ["Purchase Price", "%s (four hundred and twelve thousand five hundred pounds)" % gbp(price, 0)],
        ["Net internal area", "861.7 sq ft (80.05 sq m) — equivalent to £478.71 per sq ft"],
        ["Completion Date", "Ten working days after the Seller's notice that the Property is complete"],
        ["Long Stop Date", "31 December 2028"],
    ], bold_rows=(), style="Table Grid")
    d.para("")
    d.head("SPECIAL CONDITIONS")
    d.para("1. Interpretation. In this contract the definitions in the Particulars apply. \"Building\" means "
           "Block C of Wharfside Quarter. \"Stage Payment\" means each payment in the table in condition 4.3.")
    d.para("2. Standard Conditions. Standard Condition 2.2 (deposit) is varied as set out in condition 4. "
           "Standard Condition 6.1.2 does not apply; completion shall take place on the Completion Date.")
    d.head("3. Reservation")
    d.para("3.1 The Buyer reserved the Property on 2 February 2026 under the Seller's reservation agreement. "
           "The Buyer shall pay the Seller, on or before exchange and in addition to the Purchase Price, a "
           "non-refundable reservation fee of £2,000.00. The reservation fee is not a payment on account of the "
           "Purchase Price and will not be credited against it.")
    d.head("4. Payment of the Purchase Price")
    d.para("4.1 The Buyer's solicitor shall pay each Stage Payment to the Seller's solicitor, Calder & Rowe LLP, "
           "by electronic transfer to its client account (sort code 40-11-62, account number 71829304). The "
           "Exchange Deposit is held as agent for the Seller.")
    d.para("4.2 Each Stage Payment is payable whether or not the Property is then complete, provided that the "
           "Seller's architect has certified the relevant stage where the table requires it.")
    d.para("4.3 The Purchase Price shall be paid as follows:")
    tbl = [["Stage", "When payable", "% of Price", "Amount"]]
    for r in plan:
        tbl.append([r["desc"], d_slash(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]), gbp(r["amount"])])
    tbl.append(["", "Total", "100%", gbp(price)])
    d.table(tbl, bold_rows=(0, len(tbl) - 1), style=None, right_cols=(2, 3))
    d.para("")
    d.para("4.4 Interest at the Contract Rate (4% above the base rate of Barclays Bank PLC) is payable on any "
           "Stage Payment not made on its due date, from that date until payment.")
    d.para("4.5 The Seller's administration fee for dealing with the Stage Payments is £350.00 plus VAT, that is "
           "£420.00, payable by the Buyer on Completion in addition to the Purchase Price.")
    d.head("5. Service Charge and Rent")
    d.para("5.1 The estimated service charge for the first year after Completion is £2,850.00 per annum, payable "
           "half-yearly in advance. The ground rent is a peppercorn (if demanded).")
    d.para("5.2 The Buyer shall pay on Completion a proportion of the service charge from the date of "
           "Completion to the next half-yearly payment date.")
    d.head("6. Stamp Duty Land Tax")
    d.para("6.1 The Buyer is responsible for filing the SDLT return and paying any SDLT due to HM Revenue & "
           "Customs. No amount in respect of SDLT is payable to the Seller.")
    d.head("7. Rescission")
    d.para("7.1 If the Buyer fails to complete, the Seller may rescind this contract and forfeit and keep the "
           "Exchange Deposit (10% of the Purchase Price) and any Stage Payments paid up to a total of 10% of the "
           "Purchase Price, refunding any excess within 28 days.")
    d.para("7.2 If the Property is not complete by the Long Stop Date, either party may rescind by notice and "
           "the Seller shall repay all Stage Payments (but not the reservation fee) with interest at 2% per "
           "annum.")
    d.head("8. Warranty")
    d.para("8.1 The Property has the benefit of a ten-year NHBC Buildmark warranty.")
    d.para("")
    d.para("Signed by the Seller ______________________        Signed by the Buyer ______________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Bristol shared-equity style sale: deferred consideration paid in ten half-yearly instalments
    after completion (postHandover), long table with a repeated header row; fees before and after."""
    stem = "02_bristol_deferred_consideration_repeat_header"
    price = D("286000.00")
    arr = row("Deferred Payment Arrangement Fee", "795.00", 0, None, fee=True)
    plan = [
        prow(price, "Exchange Deposit", 5, None, when="On exchange"),
        prow(price, "Completion Monies", 70, None, when="On Completion"),
    ]
    for i in range(10):
        plan.append(prow(price, "Deferred Consideration Instalment %d" % (i + 1), "2.5",
                         add_months(dt.date(2027, 6, 1), 6 * i), post=True))
    hmlr = row("HM Land Registry fee", "45.00", 0, None, fee=True)
    rows = [arr] + plan + [hmlr]
    check_plan(price, rows)

    d = Doc("Harbour Fields, Avonmouth, Bristol — Agreement for Sale with Deferred Consideration",
            "Severn Vale Developments Ltd — HF/ASDC/2026/014", font="Georgia", size=10.5)
    d.title("AGREEMENT FOR SALE")
    d.para("(freehold house — deferred consideration)", align="center", italic=True)
    d.para("THIS AGREEMENT is dated 9 February 2026.")
    d.head("PARTIES")
    d.para("(1) SEVERN VALE DEVELOPMENTS LIMITED incorporated and registered in England and Wales with company "
           "number 08771240 whose registered office is at 2 Temple Back East, Bristol BS1 6EG (Seller).")
    d.para("(2) MARCUS ADEBAYO and CHLOE ADEBAYO both of 51 Filton Avenue, Horfield, Bristol BS7 0AQ (Buyer).")
    d.head("BACKGROUND")
    d.para("(A) The Seller is building 146 homes at Harbour Fields, Avonmouth on land registered under title "
           "number BL187726.")
    d.para("(B) The Seller has agreed to sell Plot 88 (to be known as 14 Kingfisher Way, Avonmouth BS11 9XP) to "
           "the Buyer for the Price of £286,000 and to allow the Buyer to pay twenty-five per cent (25%) of the "
           "Price (£71,500) after Completion as Deferred Consideration, secured by a second Legal Charge.")
    d.head("1. DEFINITIONS")
    d.para("1.1 \"Completion\" means actual completion of the sale under clause 5. \"Deferred Consideration\" "
           "means the part of the Price payable after Completion under clause 3.3. \"Legal Charge\" means the "
           "legal charge in the agreed form to be granted by the Buyer to the Seller on Completion.")
    d.para("1.2 The Price is £286,000.00 (two hundred and eighty-six thousand pounds). The open market value of "
           "the Property as assessed by an independent RICS valuer on 20 January 2026 is £290,000.")
    d.head("2. ARRANGEMENT FEE")
    d.para("2.1 The Buyer shall pay the Seller a deferred payment arrangement fee of £795.00 (inclusive of VAT) "
           "on exchange of this Agreement. The fee is not part of the Price and is not refundable.")
    d.head("3. PAYMENT OF THE PRICE")
    d.para("3.1 The Buyer shall pay the Price in the amounts and at the times set out in the table below.")
    d.para("3.2 The Exchange Deposit is paid to the Seller's conveyancers, Redcliffe Law LLP, as stakeholder.")
    d.para("3.3 The Deferred Consideration Instalments fall due after Completion on the dates in the table, "
           "whether or not the Buyer is then living at the Property. No interest is charged on the Deferred "
           "Consideration provided that each instalment is paid on its due date.")
    tbl = [["No.", "Payment", "Due", "% of Price", "Amount (£)"]]
    for i, r in enumerate(plan, 1):
        tbl.append([str(i), r["desc"], d_ord(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]),
                    fmt(r["amount"])])
    tbl.append(["", "Total Price", "", "100%", fmt(price)])
    d.table(tbl, bold_rows=(0, len(tbl) - 1), style="Light Grid Accent 1", right_cols=(3, 4), repeat_header=True)
    d.para("")
    d.para("3.4 The Buyer may pay all or part of the outstanding Deferred Consideration early at any time, in "
           "amounts of not less than £1,000.")
    d.para("3.5 If the Buyer sells or transfers the Property, or the first mortgage is enforced, all unpaid "
           "Deferred Consideration Instalments become payable at once.")
    d.head("4. LEGAL CHARGE")
    d.para("4.1 On Completion the Buyer shall execute the Legal Charge. The Buyer shall also reimburse the Seller "
           "the HM Land Registry fee of £45.00 for registering the Legal Charge, on Completion.")
    d.para("4.2 The Seller will postpone the Legal Charge to a first mortgage of up to 75% of the Price.")
    d.head("5. COMPLETION")
    d.para("5.1 Completion shall take place ten working days after the Seller's notice that the Property is "
           "built. The Seller expects to serve that notice in the last quarter of 2026.")
    d.head("6. DEFAULT")
    d.para("6.1 If any Deferred Consideration Instalment is more than 30 days late the Seller may charge "
           "interest at 5% per annum above the Bank of England base rate on the late amount until payment.")
    d.head("7. GENERAL")
    d.para("7.1 This Agreement is governed by the law of England and Wales.")
    d.para("")
    d.para("Signed as a deed by the parties on the date above.")
    write_docx(stem, d, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Canary Wharf apartment: admin fee in the Particulars (first), plan in clause 4 with a series of
    three Further Deposit instalments, restated in Schedule 3 (once); deed of covenant fee after."""
    stem = "03_canary_wharf_further_deposit_instalments"
    price = D("1085000.00")
    adm = row("Administration Fee", "600.00", 0, None, fee=True)
    plan = [prow(price, "Deposit", 10, None, when="on Exchange")]
    for i in range(3):
        plan.append(prow(price, "Further Deposit Instalment %d of 3" % (i + 1), 5,
                         add_months(dt.date(2026, 5, 1), 6 * i)))
    plan.append(prow(price, "Balance of the Price", 75, None, when="on Completion"))
    doc_fee = row("Deed of Covenant Fee", "360.00", 0, None, fee=True)
    rows = [adm] + plan + [doc_fee]
    check_plan(price, rows)

    d = Doc("Riverline Tower, E14 — Agreement for Lease (off-plan)", "Northbank Quay Estates Ltd — "
            "Contract ref. RLT/2207", font="Times New Roman", size=11)
    d.title("AGREEMENT FOR LEASE")
    d.para("relating to Apartment 2207, Riverline Tower, Marsh Wall, London E14", align="center")
    d.head("PARTICULARS")
    d.table([
        ["Date", "27 February 2026"],
        ["Landlord", "Northbank Quay Estates Limited (company no. 11903442), 30 Churchill Place, London E14 5RE"],
        ["Tenant", "Wei Jie Tan and Mei Ling Tan, of 41 Holland Grove Road, Singapore 278836"],
        ["Apartment", "Apartment 2207 on the 22nd floor of Riverline Tower (2 bedrooms, 914 sq ft NIA)"],
        ["Premium (the Price)", "£1,085,000 (one million and eighty-five thousand pounds) — for information "
                                "only US$1,378,000 at the rate on the date of reservation"],
        ["Administration Fee", "£600.00 inclusive of VAT, payable on Exchange"],
        ["Payment Plan", "Deposit 10% on Exchange; Further Deposit 15% in instalments (clause 4.2); "
                         "Balance 75% on Completion"],
        ["Long Stop Date", "30 September 2029"],
    ], bold_rows=(), style="Table Grid")
    d.para("")
    d.head("1. DEFINITIONS")
    d.para("1.1 \"Exchange\" means the date of this Agreement. \"Completion\" means completion of the grant of "
           "the Lease under clause 8. \"Price\" means the premium stated in the Particulars.")
    d.head("2. AGREEMENT")
    d.para("2.1 The Landlord shall construct the Apartment and grant, and the Tenant shall take, a lease of it "
           "for 999 years at a peppercorn rent, for the Price and on the terms of this Agreement.")
    d.head("3. ADMINISTRATION FEE")
    d.para("3.1 The Administration Fee stated in the Particulars is payable on Exchange, in addition to the "
           "Price, and is not refundable.")
    d.head("4. PAYMENT OF THE PRICE")
    d.para("4.1 Deposit: on Exchange the Tenant shall pay a deposit of ten per cent (10%) of the Price, being "
           "£108,500.00, to the Landlord's Solicitors as stakeholder.")
    d.para("4.2 Further Deposit: the Tenant shall pay a further deposit of fifteen per cent (15%%) of the Price "
           "(£162,750.00) in three (3) equal instalments of five per cent (5%%) of the Price, namely £54,250.00 "
           "each, the first on %s and the others at intervals of six (6) months after it."
           % d_ord(plan[1]["due"]))
    d.para("4.3 Balance: the balance of the Price, being seventy-five per cent (75%) or £813,750.00, shall be "
           "paid on Completion.")
    d.para("4.4 If any instalment of the Further Deposit is unpaid 14 days after it falls due, interest is "
           "payable at 4% a year above the Bank of England base rate and the Landlord may serve notice to "
           "rescind under clause 11.")
    d.head("5. STAMP DUTY LAND TAX")
    d.para("5.1 The Tenant acknowledges that as a non-UK resident it may be liable to the 2% SDLT surcharge. "
           "SDLT is payable by the Tenant directly to HMRC and not to the Landlord.")
    d.head("6. SERVICE CHARGE")
    d.para("6.1 The estimated service charge for the first service charge year is £7.85 per sq ft of net "
           "internal area, that is £7,174.90 a year.")
    d.head("7. DEED OF COVENANT")
    d.para("7.1 On Completion the Tenant shall enter into a deed of covenant with the management company "
           "Riverline Tower Management Limited and shall pay its fee for doing so of £300.00 plus VAT, that is "
           "£360.00, in addition to the Price.")
    d.head("8. COMPLETION")
    d.para("8.1 Completion takes place ten working days after the Landlord's notice that the Apartment is "
           "practically complete, but not before 1 June 2028.")
    d.head("11. RESCISSION")
    d.para("11.1 On rescission for the Tenant's default the Landlord may keep the Deposit and the Further Deposit "
           "(25% of the Price in total) and any interest on them.")
    d.para("")
    d.head("SCHEDULE 3 — SUMMARY OF PAYMENTS")
    d.para("This summary repeats clause 4 for convenience; clause 4 prevails.", italic=True)
    tbl = [["Payment", "Date / event", "%", "£"]]
    for r in plan:
        tbl.append([r["desc"], d_long(r["due"]) if r["due"] else r["when"].capitalize(), pct_s(r["pct"]),
                    fmt(r["amount"])])
    tbl.append(["Total", "", "100%", fmt(price)])
    d.table(tbl, bold_rows=(0, len(tbl) - 1), style="Table Grid", right_cols=(2, 3))
    d.para("")
    d.para("Signed by or on behalf of the Landlord ____________   Signed by or on behalf of the Tenant ____________")
    write_docx(stem, d, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("uk_docx_r5: written")
