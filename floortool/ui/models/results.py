"""UI layer: the results table — one row per entry, those still playing first.

Rows are the ``ResultRow`` read models of ``app.views.results.results_view``: place (shared
places as ``9th-10th``), player, entry number, prize, the knockout bounties
won (a column the page shows only when the event has bounties), league
points, hits, who eliminated them (or that nobody was credited, leaving their
bounty unclaimed), the level, whether they signed out (house amendment A-16),
and a note with the rule that decided the place or the director's reason for
setting it.
"""

from __future__ import annotations

from typing import ClassVar

from floortool.app.views.results import ResultRow
from floortool.ui.models.payouts import TextRowsModel
from floortool.ui.translation import (
    QT_TRANSLATE_NOOP,
    money_text,
    ordinal_text,
    said,
    translate,
)

UNCLAIMED = QT_TRANSLATE_NOOP("results", "nobody credited (bounty unclaimed)")


def places_text(places: tuple[int, ...]) -> str:
    """``9th``, ``9th-10th (shared)`` or ``playing``, in the window's language."""
    if not places:
        return translate("results", "playing")
    if len(places) == 1:
        return ordinal_text(places[0])
    return translate("results", "{first}-{last} (shared)").format(
        first=ordinal_text(places[0]), last=ordinal_text(places[-1])
    )


class ResultsTableModel(TextRowsModel[ResultRow]):
    """The event's results, one entry per row."""

    (
        COL_PLACE,
        COL_PLAYER,
        COL_ENTRY,
        COL_PRIZE,
        COL_BOUNTY,
        COL_POINTS,
        COL_HITS,
        COL_BY,
        COL_LEVEL,
        COL_SIGNED,
        COL_NOTE,
    ) = range(11)
    HEADERS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Place"),
        QT_TRANSLATE_NOOP("headers", "Player"),
        QT_TRANSLATE_NOOP("headers", "Entry"),
        QT_TRANSLATE_NOOP("headers", "Prize"),
        QT_TRANSLATE_NOOP("headers", "Bounties"),
        QT_TRANSLATE_NOOP("headers", "Points"),
        QT_TRANSLATE_NOOP("headers", "Hits"),
        QT_TRANSLATE_NOOP("headers", "Eliminated by"),
        QT_TRANSLATE_NOOP("headers", "Level"),
        QT_TRANSLATE_NOOP("headers", "Signed out"),
        QT_TRANSLATE_NOOP("headers", "Why this place"),
    )
    TOOLTIPS: ClassVar[tuple[str, ...]] = (
        QT_TRANSLATE_NOOP("headers", "Finishing place; shared places show as a range"),
        QT_TRANSLATE_NOOP("headers", "The player"),
        QT_TRANSLATE_NOOP("headers", "1 for a first entry, 2 for the first re-entry ..."),
        QT_TRANSLATE_NOOP("headers", "Prize for the place (shared places split their prizes)"),
        QT_TRANSLATE_NOOP(
            "headers",
            "Bounties won: the bounty of every player this entry eliminated (the winner's own too)",
        ),
        QT_TRANSLATE_NOOP(
            "headers", "League points, once the event is recorded for a season (League page)"
        ),
        QT_TRANSLATE_NOOP("headers", "Eliminations this entry is credited with"),
        QT_TRANSLATE_NOOP("headers", "Who was credited with this elimination"),
        QT_TRANSLATE_NOOP(
            "headers",
            "The level the player busted in (the winner: the level the tournament ended in)",
        ),
        QT_TRANSLATE_NOOP("headers", "Signed out to claim league points (house amendment A-16)"),
        QT_TRANSLATE_NOOP("headers", "The rule that decided the place, or the director's reason"),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset(
        {COL_ENTRY, COL_PRIZE, COL_BOUNTY, COL_POINTS, COL_HITS, COL_LEVEL}
    )

    def cells(self, row: ResultRow) -> tuple[str, ...]:
        by = translate("results", UNCLAIMED) if row.bounty_unclaimed else ", ".join(row.by)
        return (
            places_text(row.places),
            row.player,
            str(row.entry_number),
            money_text(row.prize_cents, grouped=False) if row.prize_cents else "",
            money_text(row.bounty_cents, grouped=False) if row.bounty_cents else "",
            f"{row.points:g}" if row.points is not None else "",
            str(row.hits) if row.hits else "",
            by,
            str(row.level) if row.level is not None else "",
            "yes" if row.signed_out else "",
            said(row.why),
        )
