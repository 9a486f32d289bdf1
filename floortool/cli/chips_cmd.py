"""CLI layer: ``floortool chips show|set|race|count|leaders|history`` (chip set, capacity,
colour-ups, the race, chip counts, the chip leaders and the chips of the night)."""

from __future__ import annotations

import argparse
import csv
import dataclasses
from pathlib import Path

from floortool.app.commands.chip_counts import CountChips, CountTable, seat_entries
from floortool.app.commands.chips import RunChipRace
from floortool.app.commands.structure import SetChipSet
from floortool.app.floor import Floor, utc_now
from floortool.app.input_files import parse_input_file
from floortool.app.views.chip_counts import (
    HISTORY_COLUMNS,
    LEADERS_SHOWN,
    chip_history,
    chip_leaders,
    count_age_text,
)
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.names import playing_entry_named
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.field.count_files import CountRow, read_count_file
from floortool.domain.kernel import nouns
from floortool.domain.kernel.csv_rows import safe_cell
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.kernel.text import read_whole, whole_numbers
from floortool.domain.structure.chip_colours import colour_name
from floortool.domain.structure.chip_plan import capacity, plan_color_up
from floortool.domain.structure.chip_race import SeatLeftover
from floortool.domain.structure.chips import (
    STANDARD_CHIP_SET,
    Chip,
    ChipSet,
    chip_set_name,
    denominations_in_play,
)
from floortool.domain.structure.events import ChipRaceRun, chip_set_to_data


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "chips",
        help=help_text(
            translate("cli.chips_cmd", "chip set, colour-ups, chip races, chip counts and leaders")
        ),
        parser_class=parser_class,
    )
    show = actions.add_parser(
        "show",
        help=help_text(
            translate("cli.chips_cmd", "chip set, chips in play, capacity, colour-up plan")
        ),
    )
    show.add_argument(
        "--tables",
        metavar=help_text(translate("cli.chips_cmd", "TABLES")),
        type=whole,
        help=help_text(
            translate("cli.chips_cmd", "tables for the colour-up plan (default: the event's)")
        ),
    )
    show.set_defaults(handler=_show)
    define = actions.add_parser(
        "set",
        help=help_text(
            translate(
                "cli.chips_cmd", "the event's chip set: DENOMINATION:COLOUR:QUANTITY for each chip"
            )
        ),
    )
    define.add_argument(
        "chips",
        nargs="+",
        metavar=help_text(translate("cli.chips_cmd", "DENOMINATION:COLOUR:QUANTITY")),
    )
    define.add_argument(
        "--name",
        metavar=help_text(translate("cli.chips_cmd", "NAME")),
        default="",
        help=help_text(translate("cli.chips_cmd", "a name for the chip set")),
    )
    define.set_defaults(handler=_set)
    race = actions.add_parser(
        "race",
        help=help_text(
            translate(
                "cli.chips_cmd", "colour up one table: SEAT=CHIPS for each seat's leftover chips"
            )
        ),
    )
    race.add_argument(
        "--removed",
        metavar=help_text(translate("cli.chips_cmd", "REMOVED")),
        type=whole,
        required=True,
        help=help_text(translate("cli.chips_cmd", "the denomination leaving play")),
    )
    race.add_argument(
        "--table", metavar=help_text(translate("cli.chips_cmd", "TABLE")), type=whole, default=0
    )
    race.add_argument(
        "--only",
        default="",
        metavar=help_text(translate("cli.chips_cmd", "SEATS")),
        help=help_text(
            translate("cli.chips_cmd", "seats whose leftover chips are all they have (e.g. 3,7)")
        ),
    )
    race.add_argument(
        "seats", nargs="+", metavar=help_text(translate("cli.chips_cmd", "SEAT=CHIPS"))
    )
    race.set_defaults(handler=_race)
    count = actions.add_parser(
        "count",
        help=help_text(
            translate(
                "cli.chips_cmd",
                "record counted stacks: NAME CHIPS, --table N SEAT=CHIPS ..., or --csv FILE",
            )
        ),
    )
    count.add_argument(
        "items", nargs="*", metavar=help_text(translate("cli.chips_cmd", "NAME CHIPS | SEAT=CHIPS"))
    )
    count.add_argument(
        "--table",
        metavar=help_text(translate("cli.chips_cmd", "TABLE")),
        type=whole,
        help=help_text(translate("cli.chips_cmd", "count a table seat by seat")),
    )
    count.add_argument(
        "--csv",
        type=Path,
        metavar=help_text(translate("cli.chips_cmd", "FILE")),
        help=help_text(
            translate("cli.chips_cmd", "counts from a CSV: player,chips or table,seat,chips")
        ),
    )
    count.set_defaults(handler=_count)
    leaders = actions.add_parser(
        "leaders",
        help=help_text(
            translate("cli.chips_cmd", "the chip leaders by last count and the average")
        ),
    )
    leaders.add_argument(
        "--top",
        metavar=help_text(translate("cli.chips_cmd", "TOP")),
        type=whole,
        default=LEADERS_SHOWN,
        help=help_text(translate("cli.chips_cmd", "how many leaders")),
    )
    leaders.set_defaults(handler=_leaders)
    history = actions.add_parser(
        "history",
        help=help_text(
            translate("cli.chips_cmd", "the chip leader and the average at each count of the night")
        ),
    )
    history.add_argument(
        "--csv",
        type=Path,
        metavar=help_text(translate("cli.chips_cmd", "FILE")),
        help=help_text(translate("cli.chips_cmd", "write the points as CSV")),
    )
    history.set_defaults(handler=_history)


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    info = floor.state.events[event_id]
    chip_set = floor.state.chip_sets.get(event_id, STANDARD_CHIP_SET)
    structure = floor.state.structures[event_id]
    stack = info.settings.starting_stack
    cap = capacity(chip_set, starting_stack=stack, structure=structure)
    tables = args.tables or max(info.settings.tables, 1)
    plans = plan_color_up(
        structure, chip_set, tables=tables, seats=info.settings.seats, starting_stack=stack
    )
    in_play = denominations_in_play(structure, chip_set)
    count = out.words.count
    lines: list[str | Phrase] = [
        translate("cli.chips_cmd", "Chip set: {name}").fill(name=chip_set_name(chip_set))
    ]
    chip = translate("cli.chips_cmd", "  {denomination}  {colour} x {quantity}")
    lines += [
        chip.fill(
            denomination=f"{count(c.denomination):>7}",
            colour=f"{out.say(colour_name(c.color)):<8}",
            quantity=count(c.quantity),
        )
        for c in chip_set.chips
    ]
    lines.append(
        translate("cli.chips_cmd", "Starting stack {stack}: {breakdown}").fill(
            stack=Number(stack), breakdown=cap.breakdown.said()
        )
    )
    lines.append(
        translate("cli.chips_cmd", "Capacity: {players} ({chips} chips run out first)").fill(
            players=_players(cap.players), chips=Number(cap.limiting_denomination)
        )
    )
    lines += [plan.message for plan in plans] or [
        translate("cli.chips_cmd", "No colour-ups scheduled.")
    ]
    out.done(
        {
            "chip_set": chip_set_to_data(chip_set),
            "capacity": {
                "players": cap.players,
                "limiting_denomination": cap.limiting_denomination,
            },
            "in_play": [list(row) for row in in_play],
            "color_ups": [
                {**dataclasses.asdict(plan), "message": str(plan.message)} for plan in plans
            ],
        },
        lines,
    )
    return EXIT_DONE


