"""The offline plan extractor: each rule of CONTRACT 9 on a small hand-written input, the document
structures it reads (tables in text, DOCX and PDF, split and borderless tables, two columns), its
robustness, and its accuracy on the held-out half of the corpus."""

import importlib.util
import io
import json
import math
import re
import textwrap
import zipfile
from datetime import date
from decimal import Decimal
from pathlib import Path

import docx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader, PdfWriter
from reportlab import rl_config
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.platypus import (
    BaseDocTemplate,
    Frame,
    PageTemplate,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from services.extraction import dates, extract, extract_text, figures, labels, layout, normalised, pdf_page
from services.extraction.blocks import PRINTED
from services.extraction.conventions import Conventions

ROOT = Path(__file__).resolve().parents[2]
DUE_DATE = re.compile(r"^(?:\d{2}-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2})?$")
rl_config.invariant = 1


def load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = load("extractor_accuracy", ROOT / "bench" / "extractor_accuracy.py")


def brief(rows) -> list[tuple]:
    return [(row["amount"], row["dueDate"], row["percentage"], row["isFee"], row["postHandover"]) for row in rows]


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


# --- figures: dates ------------------------------------------------------------------------------

@pytest.mark.parametrize("written", ["15/04/2026", "15-04-2026", "15.04.2026", "15-Apr-2026", "15 April 2026",
                                     "15th April 2026", "April 15, 2026", "2026-04-15", "15-Apr-26",
                                     "15th of April, 2026"])
def test_every_listed_date_form_is_read(written):
    [(_, _, value)] = dates.stated(f"due on {written} at the latest", Conventions())
    assert dates.due_date(value) == "15-Apr-26"


def test_numeric_dates_are_day_first_unless_the_agreement_writes_them_month_first():
    assert Conventions.of("paid on 04/05/2026 and 20/06/2026").month_first is False
    month_first = Conventions.of("paid on 04/05/2026 and 03/15/2026")
    assert month_first.month_first is True
    [(_, _, value)] = dates.stated("04/05/2026", month_first)
    assert dates.due_date(value) == "05-Apr-26"  # decided per agreement, not per date
    assert Conventions.of("no dates at all").month_first is False


def test_undecided_numeric_dates_are_read_the_way_that_puts_the_plan_in_order():
    text = ("Payment Plan\n1. 10% (USD 10,000) on 03/10/2026.\n2. 20% (USD 20,000) on 04/05/2026.\n"
            "3. 70% (USD 70,000) on handover.")
    assert [row["dueDate"] for row in extract_text(text)] == ["10-Mar-26", "05-Apr-26", ""]
    in_order = ("Payment Plan\n1. 10% (USD 10,000) on 03/10/2026.\n2. 20% (USD 20,000) on 04/11/2026.\n"
                "3. 70% on handover.")
    assert [row["dueDate"] for row in extract_text(in_order)][:2] == ["03-Oct-26", "04-Nov-26"]  # day first


def test_month_first_dates_in_words_keep_day_and_year_apart():
    rows = extract_text("Payment Plan\nDeposit of USD 50,000 due on April 15, 2026.\n"
                        "Second payment of USD 25,000 due on December 15, 2025.")
    assert brief(rows) == [(50000.0, "15-Apr-26", 0.0, False, False), (25000.0, "15-Dec-25", 0.0, False, False)]


def test_a_month_without_its_day_falls_due_on_its_last_day():
    [(_, _, value)] = dates.stated("20% in February 2028", Conventions())
    assert dates.due_date(value) == "29-Feb-28"
    rows = extract_text("Payment Plan\n40% (AED 400,000) on handover, expected in December 2027.")
    assert rows[0]["dueDate"] == ""  # an estimate, not a due date


def test_impossible_dates_are_not_dates():
    assert dates.stated("31/02/2026 and 2026-13-45", Conventions()) == []


# --- figures: amounts and shares -------------------------------------------------------------------

@pytest.mark.parametrize("written, conventions, value", [
    ("AED 1,250,000.00", Conventions(), "1250000.00"),
    ("1.250.000,00 EGP", Conventions(decimal_comma=True), "1250000.00"),
    ("EGP 3.400.000", Conventions(), "3400000.00"),
    ("₹ 12,50,000", Conventions(), "1250000.00"),
    ("Rs. 1,25,00,000/-", Conventions(), "12500000.00"),
    ("USD 1.2 million", Conventions(), "1200000.00"),
    ("£12,500", Conventions(), "12500.00"),
    ("One Hundred Thousand Dirhams", Conventions(), "100000.00"),
    ("Rupees Five Lakh Fifty Thousand Only", Conventions(), "550000.00"),
    ("Two Hundred Fifty Thousand US Dollars", Conventions(), "250000.00"),
    ("RO 186,500.000", Conventions(), "186500.00"),
])
def test_amounts_in_each_number_format_and_in_words(written, conventions, value):
    [amount] = figures.amounts(f"a payment of {written} shall be made", conventions)
    assert amount.value == Decimal(value)


def test_an_amount_in_words_and_digits_is_one_amount():
    found = figures.amounts("One Hundred Thousand Dirhams (AED 100,000)", Conventions())
    assert [amount.value for amount in found] == [Decimal("100000.00")]


def test_decimal_comma_is_decided_per_agreement():
    assert Conventions.of("Price 1.250.000,00 EGP, deposit 125.000,00 EGP").decimal_comma is True
    assert Conventions.of("Price AED 1,250,000.00").decimal_comma is False


def test_numbers_that_are_not_money_are_not_amounts():
    text = "Unit 1204 on floor 12, plot 3456, area 1,250 sq ft, 24 months, year 2026"
    assert figures.amounts(text, Conventions(), bare=True) == []


def test_a_share_in_words_and_digits_is_one_share():
    assert [value for _, _, value in figures.shares("ten percent (10%) of the price")] == [Decimal(10)]
    assert [value for _, _, value in figures.shares("fifteen per cent of the price")] == [Decimal(15)]


# --- what is never a row ------------------------------------------------------------------------------

def test_the_price_its_breakdown_addresses_and_the_agreement_date_are_never_rows():
    text = """Date of Agreement: 3 March 2026, executed at Office 1402, Marina Plaza, PO Box 5521.
The Purchase Price of the Unit is AED 2,400,000 (Two Million Four Hundred Thousand Dirhams).
Saleable area: 1,250 sq ft at AED 1,920 per sq ft.
Unit 1204, Plot 345-678, Level 12."""
    assert extract_text(text) == []


def test_refund_termination_penalty_and_construction_clauses_are_never_rows():
    text = """Payment Plan
1. Down payment of 20% (AED 200,000) on 15 January 2026.
2. Balance of 80% (AED 800,000) on handover.
Termination
Where construction has exceeded eighty percent (80%), all amounts paid shall be forfeited.
The Seller shall refund 70% of the amounts paid within 60 days of termination.
Late payments bear a penalty of 2% per month on AED 100,000 or any overdue amount."""
    assert brief(extract_text(text)) == [(200000.0, "15-Jan-26", 20.0, False, False),
                                          (800000.0, "", 80.0, False, False)]


def test_an_agreement_without_a_plan_gives_an_empty_list():
    text = """DEED OF TRANSFER
The Seller transfers Apartment 1402 to the Buyer for AED 1,800,000, which the Seller confirms it has
received in full on 3 March 2026. Clause 4.2 of the Master Agreement dated 12 May 2019 no longer applies."""
    assert extract_text(text) == []
    assert extract_text("This Agreement is governed by the laws of the Emirate of Dubai.") == []
    assert extract_text("") == []


# --- rows -------------------------------------------------------------------------------------------

def test_a_table_restated_in_prose_is_one_plan():
    text = """Purchase Price: AED 1,000,000

| Milestone    | Due Date    | %   | Amount (AED) |
| Down payment | 15-Jan-2026 | 10% | 100,000      |
| On handover  |             | 90% | 900,000      |

For clarity, the Purchaser shall pay 10% on 15 January 2026 and the balance of 90% on handover."""
    assert brief(extract_text(text)) == [(100000.0, "15-Jan-26", 10.0, False, False),
                                          (900000.0, "", 90.0, False, False)]


def test_a_fee_sentence_that_restates_a_fee_row_is_one_row():
    text = """Fee               Amount       Due
Oqood fee         AED 1,150    15-Jan-2026
Admin fee         AED 3,000    15-Jan-2026

The Oqood fee of AED 1,150 referred to above is payable on 15 January 2026."""
    assert brief(extract_text(text)) == [(1150.0, "15-Jan-26", 0.0, True, False),
                                         (3000.0, "15-Jan-26", 0.0, True, False)]


def test_a_series_sentence_gives_one_row_per_instalment():
    text = ("Purchase Price: AED 2,000,000.\nPayment Plan\nThe Purchaser shall pay 60% on handover. The remaining 40% "
            "shall be paid after handover in eight quarterly instalments of 5% each, the first on 15 March 2028.")
    rows = extract_text(text)
    assert brief(rows[:1]) == [(1200000.0, "", 60.0, False, False)]
    series = rows[1:]
    assert [row["dueDate"] for row in series] == ["15-Mar-28", "15-Jun-28", "15-Sep-28", "15-Dec-28", "15-Mar-29",
                                                    "15-Jun-29", "15-Sep-29", "15-Dec-29"]
    assert {(row["amount"], row["percentage"], row["postHandover"]) for row in series} == {(100000.0, 5.0, True)}
    assert [row["description"] for row in series][::7] == ["Post-Handover Instalment 1 of 8",
                                                            "Post-Handover Instalment 8 of 8"]


def test_a_monthly_series_of_amounts():
    rows = extract_text("Payment Plan\nTwenty-four (24) equal monthly instalments of USD 5,000 each beginning on "
                        "1 January 2027.")
    assert len(rows) == 24 and rows[0]["dueDate"] == "01-Jan-27" and rows[-1]["dueDate"] == "01-Dec-28"
    assert {row["amount"] for row in rows} == {5000.0}


def test_the_amount_is_the_share_of_the_price_when_only_the_share_is_stated():
    text = "The Purchase Price is AED 1,234,567.\nPayment Plan\n(a) 10% on 15 January 2026;\n(b) 90% on handover."
    assert brief(extract_text(text)) == [(123456.7, "15-Jan-26", 10.0, False, False),
                                          (1111110.3, "", 90.0, False, False)]


def test_fees_against_price_rows():
    text = """Payment Plan
1. Booking amount of 10% (AED 50,000), part of the Purchase Price, on 15 January 2026.
2. Reservation fee of AED 5,000 on 10 January 2026.
3. DLD registration fee of 4% (AED 20,000) on 15 January 2026.
4. Balance of 90% (AED 450,000) on handover.
5. Administration fee of AED 3,000 on handover."""
    assert [row["isFee"] for row in extract_text(text)] == [False, True, True, False, True]


def test_post_handover_rows_against_the_handover_row():
    text = """Payment Plan
Down payment of 20% (AED 200,000) on 15 January 2026.
40% (AED 400,000) on handover.
20% (AED 200,000) six months after handover.
20% (AED 200,000) on 15 June 2028, post-handover."""
    assert [(row["postHandover"], row["dueDate"]) for row in extract_text(text)] == [
        (False, "15-Jan-26"), (False, ""), (True, ""), (True, "15-Jun-28")]


def test_event_rows_have_no_due_date_even_with_an_estimate():
    rows = extract_text("Payment Plan\n30% (AED 300,000) on completion of the structure, expected on 15 June 2027.")
    assert brief(rows) == [(300000.0, "", 30.0, False, False)]


def test_a_construction_stage_percentage_is_not_the_rows_share():
    rows = extract_text("Payment Plan\nOn completion of 50% of construction: 20% of the price (AED 200,000).")
    assert brief(rows) == [(200000.0, "", 20.0, False, False)]


def test_a_share_paid_on_completion_is_the_rows_share_not_a_stage():
    rows = extract_text("Price: USD 500,000\nDeposit 10% April 15, 2026\nSecond 20% 2026-06-15\n"
                        "Third 30% 15th July 2026\nOn completion 40%")
    assert brief(rows) == [(50000.0, "15-Apr-26", 10.0, False, False), (100000.0, "15-Jun-26", 20.0, False, False),
                           (150000.0, "15-Jul-26", 30.0, False, False), (200000.0, "", 40.0, False, False)]
    assert rows[-1]["description"] == "On completion"
    # A share of the works before or after "completion" is still a stage.
    rows = extract_text("Price: USD 500,000\nDeposit 10% on 15 April 2026\nUpon completion 40% of the structure: 40%"
                        "\nOn completion 50%")
    assert [row["percentage"] for row in rows] == [10.0, 40.0, 50.0]


def test_descriptions_are_the_rows_own_label():
    text = """| No. | Description       | Due Date    | %   | Amount        |
| 1   | Down Payment      | 15-Jan-2026 | 20% | AED 200,000   |
| 2   | On Handover       |             | 80% | AED 800,000   |"""
    assert [row["description"] for row in extract_text(text)] == ["Down Payment", "On Handover"]


def test_the_plans_heading_run_into_its_first_row_is_no_part_of_the_label():
    rows = extract_text("The Purchase Price is AED 2,000,000. Payment plan: a down payment of 20% on 15/04/2026; and "
                        "the balance of 80% on handover.")
    assert [row["description"] for row in rows] == ["Down payment", "Balance"]
    rows = extract_text("Payment Schedule: 20% on signing; and 80% on handover. Price AED 100,000")
    assert [row["description"] for row in rows] == ["On signing", "On handover"]


@pytest.mark.parametrize("label,expected", [
    ("4 Instalment 3 75,153.17", "Instalment 3"),  # a row number and a sum in bare digits merged into the label
    ("Down payment 2.486.750,00", "Down payment"),
    ("Notary fees of (OMR 1,500) upon signing", "Notary fees upon signing"),
    ("Admin Fee (incl. VAT)", "Admin Fee"), ("Admin Fee plus VAT", "Admin Fee"),
    ("Structure On completion of foundation", "On completion of foundation"),  # a stage column before the milestone
    ("Finishing 9. On completion of walls", "On completion of walls"), ("Booking Booking", "Booking"),
    ("Instalment (3)", "Instalment (3)"), ("(Booking)", "Booking"), ("Second", "Second Instalment"),
    ("The Purchaser shall pay ten per cent of the Purchase Price on signing", "On signing"),
    # What is no figure left behind stays: a count, a time, a stage's share, case.
    ("12 Monthly Instalments", "12 Monthly Instalments"), ("3 Months after handover", "3 Months after handover"),
    ("On completion of 60% of construction", "On completion of 60% of construction"),
    ("Balance on handover", "Balance on handover"),
    ("BSP payable by the Allottee on, at the time of booking", "BSP payable by the Allottee, at the time of booking"),
])
def test_a_description_is_the_label_without_what_its_figures_left_behind(label, expected):
    assert labels.description(label, prose=True) == expected


def test_descriptions_of_prose_rows_name_the_payment_not_the_sentence():
    rows = extract_text("The Price is EGP 5,000,000, payable as follows:\n"
                        "First: twenty per cent (20%) of the Price, amounting to EGP 1,000,000, upon signing this "
                        "Contract;\nSecond: eighty per cent (80%) of the Price, amounting to EGP 4,000,000, upon "
                        "delivery of the Unit.")
    assert [(row["description"], row["amount"]) for row in rows] == [
        ("First: upon signing this Contract", 1000000.0), ("Second: upon delivery of the Unit", 4000000.0)]
    rows = extract_text("Payment Plan\nOn completion of 60% of construction: 20% of the price (AED 200,000).\n"
                        "Quarterly instalment (1) of 10% (AED 100,000) on 15 March 2027.")
    assert [row["description"] for row in rows] == ["On completion of 60% of construction", "Quarterly instalment (1)"]


def test_a_tables_due_date_column_is_the_one_titled_due_and_a_month_column_dates_its_rows():
    text = """Purchase Price: QAR 1,000,000
Payment                  | %   | Amount (QAR) | Demand notice date | Due date
Down payment             | 10% |      100,000 | 01/04/2026         | 15/04/2026
Second instalment        | 40% |      400,000 | 01/09/2026         | 15/09/2026
Handover                 | 50% |      500,000 | —                  | on handover"""
    assert [row["dueDate"] for row in extract_text(text)] == ["15-Apr-26", "15-Sep-26", ""]
    text = """Total Consideration: ₹ 45,00,000/-

Instalment             Month               Amount (₹)        %
Instalment 1           June 2026           22,50,000         50%
Final                  On registration     22,50,000         50%"""
    assert [(row["dueDate"], row["description"]) for row in extract_text(text)] == [
        ("30-Jun-26", "Instalment 1"), ("", "Final Instalment")]


def test_a_date_in_a_label_cell_of_its_own_is_read_alone_and_is_no_part_of_the_label():
    text = ("Price: USD 500,000\nPayment schedule\n| Instalment 1 | June 2026 | 20% | USD 100,000 |\n"
            "| Instalment 2 | on completion of the structure | 30% | USD 150,000 |\n"
            "| Instalment 3 | on handover | 50% | USD 250,000 |")
    rows = extract_text(text)
    assert [(row["dueDate"], row["description"]) for row in rows][0] == ("30-Jun-26", "Instalment 1")


PLAN_WITHOUT_PRICE = """Payment details
Booking Amount (part of the Purchase Price): AED 330,000 (10%), payable on booking.
Booking Processing Charge (in addition to the Purchase Price, non-refundable): AED 2,000, payable on booking.
Remaining instalments of the Purchase Price:
   20% on September 15, 2026;
   10% on March 15, 2027;
   60% on completion and handover."""


def test_with_no_price_stated_the_price_one_row_implies_gives_the_other_rows_amounts():
    assert brief(extract_text(PLAN_WITHOUT_PRICE)) == [
        (330000.0, "", 10.0, False, False), (2000.0, "", 0.0, True, False), (660000.0, "15-Sep-26", 20.0, False, False),
        (330000.0, "15-Mar-27", 10.0, False, False), (1980000.0, "", 60.0, False, False)]
    # A stated price wins over one implied by a single row, even when they differ.
    rows = extract_text("Unit: 3402 | 2 Bedroom | 1,652 sq ft | Price AED 3,000,000\n\n" + PLAN_WITHOUT_PRICE)
    assert [row["amount"] for row in rows][2:] == [600000.0, 300000.0, 1800000.0]


def test_a_cheque_held_as_a_guarantee_is_no_payment():
    text = """Payment schedule
Down payment EGP 250,000 by bank transfer on 10/03/2026.
Second instalment EGP 750,000 by cheque dated 10/06/2026.
Guarantee cheque: the Buyer has also delivered cheque No. 10092817 dated 01/04/2026 for EGP 300,000
as security for the Buyer's obligations. This cheque shall not be presented for payment and is not
a payment of the price; it shall be returned to the Buyer on delivery of the Unit."""
    assert brief(extract_text(text)) == [(250000.0, "10-Mar-26", 0.0, False, False),
                                         (750000.0, "10-Jun-26", 0.0, False, False)]


def test_swiss_apostrophe_grouping_and_a_currency_set_apart_from_its_digits_in_a_text_table():
    text = """Purchase price: CHF 1'250'000.00

Payment plan                 Amount              Due
Reservation payment          CHF       50'000.00   on signing the reservation agreement
Upon notarial deed           CHF     325'000.00   on the day of the public deed, 28.06.2027
Upon handover (70%)          CHF     875'000.00   on handover of the unit"""
    assert brief(extract_text(text)) == [(50000.0, "", 0.0, False, False), (325000.0, "28-Jun-27", 0.0, False, False),
                                         (875000.0, "", 70.0, False, False)]
    assert [a.value for a in figures.amounts("CHF 1’250’000 and CHF 50'000.50", Conventions())] == [
        Decimal("1250000"), Decimal("50000.50")]


def test_of_plans_offered_by_name_only_the_one_chosen_gives_rows():
    text = """Construction Linked Plan (CLP) - Total Price Rs. 1,20,00,000/-:
  10% at booking; 40% on casting of the roof slab; 50% on offer of possession.
Down Payment Plan (DPP) - Total Price Rs. 1,11,60,000/- (after a rebate of 7% on the CLP price):
  (a) 10% of the DPP price, Rs. 11,16,000/-, at booking on 05-07-2026;
  (b) 90% of the DPP price, Rs. 1,00,44,000/-, on offer of possession.

The Allottee has opted for the Down Payment Plan (DPP), and the Total Price payable is Rs. 1,11,60,000/-."""
    assert brief(extract_text(text)) == [(1116000.0, "05-Jul-26", 10.0, False, False),
                                         (10044000.0, "", 90.0, False, False)]
    text = """Purchase Price: AED 1,650,000
Selected Payment Plan: Plan Alpha (see Schedule 4)

SCHEDULE 4 - PAYMENT PLANS
Plan Alpha:
  - Booking: 20% (AED 330,000) on 26 February 2026;
  - Handover: 80% (AED 1,320,000).
Plan Omega:
  - Booking: 10% on 26 February 2026;
  - Handover: 90%."""
    assert brief(extract_text(text)) == [(330000.0, "26-Feb-26", 20.0, False, False),
                                         (1320000.0, "", 80.0, False, False)]
    # One plan named, none chosen among others: every row stays.
    text = """Payment Plan:
  - Booking: 20% (AED 330,000) on 26 February 2026;
  - Handover: 80% (AED 1,320,000)."""
    assert len(extract_text(text)) == 2


@pytest.mark.parametrize("title", ["HOME LOAN OFFER – OWNER OCCUPIED", "Valuation Report", "STATEMENT OF ACCOUNT",
                                   "Construction Progress Report - Tower B"])
def test_a_loan_offer_a_valuation_a_statement_or_a_report_has_no_plan(title):
    text = f"""{title}
Purchase price of the property: NZ$1,285,000
Date         Amount        Status
15/09/2027   NZ$ 5,650.16  paid
15/10/2027   NZ$ 5,650.16  due"""
    assert extract_text(text) == []
    assert len(extract_text(text.replace(title, "PAYMENT SCHEDULE"))) == 2
    # Only the document's title says so: a recital that mentions a progress report is no title.
    recital = ("RECITALS\n(C) The construction has reached 42% completion, as shown in the Consultant's progress "
               "report dated 28 February 2026.\n\n" + text.replace(title, "PAYMENT SCHEDULE"))
    assert len(extract_text(recital)) == 2


def test_a_charge_of_nothing_is_no_row():
    text = "Purchase Price: AED 1,000,000\nDown payment 10% on 15 March 2026\nBalance 90% on handover\n" \
           "Establishment fee: AED 0.00 on signing"
    assert [row["percentage"] for row in extract_text(text)] == [10.0, 90.0]


def test_the_agreements_own_arithmetic_chooses_the_price():
    # Two prices are stated; only one agrees with the rows' shares and amounts.
    text = """The Unit's base price is AED 900,000 and the Purchase Price, with parking, is AED 1,000,000.
Payment Plan
1. 10% (AED 100,000) on 15 January 2026.
2. 30% on 15 June 2026.
3. 60% on handover."""
    assert [row["amount"] for row in extract_text(text)] == [100000.0, 300000.0, 600000.0]


def test_a_reading_that_adds_up_wins_over_one_that_does_not():
    # The recital's payment sits outside the plan; with it the shares add up to 125, without it to 100.
    text = """Recitals
The Purchaser shall pay 25% of the Price on 1 March 2026 under the reservation form.

Payment Plan
| Milestone    | Due Date    | %   |
| Down payment | 15-Jan-2026 | 20% |
| On handover  |             | 80% |"""
    assert [(row["percentage"], row["dueDate"]) for row in extract_text(text)] == [(20.0, "15-Jan-26"), (80.0, "")]


def test_a_charge_dated_in_the_next_sentence_takes_that_date():
    text = ("Additional amounts\nThe club membership fee is fixed at 185.000,00 EGP.\n"
            "The said membership fee shall be paid by a separate cheque falling due on 15.10.2026.")
    assert brief(extract_text(text)) == [(185000.0, "15-Oct-26", 0.0, True, False)]


def test_a_paragraph_that_restates_the_plan_gives_no_rows_even_across_a_line_break():
    text = """Payment Plan
(a) Deposit of USD 50,000 upon execution of this Agreement.
(b) USD 114,000 on or before April 15, 2026.
(c) The balance of USD 836,000 at Closing.
For convenience only, the deposits are: Initial Deposit at signing, $50,000.00;
Second Deposit, 04/15/2026, $114,000.00; and the balance at Closing.
"""
    assert [row["amount"] for row in extract_text(text)] == [50000.0, 114000.0, 836000.0]


def test_table_sections_with_a_share_and_a_series_written_in_one_cell():
    text = """| Payment                                   | Due             | Amount (AED) | %   |
| PRE-HANDOVER (60%)                        |                 |              |     |
| Down Payment                              | On signing      | 600,000      | 60% |
| POST-HANDOVER (40%)                       |                 |              |     |
| Eight (8) quarterly instalments of 5% each, the first falling due on 15-03-2028 | | | |"""
    rows = extract_text("The Purchase Price is AED 1,000,000.\n\n" + text)
    assert brief(rows[:1]) == [(600000.0, "", 60.0, False, False)]
    assert [(row["dueDate"], row["amount"], row["postHandover"]) for row in rows[1:]][::7] == [
        ("15-Mar-28", 50000.0, True), ("15-Dec-29", 50000.0, True)]
    assert len(rows) == 9


def test_settlement_deeds_and_paid_up_transfers_have_no_plan():
    text = """DEED OF SETTLEMENT, TERMINATION AND RELEASE
The Developer shall refund AED 400,000 on 31/03/2026 and AED 300,000 on 30/06/2026.
Tranche 1 | 31/03/2026 | AED 400,000
Tranche 2 | 30/06/2026 | AED 300,000"""
    assert extract_text(text) == []


# --- structures -------------------------------------------------------------------------------------

def test_aligned_text_columns_keep_empty_cells_in_their_column():
    text = """Schedule of Payments
Milestone                 Date          Share     Amount
Down payment              15.01.2026    10%       AED 100,000
On completion of roof                   40%       AED 400,000
Handover                                50%       AED 500,000"""
    assert brief(extract_text(text)) == [(100000.0, "15-Jan-26", 10.0, False, False),
                                          (400000.0, "", 40.0, False, False), (500000.0, "", 50.0, False, False)]


def docx_bytes(build) -> bytes:
    document = docx.Document()
    build(document)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_docx_tables_and_paragraphs_in_document_order_with_merged_cells_read_once():
    def build(document):
        document.add_paragraph("The Purchase Price is GBP 500,000.")
        table = document.add_table(rows=4, cols=3)
        title = table.cell(0, 0).merge(table.cell(0, 2))
        title.text = "Payment Schedule"
        for row, cells in enumerate([["Stage", "Date", "Amount"], ["Deposit", "15 April 2026", "£50,000"],
                                     ["Completion", "", "£450,000"]], start=1):
            for column, text in enumerate(cells):
                table.cell(row, column).text = text
        document.add_paragraph("An administration fee of £500 is payable on 15 April 2026.")
    data = docx_bytes(build)
    blocks = layout.read(data).blocks
    assert [type(block).__name__ for block in blocks] == ["Paragraph", "Table", "Paragraph"]
    assert blocks[1].rows[0] == ["Payment Schedule", "", ""]  # a merged cell is read once; its columns stay
    assert brief(extract(data).installments) == [(50000.0, "15-Apr-26", 0.0, False, False),
                                                  (450000.0, "", 0.0, False, False),
                                                  (500.0, "15-Apr-26", 0.0, True, False)]


def test_a_vertically_merged_share_that_applies_to_each_row_is_read_on_each():
    def build(document):
        document.add_paragraph("The Total Price is Rs. 1,00,00,000.")
        table = document.add_table(rows=5, cols=3)
        for row, cells in enumerate([["Stage", "% of Total Price", "Amount"], ["On booking", "50%", "50,00,000"],
                                     ["On casting of the 1st slab", "25% on each slab", "25,00,000"],
                                     ["On casting of the 2nd slab", "", "25,00,000"]]):
            for column, text in enumerate(cells):
                table.cell(row, column).text = text
        table.cell(2, 1).merge(table.cell(3, 1))
        table.cell(4, 0).text = "Note: stamp duty is paid on registration"
    rows = extract(docx_bytes(build)).installments
    assert brief(rows) == [(5000000.0, "", 50.0, False, False), (2500000.0, "", 25.0, False, False),
                           (2500000.0, "", 25.0, False, False)]


@pytest.mark.parametrize("written, share", [("twelve and one-half per centum", "12.5"),
                                            ("two and a half percent", "2.5"), ("seven point five per cent", "7.5")])
def test_shares_with_a_fraction_in_words(written, share):
    assert [value for _, _, value in figures.shares(f"a payment of {written} of the Price")] == [Decimal(share)]


def test_a_table_of_refunds_or_of_what_the_seller_pays_is_no_plan_even_without_figure_headers():
    text = """The Purchase Price is AED 1,000,000.
Instalment          Due date           Amount
Deposit             15/01/2026         AED 400,000
Handover            15/01/2028         AED 600,000

Progress at termination          Seller may retain          Refund timing
Less than 60% complete           up to 25% of the Price     within 1 year
More than 80% complete           40% of the Price           on resale

Period                           Payment date               Amount payable by the Seller
First half-year                  30/06/2028                 AED 35,000
Second half-year                 31/12/2028                 AED 35,000"""
    assert brief(extract_text(text)) == [(400000.0, "15-Jan-26", 0.0, False, False),
                                         (600000.0, "15-Jan-28", 0.0, False, False)]


def test_a_series_row_whose_share_is_in_another_cell_gives_one_row_per_instalment():
    series = "Four (4) quarterly instalments after completion, the first on 15 March 2028"
    text = f"""The Purchase Price is AED 1,000,000.
| Instalment | When payable | Amount | Percentage |
| Down payment | On 15 January 2026 | AED 600,000 | 60% |
| Post-completion instalments | {series} | AED 100,000 each | 10% each |"""
    assert brief(extract_text(text)) == [(600000.0, "15-Jan-26", 60.0, False, False)] + [
        (100000.0, due, 10.0, False, True) for due in ("15-Mar-28", "15-Jun-28", "15-Sep-28", "15-Dec-28")]


def test_a_sentence_that_completes_the_charge_before_it_is_the_same_charge():
    text = ("The Purchase Price is AED 1,872,000. The Purchaser shall bear the fee charged by the Land Department. "
            "That fee is two per cent (2%) of the Purchase Price. It amounts to AED 37,440 and shall be paid "
            "within thirty days.\nThe Purchaser shall pay the Purchase Price in full on 15 March 2026.")
    rows = brief(extract_text(text))
    assert rows[0] == (37440.0, "", 2.0, True, False)
    assert len([row for row in rows if row[3]]) == 1


def pdf_bytes(story, *, two_columns: bool = False) -> bytes:
    out = io.BytesIO()
    if two_columns:
        document = BaseDocTemplate(out, pagesize=A4)
        width = (document.width - 24) / 2
        frames = [Frame(document.leftMargin, document.bottomMargin, width, document.height, id="left"),
                  Frame(document.leftMargin + width + 24, document.bottomMargin, width, document.height, id="right")]
        document.addPageTemplates([PageTemplate(frames=frames)])
    else:
        document = SimpleDocTemplate(out, pagesize=A4)
    document.build(story)
    return out.getvalue()


STYLES = getSampleStyleSheet()


def plan_table(rows, *, ruled: bool, repeat: int = 0) -> Table:
    table = Table(rows, repeatRows=repeat)
    if ruled:
        table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, "black")]))
    return table


