"""Session-wide real servers (SecantusDB, Redis, the app) and a factory for test data."""

import os
import uuid
from dataclasses import dataclass
from pathlib import Path

import bcrypt
import pytest

from tests.http import Api
from tests.servers import AppServer, RedisServer, SmtpSink, start_mongo

PASSWORD = "correct-horse-battery"
PASSWORD_HASH = bcrypt.hashpw(PASSWORD.encode(), bcrypt.gensalt(4)).decode()
ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Stack:
    mongo: object
    redis: RedisServer
    app: AppServer
    config: object
    workdir: Path

    def env(self, **extra) -> dict:
        """Environment for a child process of the project (server.py, worker.py)."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("MONGODB_", "REDIS_", "SUPERADMIN_"))}
        env.update(MONGODB_URL=self.mongo.url, MONGODB_DB=self.config.mongodb_db, BCRYPT_ROUNDS="4",
                   DATA_DIR=str(self.workdir / "data"), PYTHONUNBUFFERED="1")
        env.update({k: str(v) for k, v in extra.items() if v is not None})
        return {k: v for k, v in env.items() if v != ""}


@pytest.fixture(scope="session")
def stack(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("stack")
    mongo = start_mongo(workdir)
    redis = RedisServer(workdir).start()
    os.environ.update(MONGODB_URL=mongo.url, REDIS_URL=redis.url, MONGODB_DB="installments_test",
                      DATA_DIR=str(workdir / "data"), BCRYPT_ROUNDS="4")
    from config import get_settings

    get_settings.cache_clear()
    config = get_settings()
    try:
        app = AppServer(config, redis.url).start()
    except BaseException:
        redis.stop()  # no server outlives a failed start
        mongo.stop()
        raise
    yield Stack(mongo, redis, app, config, workdir)
    app.stop()
    redis.stop()
    mongo.stop()


class Factory:
    """Creates records through documents/ on the app's own loop, and signed-in API clients."""

    def __init__(self, stack: Stack):
        self.stack = stack
        self.app = stack.app

    def run(self, coroutine):
        return self.app.run(coroutine)

    @property
    def db(self):
        return self.app.db

    def api(self) -> Api:
        return Api(self.app.base_url)

    def company(self, name: str | None = None, is_active: bool = True):
        from documents import companies

        return self.run(companies.insert(self.db, name=name or f"Company {uuid.uuid4().hex[:8]}",
                                         is_active=is_active, created_by=0))

    def user(self, level: str, companies=(), email: str | None = None, password_hash: str | None = PASSWORD_HASH,
             **profile):
        from documents import users
        from documents.scope import Scope

        email = email or f"{level}-{uuid.uuid4().hex[:10]}@example.com"
        return self.run(users.insert(self.db, Scope.everything(), name=f"{level.title()} {email[:6]}", email=email,
                                     access_level=level, password_hash=password_hash,
                                     allowed_companies=[c.id if hasattr(c, "id") else c for c in companies],
                                     **profile))

    def login(self, email: str, password: str = PASSWORD) -> Api:
        api = self.api()
        api.post("/api/auth/login", {"email": email, "password": password}, expect=200)
        return api

    def staff(self, level: str, companies=(), **profile) -> Api:
        """A signed-in staff member of `level` with access to `companies`."""
        user = self.user(level, companies, **profile)
        api = self.login(user.email)
        api.user = user
        return api

    def client(self, company, email: str | None = None, password_hash: str | None = PASSWORD_HASH,
               is_active: bool = True, agents=(), name: str | None = None, phone: str | None = None):
        from documents import clients
        from documents.base import utcnow
        from documents.counters import next_id

        async def insert():
            address = email or f"client-{uuid.uuid4().hex[:10]}@example.com"
            client = clients.Client(id=await next_id(self.db, clients.COLLECTION),
                                    name=name or f"Client {address[:8]}", email=address, emailKey=address.lower(),
                                    company=company.id, isActive=is_active, createdAt=utcnow(),
                                    passwordHash=password_hash, hasJoined=password_hash is not None,
                                    agentIds=[a.id for a in agents], phone=phone)
            await self.db[clients.COLLECTION].insert_one(client.to_mongo())
            return client

        return self.run(insert())


@pytest.fixture(scope="session")
def smtp_sink():
    sink = SmtpSink().start()
    yield sink
    sink.stop()


@pytest.fixture
def make(stack) -> Factory:
    return Factory(stack)


@pytest.fixture
def anonymous(make) -> Api:
    return make.api()


@pytest.fixture
def root(make) -> Api:
    """A signed-in super-admin."""
    return make.staff("super-admin")
