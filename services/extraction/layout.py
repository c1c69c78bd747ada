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
import logging
import re
import statistics
import zipfile
from dataclasses import dataclass, field
from xml.etree import ElementTree

from services.filetypes import DOCX, PDF, TEXT, sniff

log = logging.getLogger(__name__)

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MAX_DOCUMENT_XML = 50 * 1024 * 1024  # inflated bytes of word/document.xml: more is a zip bomb, not an agreement
MAX_PAGES = 200
CELL_SEPARATOR = " | "


@dataclass
class Paragraph:
    text: str
    top: float = 0.0  # where it starts on its page (PDF), to place it among the page's tables


@dataclass
class Table:
    rows: list[list[str]] = field(default_factory=list)
    ruled: bool = False  # drawn with borders (PDF) or a real table (DOCX); else aligned columns
    top: float = 0.0


Block = Paragraph | Table


@dataclass
class Document:
    blocks: list[Block]
    had_pages: bool = False  # a PDF with pages (a scan has pages but no words)

    def text(self) -> str:
        """The readable text, a table row per line with its cells joined by " | "."""
        lines = []
        for block in self.blocks:
            if isinstance(block, Paragraph):
                lines.append(block.text)
            else:
                lines += [CELL_SEPARATOR.join(row) for row in block.rows]
        return "\n".join(lines)


def read(data: bytes) -> Document:
    """The document's blocks, read according to what its bytes are (never its name).
    Raises ValueError when the bytes are none of PDF, DOCX or UTF-8 text."""
    kind = sniff(data)
    if kind == PDF:
        return _pdf(data)
    if kind == DOCX:
        return Document(_docx(data))
    if kind == TEXT:
        return Document(text_blocks(data.decode("utf-8-sig")))
    raise ValueError("not a PDF, DOCX or plain-text document")


# --- plain text --------------------------------------------------------------------------------

MARKED_SPLIT_RE = re.compile(r"\||\t")
GAP_SPLIT_RE = re.compile(r"(?<![.:;,!?])\s{2,}|(?<=[.:;,!?])\s{3,}")
RULE_LINE_RE = re.compile(r"^[\s\-=_+|*~.]+$")
# A line that starts a list item or a numbered clause: it begins a paragraph of its own.
ITEM_START_RE = re.compile(
    r"^(?:[-•*·–—▪■]\s+|\(?(?:\d{1,2}(?:\.\d{1,2})*\.?|[a-z]|[ivxlc]{1,5}|[A-Z])[.)]\s+|\(\w{1,5}\)\s*"
    r"|(?:clause|article|section|schedule|annex(?:ure)?|appendix)\s+\w+\b)"
    r"|^[A-Z][\w /()&'-]{0,40}:\s", re.IGNORECASE)
SENTENCE_END_RE = re.compile(r"[.;:!?]\s*$")
ABBREVIATION_END_RE = re.compile(r"(?:\b(?:i\.e|e\.g|no|nos|mr|mrs|ms|dr|approx|incl|viz|art|cl|vs|st|co|ltd)\.|\b[A-Z]\.)\s*$",
                                 re.IGNORECASE)


@dataclass(frozen=True)
class Line:
    """A line of text with its cells, each cell with where it starts and ends across the line
    (characters in a text file, points on a PDF page), and the line's top (PDF) and right edge."""
    text: str
    cells: tuple[tuple[str, float, float], ...]
    top: float = 0.0
    right: float = 0.0
    gap_before: bool = False  # a wider gap than line spacing above it (PDF)


def text_blocks(text: str) -> list[Block]:
    """Blocks of a plain-text document."""
    lines = []
    for raw in text.splitlines():
        raw = raw.rstrip()
        lines.append(Line(raw, tuple(_text_cells(raw)), right=float(len(raw))))
    return _blocks_of_lines(lines)


def _text_cells(line: str) -> list[tuple[str, float, float]]:
    stripped = line.strip(" \r\n\x0b\x0c")
    if not stripped or RULE_LINE_RE.match(stripped):
        return []
    if "|" in stripped or "\t" in stripped:  # each pipe or tab is a boundary: empty cells keep their column
        parts = MARKED_SPLIT_RE.split(stripped.strip("|"))
        if sum(1 for part in parts if part.strip()) >= 2:
            return [(" ".join(part.split()), float(index), index + 0.9) for index, part in enumerate(parts)]
        return [(" ".join(stripped.replace("|", " ").split()), 0.0, float(len(line)))]
    cells, position = [], 0
    for piece in GAP_SPLIT_RE.split(line):
        at = line.index(piece, position) if piece else position
        position = at + len(piece)
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            cells.append((" ".join(piece.split()), float(at + lead), float(at + len(piece.rstrip()))))
    return cells


