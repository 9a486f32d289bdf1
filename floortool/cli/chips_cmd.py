"""CLI layer: ``floortool chips show|race`` (chip set, capacity, colour-ups, the race)."""

from __future__ import annotations

import argparse
import dataclasses

from floortool.app.commands.chips import RunChipRace
from floortool.app.commands.structure import SetChipSet
from floortool.app.floor import Floor
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.plurals import plural
from floortool.domain.kernel.text import read_whole, whole_numbers
from floortool.domain.structure.chip_plan import capacity, plan_color_up
from floortool.domain.structure.chip_race import SeatLeftover
from floortool.domain.structure.chips import STANDARD_CHIP_SET, Chip, ChipSet, denominations_in_play
from floortool.domain.structure.events import chip_set_to_data


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "chips",
        help="chip set, capacity, colour-ups and chip races",
        parser_class=parser_class,
    )
    show = actions.add_parser("show", help="chip set, chips in play, capacity, colour-up plan")
    show.add_argument(
        "--tables", type=whole, help="tables for the colour-up plan (default: the event's)"
    )
    show.set_defaults(handler=_show)
    define = actions.add_parser(
        "set", help="the event's chip set: DENOMINATION:COLOUR:QUANTITY for each chip"
    )
    define.add_argument("chips", nargs="+", metavar="DENOMINATION:COLOUR:QUANTITY")
    define.add_argument("--name", default="", help="a name for the chip set")
    define.set_defaults(handler=_set)
    race = actions.add_parser(
        "race", help="colour up one table: SEAT=CHIPS for each seat's leftover chips"
    )
    race.add_argument("--removed", type=whole, required=True, help="the denomination leaving play")
    race.add_argument("--table", type=whole, default=0)
    race.add_argument(
        "--only",
        default="",
        metavar="SEATS",
        help="seats whose leftover chips are all they have (e.g. 3,7)",
    )
    race.add_argument("seats", nargs="+", metavar="SEAT=CHIPS")
    race.set_defaults(handler=_race)


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
    lines = [f"Chip set: {chip_set.name}"]
    lines += [f"  {c.denomination:>7,}  {c.color:<8} x {c.quantity:,}" for c in chip_set.chips]
    lines.append(f"Starting stack {stack:,}: {cap.breakdown.describe()}")
    lines.append(
        f"Capacity: {plural(cap.players, 'player')} ({cap.limiting_denomination:,} chips run "
        f"out first)"
    )
    lines += [plan.message for plan in plans] or ["No colour-ups scheduled."]
    out.done(
        {
            "chip_set": chip_set_to_data(chip_set),
            "capacity": {
                "players": cap.players,
                "limiting_denomination": cap.limiting_denomination,
            },
            "in_play": [list(row) for row in in_play],
            "color_ups": [dataclasses.asdict(plan) for plan in plans],
        },
        "\n".join(lines),
    )
    return EXIT_DONE


def _chip(spec: str) -> Chip:
    parts = spec.split(":")
    denomination = read_whole(parts[0]) if len(parts) == 3 else None
    quantity = read_whole(parts[2]) if len(parts) == 3 else None
    if denomination is None or quantity is None:
        raise InvalidInput(
            f"'{spec}' is not DENOMINATION:COLOUR:QUANTITY (e.g. 25:green:1000).", field="chips"
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
            raise InvalidInput(f"'{spec}' is not SEAT=CHIPS (e.g. 3=2).", field="seats")
        leftovers.append(SeatLeftover(seat=seat, chips=chips, other_chips=0 if seat in only else 1))
    return leftovers


def _race(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    only = set(whole_numbers(args.only, what="--only", field="only"))
    command = RunChipRace(event_id, args.removed, _leftovers(args.seats, only), args.table)
    done = floor.execute(command)
    result = done.entries[0].data["result"]
    lines = [o["explanation"] for o in result["outcomes"]] + [result["explanation"]]
    out.done({"race": result}, "\n".join(lines))
    return EXIT_DONE
