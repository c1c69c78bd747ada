"""Multipart/form-data uploads: a streaming parser with size limits, and the base handler of upload routes."""

import enum
import re
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from email.message import Message
from email.utils import collapse_rfc2231_value

import tornado.web
from tornado.httputil import HTTPHeaders, HTTPInputError

from errors import ApiError
from handlers.base import BaseHandler

MIB = 1024 * 1024
MULTIPART_OVERHEAD = 256 * 1024
MALFORMED = "Malformed multipart body"
NOT_MULTIPART = "Request body must be multipart/form-data"
HEADERS_TOO_LARGE = "Multipart part headers too large"
# RFC 2046: 1 to 70 characters, not ending in a space. Printable ASCII is accepted beyond the
# strict set of boundary characters: some clients use more, and the parser copes with any byte.
BOUNDARY = re.compile(r"[ -~]{0,69}[!-~]")


def too_large(max_file_bytes: int) -> ApiError:
    return ApiError(413, f"File too large: the limit is {max_file_bytes // MIB} MB per file")


def boundary_of(content_type: str) -> bytes | None:
    """The boundary of a multipart/form-data Content-Type; None for any other or a bad boundary."""
    header = Message()
    header["Content-Type"] = content_type
    if header.get_content_type() != "multipart/form-data":
        return None
    boundary = header.get_param("boundary")
    boundary = collapse_rfc2231_value(boundary) if boundary is not None else ""
    return boundary.encode("ascii") if BOUNDARY.fullmatch(boundary) else None


@dataclass
class UploadedFile:
    field: str
    filename: str
    data: bytes


@dataclass
class _Part:
    name: str
    filename: str | None  # None: a form field, not a file
    data: bytearray = dataclass_field(default_factory=bytearray)


class _State(enum.Enum):
    PREAMBLE = 1  # before the first delimiter
    AFTER_DELIMITER = 2  # "--" ends the body, CRLF starts a part
    HEADERS = 3
    CONTENT = 4
    DONE = 5  # the epilogue, ignored


class MultipartParser:
    """A multipart/form-data body fed in pieces split anywhere; keeps at most `max_file_bytes` per
    file plus a delimiter's length of lookahead. feed() never raises: it runs in `data_received`,
    where an exception drops the connection unanswered. The first problem goes to `error`, and
    all input after it is discarded."""

    def __init__(self, boundary: bytes, max_file_bytes: int, max_field_bytes: int = 64 * 1024,
                 max_header_bytes: int = 16 * 1024, max_parts: int = 50):
        self.max_file_bytes, self.max_field_bytes = max_file_bytes, max_field_bytes
        self.max_header_bytes, self.max_parts = max_header_bytes, max_parts
        self.files: list[UploadedFile] = []
        self.fields: dict[str, list[str]] = {}
        self.error: ApiError | None = None
        self._delimiter = b"\r\n--" + boundary
        # The opening boundary has no CRLF of its own; lending it one makes all delimiters alike.
        self._buffer = bytearray(b"\r\n")
        self._state = _State.PREAMBLE
        self._part: _Part | None = None
        self._parts = 0
        self._headers_searched = 0  # bytes of a part's headers already searched for their end

    def feed(self, chunk: bytes) -> None:
        if self.error is not None or self._state is _State.DONE:
            return
        self._buffer += chunk
        try:
            self._parse()
        except ApiError as error:
            self._fail(error)
        except Exception as error:  # noqa: BLE001 - a fault here must still get an answer
            failure = ApiError(500, "Internal server error")
            failure.__cause__ = error
            self._fail(failure)

    def finish(self) -> None:
        if self.error is None and self._state is not _State.DONE:
            opened = self._state is not _State.PREAMBLE
            self._fail(ApiError(400, "Multipart body ends before its closing boundary" if opened
                                else "Multipart body has no opening boundary"))

    def _fail(self, error: ApiError) -> None:
        self.error = error
        self.files, self.fields, self._part, self._buffer = [], {}, None, bytearray()

    def _parse(self) -> None:
        buffer, start = self._buffer, 0
        while self._state is not _State.DONE:
            if self._state in (_State.PREAMBLE, _State.CONTENT):
                found = buffer.find(self._delimiter, start)
                if found < 0:
                    # All but a possible start of the delimiter is settled content.
                    keep = max(start, len(buffer) - len(self._delimiter) + 1)
                    self._take(buffer, start, keep)
                    start = keep
                    break
                self._take(buffer, start, found)
                if self._state is _State.CONTENT:
                    self._end_part()
                start = found + len(self._delimiter)
                self._state = _State.AFTER_DELIMITER
            elif self._state is _State.AFTER_DELIMITER:
                if len(buffer) - start < 2:
                    break
                marker = buffer[start:start + 2]
                if marker == b"--":
                    self._state = _State.DONE
                    start = len(buffer)
                elif marker == b"\r\n":
                    # The CRLF stays: a part without headers then starts with the blank line itself.
                    self._state, self._headers_searched = _State.HEADERS, 0
                else:
                    raise ApiError(400, MALFORMED)
            else:
                end = buffer.find(b"\r\n\r\n", start + max(0, self._headers_searched - 3))
                if end < 0:
                    # Up to 3 bytes of the unseen end (CRLF CRLF) may already be here.
                    if len(buffer) - start - 2 > self.max_header_bytes + 3:
                        raise ApiError(400, HEADERS_TOO_LARGE)
                    self._headers_searched = len(buffer) - start
                    break
                if end - start - 2 > self.max_header_bytes:
                    raise ApiError(400, HEADERS_TOO_LARGE)
                self._start_part(bytes(buffer[start + 2:end]))
                start = end + 4
                self._state = _State.CONTENT
        del buffer[:start]

    def _take(self, buffer: bytearray, start: int, end: int) -> None:
        part = self._part
        if part is None or end <= start:  # the preamble is not kept
            return
        is_file = part.filename is not None
        if len(part.data) + end - start > (self.max_file_bytes if is_file else self.max_field_bytes):
            raise too_large(self.max_file_bytes) if is_file else ApiError(400, f"Form field {part.name} is too large")
        part.data += buffer[start:end]

    def _start_part(self, raw_headers: bytes) -> None:
        self._parts += 1
        if self._parts > self.max_parts:
            raise ApiError(400, f"Too many multipart parts: the limit is {self.max_parts}")
        try:
            # Part headers are UTF-8 (RFC 7578), which HTTPHeaders only accepts as bytes in latin-1.
            disposition = HTTPHeaders.parse(raw_headers.decode("latin-1")).get("Content-Disposition")
            disposition = disposition.encode("latin-1").decode("utf-8") if disposition else None
        except (HTTPInputError, UnicodeError):
            raise ApiError(400, MALFORMED) from None
        header = Message()
        header["Content-Disposition"] = disposition or ""
        name = header.get_param("name", header="content-disposition")
        if header.get_content_disposition() != "form-data" or not name:
            raise ApiError(400, "Each multipart part needs a Content-Disposition: form-data header with a name")
        filename = header.get_filename()
        if filename is not None:
            # Some browsers send the whole client-side path; only the last component is the name.
            filename = filename.replace("\\", "/").rsplit("/", 1)[-1]
            if len(filename) > MAX_FILENAME:
                raise ApiError(400, f"File names are at most {MAX_FILENAME} characters")
        self._part = _Part(collapse_rfc2231_value(name), filename)

    def _end_part(self) -> None:
        part, self._part = self._part, None
        if part is None:
            return
        if part.filename is None:
            try:
                value = part.data.decode("utf-8")
            except UnicodeDecodeError:
                raise ApiError(400, f"Form field {part.name} is not valid UTF-8") from None
            self.fields.setdefault(part.name, []).append(value)
        elif part.filename or part.data:  # an empty file input sends an empty, unnamed part
            self.files.append(UploadedFile(part.name, part.filename, bytes(part.data)))


