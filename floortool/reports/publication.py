"""Reports layer: an event's results as they leave the building — the one content
the published page, image, JSON and CSV are all made from.

``Publication`` holds what a club's website, a chat group or a ranking site
is told about one event: its name, date and venue, the buy-in, the field, the
prize pool, the finished places (best first) with their prizes, what each paid
place pays, and the league standings when the event is in a season. Its
``to_json`` is the JSON document (``results.json``) and ``ranking_csv`` the CSV
in the columns ranking sites ask for (``results.csv``: place, name, prize,
entrants, date, venue, buy-in; a shared place is written ``9-10`` as floortool's
own league import reads it, the buy-in is what a player paid: buy-in plus fee),
every text cell made safe from spreadsheets (``safe_cell``).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from typing import Any

from floortool.domain.kernel.csv_rows import safe_cell
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.ordinals import places
from floortool.domain.kernel.phrases import Phrase

#: The columns of ``results.csv``, in order.
CSV_COLUMNS = ("place", "name", "prize", "entrants", "date", "venue", "buy-in")


@dataclass(frozen=True, slots=True)
class PublishedPlace:
    """One finished entry: every place it holds (one, or several when shared), the
    player, the prize, the knockout bounties won and the league points (once scored)."""

    places: tuple[int, ...]
    player: str
    prize_cents: int
    bounty_cents: int = 0
    points: float | None = None

    @property
    def place_text(self) -> Phrase:
        """``1st``, or ``9th-10th`` when shared (said in the reader's language)."""
        return places(self.places)

    @property
    def place_cell(self) -> str:
        """``1``, or ``9-10`` when shared."""
        return "-".join(str(p) for p in dict.fromkeys((self.places[0], self.places[-1])))


@dataclass(frozen=True, slots=True)
class PublishedStanding:
    """One line of a season's standings: the rank (``tied`` when shared), the player,
    the total points, the events played and the wins."""

    rank: int
    tied: bool
    player: str
    total: str  # as the season's decimals write it
    events: int
    wins: int

    @property
    def rank_text(self) -> str:
        """``3``, or ``3=`` when shared."""
        return f"{self.rank}=" if self.tied else str(self.rank)


@dataclass(frozen=True, slots=True)
class Publication:
    """What is published about one event."""

    event: str
    date: str  # ISO, YYYY-MM-DD
    date_text: str | Phrase  # ``Fri 4 Dec 2026``
    venue: str  # "" when the event has none
    buy_in_cents: int
    fee_cents: int
    entries: int
    players_left: int
    winner: str | None  # once the tournament is over
    prize_pool_cents: int
    places: tuple[PublishedPlace, ...]  # the finished entries, best place first
    payouts: tuple[tuple[int, int], ...]  # (place, cents) of every paid place
    standings_title: str | Phrase = ""  # "Thursday League, season 2026" when in one
    standings: tuple[PublishedStanding, ...] = ()
    made: str | Phrase = ""  # "Published Fri 4 Dec 2026 23:40"

    @property
    def complete(self) -> bool:
        return self.winner is not None

    @property
    def bounties(self) -> bool:
        return any(p.bounty_cents for p in self.places)

    @property
    def points(self) -> bool:
        return any(p.points is not None for p in self.places)

    @property
    def paid_in_cents(self) -> int:
        """What a player paid to enter: the buy-in and the fee."""
        return self.buy_in_cents + self.fee_cents

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``results.json``): amounts in cents and as text."""
        return {
            "event": self.event,
            "date": self.date,
            "venue": self.venue,
            "buy_in_cents": self.buy_in_cents,
            "fee_cents": self.fee_cents,
            "buy_in": format_money(self.buy_in_cents),
            "fee": format_money(self.fee_cents),
            "entries": self.entries,
            "players_left": self.players_left,
            "complete": self.complete,
            "winner": self.winner,
            "prize_pool_cents": self.prize_pool_cents,
            "prize_pool": format_money(self.prize_pool_cents),
            "results": [
                {
                    "place": p.places[0],
                    "places": list(p.places),
                    "player": p.player,
                    "prize_cents": p.prize_cents,
                    "prize": format_money(p.prize_cents),
                    "bounty_cents": p.bounty_cents,
                    "points": p.points,
                }
                for p in self.places
            ],
            "payouts": [
                {"place": place, "cents": cents, "amount": format_money(cents)}
                for place, cents in self.payouts
            ],
            "standings": None
            if not self.standings_title
            else {
                "title": str(self.standings_title),
                "lines": [
                    {
                        "rank": s.rank,
                        "tied": s.tied,
                        "player": s.player,
                        "total": s.total,
                        "events": s.events,
                        "wins": s.wins,
                    }
                    for s in self.standings
                ],
            },
        }

    def ranking_csv(self) -> str:
        """``results.csv``: a header, then one row per finished entry, best place first."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(CSV_COLUMNS)
        for p in self.places:
            writer.writerow(
                [
                    p.place_cell,
                    safe_cell(p.player),
                    format_money(p.prize_cents),
                    self.entries,
                    self.date,
                    safe_cell(self.venue),
                    format_money(self.paid_in_cents),
                ]
            )
        return out.getvalue()
