"""Domain layer: situations and the rulebook library, joined by their citations.

Decides which rule each citation names (its title and our paraphrase come
from the library), which citations of a set of situations name no rule, and
which situations cite a given rule (the rule browser's "cited by").
"""

from __future__ import annotations

from collections.abc import Iterable

from floortool.domain.kernel.errors import FloorError
from floortool.domain.rulings.rule_texts import Library, Rule
from floortool.domain.rulings.rulebook_records import Citation
from floortool.domain.rulings.situations import Situation


def rule_for(library: Library, citation: Citation) -> Rule:
    """The rule ``citation`` names; ``UnknownRule`` / ``NotFound`` if there is none."""
    return library.cite(citation.book, citation.ref)


def unresolved_citations(situations: Iterable[Situation], library: Library) -> list[str]:
    """``situation: book ref`` for every citation the library cannot find."""
    problems = []
    for situation in situations:
        for citation in situation.citations():
            try:
                rule_for(library, citation)
            except FloorError as exc:
                problems.append(f"{situation.id}: {exc.message}")
    return problems


def situations_citing(
    situations: Iterable[Situation], library: Library, book: str, ref: str
) -> list[Situation]:
    """The situations any of whose branches cite the rule ``book`` ``ref``, or a part of it
    (a situation citing ``39-A`` is listed under ``39`` too)."""
    wanted = library.cite(book, ref)
    found = []
    for situation in situations:
        for citation in situation.citations():
            rule = rule_for(library, citation)
            if rule.book == wanted.book and _within(rule.ref, wanted.ref):
                found.append(situation)
                break
    return found


def _within(ref: str, parent: str) -> bool:
    """``39-A`` is within ``39`` and ``39-A``; ``§3 Misdeals 1(a)`` within ``§3 Misdeals 1``."""
    return ref == parent or ref.startswith(f"{parent}-") or ref.startswith(f"{parent}(")
