"""CLI layer: ``floortool ruling list|show|decide|log|calc`` (contract: ``cli.md``, Rulings).

``decide`` uses the current event's rulebook (and FTR mode, from its type)
unless ``--rulebook`` / ``--ftr`` say otherwise; a missing answer exits 1
with ``answers_required`` and the questions needed. ``--record`` adds the
ruling to the event's incident log (drawing the random pick, if any), and
``log`` lists or searches that log. ``calc`` runs the floor's calculators:
substantial action, minimum raise and reopening, silent chip pushes, odd
chips, penalty length and the clock-call countdown.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from floortool.app.commands.rulings import RecordRuling
from floortool.app.floor import Floor
from floortool.app.languages import words
from floortool.app.rulings import (
    cited_rule,
    decide_ruling,
    event_game,
    event_rulebook,
    find_situations,
    load_catalogue,
    record_in,
    ruling_in,
    ruling_log,
    situation_in,
    situations_citing_rule,
)
from floortool.app.views.rulings import (
    CitedRule,
    RulingView,
    rulebook_views,
    ruling_view,
    situation_detail,
    situation_view,
)
from floortool.cli.common import EXIT_DONE, command_group, current_event
from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.cli.output import Output
from floortool.cli.remedies import command_for
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import finite_number
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.kernel.remedies import Remedy
from floortool.domain.kernel.shown_text import shown_typed
from floortool.domain.kernel.text import read_whole, whole_numbers
from floortool.domain.rulings.chip_bets import read_chips
from floortool.domain.rulings.clock_call import CLOCK_CALLS, countdown
from floortool.domain.rulings.decide import FTR_MODES
from floortool.domain.rulings.games import GAMES
from floortool.domain.rulings.min_raise import Wager, read_wagers
from floortool.domain.rulings.min_raise import citations as min_raise_citations
from floortool.domain.rulings.odd_chip import citations as odd_chip_citations
from floortool.domain.rulings.odd_chip import split_pot
from floortool.domain.rulings.penalty import citations as penalty_citations
from floortool.domain.rulings.penalty import penalty_hands
from floortool.domain.rulings.rulebook_records import Citation
from floortool.domain.rulings.substantial import action_test
from floortool.domain.tournament.event import RULEBOOKS

if TYPE_CHECKING:
    Actions = argparse._SubParsersAction[argparse.ArgumentParser]


def register(commands: Actions, parser_class: type[argparse.ArgumentParser]) -> None:
    actions = command_group(
        commands,
        "ruling",
        help=help_text(
            translate(
                "cli.ruling_cmd",
                "floor rulings keyed to the event's rulebook; the incident log; calculators",
            )
        ),
        parser_class=parser_class,
    )
    listing = actions.add_parser(
        "list", help=help_text(translate("cli.ruling_cmd", "the situations and their questions"))
    )
    listing.add_argument(
        "--search",
        default="",
        metavar=help_text(translate("cli.ruling_cmd", "WORDS")),
        help=help_text(translate("cli.ruling_cmd", "e.g. '4 card flop'")),
    )
    listing.add_argument(
        "--cites",
        metavar="REF",
        help=help_text(translate("cli.ruling_cmd", "only situations citing this rule")),
    )
    listing.add_argument(
        "--book",
        metavar=help_text(translate("cli.ruling_cmd", "BOOK")),
        default="TDA 2024",
        help=help_text(translate("cli.ruling_cmd", "the book of --cites (TDA 2024)")),
    )
    listing.add_argument(
        "--rulebook",
        choices=sorted(RULEBOOKS),
        help=help_text(translate("cli.ruling_cmd", "its questions only")),
    )
    listing.add_argument(
        "--game",
        choices=GAMES,
        help=help_text(translate("cli.ruling_cmd", "only the situations arising in it")),
    )
    listing.set_defaults(handler=_list)
    show = actions.add_parser(
        "show",
        help=help_text(translate("cli.ruling_cmd", "a situation's questions and every outcome")),
    )
    show.add_argument("situation", metavar=help_text(translate("cli.ruling_cmd", "situation")))
    show.set_defaults(handler=_show)
    decide = actions.add_parser(
        "decide", help=help_text(translate("cli.ruling_cmd", "the ruling for a situation"))
    )
    decide.add_argument("situation", metavar=help_text(translate("cli.ruling_cmd", "situation")))
    decide.add_argument(
        "--rulebook",
        choices=sorted(RULEBOOKS),
        help=help_text(translate("cli.ruling_cmd", "default: the event's")),
    )
    decide.add_argument(
        "--ftr",
        choices=FTR_MODES,
        help=help_text(translate("cli.ruling_cmd", "FTR decks (default: the event's type)")),
    )
    decide.add_argument(
        "--game",
        choices=GAMES,
        help=help_text(translate("cli.ruling_cmd", "stud or flop (default: the event's game)")),
    )
    decide.add_argument(
        "--answer",
        action="append",
        default=[],
        metavar=help_text(translate("cli.ruling_cmd", "QUESTION=CHOICE")),
        help=help_text(translate("cli.ruling_cmd", "repeatable")),
    )
    decide.add_argument(
        "--actions",
        metavar=help_text(translate("cli.ruling_cmd", "LIST")),
        help=help_text(
            translate(
                "cli.ruling_cmd",
                "in-turn actions since the blinds (e.g. fold,fold,call):"
                " works out substantial action",
            )
        ),
    )
    decide.add_argument(
        "--record",
        action="store_true",
        help=help_text(translate("cli.ruling_cmd", "add it to the incident log")),
    )
    decide.add_argument("--table", type=whole, metavar="N")
    decide.add_argument("--hand", type=whole, metavar="N")
    decide.add_argument(
        "--player",
        action="append",
        default=[],
        metavar=help_text(translate("cli.ruling_cmd", "NAME")),
    )
    decide.add_argument(
        "--notes", metavar=help_text(translate("cli.ruling_cmd", "NOTES")), default=""
    )
    decide.add_argument(
        "--director",
        metavar=help_text(translate("cli.ruling_cmd", "NAME")),
        help=help_text(translate("cli.ruling_cmd", "default: the operator")),
    )
    decide.set_defaults(handler=_decide)
    log = actions.add_parser(
        "log", help=help_text(translate("cli.ruling_cmd", "the event's incident log, newest first"))
    )
    log.add_argument(
        "--search", default="", metavar=help_text(translate("cli.ruling_cmd", "WORDS"))
    )
    log.set_defaults(handler=_log)
    _register_calculators(actions, parser_class)


def _register_calculators(actions: Actions, parser_class: type[argparse.ArgumentParser]) -> None:
    calc = actions.add_parser(
        "calc", help=help_text(translate("cli.ruling_cmd", "the floor's calculators"))
    )
    calcs = calc.add_subparsers(
        dest="calc_command",
        metavar=help_text(translate("cli.ruling_cmd", "CALCULATOR")),
        required=True,
        parser_class=parser_class,
    )
    sa = calcs.add_parser(
        "substantial-action",
        help=help_text(translate("cli.ruling_cmd", "has (substantial) action happened?")),
    )
    sa.add_argument(
        "actions",
        nargs="*",
        metavar=help_text(translate("cli.ruling_cmd", "ACTION")),
        help=help_text(translate("cli.ruling_cmd", "check fold call bet raise all-in")),
    )
    sa.set_defaults(handler=_calc_substantial_action)
    raises = calcs.add_parser(
        "min-raise",
        help=help_text(translate("cli.ruling_cmd", "minimum raise and reopening after all-ins")),
    )
    raises.add_argument(
        "--big-blind",
        type=whole,
        required=True,
        metavar=help_text(translate("cli.ruling_cmd", "CHIPS")),
    )
    raises.add_argument(
        "--postflop",
        action="store_true",
        help=help_text(translate("cli.ruling_cmd", "no big blind in the pot to raise")),
    )
    raises.add_argument(
        "--acted-at",
        type=whole,
        metavar=help_text(translate("cli.ruling_cmd", "CHIPS")),
        help=help_text(translate("cli.ruling_cmd", "may this player raise?")),
    )
    raises.add_argument("--rulebook", choices=sorted(RULEBOOKS))
    raises.add_argument(
        "wagers",
        nargs="*",
        metavar=help_text(translate("cli.ruling_cmd", "TO[:all-in]")),
        help=help_text(translate("cli.ruling_cmd", "each bet or raise, to")),
    )
    raises.set_defaults(handler=_calc_min_raise)
    chips = calcs.add_parser(
        "chips",
        help=help_text(translate("cli.ruling_cmd", "what a silent push of chips amounts to")),
    )
    chips.add_argument(
        "--to-call",
        type=whole,
        required=True,
        metavar=help_text(translate("cli.ruling_cmd", "CHIPS")),
        help=help_text(translate("cli.ruling_cmd", "0: no bet")),
    )
    chips.add_argument(
        "--min-raise",
        type=whole,
        required=True,
        metavar=help_text(translate("cli.ruling_cmd", "CHIPS")),
    )
    chips.add_argument("--raise-declared", action="store_true")
    chips.add_argument(
        "--all-chips",
        action="store_true",
        help=help_text(translate("cli.ruling_cmd", "the player pushed every chip")),
    )
    chips.add_argument("--rulebook", choices=sorted(RULEBOOKS))
    chips.add_argument(
        "chips", nargs="+", type=whole, metavar=help_text(translate("cli.ruling_cmd", "CHIP"))
    )
    chips.set_defaults(handler=_calc_chips)
    odd = calcs.add_parser(
        "odd-chip",
        help=help_text(translate("cli.ruling_cmd", "split a tied pot; who gets the odd chips")),
    )
    odd.add_argument(
        "--pot", type=whole, required=True, metavar=help_text(translate("cli.ruling_cmd", "CHIPS"))
    )
    odd.add_argument(
        "--smallest",
        type=whole,
        required=True,
        metavar=help_text(translate("cli.ruling_cmd", "CHIP")),
    )
    odd.add_argument(
        "--button",
        type=whole,
        required=True,
        metavar=help_text(translate("cli.ruling_cmd", "SEAT")),
    )
    odd.add_argument(
        "--winners",
        required=True,
        metavar=help_text(translate("cli.ruling_cmd", "SEATS")),
        help=help_text(translate("cli.ruling_cmd", "e.g. 2,7")),
    )
    odd.add_argument("--rulebook", choices=sorted(RULEBOOKS))
    odd.set_defaults(handler=_calc_odd_chip)
    penalty = calcs.add_parser(
        "penalty", help=help_text(translate("cli.ruling_cmd", "hands a penalty lasts (TDA 71)"))
    )
    penalty.add_argument(
        "--players",
        metavar=help_text(translate("cli.ruling_cmd", "PLAYERS")),
        type=whole,
        required=True,
        help=help_text(translate("cli.ruling_cmd", "at the table, penalised too")),
    )
    penalty.add_argument(
        "--rounds", metavar=help_text(translate("cli.ruling_cmd", "ROUNDS")), type=whole, default=0
    )
    penalty.add_argument(
        "--hands", metavar=help_text(translate("cli.ruling_cmd", "HANDS")), type=whole, default=0
    )
    penalty.add_argument("--rulebook", choices=sorted(RULEBOOKS))
    penalty.set_defaults(handler=_calc_penalty)
    clock = calcs.add_parser(
        "clock", help=help_text(translate("cli.ruling_cmd", "the clock-call countdown"))
    )
    clock.add_argument("--rulebook", choices=sorted(RULEBOOKS))
    clock.add_argument(
        "--elapsed",
        metavar=help_text(translate("cli.ruling_cmd", "SECONDS")),
        help=help_text(translate("cli.ruling_cmd", "where a call stands")),
    )
    clock.set_defaults(handler=_calc_clock)


# ---------------------------------------------------------------- helpers


def _rulebook(args: argparse.Namespace, floor: Floor) -> str:
    """``--rulebook``, else the current event's."""
    if args.rulebook:
        return str(args.rulebook)
    return event_rulebook(floor.state, current_event(args, floor))[0]


