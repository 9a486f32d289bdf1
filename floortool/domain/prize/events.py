"""Domain layer: an event's prize settings and recorded deals, as journal events.

The prize settings are the payout table (kept whole in the event, so a later
change to a template never changes a past event), the withholding in basis
points, added money, the guarantee, the rounding unit, the fee split
(``domain.prize.fee_split``: where each fee goes) and a mystery bounty's prizes
(``domain.prize.mystery_prizes``, kept as written in its one form). A deal the players
agreed to is recorded as it was agreed, never recalculated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.prize.deal_data import deal_to_data, parse_deal_data
from floortool.domain.prize.deals import Deal
from floortool.domain.prize.fee_split import (
    FeePart,
    fee_split_from_data,
    fee_split_to_data,
    validate_fee_split,
)
from floortool.domain.prize.mystery_prizes import parse_distribution
from floortool.domain.prize.payout_files import parse_payout_table_data, payout_table_to_data
from floortool.domain.prize.payouts import PayoutTable, validate_payout_table
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

MAX_CENTS = 10**13
#: The kinds of purchase, each with a fee split of its own.
BUY_IN, REBUY, ADDON = "buy-in", "rebuy", "add-on"


@dataclass(frozen=True, kw_only=True)
class PrizeSettings:
    """How the event's prize pool is made and shared."""

    table: PayoutTable
    withholding_basis_points: int = 0
    withholding_label: str = "Rake"
    added_cents: int = 0
    guarantee_cents: int = 0
    rounding_unit_cents: int = 100
    fee_split: tuple[FeePart, ...] = ()  # what is not split goes to the house
    # A rebuy's and an add-on's fee split (None: as the buy-in's).
    rebuy_fee_split: tuple[FeePart, ...] | None = None
    addon_fee_split: tuple[FeePart, ...] | None = None
    # A payout receipt from this much on carries the tax note (0: never; None: the venue's).
    tax_note_cents: int | None = None
    mystery_prizes: str = ""  # a mystery bounty's distribution (``mystery_prizes``; "": all equal)

    def tax_note_from(self, venue_cents: int) -> int:
        """The threshold of the tax note: the event's own when it sets one, else the
        venue's (``venue_cents``); 0: no note."""
        return venue_cents if self.tax_note_cents is None else self.tax_note_cents

    def fee_split_of(self, kind: str) -> tuple[FeePart, ...]:
        """The fee split of a purchase of ``kind`` (``BUY_IN``, ``REBUY``, ``ADDON``): its
        own, else the buy-in's."""
        own = {REBUY: self.rebuy_fee_split, ADDON: self.addon_fee_split}.get(kind)
        return self.fee_split if own is None else own


def validate_prize_settings(settings: PrizeSettings) -> None:
    validate_payout_table(settings.table)
    label = settings.withholding_label
    if not label.strip() or label != label.strip() or len(label) > 40:
        raise InvalidInput(
            translate(
                "domain.prize.events", "Name the withholding (e.g. Rake), in at most 40 characters."
            ),
            field="rake_label",
        )
    if not 0 <= settings.withholding_basis_points <= 10_000:
        raise InvalidInput(
            translate("domain.prize.events", "The withholding must be between 0 % and 100 %."),
            field="rake",
        )
    for field, value, refusal in (
        (
            "added",
            settings.added_cents,
            translate("domain.prize.events", "The added money cannot be negative."),
        ),
        (
            "guarantee",
            settings.guarantee_cents,
            translate("domain.prize.events", "The guarantee money cannot be negative."),
        ),
        (
            "tax note",
            settings.tax_note_cents or 0,
            translate("domain.prize.events", "The tax note money cannot be negative."),
        ),
    ):
        if not 0 <= value <= MAX_CENTS:
            raise InvalidInput(refusal, field=field)
    if not 1 <= settings.rounding_unit_cents <= 1_000_000:
        raise InvalidInput(
            translate("domain.prize.events", "Round payouts to at least one cent."),
            field="rounding_unit",
        )
    parse_distribution(settings.mystery_prizes)