def _players(count: int) -> Phrase:
    return nouns.players(count)


def _chip(spec: str) -> Chip:
    parts = spec.split(":")
    denomination = read_whole(parts[0]) if len(parts) == 3 else None
    quantity = read_whole(parts[2]) if len(parts) == 3 else None
    if denomination is None or quantity is None:
        raise InvalidInput(
            translate(
                "cli.chips_cmd",
                "'{spec}' is not DENOMINATION:COLOUR:QUANTITY (e.g. 25:green:1000).",
            ).fill(spec=spec),
            field="chips",
        )
    return Chip(denomination=denomination, color=parts[1].strip(), quantity=quantity)


def _set(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    chip_set = ChipSet(chips=tuple(_chip(spec) for spec in args.chips), name=args.name)
    done = floor.execute(SetChipSet(event_id, chip_set))
    out.done({"chip_set": chip_set_to_data(chip_set), "done": done.label}, done.label)
    return EXIT_DONE


#: Stands for "has other chips" when the player's other chips were not counted:
#: the race only needs to know whether a player could be raced out.
HAS_OTHER_CHIPS = 1


def _leftovers(specs: list[str], only: set[int]) -> list[SeatLeftover]:
    leftovers = []
    for spec in specs:
        seat_text, sep, chips_text = spec.partition("=")
        seat, chips = read_whole(seat_text), read_whole(chips_text)
        if not sep or seat is None or chips is None:
            raise InvalidInput(
                translate("cli.chips_cmd", "'{spec}' is not SEAT=CHIPS (e.g. 3=2).").fill(
                    spec=spec
                ),
                field="seats",
            )
        leftovers.append(SeatLeftover(seat=seat, chips=chips, other_chips=0 if seat in only else 1))
    return leftovers


def _race(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    only = set(whole_numbers(args.only, what="--only", field="only"))
    command = RunChipRace(event_id, args.removed, _leftovers(args.seats, only), args.table)
    done = floor.execute(command)
    race = next(ChipRaceRun.from_data(e.data) for e in done.entries if e.kind == ChipRaceRun.kind)
    out.done({"race": race.result}, race.explanations())
    return EXIT_DONE


def _seat_chips(spec: str) -> tuple[int, int]:
    seat_text, sep, chips_text = spec.partition("=")
    seat, chips = read_whole(seat_text), read_whole(chips_text, signed=True)
    if not sep or seat is None or chips is None:
        raise InvalidInput(
            translate("cli.chips_cmd", "'{spec}' is not SEAT=CHIPS (e.g. 3=125,000).").fill(
                spec=spec
            ),
            field="seats",
        )
    return seat, chips


def _chips_typed(text: str) -> int:
    chips = read_whole(text, signed=True)
    if chips is None:
        raise InvalidInput(
            translate("cli.chips_cmd", "'{text}' is not a chip count (e.g. 125,000).").fill(
                text=text
            ),
            field="chips",
        )
    return chips


def _file_counts(floor: Floor, event_id: int, rows: tuple[CountRow, ...]) -> list[tuple[int, int]]:
    """The rows of a count file as (entry id, chips); a row naming nobody seated is
    refused with its line."""
    counts = []
    for row in rows:
        try:
            if row.table is not None and row.seat is not None:
                counts += seat_entries(floor.state, event_id, row.table, [(row.seat, row.chips)])
            else:
                counts.append((playing_entry_named(floor, event_id, row.player), row.chips))
        except FloorError as exc:
            raise InvalidInput(
                translate("cli.chips_cmd", "Line {line}: {exc}").fill(
                    line=row.line, exc=exc.phrase
                ),
                field="file",
            ) from None
    return counts


def _count(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    by = floor.operator
    if args.csv is not None:
        if args.items or args.table is not None:
            raise InvalidInput(
                translate("cli.chips_cmd", "Give the CSV file alone, or the counts typed."),
                field="csv",
            )
        rows = parse_input_file(args.csv, read_count_file)
        done = floor.execute(CountChips(event_id, _file_counts(floor, event_id, rows), by))
    elif args.table is not None:
        if not args.items:
            raise InvalidInput(
                translate("cli.chips_cmd", "Give each seat's count as SEAT=CHIPS."), field="seats"
            )
        seats = [_seat_chips(spec) for spec in args.items]
        done = floor.execute(CountTable(event_id, args.table, seats, by))
    else:
        if len(args.items) != 2:
            raise InvalidInput(
                translate(
                    "cli.chips_cmd",
                    "Give the player's name and the chips counted (or --table N SEAT=CHIPS ...).",
                ),
                field="items",
            )
        entry_id = playing_entry_named(floor, event_id, args.items[0])
        done = floor.execute(CountChips(event_id, [(entry_id, _chips_typed(args.items[1]))], by))
    board = chip_leaders(floor.state, event_id, utc_now())
    lines: list[str | Phrase] = [done.label, board.average_text]
    if board.uncounted_text is not None:
        lines.append(board.uncounted_text)
    out.done({"done": done.label, **board.to_json()}, lines)
    return EXIT_DONE


def _leaders(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    if args.top < 1:
        raise InvalidInput(translate("cli.chips_cmd", "--top must be at least 1."), field="top")
    now = utc_now()
    board = chip_leaders(floor.state, event_id, now, top=args.top)
    lines: list[str | Phrase] = [
        f"{leader.place:>3}. {leader.player:<24} {out.words.count(leader.chips):>12}  "
        f"{out.say(count_age_text(leader.counted_at, now))}"
        for leader in board.leaders
    ] or [translate("cli.chips_cmd", "No stack counted yet.")]
    lines.append(
        translate("cli.chips_cmd", "{average} · {chips} chips in play").fill(
            average=board.average_text, chips=Number(board.chips.in_play)
        )
    )
    if board.uncounted_text is not None:
        lines.append(board.uncounted_text)
    out.done(board.to_json(), lines)
    return EXIT_DONE


def _history(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    points = chip_history(floor.state, event_id)
    if args.csv is not None:
        with args.csv.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(HISTORY_COLUMNS)
            for point in points:
                row = point.to_json()
                writer.writerow(
                    [safe_cell(str(row[c] if row[c] is not None else "")) for c in HISTORY_COLUMNS]
                )
    led = translate("cli.chips_cmd", "{at}  leader {leader} {chips}  average {average}")
    nobody = translate("cli.chips_cmd", "{at}  nobody left")
    lines: list[str | Phrase] = [
        led.fill(
            at=p.at[:16].replace("T", " "),
            leader=p.leader or "—",
            chips=Number(p.leader_chips),
            average=Number(p.average),
        )
        if p.average is not None
        else nobody.fill(at=p.at[:16])
        for p in points
    ] or [translate("cli.chips_cmd", "No count yet.")]
    if args.csv is not None:
        lines.append(translate("cli.chips_cmd", "Written to {file}.").fill(file=str(args.csv)))
    out.done({"points": [p.to_json() for p in points]}, lines)
    return EXIT_DONE
