"""A pending installment payment made over HTTP notifies super-admins: through worker.py on Redis, and
through the in-process broker of the embedded mode."""


import pytest

from tests.handlers.groups_helpers import create_group, estate
from tests.processes import ROOT, Child, estate_over_http, in_process_server, wait_until


@pytest.fixture(scope="module")
def notification_worker(stack, tmp_path_factory):
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"],
                   stack.env(REDIS_URL=stack.redis.url, OUTBOX_SWEEP_SECONDS="1"),
                   tmp_path_factory.mktemp("notifications"), "worker.log")
    yield worker
    worker.stop()


def payment(company_id, group_id, amount):
    return {"accountType": "Cash", "serviceType": "installment_payment", "amount": amount, "paymentType": "income",
            "paymentDate": "2026-05-01", "company": company_id, "installmentGroupId": group_id}


def test_a_pending_payment_reaches_super_admins_through_the_worker(make, notification_worker):
    place = estate(make)
    finance = make.staff("finance", [place.company])
    make.staff("admin", [place.company]).post("/api/accountTypes", {"name": "Cash", "company": place.company.id},
                                              expect=201)
    group_id = create_group(finance, place)
    finance.post("/api/payments", payment(place.company.id, group_id, 1500), expect=201)
    finance.post("/api/payments", {**payment(place.company.id, group_id, 99), "status": "approved"}, expect=201)
    root = make.staff("super-admin")
    link = f"/installment-groups/{group_id}"

    def arrived():
        return [n for n in root.get("/api/notifications", expect=200).body if n["link"] == link]

    found = wait_until(arrived, timeout=40)
    assert found[0]["message"] == (f"A pending payment of 1,500.00 for {place.project.name} was recorded by "
                                   f"{finance.user.name}.")
    assert found[0]["title"] == "New pending payment" and found[0]["read"] is False
    assert len(arrived()) == 1  # the approved payment raises none
    assert all(n["link"] != link for n in finance.get("/api/notifications", expect=200).body)


def test_the_embedded_mode_notifies_through_the_in_process_broker(stack, tmp_path):
    with in_process_server(stack, tmp_path) as api:
        company, group = estate_over_http(api)
        api.post("/api/accountTypes", {"name": "Cash", "company": company}, expect=201)
        api.post("/api/payments", payment(company, group, 250.5), expect=201)
        found = wait_until(lambda: api.get("/api/notifications", expect=200).body, timeout=30)
        assert found[0]["message"] == "A pending payment of 250.50 for Lagoon was recorded by Super Admin."
