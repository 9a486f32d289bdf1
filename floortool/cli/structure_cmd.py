"""CLI layer: ``floortool structure show|templates|use|import|export|suggest``."""

from __future__ import annotations

import argparse
from pathlib import Path

from floortool.app.commands.structure import SetStructure
from floortool.app.floor import Floor
from floortool.app.resources import read_structure_file, structure_by_name_or_file, template_names
from floortool.app.structure_text import structure_lines
from floortool.app.views.clock import format_seconds
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.numbers import decimal, whole
from floortool.cli.output import Output
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, counted, translate
from floortool.domain.structure.chips import STANDARD_CHIP_SET
from floortool.domain.structure.files import structure_to_csv, structure_to_data, structure_to_json
from floortool.domain.structure.levels import Structure
from floortool.domain.structure.suggest import project_finish, suggest_structure


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "structure",
        help=help_text(translate("cli.structure_cmd", "the blind structure")),
        parser_class=parser_class,
    )
    show = actions.add_parser(
        "show",
        help=help_text(
            translate("cli.structure_cmd", "the event's structure, with its projected finish")
        ),
    )
    show.add_argument(
        "--players",
        metavar=help_text(translate("cli.structure_cmd", "PLAYERS")),
        type=whole,
        help=help_text(
            translate(
                "cli.structure_cmd",
                "field size for the projection (default: the event's seats x tables)",
            )
        ),
    )
    show.set_defaults(handler=_show)
    actions.add_parser(
        "templates", help=help_text(translate("cli.structure_cmd", "the built-in structures"))
    ).set_defaults(handler=_templates)
    use = actions.add_parser(
        "use",
        help=help_text(
            translate("cli.structure_cmd", "use a built-in structure or a JSON/CSV file")
        ),
    )
    use.add_argument(
        "name_or_file", metavar=help_text(translate("cli.structure_cmd", "name_or_file"))
    )
    use.set_defaults(handler=_use)
    imp = actions.add_parser(
        "import",
        help=help_text(translate("cli.structure_cmd", "use a structure file (JSON or CSV)")),
    )
    imp.add_argument("file", metavar=help_text(translate("cli.structure_cmd", "file")), type=Path)
    imp.set_defaults(handler=_import)
    exp = actions.add_parser(
        "export",
        help=help_text(
            translate("cli.structure_cmd", "write the structure to FILE (.json or .csv)")
        ),
    )
    exp.add_argument("file", metavar=help_text(translate("cli.structure_cmd", "file")), type=Path)
    exp.set_defaults(handler=_export)
    suggest = actions.add_parser(
        "suggest",
        help=help_text(
            translate("cli.structure_cmd", "propose a structure (see README for the model)")
        ),
    )
    suggest.add_argument(
        "--starting-stack",
        metavar=help_text(translate("cli.structure_cmd", "STARTING_STACK")),
        type=whole,
        help=help_text(translate("cli.structure_cmd", "default: the event's")),
    )
    suggest.add_argument(
        "--players",
        metavar=help_text(translate("cli.structure_cmd", "PLAYERS")),
        type=whole,
        default=50,
        help=help_text(translate("cli.structure_cmd", "expected players")),
    )
    suggest.add_argument(
        "--hours",
        metavar=help_text(translate("cli.structure_cmd", "HOURS")),
        type=decimal,
        default=4.0,
        help=help_text(translate("cli.structure_cmd", "target duration")),
    )
    suggest.add_argument(
        "--level-minutes",
        metavar=help_text(translate("cli.structure_cmd", "LEVEL_MINUTES")),
        type=whole,
        default=20,
    )
    suggest.add_argument(
        "--antes-from",
        type=whole,
        metavar=help_text(translate("cli.structure_cmd", "LEVEL")),
        help=help_text(translate("cli.structure_cmd", "big-blind antes from this level")),
    )
    suggest.add_argument(
        "--break-every",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.structure_cmd", "a break every N levels")),
    )
    suggest.add_argument(
        "--break-minutes",
        metavar=help_text(translate("cli.structure_cmd", "BREAK_MINUTES")),
        type=whole,
        default=10,
    )
    suggest.add_argument(
        "--apply",
        action="store_true",
        help=help_text(translate("cli.structure_cmd", "use it for the event")),
    )
    suggest.add_argument(
        "--out",
        metavar=help_text(translate("cli.structure_cmd", "OUT")),
        type=Path,
        help=help_text(translate("cli.structure_cmd", "also write it to a JSON/CSV file")),
    )
    suggest.set_defaults(handler=_suggest)


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    structure = floor.state.structures[event_id]
    info = floor.state.events[event_id]
    players = args.players or max(info.settings.tables, 1) * info.settings.seats
    projection = project_finish(structure, total_chips=players * info.settings.starting_stack)
    finish = (
        None if projection is None else {"seconds": projection.seconds, "level": projection.level}
    )
    lines: list[str | Phrase] = [*structure_lines(structure, out.words)]
    when = (
        translate("cli.structure_cmd", "beyond the last level")
        if projection is None
        else translate("cli.structure_cmd", "{time} after the start (level {level})").fill(
            time=format_seconds(projection.seconds), level=projection.level
        )
    )
    lines.append(
        translate("cli.structure_cmd", "Projected finish for {players}: {when}").fill(
            players=_players(players), when=when
        )
    )
    out.done(
        {"structure": structure_to_data(structure), "projection": finish, "players": players},
        lines,
    )
    return EXIT_DONE


