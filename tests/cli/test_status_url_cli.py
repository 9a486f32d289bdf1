"""CLI: ``event update --status-url URL`` sets where the live status feed goes (and
``none`` stops it), as one undoable action; an address that is not http or https is
refused with a clear message, exit 1, and nothing changed; ``event show`` names it."""

from __future__ import annotations

import pytest
from tests.cli.test_cli import Cli


@pytest.fixture
def event_cli(sqlite_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(sqlite_url, capsys)
    cli.json("event", "create", "--name", "Main")
    return cli


def _url(cli: Cli) -> object:
    return cli.json("event", "show")["event"]["status_url"]


def test_set_show_clear_and_undo(event_cli: Cli) -> None:
    cli = event_cli
    assert _url(cli) is None
    cli.json("event", "update", "--status-url", "https://club.example/status")
    assert _url(cli) == "https://club.example/status"
    status, out, _ = cli("event", "show")
    assert status == 0 and "Live status feed:" in out and "https://club.example/status" in out
    cli.json("event", "update", "--status-url", "none")
    assert _url(cli) is None
    cli.json("undo")
    assert _url(cli) == "https://club.example/status"


def test_an_address_not_over_the_web_is_refused_and_nothing_changes(event_cli: Cli) -> None:
    cli = event_cli
    error = cli.json("event", "update", "--status-url", "ftp://club.example/x", status=1)
    assert "http:// or https://" in error["error"]["message"]
    assert _url(cli) is None
    status, _out, err = cli("event", "update", "--status-url", "gopher://x")
    assert status == 1 and "Traceback" not in err
