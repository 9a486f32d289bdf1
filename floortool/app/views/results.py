"""App layer: an event's results as the floor shows them — place, prize, hits, bounties.

Decides nothing: the places come from ``domain.results.event_results`` under the
event's rulebook, prizes from the event's current payouts (``app.views.payouts``),
bounties from the event's knockout bounty (``domain.results.bounties``), and each row
carries the rule that decided the place, so a shared place or a
stack-ordered double bust says why, and the league points the entry earned
once the event is recorded for a season. ``results_view`` gives a frozen
``ResultsView`` (rows ``ResultRow``, bounty money ``BountyTotals``); ``to_json`` is
each one's one JSON form (``cli.md``: ``results``), for the command line and the web.
A row's level is the level the entry busted in; the winner's, once the
tournament is over, the level it ended in (that of the last bust).
``bust_preview`` says where a bust would place its players by deciding it on a
scratch draft and reading these same results: it repeats no arithmetic.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.app.depends import depends_on
from floortool.app.views.lists import listed
from floortool.app.views.payouts import PrizeView, prize_view
from floortool.domain.field.entries import (
    ACTIVE,
    Entry,
    entry_tally,
    event_entries,
    field_size,
    player_entries,
)
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.ordinals import places as held_places
from floortool.domain.kernel.phrases import Money, Phrase, translate
from floortool.domain.kernel.public_fields import PUBLIC
from floortool.domain.players.records import Player
from floortool.domain.results.eliminations import EventResults
from floortool.domain.results.event_results import Result, event_results, placings_and_prizes
from floortool.domain.results.tournament_end import tournament_winner, winner_name
from floortool.domain.tournament.event import require_event
from floortool.domain.tournament.settings import BOUNTY_MYSTERY

if TYPE_CHECKING:
    from floortool.app.commands.results import BustPlayers


def results_of(
    state: FloorState,
    event_id: int,
    prize: PrizeView | None = None,
    previous: Mapping[int, Result] | None = None,
) -> list[Result]:
    """Every seated entry's result: those still playing first, then by place; each
    place's prize from ``prize`` (the event's prize view, worked out here if not given);
    ``previous`` lends the results that come out equal (``event_results``)."""
    settings = require_event(state, event_id).settings
    mystery = settings.bounty_format == BOUNTY_MYSTERY
    return event_results(
        event_entries(state, event_id),
        state.results.get(event_id, EventResults()),
        rulebook=settings.rulebook,
        one_table=settings.h4h_one_table,
        amount_for=_amount_for(prize if prize is not None else prize_view(state, event_id)),
        bounty=settings.bounty,
        cash_percent=settings.knockout_cash_percent,
        cash_unit=settings.knockout_cash_unit,
        mystery_leftovers=settings.mystery_leftovers if mystery else None,
        final_table_size=settings.final_table_size or settings.seats,
        previous=previous,
    )


def _amount_for(prize: PrizeView) -> Callable[[int], int]:
    payouts = prize.payouts
    return payouts.amount_for if payouts is not None else (lambda _place: 0)


def latest_entry(state: FloorState, event_id: int, player: Player, number: int | None) -> Entry:
    """The player's entry number ``number`` in the event, else their latest."""
    info = require_event(state, event_id)
    entries = player_entries(state, event_id, player.id)
    if number is not None:
        entries = [e for e in entries if e.entry_number == number]
    if not entries:
        raise InvalidInput(
            (
                translate("app.views.results", "{player} has no entry in {event}.")
                if number is None
                else translate("app.views.results", "{player} has no entry {number} in {event}.")
            ).fill(player=player.name, number=number, event=info.name),
            field="name",
        )
    return entries[-1]


def place_text(places: tuple[int, ...]) -> str:
    """``9th``, or ``9th-10th (shared)``."""
    return str(place_said(places))


def place_said(places: tuple[int, ...]) -> Phrase:
    """``place_text`` to be said in the reader's language."""
    if not places:
        return translate("app.views.results", "playing")
    if len(places) == 1:
        return held_places(places)
    return translate("app.views.results", "{places} (shared)").fill(places=held_places(places))


def entry_name(state: FloorState, entry_id: int, entries: Mapping[int, Entry]) -> str:
    """The name of the player of ``entry_id`` (one of ``entries``), else ``entry N``."""
    entry = entries.get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"entry {entry_id}"


