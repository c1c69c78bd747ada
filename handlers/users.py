"""Staff users: list, one, create, update, delete, and password reset emails (staff or client)."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, WithJsonSchema

from documents import users
from errors import ApiError, not_found
from handlers.access import STAFF, roles
from handlers.base import BaseHandler
from handlers.fields import NOT_GIVEN, Changes, DateText, Email, IdList, Password, Text, changes
from handlers.openapi import CreatedAnswer, MessageAnswer, describe
from services import users as user_service

CREATABLE_LEVELS = ("admin", "sales", "finance", "agent")


def _creatable(level: str) -> str:
    if level not in CREATABLE_LEVELS:
        raise ValueError(f"must be one of {', '.join(CREATABLE_LEVELS)}")
    return level


AccessLevel = Annotated[str, AfterValidator(_creatable),
                        WithJsonSchema({"type": "string", "enum": list(CREATABLE_LEVELS)})]


class GovernmentId(BaseModel):
    type: Text
    number: Text


class UserCreate(BaseModel):
    name: Text
    email: Email
    phone: Text | None = None
    accessLevel: AccessLevel
    password: Password | None = None
    dateOfBirth: DateText | None = None
    startDate: DateText | None = None
    endDate: DateText | None = None
    governmentIds: list[GovernmentId] = []
    allowedCompanies: IdList = []


class UserUpdate(Changes):
    name: Text = NOT_GIVEN
    email: Email = NOT_GIVEN
    phone: Text | None = None
    accessLevel: AccessLevel = NOT_GIVEN
    password: Password = NOT_GIVEN
    dateOfBirth: DateText | None = None
    startDate: DateText | None = None
    endDate: DateText | None = None
    governmentIds: list[GovernmentId] = NOT_GIVEN
    allowedCompanies: IdList = NOT_GIVEN


class RequestPasswordBody(BaseModel):
    email: Email | None = None


class GovernmentIdRecord(BaseModel):
    type: str
    number: str


class UserRecord(BaseModel):
    id: int
    name: str
    email: str
    phone: str | None
    accessLevel: str
    dateOfBirth: str | None
    startDate: str | None
    endDate: str | None
    governmentIds: list[GovernmentIdRecord]
    allowedCompanies: list[int]
    createdAt: datetime
    updatedAt: datetime | None


class CompanyGrant(BaseModel):
    companyId: int
    userId: int


class UserDetail(UserRecord):
    allowedCompanies: list[CompanyGrant]  # type: ignore[assignment]  # one user's answer names the grants


def user_record(user: users.User, companies_as_pairs: bool = False) -> dict:
    allowed = ([{"companyId": company, "userId": user.id} for company in user.allowedCompanies]
               if companies_as_pairs else user.allowedCompanies)
    return {"id": user.id, "name": user.name, "email": user.email, "phone": user.phone,
            "accessLevel": user.accessLevel, "dateOfBirth": user.dateOfBirth, "startDate": user.startDate,
            "endDate": user.endDate, "governmentIds": [g.model_dump() for g in user.governmentIds],
            "allowedCompanies": allowed, "createdAt": user.createdAt, "updatedAt": user.updatedAt}


class UsersHandler(BaseHandler):
    heavy_methods = ("GET",)  # reads many documents: see MAX_HEAVY_IN_FLIGHT
    failure_messages = {"GET": "Error retrieving users", "POST": "Error creating user"}

    # Shared companies only: users.find confines the list to the caller's scope.
    @roles(*STAFF)
    @describe("Users sharing a company with the caller", responses={200: list[UserRecord]}, query={
        "query": (str, "Name or email containing this text"),
        "accessLevel": (Literal[users.STAFF_LEVELS], "Only this access level"),
        "includeAdmins": (bool, "Include admins (default: true for a super-admin, else false)")})
    async def get(self):
        level = self.query_text("accessLevel")
        if level is not None and level not in users.STAFF_LEVELS:
            raise ApiError(400, f"accessLevel must be one of {', '.join(users.STAFF_LEVELS)}")
        found = await users.find(self.db, self.current_user.scope, query=self.query_text("query"), access_level=level,
                                 include_admins=self.query_flag("includeAdmins", self.current_user.is_super_admin))
        self.answer([user_record(user) for user in found])

    # Grants only the caller's own companies (403); an admin only by a super-admin (400).
    @roles("admin")
    @describe("Create a staff user and send an invitation email", body=UserCreate,
              example={"name": "Omar Haddad", "email": "omar@example.com", "accessLevel": "sales",
                       "allowedCompanies": [1]},
              responses={201: CreatedAnswer, 400: "Invalid field, email taken, or admin granted by a non-super-admin",
                         403: "A company that is not the caller's"})
    async def post(self):
        fields = self.body(UserCreate).model_dump(exclude_unset=True)
        fields["governmentIds"] = fields.get("governmentIds", [])
        user = await user_service.create_user(self.db, self.current_user, fields, self.config.bcrypt_rounds)
        self.answer({"message": "User created successfully", "id": user.id}, 201)


class UserHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving user", "PUT": "Error updating user", "DELETE": "Error deleting user"}

    # Users sharing a company with the caller; others are not found.
    @roles("admin")
    @describe("One user", responses={200: UserDetail, 404: "User not found"})
    async def get(self, id: int):
        user = await users.get(self.db, self.current_user.scope, id)
        if user is None:
            raise not_found("User")
        self.answer(user_record(user, companies_as_pairs=True))

    @roles("admin")
    @describe("Change a user", body=UserUpdate, example={"phone": "+971500000002", "endDate": "2027-12-31"},
              responses={200: MessageAnswer,
                         403: "Changing an admin (super-admin only) or granting a company that is not the caller's",
                         404: "User not found"})
    async def put(self, id: int):
        fields = changes(self.body(UserUpdate))
        await user_service.update_user(self.db, self.current_user, id, fields, self.config.bcrypt_rounds)
        self.answer({"message": "user updated successfully"})

    # Not oneself, an admin only by a super-admin, a super-admin never (CONTRACT section 12).
    @roles("admin")
    @describe("Delete a user (its sessions end)",
              responses={200: MessageAnswer, 400: "Deleting one's own account",
                         403: "Deleting an admin (super-admin only) or a super-admin", 404: "User not found"})
    async def delete(self, id: int):
        await user_service.delete_user(self.db, self.current_user, id)
        self.answer({"message": "user deleted successfully"})


class RequestPasswordHandler(BaseHandler):
    failure_message = "Error sending the password email"

    # An active client with this id (or email) in the caller's companies, else a staff user.
    @roles("admin", "sales", "finance", refused_status=401)
    @describe("Send a set-password email to client `id` (or the client with this email), else to staff user `id`",
              body=RequestPasswordBody, body_required=False, example={"email": "sara@example.com"},
              responses={201: MessageAnswer, 404: "User not found"})
    async def post(self, id: int):
        email = self.body(RequestPasswordBody).email if self.request.body else None
        await user_service.request_password(self.db, self.current_user, id, email)
        self.answer({"message": "Password reset email sent"}, 201)


routes = [
    (r"/api/users/?", UsersHandler),
    (r"/api/users/requestPassword/(?P<id>[^/]+)/?", RequestPasswordHandler),
    (r"/api/users/(?P<id>[^/]+)/?", UserHandler),
]
