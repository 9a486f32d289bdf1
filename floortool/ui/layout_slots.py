"""UI layer: a room-display layout (``domain.display.layouts``) turned into the
display's slots, texts and colours.

Each region the situation shows becomes a box (its background, if it has one)
and text slots inside it, by the kind of what it shows: a ``line`` fills the
region (the clock keeps its lower fifth for the state banner: paused, held,
new blinds); a ``figure`` is a label, a value and a line under it; a ``list``
is a label over rows in columns, turning a page every ``PAGE_SECONDS`` when
they do not all fit; a ``qr`` is a square code; an ``image`` is its picture,
scaled to fit keeping its shape and placed by the region's alignment (its name
across its middle in the label colour while the picture cannot be shown); a
``ticker`` is one line the height of the region, scrolling across it
(``ui/ticker_line.py``): the room's scrolling line, else the region's own text.
Figures and lists of the same size share their font sizes (the slot's
``group``), so a column of boxes keeps one type scale. The web display
(``static/layout_view.js``) makes the same slots from the same file.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF

from floortool.app.floor import Floor
from floortool.app.views.display_lists import DisplayLists
from floortool.app.views.field import field_summary
from floortool.app.views.lobby import lobby_rows
from floortool.domain.display.layouts import Layout, Region, Situation
from floortool.ui.clock_text import ClockTexts
from floortool.ui.room_layout import Slot
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate

#: Seconds each page of a list shows when its rows do not all fit.
PAGE_SECONDS = 10
#: What the chip-leaders region says until the floor records chip counts.
NO_CHIP_COUNTS = QT_TRANSLATE_NOOP("layout_slots", "No chip counts yet")
#: What an empty list says.
EMPTY = {
    "payouts": QT_TRANSLATE_NOOP("layout_slots", "Payouts from two entries on"),
    "seating": QT_TRANSLATE_NOOP("layout_slots", "No one is seated yet"),
    "moves": QT_TRANSLATE_NOOP("layout_slots", "No seat changes"),
    "results": QT_TRANSLATE_NOOP("layout_slots", "No places yet"),
    "chip_leaders": NO_CHIP_COUNTS,
    "league_standings": QT_TRANSLATE_NOOP("layout_slots", "Not part of a league season"),
    "events": QT_TRANSLATE_NOOP("layout_slots", "No event in play"),
}
#: A list's rows: this share of the screen's shorter side tall at most.
ROW_SHARE = 0.06
#: A list's label line: this many rows tall at most.
LABEL_ROWS = 1.1
#: A list's cell: at least this many times as wide as it is tall.
CELL_ASPECT = 6.5
MAX_COLUMNS = 5
#: The shares of a list's cell its left text (a name, a place) and right one take.
LEFT_SHARE, RIGHT_SHARE = 0.66, 0.3
#: Lists of long rows (the lobby's events), one column: each row this share of the
#: screen's shorter side tall at most, its left and right texts these shares of it.
WIDE_ROWS: dict[str, tuple[float, float, float]] = {"events": (0.13, 0.3, 0.68)}
#: The share of a clock region its digits take (the rest: the banner).
DIGITS_SHARE = 0.8
#: The share of an image region's height its picture's name takes while the picture
#: cannot be shown (a band across its middle).
MISSING_SHARE = 0.3


@dataclass(frozen=True)
class Content:
    """What the layout regions draw: the clock's texts, the lists, the seat changes."""

    texts: ClockTexts | None
    lists: DisplayLists = field(default_factory=DisplayLists)
    changes: tuple[str, ...] = ()
    page: int = 0  # which page of a long list (``PAGE_SECONDS`` apart)
    pictures: frozenset[str] = frozenset()  # the pictures that can be shown, by name
    ticker: str = ""  # the room's scrolling line ("" : each ticker region's own text)

    @property
    def situation(self) -> Situation:
        on_break = self.texts is not None and self.texts.is_break
        return Situation(on_break, self.lists.in_the_money, self.lists.final_table)


