#!/usr/bin/env python3
"""Generate the qatar_gcc_text_and_pdf_r3 agreements (.txt and .pdf) and expected plans.

01 Qatar (QAR)  .txt  tab-separated schedule, construction milestones, fees BEFORE the plan
02 Bahrain (BHD) .pdf  pipe table printed in Courier, quarterly series in a footnote, fees AFTER
03 Oman (OMR)   .pdf  resale deed of a fully paid unit: NO payment plan (expected [])

Standalone: stdlib + reportlab. Deterministic (rl_config.invariant = 1).
Numeric dates are day first (DD/MM/YYYY) in all three agreements.
"""
import datetime as dt
import json
import os
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (Paragraph, Preformatted, SimpleDocTemplate, Spacer,  # noqa: E402
                                Table, TableStyle)

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# ----------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return d.replace(year=d.year + y, month=m + 1)


def jdate(d):
    return "" if d is None else "%02d-%s-%02d" % (d.day, MON[d.month - 1], d.year % 100)


def dmy(d):
    return d.strftime("%d/%m/%Y")


def money(x):
    return "{:,.2f}".format(x)


def row(desc, amount, date=None, pct=0.0, fee=False, post=False, **extra):
    r = dict(description=desc, amount=float(amount), date=date, percentage=float(pct),
             isFee=fee, postHandover=post)
    r.update(extra)
    return r


def expected(rows):
    return [{"amount": round(r["amount"], 2), "dueDate": jdate(r["date"]),
             "description": r["description"], "percentage": round(r["percentage"], 2),
             "isFee": r["isFee"], "postHandover": r["postHandover"], "status": "pending"}
            for r in rows]


def check(rows, price):
    plan = [r for r in rows if not r["isFee"]]
    if plan:
        assert abs(sum(r["amount"] for r in plan) - price) < 0.005
        if all(r["percentage"] for r in plan):
            assert abs(sum(r["percentage"] for r in plan) - 100) < 1e-6
    for r in rows:
        if r["percentage"]:
            assert abs(pct_of(price, r["percentage"]) - r["amount"]) < 0.005, r


