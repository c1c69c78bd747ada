"""AI parse: the real openai SDK against a local fake of the provider, through worker.py on Redis and
through the in-process broker; async jobs; bad uploads."""

import io
import uuid
import zipfile

import pytest
from pypdf import PdfWriter

from tests.fakes import FakeOpenAI
from tests.processes import ROOT, Child, in_process_server, start_server, wait_until

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
TEXT = b"Payment plan\n10% of the price, AED 120,000, due on 15-Jan-2026\nBalance on handover AED 1,080,000\n"
PLAN = [{"amount": 120000, "dueDate": "15-Jan-26", "description": "Down payment", "percentage": 10,
         "isFee": False, "postHandover": False, "status": "pending"},
        {"amount": 4000, "dueDate": "", "description": "Oqood registration", "percentage": 0, "isFee": True,
         "postHandover": False, "status": "pending"}]


@pytest.fixture(scope="module")
def provider():
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def ai_worker(stack, provider, tmp_path_factory):
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"],
                   stack.env(REDIS_URL=stack.redis.url, OPENAI_API_KEY="sk-test", OPENAI_BASE_URL=f"{provider.url}/v1",
                             OPENAI_MODEL="gpt-test", OUTBOX_SWEEP_SECONDS="1"),
                   tmp_path_factory.mktemp("ai"), "worker.log")
    yield worker
    worker.stop()


@pytest.fixture
def sales(make, provider):
    provider.mode, provider.plan = "ok", PLAN
    return make.staff("sales", [make.company()])


def agreements_left(make):
    return make.run(make.db["files.files"].count_documents({"metadata.kind": "agreement"}))


def test_a_pdf_goes_to_the_provider_and_the_plan_comes_back(make, provider, ai_worker, sales):
    before = len(provider.requests)
    reply = sales.upload("/api/installment-ai/parse", [("file", "spa.pdf", PDF)], expect=200).body
    assert reply == {"success": True, "data": {"installments": PLAN}}
    upload, response, deleted = provider.requests[before:]
    assert upload["endpoint"] == "files" and upload["purpose"] == "user_data" and upload["bytes"] == PDF
    assert upload["authorization"] == "Bearer sk-test"
    body = response["json"]
    assert body["model"] == "gpt-test" and body["text"]["format"]["type"] == "json_schema"
    assert body["text"]["format"]["strict"] is True
    assert body["input"][0]["content"][0] == {"type": "input_file", "file_id": upload["id"]}
    assert "isFee" in body["text"]["format"]["schema"]["$defs"]["ParsedInstallment"]["required"]
    assert deleted == {"endpoint": "delete", "id": upload["id"]}
    assert wait_until(lambda: agreements_left(make) == 0)


def test_a_text_agreement_goes_in_as_text(make, provider, ai_worker, sales):
    before = len(provider.requests)
    sales.upload("/api/installment-ai/parse", [("file", "spa.txt", TEXT)], expect=200)
    [response] = provider.requests[before:]
    assert response["json"]["input"][0]["content"][0] == {"type": "input_text", "text": TEXT.decode()}


@pytest.mark.parametrize("mode,words", [("malformed", "unreadable"), ("error", "AI provider failed")])
def test_provider_failures_are_500_with_a_message(make, provider, ai_worker, sales, mode, words):
    provider.mode = mode
    reply = sales.upload("/api/installment-ai/parse", [("file", "spa.pdf", PDF)], expect=500).body
    assert reply["success"] is False and words in reply["message"]
    assert provider.calls("delete")[-1]["id"] == provider.calls("files")[-1]["id"]  # never left at the provider


def test_async_jobs_answer_their_owner_only(make, provider, ai_worker, sales):
    job = sales.upload("/api/installment-ai/parse", [("file", "spa.pdf", PDF)], query={"async": "true"},
                       expect=202).body["jobId"]
    done = wait_until(lambda: (lambda b: b if b["status"] == "done" else None)(
        sales.get(f"/api/installment-ai/jobs/{job}", expect=200).body), timeout=30)
    assert done == {"status": "done", "data": {"installments": PLAN}}
    assert make.staff("sales", [make.company()]).get(f"/api/installment-ai/jobs/{job}").status == 404
    assert sales.get("/api/installment-ai/jobs/99999999").status == 404


def test_bad_uploads_and_roles(make, stack, sales):
    reply = sales.upload("/api/installment-ai/parse", [], {"note": "x"}, expect=400).body
    assert reply == {"success": False, "message": "No valid file uploaded."}
    assert sales.upload("/api/installment-ai/parse", [("other", "a.pdf", PDF)], expect=400).body["success"] is False
    assert "PDF, DOCX or plain text" in sales.upload("/api/installment-ai/parse", [("file", "a.png",
                                                     b"\x89PNG\r\n\x1a\n" + bytes(50))], expect=400).message
    too_big = sales.upload("/api/installment-ai/parse", [("file", "a.txt", b"a" * (stack.config.max_upload_bytes + 1))],
                           expect=413).body
    assert too_big["success"] is False
    client = make.login(make.client(make.company()).email)
    assert client.upload("/api/installment-ai/parse", [("file", "a.pdf", PDF)]).status == 403
    assert make.staff("none", []).upload("/api/installment-ai/parse", [("file", "a.pdf", PDF)]).status == 403


