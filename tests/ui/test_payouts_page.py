"""Tests of the Payouts page and its dialogs, clicked as a director would.

The pool and payouts follow registrations; the prize settings go through as
one command that Edit > Undo takes back; a payout table that does not add up
is refused with the domain's message and changes nothing; a table is saved
as a template; the deal's amounts add up to the prizes and "Record deal"
writes a ``deal_recorded`` journal entry.
"""

from __future__ import annotations

from tests.support import entries_of
from tests.ui.desk import league_event, send
from tests.ui.fakes import FakePrompts, MakeWindow

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.resources import load_payout_table, payout_table_names
from floortool.app.views.clock import clock_view
from floortool.app.views.payouts import prize_view
from floortool.domain.prize.deals import DealMethod
from floortool.ui.deal_dialog import TYPE_CHIPS
from floortool.ui.main_window import MainWindow
from floortool.ui.models.deal import DealTableModel
from floortool.ui.models.payouts import RangeSharesModel
from floortool.ui.pages import Page
from floortool.ui.payouts_page import NO_PAYOUTS, PayoutsPage

NAMES = tuple(f"Player {letter}" for letter in "ABCDEFGHIJK")  # 11: three places paid


def open_payouts(
    make_window: MakeWindow, floor: Floor, *names: str
) -> tuple[MainWindow, PayoutsPage, int]:
    """A window on the Payouts page of a league event (100.00 + 10.00) with ``names`` in."""
    event_id = league_event(floor, buy_in=10_000, fee=1_000, tables=2, seats=9)
    if names:
        floor.execute(RegisterEntry(event_id, newcomers(names)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.PAYOUTS)
    return window, window.event_view.payouts_page, event_id


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def test_pool_and_payouts_follow_registrations(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page, event_id = open_payouts(make_window, floor)
    assert window.event_view.stack.currentWidget() is page
    assert page.payout_model.rowCount() == 0
    assert NO_PAYOUTS in page.note_label.text()
    assert not page.deal_button.isEnabled()

    send(window, RegisterEntry(event_id, newcomers(NAMES[:2])))
    assert page.summary_label.text().startswith("Prize pool 200.00  ·  1 place paid  ·  2 entries")
    assert [str(row.label) for row in page.breakdown_model.rows] == ["Buy-ins", "Prize pool"]
    assert "Fees kept by the house (not in the pool): 20.00." in page.note_label.text()

    send(window, RegisterEntry(event_id, newcomers(NAMES[2:])))
    paid = page.payout_model.rows
    assert len(paid) == 3
    assert sum(p.cents for p in paid) == 110_000  # exactly the pool
    assert page.payout_model.index(0, 2).data() == f"{paid[0].cents // 100:,}.00"
    texts = window.ticker.texts
    assert texts is not None
    assert (texts.prize_pool, texts.places_paid) == ("1,100.00", "3 places paid")
    assert texts.payouts[0].startswith("1st  ")
    assert window.event_view.clock_page.prize_value.text() == "1,100.00"
    assert window.event_view.clock_page.places_value.text() == "3"
    assert page.deal_button.isEnabled()


def test_prize_settings_apply_as_one_command_and_undo_restores(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page, event_id = open_payouts(make_window, floor, *NAMES)
    click(qtbot, page.settings_button)
    dialog = page.settings_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.rake_edit.text() == "0"
    dialog.choose_table("top-heavy")
    dialog.rake_edit.setText("10")
    dialog.added_edit.setText("50")
    dialog.guarantee_edit.setText("2000")
    dialog.round_edit.setText("5")

    click(qtbot, dialog.apply_button)

    assert not dialog.isVisible()
    settings = floor.state.prize_settings[event_id]
    assert settings.table.name.startswith("Top-heavy")
    assert (settings.withholding_basis_points, settings.added_cents) == (1000, 5000)
    labels = [str(row.label) for row in page.breakdown_model.rows]
    assert labels == ["Buy-ins", "Rake", "Added money", "Overlay", "Prize pool"]
    assert page.summary_label.text().startswith("Prize pool 2,000.00")
    assert "overlay of 960.00" in page.note_label.text()
    assert all(p.cents % 500 == 0 for p in page.payout_model.rows[1:])
    assert window.undo_action.text().startswith("Undo Payouts of")

    window.undo_action.trigger()

    assert event_id not in floor.state.prize_settings
    assert page.summary_label.text().startswith("Prize pool 1,100.00")
    assert [str(row.label) for row in page.breakdown_model.rows] == ["Buy-ins", "Prize pool"]


def test_prize_settings_that_do_not_read_are_refused_in_the_dialog(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, event_id = open_payouts(make_window, floor, *NAMES)
    dialog = page.open_settings_dialog()
    assert dialog is not None
    revision = floor.revision
    dialog.rake_edit.setText("150")

    click(qtbot, dialog.apply_button)

    assert dialog.isVisible()
    assert dialog.error_label.isVisible()
    assert "150% is not between 0 and 100%" in dialog.error_label.text()
    assert floor.revision == revision
    assert event_id not in floor.state.prize_settings


def test_the_fee_splits_and_the_tax_note_are_set_in_the_dialog(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    """Each buy-in's 10.00 fee: 2.00 to the dealers and 10% to the league fund; a
    rebuy's: all to the house; an add-on's as a buy-in's (blank); the tax note from
    1,000.00 for this event. A split whose sums pass the fee is refused in the dialog."""
    _window, page, event_id = open_payouts(make_window, floor, *NAMES)
    dialog = page.open_settings_dialog()
    assert dialog is not None
    assert dialog.tax_note_edit.text() == "" and dialog.rebuy_split_edit.text() == ""
    dialog.fee_split_edit.setText("Dealers=12")
    click(qtbot, dialog.apply_button)
    assert "more than the fee (10.00)" in dialog.error_label.text()
    assert event_id not in floor.state.prize_settings

    dialog.fee_split_edit.setText("Dealers=2, League fund=10%")
    dialog.rebuy_split_edit.setText("House=100%")
    dialog.tax_note_edit.setText("1000")
    click(qtbot, dialog.apply_button)

    settings = floor.state.prize_settings[event_id]
    assert [p.describe() for p in settings.fee_split] == ["Dealers 2.00", "League fund 10%"]
    assert settings.rebuy_fee_split is not None and settings.addon_fee_split is None
    assert settings.tax_note_cents == 100_000
    dialog = page.open_settings_dialog()
    assert dialog is not None
    assert dialog.fee_split_edit.text() == "Dealers=2.00, League fund=10%"
    assert (dialog.rebuy_split_edit.text(), dialog.addon_split_edit.text()) == ("House=100%", "")
    assert dialog.tax_note_edit.text() == "1000.00"


def test_a_table_that_does_not_add_up_is_refused_and_changes_nothing(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    _window, page, event_id = open_payouts(make_window, floor, *NAMES)
    click(qtbot, page.table_button)
    dialog = page.table_dialog
    assert dialog is not None and dialog.model is not None
    model = dialog.model
    assert model.payout_range.contains(11)  # the range that pays this field is selected
    assert dialog.ranges_list.currentItem().text().endswith("this field")
    before = model.payout_range.basis_points
    revision = floor.revision

    assert model.setData(model.index(0, RangeSharesModel.COL_SHARE), "90")
    click(qtbot, dialog.use_button)

    assert dialog.isVisible()
    assert dialog.check_label.isVisible()
    assert "add up to" in dialog.check_label.text()
    assert "not 100%" in dialog.check_label.text()
    assert floor.revision == revision
    assert prize_view(floor.state, event_id).settings.table.ranges[2].basis_points == before

    assert not model.setData(model.index(1, RangeSharesModel.COL_SHARE), "abc")
    assert "is not a percentage" in dialog.check_label.text()

    # Put it right (90 + 6 + 4) and use it: one command, the payouts follow.
    model.setData(model.index(1, RangeSharesModel.COL_SHARE), "6")
    model.setData(model.index(2, RangeSharesModel.COL_SHARE), "4")
    assert not dialog.check_label.isVisible()
    click(qtbot, dialog.use_button)
    assert not dialog.isVisible()
    assert [p.basis_points for p in page.payout_model.rows] == [9000, 600, 400]


def test_a_payout_table_saves_as_a_template(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, prompts: FakePrompts
) -> None:
    _window, page, _event_id = open_payouts(make_window, floor, *NAMES)
    dialog = page.open_table_dialog()
    assert dialog is not None
    click(qtbot, dialog.add_place_button)  # a 4th place: no longer adds up
    prompts.answer("text", "House Table")
    click(qtbot, dialog.save_button)
    assert "house-table" not in payout_table_names()
    assert dialog.check_label.isVisible()

    click(qtbot, dialog.remove_place_button)  # back to three places
    click(qtbot, dialog.save_button)

    assert "house-table" in payout_table_names()
    assert load_payout_table("house-table").name == "House Table"
    assert "house-table" in dialog.status_label.text()


def test_deal_amounts_add_up_and_record_puts_a_journal_entry(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor
) -> None:
    window, page, event_id = open_payouts(make_window, floor, *NAMES)
    send(window, StartClock(event_id))
    for name in NAMES[3:]:
        send(window, BustPlayers(event_id, entries_of(floor, event_id, name)))
    assert clock_view(floor.state, event_id, floor.clock()) is not None

    click(qtbot, page.deal_button)
    dialog = page.deal_dialog
    assert dialog is not None and dialog.isVisible()
    model = dialog.model
    assert model.players == NAMES[:3]
    assert dialog.result_label.text() == TYPE_CHIPS
    assert not dialog.record_button.isEnabled()
    prizes = [p.cents for p in page.payout_model.rows]
    for row, chips in enumerate(("50,000", "30000", "20_000")):
        assert model.setData(model.index(row, DealTableModel.COL_CHIPS), chips)

    amounts = model.amounts
    assert amounts is not None
    assert sum(amounts) == sum(prizes)  # ICM shares exactly the prizes
    assert amounts[0] > amounts[1] > amounts[2]
    assert model.index(0, DealTableModel.COL_AMOUNT).data() != ""

    dialog.set_method(DealMethod.CHIP_CHOP)
    chip_chop = model.amounts
    assert chip_chop is not None and sum(chip_chop) == sum(prizes)
    assert chip_chop[0] == sum(prizes) // 2  # half the chips, half the money
    dialog.played_for_edit.setText("100")
    assert sum(model.amounts or ()) == sum(prizes) - 10_000

    click(qtbot, dialog.record_button)

    assert not dialog.isVisible()
    assert floor.journal()[-1].kind == "deal_recorded"
    deal = floor.state.deals[event_id][-1]
    assert deal.method is DealMethod.CHIP_CHOP
    assert deal.played_for_cents == 10_000
    assert window.undo_action.text().startswith("Undo Deal (chip-chop, 3 players")
