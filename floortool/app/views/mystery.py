"""App layer: a mystery bounty as the floor has it — whether a bust draws now, the
set of prizes and the draws left.

Decides nothing: when an elimination draws, what the set of prizes is and who
won what come from ``domain.results.mystery`` and ``domain.prize.mystery_prizes``;
this reads the inputs they need from the floor (the level the clock is in, the
places the payouts pay, whether late registration is still open, the bounty pool,
the distribution the director set) and gives ``mystery_draws``, the draws a bust
takes (``app.commands.results.BustPlayers``), ``MysteryView`` for ``payouts
mystery show`` and ``payouts show --json``, and ``mystery_preview``, the bust
desk's line ("draws a mystery bounty", "no bounty before level 6").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.views.payouts import prize_settings, prize_view
from floortool.domain.field.entries import ACTIVE, WAITING, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.plurals import plural
from floortool.domain.prize.mystery_prizes import (
    MysteryDistribution,
    parse_distribution,
    resolve_prizes,
)
from floortool.domain.registration.late_entry import window_open
from floortool.domain.results.bounties import entry_bounty
from floortool.domain.results.eliminations import EventResults
from floortool.domain.results.mystery import (
    MysteryDraws,
    draw_refusal,
    prize_set,
    prizes_left,
)
from floortool.domain.results.tournament_end import tournament_winner
from floortool.domain.structure.moment import level_at, moment_of
from floortool.domain.tournament.event import require_event
from floortool.domain.tournament.settings import BOUNTY_MYSTERY, MYSTERY_LEFTOVERS


def is_mystery(state: FloorState, event_id: int) -> bool:
    """Whether ``event_id`` runs a mystery bounty (a bounty, in the mystery format)."""
    settings = require_event(state, event_id).settings
    return bool(settings.bounty) and settings.bounty_format == BOUNTY_MYSTERY


def bounty_pool(state: FloorState, event_id: int) -> int:
    """The bounty money every seated entry brought, in cents: the pool of draws."""
    bounty = require_event(state, event_id).settings.bounty
    entries = event_entries(state, event_id).values()
    return sum(entry_bounty(e, bounty) for e in entries if e.status != WAITING)


def _players_left(state: FloorState, event_id: int) -> int:
    return sum(1 for e in event_entries(state, event_id).values() if e.status == ACTIVE)


def draw_refusal_now(state: FloorState, event_id: int, now: datetime) -> str:
    """Why an elimination in ``event_id`` at ``now`` draws no mystery prize ("" when it
    draws): the moment not reached yet, or late registration still open."""
    settings = require_event(state, event_id).settings
    structure = state.structures.get(event_id)
    moment = moment_of(state, event_id, now)
    close = settings.late_reg_close_level
    payouts = prize_view(state, event_id).payouts
    return draw_refusal(
        from_level=settings.mystery_from_level,
        level=level_at(structure, moment) if structure else None,
        players_left=_players_left(state, event_id),
        paid_places=len(payouts.paid) if payouts else 0,
        late_reg_open=structure is not None
        and close is not None
        and window_open(structure, moment, close),
    )


def mystery_draws(state: FloorState, event_id: int, now: datetime) -> MysteryDraws | None:
    """The draws a bust in ``event_id`` at ``now`` takes from (None when it draws none).
    The first draw fixes the set of prizes: refused (``FloorError``) when the
    distribution does not total the bounty pool."""
    if not is_mystery(state, event_id) or draw_refusal_now(state, event_id, now):
        return None
    eliminations = state.results.get(event_id, EventResults()).eliminations
    if prize_set(eliminations) is not None:
        return MysteryDraws(left=prizes_left(eliminations))
    prizes = _prizes_now(state, event_id)
    return MysteryDraws(left=list(prizes), fixing=prizes)


def _prizes_now(
    state: FloorState, event_id: int, distribution: MysteryDistribution | None = None
) -> tuple[int, ...]:
    """The set of prizes as it would be fixed now: one draw per player in the draws
    (those left now; when the draws start in the money, no more than it pays)."""
    if distribution is None:
        distribution = parse_distribution(prize_settings(state, event_id).mystery_prizes)
    players = _players_left(state, event_id)
    if require_event(state, event_id).settings.mystery_from_level is None:
        payouts = prize_view(state, event_id).payouts
        players = min(players, len(payouts.paid) if payouts else players)
    return resolve_prizes(distribution, pool_cents=bounty_pool(state, event_id), players=players)


def check_mystery_prizes(state: FloorState, event_id: int, text: str, now: datetime) -> str:
    """``text`` as the event's new mystery prizes, in their one written form. Refused
    once the first draw has fixed the set, and, once late registration has closed (the
    pool is whole), when they do not total the pool."""
    distribution = parse_distribution(text)
    eliminations = state.results.get(event_id, EventResults()).eliminations
    if prize_set(eliminations) is not None:
        raise InvalidInput(
            translate(
                "app.views.mystery",
                "The first mystery draw has fixed the prizes: undo it to change them.",
            ),
            field="mystery_prizes",
        )
    settings = require_event(state, event_id).settings
    structure = state.structures.get(event_id)
    close = settings.late_reg_close_level
    closed = (
        structure is not None
        and close is not None
        and not window_open(structure, moment_of(state, event_id, now), close)
    )
    if closed:
        _prizes_now(state, event_id, distribution)
    return distribution.text()


@dataclass(frozen=True, slots=True)
class MysteryView:
    """An event's mystery bounty: the distribution as written, the pool, when the
    draws start and where the draws left go, the set of prizes (``prizes``, empty
    until the first draw fixes it; ``planned`` is the set as it would be fixed now,
    or ``problem`` why it cannot be) and the prizes not drawn yet (``left``)."""

    distribution: str
    pool_cents: int
    from_level: int | None
    leftovers: str
    prizes: tuple[int, ...]
    left: tuple[int, ...]
    planned: tuple[int, ...]
    problem: str
    over: bool = False  # the tournament has its winner: what was left has gone

    def left_text(self) -> str:
        """``Left to draw: 1 x 150.00, 5 x 30.00`` (before the first draw, the prizes as
        they would be fixed now); "" when there are none."""
        left = self.left if self.prizes else self.planned
        return f"Left to draw: {_prize_text(left)}" if left else ""

    @property
    def start_text(self) -> str:
        return f"from level {self.from_level}" if self.from_level else "in the money"

    def lines(self) -> list[str]:
        """The view as the command line prints it."""
        lines = [
            f"Mystery prizes: {self.distribution}",
            (
                f"Bounty pool {format_money(self.pool_cents)}; draws {self.start_text}; "
                f"draws left at the end are {MYSTERY_LEFTOVERS[self.leftovers]}."
            ),
        ]
        if self.prizes:
            lines.append(f"Prizes (fixed): {_prize_text(self.prizes)}")
            left = _prize_text(self.left) or "none"
            if self.over:
                lines.append(f"Left at the end: {left}, {MYSTERY_LEFTOVERS[self.leftovers]}.")
            else:
                lines.append(f"Left to draw: {left}")
        elif self.problem:
            lines.append(f"Cannot be fixed now: {self.problem}")
        else:
            lines.append(f"Prizes if fixed now: {_prize_text(self.planned)}")
        return lines

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``payouts mystery show``, ``payouts show``'s ``"mystery"``)."""
        return {
            "distribution": self.distribution,
            "pool_cents": self.pool_cents,
            "from_level": self.from_level,
            "leftovers": self.leftovers,
            "fixed": bool(self.prizes),
            "prizes_cents": list(self.prizes or self.planned),
            "left_cents": list(self.left),
            "problem": self.problem,
            "over": self.over,
        }


