"""Field types shared by request bodies: trimmed non-empty text, positive ids."""

from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from errors import ApiError

Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
LongText = Annotated[str, StringConstraints(max_length=5000)]
Id = Annotated[int, Field(gt=0, lt=2**63)]


def changes(body: BaseModel) -> dict:
    """The fields the caller sent; 400 when none."""
    fields = body.model_dump(exclude_unset=True)
    if not fields:
        raise ApiError(400, "No data to update")
    return fields