def prize_settings_to_data(settings: PrizeSettings) -> dict[str, Any]:
    return {
        "table": payout_table_to_data(settings.table),
        "withholding_basis_points": settings.withholding_basis_points,
        "withholding_label": settings.withholding_label,
        "added_cents": settings.added_cents,
        "guarantee_cents": settings.guarantee_cents,
        "rounding_unit_cents": settings.rounding_unit_cents,
        "fee_split": fee_split_to_data(settings.fee_split),
        "rebuy_fee_split": _split_data(settings.rebuy_fee_split),
        "addon_fee_split": _split_data(settings.addon_fee_split),
        "tax_note_cents": settings.tax_note_cents,
        "mystery_prizes": settings.mystery_prizes,
    }


def _split_data(parts: tuple[FeePart, ...] | None) -> list[dict[str, Any]] | None:
    return None if parts is None else fee_split_to_data(parts)


def _split_of(data: Any) -> tuple[FeePart, ...] | None:
    return None if data is None else fee_split_from_data(data)


SPLITS = ("fee_split", "rebuy_fee_split", "addon_fee_split")


def prize_settings_from_data(data: dict[str, Any]) -> PrizeSettings:
    fields = {k: v for k, v in data.items() if k not in ("table", *SPLITS)}
    return PrizeSettings(
        table=parse_payout_table_data(data["table"]),
        fee_split=fee_split_from_data(data.get("fee_split", ())),
        rebuy_fee_split=_split_of(data.get("rebuy_fee_split")),
        addon_fee_split=_split_of(data.get("addon_fee_split")),
        **fields,
    )


@dataclass(frozen=True)
class PrizeSettingsSet(DomainEvent):
    kind = "prize_settings_set"
    subjects = frozenset({Subject.PRIZE})
    event_id: int
    settings: dict[str, Any]

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events:
            raise ReplayConflict(f"prize settings of event {self.event_id}, which is not live")
        state.prize_settings[self.event_id] = prize_settings_from_data(self.settings)


@dataclass(frozen=True)
class DealRecorded(DomainEvent):
    """The remaining players agreed to a deal; it is paid as recorded."""

    kind = "deal_recorded"
    subjects = frozenset({Subject.PRIZE, Subject.RESULTS})
    event_id: int
    deal: dict[str, Any]

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events:
            raise ReplayConflict(f"deal in event {self.event_id}, which is not live")
        state.deals.setdefault(self.event_id, []).append(parse_deal_data(self.deal))


def decide_prize_settings(
    state: FloorState, *, event_id: int, settings: PrizeSettings
) -> list[DomainEvent]:
    info = require_event(state, event_id)
    fee = info.settings.fee
    return [
        prize_settings_set(
            event_id,
            settings,
            fee_cents=fee,
            rebuy_fee_cents=fee if info.settings.rebuy_fee is None else info.settings.rebuy_fee,
            addon_fee_cents=fee if info.settings.addon_fee is None else info.settings.addon_fee,
        )
    ]


def prize_settings_set(
    event_id: int,
    settings: PrizeSettings,
    *,
    fee_cents: int,
    rebuy_fee_cents: int | None = None,
    addon_fee_cents: int | None = None,
) -> PrizeSettingsSet:
    """The journal event that sets ``settings`` on an event whose fee is ``fee_cents``
    (a rebuy's and an add-on's: the same unless given), each fee split checked against
    its fee (the event may be created by the same action: ``event create --guarantee``)."""
    validate_prize_settings(settings)
    validate_fee_split(settings.fee_split, fee_cents=fee_cents)
    for parts, fee in (
        (settings.rebuy_fee_split, rebuy_fee_cents),
        (settings.addon_fee_split, addon_fee_cents),
    ):
        if parts is not None:
            validate_fee_split(parts, fee_cents=fee_cents if fee is None else fee)
    return PrizeSettingsSet(event_id=event_id, settings=prize_settings_to_data(settings))


def decide_record_deal(state: FloorState, *, event_id: int, deal: Deal) -> list[DomainEvent]:
    require_event(state, event_id)
    return [DealRecorded(event_id=event_id, deal=deal_to_data(deal))]
