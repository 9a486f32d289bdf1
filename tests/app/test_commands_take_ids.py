"""Commands name entries and players by id (architecture §5; issue 13, item 3).

Every app command dataclass is found by walking ``floortool.app.commands``; a
field that holds text is allowed only when it is listed below as data (a new
player's name, a reason, a file's text...) or as a reference to something other
than a player or an entry. A new text field that names a player or an entry
therefore fails here until it becomes an id; names are resolved only at the
command line's edge (``cli.names``).
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import typing

import floortool.app.commands as commands_package

#: The text fields of commands, each with why it is not a player or entry named by text.
TEXT_FIELDS: dict[tuple[str, str], str] = {
    ("PauseClock", "reason"): "why the clock stops, for the journal",
    ("CountChips", "by"): "who counted (the operator or the phone), for the record",
    ("CountTable", "by"): "who counted (the operator or the phone), for the record",
    ("BagChips", "by"): "who bagged (the operator), for the record",
    ("BagChips", "numbers"): "the bag numbers typed, by entry id: data printed on the bags",
    ("AddPlayer", "name"): "a new player's name: data, not a reference",
    ("AddPlayer", "nickname"): "a new player's details",
    ("AddPlayer", "membership"): "a new player's details",
    ("AddPlayer", "contact"): "a new player's details",
    ("AddPlayer", "dues_until"): "a new player's details",
    ("AddPlayer", "barred"): "a new player's details (why they are barred)",
    ("AddPlayer", "notes"): "a new player's details",
    ("UpdatePlayer", "changes"): "the new values of the player's fields",
    ("ImportPlayers", "text"): "the CSV file's text",
    ("ImportPlayers", "source"): "the file's name, for the label",
    ("CorrectPlace", "reason"): "why the place is set by hand, for the journal",
    ("RecordRuling", "situation"): "a situation id of the rulebook catalogue",
    ("RecordRuling", "answers"): "question and choice ids",
    ("RecordRuling", "director"): "who gave the ruling (the operator), for the record",
    ("RecordRuling", "rulebook"): "a rulebook id",
    ("RecordRuling", "ftr_mode"): "an FTR mode id",
    ("RecordRuling", "game"): "a game family id (stud or flop)",
    ("RecordRuling", "actions"): "action ids",
    ("RecordRuling", "players"): "the names written on the incident record, as typed",
    ("RecordRuling", "notes"): "free notes",
    ("RecordSeatCardsPrinted", "names"): "the first name printed, for the label",
    ("SetTableOrder", "text"): "the table order as typed (1-10, 21-30)",
    ("UpdateEvent", "changes"): "event settings",
    ("CreateLeague", "name"): "a new league's name",
    ("AddSeason", "name"): "a new season's name",
    ("AddSeason", "rules"): "season rules",
    ("SetSeasonRules", "changes"): "season rules",
    ("AddVenue", "name"): "a new venue's name",
    ("AddVenue", "address"): "a new venue's address",
    ("AssignEvent", "name"): "the event's name in the season",
    ("AssignEvent", "day"): "the event's day",
    ("AdjustPoints", "reason"): "why the points change, for the journal",
    ("ImportLeagueResults", "text"): "the CSV file's text",
    ("ImportLeagueResults", "source"): "the file's name, for the label",
    ("ReceiveSignUp", "name"): "the name a phone signed up with: data, not a reference",
    ("ReceiveSignUp", "membership"): "the membership number a phone gave: data",
    ("ImportSignUps", "text"): "the CSV file's text",
    ("ImportSignUps", "source"): "the file's name, for the label",
}
#: League, season and venue references: named by text or '#id'; not players or entries.
LEAGUE_REFERENCES = {"league", "season", "venue"}


def command_classes() -> list[type]:
    found = []
    for module_info in pkgutil.iter_modules(commands_package.__path__):
        module = importlib.import_module(f"{commands_package.__name__}.{module_info.name}")
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and value.__module__ == module.__name__
                and callable(getattr(value, "run", None))
            ):
                found.append(value)
    return found


def holds_text(hint: object) -> bool:
    """Whether ``hint`` is ``str`` or a type built from it (``tuple[str, ...]``,
    ``str | None``, ``Mapping[str, str]``, ``tuple[tuple[str, int], ...]``)."""
    return hint is str or any(holds_text(arg) for arg in typing.get_args(hint))


def test_the_commands_are_found() -> None:
    names = {cls.__name__ for cls in command_classes()}
    assert {"BustPlayers", "CorrectPlace", "SignOut", "MoveEntry", "RegisterEntry"} <= names
    assert len(names) > 40


def test_no_command_names_a_player_or_an_entry_by_typed_text() -> None:
    named_by_text = []
    for cls in command_classes():
        hints = typing.get_type_hints(cls)
        for field in dataclasses.fields(cls):
            key = (cls.__name__, field.name)
            if not holds_text(hints[field.name]) or key in TEXT_FIELDS:
                continue
            if field.name in LEAGUE_REFERENCES:
                continue
            named_by_text.append(f"{cls.__name__}.{field.name}: {hints[field.name]}")
    assert named_by_text == [], "name players and entries by id: " + ", ".join(named_by_text)


def test_every_listed_text_field_still_exists() -> None:
    """The list stays honest: no entry for a field that is gone or no longer text."""
    fields = {
        (cls.__name__, f.name): typing.get_type_hints(cls)[f.name]
        for cls in command_classes()
        for f in dataclasses.fields(cls)
    }
    stale = [key for key in TEXT_FIELDS if key not in fields or not holds_text(fields[key])]
    assert stale == []
