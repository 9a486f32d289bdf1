"""Tests of the rule browser (Help > Rulebooks…, F1): searching the bundled rulebooks by
number or words, one book or all, and reading the chosen rule with its source link."""

from __future__ import annotations

from tests.ui.desk import focus, press
from tests.ui.fakes import MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.rulebook_shelf import load_library
from floortool.app.rulings import situations_citing_rule
from floortool.ui.main_window import MainWindow
from floortool.ui.rule_browser import NOT_CITED, NOTHING_CHOSEN, RuleBrowserDialog


def open_with_f1(qtbot: QtBot, window: MainWindow) -> RuleBrowserDialog:
    focus(qtbot, window.welcome)
    press(qtbot, Qt.Key.Key_F1)
    browser = window.rule_browser
    assert browser is not None
    qtbot.waitUntil(browser.isVisible)
    qtbot.waitUntil(browser.search_edit.hasFocus)
    return browser


def listed(browser: RuleBrowserDialog) -> list[str]:
    return [browser.results.item(row).text() for row in range(browser.results.count())]


def test_the_shelf_holds_the_four_books_in_shelf_order_and_reads_them_once() -> None:
    library = load_library()
    assert [book.id for book in library.books] == ["tda-2024", "rrop-v6", "house-tfpl", "ftr"]
    assert load_library() is library
    assert library.cite("TDA 2024", "39-A").title == "Irregular Flops and Premature-Dealt Cards"


def test_f1_opens_the_browser_and_a_typed_number_shows_that_rule(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    assert window.rules_action in window.menuBar().actions()[-1].menu().actions()
    browser = open_with_f1(qtbot, window)
    assert browser.count_label.text() == f"{sum(len(b.rules) for b in browser.library.books)} rules"

    qtbot.keyClicks(browser.search_edit, "39-a")

    assert listed(browser) == [
        "TDA 2024 39-A  \u00b7  Irregular Flops and Premature-Dealt Cards",
        "TDA 2024 39  \u00b7  Irregular Flops and Premature-Dealt Cards",  # its text names 39-A
    ]
    assert browser.citation_label.text() == "TDA 2024 39-A"
    assert browser.title_label.text() == "Irregular Flops and Premature-Dealt Cards"
    assert browser.section_label.text() == "Dealing Rules"
    assert "picks one at random" in browser.text_label.text()
    assert 'href="https://www.pokertda.com/poker-tda-rules/"' in browser.source_label.text()
    assert browser.count_label.text() == "2 rules"
    assert browser.cited_label.text() == "\u2022 Four-card flop"  # the wizard's situation


def test_words_list_rules_best_first_and_arrow_keys_choose_one(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()  # kept: the browser is the window's child
    browser = open_with_f1(qtbot, window)
    qtbot.keyClicks(browser.search_edit, "rp-5")
    assert [line.split("  ")[0] for line in listed(browser)][:5] == [
        "TDA 2024 RP-5",
        "TDA 2024 RP-5-A",
        "TDA 2024 RP-5-B",
        "TDA 2024 RP-5-C",
        "TDA 2024 RP-5-D",
    ]

    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Down)

    assert browser.search_edit.hasFocus()
    selected = browser.selected_rule()
    assert selected is not None and selected.ref == "RP-5-B"
    assert browser.citation_label.text() == "TDA 2024 RP-5-B"
    press(qtbot, Qt.Key.Key_Up)
    assert browser.citation_label.text() == "TDA 2024 RP-5-A"


def test_one_book_is_searched_alone_and_an_empty_result_says_so(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()  # kept: the browser is the window's child
    browser = open_with_f1(qtbot, window)
    browser.search("card turned", book="house-tfpl")
    assert listed(browser) == [  # the title hit first, then the texts with both words
        "A-18  \u00b7  Card turned before betting is complete",
        "A-13  \u00b7  All-in showdown and premature exposure",
        "A-14  \u00b7  Dealer at fault for an exposed hand",
    ]

    browser.search("zebra crossing")

    assert listed(browser) == []
    assert browser.count_label.text() == "No rule matches \u201czebra crossing\u201d."
    assert browser.citation_label.text() == ""
    assert browser.text_label.text() == NOTHING_CHOSEN
    assert browser.cited_label.isHidden()


def test_a_citation_opens_on_its_rule(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    browser = window.open_rule_browser()
    rule = browser.show_rule("RRoP v6", "NL 12")
    assert browser.selected_rule() == rule
    assert browser.chosen_book() == browser.library.book("rrop-v6")
    assert browser.citation_label.text() == "RRoP v6 NL 12"
    assert "one more minute" in browser.text_label.text()


def test_a_whole_rule_lists_the_situations_citing_any_of_its_parts(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    browser = window.open_rule_browser()
    browser.show_rule("House", "A-18")
    titles = [s.title for s in situations_citing_rule("House", "A-18")]
    assert len(titles) >= 3  # the premature flop, turn and river
    assert browser.cited_label.text() == "\n".join(f"\u2022 {title}" for title in titles)
    browser.show_rule("TDA 2024", "39")
    assert "\u2022 Four-card flop" in browser.cited_label.text().splitlines()
    browser.show_rule("TDA 2024", "9")  # special needs: no floor situation
    assert browser.cited_label.text() == NOT_CITED