def league_points(state: FloorState, event_id: int) -> dict[tuple[int, tuple[int, ...]], float]:
    """League points recorded for this event, by (player, the places that counted);
    empty until the event's results are recorded for a season (``league record``)."""
    for event in state.league.events.values():
        if event.tournament_id == event_id and event.scores:
            return {(s.player_id, s.places): s.points + s.attendance for s in event.scores}
    return {}


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One seated entry's result: still playing (no place) or finished. The public
    pages serve the fields marked ``field(metadata=PUBLIC)``."""

    entry: int = field(metadata=PUBLIC)
    player: str = field(metadata=PUBLIC)
    entry_number: int = field(metadata=PUBLIC)
    place: int | None = field(metadata=PUBLIC)
    places: tuple[int, ...] = field(metadata=PUBLIC)  # every place shared, else just (place,)
    prize_cents: int = field(metadata=PUBLIC)
    hits: int = field(metadata=PUBLIC)
    bounty_cents: int = field(metadata=PUBLIC)
    bounty_unclaimed: bool = field(metadata=PUBLIC)  # eliminated with nobody credited
    points: float | None = field(metadata=PUBLIC)  # league points, once recorded for a season
    rule: str | Phrase = field(metadata=PUBLIC)  # JSON: its English
    correction: str  # the director's reason when they set the place
    signed_out: bool
    level: int | None = field(metadata=PUBLIC)
    at: str | None = field(metadata=PUBLIC)  # ISO-8601 UTC of the bust
    table: int | None
    seat: int | None
    by: tuple[str, ...] = field(metadata=PUBLIC)  # who was credited with the elimination

    @property
    def why(self) -> str | Phrase:
        """Why this place: the director's reason, else the rule that decided it."""
        if not self.correction:
            return self.rule
        set_by = translate("app.views.results", "Set by the director: {reason}")
        return set_by.fill(reason=self.correction)

    def to_json(self) -> dict[str, Any]:
        """The one JSON form of a ``results`` row."""
        return {
            "entry": self.entry,
            "player": self.player,
            "entry_number": self.entry_number,
            "place": self.place,
            "places": list(self.places),
            "prize_cents": self.prize_cents,
            "prize": format_money(self.prize_cents),
            "hits": self.hits,
            "bounty_cents": self.bounty_cents,
            "bounty": format_money(self.bounty_cents),
            "bounty_unclaimed": self.bounty_unclaimed,
            "points": self.points,
            "rule": str(self.rule),
            "correction": self.correction,
            "signed_out": self.signed_out,
            "level": self.level,
            "at": self.at,
            "table": self.table,
            "seat": self.seat,
            "by": list(self.by),
        }


def result_row(
    state: FloorState,
    event_id: int,
    result: Result,
    points: dict[tuple[int, tuple[int, ...]], float] | None = None,
) -> ResultRow:
    entries = event_entries(state, event_id)
    entry = entries[result.entry_id]
    bust = result.bust
    signed_out = result.entry_id in state.results.get(event_id, EventResults()).signed_out
    return ResultRow(
        entry=entry.id,
        player=entry_name(state, entry.id, entries),
        entry_number=entry.entry_number,
        place=result.place,
        places=tuple(result.places),
        prize_cents=result.prize_cents,
        hits=result.hits,
        bounty_cents=result.bounty_cents,
        bounty_unclaimed=result.bounty_unclaimed,
        points=(points or {}).get((entry.player_id, result.places)),
        rule=result.rule,
        correction=result.correction,
        signed_out=signed_out,
        level=bust.level if bust else None,
        at=bust.at if bust else None,
        table=bust.table if bust else None,
        seat=bust.seat if bust else None,
        by=_hitters(state, result, entries),
    )


