"""Statements of account and reports (CONTRACT 14): the statement of a group (whoever may see it, its clients
included), the ageing of what is owed and the collections forecast (admin and finance, their companies only)."""

from datetime import date
from datetime import date as Day  # StatementLine has a field named `date`
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from errors import ApiError
from handlers.access import roles
from handlers.base import BaseHandler
from handlers.fields import Id
from handlers.installment_groups.common import GROUP_NOT_FOUND, READERS
from handlers.openapi import Exportable, PdfOr, describe
from services import reports

MAX_MONTHS = 24


class StatementGroup(BaseModel):
    id: int
    name: str
    unitNumber: str
    projectName: str
    companyName: str


class StatementClient(BaseModel):
    clientId: int
    clientName: str


class StatementLine(BaseModel):
    date: Day | None  # None: an installment without a due date (listed after the dated ones)
    kind: str  # "installment" | "payment"
    reference: str
    description: str
    debit: float
    credit: float
    balance: float


class StatementTotals(BaseModel):
    charged: float
    paid: float
    balance: float
    overdue: float


class Statement(BaseModel):
    group: StatementGroup
    clients: list[StatementClient]
    asOf: date
    lines: list[StatementLine]
    totals: StatementTotals


class AgeingReport(BaseModel):
    asOf: date
    totals: dict[str, float]
    groups: list[dict]


class ForecastMonth(BaseModel):
    month: str
    expected: float


class Forecast(BaseModel):
    overdue: float
    months: list[ForecastMonth]


AS_OF = (date, "The day the amounts are judged on, YYYY-MM-DD (default today)")
AGEING_COLUMNS = ["groupId", "groupName", "companyId", "clientNames", *reports.BUCKETS, "total"]


class StatementHandler(BaseHandler):
    failure_message = "Error building the statement"

    @roles(*READERS)
    @describe("A group's statement of account: its installments as debits, its approved payments as credits, "
              "the running balance and what is overdue on `asOf`; `format=pdf` answers it as an A4 PDF",
              query={"asOf": AS_OF, "format": (Literal["pdf"], "pdf: the statement as a PDF (default: JSON)")},
              responses={200: PdfOr(Statement), 404: GROUP_NOT_FOUND})
    async def get(self, id: int):
        kind = self.query_text("format")
        if kind not in (None, "pdf"):
            raise ApiError(400, "format must be pdf")
        as_of = self.query_day("asOf") or self.today()
        if kind == "pdf":
            body = await reports.statement_pdf(self.db, self.current_user, id, as_of, self.today())
            return self.answer_pdf(body, f"statement-{id}-{as_of.isoformat()}.pdf")
        self.answer(await reports.statement(self.db, self.current_user, id, as_of))


class AgeingHandler(BaseHandler):
    heavy_methods = ("GET",)  # reads every group of the caller's companies: see MAX_HEAVY_IN_FLIGHT
    failure_message = "Error building the ageing report"

    @roles("admin", "finance")
    @describe("What is owed by how long it is past due (current, 1-30, 31-60, 61-90, 90+ days), by group, largest "
              "first; `totals` and each group have those buckets and `total`",
              query={"company": (Id, "Only this company (default: every company of the caller)"), "asOf": AS_OF,
                     "format": (Literal["csv", "xlsx"], "Answer the same rows as a file to download (default: JSON)")},
              responses={200: Exportable(AgeingReport)})
    async def get(self):
        kind = self.export_format()
        today = self.today()
        report = await reports.ageing(self.db, self.current_user, self.query_int("company"),
                                      self.query_day("asOf") or today, today)
        if kind is not None:  # the groups' rows
            return await self.answer_export(kind, "ageing", AGEING_COLUMNS, report["groups"])
        self.answer(report)


class ForecastHandler(BaseHandler):
    heavy_methods = ("GET",)
    failure_message = "Error building the forecast"

    @roles("admin", "finance")
    @describe("The balances expected month by month from this month on (this month: from today), and those "
              "already overdue", query={"company": (Id, "Only this company (default: every company of the "
                                                    "caller)"),
                                        "months": (Annotated[int, Field(ge=1, le=MAX_MONTHS)],
                                                   "How many months, 1-24 (default 6)")},
              responses={200: Forecast})
    async def get(self):
        months = self.query_int("months") or 6
        if months > MAX_MONTHS:
            raise ApiError(400, f"months must be at most {MAX_MONTHS}")
        self.answer(await reports.forecast(self.db, self.current_user, self.query_int("company"), months,
                                           self.today()))


routes = [
    (r"/api/reports/ageing/?", AgeingHandler),
    (r"/api/reports/forecast/?", ForecastHandler),
]
