"""App layer: what the clock shows, for the status command, the clock page and
the room display.

``clock_view`` reads the folded state at ``now`` and returns a frozen
``ClockView``; ``ClockView.to_json`` is its one JSON form (``cli.md``: ``clock
status``), for the command line and the web.
Once the last bust has left one player the clock reads ``finished``
(``domain.results.tournament_end``), whatever its time says, and names the
winner (``winner``).
The reminder after a level change cites the event's own rulebook
(``new_level_note``: TDA 2024 Rule 23, or the rule applied where the rulebook
is silent).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from floortool.app.depends import depends_on
from floortool.domain.clock.state import FINISHED, NOT_STARTED, PAUSED, ClockState, read_clock
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.registration.late_entry import window_open
from floortool.domain.results.satellite import seat_winners
from floortool.domain.results.tournament_end import winner_name
from floortool.domain.rulings.rulebook_records import Mechanism, rulebook_record
from floortool.domain.structure.levels import Break, Level, Structure
from floortool.domain.structure.moment import Moment
from floortool.domain.tournament.event import require_event


def new_level_note(rulebook: str) -> str:
    """The room's reminder after a level change, citing ``rulebook``'s rule for it."""
    return str(new_level_phrase(rulebook))


def new_level_phrase(rulebook: str) -> Phrase:
    """``new_level_note``, to be said in the reader's language."""
    rule = rulebook_record(rulebook).cite(Mechanism.NEW_LEVEL)
    return translate("app.views.clock", "New blinds apply from the next hand ({rule}).").fill(
        rule=rule
    )


@dataclass(frozen=True, slots=True)
class RowView:
    """One row of the structure as the room sees it."""

    index: int
    level: int | None
    is_break: bool
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    big_blind_ante: bool = False
    game: str = ""
    minutes: int = 0
    color_up: tuple[int, ...] = ()

    @property
    def blinds_text(self) -> str:
        """``200 / 400`` (no ante part)."""
        return f"{self.small_blind:,} / {self.big_blind:,}"

    @property
    def heading(self) -> Phrase:
        """``Level 3``, ``Level 3 · PLO`` or ``Break``, to be said in the reader's language."""
        if self.is_break:
            return translate("app.views.clock", "Break")
        if self.game:
            return translate("app.views.clock", "Level {level} · {game}").fill(
                level=self.level, game=self.game
            )
        return translate("app.views.clock", "Level {level}").fill(level=self.level)

    @property
    def title(self) -> str:
        """The row's heading in English."""
        return str(self.heading)


def row_view(structure: Structure, index: int) -> RowView:
    row = structure.rows[index]
    level = structure.level_numbers[index]
    if isinstance(row, Break):
        return RowView(
            index=index, level=None, is_break=True, minutes=row.minutes, color_up=row.color_up
        )
    assert isinstance(row, Level)
    return RowView(
        index=index,
        level=level,
        is_break=False,
        small_blind=row.small_blind,
        big_blind=row.big_blind,
        ante=row.ante,
        big_blind_ante=row.big_blind_ante,
        game=row.game,
        minutes=row.minutes,
    )


