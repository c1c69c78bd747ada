"""How audit log descriptions show a value: `none` for nothing, money with 2 decimals, dates as YYYY-MM-DD."""

from datetime import datetime

from services import figures


def shown_field(key: str, value) -> str:
    """A stored field's value as the log writes it (`amountCents` as money)."""
    return shown(value, money=key == "amountCents")


def shown(value, money: bool = False) -> str:
    """`value` as a log description writes it; `money` for an amount in cents."""
    if value is None or value == "":
        return "none"
    if money:
        return figures.money_text(value)
    if isinstance(value, datetime):
        return value.date().isoformat()
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)
