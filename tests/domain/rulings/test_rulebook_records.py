"""Rulebooks as records (``domain/rulings/rulebook_records.py``): one frozen record per rulebook
holds what differs between them, every message cites the event's own rulebook, and
where that book is silent the record names the rule applied instead.

The league's copy of Robert's Rules v6 (seeds/roberts-rules-v6-league-edition.txt)
dropped the book's Section 15 (Tournaments): it has no rule for balancing, new
levels, the final table or hand-for-hand play, so those mechanisms cite the TDA 2024
rule applied ("Robert's Rules are silent; TDA 2024 Rule 11-A applied").
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from floortool.app.rulebook_shelf import load_library
from floortool.app.views.clock import new_level_note
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.results.places import Elimination, place_group
from floortool.domain.rulings.odd_chip import split_pot
from floortool.domain.rulings.rule_texts import RULEBOOK_LAYERS, Library, parse_rulebook
from floortool.domain.rulings.rulebook_records import (
    HOUSE,
    RROP,
    RULEBOOK_RECORDS,
    TDA,
    TDA_2024,
    Citation,
    Ground,
    Mechanism,
    OddChipRule,
    PlayRules,
    RulebookRecord,
)
from floortool.domain.rulings.substantial import action_test
from floortool.domain.seating.engine.balance import plan_balance
from floortool.domain.seating.engine.halting import plan_halts
from floortool.domain.seating.engine.model import Room
from floortool.domain.seating.engine.moves import ENGINE_CITATIONS
from floortool.domain.seating.policy import seating_citations, seating_policy
from floortool.domain.structure.chip_race import SeatLeftover, race_chips
from floortool.domain.tournament.event import RULEBOOKS, settings_for

LEAGUE = RULEBOOK_RECORDS["roberts-v6-league"]
FLOORTOOL = Path(__file__).resolve().parents[3] / "floortool"
RECORDS_MODULE = FLOORTOOL / "domain" / "rulings" / "rulebook_records.py"
CASES = [(record, mechanism) for record in RULEBOOK_RECORDS.values() for mechanism in Mechanism]


@pytest.mark.parametrize(
    ("record", "mechanism"), CASES, ids=[f"{r.id}-{m.value}" for r, m in CASES]
)
def test_every_mechanism_cites_a_rule_of_its_own_book_or_the_declared_fallback(
    record: RulebookRecord, mechanism: Mechanism
) -> None:
    """Each citation names a rule in the rule texts loaded from resources/rulebooks: one
    of the rulebook's own books, or, where the record says the book is silent, the rule
    applied instead, and the message says so."""
    ground = record.grounds[mechanism]
    text = str(record.cite(mechanism))  # the English; the words around are a phrase
    if ground.citation is not None:
        rule = load_library().cite(ground.citation.book, ground.citation.ref)
        assert rule.ref == ground.citation.ref
        assert text.endswith(f"{ground.citation.text} applied" if ground.silent else "")
    if ground.silent:
        assert ground.citation is None or ground.citation.book not in record.cites
        assert re.fullmatch(r".+ (is|are) silent( on [^;]+)?; .+ applied", text), text
    else:
        assert ground.citation is not None and ground.citation.book in record.cites
        assert text == ground.citation.text


@pytest.mark.parametrize("record", list(RULEBOOK_RECORDS.values()), ids=list(RULEBOOK_RECORDS))
def test_a_record_consults_its_own_books_and_its_clock_call_cites_them(
    record: RulebookRecord,
) -> None:
    """The books a rulebook consults are rule texts in resources, whose citation values
    are the books its rulings may cite; its clock call cites those books too."""
    library = load_library()
    assert {library.book(book).book for book in record.books} == record.cites
    assert record.rules_of_play in record.cites
    for citation in record.clock_call.citations:
        assert citation.book in record.cites
        library.cite(citation.book, citation.ref)


def test_the_league_record_follows_its_house_amendments() -> None:
    """Seed, Section 7: A-24 "Session play never stops, except during break time"; A-6
    "If a table is reseated and at least 50% of the Players are new to the table, then
    the Players 'high-card' for the button"; A-17 (equal chips: the better hand
    finishes higher); A-4 "Late arriving Players can join a tournament until the end of
    the second blind level", the blinds deducted; A-5 odd chips rounded up."""
    assert not LEAGUE.halts_short_tables and TDA_2024.halts_short_tables
    assert LEAGUE.redraws_button and not TDA_2024.redraws_button
    assert LEAGUE.hand_breaks_ties and not TDA_2024.hand_breaks_ties
    assert (LEAGUE.late_reg, LEAGUE.late_reg_close_level) == ("blinds-deducted", 2)
    assert (TDA_2024.late_reg, TDA_2024.late_reg_close_level) == ("full-stack", None)
    assert LEAGUE.cite(Mechanism.HALTING) == "House A-24"
    assert LEAGUE.cite(Mechanism.CHIP_RACE) == "House A-5"
    assert TDA_2024.cite(Mechanism.HALTING) == "TDA 2024 Rule 11-D"


