"""Domain layer: the minimum raise on a no-limit or pot-limit street, with short
all-ins, and whether betting is reopened for a player who already acted.

TDA 2024 Rule 43-A: a raise must be at least the last full bet or raise of
the round, added to the current bet; pre-flop the big blind is the opening
bet, so the first raise is at least one big blind more. A short all-in (less
than a full raise) never changes the minimum raise. Rule 47-A: a player who
already acted may raise again only if, adding up everything since they acted
(several short all-ins together), they now face at least a full raise.
Robert's Rules NL 3 agrees (its example has a single short all-in). The
explanations cite the rules of the event's rulebook.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.rulings.rulebook_records import RROP, TDA, Citation, cited, rules_of_play

#: The rules the calculator applies, per rules of play (a rulebook record's ``rules_of_play``).
_CITATIONS: dict[str, tuple[Citation, ...]] = {
    TDA: (Citation(TDA, "43-A"), Citation(TDA, "47-A")),
    RROP: (Citation(RROP, "NL 3"), Citation(RROP, "§3 B&R 4")),
}


#: The rule on reopening the betting, per rules of play.
_REOPENING = {TDA: Citation(TDA, "47-A"), RROP: Citation(RROP, "NL 3")}


def citations(rulebook: str) -> tuple[Citation, ...]:
    """The rules the calculator applies under ``rulebook``."""
    return _CITATIONS[rules_of_play(rulebook)]


@dataclass(frozen=True)
class Wager:
    """A bet or raise, as the total the player's bet on this street comes to."""

    to: int
    all_in: bool = False


@dataclass(frozen=True)
class WagerReading:
    to: int
    raise_by: int
    full: bool
    min_raise_to: int  # after this wager
    note: Phrase


@dataclass(frozen=True)
class RaiseState:
    """The street after the wagers: what to call, the last full raise, the minimum raise."""

    current_bet: int
    full_raise: int
    min_raise_to: int
    readings: tuple[WagerReading, ...]

    def reopened_for(self, acted_at: int) -> bool:
        """Whether a player whose last action left them at ``acted_at`` may raise (TDA 47-A)."""
        return self.current_bet - acted_at >= self.full_raise

    def explain_reopen(self, acted_at: int, rulebook: str) -> Phrase:
        """Whether the player may raise again, citing ``rulebook``'s rule on reopening."""
        rule = cited(_REOPENING[rules_of_play(rulebook)])
        faced = self.current_bet - acted_at
        if faced <= 0:
            return translate(
                "domain.rulings.min_raise",
                "Nothing more to call at {acted_at}: the player has all options.",
            ).fill(acted_at=Number(acted_at))
        reopened = (
            translate(
                "domain.rulings.min_raise",
                "The player acted at {acted_at} and now faces {faced} more, at least a full "
                "raise of {full_raise}: betting is reopened; they may call, raise to "
                "{raise_to} or more, or fold ({rule}).",
            )
            if self.reopened_for(acted_at)
            else translate(
                "domain.rulings.min_raise",
                "The player acted at {acted_at} and now faces only {faced} more, less than a "
                "full raise of {full_raise}: betting is not reopened; they may only call "
                "or fold ({rule}).",
            )
        )
        return reopened.fill(
            acted_at=Number(acted_at),
            faced=Number(faced),
            full_raise=Number(self.full_raise),
            raise_to=Number(self.min_raise_to),
            rule=rule,
        )


def _positive(value: int, what: Phrase) -> None:
    if value <= 0:
        raise InvalidInput(
            translate("domain.rulings.min_raise", "The {what} must be more than zero chips.").fill(
                what=what
            ),
            field=what.text.replace(" ", "_"),
        )


def read_wagers(big_blind: int, wagers: Sequence[Wager], *, preflop: bool = True) -> RaiseState:
    """Follow the street's wagers in order; refuses a wager that is no raise, or a short
    raise that is not all-in (an under-raise: see the ``underraise`` ruling)."""
    _positive(big_blind, translate("domain.rulings.min_raise", "big blind"))
    current = big_blind if preflop else 0
    full_raise = big_blind
    readings = []
    for wager in wagers:
        _positive(wager.to, translate("domain.rulings.min_raise", "wager"))
        raise_by = wager.to - current
        if raise_by <= 0:
            raise InvalidInput(
                translate(
                    "domain.rulings.min_raise",
                    "{to} is no bet or raise over {current}: list only bets and raises.",
                ).fill(to=Number(wager.to), current=Number(current)),
                field="wagers",
            )
        full = raise_by >= full_raise
        if full:
            note = (
                translate("domain.rulings.min_raise", "bet to {to}: a full bet of {by}")
                if current == 0
                else translate("domain.rulings.min_raise", "raise to {to}: a full raise of {by}")
            ).fill(to=Number(wager.to), by=Number(raise_by))
            full_raise = raise_by
        elif wager.all_in:
            note = translate(
                "domain.rulings.min_raise",
                "all-in for {to}: {by} more is short of a full raise of {full}, so the minimum "
                "raise stays {full}",
            ).fill(to=Number(wager.to), by=Number(raise_by), full=Number(full_raise))
        else:
            raise InvalidInput(
                translate(
                    "domain.rulings.min_raise",
                    "A raise to {to} is less than the minimum ({minimum}) and not "
                    "all-in: see the 'underraise' ruling.",
                ).fill(to=Number(wager.to), minimum=Number(current + full_raise)),
                code="under_minimum",
                field="wagers",
            )
        current = wager.to
        readings.append(WagerReading(wager.to, raise_by, full, current + full_raise, note))
    return RaiseState(
        current_bet=current,
        full_raise=full_raise,
        min_raise_to=current + full_raise,
        readings=tuple(readings),
    )