def monthly_rows(count: int) -> list[list[str]]:
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return [[f"Instalment {n}", f"15-{months[(n - 1) % 12]}-{2026 + (n - 1) // 12}", "2%", "AED 20,000"]
            for n in range(1, count + 1)]


@pytest.mark.parametrize("ruled", [True, False])
def test_a_pdf_table_that_runs_over_a_page_break_is_read_whole(ruled):
    story = [Paragraph("The Purchase Price is AED 1,000,000.", STYLES["Normal"]), Spacer(1, 560),
             Paragraph("Payment Schedule", STYLES["Heading2"]),
             plan_table([["Milestone", "Due Date", "%", "Amount"]] + monthly_rows(50), ruled=ruled, repeat=1)]
    data = pdf_bytes(story)
    assert len(PdfReader(io.BytesIO(data)).pages) >= 2
    rows = extract(data).installments
    assert len(rows) == 50 and rows[0]["dueDate"] == "15-Jan-26" and rows[-1]["dueDate"] == "15-Feb-30"
    assert {(row["amount"], row["percentage"]) for row in rows} == {(20000.0, 2.0)}


def test_a_borderless_pdf_table_keeps_its_columns():
    story = [Paragraph("Payment Schedule", STYLES["Heading2"]),
             plan_table([["Milestone", "Due Date", "%", "Amount"], ["Down payment", "15/01/2026", "10%", "SAR 50,000"],
                         ["On handover", "", "90%", "SAR 450,000"]], ruled=False)]
    assert brief(extract(pdf_bytes(story)).installments) == [(50000.0, "15-Jan-26", 10.0, False, False),
                                                              (450000.0, "", 90.0, False, False)]


def test_a_two_column_pdf_page_is_read_column_by_column():
    filler = ("The Parties agree that this Agreement is binding upon their successors and permitted assigns and "
              "that no waiver of any provision shall be effective unless made in writing and signed by both. ")
    story = [Paragraph(filler * 2, STYLES["Normal"]) for _ in range(5)]
    story += [Paragraph("Payment Plan", STYLES["Heading3"]),
              Paragraph("(a) A down payment of 20% (QAR 400,000) on 15 January 2026;", STYLES["Normal"]),
              Paragraph("(b) 30% (QAR 600,000) on 15 July 2026;", STYLES["Normal"]),
              Paragraph("(c) the balance of 50% (QAR 1,000,000) on handover.", STYLES["Normal"])]
    story += [Paragraph(filler * 2, STYLES["Normal"]) for _ in range(8)]
    data = pdf_bytes(story, two_columns=True)
    assert brief(extract(data).installments) == [(400000.0, "15-Jan-26", 20.0, False, False),
                                                  (600000.0, "15-Jul-26", 30.0, False, False),
                                                  (1000000.0, "", 50.0, False, False)]


def test_a_scan_without_a_text_layer_gives_no_rows_and_says_why():
    writer = PdfWriter()
    writer.add_blank_page(595, 842)
    out = io.BytesIO()
    writer.write(out)
    result = extract(out.getvalue())
    assert result.installments == [] and "no text could be read" in result.message.lower()


