#!/usr/bin/env python3
"""Generate the prose_docx_r4 agreements (prose-only GCC payment plans, DOCX, no tables).

The payment rows of each agreement are built as Python data; the DOCX prose and the expected
JSON are both rendered from that data. Run:  python generate.py
"""
import datetime as dt
import io
import json
import os
import zipfile
from decimal import Decimal, ROUND_HALF_UP

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.shared import Pt

HERE = os.path.dirname(os.path.abspath(__file__))
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


# ----------------------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MONTHS[d.month - 1][:3], d.year % 100)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def long_date(d):            # 15 March 2027
    return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)


def ord_date(d):             # 15th March 2027
    return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)


def pct_txt(p):
    return ("%g" % p) + "%"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words999(n, use_and=True):
    out = []
    h, r = divmod(n, 100)
    if h:
        out.append(_ONES[h] + " hundred")
    if r:
        if h and use_and:
            out.append("and")
        if r < 20:
            out.append(_ONES[r])
        else:
            t, o = divmod(r, 10)
            out.append(_TENS[t] + ("-" + _ONES[o] if o else ""))
    return " ".join(out)


def words(n, use_and=True):
    """English words for a whole number ('one hundred and eighty-six thousand five hundred');
    use_and=False gives the Gulf style without 'and' ('two hundred thirty-four thousand')."""
    n = int(n)
    if n == 0:
        return "zero"
    parts = []
    for div, name in ((10 ** 6, "million"), (10 ** 3, "thousand"), (1, "")):
        q, n = divmod(n, div)
        if q:
            w = _words999(q, use_and)
            if div == 1 and parts and q < 100 and use_and:
                w = "and " + w
            parts.append((w + " " + name).strip())
    return " ".join(parts)


