"""Company catalogues (service types, account types): named entries, unique per company regardless of case."""

from datetime import datetime

from pymongo import IndexModel
from pymongo.errors import DuplicateKeyError

from documents.base import StoredDocument, contains, hinted, utcnow
from documents.counters import next_id
from documents.scope import Scope
from errors import ApiError


class CatalogEntry(StoredDocument):
    name: str
    # The name lower-cased: the unique index on (company, nameKey) is what makes names unique.
    nameKey: str
    description: str | None = None
    isActive: bool = True
    company: int
    createdBy: int | None = None
    createdAt: datetime
    updatedAt: datetime | None = None


def name_key(name: str) -> str:
    return name.lower()


class Catalog:
    """The queries of one catalogue collection. Messages name it `label` ("Service type not found")
    or, for successful writes, `plural` ("ServiceTypes created successfully"), as the interface does."""

    def __init__(self, collection: str, label: str, plural: str, *, reserved_names: tuple[str, ...] = (),
                 extra_indexes: tuple[IndexModel, ...] = ()):
        self.collection = collection
        self.label = label
        self.plural = plural
        self.reserved_keys = frozenset(name_key(name) for name in reserved_names)
        self.indexes = [
            IndexModel([("company", 1), ("nameKey", 1)], unique=True, name="company_name_unique"),
            *extra_indexes,
        ]

    async def list_visible(self, db, scope: Scope, *, company: int | None = None, query: str | None = None,
                           include_inactive: bool = True) -> list[CatalogEntry]:
        criteria = scope.filter("company", company)
        if not include_inactive:
            criteria["isActive"] = True
        if query:
            criteria["name"] = contains(query)
        cursor = db[self.collection].find(criteria, **hinted(self.list_index(criteria))).sort("_id", 1)
        return [CatalogEntry.from_mongo(doc) async for doc in cursor]

    def list_index(self, criteria: dict) -> str:
        """The index a list reads (docs/indexes.md): the companies' entries (only the active ones when
        an index has that category); `_id_` in id order for a super-admin's list of every company."""
        if "company" not in criteria:
            return "_id_"
        names = {index.document["name"] for index in self.indexes}
        return "company_active" if "isActive" in criteria and "company_active" in names else "company_name_unique"

    async def insert(self, db, scope: Scope, *, name: str, description: str | None, company: int, is_active: bool,
                     created_by: int) -> CatalogEntry:
        """The caller has checked that `company` exists."""
        if not scope.allows(company):
            raise PermissionError(f"company {company} is outside the caller's scope")
        self.refuse_reserved(name)
        entry = CatalogEntry(id=await next_id(db, self.collection), name=name, nameKey=name_key(name),
                             description=description, company=company, isActive=is_active, createdBy=created_by,
                             createdAt=utcnow())
        try:
            await db[self.collection].insert_one(entry.to_mongo())
        except DuplicateKeyError:
            raise self.name_taken() from None
        return entry

    async def named(self, db, scope: Scope, company: int, name: str) -> CatalogEntry | None:
        """The company's entry of that name, whatever its case (None outside the scope)."""
        if not scope.allows(company):
            return None
        return CatalogEntry.from_mongo(await db[self.collection].find_one({"company": company,
                                                                           "nameKey": name_key(name)}))

    async def get(self, db, scope: Scope, entry_id: int, session=None) -> CatalogEntry | None:
        return CatalogEntry.from_mongo(await db[self.collection].find_one(scope.records(record_id=entry_id),
                                                                          session=session))

    async def update(self, db, scope: Scope, entry_id: int, fields: dict, session=None) -> bool:
        """Sets `fields`; False when the entry does not exist in the scope."""
        changes = {**fields, "updatedAt": utcnow()}
        if "name" in fields:
            self.refuse_reserved(fields["name"])
            changes["nameKey"] = name_key(fields["name"])
        criteria = scope.records(record_id=entry_id)
        try:
            result = await db[self.collection].update_one(criteria, {"$set": changes}, session=session)
        except DuplicateKeyError:
            raise self.name_taken() from None
        return result.matched_count == 1

    async def delete(self, db, scope: Scope, entry_id: int) -> bool:
        result = await db[self.collection].delete_one(scope.records(record_id=entry_id))
        return result.deleted_count == 1

    def refuse_reserved(self, name: str) -> None:
        if name_key(name) in self.reserved_keys:
            raise ApiError(400, f"{name_key(name)} is a reserved {self.label.lower()}")

    def name_taken(self) -> ApiError:
        return ApiError(400, f"{self.label} with this name already exists")
