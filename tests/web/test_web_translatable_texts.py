"""Every text a person reads on the web pages is marked for translation.

Issue 30: "Every string a person reads — window, messages, printed documents,
web pages, the spoken lines — goes through one translation mechanism [...] A
test fails when a string is not translatable". A page's script takes its
marker, ``const t = wordsOf("web.static.<file>")``, and marks a text
``t("text")``; the HTML marks it ``{{text}}`` (``web/language.py``);
``make catalogues-update`` reads both into the shared catalogues, each text in
the context of its file. So:

- in the scripts, with comments and the marked texts taken out, no string
  literal reads as words (a capitalised word, a word in capitals, three words,
  or a sentence's full stop), except the few names a program reads
  (``ALLOWED``);
- every ``t(...)`` of a script marks a plain literal, so the reader finds it,
  and a script that marks texts takes the marker of its own file's context
  (``web.static.home`` in ``home.js``);
- in the HTML every text between tags, and every ``title``, ``alt``,
  ``placeholder`` and ``aria-label``, is marked (``floortool`` itself aside).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from floortool.web import language
from floortool.web.language import (
    HTML_MARK,
    SCRIPT_MARK,
    SCRIPT_MARKER,
    STATIC,
    without_comments,
)

SCRIPTS = sorted(STATIC.glob("*.js"))
PAGES = sorted(STATIC.glob("*.html"))
#: What a program reads, not a person: HTTP words, headers, the font, a date's parts.
ALLOWED = {
    "GET",
    "POST",
    "Content-Type",
    "Authorization",
    "Retry-After",
    "ETag",
    "Bearer ${held}",
    *("English", "Deutsch", "Français", "Español"),  # each language named in its own words
    "Infinity",
    "Mg",  # the letters a ticker line is sized by
    'system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',  # the room display's font
}
#: A string literal: double or single quotes, or a template literal.
LITERAL = re.compile(language.LITERAL, re.S)
WORDY = re.compile(
    r"\b[A-Z][a-z]+\b|\b[A-Z]{3,}\b|\b[a-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b|[a-z]{2,}[.…]$"
)
#: Any call of ``t(``: the marks the reader does not find are what this catches.
ANY_MARK = re.compile(r"\bt\(")


def unmarked_texts(source: str) -> list[str]:
    """The string literals of a script that read as words and are not marked."""
    rest = SCRIPT_MARK.sub("", without_comments(source))
    found = []
    for match in LITERAL.finditer(rest):
        text = match.group(0)[1:-1]
        shown = re.sub(r"\$\{[^}]*\}", " ", text)
        if text in ALLOWED or text.startswith(("/", "./", "web.static.")):
            continue
        if WORDY.search(shown):
            found.append(text)
    return found


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_each_script_marks_the_texts_a_person_reads(script: Path) -> None:
    assert unmarked_texts(script.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_each_mark_is_read_in_the_script_s_own_context(script: Path) -> None:
    source = without_comments(script.read_text(encoding="utf-8"))
    calls = len(ANY_MARK.findall(source))
    assert len(SCRIPT_MARK.findall(source)) == calls  # each a plain literal
    if calls:
        assert SCRIPT_MARKER.findall(source) == ["web.static." + script.stem]


def test_the_scan_finds_a_text_left_unmarked() -> None:
    """The scan itself: what it must catch, and what it must let be."""
    source = """
    // A comment's Words are not read.
    el("p", "note", "Nobody is out yet.");
    el("h2", "", `Prize pool ${money(1)}`);
    setText(node, "PAUSED");
    el("div", "box banner");
    t("Players left");
    fetch("/api/words", { method: "GET" });
    """
    assert unmarked_texts(source) == ["Nobody is out yet.", "Prize pool ${money(1)}", "PAUSED"]


class _Texts(HTMLParser):
    """The texts of a page a person reads: between tags, and in the attributes read out."""

    READ = ("title", "alt", "placeholder", "aria-label")

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        self.texts.extend(value for name, value in attrs if name in self.READ and value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(data.strip())


def unmarked_html(source: str) -> list[str]:
    """The texts of a page that are not marked (``{{...}}``) and are more than its name."""
    parser = _Texts()
    parser.feed(source)
    rest = [HTML_MARK.sub("", text).replace("— floortool", "").strip() for text in parser.texts]
    return [text for text in rest if re.search(r"[A-Za-z]", text)]


@pytest.mark.parametrize("page", PAGES, ids=lambda path: path.name)
def test_each_page_marks_the_texts_a_person_reads(page: Path) -> None:
    assert unmarked_html(page.read_text(encoding="utf-8")) == []


def test_the_html_scan_finds_a_text_left_unmarked() -> None:
    source = (
        '<title>{{Clock}} — floortool</title><h1>Pair</h1><input placeholder="e.g. Ann">'
        '<label>{{Name}} <input></label><script src="/static/x.js"></script>'
    )
    assert unmarked_html(source) == ["Pair", "e.g. Ann"]
