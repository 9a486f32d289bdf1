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
from floortool.domain.kernel import nouns
from floortool.domain.kernel.journal import JournalEntry, Subject
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.phrases import Money, Number, Phrase, counted, translate
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
    def status_text(self) -> str | Phrase:
        """``Finished · won by Ann Lee``, or an empty string while it is being played."""
        if self.winner is None:
            return ""
        return translate("app.views.events", "Finished · won by {winner}").fill(winner=self.winner)

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


#: The label of the event's own line (its name and number), which a page header may show.
EVENT_LABEL = translate("app.views.events", "Event")


@depends_on(Subject.EVENT, Subject.SEATING)
def describe_event(state: FloorState, info: EventInfo) -> list[tuple[Phrase, str | Phrase]]:
    """Human-readable (label, value) pairs for an event (its tables as they are in play),
    each said in the reader's language."""
    s = info.settings
    tables_open = len(seating_of(state, info.id).tables)
    close = (
        translate("app.views.events", "end of level {level}").fill(level=s.late_reg_close_level)
        if s.late_reg_close_level
        else translate("app.views.events", "set by the director")
    )
    money = translate("app.views.events", "{buy_in} + {fee}")
    if s.bounty:
        money = translate("app.views.events", "{buy_in} (bounty {bounty}) + {fee}")
    return [
        (EVENT_LABEL, f"{s.name} (#{info.id})"),
        (translate("app.views.events", "Type"), s.type_text or "-"),
        (translate("app.views.events", "Rulebook"), RULEBOOKS[s.rulebook]),
        (translate("app.views.events", "Late registration"), LATE_REG_POLICIES[s.late_reg]),
        (translate("app.views.events", "Late registration closes"), close),
        (
            translate("app.views.events", "Starting stack"),
            translate("app.views.events", "{chips}").fill(chips=Number(s.starting_stack)),
        ),
        (
            translate("app.views.events", "Buy-in + fee"),
            money.fill(
                buy_in=Money(s.buy_in, grouped=False),
                bounty=Money(s.bounty, grouped=False),
                fee=Money(s.fee, grouped=False),
            ),
        ),
        (translate("app.views.events", "Tables"), tables_text(s.tables, s.seats, tables_open)),
    ]


def tables_text(planned: int, seats: int, tables_open: int) -> Phrase:
    """The tables as a director reads them: ``4 tables of 10 seats``, ``4 tables in play,
    10 seats each, more as the field grows`` (``planned`` 0), ``... (3 in play)``."""
    seat_count = counted(
        seats,
        translate("app.views.events", "{count} seat"),
        translate("app.views.events", "{count} seats"),
    )
    if not planned:
        return translate(
            "app.views.events", "{tables} in play, {seats} each, more as the field grows"
        ).fill(tables=_tables(tables_open), seats=seat_count)
    text = translate("app.views.events", "{tables} of {seats}").fill(
        tables=_tables(planned), seats=seat_count
    )
    if tables_open in (0, planned):
        return text
    return translate("app.views.events", "{text} ({count} in play)").fill(
        text=text, count=Number(tables_open)
    )


def _tables(count: int) -> Phrase:
    return nouns.tables(count)


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
