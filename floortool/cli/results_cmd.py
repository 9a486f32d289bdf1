"""CLI layer: ``floortool results`` (places, prizes, hits), ``results set`` (a place
set by hand, with a reason), and the bust-out and sign-out actions that
``player`` offers (``player bust``, ``player sign-out``).

``player bust NAME [NAME ...] [--by NAME] [--stacks CHIPS,...]`` prints
``{"results": [{"player", "entry", "place", "places"}]}`` (``cli.md``): several
names bust on one hand, ``--stacks`` their chips at its start in the same
order; ``--hands 1,2`` ranks their hands (1 the best) where the league's house
amendment A-17 separates equal stacks by the better hand.
"""

from __future__ import annotations

import argparse

from floortool.app.commands.results import BustPlayers, CorrectPlace, SignOut
from floortool.app.floor import Floor
from floortool.app.views.results import ResultsView, place_said, results_view
from floortool.cli.common import EXIT_DONE, current_event
from floortool.cli.help_text import help_text
from floortool.cli.names import entry_named, playing_entry_named
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.domain.field.entries import event_entries, field_size
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.phrases import Money, translate
from floortool.domain.kernel.text import parse_places, read_whole


def numbers(text: str, *, field: str) -> tuple[int, ...]:
    """``12000,8000`` -> (12000, 8000), refused with a clear message otherwise."""
    parts = [read_whole(p.replace(" ", "")) for p in text.split(",")]
    if None in parts:
        raise InvalidInput(
            translate(
                "cli.results_cmd",
                "--{field} takes whole numbers separated by commas, like 12000,8000"
                " (got '{text}').",
            ).fill(field=field, text=text),
            field=field,
        )
    return tuple(p for p in parts if p is not None)


