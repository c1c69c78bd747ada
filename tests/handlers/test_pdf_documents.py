"""PDF statements and receipts (CONTRACT 14): the figures read back from the PDF's text, page numbers on a long
statement, who may have which receipt."""

import io
from datetime import UTC, datetime, timedelta

import pdfplumber

from tests.handlers.groups_helpers import add_installments, create_group, estate, pay

TODAY = datetime.now(UTC).date()


def day(offset: int) -> str:
    return (TODAY + timedelta(days=offset)).isoformat()


def pdf_text(reply) -> list[str]:
    assert reply.status == 200, reply.raw[:300]
    assert reply.headers["content-type"] == "application/pdf" and reply.raw.startswith(b"%PDF")
    with pdfplumber.open(io.BytesIO(reply.raw)) as document:
        return [page.extract_text() or "" for page in document.pages]


def test_the_statement_as_a_pdf(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place, unitNumber="P-12")
    add_installments(admin, group_id, {"amount": "12500.00", "dueDate": day(-40), "description": "Down payment"},
                     {"amount": "2000.50", "dueDate": day(20)})
    pay(make, group_id, place.company.id, "10000.00", day(-30))
    reply = admin.request("GET", f"/api/installment-groups/{group_id}/statement", query={"format": "pdf"})
    [page] = pdf_text(reply)
    assert reply.headers["content-disposition"] == \
        f'attachment; filename="statement-{group_id}-{TODAY.isoformat()}.pdf"'
    for expected in (place.company.name, "Statement of account", "P-12", place.project.name, place.clients[0].name,
                     "Down payment", "12,500.00", "10,000.00", "2,500.00", "14,500.50", "Page 1 of 1"):
        assert expected in page, expected
    # The totals as the JSON statement has them.
    totals = admin.get(f"/api/installment-groups/{group_id}/statement", expect=200).body["totals"]
    assert totals == {"charged": 14500.5, "paid": 10000, "balance": 4500.5, "overdue": 2500}
    assert "4,500.50" in page and "Overdue as of" in page
    assert admin.get(f"/api/installment-groups/{group_id}/statement", query={"format": "doc"}).status == 400


def test_a_long_statement_has_numbered_pages(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    add_installments(admin, group_id, *({"amount": "100.00", "dueDate": day(30 * n)} for n in range(70)))
    pages = pdf_text(admin.request("GET", f"/api/installment-groups/{group_id}/statement", query={"format": "pdf"}))
    assert len(pages) >= 2 and f"Page 2 of {len(pages)}" in pages[1]
    assert "7,000.00" in pages[-1]  # the running balance's end and the total charged, on the last page
    assert "Debit" in pages[1]  # the table's header again on each page


def test_receipts(make, root):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    admin.post("/api/accountTypes", {"name": "Bank transfer", "company": place.company.id}, expect=201)
    group_id = create_group(admin, place, unitNumber="R-5")
    add_installments(admin, group_id, {"amount": "5000.00", "dueDate": day(-5)})
    finance = make.staff("finance", [place.company])
    body = {"accountType": "Bank transfer", "serviceType": "installment_payment", "amount": "1234.56",
            "paymentType": "income", "paymentDate": day(-1), "company": place.company.id,
            "installmentGroupId": group_id, "clientId": place.clients[0].id}
    approved = finance.post("/api/payments", {**body, "status": "approved"}, expect=201).body["id"]
    pending = finance.post("/api/payments", body, expect=201).body["id"]
    reply = finance.request("GET", f"/api/payments/{approved}/receipt")
    [page] = pdf_text(reply)
    assert reply.headers["content-disposition"] == f'attachment; filename="receipt-{approved}.pdf"'
    for expected in (f"Receipt no. {approved}", place.company.name, place.clients[0].name, "1,234.56",
                     "One thousand, two hundred and thirty-four and 56/100", day(-1), "R-5", "Bank transfer"):
        assert expected in page, expected
    assert finance.request("GET", f"/api/payments/{pending}/receipt").status == 409
    # The client it belongs to, yes; another client, another company's staff: as if absent.
    assert pdf_text(make.login(place.clients[0].email).request("GET", f"/api/payments/{approved}/receipt"))
    assert make.login(place.clients[1].email).request("GET", f"/api/payments/{approved}/receipt").status == 404
    stranger = make.staff("admin", [make.company()])
    assert stranger.request("GET", f"/api/payments/{approved}/receipt").status == 404
    assert make.staff("agent", [place.company]).request("GET", f"/api/payments/{approved}/receipt").status == 200
    assert make.staff("sales", [place.company]).request("GET", f"/api/payments/{approved}/receipt").status == 403
    assert admin.request("GET", "/api/payments/999999999/receipt").status == 404
    assert root.request("GET", f"/api/payments/{approved}/receipt").status == 200
