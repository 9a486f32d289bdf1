"""Helpers of the browser tests: Debian's Chromium driven by Playwright (never a
downloaded browser), skipped with the reason when it is missing unless
``FLOORTOOL_TEST_BROWSER=required`` (CI), which makes a missing browser a failure."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
REQUIRED = os.environ.get("FLOORTOOL_TEST_BROWSER") == "required"


def chromium() -> Iterator[Any]:
    """A running Chromium (a Playwright ``Browser``), or the test skipped saying why."""
    why = ""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        why = "the playwright package is not installed (pip install -e '.[dev]')"
    if not why and not CHROMIUM.exists():
        why = f"{CHROMIUM} is missing (apt-get install chromium)"
    if why:
        if REQUIRED:
            pytest.fail(f"FLOORTOOL_TEST_BROWSER=required, but {why}")
        pytest.skip(why)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


def expect(locator: Any) -> Any:
    """Playwright's ``expect`` (it waits without evaluating strings, which the pages'
    Content-Security-Policy forbids)."""
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(locator)


def outside_viewport(page: Any, selector: str) -> list[str]:
    """The elements of ``selector`` whose box leaves the viewport, or whose text is wider
    than their box (each as ``slot: why``)."""
    found: list[str] = page.evaluate(
        """(selector) => {
          const out = [];
          const w = innerWidth, h = innerHeight;
          for (const node of document.querySelectorAll(selector)) {
            if (node.hidden || !node.getClientRects().length) continue;
            const r = node.getBoundingClientRect();
            const name = node.dataset.slot || node.id || node.className;
            if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5)
              out.push(`${name}: box ${r.left},${r.top},${r.right},${r.bottom} leaves ${w}x${h}`);
            const [sw, sh, cw, ch] = [node.scrollWidth, node.scrollHeight, node.clientWidth,
                                      node.clientHeight];
            if (sw > cw + 1 || sh > ch + 1) out.push(`${name}: text ${sw}x${sh} in ${cw}x${ch}`);
          }
          return out;
        }""",
        selector,
    )
    return found
