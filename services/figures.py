"""The money figures of one installment group, computed purely from its installments and payments."""

import calendar
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from decimal import Decimal
from typing import TypeVar

# Amounts are integer cents throughout: sums of floats drift, sums of ints are exact.


T = TypeVar("T")


@dataclass(frozen=True)
class InstallmentIn:
    id: int
    amount: int  # cents, >= 0
    due_date: date | None  # None = no date (e.g. "on handover")
    is_fee: bool
    stored_status: str  # "unpaid" or "pending" as stored
    payment_id: int | None  # a payment linked to this installment, if any


@dataclass(frozen=True)
class PaymentIn:
    id: int
    amount: int  # cents, > 0
    status: str  # "pending" | "approved" | "declined"
    client_id: int | None
    payment_date: date


@dataclass(frozen=True)
class Allocation:
    """A share of one approved payment applied to one installment."""

    payment_id: int
    amount: int
    client_id: int | None
    payment_date: date


@dataclass(frozen=True)
class InstallmentFigures:
    id: int
    balance: int
    status: str
    allocations: tuple[Allocation, ...]


@dataclass(frozen=True)
class GroupFigures:
    total_amount: int
    total_amount_without_fees: int
    paid_amount: int
    pending_amount: int
    remaining_amount: int
    due_amount: int
    available_balance: int
    upcoming_payment: int
    installments: dict[int, InstallmentFigures]  # by installment id


def allocation_order(installments: Sequence[InstallmentIn]) -> list[InstallmentIn]:
    """FIFO: earliest due first, undated ("on handover") last, id breaks ties so the order is total."""
    return sorted(installments, key=lambda i: (i.due_date is None, i.due_date or date.min, i.id))


def _allocate(ordered: list[InstallmentIn], payments: Sequence[PaymentIn]) -> dict[int, list[Allocation]]:
    pieces: dict[int, list[Allocation]] = {i.id: [] for i in ordered}
    unfilled = {i.id: i.amount for i in ordered}
    approved = sorted((p for p in payments if p.status == "approved"), key=lambda p: (p.payment_date, p.id))
    position = 0
    for payment in approved:
        left = payment.amount
        while left > 0 and position < len(ordered):
            installment = ordered[position]
            share = min(left, unfilled[installment.id])
            if share > 0:
                pieces[installment.id].append(Allocation(payment.id, share, payment.client_id, payment.payment_date))
                unfilled[installment.id] -= share
                left -= share
            if unfilled[installment.id] == 0:
                position += 1
        # Whatever is still left once every installment is full stays unallocated (overpayment).
    return pieces


def _status(installment: InstallmentIn, balance: int, pending_payment_ids: set[int]) -> str:
    if balance == 0 and installment.amount > 0:
        return "paid"
    if 0 < balance < installment.amount:
        return "partially_paid"
    if installment.stored_status == "pending" or installment.payment_id in pending_payment_ids:
        return "pending"
    return installment.stored_status or "unpaid"


@dataclass(frozen=True)
class PlanFigures:
    """What a group's installments and payments settle whatever the day: balances, statuses, allocations and
    the amounts paid, pending and remaining (issue 15 stores these with the group)."""

    total_amount: int
    total_amount_without_fees: int
    paid_amount: int
    pending_amount: int
    remaining_amount: int
    installments: dict[int, InstallmentFigures]  # by installment id


def group_figures(installments: Sequence[InstallmentIn], payments: Sequence[PaymentIn], today: date) -> GroupFigures:
    return on_day(installments, plan_figures(installments, payments), today)


def plan_figures(installments: Sequence[InstallmentIn], payments: Sequence[PaymentIn]) -> PlanFigures:
    for installment in installments:
        if installment.amount < 0:
            raise ValueError(f"installment {installment.id} has a negative amount")
    for payment in payments:
        if payment.amount < 0:
            raise ValueError(f"payment {payment.id} has a negative amount")

    ordered = allocation_order(installments)
    pieces = _allocate(ordered, payments)
    pending_payment_ids = {p.id for p in payments if p.status == "pending"}

    per_installment: dict[int, InstallmentFigures] = {}
    for installment in ordered:
        balance = installment.amount - sum(piece.amount for piece in pieces[installment.id])
        per_installment[installment.id] = InstallmentFigures(
            id=installment.id,
            balance=balance,
            status=_status(installment, balance, pending_payment_ids),
            allocations=tuple(pieces[installment.id]),
        )

    total_amount = sum(i.amount for i in installments)
    paid_amount = sum(p.amount for p in payments if p.status == "approved")
    return PlanFigures(
        total_amount=total_amount,
        total_amount_without_fees=sum(i.amount for i in installments if not i.is_fee),
        paid_amount=paid_amount,
        pending_amount=sum(p.amount for p in payments if p.status == "pending"),
        remaining_amount=max(0, total_amount - paid_amount),
        installments=per_installment,
    )


