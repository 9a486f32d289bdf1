"""App layer: the events and the journal as the front ends list them.

``list_events`` gives frozen ``EventSummary`` views (the window's event lists
read their fields; an event whose tournament is over is marked finished, with
its winner); ``EventSummary.to_json`` and ``JournalRecord.to_json`` are the
one JSON form of an event (``cli.md``: ``event create``, ``event list``) and of a
journal entry (``journal``); their keys are a stable interface.
``EventSummary.to_json(public=True)`` is what the web companion's public pages serve of
an event: the settings declared public, where they are declared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.app.depends import depends_on
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import JournalEntry, Subject
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.plurals import plural
from floortool.domain.results.tournament_end import winner_name
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import LATE_REG_POLICIES, RULEBOOKS, EventInfo
from floortool.domain.tournament.settings import SETTING_BY_ID


@dataclass(frozen=True, slots=True)
class EventSummary:
    """One event as the lists show it: its number, settings and when it was created,
    and who won it once it is over (``winner``; None while it is being played)."""

    info: EventInfo
    winner: str | None = None

    @property
    def finished(self) -> bool:
        return self.winner is not None

    @property
    def status_text(self) -> str:
        """``Finished · won by Ann Lee``, or an empty string while it is being played."""
        return f"Finished · won by {self.winner}" if self.winner is not None else ""

    def to_json(self, *, public: bool = False) -> dict[str, Any]:
        """``{"id", "name", ...}``; money in integer cents and as text. After the fields
        of ``cli.md``, every other declared setting under its own id (money in cents),
        so a new setting shows without a line here. ``public``: only what the web
        companion's public pages serve: the event's number and date, and the settings
        declared public (``Setting.public``)."""
        info = self.info
        s = info.settings
        summary = {
            "id": info.id,
            "name": s.name,
            "type": s.type_text,
            "rulebook": s.rulebook,
            "late_reg": s.late_reg,
            "late_reg_close_level": s.late_reg_close_level,
            "starting_stack": s.starting_stack,
            "buy_in_cents": s.buy_in,
            "fee_cents": s.fee,
            "bounty_cents": s.bounty,
            "buy_in": format_money(s.buy_in),
            "fee": format_money(s.fee),
            "bounty": format_money(s.bounty),
            "tables": s.tables,
            "seats": s.seats,
            "ftr": s.ftr_mode,
            "late_reg_per_level": s.late_reg_per_level,
            "max_reentries": s.max_reentries,
            "max_rebuys": s.max_rebuys,
            "rebuy_last_level": s.rebuy_last_level,
            "max_addons": s.max_addons,
            "addon_last_level": s.addon_last_level,
            "flight_of": s.flight_of,
            "created_at": info.created_at,
        }
        others = {key: getattr(s, key) for key in SETTING_BY_ID if key not in summary}
        whole = summary | {key: value for key, value in others.items() if key != "type_text"}
        return {key: value for key, value in whole.items() if not public or _public(key)}


#: The keys of an event's JSON that are its own, not a setting's (public: every list shows them).
_OWN_KEYS = frozenset({"id", "created_at"})
#: The keys of an event's JSON that are not a setting's id, and the setting each shows.
_SETTING_OF_KEY = {
    "type": "type_text",
    "ftr": "type_text",  # the deck rules its type names
    "buy_in_cents": "buy_in",
    "fee_cents": "fee",
    "bounty_cents": "bounty",
}


def _public(key: str) -> bool:
    """Whether a public page may serve the event's JSON key ``key``."""
    return key in _OWN_KEYS or SETTING_BY_ID[_SETTING_OF_KEY.get(key, key)].public


def list_events(state: FloorState) -> tuple[EventSummary, ...]:
    """Every live event, newest first, each marked finished once its tournament is over."""
    return tuple(
        EventSummary(state.events[i], winner_name(state, i))
        for i in sorted(state.events, reverse=True)
    )


@depends_on(Subject.EVENT, Subject.SEATING)
def describe_event(state: FloorState, info: EventInfo) -> list[tuple[str, str]]:
    """Human-readable (label, value) pairs for an event (its tables as they are in play)."""
    s = info.settings
    tables_open = len(seating_of(state, info.id).tables)
    close = (
        f"end of level {s.late_reg_close_level}"
        if s.late_reg_close_level
        else "set by the director"
    )
    bounty = f" (bounty {format_money(s.bounty)})" if s.bounty else ""
    return [
        ("Event", f"{s.name} (#{info.id})"),
        ("Type", s.type_text or "-"),
        ("Rulebook", RULEBOOKS[s.rulebook]),
        ("Late registration", str(LATE_REG_POLICIES[s.late_reg])),
        ("Late registration closes", close),
        ("Starting stack", f"{s.starting_stack:,}"),
        ("Buy-in + fee", f"{format_money(s.buy_in)}{bounty} + {format_money(s.fee)}"),
        ("Tables", tables_text(s.tables, s.seats, tables_open)),
    ]


def tables_text(planned: int, seats: int, tables_open: int) -> str:
    """The tables as a director reads them: ``4 tables of 10 seats``, ``4 tables in play,
    10 seats each, more as the field grows`` (``planned`` 0), ``... (3 in play)``."""
    if not planned:
        in_play = plural(tables_open, "table")
        return f"{in_play} in play, {plural(seats, 'seat')} each, more as the field grows"
    text = f"{plural(planned, 'table')} of {plural(seats, 'seat')}"
    return text if tables_open in (0, planned) else f"{text} ({tables_open:,} in play)"


@dataclass(frozen=True, slots=True)
class JournalRecord:
    """One journal entry as the audit trail lists it: when, who, what."""

    entry: JournalEntry

    def to_json(self) -> dict[str, Any]:
        """``seq``, ``group``, ``scope``, ``kind``, ``label``, ``operator``, ``at`` and
        the event's ``data`` (``cli.md``: ``journal``)."""
        entry = self.entry
        return {
            "seq": entry.seq,
            "group": entry.group,
            "scope": entry.scope,
            "kind": entry.kind,
            "label": entry.label,
            "operator": entry.operator,
            "at": entry.at.isoformat(),
            "data": dict(entry.data),
        }
