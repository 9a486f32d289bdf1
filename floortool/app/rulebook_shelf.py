"""App layer: the bundled rulebooks (``resources/rulebooks/*.json``) as one ``Library``.

Read once with ``importlib.resources`` and kept: the books ship with the app
and never change while it runs. Each file is named after the id of the book
it holds; a file that does not parse, or whose id differs from its name, is
refused with the file named. Books come in shelf order (the TDA, Robert's,
the house amendments, FTR), then any others by name.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.rulings.rule_texts import Library, Rulebook, parse_rulebook
from floortool.domain.rulings.rulebook_records import RULEBOOK_RECORDS

FOLDER = "rulebooks"
#: Each event rulebook's books, its base book before the amendments over it (others after).
SHELF_ORDER = tuple(
    dict.fromkeys(book for record in RULEBOOK_RECORDS.values() for book in reversed(record.books))
)


def _shelf_position(book: Rulebook) -> tuple[int, str]:
    known = book.id in SHELF_ORDER
    return (SHELF_ORDER.index(book.id) if known else len(SHELF_ORDER), book.id)


@cache
def load_library() -> Library:
    """Every bundled rulebook (read on first use, then kept)."""
    books: list[Rulebook] = []
    for entry in (files("floortool.resources") / FOLDER).iterdir():
        if not entry.name.endswith(".json"):
            continue
        try:
            book = parse_rulebook(entry.read_text(encoding="utf-8"))
        except InvalidInput as exc:
            raise InvalidInput(
                translate("app.rulebook_shelf", "{entry}: {exc}").fill(
                    entry=entry.name, exc=exc.phrase
                ),
                **exc.details,
            ) from exc
        if f"{book.id}.json" != entry.name:
            raise InvalidInput(
                translate("app.rulebook_shelf", "{entry} holds the rulebook '{book}'.").fill(
                    entry=entry.name, book=book.id
                ),
                field="id",
            )
        books.append(book)
    return Library(tuple(sorted(books, key=_shelf_position)))
