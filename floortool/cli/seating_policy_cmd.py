"""CLI layer: ``floortool seating policy`` — show or change the event's seating policy.

``seating policy`` shows it; with options it changes those settings first, as
one undoable ``UpdateEvent`` (refused with the setting at fault named). The
options are those of the settings declared part of the seating policy
(``domain.tournament.settings``, ``cli.setting_options``):

``--tolerance N`` (the largest difference between the fullest and the
shortest table, default 1), ``--early-tolerance N --early-above-tables T``
(a looser tolerance while more than T tables are open; ``--no-early`` drops
it), ``--break-order "12, 11, 30-21"`` (blank: highest number first),
``--final-table-size N|default``, ``--ideal-load N|none`` and ``--giving
highest|lowest``. ``--json`` prints ``{"policy": {...}}`` (``views.seating.
PolicyView``), plus ``"done"`` when something changed; ``policy_text`` is its text
(``seating show`` ends with it too).
"""

from __future__ import annotations

import argparse
from typing import Any

from floortool.app.commands.events import UpdateEvent
from floortool.app.floor import Floor
from floortool.app.views.seating import PolicyView, policy_view
from floortool.cli.common import EXIT_DONE, current_event
from floortool.cli.help_text import help_text
from floortool.cli.output import Output
from floortool.cli.setting_options import add_setting_options, given_settings
from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.seating.adapter import policy_of
from floortool.domain.seating.engine.balance import HIGHEST, MIXED_STUD, STUD
from floortool.domain.tournament.settings import SETTINGS

#: The settings ``seating policy`` takes, with their own options.
_POLICY_SETTINGS = tuple(setting for setting in SETTINGS if setting.seating_policy)
_GAMES = {
    STUD: translate(
        "cli.seating_policy_cmd", "stud only: players move by position (TDA 2024 Rule 11-A)"
    ),
    MIXED_STUD: translate(
        "cli.seating_policy_cmd", "stud level of a mixed game: button frozen (TDA 2024 Rule 11-B)"
    ),
}


def policy_text(policy: PolicyView) -> list[Phrase]:
    """The policy in a few lines, as the director reads it."""
    players = nouns.players(policy.balance_tolerance)
    tolerance = translate("cli.seating_policy_cmd", "at most {players} between tables").fill(
        players=players
    )
    early, above = policy.early_balance_tolerance, policy.early_balance_above_tables
    if early is not None and above is not None:  # set together (``settings``)
        tables = nouns.tables(above)
        tolerance = translate(
            "cli.seating_policy_cmd", "{tolerance} ({early} while more than {tables} are open)"
        ).fill(tolerance=tolerance, early=early, tables=tables)
    balancing = (
        translate(
            "cli.seating_policy_cmd",
            "Balancing: {tolerance}; the highest-numbered fullest table gives (Rule 11-C)",
        )
        if policy.giving_table == HIGHEST
        else translate(
            "cli.seating_policy_cmd",
            "Balancing: {tolerance}; the lowest-numbered fullest table gives (Rule 11-C)",
        )
    )
    order = ", ".join(str(n) for n in policy.break_order)
    breaks = (
        translate("cli.seating_policy_cmd", "in the order {order}, then highest first").fill(
            order=order
        )
        if order
        else translate("cli.seating_policy_cmd", "highest first")
    )
    if policy.ideal_table_load is not None:
        breaks = translate(
            "cli.seating_policy_cmd", "{breaks}, when the others seat everyone at {load} per table"
        ).fill(breaks=breaks, load=policy.ideal_table_load)
    final = nouns.players(policy.final_table_size)
    lines = [
        balancing.fill(tolerance=tolerance),
        translate("cli.seating_policy_cmd", "Breaking: {breaks}").fill(breaks=breaks),
        translate("cli.seating_policy_cmd", "Final table: {players}").fill(players=final),
    ]
    if policy.game in _GAMES:
        lines.append(
            translate("cli.seating_policy_cmd", "Game: {game}").fill(game=_GAMES[policy.game])
        )
    if policy.button_redraw:
        lines.append(
            translate(
                "cli.seating_policy_cmd",
                "Button re-drawn by high card when half a table is new, and at the final "
                "table ({when})",
            ).fill(when=policy.button_redraw)
        )
    return lines


def add_policy_action(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    policy = actions.add_parser(
        "policy",
        help=help_text(
            translate(
                "cli.seating_policy_cmd",
                "show or change the seating policy (balancing, breaking, final table)",
            )
        ),
    )
    add_setting_options(policy, _POLICY_SETTINGS)
    policy.add_argument(
        "--no-early",
        action="store_true",
        help=help_text(translate("cli.seating_policy_cmd", "drop the early tolerance")),
    )
    policy.set_defaults(handler=_policy)


def _changes(args: argparse.Namespace) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    if args.no_early:
        changes.update(early_balance_tolerance=None, early_balance_above_tables=None)
    changes.update(given_settings(args, _POLICY_SETTINGS))
    return changes


def _policy(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    changes = _changes(args)
    done = floor.execute(UpdateEvent(event_id, changes)) if changes else None
    policy = policy_view(policy_of(floor.state, event_id, floor.clock()))
    text: list[str | Phrase] = [*policy_text(policy)]
    document: dict[str, Any] = {"policy": policy.to_json()}
    if done is not None:
        document["done"] = done.label
        text.insert(0, done.label)
    out.done(document, text)
    return EXIT_DONE
