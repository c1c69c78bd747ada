"""Passports: uploads by staff and by the client, replacement, type and size checks, and protected downloads."""

import socket
import time

import pytest

PDF = b"%PDF-1.7\n" + bytes(range(256)) * 40 + b"\n%%EOF\n"
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(200)
EXE = b"MZ\x90\x00" + bytes(500)


def stored_client(make, client_id):
    return make.run(make.db.clients.find_one({"_id": client_id}))


def file_id_of(path: str) -> int:
    assert path.startswith("/api/files/")
    return int(path.rsplit("/", 1)[1])


def gridfs_count(make, file_id):
    return (make.run(make.db["files.files"].count_documents({"_id": file_id})),
            make.run(make.db["files.chunks"].count_documents({"files_id": file_id})))


def test_staff_upload_is_served_to_staff_of_the_company_and_to_the_client(make):
    company = make.company()
    client = make.client(company)
    sales = make.staff("sales", [company])
    reply = sales.upload(f"/api/clients/passport/{client.id}", [("passport", "passport.pdf", PDF)], expect=200)
    assert reply.message == "Passport uploaded successfully"
    path = reply.body["path"]
    assert stored_client(make, client.id)["passport"] == path
    assert sales.get(f"/api/clients/{client.id}").body["leads"]["passport"] == path
    for reader in (sales, make.staff("agent", [company]), make.login(client.email)):
        download = reader.get(path, expect=200)
        assert download.raw == PDF
        assert download.headers["content-type"] == "application/pdf"
        assert download.headers["content-disposition"].startswith('inline; filename="passport.pdf"')
        assert download.headers["x-content-type-options"] == "nosniff"


def test_a_passport_is_hidden_from_everyone_else(make, anonymous):
    company, other = make.company(), make.company()
    client, neighbour = make.client(company), make.client(company)
    path = make.staff("admin", [company]).upload(f"/api/clients/passport/{client.id}",
                                                 [("passport", "p.pdf", PDF)], expect=200).body["path"]
    for stranger in (make.staff("admin", [other]), make.staff("none", [company]), make.login(neighbour.email)):
        reply = stranger.get(path)
        assert (reply.status, reply.message) == (404, "File not found")
    assert anonymous.get(path).status == 401
    assert make.staff("finance", [company]).get("/api/files/99999999").status == 404
    assert make.staff("finance", [company]).get("/api/files/abc").status == 400


def test_a_new_passport_replaces_and_deletes_the_earlier_file(make):
    company = make.company()
    client = make.client(company)
    admin = make.staff("admin", [company])
    first = admin.upload(f"/api/clients/passport/{client.id}", [("passport", "old.pdf", PDF)], expect=200).body["path"]
    second = admin.upload(f"/api/clients/passport/{client.id}", [("passport", "new.png", PNG)],
                          expect=200).body["path"]
    assert first != second
    assert admin.get(first).status == 404
    assert gridfs_count(make, file_id_of(first)) == (0, 0)
    download = admin.get(second, expect=200)
    assert download.raw == PNG and download.headers["content-type"] == "image/png"


def test_the_client_uploads_its_own_passport(make):
    company = make.company()
    client = make.client(company)
    session = make.login(client.email)
    staff_path = make.staff("sales", [company]).upload(f"/api/clients/passport/{client.id}",
                                                       [("passport", "a.pdf", PDF)], expect=200).body["path"]
    reply = session.upload("/api/client/profile/passport", [("passport", "mine.png", PNG)], expect=200)
    assert reply.message == "Passport uploaded successfully"
    assert stored_client(make, client.id)["passport"] == reply.body["path"]
    assert stored_client(make, client.id)["updatedAt"] is not None
    assert session.get(staff_path).status == 404 and gridfs_count(make, file_id_of(staff_path)) == (0, 0)
    assert make.staff("finance", [company]).get(reply.body["path"], expect=200).raw == PNG


def test_the_type_comes_from_the_bytes_not_the_name(make):
    company = make.company()
    client = make.client(company)
    admin = make.staff("admin", [company])
    files_before = make.run(make.db["files.files"].count_documents({}))
    refused = admin.upload(f"/api/clients/passport/{client.id}", [("passport", "scan.pdf", EXE)], expect=400)
    assert "file type not allowed" in refused.message
    assert make.run(make.db["files.files"].count_documents({})) == files_before
    assert stored_client(make, client.id).get("passport") is None
    path = admin.upload(f"/api/clients/passport/{client.id}", [("passport", "scan.pdf", PNG)], expect=200).body["path"]
    assert admin.get(path).headers["content-type"] == "image/png"


