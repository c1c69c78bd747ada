"""Group money figures: a hand-worked example, an overpayment, invariants over random groups, and cents conversion."""

import random
from datetime import date, timedelta
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.figures import (
    Allocation,
    InstallmentIn,
    PaymentIn,
    allocation_order,
    group_figures,
    money_text,
    to_cents,
    to_decimal,
    unpaid_installments,
)

TODAY = date(2026, 6, 15)
A, B, C, D, E, F = 1, 2, 3, 4, 5, 6


def installment(id: int, amount: int, due_date: date | None, is_fee: bool = False, stored_status: str = "unpaid",
                payment_id: int | None = None) -> InstallmentIn:
    return InstallmentIn(id, amount, due_date, is_fee, stored_status, payment_id)


# Listed out of order on purpose: the allocation order must come from the dates and ids, not the input.
WORKED_INSTALLMENTS = [
    installment(E, 3_000_000, date(2026, 9, 1), payment_id=3),
    installment(F, 500_000, None),
    installment(C, 2_000_050, date(2026, 3, 1)),
    installment(B, 50_000, date(2026, 1, 10), is_fee=True),
    installment(A, 1_000_000, date(2026, 1, 10)),
    installment(D, 1_500_000, date(2026, 6, 15)),
]
WORKED_PAYMENTS = [
    PaymentIn(4, 99_999, "declined", 7, date(2026, 4, 1)),
    PaymentIn(2, 1_000_025, "approved", 7, date(2026, 3, 2)),
    PaymentIn(3, 700_000, "pending", 7, date(2026, 6, 1)),
    PaymentIn(1, 1_200_000, "approved", 7, date(2026, 1, 5)),
]


def test_hand_worked_group():
    figures = group_figures(WORKED_INSTALLMENTS, WORKED_PAYMENTS, TODAY)

    assert figures.total_amount == 8_050_050  # 10000.00 + 500.00 + 20000.50 + 15000.00 + 30000.00 + 5000.00
    assert figures.total_amount_without_fees == 8_000_050
    assert figures.paid_amount == 2_200_025  # 12000.00 + 10000.25; the declined 999.99 counts for nothing
    assert figures.pending_amount == 700_000
    assert figures.remaining_amount == 5_850_025
    assert figures.due_amount == 2_350_025  # C's 8500.25 + D's 15000.00 (due today)
    assert figures.available_balance == 0  # 22000.25 paid < 45500.50 fallen due
    assert figures.upcoming_payment == 3_000_000  # E

    balances = {id: f.balance for id, f in figures.installments.items()}
    assert balances == {A: 0, B: 0, C: 850_025, D: 1_500_000, E: 3_000_000, F: 500_000}
    statuses = {id: f.status for id, f in figures.installments.items()}
    assert statuses == {A: "paid", B: "paid", C: "partially_paid", D: "unpaid", E: "pending", F: "unpaid"}

    # Payment 1 (12000.00) fills A, then the fee B, and its last 1500.00 goes to C; payment 2 goes all to C.
    allocations = {id: f.allocations for id, f in figures.installments.items()}
    assert allocations == {
        A: (Allocation(1, 1_000_000, 7, date(2026, 1, 5)),),
        B: (Allocation(1, 50_000, 7, date(2026, 1, 5)),),
        C: (Allocation(1, 150_000, 7, date(2026, 1, 5)), Allocation(2, 1_000_025, 7, date(2026, 3, 2))),
        D: (), E: (), F: (),
    }
    assert money_text(figures.remaining_amount) == "58500.25"
    assert to_decimal(figures.installments[C].balance) == Decimal("8500.25")


def test_hand_worked_unpaid_installments():
    figures = group_figures(WORKED_INSTALLMENTS, WORKED_PAYMENTS, TODAY)
    # C is overdue; D (due today) is the next one to pay; E is later, F has no date.
    assert [i.id for i in unpaid_installments(WORKED_INSTALLMENTS, figures, TODAY)] == [C, D]


def test_stored_pending_status_is_kept_when_unpaid():
    figures = group_figures([installment(1, 100, TODAY, stored_status="pending")], [], TODAY)
    assert figures.installments[1].status == "pending"


