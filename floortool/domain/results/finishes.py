"""Domain layer: an event's results as the league reads them: finishes and the field.

This is the contract between whoever knows how a tournament ended and the
league. The bust-out and results module produces an ``EventResult`` from the
journal (places, prizes, hits ...); a CSV import of past seasons produces one
from a file; the league scores it (``domain.league.rules``) and the formula lab
tries formulas on it (``domain.league.formula_lab``).

A ``Finish`` is one entry's result. Players who share places (eliminated on
the same hand with equal stacks under TDA 2024, hand-for-hand RP-8-A, or equal
stacks and hands under house amendment A-17) each hold the same ``places``,
e.g. ``(9, 10)`` for two players sharing 9th and 10th; their points are the
average of those places' points. ``check_result`` decides whether a result is
whole: places within the field, each place held once, shared places held by
exactly as many finishes as they span. Money is integer cents.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, counted, translate

MAX_FIELD = 100_000


@dataclass(frozen=True)
class Finish:
    """One entry's result in one event.

    ``signed_out`` is False only when the floor recorded that this entry,
    eliminated in the points, did not sign out to claim them (house amendment
    A-16); what that costs is a league setting (``PointsRules.unsigned``).
    """

    player_id: int
    places: tuple[int, ...]  # (7,) alone; (9, 10) when two finishes share 9th and 10th
    entry_number: int = 1  # 1 for a player's first entry, 2 for the first re-entry ...
    prize: int = 0  # cents won (prize money, not bounties)
    hits: int = 0  # players this entry eliminated
    rebuys: int = 0
    addons: int = 0
    bounty: int = 0  # cents won in bounties
    signed_out: bool = True

    @property
    def place(self) -> int:
        """The best place held (the one shown in a results list)."""
        return self.places[0]

    def places_text(self) -> str:
        """``7`` or ``9-10``."""
        if len(self.places) == 1:
            return str(self.places[0])
        return f"{self.places[0]}-{self.places[-1]}"


@dataclass(frozen=True)
class EventResult:
    """How an event ended: the field and every finish recorded.

    ``entries`` (n) counts every entry, re-entries included; ``players`` the
    distinct players; ``itm`` the places paid. ``finishes`` may hold fewer than
    ``entries`` finishes when only the top places were recorded (old results).
    """

    entries: int
    players: int
    buy_in: int  # cents, one entry's buy-in to the pool
    itm: int
    finishes: tuple[Finish, ...]


def check_result(result: EventResult) -> None:
    """Refuse a result that cannot be scored, saying what is wrong with it."""
    n = result.entries
    if not 1 <= n <= MAX_FIELD:
        raise InvalidInput(
            translate(
                "domain.results.finishes",
                "An event has between 1 and {max_field} entries (got {n}).",
            ).fill(max_field=Number(MAX_FIELD), n=n)
        )
    distinct = len({f.player_id for f in result.finishes})
    if not distinct <= result.players <= n:
        raise InvalidInput(
            translate(
                "domain.results.finishes",
                "The event has {players} for {entries} and {different_players} in its results.",
            ).fill(
                players=nouns.players(result.players),
                entries=nouns.entries(n),
                different_players=counted(
                    distinct,
                    translate("domain.results.finishes", "{count} different player"),
                    translate("domain.results.finishes", "{count} different players"),
                ),
            )
        )
    if len(result.finishes) > n:
        raise InvalidInput(
            translate("domain.results.finishes", "{finish_count} finishes for {entries}.").fill(
                finish_count=len(result.finishes),
                entries=nouns.entries(n),
            )
        )
    if result.buy_in < 0 or not 0 <= result.itm <= n:
        raise InvalidInput(
            translate(
                "domain.results.finishes",
                "The buy-in cannot be negative and the places paid are 0 to n.",
            )
        )
    seen: set[tuple[int, int]] = set()
    for finish in result.finishes:
        _check_finish(finish, n)
        key = (finish.player_id, finish.entry_number)
        if key in seen:
            raise InvalidInput(
                translate(
                    "domain.results.finishes",
                    "Player #{player_id}'s entry {entry_number} finished twice.",
                ).fill(player_id=finish.player_id, entry_number=finish.entry_number)
            )
        seen.add(key)
    _check_places(result.finishes)


def _check_finish(finish: Finish, n: int) -> None:
    places = finish.places
    if not places or any(not 1 <= p <= n for p in places):
        raise InvalidInput(
            translate("domain.results.finishes", "Place {value} is outside 1 to {n}.").fill(
                value=finish.places_text() or "?", n=n
            )
        )
    if list(places) != list(range(places[0], places[0] + len(places))):
        raise InvalidInput(
            translate(
                "domain.results.finishes", "Shared places must follow each other (got {places})."
            ).fill(places=places)
        )
    counts = (finish.entry_number, finish.hits, finish.rebuys, finish.addons)
    if finish.entry_number < 1 or min(counts[1:]) < 0:
        raise InvalidInput(
            translate(
                "domain.results.finishes",
                "Entry numbers start at 1; hits, rebuys and add-ons are 0 or more.",
            )
        )
    if finish.prize < 0 or finish.bounty < 0:
        raise InvalidInput(
            translate("domain.results.finishes", "Prizes and bounties cannot be negative.")
        )


def _check_places(finishes: tuple[Finish, ...]) -> None:
    holders = Counter(f.places for f in finishes)
    taken: dict[int, tuple[int, ...]] = {}
    for places, count in holders.items():
        if count != len(places):
            shown = Finish(player_id=0, places=places).places_text()
            raise InvalidInput(
                translate(
                    "domain.results.finishes",
                    "Place {shown} is held by {count} finishes; it should be {place_count}.",
                ).fill(shown=shown, count=count, place_count=len(places))
            )
        for place in places:
            if place in taken:
                raise InvalidInput(
                    translate("domain.results.finishes", "Place {place} is held twice.").fill(
                        place=place
                    )
                )
            taken[place] = places


def ordered(result: EventResult) -> tuple[Finish, ...]:
    """The finishes best place first (entries sharing places by player id)."""
    return tuple(sorted(result.finishes, key=lambda f: (f.places, f.player_id, f.entry_number)))


# ------------------------------------------------------------------ journal payloads
def result_to_data(result: EventResult) -> dict[str, Any]:
    """The JSON-ready form stored in league journal events."""
    return {
        "entries": result.entries,
        "players": result.players,
        "buy_in": result.buy_in,
        "itm": result.itm,
        "finishes": [
            {
                "player_id": f.player_id,
                "places": list(f.places),
                "entry_number": f.entry_number,
                "prize": f.prize,
                "hits": f.hits,
                "rebuys": f.rebuys,
                "addons": f.addons,
                "bounty": f.bounty,
                "signed_out": f.signed_out,
            }
            for f in result.finishes
        ],
    }


def result_from_data(data: Mapping[str, Any]) -> EventResult:
    finishes = tuple(Finish(**{**f, "places": tuple(f["places"])}) for f in data["finishes"])
    return EventResult(
        entries=int(data["entries"]),
        players=int(data["players"]),
        buy_in=int(data["buy_in"]),
        itm=int(data["itm"]),
        finishes=finishes,
    )
