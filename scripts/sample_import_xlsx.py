"""Writes docs/samples/groups-import.xlsx from docs/samples/groups-import.csv: the same rows, dates as date cells
and amounts as numbers, as a spreadsheet program keeps them. Run after changing the CSV:

    .venv/bin/python scripts/sample_import_xlsx.py
"""

import csv
from datetime import date
from decimal import Decimal
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font

SAMPLES = Path(__file__).resolve().parent.parent / "docs" / "samples"


def cell(column: str, text: str):
    if not text:
        return None
    if column == "dueDate":
        if "/" in text:
            day, month, year = text.split("/")
            return date(int(year), int(month), int(day))
        return date.fromisoformat(text)
    if column in ("amount", "percentage"):
        return float(Decimal(text.replace(",", "")))
    return text


def main() -> None:
    with open(SAMPLES / "groups-import.csv", encoding="utf-8", newline="") as source:
        rows = list(csv.reader(source))
    book = Workbook()
    sheet = book.active
    sheet.title = "Installments"
    sheet.append(rows[0])
    for row in rows[1:]:
        sheet.append([cell(column, text) for column, text in zip(rows[0], row, strict=True)])
    for header in sheet[1]:
        header.font = Font(bold=True)
    for row in sheet.iter_rows(min_row=2):
        row[rows[0].index("dueDate")].number_format = "yyyy-mm-dd"
        row[rows[0].index("amount")].number_format = "#,##0.00"
    for column in sheet.columns:
        sheet.column_dimensions[column[0].column_letter].width = max(12, *(len(str(c.value or "")) + 2
                                                                           for c in column))
    book.save(SAMPLES / "groups-import.xlsx")


if __name__ == "__main__":
    main()
