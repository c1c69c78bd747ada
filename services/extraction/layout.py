"""An uploaded agreement as blocks in reading order: paragraphs and tables (rows of cells).

- PDF: the words with their positions (pdfplumber). Ruled tables are found from their lines; words
  outside them are grouped into lines, and a line whose words stand apart in columns is a table row,
  so borderless tables keep their cells. A page printed in two columns is read column by column.
- DOCX: the document's own paragraphs and tables in document order; a merged cell is read once.
- Plain text: lines; pipes, tabs or wide gaps between aligned words make table rows; wrapped lines
  are joined back into paragraphs.

CPU-bound: callers run `read` off the event loop (in the job). Damaged or encrypted files give no
blocks, never an exception.
"""

import io
import re
import zipfile
from xml.etree import ElementTree

from services.extraction.blocks import Block, Document, Paragraph, Table, text_blocks
from services.extraction.pdf import pdf_document
from services.filetypes import DOCX, PDF, TEXT, sniff

__all__ = ["Block", "Document", "Paragraph", "Table", "read", "text_blocks"]

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MAX_DOCUMENT_XML = 50 * 1024 * 1024  # inflated bytes of word/document.xml: more is a zip bomb, not an agreement


def read(data: bytes) -> Document:
    """The document's blocks, read according to what its bytes are (never its name).
    Raises ValueError when the bytes are none of PDF, DOCX or UTF-8 text."""
    kind = sniff(data)
    if kind == PDF:
        return pdf_document(data)
    if kind == DOCX:
        return Document(_docx(data))
    if kind == TEXT:
        return Document(text_blocks(data.decode("utf-8-sig")))
    raise ValueError("not a PDF, DOCX or plain-text document")

# --- DOCX --------------------------------------------------------------------------------------

def _docx(data: bytes) -> list[Block]:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open("word/document.xml") as member:
            xml = member.read(MAX_DOCUMENT_XML + 1)
        if len(xml) > MAX_DOCUMENT_XML:
            return []
        root = ElementTree.fromstring(xml)
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError, OSError, EOFError, ValueError,
            RuntimeError, NotImplementedError):
        return []  # truncated, encrypted or malformed: nothing readable
    blocks: list[Block] = []
    _docx_blocks(root, blocks)
    return blocks


def _own(element: ElementTree.Element, tag: str) -> list[ElementTree.Element]:
    """The descendants of `element` with `tag` that are not inside a table nested in it."""
    found = []
    for child in element:
        if child.tag == tag:
            found.append(child)
        elif child.tag != f"{W}tbl":
            found += _own(child, tag)
    return found


def _docx_blocks(element: ElementTree.Element | list[ElementTree.Element], blocks: list[Block]) -> None:
    for child in element:
        if child.tag == f"{W}p":
            text = " ".join(_run_text(child).split())
            if text:
                # A manual line break inside a paragraph is still one paragraph of prose.
                blocks.append(Paragraph(text))
        elif child.tag == f"{W}tbl":
            table = Table()
            started: dict[int, str] = {}  # column -> text of the vertically merged cell that starts there
            for row in _own(child, f"{W}tr"):
                cells: list[str] = []
                nested: list[ElementTree.Element] = []
                for cell in row.findall(f"{W}tc"):
                    nested += _own(cell, f"{W}tbl")
                    # A cell merged across columns is read once; empty cells after it keep the columns aligned.
                    span = cell.find(f"{W}tcPr/{W}gridSpan")
                    written = span.get(f"{W}val", "1") if span is not None else "1"
                    width = int(written) if written.isdigit() else 1
                    text = _cell_text(cell)
                    if _continues(cell):
                        # Read once, unless it says it applies to each row it spans ("6.25% on each slab").
                        text = started.get(len(cells), "") if EACH_RE.search(started.get(len(cells), "")) else ""
                    else:
                        started[len(cells)] = text
                    cells += [text] + [""] * (min(width, 50) - 1)
                if any(cells):
                    table.rows.append(cells)
                if nested:
                    # A table inside a cell (the plan inside the particulars): read after its row, as a table
                    # of its own, and the outer table goes on after it.
                    if table.rows:
                        blocks.append(table)
                    for inner in nested:
                        _docx_blocks([inner], blocks)
                    table = Table()
            if table.rows:
                blocks.append(table)
        else:
            _docx_blocks(child, blocks)  # content controls (w:sdt), the body itself


EACH_RE = re.compile(r"\b(?:each|every)\b", re.IGNORECASE)


def _continues(cell: ElementTree.Element) -> bool:
    """The lower part of a vertically merged cell (its text is in the row where the merge starts)."""
    merge = cell.find(f"{W}tcPr/{W}vMerge")
    return merge is not None and merge.get(f"{W}val", "continue") == "continue"


def _cell_text(cell: ElementTree.Element) -> str:
    if _continues(cell):
        return ""
    return " ".join(" ".join(_run_text(p) for p in _own(cell, f"{W}p")).split())


def _run_text(paragraph: ElementTree.Element) -> str:
    parts = []
    for node in paragraph.iter():
        if node.tag == f"{W}t":
            parts.append(node.text or "")
        elif node.tag in (f"{W}tab", f"{W}br", f"{W}cr"):
            parts.append(" ")
    return "".join(parts)
