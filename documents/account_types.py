"""Account types: each company's catalogue of the accounts payments are received into."""

from pymongo import IndexModel

from documents.catalog import Catalog, CatalogEntry

SCOPED = True
COLLECTION = "accountTypes"

# Lists show only active account types unless asked otherwise.
catalog = Catalog(COLLECTION, "Account type", "AccountTypes",
                  extra_indexes=(IndexModel([("company", 1), ("isActive", 1)], name="company_active"),))
INDEXES = catalog.indexes

AccountType = CatalogEntry
list_visible = catalog.list_visible
insert = catalog.insert
update = catalog.update
get = catalog.get
named = catalog.named
delete = catalog.delete
