"""Domain: the prize refusals said in German and Spanish, their fields in place.

Issue 30: "Ship German, French and Spanish beside English [...] numbers and
money per locale." A payout table's refusal names the range, the places and the
field as the reader's language counts them (``20.000 Spieler``), and a problem
of the whole list of shares reads as a sentence of its own.
"""

from __future__ import annotations

import pytest

from floortool.app.languages import catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.prize.payout_files import parse_payout_table_json
from floortool.domain.prize.payouts import (
    PayoutRange,
    PayoutTable,
    compute_payouts,
    payouts_for,
    validate_payout_table,
)


def test_a_field_beyond_the_last_range_is_counted_as_german_counts() -> None:
    table = PayoutTable(
        name="Club", ranges=(PayoutRange(min_players=2, max_players=10, basis_points=(10_000,)),)
    )
    with pytest.raises(InvalidInput) as refused:
        compute_payouts(100_000, field_size=20_000, table=table)
    assert refused.value.message == (
        "The payout table 'Club' has no range for 20,000 players; it stops at 10, "
        "add a range after it."
    )
    assert refused.value.said(catalogue("de").say) == (
        "Die Auszahlungstabelle 'Club' hat keinen Bereich für 20.000 Spieler; sie endet "
        "bei 10, einen Bereich danach hinzufügen."
    )


def test_shares_short_of_the_whole_are_said_as_a_sentence() -> None:
    with pytest.raises(InvalidInput) as refused:
        payouts_for((5_000, 4_000), 100_000)
    assert refused.value.message.startswith("The places add up to 90")
    german = refused.value.said(catalogue("de").say)
    assert german.startswith("Die Plätze ergeben 90") and "noch zu verteilen" in german


def test_a_ranges_problem_names_the_range_in_the_readers_language() -> None:
    table = PayoutTable(
        name="Club",
        ranges=(
            PayoutRange(min_players=2, max_players=10, basis_points=(6_000, 4_000)),
            PayoutRange(min_players=12, max_players=None, basis_points=(10_000,)),
        ),
    )
    with pytest.raises(InvalidInput) as refused:
        validate_payout_table(table)
    assert refused.value.message == (
        "Payout range 12 players or more: it leaves a gap: the range before it ends at "
        "10 players, so this one must start at 11."
    )
    assert refused.value.said(catalogue("es").say) == (
        "Tramo de pagos 12 jugadores o más: deja un hueco: el tramo anterior termina en "
        "10 jugadores, así que este debe empezar en 11."
    )


def test_a_payout_file_giving_a_key_twice_names_its_parts_in_german() -> None:
    """A payout table file (JSON) that gives one key twice in a place is refused, the
    table and the place named in the reader's language."""
    text = '{"name": "T", "ranges": [{"min": 2, "max": 9, "places": 1, "places": 2}]}'
    with pytest.raises(InvalidInput) as refused:
        parse_payout_table_json(text)
    assert refused.value.message == "The payout table gives 'places' twice in one place."
    assert refused.value.said(catalogue("de").say) == (
        "Die Auszahlungstabelle gibt 'places' zweimal in einer Platzierung an."
    )
