"""UI layer: table models of the League page: standings, a player's season, the lab.

``StandingsTableModel`` lists a season's standings (rank, player, total and
its parts, events, wins, best finish, average); every cell also answers
``SORT_ROLE`` with a value that sorts as a number (or a name), so a
``QSortFilterProxyModel`` sorts any column the director clicks.
``SeasonsTableModel`` lists a league's seasons (newest first: open or
closed, events played, the rules version in force and its formula);
``HistoryTableModel`` one player's events in the season (dropped ones say so
under best N of M) and ``LabTableModel`` the formula lab's points per place,
with the reason a place has none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import Qt

from floortool.domain.kernel.phrases import Decimals
from floortool.domain.league.formula_lab import LabRow
from floortool.domain.league.points.presets import formula_line
from floortool.domain.league.scoring import format_points
from floortool.domain.league.seasons import Season
from floortool.domain.league.standings import HistoryRow, Standing
from floortool.ui.models.payouts import ALIGN, DISPLAY, TextRowsModel
from floortool.ui.models.table import AnyIndex
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

SORT_ROLE = Qt.ItemDataRole.UserRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
NONE = "\u2013"  # en dash: no value


def points_text(points: float) -> str:
    """Points as the league writes them (``format_points``: ``70.71``, ``1,234.5``), with
    the window language's decimal and group marks (``70,71`` in German)."""
    return Decimals(format_points(points)).written(window_words().numbers)


def _points(value: float | None) -> str:
    return NONE if value is None else points_text(value)


@dataclass(frozen=True)
class StandingLine:
    """A standings row with the player's name."""

    standing: Standing
    name: str


class StandingsTableModel(TextRowsModel[StandingLine]):
    (
        COL_RANK,
        COL_PLAYER,
        COL_TOTAL,
        COL_POINTS,
        COL_ATTENDANCE,
        COL_ADJUSTMENTS,
        COL_EVENTS,
        COL_WINS,
        COL_BEST,
        COL_AVERAGE,
    ) = range(10)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Rank"),
        QT_TRANSLATE_NOOP("headers", "Player"),
        QT_TRANSLATE_NOOP("headers", "Total"),
        QT_TRANSLATE_NOOP("headers", "Points"),
        QT_TRANSLATE_NOOP("headers", "Attend."),
        QT_TRANSLATE_NOOP("headers", "Adjust."),
        QT_TRANSLATE_NOOP("headers", "Events"),
        QT_TRANSLATE_NOOP("headers", "Wins"),
        QT_TRANSLATE_NOOP("headers", "Best"),
        QT_TRANSLATE_NOOP("headers", "Average"),
    )
    TOOLTIPS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Rank; '=' when shared after every tie-break"),
        "",
        QT_TRANSLATE_NOOP("headers", "Points counted + attendance + adjustments"),
        QT_TRANSLATE_NOOP("headers", "Event points counted (the best N events under best N of M)"),
        QT_TRANSLATE_NOOP("headers", "Attendance points"),
        QT_TRANSLATE_NOOP("headers", "Bonuses and penalties"),
        QT_TRANSLATE_NOOP("headers", "Events played (counted in brackets when fewer)"),
        QT_TRANSLATE_NOOP("headers", "First places"),
        QT_TRANSLATE_NOOP("headers", "Best finishing place"),
        QT_TRANSLATE_NOOP("headers", "Event points per event played"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset(range(2, 10)) | {0}

    def cells(self, row: StandingLine) -> tuple[str, ...]:
        s = row.standing
        events = str(s.events) if s.counted == s.events else f"{s.events} ({s.counted})"
        withheld = (
            translate("league", "  ({0} withheld: dues)").format(points_text(s.withheld))
            if s.withheld
            else ""
        )
        return (
            f"{s.rank}{'=' if s.tied else ''}",
            row.name + withheld,
            points_text(s.total),
            points_text(s.points),
            points_text(s.attendance),
            points_text(s.adjustments) if s.adjustments else NONE,
            events,
            str(s.wins),
            NONE if s.best is None else str(s.best),
            _points(s.average),
        )

    def sort_value(self, row: StandingLine, column: int) -> Any:
        s = row.standing
        values: tuple[Any, ...] = (
            s.rank,
            row.name.casefold(),
            s.total,
            s.points,
            s.attendance,
            s.adjustments,
            s.events,
            s.wins,
            s.best if s.best is not None else 1_000_000,
            s.average if s.average is not None else float("-inf"),
        )
        return values[column]

    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        if role == SORT_ROLE and index.isValid() and 0 <= index.row() < len(self.rows):
            return self.sort_value(self.rows[index.row()], index.column())
        return super().data(index, role)


@dataclass(frozen=True)
class SeasonLine:
    """A season with its events: how many there are and how many were played."""

    season: Season
    events: int
    played: int


class SeasonsTableModel(TextRowsModel[SeasonLine]):
    COL_NAME, COL_STATUS, COL_EVENTS, COL_VERSION, COL_FORMULA, COL_BEST = range(6)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Season"),
        QT_TRANSLATE_NOOP("headers", "Status"),
        QT_TRANSLATE_NOOP("headers", "Events played"),
        QT_TRANSLATE_NOOP("headers", "Rules"),
        QT_TRANSLATE_NOOP("headers", "Formula"),
        QT_TRANSLATE_NOOP("headers", "Best of"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_EVENTS, COL_BEST})

    def cells(self, row: SeasonLine) -> tuple[str, ...]:
        season = row.season
        rules = season.rules
        return (
            season.name,
            translate("league", "closed") if season.closed else translate("league", "open"),
            translate("league", "{played} of {events}").format(
                played=row.played, events=row.events
            ),
            translate("league", "version {version}").format(version=season.version),
            said(formula_line(rules.formula)),
            translate("league", "all") if rules.best_of is None else str(rules.best_of),
        )


