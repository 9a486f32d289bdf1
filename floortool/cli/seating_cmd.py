"""CLI layer: ``floortool seating show | balance [--apply [--only NAME[,NAME]]] |
break TABLE | button TABLE SEAT | button TABLE --draw | move NAME TABLE SEAT | final |
policy [...] | hand TABLE`` (``cli.md``, Seating; ``policy`` is ``cli.seating_policy_cmd``'s;
``hand`` is ``cli.hand_cmd``'s; ``draw``, the seat rules and ``order`` are
``cli.seat_rules_cmd``'s).

``show --json`` prints ``{"tables": [{"table", "seats", "players", "button",
"final", "halted_since", "button_redraw", "unavailable", "occupied": [{"seat",
"entry", "player", "locked", "moves", "manual_moves"}]}], "short_tables",
"halted", "final_table", "broken", "waiting", "locked", "seats_off", "apart",
"table_order", "policy"}``; ``balance --json`` the plan ``{"moves": [{"entry",
"player", "from", "to", "reason", "rule"}], "waiting": [{"from", "mover_seat",
"to", "to_seat", "reason", "rule", "needs_button"}], "needs_button", "message",
"break_due", "final_due", "button_redraws"}``; a command that changes seats
``{"moves", "broken", "buttons", "final_table", "button_redraws", "done"}``
(a button drawn by high card also lists its ``cards``), printed from what the
command decided (``Done.seating``), not read back from the journal. Each is the
``to_json`` of a read model of ``views.seating``; the text is made here.
"""

from __future__ import annotations

import argparse
from datetime import datetime

from floortool.app.commands.seating import (
    ApplyBalance,
    BreakTable,
    DrawButton,
    MoveEntry,
    RedrawFinalTable,
    SetButton,
)
from floortool.app.floor import Floor
from floortool.app.views.lists import listed
from floortool.app.views.seating import (
    AppliedView,
    BalanceView,
    ButtonView,
    MoveView,
    Occupant,
    SeatingView,
    applied_view,
    balance_view,
    seating_view,
)
from floortool.cli import hand_cmd, seat_rules_cmd, seating_policy_cmd
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.names import playing_entry_named
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.cli.remedies import with_command
from floortool.cli.seat_rules_cmd import seat_rules_text
from floortool.cli.seating_policy_cmd import policy_text
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate

SeatingCommand = ApplyBalance | BreakTable | DrawButton | MoveEntry | RedrawFinalTable | SetButton


def register(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    parser_class: type[argparse.ArgumentParser],
) -> None:
    actions = command_group(
        commands,
        "seating",
        help=help_text(translate("cli.seating_cmd", "tables, buttons, balancing, breaking")),
        parser_class=parser_class,
    )
    actions.add_parser(
        "show",
        help=help_text(translate("cli.seating_cmd", "the tables, seats, players and buttons")),
    ).set_defaults(handler=_show)
    balance = actions.add_parser(
        "balance",
        help=help_text(translate("cli.seating_cmd", "the balancing plan (TDA 2024 Rule 11)")),
    )
    balance.add_argument(
        "--apply",
        action="store_true",
        help=help_text(translate("cli.seating_cmd", "make the moves (one undo step)")),
    )
    balance.add_argument(
        "--only",
        action="append",
        metavar=help_text(translate("cli.seating_cmd", "NAME[,NAME]")),
        help=help_text(
            translate(
                "cli.seating_cmd",
                "with --apply: make only these players' planned moves (repeatable)",
            )
        ),
    )
    balance.set_defaults(handler=_balance)
    breaking = actions.add_parser(
        "break",
        help=help_text(translate("cli.seating_cmd", "break a table now (TDA 2024 Rule 10-B draw)")),
    )
    breaking.add_argument(
        "table", type=whole, metavar=help_text(translate("cli.seating_cmd", "TABLE"))
    )
    breaking.set_defaults(handler=_break)
    button = actions.add_parser(
        "button",
        help=help_text(
            translate("cli.seating_cmd", "where the dealer button is for the next hand")
        ),
    )
    button.add_argument(
        "table", type=whole, metavar=help_text(translate("cli.seating_cmd", "TABLE"))
    )
    button.add_argument(
        "seat", type=whole, metavar=help_text(translate("cli.seating_cmd", "SEAT")), nargs="?"
    )
    button.add_argument(
        "--draw",
        action="store_true",
        help=help_text(translate("cli.seating_cmd", "draw for it by high card (cards recorded)")),
    )
    button.set_defaults(handler=_button)
    move = actions.add_parser(
        "move", help=help_text(translate("cli.seating_cmd", "move a player to an empty seat"))
    )
    move.add_argument("name", metavar=help_text(translate("cli.seating_cmd", "NAME")))
    move.add_argument("table", type=whole, metavar=help_text(translate("cli.seating_cmd", "TABLE")))
    move.add_argument("seat", type=whole, metavar=help_text(translate("cli.seating_cmd", "SEAT")))
    move.set_defaults(handler=_move)
    actions.add_parser(
        "final",
        help=help_text(translate("cli.seating_cmd", "redraw the final table when the players fit")),
    ).set_defaults(handler=_final)
    seating_policy_cmd.add_policy_action(actions)
    hand_cmd.add_hand_action(actions)
    seat_rules_cmd.add_seat_rule_actions(actions)


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    shown = seating_view(floor.state, current_event(args, floor), floor.clock())
    out.done(shown.to_json(), seating_text(shown))
    return EXIT_DONE


