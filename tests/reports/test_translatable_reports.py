"""Every text a printed document shows goes through the translation call.

Issue 30: "Every string a person reads — [...] printed documents [...] — goes
through one translation mechanism [...] A test fails when a string is not
translatable or a catalogue lacks a string." So, in ``floortool/reports`` and
in what ``floortool/app/documents`` hands it:

- no string literal with a letter in it (plain, an f-string, a ``+`` or a
  ``.format`` of one) is drawn on a page (``drawString`` and its kin, a
  chart's ``String``, ``Paragraph``, a fitted or clipped line, a card's
  heading, the results image's ``text``), set as a table's heading or cell
  (``Column``, ``Section``: title, paragraph, empty text, rows) or written
  between two HTML tags of the published page, without ``translate(...)``;
- the sentences ``app/documents`` writes for a document (a summary, a
  paragraph, a note, a title, a place) are marked too;
- and that each catalogue has each of them is ``tests/test_catalogues.py``'s
  check, for every layer.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from tests.untranslated_text import has_words

ROOT = Path(__file__).resolve().parents[2]
REPORTS = ROOT / "floortool" / "reports"
DOCUMENTS = ROOT / "floortool" / "app" / "documents"

#: Calls that put a text on a page, by the positions of their texts (None: every one).
TEXT_POSITIONS: dict[str, tuple[int, ...] | None] = {
    **dict.fromkeys(("drawString", "drawRightString", "drawCentredString", "String"), (2,)),
    **dict.fromkeys(("Paragraph", "_text", "fitted", "clip", "Column"), (0,)),
    "text": (2,),  # the results image's page.text(x, baseline, text)
    "_heading": (1,),  # the results image's _heading(page, text)
    "render_headed_cards": (4,),
    "_line": (1,),
    "Section": None,
}
#: Keyword arguments that hold a text a reader sees on the page.
TEXT_KEYWORDS = {
    "title",
    "intro",
    "empty",
    "rows",
    "summary",
    "note",
    "place",
    "price",
    "assumption",
    "people",
    "when",
    "bounty_label",
    "heading",
    "printed",
    "made",
    "standings_title",
}
#: Text between two HTML tags: ``<h2>Results</h2>``.
HTML_TEXT = re.compile(r">[^<>{}]*[A-Za-z][^<>{}]*<")


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _sources() -> Iterator[tuple[str, ast.Module, str]]:
    for folder in (REPORTS, DOCUMENTS):
        for path in sorted(folder.glob("*.py")):
            text = path.read_text(encoding="utf-8")
            yield str(path.relative_to(ROOT)), ast.parse(text), text


def untranslated(tree: ast.Module, where: str) -> list[str]:
    """``where:line`` of every untranslated text ``tree`` puts on a page."""
    found: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        if name == "translate":
            continue
        positions = TEXT_POSITIONS.get(name, ())
        texts = [
            arg
            for index, arg in enumerate(node.args)
            if positions is None or index in (positions or ())
        ]
        texts += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
        found += [f"{where}:{node.lineno} {name}" for text in texts if has_words(text)]
    return found


def html_texts(tree: ast.Module, where: str) -> list[str]:
    """``where:line`` of every literal text written between two HTML tags."""
    return [
        f"{where}:{node.lineno}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and HTML_TEXT.search(node.value)
    ]


def test_every_text_a_document_shows_is_translatable() -> None:
    found = [line for where, tree, _ in _sources() for line in untranslated(tree, where)]
    assert not found, "wrap these texts in translate(context, text):\n" + "\n".join(found)


def test_the_published_page_writes_no_text_of_its_own() -> None:
    path = REPORTS / "results_html.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert not html_texts(tree, path.name)


def test_the_scan_finds_an_untranslated_text() -> None:
    """The scan itself: texts drawn, set in a table, written in HTML, untranslated."""
    caught = ast.parse(
        "canvas.drawString(x, y, 'TABLE')\n"
        "canvas.drawCentredString(x, y, f'ID {n}')\n"
        "Paragraph('Steps', LABEL)\n"
        "Column('Rank', 0.7)\n"
        "Section(title='Results', columns=c, rows=(('In', money),))\n"
        "ChipCountSheet(summary=f'{n} players', lines=())\n"
    )
    assert len(untranslated(caught, "x")) == 7  # the section's title and its row
    passed = ast.parse(
        "canvas.drawString(x, y, words.say(translate('reports.x', 'TABLE')))\n"
        "Column(translate('reports.x', 'Rank'), 0.7)\n"
        "canvas.drawString(x, y, name)\n"
        "Section(title=translate('reports.x', 'Results'), columns=c, rows=((name, money),))\n"
    )
    assert untranslated(passed, "x") == []
    page = ast.parse("html = f'<section><h2>Results</h2>{table}</section>'")
    assert html_texts(page, "x") == ["x:1"]
