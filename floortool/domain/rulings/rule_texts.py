"""Domain layer: the rule texts of the books, and finding a rule in them.

What an event's rulebook decides beyond its texts (defaults, mechanisms, the
rule each one cites) is its record in ``rulebook_records``.

A ``Rulebook`` is one book a ruling can cite: the TDA 2024 rules, Robert's
Rules of Poker v6 as the league adopted it, the league's house amendments,
the FTR deck rules. Each ``Rule`` carries its reference as the book numbers it
(``39-A``, ``RP-5-B``, ``§3 Misdeals 1(a)``, ``NL 12``, ``A-18``, or an FTR
rule heading), its official title (our own short title where the book has
none), its section and our own paraphrase; the books' wording is never stored.

``parse_rulebook`` reads a book from the JSON text of ``resources/rulebooks``
and refuses a malformed one (a missing or empty field, an unknown field, a
reference given twice) with a message naming the entry at fault.
``RULEBOOK_LAYERS`` says which books an event's rulebook consults, in order,
and a ``Library`` holds every book so a citation (``{"book": "TDA 2024",
"ref": "39-A"}``) resolves to its rule.

References are matched ignoring case, full stops, and a hyphen versus a
space (``rp 5 b`` is ``RP-5-B``, ``§2 proc 17`` is ``§2 Proc. 17``); a
Robert's reference also answers to its part after the section number
(``hold'em 3`` is ``§5 Hold'em 3``). A search ranks exact references first,
then references under the one typed (``39`` finds ``39-A``), then rules with
every word in the title, then rules with every word somewhere in reference,
title, section or text (a word matches the start of a word, ``burn`` finds
"burns"; a number matches whole numbers only).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from floortool.domain.kernel.errors import InvalidInput, NotFound
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.rulings.rulebook_records import RecordView

#: The books each event rulebook consults (its record's ``books``), the first that
#: speaks to a point winning.
RULEBOOK_LAYERS: Mapping[str, tuple[str, ...]] = RecordView(lambda record: record.books)

BOOK_FIELDS = ("id", "book", "title", "edition", "source", "licence", "rules")
RULE_FIELDS = ("ref", "title", "section", "text", "url")
_OPTIONAL_RULE_FIELDS = ("url",)
_BOOK_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
_LINK = re.compile(r"https?://\S+")
_SECTION_PREFIX = re.compile(r"§\d+\s+")
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'"})  # typographic apostrophes


class UnknownRule(NotFound):
    """A citation names a rule the book does not have."""

    code = "unknown_rule"


@dataclass(frozen=True)
class Rule:
    """One rule of a book: where it is, what it is called, and what it says in our words."""

    book: str  # the book's citation value: "TDA 2024", "RRoP v6", "House", "FTR"
    ref: str
    title: str
    section: str
    text: str
    url: str

    @property
    def citation(self) -> str:
        """``TDA 2024 39-A``: the book and the reference, as a ruling cites it."""
        return f"{self.book} {self.ref}"


@dataclass(frozen=True)
class Rulebook:
    """One book: its identity, where the official text is, and its rules in book order."""

    id: str
    book: str
    title: str
    edition: str
    source: str
    licence: str
    rules: tuple[Rule, ...]

    def __post_init__(self) -> None:
        first: dict[str, int] = {}
        for number, rule in enumerate(self.rules, start=1):
            earlier = first.setdefault(ref_key(rule.ref), number)
            if earlier != number:
                raise InvalidInput(
                    translate(
                        "domain.rulings.rule_texts",
                        "{book} lists rule '{ref}' twice (entries {earlier} and {number}).",
                    ).fill(book=self.book, ref=rule.ref, earlier=earlier, number=number),
                    field="ref",
                )

    @cached_property
    def _by_key(self) -> dict[str, Rule]:
        return {ref_key(rule.ref): rule for rule in self.rules}

    def rule(self, ref: str) -> Rule:
        """The rule ``ref`` refers to; ``UnknownRule`` if the book has none."""
        found = self._by_key.get(ref_key(ref))
        if found is not None:
            return found
        close = difflib.get_close_matches(ref_key(ref), list(self._by_key), n=3, cutoff=0.6)
        raise UnknownRule(
            (
                translate(
                    "domain.rulings.rule_texts", "{book} has no rule '{ref}'. Did you mean {close}?"
                )
                if close
                else translate("domain.rulings.rule_texts", "{book} has no rule '{ref}'.")
            ).fill(
                book=self.book,
                ref=ref,
                close=", ".join(self._by_key[key].ref for key in close),
            ),
            book=self.book,
            ref=ref,
        )

    def search(self, words: str) -> list[Rule]:
        """The rules matching ``words`` (a reference or words), best first; all of them if blank."""
        return search_rules(self.rules, words)


@dataclass(frozen=True)
class Library:
    """Every rulebook, found by id (``rrop-v6``) or by citation value (``RRoP v6``)."""

    books: tuple[Rulebook, ...]

    def __post_init__(self) -> None:
        for name in (*(b.id for b in self.books), *(b.book for b in self.books)):
            if sum(name.casefold() in (b.id.casefold(), b.book.casefold()) for b in self.books) > 1:
                raise InvalidInput(
                    translate(
                        "domain.rulings.rule_texts", "Two rulebooks answer to the name '{name}'."
                    ).fill(name=name),
                    field="book",
                )

    def book(self, name: str) -> Rulebook:
        """The book whose id or citation value is ``name`` (case ignored)."""
        wanted = name.strip().casefold()
        for book in self.books:
            if wanted in (book.id.casefold(), book.book.casefold()):
                return book
        known = ", ".join(f"{b.book} ({b.id})" for b in self.books)
        raise NotFound(
            translate(
                "domain.rulings.rule_texts", "There is no rulebook '{name}' (there are: {known})."
            ).fill(name=name, known=known),
            code="unknown_rulebook",
        )

    def cite(self, book: str, ref: str) -> Rule:
        """The rule a citation names: ``cite("TDA 2024", "39-A")`` (the book by value or id)."""
        return self.book(book).rule(ref)

    def search(self, words: str) -> list[Rule]:
        """Like ``Rulebook.search`` over every book, books in library order within a rank."""
        return search_rules([rule for book in self.books for rule in book.rules], words)


# ---------------------------------------------------------------- matching


def ref_key(ref: str) -> str:
    """A reference as it is compared: case, full stops and hyphen-versus-space ignored."""
    text = ref.translate(_QUOTES).casefold().replace(".", " ").replace("-", " ")
    return " ".join(text.split()).replace("§ ", "§")


def _ref_keys(ref: str) -> tuple[str, ...]:
    """The keys a reference answers to: itself, and a Robert's reference without its section."""
    prefix = _SECTION_PREFIX.match(ref)
    return (ref_key(ref), ref_key(ref[prefix.end() :])) if prefix else (ref_key(ref),)


