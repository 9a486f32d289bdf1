"""Domain layer: registration, re-entry, rebuys, add-ons, and freeing seats.

Decides whether a player may come in and on what terms (never a player the club
has barred: the refusal gives the reason): a first entry, or a
re-entry only once every earlier entry of theirs has busted and within the
event's re-entry limit (TDA 2024 Rule 8: a new entry, a full or
policy-reduced stack, a new random seat); both only while late registration
is open, less the policy's deduction (``domain.registration.late_entry``) and within the
flight rules (``domain.tournament.flights``). A rebuy keeps the seat and its chips count
at once (TDA 2024 Rule 27, "chips behind"); rebuys and add-ons have per-entry
limits, a last level, and a stack ceiling for rebuys; alternates take seats
as they free up (bust-outs are decided in ``domain.results.bust_out``). Multi-step
decisions go through a ``Draft``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from floortool.domain.field.entries import (
    ACTIVE,
    BUSTED,
    WAITING,
    Entry,
    EntryAddedOn,
    EntryRebought,
    RegistrationRefused,
    player_entries,
    playing_entry,
)
from floortool.domain.kernel import nouns
from floortool.domain.kernel.draft import Draft
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, counted, translate
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.players.records import Player, check_welcome
from floortool.domain.registration.late_entry import entry_deduction, window_open
from floortool.domain.rulings.rulebook_records import Mechanism, rulebook_record
from floortool.domain.seating.arrivals import add_entry, seat_waiting, waits_for_draw
from floortool.domain.seating.seats import EventFull, seating_of
from floortool.domain.structure.moment import Moment, level_at, moment_of, structure_of
from floortool.domain.tournament import flights
from floortool.domain.tournament.event import EventInfo, EventSettings, require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState


class ReentryNotAllowed(FloorError):
    code = "reentry_not_allowed"


class RebuyNotAllowed(FloorError):
    code = "rebuy_not_allowed"


class AddonNotAllowed(FloorError):
    code = "addon_not_allowed"


def where(state: FloorState, entry: Entry, now: datetime) -> str | Phrase:
    """``table 2 seat 5``, ``waiting for the draw`` (before the start of an event without
    a table count), ``alternate 3`` (place on the waiting list), or the status."""
    seating = seating_of(state, entry.event_id)
    seat = seating.seat_of(entry.id)
    if seat is not None:
        return translate("domain.registration.decisions", "table {table} seat {seat}").fill(
            table=seat[0], seat=seat[1]
        )
    if entry.id in seating.waiting and waits_for_draw(state, entry.event_id, now):
        return translate("domain.registration.decisions", "waiting for the draw")
    if entry.id in seating.waiting:
        return translate("domain.registration.decisions", "alternate {number}").fill(
            number=seating.waiting.index(entry.id) + 1
        )
    return entry.status


# ------------------------------------------------------------------ entering
def decide_entry(
    draft: Draft,
    event_id: int,
    player: Player,
    *,
    reentry: bool,
    now: datetime,
    rng: random.Random,
    ticket_from: int | None = None,
    qualified_in: int | None = None,
) -> Entry:
    """Register ``player`` (or re-enter them) in ``event_id``; seat them by a random draw,
    or put them on the waiting list when every seat is taken. Returns the new entry.
    ``ticket_from``: a satellite whose ticket pays the buy-in and fee (checked by
    ``domain.results.satellite.check_ticket``); ``qualified_in``: a league season whose
    standings qualified the player for this final (``domain.league.final``)."""
    state = draft.state
    info = require_event(state, event_id)
    check_welcome(player)
    earlier = player_entries(state, event_id, player.id)
    if reentry:
        _check_reentry(state, info, player, earlier, now)
    elif earlier:
        _refuse_second_entry(state, info, player, earlier, now)
    flights.check_flight_entry(state, event_id, player.id, player.name)
    structure = structure_of(state, event_id)
    moment = moment_of(state, event_id, now)
    settings = info.settings
    entry_id = add_entry(
        draft,
        event_id,
        player.id,
        stack=(settings.starting_stack, entry_deduction(settings, structure, moment)),
        money=(settings.buy_in, settings.fee),
        level=level_at(structure, moment),
        now=now,
        rng=rng,
        ticket_from=ticket_from,
        qualified_in=qualified_in,
    )
    return state.entries[event_id][entry_id]


def _refuse_second_entry(
    state: FloorState, info: EventInfo, player: Player, earlier: list[Entry], now: datetime
) -> None:
    latest = earlier[-1]
    if latest.status in (ACTIVE, WAITING):
        raise RegistrationRefused(
            translate(
                "domain.registration.decisions",
                "{player} is already registered in {event} ({state}).",
            ).fill(player=player.name, event=info.name, state=where(state, latest, now)),
            code="already_registered",
        )
    try:
        _check_reentry(state, info, player, earlier, now)
    except ReentryNotAllowed as exc:
        raise RegistrationRefused(
            translate(
                "domain.registration.decisions",
                "{player} has been eliminated from {event}, and cannot re-enter: {message}",
            ).fill(player=player.name, event=info.name, message=exc.phrase),
            code="reentry_required",
        ) from None
    raise RegistrationRefused(
        translate(
            "domain.registration.decisions",
            "{player} has been eliminated from {event}: a new entry is a re-entry.",
        ).fill(player=player.name, event=info.name),
        code="reentry_required",
        remedy=Remedy(Fix.REENTER),
    )


def _check_reentry(
    state: FloorState, info: EventInfo, player: Player, earlier: list[Entry], now: datetime
) -> None:
    if not earlier:
        raise RegistrationRefused(
            translate(
                "domain.registration.decisions",
                "{player} has no entry in {event} to re-enter: register instead.",
            ).fill(player=player.name, event=info.name),
            code="not_registered",
        )
    playing = [e for e in earlier if e.status != BUSTED]
    if playing:
        rule = rulebook_record(info.settings.rulebook).cite(Mechanism.REENTRY)
        raise ReentryNotAllowed(
            translate(
                "domain.registration.decisions",
                "{player} is still in {event} ({state}): a player re-enters only after "
                "busting ({rule}).",
            ).fill(
                player=player.name, event=info.name, state=where(state, playing[-1], now), rule=rule
            )
        )
    limit = info.settings.max_reentries
    if limit == 0:
        raise ReentryNotAllowed(
            translate("domain.registration.decisions", "{event} allows no re-entries.").fill(
                event=info.name
            )
        )
    if limit is not None and len(earlier) - 1 >= limit:
        raise ReentryNotAllowed(
            translate(
                "domain.registration.decisions", "{player} has used the {reentries} {event} allows."
            ).fill(
                player=player.name,
                reentries=counted(
                    limit,
                    translate("domain.registration.decisions", "{count} re-entry"),
                    translate("domain.registration.decisions", "{count} re-entries"),
                ),
                event=info.name,
            )
        )


# ------------------------------------------------------------------ rebuys and add-ons
@dataclass(frozen=True)
class _OfferWords:
    """The refusals of one kind of purchase: none in the event, the most had (once or
    ``{times}``), and its window ended."""

    none: Phrase
    once: Phrase
    times: Phrase
    ended: Phrase


_REBUY_WORDS = _OfferWords(
    none=translate("domain.registration.decisions", "{event} has no rebuys."),
    once=translate(
        "domain.registration.decisions",
        "This entry has already had the rebuy once, the most {event} allows.",
    ),
    times=translate(
        "domain.registration.decisions",
        "This entry has already had the rebuy {times} times, the most {event} allows.",
    ),
    ended=translate("domain.registration.decisions", "Rebuys ended at the end of level {level}."),
)
_ADDON_WORDS = _OfferWords(
    none=translate("domain.registration.decisions", "{event} has no add-ons."),
    once=translate(
        "domain.registration.decisions",
        "This entry has already had the add-on once, the most {event} allows.",
    ),
    times=translate(
        "domain.registration.decisions",
        "This entry has already had the add-on {times} times, the most {event} allows.",
    ),
    ended=translate(
        "domain.registration.decisions",
        "Add-ons ended at the end of level {level} and the break after it.",
    ),
)


@dataclass(frozen=True)
class _Offer:
    """The event's terms for one kind of purchase (rebuy or add-on)."""

    words: _OfferWords
    purchases: str  # the entry's tuple: "rebuys" or "addons"
    refusal: type[FloorError]
    per_entry: int | None
    last_level: int | None
    break_after: bool
    chips: int
    price: int
    fee: int


