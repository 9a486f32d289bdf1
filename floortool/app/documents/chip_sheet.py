"""App layer: the chip leaders sheet to print — the chips in play, the average, what is
not counted, the chart of the chip leader and the average at each count of the night,
and the leaders by last count (``app.views.chip_counts``)."""

from __future__ import annotations

from datetime import datetime

from floortool.app.views.chip_counts import chip_history, chip_leaders
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.reports.chip_chart import ChartPoint, ChipSheet

#: How many leaders the sheet lists.
SHEET_LEADERS = 30


def _local_time(at: str) -> str:
    """``21:40`` on this computer's clock (the room's), from an ISO time in UTC."""
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return ""


def chip_sheet(state: FloorState, event_id: int, now: datetime) -> ChipSheet:
    """The sheet of ``event_id``'s chips as the floor knows them at ``now``."""
    board = chip_leaders(state, event_id, now, top=SHEET_LEADERS)
    in_play = translate("app.documents.chip_sheet", "Chips in play {chips}")
    figures: list[str | Phrase] = [
        in_play.fill(chips=Number(board.chips.in_play)),
        board.average_text,
    ]
    players = nouns.players(board.chips.counted_players)
    every = translate("app.documents.chip_sheet", "Every stack counted ({players})")
    figures.append(board.uncounted_text or every.fill(players=players))
    points = tuple(
        ChartPoint(label=_local_time(p.at), leader=p.leader_chips, average=p.average or 0)
        for p in chip_history(state, event_id)
    )
    leaders = tuple(
        (
            str(x.place),
            x.player,
            Number(x.chips),
            _local_time(x.counted_at),
            f"{x.table} · {x.seat}" if x.table is not None else "",
        )
        for x in board.leaders
    )
    return ChipSheet(figures=tuple(figures), points=points, leaders=leaders)
