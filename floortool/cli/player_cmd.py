"""CLI layer: ``floortool player register|confirm|reenter|rebuy|addon|list`` (the
event's entries; ``confirm`` registers a pending sign-up, ``cli.sign_up_cmd`` lists
them) and ``player search|show|add|update|bar|unbar|import|merge|duplicates`` (the
player database and its member records).

Players are named as typed (an exact, case-insensitive name) or as ``#id``.
``register --json`` prints ``{"entries": [{"id", "player", "entry_number",
"stack", "deduction", "table", "seat", "level", ...}]}`` (``cli.md``); ``stack``
is what the player receives, ``deduction`` what late registration took off.
``bust`` and ``sign-out`` are defined with the results, in ``cli.results_cmd``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from floortool.app.commands.base import Command
from floortool.app.commands.players import (
    AddPlayer,
    ImportPlayers,
    MergePlayers,
    UpdatePlayer,
)
from floortool.app.commands.registration import AddOn, Rebuy, ReEnter, RegisterEntry
from floortool.app.commands.sign_ups import ConfirmSignUp
from floortool.app.entrants import entrants_named
from floortool.app.floor import Floor
from floortool.app.input_files import read_input_text
from floortool.app.registration_preview import desk_dues_warning
from floortool.app.views.field import (
    EntryRow,
    entry_row,
    field_summary,
    new_entries,
    waiting_text,
)
from floortool.app.views.players import (
    ImportReport,
    MemberRecord,
    duplicates,
    import_report,
    member_record,
    search_players,
)
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.names import player_id_named, playing_entry_named, registered_as
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.cli.results_cmd import add_player_actions
from floortool.cli.sign_up_cmd import add_sign_up_actions, pending_named
from floortool.domain.field.entries import ACTIVE, ADVANCED, BUSTED, WAITING
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.players.records import player_data
from floortool.domain.results.satellite import read_ticket


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "player",
        help=help_text(
            translate("cli.player_cmd", "register players; rebuys, add-ons, the database")
        ),
        parser_class=parser_class,
    )
    reg = actions.add_parser(
        "register",
        help=help_text(
            translate("cli.player_cmd", "register players (new names join the database)")
        ),
    )
    reg.add_argument("names", nargs="+", metavar=help_text(translate("cli.player_cmd", "NAME")))
    reg.add_argument(
        "--new",
        action="store_true",
        help=help_text(
            translate(
                "cli.player_cmd",
                "each NAME is a new player even when someone has that name (a namesake)",
            )
        ),
    )
    reg.add_argument(
        "--ticket",
        metavar=help_text(translate("cli.player_cmd", "CODE")),
        help=help_text(
            translate(
                "cli.player_cmd",
                "pay with a satellite's ticket: the voucher's code (T1-3), or the satellite's "
                "event number for the seat each player won there",
            )
        ),
    )
    reg.set_defaults(handler=_register)
    add_sign_up_actions(actions)
    confirm = actions.add_parser(
        "confirm",
        help=help_text(
            translate("cli.player_cmd", "register a pending sign-up (the money is taken)")
        ),
    )
    confirm.add_argument("name", metavar=help_text(translate("cli.player_cmd", "NAME")))
    confirm.set_defaults(handler=_confirm)
    for action, text, handler in (
        ("reenter", translate("cli.player_cmd", "a new entry for a player who busted"), _reenter),
        (
            "rebuy",
            translate("cli.player_cmd", "a rebuy (same seat; the chips count at once)"),
            _purchase,
        ),
        ("addon", translate("cli.player_cmd", "an add-on"), _purchase),
    ):
        one = actions.add_parser(action, help=help_text(text))
        one.add_argument("name", metavar=help_text(translate("cli.player_cmd", "NAME")))
        one.set_defaults(handler=handler)
        if action == "rebuy":
            one.add_argument(
                "--stack",
                type=whole,
                metavar=help_text(translate("cli.player_cmd", "CHIPS")),
                help=help_text(translate("cli.player_cmd", "the player's chips now")),
            )
    add_player_actions(actions)
    actions.add_parser(
        "list", help=help_text(translate("cli.player_cmd", "the event's entries and totals"))
    ).set_defaults(handler=_list)
    search = actions.add_parser(
        "search", help=help_text(translate("cli.player_cmd", "find players in the database"))
    )
    search.add_argument("text", metavar=help_text(translate("cli.player_cmd", "TEXT")))
    search.add_argument("--limit", type=whole, default=20, metavar="N")
    search.set_defaults(handler=_search)
    show = actions.add_parser(
        "show", help=help_text(translate("cli.player_cmd", "a player's member record"))
    )
    show.add_argument("name", metavar=help_text(translate("cli.player_cmd", "NAME")))
    show.set_defaults(handler=_show)
    add = actions.add_parser(
        "add", help=help_text(translate("cli.player_cmd", "add a player to the database"))
    )
    add.add_argument("name", metavar=help_text(translate("cli.player_cmd", "NAME")))
    _record_options(add, default="")
    add.set_defaults(handler=_add)
    update = actions.add_parser(
        "update", help=help_text(translate("cli.player_cmd", "change a player's details"))
    )
    update.add_argument("name", metavar=help_text(translate("cli.player_cmd", "NAME")))
    update.add_argument(
        "--name",
        dest="new_name",
        metavar=help_text(translate("cli.player_cmd", "NEW_NAME")),
        help=help_text(translate("cli.player_cmd", "a new name")),
    )
    _record_options(update, default=None)
    update.set_defaults(handler=_update)
    bar = actions.add_parser(
        "bar",
        help=help_text(translate("cli.player_cmd", "refuse a player at the door, with the reason")),
    )
    bar.add_argument("name", metavar=help_text(translate("cli.player_cmd", "NAME")))
    bar.add_argument(
        "--reason", required=True, metavar=help_text(translate("cli.player_cmd", "TEXT"))
    )
    bar.set_defaults(handler=_bar)
    unbar = actions.add_parser(
        "unbar", help=help_text(translate("cli.player_cmd", "lift a player's bar"))
    )
    unbar.add_argument("name", metavar=help_text(translate("cli.player_cmd", "NAME")))
    unbar.set_defaults(handler=_unbar)
    imp = actions.add_parser(
        "import",
        help=help_text(translate("cli.player_cmd", "import players from a CSV file (name column)")),
    )
    imp.add_argument("file", metavar=help_text(translate("cli.player_cmd", "FILE.csv")))
    imp.set_defaults(handler=_import)
    merge = actions.add_parser(
        "merge",
        help=help_text(translate("cli.player_cmd", "merge OTHER into KEEP (the same person)")),
    )
    merge.add_argument("keep", metavar=help_text(translate("cli.player_cmd", "KEEP")))
    merge.add_argument("other", metavar=help_text(translate("cli.player_cmd", "OTHER")))
    merge.set_defaults(handler=_merge)
    actions.add_parser(
        "duplicates",
        help=help_text(translate("cli.player_cmd", "records that look like one person")),
    ).set_defaults(handler=_duplicates)


def _record_options(parser: argparse.ArgumentParser, *, default: str | None) -> None:
    """The record's fields as options (``default``: None on ``update``, where a field
    left out is left as it is)."""
    parser.add_argument(
        "--nickname", metavar=help_text(translate("cli.player_cmd", "NICKNAME")), default=default
    )
    parser.add_argument("--membership", default=default, metavar="M")
    parser.add_argument(
        "--contact", metavar=help_text(translate("cli.player_cmd", "CONTACT")), default=default
    )
    parser.add_argument(
        "--dues-until",
        default=default,
        metavar="YYYY-MM-DD",
        help=help_text(translate("cli.player_cmd", "the last day dues cover")),
    )
    parser.add_argument(
        "--barred",
        default=default,
        metavar=help_text(translate("cli.player_cmd", "REASON")),
        help=help_text(translate("cli.player_cmd", "refused at the door (blank: not)")),
    )
    parser.add_argument(
        "--notes", default=default, metavar=help_text(translate("cli.player_cmd", "TEXT"))
    )


def entry_text(row: EntryRow) -> Phrase:
    """``Alice: table 2 seat 5 · 9,775 chips (225 deducted) · entry 1``."""
    place: str | Phrase = row.seat_text
    if row.alternate is not None:
        place = translate("cli.player_cmd", "alternate {number} (every seat is taken)").fill(
            number=row.alternate
        )
    elif row.table is not None:
        place = translate("cli.player_cmd", "table {table} seat {seat}").fill(
            table=row.table, seat=row.seat
        )
    text = translate("cli.player_cmd", "{player}: {place} · {stack} chips").fill(
        player=row.player, place=place, stack=Number(row.stack)
    )
    if row.deduction:
        text = translate("cli.player_cmd", "{text} ({deduction} deducted)").fill(
            text=text, deduction=Number(row.deduction)
        )
    if row.money_note is not None:
        text = translate("cli.player_cmd", "{text} · {note}").fill(text=text, note=row.money_note)
    return translate("cli.player_cmd", "{text} · entry {number}").fill(
        text=text, number=row.entry_number
    )


def entries_done(floor: Floor, out: Output, command: Command) -> int:
    """Run a command that makes entries and print them (``{"entries", "done"}``)."""
    done = floor.execute(command)
    rows = new_entries(floor.state, done.entries)
    lines: list[Phrase] = []
    for row in rows:
        dues = desk_dues_warning(floor.state.players.get(row.player_id), floor.clock())
        line = entry_text(row)
        if dues:
            line = translate("cli.player_cmd", "{text} · {note}").fill(text=line, note=dues)
        lines.append(line)
    out.done({"entries": [row.to_json() for row in rows], "done": done.label}, lines)
    return EXIT_DONE


def _register(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entrants = entrants_named(args.names, registered_as(floor, event_id), new=args.new)
    ticket = read_ticket(args.ticket) if args.ticket is not None else None
    return entries_done(floor, out, RegisterEntry(event_id, entrants, ticket))


def _confirm(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    number = pending_named(floor, event_id, args.name)
    return entries_done(floor, out, ConfirmSignUp(event_id, number))


def _reenter(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    player_id = player_id_named(floor, args.name, event_id)
    return entries_done(floor, out, ReEnter(event_id, player_id))


def _purchase(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entry_id = playing_entry_named(floor, event_id, args.name)
    command: Command
    if args.player_command == "rebuy":
        command = Rebuy(event_id, entry_id, args.stack)
    else:
        command = AddOn(event_id, entry_id)
    done = floor.execute(command)
    data = done.entries[0].data
    row = entry_row(floor.state, floor.state.entries[event_id][int(data["entry_id"])])
    text = translate("cli.player_cmd", "{label} · {chips} chips bought in all").fill(
        label=done.label, chips=Number(row.chips)
    )
    out.done({"entry": row.to_json(), "done": done.label}, text)
    return EXIT_DONE


def _list(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    summary = field_summary(floor.state, event_id)
    lines: list[str | Phrase] = [
        f"{r.id:>5}  {r.player:<28} {r.entry_number:>2}  {out.say(_seat(r)):<8} "
        f"{out.words.count(r.chips):>10}  {out.say(_status(r.status))}"
        for r in summary.entries
    ] or [translate("cli.player_cmd", "No entries yet.")]
    average = "-" if summary.average_stack is None else Number(summary.average_stack)
    lines.append(
        translate(
            "cli.player_cmd",
            "Entries {entries} · players left {left} · chips in play {chips}"
            " · average stack {average}",
        ).fill(
            entries=summary.total_entries,
            left=summary.players_left,
            chips=Number(summary.chips_in_play),
            average=average,
        )
    )
    if summary.waiting:
        lines.append(waiting_text(summary.waiting, summary.waiting_buy_ins))
    out.done({"entries": [r.to_json() for r in summary.entries], "field": summary.to_json()}, lines)
    return EXIT_DONE


#: An entry's status as the list says it.
_STATUSES = {
    WAITING: translate("cli.player_cmd", "waiting"),
    ACTIVE: translate("cli.player_cmd", "active"),
    BUSTED: translate("cli.player_cmd", "busted"),
    ADVANCED: translate("cli.player_cmd", "advanced"),
}


def _status(status: str) -> str | Phrase:
    return _STATUSES.get(status, status)


def _seat(row: EntryRow) -> str | Phrase:
    """``2-5``, ``alt 3``, ``draw`` or the status (``EntryRow.seat_text``), said."""
    if row.table is not None:
        return row.seat_text
    if row.for_draw:
        return translate("cli.player_cmd", "draw")
    if row.alternate is not None:
        return translate("cli.player_cmd", "alt {number}").fill(number=row.alternate)
    return _status(row.status)


def _search(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    if args.limit < 1:
        raise InvalidInput(translate("cli.player_cmd", "--limit must be 1 or more."), field="limit")
    found = search_players(floor.state, args.text, args.limit)
    lines: list[str | Phrase] = [p.describe() for p in found] or [
        translate("cli.player_cmd", "Nobody matches '{text}'.").fill(text=args.text)
    ]
    out.done({"players": [player_data(p) for p in found]}, lines)
    return EXIT_DONE


def _add(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.execute(
        AddPlayer(
            args.name,
            args.nickname,
            args.membership,
            args.contact,
            args.dues_until,
            args.barred,
            args.notes,
        )
    )
    player = floor.state.players[int(done.entries[0].data["players"][0]["id"])]
    out.done({"player": player_data(player), "done": done.label}, done.label)
    return EXIT_DONE


def _changed(floor: Floor, out: Output, typed: str, changes: dict[str, str]) -> int:
    player_id = player_id_named(floor, typed)
    done = floor.execute(UpdatePlayer(player_id, changes))
    player = floor.state.players[player_id]
    out.done({"player": player_data(player), "done": done.label}, done.label)
    return EXIT_DONE


def _update(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    changes = {
        key: getattr(args, key)
        for key in ("nickname", "membership", "contact", "dues_until", "barred", "notes")
        if getattr(args, key) is not None
    }
    if args.new_name is not None:
        changes["name"] = args.new_name
    return _changed(floor, out, args.name, changes)


def _bar(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    if not args.reason.strip():
        raise InvalidInput(
            translate("cli.player_cmd", "Say why the player is barred (--reason)."), field="reason"
        )
    return _changed(floor, out, args.name, {"barred": args.reason})


def _unbar(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, args.name, {"barred": ""})


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    record = member_record(floor.state, player_id_named(floor, args.name), floor.clock())
    out.done({"player": record.to_json()}, _record_lines(record))
    return EXIT_DONE


def _record_lines(record: MemberRecord) -> list[str | Phrase]:
    player = record.player
    lines: list[str | Phrase] = [player.describe()]
    if player.contact:
        lines.append(translate("cli.player_cmd", "Contact: {contact}").fill(contact=player.contact))
    dues = (
        translate("cli.player_cmd", "Dues paid until: {date} (expired)")
        if record.expired
        else translate("cli.player_cmd", "Dues paid until: {date}")
    )
    lines.append(dues.fill(date=player.dues_until or "-"))
    if player.barred:
        lines.append(translate("cli.player_cmd", "BARRED: {reason}").fill(reason=player.barred))
    if player.notes:
        lines.append(translate("cli.player_cmd", "Notes: {notes}").fill(notes=player.notes))
    first_seen = record.first_seen or translate("cli.player_cmd", "never played")
    lines.append(translate("cli.player_cmd", "First seen: {date}").fill(date=first_seen))
    lines.append(
        translate("cli.player_cmd", "Events played: {count}").fill(count=record.events_played)
    )
    return lines


def _import(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    path = Path(args.file)
    text = read_input_text(path)
    done = floor.execute(ImportPlayers(text, source=path.name))
    report = import_report(done.entries)
    out.done({**report.to_json(), "done": done.label}, _import_lines(report, out.say))
    return EXIT_DONE


def _import_lines(report: ImportReport, say: Callable[[str | Phrase], str]) -> list[str | Phrase]:
    players = nouns.players(len(report.added))
    head = (
        translate("cli.player_cmd", "Imported {players} from {source}").fill(
            players=players, source=report.source
        )
        if report.source
        else translate("cli.player_cmd", "Imported {players}").fill(players=players)
    )
    if not report.rejected:
        return [translate("cli.player_cmd", "{head}.").fill(head=head)]
    rows = nouns.rows(len(report.rejected))
    rejected = translate("cli.player_cmd", "{head}; {rows} rejected:").fill(head=head, rows=rows)
    return [rejected] + [f"  {say(r.said())}" for r in report.rejected]


def _merge(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    keep, other = (player_id_named(floor, typed) for typed in (args.keep, args.other))
    done = floor.execute(MergePlayers(keep, other))
    data = done.entries[0].data
    kept = floor.state.players[int(data["kept"])]
    merged = {"kept": player_data(kept), "merged": data["merged"], "filled": data["filled"]}
    out.done({"merged": merged, "done": done.label}, done.label)
    return EXIT_DONE


def _duplicates(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    groups = duplicates(floor.state)
    lines = [" = ".join(p.describe() for p in group) for group in groups]
    out.done(
        {"duplicates": [[player_data(p) for p in group] for group in groups]},
        lines or translate("cli.player_cmd", "No duplicates found."),
    )
    return EXIT_DONE
