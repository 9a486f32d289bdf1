"""The suite's temporary files go to a RAM disk only when one is there with room to spare
and the person running the tests has not chosen a folder (``TMPDIR``) themselves."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from tests.temp_folder import RAM_DISK, ram_temp


@pytest.fixture
def untouched_temp(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No ``TMPDIR`` chosen; whatever ``ram_temp`` changes is put back afterwards."""
    monkeypatch.delenv("TMPDIR", raising=False)
    monkeypatch.setattr(tempfile, "tempdir", tempfile.tempdir)
    return monkeypatch


def test_a_writable_ram_disk_with_room_takes_the_temporary_files(
    untouched_temp: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert ram_temp(tmp_path, room=1) == tmp_path

    assert os.environ["TMPDIR"] == str(tmp_path)  # child processes too
    assert Path(tempfile.gettempdir()) == tmp_path


def test_a_chosen_tmpdir_is_kept(untouched_temp: pytest.MonkeyPatch, tmp_path: Path) -> None:
    untouched_temp.setenv("TMPDIR", "/somewhere/chosen")

    assert ram_temp(tmp_path, room=1) is None
    assert os.environ["TMPDIR"] == "/somewhere/chosen"


def test_the_ram_disk_already_chosen_is_taken_again(
    untouched_temp: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    untouched_temp.setenv("TMPDIR", str(tmp_path))  # a pytest-xdist worker's inheritance

    assert ram_temp(tmp_path, room=1) == tmp_path


def test_a_ram_disk_without_room_or_missing_is_not_used(
    untouched_temp: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    free = os.statvfs(tmp_path).f_bavail * os.statvfs(tmp_path).f_frsize

    assert ram_temp(tmp_path, room=free * 2) is None
    assert ram_temp(tmp_path / "missing", room=1) is None
    assert "TMPDIR" not in os.environ


def test_the_suite_runs_on_the_ram_disk_when_it_has_room(tmp_path: Path) -> None:
    if ram_temp() is None:
        pytest.skip("no RAM disk with room here, or TMPDIR names another folder")

    assert tmp_path.is_relative_to(RAM_DISK)
