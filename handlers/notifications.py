"""Notifications: the caller's list with read state, marking all or one as read."""

from datetime import datetime

from pydantic import BaseModel

from handlers.access import authenticated
from handlers.base import BaseHandler
from handlers.openapi import MessageAnswer, describe
from services import notifications


class NotificationRecord(BaseModel):
    id: int
    title: str
    message: str
    type: str
    link: str | None
    createdAt: datetime
    read: bool


class NotificationsHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving notifications", "POST": "Error marking notifications as read"}

    @authenticated
    @describe("The notifications of the caller's access level, newest first, with their read state",
              responses={200: list[NotificationRecord]})
    async def get(self):
        self.answer(await notifications.list_for(self.db, self.current_user))

    @authenticated
    @describe("Mark all of the caller's notifications as read", responses={200: MessageAnswer})
    async def post(self):
        await notifications.mark_all_read(self.db, self.current_user)
        self.answer({"message": "Notifications marked as read successfully"})


class NotificationReadHandler(BaseHandler):
    failure_message = "Error marking notification as read"

    @authenticated
    @describe("Mark one notification as read", responses={200: MessageAnswer, 404: "Notification not found"})
    async def patch(self, notificationId: int):
        newly_read = await notifications.mark_read(self.db, self.current_user, notificationId)
        self.answer({"message": "Notification marked as read" if newly_read
                     else "Notification already marked as read"})


routes = [
    (r"/api/notifications/?", NotificationsHandler),
    # `*`, not `+`: an empty id reaches the handler and is answered 400 (missing id), not 404.
    (r"/api/notifications/(?P<notificationId>[^/]*)/read/?", NotificationReadHandler),
]
