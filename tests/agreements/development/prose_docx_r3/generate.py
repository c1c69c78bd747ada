"""Generate the prose_docx_r3 development agreements (DOCX) and their expected plans.

Plans are written only in prose clauses (no tables). Standalone: stdlib + python-docx only:
    /work/main/.venv/bin/python generate.py
Each agreement's rows are Python data; the document and NN_slug.expected.json are rendered from
the same data.
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
MON3 = [m[:3] for m in MONTHS]


# ----------------------------------------------------------------------------- helpers
def q2(x):
    return Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return float((Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)).quantize(
        Decimal("0.01"), rounding=ROUND_HALF_UP))


def money(x, decimals=2):
    return f"{Decimal(str(x)):,.{decimals}f}"


def whole(x):
    return f"{int(x):,}"


def due(d):
    return "" if d is None else f"{d.day:02d}-{MON3[d.month - 1]}-{d.year % 100:02d}"


def long_date(d):
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def slash(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def add_months(d, n):
    m = d.month - 1 + n
    return dt.date(d.year + m // 12, m % 12 + 1, d.day)


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w999(n, use_and):
    out = []
    if n >= 100:
        out.append(ONES[n // 100] + " hundred")
        n %= 100
        if n and use_and:
            out.append("and")
    if n >= 20:
        out.append(TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(ONES[n])
    return " ".join(out)


def words(n, use_and=False, title=True):
    n = int(n)
    out = []
    for val, name in ((1_000_000, "million"), (1000, "thousand")):
        if n >= val:
            out.append(_w999(n // val, use_and) + " " + name)
            n %= val
    if n:
        out.append(_w999(n, use_and))
    s = " ".join(out)
    return s.title().replace(" And ", " and ") if title else s


PCT_WORDS = {2.5: "two and one-half", 3: "three", 4: "four", 5: "five", 10: "ten",
             15: "fifteen", 20: "twenty", 30: "thirty", 45: "forty-five", 50: "fifty",
             55: "fifty-five", 60: "sixty", 70: "seventy"}


def pct_num(p):
    return f"{p:g}"


def row(amount, description, pct=0.0, date=None, fee=False, post=False):
    return {"amount": float(q2(amount)), "dueDate": due(date), "description": description,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    assert q2(sum(Decimal(str(r["amount"])) for r in plan)) == q2(price)
    if all(r["percentage"] for r in plan):
        assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-9
    for r in rows:
        if r["percentage"]:
            assert r["amount"] == pct_of(price, r["percentage"]), r


def new_doc(font, size):
    doc = Document()
    doc.styles["Normal"].font.name = font
    doc.styles["Normal"].font.size = Pt(size)
    return doc


def para(doc, text, bold=False, italic=False, center=False, size=None, indent=None):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold, r.italic = bold, italic
    if size:
        r.font.size = Pt(size)
    if center:
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    if indent:
        p.paragraph_format.left_indent = Pt(indent)
    return p


def save(doc, slug, rows):
    # python-docx stamps zip entries with the current time; rewrite the package with a fixed
    # timestamp so that reruns give the same bytes.
    buf = io.BytesIO()
    doc.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as src, zipfile.ZipFile(
            os.path.join(HERE, slug + ".docx"), "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(fixed, src.read(info.filename))
    with open(os.path.join(HERE, slug + ".expected.json"), "w", encoding="utf-8") as f:
        json.dump(rows, f, indent=2, ensure_ascii=False)
        f.write("\n")


# ============================================================ 01 Dubai, AED, lettered items
def agreement_01():
    slug = "01_dubai_lettered_post_handover"
    price = 2480000
    dld_pct, admin, oqood = 4, 5250, 1150
    # (key, pct, date, kind)
    plan = [("Deposit", 10, None), ("Second Instalment", 10, dt.date(2026, 9, 15)),
            ("Third Instalment", 10, dt.date(2027, 3, 15)),
            ("Construction Instalment (50% completion)", 10, None),
            ("On Handover", 30, None)]
    n_ph, ph_pct, ph_first = 12, 2.5, dt.date(2028, 3, 15)
    ph_dates = [add_months(ph_first, 3 * i) for i in range(n_ph)]

    rows = [row(pct_of(price, dld_pct), "DLD Registration Fee", dld_pct, fee=True),
            row(admin, "Administration Fee", fee=True),
            row(oqood, "Oqood Certificate Fee", fee=True)]
    rows += [row(pct_of(price, p), lbl, p, d) for lbl, p, d in plan]
    rows += [row(pct_of(price, ph_pct), f"Post-Handover Instalment {i + 1} of {n_ph}", ph_pct,
                 d, post=True) for i, d in enumerate(ph_dates)]
    check(rows, price)

    a = {lbl: pct_of(price, p) for lbl, p, _d in plan}
    doc = new_doc("Georgia", 10)
    para(doc, "SALE AND PURCHASE AGREEMENT", bold=True, center=True, size=14)
    para(doc, "(Off-Plan Residential Unit - Creekside Arbor, Tower B)", italic=True, center=True)
    para(doc, "Prepared by Al Qasimi Whitfield Advocates & Legal Consultants, DIFC, Dubai",
         italic=True, center=True, size=8)
    para(doc, "This Agreement is made on 23 February 2026 between:")
    para(doc, "(1) HARBOURLINE DEVELOPMENTS L.L.C., a limited liability company registered in "
              "the Emirate of Dubai under commercial licence No. 784512, of Office 1902, Al "
              "Saqr Business Tower, Sheikh Zayed Road, P.O. Box 118204, Dubai (the "
              "\"Seller\"); and", indent=18)
    para(doc, "(2) MR. JONATHAN PAUL REESE, British national, passport No. 552871094, of Villa "
              "17, Street 4b, Al Barsha 2, Dubai (the \"Purchaser\").", indent=18)
    para(doc, "RECITALS", bold=True)
    para(doc, "A. The Seller is developing the project known as Creekside Arbor on Plot No. "
              "6457-889, Al Jaddaf, Dubai (the \"Project\"), registered with the Real Estate "
              "Regulatory Agency under project No. 3391, with an escrow account opened in "
              "accordance with Law No. (8) of 2007.\n"
              "B. The Purchaser wishes to purchase, and the Seller has agreed to sell, the Unit "
              "on the terms of this Agreement and of Law No. (13) of 2008 regulating the "
              "interim real property register in the Emirate of Dubai.")
    para(doc, "1. DEFINITIONS", bold=True)
    para(doc, "In this Agreement: \"Unit\" means apartment No. 2304 on Level 23 of Tower B of "
              "the Project, having a saleable area of approximately 1,284.60 square feet "
              "(119.34 square metres), together with one (1) car parking bay; \"Purchase "
              f"Price\" means AED {money(price)} (United Arab Emirates Dirhams "
              f"{words(price)} only); \"Anticipated Completion Date\" means 31 December 2027, "
              "which the Seller may extend by up to twelve (12) months; \"Completion Date\" "
              "means the date, notified by the Seller, on which the Unit is ready for handover; "
              "\"Land Department\" means the Dubai Land Department.")
    para(doc, "2. SALE", bold=True)
    para(doc, "The Seller sells and the Purchaser purchases the Unit for the Purchase Price, "
              "free of encumbrances, with title to be registered in the Purchaser's name after "
              "the Completion Date upon payment of all sums due under clause 4.")
    para(doc, "3. REGISTRATION FEES AND CHARGES", bold=True)
    para(doc, f"3.1 The Purchaser shall pay the Land Department registration fee, being four "
              f"per cent ({dld_pct}%) of the Purchase Price, amounting to AED "
              f"{money(pct_of(price, dld_pct))}, within thirty (30) days of the date of this "
              f"Agreement, for the purpose of registering the Unit in the interim real property "
              f"register.")
    para(doc, f"3.2 In addition, the Purchaser shall pay to the Seller an administration fee of "
              f"AED {whole(admin)} (inclusive of VAT) upon signing this Agreement.")
    para(doc, f"3.3 The fee charged by the Land Department for issuing the Oqood certificate, "
              f"namely AED {whole(oqood)}, shall likewise be borne by the Purchaser and paid at "
              f"the time of interim registration. The fees in this clause 3 are payable over and "
              f"above the Purchase Price and are not refundable.")
    para(doc, "4. PAYMENT OF THE PURCHASE PRICE", bold=True)
    para(doc, "4.1 The Purchaser shall pay the Purchase Price into the Project escrow account "
              "(Emirates Islamic Bank, account No. 3708-221946-01) as follows:")
    items = [
        f"a deposit of ten per cent (10%) of the Purchase Price, amounting to AED "
        f"{whole(a['Deposit'])}/- (Dirhams {words(a['Deposit'])} only), upon the signing of this "
        f"Agreement;",
        f"a further ten per cent (10%), being AED {money(a['Second Instalment'])}, on or before "
        f"{long_date(plan[1][2])};",
        f"10% of the Purchase Price falling due on {slash(plan[2][2])};",
        "ten per cent (10%) of the Purchase Price upon the Seller's consultant certifying that "
        "fifty per cent (50%) of the construction works of Tower B have been completed;",
        f"thirty per cent (30%), being AED {money(a['On Handover'])}, on the Completion Date "
        f"against handover of the Unit; and",
        f"the remaining thirty per cent (30%) by {words(n_ph, title=False)} ({n_ph}) equal "
        f"quarterly instalments of two and one-half per cent (2.5%) of the Purchase Price each, "
        f"that is AED {whole(pct_of(price, ph_pct))} each, the first of which shall fall due on "
        f"{long_date(ph_first)} and each subsequent instalment on the same day of every third "
        f"month thereafter, the Unit having by then been handed over to the Purchaser.",
    ]
    for letter, txt in zip("abcdef", items):
        para(doc, f"({letter})  {txt}", indent=24)
    para(doc, "4.2 For the avoidance of doubt, seventy per cent (70%) of the Purchase Price "
              "is payable on or before the Completion Date, and the instalments referred to in "
              "paragraph (f) above are payable after handover.")
    para(doc, "4.3 Each payment shall be made without set-off or deduction. Cheques shall be "
              "drawn in favour of the escrow account and dated no later than the relevant due "
              "date.")
    para(doc, "5. LATE PAYMENT AND DEFAULT", bold=True)
    para(doc, "5.1 If any instalment is not paid when due, the Purchaser shall pay a late "
              "payment charge of two per cent (2%) per month on the overdue amount.\n"
              "5.2 If the Purchaser fails to remedy a payment default within thirty (30) days "
              "of a notice from the Seller registered with the Land Department, the Seller may "
              "take the measures permitted by Article 11 of Law No. (13) of 2008, including: "
              "where more than eighty per cent (80%) of the Project has been completed, "
              "retaining the amounts paid and claiming the balance; where between sixty per "
              "cent (60%) and eighty per cent (80%) has been completed, terminating and "
              "deducting not more than forty per cent (40%) of the Purchase Price; and where "
              "less than sixty per cent (60%) has been completed, terminating and deducting not "
              "more than twenty-five per cent (25%) of the Purchase Price, in each case "
              "refunding any surplus within one (1) year or within sixty (60) days of resale, "
              "whichever is earlier.")
    para(doc, "6. COMPLETION AND HANDOVER", bold=True)
    para(doc, "6.1 The Seller shall use reasonable endeavours to complete the Unit by the "
              "Anticipated Completion Date. A delay of up to twelve (12) months shall not "
              "entitle the Purchaser to compensation.\n"
              "6.2 Handover shall take place within thirty (30) days of the Seller's notice, "
              "provided that the Purchaser has paid all amounts then due, including the payment "
              "under paragraph (e) of clause 4.1. The Seller shall remedy defects notified "
              "within twelve (12) months of handover and remains liable for structural defects "
              "for ten (10) years.")
    para(doc, "7. SERVICE CHARGES", bold=True)
    para(doc, "From the Completion Date the Purchaser shall pay service charges to the owners "
              "association, presently estimated at AED 16.50 per square foot per annum, as "
              "approved by RERA.")
    para(doc, "8. GOVERNING LAW", bold=True)
    para(doc, "This Agreement is governed by the laws of the Emirate of Dubai and the federal "
              "laws of the United Arab Emirates applicable there, and the Dubai Courts shall "
              "have jurisdiction.")
    para(doc, "\nSigned for the Seller: ____________________        Signed by the Purchaser: "
              "____________________")
    save(doc, slug, rows)


# ============================================================ 02 Muscat, OMR, numbered payments
def agreement_02():
    slug = "02_muscat_payment_no_per_centum"
    price = 186500
    plan = [
        (1, 10, None, "upon execution of this Agreement by both Parties"),
        (2, 15, dt.date(2026, 6, 1), None),
        (3, 10, None, "upon the expiry of ninety (90) days from the date on which the "
                      "building permit for the Villa is issued by the Municipality"),
        (4, 20, None, "upon completion of the structural frame and roof slab of the Villa, as "
                      "certified by the Project Engineer"),
        (5, 45, None, "on the Handover Date, against delivery of the keys"),
    ]
    reg_pct, admin = 3, 250

    rows = [row(pct_of(price, p), f"Payment No. {n}", p, d) for n, p, d, _ in plan]
    rows += [row(pct_of(price, reg_pct), "Registration fee", reg_pct, fee=True),
             row(admin, "Administration fee", fee=True)]
    check(rows, price)

    def omr(x):
        return f"R.O. {money(x, 3)}"

    doc = new_doc("Book Antiqua", 10.5)
    para(doc, "AGREEMENT FOR THE SALE OF A FREEHOLD VILLA", bold=True, center=True, size=13)
    para(doc, "AL SAWADI BEACH INTEGRATED TOURISM COMPLEX - SULTANATE OF OMAN", center=True)
    para(doc, "Contract Ref.: SBR/V-14/2026/031", center=True, size=9)
    para(doc, "THIS AGREEMENT is entered into in Muscat on Sunday, 8 March 2026, BY AND "
              "BETWEEN:")
    para(doc, "FIRST PARTY: Sawadi Bay Resort Development S.A.O.C., a closed joint stock "
              "company registered in the Commercial Register of the Sultanate of Oman under No. "
              "1298473, P.O. Box 1045, Postal Code 130, Al Azaiba, Muscat (the \"Developer\").")
    para(doc, "SECOND PARTY: Mrs. Leila Haddad, holder of Lebanese passport No. LR2740518, "
              "resident at Flat 41, Building 2207, Way 3017, Shatti Al Qurum, Muscat (the "
              "\"Buyer\").")
    para(doc, "PREAMBLE", bold=True)
    para(doc, "The Developer has been granted usufruct and development rights over Plot No. "
              "2/117 at Al Sawadi, Wilayat of Barka, South Al Batinah Governorate, for the "
              "establishment of an integrated tourism complex pursuant to Royal Decree No. "
              "12/2006 and the regulations of the Ministry of Heritage and Tourism, under which "
              "non-Omanis may own freehold residential units. The Buyer has inspected the "
              "master plan and wishes to buy the Villa described below. The Parties, having "
              "legal capacity to contract, have agreed as follows, this preamble forming an "
              "integral part of the Agreement.")
    para(doc, "Article (1) - The Villa", bold=True)
    para(doc, "The subject of this Agreement is Villa No. 14, type \"Dhow\" (three bedrooms), "
              "in Cluster C of the Complex, with a built-up area of 246 square metres on a land "
              "parcel of 410 square metres, to be completed in accordance with the "
              "specifications in Appendix 2 (the \"Villa\").")
    para(doc, "Article (2) - Price", bold=True)
    para(doc, f"The total price of the Villa is {omr(price)} (One Hundred Eighty-Six Thousand "
              f"Five Hundred Omani Rials) (the \"Purchase Price\"). The Purchase Price is fixed "
              f"and is not subject to revision on account of fluctuations in the cost of "
              f"materials or labour.")
    para(doc, "Article (3) - Method of Payment", bold=True)
    para(doc, "3.1 The Buyer undertakes to pay the Purchase Price to the Developer's escrow "
              "account with Bank Muscat (account No. 0331-04587219-001) in five payments, "
              "as follows:")
    pct_text = {10: "ten per centum (10%)", 15: "fifteen per centum (15%)",
                20: "twenty per centum (20%)", 45: "forty-five per centum (45%)"}
    for n, p, d, ev in plan:
        when = f"falling due on {d.day}st {MONTHS[d.month - 1]} {d.year}" if d else ev
        amt = pct_of(price, p)
        if n == 3:
            txt = (f"Payment No. {n} \u2014 a further {pct_text[p]} of the Purchase Price, "
                   f"{when}.")
        else:
            txt = (f"Payment No. {n} \u2014 {pct_text[p]} of the Purchase Price, that is to "
                   f"say {omr(amt)}, {when}.")
        para(doc, txt, indent=24)
    para(doc, "3.2 By way of summary, Payments No. 1 to No. 4 amount in aggregate to fifty-five "
              "per centum (55%) of the Purchase Price and are payable during construction; the "
              "balance is payable only on handover. No payment is due after the Handover Date.")
    para(doc, "3.3 The Developer shall issue a written demand for each payment not tied to a "
              "fixed date at least fourteen (14) days before it falls due.")
    para(doc, "Article (4) - Registration and Other Charges", bold=True)
    para(doc, f"4.1 Upon handover, the Villa shall be registered in the name of the Buyer at the "
              f"Ministry of Housing and Urban Planning. The registration fee levied by the "
              f"Ministry, equal to three per centum ({reg_pct}%) of the Purchase Price, i.e. "
              f"{omr(pct_of(price, reg_pct))}, shall be paid by the Buyer in addition to the "
              f"Purchase Price before the title deed (Mulkiya) is issued.")
    para(doc, f"4.2 The Buyer shall further pay the Developer an administration fee of "
              f"{omr(admin)} for processing the registration file.")
    para(doc, "4.3 The annual community service charge, currently estimated at R.O. 3.500 per "
              "square metre of built-up area, shall be payable to the owners' association from "
              "the Handover Date and is not part of this Agreement's consideration.")
    para(doc, "Article (5) - Delivery", bold=True)
    para(doc, "The Developer expects to deliver the Villa on or before 30 September 2027, "
              "with a tolerance of one hundred and twenty (120) days. The \"Handover Date\" is "
              "the date specified in the Developer's written notice to the Buyer that the Villa "
              "is complete and ready for delivery, being not less than thirty (30) days after "
              "the date of that notice. For "
              "each full month of delay beyond the tolerance, the Developer shall pay the Buyer "
              "compensation of half of one per centum (0.5%) of the amounts paid, not to exceed "
              "five per centum (5%) of the Purchase Price.")
    para(doc, "Article (6) - Buyer's Default", bold=True)
    para(doc, "Should the Buyer fail to make any payment within thirty (30) days of its due "
              "date, the Developer may, after a written warning of fifteen (15) days, rescind "
              "this Agreement and retain twenty per centum (20%) of the amounts paid as "
              "compensation, refunding the balance within ninety (90) days of the resale of the "
              "Villa.")
    para(doc, "Article (7) - Governing Law and Disputes", bold=True)
    para(doc, "This Agreement is governed by the laws of the Sultanate of Oman. Disputes not "
              "settled amicably within 30 days shall be referred to the competent courts of "
              "Muscat. This Agreement is made in two Arabic and two English originals; the "
              "Arabic text prevails.")
    para(doc, "\nDeveloper: ____________________          Buyer: ____________________")
    save(doc, slug, rows)


# ============================================================ 03 Riyadh, SAR, series sentence
def agreement_03():
    slug = "03_riyadh_wafi_semiannual_series"
    price = 1700000
    escrow_fee = 3500
    advance_pct, series_n, series_pct = 20, 6, 10
    series_first = dt.date(2027, 1, 10)
    final_pct = 20
    rett_pct = 5
    dates = [add_months(series_first, 6 * i) for i in range(series_n)]

    rows = [row(escrow_fee, "Escrow account administration fee", fee=True),
            row(pct_of(price, advance_pct), "Advance payment", advance_pct)]
    rows += [row(pct_of(price, series_pct), f"Instalment {i + 1} of {series_n}", series_pct, d)
             for i, d in enumerate(dates)]
    rows += [row(pct_of(price, final_pct), "Final payment on delivery", final_pct),
             row(pct_of(price, rett_pct), "Real Estate Transaction Tax", rett_pct, fee=True)]
    check(rows, price)

    adv = pct_of(price, advance_pct)
    inst = pct_of(price, series_pct)
    doc = new_doc("Times New Roman", 11)
    para(doc, "OFF-PLAN UNIT SALE CONTRACT", bold=True, center=True, size=14)
    para(doc, "Licensed by the Off-Plan Sales and Rent Committee (Wafi) - Licence No. 1445/3417",
         center=True, size=9)
    para(doc, "Executed in Riyadh on 12/09/1447H corresponding to 01/03/2026", center=True)
    para(doc, "First: The Parties", bold=True)
    para(doc, "1. Rawabi Al Narjis Real Estate Development Company, a limited liability "
              "company, C.R. No. 1010587432, address: King Fahd Road, Al Olaya District, "
              "Riyadh 12214, represented by its general manager Eng. Faisal Al-Otaibi "
              "(hereinafter the \"Developer\").\n"
              "2. Mr. Abdullah Saad Al-Harbi, Saudi national, national ID No. 1043382671, "
              "address: Al Malqa District, Riyadh 13524 (hereinafter the \"Purchaser\").")
    para(doc, "Second: Preamble", bold=True)
    para(doc, "Whereas the Developer owns land parcel No. 1187 of approved scheme No. 3140, Al "
              "Narjis District, Riyadh, under title deed No. 310118007724, and is developing "
              "thereon a residential project of 16 buildings known as \"Rawabi Al Narjis\" "
              "which has been licensed for off-plan sale; and whereas the Purchaser wishes to "
              "acquire one of its units; the Parties, having full capacity, have agreed on the "
              "following clauses.")
    para(doc, "Third: Subject of the Contract", bold=True)
    para(doc, "The Developer sells to the Purchaser Unit No. 7-B on the second floor of "
              "Building No. 14, with a net area of 212.75 square metres, four bedrooms and two "
              "parking spaces, as shown in the plans and specifications annexed to this "
              "contract (the \"Unit\").")
    para(doc, "Fourth: The Price", bold=True)
    para(doc, f"The total price of the Unit is SAR {whole(price)} (One Million Seven Hundred "
              f"Thousand Saudi Riyals) (the \"Price\"), inclusive of the parking spaces and the "
              f"finishing works described in the specifications.")
    para(doc, "Fifth: Escrow Account and Fees", bold=True)
    para(doc, f"All payments towards the Price shall be deposited in the project escrow "
              f"account No. SA44 8000 0211 6080 1020 3344 held with Al Rajhi Bank, and shall "
              f"not be paid to the Developer directly. On signing this contract, the Purchaser "
              f"shall pay a one-time escrow account administration fee of SAR "
              f"{whole(escrow_fee)}, which is not part of the Price.")
    para(doc, "Sixth: Payment of the Price", bold=True)
    para(doc, f"1. The Purchaser shall pay an advance payment of SAR {whole(adv)} (Three Hundred "
              f"and Forty Thousand Saudi Riyals), being twenty per cent ({advance_pct}%) of "
              f"the Price, upon signing this contract.")
    para(doc, f"2. Thereafter, the sum of SAR {whole(inst * series_n)}, representing sixty per "
              f"cent (60%) of the Price, shall be paid in six ({series_n}) semi-annual "
              f"instalments of SAR {whole(inst)} each, equal to ten per cent ({series_pct}%) "
              f"of the Price, the first falling due on {slash(series_first)} and each of the "
              f"others six months after the one before it.")
    para(doc, f"3. The remaining twenty per cent ({final_pct}%) of the Price, amounting to SAR "
              f"{whole(pct_of(price, final_pct))}, shall be paid upon delivery of the Unit and "
              f"before the minutes of delivery are signed.")
    para(doc, "4. The Developer's entitlement to release funds from the escrow account is "
              "governed by the Wafi regulations, which permit release in proportion to the "
              "progress of works certified by the project consultant; the Purchaser's payment "
              "dates above are not affected by the percentage of completion reached.")
    para(doc, "Seventh: Delivery", bold=True)
    para(doc, "The Developer shall deliver the Unit completed no later than 31/12/2029. If it "
              "delays delivery, it shall pay the Purchaser a penalty of 0.05% of the Price for "
              "each day of delay, up to a maximum of ten per cent (10%) of the Price, unless "
              "the delay is due to force majeure.")
    para(doc, "Eighth: Transfer of Title and Tax", bold=True)
    para(doc, f"Title shall be transferred to the Purchaser after payment of the Price in full. "
              f"The Purchaser shall bear the Real Estate Transaction Tax at the rate of five per "
              f"cent ({rett_pct}%) of the Price, amounting to SAR "
              f"{whole(pct_of(price, rett_pct))}, which shall be paid before the title deed is "
              f"issued in the Purchaser's name.")
    para(doc, "Ninth: Termination", bold=True)
    para(doc, "If the Purchaser fails to pay any instalment within sixty (60) days of its due "
              "date and after being notified, the Developer may terminate this contract with "
              "the approval of the Wafi committee and refund the amounts paid, less five per "
              "cent (5%) of the Price, within thirty (30) days of the resale of the Unit. If "
              "the Developer's licence is cancelled, all amounts paid shall be refunded in full "
              "from the escrow account.")
    para(doc, "Tenth: Governing Law", bold=True)
    para(doc, "This contract is subject to the laws of the Kingdom of Saudi Arabia. Any dispute "
              "shall be settled amicably, failing which it shall be referred to the competent "
              "court in Riyadh. This contract is made in two copies, each party holding one.")
    para(doc, "\nDeveloper ____________________          Purchaser ____________________")
    save(doc, slug, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("ok")
