"""The readable text of an uploaded agreement (PDF text layer, DOCX, plain text), decided from its own bytes."""

import io
import zipfile
from collections.abc import Iterator
from xml.etree import ElementTree

from pypdf import PdfReader

from services.filetypes import DOCX, PDF, TEXT, sniff

# WordprocessingML main namespace: every element of word/document.xml we read lives in it.
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
# Bytes of word/document.xml we are willing to inflate: a long agreement is a few MB of XML, and a
# 10 MB upload could otherwise expand to gigabytes in the worker.
MAX_DOCUMENT_XML = 50 * 1024 * 1024
CELL_SEPARATOR = " | "  # keeps a table row on one line, so the extractor sees the row as one schedule line


def text_of(data: bytes) -> str:
    """The document's text, read according to what its bytes are (never its name).

    CPU-bound (PDF parsing, XML parsing): callers run it off the event loop, in an executor or
    a worker. A PDF or DOCX that is encrypted or damaged has no readable text and gives "".
    Raises ValueError when the bytes are none of PDF, DOCX or UTF-8 text.
    """
    kind = sniff(data)
    if kind == PDF:
        return _pdf_text(data)
    if kind == DOCX:
        return _docx_text(data)
    if kind == TEXT:
        return data.decode("utf-8-sig")  # sniff checked it decodes; a Windows editor's BOM is not text
    raise ValueError("not a PDF, DOCX or plain-text document")


def _pdf_text(data: bytes) -> str:
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            return ""
        return "\n".join(page.extract_text() or "" for page in reader.pages)
    except Exception:  # noqa: BLE001 - a damaged PDF fails in many ways inside pypdf; each means "no text"
        return ""


def _docx_text(data: bytes) -> str:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open("word/document.xml") as member:
            xml = member.read(MAX_DOCUMENT_XML + 1)
        if len(xml) > MAX_DOCUMENT_XML:
            return ""  # a decompression bomb, not an agreement
        root = ElementTree.fromstring(xml)
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError, OSError, EOFError, ValueError):
        return ""  # a truncated archive or malformed XML: no readable text
    return "\n".join(_blocks(root))


def _blocks(element: ElementTree.Element) -> Iterator[str]:
    """The element's paragraphs and table rows in document order, one string each."""
    for child in element:
        if child.tag == f"{W}p":
            yield _run_text(child)
        elif child.tag == f"{W}tbl":
            for row in child.iter(f"{W}tr"):
                yield CELL_SEPARATOR.join(_cell_text(cell) for cell in row.findall(f"{W}tc"))
        else:
            # Paragraphs also sit inside content controls (w:sdt) and similar wrappers.
            yield from _blocks(child)


def _cell_text(cell: ElementTree.Element) -> str:
    # Line breaks inside a cell would split its row over several lines of text.
    return " ".join(" ".join(_run_text(paragraph) for paragraph in cell.iter(f"{W}p")).split())


def _run_text(paragraph: ElementTree.Element) -> str:
    parts = []
    for node in paragraph.iter():
        if node.tag == f"{W}t":
            parts.append(node.text or "")
        elif node.tag == f"{W}tab":
            parts.append("\t")
        elif node.tag in (f"{W}br", f"{W}cr"):
            parts.append("\n")
    return "".join(parts)
