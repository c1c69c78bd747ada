"""Staff users: list, one, create, update, delete, and password reset emails (staff or client)."""

from typing import Annotated

from pydantic import AfterValidator, BaseModel

from documents import users
from errors import ApiError, not_found
from handlers.base import STAFF, BaseHandler, roles
from handlers.fields import DateText, Email, Id, Password, Text, changes
from services import users as user_service

CREATABLE_LEVELS = ("admin", "sales", "finance", "agent")


def _creatable(level: str) -> str:
    if level not in CREATABLE_LEVELS:
        raise ValueError(f"must be one of {', '.join(CREATABLE_LEVELS)}")
    return level


AccessLevel = Annotated[str, AfterValidator(_creatable)]


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
    allowedCompanies: list[Id] = []


class UserUpdate(BaseModel):
    name: Text = None
    email: Email = None
    phone: Text | None = None
    accessLevel: AccessLevel = None
    password: Password = None
    dateOfBirth: DateText | None = None
    startDate: DateText | None = None
    endDate: DateText | None = None
    governmentIds: list[GovernmentId] = None
    allowedCompanies: list[Id] = None


class RequestPasswordBody(BaseModel):
    email: Email | None = None


def user_record(user: users.User, companies_as_pairs: bool = False) -> dict:
    allowed = ([{"companyId": company, "userId": user.id} for company in user.allowedCompanies]
               if companies_as_pairs else user.allowedCompanies)
    return {"id": user.id, "name": user.name, "email": user.email, "phone": user.phone,
            "accessLevel": user.accessLevel, "dateOfBirth": user.dateOfBirth, "startDate": user.startDate,
            "endDate": user.endDate, "governmentIds": [g.model_dump() for g in user.governmentIds],
            "allowedCompanies": allowed, "createdAt": user.createdAt, "updatedAt": user.updatedAt}


class UsersHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving users", "POST": "Error creating user"}

    # Shared companies only: users.find confines the list to the caller's scope.
    @roles(*STAFF)
    async def get(self):
        level = self.query_text("accessLevel")
        if level is not None and level not in users.STAFF_LEVELS:
            raise ApiError(400, f"accessLevel must be one of {', '.join(users.STAFF_LEVELS)}")
        found = await users.find(self.db, self.principal.scope, query=self.query_text("query"), access_level=level,
                                 include_admins=self.query_flag("includeAdmins", self.principal.is_super_admin))
        self.answer([user_record(user) for user in found])

    # Grants only the caller's own companies (403); an admin only by a super-admin (400).
    @roles("admin")
    async def post(self):
        fields = self.body(UserCreate).model_dump(exclude_unset=True)
        fields["governmentIds"] = fields.get("governmentIds", [])
        user = await user_service.create_user(self.db, self.principal, fields, self.config.bcrypt_rounds)
        self.answer({"message": "User created successfully", "id": user.id}, 201)


class UserHandler(BaseHandler):
    failure_messages = {"GET": "Error retrieving user", "PUT": "Error updating user", "DELETE": "Error deleting user"}

    # Users sharing a company with the caller; others are not found.
    @roles("admin")
    async def get(self, id: int):
        user = await users.get(self.db, id, self.principal.scope)
        if user is None:
            raise not_found("User")
        self.answer(user_record(user, companies_as_pairs=True))

    @roles("admin")
    async def put(self, id: int):
        fields = changes(self.body(UserUpdate))
        await user_service.update_user(self.db, self.principal, id, fields, self.config.bcrypt_rounds)
        self.answer({"message": "user updated successfully"})

    # Not oneself, an admin only by a super-admin, a super-admin never (CONTRACT section 12).
    @roles("admin")
    async def delete(self, id: int):
        await user_service.delete_user(self.db, self.principal, id)
        self.answer({"message": "user deleted successfully"})


class RequestPasswordHandler(BaseHandler):
    failure_message = "Error sending the password email"

    # An active client with this id (or email) in the caller's companies, else a staff user.
    @roles("admin", "sales", "finance", refused_status=401)
    async def post(self, id: int):
        email = self.body(RequestPasswordBody).email if self.request.body else None
        await user_service.request_password(self.db, self.principal, id, email)
        self.answer({"message": "Password reset email sent"}, 201)


routes = [
    (r"/api/users/?", UsersHandler),
    (r"/api/users/requestPassword/(?P<id>[^/]+)/?", RequestPasswordHandler),
    (r"/api/users/(?P<id>[^/]+)/?", UserHandler),
]
