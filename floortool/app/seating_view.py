"""App layer: what the floor shows about seating — the tables, the balancing plan,
and what a seating command just did — as plain dicts (the ``--json`` shapes).

Decides nothing: ``seating_data`` lists each open table (seats, players,
button, final table) and marks the short tables (two or more players short of
the fullest, TDA 2024 Rule 11-A) and the halted ones (Rule 11-D, or never
under house rule A-24); ``balance_data`` is the engine's balancing plan with
each move's reason and rule, plus whether a break or the final table is due.
"""

from __future__ import annotations

from typing import Any

from floortool.domain.entries import seating_of
from floortool.domain.journal import JournalEntry, decode_event
from floortool.domain.seating.breaking import next_to_break
from floortool.domain.seating.halting import plan_halts
from floortool.domain.seating.moves import Move
from floortool.domain.seating_adapter import plan_balancing, policy_of, room_of
from floortool.domain.seating_events import (
    ButtonSet,
    EntryMoved,
    FinalTableRedrawn,
    TableBroken,
    marks_of,
)
from floortool.domain.state import FloorState
from floortool.domain.tournament import require_event

#: A table this many players short of the fullest is a short table (balancing is due).
SHORT_BY = 2


def _name(state: FloorState, event_id: int, entry_id: int) -> str:
    entry = state.entries.get(event_id, {}).get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"entry {entry_id}"


def seating_data(state: FloorState, event_id: int) -> dict[str, Any]:
    """``{"tables": [...], "short_tables", "halted", "final_table", "waiting"}``."""
    require_event(state, event_id)
    seating = seating_of(state, event_id)
    marks = marks_of(state, event_id)
    fullest = max((t.players for t in seating.tables.values()), default=0)
    tables: list[dict[str, Any]] = [
        {
            "table": number,
            "seats": table.seats,
            "players": table.players,
            "button": marks.buttons.get(number),
            "final": marks.final_table == number,
            "occupied": [
                {"seat": seat, "entry": entry, "player": _name(state, event_id, entry)}
                for seat, entry in sorted(table.occupied.items())
            ],
        }
        for number, table in sorted(seating.tables.items())
    ]
    short = [t["table"] for t in tables if fullest - t["players"] >= SHORT_BY]
    rulebook = policy_of(state, event_id).rulebook
    halted = sorted(plan_halts(room_of(state, event_id), rulebook).tables)
    return {
        "tables": tables,
        "short_tables": short,
        "halted": halted,
        "final_table": marks.final_table,
        "broken": list(marks.broken),
        "waiting": [_name(state, event_id, e) for e in seating.waiting],
    }


def seating_text(data: dict[str, Any]) -> str:
    lines: list[str] = []
    for t in data["tables"]:
        flags = [
            flag
            for flag, on in (
                ("final table", t["final"]),
                ("short", t["table"] in data["short_tables"]),
                ("halted", t["table"] in data["halted"]),
            )
            if on
        ]
        button = "unknown" if t["button"] is None else f"seat {t['button']}"
        head = f"Table {t['table']}: {t['players']}/{t['seats']} players, button {button}"
        lines.append(head + (f" ({', '.join(flags)})" if flags else ""))
        lines += [f"  {o['seat']:>2}  {o['player']}" for o in t["occupied"]]
    if data["waiting"]:
        lines.append("Waiting: " + ", ".join(data["waiting"]))
    return "\n".join(lines) or "No table is open."


def move_data(state: FloorState, event_id: int, move: Move | EntryMoved) -> dict[str, Any]:
    entry = move.entry if isinstance(move, Move) else move.entry_id
    return {
        "entry": entry,
        "player": _name(state, event_id, entry),
        "from": {"table": move.from_table, "seat": move.from_seat},
        "to": {"table": move.to_table, "seat": move.to_seat},
        "reason": move.reason,
        "rule": move.rule,
    }


def move_text(move: dict[str, Any]) -> str:
    return f"{move['player']}: {move['reason']}, {move['rule']}"


def balance_data(state: FloorState, event_id: int) -> dict[str, Any]:
    """The balancing plan: ``{"moves", "needs_button", "message", "break_due", "final_due"}``."""
    require_event(state, event_id)
    room = room_of(state, event_id)
    policy = policy_of(state, event_id)
    final_due = room.final_table is None and 2 <= room.players <= policy.final_table_size
    breaking = next_to_break(room) if len(room.tables) > 1 else None
    if breaking is not None and room.players > room.capacity - room.tables[breaking].capacity:
        breaking = None
    plan = plan_balancing(room, policy.balance)
    moves = [move_data(state, event_id, m) for m in plan.moves]
    if plan.needs_button:
        message = f"{plan.reason}: use 'seating button TABLE SEAT'."
    elif moves:
        message = f"{len(moves)} move(s) balance the tables."
    else:
        message = "The tables are balanced."
    return {
        "moves": moves,
        "needs_button": list(plan.needs_button),
        "message": message,
        "break_due": breaking,
        "final_due": final_due,
    }


def balance_text(data: dict[str, Any]) -> str:
    lines = [move_text(m) for m in data["moves"]]
    lines.append(data["message"])
    if data["final_due"]:
        lines.append("The players fit at the final table: 'seating final'.")
    elif data["break_due"] is not None:
        lines.append(f"Table {data['break_due']} can break: 'seating break {data['break_due']}'.")
    return "\n".join(lines)


def applied_data(state: FloorState, entries: list[JournalEntry]) -> dict[str, Any]:
    """What a seating group did: ``{"moves", "broken", "buttons", "final_table"}``."""
    moves: list[dict[str, Any]] = []
    broken: list[int] = []
    buttons: list[dict[str, int]] = []
    final: int | None = None
    for record in entries:
        event = decode_event(record.kind, record.data)
        if isinstance(event, EntryMoved):
            moves.append(move_data(state, event.event_id, event))
        elif isinstance(event, TableBroken):
            broken.append(event.table)
        elif isinstance(event, ButtonSet):
            buttons.append({"table": event.table, "seat": event.seat})
        elif isinstance(event, FinalTableRedrawn):
            final = event.table
            for entry, from_table, from_seat, to_seat in event.seats:
                moves.append(
                    {
                        "entry": entry,
                        "player": _name(state, event.event_id, entry),
                        "from": {"table": from_table, "seat": from_seat},
                        "to": {"table": event.table, "seat": to_seat},
                        "reason": event.reason,
                        "rule": event.rule,
                    }
                )
    return {"moves": moves, "broken": broken, "buttons": buttons, "final_table": final}
