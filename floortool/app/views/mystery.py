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
from floortool.app.views.lists import listed
from floortool.app.views.payouts import prize_settings, prize_view
from floortool.domain.field.entries import ACTIVE, WAITING, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import Money, Number, Phrase, counted, translate
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


def draw_refusal_now(state: FloorState, event_id: int, now: datetime) -> Phrase | None:
    """Why an elimination in ``event_id`` at ``now`` draws no mystery prize (None when it
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
    problem: str | Phrase  # the refusal's words ("" when it can be fixed); English in JSON
    over: bool = False  # the tournament has its winner: what was left has gone

    def left_text(self) -> Phrase | None:
        """``Left to draw: 1 x 150.00, 5 x 30.00`` (before the first draw, the prizes as
        they would be fixed now); None when there are none."""
        left = self.left if self.prizes else self.planned
        return _LEFT_TO_DRAW.fill(prizes=_prize_text(left)) if left else None

    @property
    def start_text(self) -> Phrase:
        if self.from_level:
            return translate("app.views.mystery", "from level {level}").fill(level=self.from_level)
        return translate("app.views.mystery", "in the money")

    def lines(self) -> list[str | Phrase]:
        """The view as the command line prints it."""
        leftovers = MYSTERY_LEFTOVERS[self.leftovers]
        lines: list[str | Phrase] = [
            translate("app.views.mystery", "Mystery prizes: {distribution}").fill(
                distribution=self.distribution
            ),
            translate(
                "app.views.mystery",
                "Bounty pool {pool}; draws {start}; draws left at the end are {leftovers}.",
            ).fill(
                pool=Money(self.pool_cents, grouped=False),
                start=self.start_text,
                leftovers=leftovers,
            ),
        ]
        if self.prizes:
            fixed = translate("app.views.mystery", "Prizes (fixed): {prizes}")
            lines.append(fixed.fill(prizes=_prize_text(self.prizes)))
            left = _prize_text(self.left) if self.left else translate("app.views.mystery", "none")
            if self.over:
                at_end = translate("app.views.mystery", "Left at the end: {left}, {leftovers}.")
                lines.append(at_end.fill(left=left, leftovers=leftovers))
            else:
                lines.append(_LEFT_TO_DRAW.fill(prizes=left))
        elif self.problem:
            not_now = translate("app.views.mystery", "Cannot be fixed now: {problem}")
            lines.append(not_now.fill(problem=self.problem))
        else:
            if_now = translate("app.views.mystery", "Prizes if fixed now: {prizes}")
            lines.append(if_now.fill(prizes=_prize_text(self.planned)))
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
            "problem": str(self.problem),
            "over": self.over,
        }


_LEFT_TO_DRAW = translate("app.views.mystery", "Left to draw: {prizes}")


def _prize_text(prizes: Sequence[int]) -> Phrase:
    """``1 x 400.00, 3 x 100.00``: the prizes grouped by amount, largest first (at
    least one)."""
    counts: dict[int, int] = {}
    for cents in prizes:
        counts[cents] = counts.get(cents, 0) + 1
    each = translate("app.views.mystery", "{count} x {amount}")
    return listed(
        [
            each.fill(count=Number(n), amount=Money(c, grouped=False))
            for c, n in sorted(counts.items(), reverse=True)
        ]
    )


@depends_on(Subject.EVENT, Subject.FIELD, Subject.RESULTS, Subject.PRIZE)
def mystery_view(state: FloorState, event_id: int) -> MysteryView | None:
    """The mystery bounty of ``event_id``; None when the event runs none."""
    if not is_mystery(state, event_id):
        return None
    settings = require_event(state, event_id).settings
    eliminations = state.results.get(event_id, EventResults()).eliminations
    fixed = prize_set(eliminations) or ()
    planned: tuple[int, ...] = ()
    problem: str | Phrase = ""
    if not fixed:
        try:
            planned = _prizes_now(state, event_id)
        except FloorError as exc:
            problem = exc.phrase
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
) -> Phrase | None:
    """The bust desk's line for ``busting`` players out on one hand credited to the
    entries ``hitters``: who draws, or why nobody does; None outside a mystery bounty."""
    if not is_mystery(state, event_id):
        return None
    refusal = draw_refusal_now(state, event_id, now)
    if refusal is not None:
        stays = translate("app.views.mystery", "{refusal} (the bounty stays in the draws)")
        return stays.fill(refusal=refusal)
    if not hitters:
        return translate("app.views.mystery", "Nobody credited: no mystery bounty is drawn")
    entries = event_entries(state, event_id)
    who = " and ".join(
        state.players[entries[e].player_id].name if e in entries else f"entry {e}" for e in hitters
    )
    if len(hitters) == 1:
        return translate("app.views.mystery", "{who} draws {draws}").fill(
            who=who, draws=_mystery_bounties(busting)
        )
    return translate("app.views.mystery", "{who} draw {draws}, split between them").fill(
        who=who, draws=_mystery_bounties(busting)
    )


def _mystery_bounties(count: int) -> Phrase:
    """``a mystery bounty``, ``2 mystery bounties``."""
    if count == 1:
        return translate("app.views.mystery", "a mystery bounty")
    return counted(
        count,
        translate("app.views.mystery", "{count} mystery bounty"),
        translate("app.views.mystery", "{count} mystery bounties"),
    )