def _pad(rect: QRectF, share: float) -> QRectF:
    pad = min(rect.width(), rect.height()) * share
    return rect.adjusted(pad, pad, -pad, -pad)


def region_rect(region: Region, width: float, height: float) -> QRectF:
    """The region's box in pixels on a ``width`` x ``height`` screen."""
    box = region.box_for(width, height)
    return QRectF(box.x * width, box.y * height, box.w * width, box.h * height)


def _size_key(rect: QRectF) -> str:
    return f"{round(rect.width())}x{round(rect.height())}"


def list_grid(region: Region, rect: QRectF, short_side: float) -> tuple[int, int]:
    """How many rows and columns of cells a list region has in ``rect``."""
    inner = _list_area(region, rect, short_side)
    wide = WIDE_ROWS.get(region.show)
    row_share = ROW_SHARE if wide is None else wide[0]
    rows = max(1, math.floor(inner.height() / (short_side * row_share)))
    if wide is not None:
        return rows, 1
    row = inner.height() / rows
    columns = max(1, min(MAX_COLUMNS, math.floor(inner.width() / (row * CELL_ASPECT))))
    return rows, columns


def _list_area(region: Region, rect: QRectF, short_side: float) -> QRectF:
    inner = _pad(rect, 0.04)
    if not region.shown_label:
        return inner
    label = min(inner.height() * 0.22, short_side * ROW_SHARE * LABEL_ROWS)
    return inner.adjusted(0, label, 0, 0)


def _region_slots(region: Region, rect: QRectF, short_side: float) -> dict[str, Slot]:
    rid, align, scale = region.id, region.align, region.size
    slots: dict[str, Slot] = {}
    if region.background is not None:
        slots[f"{rid}.box"] = Slot(f"{rid}.box", rect, "box", fill=region.background)
    kind = region.kind
    if kind == "qr":
        slots[f"{rid}.qr"] = Slot(f"{rid}.qr", _pad(rect, 0.04), "qr")
        return slots
    inner = _pad(rect, 0.05 if region.background else 0.02)
    if kind == "ticker":
        slots[rid] = Slot(rid, inner, f"ticker:{rid}", True, "left", scale)
        return slots
    if kind == "image":
        slots[rid] = Slot(rid, inner, "image", False, align, scale)
        band = QRectF(
            inner.x(),
            inner.center().y() - inner.height() * MISSING_SHARE / 2,
            inner.width(),
            inner.height() * MISSING_SHARE,
        )
        slots[f"{rid}.missing"] = Slot(f"{rid}.missing", band, f"{rid}.missing", False, align)
        return slots
    if kind == "line":
        if region.show == "clock":
            digits = inner.height() * DIGITS_SHARE
            slots[rid] = Slot(
                rid,
                QRectF(inner.x(), inner.y(), inner.width(), digits),
                f"clock:{rid}",
                True,
                align,
                scale,
            )
            banner = QRectF(inner.x(), inner.y() + digits, inner.width(), inner.height() - digits)
            slots[f"{rid}.banner"] = Slot(
                f"{rid}.banner", _pad(banner, 0.12), f"{rid}.banner", True, "center"
            )
        else:
            slots[rid] = Slot(rid, inner, rid, region.show != "message", align, scale)
        return slots
    key = _size_key(rect)
    if kind == "figure":
        shares = (0.24, 0.46, 0.22) if region.shown_label else (0.0, 0.66, 0.28)
        gap = inner.height() * (1 - sum(shares)) / 4
        y = inner.y() + gap
        for part, share, bold in zip(
            ("label", "value", "sub"), shares, (True, True, False), strict=True
        ):
            height = inner.height() * share
            if height:
                name = f"{rid}.{part}"
                group = f"{(region.show == 'blinds' and 'blinds') or 'figure'}.{part}@{key}"
                slots[name] = Slot(
                    name, QRectF(inner.x(), y, inner.width(), height), group, bold, align, scale
                )
                y += height + gap
        return slots
    area = _list_area(region, rect, short_side)
    if region.shown_label:
        label = QRectF(inner.x(), inner.y(), inner.width(), area.y() - inner.y())
        slots[f"{rid}.label"] = Slot(
            f"{rid}.label", _pad(label, 0.08), f"list.label@{key}", True, align, scale
        )
    rows, columns = list_grid(region, rect, short_side)
    wide = WIDE_ROWS.get(region.show)
    _, left_share, right_share = (0, LEFT_SHARE, RIGHT_SHARE) if wide is None else wide
    group = f"list.{'row' if wide is None else 'wide'}@{key}"
    gap = area.width() * 0.04
    cell_w = (area.width() - gap * (columns - 1)) / columns
    cell_h = area.height() / rows
    for index in range(rows * columns):
        c, r = divmod(index, rows)
        x, y = area.x() + c * (cell_w + gap), area.y() + r * cell_h
        left = QRectF(x, y, cell_w * left_share, cell_h * 0.86)
        right = QRectF(x + cell_w * (1 - right_share), y, cell_w * right_share, cell_h * 0.86)
        n = index + 1
        slots[f"{rid}.row{n}"] = Slot(f"{rid}.row{n}", left, group, False, "left", scale)
        slots[f"{rid}.val{n}"] = Slot(f"{rid}.val{n}", right, group, False, "right", scale)
    slots[f"{rid}.note"] = Slot(
        f"{rid}.note",
        QRectF(area.x(), area.y(), area.width(), min(cell_h, area.height())),
        group,
        False,
        align,
        scale,
    )
    return slots


