"""App layer: the floor's ruling catalogue and incident log, ready for the
command line and the ruling wizard.

Loads the situations bundled in ``resources/rulings`` once (each file is
checked, every citation must name a rule of the bundled rulebooks, and the
``table-balancing`` rulings must halt exactly where the seating engine's
halting rule does: ``check_halting``), works out an event's rulebook, FTR mode
and game (stud or a flop game: a situation that names its games is offered,
and decided, only in those), and finds situations, rulings and log records
(``app.views.rulings`` is how the front ends read them). The wizard's loop:
``next_step`` gives either the questions still needed (ask the first) or the
ruling; ``RecordRuling`` records it. In a reader's language (``words``, a
catalogue): ``situations_in``, ``ruling_in`` and ``record_in`` say the
situations' texts in it (``domain.rulings.situation_words``), ``next_step``
asks and rules in it, and ``find_situations`` finds by its words too; the
data, the JSON and the records stay English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from functools import cache
from importlib.resources import files

from floortool.app.rulebook_shelf import load_library
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.rulings.citing import situations_citing, unresolved_citations
from floortool.domain.rulings.decide import Ruling, questions_for, resolve
from floortool.domain.rulings.decide import decide as decide_situation
from floortool.domain.rulings.games import game_family
from floortool.domain.rulings.incidents import RulingRecord, ruling_records, search_log
from floortool.domain.rulings.rule_texts import Library, Rule
from floortool.domain.rulings.rulebook_records import rulebook_record
from floortool.domain.rulings.search import search_situations
from floortool.domain.rulings.situation_words import said_record, said_ruling, said_situation
from floortool.domain.rulings.situations import (
    RULEBOOK_IDS,
    YES_NO,
    Question,
    Situation,
    parse_situation,
)
from floortool.domain.seating.engine.halting import table_halts
from floortool.domain.structure.moment import levels_started, moment_of, structure_of
from floortool.domain.tournament.event import require_event

FOLDER = "rulings"


@dataclass(frozen=True)
class SituationCatalogue:
    """Every bundled situation (catalogue order) and the library they cite."""

    situations: tuple[Situation, ...]
    library: Library

    def situation(self, situation_id: str) -> Situation:
        for situation in self.situations:
            if situation.id == situation_id:
                return situation
        raise NotFound(
            translate("app.rulings", "There is no situation '{situation_id}'.").fill(
                situation_id=situation_id
            ),
            code="unknown_situation",
            remedy=Remedy(Fix.LIST_SITUATIONS),
        )


@cache
def load_catalogue() -> SituationCatalogue:
    """The bundled situations, read and checked on first use, then kept."""
    situations = []
    for entry in (files("floortool.resources") / FOLDER).iterdir():
        if not entry.name.endswith(".json"):
            continue
        data = load_json_text(
            entry.read_text(encoding="utf-8"),
            what=translate("app.rulings", "Situation file {name}").fill(name=entry.name),
            item=translate("app.rulings", "an object"),
        )
        situation = parse_situation(data, name=entry.name)
        if f"{situation.id}.json" != entry.name:
            raise InvalidInput(
                translate("app.rulings", "{entry} holds the situation '{situation}'.").fill(
                    entry=entry.name, situation=situation.id
                ),
                field="id",
            )
        situations.append(situation)
    library = load_library()
    problems = unresolved_citations(situations, library)
    if problems:
        raise InvalidInput(
            translate("app.rulings", "Situations cite unknown rules: {problems}").fill(
                problems="; ".join(problems)
            ),
            field="ref",
        )
    for situation in situations:
        if situation.id == HALTING_SITUATION:
            check_halting(situation)
    ordered = sorted(situations, key=lambda s: (s.catalogue or (99,), s.id))
    return SituationCatalogue(situations=tuple(ordered), library=library)


#: The wizard's situation on short tables, its halting remedy, and what its answers to
#: "how many players short" mean in players.
HALTING_SITUATION, HALT_REMEDY = "table-balancing", "halt-and-balance"
SHORT_BY = {"one-or-two": 2, "three-or-more": 3}


def check_halting(situation: Situation) -> None:
    """Refuse a ``table-balancing`` situation whose rulings halt a table where the
    engine's rule (``seating.engine.halting.table_halts``, TDA 2024 Rule 11-D or the
    league's A-24, by the rulebook record) does not, or the other way round: the
    wizard and the floor's halts never disagree."""
    for rulebook in RULEBOOK_IDS:
        halts_short_tables = rulebook_record(rulebook).halts_short_tables
        for short_by, players in SHORT_BY.items():
            for affected in YES_NO:
                answers = {"short_by": short_by, "blinds_affected": affected}
                ruling = decide_situation(situation, rulebook, answers)
                halts = table_halts(halts_short_tables, players, affected == "yes")
                if (ruling.branch.remedy == HALT_REMEDY) != halts:
                    raise InvalidInput(
                        (
                            translate(
                                "app.rulings",
                                "Situation file {situation}.json: under {rulebook}, a table"
                                " {short_by} short with blinds affected '{affected}' halts"
                                " by the seating rules, but the ruling is '{remedy}'.",
                            )
                            if halts
                            else translate(
                                "app.rulings",
                                "Situation file {situation}.json: under {rulebook}, a table"
                                " {short_by} short with blinds affected '{affected}' plays on"
                                " by the seating rules, but the ruling is '{remedy}'.",
                            )
                        ).fill(
                            situation=situation.id,
                            rulebook=rulebook,
                            short_by=short_by,
                            affected=affected,
                            remedy=ruling.branch.remedy,
                        ),
                        code="bad_situation",
                        field="outcomes",
                    )


