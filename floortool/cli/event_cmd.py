"""CLI layer: ``floortool event create | update | list | show | bag`` (``cli.md``, Events).

``event create --name NAME [settings]`` creates an event and makes it current
(prints ``{"event": {...}}``, ``app.views.events.EventSummary``); ``event update
[settings]`` changes the settings given, and only those, as one undoable
``UpdateEvent`` (prints ``{"event": {...}, "done": LABEL}``). Both take an
option for every declared setting (``cli.setting_options``): name, type
text, rulebook, late registration, starting stack, money (``--buy-in``,
``--fee`` and ``--bounty``, typed as ``50`` or ``50.00``), tables and seats,
the re-entry, rebuy, add-on and flight limits, and the seating policy. The
domain validates them. ``--guarantee MONEY`` sets the guaranteed prize pool
(the event's prize settings, as ``payouts set --guarantee``) in the same action.
``event bag`` is bag and tag at the end of a day (``cli.bag_cmd``).
"""

from __future__ import annotations

import argparse

from floortool.app.commands.events import CreateEvent, UpdateEvent
from floortool.app.floor import Floor
from floortool.app.resources import structure_by_name_or_file
from floortool.app.views.events import EventSummary, describe_event, list_events
from floortool.cli.bag_cmd import add_bag_action
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.output import Output
from floortool.cli.setting_options import add_setting_options, given_settings
from floortool.domain.kernel.money import parse_money
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.tournament.event import settings_for
from floortool.domain.tournament.settings import SETTINGS


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "event",
        help=help_text(translate("cli.event_cmd", "create, change, list and show events")),
        parser_class=parser_class,
    )
    create = actions.add_parser(
        "create", help=help_text(translate("cli.event_cmd", "create an event and make it current"))
    )
    add_setting_options(create, SETTINGS, create=True)
    create.add_argument(
        "--structure",
        metavar=help_text(translate("cli.event_cmd", "NAME_OR_FILE")),
        help=help_text(
            translate(
                "cli.event_cmd", "a built-in structure or a JSON/CSV file (default: the rulebook's)"
            )
        ),
    )
    _add_guarantee(create)
    create.set_defaults(handler=_create)
    update = actions.add_parser(
        "update",
        help=help_text(
            translate("cli.event_cmd", "change the settings given (one undoable action)")
        ),
    )
    add_setting_options(update, SETTINGS)
    _add_guarantee(update)
    update.set_defaults(handler=_update)
    actions.add_parser(
        "list", help=help_text(translate("cli.event_cmd", "every event, newest first"))
    ).set_defaults(handler=_list)
    actions.add_parser(
        "show", help=help_text(translate("cli.event_cmd", "the current event"))
    ).set_defaults(handler=_show)
    add_bag_action(actions)


def _add_guarantee(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--guarantee",
        metavar=help_text(translate("cli.event_cmd", "MONEY")),
        help=help_text(
            translate(
                "cli.event_cmd",
                "the guaranteed prize pool: the house adds the overlay when the pool is short",
            )
        ),
    )


def _guarantee(args: argparse.Namespace) -> int | None:
    return None if args.guarantee is None else parse_money(args.guarantee, field="guarantee")


def _create(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    settings = settings_for(**given_settings(args, SETTINGS))
    structure = None if args.structure is None else structure_by_name_or_file(args.structure)
    done = floor.execute(
        CreateEvent(settings, structure=structure, guarantee_cents=_guarantee(args))
    )
    info = floor.state.events[done.group]
    created = translate("cli.event_cmd", "Created event #{id}: {name}")
    out.done({"event": EventSummary(info).to_json()}, created.fill(id=info.id, name=info.name))
    return EXIT_DONE


def _update(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = floor.execute(
        UpdateEvent(event_id, given_settings(args, SETTINGS), guarantee_cents=_guarantee(args))
    )
    info = floor.state.events[event_id]
    out.done({"event": EventSummary(info).to_json(), "done": done.label}, done.label)
    return EXIT_DONE


def _list(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    events = list_events(floor.state)
    current = floor.current_event_id()
    lines: list[str | Phrase] = [
        f"{'*' if e.info.id == current else ' '} #{e.info.id:<5} {e.info.name}"
        f"  ({e.info.settings.rulebook})" + (f"  {out.say(e.status_text)}" if e.finished else "")
        for e in events
    ] or [translate("cli.event_cmd", "No events yet.")]
    document = {"events": [e.to_json() for e in events], "current": current}
    out.done(document, lines)
    return EXIT_DONE


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    info = floor.state.events[current_event(args, floor)]
    described = describe_event(floor.state, info)
    if info.settings.status_url:  # the command line only: a long address fits no page
        feed = translate("cli.event_cmd", "Live status feed")
        described.append((feed, info.settings.status_url))
    lines = [f"{out.say(label) + ':':<26} {out.say(value)}" for label, value in described]
    out.done({"event": EventSummary(info).to_json()}, lines)
    return EXIT_DONE
