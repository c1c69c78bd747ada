"""Rendering of account emails."""

from services import mail


def test_invitation_has_the_link_the_name_and_escapes_user_text():
    message = mail.render("invitation", to_name='Eve <script>alert("x")</script>', to_email="eve@example.com",
                          sender="Back office <no-reply@example.com>", company="Acme & Sons",
                          link=mail.set_password_link("https://app.example.com/", "tok en+/="),
                          message_id=mail.message_id_for(7))
    html = message.get_body(("html",)).get_content()
    text = message.get_body(("plain",)).get_content()
    link = "https://app.example.com/reset-password?token=tok+en%2B%2F%3D"
    assert link.replace("&", "&amp;") in html and link in text
    assert "<script>" not in html and "Eve &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html
    assert "Acme &amp; Sons" in html and "Acme & Sons" in message["Subject"]
    assert 'Eve <script>alert("x")</script>' in text  # the text part is plain text, not HTML
    assert message["To"].addresses[0].addr_spec == "eve@example.com"


def test_reset_email_says_what_it_is_for():
    message = mail.render("reset", to_name="Sam", to_email="sam@example.com", sender="x@example.com",
                          company="Acme", link="http://localhost/reset-password?token=abc",
                          message_id=mail.message_id_for(8))
    assert message["Subject"] == "Set a new password for Acme"
    assert "Hello Sam" in message.get_body(("plain",)).get_content()
