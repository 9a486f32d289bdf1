"""App layer: the cash report — the night's money in, where it went, and the difference.

Money **in** is read from the purchases as the prize view counts them (entries
paid in, re-entries included, their rebuys and add-ons): the prize part of the
buy-ins (less the bounties), the bounties, the rebuys, the add-ons, each fee
by the part of its kind's fee split it goes to (``domain.prize.fee_split``: a
rebuy's and an add-on's may have their own), and what
the house puts in: the added money and the overlay that makes the guarantee.
Money **out** is read from who is paid: each player's prize and the bounties
they won (``app.views.results``, so a change to how bounties are won flows in),
each part of the fee, the withholding, and what is still owed: prizes not yet
awarded, bounties still in play or unclaimed, a mystery bounty's prizes not
drawn yet. The difference, in minus out,
is 0.00 when the sheet balances; a bug or a hand-made prize that pays more
than the pool shows as a difference, never hidden. ``cash_report`` gives the
frozen ``CashReport``; ``to_json`` is its one JSON form (``report cash``) and
``csv_text`` its CSV.
"""

from __future__ import annotations

from collections.abc import Sequence

from floortool.app.depends import depends_on
from floortool.app.views.payouts import PrizeView, prize_view
from floortool.app.views.results import ResultRow, results_view
from floortool.domain.field.entries import Entry
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Money, Number, Phrase, counted, translate
from floortool.domain.prize.cash_count import CashLine, CashReport
from floortool.domain.prize.events import ADDON, BUY_IN, REBUY
from floortool.domain.prize.fee_split import split_fees
from floortool.domain.prize.pool import BOUNTIES
from floortool.domain.results.eliminations import EventResults
from floortool.domain.results.mystery import drawn_shares, draws_of
from floortool.domain.seating.arrivals import paid_in
from floortool.domain.tournament.event import require_event


@depends_on(Subject.EVENT, reads=(prize_view, results_view))
def cash_report(state: FloorState, event_id: int) -> CashReport:
    info = require_event(state, event_id)
    prize = prize_view(state, event_id)
    results = results_view(state, event_id, prize)
    pool = prize.pool
    entries = [e for e in state.entries.get(event_id, {}).values() if paid_in(e, info.settings)]
    how_many = translate("app.views.cash", "{count}")
    money_in = [
        CashLine(
            kind=line.label,
            payee="",
            detail=how_many.fill(count=Number(line.count)),
            cents=line.prize_cents,
        )
        for line in pool.lines
        if line.count
    ]
    if pool.bounty_cents:
        buy_ins = money_in[0]
        money_in[0] = CashLine(
            kind=buy_ins.kind,
            payee="",
            detail=translate("app.views.cash", "{count}, less the bounties").fill(
                count=buy_ins.detail
            ),
            cents=buy_ins.cents - pool.bounty_cents,
        )
        money_in.insert(1, CashLine(kind=BOUNTIES, payee="", detail="", cents=pool.bounty_cents))
    split = _fee_lines(prize, entries, money_in)
    house = translate("app.views.cash", "from the house")
    for kind, cents in (
        (translate("app.views.cash", "Added money"), pool.added_cents),
        (translate("app.views.cash", "Overlay"), pool.overlay_cents),
    ):
        if cents:
            money_in.append(CashLine(kind=kind, payee="", detail=house, cents=cents))
    money_out: list[CashLine] = []
    awarded = 0
    mystery = results.bounties is not None and results.bounties.mystery
    eliminations = state.results.get(event_id, EventResults()).eliminations
    draws = draws_of(eliminations)
    shares = drawn_shares(eliminations, info.settings.knockout_cash_unit)
    for row in results.results:
        if row.place is not None and row.prize_cents:
            awarded += row.prize_cents
            money_out.append(
                CashLine(
                    kind=translate("app.views.cash", "Prize"),
                    payee=row.player,
                    detail=ordinal(row.place),
                    cents=row.prize_cents,
                )
            )
        if row.bounty_cents:
            money_out.append(
                CashLine(
                    kind=translate("app.views.cash", "Mystery bounties won")
                    if mystery
                    else translate("app.views.cash", "Bounties won"),
                    payee=row.player,
                    detail=_mystery_detail(
                        len(draws.get(row.entry, ())), row.bounty_cents - shares.get(row.entry, 0)
                    )
                    if mystery
                    else counted(
                        row.hits,
                        translate("app.views.cash", "{count} elimination"),
                        translate("app.views.cash", "{count} eliminations"),
                    ),
                    cents=row.bounty_cents,
                )
            )
    awarded += _satellite_lines(prize, results.results, money_out)
    bounties = results.bounties
    owed: tuple[tuple[str | Phrase, int], ...] = (
        (
            translate("app.views.cash", "Prizes not yet awarded"),
            max(0, pool.total_cents - awarded),
        ),
        (
            translate("app.views.cash", "Bounties still in play"),
            bounties.in_play_cents if bounties else 0,
        ),
        (
            translate("app.views.cash", "Bounties unclaimed"),
            bounties.unclaimed_cents if bounties else 0,
        ),
        (
            translate("app.views.cash", "Mystery bounties not drawn yet"),
            bounties.pool_cents if bounties else 0,
        ),
        (pool.withholding_label, pool.withholding_cents),
    )
    money_out += [CashLine(kind=kind, payee="", detail="", cents=c) for kind, c in owed if c]
    money_out += [
        CashLine(kind=translate("app.views.cash", "Fee part"), payee=part, detail="", cents=cents)
        for part, cents in split.items()
        if cents
    ]
    return CashReport(
        event=info.name,
        money_in=tuple(money_in),
        money_out=tuple(money_out),
        overlay_cents=pool.overlay_cents,
        guarantee_cents=pool.guarantee_cents,
    )


