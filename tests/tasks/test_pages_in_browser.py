"""The service's pages in a real headless Chromium (tests/browser.py): `/` leads to the API reference, which
lists the operations from the service's own assets, signs in and tries a route with the session cookie; the
link of an invitation email caught by the SMTP sink opens the set-password page, which sets the password."""

import json
import re
from urllib.parse import urlsplit

import pytest

from tests.browser import Browser, chromium_binary
from tests.conftest import PASSWORD
from tests.processes import wait_until
from tests.tasks.test_emails import email_worker, record_and_dispatch  # noqa: F401 - the worker fixture

pytestmark = pytest.mark.skipif(chromium_binary() is None, reason="chromium missing: make test installs it")


@pytest.fixture
def browser():
    opened = Browser()
    yield opened
    opened.close()


def set_value(selector: str, value: str) -> str:
    """JavaScript that types `value` into a React-controlled field."""
    return (f"(() => {{ const field = document.querySelector({selector!r});"
            "const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;"
            f"setter.call(field, {value!r}); field.dispatchEvent(new Event('input', {{bubbles: true}}));"
            "return true; })()")


def try_out(browser: Browser, block: str, body: str | None = None) -> str:
    """Opens an operation of the reference page, tries it out and answers the status it shows."""
    browser.evaluate(f"document.querySelector('#{block} .opblock-summary-control').click()")
    browser.wait_for(f"document.querySelector('#{block} .try-out__btn')")
    browser.evaluate(f"document.querySelector('#{block} .try-out__btn').click()")
    if body is not None:
        browser.wait_for(f"document.querySelector('#{block} textarea.body-param__text')")
        browser.evaluate(set_value(f"#{block} textarea.body-param__text", body))
    browser.wait_for(f"document.querySelector('#{block} .execute')")
    browser.evaluate(f"document.querySelector('#{block} .execute').click()")
    status = f"#{block} .live-responses-table tr.response .response-col_status"
    return browser.wait_for(f"(document.querySelector('{status}') || {{}}).textContent")


def test_the_front_door_leads_to_a_reference_that_signs_in_and_calls_a_route(make, browser, tmp_path):
    admin = make.staff("admin", [make.company()])
    base = make.app.base_url
    browser.go(base + "/")
    assert browser.wait_for("location.pathname === '/api/docs' && location.pathname")
    count = browser.wait_for("document.querySelectorAll('.opblock').length > 50 && "
                             "document.querySelectorAll('.opblock').length")
    assert count >= 60
    paths = browser.evaluate("[...document.querySelectorAll('.opblock-summary-path')].map(e => e.textContent)")
    assert "/api/installment-groups" in [path.replace("\u200b", "") for path in paths]
    body = json.dumps({"email": admin.user.email, "password": PASSWORD})
    assert try_out(browser, "operations-auth-postLogin", body).strip() == "200"
    assert try_out(browser, "operations-installment_groups-getGroups").strip() == "200"  # with the cookie
    # Every resource of the page came from the service itself.
    loaded = browser.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert loaded and all(url.startswith(base) for url in loaded), loaded
    browser.screenshot(tmp_path / "docs.png")


def test_the_invitation_link_opens_a_page_that_sets_the_password(make, smtp_sink, email_worker, browser):  # noqa: F811
    company = make.company("Page Homes")
    user = make.user("sales", [company], password_hash=None)
    record_and_dispatch(make, "staff", user.id, "invitation")
    message = wait_until(lambda: smtp_sink.to(user.email), timeout=30)[0]
    link = re.search(r"https?://\S+/reset-password\?\S+", message.get_body(("plain",)).get_content()).group(0)
    target = urlsplit(link)
    browser.go(f"{make.app.base_url}{target.path}?{target.query}")  # the email's link, on this test server
    browser.wait_for("document.querySelector('#password')")
    browser.evaluate(set_value("#password", "a-chosen-password"))
    browser.evaluate(set_value("#confirm", "a-different-one"))
    browser.evaluate("document.querySelector('#submit').click()")
    assert "not the same" in browser.wait_for("document.querySelector('#message.error')?.textContent")
    browser.evaluate(set_value("#confirm", "a-chosen-password"))
    browser.evaluate("document.querySelector('#submit').click()")
    assert "password is set" in browser.wait_for("document.querySelector('#message.done')?.textContent")
    make.login(user.email, "a-chosen-password").get("/api/auth/me", expect=200)
    # The same link again: the page says it was used.
    browser.go(f"{make.app.base_url}{target.path}?{target.query}")
    browser.wait_for("document.querySelector('#password')")
    browser.evaluate(set_value("#password", "another-password"))
    browser.evaluate(set_value("#confirm", "another-password"))
    browser.evaluate("document.querySelector('#submit').click()")
    assert "used already or has expired" in browser.wait_for("document.querySelector('#message.error')?.textContent")