def row(desc, amount, pct=0.0, date=None, fee=False, post=False):
    return {"amount": round(float(amount), 2), "dueDate": jdate(date), "description": desc,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


class Doc:
    """Thin wrapper around python-docx with the few paragraph kinds used here."""

    def __init__(self, header, footer, font="Times New Roman", size=10.5):
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
        return p

    def table(self, data, widths=None, bold_rows=(0,), style="Table Grid"):
        t = self.d.add_table(rows=len(data), cols=len(data[0]))
        t.style = style
        for i, rdata in enumerate(data):
            for j, val in enumerate(rdata):
                cell = t.cell(i, j)
                lines = val.split("\n") if val else [""]
                cell.paragraphs[0].text = ""
                run = cell.paragraphs[0].add_run(lines[0])
                run.bold = i in bold_rows
                for extra in lines[1:]:
                    q = cell.add_paragraph()
                    rr = q.add_run(extra)
                    rr.bold = i in bold_rows
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


def write(slug, doc, rows):
    doc.save(os.path.join(HERE, slug + ".docx"))
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    if all(r["percentage"] for r in plan):
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9, sum(r["percentage"] for r in plan)
    for r in plan:
        if r["percentage"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r
    assert abs(sum(r["amount"] for r in plan) - price) < 0.005, (sum(r["amount"] for r in plan), price)




def title_words(n, use_and=True):
    w = words(n, use_and)
    return " ".join(x if x == "and" else "-".join(y[:1].upper() + y[1:] for y in x.split("-"))
                    for x in w.split(" "))


def money(cur, x, dec=2, suffix=""):
    return cur + " " + ("{:,.%df}" % dec).format(x) + suffix


# ============================================================================ 01 Dubai (AED)
def ag01():
    price = 2340000.00
    aed = lambda x: "AED " + "{:,.0f}".format(x) + "/-" if x == int(x) else "AED {:,.2f}".format(x)
    pw = {10: "ten per cent", 5: "five per cent", 20: "twenty per cent", 40: "forty per cent"}
    items = [
        dict(key="a", pct=10, label="Down Payment",
             text="the sum of {amt} ({words} UAE Dirhams only), being {pw} ({p}%) of the Purchase Price, upon "
                  "the execution of this Agreement by the Purchaser (the “Down Payment”);"),
        dict(key="b", pct=10, label="Instalment (b)",
             text="a further {pw} ({p}%) of the Purchase Price, amounting to {amt}, within sixty (60) days of "
                  "the Reservation Date;"),
        dict(key="c", pct=5, label="Instalment (c)", date=dt.date(2027, 3, 12),
             text="{pw} ({p}%) of the Purchase Price ({amt}) on or prior to {date};"),
        dict(key="d", pct=5, label="Instalment (d) on 40% construction completion",
             text="{pw} ({p}%) of the Purchase Price ({amt}) upon the Project achieving forty per cent (40%) "
                  "construction completion, as certified by the Project Consultant and reflected in the "
                  "records of RERA;"),
        dict(key="e", pct=10, label="Instalment (e)", date=dt.date(2027, 12, 20),
             text="{pw} ({p}%) of the Purchase Price ({amt}) falling due on {date};"),
        dict(key="f", pct=20, label="On the Handover Date",
             text="{pw} ({p}%) of the Purchase Price ({amt}) on the Handover Date, against delivery of the "
                  "keys to the Unit; and"),
    ]
    series_n, series_pct, series_start = 8, 5, dt.date(2029, 2, 5)
    series = [dict(pct=series_pct, date=add_months(series_start, 3 * i), label="Post-Handover Instalment %d of %d"
                   % (i + 1, series_n)) for i in range(series_n)]
    dld_pct = 4
    dld = pct_of(price, dld_pct)
    admin = 5250.00
    rows = []
    for it in items:
        it["amount"] = pct_of(price, it["pct"])
        rows.append(row(it["label"], it["amount"], it["pct"], it.get("date")))
    for s in series:
        s["amount"] = pct_of(price, s["pct"])
        rows.append(row(s["label"], s["amount"], s["pct"], s["date"], post=True))
    rows.append(row("DLD registration fee", dld, dld_pct, fee=True))
    rows.append(row("Oqood administration charge", admin, fee=True))
    check(rows, price)

    d = Doc("MARASI HEIGHTS  ·  Sale and Purchase Agreement  ·  Unit 1407  ·  RERA Project No. 2914",
            "Marasi Crest Properties L.L.C.  ·  P.O. Box 118274, Dubai, U.A.E.  ·  Initials: Seller ____  "
            "Purchaser ____  ·  SPA-MH-1407-R1", font="Georgia", size=10)
    d.title("SALE AND PURCHASE AGREEMENT")
    d.para("(Off-Plan Residential Unit)", align="center", italic=True)
    d.para("This Agreement is made in Dubai on the ____ day of ____________ 2026 (the “Agreement Date”) "
           "between:")
    d.para("MARASI CREST PROPERTIES L.L.C., a limited liability company holding trade licence No. 774120 "
           "issued by the Department of Economy and Tourism, Dubai, and registered as a developer with the "
           "Real Estate Regulatory Agency under No. 1688, of Office 2201, Bay Square Building 4, Business "
           "Bay, Dubai (the “Seller”); and", bold_lead="(1) ")
    d.para("MS. ELENA PETROVA VASQUEZ, a Spanish national holding passport No. PAF447120, of Calle de "
           "Serrano 84, 28006 Madrid, Spain (the “Purchaser”).", bold_lead="(2) ")
    d.head("RECITALS")
    d.para("A. The Seller has been granted development rights over Plot No. 345-0821, Business Bay, Dubai, "
           "on which it is constructing a 32-storey residential tower known as “Marasi Heights” (the "
           "“Project”), registered with RERA under Project No. 2914.")
    d.para("B. An escrow account No. 0195-884120-001 has been opened for the Project with Emirates NBD Bank "
           "PJSC in accordance with Law No. 8 of 2007 (the “Escrow Account”).")
    d.para("C. On 19 January 2026 (the “Reservation Date”) the Purchaser reserved the Unit, and the parties "
           "now wish to record the terms of its sale.")
    d.head("1. DEFINITIONS")
    d.para("In this Agreement: “Anticipated Completion Date” means 30 November 2028, as it may be extended "
           "under clause 6; “Handover Date” means the date stated in the Seller's handover notice as the "
           "date on which the Unit is available for occupation; “Unit” means apartment No. 1407 on the 14th "
           "floor of the Project, having a saleable area of approximately 1,312.45 sq. ft. (121.93 sq. m.), "
           "together with the exclusive use of parking bay B2-044; and “RERA” means the Real Estate "
           "Regulatory Agency of Dubai.")
    d.head("2. SALE AND PURCHASE")
    d.para("2.1 The Seller agrees to sell and the Purchaser agrees to buy the Unit free from encumbrances, "
           "for the Purchase Price and otherwise on the terms of this Agreement.")
    d.head("3. PURCHASE PRICE")
    d.para("3.1 The purchase price of the Unit is AED 2,340,000 (" + title_words(price, False) + " UAE "
           "Dirhams) (the “Purchase Price”). The Purchase Price does not include the fees referred to in "
           "clause 5.")
    d.para("3.2 The first sale of a residential unit is zero-rated for value added tax; if any VAT is "
           "imposed on the Purchase Price by law, it shall be borne by the Purchaser.")
    d.head("4. PAYMENT OF THE PURCHASE PRICE")
    d.para("4.1 The Purchaser shall pay the Purchase Price into the Escrow Account as follows:")
    for it in items:
        txt = it["text"].format(amt=aed(it["amount"]), words=title_words(it["amount"], False),
                                pw=pw[it["pct"]], p="%g" % it["pct"],
                                date=long_date(it["date"]) if it.get("date") else "")
        d.para(txt, bold_lead="(%s) " % it["key"], indent=24)
    d.para("the remaining forty per cent (40%) of the Purchase Price after the Handover Date, in eight (8) "
           "quarterly instalments of five per cent (5%) each (" + aed(series[0]["amount"]) + " each), the "
           "first of which shall fall due on " + long_date(series_start) + " and each subsequent instalment "
           "three (3) months after the preceding one.", bold_lead="(g) ", indent=24)
    d.para("4.2 On or before the Handover Date the Purchaser shall deliver to the Seller eight post-dated "
           "cheques drawn in favour of the Escrow Account for the instalments under clause 4.1(g). Title to "
           "the Unit shall not be transferred until every instalment has been paid in full.")
    d.para("4.3 The construction milestone in clause 4.1(d) shall be evidenced by a certificate of the "
           "Project Consultant; the Seller shall give the Purchaser fourteen (14) days' written notice of the "
           "amount then due.")
    d.para("4.4 Any amount not paid when due shall bear a late payment charge of one per cent (1%) per month "
           "until paid, without prejudice to the Seller's rights under clause 9.")
    d.head("5. REGISTRATION AND FEES")
    d.para("5.1 Within thirty (30) days after the Agreement Date the Seller shall register this Agreement in "
           "the interim real estate register (Oqood) maintained by the Dubai Land Department.")
    d.para("5.2 In addition to the Purchase Price, the Purchaser shall pay to the Seller, for onward remittance "
           "to the Dubai Land Department, a registration fee equal to four per cent (4%) of the Purchase "
           "Price, namely " + aed(dld) + ", on the Agreement Date.")
    d.para("5.3 The Purchaser shall further pay the Seller's administration charge for processing the Oqood "
           "registration in the amount of " + aed(admin) + " (" + title_words(admin, False) + " Dirhams), "
           "inclusive of VAT.")
    d.head("6. CONSTRUCTION AND COMPLETION")
    d.para("6.1 The Seller shall use reasonable endeavours to complete the Unit by the Anticipated Completion "
           "Date, which may be extended by up to twelve (12) months for reasons beyond the Seller's control.")
    d.para("6.2 If the saleable area of the Unit on completion differs by more than five per cent (5%) from "
           "the area stated in clause 1, the Purchase Price shall be adjusted for the excess variance at the "
           "rate of AED 1,782.92 per sq. ft.")
    d.head("7. HANDOVER")
    d.para("7.1 The Seller shall give the Purchaser not less than thirty (30) days' notice of the Handover "
           "Date. The Purchaser shall take possession on the Handover Date, provided that all amounts then "
           "due under clauses 4 and 5 have been paid.")
    d.head("8. SERVICE CHARGES")
    d.para("8.1 From the Handover Date the Purchaser shall pay service charges to the owners association at "
           "the rate approved by RERA, currently estimated at AED 17.50 per sq. ft. per annum (approximately "
           "AED 22,967.88 per year for the Unit).")
    d.head("9. TERMINATION")
    d.para("9.1 If the Purchaser fails to pay any amount within thirty (30) days of the Seller's notice, the "
           "Seller may proceed in accordance with Article 11 of Law No. 13 of 2008, as amended. Where the "
           "Project is more than eighty per cent (80%) complete the Seller may retain the Agreement and claim "
           "the balance; where it is between sixty per cent (60%) and eighty per cent (80%) complete, the "
           "Seller may terminate and retain up to forty per cent (40%) of the Purchase Price; and where it is "
           "less than sixty per cent (60%) complete, up to twenty-five per cent (25%).")
    d.head("10. BROKERAGE")
    d.para("10.1 The commission of two per cent (2%) of the Purchase Price due to the introducing broker "
           "(BRN 45881) shall be paid by the Seller. The Purchaser shall pay nothing in respect of it.")
    d.head("11. GOVERNING LAW")
    d.para("11.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the "
           "United Arab Emirates applicable there, and the courts of Dubai shall have jurisdiction.")
    d.para("")
    d.para("Signed for the Seller: ______________________        Signed by the Purchaser: "
           "______________________")
    write("01_dubai_lettered_series", d, rows)


# ============================================================================ 02 Riyadh (SAR)
def ag02():
    price = 1480000.00
    sar = lambda x: "SAR {:,.0f}".format(x)
    rett_pct = 5
    rett = pct_of(price, rett_pct)
    wafi_fee = 2500.00
    adv = dict(pct=20, amount=pct_of(price, 20))
    n, step, start = 5, 6, dt.date(2026, 7, 20)
    series = [dict(pct=10, amount=pct_of(price, 10), date=add_months(start, step * i)) for i in range(n)]
    final = dict(pct=30, amount=pct_of(price, 30))
    rows = [row("Real estate transaction tax", rett, rett_pct, fee=True),
            row("Wafi registration administrative fee", wafi_fee, fee=True),
            row("Advance payment", adv["amount"], adv["pct"])]
    rows += [row("Instalment %d of %d" % (i + 1, n), s["amount"], s["pct"], s["date"]) for i, s in enumerate(series)]
    rows.append(row("Final payment on delivery", final["amount"], final["pct"]))
    check(rows, price)

    def num(dd):
        return "%02d/%02d/%04d" % (dd.day, dd.month, dd.year)

    d = Doc("Nakheel Gardens — Off-Plan Sale Contract — Villa V-28 — Wafi Licence No. 1445/0217",
            "Rawabi Al Nakheel Real Estate Development Co. — C.R. 1010784512 — Unified No. 7004418820 — "
            "Contract No. NG-V28-2026/031", font="Times New Roman", size=11)
    d.title("OFF-PLAN VILLA SALE CONTRACT")
    d.para("(English translation; in case of conflict the Arabic text prevails)", align="center", italic=True)
    d.para("This contract was concluded in the city of Riyadh on Tuesday 12/10/1447H, corresponding to "
           "31/03/2026G, between:")
    d.para("Rawabi Al Nakheel Real Estate Development Company, a limited liability company registered under "
           "Commercial Registration No. 1010784512, P.O. Box 88214, Riyadh 11662, represented in signing this "
           "contract by Eng. Saad bin Mohammed Al-Qahtani in his capacity as general manager (the “First "
           "Party” or “Seller”);", bold_lead="First Party: ")
    d.para("Mr. Faisal bin Abdulaziz Al-Otaibi, a Saudi national, National ID No. 1038847215, address: "
           "building 7784, Al Yasmin district, Riyadh 13325 (the “Second Party” or “Purchaser”).",
           bold_lead="Second Party: ")
    d.head("Preamble")
    d.para("Whereas the First Party owns land parcel No. 1185 of Scheme Plan No. 3421 in the Al Narjis "
           "district, Riyadh, under title deed No. 310118552047, and has obtained licence No. 1445/0217 under "
           "the Off-Plan Sale and Lease Program (Wafi) to develop and sell villas on it; and whereas the "
           "Second Party wishes to purchase one of those villas, the two parties, having full legal capacity, "
           "have agreed as follows. This preamble forms an integral part of the contract.")
    d.head("Article (1): Subject of the Contract")
    d.para("The First Party sells to the Second Party villa No. V-28 in the Nakheel Gardens project, built on "
           "a land area of 375 m² with a built-up area of 412.60 m², comprising five bedrooms, a maid's room "
           "and a private garden, according to the drawings and specifications in Annex (1) (the “Villa”).")
    d.head("Article (2): The Price")
    d.para("The total price of the Villa is " + sar(price) + " (One Million Four Hundred Eighty Thousand Saudi "
           "Riyals) (the “Price”). The Price is fixed and shall not change for any reason, and it does not "
           "include the tax and fee mentioned in Article (3).")
    d.head("Article (3): Taxes and Fees")
    d.para("The Second Party shall bear the real estate transaction tax at the rate of five per cent (5%) "
           "of the Price, amounting to " + sar(rett) + " (Seventy-Four Thousand Saudi Riyals), and shall pay "
           "it to the First Party upon signing this contract so that it is remitted to the Zakat, Tax and "
           "Customs Authority upon the transfer of title.", bold_lead="First: ")
    d.para("The Second Party shall pay an administrative fee for registering this contract on the Wafi "
           "platform in the amount of two thousand five hundred Saudi Riyals (" + sar(wafi_fee) + ").",
           bold_lead="Second: ")
    d.para("The brokerage commission of two and a half per cent (2.5%) of the Price due to the licensed "
           "broker (FAL licence No. 1200004418) shall be borne entirely by the First Party, and the Second "
           "Party shall have no liability for it.", bold_lead="Third: ")
    d.head("Article (4): Payment of the Price")
    d.para("The Second Party shall pay the Price by bank transfer to the project escrow account No. SA44 8000 "
           "0504 6080 1234 5678 at Al Rajhi Bank, as follows:")
    d.para("An advance payment of twenty per cent (20%) of the Price, amounting to " + sar(adv["amount"])
           + ", upon signing this contract.", bold_lead="First: ", indent=20)
    d.para("Fifty per cent (50%) of the Price in five (5) equal semi-annual instalments of ten per cent (10%) "
           "each, i.e. " + sar(series[0]["amount"]) + " per instalment, the first of which falls due on "
           + num(start) + " and the last on " + num(series[-1]["date"]) + ".", bold_lead="Second: ", indent=20)
    d.para("The remaining thirty per cent (30%) of the Price, amounting to " + sar(final["amount"]) + ", upon "
           "delivery of the Villa to the Second Party after the engineering consultant issues the completion "
           "certificate.", bold_lead="Third: ", indent=20)
    d.head("Article (5): Construction and Progress")
    d.para("The First Party shall complete the Villa within thirty (30) months from the date of this contract. "
           "The engineering consultant shall issue quarterly progress reports, and amounts in the escrow "
           "account shall be released to the First Party only against certified completion percentages "
           "(20%, 40%, 60%, 80% and 100%) in accordance with the Wafi regulations.")
    d.head("Article (6): Delay in Delivery")
    d.para("If the First Party fails to deliver the Villa by 30/09/2028G, it shall pay the Second Party "
           "compensation of SAR 2,000 (two thousand riyals) for each month of delay, for a maximum of six (6) "
           "months, after which the Second Party may terminate the contract and recover all amounts paid.")
    d.head("Article (7): Default of the Purchaser")
    d.para("If the Second Party fails to pay any instalment for more than sixty (60) days after it falls due, "
           "the First Party may, after written notice of thirty (30) days, terminate this contract and refund "
           "the amounts paid after deducting an amount not exceeding five per cent (5%) of the Price.")
    d.head("Article (8): Warranty")
    d.para("The First Party warrants the structural elements of the Villa for ten (10) years and the "
           "mechanical, electrical and plumbing installations for one (1) year from delivery.")
    d.head("Article (9): Transfer of Title")
    d.para("The First Party shall transfer title to the Villa to the Second Party through the Ministry of "
           "Justice's electronic platform within sixty (60) days of receiving the final payment.")
    d.head("Article (10): Governing Law and Disputes")
    d.para("This contract is governed by the laws in force in the Kingdom of Saudi Arabia. Any dispute shall "
           "be settled amicably and, failing that, referred to the competent courts in Riyadh.")
    d.head("Article (11): Copies")
    d.para("This contract is made in two (2) originals; each party has received one to act upon it.")
    d.para("")
    d.para("First Party: ______________________          Second Party: ______________________")
    write("02_riyadh_wafi_articles", d, rows)


# ============================================================================ 03 Muscat (OMR)
def ag03():
    price = 186500.00
    ro = lambda x: "RO {:,.3f}".format(x)
    reg_pct = 3
    reg = pct_of(price, reg_pct)
    doc_charge = 250.00
    pays = [
        dict(no=1, pct=10, pw="ten per centum", how="of the Price ({amt}) on the Effective Date;"),
        dict(no=2, pct=10, pw="ten per centum", how="of the Price ({amt}) upon the expiry of ninety (90) days from the "
                                                     "Effective Date;"),
        dict(no=3, pct=15, pw="fifteen per centum", date=dt.date(2026, 11, 18),
             how="of the Price, being the sum of {words} Rials Omani, falling due on {date};"),
        dict(no=4, pct=12.5, pw="twelve and one-half per centum (12.5%)", date=dt.date(2027, 5, 18),
             how="of the Price, {amt}, on or prior to {date};"),
        dict(no=5, pct=12.5, pw="twelve and one-half per centum", how="of the Price ({amt}) upon completion of the "
             "structural frame of the Unit, as certified by the Consultant;"),
        dict(no=6, pct=25, pw="twenty-five per centum", how="of the Price ({amt}) on Handover; and"),
    ]
    n, start = 6, dt.date(2029, 4, 25)
    series = [dict(no=7 + i, pct=2.5, date=add_months(start, i)) for i in range(n)]
    rows = [row("Registration fee (Ministry of Housing and Urban Planning)", reg, reg_pct, fee=True)]
    for p in pays:
        p["amount"] = pct_of(price, p["pct"])
        rows.append(row("Payment No. %d" % p["no"], p["amount"], p["pct"], p.get("date")))
    for i, s in enumerate(series):
        s["amount"] = pct_of(price, s["pct"])
        rows.append(row("Payment No. %d (post-Handover instalment %d of %d)" % (s["no"], i + 1, n), s["amount"],
                        s["pct"], s["date"], post=True))
    rows.append(row("Documentation charge", doc_charge, fee=True))
    check(rows, price)

    d = Doc("SABLAT COAST (ITC)  —  Townhouse TH-0214  —  Agreement Ref. SC/TH/0214/26",
            "Al Hashmi, Crane & Partners — Advocates & Legal Consultants — Muscat — Draft 2 (for execution) — "
            "16.02.2026", font="Garamond", size=11)
    d.title("AGREEMENT FOR THE SALE AND PURCHASE OF A TOWNHOUSE\nWITHIN AN INTEGRATED TOURISM COMPLEX", 13)
    d.para("THIS AGREEMENT is entered into on the date on which it has been signed by both parties (the "
           "“Effective Date”)")
    d.para("BETWEEN SABLAT COAST DEVELOPMENT SAOC, a closed joint stock company registered in the Sultanate of "
           "Oman under commercial registration No. 1209374, of P.O. Box 1840, Postal Code 130, Al Azaiba (the "
           "“Developer”),")
    d.para("AND MR. RAHUL MENON PILLAI, an Indian national holding passport No. Z4471852 and Omani resident "
           "card No. 88120457, of Villa 12, Way 3418, Al Khuwair, Muscat (the “Buyer”).")
    d.head("BACKGROUND")
    d.para("The Developer is developing the Sablat Coast integrated tourism complex at Seeb, Wilayat of "
           "Seeb, Governorate of Muscat, under a development agreement with the Ministry of Heritage and "
           "Tourism. Under Royal Decree No. 12/2006, non-Omanis may own freehold residential units within "
           "integrated tourism complexes. The Buyer wishes to buy the Unit on the terms below.")
    d.head("1. DEFINITIONS")
    d.para("1.1 “Consultant” means Qurum Engineering Consultancy LLC or any replacement appointed by the "
           "Developer. “Handover” means the delivery of vacant possession of the Unit to the Buyer after the "
           "completion certificate has been issued. “Price” means the price stated in clause 3.1. “Unit” "
           "means townhouse TH-0214 built on Plot No. 214 (Krookie No. 4/118/0214), with a plot area of "
           "268.4 m² and a built-up area of 231.7 m².")
    d.head("2. SALE")
    d.para("2.1 The Developer sells and the Buyer buys the Unit with the benefit of the rights and subject to "
           "the obligations set out in the Community Constitution dated 2 June 2024.")
    d.head("3. PRICE")
    d.para("3.1 The price for the Unit is " + ro(price) + " (" + title_words(price) + " Rials Omani). "
           "Save as stated in clause 4, the Price includes all charges of the Developer.")
    d.head("4. GOVERNMENT FEES AND TAXES")
    d.para("4.1 In addition to the Price, the Buyer shall bear the registration fee levied by the Ministry of "
           "Housing and Urban Planning on the registration of the Unit in the Buyer's name, being three per "
           "cent (3%) of the Price, i.e. " + ro(reg) + ", which the Developer shall collect on the Effective "
           "Date and hold for payment to the Ministry.")
    d.para("4.2 The supply of the Unit is exempt from value added tax under the Value Added Tax Law issued by "
           "Royal Decree No. 121/2020. If value added tax is nevertheless imposed, it shall be borne by the "
           "Buyer.")
    d.head("5. PAYMENT OF THE PRICE")
    d.para("5.1 The Buyer shall pay the Price in twelve payments, as follows:")
    for p in pays:
        txt = ("Payment No. %d — " % p["no"]) + p["pw"] + " " + p["how"].format(
            amt=ro(p["amount"]), words=title_words(p["amount"]),
            date=long_date(p["date"]) if p.get("date") else "")
        d.para(txt, indent=22)
    d.para("Payments No. 7 to No. 12 — after Handover, six (6) consecutive monthly instalments each of two "
           "and one-half per centum (2.5%) of the Price (" + ro(series[0]["amount"]) + " each), the first "
           "falling due on " + long_date(start) + " and each of the others on the same day of each following "
           "month.", indent=22)
    d.para("5.2 The Buyer shall also pay the Developer's documentation charge, fixed at "
           + words(doc_charge) + " Rials Omani, when the Buyer applies for the title deed (Mulkiya) of the "
           "Unit.")
    d.para("5.3 All payments shall be made to the Developer's project account No. 0331 0123 4567 8900 at "
           "Bank Muscat SAOG. A payment is made only when cleared funds are received.")
    d.para("5.4 Any sum unpaid on its due date shall carry a late payment charge of one per cent (1%) per "
           "month, calculated daily.")
    d.head("6. CONSTRUCTION")
    d.para("6.1 The Developer shall construct the Unit in accordance with the approved drawings and expects "
           "Handover to take place in the first quarter of 2029. That expectation is not a contractual date.")
    d.head("7. HANDOVER")
    d.para("7.1 The Developer shall give the Buyer at least twenty-one (21) days' notice of Handover. The "
           "Buyer shall not be entitled to Handover until Payments No. 1 to No. 6 and the fee in clause 4.1 "
           "have been paid.")
    d.head("8. COMMUNITY CHARGES")
    d.para("8.1 From Handover the Buyer shall pay community charges to the owners' association, currently "
           "set at RO 3.750 per m² of built-up area per annum (RO 868.875 per annum for the Unit).")
    d.head("9. RENTAL PROGRAMME (OPTIONAL)")
    d.para("9.1 If the Buyer enrols the Unit in the Developer's rental programme, the Developer guarantees a "
           "net rental return of six per cent (6%) per annum of the Price for the first three (3) years after "
           "Handover, paid quarterly in arrears at RO 2,797.500 per quarter. The rental return is payable by "
           "the Developer to the Buyer and does not reduce any payment in clause 5.")
    d.head("10. TERMINATION")
    d.para("10.1 If any payment remains unpaid for sixty (60) days after its due date, the Developer may "
           "terminate this Agreement by notice, retain twenty per cent (20%) of the Price (RO 37,300.000) and "
           "refund the balance of the amounts received within ninety (90) days after resale of the Unit.")
    d.head("11. GOVERNING LAW")
    d.para("11.1 This Agreement is governed by the laws of the Sultanate of Oman. The Primary Court in Muscat "
           "shall have jurisdiction.")
    d.head("12. ENTIRE AGREEMENT AND SUMMARY")
    d.para("12.1 This Agreement is the entire agreement of the parties about the Unit and supersedes the "
           "reservation form signed on 8 February 2026.")
    d.para("12.2 By way of summary only, and without limiting clause 5, the Price is payable: ten per cent "
           "on the Effective Date; ten per cent ninety days later; fifteen per cent on 18 November 2026; "
           "twelve and a half per cent by 18 May 2027; twelve and a half per cent on completion of the "
           "structural frame; twenty-five per cent on Handover; and the last fifteen per cent in six monthly "
           "payments after Handover starting on 25 April 2029. The registration fee and the documentation "
           "charge are payable in addition.")
    d.para("")
    d.para("For the Developer: ______________________        The Buyer: ______________________")
    write("03_muscat_payment_no_summary", d, rows)


if __name__ == "__main__":
    ag01()
    ag02()
    ag03()
