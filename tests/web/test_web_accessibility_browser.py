"""The web pages' accessibility (issue 30, item 3): "the web pages pass an automated
accessibility check (axe-core from the npm registry, run in Chromium) with no serious
violations", with "visible focus" and "chip colours always with their values in
numerals; sounds always with a visible equivalent"; and in German, French and
Spanish too (item 2: their ``<html lang>``, their longer words).

Every page the companion serves is opened in Debian's Chromium (Playwright) over a
realistic night: a league event of three tables with one broken (its players moved),
a few busts, a chip count, knockout bounties, sign-up open with a name pending, the
clock running; beside it an event at its colour-up break and one already won.
axe-core (``tests/web/axe``, installed by ``make axe``: ``npm ci``) runs on each, and
any violation of impact *serious* or *critical* fails with its rule, the
elements and the help (none of any impact is left today). Each link, button and field
is then reached with Tab and must draw a focus ring it lacks unfocused.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx2
import pytest
from tests.support import as_typed, entry_of
from tests.web.browser import PHONE, REQUIRED, chromium, expect
from tests.web.web_floor import key_of, make_event, served, sse_events

from floortool.app.commands.chip_counts import CountChips
from floortool.app.commands.clock import GoToRow, StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.league import AddSeason, AssignEvent, CreateLeague, RecordLeaguePoints
from floortool.app.commands.registration import RegisterEntry
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import BreakTable
from floortool.app.commands.sign_ups import ReceiveSignUp
from floortool.app.devices import Devices, Role
from floortool.app.entry_keys import entry_key_secret, sign_up_key
from floortool.app.floor import Floor
from floortool.app.layouts import LAYOUTS
from floortool.app.room_announcement import clear_announcement, post_announcement
from floortool.domain.tournament.event import settings_for
from floortool.web.documents import structure_document
from floortool.web.pages import PAGES, STATIC

SHOTS = os.environ.get("FLOORTOOL_SCREENSHOTS")
AXE = Path(__file__).parent / "axe" / "node_modules" / "axe-core" / "axe.min.js"
TV = {"width": 1920, "height": 1080}
#: What fails the check (axe's impacts are minor, moderate, serious and critical).
FAILING = ("serious", "critical")
NAMES = tuple(
    f"{first} {last}"
    for first, last in zip(
        ("Alice", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ian", "Jo", "Kim", "Lou"),
        ("Archer", "Brown", "Clark", "Dorsey", "Evans", "Fox", "Grey", "Hope", "Ives", "Jones",
         "King", "Lund"),
        strict=True,
    )
)  # fmt: skip


@dataclass
class Night:
    """The served night: the window's floor, its base URL, the event, another at its
    first break (for the colour-up), one won, a player's key (in play and out), the
    pending sign-up's page, and a pairing code per staff role."""

    desk: Floor
    base: str
    event: int
    on_break: int
    won: int
    seated_key: str
    out_key: str
    sign_up_page: str
    codes: dict[Role, str]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    yield from chromium()


