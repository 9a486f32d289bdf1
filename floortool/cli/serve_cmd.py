"""CLI layer: ``floortool serve [--host ADDRESS] [--port N]``, the web companion.

Listens on loopback unless told otherwise, prints where it is served (each LAN
address for ``--host 0.0.0.0``) and how much it takes at once (its open-file
limit, raised as far as the system allows, and the connections and live pages
that allows), and serves the floor of ``--db`` until Ctrl+C or SIGTERM. The web
stack is imported only when this command runs.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from floortool.app.floor import Floor
from floortool.cli.common import EXIT_DONE
from floortool.cli.numbers import whole
from floortool.cli.output import Output

if TYPE_CHECKING:
    from floortool.web.limits import Limits, OpenFiles


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    from floortool.web.server import DEFAULT_HOST, DEFAULT_PORT

    parser = commands.add_parser(
        "serve", help="serve the floor to phones and screens on the venue network"
    )
    parser.add_argument(
        "--host",
        metavar="ADDRESS",
        default=DEFAULT_HOST,
        help=f"where to listen (default {DEFAULT_HOST}, this machine only; 0.0.0.0: every network)",
    )
    parser.add_argument(
        "--port",
        metavar="N",
        type=whole,
        default=DEFAULT_PORT,
        help=f"the port (default {DEFAULT_PORT}; 0 picks a free one)",
    )
    parser.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace, floor: Floor, out: Output) -> int:
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
    lines = ["Serving the floor at:", *(f"  {a}" for a in addresses)]
    if listens_everywhere(sock) and len(addresses) == 1:  # loopback alone
        lines.append(
            "  (this laptop's network address was not found: is the Wi-Fi connected? Its "
            f"address is in the network settings; phones open http://ADDRESS:{port}/)"
        )
    lines.append(_limits_line(open_files, limits))
    lines.append("Press Ctrl+C to stop.")
    taken = {
        "open_files": open_files.soft,
        "open_files_before": open_files.was,
        "connections": limits.connections,
        "live_pages": limits.streams,
    }
    out.done({"serving": {"addresses": addresses, "port": port, "limits": taken}}, "\n".join(lines))
    sys.stdout.flush()
    try:
        serve(create_app(floor, hosts=served_hosts(sock), limits=limits), sock)
    finally:
        sock.close()
    return EXIT_DONE


def _limits_line(open_files: OpenFiles, limits: Limits) -> str:
    """``Takes 8,750 live pages and 10,000 connections at once (open files: 20,000
    (raised from 1,024)); past that a page is told to try again.``"""
    if open_files.soft is None:
        files = "no open-file limit"
    elif open_files.raised:
        files = f"open files: {open_files.soft:,} (raised from {open_files.was:,})"
    else:
        files = f"open files: {open_files.soft:,} (the most this system allows here)"
    return (
        f"Takes {limits.streams:,} live pages and {limits.connections:,} connections at once "
        f"({files}); past that a page is told to try again."
    )
