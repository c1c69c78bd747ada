"""Account types: list (admin, agent, finance), create, update and delete (admin) a company's account types."""

from documents import account_types
from handlers.base import roles
from errors import not_found
from handlers.catalog import CatalogEntryHandler, CatalogListHandler, EntryUpdate
from handlers.fields import changes
from services import payments as payment_service


class AccountTypesHandler(CatalogListHandler):
    documents = account_types

    @roles("admin", "agent", "finance")
    async def get(self):
        # Any non-empty value counts, as the interface says ("showDisabled=false" too).
        await self.list_entries(include_inactive=self.query_text("showDisabled") is not None)

    @roles("admin")
    async def post(self):
        await self.create_entry()


class AccountTypeHandler(CatalogEntryHandler):
    documents = account_types

    @roles("admin")
    async def put(self, id: int):
        # A rename reaches the company's payments (`accountType` holds the name) in one transaction.
        fields = changes(self.body(EntryUpdate))
        if not await payment_service.rename_account_type(self.db, self.principal.scope, id, fields):
            raise not_found(self.label)
        self.answer({"message": f"{self.plural} updated successfully"})

    @roles("admin")
    async def delete(self, id: int):
        await self.delete_entry(id)


routes = [
    (r"/api/accountTypes/?", AccountTypesHandler),
    (r"/api/accountTypes/(?P<id>[^/]+)/?", AccountTypeHandler),
]
