"""Sessions: login, logout, me, reset-password, throttling, and the account re-read on every request."""

import threading
import time

import bcrypt
import jwt
import pytest

from documents import password_tokens, users
from documents.scope import Scope
from tests.conftest import PASSWORD


def test_login_sets_the_session_cookie_and_me_returns_the_account(make):
    company = make.company()
    user = make.user("finance", [company])
    api = make.api()
    reply = api.post("/api/auth/login", {"email": user.email.upper(), "password": PASSWORD}, expect=200)
    assert reply.body == {"message": "Login successful",
                          "user": {"id": user.id, "name": user.name, "email": user.email, "accessLevel": "finance"}}
    cookie = api.last_set_cookie
    assert cookie.startswith("token=") and "HttpOnly" in cookie and "Path=/" in cookie and "SameSite=Lax" in cookie
    assert "Secure" not in cookie  # development default; production sets COOKIE_SECURE
    me = api.get("/api/auth/me", expect=200).body
    assert me == {"id": user.id, "name": user.name, "email": user.email, "accessLevel": "finance",
                  "allowedCompanies": [company.id]}


def test_a_client_with_a_password_signs_in_as_client(make):
    company = make.company()
    client = make.client(company)
    me = make.login(client.email).get("/api/auth/me", expect=200).body
    assert me == {"id": client.id, "name": client.name, "email": client.email, "accessLevel": "client",
                  "company": company.id}


@pytest.mark.parametrize("case", ["wrong-password", "unknown-email", "disabled-client", "ended-user",
                                  "client-without-password"])
def test_login_refusals_all_look_the_same(make, case):
    company = make.company()
    email = {
        "wrong-password": lambda: make.user("sales", [company]).email,
        "unknown-email": lambda: "nobody@example.com",
        "disabled-client": lambda: make.client(company, is_active=False).email,
        "ended-user": lambda: make.user("sales", [company], endDate="2020-01-01").email,
        "client-without-password": lambda: make.client(company, password_hash=None).email,
    }[case]()
    password = "not-the-password" if case == "wrong-password" else PASSWORD
    reply = make.api().post("/api/auth/login", {"email": email, "password": password}, expect=401)
    assert reply.body == {"message": "Invalid email or password"}


@pytest.mark.parametrize("body,field", [({}, "email"), ({"email": "a@b.c"}, "password"),
                                        ({"email": 5, "password": "x"}, "email")])
def test_login_bad_input_is_400(anonymous, body, field):
    assert field in anonymous.post("/api/auth/login", body, expect=400).message


def test_logout_clears_the_cookie(make):
    api = make.staff("sales")
    assert api.post("/api/auth/logout", expect=200).body == {"message": "Logout successful"}
    assert "token" not in api.cookies
    assert api.get("/api/auth/me").status == 401


@pytest.mark.parametrize("cookie", ["garbage", "a.b.c", ""])
def test_bad_cookies_are_401(make, cookie):
    api = make.api()
    api.cookies["token"] = cookie
    assert api.get("/api/auth/me", expect=401).body == {"message": "Unauthorized"}


def test_forged_and_expired_tokens_are_401(make, stack):
    user = make.user("admin")
    secret = stack.config.signing_secret()
    now = int(time.time())
    claims = {"sub": str(user.id), "kind": "staff", "pv": user.passwordVersion, "iat": now, "exp": now + 60}
    for token in (jwt.encode(claims, "another-secret-that-is-long-enough-for-hs256", algorithm="HS256"),
                  jwt.encode({**claims, "iat": now - 120, "exp": now - 60}, secret, algorithm="HS256"),
                  jwt.encode({**claims, "kind": "root"}, secret, algorithm="HS256")):
        api = make.api()
        api.cookies["token"] = token
        assert api.get("/api/auth/me").status == 401
    api = make.api()
    api.cookies["token"] = jwt.encode(claims, secret, algorithm="HS256")
    assert api.get("/api/auth/me").status == 200


def test_the_account_is_reread_on_every_request(make):
    company = make.company()
    api = make.staff("admin", [company])
    users_collection = make.db.users
    make.run(users_collection.update_one({"_id": api.user.id},
                                         {"$set": {"accessLevel": "sales", "allowedCompanies": []}}))
    me = api.get("/api/auth/me", expect=200).body
    assert me["accessLevel"] == "sales" and me["allowedCompanies"] == []
    assert api.post("/api/companies", {"name": "x"}).status == 403
    make.run(users_collection.update_one({"_id": api.user.id}, {"$set": {"endDate": "2001-01-01"}}))
    assert api.get("/api/auth/me").status == 401
    make.run(users_collection.update_one({"_id": api.user.id}, {"$set": {"endDate": None}}))
    assert api.get("/api/auth/me").status == 200
    make.run(users_collection.delete_one({"_id": api.user.id}))
    assert api.get("/api/auth/me").status == 401


