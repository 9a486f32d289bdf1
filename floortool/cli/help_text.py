"""CLI layer: ``--help`` in the reader's language.

A command's help texts are written where its options are, long before the
command line is read: ``help=help_text(translate("cli.event_cmd", "every event,
newest first"))``, and the same for a ``description``, an ``epilog`` and a
``metavar`` that is a word. ``help_text`` gives argparse a ``HelpText``: the
English ``str`` it always had (so whatever reads a help text as a string, and
the ``--json`` refusals that name an argument, stay as they were), carrying its
phrase. ``SaidHelpFormatter`` says those phrases in the reader's language when
``--help`` is printed, and argparse's own frame too (``usage:``, the headings,
``-h``'s and ``--version``'s lines), which argparse writes in English.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import Any

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Phrase, translate


class HelpText(str):
    """A help text: its English, and the ``phrase`` that says it in any language."""

    phrase: Phrase

    def __new__(cls, phrase: Phrase) -> HelpText:
        text = super().__new__(cls, str(phrase))
        text.phrase = phrase
        return text


def help_text(phrase: Phrase) -> str:
    """``phrase`` as argparse takes a help text, said in the reader's language by ``--help``."""
    return HelpText(phrase)


#: argparse's own words on a help page (its English, as ``gettext`` leaves it), as phrases.
FRAME: dict[str, Phrase] = {
    "usage: ": translate("cli.help_text", "usage: "),
    "positional arguments": translate("cli.help_text", "positional arguments"),
    "options": translate("cli.help_text", "options"),
    "show this help message and exit": translate(
        "cli.help_text", "show this help message and exit"
    ),
    "show program's version number and exit": translate(
        "cli.help_text", "show program's version number and exit"
    ),
}


def spoken(text: str) -> str | Phrase:
    """What ``text`` is to say: a help text's phrase, argparse's own word's, else ``text``."""
    if isinstance(text, HelpText):
        return text.phrase
    return FRAME.get(text, text)


class SaidHelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, saying every help text, metavar, heading and the usage
    prefix with ``words`` (the reader's catalogue)."""

    def __init__(self, prog: str, *, words: Catalogue = ENGLISH, **options: Any) -> None:
        super().__init__(prog, **options)
        self._words = words

    def said(self, text: str) -> str:
        return self._words.say(spoken(text))

    def start_section(self, heading: str | None) -> None:
        super().start_section(None if heading is None else self.said(heading))

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        if prefix is None:  # argparse's own (a sub-command's prog is made with "")
            prefix = "usage: "
        super().add_usage(usage, actions, groups, self.said(prefix))

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return None if action.help is None else self.said(action.help)

    def _format_text(self, text: str) -> str:
        return super()._format_text(self.said(text))

    def _metavar_formatter(
        self, action: argparse.Action, default_metavar: str
    ) -> Callable[[int], tuple[str, ...]]:
        metavars = super()._metavar_formatter(action, default_metavar)
        # argparse checks a new argument's metavar with a default of None
        return lambda size: tuple(m if m is None else self.said(m) for m in metavars(size))
