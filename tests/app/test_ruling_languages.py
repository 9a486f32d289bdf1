"""The ruling catalogue in the reader's language (issue 30, item 2).

"Every string a person reads [...] goes through one translation mechanism [...]
Ship German, French and Spanish beside English": a situation said in a language
has every text a person reads translated (title, questions, choices, rulings,
steps) and its ids, choices and citations untouched, so it is decided exactly
as in English; the rulebooks' own rule texts stay as their books write them.
"A German director types German words": the search finds a situation by its
translated title and search words as well as by the English ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.rulings import RecordRuling
from floortool.app.floor import Floor
from floortool.app.languages import TRANSLATED, catalogue
from floortool.app.resources import load_template
from floortool.app.rulings import (
    decide_ruling,
    find_situations,
    load_catalogue,
    next_step,
    record_in,
    ruling_log,
    situations_in,
)
from floortool.app.views.rulings import ruling_view
from floortool.domain.kernel.catalogue import ENGLISH
from floortool.domain.rulings.situations import Question
from floortool.domain.tournament.event import settings_for


def _texts(situation_id: str, code: str) -> list[str]:
    situation = situations_in(catalogue(code))[situation_id]
    texts = [situation.title, *situation.keywords]
    for question in situation.questions:
        texts += [question.text, *question.texts.values()]
        texts += [question.label(choice) for choice in question.choices]
    for branches in situation.outcomes.values():
        for branch in branches:
            texts += [branch.ruling, *branch.steps]
    return texts


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_situation_is_said_in_the_language(code: str) -> None:
    """Each situation's long texts (its questions and rulings) are in the language, not
    English; its ids, choices, conditions and citations are the English ones."""
    said = situations_in(catalogue(code))
    for english in load_catalogue().situations:
        situation = said[english.id]
        assert situation.question_ids() == english.question_ids()
        assert [q.choices for q in situation.questions] == [q.choices for q in english.questions]
        assert situation.citations() == english.citations()
        assert {k: [b.when for b in v] for k, v in situation.outcomes.items()} == {
            k: [b.when for b in v] for k, v in english.outcomes.items()
        }
        left_english = set(_texts(english.id, code)) & set(_texts(english.id, "en"))
        long_left = [text for text in left_english if len(text) > 40]
        assert long_left == [], english.id


def test_german_words_a_question_and_its_choices() -> None:
    """The absent player's first question and its answers, as a German floor says them."""
    situation = situations_in(catalogue("de"))["absent-player"]
    question = situation.question("case")
    assert question.text == "Was ist passiert?"
    assert question.label("absent-at-deal") == (
        "Der Spieler war nicht da, als die Karten gegeben wurden"
    )
    yes_no = situation.question("at_seat_at_deal")
    assert [yes_no.label(c) for c in yes_no.choices] == ["Ja", "Nein"]


def test_the_standard_questions_are_said_too() -> None:
    """Substantial action, asked in many situations, is written once in Python and said
    in French wherever it is asked."""
    exposed = next_step("exposed-card-on-deal", "tda-2024", {})
    said = next_step("exposed-card-on-deal", "tda-2024", {}, words=catalogue("fr"))
    assert isinstance(exposed, list) and isinstance(said, list)
    assert isinstance(said[0], Question)
    assert said[0].id == exposed[0].id == "substantial_action"
    assert said[0].text.startswith("Y a-t-il eu action substantielle ?")
    assert [said[0].label(c) for c in said[0].choices] == ["Oui", "Non"]


def test_a_ruling_is_said_but_decided_as_in_english() -> None:
    """The same branch, its ruling and steps in Spanish, its rules cited as the book
    writes them; the JSON of the English ruling is unchanged."""
    answers = {"case": "absent-at-deal", "at_seat_at_deal": "no"}
    english = decide_ruling("absent-player", "tda-2024", answers)
    said = next_step("absent-player", "tda-2024", answers, words=catalogue("es"))
    assert not isinstance(said, list)
    assert said.branch.remedy == english.branch.remedy == "hand-killed"
    assert said.branch.citations == english.branch.citations
    assert said.branch.ruling.startswith("El jugador no estaba en su asiento")
    assert said.branch.steps[1] == "Dejar sus ciegas y antes en el bote."
    view = ruling_view(said).to_json()
    assert [c["title"] for c in view["citations"]] == [
        c["title"] for c in ruling_view(english).to_json()["citations"]
    ]
    assert ruling_view(english).to_json()["ruling"].startswith("The player was not at the seat")


def test_a_recorded_ruling_is_read_in_the_language(tmp_path: Path) -> None:
    """A record keeps the English texts; a person reads them in German."""
    floor = Floor.open(f"sqlite:///{tmp_path / 'floor.db'}", operator="td")
    settings = settings_for(name="Cup", rulebook="tda-2024")
    event_id = floor.execute(CreateEvent(settings, structure=load_template("turbo"))).group
    floor.execute(RecordRuling(event_id, "four-card-flop", {}, director="td"))
    [record] = ruling_log(floor.state, event_id)
    assert record.title == "Four-card flop"
    said = record_in(record, catalogue("de"))
    assert said.title == "Flop mit vier Karten"
    assert said.steps[0] == "Aufgedeckte Flop-Karten verdeckt hinlegen."
    assert said.pick is not None and said.pick["what"] == "Burn-Card"
    assert record.pick is not None and said.pick["picked"] == record.pick["picked"]
    assert said.citations == record.citations
    assert record_in(record, ENGLISH) is record


@pytest.mark.parametrize(
    ("code", "typed", "found"),
    [
        ("de", "Flop mit vier Karten", "four-card-flop"),
        ("de", "verkehrt liegende Karte", "boxed-card"),
        ("de", "Spieler abwesend", "absent-player"),
        ("fr", "maldonne carte exposée", "exposed-card-on-deal"),
        ("fr", "jetons cachés", "hidden-chips-after-all-in"),
        ("es", "fichas sobrantes", "odd-chip"),
        ("es", "ciega corta", "short-blind"),
    ],
)
def test_the_search_finds_a_situation_by_its_translated_words(
    code: str, typed: str, found: str
) -> None:
    """Typed in the reader's language, the situation comes first, said in that language."""
    results = find_situations(typed, words=catalogue(code))
    assert results[0].id == found
    assert results[0].title == situations_in(catalogue(code))[found].title


def test_the_english_words_still_find_it_in_another_language() -> None:
    """A German director who types the English term finds the situation too."""
    assert find_situations("4 card flop", words=catalogue("de"))[0].id == "four-card-flop"


def test_the_english_search_is_as_before() -> None:
    """English finds only by the English words (German ones find nothing)."""
    assert find_situations("4 card flop")[0].id == "four-card-flop"
    assert find_situations("verkehrt liegende") == []
