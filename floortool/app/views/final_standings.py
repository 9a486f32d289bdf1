"""App layer: how the night ended — the winner and the final places with their prizes.

``final_standings`` gives a frozen ``FinalStandings`` once the tournament is
over (``domain.results.tournament_end``: the last bust left one player), None
while it is being played. The places and prizes are those of the results
(``app.views.results``): every place that pays, and at least the top
``AT_LEAST`` places when few or none pay. Shared places are listed as they
are shared (``9th-10th``), each player on a line of their own.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.views.results import place_text, results_view
from floortool.domain.fold.state import FloorState
from floortool.domain.results.tournament_end import tournament_winner
from floortool.domain.tournament.event import require_event

#: Places listed even when they pay nothing (a winner-takes-all night still has a 2nd).
AT_LEAST = 3


@dataclass(frozen=True, slots=True)
class FinalPlace:
    """One finished player: the place(s) held, the name and the prize in cents."""

    places: tuple[int, ...]
    player: str
    prize_cents: int

    @property
    def place_text(self) -> str:
        """``2nd``, or ``9th-10th`` for a shared place."""
        return place_text(self.places).removesuffix(" (shared)")


@dataclass(frozen=True, slots=True)
class FinalStandings:
    """The end of one event: its name and field, and the places from 1st on."""

    event_name: str
    field: int
    places: tuple[FinalPlace, ...]  # 1st first: the winner

    @property
    def winner(self) -> FinalPlace:
        return self.places[0]


def final_standings(state: FloorState, event_id: int) -> FinalStandings | None:
    """How ``event_id`` ended, or None while it is still being played."""
    if tournament_winner(state, event_id) is None:
        return None
    view = results_view(state, event_id)
    placed = sorted((r for r in view.results if r.place is not None), key=lambda r: r.places)
    listed = [
        FinalPlace(r.places, r.player, r.prize_cents)
        for n, r in enumerate(placed)
        if r.prize_cents or n < AT_LEAST
    ]
    return FinalStandings(
        event_name=require_event(state, event_id).name, field=view.field, places=tuple(listed)
    )
