"""A real headless Chromium driven over the DevTools protocol (aiohttp's websocket client): the page tests open
the service's pages as a person would, click, type, and read what the page shows."""

import asyncio
import itertools
import json
import shutil
import subprocess
import tempfile
import time

import aiohttp

from embedded import free_port


def chromium_binary() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


class Browser:
    """One headless Chromium with one page; `run(coroutine)` on its own event loop."""

    def __init__(self):
        binary = chromium_binary()
        if binary is None:
            raise RuntimeError("chromium is not installed (scripts/ensure-chromium.sh installs it)")
        self.profile = tempfile.mkdtemp(prefix="chromium-")
        self.port = free_port()
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={self.profile}", f"--remote-debugging-port={self.port}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.loop = asyncio.new_event_loop()
        self.session: aiohttp.ClientSession | None = None
        self.socket = None
        self.ids = itertools.count(1)
        self.run(self._connect())

    def run(self, coroutine, timeout: float = 60):
        return self.loop.run_until_complete(asyncio.wait_for(coroutine, timeout))

    async def _connect(self) -> None:
        self.session = aiohttp.ClientSession()
        deadline = time.monotonic() + 30
        while True:
            try:
                async with self.session.get(f"http://127.0.0.1:{self.port}/json/list") as reply:
                    targets = await reply.json()
                page = next(target for target in targets if target["type"] == "page")
                break
            except (aiohttp.ClientError, StopIteration):
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.2)
        self.socket = await self.session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0)

    async def command(self, method: str, **params) -> dict:
        number = next(self.ids)
        await self.socket.send_str(json.dumps({"id": number, "method": method, "params": params}))
        while True:
            message = json.loads((await self.socket.receive()).data)
            if message.get("id") == number:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def go(self, url: str) -> None:
        self.run(self.command("Page.navigate", url=url))

    def evaluate(self, expression: str):
        """The value of a JavaScript expression in the page (a promise awaited)."""
        result = self.run(self.command("Runtime.evaluate", expression=expression, awaitPromise=True,
                                       returnByValue=True))
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 30):
        """Polls the expression until it is truthy; its value."""
        deadline = time.monotonic() + timeout
        # An element found is true (it would come back as an empty object).
        wrapped = f"(() => {{ const value = ({expression}); return value instanceof Node ? true : value; }})()"
        while True:
            try:
                value = self.evaluate(wrapped)
            except RuntimeError:
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"never true: {expression}")
            time.sleep(0.2)

    def screenshot(self, path) -> None:
        import base64

        data = self.run(self.command("Page.captureScreenshot", format="png"))["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        async def close():
            if self.socket is not None:
                await self.socket.close()
            if self.session is not None:
                await self.session.close()

        try:
            self.run(close(), timeout=10)
        finally:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            self.loop.close()
            shutil.rmtree(self.profile, ignore_errors=True)
