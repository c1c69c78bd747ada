"""Service types: list (any staff role), create, update and delete (admin) a company's service types."""

from documents import service_types
from handlers.base import roles
from handlers.catalog import CatalogEntryHandler, CatalogListHandler


class ServiceTypesHandler(CatalogListHandler):
    documents = service_types

    @roles("admin", "sales", "finance", "agent")
    async def get(self):
        await self.list_entries()

    @roles("admin")
    async def post(self):
        await self.create_entry()


class ServiceTypeHandler(CatalogEntryHandler):
    documents = service_types

    @roles("admin")
    async def put(self, id: int):
        await self.update_entry(id)

    @roles("admin")
    async def delete(self, id: int):
        await self.delete_entry(id)


routes = [
    (r"/api/serviceTypes/?", ServiceTypesHandler),
    (r"/api/serviceTypes/(?P<id>[^/]+)/?", ServiceTypeHandler),
]
