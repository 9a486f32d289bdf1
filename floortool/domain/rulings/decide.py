"""Domain layer: the ruling a situation gets under a rulebook, from the floor's answers.

Decides which branch applies (layers ``ftra``, ``ftr``, then the rulebook;
first matching branch wins), which questions are still needed when it cannot
tell yet, what the other rulebook would do where its remedy differs, and
which card a random remedy picks (the caller passes the random source).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.rulings.situations import (
    RULEBOOK_IDS,
    SUBSTANTIAL_ACTION,
    Branch,
    Question,
    RandomSpec,
    Situation,
    matches,
    unanswered,
)
from floortool.domain.rulings.substantial import action_test, parse_actions

FTR_MODES = ("none", "ftr", "ftra")


class AnswersRequired(FloorError):
    """The ruling depends on answers not given yet; ``questions`` are the ones needed now."""

    code = "answers_required"

    def __init__(self, situation: Situation, rulebook: str, needed: Sequence[Question]) -> None:
        asked = "; ".join(
            f"{q.id} = {' | '.join(q.choices)} ({q.text_for(rulebook)})" for q in needed
        )
        super().__init__(
            translate(
                "domain.rulings.decide", "The ruling on '{title}' needs an answer: {asked}"
            ).fill(title=situation.title, asked=asked),
            questions=[question_data(q, rulebook) for q in needed],
        )
        self.needed = tuple(needed)


def question_data(question: Question, rulebook: str | None) -> dict[str, object]:
    """A question as JSON: ``id``, ``text``, ``choices`` and their labels."""
    return {
        "id": question.id,
        "text": question.text_for(rulebook),
        "choices": list(question.choices),
        "labels": {c: question.label(c) for c in question.choices},
        "computable": question.computable,
    }


#: How the card a random remedy picked is told (``what``: the situation's word for it).
PICKED = translate(
    "domain.rulings.decide",
    "Lay the {count} scrambled cards face down in a row: card {picked} from the left is "
    "the {what}.",
)


@dataclass(frozen=True)
class RandomPick:
    """The card a random remedy picked: ``picked`` of ``count``, counted from the left."""

    what: str
    count: int
    picked: int

    @property
    def text(self) -> Phrase:
        return PICKED.fill(count=self.count, picked=self.picked, what=self.what)


def draw_pick(spec: RandomSpec, rng: random.Random) -> RandomPick:
    """Draw the card once; the caller records it."""
    return RandomPick(what=spec.what, count=spec.count, picked=rng.randrange(spec.count) + 1)


@dataclass(frozen=True)
class Alternative:
    """What ``rulebook`` does instead; ``assumes`` are the open conditions it depends on."""

    rulebook: str
    branch: Branch
    assumes: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Ruling:
    """The decision: which branch applied under which layer, on which answers."""

    situation: Situation
    rulebook: str
    ftr_mode: str
    layer: str
    branch: Branch
    answers: Mapping[str, str]  # every answer given, computed ones included
    alternatives: tuple[Alternative, ...]


def layers(situation: Situation, rulebook: str, ftr_mode: str) -> list[str]:
    """The outcome lists tried, in order, for an event of this rulebook and FTR mode."""
    order = {"ftra": ["ftra", "ftr"], "ftr": ["ftr"]}.get(ftr_mode, [])
    return [layer for layer in [*order, rulebook] if layer in situation.outcomes]


def check_request(
    situation: Situation, rulebook: str, answers: Mapping[str, str], ftr_mode: str
) -> None:
    """Refuse an unknown rulebook or FTR mode, and answers the situation has no place for."""
    if rulebook not in RULEBOOK_IDS:
        known = ", ".join(RULEBOOK_IDS)
        raise InvalidInput(
            translate(
                "domain.rulings.decide", "Unknown rulebook '{rulebook}'; choose one of: {known}."
            ).fill(rulebook=rulebook, known=known),
            field="rulebook",
        )
    if ftr_mode not in FTR_MODES:
        raise InvalidInput(
            translate(
                "domain.rulings.decide", "Unknown FTR mode '{ftr_mode}' (none, ftr or ftra)."
            ).fill(ftr_mode=ftr_mode),
            field="ftr",
        )
    for question_id, answer in answers.items():
        try:
            question = situation.question(question_id)
        except KeyError:
            known = ", ".join(situation.question_ids()) or "none"
            raise InvalidInput(
                translate(
                    "domain.rulings.decide",
                    "'{title}' has no question '{question_id}' (its questions: {known}).",
                ).fill(title=situation.title, question_id=question_id, known=known),
                code="unknown_question",
                field=question_id,
            ) from None
        if answer not in question.choices:
            raise InvalidInput(
                translate(
                    "domain.rulings.decide",
                    "'{answer}' is not an answer to '{question_id}'; choose one of: {choices}.",
                ).fill(answer=answer, question_id=question_id, choices=", ".join(question.choices)),
                code="invalid_answer",
                field=question_id,
            )


def effective_answers(
    situation: Situation,
    rulebook: str,
    answers: Mapping[str, str],
    actions: Sequence[str] | None,
) -> dict[str, str]:
    """The answers given, plus substantial action worked out from ``actions`` by
    ``rulebook``'s own test when it was not answered directly."""
    result = dict(answers)
    has_question = SUBSTANTIAL_ACTION in situation.question_ids()
    if actions is not None and has_question and SUBSTANTIAL_ACTION not in result:
        result[SUBSTANTIAL_ACTION] = "yes" if action_test(actions).reached(rulebook) else "no"
    return result


