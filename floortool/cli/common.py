"""CLI layer: what every subcommand module shares: the handler signature and
how the event to act on is chosen (``--event``, else the current one)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from floortool.app.floor import Done, Floor
from floortool.app.launch import WindowRequest
from floortool.cli.output import Output
from floortool.domain.errors import FloorError
from floortool.domain.tournament.event import require_event

Handler = Callable[[argparse.Namespace, Floor, Output], "int | WindowRequest"]
EXIT_DONE, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def current_event(args: argparse.Namespace, floor: Floor) -> int:
    """``--event`` if given, else the event most recently created or opened."""
    event_id = args.event if args.event is not None else floor.current_event_id()
    if event_id is None:
        raise FloorError(
            "There is no event yet: create one with 'floortool event create --name NAME'.",
            code="no_event",
        )
    require_event(floor.state, event_id)
    return event_id


def command_group(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    name: str,
    *,
    help: str,
    parser_class: type[argparse.ArgumentParser],
    handler: Handler | None = None,
) -> argparse._SubParsersAction[argparse.ArgumentParser]:
    """A command with actions (``floortool NAME ACTION ...``); returns its actions.

    ``handler`` serves every action that does not name its own.
    """
    parser = commands.add_parser(name, help=help)
    if handler is not None:
        parser.set_defaults(handler=handler)
    return parser.add_subparsers(
        dest=f"{name}_command", metavar="ACTION", required=True, parser_class=parser_class
    )


def taken_back(out: Output, done: Done, *, undone: bool) -> int:
    """Report an undo (or redo): ``{"undone": {"group", "label"}}`` and its label."""
    key = "undone" if undone else "redone"
    out.done({key: {"group": done.group, "label": done.label}}, f"{key.capitalize()}: {done.label}")
    return EXIT_DONE
