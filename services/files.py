"""Uploaded files: types decided from the bytes, passports, and who may read which file."""

from collections.abc import Awaitable, Callable

from documents import clients, files, installment_groups
from documents.scope import Scope
from errors import ApiError, not_found
from services import filetypes, groups
from services.sessions import Principal

# The staff levels that may read a client record (GET /api/clients/:id), and so its passport.
CLIENT_READERS = ("super-admin", "admin", "sales", "finance", "agent")
# The staff levels that may read a group (GET /api/installment-groups/:id), and so its attachments.
GROUP_READERS = ("super-admin", "admin", "sales", "finance", "agent")


def checked_type(data: bytes, allowed: frozenset[str], field: str) -> str:
    """The file's type from its own bytes; 400 when it is not one of `allowed`."""
    content_type = filetypes.sniff(data)
    if content_type not in allowed:
        names = ", ".join(sorted(filetypes.LABELS[t] for t in allowed))
        raise ApiError(400, f"{field}: file type not allowed (accepted: {names})")
    return content_type


async def _may_read_passport(db, principal: Principal, stored: files.StoredFile) -> bool:
    owner = stored.metadata.ownerId
    if principal.kind == "client":
        return principal.id == owner
    if principal.access_level not in CLIENT_READERS:
        return False
    client = await clients.get(db, principal.scope, owner)
    return client is not None and client.passportFileId == stored.id


async def _may_read_attachment(db, principal: Principal, stored: files.StoredFile) -> bool:
    if principal.kind != "client" and principal.access_level not in GROUP_READERS:
        return False
    visible = await groups.visible(db, principal)
    return await installment_groups.get(db, visible, stored.metadata.ownerId) is not None


# kind -> whether the principal may read a file of that kind (other record kinds add theirs).
READERS: dict[str, Callable[..., Awaitable[bool]]] = {"passport": _may_read_passport,
                                                      "attachment": _may_read_attachment}


async def readable_file(db, principal: Principal, file_id: int) -> files.StoredFile:
    """The file when the principal may see the record it belongs to; 404 otherwise, as if absent."""
    stored = await files.get(db, file_id)
    reader = READERS.get(stored.metadata.kind) if stored is not None else None
    if stored is None or reader is None or not await reader(db, principal, stored):
        raise not_found("File")
    return stored


async def replace_passport(db, scope: Scope, client_id: int, filename: str, data: bytes) -> str:
    """Stores the new passport, points the client at it and deletes the earlier file. Its location."""
    content_type = checked_type(data, filetypes.UPLOAD_TYPES, "passport")
    client = await clients.get(db, scope, client_id)
    if client is None:
        raise not_found("Client")
    info = files.FileInfo(kind="passport", ownerId=client.id, company=client.company, contentType=content_type)
    file_id = await files.store(db, data, filename=filename, info=info)
    try:
        previous = await clients.set_passport(db, scope, client.id, file_id, files.location(file_id))
    except BaseException:
        await files.delete(db, file_id)  # no orphan file when the record change fails
        raise
    if previous != file_id:
        await files.delete(db, previous)
    return files.location(file_id)
