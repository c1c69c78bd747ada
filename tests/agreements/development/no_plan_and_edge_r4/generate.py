"""Writes the agreements of the `no_plan_and_edge_r4` layout next to this script.

Two documents without a payment plan (expected []) that are full of figures, dates and even
fee- and schedule-like tables, and one edge case with a plan (a ready villa sold for a single
payment, with fees stated in separate clauses, one of them only in words).

Run:  /work/main/.venv/bin/python generate.py
Deterministic: reportlab runs with rl_config.invariant = 1 and the DOCX zip is rewritten with fixed
timestamps. The expected plans are built from the same Python data that writes the documents.
"""

import io
import json
import os
import re
import textwrap
import zipfile
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle, KeepTogether  # noqa: E402

import docx  # noqa: E402
from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Pt  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# --- helpers ---------------------------------------------------------------------------------

def pct_of(price, pct):
    """pct % of price, rounded half up to the cent."""
    v = (Decimal(str(price)) * Decimal(str(pct)) / Decimal(100)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return float(v)


def due(d):
    return f"{d.day:02d}-{MON[d.month - 1]}-{d.year % 100:02d}" if d else ""


def row(amount, due_date, description, percentage=0.0, fee=False, post=False):
    return {"amount": round(float(amount), 2), "dueDate": due(due_date), "description": description,
            "percentage": float(percentage), "isFee": fee, "postHandover": post, "status": "pending"}


def write_expected(stem, rows):
    with open(os.path.join(HERE, stem + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def aed(x):
    return f"{x:,.2f}"


def inr(x):
    """Indian digit grouping: 990000 -> 9,90,000 ; keeps paise when present."""
    d = Decimal(str(x)).quantize(Decimal("0.01"))
    whole, frac = divmod(d, 1)
    s = str(int(whole))
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        s = ",".join(groups + [tail])
    if frac:
        s += "." + f"{int(frac * 100):02d}"
    return s


ONES = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven",
        "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def words(n, british_and=False):
    n = int(n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        rest = n % 100
        joiner = " and " if british_and else " "
        return ONES[n // 100] + " Hundred" + (joiner + words(rest, british_and) if rest else "")
    for value, name in ((10 ** 9, "Billion"), (10 ** 6, "Million"), (1000, "Thousand")):
        if n >= value:
            rest = n % value
            if rest and rest < 100 and british_and:
                tail = " and " + words(rest, british_and)
            elif rest:
                tail = " " + words(rest, british_and)
            else:
                tail = ""
            return words(n // value, british_and) + " " + name + tail
    raise ValueError(n)


class NumberedCanvas(rl_canvas.Canvas):
    """Canvas that knows the page count, so footers can say 'Page x of y'."""

    footer_left = ""
    header_text = ""

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
            self.setFillColor(colors.HexColor("#555555"))
            if self.header_text:
                self.drawString(20 * mm, 287 * mm, self.header_text)
                self.line(20 * mm, 285.5 * mm, 190 * mm, 285.5 * mm)
            self.drawString(20 * mm, 10 * mm, self.footer_left)
            self.drawRightString(190 * mm, 10 * mm, f"Page {self._pageNumber} of {total}")
            self.drawCentredString(105 * mm, 10 * mm, "Purchaser's initials: ______   Seller's initials: ______")
            super().showPage()
        super().save()


def docx_normalise(path):
    """Rewrite the DOCX zip with fixed timestamps so reruns give the same bytes."""
    with open(path, "rb") as fh:
        src = zipfile.ZipFile(io.BytesIO(fh.read()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(zi, data)
    with open(path, "wb") as fh:
        fh.write(out.getvalue())


def wrap_txt(paragraphs, width=92):
    """Paragraph list -> text. A paragraph starting with a clause number gets a hanging indent."""
    out = []
    for p in paragraphs:
        if p == "":
            out.append("")
            continue
        if p.startswith("|") or p.isupper() or len(p) <= width:
            out.append(p)
            continue
        if p.startswith(" "):
            lead = p[:len(p) - len(p.lstrip())]
            out.append(textwrap.fill(p.strip(), width=width, initial_indent=lead, subsequent_indent=lead + "    "))
            continue
        m = re.match(r"^(\(?[0-9A-Za-z.]{1,5}\)?\s+)", p)
        indent = " " * len(m.group(1)) if m and (p[0].isdigit() or p[0] == "(") else ""
        out.append(textwrap.fill(p, width=width, subsequent_indent=indent))
    return "\n".join(out) + "\n"


# =============================================================================================
# 01 - Deed of assignment of a completed and fully paid unit (Dubai), plain text.  Expected [].
# =============================================================================================

def agreement_01():
    stem = "01_paid_up_assignment_deed"
    original_price = 2186500.00
    consideration = 2450000.00
    area = 1412.36
    sc_rate = 17.25
    sc_settled = float((Decimal(str(area)) * Decimal(str(sc_rate))).quantize(Decimal("0.01"), ROUND_HALF_UP))
    dld_transfer = pct_of(consideration, 4)

    P = [
        "                              DEED OF ASSIGNMENT AND NOVATION",
        "                     (Completed Unit - Purchase Price Paid in Full)",
        "",
        "Deed Ref.: MCB/ASN/2026/0117                                       Dubai, 29 January 2026",
        "",
        "THIS DEED is made on the twenty-ninth day of January in the year two thousand and twenty-six",
        "",
        "AMONG:",
        "",
        "(1) MR. RAJESH KUMAR MENON, an Indian national holding Passport No. Z4417823, residing at Villa 18, "
        "Street 4B, Al Barsha 2, Dubai, P.O. Box 118294, United Arab Emirates (the \"Assignor\");",
        "",
        "(2) MS. ELEANOR FITZGERALD-HADDAD, an Irish national holding Passport No. PX5339120, of "
        "Apartment 611, Bay Square Building 3, Business Bay, Dubai (the \"Assignee\"); and",
        "",
        "(3) AL SAFEENA PROPERTIES L.L.C., a limited liability company registered in the Emirate of Dubai "
        "under Commercial Licence No. 742118, whose office is at Office 1203, Level 12, The Oberoi Centre, "
        "Business Bay, Dubai (the \"Developer\").",
        "",
        "BACKGROUND",
        "",
        "(A) Under a sale and purchase agreement dated 9 October 2021, reference MC-B/2304/SPA (the "
        "\"Original SPA\"), the Developer agreed to sell and the Assignor agreed to purchase residential "
        "Unit No. 2304 on the 23rd floor of Tower B of the project known as \"Marina Crest\", built on "
        "Plot No. 392-0471, Dubai Marina, as more fully described in the Schedule (the \"Unit\").",
        "",
        f"(B) The purchase price under the Original SPA was AED {aed(original_price)} (Two Million One Hundred "
        "Eighty-Six Thousand Five Hundred Dirhams) (the \"Original Price\"). Every instalment of the "
        "Original Price has been paid. The final receipt, No. MC-R-09931, was issued on 27 June 2024 "
        "and the Developer's statement of account dated 22 January 2026 records a balance of AED 0.00.",
        "",
        "(C) The Unit was handed over to the Assignor on 3 September 2024 and is registered in the "
        "Assignor's name under Title Deed No. 29174/2024 issued by the Dubai Land Department (\"DLD\") "
        "on 18 November 2024.",
        "",
        "(D) The Assignor wishes to assign, and the Assignee wishes to take over, all of the Assignor's "
        "rights and obligations under the Original SPA, and the Developer has agreed to consent to that "
        "assignment, in each case on the terms of this Deed.",
        "",
        "NOW THIS DEED WITNESSES as follows:",
        "",
        "1.   INTERPRETATION",
        "",
        "1.1  Words and expressions defined in the Original SPA have the same meaning when used in this "
        "Deed unless the context requires otherwise.",
        "",
        "1.2  \"Transfer Date\" means the date on which the DLD records the Assignee as the registered "
        "owner of the Unit, which the parties expect to be on or about 4 February 2026.",
        "",
        "1.3  The headings in this Deed are for ease of reference and do not affect its construction. "
        "The singular includes the plural and the masculine includes the feminine.",
        "",
        "2.   CONSIDERATION - ALREADY SETTLED",
        "",
        f"2.1  The consideration agreed between the Assignor and the Assignee for this assignment is "
        f"AED {aed(consideration)} (Two Million Four Hundred and Fifty Thousand Dirhams) (the "
        "\"Consideration\").",
        "",
        "2.2  The Consideration was paid in full before this Deed was signed, by manager's cheque "
        "No. 004417 drawn on Emirates NBD PJSC and dated 27 January 2026. The Assignor acknowledges "
        "receipt of the whole Consideration and confirms that no further sum is owed to it by the "
        "Assignee in connection with the Unit, whether under this Deed or otherwise.",
        "",
        "2.3  The Consideration is a matter between the Assignor and the Assignee only. The Developer "
        "has no responsibility for it and gives no warranty as to the value of the Unit.",
        "",
        f"2.4  The DLD transfer fee of four per cent (4%) of the Consideration, being AED {aed(dld_transfer)}, "
        "together with the trustee office charges, was deposited by the Assignee with Al Mizhar "
        "Registration Trustee on 27 January 2026 (manager's cheque No. 004418) and has therefore been "
        "settled in full. Nothing further is payable by any party to the DLD in respect of the "
        "assignment.",
        "",
        "3.   DEVELOPER'S CONFIRMATIONS",
        "",
        "3.1  The Developer confirms to the Assignee that, as at the date of this Deed:",
        "",
        "     (a) the Original Price has been received in full and no instalment, interest, late payment "
        "charge or other amount is outstanding under the Original SPA;",
        "",
        f"     (b) service charges for the Unit for the twelve months ending 31 January 2026, amounting "
        f"to AED {aed(sc_settled)} (calculated at AED {sc_rate:.2f} per square foot of saleable area), "
        "have been paid, and a clearance certificate to that effect was issued on 23 January 2026; and",
        "",
        "     (c) its no-objection certificate No. NOC/MC/2026/0392 dated 26 January 2026, valid for "
        "thirty (30) days, was issued after the Assignee had paid the Developer's transfer processing "
        "charge of AED 5,250.00 (VAT included) on 24 January 2026 against Receipt No. MC-R-11507.",
        "",
        "3.2  The Developer has no objection to the registration of the Unit in the name of the "
        "Assignee and will attend, or be represented, at the DLD for that purpose.",
        "",
        "4.   ASSIGNMENT AND NOVATION",
        "",
        "4.1  With effect from the Transfer Date the Assignor assigns absolutely to the Assignee all of "
        "its right, title, benefit and interest in and under the Original SPA and in the Unit.",
        "",
        "4.2  From the Transfer Date the Assignee assumes and undertakes to perform every obligation of "
        "the purchaser under the Original SPA that arises on or after that date, and the Developer "
        "releases the Assignor from those obligations and accepts the Assignee in its place as if the "
        "Assignee had been named in the Original SPA from the beginning.",
        "",
        "4.3  Nothing in this Deed releases the Assignor from liability for any breach of the Original "
        "SPA committed before the Transfer Date.",
        "",
        "5.   CONDITION OF THE UNIT AND WARRANTIES",
        "",
        "5.1  The Assignee has inspected the Unit and takes it in its present state and condition. The "
        "twelve (12) month defects liability period under clause 14.2 of the Original SPA ended on "
        "2 September 2025 and is not revived by this Deed.",
        "",
        "5.2  The Developer's liability for structural defects under Article 880 of the Civil Transactions "
        "Law (Federal Law No. 5 of 1985) continues for ten (10) years from 11 June 2024, the date of "
        "the building completion certificate, and passes to the Assignee on the Transfer Date.",
        "",
        "5.3  The Assignor warrants that the Unit is free from any mortgage, lease, caution or third-party "
        "right, that it has not granted any tenancy registered with Ejari, and that no notice from any "
        "authority concerning the Unit is outstanding.",
        "",
        "6.   JOINTLY OWNED PROPERTY",
        "",
        "6.1  On the Transfer Date the Assignee becomes a member of the Owners Association of Marina "
        "Crest under Law No. 6 of 2019 and agrees to observe the Jointly Owned Property Declaration "
        "registered on 2 May 2024.",
        "",
        "6.2  Service charges for periods starting on or after 1 February 2026 are payable to the "
        "Owners Association (and not to the Developer) at the rate approved each year by the Real "
        "Estate Regulatory Agency. The rate approved for 2026 is AED 18.10 per square foot per annum.",
        "",
        "7.   COSTS",
        "",
        "7.1  Each party bears its own legal and advisory costs. The costs referred to in clauses 2.4 "
        "and 3.1(c) have already been paid and are mentioned only for the record.",
        "",
        "8.   NOTICES",
        "",
        "8.1  Notices under this Deed must be in writing in English and delivered by hand, by courier or "
        "by e-mail to the addresses set out above (or to such other address as a party notifies). For "
        "the Developer, notices are to be marked for the attention of the Customer Relations Manager, "
        "e-mail crm@alsafeena-properties.ae, telephone +971 4 556 2300.",
        "",
        "9.   GOVERNING LAW AND JURISDICTION",
        "",
        "9.1  This Deed is governed by the laws of the Emirate of Dubai and, to the extent applicable, "
        "the federal laws of the United Arab Emirates, including Law No. 7 of 2006 concerning Real "
        "Property Registration in the Emirate of Dubai.",
        "",
        "9.2  The courts of the Emirate of Dubai have exclusive jurisdiction over any dispute arising out "
        "of or in connection with this Deed.",
        "",
        "10.  COUNTERPARTS",
        "",
        "10.1 This Deed is signed in four (4) originals in English, one for each party and one for "
        "filing with the DLD. Each is an original and together they form one instrument.",
        "",
        "",
        "THE SCHEDULE - THE UNIT",
        "",
    ] + [f"| {a:<28} | {b:<48} |" for a, b in (
        ("Item", "Particulars"),
        ("-" * 28, "-" * 48),
        ("Unit No.", "2304"),
        ("Floor", "23"),
        ("Building", "Tower B, Marina Crest"),
        ("Plot No.", "392-0471"),
        ("Municipality No.", "392-7781"),
        ("Community", "Dubai Marina"),
        ("Saleable area", f"{area:,.2f} sq ft (131.21 sq m)"),
        ("Balcony (included above)", "118.40 sq ft"),
        ("Parking", "Bay B2-117, Basement Level 2"),
        ("Title Deed", "29174/2024 (issued 18 November 2024)"),
        ("Original Price", f"AED {aed(original_price)} - PAID IN FULL"),
        ("Balance outstanding", "AED 0.00 (statement dated 22 January 2026)"),
    )] + [
        "",
        "",
        "IN WITNESS WHEREOF this Deed has been executed on the date first written above.",
        "",
        "Assignor: ______________________   Rajesh Kumar Menon",
        "",
        "Assignee: ______________________   Eleanor Fitzgerald-Haddad",
        "",
        "For and on behalf of Al Safeena Properties L.L.C.: ______________________",
        "Name: Hamdan Saeed Al Ketbi      Title: Director - Sales Administration",
        "",
        "Witness: ______________________   Name: Priya Nambiar   Passport No. N8830127",
    ]
    with open(os.path.join(HERE, stem + ".txt"), "w", encoding="utf-8") as fh:
        fh.write(wrap_txt(P))
    write_expected(stem, [])


# =============================================================================================
# 02 - Leave and licence agreement, Mumbai (DOCX). Lease-like: expected [] despite a licence-fee
#      table, a two-part security deposit and stamp duty / registration charges.
# =============================================================================================

def agreement_02():
    stem = "02_leave_and_licence_mumbai"
    fee_y1 = 165000.00
    fee_y2 = float(Decimal(str(fee_y1)) * Decimal("1.05"))
    fee_y3 = float((Decimal(str(fee_y2)) * Decimal("1.05")).quantize(Decimal("0.01"), ROUND_HALF_UP))
    deposit = 990000.00

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = "Times New Roman"
    st.font.size = Pt(11)

    def para(text, bold=False, center=False, size=None, italic=False):
        p = d.add_paragraph()
        r = p.add_run(text)
        r.bold = bold
        r.italic = italic
        if size:
            r.font.size = Pt(size)
        if center:
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        else:
            p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
        return p

    def clause(num, heading, text):
        p = d.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
        r = p.add_run(f"{num}. {heading}: ")
        r.bold = True
        p.add_run(text)

    section = d.sections[0]
    section.header.paragraphs[0].text = "Stamp duty paid: Rs. 18,400/- vide e-SBTR GRN MH014471190202526E  |  Regn. No. BDR-4/2231/2026"
    section.footer.paragraphs[0].text = "Licensor ____________          Licensee ____________          Sr. No. 2231 / 2026"

    para("LEAVE AND LICENCE AGREEMENT", bold=True, center=True, size=14)
    para("(Residential premises - Section 55 of the Maharashtra Rent Control Act, 1999)", center=True, italic=True)
    para("This Agreement of Leave and Licence is made and executed at Mumbai on this 18th day of February, "
         "2026.")
    para("BETWEEN", bold=True, center=True)
    para("MRS. SUNITA RAGHAVAN, aged about 58 years, Indian inhabitant, PAN ABCPR4471K, residing at "
         "B-9, Ashiana, Pali Hill Road, Bandra (West), Mumbai 400 050, hereinafter referred to as \"the "
         "LICENSOR\" (which expression shall, unless it be repugnant to the context or meaning thereof, mean "
         "and include her heirs, executors, administrators and assigns) of the ONE PART;")
    para("AND", bold=True, center=True)
    para("VELMONT ANALYTICS PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, "
         "CIN U72900MH2019PTC331874, having its registered office at Unit 504, Kanakia Wall Street, "
         "Andheri-Kurla Road, Andheri (East), Mumbai 400 093, acting through its authorised signatory "
         "Mr. Arvind Deshpande pursuant to a board resolution dated 9th February, 2026, hereinafter referred "
         "to as \"the LICENSEE\" (which expression shall include its successors but not its assigns) of the "
         "OTHER PART.")
    para("WHEREAS:", bold=True)
    para("(a) The Licensor is the absolute owner of, and a member holding Share Certificate No. 61 (five fully "
         "paid shares of Rs. 50/- each bearing distinctive nos. 301 to 305) in respect of, residential Flat "
         "No. 1702 on the 17th floor of the building known as \"Sea Breeze\" of the Sea Breeze Co-operative "
         "Housing Society Ltd., registered under No. BOM/WH/HSG/(TC)/8812/1998, standing on land bearing "
         "C.T.S. No. 412/B of Village Bandra, Taluka Andheri, Bandra (West), Mumbai 400 050, admeasuring "
         "1,085 square feet carpet area (100.80 sq. m.), together with two covered car parking spaces "
         "bearing Nos. 14 and 15 in the stilt area, more particularly described in the Schedule hereunder "
         "written (the \"Licensed Premises\").")
    para("(b) The Licensee has approached the Licensor for the use of the Licensed Premises on leave and "
         "licence basis, for the residence of its director Mr. Kunal Mehra and his immediate family only, "
         "and the Licensor has agreed to grant the same on the terms and conditions hereinafter appearing.")
    para("NOW THEREFORE THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES "
         "HERETO AS FOLLOWS:", bold=True)

    clause(1, "Grant and period", "The Licensor hereby grants to the Licensee leave and licence to use and "
           "occupy the Licensed Premises for a period of thirty-six (36) months commencing from 1st March, "
           "2026 and ending on 28th February, 2029 (both days inclusive). This Agreement shall not be "
           "construed as a lease or tenancy and no right, title or interest in the Licensed Premises is "
           "created in favour of the Licensee.")
    clause(2, "Lock-in", "Neither party shall terminate this Agreement during the first twelve (12) months "
           "(the \"lock-in period\") save for breach. After the lock-in period either party may terminate by "
           "giving two (2) calendar months' prior notice in writing.")
    clause(3, "Licence fee", "The Licensee shall pay to the Licensor a monthly licence fee (compensation) "
           "in advance on or before the 7th day of each English calendar month, by NEFT/RTGS to the "
           "Licensor's account No. 50100229917734 with HDFC Bank Ltd., Fort Branch (IFSC HDFC0000060). The "
           "licence fee shall stand escalated by five per cent (5%) over the fee of the immediately "
           "preceding year at the start of the second and third years, as set out below. TDS, where "
           "applicable under section 194-I of the Income-tax Act, 1961, shall be deducted and the "
           "certificate in Form 16A furnished every quarter.")
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    hdr = ["Year", "Period", "Months", "Monthly licence fee (Rs.)"]
    for i, h in enumerate(hdr):
        t.rows[0].cells[i].text = h
        t.rows[0].cells[i].paragraphs[0].runs[0].bold = True
    for yr, period, months, fee in (("I", "01.03.2026 to 28.02.2027", "1 - 12", fee_y1),
                                    ("II", "01.03.2027 to 29.02.2028", "13 - 24", fee_y2),
                                    ("III", "01.03.2028 to 28.02.2029", "25 - 36", fee_y3)):
        cells = t.add_row().cells
        cells[0].text, cells[1].text, cells[2].text, cells[3].text = yr, period, months, inr(fee)
    cells = t.add_row().cells
    cells[0].merge(cells[2]).text = "Total licence fee over the term (for stamp duty valuation only)"
    cells[3].text = inr(12 * (fee_y1 + fee_y2 + fee_y3))
    para("")
    clause(4, "Security deposit", f"The Licensee has agreed to keep with the Licensor an interest-free "
           f"refundable security deposit of Rs. {inr(deposit)}/- (Rupees Nine Lakh Ninety Thousand only), "
           "equal to six months' licence fee of the first year, for the due performance of this Agreement. "
           f"Of this, Rs. {inr(deposit / 2)}/- has been paid on or before the execution hereof by RTGS "
           "(UTR No. HDFCR52026021800471 dated 18.02.2026), receipt whereof the Licensor doth hereby admit "
           f"and acknowledge, and the remaining Rs. {inr(deposit / 2)}/- is paid by cheque No. 118204 dated "
           "01.03.2026 drawn on HDFC Bank Ltd., Fort Branch, handed over on this day. The deposit shall be "
           "refunded in full, without interest, simultaneously with the Licensee handing over quiet, vacant "
           "and peaceful possession of the Licensed Premises, after deducting only unpaid electricity and gas "
           "bills, if any. If the Licensor fails to refund the deposit, the Licensee may continue to occupy "
           "the Licensed Premises without paying any licence fee, and the Licensor shall in addition pay "
           "interest at eighteen per cent (18%) per annum on the deposit from the date of default.")
    clause(5, "Outgoings", "The society maintenance charges (presently Rs. 11,480/- per month), property tax "
           "of the Municipal Corporation of Greater Mumbai, sinking fund, repair fund and non-occupancy "
           "charges (ten per cent (10%) of the service charges) shall be borne by the Licensor. Electricity "
           "(CA No. 101447720931), piped gas, internet and telephone charges for the period of occupation "
           "shall be borne by the Licensee and paid directly to the service providers.")
    clause(6, "Stamp duty and registration", "This Agreement shall be registered with the Sub-Registrar, "
           "Bandra, under the e-registration system. The stamp duty of Rs. 18,400/- and the registration "
           "fee of Rs. 1,000/-, together with the service charges of the authorised service provider, have "
           "been borne by the Licensor and the Licensee in equal shares (fifty per cent each) and were paid "
           "on 17.02.2026.")
    clause(7, "Use", "The Licensed Premises shall be used strictly for residential purposes by the "
           "aforesaid director and his family, not exceeding five (5) persons, and for no other purpose. The "
           "Licensee shall not sub-license, assign or part with possession of the Licensed Premises or any "
           "part thereof.")
    clause(8, "Repairs and alterations", "Minor day-to-day repairs up to Rs. 5,000/- per instance shall be "
           "carried out by the Licensee at its cost; structural and major repairs shall be carried out by the "
           "Licensor. No structural alteration shall be made without the prior written consent of the "
           "Licensor and of the Society.")
    clause(9, "Inspection", "The Licensor or her authorised agent may inspect the Licensed Premises at "
           "reasonable hours on giving twenty-four (24) hours' prior notice.")
    clause(10, "Termination for breach", "If the Licensee commits default in payment of the licence fee for "
           "two (2) consecutive months, or commits breach of any other term and fails to remedy the same "
           "within fifteen (15) days of written notice, the Licensor may revoke this licence forthwith.")
    clause(11, "Brokerage", "Each party shall pay brokerage to its own estate agent (MahaRERA agent "
           "registration nos. A51800031177 and A51900042288) separately, equal to one month's licence fee of "
           "the first year, and neither party shall be liable for the brokerage of the other.")
    clause(12, "Police intimation", "The Licensor shall submit the tenant information form to the Khar "
           "Police Station within the time prescribed and furnish the acknowledgement to the Licensee.")
    clause(13, "Jurisdiction", "The Competent Authority under section 24 of the Maharashtra Rent Control Act, "
           "1999 and the courts at Mumbai shall have exclusive jurisdiction.")

    para("THE SCHEDULE ABOVE REFERRED TO", bold=True, center=True)
    para("All that residential Flat No. 1702 admeasuring 1,085 square feet carpet area on the 17th floor of "
         "the building \"Sea Breeze\", together with car parking spaces Nos. 14 and 15, standing on land "
         "bearing C.T.S. No. 412/B, Village Bandra, within the limits of H/West Ward of the Municipal "
         "Corporation of Greater Mumbai, and bounded as follows: on or towards the North by Carter Road "
         "(18.30 m wide); on or towards the South by C.T.S. No. 412/C; on or towards the East by the 9.15 m "
         "wide internal road; on or towards the West by the sea-face promenade.")
    para("ANNEXURE - LIST OF FIXTURES AND FITTINGS", bold=True, center=True)
    ft = d.add_table(rows=1, cols=3)
    ft.style = "Table Grid"
    for i, h in enumerate(("Sr.", "Item", "Qty")):
        ft.rows[0].cells[i].text = h
    for i, (item, q) in enumerate((("Split air-conditioners (1.5 ton)", 4), ("Geysers (25 litre)", 2),
                                   ("Ceiling fans", 5), ("Modular kitchen with hob and chimney", 1),
                                   ("Wardrobes (three-door)", 3), ("Curtain rods", 9)), 1):
        c = ft.add_row().cells
        c[0].text, c[1].text, c[2].text = str(i), item, str(q)
    para("")
    para("IN WITNESS WHEREOF the parties hereto have set and subscribed their respective hands on the day and "
         "year first hereinabove written.")
    para("SIGNED AND DELIVERED by the within named LICENSOR Mrs. Sunita Raghavan      ____________________")
    para("SIGNED AND DELIVERED by the within named LICENSEE Velmont Analytics Private Limited through its "
         "authorised signatory Mr. Arvind Deshpande      ____________________")
    para("In the presence of: 1. Sameer Kulkarni, Advocate (Enrolment No. MAH/3317/2009)   2. Rekha Iyer")
    para("RECEIPT", bold=True, center=True)
    para(f"Received from the within named Licensee the sum of Rs. {inr(deposit / 2)}/- (Rupees Four Lakh "
         "Ninety-Five Thousand only) by RTGS UTR No. HDFCR52026021800471 dated 18.02.2026 being the first "
         "part of the security deposit as within mentioned.          I SAY RECEIVED.   (Licensor)")

    path = os.path.join(HERE, stem + ".docx")
    d.core_properties.author = "Kulkarni & Iyer, Advocates"
    d.save(path)
    docx_normalise(path)
    write_expected(stem, [])


# =============================================================================================
# 03 - Ready villa, single payment (PDF). Edge case: one plan row (100% on a calendar date), the
#      DLD fee in its own clause and the administration charge stated only in words, later on.
# =============================================================================================

def agreement_03():
    stem = "03_ready_villa_single_payment"
    price = 4375000.00
    single_date = date(2026, 4, 30)
    dld = pct_of(price, 4)
    admin = 5250.00
    forfeit = pct_of(price, 10)
    expected = [
        row(price, single_date, "Single Payment", 100.0),
        row(dld, None, "DLD Registration Fee", 4.0, fee=True),
        row(admin, None, "Administration Charge", 0.0, fee=True),
    ]

    ss = getSampleStyleSheet()
    body = ParagraphStyle("b", parent=ss["Normal"], fontName="Times-Roman", fontSize=10, leading=13,
                          alignment=TA_JUSTIFY, spaceAfter=5)
    h = ParagraphStyle("h", parent=body, fontName="Times-Bold", fontSize=10.5, spaceBefore=7, spaceAfter=4,
                       alignment=0, keepWithNext=1)
    title = ParagraphStyle("t", parent=body, fontName="Times-Bold", fontSize=14, alignment=TA_CENTER,
                           leading=18)
    small = ParagraphStyle("s", parent=body, fontSize=8.5, leading=10.5)
    cell = ParagraphStyle("c", parent=body, fontSize=9, leading=11, spaceAfter=0, alignment=0)

    S = []
    S.append(Paragraph("SALE AND PURCHASE AGREEMENT", title))
    S.append(Paragraph("COMPLETED VILLA - SINGLE PAYMENT TERMS", ParagraphStyle("t2", parent=title, fontSize=11)))
    S.append(Spacer(1, 6))
    S.append(Paragraph("<b>PART A - PARTICULARS</b>", h))
    particulars = [
        ("A1", "Date of this Agreement", "11 February 2026"),
        ("A2", "Seller", "Palmgrove Communities Development L.L.C., Commercial Licence No. 1089345, "
                         "P.O. Box 502711, Dubai, U.A.E."),
        ("A3", "Purchaser", "Mr. Tomasz Wielgosz (Passport No. EJ 4471823) and Mrs. Anna Wielgosz (Passport "
                            "No. EJ 4471824), jointly, of 27 Ulica Mokotowska, 00-560 Warsaw, Poland"),
        ("A4", "Villa", "Villa No. 14, Street 7, Sidra 3 cluster, Palmgrove, Dubailand"),
        ("A5", "Plot No. / Plot area", "6731-044 / 4,860.00 sq ft (451.51 sq m)"),
        ("A6", "Built-up area", "3,204.55 sq ft, 4 bedrooms plus maid's room, 2 covered parking spaces"),
        ("A7", "Purchase Price", f"AED {price:,.0f} (Four Million Three Hundred Seventy-Five Thousand UAE "
                                 "Dirhams)"),
        ("A8", "Payment terms", "Single payment - see clause 3 of Part B"),
        ("A9", "Target Handover Date", "15 May 2026 (indicative only; see clause 5)"),
        ("A10", "Estimated service charge", "AED 4.10 per sq ft of built-up area per annum (2026 budget)"),
    ]
    pt = Table([[Paragraph(a, cell), Paragraph(b, cell), Paragraph(c, cell)] for a, b, c in particulars],
               colWidths=[12 * mm, 45 * mm, 113 * mm])
    pt.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                            ("VALIGN", (0, 0), (-1, -1), "TOP"),
                            ("BACKGROUND", (0, 0), (1, -1), colors.HexColor("#f1f1f1"))]))
    S.append(pt)
    S.append(Spacer(1, 6))
    S.append(Paragraph("<b>PART B - TERMS AND CONDITIONS</b>", h))

    def cl(num, head, *paras):
        S.append(Paragraph(f"{num}. {head}", h))
        for p in paras:
            S.append(Paragraph(p, body))

    cl(1, "DEFINITIONS",
       "1.1 In this Agreement, unless the context otherwise requires, capitalised terms have the meanings "
       "given in Part A and the following: \"<b>DLD</b>\" means the Dubai Land Department; \"<b>Title "
       "Deed</b>\" means the certificate of title to the Villa issued by the DLD in the name of the Purchaser; "
       "\"<b>Business Day</b>\" means a day other than a Saturday, Sunday or public holiday in Dubai; and "
       "\"<b>Community</b>\" means the master community known as Palmgrove, Dubailand, on Land No. 6731.",
       "1.2 Where the Purchaser comprises two persons their obligations are joint and several.")
    cl(2, "SALE",
       "2.1 The Seller sells and the Purchaser buys the Villa, which is complete and for which the building "
       "completion certificate No. BCC-2025-11873 was issued on 6 October 2025, together with the right to "
       "use the Community facilities, free from any mortgage or third-party interest.",
       "2.2 The Purchase Price is fixed and is not subject to adjustment for any difference between the "
       "built-up area stated in Part A and the area measured on handover, unless that difference exceeds "
       "three per cent (3%), in which case the Purchase Price shall be adjusted pro rata at AED 1,365.25 per "
       "square foot.")
    cl(3, "PAYMENT OF THE PURCHASE PRICE",
       f"3.1 The Purchaser shall pay the Purchase Price in full, that is one hundred per cent (100%) of it "
       f"(AED {aed(price)}), in one single payment falling due on or prior to "
       f"{single_date.day} April {single_date.year} (the \"<b>Single Payment</b>\").",
       "3.2 No instalment plan applies to this Agreement. Any reference in the Seller's brochures or on its "
       "website to a \"60/40\" or \"1% monthly\" plan relates to off-plan inventory only and does not apply to "
       "the Villa.",
       "3.3 The Single Payment shall be made by manager's cheque drawn in favour of Palmgrove Communities "
       "Development L.L.C. or by bank transfer to account No. 0191-557734-001 with Mashreq Bank PSC, "
       "IBAN AE43 0330 0000 1910 5577 3401. Payment is made only when cleared funds are received.",
       f"3.4 If the Single Payment is not received in full by the date stated in clause 3.1, the Seller may, "
       "without prejudice to its other rights, (a) charge a delay fee of two per cent (2%) per month on the "
       "unpaid amount until payment, or (b) after giving thirty (30) days' written notice, terminate this "
       f"Agreement and retain ten per cent (10%) of the Purchase Price (AED {aed(forfeit)}) as "
       "liquidated damages.")
    cl(4, "REGISTRATION",
       f"4.1 In addition to the Purchase Price, the Purchaser shall bear the registration fee charged by the "
       f"DLD on the transfer of the Villa, which at the date of this Agreement is four per cent (4%) of the "
       f"Purchase Price, namely AED {aed(dld)}. That fee is to be paid at the DLD trustee office on the day "
       "the transfer is registered.",
       "4.2 If the DLD changes the rate of its fee before registration, the rate in force on the registration "
       "day applies. The Seller shall bear its own costs of discharging any existing mortgage over the plot.",
       "4.3 The Seller shall obtain and deliver to the DLD its clearance and no-objection letters at its own "
       "cost, and the parties shall attend the trustee office within five (5) Business Days after the "
       "Single Payment is received.")
    cl(5, "HANDOVER",
       "5.1 The Seller shall hand over the Villa to the Purchaser within ten (10) Business Days after the "
       "later of the receipt of the Single Payment and registration of the transfer, by delivering the keys, "
       "four (4) access cards and two (2) remote controls for the garage door.",
       "5.2 Risk in the Villa passes to the Purchaser on handover. Service charges are payable by the "
       "Purchaser from the date of handover at the rate approved by the Real Estate Regulatory Agency.")
    cl(6, "SELLER'S ADMINISTRATION CHARGE",
       "6.1 The Seller prepares the transfer pack, the handover documents and the Community registration "
       "for the Purchaser. The Purchaser shall pay the Seller's administration charge for that work.",
       "6.2 The administration charge is Five Thousand Two Hundred and Fifty Dirhams, inclusive of value "
       "added tax, and falls due upon the issuance of the Title Deed in the Purchaser's name.")
    cl(7, "DEFECTS",
       "7.1 The Seller shall remedy any defect in the Villa notified within one (1) year after handover, "
       "and remains liable for structural defects for ten (10) years from 6 October 2025 in accordance with "
       "Article 880 of the Civil Transactions Law.")
    cl(8, "TERMINATION BY THE PURCHASER AND REFUND",
       "8.1 If the Seller fails to hand over the Villa within sixty (60) days after receiving the Single "
       "Payment, the Purchaser may terminate this Agreement by notice. The Seller shall then refund one "
       "hundred per cent (100%) of all sums received within thirty (30) days of the notice, together with "
       "compensation of AED 25,000.00, in full and final settlement.")
    cl(9, "MISCELLANEOUS",
       "9.1 This Agreement is the entire agreement between the parties about the Villa and replaces the "
       "reservation form No. PGC-RF-2026-0418 dated 28 January 2026.",
       "9.2 Notices must be in writing and sent to the addresses in Part A, or to "
       "customercare@palmgrove-communities.ae for the Seller.",
       "9.3 This Agreement is governed by the laws of the Emirate of Dubai and the applicable federal laws "
       "of the United Arab Emirates, and the courts of Dubai have exclusive jurisdiction.")
    S.append(Spacer(1, 10))
    sig = Table([["SIGNED by the Seller", "SIGNED by the Purchaser"],
                 ["____________________________", "____________________________"],
                 ["Authorised signatory: Layla Farouk", "Tomasz Wielgosz          Anna Wielgosz"]],
                colWidths=[85 * mm, 85 * mm])
    sig.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Times-Roman", 9.5),
                             ("TOPPADDING", (0, 1), (-1, 1), 14)]))
    S.append(KeepTogether([sig]))
    S.append(Spacer(1, 8))
    S.append(Paragraph("Form PGC-SPA-RDY v4.2 (issued 09/2025). The Villa was reserved on 28 January 2026; the "
                       "reservation form is superseded under clause 9.1.", small))

    class Canvas(NumberedCanvas):
        footer_left = "SPA No. PGC/SDR3/V14/2026"
        header_text = "Palmgrove Communities Development L.L.C.  -  Sidra 3, Villa 14  -  Ready Property SPA"

    path = os.path.join(HERE, stem + ".pdf")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                            bottomMargin=18 * mm, title="Sale and Purchase Agreement - Villa 14",
                            author="Palmgrove Communities Development LLC")
    doc.build(S, canvasmaker=Canvas)
    write_expected(stem, expected)


if __name__ == "__main__":
    agreement_01()
    agreement_02()
    agreement_03()
