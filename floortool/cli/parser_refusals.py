"""CLI layer: argparse's refusals of a command line, said in the reader's language.

argparse writes why it refuses a command line in English (``the following
arguments are required: --name``), through ``gettext`` with no catalogue of
ours. Each of its messages is listed here by its English template beside the
phrase that says the same; ``refusal`` reads a message argparse wrote back into
that phrase, its English exactly argparse's (so ``--json``'s ``message`` is
unchanged), and a message not listed stays as argparse wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from floortool.domain.kernel.phrases import Phrase, translate

#: argparse's messages (Python 3.11 to 3.13): its ``%`` template, and the phrase.
MESSAGES: tuple[tuple[str, Phrase], ...] = (
    (
        "the following arguments are required: %s",
        translate("cli.parser_refusals", "the following arguments are required: {arguments}"),
    ),
    (
        "unrecognized arguments: %s",
        translate("cli.parser_refusals", "unrecognized arguments: {arguments}"),
    ),
    (
        "invalid choice: %(value)r (choose from %(choices)s)",
        translate("cli.parser_refusals", "invalid choice: {value} (choose from {choices})"),
    ),
    ("expected one argument", translate("cli.parser_refusals", "expected one argument")),
    (
        "expected at most one argument",
        translate("cli.parser_refusals", "expected at most one argument"),
    ),
    (
        "expected at least one argument",
        translate("cli.parser_refusals", "expected at least one argument"),
    ),
    ("expected %s argument", translate("cli.parser_refusals", "expected {count} argument")),
    ("expected %s arguments", translate("cli.parser_refusals", "expected {count} arguments")),
    (
        "invalid %(type)s value: %(value)r",
        translate("cli.parser_refusals", "invalid {type} value: {value}"),
    ),
    (
        "one of the arguments %s is required",
        translate("cli.parser_refusals", "one of the arguments {arguments} is required"),
    ),
    (
        "not allowed with argument %s",
        translate("cli.parser_refusals", "not allowed with argument {argument}"),
    ),
    (
        "ignored explicit argument %r",
        translate("cli.parser_refusals", "ignored explicit argument {value}"),
    ),
    (
        "ambiguous option: %(option)s could match %(matches)s",
        translate("cli.parser_refusals", "ambiguous option: {option} could match {matches}"),
    ),
)

_SPEC = re.compile(r"%(?:\(\w+\))?[sr]")
_FIELD = re.compile(r"\{(\w+)\}")


def _pattern(template: str, phrase: Phrase) -> re.Pattern[str]:
    """A pattern matching what ``template`` makes, each value a group named as the
    phrase's field in the same place."""
    fields = iter(_FIELD.findall(phrase.text))
    pieces = _SPEC.split(template)
    groups = [f"(?P<{next(fields)}>.+)" for _ in pieces[1:]]
    return re.compile("".join(re.escape(p) + g for p, g in zip(pieces, [*groups, ""], strict=True)))


_PATTERNS = tuple((_pattern(template, phrase), phrase) for template, phrase in MESSAGES)


def refusal(message: str, names: Mapping[str, Phrase]) -> str | Phrase:
    """argparse's ``message`` as a phrase (``message`` itself when not one of ``MESSAGES``);
    a value naming arguments by ``names`` (their metavars) says them as those phrases."""
    for pattern, phrase in _PATTERNS:
        found = pattern.fullmatch(message)
        if found:
            return phrase.fill(**{k: _named(v, names) for k, v in found.groupdict().items()})
    return message


def _named(value: str, names: Mapping[str, Phrase]) -> str | Phrase:
    """``value`` (``TABLE, SEAT``) with each name in ``names`` said as its phrase."""
    parts = value.split(", ")
    if not any(part in names for part in parts):
        return value
    said: str | Phrase = names.get(parts[0], parts[0])
    for part in parts[1:]:
        said = translate("cli.parser_refusals", "{names}, {name}").fill(
            names=said, name=names.get(part, part)
        )
    return said
