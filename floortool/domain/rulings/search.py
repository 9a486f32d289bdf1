"""Domain layer: finding a situation from a few typed words ("4 card flop",
"premature turn"), best match first.

Case, accents and punctuation are ignored, digits and number words are the
same ("4" finds "four"), and a plural finds its singular. A word counts fully
when it is a word of the situation's id, title or keywords, half when it only
starts one; a typed phrase found whole in a title or keyword comes first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from floortool.domain.players.records import fold_text
from floortool.domain.rulings.situations import Situation

_NUMBERS = {
    "1": "one",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "10": "ten",
}
_ALL_IN = re.compile(r"\ball in\b")  # one word, so the stop word "in" does not eat it
_STOP = frozenset({"a", "an", "the", "of", "on", "in", "to", "is", "was", "with", "by", "for"})


def _word(word: str) -> str:
    word = _NUMBERS.get(word, word)
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word


def search_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` as the search compares them."""
    folded = _ALL_IN.sub("allin", fold_text(text.replace("-", " ")))
    return tuple(_word(w) for w in folded.split() if w not in _STOP)


@dataclass(frozen=True)
class _Indexed:
    situation: Situation
    words: frozenset[str]
    phrases: tuple[str, ...]


def _index(situation: Situation) -> _Indexed:
    phrases = [situation.title, situation.id.replace("-", " "), *situation.keywords]
    words = frozenset(w for phrase in phrases for w in search_words(phrase))
    return _Indexed(situation, words, tuple(" ".join(search_words(p)) for p in phrases))


def _score(item: _Indexed, query: Sequence[str]) -> float:
    score = 0.0
    for word in query:
        if word in item.words:
            score += 1.0
        elif any(w.startswith(word) for w in item.words):
            score += 0.5
    if score and " ".join(query) in item.phrases:
        score += len(query)
    elif score and any(" ".join(query) in phrase for phrase in item.phrases):
        score += len(query) / 2
    return score


def search_situations(situations: Iterable[Situation], text: str) -> list[Situation]:
    """Situations matching typed words, best first (ties in catalogue order); those
    scoring under half the best match are left out."""
    query = search_words(text)
    if not query:
        return []
    scored = [(_score(_index(s), query), s) for s in situations]
    best = max((score for score, _ in scored), default=0.0)
    ranked = sorted(
        ((score, s) for score, s in scored if score > 0 and score >= best / 2),
        key=lambda pair: (-pair[0], pair[1].catalogue or (99,), pair[1].id),
    )
    return [s for _, s in ranked]
