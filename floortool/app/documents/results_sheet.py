"""App layer: the results sheet to print — the finished entries, best place first,
from ``app.views.results.results_view``, with the bounty money in the summary of
a knockout event.

Entries still playing are left off (a sheet on the wall lists who finished
where; the summary says how many are still in), so the sheet printed at the
end of the night is the whole result. Refused while nobody has finished.
"""

from __future__ import annotations

from floortool.app.views.results import ResultRow, results_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.money import format_money_grouped
from floortool.domain.kernel.phrases import translate
from floortool.domain.prize.payouts import ordinal
from floortool.reports.results_sheet import ResultLine, ResultsSheet

SEP = "  \u00b7  "


def places_text(places: tuple[int, ...]) -> str:
    """``9th``, or ``9th-10th`` for shared places."""
    return "-".join(ordinal(p) for p in dict.fromkeys((places[0], places[-1])))


def _line(row: ResultRow) -> ResultLine:
    return ResultLine(
        place=places_text(row.places),
        player=row.player,
        entry_number=row.entry_number,
        prize_cents=row.prize_cents,
        bounty_cents=row.bounty_cents,
        bounty_unclaimed=row.bounty_unclaimed,
        points=row.points,
        hits=row.hits,
        by=row.by,
        level=row.level,
        signed_out=row.signed_out,
        why=row.why,
    )


def results_sheet(state: FloorState, event_id: int) -> ResultsSheet:
    view = results_view(state, event_id)
    finished = [row for row in view.results if row.place is not None]
    if not finished:
        raise FloorError(
            translate(
                "app.documents.results_sheet", "Nobody has finished yet: bust players first."
            ),
            code="nothing_to_print",
        )
    field, playing = view.field, len(view.results) - len(finished)
    parts = [f"Field {field:,}"]
    if playing:
        parts += [f"{field - playing:,} out", f"{playing:,} still playing, listed once they finish"]
    else:
        parts.append("final results")
    if view.bounties is not None:
        parts.append(view.bounties.text(format_money_grouped))
    return ResultsSheet(summary=SEP.join(parts) + ".", lines=tuple(_line(r) for r in finished))
