"""App layer, read model: the sign-ups waiting at the desk, and what one sign-up has
become — what the desk's pending list, ``player pending``, a phone's sign-up page
and the room display show.

A pending sign-up past the seats left is shown as the alternate it would be
(``domain.registration.sign_ups.alternate_numbers``); a confirmed one as its
entry's seat (``Table 3 · Seat 7``), its place on the waiting list, or its status.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floortool.app.depends import depends_on
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.registration.sign_ups import (
    CONFIRMED,
    PENDING,
    SignUp,
    alternate_numbers,
    sign_ups_of,
)
from floortool.domain.seating.seats import seating_of


@dataclass(frozen=True)
class PendingRow:
    """One sign-up waiting at the desk."""

    number: int
    name: str
    membership: str
    source: str  # "phone" or "list"
    alternate: int | None  # the alternate it would be (the event is full), else None

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "name": self.name,
            "membership": self.membership,
            "source": self.source,
            "alternate": self.alternate,
        }

    @property
    def text(self) -> Phrase:
        """The row as the desk lists it: ``Ann Lee · member 17 · phone · alternate 2``."""
        said = translate("app.views.sign_ups", "{name} · {source}")
        if self.membership:
            said = translate("app.views.sign_ups", "{name} · member {membership} · {source}")
        said = said.fill(name=self.name, membership=self.membership, source=self.source)
        if self.alternate is None:
            return said
        return translate("app.views.sign_ups", "{row} · alternate {number}").fill(
            row=said, number=self.alternate
        )


@depends_on(Subject.SIGN_UPS, Subject.FIELD, Subject.SEATING, Subject.EVENT)
def pending_rows(state: FloorState, event_id: int) -> list[PendingRow]:
    """The event's pending sign-ups, first come first, numbered as alternates past the
    seats left."""
    alternates = alternate_numbers(state, event_id)
    return [
        PendingRow(s.id, s.name, s.membership, s.source, alternates.get(s.id))
        for s in sign_ups_of(state, event_id).pending()
    ]


@dataclass(frozen=True)
class SignUpStatus:
    """What became of one sign-up, as its player's phone shows it."""

    name: str
    status: str  # pending, confirmed, rejected
    alternate: int | None  # pending past the seats left, or confirmed onto the waiting list
    table: int | None
    seat: int | None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "status": self.status,
            "alternate": self.alternate,
            "table": self.table,
            "seat": self.seat,
        }


def _settled(state: FloorState, event_id: int, sign_up: SignUp) -> SignUpStatus:
    seating = seating_of(state, event_id)
    entry = sign_up.entry_id
    place = seating.seat_of(entry) if entry is not None else None
    waiting = entry is not None and entry in seating.waiting
    return SignUpStatus(
        name=sign_up.name,
        status=sign_up.status,
        alternate=seating.waiting.index(entry) + 1 if waiting and entry is not None else None,
        table=place[0] if place else None,
        seat=place[1] if place else None,
    )


@depends_on(Subject.SIGN_UPS, Subject.FIELD, Subject.SEATING, Subject.EVENT)
def sign_up_status(state: FloorState, event_id: int, sign_up_id: int) -> SignUpStatus | None:
    """What became of sign-up ``sign_up_id`` of the event; None if there is none."""
    sign_up = sign_ups_of(state, event_id).records.get(sign_up_id)
    if sign_up is None:
        return None
    if sign_up.status == CONFIRMED:
        return _settled(state, event_id, sign_up)
    alternate = alternate_numbers(state, event_id).get(sign_up.id)
    if sign_up.status != PENDING:
        alternate = None
    return SignUpStatus(sign_up.name, sign_up.status, alternate, None, None)