def write_json(name, rows):
    with open(os.path.join(HERE, name + ".expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(expected(rows), f, indent=2, ensure_ascii=False)
        f.write("\n")


def wrap(text, width=96):
    import textwrap
    out = []
    for para in text.strip("\n").split("\n"):
        if not para.strip():
            out.append("")
            continue
        lead = len(para) - len(para.lstrip())
        out.append(textwrap.fill(para.strip(), width=width, initial_indent=" " * lead,
                                 subsequent_indent=" " * (lead + 4 if lead else 0),
                                 break_long_words=False, break_on_hyphens=False))
    return "\n".join(out)


SS = getSampleStyleSheet()


def styles(font="Helvetica", bold="Helvetica-Bold", size=9.5):
    return {
        "title": ParagraphStyle("t", parent=SS["Title"], fontName=bold, fontSize=13.5, leading=17),
        "sub": ParagraphStyle("s", parent=SS["Normal"], fontName=font, fontSize=size - 0.5,
                              alignment=TA_CENTER, leading=size + 3),
        "h": ParagraphStyle("h", parent=SS["Normal"], fontName=bold, fontSize=size + 0.5,
                            spaceBefore=7, spaceAfter=3, leading=size + 4),
        "p": ParagraphStyle("p", parent=SS["Normal"], fontName=font, fontSize=size,
                            leading=size + 3.2, alignment=TA_JUSTIFY, spaceAfter=4),
        "ind": ParagraphStyle("i", parent=SS["Normal"], fontName=font, fontSize=size,
                              leading=size + 3.2, alignment=TA_JUSTIFY, leftIndent=16, spaceAfter=3),
        "small": ParagraphStyle("sm", parent=SS["Normal"], fontName=font, fontSize=size - 1.5,
                                leading=size + 0.5, spaceAfter=2),
        "mono": ParagraphStyle("m", parent=SS["Code"], fontName="Courier", fontSize=7.4, leading=9.2),
    }


def build(name, story, header, footer):
    path = os.path.join(HERE, name + ".pdf")

    def on_page(canv, doc):
        canv.saveState()
        canv.setFont("Helvetica", 7)
        canv.drawString(18 * mm, A4[1] - 12 * mm, header)
        canv.setLineWidth(0.4)
        canv.line(18 * mm, A4[1] - 13.5 * mm, A4[0] - 18 * mm, A4[1] - 13.5 * mm)
        canv.drawString(18 * mm, 10 * mm, footer)
        canv.drawRightString(A4[0] - 18 * mm, 10 * mm, "%d" % doc.page)
        canv.restoreState()

    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=20 * mm, bottomMargin=18 * mm, title=name, author="",
                            subject="", creator="", producer="")
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


# ======================================================================
# 01 - Qatar, Lusail apartment, .txt with a TAB-separated schedule.
# ======================================================================
def agreement_01():
    name = "01_lusail_crescent_apartment_qatar"
    price = 2145000.00
    admin = row("Administration Fee", 5000.00, None, 0, fee=True)
    reg = row("Registration Fee", pct_of(price, 0.25), None, 0.25, fee=True)
    plan = [
        row("Booking Deposit", pct_of(price, 5), None, 5, due="On signing this Agreement"),
        row("Down Payment", pct_of(price, 5), dt.date(2026, 8, 16), 5),
        row("Completion of Piling and Foundations", pct_of(price, 10), None, 10,
            due="On Engineer's certificate"),
        row("Completion of Superstructure (Roof Slab)", pct_of(price, 20), None, 20,
            due="On Engineer's certificate"),
        row("Completion of Facade and MEP First Fix", pct_of(price, 15), None, 15,
            due="On Engineer's certificate"),
        row("Handover", pct_of(price, 25), None, 25, due="On Handover"),
    ]
    for i, d in enumerate([dt.date(2029, 3, 5), dt.date(2029, 6, 5), dt.date(2029, 9, 5),
                           dt.date(2029, 12, 5)], 1):
        plan.append(row("Post-Handover Instalment %d" % i, pct_of(price, 5), d, 5, post=True))
    rows = [admin, reg] + plan
    check(rows, price)

    tsv = ["Instalment\tPayment Milestone\tDue Date\t% of Price\tAmount (QAR)"]
    for i, r in enumerate(plan, 1):
        tsv.append("(%d)\t%s\t%s\t%.2f%%\t%s" % (i, r["description"],
                                                r.get("due") or dmy(r["date"]),
                                                r["percentage"], money(r["amount"])))
    tsv.append("\tTOTAL\t\t100.00%%\t%s" % money(price))
    table = "\n".join(tsv)

    head = """\
LUSAIL CRESCENT RESIDENCES - MARINA DISTRICT, LUSAIL CITY
Crescent Bay Real Estate W.L.L. | C.R. No. 145872 | P.O. Box 24610, Doha, State of Qatar
Off-Plan Project Registration No. RERC/OP/2025/0317 | Escrow Account No. 0107-553190-001

SALE AND PURCHASE AGREEMENT
Agreement No.: LCR-C-1204            Date: 02/03/2026
Unit: 1204, Level 12, Tower C        PIN: 69-0112-0044
"""
    body = f"""
THIS AGREEMENT is made in Doha on 2 March 2026

BETWEEN

(1) CRESCENT BAY REAL ESTATE W.L.L., a limited liability company registered with the Ministry of Commerce and Industry of the State of Qatar under C.R. No. 145872, of Office 31, Level 3, Marina Twin Tower B, Lusail City, P.O. Box 24610, Doha (the "Seller"); and

(2) MS. PRIYA MENON RAGHAVAN, an Indian national, holder of Qatar ID No. 28535601234 and passport No. Z4471902, residing at Villa 18, Street 870, Al Waab, Doha (the "Buyer").

WHEREAS

(A) The Seller is the developer of the residential development known as "Lusail Crescent Residences" on Plot No. 69-0112 in the Marina District of Lusail City, an area in which non-Qataris may own real estate pursuant to Law No. 16 of 2018 and the Cabinet Decision designating such areas.

(B) The Project is registered as an off-plan development with the Real Estate Regulatory Committee under No. RERC/OP/2025/0317, and all payments towards the Purchase Price are to be made into the escrow account referred to above.

(C) The Buyer wishes to buy the Unit from the Seller on the terms of this Agreement.

IT IS AGREED as follows:

1. DEFINITIONS
1.1 "Anticipated Completion Date" means 31/12/2028. "Engineer" means the independent supervising engineer appointed for the Project. "Handover" means the date on which the Seller makes the Unit available for occupation and the Buyer receives the keys. "Unit" means Apartment 1204 on Level 12 of Tower C, with a gross area of 148.60 sq m (internal 131.20 sq m, balcony 17.40 sq m), two bedrooms, and one allocated parking space No. C-B2-077.

2. SALE
The Seller agrees to sell and the Buyer agrees to buy the Unit, together with the right to use the common parts of Tower C, for the Purchase Price and on the terms set out in this Agreement.

3. PURCHASE PRICE
3.1 The Purchase Price is QAR {money(price)} (Qatari Riyals Two Million One Hundred Forty-Five Thousand only), equal to approximately QAR 14,434.72 per sq m of gross area.
3.2 The Purchase Price does not include the fees in Clause 4, nor service charges, utility deposits or chiller connection fees, which shall be payable by the Buyer to the relevant providers after Handover.

4. FEES PAYABLE BY THE BUYER
4.1 On signing this Agreement the Buyer shall pay to the Seller a non-refundable administration fee of QAR {money(admin['amount'])}.
4.2 The Buyer shall also bear the registration fee charged by the Real Estate Registration Department of the Ministry of Justice on the transfer of title, being 0.25% of the Purchase Price, i.e. QAR {money(reg['amount'])}, payable upon registration of the Unit in the Buyer's name.
4.3 Annual service charges are currently estimated at QAR 18.50 per sq m of gross area and will be billed by the owners' association from Handover.

5. PAYMENT OF THE PURCHASE PRICE
5.1 The Buyer shall pay the Purchase Price by the instalments set out in the schedule below (the "Payment Schedule"). Construction-linked instalments fall due within fourteen (14) days after the Seller sends the Buyer a copy of the Engineer's certificate that the relevant milestone has been achieved.

"""
    body2 = """
5.2 By way of recap, 55% of the Purchase Price falls due during construction, 25% on Handover and the remaining 20% after Handover in the four Post-Handover Instalments dated in the Payment Schedule.
5.3 The Buyer shall hand over, on Handover, four post-dated cheques for the Post-Handover Instalments drawn on a bank in Qatar. The Seller's title to the Unit is retained until the last cheque is honoured.
5.4 Payments shall be made in Qatari Riyals by transfer to the escrow account. Bank charges are for the Buyer's account.

6. CONSTRUCTION AND COMPLETION
6.1 The Seller shall procure that the Unit is completed substantially in accordance with the specification in Schedule 2 by the Anticipated Completion Date, which may be extended by up to six (6) months for causes beyond the Seller's control.
6.2 Where the Engineer certifies that the Project is 100% complete and the Completion Certificate is issued by the Ministry of Municipality, the Seller shall give the Buyer at least 30 days' notice of Handover.

7. LATE PAYMENT
Any amount not paid on its due date shall bear a late payment charge of 1% per month, calculated on a daily basis, until paid in full.

8. DEFAULT AND TERMINATION
8.1 If the Buyer fails to pay any amount due for more than 45 days, the Seller may serve a default notice giving the Buyer 30 days to pay. If the Buyer fails to pay within that period, the Seller may terminate this Agreement and retain up to 20% of the Purchase Price, returning any balance of the monies received within 60 days of resale of the Unit.
8.2 If the Seller fails to achieve Handover within 12 months after the Anticipated Completion Date (as extended), the Buyer may terminate and shall be entitled to a refund of all instalments paid plus simple interest at 3% per annum.

9. ASSIGNMENT
The Buyer may assign this Agreement only after paying at least 40% of the Purchase Price and with the Seller's prior written consent, subject to an assignment fee of QAR 10,000.00 payable by the assignee.

10. GOVERNING LAW AND JURISDICTION
This Agreement is governed by the laws of the State of Qatar. The courts of Qatar shall have exclusive jurisdiction.

Signed by the Seller:                          Signed by the Buyer:
_____________________                          _____________________
Name: Ali Jassim Al-Kuwari                     Name: Priya Menon Raghavan
Title: Authorised Signatory                    Date: 02/03/2026
"""
    text = head + "\n" + wrap(body) + "\n\n" + table + "\n\n" + wrap(body2) + "\n"
    with open(os.path.join(HERE, name + ".txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    write_json(name, rows)


# ======================================================================
# 02 - Bahrain, Bahrain Bay apartment, .pdf, pipe table in Courier with
#      section rows, a series row explained by a dagger footnote, fees after.
# ======================================================================
def agreement_02():
    name = "02_bayfront_residences_bahrain"
    S = styles(font="Times-Roman", bold="Times-Bold", size=10.5)
    price = 186450.00
    plan = [
        row("Deposit", pct_of(price, 10), None, 10, lab="Deposit - on signing", due="signing"),
        row("Second Payment", pct_of(price, 10), dt.date(2026, 9, 30), 10, lab="Second payment"),
        row("Completion of Structural Frame", pct_of(price, 15), None, 15,
            lab="Completion of structural frame", due="certificate"),
        row("Fourth Payment", pct_of(price, 15), dt.date(2027, 2, 28), 15, lab="Fourth payment"),
        row("Completion and Handover", pct_of(price, 30), None, 30,
            lab="Completion and handover", due="handover"),
    ]
    first = dt.date(2028, 1, 15)
    series = [row("Post-Completion Instalment %d of 4" % (i + 1), pct_of(price, 5),
                  add_months(first, 3 * i), 5, post=True) for i in range(4)]
    admin = row("Administration Fee", 275.00, None, 0, fee=True)
    slrb = row("SLRB Registration Fee", pct_of(price, 2), None, 2, fee=True)
    rows = plan + series + [admin, slrb]
    check(rows, price)

    W = [3, 42, 15, 8, 15]

    def rl(ch="-"):
        return "+" + "+".join(ch * (w + 2) for w in W) + "+"

    def cl(*v):
        al = ["l", "l", "l", "r", "r"]
        return "|" + "|".join(" " + (s.rjust(w) if a == "r" else s.ljust(w)) + " "
                              for s, w, a in zip(v, W, al)) + "|"

    def sp(t):
        return "|" + (" " + t).ljust(sum(w + 3 for w in W) - 1) + "|"

    lines = [rl("="), cl("#", "Payment event", "Due date", "%", "Amount (BHD)"), rl("=")]
    lines.append(sp("PART A - DURING CONSTRUCTION"))
    lines.append(rl())
    for i, r in enumerate(plan, 1):
        lines.append(cl(str(i), r["lab"], r.get("due") or dmy(r["date"]),
                        "%.2f" % r["percentage"], money(r["amount"])))
    lines.append(rl())
    lines.append(sp("PART B - AFTER COMPLETION"))
    lines.append(rl())
    lines.append(cl("6", "Quarterly post-completion instalments \u2020", "see note \u2020", "4 x 5.00",
                    "%s each" % money(series[0]["amount"])))
    lines.append(rl("="))
    lines.append(cl("", "TOTAL (Parts A and B)", "", "100.00", money(price)))
    lines.append(rl("="))
    ascii_table = "\n".join(lines)

    st = []
    P = lambda t, s="p": st.append(Paragraph(t, S[s]))  # noqa: E731
    P("CONTRACT FOR THE SALE OF AN OFF-PLAN RESIDENTIAL UNIT", "title")
    P("Bayfront Residences, Bahrain Bay, Manama &mdash; Apartment 2307, Tower B", "sub")
    P("RERA Project Registration No. RERA/OPD/2025/041 &nbsp;|&nbsp; Contract Ref. BFR-B-2307 "
      "&nbsp;|&nbsp; Block 346, Road 4626, Building 1508", "sub")
    st.append(Spacer(1, 8))
    P("This Contract is concluded in the Kingdom of Bahrain on 10/02/2026 between "
      "<b>Seef Waterfront Developments B.S.C. (c)</b>, Commercial Registration No. 123456-1, VAT "
      "Account No. 220012345600002, of Office 1402, Building 2504, Road 2832, Block 428, Seef "
      "District, Manama (the <b>Developer</b>) and <b>Mr. Yousef Abdulla Janahi</b>, Bahraini, CPR "
      "No. 850412345, of House 771, Road 3617, Block 336, Adliya (the <b>Purchaser</b>).")

    P("Preliminary statement", "h")
    P("The Developer is developing the Bayfront Residences tower complex on plot No. 15011346 in "
      "Bahrain Bay, registered as an off-plan development project with the Real Estate Regulatory "
      "Authority (RERA) in accordance with Law No. 27 of 2017 promulgating the Real Estate Sector "
      "Regulation Law. The Purchaser has reviewed the project brochure and specification sheet "
      "(version 4, issued 18/11/2025) and wishes to purchase the Apartment.")

    P("Article 1 &mdash; The Apartment", "h")
    P("Apartment No. 2307 on the 23rd floor of Tower B, two bedrooms plus maid's room, with a "
      "total area of 142.75 m&sup2; (internal 128.10 m&sup2; and terrace 14.65 m&sup2;), and one "
      "parking space No. B-P2-211. A variation of up to 3% in the area shall not affect the "
      "Purchase Price.")

    P("Article 2 &mdash; Purchase Price", "h")
    P("2.1 The purchase price of the Apartment is <b>BHD %s</b> (one hundred eighty-six thousand "
      "four hundred and fifty Bahraini Dinars) (the <b>Purchase Price</b>). 2.2 The Purchase Price "
      "is inclusive of VAT where applicable. It excludes the fees stated in Article 5." % money(price))

    P("Article 3 &mdash; Project escrow account", "h")
    P("All instalments of the Purchase Price shall be paid into the escrow account of the project, "
      "account No. 0012-004471-01, IBAN BH67 BMAG 0000 1299 1234 56, and the Developer's receipt "
      "shall be issued within five (5) working days of each payment.")

    P("Article 4 &mdash; Instalments", "h")
    P("4.1 The Purchaser shall pay the Purchase Price in accordance with the following table "
      "(amounts in Bahraini Dinars):")
    st.append(Preformatted(ascii_table, S["mono"]))
    st.append(Spacer(1, 3))
    P("\u2020 Note to item 6: item 6 comprises four (4) equal quarterly instalments of five per cent "
      "(5%%) of the Purchase Price each, i.e. BHD %s per instalment, falling due on %s, %s, %s and "
      "%s respectively. These instalments are payable after completion and handover of the "
      "Apartment; the Purchaser shall deliver four post-dated cheques for them on handover."
      % (money(series[0]["amount"]), dmy(series[0]["date"]), dmy(series[1]["date"]),
         dmy(series[2]["date"]), dmy(series[3]["date"])), "small")
    P("4.2 The instalment linked to the completion of the structural frame falls due on the date "
      "of the project engineer's certificate, as published on the RERA project portal, and shall "
      "be paid within fifteen (15) days thereafter. 4.3 The expected completion date of the "
      "project is 30/06/2027.")

    P("Article 5 &mdash; Fees", "h")
    P("5.1 At the time of signing, the Purchaser shall pay the Developer an administration fee of "
      "BHD 275.00, being BHD 250.00 plus VAT at 10%.")
    P("5.2 Upon registration of the Apartment with the Survey and Land Registration Bureau (SLRB), "
      "the Purchaser shall pay the registration fee of two per cent (2%%) of the Purchase Price, "
      "amounting to BHD %s. 5.3 Municipal and utility connection charges are not payable under "
      "this Contract." % money(slrb["amount"]))

    P("Article 6 &mdash; Delay in payment", "h")
    P("If the Purchaser fails to pay any instalment within thirty (30) days of its due date, the "
      "Developer may, after a written warning, charge a delay fee of 0.75% per month on the "
      "overdue amount. If the delay exceeds ninety (90) days the Developer may cancel the "
      "Contract in accordance with RERA rules, retain 10% of the Purchase Price and refund the "
      "remainder of the amounts paid within sixty (60) days of cancellation.")

    P("Article 7 &mdash; Handover", "h")
    P("The Developer shall hand over the Apartment within six (6) months of the expected completion "
      "date. For each month of delay beyond that period the Developer shall pay 0.5% of the amounts "
      "received, up to a maximum of 6%. The Purchaser may not take possession before paying item 5 "
      "of the table in Article 4 and the fees in Article 5.1.")

    P("Article 8 &mdash; Title", "h")
    P("The title deed shall be issued in the name of the Purchaser after completion and after "
      "payment of all sums in Part A of the table. The Developer retains a registered charge over "
      "the Apartment until the instalments in Part B have been paid.")

    P("Article 9 &mdash; Law and disputes", "h")
    P("This Contract is governed by the laws of the Kingdom of Bahrain. Disputes shall be referred "
      "to the Bahrain Chamber for Dispute Resolution (BCDR).")
    st.append(Spacer(1, 12))
    sig = Table([["For the Developer", "The Purchaser"],
                 ["Name: Hamad Isa Al-Khalifa", "Name: Yousef Abdulla Janahi"],
                 ["Signature: ___________________", "Signature: ___________________"]],
                colWidths=[86 * mm, 86 * mm])
    sig.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), "Times-Roman"),
                             ("FONTNAME", (0, 0), (-1, 0), "Times-Bold"),
                             ("FONTSIZE", (0, 0), (-1, -1), 10)]))
    st.append(sig)
    build(name, st,
          "Seef Waterfront Developments B.S.C. (c)  -  C.R. 123456-1  -  VAT 220012345600002  -  "
          "RERA/OPD/2025/041  -  Tel +973 1753 0200",
          "BFR-B-2307 / Contract form RES-OP-03 (2025)")
    write_json(name, rows)


