"""Lists as files (CONTRACT 14): CSV (UTF-8 with a byte-order mark, for spreadsheet programs) and XLSX (one
sheet, XlsxWriter), a header row of the JSON field names, and no cell a spreadsheet would run as a formula.
Built in a thread (csv and XlsxWriter are plain CPU work): a 20,000-row export does not stall other requests."""

import asyncio
import csv
import io
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

import xlsxwriter

from encoding import iso_utc, to_json

FORMATS = ("csv", "xlsx")
CONTENT_TYPES = {"csv": "text/csv; charset=utf-8",
                 "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}
FORMULA_STARTS = ("=", "+", "-", "@")


@dataclass(frozen=True)
class ExportFile:
    body: bytes
    content_type: str
    filename: str


def cell(value) -> str | float | int | bool:
    """A JSON field's value as a cell: numbers stay numbers (XLSX), a list of strings is its items joined by
    ", ", a nested object (or a list of them) its JSON, dates their ISO text, nothing an empty cell."""
    if value is None:
        return ""
    if isinstance(value, bool | int):
        return value
    if isinstance(value, Decimal):
        return float(value)  # at most 2 decimals, far below 2**53 cents: exact as a float
    if isinstance(value, float):
        return value
    if isinstance(value, datetime):
        return iso_utc(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return ", ".join(value)
    if isinstance(value, list | dict):
        return to_json(value)
    return str(value)


def defused(text: str) -> str:
    """A text cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) gets a leading `'`."""
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


def _csv_text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Decimal):
        return defused(f"{value:f}")  # as stored: 1000.00
    return defused(str(cell(value)))


def to_csv(header: list[str], records: list[dict]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    for record in records:
        writer.writerow([_csv_text(record.get(field)) for field in header])
    return "\ufeff".encode() + out.getvalue().encode("utf-8")


def to_xlsx(header: list[str], records: list[dict], sheet: str) -> bytes:
    out = io.BytesIO()
    # Strings are never turned into formulas or numbers by XlsxWriter with these options.
    book = xlsxwriter.Workbook(out, {"in_memory": True, "strings_to_formulas": False, "strings_to_numbers": False,
                                     "strings_to_urls": False})
    worksheet = book.add_worksheet(sheet[:31])
    bold = book.add_format({"bold": True})
    for column, name in enumerate(header):
        worksheet.write_string(0, column, name, bold)
    for row, record in enumerate(records, start=1):
        for column, field in enumerate(header):
            value = cell(record.get(field))
            if isinstance(value, bool):
                worksheet.write_boolean(row, column, value)
            elif isinstance(value, int | float):
                worksheet.write_number(row, column, value)
            elif value != "":
                worksheet.write_string(row, column, defused(value))
    book.close()
    return out.getvalue()


async def export(kind: str, name: str, header: list[str], records: list[dict], day: date) -> ExportFile:
    """The records as a `kind` file named `<name>-<day>.<kind>`, built off the event loop."""
    if kind == "csv":
        body = await asyncio.to_thread(to_csv, header, records)
    else:
        body = await asyncio.to_thread(to_xlsx, header, records, name)
    return ExportFile(body, CONTENT_TYPES[kind], f"{name}-{day.isoformat()}.{kind}")
