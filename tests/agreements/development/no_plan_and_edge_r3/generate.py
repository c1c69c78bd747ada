#!/usr/bin/env python3
"""Generate the no_plan_and_edge_r3 agreements and their expected plans.

01 (pdf)  settlement / mutual termination deed with a refund schedule   -> []
02 (docx) lease renewal addendum with a rent cheque schedule             -> []
03 (txt)  off-plan sale whose plan exists only in prose, surrounded by
          a price-breakdown table and a refund table                     -> 4 rows + 1 fee

Run:  python generate.py
"""
import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def q2(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def pct_of(price, pct):
    return q2(Decimal(str(price)) * Decimal(str(pct)) / Decimal(100))


def money(amount):
    return f"{q2(amount):,.2f}"


def due_code(d):
    return d.strftime("%d-%b-%y") if d else ""


def row(amount, due, desc, pct=0, fee=False, post=False):
    return {"amount": float(q2(amount)), "dueDate": due_code(due), "description": desc,
            "percentage": float(pct), "isFee": fee, "postHandover": post, "status": "pending"}


def write_expected(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")

def freeze_zip(path):
    """Rewrite a .docx with fixed member timestamps so reruns give identical bytes."""
    import zipfile
    with zipfile.ZipFile(path) as zin:
        items = [(i.filename, zin.read(i.filename)) for i in zin.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name, data in items:
            zi = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, data)


# ======================================================================
# 01 - Deed of mutual termination and settlement (PDF): refund schedule,
#      recital of the old plan's paid instalments. No payment plan.
# ======================================================================
def agreement_01():
    from reportlab import rl_config
    rl_config.invariant = 1
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
    from reportlab.lib.units import mm
    from reportlab.platypus import (Paragraph, SimpleDocTemplate, Spacer, Table,
                                    TableStyle)

    stem = "01_termination_refund_schedule"
    orig_price = Decimal("2250000")
    paid_pcts = [Decimal("10"), Decimal("10"), Decimal("13")]
    paid = sum(pct_of(orig_price, p) for p in paid_pcts)
    dld_fee = pct_of(orig_price, 4)
    compensation = q2(dld_fee / 2)
    settlement = paid + compensation
    tranches = [("First Tranche", date(2026, 4, 30), Decimal("300000")),
                ("Second Tranche", date(2026, 7, 31), Decimal("250000"))]
    tranches.append(("Third Tranche", date(2026, 10, 30),
                     settlement - sum(t[2] for t in tranches)))
    assert paid == Decimal("742500") and settlement == Decimal("787500")

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Helvetica", fontSize=9.5,
                          leading=12.5, spaceAfter=5, alignment=4)
    head = ParagraphStyle("h", parent=body, fontName="Helvetica-Bold", fontSize=10,
                          spaceBefore=7, alignment=0)
    title = ParagraphStyle("t", parent=body, fontName="Helvetica-Bold", fontSize=13,
                           alignment=1, leading=17)
    small = ParagraphStyle("s", parent=body, fontSize=8, leading=10, spaceAfter=0)
    P = lambda t, s=body: Paragraph(t, s)  # noqa: E731

    story = [
        P("DEED OF MUTUAL TERMINATION, SETTLEMENT AND RELEASE", title),
        P("relating to Unit 508, Building 3, Palmcrest Residences, Plot No. 6457-201, "
          "Jumeirah Village Circle, Dubai", ParagraphStyle("st", parent=body, alignment=1)),
        Spacer(1, 4 * mm),
        P("<b>THIS DEED</b> is dated 2 March 2026 (the \"Effective Date\") and is made "
          "<b>BETWEEN</b>:"),
        P("(1) <b>CRESCENT BAY PROPERTIES L.L.C.</b>, Commercial Licence No. 1029384, RERA "
          "Developer No. 2417, of Office 701, Building 12, Bay Square, Business Bay, Dubai "
          "(the \"Developer\"); and"),
        P("(2) <b>MS. ELENA VASQUEZ MORENO</b>, a Spanish national holding Passport No. "
          "PAB123456, of Calle de Serrano 88, 4&ordm; B, 28006 Madrid, Spain (the "
          "\"Purchaser\")."),
        P("BACKGROUND", head),
        P(f"(A) By a sale and purchase agreement dated 22 June 2024 (the \"SPA\") the Developer "
          f"agreed to sell Unit 508 on the 5th floor of Building 3 (the \"Unit\") to the "
          f"Purchaser for AED {money(orig_price)} (the \"Original Price\"). The SPA was "
          "registered in the Interim Real Estate Register under Oqood No. 2024/118832."),
        P("(B) The SPA provided for the Original Price to be paid in five instalments. The "
          "Purchaser paid the first three of them, representing "
          + ", ".join(f"{p}%" for p in paid_pcts[:-1]) + f" and {paid_pcts[-1]}% of the Original "
          f"Price and amounting in aggregate to AED {money(paid)} (the \"Paid Amount\"). The "
          "fourth and fifth instalments have not fallen due."),
        P(f"(C) The Purchaser also paid the Dubai Land Department registration fee of AED "
          f"{money(dld_fee)} (4% of the Original Price) and an Oqood fee of AED 4,200.00, "
          "both of which were remitted to the Dubai Land Department and are not recoverable."),
        P("(D) Construction of Building 3 has been suspended since October 2025, when the "
          "certified completion stood at 31%. The parties have agreed to terminate the SPA and "
          "settle all claims between them on the terms of this Deed."),
        P("IT IS AGREED as follows:", head),
        P("1. Termination", head),
        P("1.1 The SPA is terminated by mutual consent with effect from the Effective Date. "
          "The Purchaser is released from every obligation to pay any further instalment, "
          "fee or charge under the SPA, and the Developer is released from its obligation to "
          "complete and hand over the Unit."),
        P("1.2 The Developer waives any right it might have had under Article 11 of Law No. 13 "
          "of 2008 to retain part of the Paid Amount (which, at the completion level recorded "
          "in Recital (D), could have been up to 25% of the Original Price)."),
        P("2. Settlement Sum", head),
        P(f"2.1 The Developer shall pay the Purchaser the total sum of AED {money(settlement)} "
          f"(the \"Settlement Sum\"), made up of the Paid Amount of AED {money(paid)} and a "
          f"compensation payment of AED {money(compensation)}, equal to one half of the "
          "registration fee mentioned in Recital (C)."),
        P("2.2 The Settlement Sum shall be paid by the Developer in three tranches on the dates "
          "below:"),
    ]
    data = [["Tranche", "Payment date", "Amount (AED)", "Cumulative (AED)"]]
    cum = Decimal(0)
    for name, d, amt in tranches:
        cum += amt
        data.append([name, d.strftime("%d/%m/%Y"), money(amt), money(cum)])
    data.append(["Total Settlement Sum", "", money(settlement), ""])
    data.append([Paragraph("Payments to the Purchaser's account IBAN ES91 2100 0418 4502 0005 "
                           "1332 (CaixaBank S.A.), reference CBP-508-TERM. Cheques Nos. "
                           "004512, 004513 and 004514 drawn on Mashreq Bank PSC are deposited "
                           "with the Purchaser's lawyers as security for the three tranches.",
                           small), "", "", ""])
    n = len(data)
    t = Table(data, colWidths=[50 * mm, 35 * mm, 40 * mm, 40 * mm])
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "Helvetica", 9),
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 9),
        ("FONT", (0, n - 2), (-1, n - 2), "Helvetica-Bold", 9),
        ("SPAN", (0, n - 1), (-1, n - 1)),
        ("BOX", (0, 0), (-1, -1), 0.6, colors.black),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
        ("LINEABOVE", (0, n - 2), (-1, n - 2), 0.6, colors.black),
        ("ALIGN", (2, 1), (3, n - 2), "RIGHT"),
    ]))
    story += [t, Spacer(1, 3 * mm)]
    story += [
        P("2.3 If any tranche is not received within ten (10) business days of its payment "
          "date, the whole unpaid balance of the Settlement Sum shall become immediately due "
          "and shall bear interest at 8% per annum until paid, and the Purchaser may present "
          "the security cheques."),
        P("2.4 The Purchaser has no payment obligation under this Deed."),
        P("3. Cancellation of the Registration", head),
        P("3.1 Within fourteen (14) days of the Effective Date the Developer shall apply to the "
          "Dubai Land Department to cancel the Oqood registration of the Unit. The cancellation "
          "fee and any other cost of the cancellation shall be borne by the Developer."),
        P("3.2 The Purchaser shall sign such forms as the Dubai Land Department may require and "
          "shall return her original copy of the SPA and the payment receipts Nos. R-55120, "
          "R-58841 and R-61007 to the Developer against payment of the Third Tranche."),
        P("4. Full and Final Settlement", head),
        P("4.1 Upon receipt of the full Settlement Sum the Purchaser releases the Developer from "
          "all claims arising from the SPA, including claims for delay compensation, interest "
          "and loss of profit. Until then, the release is of no effect."),
        P("4.2 The Developer releases the Purchaser from all claims arising from the SPA, "
          "including any late payment charges accrued under it."),
        P("5. Confidentiality", head),
        P("The terms of this Deed are confidential, except for disclosure to the Dubai Land "
          "Department, RERA, the escrow agent, and professional advisers."),
        P("6. Costs", head),
        P("Each party shall bear its own legal and other costs in connection with this Deed."),
        P("7. Governing Law and Jurisdiction", head),
        P("This Deed is governed by the laws of the Emirate of Dubai and the federal laws of the "
          "UAE as applied in Dubai. The Courts of Dubai have exclusive jurisdiction."),
        Spacer(1, 6 * mm),
        P("EXECUTED AS A DEED on the Effective Date."),
        P("Signed for and on behalf of CRESCENT BAY PROPERTIES L.L.C. by Mr. Karim Haddad, "
          "General Manager ______________________"),
        P("Signed by MS. ELENA VASQUEZ MORENO ______________________ in the presence of: "
          "Witness name: Laura Ibanez Ruiz, Passport No. PAD778812 ______________________"),
    ]
    doc = SimpleDocTemplate(os.path.join(HERE, stem + ".pdf"), pagesize=A4,
                            leftMargin=22 * mm, rightMargin=22 * mm, topMargin=20 * mm,
                            bottomMargin=20 * mm, title="Deed of Termination Unit 508",
                            author="Crescent Bay Properties", creator="", producer="")
    doc.build(story)
    write_expected(stem, [])


