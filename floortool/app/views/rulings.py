"""App layer: the ruling catalogue and the floor's rulings as the front ends read them.

Frozen views of what the domain decided (``domain.rulings``), each citation
joined to the rule of the bundled library it names: the rulebooks
(``RulebookView``), a situation and its questions (``SituationView``), its whole
decision tree (``SituationDetail``) and a ruling with what the other rulebook
would do (``RulingView``). Each has its one JSON form, ``to_json`` (``cli.md``:
``ruling list``, ``ruling show``, ``ruling decide``); its keys are a stable
interface.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from floortool.app.rulings import load_catalogue
from floortool.domain.rulings.citing import rule_for
from floortool.domain.rulings.decide import Ruling, question_data, questions_for
from floortool.domain.rulings.rule_texts import Rule
from floortool.domain.rulings.rulebook_records import Citation
from floortool.domain.rulings.situations import Branch, Question, Situation
from floortool.domain.tournament.event import RULEBOOKS


@dataclass(frozen=True, slots=True)
class RulebookView:
    """A rulebook an event may play under: its id and its full name."""

    id: str
    name: str

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name}


def rulebook_views() -> tuple[RulebookView, ...]:
    return tuple(RulebookView(rulebook, name) for rulebook, name in RULEBOOKS.items())


@dataclass(frozen=True, slots=True)
class CitedRule:
    """A citation and the rule of the library it names (its title and our paraphrase)."""

    citation: Citation
    rule: Rule

    def to_json(self) -> dict[str, Any]:
        """``book``, ``ref``, and the rule's ``title``, ``text`` and ``url``; ``borrowed``
        (true) when the event's rulebook is silent and the rule comes from another book."""
        rule = self.rule
        borrowed = {"borrowed": True} if self.citation.borrowed else {}
        return {
            "book": self.citation.book,
            "ref": self.citation.ref,
            **borrowed,
            "title": rule.title,
            "text": rule.text,
            "url": rule.url,
        }


def cited_rules(citations: Iterable[Citation]) -> tuple[CitedRule, ...]:
    library = load_catalogue().library
    return tuple(CitedRule(c, rule_for(library, c)) for c in citations)


@dataclass(frozen=True, slots=True)
class BranchView:
    """What a branch rules: the remedy, ruling, steps, cited rules, discretion, pick."""

    branch: Branch
    citations: tuple[CitedRule, ...]

    def to_json(self) -> dict[str, Any]:
        """The branch; ``tool`` (a ``Fix``) only where the steps are carried out with one."""
        branch, random = self.branch, self.branch.random
        tool = {"tool": branch.tool.value} if branch.tool is not None else {}
        return {
            "remedy": branch.remedy,
            "ruling": branch.ruling,
            "steps": list(branch.steps),
            **tool,
            "citations": [c.to_json() for c in self.citations],
            "discretion": branch.discretion,
            "random": None if random is None else {"what": random.what, "from": random.count},
        }


def branch_view(branch: Branch) -> BranchView:
    return BranchView(branch, cited_rules(branch.citations))


def _when_json(when: Mapping[str, tuple[str, ...]]) -> dict[str, list[str]]:
    return {question: list(choices) for question, choices in when.items()}


@dataclass(frozen=True, slots=True)
class SituationView:
    """A situation with its questions: all of them, or those one rulebook asks."""

    situation: Situation
    questions: tuple[Question, ...]
    rulebook: str | None  # None: every question, in the words of no rulebook in particular

    def to_json(self) -> dict[str, Any]:
        """``id``, ``title``, ``catalogue``, ``keywords``, ``games`` (empty: every game)
        and the questions."""
        situation = self.situation
        return {
            "id": situation.id,
            "title": situation.title,
            "catalogue": list(situation.catalogue),
            "keywords": list(situation.keywords),
            "games": list(situation.games),
            "questions": [question_data(q, self.rulebook) for q in self.questions],
        }


def situation_view(situation: Situation, rulebook: str | None = None) -> SituationView:
    questions = (
        situation.questions if rulebook is None else questions_for(situation, rulebook, "none")
    )
    return SituationView(situation, tuple(questions), rulebook)


@dataclass(frozen=True, slots=True)
class SituationDetail:
    """The whole decision tree: each layer's branches (in order), citations titled."""

    summary: SituationView
    outcomes: Mapping[str, tuple[BranchView, ...]]

    def to_json(self) -> dict[str, Any]:
        outcomes = {
            layer: [{"when": _when_json(b.branch.when), **b.to_json()} for b in branches]
            for layer, branches in self.outcomes.items()
        }
        return {**self.summary.to_json(), "outcomes": outcomes}


def situation_detail(situation: Situation) -> SituationDetail:
    outcomes = {
        layer: tuple(branch_view(b) for b in branches)
        for layer, branches in situation.outcomes.items()
    }
    return SituationDetail(situation_view(situation), outcomes)


@dataclass(frozen=True, slots=True)
class AlternativeView:
    """What another rulebook rules instead, and the open answers it assumes."""

    rulebook: str
    branch: BranchView
    when: Mapping[str, tuple[str, ...]]

    def to_json(self) -> dict[str, Any]:
        return {"rulebook": self.rulebook, **self.branch.to_json(), "when": _when_json(self.when)}


@dataclass(frozen=True, slots=True)
class RulingView:
    """A ruling: the situation, the rulebook and layer it was decided under, the
    branch that applied, the answers it rests on and the other rulebook's remedy."""

    ruling: Ruling
    branch: BranchView
    alternatives: tuple[AlternativeView, ...]

    @property
    def title(self) -> str:
        return self.ruling.situation.title

    def to_json(self) -> dict[str, Any]:
        """The ``ruling decide --json`` document (``cli.md``), plus the remedy and answers."""
        ruling = self.ruling
        return {
            "situation": ruling.situation.id,
            "title": ruling.situation.title,
            "rulebook": ruling.rulebook,
            "ftr_mode": ruling.ftr_mode,
            "layer": ruling.layer,
            **self.branch.to_json(),
            "answers": dict(ruling.answers),
            "alternatives": [a.to_json() for a in self.alternatives],
        }


def ruling_view(ruling: Ruling) -> RulingView:
    alternatives = tuple(
        AlternativeView(a.rulebook, branch_view(a.branch), a.assumes) for a in ruling.alternatives
    )
    return RulingView(ruling, branch_view(ruling.branch), alternatives)
