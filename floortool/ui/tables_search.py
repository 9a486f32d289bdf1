"""UI layer: the Tables page's seat search: a seat by ``table-seat`` (``12-4``) or a player by name.

What the director types is looked up as it is typed (``SeatFinder``): the seats
found are ringed on the map and the first is scrolled into sight; Enter goes
on to the next; Ctrl+F from anywhere on the page comes back to the field. The
moves panel's names search the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QLineEdit

from floortool.ui.floor_map import FloorMapArea, FloorMapView
from floortool.ui.seat_finder import NOTHING, SeatFinder, SeatSearch
from floortool.ui.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from floortool.ui.event_page import EventPage as _Page
else:
    _Page = object

SEARCH_HINT = QT_TRANSLATE_NOOP("tables_search", "Find: name or table-seat (12-4)")


class TablesSearch(_Page):
    """The Tables page's part that finds a seat or a player on the map."""

    _finder: SeatFinder | None
    _search: SeatSearch
    _search_at: int  # which of the found seats is in sight
    search_edit: QLineEdit
    found_label: QLabel
    area: FloorMapArea
    map: FloorMapView

    def focus_search(self) -> None:
        self.search_edit.setFocus()
        self.search_edit.selectAll()

    def search_for(self, text: str) -> SeatSearch:
        """Search as if ``text`` had been typed."""
        self.search_edit.setText(text)
        return self._search

    @property
    def search(self) -> SeatSearch:
        return self._search

    @property
    def found_spot(self) -> tuple[int, int] | None:
        """The found seat in sight (Enter goes on to the next)."""
        spots = self._search.spots
        return spots[self._search_at % len(spots)] if spots else None

    def _run_search(self, *, scroll: bool) -> None:
        finder = self._finder
        found = NOTHING if finder is None else finder.find(self.search_edit.text())
        self._search = found
        self._search_at = 0
        self.map.set_found(found.spots)
        self.found_label.setText(found.message)
        if scroll:
            self._show_found()

    def _show_found(self) -> None:
        spot = self.found_spot
        if spot is not None:
            self.area.show_seat(*spot)
        elif self._search.table is not None:
            self.area.show_seat(self._search.table)

    def _on_search_edit_text_changed(self, text: str) -> None:
        self._run_search(scroll=True)

    def _on_search_edit_return_pressed(self) -> None:
        if len(self._search.spots) > 1:
            self._search_at = (self._search_at + 1) % len(self._search.spots)
        self._show_found()
