"""Domain layer: balancing tables (TDA 2024 Rules 11-A, 11-B and 11-C).

Decides one balancing move at a time. Tables are out of balance when the
fullest table has more than ``tolerance`` players more than the shortest
(default 1: a table two short gets a player; a looser tolerance may apply
while many tables are left, Add. 11). The giving table is chosen by the
published procedure (11-C: the highest-numbered of the fullest tables, or
the lowest-numbered when the event says so); the receiving table is the
lowest-numbered of the shortest. Who moves, and where to:

- flop games (11-A): the player who would be big blind next at the giving
  table (by the dead button, ``engine.blinds``), to the worst position at the
  receiving table — the empty seat whose player posts the big blind soonest,
  never the small blind; when the only empty seats lie between the button and
  the small blind the player sits there and is dealt in once the button passes;
- stud levels of a mixed game (11-B): the same, with the button frozen where
  the hold'em hand would have it;
- stud-only games (11-A): by position — the seat filled is the last seat to
  open at the short table, and the player who moves is the one in that seat
  number at the giving table (when that seat is empty or locked there, the
  next player clockwise from it).

A player locked to their seat (TDA 2024 Rule 9), or one who must not sit with
a player at the receiving table (Robert's Rules §2 Seating 4), is passed over
for the next player unless everyone is. When a button needed for this is
unknown, the plan asks for it (``needs_button``) instead of guessing, and says
which move it holds back by role (``waiting``: "Table 4: the player who is big
blind next → Table 1 seat 7, worst position").
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass, field

from floortool.domain.kernel import nouns
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.seating.engine.blinds import between
from floortool.domain.seating.engine.model import Room, Table
from floortool.domain.seating.engine.moves import (
    NOTHING,
    Citations,
    Move,
    Plan,
    WaitingMove,
    both_rules,
)

#: The game the balancing procedure follows (``BalancePolicy.game``).
FLOP, STUD, MIXED_STUD = "flop", "stud", "mixed-stud"
GAMES = (FLOP, STUD, MIXED_STUD)
#: Which of the fullest tables gives a player (``BalancePolicy.giving``).
HIGHEST, LOWEST = "highest", "lowest"
GIVING = (HIGHEST, LOWEST)


@dataclass(frozen=True, slots=True)
class BalancePolicy:
    """When tables are out of balance, which table gives, and the game's procedure.

    Out of balance when ``fullest - shortest > tolerance``; while more than
    ``early_above_tables`` tables are open, ``early_tolerance`` applies instead
    (when set). A tolerance of 0 is refused: with a player count that does not
    divide evenly, two tables would pass a player back and forth forever.
    """

    tolerance: int = 1
    early_tolerance: int | None = None
    early_above_tables: int = 0
    giving: str = HIGHEST
    game: str = FLOP
    citations: Citations = field(default_factory=Citations)

    def __post_init__(self) -> None:
        if self.tolerance < 1 or (self.early_tolerance is not None and self.early_tolerance < 1):
            raise ValueError("a balancing tolerance is at least 1 player")
        if self.giving not in GIVING or self.game not in GAMES:
            raise ValueError(f"unknown giving table {self.giving!r} or game {self.game!r}")

    def tolerance_for(self, tables: int) -> int:
        """The largest difference allowed while ``tables`` tables are open."""
        if self.early_tolerance is not None and tables > self.early_above_tables:
            return self.early_tolerance
        return self.tolerance


def worst_seat(table: Table) -> tuple[int, bool] | None:
    """The worst position at a receiving table, and whether the player waits there.

    By the dead button (``engine.blinds``) the big blind goes round the seats in
    order, so the worst position is the empty seat whose player would post the
    big blind soonest — the big blind of the next hand itself when an empty seat
    is due for it ("including single big blind if available"), the first such
    seat clockwise from the small blind on a tie — never the small blind (unless
    no other seat is empty: the table must get its player). A seat between the
    next hand's button and small blind comes last: its player is not dealt in
    until the button passes (``True``). None when the table is full or its button
    is unknown while it has two or more players.
    """
    empty = table.empty_seats()
    if not empty:
        return None
    if table.players < 2 or table.button is None:
        if table.players >= 2:
            return None
        start = table.button if table.button is not None else table.seats
        return _first_after(table, start, set(empty)), False
    now = table.next_hand()
    assert now is not None
    ranked: list[tuple[bool, bool, int, int, int]] = []
    for seat in empty:
        hand = table.next_hand_with(seat)
        assert hand is not None
        small = seat == hand.small_blind  # only when no other seat is empty
        waits = seat in hand.waiting
        soon = _hands_to_big_blind(table, hand.big_blind, seat)
        ranked.append((small, waits, soon, (seat - now.small_blind) % table.seats, seat))
    _, waits, _, _, seat = min(ranked)
    return seat, waits


def _hands_to_big_blind(table: Table, big: int, seat: int) -> int:
    """How many players, ``seat``'s own included, post the big blind from ``big`` on
    before ``seat`` does (0: ``seat`` is ``big``)."""
    if seat == big:
        return 0
    return 1 + sum(1 for s in between(table.seats, big, seat) if table.occupant[s] is not None)


def _first_after(table: Table, start: int, empty: set[int]) -> int:
    seat = start
    for _ in range(table.seats):
        seat = seat % table.seats + 1
        if seat in empty:
            return seat
    raise AssertionError("no empty seat")


def _unlocked_from(table: Table, seat: int, kept: Set[int] = frozenset()) -> int:
    """The player in ``seat`` or, when it is empty, the next one clockwise; a locked
    player, or one ``kept`` from the receiving table (Robert's Rules §2 Seating 4),
    is passed over unless everyone is (then the move is unavoidable)."""
    first = seat if table.occupant[seat] is not None else table.next_occupied(seat)
    assert first is not None
    candidate = first
    for _ in range(table.players):
        if candidate not in table.locked and candidate not in kept:
            return candidate
        following = table.next_occupied(candidate)
        assert following is not None
        candidate = following
    return first


def big_blind_next(table: Table, kept: Set[int] = frozenset()) -> int | None:
    """The seat of the player who would be big blind next; a locked or ``kept`` player
    is passed over."""
    blinds = table.blinds()
    return None if blinds is None else _unlocked_from(table, blinds[1], kept)


def button_before_big_blind(table: Table, seat: int) -> int | None:
    """The dealer seat of the next hand when the player in ``seat`` is big blind next:
    two players back in the dealt order, the small blind between (heads-up, one
    back: the button posts the small blind, TDA 2024 Rule 34-B). None when
    ``seat`` is empty or the table has fewer than two players."""
    if table.occupant[seat] is None or table.players < 2:
        return None
    small = table.previous_occupied(seat)
    assert small is not None
    return small if table.players == 2 else table.previous_occupied(small)


def by_position(
    source: Table, target: Table, kept: Set[int] = frozenset()
) -> tuple[int, int] | None:
    """Stud-only balancing: (mover's seat at ``source``, seat filled at ``target``).

    The seat filled is the last seat to open at the short table; the mover
    sits in that seat number at the giving table (or is the next player
    clockwise from it; a giving table with fewer seats wraps to its seat 1).
    """
    seat = target.last_open_seat()
    if seat is None or source.players == 0:
        return None
    return _unlocked_from(source, seat if seat <= source.seats else 1, kept), seat


def plan_balance(room: Room, policy: BalancePolicy = BalancePolicy()) -> Plan:
    """One balancing move, or nothing when the tables are within the tolerance."""
    if len(room.tables) < 2:
        return NOTHING
    counts = room.counts()
    assert counts is not None
    shortest, fullest = counts
    if fullest - shortest <= policy.tolerance_for(len(room.tables)):
        return NOTHING
    giving = room.highest_with(fullest) if policy.giving == HIGHEST else room.lowest_with(fullest)
    receiving = room.lowest_with(shortest)
    assert giving is not None and receiving is not None
    source, target = room.tables[giving], room.tables[receiving]
    counted = translate("domain.seating.engine.balance", "{players} vs {shortest}").fill(
        players=nouns.players(fullest), shortest=Number(shortest)
    )
    kept = room.seats_kept_from(giving, receiving)
    cites = policy.citations
    if policy.game == STUD:
        return _stud_move(source, target, counted, kept, cites)
    mixed = policy.game == MIXED_STUD
    rule = cites.mixed_balance if mixed else cites.balance
    mover = big_blind_next(source, kept)
    worst = worst_seat(target)
    unknown = tuple(t.number for t in (source, target) if t.players >= 2 and t.button is None)
    if unknown:
        return Plan(
            needs_button=unknown,
            waiting=_waiting_move(source, target, mover, worst, mixed, rule, counted),
            reason=_enter_buttons(unknown),
            rule=cites.balance,
        )
    if mover is None or worst is None:
        return NOTHING
    seat, waits = worst
    entry = source.occupant[mover]
    assert entry is not None
    reason = _with_count(_who_goes_where(source.number, mover, mixed, receiving, worst), counted)
    move = Move(entry, giving, mover, receiving, seat, "balance", rule, reason, waits)
    return Plan(moves=(move,), reason=reason, rule=both_rules(rule, cites.giving_table))


def _enter_buttons(tables: tuple[int, ...]) -> Phrase:
    """What the director enters before the engine can balance: those tables' buttons."""
    numbers = ", ".join(str(n) for n in tables)
    if len(tables) > 1:
        asked = translate(
            "domain.seating.engine.balance", "Enter the button of tables {tables} to balance"
        )
    else:
        asked = translate(
            "domain.seating.engine.balance", "Enter the button of table {tables} to balance"
        )
    return asked.fill(tables=numbers)


def _with_count(move: Phrase, counted: Phrase) -> Phrase:
    """A balancing move's reason: the move, and the players at the two tables."""
    return translate("domain.seating.engine.balance", "{move}; {counted}").fill(
        move=move, counted=counted
    )


def _mover(table: int, mover: int | None, mixed: bool) -> Phrase:
    """Who moves from ``table``: the player in seat ``mover``, or by role while the
    table's button is unknown (``mover`` None)."""
    if mover is None:
        named = (
            translate(
                "domain.seating.engine.balance",
                "Table {table}: the player who would be big blind next in hold'em "
                "(button frozen for stud)",
            )
            if mixed
            else translate(
                "domain.seating.engine.balance", "Table {table}: the player who is big blind next"
            )
        )
        return named.fill(table=table)
    seated = (
        translate(
            "domain.seating.engine.balance",
            "Table {table} seat {seat} would be big blind next in hold'em (button frozen for stud)",
        )
        if mixed
        else translate(
            "domain.seating.engine.balance", "Table {table} seat {seat} is big blind next"
        )
    )
    return seated.fill(table=table, seat=mover)


def _who_goes_where(
    giving: int, mover: int | None, mixed: bool, receiving: int, worst: tuple[int, bool] | None
) -> Phrase:
    """``Table 4 seat 3 is big blind next → Table 1 seat 7, worst position``."""
    return translate("domain.seating.engine.balance", "{mover} → {destination}").fill(
        mover=_mover(giving, mover, mixed), destination=_where(receiving, worst)
    )


def _where(receiving: int, worst: tuple[int, bool] | None) -> Phrase:
    if worst is None:
        return translate(
            "domain.seating.engine.balance",
            "Table {table}, worst position (its button decides the seat)",
        ).fill(table=receiving)
    seat, waits = worst
    where = (
        translate(
            "domain.seating.engine.balance",
            "Table {table} seat {seat}, worst position (dealt in once the button passes)",
        )
        if waits
        else translate("domain.seating.engine.balance", "Table {table} seat {seat}, worst position")
    )
    return where.fill(table=receiving, seat=seat)


def _waiting_move(
    source: Table,
    target: Table,
    mover: int | None,
    worst: tuple[int, bool] | None,
    mixed: bool,
    rule: str | Phrase,
    counted: Phrase,
) -> WaitingMove:
    """The move a missing button holds back, by role: who moves is "the player who is big
    blind next" until the giving table's button is known."""
    role = _who_goes_where(source.number, mover, mixed, target.number, worst)
    seat, waits = worst if worst is not None else (None, False)
    return WaitingMove(
        source.number, target.number, mover, seat, waits, rule, role, _with_count(role, counted)
    )


def _stud_move(
    source: Table, target: Table, counted: Phrase, kept: Set[int], cites: Citations
) -> Plan:
    seats = by_position(source, target, kept)
    if seats is None:
        return NOTHING
    mover, seat = seats
    entry = source.occupant[mover]
    assert entry is not None
    by_position_move = (
        translate(
            "domain.seating.engine.balance",
            "Table {table} seat {mover} → Table {to_table} seat {seat}, by position "
            "(stud): seat {seat} is the last seat to open there",
        )
        if mover == seat
        else translate(
            "domain.seating.engine.balance",
            "Table {table} seat {mover} (the next player from seat {seat}) → Table {to_table} "
            "seat {seat}, by position (stud): seat {seat} is the last seat to open there",
        )
    )
    reason = _with_count(
        by_position_move.fill(table=source.number, mover=mover, to_table=target.number, seat=seat),
        counted,
    )
    move = Move(entry, source.number, mover, target.number, seat, "balance", cites.balance, reason)
    return Plan(moves=(move,), reason=reason, rule=both_rules(cites.balance, cites.giving_table))