@dataclass(frozen=True, slots=True)
class BountyTotals:
    """An event's knockout bounty money, in cents: ``each`` entry's bounty, the
    ``total``, what has been ``won``, what is ``unclaimed`` (eliminations credited
    to nobody), what is still ``in_play`` on heads and, in a mystery bounty, what is
    still in the ``pool`` of draws."""

    each_cents: int
    total_cents: int
    won_cents: int
    unclaimed_cents: int
    in_play_cents: int
    pool_cents: int = 0
    mystery: bool = False

    def text(self, *, grouped: bool = True) -> Phrase:
        """``Bounties 20.00 each: 60.00 won, 20.00 unclaimed, 40.00 still in play``
        (``grouped=False``: English amounts without thousands grouped); a mystery
        bounty's ``..., 90.00 left to draw``."""

        def money(cents: int) -> Money:
            return Money(cents, grouped=grouped)

        parts = [translate("app.views.results", "{money} won").fill(money=money(self.won_cents))]
        if self.unclaimed_cents:
            unclaimed = translate("app.views.results", "{money} unclaimed")
            parts.append(unclaimed.fill(money=money(self.unclaimed_cents)))
        if self.in_play_cents:
            in_play = translate("app.views.results", "{money} still in play")
            parts.append(in_play.fill(money=money(self.in_play_cents)))
        if self.pool_cents:
            to_draw = translate("app.views.results", "{money} left to draw")
            parts.append(to_draw.fill(money=money(self.pool_cents)))
        kind = (
            translate("app.views.results", "Mystery bounties {money} each: {parts}")
            if self.mystery
            else translate("app.views.results", "Bounties {money} each: {parts}")
        )
        return kind.fill(money=money(self.each_cents), parts=listed(parts))

    def to_json(self) -> dict[str, Any]:
        """The one JSON form: each amount in cents (``each_cents`` ...) and as text (``each``)."""
        amounts = {
            "each": self.each_cents,
            "total": self.total_cents,
            "won": self.won_cents,
            "unclaimed": self.unclaimed_cents,
            "in_play": self.in_play_cents,
            "pool": self.pool_cents,
        }
        return {
            **{f"{key}_cents": cents for key, cents in amounts.items()},
            **{key: format_money(cents) for key, cents in amounts.items()},
        }


def bounty_totals(
    each: int, results: Sequence[Result], *, mystery: bool = False
) -> BountyTotals | None:
    """The bounty money of an event whose entries carry ``each``; None without bounties.
    In a mystery bounty nothing is on a head: what is not won is in the pool of draws."""
    if not each:
        return None
    total = sum(r.own_bounty_cents for r in results)
    won = sum(r.bounty_cents for r in results)
    in_play = sum(r.on_head_cents for r in results)
    pool = total - won - in_play if mystery else 0
    return BountyTotals(
        each_cents=each,
        total_cents=total,
        won_cents=won,
        unclaimed_cents=total - won - in_play - pool,
        in_play_cents=in_play,
        pool_cents=pool,
        mystery=mystery,
    )


