"""CLI layer: ``floortool payouts show|set|tables|mystery`` and ``floortool deal``."""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path
from typing import Any

from floortool.app.commands.prize import RecordDeal, SetPrizeSettings
from floortool.app.floor import Floor
from floortool.app.input_files import is_file, parse_input_file
from floortool.app.resources import load_payout_table, payout_table_names, save_payout_table
from floortool.app.venue_tax_note import set_venue_tax_note, venue_tax_note
from floortool.app.views.bounties import bounty_view
from floortool.app.views.field import waiting_text
from floortool.app.views.mystery import MysteryView, mystery_view
from floortool.app.views.payouts import prize_settings, prize_view, satellite_lines
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.output import Output
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.money import parse_money
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Money, Phrase, translate
from floortool.domain.kernel.text import whole_number
from floortool.domain.prize.deal_data import deal_to_data
from floortool.domain.prize.deals import DealMethod, plan_deal
from floortool.domain.prize.fee_split import parse_fee_split
from floortool.domain.prize.mystery_prizes import MYSTERY_TEMPLATES
from floortool.domain.prize.payout_files import parse_payout_table_json, parse_percent
from floortool.domain.prize.payouts import PayoutTable
from floortool.domain.prize.table_names import table_name


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "payouts",
        help=help_text(translate("cli.payouts_cmd", "prize pool and payouts")),
        parser_class=parser_class,
    )
    actions.add_parser(
        "show",
        help=help_text(translate("cli.payouts_cmd", "the prize pool and what each place pays")),
    ).set_defaults(handler=_show)
    actions.add_parser(
        "tables", help=help_text(translate("cli.payouts_cmd", "the built-in payout tables"))
    ).set_defaults(handler=_tables)
    change = actions.add_parser(
        "set", help=help_text(translate("cli.payouts_cmd", "change the event's prize settings"))
    )
    change.add_argument(
        "--table",
        metavar=help_text(translate("cli.payouts_cmd", "NAME_OR_FILE")),
        help=help_text(translate("cli.payouts_cmd", "payout table (name or JSON)")),
    )
    change.add_argument(
        "--rake",
        metavar=help_text(translate("cli.payouts_cmd", "PERCENT")),
        help=help_text(translate("cli.payouts_cmd", "withheld from the prize money")),
    )
    change.add_argument(
        "--added",
        metavar=help_text(translate("cli.payouts_cmd", "MONEY")),
        help=help_text(translate("cli.payouts_cmd", "money the house adds")),
    )
    change.add_argument(
        "--guarantee",
        metavar=help_text(translate("cli.payouts_cmd", "MONEY")),
        help=help_text(translate("cli.payouts_cmd", "the guaranteed prize pool")),
    )
    change.add_argument(
        "--round",
        metavar=help_text(translate("cli.payouts_cmd", "MONEY")),
        help=help_text(translate("cli.payouts_cmd", "round payouts to this unit")),
    )
    change.add_argument(
        "--fee-split",
        metavar=help_text(translate("cli.payouts_cmd", "PARTS")),
        help=help_text(
            translate(
                "cli.payouts_cmd",
                "where each fee goes: NAME=MONEY or NAME=PERCENT%%, comma-separated "
                "(dealers=5, league fund=10%%); the rest goes to the house; '' for none",
            )
        ),
    )
    for kind, text in (
        (
            "rebuy",
            translate(
                "cli.payouts_cmd",
                "where each rebuy's fee goes, as --fee-split;"
                " 'buy-in' (the default): as the buy-in's",
            ),
        ),
        (
            "addon",
            translate(
                "cli.payouts_cmd",
                "where each add-on's fee goes, as --fee-split;"
                " 'buy-in' (the default): as the buy-in's",
            ),
        ),
    ):
        change.add_argument(
            f"--{kind}-fee-split",
            metavar=help_text(translate("cli.payouts_cmd", "PARTS")),
            help=help_text(text),
        )
    change.add_argument(
        "--tax-note-from",
        metavar=help_text(translate("cli.payouts_cmd", "MONEY")),
        help=help_text(
            translate(
                "cli.payouts_cmd",
                "payout receipts of this much or more carry the tax note (0: never for this "
                "event; 'venue': the venue's threshold, the default)",
            )
        ),
    )
    change.set_defaults(handler=_set)
    venue = actions.add_parser(
        "venue",
        help=help_text(
            translate(
                "cli.payouts_cmd", "the venue's tax-note threshold, for every event without its own"
            )
        ),
    )
    venue.add_argument(
        "--tax-note-from",
        metavar=help_text(translate("cli.payouts_cmd", "MONEY")),
        help=help_text(
            translate(
                "cli.payouts_cmd",
                "payout receipts of this much or more carry the tax note (0: never)",
            )
        ),
    )
    venue.set_defaults(handler=_venue)
    mystery = command_group(
        actions,
        "mystery",
        help=help_text(translate("cli.payouts_cmd", "a mystery bounty's prizes")),
        parser_class=parser_class,
    )
    mystery.add_parser(
        "show",
        help=help_text(
            translate("cli.payouts_cmd", "the prizes, the pool, the draws left and the templates")
        ),
    ).set_defaults(handler=_mystery_show)
    mystery_set = mystery.add_parser(
        "set", help=help_text(translate("cli.payouts_cmd", "set the mystery bounty's prizes"))
    )
    mystery_set.add_argument(
        "prizes",
        metavar=help_text(translate("cli.payouts_cmd", "PRIZES")),
        help=help_text(
            translate(
                "cli.payouts_cmd",
                "COUNTxAMOUNT or COUNTxPERCENT%%, comma-separated, 'rest equal' last"
                " ('1x1000, 2x500, 10x100, rest equal'), or a template: {templates}",
            ).fill(templates=", ".join(MYSTERY_TEMPLATES))
        ),
    )
    mystery_set.set_defaults(handler=_mystery_set)
    save = actions.add_parser(
        "save",
        help=help_text(translate("cli.payouts_cmd", "save the event's payout table as a template")),
    )
    save.add_argument("name", metavar=help_text(translate("cli.payouts_cmd", "name")))
    save.set_defaults(handler=_save)
    deal = commands.add_parser(
        "deal",
        help=help_text(
            translate("cli.payouts_cmd", "a deal among the players left (ICM, chip chop)")
        ),
    )
    deal.add_argument(
        "--method", choices=[m.value for m in DealMethod if m.value != "negotiated"], default="icm"
    )
    deal.add_argument(
        "--players",
        metavar=help_text(translate("cli.payouts_cmd", "PLAYERS")),
        required=True,
        help=help_text(translate("cli.payouts_cmd", "names, comma-separated")),
    )
    deal.add_argument(
        "--stacks",
        metavar=help_text(translate("cli.payouts_cmd", "STACKS")),
        required=True,
        help=help_text(translate("cli.payouts_cmd", "chips, comma-separated, same order")),
    )
    deal.add_argument(
        "--played-for",
        default="0",
        metavar=help_text(translate("cli.payouts_cmd", "MONEY")),
        help=help_text(translate("cli.payouts_cmd", "left for the winner to play for")),
    )
    deal.add_argument(
        "--record",
        action="store_true",
        help=help_text(translate("cli.payouts_cmd", "record the agreement")),
    )
    deal.set_defaults(handler=_deal)


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    view = prize_view(floor.state, event_id)
    money = out.words.numbers.money
    lines: list[str | Phrase] = [
        f"{out.say(row.label):<14} {out.say(row.detail):<28} {money(row.cents, grouped=False):>12}"
        for row in view.pool.breakdown()
    ]
    if view.satellite is not None:
        lines += satellite_lines(view)
    elif view.payouts is None:
        lines.append(translate("cli.payouts_cmd", "Payouts: from two entries on."))
    else:
        entries = nouns.entries(view.field_size)
        lines.append(
            translate("cli.payouts_cmd", "Payouts ({table}, {entries}):").fill(
                table=table_name(view.settings.table.name), entries=entries
            )
        )
        lines += [f"  {out.say(p.said())}" for p in view.payouts.paid]
    if view.waiting:
        lines.append(waiting_text(view.waiting, view.waiting_buy_ins))
    mystery = mystery_view(floor.state, event_id)
    if mystery is not None:
        lines += mystery.lines()
    bounties = bounty_view(floor.state, event_id)
    if bounties.rows and mystery is not None:
        lines.append(translate("cli.payouts_cmd", "Mystery bounties won (draws):"))
        won = translate("cli.payouts_cmd", "  {player}: {won} ({draws})")
        lines += [
            won.fill(
                player=row.player,
                won=Money(row.won_cents, grouped=False),
                draws=", ".join(out.words.numbers.money(c, grouped=False) for c in row.draws)
                if row.draws
                else translate("cli.payouts_cmd", "none"),
            )
            for row in bounties.rows
            if row.won_cents or row.draws
        ]
    elif bounties.rows:
        lines.append(translate("cli.payouts_cmd", "Bounties (on head, won):"))
        lines += [
            f"  {row.player}: {out.words.numbers.money(row.on_head_cents, grouped=False)}, "
            f"{out.words.numbers.money(row.won_cents, grouped=False)}"
            for row in bounties.rows
        ]
    data = {**view.to_json(), "bounties": bounties.to_json()}
    if mystery is not None:
        data["mystery"] = mystery.to_json()
    out.done(data, lines)
    return EXIT_DONE


