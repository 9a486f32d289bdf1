"""Domain layer: what a situation file holds, read strictly.

Decides whether a situation file (format: ``floortool.domain.rulings``) is
well formed: known keys only, questions and choices that exist, citations in
the books the layer may cite, and rulebook layers that decide every
combination of answers. Every refusal names the file and the place in it.
"""

from __future__ import annotations

import itertools
import re
from collections import ChainMap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.remedies import Fix
from floortool.domain.rulings.games import GAMES
from floortool.domain.rulings.rulebook_records import (
    ROBERTS_V6_LEAGUE,
    RULEBOOK_TITLES,
    Citation,
    RecordView,
)

#: Every event rulebook must have its own list of outcomes in every situation.
RULEBOOK_IDS = RULEBOOK_TITLES
FTR_LAYERS = ("ftra", "ftr")
#: The citation books each layer may cite: the rulebook's (its record's ``cites``), or FTR.
LAYER_BOOKS: Mapping[str, frozenset[str]] = ChainMap(
    {"ftr": frozenset({"FTR"}), "ftra": frozenset({"FTR"})},
    RecordView(lambda record: record.cites),  # type: ignore[arg-type]
)
YES_NO = ("yes", "no")
SUBSTANTIAL_ACTION = "substantial_action"
ACTION_ON_STREET = "action_on_street"
_ID = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$")
MAX_RANDOM = 52
#: The tools a ruling's steps may name (``Branch.tool``), worded by each front end.
TOOLS = (Fix.BALANCE_TABLES, Fix.CHIP_RACE, Fix.REGISTER_ENTRY)


@dataclass(frozen=True)
class Question:
    """One thing the floor must answer; ``texts`` words it differently per rulebook."""

    id: str
    text: str
    choices: tuple[str, ...]
    labels: Mapping[str, str] = field(default_factory=dict)
    texts: Mapping[str, str] = field(default_factory=dict)
    computable: bool = False  # the app can work it out from the actions in the hand

    def text_for(self, rulebook: str | None) -> str:
        return self.texts.get(rulebook or "", self.text)

    def label(self, choice: str) -> str:
        return self.labels.get(choice, choice.replace("-", " ").capitalize())


#: The labels of a standard question's choices.
_YES_NO_LABELS = {
    "yes": str(translate("domain.rulings.situations", "Yes")),
    "no": str(translate("domain.rulings.situations", "No")),
}
STANDARD_QUESTIONS: dict[str, Question] = {
    SUBSTANTIAL_ACTION: Question(
        id=SUBSTANTIAL_ACTION,
        text=str(
            translate(
                "domain.rulings.situations",
                "Has substantial action taken place? (TDA 2024 Rule 36: two actions in turn, at "
                "least one of them putting chips in, or three actions in turn; posted blinds "
                "never count.)",
            )
        ),
        texts={
            ROBERTS_V6_LEAGUE.id: str(
                translate(
                    "domain.rulings.situations",
                    "Have two players after the blinds acted on their hands? (Robert's Rules "
                    "§3 Misdeals 2; folds count, posted blinds do not.)",
                )
            )
        },
        choices=YES_NO,
        labels=_YES_NO_LABELS,
        computable=True,
    ),
    ACTION_ON_STREET: Question(
        id=ACTION_ON_STREET,
        text=str(
            translate(
                "domain.rulings.situations",
                "Has anyone acted on the current street (even a single check)?",
            )
        ),
        choices=YES_NO,
        labels=_YES_NO_LABELS,
    ),
}


@dataclass(frozen=True)
class RandomSpec:
    """A random pick the remedy calls for: one of ``count`` face-down cards is the ``what``."""

    what: str
    count: int


@dataclass(frozen=True)
class Branch:
    """One outcome: applies when every answer named in ``when`` is one of its choices."""

    when: Mapping[str, tuple[str, ...]]
    remedy: str
    ruling: str
    steps: tuple[str, ...]
    citations: tuple[Citation, ...]
    discretion: bool = False
    random: RandomSpec | None = None
    tool: Fix | None = None  # what the steps are carried out with, worded by each front end


@dataclass(frozen=True)
class Situation:
    id: str
    catalogue: tuple[int, ...]
    title: str
    keywords: tuple[str, ...]
    questions: tuple[Question, ...]
    outcomes: Mapping[str, tuple[Branch, ...]]
    games: tuple[str, ...] = ()  # the game families it arises in (``rulings.games``); () all

    def offered_in(self, game: str | None) -> bool:
        """Whether the situation arises in ``game`` (``stud``, ``flop``; None: any game)."""
        return game is None or not self.games or game in self.games

    def question(self, question_id: str) -> Question:
        for question in self.questions:
            if question.id == question_id:
                return question
        raise KeyError(question_id)

    def question_ids(self) -> tuple[str, ...]:
        return tuple(q.id for q in self.questions)

    def citations(self) -> list[Citation]:
        """Every citation of every branch, in file order, without repeats."""
        seen: dict[Citation, None] = {}
        for branches in self.outcomes.values():
            for branch in branches:
                seen.update(dict.fromkeys(branch.citations))
        return list(seen)


