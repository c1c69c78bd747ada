"""Health and readiness."""

from tests.http import Api
from tests.servers import app_with_stalled_database


def test_healthz_answers_without_a_session(anonymous):
    reply = anonymous.get("/healthz", expect=200)
    assert reply.body == {"status": "ok"}


def test_readyz_reports_mongodb_and_redis(anonymous):
    reply = anonymous.get("/readyz", expect=200)
    assert reply.body["checks"] == {"mongodb": "ok", "redis": "ok"}


def test_readyz_is_503_while_redis_is_down(stack):
    api = Api(stack.app.base_url)
    stack.redis.stop()
    try:
        reply = api.get("/readyz", expect=503)
        assert reply.body["checks"]["redis"] == "unavailable"
        assert reply.body["checks"]["mongodb"] == "ok"
    finally:
        stack.redis.start()
    assert api.get("/readyz").status == 200


def test_readyz_is_503_when_mongodb_does_not_answer(stack):
    with app_with_stalled_database(stack.config) as dead:
        reply = Api(dead.base_url).get("/readyz", expect=503)
        assert reply.body["checks"]["mongodb"] == "unavailable"
