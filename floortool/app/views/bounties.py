"""App layer: each entry's knockout bounty as the floor shows it — on its head and won.

Decides nothing: the money comes from the event's results
(``app.views.results.results_of``, worked out by ``domain.results.bounties`` from
the recorded eliminations), so an undone bust takes its bounty back. In a
progressive knockout the bounty on a head grows as its player knocks others
out; in a fixed one it stays the starting bounty until the entry busts; in a
mystery bounty nothing is on a head and each entry's draws are listed.
``BountyView.to_json`` is the ``"bounties"`` list of ``payouts show --json``;
``eliminator_wins`` is what the bust desk's preview says the eliminator wins, read
from these same bounties after a dry run of the bust.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from floortool.app.commands.results import BustPlayers
from floortool.app.depends import depends_on
from floortool.app.views.mystery import is_mystery
from floortool.app.views.results import dry_run, entry_name, results_of
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.results.eliminations import EventResults
from floortool.domain.results.mystery import draws_of
from floortool.domain.tournament.event import require_event


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
def bounty_view(state: FloorState, event_id: int) -> BountyView:
    """The bounties of ``event_id`` as the floor has them now."""
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
            for result in results_of(state, event_id)
        )
    )


@dataclass(frozen=True, slots=True)
class BountyWin:
    """What a bust pays its eliminator (``player``), in cents: ``won`` (their own
    bounty too when the bust ends the tournament) and the bounty on their head afterwards."""

    player: str
    won_cents: int
    on_head_cents: int


def eliminator_wins(state: FloorState, bust: BustPlayers, *, now: datetime) -> BountyWin | None:
    """What ``bust`` would pay the entry it credits (``bust.by``); None without a hitter
    or a bounty, and in a mystery bounty (the draw is not made before the bust:
    ``app.views.mystery.mystery_preview`` says what happens). Refused as the bust
    would be (``FloorError``); nothing is recorded."""
    if (
        bust.by is None
        or not require_event(state, bust.event_id).settings.bounty
        or is_mystery(state, bust.event_id)
    ):
        return None
    before = bounty_view(state, bust.event_id).of(bust.by)
    after = bounty_view(dry_run(state, bust, now=now), bust.event_id).of(bust.by)
    if after is None:
        return None
    won_before = before.won_cents if before is not None else 0
    return BountyWin(
        player=after.player,
        won_cents=after.won_cents - won_before,
        on_head_cents=after.on_head_cents,
    )
