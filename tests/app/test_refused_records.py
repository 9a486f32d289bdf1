"""A journal group holding a record no decision would make (``NaN`` seconds, as an
old version stored for ``clock adjust nan``) is left out of the fold and named,
instead of crashing every read; undo takes it back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floortool.app.floor import Floor
from floortool.cli.main import run
from floortool.domain.kernel.journal import event_scope
from floortool.store import journal_repo
from floortool.store.engine import write_session


def _store_old_adjustment(url: str, seconds: float) -> int:
    """Append what an old version wrote for ``clock adjust nan``: a clock_adjusted
    record with a non-finite payload, past every check of today's commands."""
    floor = Floor.open(url, operator="old version")
    event_id = floor.current_event_id()
    assert event_id is not None
    with write_session(floor.engine) as session:
        _seq, group = journal_repo.tip(session=session)
        journal_repo.append(
            session=session,
            group=group + 1,
            scope=event_scope(event_id),
            records=[
                (
                    "clock_adjusted",
                    {"event_id": event_id, "at": floor.clock().isoformat(), "seconds": seconds},
                )
            ],
            at=floor.clock(),
            operator="old version",
            label="Add nan s",
        )
        session.commit()
    floor.close()
    return group + 1


@pytest.mark.parametrize("seconds", [float("nan"), float("inf"), 1e300])
def test_a_bad_stored_adjustment_is_named_and_the_clock_still_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seconds: float
) -> None:
    url = f"sqlite:///{tmp_path / 'floor.db'}"
    assert run(["--db", url, "event", "create", "--name", "Old"]) == 0
    assert run(["--db", url, "clock", "start"]) == 0
    group = _store_old_adjustment(url, seconds)
    capsys.readouterr()

    assert run(["--db", url, "--json", "clock", "status"]) == 0
    captured = capsys.readouterr()
    clock = json.loads(captured.out)["clock"]
    assert clock["state"] == "running"
    assert clock["remaining_seconds"] <= 20 * 60  # the stored adjustment is not in it
    assert f"journal group {group} ('Add nan s') is left out: clock_adjusted:" in captured.err

    floor = Floor.open(url, operator="tester")
    assert [g.group for g in floor.refused_groups()] == [group]
    floor.close()
    assert run(["--db", url, "undo", "--event-wide"]) == 0  # the director takes it back
    capsys.readouterr()
    assert run(["--db", url, "clock", "status"]) == 0
    assert "warning" not in capsys.readouterr().err
