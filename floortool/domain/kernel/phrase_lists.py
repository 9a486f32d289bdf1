"""Domain kernel: several sentences said as one, in the reader's language.

A note that gathers clauses (``2 entries added up; entry 1 did not sign out``)
is written as one phrase whose fields are the clauses, so each is said in the
reader's language and the English is the clauses joined by ``; ``, as the
floor always wrote them.
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
