"""Domain layer: a payout table's name as the reader says it.

The payout tables floortool ships (``resources/payouts``) are named in English
in their files, which events keep as they are. Where a name is shown, the
built-in ones are said in the reader's language ("Standard (etwa 15 % des
Feldes bezahlt)" in German); a table a director named or imported keeps the
name as typed.
"""

from __future__ import annotations

from floortool.domain.kernel.phrases import Phrase, translate

#: The names the bundled payout tables carry, and how each is said.
BUILT_IN_NAMES: dict[str, Phrase] = {
    "Standard (about 15% of the field paid)": translate(
        "domain.prize.table_names", "Standard (about 15% of the field paid)"
    ),
    "Flat (about 20% of the field paid)": translate(
        "domain.prize.table_names", "Flat (about 20% of the field paid)"
    ),
    "Top-heavy (about 10% of the field paid)": translate(
        "domain.prize.table_names", "Top-heavy (about 10% of the field paid)"
    ),
    "Winner takes all": translate("domain.prize.table_names", "Winner takes all"),
}


def table_name(name: str) -> Phrase | str:
    """``name`` to be said in the reader's language: a bundled table's as a phrase,
    any other as written."""
    return BUILT_IN_NAMES.get(name, name)
