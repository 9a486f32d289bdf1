"""CLI layer: ``floortool seating show | balance [--apply [--only NAME[,NAME]]] |
break TABLE | button TABLE SEAT | button TABLE --draw | move NAME TABLE SEAT | final |
policy [...] | hand TABLE`` (``cli.md``, Seating; ``policy`` is ``cli.seating_policy_cmd``'s;
``hand`` is ``cli.hand_cmd``'s; ``draw``, the seat rules and ``order`` are
``cli.seat_rules_cmd``'s).

``show --json`` prints ``{"tables": [{"table", "seats", "players", "button",
"final", "halted_since", "button_redraw", "unavailable", "occupied": [{"seat",
"entry", "player", "locked", "moves", "manual_moves"}]}], "short_tables",
"halted", "final_table", "broken", "waiting", "locked", "seats_off", "apart",
"table_order", "policy"}``; ``balance --json`` the plan ``{"moves": [{"entry",
"player", "from", "to", "reason", "rule"}], "needs_button", "message",
"break_due", "final_due", "button_redraws"}``; a command that changes seats
``{"moves", "broken", "buttons", "final_table", "button_redraws", "done"}``
(a button drawn by high card also lists its ``cards``), printed from what the
command decided (``Done.seating``), not read back from the journal.
"""

from __future__ import annotations

import argparse

from floortool.app.commands.seating import (
    ApplyBalance,
    BreakTable,
    DrawButton,
    MoveEntry,
    RedrawFinalTable,
    SetButton,
)
from floortool.app.floor import Floor
from floortool.app.seating_view import (
    applied_data,
    balance_data,
    balance_text,
    button_text,
    move_text,
    seating_data,
    seating_text,
)
from floortool.cli import hand_cmd, seat_rules_cmd, seating_policy_cmd
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.names import playing_entry_named
from floortool.cli.output import Output
from floortool.domain.errors import InvalidInput

SeatingCommand = ApplyBalance | BreakTable | DrawButton | MoveEntry | RedrawFinalTable | SetButton


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands, "seating", help="tables, buttons, balancing, breaking", parser_class=parser_class
    )
    actions.add_parser("show", help="the tables, seats, players and buttons").set_defaults(
        handler=_show
    )
    balance = actions.add_parser("balance", help="the balancing plan (TDA 2024 Rule 11)")
    balance.add_argument("--apply", action="store_true", help="make the moves (one undo step)")
    balance.add_argument(
        "--only",
        action="append",
        metavar="NAME[,NAME]",
        help="with --apply: make only these players' planned moves (repeatable)",
    )
    balance.set_defaults(handler=_balance)
    breaking = actions.add_parser("break", help="break a table now (TDA 2024 Rule 10-B draw)")
    breaking.add_argument("table", type=int, metavar="TABLE")
    breaking.set_defaults(handler=_break)
    button = actions.add_parser("button", help="where the dealer button is for the next hand")
    button.add_argument("table", type=int, metavar="TABLE")
    button.add_argument("seat", type=int, metavar="SEAT", nargs="?")
    button.add_argument(
        "--draw", action="store_true", help="draw for it by high card (cards recorded)"
    )
    button.set_defaults(handler=_button)
    move = actions.add_parser("move", help="move a player to an empty seat")
    move.add_argument("name", metavar="NAME")
    move.add_argument("table", type=int, metavar="TABLE")
    move.add_argument("seat", type=int, metavar="SEAT")
    move.set_defaults(handler=_move)
    actions.add_parser("final", help="redraw the final table when the players fit").set_defaults(
        handler=_final
    )
    seating_policy_cmd.add_policy_action(actions)
    hand_cmd.add_hand_action(actions)
    seat_rules_cmd.add_seat_rule_actions(actions)


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    data = seating_data(floor.state, current_event(args, floor), floor.clock())
    out.done(data, seating_text(data))
    return EXIT_DONE


def _balance(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    if args.only and not args.apply:
        raise InvalidInput("--only chooses among the moves --apply makes.", field="only")
    if args.apply:
        return _changed(floor, out, ApplyBalance(event_id, _entries(floor, event_id, args.only)))
    data = balance_data(floor.state, event_id, floor.clock())
    out.done(data, balance_text(data))
    return EXIT_DONE


def _break(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, BreakTable(current_event(args, floor), args.table))


def _entries(floor: Floor, event_id: int, names: list[str] | None) -> frozenset[int] | None:
    """The entries of ``--only`` (names or ``#id``, comma-separated); None: every move."""
    if names is None:
        return None
    listed = [name.strip() for text in names for name in text.split(",") if name.strip()]
    return frozenset(playing_entry_named(floor, event_id, name) for name in listed)


def _button(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    if args.draw == (args.seat is not None):
        raise InvalidInput("Give the button's SEAT, or --draw to draw for it.", field="seat")
    if args.draw:
        return _changed(floor, out, DrawButton(event_id, args.table))
    return _changed(floor, out, SetButton(event_id, args.table, args.seat))


def _move(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entry_id = playing_entry_named(floor, event_id, args.name)
    return _changed(floor, out, MoveEntry(event_id, entry_id, args.table, args.seat))


def _final(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, RedrawFinalTable(current_event(args, floor)))


def _changed(floor: Floor, out: Output, command: SeatingCommand) -> int:
    """Run a seating command and print what it decided (its outcome's ``SeatingChange``)."""
    done = floor.execute(command)
    assert done.seating is not None  # every seating command says what it decided
    data = applied_data(floor.state, command.event_id, done.seating)
    lines = [done.label, *(move_text(m) for m in data["moves"])]
    lines += [button_text(b) for b in data["buttons"] if "cards" in b]
    lines += [f"{r['reason']} ({r['rule']})." for r in data["button_redraws"]]
    out.done({**data, "done": done.label}, "\n".join(lines))
    return EXIT_DONE