@pytest.fixture(scope="module")
def axe_source() -> str:
    """axe-core's script; missing, the test skips as the browser tests do without
    Chromium (and fails under ``FLOORTOOL_TEST_BROWSER=required``, as on CI)."""
    if not AXE.exists():
        why = f"{AXE} is missing (make axe: npm ci in tests/web/axe)"
        if REQUIRED:
            pytest.fail(f"FLOORTOOL_TEST_BROWSER=required, but {why}")
        pytest.skip(why)
    return AXE.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Night]:
    db_url = f"sqlite:///{tmp_path_factory.mktemp('a11y') / 'floor.db'}"
    desk = Floor.open(db_url, operator="desk", rng=random.Random(11))
    desk.execute(CreateLeague("Tuesday League"))
    desk.execute(AddSeason(None, "2026", {}))
    last_week = make_event(desk, "Last Tuesday", NAMES[:3])
    desk.execute(AssignEvent(None, None, last_week))
    for name in NAMES[1:3]:
        desk.execute(BustPlayers(last_week, (entry_of(desk, last_week, name),)))
    desk.execute(RecordLeaguePoints(None, last_week))
    on_break = desk.execute(CreateEvent(settings_for(name="Colour-up", tables=1))).group
    desk.execute(StartClock(on_break))
    colour_up = next(i for i, row in enumerate(_levels(desk, on_break)) if row.get("color_up"))
    desk.execute(GoToRow(on_break, colour_up))
    won = make_event(desk, "Thursday Turbo", NAMES[3:5])
    desk.execute(BustPlayers(won, (entry_of(desk, won, NAMES[4]),)))
    made = settings_for(
        name="Friday Deepstack",
        tables=3,
        seats=6,
        buy_in=10_000,
        bounty=2_000,
        starting_stack=20_000,
        sign_up="open",
    )
    event = desk.execute(CreateEvent(made)).group
    desk.execute(AssignEvent(None, None, event))
    desk.execute(RegisterEntry(event, as_typed(desk, *NAMES)))
    desk.execute(BreakTable(event, 3))
    for name in ("Lou Lund", "Kim King"):
        desk.execute(BustPlayers(event, (entry_of(desk, event, name),)))
    counts = [(entry_of(desk, event, name), chips)
              for name, chips in (("Alice Archer", 31_500), ("Bob Brown", 18_200))]  # fmt: skip
    desk.execute(CountChips(event, counts, by="desk"))
    desk.execute(ReceiveSignUp(event, "Mia Moss"))
    desk.execute(StartClock(event))
    devices = Devices(desk.engine, clock=desk.clock)
    codes = {Role.FLOOR: devices.new_code(Role.FLOOR).code,
             Role.DEALER: devices.new_code(Role.DEALER, table=1).code}  # fmt: skip
    secret = entry_key_secret(desk)
    seated = key_of(desk, event, entry_of(desk, event, "Alice Archer"))
    out = key_of(desk, event, entry_of(desk, event, "Lou Lund"))
    server_floor = Floor.open(db_url, operator="web", rng=random.Random(12))
    try:
        with served(server_floor) as base:
            sign_up = f"/signup/{event}/{sign_up_key(secret, event, 1)}"
            yield Night(desk, base, event, on_break, won, seated, out, sign_up, codes)
    finally:
        server_floor.close()
        desk.close()


def _levels(floor: Floor, event: int) -> list[dict[str, Any]]:
    """The rows of the event's structure, as ``/api/structure`` serves them."""
    levels: list[dict[str, Any]] = structure_document(floor.state, event)["structure"]["levels"]
    return levels


#: Each page as a phone or the TV opens it: (its address, the viewport, what shows once
#: it has loaded), its ``{...}`` filled from the night.
PUBLIC = {
    "clock": ("/", PHONE, "#players-left"),
    "find": ("/find", PHONE, "#finder-name"),
    "payouts": ("/payouts", PHONE, "tbody tr"),
    "results": ("/results", PHONE, "tbody tr"),
    "standings": ("/standings", PHONE, "tbody tr"),
    "structure": ("/structure", PHONE, "tr.current"),
    "entry": ("/entry/{event}/{seated}", PHONE, "#moves li"),
    "entry-out": ("/entry/{event}/{out}", PHONE, ".seat.out"),
    "entry-unknown": ("/entry/{event}/aaaaaaaaaaaaaaaa", PHONE, "main .note"),
    "signup": ("/signup", PHONE, "#signup-name"),
    "signup-status": ("{sign_up}", PHONE, "#signup-status"),
    "pair": ("/pair", PHONE, "#code"),
    "unknown-event": ("/?event=999", PHONE, "#refusal"),
    "display-clock": ("/display?views=clock", TV, "[data-slot=time]"),
    "display-seating": ("/display?views=seating", TV, ".row .left"),
    "display-payouts": ("/display?views=payouts", TV, ".row .left"),
    "display-chips": ("/display?views=chips", TV, ".row .left"),
    "clock-won": ("/?event={won}", PHONE, "#winner:not([hidden])"),
    "display-won": ("/display?event={won}", TV, "[data-slot]"),
    "display-unknown-layout": ("/display?layout=nonesuch", TV, "#screen > *"),
    # every preset layout (the lobby's among them), on the TV
    **{f"display-layout-{name}": (f"/display?layout={name}", TV, "#screen > *")
       for name in LAYOUTS.bundled_names()},
    # in German (longer words, its own <html lang>), French and Spanish
    "clock-de": ("/?lang=de", PHONE, "#players-left"),
    "entry-de": ("/entry/{event}/{seated}?lang=de", PHONE, "#moves li"),
    "signup-de": ("/signup?lang=de", PHONE, "#signup-name"),
    "pair-de": ("/pair?lang=de", PHONE, "#code"),
    "payouts-fr": ("/payouts?lang=fr", PHONE, "tbody tr"),
    "find-es": ("/find?lang=es", PHONE, "#finder-name"),
    "display-clock-de": ("/display?views=clock&lang=de", TV, "[data-slot=time]"),
    "display-payouts-de": ("/display?views=payouts&lang=de", TV, ".row .left"),
}  # fmt: skip


