"""Automatic reminders (CONTRACT 13): the deliveries made, a preview of a day's run, and a run started by hand.
Every route sees only the caller's companies: another company's deliveries are absent, its run not started."""

import math
from datetime import date, datetime
from datetime import date as Day  # the type of RunBody's field named `date`
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from documents import reminder_deliveries
from errors import ApiError
from handlers.access import roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Id, Page, page_number
from handlers.openapi import MessageAnswer, describe
from services import daily_runs, dunning, figures

MAX_LIMIT = 100


class RunBody(BaseModel):
    date: Day = NOT_GIVEN


class Preview(BaseModel):
    installmentId: int
    groupId: int
    groupName: str
    clientId: int
    clientName: str
    scheduleId: int
    channel: Literal["email", "whatsapp"]
    amount: float
    dueDate: datetime
    scheduledFor: datetime


class DeliveryRecord(Preview):
    id: int
    status: Literal["sent", "failed", "skipped"]
    error: str | None
    sentAt: datetime | None


class Pagination(BaseModel):
    total: int
    page: int
    limit: int
    pages: int


class DeliveriesPage(BaseModel):
    data: list[DeliveryRecord]
    pagination: Pagination


def delivery_out(delivery: reminder_deliveries.Delivery) -> dict:
    return {"id": delivery.id, "installmentId": delivery.installmentId, "groupId": delivery.groupId,
            "groupName": delivery.groupName, "clientId": delivery.clientId, "clientName": delivery.clientName,
            "scheduleId": delivery.scheduleId, "channel": delivery.channel,
            # A delivery a run holds this moment is reported as failed would be: not (yet) sent.
            "status": delivery.status if delivery.status in reminder_deliveries.STATUSES else "failed",
            "error": delivery.error if delivery.status != "sending" else "Being sent",
            "amount": figures.to_decimal(delivery.amountCents), "dueDate": delivery.dueDate,
            "scheduledFor": delivery.scheduledFor, "sentAt": delivery.sentAt}


def preview_out(reminder: dunning.Reminder) -> dict:
    return {"installmentId": reminder.installment_id, "groupId": reminder.group_id, "groupName": reminder.group_name,
            "clientId": reminder.client.id, "clientName": reminder.client.name, "scheduleId": reminder.schedule_id,
            "channel": reminder.channel, "amount": figures.to_decimal(reminder.amount_cents),
            "dueDate": dunning.midnight(reminder.due), "scheduledFor": dunning.midnight(reminder.scheduled_for)}


class DeliveriesHandler(BaseHandler):
    failure_message = "Error retrieving reminder deliveries"

    @roles("admin", "finance")
    @describe("The reminders the daily runs made, newest first", responses={200: DeliveriesPage}, query={
        "company": (Id, "Only this company's"), "group": (Id, "Only this group's"),
        "status": (Literal["sent", "failed", "skipped"], "Only deliveries with this status"),
        "page": (Page, "Page number (default 1)"),
        "limit": (Annotated[int, Field(ge=1, le=MAX_LIMIT)], "Page size (default 20)")})
    async def get(self):
        status = self.query_text("status")
        if status is not None and status not in reminder_deliveries.STATUSES:
            raise ApiError(400, f"status must be one of {', '.join(reminder_deliveries.STATUSES)}")
        page, limit = page_number(self.query_int("page")) or 1, self.query_int("limit") or 20
        if limit > MAX_LIMIT:
            raise ApiError(400, f"limit must be at most {MAX_LIMIT}")
        found, total = await reminder_deliveries.find_page(
            self.db, self.current_user.scope, company_id=self.query_int("company"), group_id=self.query_int("group"),
            status=status, page=page, limit=limit)
        self.answer({"data": [delivery_out(d) for d in found],
                     "pagination": {"total": total, "page": page, "limit": limit, "pages": math.ceil(total / limit)}})


class PreviewHandler(BaseHandler):
    heavy_methods = ("GET",)  # reads a company's whole book: see MAX_HEAVY_IN_FLIGHT
    failure_message = "Error previewing reminders"

    @roles("admin", "finance")
    @describe("The reminders a run on `date` would send; nothing is sent or stored", responses={200: list[Preview]},
              query={"date": (date, "The run's business day, YYYY-MM-DD (default today)"),
                     "company": (Id, "Only this company (default: every company of the caller)")})
    async def get(self):
        day = self.query_day("date") or self.today()
        found = await daily_runs.preview(self.db, self.current_user.scope, self.query_int("company"), day)
        self.answer([preview_out(reminder) for reminder in found])


class RunHandler(BaseHandler):
    failure_message = "Error starting the reminder run"

    @roles("admin")
    @describe("Run a day's reminders and late fees now for the caller's companies, as the daily run would; "
              "what was sent or charged already is not again", body=RunBody, example={"date": "2026-11-25"},
              responses={202: MessageAnswer, 400: "A date in the future"})
    async def post(self):
        body = self.body(RunBody, empty_ok=True)
        day = body.date or self.today()
        if day > self.today():
            raise ApiError(400, "date must not be in the future")
        jobs = await daily_runs.request_run_for(self.db, self.current_user.scope, day)
        self.answer({"message": f"Reminder run started for {day.isoformat()} ({len(jobs)} company run(s))"}, 202)


routes = [
    (r"/api/reminders/deliveries/?", DeliveriesHandler),
    (r"/api/reminders/preview/?", PreviewHandler),
    (r"/api/reminders/run/?", RunHandler),
]
