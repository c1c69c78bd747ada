"""Reading a bulk-import spreadsheet (CONTRACT 15): a CSV (UTF-8 with or without a byte-order mark, or
Windows-1252; comma, semicolon or tab) or an XLSX (its first sheet; openpyxl), its header row matched to the
import's columns, every data row's values checked and typed. Every problem is reported with its row and column,
in words a clerk can act on; nothing here raises for a bad file. Plain CPU work: run it in a thread."""

import csv
import io
import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from dateutil import parser as date_parser

COLUMNS = ("project", "unitNumber", "city", "description", "clientEmail", "clientName", "clientPhone",
           "installmentDescription", "dueDate", "amount", "percentage", "isFee", "postHandover")
REQUIRED = ("project", "unitNumber", "clientEmail", "amount")
MAX_ROWS = 5_000
MAX_TEXT = 200
EMAIL_SHAPE = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")
TRUE, FALSE = {"true", "yes", "y", "1"}, {"false", "no", "n", "0", ""}
AMOUNT_CEILING = Decimal(10) ** 13


class TooManyRows(Exception):
    pass


@dataclass(frozen=True)
class Problem:
    row: int  # the 1-based data row (the line under the header is 1); 0: the file or its header
    field: str
    message: str

    def record(self) -> dict:
        return {"row": self.row, "field": self.field, "message": self.message}


@dataclass
class Line:
    """One data row, its values typed (None: empty)."""
    row: int
    values: dict[str, Any] = field(default_factory=dict)


def _key(header: str) -> str:
    return re.sub(r"[\s_\-]+", "", header).lower()


KEYS = {_key(name): name for name in COLUMNS}


# --- the file -------------------------------------------------------------------------------------

def read_cells(data: bytes) -> tuple[list[list[Any]], list[Problem]]:
    """The file's rows of cells (the header row first), or the problem that stops reading it."""
    if data[:2] == b"PK":
        return _xlsx_cells(data)
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    if "\x00" in text:
        return [], [Problem(0, "file", "This is not a CSV or XLSX file (send a .csv or an .xlsx spreadsheet)")]
    sample = text[:20_000]
    try:
        dialect: Any = csv.Sniffer().sniff(sample.split("\n", 1)[0] or sample, delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    try:
        return [row for row in csv.reader(io.StringIO(text), dialect)], []
    except csv.Error as error:
        return [], [Problem(0, "file", f"The CSV file could not be read: {error}")]


def _xlsx_cells(data: bytes) -> tuple[list[list[Any]], list[Problem]]:
    from openpyxl import load_workbook  # only imports need it

    try:
        formulas = load_workbook(io.BytesIO(data), data_only=False).worksheets[0]
        if formulas.max_row > 20 * MAX_ROWS:  # far past the limit even with styled empty rows: not read at all
            raise TooManyRows
        values = load_workbook(io.BytesIO(data), data_only=True).worksheets[0]
        rows = [list(row) for row in values.iter_rows(values_only=True)]
        written = [list(row) for row in formulas.iter_rows(values_only=True)]
    except TooManyRows:
        raise
    # Whatever an upload holds (a zip of something else, broken XML inside, a workbook without sheets): one
    # problem on the file, never a 500. openpyxl raises many kinds of error for them.
    except Exception as error:  # noqa: BLE001
        return [], [Problem(0, "file", f"The XLSX file could not be read ({type(error).__name__}): save it again "
                                       "from a spreadsheet program, or send a CSV")]
    for r, row in enumerate(written):
        for c, cell in enumerate(row):
            if isinstance(cell, str) and cell.startswith("=") and r < len(rows) and c < len(rows[r]) \
                    and rows[r][c] is None:
                rows[r][c] = FormulaWithoutValue(cell)
    # A cell merged down a column (a project or a unit written once for its rows) counts on each of its rows.
    for merged in formulas.merged_cells.ranges:
        if merged.min_col == merged.max_col:
            top = rows[merged.min_row - 1][merged.min_col - 1]
            for r in range(merged.min_row, merged.max_row):
                if r < len(rows) and merged.min_col - 1 < len(rows[r]):
                    rows[r][merged.min_col - 1] = top
    return rows, []


@dataclass(frozen=True)
class FormulaWithoutValue:
    formula: str


def read(data: bytes) -> tuple[list[Line], list[Problem]]:
    """The data rows with their typed values, and every problem found. TooManyRows past MAX_ROWS."""
    cells, problems = read_cells(data)
    if problems:
        return [], problems
    rows = [(index, row) for index, row in enumerate(cells) if any(_text(cell) for cell in row)]
    if not rows:
        return [], [Problem(0, "file", "The file is empty: it needs a header row and one row per installment")]
    header_at, header = rows[0]
    columns: dict[int, str] = {}
    for position, title in enumerate(header):
        name = _text(title)
        if not name:
            continue
        known = KEYS.get(_key(name))
        if known is None:
            problems.append(Problem(0, name, f"The column {name!r} is not one the import reads (expected: "
                                             f"{', '.join(COLUMNS)})"))
        elif known in columns.values():
            problems.append(Problem(0, known, f"The column {known} appears twice"))
        else:
            columns[position] = known
    for name in REQUIRED:
        if name not in columns.values():
            problems.append(Problem(0, name, f"The column {name} is missing"))
    data_rows = [(index - header_at, row) for index, row in rows[1:]]
    if len(data_rows) > MAX_ROWS:
        raise TooManyRows
    if problems:
        return [], problems
    lines = []
    for number, row in data_rows:
        line = Line(number)
        for position, name in columns.items():
            raw = row[position] if position < len(row) else None
            value, problem = _value(name, raw)
            if problem is not None:
                problems.append(Problem(number, name, problem))
            else:
                line.values[name] = value
        for name in REQUIRED:
            if line.values.get(name) is None and not any(p.row == number and p.field == name for p in problems):
                problems.append(Problem(number, name, "is empty"))
        lines.append(line)
    return lines, problems


# --- values ---------------------------------------------------------------------------------------

def _text(cell: Any) -> str:
    if cell is None or isinstance(cell, FormulaWithoutValue):
        return ""
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    if isinstance(cell, datetime | date):
        return cell.isoformat()[:10]
    return str(cell).strip()


def _value(name: str, raw: Any) -> tuple[Any, str | None]:
    """The typed value of a cell, or why it is not one."""
    if isinstance(raw, FormulaWithoutValue):
        return None, (f"is a formula ({raw.formula[:60]}) whose value was never calculated: open the file in a "
                      "spreadsheet program and save it, or paste the values")
    text = _text(raw)
    if name == "dueDate":
        return _date(raw, text)
    if name in ("amount", "percentage"):
        return _number(name, raw, text)
    if name in ("isFee", "postHandover"):
        if isinstance(raw, bool):
            return raw, None
        if text.lower() in TRUE | FALSE:
            return text.lower() in TRUE, None
        return None, f"{text} is not true or false (write true/false, yes/no or 1/0)"
    if len(text) > MAX_TEXT:
        return None, f"is longer than {MAX_TEXT} characters"
    if name == "clientEmail" and text and not EMAIL_SHAPE.fullmatch(text):
        return None, f"{text} is not an email address"
    return text or None, None


NUMERIC_DATE = re.compile(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})")
ISO_DATE = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")