def _blocks_of_lines(lines: list[Line]) -> list[Block]:
    """Groups lines into tables (runs of lines with two cells or more) and paragraphs (the rest)."""
    blocks: list[Block] = []
    paragraph: list[Line] = []
    table_lines: list[Line] = []
    widest = max((line.right for line in lines if len(line.cells) == 1), default=0.0)

    def flush_paragraph():
        if paragraph:
            blocks.append(Paragraph(" ".join(line.cells[0][0] for line in paragraph), top=paragraph[0].top))
            paragraph.clear()

    def flush_table():
        if table_lines:
            blocks.append(_aligned(table_lines))
            table_lines.clear()

    for index, line in enumerate(lines):
        if not line.text.strip():
            flush_paragraph()
            if table_lines and not _table_continues(lines, index + 1):
                flush_table()
            continue
        if not line.cells:  # a ruling line (---- or |---|) inside or around a table
            continue
        if len(line.cells) >= 2:
            flush_paragraph()
            table_lines.append(line)
            continue
        if table_lines and _inside_table(lines, index):
            table_lines.append(line)  # a sub-heading row ("Post-Handover") or a wrapped label
            continue
        flush_table()
        if paragraph and (line.gap_before or not _continues(paragraph[-1], line, widest)):
            flush_paragraph()
        paragraph.append(line)
    flush_paragraph()
    flush_table()
    return [block for block in blocks if not isinstance(block, Table) or _real_table(block)]


def _aligned(lines: list[Line]) -> Block:
    """A run of table lines as a table whose cells sit in their columns: the columns are where the
    cells of the fullest rows stand, and every cell goes to the column it overlaps most, so an empty
    cell keeps its column empty. A run that is one line split by a wide gap stays a paragraph."""
    full = max(len(line.cells) for line in lines)
    if full < 2 or (len(lines) == 1 and full < 3):
        return Paragraph(" ".join(" ".join(line.text.split()) for line in lines), top=lines[0].top)
    model = [line for line in lines if len(line.cells) == full]
    columns = [[min(line.cells[i][1] for line in model), max(line.cells[i][2] for line in model)] for i in range(full)]
    rows = []
    for line in lines:
        row = [""] * full
        if len(line.cells) == full:
            for i, (text, _, _) in enumerate(line.cells):
                row[i] = text
        else:
            for text, x0, x1 in line.cells:
                best = max(range(full), key=lambda i: (min(x1, columns[i][1]) - max(x0, columns[i][0]),
                                                       -abs((x0 + x1) / 2 - sum(columns[i]) / 2)))
                row[best] = f"{row[best]} {text}".strip()
        rows.append(row)
    return Table(rows, top=lines[0].top)


def _table_continues(lines: list[Line], index: int) -> bool:
    """After a blank line inside a table, whether the table goes on: the next non-blank line is a row
    of it, or a short sub-heading ("B. Instalments after delivery") followed by rows."""
    following = [line for line in lines[index:index + 5] if line.text.strip() and line.cells]
    if not following:
        return False
    if len(following[0].cells) >= 2:
        return True
    return (len(following[0].cells[0][0]) <= 70 and len(following) > 1 and len(following[1].cells) >= 2
            and not SENTENCE_END_RE.search(following[0].cells[0][0]))


def _inside_table(lines: list[Line], index: int) -> bool:
    """A one-cell line between table rows: short, and the next non-blank line is a row again."""
    if len(lines[index].cells[0][0]) > 70:
        return False
    for line in lines[index + 1:index + 5]:
        if line.text.strip() and line.cells:
            return len(line.cells) >= 2
    return False


def _real_table(table: Table) -> bool:
    """One line split by a wide gap is a heading with a page number or a signature line, not a table."""
    return sum(1 for row in table.rows if sum(1 for cell in row if cell) >= 2) >= 2


def _continues(previous: Line, line: Line, widest: float) -> bool:
    """Whether `line` is the wrapped rest of the paragraph ending with `previous`: wrapped prose fills
    its line, so a line that ends well short of the widest one ends its paragraph."""
    before, text = previous.cells[0][0], line.cells[0][0]
    if ITEM_START_RE.match(text):
        return False
    if SENTENCE_END_RE.search(before) and not ABBREVIATION_END_RE.search(before):
        return bool(text[:1].islower())
    if before.isupper() and len(before) < 80:
        return False  # a heading
    if re.search(r"\d\)?$", before) and re.match(r"[A-Z][a-z]", text):
        return False  # a list line ending with its figure or date, then the next item ("Balance on handover ...")
    if widest and previous.right < widest * 0.7 and not before.endswith((",", "-", " and", " or", " of", " the")):
        return bool(text[:1].islower())
    if len(before) < 45 and text[:1].isupper() and not before.endswith((",", "-", "and", "or", "of", "the")):
        return False  # a short title line above its paragraph
    return True


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


