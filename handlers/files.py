"""Stored files: GET /api/files/:id streams a file to whoever may see the record it belongs to."""

from urllib.parse import quote

from documents import files
from handlers.access import authenticated
from handlers.base import BaseHandler
from handlers.openapi import ResponseObject, describe
from services import filetypes
from services.files import readable_file

# Types a browser may show in place; anything else downloads.
INLINE_TYPES = ("application/pdf", "image/jpeg", "image/png", "image/webp")


def content_disposition(filename: str, content_type: str) -> str:
    """A header that cannot be broken out of: an ASCII fallback name plus the RFC 5987 UTF-8 name."""
    disposition = "inline" if content_type in INLINE_TYPES else "attachment"
    fallback = "".join(c if c.isascii() and c.isprintable() and c not in '"\\;' else "_" for c in filename)
    return f"{disposition}; filename=\"{fallback or 'file'}\"; filename*=UTF-8''{quote(filename, safe='')}"


FILE_ANSWER = ResponseObject(description="The file, with its type and a Content-Disposition", content={
    content_type: {"schema": {"type": "string", "contentMediaType": content_type}}
    for content_type in sorted(filetypes.UPLOAD_TYPES)})


class FileHandler(BaseHandler):
    failure_message = "Error retrieving file"

    # Access follows the owning record (services.files.READERS): 404 for anyone else.
    @authenticated
    @describe("Download a stored file (passport, attachment) of a record the caller may see",
              responses={200: FILE_ANSWER, 404: "File not found"})
    async def get(self, id: int):
        stored = await readable_file(self.db, self.current_user, id)
        self.set_header("Content-Type", stored.metadata.contentType)
        self.set_header("Content-Length", str(stored.length))
        self.set_header("Content-Disposition", content_disposition(stored.filename, stored.metadata.contentType))
        # Even if a file held active content, the browser runs none of it from our origin.
        self.set_header("Content-Security-Policy", "default-src 'none'; sandbox")
        async for chunk in files.chunks(self.db, id):
            self.write(chunk)
            await self.flush()
        self.finish()


routes = [(r"/api/files/(?P<id>[^/]+)/?", FileHandler)]
