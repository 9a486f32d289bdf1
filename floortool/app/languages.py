"""App layer: the languages floortool speaks, and their catalogues.

English is the language of the sources; German, French and Spanish have a Qt
catalogue each, ``resources/i18n/floortool_<code>.ts``, compiled to ``.qm``
at build time for the window (``make``, ``packaging/floortool.spec``) and read
as they are by ``catalogue`` for the front ends without Qt. ``checked_language``
reads a code typed by a person (``--lang de``) and refuses an unknown one,
naming the languages there are.

One language per computer: what a command prints, draws, serves and says is
in ``chosen_language``: ``--lang`` when given, else ``FLOORTOOL_LANG``, else
the one chosen in the window's View > Language (``window.ini``), else English.
So a director who picks Deutsch in the window gets German seat cards, pages
and spoken lines from that laptop, and a script can ask for any language.
"""

from __future__ import annotations

import configparser
import os
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from floortool.app.paths import config_dir
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue, read_catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.shown_text import shown_typed

#: Each language's code and its name, as its speakers write it.
LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
#: The language of the sources, and of a window no one has chosen one for.
DEFAULT_LANGUAGE = "en"
#: The variable naming the language of a computer's commands (``de``).
LANGUAGE_VARIABLE = "FLOORTOOL_LANG"
#: Where the window keeps the language chosen in View > Language: ``[window] language``.
WINDOW_FILE, WINDOW_SECTION, WINDOW_KEY = "window.ini", "window", "language"

#: The languages with a catalogue.
TRANSLATED = tuple(code for code in LANGUAGES if code != DEFAULT_LANGUAGE)


def checked_language(text: str) -> str:
    """The language code ``text`` names (``de``, ``DE``, ``de_DE``); refused when floortool
    does not speak it."""
    code = text.strip().replace("-", "_").partition("_")[0].lower()
    if code not in LANGUAGES:
        spoken = ", ".join(f"{key} ({name})" for key, name in LANGUAGES.items())
        raise InvalidInput(
            translate(
                "app.languages", "{text} is not a language floortool speaks; choose one of {spoken}"
            ).fill(text=shown_typed(text), spoken=spoken),
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


def window_language() -> str | None:
    """The language chosen in the window's View > Language, if any (an unreadable
    file or an unknown code counts as none)."""
    saved = configparser.ConfigParser(interpolation=None)
    try:
        saved.read(config_dir() / WINDOW_FILE, encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    code = saved.get(WINDOW_SECTION, WINDOW_KEY, fallback=None)
    return code if code in LANGUAGES else None


def chosen_language(explicit: str | None = None) -> str:
    """The language this computer speaks: ``explicit`` (``--lang``, already checked),
    else ``FLOORTOOL_LANG`` (refused when unknown), else the window's, else English."""
    if explicit:
        return explicit
    variable = os.environ.get(LANGUAGE_VARIABLE, "").strip()
    if variable:
        return checked_language(variable)
    return window_language() or DEFAULT_LANGUAGE


def words(explicit: str | None = None) -> Catalogue:
    """The catalogue of ``chosen_language(explicit)``."""
    return catalogue(chosen_language(explicit))
