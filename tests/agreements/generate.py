"""Writes the agreement corpus: sample agreements (text, DOCX, PDF) with the schedule each one states.

Run `python tests/agreements/generate.py` to rewrite the files next to this script. Output is
byte-for-byte deterministic (fixed zip timestamps, no PDF dates), so a test can check that the
committed corpus is what this script writes. The expected schedules are written from the rows
declared here by hand, never from the extractor's output.
"""

import io
import json
import sys
import textwrap
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent


def row(amount: float, due: str, description: str, percentage: float = 0, *, fee: bool = False,
        post: bool = False) -> dict:
    """One expected ParsedInstallment."""
    return {"amount": float(amount), "dueDate": due, "description": description, "percentage": float(percentage),
            "isFee": fee, "postHandover": post, "status": "pending"}


@dataclass
class Agreement:
    name: str  # file name, extension included
    content: object  # str for text; list of blocks for DOCX; list of pages for PDF; bytes as-is
    expected: list[dict] = field(default_factory=list)


# --- writers ---------------------------------------------------------------------------------

DOCX_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    '</Types>')
DOCX_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="word/document.xml"/></Relationships>')
W_NAMESPACE = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def docx(blocks: list) -> bytes:
    """A minimal valid DOCX: each block is a paragraph (str) or a table (list of rows of cell strings)."""
    body = "".join(_docx_table(block) if isinstance(block, list) else _docx_paragraph(block) for block in blocks)
    document = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                f'<w:document xmlns:w="{W_NAMESPACE}"><w:body>{body}<w:sectPr/></w:body></w:document>')
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in (("[Content_Types].xml", DOCX_CONTENT_TYPES), ("_rels/.rels", DOCX_RELS),
                           ("word/document.xml", document)):
            # A fixed timestamp keeps the archive identical from run to run.
            archive.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), text,
                             compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def _docx_paragraph(text: str) -> str:
    return f'<w:p><w:r><w:t xml:space="preserve">{escape(text)}</w:t></w:r></w:p>'


def _docx_table(rows: list[list[str]]) -> str:
    return "<w:tbl>" + "".join(f"<w:tr>{_docx_cells(cells)}</w:tr>" for cells in rows) + "</w:tbl>"


def _docx_cells(cells: list[str]) -> str:
    return "".join(f"<w:tc>{_docx_paragraph(cell)}</w:tc>" for cell in cells)


PAGE_TOP, PAGE_BOTTOM, LEADING, LEFT = 800, 60, 14, 50
PROSE_WIDTH = 92  # characters per line: wraps prose the way a typeset agreement does


def pdf(pages: list[list]) -> bytes:
    """A minimal PDF with a real text layer in Helvetica: each page is a list of lines, a line is a
    string (prose, wrapped) or a list of (x, text) cells placed on one baseline."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"]
    kids = []
    for page in pages:
        stream = _pdf_page_stream(page)
        kids.append(len(objects) + 1)
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >>"
                       f" /Contents {len(objects) + 2} 0 R >>".encode())
        objects.append(f"<< /Length {len(stream)} >>\nstream\n".encode() + stream + b"\nendstream")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>".encode()
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def _pdf_page_stream(lines: list) -> bytes:
    operations, y = [], PAGE_TOP
    for line in lines:
        placed = [[(LEFT, wrapped)] for wrapped in textwrap.wrap(line, PROSE_WIDTH) or [""]] \
            if isinstance(line, str) else [line]
        for cells in placed:
            for x, text in cells:
                if text:
                    operations.append(f"BT /F1 10 Tf {x} {y} Td ({_pdf_string(text)}) Tj ET")
            y -= LEADING
        if y < PAGE_BOTTOM:
            raise ValueError("page overflow: split the content over more pages")
    return "\n".join(operations).encode("latin-1")


def _pdf_string(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def table_line(*cells: str) -> list[tuple[int, str]]:
    """A PDF table row: cells at fixed column positions."""
    columns = (LEFT, 80, 280, 370, 420)
    return list(zip(columns, cells))


# --- the corpus ------------------------------------------------------------------------------

AGREEMENTS = [
    Agreement("01_table_pipes.txt", """\
SALE AND PURCHASE AGREEMENT
Agreement No. SPA-2025-0142            Date: 01-Dec-2025

Unit: 1204, Marina Heights Tower B, Dubai Marina
Seller: Marina Heights Development LLC
Purchaser: Mr. Omar Haddad

