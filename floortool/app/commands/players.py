"""App layer: commands on the shared player database (add, change, import, merge).

They belong to the global undo scope: the database is shared by every event.
A player created by registering an unknown name is the exception: that is part
of the registration (``commands.registration``) and is undone with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.targets import require_player_id
from floortool.domain.kernel.journal import GLOBAL_SCOPE
from floortool.domain.kernel.plurals import plural
from floortool.domain.players.imports import decide_import
from floortool.domain.players.records import (
    clean_fields,
    decide_merge,
    decide_new_player,
    decide_update_player,
)


@dataclass(frozen=True)
class AddPlayer:
    """A new player typed in (refused when it duplicates someone already there)."""

    name: str
    nickname: str = ""
    membership: str = ""
    contact: str = ""

    def run(self, ctx: Context) -> Outcome:
        fields = clean_fields(self.name, self.nickname, self.membership, self.contact)
        event = decide_new_player(ctx.state.players, fields)
        return Outcome(scope=GLOBAL_SCOPE, label=f"Add player {fields['name']}", events=[event])


@dataclass(frozen=True)
class UpdatePlayer:
    """Change some of a player's details (``name``, ``nickname``, ``membership``, ``contact``)."""

    player_id: int
    changes: dict[str, str] = field(default_factory=dict)

    def run(self, ctx: Context) -> Outcome:
        player = require_player_id(ctx.state, self.player_id)
        event = decide_update_player(ctx.state.players, player.id, self.changes)
        what = ", ".join(sorted(event.changes))
        return Outcome(scope=GLOBAL_SCOPE, label=f"Change {what} of {player.name}", events=[event])


@dataclass(frozen=True)
class ImportPlayers:
    """Import a CSV file's text as one action; the rows rejected are in the event."""

    text: str
    source: str = ""

    def run(self, ctx: Context) -> Outcome:
        event = decide_import(ctx.state.players, self.text, source=self.source)
        label = f"Import {plural(len(event.players), 'player')}"
        if self.source:
            label += f" from {self.source}"
        if event.rejected:
            label += f" ({plural(len(event.rejected), 'row')} rejected)"
        return Outcome(scope=GLOBAL_SCOPE, label=label, events=[event])


@dataclass(frozen=True)
class MergePlayers:
    """``other`` is the same person as ``keep``: fold its record and entries into ``keep``."""

    keep: int  # player ids
    other: int

    def run(self, ctx: Context) -> Outcome:
        kept = require_player_id(ctx.state, self.keep)
        other = require_player_id(ctx.state, self.other)
        event = decide_merge(ctx.state, kept.id, other.id)
        label = f"Merge {other.describe()} into {kept.describe()}"
        return Outcome(scope=GLOBAL_SCOPE, label=label, events=[event])
