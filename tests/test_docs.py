"""The user guide (docs/): its links and pictures are there, and the script that takes
the pictures from the running app still takes every one of them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"
LINK = re.compile(r"\]\(([^)#\s]+)\)")


def guide_pages() -> list[Path]:
    return sorted(DOCS.glob("*.md"))


def test_every_link_and_picture_of_the_guide_is_there() -> None:
    missing = [
        f"{page.name}: {target}"
        for page in guide_pages()
        for target in LINK.findall(page.read_text(encoding="utf-8"))
        if not target.startswith("http") and not (page.parent / target).exists()
    ]

    assert missing == []


def test_every_page_is_in_the_contents() -> None:
    contents = (DOCS / "README.md").read_text(encoding="utf-8")

    assert [p.name for p in guide_pages() if p.name != "README.md" and p.name not in contents] == []


@pytest.mark.slow
def test_the_screenshot_script_takes_every_picture_the_guide_shows(tmp_path: Path) -> None:
    shown = {
        Path(target).name
        for page in guide_pages()
        for target in LINK.findall(page.read_text(encoding="utf-8"))
        if target.startswith("images/")
    }
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("FLOORTOOL_DB", None)

    # The window's pictures and the web companion's (in Debian's Chromium) side by side:
    # both spend much of their time waiting for a screen to settle.
    scripts = {
        "screenshots.py": ["--out", str(tmp_path), "--home", str(tmp_path / "home")],
        "web_screenshots.py": ["--out", str(tmp_path)],
    }
    running = {
        name: subprocess.Popen(
            [sys.executable, str(DOCS / name), *args],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name, args in scripts.items()
    }
    for name, process in running.items():
        _, errors = process.communicate(timeout=300)
        assert process.returncode == 0, (name, errors[-3000:])
    taken = {path.name for path in tmp_path.glob("*.png")}
    assert shown <= taken
    assert taken <= {path.name for path in (DOCS / "images").glob("*.png")}  # all committed