def _answers(specs: list[str]) -> dict[str, str]:
    answers: dict[str, str] = {}
    for spec in specs:
        question, sep, choice = spec.partition("=")
        if not sep or not question.strip() or not choice.strip():
            raise InvalidInput(
                translate(
                    "cli.ruling_cmd",
                    "'{spec}' is not QUESTION=CHOICE (e.g. substantial_action=no).",
                ).fill(spec=spec),
                code="invalid_answer",
                field="answer",
            )
        answers[question.strip()] = choice.strip()
    return answers


def _cites_text(citations: tuple[CitedRule, ...], out: Output) -> str:
    return "; ".join(_cited(cited, out) for cited in citations)


def _cited(cited: CitedRule, out: Output) -> str:
    """``TDA 2024 42 (borrowed) (Rule title)``."""
    rule = f"{cited.citation.book} {cited.citation.ref}"
    if cited.citation.borrowed:
        rule = out.say(translate("cli.ruling_cmd", "{rule} (borrowed)").fill(rule=rule))
    return rule + ("" if cited.rule.title == cited.citation.ref else f" ({cited.rule.title})")


def _citation_data(citations: tuple[Citation, ...]) -> list[dict[str, str]]:
    return [
        {"book": c.book, "ref": c.ref, "title": cited_rule(c.book, c.ref).title} for c in citations
    ]