def _pick(value: int | None, default: int) -> int:
    return default if value is None else value


def _terms(s: EventSettings, kind: str) -> _Offer:
    """The event's terms for ``kind`` (``rebuy`` or ``addon``): the ``max_{kind}s`` and
    ``{kind}_*`` settings, blanks taken from the entry's own stack and money."""
    rebuy = kind == "rebuy"
    return _Offer(
        words=_REBUY_WORDS if rebuy else _ADDON_WORDS,
        purchases=f"{kind}s",
        refusal=RebuyNotAllowed if rebuy else AddonNotAllowed,
        per_entry=getattr(s, f"max_{kind}s"),
        last_level=getattr(s, f"{kind}_last_level"),
        break_after=not rebuy,
        chips=_pick(getattr(s, f"{kind}_chips"), s.starting_stack),
        price=_pick(getattr(s, f"{kind}_price"), s.buy_in),
        fee=_pick(getattr(s, f"{kind}_fee"), s.fee),
    )


def _check_offer(state: FloorState, entry: Entry, offer: _Offer, moment: Moment) -> int | None:
    """Refuse ``offer`` for ``entry`` at ``moment`` unless allowed; returns the play level."""
    info = require_event(state, entry.event_id)
    bought = len(getattr(entry, offer.purchases))
    if offer.per_entry == 0:
        raise offer.refusal(offer.words.none.fill(event=info.name))
    if offer.per_entry is not None and bought >= offer.per_entry:
        most = offer.words.once if offer.per_entry == 1 else offer.words.times
        raise offer.refusal(most.fill(times=offer.per_entry, event=info.name))
    structure = structure_of(state, entry.event_id)
    if not window_open(structure, moment, offer.last_level, break_after=offer.break_after):
        raise offer.refusal(offer.words.ended.fill(level=offer.last_level))
    return level_at(structure, moment)