def test_the_clock_banner_cites_the_events_rulebook() -> None:
    """TDA 2024 Rule 23: a new level "applies from the next hand". The league's copy of
    Robert's Rules has no new-limits rule, so its banner says the TDA rule is applied
    (it used to say "TDA 2024 Rule 23" as if the league's book did)."""
    assert new_level_note(TDA_2024.id) == (
        "New blinds apply from the next hand (TDA 2024 Rule 23)."
    )
    assert new_level_note(LEAGUE.id) == (
        "New blinds apply from the next hand (Robert's Rules are silent; TDA 2024 Rule 23 applied)."
    )


def test_league_balancing_says_roberts_rules_are_silent() -> None:
    """TDA 2024 Rule 11-A: the player due the big blind next moves to the worst seat of
    the short table; Robert's Rules (league copy) only allow "a forced move" to protect
    the balance (§2 Seating 8), so a league move cites 11-A as applied; a broken table
    follows the league's own §2 Seating 10 ("each player must draw a card")."""
    policy = seating_policy(settings_for(name="League", rulebook=LEAGUE.id))
    room = Room()
    room.open_table(1, 9)
    room.open_table(2, 9)
    for seat in range(1, 10):
        room.sit(seat, 1, seat)
    for seat in range(1, 6):
        room.sit(100 + seat, 2, seat)
    room.tables[1].button = room.tables[2].button = 1
    plan = plan_balance(room, policy.balance)
    assert [str(m.rule) for m in plan.moves] == [
        "Robert's Rules are silent; TDA 2024 Rule 11-A applied"
    ]
    assert str(plan.rule) == (
        "Robert's Rules are silent; TDA 2024 Rule 11-A applied, "
        "Robert's Rules are silent; TDA 2024 Rule 11-C applied"
    )
    assert policy.citations.breaking == "RRoP v6 §2 Seating 10"


def test_the_engines_own_citations_are_the_tda_records() -> None:
    """The engine, run on its own, cites TDA 2024; the same texts as the TDA record."""
    assert seating_citations(TDA_2024) == ENGINE_CITATIONS


# ---------------------------------------------------------------- a third rulebook

MADE_UP_TEXT = """{
  "id": "club-house",
  "book": "Club",
  "title": "The Club's House Rules",
  "edition": "Made up for a test",
  "source": "https://example.org/club",
  "licence": "Our own words.",
  "rules": [
    {"ref": "C-1", "title": "Short tables", "section": "Tables",
     "text": "A table four or more short stops dealing until it is balanced."},
    {"ref": "C-2", "title": "Colour-up", "section": "Chips",
     "text": "Odd chips are rounded up to one chip of the next denomination."},
    {"ref": "C-3", "title": "Late entry", "section": "Entries",
     "text": "Late entrants may join until the end of level 4 with a full stack."},
    {"ref": "C-4", "title": "Action", "section": "Play",
     "text": "Once four players have acted in turn, folds included, the hand has action."},
    {"ref": "C-5", "title": "Odd chips", "section": "Play",
     "text": "Odd chips of a split pot go one to each winner, clockwise from the button."}
  ]
}"""


def _club() -> RulebookRecord:
    club = Ground(Citation("Club", "C-1"))
    silent = "The Club's rules are silent"
    grounds = {m: Ground(TDA_2024.grounds[m].citation, silent=silent) for m in Mechanism}
    grounds[Mechanism.BUST_ORDER] = grounds[Mechanism.EQUAL_STACKS] = Ground(
        None, silent=silent, practice="standard practice"
    )
    grounds[Mechanism.HALTING] = club
    grounds[Mechanism.CHIP_RACE] = Ground(Citation("Club", "C-2"))
    grounds[Mechanism.LATE_REGISTRATION] = Ground(Citation("Club", "C-3"))
    return replace(
        TDA_2024,
        id="club-house",
        title="The Club's House Rules",
        short_name="Club",
        books=("club-house",),
        cites=frozenset({"Club"}),
        redraws_button=False,
        hand_for_hand_busts_share=False,
        chip_race=LEAGUE.chip_race,
        late_reg="full-stack",
        late_reg_close_level=4,
        grounds=grounds,
        play=PlayRules(
            book="Club",
            action=replace(
                TDA_2024.play.action,
                citation=Citation("Club", "C-4"),
                any_actions=4,
                with_chips=None,
                test=Phrase("club-house", "four players in turn"),
            ),
            chip_bets=TDA_2024.play.chip_bets,
            odd_chips=OddChipRule(
                one_each=True,
                citations=(Citation("Club", "C-5"),),
                deciding=(Citation("Club", "C-5"),),
            ),
        ),
    )


