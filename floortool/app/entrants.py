"""App layer: who typed text registers — the one reading of names at a registration desk.

``RegisterEntry`` takes ids (and ``NewPlayer`` for someone not in the database
yet); the front ends read what the director typed here first, each with its own
way of finding a player (``find``: the command line lists each namesake with
their seat). ``#12`` is player 12 (a number nobody has is refused,
``unknown_player``); a name one player has is that player; a name nobody has is
a new player; a name several players share is refused (``ambiguous_player``),
so the director says which by number. With ``new``, every name is a new player,
a namesake of anyone who has it. A new name typed twice in one registration is
refused: it would be one person entered twice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial

from floortool.app.commands.registration import Entrant, NewPlayer
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.players.records import Player, find_player, name_key

#: Finds the one player typed text names, None when nobody has that name.
Finder = Callable[[str], Player | None]


def entrants_named(names: Sequence[str], find: Finder, *, new: bool = False) -> tuple[Entrant, ...]:
    """The entrants ``names`` register, in order (``new``: all of them new players)."""
    entrants: list[Entrant] = []
    new_names: set[str] = set()
    for typed in names:
        player = None if new else find(typed)
        if player is not None:
            entrants.append(player.id)
            continue
        if not new and name_key(typed) in new_names:
            raise InvalidInput(
                translate("app.entrants", "{typed} is named twice.").fill(typed=typed.strip()),
                field="names",
            )
        new_names.add(name_key(typed))
        entrants.append(NewPlayer(typed))
    return tuple(entrants)


def entrant_for(players: Mapping[int, Player], target: int | str, *, new: bool = False) -> Entrant:
    """The entrant a desk registers: the player chosen from a list (``target`` their id),
    else the text typed, read against ``players``."""
    if isinstance(target, int):
        return target
    return entrants_named([target], partial(find_player, players), new=new)[0]
