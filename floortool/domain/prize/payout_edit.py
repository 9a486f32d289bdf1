"""Domain layer: editing a payout table, as the payout editor does.

Pure standard library; imports only other domain modules. Each edit returns a
new table and checks only that the edit itself makes sense (the range and
place exist, a share is between 0 and 100%): while the director types, a
range may briefly not add up to 100%. Call ``validate_payout_table`` before
the table is used or saved; ``compute_payouts`` does so itself.

Ranges are named by their 0-based index in ``table.ranges``. Adding and
removing ranges keeps them contiguous: a new range splits the one holding its
first field size, and a removed range's fields go to the range before it (or,
for the first range, to the range after it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.prize.payouts import (
    MAX_FIELD_SIZE,
    MIN_FIELD_SIZE,
    PayoutRange,
    PayoutTable,
)
from floortool.domain.prize.pool import FULL_BASIS_POINTS, format_percent


def _range(table: PayoutTable, range_index: int) -> PayoutRange:
    if not 0 <= range_index < len(table.ranges):
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "There is no payout range {number} (the table has {count} ranges).",
            ).fill(number=range_index + 1, count=len(table.ranges)),
            field="range",
        )
    return table.ranges[range_index]


def _with_range(table: PayoutTable, range_index: int, new: PayoutRange) -> PayoutTable:
    ranges = list(table.ranges)
    ranges[range_index] = new
    return replace(table, ranges=tuple(ranges))


def _check_share(payout_range: PayoutRange, place: int, basis_points: object) -> int:
    if not isinstance(basis_points, int) or isinstance(basis_points, bool):
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "Payout range {range}, place {place}: the share must be a whole number "
                "of basis points (3250 for 32.5%).",
            ).fill(range=payout_range.said(), place=place),
            field="basis_points",
        )
    if not 0 < basis_points <= FULL_BASIS_POINTS:
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "Payout range {range}, place {place}: {basis_points} is not a share "
                "between 0 and 100%.",
            ).fill(
                range=payout_range.said(),
                place=place,
                basis_points=format_percent(basis_points),
            ),
            field="basis_points",
        )
    return basis_points


def set_place_percentage(
    table: PayoutTable, *, range_index: int, place: int, basis_points: int
) -> PayoutTable:
    """Set the share of ``place`` (1-based) in one range; the place after the
    last one adds a place."""
    payout_range = _range(table, range_index)
    if not 1 <= place <= payout_range.places + 1:
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "Payout range {range} pays {places}; place {place} cannot be set (add "
                "place {number} first).",
            ).fill(
                range=payout_range.said(),
                places=_places(payout_range.places),
                place=place,
                number=payout_range.places + 1,
            ),
            field="place",
        )
    shares = list(payout_range.basis_points)
    share = _check_share(payout_range, place, basis_points)
    if place > len(shares):
        shares.append(share)
    else:
        shares[place - 1] = share
    return _with_range(table, range_index, replace(payout_range, basis_points=tuple(shares)))


def remove_place(table: PayoutTable, *, range_index: int, place: int) -> PayoutTable:
    """Remove ``place`` from one range (the places below it move up)."""
    payout_range = _range(table, range_index)
    if not 1 <= place <= payout_range.places:
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "Payout range {range} pays {places}; there is no place {place}.",
            ).fill(
                range=payout_range.said(),
                places=_places(payout_range.places),
                place=place,
            ),
            field="place",
        )
    if payout_range.places == 1:
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit", "Payout range {range} must pay at least one place."
            ).fill(range=payout_range.said()),
            field="place",
        )
    shares = payout_range.basis_points[: place - 1] + payout_range.basis_points[place:]
    return _with_range(table, range_index, replace(payout_range, basis_points=shares))


def set_range_percentages(
    table: PayoutTable, *, range_index: int, basis_points: Sequence[int]
) -> PayoutTable:
    """Replace every share of one range at once (1st place first)."""
    payout_range = _range(table, range_index)
    shares = _shares(payout_range, basis_points)
    return _with_range(table, range_index, replace(payout_range, basis_points=shares))


def add_range(
    table: PayoutTable, *, min_players: int, basis_points: Sequence[int] | None = None
) -> PayoutTable:
    """A new range from ``min_players`` to the end of the range that held that
    field size, which now stops just before it; right after a last range that
    has an end, an open-ended range ("or more"). Without ``basis_points`` the
    new range starts with the shares of the range before it."""
    if not isinstance(min_players, int) or isinstance(min_players, bool):
        raise InvalidInput(
            translate("domain.prize.payout_edit", "A range starts at a whole number of players."),
            field="min_players",
        )
    if not MIN_FIELD_SIZE < min_players <= MAX_FIELD_SIZE:
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "A new range must start above {min_field_size} players (the first "
                "range always starts at {min_field_size}) and at most at "
                "{max_field_size}.",
            ).fill(min_field_size=MIN_FIELD_SIZE, max_field_size=Number(MAX_FIELD_SIZE)),
            field="min_players",
        )
    ranges = list(table.ranges)
    index = next((i for i, old in enumerate(ranges) if old.contains(min_players)), None)
    if index is not None:
        old = ranges[index]
        if min_players == old.min_players:
            raise InvalidInput(
                translate(
                    "domain.prize.payout_edit", "A range already starts at {players} ({range})."
                ).fill(
                    players=_players(min_players),
                    range=old.said(),
                ),
                field="min_players",
            )
        ranges[index] = replace(old, max_players=min_players - 1)
        high = old.max_players
    else:
        end = ranges[-1].max_players if ranges else None
        if end is None or min_players != end + 1:
            must_start = (
                translate(
                    "domain.prize.payout_edit",
                    "A range for {players} must start right after {end}.",
                )
                if end is not None
                else translate(
                    "domain.prize.payout_edit", "A range for {players} must start at {least}."
                )
            )
            raise InvalidInput(
                must_start.fill(
                    players=_players(min_players),
                    end=Number(end or 0),
                    least=MIN_FIELD_SIZE,
                ),
                field="min_players",
            )
        index, high = len(ranges) - 1, None
    new = PayoutRange(min_players=min_players, max_players=high, basis_points=())
    given = ranges[index].basis_points if basis_points is None else basis_points
    ranges.insert(index + 1, replace(new, basis_points=_shares(new, given)))
    return replace(table, ranges=tuple(ranges))


def _shares(payout_range: PayoutRange, shares: Sequence[int]) -> tuple[int, ...]:
    if not shares:
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit", "Payout range {range} must pay at least one place."
            ).fill(range=payout_range.said()),
            field="place",
        )
    return tuple(
        _check_share(payout_range, place, share) for place, share in enumerate(shares, start=1)
    )


def remove_range(table: PayoutTable, *, range_index: int) -> PayoutTable:
    """Remove one range; the range before it (after it, for the first range)
    takes its field sizes."""
    removed = _range(table, range_index)
    if len(table.ranges) == 1:
        raise InvalidInput(
            translate("domain.prize.payout_edit", "A payout table needs at least one range."),
            field="range",
        )
    ranges = list(table.ranges)
    del ranges[range_index]
    if range_index == 0:
        ranges[0] = replace(ranges[0], min_players=removed.min_players)
    else:
        ranges[range_index - 1] = replace(ranges[range_index - 1], max_players=removed.max_players)
    return replace(table, ranges=tuple(ranges))


def move_range_start(table: PayoutTable, *, range_index: int, min_players: int) -> PayoutTable:
    """Move where a range starts (not the first, which starts at 2); the range
    before it now ends just before. Neither range may become empty."""
    payout_range = _range(table, range_index)
    if range_index == 0:
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "The first range always starts at {min_field_size} players.",
            ).fill(min_field_size=MIN_FIELD_SIZE),
            field="min_players",
        )
    before = table.ranges[range_index - 1]
    top = payout_range.max_players
    if (
        not isinstance(min_players, int)
        or isinstance(min_players, bool)
        or min_players <= before.min_players
        or (top is not None and min_players > top)
    ):
        upper = (
            Number(top) if top is not None else translate("domain.prize.payout_edit", "any number")
        )
        raise InvalidInput(
            translate(
                "domain.prize.payout_edit",
                "Payout range {range} can start anywhere from {number} to {upper} "
                "players, not at {min_players}.",
            ).fill(
                range=payout_range.said(),
                number=Number(before.min_players + 1),
                upper=upper,
                min_players=repr(min_players),
            ),
            field="min_players",
        )
    ranges = list(table.ranges)
    ranges[range_index - 1] = replace(before, max_players=min_players - 1)
    ranges[range_index] = replace(payout_range, min_players=min_players)
    return replace(table, ranges=tuple(ranges))


def _places(count: int) -> Phrase:
    return nouns.places(count)


def _players(count: int) -> Phrase:
    return nouns.players(count)
