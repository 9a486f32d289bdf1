"""CLI layer: ``floortool player pending [--import FILE.csv]`` and ``player reject NAME``:
the sign-ups waiting at the desk (from phones, or a list imported before the night).
``player confirm NAME`` registers one; it is defined with ``player register``
(``cli.player_cmd``), whose entry it prints.

``pending --json`` prints ``{"pending": [{"number", "name", "membership", "source",
"alternate"}], "sign_up": "open"|"closed", "cap"}``; a pending player past the
seats left has the alternate number they would be.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from floortool.app.commands.sign_ups import ImportSignUps, RejectSignUp
from floortool.app.floor import Floor
from floortool.app.input_files import read_input_text
from floortool.app.views.sign_ups import pending_rows
from floortool.cli.common import EXIT_DONE, current_event
from floortool.cli.help_text import help_text
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.registration.sign_ups import require_pending


def add_sign_up_actions(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``player pending`` and ``player reject``."""
    pending = actions.add_parser(
        "pending",
        help=help_text(
            translate(
                "cli.sign_up_cmd",
                "the sign-ups waiting at the desk (from phones and imported lists)",
            )
        ),
    )
    pending.add_argument(
        "--import",
        dest="import_file",
        metavar=help_text(translate("cli.sign_up_cmd", "FILE.csv")),
        help=help_text(
            translate(
                "cli.sign_up_cmd",
                "add a list of sign-ups (name and membership columns) to the pending list",
            )
        ),
    )
    pending.set_defaults(handler=_pending)
    reject = actions.add_parser(
        "reject",
        help=help_text(translate("cli.sign_up_cmd", "take a sign-up off the pending list")),
    )
    reject.add_argument("name", metavar=help_text(translate("cli.sign_up_cmd", "NAME")))
    reject.set_defaults(handler=_reject)


def _pending(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = None
    if args.import_file is not None:
        path = Path(args.import_file)
        done = floor.execute(ImportSignUps(event_id, read_input_text(path), path.name))
    rows = pending_rows(floor.state, event_id)
    settings = floor.state.events[event_id].settings
    lines: list[str | Phrase] = [f"{row.number:>4}  {out.say(row.text)}" for row in rows] or [
        translate("cli.sign_up_cmd", "Nobody is waiting.")
    ]
    state = (
        translate("cli.sign_up_cmd", "open")
        if settings.sign_up == "open"
        else translate("cli.sign_up_cmd", "closed")
    )
    head = translate("cli.sign_up_cmd", "Sign-up is {state}; {waiting} waiting.").fill(
        state=state,
        waiting=counted(
            len(rows),
            translate("cli.sign_up_cmd", "{count} sign-up"),
            translate("cli.sign_up_cmd", "{count} sign-ups"),
        ),
    )
    if done:
        head = translate("cli.sign_up_cmd", "{label}. {head}").fill(label=done.label, head=head)
    lines.insert(0, head)
    out.done(
        {
            "pending": [row.to_json() for row in rows],
            "sign_up": settings.sign_up,
            "cap": settings.sign_up_cap,
            **({"done": done.label} if done else {}),
        },
        lines,
    )
    return EXIT_DONE


def pending_named(floor: Floor, event_id: int, name: str) -> int:
    """The number of the pending sign-up ``name`` (case, accents and spacing ignored)."""
    return require_pending(floor.state, event_id, name).id


def _reject(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = floor.execute(RejectSignUp(event_id, pending_named(floor, event_id, args.name)))
    out.done({"done": done.label}, done.label)
    return EXIT_DONE
