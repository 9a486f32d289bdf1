"""Domain kernel: which fields of a record or row anybody may see, declared with the field.

The web companion's public pages serve only what a row declares, field by
field, where the field is defined: ``public()`` marks one a guest may see;
every other field (the director's note on a corrected place, a seat, a
player's store id ...) is the floor's only, so a field added later stays
private until someone says otherwise. ``public_part`` keeps, of a row's JSON
(its fields under their own names), the keys of public fields, and the text
form ``prize`` of a public amount ``prize_cents``. (An event's settings say
it in their ``Setting``: ``domain.tournament.settings``.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from types import MappingProxyType
from typing import Any

#: The metadata of a dataclass field the public pages may serve: ``field(metadata=PUBLIC)``.
PUBLIC: Mapping[str, bool] = MappingProxyType({"public": True})


def public_fields(row_type: type) -> frozenset[str]:
    """The fields of the dataclass ``row_type`` declared public (``metadata=PUBLIC``)."""
    return frozenset(f.name for f in fields(row_type) if f.metadata.get("public", False))


def public_part(document: Mapping[str, Any], row_type: type) -> dict[str, Any]:
    """The keys of ``document`` (a ``row_type``'s JSON) that come from a public field:
    the field's own key, or ``key`` shown as the text of the amount ``key_cents``."""
    shown = public_fields(row_type)
    return {
        key: value for key, value in document.items() if key in shown or f"{key}_cents" in shown
    }