def test_a_ten_page_agreement_is_read_whole():
    # Speed is measured in bench/ (bench/extractor_accuracy.py), not here.
    filler = "Clause text that carries no figure and fills the page of a long agreement. " * 40
    story = [Paragraph(filler, STYLES["Normal"]) for _ in range(30)]
    story += [Paragraph("Payment Schedule", STYLES["Heading2"]),
              plan_table([["Milestone", "Due Date", "%", "Amount"]] + monthly_rows(12), ruled=True)]
    data = pdf_bytes(story)
    assert len(PdfReader(io.BytesIO(data)).pages) >= 10
    assert len(extract(data).installments) == 12


def pdfplumber_page_content(page) -> tuple:
    """A page read through pdfplumber's own page objects, as pdf_page.page_content read it before its faster
    reading of the page's layout: the two must agree word for word."""
    words = page.extract_words(keep_blank_chars=False, use_text_flow=False, extra_attrs=["size"],
                               x_tolerance_ratio=pdf_page.WORD_GAP)
    for word in words:
        word["text"] = word["text"].translate(PRINTED)
    ruled = [(table.bbox, table.extract()) for table in page.find_tables()
             if (len(table.rows) >= 2 or len(table.columns) >= 3) and len(table.columns) >= 2]
    return (words, page.width, ruled) if words else ([], page.width, [])


def test_pdf_pages_read_from_their_layout_as_pdfplumber_reads_them():
    import pdfplumber
    from pypdf.generic import RectangleObject
    from reportlab.pdfgen import canvas

    story = [Paragraph("The Purchase Price is AED 1,000,000.", STYLES["Normal"]),
             plan_table([["Milestone", "Due Date", "%", "Amount"]] + monthly_rows(6), ruled=True),
             plan_table([["Milestone", "Due Date", "%", "Amount"]] + monthly_rows(3), ruled=False)]
    plain = pdf_bytes(story)
    stamped = io.BytesIO()  # words and a frame drawn inside a form XObject (a stamp), then on the page
    page = canvas.Canvas(stamped)
    page.beginForm("stamp")
    page.drawString(100, 700, "Down payment 10% AED 100,000 on 15 March 2026")
    page.rect(90, 690, 300, 30)
    page.endForm()
    page.doForm("stamp")
    page.drawString(100, 600, "Balance 90% on handover AED 900,000")
    page.line(50, 500, 500, 500)
    page.showPage()
    page.save()
    documents = [plain, stamped.getvalue()]
    for change in (lambda p: p.rotate(90), lambda p: p.rotate(270),
                   lambda p: setattr(p, "mediabox", RectangleObject([20, 30, 600, 800])),
                   lambda p: setattr(p, "cropbox", RectangleObject([50, 50, 400, 700]))):
        writer = PdfWriter(clone_from=PdfReader(io.BytesIO(plain)))
        for each in writer.pages:
            change(each)
        out = io.BytesIO()
        writer.write(out)
        documents.append(out.getvalue())
    read = []
    for data in documents:
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            for each in pdf.pages:
                expected = pdfplumber_page_content(each)
                each.close()
                read.append(pdf_page.page_content(each))
                assert read[-1] == expected and expected[0]
    [(_, ruled_rows)] = read[0][2]  # the ruled table, found from its drawn lines
    assert ["Instalment 1", "15-Jan-2026", "2%", "AED 20,000"] in ruled_rows


# --- robustness ---------------------------------------------------------------------------------------

schedule_words = st.sampled_from([
    "10%", " 10 percent", "ten percent", "AED", "USD 50,000", "1,250,000.00", "1.250.000,00", "$", "Dhs.", "500000",
    " ", "\n", "\t", "|", "15-Jan-2026", "31/02/2026", "03/15/2026", "January 15, 2026", "2026-13-45", "99/99/99",
    "on handover", "post-handover", "within 6 months of handover", "fee", "DLD", "down payment", "Total",
    "Purchase Price:", "per sq ft", "interest", "1.", "(a)", "million", "lakh", "% of construction", ".", ",", ":",
    ";", "0", "999999999999", "100%", "101%", "Amount (AED)", "Due date", "instalment", "eight quarterly instalments",
    "of 5% each", "the first on", "One Hundred Thousand Dirhams",
])


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_arbitrary_text_never_raises_and_gives_well_formed_rows(text):
    assert_well_formed(extract_text(text))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(schedule_words, st.text(max_size=5)), max_size=60).map("".join))
def test_schedule_like_noise_never_raises_and_gives_well_formed_rows(text):
    assert_well_formed(extract_text(text))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.fixed_dictionaries({
    "amount": st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(), st.text(max_size=8)),
    "dueDate": st.one_of(st.text(max_size=12), st.sampled_from(["15/01/2026", "2026-01-15", "January 15, 2026"])),
    "description": st.text(max_size=40), "percentage": st.one_of(st.floats(), st.integers(-5, 200)),
    "isFee": st.booleans(), "postHandover": st.booleans(), "status": st.just("pending")}), max_size=5))
def test_any_provider_rows_are_normalised_without_raising(rows):
    assert_well_formed(normalised(rows))


def test_pdf_words_drawn_one_by_one_and_rows_shaded_in_turn():
    from reportlab.pdfgen import canvas

    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    page.setFont("Helvetica", 10)

    def words(x: float, y: float, text: str) -> None:
        for word in text.split():  # each word drawn on its own, no space character between them
            page.drawString(x, y, word)
            x += page.stringWidth(word, "Helvetica", 10) + 2.5

    words(60, 800, "The price of the Townhouse is OMR 245,000.000 and the Buyer shall pay it as follows:")
    words(60, 785, "(a) OMR 49,000.000 (20% of the Price) on signing of this Contract on 12 April 2026;")
    words(60, 770, "(b) OMR 196,000.000 (80% of the Price) on handover of the Townhouse.")
    # A table shaded in turn, with no rules: rectangles behind every other row.
    rows = [("Payment", "Due date", "%", "Amount"), ("Down payment", "15-03-2026", "20%", "50,000"),
            ("Instalment 1", "15-07-2026", "30%", "75,000"), ("On handover", "", "50%", "125,000")]
    page.setFillGray(0.9)
    for index in range(0, len(rows), 2):
        page.rect(60, 700 - 18 * index - 5, 400, 18, stroke=0, fill=1)
    page.setFillGray(0)
    for index, row in enumerate(rows):
        for x, cell in zip((64, 200, 300, 360), row, strict=True):
            page.drawString(x, 700 - 18 * index, cell)
    page.drawString(60, 600, "The price of the Villa is AED 250,000.")
    page.showPage()
    page.save()
    document = layout.read(out.getvalue())
    assert "on signing of this Contract on 12 April 2026" in " ".join(getattr(block, "text", "")
                                                                      for block in document.blocks)
    assert ["Down payment", "15-03-2026", "20%", "50,000"] in [row for block in document.blocks
                                                                for row in getattr(block, "rows", [])]


def test_a_size_is_no_count_of_instalments():
    assert extract_text("Living room floor: porcelain tiles 120 × 60 cm, 100% of the floor area.\n"
                        "Kitchen: ceramic splashback 30 x 60 cm, 40%.") == []


