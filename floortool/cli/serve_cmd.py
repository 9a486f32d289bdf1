"""CLI layer: ``floortool serve [--host ADDRESS] [--port N]``, the web companion.

Listens on loopback unless told otherwise, prints where it is served (each LAN
address for ``--host 0.0.0.0``) and serves the floor of ``--db`` until Ctrl+C
or SIGTERM. The web stack is imported only when this command runs.
"""

from __future__ import annotations

import argparse
import sys

from floortool.app.floor import Floor
from floortool.cli.common import EXIT_DONE
from floortool.cli.numbers import whole
from floortool.cli.output import Output


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
    from floortool.web.server import (
        bind,
        listens_everywhere,
        serve,
        served_addresses,
        served_hosts,
    )

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
    lines.append("Press Ctrl+C to stop.")
    out.done({"serving": {"addresses": addresses, "port": port}}, "\n".join(lines))
    sys.stdout.flush()
    try:
        serve(create_app(floor, hosts=served_hosts(sock)), sock)
    finally:
        sock.close()
    return EXIT_DONE
