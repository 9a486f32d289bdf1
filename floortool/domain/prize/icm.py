"""Domain layer: the Independent Chip Model (Malmuth-Harville), exactly.

Pure standard library (``fractions``). A player's chance of finishing 1st is
their share of the chips in play; once someone has finished 1st, the chance of
finishing 2nd is the share of the chips among the players left, and so on
down. The model ignores blinds, position and skill: it is the convention deal
calculators use, not a forecast.

Probabilities are exact fractions, computed once per set of players still
without a place (a bitmask), so the work grows as ``n * 2**n`` rather than
``n!``: 9 players take under a tenth of a second, 10 well under a second.
Above ``MAX_ICM_PLAYERS`` the exact model is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate

MAX_ICM_PLAYERS = 10


def finish_probabilities(stacks: Sequence[int], *, places: int) -> tuple[tuple[Fraction, ...], ...]:
    """Per player (in the order of ``stacks``), the chance of finishing in
    each of the top ``places`` places (1st first)."""
    count = len(stacks)
    if count > MAX_ICM_PLAYERS:
        raise InvalidInput(
            translate(
                "domain.prize.icm",
                "ICM is worked out exactly for at most {max_icm_players} players; "
                "{count} are left. Use a chip chop, or wait for fewer players.",
            ).fill(max_icm_players=MAX_ICM_PLAYERS, count=count),
            field="players",
        )
    if any(not isinstance(s, int) or isinstance(s, bool) or s < 1 for s in stacks):
        raise InvalidInput(
            translate("domain.prize.icm", "Every stack must be a whole number of chips above 0."),
            field="stacks",
        )
    depth = min(places, count)
    sums = [0] * (1 << count)  # chips held by each set of players
    for mask in range(1, 1 << count):
        lowest = mask & -mask
        sums[mask] = sums[mask ^ lowest] + stacks[lowest.bit_length() - 1]
    chances = [[Fraction(0)] * depth for _ in range(count)]
    # reach[mask]: the chance that the players outside ``mask`` took exactly
    # the places above, in some order, and those in ``mask`` are still playing.
    reach: dict[int, Fraction] = {(1 << count) - 1: Fraction(1)}
    for place in range(depth):
        following: dict[int, Fraction] = {}
        for mask, chance in reach.items():
            total = sums[mask]
            for player in range(count):
                bit = 1 << player
                if not mask & bit:
                    continue
                finish = chance * Fraction(stacks[player], total)
                chances[player][place] += finish
                rest = mask ^ bit
                following[rest] = following.get(rest, Fraction(0)) + finish
        reach = following
    return tuple(tuple(row) for row in chances)


def icm_equities(stacks: Sequence[int], prizes_cents: Sequence[int]) -> tuple[Fraction, ...]:
    """Per player, the expected prize in cents (exact): the sum over places
    of the chance of finishing there times that place's prize."""
    prizes = tuple(prizes_cents)
    chances = finish_probabilities(stacks, places=len(prizes))
    return tuple(
        sum((chance * prize for chance, prize in zip(row, prizes, strict=False)), Fraction(0))
        for row in chances
    )
