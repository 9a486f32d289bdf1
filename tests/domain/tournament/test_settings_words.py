"""Issue 30, item 2: "Every string a person reads [...] goes through one translation
mechanism [...] A test fails when a string is not translatable".

``domain.tournament.settings``: every setting's title and help, and what it shows
in its field (its blank, its lowest value, its unit, its example) and its choices'
titles, are phrases marked for the catalogues (``kernel.phrases.translate``), said
in the window's language; so are the automation's moments (``display.moments``)
and the dialog's sections. Only what is typed as it is shown stays a plain text: a
list of view names, an address, and the rulebooks' titles (their own names).
"""

from __future__ import annotations

from floortool.domain.display.moments import MOMENT_TITLES, MOMENTS
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.tournament.settings import (
    DEFAULT_LINES,
    RULEBOOKS,
    SECTION_TITLES,
    SECTIONS,
    SETTINGS,
    said_line,
)

#: Examples typed exactly as shown (names the program reads, an address).
TYPED_EXAMPLES = {"clock,payouts", "https://club.example/floortool-status"}
#: The rulebooks' titles: names, as their publishers write them.
NAMES = dict(RULEBOOKS)


def test_every_text_a_setting_shows_is_a_marked_phrase() -> None:
    unmarked = []
    for setting in SETTINGS:
        shown = {"title": setting.title, "help": setting.help, "blank": setting.blank}
        shown |= {"zero": setting.zero, "unit": setting.unit, "example": setting.example}
        if setting.choices != NAMES:
            shown |= {f"choice {key}": title for key, title in setting.choices.items()}
        for part, text in shown.items():
            words = isinstance(text, str) and any(char.isalpha() for char in text)
            if words and text not in TYPED_EXAMPLES:
                unmarked.append(f"{setting.id} {part}: {text!r}")
    assert unmarked == []


def test_the_moments_and_the_sections_are_marked_phrases() -> None:
    assert all(isinstance(MOMENT_TITLES[moment], Phrase) for moment in MOMENTS)
    assert all(isinstance(SECTION_TITLES[section], Phrase) for section in SECTIONS)


def test_a_default_line_is_said_in_its_translation_and_a_typed_line_as_typed() -> None:
    """ "said in the station's language while they stay as they are; a line the director
    typed is said as typed"."""

    def german(context: str, text: str) -> str:
        return {"Break: {minutes} minutes.": "Pause: {minutes} Minuten."}.get(text, text)

    assert said_line("Break: {minutes} minutes.", german) == "Pause: {minutes} Minuten."
    assert said_line("Break for {minutes} minutes.", german) == "Break for {minutes} minutes."
    assert set(DEFAULT_LINES) == {"Level {level}: blinds {blinds}.", "Break: {minutes} minutes."}


def test_a_translation_that_does_not_read_as_a_line_gives_the_english() -> None:
    def broken(context: str, text: str) -> str:
        return "Pause: {minuten} Minuten."

    assert said_line("Break: {minutes} minutes.", broken) == "Break: {minutes} minutes."
