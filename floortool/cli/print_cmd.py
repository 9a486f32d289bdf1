"""CLI layer: ``floortool print DOCUMENT --out FILE.pdf`` (``cli.md``, Printing).

One action per document of ``app.documents.catalogue``, with the options it
takes: ``--table N`` (seat cards, table sheets), ``--layout`` (seat cards,
move slips), ``--new`` / ``--reprint`` (seat cards: only the cards not
printed yet, or the last batch again), ``--all`` (move slips: every move,
not only the latest action's), ``--league`` / ``--season`` (standings: by
name or ``#id``; the event's own season when left out), ``--search`` (the
incident log: only the rulings the words find). ``--json`` prints ``{"file", "pages",
"document", "items", "recorded"}``: ``recorded`` is the journal action the
print was remembered as (seat cards), else null.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from floortool.app.documents.catalogue import (
    CARD_LAYOUTS,
    DEFAULT_CARD_LAYOUT,
    DOCUMENTS,
    PrintRequest,
    prepare_on,
    write_pdf,
)
from floortool.app.floor import Floor
from floortool.app.languages import words
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import counted, translate


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "print",
        help=help_text(translate("cli.print_cmd", "print a document to a PDF file")),
        parser_class=parser_class,
    )
    for doc in DOCUMENTS.values():
        action = actions.add_parser(doc.name, help=help_text(doc.about))
        action.add_argument(
            "--out",
            required=True,
            metavar=help_text(translate("cli.print_cmd", "FILE.pdf")),
            help=help_text(translate("cli.print_cmd", "the PDF to write")),
        )
        if doc.table:
            action.add_argument(
                "--table",
                type=whole,
                metavar="N",
                help=help_text(translate("cli.print_cmd", "only table N")),
            )
        if doc.layout:
            action.add_argument(
                "--layout",
                choices=list(CARD_LAYOUTS),
                default=DEFAULT_CARD_LAYOUT,
                help=help_text(translate("cli.print_cmd", "card layout (default: %(default)s)")),
            )
        if doc.cards:
            which = action.add_mutually_exclusive_group()
            which.add_argument(
                "--new",
                action="store_true",
                help=help_text(translate("cli.print_cmd", "only cards not printed yet")),
            )
            which.add_argument(
                "--reprint",
                action="store_true",
                help=help_text(translate("cli.print_cmd", "the last batch again")),
            )
        if doc.every_move:
            action.add_argument(
                "--all",
                action="store_true",
                help=help_text(
                    translate("cli.print_cmd", "every move so far, not just the latest")
                ),
            )
        if doc.season:
            action.add_argument(
                "--league",
                metavar=help_text(translate("cli.print_cmd", "NAME")),
                help=help_text(translate("cli.print_cmd", "the league (name or #id)")),
            )
            action.add_argument(
                "--season",
                metavar=help_text(translate("cli.print_cmd", "NAME")),
                help=help_text(
                    translate("cli.print_cmd", "default: the event's season, else the latest")
                ),
            )
        if doc.search:
            action.add_argument(
                "--search",
                metavar=help_text(translate("cli.print_cmd", "WORDS")),
                default="",
                help=help_text(translate("cli.print_cmd", "only the rulings the words find")),
            )
        action.set_defaults(handler=_print, document=doc.name)


def _print(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    request = PrintRequest(
        document=args.document,
        table=getattr(args, "table", None),
        layout=getattr(args, "layout", DEFAULT_CARD_LAYOUT),
        new_only=getattr(args, "new", False),
        reprint=getattr(args, "reprint", False),
        every_move=getattr(args, "all", False),
        league=getattr(args, "league", None),
        season=getattr(args, "season", None),
        search=getattr(args, "search", ""),
    )
    job = prepare_on(floor, event_id, request, words(args.lang))
    pdf = job.render(None)
    path = Path(args.out)
    write_pdf(path, pdf)
    recorded = floor.execute(job.record).label if job.record is not None else None
    pages = counted(
        pdf.pages,
        translate("cli.print_cmd", "{count} page"),
        translate("cli.print_cmd", "{count} pages"),
    )
    out.done(
        {
            "file": str(path),
            "pages": pdf.pages,
            "document": job.document.name,
            "items": job.items,
            "recorded": recorded,
        },
        translate("cli.print_cmd", "{document}: {pages} written to {path}").fill(
            document=job.document.title, pages=pages, path=str(path)
        ),
    )
    return EXIT_DONE
