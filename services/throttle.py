"""Failed-login counters per email: in Redis when configured (shared by all processes), else in memory."""

import time


class MemoryThrottle:
    """For the embedded single-process mode only."""

    def __init__(self, max_failures: int, window_seconds: int):
        self.max_failures = max_failures
        self.window_seconds = window_seconds
        self._failures: dict[str, tuple[float, int]] = {}

    async def is_blocked(self, key: str) -> bool:
        started, count = self._failures.get(key, (0.0, 0))
        if time.monotonic() - started >= self.window_seconds:
            self._failures.pop(key, None)
            return False
        return count >= self.max_failures

    async def record_failure(self, key: str) -> None:
        started, count = self._failures.get(key, (0.0, 0))
        if time.monotonic() - started >= self.window_seconds:
            started, count = time.monotonic(), 0
        self._failures[key] = (started, count + 1)

    async def clear(self, key: str) -> None:
        self._failures.pop(key, None)


class RedisThrottle:
    """A fixed window that opens at the first failure and closes `window_seconds` later."""

    def __init__(self, redis, max_failures: int, window_seconds: int):
        self.redis = redis
        self.max_failures = max_failures
        self.window_seconds = window_seconds

    @staticmethod
    def _key(key: str) -> str:
        return f"login-failures:{key}"

    async def is_blocked(self, key: str) -> bool:
        count = await self.redis.get(self._key(key))
        return count is not None and int(count) >= self.max_failures

    async def record_failure(self, key: str) -> None:
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.incr(self._key(key))
            pipe.expire(self._key(key), self.window_seconds, nx=True)
            await pipe.execute()

    async def clear(self, key: str) -> None:
        await self.redis.delete(self._key(key))
