"""App layer: which membership cards to print, and what each says.

A card for every player with a membership number, by number, except a barred
one (the desk would refuse the card) and a number a barcode cannot carry
(Code 128 holds printable ASCII only: such a member is registered by name). A
database without members is refused with the reason.
"""

from __future__ import annotations

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.phrases import translate
from floortool.reports.member_cards import MemberCard


def scannable(membership: str) -> bool:
    """Whether a barcode can carry ``membership`` (printable ASCII, at least one character)."""
    return bool(membership) and all(" " <= c <= "~" for c in membership)


def member_cards(state: FloorState) -> list[MemberCard]:
    """A card per member who can be scanned in, ordered by membership number."""
    members = [p for p in state.players.values() if scannable(p.membership) and not p.barred]
    if not members:
        raise FloorError(
            translate(
                "app.documents.member_cards",
                "No player has a membership number yet: give members their numbers first.",
            ),
            code="nothing_to_print",
        )
    members.sort(key=lambda p: (p.membership.casefold(), p.id))
    return [MemberCard(p.name, p.membership, p.dues_until) for p in members]
