"""Domain layer: finding players as the director types (registration box, search).

Decides which players match a typed text and in what order, ignoring case,
accents and punctuation. Better matches come first: the whole name, then a
name that starts with the text, then names whose words start with the typed
words (in order, then in any order), then nicknames, membership numbers, a
mix of name and nickname words, and last a name merely containing the text;
ties go alphabetically. ``PlayerIndex`` folds every name once, so each
keystroke is a plain scan with a quick substring test first (about 1-5 ms for
10,000 players once two letters are typed, some 20 ms for a single letter).

``close_to`` decides which players a *new* name is close to, so that the desk
asks before it creates a namesake: the players the name finds, or whose
folded name differs from it by a slip of the keyboard ("Alice Moreu").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from floortool.domain.kernel.text import read_reference
from floortool.domain.players.records import Player, fold_text, membership_key

# Match tiers, best first.
EXACT, NAME_PREFIX, WORDS_IN_ORDER, WORDS_ANY_ORDER = 0, 1, 2, 3
NICKNAME, MEMBERSHIP, MIXED, CONTAINS = 4, 5, 6, 7
DEFAULT_LIMIT = 20
#: Two folded names at least this similar are one slip of the keyboard apart.
CLOSE_RATIO = 0.8


@dataclass(frozen=True)
class _Folded:
    player: Player
    name: str
    words: tuple[str, ...]
    nick_words: tuple[str, ...]
    member: str
    haystack: str  # everything a match can come from, for a quick first test


def _in_order(query: Sequence[str], words: Sequence[str]) -> bool:
    """Each query word starts a later word than the one before (greedy is exact here)."""
    position = 0
    for word in words:
        if position < len(query) and word.startswith(query[position]):
            position += 1
    return position == len(query)


def _any_order(query: Sequence[str], words: Sequence[str]) -> bool:
    """Each query word starts a different word, in any order."""
    if not query:
        return True
    head, rest = query[0], query[1:]
    for index, word in enumerate(words):
        if word.startswith(head) and _any_order(rest, [*words[:index], *words[index + 1 :]]):
            return True
    return False


def rank(folded: _Folded, text: str, query: Sequence[str]) -> int | None:
    """The match tier of one player for the folded ``text`` (lower is better), or None."""
    if folded.name == text:
        return EXACT
    if folded.name.startswith(text):
        return NAME_PREFIX
    if _in_order(query, folded.words):
        return WORDS_IN_ORDER
    if _any_order(query, folded.words):
        return WORDS_ANY_ORDER
    if folded.nick_words and _any_order(query, folded.nick_words):
        return NICKNAME
    compact = text.replace(" ", "")
    if folded.member and folded.member.startswith(compact):
        return MEMBERSHIP
    if _any_order(query, folded.words + folded.nick_words):
        return MIXED
    if compact in folded.name.replace(" ", ""):
        return CONTAINS
    return None


def _fold(player: Player) -> _Folded:
    name, nick = fold_text(player.name), fold_text(player.nickname)
    member = membership_key(player.membership)
    return _Folded(
        player=player,
        name=name,
        words=tuple(name.split()),
        nick_words=tuple(nick.split()),
        member=member,
        haystack="|".join((name, name.replace(" ", ""), nick, member)),
    )


class PlayerIndex:
    """The players with their names folded once, ready for many searches."""

    def __init__(self, players: Iterable[Player]) -> None:
        self._rows = sorted(map(_fold, players), key=lambda f: (f.name, f.player.id))

    def __len__(self) -> int:
        return len(self._rows)

    def search(self, text: str, limit: int = DEFAULT_LIMIT) -> list[Player]:
        """The best ``limit`` matches for ``text``, best first (``#12`` finds player 12)."""
        typed = text.strip()
        wanted = read_reference(typed)
        if wanted is not None:
            return [f.player for f in self._rows if f.player.id == wanted]
        folded = fold_text(typed)
        if not folded:
            return []
        query = folded.split()
        first, rest = query[0], query[1:]
        hits: list[tuple[int, int]] = []
        for position, row in enumerate(self._rows):
            # Every tier needs each typed word somewhere in the haystack: a quick first test.
            if first not in row.haystack or (rest and not all(w in row.haystack for w in rest)):
                continue
            tier = rank(row, folded, query)
            if tier is not None:
                hits.append((tier, position))
        hits.sort()
        return [self._rows[position].player for _, position in hits[:limit]]

    def close_to(self, name: str, limit: int = DEFAULT_LIMIT) -> list[Player]:
        """The players a new player called ``name`` would be close to: those the
        name finds (best first), then those whose name is nearly the same."""
        found = self.search(name, limit)
        folded = fold_text(name)
        if not folded or len(found) >= limit:
            return found
        seen = {p.id for p in found}
        matcher = SequenceMatcher(b=folded, autojunk=False)
        for row in self._rows:
            if row.player.id in seen:
                continue
            matcher.set_seq1(row.name)
            if (
                matcher.real_quick_ratio() >= CLOSE_RATIO
                and matcher.quick_ratio() >= CLOSE_RATIO
                and matcher.ratio() >= CLOSE_RATIO
            ):
                found.append(row.player)
                if len(found) == limit:
                    break
        return found


def search_players(
    players: Iterable[Player], text: str, limit: int = DEFAULT_LIMIT
) -> list[Player]:
    """One search without keeping an index (fine for a single query)."""
    return PlayerIndex(players).search(text, limit)
