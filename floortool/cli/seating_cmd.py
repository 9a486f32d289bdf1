"""CLI layer: ``floortool seating show | balance [--apply] | break TABLE |
button TABLE SEAT | move NAME TABLE SEAT | final`` (``cli.md``, Seating).

``show --json`` prints ``{"tables": [{"table", "seats", "players", "button",
"final", "occupied": [{"seat", "entry", "player"}]}], "short_tables",
"halted", "final_table", "broken", "waiting"}``; ``balance --json`` the plan
``{"moves": [{"entry", "player", "from", "to", "reason", "rule"}],
"needs_button", "message", "break_due", "final_due"}``; a command that
changes seats ``{"moves", "broken", "buttons", "final_table", "done"}``.
"""

from __future__ import annotations

import argparse

from floortool.app.commands.base import Command
from floortool.app.commands.seating import (
    ApplyBalance,
    BreakTable,
    MoveEntry,
    RedrawFinalTable,
    SetButton,
)
from floortool.app.floor import Floor
from floortool.app.seating_view import (
    applied_data,
    balance_data,
    balance_text,
    move_text,
    seating_data,
    seating_text,
)
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.output import Output


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
    balance.set_defaults(handler=_balance)
    breaking = actions.add_parser("break", help="break a table now (TDA 2024 Rule 10-B draw)")
    breaking.add_argument("table", type=int, metavar="TABLE")
    breaking.set_defaults(handler=_break)
    button = actions.add_parser("button", help="where the dealer button is for the next hand")
    button.add_argument("table", type=int, metavar="TABLE")
    button.add_argument("seat", type=int, metavar="SEAT")
    button.set_defaults(handler=_button)
    move = actions.add_parser("move", help="move a player to an empty seat")
    move.add_argument("name", metavar="NAME")
    move.add_argument("table", type=int, metavar="TABLE")
    move.add_argument("seat", type=int, metavar="SEAT")
    move.set_defaults(handler=_move)
    actions.add_parser("final", help="redraw the final table when the players fit").set_defaults(
        handler=_final
    )


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    data = seating_data(floor.state, current_event(args, floor))
    out.done(data, seating_text(data))
    return EXIT_DONE


def _balance(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    if args.apply:
        return _changed(floor, out, ApplyBalance(event_id))
    data = balance_data(floor.state, event_id)
    out.done(data, balance_text(data))
    return EXIT_DONE


def _break(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, BreakTable(current_event(args, floor), args.table))


def _button(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, SetButton(current_event(args, floor), args.table, args.seat))


def _move(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    return _changed(floor, out, MoveEntry(event_id, args.name, args.table, args.seat))


def _final(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, RedrawFinalTable(current_event(args, floor)))


def _changed(floor: Floor, out: Output, command: Command) -> int:
    done = floor.execute(command)
    data = applied_data(floor.state, done.entries)
    lines = [done.label, *(move_text(m) for m in data["moves"])]
    out.done({**data, "done": done.label}, "\n".join(lines))
    return EXIT_DONE
