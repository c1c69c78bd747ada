"""Local stand-ins of outside providers that speak their real HTTP formats, so our real client code runs."""

import asyncio
import threading

from aiohttp import web

from embedded import free_port


class FakeProvider:
    """An aiohttp server on its own thread and loop; records every request it receives."""

    def __init__(self):
        self.port = free_port()
        self.requests: list[dict] = []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True, name="fake-provider")
        self.runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def routes(self, app: web.Application) -> None:
        raise NotImplementedError

    def start(self):
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(10)
        return self

    async def _start(self):
        app = web.Application(client_max_size=64 * 1024 * 1024)
        self.routes(app)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        await web.TCPSite(self.runner, "127.0.0.1", self.port).start()

    def stop(self):
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


class FakeWhatsApp(FakeProvider):
    """`POST /{phoneNumberId}/messages` of the WhatsApp Cloud API. `mode`: ok, refuse or silent."""

    mode = "ok"

    def routes(self, app):
        app.router.add_post("/{phone_number_id}/messages", self.messages)

    async def messages(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append({"path": request.path, "authorization": request.headers.get("Authorization"),
                              "json": body})
        if self.mode == "refuse":
            return web.json_response({"error": {"message": "(#132001) Template name does not exist",
                                                "type": "OAuthException", "code": 132001}}, status=400)
        if self.mode == "silent":
            await asyncio.sleep(60)
        return web.json_response({"messaging_product": "whatsapp",
                                  "contacts": [{"input": body["to"], "wa_id": body["to"].lstrip("+")}],
                                  "messages": [{"id": f"wamid.TEST{len(self.requests)}"}]})

    def sent_to(self, contact: str) -> list[dict]:
        return [r for r in self.requests if r["json"].get("to") == contact]
