"""CLI layer: parse ``floortool [--db URL] [--event ID] [--json] COMMAND`` and run it.

Exit status: 0 done; 1 refused with nothing changed; 2 usage error. With
``--json`` every answer, refusals included, is exactly one JSON document.
Opening the window is not done here: ``run`` returns a ``WindowRequest`` and
the launcher hands it to the ``ui`` package.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, NoReturn

from floortool import __version__
from floortool.app.languages import checked_language, words
from floortool.cli.commands import COMMANDS, DEFAULT_COMMAND, LazyCommands
from floortool.cli.help_text import HelpText, SaidHelpFormatter, help_text, spoken
from floortool.cli.numbers import whole
from floortool.cli.output import EXIT_REFUSED, EXIT_USAGE, Output
from floortool.cli.parser_refusals import refusal
from floortool.cli.remedies import refusal_words
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import check_text
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.shown_text import escape_controls

if TYPE_CHECKING:
    from floortool.app.launch import WindowRequest


class UsageError(Exception):
    """The command line itself is wrong (exit status 2); ``phrase`` is its message to
    say in the reader's language (its ``str`` is the English one)."""

    def __init__(self, phrase: Phrase) -> None:
        super().__init__(escape_controls(str(phrase)))
        self.phrase = phrase


class Parser(argparse.ArgumentParser):
    """An argparse parser that raises instead of exiting, so ``--json`` can answer in JSON.
    Its message quotes the arguments it refuses, their control characters escaped, and
    is a phrase to say in the reader's language (``cli.parser_refusals``; an argument
    refused by its type, ``cli.numbers``, with its own phrase). Its ``--help`` is said
    with ``words`` (``cli.help_text``)."""

    def __init__(self, *args: Any, words: Catalogue = ENGLISH, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", partial(SaidHelpFormatter, words=words))
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        refused = sys.exc_info()[1]  # argparse calls ``error`` while handling it
        problem = (
            self._argument_problem(refused)
            if isinstance(refused, argparse.ArgumentError)
            else refusal(message, self._metavars())
        )
        raise UsageError(
            translate("cli.main", "{problem} (see '{command} --help')").fill(
                problem=problem, command=self.prog
            )
        )

    def _argument_problem(self, refused: argparse.ArgumentError) -> str | Phrase:
        """Why argparse refused one argument: its type's phrase, else argparse's message."""
        typed = refused.__context__
        problem: str | Phrase
        if isinstance(typed, argparse.ArgumentTypeError) and isinstance(typed.args[0], Phrase):
            problem = typed.args[0]
        else:
            problem = refusal(refused.message, self._metavars())
        if refused.argument_name is None:
            return problem
        return translate("cli.main", "argument {argument}: {problem}").fill(
            argument=spoken(refused.argument_name), problem=problem
        )

    def _metavars(self) -> dict[str, Phrase]:
        """This parser's worded metavars, by the English argparse writes in a message."""
        return {str(m): m.phrase for a in self._actions if isinstance(m := a.metavar, HelpText)}


def language(text: str) -> str:
    """``--lang CODE``: a language floortool speaks (``app.languages``); an unknown code
    is a usage error naming the languages there are."""
    try:
        return checked_language(text)
    except InvalidInput as exc:
        raise argparse.ArgumentTypeError(exc.phrase) from None


def _parser_with(common: Parser, words: Catalogue) -> type[Parser]:
    """A ``Parser`` class whose instances also take ``common``'s options and say their
    help with ``words``."""

    class SubParser(Parser):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs["parents"] = [*kwargs.get("parents", []), common]
            super().__init__(*args, words=words, **kwargs)

    return SubParser


def build_parser(words: Catalogue = ENGLISH) -> Parser:
    """The command line's parser, its ``--help`` said with ``words``."""
    parser = Parser(
        prog="floortool",
        description=help_text(translate("cli.main", "Floor tool for live poker tournaments.")),
        words=words,
    )
    parser.add_argument(
        "--db",
        metavar="URL",
        help=help_text(
            translate(
                "cli.main",
                "SQLAlchemy database URL (default: FLOORTOOL_DB, else the embedded SQLite file)",
            )
        ),
    )
    parser.add_argument(
        "--event",
        metavar="ID",
        type=whole,
        help=help_text(
            translate(
                "cli.main", "the event to act on (default: the one most recently created or opened)"
            )
        ),
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help=help_text(translate("cli.main", "print one JSON document")),
    )
    parser.add_argument(
        "--operator",
        metavar=help_text(translate("cli.main", "NAME")),
        help=help_text(
            translate(
                "cli.main",
                "who is operating (journal); default FLOORTOOL_OPERATOR or the login name",
            )
        ),
    )
    parser.add_argument(
        "--lang",
        metavar=help_text(translate("cli.main", "CODE")),
        type=language,
        help=(
            help_text(
                translate(
                    "cli.main",
                    "the language of the window, messages, printed documents and pages: en, de, fr"
                    " or es (default: FLOORTOOL_LANG, else the one chosen in the window)",
                )
            )
        ),
    )
    parser.add_argument("--version", action="version", version=f"floortool {__version__}")
    # ``--json`` is accepted after the command too (``floortool event list --json``).
    json_after = Parser(add_help=False)
    json_after.add_argument(
        "--json",
        action="store_true",
        default=argparse.SUPPRESS,
        help=help_text(translate("cli.main", "print one JSON document")),
    )
    sub_parser = _parser_with(json_after, words)
    commands = parser.add_subparsers(
        action=LazyCommands,
        dest="command",
        metavar=help_text(translate("cli.main", "COMMAND")),
        parser_class=sub_parser,
    )
    assert isinstance(commands, LazyCommands)
    commands.add_table(COMMANDS)
    return parser


def run(
    argv: Sequence[str],
    *,
    log_to_file: bool = False,
    loaded: Callable[[], None] | None = None,
) -> int | WindowRequest:
    """Run one command line; returns the exit status, or a request to open the window.

    With ``log_to_file`` (the ``floortool`` program) a command that runs logs to the
    user's log file (``app.logs``). ``loaded`` is called once the command's modules
    are imported, before it opens the database (the launcher's ``collector.settle``).
    """
    as_json = "--json" in argv
    out = Output(as_json=as_json)
    parser = build_parser(refusal_words(_language_typed(argv)))
    try:
        for number, argument in enumerate(argv, start=1):
            check_text(argument, what=f"Argument {number}", field="argv")
    except InvalidInput as exc:
        out.refused(exc.as_dict(), exc.said(refusal_words(_language_typed(argv)).say))
        return EXIT_REFUSED
    try:
        args = parser.parse_args(_expressions_joined(argv))
    except UsageError as exc:
        said = escape_controls(refusal_words(_language_typed(argv)).say(exc.phrase))
        out.refused({"code": "usage", "message": str(exc)}, said)
        return EXIT_USAGE
    if not as_json:  # the JSON document is English whatever the language
        try:
            out.words = words(args.lang)
        except InvalidInput as exc:  # FLOORTOOL_LANG names no language: said in English
            out.refused(exc.as_dict(), exc.message)
            return EXIT_USAGE
    handler = getattr(args, "handler", None)
    if handler is None:  # no command: the window
        handler = _commands(parser).load(DEFAULT_COMMAND).get_default("handler")
    # Deferred to here, the one place: the floor (SQLAlchemy, the journal) and the log
    # file load only once a command is to run; ``--version`` and ``--help`` have exited.
    from floortool.cli.common import run_handler

    if loaded is not None:
        loaded()
    return run_handler(args, handler, out, log_to_file=log_to_file)


#: Options whose value is an expression that may start with a minus (``-r+10``),
#: which argparse would otherwise take for an option of its own.
EXPRESSION_OPTIONS = ("--formula",)


def _expressions_joined(argv: Sequence[str]) -> list[str]:
    """``argv`` with ``--formula -r+10`` given as ``--formula=-r+10``."""
    joined: list[str] = []
    rest = iter(argv)
    for argument in rest:
        if argument in EXPRESSION_OPTIONS:
            value = next(rest, None)
            joined.append(argument if value is None else f"{argument}={value}")
        else:
            joined.append(argument)
    return joined


def _language_typed(argv: Sequence[str]) -> str | None:
    """The ``--lang`` of a command line argparse refused (None when not given)."""
    typed = None
    for before, argument in zip(["", *argv], argv, strict=False):
        if before == "--lang":
            typed = argument
        elif argument.startswith("--lang="):
            typed = argument.partition("=")[2]
    return typed


def _commands(parser: argparse.ArgumentParser) -> LazyCommands:
    return next(a for a in parser._actions if isinstance(a, LazyCommands))


def main(
    argv: Sequence[str] | None = None, *, loaded: Callable[[], None] | None = None
) -> int | WindowRequest:
    return run(sys.argv[1:] if argv is None else argv, log_to_file=True, loaded=loaded)
