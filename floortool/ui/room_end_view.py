"""UI layer: the room display at the end of the night — the winner and the final places.

Once the last bust has left one player the room display stops showing a
clock and shows how the night ended (``app.views.final_standings``): the
event's name, "WINNER", the winner's name in the biggest type on the screen
and their prize, then the final places from 2nd on, each with its prize, in
one centred column of up to ``ROWS`` lines, or two when more are listed
(the top ones when more places pay than fit). As
everywhere on the display, each slot is a rectangle proportional to the
screen (``end_slots``) and the texts of one group share the largest size that
fits every one of them, so it reads the same from 1024x768 to 1920x1080.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from floortool.app.views.final_standings import FinalPlace, FinalStandings
from floortool.ui.room_figures import short_money_text
from floortool.ui.room_layout import Slot
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, translate

#: Lines per column of final places, and columns at most.
ROWS = 5
COLUMNS = 2
SHOWN = ROWS * COLUMNS
#: The share of the panel's width a lone column takes.
LONE_COLUMN = 0.62

WINNER_LABEL = "WINNER"
PLACES_LABEL = QT_TRANSLATE_NOOP("room_end_view", "FINAL PLACES")


def _prize(place: FinalPlace) -> str:
    return short_money_text(place.prize_cents) if place.prize_cents else ""


def end_texts(standings: FinalStandings) -> dict[str, str]:
    """The text of every slot of the end view."""
    winner = standings.winner
    others = standings.places[1:]
    label = translate("room_end_view", "{PLACES_LABEL} · FIELD {field}").format(
        PLACES_LABEL=translate("room_end_view", PLACES_LABEL), field=count_text(standings.field)
    )
    if len(others) > SHOWN:
        label = translate("room_end_view", "{PLACES_LABEL} · TOP {0} OF {field}").format(
            SHOWN + 1,
            PLACES_LABEL=translate("room_end_view", PLACES_LABEL),
            field=count_text(standings.field),
        )
    texts = {
        "event": standings.event_name,
        "title": WINNER_LABEL,
        "winner": winner.player,
        "winner_prize": _prize(winner),
        "places_label": label,
    }
    for n, place in enumerate(others[:SHOWN], 1):
        texts[f"place_{n}"] = place.place_text
        texts[f"name_{n}"] = place.player
        texts[f"prize_{n}"] = _prize(place)
    return texts


def end_colors(accent: QColor, label: QColor, muted: QColor, gold: QColor) -> dict[str, QColor]:
    """The colour of the end view's slots that are not white."""
    colors = {"event": muted, "title": accent, "winner_prize": gold, "places_label": label}
    for n in range(1, SHOWN + 1):
        colors[f"place_{n}"] = accent
        colors[f"prize_{n}"] = gold
    return colors


def end_slots(width: float, height: float, listed: int = SHOWN) -> dict[str, Slot]:
    """The end view's slots for a ``width`` x ``height`` area, by name, with room for
    ``listed`` places after the winner (one column up to ``ROWS``, else two)."""
    if width <= 0 or height <= 0:
        return {}
    m = height * 0.03
    full = width - 2 * m
    slots = {
        "event": Slot("event", QRectF(m, m, full, height * 0.06), "event", False),
        "title": Slot("title", QRectF(m, height * 0.11, full, height * 0.07), "title"),
        "winner": Slot("winner", QRectF(m, height * 0.18, full, height * 0.22), "winner"),
        "winner_prize": Slot(
            "winner_prize", QRectF(m, height * 0.40, full, height * 0.08), "winner_prize"
        ),
    }
    box = QRectF(m, height * 0.52, full, height * 0.45)
    slots["places_box"] = Slot("places_box", box, "box")
    pad = box.width() * 0.02
    x, inner = box.x() + pad, box.width() - 2 * pad
    label = box.height() * 0.13
    y = box.y() + box.height() * 0.04
    slots["places_label"] = Slot("places_label", QRectF(x, y, inner, label), "label")
    top = y + label + box.height() * 0.03
    line = (box.bottom() - box.height() * 0.04 - top) / ROWS
    columns = 1 if listed <= ROWS else COLUMNS
    gutter = inner * 0.04
    column = (inner - gutter * (columns - 1)) / columns
    if columns == 1:
        column = inner * LONE_COLUMN
        x += (inner - column) / 2
    for index in range(min(listed, SHOWN)):
        c, r = divmod(index, ROWS)
        left, row_top = x + c * (column + gutter), top + r * line
        n = index + 1
        parts = (("place", 0.0, 0.2), ("name", 0.2, 0.55), ("prize", 0.77, 0.23))
        for part, start, share in parts:
            rect = QRectF(left + column * start, row_top, column * share, line * 0.86)
            slots[f"{part}_{n}"] = Slot(f"{part}_{n}", rect, "final", part != "name")
    return slots
