"""Domain layer: which family of games a hand is dealt in — stud or a flop game.

Some rules hold only in stud (TDA 2024 RP-10: stud dealing procedures; RP-5-D:
a premature card in stud), so the ruling wizard offers a situation only in the
games its file names (``"games": ["stud"]``). An event's game is stored in two
places: the structure names the game of each level in a mixed-game event, and
the event's type text names the game of a single-game event ("Seven-card
stud", "NL Hold'em"). The level's name decides where there is one, else the
type; anything not of the stud family (stud, stud hi-lo, razz) is a flop game.
"""

from __future__ import annotations

STUD, FLOP = "stud", "flop"
#: The game families a situation file may name.
GAMES = (STUD, FLOP)
_STUD_WORDS = ("stud", "razz", "7cs")


def is_stud(game: str) -> bool:
    """Whether ``game`` is of the stud family (stud, stud hi-lo, razz)."""
    text = game.lower()
    return any(word in text for word in _STUD_WORDS)


def level_game(named: str, type_text: str) -> str:
    """The game a level is dealt in: the one the structure names for it (a mixed game),
    else the one the event's type names (a single-game event)."""
    return named.strip() or type_text


def game_family(named: str, type_text: str) -> str:
    """``stud`` or ``flop``: the family of a level's game (``level_game``)."""
    return STUD if is_stud(level_game(named, type_text)) else FLOP