def test_an_encrypted_or_damaged_pdf_gives_no_rows():
    data = pdf_bytes([Paragraph("Down payment AED 5,000 on 15 January 2026", STYLES["Normal"])])
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt("secret", algorithm="AES-256")
    out = io.BytesIO()
    writer.write(out)
    for damaged in (out.getvalue(), data[:300], b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R", b"%PDF-"):
        assert extract(damaged).installments == []


def test_a_docx_with_broken_or_oversized_xml_gives_no_rows(monkeypatch):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", "<w:document><w:body><w:p>")
    assert layout.read(out.getvalue()).blocks == []
    monkeypatch.setattr(layout, "MAX_DOCUMENT_XML", 1000)
    data = docx_bytes(lambda document: [document.add_paragraph("Down payment AED 5,000 on 15 Jan 2026")
                                        for _ in range(40)])
    assert layout.read(data).blocks == []


def test_a_docx_nested_thousands_deep_gives_no_rows_instead_of_a_recursion_error():
    cell = "<w:p><w:r><w:t>Down payment 10% on 15 March 2026 AED 100,000</w:t></w:r></w:p>"
    nested = "<w:tbl><w:tr><w:tc>" * 3000 + cell + "</w:tc></w:tr></w:tbl>" * 3000
    found = extract(raw_docx(nested))
    assert found.installments == [] and "no text could be read" in (found.message or "").lower()
    # Tables nested as deep as Word documents go are still read.
    shallow = "<w:tbl><w:tr><w:tc>" * 5 + cell + "</w:tc></w:tr></w:tbl>" * 5
    assert [row["amount"] for row in extract(raw_docx(shallow)).installments] == [100000]


def raw_docx(body: str) -> bytes:
    """A DOCX whose body is the given WordprocessingML, for features python-docx does not write."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("[Content_Types].xml", '<Types xmlns="http://schemas.openxmlformats.org/package/2006/'
                         'content-types"/>')
        archive.writestr("word/document.xml", '<w:document xmlns:w="http://schemas.openxmlformats.org/'
                         'wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/'
                         f'2006"><w:body>{body}</w:body></w:document>')
    return out.getvalue()


def test_docx_read_as_it_prints_with_changes_accepted():
    def p(*runs: str) -> str:
        return "<w:p>" + "".join(runs) + "</w:p>"

    def r(text: str, hidden: bool = False) -> str:
        return f"<w:r>{'<w:rPr><w:vanish/></w:rPr>' if hidden else ''}<w:t xml:space=\"preserve\">{text}</w:t></w:r>"

    def row(*cells: str, deleted: bool = False, before: int = 0) -> str:
        properties = ("<w:del/>" if deleted else "") + (f'<w:gridBefore w:val="{before}"/>' if before else "")
        return (f"<w:tr><w:trPr>{properties}</w:trPr>" + "".join(f"<w:tc>{p(r(cell))}</w:tc>" for cell in cells)
                + "</w:tr>")

    table = ("<w:tbl>" + row("Payment", "Due date", "Share", "Amount")
             + row("Down payment", "15/01/2026", "20%", "AED 200,000")
             + row("Old instalment", "15/03/2026", "30%", "AED 300,000", deleted=True)
             + row("15/06/2026", "30%", "AED 300,000", before=1)
             + row("On handover", "", "50%", "AED 500,000") + "</w:tbl>")
    box = f"<w:txbxContent>{table}</w:txbxContent>"
    body = (p(r("The Purchase Price is AED 1,000,000"), r(" (formerly AED 900,000)", hidden=True), r(".")) + p(
        r("The Purchaser shall pay as follows:"),
        f"<w:r><mc:AlternateContent><mc:Choice>{box}</mc:Choice><mc:Fallback>{box}</mc:Fallback>"
        "</mc:AlternateContent></w:r>"))
    assert brief(extract(raw_docx(body)).installments) == [
        (200000.0, "15-Jan-26", 20.0, False, False), (300000.0, "15-Jun-26", 30.0, False, False),
        (500000.0, "", 50.0, False, False)]
    # A soft hyphen inside a figure, a non-breaking hyphen in a date and a no-break space before "%".
    prose = p(r("The Purchase Price is KES 10,000,000. The Purchaser shall pay twenty per cent (20\u00a0%), that is "
                "KES 2,000,\u00ad000, on 16\u201103\u20112027, and the balance of KES 8,000,000 on completion."))
    assert brief(extract(raw_docx(prose)).installments) == [(2000000.0, "16-Mar-27", 20.0, False, False),
                                                             (8000000.0, "", 0.0, False, False)]


@pytest.mark.parametrize("data", [b"", b"\x89PNG\r\n\x1a\n\x00\x00", b"\xff\xd8\xff\xe0", b"caf\xe9 latin-1"])
def test_other_bytes_are_refused(data):
    with pytest.raises(ValueError):
        extract(data)


# --- the corpus ----------------------------------------------------------------------------------------

# Issue 12's targets for the held-out half: 97% of fields and 85% of agreements exactly right. Reached in session 9
# (bench/RESULTS.md: 97.3% of fields, 30 of 35 agreements); the build fails below the targets, and below the
# recorded figures, so that a change that makes the extractor worse on agreements it was never tuned on cannot land.
TARGET_FIELDS, TARGET_EXACT = 0.97, 0.85
HELD_OUT_FIELDS = 1902 / 1955  # 97.3%
HELD_OUT_EXACT = 30 / 35


def test_the_corpus_is_large_and_varied_enough_to_tell_the_truth():
    split = bench.corpus("all")
    layouts = {name.split("/")[0] for name, _, _ in split if not name.startswith("legacy/")}
    assert len([name for name, _, _ in split if not name.startswith("legacy/")]) >= 60 and len(layouts) >= 12
    kinds = {source.suffix for _, source, _ in split}
    assert kinds == {".pdf", ".docx", ".txt"}
    for _, _source, expected in split:
        assert_well_formed(expected)


def test_every_corpus_answer_is_well_formed():
    for _, source, _ in bench.corpus("all"):
        assert_well_formed(extract(source.read_bytes()).installments)


def test_the_held_out_half_does_not_fall_below_its_recorded_figures():
    result = bench.evaluate("heldout")
    assert result["field_accuracy"] >= max(HELD_OUT_FIELDS, TARGET_FIELDS) - 1e-9, bench.markdown(result, True)
    assert result["exact"] / result["count"] >= max(HELD_OUT_EXACT, TARGET_EXACT) - 1e-9, bench.markdown(result, True)


# Development data, not a target: 640 short excerpts and 120 documents written by helpers that never saw the
# extractor (bench/extractor_snippets.py). The build fails when fewer are read exactly right than when recorded.
SNIPPETS_EXACT = 640


# Excerpts written for this test by helpers (80 after the session-8 rules, 80 more at the start of session 9): never
# tuned on, never shown one by one.
SNIPPETS_HELD_OUT_EXACT = 118


def test_held_out_excerpts_do_not_fall_below_their_recorded_figure():
    snippets = load("extractor_snippets", ROOT / "bench" / "extractor_snippets.py")
    cases = snippets.cases(snippets.HELD_OUT)
    right = sum(1 for _, source, expected in cases if all(
        right == compared for right, compared in bench.field_scores(expected, snippets.read(source)).values()))
    assert len(cases) >= 160 and right >= SNIPPETS_HELD_OUT_EXACT  # no names: nobody tunes on which ones fail


def test_short_excerpts_do_not_fall_below_their_recorded_figure():
    snippets = load("extractor_snippets", ROOT / "bench" / "extractor_snippets.py")
    wrong = [name for name, source, expected in snippets.cases()
             if not all(right == compared
                        for right, compared in bench.field_scores(expected, snippets.read(source)).values())]
    assert len(snippets.cases()) - len(wrong) >= SNIPPETS_EXACT, wrong


def test_a_charge_whose_subject_is_in_the_sentence_before_and_whose_date_is_in_the_sentence_after():
    text = ("The Purchase Price is USD 486,000.00, paid in full on 02/16/2026. The Real Estate Transaction Tax is "
            "borne by the Purchaser. It is levied at five per cent (5%) of the Purchase Price, i.e. USD 24,300.00. "
            "It shall be settled on or prior to 03/16/2026.")
    assert (24300.0, "16-Mar-26", 5.0, True, False) in brief(extract_text(text))


def test_a_sentence_that_therefore_states_the_fee_amount_is_that_fee():
    text = ("The Price is AED 642,000. The Price is payable in full on 15 January 2026.\n"
            "The fee levied for the registration is four per cent (4%) of the Price. It does not form part of the "
            "Price and is borne by the Buyer alone. The Buyer shall therefore pay the sum of AED 25,680 within thirty "
            "(30) days of signing.")
    rows = brief(extract_text(text))
    assert [row for row in rows if row[0] == 25680.0] == [(25680.0, "", 4.0, True, False)]


def test_tables_of_compensation_with_a_dated_heading_and_of_what_the_developer_pays_are_no_plan():
    text = """The Purchase Price is BHD 185,000.
| # | Due | Payment | BHD | % |
| 1 | 06/30/2026 | Down payment | 18,500 | 10 |
| 2 | on Handover | Final installment | 166,500 | 90 |
| B | upon execution | Admin. charge | 350 | -- |

| Delay after 31 December 2027 | Compensation to the Buyer |
| 6 to 12 months | BHD 3,210 per full month |

| Qtr | Payable by Developer | BHD |
| 1 | 3 months after Handover | 2,775 |"""
    assert brief(extract_text(text)) == [(18500.0, "30-Jun-26", 10.0, False, False),
                                         (166500.0, "", 90.0, False, False), (350.0, "", 0.0, True, False)]


def test_a_long_lease_sold_for_a_premium_is_a_sale_and_its_tenant_the_buyer():
    text = ("AGREEMENT FOR LEASE\nThe Landlord grants the Tenant a lease of 999 years at a peppercorn rent for the "
            "Price of £500,000.\nThe Tenant shall pay a deposit of ten per cent (10%) of the Price, being £50,000, on "
            "exchange.\nThe Tenant shall pay the balance of £450,000 on 30 June 2027.\nThe Tenant shall pay a fee "
            "of £300 plus VAT, that is £360, in addition to the Price.")
    assert brief(extract_text(text)) == [(50000.0, "", 10.0, False, False), (450000.0, "30-Jun-27", 0.0, False, False),
                                         (360.0, "", 0.0, True, False)]
    tenancy = "The Landlord lets the flat to the Tenant. The Tenant shall pay rent of £1,500 on 1 March 2027."
    assert extract_text(tenancy) == []


def test_series_at_intervals_without_interest_and_of_stage_payments():
    for clause in ("The Buyer shall pay three (3) equal instalments of five per cent (5%) of the Price, £5,000 each, "
                   "the first on 1st May 2026 and the others at intervals of six (6) months after it.",
                   "The Buyer shall pay three (3) consecutive monthly installments of $5,000.00 each, without "
                   "interest, the first due on 1 May 2026.",
                   "The Buyer shall pay the rest in three (3) equal half-yearly stage payments of five per cent (5%) "
                   "each, being £5,000 per stage payment, the first on 1 May 2026."):
        rows = extract_text(f"The Price is £100,000. {clause}")
        assert [row["amount"] for row in rows] == [5000.0] * 3, clause
        assert rows[0]["dueDate"] == "01-May-26" and rows[1]["dueDate"] in ("01-Jun-26", "01-Nov-26")


def test_a_summary_table_after_the_clauses_counts_once_in_the_clauses_order():
    text = """The Price is £100,000.
4.1 The Buyer shall pay a deposit of ten per cent (10%) of the Price, being £10,000, on exchange.
4.2 The Buyer shall pay the balance of £90,000 on 30 June 2027.
7.1 The Buyer shall pay a fee of £360 in addition to the Price.
This summary repeats clause 4 for convenience; clause 4 prevails.
| Payment | Due | % | £ |
| Deposit | On exchange | 10% | 10,000.00 |
| Balance | 30 June 2027 | 90% | 90,000.00 |"""
    assert brief(extract_text(text)) == [(10000.0, "", 10.0, False, False), (90000.0, "30-Jun-27", 90.0, False, False),
                                         (360.0, "", 0.0, True, False)]


def test_options_not_chosen_deeds_of_a_paid_price_and_rates_per_area():
    options = """The Purchase Price is AED 1,000,000.
| OPTION B - NOT SELECTED | (reference only) | | |
| Down Payment | on signing | 20% | 200,000.00 |
| Balance | on handover | 80% | 800,000.00 |
| OPTION A - SELECTED | (applies) | | |
| Down Payment | on signing | 10% | 100,000.00 |
| Balance | on handover | 90% | 900,000.00 |"""
    assert brief(extract_text(options)) == [(100000.0, "", 10.0, False, False), (900000.0, "", 90.0, False, False)]
    deed = ("SALE DEED\nThe Purchasers have paid the entire consideration of Rs. 97,00,000 as follows:\n"
            "| Date | Cheque | Amount |\n| 12/03/2023 | 004512 | 5,00,000 |\n| 28/04/2023 | 004513 | 92,00,000 |")
    assert extract_text(deed) == []
    rate = ("The Total Price is Rs. 1,00,00,000, paid in full on 15/03/2026. In addition the Allottee shall pay "
            "Interest Free Maintenance Security (IFMS) at the rate of Rs. 100 per sq ft of super area, i.e. "
            "Rs. 1,65,000/-, at the time of offer of possession.")
    assert (165000.0, "", 0.0, True, False) in brief(extract_text(rate))


def test_a_clause_that_puts_numbered_instalments_after_delivery_and_shares_with_four_decimals():
    text = ("The price is 4.000.000,00 EGP.\nThe second party pays four (4) equal quarterly instalments, each of "
            "1.000.000,00 EGP (25,0000% of the price), the first on 01/07/2026.\nThe last two (2) instalments "
            "(Nos. 3 to 4) fall due after the delivery of the apartment.")
    assert [(row["percentage"], row["postHandover"]) for row in extract_text(text)] == [
        (25.0, False), (25.0, False), (25.0, True), (25.0, True)]


def test_a_fee_with_its_total_estimated_running_costs_and_rows_after_completion():
    fee = ("The Price is BD 148,650.000, payable in full on 15/06/2026. On signing the Purchaser shall pay an "
           "administration fee of BD 350.000 plus VAT at 10%, a total of BD 385.000.\nThe estimated monthly "
           "Common Charges for the Unit are $1,563.20, and the estimated monthly real estate taxes are $1,208.45.")
    rows = brief(extract_text(fee))
    assert [row for row in rows if row[3]] == [(385.0, "", 0.0, True, False)]
    assert not [row for row in rows if row[0] in (1563.2, 1208.45)]
    table = """The Price is £100,000.
| No. | Payment | Due | % of Price | Amount |
| 1 | Exchange Deposit | On exchange | 10% | 10,000.00 |
| 2 | Completion Monies | On Completion | 70% | 70,000.00 |
| 3 | Deferred Consideration 1 | 1 June 2027 | 10% | 10,000.00 |
| 4 | Deferred Consideration 2 | 1 December 2027 | 10% | 10,000.00 |"""
    assert [row[4] for row in brief(extract_text(table))] == [False, False, True, True]


def test_turnover_uae_dirhams_in_words_and_returned_cheque_charges():
    text = ("The contract price is PHP 8,640,000.00.\n(a) Downpayment: twenty percent (20%) of the contract price, "
            "or PHP 1,728,000.00, on 10 March 2026;\n(b) Balance: eighty percent (80%) of the contract price, or "
            "PHP 6,912,000.00, payable upon turnover of the Unit.")
    assert brief(extract_text(text))[1] == (6912000.0, "", 80.0, False, False)
    fees = ("The Purchase Price is AED 2,100,000, paid in full on 15 January 2026. The Purchaser shall pay an Oqood "
            "administration fee of Five Thousand Two Hundred and Fifty UAE Dirhams upon signing this Agreement. "
            "A returned cheque attracts a charge of AED 500 in addition to bank charges.")
    assert [row for row in brief(extract_text(fees)) if row[3]] == [(5250.0, "", 0.0, True, False)]


def test_rules_of_the_sixth_round():
    # A series of "construction instalments" with its dates listed; a paid booking deposit in the plan's list.
    plan = ("The Purchase Price is AED 1,000,000.\n3.1 The Purchaser shall pay the Purchase Price as follows:\n"
            "(a) a booking deposit of ten per cent (10%) of the Purchase Price, which the Purchaser paid on 2 March "
            "2026, and which the Developer acknowledges;\n(b) forty per cent (40%) of the Purchase Price in two (2) "
            "construction instalments of twenty per cent (20%) each, payable on 15/03/2027 and 15/09/2027 "
            "respectively; and\n(c) fifty per cent (50%) of the Purchase Price on Handover.\n"
            "| Period | Share | Amount (AED) |\n| Up to and on Handover | 100% | 1,000,000.00 |")
    assert brief(extract_text(plan)) == [(100000.0, "02-Mar-26", 10.0, False, False),
                                         (200000.0, "15-Mar-27", 20.0, False, False),
                                         (200000.0, "15-Sep-27", 20.0, False, False),
                                         (500000.0, "", 50.0, False, False)]
    # A reservation credited against the first instalment; a seller's contribution; a fee with its total after.
    prose = ("The Price is SAR 850,000.\nThe Buyer shall pay the Price as follows:\n"
             "First: twenty-five per cent (25%) of the Price, amounting to SAR 212,500, "
             "upon signing this Contract, from which the reservation amount of SAR 10,000 paid on 12 January 2026 "
             "shall be deducted.\nSecond: seventy-five per cent (75%) of the Price, amounting to SAR 637,500, on "
             "1 October 2026.\nThe Seller shall contribute SAR 2,500 towards the Buyer's registration costs.\n"
             "On signing the Buyer shall also pay the Seller's legal pack fee of SAR 750 plus VAT (SAR 900.00 in "
             "total).")
    assert brief(extract_text(prose)) == [(212500.0, "", 25.0, False, False),
                                          (637500.0, "01-Oct-26", 75.0, False, False), (900.0, "", 0.0, True, False)]
    # A table section heading that sums its rows; a stage in common areas; an amount-only stage row.
    table = """The Purchase Price is Rs. 1,00,000.
| Instalment | Percentage | Amount | Due Date |
| Instalments payable up to and on Handover (60%) | | | |
| Booking | 10% | 10,000 | On booking |
| On completion of lifts and common area finishes | 50% | 50,000 | |
| Instalments payable after Handover (40%) | | | |
| Wind and watertight stage | | 40,000 | |"""
    assert brief(extract_text(table)) == [(10000.0, "", 10.0, False, False), (50000.0, "", 50.0, False, False),
                                          (40000.0, "", 0.0, False, True)]
    lease = ("The Purchase Price is USD 640,000, paid on 15 July 2026. In addition to the Purchase Price, Purchaser "
             "shall pay the notary and lease registration fee of one percent (1%) of the Purchase Price within "
             "thirty (30) days after signing.")
    assert (6400.0, "", 1.0, True, False) in brief(extract_text(lease))


def test_rules_found_by_rewriting_development_agreements():
    """Each found by bench/extractor_variants.py: an agreement read right, written another way."""
    # Month-first dates are decided by dates with a four-digit year, not by "sort code 40-11-62".
    plan = ("Date: 03/16/2026. Pay to the Seller's client account (sort code 40-11-62).\nThe Price is £100,000.\n"
            "| Stage | When payable | % of Price | Amount |\n| Exchange Deposit | 03/20/2026 | 10% | £10,000.00 |\n"
            "| First Stage Payment | 03/15/2027 | 90% | £90,000.00 |")
    assert brief(extract_text(plan)) == [(10000.0, "20-Mar-26", 10.0, False, False),
                                         (90000.0, "15-Mar-27", 90.0, False, False)]
    # A shared tail after a date written "May 20, 2030,"; a credit whose date is written 12.01.2026.
    prose = ("The price is 1,000,000 EGP. The Client shall pay the price as follows:\n"
             "(a) 800,000 EGP (80%) on May 20, 2026, from which the reservation amount of 10,000 EGP paid on "
             "12.01.2026 shall be deducted;\n"
             "(b) 100,000 EGP (10%) on November 20, 2029 and 100,000 EGP (10%) on May 20, 2030, being two "
             "instalments payable after delivery of the Chalet.")
    assert brief(extract_text(prose)) == [(800000.0, "20-May-26", 80.0, False, False),
                                          (100000.0, "20-Nov-29", 10.0, False, True),
                                          (100000.0, "20-May-30", 10.0, False, True)]
    assert brief(extract_text(prose.replace("12.01.2026", "12 Jan. 2026"))) == brief(extract_text(prose))
    # Rates with the currency after the number; a currency after a number is that number's, not the next's.
    charges = ("The Total Price is 10,00,000 INR. The Allottee shall pay 10,00,000 INR on 15 June 2026.\n"
               "The Purchaser shall pay service charges (14.20 AED per sq ft per annum) from the transfer date.\n"
               "In addition to the Total Price the Allottee shall pay Interest Free Maintenance Security (IFMS) at "
               "the rate of 100 Rs per sq ft of super area, i.e. 1,65,000 Rs/-, at the time of offer of possession.")
    assert brief(extract_text(charges)) == [(1000000.0, "15-Jun-26", 0.0, False, False),
                                            (165000.0, "", 0.0, True, False)]
    assert [a.value for a in figures.amounts("that is 1,06,002 INR. 4.4 Stamp duty", Conventions())] == [106002]
    # "at Rs. 3.50 per sq ft" is no clause numbered 3.50.
    listed = ("The total sale consideration is Rs. 92,40,000, payable on 15 June 2026. The Vendee shall pay, in "
              "addition to the sale consideration: (a) a corpus fund of Rs. 1,50,000/- for the owners' association, "
              "and (b) advance maintenance charges for twelve (12) months at Rs. 3.50 per sq ft per month on 1,540 "
              "sq ft, i.e. Rs. 64,680/-.")
    assert brief(extract_text(listed))[1:] == [(150000.0, "", 0.0, True, False), (64680.0, "", 0.0, True, False)]
    # A share printed once for the rows it spans (a merged cell in a PDF) counts on each row with its amount.
    slabs = ("The Total Price is Rs. 1,00,000.\n| Sr. No. | Stage | % of Total Price | Amount (Rs.) |\n"
             "| 1 | On booking | 50% | 50,000 |\n"
             "| 2 | On the 5th slab | 25% of the Total Price on each slab | 25,000 |\n"
             "| 3 | On the 10th slab | | 25,000 |")
    assert brief(extract_text(slabs)) == [(50000.0, "", 50.0, False, False), (25000.0, "", 25.0, False, False),
                                          (25000.0, "", 25.0, False, False)]
    # A line that wraps after "Rs." goes on with the amount.
    wrapped = ("The Total Price is Rs. 10,00,000, payable in full on 15 June 2026. The registration fee payable to the "
               "Sub-Registrar is Rs.\n30,000/-, borne by the Allottee over and above the Total Price on registration.")
    assert (30000.0, "", 0.0, True, False) in brief(extract_text(wrapped))
    # A column of shares written "50 per cent", under a title that names no figure; its share beside "Completion".
    table = ("The Total Purchase Price is AED 1,000,000.\n| Item | When payable | Payment |\n"
             "| Down Payment | On signing | 50 per cent |\n| Completion | On Completion / Handover | 50 per cent |")
    assert brief(extract_text(table)) == [(500000.0, "", 50.0, False, False), (500000.0, "", 50.0, False, False)]


def test_a_sentence_cut_by_a_page_break_is_read_whole():
    """A series whose first date is on the next page, after a running footer and header."""
    from reportlab.pdfgen import canvas

    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    lines = ["The Purchase Price is AED 1,000,000.", "The Purchaser shall pay the Purchase Price as follows:",
             "(a) seventy per cent (70%), being AED 700,000, on 1 March 2026; and",
             "(b) thirty per cent (30%) by three (3) equal quarterly instalments of 10% each, the first of which",
             "shall fall due"]
    for number, line in enumerate(lines):
        page.drawString(72, 160 - number * 14, line)
    page.drawString(280, 40, "Page 1 of 2")
    page.showPage()
    page.drawString(72, 800, "Sale and Purchase Agreement - Unit 2304")
    page.drawString(72, 770, "on 15 March 2028 and each subsequent instalment on the same day of every third month.")
    page.save()
    assert brief(extract(out.getvalue()).installments) == [
        (700000.0, "01-Mar-26", 70.0, False, False), (100000.0, "15-Mar-28", 10.0, False, False),
        (100000.0, "15-Jun-28", 10.0, False, False), (100000.0, "15-Sep-28", 10.0, False, False)]


@pytest.mark.parametrize("valign", ["BOTTOM", "TOP"])
def test_a_borderless_pdf_table_whose_cells_wrap(valign):
    """Rows set apart by their padding; a cell that wraps onto a second line belongs to its row, whether
    the other cells sit at its top or at its bottom."""
    style = getSampleStyleSheet()["Normal"]
    rows = [["Payment", "When due", "% of Price", "Sum (£)"],
            ["Deposit", "On exchange of contracts", "10%", "48,500.00"],
            ["First Stage Payment", "On or before 15th April 2026", "10%", "48,500.00"],
            ["Second Stage Payment", "On or before 14th September 2026", "15%", "72,750.00"],
            ["Completion Balance", "On the Completion Date", "65%", "315,250.00"]]
    table = Table([[Paragraph(cell, style) for cell in row] for row in rows], colWidths=[100, 90, 80, 80])
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), valign)]))
    out = io.BytesIO()
    SimpleDocTemplate(out).build([Paragraph("The Purchase Price is £485,000.", style), Spacer(1, 6), table])
    assert brief(extract(out.getvalue()).installments) == [
        (48500.0, "", 10.0, False, False), (48500.0, "15-Apr-26", 10.0, False, False),
        (72750.0, "14-Sep-26", 15.0, False, False), (315250.0, "", 65.0, False, False)]


def test_a_table_cell_wrapped_over_three_lines_keeps_the_table_whole():
    """Two one-cell lines (a label wrapped over three lines, its other cells on the last) stay in the table."""
    text = """Purchase Price: AED 1,000,000
No.    Payment             Due date      %     Amount (AED)
1      Down payment        01/02/2026    50    500,000
       On completion of
       60% of
2      construction                      20    200,000
3      On handover                       30    300,000"""
    assert brief(extract_text(text)) == [(500000.0, "01-Feb-26", 50.0, False, False),
                                         (200000.0, "", 20.0, False, False), (300000.0, "", 30.0, False, False)]


def test_series_counted_in_any_words_or_by_their_first_and_last_dates():
    def dates_of(sentence: str) -> list[str]:
        return [row["dueDate"] for row in extract_text(f"The Purchase Price is AED 2,000,000.\n{sentence}")]

    # Any count in words; "Forty-two" is no "two".
    assert len(dates_of("Twenty-one monthly instalments of AED 5,000 each, the first on 1 March 2027.")) == 21
    assert dates_of("Forty-two monthly instalments of USD 1,000 each from 1 June 2026.")[-1] == "01-Nov-29"
    # No count: the period between the first and the last date says it.
    assert dates_of("The balance shall be paid in quarterly instalments of AED 50,000 each, the first on 1 April 2027 "
                    "and the last on 1 January 2028.") == ["01-Apr-27", "01-Jul-27", "01-Oct-27", "01-Jan-28"]
    monthly = dates_of("Monthly instalments of AED 20,000 from 1 January 2027 to 1 December 2027.")
    assert len(monthly) == 12 and monthly[0] == "01-Jan-27" and monthly[-1] == "01-Dec-27"
    # Dates that do not fall on the period's steps are no such series.
    assert len(dates_of("Quarterly instalments of AED 50,000 each, the first on 1 April 2027 and the last on "
                        "15 February 2028.")) < 4


def test_payments_a_number_of_months_after_a_named_date():
    text = textwrap.dedent("""\
        THIS AGREEMENT is made in Doha on 31 August 2026
        Purchase Price: QAR 2,400,000
        "Booking Date" means 18 August 2026.
        Signing Date: 29/08/2026
        The Purchaser shall pay the Purchase Price as follows:
        (a) 10% (QAR 240,000) on the date of this Agreement;
        (b) 20% (QAR 480,000) on the date falling six (6) months after the date of this Agreement;
        (c) 20% (QAR 480,000) twelve (12) months after the Booking Date;
        (d) 10% (QAR 240,000) on the Signing Date;
        (e) 10% (QAR 240,000) within three (3) months of the Signing Date;
        (f) 10% (QAR 240,000) upon the expiry of ninety (90) days from the Booking Date;
        (g) 20% (QAR 480,000) on Handover.
        """)
    assert [row["dueDate"] for row in extract_text(text)] == [
        "", "28-Feb-27", "18-Aug-27", "29-Aug-26", "", "", ""]
    # A named date in a table's cell, or as a deadline ("on or before the Completion Date").
    assert [row["dueDate"] for row in extract_text(
        '"Completion Date" means 30 June 2028.\n| Payment | When | Share |\n| Deposit | On signing | 10% |\n'
        '| Second payment | On or before the Completion Date | 40% |\n| Final payment | On the Completion Date | 50% |'
    )] == ["", "30-Jun-28", "30-Jun-28"]
    # A labelled date in lower case, after its day of the week.
    assert [row["dueDate"] for row in extract_text(
        "Purchase price: NZ$1,285,000\nDeposit: NZ$128,500 (10%), payable upon this agreement becoming unconditional\n"
        "Balance of purchase price: NZ$1,156,500, payable on the settlement date\n"
        "Settlement date: Friday, 27 August 2027")] == ["", "27-Aug-27"]
    # An estimated date is none to count from.
    assert [row["dueDate"] for row in extract_text(
        "Purchase Price: AED 1,000,000\nEstimated Completion Date: 31 March 2029\n"
        "(a) 50% on signing;\n(b) 50% six (6) months after the Completion Date.")] == ["", ""]


def test_payments_on_anniversaries():
    # Of the agreement's date, stated elsewhere; of a date given in brackets; of completion (after handover).
    agreement = brief(extract_text(
        "The Purchase Price is US$400,000.00.\nThis Agreement is dated the 12th day of March 2025.\n(a) a deposit of "
        "ten per cent (10%) of the Purchase Price on the execution hereof;\n(b) the sum of US$50,000.00 on each of the "
        "first four anniversaries of the date of this Agreement; and\n(c) the balance of US$160,000.00 on completion."))
    assert [row[1] for row in agreement] == ["", "12-Mar-26", "12-Mar-27", "12-Mar-28", "12-Mar-29", ""]
    bracketed = brief(extract_text(
        "Purchase Price: KES 24,000,000/-\nThe balance of KES 19,200,000/- shall be paid by four (4) equal annual "
        "instalments of KES 4,800,000/- each payable on each anniversary of the date of this Agreement (12 March 2026) "
        "for four years."))
    assert [row[1] for row in bracketed] == ["12-Mar-27", "12-Mar-28", "12-Mar-29", "12-Mar-30"]
    completion = brief(extract_text(
        "The Purchase Price is £300,000.\nThe Buyer shall pay £100,000 on Completion and £50,000 on each of the first "
        "four anniversaries of Completion."))
    assert completion == [(100000.0, "", 0.0, False, False)] + [(50000.0, "", 0.0, False, True)] * 4


def test_series_on_named_days_of_each_year():
    def rows_of(text: str) -> list[tuple]:
        return brief(extract_text(f"The Purchase Price is AED 2,200,000.\n{text}"))

    # Each named day in each year named, with the figure stated before the days, between the sentence's other
    # payments.
    found = rows_of("The Purchaser shall pay twenty per cent (20%) of the Price on 15 September 2026, five per cent "
                    "(5%) of the Price on 1 January and on 1 July in each of the years 2027, 2028 and 2029, and the "
                    "remaining fifty per cent (50%) of the Price on Completion.")
    assert found == [(440000.0, "15-Sep-26", 20.0, False, False)] + [
        (110000.0, f"01-{month}-{year}", 5.0, False, False) for year in (27, 28, 29) for month in ("Jan", "Jul")] + [
        (1100000.0, "", 50.0, False, False)]
    # A range of years, one day a year, an amount for each.
    yearly = rows_of("The Buyer shall pay AED 220,000 on 31 March of each year from 2027 to 2031.")
    assert [row[1] for row in yearly] == ["31-Mar-27", "31-Mar-28", "31-Mar-29", "31-Mar-30", "31-Mar-31"]
    assert {row[0] for row in yearly} == {220000.0}
    # A counted series takes its dates from the named days when they give as many.
    counted = rows_of("The balance of 30% in six equal instalments of 5% each on 15 January and 15 July of each year "
                      "2027 to 2029.")
    assert [row[1] for row in counted] == ["15-Jan-27", "15-Jul-27", "15-Jan-28", "15-Jul-28", "15-Jan-29", "15-Jul-29"]
    # Days without the years they fall in give no series: how many is not said.
    assert len(rows_of("The Buyer shall pay AED 100,000 on 1 January and 1 July in each year.")) < 2


def test_a_series_up_to_and_including_its_last_date_is_no_cap():
    rows = brief(extract_text(
        "Price: SAR 2,500,000\n6.1 SAR 600,000 upon signing of this Agreement on 10/11/2026.\n6.2 Quarterly "
        "instalments of SAR 125,000 each, payable on the 10th day of every third month from 10 February 2027 up to and "
        "including 10 November 2029.\n6.3 SAR 400,000 upon delivery of the Unit.\n6.4 The late payment fee is up to "
        "2% of the instalment."))
    assert len(rows) == 14 and rows[1][:2] == (125000.0, "10-Feb-27") and rows[12][:2] == (125000.0, "10-Nov-29")
    # "Up to and including handover" is no date: the sentence that says so introduces the list after it.
    assert extract_text("The Price is SAR 1,000,000.\nThe Purchaser shall pay 70% of the Price up to and including "
                        "handover, as follows:") == []


def test_a_first_payment_repeated_as_the_like_sum():
    # Until a number of further payments have been made; on a day of each succeeding third month.
    uk = brief(extract_text("The Purchase Price is £480,000.\nThe Buyer shall pay the sum of £40,000 on the 15th day "
                            "of April 2026 and a like sum on the 15th day of each succeeding third month until eleven "
                            "further such payments have been made."))
    assert len(uk) == 12 and {row[0] for row in uk} == {40000.0}
    assert (uk[1][1], uk[-1][1]) == ("15-Jul-26", "15-Jan-29")
    # Until a total stated before the first payment has been paid; the payments before and after stay rows.
    lagos = brief(extract_text(
        "The consideration is ₦45,000,000.00.\nThe Purchaser shall pay ₦15,000,000.00 upon execution of this Contract, "
        "and the balance of ₦30,000,000.00 by the sum of ₦5,000,000.00 on or before 30th June 2026 and the like sum on "
        "or before the 30th day of every third month thereafter until the consideration is fully paid."))
    assert lagos[0] == (15000000.0, "", 0.0, False, False) and len(lagos) == 7
    assert [row[1] for row in lagos[1:]] == ["30-Jun-26", "30-Sep-26", "30-Dec-26", "30-Mar-27", "30-Jun-27",
                                             "30-Sep-27"]
    # "A first payment ... and eleven further monthly payments ... on the last day of each succeeding month", and the
    # balance on settlement.
    melbourne = brief(extract_text(
        "Price: $880,000\n12.1 The price of $880,000 is payable:\n(a) as to the deposit of $88,000 (10% of the price), "
        "on the day of sale;\n(b) as to $132,000, by a first payment of $11,000 on 30 November 2026 and by eleven "
        "further equal monthly payments of $11,000 each on the last day of each succeeding month; and\n(c) as to the "
        "balance of $660,000, on settlement."))
    assert [row[1] for row in melbourne[1:5]] == ["30-Nov-26", "31-Dec-26", "31-Jan-27", "28-Feb-27"]
    assert len(melbourne) == 14 and melbourne[-1] == (660000.0, "", 0.0, False, False)


def test_series_whose_payment_changes_after_some_periods():
    rows = brief(extract_text(
        "Total Contract Value: 4.800.000 EGP\n3.1 A down payment of 1.800.000 EGP on 01.02.2026 upon signing.\n3.2 The "
        "remainder of 3.000.000 EGP shall be paid by monthly instalments of 100.000 EGP for 12 months starting "
        "01.03.2026, then 150.000 EGP for 12 months starting 01.03.2027, each on the first day of the month."))
    assert len(rows) == 25 and rows[1][:2] == (100000.0, "01-Mar-26") and rows[13][:2] == (150000.0, "01-Mar-27")
    # A step without its first date starts a period after the step before; a day-of-month proviso is no condition.
    rows = brief(extract_text(
        "Purchase Price: AED 980,000\n(1) Booking instalment: 10% (AED 98,000) on 1 April 2026.\n(2) Monthly "
        "instalments of 0.5% (AED 4,900) on the 1st day of each month for 12 months from 1 May 2026, then 1% (AED "
        "9,800) monthly for 24 months, provided that where a month has no 1st business day the instalment falls due on "
        "the next one.\n"
        "(3) 60% (AED 588,000) on completion."))
    assert len(rows) == 38 and rows[13] == (9800.0, "01-May-27", 1.0, False, False) and rows[-1][1] == ""


def test_a_date_after_all_of_a_sentences_payments_in_words_that_make_it_theirs():
    rows = brief(extract_text(
        "The price is AED 1,776,000, payable:\n- 10% (AED 177,600) on 16 March 2027\n- 90% (AED 1,598,400) on "
        "handover\nPlus the 4% DLD fee (AED 71,040) and the AED 4,200 Oqood/admin fee, both due on signing "
        "(16 March 2027)."))
    assert rows[-2:] == [(71040.0, "16-Mar-27", 4.0, True, False), (4200.0, "16-Mar-27", 0.0, True, False)]


def test_when_a_message_was_written_is_no_due_date():
    rows = brief(extract_text(
        "[14/05/2027, 11:03] Karim: Price EGP 12,600,000\n[14/05/2027, 11:03] Karim: 15% down payment (EGP 1,890,000) "
        "on contract signing\n[14/05/2027, 11:05] Karim: balance 85% (EGP 10,710,000) on delivery"))
    assert [row[1] for row in rows] == ["", ""]


def test_a_space_grouped_sum_with_its_cents_in_an_amount_column():
    rows = brief(extract_text(
        "Price: 1 250 000,00 PLN\n  Tranche   Share   Amount (PLN)     Due\n  1         10%        125 000,00    "
        "within 7 days of signing\n  2         90%      1 125 000,00    on 30.09.2027"))
    assert rows == [(125000.0, "", 10.0, False, False), (1125000.0, "30-Sep-27", 90.0, False, False)]


def test_the_price_in_the_particulars_above_the_plan():
    # In a cell of the particulars' table; after other particulars on its line.
    table = brief(extract_text("| Unit No.: 409 | Floor: 4 |\n| Purchase Price: AED 1,300,000 | |\n"
                               "| Milestone | Share |\n| Booking | 20% |\n| Handover | 80% |"))
    assert [row[0] for row in table] == [260000.0, 1040000.0]
    line = brief(extract_text("Unit: 514, Orchid Gate Building 2       Price: AED 1,425,000\n- 20% on signing of this "
                              "Agreement\n- 80% on handover\nBase price: AED 1,300,000"))
    assert [row[0] for row in line] == [285000.0, 1140000.0]


def test_list_items_read_with_the_paragraph_that_introduces_them():
    text = textwrap.dedent("""\
        Purchase Price:        AED 4,650,000.00
        Reservation Date:      5 February 2026
        The Purchaser shall pay, on the Reservation Date, a reservation fee of AED 25,000.00, in addition to the
        Purchase Price.
        4.1 The Purchase Price is payable in the following instalments:
            (i)   10% on the signing of this Agreement;
            (ii)  40% on 5 August 2026; and
            (iii) 50% on the Completion Date.
        6.1 The Purchaser shall pay, in addition to the Purchase Price and upon signing of this Agreement on
            3 March 2026:
            (a) the registration fee, being 2% of the Purchase Price (AED 93,000); and
            (b) the Developer's administration fee of AED 5,000.
        """)
    assert brief(extract_text(text)) == [
        (25000.0, "05-Feb-26", 0.0, True, False), (465000.0, "", 10.0, False, False),
        (1860000.0, "05-Aug-26", 40.0, False, False), (2325000.0, "", 50.0, False, False),
        (93000.0, "03-Mar-26", 2.0, True, False), (5000.0, "03-Mar-26", 0.0, True, False)]


def test_section_headings_leaders_and_dates_that_are_not_fixed():
    text = textwrap.dedent("""\
        Purchase Price: AED 1,380,000
        Part 1. Charges payable in addition to the Price
           DLD Registration Fee (4% of the Price) .......... AED    55,200 .......... due 2026-03-02
        Part A – Payments before Handover (50%)
          1. 20% (AED 276,000) upon signing of this Agreement;
          2. 30% (AED 414,000) on 30 September 2027 or on completion of the superstructure, whichever is later.
        Part B – Payments after Handover (50%)
          3. 50% (AED 690,000) on 31 March 2029.
        """)
    assert brief(extract_text(text)) == [
        (55200.0, "02-Mar-26", 4.0, True, False), (276000.0, "", 20.0, False, False),
        (414000.0, "", 30.0, False, False), (690000.0, "31-Mar-29", 50.0, False, True)]


def test_clauses_numbered_with_a_slash_are_prose_whose_lines_wrap():
    text = textwrap.dedent("""\
        The sale was concluded for a total price of 1.000.000,00 EGP.
        4/1  An amount of 200.000,00 EGP, representing 20% of the price, as a down payment, by cheque
             dated 20/01/2026.
        4/2  An amount of 800.000,00 EGP, representing 80% of the price, to be paid in
             eight (8) equal successive quarterly instalments, the value of each instalment being
             100.000,00 EGP, representing 10% of the price, the first instalment falling
             due on 20/04/2026 and the last on 20/01/2028.
        """)
    rows = brief(extract_text(text))
    assert rows[0] == (200000.0, "20-Jan-26", 20.0, False, False) and len(rows) == 9
    assert rows[1] == (100000.0, "20-Apr-26", 10.0, False, False) and rows[-1][1] == "20-Jan-28"


def test_a_wrapped_last_cell_and_the_next_item_of_a_numbered_list():
    table = brief(extract_text(
        "Purchase Price: AED 980,000\nStep 1   40% (AED 392,000) upon signing the Sale and Purchase Agreement.\n"
        "Step 2   The balance of 60% shall be paid in twelve (12) monthly instalments of 5% each\n"
        "         (AED 49,000 each), payable on the last day of each calendar month from January 2027\n"
        "         to December 2027 inclusive."))
    assert len(table) == 13 and table[1][1] == "31-Jan-27" and table[2][1] == "28-Feb-27"
    listed = brief(extract_text(
        "Purchase Price: AED 2,700,000\n1. A down payment of ten per cent (10%) of the Purchase Price, being AED "
        "270,000, on 15 January 2026.\n2. Seventy per cent (70%) of the Purchase Price in seven (7) quarterly "
        "instalments of ten per cent (10%) each, the first on 31 March 2026.\n3. The remaining twenty per cent (20%), "
        "being AED 540,000, on the Completion Date."))
    assert len(listed) == 9 and listed[-1] == (540000.0, "", 20.0, False, False)


def test_particulars_above_a_header_and_sums_in_words_of_a_named_currency():
    table = brief(extract_text(
        "Unit: 6-1402 (156.4 m²)      Service charge (estimate): QAR 14 per m² per month\nSale Price: QAR 3,150,000\n"
        "\nInstalment      Due date        %      Amount (QAR)\n1               15-Apr-2026     40%    1,260,000\n"
        "2               On handover     60%    1,890,000"))
    assert table == [(1260000.0, "15-Apr-26", 40.0, False, False), (1890000.0, "", 60.0, False, False)]
    words = brief(extract_text(
        "The price of the Unit is One Million Two Hundred Thousand Saudi Riyals, to be paid as follows:\nFirst: the "
        "sum of Six Hundred Thousand Saudi Riyals on 1 July 2026.\nSecond: the sum of Six Hundred Thousand Saudi "
        "Riyals upon delivery of the Unit and transfer of the title deed to the Second Party."))
    assert words == [(600000.0, "01-Jul-26", 0.0, False, False), (600000.0, "", 0.0, False, False)]


def test_a_charge_due_with_an_instalment_and_a_price_cell_beside_the_particulars():
    rows = brief(extract_text(
        "Total Consideration: Rs. 1,12,00,000/-\nPayment of the Total Consideration:\n  10% on application;\n"
        "  90% on or before 15-03-2026.\nCharges payable in addition to the Total Consideration:\n"
        "  * One-time club development charge of Rs. 2,00,000/-, payable together with the 90% instalment on "
        "15-03-2026."))
    assert rows == [(1120000.0, "", 10.0, False, False), (10080000.0, "15-Mar-26", 90.0, False, False),
                    (200000.0, "15-Mar-26", 0.0, True, False)]
    particulars = brief(extract_text("RESERVATION AND SALE TERMS - Townhouse GW-T-19 | Price: QAR 2,050,000\n"
                                     "Payment plan\n  Reservation deposit ..... 5%    on reservation\n"
                                     "  Handover .......... 95%   on handover"))
    assert particulars == [(102500.0, "", 5.0, False, False), (1947500.0, "", 95.0, False, False)]


def test_fortnightly_and_weekly_series_step_by_days():
    rows = brief(extract_text(
        "Purchase Price: $312,000 | Contract Date: 2 March 2026\n5.1 The Deposit of $31,200 (10% of the Purchase "
        "Price) is payable on the Contract Date.\n5.2 The Buyer must pay 26 fortnightly instalments of $1,200 each, "
        "the first on 16 March 2026.\n5.3 The balance of the Purchase Price, $249,600, is payable on the Settlement "
        "Date."))
    assert rows[0] == (31200.0, "02-Mar-26", 10.0, False, False) and len(rows) == 28
    assert [row[1] for row in rows[1:4]] == ["16-Mar-26", "30-Mar-26", "13-Apr-26"]
    weekly = brief(extract_text("The Price is $100,000.\nThe Buyer shall pay 4 weekly instalments of $25,000 each, "
                                "the first on 1 June 2026."))
    assert [row[1] for row in weekly] == ["01-Jun-26", "08-Jun-26", "15-Jun-26", "22-Jun-26"]


def test_one_date_before_all_the_payments_of_a_sentence_dates_each():
    rows = brief(extract_text(
        "Purchase Price: AED 980,000\nThe Purchaser shall pay, together with the booking instalment on 1 April 2026 "
        "and in addition to the Purchase Price, the DLD registration fee of 4% (AED 39,200) and an administration fee "
        "of AED 4,000."))
    assert rows == [(39200.0, "01-Apr-26", 4.0, True, False), (4000.0, "01-Apr-26", 0.0, True, False)]


def test_series_whose_count_is_written_otherwise():
    def rows_of(text: str) -> list[tuple]:
        return brief(extract_text(f"The Purchase Price is AED 2,000,000.\n{text}"))

    eight = [(100000.0, f"{day}-{month}", 5.0, False, False)
             for day, month in (("01", "Mar-27"), ("01", "Jun-27"), ("01", "Sep-27"), ("01", "Dec-27"),
                                ("01", "Mar-28"), ("01", "Jun-28"), ("01", "Sep-28"), ("01", "Dec-28"))]
    assert rows_of("8 x 5% quarterly instalments from 01/03/2027.") == eight
    assert rows_of("Instalments 1 to 8: 5% each, payable quarterly from 1 March 2027.") == eight
    assert rows_of("Quarterly instalments of 5% each (8 instalments) beginning 1 March 2027.") == eight
    monthly = rows_of("Thereafter 1% of the Purchase Price every month for 30 months, the first on 1 May 2026.")
    assert len(monthly) == 30 and monthly[-1] == (20000.0, "01-Oct-28", 1.0, False, False)
    assert [row[1] for row in rows_of("The Purchaser shall pay AED 100,000 on the 1st day of every month from "
                                      "1 January 2027 to 1 June 2027.")] == [
        "01-Jan-27", "01-Feb-27", "01-Mar-27", "01-Apr-27", "01-May-27", "01-Jun-27"]
    # A table row: "12 x 2.5%" in one cell, the period and first date in another.
    table = rows_of("| Payment | Due | Percentage | Amount |\n| Down payment | On signing | 70% | AED 1,400,000 |\n"
                    "| Instalments 2-13 | Monthly from 15/01/2027 | 12 x 2.5% | 12 x AED 50,000 |")
    assert len(table) == 13 and table[1] == (50000.0, "15-Jan-27", 2.5, False, False) and table[-1][1] == "15-Dec-27"
    # One sum for a period is no series: "for 12 months amounting to Rs. 59,400 (at Rs. 3 per sq. ft. per month)".
    assert rows_of("In addition to the Price, the Purchaser shall pay advance maintenance charges for 12 months "
                   "amounting to AED 59,400 (at AED 3 per sq. ft. per month) on handover.") == [
        (59400.0, "", 0.0, True, False)]


def test_rules_found_by_short_excerpts():
    """Each found by an excerpt of bench/extractor_snippets.py or written while probing a way of drafting."""
    # The price stated in the sentence that sets out the first share is not that share's amount.
    assert brief(extract_text("The Price is QAR 1,500,000 payable: 30% upon signing; 40% upon completion of "
                              "structure; 30% upon handover.")) == [(450000.0, "", 30.0, False, False),
                                                                   (600000.0, "", 40.0, False, False),
                                                                   (450000.0, "", 30.0, False, False)]
    # A payment set out before a series' words is a row of its own; the series' total is the figure nearest it.
    assert brief(extract_text("The total price of the Unit is SAR 1,000,000.\nThe Buyer shall pay 40% upon signing of "
                              "this contract, and the remaining 60% in three (3) half-yearly instalments of 20% each, "
                              "the first instalment falling due on 1 July 2026.")) == [
        (400000.0, "", 40.0, False, False), (200000.0, "01-Jul-26", 20.0, False, False),
        (200000.0, "01-Jan-27", 20.0, False, False), (200000.0, "01-Jul-27", 20.0, False, False)]
    assert brief(extract_text("The Purchase Price is AED 1,500,000.\nA down payment of AED 600,000 is due on 5th April "
                              "2026, and the balance of AED 900,000 is payable in three equal monthly instalments "
                              "commencing 5th May 2026.")) == [
        (600000.0, "05-Apr-26", 0.0, False, False), (300000.0, "05-May-26", 0.0, False, False),
        (300000.0, "05-Jun-26", 0.0, False, False), (300000.0, "05-Jul-26", 0.0, False, False)]
    # "12 (twelve)"; "per calendar month from ... to ...".
    assert len(extract_text("Total Sale Consideration: Rs. 1,00,00,000.\nBalance payable in 12 (twelve) monthly "
                            "instalments of Rs. 5,00,000 each from 10th April 2026.")) == 12
    assert len(extract_text("Price: £600,000.\nStage payments: £25,000 per calendar month from 28 February 2026 to "
                            "28 January 2027.")) == 12
    # The items after "shall pay:" read with it; a short line of the same list reads as the plan's.
    assert [row[1] for row in brief(extract_text(
        "The total price is SAR 900,000. The buyer shall pay: 25% on signing; 25% on 1/7/2026; 25% on 1/1/2027; "
        "and the balance of 25% two years after delivery."))] == ["", "01-Jul-26", "01-Jan-27", ""]
    assert len(extract_text("Purchase Price: AED 1,000,000\n1. Down payment 20% - on signing\n"
                            "2. 2nd instalment 20% - 15 Jan 2027\n3. Handover 30% - on completion\n"
                            "4. Post-possession 30% - 15 Jan 2029")) == 4
    # The items of a list cut by semicolons read as the plan's when one of them sets out payments.
    assert brief(extract_text("The Purchase Price is AED 1,000,000.\n10% on 15-Apr-2026; thereafter 2 quarterly "
                              "payments of 20% each commencing 15-Jul-2026; 50% on Handover.")) == [
        (100000.0, "15-Apr-26", 10.0, False, False), (200000.0, "15-Jul-26", 20.0, False, False),
        (200000.0, "15-Oct-26", 20.0, False, False), (500000.0, "", 50.0, False, False)]
    # A payment set out after a series in the same sentence; not the series' instalment told again.
    assert brief(extract_text("The Purchase Price is AED 1,000,000.\nThe Purchaser shall pay two (2) monthly "
                              "instalments of AED 200,000 each starting 12 January 2026, followed by a final "
                              "instalment of AED 600,000 on 12 December 2026.")) == [
        (200000.0, "12-Jan-26", 0.0, False, False), (200000.0, "12-Feb-26", 0.0, False, False),
        (600000.0, "12-Dec-26", 0.0, False, False)]
    assert len(extract_text("The Price is SAR 1,000,000.\nThe sum of SAR 1,000,000 shall be paid in two (2) "
                            "semi-annual instalments of SAR 500,000 each, equal to fifty per cent (50%) of the Price, "
                            "the first falling due on 10/01/2027 and the other six months after it.")) == 2


def test_table_rows_that_define_a_series():
    """"Instalments 2 to 9", "Monthly x 18", "6 x half-yearly", "Second-Ninth", "15 EMIs": one row each."""
    def counted(rows: str) -> list[tuple]:
        return brief(extract_text(f"The Purchase Price is AED 2,000,000.\n| Milestone | Percentage | Amount | Due |\n"
                                  f"{rows}"))

    numbered = counted("| Instalments 2 to 9 (quarterly) | 5% each | 100,000 each | 15-Apr-2026 onwards |")
    assert len(numbered) == 8 and numbered[1] == (100000.0, "15-Jul-26", 5.0, False, False)
    assert len(counted("| Monthly x 18 | 2.5% | 50,000 | 02/04/2026 - 02/09/2027 |")) == 18
    half_yearly = counted("| 6 x half-yearly | 10% | 200,000 | from 01-Oct-2026 |")
    assert len(half_yearly) == 6 and half_yearly[1][1] == "01-Apr-27"
    ordinal = counted("| Second-Ninth | | AED 100,000 each | Every 3 months from 1 June 2026 |")
    assert len(ordinal) == 8 and ordinal[-1] == (100000.0, "01-Mar-28", 0.0, False, False)
    emis = counted("| 15 EMIs of AED 20,000 each, monthly from 07.05.2026 | 15 | 300,000 | |")
    assert len(emis) == 15 and emis[1][:2] == (20000.0, "07-Jun-26")


def test_plans_set_out_line_by_line_and_sums_per_month():
    """Short lines of a plan read as the plan's after one that sets out a payment; "OMR 12,000 per month for 8
    months" is a series of 12,000 each, not a rate."""
    lines = brief(extract_text("Price: OMR 240,000.\nAdvance: OMR 48,000 on signing.\nOMR 12,000 per month for 8 "
                               "months from 1 February 2026.\nOMR 96,000 on handover of the Unit."))
    assert len(lines) == 10 and lines[1] == (12000.0, "01-Feb-26", 0.0, False, False)
    assert lines[-1] == (96000.0, "", 0.0, False, False)
    assert len(extract_text("The Purchase Price is AED 1,500,000.\n- Down Payment: 10% on 01 March 2026\n"
                            "- 1% monthly for 30 months starting 01 April 2026\n- 60% on Handover")) == 32
    assert brief(extract_text("Purchase price: AED 1,600,000\nBooking: 10% on signing\nCompletion: 90% on handover"
                              )) == [(160000.0, "", 10.0, False, False), (1440000.0, "", 90.0, False, False)]


def test_lists_introduced_by_a_count_fees_with_their_tax_and_plan_headlines():
    # "in three instalments:" introduces a list, not three equal instalments.
    assert brief(extract_text("The Purchase Price for the Unit is AED 1,800,000.\n4.4 The Purchase Price shall be paid "
                              "in three instalments: 10% on signing; 40% on 30 September 2026; and the remaining 50% "
                              "upon handover.")) == [(180000.0, "", 10.0, False, False),
                                                     (720000.0, "30-Sep-26", 40.0, False, False),
                                                     (900000.0, "", 50.0, False, False)]
    # "AED 4,000 plus VAT, AED 4,200 in total" is one fee of 4,200.
    assert brief(extract_text("Purchase Price: AED 950,000.\nThe Purchaser shall pay 100% on handover.\nAn "
                              "administration fee of AED 4,000 plus VAT, AED 4,200 in total, is payable on booking.")
                 )[1:] == [(4200.0, "", 0.0, True, False)]
    # "Payment Plan: 60/40 (...)" names the plan: no rows, and its "on handover" puts nothing after handover.
    assert brief(extract_text("Purchase Price: AED 3,000,000\nPayment Plan: 60/40 (60% during construction, 40% on "
                              "handover)\n  1. 60% on 20 June 2026\n  2. 40% on handover")) == [
        (1800000.0, "20-Jun-26", 60.0, False, False), (1200000.0, "", 40.0, False, False)]
    # Lines numbered "1st:", "2nd:" are lines of their own.
    assert len(extract_text("Purchase Price: AED 1,000,000\nInstalment Schedule:\n1st: 50% on the 15th April 2026\n"
                            "2nd: 50% on April 15, 2027")) == 2
    # A price called the total cost, or stated after the unit's particulars in brackets; what the total cost
    # includes is no fee; a colon before the instalments it lists separates them.
    assert brief(extract_text("Total Cost: Rs. 1,00,00,000\n20% within 15 days of booking\n80% on offer of possession\n"
                              "Car parking charges of Rs. 5,00,000 are included in the Total Cost.")) == [
        (2000000.0, "", 20.0, False, False), (8000000.0, "", 80.0, False, False)]
    assert brief(extract_text("The total price of the apartment (Apartment 5, Building 12, Abdoun, Amman) is "
                              "JOD 145,000.\nThe Buyer pays JOD 45,000 on signing and the balance of JOD 100,000 in "
                              "two instalments: JOD 50,000 on 1 September 2026 and JOD 50,000 upon delivery of the "
                              "apartment.\n"
                              "Registration fees of 9% of the price are borne by the Buyer, in addition to the price, "
                              "on transfer of title.")) == [
        (45000.0, "", 0.0, False, False), (50000.0, "01-Sep-26", 0.0, False, False), (50000.0, "", 0.0, False, False),
        (13050.0, "", 9.0, True, False)]
    # A leave and license agreement is a tenancy.
    assert extract_text("LEAVE AND LICENSE AGREEMENT\nMonthly license fee: Rs. 2,75,000/- payable on or before the 5th "
                        "of each month to the Licensor.\nSecurity deposit: Rs. 16,50,000/- payable on signing by the "
                        "Licensee.") == []


def test_series_listed_by_their_dates_sums_per_month_and_what_follows_them():
    assert [row[1] for row in brief(extract_text(
        "Purchase Price: $850,000.00\nInstallment payments of $50,000.00 each are due on 02/03/2026, 05/03/2026 and "
        "08/03/2026.\nFinal installment of $700,000.00 due 11/30/2026."))] == [
        "03-Feb-26", "03-May-26", "03-Aug-26", "30-Nov-26"]
    # The balance after a series equals the series' total by chance: still a row, on its own date.
    assert brief(extract_text("Purchase Price: £360,000.\nThe Buyer shall pay three instalments of £60,000 each on "
                              "05/03/2026, 05/06/2026 and 05/09/2026, and the balance of £180,000 on 25/11/2026."))[
        -1] == (180000.0, "25-Nov-26", 0.0, False, False)
    monthly = brief(extract_text("The Purchase Price is AED 1,150,000.\nThe Purchaser shall pay AED 25,000 per month "
                                 "from 1 March 2026 to 1 June 2026, and the balance of AED 1,050,000 upon Handover."))
    assert len(monthly) == 5 and monthly[0] == (25000.0, "01-Mar-26", 0.0, False, False)
    assert brief(extract_text("Price: £600,000.\nStage payments: £25,000 per calendar month from 28 February 2026 to "
                              "28 January 2027 (12 instalments).\nBalance: £300,000 on Completion."))[0] == (
        25000.0, "28-Feb-26", 0.0, False, False)
    # More currency codes: JMD.
    assert brief(extract_text("The purchase price is JMD 36,000,000.00.\nDeposit: 15% on signing of this Agreement."
                              ))[0] == (5400000.0, "", 15.0, False, False)
    # "every third month"; "2% monthly from ... to ...".
    assert len(extract_text("The Purchase Price is AED 2,000,000.\n(a) 50% in ten (10) equal instalments of 5% each on "
                            "the 25th day of every third month starting 25 May 2026;\n(b) 50% on completion.")) == 11
    assert len(extract_text("Purchase Price: AED 900,000.\n76% booking on 03-Jan-2026; 2% monthly from 03-Feb-2026 to "
                            "03-Jan-2027.")) == 13


def test_rules_of_the_eighth_session():
    # A number read one way only keeps its reading in an agreement that groups others with points; an annex
    # restating the clause's plan in amounts keeps the clause's shares.
    egypt = ("Purchase Price: EGP 6,400,000 (Villa 14)\nClause 3: The Buyer shall pay 15% on signing, 17.5% on 1 "
             "January 2027, 17.5% on 1 January 2028 and 50% on delivery.\nAnnex (2) - Payment Schedule\n"
             "No.  Amount (EGP)     Due date\n1    960.000,00       on signing\n2    1.120.000,00     01/01/2027\n"
             "3    1.120.000,00     01/01/2028\n4    3.200.000,00     on delivery")
    assert brief(extract_text(egypt)) == [
        (960000.0, "", 15.0, False, False), (1120000.0, "01-Jan-27", 17.5, False, False),
        (1120000.0, "01-Jan-28", 17.5, False, False), (3200000.0, "", 50.0, False, False)]
    assert figures.number_value("6,400,000", Conventions(decimal_comma=True)) == Decimal(6400000)
    assert figures.number_value("1.120.000,00", Conventions()) == Decimal("1120000.00")
    # Dollars with a country's letters: TT$, S$, HK$.
    assert brief(extract_text("Purchase Price: TT$2,400,000.00\n(1) 10% deposit on signing;\n(2) 90% on completion."
                              ))[0] == (240000.0, "", 10.0, False, False)
    assert [a.value for a in figures.amounts("S$1,200,000 and HK$ 50,000", Conventions())] == [1200000, 50000]
    # An undated series "every three months thereafter" steps from the payment before it.
    assert [row[1] for row in brief(extract_text(
        "The Purchase Price is AED 2,000,000.\nInstalment 1 (Booking): 10% on 01-Feb-2026.\nInstalment 2: 10% on "
        "01-May-2026.\nInstalments 3 to 5: 5% each, payable every three months thereafter.\nInstalment 6: 65% on "
        "Handover."))] == ["01-Feb-26", "01-May-26", "01-Aug-26", "01-Nov-26", "01-Feb-27", ""]
    # A balance without a figure is the price less the payments before it; alone it is no row.
    assert brief(extract_text("The Purchase Price is £750,000.\nOn exchange: a deposit of £37,500 (5%).\nOn 30 June "
                              "2026 a further 5%.\nThe balance on Legal Completion."))[-1] == (
        675000.0, "", 0.0, False, False)
    assert brief(extract_text("The Purchase Price is AED 4,200,000.\nFifteen per cent on signing, then fourteen equal "
                              "monthly instalments of two and one-half per cent each beginning the fourteenth of March "
                              "2026, then the balance on handover."))[-1] == (2100000.0, "", 0.0, False, False)
    assert extract_text("The Purchase Price is AED 900,000.\nThe balance shall be paid on handover.") == []
    # The day of the month in words.
    assert [d for _, _, d in dates.stated("the twenty-first day of June, 2027", Conventions())] == [
        date(2027, 6, 21)]
    # A cell that ends waiting for its date ("Every 3 months from") and the date on the next line.
    aligned = brief(extract_text(
        "Contract Price: QAR 1,440,000\nInstalment      Due                          Amount\n"
        "First           On signing                   QAR 144,000\n"
        "Second-Ninth    Every 3 months from          QAR 108,000 each\n                1 June 2026\n"
        "Tenth           On handover                  QAR 432,000"))
    assert [row[1] for row in aligned[:3]] == ["", "01-Jun-26", "01-Sep-26"] and len(aligned) == 10
    # "The Purchaser shall pay:" above its list; "₹ 13,50,000 each on <four dates>"; "/-" ends a line.
    indian = brief(extract_text(
        "Total Consideration: INR 90,00,000/-.\nThe Purchaser shall pay:\n(i) ₹ 9,00,000 on 05.01.2026;\n"
        "(ii) ₹ 13,50,000 each on 05.04.2026, 05.07.2026, 05.10.2026 and 05.01.2027;\n"
        "(iii) ₹ 27,00,000 at the time of registration of the sale deed."))
    assert [row[:2] for row in indian] == [(900000.0, "05-Jan-26"), (1350000.0, "05-Apr-26"), (1350000.0, "05-Jul-26"),
                                           (1350000.0, "05-Oct-26"), (1350000.0, "05-Jan-27"), (2700000.0, "")]
    assert len(extract_text("Total Price: Rs. 20,00,000/-\nThe Allottee shall pay the Total Price as follows:\n"
                            "(i) 50% on execution of this Agreement: Rs. 10,00,000/-\n(ii) 50% at the time of handing "
                            "over possession: Rs. 10,00,000/-\nThe Total Price is escalation-free, save increases that "
                            "shall not exceed 5% of the Total Price.")) == 2
    # A share and, after its timing, the amount that is that share of the price: one payment.
    assert brief(extract_text("Purchase Price: AED 2,100,000\nPAYMENT PLAN\n1. 10% - on booking, 5 January 2026 - "
                              "AED 210,000\n2. 90% - upon Completion and Handover - AED 1,890,000")) == [
        (210000.0, "05-Jan-26", 10.0, False, False), (1890000.0, "", 90.0, False, False)]
    # Construction stages "up to the 10th floor" and "on or after receipt of the occupancy certificate" are no
    # conditions; a cap ("not more than 10% ... as an advance") is no row; "in the following manner:" opens the plan.
    stages = brief(extract_text(
        "3. The Allottee agrees to pay the total consideration of Rs. 40,00,000/- (Rupees Forty Lakh only) for the "
        "Apartment in the following manner:\n(i) Rs. 4,00,000/- (10%) on execution of this Agreement;\n"
        "(ii) Rs. 16,00,000/- (40%) on completion of the structural works up to the 10th floor of the building and of "
        "the lift wells and lobbies of the Apartment's floor;\n(iii) Rs. 20,00,000/- (50%) at the time of handing over "
        "of possession of the Apartment on or after receipt of the occupancy certificate.\n4. The Promoter shall not "
        "accept more than 10% of the cost of the Apartment as an advance payment or application fee."))
    assert [row[2] for row in stages] == [10.0, 40.0, 50.0] and not any(row[3] for row in stages)
    # Leaders between a row's figures; a line that begins in Arabic begins a row; due at any named event.
    assert brief(extract_text("Purchase Price: AED 3,200,000\nDown Payment ........ 10% ... AED 320,000 ... 20 "
                              "January 2026\nOn Handover ......... 90% ... AED 2,880,000"))[0] == (
        320000.0, "20-Jan-26", 10.0, False, False)
    assert len(extract_text("Price: SAR 2,000,000\nالدفعة الأولى / First Payment – 2026-05-10 – 50% – SAR 1,000,000\n"
                            "الدفعة الأخيرة / Final Payment – upon delivery of the Unit and transfer of the title deed"
                            " to the Purchaser's name – 50% – SAR 1,000,000")) == 2
    assert len(extract_text("Purchase Price: $1,000,000.00\nInitial Deposit (10%): $100,000.00 due upon execution of "
                            "this Agreement on 03/18/2026\nSecond Deposit (10%): $100,000.00 due at groundbreaking\n"
                            "Balance (80%): $800,000.00 due at Closing")) == 3
    # A row of a plan table with its share and no payment word ("Building made watertight | 35%").
    assert [row[2] for row in brief(extract_text(
        "Price: EUR 640,000\nSchedule of calls for funds:\nStage | Instalment | Cumulative\nOn signing of the deed | "
        "30% | 30%\nBuilding made watertight (hors d'eau) | 35% | 65%\nDelivery of the keys | 35% | 100%"))] == [
        30.0, 35.0, 35.0]
    # "Instalments:" under the price line is a heading of its own; "The Price:" states the price.
    assert len(extract_text("Purchase Price: AED 1,000,000.00 (One Million UAE Dirhams Only)\nInstalments:\n"
                            "(i) AED 400,000.00 (Four Hundred Thousand UAE Dirhams Only), being 40%, on 12/05/2026;\n"
                            "(ii) AED 600,000.00 (Six Hundred Thousand UAE Dirhams Only), being 60%, on Handover."
                            )) == 2
    assert brief(extract_text("The Price: Two Million Qatari Riyals (QAR 2,000,000).\nThe Buyer shall pay the Price in "
                              "the following instalments:\nFirst: ten percent (10%) of the Price, on 1 February 2026.\n"
                              "Second: ninety percent (90%) of the Price, upon handover of the Unit."))[0] == (
        200000.0, "01-Feb-26", 10.0, False, False)
    # A list item that says when ("7. At the time of registration and handover:") heads no fees; a tax the price
    # excludes is no charge set out; "Instalment 5 - 60 %" is one instalment, not instalments 5 to 60.
    assert brief(extract_text("Total Consideration: ₹ 84,00,000\n1. Booking amount: ₹ 8,40,000 (10%) - 15-01-2026\n"
                              "2. At the time of registration and handover: ₹ 75,60,000 (90%)"))[1][3] is False
    assert len(extract_text("Total Price: SR 2,940,000, exclusive of the 5% Real Estate Transaction Tax\nPayment:\n"
                            "- 1st payment: SAR 294,000 (10%) on 15/04/2026\n- Final payment: SAR 2,646,000 (90%) "
                            "upon delivery")) == 2
    assert len(extract_text("Purchase Price: AED 3,450,000\nSCHEDULE 2 - INSTALMENTS\nInstalment 1 - 40 % - AED "
                            "1,380,000 - 25 January 2026\nInstalment 2 - 60 % - AED 2,070,000 - Completion")) == 2
    # A running total column ("Cumulative %", "Cumulative Paid") is no row's own figure.
    assert [row[:3] for row in brief(extract_text(
        "The Price: QAR 2,000,000\nSchedule 1 - Payments\n\nStage              Cumulative   Payment   Due On\n"
        "Down payment       10%          10%       05-Jan-2026\nSecond payment     40%          30%       05-Jul-2026\n"
        "Handover           100%         60%       On handover of the Unit"))] == [
        (200000.0, "05-Jan-26", 10.0), (600000.0, "05-Jul-26", 30.0), (1200000.0, "", 60.0)]
    # "Payment summary:" restates; a lone line of cells (the one charge under its heading) is still read.
    assert len(extract_text("The total price is JOD 100,000.\nThe Buyer pays JOD 40,000 on signing and JOD 60,000 upon "
                            "delivery of the apartment.\nPayment summary: signing JOD 40,000 | 01/09/2026 JOD 30,000 | "
                            "delivery JOD 30,000")) == 2
    assert brief(extract_text("Total Consideration: Rs. 50,00,000\nPAYMENT SCHEDULE\nSr. | Stage | Date | % | Amount\n"
                              "1 | Booking amount | 10-Jan-2026 | 10% | 5,00,000\n"
                              "2 | On possession | - | 90% | 45,00,000\n\n"
                              "C. OTHER CHARGES (payable in addition to the Total Consideration)\n"
                              "Registration charges | 10-Feb-2026 | Rs. 30,000"))[-1] == (
        30000.0, "10-Feb-26", 0.0, True, False)
    # A heading with a note in brackets is still a heading: the cheques under it fall after handover.
    assert [row[4] for row in brief(extract_text(
        "Purchase Price: AED 1,000,000\n1. On booking, 12/02/2026: AED 600,000 (60%)\n2. On Handover: AED 200,000 (20%)"
        "\nPOST-HANDOVER PAYMENTS (post-dated cheques drawn on Emirates NBD, account no. 1015 4478 2201)\n"
        "Cheque No. 000231 | dated 01/03/2029 | AED 100,000\nCheque No. 000232 | dated 01/06/2029 | AED 100,000"))] == [
        False, False, True, True]
    # Shillings; "Booking (20%): Rs. 3,000,000" in the plan; a payment per line after a series' line.
    assert brief(extract_text("The Purchase Price is Kenya Shillings Ten Million (KES 10,000,000).\nThe Purchaser "
                              "shall pay as follows:\n(a) ten per cent (10%) upon execution;\n(b) the balance of "
                              "ninety per cent (90%) upon Practical Completion."))[0] == (
        1000000.0, "", 10.0, False, False)
    pakistan = brief(extract_text(
        "PAYMENT SCHEDULE\nTotal Price: Rs. 10,000,000\nBooking (20%): Rs. 2,000,000\nFour (4) quarterly instalments "
        "of 10% (Rs. 1,000,000) each, the first due three months after booking\nOn completion of grey structure (20%): "
        "Rs. 2,000,000\nOn Possession (20%): Rs. 2,000,000"))
    assert [row[2] for row in pakistan] == [20.0, 10.0, 10.0, 10.0, 10.0, 20.0, 20.0]
    # A numbered row typed with pipes keeps its cells, whatever its length.
    assert [row[0] for row in brief(extract_text(
        "Purchase Price: RM 100,000.00\nInstalment | Payment stage | % | Amount (RM)\n1 | Immediately upon the signing "
        "of this Agreement | 10 | 10,000.00\n2 | Within 21 working days after receipt by the Purchaser of the "
        "Developer's written notice of the completion of:\n2(a) | the work below ground level including foundation "
        "| 40 | 40,000.00\n3 | On the date the Purchaser takes vacant possession of the said Parcel | 50 | 50,000.00"
        ))] == [
        10000.0, 40000.0, 50000.0]
    # Payments on a day of each year or month: "on 15 September of each year from 2026 to 2030", "on the first day
    # of each month for twelve months commencing May 2026"; anniversaries of handover fall after it.
    assert [row[1] for row in brief(extract_text(
        "The Sale Price is QAR 1,500,000.\nQAR 500,000 shall be paid upon signing.\nThe balance shall be paid in five "
        "annual instalments of QAR 200,000 each, payable on 15 September of each year from 2026 to 2030."))] == [
        "", "15-Sep-26", "15-Sep-27", "15-Sep-28", "15-Sep-29", "15-Sep-30"]
    monthly = brief(extract_text("The Purchase Price is AED 720,000.\nThe Purchaser shall pay AED 60,000 on the first "
                                 "day of each month for twelve months commencing May 2026."))
    assert len(monthly) == 12 and monthly[0][1] == "01-May-26" and monthly[-1][1] == "01-Apr-27"
    assert [row[4] for row in brief(extract_text(
        "The Purchase Price is AED 2,000,000.\n50% shall be paid on Handover.\nThe remaining 50% shall be paid in five "
        "(5) equal annual instalments on each of the first five anniversaries of the Handover Date."))] == [
        False, True, True, True, True, True]
    # A Word table pasted as text, one cell per line, under its titles one per line.
    assert brief(extract_text("Purchase Price: AED 1,000,000\nPayment Schedule\nMilestone\nDue Date\nPercentage\n"
                              "Amount (AED)\nDown Payment\n15 April 2026\n40%\n400,000\nHandover\nOn Handover\n60%\n"
                              "600,000")) == [(400000.0, "15-Apr-26", 40.0, False, False), (600000.0, "", 60.0, False,
                                                                                          False)]
    # An agreement written entirely in capitals: its short lines are wrapped prose, not headings.
    shouting = textwrap.fill(
        "THE PURCHASE PRICE OF THE UNIT IS EGP 4,000,000 (FOUR MILLION EGYPTIAN POUNDS). THE PURCHASER SHALL PAY "
        "TEN PER CENT (10%) ON THE SIGNING OF THIS CONTRACT AND THE BALANCE OF EGP 3,600,000 IN FOUR (4) EQUAL "
        "HALF-YEARLY INSTALMENTS OF EGP 900,000 EACH, THE FIRST FALLING DUE ON 10 DECEMBER 2026.", 60)
    assert [row[1] for row in brief(extract_text(shouting)) if row[0] == 900000.0] == [
        "10-Dec-26", "10-Jun-27", "10-Dec-27", "10-Jun-28"]
    # The price named inside the first payment's clause; "POST-HANDOVER PAYMENT PLAN" opens its section; the
    # remaining share "as follows:" is the total of the payments after the colon.
    assert brief(extract_text(
        "CONSTRUCTION PAYMENT PLAN\nThe Purchaser shall pay 10% of the Purchase Price of AED 2,900,000 on booking on "
        "19 October 2026, 40% upon completion of 60% of the construction and 30% upon handover of the Unit.\n"
        "POST-HANDOVER PAYMENT PLAN\nFollowing handover, the Purchaser shall pay the remaining 20% of the Purchase "
        "Price as follows: 10% on or before 30 June 2029 and 10% on or before 31 December 2029.")) == [
        (290000.0, "19-Oct-26", 10.0, False, False), (1160000.0, "", 40.0, False, False),
        (870000.0, "", 30.0, False, False), (290000.0, "30-Jun-29", 10.0, False, True),
        (290000.0, "31-Dec-29", 10.0, False, True)]
    # A section's name with its share ("POST-HANDOVER – 40% (over 2 years)") is a heading, not a row.
    assert [row[2] for row in brief(extract_text(
        "Purchase Price: AED 1,000,000\nDURING CONSTRUCTION – 60%\n  Down Payment ........ 20% ... 08 Dec 2026\n"
        "  On Handover ......... 40%\nPOST-HANDOVER – 40% (over 2 years)\n  12 months after Handover .... 20%\n"
        "  24 months after Handover .... 20%"))] == [20.0, 40.0, 20.0, 20.0]
    # A summary line ending with its figure ends the restatement: the fee sentence after it is read.
    assert brief(extract_text(
        "The total price is JOD 100,000.\nThe Buyer pays JOD 40,000 on signing and JOD 60,000 upon delivery.\n"
        "Payment summary: signing JOD 40,000 | delivery JOD 60,000 | total JOD 100,000\nRegistration fees of 9% of "
        "the price are borne by the Buyer, in addition to the price, on transfer of title."))[-1] == (
        9000.0, "", 9.0, True, False)
    # "Deposit structure:" opens the plan; a list item is not continued by a sentence that begins "The ...";
    # the item after a long list item of the plan is the plan's too.
    assert len(extract_text("Price: £950,000\nDeposit structure:\n- 10% (£95,000) on exchange of contracts\n"
                            "- 90% balance (£855,000) on completion")) == 2
    assert len(extract_text("Purchase Price: AED 1,000,000 (approx. USD 272,294)\nPayment schedule:\n- 40% - AED "
                            "400,000 (approx. USD 108,918) - 12 April 2026\n- 60% - AED 600,000 (approx. USD 163,376) "
                            "- on handover\nThe USD figures are for information only; the AED amounts prevail.")) == 2
    assert brief(extract_text(
        "Studio 214 - Purchase Price AED 960,000\n(a) Down payment: 10% (AED 96,000) on 31/12/2026;\n(b) twelve (12) "
        "monthly instalments of 2.5% (AED 24,000) each, the first on 31/01/2027 and thereafter on the same day of each "
        "following month (or the last day of a shorter month);\n(c) 60% (AED 576,000) on Handover."))[-1] == (
        576000.0, "", 60.0, False, False)


    # A dated down payment in the plan's article that the contract acknowledges ("serves as a receipt for it") is
    # still a row; a share of service charges varied "from 8.5% to 7.25%" and an estimated service charge are not.
    assert brief(extract_text(
        "Article 3 – Payment of the Price\n3.1 The Buyer paid a down payment of 10% of the price, being 480.000,00 "
        "EGP, on signing this Contract on 01.03.2026, and this Contract serves as a receipt for it.\n3.2 The balance "
        "of 90% of the price, being 4.320.000,00 EGP, shall be paid on delivery."))[0] == (
        480000.0, "01-Mar-26", 10.0, False, False)
    assert extract_text("AGREED TERMS\n2. The Tenant's share of the service charge under Schedule 4 of the Lease is "
                        "changed from 8.5% to 7.25% of the total service charge expenditure of the building.") == []
    assert len(extract_text("The Price is payable as follows:\nPayment | Due date | % of Price | Amount (£)\n"
                            "Deposit | 22/06/2026 | 10% | 115,000.00\nBalance | On completion | 90% | 1,035,000.00\n"
                            "The first year's estimated service charge is £6,240.")) == 2
    # "(or, where that month has no such day, on the last day of that month)" is no condition.
    assert len(extract_text(
        "Purchase Price: AED 1,000,000.\nThe Purchase Price shall be paid in four (4) quarterly instalments of 25% "
        "each, the first falling due on 31 March 2029 and each subsequent instalment on the same day of every third "
        "month thereafter (or, where that month has no such day, on the last day of that month).")) == 4
    # A table set out one column per payment (its first column titles the rows) is read as rows.
    assert brief(extract_text("Contract price: SAR 1,000,000\nPayment | 1st Payment | 2nd Payment | Final Payment\n"
                              "Percentage | 25% | 25% | 50%\nAmount (SAR) | 250,000 | 250,000 | 500,000\n"
                              "Due Date | 10/05/2026 | 10/11/2026 | On delivery")) == [
        (250000.0, "10-May-26", 25.0, False, False), (250000.0, "10-Nov-26", 25.0, False, False),
        (500000.0, "", 50.0, False, False)]
    # An agreement that says how it writes dates ("dates are written month/day/year", "(DD/MM/YYYY)") is read so,
    # even when no date shows it.
    said = "Purchase Price: USD 100,000.\nThe Purchaser shall pay 50% on 05/06/2026 and 50% on 11/06/2026."
    assert [row[1] for row in brief(extract_text(f"In this Agreement, dates are written month/day/year.\n{said}"))] == [
        "06-May-26", "06-Nov-26"]
    assert [row[1] for row in brief(extract_text(f"Dates: DD/MM/YYYY.\n{said}"))] == ["05-Jun-26", "11-Jun-26"]
    # "foundation 100%, structure 45%" is construction progress; "Completion of car park, roads and drains" a stage.
    assert len(extract_text("Purchase Price: QAR 1,000,000\nPayment Plan: 50% on signing; 50% on handover.\nProject "
                            "status as at 31 January 2026: foundation 100%, structure 45%, overall progress 38%.")) == 2
    assert [row[2] for row in brief(extract_text(
        "Sale Price: SGD 1,000,000\nSchedule of payments:\n50%   Upon grant of Option to Purchase\n"
        "20%  Completion of car park, roads and drains\n30%  Handover of vacant possession"))] == [50.0, 20.0, 30.0]
    # "AED 250,000 (Two Hundred and Fifty Thousand UAE Dirhams) being ten per cent (10%)": one payment.
    assert brief(extract_text(
        "The Purchase Price is AED 2,500,000.\nThe Purchaser shall pay to the Seller:\n(a) the sum of AED 250,000 (Two "
        "Hundred and Fifty Thousand UAE Dirhams) being ten per cent (10%) of the Purchase Price upon execution of "
        "this Agreement on 3 March 2026; and\n(b) the sum of AED 2,250,000 (Two Million Two Hundred and Fifty "
        "Thousand UAE Dirhams) being ninety per cent (90%) of the Purchase Price upon Completion.")) == [
        (250000.0, "03-Mar-26", 10.0, False, False), (2250000.0, "", 90.0, False, False)]
    # A clause that sets out its payments and refers to another clause for the delivery is the plan; one that
    # points to the schedule is not.
    assert len(extract_text("5.1 The Price is QAR 1,000,000.\n5.2 The Buyer shall pay fifteen per cent of the Price on "
                            "the 1st day of March 2026, a further twenty-five per cent of the Price on the 1st day of "
                            "September 2026 and the remaining sixty per cent of the Price upon delivery of the Unit in "
                            "accordance with Clause 8.")) == 3
    # "KES 1,450,000/=" after the amount in words; a price that "amounts to EUR 485.000,00" after a long subject;
    # "after commencement of earthworks" says when.
    assert brief(extract_text(
        "3.1 The purchase price is Kenya Shillings Ten Million (KES 10,000,000/=).\n3.2 The Purchase Price shall be "
        "paid as follows:\n(a) a deposit of Kenya Shillings One Million Four Hundred and Fifty Thousand (KES "
        "1,450,000/=), being 14.5% of the Purchase Price, upon execution of this Agreement on 16th February 2026;"
    ))[0] == (1450000.0, "16-Feb-26", 14.5, False, False)
    assert [row[0] for row in brief(extract_text(
        "(1) The purchase price for the residential unit No. 12 according to the division plan amounts to EUR "
        "485.000,00.\n(2) The purchase price is payable in the following instalments:\na) 30 % after commencement of "
        "earthworks;\nb) 70 % upon handover of possession."))] == [145500.0, 339500.0]
    # A currency code glued to its digits ("RM680,000.00"); baht, naira, lira; "corresponding to 40%".
    assert [a.value for a in figures.amounts("RM680,000.00 and AED1,250,000, Unit B2", Conventions())] == [
        680000, 1250000]
    assert figures.amounts("title number CYM712406 as at 9 January 2026", Conventions(), bare=True) == []
    # A currency written right before digits is theirs, not the number's before it.
    assert [a.value for a in figures.amounts("Unit 12 AED 5,000", Conventions())] == [5000]
    assert [a.value for a in figures.amounts("6.2 ₺3.575.000 on signing", Conventions(decimal_comma=True))] == [
        3575000]
    # Grouped by spaces with a comma before the cents, whatever the rest of the agreement writes.
    assert [a.value for a in figures.amounts("a deposit of R 280 000,00 on signature", Conventions())] == [280000]
    # Rupiah, dong, taka, cedis, baht and rand as they are written.
    points = Conventions(decimal_comma=True)
    assert [a.value for a in figures.amounts("Rp 10.000.000,- and VND 3.200.000.000 and 2.500.000.000 ₫", points)] == [
        10000000, 3200000000, 2500000000]
    assert [a.value for a in figures.amounts("৳ 25,00,000, Tk. 5,000, GH₵ 450,000, ฿4,500,000 and R 1 250 000",
                                             Conventions())] == [2500000, 5000, 450000, 4500000, 1250000]
    assert brief(extract_text("The price is THB 6,000,000 (Six Million Baht).\nThe Buyer shall pay as follows: (1) "
                              "Baht 600,000 on 15 December 2026; and (2) the remaining Baht 5,400,000 on the date of "
                              "registration of the transfer."))[0] == (600000.0, "15-Dec-26", 0.0, False, False)
    assert brief(extract_text("4.1 The sale price is USD 420,000.\n4.2 The Buyer shall pay USD 252,000, corresponding "
                              "to 60% of the sale price, on 15.03.2026; and the remaining USD 168,000, corresponding "
                              "to 40% of the sale price, at the title deed (tapu) transfer."))[-1] == (
        168000.0, "", 40.0, False, False)
    # Dinars with three decimals: "350.000" beside "14,850.000" is 350; "14 days after the Completion Notice" is the
    # completion payment, not one after it; "registration of the title deed in the Buyer's name" is an event.
    bahrain = brief(extract_text(
        "Purchase Price: BHD 148,500.000\nNo. | Payment | % | Amount (BHD) | Not later than\n1 | Instalment 1 | 60% | "
        "89,100.000 | 31 March 2026\n2 | Administration Fee | - | 350.000 | 31 March 2026\n3 | Final | 40% | "
        "59,400.000 | 14 days after the Completion Notice"))
    assert bahrain[1] == (350.0, "31-Mar-26", 0.0, True, False) and bahrain[2] == (59400.0, "", 40.0, False, False)
    assert not brief(extract_text("Sale Price: 8.400.000,00 TL\n5.1 The Buyer shall pay the Sale Price as follows:\n"
                                  "a) Down payment: 90% - 7.560.000,00 TL - by 15.04.2026\nb) Final payment: 10% - "
                                  "840.000,00 TL - on delivery of the keys and registration of the title deed (tapu) "
                                  "in the Buyer's name"))[-1][3]
    # "المجموع / Total (excluding fee)": a total, in Arabic and English.
    assert len(extract_text("Purchase Price: AED 950,000\nالبيان / Description | النسبة / % | المبلغ / Amount (AED)\n"
                            "الدفعة المقدمة / Down Payment | 50% | 475,000\nعند التسليم / On Handover | 50% | 475,000\n"
                            "المجموع / Total (excluding fee) | 100% | 950,000")) == 2
    # Plans offered as options: only the one the agreement says was chosen ("[X] Option B", "has chosen Option 2").
    options = ("Purchase Price: AED 1,000,000\nPAYMENT PLAN OPTIONS\nPART A - OPTION A (60/40)\nA1. Booking - 60% - on "
               "signing of this Agreement\nA2. Final - 40% - on Handover\nPART B - OPTION B (50/50 POST-HANDOVER)\n"
               "B1. Down Payment - 50% - AED 500,000 - 10 February 2026\nB2. Final - 50% - AED 500,000 - on Handover\n"
               "PART C - ELECTION\nThe Purchaser elects the following payment plan (tick one box only):\n"
               "[ ] Option A - 60/40\n[X] Option B - 50/50 Post-Handover")
    assert brief(extract_text(options)) == [(500000.0, "10-Feb-26", 50.0, False, False),
                                            (500000.0, "", 50.0, False, False)]
    # An addendum that replaces the plan: only the revised one. A delivery "after the Buyer has paid the full price"
    # is no paid-up deed. "in five (5) annual instalments, each to be paid not later than the date shown:" is
    # set out by the list after it.
    revised = brief(extract_text(
        "Purchase Price: AED 1,000,000\nSCHEDULE 3 - PAYMENT PLAN\n1. First Instalment - 50% - AED 500,000 - "
        "15/01/2025\n2. Completion Instalment - 50% - AED 500,000 - on Completion\nADDENDUM NO. 1\n1. The Parties "
        "agree that Schedule 3 (Payment Plan) of the Agreement is deleted in its entirety and replaced with the "
        "Revised Payment Plan below.\nREVISED PAYMENT PLAN\n1. First Instalment - 50% - AED 500,000 - 15/01/2025\n"
        "2. Second Instalment - 20% - AED 200,000 - 15/07/2026\n3. Completion Instalment - 30% - AED 300,000 - on "
        "Completion"))
    assert [row[2] for row in revised] == [50.0, 20.0, 30.0]
    egypt = brief(extract_text(
        "Clause (2): The total price of the unit is 4.800.000,00 EGP.\nClause (3): The Second Party shall pay the "
        "price as follows:\n- Down payment: 15% = 720.000,00 EGP, paid upon signing this contract on 01/02/2026.\n"
        "- The balance of 4.080.000,00 EGP in two (2) annual instalments, each to be paid not later than the date "
        "shown:\n"
        "  Instalment 1: 2.040.000,00 EGP - not later than 01/02/2027\n  Instalment 2: 2.040.000,00 EGP - not later "
        "than 01/02/2028\nClause (5): Delivery of the unit shall take place after the Second Party has paid the full "
        "price."))
    assert [row[1] for row in egypt] == ["01-Feb-26", "01-Feb-27", "01-Feb-28"]
    # A payment "on the Completion Date" where '"Completion Date" means the 12th day of June 2026'; the price restated
    # inside the clause that sets out the shares ("... of AED 3.6 million shall be payable as to 20% ..."); tax
    # deducted at source is no payment.
    assert brief(extract_text(
        '1. DEFINITIONS\n"Completion Date" means the 12th day of June 2026;\n"Purchase Price" means £650,000.\n4.1 On '
        'exchange, the Buyer shall pay a deposit of £65,000, being ten per cent of the Purchase Price.\n4.2 The '
        'balance of the Purchase Price, namely £585,000, shall be paid on the Completion Date.'))[-1] == (
        585000.0, "12-Jun-26", 0.0, False, False)
    assert [row[:2] for row in brief(extract_text(
        "5.1 The Purchase Price of Apartment 2201, Reem Bay Tower, Al Reem Island, Abu Dhabi of AED 3.6 million "
        "shall be payable as to twenty per cent (20%) on the signing of this Agreement on 1 June 2026, as to a "
        "further twenty per cent (20%) on 1 June 2027 and as to the remaining sixty per cent (60%) on the "
        "Completion Date."))] == [
        (720000.0, "01-Jun-26"), (720000.0, "01-Jun-27"), (2160000.0, "")]
    assert len(extract_text("Total sale consideration: Rs. 50,00,000/-\nSCHEDULE C - PAYMENT SCHEDULE\nFirst "
                            "Instalment: Rs. 25,00,000/- (50%) - 03.03.2026\nSecond Instalment: Rs. 25,00,000/- (50%) "
                            "- on possession\nTDS: The Purchaser shall deduct tax at source at 1% from each "
                            "instalment.")) == 2
    # "on 1 June and 1 December 2026" (the year stated once); "JOD 25,000 on each of <dates>"; "on the 7th day of
    # each month from April 2026 to September 2026".
    assert [row[1] for row in brief(extract_text(
        "The Purchase Price is AED 600,000.\nThe Purchase Price shall be paid as follows: AED 240,000 on the signing "
        "of this Agreement on 12 January 2026; and the sum of AED 360,000 in two equal instalments of AED 180,000 "
        "each on 1 June and 1 December 2026."))] == ["12-Jan-26", "01-Jun-26", "01-Dec-26"]
    assert [row[1] for row in brief(extract_text(
        "The price of the Apartment is JOD 100,000, which the Second Party shall pay as follows: JOD 25,000 on each of "
        "1 March 2026, 1 June 2026, 1 September 2026 and 1 December 2026."))] == [
        "01-Mar-26", "01-Jun-26", "01-Sep-26", "01-Dec-26"]
    # ... and the balance after such a series is a row of its own.
    assert brief(extract_text(
        "The price is JOD 160,000, which the Second Party shall pay as follows: JOD 25,000 on each of 1 March 2026, 1 "
        "June 2026, 1 September 2026 and 1 December 2026, and the balance of JOD 60,000 upon the transfer of title."
    ))[-1] == (60000.0, "", 0.0, False, False)
    assert [row[1] for row in brief(extract_text(
        "The consideration is Rs. 3,000,000/-, which the Purchaser shall pay as follows: (a) a sum of Rs. 500,000/- on "
        "the 7th day of each month from April 2026 to September 2026, both months inclusive."))][:2] == [
        "07-Apr-26", "07-May-26"]
    # The items after a lead that says when fall due then; a series "every ninety (90) days" steps by days.
    assert [row[:2] for row in brief(extract_text(
        "3.1 The Purchase Price is AED 1,000,000.\n3.2 The Purchaser shall pay:\n(a) on the date of this Agreement, "
        "being 10 February 2026: (i) AED 100,000, being ten per cent (10%) of the Purchase Price; and (ii) an "
        "administration fee of AED 5,250, payable in addition to the Purchase Price;\n(b) AED 900,000, being ninety "
        "per cent (90%) of the Purchase Price, on the Handover Date."))] == [
        (100000.0, "10-Feb-26"), (5250.0, "10-Feb-26"), (900000.0, "")]
    assert [row[1] for row in brief(extract_text(
        "5.1 The total price is KD 240,000.000.\n5.2 The Buyer shall pay the total price in four (4) instalments of KD "
        "60,000.000 each, payable every ninety (90) days, the first instalment falling due on 1 February 2026."))] == [
        "01-Feb-26", "02-May-26", "31-Jul-26", "29-Oct-26"]

def test_a_two_column_page_with_the_plan_in_a_ruled_table_in_one_column():
    """A helper's PDF (snippets/pdf_layouts): the plan's ruled table in the left column, clauses in the right one."""
    folder = ROOT / "tests" / "agreements" / "snippets" / "pdf_layouts"
    source = next(folder.glob("ae06_*.pdf"))
    expected = json.loads(source.with_name(source.name.replace(".pdf", ".expected.json")).read_text())
    assert brief(extract(source.read_bytes()).installments) == [
        (row["amount"], row["dueDate"], row["percentage"], row["isFee"], row["postHandover"]) for row in expected]


def test_a_docx_plan_in_a_table_nested_in_the_particulars_is_read_once_in_its_place():
    def build(document):
        particulars = document.add_table(rows=3, cols=2)
        particulars.cell(0, 0).text, particulars.cell(0, 1).text = "Purchase Price", "QAR 1,000,000"
        particulars.cell(1, 0).text = "Payment Plan"
        particulars.cell(1, 1).text = "The Purchase Price shall be paid as follows:"
        plan = particulars.cell(1, 1).add_table(rows=3, cols=3)
        for index, row in enumerate([("Payment", "Due", "%"), ("Deposit", "12 March 2026", "40%"),
                                     ("Balance", "On the Completion Date", "60%")]):
            for column, text in enumerate(row):
                plan.cell(index, column).text = text
        particulars.cell(2, 0).text, particulars.cell(2, 1).text = "Anticipated Completion Date", "30 June 2028"
    assert brief(extract(docx_bytes(build)).installments) == [(400000.0, "12-Mar-26", 40.0, False, False),
                                                              (600000.0, "", 60.0, False, False)]


def test_a_number_too_long_for_money_is_no_amount_and_raises_nothing():
    # Found by the fuzz test: forty digits glued to a currency code overflowed the rounding to the cent.
    assert figures.amounts("QAR" + "9" * 40 + " and AED 5,000", Conventions())[0].value == 5000
    assert extract_text("Price: QAR" + "9" * 40 + "\n10% on 1 May 2026") == []
