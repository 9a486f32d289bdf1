"""Domain layer: reading an import's CSV text row by row, the same way for every
import (players, past league results).

A header row comes first (an empty or unreadable file is refused); blank rows
are skipped; a row with more values than the header has columns, or one the
CSV reader cannot parse, is reported as rejected with its line number (a
quoted value may span lines, so the line is where the row starts) and the
start of its text; more than ``max_rows`` rows refuses the whole file.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass

from floortool.domain.errors import InvalidInput

SHOWN = 60  # characters of a rejected row quoted in the report


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
        self._reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")))
        self._max_rows = max_rows
        self.rejected: list[Rejected] = []
        try:
            self.header = next(self._reader)
        except StopIteration:
            raise InvalidInput("The CSV file is empty.", field="file") from None
        except csv.Error as exc:
            raise InvalidInput(f"The CSV file cannot be read: {exc}.", field="file") from None

    def __iter__(self) -> Iterator[CsvRow]:
        reader, line, seen = self._reader, self._reader.line_num, 0
        while True:
            try:
                cells = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                self.rejected.append(Rejected(reader.line_num, f"cannot be read ({exc})"))
                return
            start, line = line + 1, reader.line_num
            if not any(cell.strip() for cell in cells):
                continue
            seen += 1
            if seen > self._max_rows:
                raise InvalidInput(f"The file has more than {self._max_rows:,} rows.", field="file")
            row = CsvRow(start, cells, ",".join(cells)[:SHOWN])
            if len(cells) > len(self.header):
                self.rejected.append(row.reject("more values than the header has columns"))
                continue
            yield row
