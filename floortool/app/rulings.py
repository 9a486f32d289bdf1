"""App layer: the floor's ruling catalogue and incident log, ready for the
command line and the ruling wizard.

Loads the situations bundled in ``resources/rulings`` once (each file is
checked, and every citation must name a rule of the bundled rulebooks),
works out an event's rulebook and FTR mode, and turns rulings, situations
and log records into the JSON documents of ``cli.md`` (the wizard renders the
same data). The wizard's loop: ``next_step`` gives either the questions
still needed (ask the first) or the ruling; ``RecordRuling`` records it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any

from floortool.app.rulebook_shelf import load_library
from floortool.domain.errors import InvalidInput, NotFound
from floortool.domain.json_text import load_json_text
from floortool.domain.remedies import Fix, Remedy
from floortool.domain.rulings.citing import citation_data, situations_citing, unresolved_citations
from floortool.domain.rulings.decide import (
    Alternative,
    Ruling,
    question_data,
    questions_for,
    resolve,
)
from floortool.domain.rulings.decide import decide as decide_situation
from floortool.domain.rulings.incidents import RulingRecord, ruling_records, search_log
from floortool.domain.rulings.rulebooks import Library, Rule
from floortool.domain.rulings.search import search_situations
from floortool.domain.rulings.situations import Branch, Question, Situation, parse_situation
from floortool.domain.state import FloorState
from floortool.domain.tournament.event import RULEBOOKS, require_event

FOLDER = "rulings"


@dataclass(frozen=True)
class Catalogue:
    """Every bundled situation (catalogue order) and the library they cite."""

    situations: tuple[Situation, ...]
    library: Library

    def situation(self, situation_id: str) -> Situation:
        for situation in self.situations:
            if situation.id == situation_id:
                return situation
        raise NotFound(
            f"There is no situation '{situation_id}'.",
            code="unknown_situation",
            remedy=Remedy(Fix.LIST_SITUATIONS),
        )


@cache
def load_catalogue() -> Catalogue:
    """The bundled situations, read and checked on first use, then kept."""
    situations = []
    for entry in (files("floortool.resources") / FOLDER).iterdir():
        if not entry.name.endswith(".json"):
            continue
        data = load_json_text(
            entry.read_text(encoding="utf-8"), what=f"Situation file {entry.name}", item="an object"
        )
        situation = parse_situation(data, name=entry.name)
        if f"{situation.id}.json" != entry.name:
            raise InvalidInput(f"{entry.name} holds the situation '{situation.id}'.", field="id")
        situations.append(situation)
    library = load_library()
    problems = unresolved_citations(situations, library)
    if problems:
        raise InvalidInput(f"Situations cite unknown rules: {'; '.join(problems)}", field="ref")
    ordered = sorted(situations, key=lambda s: (s.catalogue or (99,), s.id))
    return Catalogue(situations=tuple(ordered), library=library)


def event_rulebook(state: FloorState, event_id: int) -> tuple[str, str]:
    """The event's rulebook and FTR mode (``none``, ``ftr`` or ``ftra``, from its type)."""
    settings = require_event(state, event_id).settings
    return settings.rulebook, settings.ftr_mode


def find_situations(text: str) -> list[Situation]:
    """Situations matching typed words, best first; every situation when ``text`` is blank."""
    catalogue = load_catalogue()
    if not text.strip():
        return list(catalogue.situations)
    return search_situations(catalogue.situations, text)


def situations_citing_rule(book: str, ref: str) -> list[Situation]:
    """The situations citing a rule (or one of its parts): the rule browser's "cited by"."""
    catalogue = load_catalogue()
    return situations_citing(catalogue.situations, catalogue.library, book, ref)


def wizard_questions(situation_id: str, rulebook: str, ftr_mode: str = "none") -> list[Question]:
    """Every question the rulebook (and FTR layer) may ask for a situation, in order."""
    return questions_for(load_catalogue().situation(situation_id), rulebook, ftr_mode)


