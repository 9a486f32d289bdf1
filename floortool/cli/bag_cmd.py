"""CLI layer: ``floortool event bag [NAME=CHIPS[@BAG] ...] [--list]``: bag and tag.

At the end of a day or flight every survivor is bagged at once: their chips
are the last count (``chips count``) unless typed here as ``NAME=CHIPS``, and
the bag numbers run 1, 2, 3 ... in table and seat order unless typed as
``NAME=CHIPS@BAG``. Bagging is one undoable action; a survivor with no count
and none typed is refused, naming who is missing. With nothing typed, once
every survivor is bagged, it lists the bags and records nothing; ``--list``
only lists. ``--json`` prints ``{"bags": [{"player", "chips", "bag", ...}],
"done"}`` (``done``: the action's label, null when nothing was recorded).
"""

from __future__ import annotations

import argparse

from floortool.app.commands.chip_counts import BagChips
from floortool.app.floor import Floor
from floortool.app.views.bags import bag_rows
from floortool.cli.common import EXIT_DONE, current_event
from floortool.cli.help_text import help_text
from floortool.cli.names import named_stacks
from floortool.cli.output import Output
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.shown_text import shown_typed
from floortool.domain.registration.bags import bags_of


def add_bag_action(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bag = actions.add_parser(
        "bag",
        help=help_text(
            translate(
                "cli.bag_cmd",
                "bag and tag every survivor: last counts or NAME=CHIPS, bag numbers or @BAG",
            )
        ),
    )
    bag.add_argument(
        "stacks", nargs="*", metavar=help_text(translate("cli.bag_cmd", "NAME=CHIPS[@BAG]"))
    )
    bag.add_argument(
        "--list",
        action="store_true",
        help=help_text(translate("cli.bag_cmd", "only list the bags")),
    )
    bag.set_defaults(handler=_bag)


def _split_bag(spec: str) -> tuple[str, str | None]:
    """``Ann Lee=23500@A7`` as ``("Ann Lee=23500", "A7")``; no ``@``: no bag typed."""
    count, sep, bag = spec.rpartition("@")
    if not sep or "=" not in count:
        return spec, None
    if not bag.strip() or len(bag.strip()) > 12:
        raise InvalidInput(
            translate(
                "cli.bag_cmd",
                "{spec}: a bag number is 1 to 12 characters (e.g. 'Ann Lee=23500@17').",
            ).fill(spec=shown_typed(spec)),
            field="stacks",
        )
    return count, bag.strip()


def _bag(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    done = None
    if not args.list and (args.stacks or bags_of(floor.state, event_id) is None):
        split = [_split_bag(spec) for spec in args.stacks]
        chips = named_stacks(floor, event_id, [count for count, _ in split])
        numbers = tuple(
            (entry_id, bag)
            for (entry_id, _), (_, bag) in zip(chips, split, strict=True)
            if bag is not None
        )
        done = floor.execute(BagChips(event_id, chips, numbers, by=floor.operator)).label
    rows = bag_rows(floor.state, event_id)
    lines: list[str | Phrase] = [done] if done else []
    bag = translate("cli.bag_cmd", "  bag {bag}  {player} {chips}")
    lines += [
        bag.fill(
            bag=f"{r.bag or '-':>4}",
            player=f"{r.player:<28}",
            chips=f"{'' if r.chips is None else out.words.count(r.chips):>12}",
        )
        for r in rows
    ]
    if not any(r.bag for r in rows):
        lines.append(translate("cli.bag_cmd", "No bags yet."))
    out.done({"bags": [r.to_json() for r in rows], "done": done}, lines)
    return EXIT_DONE
