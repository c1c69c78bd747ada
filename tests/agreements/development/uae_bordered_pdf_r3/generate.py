"""Generate the uae_bordered_pdf_r3 agreements (UAE off-plan SPAs whose payment plan is a
bordered table).

Standalone: stdlib + reportlab only. Every agreement's payment rows are built as Python data
first; the PDF text and the NN_slug.expected.json are both rendered from that data.

Run:  python generate.py   (writes the files next to this script, deterministically)
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
    KeepTogether,
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


# ----------------------------------------------------------------------------- helpers
def pct_of(price, pct):
    v = Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)
    return float(v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def money(x, decimals=True):
    return f"{x:,.2f}" if decimals else f"{x:,.0f}"


def pct_txt(p):
    return (f"{p:g}%")


def jdate(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}"


def d_slash(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def d_abbr(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"


def d_long(d):
    return f"{d.day} {MONTH[d.month - 1]} {d.year}"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def d_ord(d):
    return f"{ordinal(d.day)} {MONTH[d.month - 1]} {d.year}"


_ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
         "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen",
         "Eighteen", "Nineteen"]
_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _words999(n):
    out = []
    if n >= 100:
        out.append(_ONES[n // 100] + " Hundred")
        n %= 100
    if n >= 20:
        t = _TENS[n // 10]
        out.append(t + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(_ONES[n])
    return " ".join(out)


def words(n):
    n = int(n)
    if n == 0:
        return "Zero"
    parts = []
    for div, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand"), (1, "")):
        if n >= div:
            parts.append((_words999(n // div) + (" " + name if name else "")).strip())
            n %= div
    return " ".join(parts)


def row(desc, pct=0.0, amount=None, due=None, fee=False, post=False, **extra):
    r = dict(desc=desc, pct=float(pct), amount=amount, due=due, fee=fee, post=post)
    r.update(extra)
    return r


def finish(price, rows):
    """Fill amounts from percentages, check consistency, return the expected JSON list."""
    for r in rows:
        if r["amount"] is None:
            r["amount"] = pct_of(price, r["pct"])
        elif r["pct"]:
            assert abs(r["amount"] - pct_of(price, r["pct"])) < 0.005, r
    plan = [r for r in rows if not r["fee"]]
    if all(r["pct"] for r in plan):
        assert abs(sum(r["pct"] for r in plan) - 100) < 1e-9, sum(r["pct"] for r in plan)
    assert abs(sum(r["amount"] for r in plan) - price) < 0.005, (sum(r["amount"] for r in plan), price)
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


def write(slug, story, expected, doc_kwargs, on_page=None):
    path = os.path.join(HERE, slug + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, **doc_kwargs)
    if on_page:
        doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    else:
        doc.build(story)
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
        cellr=ParagraphStyle("cr", parent=base, alignment=TA_RIGHT, spaceAfter=0,
                             fontSize=size - 0.5, leading=lead - 1),
        cellb=ParagraphStyle("cb", parent=base, fontName=bold, alignment=0, spaceAfter=0,
                             fontSize=size - 0.5, leading=lead - 1),
        title=ParagraphStyle("t", parent=base, fontName=bold, fontSize=size + 4,
                             leading=lead + 5, alignment=TA_CENTER, spaceAfter=6),
        sub=ParagraphStyle("s", parent=base, alignment=TA_CENTER, spaceAfter=8),
        h=ParagraphStyle("h", parent=base, fontName=bold, spaceBefore=6, spaceAfter=3,
                         alignment=0),
        small=ParagraphStyle("sm", parent=base, fontSize=size - 1.5, leading=lead - 2.5),
        ind=ParagraphStyle("i", parent=base, leftIndent=18),
    )


def footer(text):
    def draw(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 7.5)
        canvas.drawString(56, 28, text)
        canvas.drawRightString(A4[0] - 56, 28, f"Page {doc.page}")
        canvas.restoreState()
    return draw


# ============================================================================ 01 Dubai
def agreement_01():
    slug = "01_dubai_jvc_fees_first"
    price = 1386000.00
    area = 812.40
    S = styles("Helvetica", "Helvetica-Bold", 9.5, 12.5)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    dld = row("DLD Registration Fee", 4, fee=True)
    oqood = row("Oqood Registration Charge", 0, 1150.00, fee=True)
    admin = row("Administration Fee", 0, 5250.00, fee=True)
    plan = [
        row("Down Payment", 20, when="On signing of this Agreement"),
        row("Second Instalment", 10, due=D(2026, 5, 15)),
        row("Third Instalment", 10, due=D(2026, 11, 15)),
        row("On completion of 50% of construction", 10, label="On completion of 50% of construction*",
            when="Upon the Consultant's certificate"),
        row("Fifth Instalment", 10, due=D(2027, 8, 15)),
        row("On Handover", 40, label="On Handover\u2020", when="On the Handover Date"),
    ]
    rows = [dld, oqood, admin] + plan
    expected = finish(price, rows)

    st = []
    st.append(P("AGREEMENT FOR SALE AND PURCHASE<br/>(OFF-PLAN RESIDENTIAL UNIT)", "title"))
    st.append(P("Seascape Residences &#8211; Jumeirah Village Circle, Dubai, United Arab Emirates<br/>"
                "Agreement Ref. SR/JVC/1107/2026 &#160;&#160; Date: 12 February 2026", "sub"))
    st.append(P("PART A &#8211; PARTICULARS", "h"))
    part = [
        ["A.1", "Seller", "Halcyon Bay Properties L.L.C., Commercial Licence No. 784512, "
                          "P.O. Box 118230, Dubai"],
        ["A.2", "Purchaser", "Mr. Rohan Vikram Mehta, Indian national, Passport No. Z4418207, "
                             "Villa 22, Street 7B, Al Barsha 2, Dubai; mobile +971 50 418 2297"],
        ["A.3", "Project", "Seascape Residences, Building A, erected on Plot No. 681-2294, "
                           "Jumeirah Village Circle (Al Barsha South Fourth)"],
        ["A.4", "Unit", "Apartment No. 1107, Level 11, one (1) bedroom, with one (1) car parking "
                        "bay No. B2-146"],
        ["A.5", "Net Saleable Area", f"{area:,.2f} sq ft (75.47 sq m), subject to Clause 7.3"],
        ["A.6", "Purchase Price", f"AED {money(price)} (UAE Dirhams {words(price)} only), being "
                                  f"approximately AED {money(price / area)} per sq ft"],
        ["A.7", "Anticipated Completion Date", "31 December 2027"],
        ["A.8", "Escrow Account", "Account No. 0192-447810-003, Gulf Trust Bank PJSC, "
                                  "Sheikh Zayed Road Branch"],
    ]
    t = Table([[P(a, "cell"), P(b, "cellb"), P(c, "cell")] for a, b, c in part],
              colWidths=[28, 120, 335])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    st += [t, Spacer(1, 8)]

    st.append(P("PART B &#8211; TERMS AND CONDITIONS", "h"))
    st.append(P("1. DEFINITIONS", "h"))
    st.append(P("1.1 In this Agreement, unless the context requires otherwise: <b>\"Agreement\"</b> means "
                "Part A, Part B and the Schedules; <b>\"Consultant\"</b> means the project consultant "
                "appointed by the Seller and registered with the Dubai Municipality; <b>\"DLD\"</b> means "
                "the Dubai Land Department; <b>\"Handover Date\"</b> means the date stated in the Seller's "
                "completion notice on which the Unit is made available for occupation; and "
                "<b>\"RERA\"</b> means the Real Estate Regulatory Agency."))
    st.append(P("1.2 References to Clauses are to clauses of Part B. Headings are for convenience only. "
                "Words importing the singular include the plural."))
    st.append(P("2. SALE OF THE UNIT", "h"))
    st.append(P("2.1 The Seller agrees to sell and the Purchaser agrees to buy the Unit on the terms of this "
                "Agreement, together with an undivided share in the common areas of the Project "
                "proportionate to the Net Saleable Area."))
    st.append(P("3. PURCHASE PRICE", "h"))
    st.append(P("3.1 The Purchase Price is the amount stated in item A.6. It is exclusive of the fees "
                "mentioned in Clause 4 and of any value added tax that may become chargeable on the sale."))
    st.append(P("3.2 Every instalment shall be paid into the Escrow Account in item A.8 in accordance with "
                "Law No. (8) of 2007 concerning Escrow Accounts for Real Estate Development in the "
                "Emirate of Dubai. Payments made to any other account shall not discharge the Purchaser."))
    st.append(P("4. REGISTRATION AND ADMINISTRATIVE FEES", "h"))
    st.append(P(f"4.1 Upon signing this Agreement the Purchaser shall pay to the Seller, for remittance to the "
                f"DLD, the registration fee of four per cent (4%) of the Purchase Price, namely "
                f"AED {money(dld['amount'])}."))
    st.append(P(f"4.2 The Purchaser shall also bear the Oqood (interim registration) charge of "
                f"AED {money(oqood['amount'])}, payable together with the fee in Clause 4.1."))
    st.append(P(f"4.3 The Seller's administration fee is AED 5,000.00, to which VAT at the rate of five "
                f"per cent (5%) applies, so that AED {money(admin['amount'])} is payable by the Purchaser "
                f"at the same time. None of the amounts in this Clause 4 forms part of the Purchase Price "
                f"and none is refundable once paid to the DLD."))
    st.append(P("5. PAYMENT PLAN", "h"))
    st.append(P("5.1 The Purchaser shall pay the Purchase Price in the instalments and on the dates or "
                "milestones set out below. Time of payment is of the essence."))

    hdr = ["Sr.", "Milestone", "Due Date", "Percentage", "Amount (AED)"]
    data = [[P(h, "cellb") for h in hdr]]
    for i, r in enumerate(plan, 1):
        data.append([P(str(i), "cell"), P(r.get("label", r["desc"]), "cell"),
                     P(d_slash(r["due"]) if r["due"] else r["when"], "cell"),
                     P(pct_txt(r["pct"]), "cellr"), P(money(r["amount"]), "cellr")])
    data.append(["", P("<b>Total</b>", "cell"), "", P("<b>100%</b>", "cellr"),
                 P(f"<b>{money(price)}</b>", "cellr")])
    t = Table(data, colWidths=[28, 175, 120, 62, 98], repeatRows=1)
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9d9d9")),
                           ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    st += [t, Spacer(1, 3)]
    st.append(P("* As certified in writing by the Consultant. The Seller currently expects this stage to be "
                "reached in or around March 2027, but the instalment falls due only on certification.", "small"))
    st.append(P("\u2020 Payable before the keys are released; see Clause 8. Anticipated Completion Date per "
                "item A.7, subject to extension under Clause 7.2.", "small"))
    st.append(P("5.2 Payments shall be made in UAE Dirhams. Bank charges are for the Purchaser's account, and a "
                "cheque returned unpaid shall attract a charge of AED 500 in addition to Clause 6."))
    st.append(P("6. LATE PAYMENT AND DEFAULT", "h"))
    st.append(P("6.1 Any amount not paid when due shall attract a late payment charge of one and a half per "
                "cent (1.5%) per month, calculated daily, from the due date until actual payment, capped at "
                "ten per cent (10%) of the overdue amount."))
    st.append(P("6.2 If an instalment remains unpaid for thirty (30) days after written notice, the Seller may "
                "proceed under Article 11 of Law No. (13) of 2008 as amended by Law No. (9) of 2009. Where "
                "the Seller terminates after completion of more than 80% of the Project, it may retain up to "
                "forty per cent (40%) of the Purchase Price; where completion is between 60% and 80%, up to "
                "twenty-five per cent (25%); and below 60%, up to thirty per cent (30%) of the amounts paid."))
    st.append(P("7. CONSTRUCTION", "h"))
    st.append(P("7.1 The Seller shall construct the Project substantially in accordance with the plans approved "
                "by the Dubai Development Authority under building permit No. 2025/BP/33871."))
    st.append(P("7.2 The Anticipated Completion Date may be extended by up to twelve (12) months for reasons "
                "beyond the Seller's reasonable control, in addition to any period of force majeure."))
    st.append(P("7.3 If the Net Saleable Area as measured on completion differs by more than three per cent (3%) "
                "from item A.5, the Purchase Price shall be adjusted pro rata for the variance beyond 3% only."))
    st.append(P("8. HANDOVER", "h"))
    st.append(P("8.1 The Seller shall give the Purchaser not less than thirty (30) days' notice of the Handover "
                "Date. Handover is conditional on payment of all sums due under Clauses 4 and 5 and of the "
                "first year's service charge as assessed by the owners association."))
    st.append(P("8.2 The Seller warrants the Unit against structural defects for ten (10) years and against "
                "defects in fittings for one (1) year from the Handover Date."))
    st.append(P("9. ASSIGNMENT", "h"))
    st.append(P("9.1 The Purchaser may not assign this Agreement before thirty per cent (30%) of the Purchase "
                "Price has been paid, and thereafter only with the Seller's written consent in accordance "
                "with its assignment policy then in force."))
    st.append(P("10. GOVERNING LAW", "h"))
    st.append(P("10.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of "
                "the UAE. The courts of Dubai shall have exclusive jurisdiction. This Agreement is executed in "
                "two (2) originals, one for each party."))
    sig = Table([[P("For and on behalf of the Seller<br/><br/>______________________<br/>Authorised Signatory",
                    "cell"),
                  P("The Purchaser<br/><br/>______________________<br/>Rohan Vikram Mehta", "cell")]],
                colWidths=[240, 240])
    st += [Spacer(1, 10), KeepTogether([sig])]
    write(slug, st, expected, dict(leftMargin=56, rightMargin=56, topMargin=50, bottomMargin=50,
                                   title="Seascape Residences SPA 1107"),
          footer("Seascape Residences | SPA SR/JVC/1107/2026 | Halcyon Bay Properties L.L.C."))


# ============================================================================ 02 Abu Dhabi
def agreement_02():
    slug = "02_abu_dhabi_reem_fees_in_table"
    price = 2760000.00
    S = styles("Times-Roman", "Times-Bold", 10.5, 13.5)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    plan = [
        row("Booking Deposit", 10, when="Upon execution of this Agreement"),
        row("Instalment (2)", 12.5, due=D(2026, 6, 1)),
        row("Instalment (3)", 12.5, due=D(2026, 12, 1)),
        row("Instalment (4)", 12.5, when="Upon 60% construction completion"),
        row("Instalment (5)", 12.5, due=D(2027, 9, 1)),
        row("Completion Payment", 40, when="Upon Completion (handover of the Unit)"),
    ]
    fees = [
        row("DMT Registration Fee", 2, fee=True, label="DMT Registration Fee (2% of Purchase Price)",
            when="Upon execution of this Agreement"),
        row("Administration Fee", 0, 3150.00, fee=True, label="Administration Fee (inclusive of VAT)",
            when="Upon execution of this Agreement"),
    ]
    rows = plan + fees
    expected = finish(price, rows)

    st = []
    st.append(P("SALE AND PURCHASE AGREEMENT", "title"))
    st.append(P("Reem Waterfront Lofts, Al Reem Island, Abu Dhabi<br/>Contract No. RWL-T2-0904", "sub"))
    st.append(P("THIS AGREEMENT is made in Abu Dhabi on the 9th day of March 2026 BETWEEN:"))
    st.append(P("(1) <b>NOOR AL REEM DEVELOPMENTS L.L.C.</b>, a limited liability company registered in the "
                "Emirate of Abu Dhabi under commercial licence No. CN-3318840, whose office is at Office 1402, "
                "Addax Tower, Al Reem Island, P.O. Box 46221 (the <b>\"Seller\"</b>); and", "ind"))
    st.append(P("(2) <b>MS. ELENA SOFIA MARCHETTI</b>, holder of Italian passport No. YB7720418, residing at "
                "Via Lomellina 41, 20133 Milan, Italy (the <b>\"Buyer\"</b>).", "ind"))
    st.append(P("BACKGROUND", "h"))
    st.append(P("(A) The Seller is the master-licensed developer of the building known as Tower 2 of Reem "
                "Waterfront Lofts on Plot C-12, Sector RT-04, Al Reem Island (the <b>\"Building\"</b>), "
                "registered in the Interim Real Estate Register under project No. ADP-2025-0412."))
    st.append(P("(B) The Buyer wishes to purchase Unit T2-0904 on the 9th floor of the Building, a two-bedroom "
                "apartment of approximately 1,284.75 sq ft (119.36 sq m) including a balcony of 96.10 sq ft, "
                "together with parking space No. P1-077 (the <b>\"Unit\"</b>)."))
    st.append(P("IT IS AGREED as follows:", "body"))
    st.append(P("1. THE UNIT AND THE PRICE", "h"))
    st.append(P(f"1.1 The Seller sells and the Buyer purchases the Unit for the total price of "
                f"AED {money(price)} (Two Million Seven Hundred Sixty Thousand Dirhams) (the "
                f"<b>\"Purchase Price\"</b>)."))
    st.append(P("1.2 The Buyer shall pay the Purchase Price and the fees shown in the Schedule of Payments "
                "below. The Seller shall issue a receipt for each payment within seven (7) working days."))
    st.append(P("SCHEDULE OF PAYMENTS", "h"))

    hdr = ["Instalment", "Amount", "Percentage", "Date"]
    data = [[P(f"<b>{h}</b>", "cell") for h in hdr]]
    for r in plan:
        data.append([P(r.get("label", r["desc"]), "cell"), P("AED " + money(r["amount"]), "cellr"),
                     P(pct_txt(r["pct"]), "cellr"), P(d_abbr(r["due"]) if r["due"] else r["when"], "cell")])
    data.append([P("<b>Sub-total &#8211; Purchase Price</b>", "cell"), P(f"<b>AED {money(price)}</b>", "cellr"),
                 P("<b>100%</b>", "cellr"), ""])
    for r in fees:
        data.append([P(r["label"], "cell"), P("AED " + money(r["amount"]), "cellr"),
                     P(pct_txt(r["pct"]) if r["pct"] else "&#8211;", "cellr"), P(r["when"], "cell")])
    grand = price + sum(r["amount"] for r in fees)
    data.append([P("<b>Grand Total</b>", "cell"), P(f"<b>AED {money(grand)}</b>", "cellr"), "", ""])
    data.append([P("Note: all instalments are payable by bank transfer or manager's cheque to Escrow Account "
                   "No. 1100-238-77-001 held with Emirates Crescent Bank, Khalidiya Branch, quoting the "
                   "Contract No. The dates for milestone-linked instalments are not fixed.", "cell"), "", "", ""])
    n = len(data)
    t = Table(data, colWidths=[175, 110, 70, 130])
    t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.0, colors.black),
                           ("INNERGRID", (0, 0), (-1, -1), 0.4, colors.black),
                           ("LINEBELOW", (0, 0), (-1, 0), 1.0, colors.black),
                           ("SPAN", (0, n - 1), (-1, n - 1)),
                           ("BACKGROUND", (0, len(plan) + 1), (-1, len(plan) + 1), colors.HexColor("#eeeeee")),
                           ("BACKGROUND", (0, n - 2), (-1, n - 2), colors.HexColor("#eeeeee")),
                           ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    st += [t, Spacer(1, 6)]
    st.append(P("2. REGISTRATION", "h"))
    st.append(P("2.1 The DMT registration fee shown in the Schedule of Payments is payable to the Department of "
                "Municipalities and Transport for registration of this Agreement in the Interim Real Estate "
                "Register pursuant to Law No. (3) of 2015. The Seller will not apply for registration until "
                "that fee and the Booking Deposit have been received in cleared funds."))
    st.append(P("2.2 The administration fee covers the Seller's costs of preparing this Agreement and is not "
                "refundable in any circumstances."))
    st.append(P("3. CONSTRUCTION AND COMPLETION", "h"))
    st.append(P("3.1 The Seller estimates that Completion will occur during the fourth quarter of 2027. The "
                "Seller may extend that date by a period not exceeding six (6) months by written notice, and "
                "for any period of force majeure."))
    st.append(P("3.2 Construction progress shall be as certified by the Seller's consultant, Al Bateen "
                "Engineering Consultants (licence No. 2201). A certificate that 60% of the works are complete "
                "shall be conclusive for the purposes of Instalment (4)."))
    st.append(P("4. DEFAULT BY THE BUYER", "h"))
    st.append(P("4.1 If the Buyer fails to pay any amount within fifteen (15) days of its due date, the Seller "
                "may serve a notice requiring payment within thirty (30) days. If the Buyer does not comply, "
                "the Seller may terminate this Agreement and, in accordance with Article 35 of Law No. (3) of "
                "2015, retain an amount not exceeding twenty-five per cent (25%) of the Purchase Price, "
                "refunding the balance of amounts received within sixty (60) days after resale of the Unit."))
    st.append(P("4.2 Late payments bear a charge of 12% per annum until paid."))
    st.append(P("5. HANDOVER AND DEFECTS", "h"))
    st.append(P("5.1 On Completion the Seller shall notify the Buyer, who shall pay the Completion Payment and "
                "take possession within 14 days. Risk passes to the Buyer on handover."))
    st.append(P("5.2 The Seller shall remedy defects notified within twelve (12) months after handover; its "
                "liability for structural defects continues for ten (10) years in accordance with Article 880 "
                "of the UAE Civil Code."))
    st.append(P("6. NOTICES AND LAW", "h"))
    st.append(P("6.1 Notices shall be in English and Arabic and delivered by hand, courier or email to the "
                "addresses above. 6.2 This Agreement is governed by the laws of the Emirate of Abu Dhabi and, "
                "to the extent applicable, the federal laws of the UAE, and the Abu Dhabi courts shall have "
                "jurisdiction."))
    st.append(Spacer(1, 14))
    st.append(P("Signed by the Seller: ____________________ &#160;&#160;&#160;&#160; Signed by the Buyer: "
                "____________________"))
    write(slug, st, expected, dict(leftMargin=55, rightMargin=55, topMargin=60, bottomMargin=55,
                                   title="SPA RWL-T2-0904"),
          footer("Noor Al Reem Developments L.L.C. - Contract No. RWL-T2-0904 - Confidential"))


# ============================================================================ 03 Ras Al Khaimah
def agreement_03():
    slug = "03_rak_marjan_words_fees_after"
    price = 1240000.00
    S = styles("Helvetica", "Helvetica-Bold", 9, 12)
    P = lambda t, s="body": Paragraph(t, S[s])  # noqa: E731

    stage1 = [
        row("Reservation Deposit", 10, when="on signing hereof", pword="ten per centum"),
        row("Second Payment", 10, due=D(2026, 4, 15), pword="ten per centum"),
        row("Third Payment", 10, when="upon the expiry of 90 days from the date hereof",
            pword="ten per centum"),
        row("Fourth Payment", 15, due=D(2026, 12, 20), pword="fifteen per centum"),
        row("Fifth Payment", 15, when="upon completion of the structural frame*", pword="fifteen per centum"),
    ]
    stage2 = [row("Final Payment on Handover", 40, when="on Handover", pword="forty per centum")]
    fees = [
        row("RAK Land Department Registration Fee", 2, fee=True, due=D(2026, 4, 30)),
        row("Processing Fee", 0, 1575.00, fee=True),
    ]
    rows = stage1 + stage2 + fees
    expected = finish(price, rows)

    st = []
    st.append(P("CONTRACT OF SALE<br/>(Unit under Construction)", "title"))
    st.append(P("Aurelia Beach Residences &#183; Al Marjan Island &#183; Emirate of Ras Al Khaimah", "sub"))
    st.append(P("This Contract of Sale is entered into at Ras Al Khaimah on 2nd March 2026 by and between "
                "<b>Coral Bay Development Company L.L.C.</b>, holder of trade licence No. 45127 issued by the "
                "RAK Economic Development Department, of Office 7, Marjan Business Hub, Al Marjan Island "
                "(hereinafter \"the First Party\" or \"the Seller\") and <b>Mr. Tobias Henrik Lindqvist</b> "
                "(Swedish passport No. 91842275) and <b>Mrs. Ana Lindqvist</b> (Swedish passport No. 91842276), "
                "jointly, of Strandv&#228;gen 12, 114 56 Stockholm (hereinafter together \"the Second Party\" or "
                "\"the Buyer\")."))
    st.append(P("ARTICLE 1 &#8211; PREAMBLE", "h"))
    st.append(P("The preamble above forms an integral part of this Contract. The Seller is developing a "
                "residential building comprising 214 units over ground plus eight (8) floors on Plot No. "
                "MI-03-118 (the \"Building\"), under RAK Municipality permit No. 2025-1187."))
    st.append(P("ARTICLE 2 &#8211; SUBJECT MATTER", "h"))
    st.append(P("The Seller sells to the Buyer, who accepts, Unit No. B-318 on the third (3rd) floor of the "
                "Building, a one-bedroom apartment having a total area of 748.20 sq ft (69.51 sq m), with "
                "sea-facing terrace (the \"Unit\")."))
    st.append(P("ARTICLE 3 &#8211; CONSIDERATION", "h"))
    st.append(P(f"The agreed consideration for the Unit is the lump sum of AED {money(price, False)}/- (AED "
                f"{words(price)} only) (the \"Price\"). The Price is fixed and is not subject to escalation, "
                f"save under Article 8.3."))
    st.append(P("ARTICLE 4 &#8211; MODE OF PAYMENT", "h"))
    st.append(P("4.1 The Price shall be paid by the Buyer to the Seller's escrow account No. 4021-99310-02 "
                "with RAK Coastal Bank as follows:"))
    hdr = ["Payment No.", "Description of Payment", "Due on or before", "Share of Price", "Sum payable"]
    data = [[P(f"<b>{h}</b>", "cell") for h in hdr]]
    style = [("GRID", (0, 0), (-1, -1), 0.5, colors.black),
             ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dde6f0")),
             ("VALIGN", (0, 0), (-1, -1), "TOP")]

    def body_row(no, r):
        amt = r["amount"]
        return [P(f"Payment No. {no}", "cell"), P(r["desc"], "cell"),
                P(d_ord(r["due"]) if r["due"] else r["when"], "cell"),
                P(f"{r['pword']} ({pct_txt(r['pct'])})", "cell"),
                P(f"AED {money(amt, False)}/-<br/>(AED {words(amt)} only)", "cell")]

    data.append([P("<b>Stage I &#8211; Construction Period</b>", "cell"), "", "", "", ""])
    style.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    no = 0
    for r in stage1:
        no += 1
        data.append(body_row(no, r))
    data.append([P("<b>Stage II &#8211; Completion</b>", "cell"), "", "", "", ""])
    style.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    for r in stage2:
        no += 1
        data.append(body_row(no, r))
    data.append([P("<b>TOTAL</b>", "cell"), "", "", P("<b>100%</b>", "cell"),
                 P(f"<b>AED {money(price, False)}/-</b>", "cell")])
    style.append(("SPAN", (0, len(data) - 1), (2, len(data) - 1)))
    data.append([P("* As certified by the Seller's consultant, Messrs. Ras Engineering Bureau. Payment No. 3 "
                   "is computed from 2nd March 2026, being the date of this Contract.", "cell"), "", "", "", ""])
    style.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    t = Table(data, colWidths=[66, 104, 108, 80, 125])
    t.setStyle(TableStyle(style))
    st += [t, Spacer(1, 6)]
    st.append(P("4.2 Payment No. 1 is a reservation deposit forming part of the Price; it is not a separate "
                "charge. Cheques shall be drawn in favour of the escrow account only."))
    st.append(P("ARTICLE 5 &#8211; CHARGES AND FEES", "h"))
    st.append(P(f"5.1 In addition to the Price, the Buyer shall pay the registration fee levied by the Ras Al "
                f"Khaimah Land and Properties Department on the registration of this Contract, being two "
                f"per cent (2%) of the Price, that is AED {money(fees[0]['amount'], False)}/-. The fee shall "
                f"be paid on or prior to {d_ord(fees[0]['due'])}."))
    st.append(P(f"5.2 The Buyer shall further pay to the Seller a processing fee in the sum of "
                f"AED {money(fees[1]['amount'], False)}/- (AED {words(fees[1]['amount'])} only), inclusive of "
                f"VAT, upon signing this Contract."))
    st.append(P("5.3 Service charges for the Building shall be determined after completion by the owners "
                "association in accordance with the applicable regulations and are not part of this Article."))
    st.append(P("ARTICLE 6 &#8211; DELAY IN PAYMENT", "h"))
    st.append(P("6.1 If the Buyer delays any payment beyond its due date, the Seller shall be entitled to "
                "compensation at the rate of 1% of the overdue sum for each month of delay. 6.2 Should the "
                "delay exceed sixty (60) days, the Seller may rescind this Contract by registered notice and "
                "retain twenty per cent (20%) of the Price as liquidated damages, the remainder of the amounts "
                "paid being refunded within ninety (90) days."))
    st.append(P("ARTICLE 7 &#8211; DELIVERY", "h"))
    st.append(P("7.1 The Seller undertakes to complete the Unit by 30th June 2028, subject to a grace period of "
                "180 days. 7.2 If the Seller fails to deliver by the end of the grace period, the Buyer may "
                "claim compensation of 0.5% of the amounts paid for each full month of delay, up to a maximum "
                "of 5%."))
    st.append(P("ARTICLE 8 &#8211; GENERAL", "h"))
    st.append(P("8.1 This Contract is drawn up in Arabic and English; in case of conflict the Arabic text shall "
                "prevail. 8.2 The laws of the Emirate of Ras Al Khaimah and the federal laws of the UAE apply. "
                "8.3 Any increase of the area exceeding 2% shall not be charged to the Buyer. 8.4 This Contract "
                "is made in three (3) counterparts."))
    st.append(Spacer(1, 12))
    st.append(P("First Party: ______________________ &#160;&#160;&#160; Second Party: ______________________ / "
                "______________________"))
    write(slug, st, expected, dict(leftMargin=52, rightMargin=52, topMargin=48, bottomMargin=50,
                                   title="Contract of Sale B-318"),
          footer("Aurelia Beach Residences - Contract of Sale - Unit B-318"))


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
