"""Bulk import of groups (CONTRACT 15): a dry run reports, a real run stores everything with its log entries or
nothing; every problem at once, with its row and column; CSV in the usual encodings and XLSX; scoped to the
caller's companies; nothing stored when the database fails in the middle."""

import io
import re
import uuid
import zipfile

import pytest
from openpyxl import Workbook

from documents import clients, installment_groups, open_balances
from tests.conftest import PASSWORD
from tests.handlers.groups_helpers import create_group, estate
from tests.http import Api
from tests.servers import AppServer

URL = "/api/imports/groups"
HEADER = ("project,unitNumber,city,description,clientEmail,clientName,clientPhone,installmentDescription,dueDate,"
          "amount,percentage,isFee,postHandover")


def csv_file(place, *rows: str, header: str = HEADER) -> bytes:
    """The rows under the header, `{project}` the place's project; the emails made unique to this call (the
    tests share one database, where a client's email is unique)."""
    text = ("\n".join([header, *rows]) + "\n").format(project=place.project.name)
    fresh = f"@x{uuid.uuid4().hex[:10]}.example.com"
    return re.sub(r"(?<!client-[0-9a-f]{10})@example\.com", fresh, text).encode("utf-8-sig")


def plain(message: str) -> str:
    """A message with the emails' unique domain back to example.com."""
    return re.sub(r"@x[0-9a-f]{10}\.example\.com", "@example.com", message)


def send(api, place, data: bytes, dry_run: bool | None = None, name: str = "book.csv", **kw):
    fields = {"company": place.company.id}
    if dry_run is not None:
        fields["dryRun"] = "true" if dry_run else "false"
    return api.upload(URL, [("file", name, data)], fields, **kw)


def groups_of(make, company_id: int) -> list[dict]:
    return make.run(make.db[installment_groups.COLLECTION].find({"company": company_id}).to_list(None))


GOOD = ('{project},A-101,Dubai,Two-bed,buyer.one@example.com,Buyer One,+971500000001,Booking,2027-01-15,'
        '"100,000.00",10,false,false',
        '{project},A-101,,,buyer.one@example.com,,,DLD fee,15/01/2027,40000,4,yes,no',
        '{project},A-101,Dubai,,buyer.two@example.com,Buyer Two,,On handover,,"900,000",90,0,0',
        ',,,,,,,,,,,,',
        '{project},B-7,Sharjah,,buyer.three@example.com,Buyer Three,,Booking,15 Mar 2027,250000.5,,,',
        '{project},B-7,,,buyer.three@example.com,,,After handover,2029-03-31,249999.50,,false,true')


