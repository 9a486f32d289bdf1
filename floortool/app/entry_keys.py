"""App layer: the public key of an entry, which the address of its web page carries.

Entry ids count up (1, 2, 3 ...), so a page address holding one would let
anyone in the room walk every entry's page in turn. The address holds instead
a key only this floor can make: an HMAC-SHA256 of the event and entry numbers
under a random secret kept in the floor's database (made the first time it is
needed, under the writer's lock, so the web server and the station that prints
the seat cards make the same keys). A key is sixteen letters and digits of
base 32 (80 bits): nobody guesses one, and none says which entry it opens.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets

from floortool.app.floor import Floor

#: The preference that keeps the secret (a setting of the database, never served).
ENTRY_KEY_SECRET = "entry_key_secret"
#: What every key looks like (and a sequential id never does).
KEY_SHAPE = re.compile(r"[a-z2-7]{16}")


def _key(secret: str, message: str) -> str:
    digest = hmac.new(secret.encode(), message.encode(), hashlib.sha256).digest()
    return base64.b32encode(digest[:10]).decode().lower()


def entry_key(secret: str, event_id: int, entry_id: int) -> str:
    """The key of entry ``entry_id`` of event ``event_id`` under ``secret``."""
    return _key(secret, f"{event_id}:{entry_id}")


def entry_key_secret(floor: Floor) -> str:
    """The floor's secret of the entry keys, made (at random) and kept on first use."""
    return floor.lasting_preference(ENTRY_KEY_SECRET, lambda: secrets.token_hex(32))


def sign_up_key(secret: str, event_id: int, sign_up_id: int) -> str:
    """The key of sign-up ``sign_up_id`` of event ``event_id`` (the address of the page
    its phone watches), under the same secret as the entries' but never one of theirs."""
    return _key(secret, f"{event_id}:sign-up:{sign_up_id}")
