"""Notifications: the caller's list with read state, marking all or one as read."""

from handlers.base import BaseHandler, authenticated
from services import notifications


class NotificationsHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving notifications", "POST": "Error marking notifications as read"}

    @authenticated
    async def get(self):
        self.answer(await notifications.list_for(self.db, self.principal))

    @authenticated
    async def post(self):
        await notifications.mark_all_read(self.db, self.principal)
        self.answer({"message": "Notifications marked as read successfully"})


class NotificationReadHandler(BaseHandler):
    failure_message = "Error marking notification as read"

    @authenticated
    async def patch(self, notificationId: int):
        newly_read = await notifications.mark_read(self.db, self.principal, notificationId)
        self.answer({"message": "Notification marked as read" if newly_read
                     else "Notification already marked as read"})


routes = [
    (r"/api/notifications/?", NotificationsHandler),
    # `*`, not `+`: an empty id reaches the handler and is answered 400 (missing id), not 404.
    (r"/api/notifications/(?P<notificationId>[^/]*)/read/?", NotificationReadHandler),
]
