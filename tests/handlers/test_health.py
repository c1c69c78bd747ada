"""Health and readiness."""

import socket

from tests.http import Api


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
    from tests.servers import AppServer

    # A listener that never accepts: connections hang as with a stalled database.
    with socket.socket() as blackhole:
        blackhole.bind(("127.0.0.1", 0))
        blackhole.listen(16)
        url = f"mongodb://127.0.0.1:{blackhole.getsockname()[1]}/?directConnection=true"
        config = stack.config.model_copy(update={"mongodb_url": url})
        dead = AppServer(config, None)
        dead.thread.start()

        async def start_without_bootstrap():
            from documents.database import connect
            from server import make_app

            dead.client = connect(url, serverSelectionTimeoutMS=500, connectTimeoutMS=500)
            dead.db = dead.client[config.mongodb_db]
            dead.redis = None
            dead.server = make_app(config, dead.db).listen(dead.port, address="127.0.0.1")

        dead.run(start_without_bootstrap())
        try:
            reply = Api(dead.base_url).get("/readyz", expect=503)
            assert reply.body["checks"]["mongodb"] == "unavailable"
        finally:
            dead.stop()
