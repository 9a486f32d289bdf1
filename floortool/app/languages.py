"""App layer: the languages floortool speaks, and their catalogues.

English is the language of the sources; German, French and Spanish have a Qt
catalogue each, ``resources/i18n/floortool_<code>.ts``, compiled to ``.qm``
at build time for the window (``make``, ``packaging/floortool.spec``) and read
as they are by ``catalogue`` for the front ends without Qt. ``checked_language``
reads a code typed by a person (``--lang de``) and refuses an unknown one,
naming the languages there are.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue, read_catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.shown_text import shown_typed

#: Each language's code and its name, as its speakers write it.
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
#: The language of the sources, and of a window no one has chosen one for.
DEFAULT_LANGUAGE = "en"
#: The languages with a catalogue.
TRANSLATED = tuple(code for code in LANGUAGES if code != DEFAULT_LANGUAGE)


def checked_language(text: str) -> str:
    """The language code ``text`` names (``de``, ``DE``, ``de_DE``); refused when floortool
    does not speak it."""
    code = text.strip().replace("-", "_").partition("_")[0].lower()
    if code not in LANGUAGES:
        spoken = ", ".join(f"{key} ({name})" for key, name in LANGUAGES.items())
        raise InvalidInput(
            f"{shown_typed(text)} is not a language floortool speaks; choose one of {spoken}",
            field="lang",
        )
    return code


def catalogue_file(code: str, suffix: str = ".ts") -> Traversable:
    """The catalogue of language ``code``: its source (``.ts``) or compiled (``.qm``) file."""
    return files("floortool.resources") / "i18n" / f"floortool_{code}{suffix}"


@cache
def catalogue(code: str) -> Catalogue:
    """The finished translations of language ``code`` (English: none), read once."""
    if code == DEFAULT_LANGUAGE:
        return ENGLISH
    return read_catalogue(catalogue_file(checked_language(code)).read_text(encoding="utf-8"))