def _players(count: int) -> Phrase:
    return nouns.players(count)


def _templates(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    names = template_names()
    out.done({"templates": names}, names)
    return EXIT_DONE


def _apply(
    floor: Floor, event_id: int, structure_source: str, structure: object, out: Output
) -> int:
    from floortool.domain.structure.levels import Structure

    assert isinstance(structure, Structure)
    done = floor.execute(SetStructure(event_id, structure))
    out.done(
        {"structure": structure_to_data(structure), "done": done.label},
        translate("cli.structure_cmd", "{label} (from {source}, {levels})").fill(
            label=done.label,
            source=structure_source,
            levels=counted(
                structure.level_count,
                translate("cli.structure_cmd", "{count} level"),
                translate("cli.structure_cmd", "{count} levels"),
            ),
        ),
    )
    return EXIT_DONE


def _use(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    structure = structure_by_name_or_file(args.name_or_file)
    return _apply(floor, event_id, args.name_or_file, structure, out)


def _import(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    return _apply(floor, event_id, str(args.file), read_structure_file(args.file), out)


def _write(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise InvalidInput(
            translate("cli.structure_cmd", "Cannot write {path}: {strerror}.").fill(
                path=path, strerror=exc.strerror
            ),
            field="file",
        ) from exc


def _text_for(path: Path, structure: Structure) -> str:
    if path.suffix.lower() == ".csv":
        return structure_to_csv(structure)
    if path.suffix.lower() == ".json":
        return structure_to_json(structure)
    raise InvalidInput(
        translate("cli.structure_cmd", "{path}: write the structure to a .json or .csv file.").fill(
            path=path
        ),
        field="file",
    )


def _export(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    structure = floor.state.structures[event_id]
    _write(args.file, _text_for(args.file, structure))
    out.done(
        {"exported": str(args.file)},
        translate("cli.structure_cmd", "Wrote {file}").fill(file=str(args.file)),
    )
    return EXIT_DONE


def _suggest(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor) if (args.apply or args.starting_stack is None) else None
    starting_stack = args.starting_stack
    chip_set = STANDARD_CHIP_SET
    if event_id is not None:
        starting_stack = starting_stack or floor.state.events[event_id].settings.starting_stack
        chip_set = floor.state.chip_sets.get(event_id, STANDARD_CHIP_SET)
    suggestion = suggest_structure(
        starting_stack=starting_stack,
        chip_set=chip_set,
        expected_players=args.players,
        target_hours=args.hours,
        level_minutes=args.level_minutes,
        antes_from_level=args.antes_from,
        break_every=args.break_every,
        break_minutes=args.break_minutes,
    )
    structure = suggestion.structure
    if args.out is not None:
        _write(args.out, _text_for(args.out, structure))
    projection = suggestion.projection
    finish = (
        None if projection is None else {"seconds": projection.seconds, "level": projection.level}
    )
    lines: list[str | Phrase] = [*structure_lines(structure, out.words)]
    if projection is not None:
        lines.append(
            translate(
                "cli.structure_cmd",
                "Projected finish for {players}: {time} after the start "
                "(level {level}; model: README, 'Structure generator')",
            ).fill(
                players=_players(args.players),
                time=format_seconds(projection.seconds),
                level=projection.level,
            )
        )
    lines.extend(suggestion.notes)
    document: dict[str, object] = {
        "structure": structure_to_data(structure),
        "projection": finish,
        "notes": [str(note) for note in suggestion.notes],
        "growth": round(suggestion.growth, 3),
    }
    if args.apply and event_id is not None:
        done = floor.execute(SetStructure(event_id, structure, label="Use suggested structure"))
        document["done"] = done.label
        lines.append(done.label)
    out.done(document, lines)
    return EXIT_DONE