# ======================================================================
# 02 - Lease renewal addendum (DOCX) with rent cheque schedule. No plan.
# ======================================================================
def agreement_02():
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt

    stem = "02_lease_addendum_rent_cheques"
    area = 1850
    rate = 90
    rent = Decimal(area * rate)
    old_rent = Decimal("158000")
    vat = pct_of(rent, 5)
    increase_pct = q2((rent - old_rent) / old_rent * 100)
    old_dep = pct_of(old_rent, 5)
    new_dep = pct_of(rent, 5)
    cheques = [("000412", date(2026, 6, 1)), ("000413", date(2026, 9, 1)),
               ("000414", date(2026, 12, 1)), ("000415", date(2027, 3, 1))]
    per_rent = q2(rent / 4)
    per_vat = q2(vat / 4)
    assert per_rent * 4 == rent and per_vat * 4 == vat

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)

    def para(text, bold=False, center=False):
        p = d.add_paragraph()
        r = p.add_run(text)
        r.bold = bold
        if center:
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return p

    para("ADDENDUM No. 2", bold=True, center=True)
    para("to Tenancy Contract No. TC/2023/11874 (Ejari Registration No. 0220230415007731)",
         center=True)
    para("Renewal for the period 1 June 2026 to 31 May 2027", center=True)
    para("This Addendum is entered into in Dubai on 14 April 2026 between:")
    para("Landlord: AL NOOR HOLDINGS L.L.C., Trade Licence No. 556123, P.O. Box 41177, Dubai, "
         "represented by its property manager Harbour Lane Property Management L.L.C. "
         "(RERA ORN 12744); and")
    para("Tenant: BLUEFIN LOGISTICS DMCC, DMCC Licence No. DMCC-309122, represented by "
         "Mr. Tomasz Nowak, Managing Director.")
    para("1. Premises and term", bold=True)
    para(f"1.1 The premises are Office No. 2304 on Level 23 of Gold Crest Executive, Cluster J, "
         f"Jumeirah Lakes Towers, Dubai, with a leasable area of {area:,} sq ft and 2 allocated "
         "parking spaces (Nos. B1-044 and B1-045) (the \"Premises\").")
    para("1.2 The tenancy of the Premises under the Tenancy Contract, as amended by Addendum "
         "No. 1 dated 20 May 2025, is renewed for a further term of twelve (12) months "
         "commencing on 1 June 2026 and expiring on 31 May 2027.")
    para("2. Rent", bold=True)
    para(f"2.1 The annual rent for the renewed term is AED {money(rent)} (One Hundred Sixty-Six "
         f"Thousand Five Hundred Dirhams), calculated at AED {rate}.00 per sq ft per annum, "
         f"compared with AED {money(old_rent)} for the expiring term. The increase of "
         f"{increase_pct}% is within the maximum permitted under Decree No. 43 of 2013 by "
         "reference to the RERA rental index.")
    para(f"2.2 Value added tax at 5% on the rent, amounting to AED {money(vat)} for the term, "
         "is payable by the Tenant in addition to the rent.")
    para("2.3 The rent and VAT shall be paid by four (4) post-dated cheques drawn in favour of "
         "\"Al Noor Holdings L.L.C.\" and delivered on signing of this Addendum, as set out in "
         "Schedule 1.")
    para("3. Security deposit", bold=True)
    para(f"3.1 The security deposit held by the Landlord is AED {money(old_dep)}. It is "
         f"increased to AED {money(new_dep)} (5% of the new annual rent), and the Tenant shall "
         f"pay the difference of AED {money(new_dep - old_dep)} on signing. The deposit is "
         "refundable within 30 days of the end of the tenancy, less any amounts due for "
         "damage or unpaid utilities.")
    para("4. Fees", bold=True)
    para("4.1 The Tenant shall pay the Ejari renewal fee of AED 220.00 and the property "
         "manager's addendum fee of AED 525.00 (inclusive of VAT). District cooling and DEWA "
         "charges remain payable by the Tenant directly to the providers.")
    para("5. Early termination", bold=True)
    para("5.1 The Tenant may terminate the tenancy before 31 May 2027 on not less than ninety "
         "(90) days' written notice, against payment of a penalty equal to two (2) months' rent "
         f"(AED {money(q2(rent / 6))}). Cheques relating to any period after the termination date "
         "shall be returned to the Tenant.")
    para("6. Right of first refusal", bold=True)
    para("6.1 If during the renewed term the Landlord decides to sell the Premises, it shall "
         "first offer them to the Tenant at the price at which it is prepared to sell "
         "(currently indicated at AED 2,950,000.00). The Tenant shall have twenty-one (21) days "
         "to accept. This clause does not constitute an offer to sell and creates no obligation "
         "on either party to buy or sell.")
    para("7. Other terms", bold=True)
    para("7.1 All other terms of the Tenancy Contract and Addendum No. 1 remain in full force. "
         "In case of conflict, this Addendum prevails. This Addendum is governed by the laws of "
         "Dubai, and disputes shall be referred to the Rental Disputes Centre.")

    para("SCHEDULE 1 \u2013 RENT PAYMENT SCHEDULE", bold=True, center=True)
    t = d.add_table(rows=1, cols=6)
    t.style = "Table Grid"
    for i, h in enumerate(["No.", "Cheque No.", "Cheque date", "Rent (AED)", "VAT 5% (AED)",
                           "Total (AED)"]):
        t.rows[0].cells[i].text = h
    for i, (no, dt) in enumerate(cheques, 1):
        c = t.add_row().cells
        vals = [str(i), no, dt.strftime("%d/%m/%Y"), money(per_rent), money(per_vat),
                money(per_rent + per_vat)]
        for j, v in enumerate(vals):
            c[j].text = v
    c = t.add_row().cells
    m = c[0].merge(c[2])
    m.text = "Total for the term"
    c[3].text, c[4].text, c[5].text = money(rent), money(vat), money(rent + vat)
    c = t.add_row().cells
    m = c[0].merge(c[5])
    m.text = ("Drawn on Emirates Islamic Bank, account No. 3707 6612 0045 01. The cheque "
              "dated 01/06/2026 shall not be presented before the Ejari renewal is issued.")

    para("")
    para("Signed for the Landlord: ____________________     Signed for the Tenant: "
         "____________________")
    para("Date: 14/04/2026")
    d.core_properties.author = "Harbour Lane Property Management"
    d.core_properties.title = "Addendum No. 2 - Office 2304"
    d.save(os.path.join(HERE, stem + ".docx"))
    freeze_zip(os.path.join(HERE, stem + ".docx"))
    write_expected(stem, [])


