"""Account types: list (admin, agent, finance), create, update and delete (admin) a company's account types."""

from documents import account_types
from errors import not_found
from handlers.access import roles
from handlers.catalog import LIST_QUERY, CatalogEntryHandler, CatalogListHandler, EntryCreate, EntryRecord, EntryUpdate
from handlers.fields import changes
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import payments as payment_service


class AccountTypesHandler(CatalogListHandler):
    documents = account_types

    @roles("admin", "agent", "finance")
    @describe("Account types of the caller's companies (active ones unless showDisabled is given)",
              query={**LIST_QUERY, "showDisabled": (str, "Any non-empty value includes inactive entries")},
              responses={200: list[EntryRecord]})
    async def get(self):
        # Any non-empty value counts, as the interface says ("showDisabled=false" too).
        await self.list_entries(include_inactive=self.query_text("showDisabled") is not None)

    @roles("admin")
    @describe("Create an account type in one of the caller's companies", body=EntryCreate,
              example={"name": "Bank transfer", "company": 1},
              responses={201: CreatedAnswer, 403: "The company is not one of the caller's"})
    async def post(self):
        await self.create_entry()


class AccountTypeHandler(CatalogEntryHandler):
    documents = account_types

    @roles("admin")
    @describe("Change an account type", body=EntryUpdate, example={"isActive": False},
              responses={200: MessageAnswer, 404: "Account type not found"})
    async def put(self, id: int):
        # A rename reaches the company's payments (`accountType` holds the name) in one transaction.
        fields = changes(self.body(EntryUpdate))
        if not await payment_service.rename_account_type(self.db, self.current_user.scope, id, fields):
            raise not_found(self.label)
        self.answer({"message": f"{self.plural} updated successfully"})

    @roles("admin")
    @describe("Delete an account type", responses={200: MessageAnswer, 404: "Account type not found"})
    async def delete(self, id: int):
        await self.delete_entry(id)


routes = [
    (r"/api/accountTypes/?", AccountTypesHandler),
    (r"/api/accountTypes/(?P<id>[^/]+)/?", AccountTypeHandler),
]
