"""Domain layer: reading an import's CSV text row by row, the same way for every
import (players, past league results), and the one rule for every CSV cell the
app writes.

A header row comes first (an empty or unreadable file is refused); blank rows
are skipped; a row with more values than the header has columns, or one the
CSV reader cannot parse (a stray quote: ``"a"b``), is reported as rejected with
its line number (a quoted value may span lines, so the line is where the row
starts) and the start of its text, and reading goes on with the next line. A
quote that is never closed would take in every line after it: that row is
reported with the lines it took in, so every line of the file is either read
or reported. More than ``max_rows`` rows refuses the whole file.

Writing: a text cell starting with ``= + - @`` is written with a leading ``'``
(``safe_cell``), so a spreadsheet shows it instead of running it as a formula;
``plain_cell`` takes the ``'`` off again when such a file is read back.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from dataclasses import dataclass

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate

SHOWN = 60  # characters of a rejected row quoted in the report
#: How a cell a spreadsheet would run as a formula starts.
FORMULA_STARTS = ("=", "+", "-", "@")


def safe_cell(text: str) -> str:
    """A text cell for a CSV file that a spreadsheet will not run as a formula."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def plain_cell(text: str) -> str:
    """A cell read back: stripped, and without the ``'`` that ``safe_cell`` added."""
    stripped = text.strip()
    if stripped.startswith("'") and stripped[1:].startswith(FORMULA_STARTS):
        return stripped[1:]
    return stripped


def text_lines(text: str) -> Iterator[str]:
    """The lines of ``text``, each with its ``\\n``, one at a time: what the CSV reader
    reads, at no cost beyond the text (an ``io.StringIO`` of it keeps four bytes a
    character more)."""
    start = 0
    while (end := text.find("\n", start)) != -1:
        yield text[start : end + 1]
        start = end + 1
    if start < len(text):
        yield text[start:]


@dataclass(frozen=True)
class Rejected:
    """A CSV row that was not imported: its line number, why, and its text."""

    line: int
    reason: str
    text: str = ""

    def describe(self) -> str:
        return f"line {self.line}: {self.reason}"


@dataclass(frozen=True)
class CsvRow:
    """One non-blank row: the line it starts on, its values, its text as quoted."""

    line: int
    cells: list[str]
    text: str

    def reject(self, reason: str) -> Rejected:
        return Rejected(self.line, reason.rstrip("."), self.text)


class CsvRows:
    """The rows of an import file after its header; rejects go to ``rejected``."""

    def __init__(self, text: str, *, max_rows: int) -> None:
        self._reader = csv.reader(text_lines(text.removeprefix("\ufeff")), strict=True)
        self._max_rows = max_rows
        self.rejected: list[Rejected] = []
        try:
            self.header = next(self._reader)
        except StopIteration:
            raise InvalidInput(
                translate("domain.kernel.csv_rows", "The CSV file is empty."), field="file"
            ) from None
        except csv.Error as exc:
            raise InvalidInput(
                translate("domain.kernel.csv_rows", "The CSV file cannot be read: {exc}.").fill(
                    exc=exc
                ),
                field="file",
            ) from None

    def __iter__(self) -> Iterator[CsvRow]:
        reader, line, seen = self._reader, self._reader.line_num, 0
        while True:
            try:
                cells = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                start, line = line + 1, reader.line_num
                self.rejected.append(_unreadable(start, line, str(exc)))
                continue
            start, line = line + 1, reader.line_num
            if not any(cell.strip() for cell in cells):
                continue
            seen += 1
            if seen > self._max_rows:
                raise InvalidInput(
                    translate("domain.kernel.csv_rows", "The file has more than {rows}.").fill(
                        rows=nouns.rows(self._max_rows)
                    ),
                    field="file",
                )
            row = CsvRow(start, cells, ",".join(cells)[:SHOWN])
            if len(cells) > len(self.header):
                self.rejected.append(row.reject("more values than the header has columns"))
                continue
            yield row


def _unreadable(start: int, end: int, why: str) -> Rejected:
    """The report of lines ``start`` to ``end`` the CSV reader could not make a row of."""
    if why == "unexpected end of data":
        lines = f"lines {start}-{end}" if end > start else f"line {start}"
        return Rejected(start, f"a quote opened here is never closed, so {lines} cannot be read")
    lines = f" (lines {start}-{end})" if end > start else ""
    return Rejected(start, f"cannot be read{lines}: {why}")
