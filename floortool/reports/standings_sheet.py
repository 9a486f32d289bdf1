"""Reports layer: a season's league standings — rank, player, total and what it is
made of, events, wins, best finish, average — under the league, the season
and the rules that scored it.

Takes the domain's own rows (``Standing``) with each player's name. A shared
rank reads ``3=``; a player short of the events a ranking by average needs
is marked ``*`` (and the note under the title says why). Attendance and
adjustment columns appear only when some player has any; under best N of M
the events column shows how many counted, in brackets, when fewer did.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.league.scoring import format_points
from floortool.domain.league.standings import Standing
from floortool.reports.page_frame import DocumentHead, Pdf, Progress
from floortool.reports.tabular import CENTER, RIGHT, Column, Section, render_sections
from floortool.reports.wording import Text, figures

# Shares are about the tenths of the page's width (in points) each heading needs, so
# every heading fits; the player's name takes what the columns shown leave.
WHOLE = 51.0
RANK = Column(translate("reports.standings_sheet", "Rank"), 4.2, CENTER)
TOTAL = Column(translate("reports.standings_sheet", "Total"), 4.3, RIGHT)
POINTS = Column(translate("reports.standings_sheet", "Points"), 4.9, RIGHT)
ATTENDANCE = Column(translate("reports.standings_sheet", "Attend."), 5.3, RIGHT)
ADJUSTMENTS = Column(translate("reports.standings_sheet", "Adjust."), 5.5, RIGHT)
EVENTS = Column(translate("reports.standings_sheet", "Events"), 5.2, CENTER)
WINS = Column(translate("reports.standings_sheet", "Wins"), 4.1, CENTER)
BEST = Column(translate("reports.standings_sheet", "Best"), 3.9, CENTER)
AVERAGE = Column(translate("reports.standings_sheet", "Average"), 6.0, RIGHT)
UNQUALIFIED = translate(
    "reports.standings_sheet", "* Not yet ranked by average: fewer events than the ranking needs."
)


@dataclass(frozen=True)
class StandingLine:
    standing: Standing
    player: str


@dataclass(frozen=True)
class StandingsSheet:
    title: str | Phrase  # "Tuesday League, season 2026"
    intro: str | Phrase  # the events played and the rules (version, formula, best N, tie-breaks)
    lines: tuple[StandingLine, ...]  # in rank order


def _rank(s: Standing) -> str:
    return f"{s.rank}{'=' if s.tied else ''}{'' if s.qualified else '*'}"


def _row(
    line: StandingLine, attendance: bool, adjustments: bool, words: Catalogue
) -> tuple[Text, ...]:
    s = line.standing

    def points(value: float) -> str:
        return figures(words, format_points(value))

    cells: list[Text] = [_rank(s), line.player, points(s.total), points(s.points)]
    if attendance:
        cells.append(points(s.attendance))
    if adjustments:
        cells.append(figures(words, f"{s.adjustments:+g}") if s.adjustments else "")
    cells += [
        str(s.events) if s.counted == s.events else f"{s.events} ({s.counted})",
        str(s.wins) if s.wins else "",
        "" if s.best is None else ordinal(s.best),
        "" if s.average is None else points(s.average),
    ]
    return tuple(cells)


def standings_sections(sheet: StandingsSheet, words: Catalogue = ENGLISH) -> list[Section]:
    rows = [line.standing for line in sheet.lines]
    attendance = any(s.attendance for s in rows)
    adjustments = any(s.adjustments for s in rows)
    figures = (
        TOTAL,
        POINTS,
        *((ATTENDANCE,) if attendance else ()),
        *((ADJUSTMENTS,) if adjustments else ()),
        EVENTS,
        WINS,
        BEST,
        AVERAGE,
    )
    player = Column(
        translate("reports.standings_sheet", "Player"),
        WHOLE - RANK.share - sum(c.share for c in figures),
        wrap=True,
    )
    columns = (RANK, player, *figures)
    intro = words.say(sheet.intro)
    if not all(s.qualified for s in rows):
        intro += f"\n{words.say(UNQUALIFIED)}"
    return [
        Section(
            title=sheet.title,
            intro=intro,
            columns=columns,
            rows=tuple(_row(line, attendance, adjustments, words) for line in sheet.lines),
        )
    ]


def render_standings_sheet(
    head: DocumentHead,
    sheet: StandingsSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    sections = standings_sections(sheet, words)
    return render_sections(head, sections, progress=progress, words=words)
