"""CLI layer: parse ``floortool [--db URL] [--event ID] [--json] COMMAND`` and run it.

Exit status: 0 done; 1 refused with nothing changed; 2 usage error. With
``--json`` every answer, refusals included, is exactly one JSON document.
Opening the window is not done here: ``run`` returns a ``WindowRequest`` and
the launcher hands it to the ``ui`` package.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from floortool import __version__
from floortool.app.demo import ensure_demo_event
from floortool.app.floor import Floor
from floortool.app.identity import default_operator
from floortool.app.launch import WindowRequest
from floortool.app.logs import configure_logging
from floortool.app.paths import default_db_url
from floortool.app.queries import event_summary, journal_record
from floortool.cli import (
    chips_cmd,
    clock_cmd,
    event_cmd,
    flight_cmd,
    hand_cmd,
    league_cmd,
    payouts_cmd,
    player_cmd,
    print_cmd,
    results_cmd,
    ruling_cmd,
    seating_cmd,
    simulate_cmd,
    structure_cmd,
)
from floortool.cli.common import (
    EXIT_DONE,
    EXIT_REFUSED,
    EXIT_USAGE,
    Handler,
    taken_back,
)
from floortool.cli.output import Output
from floortool.domain.errors import FloorError
from floortool.domain.journal import GLOBAL_SCOPE

logger = logging.getLogger(__name__)


class UsageError(Exception):
    """The command line itself is wrong (exit status 2)."""


class Parser(argparse.ArgumentParser):
    """An argparse parser that raises instead of exiting, so ``--json`` can answer in JSON."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def _parser_with(common: Parser) -> type[Parser]:
    """A ``Parser`` class whose instances also take ``common``'s options."""

    class SubParser(Parser):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs["parents"] = [*kwargs.get("parents", []), common]
            super().__init__(*args, **kwargs)

    return SubParser


def build_parser() -> Parser:
    parser = Parser(prog="floortool", description="Floor tool for live poker tournaments.")
    parser.add_argument(
        "--db",
        metavar="URL",
        help="SQLAlchemy database URL (default: FLOORTOOL_DB, else the embedded SQLite file)",
    )
    parser.add_argument(
        "--event",
        metavar="ID",
        type=int,
        help="the event to act on (default: the one most recently created or opened)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument(
        "--operator",
        metavar="NAME",
        help="who is operating (journal); default FLOORTOOL_OPERATOR or the login name",
    )
    parser.add_argument("--version", action="version", version=f"floortool {__version__}")
    # ``--json`` is accepted after the command too (``floortool event list --json``).
    json_after = Parser(add_help=False)
    json_after.add_argument(
        "--json", action="store_true", default=argparse.SUPPRESS, help="print one JSON document"
    )
    sub_parser = _parser_with(json_after)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=sub_parser)

    gui = commands.add_parser("gui", help="open the window")
    gui.set_defaults(handler=_gui)
    demo = commands.add_parser("demo", help="open (creating if needed) the demo event")
    demo.add_argument(
        "--no-gui", action="store_true", help="only create it; do not open the window"
    )
    demo.set_defaults(handler=_demo)
    for window_parser in (gui, demo):
        # Hidden: a trial run that closes the window by itself (how a build is checked).
        window_parser.add_argument(
            "--quit-after", type=float, metavar="SECONDS", help=argparse.SUPPRESS
        )

    for name, handler, text in (
        ("undo", _undo, "take back the event's latest action"),
        ("redo", _redo, "bring back what undo took"),
    ):
        parser_ = commands.add_parser(name, help=text)
        parser_.add_argument(
            "--player-database",
            action="store_true",
            help="the player database's own actions (add, import, merge), not the event's",
        )
        parser_.set_defaults(handler=handler)
    commands.add_parser("journal", help="every journal record, oldest first").set_defaults(
        handler=_journal
    )
    for module in (
        event_cmd,
        clock_cmd,
        structure_cmd,
        chips_cmd,
        player_cmd,
        results_cmd,
        league_cmd,
        payouts_cmd,
        flight_cmd,
        seating_cmd,
        hand_cmd,
        ruling_cmd,
        simulate_cmd,
        print_cmd,
    ):
        module.register(commands, sub_parser)
    return parser


def run(argv: Sequence[str]) -> int | WindowRequest:
    """Run one command line; returns the exit status, or a request to open the window."""
    as_json = "--json" in argv
    out = Output(as_json=as_json)
    try:
        args = build_parser().parse_args(list(argv))
    except UsageError as exc:
        out.refused({"code": "usage", "message": str(exc)})
        return EXIT_USAGE
    operator = args.operator or default_operator()
    url = args.db or default_db_url()
    handler: Handler = getattr(args, "handler", _gui)
    try:
        floor = Floor.open(url, operator=operator)
    except FloorError as exc:
        out.refused(exc.as_dict())
        return EXIT_REFUSED
    try:
        return handler(args, floor, out)
    except FloorError as exc:
        logger.info("refused: %s (%s)", exc.message, exc.code)
        out.refused(exc.as_dict())
        return EXIT_REFUSED
    finally:
        floor.close()


def _gui(args: argparse.Namespace, floor: Floor, out: Output) -> WindowRequest:
    event_id = args.event if args.event is not None else floor.current_event_id()
    return WindowRequest(
        db_url=args.db or default_db_url(),
        operator=floor.operator,
        event_id=event_id,
        quit_after=getattr(args, "quit_after", None),  # absent when no command was given
    )


def _demo(args: argparse.Namespace, floor: Floor, out: Output) -> int | WindowRequest:
    event_id = ensure_demo_event(floor)
    if not args.no_gui:
        return WindowRequest(
            db_url=args.db or default_db_url(),
            operator=floor.operator,
            event_id=event_id,
            quit_after=args.quit_after,
        )
    info = floor.state.events[event_id]
    out.done({"event": event_summary(info)}, f"Demo event #{event_id}: {info.name}")
    return EXIT_DONE


def _scope(args: argparse.Namespace, floor: Floor) -> str:
    return GLOBAL_SCOPE if args.player_database else floor.undo_scope(args.event)


def _undo(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return taken_back(out, floor.undo(_scope(args, floor)), undone=True)


def _redo(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return taken_back(out, floor.redo(_scope(args, floor)), undone=False)


def _journal(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    records = [journal_record(e) for e in floor.journal()]
    lines = [
        f"{r['seq']:>6}  {r['at'][:19]}  {r['operator']:<12} {r['kind']:<15} {r['label']}"
        for r in records
    ] or ["The journal is empty."]
    out.done({"journal": records}, "\n".join(lines))
    return EXIT_DONE


def main(argv: Sequence[str] | None = None) -> int | WindowRequest:
    configure_logging()
    return run(sys.argv[1:] if argv is None else argv)
