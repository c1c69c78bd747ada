"""Company scope: which companies a caller may see, turned into query filters."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Scope:
    """`company_ids` None means every company (super-admin)."""

    company_ids: frozenset[int] | None

    @classmethod
    def everything(cls) -> "Scope":
        return cls(None)

    @classmethod
    def of(cls, company_ids) -> "Scope":
        return cls(frozenset(company_ids))

    @property
    def is_everything(self) -> bool:
        return self.company_ids is None

    def allows(self, company_id: int | None) -> bool:
        return self.company_ids is None or company_id in self.company_ids

    def filter(self, field: str = "company", requested: int | None = None) -> dict:
        """A query filter confining `field` to the scope, and to `requested` when given.

        A requested company outside the scope matches nothing: the caller gets an
        empty list, never that company's rows.
        """
        if requested is not None:
            return {field: requested if self.allows(requested) else {"$in": []}}
        if self.company_ids is None:
            return {}
        return {field: {"$in": sorted(self.company_ids)}}

    def records(self, company_id: int | None = None, record_id: int | None = None) -> dict:
        """The filter of a company-owned collection's scoped reads and writes (field `company`):
        the scope, narrowed to one company and to one record when given."""
        criteria = self.filter("company", company_id)
        if record_id is not None:
            criteria["_id"] = record_id
        return criteria
