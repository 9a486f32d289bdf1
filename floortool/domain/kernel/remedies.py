"""Domain layer: the floor action that resolves a refusal or a wait, as data.

A refusal (or a plan that waits) may name what the director does next: break
a table, redraw the final table, enter a button... The domain says *which*
action (a ``Remedy``: its ``Fix`` and the tables it concerns) and leaves its
wording to each front end, so the command line can name its command and the
window its button. A message carrying a remedy reads whole without it. A
ruling names the same way what its steps are carried out with (balancing,
the chip race, the registration desk), never a command line in its text.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Fix(StrEnum):
    """An action a director takes to get past a refusal."""

    BREAK_TABLE = "break_table"
    REDRAW_FINAL_TABLE = "redraw_final_table"
    ENTER_BUTTON = "enter_button"
    SEAT_BACK_IN_PLAY = "seat_back_in_play"
    GIVE_STACKS = "give_stacks"
    DEAL_NEXT_HAND = "deal_next_hand"
    FORCE_DRAW = "force_draw"
    CREATE_LEAGUE = "create_league"
    ADD_SEASON = "add_season"
    LIST_SITUATIONS = "list_situations"
    REENTER = "reenter"  # a busted player's new entry (a buy-in), offered where refused
    # What a ruling's steps are carried out with (a situation branch's ``tool``).
    BALANCE_TABLES = "balance_tables"
    CHIP_RACE = "chip_race"
    REGISTER_ENTRY = "register_entry"


@dataclass(frozen=True)
class Remedy:
    """``fix``, for ``tables`` (the first one is *the* table where a fix needs one)."""

    fix: Fix
    tables: tuple[int, ...] = ()

    @property
    def table(self) -> int:
        """The table the fix acts on (0 for a fix of no table)."""
        return self.tables[0] if self.tables else 0

    def as_dict(self) -> dict[str, Any]:
        """The JSON shape: ``{"fix": "break_table", "tables": [5]}``."""
        return {"fix": self.fix.value, "tables": list(self.tables)}
