"""The languages floortool speaks and their shared catalogues (``app/languages.py``).

"German, French and Spanish have a Qt catalogue each, resources/i18n/floortool_<code>.ts
[...] read as they are by ``catalogue`` for the front ends without Qt.
``checked_language`` reads a code typed by a person (``--lang de``) and refuses
an unknown one, naming the languages there are."
"""

from __future__ import annotations

import pytest

from floortool.app.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    TRANSLATED,
    catalogue,
    catalogue_file,
    checked_language,
)
from floortool.domain.kernel.catalogue import ENGLISH
from floortool.domain.kernel.errors import InvalidInput


@pytest.mark.parametrize(
    ("typed", "code"), [("de", "de"), (" FR ", "fr"), ("es_ES", "es"), ("de-AT", "de")]
)
def test_a_code_is_read_in_any_usual_spelling(typed: str, code: str) -> None:
    assert checked_language(typed) == code


def test_an_unknown_code_is_refused_naming_every_language() -> None:
    with pytest.raises(InvalidInput) as refused:
        checked_language("klingon")

    for code, name in LANGUAGES.items():
        assert f"{code} ({name})" in refused.value.message


def test_english_is_the_sources_and_needs_no_catalogue() -> None:
    assert DEFAULT_LANGUAGE == "en" and catalogue("en") is ENGLISH
    assert set(TRANSLATED) == {"de", "fr", "es"}


@pytest.mark.parametrize(("code", "clock"), [("de", "Uhr"), ("fr", "Horloge"), ("es", "Reloj")])
def test_each_catalogue_is_read_from_the_windows_own_file(code: str, clock: str) -> None:
    """The layers without Qt read the same file the window's catalogue is compiled from."""
    assert catalogue_file(code).name == f"floortool_{code}.ts"
    assert catalogue(code).language == code
    assert catalogue(code).translate("pages", "Clock") == clock
