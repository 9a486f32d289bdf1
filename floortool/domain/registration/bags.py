"""Domain layer: bag and tag — each survivor's chips bagged at the end of a day or flight.

A bag is a count with a bag number (``ChipCount.bag``): the chips are the
survivor's last count unless the director types the bagged count, and the bag
numbers run 1, 2, 3 ... in table and seat order, skipping any typed by hand
(a bag number is printed on the bag, so two survivors never share one). Bagged
again (a count corrected), a survivor keeps their bag number. Every
survivor of the event is bagged at once: a survivor with no count and none
typed is refused, the refusal naming who is missing. The counts are checked as
any count is (``counts.decide_counts``: at least one chip, seated, never more
chips counted than in play). The next day starts from the bags: closing a
flight takes them as the survivors' Day 2 stacks (``registration.day_two``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from floortool.domain.field.counts import CountRefused, decide_counts, fold_counts
from floortool.domain.field.entries import ACTIVE, ChipCount, Entry, event_entries
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import DomainEvent, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.seating.seats import seating_of

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


class BagRefused(FloorError):
    """Bags that cannot be made (codes: ``nobody_to_bag``, ``counts_missing``,
    ``bag_taken``)."""

    code = "bag_refused"


@dataclass(frozen=True)
class Bag:
    """One survivor's bag: the entry, its chips and its bag number."""

    entry: int
    chips: int
    bag: str


def survivors(state: FloorState, event_id: int) -> list[Entry]:
    """The event's players still in, in table and seat order (the order bags are
    numbered and handed out in)."""
    where = seating_of(state, event_id).where
    playing = [e for e in event_entries(state, event_id).values() if e.status == ACTIVE]
    return sorted(playing, key=lambda e: (where.get(e.id, (0, 0)), e.id))


def bags_of(state: FloorState, event_id: int) -> list[Bag] | None:
    """Every survivor's bag, in table and seat order; None unless every survivor
    is bagged (a count after the bag makes it stale, so the survivor is not)."""
    found = []
    for entry in survivors(state, event_id):
        if entry.count is None or not entry.count.bag:
            return None
        found.append(Bag(entry.id, entry.count.chips, entry.count.bag))
    return found or None


def _name(state: FloorState, entry: Entry) -> str:
    player = state.players.get(entry.player_id)
    return player.name if player is not None else f"entry {entry.id}"


def decide_bags(
    state: FloorState,
    event_id: int,
    typed: Mapping[int, int],
    numbers: Mapping[int, str],
    *,
    at: str,
    by: str,
) -> ChipsBagged:
    """The event bagging every survivor of ``event_id``: ``typed`` chips (by entry id)
    where given, else the last count; ``numbers`` the bag numbers typed (by entry id),
    the rest numbered in order. Refused with the reason when a survivor has no
    count, a bag number is used twice, or a count cannot be true."""
    playing = survivors(state, event_id)
    if not playing:
        raise BagRefused(
            translate(
                "domain.registration.bags", "Nobody is playing in {name}: there is nothing to bag."
            ).fill(name=state.event(event_id).name),
            code="nobody_to_bag",
        )
    ids = {e.id for e in playing}
    strangers = sorted((set(typed) | set(numbers)) - ids)
    if strangers:
        entries = event_entries(state, event_id)
        names = [_name(state, entries[e]) if e in entries else f"entry {e}" for e in strangers]
        raise CountRefused(
            translate(
                "domain.registration.bags", "{names}: not playing, so there is no stack to bag."
            ).fill(names=", ".join(names)),
            code="not_seated",
        )
    missing = [_name(state, e) for e in playing if e.id not in typed and e.count is None]
    if missing:
        raise BagRefused(
            translate(
                "domain.registration.bags",
                "{missing_count} of {survivors} survivors have no chip count: {missing}. Count "
                "them, or type their bagged chips.",
            ).fill(missing_count=len(missing), survivors=len(playing), missing=", ".join(missing)),
            code="counts_missing",
            missing=missing,
        )
    chips = {e.id: typed.get(e.id, e.count.chips if e.count else 0) for e in playing}
    decide_counts(state, event_id, list(chips.items()), at=at, by=by)
    bag_numbers = _numbers(state, playing, numbers)
    return ChipsBagged(
        event_id=event_id,
        bags=[{"entry": e.id, "chips": chips[e.id], "bag": bag_numbers[e.id]} for e in playing],
        at=at,
        by=by,
    )


def _numbers(state: FloorState, playing: list[Entry], typed: Mapping[int, str]) -> dict[int, str]:
    """Each survivor's bag number: the typed one, else the bag they were given at an
    earlier bagging (bagging again to correct a count renumbers nobody), else the next
    number not taken."""
    owner: dict[str, int] = {}
    for entry in playing:
        number = typed.get(entry.id)
        if number is None:
            continue
        if number in owner:
            first = next(e for e in playing if e.id == owner[number])
            raise BagRefused(
                translate(
                    "domain.registration.bags",
                    "Bag {number} is typed for both {first} and {second}; a bag number is "
                    "on one bag only.",
                ).fill(number=number, first=_name(state, first), second=_name(state, entry)),
                code="bag_taken",
            )
        owner[number] = entry.id
    kept: dict[int, str] = {}  # bagged before: keeps their bag unless typed or taken by a typed one
    for entry in playing:
        earlier = entry.count.bag if entry.count is not None else ""
        if entry.id not in typed and earlier and earlier not in owner:
            kept[entry.id] = earlier
            owner[earlier] = entry.id
    found: dict[int, str] = {}
    following = 0
    for entry in playing:
        number = typed.get(entry.id, kept.get(entry.id))
        if number is None:
            following += 1
            while str(following) in owner:
                following += 1
            number = str(following)
        found[entry.id] = number
    return found


@dataclass(frozen=True)
class ChipsBagged(DomainEvent):
    """Every survivor bagged (``{"entry", "chips", "bag"}`` each) at ``at`` by ``by``."""

    kind = "chips_bagged"
    subjects = frozenset({Subject.FIELD})
    event_id: int
    bags: list[dict[str, int | str]]
    at: str
    by: str = ""

    def apply(self, state: FloorState) -> None:
        counts = [
            (int(b["entry"]), ChipCount(int(b["chips"]), self.at, self.by, str(b["bag"])))
            for b in self.bags
        ]
        fold_counts(state, self.event_id, counts, self.at)
