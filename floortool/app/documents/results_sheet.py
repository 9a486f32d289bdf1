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
from floortool.domain.kernel.ordinals import places
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.reports.results_sheet import ResultLine, ResultsSheet


def _line(row: ResultRow) -> ResultLine:
    return ResultLine(
        place=places(row.places),
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
    parts: list[str | Phrase] = [
        translate("app.documents.results_sheet", "Field {count}").fill(count=Number(field))
    ]
    if playing:
        parts += [
            translate("app.documents.results_sheet", "{count} out").fill(
                count=Number(field - playing)
            ),
            translate(
                "app.documents.results_sheet", "{count} still playing, listed once they finish"
            ).fill(count=Number(playing)),
        ]
    else:
        parts.append(translate("app.documents.results_sheet", "final results"))
    if view.bounties is not None:
        parts.append(view.bounties.text())
    summary = parts[0]
    for part in parts[1:]:
        summary = translate("app.documents.results_sheet", "{first}  ·  {then}").fill(
            first=summary, then=part
        )
    ended = translate("app.documents.results_sheet", "{summary}.").fill(summary=summary)
    return ResultsSheet(summary=ended, lines=tuple(_line(r) for r in finished))
