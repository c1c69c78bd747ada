"""Account types: list (admin, agent, finance), create, update and delete (admin) a company's account types."""

from documents import account_types
from handlers.base import roles
from handlers.catalog import CatalogEntryHandler, CatalogListHandler


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
        # The rename cascade to payments' `accountType` comes with the payments issue.
        await self.update_entry(id)

    @roles("admin")
    async def delete(self, id: int):
        await self.delete_entry(id)


routes = [
    (r"/api/accountTypes/?", AccountTypesHandler),
    (r"/api/accountTypes/(?P<id>[^/]+)/?", AccountTypeHandler),
]
