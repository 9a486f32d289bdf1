"""CLI: satellites — ``event create|update --satellite-seat``, the seats and the cash
remainder in ``payouts show``, and play stopping when the players left equal the
seats, every one of them winning a seat (``ticket_winners``); undo reopens it."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal, register

FIELD = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"]


@pytest.fixture
def satellite_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def satellite(cli: Cli, tmp_path: Path, *options: str) -> None:
    """Seven players at 50.00 for seats worth 100.00: a pool of 350.00."""
    create_event(
        cli, tmp_path, "--tables", "1", "--seats", "9", "--buy-in", "50", "--fee", "5", *options
    )
    register(cli, *FIELD)


def test_seats_are_the_pool_over_the_seat_value_and_the_rest_goes_to_the_next_place(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    """GGPoker, "How is the cash prize distributed if the guarantee of a specific
    tournament is exceeded?": "the rest of the prize pool is distributed to the next
    top seeded players" — seats = pool / seat value, rounded down; the pool left over
    is cash for the next place: 350.00 / 100.00 = 3 seats, 50.00 to 4th place."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    shown = satellite_cli.json("payouts", "show")
    assert shown["tickets"] == 3
    assert (shown["satellite_remainder_cents"], shown["satellite_remainder_place"]) == (5_000, 4)
    assert shown["payouts"] == [] and "ticket_winners" not in shown
    status, out, _ = satellite_cli("payouts", "show")
    assert status == 0 and "Satellite: 3 seats of 100.00, 50.00 in cash to the 4th place." in out


def test_play_stops_when_the_players_left_equal_the_seats(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    """Pensacola Greyhound Track, 3-player satellite rules, rule 6: "Once one player
    is eliminated the remaining two players will each receive a $180 entry into the
    main event." — play stops when the players left equal the seats, and every one of
    them wins a seat: with 3 seats, the 4th bust ends the satellite."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    for name in ("Gus", "Fay", "Eve"):
        satellite_cli.json("player", "bust", name)
    assert "ticket_winners" not in satellite_cli.json("payouts", "show")  # 4 left, 3 seats
    satellite_cli.json("player", "bust", "Dan")
    shown = satellite_cli.json("payouts", "show")
    assert [(w["player"], w["cash_cents"]) for w in shown["ticket_winners"]] == [
        ("Ann", 0),
        ("Ben", 0),
        ("Cat", 0),
    ]
    error = refusal(satellite_cli, "player", "bust", "Cat")
    assert error["message"].startswith("The satellite is over: 3 players won a seat.")
    satellite_cli.json("undo")  # takes back Dan's bust: the satellite plays on
    assert "ticket_winners" not in satellite_cli.json("payouts", "show")


def test_the_remainder_split_among_the_seat_winners(satellite_cli: Cli, tmp_path: Path) -> None:
    """The house's other way: the remainder split evenly among the seat winners,
    odd cents to the earliest entry (as shared places split their prizes)."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    satellite_cli.json(
        "event", "update", "--satellite-seat", "160", "--satellite-remainder", "split"
    )
    shown = satellite_cli.json("payouts", "show")  # 350.00 / 160.00 = 2 seats, 30.00 left
    assert (shown["tickets"], shown["satellite_remainder_cents"]) == (2, 3_000)
    for name in ("Gus", "Fay", "Eve", "Dan", "Cat"):
        satellite_cli.json("player", "bust", name)
    winners = satellite_cli.json("payouts", "show")["ticket_winners"]
    assert [(w["player"], w["cash_cents"]) for w in winners] == [("Ann", 1_500), ("Ben", 1_500)]


