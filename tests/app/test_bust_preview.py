"""App: the bust desk's preview is the bust itself, decided on a scratch draft.

``bust_preview`` runs ``BustPlayers.decide`` without the journal and reads the
results as the floor would show them, so for any group of players busting on one
hand (stacks tied or not, hand ranks, hand-for-hand play, alternates waiting for
the seats it frees, a hitter) the places, shared places, rules and prizes it shows
are exactly those recorded once the bust is sent, and it refuses exactly what the
bust refuses, with the same words.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.hands import StartHandForHand
from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.results import bust_preview, results_view
from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.kernel.errors import FloorError
from floortool.domain.prize.events import PrizeSettings
from floortool.domain.prize.payouts import PayoutRange, PayoutTable
from floortool.domain.tournament.event import settings_for

#: Three places paid from six entrants, one below (the field grows as alternates sit).
PAYOUTS = PayoutTable(
    "Three",
    (
        PayoutRange(min_players=2, max_players=5, basis_points=(10_000,)),
        PayoutRange(min_players=6, max_players=None, basis_points=(5000, 3000, 2000)),
    ),
)


@dataclass(frozen=True)
class Room:
    rulebook: str
    one_table: str
    hand_for_hand: bool
    alternates: int


def open_room(folder: Path, room: Room) -> tuple[Floor, FakeClock, int]:
    """Two tables of three, 100.00 a seat, the room's alternates waiting."""
    clock = FakeClock()
    floor = Floor.open(f"sqlite:///{folder / 'bust.db'}", operator="td", clock=clock)
    made = settings_for(
        name="Main",
        rulebook=room.rulebook,
        tables=2,
        seats=3,
        buy_in=10_000,
        h4h_one_table=room.one_table,
    )
    event_id = floor.execute(CreateEvent(made)).group
    floor.execute(SetPrizeSettings(event_id, PrizeSettings(table=PAYOUTS)))
    names = tuple(f"Player {n}" for n in range(1, 7 + room.alternates))
    floor.execute(RegisterEntry(event_id, newcomers(names)))
    if room.hand_for_hand:
        floor.execute(StartHandForHand(event_id, 120))
    return floor, clock, event_id


rooms = st.builds(
    Room,
    rulebook=st.sampled_from(["tda-2024", "roberts-v6-league"]),
    one_table=st.sampled_from(["share", "chips"]),
    hand_for_hand=st.booleans(),
    alternates=st.integers(0, 2),
)
#: Stacks from a short list, so that ties are common; None: not given.
stacks = st.sampled_from([None, 1_000, 2_000, 2_000, 5_000, 0])
ranks = st.sampled_from([None, 1, 1, 2])


@st.composite
def busts(draw: st.DrawFn) -> tuple[list[int], list[int | None], list[int | None], int | None]:
    """Picks (positions among the seated, so a pick may repeat), their stacks, their
    hand ranks and the hitter's position, or None."""
    count = draw(st.integers(1, 3))
    picks = draw(st.lists(st.integers(0, 8), min_size=count, max_size=count))
    chips = draw(st.lists(stacks, min_size=count, max_size=count))
    hands = draw(st.lists(ranks, min_size=count, max_size=count))
    hitter = draw(st.one_of(st.none(), st.integers(0, 8)))
    return picks, chips, hands, hitter


@settings(max_examples=50)
@given(room=rooms, steps=st.lists(busts(), min_size=1, max_size=5))
def test_the_preview_is_what_the_bust_records(
    room: Room, steps: list[tuple[list[int], list[int | None], list[int | None], int | None]]
) -> None:
    folder = Path(tempfile.mkdtemp(prefix="floortool-bust-preview-"))
    try:
        floor, clock, event_id = open_room(folder, room)
        for picks, chips, hands, hitter in steps:
            seated = sorted(
                e.id for e in event_entries(floor.state, event_id).values() if e.status == ACTIVE
            )
            if len(seated) < 2:
                break
            listed = [
                (seated[p % len(seated)], s, h) for p, s, h in zip(picks, chips, hands, strict=True)
            ]
            by = seated[hitter % len(seated)] if hitter is not None else None
            command = BustPlayers.listed(event_id, listed, by)
            try:
                shown = bust_preview(floor.state, command, now=clock())
            except FloorError as refused:
                try:
                    floor.execute(command)
                except FloorError as also:
                    assert (also.code, also.message) == (refused.code, refused.message)
                    continue
                raise AssertionError(f"the preview refused what the bust took: {refused}") from None
            floor.execute(command)
            rows = {row.entry: row for row in results_view(floor.state, event_id).results}
            assert [(r.entry_id, r.places, r.rule, r.prize_cents) for r in shown] == [
                (
                    r.entry_id,
                    rows[r.entry_id].places,
                    rows[r.entry_id].rule,
                    rows[r.entry_id].prize_cents,
                )
                for r in shown
            ]
            assert {r.entry_id for r in shown} == set(command.entries)
        floor.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_a_bust_that_seats_an_alternate_is_previewed_in_the_field_it_leaves(
    tmp_path: Path,
) -> None:
    """Places count down over the entries that took a seat: the first player out of
    six finishes 6th. Here a seventh entrant waits as an alternate and takes the seat
    the bust frees, so the field the bust leaves is seven and its player finishes 7th,
    and the seventh buy-in is in the prize pool: the preview says so before Enter."""
    room = Room(rulebook="tda-2024", one_table="share", hand_for_hand=False, alternates=1)
    floor, clock, event_id = open_room(tmp_path, room)
    first = min(e.id for e in event_entries(floor.state, event_id).values() if e.status == ACTIVE)
    command = BustPlayers(event_id, (first,))
    (shown,) = bust_preview(floor.state, command, now=clock())
    assert shown.places == (7,)
    floor.execute(command)
    assert results_view(floor.state, event_id).row(first).places == (7,)
