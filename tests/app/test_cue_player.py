"""The window's cue player (``app.announce.Announcer``): "this module only plays a
sound and speaks a line ... Nothing found: the cue is silent, never an error"; ``say``
tells whether a voice could speak the line (the automation shows it otherwise)."""

from __future__ import annotations

import sys

import pytest

from floortool.app import announce
from floortool.app.announce import Announcer


def test_a_line_with_no_voice_is_not_spoken(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(announce, "speech_command", lambda text, **_: None)
    assert Announcer().say("Level 2") is False


def test_a_line_is_spoken_with_the_voice_found(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[list[str]] = []
    monkeypatch.setattr(announce, "speech_command", lambda text, **_: ["espeak-ng", text])
    monkeypatch.setattr(announce.subprocess, "Popen", lambda argv, **_: ran.append(argv))
    assert Announcer().say("Level 2") is True
    assert ran == [["espeak-ng", "Level 2"]]


def test_a_voice_that_will_not_start_is_no_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(argv: list[str], **_: object) -> None:
        raise OSError("gone")

    monkeypatch.setattr(announce, "speech_command", lambda text, **_: ["espeak-ng", text])
    monkeypatch.setattr(announce.subprocess, "Popen", refuse)
    assert Announcer().say("Level 2") is False


@pytest.mark.skipif(sys.platform.startswith("win"), reason="winsound plays it there")
def test_a_bundled_sound_is_played_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[list[str]] = []
    monkeypatch.setattr(announce, "sound_command", lambda path: ["aplay", path])
    monkeypatch.setattr(announce.subprocess, "Popen", lambda argv, **_: ran.append(argv))
    Announcer().play("break-over")
    assert len(ran) == 1 and ran[0][1].endswith("break-over.wav")