def layout_slots(
    layout: Layout, width: float, height: float, situation: Situation
) -> dict[str, Slot]:
    """The slots of the regions ``situation`` shows, for a ``width`` x ``height`` screen."""
    if width <= 0 or height <= 0:
        return {}
    short = min(width, height)
    slots: dict[str, Slot] = {}
    for region in layout.shown(situation):
        slots |= _region_slots(region, region_rect(region, width, height), short)
    return slots


def _figure(region: Region, texts: ClockTexts) -> tuple[str, str, str]:
    """A figure region's label, value and line under it."""
    label = said(region.shown_label)
    match region.show:
        case "blinds":
            return label, texts.blinds, texts.ante
        case "next_level":
            return (label and texts.next_title.upper()), texts.next_main, texts.next_sub
        case "break":
            if texts.is_break and region.label is None:
                label = "BREAK"
            return label, texts.break_in, texts.color_up
        case "players_left":
            return label, texts.players, translate("layout_slots", "left / entries")
        case "average":
            return label, texts.average, texts.average_bb
        case "late_registration":
            return label, texts.late_reg, texts.late_reg_detail
    return label, texts.prize_pool, texts.places_paid


def _split(text: str, mark: str) -> tuple[str, str]:
    left, _, right = text.partition(mark)
    return left.strip(), right.strip()


def _rows(region: Region, content: Content) -> Sequence[tuple[str, str]]:
    """The rows of a list region: (left, right) texts."""
    lists = content.lists
    if region.show == "payouts":
        payouts = () if content.texts is None else content.texts.payouts
        return [_split(text, "  ") for text in payouts]  # "1st  500"
    if region.show == "moves":
        return [_split(text, "→") for text in content.changes]  # "Ana → Table 3 · Seat 7"
    return {
        "seating": lists.seating,
        "results": lists.results,
        "league_standings": lists.standings,
        "events": lists.events,
        "chip_leaders": lists.chip_leaders,
    }.get(region.show, ())


def _line(region: Region, texts: ClockTexts | None, event: str) -> str:
    match region.show:
        case "clock":
            return texts.time if texts is not None else "\u2013:\u2013\u2013"
        case "level":
            return translate("layout_slots", "NO CLOCK") if texts is None else texts.title.upper()
        case "event":
            return event
    return region.text


def picture_rect(slot: Slot, width: int, height: int) -> QRectF:
    """Where a ``width`` x ``height`` picture is drawn in an image region's slot: as
    large as fits keeping its shape, times the region's size, placed by its alignment
    (centred from top to bottom)."""
    rect = slot.rect
    scale = min(rect.width() / width, rect.height() / height) * slot.scale
    w, h = width * scale, height * scale
    x = {"left": rect.x(), "right": rect.right() - w}.get(slot.align, rect.center().x() - w / 2)
    return QRectF(x, rect.center().y() - h / 2, w, h)


