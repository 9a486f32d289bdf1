"""App layer: the address phones reach the floor at, remembered for the seat cards.

``floortool serve`` (and so the window's *Share on the venue network…*) remembers
the first address it serves that a phone in the room can open (not loopback) as
a preference of the database. Seat cards printed from then on carry a QR code of
that entry's page (``http://ADDRESS:PORT/entry/EVENT/KEY``, ``KEY`` the entry's
``app.entry_keys`` key, never its sequential id); with no such address (never
shared, or shared on this laptop only) the code stays ``floortool:EVENT:ENTRY``,
which the floor's own scanner reads.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from floortool.app.entry_keys import entry_key, entry_key_secret
from floortool.app.floor import Floor

WEB_ADDRESS = "web_address"


def phone_address(addresses: Iterable[str]) -> str | None:
    """The first of ``addresses`` (``http://H:P/``) that is not this machine's loopback."""
    for address in addresses:
        host = urlsplit(address).hostname or ""
        try:
            if ipaddress.ip_address(host).is_loopback:
                continue
        except ValueError:
            if host == "localhost":
                continue
        return address.rstrip("/")
    return None


def remember_web_address(floor: Floor, addresses: Iterable[str]) -> str | None:
    """Remember where phones reach this floor (or forget it when none of ``addresses``
    can be reached from the room); the address remembered."""
    address = phone_address(addresses)
    floor.set_preference(WEB_ADDRESS, address or "")
    return address


def web_address(floor: Floor) -> str | None:
    """Where phones reached this floor when it last served them, if anywhere."""
    return floor.preference(WEB_ADDRESS) or None


def signup_address(base: str, event_id: int | None) -> str:
    """The sign-up page at ``base`` (``http://H:P``), of the event asked for if any."""
    return base.rstrip("/") + "/signup" + (f"?event={event_id}" if event_id is not None else "")


def sign_up_page(floor: Floor, event_id: int | None) -> str | None:
    """The address of the event's sign-up page where phones reach the floor, while its
    sign-up is open (what the room display's QR code holds); None otherwise."""
    info = floor.state.events.get(event_id) if event_id is not None else None
    address = web_address(floor) if info is not None and info.settings.sign_up == "open" else None
    return None if address is None else signup_address(address, event_id)


@dataclass(frozen=True)
class EntryPages:
    """Where phones reach the floor, and the secret of its entries' keys."""

    address: str
    secret: str

    def url(self, event_id: int, entry_id: int) -> str:
        """The address of the entry's page (what its seat card's QR code holds)."""
        return f"{self.address}/entry/{event_id}/{entry_key(self.secret, event_id, entry_id)}"


def entry_pages(floor: Floor) -> EntryPages | None:
    """The entries' pages on this floor, once it has been shared on the venue network."""
    address = web_address(floor)
    return None if address is None else EntryPages(address, entry_key_secret(floor))