class _Reader:
    """Reads one file's data, naming the place of every problem."""

    def __init__(self, name: str) -> None:
        self.name = name

    def refuse(self, where: str | Phrase, problem: Phrase) -> InvalidInput:
        return InvalidInput(
            translate(
                "domain.rulings.situations", "Situation file {name}: {where}: {problem}"
            ).fill(name=self.name, where=where, problem=problem),
            code="bad_situation",
            field=str(where),
        )

    def mapping(
        self, value: object, where: str | Phrase, keys: set[str], required: set[str]
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.refuse(where, translate("domain.rulings.situations", "must be an object."))
        unknown = sorted(set(value) - keys)
        if unknown:
            raise self.refuse(
                where,
                translate(
                    "domain.rulings.situations", "unknown key '{unknown}' (known: {keys})."
                ).fill(unknown=unknown[0], keys=", ".join(sorted(keys))),
            )
        missing = sorted(required - set(value))
        if missing:
            raise self.refuse(
                where,
                translate("domain.rulings.situations", "'{missing}' is missing.").fill(
                    missing=missing[0]
                ),
            )
        return value

    def text(self, value: object, where: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.refuse(
                where, translate("domain.rulings.situations", "must be a non-empty text.")
            )
        return value.strip()

    def ident(self, value: object, where: str) -> str:
        text = self.text(value, where)
        if not _ID.match(text):
            raise self.refuse(
                where,
                translate(
                    "domain.rulings.situations",
                    "'{text}' is not an id (lower-case words joined by - or _).",
                ).fill(text=text),
            )
        return text

    def texts(self, value: object, where: str, *, allow_empty: bool = True) -> tuple[str, ...]:
        if not isinstance(value, list) or (not value and not allow_empty):
            raise self.refuse(
                where,
                translate("domain.rulings.situations", "must be a list of texts.")
                if allow_empty
                else translate("domain.rulings.situations", "must be a list of texts, not empty."),
            )
        return tuple(self.text(item, f"{where}[{i}]") for i, item in enumerate(value))


def parse_situation(data: object, *, name: str) -> Situation:
    """The situation in ``data`` (a file's JSON); ``name`` names the file in messages."""
    read = _Reader(name)
    top = read.mapping(
        data,
        translate("domain.rulings.situations", "the file"),
        {"id", "catalogue", "title", "keywords", "games", "questions", "outcomes"},
        {"id", "title", "questions", "outcomes"},
    )
    situation_id = read.ident(top["id"], "id")
    questions = _questions(read, top["questions"])
    outcomes = _outcomes(read, top["outcomes"], {q.id: q for q in questions})
    situation = Situation(
        id=situation_id,
        catalogue=_catalogue(read, top.get("catalogue", [])),
        title=read.text(top["title"], "title"),
        keywords=read.texts(top.get("keywords", []), "keywords"),
        questions=questions,
        outcomes=outcomes,
        games=_games(read, top.get("games")),
    )
    _check_every_question_used(read, situation)
    for layer in RULEBOOK_IDS:
        _check_decides_everything(read, situation, layer)
    return situation


def _games(read: _Reader, value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    games = read.texts(value, "games", allow_empty=False)
    if any(g not in GAMES for g in games) or len(set(games)) != len(games):
        raise read.refuse(
            "games",
            translate(
                "domain.rulings.situations", "must name each of its games once, from: {games}."
            ).fill(games=", ".join(GAMES)),
        )
    return games


def _catalogue(read: _Reader, value: object) -> tuple[int, ...]:
    numbers = value if isinstance(value, list) else [value]
    if not all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 60 for n in numbers):
        raise read.refuse(
            "catalogue",
            translate(
                "domain.rulings.situations", "must be catalogue numbers 1-60 (rulebooks.md §5)."
            ),
        )
    return tuple(numbers)


def _questions(read: _Reader, value: object) -> tuple[Question, ...]:
    if not isinstance(value, list):
        raise read.refuse("questions", translate("domain.rulings.situations", "must be a list."))
    questions: list[Question] = []
    for index, item in enumerate(value):
        where = f"questions[{index}]"
        raw = read.mapping(item, where, {"id", "text", "choices", "labels"}, {"id"})
        question_id = read.ident(raw["id"], f"{where}.id")
        if any(q.id == question_id for q in questions):
            raise read.refuse(
                where,
                translate(
                    "domain.rulings.situations", "the question '{question_id}' is given twice."
                ).fill(question_id=question_id),
            )
        if set(raw) == {"id"}:
            if question_id not in STANDARD_QUESTIONS:
                known = ", ".join(STANDARD_QUESTIONS)
                raise read.refuse(
                    where,
                    translate(
                        "domain.rulings.situations",
                        "'{question_id}' needs a text and choices (standard ones: {known}).",
                    ).fill(question_id=question_id, known=known),
                )
            questions.append(STANDARD_QUESTIONS[question_id])
            continue
        if question_id in STANDARD_QUESTIONS:
            raise read.refuse(
                where,
                translate(
                    "domain.rulings.situations",
                    "'{question_id}' is a standard question: give its id only.",
                ).fill(question_id=question_id),
            )
        raw = read.mapping(item, where, {"id", "text", "choices", "labels"}, {"text", "choices"})
        raw_choices = raw["choices"] if isinstance(raw["choices"], list) else []
        choices = tuple(read.ident(c, f"{where}.choices[{i}]") for i, c in enumerate(raw_choices))
        if len(choices) < 2 or len(set(choices)) != len(choices):
            raise read.refuse(
                f"{where}.choices",
                translate("domain.rulings.situations", "needs at least two different choices."),
            )
        labels = raw.get("labels", {})
        if not isinstance(labels, dict) or not set(labels) <= set(choices):
            raise read.refuse(
                f"{where}.labels",
                translate("domain.rulings.situations", "must label only the question's choices."),
            )
        questions.append(
            Question(
                id=question_id,
                text=read.text(raw["text"], f"{where}.text"),
                choices=choices,
                labels={c: read.text(t, f"{where}.labels.{c}") for c, t in labels.items()},
            )
        )
    return tuple(questions)


def _outcomes(
    read: _Reader, value: object, questions: Mapping[str, Question]
) -> dict[str, tuple[Branch, ...]]:
    layers = read.mapping(value, "outcomes", set(LAYER_BOOKS), set(RULEBOOK_IDS))
    outcomes: dict[str, tuple[Branch, ...]] = {}
    for layer, branches in layers.items():
        if not isinstance(branches, list) or not branches:
            raise read.refuse(
                f"outcomes.{layer}",
                translate("domain.rulings.situations", "must be a list of branches, not empty."),
            )
        outcomes[layer] = tuple(
            _branch(read, item, f"outcomes.{layer}[{i}]", layer, questions)
            for i, item in enumerate(branches)
        )
    return outcomes


def _branch(
    read: _Reader, value: object, where: str, layer: str, questions: Mapping[str, Question]
) -> Branch:
    raw = read.mapping(
        value,
        where,
        {"when", "remedy", "ruling", "steps", "citations", "discretion", "random", "tool"},
        {"remedy", "ruling", "steps", "citations"},
    )
    when = raw.get("when", {})
    if not isinstance(when, dict):
        raise read.refuse(
            f"{where}.when",
            translate("domain.rulings.situations", "must map each question to its choices."),
        )
    conditions: dict[str, tuple[str, ...]] = {}
    for question_id, wanted in when.items():
        question = questions.get(question_id)
        if question is None:
            raise read.refuse(
                f"{where}.when",
                translate(
                    "domain.rulings.situations",
                    "'{question_id}' is not a question of this situation.",
                ).fill(question_id=question_id),
            )
        accepted = tuple(wanted) if isinstance(wanted, list) else (wanted,)
        bad = [c for c in accepted if c not in question.choices]
        if not accepted or bad:
            raise read.refuse(
                f"{where}.when.{question_id}",
                translate("domain.rulings.situations", "'{value}' is not one of {choices}.").fill(
                    value=bad[0] if bad else "", choices=", ".join(question.choices)
                ),
            )
        conditions[question_id] = accepted
    discretion = raw.get("discretion", False)
    if not isinstance(discretion, bool):
        raise read.refuse(
            f"{where}.discretion", translate("domain.rulings.situations", "must be true or false.")
        )
    if not isinstance(raw["citations"], list) or not raw["citations"]:
        raise read.refuse(
            f"{where}.citations",
            translate("domain.rulings.situations", "must list at least one rule."),
        )
    tool = raw.get("tool")
    if tool is not None and tool not in TOOLS:
        raise read.refuse(
            f"{where}.tool",
            translate("domain.rulings.situations", "'{tool}' is not one of {tools}.").fill(
                tool=tool, tools=", ".join(TOOLS)
            ),
        )
    return Branch(
        when=conditions,
        remedy=read.ident(raw["remedy"], f"{where}.remedy"),
        ruling=read.text(raw["ruling"], f"{where}.ruling"),
        steps=read.texts(raw["steps"], f"{where}.steps"),
        citations=tuple(
            _citation(read, item, f"{where}.citations[{i}]", layer)
            for i, item in enumerate(raw["citations"])
        ),
        discretion=discretion,
        random=None
        if raw.get("random") is None
        else _random(read, raw["random"], f"{where}.random"),
        tool=None if tool is None else Fix(tool),
    )


def _citation(read: _Reader, value: object, where: str, layer: str) -> Citation:
    """A citation of the layer's own books, or one marked ``borrowed`` from another book
    (where the layer's books are silent and the ruling applies that book's rule)."""
    raw = read.mapping(value, where, {"book", "ref", "borrowed"}, {"book", "ref"})
    book = read.text(raw["book"], f"{where}.book")
    borrowed = raw.get("borrowed", False)
    if not isinstance(borrowed, bool):
        raise read.refuse(
            f"{where}.borrowed", translate("domain.rulings.situations", "must be true or false.")
        )
    own = book in LAYER_BOOKS[layer]
    if borrowed and (own or book not in set().union(*LAYER_BOOKS.values())):
        raise read.refuse(
            f"{where}.borrowed",
            (
                translate(
                    "domain.rulings.situations",
                    "'{book}' is the layer's own book: only another book's rule is borrowed.",
                )
                if own
                else translate(
                    "domain.rulings.situations",
                    "'{book}' is no known book: only another book's rule is borrowed.",
                )
            ).fill(book=book),
        )
    if not (own or borrowed):
        allowed = " or ".join(sorted(LAYER_BOOKS[layer]))
        raise read.refuse(
            f"{where}.book",
            translate(
                "domain.rulings.situations",
                "the {layer} outcomes cite {allowed}, not '{book}' (unless marked borrowed).",
            ).fill(layer=layer, allowed=allowed, book=book),
        )
    return Citation(book=book, ref=read.text(raw["ref"], f"{where}.ref"), borrowed=borrowed)


def _random(read: _Reader, value: object, where: str) -> RandomSpec:
    raw = read.mapping(value, where, {"what", "from"}, {"what", "from"})
    count = raw["from"]
    if not isinstance(count, int) or isinstance(count, bool) or not 2 <= count <= MAX_RANDOM:
        raise read.refuse(
            f"{where}.from",
            translate(
                "domain.rulings.situations", "must be a number of cards from 2 to {max_random}."
            ).fill(max_random=MAX_RANDOM),
        )
    return RandomSpec(what=read.text(raw["what"], f"{where}.what"), count=count)


def _check_every_question_used(read: _Reader, situation: Situation) -> None:
    used = {q for branches in situation.outcomes.values() for b in branches for q in b.when}
    for question in situation.questions:
        if question.id not in used:
            raise read.refuse(
                "questions",
                translate("domain.rulings.situations", "no branch uses the question '{id}'.").fill(
                    id=question.id
                ),
            )


def matches(branch: Branch, answers: Mapping[str, str]) -> bool | None:
    """True if ``answers`` meet the branch, False if one contradicts it, None if some
    question it needs is unanswered (and none contradicts it)."""
    unanswered = False
    for question_id, accepted in branch.when.items():
        answer = answers.get(question_id)
        if answer is None:
            unanswered = True
        elif answer not in accepted:
            return False
    return None if unanswered else True


def _check_decides_everything(read: _Reader, situation: Situation, layer: str) -> None:
    """Every combination of answers to the questions the layer uses meets one branch."""
    branches = situation.outcomes[layer]
    used = [q for q in situation.questions if any(q.id in b.when for b in branches)]
    for combination in itertools.product(*(q.choices for q in used)):
        answers = dict(zip((q.id for q in used), combination, strict=True))
        if not any(matches(branch, answers) for branch in branches):
            case = ", ".join(f"{k}={v}" for k, v in answers.items())
            raise read.refuse(
                f"outcomes.{layer}",
                translate("domain.rulings.situations", "no branch decides the case {case}.").fill(
                    case=case
                ),
            )


def unanswered(branch: Branch, answers: Mapping[str, str], order: Sequence[str]) -> list[str]:
    """The questions ``branch`` needs that ``answers`` leave open, in ``order``."""
    return [q for q in order if q in branch.when and q not in answers]
