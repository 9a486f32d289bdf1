"""App layer: what the floor shows about seating — the tables, the balancing plan,
and what a seating command just did (its ``SeatingChange``) — as plain dicts
(the ``--json`` shapes).

Decides nothing: ``seating_data`` lists each open table (seats, players,
button, final table, a button re-draw due) and each player's move counts
(balancing and breaking, and by hand apart), marks the short tables (more
players short of the fullest than the event's balance tolerance, TDA 2024
Rule 11-A) and the halted ones (Rule 11-D, or never under house rule A-24),
with since when the journal records each halt, the seat rules (seats out of
play, locked players, pairs kept apart: ``seat_rules_view``) and the seating
policy (``policy_data``); ``balance_data`` is the engine's balancing plan with each
move's reason and rule (planned on a ``Draft``, each move applied there as
it is planned), the buttons it would make re-drawn (house rule A-6), plus
whether a break or the final table is due and what the engine's decision
order (``next_step``) puts before balancing.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from floortool.app.seat_rules_view import player_name, seat_rules_data, seat_rules_text
from floortool.domain.draft import Draft
from floortool.domain.seating.adapter import (
    BalancePlan,
    SeatingChange,
    plan_balancing,
    policy_of,
    room_of,
    waits_for,
)
from floortool.domain.seating.engine.balance import HIGHEST, MIXED_STUD, STUD
from floortool.domain.seating.engine.breaking import break_due
from floortool.domain.seating.engine.button_draw import Redraw, button_redraws
from floortool.domain.seating.engine.halting import plan_halts
from floortool.domain.seating.engine.moves import Move
from floortool.domain.seating.engine.next_step import SeatingPolicy, final_due
from floortool.domain.seating.events import marks_of
from floortool.domain.seating.halts import recorded_halts
from floortool.domain.seating.seats import seating_of
from floortool.domain.state import FloorState
from floortool.domain.tournament.event import require_event

_GAMES = {
    STUD: "stud only: players move by position (TDA 2024 Rule 11-A)",
    MIXED_STUD: "stud level of a mixed game: button frozen (TDA 2024 Rule 11-B)",
}


def policy_data(policy: SeatingPolicy) -> dict[str, Any]:
    """The seating policy in force: ``{"balance_tolerance", "early_balance_tolerance",
    "early_balance_above_tables", "giving_table", "break_order", "ideal_table_load",
    "final_table_size", "game", "button_redraw"}``."""
    balance, breaking = policy.balance, policy.breaking
    early = balance.early_tolerance
    return {
        "balance_tolerance": balance.tolerance,
        "early_balance_tolerance": early,
        "early_balance_above_tables": None if early is None else balance.early_above_tables,
        "giving_table": balance.giving,
        "break_order": list(breaking.order),
        "ideal_table_load": breaking.ideal_load,
        "final_table_size": policy.final_table_size,
        "game": balance.game,
        "button_redraw": policy.citations.button_redraw if policy.redraws_button else None,
    }


def policy_text(data: dict[str, Any]) -> str:
    """The policy in a few lines, as the director reads it."""
    tolerance = f"at most {data['balance_tolerance']} player(s) between tables"
    if data["early_balance_tolerance"] is not None:
        tolerance += (
            f" ({data['early_balance_tolerance']} while more than "
            f"{data['early_balance_above_tables']} tables are open)"
        )
    giving = "highest" if data["giving_table"] == HIGHEST else "lowest"
    order = ", ".join(str(n) for n in data["break_order"])
    breaks = f"in the order {order}, then highest first" if order else "highest first"
    if data["ideal_table_load"] is not None:
        breaks += f", when the others seat everyone at {data['ideal_table_load']} per table"
    lines = [
        f"Balancing: {tolerance}; the {giving}-numbered fullest table gives (Rule 11-C)",
        f"Breaking: {breaks}",
        f"Final table: {data['final_table_size']} players",
    ]
    if data["game"] in _GAMES:
        lines.append(f"Game: {_GAMES[data['game']]}")
    if data["button_redraw"]:
        lines.append(
            "Button re-drawn by high card when half a table is new, and at the final "
            f"table ({data['button_redraw']})"
        )
    return "\n".join(lines)


def seating_data(state: FloorState, event_id: int, now: datetime | None = None) -> dict[str, Any]:
    """``{"tables": [...], "short_tables", "halted", "final_table", "waiting", "policy"}``;
    ``now`` picks the level whose game decides the balancing procedure."""
    require_event(state, event_id)
    seating = seating_of(state, event_id)
    marks = marks_of(state, event_id)
    policy = policy_of(state, event_id, now)
    halted = sorted(plan_halts(room_of(state, event_id), policy).tables)
    since = {n: h.since for n, h in recorded_halts(state, event_id).items() if n in halted}
    fullest = max((t.players for t in seating.tables.values()), default=0)
    tables: list[dict[str, Any]] = [
        {
            "table": number,
            "seats": table.seats,
            "players": table.players,
            "button": marks.buttons.get(number),
            "final": marks.final_table == number,
            "halted_since": since.get(number),
            "button_redraw": marks.redraw_due.get(number),
            "unavailable": sorted(seating.unavailable(number, table.seats)),
            "occupied": [
                {
                    "seat": seat,
                    "entry": entry,
                    "player": player_name(state, event_id, entry),
                    "locked": entry in seating.locked,
                    "moves": marks.moves.get(entry, 0),
                    "manual_moves": marks.manual_moves.get(entry, 0),
                }
                for seat, entry in sorted(table.occupied.items())
            ],
        }
        for number, table in sorted(seating.tables.items())
    ]
    tolerance = policy.balance.tolerance_for(len(tables))
    short = [t["table"] for t in tables if fullest - t["players"] > tolerance]
    return {
        "tables": tables,
        "short_tables": short,
        "halted": halted,
        "final_table": marks.final_table,
        "broken": list(marks.broken),
        "waiting": [player_name(state, event_id, e) for e in seating.waiting],
        **seat_rules_data(state, event_id),
        "policy": policy_data(policy),
    }


def _halted_text(since: str | None) -> str:
    """``halted``, or ``halted since 21:40`` (local time) when the journal records it."""
    if since is None:
        return "halted"
    return f"halted since {datetime.fromisoformat(since).astimezone():%H:%M}"


def seating_text(data: dict[str, Any]) -> str:
    lines: list[str] = []
    for t in data["tables"]:
        flags = [
            flag
            for flag, on in (
                ("final table", t["final"]),
                ("short", t["table"] in data["short_tables"]),
                (_halted_text(t["halted_since"]), t["table"] in data["halted"]),
                ("button to re-draw", t["button_redraw"] is not None),
            )
            if on
        ]
        button = "unknown" if t["button"] is None else f"seat {t['button']}"
        head = f"Table {t['table']}: {t['players']}/{t['seats']} players, button {button}"
        lines.append(head + (f" ({', '.join(flags)})" if flags else ""))
        lines += [
            f"  {o['seat']:>2}  {o['player']}{'  (locked)' if o['locked'] else ''}" + _moved_text(o)
            for o in t["occupied"]
        ]
    if data["waiting"]:
        lines.append("Waiting: " + ", ".join(data["waiting"]))
    lines += seat_rules_text(data)
    if lines:
        lines.append(policy_text(data["policy"]))
    return "\n".join(lines) or "No table is open."


def _moved_text(occupant: dict[str, Any]) -> str:
    """``  (moved 2, 1 by hand)``, or nothing for a player never moved."""
    counts = [f"moved {occupant['moves']}"] if occupant["moves"] else []
    if occupant["manual_moves"]:
        counts.append(f"{occupant['manual_moves']} by hand")
    return f"  ({', '.join(counts)})" if counts else ""


def move_data(state: FloorState, event_id: int, move: Move) -> dict[str, Any]:
    return {
        "entry": move.entry,
        "player": player_name(state, event_id, move.entry),
        "from": {"table": move.from_table, "seat": move.from_seat},
        "to": {"table": move.to_table, "seat": move.to_seat},
        "reason": move.reason,
        "rule": move.rule,
    }


def move_text(move: dict[str, Any]) -> str:
    return f"{move['player']}: {move['reason']}, {move['rule']}"


def balance_data(state: FloorState, event_id: int, now: datetime | None = None) -> dict[str, Any]:
    """The balancing plan: ``{"moves", "needs_button", "message", "break_due", "final_due",
    "waits_for", "button_redraws"}``; ``now`` picks the level whose game decides the
    procedure. While a break or the final redraw is due nothing else is planned."""
    require_event(state, event_id)
    room = room_of(state, event_id)
    policy = policy_of(state, event_id, now)
    first = waits_for(room, policy)
    plan, redraws = BalancePlan((), (), "", ""), tuple[Redraw, ...]()
    if first is None:  # planned on a draft: the moves are applied there, one by one
        draft = Draft(state, event_id)
        plan = plan_balancing(draft, event_id, policy.balance)
        redraws = button_redraws(room_of(draft.state, event_id), plan.moves, policy)
    moves = [move_data(state, event_id, m) for m in plan.moves]
    if first:
        message = first
    elif plan.needs_button:
        message = f"{plan.reason}: use 'seating button TABLE SEAT' (or TABLE --draw)."
    elif moves:
        message = f"{len(moves)} move(s) balance the tables."
    else:
        message = "The tables are balanced."
    return {
        "moves": moves,
        "needs_button": list(plan.needs_button),
        "message": message,
        "break_due": break_due(room, policy.breaking),
        "final_due": final_due(room, policy),
        "waits_for": first,  # the break or final redraw balancing waits for, if any
        "button_redraws": [{"table": r.table, "reason": r.reason, "rule": r.rule} for r in redraws],
    }


def balance_text(data: dict[str, Any]) -> str:
    lines = [move_text(m) for m in data["moves"]]
    lines.append(data["message"])
    lines += [f"Then: {r['reason']} ({r['rule']})." for r in data["button_redraws"]]
    if data["waits_for"]:
        pass  # the message already says what comes first
    elif data["final_due"]:
        lines.append("The players fit at the final table: 'seating final'.")
    elif data["break_due"] is not None:
        lines.append(f"Table {data['break_due']} can break: 'seating break {data['break_due']}'.")
    return "\n".join(lines)


def button_text(button: dict[str, Any]) -> str:
    """A button drawn by high card: ``Table 3 button: seat 5 by high card (seat 1 Kh, ...)``."""
    cards = ", ".join(f"seat {c['seat']} {c['card']}" for c in button["cards"])
    return f"Table {button['table']} button: seat {button['seat']} by high card ({cards})"


def applied_data(state: FloorState, event_id: int, change: SeatingChange) -> dict[str, Any]:
    """What a seating group did: ``{"moves", "broken", "buttons", "final_table",
    "button_redraws"}``; a button drawn by high card lists the ``cards`` drawn."""
    buttons: list[dict[str, Any]] = [
        {"table": b.table, "seat": b.seat}
        if not b.cards
        else {
            "table": b.table,
            "seat": b.seat,
            "cards": [{"seat": seat, "card": card} for seat, card in b.cards],
            "rule": b.rule,
        }
        for b in change.buttons
    ]
    return {
        "moves": [move_data(state, event_id, m) for m in change.moves],
        "broken": list(change.broken),
        "buttons": buttons,
        "final_table": change.final_table,
        "button_redraws": [
            {"table": r.table, "reason": r.reason, "rule": r.rule} for r in change.redraws
        ],
    }
