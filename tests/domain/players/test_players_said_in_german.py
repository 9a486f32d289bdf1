"""Domain: the player records' refusals said in German and French, their fields in place.

Issue 30: every sentence a person reads is said in their language. A refusal
of a player record names the field that is wrong in the reader's language (not
"The player's name" inside a German sentence) and keeps what was typed as typed.
"""

from __future__ import annotations

from datetime import date

import pytest

from floortool.app.languages import catalogue
from floortool.domain.kernel.errors import FloorError
from floortool.domain.players.records import (
    MAX_NAME,
    Player,
    clean_fields,
    dues_warning,
    require_player,
)


def test_a_player_nobody_is_called_is_said_in_german_with_the_name_typed() -> None:
    with pytest.raises(FloorError) as refused:
        require_player({}, "  Bob Smith ")
    assert refused.value.message == "There is no player called Bob Smith."
    assert refused.value.said(catalogue("de").say) == "Es gibt keinen Spieler namens Bob Smith."


def test_the_field_that_is_too_long_is_named_in_the_readers_language() -> None:
    with pytest.raises(FloorError) as refused:
        clean_fields("x" * (MAX_NAME + 1))
    assert refused.value.message == f"The player's name is longer than {MAX_NAME} characters."
    assert refused.value.said(catalogue("de").say) == (
        f"Der Name des Spielers ist länger als {MAX_NAME} Zeichen."
    )
    assert refused.value.said(catalogue("fr").say) == (
        f"Le nom du joueur dépasse {MAX_NAME} caractères."
    )


def test_expired_dues_are_said_in_german_at_the_desk() -> None:
    """A member whose dues ran out is warned about at the desk (they may still play):
    "Dues expired on 2026-10-31", in the reader's language; the date as recorded."""
    ann = Player(1, "Ann", dues_until="2026-10-31")
    warning = dues_warning(ann, date(2026, 11, 1))
    assert str(warning) == "Dues expired on 2026-10-31"
    assert catalogue("de").say(warning) == "Beitrag abgelaufen am 2026-10-31"
    assert dues_warning(ann, date(2026, 10, 31)) == ""
