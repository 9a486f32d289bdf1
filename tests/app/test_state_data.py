"""The folded state as plain data, and the fast copies of it the fold keeps.

A whole tournament (registrations, busts, balancing, breaks, the final table, the
clock, and on the side a league, rulings, a deal, printed cards, seat rules and
hand-for-hand play) is played through the app's commands; after every command
the state written as JSON reads back equal (and in the same order), and a
snapshot taken then is still equal to what the state was once later commands
have changed the state it was taken from. Data that is not a state this floor
wrote is refused, never half read.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from floortool.app.commands.base import Command
from floortool.app.commands.chip_counts import CountChips
from floortool.app.commands.chips import RunChipRace
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.hands import StartHandForHand, StopHandForHand
from floortool.app.commands.league import AddSeason, AdjustPoints, CreateLeague, RecordLeaguePoints
from floortool.app.commands.printing import RecordSeatCardsPrinted
from floortool.app.commands.prize import RecordDeal, SetPrizeSettings
from floortool.app.commands.registration import Rebuy, RegisterEntry, newcomers
from floortool.app.commands.rulings import RecordRuling
from floortool.app.commands.seat_rules import KeepApart, LockSeat, SetSeatAvailable
from floortool.app.commands.sign_ups import ConfirmSignUp, ImportSignUps
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.app.views.payouts import prize_settings
from floortool.domain.fold.history import History
from floortool.domain.fold.state import FloorState
from floortool.domain.fold.state_data import (
    BadStateData,
    history_from_data,
    history_to_data,
    state_from_data,
    state_to_data,
)
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import JournalEntry
from floortool.domain.prize.deals import plan_deal
from floortool.domain.structure.chip_race import SeatLeftover
from floortool.domain.tournament.event import settings_for

# The tournament the cold-open benchmark plays (``benchmarks/event_open.py``), at a small size.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import event_open


def _round_trip(state: FloorState) -> FloorState:
    return state_from_data(json.loads(json.dumps(state_to_data(state))))


def _same_order(a: FloorState, b: FloorState) -> None:
    """Beyond equality: the mappings iterate in the same order."""
    assert list(a.players.items()) == list(b.players.items())
    for event_id, entries in a.entries.items():
        assert list(entries.items()) == list(b.entries[event_id].items())
    for event_id, seating in a.seating.items():
        other = b.seating[event_id]
        assert list(seating.room.where.items()) == list(other.room.where.items())
        assert list(seating.room.tables) == list(other.room.tables)
        assert list(seating.players.items()) == list(other.players.items())


class Checked:
    """Runs commands on a floor, checking the round trip and the snapshots as it goes."""

    def __init__(self, floor: Floor) -> None:
        self.floor = floor
        self.snapshots: list[tuple[FloorState, FloorState]] = []  # (snapshot, deep copy)
        self.count = 0

    def run(self, command: Command) -> int:
        group = self.floor.execute(command).group
        self.count += 1
        state = self.floor.state
        back = _round_trip(state)
        assert back == state
        _same_order(back, state)
        if self.count % 7 == 0:
            self.snapshots.append((state.snapshot(), copy.deepcopy(state)))
        return group


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Floor, Checked]]:
    url = f"sqlite:///{tmp_path_factory.mktemp('played') / 'floor.db'}"
    floor = Floor.open(url, operator="alice", rng=random.Random(5))
    checked = Checked(floor)
    builder = event_open.Builder(floor, entrants=60, seed=3, max_rebuys=None)
    builder.run = checked.run  # type: ignore[method-assign]
    event_id = builder.event_id
    checked.run(SetSeatAvailable(event_id, 3, 9, False))
    builder.register(batch=4)
    entries = sorted(floor.state.entries[event_id])
    player = {e: floor.state.entries[event_id][e].player_id for e in entries}
    checked.run(LockSeat(event_id, entries[0], True))
    checked.run(KeepApart(event_id, player[entries[1]], player[entries[2]], True))
    checked.run(Rebuy(event_id, entries[3]))
    checked.run(CountChips(event_id, [(entries[3], 15_000), (entries[4], 9_000)], by="alice"))
    table, seat = floor.state.seating[event_id].where[entries[3]]
    leftover = SeatLeftover(seat=seat, chips=3, other_chips=1)
    checked.run(RunChipRace(event_id, 25, [leftover], table))
    seats = floor.state.seating[event_id].where
    cards = tuple((e, *seats[e]) for e in entries[:5])
    checked.run(RecordSeatCardsPrinted(event_id, cards, ()))
    checked.run(StartHandForHand(event_id, 90))
    checked.run(StopHandForHand(event_id))
    settings = dataclasses.replace(
        prize_settings(floor.state, event_id), withholding_basis_points=500, guarantee_cents=9_000
    )
    checked.run(SetPrizeSettings(event_id, settings))
    deal = plan_deal(
        method="icm",
        players=["A", "B", "C"],
        stacks=[5_000, 3_000, 2_000],
        prizes_cents=[50, 30, 20],
    )
    checked.run(RecordDeal(event_id, deal))
    checked.run(RecordRuling(event_id, "four-card-flop", {}, director="Dana", rulebook="tda-2024"))
    builder.play()
    checked.run(CreateLeague("Tuesday League"))
    checked.run(AddSeason(None, "2026", {"formula": "n - r + 1", "attendance": 1}))
    checked.run(RecordLeaguePoints(None, event_id))
    checked.run(AdjustPoints(None, None, player[entries[5]], -2.5, "late to the table"))
    other = checked.run(CreateEvent(settings_for(name="Second", tables=1, seats=6)))
    checked.run(RegisterEntry(other, newcomers(("Player 00001", "Someone New"))))
    checked.run(ImportSignUps(other, "name,membership\nPending Pat,M-1\nConfirmed Cy,\n"))
    checked.run(ConfirmSignUp(other, 2))
    yield floor, checked
    floor.close()


def test_every_state_of_a_tournament_reads_back_as_it_was(played: Any) -> None:
    floor, checked = played
    assert checked.count > 100
    state = floor.state
    assert any(state.results.values()) and any(s.closed for s in state.seating.values())
    assert state.league.events and state.league.adjustments and state.rulings and state.deals
    assert state.printed_cards and state.prize_settings
    assert [s.status for s in state.sign_ups[max(state.events)].records.values()] == [
        "pending",
        "confirmed",
    ]


def test_snapshots_stay_as_they_were_taken(played: Any) -> None:
    _, checked = played
    assert checked.snapshots
    for snapshot, deep in checked.snapshots:
        assert snapshot == deep


def test_a_snapshot_copies_every_field() -> None:
    state = FloorState()
    copied = state.snapshot()
    for field in dataclasses.fields(FloorState):
        value, other = getattr(state, field.name), getattr(copied, field.name)
        assert value == other
        assert value is not other, f"{field.name} is shared with the snapshot"


def test_the_history_reads_back_as_it_was() -> None:
    history = History()

    def entry(seq: int, group: int, kind: str = "x", data: Any = None) -> JournalEntry:
        return JournalEntry(seq, group, "event:1", kind, data or {}, None, "", f"g{group}")  # type: ignore[arg-type]

    kept = JournalEntry(5, 4, "event:1", "x", {}, None, "", "Pause the clock (Main)", WORDS)  # type: ignore[arg-type]
    history.read([entry(1, 1), entry(2, 2), entry(3, 2, "undone", {"group": 2}), entry(4, 3), kept])
    back = history_from_data(json.loads(json.dumps(history_to_data(history))))
    assert back == history
    assert back.live_groups() == {1, 3, 4}
    assert catalogue("de").say(back.phrase(4)) == "Uhr anhalten (Main)"  # the label's words too
    assert back.phrase(1) == "g1"  # a group without words: its English label


#: The words of "Pause the clock (Main)", as the journal keeps them.
WORDS = {
    "context": "app.commands.clock",
    "text": "{action} ({event})",
    "fields": {
        "action": {
            "phrase": {"context": "app.commands.clock", "text": "Pause the clock", "fields": {}}
        },
        "event": "Main",
    },
}


def test_a_history_whose_words_name_an_unknown_group_is_refused() -> None:
    data = history_to_data(History())
    data["words"] = [[7, WORDS]]
    with pytest.raises(BadStateData):
        history_from_data(data)


def _state_data() -> Any:
    state = FloorState()
    floor_data = state_to_data(state)
    return json.loads(json.dumps(floor_data))


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d[:-1],  # a field too few
        lambda d: [*d, []],  # a field too many
        lambda d: {"state": d},
        lambda d: [[[1, "not an event"]], *d[1:]],
        lambda d: [d[0], [[True, ["x", []]]], *d[2:]],  # a bool is not an id
        lambda d: [*d[:4], [2, [[1], ["a"], ["b"], ["c"], ["d"]]], *d[5:]],  # columns too short
        lambda d: [*d[:4], [2, [[1, 1], ["a", "b"], ["", ""], ["", ""], ["", ""]]], *d[5:]],  # ids
        lambda d: [*d[:4], [1, [[1], [2], [""], [""], [""]]], *d[5:]],  # a name that is a number
    ],
)
def test_data_that_is_not_a_state_is_refused(spoil: Any) -> None:
    with pytest.raises(BadStateData):
        state_from_data(spoil(_state_data()))


def test_a_room_whose_seats_do_not_fit_is_refused(played: Any) -> None:
    floor, _ = played
    data = json.loads(json.dumps(state_to_data(floor.state)))
    (_, seating), *_ = data[6]  # the seating of the first event: its room's tables
    tables = seating[0][0]
    for table in tables:
        table[2] = [None] + [7] * (len(table[2]) - 1)  # one entry in every seat
    with pytest.raises(BadStateData):
        state_from_data(data)


def test_a_refused_command_leaves_no_trace_in_the_data(played: Any) -> None:
    floor, _ = played
    before = json.dumps(state_to_data(floor.state))
    with pytest.raises(FloorError):
        floor.execute(RegisterEntry(10_000, newcomers(("Nobody",))))
    assert json.dumps(state_to_data(floor.state)) == before