def _shot(page: Any) -> None:
    """With ``FLOORTOOL_SCREENSHOTS=DIR``, the page as checked is saved there."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        name = re.sub(r"[^a-z0-9]+", "-", page.url.split("/", 3)[3]).strip("-") or "clock"
        page.screenshot(path=str(Path(SHOTS) / f"a11y-{name[:50]}.png"))


def _violations(page: Any, axe_source: str) -> list[str]:
    """axe-core's serious and critical violations on ``page``, one line per element
    (axe is evaluated by the browser's devtools protocol, so the pages' Content-Security-
    Policy, which forbids inline script, is theirs as served)."""
    page.evaluate(axe_source)
    found: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
    )
    _shot(page)
    return [
        f"{v['id']} ({v['impact']}) at {node['target']}: {v['help']} — {node['failureSummary']}"
        for v in found
        if v["impact"] in FAILING
        for node in v["nodes"]
    ]


def _filled(night: Night, address: str) -> str:
    """``address`` of ``PUBLIC`` with the night's events and keys."""
    return address.format(event=night.event, won=night.won, seated=night.seated_key,
                          out=night.out_key, sign_up=night.sign_up_page)  # fmt: skip


#: What is typed on a page before it is checked: the field, the text, what then shows.
TYPED = {"find": ("#finder-name", "ar", "#matches a")}


def _load(browser: Any, night: Night, address: str, size: dict[str, int], ready: str) -> Any:
    page = browser.new_page(viewport=size)
    page.goto(f"{night.base}{_filled(night, address)}")
    page.wait_for_selector(ready, timeout=5000)
    page.wait_for_timeout(300)  # the other documents of the page
    return page


def _open(browser: Any, night: Night, name: str) -> Any:
    """The page ``name`` of ``PUBLIC`` as a phone or the TV shows it, typed into if
    ``TYPED`` says so."""
    page = _load(browser, night, *PUBLIC[name])
    if name in TYPED:
        field, text, shown = TYPED[name]
        page.fill(field, text)
        page.wait_for_selector(shown, timeout=5000)
    return page


@pytest.mark.parametrize("name", PUBLIC)
def test_each_page_passes_axe(browser: Any, night: Night, axe_source: str, name: str) -> None:
    with closing(_open(browser, night, name)) as page:
        assert _violations(page, axe_source) == []


def test_the_announcement_passes_axe(browser: Any, night: Night, axe_source: str) -> None:
    """The director's announcement over the phone's clock and the room display."""
    post_announcement("Dinner break at the end of this level: the kitchen closes at 22:00")
    try:
        for name in ("clock", "display-clock"):
            with closing(_open(browser, night, name)) as page:
                page.wait_for_selector("#announcement:not([hidden])", timeout=5000)
                _shot(page)
                assert _violations(page, axe_source) == [], name
    finally:
        clear_announcement()


def _one_hello(night: Night, path: str) -> str:
    """The live stream's hello for ``path``'s event, as the server sends it."""
    event = night.event if path.startswith("/entry/") else None
    asked = f"{night.base}/api/live" + (f"?event={event}" if event else "")
    with httpx2.stream("GET", asked, timeout=httpx2.Timeout(10.0)) as stream:
        hello = next(e for e in sse_events(stream) if e.kind == "hello")
    return f"event: hello\ndata: {json.dumps(hello.data)}\n\n"


@pytest.mark.parametrize("name", ("clock", "entry", "display-clock"))
def test_a_page_not_live_passes_axe(browser: Any, night: Night, axe_source: str, name: str) -> None:
    """The "Not live" mark and how old the page is ("Clock as of 21:42 — 1 min ago"):
    the stream says hello, then ends, and is refused from then on."""
    address, size, ready = PUBLIC[name]
    hello = _one_hello(night, address)
    said: list[str] = []

    def stream(route: Any) -> None:
        if said:
            route.abort()
        else:
            said.append(hello)
            route.fulfill(status=200, content_type="text/event-stream", body=hello)

    with closing(browser.new_page(viewport=size)) as page:
        page.route("**/api/live**", stream)
        page.goto(night.base + _filled(night, address))
        page.wait_for_selector(ready, timeout=5000)
        page.wait_for_selector("#live-age:not([hidden])", timeout=5000)
        assert page.text_content("#live") == "Not live"
        _shot(page)
        assert _violations(page, axe_source) == []


