"""App layer: several phrases said as one list (``a, b, c``), in the reader's language.

A line that lists what a view found (a table's flags, the bounty money won and
unclaimed) joins its parts with the list separator of the language it is said
in, each part said in that language too.
"""

from __future__ import annotations

from collections.abc import Sequence

from floortool.domain.kernel.phrases import Phrase, translate


def listed(items: Sequence[Phrase]) -> Phrase:
    """``items`` (at least one) as one phrase: ``a, b, c``."""
    joined = translate("app.views.lists", "{first}, {rest}")
    said = items[-1]
    for item in reversed(items[:-1]):
        said = joined.fill(first=item, rest=said)
    return said