@dataclass(frozen=True, slots=True)
class ResultsView:
    """An event's results: the field, who is still playing, the bounty money, the rows,
    and the winner's name once the tournament is over (``complete``)."""

    event: int
    field: int
    remaining: int
    bounties: BountyTotals | None
    results: tuple[ResultRow, ...]  # those still playing first, then by place
    winner: str | None = None
    # The result each row was made of, row for row: a later view keeps the rows whose
    # results are unchanged (``results_view``'s ``previous``).
    made_of: tuple[Result, ...] = dataclasses.field(default=(), compare=False, repr=False)

    @property
    def complete(self) -> bool:
        return self.winner is not None

    def row(self, entry_id: int) -> ResultRow:
        """The row of ``entry_id``."""
        return next(r for r in self.results if r.entry == entry_id)

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``results --json``)."""
        return {
            "event": self.event,
            "field": self.field,
            "remaining": self.remaining,
            "bounties": None if self.bounties is None else self.bounties.to_json(),
            "results": [row.to_json() for row in self.results],
        }


@depends_on(Subject.RESULTS, Subject.PLAYERS, Subject.LEAGUE, reads=(prize_view,))
def results_view(
    state: FloorState,
    event_id: int,
    prize: PrizeView | None = None,
    previous: ResultsView | None = None,
) -> ResultsView:
    """The results of ``event_id`` as the floor has them now (the prizes from
    ``prize``, the event's prize view, worked out here if not given).

    ``previous``, a view of the event at an earlier revision (``app.memo``), lends
    every row that comes out the same, the same object: after a bust at 10,000
    entrants a few rows are built, and a table showing them can tell by identity
    which changed. The rows are equal to those built afresh either way."""
    info = require_event(state, event_id)
    entries = event_entries(state, event_id)
    points = league_points(state, event_id)
    earlier = previous if previous is not None and previous.event == event_id else None
    lent = {made.entry_id: made for made in earlier.made_of} if earlier is not None else None
    results = results_of(state, event_id, prize, lent)
    winner = winner_name(state, event_id)
    rows = _rows(state, event_id, results, points, earlier)
    return ResultsView(
        event=event_id,
        field=field_size(entries),
        remaining=entry_tally(entries).count(ACTIVE),
        bounties=bounty_totals(
            info.settings.bounty, results, mystery=info.settings.bounty_format == BOUNTY_MYSTERY
        ),
        results=_winner_level(state, event_id, rows) if winner is not None else rows,
        winner=winner,
        made_of=tuple(results),
    )


def _rows(
    state: FloorState,
    event_id: int,
    results: list[Result],
    points: dict[tuple[int, tuple[int, ...]], float],
    previous: ResultsView | None,
) -> tuple[ResultRow, ...]:
    """Each result's row: ``previous``'s (this event's view) where it was made of the very
    same result (``event_results`` lends the equal ones) and its player's name, entry
    number, signing out, points and hitters' names are the same; none from a finished
    tournament's view, whose winner's level was set apart (``_winner_level``)."""
    lent: dict[int, ResultRow] = {}  # by the id of the result the row was made of
    if previous is not None and previous.winner is None:
        pairs = zip(previous.made_of, previous.results, strict=True)
        lent = {id(made): row for made, row in pairs}
    entries = event_entries(state, event_id)
    entry_of = dict(entries.items())  # looked up once a row: a plain dict answers quicker
    players = state.players
    signed_out = state.results.get(event_id, EventResults()).signed_out
    rows = []
    for result in results:
        row = lent.get(id(result))
        if row is not None:
            entry = entry_of[result.entry_id]
            player = players.get(entry.player_id)
            if (
                player is not None
                and row.player == player.name
                and row.entry_number == entry.entry_number
                and row.signed_out == (entry.id in signed_out)
                and row.points == (points.get((entry.player_id, result.places)) if points else None)
                and (not row.by or row.by == _hitters(state, result, entries))
            ):
                rows.append(row)
                continue
        rows.append(result_row(state, event_id, result, points))
    return tuple(rows)


def _hitters(state: FloorState, result: Result, entries: Mapping[int, Entry]) -> tuple[str, ...]:
    """The names of those credited with ``result``'s elimination."""
    bust = result.bust
    return tuple(entry_name(state, e, entries) for e in bust.by) if bust else ()


def _winner_level(
    state: FloorState, event_id: int, rows: tuple[ResultRow, ...]
) -> tuple[ResultRow, ...]:
    """``rows`` with the winner's level: the level of the last bust, which ended the
    tournament (the winner never busted)."""
    busts = state.results.get(event_id, EventResults()).eliminations
    winner = tournament_winner(state, event_id)
    if not busts or winner is None:
        return rows
    ended = busts[-1].level
    return tuple(replace(row, level=ended) if row.entry == winner else row for row in rows)


@dataclass(frozen=True, slots=True)
class BustPlacing:
    """Where one entry of a previewed bust finishes (every place it shares), the rule
    that decided it, and its prize."""

    entry_id: int
    places: tuple[int, ...]
    rule: str | Phrase
    prize_cents: int


def dry_run(state: FloorState, bust: BustPlayers, *, now: datetime) -> FloorState:
    """The floor as it would be after ``bust``, decided on a scratch draft as the bust
    itself decides it (refused as it would be refused); nothing is recorded.

    The commands load here, at the first preview, not with the views: the window's
    room display reads results and bounties at its start (``tests/ui/test_lazy_pages.py``)."""
    from floortool.app.commands.base import Context

    draft, _ = bust.decide(Context(state=state, group=0, now=now, rng=random.Random(0)))
    return draft.state


def bust_preview(state: FloorState, bust: BustPlayers, *, now: datetime) -> list[BustPlacing]:
    """Where the entries of ``bust`` would finish and for what prize, best place first:
    a dry run of the bust itself (``BustPlayers.decide`` on a scratch draft), placed and
    paid by what places and pays every result (``placings_and_prizes``), so the preview
    and the recorded outcome cannot differ.

    Refused as the bust would be (``FloorError``); nothing is recorded. The
    alternates the bust would seat are drawn with a throwaway random source: they
    change the field and the prize pool, never who they are.
    """
    after, event_id = dry_run(state, bust, now=now), bust.event_id
    settings = require_event(after, event_id).settings
    placings, prizes = placings_and_prizes(
        event_entries(after, event_id),
        after.results[event_id],
        rulebook=settings.rulebook,
        one_table=settings.h4h_one_table,
        amount_for=_amount_for(prize_view(after, event_id)),
    )
    shown = sorted(bust.entries, key=lambda entry: (placings[entry].place, entry))
    return [
        BustPlacing(entry, placings[entry].places, placings[entry].rule, prizes[entry])
        for entry in shown
    ]