def next_step(
    situation_id: str,
    rulebook: str,
    answers: Mapping[str, str],
    *,
    ftr_mode: str = "none",
    actions: Sequence[str] | None = None,
) -> Ruling | list[Question]:
    """The ruling, or the questions still needed (the wizard asks the first)."""
    situation = load_catalogue().situation(situation_id)
    return resolve(situation, rulebook, answers, ftr_mode=ftr_mode, actions=actions)


def decide_ruling(
    situation_id: str,
    rulebook: str,
    answers: Mapping[str, str],
    *,
    ftr_mode: str = "none",
    actions: Sequence[str] | None = None,
) -> Ruling:
    """The ruling; ``AnswersRequired`` (code ``answers_required``) names what is missing."""
    situation = load_catalogue().situation(situation_id)
    return decide_situation(situation, rulebook, answers, ftr_mode=ftr_mode, actions=actions)


def cited_rule(book: str, ref: str) -> Rule:
    """A rule of the bundled library (its title and our paraphrase)."""
    return load_catalogue().library.cite(book, ref)


# ---------------------------------------------------------------- JSON


def rulebook_list() -> list[dict[str, str]]:
    return [{"id": rulebook, "name": name} for rulebook, name in RULEBOOKS.items()]


def situation_summary(situation: Situation, rulebook: str | None = None) -> dict[str, Any]:
    """``id``, ``title``, ``catalogue``, ``keywords`` and the questions (all, or the rulebook's)."""
    questions = (
        situation.questions if rulebook is None else questions_for(situation, rulebook, "none")
    )
    return {
        "id": situation.id,
        "title": situation.title,
        "catalogue": list(situation.catalogue),
        "keywords": list(situation.keywords),
        "questions": [question_data(q, rulebook) for q in questions],
    }


def _citations(citations: Sequence[Any]) -> list[dict[str, str]]:
    library = load_catalogue().library
    return [citation_data(library, c) for c in citations]


def situation_detail(situation: Situation) -> dict[str, Any]:
    """The whole decision tree: every layer's branches, citations with their titles."""
    outcomes = {
        layer: [
            {"when": {q: list(choices) for q, choices in branch.when.items()}, **_branch(branch)}
            for branch in branches
        ]
        for layer, branches in situation.outcomes.items()
    }
    return {**situation_summary(situation), "outcomes": outcomes}


def _branch(branch: Branch) -> dict[str, Any]:
    """What a branch rules: the remedy, ruling, steps, titled citations, discretion, pick."""
    return {
        "remedy": branch.remedy,
        "ruling": branch.ruling,
        "steps": list(branch.steps),
        "citations": _citations(branch.citations),
        "discretion": branch.discretion,
        "random": None
        if branch.random is None
        else {"what": branch.random.what, "from": branch.random.count},
    }


def _alternative_data(alternative: Alternative) -> dict[str, Any]:
    return {
        "rulebook": alternative.rulebook,
        **_branch(alternative.branch),
        "when": {q: list(choices) for q, choices in alternative.assumes.items()},
    }


def ruling_data(ruling: Ruling) -> dict[str, Any]:
    """The ``ruling decide --json`` document (``cli.md``), plus the remedy and answers."""
    branch = ruling.branch
    return {
        "situation": ruling.situation.id,
        "title": ruling.situation.title,
        "rulebook": ruling.rulebook,
        "ftr_mode": ruling.ftr_mode,
        "layer": ruling.layer,
        **_branch(branch),
        "answers": dict(ruling.answers),
        "alternatives": [_alternative_data(a) for a in ruling.alternatives],
    }


def ruling_log(state: FloorState, event_id: int, search: str = "") -> list[RulingRecord]:
    """The event's incident log: every record, or those matching ``search``; newest first."""
    require_event(state, event_id)
    return search_log(ruling_records(state, event_id), search)
