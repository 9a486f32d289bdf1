"""UI layer: a refusal's remedy worded as the button or menu a director uses.

The domain names the action that resolves a refusal (``domain/kernel/remedies.py``);
the window names where to click for it, never a command line, and names the
page only when the director is not already on it (``here``).
"""

from __future__ import annotations

from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

#: The page titles a remedy may send the director to (as the sidebar shows them).
TABLES_PAGE = QT_TRANSLATE_NOOP("remedy_words", "Tables")


def button_for(remedy: Remedy, here: str = "") -> str:
    """The sentence naming the button or menu item that carries ``remedy`` out; ``here``
    is the page the director is on (not named again)."""
    table = remedy.table
    on_tables = (
        ""
        if here == TABLES_PAGE
        else translate("remedy_words", " on the {TABLES_PAGE} page").format(
            TABLES_PAGE=translate("remedy_words", TABLES_PAGE)
        )
    )
    there = (
        ""
        if here == TABLES_PAGE
        else translate("remedy_words", "On the {TABLES_PAGE} page, ").format(
            TABLES_PAGE=translate("remedy_words", TABLES_PAGE)
        )
    )
    match remedy.fix:
        case Fix.BREAK_TABLE:
            return translate("remedy_words", "Press “Break table {table}”{on_tables}.").format(
                table=table, on_tables=on_tables
            )
        case Fix.REDRAW_FINAL_TABLE:
            return translate("remedy_words", "Press “Redraw final table”{on_tables}.").format(
                on_tables=on_tables
            )
        case Fix.ENTER_BUTTON:
            return _sentence(
                translate(
                    "remedy_words",
                    "{there}click the player who is big blind next at table {table}, or "
                    "right-click the table and choose “Draw for the button at table {table}”.",
                ).format(there=there, table=table)
            )
        case Fix.SEAT_BACK_IN_PLAY:
            return _sentence(
                translate(
                    "remedy_words",
                    "{there}right-click the seat at table {table} and choose “Put seat back "
                    "in play”.",
                ).format(there=there, table=table)
            )
        case Fix.GIVE_STACKS:
            return translate(
                "remedy_words", "Type them in the “Chips at the start of the hand” column."
            )
        case Fix.DEAL_NEXT_HAND:
            return translate(
                "remedy_words", "Press “Deal next hand now…” in the hand-for-hand bar."
            )
        case Fix.FORCE_DRAW:
            return translate(
                "remedy_words", "Press “Redraw seats…”{on_tables}: it asks before it moves anyone."
            ).format(on_tables=on_tables)
        case Fix.CREATE_LEAGUE:
            return translate("remedy_words", "Press “New league…” on the League page.")
        case Fix.ADD_SEASON:
            return translate("remedy_words", "Press “New season…” on the League page.")
        case Fix.REENTER:
            return translate(
                "remedy_words", "Select the player on the Players page and press “Re-enter”."
            )
        case Fix.LIST_SITUATIONS:
            return translate(
                "remedy_words", "Type a few words of the situation in the ruling search to find it."
            )
        case Fix.BALANCE_TABLES:
            return translate(
                "remedy_words", "Press “Make moves” in the moves panel{on_tables}."
            ).format(on_tables=on_tables)
        case Fix.CHIP_RACE:
            return translate(
                "remedy_words",
                "The colour-up plan (Reports page) lists each table's chips to change up.",
            )
        case Fix.REGISTER_ENTRY:
            return translate(
                "remedy_words", "Press “Register…” on the Players page: the desk applies this."
            )


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def for_director(message: str | Phrase, remedy: Remedy | None, here: str = "") -> str:
    """``message`` (said as the window speaks) followed by where to click for its
    ``remedy``, if any (``here``: the page the director is on)."""
    text = said(message)
    return f"{text} {button_for(remedy, here)}" if remedy else text


def refusal_text(error: FloorError, here: str = "") -> str:
    """What the window says of a refusal: its message and the button that resolves it."""
    return for_director(error.said(window_words().say), error.remedy, here)
