"""Installment attachments: uploads of several files, the list, payment links, protected downloads, deletion."""

import pytest

from documents import attachments, group_logs
from documents.scope import Scope
from tests.handlers.groups_helpers import create_group, estate, pay

PDF = b"%PDF-1.7\n" + bytes(range(256)) * 40 + b"\n%%EOF\n"
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(200)
EXE = b"MZ\x90\x00" + bytes(500)
UPLOAD = "/api/installment-groups/attachments"
RECORD_KEYS = {"id", "title", "groupId", "attachment", "paymentId", "createdBy", "createdByName", "createdAt"}


def listed(api, group_id):
    return api.get(f"/api/installment-groups/{group_id}/attachments", expect=200).body


def attachments_count(api, group_id):
    return api.get(f"/api/installment-groups/{group_id}", expect=200).body["stats"]["attachmentsCount"]


def file_id_of(path: str) -> int:
    assert path.startswith("/api/files/")
    return int(path.rsplit("/", 1)[1])


def gridfs_count(make, file_id):
    return (make.run(make.db["files.files"].count_documents({"_id": file_id})),
            make.run(make.db["files.chunks"].count_documents({"files_id": file_id})))


def stored_for(make, group_id):
    """(attachment records, GridFS files) kept for the group."""
    records = make.run(make.db.attachments.count_documents({"groupId": group_id}))
    stored = make.run(make.db["files.files"].count_documents({"metadata.kind": "attachment",
                                                              "metadata.ownerId": group_id}))
    return records, stored


def events(api, group_id):
    return [(e["eventType"], e["description"]) for e in api.get(f"/api/installment-groups/logs/{group_id}").body
            if e["eventType"].startswith("attachment")]


def upload(api, group_id, files, **fields):
    return api.upload(UPLOAD, files, {"groupId": group_id, **fields})


def test_several_files_with_titles_and_a_default_title(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    reply = upload(admin, group_id, [("files", "contract.pdf", PDF), ("files", "plan.png", PNG),
                                     ("files", "receipt.pdf", PDF)], titles=["Sales contract", "Floor plan"])
    assert reply.status == 201
    assert reply.body == {"message": "Attachments uploaded successfully", "count": 3}
    found = listed(admin, group_id)
    assert [a["title"] for a in found] == ["Sales contract", "Floor plan", "receipt.pdf"]
    assert all(set(a) == RECORD_KEYS for a in found)
    assert [a["id"] for a in found] == sorted(a["id"] for a in found)
    assert all(a["groupId"] == group_id and a["paymentId"] is None for a in found)
    assert {(a["createdBy"], a["createdByName"]) for a in found} == {(admin.user.id, admin.user.name)}
    download = admin.get(found[1]["attachment"], expect=200)
    assert download.raw == PNG and download.headers["content-type"] == "image/png"
    assert attachments_count(admin, group_id) == 3
    # The log reads newest first.
    assert events(admin, group_id) == [("attachment_added", f"Attachment {title} added")
                                       for title in ("receipt.pdf", "Floor plan", "Sales contract")]
    upload(admin, group_id, [("files", "more.pdf", PDF)], expect=201)
    assert [a["title"] for a in listed(admin, group_id)][-1] == "more.pdf"
    assert attachments_count(admin, group_id) == 4


def test_attachments_linked_to_a_payment_of_the_group_only(make):
    place = estate(make)
    finance = make.staff("finance", [place.company])
    group_id, other_group = create_group(finance, place), create_group(finance, place)
    payment = pay(make, group_id, place.company.id, "1000.00", "2024-01-10")
    theirs = pay(make, other_group, place.company.id, "500.00", "2024-01-11")
    upload(finance, group_id, [("files", "slip.pdf", PDF)], paymentId=payment, titles=["Bank slip"], expect=201)
    upload(finance, group_id, [("files", "plan.png", PNG)], expect=201)
    assert [(a["title"], a["paymentId"]) for a in listed(finance, group_id)] == [("Bank slip", payment),
                                                                                 ("plan.png", None)]
    by_payment = make.run(attachments.payment_attachments(make.db, Scope.everything(), [payment, theirs]))
    assert [a.title for a in by_payment[payment]] == ["Bank slip"] and by_payment[theirs] == []
    refused = upload(finance, other_group, [("files", "slip.pdf", PDF)], paymentId=payment)
    assert refused.status == 400 and "paymentId" in refused.message
    assert stored_for(make, other_group) == (0, 0) and attachments_count(finance, other_group) == 0
    for bad in ("abc", "0", "-3"):
        reply = upload(finance, group_id, [("files", "x.pdf", PDF)], paymentId=bad)
        assert (reply.status, reply.message) == (400, "paymentId must be a positive integer")
    assert upload(finance, group_id, [("files", "x.pdf", PDF)], paymentId=99999999).status == 400
    assert stored_for(make, group_id) == (2, 2)


def test_files_are_served_only_to_those_who_see_the_group(make, root):
    place = estate(make, clients=1)
    agent = make.user("agent", [place.company])
    place_with_agent = estate(make, company=place.company, clients=1, agents=[agent])
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place, clientIds=[place.clients[0].id, place_with_agent.clients[0].id])
    outsider = make.client(place.company)
    upload(admin, group_id, [("files", "deed.pdf", PDF)], expect=201)
    path = listed(admin, group_id)[0]["attachment"]
    group_client = make.login(place.clients[0].email)
    for reader in (admin, root, make.staff("sales", [place.company]), make.login(agent.email), group_client):
        download = reader.get(path, expect=200)
        assert download.raw == PDF and download.headers["content-type"] == "application/pdf"
        assert download.headers["content-disposition"].startswith('inline; filename="deed.pdf"')
    assert [a["title"] for a in listed(group_client, group_id)] == ["deed.pdf"]
    strangers = (make.staff("admin", [make.company()]), make.login(outsider.email),
                 make.staff("none", [place.company]), make.staff("agent", [place.company]))
    for stranger in strangers:
        reply = stranger.get(path)
        assert (reply.status, reply.message) == (404, "File not found")
    assert make.login(outsider.email).get(f"/api/installment-groups/{group_id}/attachments").status == 404