def event_rulebook(state: FloorState, event_id: int) -> tuple[str, str]:
    """The event's rulebook and FTR mode (``none``, ``ftr`` or ``ftra``, from its type)."""
    settings = require_event(state, event_id).settings
    return settings.rulebook, settings.ftr_mode


def event_game(state: FloorState, event_id: int, now: datetime) -> str:
    """The game family the event deals at ``now`` (``stud`` or ``flop``): the level's
    game in a mixed game, else the event's type; before the start, the first level's."""
    settings = require_event(state, event_id).settings
    structure = structure_of(state, event_id)
    started = levels_started(structure, moment_of(state, event_id, now))
    level = started[-1] if started else next(iter(structure.levels), None)
    return game_family(level.game if level else "", settings.type_text)


def situation_for(situation_id: str, game: str | None = None) -> Situation:
    """The situation; refused (``not_in_this_game``) where it does not arise in ``game``."""
    situation = load_catalogue().situation(situation_id)
    if not situation.offered_in(game):
        only = " or ".join(situation.games)
        raise InvalidInput(
            translate(
                "app.rulings",
                "'{title}' arises only in {only} games; this event deals a {game} game.",
            ).fill(title=situation.title, only=only, game=game),
            code="not_in_this_game",
            field="situation",
        )
    return situation


#: Each language's situations (by its code), worked out on first use.
_SAID: dict[str, dict[str, Situation]] = {}


def situations_in(words: Catalogue) -> dict[str, Situation]:
    """Every situation (by id, catalogue order) with its texts in ``words``' language,
    worked out once per language."""
    said = _SAID.get(words.language)
    if said is None:
        english = words.language == ENGLISH.language
        said = {
            s.id: s if english else said_situation(s, words.translate)
            for s in load_catalogue().situations
        }
        _SAID[words.language] = said
    return said


def situation_in(situation: Situation, words: Catalogue) -> Situation:
    """``situation`` in ``words``' language."""
    return situations_in(words)[situation.id]


def ruling_in(ruling: Ruling, words: Catalogue) -> Ruling:
    """``ruling`` (its situation, outcome and alternatives) in ``words``' language."""
    return ruling if words.language == ENGLISH.language else said_ruling(ruling, words.translate)


def record_in(record: RulingRecord, words: Catalogue) -> RulingRecord:
    """A recorded ruling (its texts kept in English) in ``words``' language."""
    return record if words.language == ENGLISH.language else said_record(record, words.translate)


def find_situations(
    text: str, game: str | None = None, words: Catalogue = ENGLISH
) -> list[Situation]:
    """Situations matching typed words, best first; every situation when ``text`` is blank;
    only those arising in ``game`` when it is given. In ``words``' language: found by
    their translated title and keywords as well as by the English ones."""
    said = situations_in(words)
    offered = [s for s in load_catalogue().situations if s.offered_in(game)]
    if not text.strip():
        return [said[s.id] for s in offered]
    searched = [
        s
        if words.language == ENGLISH.language
        else replace(said[s.id], keywords=(*said[s.id].keywords, s.title, *s.keywords))
        for s in offered
    ]
    return [said[s.id] for s in search_situations(searched, text)]


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
    game: str | None = None,
    words: Catalogue = ENGLISH,
) -> Ruling | list[Question]:
    """The ruling, or the questions still needed (the wizard asks the first), in
    ``words``' language."""
    situation = situation_for(situation_id, game)
    result = resolve(situation, rulebook, answers, ftr_mode=ftr_mode, actions=actions)
    if isinstance(result, Ruling):
        return ruling_in(result, words)
    said = situation_in(situation, words)
    return [said.question(question.id) for question in result]


def decide_ruling(
    situation_id: str,
    rulebook: str,
    answers: Mapping[str, str],
    *,
    ftr_mode: str = "none",
    actions: Sequence[str] | None = None,
    game: str | None = None,
) -> Ruling:
    """The ruling; ``AnswersRequired`` (code ``answers_required``) names what is missing."""
    situation = situation_for(situation_id, game)
    return decide_situation(situation, rulebook, answers, ftr_mode=ftr_mode, actions=actions)


def cited_rule(book: str, ref: str) -> Rule:
    """A rule of the bundled library (its title and our paraphrase)."""
    return load_catalogue().library.cite(book, ref)


def ruling_log(state: FloorState, event_id: int, search: str = "") -> list[RulingRecord]:
    """The event's incident log: every record, or those matching ``search``; newest first."""
    require_event(state, event_id)
    return search_log(ruling_records(state, event_id), search)
