"""CLI layer: the command-line options of the event settings, built from their declarations.

``add_setting_options`` gives a parser one option per declared setting
(``domain.tournament.settings.SETTINGS``): its flag, its help, its choices;
whole numbers are checked by argparse (a setting that may be blank also
takes ``none`` or ``default``), money (``50`` or ``50.00``) and lists of
tables are read afterwards by ``given_settings`` so that a bad amount is a
refusal naming it, like every other. An option not given is absent, so an
update changes only the settings given and a creation leaves the rest at
their defaults. A new setting gets its option here without a line of code.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any

from floortool.cli.help_text import help_text
from floortool.cli.numbers import whole
from floortool.domain.kernel.money import parse_money
from floortool.domain.kernel.phrases import translate
from floortool.domain.tournament.settings import CHIPS, CHOICE, MONEY, TABLES, TEXT, Setting

_BLANK = ("default", "none")
_METAVARS = {
    CHIPS: translate("cli.setting_options", "CHIPS"),
    MONEY: translate("cli.setting_options", "MONEY"),
    TABLES: translate("cli.setting_options", "LIST"),
    TEXT: translate("cli.setting_options", "TEXT"),
}


def _count_or_blank(text: str) -> int | None:
    """A whole number, or ``default``/``none`` for the setting's blank (None)."""
    if text.strip().lower() in _BLANK:
        return None
    return whole(text)


def add_setting_options(
    parser: argparse.ArgumentParser, settings: Iterable[Setting], *, create: bool = False
) -> None:
    """One option per setting; ``create`` makes the required ones required."""
    for setting in settings:
        options: dict[str, Any] = {"dest": setting.id, "help": help_text(setting.help)}
        if setting.required and create:
            options["required"] = True
        else:
            options["default"] = argparse.SUPPRESS
        if setting.kind == CHOICE:
            options["choices"] = sorted(setting.choices)
        else:
            if setting.kind not in (MONEY, TABLES, TEXT):
                options["type"] = _count_or_blank if setting.optional else whole
            options["metavar"] = _metavar(setting)
        parser.add_argument(setting.flag, **options)


def _metavar(setting: Setting) -> str:
    """What the option's value is (``MONEY``), ``|none`` after it when it may be blank."""
    word = _METAVARS.get(setting.kind)
    if word is None:
        return "N|none" if setting.optional else "N"
    if setting.optional:
        word = translate("cli.setting_options", "{metavar}|none").fill(metavar=word)
    return help_text(word)


def given_settings(args: argparse.Namespace, settings: Iterable[Setting]) -> dict[str, Any]:
    """The settings given on the command line: money in cents, lists in canonical form."""
    given: dict[str, Any] = {}
    for setting in settings:
        if setting.id not in vars(args):
            continue
        value = getattr(args, setting.id)
        if setting.optional and isinstance(value, str) and value.strip().lower() in _BLANK:
            value = None
        elif setting.kind == MONEY:
            value = parse_money(value, field=setting.flag[2:])
        elif setting.kind == TABLES and setting.read is not None:
            value = setting.read(value)
        given[setting.id] = value
    return given
