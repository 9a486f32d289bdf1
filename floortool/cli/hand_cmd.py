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
from floortool.app.views.lists import listed
from floortool.cli.clock_cmd import state_said
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel import nouns
from floortool.domain.kernel.input_checks import finite_number
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.seating.hand_for_hand import DEFAULT_SECONDS_PER_HAND


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "hand-for-hand",
        help=help_text(
            translate("cli.hand_cmd", "hand-for-hand play near the money (TDA 2024 RP-8)")
        ),
        parser_class=parser_class,
        handler=_hand_for_hand,
    )
    start = actions.add_parser(
        "start",
        help=help_text(
            translate(
                "cli.hand_cmd", "'finish this hand, then hold': hold the clock, number the hands"
            )
        ),
    )
    start.add_argument(
        "--minutes-per-hand",
        default=f"{DEFAULT_SECONDS_PER_HAND / 60:g}",
        metavar="M",
        help=help_text(
            translate(
                "cli.hand_cmd",
                "time each hand takes off the held clock (default 2, at most 3: RP-8-B/C)",
            )
        ),
    )
    actions.add_parser(
        "next",
        help=help_text(
            translate("cli.hand_cmd", "deal the next hand now, whichever tables have reported")
        ),
    )
    actions.add_parser(
        "stop",
        help=help_text(translate("cli.hand_cmd", "end hand-for-hand play; the clock runs again")),
    )
    actions.add_parser(
        "status",
        help=help_text(
            translate("cli.hand_cmd", "the hand being played and the tables still playing it")
        ),
    )


def add_hand_action(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``seating hand TABLE``: the table finished a hand (its button moves on)."""
    hand = actions.add_parser(
        "hand",
        help=help_text(
            translate(
                "cli.hand_cmd",
                "a table finished a hand: its button moves on (hand-for-hand: reported)",
            )
        ),
    )
    hand.add_argument("table", type=whole, metavar=help_text(translate("cli.hand_cmd", "TABLE")))
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
    text: list[str | Phrase] = [*hand_for_hand_text(play)]
    if label is not None:
        document["done"] = label
        text.insert(0, label)
    out.done(document, text)
    return EXIT_DONE


def _tables(numbers: tuple[int, ...]) -> Phrase:
    table = translate("cli.hand_cmd", "table {table}")
    return listed([table.fill(table=n) for n in numbers])


def hand_for_hand_text(play: HandForHandView) -> list[Phrase]:
    if not play.on or play.seconds_per_hand is None:
        lines = [translate("cli.hand_cmd", "Hand-for-hand play is off.")]
    else:
        minutes = f"{play.seconds_per_hand / 60:g}"
        lines = [
            translate("cli.hand_cmd", "Hand-for-hand hand {hand} ({minutes} min per hand)").fill(
                hand=play.hand, minutes=minutes
            )
        ]
    if play.reported:
        finished = translate("cli.hand_cmd", "Finished: {tables}")
        lines.append(finished.fill(tables=_tables(play.reported)))
    if play.waiting:
        playing = translate("cli.hand_cmd", "Still playing: {tables}")
        lines.append(playing.fill(tables=_tables(play.waiting)))
    elif play.reported:
        lines.append(
            translate(
                "cli.hand_cmd", "Every table has finished: deal on with 'hand-for-hand next'."
            )
        )
    clock = play.clock
    if clock is not None:
        said = (
            translate("cli.hand_cmd", "Clock: {state} (held for hand-for-hand), {remaining} left")
            if clock.hold_reason
            else translate("cli.hand_cmd", "Clock: {state}, {remaining} left")
        )
        lines.append(
            said.fill(
                state=state_said(clock.state), remaining=format_seconds(round(clock.remaining, 1))
            )
        )
    return lines


def hand_report_text(report: HandReportView, label: str) -> list[str | Phrase]:
    lines: list[str | Phrase] = [label]
    if report.small_blind is not None and report.button_redraw is None:
        button = (
            translate("cli.hand_cmd", "dead button")
            if report.dead_button
            else translate("cli.hand_cmd", "button")
        )
        small = (
            translate("cli.hand_cmd", "dead small blind")
            if report.dead_small_blind
            else translate("cli.hand_cmd", "small blind")
        )
        lines.append(
            translate(
                "cli.hand_cmd",
                "Next hand at table {table}: {button} seat {button_seat}, "
                "{small} seat {small_seat}, big blind seat {big_seat}",
            ).fill(
                table=report.table,
                button=button,
                button_seat=report.button,
                small=small,
                small_seat=report.small_blind,
                big_seat=report.big_blind,
            )
        )
        if report.not_dealt_in:
            seats = ", ".join(str(s) for s in report.not_dealt_in)
            lines.append(
                translate(
                    "cli.hand_cmd",
                    "Not dealt in until the button passes (between the button and the small "
                    "blind): seat {seats}",
                ).fill(seats=seats)
            )
    if report.button_redraw is not None:
        lines.append(
            translate("cli.hand_cmd", "Table {table} draws for the button: {reason}.").fill(
                table=report.table, reason=report.button_redraw
            )
        )
    elif report.button is None:
        lines.append(
            translate("cli.hand_cmd", "Enter the button with 'seating button {table} SEAT'.").fill(
                table=report.table
            )
        )
    if report.waiting:
        playing = translate("cli.hand_cmd", "Still playing: {tables}")
        lines.append(playing.fill(tables=_tables(report.waiting)))
    halts = translate(
        "cli.hand_cmd",
        "Table {table} halts until balanced: {players}, the fullest table has {fullest} ({rule}).",
    )
    lines += [
        halts.fill(
            table=h.table,
            players=nouns.players(h.players),
            fullest=h.fullest,
            rule=h.rule,
        )
        for h in report.halted
    ]
    again = translate("cli.hand_cmd", "Table {table} deals again.")
    lines += [again.fill(table=n) for n in report.resumed]
    return lines
