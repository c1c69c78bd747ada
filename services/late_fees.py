"""Automatic late fees (CONTRACT 13): once a day, a fee installment on every installment more than the grace days
late, once ever: its charge record (`_id` the installment id) is inserted in the transaction that adds the fee, and
stays when the fee is deleted (waived)."""

from datetime import UTC, date, datetime, time
from types import SimpleNamespace

from pymongo.errors import DuplicateKeyError

from documents import companies, group_logs, installment_groups, late_fee_charges
from documents.base import utcnow
from documents.counters import next_ids
from documents.database import in_transaction
from documents.installment_groups import Installment, Plan
from documents.scope import Scope
from services import figures
from services.groups import settle

# The author of the log entries of the daily runs (reminders sent, fees added).
SYSTEM = SimpleNamespace(id=None, name="Automatic reminders and late fees")


def midnight(day: date) -> datetime:
    """A business day as stored: UTC midnight."""
    return datetime.combine(day, time(), UTC)


def dated_installments(plan: Plan) -> list[tuple[dict, date]]:
    """The plan's stored installments that have a due date, with it."""
    return [(raw, raw["dueDate"].date()) for raw in plan.installments if raw.get("dueDate") is not None]




def late_fee(balance: int, settings: companies.LateFeeSettings) -> int:
    """The fee in cents: the percent of the balance rounded half up to the cent, or the flat amount; never
    above the cap."""
    if settings.percentBasisPoints is not None:
        fee = (balance * settings.percentBasisPoints + 5_000) // 10_000
    else:
        fee = settings.flatAmountCents or 0
    return min(fee, settings.capCents) if settings.capCents is not None else fee


def overdue_for_fee(plan: Plan, day: date, grace_days: int) -> list[dict]:
    """Installments of the plan that a late fee is charged on at `day`: not fees, balance above 0, due more
    than `grace_days` days before."""
    if plan.balances is None:
        return []
    return [raw for raw, due in dated_installments(plan) if not raw.get("isFee") and plan.balances[raw["id"]] > 0
            and (day - due).days > grace_days]


async def charge_late_fees(db, company: companies.Company, day: date) -> int:
    """Charges the day's late fees of the company, each once ever; how many were charged."""
    settings = company.lateFees
    if not settings.enabled:
        return 0
    scope = Scope.of([company.id])
    charged = 0
    plans = await installment_groups.find_plans(db, scope, {"company": company.id})
    owed = {plan.id: overdue_for_fee(plan, day, settings.graceDays) for plan in plans}
    done = await late_fee_charges.charged(db, scope, [raw["id"] for rows in owed.values() for raw in rows])
    for group_id, rows in owed.items():
        for raw in rows:
            if raw["id"] not in done and await _charge(db, scope, company, group_id, raw["id"], day):
                charged += 1
    return charged


async def _charge(db, scope: Scope, company: companies.Company, group_id: int, installment_id: int,
                  day: date) -> bool:
    """One fee, in one transaction with its charge record, its log entry and the group's figures. The charge
    record's `_id` (the installment) decides: a second run's transaction conflicts or finds it."""
    [fee_id] = await next_ids(db, "installments", 1)  # the counter of installment ids (services.installments)

    async def charge(session) -> bool:
        if await late_fee_charges.charged(db, scope, [installment_id], session=session):
            return False
        group = await installment_groups.get(db, scope, group_id, session=session)
        if group is None or group.figures is None:
            return False
        target = next((i for i in group.installments if i.id == installment_id), None)
        balance = next((own.balanceCents for own in group.figures.installments if own.id == installment_id), 0)
        if target is None or target.isFee or target.dueDate is None or balance <= 0:
            return False
        amount = late_fee(balance, company.lateFees)
        if amount <= 0:
            return False
        fee = Installment(id=fee_id, amountCents=amount, dueDate=midnight(day), isFee=True, status="unpaid",
                          description=f"Late fee: {target.description or 'Installment'}", lateFeeFor=installment_id,
                          createdAt=utcnow())
        await installment_groups.set_installments(db, scope, group_id, [*group.installments, fee], session=session)
        await late_fee_charges.record(db, scope, installment_id, {
            "company": company.id, "groupId": group_id, "feeInstallmentId": fee_id, "amountCents": amount,
            "chargedOn": day.isoformat()}, session)
        await group_logs.write(db, group_id, SYSTEM, [(
            "installment_created", f"Installment {fee_id} of {figures.money_text(amount)} due {day.isoformat()} "
                                   f"added: late fee on installment {installment_id}")], session)
        await settle(db, scope, group_id, session)
        return True

    try:
        return await in_transaction(db, charge)
    except DuplicateKeyError:  # another run's transaction charged it first
        return False
