"""Domain kernel: several sentences or items said as one, in the reader's language.

A note that gathers clauses (``2 entries added up; entry 1 did not sign out``)
or a list (``up to 18 x 25, up to 9 x 100``) is written as one phrase whose
fields are the parts, so each is said in the reader's language and the English
is the parts joined by ``; `` or ``, ``, as the floor always wrote them.
"""

from __future__ import annotations

from collections.abc import Sequence

from floortool.domain.kernel.phrases import Phrase, translate


def joined(parts: Sequence[Phrase | str]) -> Phrase | str:
    """``parts`` joined by ``; `` (the one part itself; "" for none)."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return translate("domain.kernel.phrase_lists", "{first}; {rest}").fill(
        first=parts[0], rest=joined(parts[1:])
    )


def listed(parts: Sequence[Phrase | str]) -> Phrase | str:
    """``parts`` joined by ``, `` (the one part itself; "" for none)."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return translate("domain.kernel.phrase_lists", "{first}, {rest}").fill(
        first=parts[0], rest=listed(parts[1:])
    )
