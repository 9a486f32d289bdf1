"""A situation's words in another language (``domain.rulings.situation_words``).

Issue 30: "Every string a person reads [...] goes through one translation
mechanism". Said through a translation (here one that marks every text it is
given), a situation has each text a person reads translated, filed under its
situation's context (the standard questions under their own), and its ids,
choices, conditions and citations untouched; ``situation_texts`` lists exactly
the texts the translation is asked for.
"""

from __future__ import annotations

from floortool.app.rulings import load_catalogue
from floortool.domain.rulings.decide import decide
from floortool.domain.rulings.situation_words import (
    STANDARD_CONTEXT,
    said_ruling,
    said_situation,
    situation_context,
    situation_texts,
)


class Marking:
    """A translation that marks each text and remembers what it was asked."""

    def __init__(self) -> None:
        self.asked: set[tuple[str, str]] = set()

    def __call__(self, context: str, text: str) -> str:
        self.asked.add((context, text))
        return f"[{text}]"


def test_every_text_is_said_and_nothing_else_changes() -> None:
    for situation in load_catalogue().situations:
        marking = Marking()
        said = said_situation(situation, marking)
        assert said.title == f"[{situation.title}]"
        assert said.keywords == tuple(f"[{k}]" for k in situation.keywords)
        for english, question in zip(situation.questions, said.questions, strict=True):
            assert (question.id, question.choices) == (english.id, english.choices)
            assert question.text == f"[{english.text}]"
            assert [question.label(c) for c in question.choices] == [
                f"[{english.label(c)}]" for c in english.choices
            ]
        for layer, branches in situation.outcomes.items():
            for english, branch in zip(branches, said.outcomes[layer], strict=True):
                assert (branch.when, branch.remedy) == (english.when, english.remedy)
                assert branch.citations == english.citations
                assert branch.ruling == f"[{english.ruling}]"
                assert branch.steps == tuple(f"[{step}]" for step in english.steps)
        assert marking.asked == set(situation_texts(situation))


def test_the_contexts_are_the_situation_s_and_the_standard_questions() -> None:
    situation = load_catalogue().situation("exposed-card-on-deal")
    contexts = {context for context, _ in situation_texts(situation)}
    assert contexts == {situation_context("exposed-card-on-deal"), STANDARD_CONTEXT}
    assert situation_context("absent-player") == "rulings.absent-player"


def test_a_ruling_is_said_with_its_alternatives() -> None:
    situation = load_catalogue().situation("four-card-flop")
    ruling = decide(situation, "tda-2024", {})
    said = said_ruling(ruling, Marking())
    assert said.branch.ruling == f"[{ruling.branch.ruling}]"
    assert said.branch.random is not None and said.branch.random.what == "[burn card]"
    assert said.alternatives[0].branch.ruling == f"[{ruling.alternatives[0].branch.ruling}]"
    assert said.alternatives[0].rulebook == ruling.alternatives[0].rulebook
