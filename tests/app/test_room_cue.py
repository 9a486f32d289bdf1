"""The cues kept for the web's room screens (``app.room_cue``): "the latest ``KEPT``
cues, oldest first: each ... with ``serial`` (a number that grows with each cue, so a
screen acts on each once, even on two at the same moment) ... a file that does not
read is taken as no cues"."""

from __future__ import annotations

import json

import pytest

from floortool.app.automation import Cue
from floortool.app.room_cue import KEPT, cue_file, current_cues, publish_cue, read_cues
from floortool.domain.kernel.errors import InvalidInput

CUE = Cue(3, "level", "level", "Level 2", 0, True)


def test_cues_at_the_same_moment_each_get_their_own_serial() -> None:
    first = publish_cue(CUE, now=1_000.0)
    second = publish_cue(Cue(3, "late_reg_closed", None, "", 0, False), now=1_000.0)
    assert second["serial"] == first["serial"] + 1
    assert [cue["moment"] for cue in current_cues()] == ["level", "late_reg_closed"]


def test_only_the_latest_are_kept() -> None:
    for n in range(KEPT + 3):
        publish_cue(CUE, now=2_000.0 + n)
    kept = current_cues()
    assert len(kept) == KEPT
    assert kept[-1]["at"] == 2_000.0 + KEPT + 2


@pytest.mark.parametrize(
    "document",
    [
        [],
        {"cues": [{"serial": 1}]},
        {"cues": [{**CUE.to_json(), "serial": 1, "at": 1.0, "moment": "<script>"}]},
        {"cues": [{**CUE.to_json(), "serial": 1, "at": 1.0, "flash": 1}]},
        {"cues": [{**CUE.to_json(), "serial": 1, "at": 1.0, "line": "x" * 500}]},
        {"cues": [{**CUE.to_json(), "serial": 1, "at": 1.0}] * (KEPT + 1)},
    ],
)
def test_a_file_that_does_not_read_is_no_cues(document: object) -> None:
    text = json.dumps(document)
    with pytest.raises(InvalidInput):
        read_cues(text)
    cue_file().parent.mkdir(parents=True, exist_ok=True)
    cue_file().write_text(text, encoding="utf-8")
    assert current_cues() == []
