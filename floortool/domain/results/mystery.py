"""Domain layer: mystery bounties — when an elimination draws, what it draws, and
where the bounty money is.

In a mystery bounty event the bounty part of every buy-in (re-entries included,
``domain.results.bounties.entry_bounty``) goes into one pool of draws, shared
into a set of prizes (``domain.prize.mystery_prizes``). The night has two parts:

* before the chosen moment (a level, or the money: once the players left are all
  paid) eliminations pay no bounty and the money stays in the pool of draws.
  Draws also wait for late registration to close (when it closes at a level), so
  that the pool they share is whole (``draw_refusal``);
* from the moment each elimination credited to someone draws one prize at random
  from those left (``MysteryDraws``); several players out on one hand draw one
  each. The first draw fixes the set of prizes (from the pool and the players
  left then, so that each of them has a draw) and records it with the draw, in the
  bust's journal event: undo takes both back and redo replays them, never drawing
  again. Eliminations credited to several entries (a split pot) split the drawn
  prize as shared prizes are split (any odd cent to the earliest entry; with the
  event's PKO rounding, in whole units, the odd unit and any part of one to the
  earliest entry: the cage pays in its smallest chip or note); an
  elimination credited to nobody draws nothing;
* once the tournament has a winner, the prizes nobody drew (and the bounty of
  any entry that came in after the set was fixed) go as the house rule says:
  all to the winner, or split evenly among the final table's players.

So the money is always somewhere: won, in the pool of draws, or (never, here)
unclaimed; ``mystery_ledger`` works it out from the recorded busts every time.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from floortool.domain.field.entries import WAITING, Entry
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.results.bounties import BountyLedger, entry_bounty, split_units
from floortool.domain.results.eliminations import BustRecord
from floortool.domain.tournament.settings import MYSTERY_FINAL_TABLE


def draw_refusal(
    *,
    from_level: int | None,
    level: int | None,
    players_left: int,
    paid_places: int,
    late_reg_open: bool,
) -> Phrase | None:
    """Why an elimination now draws no mystery prize (None when it draws): before level
    ``from_level`` (None: the money, i.e. ``players_left`` before the hand more than
    the ``paid_places``), or while late registration is open."""
    if from_level is not None and (level is None or level < from_level):
        return translate("domain.results.mystery", "No bounty before level {level}").fill(
            level=from_level
        )
    if from_level is None and players_left > paid_places:
        return translate("domain.results.mystery", "No bounty before the money")
    if late_reg_open:
        return translate("domain.results.mystery", "No bounty while late registration is open")
    return None


def prize_set(eliminations: Iterable[BustRecord]) -> tuple[int, ...] | None:
    """The set of prizes, once fixed by the first draw (None before it)."""
    return next((r.mystery_set for r in eliminations if r.mystery_set), None)


def prizes_left(eliminations: Sequence[BustRecord]) -> list[int]:
    """The prizes of the fixed set not drawn yet, largest first (none before the set)."""
    left = Counter(prize_set(eliminations) or ())
    left.subtract(r.mystery_cents for r in eliminations if r.mystery_cents is not None)
    return sorted(left.elements(), reverse=True)


@dataclass
class MysteryDraws:
    """The prizes left to draw while a bust is decided; ``fixing`` is the whole set
    when this bust makes the first draw (recorded with it), else empty."""

    left: list[int]
    fixing: tuple[int, ...] = ()
    drawn: list[int] = field(default_factory=list)

    def draw(self, rng: random.Random) -> tuple[int | None, tuple[int, ...]]:
        """One prize at random from those left (None once all are drawn) and the set to
        record with it (the first draw's)."""
        if not self.left:
            return None, ()
        cents = self.left.pop(rng.randrange(len(self.left)))
        self.drawn.append(cents)
        fixed, self.fixing = self.fixing, ()
        return cents, fixed


def draws_of(eliminations: Iterable[BustRecord]) -> dict[int, list[int]]:
    """Each credited entry's draws (the whole prizes drawn, before any split), by entry id."""
    draws: dict[int, list[int]] = {}
    for record in eliminations:
        if record.mystery_cents is not None:
            for hitter in record.by:
                draws.setdefault(hitter, []).append(record.mystery_cents)
    return draws


def drawn_shares(eliminations: Iterable[BustRecord], unit: int = 1) -> dict[int, int]:
    """What each credited entry won from its draws, by entry id: a split draw shared
    as shared prizes are (any odd cent to the earliest entry), in whole ``unit`` s
    when the event pays bounties in units (its PKO rounding: ``split_units``)."""
    won: dict[int, int] = {}
    for record in eliminations:
        if record.mystery_cents is None or not record.by:
            continue
        for hitter, part in split_units(record.mystery_cents, record.by, unit).items():
            won[hitter] = won.get(hitter, 0) + part
    return won


def mystery_ledger(
    entries: Mapping[int, Entry],
    eliminations: Iterable[BustRecord],
    *,
    bounty: int,
    winner: int | None = None,
    leftovers: str = "",
    final_table: Sequence[int] = (),
    cash_unit: int = 1,
) -> BountyLedger:
    """Who won which mystery prize, from the recorded draws; once there is a
    ``winner`` what is left in the pool goes to it, or (``leftovers`` the final
    table) is split among the ``final_table`` entries. Whatever is split (a split
    pot's draw, the prizes left) is split in whole ``cash_unit`` s (the event's PKO
    rounding), the odd unit and any part of one to the earliest entry."""
    carried = {e.id: entry_bounty(e, bounty) for e in entries.values() if e.status != WAITING}
    won = drawn_shares(eliminations, cash_unit)
    pool = sum(carried.values()) - sum(won.values())
    if winner is not None and pool > 0:
        takers = final_table if leftovers == MYSTERY_FINAL_TABLE and final_table else (winner,)
        for taker, part in split_units(pool, takers, cash_unit).items():
            won[taker] = won.get(taker, 0) + part
        pool = 0
    return BountyLedger(
        carried=carried,
        won={k: v for k, v in won.items() if v},
        on_head={},
        unclaimed={},
        pool=pool,
    )
