"""Domain layer: a chip's colour as the reader names it.

A chip set names each chip's colour as text. The standard case's colours and
the other usual ones (``green``, ``black``, ``red``...) are said in the
reader's language (``grün`` in German); any other name a director typed
(``dark blue``, ``Lila``) is shown exactly as typed.
"""

from __future__ import annotations

from floortool.domain.kernel.phrases import Phrase, translate

#: The built-in colour names, as a chip set writes them, and how each is said.
COLOUR_NAMES: dict[str, Phrase] = {
    "white": translate("domain.structure.chip_colours", "white"),
    "red": translate("domain.structure.chip_colours", "red"),
    "blue": translate("domain.structure.chip_colours", "blue"),
    "green": translate("domain.structure.chip_colours", "green"),
    "black": translate("domain.structure.chip_colours", "black"),
    "purple": translate("domain.structure.chip_colours", "purple"),
    "pink": translate("domain.structure.chip_colours", "pink"),
    "yellow": translate("domain.structure.chip_colours", "yellow"),
    "orange": translate("domain.structure.chip_colours", "orange"),
    "grey": translate("domain.structure.chip_colours", "grey"),
    "gray": translate("domain.structure.chip_colours", "gray"),
    "brown": translate("domain.structure.chip_colours", "brown"),
}


def colour_name(colour: str) -> Phrase | str:
    """``colour`` to be said in the reader's language: a built-in name as a phrase,
    any other name as typed."""
    return COLOUR_NAMES.get(colour, colour)
