"""The offline plan extractor: an agreement's payment plan read from the document's structure, no AI.

`extract(data)` reads the upload (layout.py: blocks in reading order), then the plan (plan.py: tables
cell by cell, then the clauses that set out payments, CONTRACT 9), using figures.py for dates, shares
and amounts. CPU-bound: the job runs it in a thread. See docs/extraction.md.
"""

from dataclasses import dataclass

from services import filetypes
from services.extraction import layout, plan

NO_TEXT = "No text could be read from this document (a scanned or image-only file?): no payment plan was extracted"


@dataclass(frozen=True)
class Extraction:
    installments: list[dict]
    message: str | None = None  # why the list is empty when nothing could be read


def extract(data: bytes) -> Extraction:
    """The plan of an uploaded agreement. Raises ValueError when the bytes are no PDF, DOCX or text."""
    document = layout.read(data)
    if not any(block.text.strip() if isinstance(block, layout.Paragraph) else block.rows
               for block in document.blocks):
        return Extraction([], NO_TEXT)
    return Extraction(plan.extract(document))


def extract_text(text: str) -> list[dict]:
    """The plan of an agreement given as plain text."""
    return plan.extract(layout.Document(layout.text_blocks(text)))


def text_of(data: bytes) -> str:
    """The document's readable text in reading order, a table row per line (for the AI provider);
    a plain-text document as it is."""
    if filetypes.sniff(data) == filetypes.TEXT:
        return data.decode("utf-8-sig")
    return layout.read(data).text()


def normalised(rows: list[dict]) -> list[dict]:
    """Rows from any reader under the output rules of CONTRACT 9: dueDate as DD-MMM-YY or "", the
    label without its figures, amounts to the cent, no totals or price rows. The offline
    extractor's rows already follow them; the AI provider's are brought to them."""
    return [row for row in (plan.normalised_row(row) for row in rows) if row is not None]
