"""The ruling wizard's ``table-balancing`` situation and the engine's halts agree.

TDA 2024 Rule 11-D: "Play will halt on tables 3 or more players short by
elimination than the table with the most players once the blinds are
impacted" (the Illustration Addendum: "halts once its big blind seat is
empty"); house rule A-24 (the league): play never stops. The catalogue is
refused when the situation's rulings halt elsewhere than the engine's rule.
"""

from __future__ import annotations

import json
from importlib.resources import files

import pytest

from floortool.app.rulings import check_halting, decide_ruling
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.situations import parse_situation
from floortool.domain.seating.engine.halting import plan_halts
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.next_step import SeatingPolicy

TDA = "tda-2024"


def _room() -> Room:
    """Table 1 full (9); table 2 three short (6), its last hand's blinds on 2 and 3."""
    room = Room()
    for number in (1, 2):
        room.open_table(number, 9)
    room.seat_table(1, ((seat, seat) for seat in range(1, 10)))
    room.seat_table(2, ((seat, 10 + seat) for seat in range(1, 7)))
    room.set_button(1, 1)
    room.set_button(2, 1)
    room.hand_finished(2, 2, 3)  # next hand: button 2, small blind 3, big blind 4
    return room


def _wizard_halts(affected: str) -> bool:
    answers = {"short_by": "three-or-more", "blinds_affected": affected}
    return decide_ruling("table-balancing", TDA, answers).branch.remedy == "halt-and-balance"


def test_three_short_with_its_blinds_in_place_plays_on_in_both() -> None:
    room = _room()
    assert plan_halts(room, SeatingPolicy()).tables == set()
    assert not _wizard_halts("no")


def test_three_short_once_its_big_blind_seat_is_empty_halts_in_both() -> None:
    room = _room()
    room.hand_in_play(2)
    room.leave(14)  # seat 4, the big blind of the hand in play, busts
    room.sit(99, 2, 9)  # still three short
    assert plan_halts(room, SeatingPolicy()).tables == {2}
    assert _wizard_halts("yes")


def test_a_situation_that_halts_every_short_table_is_refused() -> None:
    text = (files("floortool.resources") / "rulings" / "table-balancing.json").read_text()
    data = json.loads(text)
    halt = data["outcomes"]["tda-2024"][0]
    halt["when"]["blinds_affected"] = ["yes", "no"]  # halts whatever the blinds
    situation = parse_situation(data, name="table-balancing.json")
    with pytest.raises(InvalidInput, match="plays on by the seating rules"):
        check_halting(situation)
    check_halting(parse_situation(json.loads(text), name="table-balancing.json"))
