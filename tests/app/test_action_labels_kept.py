"""An action's label is kept in the journal as a phrase, said in each reader's language
(issue 30, item 2: "Every string a person reads [...] goes through one translation
mechanism"), beside its English words, which older versions and ``--json`` read.

Edit > Undo names what it takes back ("Undo Create event Tuesday League"); the label
is written when the action is done, long before anyone knows who reads it, so it is
stored twice: the English ``label`` column as ever and ``label_words`` (the phrase as
data, migration 0004). A row written before 0004 has no words: it shows its English.
"""

from __future__ import annotations

import sqlite3

import pytest
import sqlalchemy as sa
from alembic import command
from tests.cli.test_cli import Cli

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.players import AddPlayer
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.tournament.event import settings_for
from floortool.store.alembic_scripts import alembic_config

GERMAN = catalogue("de")


def test_a_label_is_kept_as_a_phrase_and_said_in_german(sqlite_url: str) -> None:
    floor = Floor.open(sqlite_url, operator="td")
    event_id = floor.execute(CreateEvent(settings_for(name="Tuesday League"))).group
    done = floor.execute(AddPlayer("Ann Lee"))
    floor.close()

    again = Floor.open(sqlite_url, operator="td")  # read back from the journal
    try:
        entry = again.journal()[-1]
        assert entry.label == done.label == "Add player Ann Lee"
        assert entry.label_words is not None
        assert isinstance(again.action_phrase(done.group), Phrase)
        assert GERMAN.say(again.action_phrase(done.group)) == "Spieler Ann Lee hinzufügen"
        assert GERMAN.say(again.action_phrase(event_id)) == "Turnier Tuesday League anlegen"
        assert again.action_label(event_id) == "Create event Tuesday League"
    finally:
        again.close()


def _forget_words(url: str) -> None:
    """Leave the journal as a floortool before migration 0004 wrote it: labels only."""
    with sqlite3.connect(url.removeprefix("sqlite:///")) as conn:
        conn.execute("UPDATE journal SET label_words = NULL")
    conn.close()


def test_an_old_row_without_words_reads_and_shows_its_english_label(
    sqlite_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(sqlite_url, capsys)
    cli.json("event", "create", "--name", "Old Night")
    _forget_words(sqlite_url)

    old = Floor.open(sqlite_url, operator="td")
    try:
        assert old.journal()[-1].label_words is None
        group = old.journal()[-1].group
        assert old.action_phrase(group) == "Create event Old Night"
        assert old.undo_label(old.undo_scope(group), event_wide=True) == "Create event Old Night"
    finally:
        old.close()
    status, out, err = cli("--lang", "de", "journal")
    assert status == 0, err
    assert out.strip().endswith("Create event Old Night")  # shown as it was written
    status, out, err = cli("--lang", "de", "undo")
    assert status == 0, err
    assert out.strip() == "Rückgängig gemacht: Create event Old Night"


def test_the_command_line_says_labels_in_german_and_keeps_json_english(
    sqlite_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(sqlite_url, capsys)
    cli.json("event", "create", "--name", "Main")
    status, out, err = cli("--lang", "de", "journal")
    assert status == 0, err
    assert "Turnier Main anlegen" in out
    assert "Create event" not in out

    status, out, err = cli("--lang", "de", "undo")
    assert status == 0, err
    assert out.strip() == "Rückgängig gemacht: Turnier Main anlegen"
    assert cli.json("journal")["journal"][-1]["label"] == "Create event Main"
    redone = cli.json("redo")
    assert redone["redone"]["label"] == "Create event Main"
    status, out, err = cli("--lang", "de", "journal")
    assert out.splitlines()[-1].endswith("Turnier Main anlegen")  # the redo marker's too


def test_a_database_at_revision_0003_is_upgraded_and_its_labels_still_show(
    db_url: str,
) -> None:
    """Migration 0004 adds ``label_words`` (nullable) to a journal written at 0003; its
    rows keep their English labels and new actions keep their words."""
    floor = Floor.open(db_url, operator="td")
    event_id = floor.execute(CreateEvent(settings_for(name="Before"))).group
    floor.close()
    engine = sa.create_engine(db_url)
    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "0003")
    with engine.connect() as conn:
        columns = {c["name"] for c in sa.inspect(conn).get_columns("journal")}
        assert "label_words" not in columns
        assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == "0003"
    engine.dispose()

    upgraded = Floor.open(db_url, operator="td")
    try:
        assert upgraded.action_phrase(event_id) == "Create event Before"
        after = upgraded.execute(CreateEvent(settings_for(name="After")))
        assert GERMAN.say(upgraded.action_phrase(after.group)) == "Turnier After anlegen"
    finally:
        upgraded.close()
    again = Floor.open(db_url, operator="td")
    try:
        assert GERMAN.say(again.action_phrase(after.group)) == "Turnier After anlegen"
        assert again.action_phrase(event_id) == "Create event Before"
    finally:
        again.close()


def test_a_registration_label_says_the_seat_in_the_readers_language(sqlite_url: str) -> None:
    """The desk's label names where each player sits ("Register Ann Lee (table 1 seat
    4)"): the seat is a phrase of the label, said in German as the rest of it."""
    floor = Floor.open(sqlite_url, operator="td")
    try:
        made = settings_for(name="Tuesday League", tables=1, seats=9)
        event_id = floor.execute(CreateEvent(made)).group
        done = floor.execute(RegisterEntry(event_id, newcomers(["Ann Lee"])))
        english = done.label
        german = GERMAN.say(floor.action_phrase(done.group))
    finally:
        floor.close()
    assert english.startswith("Register Ann Lee (table 1 seat ")
    assert "Ann Lee (Tisch 1 Platz " in german
    assert "seat" not in german
