"""The announcement's rule (``domain.display.announcement``): "at most
``MAX_ANNOUNCEMENT`` characters, something visible, no control character (a line
break, a tab) and no character that reorders the text around it. It shows until
cleared, or until ``until`` ... when it was given for a number of seconds (from
``SHORTEST_SECONDS`` to ``LONGEST_SECONDS``). The front ends draw it as text, never
as markup."""

from __future__ import annotations

import pytest

from floortool.domain.display.announcement import (
    LONGEST_SECONDS,
    MAX_ANNOUNCEMENT,
    SHORTEST_SECONDS,
    STOCK_LINES,
    Announcement,
    announcement,
    announcement_to_json,
    check_announcement,
    read_announcement,
)
from floortool.domain.kernel.errors import InvalidInput


def test_every_stock_line_is_an_announcement() -> None:
    english = [str(line) for line in STOCK_LINES]
    assert "Last hand before the break" in english
    for line in english:
        assert check_announcement(line) == line


def test_markup_is_kept_as_typed_text() -> None:
    text = "<script>alert(1)</script> & <b>hi</b>"
    assert check_announcement(f"  {text} ") == text


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "Line one\nline two",
        "Tab\there",
        "Bell\x07",
        "C1\x85next",
        "Abc\u202edcb",
        "\u200b",
    ],
)
def test_an_empty_invisible_or_control_line_is_refused(text: str) -> None:
    with pytest.raises(InvalidInput):
        check_announcement(text)


def test_the_longest_line_is_taken_and_one_more_character_refused() -> None:
    assert len(check_announcement("x" * MAX_ANNOUNCEMENT)) == MAX_ANNOUNCEMENT
    with pytest.raises(InvalidInput, match=f"at most {MAX_ANNOUNCEMENT}"):
        check_announcement("x" * (MAX_ANNOUNCEMENT + 1))


def test_it_shows_for_the_seconds_given_or_until_cleared() -> None:
    timed = announcement("Hand for hand", 30, now=1000.0)
    assert timed.until == 1030.0
    assert timed.shows(1029.9) and not timed.shows(1030.0)
    assert announcement("Hand for hand", None, now=1000.0).shows(10**12)
    for seconds in (SHORTEST_SECONDS - 1, LONGEST_SECONDS + 1):
        with pytest.raises(InvalidInput, match="seconds"):
            announcement("Hand for hand", seconds, now=0.0)


def test_the_saved_form_reads_back_and_nothing_else_does() -> None:
    shown = Announcement("Seat open at 4-7", 1234.5)
    assert read_announcement(announcement_to_json(shown)) == shown
    for bad in (
        "[]",
        '{"text": "x"}',
        '{"text": "x", "until": null, "html": "<b>"}',
        '{"text": "x", "until": "soon"}',
        '{"text": 3, "until": null}',
        '{"text": "a\\nb", "until": null}',
    ):
        with pytest.raises(InvalidInput):
            read_announcement(bad)
