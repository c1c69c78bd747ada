#!/usr/bin/env python3
"""Generate the india_docx_r4 agreements (Indian builder-buyer agreements, INR, DOCX).

The payment rows of each agreement are built as Python data; the DOCX text and the expected
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


def _words999(n):
    out = []
    h, r = divmod(n, 100)
    if h:
        out.append(_ONES[h] + " hundred")
    if r:
        if h:
            out.append("and")
        if r < 20:
            out.append(_ONES[r])
        else:
            t, o = divmod(r, 10)
            out.append(_TENS[t] + ("-" + _ONES[o] if o else ""))
    return " ".join(out)


def words(n):
    """British English words for a whole number (e.g. 'six hundred and eighty-five thousand')."""
    n = int(n)
    if n == 0:
        return "zero"
    parts = []
    for div, name in ((10 ** 6, "million"), (10 ** 3, "thousand"), (1, "")):
        q, n = divmod(n, div)
        if q:
            w = _words999(q)
            if div == 1 and parts and q < 100:
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




# ----------------------------------------------------------------------------- Indian helpers
def inr(x, paise=False):
    """Indian digit grouping: 18450000 -> '1,84,50,000' (paise=True adds '.00')."""
    neg = x < 0
    whole = int(round(abs(x) * 100)) // 100
    frac = int(round(abs(x) * 100)) % 100
    s = str(whole)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        s = ",".join(groups + [tail])
    if paise:
        s += ".%02d" % frac
    return ("-" if neg else "") + s


def _cap(w):
    def one(x):
        return "-".join(y[:1].upper() + y[1:] for y in x.split("-"))
    return " ".join(x if x == "and" else one(x) for x in w.split(" "))


def words_in(n, hyphen=True, plural=False):
    """Indian-system words, title case: 18450000 -> 'One Crore Eighty-Four Lakh Fifty Thousand'."""
    n = int(n)
    parts = []
    for div, name in ((10 ** 7, "crore"), (10 ** 5, "lakh"), (10 ** 3, "thousand"), (100, "hundred")):
        q, n = divmod(n, div)
        if q:
            parts.append(_words999(q) + " " + name)
    if n:
        parts.append(_words999(n))
    w = " ".join(parts)
    if not hyphen:
        w = w.replace("-", " ")
    if plural:
        w = w.replace("crore", "crores") if not w.startswith("one crore") else w
        w = w.replace("lakh", "lakhs")
    return _cap(w)


def rs(x):
    return "₹ " + inr(x)


# ============================================================================ 01 Mumbai (MahaRERA)
def ag01():
    price = 18450000.00
    flat_cons, parking_cons = 17950000.00, 500000.00
    assert flat_cons + parking_cons == price
    stages = [
        ("Booking amount / advance payment at the time of application for allotment", 10),
        ("Within 15 (fifteen) days from the execution of this Agreement", 20),
        ("On completion of the plinth of Wing B", 15),
        ("On casting of the slab of the 5th habitable floor", 6.25),
        ("On casting of the slab of the 10th habitable floor", 6.25),
        ("On casting of the slab of the 15th habitable floor", 6.25),
        ("On casting of the slab of the 20th habitable floor", 6.25),
        ("On completion of the walls, internal plaster, floorings, doors and windows of the Apartment", 5),
        ("On completion of the sanitary fittings, staircases, lift wells and lobbies up to the floor level "
         "of the Apartment", 5),
        ("On completion of the external plumbing and external plaster, elevation and terraces with "
         "waterproofing of Wing B", 5),
        ("On completion of the lifts, water pumps, electrical fittings, electro-mechanical and environment "
         "requirements, entrance lobby, plinth protection and paving of areas appertaining to Wing B", 10),
        ("At the time of handing over possession of the Apartment, on or after receipt of the Occupancy "
         "Certificate", 5),
    ]
    plan = [dict(desc=d, pct=p, amount=pct_of(price, p)) for d, p in stages]
    stamp_pct = 6
    stamp = pct_of(price, stamp_pct)
    regn = 30000.00
    legal = 25000.00
    rows = [row(s["desc"], s["amount"], s["pct"]) for s in plan]
    rows += [row("Stamp duty", stamp, stamp_pct, fee=True),
             row("Registration charges", regn, fee=True),
             row("Legal charges", legal, fee=True)]
    check(rows, price)

    d = Doc("MahaRERA Regn. No. P51800051234   |   VASUNDHARA AANGAN – WING B   |   Flat No. B-1703",
            "Allottee(s): ____________        For Vasundhara Realty LLP: ____________        "
            "KRL-4 / ______ / 2026", font="Cambria", size=10)
    d.title("AGREEMENT FOR SALE")
    d.para("THIS AGREEMENT FOR SALE is made and entered into at Mumbai on this ______ day of "
           "______________, 2026")
    d.para("BETWEEN", align="center")
    d.para("VASUNDHARA REALTY LLP, a limited liability partnership registered under the Limited Liability "
           "Partnership Act, 2008 (LLPIN AAK-4471, PAN AAKFV2291Q), having its office at 401, Sahyadri "
           "Chambers, L.B.S. Marg, Kurla (West), Mumbai 400 070, through its designated partner Mr. Rohan "
           "Jitendra Mehta, hereinafter referred to as “the Promoter” (which expression shall, unless "
           "repugnant to the context, include its partners for the time being and their successors and "
           "permitted assigns) of the ONE PART;")
    d.para("AND", align="center")
    d.para("(1) MR. ANIKET SURESH KULKARNI, aged about 38 years (PAN BQNPK7741L), and (2) MRS. SNEHA ANIKET "
           "KULKARNI, aged about 35 years (PAN CDRPK0952M), both residing at 12/B, Gokul Dham Co-operative "
           "Housing Society, Ghatkopar (East), Mumbai 400 077, hereinafter together referred to as “the "
           "Allottees” of the OTHER PART.")
    d.head("WHEREAS:")
    d.para("A. The Promoter is seized and possessed of and otherwise well and sufficiently entitled to all "
           "that piece of land bearing C.T.S. No. 1487/A, Survey No. 112, Hissa No. 3 of Village Kurla, "
           "Taluka Kurla, Mumbai Suburban District, admeasuring 4,212.60 sq. mtrs., more particularly "
           "described in the First Schedule hereunder written (“the Project Land”).")
    d.para("B. The Promoter is constructing on the Project Land a residential project known as “Vasundhara "
           "Aangan”, consisting of Wing A and Wing B, each of ground plus three podium levels plus 22 upper "
           "floors. Wing B has been registered with the Maharashtra Real Estate Regulatory Authority under "
           "No. P51800051234 on 14.08.2023.")
    d.para("C. The Municipal Corporation of Greater Mumbai has issued the Intimation of Disapproval bearing "
           "No. CE/8841/WS/AL dated 02.03.2023 and the Commencement Certificate dated 18.07.2023 for Wing B.")
    d.para("D. By application No. VA/B/2291, the Allottees applied to the Promoter for allotment of an "
           "apartment in Wing B and have been allotted Flat No. B-1703 described in the Second Schedule.")
    d.para("E. Under section 13 of the Real Estate (Regulation and Development) Act, 2016 (“the Act”), the "
           "Promoter is required to execute a written agreement for sale of the said Apartment and to "
           "register it under the Registration Act, 1908.")
    d.para("NOW THEREFORE THIS AGREEMENT WITNESSETH AND IT IS HEREBY AGREED BY AND BETWEEN THE PARTIES "
           "HERETO AS FOLLOWS:")
    d.head("1. THE APARTMENT AND THE TOTAL PRICE")
    d.para("1(a)(i) The Allottees hereby agree to purchase from the Promoter, and the Promoter hereby agrees "
           "to sell to the Allottees, Apartment No. B-1703 of carpet area admeasuring 59.64 sq. mtrs. "
           "(642 sq. ft.) together with an enclosed balcony of 4.46 sq. mtrs., on the 17th floor of Wing B "
           "(“the Apartment”), as shown in the floor plan annexed as Annexure C, for the consideration of "
           + rs(flat_cons) + " (Rupees " + words_in(flat_cons) + " only), including the proportionate price of "
           "the common areas and facilities appurtenant to the premises.")
    d.para("1(a)(ii) The Allottees hereby agree to purchase covered car parking space No. P2-118 situated "
           "at the second podium level for the consideration of " + rs(parking_cons) + " (Rupees "
           + words_in(parking_cons) + " only).")
    d.para("1(b) The total aggregate consideration amount for the Apartment including the covered car "
           "parking space is thus " + rs(price) + " (Rupees " + words_in(price) + " only) (“the Total "
           "Price”). The Total Price is inclusive of Goods and Services Tax and escalation-free, save and "
           "except increases in development charges levied by the competent authority.")
    d.para("1(c) The Allottees have paid on or before execution of this Agreement the booking amount "
           "mentioned at Sr. No. 1 below, and hereby agree to pay to the Promoter the balance amount of the "
           "Total Price in the following manner:")
    tbl = [["Sr. No.", "Stage / Event", "% of Total Price", "Amount (₹)"]]
    for i, s in enumerate(plan):
        if s["pct"] != 6.25:
            pct_cell = "%g%%" % s["pct"]
        else:   # one vertically merged cell for the four slab rows, text in the first only
            pct_cell = "6.25% of the Total Price on each slab" if i == 3 else ""
        tbl.append([str(i + 1), s["desc"], pct_cell, inr(s["amount"])])
    tbl.append(["", "TOTAL", "100%", inr(price)])
    t = d.table(tbl, bold_rows=(0, len(tbl) - 1))
    merge(t.cell(4, 2), t.cell(7, 2))          # slab percentage cell spans Sr. Nos. 4 to 7
    d.para("")
    d.para("1(d) Each slab-linked instalment at Sr. Nos. 4 to 7 shall become payable within 7 (seven) days "
           "of the Promoter's demand letter, which shall be accompanied by the certificate of the Project "
           "Architect, M/s. Kamath Sheth Architects, confirming the casting of the relevant slab.")
    d.para("1(e) The Promoter shall not charge more than 30% of the Total Price until the completion of the "
           "plinth; this restriction is for the protection of the Allottees and does not alter the "
           "instalments above.")
    d.para("1(f) All payments shall be made by RTGS/NEFT or cheque in favour of “VASUNDHARA REALTY LLP – "
           "WING B RERA DESIGNATED COLLECTION ACCOUNT”, A/c No. 50100487722190, HDFC Bank Ltd., Kurla "
           "(West) Branch, IFSC HDFC0000439.")
    d.head("2. OTHER CHARGES PAYABLE OVER AND ABOVE THE TOTAL PRICE")
    d.para("2.1 Over and above the Total Price, the Allottees shall bear and pay:")
    d.para("(i) stamp duty on this Agreement at the rate of 6% (six per cent) of the Total Price, that is "
           + rs(stamp) + " (Rupees " + words_in(stamp) + " only), inclusive of metro cess, at the time of "
           "execution of this Agreement;", indent=24)
    d.para("(ii) registration charges of " + rs(regn) + " (Rupees " + words_in(regn) + " only) payable to "
           "the Sub-Registrar of Assurances, Kurla; and", indent=24)
    d.para("(iii) legal charges of " + rs(legal) + " (Rupees " + words_in(legal) + " only) towards the "
           "professional fees of the Promoter's advocates, M/s. Desai Parekh & Associates.", indent=24)
    d.para("2.2 Outgoings and maintenance at the provisional rate of ₹ 5.25 per sq. ft. of carpet area per "
           "month shall be payable by the Allottees from the date of possession directly to the society or "
           "the organisation of allottees, and are not payable to the Promoter under this Agreement.")
    d.head("3. INTEREST ON DELAYED PAYMENT")
    d.para("3.1 If the Allottees fail to pay any instalment on its due date, the Allottees shall pay "
           "interest at the State Bank of India highest Marginal Cost of Lending Rate plus 2% per annum on "
           "the delayed amount for the period of delay.")
    d.head("4. POSSESSION")
    d.para("4.1 The Promoter shall give possession of the Apartment to the Allottees on or before "
           "31.12.2028, with a further grace period of six months for reasons beyond its control. The "
           "Promoter shall offer possession in writing within 7 days of receiving the Occupancy Certificate.")
    d.head("5. DEFECT LIABILITY")
    d.para("5.1 Any structural defect or defect in workmanship brought to the notice of the Promoter within "
           "five years from the date of handing over possession shall be rectified by the Promoter at its "
           "own cost within 30 days.")
    d.head("6. TERMINATION")
    d.para("6.1 If the Allottees commit three defaults of payment of instalments, the Promoter may, after "
           "giving 15 days' notice, terminate this Agreement. On termination, the Promoter shall refund the "
           "amounts paid within 30 days after deducting 10% of the Total Price as liquidated damages.")
    d.para("6.2 If the Allottees withdraw for a reason other than default of the Promoter, the Promoter "
           "may forfeit the booking amount, which shall not exceed 10% of the Total Price.")
    d.head("7. GOVERNING LAW")
    d.para("7.1 This Agreement shall be governed by the laws of India and the courts at Mumbai shall have "
           "jurisdiction, subject to the jurisdiction of the Authority under the Act.")
    d.head("THE FIRST SCHEDULE ABOVE REFERRED TO (Project Land)")
    d.para("All that piece of land bearing C.T.S. No. 1487/A, Survey No. 112, Hissa No. 3, Village Kurla, "
           "admeasuring 4,212.60 sq. mtrs., bounded: on or towards the North by 18.30 m D.P. Road; South by "
           "C.T.S. No. 1488; East by Mithi river service lane; West by C.T.S. No. 1486.")
    d.head("THE SECOND SCHEDULE ABOVE REFERRED TO (the Apartment)")
    d.para("Flat No. B-1703, 17th floor, Wing B, Vasundhara Aangan, carpet area 59.64 sq. mtrs., with "
           "covered car parking space No. P2-118.")
    d.para("")
    d.para("SIGNED AND DELIVERED by the Promoter ______________       by the Allottees ______________ "
           "______________   in the presence of witnesses (1) ______________ (2) ______________")
    write("01_mumbai_maharera_clp", d, rows)


# ============================================================================ 02 Gurugram (HRERA)
def ag02():
    price = 21840000.00
    breakdown = [("Basic Sale Price", "₹ 8,000 per sq. ft. of super area (2,450 sq. ft.)", 19600000.00),
                 ("External & Internal Development Charges (EDC/IDC)", "as levied by DTCP, Haryana", 1240000.00),
                 ("Preferential Location Charges (park facing)", "lump sum", 400000.00),
                 ("Two covered car parking spaces", "₹ 3,00,000 each", 600000.00)]
    assert sum(b[2] for b in breakdown) == price
    stamp_pct = 7
    stamp = pct_of(price, stamp_pct)
    regn = 50000.00
    admin = 35400.00
    fees = [row("Stamp duty on conveyance deed", stamp, stamp_pct, fee=True),
            row("Registration fee", regn, fee=True),
            row("Administrative charges", admin, fee=True)]
    tlp = [
        ("At the time of booking", None, 5, "On booking"),
        ("Within 45 days of booking", None, 5, "Within 45 days of booking"),
        ("1st time-linked instalment", dt.date(2026, 7, 15), 15, None),
        ("2nd time-linked instalment", dt.date(2027, 1, 15), 15, None),
        ("3rd time-linked instalment", dt.date(2027, 7, 15), 15, None),
        ("4th time-linked instalment", dt.date(2028, 1, 15), 15, None),
        ("5th time-linked instalment", dt.date(2028, 7, 15), 12.5, None),
        ("On offer of possession", None, 17.5, "On offer of possession*"),
    ]
    plan = [dict(desc=a, date=b, pct=c, when=w, amount=pct_of(price, c)) for a, b, c, w in tlp]
    rows = fees + [row(p["desc"], p["amount"], p["pct"], p["date"]) for p in plan]
    check(rows, price)

    def dd(x):
        return "%02d.%02d.%04d" % (x.day, x.month, x.year)

    d = Doc("HRERA Regn. No. RC/REP/HARERA/GGM/612/344/2023/56  •  ARAVALI SKYHOMES, SECTOR 79, GURUGRAM  •  "
            "Unit T4-1502",
            "Page __ of 4     Allottee: ____________     For Aravali Skyhomes Pvt. Ltd. (Authorised "
            "Signatory): ____________     Form BBA-TLP/2025-R2", font="Arial", size=9.5)
    d.title("BUILDER BUYER'S AGREEMENT", 14)
    d.para("(Agreement for Sale in the form prescribed under the Haryana Real Estate (Regulation and "
           "Development) Rules, 2017)", align="center", italic=True)
    d.para("This Agreement is executed at Gurugram on this ____ day of ____________, 2026 between ARAVALI "
           "SKYHOMES PRIVATE LIMITED (CIN U70109HR2019PTC081477), having its registered office at Plot No. "
           "17, Sector 44, Institutional Area, Gurugram 122 003, acting through its authorised signatory Ms. "
           "Neha Bansal (Board resolution dated 09.01.2026) (the “Promoter”), and MR. VIKRAMJEET SINGH "
           "AHLUWALIA (PAN AJMPA6617R), son of Sh. Harbhajan Singh Ahluwalia, resident of House No. 2214, "
           "Sector 15, Faridabad 121 007 (the “Allottee”).")
    d.head("1. DEFINITIONS")
    d.para("1.1 “Unit” means residential apartment No. 1502 on the 15th floor of Tower T4 having a super area "
           "of 2,450 sq. ft. (227.61 sq. m.), carpet area of 1,684 sq. ft. (156.45 sq. m.) and exclusive "
           "balcony area of 212 sq. ft. “Project” means the group housing colony known as Aravali "
           "Skyhomes on land admeasuring 11.356 acres in Sector 79, Gurugram, under licence No. 41 of 2021 "
           "issued by the Director, Town and Country Planning, Haryana. “Total Sale Consideration” or "
           "“TSC” means the amount stated in clause 2.1.")
    d.head("2. TOTAL SALE CONSIDERATION")
    d.para("2.1 The Total Sale Consideration of the Unit is " + rs(price) + " (Rupees " + words_in(price)
           + " only), computed as under:")
    bt = [["Component", "Rate / basis", "Amount (₹)"]]
    for a, b, c in breakdown:
        bt.append([a, b, inr(c)])
    bt.append(["Total Sale Consideration", "", inr(price)])
    d.table(bt, bold_rows=(0, len(bt) - 1))
    d.para("")
    d.para("2.2 The Total Sale Consideration includes Goods and Services Tax at the rate applicable on the "
           "date of this Agreement. Any increase in EDC/IDC notified after that date may be demanded "
           "proportionately, with a copy of the notification.")
    d.head("3. MODE OF PAYMENT")
    d.para("3.1 All payments shall be made by cheque, demand draft or RTGS in favour of “Aravali Skyhomes "
           "Pvt. Ltd. – Master Collection Account”, Axis Bank, Golf Course Road branch, A/c No. "
           "922020044871163, IFSC UTIB0000563. Payments are deemed made on the date of credit.")
    d.head("4. CHARGES OVER AND ABOVE THE TOTAL SALE CONSIDERATION")
    d.para("4.1 The Allottee shall bear the stamp duty chargeable on the conveyance deed, which at the "
           "present rate of seven per cent (7%) of the Total Sale Consideration works out to "
           + rs(stamp) + ".")
    d.para("4.2 The registration fee of " + rs(regn) + " (Rupees " + words_in(regn) + " only) payable to "
           "the Sub-Registrar, Manesar, shall likewise be borne by the Allottee.")
    d.para("4.3 In addition, the Promoter shall be paid administrative charges for the preparation, "
           "execution and registration of the conveyance deed, fixed at Rupees " + words_in(admin)
           + " only (" + rs(admin) + "), inclusive of GST.")
    d.para("4.4 Interest-free maintenance security and maintenance charges shall be payable directly to the "
           "maintenance agency at the rates notified at the time of offer of possession; they are not part "
           "of this Agreement.")
    d.head("5. PAYMENT PLAN")
    d.para("5.1 The Allottee has opted for the Time Linked Payment Plan set out in Annexure-III and shall "
           "pay each instalment on or before its due date without any reminder from the Promoter. The "
           "instalments of Annexure-III are not linked to the progress of construction.")
    d.para("5.2 On delay, the Allottee shall pay interest at the rate prescribed in rule 15 of the Haryana "
           "Real Estate (Regulation and Development) Rules, 2017, presently SBI MCLR + 2%.")
    d.head("6. POSSESSION")
    d.para("6.1 The Promoter proposes to offer possession of the Unit by 30.06.2029, subject to a grace "
           "period of six months. In case of delay beyond the grace period, the Promoter shall pay the "
           "Allottee interest at the prescribed rate for every month of delay until the offer of possession.")
    d.head("7. CANCELLATION")
    d.para("7.1 The Allottee may cancel the allotment by written notice, whereupon the deductions set out in "
           "Annexure-IV shall apply and the balance shall be refunded within 90 days without interest.")
    d.head("8. DISPUTE RESOLUTION AND GOVERNING LAW")
    d.para("8.1 Disputes shall first be settled amicably, failing which by the Haryana Real Estate "
           "Regulatory Authority, Gurugram, or the courts at Gurugram. This Agreement is governed by the "
           "laws of India.")
    d.para("")
    d.head("ANNEXURE-III — TIME LINKED PAYMENT PLAN (TLP)")
    tt = [["Amount (₹)", "Due Date", "Payment Milestone", "% of TSC"]]
    for p in plan:
        tt.append([inr(p["amount"]), p["when"] if p["when"] else dd(p["date"]), p["desc"], "%g%%" % p["pct"]])
    tt.append([inr(price), "", "TOTAL", "100%"])
    tt.append(["* Possession is proposed to be offered by 30.06.2029 (grace period of six months), as declared "
               "on the HRERA web portal. Stamp duty, registration fee and administrative charges (clause 4) "
               "are payable in addition and are not included above.", "", "", ""])
    t = d.table(tt, bold_rows=(0, len(tt) - 2))
    merge(t.cell(len(tt) - 1, 0), t.cell(len(tt) - 1, 3))
    d.para("")
    d.head("ANNEXURE-IV — DEDUCTIONS ON CANCELLATION BY THE ALLOTTEE")
    ct = [["Stage of cancellation", "Amount deducted"],
          ["Within 15 days of booking", "Nil"],
          ["After 15 days of booking but before execution of this Agreement", "₹ 2,50,000 (lump sum)"],
          ["After execution of this Agreement", "10% of the Total Sale Consideration"],
          ["After offer of possession", "10% of the Total Sale Consideration plus taxes paid to "
                                       "government (non-refundable)"]]
    d.table(ct)
    d.para("")
    d.para("IN WITNESS WHEREOF the parties have signed this Agreement on the day, month and year first above "
           "written.   Promoter ____________   Allottee ____________   Witnesses: 1. ____________ 2. "
           "____________")
    write("02_gurugram_time_linked", d, rows)


# ============================================================================ 03 Chennai (TNRERA)
def ag03():
    price = 11235000.00
    uds_cons, constr_cons = 4125000.00, 7110000.00
    assert uds_cons + constr_cons == price
    legal = 35000.00
    stamp = 267400.00
    regn = 76400.00
    plan = [
        dict(label="Booking advance", when="On submission of the booking application", amount=500000.00),
        dict(label="Instalment (2)", when="On execution of this Agreement", amount=1747000.00),
        dict(label="Instalment (3)", when="falling due on", date=dt.date(2026, 10, 10), amount=2247000.00),
        dict(label="Instalment (4)", when="On completion of the 6th floor roof slab of Block C",
             amount=1685250.00),
        dict(label="Instalment (5)", when="on or before", date=dt.date(2027, 6, 10), amount=1685250.00),
        dict(label="Instalment (6)", when="On completion of the terrace slab of Block C", amount=1123500.00,
             words_only=True),
        dict(label="Instalment (7)", when="On completion of flooring, plastering and painting of the "
                                          "Apartment", amount=1123500.00),
        dict(label="Instalment (8)", when="At the time of handing over possession of the Apartment",
             amount=1123500.00, words_only=True),
    ]
    rows = [row("Legal and documentation charges", legal, fee=True),
            row("Stamp duty", stamp, fee=True),
            row("Registration charges", regn, fee=True)]
    rows += [row(p["label"], p["amount"], 0, p.get("date")) for p in plan]
    check(rows, price)

    def amt(x):
        return "Rs. " + inr(x) + "/- (Rupees " + words_in(x, False, True) + " only)"

    d = Doc("TNRERA/29/BLG/0412/2024   ::   KAVERI CREST, BLOCK C   ::   Apartment C-1104",
            "Kaveri Crest Builders Private Limited  ·  No. 7/112, Old Mahabalipuram Road, Perungudi, "
            "Chennai 600 096  ·  Ph. 044-4512 8800  ·  Agreement Sl. No. KC/C/1104/26",
            font="Book Antiqua", size=10)
    d.title("AGREEMENT FOR SALE OF UNDIVIDED SHARE OF LAND\nAND FOR CONSTRUCTION OF AN APARTMENT", 13)
    d.para("THIS AGREEMENT is made at Chennai on this the ____ day of __________, Two Thousand and "
           "Twenty-Six,")
    d.para("BY AND BETWEEN M/s. KAVERI CREST BUILDERS PRIVATE LIMITED, a company incorporated under the "
           "Companies Act, 2013, having its registered office at No. 7/112, Old Mahabalipuram Road, "
           "Perungudi, Chennai 600 096, represented by its Director Thiru. S. Venkatachalam (hereinafter "
           "called “the BUILDER”), of the FIRST PART;")
    d.para("AND Mr. KARTHIK RAGHUNATHAN, son of Mr. V. Raghunathan, aged 41 years, and Mrs. DIVYA KARTHIK, "
           "wife of Mr. Karthik Raghunathan, aged 37 years, both residing at Flat No. 3A, Sri Sai Enclave, "
           "No. 22, 4th Cross Street, Besant Nagar, Chennai 600 090 (hereinafter together called “the "
           "PURCHASERS”), of the SECOND PART.")
    d.head("WHEREAS")
    d.para("(i) The Builder is the absolute owner of the land more fully described in Schedule ‘A’ "
           "hereunder, having purchased the same under sale deed registered as Document No. 4418 of 2019 on "
           "the file of the Sub-Registrar, Neelankarai.")
    d.para("(ii) The Builder has obtained planning permission No. C/PP/MSB/0214/2023 from the Chennai "
           "Metropolitan Development Authority and building permit No. BP/GCC/Z-XIV/1188/2023 for "
           "construction of a residential complex known as “KAVERI CREST” comprising Blocks A to D, each of "
           "stilt plus 14 floors, and has registered the project with the Tamil Nadu Real Estate "
           "Regulatory Authority under No. TNRERA/29/BLG/0412/2024.")
    d.para("(iii) The Purchasers have agreed to purchase an undivided share of 429 sq. ft. in the Schedule "
           "‘A’ land, more fully described in Schedule ‘B’, and to have the Builder construct for them "
           "Apartment No. C-1104 on the 11th floor of Block C, having a super built-up area of 1,465 sq. ft. "
           "and a carpet area of 1,028 sq. ft., with one covered car park No. CP-B2-77.")
    d.head("NOW THIS AGREEMENT WITNESSETH AS FOLLOWS:")
    d.para("1. The Builder agrees to sell and the Purchasers agree to purchase the undivided share of land "
           "described in Schedule ‘B’ for a sum of " + amt(uds_cons) + ", and the Builder agrees to "
           "construct the Apartment for the Purchasers for a sum of " + amt(constr_cons) + ".")
    d.para("2. The aggregate of the above two sums, namely " + amt(price) + ", is hereinafter called the "
           "“TOTAL CONSIDERATION”. The Total Consideration includes the cost of the car park, the "
           "generator back-up of 2 KVA and GST as applicable on the date hereof.")
    d.para("3. The Purchasers shall pay the Total Consideration in the instalments and at the stages set out "
           "in Schedule ‘C’ hereunder, by demand draft or RTGS to “Kaveri Crest Builders Pvt Ltd – RERA "
           "Collection A/c”, A/c No. 50200078812345, HDFC Bank, OMR Branch, IFSC HDFC0001829. Demand letters "
           "for stage-linked instalments shall be sent to the Purchasers' e-mail address.")
    d.para("4. At the time of execution of this Agreement, the Purchasers shall also pay to the Builder a "
           "sum of " + amt(legal) + " towards legal and documentation charges. This amount is over and above "
           "the Total Consideration and is not refundable.")
    d.para("5. Electricity, water and sewerage connection deposits shall be paid by the Purchasers "
           "directly to TANGEDCO and CMWSSB at actuals.")
    d.para("6. Any amount remaining unpaid for more than 15 days after its due date shall carry interest at "
           "12% per annum. If three instalments remain unpaid, the Builder may cancel this Agreement, and the "
           "deductions in Schedule ‘D’ shall apply.")
    d.para("7. The Builder shall complete the construction and hand over the Apartment by 30.09.2028, "
           "subject to force majeure. For delay beyond that date, the Builder shall pay the Purchasers "
           "interest at the rate prescribed under the Tamil Nadu Real Estate (Regulation and Development) "
           "Rules, 2017.")
    d.para("8. The Purchasers shall not be entitled to claim possession until the entire Total "
           "Consideration and other sums payable hereunder have been paid.")
    d.para("9. Simultaneously with the payment of Instalment (2), the Builder shall execute and register a "
           "sale deed for the undivided share of land in favour of the Purchasers. The stamp duty payable on "
           "that sale deed, calculated on the guideline value of the undivided share, is " + amt(stamp)
           + ", which the Purchasers shall pay on the date of registration.")
    d.para("   Registration charges amounting to " + amt(regn) + " shall likewise be borne and paid by the "
           "Purchasers. Neither sum forms part of the Total Consideration.")
    d.para("10. From the date of handing over, the Purchasers shall pay maintenance charges to the Kaveri "
           "Crest Apartment Owners' Association at Rs. 4/- per sq. ft. of super built-up area per month.")
    d.para("11. This Agreement shall be subject to the jurisdiction of the courts at Chennai.")
    d.head("SCHEDULE ‘A’ (Total land)")
    d.para("All that piece and parcel of land measuring 1 acre 42 cents comprised in Survey Nos. 214/2A and "
           "214/3B, Perungudi Village, Sholinganallur Taluk, Chennai District, bounded on the North by "
           "S. No. 213, South by 40-feet road, East by S. No. 215/1 and West by S. No. 214/1.")
    d.head("SCHEDULE ‘B’ (Undivided share)")
    d.para("429 sq. ft. of undivided share in the Schedule ‘A’ land, out of 61,855 sq. ft.")
    d.head("SCHEDULE ‘C’ (Payment Schedule)")
    tbl = [["PAYMENT SCHEDULE — all amounts in Indian Rupees", "", ""],
           ["Instalment", "Stage / Date", "Amount payable (Rs.)"],
           ["A.  ADVANCE AND AGREEMENT STAGE", "", ""]]
    group_rows = [0, 2]
    for i, p in enumerate(plan):
        if i == 2:
            group_rows.append(len(tbl))
            tbl.append(["B.  DATED AND CONSTRUCTION-LINKED INSTALMENTS", "", ""])
        when = p["when"] + (" " + ord_date(p["date"]) if p.get("date") else "")
        a = ("Rupees " + words_in(p["amount"], False, True) + " only") if p.get("words_only") \
            else (inr(p["amount"]) + "/-")
        tbl.append([p["label"], when, a])
    tbl.append(["", "Total Consideration", inr(price) + "/-"])
    tbl.append(["Note: Instalments (4), (6) and (7) are payable within 15 days of the Builder's demand letter "
                "enclosing the architect's certificate. Legal and documentation charges, stamp duty and "
                "registration charges are payable separately as stated in clauses 4 and 9.", "", ""])
    t = d.table(tbl, bold_rows=tuple(group_rows) + (1, len(tbl) - 2))
    for gr in group_rows + [len(tbl) - 1]:
        merge(t.cell(gr, 0), t.cell(gr, 2))
    d.para("")
    d.head("SCHEDULE ‘D’ (Deductions on cancellation)")
    ct = [["Event", "Deduction from amounts paid"],
          ["Cancellation before execution of this Agreement", "Rs. 1,00,000/-"],
          ["Cancellation after execution but before the 6th floor slab", "10% of the Total Consideration"],
          ["Cancellation after the 6th floor slab", "15% of the Total Consideration"]]
    d.table(ct)
    d.para("")
    d.para("IN WITNESS WHEREOF the parties have set their hands on the day, month and year first above "
           "written.  BUILDER ____________   PURCHASERS ____________ ____________   WITNESSES: 1. "
           "____________ 2. ____________")
    write("03_chennai_uds_schedule", d, rows)


if __name__ == "__main__":
    ag01()
    ag02()
    ag03()