def layout_texts(
    layout: Layout, slots: Mapping[str, Slot], content: Content, banner: str, event: str
) -> dict[str, str]:
    """The text of every slot of ``slots`` (made by ``layout_slots``)."""
    values: dict[str, str] = {}
    texts = content.texts
    for region in layout.shown(content.situation):
        rid = region.id
        if region.kind == "image":
            values[f"{rid}.missing"] = "" if region.image in content.pictures else region.image
        elif region.kind == "line":
            values[rid] = _line(region, texts, event)
            if region.show == "clock":
                values[f"{rid}.banner"] = banner
        elif region.kind == "figure" and texts is not None:
            label, value, sub = _figure(region, texts)
            values |= {f"{rid}.label": label, f"{rid}.value": value, f"{rid}.sub": sub}
        elif region.kind == "list":
            values |= _list_texts(region, slots, _rows(region, content), content.page)
        elif region.kind == "ticker":
            values[rid] = content.ticker or region.text
    return values


def _list_texts(
    region: Region, slots: Mapping[str, Slot], rows: Sequence[tuple[str, str]], page: int
) -> dict[str, str]:
    rid = region.id
    cells = sum(1 for name in slots if name.startswith(f"{rid}.row"))
    label = said(region.shown_label)
    if not rows:
        return {f"{rid}.label": label, f"{rid}.note": translate("layout_slots", EMPTY[region.show])}
    pages = max(1, math.ceil(len(rows) / max(cells, 1)))
    page %= pages
    if pages > 1 and label:
        label = f"{label} {page + 1}/{pages}"
    shown = rows[page * cells : (page + 1) * cells]
    values = {f"{rid}.label": label}
    for n, (left, right) in enumerate(shown, 1):
        values |= {f"{rid}.row{n}": left, f"{rid}.val{n}": right}
    return values


def layout_colors(slots: Mapping[str, Slot], layout: Layout, clock: str) -> dict[str, str]:
    """The colour (``#rrggbb``) of every slot of ``slots``: values and rows in their
    region's colour, labels and small lines in its label colour; the clock's digits
    in ``clock`` when the state asks for one (the last minute, paused ...)."""
    regions = {region.id: region for region in layout.regions}
    colors: dict[str, str] = {}
    for name in slots:
        rid, _, part = name.partition(".")
        region = regions.get(rid)
        if region is None:  # a slot of the view drawn before the layout
            continue
        if part in ("label", "sub", "missing"):
            colors[name] = region.label_color
        elif region.show == "clock" and not part and clock:
            colors[name] = clock
        else:
            colors[name] = region.color
    return colors


def shows_results(layout: Layout) -> bool:
    """Whether ``layout`` lists the results itself (else the end of the night's view
    takes over the screen once there is a winner)."""
    return any(region.show == "results" for region in layout.regions)


def shows_events(layout: Layout | None) -> bool:
    """Whether ``layout`` lists the events in play (read again as the clock turns)."""
    return layout is not None and any(region.show == "events" for region in layout.regions)


def lobby_of(floor: Floor) -> tuple[tuple[str, str], ...]:
    """The row of every event in play now (``app.views.lobby``), from the floor's kept
    field figures, in the window's language."""
    rows = lobby_rows(
        floor.state,
        floor.clock(),
        lambda event_id: floor.reads.read(field_summary, event_id).players_left,
    )
    return tuple((name, said(right)) for name, right in rows)


def needs_lists(layout: Layout) -> bool:
    """Whether ``layout`` shows a list or a condition that ``DisplayLists`` answers
    (worked out per floor action only for such a layout: it grows with the field)."""
    return any(
        region.show in ("seating", "results", "league_standings", "events", "chip_leaders")
        or region.when in ("in_the_money", "final_table")
        for region in layout.regions
    )
