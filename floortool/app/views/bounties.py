"""App layer: each entry's knockout bounty as the floor shows it — on its head and won.

Decides nothing: the money comes from the event's results
(``app.views.results.results_of``, worked out by ``domain.results.bounties`` from
the recorded eliminations), so an undone bust takes its bounty back. In a
progressive knockout the bounty on a head grows as its player knocks others
out; in a fixed one it stays the starting bounty until the entry busts; in a
mystery bounty nothing is on a head and each entry's draws are listed.
``BountyView.to_json`` is the ``"bounties"`` list of ``payouts show --json``;
``eliminator_wins`` is what the bust desk's preview says each eliminator wins (the
one credited and those who split the pot with them), read from these same bounties
after a dry run of the bust.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.app.depends import depends_on
from floortool.app.views.mystery import is_mystery
from floortool.app.views.payouts import PrizeView
from floortool.app.views.results import dry_run, entry_name, results_of
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.results.eliminations import EventResults
from floortool.domain.results.mystery import draws_of
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:  # the window's start draws bounties and must not load the commands
    from floortool.app.commands.results import BustPlayers


@dataclass(frozen=True, slots=True)
class EntryBounty:
    """One seated entry's bounty money, in cents: now on its head, and won so far."""

    entry: int
    player: str
    on_head_cents: int
    won_cents: int
    draws: tuple[int, ...] | None = None  # a mystery bounty: the prizes it drew (whole)


@dataclass(frozen=True, slots=True)
class BountyView:
    """Every seated entry's bounty (none when the event has no bounty), those still
    playing first, then by place."""

    rows: tuple[EntryBounty, ...]

    def heads(self) -> list[EntryBounty]:
        """The entries with a bounty on their head (those still in play), biggest first."""
        return sorted(
            (r for r in self.rows if r.on_head_cents), key=lambda r: (-r.on_head_cents, r.entry)
        )

    def of(self, entry_id: int) -> EntryBounty | None:
        """The row of ``entry_id``, if listed."""
        return next((r for r in self.rows if r.entry == entry_id), None)

    def to_json(self) -> list[dict[str, Any]]:
        """``[{"entry", "player", "on_head_cents", "won_cents"}, ...]``; in a mystery
        bounty also ``"draws_cents"``, the prizes each entry drew (a split one whole)."""
        return [
            {
                "entry": r.entry,
                "player": r.player,
                "on_head_cents": r.on_head_cents,
                "won_cents": r.won_cents,
                **({} if r.draws is None else {"draws_cents": list(r.draws)}),
            }
            for r in self.rows
        ]


@depends_on(Subject.EVENT, Subject.FIELD, Subject.RESULTS, Subject.PLAYERS, Subject.PRIZE)
def bounty_view(state: FloorState, event_id: int, prize: PrizeView | None = None) -> BountyView:
    """The bounties of ``event_id`` as the floor has them now (on ``prize``, the event's
    prize view, when the caller has it already)."""
    if not require_event(state, event_id).settings.bounty:
        return BountyView(rows=())
    entries = event_entries(state, event_id)
    draws = (
        draws_of(state.results.get(event_id, EventResults()).eliminations)
        if is_mystery(state, event_id)
        else None
    )
    return BountyView(
        rows=tuple(
            EntryBounty(
                entry=result.entry_id,
                player=entry_name(state, result.entry_id, entries),
                on_head_cents=result.on_head_cents,
                won_cents=result.bounty_cents,
                draws=None if draws is None else tuple(draws.get(result.entry_id, ())),
            )
            for result in results_of(state, event_id, prize)
        )
    )


@dataclass(frozen=True, slots=True)
class BountyWin:
    """What a bust pays its eliminator (``player``), in cents: ``won`` (their own
    bounty too when the bust ends the tournament) and the bounty on their head afterwards."""

    player: str
    won_cents: int
    on_head_cents: int


def eliminator_wins(
    state: FloorState, bust: BustPlayers, *, now: datetime
) -> tuple[BountyWin, ...]:
    """What ``bust`` would pay each entry it credits (``bust.by``, then
    ``bust.split_with``); none without a hitter or a bounty, and none in a mystery
    bounty (the draw is not made before the bust: ``app.views.mystery.mystery_preview``
    says who draws and what is left to draw). Refused as the bust would be
    (``FloorError``); nothing is recorded."""
    if (
        bust.by is None
        or not require_event(state, bust.event_id).settings.bounty
        or is_mystery(state, bust.event_id)
    ):
        return ()
    before = bounty_view(state, bust.event_id)
    after = bounty_view(dry_run(state, bust, now=now), bust.event_id)
    wins = []
    for hitter in dict.fromkeys((bust.by, *bust.split_with)):
        now_row, then_row = after.of(hitter), before.of(hitter)
        if now_row is None:
            continue
        wins.append(
            BountyWin(
                player=now_row.player,
                won_cents=now_row.won_cents - (then_row.won_cents if then_row else 0),
                on_head_cents=now_row.on_head_cents,
            )
        )
    return tuple(wins)
