"""Domain layer: the announcement every room screen shows over its view at once.

An announcement is one line the director types or picks from ``STOCK_LINES``:
at most ``MAX_ANNOUNCEMENT`` characters, something visible, no control character
(a line break, a tab) and no character that reorders the text around it. It
shows until cleared, or until ``until`` (seconds since the epoch) when it was
given for a number of seconds (from ``SHORTEST_SECONDS`` to ``LONGEST_SECONDS``).
The front ends draw it as text, never as markup. ``read_announcement`` is the
strict reader of its saved form (``{"text", "until"}``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import check_text, check_visible
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import Number, Phrase, translate

#: The longest announcement: one line a room reads from afar.
MAX_ANNOUNCEMENT = 120
SHORTEST_SECONDS, LONGEST_SECONDS = 5, 24 * 3600
#: The lines a director picks from instead of typing ("…": the rest to type).
STOCK_LINES = (
    translate("domain.display.announcement", "Last hand before the break"),
    translate("domain.display.announcement", "Hand for hand"),
    translate("domain.display.announcement", "Dinner break: back in 30 minutes"),
    translate("domain.display.announcement", "Seat open at …"),
)
WHAT = translate("domain.display.announcement", "The announcement")


@dataclass(frozen=True)
class Announcement:
    """What every screen shows over its view; ``until``: when it goes (None: when cleared)."""

    text: str
    until: float | None = None

    def shows(self, now: float) -> bool:
        return self.until is None or now < self.until

    def to_data(self) -> dict[str, Any]:
        return {"text": self.text, "until": self.until}


def check_line(text: str, *, what: str | Phrase, longest: int) -> str:
    """``text`` with its outer spaces removed, once it is one line of at most ``longest``
    characters a screen may show (``what``: how refusals name it)."""
    text = check_text(text.strip(), what=what, field="text", longest=longest)
    if not text:
        raise InvalidInput(
            translate(
                "domain.display.announcement", "{what} is empty: type the line every screen shows."
            ).fill(what=what),
            field="text",
        )
    if any(ord(char) < 32 or 127 <= ord(char) < 160 for char in text):
        raise InvalidInput(
            translate(
                "domain.display.announcement",
                "{what} holds a control character (a line break, a tab ...): type one line.",
            ).fill(what=what),
            field="text",
        )
    return check_visible(text, what=what, field="text")


def check_announcement(text: str) -> str:
    """``text`` with its outer spaces removed, once it is a line a screen may show."""
    return check_line(text, what=WHAT, longest=MAX_ANNOUNCEMENT)


def check_seconds(seconds: int) -> int:
    if not SHORTEST_SECONDS <= seconds <= LONGEST_SECONDS:
        raise InvalidInput(
            translate(
                "domain.display.announcement",
                "{what} shows for {seconds} seconds; give from "
                "{shortest_seconds} to {longest_seconds} (or none: until "
                "cleared).",
            ).fill(
                what=WHAT,
                seconds=Number(seconds),
                shortest_seconds=SHORTEST_SECONDS,
                longest_seconds=Number(LONGEST_SECONDS),
            ),
            field="seconds",
        )
    return seconds


def announcement(text: str, seconds: int | None, now: float) -> Announcement:
    """The announcement of ``text``, for ``seconds`` from ``now`` (None: until cleared)."""
    until = None if seconds is None else now + check_seconds(seconds)
    return Announcement(check_announcement(text), until)


def read_announcement(text: str) -> Announcement:
    """The announcement saved as ``text``; refuses anything else."""
    data = load_json_text(
        text, what=WHAT, item=translate("domain.display.announcement", "one object")
    )
    if not isinstance(data, dict) or set(data) != {"text", "until"}:
        raise InvalidInput(
            translate(
                "domain.display.announcement",
                "{what}: the file must hold exactly 'text' and 'until'.",
            ).fill(what=WHAT),
            field="file",
        )
    until = data["until"]
    if until is not None and (isinstance(until, bool) or not isinstance(until, int | float)):
        raise InvalidInput(
            translate(
                "domain.display.announcement", "{what}: 'until' must be a time in seconds or null."
            ).fill(what=WHAT),
            field="until",
        )
    if not isinstance(data["text"], str):
        raise InvalidInput(
            translate(
                "domain.display.announcement", "{what}: 'text' must be a text in quotes."
            ).fill(what=WHAT),
            field="text",
        )
    return Announcement(check_announcement(data["text"]), None if until is None else float(until))


def announcement_to_json(shown: Announcement) -> str:
    return json.dumps(shown.to_data(), ensure_ascii=False) + "\n"
