"""PDF documents (CONTRACT 14): Jinja2 HTML templates rendered by WeasyPrint in a thread, with no resource
fetched from anywhere while rendering (every stylesheet is in the template, and a URL is refused)."""

import asyncio
from decimal import Decimal

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from num2words import num2words

from services.mail import TEMPLATES

_environment = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(("html",)),
                           undefined=StrictUndefined)


class RemoteResource(Exception):
    """A template asked for a resource by URL: refused (no request leaves the service while rendering)."""


def _refuse(url: str, *args, **kwargs):
    raise RemoteResource(f"resources are not fetched while rendering a PDF: {url}")


def _render(template: str, context: dict) -> bytes:
    import weasyprint  # imported here: it loads Pango, which only PDF routes need

    html = _environment.get_template(f"pdf/{template}.html").render(context)
    return weasyprint.HTML(string=html, url_fetcher=_refuse).write_pdf()


async def render(template: str, context: dict) -> bytes:
    """The PDF of `templates/pdf/<template>.html`, built off the event loop."""
    return await asyncio.to_thread(_render, template, context)


def money(amount: Decimal) -> str:
    """1234.5 -> 1,234.50"""
    return f"{amount:,.2f}"


def in_words(amount: Decimal) -> str:
    """1234.56 -> One thousand, two hundred and thirty-four and 56/100 (the form cheques and receipts use)."""
    whole = int(amount)
    cents = int((amount - whole) * 100)
    return f"{num2words(whole, lang='en').capitalize()} and {cents:02d}/100"
