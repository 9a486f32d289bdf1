"""App layer: a finished tournament's results in the form the league scores.

Reads the event's results as the results page shows them
(``app.views.results.results_of``: places from the eliminations under the
event's rulebook, corrections, prizes from the payouts, hits, the knockout
bounties each entry collected, the winner's own included) and the entries
(rebuys, add-ons), and gives the league's ``EventResult``: ``entries`` is the
field (every seated entry, re-entries included), ``players`` the distinct
players, ``itm`` the places the payouts pay. An entry eliminated without a
recorded sign-out is ``signed_out=False`` (house amendment A-16; the winner
is never eliminated). Refused while anyone is still playing.
"""

from __future__ import annotations

from floortool.app.views.payouts import prize_view
from floortool.app.views.results import results_of
from floortool.domain.field.entries import event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import counted, translate
from floortool.domain.results.eliminations import EventResults
from floortool.domain.results.finishes import EventResult, Finish
from floortool.domain.tournament.event import require_event


def tournament_result(state: FloorState, event_id: int) -> EventResult:
    """The league's view of how event ``event_id`` ended."""
    info = require_event(state, event_id)
    rows = results_of(state, event_id)
    if not rows:
        raise InvalidInput(
            translate("app.league_results", "{event} has no results: nobody played.").fill(
                event=info.name
            ),
            code="not_finished",
        )
    playing = [r for r in rows if not r.places]
    if playing:
        raise InvalidInput(
            counted(
                len(playing),
                translate(
                    "app.league_results", "{event} is not over: {count} entry has no place yet."
                ),
                translate(
                    "app.league_results", "{event} is not over: {count} entries have no place yet."
                ),
            ).fill(event=info.name),
            code="not_finished",
        )
    entries = event_entries(state, event_id)
    signed = state.results.get(event_id, EventResults()).signed_out
    payouts = prize_view(state, event_id).payouts
    finishes = tuple(
        Finish(
            player_id=entries[r.entry_id].player_id,
            places=r.places,
            entry_number=entries[r.entry_id].entry_number,
            prize=r.prize_cents,
            hits=r.hits,
            bounty=r.bounty_cents,
            rebuys=len(entries[r.entry_id].rebuys),
            addons=len(entries[r.entry_id].addons),
            signed_out=r.bust is None or r.entry_id in signed,
        )
        for r in rows
    )
    return EventResult(
        entries=len(rows),
        players=len({f.player_id for f in finishes}),
        buy_in=info.settings.buy_in,
        itm=payouts.places if payouts is not None else 0,
        finishes=finishes,
    )
