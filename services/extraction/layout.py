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

from services.extraction.blocks import PRINTED, Block, Document, Paragraph, Table, text_blocks
from services.extraction.pdf import pdf_document
from services.filetypes import DOCX, PDF, TEXT, sniff

__all__ = ["Block", "Document", "Paragraph", "Table", "read", "text_blocks"]

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MAX_DOCUMENT_XML = 50 * 1024 * 1024  # inflated bytes of word/document.xml: more is a zip bomb, not an agreement
# Elements nested in each other: Word's own documents stay under 20 (tables in tables, text boxes); the reading
# below recurses once a level, so a document nested thousands deep is refused, not read into a RecursionError.
MAX_XML_DEPTH = 200


def read(data: bytes) -> Document:
    """The document's blocks, read according to what its bytes are (never its name).
    Raises ValueError when the bytes are none of PDF, DOCX or UTF-8 text."""
    kind = sniff(data)
    if kind == PDF:
        return pdf_document(data)
    if kind == DOCX:
        return Document(_docx(data))
    if kind == TEXT:
        return Document(text_blocks(data.decode("utf-8-sig").translate(PRINTED)))
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
    if _depth(root) > MAX_XML_DEPTH:
        return []
    blocks: list[Block] = []
    _docx_blocks(root, blocks)
    return blocks


def _depth(root: ElementTree.Element) -> int:
    """How many elements deep the tree goes (walked without recursion)."""
    deepest, pending = 0, [(root, 1)]
    while pending:
        element, depth = pending.pop()
        deepest = max(deepest, depth)
        pending.extend((child, depth + 1) for child in element)
    return deepest


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
        if child.tag == f"{MC}Fallback":
            continue  # the same content as the alternative before it, for older readers: read once
        if child.tag == f"{W}p":
            text = " ".join(_run_text(child).split())
            if text:
                # A manual line break inside a paragraph is still one paragraph of prose.
                blocks.append(Paragraph(text))
            for box in _text_boxes(child):
                _docx_blocks(box, blocks)  # a text box anchored in the paragraph: its own paragraphs and tables
        elif child.tag == f"{W}tbl":
            table = Table()
            started: dict[int, str] = {}  # column -> text of the vertically merged cell that starts there
            for row in _own(child, f"{W}tr"):
                if row.find(f"{W}trPr/{W}del") is not None:
                    continue  # a row deleted with tracked changes
                before = row.find(f"{W}trPr/{W}gridBefore")
                skipped = before.get(f"{W}val", "0") if before is not None else "0"
                # A row that starts a few grid columns in: its first cell stands in the column it starts at.
                cells: list[str] = [""] * min(int(skipped) if skipped.isdigit() else 0, 50)
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
MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
# Parts of a paragraph that are not its text: deleted runs, the fallback copy of alternative content, text boxes.
NOT_READ = (f"{W}del", f"{W}delText", f"{MC}Fallback", f"{W}txbxContent", f"{W}rPr", f"{W}pPr")


def _continues(cell: ElementTree.Element) -> bool:
    """The lower part of a vertically merged cell (its text is in the row where the merge starts)."""
    merge = cell.find(f"{W}tcPr/{W}vMerge")
    return merge is not None and merge.get(f"{W}val", "continue") == "continue"


def _cell_text(cell: ElementTree.Element) -> str:
    if _continues(cell):
        return ""
    return " ".join(" ".join(_run_text(p) for p in _own(cell, f"{W}p")).split())


def _run_text(paragraph: ElementTree.Element) -> str:
    """The paragraph's text as it reads with tracked changes accepted: not deleted or hidden text, not the
    fallback copy of alternative content, not the text boxes anchored in it (read as blocks of their own)."""
    parts: list[str] = []
    _text_of(paragraph, parts)
    return "".join(parts).translate(PRINTED)


def _text_of(element: ElementTree.Element, parts: list[str]) -> None:
    for node in element:
        if node.tag == f"{W}t":
            parts.append(node.text or "")
        elif node.tag in (f"{W}tab", f"{W}br", f"{W}cr"):
            parts.append(" ")
        elif node.tag == f"{W}noBreakHyphen":
            parts.append("-")
        elif node.tag in NOT_READ or node.tag == f"{W}r" and _hidden(node):
            continue
        else:
            _text_of(node, parts)


def _hidden(run: ElementTree.Element) -> bool:
    vanish = run.find(f"{W}rPr/{W}vanish")
    return vanish is not None and vanish.get(f"{W}val", "true").lower() not in ("0", "false", "off")


def _text_boxes(paragraph: ElementTree.Element) -> list[ElementTree.Element]:
    """The contents of the text boxes anchored in a paragraph (each read once: not the fallback copy)."""
    found = []
    for node in paragraph:
        if node.tag == f"{W}txbxContent":
            found.append(node)
        elif node.tag not in (f"{MC}Fallback", f"{W}del"):
            found += _text_boxes(node)
    return found