def _docx_blocks(element: ElementTree.Element, blocks: list[Block]) -> None:
    for child in element:
        if child.tag == f"{W}p":
            text = " ".join(_run_text(child).split())
            if text:
                # A manual line break inside a paragraph is still one paragraph of prose.
                blocks.append(Paragraph(text))
        elif child.tag == f"{W}tbl":
            table = Table(ruled=True)
            for row in child.iter(f"{W}tr"):
                cells = [_cell_text(cell) for cell in row.findall(f"{W}tc")]
                if any(cells):
                    table.rows.append(cells)
            if table.rows:
                blocks.append(table)
        else:
            _docx_blocks(child, blocks)  # content controls (w:sdt), the body itself


def _cell_text(cell: ElementTree.Element) -> str:
    merge = cell.find(f"{W}tcPr/{W}vMerge")
    if merge is not None and merge.get(f"{W}val", "continue") == "continue":
        return ""  # the lower part of a vertically merged cell: its text was read in the first row
    return " ".join(" ".join(_run_text(p) for p in cell.iter(f"{W}p")).split())


def _run_text(paragraph: ElementTree.Element) -> str:
    parts = []
    for node in paragraph.iter():
        if node.tag == f"{W}t":
            parts.append(node.text or "")
        elif node.tag in (f"{W}tab", f"{W}br", f"{W}cr"):
            parts.append(" ")
    return "".join(parts)


# --- PDF ---------------------------------------------------------------------------------------

def _pdf(data: bytes) -> Document:
    import pdfplumber  # imported here: only the job reads PDFs, and the import costs a few hundred ms
    from pdfminer.pdfparser import PDFSyntaxError

    blocks: list[Block] = []
    try:
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            pages = pdf.pages[:MAX_PAGES]
            for page in pages:
                blocks += _page_blocks(page)
                page.close()  # frees the page's parsed objects as we go
            had_pages = bool(pages)
    except (PDFSyntaxError, ValueError, KeyError, TypeError, AttributeError, IndexError, OSError, RecursionError,
            AssertionError, ZeroDivisionError) as error:
        log.info("PDF could not be read: %r", error)
        return Document([], had_pages=False)
    except Exception as error:  # noqa: BLE001 - pdfminer raises its own types for damaged or encrypted files
        log.info("PDF could not be read: %r", error)
        return Document([], had_pages=False)
    return Document(_merge_split_tables(blocks), had_pages=had_pages)


def _page_blocks(page) -> list[Block]:
    words = page.extract_words(keep_blank_chars=False, use_text_flow=False, extra_attrs=["size"])
    if not words:
        return []
    ruled = [table for table in page.find_tables() if len(table.rows) >= 2 or len(table.columns) >= 3]
    placed: list[tuple[tuple, Block]] = []
    inside = set()
    for table in ruled:
        x0, top, x1, bottom = table.bbox
        rows = [[" ".join((cell or "").split()) for cell in row] for row in table.extract()]
        rows = [row for row in rows if any(row)]  # a merged cell's other parts come as ""
        if rows:
            placed.append(((top, 0, top), Table(rows, ruled=True, top=top)))
        for index, word in enumerate(words):
            if x0 - 1 <= word["x0"] and word["x1"] <= x1 + 1 and top - 1 <= word["top"] and word["bottom"] <= bottom + 1:
                inside.add(index)
    free = [word for index, word in enumerate(words) if index not in inside]
    for band_top, column, region in _regions(free, page.width):
        for block in _line_blocks(_lines(region)):
            # One column: blocks and ruled tables in order of their tops; two: band, then column, then top.
            key = (block.top, 0, block.top) if band_top is None else (band_top, column, block.top)
            placed.append((key, block))
    placed.sort(key=lambda item: item[0])
    return [block for _, block in placed]


def _regions(words: list[dict], width: float) -> list[tuple[float | None, int, list[dict]]]:
    """The page's words in reading order, as (band top, column, words): one region, or, on a page
    printed in two columns, each full-width band and each column of a two-column band in turn."""
    gutter = _gutter(words, width) if len(words) >= 40 else None
    if gutter is None:
        return [(None, 0, words)]
    regions: list[tuple[float, int, list[dict]]] = []
    left: list[dict] = []
    right: list[dict] = []
    band_top = 0.0
    for line in _lines(words):
        if any(word["x0"] < gutter < word["x1"] for word in line):
            regions += [(band_top, 0, left), (band_top, 1, right)]
            left, right = [], []
            regions.append((line[0]["top"], 0, line))
            band_top = line[0]["top"] + 0.001
            continue
        left += [word for word in line if word["x1"] <= gutter]
        right += [word for word in line if word["x0"] >= gutter]
    regions += [(band_top, 0, left), (band_top, 1, right)]
    return [region for region in regions if region[2]]


