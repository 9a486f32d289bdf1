"""CLI: a refusal said in the reader's language (issue 30, item 2).

"Every string a person reads — window, messages, [...] — goes through one translation
mechanism [...] one catalogue shared where the other front ends read the same
messages", and "English output must stay exactly as it is today (tests and scripts
read it)". So a refusal printed on stderr is in the language of ``--lang`` (else
``FLOORTOOL_LANG``), its remedy's command typed as it is, while ``--json`` gives the
same English ``message`` and ``code`` whatever the language. The German, French and
Spanish below are the catalogues' (``resources/i18n``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event

from floortool.app.languages import catalogue
from floortool.cli.remedies import command_phrase
from floortool.domain.kernel.remedies import Fix, Remedy


@pytest.fixture
def cli(sqlite_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(sqlite_url, capsys)


def test_a_refusal_is_printed_in_the_language_asked_for_and_its_json_stays_english(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    create_event(cli, tmp_path)
    bust_nobody = ("player", "bust", "Nobody")

    status, out, english = cli(*bust_nobody)
    assert (status, out, english) == (1, "", "floortool: There is no player called Nobody.\n")
    status, out, german = cli("--lang", "de", *bust_nobody)
    assert (status, out, german) == (1, "", "floortool: Es gibt keinen Spieler namens Nobody.\n")

    said_in_english = cli.json(*bust_nobody, status=1)
    assert said_in_english["error"]["message"] == "There is no player called Nobody."
    assert cli.json("--lang", "de", *bust_nobody, status=1) == said_in_english

    monkeypatch.setenv("FLOORTOOL_LANG", "fr")  # the computer's language, no --lang
    assert cli(*bust_nobody)[2] == "floortool: Il n'y a pas de joueur nommé Nobody.\n"
    assert cli.json(*bust_nobody, status=1) == said_in_english
    assert cli("--lang", "es", *bust_nobody)[2] == (
        "floortool: No hay ningún jugador llamado Nobody.\n"
    )


def test_a_usage_error_of_a_typed_number_is_said_in_the_language_asked_for(cli: Cli) -> None:
    wrong_event = ("--event", "x", "event", "show")

    status, _, english = cli(*wrong_event)
    assert status == 2
    assert english == (
        "floortool: argument --event: 'x' is not a whole number (see 'floortool --help')\n"
    )
    status, _, german = cli("--lang", "de", *wrong_event)
    assert status == 2
    assert german == (
        "floortool: Argument --event: 'x' ist keine ganze Zahl (siehe 'floortool --help')\n"
    )
    as_json = cli.json(*wrong_event, status=2)
    assert as_json["error"] == {"code": "usage", "message": english[len("floortool: ") : -1]}
    assert cli.json("--lang=de", *wrong_event, status=2) == as_json


def test_a_remedy_names_its_command_as_typed_in_the_readers_sentence() -> None:
    """The command line's remedy is "the command to run" (``cli/remedies.py``): a
    German reader reads a German sentence around the same command."""
    remedy = command_phrase(Remedy(Fix.BREAK_TABLE, (5,)))
    assert str(remedy) == "Run 'seating break 5'."
    assert catalogue("de").say(remedy) == "'seating break 5' ausführen."
    assert catalogue("fr").say(remedy) == "Lancez 'seating break 5'."
