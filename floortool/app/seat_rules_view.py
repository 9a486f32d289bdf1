"""App layer: what the floor shows about the seat rules and the draw, as plain
dicts (the ``--json`` shapes) and short text.

Decides nothing: ``seat_rules_data`` lists the players locked to their seat,
the seats out of play, the pairs
kept apart (and whether a pair sits at one table now, which only happens when
no other table had room) and the table order; ``draw_data`` lists every seat
after a draw.
"""

from __future__ import annotations

from typing import Any

from floortool.domain.field.entries import event_entries
from floortool.domain.seating.seats import seating_of
from floortool.domain.state import FloorState
from floortool.domain.text import format_table_order, parse_table_order
from floortool.domain.tournament.event import require_event


def player_name(state: FloorState, event_id: int, entry_id: int) -> str:
    entry = event_entries(state, event_id).get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"entry {entry_id}"


def seat_rules_data(state: FloorState, event_id: int) -> dict[str, Any]:
    """``{"locked": [{"player", "table", "seat"}], "seats_off": [{"table", "seat"}],
    "apart": [{"players", "same_table"}], "table_order"}``."""
    settings = require_event(state, event_id).settings
    seating = seating_of(state, event_id)
    tables = {
        e.player_id: seating.where[e.id][0]
        for e in event_entries(state, event_id).values()
        if e.id in seating.where
    }
    apart = [
        {
            "players": [state.players[a].name, state.players[b].name],
            "same_table": a in tables and tables[a] == tables.get(b),
        }
        for a, b in sorted(seating.apart)
    ]
    return {
        "locked": [
            {"player": player_name(state, event_id, entry), "table": table, "seat": seat}
            for entry, (table, seat) in sorted(seating.where.items(), key=lambda item: item[1])
            if entry in seating.locked
        ],
        "seats_off": [
            {"table": table, "seat": seat}
            for table, seats in sorted(seating.off.items())
            for seat in sorted(seats)
        ],
        "apart": apart,
        "table_order": format_table_order(parse_table_order(settings.table_order)),
    }


def seat_rules_text(data: dict[str, Any]) -> list[str]:
    """Lines for ``seating show``: seats out of play, pairs kept apart, the table order."""
    lines: list[str] = []
    if data["seats_off"]:
        seats = ", ".join(f"{s['table']}-{s['seat']}" for s in data["seats_off"])
        lines.append(f"Out of play: {seats}")
    for pair in data["apart"]:
        note = " (at the same table now!)" if pair["same_table"] else ""
        lines.append(f"Kept apart: {' and '.join(pair['players'])}{note}")
    if data["table_order"]:
        lines.append(f"Table order: {data['table_order']}")
    return lines


def draw_data(state: FloorState, event_id: int) -> dict[str, Any]:
    """Every seat after a draw: ``{"seats": [{"table", "seat", "entry", "player",
    "locked"}], "tables", "waiting"}``."""
    seating = seating_of(state, event_id)
    seats = [
        {
            "table": table,
            "seat": seat,
            "entry": entry,
            "player": player_name(state, event_id, entry),
            "locked": entry in seating.locked,
        }
        for entry, (table, seat) in sorted(seating.where.items(), key=lambda item: item[1])
    ]
    return {
        "seats": seats,
        "tables": sorted(seating.tables),
        "waiting": [player_name(state, event_id, e) for e in seating.waiting],
    }


def draw_text(data: dict[str, Any]) -> str:
    lines = [
        f"Table {s['table']:>3} seat {s['seat']:>2}  {s['player']}"
        + ("  (locked)" if s["locked"] else "")
        for s in data["seats"]
    ]
    if data["waiting"]:
        lines.append("Waiting: " + ", ".join(data["waiting"]))
    return "\n".join(lines)