def test_a_negative_seat_value_is_refused_and_changes_nothing(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    error = refusal(satellite_cli, "event", "update", "--satellite-seat", "-5")
    assert error["message"]
    assert satellite_cli.json("payouts", "show")["tickets"] == 3


def test_a_seat_winner_registers_in_the_target_event_with_the_ticket(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    """A ticket is taken as a paid buy-in: the seat winner registers in the target
    event without cash, the target's pool shows the buy-in as a ticket, and a ticket
    is used once; a player who won no seat has no ticket."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    for name in ("Gus", "Fay", "Eve", "Dan"):
        satellite_cli.json("player", "bust", name)
    main = create_event(satellite_cli, tmp_path, "--buy-in", "90", "--fee", "10")
    assert refusal(satellite_cli, "player", "register", "Dan", "--ticket", "1")["message"] == (
        "This player won no seat in League."
    )
    assert (
        "not a satellite"
        in refusal(satellite_cli, "player", "register", "Ann", "--ticket", str(main))["message"]
    )
    satellite_cli.json("player", "register", "Ann", "--ticket", "1")
    register(satellite_cli, "Zoe")
    pool = satellite_cli.json("payouts", "show")["prize_pool"]
    rows = {row["label"]: row for row in pool["breakdown"]}
    assert rows["Tickets"]["detail"] == "1 \u00d7 90.00" and rows["Tickets"]["cents"] == 9_000
    assert rows["Buy-ins"]["cents"] == 9_000 and pool["total_cents"] == 18_000
    error = refusal(satellite_cli, "player", "register", "Ann", "--ticket", "1")
    assert "already" in error["message"]


def test_print_tickets_makes_a_voucher_per_seat_won(satellite_cli: Cli, tmp_path: Path) -> None:
    """A voucher per seat winner once the satellite has stopped, none before."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    out = tmp_path / "tickets.pdf"
    assert satellite_cli.json("print", "tickets", "--out", str(out))["items"] == 0
    for name in ("Gus", "Fay", "Eve", "Dan"):
        satellite_cli.json("player", "bust", name)
    printed = satellite_cli.json("print", "tickets", "--out", str(out))
    assert (printed["items"], printed["pages"]) == (3, 1)
    assert out.read_bytes().startswith(b"%PDF")


def test_the_cash_report_of_a_satellite_pays_the_tickets_and_balances(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    """Once the satellite stops, its cash report pays each seat winner a ticket and
    the 4th place the 50.00 left over, and the difference is 0.00."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    for name in ("Gus", "Fay", "Eve", "Dan"):
        satellite_cli.json("player", "bust", name)
    report = satellite_cli.json("report", "cash")
    paid = {(line["kind"], line["payee"]): line["cents"] for line in report["out"]}
    assert paid[("Ticket", "Ann")] == paid[("Ticket", "Cat")] == 10_000
    assert paid[("Satellite cash", "Dan")] == 5_000
    assert ("Prizes not yet awarded", "") not in paid
    assert report["difference_cents"] == 0


def test_players_out_on_one_hand_take_the_seats_left_by_their_starting_stacks(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    """Natural8, "Tournament elimination and re-seating": "If a satellite tournament
    awards five identical prizes, the tournament may end when there are five players
    left. If two or more players are eliminated on the same hand, the player with more
    chips at the start of that hand finishes ahead of the player(s) with fewer chips."
    — 3 seats and 4 players: Dan, Cat and Ben out on one hand leave Ann alone, so the
    two seats left go to the two who started that hand with more chips (Cat 9,000 and
    Ben 6,000); Dan (3,000) finishes 4th and takes the 50.00 left over."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    for name in ("Gus", "Fay", "Eve"):
        satellite_cli.json("player", "bust", name)
    satellite_cli.json("player", "bust", "Dan", "Cat", "Ben", "--stacks", "3000,9000,6000")
    shown = satellite_cli.json("payouts", "show")
    assert [w["player"] for w in shown["ticket_winners"]] == ["Ann", "Ben", "Cat"]
    report = satellite_cli.json("report", "cash")
    paid = {(line["kind"], line["payee"]): line["cents"] for line in report["out"]}
    assert paid[("Satellite cash", "Dan")] == 5_000 and paid[("Ticket", "Ben")] == 10_000
    assert report["difference_cents"] == 0
    satellite_cli.json("undo")  # the three back in: 4 players for 3 seats again
    assert "ticket_winners" not in satellite_cli.json("payouts", "show")


def test_equal_stacks_across_the_last_seat_wait_for_the_director(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    """PokerStars, "Simultaneous elimination": "If all players started the hand with an
    identical number of chips, all players tie for that rank" — Cat and Ben tie for
    3rd-4th, but only the 3rd place has a seat, and a seat cannot be shared: nobody
    takes it until the director sets their places by hand (after the house's draw)."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    for name in ("Gus", "Fay", "Eve"):
        satellite_cli.json("player", "bust", name)
    satellite_cli.json("player", "bust", "Dan", "Cat", "Ben", "--stacks", "9000,6000,6000")
    shown = satellite_cli.json("payouts", "show")
    assert "ticket_winners" not in shown and shown["seat_tie"] == ["Ben", "Cat"]
    status, out, _ = satellite_cli("payouts", "show")
    assert status == 0 and "Ben and Cat: places shared across the last seat" in out
    satellite_cli.json("results", "set", "Cat", "3", "--reason", "high card for the seat")
    assert satellite_cli.json("payouts", "show")["seat_tie"] == ["Ben"]  # still 3rd-4th
    satellite_cli.json("results", "set", "Ben", "4", "--reason", "high card for the seat")
    shown = satellite_cli.json("payouts", "show")
    assert [w["player"] for w in shown["ticket_winners"]] == ["Ann", "Cat", "Dan"]
    assert "seat_tie" not in shown


def test_a_seat_winner_registers_with_the_code_on_the_voucher(
    satellite_cli: Cli, tmp_path: Path
) -> None:
    """Each voucher carries its own code (the satellite and the winning entry): the
    target event's desk registers the winner with it, refuses a wrong code, another
    player's code and a code already used, and undoing the registration frees it."""
    satellite(satellite_cli, tmp_path, "--satellite-seat", "100")
    for name in ("Gus", "Fay", "Eve", "Dan"):
        satellite_cli.json("player", "bust", name)
    codes = {
        w["player"]: w["code"] for w in satellite_cli.json("payouts", "show")["ticket_winners"]
    }
    assert codes == {"Ann": "T1-1", "Ben": "T1-2", "Cat": "T1-3"}
    main = create_event(satellite_cli, tmp_path, "--buy-in", "90", "--fee", "10")
    for name, code, says in (
        ("Dan", "T1-4", "No ticket T1-4: entry 4 won no seat in League."),
        ("Ann", "T1-99", "No ticket T1-99: entry 99 won no seat in League."),
        ("Ben", "T1-1", "Ticket T1-1 is Ann's: register Ann with it."),
        ("Ann", "ticket", "'ticket' is not a ticket"),
    ):
        assert refusal(satellite_cli, "player", "register", name, "--ticket", code)[
            "message"
        ].startswith(says)
    error = refusal(satellite_cli, "player", "register", "Ann", "Ben", "--ticket", "T1-1")
    assert "register its winner alone" in error["message"]
    assert satellite_cli.json("player", "list")["entries"] == []  # nothing registered
    satellite_cli.json("player", "register", "Ann", "--ticket", "t1-1")  # read from the QR
    error = refusal(satellite_cli, "player", "register", "Ann", "--ticket", "T1-1")
    assert error["message"] == f"Ticket T1-1 is already used (event {main}, entry 1)."
    satellite_cli.json("undo")
    satellite_cli.json("player", "register", "Ann", "--ticket", "T1-1")
    rows = {r["label"]: r for r in satellite_cli.json("payouts", "show")["prize_pool"]["breakdown"]}
    assert rows["Tickets"]["cents"] == 9_000
