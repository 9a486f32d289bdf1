"""The packaged app: build the Linux bundle (packaging/floortool.spec) and start it.

The build takes under a minute; the bundle is then run as a director would
run it, from its own folder with its own Python, on a fresh data folder:
``--version``, headless commands that read every kind of bundled file, a
trial run of the window on Qt's offscreen platform (``demo --quit-after``:
every page, the rulebooks, the About box, a PDF preview), and, when CI
provides one, a PostgreSQL database through the bundled driver.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tomllib
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import smoke_test

from floortool import __version__
from floortool.app.about import BUNDLED_PARTS

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.floortool.floortool"
BUILD_TIMEOUT = 900  # seconds; about 40 on the CI machine
RUN_TIMEOUT = 120
Run = Callable[..., subprocess.CompletedProcess[str]]


def test_the_package_version_is_the_one_the_app_reports() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]

    assert project["version"] == __version__


def test_the_metainfo_has_a_release_for_this_version() -> None:
    metainfo = (ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").read_text()

    assert f'<release version="{__version__}"' in metainfo


linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the CI test builds the Linux bundle"
)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The built one-folder bundle (``dist/floortool``), made once for this module."""
    out = tmp_path_factory.mktemp("bundle")
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--distpath",
            str(out / "dist"),
            "--workpath",
            str(out / "build"),
            str(ROOT / "packaging" / "floortool.spec"),
        ],
        cwd=out,  # not the checkout: ``-m`` would put it on the path, hiding what is missing
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        check=False,
    )
    assert build.returncode == 0, build.stderr[-5000:]
    yield out / "dist" / "floortool"


@pytest.fixture
def run(bundle: Path, tmp_path: Path) -> Run:
    """Run the bundle's program with arguments, on a fresh FLOORTOOL_HOME."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("FLOORTOOL_", "PYTHON", "QT_"))
    }
    env |= {"FLOORTOOL_HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": "offscreen"}

    def start(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(bundle / "floortool"), *args],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=RUN_TIMEOUT,
            check=False,
        )

    return start


def ok(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 0, result.stderr
    return result.stdout


@linux_only
@pytest.mark.slow
def test_bundle_prints_its_version(run: Run) -> None:
    assert ok(run("--version")) == f"floortool {__version__}\n"


@linux_only
@pytest.mark.slow
def test_bundle_reads_its_resources_headless(run: Run, tmp_path: Path) -> None:
    demo = json.loads(ok(run("--json", "demo", "--no-gui")))  # migrations, template, payouts
    templates = ok(run("structure", "templates"))
    situations = json.loads(ok(run("--json", "ruling", "list")))  # rulings and rulebooks
    ruling = json.loads(ok(run("--json", "ruling", "decide", "four-card-flop")))
    ok(run("print", "structure", "--out", "structure.pdf"))  # ReportLab, fonts, rl_accel

    assert demo["event"]["name"] == "Demo Tournament"
    assert "regular" in templates.split()
    assert len(situations["situations"]) >= 40
    assert ruling["citations"][0]["ref"] == "39-A"
    pdf = (tmp_path / "structure.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and b"+DejaVuSans" in pdf  # the embedded font


@linux_only
@pytest.mark.slow
def test_bundle_serves_the_web_companion_and_stops_on_sigterm(
    run: Run, bundle: Path, tmp_path: Path
) -> None:
    """uvicorn picks its parts by name and the static folder is data: both must be in."""
    ok(run("demo", "--no-gui"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FLOORTOOL_", "PYTHON"))}
    server = subprocess.Popen(
        [str(bundle / "floortool"), "serve", "--port", "0"],
        cwd=tmp_path,
        env=env | {"FLOORTOOL_HOME": str(tmp_path / "home")},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        server.stdout.readline()
        address = server.stdout.readline().strip()
        with urllib.request.urlopen(f"{address}static/robots.txt", timeout=10) as answer:
            assert b"Disallow: /" in answer.read()
        with urllib.request.urlopen(f"{address}api/clock", timeout=10) as answer:
            assert json.loads(answer.read())["clock"]["level"] == 1
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=RUN_TIMEOUT)
    assert server.returncode == 0, server.stderr.read() if server.stderr else ""


@linux_only
@pytest.mark.slow
def test_bundle_opens_the_window_and_quits_cleanly(run: Run) -> None:
    result = run("demo", "--quit-after", "3")

    assert result.returncode == 0, result.stderr
    assert "trial run: " in result.stderr and " 0 failed" in result.stderr
    assert "Traceback" not in result.stderr


@linux_only
@pytest.mark.slow
def test_bundle_passes_the_smoke_test_ci_runs_on_every_platform(bundle: Path) -> None:
    """packaging/smoke_test.py, as .github/workflows/bundles.yml runs it on each runner."""
    assert smoke_test.main([str(bundle.parent)]) == 0


@linux_only
@pytest.mark.slow
def test_bundle_carries_the_metadata_the_about_box_reads(bundle: Path) -> None:
    internal = bundle / "_internal"
    carried = {p.name.split("-")[0].lower() for p in internal.glob("*.dist-info")}

    for part in BUNDLED_PARTS:
        for distribution in part.distributions:
            assert distribution.replace("-", "_").lower() in carried, distribution


@linux_only
@pytest.mark.slow
def test_bundle_has_the_desktop_entry_metainfo_and_icons(bundle: Path) -> None:
    share = bundle / "share"
    entry = (share / "applications" / f"{APP_ID}.desktop").read_text()

    assert f"Icon={APP_ID}" in entry and "Exec=floortool" in entry
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert os.access(bundle / "install-desktop-entry.sh", os.X_OK)


@linux_only
@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("FLOORTOOL_TEST_PG"), reason="FLOORTOOL_TEST_PG not set")
def test_bundle_opens_a_postgresql_database(run: Run) -> None:
    listed = json.loads(ok(run("--db", os.environ["FLOORTOOL_TEST_PG"], "--json", "event", "list")))

    assert "events" in listed
