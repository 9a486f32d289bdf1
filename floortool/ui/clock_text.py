"""UI layer: the words and numbers every clock display shows, from one clock reading.

``clock_texts`` turns an app ``ClockView`` (plus the room's figures and
payouts, the chip colours and why the clock is held) into a frozen ``ClockTexts`` of plain
strings. The clock page, the mini clock and the room display all draw from it,
so they never disagree, and two ``ClockTexts`` compare equal exactly when
nothing on screen would change: that is what decides whether to redraw.

Once the tournament is over (``ClockView.winner``) the night has no next
level, no next break and no colour-up to announce: the big line names the
winner and the line under it the level the night ended in
(``Winner in Level 12``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from floortool.app.views.clock import ClockView, RowView, format_seconds
from floortool.domain.clock.state import FINISHED, HAND_FOR_HAND, NOT_STARTED, PAUSED, RUNNING
from floortool.domain.structure.chip_colours import colour_name
from floortool.domain.structure.chips import ChipSet
from floortool.ui.room_figures import RoomFigures
from floortool.ui.translation import count_text, counted, said, translate

#: How long after a level starts the room is reminded that new blinds apply next hand.
RULE_23_SECONDS = 10

#: The digits shown when there is no clock to read (en dashes).
NO_TIME = "\u2013:\u2013\u2013"

#: Display states (``ClockView.state`` plus "held" and "countdown").
HELD = "held"
COUNTDOWN = "countdown"


@dataclass(frozen=True)
class ClockTexts:
    """Everything a clock display shows, as text."""

    event_name: str
    state: str  # running | paused | held | not_started | countdown | finished
    status: str  # "Running", "Paused", "Held for hand-for-hand", "Starts in 12:00" ...
    time: str  # the big digits: time left in the row, or to the scheduled start
    index: int  # row of the structure in play
    is_break: bool
    title: str  # "Level 5", "Level 5 · Stud", "Break"
    blinds: str  # "200 / 400"; on a break "Break" or what is coloured up
    ante: str  # "BB ante 400", "Ante 50", ""
    next_title: str  # "Next: Level 6", "Next: Break", "Next" (after the last row)
    next_main: str  # "300 / 600", "10 min", "" (the big line of what comes next)
    next_sub: str  # "BB ante 600", "Colour-up 25 (green)", ""
    break_in: str  # time to the next break, "Now" on a break, "—" when none is left
    color_up: str  # the colour-up notice ("" when there is none to tell)
    late_reg: str  # "Open" or "Closed"
    late_reg_detail: str  # "closes end of level 2" or ""
    rule_23: str  # the Rule 23 reminder just after a level change, else ""
    warning: bool  # last minute of the row
    players: str  # "42 / 60"
    average: str  # "24,500" or "—"
    average_bb: str  # "61 BB" or ""
    prize_pool: str  # "12,000.00"
    places_paid: str = ""  # "9 places paid", or "" before there are payouts
    overlay: str = ""  # "1,200 overlay" when the house makes the guarantee, else ""
    bounties: tuple[str, ...] = ()  # "Ann Lee  35": the biggest bounties on heads in a knockout
    payouts: tuple[str, ...] = ()  # "1st  500", "2nd  300", ... one per place paid
    winner: str = ""  # the winner's name once the tournament is over
    leaders: tuple[str, ...] = ()  # "1. Ann Lee  125,000", ... the chip leaders by last count

    @property
    def over(self) -> bool:
        """The tournament is over: there is no level to play any more."""
        return bool(self.winner)

    @property
    def next_value(self) -> str:
        """``300 / 600 · BB ante 600`` (what comes next, on one line)."""
        return " · ".join(part for part in (self.next_main, self.next_sub) if part)

    @property
    def average_line(self) -> str:
        """``24,500 (61 BB)`` or ``—``."""
        return f"{self.average} ({self.average_bb})" if self.average_bb else self.average

    @property
    def blinds_line(self) -> str:
        """``200 / 400 · BB ante 400`` (one line, for small displays)."""
        if self.is_break:
            return self.blinds
        return f"{self.blinds} · {self.ante}" if self.ante else self.blinds


def _late_reg(view: ClockView) -> tuple[str, str]:
    """``("Open", "closes end of level 2")``, ``("Open", "")`` or ``("Closed", "")``."""
    if not view.late_reg_open:
        return translate("clock_text", "Closed"), ""
    close = view.late_reg_close_level
    return translate("clock_text", "Open"), (
        translate("clock_text", "closes end of level {close}").format(close=close)
        if close is not None
        else ""
    )


def chips_text(denominations: tuple[int, ...], chip_set: ChipSet | None) -> str:
    """``25 (green), 100 (black)``: the chips named as the dealers see them."""
    names = []
    for value in denominations:
        color = ""
        if chip_set is not None and value in chip_set:
            color = chip_set.chip(value).color
        shown = f"{count_text(value)} ({said(colour_name(color))})"
        names.append(shown if color else count_text(value))
    return ", ".join(names)


def _row_parts(row: RowView, chip_set: ChipSet | None) -> tuple[str, str]:
    """The main and second line of a row shown as "next"."""
    if row.is_break:
        color_up = (
            translate("clock_text", "Colour-up {0}").format(chips_text(row.color_up, chip_set))
            if row.color_up
            else ""
        )
        return translate("clock_text", "{minutes} min").format(minutes=row.minutes), color_up
    return blinds_text(row), ante_text(row)


def blinds_text(row: RowView) -> str:
    """``200 / 400`` (no ante part), the numbers as the window's language writes them."""
    return f"{count_text(row.small_blind)} / {count_text(row.big_blind)}"