class HistoryTableModel(TextRowsModel[HistoryRow]):
    COL_DATE, COL_EVENT, COL_PLACE, COL_ENTRIES, COL_POINTS, COL_COUNTED, COL_NOTE = range(7)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Date"),
        QT_TRANSLATE_NOOP("headers", "Event"),
        QT_TRANSLATE_NOOP("headers", "Place"),
        QT_TRANSLATE_NOOP("headers", "Entries"),
        QT_TRANSLATE_NOOP("headers", "Points"),
        QT_TRANSLATE_NOOP("headers", "Counts"),
        QT_TRANSLATE_NOOP("headers", "Note"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_PLACE, COL_ENTRIES, COL_POINTS})

    def cells(self, row: HistoryRow) -> tuple[str, ...]:
        places = row.score.places
        place = str(places[0]) if len(places) == 1 else f"{places[0]}-{places[-1]}"
        result = row.event.result
        points = points_text(row.score.points)
        if row.score.attendance:
            points += f" + {points_text(row.score.attendance)}"
        return (
            row.event.date,
            row.event.name,
            place,
            str(result.entries) if result else NONE,
            points,
            translate("league", "yes") if row.counted else translate("league", "dropped"),
            said(row.score.said_note()),
        )


@dataclass(frozen=True)
class LabLine:
    row: LabRow
    name: str
    recorded: str = ""  # the points the season recorded for this finish ("": none)


class LabTableModel(TextRowsModel[LabLine]):
    """The formula's points per place beside the points the season recorded (the
    formula in force then, or an imported season's own)."""

    COL_PLACE, COL_PLAYER, COL_POINTS, COL_RECORDED = range(4)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Place"),
        QT_TRANSLATE_NOOP("headers", "Player"),
        QT_TRANSLATE_NOOP("headers", "Points"),
        QT_TRANSLATE_NOOP("headers", "Season's points"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_PLACE, COL_POINTS, COL_RECORDED})

    def cells(self, row: LabLine) -> tuple[str, ...]:
        lab = row.row
        finish = lab.finish
        name = (
            row.name
            if finish.entry_number == 1
            else translate("league", "{name} (entry {entry_number})").format(
                name=row.name, entry_number=finish.entry_number
            )
        )
        points = (
            points_text(lab.points)
            if lab.points is not None
            else f"{NONE}  {said(lab.problem_phrase)}"
        )
        return (finish.places_text(), name, points, row.recorded)

    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        if role == TOOLTIP and index.isValid() and 0 <= index.row() < len(self.rows):
            return said(self.rows[index.row()].row.problem_phrase) or None
        if role == ALIGN and index.column() == self.COL_POINTS:
            lab = self.rows[index.row()].row if 0 <= index.row() < len(self.rows) else None
            if lab is not None and lab.points is None:
                return self.alignment(self.COL_PLAYER)
        return super().data(index, role)
