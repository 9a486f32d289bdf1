"""Clock texts the room display tests draw: an ordinary level, the longest texts a
real tournament produces, every banner, a break (shared by the built-in display's
tests and the room layouts')."""

from __future__ import annotations

import dataclasses

from floortool.domain.prize.payouts import ordinal
from floortool.ui.clock_text import ClockTexts

#: TDA 2024 Rule 23: a new level "applies from the next hand".
RULE_23 = "New blinds apply from the next hand (TDA 2024 Rule 23)."

RUNNING = ClockTexts(
    event_name="Sunday Deepstack Championship",
    state="running",
    status="Running",
    time="17:47",
    index=4,
    is_break=False,
    title="Level 5",
    blinds="200 / 400",
    ante="BB ante 400",
    next_title="Next: Level 6",
    next_main="300 / 600",
    next_sub="BB ante 600",
    break_in="1:17:47",
    color_up="Colour-up at the next break: 25 (green)",
    late_reg="Open",
    late_reg_detail="closes end of level 8",
    rule_23="",
    warning=False,
    players="87 / 120",
    average="27,586",
    average_bb="69 BB",
    prize_pool="12,000.00",
    places_paid="3 places paid",
    payouts=("1st  6,000", "2nd  3,600", "3rd  2,400"),
)
#: The widest payouts: seven-digit amounts with cents, in every cell of the panel.
WIDE_PAYOUTS = tuple(f"{ordinal(place)}  8,888,888.88" for place in range(1, 10))
#: The longest texts a real tournament produces, and every banner.
STATES = {
    "running": RUNNING,
    "long": dataclasses.replace(
        RUNNING,
        event_name="The Grand Annual Charity Deepstack Championship of the League " * 2,
        time="1:02:05",
        title="Level 28 · No-Limit Hold'em / Pot-Limit Omaha",
        blinds="100,000 / 200,000",
        ante="Big blind ante 200,000",
        next_title="Next: Level 29 · Seven Card Stud Hi-Lo",
        next_main="150,000 / 300,000",
        next_sub="BB ante 300,000",
        break_in="12:59:59",
        players="1,234 / 2,000",
        average="12,345,678",
        average_bb="1,234 BB",
        prize_pool="88,888,888.88",
        places_paid="27 places paid",
        payouts=tuple(f"{ordinal(place)}  1,234,567.89" for place in range(1, 28)),
        color_up="Colour-up at the next break: 25 (green), 100 (black), 500 (purple)",
    ),
    "payouts": dataclasses.replace(RUNNING, places_paid="9 places paid", payouts=WIDE_PAYOUTS),
    "no_payouts": dataclasses.replace(RUNNING, places_paid="", payouts=()),
    "overlay": dataclasses.replace(
        RUNNING,
        prize_pool="88,888,888.88",
        places_paid="27 places paid",
        overlay="8,888,888.88 overlay",
    ),
    "bounties": dataclasses.replace(
        RUNNING, bounties=tuple(f"Maximilian Oyelaran-Fitzgerald  {n:,}" for n in range(12))
    ),
    "warning": dataclasses.replace(RUNNING, time="0:59", warning=True),
    "rule23": dataclasses.replace(RUNNING, rule_23=RULE_23),
    "held": dataclasses.replace(RUNNING, state="held", status="Held for hand-for-hand"),
    "paused": dataclasses.replace(RUNNING, state="paused", status="Paused"),
    "countdown": dataclasses.replace(RUNNING, state="countdown", status="Starts in 12:00"),
    "break": dataclasses.replace(
        RUNNING,
        is_break=True,
        title="Break",
        blinds="Colour up 25 (green), 100 (black)",
        ante="",
        break_in="Now",
        color_up="",
    ),
    "none": None,
}
