"""Bulk import of installment groups from a CSV or XLSX file (CONTRACT 15): a dry run reports, a real run stores
everything or nothing."""

from pydantic import BaseModel

from errors import ApiError
from handlers.access import roles
from handlers.fields import parse_id
from handlers.openapi import File, describe
from handlers.uploads import UploadHandler
from services import imports

TRUE, FALSE = ("true", "1", "yes"), ("false", "0", "no")


class ImportProblem(BaseModel):
    row: int
    field: str
    message: str


class ImportReport(BaseModel):
    dryRun: bool
    groups: int
    installments: int
    clientsCreated: int
    errors: list[ImportProblem]


class GroupImportHandler(UploadHandler):
    failure_message = "Error importing installment groups"

    def db_deadline(self) -> float:
        # A real import of 5,000 rows writes in one transaction: more than a request's usual budget.
        return self.config.request_db_timeout_seconds * 6

    # Admins of the company named in the form (super-admins of any); the company must be one of the caller's.
    @roles("admin")
    @describe("Import installment groups from a spreadsheet, one row per installment (dryRun, the default: only "
              "the report)", multipart={"file": (File, "The CSV or XLSX file"),
                                        "company": (int, "The company the groups belong to"),
                                        "dryRun": (bool | None, "false to store (default true: only check)")},
              responses={200: ImportReport, 201: ImportReport,
                         400: "A file with problems (the report, nothing stored), or no file",
                         403: "The company is not one of the caller's", 413: "More than 5,000 rows"})
    async def post(self):
        upload = self.file("file")
        if upload is None or not upload.data:
            raise ApiError(400, "No file: send the CSV or XLSX file in the form field `file`")
        company = self.field("company")
        if company is None:
            raise ApiError(400, "company is required")
        company_id = parse_id("company", company)
        written = (self.field("dryRun") or "true").strip().lower()
        if written not in TRUE + FALSE:
            raise ApiError(400, "dryRun must be true or false")
        dry_run = written in TRUE
        report = await imports.import_groups(self.db, self.current_user, company_id, upload.data, dry_run)
        # A real run with any problem: 400 with the same report, nothing stored (all or nothing).
        self.answer(report.answer(), 200 if dry_run else 400 if report.problems else 201)


routes = [(r"/api/imports/groups/?", GroupImportHandler)]
