"""App layer: each entry's knockout bounty as the floor shows it — on its head and won.

Decides nothing: the money comes from the event's results
(``app.views.results.results_of``, worked out by ``domain.results.bounties`` from
the recorded eliminations), so an undone bust takes its bounty back. In a
progressive knockout the bounty on a head grows as its player knocks others
out; in a fixed one it stays the starting bounty until the entry busts.
``BountyView.to_json`` is the ``"bounties"`` list of ``payouts show --json``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.app.depends import depends_on
from floortool.app.views.results import entry_name, results_of
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import require_event


@dataclass(frozen=True, slots=True)
class EntryBounty:
    """One seated entry's bounty money, in cents: now on its head, and won so far."""

    entry: int
    player: str
    on_head_cents: int
    won_cents: int


@dataclass(frozen=True, slots=True)
class BountyView:
    """Every seated entry's bounty (none when the event has no bounty), those still
    playing first, then by place."""

    rows: tuple[EntryBounty, ...]

    def on_head(self, entry_id: int) -> int:
        """The bounty (cents) on ``entry_id``'s head now; 0 for an entry not listed."""
        return next((r.on_head_cents for r in self.rows if r.entry == entry_id), 0)

    def to_json(self) -> list[dict[str, Any]]:
        """``[{"entry", "player", "on_head_cents", "won_cents"}, ...]``."""
        return [
            {
                "entry": r.entry,
                "player": r.player,
                "on_head_cents": r.on_head_cents,
                "won_cents": r.won_cents,
            }
            for r in self.rows
        ]


@depends_on(Subject.EVENT, Subject.FIELD, Subject.RESULTS, Subject.PLAYERS, Subject.PRIZE)
def bounty_view(state: FloorState, event_id: int) -> BountyView:
    """The bounties of ``event_id`` as the floor has them now."""
    if not require_event(state, event_id).settings.bounty:
        return BountyView(rows=())
    entries = event_entries(state, event_id)
    return BountyView(
        rows=tuple(
            EntryBounty(
                entry=result.entry_id,
                player=entry_name(state, result.entry_id, entries),
                on_head_cents=result.on_head_cents,
                won_cents=result.bounty_cents,
            )
            for result in results_of(state, event_id)
        )
    )