def test_a_password_change_ends_older_sessions(make):
    user = make.user("finance")
    api = make.login(user.email)
    new_hash = bcrypt.hashpw(b"another-password", bcrypt.gensalt(4)).decode()
    make.run(users.set_password(make.db, Scope.everything(), user.id, new_hash))
    assert api.get("/api/auth/me").status == 401
    make.login(user.email, "another-password").get("/api/auth/me", expect=200)


def test_a_disabled_client_loses_its_session(make):
    company = make.company()
    client = make.client(company)
    api = make.login(client.email)
    make.run(make.db.clients.update_one({"_id": client.id}, {"$set": {"isActive": False}}))
    assert api.get("/api/auth/me").status == 401


def test_reset_password_with_an_emailed_token_works_once(make):
    user = make.user("sales", [])
    token = make.run(password_tokens.create(make.db, "staff", user.id, "reset"))
    api = make.api()
    assert "password" in api.post("/api/auth/reset-password", {"token": token, "password": "short"}, expect=400).message
    api.post("/api/auth/reset-password", {"token": token, "password": "a-new-password"}, expect=200)
    make.login(user.email, "a-new-password")
    assert api.post("/api/auth/reset-password", {"token": token, "password": "another-one"}, expect=400).body == {
        "message": "Invalid or expired token"}
    assert make.api().post("/api/auth/login", {"email": user.email, "password": "another-one"}).status == 401
    stored = make.run(make.db.passwordTokens.find_one({"subjectId": user.id, "kind": "staff"}))
    assert token not in str(stored)  # only the hash is kept


def test_reset_password_lets_a_client_join(make):
    company = make.company()
    client = make.client(company, password_hash=None)
    token = make.run(password_tokens.create(make.db, "client", client.id, "invitation"))
    make.api().post("/api/auth/reset-password", {"token": token, "password": "client-password"}, expect=200)
    assert make.run(make.db.clients.find_one({"_id": client.id}))["hasJoined"] is True
    make.login(client.email, "client-password").get("/api/auth/me", expect=200)


def test_expired_and_unknown_tokens_are_refused(make):
    user = make.user("sales")
    token = make.run(password_tokens.create(make.db, "staff", user.id, "reset"))
    make.run(make.db.passwordTokens.update_one({"_id": password_tokens.token_hash(token)},
                                               {"$set": {"expiresAt": password_tokens.utcnow()}}))
    api = make.api()
    assert api.post("/api/auth/reset-password", {"token": token, "password": "long-enough"}).status == 400
    assert api.post("/api/auth/reset-password", {"token": "made-up", "password": "long-enough"}).status == 400
    assert "token" in api.post("/api/auth/reset-password", {"password": "long-enough"}, expect=400).message


def test_more_than_ten_failures_give_429_until_the_window_passes(make, stack):
    user = make.user("sales")
    api = make.api()
    for _ in range(10):
        assert api.post("/api/auth/login", {"email": user.email, "password": "wrong-password"}).status == 401
    blocked = api.post("/api/auth/login", {"email": user.email, "password": PASSWORD}, expect=429)
    assert blocked.message
    # The window is kept in Redis: its expiry ending unblocks the email.
    import redis

    with redis.Redis.from_url(stack.redis.url) as store:
        key = f"login-failures:{user.email.lower()}"
        assert 0 < store.ttl(key) <= 15 * 60
        store.delete(key)
    api.post("/api/auth/login", {"email": user.email, "password": PASSWORD}, expect=200)


def test_bcrypt_does_not_block_the_event_loop(make):
    slow_hash = bcrypt.hashpw(PASSWORD.encode(), bcrypt.gensalt(14)).decode()
    user = make.user("sales")
    make.run(make.db.users.update_one({"_id": user.id}, {"$set": {"passwordHash": slow_hash}}))
    started = time.monotonic()
    login = threading.Thread(target=lambda: make.login(user.email))
    login.start()
    time.sleep(0.1)  # the login is now inside bcrypt
    health_started = time.monotonic()
    make.api().get("/healthz", expect=200)
    health_time = time.monotonic() - health_started
    login.join()
    login_time = time.monotonic() - started
    assert login_time > 0.5, "the cost-14 hash should take around a second"
    assert health_time < login_time / 5, (health_time, login_time)


@pytest.fixture
def production_like_app(stack):
    """A second app on the same database: secure cookies, and no Redis (in-memory throttle)."""
    from tests.servers import AppServer

    app = AppServer(stack.config.model_copy(update={"cookie_secure": True}), None).start()
    yield app
    app.stop()


def test_secure_cookie_and_in_memory_throttle_without_redis(make, production_like_app):
    from tests.http import Api

    user = make.user("sales")
    api = Api(production_like_app.base_url)
    api.post("/api/auth/login", {"email": user.email, "password": PASSWORD}, expect=200)
    assert "Secure" in api.last_set_cookie
    for _ in range(10):
        assert api.post("/api/auth/login", {"email": user.email, "password": "wrong-password"}).status == 401
    assert api.post("/api/auth/login", {"email": user.email, "password": PASSWORD}).status == 429
    # Another email is not affected.
    other = make.user("sales")
    api.post("/api/auth/login", {"email": other.email, "password": PASSWORD}, expect=200)
