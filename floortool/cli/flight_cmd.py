"""CLI layer: ``floortool flight close NAME=CHIPS ...``: survivors go on to Day 2."""

from __future__ import annotations

import argparse

from floortool.app.commands.registration import CloseFlight
from floortool.app.floor import Floor
from floortool.app.views.events import EventSummary
from floortool.app.views.field import field_totals
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.names import named_stacks
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import translate


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "flight",
        help=help_text(
            translate("cli.flight_cmd", "multi-flight events (Day 1A, 1B ... to Day 2)")
        ),
        parser_class=parser_class,
    )
    close = actions.add_parser(
        "close",
        help=help_text(
            translate(
                "cli.flight_cmd", "close this flight: every survivor's bagged chips, NAME=CHIPS"
            )
        ),
    )
    close.add_argument(
        "stacks", nargs="*", metavar=help_text(translate("cli.flight_cmd", "NAME=CHIPS"))
    )
    close.set_defaults(handler=_close)


def _close(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = floor.execute(CloseFlight(event_id, named_stacks(floor, event_id, args.stacks)))
    day2 = floor.state.events[event_id].settings.flight_of
    assert day2 is not None  # closing refuses an event that is not a flight
    summary = field_totals(floor.state, day2)
    out.done(
        {
            "done": done.label,
            "day2": EventSummary(floor.state.events[day2]).to_json(),
            "day2_entries": summary.total_entries,
        },
        done.label,
    )
    return EXIT_DONE
