"""Domain layer: a league's final fed by its qualifiers — who the season's standings seat.

A league's final takes the season's best players, as the standings rank them:
First to Act Poker's season final places players "based on their point
accumulation" (firsttoactpoker.com, Season Final Game, rule 4). The final's
director says how many qualify (``top``); the players ranked 1st to ``top``th are
seated in the final free, each with a ticket on the final's pool as a satellite's
seat winner is (``domain.results.event_pool``: the "Tickets" line, no cash). A tie
across the last qualifying rank is not broken here: the standings already applied
the season's tie-breaks, so the director either seats all the tied players (a larger
``top``) or fewer, or settles it with an adjustment first.
"""

from __future__ import annotations

from collections.abc import Sequence

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.league.standings import Standing


def final_qualifiers(standings: Sequence[Standing], top: int) -> tuple[int, ...]:
    """The player ids of the ``top`` best ranked of ``standings`` (best first),
    refused when fewer are ranked or when a tie straddles the last qualifying rank."""
    if top < 1:
        raise InvalidInput(
            translate("domain.league.final", "Qualify at least one player for the final."),
            field="top",
        )
    if top > len(standings):
        raise InvalidInput(
            translate(
                "domain.league.final", "The season ranks {players}: {top} cannot qualify."
            ).fill(
                players=nouns.players(len(standings)),
                top=top,
            ),
            field="top",
        )
    if top < len(standings) and standings[top].rank == standings[top - 1].rank:
        rank = standings[top].rank
        tied = sum(1 for row in standings if row.rank == rank)
        below = rank - 1
        raise InvalidInput(
            translate(
                "domain.league.final",
                "{players} share rank {rank}, across the last qualifying "
                "place: qualify {fewer} or {more}, or settle the tie with "
                "an adjustment first.",
            ).fill(
                players=nouns.players(tied),
                rank=rank,
                fewer=below or translate("domain.league.final", "none"),
                more=below + tied,
            ),
            field="top",
        )
    return tuple(row.player_id for row in standings[:top])
