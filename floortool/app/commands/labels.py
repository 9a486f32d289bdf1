"""App layer: the pieces an action's label is made of, said in any language.

A label (``Outcome.label``) is a phrase kept in the journal; one that names
several things (the players registered, the players seated) names them as a
list, a phrase of phrases, so that each part and the list itself are said in
the reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from floortool.domain.kernel.phrases import Money, Phrase, translate

#: What a list names: phrases, names as typed, amounts.
Part = Phrase | str | Money


def listed(parts: Sequence[Part]) -> Part:
    """``parts`` (at least one) as a list: ``Ann (table 1 seat 4), Bob (table 2 seat 1)``."""
    shown = parts[0]
    for part in parts[1:]:
        shown = translate("app.commands.labels", "{list}, {item}").fill(list=shown, item=part)
    return shown


def both(parts: Sequence[Part]) -> Part:
    """``parts`` (at least one) joined by "and": ``Ann and Bob``."""
    shown = parts[0]
    for part in parts[1:]:
        shown = translate("app.commands.labels", "{list} and {item}").fill(list=shown, item=part)
    return shown
