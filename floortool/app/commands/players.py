"""App layer: commands on the shared player database (add, change, bar, import, merge).

They belong to the global undo scope: the database is shared by every event.
A player created by registering an unknown name is the exception: that is part
of the registration (``commands.registration``) and is undone with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.labels import listed
from floortool.app.commands.targets import require_player_id
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import GLOBAL_SCOPE
from floortool.domain.kernel.phrases import Phrase, translate
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
        return Outcome(
            scope=GLOBAL_SCOPE,
            label=translate("app.commands.players", "Add player {name}").fill(name=fields["name"]),
            events=[event],
        )


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
_FIELD_NAMES = {
    "name": translate("app.commands.players", "name"),
    "nickname": translate("app.commands.players", "nickname"),
    "membership": translate("app.commands.players", "membership"),
    "contact": translate("app.commands.players", "contact"),
    "dues_until": translate("app.commands.players", "dues date"),
    "barred": translate("app.commands.players", "barred"),
    "notes": translate("app.commands.players", "notes"),
}


def _change_label(name: str, changes: dict[str, str]) -> Phrase:
    """``Bar Ann Lee (cheating)``, ``Lift the bar on Ann Lee``, ``Change contact of Ann Lee``."""
    if set(changes) == {"barred"}:
        reason = changes["barred"]
        if reason:
            return translate("app.commands.players", "Bar {player} ({reason})").fill(
                player=name, reason=reason
            )
        return translate("app.commands.players", "Lift the bar on {player}").fill(player=name)
    what = sorted((_FIELD_NAMES.get(key, key) for key in changes), key=str)
    return translate("app.commands.players", "Change {fields} of {player}").fill(
        fields=listed(what), player=name
    )


@dataclass(frozen=True)
class ImportPlayers:
    """Import a CSV file's text as one action; the rows rejected are in the event."""

    text: str
    source: str = ""

    def run(self, ctx: Context) -> Outcome:
        event = decide_import(ctx.state.players, self.text, source=self.source)
        label = (
            translate("app.commands.players", "Import {players} from {source}")
            if self.source
            else translate("app.commands.players", "Import {players}")
        ).fill(players=nouns.players(len(event.players)), source=self.source)
        if event.rejected:
            label = translate("app.commands.players", "{imported} ({rows} rejected)").fill(
                imported=label, rows=nouns.rows(len(event.rejected))
            )
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
        label = translate("app.commands.players", "Merge {other} into {kept}").fill(
            other=other.describe(), kept=kept.describe()
        )
        return Outcome(scope=GLOBAL_SCOPE, label=label, events=[event])
