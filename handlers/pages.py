"""What a person meets in a browser: `/` leads to the API reference at `/api/docs` (Swagger UI on
`/api/openapi.json`, served from this service only), and `/reset-password?token=` is the page where an invited
or resetting user chooses a password (it posts to `POST /api/auth/reset-password`). All public."""

import asyncio

from errors import not_found
from handlers.access import public
from handlers.base import BaseHandler
from handlers.openapi import ResponseObject, describe
from services import pages

HTML = ResponseObject(description="An HTML page", content={"text/html": {"schema": {"type": "string"}}})
ASSET = ResponseObject(description="A script, stylesheet or icon of the page", content={
    content_type: {"schema": {"type": "string"}} for content_type in sorted({c for _, c in pages.ASSETS.values()})})


class PageHandler(BaseHandler):
    def page(self, html: str) -> None:
        self.set_header("Content-Type", "text/html; charset=utf-8")
        # Nothing from another site; the pages' own scripts and styles only.
        self.set_header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; "
                                                   "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'")
        self.finish(html)


class FrontHandler(PageHandler):
    @public
    @describe("The front door: leads a browser to the API reference", responses={302: "Redirect to /api/docs"})
    async def get(self):
        self.redirect("/api/docs")


class DocsHandler(PageHandler):
    @public
    @describe("The interactive API reference (Swagger UI): sign in with POST /api/auth/login, then try any "
              "route with the session cookie", responses={200: HTML})
    async def get(self):
        self.page(pages.docs_page())


class AssetHandler(PageHandler):
    text_path_params = ("name",)

    @public
    @describe("A script, stylesheet or icon of the service's pages", responses={200: ASSET, 404: "No such file"})
    async def get(self, name: str):
        found = await asyncio.to_thread(pages.asset, name)  # read from disk once (1.5 MB), then kept
        if found is None:
            raise not_found("File")
        body, content_type = found
        self.set_header("Content-Type", content_type)
        self.set_header("Cache-Control", "public, max-age=3600")
        self.finish(body)


class SetPasswordPage(PageHandler):
    @public
    @describe("The page of an invitation or password-reset email's link: choose a password",
              query={"token": (str, "The token of the email's link")}, responses={200: HTML})
    async def get(self):
        self.page(pages.set_password_page(self.query_text("token")))


routes = [
    (r"/", FrontHandler),
    (r"/api/docs/?", DocsHandler),
    (r"/api/docs/assets/(?P<name>[^/]+)", AssetHandler),
    (r"/reset-password/?", SetPasswordPage),
]
