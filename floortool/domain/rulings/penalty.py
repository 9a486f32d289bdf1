"""Domain layer: how many hands a penalty keeps a player out.

TDA 2024 Rule 71-A: a missed-round penalty is one hand missed for every player
at the table (the penalised player included) per round, so N rounds at a
table of P players is N times P hands; missed-hand penalties are counted in hands.
The penalised player sits out: their hand is dealt, blinds and antes are
posted, then it is killed (71-C).
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.errors import InvalidInput
from floortool.domain.plurals import plural
from floortool.domain.rulings.books import Citation

CITATIONS = (Citation("TDA 2024", "71-A"), Citation("TDA 2024", "71-C"))
MAX_SEATS = 12


@dataclass(frozen=True)
class PenaltyLength:
    hands: int
    explanation: str


def penalty_hands(*, rounds: int = 0, hands: int = 0, players: int) -> PenaltyLength:
    """The hands to sit out for ``rounds`` rounds plus ``hands`` hands at a table of ``players``."""
    if not 2 <= players <= MAX_SEATS:
        raise InvalidInput(
            f"A table has from 2 to {MAX_SEATS} players (count the penalised player).",
            field="players",
        )
    if rounds < 0 or hands < 0 or rounds + hands == 0:
        raise InvalidInput(
            "Give the penalty in rounds and/or hands, more than zero.", field="rounds"
        )
    total = rounds * players + hands
    per_round = f"{plural(rounds, 'round')} of {players} players = {rounds * players} hands"
    parts = [per_round] if rounds else []
    parts += [plural(hands, "hand")] if hands else []
    text = (
        f"{' + '.join(parts)}: the player sits out {total} hands; each is dealt, the blinds and "
        "antes are posted, and the hand is killed (TDA 2024 Rule 71-A, 71-C)."
    )
    return PenaltyLength(hands=total, explanation=text)
