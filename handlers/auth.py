"""Sessions: login, logout, the signed-in account, and setting a password from an emailed token."""

from typing import Annotated

from pydantic import BaseModel, StringConstraints

from handlers.access import authenticated, public
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN
from handlers.openapi import MessageAnswer, describe
from services import auth
from services.sessions import COOKIE, issue_token

# Longer than any address or password the service stores: refused (400) before any work.
Bounded = Annotated[str, StringConstraints(max_length=1000)]


class LoginBody(BaseModel):
    email: Bounded
    password: Bounded


class ResetPasswordBody(BaseModel):
    token: Bounded
    password: Bounded


class SignedInUser(BaseModel):
    id: int
    name: str
    email: str
    accessLevel: str


class LoginAnswer(BaseModel):
    message: str
    user: SignedInUser


class Account(SignedInUser):
    # Staff accounts answer allowedCompanies, clients their company.
    allowedCompanies: list[int] = NOT_GIVEN
    company: int = NOT_GIVEN


def account(principal) -> dict:
    shape = {"id": principal.id, "name": principal.name, "email": principal.email,
             "accessLevel": principal.access_level}
    if principal.kind == "client":
        return {**shape, "company": principal.company_ids[0]}
    return {**shape, "allowedCompanies": list(principal.company_ids)}


class LoginHandler(BaseHandler):
    @public
    @describe("Sign in: sets the `token` session cookie", body=LoginBody,
              example={"email": "admin@example.com", "password": "correct-horse-battery"},
              responses={200: LoginAnswer, 401: "Invalid email or password (or a disabled account)",
                         429: "Too many failed logins for this email: try again later"})
    async def post(self):
        body = self.body(LoginBody)
        principal, version = await auth.login(
            self.db, self.application.settings["throttle"], body.email, body.password,
            self.config.bcrypt_rounds, self.today(),
        )
        token = issue_token(self.config.signing_secret(), principal.kind, principal.id, version,
                            self.config.session_ttl_hours)
        self.set_cookie(COOKIE, token, path="/", httponly=True, samesite="Lax",
                        secure=bool(self.config.cookie_secure), max_age=int(self.config.session_ttl_hours * 3600))
        user = account(principal)
        self.answer({"message": "Login successful",
                     "user": {key: user[key] for key in ("id", "name", "email", "accessLevel")}})


class LogoutHandler(BaseHandler):
    @public
    @describe("Sign out: clears the session cookie", responses={200: MessageAnswer})
    async def post(self):
        self.clear_cookie(COOKIE, path="/")
        self.answer({"message": "Logout successful"})


class MeHandler(BaseHandler):
    @authenticated
    @describe("The signed-in account", responses={200: Account})
    async def get(self):
        self.answer(account(self.current_user))


class ResetPasswordHandler(BaseHandler):
    @public
    @describe("Set a password with the token of a reset or invitation email", body=ResetPasswordBody,
              example={"token": "token-from-the-email", "password": "a-new-password"},
              responses={200: MessageAnswer, 400: "Invalid or expired token, or a password that is too short"})
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
