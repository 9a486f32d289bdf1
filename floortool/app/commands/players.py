"""App layer: commands on the shared player database (add, change, bar, import, merge).

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
    clean_member_fields,
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
    dues_until: str = ""  # YYYY-MM-DD
    barred: str = ""  # the reason; blank: not barred
    notes: str = ""

    def run(self, ctx: Context) -> Outcome:
        fields = clean_fields(self.name, self.nickname, self.membership, self.contact)
        fields |= clean_member_fields(self.dues_until, self.barred, self.notes)
        event = decide_new_player(ctx.state.players, fields)
        return Outcome(scope=GLOBAL_SCOPE, label=f"Add player {fields['name']}", events=[event])


@dataclass(frozen=True)
class UpdatePlayer:
    """Change some of a player's details (``name``, ``nickname``, ``membership``,
    ``contact``, ``dues_until``, ``barred``, ``notes``); barring a player is giving
    ``barred`` a reason, lifting the bar blanking it."""

    player_id: int
    changes: dict[str, str] = field(default_factory=dict)

    def run(self, ctx: Context) -> Outcome:
        player = require_player_id(ctx.state, self.player_id)
        event = decide_update_player(ctx.state.players, player.id, self.changes)
        return Outcome(
            scope=GLOBAL_SCOPE, label=_change_label(player.name, event.changes), events=[event]
        )


#: How a changed field is named in an action's label.
_FIELD_NAMES = {"dues_until": "dues date"}


def _change_label(name: str, changes: dict[str, str]) -> str:
    """``Bar Ann Lee (cheating)``, ``Lift the bar on Ann Lee``, ``Change contact of Ann Lee``."""
    if set(changes) == {"barred"}:
        reason = changes["barred"]
        return f"Bar {name} ({reason})" if reason else f"Lift the bar on {name}"
    what = ", ".join(sorted(_FIELD_NAMES.get(key, key) for key in changes))
    return f"Change {what} of {name}"


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