@dataclass(frozen=True, slots=True)
class ClockView:
    """The clock of one event at one instant, with what the room needs around it."""

    event_name: str
    state: str
    row: RowView
    next_row: RowView | None
    remaining: float
    elapsed: float
    warning: bool
    starts_in: float | None
    next_break_in: float | None
    next_break_color_up: tuple[int, ...]
    late_reg: str
    late_reg_open: bool
    late_reg_close_level: int | None
    hold_reason: str = ""  # "hand-for-hand" while held for hand-for-hand play
    new_level_note: Phrase | str = ""  # the reminder after a level change (``new_level_note``)
    winner: str = ""  # the winner's name once the tournament is over
    seats_won: int = 0  # a satellite over: its seat winners ("winner" names them all)

    def to_json(self) -> dict[str, Any]:
        """The ``clock status --json`` document's ``clock`` object."""
        row = self.row
        status: dict[str, Any] = {
            "state": self.state,
            "index": row.index,
            "level": row.level,
            "is_break": row.is_break,
            "remaining_seconds": round(self.remaining, 1),
            "elapsed_seconds": round(self.elapsed, 1),
            "small_blind": row.small_blind,
            "big_blind": row.big_blind,
            "ante": row.ante,
            "big_blind_ante": row.big_blind_ante,
            "game": row.game,
            "color_up": list(row.color_up),
            "warning": self.warning,
            "starts_in_seconds": None if self.starts_in is None else round(self.starts_in, 1),
            "next_break_in_seconds": (
                None if self.next_break_in is None else round(self.next_break_in, 1)
            ),
            "late_registration": self.late_reg,
            "late_registration_open": self.late_reg_open,
            "late_reg_close_level": self.late_reg_close_level,
            "hold_reason": self.hold_reason,
            "next": None,
        }
        if self.next_row is not None:
            nxt = self.next_row
            status["next"] = {
                "level": nxt.level,
                "is_break": nxt.is_break,
                "small_blind": nxt.small_blind,
                "big_blind": nxt.big_blind,
                "ante": nxt.ante,
                "big_blind_ante": nxt.big_blind_ante,
                "minutes": nxt.minutes,
                "color_up": list(nxt.color_up),
            }
        return status


def _late_reg_text(close_level: int | None, is_open: bool) -> str:
    if not is_open:
        return "Late registration closed"
    if close_level is None:
        return "Late registration open"
    return f"Late registration closes end of level {close_level}"


@depends_on(Subject.EVENT, Subject.CLOCK, Subject.STRUCTURE, Subject.RESULTS)
def clock_view(state: FloorState, event_id: int, now: datetime) -> ClockView | None:
    """The clock of ``event_id`` at ``now`` (None when the event has no structure)."""
    info = require_event(state, event_id)
    structure = state.structures.get(event_id)
    if structure is None or not structure.rows:
        return None
    clock = state.clocks.get(event_id, ClockState())
    reading = read_clock(clock, structure.durations, now)
    winner = winner_name(state, event_id)
    if winner is not None:  # the last bust stopped it for good
        reading = replace(reading, state=FINISHED)
    index = reading.index
    next_row = row_view(structure, index + 1) if index + 1 < len(structure.rows) else None
    next_break_in = None
    color_up: tuple[int, ...] = ()
    if not structure.rows[index].is_break:
        brk = structure.next_break_row(index)
        if brk is not None:
            between = sum(structure.durations[index + 1 : brk])
            next_break_in = reading.remaining + between
            row = structure.rows[brk]
            assert isinstance(row, Break)
            color_up = row.color_up
    close = info.settings.late_reg_close_level
    moment = Moment(
        started=reading.state != NOT_STARTED, finished=reading.state == FINISHED, index=index
    )
    is_open = winner is None and window_open(structure, moment, close)  # none after the end
    return ClockView(
        event_name=info.name,
        state=reading.state,
        row=row_view(structure, index),
        next_row=next_row,
        remaining=reading.remaining,
        elapsed=reading.elapsed,
        warning=reading.warning,
        starts_in=reading.starts_in,
        next_break_in=next_break_in,
        next_break_color_up=color_up,
        late_reg=_late_reg_text(close, is_open),
        late_reg_open=is_open,
        late_reg_close_level=close,
        hold_reason=clock.hold_reason if reading.state == PAUSED else "",
        new_level_note=new_level_phrase(info.settings.rulebook),
        winner=winner or "",
        seats_won=len(seat_winners(state, event_id) or ()) if winner is not None else 0,
    )


def format_seconds(seconds: float) -> str:
    """``19:47``, or ``1:02:05`` past an hour (rounded up, as a countdown shows it)."""
    whole = max(0, int(-(-seconds // 1)))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
