"""Domain layer: a situation's words in the reader's language.

The situations (``resources/rulings/*.json``) are written in English, and the
catalogues (``resources/i18n``) hold their translations, each text filed under
its situation's context, ``rulings.<situation id>`` (``situation_context``):
the title, the search keywords, each question's texts and choice labels (the
labels a choice's id makes included: "Yes", "No"), each outcome's ruling and
steps, the card a random pick draws. ``situation_texts`` lists them as a person
reads them, for ``make catalogues-update``; ``said_situation`` gives the
situation with every one translated (``said_ruling`` a ruling, ``said_record``
a ruling as the incident log recorded it, in English), its ids, choices and citations untouched
(the rulebooks' own rule texts stay as their books write them). The standard
questions are written in Python (``situations.STANDARD_QUESTIONS``) and filed
under their module's context, ``STANDARD_CONTEXT``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from typing import Any

from floortool.domain.kernel.phrases import NumberStyle, Phrase, say
from floortool.domain.rulings.decide import PICKED, Alternative, Ruling
from floortool.domain.rulings.incidents import RulingRecord
from floortool.domain.rulings.situations import STANDARD_QUESTIONS, Branch, Question, Situation

#: ``translate(context, english)``: the text in the reader's language.
Translate = Callable[[str, str], str]

#: The context of the standard questions' texts and labels.
STANDARD_CONTEXT = "domain.rulings.situations"


def situation_context(situation_id: str) -> str:
    """The catalogue context of a situation's texts: ``rulings.absent-player``."""
    return f"rulings.{situation_id}"


def situation_phrase(situation_id: str, text: str) -> Phrase:
    """One of a situation's texts (as written in its file, or as a ruling recorded it),
    to be said later in the reader's language (a printed incident log); a text the
    file no longer has is said as it is."""
    return Phrase(situation_context(situation_id), text)


def question_context(situation_id: str, question: Question) -> str:
    """Where a question's texts are filed: its situation's, or the standard questions'."""
    standard = STANDARD_QUESTIONS.get(question.id)
    return STANDARD_CONTEXT if standard is question else situation_context(situation_id)


def question_texts(question: Question) -> Iterator[str]:
    """A question's texts (each rulebook's wording) and the label of every choice."""
    yield question.text
    yield from question.texts.values()
    yield from (question.label(choice) for choice in question.choices)


def branch_texts(branch: Branch) -> Iterator[str]:
    """An outcome's ruling, its steps, and the card its random pick draws."""
    yield branch.ruling
    yield from branch.steps
    if branch.random is not None:
        yield branch.random.what


def situation_texts(situation: Situation) -> Iterator[tuple[str, str]]:
    """Every (context, text) a person reads in ``situation``, in file order."""
    context = situation_context(situation.id)
    yield context, situation.title
    yield from ((context, keyword) for keyword in situation.keywords)
    for question in situation.questions:
        where = question_context(situation.id, question)
        yield from ((where, text) for text in question_texts(question))
    for branches in situation.outcomes.values():
        for branch in branches:
            yield from ((context, text) for text in branch_texts(branch))


def said_question(question: Question, context: str, translate: Translate) -> Question:
    """``question`` with its texts and labels in the reader's language."""
    return replace(
        question,
        text=translate(context, question.text),
        texts={book: translate(context, text) for book, text in question.texts.items()},
        labels={c: translate(context, question.label(c)) for c in question.choices},
    )


def said_branch(branch: Branch, context: str, translate: Translate) -> Branch:
    """``branch`` with its ruling, steps and random pick in the reader's language."""
    random = branch.random
    return replace(
        branch,
        ruling=translate(context, branch.ruling),
        steps=tuple(translate(context, step) for step in branch.steps),
        random=None if random is None else replace(random, what=translate(context, random.what)),
    )


def said_situation(situation: Situation, translate: Translate) -> Situation:
    """``situation`` with every text a person reads in the reader's language."""
    context = situation_context(situation.id)
    return replace(
        situation,
        title=translate(context, situation.title),
        keywords=tuple(translate(context, keyword) for keyword in situation.keywords),
        questions=tuple(
            said_question(q, question_context(situation.id, q), translate)
            for q in situation.questions
        ),
        outcomes={
            layer: tuple(said_branch(b, context, translate) for b in branches)
            for layer, branches in situation.outcomes.items()
        },
    )


def said_ruling(ruling: Ruling, translate: Translate) -> Ruling:
    """``ruling`` with its situation, outcome and alternatives in the reader's language."""
    context = situation_context(ruling.situation.id)
    return replace(
        ruling,
        situation=said_situation(ruling.situation, translate),
        branch=said_branch(ruling.branch, context, translate),
        alternatives=tuple(
            Alternative(a.rulebook, said_branch(a.branch, context, translate), a.assumes)
            for a in ruling.alternatives
        ),
    )


def said_record(record: RulingRecord, translate: Translate) -> RulingRecord:
    """``record`` (its texts recorded in English) with its situation's title, ruling,
    steps and random card in the reader's language; a text no longer in the
    situation's file (an older ruling) as it was recorded."""
    context = situation_context(record.situation)
    pick = record.pick
    return replace(
        record,
        title=translate(context, record.title),
        ruling=translate(context, record.ruling),
        steps=tuple(translate(context, step) for step in record.steps),
        pick=None if pick is None else _said_pick(pick, context, translate),
    )


def _said_pick(pick: Mapping[str, Any], context: str, translate: Translate) -> dict[str, Any]:
    """A recorded random card (kept in English) told in the reader's language."""
    what = translate(context, pick["what"])
    told = PICKED.fill(count=pick["count"], picked=pick["picked"], what=what)
    return {**pick, "what": what, "text": say(told, translate, NumberStyle())}
