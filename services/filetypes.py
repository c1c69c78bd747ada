"""File types decided from a file's own bytes (never its name), and which types each upload accepts."""

import io
import re
import zipfile

PDF = "application/pdf"
JPEG = "image/jpeg"
PNG = "image/png"
WEBP = "image/webp"
HEIC = "image/heic"
DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
TEXT = "text/plain"

# Attachments and passports.
UPLOAD_TYPES = frozenset({PDF, JPEG, PNG, WEBP, HEIC, DOCX})
# Agreements read by the AI parser.
AGREEMENT_TYPES = frozenset({PDF, DOCX, TEXT})

LABELS = {PDF: "PDF", JPEG: "JPEG", PNG: "PNG", WEBP: "WebP", HEIC: "HEIC", DOCX: "DOCX", TEXT: "plain text"}
EXTENSIONS = {PDF: ".pdf", JPEG: ".jpg", PNG: ".png", WEBP: ".webp", HEIC: ".heic", DOCX: ".docx", TEXT: ".txt"}

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
HEIF_BRANDS = frozenset({b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"mif1", b"msf1"})
# mif1/msf1 only say "some HEIF image"; AVIF files carry them too, and an AVIF is not a HEIC.
AVIF_BRANDS = frozenset({b"avif", b"avis"})
# C0 controls other than tab, LF, form feed and CR: their presence means binary, not text.
BINARY_CONTROLS = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f]")


def sniff(data: bytes) -> str | None:
    """The MIME type `data` really is, or None when it is none of the types we accept."""
    if data.startswith(b"%PDF-"):
        return PDF
    if data.startswith(b"\xff\xd8\xff"):
        return JPEG
    if data.startswith(PNG_SIGNATURE):
        return PNG
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return WEBP
    if _is_heic(data):
        return HEIC
    if _is_docx(data):
        return DOCX
    if _is_text(data):
        return TEXT
    return None


def _is_heic(data: bytes) -> bool:
    if data[4:8] != b"ftyp":
        return False
    size = int.from_bytes(data[:4], "big")
    if size < 16:  # 0 ("to end of file") and 1 (64-bit size) are not used for ftyp in practice
        return False
    box = data[:size]
    brands = {box[8:12]} | {box[i:i + 4] for i in range(16, len(box) - 3, 4)}
    return bool(brands & HEIF_BRANDS) and not brands & AVIF_BRANDS


def _is_docx(data: bytes) -> bool:
    # Require the local-header signature at offset 0: zipfile alone would also accept an
    # executable with a zip appended (a self-extractor).
    if not data.startswith(b"PK\x03\x04"):
        return False
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return "word/document.xml" in archive.namelist()
    except Exception:  # noqa: BLE001 - a damaged archive fails in many ways; any of them means not DOCX
        return False


def _is_text(data: bytes) -> bool:
    if not data or BINARY_CONTROLS.search(data):
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
