"""Installment attachments: files stored in GridFS, their records, the group's count and its audit log."""

from collections.abc import Sequence
from typing import Any, Protocol

from documents import attachments, files, group_logs, installment_groups, payments, users
from documents.database import in_transaction
from errors import ApiError, not_found
from services import filetypes
from services.files import checked_type
from services.groups import visible, visible_group
from services.sessions import Principal

MAX_TITLE = 200


class UploadedFile(Protocol):
    """What a file of the request gives: its name on the caller's side and its bytes."""

    filename: str
    data: bytes


def _titles(uploads: Sequence[UploadedFile], titles: Sequence[str]) -> list[str]:
    """One title per file; a missing or blank one is the file's name."""
    if len(titles) > len(uploads):
        raise ApiError(400, "titles: more titles than files")
    given = [title.strip() for title in titles] + [""] * (len(uploads) - len(titles))
    if any(len(title) > MAX_TITLE for title in given):
        raise ApiError(400, f"titles: at most {MAX_TITLE} characters each")
    return [title or upload.filename or "attachment" for title, upload in zip(given, uploads, strict=True)]


async def _store_all(db, group, uploads: Sequence[UploadedFile], content_types: list[str]) -> list[int]:
    """Stores every file; when one fails, the ones already stored are deleted again."""
    stored: list[int] = []
    try:
        for upload, content_type in zip(uploads, content_types, strict=True):
            info = files.FileInfo(kind="attachment", ownerId=group.id, company=group.company,
                                  contentType=content_type)
            stored.append(await files.store(db, upload.data, filename=upload.filename, info=info))
    except BaseException:
        await _delete_files(db, stored)
        raise
    return stored


async def _delete_files(db, file_ids: list[int]) -> None:
    for file_id in file_ids:
        await files.delete(db, file_id)


async def add_attachments(db, principal: Principal, group_id: int, uploads: Sequence[UploadedFile],
                          titles: Sequence[str], payment_id: int | None) -> int:
    """Checks everything, stores the files, then adds their records, the count and one log entry per
    file in one transaction. Nothing stays behind when any step fails. The number added."""
    group = await visible_group(db, principal, group_id)
    if payment_id is not None and not await payments.belongs_to_group(db, principal.scope, payment_id, group.id):
        raise ApiError(400, f"paymentId: payment {payment_id} is not a payment of this group")
    names = _titles(uploads, titles)
    # Every file is checked before any is stored: one refused file refuses the whole request.
    content_types = [checked_type(upload.data, filetypes.UPLOAD_TYPES, "files") for upload in uploads]
    file_ids = await _store_all(db, group, uploads, content_types)
    records = [{"title": title, "groupId": group.id, "fileId": file_id, "attachment": files.location(file_id),
                "paymentId": payment_id, "company": group.company, "createdBy": principal.id}
               for title, file_id in zip(names, file_ids, strict=True)]

    async def add(session):
        # Read again in the transaction: a group deleted meanwhile gets no orphan records.
        await visible_group(db, principal, group_id, session=session)
        added = await attachments.insert_many(db, principal.scope, records, session)
        await installment_groups.count_attachments(db, principal.scope, group_id, len(added), session)
        if payment_id is not None:  # the payments list shows a payment's attachments from the payment
            await payments.attach(db, principal.scope, payment_id, [payments.LinkedAttachment(
                id=a.id, attachment=a.attachment, title=a.title) for a in added], session)
        await group_logs.write(db, group_id, principal,
                               [("attachment_added", f"Attachment {a.title} added") for a in added], session)
        return len(added)

    try:
        return await in_transaction(db, add)
    except BaseException:
        await _delete_files(db, file_ids)
        raise


def attachment_record(attachment: attachments.Attachment, names: dict[Any, str]) -> dict:
    return {"id": attachment.id, "title": attachment.title, "groupId": attachment.groupId,
            "attachment": attachment.attachment, "paymentId": attachment.paymentId,
            "createdBy": attachment.createdBy, "createdByName": names.get(attachment.createdBy),
            "createdAt": attachment.createdAt}


async def list_attachments(db, principal: Principal, group_id: int) -> list[dict]:
    """The group's attachments, group-level and payment-linked, oldest first."""
    await visible_group(db, principal, group_id)
    found = await attachments.of_group(db, principal.scope, group_id)
    names = await users.names_by_ids(db, [a.createdBy for a in found])
    return [attachment_record(a, names) for a in found]


async def delete_attachment(db, principal: Principal, attachment_id: int) -> None:
    """Deletes the record, lowers the count and logs it in one transaction; the file after the commit."""
    async def delete(session):
        attachment = await attachments.get(db, principal.scope, attachment_id, session=session)
        group = None if attachment is None else await installment_groups.get(
            db, await visible(db, principal), attachment.groupId, session=session)
        if attachment is None or group is None:
            raise not_found("Attachment")
        await attachments.delete(db, principal.scope, attachment_id, session)
        await installment_groups.count_attachments(db, principal.scope, group.id, -1, session)
        if attachment.paymentId is not None:
            await payments.detach(db, principal.scope, attachment.paymentId, attachment_id, session)
        await group_logs.write(db, group.id, principal,
                               [("attachment_deleted", f"Attachment {attachment.title} deleted")], session)
        return attachment.fileId

    await files.delete(db, await in_transaction(db, delete))
