"""App layer: the players and entries a command names, by id.

Commands name entries and players by id, never by a typed name (two players
may share one); names are resolved only at the command line's edge
(``cli.names``). This decides what an id that names nobody is refused as
(``unknown_player``, ``unknown_entry``) and when an entry is not the one in play
(``not_playing``).
"""

from __future__ import annotations

from floortool.domain.field.entries import Entry, RegistrationRefused, event_entries, playing_entry
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import NotFound
from floortool.domain.kernel.phrases import translate
from floortool.domain.players.records import Player, UnknownPlayer
from floortool.domain.tournament.event import require_event


def require_player_id(state: FloorState, player_id: int) -> Player:
    """Player ``player_id``, or a refusal."""
    player = state.players.get(player_id)
    if player is None:
        raise UnknownPlayer(
            translate("app.commands.targets", "There is no player number {player_id}.").fill(
                player_id=player_id
            ),
            player=player_id,
        )
    return player


def require_entry(state: FloorState, event_id: int, entry_id: int) -> tuple[Entry, Player]:
    """Entry ``entry_id`` of the event and its player, or a refusal."""
    info = require_event(state, event_id)
    entry = event_entries(state, event_id).get(entry_id)
    if entry is None:
        raise NotFound(
            translate("app.commands.targets", "{event} has no entry number {entry_id}.").fill(
                event=info.name, entry_id=entry_id
            ),
            code="unknown_entry",
            entry=entry_id,
        )
    return entry, state.players[entry.player_id]


def require_playing(state: FloorState, event_id: int, entry_id: int) -> tuple[Entry, Player]:
    """Entry ``entry_id`` and its player when that entry is the one in play (seated),
    else a refusal saying why."""
    entry, player = require_entry(state, event_id, entry_id)
    playing = playing_entry(state, event_id, player)
    if playing.id != entry.id:
        raise RegistrationRefused(
            translate(
                "app.commands.targets",
                "{player}'s entry {entry_number} is over: entry {playing} is the one playing.",
            ).fill(
                player=player.name,
                entry_number=entry.entry_number,
                playing=playing.entry_number,
            ),
            code="not_playing",
        )
    return entry, player
