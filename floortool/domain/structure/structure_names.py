"""Domain layer: a blind structure's name as the reader says it.

The structures floortool ships (``resources/structures``) are named in English
in their files, and an event keeps the name it loaded. Where a name is shown,
the bundled ones are said in the reader's language ("Normal (20-Minuten-Level)"
in German); a structure the director named, imported or suggested keeps its
name as written.
"""

from __future__ import annotations

from floortool.domain.kernel.phrases import Phrase, translate

#: The names the bundled structures carry, and how each is said.
BUILT_IN_NAMES: dict[str, Phrase] = {
    "Regular (20-minute levels)": translate(
        "domain.structure.structure_names", "Regular (20-minute levels)"
    ),
    "Turbo (10-minute levels)": translate(
        "domain.structure.structure_names", "Turbo (10-minute levels)"
    ),
    "Deep stack (30-minute levels)": translate(
        "domain.structure.structure_names", "Deep stack (30-minute levels)"
    ),
    "Bar league 20-minute": translate("domain.structure.structure_names", "Bar league 20-minute"),
}


def structure_name(name: str) -> Phrase | str:
    """``name`` to be said in the reader's language: a bundled structure's as a phrase,
    any other as written."""
    return BUILT_IN_NAMES.get(name, name)
