"""Domain layer: a translation catalogue read from Qt's ``.ts`` text, without Qt.

The window translates with Qt (the compiled ``.qm`` of the same files); the
layers that cannot import Qt (app, reports, web, command line) read the very
same ``resources/i18n/floortool_<code>.ts`` files with ``read_catalogue`` and
translate with ``Catalogue.translate(context, text)``, so a sentence both the
window and a web page show is translated once. Only finished translations are
taken: an unfinished, obsolete or vanished message, or one with plural forms,
leaves the English text in place.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from xml.etree import ElementTree

from floortool.domain.kernel.errors import InvalidInput

#: The ``type`` of a translation that is not to be used.
NOT_FINISHED = frozenset({"unfinished", "obsolete", "vanished"})


@dataclass(frozen=True)
class Catalogue:
    """The finished translations of one language, by (context, English text)."""

    language: str
    messages: Mapping[tuple[str, str], str] = field(default_factory=dict)

    def translate(self, context: str, text: str) -> str:
        """``text`` in this catalogue's language (``text`` itself where it has none)."""
        return self.messages.get((context, text), text)


#: The catalogue of the language the sources are written in.
ENGLISH = Catalogue("en")


def read_catalogue(text: str) -> Catalogue:
    """The catalogue a ``.ts`` file's ``text`` holds; refused when it is not one."""
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise InvalidInput(
            f"the catalogue is not readable XML ({exc})", field="catalogue"
        ) from None
    if root.tag != "TS":
        raise InvalidInput("the catalogue is not a Qt translation file", field="catalogue")
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
