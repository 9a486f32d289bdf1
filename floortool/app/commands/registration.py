"""App layer: registration desk commands (register, re-enter, rebuy, add-on,
seat alternates, close a flight), each one journal group in the event's undo scope.

Every command names an existing player or entry by id (``commands.targets``).
``RegisterEntry`` takes its entrants as player ids, or as ``NewPlayer`` for someone
not in the database yet, who is added inside the same group, so undoing the
registration takes the new player back too; what typed text names (a name,
``#12``, a namesake) is read before the command, by ``app.entrants``. The domain decides; seat draws
use the floor's strong random source and the late-seat rule (``domain.seating.arrivals``)
and are recorded in the events.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from floortool.app.commands.base import Context, Outcome
from floortool.app.commands.labels import listed
from floortool.app.commands.targets import require_player_id, require_playing
from floortool.domain.field.entries import Entry
from floortool.domain.kernel import nouns
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Number, Phrase, counted, translate
from floortool.domain.league.final import final_qualifiers
from floortool.domain.league.standings import season_standings
from floortool.domain.players.records import Player, clean_fields, decide_add_players
from floortool.domain.registration.day_two import (
    BAGS,
    close_stacks,
    decide_close_flight,
    draw_day_two,
)
from floortool.domain.registration.decisions import (
    decide_addon,
    decide_entry,
    decide_rebuy,
    decide_seat_alternates,
    where,
)
from floortool.domain.results.satellite import Ticket, check_ticket
from floortool.domain.seating.engine.late import first_hand
from floortool.domain.seating.events import said_rule
from floortool.domain.seating.seats import EntrySeated, seating_of
from floortool.domain.tournament.event import require_event

MAX_NAMES_IN_LABEL = 3


@dataclass(frozen=True)
class NewPlayer:
    """Someone not in the player database yet, registered under ``name`` (a namesake
    of anyone who has it: the database tells them apart by number)."""

    name: str


#: Who a registration enters: an existing player (by id), or a new player.
Entrant = int | NewPlayer


def newcomers(names: Iterable[str]) -> tuple[NewPlayer, ...]:
    """Entrants who are all new players, one per name."""
    return tuple(NewPlayer(name) for name in names)


def player_for(draft: Draft, entrant: Entrant) -> Player:
    """The player ``entrant`` is: an existing one, or a new one added to the draft."""
    if not isinstance(entrant, NewPlayer):
        return require_player_id(draft.state, entrant)
    added = decide_add_players(draft.state.players, [clean_fields(entrant.name)])
    draft.add(added)
    return draft.state.players[added.players[0]["id"]]


def _seat_text(draft: Draft, entry: Entry, now: datetime, since: int = 0) -> str | Phrase:
    """Where the entry sits now and, when its seat lies between the button and the small
    blind, which hand it is first dealt in (its seat is among the draft's events from
    ``since`` on: a long registration looks only at the events of this entry, not at
    every one before it)."""
    text = where(draft.state, draft.state.entries[entry.event_id][entry.id], now)
    waits = any(
        isinstance(event, EntrySeated) and event.entry_id == entry.id and event.waits_for_big_blind
        for event in draft.events[since:]
    )
    place = seating_of(draft.state, entry.event_id).seat_of(entry.id)
    if not waits or place is None:
        return text
    table = seating_of(draft.state, entry.event_id).tables[place[0]]
    return translate("app.commands.registration", "{seat}, {first_hand}").fill(
        seat=text, first_hand=first_hand(table, place[1])
    )


def _names_label(action: Phrase, parts: list[Phrase]) -> Phrase:
    """``action`` (with a ``{players}`` field) naming ``parts``, or the first few of many."""
    if len(parts) <= MAX_NAMES_IN_LABEL:
        return action.fill(players=listed(parts))
    shown = translate("app.commands.registration", "{count}: {shown} ...").fill(
        count=nouns.players(len(parts)), shown=listed(parts[:MAX_NAMES_IN_LABEL])
    )
    return action.fill(players=shown)


def _seated(player: str, seat: str | Phrase) -> Phrase:
    return translate("app.commands.registration", "{player} ({seat})").fill(
        player=player, seat=seat
    )


def seated_label(draft: Draft, event_id: int, seated: list[int], now: datetime) -> list[Phrase]:
    """Each of the ``seated`` entries with where they sit: ``Ann (table 1 seat 4)``."""
    entries = draft.state.entries[event_id]
    return [
        _seated(draft.state.players[entries[e].player_id].name, _seat_text(draft, entries[e], now))
        for e in seated
    ]


def _entered(
    draft: Draft,
    ctx: Context,
    event_id: int,
    player: Player,
    *,
    ticket_from: int | None = None,
    qualified_in: int | None = None,
) -> Phrase:
    """Register ``player`` (paid in cash, or by a satellite's or a league's ticket) and
    say where they sit, for the label: ``Ann (table 1 seat 4, ticket)``."""
    since = len(draft.events)
    entry = decide_entry(
        draft,
        event_id,
        player,
        reentry=False,
        now=ctx.now,
        rng=ctx.rng,
        ticket_from=ticket_from,
        qualified_in=qualified_in,
    )
    seat = _seat_text(draft, entry, ctx.now, since)
    if entry.ticketed:
        seat = translate("app.commands.registration", "{seat}, ticket").fill(seat=seat)
    return _seated(player.name, seat)


@dataclass(frozen=True)
class RegisterEntry:
    """Register one or more players in the event, in one group, in the order given:
    each an existing player's id or a ``NewPlayer``; with ``ticket``, each pays with
    the ticket won in that satellite instead of cash (a voucher's code: its one winner)."""

    event_id: int
    entrants: tuple[Entrant, ...]
    ticket: Ticket | None = None  # the ticket that pays the buy-ins

    def run(self, ctx: Context) -> Outcome:
        require_event(ctx.state, self.event_id)
        if not self.entrants:
            raise InvalidInput(
                translate("app.commands.registration", "Name at least one player to register."),
                field="entrants",
            )
        if self.ticket is not None and self.ticket.code and len(self.entrants) > 1:
            raise InvalidInput(
                translate(
                    "app.commands.registration",
                    "Ticket {ticket} is one player's seat: register its winner alone.",
                ).fill(ticket=self.ticket.code),
                field="ticket",
            )
        draft = Draft(ctx.state)
        parts: list[Phrase] = []
        for entrant in self.entrants:
            player = player_for(draft, entrant)
            if self.ticket is not None:
                check_ticket(draft.state, self.ticket, self.event_id, player.id)
            satellite = self.ticket.satellite_id if self.ticket is not None else None
            parts.append(_entered(draft, ctx, self.event_id, player, ticket_from=satellite))
        return Outcome(
            scope=event_scope(self.event_id),
            label=_names_label(translate("app.commands.registration", "Register {players}"), parts),
            events=draft.events,
        )


@dataclass(frozen=True)
class SeatQualifiers:
    """Seat a league season's ``top`` best ranked players in the event (its final),
    each free, with the qualifier's ticket (``domain.league.final``), in one group."""

    event_id: int
    season_id: int
    top: int

    def run(self, ctx: Context) -> Outcome:
        require_event(ctx.state, self.event_id)
        league = ctx.state.league
        season = league.seasons.get(self.season_id)
        if season is None:
            raise InvalidInput(
                translate("app.commands.registration", "No such season."), field="season"
            )
        qualifiers = final_qualifiers(season_standings(league, self.season_id), self.top)
        draft = Draft(ctx.state)
        parts: list[Phrase] = []
        for player_id in qualifiers:
            player = require_player_id(draft.state, player_id)
            parts.append(_entered(draft, ctx, self.event_id, player, qualified_in=self.season_id))
        return Outcome(
            scope=event_scope(self.event_id),
            label=_names_label(
                translate(
                    "app.commands.registration", "Seat the {season} qualifiers: {players}"
                ).fill(season=season.name),
                parts,
            ),
            events=draft.events,
        )


@dataclass(frozen=True)
class ReEnter:
    """A new entry for a player whose every entry has busted (TDA 2024 Rule 8)."""

    event_id: int
    player_id: int

    def run(self, ctx: Context) -> Outcome:
        draft = Draft(ctx.state)
        player = require_player_id(ctx.state, self.player_id)
        entry = decide_entry(draft, self.event_id, player, reentry=True, now=ctx.now, rng=ctx.rng)
        seat = _seat_text(draft, entry, ctx.now)
        label = translate(
            "app.commands.registration", "Re-enter {player} (entry {entry}, {seat})"
        ).fill(player=player.name, entry=entry.entry_number, seat=seat)
        return Outcome(scope=event_scope(self.event_id), label=label, events=draft.events)


@dataclass(frozen=True)
class Rebuy:
    """A rebuy for a seated entry; ``stack``: its chips now, if counted."""

    event_id: int
    entry_id: int
    stack: int | None = None

    def run(self, ctx: Context) -> Outcome:
        _, player = require_playing(ctx.state, self.event_id, self.entry_id)
        event = decide_rebuy(ctx.state, self.event_id, player, now=ctx.now, stack=self.stack)
        label = translate("app.commands.registration", "Rebuy {player} (+{chips} chips)").fill(
            player=player.name, chips=Number(event.chips)
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])


