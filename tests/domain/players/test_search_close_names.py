"""Which players a new name is close to (``PlayerIndex.close_to``): those the name
finds as the desk lists them, then those one slip of the keyboard away."""

from __future__ import annotations

from floortool.domain.players.records import Player
from floortool.domain.players.search import PlayerIndex

INDEX = PlayerIndex([Player(1, "Alice Moreau"), Player(2, "Alan Ford"), Player(3, "Zoë Lefèvre")])


def names(text: str) -> list[str]:
    return [p.name for p in INDEX.close_to(text)]


def test_a_prefix_finds_the_players_it_starts_accents_and_case_ignored() -> None:
    assert names("al") == ["Alan Ford", "Alice Moreau"]
    assert names("ZOE") == ["Zoë Lefèvre"]


def test_a_slip_of_the_keyboard_is_close() -> None:
    assert names("Alice Moreu") == ["Alice Moreau"]
    assert names("Zoe Lefever") == ["Zoë Lefèvre"]


def test_a_different_name_is_close_to_nobody() -> None:
    assert names("Bruno Keller") == []
    assert names("Alicia") == []
