"""The command line speaks the chosen language to people, and English JSON to scripts.

Issue 30, item 2: "Every string a person reads [...] goes through one translation
mechanism [...] numbers and money per locale." The language is ``--lang``, else
``FLOORTOOL_LANG``, else the window's, else English (``app.languages``); the
``--json`` document is what scripts read (``cli.md``) and does not change with it.
"""

from __future__ import annotations

import pytest
from tests.cli.test_cli import Cli

from floortool.cli.output import EXIT_USAGE

#: A 20,000 stack, and a buy-in plus fee of 1,250.50 an alternate pays when seated.
EVENT = ("--starting-stack", "20000", "--tables", "1", "--seats", "2")
MONEY = ("--buy-in", "1200.50", "--fee", "50")
NARROW = "\u202f"  # French groups thousands with a narrow no-break space


@pytest.fixture
def field(sqlite_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """One full table of two and an alternate waiting to pay 1,250.50."""
    cli = Cli(sqlite_url, capsys)
    cli.json("event", "create", "--name", "Main", *EVENT, *MONEY)
    cli.json("player", "register", "Ann", "Bob")
    return cli


def _said(cli: Cli, *argv: str) -> str:
    status, out, err = cli(*argv)
    assert status == 0, err
    return out


def test_german_registration_and_list(field: Cli) -> None:
    registered = _said(field, "--lang", "de", "player", "register", "Cy")
    listed = _said(field, "--lang", "de", "player", "list")

    assert "Cy: Nachrücker 1 (alle Plätze sind besetzt) · 20.000 Chips" in registered
    assert "Buy-in 1.250,50 wird beim Platzieren kassiert · Entry 1" in registered
    assert "Chips im Spiel 40.000 · Durchschnittsstack 20.000" in listed
    assert "(1.250,50)" in listed
    for english in ("chips", "alternate", "average stack", "players left", "1,250"):
        assert english not in registered + listed


def test_french_from_the_environment(field: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FLOORTOOL_LANG", "fr")
    _said(field, "player", "register", "Cy")

    listed = _said(field, "player", "list")

    assert f"jetons en jeu 40{NARROW}000 · tapis moyen 20{NARROW}000" in listed
    assert f"1 remplaçant en attente : leurs buy-ins (1{NARROW}250,50)" in listed
    assert "chips in play" not in listed


def test_spanish_seating_and_the_english_default(field: Cli) -> None:
    spanish = _said(field, "--lang", "es", "seating", "show")
    english = _said(field, "seating", "show")

    assert "Mesa 1: 2/2 jugadores, botón desconocido" in spanish
    assert "Mesa final: 2 jugadores" in spanish
    assert "Table 1: 2/2 players, button unknown" in english
    assert "Final table: 2 players" in english


@pytest.mark.parametrize(
    "command",
    [
        ("player", "list"),
        ("seating", "show"),
        ("seating", "policy"),
        ("payouts", "show"),
        ("clock", "status"),
        ("event", "show"),
        ("player", "show", "Ann"),
    ],
)
def test_json_is_the_same_in_every_language(
    field: Cli, monkeypatch: pytest.MonkeyPatch, command: tuple[str, ...]
) -> None:
    _said(field, "player", "register", "Cy")
    english = _said(field, "--json", *command)
    german = _said(field, "--lang", "de", "--json", *command)
    monkeypatch.setenv("FLOORTOOL_LANG", "fr")
    french = _said(field, *command, "--json")

    assert german == english
    assert french == english


def test_an_unknown_language_in_the_environment_is_a_usage_error(
    field: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FLOORTOOL_LANG", "xx")

    status, out, err = field("player", "list")

    assert status == EXIT_USAGE
    assert not out
    assert "'xx' is not a language floortool speaks" in err


def test_german_clock(field: Cli) -> None:
    said = _said(field, "--lang", "de", "clock", "start")

    assert "läuft · Level 1: " in said
    assert " · noch " in said
    assert "running" not in said


def test_german_event_show_and_chip_leaders(field: Cli) -> None:
    shown = _said(field, "--lang", "de", "event", "show")
    leaders = _said(field, "--lang", "de", "chips", "leaders")

    assert "Startstack:                20.000" in shown
    assert "Buy-in + Gebühr:           1.200,50 + 50,00" in shown
    assert "1 Tisch mit 2 Plätzen" in shown
    assert "Durchschnitt 20.000" in leaders
    assert "40.000 Chips im Spiel" in leaders
    assert "Starting stack" not in shown


def test_undo_and_the_label_it_names_are_said_in_the_language(field: Cli) -> None:
    """The action's label is kept in the journal as a phrase, so it is said in French
    too; ``--json`` keeps the journal's English label."""
    said = _said(field, "--lang", "fr", "undo")

    assert said.startswith("Annulé : Inscrire Ann")
    redone = field.json("--lang", "fr", "redo")
    assert redone["redone"]["label"].startswith("Register Ann")
