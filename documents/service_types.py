"""Service types: each company's catalogue of the services it charges for."""

from documents.catalog import Catalog, CatalogEntry

SCOPED = True
COLLECTION = "serviceTypes"

# Payments of instalments carry this service type; nobody may create another with that name.
INSTALLMENT_PAYMENT = "installment_payment"

catalog = Catalog(COLLECTION, "Service type", "ServiceTypes", reserved_names=(INSTALLMENT_PAYMENT,))
INDEXES = catalog.indexes

ServiceType = CatalogEntry
list_visible = catalog.list_visible
insert = catalog.insert
update = catalog.update
get = catalog.get
named = catalog.named
delete = catalog.delete
