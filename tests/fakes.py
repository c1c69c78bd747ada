"""Local stand-ins of outside providers that speak their real HTTP formats, so our real client code runs."""

import asyncio
import json
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
        for _ in range(600):  # silent: no answer for a minute, or until the mode changes
            if self.mode != "silent":
                break
            await asyncio.sleep(0.1)
        return web.json_response({"messaging_product": "whatsapp",
                                  "contacts": [{"input": body["to"], "wa_id": body["to"].lstrip("+")}],
                                  "messages": [{"id": f"wamid.TEST{len(self.requests)}"}]})

    def sent_to(self, contact: str) -> list[dict]:
        return [r for r in self.requests if r["json"].get("to") == contact]


class FakeOpenAI(FakeProvider):
    """The OpenAI endpoints the SDK calls for a parse: file upload, response creation, file deletion.
    `mode`: ok, malformed (the model answers text that is not the schema), error (HTTP 500), slow."""

    mode = "ok"
    plan: list[dict] = []

    def routes(self, app):
        app.router.add_post("/v1/files", self.upload)
        app.router.add_post("/v1/responses", self.respond)
        app.router.add_delete("/v1/files/{file_id}", self.delete)

    async def upload(self, request: web.Request) -> web.Response:
        form = await request.post()
        upload = form["file"]
        file_id = f"file-{len(self.requests) + 1}"
        self.requests.append({"endpoint": "files", "id": file_id, "purpose": form.get("purpose"),
                              "filename": upload.filename, "bytes": upload.file.read(),
                              "authorization": request.headers.get("Authorization")})
        return web.json_response({"id": file_id, "object": "file", "bytes": 0, "created_at": 1700000000,
                                  "filename": upload.filename, "purpose": form.get("purpose"),
                                  "status": "processed"})

    async def respond(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append({"endpoint": "responses", "json": body})
        if self.mode == "error":
            return web.json_response({"error": {"message": "The server had an error", "type": "server_error",
                                                "param": None, "code": None}}, status=500)
        if self.mode == "slow":
            await asyncio.sleep(6)
        text = "Sorry, I cannot read this." if self.mode == "malformed" else json.dumps({"installments": self.plan})
        return web.json_response({
            "id": "resp_1", "object": "response", "created_at": 1700000000, "status": "completed",
            "model": body.get("model"), "error": None, "incomplete_details": None, "instructions": None,
            "metadata": {}, "parallel_tool_calls": True, "temperature": 1.0, "tool_choice": "auto", "tools": [],
            "top_p": 1.0, "text": body.get("text"), "usage": None,
            "output": [{"type": "message", "id": "msg_1", "status": "completed", "role": "assistant",
                        "content": [{"type": "output_text", "text": text, "annotations": []}]}]})

    async def delete(self, request: web.Request) -> web.Response:
        self.requests.append({"endpoint": "delete", "id": request.match_info["file_id"]})
        return web.json_response({"id": request.match_info["file_id"], "object": "file", "deleted": True})

    def calls(self, endpoint: str) -> list[dict]:
        return [r for r in self.requests if r.get("endpoint") == endpoint]