def test_overpayment():
    installments = [installment(1, 10_000, date(2026, 1, 1)), installment(2, 20_000, date(2026, 12, 1))]
    payments = [PaymentIn(1, 50_000, "approved", None, date(2026, 1, 1))]
    figures = group_figures(installments, payments, TODAY)

    assert figures.paid_amount == 50_000
    assert figures.remaining_amount == 0
    assert figures.due_amount == 0
    assert figures.upcoming_payment == 0
    assert figures.available_balance == 40_000  # 500.00 paid - 100.00 fallen due
    assert {id: (f.balance, f.status) for id, f in figures.installments.items()} == {1: (0, "paid"), 2: (0, "paid")}
    assert sum(a.amount for f in figures.installments.values() for a in f.allocations) == 30_000
    assert unpaid_installments(installments, figures, TODAY) == []


def test_exact_cents():
    assert to_cents(Decimal("0.10")) + to_cents(Decimal("0.20")) == to_cents(Decimal("0.30")) == 30
    assert money_text(to_cents(Decimal("0.10")) + to_cents(Decimal("0.20"))) == "0.30"
    assert money_text(150_000) == "1500.00"
    assert money_text(-50) == "-0.50"
    assert money_text(0) == "0.00"
    assert str(to_decimal(150_000)) == "1500.00"
    assert str(to_decimal(-5)) == "-0.05"


def test_to_cents_accepts_exact_amounts():
    assert to_cents(Decimal("1.5")) == 150
    assert to_cents(Decimal("-0")) == 0
    assert to_cents(Decimal("1.500")) == 150  # trailing zeros do not make it inexact
    assert to_cents(Decimal("1E+30")) == 10**32  # beyond the decimal context's 28 digits, still exact
    assert to_cents(Decimal("-12.34")) == -1234


@pytest.mark.parametrize("value", [Decimal("1.005"), Decimal("NaN"), Decimal("sNaN"), Decimal("Infinity"),
                                   Decimal("-Infinity")])
def test_to_cents_rejects(value):
    with pytest.raises(ValueError):
        to_cents(value)


def test_floats_are_refused():
    with pytest.raises(TypeError):
        to_cents(1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        money_text(1.5)  # type: ignore[arg-type]


START = date(2024, 1, 1)
dates = st.integers(0, 3 * 365).map(lambda days: START + timedelta(days=days))


@st.composite
def groups(draw):
    installment_count = draw(st.integers(0, 15))
    installments = [
        installment(id, draw(st.integers(0, 10**9)), draw(st.none() | dates), draw(st.booleans()),
                    draw(st.sampled_from(["unpaid", "pending"])), draw(st.none() | st.integers(1, 10)))
        for id in draw(st.lists(st.integers(1, 1000), min_size=installment_count, max_size=installment_count,
                                unique=True))
    ]
    payment_count = draw(st.integers(0, 10))
    payments = [
        PaymentIn(id, draw(st.integers(1, 3 * 10**9)), draw(st.sampled_from(["pending", "approved", "declined"])),
                  draw(st.none() | st.integers(1, 5)), draw(dates))
        for id in draw(st.lists(st.integers(1, 1000), min_size=payment_count, max_size=payment_count, unique=True))
    ]
    return installments, payments, draw(dates)


@settings(max_examples=300, deadline=None)
@given(groups(), st.randoms(use_true_random=False))
def test_invariants(group, shuffler: random.Random):
    installments, payments, today = group
    figures = group_figures(installments, payments, today)
    by_id = {i.id: i for i in installments}
    per_installment = figures.installments

    assert sum(f.balance for f in per_installment.values()) == figures.remaining_amount
    for id, f in per_installment.items():
        assert 0 <= f.balance <= by_id[id].amount
        assert sum(a.amount for a in f.allocations) == by_id[id].amount - f.balance
    if figures.paid_amount <= figures.total_amount:
        assert figures.paid_amount + figures.remaining_amount == figures.total_amount
    allocated = sum(a.amount for f in per_installment.values() for a in f.allocations)
    assert allocated == min(figures.paid_amount, figures.total_amount)
    assert figures.due_amount <= figures.remaining_amount

    # FIFO: once an installment still owes money, nothing later in the order has received any.
    owing_seen = False
    for i in allocation_order(installments):
        if owing_seen:
            assert per_installment[i.id].allocations == ()
        owing_seen = owing_seen or per_installment[i.id].balance > 0

    shuffled_installments, shuffled_payments = list(installments), list(payments)
    shuffler.shuffle(shuffled_installments)
    shuffler.shuffle(shuffled_payments)
    assert group_figures(shuffled_installments, shuffled_payments, today) == figures
    assert (unpaid_installments(shuffled_installments, figures, today)
            == unpaid_installments(installments, figures, today))
