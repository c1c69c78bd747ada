"""The few pages the service shows a person (issue 19): the API reference (Swagger UI, its assets from the
swagger-ui-py package, nothing from another site) and the set-password page that invitation and reset emails
link to. Rendered from templates/pages with Jinja2 (autoescaped); their files read once and kept."""

import functools
from pathlib import Path

import swagger_ui
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from services.mail import TEMPLATES
from services.passwords import MIN_LENGTH

TITLE = "Installments back office"
SWAGGER_UI = Path(swagger_ui.__file__).resolve().parent / "static"
PAGES = Path(TEMPLATES) / "pages"
# The assets of the reference page, by the name it asks for: (file, content type).
ASSETS = {
    "swagger-ui-bundle.js": (SWAGGER_UI / "swagger-ui-bundle.js", "application/javascript; charset=utf-8"),
    "swagger-ui.css": (SWAGGER_UI / "swagger-ui.css", "text/css; charset=utf-8"),
    "favicon-32x32.png": (SWAGGER_UI / "favicon-32x32.png", "image/png"),
    "docs.js": (PAGES / "docs.js", "application/javascript; charset=utf-8"),
    "set-password.js": (PAGES / "set_password.js", "application/javascript; charset=utf-8"),
}
_environment = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(("html",)),
                           undefined=StrictUndefined)


@functools.cache
def docs_page() -> str:
    return _environment.get_template("pages/docs.html").render(title=TITLE)


def set_password_page(token: str | None) -> str:
    return _environment.get_template("pages/set_password.html").render(title=TITLE, token=token or "",
                                                                        min_length=MIN_LENGTH)


@functools.cache
def asset(name: str) -> tuple[bytes, str] | None:
    """An asset's bytes and content type; None for a name the pages do not use."""
    found = ASSETS.get(name)
    return None if found is None else (found[0].read_bytes(), found[1])
