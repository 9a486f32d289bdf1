"""The indexes of the player database and of an event's entries answer exactly what a
scan of every record would: over random names (accents, case, spacing, punctuation),
renames, merges and drafts made on top."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.field.entries import Entry, EntryBook, entries_of_player
from floortool.domain.kernel.errors import FloorError
from floortool.domain.players.records import (
    Player,
    PlayerBook,
    clash,
    decide_new_player,
    decide_update_player,
    fold_text,
    look_alikes,
    require_player,
)

# Names that collide in every way the keys allow: case, accents composed or not,
# spacing, punctuation and word order.
PIECES = [
    "Ann",
    "ann",
    "ANN",
    "\u00c1nn",
    "A\u0301nn",
    "\u00c9va",
    "eva",
    "O'Neil",
    "o neil",
    "Lee",
]
names = st.lists(st.sampled_from(PIECES), min_size=1, max_size=3).flatmap(
    lambda words: st.sampled_from([" ", "  ", "-", ". "]).map(lambda sep: sep.join(words))
)
spaced = st.tuples(names, st.sampled_from(["", " ", "  "])).map(lambda p: p[1] + p[0] + p[1])
memberships = st.sampled_from(["", "", "M-100", "m100", "M 100", "X-7"])


def _player(pid: int, name: str, membership: str = "") -> Player:
    return Player(id=pid, name=name, membership=membership)


def _answer(players: Any, text: str) -> Any:
    """What ``require_player`` says: the player, or the refusal with its candidates."""
    try:
        return require_player(players, text)
    except FloorError as exc:
        return exc.as_dict()


ops = st.lists(
    st.one_of(
        st.tuples(st.just("add"), spaced, memberships),
        st.tuples(st.just("rename"), spaced, memberships),
        st.tuples(st.just("drop"), spaced, memberships),
    ),
    min_size=1,
    max_size=25,
)


def _run(book: PlayerBook, scan: dict[int, Player], steps: list[tuple[str, str, str]]) -> None:
    for what, name, membership in steps:
        if what == "add" or not scan:
            pid = book.next_id()
            assert pid == max(scan, default=0) + 1
            book[pid] = scan[pid] = _player(pid, name.strip(), membership)
        elif what == "rename":
            pid = sorted(scan)[len(name) % len(scan)]
            book[pid] = scan[pid] = replace(scan[pid], name=name.strip(), membership=membership)
        else:
            pid = sorted(scan)[len(name) % len(scan)]
            del book[pid]
            del scan[pid]


def _same_answers(book: PlayerBook, scan: dict[int, Player], probes: list[str]) -> None:
    assert book == scan
    assert list(book) == list(scan)
    for text in probes:
        assert _answer(book, text) == _answer(scan, text)
        for membership in ["", "M-100", "x7"]:
            indexed = list(look_alikes(book, text.strip() or "x", membership))
            expected = [p for p in scan.values() if clash(p, text.strip() or "x", membership)]
            assert [p for p in indexed if clash(p, text.strip() or "x", membership)] == expected
            assert _refusal(decide_new_player, book, text, membership) == _refusal(
                decide_new_player, scan, text, membership
            )
    for pid in list(scan)[:3]:
        for membership in ["M-100", "X 7", ""]:
            changes = {"membership": membership}
            assert _refusal(decide_update_player, book, pid, changes) == _refusal(
                decide_update_player, scan, pid, changes
            )


def _refusal(decide: Any, players: Any, *args: Any) -> Any:
    if decide is decide_new_player:
        text, membership = args
        args = ({"name": text.strip() or "x", "membership": membership},)
    try:
        return decide(players, *args)
    except FloorError as exc:
        return exc.as_dict()


@given(ops, st.lists(spaced, max_size=6))
def test_the_player_index_answers_as_a_scan(steps: list, probes: list[str]) -> None:
    book, scan = PlayerBook(), {}
    _run(book, scan, steps)
    _same_answers(book, scan, probes + [p.name for p in scan.values()] + ["#1", "# 2", "#99"])


@given(ops, ops, st.lists(spaced, max_size=4))
def test_a_draft_of_the_book_answers_as_a_scan_and_leaves_the_book(
    first: list, then: list, probes: list[str]
) -> None:
    book, scan = PlayerBook(), {}
    _run(book, scan, first)
    before = dict(scan)
    if probes:  # sometimes the slow indexes exist before the draft, sometimes not
        look_alikes(book, probes[0].strip() or "x", "M-100")
    draft, copy = book.draft(), dict(scan)
    _run(draft, copy, then)
    _same_answers(draft, copy, probes + [p.name for p in copy.values()])
    _same_answers(book, before, probes)
    assert PlayerBook.of(book.values()) == book
    _same_answers(PlayerBook.of(copy.values()), copy, probes)


@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=30))
def test_folding_ascii_text_the_quick_way_gives_the_same_key(text: str) -> None:
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    slow = " ".join("".join(c if c.isalnum() else " " for c in plain).split())
    assert fold_text(text) == slow


@given(
    st.lists(st.tuples(st.integers(1, 6), st.sampled_from(["put", "move", "drop"])), max_size=30)
)
def test_the_entries_index_answers_as_a_scan(steps: list[tuple[int, str]]) -> None:
    book, scan = EntryBook(), {}
    draft_at = len(steps) // 2
    for index, (player, what) in enumerate(steps):
        if index == draft_at:
            base, base_scan = book, dict(scan)
            book, scan = book.draft(), dict(scan)
        if what == "put" or not scan:
            entry_id = book.next_id()
            assert entry_id == max(scan, default=0) + 1
            made = Entry(
                id=entry_id, event_id=1, player_id=player, entry_number=1, starting_stack=1
            )
            book[entry_id] = scan[entry_id] = made
        elif what == "move":
            entry_id = sorted(scan)[player % len(scan)]
            book[entry_id] = scan[entry_id] = replace(scan[entry_id], player_id=player)
        else:
            entry_id = sorted(scan)[player % len(scan)]
            del book[entry_id]
            del scan[entry_id]
        for who in range(1, 7):
            assert entries_of_player(book, who) == [e for e in scan.values() if e.player_id == who]
    assert book == scan
    if steps and draft_at < len(steps):
        assert base == base_scan  # the book under the draft is as it was
