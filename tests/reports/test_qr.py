"""Reports: the QR encoder of the seat cards and of the window's shared address
gives, module for module, the code a full QR encoder (ReportLab's) makes for the
same text with the same mask and level, for every version it supports; text too
long for it is refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.graphics.barcode import qrencoder

from floortool.reports.qr import MAX_BYTES, mask_operators, qr_rows


def reference(text: str, version: int) -> tuple[str, ...]:
    code = qrencoder.QRCode(version, qrencoder.QRErrorCorrectLevel.M)
    code.addData(qrencoder.QR8bitByte(text))
    code.makeImpl(False, 0)  # mask pattern 0, as ours
    size = code.getModuleCount()
    return tuple(
        "".join("1" if code.isDark(r, c) else "0" for c in range(size)) for r in range(size)
    )


@pytest.mark.parametrize(
    ("text", "version"),
    [
        ("", 1),
        ("floortool:1:7", 1),
        ("floortool:12:10234", 2),
        ("Zoë O'Brien", 1),
        ("x" * 26, 2),
        ("x" * 27, 3),
        ("y" * 42, 3),
        ("http://192.168.100.200:8470/pair?code=K7QM3XPD", 4),
        ("z" * 62, 4),
        ("z" * 63, 5),
        ("http://floor-laptop.venue.example:8470/pair?code=K7QM3XPD", 4),
        ("w" * 85, 6),
        ("y" * MAX_BYTES, 6),
    ],
)
def test_matches_a_full_encoder(text: str, version: int) -> None:
    rows = qr_rows(text)
    assert len(rows) == 17 + 4 * version
    assert rows == reference(text, version)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40).filter(lambda t: len(t.encode()) <= MAX_BYTES))
def test_any_short_text_matches(text: str) -> None:
    rows = qr_rows(text)
    assert rows == reference(text, (len(rows) - 17) // 4)


def test_too_long_is_refused() -> None:
    with pytest.raises(ValueError, match="at most 106 bytes"):
        qr_rows("z" * (MAX_BYTES + 1))


def test_mask_paints_exactly_the_dark_modules() -> None:
    rows = qr_rows("floortool:3:17")
    size = len(rows)
    head, samples = mask_operators(rows).split(" ID ")
    assert head == f"BI /W {size} /H {size} /IM true /BPC 1 /D [1 0] /F /AHx"
    hex_digits, end = samples.split(">")
    assert end.strip() == "EI"
    per_row = len(hex_digits) // size
    assert per_row * 4 >= size and per_row % 2 == 0  # whole bytes a row
    painted = [
        format(int(hex_digits[r * per_row : (r + 1) * per_row], 16), f"0{per_row * 4}b")[:size]
        for r in range(size)
    ]
    assert tuple(painted) == rows
