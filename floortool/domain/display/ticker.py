"""Domain layer: the room's scrolling line, the text every ``ticker`` region scrolls.

The director sets one line for the whole room (at most ``MAX_TICKER``
characters, something visible, one line, nothing that reorders the text around
it: ``announcement.check_line``); it scrolls across every ``ticker`` region of
the layouts on show, in place of the region's own text, until it is cleared.
The front ends draw it as text, never as markup. ``read_ticker`` is the strict
reader of its saved form (``{"text"}``).
"""

from __future__ import annotations

import json

from floortool.domain.display.announcement import check_line
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import translate

#: The longest scrolling line (a region's own text may be as long: ``layouts.MAX_TEXT``).
MAX_TICKER = 300
WHAT = translate("domain.display.ticker", "The scrolling line")


def check_ticker(text: str) -> str:
    """``text`` with its outer spaces removed, once it is a line the room may scroll."""
    return check_line(text, what=WHAT, longest=MAX_TICKER)


def read_ticker(text: str) -> str:
    """The scrolling line saved as ``text``; refuses anything else."""
    data = load_json_text(text, what=WHAT, item=translate("domain.display.ticker", "one object"))
    if not isinstance(data, dict) or set(data) != {"text"}:
        raise InvalidInput(
            translate("domain.display.ticker", "{what}: the file must hold exactly 'text'.").fill(
                what=WHAT
            ),
            field="file",
        )
    if not isinstance(data["text"], str):
        raise InvalidInput(
            translate("domain.display.ticker", "{what}: 'text' must be a text in quotes.").fill(
                what=WHAT
            ),
            field="text",
        )
    return check_ticker(data["text"])


def ticker_to_json(text: str) -> str:
    return json.dumps({"text": text}, ensure_ascii=False) + "\n"
