"""CLI layer: a refusal's remedy worded as the command that resolves it.

The domain names the action (``domain/kernel/remedies.py``); on the command line the
useful wording is the command to run, so a refusal printed here ends with it
("Table 5 can break: break it first ... Run 'seating break 5'.").
"""

from __future__ import annotations

from typing import Any

from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.remedies import Fix, Remedy


def command_for(remedy: Remedy) -> str:
    """The sentence naming the command that carries ``remedy`` out."""
    table = remedy.table
    match remedy.fix:
        case Fix.BREAK_TABLE:
            return f"Run 'seating break {table}'."
        case Fix.REDRAW_FINAL_TABLE:
            return "Run 'seating final'."
        case Fix.ENTER_BUTTON:
            return f"Run 'seating button {table} SEAT', or 'seating button {table} --draw'."
        case Fix.SEAT_BACK_IN_PLAY:
            return f"Run 'seating seat-on {table} SEAT'."
        case Fix.GIVE_STACKS:
            return "Give them with --stacks."
        case Fix.DEAL_NEXT_HAND:
            return "Run 'hand-for-hand next'."
        case Fix.FORCE_DRAW:
            return "Add --force to draw anyway."
        case Fix.CREATE_LEAGUE:
            return "Run 'floortool league create NAME'."
        case Fix.ADD_SEASON:
            return "Run 'floortool league season add NAME'."
        case Fix.REENTER:
            return "Run 'floortool player reenter NAME'."
        case Fix.LIST_SITUATIONS:
            return "'floortool ruling list' shows them all."
        case Fix.BALANCE_TABLES:
            return "Run 'floortool seating balance'."
        case Fix.CHIP_RACE:
            return "Run 'floortool chips race'."
        case Fix.REGISTER_ENTRY:
            return "Run 'floortool player register'."


def with_command(message: str, remedy: Remedy | None) -> str:
    """``message`` followed by the command of its ``remedy``, if any."""
    return f"{message} {command_for(remedy)}" if remedy else message


def refusal_json(error: FloorError) -> dict[str, Any]:
    """The refusal's JSON (``cli.md``), its message ending with the command to run."""
    return {**error.as_dict(), "message": with_command(error.message, error.remedy)}
