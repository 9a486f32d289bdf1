"""UI layer: the League page: seasons, standings, a player's season, the points chart
and the formula lab.

Along the top, the league and the season on show (a choice of each), new
league, new season, close or reopen the season, and the league's own undo
and redo of that set-up. Under them, what the open event is to the league:
put it in the season on show, or score it once it is over (its points are
worked out once, with the season's rules version in force, and kept; if a
bust is undone after that, it says the event was reopened and its points want
recording again once it is over). Both are the event's own actions, in its
undo order: Edit > Undo takes them back. Then three tabs.
*Standings*: the season's standings (click a header to sort by that
column), the selected player's events in the season, and a chart of the
totals after each event for the leaders and the selected player.
*Seasons*: every season of the league, open or closed, its events and its
rules; selecting one shows it. *Formula lab*: a formula tried live on one
of the season's events (``FormulaLab``); *Use for the season* makes it the
season's formula, a new rules version. "Print standings" opens the
Reports page on the standings of the season on show.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QItemSelection, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.base import Command
from floortool.app.commands.league import (
    AddSeason,
    AssignEvent,
    CloseSeason,
    CreateLeague,
    RecordLeaguePoints,
    SetSeasonRules,
)
from floortool.app.depends import subjects_of
from floortool.app.floor import Done
from floortool.app.views.league import (
    StandingsView,
    history_of,
    lab_on_event,
    progress_view,
    rules_text,
    standings_view,
)
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import Subject
from floortool.domain.league.seasons import League, Season, league_scope
from floortool.domain.results.tournament_end import tournament_winner
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.dialog_parts import text_label, titled_card
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.formula_lab import FormulaLab
from floortool.ui.models.league import (
    SORT_ROLE,
    HistoryTableModel,
    SeasonLine,
    SeasonsTableModel,
    StandingLine,
    StandingsTableModel,
)
from floortool.ui.models.titled_sort import TitledSortProxyModel
from floortool.ui.points_chart import PointsChart, Series
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, said, translate

logger = logging.getLogger(__name__)

LEADERS = 5  # players drawn in the chart besides the one selected
UNDO_WIDTH = 230  # pixels of "Undo: <label>" shown on the button
SEP = "  \u00b7  "
NO_LEAGUE = QT_TRANSLATE_NOOP("league_page", "No league yet. Create one, then add a season.")
NO_SEASON = QT_TRANSLATE_NOOP("league_page", "This league has no season yet: add one.")


def _table(model: QSortFilterProxyModel | HistoryTableModel | SeasonsTableModel) -> QTableView:
    view = QTableView()
    view.setObjectName(style.DATA_TABLE)
    view.setModel(model)
    view.verticalHeader().hide()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setShowGrid(False)
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setHighlightSections(False)
    # Every column as wide as its title and cells (a narrow window scrolls across);
    # the last one takes the width left over.
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return view


class LeaguePage(EventPage):
    """Leagues and seasons, standings, a player's season, the chart and the lab."""

    # the season's tables and the lab, then the nights to pick from and whether
    # tonight's is over (its winner), which no league read model holds
    shows = subjects_of(standings_view, progress_view, history_of, lab_on_event) | {
        Subject.EVENT,
        Subject.RESULTS,
    }

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.view: StandingsView | None = None
        self._player_id: int | None = None
        self._season_id: int | None = None
        self._info: EventInfo | None = None

        # Sized to their names whenever the names change (not only on first show,
        # when the season combo may still be empty).
        self.league_combo = QComboBox()
        self.league_combo.setMinimumWidth(150)
        self.league_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.season_combo = QComboBox()
        self.season_combo.setMinimumWidth(100)
        self.season_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.new_league_button = QPushButton(translate("league_page", "New league…"))
        self.new_season_button = QPushButton(translate("league_page", "New season…"))
        self.close_button = QPushButton(translate("league_page", "Close season"))
        self.print_button = QPushButton(translate("league_page", "Print standings…"))
        self.print_button.setToolTip(
            translate(
                "league_page",
                "The standings of the season on show, on the Reports page to print or save",
            )
        )
        self._shown: dict[QPushButton, int | None] = {}  # the group each button names
        self.undo_button = QPushButton(translate("league_page", "Undo"))
        self.redo_button = QPushButton(translate("league_page", "Redo"))
        for button in (self.undo_button, self.redo_button):
            button.setProperty(style.ELIDES, True)  # _show_undo elides the label
        self.summary_label = text_label(style.FIELD_SUMMARY)
        self.rules_label = text_label(style.HINT)
        self.event_label = text_label(style.FIELD_VALUE)
        self.assign_button = QPushButton(translate("league_page", "Put in this season"))
        self.record_button = QPushButton(translate("league_page", "Record league points"))
        self.record_button.setObjectName(style.PRIMARY)

        self.standings_model = StandingsTableModel(self)
        self.standings_proxy = TitledSortProxyModel(self)
        self.standings_proxy.setSourceModel(self.standings_model)
        self.standings_proxy.setSortRole(SORT_ROLE)
        self.standings_table = _table(self.standings_proxy)
        self.standings_table.setSortingEnabled(True)
        self.standings_table.sortByColumn(StandingsTableModel.COL_RANK, Qt.SortOrder.AscendingOrder)
        self.standings_table.horizontalHeader().setSortIndicatorShown(False)  # in the title
        self.standings_table.horizontalHeader().setSectionResizeMode(
            StandingsTableModel.COL_PLAYER, QHeaderView.ResizeMode.Stretch
        )
        self.history_model = HistoryTableModel(self)
        self.history_table = _table(self.history_model)
        self.history_title = text_label(
            style.HINT, translate("league_page", "Select a player to see their season.")
        )
        self.chart = PointsChart()
        self.seasons_model = SeasonsTableModel(self)
        self.seasons_table = _table(self.seasons_model)
        self.lab = FormulaLab()
        self.tabs = QTabWidget()
        self.tabs.addTab(self._standings_tab(), translate("league_page", "Standings"))
        self.tabs.addTab(self._padded(self.seasons_table), translate("league_page", "Seasons"))
        self.tabs.addTab(self._padded(self.lab), translate("league_page", "Formula lab"))

        self._build_layout()
        self.league_combo.currentIndexChanged.connect(self._on_league_combo_current_index_changed)
        self.season_combo.currentIndexChanged.connect(self._on_season_combo_current_index_changed)
        self.standings_table.selectionModel().selectionChanged.connect(
            self._on_standings_selection_changed
        )
        self.seasons_table.selectionModel().selectionChanged.connect(
            self._on_seasons_selection_changed
        )
        self.new_league_button.clicked.connect(self._on_new_league_button_clicked)
        self.new_season_button.clicked.connect(self._on_new_season_button_clicked)
        self.close_button.clicked.connect(self._on_close_button_clicked)
        self.assign_button.clicked.connect(self._on_assign_button_clicked)
        self.record_button.clicked.connect(self._on_record_button_clicked)
        self.undo_button.clicked.connect(self._on_undo_button_clicked)
        self.redo_button.clicked.connect(self._on_redo_button_clicked)
        self.print_button.clicked.connect(self._on_print_button_clicked)
        self.lab.use_formula.connect(self._on_lab_use_formula)

    @staticmethod
    def _padded(widget: QWidget) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(widget)
        return tab

    def _standings_tab(self) -> QWidget:
        lower = QSplitter(Qt.Orientation.Horizontal)
        season, column = titled_card(translate("league_page", "Player's season"))
        column.addWidget(self.history_title)
        column.addWidget(self.history_table, 1)
        points, column = titled_card(translate("league_page", "Points over the season"))
        column.addWidget(self.chart, 1)
        lower.addWidget(season)
        lower.addWidget(points)
        lower.setSizes([540, 460])
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.standings_table)
        split.addWidget(lower)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        self.standings_table.setMinimumHeight(130)
        return self._padded(split)

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.setSpacing(6)  # German in high contrast fills the row at 1024 pixels
        top.addWidget(text_label(style.FIELD_LABEL, translate("league_page", "League")))
        top.addWidget(self.league_combo)
        top.addWidget(text_label(style.FIELD_LABEL, translate("league_page", "Season")))
        top.addWidget(self.season_combo)
        top.addWidget(self.new_league_button)
        top.addWidget(self.new_season_button)
        top.addWidget(self.close_button)
        top.addStretch(1)
        summary = QHBoxLayout()
        summary.setSpacing(8)
        summary.addWidget(self.summary_label, 1)
        summary.addWidget(self.print_button)
        summary.addWidget(self.undo_button)
        summary.addWidget(self.redo_button)
        event_bar = QFrame()
        event_bar.setObjectName(style.CARD)
        bar = QHBoxLayout(event_bar)
        bar.setContentsMargins(14, 6, 14, 6)
        bar.setSpacing(8)
        bar.addWidget(self.event_label, 1)
        bar.addWidget(self.assign_button)
        bar.addWidget(self.record_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 14, 32, 18)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addLayout(summary)
        layout.addWidget(self.rules_label)
        layout.addWidget(event_bar)
        layout.addWidget(self.tabs, 1)

    # ------------------------------------------------------------ showing
    @property
    def league(self) -> League | None:
        league_id = self.league_combo.currentData()
        return self.floor.state.league.leagues.get(league_id) if league_id is not None else None

    @property
    def season(self) -> Season | None:
        return self.floor.state.league.seasons.get(self._season_id or 0)

    def set_event(self, info: EventInfo) -> None:
        """Show the leagues as the floor has them now (``info``: the open event)."""
        self._event_id = info.id
        self._info = info
        leagues = sorted(self.floor.state.league.leagues.values(), key=lambda lg: lg.id)
        chosen = self.league_combo.currentData()
        self.league_combo.blockSignals(True)
        self.league_combo.clear()
        for league in leagues:
            self.league_combo.addItem(league.name, league.id)
        index = self.league_combo.findData(chosen) if chosen is not None else -1
        self.league_combo.setCurrentIndex(index if index >= 0 else len(leagues) - 1)
        self.league_combo.blockSignals(False)
        self._show_seasons()

    def _show_seasons(self) -> None:
        league = self.league
        league_state = self.floor.state.league
        seasons = league_state.seasons_of(league.id) if league else []
        if not any(s.id == self._season_id for s in seasons):
            self._season_id = seasons[-1].id if seasons else None
        newest_first = list(reversed(seasons))
        self.season_combo.blockSignals(True)
        self.season_combo.clear()
        for season in newest_first:
            self.season_combo.addItem(
                translate("league_page", "{season} (closed)").format(season=season.name)
                if season.closed
                else season.name,
                season.id,
            )
        self.season_combo.setCurrentIndex(self.season_combo.findData(self._season_id))
        self.season_combo.blockSignals(False)
        lines = []
        for season in newest_first:
            events = league_state.events_of(season.id)
            lines.append(SeasonLine(season, len(events), sum(1 for e in events if e.played)))
        self.seasons_model.set_rows(lines)
        selection = self.seasons_table.selectionModel()
        selection.blockSignals(True)
        self.seasons_table.clearSelection()
        if self._season_id is not None:
            self.seasons_table.selectRow(self.season_combo.findData(self._season_id))
        selection.blockSignals(False)
        self._show_season()

    def _show_season(self) -> None:
        league, season = self.league, self.season
        self.new_season_button.setEnabled(league is not None)
        self.close_button.setEnabled(season is not None)
        self.print_button.setEnabled(season is not None)
        self.close_button.setText(
            translate("league_page", "Reopen season")
            if season and season.closed
            else translate("league_page", "Close season")
        )
        self._show_undo()
        self._show_event_actions(season)
        if league is None or season is None:
            self.view = None
            self.summary_label.setText(
                translate("league_page", NO_LEAGUE)
                if league is None
                else translate("league_page", NO_SEASON)
            )
            self.rules_label.setText("")
            self.standings_model.set_rows(())
            self.lab.set_events(self.floor.state, ())
            self._show_player(None)
            return
        view = standings_view(self.floor.state, f"#{league.id}", f"#{season.id}")
        self.view = view
        closed = translate("league_page", " (closed)") if season.closed else ""
        self.summary_label.setText(
            translate(
                "league_page", "{name}{SEP}season {0}{closed}{SEP}{played} of {1} played{SEP}{2}"
            ).format(
                season.name,
                counted(
                    len(view.events),
                    translate("league_page", "{count} event"),
                    translate("league_page", "{count} events"),
                ),
                counted(
                    len(view.rows),
                    translate("league_page", "{count} player"),
                    translate("league_page", "{count} players"),
                ),
                name=league.name,
                SEP=SEP,
                closed=closed,
                played=view.played,
            )
        )
        self.rules_label.setText(said(rules_text(season)))
        self.standings_model.set_rows(
            [StandingLine(row, view.name(row.player_id)) for row in view.rows]
        )
        self.lab.set_events(self.floor.state, view.events)
        if self._player_id not in {r.player_id for r in view.rows}:
            self._player_id = None
        self._select_player(self._player_id)
        self._show_player(self._player_id)

    def _show_undo(self) -> None:
        """Each button names the operator's own latest league action and keeps its group:
        the click takes back that one, or is refused if another is due by then."""
        scope = self._scope()
        for button, verb, peek in (
            (self.undo_button, translate("league_page", "Undo"), self.floor.undo_group),
            (self.redo_button, translate("league_page", "Redo"), self.floor.redo_group),
        ):
            group = peek(scope) if scope is not None else None
            self._shown[button] = group
            label = None if group is None else self.floor.action_label(group)
            button.setEnabled(label is not None)
            text = verb if label is None else f"{verb}: {label}"
            metrics = button.fontMetrics()
            button.setText(metrics.elidedText(text, Qt.TextElideMode.ElideRight, UNDO_WIDTH))
            what = (
                translate("league_page", "the league's latest set-up action")
                if label is None
                else label
            )
            button.setToolTip(
                translate("league_page", "{verb} {what} (the event's points: Edit > Undo)").format(
                    verb=verb, what=what
                )
            )

    def _scope(self) -> str | None:
        league = self.league
        if league is not None:
            return league_scope(league.id)
        scopes = [e.scope for e in self.floor.journal() if e.scope.startswith("league:")]
        return scopes[-1] if scopes else None

    def _show_event_actions(self, season: Season | None) -> None:
        info = self._info
        league_state = self.floor.state.league
        placed = league_state.event_of_tournament(info.id) if info is not None else None
        if info is None:
            text = ""
        elif placed is None:
            text = translate("league_page", "{name} is in no season yet.").format(name=info.name)
        else:
            where = league_state.seasons[placed.season_id].name
            scored = (
                translate("league_page", ", scored with rules v{version}").format(
                    version=placed.version
                )
                if placed.played
                else translate("league_page", ", not scored yet")
            )
            text = translate("league_page", "{name} is in season {where}{scored}.").format(
                name=info.name, where=where, scored=scored
            )
            if placed.played and tournament_winner(self.floor.state, info.id) is None:
                text = (  # a bust undone after the points were recorded
                    translate(
                        "league_page",
                        "{name} is in season {where}, scored with rules v{version} when it "
                        "was over, but it has been reopened since: record its points again "
                        "once it is over.",
                    ).format(name=info.name, where=where, version=placed.version)
                )
        self.event_label.setText(text)
        self.assign_button.setEnabled(placed is None and season is not None and not season.closed)
        self.assign_button.setText(
            translate("league_page", "Put in season {name}").format(name=season.name)
            if season is not None
            else translate("league_page", "Put in a season")
        )
        self.record_button.setEnabled(season is not None or placed is not None)
        self.record_button.setText(
            translate("league_page", "Record league points again")
            if placed and placed.played
            else translate("league_page", "Record league points")
        )

    def _select_player(self, player_id: int | None) -> None:
        selection = self.standings_table.selectionModel()
        selection.blockSignals(True)
        self.standings_table.clearSelection()
        for row in range(self.standings_proxy.rowCount()):
            source = self.standings_proxy.mapToSource(self.standings_proxy.index(row, 0))
            if self.standings_model.rows[source.row()].standing.player_id == player_id:
                self.standings_table.selectRow(row)
        selection.blockSignals(False)

    def _show_player(self, player_id: int | None) -> None:
        view, season = self.view, self.season
        if view is None or season is None:
            self.history_model.set_rows(())
            self.chart.set_data((), ())
            return
        leaders = [r.player_id for r in view.rows[:LEADERS]]
        shown = leaders + (
            [player_id] if player_id is not None and player_id not in leaders else []
        )
        events, progress = progress_view(self.floor.state, season, shown)
        self.chart.set_data(
            [e.date[5:] for e in events],
            [Series(view.name(p), progress[p], highlight=p == player_id) for p in shown],
        )
        if player_id is None:
            self.history_title.setText(
                translate("league_page", "Select a player to see their season.")
            )
            self.history_model.set_rows(())
            return
        history = history_of(self.floor.state, season, player_id)
        adjustments = "".join(
            SEP
            + translate("league_page", "adjustment {points:+g}: {reason}").format(
                points=points, reason=reason
            )
            for points, reason in history.adjustments
        )
        self.history_title.setText(f"{history.player}{adjustments}")
        self.history_model.set_rows(history.rows)

    def show_season(self, season_id: int | None) -> None:
        """Show season ``season_id`` of the league on show."""
        self._season_id = season_id
        self._show_seasons()

    def select_player(self, player_id: int) -> None:
        """Show ``player_id``'s season (as clicking their row does)."""
        self._player_id = player_id
        self._select_player(player_id)
        self._show_player(player_id)

    # ------------------------------------------------------------ doing
    def _send(self, command: Command, action: str) -> Done | None:
        return self.commands.send(command, action=action)

    def _ask(self, title: str, label: str) -> str | None:
        answer = self.prompts.text(self, title=title, label=label)
        return answer.strip() if answer and answer.strip() else None

    def _take_back(self, verb: str, mark: Callable[..., Done], button: QPushButton) -> None:
        scope, group = self._scope(), self._shown.get(button)
        if scope is None or group is None:
            return

        def work() -> None:
            done = mark(scope, expected=group)
            self.commands.done.emit(f"{verb} {done.label}")

        if not self.commands.attempt(verb, work):
            self._show_undo()  # refused: the buttons name what is due now

    # ------------------------------------------------------------ slots
    def _on_league_combo_current_index_changed(self, index: int) -> None:
        self._season_id = None
        self._show_seasons()

    def _on_season_combo_current_index_changed(self, index: int) -> None:
        self.show_season(self.season_combo.itemData(index))

    def _on_seasons_selection_changed(self, selected: QItemSelection, _: QItemSelection) -> None:
        indexes = selected.indexes()
        if indexes:
            self.show_season(self.seasons_model.rows[indexes[0].row()].season.id)

    def _on_standings_selection_changed(self, selected: QItemSelection, _: QItemSelection) -> None:
        indexes = selected.indexes()
        if not indexes:
            return
        source = self.standings_proxy.mapToSource(indexes[0])
        self._player_id = self.standings_model.rows[source.row()].standing.player_id
        self._show_player(self._player_id)

    def _on_new_league_button_clicked(self) -> None:
        name = self._ask(
            translate("league_page", "New league"), translate("league_page", "Name of the league:")
        )
        if name is None:
            return
        done = self._send(CreateLeague(name), translate("league_page", "Create the league"))
        if done is not None:
            league_id = int(done.entries[0].data["league_id"])
            self.league_combo.setCurrentIndex(self.league_combo.findData(league_id))

    def _on_new_season_button_clicked(self) -> None:
        league = self.league
        if league is None:
            return
        name = self._ask(
            translate("league_page", "New season"),
            translate("league_page", "Name of the new season of {name}:").format(name=league.name),
        )
        if name is None:
            return
        done = self._send(
            AddSeason(f"#{league.id}", name), translate("league_page", "Add the season")
        )
        if done is not None:
            self._season_id = int(done.entries[0].data["season_id"])
            self._show_seasons()

    def _on_close_button_clicked(self) -> None:
        league, season = self.league, self.season
        if league is None or season is None:
            return
        closing = not season.closed
        verb = (
            translate("league_page", "Close the season")
            if closing
            else translate("league_page", "Reopen the season")
        )
        self._send(CloseSeason(f"#{league.id}", f"#{season.id}", closing), verb)

    def _on_assign_button_clicked(self) -> None:
        league, season, info = self.league, self.season, self._info
        if league is None or season is None or info is None:
            return
        self._send(
            AssignEvent(f"#{league.id}", f"#{season.id}", info.id),
            translate("league_page", "Put in the season"),
        )

    def _on_record_button_clicked(self) -> None:
        league, season, info = self.league, self.season, self._info
        if info is None:
            return
        league_name = f"#{league.id}" if league is not None else None
        season_name = f"#{season.id}" if season is not None else None
        placed = self.floor.state.league.event_of_tournament(info.id)
        command = RecordLeaguePoints(league_name, info.id, None if placed else season_name)
        self._send(command, translate("league_page", "Record league points"))

    def _on_print_button_clicked(self) -> None:
        league, season = self.league, self.season
        if league is not None and season is not None:
            self.services.documents.ask("standings", league=f"#{league.id}", season=f"#{season.id}")

    def _on_undo_button_clicked(self) -> None:
        self._take_back(translate("league_page", "Undo"), self.floor.undo, self.undo_button)

    def _on_redo_button_clicked(self) -> None:
        self._take_back(translate("league_page", "Redo"), self.floor.redo, self.redo_button)

    def _on_lab_use_formula(self, formula: str) -> None:
        league, season = self.league, self.season
        if league is None or season is None:
            self.commands.refuse(
                FloorError(translate("league_page", "Choose a season first.")),
                action=translate("league_page", "Use the formula for the season"),
            )
            return
        command = SetSeasonRules(f"#{league.id}", f"#{season.id}", {"formula": formula})
        self._send(command, translate("league_page", "Use the formula for the season"))
