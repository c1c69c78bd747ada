#!/usr/bin/env python3
"""Generate the prose_docx_r5 agreements (payment plans written as clauses, DOCX).

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


def aed_words(x):
    return cap_words(words(x)) + " UAE Dirhams"


def bd(x):
    return "BD " + fmt(x, 3)


# ============================================================================ agreement 01
def agreement_01():
    """Dubai: five 'Tranches' in clauses; dotted date; words-and-figures amounts; Tranche 5 is a
    series of sixteen quarterly post-handover instalments; DLD fee before, Oqood admin fee (words) after."""
    stem = "01_dubai_tranches_post_handover_series"
    price = D("3150000.00")
    dld = prow(price, "DLD registration fee", 4, None, fee=True)
    plan = [
        prow(price, "Tranche 1", 10, None),
        prow(price, "Tranche 2", "17.5", dt.date(2026, 9, 15)),
        prow(price, "Tranche 3", "12.5", None),
        prow(price, "Tranche 4", 20, None),
    ]
    series = [prow(price, "Post-Handover Instalment %d of 16" % (i + 1), "2.5",
                   add_months(dt.date(2029, 6, 1), 3 * i), post=True) for i in range(16)]
    adm = row("Oqood administration fee", "5250.00", 0, None, fee=True)
    rows = [dld] + plan + series + [adm]
    check_plan(price, rows)
    assert series[-1]["due"] == dt.date(2033, 3, 1)

    d = Doc("Azure Bay Residences — Dubai Maritime City", "SPA ABR-1204 — Bayline Properties L.L.C.",
            font="Book Antiqua", size=10.5)
    d.title("SALE AND PURCHASE AGREEMENT")
    d.para("Azure Bay Residences, Dubai Maritime City", align="center")
    d.para("THIS AGREEMENT is dated 24 March 2026 and is made BETWEEN BAYLINE PROPERTIES L.L.C. (commercial "
           "licence 1224870), Office 1802, Marina Plaza, Dubai Marina, Dubai (the \"Seller\") AND MR. KWAME "
           "ASANTE-BOATENG, Ghanaian passport G2218841, of 7 Liberation Road, Airport Residential Area, Accra "
           "(the \"Purchaser\").")
    d.head("1. Definitions")
    d.para("1.1 \"Handover Date\" means the date on which the Seller makes the Unit available for occupation "
           "following the issue of the building completion certificate. \"Unit\" means Apartment 1204 on the "
           "twelfth floor of Azure Bay Residences, built on Plot No. 3335-0471 in Dubai Maritime City, with a "
           "total area of 1,688.30 sq ft. \"Tranche\" means each part of the Purchase Price described in "
           "clause 5.")
    d.head("2. Sale and Purchase")
    d.para("2.1 The Seller agrees to sell and the Purchaser agrees to buy the Unit for AED 3,150,000 (Three "
           "Million One Hundred Fifty Thousand UAE Dirhams) (the \"Purchase Price\").")
    d.para("2.2 If the total area on completion differs from the area stated above by more than three per cent "
           "(3%), the Purchase Price shall be adjusted at AED 1,865.78 per sq ft on the excess.")
    d.head("3. Escrow")
    d.para("3.1 All Tranches shall be paid into escrow account no. 0331-201774-04 held with Commercial Bank of "
           "Dubai for the project, RERA project number 3519.")
    d.head("4. Registration")
    d.para("4.1 The Purchaser shall pay the Dubai Land Department registration fee, being four per cent (4%) of "
           "the Purchase Price (AED 126,000), within thirty (30) days of the date of this Agreement. This fee "
           "is not part of the Purchase Price.")
    d.head("5. Payment of the Purchase Price")
    d.para("5.1 Tranche 1: ten per cent (10%) of the Purchase Price, being AED 315,000 (Three Hundred Fifteen "
           "Thousand UAE Dirhams), upon signing this Agreement.")
    d.para("5.2 Tranche 2: seventeen and one-half per cent (17.5%%) of the Purchase Price, being AED %s (%s), on "
           "or before %s." % (fmt(plan[1]["amount"], 0), aed_words(plan[1]["amount"]), d_dot(plan[1]["due"])))
    d.para("5.3 Tranche 3: twelve and one-half per cent (12.5%%) of the Purchase Price, being AED %s, within "
           "fourteen (14) days of the Seller's notice that the structure of the building has been completed."
           % fmt(plan[2]["amount"], 0))
    d.para("5.4 Tranche 4: twenty per cent (20%%) of the Purchase Price, being AED %s, on the Handover Date."
           % fmt(plan[3]["amount"], 0))
    d.para("5.5 Tranche 5: the remaining forty per cent (40%%) of the Purchase Price after the Handover Date, in "
           "sixteen (16) quarterly post-handover instalments of two and one-half per cent (2.5%%) each, being "
           "AED %s per instalment, the first falling due on %s and the remaining instalments every three (3) "
           "months thereafter." % (fmt(series[0]["amount"], 0), d_long(series[0]["due"])))
    d.para("5.6 The Purchaser shall not be entitled to the Handover of the Unit until Tranches 1 to 4 and the "
           "registration fee have been paid. The Seller may require post-dated cheques for Tranche 5.")
    d.head("6. Delay")
    d.para("6.1 A Tranche paid late bears a charge of two per cent (2%) per month. Where the Purchaser has paid "
           "less than 40% of the Purchase Price and fails to remedy a default within thirty (30) days of "
           "notice, the Seller may terminate in accordance with Law No. 13 of 2008 and retain up to 25% of the "
           "Purchase Price.")
    d.head("7. Completion")
    d.para("7.1 The anticipated Handover Date is the first quarter of 2029.")
    d.head("8. Service Charges")
    d.para("8.1 Service charges are estimated at AED 16.75 per sq ft per annum and are payable from the Handover "
           "Date.")
    d.head("9. Oqood Administration")
    d.para("9.1 The Purchaser shall pay to the Seller an Oqood administration fee of Five Thousand Two Hundred and "
           "Fifty UAE Dirhams (inclusive of VAT) upon signing this Agreement.")
    d.head("10. Brokerage")
    d.para("10.1 Any brokerage commission (2% of the Purchase Price) due to Seaview Realty L.L.C. is payable by "
           "the Seller and not by the Purchaser.")
    d.para("")
    d.para("Signed for the Seller ____________________     Signed by the Purchaser ____________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Bahrain: milestone payments in articles, three-decimal dinar amounts, day-first dates that
    include 28/02/2027; admin fee + 10% VAT before, SLRB 2% after."""
    stem = "02_manama_milestones_bhd_three_decimals"
    price = D("148650.000")
    adm = row("Administration fee", "385.00", 0, None, fee=True)
    plan = [
        prow(price, "Milestone Payment 1", 10, None),
        prow(price, "Milestone Payment 2", 15, dt.date(2026, 6, 15)),
        prow(price, "Milestone Payment 3", 20, None),
        prow(price, "Milestone Payment 4", 15, dt.date(2027, 2, 28)),
        prow(price, "Milestone Payment 5", 40, None),
    ]
    slrb = prow(price, "SLRB registration fee", 2, None, fee=True)
    rows = [adm] + plan + [slrb]
    check_plan(price, rows)

    d = Doc("Seef Lagoon Heights — Kingdom of Bahrain", "Contract of Sale No. SLH/T1/0905", font="Calibri",
            size=10.5)
    d.title("CONTRACT OF SALE OF AN OFF-PLAN APARTMENT")
    d.para("Seef Lagoon Heights, Tower 1, Seef District, Manama", align="center")
    d.para("This Contract is made in Manama on 03/02/2026 between:")
    d.para("First: Lagoon Crest Development W.L.L., CR No. 118832-1, Building 2504, Road 2832, Block 428, Seef, "
           "represented by its general manager Mr. Yusuf Abdulla Al Mahmood (the \"Developer\").")
    d.para("Second: Mrs. Leila Hassan Al Sayed, CPR No. 880412567, of Flat 21, Building 1150, Road 3621, Block "
           "336, Adliya (the \"Purchaser\").")
    d.head("Article 1 — The Unit")
    d.para("Apartment 905 on the ninth floor of Tower 1, Seef Lagoon Heights, on plot no. 04012877, with a "
           "total area of 142.50 square metres and one parking space, as shown in the plan attached. The "
           "project is registered with the Real Estate Regulatory Authority under no. RERA/OP/2025/061.")
    d.head("Article 2 — The Price")
    d.para("The price of the Unit is BD 148,650.000 (one hundred forty-eight thousand six hundred fifty Bahraini "
           "Dinars), being BD 1,043.158 per square metre (the \"Price\").")
    d.head("Article 3 — Administration Fee")
    d.para("On signing this Contract the Purchaser shall pay the Developer an administration fee of BD 350.000 "
           "plus VAT at 10%, a total of BD 385.000. The fee does not form part of the Price.")
    d.head("Article 4 — Milestone Payments")
    d.para("The Purchaser shall pay the Price by five milestone payments into the project escrow account no. "
           "0100-558712-001 with National Bank of Bahrain, as follows:")
    d.para("(1) Milestone Payment 1 — ten per cent (10%%) of the Price, %s, upon signing this Contract;"
           % bd(plan[0]["amount"]), indent=18)
    d.para("(2) Milestone Payment 2 — fifteen per cent (15%%) of the Price, %s, on %s;"
           % (bd(plan[1]["amount"]), d_slash(plan[1]["due"])), indent=18)
    d.para("(3) Milestone Payment 3 — twenty per cent (20%%) of the Price, %s, upon completion of the "
           "foundations and basement, as certified by the project consultant;" % bd(plan[2]["amount"]), indent=18)
    d.para("(4) Milestone Payment 4 — fifteen per cent (15%%) of the Price, %s, on %s; and"
           % (bd(plan[3]["amount"]), d_slash(plan[3]["due"])), indent=18)
    d.para("(5) Milestone Payment 5 — forty per cent (40%%) of the Price, %s, upon handover of the Unit."
           % bd(plan[4]["amount"]), indent=18)
    d.head("Article 5 — Late Payment")
    d.para("Any milestone payment not made within fifteen (15) days of its due date shall bear a penalty of 1% "
           "of the unpaid amount for each month of delay. Where the delay exceeds ninety (90) days the Developer "
           "may cancel this Contract and deduct 10% of the Price from the amounts paid.")
    d.head("Article 6 — Handover")
    d.para("The Developer shall hand over the Unit not later than 31/12/2027, with a grace period of six (6) "
           "months. For each month of delay beyond the grace period the Developer shall pay the Purchaser BD "
           "500.000.")
    d.head("Article 7 — Registration")
    d.para("The title shall be registered with the Survey and Land Registration Bureau (SLRB) after handover. "
           "The Purchaser shall pay the SLRB registration fee of two per cent (2%%) of the Price, %s, on "
           "registration." % bd(slrb["amount"]))
    d.head("Article 8 — Governing Law")
    d.para("This Contract is governed by the laws of the Kingdom of Bahrain, including Law No. 27 of 2017 "
           "regulating the real estate sector.")
    d.para("")
    d.para("First Party ____________________            Second Party ____________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Ras Al Khaimah: lettered stage payments with '15th day of June 2026' dates; one amount only in
    words, one percentage only; fees after the plan; a discount equal to the registration fee."""
    stem = "03_rak_stage_payments_words_only"
    price = D("1260000.00")
    plan = [
        prow(price, "Booking Payment", 10, None),
        prow(price, "First Stage Payment", 15, dt.date(2026, 6, 15)),
        prow(price, "Second Stage Payment", 5, dt.date(2026, 12, 15)),
        prow(price, "Third Stage Payment", 10, None),
        prow(price, "Completion Payment", 60, None),
    ]
    reg = prow(price, "Registration fee", 2, None, fee=True)
    adm = row("Administration fee", "3150.00", 0, None, fee=True)
    rows = plan + [reg, adm]
    check_plan(price, rows)

    def day_of(dd):
        return "the %s day of %s %d" % (ordinal(dd.day), MONTHS[dd.month - 1], dd.year)

    d = Doc("Hamra Cove Villas — Al Hamra Village, Ras Al Khaimah", "Sale Agreement HCV-V14",
            font="Garamond", size=11)
    d.title("SALE AGREEMENT")
    d.para("Hamra Cove Villas — Villa 14", align="center")
    d.para("This Agreement is entered into on the 11th day of February 2026 by Hamra Cove Real Estate L.L.C., "
           "RAK licence no. 41177, of Al Hamra Mall Office Tower, Ras Al Khaimah (the \"Seller\"), and Mr. "
           "Dmitri Volkov, passport no. 75 4418230, of Leninsky Prospekt 64, Moscow (the \"Buyer\").")
    d.head("1. Property")
    d.para("The Seller shall sell to the Buyer Villa 14, Hamra Cove Villas, on Plot No. 2116-014, Al Hamra "
           "Village, with a plot area of 4,305 sq ft and a built-up area of 3,120 sq ft (the \"Villa\").")
    d.head("2. Price")
    d.para("The price of the Villa is One Million Two Hundred and Sixty Thousand Dirhams (AED 1,260,000) (the "
           "\"Price\"). The Price reflects an early-bird discount of AED 25,200 granted by the Seller to buyers "
           "who reserved before 31 January 2026.")
    d.head("3. Stage payments")
    d.para("The Buyer shall pay the Price to the Seller's escrow account no. 6001-8844-2290 with RAKBANK as "
           "follows:")
    d.para("(a) a Booking Payment of ten per cent (10%) of the Price, namely One Hundred and Twenty-Six Thousand "
           "Dirhams, upon execution of this Agreement;", indent=18)
    d.para("(b) a First Stage Payment of fifteen per cent (15%%) of the Price on %s;" % day_of(plan[1]["due"]),
           indent=18)
    d.para("(c) a Second Stage Payment of Sixty-Three Thousand Dirhams (AED 63,000), being five per cent (5%%) of "
           "the Price, on %s;" % day_of(plan[2]["due"]), indent=18)
    d.para("(d) a Third Stage Payment of ten per cent (10%) of the Price upon the topping out of the Villa, as "
           "notified by the Seller; and", indent=18)
    d.para("(e) a Completion Payment of sixty per cent (60%) of the Price on the Completion Date, against the "
           "handover of the keys.", indent=18)
    d.head("4. Completion")
    d.para("The Seller expects to complete the Villa by the 30th day of June 2028. The Completion Date is the date "
           "stated in the Seller's completion notice.")
    d.head("5. Default")
    d.para("If the Buyer fails to pay any stage payment within thirty (30) days of its due date, the Seller may "
           "terminate this Agreement and retain up to thirty per cent (30%) of the Price; any excess shall be "
           "refunded within sixty (60) days of the resale of the Villa.")
    d.head("6. Registration and Fees")
    d.para("6.1 The Buyer shall pay the Ras Al Khaimah Land Department registration fee of two per cent (2%%) of "
           "the Price, being AED %s, on registration of this Agreement in the interim register." % fmt(reg["amount"]))
    d.para("6.2 The Buyer shall pay the Seller an administration fee of AED 3,000 plus VAT at five per cent (5%), "
           "that is AED 3,150, upon signing this Agreement.")
    d.head("7. Law")
    d.para("This Agreement is governed by the laws of the Emirate of Ras Al Khaimah and the UAE.")
    d.para("")
    d.para("Seller ____________________                Buyer ____________________")
    write_docx(stem, d, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("prose_docx_r5: written")
