"""App layer: what the floor shows about hands — a table's hand report and the
state of hand-for-hand play — as plain dicts (the ``--json`` shapes) and text.

Decides nothing: ``hand_for_hand_data`` reads the folded state (the hand being
played, the tables that deal it, those that have finished it and those still
playing, the time each hand takes off the clock, and the clock itself);
``hand_report_data`` reads what a hand command just recorded, with the
table's button and blinds for its next hand.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from floortool.app.views.clock import clock_view, format_seconds
from floortool.domain.journal import JournalEntry, decode_event
from floortool.domain.seating.events import marks_of
from floortool.domain.seating.halts import TableHalted, TableResumed
from floortool.domain.seating.hand_for_hand import (
    hand_for_hand_of,
    tables_to_report,
    waiting_tables,
    with_button,
)
from floortool.domain.seating.hands import HandFinished, HandForHandDealt, HandTimeCharged
from floortool.domain.seating.seats import seating_of
from floortool.domain.state import FloorState
from floortool.domain.tournament.event import require_event


def hand_for_hand_data(state: FloorState, event_id: int, now: datetime) -> dict[str, Any]:
    """``{"on", "hand", "tables", "reported", "waiting", "seconds_per_hand", "started_at",
    "hand_started_at", "clock"}``; ``hand`` is null when hand-for-hand play is off."""
    require_event(state, event_id)
    play = hand_for_hand_of(state, event_id)
    view = clock_view(state, event_id, now)
    data: dict[str, Any] = {
        "on": play is not None,
        "hand": None,
        "tables": tables_to_report(state, event_id),
        "reported": [],
        "waiting": [],
        "seconds_per_hand": None,
        "started_at": None,
        "hand_started_at": None,
        "clock": None if view is None else view.to_json(),
    }
    if play is not None:
        data.update(
            hand=play.hand,
            reported=sorted(play.reported),
            waiting=waiting_tables(state, event_id),
            seconds_per_hand=play.seconds_per_hand,
            started_at=play.started_at,
            hand_started_at=play.hand_started_at,
        )
    return data


def hand_for_hand_text(data: dict[str, Any]) -> str:
    if not data["on"]:
        lines = ["Hand-for-hand play is off."]
    else:
        minutes = data["seconds_per_hand"] / 60
        lines = [f"Hand-for-hand hand {data['hand']} ({minutes:g} min per hand)"]
    if data["reported"]:
        lines.append("Finished: " + ", ".join(f"table {n}" for n in data["reported"]))
    if data["waiting"]:
        lines.append("Still playing: " + ", ".join(f"table {n}" for n in data["waiting"]))
    elif data["reported"]:
        lines.append("Every table has finished: deal on with 'hand-for-hand next'.")
    clock = data["clock"]
    if clock is not None:
        held = " (held for hand-for-hand)" if clock["hold_reason"] else ""
        remaining = format_seconds(clock["remaining_seconds"])
        lines.append(f"Clock: {clock['state'].replace('_', ' ')}{held}, {remaining} left")
    return "\n".join(lines)


def hand_report_data(state: FloorState, entries: list[JournalEntry]) -> dict[str, Any]:
    """What a hand report recorded: ``{"table", "hand_for_hand_hand", "button",
    "small_blind", "big_blind", "dealt", "seconds_charged", "waiting", "halted",
    "resumed", "button_redraw"}`` (the button and blinds are those of the table's next
    hand; ``halted`` lists ``{"table", "players", "fullest", "rule"}``;
    ``button_redraw`` is why the table must draw for the button, if it must)."""
    data: dict[str, Any] = {
        "table": None,
        "hand_for_hand_hand": None,
        "button": None,
        "small_blind": None,
        "big_blind": None,
        "dealt": None,
        "seconds_charged": 0,
        "waiting": [],
        "halted": [],
        "resumed": [],
        "button_redraw": None,
    }
    event_id: int | None = None
    for record in entries:
        event = decode_event(record.kind, record.data)
        if isinstance(event, HandFinished):
            event_id = event.event_id
            data.update(table=event.table, hand_for_hand_hand=event.hand)
        elif isinstance(event, HandForHandDealt):
            data["dealt"] = event.hand
        elif isinstance(event, HandTimeCharged):
            data["seconds_charged"] = event.seconds
        elif isinstance(event, TableHalted):
            data["halted"].append(
                {
                    "table": event.table,
                    "players": event.players,
                    "fullest": event.fullest,
                    "rule": event.rule,
                }
            )
        elif isinstance(event, TableResumed):
            data["resumed"].append(event.table)
    if event_id is None:
        return data
    number = data["table"]
    table = seating_of(state, event_id).tables[number]
    button = marks_of(state, event_id).buttons.get(number)
    blinds = with_button(table, button).blinds()
    data.update(
        button=button,
        waiting=waiting_tables(state, event_id),
        button_redraw=marks_of(state, event_id).redraw_due.get(number),
    )
    if blinds is not None:
        data.update(small_blind=blinds[0], big_blind=blinds[1])
    return data


def hand_report_text(data: dict[str, Any], label: str) -> str:
    lines = [label]
    if data["small_blind"] is not None and data["button_redraw"] is None:
        lines.append(
            f"Next hand at table {data['table']}: button seat {data['button']}, "
            f"small blind seat {data['small_blind']}, big blind seat {data['big_blind']}"
        )
    if data["button_redraw"] is not None:
        lines.append(f"Table {data['table']} draws for the button: {data['button_redraw']}.")
    elif data["button"] is None:
        lines.append(f"Enter the button with 'seating button {data['table']} SEAT'.")
    if data["waiting"]:
        lines.append("Still playing: " + ", ".join(f"table {n}" for n in data["waiting"]))
    lines += [
        f"Table {h['table']} halts until balanced: {h['players']} players, the fullest "
        f"table has {h['fullest']} ({h['rule']})."
        for h in data["halted"]
    ]
    lines += [f"Table {n} deals again." for n in data["resumed"]]
    return "\n".join(lines)
