"""Domain layer, kernel: the round steps of a chart's scale (1, 2, 2.5 or 5 times a power
of ten), shared by the window's charts and the printed ones."""

from __future__ import annotations

import math


def nice_step(span: float, lines: int = 4) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving about ``lines`` lines."""
    if span <= 0:
        return 1.0
    raw = span / lines
    power = 10.0 ** math.floor(math.log10(raw))
    return next(f * power for f in (1.0, 2.0, 2.5, 5.0, 10.0) if f * power >= raw)
