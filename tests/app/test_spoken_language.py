"""Issue 30, item 2: "Every string a person reads — [...] the spoken lines — goes
through one translation mechanism", spoken "with a voice of that language where the
platform has one".

``app.announce``: "A line is spoken with a voice of the window's language where the
platform has one: ``espeak-ng -v de``, ``spd-say -l de``, macOS's first ``say`` voice
of that language, Windows' first installed voice of its culture; where none is found,
the platform's own voice reads it. English speaks as it always did."

``app.automation``: "The line is said in the station's language [...]: a default line
(``settings.DEFAULT_LINES``) in its translation, a line the director typed as typed;
the blinds and every number in it as the language writes them."
"""

from __future__ import annotations

import pytest

from floortool.app import announce
from floortool.app.announce import Announcer, speech_command, voice_of
from floortool.app.automation import blinds_text, cue_for
from floortool.app.languages import catalogue
from floortool.app.views.clock import RowView
from floortool.domain.display.moments import BREAK, LEVEL
from floortool.domain.tournament.event import settings_for
from floortool.domain.tournament.settings import LINE, automation_id


def found(*names: str) -> announce.Which:
    return lambda name: f"/usr/bin/{name}" if name in names else None


@pytest.mark.parametrize(
    ("speaker", "option"), [("espeak-ng", "-v"), ("espeak", "-v"), ("spd-say", "-l")]
)
def test_a_linux_speaker_is_told_the_language(speaker: str, option: str) -> None:
    command = speech_command("Pause", language="de", platform="linux", which=found(speaker))
    assert command == [speaker, option, "de", "Pause"]


def test_english_speaks_as_it_always_did() -> None:
    linux = speech_command("Level 2", platform="linux", which=found("espeak-ng"))
    mac = speech_command("Level 2", platform="darwin", which=found("say"))
    assert (linux, mac) == (["espeak-ng", "Level 2"], ["say", "Level 2"])


def test_a_mac_speaks_with_its_first_voice_of_the_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(announce, "mac_voice", lambda language: {"fr": "Thomas"}.get(language))
    french = speech_command("Pause", language="fr", platform="darwin", which=found("say"))
    german = speech_command("Pause", language="de", platform="darwin", which=found("say"))
    assert (french, german) == (["say", "-v", "Thomas", "Pause"], ["say", "Pause"])


def test_the_first_voice_of_a_language_is_read_from_the_mac_listing() -> None:
    listing = (
        "Alex                en_US    # Most people recognize me by my voice.\n"
        "Bad News            en_US    # The light you see at the end of the tunnel.\n"
        "Anna                de_DE    # Hallo, ich heiße Anna.\n"
        "Monica              es_ES    # Hola, me llamo Mónica.\n"
    )
    assert [voice_of(code, listing) for code in ("de", "es", "fr")] == ["Anna", "Monica", None]


def test_windows_picks_an_installed_voice_of_the_culture() -> None:
    command = speech_command("Pause", language="es", platform="win32", which=found("powershell"))
    assert command is not None
    script = command[-1]
    assert "TwoLetterISOLanguageName -eq 'es'" in script and script.endswith(".Speak('Pause')")
    english = speech_command("Pause", platform="win32", which=found("powershell"))
    assert english is not None and "SelectVoice" not in english[-1]


def test_the_announcer_speaks_in_its_language(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def command(text: str, *, language: str) -> None:
        asked.append(language)

    monkeypatch.setattr(announce, "speech_command", command)
    Announcer(language="es").say("Descanso")
    assert asked == ["es"]


ROW = RowView(
    index=3, level=4, is_break=False, small_blind=1_500, big_blind=3_000, ante=3_000,
    big_blind_ante=True,
)  # fmt: skip


def test_the_blinds_are_said_in_the_language() -> None:
    """German: ``{small} und {big}, Big-Blind-Ante {ante}``, numbers grouped with a point."""
    assert blinds_text(ROW, catalogue("de")) == "1.500 und 3.000, Big-Blind-Ante 3.000"
    assert blinds_text(ROW) == "1,500 and 3,000, big blind ante 3,000"


def test_a_default_line_is_said_in_its_translation_and_a_typed_line_as_typed() -> None:
    values = {"level": 4, "blinds": blinds_text(ROW, catalogue("es")), "minutes": 15}
    settings = settings_for(name="Noche")
    level = cue_for(1, settings, LEVEL, values, catalogue("es"))
    pause = cue_for(1, settings, BREAK, values, catalogue("es"))
    assert level is not None and pause is not None
    # Spanish groups a number of five digits or more (1500, 30.000).
    assert level.line == "Nivel 4: ciegas 1500 y 3000, ante de ciega grande 3000."
    assert pause.line == "Descanso: 15 minutos."
    typed = settings_for(
        name="Noche", **{automation_id(LEVEL, LINE): "Level {level}, {big_blind}!"}
    )
    cue = cue_for(1, typed, LEVEL, {**values, "big_blind": 30_000}, catalogue("es"))
    assert cue is not None and cue.line == "Level 4, 30.000!"
    english = cue_for(1, settings, LEVEL, {**values, "blinds": blinds_text(ROW)})
    assert english is not None
    assert english.line == "Level 4: blinds 1,500 and 3,000, big blind ante 3,000."
