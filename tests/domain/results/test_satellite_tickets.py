"""Domain: a satellite ticket as the desk types it — the voucher's code (``T1-3``: the
satellite, a dash, the winning entry; as typed or read from the QR code) or the
satellite's event number alone; anything else is refused with the form to type."""

from __future__ import annotations

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.results.satellite import Ticket, read_ticket, ticket_code


def test_a_voucher_code_and_a_satellite_number_are_read() -> None:
    assert read_ticket("T1-3") == Ticket(1, 3)
    assert read_ticket(" t12 - 40 ") == Ticket(12, 40)
    assert read_ticket("7") == Ticket(7)
    assert read_ticket(ticket_code(5, 9)).code == "T5-9"
    assert Ticket(7).code == ""  # no code: the named player's own seat


@pytest.mark.parametrize("typed", ["", "T1", "T-3", "X1-3", "T1-3-4", "1.5", "-2", "T1-3x"])
def test_anything_else_is_refused_with_the_form_to_type(typed: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        read_ticket(typed)
    assert "reads like T1-3" in refused.value.message
