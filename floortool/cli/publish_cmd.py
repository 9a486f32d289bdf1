"""CLI layer: ``floortool publish results --out DIR``, the results that leave the building.

Writes ``results.html`` (a self-contained page), ``results.png`` (an image for a
chat group), ``results.json`` and ``results.csv`` (place, name, prize, entrants,
date, venue, buy-in) into ``DIR``, made if missing (``app.publishing``).
``--json`` prints ``{"folder", "files", "places"}``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from floortool.app.floor import Floor
from floortool.app.languages import words
from floortool.app.publishing import publish_results
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import counted, translate


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "publish",
        help=help_text(
            translate("cli.publish_cmd", "results for a website, a chat group and ranking sites")
        ),
        parser_class=parser_class,
    )
    results = actions.add_parser(
        "results",
        help=help_text(
            translate(
                "cli.publish_cmd",
                "write results.html, results.png, results.json and results.csv into a folder",
            )
        ),
    )
    results.add_argument(
        "--out",
        required=True,
        metavar=help_text(translate("cli.publish_cmd", "DIR")),
        help=help_text(translate("cli.publish_cmd", "the folder to write into")),
    )
    results.set_defaults(handler=_publish)


def _publish(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    published = publish_results(
        floor.state, event_id, Path(args.out), floor.clock(), words(args.lang)
    )
    names = ", ".join(path.name for path in published.files)
    out.done(
        published.to_json(),
        translate("cli.publish_cmd", "Published {places} to {folder}: {names}").fill(
            places=counted(
                published.places,
                translate("cli.publish_cmd", "{count} place"),
                translate("cli.publish_cmd", "{count} places"),
            ),
            folder=str(published.folder),
            names=names,
        ),
    )
    return EXIT_DONE
