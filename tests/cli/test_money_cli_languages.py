"""CLI: the night's money said in the reader's language, the JSON in English.

Issue 30: "Every string a person reads [...] goes through one translation mechanism
[...] numbers and money per locale." ``payouts show`` (the pool line by line, the
places paid), ``report cash`` (its rows and notes) and ``results`` (the places, as
``1.`` in German and ``1.º`` in Spanish) speak ``--lang``; ``--json`` stays the
English document scripts read (``cli.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cash_report_cli import guaranteed
from tests.cli.test_cli import Cli


@pytest.fixture
def night(db_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Cli:
    """Four players at 50.00 + 10.00 (20.00 a bounty), 200.00 guaranteed; Ann has
    knocked out Dan, who finished 4th."""
    cli = Cli(db_url, capsys)
    guaranteed(cli, tmp_path)
    cli.json("payouts", "set", "--fee-split", "dealers=2")
    cli.json("player", "bust", "Dan", "--by", "Ann")
    return cli


def _said(cli: Cli, *argv: str) -> str:
    status, out, err = cli(*argv)
    assert status == 0, err
    return out


def test_the_pool_and_the_places_paid_in_german(night: Cli) -> None:
    german = _said(night, "--lang", "de", "payouts", "show")
    assert "4 \u00d7 20,00, nicht im Preisgeld" in german
    assert "Garantie 200,00" in german
    assert "\nPreisgeld " in german
    assert "  1.: 200,00 (100%)" in german
    for english in ("not in the pool", "guarantee", "Prize pool", "1st"):
        assert english not in german


def test_the_cash_report_in_german(night: Cli) -> None:
    german = _said(night, "--lang", "de", "report", "cash")
    assert "4, abzüglich der Bounties" in german
    assert "Overlay                  vom Haus" in german
    assert "Gewonnene Bounties       Ann" in german
    assert "Noch nicht vergebene Preise" in german
    assert "Gebührenanteil           dealers" in german
    for english in ("less the bounties", "from the house", "Bounties won", "Fee part"):
        assert english not in german


def test_places_in_german_and_spanish(night: Cli) -> None:
    german = _said(night, "--lang", "de", "results")
    spanish = _said(night, "--lang", "es", "results")
    assert any(line.startswith("4. ") and "Dan" in line for line in german.splitlines())
    assert any(line.startswith("im Spiel") and "Ann" in line for line in german.splitlines())
    assert any(line.startswith("4.º ") and "Dan" in line for line in spanish.splitlines())
    assert "4th" not in german + spanish


@pytest.mark.parametrize("command", [("payouts", "show"), ("report", "cash"), ("results",)])
def test_json_is_the_same_english_in_every_language(night: Cli, command: tuple[str, ...]) -> None:
    english = _said(night, "--json", *command)
    assert _said(night, "--lang", "de", "--json", *command) == english
    assert _said(night, "--lang", "fr", "--json", *command) == english
    assert "not in the pool" in english or command != ("payouts", "show")
