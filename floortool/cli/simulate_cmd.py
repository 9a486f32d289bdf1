"""CLI layer: ``floortool simulate``: reads the options, plays the tournament
(``app.simulation``), prints its summary and writes the decision log to ``--log``.
"""

from __future__ import annotations

import argparse
import contextlib
import json

from floortool.app.floor import Floor
from floortool.app.simulation import simulate
from floortool.cli.common import EXIT_DONE
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.kernel.phrases import translate
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.domain.seating.engine.balance import FLOP, GAMES
from floortool.domain.seating.policy import GIVING_TABLES
from floortool.domain.tournament.event import RULEBOOKS

#: ``simulate`` options that set a seating setting of the event (``EventSettings``).
_POLICY_OPTIONS = {
    "tolerance": "balance_tolerance",
    "early_tolerance": "early_balance_tolerance",
    "early_above_tables": "early_balance_above_tables",
    "break_order": "break_order",
    "ideal_load": "ideal_table_load",
    "giving": "giving_table",
}


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    parser = commands.add_parser(
        "simulate",
        help=help_text(
            translate("cli.simulate_cmd", "play a whole tournament through the seating engine")
        ),
    )
    parser.add_argument(
        "--entrants",
        metavar=help_text(translate("cli.simulate_cmd", "ENTRANTS")),
        type=whole,
        required=True,
    )
    parser.add_argument(
        "--seats",
        metavar=help_text(translate("cli.simulate_cmd", "SEATS")),
        type=whole,
        required=True,
        help=help_text(translate("cli.simulate_cmd", "seats per table (2-12)")),
    )
    parser.add_argument(
        "--seed",
        metavar=help_text(translate("cli.simulate_cmd", "SEED")),
        type=whole,
        help=help_text(translate("cli.simulate_cmd", "make the run reproducible")),
    )
    parser.add_argument(
        "--final-table-size",
        metavar=help_text(translate("cli.simulate_cmd", "FINAL_TABLE_SIZE")),
        type=whole,
        help=help_text(
            translate("cli.simulate_cmd", "players at the final table (default: --seats)")
        ),
    )
    parser.add_argument("--rulebook", default=DEFAULT_RULEBOOK, choices=sorted(RULEBOOKS))
    parser.add_argument(
        "--log",
        metavar=help_text(translate("cli.simulate_cmd", "FILE.jsonl")),
        help=help_text(translate("cli.simulate_cmd", "write the decision log here")),
    )
    parser.add_argument(
        "--tolerance",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.simulate_cmd", "balance tolerance (1)")),
    )
    parser.add_argument(
        "--early-tolerance",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.simulate_cmd", "looser, early on")),
    )
    parser.add_argument(
        "--early-above-tables",
        type=whole,
        metavar="T",
        help=help_text(translate("cli.simulate_cmd", "... while more than T tables")),
    )
    parser.add_argument(
        "--break-order",
        metavar=help_text(translate("cli.simulate_cmd", "LIST")),
        help=help_text(translate("cli.simulate_cmd", 'e.g. "12, 11, 30-21"')),
    )
    parser.add_argument(
        "--ideal-load",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.simulate_cmd", "players per table")),
    )
    parser.add_argument(
        "--giving",
        choices=sorted(GIVING_TABLES),
        help=help_text(translate("cli.simulate_cmd", "which fullest table")),
    )
    parser.add_argument(
        "--game",
        default=FLOP,
        choices=GAMES,
        help=help_text(translate("cli.simulate_cmd", "balancing procedure (stud: by position)")),
    )
    parser.set_defaults(handler=_simulate)


def _simulate(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    seating = {
        key: value
        for option, key in _POLICY_OPTIONS.items()
        if (value := getattr(args, option)) is not None
    }
    with contextlib.ExitStack() as stack:
        log = stack.enter_context(open(args.log, "w", encoding="utf-8")) if args.log else None
        summary = simulate(
            args.entrants,
            args.seats,
            seed=args.seed,
            final_table_size=args.final_table_size,
            rulebook=args.rulebook,
            log=log,
            seating=seating,
            game=args.game,
        )
    document = summary.to_json()
    out.done(document, json.dumps(document))
    return EXIT_DONE
