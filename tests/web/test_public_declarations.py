"""Web: what a public page serves is declared where each setting or field is defined.

An event's settings say it in their ``Setting`` (``public``), a results row and a
standings line field by field (``field(metadata=PUBLIC)``); no key list is kept by hand beside
them, so a setting or field added later is private until someone marks it, and
nothing private (a player's contact details or membership number, a note, the
director's reason for a corrected place) is ever declared public.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from datetime import UTC, datetime

import pytest

from floortool.app.views.events import EventSummary
from floortool.app.views.results import ResultRow
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.kernel.public_fields import PUBLIC, public_fields, public_part
from floortool.domain.league.standings import Standing
from floortool.domain.tournament.event import EventInfo, settings_for
from floortool.domain.tournament.settings import SETTINGS, Setting
from floortool.web import documents

#: What must never reach a guest, by the words its fields and settings are named with.
PRIVATE_WORDS = ("note", "contact", "membership", "correction", "signed_out")


def _summary() -> EventSummary:
    settings = settings_for(name="Main", type_text="NLH FTR", buy_in=5_000, bounty=1_000)
    return EventSummary(EventInfo(7, settings, datetime(2026, 12, 4, 19, tzinfo=UTC).isoformat()))


def test_a_setting_is_the_directors_only_unless_it_says_public() -> None:
    setting = Setting(
        "count", Phrase("x", "Example"), Phrase("x", "an example"), "event",
        flag="--example", named=Phrase("x", "example"),
    )  # fmt: skip
    assert setting.public is False


def test_an_event_serves_exactly_its_public_settings_its_number_and_date() -> None:
    served = _summary().to_json(public=True)
    public = {s.id for s in SETTINGS if s.public}
    assert public == {
        "name", "type_text", "rulebook", "public_names", "late_reg", "late_reg_close_level",
        "starting_stack", "buy_in", "fee", "bounty", "tables", "seats", "flight_of", "sign_up",
    }  # fmt: skip
    assert set(served) == {
        "id", "created_at", "name", "type", "ftr", "rulebook", "public_names", "late_reg",
        "late_reg_close_level", "starting_stack", "buy_in", "buy_in_cents", "fee",
        "fee_cents", "bounty", "bounty_cents", "tables", "seats", "flight_of", "sign_up",
    }  # fmt: skip
    private = {s.id for s in SETTINGS if not s.public}
    assert not private & set(served)
    assert private <= set(_summary().to_json())  # the command line still prints them


@pytest.mark.parametrize("setting", [s for s in SETTINGS if s.public], ids=lambda s: s.id)
def test_no_public_setting_is_private_by_its_name(setting: Setting) -> None:
    assert not any(word in setting.id for word in PRIVATE_WORDS)


@pytest.mark.parametrize("row_type", [ResultRow, Standing], ids=lambda t: t.__name__)
def test_no_private_field_of_a_served_row_is_declared_public(row_type: type) -> None:
    shown = public_fields(row_type)
    assert shown, "the row serves something"
    assert not [name for name in shown if any(word in name for word in PRIVATE_WORDS)]


def test_a_results_row_serves_no_note_seat_or_sign_out() -> None:
    row = {f.name: f.name for f in fields(ResultRow)} | {"prize": "12.00", "bounty": "1.00"}
    served = public_part(row, ResultRow)
    assert {"correction", "signed_out", "table", "seat"}.isdisjoint(served)
    assert {"prize", "prize_cents", "bounty", "bounty_cents", "player", "by"} <= set(served)


def test_a_standings_line_serves_no_store_id() -> None:
    assert "player_id" not in public_fields(Standing)


def test_a_field_added_without_public_stays_private() -> None:
    @dataclass(frozen=True)
    class Row:
        place: int = field(metadata=PUBLIC)
        prize_cents: int = field(metadata=PUBLIC)
        contact: str = ""

    document = {"place": 1, "prize_cents": 500, "prize": "5.00", "contact": "a@b.c", "x": 1}
    assert public_part(document, Row) == {"place": 1, "prize_cents": 500, "prize": "5.00"}


def test_the_web_documents_keep_no_key_list_of_their_own() -> None:
    assert not [name for name in vars(documents) if name.startswith("PUBLIC_")]
