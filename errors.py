"""The one error type of the service: raised anywhere, answered as JSON `{message}` by the handlers."""


class ApiError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


def not_found(thing: str) -> ApiError:
    return ApiError(404, f"{thing} not found")


FORBIDDEN = "Forbidden"
UNAUTHORIZED = "Unauthorized"
