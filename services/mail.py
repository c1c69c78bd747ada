"""Emails: rendered from Jinja2 templates (HTML and text), delivered over SMTP or to DATA_DIR/outbox."""

import asyncio
import smtplib
import ssl
from email.message import EmailMessage
from email.utils import formataddr, make_msgid
from pathlib import Path
from urllib.parse import unquote, urlencode, urlsplit

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

import metrics

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"

_environment = Environment(
    loader=FileSystemLoader(TEMPLATES),
    autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=False),
    undefined=StrictUndefined,
    enable_async=False,
)

SUBJECTS = {
    "invitation": "You are invited to {company}",
    "reset": "Set a new password for {company}",
}


def set_password_link(public_base_url: str, token: str) -> str:
    return f"{public_base_url.rstrip('/')}/reset-password?{urlencode({'token': token})}"


def render(purpose: str, *, to_name: str, to_email: str, sender: str, company: str, link: str,
           message_id: str) -> EmailMessage:
    context = {"name": to_name, "company": company, "link": link, "hours": 24}
    message = EmailMessage()
    message["Subject"] = SUBJECTS[purpose].format(company=company)
    message["From"] = sender
    message["To"] = formataddr((to_name, to_email))
    # One id per recorded job: a repeated delivery is recognisable as the same message.
    message["Message-ID"] = message_id
    message.set_content(_environment.get_template(f"email/{purpose}.txt").render(context))
    message.add_alternative(_environment.get_template(f"email/{purpose}.html").render(context), subtype="html")
    return message


def render_reminder(*, to_name: str, to_email: str, sender: str, company: str, project: str, unit: str,
                    installment: str, amount: str, due_date: str, overdue: bool, message_id: str) -> EmailMessage:
    """An automatic payment reminder (CONTRACT 13): one installment, its amount due and due date."""
    context = {"name": to_name, "company": company, "project": project, "unit": unit, "installment": installment,
               "amount": amount, "due_date": due_date, "overdue": overdue}
    message = EmailMessage()
    message["Subject"] = (f"{'Overdue' if overdue else 'Upcoming'} payment: {amount} for {project} {unit}, "
                          f"due {due_date}")
    message["From"] = sender
    message["To"] = formataddr((to_name, to_email))
    message["Message-ID"] = message_id
    message.set_content(_environment.get_template("email/reminder.txt").render(context))
    message.add_alternative(_environment.get_template("email/reminder.html").render(context), subtype="html")
    return message


def reminder_message_id(delivery_id: int) -> str:
    return make_msgid(idstring=f"reminder-{delivery_id}", domain="installments.local")


def message_id_for(job_id: int) -> str:
    return make_msgid(idstring=f"outbox-{job_id}", domain="installments.local")


def _send_smtp(url: str, message: EmailMessage) -> None:
    parts = urlsplit(url)
    if parts.scheme not in ("smtp", "smtps"):
        raise ValueError("SMTP_URL must start with smtp:// or smtps://")
    port = parts.port or (465 if parts.scheme == "smtps" else 25)
    host = parts.hostname or "localhost"
    connection: smtplib.SMTP
    if parts.scheme == "smtps":
        connection = smtplib.SMTP_SSL(host, port, timeout=30, context=ssl.create_default_context())
    else:
        connection = smtplib.SMTP(host, port, timeout=30)
    with connection:
        if parts.scheme == "smtp" and connection.has_extn("starttls"):
            connection.starttls(context=ssl.create_default_context())
        if parts.username:
            connection.login(unquote(parts.username), unquote(parts.password or ""))
        connection.send_message(message)


def _write_eml(directory: Path, name: str, message: EmailMessage) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    target = directory / f"{name}.eml"
    partial = target.with_suffix(".tmp")
    partial.write_bytes(bytes(message))
    partial.replace(target)  # never a half-written .eml
    return target


async def deliver(settings, message: EmailMessage, name: str) -> str:
    """Sends over SMTP_URL, or writes DATA_DIR/outbox/<name>.eml when it is unset. Off the loop."""
    if settings.smtp_url:
        try:
            await asyncio.to_thread(_send_smtp, settings.smtp_url, message)
        except Exception:
            metrics.MESSAGES.labels("email", "failed").inc()
            raise
        metrics.MESSAGES.labels("email", "sent").inc()
        return "smtp"
    path = await asyncio.to_thread(_write_eml, settings.data_dir / "outbox", name, message)
    return str(path)


