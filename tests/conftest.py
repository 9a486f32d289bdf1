"""Shared fixtures: an isolated home for every test, and databases to run against.

``db_url`` gives a fresh SQLite file, and also a fresh PostgreSQL schema when
``FLOORTOOL_TEST_PG`` names a server (``.ci/run`` starts one), so app-layer
tests prove both backends; each pytest-xdist worker uses a database of its own.
Time is injected (``FakeClock``), never patched. Hypothesis checks what it
generates, never how fast: its deadline and its slow-generation check are off for
the whole suite (speed is measured in ``benchmarks/``, and the CI machine is shared).
Temporary files live in memory when the machine has room there (``ram_temp``).
The tests' QApplication collects Python's garbage in its own thread, as the
window's does (``floortool.ui.gui_thread_gc``); between tests the due
collection is made, so tests that never spin the event loop still collect.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, settings
from tests.run_order import slow_first
from tests.support import FakeClock
from tests.temp_folder import ram_temp

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
PG_ENV = "FLOORTOOL_TEST_PG"
ram_temp()

settings.register_profile("floortool", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("floortool")


def _worker_database(url: str) -> str:
    """Under pytest-xdist every worker has a PostgreSQL database of its own
    (``<name>_gw0``, ``<name>_gw1`` ..., made by ``.ci/run``), so no worker drops
    the schema another is using."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker:
        return url
    parsed = sa.engine.make_url(url)
    return parsed.set(database=f"{parsed.database}_{worker}").render_as_string(hide_password=False)


if os.environ.get(PG_ENV):
    os.environ[PG_ENV] = _worker_database(os.environ[PG_ENV])


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``slow`` run first (``tests/run_order.py``)."""
    items[:] = slow_first(items)


@pytest.fixture(scope="session")
def qapp(qapp: Any) -> Any:
    """pytest-qt's QApplication, collecting garbage in its thread only."""
    from floortool.ui.gui_thread_gc import collect_on_gui_thread

    collect_on_gui_thread(qapp)
    return qapp


def pytest_runtest_teardown() -> None:
    """The collection that is due, made in the main thread (once a QApplication
    turned the automatic collector off)."""
    if not gc.isenabled():
        from floortool.ui.gui_thread_gc import collect_due

        collect_due()


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep every test's data, logs and settings out of the real user directories."""
    home = tmp_path / "home"
    monkeypatch.setenv("FLOORTOOL_HOME", str(home))
    monkeypatch.delenv("FLOORTOOL_DB", raising=False)
    monkeypatch.setenv("FLOORTOOL_OPERATOR", "tester")
    return home


@pytest.fixture(autouse=True)
def stored_checkpoints(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every floor checkpoints its fold every few entries and stores the checkpoint
    whenever it opens or closes with a newer one, so every test that reopens a
    database also opens it on top of a stored checkpoint (``app.floor``): the
    checkpoint must give exactly what folding the journal would."""
    from floortool.app import floor as floor_module
    from floortool.domain.fold import replay as replay_module

    monkeypatch.setattr(replay_module, "CHECKPOINT_EVERY", 3)
    monkeypatch.setattr(floor_module, "STORE_AFTER", 1)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def _reset_postgres(url: str) -> None:
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("DROP SCHEMA public CASCADE"))
        conn.execute(sa.text("CREATE SCHEMA public"))
    engine.dispose()


def _backends() -> list[str]:
    return ["sqlite", "postgresql"] if os.environ.get(PG_ENV) else ["sqlite"]


@pytest.fixture(params=_backends())
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database: a SQLite file, or (when available) a PostgreSQL schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'floor.db'}"
        return
    url = os.environ[PG_ENV]
    _reset_postgres(url)
    yield url
    _reset_postgres(url)


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """A fresh SQLite file URL (for tests about files: backups, corruption, crashes)."""
    return f"sqlite:///{tmp_path / 'floor.db'}"
