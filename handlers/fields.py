"""Field types shared by request bodies and queries (trimmed non-empty text, positive ids, amounts, pages), and
the base of update bodies."""

import math
import re
from datetime import date
from decimal import Decimal
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints, WithJsonSchema

from errors import ApiError
from services import passwords

# The schemas (`json_schema_extra`, `WithJsonSchema`) tell the OpenAPI document what a validator checks.
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200),
                 Field(json_schema_extra={"pattern": r"\S"})]
LongText = Annotated[str, StringConstraints(max_length=5000)]
Id = Annotated[int, Field(gt=0, lt=2**63)]
# A list of ids in a body (clients of a group, companies of a user, allowed users).
IdList = Annotated[list[Id], Field(max_length=500)]
# A search text or other query value: longer is refused (400), never cut.
MAX_QUERY_TEXT = 200


def parse_id(name: str, value: str) -> int:
    """A positive id from a path segment, a query value or a form field: ASCII digits only (str.isdigit()
    also passes superscripts and other scripts' digits, which int() then refuses)."""
    if not (value.isascii() and value.isdigit() and 0 < int(value) < 2**63):
        raise ApiError(400, f"{name} must be a positive integer")
    return int(value)


# Past any data, and keeps the skip of a page ((page - 1) * size) well inside MongoDB's 64-bit range.
MAX_PAGE = 1_000_000
Page = Annotated[int, Field(gt=0, le=MAX_PAGE)]


def page_number(page: int | None) -> int | None:
    """A `page` query value (from query_int) checked against MAX_PAGE."""
    if page is not None and page > MAX_PAGE:
        raise ApiError(400, f"page must be at most {MAX_PAGE}")
    return page


# The default of a field that may be left out (an update's field, an answer's optional field): absent, not
# null. Typed Any so that `name: Text = NOT_GIVEN` type-checks; an explicit null is still refused by the type.
NOT_GIVEN: Any = None


class Changes(BaseModel):
    """The body of an update: any of its fields, at least one (`changes` refuses an empty one)."""

    model_config = ConfigDict(json_schema_extra={"minProperties": 1})


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
Email = Annotated[str, AfterValidator(_email), Field(json_schema_extra={"format": "email", "maxLength": 254})]
# Dates travel as YYYY-MM-DD text, as the interface document writes them.
DateText = Annotated[str, AfterValidator(_date), Field(json_schema_extra={"format": "date"})]
# Checked further by services.passwords.check_strength (400), which the schema states.
Password = Annotated[str, StringConstraints(min_length=1, max_length=200), Field(json_schema_extra={
    "minLength": passwords.MIN_LENGTH, "maxLength": passwords.MAX_BYTES})]


NUMBER_TEXT = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _decimal(value) -> Decimal:
    """An amount as JSON brings it, a number or a decimal string, read exactly. Text must use the digits
    0-9 (Decimal() also reads '١٢' and '１２'); a JSON number is already checked exact (handlers.base)."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return Decimal(value)
    if isinstance(value, float):
        return Decimal(repr(value))
    if isinstance(value, str) and NUMBER_TEXT.fullmatch(text := value.strip()):
        return Decimal(text)
    raise ValueError("must be a number (or a decimal string such as \"1500.00\")")


def _money(value: Decimal) -> Decimal:
    if not value.is_finite():
        raise ValueError("must be a finite number")
    if value.is_signed():  # -0 included
        raise ValueError("must not be negative")
    if value >= MONEY_CEILING:  # before quantize(), which fails past the context's 28 digits
        raise ValueError("is too large")
    if value != value.quantize(Decimal("0.01")):
        raise ValueError("must have at most 2 decimal places")
    return value


# Amounts: exact decimals (never floats), 2 places at most, below 10**13 so cents fit in 2**53.
MONEY_CEILING = Decimal(10) ** 13


def money_schema(positive: bool) -> dict:
    number = {"type": "number", "exclusiveMinimum" if positive else "minimum": 0,
              "exclusiveMaximum": int(MONEY_CEILING)}
    text = {"type": "string", "pattern": r"^(?!0*(\.0*)?$)\d{1,13}(\.\d{1,2})?$" if positive
            else r"^\d{1,13}(\.\d{1,2})?$"}
    return {"description": "An amount with at most 2 decimal places, as a number or a decimal string",
            "anyOf": [number, text]}


Money = Annotated[Decimal, BeforeValidator(_decimal), AfterValidator(_money),
                  WithJsonSchema(money_schema(positive=False))]
PositiveMoney = Annotated[Money, Field(gt=0), WithJsonSchema(money_schema(positive=True))]


def _percentage(value: float) -> float:
    if math.copysign(1, value) < 0:  # -0 included
        raise ValueError("must not be negative")
    exponent = Decimal(repr(value)).as_tuple().exponent
    if isinstance(exponent, int) and exponent < -2:
        raise ValueError("must have at most 2 decimal places")
    return value


# A share of the price, 0-100 with at most 2 decimal places (CONTRACT 13 writes late-fee percents the same way).
Percentage = Annotated[float, Field(ge=0, le=100), AfterValidator(_percentage)]