def on_day(installments: Sequence[InstallmentIn], plan: PlanFigures, today: date) -> GroupFigures:
    """The figures of `today` from the settled ones, with no payment at hand: what has fallen due and is
    unpaid, what the payments cover beyond it, and the next balance to come."""
    ordered = allocation_order(installments)
    balances = {i.id: plan.installments[i.id].balance for i in ordered}
    fallen_due = [i for i in ordered if i.due_date is not None and i.due_date <= today]
    upcoming = next((balances[i.id] for i in ordered
                     if i.due_date is not None and i.due_date > today and balances[i.id] > 0), 0)
    return GroupFigures(
        total_amount=plan.total_amount,
        total_amount_without_fees=plan.total_amount_without_fees,
        paid_amount=plan.paid_amount,
        pending_amount=plan.pending_amount,
        remaining_amount=plan.remaining_amount,
        due_amount=sum(balances[i.id] for i in fallen_due),
        available_balance=max(0, plan.paid_amount - sum(i.amount for i in fallen_due)),
        upcoming_payment=upcoming,
        installments=plan.installments,
    )


def unpaid_installments(installments: Sequence[InstallmentIn], figures: GroupFigures,
                        today: date) -> list[InstallmentIn]:
    """Overdue installments plus the next one to pay; undated installments are never asked for."""
    return open_installments(installments, {i: own.balance for i, own in figures.installments.items()}, today)


def open_installments(installments: Sequence[InstallmentIn], balances: Mapping[int, int],
                      today: date) -> list[InstallmentIn]:
    """`unpaid_installments` from the settled balances by installment id alone."""
    dated_open = [i for i in allocation_order(installments) if i.due_date is not None and balances[i.id] > 0]
    return overdue_and_next(dated_open, lambda i: i.due_date or today, today)  # dated: never None here


def overdue_and_next(dated_open: Sequence[T], due_of: Callable[[T], date], today: date) -> list[T]:
    """Of a group's open dated installments, by due date: every one overdue (due before today), then the
    next one: the unpaid list's rows of that group."""
    overdue = [entry for entry in dated_open if due_of(entry) < today]
    return overdue + list(dated_open[len(overdue):len(overdue) + 1])


def _require_int(cents: int) -> None:
    # bool is an int subclass and a float would silently lose exactness: both are caller bugs.
    if not isinstance(cents, int) or isinstance(cents, bool):
        raise TypeError(f"cents must be an int, not {type(cents).__name__}")


def money_text(cents: int) -> str:
    _require_int(cents)
    sign = "-" if cents < 0 else ""
    whole, fraction = divmod(abs(cents), 100)
    return f"{sign}{whole}.{fraction:02d}"


def to_decimal(cents: int) -> Decimal:
    # Built from text rather than by arithmetic, so no decimal context precision can round it.
    return Decimal(money_text(cents))


def to_cents(value: Decimal) -> int:
    if not isinstance(value, Decimal):
        raise TypeError(f"value must be a Decimal, not {type(value).__name__}")
    if not value.is_finite():
        raise ValueError(f"{value} is not a finite amount")
    # Integer arithmetic on the digits, so no decimal context precision can round it.
    sign, digits, exponent = value.as_tuple()
    if not isinstance(exponent, int):  # 'n', 'N', 'F': NaN or infinity
        raise ValueError(f"not a finite amount: {value}")
    magnitude = int("".join(map(str, digits)) or "0")
    shift = exponent + 2
    if shift >= 0:
        cents = magnitude * 10**shift
    else:
        cents, rest = divmod(magnitude, 10**-shift)
        if rest:
            raise ValueError(f"{value} has more than 2 decimal places")
    return -cents if sign else cents


def stored_fields(fields: dict, date_field: str, names: Collection[str] | None = None) -> dict:
    """API fields -> stored fields: `amount` (Decimal) as `amountCents`, `date_field` (a date) at UTC midnight
    (None kept); the other fields as they are, only those in `names` when given."""
    stored: dict = {}
    for key, value in fields.items():
        if key == "amount":
            stored["amountCents"] = to_cents(value)
        elif key == date_field:
            stored[key] = datetime.combine(value, time(), UTC) if isinstance(value, date) else value
        elif names is None or key in names:
            stored[key] = value
    return stored


def add_months(start: date, months: int) -> date:
    """The same day `months` later, or that month's last day when it is shorter (31 Jan + 1 = 28/29 Feb)."""
    index = start.month - 1 + months
    year, month = start.year + index // 12, index % 12 + 1
    return date(year, month, min(start.day, calendar.monthrange(year, month)[1]))
