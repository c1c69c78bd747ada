"""Statements of account, the ageing of what is owed and the collections forecast (CONTRACT 14), from the stored
figures: the same balances the group answers and the unpaid list show, so they agree to the cent."""

import asyncio
from dataclasses import dataclass
from datetime import date

from documents import installment_groups, payments
from documents.base import YIELD_EVERY
from documents.installment_groups import Plan
from documents.scope import Scope
from services import figures, pdf
from services.groups import figures_of, visible, visible_group
from services.sessions import Principal

BUCKETS = ("current", "1-30", "31-60", "61-90", "90+")


def bucket(days_past_due: int | None) -> str:
    """The ageing bucket of an installment this many days past due (None: undated)."""
    if days_past_due is None or days_past_due <= 0:
        return "current"
    if days_past_due <= 30:
        return "1-30"
    if days_past_due <= 60:
        return "31-60"
    if days_past_due <= 90:
        return "61-90"
    return "90+"


# --------------------------------------------------------------------------------------------- statement


async def statement(db, principal: Principal, group_id: int, as_of: date) -> dict:
    """The statement of account of a group the caller may see: every installment a debit on its due date (undated
    ones last), every approved installment payment a credit on its date, by date with debits first, and the
    running balance; `overdue` is the group's `dueAmount` on `as_of`. Two reads: the group, its payments."""
    group = await visible_group(db, principal, group_id)
    paid = [p for p in await payments.installment_payments(db, Scope.of([group.company]), [group.id])
            if p.status == "approved"]
    money = (await figures_of(db, [group], as_of))[group.id]
    rows = [((i.dueDate.date() if i.dueDate else None), 0, i.id, "installment", f"Installment {i.id}",
             i.description or ("Fee" if i.isFee else "Installment"), i.amountCents, 0) for i in group.installments]
    rows += [(p.paymentDate.date(), 1, p.id, "payment", f"Payment {p.id}",
              p.description or "Payment", 0, p.amountCents) for p in paid]
    rows.sort(key=lambda row: (row[0] is None, row[0] or date.min, row[1], row[2]))
    lines, balance = [], 0
    for when, _, _, kind, reference, description, debit, credit in rows:
        balance += debit - credit
        lines.append({"date": when, "kind": kind, "reference": reference, "description": description,
                      "debit": figures.to_decimal(debit), "credit": figures.to_decimal(credit),
                      "balance": figures.to_decimal(balance)})
    charged, received = sum(row[6] for row in rows), sum(row[7] for row in rows)
    return {
        "group": {"id": group.id, "name": group.name, "unitNumber": group.unitNumber,
                  "projectName": group.projectName, "companyName": group.companyName},
        "clients": [{"clientId": c.clientId, "clientName": c.clientName} for c in group.clients],
        "asOf": as_of, "lines": lines,
        "totals": {"charged": figures.to_decimal(charged), "paid": figures.to_decimal(received),
                   "balance": figures.to_decimal(charged - received),
                   "overdue": figures.to_decimal(money.due_amount)},
    }


# ----------------------------------------------------------------------------------------- ageing, forecast


@dataclass(frozen=True)
class Owed:
    """An installment with a balance, as a report reads it from a group's stored figures."""

    due: date | None
    balance: int


def owed(plan: Plan) -> list[Owed]:
    """The installments of a settled plan that still have a balance."""
    if plan.balances is None:
        return []
    return [Owed(raw["dueDate"].date() if raw.get("dueDate") else None, plan.balances[raw["id"]])
            for raw in plan.installments if plan.balances[raw["id"]] > 0]


async def _plans(db, principal: Principal, company: int | None, today: date) -> list[Plan]:
    """The groups of the caller's companies (of `company` when given) that it may see, with their balances: one
    read. A group not settled for its installments yet (written around the services) is settled first
    (services.groups.figures_of) and read again."""
    scope = await visible(db, principal)
    filters = {"company": company} if company is not None else None
    found = await installment_groups.find_plans(db, scope, filters)
    unsettled = [plan.id for plan in found if plan.balances is None]
    if unsettled:
        await figures_of(db, list((await installment_groups.get_many(db, scope, unsettled)).values()), today)
        found = await installment_groups.find_plans(db, scope, filters)
    return found


async def ageing(db, principal: Principal, company: int | None, as_of: date, today: date) -> dict:
    """Each installment's balance in the bucket of its days past due on `as_of`, by group; groups owing nothing
    left out; by total, largest first."""
    totals = dict.fromkeys(BUCKETS, 0)
    groups = []
    for index, plan in enumerate(await _plans(db, principal, company, today), start=1):
        if index % YIELD_EVERY == 0:
            await asyncio.sleep(0)  # thousands of groups: other requests run meanwhile
        buckets = dict.fromkeys(BUCKETS, 0)
        for entry in owed(plan):
            buckets[bucket(None if entry.due is None else (as_of - entry.due).days)] += entry.balance
        total = sum(buckets.values())
        if total == 0:
            continue
        for name, cents in buckets.items():
            totals[name] += cents
        doc = plan.doc
        groups.append((total, plan.id, {
            "groupId": plan.id, "groupName": doc["name"], "companyId": doc["company"],
            "clientNames": [c.get("clientName") for c in doc.get("clients") or []],
            **{name: figures.to_decimal(cents) for name, cents in buckets.items()},
            "total": figures.to_decimal(total)}))
    groups.sort(key=lambda row: (-row[0], row[1]))
    return {"asOf": as_of,
            "totals": {**{name: figures.to_decimal(cents) for name, cents in totals.items()},
                       "total": figures.to_decimal(sum(totals.values()))},
            "groups": [row for _, _, row in groups]}


def _month(day: date) -> str:
    return f"{day.year:04d}-{day.month:02d}"


def _add_months(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


async def forecast(db, principal: Principal, company: int | None, months: int, today: date) -> dict:
    """The balances expected month by month from the current month on (this month: those due from today), and
    the balances already overdue (due before today). Undated installments are in neither."""
    wanted = [_month(_add_months(today, n)) for n in range(months)]
    expected = dict.fromkeys(wanted, 0)
    overdue = 0
    for plan in await _plans(db, principal, company, today):
        for entry in owed(plan):
            if entry.due is None:
                continue
            if entry.due < today:
                overdue += entry.balance
            elif _month(entry.due) in expected:
                expected[_month(entry.due)] += entry.balance
    return {"overdue": figures.to_decimal(overdue),
            "months": [{"month": month, "expected": figures.to_decimal(cents)} for month, cents in expected.items()]}



async def statement_pdf(db, principal: Principal, group_id: int, as_of: date, printed: date) -> bytes:
    """The statement as an A4 PDF (templates/pdf/statement.html): company, unit, clients, every line, totals,
    page numbers."""
    found = await statement(db, principal, group_id, as_of)

    def text(amount) -> str:
        return pdf.money(amount) if amount else ""

    lines = [{**line, "date": line["date"].isoformat() if line["date"] else None, "debit_text": text(line["debit"]),
              "credit_text": text(line["credit"]), "balance_text": pdf.money(line["balance"])}
             for line in found["lines"]]
    return await pdf.render("statement", {
        "group": found["group"], "clients": found["clients"], "as_of": as_of.isoformat(),
        "printed": printed.isoformat(), "lines": lines,
        "totals": {name: pdf.money(amount) for name, amount in found["totals"].items()}})