def _mystery_detail(draws: int, left_cents: int) -> Phrase:
    """``2 draws``, ``2 draws + 120.00 left over``: what a mystery bounty paid a player."""
    text = counted(
        draws,
        translate("app.views.cash", "{count} draw"),
        translate("app.views.cash", "{count} draws"),
    )
    if not left_cents:
        return text
    return translate("app.views.cash", "{draws} + {money} left over").fill(
        draws=text, money=Money(left_cents, grouped=False)
    )


def _fee_lines(
    prize: PrizeView, entries: Sequence[Entry], money_in: list[CashLine]
) -> dict[str, int]:
    """Each kind's fees (buy-ins, rebuys, add-ons) by the part of that kind's fee split
    they go to, added to ``money_in`` (the kind named once more than one kind paid a
    fee); returns each part's total over the kinds."""
    settings = prize.settings
    kinds = [
        (name, split_fees(settings.fee_split_of(kind), fees))
        for kind, name, fees in (
            (BUY_IN, translate("app.views.cash", "buy-ins"), [e.fee for e in entries]),
            (
                REBUY,
                translate("app.views.cash", "rebuys"),
                [p.fee for e in entries for p in e.rebuys],
            ),
            (
                ADDON,
                translate("app.views.cash", "add-ons"),
                [p.fee for e in entries for p in e.addons],
            ),
        )
        if any(fees)
    ]
    totals: dict[str, int] = {}
    of_kind = translate("app.views.cash", "{part}, {kind}")
    fees_kind = translate("app.views.cash", "Fees")
    for name, parts in kinds:
        for part, cents in parts.items():
            if not cents:
                continue
            detail = of_kind.fill(part=part, kind=name) if len(kinds) > 1 else part
            money_in.append(CashLine(kind=fees_kind, payee="", detail=detail, cents=cents))
            totals[part] = totals.get(part, 0) + cents
    return totals


def _satellite_lines(prize: PrizeView, rows: Sequence[ResultRow], money_out: list[CashLine]) -> int:
    """A stopped satellite's tickets (each seat winner's seat, with a split remainder's
    share) and the remainder's cash to the next place, added to ``money_out``; returns
    what they award."""
    seats = prize.satellite
    if seats is None or not prize.seat_winners:
        return 0
    awarded = 0
    for winner in prize.seat_winners:
        cents = seats.seat_cents + winner.cash_cents
        detail = translate("app.views.cash", "seat")
        if winner.cash_cents:
            detail = translate("app.views.cash", "seat and {money}").fill(
                money=Money(winner.cash_cents, grouped=False)
            )
        ticket = translate("app.views.cash", "Ticket")
        money_out.append(CashLine(kind=ticket, payee=winner.player, detail=detail, cents=cents))
        awarded += cents
    next_place = seats.seats + 1
    if not seats.split and seats.remainder_cents:
        payee = next((r.player for r in rows if r.place == next_place), "")
        money_out.append(
            CashLine(
                kind=translate("app.views.cash", "Satellite cash"),
                payee=payee,
                detail=ordinal(next_place),
                cents=seats.remainder_cents,
            )
        )
        awarded += seats.remainder_cents
    return awarded
