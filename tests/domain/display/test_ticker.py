"""The room's scrolling line (``domain.display.ticker``): "one line (at most
``MAX_TICKER`` characters, something visible, one line, nothing that reorders the
text around it)"; its saved form holds exactly ``text``."""

from __future__ import annotations

import json

import pytest

from floortool.domain.display.ticker import MAX_TICKER, check_ticker, read_ticker, ticker_to_json
from floortool.domain.kernel.errors import InvalidInput


def test_a_line_is_kept_as_typed_without_its_outer_spaces() -> None:
    line = "Cash games: ask at the desk <b>now</b>"
    assert check_ticker(f"  {line} ") == line
    assert read_ticker(ticker_to_json(line)) == line
    assert len(check_ticker("x" * MAX_TICKER)) == MAX_TICKER


@pytest.mark.parametrize(
    "text", ["", "   ", "two\nlines", "a\ttab", "\u202eevil", "x" * (MAX_TICKER + 1), "\u200b"]
)
def test_what_is_not_one_visible_line_is_refused(text: str) -> None:
    with pytest.raises(InvalidInput):
        check_ticker(text)


@pytest.mark.parametrize(
    "saved", ["[]", '{"text": 5}', '{"text": "a", "extra": 1}', "{}", json.dumps({"text": ""})]
)
def test_a_saved_file_holds_exactly_its_text(saved: str) -> None:
    with pytest.raises(InvalidInput):
        read_ticker(saved)