PRICE BREAKDOWN
Saleable area: 1,250 sq ft
Price per square foot: AED 960
Purchase Price: AED 1,200,000 (inclusive of one parking bay)

PAYMENT PLAN
| No. | Milestone | Due Date | Percentage | Amount (AED) |
|-----|-----------|----------|------------|--------------|
| 1 | Down payment | 15-Jan-2026 | 10% | 120,000 |
| 2 | Second instalment | 15-Jun-2026 | 10% | 120,000 |
| 3 | Third instalment | 15-Jan-2027 | 20% | 240,000 |
| 4 | On 50% construction completion | | 20% | 240,000 |
| 5 | On handover | | 40% | 480,000 |
| | Total | | 100% | 1,200,000 |

FEES PAYABLE BY THE PURCHASER
The following are payable in addition to the Purchase Price:
| Fee | Amount (AED) | Due |
| DLD registration fee (4%) | 48,000 | 15-Jan-2026 |
| Administration fee | 3,500 | 15-Jan-2026 |

Late payment: the Seller may charge 1% per month on overdue amounts.
""", [
        row(120000, "15-Jan-26", "Down payment", 10),
        row(120000, "15-Jun-26", "Second instalment", 10),
        row(240000, "15-Jan-27", "Third instalment", 20),
        row(240000, "", "On 50% construction completion", 20),
        row(480000, "", "On handover", 40),
        row(48000, "15-Jan-26", "DLD registration fee", 4, fee=True),
        row(3500, "15-Jan-26", "Administration fee", fee=True),
    ]),
    Agreement("02_prose.txt", """\
AGREEMENT FOR SALE OF OFF-PLAN PROPERTY

This Agreement is made on 3 November 2025 between Palm Vista Properties LLC (the "Seller") and Ms. Sara \
Lindqvist (the "Purchaser").

1. RESERVATION
1.1 On signing the reservation form the Purchaser paid a non-refundable reservation fee of AED 25,000 on \
20 October 2025. The reservation fee is not part of the Purchase Price.

2. PURCHASE PRICE
2.1 The Purchase Price of the Unit is AED 2,400,000 (Two Million Four Hundred Thousand UAE Dirhams).
2.2 The Purchaser shall pay the Purchase Price in instalments as follows:
(a) The Purchaser shall pay ten percent (10%) of the Purchase Price, being AED 240,000, on or before 15 January 2026.
(b) The Purchaser shall pay a further ten percent (10%), being AED 240,000, on or before April 15, 2026.
(c) The Purchaser shall pay twenty percent (20%) of the Purchase Price, being AED 480,000, on or before 2026-10-15.
(d) The Purchaser shall pay twenty percent (20%), being AED 480,000, upon completion of the structure of the Building.
(e) The balance of forty percent (40%), being AED 960,000, shall be paid upon completion and before handover of \
the Unit.

3. REGISTRATION
3.1 The Purchaser shall pay the Oqood registration fee of AED 4,200 to the Seller within 30 days of signing this \
Agreement.
3.2 The Dubai Land Department registration fee, being four percent (4%) of the Purchase Price (AED 96,000), is \
payable on or before 15 January 2026.

4. DEFAULT
4.1 If the Purchaser fails to pay any instalment, the Seller may terminate this Agreement and retain up to 40% of \
the Purchase Price.
""", [
        row(25000, "20-Oct-25", "Reservation fee", fee=True),
        row(240000, "15-Jan-26", "First instalment", 10),
        row(240000, "15-Apr-26", "Second instalment", 10),
        row(480000, "15-Oct-26", "Third instalment", 20),
        row(480000, "", "On completion of the structure", 20),
        row(960000, "", "Balance on completion", 40),
        row(4200, "", "Oqood registration fee", fee=True),
        row(96000, "15-Jan-26", "DLD registration fee", 4, fee=True),
    ]),
    Agreement("03_list_usd.txt", """\
PROPERTY SALE CONTRACT - VILLA 27, DESERT ROSE ESTATE
Contract Price: USD 850,000
All amounts in this contract are in United States Dollars.

Payment schedule
- Booking deposit (part of the Purchase Price): US$ 85,000 (10%) due on 15/01/2026
- 2nd payment: $85,000 (10%) due on 15/05/2026
- 3rd payment: USD 170,000 (20%) due on 15/11/2026
- On handover: USD 255,000 (30%)
- Post-handover: USD 127,500 (15%) within 6 months of handover
- Post-handover: USD 127,500 (15%) 12 months after handover

