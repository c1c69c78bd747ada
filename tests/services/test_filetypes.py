"""File types sniffed from real minimal samples of each format."""

import io
import zipfile

import pytest

from services import filetypes
from services.filetypes import AGREEMENT_TYPES, DOCX, EXTENSIONS, HEIC, JPEG, PDF, PNG, TEXT, UPLOAD_TYPES, WEBP, sniff

MINIMAL_PDF = (b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
               b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
JPEG_START = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xd9"
PNG_1X1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489"
    "0000000d49444154789c6360000002000001e221bc330000000049454e44ae426082")
WEBP_START = b"RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00"


def ftyp(major: bytes, *compatible: bytes) -> bytes:
    body = b"ftyp" + major + b"\x00\x00\x00\x00" + b"".join(compatible)
    return (len(body) + 4).to_bytes(4, "big") + body + b"\x00\x00\x00\x08mdat"


def zip_of(*names: str) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in names:
            archive.writestr(name, "<xml/>")
    return out.getvalue()


DOCX_SAMPLE = zip_of("[Content_Types].xml", "_rels/.rels", "word/document.xml")


@pytest.mark.parametrize("data,expected", [
    (MINIMAL_PDF, PDF),
    (JPEG_START, JPEG),
    (PNG_1X1, PNG),
    (WEBP_START, WEBP),
    (ftyp(b"heic", b"mif1", b"heic"), HEIC),
    (ftyp(b"mif1", b"heic"), HEIC),
    (ftyp(b"msf1", b"hevc"), HEIC),
    (ftyp(b"isom", b"mif1"), HEIC),  # a compatible brand is enough
    (DOCX_SAMPLE, DOCX),
    ("Agreement between Acme & Sons and Ms. Łucja Żółć\r\n\tclause 1\fpage 2\n".encode(), TEXT),
])
def test_each_type_is_recognised_from_its_bytes(data, expected):
    assert sniff(data) == expected


@pytest.mark.parametrize("data", [
    b"",
    b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00" + b"\x00" * 48,  # a Windows .exe
    bytes(range(256)) * 4,  # binary junk
    b"\x00\x01\x02\x03",
    b"text with a bell \a in it",
    b"text with a NUL\x00 in it",
    b"caf\xe9 is latin-1, not UTF-8",
    zip_of("xl/workbook.xml", "[Content_Types].xml"),  # a zip, but not a Word document
    b"PK\x03\x04 a truncated zip",
    b"PK\x05\x06" + b"\x00" * 18,  # an empty zip
    ftyp(b"isom", b"mp41"),  # an MP4 video
    ftyp(b"avif", b"mif1", b"miaf"),  # AVIF also names mif1
    b"\x00\x00\x00\x04ftyp",  # a box too short to hold a brand
    b"RIFF\x00\x00\x00\x00WAVEfmt ",  # a WAV, not a WebP
])
def test_other_content_is_none(data):
    assert sniff(data) is None


def test_an_executable_with_a_zip_appended_is_not_docx():
    assert sniff(b"MZ" + b"\x00" * 62 + DOCX_SAMPLE) is None


def test_types_are_decided_by_content_not_by_name():
    # sniff has no name to go by; a PDF saved as passport.png is still a PDF.
    renamed = {"passport.png": MINIMAL_PDF, "notes.txt": PNG_1X1, "contract.docx": b"just words"}
    assert {name: sniff(data) for name, data in renamed.items()} == {
        "passport.png": PDF, "notes.txt": PNG, "contract.docx": TEXT}


def test_the_accepted_sets_and_extensions():
    assert UPLOAD_TYPES == {PDF, JPEG, PNG, WEBP, HEIC, DOCX}
    assert AGREEMENT_TYPES == {PDF, DOCX, TEXT}
    assert TEXT not in UPLOAD_TYPES
    assert set(EXTENSIONS) >= UPLOAD_TYPES | AGREEMENT_TYPES
    assert (EXTENSIONS[PDF], EXTENSIONS[JPEG], EXTENSIONS[DOCX], EXTENSIONS[TEXT]) == (".pdf", ".jpg", ".docx", ".txt")
    assert all(ext.startswith(".") for ext in EXTENSIONS.values())
    assert filetypes.DOCX == "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
