"""UI layer: the room's figures (players, entries, chips, prize pool, payouts) for the displays.

One small read-only function, ``room_figures``, so the clock page, the
players page and the room display all show the same numbers. Players left,
entries and chips in play come from the app's ``field_totals`` (the
late-registration deductions, rebuys and add-ons counted there), and the
average stack is rounded as the app rounds it. The prize pool and what each
place pays come from the app's ``prize_view``, so they are recomputed as
entries grow; the chip leaders by last count come from
``app.views.chip_counts``. With no entries: 0 players of 0 entries, no average
stack ("—"), a pool of 0.00 and no payouts; nothing is made up.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from floortool.app.depends import depends_on
from floortool.app.memo import RevisionMemo
from floortool.app.views.bounties import bounty_view
from floortool.app.views.chip_counts import ChipLeader, counted_leaders
from floortool.app.views.field import FieldTotals, field_totals, rounded_average
from floortool.app.views.payouts import prize_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.prize.payouts import Payouts
from floortool.ui.translation import count_text, counted, money_text, ordinal_text, translate

logger = logging.getLogger(__name__)

NOT_KNOWN = "—"
#: The most bounties the room display lists (the biggest).
SHOWN_BOUNTIES = 12


def short_money_text(cents: int) -> str:
    """``1,250`` for whole amounts, ``1,250.50`` otherwise (for the room to read at a glance)."""
    return count_text(cents // 100) if cents % 100 == 0 else money_text(cents)


#: The most characters of a name the room's chip-leader cells show.
LEADER_NAME = 16


def short_name(name: str) -> str:
    """``name``, cut to ``LEADER_NAME`` characters with an ellipsis when longer."""
    return name if len(name) <= LEADER_NAME else name[: LEADER_NAME - 1].rstrip() + "…"


def short_chips(chips: int) -> str:
    """``9,500``, ``125K``, ``1.25M`` (chips as the room reads them at a glance)."""
    if chips >= 1_000_000:
        return f"{chips / 1_000_000:.3g}M"
    if chips >= 10_000:
        return f"{chips / 1_000:.3g}K"
    return count_text(chips)


def places_text(count: int) -> str:
    """``1 place paid``, ``9 places paid``."""
    return translate("room_figures", "{0} paid").format(
        counted(
            count,
            translate("room_figures", "{count} place"),
            translate("room_figures", "{count} places"),
        )
    )


@dataclass(frozen=True)
class RoomFigures:
    """What the room is told about the field and its prize money."""

    players_left: int
    entries: int
    chips_in_play: int
    prize_pool: int  # cents
    payouts: tuple[int, ...] = ()  # cents paid to 1st, 2nd, ... (empty: none yet)
    overlay: int = 0  # cents the house adds to make the guarantee
    bounties: tuple[tuple[str, int], ...] = ()  # the biggest bounties on heads: (player, cents)
    leaders: tuple[ChipLeader, ...] = ()  # the chip leaders by last count (none counted: empty)

    @classmethod
    def of_field(
        cls,
        summary: FieldTotals,
        *,
        prize_pool: int = 0,
        payouts: Payouts | None = None,
        overlay: int = 0,
        bounties: tuple[tuple[str, int], ...] = (),
    ) -> RoomFigures:
        """The figures of an event's field (``app.views.field.field_totals``), its payouts,
        the overlay and the biggest bounties."""
        return cls(
            players_left=summary.players_left,
            entries=summary.total_entries,
            chips_in_play=summary.chips_in_play,
            prize_pool=prize_pool,
            payouts=() if payouts is None else payouts.amounts_cents,
            overlay=overlay,
            bounties=bounties,
        )

    @property
    def average_stack(self) -> int | None:
        """Chips per player still in (rounded as ``app.views.field`` rounds), None if nobody is."""
        if self.players_left <= 0:
            return None
        return rounded_average(self.chips_in_play, self.players_left)

    @property
    def players_text(self) -> str:
        """``42 / 60`` (players left / entries)."""
        return f"{count_text(self.players_left)} / {count_text(self.entries)}"

    @property
    def prize_pool_text(self) -> str:
        """``12,000.00``."""
        return money_text(self.prize_pool)

    @property
    def places_paid_text(self) -> str:
        """``9 places paid``, or "" before there are payouts."""
        return places_text(len(self.payouts)) if self.payouts else ""

    @property
    def overlay_text(self) -> str:
        """``1,200 overlay`` (what the house adds to make the guarantee), or ""."""
        return (
            translate("room_figures", "{0} overlay").format(short_money_text(self.overlay))
            if self.overlay
            else ""
        )

    @property
    def bounty_texts(self) -> tuple[str, ...]:
        """``Ann Lee  35``, the biggest bounty first."""
        return tuple(f"{player}  {short_money_text(cents)}" for player, cents in self.bounties)

    @property
    def payout_texts(self) -> tuple[str, ...]:
        """``1st 500``, ``2nd 300``, ... one per place paid."""
        return tuple(
            f"{ordinal_text(place)}  {short_money_text(cents)}"
            for place, cents in enumerate(self.payouts, start=1)
        )

    @property
    def leader_texts(self) -> tuple[str, ...]:
        """``1. Ann Lee  125K``, ... one per chip leader, short enough to read across the
        room (a long name cut to ``LEADER_NAME`` characters)."""
        return tuple(
            f"{x.place}. {short_name(x.player)}  {short_chips(x.chips)}" for x in self.leaders
        )

    @property
    def average_text(self) -> str:
        """``24,500``, or ``—`` when there is no one to average over."""
        average = self.average_stack
        return NOT_KNOWN if average is None else count_text(average)

    def average_bb_text(self, big_blind: int | None) -> str:
        """``61 BB`` (the average stack in big blinds), or "" when not known."""
        average = self.average_stack
        if average is None or not big_blind:
            return ""
        return f"{count_text(round(average / big_blind))} BB"


@depends_on(reads=(field_totals, prize_view, bounty_view, counted_leaders))
def room_figures(reads: RevisionMemo, event_id: int) -> RoomFigures:
    """The figures of ``event_id`` as the floor knows them now (the field and the
    prize as ``reads`` keeps them for the revision: the bust-out desk and the
    Players and Payouts pages read the same ones).

    A payout table that cannot pay this field (a director's own table that
    stops short of it) leaves the payouts out rather than the figures: the
    Payouts page says what is wrong.
    """
    summary = reads.read(field_totals, event_id)
    leaders = reads.read(counted_leaders, event_id)
    try:
        view = reads.read(prize_view, event_id)
    except FloorError as exc:
        logger.info("no payouts for event %d: %s", event_id, exc)
        return replace(RoomFigures.of_field(summary), leaders=leaders)
    pool = view.pool
    heads = reads.read_on(bounty_view, event_id, prize_view).heads()[:SHOWN_BOUNTIES]
    figures = RoomFigures.of_field(
        summary,
        prize_pool=pool.total_cents,
        payouts=view.payouts,
        overlay=pool.overlay_cents,
        bounties=tuple((r.player, r.on_head_cents) for r in heads),
    )
    return replace(figures, leaders=leaders)
