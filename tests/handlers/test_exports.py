"""Exports (CONTRACT 14): the payments, the unpaid list and the ageing report as CSV and XLSX files with the same
rows as their JSON, no cell a spreadsheet would run as a formula, and only the caller's companies' rows."""

import csv
import io
from datetime import UTC, datetime, timedelta

import openpyxl

from services import exports
from tests.handlers.groups_helpers import add_installments, create_group, estate

TODAY = datetime.now(UTC).date()
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def day(offset: int) -> str:
    return (TODAY + timedelta(days=offset)).isoformat()


def read_csv(reply) -> list[list[str]]:
    assert reply.headers["content-type"] == "text/csv; charset=utf-8"
    assert reply.raw.startswith("\ufeff".encode())
    return list(csv.reader(io.StringIO(reply.raw.decode("utf-8-sig"))))


def read_xlsx(reply) -> list[list]:
    assert reply.headers["content-type"] == XLSX
    sheet = openpyxl.load_workbook(io.BytesIO(reply.raw)).active
    return [list(row) for row in sheet.iter_rows(values_only=True)]


def a_book(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    admin.post("/api/accountTypes", {"name": "Bank", "company": place.company.id}, expect=201)
    group_id = create_group(admin, place, unitNumber="=cmd|' /C calc'!A0")
    add_installments(admin, group_id, {"amount": "1000.00", "dueDate": day(-40), "description": "@SUM(1+1)"},
                     {"amount": "250.50", "dueDate": day(10)})
    for description in ("+danger", "Plain, with a comma"):
        admin.post("/api/payments", {"accountType": "Bank", "serviceType": "installment_payment", "amount": "100.25",
                                     "paymentType": "income", "paymentDate": day(-1), "company": place.company.id,
                                     "installmentGroupId": group_id, "description": description,
                                     "status": "approved"}, expect=201)
    return place, admin, group_id


def test_payments_as_csv_and_xlsx(make):
    place, admin, group_id = a_book(make)
    listed = admin.get("/api/payments", query={"company": place.company.id}, expect=200).body
    reply = admin.request("GET", "/api/payments", query={"company": place.company.id, "format": "csv"})
    assert reply.status == 200
    assert reply.headers["content-disposition"] == f'attachment; filename="payments-{TODAY.isoformat()}.csv"'
    rows = read_csv(reply)
    header = rows[0]
    assert header[:3] == ["id", "accountType", "serviceType"] and "installmentGroupName" in header
    assert [int(row[0]) for row in rows[1:]] == [p["id"] for p in listed]
    described = {row[header.index("description")] for row in rows[1:]}
    assert described == {"'+danger", "Plain, with a comma"}  # a formula start is defused; a comma is quoted
    assert {row[header.index("amount")] for row in rows[1:]} == {"100.25"}
    # Only a cell that starts with a formula character is changed.
    assert {row[header.index("installmentGroupName")] for row in rows[1:]} == {
        f"{place.project.name} - =cmd|' /C calc'!A0"}

    sheet = read_xlsx(admin.request("GET", "/api/payments", query={"company": place.company.id, "format": "xlsx"}))
    assert sheet[0] == header and len(sheet) == len(rows)
    assert {r[header.index("amount")] for r in sheet[1:]} == {100.25}  # a number, not text
    assert {r[header.index("description")] for r in sheet[1:]} == {"'+danger", "Plain, with a comma"}


def test_the_unpaid_list_and_the_ageing_as_files(make):
    place, admin, group_id = a_book(make)
    data = admin.get("/api/installment-groups/installments/unpaid", query={"company": place.company.id},
                     expect=200).body["data"]
    rows = read_csv(admin.request("GET", "/api/installment-groups/installments/unpaid",
                                  query={"company": place.company.id, "format": "csv"}))
    header = rows[0]
    assert len(rows) - 1 == len(data) == 2 and header[:2] == ["id", "groupId"]
    first = rows[1]
    assert first[header.index("description")] == "'@SUM(1+1)" and first[header.index("balance")] == "799.50"
    assert first[header.index("payments")].startswith("[{")  # a nested list: its JSON
    assert first[header.index("unitNumber")].startswith("'=")

    report = admin.get("/api/reports/ageing", query={"company": place.company.id}, expect=200).body
    sheet = read_xlsx(admin.request("GET", "/api/reports/ageing", query={"company": place.company.id,
                                                                        "format": "xlsx"}))
    assert sheet[0] == ["groupId", "groupName", "companyId", "clientNames", "current", "1-30", "31-60", "61-90",
                        "90+", "total"]
    assert [r[0] for r in sheet[1:]] == [g["groupId"] for g in report["groups"]]
    assert sheet[1][3] == ", ".join(c.name for c in place.clients)  # a list of strings: joined
    assert sheet[1][-1] == report["groups"][0]["total"]


def test_exports_are_scoped_and_checked(make):
    place, admin, group_id = a_book(make)
    stranger = make.staff("admin", [make.company()])
    for path in ("/api/payments", "/api/installment-groups/installments/unpaid", "/api/reports/ageing"):
        rows = read_csv(stranger.request("GET", path, query={"company": place.company.id, "format": "csv"}))
        assert len(rows) == 1, path  # the header alone
        assert admin.request("GET", path, query={"format": "pdf"}).status == 400
    assert make.staff("sales", [place.company]).request("GET", "/api/reports/ageing",
                                                        query={"format": "csv"}).status == 403


def test_cells_never_become_formulas():
    assert [exports.defused(text) for text in ("=1+1", "+1", "-1", "@A1", "a=b", "")] == [
        "'=1+1", "'+1", "'-1", "'@A1", "a=b", ""]
    assert exports.cell(["a", "b"]) == "a, b" and exports.cell([{"a": 1}]) == '[{"a":1}]'
    rows = list(csv.reader(io.StringIO(exports.to_csv(["x"], [{"x": "=HYPERLINK(\"http://x\")"}]).decode(
        "utf-8-sig"))))
    assert rows == [["x"], ["'=HYPERLINK(\"http://x\")"]]
