#!/usr/bin/env python3
"""Generate the `no_plan_and_edge` development agreements.

01 and 02 contain NO payment plan (expected []) although they are full of dated
amounts: a settlement deed with a developer-to-purchaser refund schedule, and a
tenancy renewal addendum with a rent-cheque schedule.  03 is an edge case WITH a
plan: a completed villa sold for a single dated payment plus fees, in a table with
a Total row and a VAT note row.

Run:  /work/main/.venv/bin/python generate.py
"""
import json
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle)

import docx  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Pt  # noqa: E402

HERE = Path(__file__).resolve().parent
CENT = Decimal("0.01")

_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
         "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen",
         "Seventeen", "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _below_thousand(n):
    parts = []
    if n >= 100:
        parts.append(_ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        parts.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        parts.append(_ONES[n])
    return " ".join(parts)


def words(n):
    n = int(n)
    out = []
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= value:
            out.append((_below_thousand(n // value) + " " + name).strip())
            n %= value
    return " ".join(out) or "Zero"


def pct_of(price, pct):
    return (Decimal(price) * Decimal(str(pct)) / 100).quantize(CENT, rounding=ROUND_HALF_UP)


def intl(d):
    return f"{Decimal(d).quantize(CENT):,.2f}"


def long_date(d):
    return f"{d.day} {d.strftime('%B %Y')}"


def jdate(d):
    return d.strftime("%d-%b-%y") if d else ""


def add_months(d, n):
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)


def row(description, amount, percentage=0, due=None, fee=False, post=False):
    return {"description": description, "amount": Decimal(amount).quantize(CENT),
            "percentage": float(percentage), "due": due, "isFee": fee, "postHandover": post}


def save_docx(document, path):
    """Save a python-docx Document with fixed zip timestamps so reruns give the same bytes."""
    import io
    import zipfile
    buf = io.BytesIO()
    document.save(buf)
    buf.seek(0)
    with zipfile.ZipFile(buf) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            fixed.external_attr = info.external_attr
            dst.writestr(fixed, src.read(info.filename))


def write_expected(stem, rows):
    out = [{
        "amount": float(r["amount"]),
        "dueDate": jdate(r["due"]),
        "description": r["description"],
        "percentage": round(r["percentage"], 2),
        "isFee": r["isFee"],
        "postHandover": r["postHandover"],
        "status": "pending",
    } for r in rows]
    (HERE / f"{stem}.expected.json").write_text(
        json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------- 01 (TXT) no plan

def agreement_01():
    stem = "01_settlement_refund_schedule"
    price = Decimal("2290000")
    paid = pct_of(price, 50)                      # 1,145,000.00 paid under the old SPA
    dld = pct_of(price, 4)                        # 91,600.00
    compensation = pct_of(paid, 6)                # 68,700.00
    settlement = paid + compensation              # 1,213,700.00
    tranches = [
        ("Tranche 1", "within ten (10) Business Days of the Effective Date", Decimal("400000")),
        ("Tranche 2", "31/03/2026", Decimal("300000")),
        ("Tranche 3", "30/06/2026", Decimal("300000")),
    ]
    tranches.append(("Tranche 4", "30/09/2026", settlement - sum(t[2] for t in tranches)))
    assert sum(t[2] for t in tranches) == settlement

    w = [11, 52, 18]
    sep = "  " + "-" * (sum(w) + 6)
    lines = [sep, "  " + "Tranche".ljust(w[0]) + "   " + "Payment date".ljust(w[1]) + "   "
             + "Amount (AED)".rjust(w[2]), sep]
    for name, when, amt in tranches:
        lines.append("  " + name.ljust(w[0]) + "   " + when.ljust(w[1]) + "   " + intl(amt).rjust(w[2]))
    lines.append(sep)
    lines.append("  " + "Total".ljust(w[0]) + "   " + "".ljust(w[1]) + "   " + intl(settlement).rjust(w[2]))
    lines.append(sep)
    table = "\n".join(lines)

    text = f"""DEED OF SETTLEMENT, TERMINATION AND RELEASE

THIS DEED is dated 9 February 2026 (the "Effective Date")

BETWEEN

(1)  OASIS GATE PROPERTIES L.L.C., Commercial Licence No. 1022587, of Office 705,
     Bay Square Building 11, Business Bay, Dubai, United Arab Emirates (the
     "Developer"); and

(2)  MS. PRIYA RAMAN and MR. SURESH RAMAN, holders of Indian Passports Nos. Z4471203
     and Z4471288 respectively, of Apartment 2203, Marina Pinnacle, Dubai Marina
     (together, the "Purchaser").

BACKGROUND

(A)  By a sale and purchase agreement dated 20 June 2023 (the "SPA"), the Developer
     agreed to sell and the Purchaser agreed to buy Unit No. 1412 on the 14th floor of
     Tower C, Palmera Heights, Plot No. 6814-330, Jumeirah Village Circle, Dubai (the
     "Unit"), for a purchase price of AED {intl(price)} (the "Original Price").

(B)  As at the Effective Date the Purchaser has paid to the Developer, under the
     payment plan of the SPA, instalments totalling AED {intl(paid)}, being fifty per
     cent (50%) of the Original Price (the "Paid Amount"). The Purchaser also paid the
     Dubai Land Department registration fee of AED {intl(dld)} (4%) and an
     administration fee of AED 5,250.00 in 2023; the Unit was registered on the interim
     register under Oqood No. 2023/118842.

(C)  Construction of Tower C reached 34% on 14 November 2025 according to the RERA
     inspection report, and the Anticipated Completion Date under the SPA (31 March
     2025) has passed. The parties have agreed to terminate the SPA and settle all
     claims between them on the terms of this Deed.

IT IS AGREED as follows:

1.   TERMINATION

1.1  The SPA is terminated with effect from the Effective Date. Neither party shall
     have any further obligation to pay, sell, purchase or deliver under the SPA, and
     no further instalment shall fall due under it.

1.2  The Developer shall, within five (5) Business Days of the Effective Date, apply to
     the Dubai Land Department for the cancellation of Oqood No. 2023/118842.

2.   SETTLEMENT SUM

2.1  In full and final settlement, the Developer shall pay to the Purchaser the sum of
     AED {intl(settlement)}
     ({words(settlement)} UAE Dirhams)
     (the "Settlement Sum"), comprising:

     (a)  a refund of one hundred per cent (100%) of the Paid Amount, namely
          AED {intl(paid)}; and

     (b)  compensation of AED {intl(compensation)}, equal to six per cent (6%) of
          the Paid Amount.

2.2  The Settlement Sum shall be paid by the Developer from the project escrow account
     No. 0231-556710-001 with Al Wahda Commercial Bank to the Purchaser's account
     (IBAN AE46 0260 0010 2345 6789 012) in the following tranches (the "Refund
     Schedule"):

{table}

2.3  The Refund Schedule is a schedule of payments to be made BY the Developer. The
     Purchaser has no payment obligation under this Deed.

2.4  The registration fee of AED {intl(dld)} referred to in Recital (B) is not part of
     the Settlement Sum. The Purchaser may apply directly to the Dubai Land Department
     for its refund, and the Developer shall issue any no-objection letter required for
     that purpose free of charge within seven (7) days of request.

3.   LATE PAYMENT OF A TRANCHE

3.1  If the Developer fails to pay any Tranche within fifteen (15) days after its
     payment date, (a) simple interest at nine per cent (9%) per annum shall accrue on
     the overdue amount, and (b) the whole unpaid balance of the Settlement Sum shall
     become immediately due and payable.

3.2  The Developer delivers, on signing, four (4) security cheques drawn on Al Wahda
     Commercial Bank, numbered 114502 to 114505, in the amounts of the Tranches, which
     the Purchaser may present only on a default under Clause 3.1.

4.   RELEASE

4.1  Upon receipt of the Settlement Sum in full, the Purchaser releases the Developer
     from all claims arising out of or in connection with the SPA and the Unit,
     including claims for delay compensation under clause 9.3 of the SPA (one per cent
     (1%) of the Paid Amount per month of delay).

4.2  The Purchaser shall withdraw RERA complaint No. 4471/2025 within three (3)
     Business Days of receipt of Tranche 1.

5.   COSTS

5.1  Each party shall bear its own legal and other costs in connection with this Deed.

6.   CONFIDENTIALITY

6.1  The terms of this Deed are confidential, save as required by law or by the Dubai
     Land Department or RERA.

7.   GOVERNING LAW

7.1  This Deed is governed by the laws of the Emirate of Dubai and the applicable
     federal laws of the UAE. The Courts of Dubai shall have exclusive jurisdiction.

7.2  This Deed may be executed in counterparts.

EXECUTED AS A DEED on the Effective Date.

For and on behalf of                        The Purchaser
OASIS GATE PROPERTIES L.L.C.

_____________________________               _____________________________
Name: Faisal Al Marzooqi                    Priya Raman
Title: General Manager
                                            _____________________________
                                            Suresh Raman
"""
    (HERE / f"{stem}.txt").write_text(text, encoding="utf-8")
    write_expected(stem, [])


# --------------------------------------------------------------------------- 02 (DOCX) no plan

def agreement_02():
    stem = "02_tenancy_addendum_rent_cheques"
    old_rent = Decimal("112000")
    rent = pct_of(old_rent, 105)                  # 117,600.00 (5% RERA increase)
    first = date(2026, 5, 1)
    cheques = [(f"00045{i + 1}", add_months(first, 3 * i), (rent / 4).quantize(CENT)) for i in range(4)]
    assert sum(c[2] for c in cheques) == rent
    deposit = pct_of(rent, 5)                     # 5,880.00
    old_deposit = pct_of(old_rent, 5)             # 5,600.00

    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Arial"
    st.font.size = Pt(10)

    def para(text, bold=False, center=False):
        par = doc.add_paragraph()
        r = par.add_run(text)
        r.bold = bold
        if center:
            par.alignment = WD_ALIGN_PARAGRAPH.CENTER
        return par

    para("ADDENDUM No. 2 TO TENANCY CONTRACT", bold=True, center=True)
    para("(Renewal - Residential)", center=True)
    info = doc.add_table(rows=0, cols=2)
    info.style = "Table Grid"
    for k, v in [
        ("Ejari Contract No.", "0120250004418733"),
        ("Original contract date", "18/04/2024"),
        ("Premises", "Apartment No. 906, 9th floor, Al Noor Residence 3, Plot No. 345-1276, Al Barsha "
                     "South Fourth, Dubai"),
        ("DEWA Premises No.", "684 215 330"),
        ("Area", "1,146 sq ft (106.47 sq m), 2 bedrooms, parking bay B1-62"),
        ("Landlord", "Mr. Hamad Saeed Al Ketbi, Emirates ID 784-1972-4471203-6"),
        ("Tenant", "Ms. Elena Petrova, Passport No. 75 1204 886"),
    ]:
        c = info.add_row().cells
        c[0].text, c[1].text = k, v

    para("This Addendum is made on 2 April 2026 between the Landlord and the Tenant named above and "
         "supplements the tenancy contract registered under the Ejari number above (the \"Contract\").")
    para("1. Renewal term", bold=True)
    para("1.1 The Contract is renewed for one (1) year from 01/05/2026 to 30/04/2027 (the \"Renewal Term\").")
    para("2. Rent", bold=True)
    para(f"2.1 The annual rent for the Renewal Term is AED {intl(rent)} ({words(rent)} Dirhams), being the "
         f"previous rent of AED {intl(old_rent)} increased by five per cent (5%) in accordance with the RERA "
         "rental index and Decree No. 43 of 2013.")
    para("2.2 The rent shall be paid by four (4) post-dated cheques drawn on Emirates NBD and delivered to the "
         "Landlord on signing of this Addendum, as follows:")
    t = doc.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Cheque No.", "Cheque date", "Period covered", "Amount (AED)"]):
        c.text = h
    for no, d, amt in cheques:
        end = add_months(d, 3)
        end = date.fromordinal(end.toordinal() - 1)
        c = t.add_row().cells
        c[0].text = no
        c[1].text = d.strftime("%d/%m/%Y")
        c[2].text = f"{d.strftime('%d/%m/%Y')} - {end.strftime('%d/%m/%Y')}"
        c[3].text = intl(amt)
    c = t.add_row().cells
    c[0].text = "Total annual rent"
    c[3].text = intl(rent)

    para("2.3 A dishonoured cheque shall attract a charge of AED 500 and the Landlord may require the "
         "outstanding rent to be paid in cash or by manager's cheque.")
    para("3. Security deposit", bold=True)
    para(f"3.1 The security deposit held by the Landlord under the Contract, AED {intl(old_deposit)}, is "
         f"increased to AED {intl(deposit)} (5% of the annual rent). The Tenant shall pay the difference of "
         f"AED {intl(deposit - old_deposit)} together with the first rent cheque. The deposit is refundable at "
         "the end of the tenancy less the cost of any damage beyond fair wear and tear.")
    para("4. Registration and utilities", bold=True)
    para("4.1 The Tenant shall register this renewal with Ejari and bear the Ejari fee of AED 220. The "
         "municipality housing fee of five per cent (5%) of the annual rent shall continue to be collected "
         "monthly through the Tenant's DEWA bill.")
    para("5. Maintenance", bold=True)
    para("5.1 The Tenant shall bear minor maintenance up to AED 500 per occurrence. Major maintenance, including "
         "air-conditioning compressors and structural repairs, remains with the Landlord.")
    para("6. Right of first refusal", bold=True)
    para("6.1 If the Landlord decides to sell the Premises during the Renewal Term, he shall first offer them to "
         "the Tenant at a price of AED 1,950,000.00 by written notice, which the Tenant may accept within "
         "thirty (30) days. If the Tenant declines, the Landlord may sell to a third party at a price not lower "
         "than that offered to the Tenant. Nothing in this clause obliges either party to sell or buy.")
    para("7. Notice of non-renewal", bold=True)
    para("7.1 Either party may give notice of non-renewal not less than ninety (90) days before 30/04/2027. An "
         "eviction for the Landlord's own use requires twelve (12) months' notice by notary public or "
         "registered mail under Law No. 33 of 2008.")
    para("8. General", bold=True)
    para("8.1 All other terms of the Contract remain unchanged and in full force. In case of conflict, this "
         "Addendum prevails.")
    para("Landlord: ______________________          Tenant: ______________________")
    save_docx(doc, HERE / f"{stem}.docx")
    write_expected(stem, [])


# --------------------------------------------------------------------------- 03 (PDF) edge with plan

def agreement_03():
    stem = "03_ready_villa_single_payment"
    price = Decimal("4385000")
    due = date(2026, 6, 30)
    rows = [
        row("Full payment of the Purchase Price", price, 100, due),
        row("DLD transfer fee", pct_of(price, 4), 4, due, fee=True),
        row("Administration fee", Decimal("5250"), 0, due, fee=True),
    ]
    assert pct_of(price, 100) == rows[0]["amount"]
    total = sum(r["amount"] for r in rows)

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["BodyText"], fontName="Times-Roman", fontSize=10, leading=13,
                          alignment=TA_JUSTIFY)
    small = ParagraphStyle("s", parent=body, fontSize=8.5, leading=10.5, alignment=0)
    h = ParagraphStyle("h", parent=body, fontName="Times-Bold", fontSize=10.5, spaceBefore=7)
    title = ParagraphStyle("t", parent=body, fontName="Times-Bold", fontSize=14, alignment=TA_CENTER)
    cen = ParagraphStyle("c", parent=body, alignment=TA_CENTER)
    story = []
    P = lambda t, s=body: story.append(Paragraph(t, s))  # noqa: E731

    P("SALE AND PURCHASE AGREEMENT", title)
    P("Completed Villa &mdash; The Ridge, Phase 2, Emerald Ridge Community, Dubai", cen)
    story.append(Spacer(1, 4 * mm))
    P("This Agreement is dated 14 April 2026 and is made between <b>SANDSTONE RIDGE REAL ESTATE DEVELOPMENT "
      "L.L.C.</b>, Commercial Licence No. 901774, P.O. Box 390021, Dubai (the \"<b>Seller</b>\"), and "
      "<b>MR. ERIK LINDQVIST</b> and <b>MRS. SOFIA LINDQVIST</b>, Swedish nationals, holders of Passports "
      "Nos. 91442018 and 91442093, of Villa 31, Street 4, Umm Suqeim 2, Dubai (jointly, the "
      "\"<b>Purchaser</b>\").")
    P("1. Definitions", h)
    P("In this Agreement: \"<b>Completion</b>\" means the transfer of title to the Villa at the Dubai Land "
      f"Department or an authorised trustee office; \"<b>Completion Date</b>\" means {long_date(due)}; "
      "\"<b>Long Stop Date</b>\" means 31 July 2026; \"<b>Villa</b>\" means Villa No. V-118 described in "
      "Clause 2.")
    P("2. The Villa", h)
    P("2.1 Villa No. V-118, The Ridge - Phase 2, on Plot No. 6457-112 with a land area of 4,520.35 sq ft "
      "(419.95 sq m) and a built-up area of 3,880.00 sq ft, comprising four (4) bedrooms, a maid's room, a "
      "private garden and two (2) covered parking spaces. Building Completion Certificate No. BCC-2025-33817 "
      "was issued on 12 December 2025.")
    P("2.2 The Villa is sold in its present, completed condition, and the Purchaser confirms having inspected "
      "it on 2 April 2026 with the snagging list annexed as Schedule 4 (17 items).")
    P("3. Price and payment", h)
    P(f"3.1 The purchase price of the Villa is AED {intl(price)} ({words(price)} UAE Dirhams) (the "
      "\"<b>Purchase Price</b>\"), equivalent to approximately AED 1,130.15 per sq ft of built-up area.")
    P("3.2 The Purchase Price is not payable in instalments. It shall be paid in one single payment, in cleared funds "
      "by manager's cheque in favour of the Seller, on or before the Completion Date, as set out in "
      "Schedule 3; Completion shall take place once the payment has cleared. The Purchaser shall pay the fees shown in Schedule 3 at the same time.")
    P("3.3 The title deed issuance charge of AED 580 and the knowledge and innovation fees of AED 20 shall be "
      "borne and paid by the Seller.")
    P("4. Completion", h)
    P("4.1 Completion shall take place on the Completion Date at a trustee office nominated by the Seller. On "
      "Completion the Seller shall deliver the keys, access cards (6), the Building Completion Certificate and "
      "a service-charge clearance certificate.")
    P("4.2 If Completion has not occurred by the Long Stop Date due to the Purchaser's default, the Seller may "
      "terminate this Agreement by notice and retain ten per cent (10%) of the Purchase Price as liquidated "
      "damages, any amount paid in excess being refunded within thirty (30) days. Late completion interest of "
      "one per cent (1%) per month shall accrue on the Purchase Price from the Completion Date until the Long "
      "Stop Date.")
    P("5. Warranties", h)
    P("5.1 The Seller shall remedy defects notified within one (1) year of Completion and remains liable for "
      "structural defects for ten (10) years under Article 880 of the Civil Transactions Law.")
    P("5.2 Service charges for 2026, at AED 4.25 per sq ft of built-up area per annum, have been paid by the "
      "Seller up to 30 June 2026 and shall be apportioned at Completion on a daily basis.")
    P("6. Governing law", h)
    P("6.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the UAE as "
      "applied in Dubai; the Courts of Dubai shall have jurisdiction.")

    P("SCHEDULE 3 &mdash; PAYMENT SCHEDULE", h)
    dd = f"on or before {long_date(due)}"
    data = [["Item", "Description", "Due", "Amount (AED)"],
            ["1", Paragraph("Full payment of the Purchase Price (100%) - single payment", small), dd,
             intl(rows[0]["amount"])],
            ["2", Paragraph("DLD transfer fee - 4% of the Purchase Price", small), dd,
             intl(rows[1]["amount"])],
            ["3", Paragraph("Administration fee \u2020", small), dd, intl(rows[2]["amount"])],
            ["", "Total payable by the Purchaser", "", intl(total)],
            [Paragraph("VAT note: \u2020 The administration fee is inclusive of VAT at 5% (AED 250.00). The first "
                       "supply of the Villa is zero-rated; no VAT is charged on the Purchase Price. The Total "
                       "above is given for convenience only.", small), "", "", ""]]
    t = Table(data, colWidths=[12 * mm, 78 * mm, 45 * mm, 32 * mm], repeatRows=1)
    t.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), "Times-Roman", 9),
        ("FONT", (0, 0), (-1, 0), "Times-Bold", 9),
        ("FONT", (0, 4), (-1, 4), "Times-Bold", 9),
        ("GRID", (0, 0), (-1, -2), 0.5, colors.black),
        ("BOX", (0, -1), (-1, -1), 0.5, colors.black),
        ("SPAN", (0, -1), (-1, -1)),
        ("ALIGN", (3, 0), (3, -2), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    story.append(t)
    story.append(Spacer(1, 8 * mm))
    sig = Table([["SIGNED for the Seller", "SIGNED by the Purchaser"],
                 ["_____________________", "_____________________   _____________________"],
                 ["Authorised signatory", "Erik Lindqvist              Sofia Lindqvist"]],
                colWidths=[70 * mm, 100 * mm])
    sig.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Times-Roman", 9.5)]))
    story.append(sig)

    doc = SimpleDocTemplate(str(HERE / f"{stem}.pdf"), pagesize=A4, leftMargin=22 * mm, rightMargin=22 * mm,
                            topMargin=20 * mm, bottomMargin=20 * mm, title="Sale and Purchase Agreement",
                            author="Sandstone Ridge Real Estate Development L.L.C.")
    doc.build(story)
    write_expected(stem, rows)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
    print("done")
