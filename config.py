"""Settings read from the environment, shared by the server and the worker."""

import functools
import secrets
from pathlib import Path
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=None, extra="ignore")

    env: Literal["development", "production"] = "development"
    port: int = 8000
    data_dir: Path = Path("./data")
    mongodb_url: str | None = None
    mongodb_db: str = "installments"
    redis_url: str | None = None
    jwt_secret: str | None = None
    session_ttl_hours: float = Field(12, gt=0)
    cookie_secure: bool | None = None
    cors_origins: str = ""
    public_base_url: str = "http://localhost:8000"
    smtp_url: str | None = None
    mail_from: str = "Installments <no-reply@localhost>"
    openai_api_key: str | None = None
    openai_base_url: str | None = None
    openai_model: str = "gpt-4.1-mini"
    whatsapp_api_url: str = "https://graph.facebook.com/v21.0"
    # How long POST /api/installment-ai/parse waits for its job (CONTRACT 9: 120 s).
    ai_parse_wait_seconds: float = Field(120, gt=0)
    business_tz: str = "UTC"
    superadmin_email: str | None = None
    superadmin_password: str | None = None
    max_upload_mb: int = Field(10, gt=0)
    # Cost factor of password hashes; 12 is the production default, lower only in tests.
    bcrypt_rounds: int = Field(12, ge=4, le=16)
    login_max_failures: int = 10
    login_window_seconds: int = 15 * 60
    # How often workers look for recorded jobs that were never enqueued or whose worker died.
    outbox_sweep_seconds: float = Field(10, gt=0)
    # How often workers check whether a company's daily run of reminders and late fees is due (CONTRACT 13).
    daily_tick_seconds: float = Field(60, gt=0)
    # GET /metrics answers only with this bearer token when set; without it, only to loopback addresses.
    metrics_token: str | None = None
    # Level of the log lines (DEBUG, INFO, WARNING, ERROR).
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"
    # json: one JSON object per line; text: readable lines; auto: text on a terminal in development, else json.
    log_format: Literal["auto", "json", "text"] = "auto"
    # Request bodies nested deeper than this are refused (400); ours are 3 levels deep.
    json_max_depth: int = Field(32, ge=4, le=500)
    # All database calls of one request must finish within this many seconds, else 503.
    request_db_timeout_seconds: float = Field(10, gt=0)
    # Requests handled at once per API process; past it 503 at once (health checks excepted).
    max_in_flight: int = Field(64, ge=1)
    # Of them, lists, searches and reports (they read many documents); past it those answer 503 at once.
    # More of them at once add latency, not throughput, when the database is the bottleneck.
    max_heavy_in_flight: int = Field(2, ge=1)
    # On SIGTERM the server stops accepting and waits this long for requests in flight.
    shutdown_timeout_seconds: float = Field(25, ge=0)

    # An empty variable (as docker-compose passes `${X:-}`) means unset.
    @field_validator("mongodb_url", "redis_url", "smtp_url", "openai_api_key", "openai_base_url", "jwt_secret",
                     "superadmin_email", "superadmin_password", mode="before")
    @classmethod
    def empty_is_unset(cls, value):
        return value or None

    @field_validator("log_level", mode="before")
    @classmethod
    def upper_case_level(cls, value):
        return value.upper() if isinstance(value, str) else value

    @field_validator("business_tz")
    @classmethod
    def known_zone(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as error:
            raise ValueError(f"unknown time zone {value!r}") from error
        return value

    @model_validator(mode="after")
    def production_needs_secret(self):
        if self.env == "production" and not self.jwt_secret:
            raise ValueError("JWT_SECRET is required when ENV=production")
        if self.jwt_secret and len(self.jwt_secret) < 32:
            raise ValueError("JWT_SECRET must be at least 32 characters")
        if "*" in self.cors_origin_list:
            raise ValueError("CORS_ORIGINS lists exact origins: '*' cannot be used with credentials (cookies)")
        if self.cookie_secure is None:
            self.cookie_secure = self.env == "production"
        return self

    def database_url(self) -> str:
        """MONGODB_URL; server.py sets it to the embedded database's when it was not given."""
        if self.mongodb_url is None:
            raise RuntimeError("no database: MONGODB_URL is unset and the embedded database is not running")
        return self.mongodb_url

    @property
    def tz(self) -> ZoneInfo:
        return ZoneInfo(self.business_tz)

    @property
    def cors_origin_list(self) -> list[str]:
        # An origin has no path; a trailing slash copied from a browser's address bar would never match.
        return [origin.strip().rstrip("/") for origin in self.cors_origins.split(",") if origin.strip()]

    @property
    def max_upload_bytes(self) -> int:
        return self.max_upload_mb * 1024 * 1024

    def signing_secret(self) -> str:
        """JWT_SECRET, or in development a random secret generated once and kept in DATA_DIR."""
        if self.jwt_secret:
            return self.jwt_secret
        path = self.data_dir / "jwt-secret"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(secrets.token_urlsafe(48))
            path.chmod(0o600)
        self.jwt_secret = path.read_text().strip()
        return self.jwt_secret


@functools.cache
def get_settings() -> Settings:
    return Settings()
