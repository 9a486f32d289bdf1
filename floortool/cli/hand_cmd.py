"""CLI layer: ``floortool hand-for-hand start [--minutes-per-hand M] | next | stop |
status`` and ``floortool seating hand TABLE`` (the table finished a hand).

``seating hand --json`` prints ``{"hand": {"table", "hand_for_hand_hand",
"button", "small_blind", "big_blind", "dealt", "seconds_charged", "waiting",
"halted", "resumed", "button_redraw"}, "done"}``; ``hand-for-hand ... --json`` prints
``{"hand_for_hand": {"on", "hand", "tables", "reported", "waiting",
"seconds_per_hand", "started_at", "hand_started_at", "clock"}}`` (with
``"done"`` when something was recorded).
"""

from __future__ import annotations

import argparse

from floortool.app.commands.hands import (
    DealNextHand,
    FinishHand,
    StartHandForHand,
    StopHandForHand,
)
from floortool.app.floor import Floor
from floortool.app.hand_view import (
    hand_for_hand_data,
    hand_for_hand_text,
    hand_report_data,
    hand_report_text,
)
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.output import Output
from floortool.domain.seating.hand_for_hand import DEFAULT_SECONDS_PER_HAND


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "hand-for-hand",
        help="hand-for-hand play near the money (TDA 2024 RP-8)",
        parser_class=parser_class,
        handler=_hand_for_hand,
    )
    start = actions.add_parser(
        "start", help="'finish this hand, then hold': hold the clock, number the hands"
    )
    start.add_argument(
        "--minutes-per-hand",
        type=float,
        default=DEFAULT_SECONDS_PER_HAND / 60,
        metavar="M",
        help="time each hand takes off the held clock (default 2, at most 3: RP-8-B/C)",
    )
    actions.add_parser("next", help="deal the next hand now, whichever tables have reported")
    actions.add_parser("stop", help="end hand-for-hand play; the clock runs again")
    actions.add_parser("status", help="the hand being played and the tables still playing it")


def add_hand_action(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``seating hand TABLE``: the table finished a hand (its button moves on)."""
    hand = actions.add_parser(
        "hand", help="a table finished a hand: its button moves on (hand-for-hand: reported)"
    )
    hand.add_argument("table", type=int, metavar="TABLE")
    hand.set_defaults(handler=_hand)


def _hand(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.execute(FinishHand(current_event(args, floor), args.table))
    data = hand_report_data(floor.state, done.entries)
    out.done({"hand": data, "done": done.label}, hand_report_text(data, done.label))
    return EXIT_DONE


def _hand_for_hand(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    action = getattr(args, "hand-for-hand_command")
    label = None
    if action == "start":
        seconds = round(args.minutes_per_hand * 60)
        label = floor.execute(StartHandForHand(event_id, seconds)).label
    elif action == "next":
        label = floor.execute(DealNextHand(event_id)).label
    elif action == "stop":
        label = floor.execute(StopHandForHand(event_id)).label
    data = hand_for_hand_data(floor.state, event_id, floor.clock())
    document: dict[str, object] = {"hand_for_hand": data}
    text = hand_for_hand_text(data)
    if label is not None:
        document["done"] = label
        text = f"{label}\n{text}"
    out.done(document, text)
    return EXIT_DONE
