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


def _entries(module: str, *commands: tuple[str, str]) -> list[CommandEntry]:
    return [CommandEntry(name, f"floortool.cli.{module}", text) for name, text in commands]


#: Every top-level command, in the order ``floortool --help`` lists them.
COMMANDS: tuple[CommandEntry, ...] = (
    *_entries(
        "window_cmd",
        ("gui", "open the window"),
        ("demo", "open (creating if needed) the demo event"),
    ),
    *_entries(
        "journal_cmd",
        ("undo", "take back the operator's latest action in the event"),
        ("redo", "bring back what undo took"),
        ("journal", "every journal record, oldest first"),
    ),
    *_entries("event_cmd", ("event", "create, change, list and show events")),
    *_entries("clock_cmd", ("clock", "run the tournament clock")),
    *_entries("structure_cmd", ("structure", "the blind structure")),
    *_entries("chips_cmd", ("chips", "chip set, colour-ups, chip races, chip counts and leaders")),
    *_entries("player_cmd", ("player", "register players; rebuys, add-ons, the database")),
    *_entries("results_cmd", ("results", "places, prizes and hits")),
    *_entries("league_cmd", ("league", "points formulas, seasons, standings")),
    *_entries(
        "payouts_cmd",
        ("payouts", "prize pool and payouts"),
        ("deal", "a deal among the players left (ICM, chip chop)"),
    ),
    *_entries("flight_cmd", ("flight", "multi-flight events (Day 1A, 1B ... to Day 2)")),
    *_entries("seating_cmd", ("seating", "tables, buttons, balancing, breaking")),
    *_entries("hand_cmd", ("hand-for-hand", "hand-for-hand play near the money (TDA 2024 RP-8)")),
    *_entries(
        "ruling_cmd",
        ("ruling", "floor rulings keyed to the event's rulebook; the incident log; calculators"),
    ),
    *_entries("simulate_cmd", ("simulate", "play a whole tournament through the seating engine")),
    *_entries("report_cmd", ("report", "reports for the cage: the cash report")),
    *_entries("print_cmd", ("print", "print a document to a PDF file")),
    *_entries("display_cmd", ("display", "the room display's layouts")),
    *_entries("publish_cmd", ("publish", "results for a website, a chat group and ranking sites")),
    *_entries("serve_cmd", ("serve", "serve the floor to phones and screens on the venue network")),
    *_entries(
        "device_cmd", ("device", "pair staff phones: one-time codes, the paired devices, revoke")
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
