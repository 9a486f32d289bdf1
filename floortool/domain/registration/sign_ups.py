"""Domain layer: sign-ups that wait at the desk — from a phone, or from a list imported
before the night — until the director takes the money and confirms them.

A sign-up is a name (checked like every player's name: length, no control
character, not ``#12``) and a membership number if the player has one. It is
*pending* until the director confirms it (it then becomes an entry, in the same
journal group: ``SignUpSettled`` with the entry) or rejects it. A pending
sign-up is in neither the field nor the prize pool.

A phone may sign up only while the event's **Sign-up** setting is open, and only
while fewer than the event's **Sign-up cap** are pending; the director's own list
is imported whatever the setting says. A name already pending is refused, so each
pending name stands for one person and the desk confirms it by that name.

When the event is full (every seat of its tables taken, ``seating.arrivals
.seats_left``), the pending sign-ups past the seats left are numbered as the
alternates they would become, after the alternates already waiting: a phone and
the room display show *Alternate 3* before the money is taken.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.phrases import translate
from floortool.domain.players.records import clean_fields, name_key
from floortool.domain.seating.arrivals import seats_left
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import require_event

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

#: Where a sign-up came from.
PHONE, LIST = "phone", "list"
#: What became of a sign-up.
PENDING, CONFIRMED, REJECTED = "pending", "confirmed", "rejected"
#: The event setting's values (``EventSettings.sign_up``).
OPEN, CLOSED = "open", "closed"


class SignUpClosed(FloorError):
    """Sign-up from phones is closed for the event."""

    code = "sign_up_closed"


class SignUpFull(FloorError):
    """As many sign-ups wait as the event's cap allows."""

    code = "sign_up_full"


class AlreadyPending(FloorError):
    """A sign-up of that name waits already."""

    code = "already_pending"


@dataclass(frozen=True)
class SignUp:
    """One sign-up: its number in the event, who, from where, and what became of it."""

    id: int
    name: str
    membership: str
    source: str
    status: str = PENDING
    entry_id: int | None = None  # the entry it became, once confirmed


@dataclass
class SignUps:
    """One event's sign-ups, every one ever made, by number."""

    records: dict[int, SignUp] = field(default_factory=dict)

    def next_id(self) -> int:
        return max(self.records, default=0) + 1

    def pending(self) -> list[SignUp]:
        """The sign-ups still waiting, first come first."""
        return [s for s in self.records.values() if s.status == PENDING]


def sign_ups_of(state: FloorState, event_id: int) -> SignUps:
    """The event's sign-ups (an empty record when none was made; not stored)."""
    return state.sign_ups.get(event_id) or SignUps()


@dataclass(frozen=True)
class SignUpsReceived(DomainEvent):
    """Sign-ups joined the pending list, numbered from ``first_id``: each ``people``
    item holds ``name`` and ``membership``."""

    kind = "sign_ups_received"
    subjects = frozenset({Subject.SIGN_UPS})
    event_id: int
    first_id: int
    source: str
    people: list[dict[str, Any]]

    def apply(self, state: FloorState) -> None:
        if self.event_id not in state.events:
            raise ReplayConflict(f"event {self.event_id} is not live")
        record = state.sign_ups.setdefault(self.event_id, SignUps())
        if self.first_id != record.next_id():
            raise ReplayConflict(f"sign-up {self.first_id} is not the next one")
        for number, person in enumerate(self.people, start=self.first_id):
            record.records[number] = SignUp(
                number, str(person["name"]), str(person["membership"]), self.source
            )


@dataclass(frozen=True)
class SignUpSettled(DomainEvent):
    """A pending sign-up was confirmed (as ``entry_id``) or rejected."""

    kind = "sign_up_settled"
    subjects = frozenset({Subject.SIGN_UPS})
    event_id: int
    sign_up_id: int
    status: str
    entry_id: int | None = None

    def apply(self, state: FloorState) -> None:
        record = state.sign_ups.get(self.event_id)
        found = record.records.get(self.sign_up_id) if record else None
        if record is None or found is None or found.status != PENDING:
            raise ReplayConflict(f"sign-up {self.sign_up_id} is not pending")
        record.records[self.sign_up_id] = SignUp(
            found.id, found.name, found.membership, found.source, self.status, self.entry_id
        )


