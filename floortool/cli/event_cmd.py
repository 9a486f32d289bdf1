"""CLI layer: ``floortool event create | update | list | show`` (``cli.md``, Events).

``event create --name NAME [settings]`` creates an event and makes it current
(prints ``{"event": {...}}``, ``app.queries.event_summary``); ``event update
[settings]`` changes the settings given, and only those, as one undoable
``UpdateEvent`` (prints ``{"event": {...}, "done": LABEL}``). Both take the
same settings: name, type text, rulebook, late registration, starting stack,
money (``--buy-in``, ``--fee`` and ``--bounty``, the knockout bounty paid out
of each entry's buy-in, typed as ``50`` or ``50.00``), tables and seats, and
the re-entry, rebuy, add-on and flight limits. The domain validates them.
"""

from __future__ import annotations

import argparse
from typing import Any

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.floor import Floor
from floortool.app.queries import describe_event, event_summary, list_events
from floortool.app.resources import structure_by_name_or_file
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.output import Output
from floortool.domain.money import parse_money
from floortool.domain.rulings.books import DEFAULT_RULEBOOK
from floortool.domain.tournament.event import LATE_REG_POLICIES, RULEBOOKS, settings_for

#: Options for re-entries, rebuys, add-ons and flights (blank: the default).
_ENTRY_OPTIONS = {
    "--late-reg-per-level": "chips deducted per level started (the 'per-level' policy)",
    "--max-reentries": "re-entries per player (default 0: a freezeout)",
    "--max-rebuys": "rebuys per entry (default 0: none)",
    "--rebuy-last-level": "rebuys end at the end of this level",
    "--max-addons": "add-ons per entry (default 0: none)",
    "--addon-last-level": "add-ons end after this level and the break after it",
    "--flight-of": "this event is a flight (Day 1A, 1B ...) of that Day 2 event",
}
#: Money options: the setting each one sets and its help.
_MONEY_OPTIONS = {
    "--buy-in": ("buy_in", "the prize part of an entry"),
    "--fee": ("fee", "the house's part of an entry"),
    "--bounty": ("bounty", "knockout bounty: paid out of each buy-in to whoever busts the entry"),
}


def _add_settings(parser: argparse.ArgumentParser, *, create: bool) -> None:
    """The settings' options; ``create`` gives them their defaults (an update
    leaves an option that is not given alone)."""

    def default(value: object) -> object:
        return value if create else None

    parser.add_argument("--name", required=create)
    parser.add_argument(
        "--type", default=default(""), help="event type text (FTR / FTRA select FTR decks)"
    )
    parser.add_argument("--rulebook", choices=sorted(RULEBOOKS), default=default(DEFAULT_RULEBOOK))
    parser.add_argument("--late-reg", choices=sorted(LATE_REG_POLICIES))
    parser.add_argument("--late-reg-close-level", type=int, metavar="N")
    parser.add_argument("--starting-stack", type=int, default=default(10_000), metavar="CHIPS")
    for option, (_key, what) in _MONEY_OPTIONS.items():
        parser.add_argument(option, default=default("0"), metavar="MONEY", help=what)
    parser.add_argument("--tables", type=int, default=default(0), metavar="N")
    parser.add_argument("--seats", type=int, default=default(9), metavar="N")
    for option, what in _ENTRY_OPTIONS.items():
        parser.add_argument(option, type=int, metavar="N", help=what)


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands, "event", help="create, change, list and show events", parser_class=parser_class
    )
    create = actions.add_parser("create", help="create an event and make it current")
    _add_settings(create, create=True)
    create.add_argument(
        "--structure",
        metavar="NAME_OR_FILE",
        help="a built-in structure or a JSON/CSV file (default: the rulebook's)",
    )
    create.set_defaults(handler=_create)
    update = actions.add_parser("update", help="change the settings given (one undoable action)")
    _add_settings(update, create=False)
    update.set_defaults(handler=_update)
    actions.add_parser("list", help="every event, newest first").set_defaults(handler=_list)
    actions.add_parser("show", help="the current event").set_defaults(handler=_show)


def _given_settings(args: argparse.Namespace) -> dict[str, Any]:
    """The settings given on the command line, money parsed into cents."""
    options = {
        "name": args.name,
        "type_text": args.type,
        "rulebook": args.rulebook,
        "late_reg": args.late_reg,
        "late_reg_close_level": args.late_reg_close_level,
        "starting_stack": args.starting_stack,
        "tables": args.tables,
        "seats": args.seats,
        **{
            key: parse_money(text, field=option[2:])
            for option, (key, _what) in _MONEY_OPTIONS.items()
            if (text := getattr(args, key)) is not None
        },
        **{key: getattr(args, key) for key in (o[2:].replace("-", "_") for o in _ENTRY_OPTIONS)},
    }
    return {key: value for key, value in options.items() if value is not None}


def _create(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    settings = settings_for(**_given_settings(args))
    structure = None if args.structure is None else structure_by_name_or_file(args.structure)
    done = floor.execute(CreateEvent(settings, structure=structure))
    info = floor.state.events[done.group]
    out.done({"event": event_summary(info)}, f"Created event #{info.id}: {info.name}")
    return EXIT_DONE


def _update(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = floor.execute(UpdateEvent(event_id, _given_settings(args)))
    info = floor.state.events[event_id]
    out.done({"event": event_summary(info), "done": done.label}, done.label)
    return EXIT_DONE


def _list(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    events = list_events(floor.state)
    current = floor.current_event_id()
    lines = [
        f"{'*' if e['id'] == current else ' '} #{e['id']:<5} {e['name']}  ({e['rulebook']})"
        for e in events
    ] or ["No events yet."]
    out.done({"events": events, "current": current}, "\n".join(lines))
    return EXIT_DONE


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    info = floor.state.events[current_event(args, floor)]
    text = "\n".join(f"{label + ':':<26} {value}" for label, value in describe_event(info))
    out.done({"event": event_summary(info)}, text)
    return EXIT_DONE
