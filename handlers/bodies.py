"""Reading a JSON request body before a model validates it: 400 for what is not JSON, too deep, a number the
models would read as something else than what was written, or text that is not Unicode."""

import json
import math
from decimal import Decimal

from errors import ApiError


def _not_json(constant: str):
    raise ValueError(f"{constant} is not a JSON number")


def _exact_float(text: str) -> float:
    """A JSON number with a fraction or an exponent, refused when the float the models read would not be
    the number written (1e-999 read as 0, 0.10000000000000000000000001 read as 0.1, 1e999 as infinity)."""
    number = float(text)
    if not math.isfinite(number) or Decimal(text) != Decimal(repr(number)):
        raise ValueError(f"the number {text[:40]} cannot be taken exactly")
    return number


def _signed_int(text: str) -> int:
    if text == "-0":  # would be read as 0: refused like -0.0, which Decimal keeps signed
        raise ValueError("the number -0 is not accepted (write 0)")
    return int(text)


def read_json(raw: bytes, max_depth: int):
    """The body parsed, or 400: not JSON (NaN and Infinity are not), nested deeper than `max_depth`, a
    number that cannot be read exactly, text with a lone surrogate (valid JSON, but no Unicode text)."""
    try:
        data = json.loads(raw, parse_constant=_not_json, parse_float=_exact_float, parse_int=_signed_int)
    except RecursionError:
        raise ApiError(400, f"Request body is nested too deeply (at most {max_depth} levels)") from None
    except ValueError as error:  # JSONDecodeError and UnicodeDecodeError included
        reason = str(error) if str(error).startswith(("the number", "NaN", "Infinity", "-Infinity")) else None
        raise ApiError(400, f"Malformed JSON body: {reason}" if reason else "Malformed JSON body") from None
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, (dict, list)):
            if depth > max_depth:
                raise ApiError(400, f"Request body is nested too deeply (at most {max_depth} levels)")
            if isinstance(value, dict):
                pending.extend((key, depth) for key in value)
            pending.extend((inner, depth + 1) for inner in (value.values() if isinstance(value, dict) else value))
    return data


def _check_text(text: str) -> None:
    if not text.isascii():
        try:
            text.encode()
        except UnicodeEncodeError:
            raise ApiError(400, "Malformed JSON body: text holds a lone surrogate (\\ud800-\\udfff)") from None
