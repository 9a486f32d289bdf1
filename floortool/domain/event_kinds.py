"""Domain layer: which module defines each kind of journal event, so the fold imports
a subject's module only when the journal holds its kinds.

An event class registers its ``kind`` when its module is imported
(``journal.event_type``). Rather than importing every subject's events before
the first entry is read (some 200 dataclasses, a quarter of a second of a
command's start), ``journal.decode_event`` looks an unregistered kind up here
and imports its module then: ``floortool clock status`` on a journal of
events and clocks loads the clock's and the tournament's events, not the
league's, the incident log's or the prize's deals.

A new event kind goes in this table; ``tests/domain/test_event_kinds.py``
checks it against what every module of the domain registers.
"""

from __future__ import annotations

import importlib

_PACKAGE = "floortool.domain"

#: Each module of ``floortool.domain`` that defines events (relative name), with
#: the kinds it registers.
_KINDS_BY_MODULE: dict[str, tuple[str, ...]] = {
    "clock.events": (
        "clock_adjusted",
        "clock_paused",
        "clock_resumed",
        "clock_row_chosen",
        "clock_scheduled",
        "clock_started",
    ),
    "field.entries": ("entry_added_on", "entry_rebought", "entry_registered"),
    "league.events": (
        "league_created",
        "league_event_added",
        "league_results_recorded",
        "points_adjusted",
        "season_added",
        "season_closed",
        "season_rules_changed",
        "venue_added",
    ),
    "players.imports": ("players_imported",),
    "players.records": ("player_updated", "players_added", "players_merged"),
    "prize.events": ("deal_recorded", "prize_settings_set"),
    "registration.day_two": ("flight_closed",),
    "registration.printed_cards": ("seat_cards_printed",),
    "results.corrections": ("entry_signed_out", "place_corrected"),
    "results.eliminations": ("entry_busted",),
    "rulings.incidents": ("ruling_recorded",),
    "seating.events": (
        "button_drawn",
        "button_redraw_due",
        "button_set",
        "entry_moved",
        "final_table_redrawn",
        "table_broken",
    ),
    "seating.halts": ("table_halted", "table_resumed"),
    "seating.hands": (
        "hand_finished",
        "hand_for_hand_dealt",
        "hand_for_hand_started",
        "hand_for_hand_stopped",
        "hand_time_charged",
    ),
    "seating.initial_draw": ("seats_drawn",),
    "seating.seat_rules": (
        "apart_pair_changed",
        "seat_availability_changed",
        "seat_lock_changed",
    ),
    "seating.seats": ("entry_seated", "table_opened"),
    "structure.events": ("chip_race_run", "chip_set_defined", "structure_set"),
    "tournament.event": ("event_created", "event_removed", "event_updated"),
}

#: The module (full name) that defines each kind of event.
EVENT_MODULES: dict[str, str] = {
    kind: f"{_PACKAGE}.{module}" for module, kinds in _KINDS_BY_MODULE.items() for kind in kinds
}


def load_kind(kind: str) -> bool:
    """Import the module that defines ``kind``; False for a kind the table lacks."""
    module = EVENT_MODULES.get(kind)
    if module is None:
        return False
    importlib.import_module(module)
    return True


def load_every_kind() -> None:
    """Import every module that defines events (what needs all of them, e.g. reading a
    stored state, whose records may be any subject's)."""
    for module in sorted(set(EVENT_MODULES.values())):
        importlib.import_module(module)