# ======================================================================
# 03 - Oman, resale deed of a COMPLETED and FULLY PAID villa: no plan.
# ======================================================================
def agreement_03():
    name = "03_sifah_bay_resale_deed_oman"
    S = styles(size=9.5)
    price = 142750.00
    rows = []  # no payment plan in this deed
    check(rows, price)

    st = []
    P = lambda t, s="p": st.append(Paragraph(t, S[s]))  # noqa: E731
    P("DEED OF SALE AND TRANSFER OF A FREEHOLD VILLA", "title")
    P("(Resale of a completed unit within an Integrated Tourism Complex)", "sub")
    P("Sifah Bay ITC, Wilayat of Muscat &nbsp;|&nbsp; Villa No. 18, Cluster 3 &nbsp;|&nbsp; "
      "Plot No. 3/112 &nbsp;|&nbsp; Krooki No. 1998/2019", "sub")
    st.append(Spacer(1, 8))
    P("This Deed is executed in Muscat, Sultanate of Oman, on 05/03/2026 by:")
    P("<b>THE SELLER:</b> Mr. Bader Yousef Al-Mutairi, a national of the State of Kuwait, Kuwaiti "
      "Civil ID No. 287011502345, passport No. P01882741, residing at Block 5, Street 12, House 41, "
      "Salwa, Kuwait, acting through his attorney Mr. Salim Hamed Al-Rawahi under power of attorney "
      "No. 2026/1187 notarised in Muscat on 19/02/2026; and", "ind")
    P("<b>THE PURCHASER:</b> Al Noor Coastal Investments LLC, a limited liability company "
      "registered in the Sultanate of Oman under Commercial Registration No. 1334567, of P.O. Box "
      "1200, Postal Code 112, Ruwi, represented by Ms. Maryam Saif Al-Balushi, its authorised "
      "manager.")

    P("1. Background", "h")
    P("1.1 The Seller purchased the Villa from the master developer, Sifah Bay Development SAOC, "
      "under a sale and purchase agreement dated 14/05/2019, and has paid the master developer the "
      "whole of the price due under that agreement, as confirmed by the master developer's "
      "clearance letter No. SB/CL/2026/0098 dated 20/01/2026.")
    P("1.2 The Villa was completed and handed over to the Seller on 27/09/2021 and is registered in "
      "the Seller's name at the Ministry of Housing and Urban Planning under title deed (Mulkiya) "
      "No. 4471/2021.")
    P("1.3 The master developer has issued its no-objection certificate No. SB/NOC/2026/0412 dated "
      "25/02/2026 to the transfer contemplated by this Deed; the NOC charge has been settled by the "
      "Seller.")

    P("2. Property", "h")
    part = [["Description", "Detail"],
            ["Villa", "No. 18, Cluster 3, three-bedroom townhouse villa"],
            ["Plot area", "512.00 m\u00b2"],
            ["Built-up area", "298.60 m\u00b2"],
            ["Title deed", "Mulkiya No. 4471/2021"],
            ["Annual community charge", "OMR 3.20 per m\u00b2 of built-up area (2026 budget)"]]
    t = Table(part, colWidths=[50 * mm, 110 * mm])
    t.setStyle(TableStyle([("FONTSIZE", (0, 0), (-1, -1), 8.5),
                           ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                           ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e6e6e6"))]))
    st.append(t)
    st.append(Spacer(1, 4))

    P("3. Sale and consideration", "h")
    P("3.1 The Seller sells and transfers to the Purchaser, with full title guarantee, the Villa "
      "together with its fixtures and the furniture listed in the inventory annexed to this Deed, "
      "free from any mortgage, charge, lease or third-party right.")
    P("3.2 The consideration for the sale is <b>OMR %s</b> (Omani Rials One Hundred Forty-Two "
      "Thousand Seven Hundred Fifty only). The Seller acknowledges that he has received the whole "
      "of the consideration from the Purchaser by bank transfer on 03/03/2026 (Bank Muscat "
      "reference FT26062-558120) and that no part of it remains outstanding." % money(price))
    P("3.3 The Purchaser confirms that the registration fees levied by the Ministry of Housing and "
      "Urban Planning on this transfer have been paid by it before the execution of this Deed, "
      "under receipt No. 77120 dated 04/03/2026, and that no amount is due from either party to "
      "the other in respect of such fees.")

    P("4. Apportionment of community charges", "h")
    P("Community charges for the period up to 31/03/2026 have been paid by the Seller. Charges from "
      "01/04/2026 onwards shall be paid by the Purchaser directly to the owners' association. No "
      "apportionment payment is due between the parties.")

    P("5. Possession", "h")
    P("Vacant possession of the Villa, all keys, access cards and the master developer's handover "
      "file shall be given to the Purchaser on the date of this Deed.")

    P("6. Seller's warranties", "h")
    P("6.1 The Seller warrants that the Villa is free from encumbrances and that there are no "
      "outstanding utility bills. 6.2 The Seller shall indemnify the Purchaser against any claim "
      "arising from the period before this Deed. The Seller's total liability under this Clause "
      "shall not exceed 25% of the consideration. 6.3 Claims must be notified within 12 months of "
      "the date of this Deed.")

    P("7. Costs", "h")
    P("Each party shall bear its own legal costs. Any brokerage commission (agreed at 2% of the "
      "consideration) is payable by the Seller to the broker under a separate agreement and has no "
      "effect on the consideration.")

    P("8. Governing law", "h")
    P("This Deed is governed by the laws of the Sultanate of Oman, including Royal Decree No. "
      "12/2006 on the ownership of real estate in integrated tourism complexes. The Primary Court "
      "of Muscat shall have jurisdiction.")
    st.append(Spacer(1, 12))
    sig = Table([["The Seller (by his attorney)", "The Purchaser"],
                 ["Salim Hamed Al-Rawahi", "Maryam Saif Al-Balushi"],
                 ["___________________", "___________________"],
                 ["Witness: Khalid Nasser Al-Hinai", "Witness: Fatma Ali Al-Zadjali"]],
                colWidths=[86 * mm, 86 * mm])
    sig.setStyle(TableStyle([("FONTSIZE", (0, 0), (-1, -1), 9),
                             ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold")]))
    st.append(sig)
    build(name, st,
          "Deed of Sale - Sifah Bay ITC - Villa 18 / Cluster 3 - Plot 3/112 - Mulkiya 4471/2021",
          "Ref. SB/RS/2026/0031   This Deed has 2 pages and 1 annex (inventory).")
    write_json(name, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("qatar_gcc_text_and_pdf_r3: 3 agreements written")
