"""The database floor of a route: the commands one request of it sent, replayed straight through PyMongo.

What the driver adds to a command (session, cluster time, transaction number) is dropped and added
again by the replaying session; a transaction is replayed as a transaction; a find or aggregate is
iterated to its end, so its getMores come with it; inserted documents get fresh ids, so a replayed
insert stores a new record as the request did.
"""

import itertools
from dataclasses import dataclass

DRIVER_FIELDS = {"lsid", "$db", "$clusterTime", "$readPreference", "txnNumber", "autocommit", "startTransaction",
                 "readConcern"}
# Sent by the driver on its own (cursor continuation and clean-up, session ends): not part of a request.
FOLLOW_UPS = {"getMore", "killCursors", "endSessions"}
# Far above any id the app gives, so a replayed insert never collides with a record of the data set.
FRESH_IDS = itertools.count(10**12)


@dataclass
class Step:
    database: str
    command: dict

    @property
    def name(self) -> str:
        return next(iter(self.command))


@dataclass
class Transaction:
    steps: list[Step]


def replay_plan(captured: list[tuple[str, dict]]) -> list[Step | Transaction]:
    """The request's commands in order; those of a committed transaction grouped (an aborted attempt,
    which the app retried, is left out like the driver's follow-ups)."""
    plan: list[Step | Transaction] = []
    open_transaction: list[Step] | None = None
    for database, command in captured:
        name = next(iter(command))
        if name in FOLLOW_UPS:
            continue
        if name == "commitTransaction":
            plan.append(Transaction(open_transaction or []))
            open_transaction = None
            continue
        if name == "abortTransaction":
            open_transaction = None
            continue
        step = Step(database, {key: value for key, value in command.items() if key not in DRIVER_FIELDS})
        if command.get("startTransaction"):
            open_transaction = [step]
        elif open_transaction is not None and "txnNumber" in command:
            open_transaction.append(step)
        else:
            plan.append(step)
    return plan


def _with_fresh_ids(command: dict) -> dict:
    if "insert" not in command:
        return command
    documents = [{**doc, "_id": next(FRESH_IDS)} if isinstance(doc.get("_id"), int) else doc
                 for doc in command["documents"]]
    return {**command, "documents": documents}


async def _run(client, step: Step, session=None) -> None:
    database = client[step.database]
    command = _with_fresh_ids(step.command)
    if step.name in ("find", "aggregate"):
        cursor = await database.cursor_command(command, session=session)
        await cursor.to_list()
    else:
        await database.command(command, session=session)


async def replay(client, plan: list[Step | Transaction]) -> None:
    """Sends the request's commands once, one after the other, as the request did."""
    for item in plan:
        if isinstance(item, Step):
            await _run(client, item)
            continue

        async def work(session, steps=item.steps):
            for step in steps:
                await _run(client, step, session)

        async with client.start_session() as session:
            await session.with_transaction(work)
