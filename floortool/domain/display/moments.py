"""Domain layer: the moments of a night the room is told about, decided from two
readings of one event.

A ``Reading`` is what the moments are worked out from, at one instant: the
clock (started, running, finished; the row on the clock, whether it is a break,
the seconds left in it), the players left and the places paid, whether the
final table is drawn and whether late registration is open. ``moments_between``
compares two readings and names what happened in between, in the order the room
hears it:

- ``level``: a new level starts on a running clock (not straight from a break);
- ``break``: a break starts on a running clock;
- ``break_over``: the level after a break starts on a running clock;
- ``warning``: the row's last minute comes (the clock's one-minute warning);
- ``late_reg_closed``: late registration was open and is closed (the clock passed
  the closing level, or the director closed it), the tournament not over;
- ``bubble``: the players left went down to the places paid + 1;
- ``in_the_money``: the players left went down to the places paid or fewer;
- ``final_table``: the final table was drawn.

What the clock decides fires only forward: a row the clock goes back to (an
undo, *Previous*) is not announced again. What the field decides fires only
when players leave (a bust), never when they come back (an undo of a bust, a
late entry): undoing the bust that burst the bubble puts the field on the
bubble again in silence. The first reading of an event fires nothing (a
window opened mid-event does not replay the night).

Nothing fires twice: ``Fired`` keeps what already fired for an event (a row's
clock moments by the row, the field's and late registration's once each), so a
moment undone and redone, or a row left by *Previous* and reached again, is not
announced a second time.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from floortool.domain.kernel.phrases import Phrase, translate

LEVEL, BREAK, BREAK_OVER, WARNING = "level", "break", "break_over", "warning"
LATE_REG_CLOSED, BUBBLE, IN_THE_MONEY, FINAL_TABLE = (
    "late_reg_closed",
    "bubble",
    "in_the_money",
    "final_table",
)
#: Every moment, in the order the room hears them when several happen at once.
MOMENTS = (LEVEL, BREAK, BREAK_OVER, WARNING, LATE_REG_CLOSED, BUBBLE, IN_THE_MONEY, FINAL_TABLE)
#: How a director reads each moment.
MOMENT_TITLES: dict[str, Phrase] = {
    LEVEL: translate("domain.display.moments", "A new level"),
    BREAK: translate("domain.display.moments", "A break"),
    BREAK_OVER: translate("domain.display.moments", "The end of a break"),
    WARNING: translate("domain.display.moments", "One minute left"),
    LATE_REG_CLOSED: translate("domain.display.moments", "Late registration closes"),
    BUBBLE: translate("domain.display.moments", "The money bubble"),
    IN_THE_MONEY: translate("domain.display.moments", "In the money"),
    FINAL_TABLE: translate("domain.display.moments", "The final table"),
}
#: The moments that belong to a row of the clock (they may fire once per row).
ROW_MOMENTS = frozenset({LEVEL, BREAK, BREAK_OVER, WARNING})


@dataclass(frozen=True, slots=True)
class Reading:
    """One event at one instant, as far as its moments go."""

    running: bool  # the clock counts down
    index: int  # the row on the clock
    is_break: bool
    warning: bool  # the row is in its last minute (``domain.clock``'s warning)
    players_left: int
    places_paid: int  # 0: no payouts yet
    final_table: bool  # the final table is drawn
    late_reg_open: bool
    finished: bool = False  # the tournament is over


@dataclass
class Fired:
    """What already fired for one event: (moment, row) for the clock's, (moment, -1)
    for the others."""

    done: set[tuple[str, int]] = field(default_factory=set)

    def first_time(self, moment: str, row: int) -> bool:
        """Whether ``moment`` (of ``row``) fires now; records that it did."""
        key = (moment, row if moment in ROW_MOMENTS else -1)
        if key in self.done:
            return False
        self.done.add(key)
        return True


def _clock_moments(before: Reading, after: Reading) -> list[str]:
    if not after.running or after.finished:
        return []
    if after.index > before.index:
        if after.is_break:
            return [BREAK]
        return [BREAK_OVER if before.is_break and after.index == before.index + 1 else LEVEL]
    if after.index == before.index and after.warning and not before.warning:
        return [WARNING]
    return []


def _field_moments(before: Reading, after: Reading) -> list[str]:
    left, paid = after.players_left, after.places_paid
    found = []
    if before.late_reg_open and not after.late_reg_open and not after.finished:
        found.append(LATE_REG_CLOSED)
    if paid and left < before.players_left:
        if left == paid + 1:
            found.append(BUBBLE)
        elif 0 < left <= paid < before.players_left:
            found.append(IN_THE_MONEY)
    if after.final_table and not before.final_table:
        found.append(FINAL_TABLE)
    return found


def moments_between(
    before: Reading | None, after: Reading | None, fired: Fired | None = None
) -> tuple[str, ...]:
    """The moments that happened between ``before`` and ``after`` (None: no reading),
    less those ``fired`` already holds (it records the ones returned)."""
    if before is None or after is None:
        return ()
    found = _clock_moments(before, after) + _field_moments(before, after)
    if fired is not None:
        found = [moment for moment in found if fired.first_time(moment, after.index)]
    return tuple(sorted(found, key=MOMENTS.index))
