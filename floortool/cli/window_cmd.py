"""CLI layer: ``floortool gui`` and ``floortool demo`` (``cli.md``): requests to open the window.

Opening the window is not done here: the handlers return a ``WindowRequest``
and the launcher hands it to the ``ui`` package. A bare ``floortool`` runs
``gui``. ``demo --no-gui`` only creates the demo event (if needed) and
prints it. ``demo --players N`` creates a new demo event of N registered and
seated players, clock not started (``app.demo``), and opens or prints it; N
that is not a whole number is a usage error, N out of range a refusal. The
hidden ``--quit-after SECONDS`` asks for a trial run that closes the window by
itself (how a build is checked).
"""

from __future__ import annotations

import argparse

from floortool.app.demo import MAX_DEMO_PLAYERS, create_demo_event, ensure_demo_event
from floortool.app.floor import Floor
from floortool.app.launch import WindowRequest
from floortool.app.paths import default_db_url
from floortool.app.views.events import EventSummary
from floortool.cli.common import EXIT_DONE
from floortool.cli.help_text import help_text
from floortool.cli.numbers import decimal, whole
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import Number, translate


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    gui = commands.add_parser("gui", help=help_text(translate("cli.window_cmd", "open the window")))
    gui.set_defaults(handler=open_window)
    demo = commands.add_parser(
        "demo",
        help=help_text(translate("cli.window_cmd", "open (creating if needed) the demo event")),
    )
    demo.add_argument(
        "--no-gui",
        action="store_true",
        help=help_text(translate("cli.window_cmd", "only create it; do not open the window")),
    )
    demo.add_argument(
        "--players",
        type=whole,
        metavar="N",
        help=help_text(
            translate(
                "cli.window_cmd",
                "a new demo event of N registered and seated players (2 to {most})",
            ).fill(most=Number(MAX_DEMO_PLAYERS))
        ),
    )
    demo.set_defaults(handler=_demo)
    for window_parser in (gui, demo):
        window_parser.add_argument(
            "--quit-after",
            type=decimal,
            metavar=help_text(translate("cli.window_cmd", "SECONDS")),
            help=argparse.SUPPRESS,
        )


def open_window(args: argparse.Namespace, floor: Floor, out: Output) -> WindowRequest:
    event_id = args.event if args.event is not None else floor.current_event_id()
    return WindowRequest(
        db_url=args.db or default_db_url(),
        operator=floor.operator,
        language=args.lang,
        event_id=event_id,
        quit_after=getattr(args, "quit_after", None),  # absent when no command was given
    )


def _demo(args: argparse.Namespace, floor: Floor, out: Output) -> int | WindowRequest:
    if args.players is None:
        event_id = ensure_demo_event(floor)
    else:
        event_id = create_demo_event(floor, args.players)
    if not args.no_gui:
        return WindowRequest(
            db_url=args.db or default_db_url(),
            operator=floor.operator,
            language=args.lang,
            event_id=event_id,
            quit_after=args.quit_after,
        )
    info = floor.state.events[event_id]
    demo = translate("cli.window_cmd", "Demo event #{id}: {name}")
    out.done({"event": EventSummary(info).to_json()}, demo.fill(id=event_id, name=info.name))
    return EXIT_DONE
