"""App: the shared player database through the Floor — add, change, import, merge —
each one group in the global undo scope."""

from __future__ import annotations

import pytest
from tests.support import FakeClock, player_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.players import AddPlayer, ImportPlayers, MergePlayers, UpdatePlayer
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.app.views.players import duplicates, import_report, search_players
from floortool.domain.fold.replay import replay
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import GLOBAL_SCOPE
from floortool.domain.players.records import Player
from floortool.domain.tournament.event import settings_for

CSV = "name,nickname,membership\nAlice Smith,Ace,M-1\nBob,,\n,,M-3\nalice smith,,\nCarol,,m1\n"


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    return Floor.open(db_url, operator="td", clock=clock)


def test_add_and_update_players_in_the_global_scope(floor: Floor) -> None:
    done = floor.execute(AddPlayer("  Alice Smith ", nickname="Ace"))
    assert done.label == "Add player Alice Smith"
    assert floor.undo_label(GLOBAL_SCOPE) == "Add player Alice Smith"
    assert floor.state.players == {1: Player(1, "Alice Smith", "Ace")}
    with pytest.raises(FloorError) as info:
        floor.execute(AddPlayer("alice smith"))
    assert info.value.code == "duplicate_player"
    done = floor.execute(
        UpdatePlayer(player_of(floor, "Alice Smith"), {"membership": "M-1", "contact": "555"})
    )
    assert done.label == "Change contact, membership of Alice Smith"
    floor.undo(GLOBAL_SCOPE)
    assert floor.state.players[1].membership == ""
    floor.redo(GLOBAL_SCOPE)
    assert floor.state.players[1].contact == "555"


def test_import_is_one_group_with_a_report(floor: Floor) -> None:
    done = floor.execute(ImportPlayers(CSV, source="members.csv"))
    assert len({e.group for e in done.entries}) == 1
    assert done.label == "Import 2 players from members.csv (3 rows rejected)"
    report = import_report(done.entries)
    assert [p.name for p in report.added] == ["Alice Smith", "Bob"]
    assert [(r.line, r.reason) for r in report.rejected] == [
        (4, "The player needs a name"),
        (5, "duplicate of line 2"),
        (6, "duplicate of line 2"),
    ]
    assert report.rejected[0].describe() == "line 4: The player needs a name"
    assert [p.name for p in search_players(floor.state, "ali")] == ["Alice Smith"]
    floor.undo(GLOBAL_SCOPE)
    assert floor.state.players == {}
    before = floor.journal()
    with pytest.raises(FloorError) as info:
        floor.execute(ImportPlayers("name\n\n", source="empty.csv"))
    assert info.value.code == "nothing_imported"
    assert floor.journal() == before


def test_merge_moves_entries_and_undo_puts_them_back(floor: Floor) -> None:
    event_id = floor.execute(CreateEvent(settings_for(name="Friday"))).group
    floor.execute(AddPlayer("Alice Smith", membership="M-1"))
    # Registration takes any new name: the desk typed the words the other way round.
    floor.execute(RegisterEntry(event_id, newcomers(("Smith Alice",))))
    floor.execute(UpdatePlayer(player_of(floor, "Smith Alice"), {"nickname": "Ace"}))
    assert [[p.id for p in g] for g in duplicates(floor.state)] == [[1, 2]]
    before = replay(floor.journal())
    done = floor.execute(MergePlayers(1, 2))
    assert done.label == 'Merge #2 Smith Alice ("Ace") into #1 Alice Smith (M-1)'
    assert floor.state.players == {1: Player(1, "Alice Smith", "Ace", "M-1")}
    assert field_summary(floor.state, event_id).entries[0].player == "Alice Smith"
    assert floor.state == replay(floor.journal())
    floor.undo(GLOBAL_SCOPE)
    assert floor.state == before
    floor.execute(RegisterEntry(event_id, (player_of(floor, "Alice Smith"),)))
    with pytest.raises(FloorError) as info:
        floor.execute(MergePlayers(1, 2))
    assert info.value.code == "merge_conflict"
    with pytest.raises(FloorError) as unknown:
        floor.execute(MergePlayers(1, 99))
    assert unknown.value.code == "unknown_player"