def add_player_actions(actions: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``player bust`` and ``player sign-out``."""
    bust = actions.add_parser(
        "bust",
        help=help_text(translate("cli.results_cmd", "players eliminated (several: the same hand)")),
    )
    bust.add_argument("names", nargs="+", metavar=help_text(translate("cli.results_cmd", "NAME")))
    bust.add_argument(
        "--by",
        metavar=help_text(translate("cli.results_cmd", "NAME")),
        help=help_text(translate("cli.results_cmd", "the player credited with the elimination")),
    )
    bust.add_argument(
        "--split-with",
        metavar=help_text(translate("cli.results_cmd", "NAME")),
        action="append",
        default=[],
        help=help_text(
            translate(
                "cli.results_cmd",
                "a player who split the pot with --by's (repeat for each): they share the bounty",
            )
        ),
    )
    bust.add_argument(
        "--stacks",
        metavar=help_text(translate("cli.results_cmd", "CHIPS,...")),
        help=help_text(translate("cli.results_cmd", "chips at the start of the hand")),
    )
    bust.add_argument(
        "--hands",
        metavar=help_text(translate("cli.results_cmd", "RANK,...")),
        help=help_text(translate("cli.results_cmd", "hand ranks, 1 the best (house A-17)")),
    )
    bust.set_defaults(handler=_bust)
    sign = actions.add_parser(
        "sign-out",
        help=help_text(
            translate("cli.results_cmd", "an eliminated player signed out (house A-16)")
        ),
    )
    sign.add_argument("name", metavar=help_text(translate("cli.results_cmd", "NAME")))
    sign.add_argument(
        "--entry",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.results_cmd", "entry number (default: latest)")),
    )
    sign.add_argument(
        "--undo",
        action="store_true",
        help=help_text(translate("cli.results_cmd", "take the sign-out back")),
    )
    sign.set_defaults(handler=_sign_out)


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    parser = commands.add_parser(
        "results", help=help_text(translate("cli.results_cmd", "places, prizes and hits"))
    )
    parser.set_defaults(handler=_show)
    actions = parser.add_subparsers(
        dest="results_command",
        metavar=help_text(translate("cli.results_cmd", "ACTION")),
        parser_class=parser_class,
    )
    correct = actions.add_parser(
        "set", help=help_text(translate("cli.results_cmd", "set a place by hand (with a reason)"))
    )
    correct.add_argument("name", metavar=help_text(translate("cli.results_cmd", "NAME")))
    correct.add_argument(
        "place",
        metavar=help_text(translate("cli.results_cmd", "PLACE")),
        help=help_text(translate("cli.results_cmd", "a place, or shared places like 9-10")),
    )
    _reason_and_entry(correct)
    correct.set_defaults(handler=_set)
    clear = actions.add_parser(
        "clear", help=help_text(translate("cli.results_cmd", "remove a place set by hand"))
    )
    clear.add_argument("name", metavar=help_text(translate("cli.results_cmd", "NAME")))
    _reason_and_entry(clear)
    clear.set_defaults(handler=_clear)


def _reason_and_entry(action: argparse.ArgumentParser) -> None:
    """The options a place set by hand, or taken back, is given: why, and which entry."""
    action.add_argument(
        "--reason",
        metavar=help_text(translate("cli.results_cmd", "REASON")),
        required=True,
        help=help_text(translate("cli.results_cmd", "why (kept in the journal)")),
    )
    action.add_argument(
        "--entry",
        type=whole,
        metavar="N",
        help=help_text(translate("cli.results_cmd", "entry number (default: latest)")),
    )


def _bust(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    stacks = numbers(args.stacks, field="stacks") if args.stacks else None
    hands = numbers(args.hands, field="hands") if args.hands else None
    entries = tuple(playing_entry_named(floor, event_id, name) for name in args.names)
    by = playing_entry_named(floor, event_id, args.by) if args.by else None
    split = tuple(playing_entry_named(floor, event_id, name) for name in args.split_with)
    done = floor.execute(BustPlayers(event_id, entries, stacks, hands, by, split))
    recorded = [e.data for e in done.entries if e.kind == "entry_busted"]
    rows = [results_view(floor.state, event_id).row(int(e["entry_id"])) for e in recorded]
    drawn = [e.get("mystery_cents") for e in recorded]
    results = [
        {
            "player": row.player,
            "entry": row.entry,
            "place": row.place,
            "places": list(row.places),
            "prize": format_money(row.prize_cents),
            "rule": str(row.rule),
            **({} if cents is None else {"mystery_cents": cents}),
        }
        for row, cents in zip(rows, drawn, strict=True)
    ]
    placed = translate("cli.results_cmd", "{player}: {place}")
    mystery = translate("cli.results_cmd", "{player}: {place}; mystery bounty drawn: {money}")
    lines = [
        (placed if cents is None else mystery).fill(
            player=row.player, place=place_said(row.places), money=Money(cents or 0, grouped=False)
        )
        for row, cents in zip(rows, drawn, strict=True)
    ]
    out.done({"results": results, "done": done.label}, lines)
    return EXIT_DONE


def _sign_out(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entry_id = entry_named(floor, event_id, args.name, args.entry)
    done = floor.execute(SignOut(event_id, entry_id, not args.undo))
    out.done({"done": done.label}, done.phrase)
    return EXIT_DONE


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    view = results_view(floor.state, current_event(args, floor))
    out.done(view.to_json(), results_text(view, out.words))
    return EXIT_DONE


def results_text(view: ResultsView, words: Catalogue = ENGLISH) -> str:
    """``results`` without ``--json``: the field, the bounty money, one line per entry,
    said in ``words``' language."""
    field = translate("cli.results_cmd", "Field {field} · {remaining} playing")
    lines = [words.say(field.fill(field=view.field, remaining=view.remaining))]
    if view.bounties is not None:
        lines.append(words.say(view.bounties.text(grouped=False)))
    for row in view.results:
        line = f"{words.say(place_said(row.places)):<22} {row.player:<28}"
        if row.prize_cents:
            line += f" {words.numbers.money(row.prize_cents, grouped=False):>12}"
        if row.hits:
            line += words.say(translate("cli.results_cmd", "  hits {hits}").fill(hits=row.hits))
        if row.bounty_cents:
            bounties = translate("cli.results_cmd", "  bounties {money}")
            line += words.say(bounties.fill(money=Money(row.bounty_cents, grouped=False)))
        if row.bounty_unclaimed:
            line += words.say(translate("cli.results_cmd", "  bounty unclaimed"))
        if row.correction:
            corrected = translate("cli.results_cmd", "  (set by the director: {reason})")
            line += words.say(corrected.fill(reason=row.correction))
        lines.append(line.rstrip())
    return "\n".join(lines)


def _set(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entry_id = entry_named(floor, event_id, args.name, args.entry)
    field = field_size(event_entries(floor.state, event_id))
    places = parse_places(args.place, most=field)  # a range past the field is never built
    command = CorrectPlace(event_id, entry_id, places, args.reason)
    done = floor.execute(command)
    out.done({"done": done.label}, done.phrase)
    return EXIT_DONE


def _clear(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entry_id = entry_named(floor, event_id, args.name, args.entry)
    done = floor.execute(CorrectPlace(event_id, entry_id, (), args.reason))
    out.done({"done": done.label}, done.phrase)
    return EXIT_DONE
