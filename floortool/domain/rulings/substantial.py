"""Domain layer: has "action" happened in a hand, by each rulebook's test?

TDA 2024 Rule 36 (substantial action): any two actions in turn of which at
least one puts chips in, or any three actions in turn; posted blinds and
antes never count. Robert's Rules §3 Misdeals 2 (inherited by the league):
action has occurred once two players after the blinds have acted on their
hands, folds included. The two differ: two folds are action for Robert's but
not substantial action for the TDA. Each test, and the words of its answer, is
the rulebook record's (``books.ActionRule``): no rulebook is named here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.rulings.rulebook_records import Citation, cited, play_rules

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
    return play_rules(rulebook).action.citation


def parse_actions(words: Iterable[str]) -> tuple[str, ...]:
    """The in-turn actions named by ``words`` (``fold``, ``call``, ``all-in`` ...)."""
    actions = []
    for word in words:
        action = " ".join(word.lower().split())
        action = _SPELLINGS.get(action, action)
        if action in ("post", "blind", "ante"):
            raise InvalidInput(
                translate(
                    "domain.rulings.substantial",
                    "Posted blinds and antes never count as action: list only "
                    "what players did in turn after the blinds.",
                ),
                field="actions",
            )
        if action not in ACTION_WORDS:
            known = ", ".join(ACTION_WORDS)
            raise InvalidInput(
                translate(
                    "domain.rulings.substantial", "'{word}' is not an action ({known})."
                ).fill(word=word, known=known),
                field="actions",
            )
        actions.append(action)
    return tuple(actions)


@dataclass(frozen=True)
class ActionTest:
    """One sequence of in-turn actions, read by any rulebook's test."""

    actions: tuple[str, ...]
    chip_actions: int

    def reached(self, rulebook: str) -> bool:
        return play_rules(rulebook).action.met(len(self.actions), self.chip_actions)

    def verdict(self, rulebook: str) -> Phrase:
        """``substantial action``, ``no action yet`` ...: the answer in ``rulebook``'s words."""
        rule = play_rules(rulebook).action
        return rule.reached if self.reached(rulebook) else rule.not_reached

    def explain(self, rulebook: str) -> Phrase:
        """``call, raise: 2 actions in turn, 2 putting chips in, so substantial action
        (TDA 2024 Rule 36: two actions with chips, or any three).``"""
        rule = play_rules(rulebook).action
        said = (
            ", ".join(self.actions)
            if self.actions
            else translate("domain.rulings.substantial", "no action yet")
        )
        tally = rule.tally.fill(counted=rule.counted(len(self.actions)), chips=self.chip_actions)
        return translate(
            "domain.rulings.substantial", "{said}: {tally}, so {verdict} ({rule}: {test})."
        ).fill(
            said=said,
            tally=tally,
            verdict=self.verdict(rulebook),
            rule=cited(rule.citation),
            test=rule.test,
        )


def action_test(actions: Sequence[str]) -> ActionTest:
    """Read the in-turn actions taken since the blinds were posted."""
    checked = parse_actions(actions)
    return ActionTest(checked, sum(1 for action in checked if ACTION_WORDS[action]))