def _decide_purchase(
    state: FloorState, event_id: int, player: Player, offer: _Offer, now: datetime
) -> dict[str, Any]:
    """The fields of the purchase event for the player's seated entry, once allowed."""
    flights.check_open(state, event_id)
    entry = playing_entry(state, event_id, player)
    level = _check_offer(state, entry, offer, moment_of(state, event_id, now))
    fields: dict[str, Any] = {
        "event_id": event_id,
        "entry_id": entry.id,
        "chips": offer.chips,
        "price": offer.price,
        "fee": offer.fee,
        "level": level,
        "at": now.isoformat(),
    }
    return fields


def decide_rebuy(
    state: FloorState, event_id: int, player: Player, *, now: datetime, stack: int | None = None
) -> EntryRebought:
    """A rebuy for the player's seated entry; ``stack`` (their chips now), when given,
    must be at most the event's ceiling (by default the starting stack)."""
    settings = require_event(state, event_id).settings
    fields = _decide_purchase(state, event_id, player, _terms(settings, "rebuy"), now)
    ceiling = _pick(settings.rebuy_max_stack, settings.starting_stack)
    if stack is not None:
        if isinstance(stack, bool) or not isinstance(stack, int) or stack < 0:
            raise InvalidInput(
                translate(
                    "domain.registration.decisions",
                    "The player's stack is a whole number of chips.",
                ),
                field="stack",
            )
        if stack > ceiling:
            raise RebuyNotAllowed(
                translate(
                    "domain.registration.decisions",
                    "{player} has {stack} chips: a rebuy needs {ceiling} or fewer.",
                ).fill(player=player.name, stack=Number(stack), ceiling=Number(ceiling))
            )
    return EntryRebought(**fields)


def decide_addon(
    state: FloorState, event_id: int, player: Player, *, now: datetime
) -> EntryAddedOn:
    settings = require_event(state, event_id).settings
    fields = _decide_purchase(state, event_id, player, _terms(settings, "addon"), now)
    return EntryAddedOn(**fields)


# ------------------------------------------------------------------ seats freeing up
def decide_seat_alternates(
    draft: Draft, event_id: int, *, now: datetime, rng: random.Random
) -> list[int]:
    """Seat waiting alternates in arrival order while seats are free (e.g. after a table
    was added); refused when nobody waits or no seat is free, and before the start of
    an event without a table count, whose waiting entrants are seated by the draw
    (seats one by one would fill the tables in arrival order)."""
    info = require_event(draft.state, event_id)
    flights.check_open(draft.state, event_id)
    waiting = seating_of(draft.state, event_id).waiting
    if not waiting:
        raise RegistrationRefused(
            translate(
                "domain.registration.decisions", "Nobody is waiting for a seat in {event}."
            ).fill(event=info.name),
            code="no_alternates",
        )
    if waits_for_draw(draft.state, event_id, now):
        raise RegistrationRefused(
            translate(
                "domain.registration.decisions",
                "{event} has not started and has no table count: the {players} waiting "
                "get their seats from the draw (Draw seats), which spreads them evenly "
                "at random.",
            ).fill(
                event=info.name,
                players=nouns.players(len(waiting)),
            ),
            code="waits_for_draw",
        )
    seated = seat_waiting(draft, event_id, rng)
    if not seated:
        raise EventFull(
            translate(
                "domain.registration.decisions",
                "Every seat in {event} is taken; {alternates} still wait. Add a table first.",
            ).fill(
                event=info.name,
                alternates=counted(
                    len(waiting),
                    translate("domain.registration.decisions", "{count} alternate"),
                    translate("domain.registration.decisions", "{count} alternates"),
                ),
            )
        )
    return seated
