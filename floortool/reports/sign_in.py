"""Reports layer: the sign-in sheet — a line per entry, alphabetical, with room to
sign, and blank lines at the end for whoever arrives unlisted."""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.reports.page_frame import MM, DocumentHead, Pdf, Progress
from floortool.reports.tabular import CENTER, RIGHT, Column, Section, render_sections
from floortool.reports.wording import Text

COLUMNS = (
    Column("#", 0.5, RIGHT),
    Column(translate("reports.sign_in", "Player"), 3.4, wrap=True),
    Column(translate("reports.sign_in", "Table"), 0.8, CENTER),
    Column(translate("reports.sign_in", "Seat"), 0.7, CENTER),
    Column(translate("reports.sign_in", "Entry"), 0.7, CENTER),
    Column(translate("reports.sign_in", "Signature"), 3.4),
)
ROW_HEIGHT = 9 * MM


@dataclass(frozen=True)
class SignInLine:
    player: str
    table: int | None  # None: not seated yet (an alternate)
    seat: int | None
    entry_number: int


@dataclass(frozen=True)
class SignInSheet:
    lines: tuple[SignInLine, ...]
    blank_lines: int  # for players who are not listed


def _row(number: int, line: SignInLine) -> tuple[Text, ...]:
    table: Text = translate("reports.sign_in", "alt") if line.table is None else str(line.table)
    seat = "" if line.seat is None else str(line.seat)
    return (str(number), line.player, table, seat, str(line.entry_number), "")


def sign_in_sections(sheet: SignInSheet) -> list[Section]:
    rows: list[tuple[Text, ...]] = [_row(n, line) for n, line in enumerate(sheet.lines, start=1)]
    first_blank = len(rows) + 1
    rows += [
        (str(n), "", "", "", "", "") for n in range(first_blank, first_blank + sheet.blank_lines)
    ]
    return [
        Section(
            title=translate("reports.sign_in", "Sign-in sheet"),
            intro=translate(
                "reports.sign_in",
                "Sign beside your name. Not listed? Write your name on a blank line.",
            ),
            columns=COLUMNS,
            rows=tuple(rows),
            row_height=ROW_HEIGHT,
            font_size=11,
        )
    ]


def render_sign_in_sheet(
    head: DocumentHead,
    sheet: SignInSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    return render_sections(head, sign_in_sections(sheet), progress=progress, words=words)
