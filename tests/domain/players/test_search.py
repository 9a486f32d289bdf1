"""Domain: search as you type — accents and case ignored, best matches first."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.players.records import Player, fold_text
from floortool.domain.players.search import PlayerIndex, rank, search_players

PLAYERS = [
    Player(1, "Alice Smith", nickname="Ace", membership="M-100"),
    Player(2, "Alicia Keys"),
    Player(3, "Bob Alison"),
    Player(4, "Smith Alfred"),
    Player(5, "José Núñez", nickname="Pepe"),
    Player(6, "Al"),
    Player(7, "Malibu Stacy", membership="X-9"),
    Player(8, "Ali"),
]


def names(text: str, limit: int = 20) -> list[str]:
    return [p.name for p in search_players(PLAYERS, text, limit)]


def test_ranking_whole_name_then_prefix_then_words_then_contains() -> None:
    assert names("ali") == [
        "Ali",  # the whole name
        "Alice Smith",  # the name starts with it (alphabetical among these)
        "Alicia Keys",
        "Bob Alison",  # a later word starts with it
        "Malibu Stacy",  # only contains it
    ]


def test_words_in_order_before_any_order() -> None:
    assert names("smith al") == ["Smith Alfred", "Alice Smith"]
    assert names("a s") == ["Alice Smith", "Smith Alfred"]


def test_accents_case_nickname_and_membership() -> None:
    assert names("JOSE nun") == ["José Núñez"]
    assert names("nunez") == ["José Núñez"]
    assert names("pepe") == ["José Núñez"]
    assert names("m100") == ["Alice Smith"]
    assert names("x 9") == ["Malibu Stacy"]
    assert names("ace") == ["Alice Smith"]


def test_number_empty_and_limit() -> None:
    assert names("#5") == ["José Núñez"]
    assert names("   ") == []
    assert names("ali", limit=2) == ["Ali", "Alice Smith"]
    assert names("zzz") == []


words = st.text(alphabet="abcdeéøxyz", min_size=1, max_size=6)
player_names = st.lists(words, min_size=1, max_size=3).map(" ".join)


@given(st.lists(player_names, min_size=1, max_size=30), st.data())
def test_a_name_or_any_word_prefix_finds_the_player(
    all_names: list[str], data: st.DataObject
) -> None:
    players = [Player(i + 1, name) for i, name in enumerate(all_names)]
    index = PlayerIndex(players)
    target = data.draw(st.sampled_from(players))
    found = index.search(target.name, limit=len(players))
    assert target in found
    # Every player ranked above it has the same folded name (an exact match too).
    assert all(fold_text(p.name) == fold_text(target.name) for p in found[: found.index(target)])
    word = data.draw(st.sampled_from(target.name.split()))
    prefix = word[: data.draw(st.integers(1, len(word)))]
    assert target in index.search(prefix, limit=len(players))


@given(st.lists(player_names, min_size=1, max_size=30), words)
def test_results_come_in_tier_order(all_names: list[str], text: str) -> None:
    players = [Player(i + 1, name) for i, name in enumerate(all_names)]
    found = PlayerIndex(players).search(text, limit=len(players))
    index = PlayerIndex(found)
    folded = fold_text(text)
    tiers = [rank(row, folded, folded.split()) for row in index._rows]
    assert None not in tiers
    by_player = dict(zip([row.player for row in index._rows], tiers, strict=True))
    ordered = [by_player[p] for p in found]
    assert ordered == sorted(ordered)  # type: ignore[type-var]
