"""CLI layer: ``floortool device code --role floor|dealer|display [--table N] [--name-hint
TEXT]``, ``device list``, ``device revoke ID`` and ``device show ID``: pairing staff
phones and room screens from a headless floor.

``device code`` makes a one-time pairing code (``app.devices``: one device,
two minutes) for the current event (``--event``, else the current one if any);
``--json`` prints ``{"pairing_code": {"code", "role", "table", "event_id",
"expires_at", "shown", "name_hint"}}`` (``shown`` is the code as typed,
``K7QM-3XPD``; ``name_hint`` the text of ``--name-hint``, a reminder of whose
phone it is for, or null). ``device list`` prints ``{"devices": [{"id", "name",
"role", "table", "event_id", "paired_at", "revoked_at", "last_seen_at"}]}``,
oldest first, revoked ones too; ``device revoke ID`` prints ``{"device": {...},
"done"}``. Times are ISO 8601 in UTC. ``device show ID --layout NAME | --set NAME |
--built-in`` has room screen ID (a *display* device: a TV's browser) show a layout
or a screen set, or the built-in display; its ``/display`` page follows
(``{"device": {...}, "shows": {"layout", "set"}}``).
"""

from __future__ import annotations

import argparse
from datetime import datetime

from floortool.app.devices import Device, Devices, PairingCode, Role, device_name, grouped_code
from floortool.app.floor import Floor
from floortool.app.screen_devices import ScreenChoice, choose_view
from floortool.cli.common import EXIT_DONE, command_group
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import Phrase, translate


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "device",
        help=help_text(
            translate(
                "cli.device_cmd", "pair staff phones: one-time codes, the paired devices, revoke"
            )
        ),
        parser_class=parser_class,
    )
    code = actions.add_parser(
        "code",
        help=help_text(
            translate("cli.device_cmd", "a one-time pairing code (one device, two minutes)")
        ),
    )
    code.add_argument("--role", required=True, choices=[r.value for r in Role])
    code.add_argument(
        "--table",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.device_cmd", "the table a dealer device is tied to")),
    )
    code.add_argument(
        "--name-hint",
        metavar=help_text(translate("cli.device_cmd", "TEXT")),
        help=help_text(
            translate("cli.device_cmd", "whose phone the code is for (shown with the code)")
        ),
    )
    code.set_defaults(handler=_code)
    listing = actions.add_parser(
        "list", help=help_text(translate("cli.device_cmd", "every paired device, revoked ones too"))
    )
    listing.set_defaults(handler=_list)
    revoke = actions.add_parser(
        "revoke", help=help_text(translate("cli.device_cmd", "take back a device's credential"))
    )
    revoke.add_argument("id", type=whole, metavar="ID")
    revoke.set_defaults(handler=_revoke)
    show = actions.add_parser(
        "show", help=help_text(translate("cli.device_cmd", "what a paired room screen shows"))
    )
    show.add_argument("id", type=whole, metavar="ID")
    shows = show.add_mutually_exclusive_group(required=True)
    shows.add_argument(
        "--layout",
        metavar=help_text(translate("cli.device_cmd", "NAME")),
        help=help_text(translate("cli.device_cmd", "a layout (display layouts lists them)")),
    )
    shows.add_argument(
        "--set",
        metavar=help_text(translate("cli.device_cmd", "NAME")),
        help=help_text(translate("cli.device_cmd", "a screen set (display sets lists them)")),
    )
    shows.add_argument(
        "--built-in",
        action="store_true",
        help=help_text(translate("cli.device_cmd", "the built-in display")),
    )
    show.set_defaults(handler=_show)


def _devices(floor: Floor) -> Devices:
    return Devices(floor.engine, clock=floor.clock)


def _code(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    hint = None if args.name_hint is None else device_name(args.name_hint)
    event_id = args.event if args.event is not None else floor.current_event_id()
    made = _devices(floor).new_code(Role(args.role), table=args.table, event_id=event_id)
    document = {**made.to_json(), "shown": grouped_code(made.code), "name_hint": hint}
    out.done({"pairing_code": document}, code_text(made, hint))
    return EXIT_DONE


def _list(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    listed = _devices(floor).listed()
    lines = [device_line(d) for d in listed] or [
        translate("cli.device_cmd", "No device is paired.")
    ]
    out.done({"devices": [d.to_json() for d in listed]}, lines)
    return EXIT_DONE


def _revoke(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    revoked = _devices(floor).revoke(args.id)
    done = translate("cli.device_cmd", "Revoked {name}: it can no longer act on the floor.")
    done = done.fill(name=repr(revoked.name))
    out.done({"device": revoked.to_json(), "done": str(done)}, done)
    return EXIT_DONE


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    choice = None
    if args.layout is not None:
        choice = ScreenChoice("layout", args.layout)
    elif args.set is not None:
        choice = ScreenChoice("set", args.set)
    device = choose_view(_devices(floor), args.id, choice)
    shows = (
        translate("cli.device_cmd", "{name} shows the built-in display.")
        if choice is None
        else translate("cli.device_cmd", "{name} shows layout {shown}.")
        if choice.kind == "layout"
        else translate("cli.device_cmd", "{name} shows set {shown}.")
    )
    shown = {"layout": None, "set": None} if choice is None else choice.to_json()
    said = shows.fill(name=device.name, shown=None if choice is None else choice.name)
    out.done({"device": device.to_json(), "shows": shown}, said)
    return EXIT_DONE


def _local(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M:%S")


def role_text(role: Role, table: int | None) -> Phrase:
    if role is Role.DEALER:
        return translate("cli.device_cmd", "dealer, table {table}").fill(table=table)
    if role is Role.DISPLAY:
        return translate("cli.device_cmd", "room screen")
    return translate("cli.device_cmd", "floor")


def code_text(made: PairingCode, hint: str | None) -> list[Phrase]:
    code = (
        translate(
            "cli.device_cmd",
            "Pairing code {code} for a {role} device ({hint}), good once until {time}.",
        )
        if hint
        else translate(
            "cli.device_cmd", "Pairing code {code} for a {role} device, good once until {time}."
        )
    )
    return [
        code.fill(
            code=grouped_code(made.code),
            role=role_text(made.role, made.table),
            hint=hint,
            time=_local(made.expires_at),
        ),
        translate("cli.device_cmd", "On the phone, open the floor's pairing page and type it."),
    ]


def device_line(device: Device) -> Phrase:
    state = (
        translate("cli.device_cmd", "never seen")
        if device.last_seen_at is None
        else translate("cli.device_cmd", "seen {when}").fill(when=_when(device.last_seen_at))
    )
    if device.revoked_at:
        state = translate("cli.device_cmd", "revoked {when}").fill(when=_when(device.revoked_at))
    return translate("cli.device_cmd", "{id}  {name}  ({role}), paired {when}, {state}").fill(
        id=f"{device.id:>3}",
        name=device.name,
        role=role_text(device.role, device.table),
        when=_when(device.paired_at),
        state=state,
    )


def _when(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")
