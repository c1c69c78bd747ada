"""Blocks (paragraphs and tables) and how lines of text become them: runs of lines with two cells or
more are tables whose cells keep their columns by position; the other lines are joined into
paragraphs where prose wraps. Shared by the plain-text and PDF readers."""

import itertools
import re
from dataclasses import dataclass, field

from services.extraction import figures

CELL_SEPARATOR = " | "
# Characters that print as a space or a hyphen, or not at all, read as what they print: a no-break space in
# "20 %", a non-breaking hyphen in "16-03-2027", a soft hyphen inside "7,375,000".
PRINTED = str.maketrans({"\u00ad": None, "\u200b": None, "\u200c": None, "\u200d": None, "\ufeff": None,
                         "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u00a0": " ", "\u2007": " ", "\u2009": " ",
                         "\u202f": " "})


@dataclass
class Paragraph:
    text: str
    top: float = 0.0  # where it starts on its page (PDF), to place it among the page's tables


@dataclass
class Table:
    rows: list[list[str]] = field(default_factory=list)
    top: float = 0.0


Block = Paragraph | Table


@dataclass
class Document:
    blocks: list[Block]

    def text(self) -> str:
        """The readable text, a table row per line with its cells joined by " | "."""
        lines = []
        for block in self.blocks:
            if isinstance(block, Paragraph):
                lines.append(block.text)
            else:
                lines += [CELL_SEPARATOR.join(row) for row in block.rows]
        return "\n".join(lines)


# --- plain text --------------------------------------------------------------------------------

MARKED_SPLIT_RE = re.compile(r"\||\t")
GAP_SPLIT_RE = re.compile(r"(?<![.:;,!?])\s{2,}|(?<=[.:;,!?])\s{3,}")
RULE_LINE_RE = re.compile(r"^[\s\-=_+|*~.]+$")
# A line that starts a list item or a numbered clause: it begins a paragraph of its own.
ITEM_START_RE = re.compile(
    r"^(?:[-•*·–—▪■]\s+|\d{1,2}/\d{1,2}\s|\(?(?:\d{1,2}(?:\.\d{1,2})*\.?|[a-z]|[ivxlc]{1,5}|[A-Z])[.)]\s+"
    r"|\(\w{1,5}\)\s*"
    r"|(?:clause|article|section|schedule|annex(?:ure)?|appendix)\s+\w+\b"
    r"|\[[^\]]{0,30}\d{1,2}:\d{2}[^\]]{0,10}\])"  # a message pasted from a chat: "[14/05/2027, 11:03] Karim: ..."
    # a label ("Price: ...", "14 December 2026: AED 300,000"), not the date that ends a lead ("... on\n3 March 2026:")
    r"|^(?!\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}\s*:\s*$)"
    r"(?-i:[A-Z0-9])[\w /()&'-]{0,40}:(?:\s|$)|^\d{1,2}(?:st|nd|rd|th)\b\s*[:.)\-–]\s", re.IGNORECASE)
MONTH_START_RE = re.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", re.IGNORECASE)
NUMBER_WORD_END_RE = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty"
                                r"|\w+ty-\w+|hundred|thousand)$", re.IGNORECASE)
FIGURE_RE = re.compile(r"\d\s*%|\d{1,3}(?:[,.]\d{2,3})+")
PAYMENT_START_RE = re.compile(r"(?:On|Upon|At|Within|Balance|Final|Booking|Down\s*payment|Deposit|Instal\w*|Handover"
                              r"|Completion|Possession|\d{1,3}\s+(?:months?|days?|weeks?|years?)\s+(?:after|from|following))\b")
# "DURING CONSTRUCTION – 60%", "POST-HANDOVER – 40% (over 2 years)": a section's name and its share of the plan.
# "During construction 40%", "Part A – Payments before Handover (50%)": the heading of a section of the plan.
SECTION_SHARE_RE = re.compile(r"^\W*(?:part\s+[a-z0-9]{1,2}\s*[-–:.]?\s*)?(?:(?:payments?|instal?l?ments?)\s+)?"
                              r"(?:during\s+construction|construction\s+period|post[\s\-]*(?:handover|completion"
                              r"|possession|delivery)|pre[\s\-]*(?:handover|completion)|(?:before|after)\s+handover)"
                              r"(?:\s+(?:payments?|instal?l?ments?|period))?\s*[-–:]?\s*\(?\d{1,3}(?:\.\d+)?\s*%\)?"
                              r"(?:\s*\([^()]*\))?\s*$", re.IGNORECASE)