def ante_text(row: RowView) -> str:
    """``Ante 50``, ``BB ante 400`` or an empty string."""
    if not row.ante:
        return ""
    ante = count_text(row.ante)
    if row.big_blind_ante:
        return translate("clock_text", "BB ante {ante}").format(ante=ante)
    return translate("clock_text", "Ante {ante}").format(ante=ante)


def _status(view: ClockView) -> tuple[str, str]:
    if view.state == NOT_STARTED:
        if view.starts_in is not None:
            return COUNTDOWN, translate("clock_text", "Starts in {0}").format(
                format_seconds(view.starts_in)
            )
        return NOT_STARTED, translate("clock_text", "Not started")
    if view.state == PAUSED:
        if view.hold_reason == HAND_FOR_HAND:
            return HELD, translate("clock_text", "Held for hand-for-hand")
        return PAUSED, translate("clock_text", "Paused")
    if view.state == FINISHED:
        return FINISHED, translate("clock_text", "Finished")
    return RUNNING, translate("clock_text", "Running")


def _color_up(view: ClockView, chip_set: ChipSet | None) -> str:
    if view.row.is_break:
        return ""  # the break itself says what is coloured up
    if view.next_break_color_up:
        return translate("clock_text", "Colour-up at the next break: {0}").format(
            chips_text(view.next_break_color_up, chip_set)
        )
    return ""


def _rule_23(view: ClockView) -> str:
    fresh = view.elapsed < RULE_23_SECONDS
    level_change = not view.row.is_break and view.row.index > 0
    if view.state in (RUNNING, PAUSED) and fresh and level_change:
        return said(view.new_level_note)
    return ""


def _over_texts(view: ClockView, texts: ClockTexts) -> ClockTexts:
    """``texts`` once the tournament is over: the winner in place of the time (a
    satellite's: how many seats, its winners' names being too many for it), the
    level it ended in, and nothing to come (no next level, break or colour-up)."""
    won = (
        translate("clock_text", "Seats won")
        if view.seats_won
        else translate("clock_text", "Winner")
    )
    return replace(
        texts,
        time=counted(
            view.seats_won,
            translate("clock_text", "{count} seat"),
            translate("clock_text", "{count} seats"),
        )
        if view.seats_won
        else view.winner,
        blinds=translate("clock_text", "{won} on the break").format(won=won)
        if view.row.is_break
        else translate("clock_text", "{won} in {level}").format(
            won=won, level=said(view.row.heading)
        ),
        ante="",
        is_break=False,
        next_title=translate("clock_text", "Next"),
        next_main="",
        next_sub=translate("clock_text", "The tournament is over"),
        break_in="\u2014",
        color_up="",
        rule_23="",
        warning=False,
        winner=view.winner,
    )


def clock_texts(
    view: ClockView,
    *,
    figures: RoomFigures,
    chip_set: ChipSet | None = None,
) -> ClockTexts:
    """What the displays show for ``view``."""
    texts = _running_texts(view, figures=figures, chip_set=chip_set)
    return _over_texts(view, texts) if view.winner else texts


def _running_texts(
    view: ClockView, *, figures: RoomFigures, chip_set: ChipSet | None
) -> ClockTexts:
    """What the displays show for ``view`` while the tournament is played."""
    state, status = _status(view)
    late_reg, late_reg_detail = _late_reg(view)
    row = view.row
    if state == COUNTDOWN and view.starts_in is not None:
        time = format_seconds(view.starts_in)
    else:
        time = format_seconds(view.remaining)
    if row.is_break:
        blinds = (
            translate("clock_text", "Colour up {0}").format(chips_text(row.color_up, chip_set))
            if row.color_up
            else translate("clock_text", "Break")
        )
        ante = ""
    else:
        blinds, ante = blinds_text(row), ante_text(row)
    nxt = view.next_row
    if nxt is None:
        next_title, next_main, next_sub = (
            translate("clock_text", "Next"),
            "—",
            translate("clock_text", "This is the last level"),
        )
    else:
        next_title = (
            translate("clock_text", "Next: Break")
            if nxt.is_break
            else translate("clock_text", "Next: {title}").format(title=said(nxt.heading))
        )
        next_main, next_sub = _row_parts(nxt, chip_set)
    if row.is_break:
        break_in = translate("clock_text", "Now")
    elif view.next_break_in is None:
        break_in = "—"
    else:
        break_in = format_seconds(view.next_break_in)
    return ClockTexts(
        event_name=view.event_name,
        state=state,
        status=status,
        time=time,
        index=row.index,
        is_break=row.is_break,
        title=said(row.heading),
        blinds=blinds,
        ante=ante,
        next_title=next_title,
        next_main=next_main,
        next_sub=next_sub,
        break_in=break_in,
        color_up=_color_up(view, chip_set),
        late_reg=late_reg,
        late_reg_detail=late_reg_detail,
        rule_23=_rule_23(view),
        warning=view.warning,
        players=figures.players_text,
        average=figures.average_text,
        average_bb=figures.average_bb_text(None if row.is_break else row.big_blind),
        prize_pool=figures.prize_pool_text,
        places_paid=figures.places_paid_text,
        overlay=figures.overlay_text,
        bounties=figures.bounty_texts,
        payouts=figures.payout_texts,
        leaders=figures.leader_texts,
    )
