"""CLI: the member record from the command line (issue 27, item 1) — ``player add
... --membership M --dues-until YYYY-MM-DD``, ``player bar NAME --reason``,
``unbar``, ``update``, ``show``; the desk refuses a barred player with the reason
and names an expired one; ``print member-cards``; the league's ``--dues paid-up``."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_members_at_the_door_from_the_command_line(cli: Cli, tmp_path: Path) -> None:
    added = cli.json(
        "player", "add", "Ann Lee", "--membership", "M-104", "--dues-until", "2026-01-31"
    )
    assert added["player"]["dues_until"] == "2026-01-31"
    cli.json("player", "add", "Bo Chan", "--membership", "M-105", "--notes", "likes seat 1")
    error = cli.json("player", "add", "Cy", "--dues-until", "31/01/2027", status=1)["error"]
    assert error["code"] == "invalid_input" and "YYYY-MM-DD" in error["message"]
    status, _, _ = cli("player", "bar", "Bo Chan")
    assert status == 2  # --reason is required

    barred = cli.json("player", "bar", "Bo Chan", "--reason", "cheating")
    assert barred["done"] == "Bar Bo Chan (cheating)" and barred["player"]["barred"] == "cheating"
    create_event(cli, tmp_path)
    refused = cli.json("player", "register", "Bo Chan", status=1)["error"]
    assert refused["code"] == "player_barred" and "barred: cheating" in refused["message"]
    status, out, _ = cli("player", "register", "Ann Lee")
    assert status == 0 and out.rstrip().endswith("· Dues expired on 2026-01-31")
    assert cli.json("player", "unbar", "Bo Chan")["done"] == "Lift the bar on Bo Chan"
    updated = cli.json(
        "player", "update", "Bo Chan", "--dues-until", "2027-12-31", "--name", "Bo Chang"
    )
    assert updated["player"]["name"] == "Bo Chang"

    shown = cli.json("player", "show", "Ann Lee")["player"]
    assert (shown["events_played"], shown["dues_expired"]) == (1, True)
    assert shown["first_seen"]

    out_file = tmp_path / "cards.pdf"
    printed = cli.json("print", "member-cards", "--out", str(out_file))
    assert printed["items"] == 2 and len(PdfReader(out_file).pages) == 1

    cli.json("league", "create", "Tuesday League")
    cli.json("league", "season", "add", "2026", "--dues", "paid-up")
    rules = cli.json("league", "rules")
    assert rules["season"]["rules"]["dues"] == "paid-up"