Fees
- Registration fee: USD 34,000 (4% of the price) payable on signing
- Admin fee: USD 1,000
""", [
        row(85000, "15-Jan-26", "Booking deposit", 10),
        row(85000, "15-May-26", "2nd payment", 10),
        row(170000, "15-Nov-26", "3rd payment", 20),
        row(255000, "", "On handover", 30),
        row(127500, "", "Within 6 months of handover", 15, post=True),
        row(127500, "", "12 months after handover", 15, post=True),
        row(34000, "", "Registration fee", 4, fee=True),
        row(1000, "", "Admin fee", fee=True),
    ]),
    Agreement("04_no_plan.txt", """\
DEED OF SALE (READY PROPERTY)
Date: 12 February 2026
Seller: Mr. Khalid Al Mansoori, Emirates ID 784-1975-1234567-1
Buyer: Ms. Priya Raman, Passport No. Z4471902
Property: Apartment 1507, Creek Horizon Tower 2, Plot No. 345-0987, Dubai Creek Harbour
Built-up area: 1,044 sq ft (97 sq m)
Agreed valuation: AED 1,650,000 (AED 1,580 per sq ft)

1. The Purchase Price of AED 1,650,000 has been paid in full by manager's cheque before the date of this Deed, \
and the Seller acknowledges receipt.
2. The parties shall attend the Dubai Land Department trustee office to transfer title on 20 February 2026.
3. Each party shall bear its own costs. Any late completion shall attract compensation of 0.5% per week.
4. Service charges for 2026 have been settled up to 31/12/2026.
5. This Deed is governed by the laws of the Emirate of Dubai. Contact: +971 4 555 0199.
""", []),
    Agreement("05_post_handover_section.txt", """\
SALE AND PURCHASE AGREEMENT - SCHEDULE 3 (PAYMENT PLAN)
Project: Azure Bay Residences, Unit 803
Total Purchase Price: AED 3,000,000

Pre-handover instalments
1. Down payment of 20% (AED 600,000) on 1 March 2026
2. 10% (AED 300,000) on 1st September 2026
3. 10% (AED 300,000) on 1 March 2027
4. 20% (AED 600,000) on handover (anticipated Q4 2027)

Post-handover instalments
5. 10% (AED 300,000) on 1 March 2028
6. 10% (AED 300,000) on 1 September 2028
7. 20% (AED 600,000) in June 2029

Other charges
8. NOC fee of AED 5,000 payable before handover
9. Oqood registration fee AED 3,000 payable with the down payment
""", [
        row(600000, "01-Mar-26", "Down payment", 20),
        row(300000, "01-Sep-26", "Instalment 2", 10),
        row(300000, "01-Mar-27", "Instalment 3", 10),
        row(600000, "", "On handover", 20),
        row(300000, "01-Mar-28", "Post-handover instalment 5", 10, post=True),
        row(300000, "01-Sep-28", "Post-handover instalment 6", 10, post=True),
        # A month without a day: its last day (the older extractor's reading; the new one reads only full dates).
        row(600000, "30-Jun-29", "Post-handover instalment 7", 20, post=True),
        row(5000, "", "NOC fee", fee=True),
        row(3000, "", "Oqood registration fee", fee=True),
    ]),
    Agreement("06_tabs_currency_after.txt", """\
RESERVATION AND PAYMENT SCHEDULE
Developer: Sunrise Heights Real Estate Development LLC
Unit Price: 1,800,000.00 AED
(all dates day/month/year)

Stage\tDescription\tShare\tAmount\tDue
1\tBooking instalment\t5 percent\t90,000.00 AED\t10.01.2026
2\tFirst instalment\t15 percent\t270,000.00 AED\t10.04.2026
3\tOn completion of foundations\t10 percent\t180,000.00 AED\t
4\tOn 40% construction progress\t20 percent\t360,000.00 AED\t
5\tOn 70% construction progress\t20 percent\t360,000.00 AED\t
6\tCompletion and handover\t30 percent\t540,000.00 AED\t

