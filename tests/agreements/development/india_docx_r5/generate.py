#!/usr/bin/env python3
"""Generate the india_docx_r5 agreements (Indian builder-buyer agreements, INR, DOCX).

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


def rs(x):                      # Rs. 14,87,500/-
    return "Rs. %s/-" % fmt_in(x, 0)


def inr(x):                     # ₹ 14,87,500.00
    return "\u20b9 %s" % fmt_in(x, 2)


def rupees_words(x):
    return "Rupees %s only" % cap_words(words_in(x))


# ============================================================================ agreement 01
def agreement_01():
    """Noida possession-linked plan: price breakdown table first (not a plan), club + IFMS fees before
    the plan, stamp duty 7% / registration 1% after it; 'at the time of registration' event row."""
    stem = "01_noida_possession_linked_rs"
    price = D("14875000")
    club = row("Club membership charges", "100000", 0, None, fee=True)
    ifms = row("Interest Free Maintenance Security (IFMS)", "165000", 0, None, fee=True)
    plan = [
        prow(price, "At the time of booking", 10, None),
        prow(price, "Within 60 days of booking", 15, None),
        prow(price, "On completion of super structure of the Tower", 25, None),
        prow(price, "On offer of possession", 45, None),
        prow(price, "At the time of registration of the Conveyance Deed", 5, None),
    ]
    sd = prow(price, "Stamp duty", 7, None, fee=True)
    regf = prow(price, "Registration fee", 1, None, fee=True)
    rows = [club, ifms] + plan + [sd, regf]
    check_plan(price, rows)

    d = Doc("Greenvale Crest, Sector 150, Noida — Agreement for Sale (UP RERA model form)",
            "UP RERA Regn. No. UPRERAPRJ418803 — Allotment No. GVC/T4/1702", font="Cambria", size=10.5)
    d.title("AGREEMENT FOR SALE")
    d.para("(Under Section 13 of the Real Estate (Regulation and Development) Act, 2016 and the Uttar Pradesh "
           "Real Estate (Regulation and Development) Rules, 2016)", align="center", italic=True)
    d.para("This Agreement for Sale is executed at Noida on this 6th day of March, 2026.")
    d.head("BY AND BETWEEN")
    d.para("GREENVALE INFRAHOMES PRIVATE LIMITED (CIN U70109DL2014PTC268841), having its registered office at "
           "B-14, Connaught Place, New Delhi 110001, through its authorised signatory Mr. Rajiv Malhotra "
           "(hereinafter the \"Promoter\");")
    d.head("AND")
    d.para("Mr. Ankit Srivastava (PAN AQPPS4417K) and Mrs. Neha Srivastava (PAN BRTPS0981L), residing at "
           "C-402, Stellar Jeevan, Greater Noida West 201306 (hereinafter jointly the \"Allottee\").")
    d.head("A. DEFINITIONS AND RECITALS")
    d.para("A.1 The Promoter is the lessee of Plot No. GH-03, Sector 150, Noida, admeasuring 42,118.60 sq m, "
           "under a lease deed with the New Okhla Industrial Development Authority registered on 14.08.2015, "
           "and is developing a group housing project known as \"Greenvale Crest\".")
    d.para("A.2 The Allottee has applied for Apartment No. 1702 on the 17th floor of Tower T4, with a carpet "
           "area of 112.45 sq m (1,210.40 sq ft) and a super area of 1,650 sq ft, together with one covered "
           "car parking space.")
    d.head("1. TOTAL PRICE")
    d.para("1.1 The Total Price for the Apartment is %s (%s), inclusive of GST at the applicable rate, made "
           "up as follows:" % (rs(price), rupees_words(price)))
    d.table([
        ["Component", "Basis", "Amount (Rs.)"],
        ["Basic Sale Price (BSP)", "1,650 sq ft @ Rs. 8,400 per sq ft", fmt_in(13860000, 0)],
        ["Preferential Location Charges (park facing)", "1,650 sq ft @ Rs. 300 per sq ft", fmt_in(495000, 0)],
        ["Covered car parking (one)", "Lump sum", fmt_in(350000, 0)],
        ["Power back-up (5 KVA)", "Lump sum", fmt_in(170000, 0)],
        ["Total Price", "", fmt_in(price, 0)],
    ], bold_rows=(0, 5), style="Table Grid", right_cols=(2,))
    d.para("")
    d.para("1.2 The Total Price is escalation-free, save for changes in taxes, levies or the external "
           "development charges imposed by the competent authority after the date of this Agreement.")
    d.head("2. OTHER CHARGES PAYABLE BY THE ALLOTTEE")
    d.para("2.1 In addition to the Total Price the Allottee shall pay (a) club membership charges of Rs. "
           "1,00,000/- (Rupees One Lakh only) at the time of booking, and (b) Interest Free Maintenance Security "
           "(IFMS) at the rate of Rs. 100 per sq ft of super area, i.e. Rs. 1,65,000/-, at the time of offer of "
           "possession.")
    d.head("3. MODE OF PAYMENT — POSSESSION LINKED PLAN")
    d.para("3.1 The Allottee has opted for the Possession Linked Plan and shall pay the Total Price as follows, "
           "by cheque or RTGS to the RERA designated account no. 50200074128831 with HDFC Bank, Sector 18, "
           "Noida (IFSC HDFC0000088):")
    tbl = [["S. No.", "Payment Milestone", "% of Total Price", "Amount (Rs.)"]]
    for i, r in enumerate(plan, 1):
        tbl.append([str(i), r["desc"], pct_s(r["pct"]), rs(r["amount"])])
    tbl.append(["", "Total", "100%", rs(price)])
    d.table(tbl, bold_rows=(0, len(tbl) - 1), style="Table Grid", right_cols=(2, 3))
    d.para("")
    d.para("3.2 The demand for each milestone shall be raised by the Promoter with thirty (30) days' notice. The "
           "Promoter shall not accept more than 10% of the Total Price as an advance before registration of "
           "this Agreement.")
    d.head("4. TIME FOR POSSESSION")
    d.para("4.1 The Promoter shall offer possession of the Apartment on or before 31.12.2028, with a grace "
           "period of six months, subject to force majeure.")
    d.head("5. INTEREST AND CANCELLATION")
    d.para("5.1 Delayed payments bear interest at the State Bank of India highest MCLR plus 1% (presently "
           "9.85% + 1% = 10.85% per annum).")
    d.para("5.2 On cancellation by the Allottee without fault of the Promoter, the Promoter may forfeit the "
           "booking amount, not exceeding 10% of the Total Price, and shall refund the balance within 45 days.")
    d.head("6. CONVEYANCE")
    d.para("6.1 The Promoter shall execute a registered Conveyance Deed in favour of the Allottee within three "
           "months of the occupancy certificate.")
    d.para("6.2 The stamp duty on the Conveyance Deed, presently seven per cent (7%) of the Total Price "
           "amounting to Rs. 10,41,250/-, and the registration fee of one per cent (1%) amounting to Rs. "
           "1,48,750/-, shall be borne and paid by the Allottee at the time of registration of the Conveyance "
           "Deed, in addition to the Total Price.")
    d.head("7. MAINTENANCE")
    d.para("7.1 Maintenance charges are presently estimated at Rs. 3.25 per sq ft of super area per month plus "
           "GST, payable quarterly in advance from the date of offer of possession.")
    d.para("")
    d.para("IN WITNESS WHEREOF the parties have signed this Agreement at Noida on the date first written above.")
    d.para("Promoter ____________________        Allottee(s) ____________________   ____________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 02
def agreement_02():
    """Hyderabad time-linked plan: borderless table, dd-mm-yyyy dates, one amount only in words,
    12.5% rows; corpus fund + maintenance advance before, registration charges after."""
    stem = "02_hyderabad_time_linked_words_dashdates"
    price = D("9240000")
    corpus = row("Corpus fund", "150000", 0, None, fee=True)
    maint = row("Advance maintenance charges", "64680", 0, None, fee=True)
    plan = [
        prow(price, "Booking Advance", 5, None, when="On signing of this Agreement"),
        prow(price, "Agreement Instalment", 15, None, when="Within 30 days of this Agreement"),
        prow(price, "Instalment (3)", "12.5", dt.date(2026, 6, 15)),
        prow(price, "Instalment (4)", "12.5", dt.date(2026, 12, 15)),
        prow(price, "Instalment (5)", "12.5", dt.date(2027, 6, 15)),
        prow(price, "Instalment (6)", "12.5", dt.date(2027, 12, 15)),
        prow(price, "Instalment (7)", 10, dt.date(2028, 6, 15), words_only=True),
        prow(price, "Final Instalment", 20, None, when="On handing over possession"),
    ]
    regc = row("Stamp duty, transfer duty and registration fee", "693000", 0, None, fee=True)
    rows = [corpus, maint] + plan + [regc]
    check_plan(price, rows)

    d = Doc("Lakeside Meadows, Kokapet — Agreement of Sale", "Sri Venkata Constructions LLP — Flat C-1104",
            font="Calibri", size=10.5)
    d.title("AGREEMENT OF SALE")
    d.para("This Agreement of Sale is made and executed on this the 19th day of January 2026 at Hyderabad.")
    d.head("BETWEEN")
    d.para("M/s. SRI VENKATA CONSTRUCTIONS LLP (LLPIN AAK-2291), a limited liability partnership having its "
           "office at Plot No. 41, Road No. 2, Banjara Hills, Hyderabad 500034, represented by its designated "
           "partner Sri K. Srinivasa Rao (hereinafter the \"VENDOR\")")
    d.head("AND")
    d.para("Sri Ravi Teja Kommineni, S/o Sri Prasad Kommineni, aged 36 years, residing at Flat 602, My Home "
           "Avatar, Narsingi, Hyderabad 500089 (hereinafter the \"VENDEE\").")
    d.head("WHEREAS")
    d.para("A. The Vendor is the absolute owner of land admeasuring Ac. 4-12 Gts. in Sy. Nos. 118/A and 119, "
           "Kokapet Village, Gandipet Mandal, Ranga Reddy District, and is constructing thereon a residential "
           "complex called \"Lakeside Meadows\" under GHMC permit no. 0987/GHMC/2024 and TS RERA registration "
           "no. P02400007731.")
    d.para("B. The Vendee has agreed to purchase Flat No. C-1104 on the 11th floor of Block C, with a super "
           "built-up area of 1,540 sq ft, together with an undivided share of 42.5 sq yards of land and one "
           "car parking space (the \"Schedule Flat\").")
    d.head("NOW THIS AGREEMENT WITNESSETH AS FOLLOWS")
    d.para("1. The total sale consideration for the Schedule Flat is %s (%s), inclusive of GST, calculated at "
           "\u20b9 6,000 per sq ft of super built-up area." % (inr(price), rupees_words(price)))
    d.para("2. Before the commencement of the payment schedule in clause 3 the Vendee has paid, or shall pay on "
           "signing, in addition to the sale consideration: (a) a corpus fund of \u20b9 1,50,000/- for the "
           "owners' association, and (b) advance maintenance charges for twelve (12) months at \u20b9 3.50 per sq "
           "ft per month on 1,540 sq ft, i.e. \u20b9 64,680/-.")
    d.para("3. The sale consideration shall be paid by the Vendee in the following instalments:")
    tbl = [["Instalment", "Due date", "%", "Amount (\u20b9)"]]
    for r in plan:
        amt = rupees_words(r["amount"]) if r.get("words_only") else fmt_in(r["amount"], 2)
        tbl.append([r["desc"], d_dash(r["due"]) if r["due"] else r["when"], pct_s(r["pct"]), amt])
    tbl.append(["Total", "", "100%", fmt_in(price, 2)])
    d.table(tbl, bold_rows=(0, len(tbl) - 1), style=None, right_cols=(2, 3))
    d.para("")
    d.para("4. The dated instalments are payable on the dates stated irrespective of the stage of construction. "
           "Any instalment not paid within fifteen (15) days of its due date shall carry interest at 18% per "
           "annum.")
    d.para("5. The Vendor shall complete construction and hand over possession of the Schedule Flat by "
           "30-09-2028, with a grace period of six (6) months.")
    d.para("6. The Vendee shall bear the stamp duty, transfer duty and registration fee payable on the sale deed, "
           "amounting to \u20b9 6,93,000/- (Rupees Six Lakh Ninety-Three Thousand only), and pay the same at the "
           "time of registration of the sale deed, in addition to the sale consideration.")
    d.para("7. If the Vendee cancels this Agreement, the Vendor shall refund the amounts received after deducting "
           "5% of the total sale consideration (\u20b9 4,62,000/-) as cancellation charges, within sixty days of "
           "resale of the Schedule Flat.")
    d.para("8. The Vendee shall pay electricity and water connection deposits directly to TSSPDCL and HMWSSB "
           "as demanded by those authorities.")
    d.head("SCHEDULE — PROPERTY")
    d.para("All that Flat No. C-1104, Block C, Lakeside Meadows, Kokapet, bounded: North — 40 ft road; South — "
           "Block D; East — open space; West — 30 ft road.")
    d.para("")
    d.para("VENDOR ____________________              VENDEE ____________________")
    d.para("WITNESSES: 1. ____________________   2. ____________________")
    write_docx(stem, d, rows)


# ============================================================================ agreement 03
def agreement_03():
    """Bengaluru villa: Schedule E construction-linked plan split into two Word tables across a page
    break (header repeated by hand in the second); 'On registration of the Sale Deed' row; fees in clause 7, i.e. before Schedule E."""
    stem = "03_bengaluru_villa_split_tables_registration"
    price = D("31260000")
    stages = [
        ("Booking amount", 10), ("On execution of the Agreement for Sale", 10),
        ("On completion of foundation", "12.5"), ("On completion of ground floor roof slab", "7.5"),
        ("On completion of first floor roof slab", "7.5"), ("On completion of terrace slab", "7.5"),
        ("On completion of brickwork and internal plastering", "7.5"),
        ("On completion of flooring and tiling", "7.5"),
        ("On completion of electrical and plumbing works", 5), ("On completion of external painting", 5),
        ("On registration of the Sale Deed", "17.5"), ("On handing over possession", "2.5"),
    ]
    plan = [prow(price, s, p, None) for s, p in stages]
    sdr = prow(price, "Stamp duty and registration charges", "6.6", None, fee=True)
    bescom = row("BESCOM and BWSSB deposits and charges", "285000", 0, None, fee=True)
    legal = row("Legal and documentation charges", "59000", 0, None, fee=True)
    rows = [sdr, bescom, legal] + plan          # clause 7 precedes Schedule E in the document
    check_plan(price, rows)

    d = Doc("Whitefield Arbour Villas — Agreement to Sell and Construct", "Kaveri Habitat Builders Pvt. Ltd. — "
            "Villa No. 37", font="Times New Roman", size=11)
    d.title("AGREEMENT TO SELL AND CONSTRUCT")
    d.para("This Agreement is made at Bengaluru on this 2nd day of February 2026 between KAVERI HABITAT BUILDERS "
           "PRIVATE LIMITED, No. 88, 2nd Cross, Indiranagar, Bengaluru 560038 (the \"Developer\"), and "
           "Dr. Shreya Ramachandran and Mr. Arvind Iyer, both residing at 12, 4th Main, Jayanagar 4th Block, "
           "Bengaluru 560011 (the \"Purchasers\").")
    d.head("1. THE PROPERTY")
    d.para("1.1 The Developer is developing a villa project known as \"Whitefield Arbour Villas\" on land in "
           "Sy. No. 112/3 of Belathur Village, K.R. Puram Hobli, Bengaluru East Taluk, Khata No. 1452/112/3, "
           "registered with K-RERA under no. PRM/KA/RERA/1251/446/PR/250118/007321.")
    d.para("1.2 The Purchasers agree to purchase Plot No. 37 measuring 2,400 sq ft and to have the Developer "
           "construct on it a villa with a built-up area of 3,450 sq ft (the \"Villa\"), as described in "
           "Schedules A to D.")
    d.head("2. SALE CONSIDERATION")
    d.para("2.1 The total sale consideration is %s (%s), comprising %s for the plot and %s for the "
           "construction of the Villa." % (inr(price), rupees_words(price), inr(14260000), inr(17000000)))
    d.para("2.2 The Purchasers shall pay the total sale consideration in accordance with the construction "
           "linked payment schedule set out in Schedule E.")
    d.head("3. OTHER AMOUNTS")
    d.para("3.1 The amounts set out in clause 7 are payable in addition to the total sale consideration.")
    d.head("4. COMPLETION")
    d.para("4.1 The Developer shall complete the Villa within 30 months from the date of this Agreement with a "
           "grace period of 6 months. Delay compensation is payable at 9% per annum on amounts paid.")
    d.head("5. DEFAULT")
    d.para("5.1 Delayed payments bear interest at 12% per annum. On termination for the Purchasers' default the "
           "Developer may forfeit 10% of the total sale consideration.")
    d.head("6. SCHEDULES A TO D")
    d.para("Schedule A — the land; Schedule B — the plot; Schedule C — specifications; Schedule D — floor plans "
           "(annexed).")
    d.head("7. STATUTORY AND OTHER CHARGES")
    d.para("7.1 The Purchasers shall pay, in addition to the total sale consideration: (a) stamp duty and "
           "registration charges at 6.6%% of the total sale consideration, i.e. %s, at the time of registration "
           "of the Sale Deed; (b) BESCOM and BWSSB deposits and charges of %s before possession; and (c) legal "
           "and documentation charges of %s plus GST at 18%%, i.e. %s, on execution of this Agreement."
           % (inr(sdr["amount"]), inr(285000), inr(50000), inr(59000)))
    d.para("")
    d.para("Developer ____________________        Purchasers ____________________   ____________________")
    d.page_break()
    d.head("SCHEDULE E — PAYMENT SCHEDULE (CONSTRUCTION LINKED)")
    hdr = ["Sl. No.", "Stage", "% of Total Consideration", "Amount (\u20b9)"]
    first = [hdr] + [[str(i), r["desc"], pct_s(r["pct"]), fmt_in(r["amount"], 0)]
                     for i, r in enumerate(plan[:7], 1)]
    d.table(first, bold_rows=(0,), style="Table Grid", right_cols=(2, 3))
    d.para("(continued overleaf)", italic=True, align="right")
    d.page_break()
    d.head("SCHEDULE E (continued)")
    second = [hdr] + [[str(i), r["desc"], pct_s(r["pct"]), fmt_in(r["amount"], 0)]
                      for i, r in enumerate(plan[7:], 8)]
    second.append(["", "TOTAL", "100%", fmt_in(price, 0)])
    d.table(second, bold_rows=(0, len(second) - 1), style="Table Grid", right_cols=(2, 3))
    d.para("")
    d.para("Note: the stage-wise demands shall be accompanied by the architect's certificate. Payments to be made "
           "to the RERA collection account no. 917020045512873 with Axis Bank, Whitefield branch.", italic=True)
    write_docx(stem, d, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("india_docx_r5: written")
