"""The slow tests are handed out first, and otherwise the suite keeps its order."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from tests.run_order import slow_first


@dataclass(frozen=True)
class Item:
    name: str
    slow: bool = False

    def get_closest_marker(self, name: str) -> object | None:
        return "slow" if name == "slow" and self.slow else None


def test_slow_tests_come_first_and_each_part_keeps_its_order() -> None:
    items = [Item("a"), Item("b", slow=True), Item("c"), Item("d", slow=True)]

    assert [item.name for item in slow_first(items)] == ["b", "d", "a", "c"]


def test_this_session_runs_its_slow_tests_first(request: pytest.FixtureRequest) -> None:
    slow = [item.get_closest_marker("slow") is not None for item in request.session.items]

    assert slow == sorted(slow, reverse=True)