# ======================================================================
# 03 - KSA off-plan sale (TXT): plan only in prose inside the consideration
#      clause; tables in the document are a price breakdown and refund terms.
# ======================================================================
def agreement_03():
    stem = "03_riyadh_prose_plan_between_tables"
    comps = [("Apartment internal area", "142.00", "12,000.00", Decimal(142 * 12000)),
             ("Private terrace", "18.00", "5,000.00", Decimal(18 * 5000)),
             ("Parking bays P-31 and P-32 (2 x 33,000)", "-", "-", Decimal(66000))]
    price = sum(c[3] for c in comps)
    assert price == Decimal("1860000")
    first_pct, second_pct, third_pct = Decimal("20"), Decimal("15"), Decimal("15")
    first = pct_of(price, first_pct)
    second = pct_of(price, second_pct)
    second_due = date(2027, 2, 28)
    third = pct_of(price, third_pct)
    balance = price - first - second - third
    admin_fee = Decimal("4025")

    rows = [row(first, None, "First Payment", first_pct),
            row(second, second_due, "Second Payment", second_pct),
            row(third, None, "Third Payment", third_pct),
            row(balance, None, "Final Payment", 0),
            row(admin_fee, None, "Administration Fee", 0, fee=True)]
    assert sum(r["amount"] for r in rows if not r["isFee"]) == float(price)

    w = [42, 12, 15, 16]
    sep = "  " + "+".join("-" * (x + 2) for x in w)

    def line(cells, right=(1, 2, 3)):
        return "  " + "|".join(
            " " + (c.rjust(x) if i in right else c.ljust(x)) + " "
            for i, (c, x) in enumerate(zip(cells, w)))

    breakdown = [line(["Component", "Area (sqm)", "Rate (SAR)", "Amount (SAR)"],
                      right=()), sep]
    for name, a, r, v in comps:
        breakdown.append(line([name, a, r, money(v)]))
    breakdown.append(sep)
    breakdown.append(line(["Price", "160.00", "", money(price)]))
    breakdown = "\n".join(breakdown)

    w2 = [44, 22, 16]
    refund = "\n".join([
        "  Event                                         Seller may retain       Refund within",
        "  --------------------------------------------  ----------------------  ----------------",
        "  Purchaser withdraws before structural         5% of the Price         60 days",
        "  completion is certified",
        "  Purchaser withdraws after structural          10% of the Price        90 days",
        "  completion is certified",
        "  Seller fails to deliver by the Long-Stop      nothing (refund plus    30 days",
        "  Date                                          6% per annum)",
    ])
    del w2

    rett = pct_of(price, 5)
    text = f"""\
DAR AL-MADA REAL ESTATE DEVELOPMENT COMPANY
(Closed Joint Stock Company - C.R. No. 1010654321 - Paid-up capital SAR 50,000,000)

               OFF-PLAN RESIDENTIAL UNIT SALE AGREEMENT
          AL-RAWDA GARDENS PROJECT - NORTH RIYADH - BUILDING 3
        Off-Plan Sale Licence (Wafi) No. 1445/0392 dated 09/05/2024

Agreement No.: ARG-3-B12/0051
Place and date: Riyadh, Sunday 11 January 2026 (corresponding to 22/07/1447H)

PARTY OF THE FIRST PART: Dar Al-Mada Real Estate Development Company, having
its head office at King Fahd Road, Al-Olaya District, Building 7712, Riyadh
12214, represented in the signature of this Agreement by Mr. Nasser Hamad
Al-Dosari, Chief Sales Officer, under Board resolution No. 14/2025 (the
"Seller").

PARTY OF THE SECOND PART: Mr. Faisal Abdulaziz Al-Otaibi, Saudi national,
National ID No. 1034567890, mobile 05x xxx 4471, national address 3129
Al-Yasmin District, Riyadh 13325 (the "Purchaser").

PREAMBLE
Whereas the Seller is developing the Al-Rawda Gardens Project on land
parcel No. 211/B under title deed No. 310118004562, under an off-plan sale
licence issued by the Off-Plan Sales Committee (Wafi); and whereas the
Purchaser has viewed the approved drawings and wishes to purchase the Unit
described below; the parties, having legal capacity, agree as follows.

ARTICLE ONE - DEFINITIONS
"Consultant" means Al-Bunyan Engineering Consultancy, the engineering
consultant approved by Wafi for the Project.
"Escrow Account" means the Project account No. SA03 8000 0000 6080 1016 7519
with Al Rajhi Bank, opened in accordance with the Wafi rules.
"Delivery" means making the Unit available to the Purchaser after the
completion certificate has been issued. The expected date of Delivery is
30 June 2028 and the "Long-Stop Date" is 31 December 2028.

ARTICLE TWO - THE UNIT
The Unit is Apartment No. B-12 on the first floor of Building 3, with an
internal area of 142.00 sqm, a private terrace of 18.00 sqm, storage room
S-12 and parking bays P-31 and P-32 in the basement. Areas are approximate;
a difference not exceeding 2% shall not affect the Price.

ARTICLE THREE - PRICE
3.1 The total price of the Unit is SAR {money(price)} (one million eight
    hundred sixty thousand Saudi riyals) (the "Price"), determined as
    follows:

{breakdown}

3.2 The sale of a residential unit is exempt from value added tax. The Real
    Estate Transaction Tax at 5% (SAR {money(rett)}) is borne by the Seller and
    is not recoverable from the Purchaser.

ARTICLE FOUR - CONSIDERATION AND MANNER OF PAYMENT
4.1 The Purchaser shall pay the Price by transfer to the Escrow Account as
    follows: (a) twenty per cent (20%) of the Price, namely SAR {money(first)}
    (three hundred seventy-two thousand Saudi riyals), within seven (7) days
    of the date of this Agreement (the "First Payment"); (b) the sum of
    SAR {money(second)} (fifteen per cent of the Price) falling due on the 28th of
    February 2027 (the "Second Payment"); (c) a further fifteen per cent
    (15%) of the Price upon the Consultant certifying the completion of the
    structural works of Building 3 (the "Third Payment"); and (d) the
    balance, being SAR {money(balance)}, upon Delivery (the "Final Payment").

4.2 In addition to the Price, the Purchaser shall bear the Seller's
    administration fee for processing this sale and its registration on the
    Wafi platform. The said fee amounts to SAR {money(admin_fee)} (inclusive of value
    added tax at 15%) and is payable together with the First Payment. It is
    paid to the Seller's operating account and not to the Escrow Account.

4.3 Save for the First Payment, the Seller shall not demand any payment that
    would make the total amount paid exceed the percentage of completion
    certified by the Consultant at the date of the demand.

4.4 Any payment not made on its due date shall incur a delay charge of 1%
    of the overdue amount for each month of delay, capped at 10% of the
    overdue amount.

ARTICLE FIVE - WITHDRAWAL AND REFUND
5.1 The Purchaser may withdraw from this Agreement by written notice. The
    Seller shall then refund the amounts paid towards the Price, after
    retaining the amounts shown below, within the period shown:

{refund}

5.2 The administration fee under Article 4.2 is not refundable, except where
    the Seller fails to deliver by the Long-Stop Date.

ARTICLE SIX - DELIVERY AND TITLE
6.1 The Seller shall deliver the Unit on or before the expected date stated
    in Article One. The Purchaser shall take delivery within thirty (30) days
    of the Seller's notice.
6.2 The title deed of the Unit shall be transferred to the Purchaser
    electronically once the Price has been paid in full.

ARTICLE SEVEN - OWNERS ASSOCIATION
The Purchaser shall become a member of the owners association of Building 3
upon Delivery and shall pay its annual contributions, currently estimated at
SAR 14 per sqm of internal area. Those contributions are not part of this
Agreement.

ARTICLE EIGHT - GOVERNING LAW AND DISPUTES
This Agreement is governed by the laws of the Kingdom of Saudi Arabia. Any
dispute shall be settled amicably within thirty (30) days, failing which it
shall be referred to the competent court in Riyadh.

ARTICLE NINE - COPIES
This Agreement is made in two (2) originals in Arabic and English. In case
of discrepancy, the Arabic text prevails.

Seller: ____________________            Purchaser: ____________________
        Nasser Hamad Al-Dosari                     Faisal Abdulaziz Al-Otaibi
"""
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8") as fh:
        fh.write(text)
    write_expected(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("written to", HERE)
