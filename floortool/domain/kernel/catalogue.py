"""Domain layer: a translation catalogue read from Qt's ``.ts`` text, without Qt.

The window translates with Qt (the compiled ``.qm`` of the same files); the
layers that cannot import Qt (app, reports, web, command line) read the very
same ``resources/i18n/floortool_<code>.ts`` files with ``read_catalogue`` and
translate with ``Catalogue.translate(context, text)``, so a sentence both the
window and a web page show is translated once. Only finished translations are
taken: an unfinished, obsolete or vanished message, or one with plural forms,
leaves the English text in place.

A catalogue also says a ``Phrase`` (``kernel/phrases.py``: a sentence written
below the front ends, with its fields) and writes numbers and money as its
language does, as Qt's ``QLocale`` writes them in the window: ``20.000`` and
``1.250,50`` in German, ``20 000`` (a narrow space) in French, ``1250`` but
``20.000`` in Spanish.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from xml.etree import ElementTree

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import ENGLISH_NUMBERS, NumberStyle, Phrase, say, translate

#: The ``type`` of a translation that is not to be used.
NOT_FINISHED = frozenset({"unfinished", "obsolete", "vanished"})

#: How each language writes numbers (English for one not listed).
NUMBER_STYLES = {
    "de": NumberStyle(group=".", decimal=","),
    "fr": NumberStyle(group="\u202f", decimal=",", singular=(0, 1)),
    "es": NumberStyle(group=".", decimal=",", shortest_grouped=5),
}


@dataclass(frozen=True)
class Catalogue:
    """The finished translations of one language, by (context, English text)."""

    language: str
    messages: Mapping[tuple[str, str], str] = field(default_factory=dict)

    def translate(self, context: str, text: str) -> str:
        """``text`` in this catalogue's language (``text`` itself where it has none)."""
        return self.messages.get((context, text), text)

    @property
    def numbers(self) -> NumberStyle:
        """How this catalogue's language writes numbers."""
        return NUMBER_STYLES.get(self.language, ENGLISH_NUMBERS)

    def say(self, text: str | Phrase) -> str:
        """A phrase in this catalogue's language, its fields put in; a plain ``str``
        (a name, a text typed by a person) as it is."""
        return text if isinstance(text, str) else say(text, self.translate, self.numbers)

    def count(self, number: int) -> str:
        """A whole number, its thousands grouped as this language groups them."""
        return self.numbers.count(number)

    def money(self, cents: int) -> str:
        """An amount with two decimals, as this language writes money."""
        return self.numbers.money(cents)


#: The catalogue of the language the sources are written in.
ENGLISH = Catalogue("en")


def read_catalogue(text: str) -> Catalogue:
    """The catalogue a ``.ts`` file's ``text`` holds; refused when it is not one."""
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise InvalidInput(
            translate("domain.kernel.catalogue", "the catalogue is not readable XML ({exc})").fill(
                exc=exc
            ),
            field="catalogue",
        ) from None
    if root.tag != "TS":
        raise InvalidInput(
            translate("domain.kernel.catalogue", "the catalogue is not a Qt translation file"),
            field="catalogue",
        )
    language = (root.get("language") or "").partition("_")[0]
    messages: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" or translation is None:
                continue
            if translation.get("type") in NOT_FINISHED or not translation.text:
                continue
            messages[(name, message.findtext("source") or "")] = translation.text
    return Catalogue(language, messages)