def declared_length(headers: HTTPHeaders) -> int:
    """Content-Length as stated; 0 when absent or unreadable (Tornado refuses those itself)."""
    value = headers.get("Content-Length", "").split(",")[0].strip()
    return int(value) if value.isascii() and value.isdigit() else 0


# As most file systems allow; a name is also an attachment's default title.
MAX_FILENAME = 255


@tornado.web.stream_request_body
class UploadHandler(BaseHandler):
    """Base of routes that take files, parsed as they arrive; post() then calls uploads() or field()."""

    max_files: int = 1
    # Methods whose body is a multipart upload; the body of any other method is ignored.
    upload_methods: tuple[str, ...] = ("POST",)

    _parser: MultipartParser | None = None
    _parsed = False

    async def prepare(self) -> None:
        await super().prepare()
        if self.request.method not in self.upload_methods:
            return
        boundary = boundary_of(self.request.headers.get("Content-Type", ""))
        if boundary is None:
            raise ApiError(400, NOT_MULTIPART)
        per_file = self.config.max_upload_bytes
        body_limit = self.max_files * per_file + MULTIPART_OVERHEAD
        if declared_length(self.request.headers) > body_limit:
            # Answered before any of the body is read; Tornado then closes the connection.
            raise too_large(per_file)
        # Past this Tornado closes the connection unanswered; only chunked bodies can get there.
        self.request.connection.set_max_body_size(body_limit)  # type: ignore[union-attr]  # an HTTP1Connection
        self._parser = MultipartParser(boundary, per_file)

    def data_received(self, chunk: bytes) -> None:
        # No parser: prepare() refused the request or the method takes no upload; drop the body.
        if self._parser is not None:
            self._parser.feed(chunk)

    def uploads(self) -> MultipartParser:
        parser = self._parser
        if parser is None:
            raise RuntimeError(f"{self.request.method} is not an upload method of {type(self).__name__}")
        if not self._parsed:
            self._parsed = True
            parser.finish()
        if parser.error is not None:
            raise parser.error
        if len(parser.files) > self.max_files:
            raise ApiError(400, f"Too many files: at most {self.max_files} per request")
        return parser

    def field(self, name: str) -> str | None:
        values = self.uploads().fields.get(name)
        return values[0] if values else None

    def file(self, name: str) -> UploadedFile | None:
        """The first file sent in form field `name`."""
        return next((upload for upload in self.uploads().files if upload.field == name), None)
