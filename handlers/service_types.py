"""Service types: list (any staff role), create, update and delete (admin) a company's service types."""

from documents import service_types
from handlers.access import roles
from handlers.catalog import LIST_QUERY, CatalogEntryHandler, CatalogListHandler, EntryCreate, EntryRecord, EntryUpdate
from handlers.openapi import CreatedAnswer, MessageAnswer, describe


class ServiceTypesHandler(CatalogListHandler):
    documents = service_types

    @roles("admin", "sales", "finance", "agent")
    @describe("Service types of the caller's companies", query=LIST_QUERY, responses={200: list[EntryRecord]})
    async def get(self):
        await self.list_entries()

    @roles("admin")
    @describe("Create a service type in one of the caller's companies", body=EntryCreate,
              example={"name": "Maintenance", "company": 1},
              responses={201: CreatedAnswer, 403: "The company is not one of the caller's"})
    async def post(self):
        await self.create_entry()


class ServiceTypeHandler(CatalogEntryHandler):
    documents = service_types

    @roles("admin")
    @describe("Change a service type", body=EntryUpdate, example={"isActive": False},
              responses={200: MessageAnswer, 404: "Service type not found"})
    async def put(self, id: int):
        await self.update_entry(id)

    @roles("admin")
    @describe("Delete a service type", responses={200: MessageAnswer, 404: "Service type not found"})
    async def delete(self, id: int):
        await self.delete_entry(id)


routes = [
    (r"/api/serviceTypes/?", ServiceTypesHandler),
    (r"/api/serviceTypes/(?P<id>[^/]+)/?", ServiceTypeHandler),
]
