"""UI layer: the table model of a satellite's seats on the Payouts page.

``SeatTableModel`` lists each seat (``app.views.satellite``): its winner once
decided, the ticket's code, the event where the ticket was used and what the
seat is worth; then the remainder's place when it goes to the next place. A
module of its own, so that the window's start (which loads the other payout
models) does not load the satellite's read model and what it reads.
"""

from __future__ import annotations

from typing import ClassVar

from floortool.app.views.satellite import SeatRow
from floortool.ui.models.payouts import TextRowsModel
from floortool.ui.translation import QT_TRANSLATE_NOOP, money_text, said


class SeatTableModel(TextRowsModel[SeatRow]):
    """A satellite's seats: each seat, its winner and ticket, where the ticket was used,
    and what it is worth; then the remainder's place when it goes to the next place."""

    COL_WHAT, COL_PLAYER, COL_CODE, COL_USED, COL_AMOUNT = range(5)
    HEADERS: ClassVar[tuple[str, ...]] = (
        "",
        QT_TRANSLATE_NOOP("headers", "Winner"),
        QT_TRANSLATE_NOOP("headers", "Ticket"),
        QT_TRANSLATE_NOOP("headers", "Used in"),
        QT_TRANSLATE_NOOP("headers", "Value"),
    )
    TOOLTIPS: ClassVar[tuple[str, ...]] = (
        "",
        QT_TRANSLATE_NOOP("headers", "Decided when the players left fit the seats"),
        QT_TRANSLATE_NOOP("headers", "The code on the winner's voucher"),
        QT_TRANSLATE_NOOP("headers", "The event that took the ticket as a paid buy-in"),
        QT_TRANSLATE_NOOP(
            "headers", "The seat's value (with a share of the cash when it is split)"
        ),
    )
    NUMBER_COLUMNS: ClassVar[frozenset[int]] = frozenset({COL_AMOUNT})

    def cells(self, row: SeatRow) -> tuple[str, ...]:
        what, used_in = said(row.what), said(row.used_in)
        return (what, row.player or "\u2014", row.code, used_in, money_text(row.cents))
