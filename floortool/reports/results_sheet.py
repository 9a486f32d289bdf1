"""Reports layer: the results sheet — who finished where, what they won, who
knocked them out — for the wall and the cage.

One line per finished entry, best place first: the place (shared places as
``9th-10th``), the player, the entry number, the prize, the knockout bounties
won, the league points once the event is scored for a season, the hits, who
eliminated them (or that nobody was credited, leaving their bounty
unclaimed) and in which level; the paid places are shaded. A column for
bounties, points or sign-outs (house amendment A-16) appears only when there
is something in it, and then the page turns to landscape. Under the table, why a place
was decided as it was: a shared place, an order by stacks, the director's
correction with its reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Money, Phrase, translate
from floortool.domain.league.scoring import format_points
from floortool.reports.page_frame import DocumentHead, Pdf, Progress
from floortool.reports.tabular import CENTER, RIGHT, Column, Section, render_sections
from floortool.reports.wording import Text, figures

PLACE_TITLE = translate("reports.results_sheet", "Place")
PLAYER_TITLE = translate("reports.results_sheet", "Player")
PLACE = Column(PLACE_TITLE, 1.15)
PLAYER = Column(PLAYER_TITLE, 2.9, wrap=True)
ENTRY = Column(translate("reports.results_sheet", "Entry"), 0.65, CENTER)
PRIZE = Column(translate("reports.results_sheet", "Prize"), 1.3, RIGHT)
BOUNTY = Column(translate("reports.results_sheet", "Bounties"), 1.4, RIGHT)
POINTS = Column(translate("reports.results_sheet", "Points"), 0.9, RIGHT)
HITS = Column(translate("reports.results_sheet", "Hits"), 0.6, CENTER)
BY = Column(translate("reports.results_sheet", "Eliminated by"), 2.4, wrap=True)
LEVEL = Column(translate("reports.results_sheet", "Level"), 0.8, CENTER)
SIGNED = Column(translate("reports.results_sheet", "Signed out"), 1.5, CENTER)
#: The columns of a sheet with no bounties, points or sign-outs.
PLAIN_COLUMNS = 8
WHY = (
    Column(PLACE_TITLE, 1.15),
    Column(PLAYER_TITLE, 2.6, wrap=True),
    Column(translate("reports.results_sheet", "Why"), 6.2, wrap=True),
)


@dataclass(frozen=True)
class ResultLine:
    """One finished entry."""

    place: str | Phrase  # "1st", "9th-10th"
    player: str
    entry_number: int
    prize_cents: int
    bounty_cents: int  # knockout bounties won
    bounty_unclaimed: bool  # eliminated with nobody credited: their bounty is unclaimed
    points: float | None  # league points; None until the event is scored
    hits: int
    by: tuple[str, ...]  # who was credited with the elimination
    level: int | None  # the level they went out in
    signed_out: bool
    why: str | Phrase  # the rule that decided the place, or the director's reason


@dataclass(frozen=True)
class ResultsSheet:
    summary: str | Phrase  # "Field 23 · 20 out · 3 still playing: listed once they finish."
    lines: tuple[ResultLine, ...]  # best place first


#: Nobody was credited with the elimination.
UNCLAIMED = translate("reports.results_sheet", "bounty unclaimed")


def _row(
    line: ResultLine, bounties: bool, points: bool, signed: bool, words: Catalogue
) -> tuple[Text, ...]:
    cells: list[Text] = [
        line.place,
        line.player,
        str(line.entry_number),
        Money(line.prize_cents) if line.prize_cents else "",
    ]
    if bounties:
        cells.append(Money(line.bounty_cents) if line.bounty_cents else "")
    if points:
        cells.append("" if line.points is None else _points(words, line.points))
    cells += [
        str(line.hits) if line.hits else "",
        UNCLAIMED if line.bounty_unclaimed else ", ".join(line.by),
        "" if line.level is None else str(line.level),
    ]
    if signed:
        cells.append(translate("reports.results_sheet", "yes") if line.signed_out else "")
    return tuple(cells)


def _points(words: Catalogue, points: float) -> str:
    """League points as the season writes them, with the language's decimal mark."""
    return figures(words, format_points(points))


def results_sections(sheet: ResultsSheet, words: Catalogue = ENGLISH) -> list[Section]:
    lines = sheet.lines
    bounties = any(line.bounty_cents or line.bounty_unclaimed for line in lines)
    points = any(line.points is not None for line in lines)
    signed = any(line.signed_out for line in lines)
    columns = (
        PLACE,
        PLAYER,
        ENTRY,
        PRIZE,
        *((BOUNTY,) if bounties else ()),
        *((POINTS,) if points else ()),
        HITS,
        BY,
        LEVEL,
        *((SIGNED,) if signed else ()),
    )
    sections = [
        Section(
            title=translate("reports.results_sheet", "Results"),
            intro=sheet.summary,
            columns=columns,
            rows=tuple(_row(line, bounties, points, signed, words) for line in lines),
            shaded=frozenset(i for i, line in enumerate(lines) if line.prize_cents),
        )
    ]
    explained = [line for line in lines if line.why]
    if explained:
        sections.append(
            Section(
                title=translate("reports.results_sheet", "How these places were decided"),
                columns=WHY,
                rows=tuple((line.place, line.player, line.why) for line in explained),
                font_size=9,
            )
        )
    return sections


def render_results_sheet(
    head: DocumentHead,
    sheet: ResultsSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    """The sheet on A4, turned to landscape when a column for bounties, points or
    sign-outs joins the eight every sheet has (portrait has no room for them)."""
    sections = results_sections(sheet, words)
    wide = len(sections[0].columns) > PLAIN_COLUMNS
    return render_sections(head, sections, progress=progress, wide=wide, words=words)