# ---------------------------------------------------------------- list, show, decide, log


def _list(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    situations = find_situations(args.search, args.game, words(args.lang))
    if args.cites:
        citing = {s.id for s in situations_citing_rule(args.book, args.cites)}
        situations = [s for s in situations if s.id in citing]
    lines: list[str | Phrase] = [
        f"  {'/'.join(f'{n:02}' for n in s.catalogue):<9} {s.id:<28} {s.title}" for s in situations
    ] or [translate("cli.ruling_cmd", "No situation matches.")]
    english = load_catalogue()
    out.done(
        {
            "rulebooks": [r.to_json() for r in rulebook_views()],
            "situations": [
                situation_view(english.situation(s.id), args.rulebook).to_json() for s in situations
            ],
        },
        lines,
    )
    return EXIT_DONE


def _show(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    english = load_catalogue().situation(args.situation)
    detail = situation_detail(situation_in(english, words(args.lang)))
    situation = detail.summary.situation
    lines: list[str | Phrase] = [
        f"{situation.title} ({situation.id})",
        translate("cli.ruling_cmd", "Questions:"),
    ]
    lines += [
        f"  {q.id}: {q.text_for(None)} [{' | '.join(q.choices)}]" for q in detail.summary.questions
    ]
    when_so = translate("cli.ruling_cmd", "  if {when}: {ruling}")
    otherwise = translate("cli.ruling_cmd", "  if otherwise: {ruling}")
    for layer, branches in detail.outcomes.items():
        lines.append(f"{layer}:")
        for view in branches:
            when = ", ".join(f"{q}={'/'.join(c)}" for q, c in view.branch.when.items())
            lines.append(
                (when_so if when else otherwise).fill(when=when, ruling=view.branch.ruling)
            )
            lines.append(f"      {_cites_text(view.citations, out)}")
    out.done({"situation": situation_detail(english).to_json()}, lines)
    return EXIT_DONE


def _decide_text(
    view: RulingView, out: Output, pick: Mapping[str, Any] | None = None
) -> list[str | Phrase]:
    """The ruling as the director reads it; ``pick``: the random card drawn, if recorded."""
    ruling, branch = view.ruling, view.branch.branch
    lines: list[str | Phrase] = [
        f"{view.title} — {RULEBOOKS[ruling.rulebook]}",
        "",
        branch.ruling,
        "",
    ]
    steps = [*branch.steps, command_for(Remedy(branch.tool))] if branch.tool else branch.steps
    lines += [f"  {n}. {step}" for n, step in enumerate(steps, start=1)]
    rules = translate("cli.ruling_cmd", "Rules: {rules}")
    lines += ["", rules.fill(rules=_cites_text(view.branch.citations, out))]
    if branch.discretion:
        lines.append(translate("cli.ruling_cmd", "At the director's discretion."))
    if pick:
        lines.append(translate("cli.ruling_cmd", "Random pick: {card}").fill(card=pick["text"]))
    elif branch.random is not None:
        lines.append(
            translate(
                "cli.ruling_cmd",
                "The floor picks the {what} at random from {count} cards: record the ruling "
                "(--record) to draw it.",
            ).fill(what=branch.random.what, count=branch.random.count)
        )
    under = translate("cli.ruling_cmd", "Under {rulebook}: {ruling}")
    under_if = translate("cli.ruling_cmd", "Under {rulebook} (if {when}): {ruling}")
    for alternative in view.alternatives:
        when = ", ".join(f"{q}={'/'.join(c)}" for q, c in alternative.when.items())
        lines += [
            "",
            (under_if if when else under).fill(
                rulebook=alternative.rulebook,
                when=when,
                ruling=alternative.branch.branch.ruling,
            ),
            f"  {_cites_text(alternative.branch.citations, out)}",
        ]
    return lines


def _decide_context(
    args: argparse.Namespace, floor: Floor
) -> tuple[int | None, str, str, str | None]:
    """The event (needed unless ``--rulebook`` is given and nothing is recorded), the
    rulebook, the FTR mode and the game: the options', else the event's (no game without
    an event: every situation may be decided)."""
    if args.record or not args.rulebook:
        event_id: int | None = current_event(args, floor)
    else:
        event_id = args.event if args.event is not None else floor.current_event_id()
    rulebook, ftr_mode = ("", "none") if event_id is None else event_rulebook(floor.state, event_id)
    game = None if event_id is None else event_game(floor.state, event_id, floor.clock())
    return event_id, args.rulebook or rulebook, args.ftr or ftr_mode, args.game or game


def _decide(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    event_id, rulebook, ftr_mode, game = _decide_context(args, floor)
    answers = _answers(args.answer)
    actions = [a for a in args.actions.split(",") if a.strip()] if args.actions else None
    if not args.record:
        ruling = decide_ruling(
            args.situation, rulebook, answers, ftr_mode=ftr_mode, actions=actions, game=game
        )
        said = ruling_view(ruling_in(ruling, words(args.lang)))
        out.done(ruling_view(ruling).to_json(), _decide_text(said, out))
        return EXIT_DONE
    assert event_id is not None
    done = floor.execute(
        RecordRuling(
            event_id=event_id,
            situation=args.situation,
            answers=answers,
            director=args.director or floor.operator,
            rulebook=rulebook,
            ftr_mode=ftr_mode,
            actions=actions,
            game=game,
            table=args.table,
            hand=args.hand,
            players=tuple(args.player),
            notes=args.notes,
        )
    )
    record = floor.state.rulings[event_id][-1]
    ruling = decide_ruling(
        args.situation, rulebook, answers, ftr_mode=ftr_mode, actions=actions, game=game
    )
    data = ruling_view(ruling).to_json()
    data["pick"] = None if record.pick is None else dict(record.pick)
    data["recorded"] = {"id": record.id, "label": done.label}
    said = ruling_view(ruling_in(ruling, words(args.lang)))
    recorded = translate("cli.ruling_cmd", "Recorded: {label}").fill(label=done.phrase)
    out.done(data, [*_decide_text(said, out, record.pick), "", recorded])
    return EXIT_DONE


def _log(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    records = ruling_log(floor.state, current_event(args, floor), args.search)
    table = translate("cli.ruling_cmd", "table {table}")
    language = words(args.lang)
    lines: list[str | Phrase] = [
        f"#{r.id:<5} {r.at[:16].replace('T', ' ')}  "
        f"{out.say(table.fill(table=r.table)) if r.table is not None else '':<9} "
        f"{record_in(r, language).title}  "
        f"[{', '.join(c['book'] + ' ' + c['ref'] for c in r.citations)}]  {r.director}"
        for r in records
    ] or [translate("cli.ruling_cmd", "No rulings recorded.")]
    out.done({"rulings": [r.to_data() for r in records]}, lines)
    return EXIT_DONE


# ---------------------------------------------------------------- calculators


def _calc_substantial_action(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    test = action_test(args.actions)
    document = {
        "actions": list(test.actions),
        "chip_actions": test.chip_actions,
        **{
            rulebook: {
                "substantial_action": test.reached(rulebook),
                "explanation": str(test.explain(rulebook)),
            }
            for rulebook in RULEBOOKS
        },
    }
    out.done(document, [test.explain(rulebook) for rulebook in RULEBOOKS])
    return EXIT_DONE


def _wager(spec: str) -> Wager:
    amount, _, flag = spec.partition(":")
    to = read_whole(amount)
    if to is None or flag not in ("", "all-in", "allin"):
        raise InvalidInput(
            translate("cli.ruling_cmd", "{spec} is not TO or TO:all-in (e.g. 450:all-in).").fill(
                spec=shown_typed(spec)
            ),
            field="wagers",
        )
    return Wager(to=to, all_in=bool(flag))


def _calc_min_raise(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    rulebook = _rulebook(args, floor)
    state = read_wagers(args.big_blind, [_wager(w) for w in args.wagers], preflop=not args.postflop)
    document: dict[str, Any] = {
        "current_bet": state.current_bet,
        "full_raise": state.full_raise,
        "min_raise_to": state.min_raise_to,
        "wagers": [
            {
                "to": r.to,
                "raise_by": r.raise_by,
                "full": r.full,
                "min_raise_to": r.min_raise_to,
                "note": str(r.note),
            }
            for r in state.readings
        ],
        "citations": _citation_data(min_raise_citations(rulebook)),
    }
    lines: list[str | Phrase] = [r.note for r in state.readings]
    lines.append(
        translate(
            "cli.ruling_cmd",
            "To call: {bet}; minimum raise to {raise_to} (a full raise is {full}).",
        ).fill(
            bet=Number(state.current_bet),
            raise_to=Number(state.min_raise_to),
            full=Number(state.full_raise),
        )
    )
    if args.acted_at is not None:
        document["reopened"] = state.reopened_for(args.acted_at)
        reopen = state.explain_reopen(args.acted_at, rulebook)
        document["reopen_explanation"] = str(reopen)
        lines.append(reopen)
    out.done(document, lines)
    return EXIT_DONE


def _calc_chips(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    reading = read_chips(
        args.chips,
        to_call=args.to_call,
        min_raise=args.min_raise,
        rulebook=_rulebook(args, floor),
        raise_declared=args.raise_declared,
        all_chips=args.all_chips,
    )
    document = {
        "action": reading.action,
        "puts_in": reading.puts_in,
        "raise_by": reading.raise_by,
        "returned": reading.returned,
        "explanation": str(reading.explanation),
        "citations": _citation_data(reading.citations),
    }
    out.done(document, reading.explanation)
    return EXIT_DONE


def _calc_odd_chip(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    rulebook = _rulebook(args, floor)
    winners = whole_numbers(args.winners, what="--winners", field="winners")
    split = split_pot(
        args.pot, winners, button=args.button, smallest=args.smallest, rulebook=rulebook
    )
    document = {
        "shares": [{"seat": seat, "chips": chips} for seat, chips in split.shares],
        "odd_chips": split.odd_units,
        "explanation": str(split.explanation),
        "citations": _citation_data(odd_chip_citations(rulebook)),
    }
    share = translate("cli.ruling_cmd", "  seat {seat}: {chips}")
    lines: list[str | Phrase] = [split.explanation]
    lines += [share.fill(seat=seat, chips=Number(chips)) for seat, chips in split.shares]
    out.done(document, lines)
    return EXIT_DONE


def _calc_penalty(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    rulebook = _rulebook(args, floor)
    length = penalty_hands(
        rounds=args.rounds, hands=args.hands, players=args.players, rulebook=rulebook
    )
    document = {
        "hands": length.hands,
        "explanation": str(length.explanation),
        "citations": _citation_data(penalty_citations(rulebook)),
    }
    out.done(document, length.explanation)
    return EXIT_DONE


def _calc_clock(args: argparse.Namespace, floor: Floor, out: Output) -> int:
    rulebook = _rulebook(args, floor)
    call = CLOCK_CALLS[rulebook]
    document: dict[str, Any] = {
        "rulebook": rulebook,
        "phases": [{"label": str(p.label), "seconds": p.seconds} for p in call.phases],
        "total_seconds": call.total_seconds,
        "facing_bet": str(call.facing_bet),
        "not_facing_bet": str(call.not_facing_bet),
        "citations": _citation_data(call.citations),
    }
    phases = " + ".join(f"{out.say(p.label)} {p.seconds} s" for p in call.phases)
    lines: list[str | Phrase] = [
        translate("cli.ruling_cmd", "Clock call: {phases}.").fill(phases=phases),
        translate("cli.ruling_cmd", "Facing a bet: {facing} Otherwise: {not_facing}").fill(
            facing=call.facing_bet, not_facing=call.not_facing_bet
        ),
    ]
    if args.elapsed is not None:
        elapsed = finite_number(args.elapsed, what="--elapsed", field="elapsed", largest=86_400)
        state = countdown(call, elapsed)
        document["countdown"] = {
            "phase": str(state.phase),
            "phase_left": state.phase_left,
            "total_left": state.total_left,
            "expired": state.expired,
        }
        lines.append(
            translate("cli.ruling_cmd", "After {elapsed} s: {phase}, {left} s left.").fill(
                elapsed=f"{elapsed:g}", phase=state.phase, left=f"{state.total_left:g}"
            )
        )
    out.done(document, lines)
    return EXIT_DONE
