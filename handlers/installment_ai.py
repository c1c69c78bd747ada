"""AI schedule extraction: an uploaded agreement read by a job (awaited, or polled with ?async=true)."""

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from documents import task_runs
from errors import ApiError, not_found
from handlers.access import STAFF, roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN
from handlers.openapi import File, describe
from handlers.uploads import UploadHandler
from services import ai_parse, filetypes
from services import task_runs as runs

NO_FILE = "No valid file uploaded."


class ScheduleRow(ai_parse.ParsedInstallment):
    # The answer may gain fields; the provider's strict schema (the parent) may not.
    model_config = ConfigDict(extra="allow")


class ParsedSchedule(BaseModel):
    installments: list[ScheduleRow]


class ParseAnswer(BaseModel):
    success: Literal[True]
    data: ParsedSchedule
    message: str = NOT_GIVEN  # why the list is empty when the document had no readable text (a scan)


class JobStarted(BaseModel):
    jobId: int


class JobAnswer(BaseModel):
    status: Literal["queued", "running", "done", "failed"]
    data: ParsedSchedule = NOT_GIVEN  # when done
    message: str = NOT_GIVEN  # why it failed


class AiHandler(BaseHandler):
    def error_body(self, message: str) -> dict:
        return {"success": False, "message": message}


class ParseHandler(UploadHandler, AiHandler):
    failure_message = "The payment plan could not be read"

    def db_deadline(self) -> float:
        # It polls the run for up to AI_PARSE_WAIT_SECONDS (one short read each time), then reads it.
        return self.config.ai_parse_wait_seconds + self.config.request_db_timeout_seconds

    @roles(*STAFF)
    @describe("Read the payment plan of a sale and purchase agreement (PDF, DOCX or plain text); stores nothing",
              multipart={"file": (File, "The agreement")},
              query={"async": (bool, "Answer 202 with a job id at once; poll GET /api/installment-ai/jobs/{jobId}")},
              responses={200: ParseAnswer, 202: JobStarted, 400: "No file, or a file that is not an agreement",
                         500: "The plan could not be read", 504: "The AI parser did not answer in time"})
    async def post(self):
        upload = self.file("file")
        if upload is None or not upload.data:
            raise ApiError(400, NO_FILE)
        content_type = filetypes.sniff(upload.data)
        if content_type not in filetypes.AGREEMENT_TYPES:
            raise ApiError(400, f"{NO_FILE} Send a PDF, DOCX or plain text agreement.")
        run_id = await ai_parse.start_parse(self.db, self.current_user, upload.filename, upload.data, content_type)
        if self.query_flag("async"):
            self.answer({"jobId": run_id}, 202)
            return
        run = await runs.wait_for(self.db, run_id, self.config.ai_parse_wait_seconds)
        if run is None:
            raise ApiError(504, "The AI parser did not answer in time")
        if run.status == "failed":
            raise ApiError(run.failureStatus or 500, run.message or "The payment plan could not be read")
        answer: dict[str, Any] = {"success": True, "data": run.data}
        if run.message:
            answer["message"] = run.message
        self.answer(answer)


class JobHandler(AiHandler):
    failure_message = "Error retrieving the job"

    # Only the account that started the job sees it; anyone else gets 404.
    @roles(*STAFF)
    @describe("The state of a parse job the caller started, with the plan when done",
              responses={200: JobAnswer, 404: "Job not found"})
    async def get(self, jobId: int):
        run = await task_runs.get_owned(self.db, jobId, "ai_parse", self.current_user.kind, self.current_user.id)
        if run is None:
            raise not_found("Job")
        answer: dict[str, Any] = {"status": run.status}
        if run.status == "done":
            answer["data"] = run.data
        if run.message:
            answer["message"] = run.message
        self.answer(answer)


routes = [
    (r"/api/installment-ai/parse/?", ParseHandler),
    (r"/api/installment-ai/jobs/(?P<jobId>[^/]+)/?", JobHandler),
]
