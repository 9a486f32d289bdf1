"""UI layer: the window's language: Qt's translators, the saved choice, numbers per locale.

Every text the window shows goes through ``translate(context, text)`` (Qt's
``QCoreApplication.translate``; the context is the module's name, so
``pyside6-lupdate`` finds each string where it is written). ``use_language``
runs once at start-up, before the window is built: it loads the compiled
catalogue ``resources/i18n/floortool_<code>.qm`` and Qt's own (the standard
dialogs' buttons) into translators the application owns, and makes the
language's ``QLocale`` the default. The language is ``--lang`` when given,
else the one chosen in View > Language (kept in ``window.ini``; it applies
from the next start), else English.

``count_text`` and ``money_text`` write a number or an amount as the
language does (``1.250,50`` in German); in English exactly as before
(``1,250.50``).
"""

from __future__ import annotations

import logging
from importlib.resources import as_file

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from floortool.app.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    WINDOW_KEY,
    WINDOW_SECTION,
    catalogue,
    catalogue_file,
)
from floortool.domain.kernel.catalogue import Catalogue
from floortool.domain.kernel.money import format_money, format_money_grouped
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Phrase

logger = logging.getLogger(__name__)

LANGUAGE_KEY = f"{WINDOW_SECTION}/{WINDOW_KEY}"

#: The locale numbers are written in; None while the window speaks English.
_locale: list[QLocale] = []
#: The code of the language the window speaks (English until ``use_language``).
_spoken: list[str] = [DEFAULT_LANGUAGE]


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` (written in ``context``, a module's name) in the window's language."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def saved_language(settings: QSettings) -> str:
    """The language chosen in the window (English when none, or an unknown one, is kept)."""
    code = settings.value(LANGUAGE_KEY, DEFAULT_LANGUAGE)
    return code if isinstance(code, str) and code in LANGUAGES else DEFAULT_LANGUAGE


def save_language(settings: QSettings, code: str) -> None:
    """Keep ``code`` as the window's language from its next start."""
    settings.setValue(LANGUAGE_KEY, code)


def use_language(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Speak ``code`` from now on: install its translators (children of ``app``, which
    keeps them) and make its locale the default. Returns the translators installed
    (``stop_language`` takes them out again)."""
    installed: list[QTranslator] = []
    _spoken[:] = [code]
    if code == DEFAULT_LANGUAGE:
        _locale.clear()
        return installed
    locale = QLocale(code)
    QLocale.setDefault(locale)
    _locale[:] = [locale]
    ours = QTranslator(app)
    with as_file(catalogue_file(code, ".qm")) as path:
        if ours.load(str(path)):
            installed.append(ours)
        else:
            logger.warning("the %s catalogue %s is missing: run make", LANGUAGES[code], path)
            ours.deleteLater()
    qt_own = QTranslator(app)
    qt_files = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(locale, "qtbase", "_", qt_files):
        installed.append(qt_own)
    else:
        qt_own.deleteLater()
    for translator in installed:
        app.installTranslator(translator)
    return installed


def stop_language(app: QCoreApplication, installed: list[QTranslator]) -> None:
    """Back to English: the translators ``use_language`` installed taken out and freed."""
    for translator in installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _locale.clear()
    _spoken[:] = [DEFAULT_LANGUAGE]
    QLocale.setDefault(QLocale.system())


def window_words() -> Catalogue:
    """The shared catalogue of the window's language: for what the layers below say
    (a refusal's phrase, a printed document) as the window speaks."""
    return catalogue(_spoken[0])


def said(text: str | Phrase) -> str:
    """What a layer below wrote for the window (a setting's title, a moment's name, a
    level's name) in the window's language; a plain ``str`` (a name typed) as it is."""
    return window_words().say(text)


def ordinal_text(place: int) -> str:
    """A place as the window's language writes it: ``3rd``, ``3.``, ``3e`` (``1er``), ``3.º``."""
    return said(ordinal(place))


def count_text(number: int) -> str:
    """A whole number with its thousands grouped as the window's language groups them."""
    return _locale[0].toString(number) if _locale else f"{number:,}"


def money_text(cents: int, *, grouped: bool = True) -> str:
    """An amount with two decimals, grouped (unless not ``grouped``: ``1250.50``) as the
    window's language writes money."""
    if not _locale:
        return format_money_grouped(cents) if grouped else format_money(cents)
    sign = "-" if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    digits = _locale[0].toString(whole) if grouped else str(whole)
    return f"{sign}{digits}{_locale[0].decimalPoint()}{rest:02d}"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    """``text``, marked for the catalogues of ``context`` where it is written (a table's
    column titles); ``translate`` it where it is shown."""
    return text


def counted(count: int, one: str, many: str) -> str:
    """``one`` when ``count`` is 1, else ``many`` (each translated, with ``{count}`` in it),
    the number grouped as the window's language groups it: ``3 Tische``."""
    return (one if count == 1 else many).format(count=count_text(count))