Additional fees (not included in the Unit Price)
Reservation fee\tDhs 10,000\tpaid on 05.12.2025
Processing fee\tDhs. 2,500\ton signing
""", [
        row(90000, "10-Jan-26", "Booking instalment", 5),
        row(270000, "10-Apr-26", "First instalment", 15),
        row(180000, "", "On completion of foundations", 10),
        row(360000, "", "On 40% construction progress", 20),
        row(360000, "", "On 70% construction progress", 20),
        row(540000, "", "Completion and handover", 30),
        row(10000, "05-Dec-25", "Reservation fee", fee=True),
        row(2500, "", "Processing fee", fee=True),
    ]),
    Agreement("07_table.docx", [
        "SALE AND PURCHASE AGREEMENT",
        "Project: Oasis Gardens Phase 2, Townhouse TH-118",
        "Purchase Price: AED 2,750,000",
        "Schedule of Payments",
        [["No.", "Payment", "Due date", "%", "Amount (AED)"],
         ["1", "Down payment", "01/02/2026", "10", "275,000"],
         ["2", "2nd instalment", "01/06/2026", "10", "275,000"],
         ["3", "3rd instalment", "01/10/2026", "10", "275,000"],
         ["4", "4th instalment", "01/02/2027", "10", "275,000"],
         ["5", "On completion of 60% of construction", "", "20", "550,000"],
         ["6", "On handover", "", "40", "1,100,000"],
         ["", "Total", "", "100", "2,750,000"]],
        "In addition to the Purchase Price, the Purchaser shall pay:",
        "DLD registration fee: 4% of the Purchase Price (AED 110,000) on 01/02/2026.",
        "Oqood and administration fee: AED 5,250 on 01/02/2026.",
    ], [
        row(275000, "01-Feb-26", "Down payment", 10),
        row(275000, "01-Jun-26", "2nd instalment", 10),
        row(275000, "01-Oct-26", "3rd instalment", 10),
        row(275000, "01-Feb-27", "4th instalment", 10),
        row(550000, "", "On completion of 60% of construction", 20),
        row(1100000, "", "On handover", 40),
        row(110000, "01-Feb-26", "DLD registration fee", 4, fee=True),
        row(5250, "01-Feb-26", "Oqood and administration fee", fee=True),
    ]),
    Agreement("08_prose_mixed_currency.docx", [
        "AGREEMENT FOR THE SALE AND PURCHASE OF A RESIDENTIAL UNIT",
        "This Agreement is dated 5 January 2026. The Purchase Price is USD 640,000 (approximately AED 2,350,400).",
        "Payment of the Purchase Price",
        ("The Purchaser has paid a booking deposit of USD 32,000 (5%) on 5 January 2026, which forms part of the "
        "Purchase Price."),
        ("The Purchaser shall pay fifteen percent (15%) of the Purchase Price, being USD 96,000 (AED 352,560), on or "
        "before March 1, 2026."),
        "A further twenty percent (20%), being USD 128,000, is due on or before 1 September 2026.",
        "Thirty percent (30%), being USD 192,000, is due upon the Building reaching 80% construction completion.",
        "The remaining thirty percent (30%), being USD 192,000, shall be paid on handover of the Unit.",
        "Fees",
        "A non-refundable reservation fee of AED 20,000 was paid on 28 December 2025.",
        ("The Dubai Land Department fee of 4% of the Purchase Price (AED 94,016) is payable by the Purchaser on or "
        "before 15 January 2026."),
    ], [
        row(32000, "05-Jan-26", "Booking deposit", 5),
        row(96000, "01-Mar-26", "Second payment", 15),
        row(128000, "01-Sep-26", "Third payment", 20),
        row(192000, "", "On 80% construction completion", 30),
        row(192000, "", "On handover", 30),
        row(20000, "28-Dec-25", "Reservation fee", fee=True),
        row(94016, "15-Jan-26", "Dubai Land Department fee", 4, fee=True),
    ]),
    Agreement("09_post_handover_table.docx", [
        "PAYMENT PLAN 60/40 (POST-HANDOVER PLAN)",
        "Unit 3102, Creekside Residences",
        "Purchase Price: AED 1,500,000 (One million five hundred thousand Dirhams)",
        [["Instalment", "Due", "Percentage", "Amount (AED)"],
         ["Booking (part of the price)", "10-Feb-2026", "10%", "150,000"],
         ["Second instalment", "10-Aug-2026", "10%", "150,000"],
         ["Third instalment", "10-Feb-2027", "20%", "300,000"],
         ["Handover", "On handover", "20%", "300,000"],
         ["First post-handover instalment", "Within 6 months of handover", "10%", "150,000"],
         ["Second post-handover instalment", "10-Feb-2029", "15%", "225,000"],
         ["Final post-handover instalment", "24 months after completion", "15%", "225,000"]],
        "Processing fee of AED 2,100 payable on 10-Feb-2026 (not part of the Purchase Price).",
        "Escrow account: Emirates NBD, account no. 1015 5533 2211 01.",
    ], [
        row(150000, "10-Feb-26", "Booking", 10),
        row(150000, "10-Aug-26", "Second instalment", 10),
        row(300000, "10-Feb-27", "Third instalment", 20),
        row(300000, "", "Handover", 20),
        row(150000, "", "First post-handover instalment", 10, post=True),
        row(225000, "10-Feb-29", "Second post-handover instalment", 15, post=True),
        row(225000, "", "Final post-handover instalment", 15, post=True),
        row(2100, "10-Feb-26", "Processing fee", fee=True),
    ]),
    Agreement("10_fees_first_bare_numbers.docx", [
        "MEMORANDUM OF UNDERSTANDING - UNIT 2209, HARBOUR VIEW",
        "Fees payable by the Buyer on signing this MoU:",
        [["Item", "Amount"],
         ["DLD transfer fee (4%)", "AED 38,000"],
         ["Trustee office fee", "AED 4,200"],
         ["NOC fee (Developer)", "AED 1,050"]],
        "Agreed Sale Price: 950000",
        "The Buyer shall pay the Sale Price as follows:",
        "Deposit of 10% amounting to 95000 on 20 January 2026.",
        "Payment of 40% amounting to 380000 on 20 March 2026.",
        "Balance of 50% amounting to 475000 on transfer at the Dubai Land Department on 30 April 2026.",
    ], [
        row(38000, "", "DLD transfer fee", 4, fee=True),
        row(4200, "", "Trustee office fee", fee=True),
        row(1050, "", "NOC fee", fee=True),
        row(95000, "20-Jan-26", "Deposit", 10),
        row(380000, "20-Mar-26", "Payment", 40),
        row(475000, "30-Apr-26", "Balance on transfer", 50),
    ]),
    Agreement("11_table.pdf", [[
        "SALE AND PURCHASE AGREEMENT",
        "Unit 405, Jumeirah Lake Towers Cluster F",
        "Unit area: 780 sq ft; price per sq ft: AED 1,100",
        "Purchase Price: AED 858,000",
        "PAYMENT SCHEDULE",
        table_line("No.", "Milestone", "Date", "%", "Amount"),
        table_line("1", "Down payment", "15-Jan-26", "20%", "AED 171,600"),
        table_line("2", "Second instalment", "15-Jul-26", "10%", "AED 85,800"),
        table_line("3", "Third instalment", "15-Jan-27", "10%", "AED 85,800"),
        table_line("4", "On 60% construction completion", "", "10%", "AED 85,800"),
        table_line("5", "On completion", "", "50%", "AED 429,000"),
        "FEES",
        "Dubai Land Department registration 4% AED 34,320 on 15-Jan-26",
        "Oqood registration AED 1,250 on 15-Jan-26",
        "Service fee AED 1,000 on 15-Jan-26",
    ]], [
        row(171600, "15-Jan-26", "Down payment", 20),
        row(85800, "15-Jul-26", "Second instalment", 10),
        row(85800, "15-Jan-27", "Third instalment", 10),
        row(85800, "", "On 60% construction completion", 10),
        row(429000, "", "On completion", 50),
        row(34320, "15-Jan-26", "Dubai Land Department registration", 4, fee=True),
        row(1250, "15-Jan-26", "Oqood registration", fee=True),
        row(1000, "15-Jan-26", "Service fee", fee=True),
    ]),
    Agreement("12_prose_two_pages.pdf", [[
        "AGREEMENT FOR SALE - VILLA 12, THE MEADOWS ESTATE",
        ("This Agreement is made on 2 February 2026 between Meadow Estates Development LLC (the Seller) and "
        "Mr. Daniel Okafor (the Purchaser). The Purchase Price for the Villa is AED 4,800,000 (Four Million Eight "
        "Hundred Thousand Dirhams), exclusive of registration fees."),
        "2. PAYMENT OF THE PURCHASE PRICE",
        ("2.1 The Purchaser shall pay five percent (5%) of the Purchase Price, being AED 240,000, as a booking "
        "deposit on the signing of this Agreement on 2 February 2026."),
        ("2.2 The Purchaser shall pay a further fifteen percent (15%) of the Purchase Price, being AED 720,000, on "
        "or before 2 May 2026."),
        ("2.3 The Purchaser shall pay twenty percent (20%) of the Purchase Price, being AED 960,000, within thirty "
        "(30) days of completion of the podium of the Villa, expected in December 2026."),
        ("2.4 The Purchaser shall pay twenty percent (20%) of the Purchase Price, being AED 960,000, on or before "
        "2 February 2027."),
    ], [
        ("2.5 The balance of forty percent (40%) of the Purchase Price, being AED 1,920,000, shall be paid on the "
        "Handover Date."),
        "3. FEES AND CHARGES",
        ("3.1 In addition to the Purchase Price, the Purchaser shall pay the Dubai Land Department registration fee "
        "equal to four percent (4%) of the Purchase Price, being AED 192,000, on or before 2 February 2026."),
        "3.2 The Purchaser shall also pay the Oqood administration fee of AED 5,000 on or before 2 February 2026.",
        "3.3 Service charges are estimated at AED 14 per square foot per annum and are not part of this schedule.",
        "4. LATE PAYMENT",
        "4.1 Any amount not paid when due shall bear interest at 1% per month.",
    ]], [
        row(240000, "02-Feb-26", "Booking deposit", 5),
        row(720000, "02-May-26", "Second instalment", 15),
        row(960000, "", "On completion of the podium", 20),
        row(960000, "02-Feb-27", "Fourth instalment", 20),
        row(1920000, "", "Balance on handover", 40),
        row(192000, "02-Feb-26", "DLD registration fee", 4, fee=True),
        row(5000, "02-Feb-26", "Oqood administration fee", fee=True),
    ]),
    Agreement("13_post_handover_list.pdf", [[
        "PAYMENT TERMS - UNIT 1911, SKYLINE ONE",
        "Purchase Price: USD 420,000",
        "Installment schedule (amounts in USD):",
        "1. 10% - USD 42,000 - due 15 March 2026",
        "2. 10% - USD 42,000 - due 15 September 2026",
        "3. 30% - USD 126,000 - on handover",
        "4. 10% - USD 42,000 - 3 months after handover",
        "5. 10% - USD 42,000 - 6 months after handover",
        "6. 10% - USD 42,000 - 15 March 2028 (post-handover)",
        "7. 20% - USD 84,000 - within 24 months of handover",
        "Registration: DLD fee 4% - USD 16,800 - on signing",
        "Admin fee: USD 1,100 - on signing",
    ]], [
        row(42000, "15-Mar-26", "Instalment 1", 10),
        row(42000, "15-Sep-26", "Instalment 2", 10),
        row(126000, "", "On handover", 30),
        row(42000, "", "3 months after handover", 10, post=True),
        row(42000, "", "6 months after handover", 10, post=True),
        row(42000, "15-Mar-28", "Post-handover", 10, post=True),
        row(84000, "", "Within 24 months of handover", 20, post=True),
        row(16800, "", "DLD fee", 4, fee=True),
        row(1100, "", "Admin fee", fee=True),
    ]),
    # A PDF cut off in its first object: no page tree, no text.
    Agreement("14_damaged.pdf", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
                                b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Cou", []),
    # A valid PDF whose only page carries no text (a scan without OCR looks like this to the extractor).
    Agreement("15_empty_page.pdf", [[]], []),
    Agreement("16_single_payment.txt", """\