def _balance(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    if args.only and not args.apply:
        raise InvalidInput(
            translate("cli.seating_cmd", "--only chooses among the moves --apply makes."),
            field="only",
        )
    if args.apply:
        return _changed(floor, out, ApplyBalance(event_id, _entries(floor, event_id, args.only)))
    plan = balance_view(floor.state, event_id, floor.clock())
    out.done(plan.to_json(), balance_text(plan))
    return EXIT_DONE


def _break(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, BreakTable(current_event(args, floor), args.table))


def _entries(floor: Floor, event_id: int, names: list[str] | None) -> frozenset[int] | None:
    """The entries of ``--only`` (names or ``#id``, comma-separated); None: every move."""
    if names is None:
        return None
    listed = [name.strip() for text in names for name in text.split(",") if name.strip()]
    return frozenset(playing_entry_named(floor, event_id, name) for name in listed)


def _button(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    if args.draw == (args.seat is not None):
        raise InvalidInput(
            translate("cli.seating_cmd", "Give the button's SEAT, or --draw to draw for it."),
            field="seat",
        )
    if args.draw:
        return _changed(floor, out, DrawButton(event_id, args.table))
    return _changed(floor, out, SetButton(event_id, args.table, args.seat))


def _move(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id = current_event(args, floor)
    entry_id = playing_entry_named(floor, event_id, args.name)
    return _changed(floor, out, MoveEntry(event_id, entry_id, args.table, args.seat))


def _final(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    return _changed(floor, out, RedrawFinalTable(current_event(args, floor)))


def _changed(floor: Floor, out: Output, command: SeatingCommand) -> int:
    """Run a seating command and print what it decided (its outcome's ``SeatingChange``)."""
    done = floor.execute(command)
    assert done.seating is not None  # every seating command says what it decided
    applied = applied_view(floor.state, command.event_id, done.seating)
    out.done({**applied.to_json(), "done": done.label}, applied_text(applied, done.label))
    return EXIT_DONE


# ---------------------------------------------------------------- text
#: A line the command line prints: a phrase said in the reader's language, or a ``str``.
Line = str | Phrase


def _halted_text(since: str | None) -> Phrase:
    """``halted``, or ``halted since 21:40`` (local time) when the journal records it."""
    if since is None:
        return translate("cli.seating_cmd", "halted")
    at = f"{datetime.fromisoformat(since).astimezone():%H:%M}"
    return translate("cli.seating_cmd", "halted since {time}").fill(time=at)


def _moved_text(occupant: Occupant) -> Phrase | None:
    """``moved 2, 1 by hand``, or None for a player never moved."""
    if occupant.manual_moves:
        return translate("cli.seating_cmd", "moved {moves}, {manual} by hand").fill(
            moves=occupant.moves, manual=occupant.manual_moves
        )
    if occupant.moves:
        return translate("cli.seating_cmd", "moved {moves}").fill(moves=occupant.moves)
    return None


def _occupant_line(occupant: Occupant) -> Line:
    """``   3  Ann Lee  (locked)  (moved 2, 1 by hand)``."""
    line: Line = f"  {occupant.seat:>2}  {occupant.player}"
    if occupant.locked:
        line = translate("cli.seating_cmd", "{line}  (locked)").fill(line=line)
    moved = _moved_text(occupant)
    if moved is not None:
        line = translate("cli.seating_cmd", "{line}  ({moved})").fill(line=line, moved=moved)
    return line


def seating_text(shown: SeatingView) -> list[Line]:
    lines: list[Line] = []
    for t in shown.tables:
        flags = [
            flag
            for flag, on in (
                (translate("cli.seating_cmd", "final table"), t.final),
                (translate("cli.seating_cmd", "short"), t.table in shown.short_tables),
                (_halted_text(t.halted_since), t.table in shown.halted),
                (
                    translate("cli.seating_cmd", "button to re-draw"),
                    t.button_redraw is not None,
                ),
            )
            if on
        ]
        button = (
            translate("cli.seating_cmd", "unknown")
            if t.button is None
            else translate("cli.seating_cmd", "seat {seat}").fill(seat=t.button)
        )
        seats = nouns.players(t.seats)
        head = translate("cli.seating_cmd", "Table {table}: {players}/{seats}, button {button}")
        head = head.fill(table=t.table, players=t.players, seats=seats, button=button)
        if flags:
            head = translate("cli.seating_cmd", "{head} ({flags})").fill(
                head=head, flags=listed(flags)
            )
        lines.append(head)
        lines += [_occupant_line(o) for o in t.occupied]
    if shown.waiting:
        waiting = ", ".join(shown.waiting)
        lines.append(translate("cli.seating_cmd", "Waiting: {players}").fill(players=waiting))
    lines += seat_rules_text(shown.rules)
    if lines:
        lines += policy_text(shown.policy)
    return lines or [translate("cli.seating_cmd", "No table is open.")]


def move_text(move: MoveView) -> Phrase:
    return translate("cli.seating_cmd", "{player}: {reason}, {rule}").fill(
        player=move.player, reason=move.reason, rule=move.rule
    )


def balance_text(plan: BalanceView) -> list[Line]:
    lines: list[Line] = [move_text(m) for m in plan.moves]
    lines.append(with_command(plan.message, plan.remedy))
    lines += [
        translate("cli.seating_cmd", "Then: {reason} ({rule}).").fill(reason=r.reason, rule=r.rule)
        for r in plan.button_redraws
    ]
    if plan.waits_for:
        pass  # the message already says what comes first
    elif plan.final_due:
        lines.append(
            translate("cli.seating_cmd", "The players fit at the final table: 'seating final'.")
        )
    elif plan.break_due is not None:
        lines.append(
            translate("cli.seating_cmd", "Table {table} can break: 'seating break {table}'.").fill(
                table=plan.break_due
            )
        )
    return lines


def button_text(button: ButtonView) -> Phrase:
    """A button drawn by high card: ``Table 3 button: seat 5 by high card (seat 1 Kh, ...)``."""
    card = translate("cli.seating_cmd", "seat {seat} {card}")
    cards = [card.fill(seat=c.seat, card=c.card) for c in button.cards]
    return translate(
        "cli.seating_cmd", "Table {table} button: seat {seat} by high card ({cards})"
    ).fill(table=button.table, seat=button.seat, cards=listed(cards) if cards else "")


def applied_text(applied: AppliedView, label: str) -> list[Line]:
    """What a seating command did: its label, the moves, the buttons drawn, the re-draws due."""
    lines: list[Line] = [label, *(move_text(m) for m in applied.moves)]
    lines += [button_text(b) for b in applied.buttons if b.drawn]
    lines += [
        translate("cli.seating_cmd", "{reason} ({rule}).").fill(reason=r.reason, rule=r.rule)
        for r in applied.button_redraws
    ]
    return lines
