"""CLI layer: which module defines each command, so only the command that runs is imported.

``COMMANDS`` names every top-level command (``floortool COMMAND``) with the
module that defines it, by path, and the line ``floortool --help`` shows for
it. ``LazyCommands`` is the argparse action for them: it lists every command
from the table alone and imports a module only when its command is chosen,
when the module's ``register(commands, parser_class)`` adds the real parser
(options, actions, handlers) in place of the stand-in. So ``--version`` and
``--help`` import no command at all, and ``floortool clock status`` only
the clock's. ``tests/cli/test_lazy_start.py`` checks the table against what
each module registers.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from floortool.cli.help_text import help_text
from floortool.domain.kernel.phrases import Phrase, translate

if TYPE_CHECKING:  # generic in the type stubs only
    _SubParsers = argparse._SubParsersAction[argparse.ArgumentParser]
else:
    _SubParsers = argparse._SubParsersAction

#: The command a bare ``floortool`` runs: the window.
DEFAULT_COMMAND = "gui"


class CommandEntry(NamedTuple):
    """A top-level command: its name, the module that registers it, its line in ``--help``."""

    name: str
    module: str
    help: str


def _entries(module: str, *commands: tuple[str, Phrase]) -> list[CommandEntry]:
    return [
        CommandEntry(name, f"floortool.cli.{module}", help_text(text)) for name, text in commands
    ]


#: Every top-level command, in the order ``floortool --help`` lists them.
COMMANDS: tuple[CommandEntry, ...] = (
    *_entries(
        "window_cmd",
        ("gui", translate("cli.commands", "open the window")),
        ("demo", translate("cli.commands", "open (creating if needed) the demo event")),
    ),
    *_entries(
        "journal_cmd",
        ("undo", translate("cli.commands", "take back the operator's latest action in the event")),
        ("redo", translate("cli.commands", "bring back what undo took")),
        ("journal", translate("cli.commands", "every journal record, oldest first")),
    ),
    *_entries(
        "event_cmd", ("event", translate("cli.commands", "create, change, list and show events"))
    ),
    *_entries("clock_cmd", ("clock", translate("cli.commands", "run the tournament clock"))),
    *_entries("structure_cmd", ("structure", translate("cli.commands", "the blind structure"))),
    *_entries(
        "chips_cmd",
        (
            "chips",
            translate("cli.commands", "chip set, colour-ups, chip races, chip counts and leaders"),
        ),
    ),
    *_entries(
        "player_cmd",
        ("player", translate("cli.commands", "register players; rebuys, add-ons, the database")),
    ),
    *_entries("results_cmd", ("results", translate("cli.commands", "places, prizes and hits"))),
    *_entries(
        "league_cmd", ("league", translate("cli.commands", "points formulas, seasons, standings"))
    ),
    *_entries(
        "payouts_cmd",
        ("payouts", translate("cli.commands", "prize pool and payouts")),
        ("deal", translate("cli.commands", "a deal among the players left (ICM, chip chop)")),
    ),
    *_entries(
        "flight_cmd",
        ("flight", translate("cli.commands", "multi-flight events (Day 1A, 1B ... to Day 2)")),
    ),
    *_entries(
        "seating_cmd",
        ("seating", translate("cli.commands", "tables, buttons, balancing, breaking")),
    ),
    *_entries(
        "hand_cmd",
        (
            "hand-for-hand",
            translate("cli.commands", "hand-for-hand play near the money (TDA 2024 RP-8)"),
        ),
    ),
    *_entries(
        "ruling_cmd",
        (
            "ruling",
            translate(
                "cli.commands",
                "floor rulings keyed to the event's rulebook; the incident log; calculators",
            ),
        ),
    ),
    *_entries(
        "simulate_cmd",
        (
            "simulate",
            translate("cli.commands", "play a whole tournament through the seating engine"),
        ),
    ),
    *_entries(
        "report_cmd", ("report", translate("cli.commands", "reports for the cage: the cash report"))
    ),
    *_entries("print_cmd", ("print", translate("cli.commands", "print a document to a PDF file"))),
    *_entries("display_cmd", ("display", translate("cli.commands", "the room display's layouts"))),
    *_entries(
        "publish_cmd",
        (
            "publish",
            translate("cli.commands", "results for a website, a chat group and ranking sites"),
        ),
    ),
    *_entries(
        "serve_cmd",
        (
            "serve",
            translate("cli.commands", "serve the floor to phones and screens on the venue network"),
        ),
    ),
    *_entries(
        "device_cmd",
        (
            "device",
            translate(
                "cli.commands", "pair staff phones: one-time codes, the paired devices, revoke"
            ),
        ),
    ),
)


class LazyCommands(_SubParsers):
    """The ``COMMAND`` argument: every command listed, each module imported when chosen."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._pending: dict[str, str] = {}  # command -> module, for modules not imported yet

    def add_table(self, entries: Sequence[CommandEntry]) -> None:
        """A stand-in parser (name and help only) for each command of ``entries``."""
        for entry in entries:
            self.add_parser(entry.name, help=entry.help)
            self._pending[entry.name] = entry.module

    def load(self, name: str) -> argparse.ArgumentParser:
        """The real parser of command ``name``, importing and registering its module if needed."""
        module = self._pending.get(name)
        if module is not None:
            stand_ins = {n for n, m in self._pending.items() if m == module}
            for stand_in in stand_ins:
                del self._pending[stand_in]
                del self._name_parser_map[stand_in]
            self._choices_actions = [a for a in self._choices_actions if a.dest not in stand_ins]
            importlib.import_module(module).register(self, self._parser_class)
        return self._name_parser_map[name]

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        assert isinstance(values, list)  # argparse hands a subparsers action its words
        if values[0] in self._pending:
            self.load(values[0])
        super().__call__(parser, namespace, values, option_string)
