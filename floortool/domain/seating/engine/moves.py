"""Domain layer: the proposals a seating plan returns, and applying them.

A ``Move`` says who goes where, why (``reason``, the director's sentence: a
``Phrase``, said in the reader's language; a plain ``str`` only where a record
older than phrases is read back) and which rule required it (``rule``,
citation from ``Citations``: the event's rulebook record, TDA 2024 when
the engine runs on its own; a ``Phrase`` where floortool's own words surround
the books' refs, "TDA 2024 is silent; RRoP v6 §2 Seating 5 applied"). A
``Plan`` groups the moves of one decision, the tables it breaks, the buttons
it draws by high card, and whether it needs a button the director has not
entered. Planning never changes the room;
``apply_moves`` does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.seating.engine.button_draw import HighCardDraw
from floortool.domain.seating.engine.model import Room

TDA_7 = "TDA 2024 Rule 7"
TDA_8A = "TDA 2024 Rule 8-A"
TDA_10A = "TDA 2024 Rule 10-A"
TDA_10B = "TDA 2024 Rule 10-B"
TDA_11A = "TDA 2024 Rule 11-A"
TDA_11B = "TDA 2024 Rule 11-B"
TDA_11C = "TDA 2024 Rule 11-C"
TDA_11D = "TDA 2024 Rule 11-D"
TDA_34B = "TDA 2024 Rule 34-B"
TDA_RP9 = "TDA 2024 RP-9"
TDA_RP16 = "TDA 2024 RP-16"
ROBERTS_SEATING_5 = "RRoP v6 §2 Seating 5"


def with_rule(text: str | Phrase, rule: str | Phrase) -> Phrase:
    """``text`` with its ``rule`` in brackets: ``staff carry an absent player's chips
    (TDA 2024 RP-16)``."""
    return translate("domain.seating.engine.moves", "{text} ({rule})").fill(text=text, rule=rule)


_BOTH = translate("domain.seating.engine.moves", "{rule}, {other}")
_EACH = translate("domain.seating.engine.moves", "{rule}; {other}")


def both_rules(first: str | Phrase, second: str | Phrase, *, steps: bool = False) -> str | Phrase:
    """The two citations one decision rests on: ``TDA 2024 Rule 11-A, TDA 2024 Rule 11-C``;
    with ``steps``, those of its two steps (the final table's seats; its button):
    ``TDA 2024 RP-9; TDA 2024 is silent; RRoP v6 §2 Seating 5 applied``. A phrase when
    either is one (the words around a silent book's rule are floortool's), else the
    books' refs as written."""
    joined = (_EACH if steps else _BOTH).fill(rule=first, other=second)
    plain = isinstance(first, str) and isinstance(second, str)
    return str(joined) if plain else joined


@dataclass(frozen=True, slots=True)
class Citations:
    """The citation each seating mechanism gives: a book's ref as written (``TDA 2024
    Rule 11-A``), or a phrase where the rulebook is silent and another book's rule is
    applied. ``seating.policy`` fills it from the event's rulebook record; the defaults
    are the TDA 2024 rules the engine follows."""

    initial_draw: str | Phrase = TDA_7
    late_seat: str | Phrase = f"{TDA_8A}, {TDA_10A}"
    balance: str | Phrase = TDA_11A
    mixed_balance: str | Phrase = TDA_11B
    giving_table: str | Phrase = TDA_11C
    breaking: str | Phrase = TDA_10B
    broken_table_seats: str | Phrase = TDA_10A
    #: What becomes of an absent player's chips when the table breaks, with its rule
    #: (ends a broken table's move reasons, said in the reader's language): the TDA
    #: record's own phrase (``domain.rulings.rulebook_records``, which the engine may
    #: not import), so that these citations equal that record's.
    absent_on_break: str | Phrase = field(
        default_factory=lambda: with_rule(
            translate("domain.rulings.rulebook_records", "staff carry an absent player's chips"),
            TDA_RP16,
        )
    )
    final_table: str | Phrase = TDA_RP9
    # The TDA record's own phrase (``domain.rulings.rulebook_records``, which the engine
    # may not import): TDA 2024 is silent on it, Robert's Rules applied instead.
    final_button: str | Phrase = field(
        default_factory=lambda: translate(
            "domain.rulings.rulebook_records", "{silent}; {rule} applied"
        ).fill(
            silent=translate("domain.rulings.rulebook_records", "TDA 2024 is silent"),
            rule=ROBERTS_SEATING_5,
        )
    )
    halting: str | Phrase = TDA_11D
    button_redraw: str | Phrase = "TDA 2024 Rule 32"  # no redraw: the dead button moves on


#: The engine's own citations (TDA 2024), when no rulebook record is passed in; the
#: same as ``seating.policy.seating_citations`` of the TDA 2024 record (tested).
ENGINE_CITATIONS = Citations()


@dataclass(frozen=True, slots=True)
class Move:
    """One player's seat change. ``kind`` is ``balance``, ``break`` or ``final``."""

    entry: int
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    kind: str
    rule: str | Phrase
    reason: Phrase | str
    waits_for_big_blind: bool = False


@dataclass(frozen=True, slots=True)
class WaitingMove:
    """A balancing move the engine has chosen the tables of but cannot finish: the giving
    table's button is unknown (who moves is "the player who is big blind next"), or the
    receiving table's (``to_seat`` None: the worst position follows from its button).
    ``mover`` is the seat that moves when the giving table's button is known."""

    from_table: int
    to_table: int
    mover: int | None
    to_seat: int | None
    waits_for_big_blind: bool
    rule: str | Phrase
    #: The move by role: "Table 4: the player who is big blind next → Table 1 seat 7, ...".
    role: Phrase
    reason: Phrase  # the role, and the players at the two tables: "...; 9 players vs 7"


@dataclass(frozen=True, slots=True)
class Plan:
    """What one decision proposes.

    ``moves`` in order; ``breaks`` the tables emptied by them; ``batch`` when
    everyone leaves before anyone sits (the final-table redraw);
    ``needs_button`` the tables whose button must be entered before the
    engine can decide; ``draws`` the buttons drawn by high card, (table,
    draw), set after the moves (the final table); ``final_table`` set when
    the plan makes a table the final table; ``waiting`` the balancing move
    those buttons hold back, described by role.
    """

    moves: tuple[Move, ...] = ()
    breaks: tuple[int, ...] = ()
    batch: bool = False
    needs_button: tuple[int, ...] = ()
    draws: tuple[tuple[int, HighCardDraw], ...] = ()
    final_table: int | None = None
    waiting: WaitingMove | None = None
    reason: Phrase | str = ""
    rule: str | Phrase = ""

    @property
    def empty(self) -> bool:
        return not self.moves and not self.breaks and not self.needs_button


NOTHING = Plan()


def apply_moves(room: Room, plan: Plan, before_move: Callable[[Move], None] | None = None) -> None:
    """Make the plan's moves, close the tables it breaks, set its buttons.

    ``before_move`` (if given) sees each move just before its seat change —
    in a batch, after everyone has left and before this player sits.
    """
    if plan.batch:
        for move in plan.moves:
            room.leave(move.entry)
    for move in plan.moves:
        if before_move is not None:
            before_move(move)
        if not plan.batch:
            room.leave(move.entry)
        room.sit(move.entry, move.to_table, move.to_seat)
    for number in plan.breaks:
        room.close_table(number)
    for number, draw in plan.draws:
        room.set_button(number, draw.seat)
    if plan.final_table is not None:
        room.final_table = plan.final_table
