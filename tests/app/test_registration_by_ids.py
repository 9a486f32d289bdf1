"""App: ``RegisterEntry`` takes players by id, and typed text is read before it.

The command names each entrant as an existing player's id or as a ``NewPlayer``
(added in the registration's own group); what a director typed — a name, ``#12``,
a name two players share, a namesake on purpose — is read by ``app.entrants``
before the command, as the command line, the window's desk and the staff phone do.
"""

from __future__ import annotations

from functools import partial

import pytest
from tests.support import FakeClock, player_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import NewPlayer, RegisterEntry
from floortool.app.entrants import entrant_for, entrants_named
from floortool.app.floor import Floor
from floortool.app.views.field import new_entries
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.players.records import AmbiguousPlayer, UnknownPlayer, find_player
from floortool.domain.tournament.event import settings_for


def open_floor(db_url: str) -> tuple[Floor, int]:
    floor = Floor.open(db_url, operator="td", clock=FakeClock())
    made = settings_for(name="Friday", tables=2, seats=5)
    return floor, floor.execute(CreateEvent(made)).group


def test_the_command_registers_players_by_id_and_new_players_in_its_group(db_url: str) -> None:
    floor, event_id = open_floor(db_url)
    floor.execute(AddPlayer("Ann Lee", membership="M-1"))
    ann = player_of(floor, "Ann Lee")
    done = floor.execute(RegisterEntry(event_id, (NewPlayer("Bo Chen"), ann)))
    rows = new_entries(floor.state, done.entries)
    assert [(r.player, r.player_id) for r in rows] == [("Bo Chen", ann + 1), ("Ann Lee", ann)]
    assert done.label.startswith("Register Bo Chen (table ")  # in the order given
    floor.undo(event_scope(event_id))
    assert [p.name for p in floor.state.players.values()] == ["Ann Lee"]  # Bo went with it


def test_an_id_nobody_has_is_refused_and_changes_nothing(db_url: str) -> None:
    floor, event_id = open_floor(db_url)
    before = floor.journal()
    with pytest.raises(UnknownPlayer) as info:
        floor.execute(RegisterEntry(event_id, (NewPlayer("Bo Chen"), 99)))
    assert info.value.message == "There is no player number 99."
    assert floor.journal() == before and floor.state.players == {}


def test_typed_text_is_read_into_ids_before_the_command(db_url: str) -> None:
    floor, _ = open_floor(db_url)
    floor.execute(AddPlayer("John Smith", membership="M-1"))
    floor.execute(AddPlayer("John Smith", membership="M-2"))
    floor.execute(AddPlayer("Ann Lee"))
    players = floor.state.players
    find = partial(find_player, players)
    assert entrants_named(["ann  LEE", "#2", "Cy Dunn"], find) == (3, 2, NewPlayer("Cy Dunn"))
    assert entrant_for(players, 1) == 1  # a player chosen from a list is their id
    assert entrant_for(players, "Ann Lee", new=True) == NewPlayer("Ann Lee")  # a namesake
    with pytest.raises(AmbiguousPlayer) as ambiguous:
        entrant_for(players, "john smith")
    assert ambiguous.value.message.startswith("2 players are called john smith: #1 John Smith")
    assert ambiguous.value.message.endswith("Say which one by number, e.g. '#1'.")
    with pytest.raises(UnknownPlayer, match=r"^There is no player number '99'\.$"):
        entrant_for(players, "#99")


def test_one_new_name_typed_twice_is_refused_but_two_namesakes_on_purpose_are_not() -> None:
    find = partial(find_player, {})
    with pytest.raises(FloorError, match=r"^cy dunn is named twice\.$"):
        entrants_named(["Cy Dunn", "cy dunn"], find)
    assert entrants_named(["Cy Dunn", "Cy Dunn"], find, new=True) == (NewPlayer("Cy Dunn"),) * 2
