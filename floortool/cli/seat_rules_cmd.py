"""CLI layer: ``floortool seating draw [--force] | seat-off TABLE SEAT | seat-on TABLE
SEAT | lock NAME | unlock NAME | apart NAME NAME [--remove] | order [TEXT]
[--default]`` — the initial draw, the seat rules and the table order, as actions
of ``floortool seating``.

``draw --json`` prints every seat after the draw: ``{"seats": [{"table",
"seat", "entry", "player", "locked"}], "tables", "waiting", "apart",
"done"}``. The seat-rule actions print ``{"locked": [{"player", "table",
"seat"}], "seats_off": [{"table", "seat"}], "apart": [{"players",
"same_table"}], "table_order", "done"}`` (``order`` without TEXT prints the
same, without ``done``): the ``to_json`` of the read models of
``views.seat_rules``, whose text is made here (``seat_rules_text`` is part of
``seating show``'s too).
"""

from __future__ import annotations

import argparse

from floortool.app.commands.base import Command
from floortool.app.commands.seat_rules import (
    DrawSeats,
    KeepApart,
    LockSeat,
    SetSeatAvailable,
    SetTableOrder,
)
from floortool.app.floor import Floor
from floortool.app.views.seat_rules import DrawView, SeatRulesView, draw_view, seat_rules_view
from floortool.cli.common import EXIT_DONE, current_event
from floortool.cli.help_text import help_text
from floortool.cli.names import player_id_named, playing_entry_named
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import Phrase, translate


