"""UI layer: the seat draw's button on the Tables page and the question a redraw asks.

``SeatDrawButton`` is *Draw seats*, with *Seat rules…* in its ▾ menu (one
button: the page's top row is full at 1024 pixels). It follows the
``DrawOffer``: *Draw seats* seats the players waiting at once (nobody loses a
seat); once anybody has a seat it reads *Draw seats…* before the clock starts
and *Redraw seats…* after, and asks first: ``PendingDraw`` is the question
the page shows in the bar above its map, naming what happens (everyone gets a
new seat, seat cards already printed are void, the locked players stay).
Once the final table has been drawn there is no draw any more and the button
opens the seat rules. The button is as wide as the longest of its texts
whichever it shows, so it never moves its neighbours (or itself) when its
text changes. While nobody has a seat and players wait for one, the
bar above the empty map says so (``waiting_text``). The page sends
``DrawSeats`` (TDA 2024 Rule 7), with ``force`` when the clock has started,
because the director has been told it moves every player.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from floortool.app.views.draw_desk import DrawOffer
from floortool.ui.translation import QT_TRANSLATE_NOOP, counted, said, translate

DRAW_TIP = QT_TRANSLATE_NOOP("seat_draw", "Seat every player at random, tables filled evenly")
NOBODY_TIP = QT_TRANSLATE_NOOP("seat_draw", "Nobody to draw: register players first")
RULES_TEXT = QT_TRANSLATE_NOOP("seat_draw", "Seat rules\u2026")
RULES_TIP = QT_TRANSLATE_NOOP(
    "seat_draw", "Players kept apart, players locked to their seat, the order tables open in"
)
#: Every text the button shows (it keeps the width of the longest).
TEXTS = (
    QT_TRANSLATE_NOOP("seat_draw", "Draw seats"),
    QT_TRANSLATE_NOOP("seat_draw", "Draw seats\u2026"),
    QT_TRANSLATE_NOOP("seat_draw", "Redraw seats\u2026"),
    RULES_TEXT,
)


def _players(count: int) -> str:
    return counted(
        count,
        translate("seat_draw", "{count} player"),
        translate("seat_draw", "{count} players"),
    )


def waiting_text(offer: DrawOffer | None) -> str:
    """What the bar says while nobody has a seat and players wait for the draw (else
    nothing: alternates waiting beside seated players are seated as seats free up)."""
    if offer is None or not offer.possible or offer.seated or offer.locked or not offer.waiting:
        return ""
    return counted(
        offer.waiting,
        translate("seat_draw", "{count} player waits for a seat: Draw seats seats them at random."),
        translate("seat_draw", "{count} players wait for a seat: Draw seats seats them at random."),
    )


@dataclass(frozen=True)
class PendingDraw:
    """The director asked for a redraw and has yet to confirm it."""

    offer: DrawOffer

    @property
    def confirm_text(self) -> str:
        return translate("seat_draw", "Redraw seats")

    @property
    def text(self) -> str:
        offer = self.offer
        moving = offer.seated + offer.waiting
        ask = translate("seat_draw", "Redraw every seat?")
        if offer.started:
            ask = translate("seat_draw", "The clock has started: redraw every seat now?")
        new = translate("seat_draw", "All {0} get a new seat at random").format(_players(moving))
        parts = [
            ask,
            translate("seat_draw", "{new}; seat cards already printed are void.").format(new=new),
        ]
        if offer.locked:
            parts.append(
                counted(
                    offer.locked,
                    translate("seat_draw", "{count} player locked to their seat stays there."),
                    translate("seat_draw", "{count} players locked to their seat stay there."),
                )
            )
        return " ".join(parts)


class SeatDrawButton(QToolButton):
    """The draw on the Tables page's top row: a click draws (or asks to redraw), the ▾
    menu also has *Seat rules…*; once the final table is drawn a click opens those."""

    draw_requested = Signal()
    rules_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._final = False
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.setMinimumHeight(30)
        menu = QMenu(self)
        self.draw_action = menu.addAction(translate("seat_draw", "Draw seats"))
        self.rules_action = menu.addAction(translate("seat_draw", RULES_TEXT))
        self.rules_action.setToolTip(translate("seat_draw", RULES_TIP))
        self.setMenu(menu)
        self.clicked.connect(self._on_clicked)
        self.draw_action.triggered.connect(self.draw_requested)
        self.rules_action.triggered.connect(self.rules_requested)
        self.show_offer(DrawOffer(seated=0, waiting=0, locked=0, started=False, final_table=False))

    def show_offer(self, offer: DrawOffer) -> None:
        if offer.redraw:
            text = (
                translate("seat_draw", "Redraw seats\u2026")
                if offer.started
                else translate("seat_draw", "Draw seats\u2026")
            )
        else:
            text = translate("seat_draw", "Draw seats")
        self._final = offer.final_table
        self.draw_action.setText(text)
        self.draw_action.setEnabled(offer.possible)
        self.setText(translate("seat_draw", RULES_TEXT) if offer.final_table else text)
        rule = f" ({said(offer.rule)})" if offer.rule else ""
        tip = (
            translate("seat_draw", DRAW_TIP) + rule
            if offer.possible
            else translate("seat_draw", NOBODY_TIP)
        )
        self.setToolTip(
            translate("seat_draw", RULES_TIP)
            if offer.final_table
            else translate("seat_draw", "{tip}. ▾ for the seat rules.").format(tip=tip)
        )

    def sizeHint(self) -> QSize:
        """The size with the longest of its texts, whichever it shows now."""
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        extra = max(metrics.horizontalAdvance(translate("seat_draw", t)) for t in TEXTS)
        hint.setWidth(hint.width() + max(0, extra - metrics.horizontalAdvance(self.text())))
        return hint

    def _on_clicked(self) -> None:
        if self._final:
            self.rules_requested.emit()
        elif self.draw_action.isEnabled():
            self.draw_requested.emit()
