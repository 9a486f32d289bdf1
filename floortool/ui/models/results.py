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

from floortool.app.views.results import ResultRow, place_text
from floortool.domain.kernel.money import format_money
from floortool.ui.models.payouts import TextRowsModel

UNCLAIMED = "nobody credited (bounty unclaimed)"


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
        "Place",
        "Player",
        "Entry",
        "Prize",
        "Bounties",
        "Points",
        "Hits",
        "Eliminated by",
        "Level",
        "Signed out",
        "Why this place",
    )
    TOOLTIPS: ClassVar[tuple[str, ...]] = (
        "Finishing place; shared places show as a range",
        "The player",
        "1 for a first entry, 2 for the first re-entry ...",
        "Prize for the place (shared places split their prizes)",
        "Bounties won: the bounty of every player this entry eliminated (the winner's own too)",
        "League points, once the event is recorded for a season (League page)",
        "Eliminations this entry is credited with",
        "Who was credited with this elimination",
        "The level the player busted in (the winner: the level the tournament ended in)",
        "Signed out to claim league points (house amendment A-16)",
        "The rule that decided the place, or the director's reason",
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset(
        {COL_ENTRY, COL_PRIZE, COL_BOUNTY, COL_POINTS, COL_HITS, COL_LEVEL}
    )

    def cells(self, row: ResultRow) -> tuple[str, ...]:
        by = UNCLAIMED if row.bounty_unclaimed else ", ".join(row.by)
        return (
            place_text(row.places),
            row.player,
            str(row.entry_number),
            format_money(row.prize_cents) if row.prize_cents else "",
            format_money(row.bounty_cents) if row.bounty_cents else "",
            f"{row.points:g}" if row.points is not None else "",
            str(row.hits) if row.hits else "",
            by,
            str(row.level) if row.level is not None else "",
            "yes" if row.signed_out else "",
            row.why,
        )
