"""CLI: a league's final fed by its qualifiers — ``league final --top N`` seats the
season's N best ranked players in the current event free, each with a ticket on its
pool, and the final is played to its winner; undo takes the seating back."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.cli.test_player_cli import create_event, refusal

#: Two weeks under the default formula n - r + 1: Ann 5 + 3 = 8, Bob 4 + 4 = 8 (level
#: on every tie-break: a win, a best finish of 1st, two events each), Cy 3 + 1 = 4,
#: Fay 2 (best finish 3rd), Di 2 (4th), Eve 1.
SEASON = (
    "season,event,date,player,place\n"
    "2026,Week 1,2026-01-06,Ann,1\n"
    "2026,Week 1,2026-01-06,Bob,2\n"
    "2026,Week 1,2026-01-06,Cy,3\n"
    "2026,Week 1,2026-01-06,Di,4\n"
    "2026,Week 1,2026-01-06,Eve,5\n"
    "2026,Week 2,2026-01-13,Bob,1\n"
    "2026,Week 2,2026-01-13,Ann,2\n"
    "2026,Week 2,2026-01-13,Fay,3\n"
    "2026,Week 2,2026-01-13,Cy,4\n"
)


@pytest.fixture
def final_cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def season_and_final(cli: Cli, tmp_path: Path) -> int:
    source = tmp_path / "season.csv"
    source.write_text(SEASON, encoding="utf-8")
    cli.json("league", "create", "Tuesday League")
    cli.json("league", "import", str(source))
    return create_event(cli, tmp_path, "--tables", "1", "--buy-in", "50", "--fee", "5")


def test_the_seasons_best_ranked_are_seated_free_and_play_the_final(
    final_cli: Cli, tmp_path: Path
) -> None:
    """First to Act Poker, Season Final Game, rule 4: "Players will be placed into one
    of the two tournaments based on their point accumulation." — the standings rank
    Ann and Bob 1st (8 points each), Cy 3rd (4): the top 3 are seated in the final,
    each buy-in paid by a ticket (3 x 50.00 on the pool's Tickets line, no cash), and
    they play it to a winner."""
    final = season_and_final(final_cli, tmp_path)
    seated = final_cli.json("league", "final", "--top", "3")
    assert sorted(e["player"] for e in seated["entries"]) == ["Ann", "Bob", "Cy"]
    pool = final_cli.json("payouts", "show")["prize_pool"]
    rows = {row["label"]: row for row in pool["breakdown"]}
    assert rows["Tickets"]["detail"] == "3 \u00d7 50.00" and "Buy-ins" not in rows
    assert pool["total_cents"] == 15_000
    assert final_cli.json("report", "cash")["difference_cents"] == 0
    error = refusal(final_cli, "league", "final", "--top", "3")
    assert "already" in error["message"]  # seated once

    final_cli.json("player", "bust", "Cy", "--by", "Ann")
    final_cli.json("player", "bust", "Bob", "--by", "Ann")
    results = final_cli.json("results")
    assert results["results"][0]["player"] == "Ann" and results["results"][0]["place"] == 1
    assert final_cli.json("report", "cash")["difference_cents"] == 0
    for _ in range(3):
        final_cli.json("undo")  # the two busts, then the seating
    assert final_cli.json("player", "list")["entries"] == []
    assert final_cli.json("event", "show")["event"]["id"] == final


def test_a_tie_across_the_last_qualifying_rank_and_too_many_are_refused(
    final_cli: Cli, tmp_path: Path
) -> None:
    """Ann and Bob share rank 1 after every tie-break: one place cannot be given to one
    of them (qualify 0 or 2); the season ranks 6 players, so 7 cannot qualify; nothing
    is registered either time."""
    season_and_final(final_cli, tmp_path)
    error = refusal(final_cli, "league", "final", "--top", "1")
    assert error["message"].startswith("2 players share rank 1, across the last qualifying")
    error = refusal(final_cli, "league", "final", "--top", "7")
    assert error["message"] == "The season ranks 6 players: 7 cannot qualify."
    assert refusal(final_cli, "league", "final", "--top", "0")["message"]
    assert final_cli.json("player", "list")["entries"] == []
