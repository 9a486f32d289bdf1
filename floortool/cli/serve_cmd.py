"""CLI layer: ``floortool serve [--host ADDRESS] [--port N]``, the web companion.

Listens on loopback unless told otherwise, prints where it is served (each LAN
address for ``--host 0.0.0.0``) and how much it takes at once (its open-file
limit, raised as far as the system allows, and the connections and live pages
that allows), and serves the floor of ``--db`` until Ctrl+C or SIGTERM. The web
stack is imported only when this command runs.

It also sends the live status feed of the floor's current event, when that event
has a ``--status-url`` (``app.status_feed``, ticked on the floor's thread at most
once a second), and says on stderr when the feed goes down and when it is back.
``--no-status-feed`` leaves the feed to someone else: the window passes it to the
server it starts to share its floor, since the window sends the feed itself.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING

from floortool.app.floor import Floor
from floortool.app.status_feed import StatusFeed
from floortool.cli.common import EXIT_DONE
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Number, Phrase, translate

if TYPE_CHECKING:
    from floortool.web.limits import Limits, OpenFiles


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    from floortool.web.server import DEFAULT_HOST, DEFAULT_PORT

    parser = commands.add_parser(
        "serve",
        help=help_text(
            translate("cli.serve_cmd", "serve the floor to phones and screens on the venue network")
        ),
    )
    parser.add_argument(
        "--host",
        metavar=help_text(translate("cli.serve_cmd", "ADDRESS")),
        default=DEFAULT_HOST,
        help=help_text(
            translate(
                "cli.serve_cmd",
                "where to listen (default {host}, this machine only; 0.0.0.0: every network)",
            ).fill(host=DEFAULT_HOST)
        ),
    )
    parser.add_argument(
        "--port",
        metavar="N",
        type=whole,
        default=DEFAULT_PORT,
        help=help_text(
            translate("cli.serve_cmd", "the port (default {port}; 0 picks a free one)").fill(
                port=DEFAULT_PORT
            )
        ),
    )
    parser.add_argument(
        "--no-status-feed",
        dest="status_feed",
        action="store_false",
        help=help_text(
            translate(
                "cli.serve_cmd",
                "do not send the current event's live status feed (the window sends its own)",
            )
        ),
    )
    parser.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    from floortool.app.languages import chosen_language
    from floortool.app.web_address import remember_web_address
    from floortool.web.app import create_app
    from floortool.web.limits import limits_for, raise_open_file_limit
    from floortool.web.server import (
        bind,
        listens_everywhere,
        serve,
        served_addresses,
        served_hosts,
    )

    open_files = raise_open_file_limit()
    limits = limits_for(open_files.soft)
    sock = bind(args.host, args.port)
    port = sock.getsockname()[1]
    addresses = served_addresses(sock)
    remember_web_address(floor, addresses)  # for the seat cards' QR codes
    lines: list[str | Phrase] = [
        translate("cli.serve_cmd", "Serving the floor at:"),
        *(f"  {a}" for a in addresses),
    ]
    if listens_everywhere(sock) and len(addresses) == 1:  # loopback alone
        lines.append(
            translate(
                "cli.serve_cmd",
                "  (this laptop's network address was not found: is the Wi-Fi connected? Its "
                "address is in the network settings; phones open http://ADDRESS:{port}/)",
            ).fill(port=port)
        )
    lines.append(_limits_line(open_files, limits))
    lines.append(translate("cli.serve_cmd", "Press Ctrl+C to stop."))
    taken = {
        "open_files": open_files.soft,
        "open_files_before": open_files.was,
        "connections": limits.connections,
        "live_pages": limits.streams,
    }
    out.done({"serving": {"addresses": addresses, "port": port, "limits": taken}}, lines)
    sys.stdout.flush()
    feed = FeedTicks(floor) if args.status_feed else None
    try:
        app = create_app(
            floor,
            hosts=served_hosts(sock),
            limits=limits,
            after=feed.tick if feed else None,
            language=chosen_language(args.lang),
        )
        serve(app, sock)
    finally:
        sock.close()
        if feed is not None:
            feed.close()
    return EXIT_DONE


class FeedTicks:
    """The live status feed of the floor's current event, ticked at most once a second,
    saying on stderr when it goes down and when it is back."""

    def __init__(self, floor: Floor) -> None:
        self._feed = StatusFeed(floor, floor.current_event_id)
        self._next = 0.0
        self._down = False

    def tick(self) -> None:
        if time.monotonic() < self._next:
            return
        self._next = time.monotonic() + 1
        try:
            health = self._feed.tick()
        except FloorError:  # the database is out of reach: the journal poll says so
            return
        down = health is not None and health.down
        if down != self._down and health is not None:
            back = f"Live status feed to {health.url}: sending again."
            print(health.details() if down else back, file=sys.stderr, flush=True)
        self._down = down

    def close(self) -> None:
        self._feed.close()


def _limits_line(open_files: OpenFiles, limits: Limits) -> Phrase:
    """``Takes 8,750 live pages and 10,000 connections at once (open files: 20,000
    (raised from 1,024)); past that a page is told to try again.``"""
    if open_files.soft is None:
        files = translate("cli.serve_cmd", "no open-file limit")
    elif open_files.raised:
        files = translate("cli.serve_cmd", "open files: {soft} (raised from {was})").fill(
            soft=Number(open_files.soft), was=Number(open_files.was or 0)
        )
    else:
        files = translate(
            "cli.serve_cmd", "open files: {soft} (the most this system allows here)"
        ).fill(soft=Number(open_files.soft))
    return translate(
        "cli.serve_cmd",
        "Takes {pages} live pages and {connections} connections at once "
        "({files}); past that a page is told to try again.",
    ).fill(pages=Number(limits.streams), connections=Number(limits.connections), files=files)
