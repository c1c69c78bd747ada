"""JSON answers: datetimes as ISO 8601 UTC with milliseconds and `Z`, exact decimals as numbers."""

import json
from datetime import UTC, date, datetime
from decimal import Decimal

from pydantic import BaseModel


def iso_utc(moment: datetime) -> str:
    moment = moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


class _Encoder(json.JSONEncoder):
    def default(self, value):
        if isinstance(value, datetime):
            return iso_utc(value)
        if isinstance(value, date):
            return value.isoformat()
        if isinstance(value, Decimal):
            # Amounts have at most 2 decimals and stay far below 2**53 cents, so the shortest
            # float repr prints exactly their decimal digits (0.30 -> 0.3).
            return float(value)
        if isinstance(value, BaseModel):
            return value.model_dump(mode="python")
        return super().default(value)


def to_json(body, sort_keys: bool = False) -> str:
    return json.dumps(body, cls=_Encoder, ensure_ascii=False, separators=(",", ":"), sort_keys=sort_keys)
