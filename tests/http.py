"""A small HTTP client for the tests: JSON in and out, and the session cookie kept per instance."""

import http.client
import json
import uuid
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from urllib.parse import urlencode, urlsplit


@dataclass
class Response:
    status: int
    body: object
    headers: dict = field(default_factory=dict)
    raw: bytes = b""

    @property
    def message(self):
        return self.body.get("message") if isinstance(self.body, dict) else None


class Api:
    def __init__(self, base_url: str):
        parts = urlsplit(base_url)
        self.host, self.port = parts.hostname, parts.port
        self.cookies: dict[str, str] = {}
        self.last_set_cookie: str | None = None

    def request(self, method: str, path: str, json_body=None, *, raw: bytes | None = None,
                query: dict | None = None, headers: dict | None = None, expect: int | None = None) -> Response:
        if query:
            path = f"{path}?{urlencode(query)}"
        headers = dict(headers or {})
        data = raw
        if json_body is not None:
            data = json.dumps(json_body).encode()
            headers.setdefault("Content-Type", "application/json")
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        try:
            connection.request(method, path, body=data, headers=headers)
            reply = connection.getresponse()
            content = reply.read()
            reply_headers = {k.lower(): v for k, v in reply.getheaders()}
            for value in reply.headers.get_all("Set-Cookie") or []:
                self.last_set_cookie = value
                for name, morsel in SimpleCookie(value).items():
                    if morsel.value and morsel["max-age"] != "0" and "1970" not in morsel["expires"]:
                        self.cookies[name] = morsel.value
                    else:
                        self.cookies.pop(name, None)
        finally:
            connection.close()
        try:
            body = json.loads(content) if content else None
        except ValueError:
            body = None
        response = Response(reply.status, body, reply_headers, content)
        if expect is not None:
            assert response.status == expect, f"{method} {path}: {response.status} {content[:500]!r}"
        return response

    def get(self, path, **kw):
        return self.request("GET", path, **kw)

    def post(self, path, json_body=None, **kw):
        return self.request("POST", path, json_body, **kw)

    def put(self, path, json_body=None, **kw):
        return self.request("PUT", path, json_body, **kw)

    def patch(self, path, json_body=None, **kw):
        return self.request("PATCH", path, json_body, **kw)

    def delete(self, path, **kw):
        return self.request("DELETE", path, **kw)

    def upload(self, path, files: list[tuple[str, str, bytes]], fields: dict | None = None, **kw):
        """POST a multipart/form-data body: `files` as (field, filename, bytes)."""
        raw, content_type = multipart(files, fields or {})
        return self.request("POST", path, raw=raw, headers={"Content-Type": content_type}, **kw)


def multipart(files: list[tuple[str, str, bytes]], fields: dict) -> tuple[bytes, str]:
    boundary = f"----test{uuid.uuid4().hex}"
    parts = []
    for name, value in fields.items():
        for item in value if isinstance(value, list) else [value]:
            parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'.encode()
                         + str(item).encode() + b"\r\n")
    for field_name, filename, data in files:
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{field_name}"; '
                     f'filename="{filename}"\r\nContent-Type: application/octet-stream\r\n\r\n'.encode()
                     + data + b"\r\n")
    return b"".join(parts) + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"
