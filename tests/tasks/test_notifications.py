"""The pending-payment notification job: once per payment, through the outbox, the real Redis and
a real worker.py, and skipped for a payment that is no longer pending."""

from datetime import UTC, datetime

import pytest

from documents import notifications, payments
from documents import outbox as outbox_records
from documents.base import utcnow
from documents.counters import next_id
from documents.database import in_transaction
from services import notifications as notification_service
from services import outbox
from tests.handlers.groups_helpers import create_group, estate
from tests.processes import ROOT, Child, wait_until


@pytest.fixture(scope="module")
def notification_worker(stack, tmp_path_factory):
    worker = Child([str(ROOT / "worker.py"), "--processes", "1", "--threads", "2"],
                   stack.env(REDIS_URL=stack.redis.url, OUTBOX_SWEEP_SECONDS="1"),
                   tmp_path_factory.mktemp("worker"), "worker.log")
    yield worker
    worker.stop()


def pending_payment(make, amount_cents: int = 150_000):
    """(payment id, outbox job id, project name, creator name, group id) of a new pending installment
    payment, its notification intent recorded in the payment's own transaction."""
    place = estate(make)
    group_id = create_group(make.staff("admin", [place.company]), place)
    creator = make.user("finance", [place.company])

    async def record(session):
        payment = payments.Payment(
            id=await next_id(make.db, payments.COLLECTION), serviceType=payments.INSTALLMENT_PAYMENT,
            amountCents=amount_cents, paymentDate=datetime(2026, 3, 1, tzinfo=UTC), status="pending",
            company=place.company.id, installmentGroupId=group_id, createdBy=creator.id, createdAt=utcnow())
        await make.db[payments.COLLECTION].insert_one(payment.to_mongo(), session=session)
        job_id = await notification_service.record_payment_notification(make.db, payment.id, session)
        return payment.id, job_id

    payment_id, job_id = make.run(in_transaction(make.db, record))
    return payment_id, job_id, place.project.name, creator.name, group_id


def held_back(make, job_id: int) -> None:
    """Marks the job as enqueued, so that a running worker's sweeper leaves it to the test."""
    make.run(outbox_records.mark_dispatched(make.db, job_id))


def notification_of(make, payment_id: int):
    return make.run(notifications.find_by_source(make.db, f"payment:{payment_id}"))


def test_the_job_run_twice_stores_one_notification(make):
    payment_id, job_id, project, creator, group_id = pending_payment(make, 123_456_789)
    held_back(make, job_id)
    second_job = make.run(notification_service.record_payment_notification(make.db, payment_id, None))
    held_back(make, second_job)

    async def run_jobs():
        return [await notification_service.create_payment_notification(make.db, job) for job in
                (job_id, job_id, second_job)]

    # The same job again finds it done; a second intent for the same payment finds the notification.
    assert make.run(run_jobs()) == ["created", "skipped", "skipped"]
    stored = make.run(make.db.notifications.find({"sourceKey": f"payment:{payment_id}"}).to_list())
    assert len(stored) == 1
    assert stored[0]["message"] == f"A pending payment of 1,234,567.89 for {project} was recorded by {creator}."
    assert stored[0]["title"] == "New pending payment" and stored[0]["type"] == "info"
    assert stored[0]["link"] == f"/installment-groups/{group_id}" and stored[0]["accessLevel"] == ["super-admin"]
    for job in (job_id, second_job):
        assert make.run(outbox_records.get(make.db, job))["status"] == "done"


def test_a_payment_approved_before_the_job_ran_gets_no_notification(make, root):
    payment_id, job_id, _, _, group_id = pending_payment(make)
    held_back(make, job_id)
    make.run(make.db[payments.COLLECTION].update_one({"_id": payment_id}, {"$set": {"status": "approved"}}))
    assert make.run(notification_service.create_payment_notification(make.db, job_id)) == "skipped"
    assert notification_of(make, payment_id) is None
    assert make.run(outbox_records.get(make.db, job_id))["status"] == "done"
    assert not [n for n in root.get("/api/notifications", expect=200).body
                if n["link"] == f"/installment-groups/{group_id}"]


def dispatch(make, job_id: int) -> bool:
    return make.run(outbox.dispatch(make.db, notification_service.ACTOR, job_id))


def test_the_worker_creates_the_notification_a_super_admin_then_reads(make, root, notification_worker):
    payment_id, job_id, project, creator, group_id = pending_payment(make)
    assert dispatch(make, job_id)
    stored = wait_until(lambda: notification_of(make, payment_id), timeout=30)
    seen = [n for n in root.get("/api/notifications", expect=200).body if n["id"] == stored.id]
    assert seen == [{"id": stored.id, "title": "New pending payment", "type": "info", "read": False,
                     "message": f"A pending payment of 1,500.00 for {project} was recorded by {creator}.",
                     "link": f"/installment-groups/{group_id}", "createdAt": seen[0]["createdAt"]}]
    assert stored.id not in [n["id"] for n in make.staff("admin").get("/api/notifications", expect=200).body]
    wait_until(lambda: make.run(outbox_records.get(make.db, job_id))["status"] == "done", timeout=30)


def test_a_notification_recorded_while_redis_is_down_arrives_once_redis_is_back(make, stack, root,
                                                                                  notification_worker):
    payment_id, job_id, project, *_ = pending_payment(make, 99_00)
    stack.redis.stop()
    try:
        dispatched = dispatch(make, job_id)
    finally:
        stack.redis.start()
    assert not dispatched
    assert make.run(outbox_records.get(make.db, job_id))["status"] == "pending"
    stored = wait_until(lambda: notification_of(make, payment_id), timeout=60)
    assert stored.message.startswith(f"A pending payment of 99.00 for {project} ")
    assert stored.id in [n["id"] for n in root.get("/api/notifications", expect=200).body]
    wait_until(lambda: make.run(outbox_records.get(make.db, job_id))["status"] == "done", timeout=30)
