"""Domain layer: balancing tables (TDA 2024 Rules 11-A and 11-C).

Decides one balancing move at a time: when the fullest table has
``tolerance`` or more players more than the shortest, the giving table is
chosen by the published procedure (the highest-numbered of the fullest
tables, 11-C), the player who would be big blind next there moves, and takes
the worst position at the receiving table (the lowest-numbered of the
shortest): the first empty seat clockwise after the next hand's small blind —
never the small blind; when the only empty seats lie between the button and
the small blind the player sits there and waits for the big blind (11-A).
When a button needed for this is unknown, the plan asks for it
(``needs_button``) instead of guessing.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.seating.model import Room, Table
from floortool.domain.seating.moves import NOTHING, TDA_11A, TDA_11C, Move, Plan


@dataclass(frozen=True, slots=True)
class BalancePolicy:
    """When tables are out of balance.

    Tables are balanced when ``fullest - shortest >= tolerance``; from
    ``late_at_tables`` open tables down, ``late_tolerance`` applies instead.
    A tolerance below 2 is refused: with a player count that does not divide
    evenly the tables would pass a player back and forth forever.
    """

    tolerance: int = 2
    late_tolerance: int = 2
    late_at_tables: int = 0

    def __post_init__(self) -> None:
        if self.tolerance < 2 or self.late_tolerance < 2:
            raise ValueError("a balancing tolerance is at least 2 players")

    def tolerance_for(self, tables: int) -> int:
        return self.late_tolerance if tables <= self.late_at_tables else self.tolerance


def worst_seat(table: Table) -> tuple[int, bool] | None:
    """The worst position at a receiving table, and whether the player waits for the BB.

    Walks clockwise from the seat that posts the small blind of the next
    hand once the newcomer sits (at a heads-up table the non-button player,
    who becomes the small blind three-handed); the first empty seat is taken.
    Seats reached only after passing the dealer lie before the small blind:
    the player waits for the big blind there. None when the table is full or
    its button is unknown while it has two or more players.
    """
    empty = set(table.empty_seats())
    if not empty:
        return None
    dealer = table.dealer_seat()
    if table.players < 2 or dealer is None:
        if table.players >= 2:
            return None
        start = dealer if dealer is not None else table.seats
        return _first_after(table, start, empty), False
    blinds = table.blinds()
    assert blinds is not None
    anchor = blinds[1] if table.players == 2 else blinds[0]
    seat = anchor
    passed_dealer = False
    for _ in range(table.seats):
        seat = seat % table.seats + 1
        if seat == dealer:
            passed_dealer = True
        elif seat in empty:
            return seat, passed_dealer
    return None


def _first_after(table: Table, start: int, empty: set[int]) -> int:
    seat = start
    for _ in range(table.seats):
        seat = seat % table.seats + 1
        if seat in empty:
            return seat
    raise AssertionError("no empty seat")


def big_blind_next(table: Table) -> int | None:
    """The seat of the player who would be big blind next; a locked player is passed over."""
    blinds = table.blinds()
    if blinds is None:
        return None
    seat = blinds[1]
    for _ in range(table.players):
        if seat not in table.locked:
            return seat
        following = table.next_occupied(seat)
        assert following is not None
        seat = following
    return blinds[1]  # everyone is locked: the move is unavoidable


def plan_balance(room: Room, policy: BalancePolicy = BalancePolicy()) -> Plan:
    """One balancing move, or nothing when the tables are within the tolerance."""
    if len(room.tables) < 2:
        return NOTHING
    counts = room.counts()
    assert counts is not None
    shortest, fullest = counts
    if fullest - shortest < policy.tolerance_for(len(room.tables)):
        return NOTHING
    giving = room.highest_with(fullest)
    receiving = room.lowest_with(shortest)
    assert giving is not None and receiving is not None
    source, target = room.tables[giving], room.tables[receiving]
    unknown = tuple(t.number for t in (source, target) if t.players >= 2 and t.button is None)
    if unknown:
        return Plan(
            needs_button=unknown,
            reason="Enter the button of table(s) "
            + ", ".join(str(n) for n in unknown)
            + " to balance",
            rule=TDA_11A,
        )
    mover = big_blind_next(source)
    worst = worst_seat(target)
    if mover is None or worst is None:
        return NOTHING
    seat, waits = worst
    entry = source.occupant[mover]
    assert entry is not None
    reason = (
        f"Table {giving} seat {mover} is big blind next → Table {receiving} seat {seat}, "
        f"worst position{' (waits for the big blind)' if waits else ''}; "
        f"{fullest} players vs {shortest}"
    )
    move = Move(entry, giving, mover, receiving, seat, "balance", TDA_11A, reason, waits)
    return Plan(moves=(move,), reason=reason, rule=f"{TDA_11A}, {TDA_11C}")
