"""Domain layer: the event's seating policy — read from its settings, checked, and
handed to the engine.

Decides what the director's seating settings mean (they are declared, and
refused with the reason, with the other settings in
``domain.tournament.settings``):

- balance tolerance: the largest difference allowed between the fullest and
  the shortest table (default 1: a table two short gets a player, TDA 2024
  Rule 11-A). 0 is refused: with a player count that does not divide
  evenly, two tables would pass a player back and forth forever. A looser
  tolerance may apply while more than N tables are open (Add. 11: balance
  more tightly as the event progresses);
- break order: table numbers and ranges (``12, 11, 30-21``) parsed by hand,
  never evaluated; blank: the highest-numbered table first;
- final table size (default: the seats per table; TDA 2024 RP-9) and an
  ideal load (break a table as soon as the others seat everyone at that
  many players per table, e.g. 9 at 10-seat tables);
- which of the fullest tables gives a player (11-C): the highest-numbered
  (default) or the lowest-numbered.

It also names the game the balancing procedure follows: stud-only (every
game of the structure is stud, seven-card stud hi-lo or razz), a stud level
of a mixed game, or a flop game.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TYPE_CHECKING

from floortool.domain.kernel.phrases import Phrase
from floortool.domain.kernel.text import BREAK_ORDER, parse_spans, table_numbers
from floortool.domain.rulings.games import is_stud
from floortool.domain.rulings.rulebook_records import Mechanism, RulebookRecord, rulebook_record
from floortool.domain.seating.engine.balance import (
    FLOP,
    MIXED_STUD,
    STUD,
    BalancePolicy,
)
from floortool.domain.seating.engine.breaking import BreakPolicy
from floortool.domain.seating.engine.moves import Citations, both_rules, with_rule
from floortool.domain.seating.engine.next_step import SeatingPolicy
from floortool.domain.tournament.settings import GIVING_TABLES as GIVING_TABLES

if TYPE_CHECKING:
    from floortool.domain.tournament.event import EventSettings


def parse_break_order(text: str) -> tuple[int, ...]:
    """The table numbers ``text`` lists, first to break first; blank: none (highest first)."""
    return table_numbers(parse_spans(text, BREAK_ORDER))


def format_break_order(order: Iterable[int]) -> str:
    """The canonical text of a break order: ``12, 11, 10`` (blank for the default)."""
    return ", ".join(str(n) for n in order)


def balance_game(current: str, games: Iterable[str]) -> str:
    """The procedure for a level of ``current`` in a structure of ``games``: ``stud``
    when every game is stud, ``mixed-stud`` at a stud level of a mixed game, else ``flop``."""
    if not is_stud(current):
        return FLOP
    return STUD if all(is_stud(game) for game in games) else MIXED_STUD


def seating_citations(record: RulebookRecord) -> Citations:
    """The citation of each seating mechanism under the rulebook ``record`` (a phrase
    where the rulebook is silent: a seat move keeps it in the journal as data beside
    its English)."""
    cite = record.cite

    return Citations(
        initial_draw=cite(Mechanism.INITIAL_DRAW),
        late_seat=both_rules(cite(Mechanism.LATE_SEAT), cite(Mechanism.BROKEN_TABLE_SEATS)),
        balance=cite(Mechanism.BALANCING),
        mixed_balance=cite(Mechanism.MIXED_BALANCING),
        giving_table=cite(Mechanism.GIVING_TABLE),
        breaking=cite(Mechanism.BREAKING),
        broken_table_seats=cite(Mechanism.BROKEN_TABLE_SEATS),
        absent_on_break=_with_rule(
            record.absent_chips, cite(Mechanism.ABSENT_ON_BREAK), besides=cite(Mechanism.BREAKING)
        ),
        final_table=cite(Mechanism.FINAL_TABLE),
        final_button=cite(Mechanism.FINAL_BUTTON),
        halting=cite(Mechanism.HALTING),
        button_redraw=cite(Mechanism.BUTTON_AFTER_RESEAT),
    )


def _with_rule(text: Phrase, rule: str | Phrase, *, besides: str | Phrase) -> str | Phrase:
    """``text`` with its ``rule`` in brackets, unless the move cites that rule already."""
    return text if rule == besides else with_rule(text, rule)


@functools.lru_cache(maxsize=64)
def seating_policy(settings: EventSettings, game: str = FLOP) -> SeatingPolicy:
    """The engine's policy for an event's (checked) settings and the game being played,
    with its rulebook record's seating values and citations (worked out once per
    settings and game: every seat drawn and every balancing plan asks for it; the
    policy is frozen, so it is shared)."""
    record = rulebook_record(settings.rulebook)
    citations = seating_citations(record)
    early_above = settings.early_balance_above_tables
    return SeatingPolicy(
        final_table_size=settings.final_table_size or settings.seats,
        balance=BalancePolicy(
            tolerance=settings.balance_tolerance,
            early_tolerance=settings.early_balance_tolerance,
            early_above_tables=0 if early_above is None else early_above,
            giving=settings.giving_table,
            game=game,
            citations=citations,
        ),
        breaking=BreakPolicy(
            order=parse_break_order(settings.break_order),
            ideal_load=settings.ideal_table_load,
            citations=citations,
        ),
        halts_short_tables=record.halts_short_tables,
        redraws_button=record.redraws_button,
        citations=citations,
    )
