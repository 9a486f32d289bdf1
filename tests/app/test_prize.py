"""Prize pool and payouts from recorded entries and purchases; deals; undo."""

from __future__ import annotations

import dataclasses

import pytest
from tests.support import FakeClock, entry_of

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.prize import RecordDeal, SetPrizeSettings
from floortool.app.commands.registration import AddOn, Rebuy, RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.resources import load_payout_table, payout_table_names, save_payout_table
from floortool.app.views.payouts import prize_settings, prize_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.prize.deals import plan_deal
from floortool.domain.tournament.event import settings_for

NAMES = tuple(f"Player {n}" for n in range(1, 21))


@pytest.fixture
def floor(db_url: str, clock: FakeClock) -> Floor:
    floor = Floor.open(db_url, operator="td", clock=clock)
    settings = settings_for(
        name="Pool",
        buy_in=5_000,
        fee=1_000,
        tables=3,
        seats=9,
        max_rebuys=2,
        max_addons=1,
        rebuy_price=4_000,
        addon_price=3_000,
    )
    floor.execute(CreateEvent(settings))
    return floor


def eid(floor: Floor) -> int:
    event_id = floor.current_event_id()
    assert event_id is not None
    return event_id


def test_every_builtin_payout_table_loads() -> None:
    assert {"standard", "flat", "top-heavy", "winner-takes-all"} <= set(payout_table_names())
    for name in payout_table_names():
        assert load_payout_table(name).ranges


def test_a_payout_table_is_parsed_once_and_again_when_saved_anew() -> None:
    """The default table is read at every refresh of an event without its own
    settings: the same text gives the table parsed before; a table saved again
    under its name is the new one at once."""
    assert load_payout_table("standard") is load_payout_table("standard")
    flat, top_heavy = load_payout_table("flat"), load_payout_table("top-heavy")
    save_payout_table(flat, "mine")
    assert load_payout_table("mine").ranges == flat.ranges
    save_payout_table(top_heavy, "mine")
    assert load_payout_table("mine").ranges == top_heavy.ranges != flat.ranges


def test_pool_counts_seated_entries_rebuys_and_addons(floor: Floor) -> None:
    floor.execute(RegisterEntry(eid(floor), newcomers(NAMES[:10])))
    floor.execute(Rebuy(eid(floor), entry_of(floor, eid(floor), "Player 1")))
    floor.execute(AddOn(eid(floor), entry_of(floor, eid(floor), "Player 2")))
    view = prize_view(floor.state, eid(floor))
    assert view.field_size == 10
    assert view.pool.collected_cents == 10 * 5_000 + 4_000 + 3_000
    assert view.pool.fees_cents >= 10 * 1_000
    assert view.payouts is not None
    assert sum(view.payouts.amounts_cents) == view.pool.total_cents


def test_waiting_entries_are_not_in_the_pool(floor: Floor) -> None:
    floor.execute(
        RegisterEntry(
            eid(floor),
            newcomers(
                (
                    *NAMES,
                    "Extra 1",
                    "Extra 2",
                    "Extra 3",
                    "Extra 4",
                    "Extra 5",
                    "Extra 6",
                    "Extra 7",
                    "Extra 8",
                )
            ),
        )
    )
    view = prize_view(floor.state, eid(floor))
    assert view.field_size == 27  # 3 tables x 9 seats; one entrant waits
    assert view.pool.collected_cents == 27 * 5_000


def test_settings_change_the_pool_and_undo_restores_them(floor: Floor) -> None:
    floor.execute(RegisterEntry(eid(floor), newcomers(NAMES[:12])))
    before = prize_view(floor.state, eid(floor))
    settings = dataclasses.replace(
        prize_settings(floor.state, eid(floor)),
        withholding_basis_points=1_000,
        guarantee_cents=100_000,
        rounding_unit_cents=500,
    )
    floor.execute(SetPrizeSettings(eid(floor), settings))
    after = prize_view(floor.state, eid(floor))
    assert after.pool.withholding_cents == 6_000
    assert after.pool.overlay_cents == 100_000 - 54_000
    assert after.pool.total_cents == 100_000
    assert after.payouts is not None
    assert all(c % 500 == 0 for c in after.payouts.amounts_cents[1:])
    floor.undo(event_scope(eid(floor)))
    assert prize_view(floor.state, eid(floor)) == before


def test_invalid_settings_are_refused(floor: Floor) -> None:
    settings = dataclasses.replace(prize_settings(floor.state, eid(floor)), added_cents=-1)
    with pytest.raises(FloorError):
        floor.execute(SetPrizeSettings(eid(floor), settings))
    assert eid(floor) not in floor.state.prize_settings


def test_a_recorded_deal_survives_reopening(floor: Floor, db_url: str, clock: FakeClock) -> None:
    floor.execute(RegisterEntry(eid(floor), newcomers(NAMES[:12])))
    view = prize_view(floor.state, eid(floor))
    assert view.payouts is not None
    deal = plan_deal(
        method="icm",
        players=["A", "B", "C"],
        stacks=[5_000, 3_000, 2_000],
        prizes_cents=list(view.payouts.amounts_cents[:3]),
    )
    floor.execute(RecordDeal(eid(floor), deal))
    reopened = Floor.open(db_url, operator="td", clock=clock)
    assert reopened.state.deals[eid(floor)] == [deal]
    assert sum(deal.amounts_cents) + deal.played_for_cents == sum(deal.prizes_cents)


def test_a_nameless_withholding_is_refused(floor: Floor) -> None:
    settings = dataclasses.replace(prize_settings(floor.state, eid(floor)), withholding_label=" ")
    with pytest.raises(FloorError) as refused:
        floor.execute(SetPrizeSettings(eid(floor), settings))
    assert refused.value.details["field"] == "rake_label"