def test_a_third_rulebook_is_one_record_plus_its_rule_texts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A made-up club: C-1 "A table four or more short stops dealing"; C-2 "Odd chips
    are rounded up"; C-3 "Late entrants may join until the end of level 4 with a full
    stack". Registered here, not shipped: every part of the floor follows the record."""
    record = _club()
    monkeypatch.setitem(RULEBOOK_RECORDS, record.id, record)
    library = Library((parse_rulebook(MADE_UP_TEXT), *load_library().books))
    for mechanism in Mechanism:
        citation = record.grounds[mechanism].citation
        if citation is not None:
            library.cite(citation.book, citation.ref)

    assert RULEBOOKS[record.id] == "The Club's House Rules"
    assert RULEBOOK_LAYERS[record.id] == ("club-house",)
    settings = settings_for(name="Club night", rulebook=record.id)
    assert (settings.late_reg, settings.late_reg_close_level) == ("full-stack", 4)
    assert new_level_note(record.id) == (
        "New blinds apply from the next hand "
        "(The Club's rules are silent; TDA 2024 Rule 23 applied)."
    )
    policy = seating_policy(settings)
    room = Room()
    for number, players in ((1, 9), (2, 6)):
        room.open_table(number, 9)
        for seat in range(1, players + 1):
            room.sit(number * 100 + seat, number, seat)
    assert plan_halts(room, policy).rule == "Club C-1"
    assert (
        str(policy.citations.balance) == "The Club's rules are silent; TDA 2024 Rule 11-A applied"
    )
    raced = race_chips(
        [SeatLeftover(seat=1, chips=3, other_chips=1_000)],
        removed=25,
        next_denomination=100,
        rule=record.id,
        rng=random.Random(1),
    )
    assert raced.citation == "Club C-2" and raced.outcomes[0].added_chips == 1
    busts = [Elimination(1, "h", stack=500), Elimination(2, "h", stack=500)]
    shared = (
        "Equal starting stacks share the places "
        "(The Club's rules are silent; standard practice applied)"
    )
    assert {str(p.rule) for p in place_group(busts, worst=9, rulebook=record.id)} == {shared}


def test_a_third_rulebook_s_rules_of_play_need_no_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """The made-up club's C-4 "Once four players have acted in turn, folds included, the
    hand has action" and C-5 "Odd chips of a split pot go one to each winner, clockwise
    from the button": the calculators answer by the record's rules of play alone."""
    record = _club()
    monkeypatch.setitem(RULEBOOK_RECORDS, record.id, record)
    library = Library((parse_rulebook(MADE_UP_TEXT), *load_library().books))
    for citation in (record.play.action.citation, *record.play.odd_chips.citations):
        library.cite(citation.book, citation.ref)

    three = action_test(["fold", "call", "raise"])  # TDA 2024 Rule 36: substantial action
    assert three.reached("tda-2024") and not three.reached(record.id)
    assert action_test(["fold", "fold", "fold", "check"]).reached(record.id)
    assert str(three.explain(record.id)) == (
        "fold, call, raise: 3 actions in turn, 2 putting chips in, so not substantial "
        "action (Club C-4: four players in turn)."
    )
    # 200 in 25s among three winners: two odd chips, one each from the button's left
    # (TDA 2024 Rule 20-A gives both to seat 5, "the first seat left of the button").
    split = split_pot(200, [2, 5, 8], button=4, smallest=25, rulebook=record.id)
    assert split.shares == ((5, 75), (8, 75), (2, 50))
    tda = split_pot(200, [2, 5, 8], button=4, smallest=25, rulebook="tda-2024")
    assert tda.shares == ((5, 100), (8, 50), (2, 50))
    assert str(split.explanation).endswith("clockwise from the button (Club C-5).")


# ---------------------------------------------------------------- no string comparisons

IDS = re.compile(r"""["'](tda-2024|roberts-v6-league)["']""")
#: A calculator asking which rules of play a rulebook follows, by comparing books.
PLAY_SWITCH = re.compile(r"rules_of_play\([^)]*\)\s*[!=]=|[!=]=\s*(RROP|TDA)\b")


def lines_outside_the_records(pattern: re.Pattern[str]) -> list[str]:
    """``path:line: text`` of every line of floortool's Python, but the records', that
    ``pattern`` finds."""
    return [
        f"{path.relative_to(FLOORTOOL)}:{number}: {line.strip()}"
        for path in sorted(FLOORTOOL.rglob("*.py"))
        if path != RECORDS_MODULE
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line)
    ]


def test_no_rulebook_id_is_written_outside_the_records() -> None:
    """Done when grep finds no rulebook id compared as a string outside the records:
    only ``domain/rulings/rulebook_records.py`` (and data files, which are not Python)
    names them."""
    assert lines_outside_the_records(IDS) == []


def test_no_calculator_switches_on_one_book() -> None:
    """What differs between rules of play is data on the record (``PlayRules``), never a
    comparison with one book, so a third rulebook needs no code."""
    assert lines_outside_the_records(PLAY_SWITCH) == []


def test_the_books_cited_are_the_rule_texts_books() -> None:
    """The citation values the records use are the books' own (``book`` in each file)."""
    values = {book.book for book in load_library().books}
    assert {TDA, RROP, HOUSE} <= values
