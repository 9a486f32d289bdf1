"""Domain: a room display's words said in German: a layout's refusal names the region
and key in German (the field a program reads stays as it was), a picture's kind, and
the stock announcements and default labels the window offers.

Issue 30: "Every string a person reads [...] goes through one translation mechanism."
"""

from __future__ import annotations

import pytest

from floortool.app.languages import catalogue
from floortool.domain.display.announcement import STOCK_LINES
from floortool.domain.display.layouts import LABELS, read_layout
from floortool.domain.display.pictures import picture_kind
from floortool.domain.display.screen_sets import read_screen_set
from floortool.domain.kernel.errors import InvalidInput

GERMAN = catalogue("de")


def test_a_layout_refusal_names_the_region_in_german_and_keeps_its_field() -> None:
    text = (
        '{"version": 1, "name": "X", "regions": '
        '[{"id": "a", "show": "clock", "box": [0, 0, 0.5, 0.5], "color": "red"}]}'
    )
    with pytest.raises(InvalidInput) as refused:
        read_layout(text)
    assert refused.value.message == (
        "The layout: the color of region 'a' must be a colour written #rrggbb (like #3fc1a5)."
    )
    assert refused.value.details["field"] == "the color of region 'a'"
    assert refused.value.said(GERMAN.say) == (
        "Das Layout: „color“ von Bereich „a“ muss eine Farbe in der Form #rrggbb sein "
        "(etwa #3fc1a5)."
    )


def test_a_picture_of_another_kind_is_named_in_german() -> None:
    with pytest.raises(InvalidInput) as refused:
        picture_kind(b"GIF89a...", "logo.gif")
    assert refused.value.said(GERMAN.say) == (
        "logo.gif ist kein PNG- oder JPEG-Bild (ein GIF); floortool zeigt nur PNG und JPEG."
    )


def test_the_stock_lines_and_labels_are_offered_in_german() -> None:
    assert GERMAN.say(STOCK_LINES[0]) == "Letzte Hand vor der Pause"
    assert GERMAN.say(LABELS["average"]) == "DURCHSCHNITTSSTACK"


def test_a_screen_set_files_parts_are_named_in_german() -> None:
    """A screen set file (JSON) missing a key is refused, the file or the view named
    in the reader's language (the refusal's field is the key, as before)."""
    with pytest.raises(InvalidInput) as no_views:
        read_screen_set('{"version": 1, "name": "Bar"}')
    assert no_views.value.message.endswith("the file has no 'views'.")
    assert GERMAN.say(no_views.value.phrase).endswith("die Datei hat kein 'views'.")
    with pytest.raises(InvalidInput) as no_seconds:
        read_screen_set('{"version": 1, "name": "Bar", "views": [{"layout": "classic"}]}')
    assert no_seconds.value.message.endswith("view 1 has no 'seconds'.")
    assert GERMAN.say(no_seconds.value.phrase).endswith("Ansicht 1 hat kein 'seconds'.")
    assert no_seconds.value.details["field"] == "seconds"
