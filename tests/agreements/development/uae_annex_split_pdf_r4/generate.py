"""Writes the agreements of the `uae_annex_split_pdf_r4` layout next to this script.

Long UAE off-plan sale and purchase agreements (PDF) whose payment plan sits in an annex/schedule at
the end, as a table that runs over a page break, with monthly instalments. Each uses a different
drafting style, column order, date style and fee placement.

Run:  /work/main/.venv/bin/python generate.py
Deterministic (reportlab rl_config.invariant = 1). The expected plans are built from the same row
data that writes the tables.
"""

import json
import os
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_RIGHT  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402
from reportlab.platypus import (CondPageBreak, KeepTogether, LongTable, PageBreak, Paragraph,  # noqa: E402
                                SimpleDocTemplate, Spacer, Table, TableStyle)

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]


# --- helpers ---------------------------------------------------------------------------------

def pct_of(price, pct):
    v = (Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return float(v)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return date(d.year + y, m + 1, d.day)


def due(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}" if d else ""


def ordinal(n):
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def row(amount, due_date, description, percentage=0.0, fee=False, post=False):
    return {"amount": round(float(amount), 2), "dueDate": due(due_date), "description": description,
            "percentage": float(percentage), "isFee": fee, "postHandover": post, "status": "pending"}


def write_expected(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def aed(x):
    return f"{x:,.2f}"


def pct_txt(p):
    return f"{p:g}%"


def make_canvas(header, footer_left):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._pages = []

        def showPage(self):
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            total = len(self._pages)
            for state in self._pages:
                self.__dict__.update(state)
                self.setFont("Helvetica", 7.5)
                self.setFillColor(colors.HexColor("#444444"))
                self.drawString(18 * mm, 288 * mm, header)
                self.setStrokeColor(colors.HexColor("#999999"))
                self.line(18 * mm, 286.5 * mm, 192 * mm, 286.5 * mm)
                self.line(18 * mm, 13 * mm, 192 * mm, 13 * mm)
                self.drawString(18 * mm, 9 * mm, footer_left)
                self.drawRightString(192 * mm, 9 * mm, f"Page {self._pageNumber} of {total}")
                super().showPage()
            super().save()
    return NumberedCanvas


ss = getSampleStyleSheet()


def styles(font="Times-Roman", bold="Times-Bold", size=9.8):
    body = ParagraphStyle("body", parent=ss["Normal"], fontName=font, fontSize=size, leading=size * 1.3,
                          alignment=TA_JUSTIFY, spaceAfter=4)
    return {
        "body": body,
        "h": ParagraphStyle("h", parent=body, fontName=bold, fontSize=size + 0.7, spaceBefore=7, spaceAfter=3,
                            alignment=0, keepWithNext=1),
        "title": ParagraphStyle("title", parent=body, fontName=bold, fontSize=15, leading=19, alignment=TA_CENTER),
        "center": ParagraphStyle("center", parent=body, alignment=TA_CENTER),
        "cell": ParagraphStyle("cell", parent=body, fontSize=size - 1, leading=(size - 1) * 1.2, spaceAfter=0,
                               alignment=0),
        "cellr": ParagraphStyle("cellr", parent=body, fontSize=size - 1, leading=(size - 1) * 1.2, spaceAfter=0,
                                alignment=TA_RIGHT),
        "cellb": ParagraphStyle("cellb", parent=body, fontName=bold, fontSize=size - 1, leading=(size - 1) * 1.2,
                                spaceAfter=0, alignment=0),
        "small": ParagraphStyle("small", parent=body, fontSize=size - 1.5, leading=(size - 1.5) * 1.25),
    }


def build(stem, story, header, footer_left, title, author):
    path = os.path.join(HERE, stem + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=17 * mm,
                            bottomMargin=18 * mm, title=title, author=author)
    doc.build(story, canvasmaker=make_canvas(header, footer_left))


# =============================================================================================
# 01 - Dubai apartment, "Agreement for Sale". Fees in clause 8 of the body (before the schedule,
#      so they come first); Schedule 4 table: No. | Instalment | Due Date | % | Amount (AED),
#      down payment + 30 monthly 1% instalments + construction milestone + handover, a sub-total
#      row in the middle, a note row and a dagger footnote; the header repeats on each page.
# =============================================================================================

def agreement_01():
    stem = "01_dubai_schedule4_monthly"
    st = styles()
    price = 1684000.00
    area = 1046.72
    rate = float((Decimal(str(price)) / Decimal(str(area))).quantize(Decimal("0.01"), ROUND_HALF_UP))
    dp_date = date(2026, 3, 12)
    first_m = date(2026, 4, 12)
    n_m = 30
    dld = pct_of(price, 4)
    oqood_admin = 3675.00

    plan = [("Down Payment", 10, dp_date, None)]
    for i in range(n_m):
        plan.append((f"Monthly Instalment {i + 1}", 1, add_months(first_m, i), None))
    milestone = ("On completion of 60% of the construction works", 10, None, None)
    handover = ("On Handover (Completion Date)", 50, None, None)
    assert sum(p for _, p, _, _ in plan) + milestone[1] + handover[1] == 100
    expected = [row(dld, None, "DLD Registration Fee (Oqood)", 4, fee=True),
                row(oqood_admin, None, "Oqood Administration Charge", 0, fee=True)]
    for label, p, d, _ in plan + [milestone, handover]:
        expected.append(row(pct_of(price, p), d, label, p))

    S = []
    B = st["body"]

    def h(t):
        S.append(Paragraph(t, st["h"]))

    def p(t):
        S.append(Paragraph(t, B))

    S.append(Paragraph("AGREEMENT FOR SALE", st["title"]))
    S.append(Paragraph("Harbourline Residences 2 &mdash; Apartment 1407", st["center"]))
    S.append(Paragraph("Agreement No. HR2/1407/SPA/0063 &nbsp;|&nbsp; Project Registration No. (RERA) 2891 "
                       "&nbsp;|&nbsp; Escrow Account No. 11-0447-7188-01", st["center"]))
    S.append(Spacer(1, 6))
    p("<b>THIS AGREEMENT</b> is made at Dubai on 5 March 2026 <b>BETWEEN</b> (1) <b>HARBOURLINE DEVELOPMENTS "
      "L.L.C.</b>, a limited liability company holding Commercial Licence No. 918274 issued by the Department "
      "of Economy and Tourism, Dubai, of Office 2204, Level 22, Festival Tower, Dubai Festival City, P.O. Box "
      "390114, Dubai (the <b>Developer</b>); and (2) <b>MR. OLUWASEUN ADEBAYO-KING</b>, a British national "
      "holding Passport No. 128847361, of Flat 3, 41 Kensington Park Road, London W11 2EU, United Kingdom "
      "(the <b>Purchaser</b>).")
    h("RECITALS")
    p("A. The Developer is the registered developer of the project known as \"Harbourline Residences 2\" on "
      "Plot No. 6457-892, Dubai Creek Harbour, Dubai (the <b>Land</b>), registered with the Real Estate "
      "Regulatory Agency under project number 2891.")
    p("B. The Developer has agreed to sell and the Purchaser has agreed to buy the Unit described in Schedule 1, "
      "off-plan, on the terms of this Agreement.")

    h("1. DEFINITIONS AND INTERPRETATION")
    p("1.1 In this Agreement: <b>Anticipated Completion Date</b> means 30 September 2028, as may be extended "
      "under clause 7; <b>Building</b> means the residential tower of 38 storeys (G + 3P + 34) to be built on "
      "the Land; <b>Completion Date</b> means the date stated in the Developer's notice that the Unit is ready "
      "for handover; <b>Consultant</b> means Meridian Engineering Consultants L.L.C. or any replacement "
      "appointed by the Developer; <b>DLD</b> means the Dubai Land Department; <b>Escrow Account</b> means the "
      "project escrow account No. 11-0447-7188-01 held with Emirates Islamic Bank P.J.S.C.; <b>Payment "
      "Plan</b> means the schedule of instalments in Schedule 4; <b>Purchase Price</b> has the meaning in "
      "clause 3.1; and <b>Unit Area</b> means 1,046.72 square feet (97.24 square metres), being the estimated "
      "saleable area of the Unit.")
    p("1.2 Clause headings do not affect interpretation. A reference to a law includes that law as amended or "
      "replaced. The Schedules form part of this Agreement.")

    h("2. SALE AND PURCHASE")
    p("2.1 The Developer shall sell and the Purchaser shall purchase the Unit, together with an undivided share "
      "in the common areas of the Building, for the Purchase Price and on the terms of this Agreement.")
    p("2.2 The Purchaser acknowledges that the Unit is sold off-plan and that the renderings and show "
      "apartment are indicative only.")

    h("3. PURCHASE PRICE AND PAYMENT")
    p(f"3.1 The price of the Unit is AED {aed(price)} (One Million Six Hundred Eighty-Four Thousand UAE "
      "Dirhams) (the <b>Purchase Price</b>). The Purchase Price is inclusive of one (1) allocated car parking "
      "bay and excludes the fees set out in clause 8.")
    p("3.2 The Purchaser shall pay the Purchase Price in instalments, on the dates and on the occurrence of the "
      "events set out in the Payment Plan in Schedule 4. Time is of the essence.")
    p("3.3 Instalments linked to construction progress fall due fourteen (14) days after the Developer's "
      "written notice, accompanied by the Consultant's certificate confirming the relevant stage.")
    p("3.4 All instalments are to be paid into the Escrow Account by cheque, bank transfer or manager's "
      "cheque, quoting the Agreement number. Payment to any other account does not discharge the Purchaser.")

    h("4. ESCROW")
    p("4.1 The Developer shall deposit all sums received from the Purchaser towards the Purchase Price into "
      "the Escrow Account in accordance with Law No. 8 of 2007 concerning Escrow Accounts for Real Estate "
      "Development in the Emirate of Dubai and its implementing resolutions.")

    h("5. LATE PAYMENT")
    p("5.1 If any instalment is not paid on its due date, the Purchaser shall pay a late payment charge at the "
      "rate of one per cent (1%) per month on the overdue amount, calculated daily, without prejudice to the "
      "Developer's rights under clause 11.")

    h("6. VARIATION OF AREA")
    p(f"6.1 If the actual area of the Unit on completion differs from the Unit Area by more than five per cent "
      f"(5%), the Purchase Price shall be adjusted, for the difference above or below that tolerance only, at "
      f"the rate of AED {aed(rate)} per square foot. No adjustment is made for a variation within five per cent "
      "(5%).")

    h("7. CONSTRUCTION AND COMPLETION")
    p("7.1 The Developer shall use reasonable endeavours to complete the Unit by the Anticipated Completion "
      "Date. The Developer may extend that date by up to twelve (12) months by notice to the Purchaser, and "
      "further for any period of force majeure.")
    p("7.2 The Developer shall send the Purchaser construction progress updates every quarter. The "
      "percentage of completion of the Building is as certified by the Consultant and recorded by the Real "
      "Estate Regulatory Agency.")

    h("8. REGISTRATION AND FEES")
    p(f"8.1 The Purchaser shall pay to the Developer, for onward payment to the DLD, the fee for the interim "
      f"registration of the Unit in the Interim Real Property Register (Oqood), being four per cent (4%) of "
      f"the Purchase Price, that is AED {aed(dld)}, within thirty (30) days from the date of this Agreement.")
    p(f"8.2 Within the same period the Purchaser shall pay the Developer's Oqood administration charge of "
      f"AED {aed(oqood_admin)} (inclusive of VAT).")
    p("8.3 On completion the Purchaser shall also pay the DLD's title deed issuance charges at the rates then "
      "prevailing. Those fees are not part of the Purchase Price and are not paid into the Escrow Account.")

    h("9. HANDOVER")
    p("9.1 The Developer shall hand over the Unit after the Purchaser has paid the Purchase Price in full, "
      "together with all other sums due under this Agreement, and has signed the handover documents.")
    p("9.2 The Purchaser shall inspect the Unit within fourteen (14) days after the Completion Date and shall "
      "list any snags on the Developer's form; snags do not entitle the Purchaser to delay payment.")

    h("10. DEFECTS")
    p("10.1 The Developer shall repair defects in the Unit notified within twelve (12) months after the "
      "Completion Date, and remains responsible for structural defects for ten (10) years in accordance with "
      "Article 880 of the Civil Transactions Law.")

    h("11. PURCHASER DEFAULT AND TERMINATION")
    p("11.1 If the Purchaser fails to pay any instalment within thirty (30) days after written notice, the "
      "Developer may terminate this Agreement in accordance with Article 11 of Law No. 13 of 2008 (as amended "
      "by Law No. 19 of 2017). In that case the Developer may retain: (a) where the Building is more than 80% "
      "complete, the whole amount paid and up to 40% of the Purchase Price; (b) where it is between 60% and "
      "80% complete, up to 40% of the Purchase Price; and (c) where it is less than 60% complete, up to 25% "
      "of the Purchase Price, refunding any balance within one (1) year of termination or within sixty (60) "
      "days of the resale of the Unit, whichever is earlier.")

    h("12. RESALE AND ASSIGNMENT")
    p("12.1 The Purchaser may not assign or resell the Unit before completion unless at least thirty per cent "
      "(30%) of the Purchase Price has been paid and the Developer has issued its no-objection certificate, "
      "subject to the Developer's transfer charges then in force.")

    h("13. OWNERS ASSOCIATION AND SERVICE CHARGES")
    p("13.1 The Building will be subject to a Jointly Owned Property Declaration under Law No. 6 of 2019. "
      "Service charges are payable from the Completion Date; the estimated rate, which is not binding, is AED "
      "14.75 per square foot per annum.")

    h("14. GOVERNING LAW AND DISPUTES")
    p("14.1 This Agreement is governed by the laws of the Emirate of Dubai and the federal laws of the United "
      "Arab Emirates applicable there. The courts of Dubai have jurisdiction.")

    S.append(Spacer(1, 8))
    sig = Table([["For the Developer", "The Purchaser"], ["", ""],
                 ["_____________________________", "_____________________________"],
                 ["Name: Faisal Rahman Qureshi, Director", "Oluwaseun Adebayo-King"]],
                colWidths=[87 * mm, 87 * mm])
    sig.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Times-Roman", 9.5), ("TOPPADDING", (0, 1), (-1, 1), 12)]))
    S.append(KeepTogether([sig]))

    S.append(PageBreak())
    h("SCHEDULE 1 &mdash; THE UNIT")
    unit = [("Apartment No.", "1407"), ("Floor", "14"), ("Type", "2 Bedroom + Study, Layout 2C"),
            ("Unit Area (estimated)", "1,046.72 sq ft (97.24 sq m)"), ("Balcony", "112.30 sq ft (included)"),
            ("Car parking", "1 bay, Level P2 (bay number allocated on handover)"),
            ("Building / Plot", "Harbourline Residences 2, Plot No. 6457-892, Dubai Creek Harbour")]
    t = Table([[Paragraph(a, st["cellb"]), Paragraph(b, st["cell"])] for a, b in unit], colWidths=[50 * mm, 124 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    S.append(t)
    h("SCHEDULE 2 &mdash; FLOOR PLAN")
    p("<i>[Floor plan of Apartment 1407, Level 14, drawing no. HR2-A-1407-R03, scale 1:100, is annexed to the "
      "signed original. Dimensions are approximate and subject to the tolerance in clause 6.]</i>")
    h("SCHEDULE 3 &mdash; OUTLINE SPECIFICATIONS")
    for item in ("Floors: porcelain tiles 600 x 1200 mm in living areas; engineered oak in bedrooms.",
                 "Ceilings: gypsum board, clear height approximately 2.85 m in living areas.",
                 "Kitchen: fitted cabinets with quartz worktop, 4-burner hob, oven, hood, fridge, washer/dryer.",
                 "Windows: double-glazed, thermally broken aluminium frames, U-value not exceeding 2.1 W/m2K.",
                 "Air conditioning: district cooling, individual thermostats in each room.",
                 "Amenities: 25 m lap pool, gymnasium of approximately 3,200 sq ft, children's play area."):
        p("&bull; " + item)

    h("SCHEDULE 4 &mdash; PAYMENT PLAN")
    p(f"Purchase Price: AED {aed(price)}. All amounts below are in UAE Dirhams and are payable into the Escrow "
      "Account. Dates are fixed; milestone instalments fall due as provided in clause 3.3.")
    hdr = ["No.", "Instalment", "Due Date", "% of Purchase Price", "Amount (AED)"]
    data = [[Paragraph(x, st["cellb"]) for x in hdr]]
    style = [("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dde4ee")),
             ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
    n = 0
    for label, pc, d, note in plan:
        n += 1
        when = f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"
        if note:
            when = f"{note} &ndash; {when}"
        data.append([Paragraph(str(n), st["cell"]), Paragraph(label, st["cell"]), Paragraph(when, st["cell"]),
                     Paragraph(pct_txt(pc), st["cellr"]), Paragraph(aed(pct_of(price, pc)), st["cellr"])])
    sub_pct = sum(pc for _, pc, _, _ in plan[1:])
    data.append([Paragraph("", st["cell"]), Paragraph(f"Sub-total, Monthly Instalments 1&ndash;{n_m}", st["cellb"]),
                 Paragraph("", st["cell"]), Paragraph(pct_txt(sub_pct), st["cellr"]),
                 Paragraph(aed(pct_of(price, sub_pct)), st["cellr"])])
    style.append(("BACKGROUND", (0, len(data) - 1), (-1, len(data) - 1), colors.HexColor("#f2f2f2")))
    data.append([Paragraph("Note: the instalments below are linked to construction progress and to completion "
                           "and have no fixed date.", st["small"]), "", "", "", ""])
    style.append(("SPAN", (0, len(data) - 1), (-1, len(data) - 1)))
    for label, pc, d, _ in (milestone, handover):
        n += 1
        lab = label + (" &dagger;" if label.startswith("On completion of 60%") else "")
        data.append([Paragraph(str(n), st["cell"]), Paragraph(lab, st["cell"]),
                     Paragraph("Milestone" if "60%" in label else "Completion Date", st["cell"]),
                     Paragraph(pct_txt(pc), st["cellr"]), Paragraph(aed(pct_of(price, pc)), st["cellr"])])
    data.append([Paragraph("", st["cell"]), Paragraph("TOTAL", st["cellb"]), Paragraph("", st["cell"]),
                 Paragraph("100%", st["cellr"]), Paragraph(aed(price), st["cellr"])])
    style.append(("BACKGROUND", (0, len(data) - 1), (-1, len(data) - 1), colors.HexColor("#f2f2f2")))
    tbl = LongTable(data, colWidths=[12 * mm, 62 * mm, 40 * mm, 26 * mm, 34 * mm], repeatRows=1)
    tbl.setStyle(TableStyle(style))
    S.append(tbl)
    S.append(Spacer(1, 4))
    S.append(Paragraph("&dagger; As certified by the Consultant and confirmed by the Real Estate Regulatory "
                       "Agency's construction progress report for project 2891.", st["small"]))
    S.append(Paragraph("The fees in clause 8 are payable in addition to the amounts in this Schedule.", st["small"]))
    build(stem, S, "Harbourline Developments L.L.C.  |  Agreement for Sale  |  HR2 / Apartment 1407",
          "Ref. HR2/1407/SPA/0063  -  SPA template v7.3 (01.11.2025)", "Agreement for Sale - HR2 1407",
          "Harbourline Developments LLC")
    write_expected(stem, expected)


# =============================================================================================
# 02 - Dubai townhouse, post-handover plan. Body summarises the plan (one plan, table order wins);
#      Annex B is a refund schedule (distractor); Annex C Part 1 table: Due Date | Payment Event |
#      Amount (AED) | % of Price, dates written "20th March 2028", a section row for the
#      post-handover block, no repeated header over the page break; Part 2 lists fees after it.
# =============================================================================================

def agreement_02():
    stem = "02_dubai_annex_c_post_handover"
    st = styles(font="Helvetica", bold="Helvetica-Bold", size=9)
    price = 2958000.00
    pre = [("20th January 2026", date(2026, 1, 20), "First Instalment (Deposit)", 20),
           ("20th July 2026", date(2026, 7, 20), "Second Instalment", 10),
           ("Upon 60% construction completion*", None, "Third Instalment", 10),
           ("On the Handover Date", None, "Fourth Instalment &ndash; Handover Payment", 30)]
    first_ph = date(2028, 3, 20)
    n_ph = 24
    ph_pct = 1.25
    post = []
    for i in range(n_ph):
        d = add_months(first_ph, i)
        post.append((f"{ordinal(d.day)} {MONTH_NAMES[d.month - 1]} {d.year}", d,
                     f"Post-Handover Instalment {i + 1} of {n_ph}", ph_pct))
    assert sum(x[3] for x in pre) + n_ph * ph_pct == 100
    dld = pct_of(price, 4)
    oqood = 1050.00
    expected = [row(pct_of(price, pc), d, label.replace("&ndash;", "-"), pc) for _, d, label, pc in pre]
    expected += [row(pct_of(price, pc), d, label, pc, post=True) for _, d, label, pc in post]
    expected.append(row(dld, None, "DLD Registration Fee", 4, fee=True))
    expected.append(row(oqood, None, "Oqood Certificate Fee", 0, fee=True))

    S = []

    def h(t):
        S.append(Paragraph(t, st["h"]))

    def p(t):
        S.append(Paragraph(t, st["body"]))

    S.append(Paragraph("SALE AND PURCHASE AGREEMENT", st["title"]))
    S.append(Paragraph("Bahr Gardens &ndash; Townhouse TH-B-27", st["center"]))
    S.append(Spacer(1, 4))
    p("Dated 16 January 2026")
    p("<b>Parties</b>")
    p("(1) QASR AL BAHR REAL ESTATE DEVELOPMENT L.L.C., Commercial Licence No. 1204471, of Office 905, Building "
      "A1, Dubai Digital Park, Dubai Silicon Oasis, P.O. Box 341987, Dubai (<b>Seller</b>).")
    p("(2) DR. HANNA LINDQVIST and MR. JOHAN LINDQVIST, Swedish nationals holding Passport Nos. 94471823 and "
      "94471824, of Apartment 1204, Marina Gate 1, Dubai Marina, Dubai (together, <b>Buyer</b>).")
    p("<b>Background.</b> The Seller is developing the master-planned townhouse community known as Bahr Gardens "
      "on Plot No. 648-2210, Dubai South (Residential District), registered with the Real Estate Regulatory "
      "Agency as project No. 3314. The Buyer wishes to buy the townhouse described in Annex A off-plan.")

    h("Article 1 &ndash; Meaning of words")
    p("1.1 <b>Handover Date</b>: the date on which the Seller makes the Property available to the Buyer after "
      "completion, as stated in the Seller's handover notice. <b>Anticipated Completion Date</b>: 31 December "
      "2027, subject to Article 7. <b>Property</b>: Townhouse TH-B-27 with its garden and two parking spaces as "
      "shown in Annex A. <b>Price</b>: the amount in Article 4.1. <b>Annex</b>: an annex to this Agreement, "
      "each of which is incorporated in it.")
    p("1.2 Where the Buyer is more than one person, each is jointly and severally liable. Words in the "
      "singular include the plural.")

    h("Article 2 &ndash; What is being sold")
    p("2.1 The Seller agrees to sell, and the Buyer agrees to buy, the Property free from encumbrances, "
      "together with the right to use the community facilities of Bahr Gardens in common with others.")
    p("2.2 The plot area of the Property is approximately 2,152.80 sq ft and the built-up area approximately "
      "2,611.45 sq ft, over ground and first floors with a roof terrace of 318.00 sq ft.")

    h("Article 3 &ndash; Reservation")
    p("3.1 This Agreement replaces the reservation form No. BG-RF-2026-0112 signed on 9 January 2026, which "
      "created no payment obligation of its own.")

    h("Article 4 &ndash; Price")
    p(f"4.1 The Price is AED {aed(price)} (Two Million Nine Hundred Fifty-Eight Thousand Dirhams), inclusive of "
      "the two parking spaces and exclusive of the fees referred to in Article 6.")
    p("4.2 The Price is fixed save for area variations beyond three per cent (3%) under Article 8.")

    h("Article 5 &ndash; How the Price is paid")
    p("5.1 The Buyer shall pay the Price in instalments, as and when they fall due under the payment schedule "
      "in Part 1 of Annex C, into escrow account No. 0332-7741-9901 with Commercial Bank of Dubai P.S.C.")
    p("5.2 By way of summary only, and without limiting Annex C: forty per cent (40%) of the Price is payable "
      "in three instalments before the Handover Date; thirty per cent (30%) on the Handover Date; and the "
      "remaining thirty per cent (30%) after the Handover Date in twenty-four (24) monthly instalments. Where "
      "this summary and Annex C differ, Annex C prevails.")
    p("5.3 The post-handover instalments fall due on the fixed dates stated in Annex C. The Buyer's obligation "
      "to pay them survives the handover of the Property and the issue of the title deed.")
    p("5.4 Before the Handover Date the Buyer shall deliver post-dated cheques for all post-handover "
      "instalments. The Seller may register a mortgage (rahn) over the Property in its favour until they are "
      "paid.")

    h("Article 6 &ndash; Fees")
    p("6.1 The registration fees and charges payable by the Buyer are set out in Part 2 of Annex C. They are "
      "payable in addition to the Price and are not refundable once paid to the authorities.")

    h("Article 7 &ndash; Completion")
    p("7.1 The Seller shall aim to complete the Property by the Anticipated Completion Date and may extend that "
      "date once by up to six (6) months, and for any period of force majeure, by notice to the Buyer.")
    p("7.2 The Seller shall notify the Buyer when the construction of the Property reaches 60% completion as "
      "certified by the project consultant, Atlas Bureau for Engineering Consultancy.")

    h("Article 8 &ndash; Area variation")
    p("8.1 If the built-up area on completion varies by more than three per cent (3%) from that stated in "
      f"Article 2.2, the Price will be adjusted pro rata for the excess variation only, at AED "
      f"{aed(float((Decimal(str(price)) / Decimal('2611.45')).quantize(Decimal('0.01'), ROUND_HALF_UP)))} per "
      "square foot.")

    h("Article 9 &ndash; Late payment and default")
    p("9.1 Overdue amounts bear a late payment charge of ten per cent (10%) per annum. If the Buyer fails to "
      "pay any instalment within thirty (30) days of a notice issued through the Dubai Land Department, the "
      "Seller may terminate this Agreement and retain the amounts set out in Annex B, refunding any balance.")

    h("Article 10 &ndash; Handover and defects")
    p("10.1 Handover takes place once the Handover Payment and all fees then due are paid. The Seller warrants "
      "the Property against defects for one (1) year from the Handover Date and against structural defects for "
      "ten (10) years.")

    h("Article 11 &ndash; Community and service charges")
    p("11.1 The Buyer shall comply with the Bahr Gardens community rules and pay service charges from the "
      "Handover Date. The estimated charge for 2028 is AED 3.95 per sq ft of plot area per annum.")

    h("Article 12 &ndash; Law and courts")
    p("12.1 This Agreement is governed by the laws of Dubai and the applicable federal laws of the UAE. The "
      "Dubai Courts (including the Real Estate Disputes tribunal) have exclusive jurisdiction.")
    S.append(Spacer(1, 6))
    sig = Table([["Signed for the Seller", "Signed by the Buyer"], ["", ""],
                 ["_____________________________", "_____________________________"],
                 ["Mariam Al Suwaidi, Authorised Signatory", "Hanna Lindqvist      Johan Lindqvist"]],
                colWidths=[87 * mm, 87 * mm])
    sig.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 8.5), ("TOPPADDING", (0, 1), (-1, 1), 12)]))
    S.append(KeepTogether([sig]))

    S.append(CondPageBreak(80 * mm))
    h("ANNEX A &ndash; THE PROPERTY")
    for line in ("Townhouse No. TH-B-27, Cluster B, Bahr Gardens, Dubai South (Residential District)",
                 "Plot No. 648-2210 (master plot); sub-plot B-27",
                 "Type: 3 bedrooms + maid's room, end unit (Type T3-E)",
                 "Plot area approx. 2,152.80 sq ft; built-up area approx. 2,611.45 sq ft; roof terrace 318.00 sq ft",
                 "Parking: 2 spaces (covered carport)"):
        p("&bull; " + line)

    h("ANNEX B &ndash; AMOUNTS THE SELLER MAY RETAIN ON TERMINATION FOR BUYER DEFAULT")
    p("(Article 11 of Law No. 13 of 2008, as amended.) This Annex is not a payment schedule.")
    rb = [["Progress of the project at termination", "Seller may retain", "Refund timing"],
          ["Less than 60% complete", "up to 25% of the Price", "within 1 year of termination"],
          ["60% to 80% complete", "up to 40% of the Price", "within 1 year of termination"],
          ["More than 80% complete", "amounts paid, plus up to 40% of the Price", "n/a"]]
    rt = Table([[Paragraph(c, st["cellb"] if i == 0 else st["cell"]) for c in r] for i, r in enumerate(rb)],
               colWidths=[66 * mm, 62 * mm, 46 * mm])
    rt.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                            ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#eeeeee"))]))
    S.append(rt)

    h("ANNEX C &ndash; PAYMENT SCHEDULE AND FEES")
    p("<b>Part 1 &ndash; Payment schedule of the Price</b>")
    data = [[Paragraph(x, st["cellb"]) for x in ("Due Date", "Payment Event", "Amount (AED)", "% of Price")]]
    style = [("GRID", (0, 0), (-1, -1), 0.35, colors.HexColor("#777777")),
             ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#d9ead3")), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
    for when, _, label, pc in pre:
        data.append([Paragraph(when, st["cell"]), Paragraph(label, st["cell"]),
                     Paragraph(aed(pct_of(price, pc)), st["cellr"]), Paragraph(pct_txt(pc), st["cellr"])])
    data.append([Paragraph("<b>Post-Handover Instalments</b> (payable after the Handover Date, see Article 5.3)",
                           st["cell"]), "", "", ""])
    style += [("SPAN", (0, len(data) - 1), (-1, len(data) - 1)),
              ("BACKGROUND", (0, len(data) - 1), (-1, len(data) - 1), colors.HexColor("#f3f3f3"))]
    for when, _, label, pc in post:
        data.append([Paragraph(when, st["cell"]), Paragraph(label, st["cell"]),
                     Paragraph(aed(pct_of(price, pc)), st["cellr"]), Paragraph(pct_txt(pc), st["cellr"])])
    data.append([Paragraph("", st["cell"]), Paragraph("<b>Total Price</b>", st["cell"]),
                 Paragraph(f"<b>{aed(price)}</b>", st["cellr"]), Paragraph("<b>100%</b>", st["cellr"])])
    tbl = LongTable(data, colWidths=[52 * mm, 66 * mm, 32 * mm, 24 * mm], repeatRows=0)
    tbl.setStyle(TableStyle(style))
    S.append(tbl)
    S.append(Spacer(1, 3))
    S.append(Paragraph("* As certified by the project consultant. The Third Instalment falls due fourteen (14) "
                       "days after the Seller's notice under Article 7.2.", st["small"]))
    S.append(Spacer(1, 4))
    p("<b>Part 2 &ndash; Fees payable by the Buyer in addition to the Price</b>")
    p(f"(a) The Dubai Land Department registration fee of four per cent (4%) of the Price, being AED {aed(dld)}, "
      "payable on signing of this Agreement.")
    p(f"(b) The Oqood (interim registration) certificate fee of AED {aed(oqood)}, payable within seven (7) days "
      "from the date of this Agreement.")
    p("(c) Title deed issuance fees on completion, at the Dubai Land Department's rates then in force.")
    build(stem, S, "QASR AL BAHR REAL ESTATE DEVELOPMENT L.L.C. - Bahr Gardens - SPA TH-B-27 - CONFIDENTIAL",
          "Doc. ID QAB/BG/SPA/2026/0027 rev. 2 (16/01/2026)", "SPA - Bahr Gardens TH-B-27",
          "Qasr Al Bahr Real Estate Development LLC")
    write_expected(stem, expected)


# =============================================================================================
# 03 - Abu Dhabi apartment (Reem Island). Registration fee (2%) in Article 9 of the body, before the
#      annexure (comes first); Annexure 3 table with the amount first: Amount (AED) | % | Payment |
#      When due, 12.5% down payment on execution, 18 monthly 2% instalments dated 28/MM/YYYY, a
#      sub-total row, a merged note row, two event-linked rows with long wrapped cells; a processing
#      fee in the notes after the table (comes last); Annexure 4 is a service-charge estimate.
# =============================================================================================

def agreement_03():
    stem = "03_abu_dhabi_annexure3_monthly"
    st = styles(font="Times-Roman", bold="Times-Bold", size=10)
    price = 3212400.00
    first_m = date(2026, 2, 28)
    n_m = 18
    reg = pct_of(price, 2)
    processing = 3150.00
    rows_pre = [("Down Payment", 12.5, None, "On execution of this Agreement")]
    monthly = [(f"Monthly Instalment {i + 1} of {n_m}", 2, add_months(first_m, i), None) for i in range(n_m)]
    rows_post = [("Superstructure Instalment", 11.5, None,
                  "Upon completion of the superstructure of the Building, as certified in writing by the Consultant"),
                 ("Completion Instalment", 40, None,
                  "On the Completion Date, before and as a condition of the handover of the Unit")]
    allrows = rows_pre + monthly + rows_post
    assert sum(r[1] for r in allrows) == 100
    expected = [row(reg, None, "Registration Fee (2%)", 2, fee=True)]
    expected += [row(pct_of(price, pc), d, label, pc) for label, pc, d, _ in allrows]
    expected.append(row(processing, None, "Processing Fee", 0, fee=True))
    area = 1318.40
    sc_rate = 16.50
    sc = float((Decimal(str(area)) * Decimal(str(sc_rate))).quantize(Decimal("0.01"), ROUND_HALF_UP))

    S = []

    def h(t):
        S.append(Paragraph(t, st["h"]))

    def p(t):
        S.append(Paragraph(t, st["body"]))

    S.append(Paragraph("SALE AND PURCHASE AGREEMENT", st["title"]))
    S.append(Paragraph("(Off-Plan Residential Unit &ndash; Abu Dhabi)", st["center"]))
    S.append(Paragraph("Shoreline Residences, Building C3, Unit 0912", st["center"]))
    S.append(Spacer(1, 8))
    p("This Agreement is entered into in the Emirate of Abu Dhabi on 9 February 2026 between:")
    p("<b>First Party:</b> LULU SHORES DEVELOPMENT L.L.C., a limited liability company established in Abu Dhabi "
      "under Commercial Licence No. CN-3381274, P.O. Box 129884, Abu Dhabi, represented by Mr. Khalid Obaid "
      "Al Mazrouei in his capacity as General Manager (the \"<b>Developer</b>\"); and")
    p("<b>Second Party:</b> MS. MEI LING TAN, a Singaporean national holding Passport No. K4471823Q, of 12 "
      "Holland Grove Road, Singapore 278791 (the \"<b>Purchaser</b>\").")

    h("PREAMBLE")
    p("The Developer is developing, on Plot RR-C3, Sector RR-C, Al Reem Island, Abu Dhabi (the \"Plot\"), a "
      "residential building of 27 floors known as Building C3 of the Shoreline Residences project, which is "
      "registered with the Abu Dhabi Real Estate Centre under Project No. ADREC-P-2025-0417. The Purchaser has "
      "inspected the plans and wishes to purchase the Unit from the Developer, and the parties, having capacity "
      "to contract, have agreed as follows. The preamble and annexures form an integral part of this Agreement.")

    h("Article 1 &ndash; Definitions")
    p("<b>Authority</b>: the Department of Municipalities and Transport, the Abu Dhabi Real Estate Centre or "
      "any successor body responsible for the real estate register. <b>Completion Date</b>: the date stated in "
      "the Developer's notice that the Unit is complete and ready for handover. <b>Consultant</b>: the project "
      "consultant appointed by the Developer, currently Gulf Arc Engineering Consultants. <b>Escrow "
      "Account</b>: account No. 1029-447718-220 with First Abu Dhabi Bank P.J.S.C. <b>Estimated Completion "
      "Date</b>: the fourth quarter of 2028. <b>Law</b>: Abu Dhabi Law No. (3) of 2015 regulating the real "
      "estate sector, as amended. <b>Unit</b>: the apartment described in Annexure 1.")

    h("Article 2 &ndash; Subject of the Agreement")
    p("2.1 The Developer sells to the Purchaser, who accepts, the Unit together with a proportionate undivided "
      "share in the common parts of the Building, on the terms of this Agreement and the Law.")
    p("2.2 The area of the Unit stated in Annexure 1 is approximate. A difference of up to four per cent (4%) "
      "either way does not affect the price; beyond that, the price is adjusted only for the excess, at "
      f"AED {aed(float((Decimal(str(price)) / Decimal(str(area))).quantize(Decimal('0.01'), ROUND_HALF_UP)))} "
      "per square foot.")

    h("Article 3 &ndash; Price")
    p(f"3.1 The total price of the Unit is AED {aed(price)} (Three Million Two Hundred Twelve Thousand Four "
      "Hundred UAE Dirhams) (the \"<b>Price</b>\"), exclusive of value added tax where applicable and of the "
      "fees in Article 9.")
    p("3.2 The Price shall be paid according to the payment plan in Annexure 3, into the Escrow Account only.")

    h("Article 4 &ndash; Construction")
    p("4.1 The Developer shall construct the Unit in accordance with the approved plans and the specifications "
      "in Annexure 2 and shall complete it by the Estimated Completion Date, subject to a grace period of "
      "twelve (12) months and to force majeure.")
    p("4.2 If completion is delayed beyond the grace period for reasons attributable to the Developer, the "
      "Purchaser may claim compensation of one per cent (1%) of the amounts paid for each full month of "
      "delay, up to a maximum of five per cent (5%) of the Price.")

    h("Article 5 &ndash; Delay in payment")
    p("5.1 If the Purchaser delays payment of any instalment, the Developer may claim a late payment charge of "
      "eight per cent (8%) per annum on the overdue amount. If the delay exceeds sixty (60) days, the Developer "
      "may proceed under Article 34 of the Law.")

    h("Article 6 &ndash; Termination and refund")
    p("6.1 On a lawful termination for the Purchaser's default, the Developer may deduct from the amounts paid "
      "the percentage permitted by the Law and its executive regulations (which, at the date of this "
      "Agreement, does not exceed forty per cent (40%) of the Price where construction exceeds 80%, and "
      "twenty-five per cent (25%) where it is below 60%), and shall refund the remainder within ninety (90) "
      "days.")
    p("6.2 If the project is cancelled by the Authority, the Developer shall refund one hundred per cent "
      "(100%) of the amounts paid from the Escrow Account.")

    h("Article 7 &ndash; Handover")
    p("7.1 The Developer shall notify the Purchaser of the Completion Date at least thirty (30) days in "
      "advance. Handover shall take place after payment of all amounts due under Annexure 3 and Article 9.")
    p("7.2 The Developer shall remedy defects notified within one (1) year from handover. Liability for "
      "structural defects continues for ten (10) years under Article 880 of the Civil Transactions Law.")

    h("Article 8 &ndash; Disposal before completion")
    p("8.1 The Purchaser may sell or assign the Unit before the Completion Date only with the Developer's "
      "written approval and after having paid not less than forty per cent (40%) of the Price.")

    h("Article 9 &ndash; Registration")
    p(f"9.1 The Developer shall register this Agreement on the Authority's interim real estate register. The "
      f"Purchaser shall bear the registration fee levied by the Authority, being two per cent (2%) of the "
      f"Price, namely AED {aed(reg)}, which the Purchaser shall pay within fourteen (14) days after signing "
      "this Agreement.")
    p("9.2 The fee in Article 9.1 is not part of the Price, is not paid into the Escrow Account and is not "
      "refundable once paid to the Authority.")

    h("Article 10 &ndash; Owners association")
    p("10.1 The Purchaser shall become a member of the owners association of the Building and shall pay the "
      "service charges approved for the Building from the Completion Date. An estimate is given in Annexure 4 "
      "for information only.")

    h("Article 11 &ndash; Governing law")
    p("11.1 This Agreement is governed by the laws of the Emirate of Abu Dhabi and the federal laws of the "
      "UAE. The Abu Dhabi Judicial Department courts have exclusive jurisdiction.")
    p("11.2 This Agreement is made in two (2) Arabic and English originals; the Arabic text prevails in case "
      "of conflict.")
    S.append(Spacer(1, 6))
    sig = Table([["First Party (Developer)", "Second Party (Purchaser)"], ["", ""],
                 ["_____________________________", "_____________________________"],
                 ["Khalid Obaid Al Mazrouei", "Mei Ling Tan"]], colWidths=[87 * mm, 87 * mm])
    sig.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Times-Roman", 9.5), ("TOPPADDING", (0, 1), (-1, 1), 12)]))
    S.append(KeepTogether([sig]))

    S.append(CondPageBreak(70 * mm))
    h("ANNEXURE 1 &ndash; DESCRIPTION OF THE UNIT")
    for line in ("Unit No. 0912, 9th floor, Building C3, Shoreline Residences, Plot RR-C3, Al Reem Island",
                 "Type: 2 bedrooms + maid's room; view: partial sea (north-west)",
                 f"Approximate saleable area: {area:,.2f} sq ft (122.48 sq m), including balcony of 141.20 sq ft",
                 "Parking: 1 space, basement level B1 (space no. B1-088)"):
        p("&bull; " + line)
    h("ANNEXURE 2 &ndash; SPECIFICATIONS (SUMMARY)")
    p("Marble flooring in living and dining areas (800 x 800 mm); laminated wood flooring in bedrooms; "
      "fitted kitchen with appliances; central chilled-water air conditioning; video intercom; floor-to-ceiling "
      "glazing with 6 + 12 + 6 mm double-glazed units; two passenger lifts and one service lift serving 27 "
      "floors.")

    h("ANNEXURE 3 &ndash; PAYMENT PLAN")
    p(f"The Price of AED {aed(price)} is payable as follows. Amounts are stated in UAE Dirhams.")
    data = [[Paragraph(x, st["cellb"]) for x in ("Amount (AED)", "%", "Payment", "When due")]]
    style = [("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#666666")),
             ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e5ddd0")), ("VALIGN", (0, 0), (-1, -1), "TOP")]

    def add(label, pc, d, when):
        text = when if when else f"{d.day:02d}/{d.month:02d}/{d.year}"
        data.append([Paragraph(aed(pct_of(price, pc)), st["cellr"]), Paragraph(pct_txt(pc), st["cellr"]),
                     Paragraph(label, st["cell"]), Paragraph(text, st["cell"])])

    for r in rows_pre + monthly:
        add(*r)
    sub = sum(r[1] for r in monthly)
    data.append([Paragraph(f"<i>{aed(pct_of(price, sub))}</i>", st["cellr"]), Paragraph(f"<i>{pct_txt(sub)}</i>",
                 st["cellr"]), Paragraph("<i>Sub-total of the monthly instalments</i>", st["cell"]), ""])
    style.append(("SPAN", (2, len(data) - 1), (3, len(data) - 1)))
    data.append([Paragraph("The following instalments are payable on the events stated, within ten (10) days of "
                           "the Developer's notice.", st["small"]), "", "", ""])
    style += [("SPAN", (0, len(data) - 1), (-1, len(data) - 1)),
              ("BACKGROUND", (0, len(data) - 1), (-1, len(data) - 1), colors.HexColor("#f5f5f5"))]
    for r in rows_post:
        add(*r)
    data.append([Paragraph(f"<b>{aed(price)}</b>", st["cellr"]), Paragraph("<b>100%</b>", st["cellr"]),
                 Paragraph("<b>Total Price</b>", st["cell"]), ""])
    tbl = LongTable(data, colWidths=[32 * mm, 16 * mm, 56 * mm, 70 * mm], repeatRows=1)
    tbl.setStyle(TableStyle(style))
    S.append(tbl)
    S.append(Spacer(1, 4))
    p("<b>Notes to Annexure 3</b>")
    p("1. The monthly instalments are payable by post-dated cheques handed to the Developer on signing.")
    p("2. The Developer may accept early payment of any instalment; early payment does not entitle the "
      "Purchaser to a discount unless agreed in writing.")
    p(f"3. In addition to the Price, a processing fee of AED {aed(processing)} (inclusive of VAT) is payable "
      "to the Developer upon issue of the interim real estate register certificate for the Unit.")

    h("ANNEXURE 4 &ndash; ESTIMATED SERVICE CHARGES (FOR INFORMATION ONLY)")
    sct = Table([[Paragraph(x, st["cellb"]) for x in ("Basis", "Rate (AED / sq ft / year)", "Area (sq ft)",
                                                        "Estimated annual charge (AED)")],
                 [Paragraph("First full year after completion", st["cell"]), Paragraph(f"{sc_rate:.2f}", st["cellr"]),
                  Paragraph(f"{area:,.2f}", st["cellr"]), Paragraph(aed(sc), st["cellr"])]],
                colWidths=[60 * mm, 38 * mm, 30 * mm, 46 * mm])
    sct.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey)]))
    S.append(sct)
    S.append(Spacer(1, 3))
    S.append(Paragraph("The estimate is based on the draft budget of the owners association and will change. "
                       "Service charges are paid to the owners association, not to the Developer.", st["small"]))
    build(stem, S, "Lulu Shores Development L.L.C.  -  Shoreline Residences C3-0912  -  SPA",
          "SPA No. LSD/SR-C3/0912/2026  |  Form LSD-SPA-OP-05 (12/2025)", "SPA - Shoreline Residences C3 0912",
          "Lulu Shores Development LLC")
    write_expected(stem, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
