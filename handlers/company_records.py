"""The base of developers' and projects' routes: their reads, each answered as an array."""

from typing import Any

from handlers.base import BaseHandler


class CompanyRecordsHandler(BaseHandler):
    """The reads shared by developers and projects, each answered as an array: the records of the
    caller's companies (GET /), of one company (GET /:companyId, [] outside the caller's companies)
    and one record (GET /single/:id, [] when unknown or outside them)."""

    documents: Any = None  # the documents module, with `find(db, scope, company_id=, record_id=)`
    # GET /:companyId and PUT, DELETE /:id share one path: the number means a company on GET.
    company_on_get = False

    def path_param(self, name: str, value: str):
        if self.company_on_get and self.request.method == "GET":
            name = "companyId"
        return super().path_param(name, value)

    async def present(self, found: list) -> list[dict]:
        raise NotImplementedError

    async def answer_records(self, *, company_id: int | None = None, record_id: int | None = None) -> None:
        found = await self.documents.find(self.db, self.current_user.scope, company_id=company_id, record_id=record_id)
        self.answer(await self.present(found))