def _folded(text: str) -> str:
    return text.translate(_QUOTES).casefold()


def _word(word: str) -> re.Pattern[str]:
    """A typed word matches where a word of the text starts with it (``burn`` finds "burns");
    one ending in a digit matches whole numbers only (``3`` does not find "39")."""
    number_end = r"(?!\d)" if word[-1] in "0123456789" else ""
    return re.compile(rf"(?<!\w){re.escape(word)}{number_end}")


def _rank(rule: Rule, query: str, words: list[re.Pattern[str]]) -> int | None:
    """0 exact reference, 1 reference under the query, 2 words in the title, 3 words anywhere."""
    keys = _ref_keys(rule.ref)
    if query in keys:
        return 0
    if any(
        key.startswith(query) and key[len(query)] in " (" for key in keys if len(key) > len(query)
    ):
        return 1
    if all(word.search(_folded(rule.title)) for word in words):
        return 2
    anywhere = _folded(f"{rule.ref} {rule.title} {rule.section} {rule.text}")
    return 3 if all(word.search(anywhere) for word in words) else None


def search_rules(rules: Iterable[Rule], words: str) -> list[Rule]:
    """``rules`` matching ``words``, ranked (see the module docstring); all, in order, if blank."""
    found = list(rules)
    query = ref_key(words)
    if not query:
        return found
    folded = [_word(word) for word in _folded(words).split()]
    ranked = [
        (rank, n, rule)
        for n, rule in enumerate(found)
        if (rank := _rank(rule, query, folded)) is not None
    ]
    return [rule for _, _, rule in sorted(ranked, key=lambda item: (item[0], item[1]))]


