"""The offline schedule extractor and the agreement text reader: recognisers, robustness, and corpus accuracy."""

import importlib.util
import io
import math
import re
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader, PdfWriter

from services import agreement_text
from services.agreement_text import text_of
from services.extractor import extract_schedule

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "agreements"
FIELDS = ("amount", "dueDate", "percentage", "isFee", "postHandover")
DUE_DATE = re.compile(r"^(?:\d{2}-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2})?$")


def load(name: str, path: Path):
    """A script that is not in a package (bench/, the corpus generator), imported by its path."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = load("extractor_accuracy", ROOT / "bench" / "extractor_accuracy.py")
generator = load("generate_agreements", CORPUS / "generate.py")


def only_row(text: str) -> dict:
    rows = extract_schedule(text)
    assert len(rows) == 1, rows
    return rows[0]


def assert_well_formed(rows) -> None:
    assert isinstance(rows, list)
    for row in rows:
        assert set(row) == {"amount", "dueDate", "description", "percentage", "isFee", "postHandover", "status"}
        assert isinstance(row["amount"], float) and math.isfinite(row["amount"]) and row["amount"] >= 0
        assert round(row["amount"], 2) == row["amount"]
        assert isinstance(row["dueDate"], str) and DUE_DATE.match(row["dueDate"])
        assert isinstance(row["description"], str)
        assert isinstance(row["percentage"], float) and 0 <= row["percentage"] <= 100
        assert isinstance(row["isFee"], bool) and isinstance(row["postHandover"], bool)
        assert row["status"] == "pending"


# --- dates ----------------------------------------------------------------------------------

@pytest.mark.parametrize("written, due", [
    ("15-Jan-2026", "15-Jan-26"),
    ("15-Jan-26", "15-Jan-26"),
    ("15 Jan 2026", "15-Jan-26"),
    ("15 January 2026", "15-Jan-26"),
    ("15th of January, 2026", "15-Jan-26"),
    ("January 15, 2026", "15-Jan-26"),
    ("Jan 15th 2026", "15-Jan-26"),
    ("15/01/2026", "15-Jan-26"),
    ("03/04/2026", "03-Apr-26"),  # day first, never the US reading
    ("15.01.2026", "15-Jan-26"),
    ("15-01-26", "15-Jan-26"),
    ("2026-01-15", "15-Jan-26"),
    ("1 Sept 2026", "01-Sep-26"),
    ("January 2026", "31-Jan-26"),  # a month alone: its last day
    ("Feb 2028", "29-Feb-28"),
    ("31/02/2026", ""),  # no such day: no date rather than a wrong one
])
def test_dates_in_common_formats_become_dd_mmm_yy(written, due):
    assert only_row(f"Second instalment: 10% (AED 50,000) due on {written}")["dueDate"] == due


def test_a_year_or_day_count_is_never_read_as_an_amount():
    row = only_row("Instalment 2: 20% payable within 30 days, on 15 March 2026")
    assert row["amount"] == 0.0 and row["percentage"] == 20.0 and row["dueDate"] == "15-Mar-26"


# --- amounts and shares ------------------------------------------------------------------------

@pytest.mark.parametrize("written, amount", [
    ("AED 1,250,000", 1250000.0),
    ("1,250,000.00 AED", 1250000.0),
    ("AED1,250,000.50", 1250000.5),
    ("USD 50,000", 50000.0),
    ("US$ 50,000", 50000.0),
    ("$50,000", 50000.0),
    ("Dhs 5,000", 5000.0),
    ("Dhs. 5,000", 5000.0),
    ("5,000 Dirhams", 5000.0),
    ("AED 1.2 million", 1200000.0),
    ("500000", 500000.0),
    ("1,250,000", 1250000.0),
])
def test_amounts_with_or_without_currency(written, amount):
    assert only_row(f"Down payment of {written} on 15 January 2026")["amount"] == amount


@pytest.mark.parametrize("written", ["10%", "10 %", "10 percent", "10 per cent", "ten percent (10%)", "ten percent"])
def test_shares_as_written(written):
    assert only_row(f"First instalment {written}, AED 120,000, on 15 January 2026")["percentage"] == 10.0


def test_a_share_in_words_with_a_hyphen():
    assert only_row("Pay twenty-five percent of the price on 1 May 2026")["percentage"] == 25.0


def test_a_construction_stage_or_vat_is_not_the_rows_share():
    stage = only_row("Third instalment 20% AED 240,000 on 50% construction completion")
    assert (stage["percentage"], stage["dueDate"], stage["postHandover"]) == (20.0, "", False)
    assert only_row("Admin fee AED 5,000 plus 5% VAT on signing")["percentage"] == 0.0


def test_a_share_without_an_amount_takes_its_part_of_the_stated_price():
    rows = extract_schedule("Purchase Price: AED 2,000,000\nDLD registration fee: 4% of the Purchase Price")
    assert [(r["amount"], r["percentage"], r["isFee"]) for r in rows] == [(80000.0, 4.0, True)]


def test_the_price_named_in_a_row_is_not_the_rows_amount():
    rows = extract_schedule("The Purchase Price is AED 1,000,000.\n"
                            "The Purchaser shall pay 10% of the Purchase Price of AED 1,000,000 on 1 June 2026.")
    assert [(r["amount"], r["percentage"]) for r in rows] == [(100000.0, 10.0)]


# --- fees ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "DLD registration fee AED 48,000 on signing",
    "Dubai Land Department fee: 4% (AED 48,000)",
    "Oqood registration AED 1,250",
    "Registration with the DLD: AED 48,000",
    "Administration fee AED 3,500",
    "Admin fee: USD 1,000",
    "NOC fee AED 5,000 before handover",
    "Service charge AED 2,000 on signing",
    "Processing fee Dhs 2,500",
    "Reservation fee of AED 25,000 paid on 20 October 2025",
    "A reservation fee of AED 25,000 (not part of the Purchase Price) paid on signing",
])
def test_charges_on_top_of_the_price_are_fees(line):
    assert only_row(line)["isFee"] is True


@pytest.mark.parametrize("line", [
    "Down payment 10% AED 120,000 on 15 January 2026",
    "Booking deposit AED 50,000 (part of the Purchase Price) on signing",
    "Deposit of 10% amounting to 95000 on 20 January 2026",
    "Down payment on DLD registration: 10% AED 120,000",
    "Balance of 50% AED 475,000 on transfer at the Dubai Land Department",
    "Booking amount AED 20,000 on 15 January 2026",
])
def test_payments_towards_the_price_are_not_fees(line):
    assert only_row(line)["isFee"] is False


# --- handover ------------------------------------------------------------------------------------

@pytest.mark.parametrize("timing, due, post_handover", [
    ("on handover", "", False),
    ("upon completion", "", False),
    ("on handover (anticipated 30 June 2027)", "", False),  # the date is an estimate of the event
    ("on completion of the foundations", "", False),
    ("post-handover", "", True),
    ("after handover", "", True),
    ("within 6 months of handover", "", True),
    ("12 months after completion", "", True),
    ("on 15 March 2028 (post-handover)", "15-Mar-28", True),
    ("on 15 March 2027", "15-Mar-27", False),
])
def test_handover_phrases(timing, due, post_handover):
    row = only_row(f"Instalment: 20% (AED 200,000) {timing}")
    assert (row["dueDate"], row["postHandover"]) == (due, post_handover)


def test_rows_under_a_post_handover_heading_are_post_handover():
    rows = extract_schedule("Pre-handover instalments\n1. 10% AED 100,000 on 1 March 2026\n\n"
                            "Post-handover instalments\n2. 10% AED 100,000 on 1 March 2028\n\n"
                            "Fees\n3. Admin fee AED 2,000 on 1 March 2026")
    assert [r["postHandover"] for r in rows] == [False, True, False]


def test_a_post_handover_plan_name_does_not_make_every_row_post_handover():
    rows = extract_schedule("60/40 Post-Handover Payment Plan\n1. Down payment 10% AED 100,000 on 1 March 2026")
    assert [r["postHandover"] for r in rows] == [False]


# --- what is not a plan row ---------------------------------------------------------------------

@pytest.mark.parametrize("line", [
    "Saleable area: 1,250 sq ft",
    "Price per square foot: AED 960",
    "Purchase Price: AED 1,200,000",
    "Total | | 100% | 1,200,000",
    "Estimated service charge: AED 18,000",
    "Late payment interest: 2% per month on overdue amounts",
    "Agreement dated 15 January 2026",
    "Unit 1204, Plot No. 345-0987, Tel 04 555 0199",
])
def test_price_breakdown_and_clauses_are_not_rows(line):
    assert extract_schedule(line) == []


def test_rows_come_in_the_agreements_order_from_tables_and_prose():
    text = ("| No. | Payment | Due date | % | Amount (AED) |\n"
            "| 1 | Down payment | 15/01/2026 | 10 | 120,000 |\n"
            "| 2 | On handover | | 90 | 1,080,000 |\n\n"
            "The Purchaser shall pay the Oqood registration fee of AED 1,250 on or before 15 January 2026.")
    rows = extract_schedule(text)
    assert [(r["amount"], r["dueDate"], r["percentage"], r["isFee"]) for r in rows] == [
        (120000.0, "15-Jan-26", 10.0, False), (1080000.0, "", 90.0, False), (1250.0, "15-Jan-26", 0.0, True)]
    assert rows[0]["description"] == "Down payment"


def test_wrapped_prose_lines_are_read_as_one_sentence():
    text = ("The Purchaser shall pay ten percent (10%) of the Purchase Price, being AED\n"
            "120,000, on or before 15\nJanuary 2026. The balance of ninety percent (90%) is due on handover.")
    assert [(r["amount"], r["dueDate"], r["percentage"]) for r in extract_schedule(text)] == [
        (120000.0, "15-Jan-26", 10.0), (0.0, "", 90.0)]


def test_text_without_a_plan_gives_an_empty_list():
    assert extract_schedule("") == []
    assert extract_schedule("This Agreement is governed by the laws of the Emirate of Dubai.") == []


schedule_words = st.sampled_from([
    "10%", " 10 percent", "ten percent", "AED", "USD 50,000", "1,250,000.00", "$", "Dhs.", "500000", " ", "\n",
    "\t", "|", "15-Jan-2026", "31/02/2026", "January 2026", "2026-13-45", "99/99/99", "on handover",
    "post-handover", "within 6 months of handover", "fee", "DLD", "down payment", "Total", "Purchase Price:",
    "per sq ft", "interest", "1.", "(a)", "million", "% of construction", ".", ",", ":", ";", "0", "999999999999",
    "100%", "101%", "Amount (AED)", "Due date", "instalment",
])


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_arbitrary_text_never_raises_and_gives_well_formed_rows(text):
    assert_well_formed(extract_schedule(text))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(schedule_words, st.text(max_size=5)), max_size=40).map("".join))
def test_schedule_like_noise_never_raises_and_gives_well_formed_rows(text):
    assert_well_formed(extract_schedule(text))


# --- text of each document type ---------------------------------------------------------------

def test_plain_text_is_decoded_as_utf8_without_its_bom():
    assert text_of("\ufeffDown payment AED 5,000 – 15 Jan 2026".encode()) == "Down payment AED 5,000 – 15 Jan 2026"


def test_docx_paragraphs_are_lines_and_a_table_row_is_one_line():
    data = generator.docx(["Schedule of Payments", [["Milestone", "Amount"], ["Down payment", "AED 5,000"]], "End"])
    assert text_of(data) == "Schedule of Payments\nMilestone | Amount\nDown payment | AED 5,000\nEnd"


def test_pdf_text_comes_from_its_text_layer_page_by_page():
    data = generator.pdf([["Purchase Price: AED 900,000 (net)"], [generator.table_line("1", "Down payment", "10%")]])
    assert text_of(data).splitlines() == ["Purchase Price: AED 900,000 (net)", "1 Down payment 10%"]


def test_an_encrypted_pdf_has_no_text():
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(generator.pdf([["Down payment AED 5,000"]]))))
    writer.encrypt("secret", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    assert text_of(out.getvalue()) == ""


@pytest.mark.parametrize("data", [
    b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R",
    b"%PDF-",
    generator.pdf([["Down payment AED 5,000"]])[:200],
])
def test_a_damaged_pdf_has_no_text(data):
    assert text_of(data) == ""


def test_a_docx_with_broken_xml_has_no_text():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("word/document.xml", "<w:document><w:body><w:p>")
    assert text_of(out.getvalue()) == ""


def test_a_docx_that_inflates_beyond_any_agreement_has_no_text(monkeypatch):
    monkeypatch.setattr(agreement_text, "MAX_DOCUMENT_XML", 1000)
    data = generator.docx(["Down payment AED 5,000 on 15 January 2026"] * 40)
    assert text_of(data) == ""


@pytest.mark.parametrize("data", [b"", b"\x89PNG\r\n\x1a\n\x00\x00", b"\xff\xd8\xff\xe0", b"caf\xe9 latin-1"])
def test_other_bytes_are_refused(data):
    with pytest.raises(ValueError):
        text_of(data)


# --- the corpus ---------------------------------------------------------------------------------

def test_the_corpus_is_what_the_generator_writes(tmp_path):
    written = generator.write_corpus(tmp_path)
    assert len(written) >= 28  # at least 14 agreements, each with its expected schedule
    for path in written:
        assert (CORPUS / path.name).read_bytes() == path.read_bytes(), f"{path.name}: run tests/agreements/generate.py"
    assert sum(path.stat().st_size for path in CORPUS.iterdir() if path.is_file()) < 300_000


def test_each_generated_pdf_gives_back_the_text_it_was_written_with():
    for agreement in generator.AGREEMENTS:
        if agreement.name.endswith(".pdf") and agreement.expected:
            written = [line if isinstance(line, str) else " ".join(text for _, text in line if text)
                       for page in agreement.content for line in page]
            extracted = text_of((CORPUS / agreement.name).read_bytes())
            assert extracted.split() == " ".join(written).split(), agreement.name


def test_the_no_plan_agreement_and_the_damaged_and_empty_pdfs_give_no_rows():
    for name in ("04_no_plan.txt", "14_damaged.pdf", "15_empty_page.pdf"):
        assert bench.schedule_of(CORPUS / name) == [], name


def test_every_corpus_schedule_is_well_formed():
    for source, _ in bench.corpus(CORPUS):
        assert_well_formed(bench.schedule_of(source))


def test_field_accuracy_over_the_corpus_is_at_least_95_percent():
    scores = bench.accuracy(CORPUS)
    assert set(scores) == set(FIELDS)
    assert all(score >= 0.95 for score in scores.values()), scores


def test_missing_and_extra_rows_count_as_wrong_for_every_field():
    expected = [{"amount": 1.0, "dueDate": "", "percentage": 0.0, "isFee": False, "postHandover": False}] * 2
    assert bench.field_scores(expected, expected[:1]) == {field: (1, 2) for field in FIELDS}
    assert bench.field_scores(expected[:1], expected) == {field: (1, 2) for field in FIELDS}
