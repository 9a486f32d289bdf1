"""CLI layer: ``floortool player register|reenter|rebuy|addon|list`` (the event's
entries) and ``player search|add|import|merge|duplicates`` (the player database).

Players are named as typed (an exact, case-insensitive name) or as ``#id``.
``register --json`` prints ``{"entries": [{"id", "player", "entry_number",
"stack", "deduction", "table", "seat", "level", ...}]}`` (``cli.md``); ``stack``
is what the player receives, ``deduction`` what late registration took off.
``bust`` and ``sign-out`` are defined with the results, in ``cli.results_cmd``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from floortool.app.commands.base import Command
from floortool.app.commands.players import AddPlayer, ImportPlayers, MergePlayers
from floortool.app.commands.registration import AddOn, Rebuy, ReEnter, RegisterEntry
from floortool.app.entrants import entrants_named
from floortool.app.floor import Floor
from floortool.app.input_files import read_input_text
from floortool.app.views.field import (
    EntryRow,
    entry_row,
    field_summary,
    new_entries,
    waiting_text,
)
from floortool.app.views.players import (
    ImportReport,
    duplicates,
    import_report,
    search_players,
)
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.names import player_id_named, playing_entry_named, registered_as
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.cli.results_cmd import add_player_actions
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.plurals import plural
from floortool.domain.players.records import player_data
from floortool.domain.results.satellite import read_ticket


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "player",
        help="register players; rebuys, add-ons, the database",
        parser_class=parser_class,
    )
    reg = actions.add_parser("register", help="register players (new names join the database)")
    reg.add_argument("names", nargs="+", metavar="NAME")
    reg.add_argument(
        "--new",
        action="store_true",
        help="each NAME is a new player even when someone has that name (a namesake)",
    )
    reg.add_argument(
        "--ticket",
        metavar="CODE",
        help="pay with a satellite's ticket: the voucher's code (T1-3), or the satellite's "
        "event number for the seat each player won there",
    )
    reg.set_defaults(handler=_register)
    for action, text, handler in (
        ("reenter", "a new entry for a player who busted", _reenter),
        ("rebuy", "a rebuy (same seat; the chips count at once)", _purchase),
        ("addon", "an add-on", _purchase),
    ):
        one = actions.add_parser(action, help=text)
        one.add_argument("name", metavar="NAME")
        one.set_defaults(handler=handler)
        if action == "rebuy":
            one.add_argument("--stack", type=whole, metavar="CHIPS", help="the player's chips now")
    add_player_actions(actions)
    actions.add_parser("list", help="the event's entries and totals").set_defaults(handler=_list)
    search = actions.add_parser("search", help="find players in the database")
    search.add_argument("text", metavar="TEXT")
    search.add_argument("--limit", type=whole, default=20, metavar="N")
    search.set_defaults(handler=_search)
    add = actions.add_parser("add", help="add a player to the database")
    add.add_argument("name", metavar="NAME")
    add.add_argument("--nickname", default="")
    add.add_argument("--membership", default="")
    add.add_argument("--contact", default="")
    add.set_defaults(handler=_add)
    imp = actions.add_parser("import", help="import players from a CSV file (name column)")
    imp.add_argument("file", metavar="FILE.csv")
    imp.set_defaults(handler=_import)
    merge = actions.add_parser("merge", help="merge OTHER into KEEP (the same person)")
    merge.add_argument("keep", metavar="KEEP")
    merge.add_argument("other", metavar="OTHER")
    merge.set_defaults(handler=_merge)
    actions.add_parser("duplicates", help="records that look like one person").set_defaults(
        handler=_duplicates
    )


def entry_text(row: EntryRow) -> str:
    """``Alice: table 2 seat 5 · 9,775 chips (225 deducted) · entry 1``."""
    place = f"table {row.table} seat {row.seat}" if row.table is not None else row.seat_text
    if row.alternate is not None:
        place = f"alternate {row.alternate} (every seat is taken)"
    text = f"{row.player}: {place} · {row.stack:,} chips"
    if row.deduction:
        text += f" ({row.deduction:,} deducted)"
    if row.money_note:
        text += f" · {row.money_note}"
    return text + f" · entry {row.entry_number}"


def entries_done(floor: Floor, out: Output, command: Command) -> int:
    """Run a command that makes entries and print them (``{"entries", "done"}``)."""
    done = floor.execute(command)
    rows = new_entries(floor.state, done.entries)
    out.done(
        {"entries": [row.to_json() for row in rows], "done": done.label},
        "\n".join(entry_text(row) for row in rows),
    )
    return EXIT_DONE


def _register(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entrants = entrants_named(args.names, registered_as(floor, event_id), new=args.new)
    ticket = read_ticket(args.ticket) if args.ticket is not None else None
    return entries_done(floor, out, RegisterEntry(event_id, entrants, ticket))


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
    text = f"{done.label} · {row.chips:,} chips bought in all"
    out.done({"entry": row.to_json(), "done": done.label}, text)
    return EXIT_DONE


def _list(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    summary = field_summary(floor.state, event_id)
    lines = [
        f"{r.id:>5}  {r.player:<28} {r.entry_number:>2}  {r.seat_text:<8} "
        f"{r.chips:>10,}  {r.status}"
        for r in summary.entries
    ] or ["No entries yet."]
    average = "-" if summary.average_stack is None else f"{summary.average_stack:,}"
    lines.append(
        f"Entries {summary.total_entries} · players left {summary.players_left}"
        f" · chips in play {summary.chips_in_play:,} · average stack {average}"
    )
    if summary.waiting:
        lines.append(waiting_text(summary.waiting, summary.waiting_buy_ins))
    out.done(
        {"entries": [r.to_json() for r in summary.entries], "field": summary.to_json()},
        "\n".join(lines),
    )
    return EXIT_DONE


def _search(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    if args.limit < 1:
        raise InvalidInput("--limit must be 1 or more.", field="limit")
    found = search_players(floor.state, args.text, args.limit)
    lines = [p.describe() for p in found] or [f"Nobody matches '{args.text}'."]
    out.done({"players": [player_data(p) for p in found]}, "\n".join(lines))
    return EXIT_DONE


def _add(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    done = floor.execute(AddPlayer(args.name, args.nickname, args.membership, args.contact))
    player = floor.state.players[int(done.entries[0].data["players"][0]["id"])]
    out.done({"player": player_data(player), "done": done.label}, done.label)
    return EXIT_DONE


def _import(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    path = Path(args.file)
    text = read_input_text(path)
    done = floor.execute(ImportPlayers(text, source=path.name))
    report = import_report(done.entries)
    out.done({**report.to_json(), "done": done.label}, "\n".join(_import_lines(report)))
    return EXIT_DONE


def _import_lines(report: ImportReport) -> list[str]:
    head = f"Imported {plural(len(report.added), 'player')}"
    head += f" from {report.source}" if report.source else ""
    if not report.rejected:
        return [head + "."]
    return [f"{head}; {plural(len(report.rejected), 'row')} rejected:"] + [
        f"  {r.describe()}" for r in report.rejected
    ]


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
        "\n".join(lines) or "No duplicates found.",
    )
    return EXIT_DONE