def _gutter(words: list[dict], width: float) -> float | None:
    """An x in the page's middle that no word crosses on most lines, with text on both sides of it."""
    lines = _lines(words)
    if len(lines) < 12:
        return None
    best = None
    for step in range(30, 71):
        x = width * step / 100
        crossing = sum(1 for line in lines if any(word["x0"] < x < word["x1"] for word in line))
        both = sum(1 for line in lines if any(w["x1"] < x for w in line) and any(w["x0"] > x for w in line))
        left_lines = sum(1 for line in lines if any(w["x1"] < x for w in line))
        right_lines = sum(1 for line in lines if any(w["x0"] > x for w in line))
        if crossing <= len(lines) * 0.15 and both >= len(lines) * 0.5 and min(left_lines, right_lines) >= 10:
            # A table's columns also leave gaps, but only over the table's rows, not over most of the page;
            # a prose column fills its width: its lines reach close to the gutter.
            reach = [max(w["x1"] for w in line if w["x1"] < x) for line in lines if any(w["x1"] < x for w in line)]
            if statistics.median(reach) > x - width * 0.12:
                score = (crossing, abs(step - 50))
                if best is None or score < best[0]:
                    best = (score, x)
    return None if best is None else best[1]


def _lines(words: list[dict]) -> list[list[dict]]:
    """Words grouped into lines by their vertical position, each line left to right."""
    lines: list[list[dict]] = []
    for word in sorted(words, key=lambda w: (round(w["top"]), w["x0"])):
        if lines and abs(lines[-1][0]["top"] - word["top"]) <= max(2.0, word["size"] * 0.3):
            lines[-1].append(word)
        else:
            lines.append([word])
    return [sorted(line, key=lambda w: w["x0"]) for line in lines]


def _line_blocks(lines: list[list[dict]]) -> list[Block]:
    """Text lines of a region turned into blocks, splitting cells at wide gaps between words."""
    if not lines:
        return []
    texts: list[Line] = []
    sizes = [word["size"] for line in lines for word in line]
    size = statistics.median(sizes) if sizes else 10.0
    previous_bottom = None
    for line in lines:
        top = line[0]["top"]
        gap = previous_bottom is not None and top - previous_bottom > size * 0.9
        cells, current = [], [line[0]]
        for before, word in zip(line, line[1:]):
            if word["x0"] - before["x1"] > max(word["size"], before["size"]) * 1.1:
                cells.append(current)
                current = []
            current.append(word)
        cells.append(current)
        positioned = tuple((" ".join(w["text"] for w in cell), cell[0]["x0"], cell[-1]["x1"]) for cell in cells)
        texts.append(Line(" ".join(cell[0] for cell in positioned), positioned, top, line[-1]["x1"], gap))
        previous_bottom = max(word["bottom"] for word in line)
    return _blocks_of_lines(texts)


def _merge_split_tables(blocks: list[Block]) -> list[Block]:
    """A table that runs over a page break is one table: the part on the next page (after the page's
    footer and header lines) joins the part before it when it has as many columns; a repeated header
    row is dropped."""
    merged: list[Block] = []
    for block in blocks:
        if isinstance(block, Table):
            previous, between = _previous_table(merged)
            if previous is not None and _columns(previous) == _columns(block) and all(
                    _page_furniture(item) for item in between):
                rows = block.rows
                if rows and previous.rows and rows[0] == previous.rows[0]:
                    rows = rows[1:]
                for item in between:
                    merged.remove(item)
                previous.rows += rows
                continue
        merged.append(block)
    return merged


def _previous_table(blocks: list[Block]) -> tuple[Table | None, list[Block]]:
    between = []
    for block in reversed(blocks[-4:]):
        if isinstance(block, Table):
            return block, list(reversed(between))
        between.append(block)
    return None, []


def _columns(table: Table) -> int:
    counts = [len(row) for row in table.rows if len(row) >= 2]
    return max(set(counts), key=counts.count) if counts else 0


PAGE_FURNITURE_RE = re.compile(r"^(?:page\s+\d+(?:\s+of\s+\d+)?|\d+\s*(?:/|of)\s*\d+|-?\s*\d+\s*-?"
                               r"|initials?\b.*|.*\bconfidential\b.*|.{0,70})$", re.IGNORECASE)


def _page_furniture(block: Block) -> bool:
    """A running header, footer or page number between two parts of a table."""
    return isinstance(block, Paragraph) and len(block.text) <= 90 and bool(PAGE_FURNITURE_RE.match(block.text)) and \
        not re.search(r"\b(?:instal?l?ment|payment|handover)\b", block.text, re.IGNORECASE)