def _prize_text(prizes: Sequence[int]) -> str:
    """``1 x 400.00, 3 x 100.00``: the prizes grouped by amount, largest first."""
    counts: dict[int, int] = {}
    for cents in prizes:
        counts[cents] = counts.get(cents, 0) + 1
    return ", ".join(f"{n} x {format_money(c)}" for c, n in sorted(counts.items(), reverse=True))


@depends_on(Subject.EVENT, Subject.FIELD, Subject.RESULTS, Subject.PRIZE)
def mystery_view(state: FloorState, event_id: int) -> MysteryView | None:
    """The mystery bounty of ``event_id``; None when the event runs none."""
    if not is_mystery(state, event_id):
        return None
    settings = require_event(state, event_id).settings
    eliminations = state.results.get(event_id, EventResults()).eliminations
    fixed = prize_set(eliminations) or ()
    planned: tuple[int, ...] = ()
    problem = ""
    if not fixed:
        try:
            planned = _prizes_now(state, event_id)
        except FloorError as exc:
            problem = str(exc)
    return MysteryView(
        distribution=parse_distribution(prize_settings(state, event_id).mystery_prizes).text(),
        pool_cents=bounty_pool(state, event_id),
        from_level=settings.mystery_from_level,
        leftovers=settings.mystery_leftovers,
        prizes=fixed,
        left=tuple(prizes_left(eliminations)),
        planned=planned,
        problem=problem,
        over=tournament_winner(state, event_id) is not None,
    )


def mystery_preview(
    state: FloorState, event_id: int, *, busting: int, hitters: Sequence[int], now: datetime
) -> str | None:
    """The bust desk's line for ``busting`` players out on one hand credited to the
    entries ``hitters``: who draws, or why nobody does; None outside a mystery bounty."""
    if not is_mystery(state, event_id):
        return None
    refusal = draw_refusal_now(state, event_id, now)
    if refusal:
        return refusal[:1].upper() + refusal[1:] + " (the bounty stays in the draws)"
    if not hitters:
        return "Nobody credited: no mystery bounty is drawn"
    entries = event_entries(state, event_id)
    who = " and ".join(
        state.players[entries[e].player_id].name if e in entries else f"entry {e}" for e in hitters
    )
    draws = (
        "a mystery bounty"
        if busting == 1
        else plural(busting, "mystery bounty", "mystery bounties")
    )
    verb = "draws" if len(hitters) == 1 else "draw"
    split = "" if len(hitters) == 1 else ", split between them"
    return f"{who} {verb} {draws}{split}"
