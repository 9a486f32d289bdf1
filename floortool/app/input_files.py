"""App layer: reading a file a director hands us (a structure, a payout table, a
player or league import), the one way every reader does it.

The bytes go through the domain's input checks (``domain.kernel.input_checks``: UTF-8,
size); a refusal from the reader that parses the text is given again with the
file's name in front, so every message names the file, then where in it and
why. Nothing is changed by a refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import MAX_FILE_BYTES, decode_file
from floortool.domain.kernel.phrases import translate

T = TypeVar("T")


def read_input_text(path: Path) -> str:
    """The checked text of the file at ``path``; refused if it cannot be read."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise InvalidInput(
            translate("app.input_files", "Cannot read {path}: {reason}.").fill(
                path=path, reason=exc.strerror or exc
            ),
            field="file",
            file=path.name,
        ) from None
    return decode_file(data, name=path.name)


def parse_input_file(path: Path, parse: Callable[[str], T]) -> T:
    """``parse`` applied to the checked text of ``path``; its refusal names the file."""
    text = read_input_text(path)
    try:
        return parse(text)
    except InvalidInput as exc:
        raise InvalidInput(
            translate("app.input_files", "{path}: {exc}").fill(path=path.name, exc=exc.phrase),
            code=exc.code,
            remedy=exc.remedy,
            **{**exc.details, "file": path.name},
        ) from None


def is_file(value: str) -> bool:
    """Whether ``value`` names an existing file (False too for a name the system
    refuses: too long, or holding a character no path can)."""
    try:
        return Path(value).is_file()
    except (OSError, ValueError):
        return False