def test_a_dry_run_reports_and_a_real_run_stores_groups_clients_and_logs(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    existing = place.clients[0]
    rows = (*GOOD, f'{{project}},C-9,,,{existing.email.upper()},,,Full price,2027-06-30,1000,,,')
    data = csv_file(place, *rows)
    report = send(admin, place, data, expect=200).body  # dryRun defaults to true
    assert report == {"dryRun": True, "groups": 3, "installments": 6, "clientsCreated": 3, "errors": []}
    assert groups_of(make, place.company.id) == []

    stored = send(admin, place, data, dry_run=False, expect=201).body
    assert stored == {**report, "dryRun": False}
    found = {group["unitNumber"]: group for group in groups_of(make, place.company.id)}
    assert set(found) == {"A-101", "B-7", "C-9"}
    a101 = found["A-101"]
    assert a101["name"] == f"{place.project.name} - A-101" and a101["city"] == "Dubai"
    assert a101["description"] == "Two-bed" and a101["projectName"] == place.project.name
    assert [c["clientName"] for c in a101["clients"]] == ["Buyer One", "Buyer Two"]  # joint buyers
    assert found["C-9"]["clientIds"] == [existing.id]
    one = admin.get(f"/api/installment-groups/{a101['_id']}/installments", expect=200).body
    assert [(r["description"], r["amount"], (r["dueDate"] or "")[:10], r["isFee"], r["percentage"])
            for r in one["results"]] == [("Booking", 100000.0, "2027-01-15", False, 10.0),
                                         ("DLD fee", 40000.0, "2027-01-15", True, 4.0),
                                         ("On handover", 900000.0, "", False, 90.0)]
    assert one["summary"]["totalAmount"] == 1040000 and one["summary"]["remainingBalance"] == 1040000
    b7 = admin.get(f"/api/installment-groups/{found['B-7']['_id']}/installments", expect=200).body["results"]
    assert [(r["amount"], r["dueDate"][:10], r["postHandover"]) for r in b7] == [(250000.5, "2027-03-15", False),
                                                                                 (249999.5, "2029-03-31", True)]
    logs = admin.get(f"/api/installment-groups/logs/{a101['_id']}", expect=200).body
    assert sorted(entry["eventType"] for entry in logs) == ["group_created"] + ["installment_created"] * 3
    assert all(entry["createdBy"] == admin.user.name for entry in logs)  # the author, by name
    made = make.run(make.db[clients.COLLECTION].find({"company": place.company.id,
                                                      "email": {"$regex": "^buyer"}}).to_list(None))
    assert sorted((c["name"], c.get("phone")) for c in made) == [("Buyer One", "+971500000001"),
                                                                 ("Buyer Three", None), ("Buyer Two", None)]
    # Searchable, listed and in the unpaid list's pages like any group.
    assert admin.get("/api/installment-groups", query={"query": "B-7"}).body["pagination"]["total"] == 1
    records = make.run(make.db[open_balances.COLLECTION].count_documents({"company": place.company.id}))
    assert records == 3
    # The same file again: every unit has its group now.
    again = send(admin, place, data, dry_run=False, expect=400).body
    assert {(e["field"], e["message"]) for e in again["errors"]} >= {
        ("unitNumber", f"A-101 already has an installment group in {place.project.name}")}
    assert len(groups_of(make, place.company.id)) == 3


def test_every_problem_at_once_with_its_row_and_column_and_nothing_stored(make):
    place, elsewhere = estate(make), estate(make)
    admin = make.staff("admin", [place.company])
    create_group(admin, place, unitNumber="TAKEN-1")
    rows = ('{project},A-1,Dubai,,new.one@example.com,New One,,Booking,31/02/2027,"1,000.00",10,maybe,false',
            'Nowhere Tower,A-2,,,new.two@example.com,New Two,,Booking,2027-01-01,12.345,,,',
            '{project},TAKEN-1,,,new.three@example.com,New Three,,Booking,2027-01-01,-5,150,,',
            f'{{project}},A-1,Abu Dhabi,,{elsewhere.clients[0].email},,,Second,2027-02-01,,,,',
            '{project},A-3,,,not-an-email,,,x,2027-01-01,100,,,',
            '{project},A-4,,,nobody@example.com,,,x,someday,100,,,')
    data = csv_file(place, *rows)
    dry = send(admin, place, data, expect=200).body
    wanted = {(1, "dueDate", "31/02/2027 is not a date (write it as YYYY-MM-DD or DD/MM/YYYY)"),
              (1, "isFee", "maybe is not true or false (write true/false, yes/no or 1/0)"),
              (2, "project", "Nowhere Tower is not a project of this company"),
              (2, "amount", "12.345 has more than 2 decimal places"),
              (3, "unitNumber", f"TAKEN-1 already has an installment group in {place.project.name}"),
              (3, "amount", "-5 must not be negative"), (3, "percentage", "150 is more than 100"),
              (4, "city", "differs from row 1 of the same unit ('Dubai'): a group has one city"),
              (4, "clientEmail", f"{elsewhere.clients[0].email} is the email of a client of another company"),
              (4, "amount", "is empty"),
              (5, "clientEmail", "not-an-email is not an email address"),
              (6, "dueDate", "someday is not a date (write it as YYYY-MM-DD or DD/MM/YYYY)"),
              (6, "clientName", "is empty: no client of this company has the email nobody@example.com, and a new "
                                "client needs a name (on any of its rows)")}
    assert {(e["row"], e["field"], plain(e["message"])) for e in dry["errors"]} == wanted
    real = send(admin, place, data, dry_run=False, expect=400).body
    assert real["errors"] == dry["errors"] and real["dryRun"] is False
    assert [g["unitNumber"] for g in groups_of(make, place.company.id)] == ["TAKEN-1"]
    assert make.run(make.db[clients.COLLECTION].count_documents({"email": {"$regex": "^new\\."}})) == 0


@pytest.mark.parametrize("header, problems", [
    ("project,unit,amount,clientEmail", {(0, "unit"), (0, "unitNumber")}),
    ("Project,Unit Number,CLIENT_EMAIL,amount,Notes", {(0, "Notes")}),
    ("project,unitNumber,clientEmail", {(0, "amount")}),
])
def test_wrong_headers_are_named(make, header, problems):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    reply = send(admin, place, csv_file(place, "{project},A-1,a@example.com,100", header=header), expect=200).body
    assert {(e["row"], e["field"]) for e in reply["errors"]} == problems


def test_csv_in_windows_1252_with_semicolons_and_a_utf8_csv_without_bom(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    text = (f"project;unitNumber;clientEmail;clientName;dueDate;amount\n"
            f"{place.project.name};M-1;jose@example.com;José Müller;15.03.2027;1.250.000,00\n")
    assert send(admin, place, text.encode("cp1252"), dry_run=False, expect=201).body["installments"] == 1
    group = groups_of(make, place.company.id)[0]
    assert group["clients"][0]["clientName"] == "José Müller"
    assert group["installments"][0]["amountCents"] == 125_000_000
    plain = f"project,unitNumber,clientEmail,clientName,amount\n{place.project.name},M-2,z@example.com,Zoë,1 000\n"
    assert send(admin, place, plain.encode("utf-8"), dry_run=False, expect=201).body["groups"] == 1
    assert send(admin, place, b"\x00\x01\x02 binary", expect=200).body["errors"][0]["field"] == "file"


def xlsx(build) -> bytes:
    book = Workbook()
    build(book.active)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_xlsx_with_date_cells_merged_cells_numbers_and_formulas(make):
    from datetime import date

    place = estate(make)
    admin = make.staff("admin", [place.company])

    def build(sheet, formula=False):
        sheet.append(["Project", "UnitNumber", "ClientEmail", "ClientName", "DueDate", "Amount", "IsFee"])
        sheet.append([place.project.name, 101, "x1@example.com", "X One", date(2027, 5, 31), 333333.33, False])
        sheet.append([None, None, "x1@example.com", None, None, 1250, True])
        sheet.append([])
        sheet.append([place.project.name, 102, "x2@example.com", "X Two", "2027-06-30",
                      "=F2*2" if formula else 100, None])
        sheet.merge_cells("A2:A3")
        sheet.merge_cells("B2:B3")

    report = send(admin, place, xlsx(build), dry_run=False, name="book.xlsx", expect=201).body
    assert (report["groups"], report["installments"], report["clientsCreated"]) == (2, 3, 2)
    unit = next(g for g in groups_of(make, place.company.id) if g["unitNumber"] == "101")
    assert [(i["amountCents"], i["isFee"], i["dueDate"].date().isoformat() if i["dueDate"] else None)
            for i in unit["installments"]] == [(33333333, False, "2027-05-31"), (125000, True, None)]
    formula = send(admin, place, xlsx(lambda sheet: build(sheet, formula=True)), name="b.xlsx", expect=200).body
    assert [(e["row"], e["field"]) for e in formula["errors"] if "formula" in e["message"]] == [(4, "amount")]
    assert send(admin, place, b"PK\x03\x04 not really a zip", name="x.xlsx", expect=200).body["errors"][0][
        "field"] == "file"
    # A workbook whose sheet is broken XML inside a sound zip.
    broken = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(xlsx(build))) as source, zipfile.ZipFile(broken, "w") as target:
        for name in source.namelist():
            target.writestr(name, b"<worksheet><sheetData><row>" if "sheet1" in name else source.read(name))
    assert send(admin, place, broken.getvalue(), name="b.xlsx", expect=200).body["errors"][0]["field"] == "file"


def test_too_many_rows_roles_and_company_scoping(make):
    place, elsewhere = estate(make), estate(make)
    admin = make.staff("admin", [place.company])
    many = csv_file(place, *[f"{{project}},U-{n},a{n}@example.com,A,,100,,," for n in range(5001)],
                    header="project,unitNumber,clientEmail,clientName,dueDate,amount,percentage,isFee,postHandover")
    assert send(admin, place, many).status == 413
    data = csv_file(place, GOOD[0])
    for level in ("finance", "sales", "agent"):
        assert send(make.staff(level, [place.company]), place, data).status == 403
    assert send(make.login(place.clients[0].email), place, data).status in (401, 403)
    assert send(make.staff("admin", [elsewhere.company]), place, data).status == 403
    assert admin.upload(URL, [("file", "a.csv", data)], {"company": "x"}).status == 400
    assert admin.upload(URL, [("file", "a.csv", data)], {"company": place.company.id, "dryRun": "perhaps"}).status \
        == 400
    assert admin.upload(URL, [], {"company": place.company.id}).status == 400
    assert groups_of(make, place.company.id) == []


def test_a_database_failure_in_the_middle_leaves_nothing_stored(make, stack):
    place = estate(make)
    admin_user = make.staff("admin", [place.company]).user
    app = AppServer(stack.config.model_copy(update={"mongodb_url": stack.mongo.url + "&appName=faultyimport"}),
                    None).start()
    admin = app.client.admin
    try:
        api = Api(app.base_url)
        api.post("/api/auth/login", {"email": admin_user.email, "password": PASSWORD}, expect=200)
        # The third insert of the import's transaction fails: the clients and the groups are written by then.
        app.run(admin.command({"configureFailPoint": "failCommand", "mode": {"skip": 2}, "data": {
            "failCommands": ["insert"], "errorCode": 2, "appName": "faultyimport"}}))
        data = csv_file(place, *GOOD)
        reply = send(api, place, data, dry_run=False)
        assert reply.status == 500
    finally:
        app.run(admin.command({"configureFailPoint": "failCommand", "mode": "off"}))
        app.stop()
    assert groups_of(make, place.company.id) == []
    domain = re.search(rb"@(x[0-9a-f]{10})\.example\.com", data)[1].decode()
    assert make.run(make.db[clients.COLLECTION].count_documents({"email": {"$regex": domain}})) == 0
    assert make.run(make.db[open_balances.COLLECTION].count_documents({"company": place.company.id})) == 0
    assert make.run(make.db["groupLogs"].count_documents({"description": {"$regex": "^Group .* - A-101 created"},
                                                          "createdBy": admin_user.id})) == 0


@pytest.mark.parametrize("sample", ["groups-import.csv", "groups-import.xlsx"])
def test_the_samples_in_docs_import_as_they_are(make, sample):
    from pathlib import Path

    from documents import projects
    from documents.scope import Scope

    place = estate(make)
    make.run(projects.update(make.db, Scope.everything(), place.project.id, {"name": "Creek Tower"}))
    # The samples' clients, made by the other sample's run (the tests share one database).
    make.run(make.db[clients.COLLECTION].delete_many({"email": {"$in": [
        "amira.haddad@example.com", "john.carter@example.com", "priya.nair@example.com"]}}))
    admin = make.staff("admin", [place.company])
    data = (Path(__file__).resolve().parents[2] / "docs" / "samples" / sample).read_bytes()
    report = send(admin, place, data, dry_run=False, name=sample, expect=201).body
    assert (report["groups"], report["installments"], report["clientsCreated"], report["errors"]) == (2, 9, 3, [])


def test_a_new_clients_name_may_come_on_any_of_its_rows(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    data = csv_file(place, "{project},N-1,,,late.name@example.com,,,Booking,2027-01-01,100,,,",
                    "{project},N-1,,,late.name@example.com,Late Name,+971500000009,Balance,2027-06-01,900,,,")
    assert send(admin, place, data, dry_run=False, expect=201).body["clientsCreated"] == 1
    group = groups_of(make, place.company.id)[0]
    assert group["clients"][0]["clientName"] == "Late Name"