@dataclass(frozen=True)
class AddOn:
    """An add-on for a seated entry."""

    event_id: int
    entry_id: int

    def run(self, ctx: Context) -> Outcome:
        _, player = require_playing(ctx.state, self.event_id, self.entry_id)
        event = decide_addon(ctx.state, self.event_id, player, now=ctx.now)
        label = translate("app.commands.registration", "Add-on {player} (+{chips} chips)").fill(
            player=player.name, chips=Number(event.chips)
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=[event])


@dataclass(frozen=True)
class SeatAlternates:
    """Seat the waiting alternates, first come first served, while seats are free."""

    event_id: int

    def run(self, ctx: Context) -> Outcome:
        draft = Draft(ctx.state)
        seated = decide_seat_alternates(draft, self.event_id, now=ctx.now, rng=ctx.rng)
        label = _names_label(
            translate("app.commands.registration", "Seat alternates {players}"),
            seated_label(draft, self.event_id, seated, ctx.now),
        )
        return Outcome(scope=event_scope(self.event_id), label=label, events=draft.events)


@dataclass(frozen=True)
class CloseFlight:
    """Close a flight: ``stacks`` gives each survivor's bagged chips, by entry id (none:
    the flight's bags); survivors go on to Day 2 with those stacks and fresh seats."""

    event_id: int
    stacks: tuple[tuple[int, int], ...] = field(default=())

    def run(self, ctx: Context) -> Outcome:
        info = require_event(ctx.state, self.event_id)
        counts: dict[int, int] = {}
        for entry_id, chips in self.stacks:
            entry, player = require_playing(ctx.state, self.event_id, entry_id)
            if entry.id in counts:
                raise InvalidInput(
                    translate("app.commands.registration", "{player} has two chip counts.").fill(
                        player=player.name
                    ),
                    field="stacks",
                )
            counts[entry.id] = chips
        names = {p.id: p.name for p in ctx.state.players.values()}
        stacks, source = close_stacks(ctx.state, self.event_id, counts)
        draft = Draft(ctx.state)
        carried = decide_close_flight(
            draft, self.event_id, stacks, now=ctx.now, rng=ctx.rng, names=names
        )
        day2_id = info.settings.flight_of
        assert day2_id is not None  # decide_close_flight refuses an event that is not a flight
        day2 = require_event(ctx.state, day2_id).name
        survivors = counted(
            len(carried),
            translate("app.commands.registration", "{count} survivor"),
            translate("app.commands.registration", "{count} survivors"),
        )
        label = (
            translate(
                "app.commands.registration",
                "Close flight {flight}: {survivors} to {day2} (stacks from the bags)",
            )
            if source == BAGS
            else translate(
                "app.commands.registration",
                "Close flight {flight}: {survivors} to {day2} (stacks typed at the close)",
            )
        ).fill(flight=info.name, survivors=survivors, day2=day2)
        drawn = draw_day_two(draft, day2_id, now=ctx.now, rng=ctx.rng)
        if drawn is not None:
            label = translate(
                "app.commands.registration", "{closed}; {day2} drawn: {players} ({rule})"
            ).fill(
                closed=label,
                day2=day2,
                players=nouns.players(len(drawn.seats)),
                rule=said_rule(drawn),
            )
        return Outcome(scope=event_scope(self.event_id), label=label, events=draft.events)
