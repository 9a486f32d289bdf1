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
from dataclasses import dataclass, field
from typing import Any

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.phrase_data import kept_phrase, phrase_data
from floortool.domain.kernel.phrases import Clause, Phrase, translate

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
    """A CSV row that was not imported: its line number, why (in English, and as a
    phrase's data to say it in the reader's language), and its text."""

    line: int
    reason: str
    text: str = ""
    reason_words: dict[str, Any] | None = field(default=None, compare=False)

    @classmethod
    def of(cls, line: int, reason: Phrase, text: str = "") -> Rejected:
        """Line ``line`` rejected for ``reason`` (its English without a closing full stop)."""
        return cls(line, str(reason).rstrip("."), text, phrase_data(reason))

    @classmethod
    def refused(cls, line: int, refusal: FloorError, text: str = "") -> Rejected:
        """Line ``line`` rejected because a rule refused it, saying the refusal."""
        said = refusal.phrase
        data = phrase_data(said) if isinstance(said, Phrase) else None
        return cls(line, refusal.message.rstrip("."), text, data)

    def said_reason(self) -> Phrase | str:
        """Why, to be said in the reader's language (English for an old record), without
        a closing full stop, as ``reason``."""
        kept = kept_phrase(self.reason_words, self.reason)
        if isinstance(kept, str):
            return kept
        return translate("domain.kernel.csv_rows", "{reason}").fill(reason=Clause(kept))

    def describe(self) -> str:
        return f"line {self.line}: {self.reason}"

    def said(self) -> Phrase:
        """``line 4: the name is empty``, to be said in the reader's language."""
        return translate("domain.kernel.csv_rows", "line {line}: {reason}").fill(
            line=self.line, reason=self.said_reason()
        )

    def report(self) -> dict[str, Any]:
        """The row as the ``--json`` output and a refusal's details give it (English)."""
        return {"line": self.line, "reason": self.reason, "text": self.text}

    def to_data(self) -> dict[str, Any]:
        """The row as the journal keeps it: the report and the reason's phrase."""
        return {**self.report(), "reason_words": self.reason_words}


@dataclass(frozen=True)
class CsvRow:
    """One non-blank row: the line it starts on, its values, its text as quoted."""

    line: int
    cells: list[str]
    text: str

    def reject(self, reason: Phrase | FloorError) -> Rejected:
        if isinstance(reason, FloorError):
            return Rejected.refused(self.line, reason, self.text)
        return Rejected.of(self.line, reason, self.text)


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
                self.rejected.append(
                    row.reject(
                        translate(
                            "domain.kernel.csv_rows", "more values than the header has columns"
                        )
                    )
                )
                continue
            yield row


def _unreadable(start: int, end: int, why: str) -> Rejected:
    """The report of lines ``start`` to ``end`` the CSV reader could not make a row of."""
    if why == "unexpected end of data":
        lines = line_span(start, end)
        return Rejected.of(
            start,
            translate(
                "domain.kernel.csv_rows",
                "a quote opened here is never closed, so {lines} cannot be read",
            ).fill(lines=lines),
        )
    if end > start:
        return Rejected.of(
            start,
            translate(
                "domain.kernel.csv_rows", "cannot be read (lines {first}-{last}): {why}"
            ).fill(first=start, last=end, why=why),
        )
    return Rejected.of(
        start, translate("domain.kernel.csv_rows", "cannot be read: {why}").fill(why=why)
    )


def clause(refusal: FloorError) -> Clause | str:
    """A refusal quoted inside a reason, without its closing full stop."""
    said = refusal.phrase
    return Clause(said) if isinstance(said, Phrase) else said.rstrip(".")


def line_span(first: int, last: int) -> Phrase:
    """``line 4`` or ``lines 4-6``, to be said in the reader's language."""
    if last > first:
        return translate("domain.kernel.csv_rows", "lines {first}-{last}").fill(
            first=first, last=last
        )
    return translate("domain.kernel.csv_rows", "line {first}").fill(first=first)
