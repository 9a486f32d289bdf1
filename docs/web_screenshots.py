"""Take the user guide's screenshots of the web companion (docs/images/web-*.png).

Run from the checkout: ``.venv/bin/python docs/web_screenshots.py`` (``--out DIR``
writes them elsewhere). It sets up, with the same ``floortool`` commands the guide
shows, a Friday event of about fifty players in level 4 with a few bust-outs and
the balancing moves made, serves it with ``floortool.web`` on a free loopback port,
and photographs the pages in Debian's Chromium (``/usr/bin/chromium``, driven by
Playwright): the phone pages at 390x844 and the room display at 1920x1080 and
1024x768 (its seating on a portrait 1080x1920 too), and a floor phone's staff
desk (paired with a code of ``floortool device code``).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from io import StringIO
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS))
from screenshots import MAIN, player_names  # noqa: E402  (the guide's names)

IMAGES = DOCS / "images"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip
PHONE = {"width": 390, "height": 844}
TV = {"width": 1920, "height": 1080}
SMALL_TV = {"width": 1024, "height": 768}
PORTRAIT_TV = {"width": 1080, "height": 1920}
FIGURES = "[data-slot=players_value]"
#: name -> (address, viewport, the element to wait for)
SHOTS: dict[str, tuple[str, dict[str, int], str]] = {
    "web-phone-clock": ("/", PHONE, "#players-left"),
    "web-phone-find": ("/find", PHONE, "#matches .who"),
    "web-phone-entry": ("/entry/{event}/{key}", PHONE, "#moves li"),
    "web-phone-payouts": ("/payouts", PHONE, "tbody tr"),
    "web-phone-structure": ("/structure", PHONE, "tr.current"),
    "web-display": ("/display?views=clock", TV, FIGURES),
    "web-display-4x3": ("/display?views=clock", SMALL_TV, FIGURES),
    "web-display-seating": ("/display?views=seating", TV, ".row .left"),
    "web-display-portrait": ("/display?views=seating", PORTRAIT_TV, ".row .left"),
    "web-display-payouts": ("/display?views=payouts", TV, ".row .left"),
}  # fmt: skip


def cli(url: str, *args: str) -> dict[str, Any]:
    """``floortool --json ARGS`` in this process; stops if it fails."""
    from floortool.cli.main import run

    out = StringIO()
    with redirect_stdout(out):
        status = run(["--db", url, "--json", "--operator", "Director", *args])
    if status != 0:
        raise SystemExit(f"floortool {' '.join(args)} failed: {out.getvalue()}")
    document: dict[str, Any] = json.loads(out.getvalue())
    return document


def set_up(url: str) -> tuple[int, int]:
    """The Friday event; its id and an entry moved by the balancing."""
    made = cli(
        url,
        *("event", "create", "--name", MAIN, "--type", "No-Limit Hold'em"),
        *("--starting-stack", "20000", "--buy-in", "100", "--fee", "20"),
        *("--tables", "6", "--seats", "9", "--late-reg-close-level", "6"),
        *("--structure", "deep-stack"),
    )
    on = ("--event", str(made["event"]["id"]))
    cli(url, *on, "player", "register", *player_names(47))
    cli(url, *on, "payouts", "set", "--table", "standard", "--added", "500")
    tables = cli(url, *on, "seating", "show")["tables"]
    for table in tables:
        cli(url, *on, "seating", "button", str(table["table"]), str(table["occupied"][0]["seat"]))
    cli(url, *on, "clock", "start")
    cli(url, *on, "clock", "goto", "4")
    cli(url, *on, "clock", "adjust", "-760")
    for player in tables[2]["occupied"][:5]:
        cli(url, *on, "player", "bust", player["player"])
    broken = cli(url, *on, "seating", "break", str(tables[-1]["table"]))
    return made["event"]["id"], broken["moves"][0]["entry"]


def entry_key_of(url: str, event: int, entry: int) -> str:
    """The public key of an entry (its page's address holds it, never the id)."""
    from floortool.app.entry_keys import entry_key, entry_key_secret
    from floortool.app.floor import Floor

    floor = Floor.open(url, operator="Director")
    try:
        return entry_key(entry_key_secret(floor), event, entry)
    finally:
        floor.close()


@contextmanager
def serving(url: str) -> Iterator[str]:
    """The web companion over the floor at ``url`` on a free loopback port; its address."""
    import uvicorn

    from floortool.app.floor import Floor
    from floortool.web.app import create_app
    from floortool.web.server import bind

    floor = Floor.open(url, operator="web")
    sock = bind("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(create_app(floor), log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]})
    thread.start()
    while not server.started:
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join()
        floor.close()


def staff_desk(browser: Any, base: str, url: str, out: Path) -> None:
    """A floor phone paired with a code of ``floortool device code``, its desk with a
    bust previewed (``web-staff-desk.png``)."""
    code = cli(url, "device", "code", "--role", "floor")["pairing_code"]["code"]
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{base}/pair?code={code}")
    page.fill("#name", "Floor Ann")
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/staff")
    seated = cli(url, "seating", "show")["tables"][0]["occupied"][0]
    page.get_by_label("Seat (12-4) or name").fill(seated["player"])
    page.get_by_role("button", name="Add to this hand").click()
    page.wait_for_selector(".desk-box .lines li")
    page.screenshot(path=str(out / "web-staff-desk.png"))
    page.close()
    print(out / "web-staff-desk.png")


def sign_up_phone(browser: Any, base: str, url: str, out: Path) -> None:
    """Sign-up opened with ``event update --sign-up open``: a phone signs up and lands on
    its own page, pending (``web-phone-sign-up.png``)."""
    cli(url, "event", "update", "--sign-up", "open")
    page = browser.new_page(viewport=PHONE)
    page.goto(f"{base}/signup")
    page.fill("#signup-name", "Nora Night")
    page.fill("#signup-membership", "M-1042")
    page.click("button[type=submit]")
    page.wait_for_selector("#signup-status")
    page.wait_for_timeout(400)
    page.screenshot(path=str(out / "web-phone-sign-up.png"))
    page.close()
    print(out / "web-phone-sign-up.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=IMAGES)
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as home:
        url = f"sqlite:///{Path(home) / 'floortool.db'}"
        event, moved = set_up(url)
        key = entry_key_of(url, event, moved)
        with serving(url) as base, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for name, (path, viewport, ready) in SHOTS.items():
                page = browser.new_page(viewport=viewport)
                page.goto(base + path.format(event=event, key=key))
                if name == "web-phone-find":
                    page.fill("#finder-name", player_names(47)[7].split()[0])
                page.wait_for_selector(ready)
                page.wait_for_timeout(400)
                page.screenshot(path=str(out / f"{name}.png"))
                page.close()
                print(out / f"{name}.png")
            staff_desk(browser, base, url, out)
            sign_up_phone(browser, base, url, out)
            browser.close()


if __name__ == "__main__":
    main()
