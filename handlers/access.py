"""Access declarations of handler methods: public, any signed-in account, or some roles."""

import functools
from dataclasses import dataclass

from errors import FORBIDDEN, UNAUTHORIZED, ApiError
from services.sessions import Principal


@dataclass(frozen=True)
class Access:
    """Who may call a handler method. `roles` None: anyone signed in."""

    public: bool = False
    roles: frozenset[str] | None = None
    refused_status: int = 403
    # Where the document answers a refused client differently from refused staff (payments: 401).
    refused_client_status: int | None = None

    def check(self, principal: Principal) -> None:
        if self.roles is None or principal.is_super_admin or principal.access_level in self.roles:
            return
        status = self.refused_status
        if principal.kind == "client" and self.refused_client_status is not None:
            status = self.refused_client_status
        raise ApiError(status, UNAUTHORIZED if status == 401 else FORBIDDEN)


def _declared(method, access: Access):
    """The method run through the handler's `run_method` (which stops a read whose client has gone),
    carrying its access declaration."""
    @functools.wraps(method)
    async def run(self, *args, **kwargs):
        return await self.run_method(method, *args, **kwargs)

    run.access = access  # type: ignore[attr-defined]  # read by BaseHandler.prepare and the OpenAPI document
    return run


def public(method):
    """No session needed."""
    return _declared(method, Access(public=True))


def authenticated(method):
    """Any signed-in account, clients and the `none` level included."""
    return _declared(method, Access())


def roles(*names: str, refused_status: int = 403, refused_client_status: int | None = None):
    """Only these roles (super-admin always passes); others get `refused_status`, clients
    `refused_client_status` when given."""

    def declare(method):
        return _declared(method, Access(roles=frozenset(names), refused_status=refused_status,
                                        refused_client_status=refused_client_status))

    return declare


STAFF = ("admin", "sales", "finance", "agent")