def clean_sign_up(name: str, membership: str = "") -> dict[str, str]:
    """A sign-up's name and membership number, checked as every player's are."""
    fields = clean_fields(name, membership=membership)
    return {"name": fields["name"], "membership": fields["membership"]}


def check_not_pending(pending: Iterable[SignUp], name: str) -> None:
    """Refuse ``name`` when a sign-up of that name waits already."""
    key = name_key(name)
    if any(name_key(s.name) == key for s in pending):
        raise AlreadyPending(
            translate(
                "domain.registration.sign_ups",
                "{name} is on the list already: see the director at the desk.",
            ).fill(name=name),
            field="name",
        )


def decide_phone_sign_up(
    state: FloorState, event_id: int, name: str, membership: str
) -> SignUpsReceived:
    """A sign-up from a phone: refused while sign-up is closed, when the pending list is
    at the event's cap, or when the name waits already."""
    settings = require_event(state, event_id).settings
    if settings.sign_up != OPEN:
        raise SignUpClosed(
            translate(
                "domain.registration.sign_ups",
                "Sign-up for this event is closed: see the director at the desk.",
            ),
            field="event",
        )
    record = sign_ups_of(state, event_id)
    pending = record.pending()
    if len(pending) >= settings.sign_up_cap:
        raise SignUpFull(
            translate(
                "domain.registration.sign_ups",
                "The sign-up list is full ({players} waiting): see the director at the desk.",
            ).fill(players=nouns.players(settings.sign_up_cap)),
            field="event",
        )
    person = clean_sign_up(name, membership)
    check_not_pending(pending, person["name"])
    return SignUpsReceived(event_id, record.next_id(), PHONE, [person])


def decide_listed_sign_ups(
    state: FloorState, event_id: int, people: Iterable[Mapping[str, str]]
) -> SignUpsReceived:
    """Sign-ups of the director's list (already cleaned and told apart)."""
    require_event(state, event_id)
    listed = [dict(person) for person in people]
    if not listed:
        raise InvalidInput(
            translate("domain.registration.sign_ups", "The list names nobody to sign up."),
            field="file",
        )
    return SignUpsReceived(event_id, sign_ups_of(state, event_id).next_id(), LIST, listed)


def pending_sign_up(state: FloorState, event_id: int, sign_up_id: int) -> SignUp:
    """Sign-up ``sign_up_id`` of the event, which must still be pending."""
    found = sign_ups_of(state, event_id).records.get(sign_up_id)
    if found is None or found.status != PENDING:
        raise InvalidInput(
            translate(
                "domain.registration.sign_ups", "Sign-up {sign_up_id} is not waiting on the list."
            ).fill(sign_up_id=sign_up_id),
            field="sign_up",
        )
    return found


def require_pending(state: FloorState, event_id: int, name: str) -> SignUp:
    """The pending sign-up of ``name`` (case, accents and spacing ignored)."""
    key = name_key(name)
    for sign_up in sign_ups_of(state, event_id).pending():
        if name_key(sign_up.name) == key:
            return sign_up
    raise InvalidInput(
        translate(
            "domain.registration.sign_ups", "Nobody called {name} is waiting on the sign-up list."
        ).fill(name=name.strip()),
        field="name",
    )


def alternate_numbers(state: FloorState, event_id: int) -> dict[int, int]:
    """Each pending sign-up past the seats left, by number: the alternate it would be
    (after the alternates already waiting). Empty while the event has seats for all."""
    pending = sign_ups_of(state, event_id).pending()
    if not pending:  # the usual case, after every bust: nothing to count
        return {}
    left = seats_left(state, event_id)
    if left is None or len(pending) <= left:
        return {}
    ahead = len(seating_of(state, event_id).waiting)
    return {s.id: ahead + i + 1 for i, s in enumerate(pending[left:])}
