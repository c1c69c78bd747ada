"""The scoping convention of documents/ (documents/scope.py), checked on the code itself: every collection module
says whether it holds company records (`SCOPED`); in those that do, every database function takes `db` and then
a typed `Scope`, or is a named unscoped helper that says why."""

import inspect

from documents.catalog import Catalog
from documents.database import COLLECTION_MODULES
from documents.scope import Scope


def database_functions(module):
    """The module's public coroutine functions: its own, and the catalogue methods it exposes."""
    for name, value in vars(module).items():
        if name.startswith("_") or not inspect.iscoroutinefunction(value):
            continue
        own = getattr(value, "__module__", None) == module.__name__
        catalogue = inspect.ismethod(value) and isinstance(value.__self__, Catalog)
        if own or catalogue:
            yield name, value


def test_every_collection_module_says_whether_it_holds_company_records():
    undecided = [module.__name__ for module in COLLECTION_MODULES if not isinstance(getattr(module, "SCOPED", None),
                                                                                       bool)]
    assert not undecided


def test_company_collections_take_a_scope_right_after_the_database():
    company_modules = [module for module in COLLECTION_MODULES if module.SCOPED]
    assert len(company_modules) >= 10
    wrong, helpers = [], 0
    for module in company_modules:
        for name, function in database_functions(module):
            reason = getattr(function, "unscoped", None)
            if reason is not None:
                assert reason.strip(), f"{module.__name__}.{name}: an unscoped helper says why"
                helpers += 1
                continue
            parameters = list(inspect.signature(function).parameters.values())
            if [p.name for p in parameters[:2]] != ["db", "scope"] or parameters[1].annotation is not Scope:
                wrong.append(f"{module.__name__}.{name}{inspect.signature(function)}")
    assert not wrong, "\n".join(wrong)
    assert helpers >= 5  # the named exceptions exist, and are few


def test_an_update_by_id_outside_the_scope_changes_nothing(make):
    """The scope is in the write's own query: a caller of another company cannot reach the record even when
    a service forgot to read it first."""
    from documents import installment_groups, payments
    from tests.handlers.groups_helpers import create_group, estate, pay

    place = estate(make)
    admin = make.staff("admin", [place.company])
    group_id = create_group(admin, place)
    payment_id = pay(make, group_id, place.company.id, "100.00", "2026-01-05", status="pending")
    elsewhere = Scope.of([make.company().id])

    make.run(installment_groups.update(make.db, elsewhere, group_id, {"name": "Taken over"}))
    make.run(payments.update(make.db, elsewhere, payment_id, {"status": "approved"}))
    make.run(payments.delete(make.db, elsewhere, payment_id))
    make.run(installment_groups.delete(make.db, elsewhere, group_id))

    group = make.run(installment_groups.get(make.db, Scope.everything(), group_id))
    payment = make.run(payments.get(make.db, Scope.everything(), payment_id))
    assert group is not None and group.name != "Taken over"
    assert payment is not None and payment.status == "pending"


def test_a_scope_admits_a_document_as_mongodb_would_match_its_criteria():
    """`Scope.admits` checks a group looked up by id alone against the caller's view: equality, `$in`, array
    fields holding or equal to a value; anything else is refused rather than guessed."""
    import pytest

    from documents import installment_groups

    staff = installment_groups.visibility(Scope.of([1, 2]), "admin", 9)
    assert staff.admits({"company": 1, "allowedUsers": []})
    assert staff.admits({"company": 2, "allowedUsers": [4, 9]})
    assert not staff.admits({"company": 2, "allowedUsers": [4]})
    assert not staff.admits({"company": 3, "allowedUsers": []})
    agent = installment_groups.visibility(Scope.of([1]), "agent", 9, [5, 6])
    assert agent.admits({"company": 1, "clientIds": [7, 6]}) and not agent.admits({"company": 1, "clientIds": [7]})
    client = installment_groups.visibility(Scope.of([1]), "client", 5)
    assert client.admits({"company": 1, "clientIds": [5]}) and not client.admits({"company": 1, "clientIds": [6]})
    assert installment_groups.visibility(Scope.everything(), "super-admin", 1).admits({"company": 8})
    assert Scope.of([1]).admits({"company": 1}) and not Scope.of([]).admits({"company": 1})
    with pytest.raises(ValueError):
        Scope.of([1]).viewing({"company": {"$gte": 1}}).admits({"company": 1})