@pytest.fixture(scope="module")
def staff(browser: Any, night: Night) -> Iterator[dict[Role, Any]]:
    """A phone (a browser context, its credential kept) paired as each role, from the
    pairing address with the role's one-time code."""
    phones = {}
    for role, code in night.codes.items():
        phone = browser.new_context(viewport=PHONE)
        page = phone.new_page()
        page.goto(f"{night.base}/pair?code={code}")
        page.fill("#name", f"{role.value} phone")
        page.click("button[type=submit]")
        page.wait_for_url(f"{night.base}/staff")
        page.close()
        phones[role] = phone
    yield phones
    for phone in phones.values():
        phone.close()


def _desk(staff: dict[Role, Any], night: Night, role: Role) -> Any:
    """The staff desk on the phone paired as ``role``."""
    page = staff[role].new_page()
    page.goto(f"{night.base}/staff")
    page.wait_for_selector("#desk h2", timeout=5000)
    page.wait_for_timeout(300)
    return page


def test_the_staff_desk_at_work_passes_axe(
    staff: dict[Role, Any], night: Night, axe_source: str
) -> None:
    """The floor phone's desk with a bust previewed (not confirmed) and a refusal on its
    status line."""
    with closing(_desk(staff, night, Role.FLOOR)) as page:
        page.get_by_label("Seat (12-4) or name").fill("Cleo Clark")
        page.get_by_role("button", name="Add to this hand").click()
        page.wait_for_selector(".desk-box .lines li", timeout=5000)
        page.get_by_role("button", name="Register and draw a seat").click()
        page.wait_for_selector("#said.refused", timeout=5000)
        _shot(page)
        assert _violations(page, axe_source) == []


@pytest.mark.parametrize("role", (Role.FLOOR, Role.DEALER))
def test_the_staff_desk_passes_axe(
    staff: dict[Role, Any], night: Night, axe_source: str, role: Role
) -> None:
    with closing(_desk(staff, night, role)) as page:
        assert _violations(page, axe_source) == []


def test_every_page_the_server_serves_is_checked() -> None:
    """Each address of ``web.pages.PAGES`` is one the checks open."""
    opened = {address.split("?")[0] for address, _size, _ready in PUBLIC.values()}
    shapes = {
        "/entry/{event}/{seated}": "/entry/{event_id:int}/{key}",
        "{sign_up}": "/signup/{event_id:int}/{key}",
    }
    checked = {shapes.get(a, a) for a in opened} | {"/staff"}
    assert set(PAGES) <= checked


#: Every element the keyboard can reach (a disabled one cannot), shown.
REACHABLE = """() => [...document.querySelectorAll(
  "a[href], button, input, textarea, select, [tabindex]:not([tabindex='-1'])"
)].filter((n) => !n.disabled && n.getClientRects().length).length"""
#: How ``node`` draws its outline and shadow.
LOOK = """(node) => {
  const s = getComputedStyle(node);
  return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.boxShadow}`;
}"""
#: The focused element (marked, to know it when Tab comes back to it): its look, its
#: outline's style and width in px, whether it has the keyboard's focus-visible.
FOCUSED = f"""() => {{
  const node = document.activeElement;
  if (!node || node === document.body) return null;
  const again = node.dataset.tabbed === "yes";
  node.dataset.tabbed = "yes";
  const style = getComputedStyle(node);
  const text = (node.textContent || node.name || "").trim().slice(0, 30);
  return {{
    look: ({LOOK})(node),
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    visible: node.matches(":focus-visible"),
    name: `${{node.tagName.toLowerCase()}}#${{node.id}} ${{text}}`,
    again,
  }};
}}"""


def _tab_through(page: Any) -> list[str]:
    """Tabs through ``page`` from its top (or the field it focuses itself); what is
    wrong, as lines: an element the keyboard never reaches, or one focused without an
    outline of 2 px or more, or looking as it does unfocused, or with the pixels around
    it as they are unfocused."""
    reachable = page.evaluate(REACHABLE)
    wrong: list[str] = []
    seen = 0
    for step in range(reachable + 2):
        if step or page.evaluate("document.activeElement === document.body"):
            page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED)
        if focused is None or focused["again"]:
            break
        seen += 1
        name = focused["name"]
        handle = page.evaluate_handle("document.activeElement")
        with_ring = _around(page, handle)
        if focused["style"] == "none" or focused["width"] < 2 or not focused["visible"]:
            wrong.append(f"{name}: no focus ring ({focused['look']})")
        page.evaluate("document.activeElement.blur()")
        if handle.evaluate(LOOK) == focused["look"]:
            wrong.append(f"{name}: looks the same unfocused ({focused['look']})")
        if _around(page, handle) == with_ring:
            wrong.append(f"{name}: the focus changes no pixel around it")
        handle.focus()  # back, for the next Tab (after a key, focus() keeps focus-visible)
    if seen < reachable:
        wrong.append(f"Tab reached {seen} of the {reachable} links, buttons and fields")
    return wrong


