"""Generate the uae_post_handover_pdf_r3 agreements: UAE off-plan SPAs with post-handover
payment plans (pre-handover rows, an on-handover row, then post-handover rows that are either
dated rows or a series sentence in prose or in a table cell). One agreement is set in two
columns (BaseDocTemplate with two Frames).

Standalone: stdlib + reportlab only. Each agreement's rows are built as Python data; the PDF and
NN_slug.expected.json are both rendered from that data.

Run:  python generate.py
"""
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_RIGHT  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    BaseDocTemplate,
    Frame,
    FrameBreak,
    NextPageTemplate,
    PageTemplate,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

HERE = os.path.dirname(os.path.abspath(__file__))
D = datetime.date
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
NUMW = {2: "two", 4: "four", 6: "six", 8: "eight", 12: "twelve", 16: "sixteen", 24: "twenty-four"}


# ----------------------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def money(x, decimals=True):
    return f"{x:,.2f}" if decimals else f"{x:,.0f}"


def pct_txt(p):
    return f"{p:g}%"


def jdate(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


def d_dash(d):
    return f"{d.day:02d}-{d.month:02d}-{d.year}"


def d_slash(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def d_long(d):
    return f"{d.day} {MONTH[d.month - 1]} {d.year}"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return D(d.year + y, m + 1, d.day)


def row(desc, pct=0.0, amount=None, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, pct=float(pct), amount=amount, due=due, fee=fee, post=post)
    r.update(extra)
    return r


def series(label, count, pct, first, step_months, post=True):
    return [row(f"{label} {i + 1} of {count}", pct, due=add_months(first, i * step_months), post=post)
            for i in range(count)]


def finish(price, rows):
    for r in rows:
        if r["amount"] is None:
            r["amount"] = pct_of(price, r["pct"])
        elif r["pct"]:
            assert abs(r["amount"] - pct_of(price, r["pct"])) < 0.005, r
    plan = [r for r in rows if not r["fee"]]
    if all(r["pct"] for r in plan):
        assert abs(sum(r["pct"] for r in plan) - 100) < 1e-9, sum(r["pct"] for r in plan)
    assert abs(sum(r["amount"] for r in plan) - price) < 0.005
    return [
        {
            "amount": round(float(r["amount"]), 2),
            "dueDate": jdate(r["due"]) if r["due"] else "",
            "description": r["desc"],
            "percentage": round(float(r["pct"]), 2),
            "isFee": bool(r["fee"]),
            "postHandover": bool(r["post"]),
            "status": "pending",
        }
        for r in rows
    ]


def dump(slug, expected):
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=2, ensure_ascii=False)
        f.write("\n")


def styles(font, bold, size, lead):
    base = ParagraphStyle("b", fontName=font, fontSize=size, leading=lead, alignment=TA_JUSTIFY,
                          spaceAfter=4)
    return dict(
        body=base,
        cell=ParagraphStyle("c", parent=base, alignment=0, spaceAfter=0, fontSize=size - 0.5,
                            leading=lead - 1),
        cellr=ParagraphStyle("cr", parent=base, alignment=TA_RIGHT, spaceAfter=0, fontSize=size - 0.5,
                             leading=lead - 1),
        title=ParagraphStyle("t", parent=base, fontName=bold, fontSize=size + 4, leading=lead + 5,
                             alignment=TA_CENTER, spaceAfter=5),
        sub=ParagraphStyle("s", parent=base, alignment=TA_CENTER, spaceAfter=8),
        h=ParagraphStyle("h", parent=base, fontName=bold, spaceBefore=6, spaceAfter=3, alignment=0,
                         keepWithNext=1),
        ind=ParagraphStyle("i", parent=base, leftIndent=16),
        small=ParagraphStyle("sm", parent=base, fontSize=size - 1.5, leading=lead - 2.5),
    )


def deco(left, font="Helvetica"):
    def draw(canvas, doc):
        canvas.saveState()
        canvas.setFont(font, 7.5)
        canvas.drawString(48, 24, left)
        canvas.drawRightString(A4[0] - 48, 24, f"{doc.page}")
        canvas.restoreState()
    return draw


# ============================================================================ 01 Dubai Hills, dated rows
def agreement_01():
    slug = "01_dubai_hills_subheadings_dated_post_rows"
    price = 3420000.00
    S = styles("Helvetica", "Helvetica-Bold", 9.5, 12.5)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    fees = [row("DLD Registration Fee", 4, fee=True),
            row("Registration Administration Charge", 0, 4410.00, fee=True)]
    during = [
        row("Down Payment", 10, when="On booking"),
        row("2nd Instalment", 10, due=D(2026, 6, 20)),
        row("3rd Instalment", 10, when="On 30% construction completion"),
        row("4th Instalment", 10, due=D(2027, 3, 20)),
        row("5th Instalment", 10, when="On 70% construction completion"),
    ]
    on_ho = row("On Handover", 20, when="On handover*")
    post_first = D(2028, 6, 20)
    post = [row(f"{ordinal(i + 1)} Post-Handover Instalment", 5, due=add_months(post_first, 6 * i), post=True)
            for i in range(6)]
    rows = fees + during + [on_ho] + post
    expected = finish(price, rows)

    st = [P("CONTRACT FOR THE SALE OF AN OFF-PLAN APARTMENT", "title"),
          P("Parkside Verde &#8211; Building B &#8211; Dubai Hills Estate, Dubai<br/>Contract Ref. PV-B-1502 "
            "&#160;&#183;&#160; Executed on 16 April 2026", "sub")]
    st.append(P("BY AND BETWEEN <b>Oakridge Horizon Developments LLC</b> (licence No. 1187730, RERA developer "
                "No. 2391), whose address is Unit 505, Building 4, Emaar Business Park, Dubai (\"the "
                "Developer\"), AND <b>Mr. Daniel Okafor</b> (British passport No. 564219087) and <b>Mrs. Chioma "
                "Okafor</b> (British passport No. 564219088), of Apartment 31, Hamilton Court, Canary Wharf, "
                "London E14 9SG (together \"the Buyer\")."))
    st.append(P("Article 1 &#8211; Object of the Contract", "h"))
    st.append(P("1.1 The Developer sells to the Buyer Apartment No. 1502 on the 15th floor of Building B of "
                "Parkside Verde on Plot No. 6457-108, Dubai Hills Estate (the \"Apartment\"): three (3) "
                "bedrooms, internal area 1,644.30 sq ft, balcony 212.55 sq ft, total 1,856.85 sq ft (172.51 "
                "sq m), with parking bays Nos. B2-031 and B2-032."))
    st.append(P(f"1.2 The price of the Apartment is <b>AED {money(price)}</b> (Three Million Four Hundred Twenty "
                f"Thousand Dirhams) (the \"Price\"), being an average of AED {money(price / 1856.85)} per sq ft."))
    st.append(P("Article 2 &#8211; Fees Payable in Addition to the Price", "h"))
    st.append(P(f"2.1 Within thirty (30) days from the date of this Contract the Buyer shall pay the Dubai Land "
                f"Department registration fee, which is four per cent (4%) of the Price, i.e. AED "
                f"{money(fees[0]['amount'])}."))
    st.append(P(f"2.2 Together with that fee, the Buyer shall pay the Developer's registration administration "
                f"charge of AED {money(fees[1]['amount'])}. The charge is quoted inclusive of VAT at 5%."))
    st.append(P("Article 3 &#8211; Payment Plan", "h"))
    st.append(P("3.1 The Price shall be paid in accordance with the following table. Instalments linked to a "
                "construction milestone fall due within fourteen (14) days after the Developer's notice "
                "enclosing the consultant's certificate."))

    hdr = ["Milestone", "Due", "%", "AED"]
    data = [[P(f"<b>{h}</b>", "cell") for h in hdr]]
    sty = [("GRID", (0, 0), (-1, -1), 0.5, colors.black),
           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#c9d7e8")),
           ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]

    def heading(text):
        data.append([P(f"<b>{text}</b>", "cell"), "", "", ""])
        sty.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
        sty.append(("BACKGROUND", (0, len(data) - 1), (-1, len(data) - 1), colors.HexColor("#eeeeee")))

    def line(r, label=None):
        data.append([P(label or r["desc"], "cell"), P(d_dash(r["due"]) if r["due"] else r["when"], "cell"),
                     P(pct_txt(r["pct"]), "cellr"), P(money(r["amount"]), "cellr")])

    def subtotal(text, rs):
        data.append([P(f"<i>{text}</i>", "cell"), "", P(f"<i>{pct_txt(sum(r['pct'] for r in rs))}</i>", "cellr"),
                     P(f"<i>{money(sum(r['amount'] for r in rs))}</i>", "cellr")])
        sty.append(("SPAN", (0, len(data) - 1), (1, len(data) - 1)))

    heading("A. DURING CONSTRUCTION")
    for r in during:
        line(r)
    subtotal("Sub-total A", during)
    heading("B. ON COMPLETION")
    line(on_ho, "On Handover")
    heading("C. POST-HANDOVER (six semi-annual instalments)")
    for r in post:
        line(r)
    subtotal("Sub-total C", post)
    data.append([P("<b>TOTAL (A + B + C)</b>", "cell"), "", P("<b>100%</b>", "cellr"),
                 P(f"<b>{money(price)}</b>", "cellr")])
    sty.append(("SPAN", (0, len(data) - 1), (1, len(data) - 1)))
    t = Table(data, colWidths=[190, 150, 50, 95])
    t.setStyle(TableStyle(sty))
    st += [t, Spacer(1, 3)]
    st.append(P("* Handover is currently scheduled for the first quarter of 2028 (target date 31 March 2028). "
                "The on-handover instalment is payable against the handover notice regardless of that "
                "target date.", "small"))
    st.append(P("3.2 By way of summary, half of the Price is payable while the Apartment is under construction, "
                "one fifth on handover and the remaining 30% in six semi-annual instalments after handover as "
                "shown in part C of the table. Nothing in this summary alters the table."))
    st.append(P("3.3 For the instalments in part C the Buyer shall deliver six (6) post-dated cheques before "
                "handover. If the Buyer sells or leases the Apartment before all part C instalments have been "
                "paid, the entire unpaid balance becomes immediately due."))
    st.append(P("Article 4 &#8211; Completion and Handover", "h"))
    st.append(P("4.1 The Developer may postpone the target handover date by up to 365 days. Handover shall "
                "take place after the building completion certificate has been issued and the Buyer has paid "
                "parts A and B of the table and the fees in Article 2."))
    st.append(P("4.2 Title deed: the Developer shall transfer title to the Buyer only after the last part C "
                "instalment has been paid; until then the Buyer's interest remains registered in the Oqood "
                "(interim) register and the Developer retains a registered interest."))
    st.append(P("Article 5 &#8211; Default", "h"))
    st.append(P("5.1 Overdue amounts bear a delay charge of 2% per month (maximum 24% per annum). 5.2 If a part "
                "C instalment is more than 60 days overdue, the Developer may, after thirty (30) days' notice, "
                "repossess the Apartment in accordance with Law No. (13) of 2008 and retain up to forty per "
                "cent (40%) of the Price, refunding any excess within ninety (90) days of resale."))
    st.append(P("Article 6 &#8211; Warranties and Service Charges", "h"))
    st.append(P("6.1 Defects liability: one (1) year for fit-out and MEP, ten (10) years for structure. 6.2 "
                "Service charges are payable from handover at the rate approved by RERA (the 2025 index for "
                "comparable buildings is AED 19.00 per sq ft)."))
    st.append(P("Article 7 &#8211; Law", "h"))
    st.append(P("7.1 This Contract shall be governed by the laws of Dubai; disputes shall be referred to the "
                "Dubai Courts. 7.2 This Contract has been signed in three (3) copies on the date first above "
                "written."))
    st.append(Spacer(1, 12))
    st.append(P("THE DEVELOPER ______________________ &#160;&#160;&#160; THE BUYER ______________________ / "
                "______________________"))
    doc = SimpleDocTemplate(os.path.join(HERE, slug + ".pdf"), pagesize=A4, leftMargin=55, rightMargin=55,
                            topMargin=50, bottomMargin=48, title="Parkside Verde PV-B-1502")
    f = deco("Parkside Verde | Contract Ref. PV-B-1502")
    doc.build(st, onFirstPage=f, onLaterPages=f)
    dump(slug, expected)


# ============================================================================ 02 two columns, prose series
def agreement_02():
    slug = "02_dubai_south_two_column_prose_series"
    price = 1920000.00
    S = styles("Times-Roman", "Times-Bold", 9.5, 11.8)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    pre = [
        row("Booking Deposit", 10, when="on execution of this Agreement", key="a"),
        row("Second Instalment", 10, due=D(2026, 9, 10), key="b"),
        row("Third Instalment", 10, due=D(2027, 3, 10), key="c"),
        row("Construction Milestone Instalment", 10, key="d"),
        row("Handover Instalment", 20, key="e"),
    ]
    post = series("Post-Handover Instalment", 16, 2.5, D(2028, 3, 10), 3)
    fees = [row("DLD Registration Fee", 4, fee=True),
            row("Oqood Fee", 0, 1250.00, fee=True),
            row("Administration Fee", 0, 3675.00, fee=True)]
    rows = pre + post + fees
    expected = finish(price, rows)

    W, H = A4
    m, gap, head_h = 42, 20, 92
    colw = (W - 2 * m - gap) / 2
    first = PageTemplate(id="first", frames=[
        Frame(m, H - m - head_h, W - 2 * m, head_h, id="head", showBoundary=0),
        Frame(m, m, colw, H - 2 * m - head_h - 6, id="L1"),
        Frame(m + colw + gap, m, colw, H - 2 * m - head_h - 6, id="R1"),
    ], onPage=deco("Skyline Orchard Residences \u2013 SPA SOR-A-0708", "Times-Roman"))
    later = PageTemplate(id="later", frames=[
        Frame(m, m, colw, H - 2 * m, id="L"),
        Frame(m + colw + gap, m, colw, H - 2 * m, id="R"),
    ], onPage=deco("Skyline Orchard Residences \u2013 SPA SOR-A-0708", "Times-Roman"))
    doc = BaseDocTemplate(os.path.join(HERE, slug + ".pdf"), pagesize=A4, pageTemplates=[first, later],
                          leftMargin=m, rightMargin=m, topMargin=m, bottomMargin=m,
                          title="SPA SOR-A-0708")

    st = [NextPageTemplate("later"),
          P("SALE AND PURCHASE AGREEMENT", "title"),
          P("Skyline Orchard Residences, Residential District, Dubai South<br/>Agreement No. SOR-A-0708 "
            "&#8212; made at Dubai on 8 June 2026", "sub"),
          FrameBreak()]
    sec = lambda t: st.append(P(t, "h"))  # noqa: E731
    para = lambda t: st.append(P(t))  # noqa: E731
    sec("PARTIES")
    para("<b>Palmera Key Real Estate Development L.L.C.</b>, Dubai licence No. 1245561, of Office 1201, "
         "Business Central Tower B, Dubai Media City, P.O. Box 502993 (the <b>Developer</b>); and")
    para("<b>Ms. Hana Kobayashi</b>, Japanese national, passport No. TR8851347, residing at Villa 14, "
         "Al Waha Community, Dubai Land (the <b>Purchaser</b>).")
    sec("RECITALS")
    para("(A) The Developer is developing Skyline Orchard Residences, two towers of G+2P+18 floors on Plot "
         "No. 502-7731, Dubai South (the <b>Project</b>), registered with RERA under project No. 3318.")
    para("(B) The Purchaser has agreed to buy Unit A-0708 on the terms below.")
    sec("1. DEFINITIONS")
    para("1.1 <b>Handover</b> means the delivery of vacant possession of the Unit after the completion "
         "certificate has been issued. <b>Scheduled Handover Date</b> means 31 December 2027 or any later "
         "date notified under clause 6.2. <b>Purchase Price</b> has the meaning in clause 3.1. <b>Unit</b> "
         "means apartment A-0708 on the 7th floor of Tower A: two (2) bedrooms, 1,096.40 sq ft (101.86 sq m) "
         "including balcony, parking bay P1-118.")
    sec("2. SALE")
    para("2.1 The Developer sells, and the Purchaser buys, the Unit together with its proportionate share "
         "(0.38%) of the common areas of the Project.")
    sec("3. PURCHASE PRICE")
    para(f"3.1 The purchase price is AED {money(price)} (one million nine hundred and twenty thousand "
         f"dirhams) (the <b>Purchase Price</b>).")
    para("3.2 The Purchase Price includes the fit-out of the Unit to the specification in the sales brochure "
         "(March 2026 edition) and excludes the fees in clause 4.3 to 4.5.")
    sec("4. PAYMENT TERMS")
    para("4.1 The Purchaser shall pay the Purchase Price to the Project escrow account No. 1015-778210-01 "
         "with Al Wasl Commercial Bank in the following instalments:")
    a, b, c, d, e = pre
    items = [
        f"(a) <i>{a['desc']}</i>: ten per cent (10%) of the Purchase Price, namely AED "
        f"{money(a['amount'])}, {a['when']};",
        f"(b) <i>{b['desc']}</i>: a further 10% (AED {money(b['amount'])}) falling due on "
        f"{d_long(b['due'])};",
        f"(c) <i>{c['desc']}</i>: 10% (AED {money(c['amount'])}) on or before {d_long(c['due'])};",
        f"(d) <i>{d['desc']}</i>: 10% (AED {money(d['amount'])}) within fourteen (14) days of the "
        f"Developer's notice that fifty per cent (50%) of the construction works of Tower A have been "
        f"completed, as certified by the Project consultant;",
        f"(e) <i>{e['desc']}</i>: twenty per cent (20%) (AED {money(e['amount'])}) on or prior to "
        f"Handover, as a condition of the release of the keys; and",
        f"(f) the balance of forty per cent (40%) after Handover by sixteen (16) quarterly instalments of "
        f"two and one half per cent (2.5%) each, that is AED {money(post[0]['amount'])} per instalment, the "
        f"first falling due on {d_long(post[0]['due'])} and each subsequent instalment on the "
        f"{ordinal(post[0]['due'].day)} day of every third month thereafter, the last falling due on "
        f"{d_long(post[-1]['due'])}.",
    ]
    for it in items:
        st.append(P(it, "ind"))
    para("4.2 The instalments in paragraph (f) are post-handover instalments. The Purchaser shall hand "
         "sixteen (16) post-dated cheques for them to the Developer at Handover.")
    dld, oq, adm = fees
    para(f"4.3 The Purchaser shall also pay the registration fee charged by the Dubai Land Department "
         f"(the <b>DLD</b>), being four per cent (4%) of the Purchase Price (AED {money(dld['amount'])}), "
         f"within thirty (30) days of the date of this Agreement.")
    para(f"4.4 The Oqood fee of AED {money(oq['amount'])} is payable with the DLD fee.")
    para(f"4.5 In addition, an administration fee of AED {money(adm['amount'])} (VAT inclusive) is payable "
         f"to the Developer on signing.")
    para("4.6 The fees in clauses 4.3 to 4.5 are not part of the Purchase Price and are not refundable.")
    sec("5. LATE PAYMENT")
    para("5.1 A late payment charge of 1% of the overdue amount per month (or part of a month) applies to "
         "any instalment not paid on its due date.")
    para("5.2 If the Purchaser fails to pay any instalment within thirty (30) days of a written reminder, "
         "the Developer may serve a default notice. On expiry of the notice period prescribed by the DLD, the "
         "Developer may terminate and, depending on the percentage of completion, retain up to 25%, 40% or "
         "all of the amounts paid, as permitted by Article 11 of Law No. (13) of 2008.")
    sec("6. CONSTRUCTION AND HANDOVER")
    para("6.1 The Developer shall complete the Project in accordance with building permit No. "
         "DS-2025-04471.")
    para("6.2 The Developer may extend the Scheduled Handover Date by up to twelve (12) months on written "
         "notice. Delay beyond that period entitles the Purchaser to compensation of 0.25% of the amounts "
         "paid per month, up to 6%.")
    para("6.3 At least thirty (30) days before Handover the Developer shall notify the Purchaser of the "
         "Handover date and the amounts then due.")
    para("6.4 After Handover, title shall remain registered in the interim register until all post-handover "
         "instalments have been paid; the final title deed shall then be issued within 30 days.")
    sec("7. DEFECTS")
    para("7.1 The Developer warrants the Unit for twelve (12) months against defects in workmanship and for ten "
         "(10) years against structural defects.")
    sec("8. OWNERS ASSOCIATION")
    para("8.1 From Handover the Purchaser shall pay service charges. The indicative budget for 2028 is AED "
         "14.25 per sq ft per annum.")
    sec("9. TRANSFER")
    para("9.1 The Purchaser may resell the Unit before Handover only after 40% of the Purchase Price has been "
         "paid. On any resale after Handover, all unpaid post-handover instalments shall be settled before "
         "the transfer.")
    sec("10. LAW AND DISPUTES")
    para("10.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the UAE. "
         "10.2 Any dispute shall first be referred to the Rental and Real Estate dispute settlement "
         "procedures of the DLD and then to the Dubai Courts.")
    sec("11. MISCELLANEOUS")
    para("11.1 This Agreement supersedes the booking form dated 2 June 2026. 11.2 It is executed in two (2) "
         "counterparts.")
    st.append(Spacer(1, 14))
    para("For the Developer:<br/><br/>______________________")
    para("The Purchaser:<br/><br/>______________________<br/>Hana Kobayashi")
    doc.build(st)
    dump(slug, expected)


# ============================================================================ 03 Abu Dhabi, series in a cell
def agreement_03():
    slug = "03_abu_dhabi_yas_series_in_table_cell"
    price = 2080000.00
    S = styles("Helvetica", "Helvetica-Bold", 9, 11.8)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    pre = [
        row("Down Payment", 10, when="Upon signing of this SPA"),
        row("2nd Instalment", 10, due=D(2026, 9, 5)),
        row("3rd Instalment", 10, due=D(2027, 3, 5)),
        row("4th Instalment", 10, when="Upon 80% construction completion\u2020"),
        row("Handover Payment", 30, when="On Handover"),
    ]
    post = series("Post-Handover Instalment", 24, 1.25, D(2029, 1, 5), 1)
    fees = [row("DMT Registration Fee", 2, fee=True),
            row("Administration Fee", 0, 2625.00, fee=True)]
    rows = pre + post + fees
    expected = finish(price, rows)
    post_total = sum(r["amount"] for r in post)

    st = [P("SALE AND PURCHASE AGREEMENT (SPA)", "title"),
          P("YAS LAGOON RESIDENCES &#183; BUILDING C &#183; YAS ISLAND &#183; ABU DHABI", "sub")]
    info = [["SPA No.", "YLR-C-0311/26", "Date", "14 May 2026"],
            ["Seller", "Bayan Yas Developments L.L.C. (CN-4410927)", "Buyer",
             "Mr. Arjun Nair (Indian passport No. U3307714)"],
            ["Unit", "C-0311, 3rd floor, 1 bedroom + study", "Area", "905.60 sq ft (84.13 sq m)"],
            ["Plot", "YS-RC-22, Yas Island", "Parking", "1 bay (B1-209)"]]
    t = Table([[P(f"<b>{a}</b>", "cell"), P(b, "cell"), P(f"<b>{c}</b>", "cell"), P(d, "cell")]
               for a, b, c, d in info], colWidths=[55, 190, 50, 190])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    st += [t, Spacer(1, 8)]
    st.append(P("1. Parties and Purpose", "h"))
    st.append(P("1.1 The Seller, whose registered address is Level 3, Yas Creative Hub, Yas Island, P.O. Box "
                "129771, Abu Dhabi, agrees to sell and the Buyer, residing at Flat 2204, Sky Gardens, Al Reem "
                "Island, agrees to purchase the Unit described above in Building C of Yas Lagoon Residences "
                "(the \"Project\"), which is registered with the Department of Municipalities and Transport "
                "(\"DMT\") as off-plan project No. OP-2025-0196."))
    st.append(P("2. Consideration", "h"))
    st.append(P(f"2.1 The consideration for the Unit is AED {money(price)} (two million and eighty thousand "
                f"Dirhams) (the \"Purchase Price\")."))
    st.append(P("2.2 The Buyer shall pay the Purchase Price as set out in the payment plan in clause 3. The "
                "Buyer acknowledges that the Seller offers this plan on the basis that part of the Purchase "
                "Price is deferred until after Handover and that title will not be transferred until it is "
                "paid in full."))
    st.append(P("3. Payment Plan", "h"))
    hdr = ["Payment Stage", "When Payable", "Percentage of Price", "Amount"]
    data = [[P(f"<b>{h}</b>", "cell") for h in hdr]]
    sty = [("BOX", (0, 0), (-1, -1), 1, colors.black), ("INNERGRID", (0, 0), (-1, -1), 0.4, colors.black),
           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#f2e6cc")), ("VALIGN", (0, 0), (-1, -1), "TOP")]
    data.append([P("<b>Pre-Handover</b>", "cell"), "", "", ""])
    sty.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    for r in pre:
        data.append([P(r["desc"], "cell"), P(d_slash(r["due"]) if r["due"] else r["when"], "cell"),
                     P(pct_txt(r["pct"]), "cellr"), P(f"AED {money(r['amount'])}", "cellr")])
    data.append([P("<b>Post-Handover</b>", "cell"), "", "", ""])
    sty.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    series_txt = (f"24 equal monthly instalments of 1.25% each (AED {money(post[0]['amount'])} each), the first "
                  f"falling due on {d_long(post[0]['due'])} and thereafter on the {ordinal(post[0]['due'].day)} "
                  f"day of each succeeding month until {d_long(post[-1]['due'])}")
    data.append([P("Post-Handover Instalments", "cell"), P(series_txt, "cell"), P("30%", "cellr"),
                 P(f"AED {money(post_total)}", "cellr")])
    data.append([P("<b>Total</b>", "cell"), "", P("<b>100%</b>", "cellr"), P(f"<b>AED {money(price)}</b>", "cellr")])
    sty.append(("SPAN", (0, len(data) - 1), (1, len(data) - 1)))
    data.append([P("\u2020 As certified by the Project consultant. Handover is anticipated on or about 30 "
                   "September 2028; the Handover Payment is due on Handover whatever its actual date.", "cell"),
                 "", "", ""])
    sty.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    t = Table(data, colWidths=[120, 215, 60, 90])
    t.setStyle(TableStyle(sty))
    st += [t, Spacer(1, 6)]
    dmt, adm = fees
    st.append(P(f"3.2 Over and above the Purchase Price, the Buyer shall pay upon signing of this SPA the DMT "
                f"registration fee of two per cent (2%) of the Purchase Price (AED {money(dmt['amount'])}) and the "
                f"Seller's administration fee of AED {money(adm['amount'])} (being AED 2,500.00 plus VAT at 5%)."))
    st.append(P("3.3 Payments shall be made into escrow account No. 0551-320044-7 with Abu Dhabi Harbour Bank. "
                "Cheques for the post-handover instalments shall be delivered before Handover."))
    st.append(P("4. Handover and Title", "h"))
    st.append(P("4.1 The Seller shall notify the Buyer of the Handover date at least 30 days in advance. The "
                "Buyer shall take Handover upon payment of all pre-handover amounts."))
    st.append(P("4.2 The Seller shall keep a registered restriction over the Unit until the last post-handover "
                "instalment has been paid, after which title shall be transferred within 45 days."))
    st.append(P("4.3 The Seller may extend the anticipated Handover date by up to 6 months; if Handover has not "
                "occurred within 12 months after that, the Buyer may cancel and recover all amounts paid."))
    st.append(P("5. Default", "h"))
    st.append(P("5.1 Late amounts bear interest at 1.5% per month. 5.2 If any post-handover instalment remains "
                "unpaid for 90 days, all remaining post-handover instalments shall become immediately due and "
                "payable, and the Seller may, subject to Law No. (3) of 2015, terminate and retain up to 30% of "
                "the Purchase Price."))
    st.append(P("6. Other Terms", "h"))
    st.append(P("6.1 Defects liability: 12 months (fit-out), 10 years (structure). 6.2 Service charges from "
                "Handover (estimated at AED 12.40 per sq ft for 2029). 6.3 Resale before Handover is permitted "
                "after 50% of the Purchase Price has been paid. 6.4 Governing law: Abu Dhabi and UAE federal "
                "law; courts of the Abu Dhabi Judicial Department."))
    st.append(Spacer(1, 12))
    st.append(P("Seller: ______________________ &#160;&#160;&#160;&#160; Buyer: ______________________"))
    doc = SimpleDocTemplate(os.path.join(HERE, slug + ".pdf"), pagesize=A4, leftMargin=55, rightMargin=55,
                            topMargin=48, bottomMargin=48, title="SPA YLR-C-0311/26")
    f = deco("Yas Lagoon Residences - SPA YLR-C-0311/26")
    doc.build(st, onFirstPage=f, onLaterPages=f)
    dump(slug, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
