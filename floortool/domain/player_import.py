"""Domain layer: importing players from CSV text, with a report of rejected rows.

Decides which rows of a CSV file (a header row naming ``name`` and any of
``nickname``, ``membership``, ``contact``, in any order and case; other
columns are ignored) become new players, and why each other row is rejected,
by line number: no name, a value too long, too many values, or a duplicate —
of a player already in the database or of an earlier row (the same name
without two different membership numbers, or the same membership number).
The import is one journal event that also keeps the report for the audit trail.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from floortool.domain.errors import FloorError, InvalidInput
from floortool.domain.journal import DomainEvent, event_type
from floortool.domain.players import (
    PLAYER_FIELDS,
    Player,
    PlayersAdded,
    clash,
    clean_fields,
    decide_add_players,
)

if TYPE_CHECKING:
    from floortool.domain.state import FloorState

MAX_ROWS = 100_000
SHOWN = 60  # characters of a rejected row quoted in the report


class NothingImported(FloorError):
    code = "nothing_imported"


@dataclass(frozen=True)
class Rejected:
    """A CSV row that was not imported: its line number, why, and its text."""

    line: int
    reason: str
    text: str

    def describe(self) -> str:
        return f"line {self.line}: {self.reason}"


@dataclass(frozen=True)
class ImportPlan:
    """The rows that become players (cleaned fields) and the rows rejected."""

    accepted: tuple[dict[str, str], ...]
    rejected: tuple[Rejected, ...]


def _columns(header: list[str]) -> dict[str, int]:
    wanted = {name.strip().casefold(): index for index, name in enumerate(header)}
    columns = {key: wanted[key] for key in PLAYER_FIELDS if key in wanted}
    if "name" not in columns:
        raise InvalidInput(
            "The CSV file needs a header row with a 'name' column "
            "(and optionally nickname, membership, contact).",
            field="file",
        )
    return columns


def plan_import(players: Mapping[int, Player], text: str) -> ImportPlan:
    """Read ``text`` (CSV with a header row) against the existing ``players``."""
    reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")))
    try:
        header = next(reader)
    except StopIteration:
        raise InvalidInput("The CSV file is empty.", field="file") from None
    except csv.Error as exc:
        raise InvalidInput(f"The CSV file cannot be read: {exc}.", field="file") from None
    columns = _columns(header)
    accepted: list[dict[str, str]] = []
    rejected: list[Rejected] = []
    known: list[Player] = list(players.values())
    line = reader.line_num
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            rejected.append(Rejected(reader.line_num, f"cannot be read ({exc})", ""))
            break
        start, line = line + 1, reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        if len(accepted) + len(rejected) >= MAX_ROWS:
            raise InvalidInput(f"The file has more than {MAX_ROWS:,} rows.", field="file")
        shown = ",".join(row)[:SHOWN]
        if len(row) > len(header):
            rejected.append(Rejected(start, "more values than the header has columns", shown))
            continue
        values = {key: row[index] if index < len(row) else "" for key, index in columns.items()}
        try:
            fields = clean_fields(**values)
        except InvalidInput as exc:
            rejected.append(Rejected(start, exc.message.rstrip("."), shown))
            continue
        why = _duplicate(known, fields)
        if why is not None:
            rejected.append(Rejected(start, why, shown))
            continue
        accepted.append(fields)
        known.append(Player(id=-start, **fields))  # stands for this row in later checks
    return ImportPlan(accepted=tuple(accepted), rejected=tuple(rejected))


def _duplicate(known: list[Player], fields: Mapping[str, str]) -> str | None:
    for other in known:
        why = clash(other, fields["name"], fields["membership"])
        if why is not None:
            return f"duplicate of line {-other.id}" if other.id < 0 else why
    return None


@event_type
@dataclass(frozen=True)
class PlayersImported(DomainEvent):
    """Players imported from a file; ``rejected`` keeps the rows left out, for the record."""

    kind = "players_imported"
    source: str
    players: list[dict[str, Any]]
    rejected: list[dict[str, Any]]

    def apply(self, state: FloorState) -> None:
        PlayersAdded(players=self.players).apply(state)


def decide_import(players: Mapping[int, Player], text: str, *, source: str) -> PlayersImported:
    """The import of ``text``; refused (with the report) when no row can be imported."""
    plan = plan_import(players, text)
    report = [{"line": r.line, "reason": r.reason, "text": r.text} for r in plan.rejected]
    if not plan.accepted:
        detail = "; ".join(r.describe() for r in plan.rejected[:5])
        raise NothingImported(
            f"No player could be imported from {source or 'the file'}"
            + (f" ({detail})." if detail else ": it has no rows."),
            rejected=report,
        )
    added = decide_add_players(players, plan.accepted)
    return PlayersImported(source=source, players=added.players, rejected=report)
