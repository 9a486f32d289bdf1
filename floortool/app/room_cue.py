"""App layer: the latest automation cues, kept beside the database for the web's room screens.

The window carries out the event's automation (``app.automation``); a web room
screen flashes and speaks too, so the window writes each cue it carries out to
``room_cue.json`` in the data directory (written aside, then renamed, like the
announcement, and not journalled for the same reason: it changes nothing in the
game). The document is ``{"cues": [...]}``, the latest ``KEPT`` cues, oldest
first: each the cue (``Cue.to_json``) with ``serial`` (a number that grows with
each cue, so a screen acts on each once, even on two at the same moment) and
``at`` (seconds since the epoch). ``read_cues`` is its strict reader: a file
that does not read is taken as no cues (and logged). A web server looks at the file's stamp
(``FileWatch``) and tells its live pages when it changed.
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import TypedDict, cast

from floortool.app.automation import Cue
from floortool.app.paths import data_dir
from floortool.app.room_announcement import write_aside
from floortool.domain.display.cue_lines import MAX_LINE
from floortool.domain.display.moments import MOMENTS
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import translate

logger = logging.getLogger(__name__)
FILE_NAME = "room_cue.json"
WHAT = translate("app.room_cue", "The room's cue")
_KEYS = {"serial", "at", "event", "moment", "sound", "line", "show", "flash"}
#: The cues the file keeps (a screen polling late still finds those of one moment).
KEPT = 8


class KeptCue(TypedDict):
    """A cue as kept for the web (``Cue.to_json`` with its serial and time)."""

    serial: int
    at: float
    event: int
    moment: str
    sound: str | None
    line: str
    show: int
    flash: bool


def cue_file() -> Path:
    return data_dir() / FILE_NAME


def publish_cue(cue: Cue, now: float | None = None) -> KeptCue:
    """Keep ``cue`` as the latest for the room's screens; returns its document."""
    now = time.time() if now is None else now
    kept = current_cues()
    serial = max([int(now * 1000)] + [old["serial"] + 1 for old in kept])
    document = cast(KeptCue, {"serial": serial, "at": now, **cue.to_json()})
    cues = [*kept[-(KEPT - 1) :], document]
    write_aside(cue_file(), json.dumps({"cues": cues}, ensure_ascii=False) + "\n")
    return document


def _read_one(data: object) -> KeptCue:
    if not isinstance(data, dict) or set(data) != _KEYS:
        raise InvalidInput(
            translate("app.room_cue", "The room's cue: each cue must hold exactly {keys}.").fill(
                keys=sorted(_KEYS)
            ),
            field="file",
        )
    wanted: dict[str, type | tuple[type, ...]] = {
        "serial": int,
        "at": (int, float),
        "event": int,
        "moment": str,
        "line": str,
        "show": int,
        "flash": bool,
    }
    for key, kind in wanted.items():
        value = data[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise InvalidInput(
                translate("app.room_cue", "The room's cue: '{key}' is not what it should be.").fill(
                    key=key
                ),
                field=key,
            )
    if data["moment"] not in MOMENTS or len(data["line"]) > MAX_LINE:
        raise InvalidInput(
            translate("app.room_cue", "The room's cue: an unknown moment or an over-long line."),
            field="moment",
        )
    if data["sound"] is not None and not isinstance(data["sound"], str):
        raise InvalidInput(
            translate("app.room_cue", "The room's cue: 'sound' is not what it should be."),
            field="sound",
        )
    return cast(KeptCue, data)


def read_cues(text: str) -> list[KeptCue]:
    """The cues saved as ``text``; refuses anything else."""
    data = load_json_text(text, what=WHAT, item=translate("app.room_cue", "one object"))
    if not isinstance(data, dict) or set(data) != {"cues"} or not isinstance(data["cues"], list):
        raise InvalidInput(
            translate("app.room_cue", "The room's cue: the file must hold exactly 'cues', a list."),
            field="file",
        )
    if len(data["cues"]) > KEPT:
        raise InvalidInput(
            translate("app.room_cue", "The room's cue: more than {most} cues.").fill(most=KEPT),
            field="cues",
        )
    return [_read_one(item) for item in data["cues"]]


def current_cues() -> list[KeptCue]:
    """The latest cues, oldest first (none yet, or a file that does not read: none)."""
    try:
        text = cue_file().read_text(encoding="utf-8")
    except OSError:
        return []
    try:
        return read_cues(text)
    except InvalidInput as exc:
        logger.warning("room cue file not read: %s", exc.message)
        return []