NEW_SENTENCE_RE = re.compile(r"(?:The|This|These|All|Any|Each|Such|If|Where|Note|Please)\s")
SENTENCE_END_RE = re.compile(r"(?:[.;:!?]|/-)\s*$")  # "Rs. 4,92,500/-" ends its line as a full stop does
ABBREVIATION_END_RE = re.compile(r"(?:\b(?:i\.e|e\.g|no|nos|mr|mrs|ms|dr|approx|incl|viz|art|cl|vs|st|co|ltd|rs|dhs"
                                 r"|sq|ft)\."
                                 r"|\b[A-Z]\.)\s*$",
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
    size: float = 0.0  # the font size (PDF)


LEADER_RE = re.compile(r"\s*(?:\.{4,}|…{2,}|_{4,}(?=\s*\S))\s*")


def text_blocks(text: str) -> list[Block]:
    """Blocks of a plain-text document."""
    lines = []
    for raw in _cells_one_per_line(text.splitlines()):
        raw = raw.rstrip()
        if len(LEADER_RE.findall(raw)) >= 2:  # "DLD Registration Fee ...... AED 94,000 ...... due 2026-03-02": columns
            raw = LEADER_RE.sub("   ", raw)
        lines.append(Line(raw, tuple(text_cells(raw)), right=float(len(raw))))
    return blocks_of_lines(lines)


# The titles of a plan table's columns, each alone on its line (a Word table pasted as text, one cell per line).
COLUMN_TITLE_RE = re.compile(r"(?:no\.?|sr\.?\s*no\.?|s/n|#|milestones?|description|particulars"
                             r"|(?:payment|instal?l?ment)(?:\s+(?:no\.?|stage|milestone|date|description))?|stage|due(?:\s+(?:date|on))?|date"
                             r"|percentage|%|share|amount(?:\s*\(\w+\))?|amount\s+\w+|value)", re.IGNORECASE)
SHORT_CELL = 80


def _cells_one_per_line(raw: list[str]) -> list[str]:
    """A table pasted as text one cell per line ("Milestone" / "Due Date" / "Percentage" / "Amount (AED)" /
    "Down Payment" / "15 April 2026" / "20%" / "360,000" / ...): its lines joined into rows with pipes, as
    many cells a row as there are titles, while every row has a figure and no cell is a sentence."""
    lines, index = [], 0
    while index < len(raw):
        width = 0
        while index + width < len(raw) and COLUMN_TITLE_RE.fullmatch(raw[index + width].strip()):
            width += 1
        rows = []
        if width >= 3:
            at = index + width
            while at + width <= len(raw):
                cells = [line.strip() for line in raw[at:at + width]]
                if not all(cells) or any(len(cell) > SHORT_CELL for cell in cells) \
                        or not any(re.search(r"\d", cell) for cell in cells):
                    break
                rows.append(" | ".join(cells))
                at += width
        if len(rows) >= 2:
            lines.append(" | ".join(line.strip() for line in raw[index:index + width]))
            lines += rows
            index += width * (len(rows) + 1)
            continue
        lines.append(raw[index])
        index += 1
    return lines


def text_cells(line: str) -> list[tuple[str, float, float]]:
    stripped = line.strip(" \r\n\x0b\x0c")
    if not stripped or RULE_LINE_RE.match(stripped):
        return []
    if "|" in stripped or "\t" in stripped:  # each pipe or tab is a boundary: empty cells keep their column
        parts = MARKED_SPLIT_RE.split(stripped.strip("|"))
        boxed = stripped.startswith("|") and stripped.endswith("|") and len(parts) >= 2  # "| ... |  |  |": a row
        if boxed or sum(1 for part in parts if part.strip()) >= 2:
            return [(" ".join(part.split()), float(index), index + 0.9) for index, part in enumerate(parts)]
        return [(" ".join(stripped.replace("|", " ").split()), 0.0, float(len(line)))]
    cells: list[tuple[str, float, float]] = []
    position = 0
    for piece in GAP_SPLIT_RE.split(line):
        at = line.index(piece, position) if piece else position
        position = at + len(piece)
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            text = " ".join(piece.split())
            if cells and re.match(r"\d", text) and figures.CURRENCY_RE.fullmatch(cells[-1][0]):
                # "CHF       50'000.00": a currency set apart from its digits to align them is one cell with them.
                cells[-1] = (f"{cells[-1][0]} {text}", cells[-1][1], float(at + len(piece.rstrip())))
                continue
            cells.append((text, float(at + lead), float(at + len(piece.rstrip()))))
    return cells


def blocks_of_lines(lines: list[Line]) -> list[Block]:
    """Groups lines into tables (runs of lines with two cells or more) and paragraphs (the rest)."""
    blocks: list[Block] = []
    paragraph: list[Line] = []
    table_lines: list[Line] = []
    widest = max((line.right for line in lines if len(line.cells) == 1), default=0.0)
    letters = "".join(re.findall(r"[A-Za-z]", "".join(line.text for line in lines)))
    capitals = len(letters) > 100 and sum(1 for letter in letters if letter.isupper()) > len(letters) * 0.9

    def flush_paragraph():
        if paragraph:
            blocks.append(Paragraph(" ".join(line.cells[0][0] for line in paragraph), top=paragraph[0].top))
            paragraph.clear()

    def flush_table():
        if table_lines:
            blocks.append(_aligned(table_lines))
            table_lines.clear()

    lines = [_numbered_prose(line) for line in lines]
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
            heading = [] if not table_lines or len(table_lines[-1].cells) >= 2 else list(
                itertools.takewhile(lambda earlier: len(earlier.cells) == 1, reversed(table_lines)))
            if heading and _other_grid(table_lines[:-len(heading)], line):
                # "C. OTHER CHARGES" and then rows of another width: another table under its heading.
                del table_lines[-len(heading):]
                flush_table()
                paragraph.extend(reversed(heading))
                flush_paragraph()
            table_lines.append(line)
            continue
        if table_lines and (_inside_table(lines, index) or len(table_lines) >= 2 and _wraps_last_cell(table_lines[-1],
                                                                                                       line)):
            table_lines.append(line)  # a sub-heading row ("Post-Handover"), a wrapped label or last cell
            continue
        flush_table()
        if paragraph and (line.gap_before or not _continues(paragraph[-1], line, widest, capitals)):
            flush_paragraph()
        paragraph.append(line)
    flush_paragraph()
    flush_table()
    # One line split by wide gaps is read as the line it is.
    return [block if not isinstance(block, Table) or _real_table(block)
            else Paragraph(" ".join(cell for row in block.rows for cell in row if cell), top=block.top)
            for block in blocks]


ENUMERATION_RE = re.compile(r"^\(?(?:\d{1,2}(?:\.\d{1,2})*|\d{1,2}/\d{1,2}|[a-z]|[ivxlc]{1,5}|[A-Z])[.)]?\)?$")


def _numbered_prose(line: Line) -> Line:
    """"2.1   In full and final settlement, the Developer shall ..." is a numbered paragraph whose number
    stands apart, not a table row: one cell."""
    rest = line.cells[1][0] if len(line.cells) == 2 else ""
    # A sentence, or an item of a list that ends as list items do ("(ii)   10% on 5 August 2026;").
    sentence = len(rest.split()) >= 6 or len(rest.split()) >= 3 and re.search(r"(?:[;.]|;\s*(?:and|or))\s*$", rest)
    if len(line.cells) == 2 and ENUMERATION_RE.match(line.cells[0][0]) and sentence \
            and "|" not in line.text:  # (a row typed with pipes keeps its cells)
        (number, x0, _), (rest, _, x1) = line.cells
        return Line(line.text, ((f"{number} {rest}", x0, x1),), line.top, line.right, line.gap_before)
    return line


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
    return Table(_wrapped_rows_joined(lines, rows, full), top=lines[0].top)


def _wrapped_rows_joined(lines: list[Line], rows: list[list[str]], full: int) -> list[list[str]]:
    """A borderless PDF table whose rows are set apart by more than line spacing: lines at line spacing
    from each other, one of them not a full row, are one row whose cells wrapped (the label on the
    second line when the other cells sit at the bottom, or the date on the second line when at the top)."""
    sizes = sorted(line.size for line in lines if line.size)
    if len(sizes) < len(lines) or len(lines) < 3 or any("|" in line.text for line in lines):
        return rows  # a text file's table, or one typed with pipes (its rules make the gaps)
    size = sizes[len(sizes) // 2]
    spacing = [later.top - earlier.top for earlier, later in itertools.pairwise(lines)]
    apart = sum(1 for step in spacing if step >= size * 1.45)
    if apart * 2 < len(spacing) - apart:
        return rows  # rows mostly as close as lines: wrapped cells cannot be told from rows
    joined = [rows[0]]
    parts = 1  # lines in the row being built
    for step, row in zip(spacing, rows[1:], strict=True):
        previous = joined[-1]
        filled = sum(1 for cell in row if cell), sum(1 for cell in previous if cell)
        if step < size * 1.3 and parts < 3 and min(filled) < full:
            joined[-1] = [f"{a} {b}".strip() for a, b in zip(previous, row, strict=True)]
            parts += 1
            continue
        joined.append(row)
        parts = 1
    return joined


def _other_grid(lines: list[Line], line: Line) -> bool:
    """Whether a row typed with pipes has another number of cells than the table's rows so far."""
    widths = {len(earlier.cells) for earlier in lines if len(earlier.cells) >= 2}
    return "|" in line.text and bool(widths) and len(line.cells) not in widths


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
    """A one-cell line between table rows: short, and a row follows after at most two more such lines
    (a cell wrapped over three lines, a sub-heading above another)."""
    if len(lines[index].cells[0][0]) > 70:
        return False
    short = 0
    for line in lines[index + 1:index + 5]:
        if line.text.strip() and line.cells:
            if len(line.cells) >= 2:
                return True
            short += 1
            if short > 2 or len(line.cells[0][0]) > 70:
                return False
    return False


def _wraps_last_cell(previous: Line, line: Line) -> bool:
    """A one-cell line right under a row, indented to where the row's last cell starts, that row's cell not yet
    ended ("Step 3   The balance of 60% shall be paid in twelve (12) monthly instalments of 5% each" /
    "         (AED 49,000 each), payable on the last day of each calendar month ..."): that cell wrapped."""
    if len(previous.cells) < 2 or len(line.cells) != 1 or line.gap_before or "|" in line.text:
        return False
    start, last = line.cells[0][1], previous.cells[-1]
    return abs(start - last[1]) <= 1 and start > previous.cells[0][2] and not re.search(r"[.;:]\s*$", last[0])


def _real_table(table: Table) -> bool:
    """One line split by a wide gap is a heading with a page number or a signature line, not a table."""
    return sum(1 for row in table.rows if sum(1 for cell in row if cell) >= 2) >= 2


def _continues(previous: Line, line: Line, widest: float, capitals: bool = False) -> bool:
    """Whether `line` is the wrapped rest of the paragraph ending with `previous`: wrapped prose fills
    its line, so a line that ends well short of the widest one ends its paragraph."""
    before, text = previous.cells[0][0], line.cells[0][0]
    if re.match(r"\(\d{1,3}\)", text) and NUMBER_WORD_END_RE.search(before):
        return True  # "in twenty-four" / "(24) consecutive monthly instalments": the numeral restated, not an item
    if ITEM_START_RE.match(text) or SECTION_SHARE_RE.match(before) or SECTION_SHARE_RE.match(text):
        return False
    if ITEM_START_RE.match(before) and NEW_SENTENCE_RE.match(text):
        return False  # "- 60% - AED 900,000 - on handover" / "The USD figures are for information only; ..."
    if FIGURE_RE.search(before) and FIGURE_RE.search(text) and PAYMENT_START_RE.match(text):
        return False  # a plan set out a payment per line: "... the first due three months after booking" / "On ..."
    if SENTENCE_END_RE.search(before) and not ABBREVIATION_END_RE.search(before):
        return bool(text[:1].islower())
    if before.isupper() and len(before) < 80 and not capitals:
        return False  # a heading (unless the whole agreement is written in capitals)
    if re.search(r"\d\)?$", before) and re.match(r"[A-Z][a-z]|(?![A-Za-z])[^\W\d_]", text) \
            and not MONTH_START_RE.match(text):  # (or a line that begins in Arabic: "الدفعة الرابعة / Fourth ...")
        return False  # a list line ending with its figure or date, then the next item ("Balance on handover ...")
    if widest and previous.right < widest * 0.7 and not before.endswith((",", "-", " and", " or", " of", " the")):
        return bool(text[:1].islower())
    if len(before) < 45 and text[:1].isupper() and not before.endswith((",", "-", "and", "or", "of", "the")):
        return False  # a short title line above its paragraph
    return True
