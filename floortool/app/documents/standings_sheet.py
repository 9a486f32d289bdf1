"""App layer: the league standings to print — a season's standings
(``app.views.league.standings_view``) under the league, the season and the
rules that scored it.

The season is the one named; with none named, the season the event belongs
to, else the newest season of the league named (or of the newest league).
Refused while no event of the season has been scored.
"""

from __future__ import annotations

from floortool.app.views.league import rules_text, standings_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.league.seasons import TIE_BREAKS
from floortool.reports.standings_sheet import StandingLine, StandingsSheet


def _chosen(
    state: FloorState, event_id: int, league: str | None, season: str | None
) -> tuple[str | None, str | None]:
    """The league and season to print: as named, else the event's own season."""
    if league is not None or season is not None:
        return league, season
    placed = state.league.event_of_tournament(event_id)
    if placed is None:
        return None, None
    own = state.league.seasons[placed.season_id]
    return f"#{own.league_id}", f"#{own.id}"


def _in_order(tie_breaks: list[Phrase | str]) -> Phrase | str:
    """``more wins, then better best finish``: the tie-breaks in the order they apply."""
    if not tie_breaks:
        return ""
    line = tie_breaks[0]
    for tie_break in tie_breaks[1:]:
        line = translate("app.documents.standings_sheet", "{first}, then {next}").fill(
            first=line, next=tie_break
        )
    return line


def standings_sheet(
    state: FloorState, event_id: int, league: str | None, season: str | None
) -> StandingsSheet:
    view = standings_view(state, *_chosen(state, event_id, league, season))
    name = f"{view.league.name}, season {view.season.name}"
    season_name = translate("app.documents.standings_sheet", "{league}, season {season}").fill(
        league=view.league.name, season=view.season.name
    )
    if not view.rows:
        raise FloorError(
            translate(
                "app.documents.standings_sheet", "No event of {name} has been scored yet."
            ).fill(name=name),
            code="nothing_to_print",
        )
    rules = view.season.rules
    ties = _in_order([TIE_BREAKS.get(t, t) for t in rules.tie_breaks])
    events = counted(
        len(view.events),
        translate("app.documents.standings_sheet", "{count} event"),
        translate("app.documents.standings_sheet", "{count} events"),
    )
    played = (
        translate("app.documents.standings_sheet", "{played} of {events} played, season closed.")
        if view.season.closed
        else translate("app.documents.standings_sheet", "{played} of {events} played.")
    )
    intro = translate("app.documents.standings_sheet", "{played}\nPoints: {rules}.\nTies: {ties}.")
    return StandingsSheet(
        title=translate("app.documents.standings_sheet", "Standings: {season}").fill(
            season=season_name
        ),
        intro=intro.fill(
            played=played.fill(played=view.played, events=events),
            rules=rules_text(view.season),
            ties=ties,
        ),
        lines=tuple(StandingLine(row, view.name(row.player_id)) for row in view.rows),
    )
