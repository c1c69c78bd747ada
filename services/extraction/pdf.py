"""PDF pages as blocks: the words with their positions (pdfplumber). Ruled tables are found from
their drawn lines; the other words are grouped into lines cut into cells at wide gaps (borderless
tables keep their columns); a page printed in two columns is read column by column; a table that runs
over a page break is one table."""

import io
import itertools
import logging
import re
import statistics

from services.extraction.blocks import (
    RULE_LINE_RE,
    Block,
    Document,
    Line,
    Paragraph,
    Table,
    blocks_of_lines,
    text_cells,
)

log = logging.getLogger(__name__)

MAX_PAGES = 200


def pdf_document(data: bytes) -> Document:
    """The PDF's blocks page by page (at most MAX_PAGES); a damaged or encrypted PDF has none."""
    # Imported here: only the job reads PDFs, and the import costs a few hundred ms.
    import pdfplumber

    from services.extraction.pdf_page import page_content

    pages = []
    # Only pdfplumber's own work is guarded: a damaged file fails inside pdfminer in many ways (its own
    # exception types too), while a mistake in our reading of the words must not pass for a damaged file.
    try:
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            for page in pdf.pages[:MAX_PAGES]:
                pages.append(page_content(page))
                page.close()  # frees the page's parsed objects as we go
    except Exception as error:  # noqa: BLE001 - see above
        log.info("PDF could not be read: %r", error)
        return Document([])
    blocks: list[Block] = []
    for words, width, ruled in pages:
        blocks = _continued(blocks, _page_blocks(words, width, ruled))
    return Document(_merge_split_tables(blocks))


def _continued(before: list[Block], page: list[Block]) -> list[Block]:
    """The blocks so far and a new page's: a sentence cut by the page break ("... the first of which shall
    fall due" / "on 15 March 2028 and ...") is one paragraph again; running headers, footers and page
    numbers between the two parts stay where they are."""
    last = next((i for i in range(len(before) - 1, max(-1, len(before) - 4), -1)
                 if not _page_furniture(before[i])), None)
    first = next((i for i in range(min(3, len(page))) if not _page_furniture(page[i])), None)
    if last is None or first is None:
        return before + page
    ending, starting = before[last], page[first]
    if isinstance(ending, Paragraph) and isinstance(starting, Paragraph) \
            and not re.search(r"[.;:!?]\W*$", ending.text) and re.match(r"\(?[a-z]", starting.text):
        ending.text = f"{ending.text} {starting.text}"
        return before + page[:first] + page[first + 1:]
    return before + page


def _page_blocks(words: list[dict], width: float, ruled: list[tuple[tuple, list]]) -> list[Block]:
    """A page's blocks in reading order. One column: blocks and ruled tables in order of their tops.
    Two columns: by band (a stretch of the page between full-width lines), then column, then top."""
    if not words:
        return []
    inside, tables = set(), []
    for (x0, top, x1, bottom), cells in ruled:
        rows = [[" ".join((cell or "").split()) for cell in row] for row in cells]
        rows = [row for row in rows if any(row)]  # a merged cell's other parts come as ""
        if rows:
            tables.append((x0, x1, Table(rows, top=top)))
        for index, word in enumerate(words):
            if x0 - 1 <= word["x0"] and word["x1"] <= x1 + 1 and top - 1 <= word["top"] \
                    and word["bottom"] <= bottom + 1:
                inside.add(index)
    free = [word for index, word in enumerate(words) if index not in inside]
    gutter = _gutter(free, width) if len(free) >= 40 else None
    if gutter is None and tables:
        # A ruled table inside one column (the plan on the left, clauses on the right): the gutter is found
        # with the table's words, and no table crosses it.
        beside = _gutter(words, width)
        if beside is not None and all(x1 <= beside + 2 or x0 >= beside - 2 for x0, x1, _ in tables):
            gutter = beside
    placed: list[tuple[tuple, Block]] = []
    bands = []
    for band_top, column, region in _regions(free, gutter):
        bands.append(band_top)
        for block in _line_blocks(_lines(region)):
            key = (block.top, 0, block.top) if gutter is None else (band_top, column, block.top)
            placed.append((key, block))
    for x0, x1, table in tables:
        side = None if gutter is None else 0 if x1 <= gutter + 2 else 1 if x0 >= gutter - 2 else None
        if side is None:
            placed.append(((table.top, 0, table.top), table))
        else:
            band_top = max((top for top in bands if top <= table.top), default=0.0)
            placed.append(((band_top, side, table.top), table))
    placed.sort(key=lambda item: item[0])
    return [block for _, block in placed]


def _regions(words: list[dict], gutter: float | None) -> list[tuple[float, int, list[dict]]]:
    """The page's words as (band top, column, words): one region, or, on a page printed in two columns
    (a gutter), each full-width line as a band of its own and each column of a two-column band."""
    if gutter is None:
        return [(0.0, 0, words)]
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
    """An x in the page's middle that no word crosses on most lines, with prose on both sides of it.

    A table's columns also leave such gaps; what tells a page of two prose columns is that each side
    is prose: its lines reach across the column (to near the gutter on the left, over a good part of
    the page on the right), where a table's cells are short. The two columns' baselines need not meet.
    """
    lines = _lines(words)
    if len(lines) < 12:
        return None
    best = None
    for step in range(30, 71):
        x = width * step / 100
        crossing = sum(1 for line in lines if any(word["x0"] < x < word["x1"] for word in line))
        left = [[w for w in line if w["x1"] <= x] for line in lines]
        right = [[w for w in line if w["x0"] >= x] for line in lines]
        left, right = [part for part in left if part], [part for part in right if part]
        if crossing > len(lines) * 0.15 or min(len(left), len(right)) < 10:
            continue
        reach = statistics.median(part[-1]["x1"] for part in left)
        span = statistics.median(part[-1]["x1"] - part[0]["x0"] for part in right)
        if reach > x - width * 0.12 and span > width * 0.22:
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
        for before, word in itertools.pairwise(line):
            if word["x0"] - before["x1"] > max(word["size"], before["size"]) * 1.1:
                cells.append(current)
                current = []
            current.append(word)
        cells.append(current)
        positioned = tuple((" ".join(w["text"] for w in cell), cell[0]["x0"], cell[-1]["x1"]) for cell in cells)
        text = " ".join(cell[0] for cell in positioned)
        if "|" in text or RULE_LINE_RE.match(text):
            # A table typed with pipes and dashes (a monospaced schedule): its pipes are its cell borders.
            positioned = tuple(text_cells(text))
        texts.append(Line(text, positioned, top, line[-1]["x1"], gap, statistics.median(w["size"] for w in line)))
        previous_bottom = max(word["bottom"] for word in line)
    return blocks_of_lines(texts)


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
    between: list[Block] = []
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
