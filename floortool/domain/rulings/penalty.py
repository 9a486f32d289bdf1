"""Domain layer: how many hands a penalty keeps a player out.

TDA 2024 Rule 71-A: a missed-round penalty is one hand missed for every player
at the table (the penalised player included) per round, so N rounds at a
table of P players is N times P hands; missed-hand penalties are counted in hands.
The penalised player sits out: their hand is dealt, blinds and antes are
posted, then it is killed (71-C). The league's house amendment A-25 allows
"being dealt out for a length of time" without saying how a round counts, so
its record applies 71-A there (``Mechanism.PENALTY``), and the explanation
says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Counted, Phrase, counted, translate
from floortool.domain.rulings.rulebook_records import (
    DEFAULT_RULEBOOK,
    HOUSE,
    RROP,
    TDA,
    Citation,
    Mechanism,
    rulebook_record,
    rules_of_play,
)

MAX_SEATS = 12
#: How a penalty is served (TDA 2024 Rule 71-C), under every rulebook.
_SERVED = Citation(TDA, "71-C")
#: The rules a penalty's length rests on, per rules of play: the league's own penalty
#: rule (house A-25), then the TDA's count it applies.
_CITATIONS: dict[str, tuple[Citation, ...]] = {
    TDA: (Citation(TDA, "71-A"), _SERVED),
    RROP: (Citation(HOUSE, "A-25"), Citation(TDA, "71-A"), _SERVED),
}


def citations(rulebook: str) -> tuple[Citation, ...]:
    """The rules a penalty's length rests on under ``rulebook``."""
    return _CITATIONS[rules_of_play(rulebook)]


@dataclass(frozen=True)
class PenaltyLength:
    hands: int
    explanation: Phrase


def penalty_hands(
    *, rounds: int = 0, hands: int = 0, players: int, rulebook: str = DEFAULT_RULEBOOK
) -> PenaltyLength:
    """The hands to sit out for ``rounds`` rounds plus ``hands`` hands at a table of ``players``."""
    if not 2 <= players <= MAX_SEATS:
        raise InvalidInput(
            translate(
                "domain.rulings.penalty",
                "A table has from 2 to {max_seats} players (count the penalised player).",
            ).fill(max_seats=MAX_SEATS),
            field="players",
        )
    if rounds < 0 or hands < 0 or rounds + hands == 0:
        raise InvalidInput(
            translate(
                "domain.rulings.penalty", "Give the penalty in rounds and/or hands, more than zero."
            ),
            field="rounds",
        )
    total = rounds * players + hands
    per_round = translate("domain.rulings.penalty", "{rounds} of {players} = {hands}").fill(
        rounds=counted(
            rounds,
            translate("domain.rulings.penalty", "{count} round"),
            translate("domain.rulings.penalty", "{count} rounds"),
        ),
        players=nouns.players(players),
        hands=_hands(rounds * players),
    )
    if rounds and hands:
        given: Phrase = translate("domain.rulings.penalty", "{rounds} + {hands}").fill(
            rounds=per_round, hands=_hands(hands)
        )
    else:
        given = per_round if rounds else _hands(hands)
    rule = rulebook_record(rulebook).cite(Mechanism.PENALTY)
    text = translate(
        "domain.rulings.penalty",
        "{given}: the player sits out {total} ({rule}); each is dealt, the blinds and antes "
        "are posted, and the hand is killed ({served}).",
    ).fill(given=given, total=_hands(total), rule=rule, served=_SERVED.text)
    return PenaltyLength(hands=total, explanation=text)


def _hands(count: int) -> Counted:
    """``1 hand``, ``3 hands``."""
    return counted(
        count,
        translate("domain.rulings.penalty", "{count} hand"),
        translate("domain.rulings.penalty", "{count} hands"),
    )
