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
from floortool.cli.setting_options import add_setting_options, given_settings
from floortool.domain.seating.adapter import policy_of
from floortool.domain.tournament.settings import SETTINGS

#: The settings ``seating policy`` takes, with their own options.
_POLICY_SETTINGS = tuple(setting for setting in SETTINGS if setting.seating_policy)


def add_policy_action(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    policy = actions.add_parser(
        "policy", help="show or change the seating policy (balancing, breaking, final table)"
    )
    add_setting_options(policy, _POLICY_SETTINGS)
    policy.add_argument("--no-early", action="store_true", help="drop the early tolerance")
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
    data = policy_data(policy_of(floor.state, event_id, floor.clock()))
    text = policy_text(data)
    document: dict[str, Any] = {"policy": data}
    if done is not None:
        document["done"] = done.label
        text = f"{done.label}\n{text}"
    out.done(document, text)
    return EXIT_DONE
