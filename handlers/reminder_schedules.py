"""Reminder schedules: list, read, create, update and delete the global reminder definitions."""

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field, PlainValidator, WithJsonSchema

from documents import reminder_schedules
from errors import not_found
from handlers.access import roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Text, changes
from handlers.openapi import CreatedAnswer, MessageAnswer, describe

OffsetAmount = Annotated[float, Field(ge=0, allow_inf_nan=False)]


def status_value(value: object) -> str | bool:
    # One validator instead of `Text | bool`, so a bad status gets one plain message.
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and 0 < len(value.strip()) <= 200:
        return value.strip()
    raise ValueError("must be a boolean or a non-empty string of at most 200 characters")


Status = Annotated[str | bool, PlainValidator(status_value), WithJsonSchema(
    {"anyOf": [{"type": "boolean"}, {"type": "string", "minLength": 1, "maxLength": 200, "pattern": r"\S"}]})]


class ScheduleCreate(BaseModel):
    status: Status
    offsetAmount: OffsetAmount
    offsetDirection: Text
    reminderType: Text


class ScheduleUpdate(Changes):
    status: Status = NOT_GIVEN
    offsetAmount: OffsetAmount = NOT_GIVEN
    offsetDirection: Text = NOT_GIVEN
    reminderType: Text = NOT_GIVEN


class ScheduleRecord(BaseModel):
    id: int
    status: str | bool
    offsetAmount: float
    offsetDirection: str
    reminderType: str
    createdAt: datetime
    updatedAt: datetime | None


EXAMPLE = {"status": "active", "offsetAmount": 7, "offsetDirection": "before", "reminderType": "installment_due"}


def schedule_out(schedule: reminder_schedules.ReminderSchedule) -> dict:
    return {"id": schedule.id, "status": schedule.status, "offsetAmount": schedule.offsetAmount,
            "offsetDirection": schedule.offsetDirection, "reminderType": schedule.reminderType,
            "createdAt": schedule.createdAt, "updatedAt": schedule.updatedAt}


class ReminderSchedulesHandler(BaseHandler):
    failure_messages = {"GET": "Failed to fetch reminder schedules", "POST": "Failed to create reminder schedule"}

    @roles("admin")
    @describe("All reminder schedules", responses={200: list[ScheduleRecord]})
    async def get(self):
        self.answer([schedule_out(schedule) for schedule in await reminder_schedules.list_all(self.db)])

    @roles("admin")
    @describe("Create a reminder schedule", body=ScheduleCreate, example=EXAMPLE, responses={201: CreatedAnswer})
    async def post(self):
        body = self.body(ScheduleCreate)
        schedule = await reminder_schedules.insert(
            self.db, status=body.status, offset_amount=body.offsetAmount, offset_direction=body.offsetDirection,
            reminder_type=body.reminderType,
        )
        self.answer({"message": "Reminder schedule created successfully", "id": schedule.id}, 201)


class ReminderScheduleHandler(BaseHandler):
    failure_messages = {"GET": "Failed to fetch reminder schedule", "PUT": "Failed to update reminder schedule",
                        "DELETE": "Failed to delete reminder schedule"}

    @roles("admin")
    @describe("One reminder schedule", responses={200: ScheduleRecord, 404: "Reminder schedule not found"})
    async def get(self, id: int):
        schedule = await reminder_schedules.get(self.db, id)
        if schedule is None:
            raise not_found("Reminder schedule")
        self.answer(schedule_out(schedule))

    @roles("admin")
    @describe("Change a reminder schedule", body=ScheduleUpdate, example={"status": False},
              responses={200: MessageAnswer, 404: "Reminder schedule not found"})
    async def put(self, id: int):
        fields = changes(self.body(ScheduleUpdate))
        if not await reminder_schedules.update(self.db, id, fields):
            raise not_found("Reminder schedule")
        self.answer({"message": "Reminder schedule updated successfully"})

    @roles("admin")
    @describe("Delete a reminder schedule", responses={200: MessageAnswer, 404: "Reminder schedule not found"})
    async def delete(self, id: int):
        if not await reminder_schedules.delete(self.db, id):
            raise not_found("Reminder schedule")
        self.answer({"message": "Reminder schedule deleted successfully"})


routes = [
    (r"/api/reminderSchedules/?", ReminderSchedulesHandler),
    (r"/api/reminderSchedules/(?P<id>[^/]+)/?", ReminderScheduleHandler),
]
