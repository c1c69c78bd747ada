"""Long reads give the event loop a turn (documents.base.built): while thousands of records are built, other
requests' work runs in between, not after."""

import asyncio

from documents.base import YIELD_EVERY, built


def test_other_work_runs_while_a_long_list_is_built():
    async def scenario() -> list[str]:
        events: list[str] = []

        async def other_request():
            events.append("other")

        def build(item: int) -> int:
            events.append("built")
            return item * 2

        async def cursor():  # what an async driver cursor hands out: documents, with no await between them
            for item in range(YIELD_EVERY * 4):
                yield item

        other = asyncio.get_running_loop().create_task(other_request())
        from_cursor = await built(cursor(), build)
        await other
        from_list = await built(list(range(10)), build)
        assert from_cursor == [item * 2 for item in range(YIELD_EVERY * 4)] and from_list[-1] == 18
        return events

    events = asyncio.run(scenario())
    first_other = events.index("other")
    assert 0 < first_other <= YIELD_EVERY, "the other request waited for the whole list"