OFFER LETTER AND PAYMENT TERMS
Unit: Shop G-04, Souk Al Marina
Base price: AED 1,150,000
Parking bay: AED 50,000
Total price: AED 1,200,000
Price per sq ft: AED 1,520 (approx.)

Payment: full payment of the total price (100%) on handover of the shop.
Registration with the Dubai Land Department: 4% of the total price, payable on handover.
""", [
        row(1200000, "", "Full payment on handover", 100),
        row(48000, "", "DLD registration", 4, fee=True),
    ]),
]


def source_bytes(agreement: Agreement) -> bytes:
    if isinstance(agreement.content, bytes):
        return agreement.content
    if agreement.name.endswith(".txt"):
        return agreement.content.encode("utf-8")
    if agreement.name.endswith(".docx"):
        return docx(agreement.content)
    return pdf(agreement.content)


def expected_name(source_name: str) -> str:
    return f"{source_name.rsplit('.', 1)[0]}.expected.json"


def write_corpus(directory: Path) -> list[Path]:
    """Writes every agreement and its expected schedule into `directory`; the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for agreement in AGREEMENTS:
        source = directory / agreement.name
        source.write_bytes(source_bytes(agreement))
        expected = directory / expected_name(agreement.name)
        expected.write_text(json.dumps(agreement.expected, indent=2) + "\n", encoding="utf-8")
        written += [source, expected]
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    paths = write_corpus(target)
    print(f"wrote {len(paths)} files ({sum(p.stat().st_size for p in paths)} bytes) to {target}")
