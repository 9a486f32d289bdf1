"""CLI: ``--help`` is said in the chosen language (issue 30).

Issue 30: "Every string a person reads [...] goes through one translation
mechanism", and the command line's language is "``--lang`` when given, else
``FLOORTOOL_LANG``, else the one chosen in the window" (``app.languages``). So
``floortool --lang de event --help`` prints the command's help texts, its
metavars and argparse's own frame (``usage:``, the headings, ``-h``'s line) in
German; argparse's refusals of a command line are said in German too, while
``--json``'s ``message`` stays the English it always was. English help is
byte-for-byte what it was before the texts were marked (``data/help_en``, taken
from the program before the change, 100 columns wide).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floortool.cli.main import run
from floortool.cli.output import EXIT_USAGE

ENGLISH_HELP = Path(__file__).parent / "data" / "help_en"


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")  # argparse wraps at the terminal's width
    monkeypatch.delenv("FLOORTOOL_LANG", raising=False)


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as exited:
        run([*argv, "--help"])
    assert exited.value.code == 0
    return capsys.readouterr().out


def test_the_top_level_help_is_german(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _help(capsys, "--lang", "de")

    assert shown.startswith("Aufruf: floortool [-h]")
    assert "Floor-Werkzeug für Live-Pokerturniere." in shown
    assert "Positionsargumente:\n  BEFEHL\n" in shown
    assert "Optionen:\n  -h, --help       diese Hilfe anzeigen und beenden" in shown
    assert "das Fenster öffnen" in shown  # a command's line, from the lazy table
    assert "die Versionsnummer des Programms anzeigen und beenden" in shown
    assert "open the window" not in shown


def test_event_help_is_german(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _help(capsys, "--lang", "de", "event")

    assert shown.startswith("Aufruf: floortool event [-h] [--json] AKTION ...")
    assert "ein Turnier anlegen und zum aktuellen machen" in shown
    assert "alle Turniere, neueste zuerst" in shown
    assert "ein JSON-Dokument ausgeben" in shown
    assert "every event, newest first" not in shown


def test_event_create_help_is_german(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _help(capsys, "--lang", "de", "event", "create")

    assert "--guarantee BETRAG" in shown
    assert "--buy-in BETRAG" in shown
    assert "--rebuy-chips CHIPS|none" in shown
    assert "das garantierte Preisgeld" in shown
    assert "--structure NAME_ODER_DATEI" in shown


def test_seating_move_help_is_german(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _help(capsys, "--lang", "de", "seating", "move")

    assert shown.startswith("Aufruf: floortool seating move [-h] [--json] NAME TISCH PLATZ")


def test_clock_help_is_french(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _help(capsys, "--lang", "fr", "clock")

    assert shown.startswith("utilisation : floortool clock")
    assert "démarrer l'horloge au niveau actuel" in shown
    assert "afficher cette aide et quitter" in shown


def test_the_language_variable_chooses_the_help_s_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FLOORTOOL_LANG", "es")

    shown = _help(capsys, "event")

    assert shown.startswith("uso: floortool event [-h] [--json] ACCIÓN ...")
    assert "crear un torneo y hacerlo el actual" in shown


@pytest.mark.parametrize("page", sorted(p.stem for p in ENGLISH_HELP.glob("*.txt")))
def test_english_help_is_as_it_was(capsys: pytest.CaptureFixture[str], page: str) -> None:
    argv = [] if page == "TOP" else page.split("_")

    assert _help(capsys, *argv) == (ENGLISH_HELP / f"{page}.txt").read_text(encoding="utf-8")


def test_an_unknown_language_is_still_refused_before_any_help(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = run(["--lang", "xx", "--help"])

    assert status == EXIT_USAGE
    assert "'xx' is not a language floortool speaks" in capsys.readouterr().err


def test_a_refused_command_line_is_said_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--lang", "de", "seating", "move", "Ann"]) == EXIT_USAGE
    assert run(["--lang", "de", "event", "nope"]) == EXIT_USAGE

    said = capsys.readouterr().err.splitlines()
    assert said[0] == (
        "floortool: folgende Argumente fehlen: TISCH, PLATZ (siehe 'floortool seating move --help')"
    )
    assert said[1].startswith("floortool: Argument AKTION: ungültige Wahl: 'nope' (möglich: ")


def test_a_refused_command_line_keeps_its_english_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(["--lang", "de", "--json", "seating", "move", "Ann"]) == EXIT_USAGE

    error = json.loads(capsys.readouterr().out)["error"]
    assert error == {
        "code": "usage",
        "message": (
            "the following arguments are required: TABLE, SEAT"
            " (see 'floortool seating move --help')"
        ),
    }
