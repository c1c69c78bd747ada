"""Shared handlers of the company catalogues (service types, account types); subclasses declare roles."""

from datetime import datetime
from types import ModuleType

from pydantic import BaseModel

from documents import companies, users
from documents.catalog import CatalogEntry
from errors import not_found
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, Id, LongText, Text, changes
from services.companies import require_company

FAILED_TO = {"GET": "fetch", "POST": "create", "PUT": "update", "DELETE": "delete"}


class EntryCreate(BaseModel):
    name: Text
    description: LongText | None = None
    company: Id
    isActive: bool = True


class EntryUpdate(Changes):
    name: Text = NOT_GIVEN
    description: LongText | None = None
    isActive: bool = NOT_GIVEN


class EntryRecord(BaseModel):
    id: int
    name: str
    description: str | None
    isActive: bool
    company: str | None  # the company's name
    companyId: int
    createdBy: str | None  # the creator's name
    createdAt: datetime
    updatedAt: datetime | None


LIST_QUERY = {"company": (Id, "Only this company's entries ([] outside the caller's companies)"),
              "query": (str, "Only names containing this text")}


async def entries_out(db, entries: list[CatalogEntry]) -> list[dict]:
    """The read shape: company and creator by name, each fetched in one query for the whole list."""
    company_names = await companies.names_by_ids(db, [entry.company for entry in entries])
    user_names = await users.names_by_ids(db, [entry.createdBy for entry in entries])
    return [{"id": entry.id, "name": entry.name, "description": entry.description, "isActive": entry.isActive,
             "company": company_names.get(entry.company), "companyId": entry.company,
             "createdBy": user_names.get(entry.createdBy), "createdAt": entry.createdAt,
             "updatedAt": entry.updatedAt} for entry in entries]


class CatalogHandler(BaseHandler):
    # The documents module of the catalogue (service_types, account_types).
    documents: ModuleType

    @property
    def label(self) -> str:
        return self.documents.catalog.label

    @property
    def plural(self) -> str:
        return self.documents.catalog.plural

    @property
    def failure_message(self) -> str:  # type: ignore[override]  # a plain attribute in BaseHandler
        verb = FAILED_TO.get(self.request.method, "handle")
        return f"Failed to {verb} {self.label.lower()}{'s' if verb == 'fetch' else ''}"


class CatalogListHandler(CatalogHandler):
    async def list_entries(self, include_inactive: bool = True) -> None:
        entries = await self.documents.list_visible(
            self.db, self.current_user.scope, company=self.query_int("company"), query=self.query_text("query"),
            include_inactive=include_inactive,
        )
        self.answer(await entries_out(self.db, entries))

    async def create_entry(self) -> None:
        body = self.body(EntryCreate)
        await require_company(self.db, self.current_user.scope, body.company)
        entry = await self.documents.insert(self.db, self.current_user.scope, name=body.name,
                                            description=body.description, company=body.company,
                                            is_active=body.isActive, created_by=self.current_user.id)
        self.answer({"message": f"{self.plural} created successfully", "id": entry.id}, 201)


class CatalogEntryHandler(CatalogHandler):
    async def update_entry(self, entry_id: int) -> None:
        fields = changes(self.body(EntryUpdate))
        if not await self.documents.update(self.db, self.current_user.scope, entry_id, fields):
            raise not_found(self.label)
        self.answer({"message": f"{self.plural} updated successfully"})

    async def delete_entry(self, entry_id: int) -> None:
        if not await self.documents.delete(self.db, self.current_user.scope, entry_id):
            raise not_found(self.label)
        self.answer({"message": f"{self.plural} deleted successfully"})