def test_missing_or_malformed_uploads_are_400(make):
    company = make.company()
    client = make.client(company)
    admin = make.staff("admin", [company])
    path = f"/api/clients/passport/{client.id}"
    assert admin.upload(path, [], {"note": "no file"}, expect=400).message == "No file uploaded"
    assert admin.upload(path, [("other", "a.pdf", PDF)], expect=400).message == "No file uploaded"
    assert "multipart" in admin.post(path, {"passport": "x"}, expect=400).message
    truncated = b"--xyz\r\nContent-Disposition: form-data; name=\"passport\"; filename=\"a.pdf\"\r\n\r\n%PDF-1"
    assert admin.post(path, raw=truncated, headers={"Content-Type": "multipart/form-data; boundary=xyz"}).status == 400
    session = make.login(client.email)
    assert session.upload("/api/client/profile/passport", [], expect=400).message == "No file uploaded"


def test_a_file_over_the_limit_is_413_and_changes_nothing(make, stack):
    company = make.company()
    client = make.client(company)
    admin = make.staff("admin", [company])
    limit = stack.config.max_upload_bytes
    path = f"/api/clients/passport/{client.id}"
    at_limit = PDF + bytes(limit - len(PDF))
    admin.upload(path, [("passport", "big.pdf", at_limit)], expect=200)
    before = stored_client(make, client.id)["passport"]
    reply = admin.upload(path, [("passport", "huge.pdf", at_limit + b"x")], expect=413)
    assert "10 MB" in reply.message
    assert stored_client(make, client.id)["passport"] == before


def test_an_announced_oversized_body_is_refused_before_it_is_sent(make, stack):
    company = make.company()
    client = make.client(company)
    admin = make.staff("admin", [company])
    cookie = "; ".join(f"{k}={v}" for k, v in admin.cookies.items())
    with socket.create_connection(("127.0.0.1", stack.app.port), timeout=10) as connection:
        connection.sendall((f"POST /api/clients/passport/{client.id} HTTP/1.1\r\nHost: x\r\nCookie: {cookie}\r\n"
                            "Content-Type: multipart/form-data; boundary=b\r\n"
                            f"Content-Length: {500 * 1024 * 1024}\r\n\r\n").encode())
        started = time.monotonic()
        head = connection.recv(4096)  # no body byte was sent: the answer cannot have waited for it
    assert head.startswith(b"HTTP/1.1 413") and b"File too large" in head
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("level,status", [("admin", 200), ("sales", 200), ("finance", 200), ("agent", 403),
                                          ("none", 403)])
def test_staff_upload_roles(make, level, status):
    company = make.company()
    client = make.client(company)
    api = make.staff(level, [company])
    assert api.upload(f"/api/clients/passport/{client.id}", [("passport", "p.pdf", PDF)]).status == status


def test_uploads_for_other_companies_and_by_the_wrong_kind_of_account(make, root):
    company, other = make.company(), make.company()
    client, theirs = make.client(company), make.client(other)
    admin = make.staff("admin", [company])
    reply = admin.upload(f"/api/clients/passport/{theirs.id}", [("passport", "p.pdf", PDF)])
    assert (reply.status, reply.message) == (404, "Client not found")
    assert stored_client(make, theirs.id).get("passport") is None
    assert make.login(client.email).upload(f"/api/clients/passport/{client.id}",
                                           [("passport", "p.pdf", PDF)]).status == 403
    for staff in (admin, root):
        assert staff.upload("/api/client/profile/passport", [("passport", "p.pdf", PDF)]).status == 401


def test_file_names_cannot_break_the_download_header(make):
    company = make.company()
    client = make.client(company)
    admin = make.staff("admin", [company])
    path = admin.upload(f"/api/clients/passport/{client.id}", [("passport", "جواز; سفر.pdf", PDF)],
                        expect=200).body["path"]
    disposition = admin.get(path, expect=200).headers["content-disposition"]
    assert disposition.startswith('inline; filename="') and disposition.count('"') == 2
    assert "filename*=UTF-8''%D8%AC" in disposition
