"""UI layer: the final table's redraw, shown on the Tables page and in the room — each
seat with its player and the card drawn for the button, and who has the button
(``app.views.final_table.FinalTableDraw``).

``card_face`` writes a card as people read it (``K♠``, ``10♥``); ``seat_text``
(the room's line of a seat), ``card_line`` (the page's) and ``button_text``
are the lines the screens show; ``FinalDrawCard`` is the Tables page's card,
hidden while there is no redraw to show.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from floortool.app.views.final_table import FinalSeat, FinalTableDraw
from floortool.ui import style
from floortool.ui.dialog_parts import text_label
from floortool.ui.translation import said, translate

SUIT_FACES = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}


def card_face(card: str) -> str:
    """``Ks`` → ``K♠``, ``Th`` → ``10♥``."""
    rank, suit = card[:-1], card[-1]
    return ("10" if rank == "T" else rank) + SUIT_FACES[suit]


def seat_text(seat: FinalSeat) -> str:
    """``Seat 3 · Alice Moreau · K♠``."""
    card = f" \u00b7 {card_face(seat.card)}" if seat.card else ""
    return translate("final_draw", "Seat {seat} · {player}{card}").format(
        seat=seat.seat, player=seat.player, card=card
    )


def button_text(draw: FinalTableDraw) -> str:
    """``Button: seat 6 (A♠, high card)``."""
    return translate("final_draw", "Button: seat {button} ({0}, high card)").format(
        card_face(draw.winning_card), button=draw.button
    )


def card_line(seat: FinalSeat) -> str:
    """The Tables page's line of a seat, the card first so it is never cut off:
    ``K♠   Seat 3 · Alice Moreau``."""
    card = card_face(seat.card) if seat.card else "—"
    return translate("final_draw", "{card}   Seat {seat} · {player}").format(
        card=card, seat=seat.seat, player=seat.player
    )


class FinalDrawCard(QFrame):
    """The Tables page's card of the final table's redraw: the button, then each seat
    with its card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(style.CARD)
        self.title_label = text_label(style.CARD_TITLE)
        self.button_label = text_label(style.FIELD_SUMMARY)
        self.seats_label = QLabel()
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 12, 14, 12)
        column.setSpacing(4)
        for label in (self.title_label, self.button_label, self.seats_label):
            column.addWidget(label)
        # every seat is shown whole: the card takes the height it needs
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.show_draw(None)

    def lines(self) -> list[str]:
        """The seats' lines shown, in seat order."""
        text = self.seats_label.text()
        return text.split("\n") if text else []

    def show_draw(self, draw: FinalTableDraw | None) -> None:
        """Show ``draw`` (None: hide the card)."""
        self.setVisible(draw is not None)
        if draw is None:
            self.seats_label.clear()
            return
        self.title_label.setText(
            translate("final_draw", "Final table: table {table}").format(table=draw.table)
        )
        self.button_label.setText(button_text(draw))
        self.seats_label.setText("\n".join(card_line(s) for s in draw.seats))
        self.setToolTip(
            translate("final_draw", "Seats: {rule}\nButton: {button_rule}").format(
                rule=said(draw.rule), button_rule=said(draw.button_rule)
            )
        )
