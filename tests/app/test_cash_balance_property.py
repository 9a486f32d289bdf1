"""App: the cash report balances every night (issue 26, "Done when": "the cash
report's difference is 0 for every simulated night").

Hypothesis plays random nights through a real floor: any buy-in, fee, bounty,
rebuy and add-on prices with their own fees, rake, added money, guarantee and
fee split; any order of rebuys, add-ons, re-entries, busts (credited to a
player, to two, or to nobody) and undos, to the winner, with fixed, progressive
or mystery bounties (any template of prizes, drawn in the money). After every
step the cash report's money in equals its money out, the bounty money is all
somewhere (won + on heads + in the pool of draws + unclaimed = collected), and
every fee is shared out to the cent (each part of the split and the house)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.prize import SetPrizeSettings
from floortool.app.commands.registration import AddOn, Rebuy, ReEnter, RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views.cash import cash_report
from floortool.app.views.payouts import prize_settings, prize_view
from floortool.app.views.results import results_view
from floortool.domain.field.entries import ACTIVE
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.prize.fee_split import FeePart, split_fee
from floortool.domain.prize.mystery_prizes import MYSTERY_TEMPLATES
from floortool.domain.tournament.event import settings_for

cents = st.integers(min_value=0, max_value=20_000)
parts = st.lists(
    st.one_of(
        st.builds(lambda c: ("sum", c), st.integers(min_value=0, max_value=500)),
        st.builds(lambda b: ("share", b), st.integers(min_value=0, max_value=5_000)),
    ),
    max_size=3,
)
steps = st.lists(
    st.tuples(
        st.sampled_from(["bust", "bust", "bust", "rebuy", "addon", "reenter", "undo"]),
        st.integers(min_value=0, max_value=99),
        st.integers(min_value=0, max_value=99),
    ),
    max_size=14,
)


def _split(raw: list[tuple[str, int]], fee: int) -> tuple[FeePart, ...]:
    """Parts named Part 1, 2 ...; fixed sums cut down to what the fee can pay."""
    split: list[FeePart] = []
    left = fee
    for n, (kind, amount) in enumerate(raw, start=1):
        if kind == "sum":
            take = min(amount, left)
            left -= take
            split.append(FeePart(name=f"Part {n}", cents=take))
        else:
            split.append(FeePart(name=f"Part {n}", basis_points=amount))
    if sum(p.basis_points or 0 for p in split) > 10_000:
        return tuple(p for p in split if p.basis_points is None)
    return tuple(split)


def _balances(floor: Floor, event_id: int) -> None:
    report = cash_report(floor.state, event_id)
    assert report.difference_cents == 0, report.to_json()
    assert report.in_cents == report.out_cents
    bounties = results_view(floor.state, event_id).bounties
    if bounties is not None:
        held = bounties.won_cents + bounties.in_play_cents + bounties.pool_cents
        assert held + bounties.unclaimed_cents == bounties.total_cents
        assert min(bounties.unclaimed_cents, bounties.pool_cents, bounties.in_play_cents) >= 0


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    buy_in=cents,
    fee=st.integers(min_value=0, max_value=3_000),
    bounty_share=st.integers(min_value=0, max_value=100),
    rebuy=st.tuples(cents, st.integers(min_value=0, max_value=3_000)),
    addon=st.tuples(cents, st.integers(min_value=0, max_value=3_000)),
    rake=st.integers(min_value=0, max_value=3_000),
    added=cents,
    guarantee=st.integers(min_value=0, max_value=200_000),
    raw_split=parts,
    raw_kind_splits=st.tuples(st.none() | parts, st.none() | parts),
    players=st.integers(min_value=2, max_value=6),
    night=steps,
    bounty_format=st.sampled_from(["fixed", "progressive", "mystery"]),
    mystery_prizes=st.sampled_from(["", *MYSTERY_TEMPLATES]),
)
def test_the_cash_report_balances_after_every_step_of_any_night(
    buy_in: int,
    fee: int,
    bounty_share: int,
    rebuy: tuple[int, int],
    addon: tuple[int, int],
    rake: int,
    added: int,
    guarantee: int,
    raw_split: list[tuple[str, int]],
    raw_kind_splits: tuple[list[tuple[str, int]] | None, list[tuple[str, int]] | None],
    players: int,
    night: list[tuple[str, int, int]],
    bounty_format: str,
    mystery_prizes: str,
) -> None:
    split = _split(raw_split, fee)
    # a rebuy's and an add-on's own split (None: as the buy-in's)
    rebuy_split, addon_split = (
        None if raw is None else _split(raw, kind_fee)
        for raw, kind_fee in zip(raw_kind_splits, (rebuy[1], addon[1]), strict=True)
    )
    with tempfile.TemporaryDirectory() as folder:
        floor = Floor.open(
            f"sqlite:///{Path(folder) / 'floor.db'}", operator="td", clock=FakeClock()
        )
        try:
            event_id = floor.execute(
                CreateEvent(
                    settings_for(
                        name="Night",
                        buy_in=buy_in,
                        fee=fee,
                        bounty=buy_in * bounty_share // 100,
                        tables=1,
                        max_reentries=2,
                        max_rebuys=2,
                        rebuy_price=rebuy[0],
                        rebuy_fee=rebuy[1],
                        max_addons=1,
                        addon_price=addon[0],
                        addon_fee=addon[1],
                        bounty_format=bounty_format,
                    ),
                    guarantee_cents=guarantee,
                )
            ).group
            current = prize_settings(floor.state, event_id)
            floor.execute(
                SetPrizeSettings(
                    event_id,
                    settings=type(current)(
                        table=current.table,
                        withholding_basis_points=rake,
                        added_cents=added,
                        guarantee_cents=guarantee,
                        fee_split=split,
                        mystery_prizes=mystery_prizes,
                        rebuy_fee_split=rebuy_split,
                        addon_fee_split=addon_split,
                    ),
                )
            )
            names = tuple(f"P{n}" for n in range(players))
            floor.execute(RegisterEntry(event_id, newcomers(names)))
            _balances(floor, event_id)
            play_night(floor, event_id, night)
            view = prize_view(floor.state, event_id)
            if view.payouts is not None:
                assert sum(p.cents for p in view.payouts.paid) == view.pool.total_cents
        finally:
            floor.close()


def play_night(floor: Floor, event_id: int, night: list[tuple[str, int, int]]) -> None:
    """Play ``night``'s steps, then bust players until one is left, checking that the
    cash report balances after every step."""
    done = 0  # steps of the night that undo may take back
    for action, a, b in night:
        done = _play(floor, event_id, action, a, b, done)
        _balances(floor, event_id)
    while len(_active(floor, event_id)) > 1:
        _play(floor, event_id, "bust", 0, 1, done)
        _balances(floor, event_id)


def _active(floor: Floor, event_id: int) -> list[int]:
    entries = floor.state.entries.get(event_id, {}).values()
    return sorted(e.id for e in entries if e.status == ACTIVE)


def _play(floor: Floor, event_id: int, action: str, a: int, b: int, done: int) -> int:
    """One step of the night; a step the floor refuses (a limit reached) changes
    nothing. Undo takes back only the night's own steps (``done`` of them); returns
    how many there are after this one."""
    active = _active(floor, event_id)
    entries = floor.state.entries.get(event_id, {})
    try:
        if action == "bust" and len(active) > 1:
            out = active[a % len(active)]
            others = [e for e in active if e != out]
            by = None if b % 4 == 0 else others[b % len(others)]
            floor.execute(BustPlayers(event_id, (out,), by=by))
        elif action == "rebuy" and active:
            floor.execute(Rebuy(event_id, active[a % len(active)]))
        elif action == "addon" and active:
            floor.execute(AddOn(event_id, active[a % len(active)]))
        elif action == "reenter" and len(active) > 1:
            out = [e for e in entries.values() if e.status != ACTIVE]
            if out:
                floor.execute(ReEnter(event_id, out[a % len(out)].player_id))
        elif action == "undo" and done:
            floor.undo(event_scope(event_id))
            return done - 1
        else:
            return done
    except FloorError:
        return done
    return done + 1


@given(
    fee=st.integers(min_value=0, max_value=100_000),
    raw_split=parts,
)
def test_every_fee_is_shared_out_to_the_cent(fee: int, raw_split: list[tuple[str, int]]) -> None:
    """Whatever the split and the fee (a rebuy's fee may be smaller than the buy-in's
    the split was checked against), the parts and the house add up to the fee and
    none is negative."""
    split = _split(raw_split, 100_000)
    shared = split_fee(split, fee)
    assert sum(shared.values()) == fee
    assert all(c >= 0 for c in shared.values())