def test_the_embedded_mode_uses_the_offline_extractor(stack, tmp_path):
    with in_process_server(stack, tmp_path) as api:
        reply = api.upload("/api/installment-ai/parse", [("file", "spa.txt", TEXT)], expect=200).body
        assert reply["success"] is True
        assert [row["amount"] for row in reply["data"]["installments"]][:1] == [120000]


def test_the_providers_rows_follow_the_same_output_rules(make, provider, ai_worker, sales):
    provider.plan = [
        {"amount": 120000.004, "dueDate": "15/01/2026", "description": "Down Payment 10% AED 120,000 on 15/01/2026",
         "percentage": 10, "isFee": False, "postHandover": False, "status": "pending"},
        {"amount": 48000, "dueDate": "April 15, 2026", "description": "DLD registration fee (4%)", "percentage": 4,
         "isFee": True, "postHandover": False, "status": "pending"},
        {"amount": 1200000, "dueDate": "", "description": "Total", "percentage": 100, "isFee": False,
         "postHandover": False, "status": "pending"},
    ]
    reply = sales.upload("/api/installment-ai/parse", [("file", "spa.pdf", PDF)], expect=200).body
    assert reply["data"]["installments"] == [
        {"amount": 120000.0, "dueDate": "15-Jan-26", "description": "Down Payment", "percentage": 10.0,
         "isFee": False, "postHandover": False, "status": "pending"},
        {"amount": 48000.0, "dueDate": "15-Apr-26", "description": "DLD registration fee", "percentage": 4.0,
         "isFee": True, "postHandover": False, "status": "pending"}]


def test_a_scan_without_text_is_an_empty_plan_with_a_message(stack, tmp_path):
    writer = PdfWriter()
    writer.add_blank_page(595, 842)  # a page with nothing to read, as a scan without a text layer
    scan = io.BytesIO()
    writer.write(scan)
    with in_process_server(stack, tmp_path) as api:
        reply = api.upload("/api/installment-ai/parse", [("file", "scan.pdf", scan.getvalue())], expect=200).body
        assert reply["success"] is True and reply["data"] == {"installments": []}
        assert "no text could be read" in reply["message"].lower()


def deep_docx(depth: int) -> bytes:
    """A DOCX whose one plan row sits in tables nested `depth` deep."""
    cell = "<w:p><w:r><w:t>Down payment 10% on 15 March 2026 AED 100,000</w:t></w:r></w:p>"
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("[Content_Types].xml", '<Types xmlns="http://schemas.openxmlformats.org/package/2006/'
                         'content-types"/>')
        archive.writestr("word/document.xml", '<w:document xmlns:w="http://schemas.openxmlformats.org/'
                         'wordprocessingml/2006/main"><w:body>' + "<w:tbl><w:tr><w:tc>" * depth + cell
                         + "</w:tc></w:tr></w:tbl>" * depth + "</w:body></w:document>")
    return out.getvalue()


def test_a_docx_nested_too_deep_to_read_is_an_empty_plan_with_a_message_offline(stack, tmp_path):
    with in_process_server(stack, tmp_path) as api:
        reply = api.upload("/api/installment-ai/parse", [("file", "spa.docx", deep_docx(3000))], expect=200).body
        assert reply["data"] == {"installments": []} and "no text could be read" in reply["message"].lower()
        shallow = api.upload("/api/installment-ai/parse", [("file", "spa.docx", deep_docx(3))], expect=200).body
        assert [row["amount"] for row in shallow["data"]["installments"]] == [100000]


def test_a_document_without_text_is_not_sent_to_the_provider(make, provider, ai_worker, sales):
    before = len(provider.requests)
    reply = sales.upload("/api/installment-ai/parse", [("file", "spa.docx", deep_docx(3000))], expect=200).body
    assert reply["data"] == {"installments": []} and "no text could be read" in reply["message"].lower()
    blank = sales.upload("/api/installment-ai/parse", [("file", "spa.txt", b" \n\n\t\n")], expect=200).body
    assert blank["data"] == {"installments": []} and "no text could be read" in blank["message"].lower()
    assert provider.requests[before:] == []
    assert wait_until(lambda: agreements_left(make) == 0)


def test_a_provider_slower_than_the_limit_is_a_504(stack, provider, tmp_path):
    provider.mode = "slow"
    env = stack.env(MONGODB_DB=f"embedded_{uuid.uuid4().hex[:8]}", SUPERADMIN_EMAIL="root@example.com",
                    SUPERADMIN_PASSWORD="root-password", OPENAI_API_KEY="sk-test",
                    OPENAI_BASE_URL=f"{provider.url}/v1", AI_PARSE_WAIT_SECONDS="2")
    env.pop("REDIS_URL", None)
    server, api = start_server(env, tmp_path)
    try:
        api.post("/api/auth/login", {"email": "root@example.com", "password": "root-password"}, expect=200)
        reply = api.upload("/api/installment-ai/parse", [("file", "spa.pdf", PDF)], expect=504).body
        assert reply == {"success": False, "message": "The AI parser did not answer in time"}
    finally:
        server.stop()
