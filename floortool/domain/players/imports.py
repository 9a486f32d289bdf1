"""Domain layer: importing players from CSV text, with a report of rejected rows.

Decides which rows of a CSV file (a header row naming ``name`` and any of
``nickname``, ``membership``, ``contact``, in any order and case; other
columns are ignored) become new players, and why each other row is rejected,
by line number: no name, a value too long, too many values, or a duplicate —
of a player already in the database or of an earlier row (``records.clash``:
the same membership number, or the same name on a row without one). A row
with the name of a player already there and a membership number nobody has
is a namesake, imported as a new player (the duplicates list shows the pair).
The import is one journal event that also keeps the report for the audit trail.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.csv_rows import CsvRows, Rejected
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import DomainEvent, Subject
from floortool.domain.kernel.phrase_lists import joined
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.players.records import (
    PLAYER_FIELDS,
    Player,
    PlayersAdded,
    clash,
    clean_fields,
    decide_add_players,
)

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

MAX_ROWS = 100_000


class NothingImported(FloorError):
    code = "nothing_imported"
    #: The rows left out, to say why in the reader's language (the details keep English).
    rows: tuple[Rejected, ...] = ()

    def with_rows(self, rows: Sequence[Rejected]) -> NothingImported:
        self.rows = tuple(rows)
        return self


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
            translate(
                "domain.players.imports",
                "The CSV file needs a header row with a 'name' column (and optionally "
                "nickname, membership, contact).",
            ),
            field="file",
        )
    return columns


def plan_import(players: Mapping[int, Player], text: str) -> ImportPlan:
    """Read ``text`` (CSV with a header row) against the existing ``players``."""
    rows = CsvRows(text, max_rows=MAX_ROWS)
    columns = _columns(rows.header)
    accepted: list[dict[str, str]] = []
    known: list[Player] = list(players.values())
    for row in rows:
        values = {key: row.cells[i] if i < len(row.cells) else "" for key, i in columns.items()}
        try:
            fields = clean_fields(**values)
        except InvalidInput as exc:
            rows.rejected.append(row.reject(exc))
            continue
        why = _duplicate(known, fields)
        if why is not None:
            rows.rejected.append(row.reject(why))
            continue
        accepted.append(fields)
        known.append(Player(id=-row.line, **fields))  # stands for this row in later checks
    return ImportPlan(accepted=tuple(accepted), rejected=tuple(rows.rejected))


def _duplicate(known: list[Player], fields: Mapping[str, str]) -> Phrase | None:
    for other in known:
        why = clash(other, fields["name"], fields["membership"])
        if why is not None:
            if other.id < 0:
                return translate("domain.players.imports", "duplicate of line {line}").fill(
                    line=-other.id
                )
            return why
    return None


@dataclass(frozen=True)
class PlayersImported(DomainEvent):
    """Players imported from a file; ``rejected`` keeps the rows left out, for the record."""

    kind = "players_imported"
    subjects = frozenset({Subject.PLAYERS})
    source: str
    players: list[dict[str, Any]]
    rejected: list[dict[str, Any]]

    def apply(self, state: FloorState) -> None:
        PlayersAdded(players=self.players).apply(state)


def decide_import(players: Mapping[int, Player], text: str, *, source: str) -> PlayersImported:
    """The import of ``text``; refused (with the report) when no row can be imported."""
    plan = plan_import(players, text)
    report = [r.report() for r in plan.rejected]
    if not plan.accepted:
        detail = joined([r.said() for r in plan.rejected[:5]])
        refusal = (
            translate(
                "domain.players.imports", "No player could be imported from {source} ({detail})."
            )
            if detail
            else translate(
                "domain.players.imports",
                "No player could be imported from {source}: it has no rows.",
            )
        )
        raise NothingImported(
            refusal.fill(
                source=source or translate("domain.players.imports", "the file"), detail=detail
            ),
            rejected=report,
        ).with_rows(plan.rejected)
    added = decide_add_players(players, plan.accepted)
    return PlayersImported(
        source=source, players=added.players, rejected=[r.to_data() for r in plan.rejected]
    )
