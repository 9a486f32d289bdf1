"""CLI: ``--lang CODE`` chooses the window's language for one run (issue 30, item 2).

"``--lang CODE`` on the command line": a language floortool speaks reaches the
window's request (any spelling of its code: ``DE``, ``de_DE``, ``de-AT``); an
unknown code is a usage error that names the languages there are (exit 2, no
window); without it the window keeps the language chosen in it.
"""

from __future__ import annotations

import pytest

from floortool.app.launch import WindowRequest
from floortool.cli.main import run
from floortool.cli.output import EXIT_USAGE


@pytest.mark.parametrize(
    ("typed", "code"), [("de", "de"), ("DE", "de"), ("fr_FR", "fr"), ("es-MX", "es"), ("en", "en")]
)
@pytest.mark.parametrize("command", [[], ["gui"], ["demo"]])
def test_lang_names_the_windows_language(
    sqlite_url: str, typed: str, code: str, command: list[str]
) -> None:
    request = run(["--db", sqlite_url, "--lang", typed, *command])

    assert isinstance(request, WindowRequest)
    assert request.language == code


def test_without_lang_the_window_keeps_its_own_choice(sqlite_url: str) -> None:
    request = run(["--db", sqlite_url, "gui"])

    assert isinstance(request, WindowRequest)
    assert request.language is None


def test_an_unknown_language_is_refused_with_the_languages_named(
    sqlite_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status = run(["--db", sqlite_url, "--lang", "xx", "gui"])

    said = capsys.readouterr().err
    assert status == EXIT_USAGE
    assert "'xx' is not a language floortool speaks" in said
    for name in ("en (English)", "de (Deutsch)", "fr (Français)", "es (Español)"):
        assert name in said
