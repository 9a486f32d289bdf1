"""Domain: the rulebooks in resources/rulebooks, citations resolving to their rules,
searching by reference or words, and malformed rulebook files refused."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.rulings.rule_texts import (
    RULEBOOK_LAYERS,
    Library,
    Rule,
    Rulebook,
    UnknownRule,
    parse_rulebook,
    ref_key,
)
from floortool.domain.tournament.event import RULEBOOKS

FOLDER = Path(__file__).resolve().parents[3] / "resources" / "rulebooks"
BOOK_IDS = ("tda-2024", "rrop-v6", "house-tfpl", "ftr")
BOOK_VALUES = {"tda-2024": "TDA 2024", "rrop-v6": "RRoP v6", "house-tfpl": "House", "ftr": "FTR"}

# Every reference the research notes (rulebooks.md §3.2 conflict register and §5 situation
# catalogue) cite for these books, written out one by one: "11-A/C/D" is 11-A, 11-C and 11-D,
# "Irreg. 3, 4" is §3 Irreg. 3 and §3 Irreg. 4, and so on.
CITED = {
    "TDA 2024": [
        "1",
        "2",
        "3",
        "5",
        "5-A",
        "5-B",
        "5-C",
        "5-D",
        "8-A",
        "8-B",
        "10",
        "10-A",
        "11",
        "11-A",
        "11-C",
        "11-D",
        "12",
        "13-A",
        "13-B",
        "13-C",
        "14",
        "15-A",
        "15-B",
        "16",
        "17-A",
        "17-B",
        "18-A",
        "18-B",
        "19",
        "20",
        "21",
        "22",
        "23",
        "24",
        "24-C",
        "25-A",
        "25-B",
        "29",
        "30",
        "31",
        "32",
        "34",
        "34-A",
        "34-B",
        "35-A(1)",
        "35-A(2)",
        "35-A(3)",
        "35-A(4)",
        "35-A(5)",
        "35-A(6)",
        "35-A(7)",
        "35-B",
        "35-C",
        "35-D",
        "35-E",
        "36",
        "37",
        "38",
        "39-A",
        "39-B",
        "39-C",
        "39-D",
        "40",
        "40-A",
        "40-B",
        "40-C",
        "41",
        "42",
        "43",
        "43-A",
        "43-B",
        "44",
        "45",
        "46",
        "47",
        "47-A",
        "47-B",
        "49",
        "50-A",
        "50-B",
        "51",
        "52-A",
        "52-B",
        "53-A",
        "53-B",
        "54-B",
        "54-D",
        "55",
        "56",
        "57",
        "58",
        "59-A",
        "59-B",
        "60",
        "61",
        "62",
        "63",
        "64",
        "65",
        "65-A",
        "65-B",
        "67",
        "68",
        "70",
        "71",
        "71-A",
        "71-B",
        "71-C",
        "RP-1",
        "RP-2",
        "RP-4",
        "RP-5",
        "RP-5-A",
        "RP-5-B",
        "RP-5-C",
        "RP-6",
        "RP-8-A",
        "RP-8-F",
        "RP-9",
        "RP-11",
        "RP-12",
        "RP-14",
        "RP-16",
        "RP-22",
        *(f"Add. {n}" for n in ("10", "11", "16", "18", "38", "40-A", "43", "45", "46")),
        *(f"Add. {n}" for n in ("47", "51", "52-B", "53-A", "53-B")),
    ],
    "RRoP v6": [
        *(f"§3 Misdeals 1({c})" for c in "abcdefghij"),
        "§3 Misdeals 2",
        *(f"§3 Dead Hands 1({c})" for c in "abcde"),
        "§3 Dead Hands 2",
        "§3 Dead Hands 3",
        *(f"§3 Irreg. {n}" for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15)),
        *(f"§3 B&R {n}" for n in range(4, 15)),
        *(f"§3 Showdown {n}" for n in (1, 2, 3, 5, 6, 7)),
        *(f"§3 Ties {n}" for n in (3, 4, 5)),
        *(f"§4 Blinds {n}" for n in (1, 2, 3, 4)),
        *(f"§5 Hold'em {n}" for n in range(1, 10)),
        *(f"NL {n}" for n in range(3, 13)),
        *(f"§1 Etiquette {n}" for n in (1, 4, 5, 6, 10, 11)),
        *(f"§2 Decision {n}" for n in (3, 5, 6, 7)),
        *(f"§2 Proc. {n}" for n in (2, 4, 14, 16, 17)),
        *(f"§2 Seating {n}" for n in (3, 5, 10)),
        *(f"§15-{n}" for n in (2, 4, 5, 6, 7)),
        "§15 (new limits; no. unverified)",
        "§15 (colour-up; no. unverified)",
        "§15 (table balance; no. unverified)",
        "§15 (redraw; no. unverified)",
        "§15 (simultaneous eliminations; no. unverified)",
    ],
    "House": [f"A-{n}" for n in range(1, 31)],
    "FTR": [
        "FTR Decks",
        "Holding an FTR card",
        "Dealing FTR cards to the table",
        "FTR cards only inherit value",
        "FTR Action",
        "Rounds where more than one card is dealt",
    ],
}


def read_book(book_id: str) -> Rulebook:
    return parse_rulebook((FOLDER / f"{book_id}.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def library() -> Library:
    return Library(tuple(read_book(book_id) for book_id in BOOK_IDS))


def refs(book: Rulebook) -> list[str]:
    return [rule.ref for rule in book.rules]


# ---------------------------------------------------------------- the bundled books


def test_the_folder_holds_exactly_the_four_books() -> None:
    assert sorted(path.name for path in FOLDER.glob("*.json")) == sorted(
        f"{book_id}.json" for book_id in BOOK_IDS
    )


@pytest.mark.parametrize("book_id", BOOK_IDS)
def test_each_book_parses_under_its_id_and_citation_value(book_id: str) -> None:
    book = read_book(book_id)
    assert (book.id, book.book) == (book_id, BOOK_VALUES[book_id])
    assert book.source.startswith("https://") or book.source.startswith("http://")
    assert book.licence and book.edition and book.title
    assert all(rule.book == book.book and rule.url for rule in book.rules)


@pytest.mark.parametrize("book_id", BOOK_IDS)
def test_references_are_unique_in_each_book(book_id: str) -> None:
    keys = [ref_key(ref) for ref in refs(read_book(book_id))]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("book_id", BOOK_IDS)
def test_every_paraphrase_is_one_to_three_sentences(book_id: str) -> None:
    for rule in read_book(book_id).rules:
        sentences = re.findall(r"[.!?][)\"]?(?=\s+[A-Z(\"]|$)", rule.text)
        assert 1 <= len(sentences) <= 3, (rule.ref, rule.text)


def test_tda_has_every_rule_and_recommended_procedure_with_their_parts() -> None:
    tda = refs(read_book("tda-2024"))
    assert [str(n) for n in range(1, 72)] == [ref for ref in tda if ref.isdigit()]
    assert [f"RP-{n}" for n in range(1, 23)] == [r for r in tda if re.fullmatch(r"RP-\d+", r)]
    for parts in ("39-A 39-B 39-C 39-D", "RP-5-A RP-5-B RP-5-C RP-5-D", "11-A 11-B 11-C 11-D"):
        assert set(parts.split()) <= set(tda)


def test_tda_titles_are_the_official_ones_and_parts_share_their_rule_title() -> None:
    tda = read_book("tda-2024")
    assert tda.rule("36").title == "Substantial Action (SA)"
    assert tda.rule("RP-21").title == "Spreading the Pot"
    assert {tda.rule(ref).title for ref in ("39", "39-A", "39-D", "Add. 38")} - {
        "Burns After Substantial Action"
    } == {"Irregular Flops and Premature-Dealt Cards"}


def test_house_amendments_are_a1_to_a30_in_order() -> None:
    assert refs(read_book("house-tfpl")) == [f"A-{n}" for n in range(1, 31)]


def test_roberts_uses_the_league_copys_numbering() -> None:
    rrop = set(refs(read_book("rrop-v6")))
    assert {"§5 Hold'em 3", "§3 Misdeals 1(a)", "NL 12", "§3 Irreg. 16", "§4 Blinds 11"} <= rrop
    assert {f"§2 Proc. {n}" for n in range(1, 25)} <= rrop
    assert "§5 Hold'em 10" not in rrop and "NL 14" not in rrop


@pytest.mark.parametrize(
    ("book", "ref"), [(book, ref) for book, cited in CITED.items() for ref in cited]
)
def test_every_reference_the_research_cites_resolves(library: Library, book: str, ref: str) -> None:
    rule = library.cite(book, ref)
    assert (rule.book, rule.ref) == (book, ref)


# ---------------------------------------------------------------- citing


def test_a_citation_resolves_to_its_rule_by_book_value_or_id(library: Library) -> None:
    rule = library.cite("TDA 2024", "39-A")
    assert rule.title == "Irregular Flops and Premature-Dealt Cards"
    assert rule.citation == "TDA 2024 39-A"
    assert library.cite("tda-2024", "39-A") is rule
    assert library.cite("tda 2024", "39 a") is rule  # case, hyphen or space
    assert library.cite("House", "a-18").ref == "A-18"
    typographic = "§5 hold\u2019em 3"
    assert library.cite("RRoP v6", typographic).ref == "§5 Hold'em 3"


def test_an_unknown_rule_is_refused_with_the_closest_references(library: Library) -> None:
    with pytest.raises(UnknownRule) as raised:
        library.cite("TDA 2024", "39-Z")
    assert raised.value.code == "unknown_rule"
    assert raised.value.message.startswith("TDA 2024 has no rule '39-Z'. Did you mean 39-")
    assert raised.value.as_dict()["ref"] == "39-Z"


def test_an_unknown_book_is_refused_naming_the_books(library: Library) -> None:
    with pytest.raises(FloorError) as raised:
        library.cite("WSOP", "1")
    assert raised.value.code == "unknown_rulebook"
    assert "TDA 2024 (tda-2024)" in raised.value.message


def test_every_event_rulebook_layers_books_of_the_library(library: Library) -> None:
    assert set(RULEBOOK_LAYERS) == set(RULEBOOKS)
    assert RULEBOOK_LAYERS["roberts-v6-league"] == ("house-tfpl", "rrop-v6")
    for layers in RULEBOOK_LAYERS.values():
        assert [library.book(book_id).id for book_id in layers] == list(layers)


def test_two_books_answering_to_one_name_are_refused() -> None:
    book = read_book("ftr")
    with pytest.raises(InvalidInput, match="Two rulebooks answer to the name 'ftr'"):
        Library((book, book))


# ---------------------------------------------------------------- searching


def rule(ref: str, title: str, text: str, section: str = "S") -> Rule:
    return Rule(book="Test", ref=ref, title=title, section=section, text=text, url="https://x.test")


SMALL = Rulebook(
    id="test",
    book="Test",
    title="A small book",
    edition="1",
    source="https://x.test",
    licence="ours",
    rules=(
        rule("3", "Gestures", "Tapping the table is a check."),
        rule("5", "Dealing", "The burn card protects the stub; see 39."),
        rule("39", "Irregular flops", "Flops with the wrong number of cards."),
        rule("39-A", "Irregular flops", "Four cards on the flop."),
        rule("4", "Burns after action", "Exactly one burn per street."),
        rule("§5 Hold'em 3", "Too many flop cards", "The flop is dealt again."),
        rule("§5 Hold'em 30", "Invented", "Made up for the test."),
    ),
)


def found(words: str, book: Rulebook = SMALL) -> list[str]:
    return [rule.ref for rule in book.search(words)]


def test_search_ranks_exact_reference_then_parts_then_text_mentions() -> None:
    assert found("39") == ["39", "39-A", "5"]
    assert found("39-a") == ["39-A"]
    # 39 and §5 Hold'em 30 are not "under" 3, nor does the number 3 match 39 or 30 in a text
    assert found("3") == ["3", "§5 Hold'em 3"]


def test_search_finds_a_roberts_reference_without_its_section() -> None:
    assert found("hold'em 3") == ["§5 Hold'em 3"]
    assert found("§5") == ["§5 Hold'em 3", "§5 Hold'em 30"]


def test_search_by_words_puts_title_hits_before_text_hits() -> None:
    assert found("burn") == ["4", "5"]  # "Burns after action" in the title; "burn card" in the text
    assert found("FLOP cards") == ["§5 Hold'em 3", "39", "39-A"]  # every word, any case


def test_search_words_match_the_start_of_words_and_all_must_match() -> None:
    assert found("tap") == ["3"]
    assert found("apping") == []
    assert found("burn flop") == []
    assert found("   ") == found("") == refs(SMALL)


def test_library_search_runs_over_every_book_in_order(library: Library) -> None:
    hits = [rule.citation for rule in library.search("A-18")]
    assert hits[0] == "House A-18"
    four_card = [rule.citation for rule in library.search("4-card flop")]
    assert four_card[0] == "TDA 2024 39-A"
    clock = [rule.citation for rule in library.search("clock")]
    assert clock.index("TDA 2024 29") < clock.index("RRoP v6 NL 12")


# ---------------------------------------------------------------- malformed files


def book_text(**changes: object) -> str:
    data: dict[str, object] = {
        "id": "mini",
        "book": "Mini",
        "title": "A mini book",
        "edition": "1",
        "source": "https://example.org/rules",
        "licence": "ours",
        "rules": [
            {"ref": "1", "title": "One", "section": "S", "text": "First."},
            {
                "ref": "2",
                "title": "Two",
                "section": "S",
                "text": "Second.",
                "url": "https://x.test/2",
            },
        ],
    }
    data.update(changes)
    return json.dumps({key: value for key, value in data.items() if value is not None})


def test_a_well_formed_file_parses_and_rules_default_to_the_book_source() -> None:
    book = parse_rulebook(book_text())
    assert [(rule.ref, rule.url) for rule in book.rules] == [
        ("1", "https://example.org/rules"),
        ("2", "https://x.test/2"),
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[]", "A rulebook file holds one JSON object"),
        ("{", "The rulebook is not valid JSON: line 1"),
        (book_text(edition=None), "The rulebook has no 'edition'."),
        (book_text(title="  "), "The rulebook: 'title' must be non-empty text."),
        (book_text(pages=3), "The rulebook has an unknown field 'pages'"),
        (book_text(id="Mini Book"), "The rulebook 'Mini Book': the id must be lower-case"),
        (book_text(source="pokertda.com"), "'source' must be a web address"),
        (book_text(rules=[]), "The rulebook 'mini' needs 'rules', a list of at least one rule."),
        (book_text(rules=["1"]), "Mini, entry 1 must be an object"),
        (
            book_text(rules=[{"ref": "1", "title": "One", "section": "S"}]),
            "Mini, entry 1 ('1') has no 'text'.",
        ),
        (
            book_text(rules=[{"ref": "1", "title": "One", "section": "S", "text": "x", "note": 1}]),
            "Mini, entry 1 ('1') has an unknown field 'note'",
        ),
        (
            book_text(rules=[{"ref": "1", "title": "T", "section": "S", "text": "x", "url": "x"}]),
            "Mini, entry 1 ('1'): 'url' must be a web address",
        ),
        (
            book_text(
                rules=[
                    {"ref": "39-A", "title": "T", "section": "S", "text": "x"},
                    {"ref": "2", "title": "T", "section": "S", "text": "x"},
                    {"ref": "39-a", "title": "T", "section": "S", "text": "x"},
                ]
            ),
            "Mini lists rule '39-a' twice (entries 1 and 3).",
        ),
        ('{"id": "a", "id": "b"}', "The rulebook gives 'id' twice"),
    ],
)
def test_a_malformed_file_is_refused_with_a_clear_message(text: str, message: str) -> None:
    with pytest.raises(InvalidInput) as raised:
        parse_rulebook(text)
    assert message in raised.value.message