def _candidates(
    situation: Situation, rulebook: str, ftr_mode: str, answers: Mapping[str, str]
) -> tuple[tuple[str, Branch] | None, list[tuple[str, Branch]]]:
    """The branch that decides (if any), and the open branches met before it."""
    open_branches: list[tuple[str, Branch]] = []
    for layer in layers(situation, rulebook, ftr_mode):
        for branch in situation.outcomes[layer]:
            verdict = matches(branch, answers)
            if verdict is True:
                return (layer, branch), open_branches
            if verdict is None:
                open_branches.append((layer, branch))
    return None, open_branches


def resolve(
    situation: Situation,
    rulebook: str,
    answers: Mapping[str, str],
    *,
    ftr_mode: str = "none",
    actions: Sequence[str] | None = None,
) -> Ruling | list[Question]:
    """The ruling, or the questions that must be answered before it can be given."""
    check_request(situation, rulebook, answers, ftr_mode)
    if actions is not None:
        parse_actions(actions)  # refuse unknown words even where no question needs them
    given = effective_answers(situation, rulebook, answers, actions)
    decided, open_branches = _candidates(situation, rulebook, ftr_mode, given)
    if open_branches:
        order = situation.question_ids()
        needed = unanswered(open_branches[0][1], given, order)
        return [situation.question(q) for q in needed]
    if decided is None:  # parse_situation checked every rulebook list decides everything
        raise AssertionError(f"{situation.id}: no branch for {rulebook}")
    layer, branch = decided
    return Ruling(
        situation=situation,
        rulebook=rulebook,
        ftr_mode=ftr_mode,
        layer=layer,
        branch=branch,
        answers=given,
        alternatives=tuple(_alternatives(situation, rulebook, ftr_mode, branch, answers, actions)),
    )


def decide(
    situation: Situation,
    rulebook: str,
    answers: Mapping[str, str],
    *,
    ftr_mode: str = "none",
    actions: Sequence[str] | None = None,
) -> Ruling:
    """The ruling; raises ``AnswersRequired`` naming the questions still needed."""
    result = resolve(situation, rulebook, answers, ftr_mode=ftr_mode, actions=actions)
    if isinstance(result, list):
        raise AnswersRequired(situation, rulebook, result)
    return result


def _alternatives(
    situation: Situation,
    rulebook: str,
    ftr_mode: str,
    chosen: Branch,
    answers: Mapping[str, str],
    actions: Sequence[str] | None,
) -> list[Alternative]:
    """Each other rulebook's remedies that differ from ``chosen``: the one it decides on
    these answers, or, while it needs more, each open branch with what it assumes."""
    found: list[Alternative] = []
    for other in RULEBOOK_IDS:
        if other == rulebook:
            continue
        given = effective_answers(situation, other, answers, actions)
        decided, open_branches = _candidates(situation, other, ftr_mode, given)
        for _, branch in open_branches:
            if branch.remedy != chosen.remedy:
                assumes = {
                    q: branch.when[q] for q in unanswered(branch, given, situation.question_ids())
                }
                found.append(Alternative(rulebook=other, branch=branch, assumes=assumes))
        if decided is not None and decided[1].remedy != chosen.remedy:
            found.append(Alternative(rulebook=other, branch=decided[1]))
    return found


def questions_for(situation: Situation, rulebook: str, ftr_mode: str = "none") -> list[Question]:
    """Every question the event's layers may ask, in the situation's order."""
    used = {
        q
        for layer in layers(situation, rulebook, ftr_mode)
        for b in situation.outcomes[layer]
        for q in b.when
    }
    return [q for q in situation.questions if q.id in used]
