"""Domain layer: has "action" happened in a hand, by each rulebook's test?

TDA 2024 Rule 36 (substantial action): any two actions in turn of which at
least one puts chips in, or any three actions in turn; posted blinds and
antes never count. Robert's Rules §3 Misdeals 2 (inherited by the league):
action has occurred once two players after the blinds have acted on their
hands, folds included. The two differ: two folds are action for Robert's but
not substantial action for the TDA.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from floortool.domain.errors import InvalidInput
from floortool.domain.plurals import plural
from floortool.domain.rulings.rulebook_records import RROP, TDA, Citation, cited, rules_of_play

#: Each action word, and whether it puts chips in.
ACTION_WORDS: dict[str, bool] = {
    "check": False,
    "fold": False,
    "call": True,
    "bet": True,
    "raise": True,
    "all-in": True,
}
_SPELLINGS = {"allin": "all-in", "all in": "all-in", "checks": "check", "folds": "fold"}


def citation(rulebook: str) -> Citation:
    """The rule whose test ``rulebook`` applies."""
    roberts = rules_of_play(rulebook) == RROP
    return Citation(RROP, "§3 Misdeals 2") if roberts else Citation(TDA, "36")


def parse_actions(words: Iterable[str]) -> tuple[str, ...]:
    """The in-turn actions named by ``words`` (``fold``, ``call``, ``all-in`` ...)."""
    actions = []
    for word in words:
        action = " ".join(word.lower().split())
        action = _SPELLINGS.get(action, action)
        if action in ("post", "blind", "ante"):
            raise InvalidInput(
                "Posted blinds and antes never count as action: list only what players did "
                "in turn after the blinds.",
                field="actions",
            )
        if action not in ACTION_WORDS:
            known = ", ".join(ACTION_WORDS)
            raise InvalidInput(f"'{word}' is not an action ({known}).", field="actions")
        actions.append(action)
    return tuple(actions)


@dataclass(frozen=True)
class ActionTest:
    """Both rulebooks' answers for one sequence of in-turn actions."""

    actions: tuple[str, ...]
    chip_actions: int
    tda: bool  # TDA 2024 Rule 36 substantial action
    roberts: bool  # Robert's §3 Misdeals 2: two players after the blinds acted

    def reached(self, rulebook: str) -> bool:
        return self.roberts if rules_of_play(rulebook) == RROP else self.tda

    def explain(self, rulebook: str) -> str:
        count = len(self.actions)
        said = ", ".join(self.actions) if self.actions else "no action yet"
        rule = cited(citation(rulebook))
        if rules_of_play(rulebook) == RROP:
            verdict = "action has occurred" if self.roberts else "no action yet"
            return (
                f"{said}: {plural(count, 'player')} acted after the blinds, so {verdict} "
                f"({rule}: two players after the blinds)."
            )
        verdict = "substantial action" if self.tda else "not substantial action"
        return (
            f"{said}: {plural(count, 'action')} in turn, {self.chip_actions} putting chips in, so "
            f"{verdict} ({rule}: two actions with chips, or any three)."
        )


def action_test(actions: Sequence[str]) -> ActionTest:
    """Apply both tests to the in-turn actions taken since the blinds were posted."""
    checked = parse_actions(actions)
    chips = sum(1 for action in checked if ACTION_WORDS[action])
    count = len(checked)
    return ActionTest(
        actions=checked,
        chip_actions=chips,
        tda=count >= 3 or (count >= 2 and chips >= 1),
        roberts=count >= 2,
    )
