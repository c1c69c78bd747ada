"""Installment attachments: a group's list, multipart uploads of several files, and deletion."""

from datetime import datetime

from pydantic import BaseModel

from errors import ApiError
from handlers.access import STAFF, roles
from handlers.base import BaseHandler
from handlers.fields import Id, parse_id
from handlers.installment_groups.common import READERS
from handlers.openapi import CountAnswer, File, MessageAnswer, describe
from handlers.uploads import UploadHandler
from services import attachments as attachment_service


class AttachmentRecord(BaseModel):
    id: int
    title: str
    groupId: int
    attachment: str  # the file's location, /api/files/<id>
    paymentId: int | None
    createdBy: int | None
    createdByName: str | None
    createdAt: datetime


class GroupAttachmentsHandler(BaseHandler):
    failure_message = "Error retrieving attachments"

    @roles(*READERS)
    @describe("A group's attachments, oldest first",
              responses={200: list[AttachmentRecord], 404: "Installment group not found"})
    async def get(self, groupId: int):
        self.answer(await attachment_service.list_attachments(self.db, self.current_user, groupId))


class AttachmentsUploadHandler(UploadHandler):
    failure_message = "Error uploading attachments"
    max_files = 20

    def form_id(self, name: str) -> int | None:
        value = (self.field(name) or "").strip()
        return parse_id(name, value) if value else None

    def required_form_id(self, name: str) -> int:
        found = self.form_id(name)
        if found is None:
            raise ApiError(400, f"{name} is required")
        return found

    # Staff who may see the group; one refused file (type, size) refuses the whole request.
    @roles(*STAFF)
    @describe("Attach files (PDF, JPEG, PNG, WebP, HEIC or DOCX, up to 20) to a group or one of its payments",
              multipart={"groupId": (Id, "The installment group"),
                         "paymentId": (Id | None, "A payment of the group the files belong to"),
                         "files": (list[File], "The files; one refused file refuses the request"),
                         "titles": (list[str] | None, "A title per file, in order (default: the file name)")},
              responses={201: CountAnswer, 400: "No file, a refused file type, or an invalid field",
                         404: "Installment group not found"})
    async def post(self):
        group_id = self.required_form_id("groupId")
        payment_id = self.form_id("paymentId")
        uploads = [upload for upload in self.uploads().files if upload.field == "files"]
        if not uploads:
            raise ApiError(400, "No file uploaded")
        titles = self.uploads().fields.get("titles", [])
        count = await attachment_service.add_attachments(self.db, self.current_user, group_id, uploads, titles,
                                                         payment_id)
        self.answer({"message": "Attachments uploaded successfully", "count": count}, 201)


class AttachmentHandler(BaseHandler):
    failure_message = "Error deleting attachment"

    # The record and its stored file are both removed.
    @roles(*STAFF)
    @describe("Delete an attachment and its file", responses={200: MessageAnswer, 404: "Attachment not found"})
    async def delete(self, id: int):
        await attachment_service.delete_attachment(self.db, self.current_user, id)
        self.answer({"message": "Attachment deleted successfully"})