def add_seat_rule_actions(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the draw, seat-rule and table-order actions to ``floortool seating``."""
    draw = actions.add_parser(
        "draw",
        help=help_text(
            translate(
                "cli.seat_rules_cmd",
                "draw every player to a random seat, tables filled evenly (TDA 2024 Rule 7)",
            )
        ),
    )
    draw.add_argument(
        "--force",
        action="store_true",
        help=help_text(translate("cli.seat_rules_cmd", "draw even though the clock has started")),
    )
    draw.set_defaults(handler=_draw)
    for name, available, text in (
        ("seat-off", False, translate("cli.seat_rules_cmd", "take a seat out of play")),
        ("seat-on", True, translate("cli.seat_rules_cmd", "give a seat out of play back")),
    ):
        seat = actions.add_parser(name, help=help_text(text))
        seat.add_argument(
            "table", type=whole, metavar=help_text(translate("cli.seat_rules_cmd", "TABLE"))
        )
        seat.add_argument(
            "seat", type=whole, metavar=help_text(translate("cli.seat_rules_cmd", "SEAT"))
        )
        seat.set_defaults(handler=_seat, available=available)
    for name, locked, text in (
        (
            "lock",
            True,
            translate(
                "cli.seat_rules_cmd",
                "lock a player to their seat: moved only when unavoidable (Rule 9)",
            ),
        ),
        ("unlock", False, translate("cli.seat_rules_cmd", "let a locked player move again")),
    ):
        lock = actions.add_parser(name, help=help_text(text))
        lock.add_argument("name", metavar=help_text(translate("cli.seat_rules_cmd", "NAME")))
        lock.set_defaults(handler=_lock, locked=locked)
    apart = actions.add_parser(
        "apart",
        help=help_text(
            translate(
                "cli.seat_rules_cmd",
                "two players who must not sit at the same table (Robert's Seating 4)",
            )
        ),
    )
    apart.add_argument("first", metavar=help_text(translate("cli.seat_rules_cmd", "NAME")))
    apart.add_argument("second", metavar=help_text(translate("cli.seat_rules_cmd", "NAME")))
    apart.add_argument(
        "--remove",
        action="store_true",
        help=help_text(translate("cli.seat_rules_cmd", "they may sit together again")),
    )
    apart.set_defaults(handler=_apart)
    order = actions.add_parser(
        "order",
        help=help_text(
            translate("cli.seat_rules_cmd", "the order tables open in (e.g. 1-10, 21-30:10)")
        ),
    )
    given = order.add_mutually_exclusive_group()
    given.add_argument(
        "text",
        nargs="?",
        metavar=help_text(translate("cli.seat_rules_cmd", "TEXT")),
        help=help_text(translate("cli.seat_rules_cmd", "the order; omit to show it")),
    )
    given.add_argument(
        "--default",
        action="store_true",
        help=help_text(translate("cli.seat_rules_cmd", "back to 1, 2, 3 ...")),
    )
    order.set_defaults(handler=_order)


def seat_rules_text(rules: SeatRulesView) -> list[Phrase]:
    """Lines for ``seating show``: seats out of play, pairs kept apart, the table order."""
    lines: list[Phrase] = []
    if rules.seats_off:
        seats = ", ".join(f"{s.table}-{s.seat}" for s in rules.seats_off)
        lines.append(translate("cli.seat_rules_cmd", "Out of play: {seats}").fill(seats=seats))
    for pair in rules.apart:
        kept = (
            translate("cli.seat_rules_cmd", "Kept apart: {players} (at the same table now!)")
            if pair.same_table
            else translate("cli.seat_rules_cmd", "Kept apart: {players}")
        )
        lines.append(kept.fill(players=_both(pair.players)))
    if rules.table_order:
        lines.append(_table_order(rules.table_order))
    return lines


def _both(players: tuple[str, str]) -> Phrase:
    """``Ann and Bob``."""
    first, second = players
    return translate("cli.seat_rules_cmd", "{first} and {second}").fill(first=first, second=second)


def _table_order(order: str) -> Phrase:
    return translate("cli.seat_rules_cmd", "Table order: {order}").fill(order=order)


def draw_text(drawn: DrawView) -> list[Phrase]:
    seat = translate("cli.seat_rules_cmd", "Table {table} seat {seat}  {player}")
    locked = translate("cli.seat_rules_cmd", "Table {table} seat {seat}  {player}  (locked)")
    lines = [
        (locked if s.locked else seat).fill(
            table=f"{s.table:>3}", seat=f"{s.seat:>2}", player=s.player
        )
        for s in drawn.seats
    ]
    if drawn.waiting:
        lines.append(
            translate("cli.seat_rules_cmd", "Waiting: {players}").fill(
                players=", ".join(drawn.waiting)
            )
        )
    return lines


def _draw(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = floor.execute(DrawSeats(event_id, force=args.force))
    drawn = draw_view(floor.state, event_id)
    together = [_both(p.players) for p in drawn.apart if p.same_table]
    text: list[str | Phrase] = [done.label, *draw_text(drawn)]
    if together:
        text.append(
            translate("cli.seat_rules_cmd", "At one table (no other had room): {pairs}").fill(
                pairs="; ".join(out.say(pair) for pair in together)
            )
        )
    out.done({**drawn.to_json(), "done": done.label}, text)
    return EXIT_DONE


def _seat(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    return _changed(
        floor, out, event_id, SetSeatAvailable(event_id, args.table, args.seat, args.available)
    )


def _lock(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entry_id = playing_entry_named(floor, event_id, args.name)
    return _changed(floor, out, event_id, LockSeat(event_id, entry_id, locked=args.locked))


def _apart(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    first, second = (player_id_named(floor, typed, event_id) for typed in (args.first, args.second))
    command = KeepApart(event_id, first, second, apart=not args.remove)
    return _changed(floor, out, event_id, command)


def _order(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    if args.default or args.text is not None:
        text = "" if args.default else args.text
        return _changed(floor, out, event_id, SetTableOrder(event_id, text))
    rules = seat_rules_view(floor.state, event_id)
    out.done(rules.to_json(), _table_order(rules.table_order or "1, 2, 3 ..."))
    return EXIT_DONE


def _changed(floor: Floor, out: Output, event_id: int, command: Command) -> int:
    done = floor.execute(command)
    rules = seat_rules_view(floor.state, event_id)
    out.done({**rules.to_json(), "done": done.label}, [done.label, *seat_rules_text(rules)])
    return EXIT_DONE
