"""Domain layer: the event's seating policy — read from its settings, checked, and
handed to the engine.

Decides what the director's seating settings mean and refuses the ones the
engine cannot run with, each with a message saying why:

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

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from floortool.domain.errors import InvalidInput
from floortool.domain.rulings.books import Mechanism, RulebookRecord, rulebook_record
from floortool.domain.seating.engine.balance import (
    FLOP,
    GIVING,
    HIGHEST,
    LOWEST,
    MIXED_STUD,
    STUD,
    BalancePolicy,
)
from floortool.domain.seating.engine.breaking import BreakPolicy
from floortool.domain.seating.engine.model import MAX_SEATS
from floortool.domain.seating.engine.moves import Citations
from floortool.domain.seating.engine.next_step import SeatingPolicy
from floortool.domain.seating.table_order import MAX_LISTED, MAX_TABLE_NUMBER, MAX_TEXT

if TYPE_CHECKING:
    from floortool.domain.tournament.event import EventSettings

#: What each ``giving_table`` setting means, as the director reads it.
GIVING_TABLES: dict[str, str] = {
    HIGHEST: "the highest-numbered of the fullest tables",
    LOWEST: "the lowest-numbered of the fullest tables",
}
BREAK_ORDER_EXAMPLE = "e.g. 12, 11, 30-21"
_ITEM = re.compile(r"(\d{1,5})(?:\s*-\s*(\d{1,5}))?")
_STUD_WORDS = ("stud", "razz", "7cs")


def _bad_order(item: str, why: str) -> InvalidInput:
    return InvalidInput(
        f"Break order: '{item}' {why} ({BREAK_ORDER_EXAMPLE}).", field="break_order"
    )


def parse_break_order(text: str) -> tuple[int, ...]:
    """The table numbers ``text`` lists, first to break first; blank: none (highest first)."""
    if len(text) > MAX_TEXT:
        raise InvalidInput(
            f"The break order is longer than {MAX_TEXT} characters.", field="break_order"
        )
    if not text.strip():
        return ()
    order: list[int] = []
    seen: dict[int, str] = {}
    for raw in text.split(","):
        item = raw.strip()
        if not item:
            raise InvalidInput(
                f"Break order: an empty item between commas ({BREAK_ORDER_EXAMPLE}).",
                field="break_order",
            )
        match = _ITEM.fullmatch(item)
        if match is None:
            raise _bad_order(item, "is not a table number or a range of tables")
        first = int(match.group(1))
        last = first if match.group(2) is None else int(match.group(2))
        for number in (first, last):
            if not 1 <= number <= MAX_TABLE_NUMBER:
                raise _bad_order(item, f"names table {number}; tables are 1 to {MAX_TABLE_NUMBER}")
        step = 1 if last >= first else -1
        numbers = range(first, last + step, step)
        if len(order) + len(numbers) > MAX_LISTED:
            raise InvalidInput(
                f"A break order lists at most {MAX_LISTED} tables.", field="break_order"
            )
        for number in numbers:
            if number in seen:
                raise _bad_order(item, f"lists table {number} again (already in '{seen[number]}')")
            seen[number] = item
            order.append(number)
    return tuple(order)


def format_break_order(order: Iterable[int]) -> str:
    """The canonical text of a break order: ``12, 11, 10`` (blank for the default)."""
    return ", ".join(str(n) for n in order)


def check_seating_settings(settings: EventSettings) -> None:
    """Refuse seating settings the engine cannot run with, saying why."""
    tolerance, early = settings.balance_tolerance, settings.early_balance_tolerance
    above = settings.early_balance_above_tables
    if not 1 <= tolerance < MAX_SEATS:
        raise InvalidInput(
            "The balance tolerance is the largest difference allowed between the fullest "
            f"and the shortest table: 1 to {MAX_SEATS - 1} players. 0 is not possible: with "
            "an odd number of players, two tables would pass a player back and forth forever.",
            field="balance_tolerance",
        )
    if (early is None) != (above is None):
        raise InvalidInput(
            "An early balance tolerance needs both the tolerance and the number of tables "
            "above which it applies (or neither).",
            field="early_balance_tolerance" if early is None else "early_balance_above_tables",
        )
    if early is not None and not tolerance <= early < MAX_SEATS:
        raise InvalidInput(
            f"The early balance tolerance runs from the balance tolerance ({tolerance}) to "
            f"{MAX_SEATS - 1} players: tables are balanced more tightly as the event goes on.",
            field="early_balance_tolerance",
        )
    if above is not None and not 1 <= above <= MAX_TABLE_NUMBER:
        raise InvalidInput(
            "The early tolerance applies while more than N tables are open; "
            f"N runs from 1 to {MAX_TABLE_NUMBER}.",
            field="early_balance_above_tables",
        )
    parse_break_order(settings.break_order)
    for key, what in (("final_table_size", "The final table"), ("ideal_table_load", "A table")):
        value = getattr(settings, key)
        if value is not None and not 2 <= value <= settings.seats:
            raise InvalidInput(
                f"{what} seats 2 to {settings.seats} players (the seats per table), not {value}.",
                field=key,
            )
    if settings.giving_table not in GIVING:
        raise InvalidInput(
            f"Unknown giving table '{settings.giving_table}'; choose one of: {', '.join(GIVING)}.",
            field="giving_table",
        )


def is_stud(game: str) -> bool:
    """Whether ``game`` is of the stud family (stud, stud hi-lo, razz)."""
    text = game.lower()
    return any(word in text for word in _STUD_WORDS)


def balance_game(current: str, games: Iterable[str]) -> str:
    """The procedure for a level of ``current`` in a structure of ``games``: ``stud``
    when every game is stud, ``mixed-stud`` at a stud level of a mixed game, else ``flop``."""
    if not is_stud(current):
        return FLOP
    return STUD if all(is_stud(game) for game in games) else MIXED_STUD


def seating_citations(record: RulebookRecord) -> Citations:
    """The citation of each seating mechanism under the rulebook ``record``."""
    cite = record.cite
    return Citations(
        initial_draw=cite(Mechanism.INITIAL_DRAW),
        late_seat=f"{cite(Mechanism.LATE_SEAT)}, {cite(Mechanism.BROKEN_TABLE_SEATS)}",
        balance=cite(Mechanism.BALANCING),
        mixed_balance=cite(Mechanism.MIXED_BALANCING),
        giving_table=cite(Mechanism.GIVING_TABLE),
        breaking=cite(Mechanism.BREAKING),
        broken_table_seats=cite(Mechanism.BROKEN_TABLE_SEATS),
        final_table=cite(Mechanism.FINAL_TABLE),
        final_button=cite(Mechanism.FINAL_BUTTON),
        halting=cite(Mechanism.HALTING),
        button_redraw=cite(Mechanism.BUTTON_AFTER_RESEAT),
    )


def seating_policy(settings: EventSettings, game: str = FLOP) -> SeatingPolicy:
    """The engine's policy for an event's (checked) settings and the game being played,
    with its rulebook record's seating values and citations."""
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
