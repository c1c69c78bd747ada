"""Sessions: login, logout, the signed-in account, and setting a password from an emailed token."""

from pydantic import BaseModel

from handlers.base import BaseHandler, authenticated, public
from services import auth
from services.sessions import COOKIE, issue_token


class LoginBody(BaseModel):
    email: str
    password: str


class ResetPasswordBody(BaseModel):
    token: str
    password: str


def account(principal) -> dict:
    shape = {"id": principal.id, "name": principal.name, "email": principal.email,
             "accessLevel": principal.access_level}
    if principal.kind == "client":
        return {**shape, "company": principal.company_ids[0]}
    return {**shape, "allowedCompanies": list(principal.company_ids)}


class LoginHandler(BaseHandler):
    @public
    async def post(self):
        body = self.body(LoginBody)
        principal, version = await auth.login(
            self.db, self.application.settings["throttle"], body.email, body.password,
            self.config.bcrypt_rounds, self.today(),
        )
        token = issue_token(self.config.signing_secret(), principal.kind, principal.id, version,
                            self.config.session_ttl_hours)
        self.set_cookie(COOKIE, token, path="/", httponly=True, samesite="Lax",
                        secure=self.config.cookie_secure, max_age=int(self.config.session_ttl_hours * 3600))
        user = account(principal)
        self.answer({"message": "Login successful",
                     "user": {key: user[key] for key in ("id", "name", "email", "accessLevel")}})


class LogoutHandler(BaseHandler):
    @public
    async def post(self):
        self.clear_cookie(COOKIE, path="/")
        self.answer({"message": "Logout successful"})


class MeHandler(BaseHandler):
    @authenticated
    async def get(self):
        self.answer(account(self.principal))


class ResetPasswordHandler(BaseHandler):
    @public
    async def post(self):
        body = self.body(ResetPasswordBody)
        await auth.reset_password(self.db, body.token, body.password, self.config.bcrypt_rounds)
        self.answer({"message": "Password has been set successfully"})


routes = [
    (r"/api/auth/login", LoginHandler),
    (r"/api/auth/logout", LogoutHandler),
    (r"/api/auth/me", MeHandler),
    (r"/api/auth/reset-password", ResetPasswordHandler),
]
