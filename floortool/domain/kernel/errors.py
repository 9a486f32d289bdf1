"""Domain layer: the refusals a floor decision can give.

Every refusal carries a stable ``code`` (scripts and the ``--json`` output rely
on it) and a ``message`` written for a tournament director, not a programmer;
a refusal that one floor action resolves names it as a ``Remedy``, which each
front end words its own way (``domain/kernel/remedies.py``).

A message is written as a ``Phrase`` (``kernel/phrases.py``) where it can be
said in the reader's language: ``message`` is always its English text (the
``--json`` output and the logs), and a front end says ``phrase`` with its
reader's catalogue (``Catalogue.say``). A plain ``str`` message is English
only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from floortool.domain.kernel.phrases import Phrase
from floortool.domain.kernel.remedies import Remedy
from floortool.domain.kernel.shown_text import escape_controls

#: The spaces languages write inside numbers (``kernel/catalogue.NUMBER_STYLES``).
NUMBER_SPACES = "\u202f\xa0"


class FloorError(Exception):
    """A request the floor refuses; nothing was changed. The message is kept with
    its control characters escaped (``shown_text``): it may quote what was typed."""

    code: str = "refused"

    def __init__(
        self,
        message: str | Phrase,
        *,
        code: str | None = None,
        remedy: Remedy | None = None,
        **details: Any,
    ) -> None:
        english = escape_controls(str(message), keep=" \n")
        super().__init__(english)
        self.message = english
        #: The message to say in the reader's language (``message`` itself when English only).
        self.phrase: str | Phrase = message if isinstance(message, Phrase) else english
        if code is not None:
            self.code = code
        self.remedy = remedy
        self.details = details

    def said(self, say: Callable[[str | Phrase], str]) -> str:
        """The message in a reader's language (``say``: their ``Catalogue.say``),
        escaped as ``message`` is, but for the spaces a language groups numbers with
        (French writes ``86 400`` with a narrow no-break space)."""
        return escape_controls(say(self.phrase), keep=" \n" + NUMBER_SPACES)

    def as_dict(self) -> dict[str, Any]:
        """The JSON shape of the refusal: ``{"code", "message", ...details}``, with
        ``"remedy"`` when one action resolves it."""
        remedy = {"remedy": self.remedy.as_dict()} if self.remedy else {}
        return {"code": self.code, "message": self.message, **remedy, **self.details}


class InvalidInput(FloorError):
    """A value the director typed (or a file held) is not acceptable."""

    code = "invalid_input"


class NotFound(FloorError):
    """The thing asked for (event, player, table...) does not exist."""

    code = "not_found"


class NothingToUndo(FloorError):
    """Undo was asked for but no action is left to undo."""

    code = "nothing_to_undo"


class NothingToRedo(FloorError):
    """Redo was asked for but nothing was undone since the last action."""

    code = "nothing_to_redo"


class NotPaired(FloorError):
    """A device credential that is unknown or revoked: the device must pair again."""

    code = "not_paired"


class PairingRefused(FloorError):
    """A pairing code that is unknown, expired or already used; no device was paired."""

    code = "pairing_refused"
