"""CLI layer: a refusal's remedy worded as the command that resolves it.

The domain names the action (``domain/kernel/remedies.py``); on the command line the
useful wording is the command to run, so a refusal printed here ends with it
("Table 5 can break: break it first ... Run 'seating break 5'.").

A refusal is printed in the reader's language (``refusal_text``: ``--lang``, else
``FLOORTOOL_LANG``, else the window's, ``app.languages``), the command itself as it
is typed; its ``--json`` document (``refusal_json``) keeps the English ``message``
and its ``code``, which scripts read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from floortool.app.languages import checked_language, words
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.remedies import Fix, Remedy


def command_for(remedy: Remedy) -> str:
    """The sentence naming the command that carries ``remedy`` out (English)."""
    return str(command_phrase(remedy))


def command_phrase(remedy: Remedy) -> Phrase:
    """The sentence naming the command that carries ``remedy`` out, to be said in the
    reader's language."""
    table = remedy.table
    match remedy.fix:
        case Fix.BREAK_TABLE:
            return translate("cli.remedies", "Run 'seating break {table}'.").fill(table=table)
        case Fix.REDRAW_FINAL_TABLE:
            return translate("cli.remedies", "Run 'seating final'.")
        case Fix.ENTER_BUTTON:
            return translate(
                "cli.remedies",
                "Run 'seating button {table} SEAT', or 'seating button {table} --draw'.",
            ).fill(table=table)
        case Fix.SEAT_BACK_IN_PLAY:
            return translate("cli.remedies", "Run 'seating seat-on {table} SEAT'.").fill(
                table=table
            )
        case Fix.GIVE_STACKS:
            return translate("cli.remedies", "Give them with --stacks.")
        case Fix.DEAL_NEXT_HAND:
            return translate("cli.remedies", "Run 'hand-for-hand next'.")
        case Fix.FORCE_DRAW:
            return translate("cli.remedies", "Add --force to draw anyway.")
        case Fix.CREATE_LEAGUE:
            return translate("cli.remedies", "Run 'floortool league create NAME'.")
        case Fix.ADD_SEASON:
            return translate("cli.remedies", "Run 'floortool league season add NAME'.")
        case Fix.REENTER:
            return translate("cli.remedies", "Run 'floortool player reenter NAME'.")
        case Fix.LIST_SITUATIONS:
            return translate("cli.remedies", "'floortool ruling list' shows them all.")
        case Fix.BALANCE_TABLES:
            return translate("cli.remedies", "Run 'floortool seating balance'.")
        case Fix.CHIP_RACE:
            return translate("cli.remedies", "Run 'floortool chips race'.")
        case Fix.REGISTER_ENTRY:
            return translate("cli.remedies", "Run 'floortool player register'.")


def with_command(message: str, remedy: Remedy | None) -> str:
    """``message`` followed by the command of its ``remedy``, if any."""
    return f"{message} {command_for(remedy)}" if remedy else message


def refusal_words(typed: str | None) -> Catalogue:
    """The catalogue a refusal is printed in: that of ``--lang`` (``typed``), else
    ``words``'s; English when the language typed or the language variable names none
    floortool speaks (the refusal is still printed)."""
    try:
        return words(checked_language(typed) if typed else None)
    except FloorError:
        return ENGLISH


def refusal_text(error: FloorError, say: Callable[[str | Phrase], str]) -> str:
    """The refusal as a person reads it (``say``: their ``Catalogue.say``), ending with
    the command of its remedy."""
    said = error.said(say)
    return f"{said} {say(command_phrase(error.remedy))}" if error.remedy else said


def refusal_json(error: FloorError) -> dict[str, Any]:
    """The refusal's JSON (``cli.md``), its message ending with the command to run."""
    return {**error.as_dict(), "message": with_command(error.message, error.remedy)}
