"""Reports layer: the structure sheet — every level and break of the event, for the
players' tables and the wall.

One row per level (number, blinds, ante or big-blind ante, minutes, when it
starts counted from the start of level 1, and the game in a mixed event) and
per break (shaded, with the chips it colours up). Under the title: the
starting stack and when late registration closes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.reports.page_frame import DocumentHead, Pdf, Progress
from floortool.reports.tabular import CENTER, RIGHT, Column, Section, render_sections
from floortool.reports.wording import Text, said

COLUMNS = (
    Column(translate("reports.structure_sheet", "Level"), 0.8, CENTER),
    Column(translate("reports.structure_sheet", "Small blind"), 1.3, RIGHT),
    Column(translate("reports.structure_sheet", "Big blind"), 1.3, RIGHT),
    Column(translate("reports.structure_sheet", "Ante"), 1.3, RIGHT),
    Column(translate("reports.structure_sheet", "Minutes"), 1.0, RIGHT),
    Column(translate("reports.structure_sheet", "Starts"), 1.0, RIGHT),
    Column(translate("reports.structure_sheet", "Notes"), 2.6, wrap=True),
)

BB_NOTE = translate(
    "reports.structure_sheet",
    "Antes marked BB are big-blind antes: the big blind pays the ante for the table.",
)


@dataclass(frozen=True)
class StructureLine:
    """One row of the structure: a level, or a break (``level`` None)."""

    level: int | None
    minutes: int
    starts_at: int  # seconds from the start of level 1
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    big_blind_ante: bool = False
    game: str | Phrase = ""
    colour_up: tuple[Text, ...] = ()  # a break's colour-up: "25 (green)", "100 (black)"


@dataclass(frozen=True)
class StructureSheet:
    name: str | Phrase  # the structure's name
    intro: str | Phrase  # "Starting stack 20,000. Late registration: ..."
    lines: tuple[StructureLine, ...]


def clock_text(seconds: int) -> str:
    """``0:00``, ``1:20``, ``12:05``: hours and minutes."""
    hours, rest = divmod(seconds // 60, 60)
    return f"{hours}:{rest:02d}"


def _row(line: StructureLine, words: Catalogue) -> tuple[Text, ...]:
    starts = clock_text(line.starts_at)
    if line.level is None:
        colour_up = translate("reports.structure_sheet", "Colour up {chips}")
        chips = ", ".join(said(words, chip) for chip in line.colour_up)
        note = colour_up.fill(chips=chips) if line.colour_up else ""
        pause = translate("reports.structure_sheet", "Break")
        return (pause, "", "", "", str(line.minutes), starts, note)
    ante: Text = ""
    if line.ante:
        ante = (
            translate("reports.structure_sheet", "{ante} BB").fill(ante=Number(line.ante))
            if line.big_blind_ante
            else Number(line.ante)
        )
    return (
        str(line.level),
        Number(line.small_blind),
        Number(line.big_blind),
        ante,
        str(line.minutes),
        starts,
        line.game,
    )


def structure_sections(sheet: StructureSheet, words: Catalogue = ENGLISH) -> list[Section]:
    lines: Sequence[StructureLine] = sheet.lines
    title = (
        translate("reports.structure_sheet", "Structure: {name}").fill(name=sheet.name)
        if sheet.name
        else translate("reports.structure_sheet", "Structure")
    )
    intro = words.say(sheet.intro)
    if any(line.big_blind_ante and line.ante for line in lines):
        intro += f" {words.say(BB_NOTE)}"
    return [
        Section(
            title=title,
            intro=intro,
            columns=COLUMNS,
            rows=tuple(_row(line, words) for line in lines),
            shaded=frozenset(i for i, line in enumerate(lines) if line.level is None),
            empty=translate("reports.structure_sheet", "The structure has no levels."),
        )
    ]


def render_structure_sheet(
    head: DocumentHead,
    sheet: StructureSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    sections = structure_sections(sheet, words)
    return render_sections(head, sections, progress=progress, words=words)