def test_delete_removes_the_record_the_file_and_one_from_the_count(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    upload(admin, group_id, [("files", "a.pdf", PDF), ("files", "b.png", PNG)], titles=["Deed"], expect=201)
    first, second = listed(admin, group_id)
    file_id = file_id_of(first["attachment"])
    stranger = make.staff("admin", [make.company()])
    reply = stranger.delete(f"{UPLOAD}/{first['id']}")
    assert (reply.status, reply.message) == (404, "Attachment not found")
    assert make.login(place.clients[0].email).delete(f"{UPLOAD}/{first['id']}").status == 403
    assert gridfs_count(make, file_id) == (1, 1)
    reply = make.staff("sales", [place.company]).delete(f"{UPLOAD}/{first['id']}", expect=200)
    assert reply.body == {"message": "Attachment deleted successfully"}
    assert [a["id"] for a in listed(admin, group_id)] == [second["id"]]
    assert gridfs_count(make, file_id) == (0, 0)
    assert admin.get(first["attachment"]).status == 404
    assert admin.get(second["attachment"], expect=200).raw == PNG
    assert attachments_count(admin, group_id) == 1
    assert events(admin, group_id)[0] == ("attachment_deleted", "Attachment Deed deleted")
    assert admin.delete(f"{UPLOAD}/{first['id']}").status == 404
    assert admin.delete(f"{UPLOAD}/99999999").status == 404
    assert admin.delete(f"{UPLOAD}/abc").status == 400


def test_deleting_the_group_removes_its_attachments_and_files(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id, kept = create_group(admin, place), create_group(admin, place)
    upload(admin, group_id, [("files", "a.pdf", PDF), ("files", "b.png", PNG)], expect=201)
    upload(admin, kept, [("files", "c.pdf", PDF)], expect=201)
    paths = [a["attachment"] for a in listed(admin, group_id)]
    admin.delete(f"/api/installment-groups/{group_id}", expect=200)
    assert stored_for(make, group_id) == (0, 0)
    assert all(gridfs_count(make, file_id_of(path)) == (0, 0) for path in paths)
    assert all(admin.get(path).status == 404 for path in paths)
    assert stored_for(make, kept) == (1, 1)


def test_one_refused_file_refuses_all_and_stores_nothing(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    files_before = make.run(make.db["files.files"].count_documents({}))
    reply = upload(admin, group_id, [("files", "a.pdf", PDF), ("files", "setup.pdf", EXE), ("files", "b.png", PNG)])
    assert reply.status == 400 and "file type not allowed" in reply.message
    assert stored_for(make, group_id) == (0, 0)
    assert make.run(make.db["files.files"].count_documents({})) == files_before
    assert attachments_count(admin, group_id) == 0 and events(admin, group_id) == []


def test_a_file_over_the_limit_is_413_and_stores_nothing(make, stack):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    too_big = PDF + bytes(stack.config.max_upload_bytes - len(PDF) + 1)
    reply = upload(admin, group_id, [("files", "a.pdf", PDF), ("files", "big.pdf", too_big)])
    assert reply.status == 413 and "10 MB" in reply.message
    assert stored_for(make, group_id) == (0, 0) and attachments_count(admin, group_id) == 0


def test_missing_or_invalid_fields_are_400(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    cases = [
        (admin.upload(UPLOAD, [("files", "a.pdf", PDF)]), "groupId is required"),
        (admin.upload(UPLOAD, [("files", "a.pdf", PDF)], {"groupId": "abc"}), "groupId must be a positive integer"),
        (admin.upload(UPLOAD, [("files", "a.pdf", PDF)], {"groupId": 0}), "groupId must be a positive integer"),
        (upload(admin, group_id, []), "No file uploaded"),
        (upload(admin, group_id, [("other", "a.pdf", PDF)]), "No file uploaded"),
        (upload(admin, group_id, [("files", "a.pdf", PDF)], titles=["One", "Two"]), "titles: more titles than files"),
    ]
    assert [(reply.status, reply.message) for reply, _ in cases] == [(400, message) for _, message in cases]
    assert "multipart" in admin.post(UPLOAD, {"groupId": group_id}, expect=400).message
    assert stored_for(make, group_id) == (0, 0)


def test_another_companys_group_is_404_and_stores_nothing(make):
    place, theirs = estate(make), estate(make)
    admin = make.staff("admin", [place.company])
    their_group = create_group(make.staff("admin", [theirs.company]), theirs)
    reply = upload(admin, their_group, [("files", "a.pdf", PDF)])
    assert (reply.status, reply.message) == (404, "Installment group not found")
    assert upload(admin, 99999999, [("files", "a.pdf", PDF)]).status == 404
    assert stored_for(make, their_group) == (0, 0)
    assert admin.get(f"/api/installment-groups/{their_group}/attachments").status == 404


@pytest.mark.parametrize("level,read,write", [("admin", 200, 201), ("sales", 200, 201), ("finance", 200, 201),
                                              ("none", 403, 403)])
def test_roles(make, level, read, write):
    place = estate(make)
    group_id = create_group(make.staff("admin", [place.company]), place)
    api = make.staff(level, [place.company])
    assert api.get(f"/api/installment-groups/{group_id}/attachments").status == read
    assert upload(api, group_id, [("files", "a.pdf", PDF)]).status == write


def test_an_agent_writes_to_its_clients_groups_and_a_client_only_reads(make):
    company = make.company()
    agent = make.user("agent", [company])
    place = estate(make, company=company, agents=[agent])
    group_id = create_group(make.staff("admin", [place.company]), place)
    upload(make.login(agent.email), group_id, [("files", "a.pdf", PDF)], expect=201)
    client = make.login(place.clients[0].email)
    assert [a["title"] for a in listed(client, group_id)] == ["a.pdf"]
    assert upload(client, group_id, [("files", "b.pdf", PDF)]).status == 403
    assert stored_for(make, group_id) == (1, 1)


def test_a_failure_in_the_transaction_deletes_the_stored_files(make, monkeypatch):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    files_before = make.run(make.db["files.files"].count_documents({}))

    async def broken(*args, **kwargs):
        raise RuntimeError("database went away")

    monkeypatch.setattr(group_logs, "write", broken)
    reply = upload(admin, group_id, [("files", "a.pdf", PDF), ("files", "b.png", PNG)])
    assert (reply.status, reply.message) == (500, "Error uploading attachments")
    monkeypatch.undo()
    assert stored_for(make, group_id) == (0, 0)
    assert make.run(make.db["files.files"].count_documents({})) == files_before
    assert attachments_count(admin, group_id) == 0


def test_the_list_costs_the_same_commands_whatever_its_length(make):
    place = estate(make)
    admin = make.staff("admin", [place.company])
    uploaders = [admin, make.staff("sales", [place.company]), make.staff("finance", [place.company])]

    def commands_for_listing(size):
        group_id = create_group(admin, place)
        for number in range(size):
            upload(uploaders[number % len(uploaders)], group_id, [("files", f"{number}.pdf", PDF)], expect=201)
        before = make.app.commands.count
        found = listed(admin, group_id)
        assert [a["createdByName"] for a in found] == [uploaders[n % 3].user.name for n in range(size)]
        return make.app.commands.count - before

    assert commands_for_listing(1) == commands_for_listing(6)
