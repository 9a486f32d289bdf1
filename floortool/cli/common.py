"""CLI layer: what every subcommand module shares: the handler signature, how a
handler is run on the open floor (``run_handler``: a refusal becomes exit status
1 and its message) and how the event to act on is chosen (``--event``, else
the current one)."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable

from floortool.app.floor import Done, Floor
from floortool.app.identity import default_operator
from floortool.app.launch import WindowRequest
from floortool.app.logs import configure_logging
from floortool.app.paths import default_db_url
from floortool.cli.help_text import help_text
from floortool.cli.output import EXIT_DONE as EXIT_DONE  # the command modules take it from here
from floortool.cli.output import EXIT_REFUSED, Output
from floortool.cli.remedies import refusal_json, refusal_text, refusal_words
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import translate
from floortool.domain.tournament.event import require_event

logger = logging.getLogger(__name__)

Handler = Callable[[argparse.Namespace, Floor, Output], "int | WindowRequest"]


def run_handler(
    args: argparse.Namespace, handler: Handler, out: Output, *, log_to_file: bool = False
) -> int | WindowRequest:
    """Open the floor on ``--db`` and run ``handler``; a refusal is answered, exit status 1.

    ``log_to_file``: log to the user's log file (``app.logs``) from here on.
    """
    if log_to_file:
        configure_logging()
    operator = args.operator or default_operator()
    url = args.db or default_db_url()
    say = refusal_words(args.lang).say
    try:
        floor = Floor.open(url, operator=operator)
    except FloorError as exc:
        out.refused(refusal_json(exc), refusal_text(exc, say))
        return EXIT_REFUSED
    for group in floor.refused_groups():
        logger.warning("%s", group.describe())
        taken_back_by = "(undo --event-wide takes it back)"
        print(f"floortool: warning: {group.describe()} {taken_back_by}", file=sys.stderr)
    try:
        return handler(args, floor, out)
    except FloorError as exc:
        logger.info("refused: %s (%s)", exc.message, exc.code)
        out.refused(refusal_json(exc), refusal_text(exc, say))
        return EXIT_REFUSED
    finally:
        floor.close()


def current_event(args: argparse.Namespace, floor: Floor) -> int:
    """``--event`` if given, else the event most recently created or opened."""
    event_id = args.event if args.event is not None else floor.current_event_id()
    if event_id is None:
        raise FloorError(
            translate(
                "cli.common",
                "There is no event yet: create one with 'floortool event create --name NAME'.",
            ),
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
        dest=f"{name}_command",
        metavar=help_text(translate("cli.common", "ACTION")),
        required=True,
        parser_class=parser_class,
    )


def add_event_wide(parser: argparse.ArgumentParser) -> None:
    """``--event-wide`` (``--any``): undo or redo the scope's latest action, whichever
    station did it, instead of the operator's own."""
    parser.add_argument(
        "--event-wide",
        "--any",
        dest="event_wide",
        action="store_true",
        help=help_text(
            translate(
                "cli.common", "the latest action whoever did it (default: the operator's own)"
            )
        ),
    )


def taken_back(out: Output, done: Done, *, undone: bool, floor: Floor) -> int:
    """Report an undo (or redo): ``{"undone": {"group", "label", "operator"}}`` (the
    operator who did the action taken back) and its label, with who did it when that
    was another station's operator."""
    key = "undone" if undone else "redone"
    owner = floor.action_operator(done.group)
    said = (
        translate("cli.common", "Undone: {label}")
        if undone
        else translate("cli.common", "Redone: {label}")
    ).fill(label=done.label)
    if owner != floor.operator:
        said = translate("cli.common", "{said} (done by {operator})").fill(
            said=said, operator=owner
        )
    out.done({key: {"group": done.group, "label": done.label, "operator": owner}}, said)
    return EXIT_DONE
