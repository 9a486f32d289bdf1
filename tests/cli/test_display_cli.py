"""CLI: ``floortool display`` (issue 29's contract): ``display layouts --json`` lists
``"layouts"`` (each with ``"name"``); ``display render NAME --size WxH --out F.png``
draws the Qt display offscreen for the current event (the drawing is the window's:
the command asks the launcher for it). A size that is not WxH is a usage error, an
unknown layout or a layout file that does not read a refusal, and nothing is drawn."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.cli.test_cli import Cli
from tests.layout_pictures import picture_layout, put_picture

from floortool.app.launch import WindowRequest
from floortool.app.layouts import user_layouts_dir
from floortool.app.room_announcement import current_announcement
from floortool.domain.display.announcement import Announcement

PRESETS = ("classic", "big-clock", "clock-payouts", "clock-seating", "final-table", "break")


@pytest.fixture
def cli(db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(db_url, capsys)


def test_layouts_lists_the_presets_and_the_directors_own(cli: Cli) -> None:
    user_layouts_dir().mkdir(parents=True)
    (user_layouts_dir() / "friday.json").write_text(
        '{"version": 1, "name": "Friday", "regions": '
        '[{"id": "c", "show": "clock", "box": [0, 0, 1, 1]}]}',
        encoding="utf-8",
    )
    (user_layouts_dir() / "broken.json").write_text(
        '{"version": 1, "name": "B", "regions": 3}', encoding="utf-8"
    )

    listed = {entry["name"]: entry for entry in cli.json("display", "layouts")["layouts"]}

    assert set(PRESETS) | {"end-of-night", "high-contrast", "friday"} <= set(listed)
    assert listed["classic"]["title"] == "Classic" and not listed["classic"]["own"]
    assert listed["friday"] == {
        "name": "friday",
        "own": True,
        "title": "Friday",
        "description": "",
        "regions": 1,
        "problems": [],
    }
    assert "'regions' must be a list" in listed["broken"]["error"]


def test_layouts_names_a_picture_that_cannot_be_shown(cli: Cli) -> None:
    """Issue 29 (pictures): "A missing picture is shown as its name in text (never a
    crash), and ``display layouts --json`` names the problem"."""
    picture_layout("pictures")
    put_picture("sponsor.jpg", b"<svg onload='alert(1)'/>")

    listed = {entry["name"]: entry for entry in cli.json("display", "layouts")["layouts"]}

    problems = listed["pictures"]["problems"]
    assert len(problems) == 2 and "error" not in listed["pictures"]
    assert "sponsor.jpg is not a PNG or JPEG picture" in problems[0]
    assert "There is no picture gone.png" in problems[1]
    assert "There is no picture gone.png" in cli("display", "layouts")[1]


def test_render_asks_the_launcher_to_draw_the_current_event(cli: Cli, tmp_path: Path) -> None:
    event = cli.json("event", "create", "--name", "Friday")["event"]
    out = tmp_path / "tv.png"

    request = cli("display", "render", "big-clock", "--size", "1080x1920", "--out", str(out))[0]

    assert isinstance(request, WindowRequest) and request.render is not None
    assert request.event_id == event["id"]
    assert (request.render.layout, request.render.width, request.render.height) == (
        "big-clock",
        1080,
        1920,
    )
    assert request.render.out == str(out)


@pytest.mark.parametrize("size", ["1920", "1920x", "axb", "1920x1080x2", "10x10", "99999x1080"])
def test_a_size_that_is_not_wxh_is_a_usage_error(cli: Cli, size: str, tmp_path: Path) -> None:
    cli.json("event", "create", "--name", "Friday")
    error = cli.json(
        "display", "render", "classic", "--size", size, "--out", str(tmp_path / "a.png"), status=2
    )
    assert error["error"]["code"] == "usage"
    assert "--size" in error["error"]["message"]


def test_an_unknown_or_broken_layout_is_refused(cli: Cli, tmp_path: Path) -> None:
    cli.json("event", "create", "--name", "Friday")
    user_layouts_dir().mkdir(parents=True)
    (user_layouts_dir() / "bad.json").write_text(
        '{"version": 1, "name": "Bad", "regions": '
        '[{"id": "c", "show": "eval", "box": [0, 0, 1, 1]}]}',
        encoding="utf-8",
    )
    unknown = cli.json("display", "render", "nope", "--out", str(tmp_path / "a.png"), status=1)[
        "error"
    ]
    assert unknown["code"] == "unknown_layout" and "classic" in unknown["message"]
    bad = cli.json("display", "render", "bad", "--out", str(tmp_path / "a.png"), status=1)["error"]
    assert bad["message"].startswith("bad.json:") and "'eval'" in bad["message"]
    wrong = cli.json("display", "render", "classic", "--out", str(tmp_path / "a.pdf"), status=1)[
        "error"
    ]
    assert "PNG" in wrong["message"]
    assert not list(tmp_path.glob("a.*"))


@pytest.mark.slow
def test_render_writes_the_picture(tmp_path: Path) -> None:
    """The whole command, as a director runs it: a PNG of the asked size."""
    env = {**os.environ, "FLOORTOOL_HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": ""}
    run = lambda *argv: subprocess.run(  # noqa: E731
        [sys.executable, "-m", "floortool", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert run("demo", "--players", "20", "--no-gui").returncode == 0
    out = tmp_path / "tv.png"
    done = run("display", "render", "clock-seating", "--size", "1024x768", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(out.read_bytes()[16:20], "big") == 1024


def test_announce_shows_a_line_until_cleared_or_for_seconds(cli: Cli) -> None:
    """``display announce TEXT [--for SECONDS]`` shows a line over every room screen
    until ``display announce --clear`` or for SECONDS."""
    posted = cli.json("display", "announce", "Hand for hand")["announcement"]
    assert posted == {"text": "Hand for hand", "until": None}
    assert current_announcement() == Announcement("Hand for hand")

    timed = cli.json("display", "announce", "Last hand before the break", "--for", "60")
    until = timed["announcement"]["until"]
    assert current_announcement(until - 1) is not None
    assert current_announcement(until) is None

    assert cli.json("display", "announce", "--clear") == {"announcement": None}
    assert current_announcement() is None


def test_markup_is_announced_as_text_and_bad_lines_are_refused(cli: Cli) -> None:
    text = "<script>alert('x')</script>"
    assert cli.json("display", "announce", text)["announcement"]["text"] == text
    for argv in (
        ("Line\nbreak",),
        ("x" * 121,),
        ("Hand for hand", "--for", "2"),
        ("Hand for hand", "--clear"),
        (),
    ):
        refused = cli.json("display", "announce", *argv, status=1)  # refused: exit 1
        assert refused["error"]["message"]
    assert current_announcement() == Announcement(text)  # nothing changed
