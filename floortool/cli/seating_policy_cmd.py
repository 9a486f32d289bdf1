"""CLI layer: ``floortool seating policy`` — show or change the event's seating policy.

``seating policy`` shows it; with options it changes those settings first, as
one undoable ``UpdateEvent`` (refused with the setting at fault named):

``--tolerance N`` (the largest difference between the fullest and the
shortest table, default 1), ``--early-tolerance N --early-above-tables T``
(a looser tolerance while more than T tables are open; ``--no-early`` drops
it), ``--break-order "12, 11, 30-21"`` (blank: highest number first),
``--final-table-size N|default``, ``--ideal-load N|none`` and ``--giving
highest|lowest``. ``--json`` prints ``{"policy": {...}}`` (``seating_view.
policy_data``), plus ``"done"`` when something changed.
"""

from __future__ import annotations

import argparse
from typing import Any

from floortool.app.commands.events import UpdateEvent
from floortool.app.floor import Floor
from floortool.app.seating_view import policy_data, policy_text
from floortool.cli.common import EXIT_DONE, current_event
from floortool.cli.output import Output
from floortool.domain.seating.adapter import policy_of
from floortool.domain.seating.policy import GIVING_TABLES, format_break_order, parse_break_order

_BLANK = ("default", "none")


def _count_or_blank(text: str) -> int | None:
    """A whole number, or ``default``/``none`` for the event's default (None)."""
    if text.strip().lower() in _BLANK:
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number (or 'default')") from None


def add_policy_action(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    policy = actions.add_parser(
        "policy", help="show or change the seating policy (balancing, breaking, final table)"
    )
    policy.add_argument("--tolerance", type=int, metavar="N", help="largest difference (1+)")
    policy.add_argument("--early-tolerance", type=int, metavar="N", help="looser, early on")
    policy.add_argument(
        "--early-above-tables", type=int, metavar="T", help="... while more than T tables"
    )
    policy.add_argument("--no-early", action="store_true", help="drop the early tolerance")
    policy.add_argument(
        "--break-order", metavar="LIST", help='tables to break first, e.g. "12, 11, 30-21"'
    )
    # Absent unless given: ``--ideal-load none`` (None) asks for the default.
    policy.add_argument(
        "--final-table-size",
        type=_count_or_blank,
        metavar="N|default",
        default=argparse.SUPPRESS,
        help="players at the final table (default: the seats per table)",
    )
    policy.add_argument(
        "--ideal-load",
        type=_count_or_blank,
        metavar="N|none",
        default=argparse.SUPPRESS,
        help="players per table a break aims at (none: every seat)",
    )
    policy.add_argument("--giving", choices=sorted(GIVING_TABLES), help="which fullest table")
    policy.set_defaults(handler=_policy)


def _changes(args: argparse.Namespace) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    if args.tolerance is not None:
        changes["balance_tolerance"] = args.tolerance
    if args.no_early:
        changes.update(early_balance_tolerance=None, early_balance_above_tables=None)
    if args.early_tolerance is not None:
        changes["early_balance_tolerance"] = args.early_tolerance
    if args.early_above_tables is not None:
        changes["early_balance_above_tables"] = args.early_above_tables
    if args.break_order is not None:
        changes["break_order"] = format_break_order(parse_break_order(args.break_order))
    for option, key in (
        ("final_table_size", "final_table_size"),
        ("ideal_load", "ideal_table_load"),
    ):
        if option in vars(args):
            changes[key] = vars(args)[option]
    if args.giving is not None:
        changes["giving_table"] = args.giving
    return changes


def _policy(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    changes = _changes(args)
    done = floor.execute(UpdateEvent(event_id, changes)) if changes else None
    data = policy_data(policy_of(floor.state, event_id, floor.clock()))
    text = policy_text(data)
    document: dict[str, Any] = {"policy": data}
    if done is not None:
        document["done"] = done.label
        text = f"{done.label}\n{text}"
    out.done(document, text)
    return EXIT_DONE