# ---------------------------------------------------------------- reading


def _text_field(data: Mapping[str, object], field: str, where: Phrase) -> str:
    value = data.get(field)
    if value is None:
        raise InvalidInput(
            translate("domain.rulings.rule_texts", "{where} has no '{field}'.").fill(
                where=where, field=field
            ),
            field=field,
        )
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(
            translate(
                "domain.rulings.rule_texts", "{where}: '{field}' must be non-empty text."
            ).fill(where=where, field=field),
            field=field,
        )
    return value.strip()


def _refuse_unknown(data: Mapping[str, object], fields: tuple[str, ...], where: Phrase) -> None:
    for key in data:
        if key not in fields:
            raise InvalidInput(
                translate(
                    "domain.rulings.rule_texts",
                    "{where} has an unknown field '{key}'; it has {fields}.",
                ).fill(where=where, key=key, fields=", ".join(fields)),
                field=key,
            )


def _link(value: str, where: Phrase, field: str) -> str:
    if not _LINK.fullmatch(value):
        raise InvalidInput(
            translate(
                "domain.rulings.rule_texts",
                "{where}: '{field}' must be a web address (http:// or https://).",
            ).fill(where=where, field=field),
            field=field,
        )
    return value


def _parse_rule(data: object, *, book: str, source: str, number: int) -> Rule:
    where = translate("domain.rulings.rule_texts", "{book}, entry {number}").fill(
        book=book, number=number
    )
    if not isinstance(data, dict):
        raise InvalidInput(
            translate(
                "domain.rulings.rule_texts",
                "{where} must be an object with ref, title, section and text.",
            ).fill(where=where),
            field="rules",
        )
    if isinstance(data.get("ref"), str) and data["ref"].strip():
        where = translate("domain.rulings.rule_texts", "{where} ('{ref}')").fill(
            where=where, ref=data["ref"].strip()
        )
    _refuse_unknown(data, RULE_FIELDS, where)
    fields = {f: _text_field(data, f, where) for f in RULE_FIELDS if f not in _OPTIONAL_RULE_FIELDS}
    url = _link(_text_field(data, "url", where), where, "url") if "url" in data else source
    return Rule(book=book, url=url, **fields)


def parse_rulebook(text: str) -> Rulebook:
    """A rulebook from its JSON text; ``InvalidInput`` naming the problem if it is malformed."""
    data = load_json_text(
        text,
        what=translate("domain.rulings.rule_texts", "The rulebook"),
        item=translate("domain.rulings.rule_texts", "one object"),
    )
    if not isinstance(data, dict):
        raise InvalidInput(
            translate(
                "domain.rulings.rule_texts",
                "A rulebook file holds one JSON object with {book_fields}.",
            ).fill(book_fields=", ".join(BOOK_FIELDS)),
            field="file",
        )
    book = translate("domain.rulings.rule_texts", "The rulebook")
    _refuse_unknown(data, BOOK_FIELDS, book)
    heads = {f: _text_field(data, f, book) for f in BOOK_FIELDS if f != "rules"}
    where = translate("domain.rulings.rule_texts", "The rulebook '{id}'").fill(id=heads["id"])
    if not _BOOK_ID.fullmatch(heads["id"]):
        raise InvalidInput(
            translate(
                "domain.rulings.rule_texts",
                "{where}: the id must be lower-case letters and digits joined by hyphens.",
            ).fill(where=where),
            field="id",
        )
    _link(heads["source"], where, "source")
    entries = data.get("rules")
    if not isinstance(entries, list) or not entries:
        raise InvalidInput(
            translate(
                "domain.rulings.rule_texts", "{where} needs 'rules', a list of at least one rule."
            ).fill(where=where),
            field="rules",
        )
    rules = tuple(
        _parse_rule(entry, book=heads["book"], source=heads["source"], number=number)
        for number, entry in enumerate(entries, start=1)
    )
    return Rulebook(rules=rules, **heads)
