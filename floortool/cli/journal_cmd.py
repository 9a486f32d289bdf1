"""CLI layer: ``floortool undo``, ``redo`` and ``journal`` (``cli.md``, Undo and audit).

``undo`` and ``redo`` work in the event's undo scope, or with
``--player-database`` in the player database's own (add, import, merge). They
take back (or bring back) the operator's own latest action; ``--event-wide``
(or ``--any``) the scope's latest, whichever station did it.
``journal`` lists every journal record, oldest first, with time and operator.
"""

from __future__ import annotations

import argparse

from floortool.app.floor import Floor
from floortool.app.views.events import JournalRecord
from floortool.cli.common import EXIT_DONE, add_event_wide, taken_back
from floortool.cli.help_text import help_text
from floortool.cli.output import Output
from floortool.domain.kernel.journal import GLOBAL_SCOPE
from floortool.domain.kernel.phrases import Phrase, translate


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    for name, handler, text in (
        (
            "undo",
            _undo,
            translate("cli.journal_cmd", "take back the operator's latest action in the event"),
        ),
        ("redo", _redo, translate("cli.journal_cmd", "bring back what undo took")),
    ):
        parser = commands.add_parser(name, help=help_text(text))
        parser.add_argument(
            "--player-database",
            action="store_true",
            help=help_text(
                translate(
                    "cli.journal_cmd",
                    "the player database's own actions (add, import, merge), not the event's",
                )
            ),
        )
        add_event_wide(parser)
        parser.set_defaults(handler=handler)
    commands.add_parser(
        "journal",
        help=help_text(translate("cli.journal_cmd", "every journal record, oldest first")),
    ).set_defaults(handler=_journal)


def _scope(args: argparse.Namespace, floor: Floor) -> str:
    return GLOBAL_SCOPE if args.player_database else floor.undo_scope(args.event)


def _undo(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.undo(_scope(args, floor), event_wide=args.event_wide)
    return taken_back(out, done, undone=True, floor=floor)


def _redo(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.redo(_scope(args, floor), event_wide=args.event_wide)
    return taken_back(out, done, undone=False, floor=floor)


def _journal(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    entries = floor.journal()
    lines: list[str | Phrase] = [
        f"{e.seq:>6}  {e.at.isoformat()[:19]}  {e.operator:<12} {e.kind:<15} {e.label}"
        for e in entries
    ] or [translate("cli.journal_cmd", "The journal is empty.")]
    out.done({"journal": [JournalRecord(e).to_json() for e in entries]}, lines)
    return EXIT_DONE
