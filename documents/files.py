"""Uploaded files in GridFS (bucket `files`), each with a numeric id and the record it belongs to."""

from datetime import datetime

from gridfs import AsyncGridFSBucket
from gridfs.errors import NoFile
from pydantic import BaseModel, ConfigDict, Field
from pymongo import IndexModel

from documents.counters import next_id

BUCKET = "files"
COLLECTION = f"{BUCKET}.files"
SCOPED = False  # GridFS files are read through the record that owns them (services.files.readable_file)
# GridFS creates its own (filename, uploadDate) and chunk indexes on the first upload; this one
# finds the files of a record (a group's attachments, a client's passports).
INDEXES = [IndexModel([("metadata.kind", 1), ("metadata.ownerId", 1)], name="kind_owner")]
CHUNK_BYTES = 255 * 1024


class FileInfo(BaseModel):
    kind: str  # "passport" | "attachment"
    ownerId: int  # the client (passport) or the group (attachment)
    company: int
    contentType: str


class StoredFile(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="ignore")

    id: int = Field(alias="_id")
    filename: str
    length: int
    uploadDate: datetime
    metadata: FileInfo


def location(file_id: int) -> str:
    """The opaque path the API answers for a stored file."""
    return f"/api/files/{file_id}"


def _bucket(db) -> AsyncGridFSBucket:
    return AsyncGridFSBucket(db, bucket_name=BUCKET, chunk_size_bytes=CHUNK_BYTES)


async def store(db, data: bytes, *, filename: str, info: FileInfo) -> int:
    """Stores the bytes; GridFS writes cannot join a transaction, so callers store first and
    delete the file again when the record change that points at it fails."""
    file_id = await next_id(db, BUCKET)
    await _bucket(db).upload_from_stream_with_id(file_id, filename, data, metadata=info.model_dump())
    return file_id


async def get(db, file_id: int) -> StoredFile | None:
    doc = await db[COLLECTION].find_one({"_id": file_id})
    return None if doc is None or "metadata" not in doc else StoredFile.model_validate(doc)


async def chunks(db, file_id: int):
    """The file's bytes, one GridFS chunk at a time (never the whole file in memory)."""
    stream = await _bucket(db).open_download_stream(file_id)
    try:
        while chunk := await stream.readchunk():
            yield chunk
    finally:
        await stream.close()


async def delete(db, file_id: int | None) -> None:
    if file_id is None:
        return
    try:
        await _bucket(db).delete(file_id)
    except NoFile:
        pass  # already gone: deleting is idempotent
