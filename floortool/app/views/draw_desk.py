"""App layer: what the window's seat draw and seat-rules dialog show, as frozen read
models naming entries and players by id (the window acts on them, never on names).

Decides nothing: ``draw_offer`` says whether a draw can be made now (the
domain refuses it once the final table has been drawn), whether it would be
a redraw — somebody already has a seat (locked players stay put, so they do
not count) — and whether the clock has started, when the draw moves every
player in play. ``seat_rule_rows`` lists the pairs kept apart and the
players locked to their seat with their ids, and the event's players a pair
is chosen from, each labelled so that two namesakes can be told apart.
``cli.md`` gives these no JSON form: ``views.seat_rules`` is the command
line's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from floortool.app.views.seat_rules import player_name
from floortool.domain.field.entries import IN_PLAY, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.players.records import name_key
from floortool.domain.seating.policy import seating_policy
from floortool.domain.seating.seats import seating_of
from floortool.domain.structure.moment import moment_of
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True, slots=True)
class DrawOffer:
    """The seat draw as it stands: who it would draw and what it would undo."""

    seated: int  # players in a seat who are not locked to it
    waiting: int  # alternates waiting for a seat
    locked: int  # players locked to their seat (the draw leaves them there)
    started: bool  # the clock has started: a draw moves every player in play
    final_table: bool  # the final table has been drawn: no draw any more
    rule: str | Phrase = ""  # the draw's rule in the event's rulebook ("TDA 2024 Rule 7")

    @property
    def possible(self) -> bool:
        return not self.final_table and self.seated + self.waiting > 0

    @property
    def redraw(self) -> bool:
        """Somebody would lose the seat they have."""
        return self.seated > 0


def draw_offer(state: FloorState, event_id: int, now: datetime) -> DrawOffer:
    seating = seating_of(state, event_id)
    locked = sum(1 for entry in seating.locked if entry in seating.where)
    return DrawOffer(
        seated=len(seating.where) - locked,
        waiting=len(seating.waiting),
        locked=locked,
        started=moment_of(state, event_id, now).started,
        final_table=seating.final_table is not None,
        rule=seating_policy(require_event(state, event_id).settings).citations.initial_draw,
    )


@dataclass(frozen=True, slots=True)
class PlayerChoice:
    """One of the event's players, as a list offers them (``label`` tells namesakes apart)."""

    player_id: int
    label: Phrase


@dataclass(frozen=True, slots=True)
class KeptApart:
    """A pair kept apart, by player id, and whether they sit at one table now."""

    first: int
    second: int
    names: str  # "Ann Lee and Bo Chen"
    same_table: bool


@dataclass(frozen=True, slots=True)
class LockedPlayer:
    """A player locked to their seat, by entry id."""

    entry: int
    name: str
    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class SeatRuleRows:
    apart: tuple[KeptApart, ...]
    locked: tuple[LockedPlayer, ...]
    players: tuple[PlayerChoice, ...]  # by name, then player number


def _choices(state: FloorState, event_id: int) -> tuple[PlayerChoice, ...]:
    """Every player with an entry in play in the event, with where they sit; a name two
    players share also shows each one's player number and membership."""
    seating = seating_of(state, event_id)
    places: dict[int, Phrase] = {}
    for entry in event_entries(state, event_id).values():
        if entry.status not in IN_PLAY:
            continue
        spot = seating.where.get(entry.id)
        places[entry.player_id] = (
            translate("app.views.draw_desk", "table {table} seat {seat}").fill(
                table=spot[0], seat=spot[1]
            )
            if spot is not None
            else translate("app.views.draw_desk", "waiting for a seat")
        )
    players = sorted((state.players[pid] for pid in places), key=lambda p: (name_key(p.name), p.id))
    namesakes = Counter(name_key(p.name) for p in players)
    choices = []
    for player in players:
        label = translate("app.views.draw_desk", "{name} \u2014 {place}")
        if namesakes[name_key(player.name)] > 1:
            label = (
                translate(
                    "app.views.draw_desk",
                    "{name} \u2014 {place} (player {player}, membership {membership})",
                ).fill(membership=player.membership)
                if player.membership
                else translate("app.views.draw_desk", "{name} \u2014 {place} (player {player})")
            )
        said = label.fill(name=player.name, place=places[player.id], player=player.id)
        choices.append(PlayerChoice(player.id, said))
    return tuple(choices)


def seat_rule_rows(state: FloorState, event_id: int) -> SeatRuleRows:
    seating = seating_of(state, event_id)
    table_of = {
        seating.players[entry]: table
        for entry, (table, _) in seating.where.items()
        if entry in seating.players
    }
    apart = tuple(
        KeptApart(
            first,
            second,
            f"{state.players[first].name} and {state.players[second].name}",
            same_table=first in table_of and table_of[first] == table_of.get(second),
        )
        for first, second in sorted(seating.apart)
    )
    locked = tuple(
        LockedPlayer(entry, player_name(state, event_id, entry), table, seat)
        for entry, (table, seat) in sorted(seating.where.items(), key=lambda item: item[1])
        if entry in seating.locked
    )
    return SeatRuleRows(apart=apart, locked=locked, players=_choices(state, event_id))
