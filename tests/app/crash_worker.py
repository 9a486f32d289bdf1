"""A child process for ``test_crash.py``: fires floor commands until it is killed.

Usage: ``python crash_worker.py URL SEED``. Prints ``opening`` just before it
opens (creating or migrating) the database and ``ready`` once it is open, then
one JSON line per command *after* the command has returned (so every printed
line is an action the floor reported done), flushing each line. Refusals
(nothing to undo, nothing to change ...) print nothing.

Besides the app's own commands it runs ``BuildEvent``, whose group holds a
creation plus several changes and says in its label how many records it holds,
so the parent can check that no group was ever half applied.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.events import CreateEvent, RemoveEvent, UpdateEvent
from floortool.app.floor import Done, Floor
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.tournament.event import EventUpdated, settings_for

PARTS_LABEL = "Build event {name} in {parts} parts"


@dataclass(frozen=True)
class BuildEvent:
    """Create an event, then set it up step by step, all in one group: ``label`` says
    how many records the group holds."""

    name: str
    steps: int

    def run(self, ctx: Context) -> Outcome:
        created = CreateEvent(settings_for(name=self.name)).run(ctx)
        event_id = ctx.group
        events: list[DomainEvent] = list(created.events)
        for tables in range(1, self.steps):
            events.append(EventUpdated(event_id=event_id, changes={"tables": tables}))
        events.append(EventUpdated(event_id=event_id, changes={"type_text": "built"}))
        return Outcome(
            scope=created.scope,
            label=Phrase("tests.crash_worker", PARTS_LABEL).fill(name=self.name, parts=len(events)),
            events=events,
            opens_event=event_id,
        )


def _step(floor: Floor, rng: random.Random, serial: str) -> Done:
    live = sorted(floor.state.events)
    scopes = sorted({e.scope for e in floor.journal()})
    roll = rng.random()
    if roll < 0.15 or not live:
        return floor.execute(CreateEvent(settings_for(name=f"Event {serial}")))
    if roll < 0.30:
        return floor.execute(BuildEvent(name=f"Build {serial}", steps=rng.randint(1, 4)))
    if roll < 0.60:
        changes = {"seats": rng.randint(2, 12), "tables": rng.randint(0, 40)}
        return floor.execute(UpdateEvent(rng.choice(live), changes))
    if roll < 0.65:
        return floor.execute(RemoveEvent(rng.choice(live)))
    if roll < 0.85:
        return floor.undo(rng.choice(scopes))
    return floor.redo(rng.choice(scopes))


def main(url: str, seed: int) -> None:
    rng = random.Random(seed)
    print("opening", flush=True)
    floor = Floor.open(url, operator=f"worker-{seed}")
    print("ready", flush=True)
    for number in range(1_000_000):
        try:
            done = _step(floor, rng, f"{seed}-{number}")
        except FloorError:
            continue
        last = done.entries[-1]
        line = {
            "seq": last.seq,
            "group": done.group,
            "kind": last.kind,
            "label": done.label,
            "rows": len(done.entries),
        }
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