def _around(page: Any, handle: Any) -> bytes:
    """The pixels of the element and 6 px around it (its focus ring)."""
    handle.scroll_into_view_if_needed()
    box = handle.bounding_box()
    clip = {"x": max(0, box["x"] - 6), "y": max(0, box["y"] - 6),
            "width": box["width"] + 12, "height": box["height"] + 12}  # fmt: skip
    shot: bytes = page.screenshot(clip=clip, animations="disabled")
    return shot


#: The pages with links, buttons or fields, as ``PUBLIC`` names them.
INTERACTIVE = ("clock", "find", "entry", "signup", "signup-status", "pair")


@pytest.mark.parametrize("name", INTERACTIVE)
def test_the_keyboard_reaches_everything_and_its_focus_shows(
    browser: Any, night: Night, name: str
) -> None:
    with closing(_open(browser, night, name)) as page:
        assert _tab_through(page) == []


@pytest.mark.parametrize("role", (Role.FLOOR, Role.DEALER))
def test_the_staff_desk_shows_where_the_keyboard_is(
    staff: dict[Role, Any], night: Night, role: Role
) -> None:
    with closing(_desk(staff, night, role)) as page:
        assert _tab_through(page) == []


def test_the_clock_page_says_what_changes_and_not_every_second(browser: Any, night: Night) -> None:
    """A screen reader hears the level, the blinds and PAUSED when they change, and
    "Not live" when the connection drops; the countdown is a timer, read when asked."""
    with closing(_open(browser, night, "clock")) as page:
        roles = page.evaluate("""() => Object.fromEntries(
          ["clock-banner", "clock-title", "clock-blinds", "clock-time", "live"].map((id) => {
            const node = document.getElementById(id);
            return [id, `${node.getAttribute("role")} ${node.getAttribute("aria-live")}`];
          }))""")
    assert roles == {
        "clock-banner": "null polite",
        "clock-title": "null polite",
        "clock-blinds": "null polite",
        "clock-time": "timer null",
        "live": "status null",
    }


def test_chips_are_shown_by_their_values_in_numerals(browser: Any, night: Night) -> None:
    """ "chip colours always with their values in numerals": no web page shows a chip
    by its colour; the chips coloured up at a break are named by value, on the phone's
    clock during the break and on the structure page."""
    rows = _levels(night.desk, night.on_break)
    values = next(row["color_up"] for row in rows if row.get("color_up"))
    said = f"Colour up {', '.join(f'{value:,}' for value in values)}"
    clock = _load(browser, night, f"/?event={night.on_break}", PHONE, "#clock-blinds")
    with closing(clock) as page:
        expect(page.locator("#clock-blinds")).to_have_text(said)
        page.goto(f"{night.base}/structure?event={night.on_break}")
        expect(page.locator("#structure")).to_contain_text(said)


#: What would play a sound in a page's script or HTML.
SOUND = re.compile(r"\bAudio\b|<audio|AudioContext|speechSynthesis|\.vibrate\(|\.play\(")


#: The one script that speaks: a room screen opted in with ``?speak=1`` speaks the
#: automation's line and shows it as a caption while it does (its test:
#: ``tests/web/test_room_cues_browser.py``).
SPEAKS_WITH_A_CAPTION = {"room_cues.js"}


def test_no_web_page_makes_a_sound() -> None:
    """ "sounds always with a visible equivalent": the web pages play none (the window's
    level-change sound is, on a phone, the clock's new level, read aloud to a screen
    reader by its live region) but a room screen asked to speak, which shows each line
    it speaks."""
    sounding = [f.name for f in sorted(STATIC.iterdir()) if f.suffix in (".js", ".html")
                if SOUND.search(f.read_text(encoding="utf-8"))]  # fmt: skip
    assert sounding == sorted(SPEAKS_WITH_A_CAPTION)