def _date(raw: Any, text: str) -> tuple[date | None, str | None]:
    if isinstance(raw, datetime):
        return raw.date(), None
    if isinstance(raw, date):
        return raw, None
    if not text:
        return None, None
    wrong = f"{text} is not a date (write it as YYYY-MM-DD or DD/MM/YYYY)"
    try:
        if match := ISO_DATE.fullmatch(text):
            return date(int(match[1]), int(match[2]), int(match[3])), None
        if match := NUMERIC_DATE.fullmatch(text):  # day first, as the contract writes DD/MM/YYYY
            return date(int(match[3]), int(match[2]), int(match[1])), None
        if re.search(r"[A-Za-z]{3}", text) and re.search(r"\b\d{4}\b", text):  # "15 Mar 2027", "March 15, 2027"
            return date_parser.parse(text, dayfirst=True, default=datetime(1900, 1, 1, tzinfo=UTC)).date(), None
    except (ValueError, OverflowError):
        return None, wrong
    return None, wrong


def _number(name: str, raw: Any, text: str) -> tuple[Decimal | None, str | None]:
    if not text:
        return None, None
    if isinstance(raw, int | float) and not isinstance(raw, bool):
        value = Decimal(repr(raw))
        rounded = value.quantize(Decimal("0.01"))
        if abs(value - rounded) < Decimal("0.000001"):  # 333333.33000000002 as a spreadsheet keeps it
            value = rounded
    else:
        read_value = _decimal_text(text.rstrip("%").strip() if name == "percentage" else text)
        if read_value is None:
            return None, f"{text} is not a number"
        value = read_value
    if value.is_signed():
        return None, f"{text} must not be negative"
    if value != value.quantize(Decimal("0.01")):
        return None, f"{text} has more than 2 decimal places"
    if name == "percentage" and value > 100:
        return None, f"{text} is more than 100"
    if name == "amount" and value >= AMOUNT_CEILING:
        return None, f"{text} is too large"
    return value, None


def _decimal_text(text: str) -> Decimal | None:
    """1,250,000.00 / 1.250.000,00 / 12,50,000 / 1 250 000 / 1250000.5 (a currency code or sign around it)."""
    digits = re.sub(r"^[^\d\-]+|[^\d]+$", "", text.replace("\u00a0", " ").replace("\u202f", " "))
    digits = digits.replace(" ", "").replace("'", "")
    if "," in digits and "." in digits:
        thousands, point = (",", ".") if digits.rfind(".") > digits.rfind(",") else (".", ",")
        digits = digits.replace(thousands, "").replace(point, ".")
    elif "," in digits:
        if re.fullmatch(r"\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})+,\d{3}", digits):
            digits = digits.replace(",", "")
        elif re.fullmatch(r"\d+,\d{1,2}", digits):
            digits = digits.replace(",", ".")
        else:
            return None
    elif re.fullmatch(r"\d{1,3}(\.\d{3}){2,}", digits):
        digits = digits.replace(".", "")
    if not re.fullmatch(r"-?\d+(\.\d+)?", digits):
        return None
    try:
        return Decimal(digits)
    except InvalidOperation:
        return None