def _mystery_of(args: argparse.Namespace, floor: Floor) -> tuple[int, MysteryView]:
    event_id = current_event(args, floor)
    view = mystery_view(floor.state, event_id)
    if view is None:
        raise InvalidInput(
            translate(
                "cli.payouts_cmd",
                "This event has no mystery bounty: give it a bounty and the mystery"
                " bounty format first (event update --bounty 50 --bounty-format"
                " mystery).",
            ),
            field="bounty_format",
        )
    return event_id, view


def _mystery_show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    _, view = _mystery_of(args, floor)
    templates = [f"  {name}: {text}" for name, text in MYSTERY_TEMPLATES.items()]
    out.done(
        {"mystery": view.to_json(), "templates": dict(MYSTERY_TEMPLATES)},
        [*view.lines(), translate("cli.payouts_cmd", "Templates:"), *templates],
    )
    return EXIT_DONE


def _mystery_set(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id, _ = _mystery_of(args, floor)
    settings = prize_settings(floor.state, event_id)
    done = floor.execute(
        SetPrizeSettings(event_id, dataclasses.replace(settings, mystery_prizes=args.prizes))
    )
    view = mystery_view(floor.state, event_id)
    assert view is not None
    out.done({"mystery": view.to_json(), "done": done.label}, [done.phrase, *view.lines()[1:]])
    return EXIT_DONE


def _tables(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    names = payout_table_names()
    out.done({"tables": names}, names)
    return EXIT_DONE


def _table(value: str) -> PayoutTable:
    if value in payout_table_names():
        return load_payout_table(value)
    if not is_file(value):
        raise InvalidInput(
            translate(
                "cli.payouts_cmd",
                "'{value}' is neither a built-in payout table ({known}) nor a readable file.",
            ).fill(value=value, known=", ".join(payout_table_names())),
            field="table",
        )
    return parse_input_file(Path(value), parse_payout_table_json)


def _set(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    settings = prize_settings(floor.state, event_id)
    changes: dict[str, Any] = {}
    if args.table is not None:
        changes["table"] = _table(args.table)
    if args.rake is not None:
        changes["withholding_basis_points"] = parse_percent(args.rake, where="--rake")
    if args.added is not None:
        changes["added_cents"] = parse_money(args.added, field="added")
    if args.guarantee is not None:
        changes["guarantee_cents"] = parse_money(args.guarantee, field="guarantee")
    if args.round is not None:
        changes["rounding_unit_cents"] = parse_money(args.round, field="round")
    if args.fee_split is not None:
        changes["fee_split"] = parse_fee_split(args.fee_split)
    for kind in ("rebuy", "addon"):
        typed = getattr(args, f"{kind}_fee_split")
        if typed is not None:
            same = typed.strip().casefold() == "buy-in"
            changes[f"{kind}_fee_split"] = None if same else parse_fee_split(typed)
    if args.tax_note_from is not None:
        changes["tax_note_cents"] = (
            None
            if args.tax_note_from.strip().casefold() == "venue"
            else parse_money(args.tax_note_from, field="tax-note-from")
        )
    if not changes:
        raise InvalidInput(
            translate(
                "cli.payouts_cmd",
                "Say what to change: --table, --rake, --added, --guarantee,"
                " --round, --fee-split, --rebuy-fee-split, --addon-fee-split or"
                " --tax-note-from.",
            )
        )
    done = floor.execute(SetPrizeSettings(event_id, dataclasses.replace(settings, **changes)))
    view = prize_view(floor.state, event_id)
    out.done({**view.to_json(), "done": done.label}, done.phrase)
    return EXIT_DONE


def _venue(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    if args.tax_note_from is not None:
        set_venue_tax_note(floor, parse_money(args.tax_note_from, field="tax-note-from"))
    cents = venue_tax_note(floor)
    text = (
        translate("cli.payouts_cmd", "Tax note from {money}").fill(
            money=Money(cents, grouped=False)
        )
        if cents
        else translate("cli.payouts_cmd", "No tax note at this venue")
    )
    out.done({"tax_note_cents": cents}, text)
    return EXIT_DONE


def _save(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    table = prize_settings(floor.state, current_event(args, floor)).table
    name = save_payout_table(table, args.name)
    out.done(
        {"saved": name}, translate("cli.payouts_cmd", "Saved payout table '{name}'").fill(name=name)
    )
    return EXIT_DONE


def _split(text: str, *, field: str) -> list[str]:
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if not parts:
        raise InvalidInput(
            translate("cli.payouts_cmd", "--{field} needs a comma-separated list.").fill(
                field=field
            ),
            field=field,
        )
    return parts


def _deal(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    players = _split(args.players, field="players")
    stacks = [
        whole_number(s, what="--stacks", field="stacks")
        for s in _split(args.stacks, field="stacks")
    ]
    view = prize_view(floor.state, event_id)
    if view.payouts is None:
        raise InvalidInput(
            translate("cli.payouts_cmd", "There is no prize pool to share yet."),
            code="no_prize_pool",
        )
    prizes = [view.payouts.amount_for(place) for place in range(1, len(players) + 1)]
    deal = plan_deal(
        method=args.method,
        players=players,
        stacks=stacks,
        prizes_cents=prizes,
        played_for_cents=parse_money(args.played_for, field="played-for"),
        rounding_unit_cents=view.settings.rounding_unit_cents,
    )
    document: dict[str, Any] = {"deal": deal_to_data(deal)}
    places = translate("cli.payouts_cmd", "{method}: places {first} to {last}")
    lines: list[str | Phrase] = [
        places.fill(method=deal.method.value, first=ordinal(1), last=ordinal(len(players))),
        *deal.said(),
    ]
    if args.record:
        done = floor.execute(RecordDeal(event_id, deal))
        document["done"] = done.label
        lines.append(translate("cli.payouts_cmd", "Recorded: {label}").fill(label=done.phrase))
    out.done(document, lines)
    return EXIT_DONE
