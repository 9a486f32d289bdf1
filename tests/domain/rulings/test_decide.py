"""Domain: situation files read strictly, decided by layers and branches, random picks."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.rulings.decide import AnswersRequired, decide, draw_pick, questions_for
from floortool.domain.rulings.situations import RandomSpec, parse_situation


def _branch(remedy: str, book: str = "TDA 2024", **extra: Any) -> dict[str, Any]:
    return {"remedy": remedy, "ruling": f"Rule: {remedy}.", "steps": ["Do it."],
            "citations": [{"book": book, "ref": "1"}], **extra}  # fmt: skip


SAMPLE: dict[str, Any] = {
    "id": "sample",
    "catalogue": 16,
    "title": "Sample",
    "keywords": ["sample words"],
    "questions": [
        {"id": "substantial_action"},
        {"id": "kind", "text": "Which kind?", "choices": ["a", "b", "c"], "labels": {"a": "A!"}},
    ],
    "outcomes": {
        "tda-2024": [
            _branch("first", when={"substantial_action": "yes"}),
            _branch("a-or-b", when={"kind": ["a", "b"]}, random={"what": "burn card", "from": 4}),
            _branch("rest"),
        ],
        "roberts-v6-league": [
            _branch("league-c", "House", when={"kind": "c"}),
            _branch("league-rest", "RRoP v6"),
        ],
        "ftr": [_branch("ftr-a", "FTR", when={"kind": "a"})],
    },
}


def sample(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(SAMPLE)
    data.update(changes)
    return data


def test_a_sample_situation_reads_with_standard_questions_and_labels() -> None:
    situation = parse_situation(SAMPLE, name="sample.json")
    assert situation.catalogue == (16,)
    assert situation.question_ids() == ("substantial_action", "kind")
    assert situation.questions[0].computable
    assert "two players after the blinds" in situation.questions[0].text_for("roberts-v6-league")
    assert situation.question("kind").label("a") == "A!"
    assert situation.question("kind").label("b") == "B"
    assert situation.outcomes["tda-2024"][1].random == RandomSpec("burn card", 4)


def _outcomes(**layers: Any) -> dict[str, Any]:
    return {**copy.deepcopy(SAMPLE["outcomes"]), **layers}


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (sample(colour="red"), "unknown key 'colour'"),
        (sample(id="Not An Id"), "is not an id"),
        (sample(catalogue=61), "catalogue numbers 1-60"),
        (sample(questions=[{"id": "kind"}]), "needs a text and choices"),
        (
            sample(questions=[{"id": "substantial_action", "text": "x", "choices": ["y", "n"]}]),
            "standard question",
        ),
        (
            sample(
                questions=[
                    *SAMPLE["questions"],
                    {"id": "unused", "text": "Unused?", "choices": ["yes", "no"]},
                ]
            ),
            "no branch uses the question 'unused'",
        ),
        (sample(outcomes={"tda-2024": [_branch("x")]}), "'roberts-v6-league' is missing"),
        (sample(outcomes=_outcomes(ftr=[_branch("x", "TDA 2024")])), "the ftr outcomes cite FTR"),
        (
            sample(outcomes=_outcomes(**{"tda-2024": [_branch("x", when={"kind": "d"})]})),
            "'d' is not one of a, b, c",
        ),
        (
            sample(outcomes=_outcomes(**{"tda-2024": [_branch("x", when={"colour": "a"})]})),
            "'colour' is not a question",
        ),
        (
            sample(
                outcomes=_outcomes(
                    **{
                        "tda-2024": [
                            _branch("x", when={"substantial_action": "yes"}),
                            _branch("y", when={"kind": "a"}),
                        ]
                    }
                )
            ),
            "no branch decides the case substantial_action=no, kind=b",
        ),
        (
            sample(
                outcomes=_outcomes(
                    **{"tda-2024": [_branch("x", random={"what": "burn", "from": 1})]}
                )
            ),
            "from 2 to 52",
        ),
        (
            sample(outcomes=_outcomes(**{"tda-2024": [{**_branch("x"), "citations": []}]})),
            "at least one rule",
        ),
    ],
)
def test_a_malformed_situation_is_refused_with_the_place(
    data: dict[str, Any], problem: str
) -> None:
    with pytest.raises(InvalidInput) as refused:
        parse_situation(data, name="broken.json")
    assert refused.value.code == "bad_situation"
    assert "broken.json" in refused.value.message
    assert problem in refused.value.message


def test_the_first_matching_branch_wins_and_needed_answers_are_asked() -> None:
    situation = parse_situation(SAMPLE, name="sample.json")
    with pytest.raises(AnswersRequired) as asked:
        decide(situation, "tda-2024", {})
    assert [q.id for q in asked.value.needed] == ["substantial_action"]
    assert asked.value.as_dict()["questions"][0]["choices"] == ["yes", "no"]
    assert decide(situation, "tda-2024", {"substantial_action": "yes"}).branch.remedy == "first"
    ruling = decide(situation, "tda-2024", {"substantial_action": "no", "kind": "b"})
    assert ruling.branch.remedy == "a-or-b"
    assert (
        decide(situation, "tda-2024", {}, actions=["fold", "fold", "fold"]).branch.remedy == "first"
    )


def test_layers_run_ftra_then_ftr_then_the_rulebook() -> None:
    situation = parse_situation(SAMPLE, name="sample.json")
    assert decide(situation, "roberts-v6-league", {"kind": "a"}, ftr_mode="ftra").layer == "ftr"
    ruling = decide(situation, "roberts-v6-league", {"kind": "c"}, ftr_mode="ftr")
    assert (ruling.layer, ruling.branch.remedy) == ("roberts-v6-league", "league-c")
    assert [q.id for q in questions_for(situation, "roberts-v6-league")] == ["kind"]


def test_alternatives_show_the_other_rulebook_where_it_differs() -> None:
    situation = parse_situation(SAMPLE, name="sample.json")
    ruling = decide(situation, "roberts-v6-league", {"kind": "c"})
    # TDA still needs substantial action: both of its open remedies that apply are shown.
    remedies = {a.branch.remedy: dict(a.assumes) for a in ruling.alternatives}
    assert remedies == {"first": {"substantial_action": ("yes",)}, "rest": {}}


@pytest.mark.parametrize(
    ("answers", "code"),
    [({"colour": "red"}, "unknown_question"), ({"kind": "z"}, "invalid_answer")],
)
def test_answers_the_situation_has_no_place_for_are_refused(
    answers: dict[str, str], code: str
) -> None:
    situation = parse_situation(SAMPLE, name="sample.json")
    with pytest.raises(InvalidInput) as refused:
        decide(situation, "tda-2024", answers)
    assert refused.value.code == code


def test_unknown_rulebook_and_ftr_mode_are_refused() -> None:
    situation = parse_situation(SAMPLE, name="sample.json")
    with pytest.raises(InvalidInput, match="Unknown rulebook"):
        decide(situation, "house-rules", {})
    with pytest.raises(InvalidInput, match="FTR mode"):
        decide(situation, "tda-2024", {}, ftr_mode="ftrx")


def test_a_random_pick_is_one_of_the_cards_and_says_which() -> None:
    spec = RandomSpec("burn card", 4)
    picks = {draw_pick(spec, random.Random(seed)).picked for seed in range(200)}
    assert picks == {1, 2, 3, 4}
    pick = draw_pick(spec, random.Random(7))
    assert f"card {pick.picked} from the left is the burn card" in str(pick.text)
