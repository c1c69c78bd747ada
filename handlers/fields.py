"""Field types shared by request bodies: trimmed non-empty text, positive ids."""

import re
from datetime import date
from decimal import Decimal
from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, StringConstraints

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


def _email(value: str) -> str:
    value = value.strip()
    if len(value) > 254 or not EMAIL_SHAPE.fullmatch(value):
        raise ValueError("must be an email address")
    return value


def _date(value: str) -> str:
    try:
        if len(value) != 10:
            raise ValueError
        date.fromisoformat(value)
    except ValueError:
        raise ValueError("must be a date as YYYY-MM-DD") from None
    return value


EMAIL_SHAPE = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")
Email = Annotated[str, AfterValidator(_email)]
# Dates travel as YYYY-MM-DD text, as the interface document writes them.
DateText = Annotated[str, AfterValidator(_date)]
Password = Annotated[str, StringConstraints(min_length=1, max_length=200)]


def _money(value: Decimal) -> Decimal:
    if not value.is_finite():
        raise ValueError("must be a finite number")
    if value < 0:
        raise ValueError("must not be negative")
    if value != value.quantize(Decimal("0.01")):
        raise ValueError("must have at most 2 decimal places")
    if value >= MONEY_CEILING:
        raise ValueError("is too large")
    return value


# Amounts: exact decimals (never floats), 2 places at most, below 10**13 so cents fit in 2**53.
MONEY_CEILING = Decimal(10) ** 13
Money = Annotated[Decimal, AfterValidator(_money)]
