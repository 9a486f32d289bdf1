"""CLI layer: ``floortool hand-for-hand start [--minutes-per-hand M] | next | stop |
status`` and ``floortool seating hand TABLE`` (the table finished a hand).

``seating hand --json`` prints ``{"hand": {"table", "hand_for_hand_hand",
"button", "small_blind", "big_blind", "dealt", "seconds_charged", "waiting",
"halted", "resumed", "button_redraw", "dead_button", "dead_small_blind",
"not_dealt_in"}, "done"}``; ``hand-for-hand ... --json`` prints
``{"hand_for_hand": {"on", "hand", "tables", "reported", "waiting",
"seconds_per_hand", "started_at", "hand_started_at", "clock"}}`` (with
``"done"`` when something was recorded): the ``to_json`` of the read models of
``views.hands``, whose text is made here.
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
from floortool.app.views.clock import format_seconds
from floortool.app.views.hands import (
    HandForHandView,
    HandReportView,
    hand_for_hand_view,
    hand_report_view,
)
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel.input_checks import finite_number
from floortool.domain.kernel.plurals import plural
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
        default=f"{DEFAULT_SECONDS_PER_HAND / 60:g}",
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
    hand.add_argument("table", type=whole, metavar="TABLE")
    hand.set_defaults(handler=_hand)


def _hand(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.execute(FinishHand(current_event(args, floor), args.table))
    report = hand_report_view(floor.state, done.entries)
    out.done({"hand": report.to_json(), "done": done.label}, hand_report_text(report, done.label))
    return EXIT_DONE


def _hand_for_hand(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    action = getattr(args, "hand-for-hand_command")
    label = None
    if action == "start":
        minutes = finite_number(
            args.minutes_per_hand, what="--minutes-per-hand", field="minutes_per_hand", largest=60
        )
        seconds = round(minutes * 60)
        label = floor.execute(StartHandForHand(event_id, seconds)).label
    elif action == "next":
        label = floor.execute(DealNextHand(event_id)).label
    elif action == "stop":
        label = floor.execute(StopHandForHand(event_id)).label
    play = hand_for_hand_view(floor.state, event_id, floor.clock())
    document: dict[str, object] = {"hand_for_hand": play.to_json()}
    text = hand_for_hand_text(play)
    if label is not None:
        document["done"] = label
        text = f"{label}\n{text}"
    out.done(document, text)
    return EXIT_DONE


def _tables(numbers: tuple[int, ...]) -> str:
    return ", ".join(f"table {n}" for n in numbers)


def hand_for_hand_text(play: HandForHandView) -> str:
    if not play.on or play.seconds_per_hand is None:
        lines = ["Hand-for-hand play is off."]
    else:
        minutes = play.seconds_per_hand / 60
        lines = [f"Hand-for-hand hand {play.hand} ({minutes:g} min per hand)"]
    if play.reported:
        lines.append(f"Finished: {_tables(play.reported)}")
    if play.waiting:
        lines.append(f"Still playing: {_tables(play.waiting)}")
    elif play.reported:
        lines.append("Every table has finished: deal on with 'hand-for-hand next'.")
    clock = play.clock
    if clock is not None:
        held = " (held for hand-for-hand)" if clock.hold_reason else ""
        remaining = format_seconds(round(clock.remaining, 1))
        lines.append(f"Clock: {clock.state.replace('_', ' ')}{held}, {remaining} left")
    return "\n".join(lines)


def hand_report_text(report: HandReportView, label: str) -> str:
    lines = [label]
    if report.small_blind is not None and report.button_redraw is None:
        button = "dead button" if report.dead_button else "button"
        small = "dead small blind" if report.dead_small_blind else "small blind"
        lines.append(
            f"Next hand at table {report.table}: {button} seat {report.button}, "
            f"{small} seat {report.small_blind}, big blind seat {report.big_blind}"
        )
        if report.not_dealt_in:
            seats = ", ".join(str(s) for s in report.not_dealt_in)
            lines.append(
                f"Not dealt in until the button passes (between the button and the small "
                f"blind): seat {seats}"
            )
    if report.button_redraw is not None:
        lines.append(f"Table {report.table} draws for the button: {report.button_redraw}.")
    elif report.button is None:
        lines.append(f"Enter the button with 'seating button {report.table} SEAT'.")
    if report.waiting:
        lines.append(f"Still playing: {_tables(report.waiting)}")
    lines += [
        f"Table {h.table} halts until balanced: {plural(h.players, 'player')}, the fullest "
        f"table has {h.fullest} ({h.rule})."
        for h in report.halted
    ]
    lines += [f"Table {n} deals again." for n in report.resumed]
    return "\n".join(lines)
