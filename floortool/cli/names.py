"""CLI layer: the one place a typed player name becomes an id.

App commands name players and entries by id; every CLI command that accepts a
player name resolves it here: ``#12`` is player 12, anything else the one
player with that exact (case-insensitive) name. A name nobody has is refused
(``unknown_player``; at ``player register`` it becomes a new player); a name
several players share is refused (``ambiguous_player``) with each namesake on a
line of its own — ``#12 Ann Lee (membership M-104, table 3 seat 4)`` — so the
director can retype it as ``#12``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from floortool.app.floor import Floor
from floortool.app.views.results import latest_entry
from floortool.domain.field.entries import player_entries, playing_entry
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.shown_text import shown_typed
from floortool.domain.kernel.text import read_whole
from floortool.domain.players.records import AmbiguousPlayer, Player, UnknownPlayer, find_player
from floortool.domain.seating.seats import seating_of


def candidate_line(state: FloorState, event_id: int | None, player: Player) -> str:
    """``#12 Ann Lee (membership M-104, table 3 seat 4)``: the id, the name, the
    membership number if any, and the seat in event ``event_id`` if seated there."""
    extra = [f"membership {player.membership}"] if player.membership else []
    entries = player_entries(state, event_id, player.id) if event_id is not None else []
    if event_id is not None and entries:
        seat = seating_of(state, event_id).seat_of(entries[-1].id)
        if seat is not None:
            extra.append(f"table {seat[0]} seat {seat[1]}")
    return f"#{player.id} {player.name}" + (f" ({', '.join(extra)})" if extra else "")


def existing_player(floor: Floor, text: str, event_id: int | None = None) -> Player | None:
    """The player ``text`` names, None when nobody has that name; the namesakes' seats
    listed are those in ``event_id``."""
    try:
        return find_player(floor.state.players, text)
    except AmbiguousPlayer as exc:
        candidates = exc.details["candidates"]
        lines = [
            candidate_line(floor.state, event_id, floor.state.players[c["id"]]) for c in candidates
        ]
        raise AmbiguousPlayer(
            translate(
                "cli.names",
                "{players} are called {name}; say which one by number (e.g. '#{number}'):\n{lines}",
            ).fill(
                players=nouns.players(len(lines)),
                name=text.strip(),
                number=candidates[0]["id"],
                lines="\n".join(lines),
            ),
            candidates=candidates,
        ) from None


def player_named(floor: Floor, text: str, event_id: int | None = None) -> Player:
    """Like ``existing_player``, but nobody by that name is a refusal."""
    player = existing_player(floor, text, event_id)
    if player is None:
        raise UnknownPlayer(
            translate("cli.names", "There is no player called {text}.").fill(text=text.strip())
        )
    return player


def player_id_named(floor: Floor, text: str, event_id: int | None = None) -> int:
    return player_named(floor, text, event_id).id


def registered_as(floor: Floor, event_id: int) -> Callable[[str], Player | None]:
    """How ``player register`` finds the player a name names (``app.entrants``; nobody:
    a new player joins the database), namesakes listed with their seats in ``event_id``."""
    return partial(existing_player, floor, event_id=event_id)


def playing_entry_named(floor: Floor, event_id: int, text: str) -> int:
    """The id of the seated entry of the player ``text`` names (refused if none)."""
    return playing_entry(floor.state, event_id, player_named(floor, text, event_id)).id


def entry_named(floor: Floor, event_id: int, text: str, number: int | None = None) -> int:
    """The id of entry ``number`` (default: the latest) of the player ``text`` names."""
    player = player_named(floor, text, event_id)
    return latest_entry(floor.state, event_id, player, number).id


def named_stacks(floor: Floor, event_id: int, specs: list[str]) -> tuple[tuple[int, int], ...]:
    """``NAME=CHIPS`` each as ``(entry id, chips)`` of a player still in ``event_id``."""
    counts = []
    for spec in specs:
        name, sep, chips = spec.rpartition("=")
        count = read_whole(chips)
        if not sep or not name.strip() or count is None:
            raise InvalidInput(
                translate("cli.names", "{spec} is not NAME=CHIPS (e.g. 'Ann Lee=23500').").fill(
                    spec=shown_typed(spec)
                ),
                field="stacks",
            )
        entry_id = playing_entry_named(floor, event_id, name)
        counts.append((entry_id, count))
    return tuple(counts)
