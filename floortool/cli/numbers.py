"""CLI layer: the argparse types of numeric arguments, each a thin wrapper of the
domain's one checked reader (``domain.kernel.text.read_whole``, ``input_checks.finite_number``).

``whole`` takes ``12``, ``-30``, ``10,000`` and nothing else: a digit argparse's
``int`` would refuse with a traceback (``²``), take (``٣``, ``1_0``) or spend
seconds on (5,000 digits) is a usage error naming it (exit status 2).
"""

from __future__ import annotations

import argparse

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import finite_number
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.shown_text import shown_typed
from floortool.domain.kernel.text import read_whole

#: The largest decimal argument (hours, seconds) taken.
LARGEST_DECIMAL = 1e9


def whole(text: str) -> int:
    """A whole number argument (a sign allowed; the command checks its range)."""
    number = read_whole(text, signed=True)
    if number is None:
        raise argparse.ArgumentTypeError(
            translate("cli.numbers", "{text} is not a whole number").fill(text=shown_typed(text))
        )
    return number


def decimal(text: str) -> float:
    """A decimal argument (``4``, ``2.5``), finite and not absurdly large."""
    try:
        return finite_number(text, what="the value", field="argv", largest=LARGEST_DECIMAL)
    except InvalidInput:
        raise argparse.ArgumentTypeError(
            translate("cli.numbers", "{text} is not a number").fill(text=shown_typed(text))
        ) from None
