"""CLI: the money of a night — ``event create|update --guarantee`` (the house adds the
overlay when the pool is short, shown on ``payouts show``), ``payouts set
--fee-split`` (where each fee goes, refused when it cannot be paid out of the
fee), and ``report cash`` (money in by kind, out by payee, a difference of 0.00;
``--csv`` writes it), with ``print cash`` for the sheet to sign."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register
from tests.reports.pdf_text import pages_text

FIELD = ["Ann", "Ben", "Cat", "Dan"]


@pytest.fixture
def cash_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def guaranteed(cli: Cli, tmp_path: Path) -> None:
    """50.00 + 10.00, 20.00 of it a bounty, 200.00 guaranteed; four players."""
    create_event(
        cli, tmp_path, "--tables", "1", "--seats", "6", "--buy-in", "50", "--fee", "10",
        "--bounty", "20", "--guarantee", "200",
    )  # fmt: skip
    register(cli, *FIELD)


def test_create_sets_the_guarantee_and_the_house_adds_the_overlay(
    cash_cli: Cli, tmp_path: Path
) -> None:
    guaranteed(cash_cli, tmp_path)
    pool = cash_cli.json("payouts", "show")["prize_pool"]
    # 4 x (50.00 - 20.00 bounty) = 120.00 collected; 200.00 guaranteed: 80.00 overlay.
    assert (pool["collected_cents"], pool["guarantee_cents"]) == (12_000, 20_000)
    assert (pool["overlay_cents"], pool["total_cents"]) == (8_000, 20_000)
    overlay = next(row for row in pool["breakdown"] if row["label"] == "Overlay")
    assert overlay["cents"] == 8_000


def test_update_changes_the_guarantee_as_one_undoable_action(cash_cli: Cli, tmp_path: Path) -> None:
    guaranteed(cash_cli, tmp_path)
    done = cash_cli.json("event", "update", "--guarantee", "100", "--name", "Friday")["done"]
    assert done == "Change name and guarantee of League"
    pool = cash_cli.json("payouts", "show")["prize_pool"]
    assert (pool["guarantee_cents"], pool["overlay_cents"]) == (10_000, 0)
    cash_cli.json("undo")
    assert cash_cli.json("payouts", "show")["prize_pool"]["guarantee_cents"] == 20_000
    assert cash_cli.json("event", "show")["event"]["name"] == "League"
    error = refusal(cash_cli, "event", "update", "--guarantee", "lots")
    assert "'lots' is not an amount of money" in error["message"]
    assert cash_cli.json("payouts", "show")["prize_pool"]["guarantee_cents"] == 20_000


@pytest.mark.parametrize(
    ("split", "message"),
    [
        ("dealers=8, staff=3", "The fixed parts of the fee split (11.00) are more than the fee"),
        ("dealers=60%, league fund=50%", "add up to 110%, more than 100%"),
        ("dealers", "'dealers' is not NAME=AMOUNT or NAME=PERCENT%"),
        ("dealers=2, Dealers=3", "names 'Dealers' twice"),
        ("dealers=two", "'two' is not an amount of money"),
    ],
)
def test_a_fee_split_that_cannot_be_paid_is_refused_and_changes_nothing(
    cash_cli: Cli, tmp_path: Path, split: str, message: str
) -> None:
    guaranteed(cash_cli, tmp_path)
    before = cash_cli.json("report", "cash")
    error = refusal(cash_cli, "payouts", "set", "--fee-split", split)
    assert message in error["message"]
    assert cash_cli.json("report", "cash") == before


def test_the_cash_report_balances_through_the_night(cash_cli: Cli, tmp_path: Path) -> None:
    guaranteed(cash_cli, tmp_path)
    cash_cli.json("payouts", "set", "--fee-split", "dealers=2, league fund=10%")
    cash_cli.json("player", "bust", "Dan", "--by", "Ann")
    report = cash_cli.json("report", "cash")
    assert report["difference_cents"] == 0
    cash_cli.json("player", "bust", "Ben", "Cat", "--stacks", "1000,2000", "--by", "Ann")
    report = cash_cli.json("report", "cash")
    money_in = {(line["kind"], line["detail"]): line["cents"] for line in report["in"]}
    # Each 10.00 fee: 2.00 to the dealers, 10% (1.00) to the league fund, 7.00 to the house.
    assert money_in == {
        ("Buy-ins", "4, less the bounties"): 12_000,
        ("Bounties", ""): 8_000,
        ("Fees", "dealers"): 800,
        ("Fees", "league fund"): 400,
        ("Fees", "House"): 2_800,
        ("Overlay", "from the house"): 8_000,
    }
    assert (report["in_cents"], report["out_cents"], report["difference_cents"]) == (
        32_000,
        32_000,
        0,
    )
    assert report["overlay_cents"] == 8_000
    paid = {(line["kind"], line["payee"]): line["cents"] for line in report["out"]}
    # Ann knocked out all three (3 x 20.00) and, winning, collects her own 20.00.
    assert paid[("Bounties won", "Ann")] == 8_000
    assert sum(c for (kind, _), c in paid.items() if kind == "Prize") == 20_000
    assert paid[("Fee part", "House")] == 2_800


def test_the_cash_report_is_written_as_csv_and_printed(cash_cli: Cli, tmp_path: Path) -> None:
    guaranteed(cash_cli, tmp_path)
    cash_cli.json("payouts", "set", "--fee-split=-staff=1")
    target = tmp_path / "cash.csv"
    assert cash_cli.json("report", "cash", "--csv", str(target))["written"] == str(target)
    rows = list(csv.reader(target.read_text(encoding="utf-8").splitlines()))
    assert rows[0] == ["direction", "kind", "payee", "detail", "amount"]
    assert ["in", "Fees", "", "'-staff", "4.00"] in rows  # no formula for a spreadsheet
    assert rows[-1] == ["total", "Difference", "", "", "0.00"]
    printed = cash_cli.json("print", "cash", "--out", str(tmp_path / "cash.pdf"))
    assert printed["pages"] >= 1
    assert (tmp_path / "cash.pdf").read_bytes().startswith(b"%PDF")
    error = refusal(cash_cli, "report", "cash", "--csv", str(tmp_path / "no" / "such.csv"))
    assert "Cannot write" in error["message"]


def test_payouts_set_takes_the_tax_note_threshold_of_the_receipts(
    cash_cli: Cli, tmp_path: Path
) -> None:
    guaranteed(cash_cli, tmp_path)
    cash_cli.json("payouts", "set", "--tax-note-from", "300")
    error = refusal(cash_cli, "payouts", "set", "--tax-note-from", "a lot")
    assert "'a lot' is not an amount of money" in error["message"]
    cash_cli.json("player", "bust", "Dan", "Cat", "Ben", "--stacks", "1,2,3", "--by", "Ann")
    printed = cash_cli.json("print", "receipts", "--out", str(tmp_path / "receipts.pdf"))
    assert printed["items"] == 1  # Ann: the prize and the bounties; nobody else was paid


def test_the_venue_sets_the_tax_note_threshold_and_an_event_overrides_it(
    cash_cli: Cli, tmp_path: Path
) -> None:
    """The threshold is the venue's, for every event on the database, unless the event
    sets its own (0 there: no note for this event; 'venue': the venue's again)."""
    guaranteed(cash_cli, tmp_path)
    assert cash_cli.json("payouts", "venue")["tax_note_cents"] == 0
    assert cash_cli.json("payouts", "venue", "--tax-note-from", "250")["tax_note_cents"] == 25_000
    error = refusal(cash_cli, "payouts", "venue", "--tax-note-from", "-5")
    assert "is not an amount of money" in error["message"]
    cash_cli.json("player", "bust", "Dan", "Cat", "Ben", "--stacks", "1,2,3", "--by", "Ann")

    def noted() -> bool:
        cash_cli.json("print", "receipts", "--out", str(tmp_path / "receipts.pdf"))
        text = "\n".join(pages_text((tmp_path / "receipts.pdf").read_bytes()))
        return "reporting threshold" in text

    assert noted()  # the venue's 250.00: Ann's 200.00 prize and 80.00 bounties reach it
    cash_cli.json("payouts", "set", "--tax-note-from", "0")
    assert not noted()  # the event's own: never
    cash_cli.json("payouts", "set", "--tax-note-from", "venue")
    assert noted()


def test_rebuys_and_add_ons_have_fee_splits_of_their_own(cash_cli: Cli, tmp_path: Path) -> None:
    """Each buy-in's 10.00 fee: 2.00 to the dealers, the rest the house's; each rebuy's
    5.00 fee: 10% to the league fund (0.50), the rest the house's; an add-on's 4.00
    fee is split as the buy-in's (its own not set): 2.00 and 2.00. The cash report
    shows the fees by part per kind and still balances."""
    create_event(
        cash_cli, tmp_path, "--tables", "1", "--seats", "6", "--buy-in", "50", "--fee", "10",
        "--max-rebuys", "1", "--rebuy-fee", "5", "--max-addons", "1", "--addon-fee", "4",
    )  # fmt: skip
    register(cash_cli, *FIELD)
    cash_cli.json("payouts", "set", "--fee-split", "Dealers=2")
    cash_cli.json("payouts", "set", "--rebuy-fee-split", "League fund=10%")
    error = refusal(cash_cli, "payouts", "set", "--rebuy-fee-split", "Dealers=6")
    assert "more than the fee (5.00)" in error["message"]
    cash_cli.json("player", "rebuy", "Ann")
    cash_cli.json("player", "addon", "Ben")
    report = cash_cli.json("report", "cash")
    fees = {line["detail"]: line["cents"] for line in report["in"] if line["kind"] == "Fees"}
    assert fees == {
        "Dealers, buy-ins": 4 * 200,
        "House, buy-ins": 4 * 800,
        "League fund, rebuys": 50,
        "House, rebuys": 450,
        "Dealers, add-ons": 200,
        "House, add-ons": 200,
    }
    paid = {line["payee"]: line["cents"] for line in report["out"] if line["kind"] == "Fee part"}
    assert paid == {"Dealers": 1_000, "House": 3_850, "League fund": 50}
    assert report["difference_cents"] == 0
    cash_cli.json("payouts", "set", "--rebuy-fee-split", "buy-in")  # as the buy-in's again
    report = cash_cli.json("report", "cash")
    fees = {line["detail"]: line["cents"] for line in report["in"] if line["kind"] == "Fees"}
    assert fees["Dealers, rebuys"] == 200
