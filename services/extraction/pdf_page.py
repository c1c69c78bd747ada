"""What pdfplumber reads of a PDF page: its words with their positions, and its ruled tables. Imported only
by the job that reads a PDF (pdfplumber's import is slow)."""

from pdfminer.layout import LTChar, LTContainer, LTCurve
from pdfplumber.container import Container
from pdfplumber.table import TableFinder, TableSettings
from pdfplumber.utils import extract_words

from services.extraction.blocks import PRINTED

# Characters further apart than this share of the font size are separate words: words drawn one by one with no
# space character between them stay apart.
WORD_GAP = 0.15


def page_content(page) -> tuple[list[dict], float, list[tuple[tuple, list[list[str]]]]]:
    """A page's words with positions, its width, and its ruled tables (bounding box and rows of cell texts)."""
    drawn = PageObjects(page)
    words = extract_words(drawn.chars, keep_blank_chars=False, use_text_flow=False, extra_attrs=["size"],
                          x_tolerance_ratio=WORD_GAP)
    for word in words:
        word["text"] = word["text"].translate(PRINTED)
    if not words:
        return [], page.width, []
    # A ruled "table" of one column is a framed paragraph or rows shaded in turn: its words are read as lines,
    # whose gaps show any columns.
    ruled = [(table.bbox, table.extract()) for table in drawn.tables()
             if (len(table.rows) >= 2 or len(table.columns) >= 3) and len(table.columns) >= 2]
    return words, page.width, ruled


class PageObjects(Container):
    """A page's characters and drawn lines, as pdfplumber's own page object has them, read from the page's
    layout directly. pdfplumber turns every object of a page into a dictionary of all its attributes (colours
    and all), which takes most of a text page's time; a character here has only its text, box, size and font,
    and the few lines, rectangles and curves go through pdfplumber itself, so its table finder reads them
    as it reads a page."""

    def __init__(self, page):
        self.bbox = page.bbox
        x_shift, top_shift = page.mediabox[:2]  # pdfminer places objects relative to the MediaBox
        height, doctop = page.height, page.initial_doctop
        chars: list[dict] = []
        found: dict[str, list[dict]] = {"char": chars}
        pending = [iter(page.layout)]
        while pending:  # depth first in the layout's order, as pdfplumber walks it (the contents of figures too)
            item = next(pending[-1], None)
            if item is None:
                pending.pop()
            elif isinstance(item, LTChar):
                top = height - item.y1 + top_shift
                chars.append({"text": item.get_text(), "x0": item.x0 + x_shift, "x1": item.x1 + x_shift,
                              "top": top, "bottom": height - item.y0 + top_shift, "doctop": doctop + top,
                              "upright": item.upright, "size": item.size, "fontname": item.fontname,
                              "width": item.width, "height": item.height})
            elif isinstance(item, LTCurve):  # lines and rectangles are curves too
                drawn = page.process_object(item)
                found.setdefault(drawn["object_type"], []).append(drawn)
            elif isinstance(item, LTContainer):
                pending.append(iter(item))
        self._found = found

    @property
    def objects(self) -> dict[str, list[dict]]:
        return self._found

    def tables(self) -> list:
        """The ruled tables pdfplumber finds from the drawn lines (none without lines)."""
        if not self.edges:
            return []
        # The finder reads its page's edges and bbox (and, to extract cells, chars): a Container with them will do.
        return TableFinder(self, TableSettings.resolve(None)).tables  # type: ignore[arg-type]
