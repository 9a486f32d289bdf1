"""Domain layer: the player database shared by every event and league.

It decides what a player record may hold, which typed name means which player
(an exact, case-insensitive match; ``#12`` picks player 12; two players with
the same name are ambiguous), which records look like the same person
(duplicates: the same name once accents, case, punctuation and word order are
ignored, or the same membership number), which new record is refused as a
player already there (``clash``: membership numbers decide; a name alone only
when the new record has no number), and how a merge folds one record into
another. Adding, changing and merging players are journal events; the
search-as-you-type ranking lives in ``domain.players.search``.
"""

from __future__ import annotations

import string
import unicodedata
from collections.abc import Callable, Iterable, Mapping, MutableMapping
from dataclasses import dataclass, replace
from datetime import date
from typing import TYPE_CHECKING, Any

from floortool.domain.field.entries import entries_of_player
from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import FloorError, InvalidInput, NotFound
from floortool.domain.kernel.input_checks import check_visible
from floortool.domain.kernel.journal import DomainEvent, ReplayConflict, Subject
from floortool.domain.kernel.overlay import Overlay
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.kernel.record_book import Ids, RecordBook, add_id, drop_id
from floortool.domain.kernel.shown_text import shown_typed
from floortool.domain.kernel.text import check_date, read_whole

if TYPE_CHECKING:
    from floortool.domain.fold.state import FloorState

MAX_NAME = 120
MAX_FIELD = 200
MAX_NOTES = 1000
PLAYER_FIELDS = ("name", "nickname", "membership", "contact")
#: The club's side of the record: dues paid until (an ISO date), barred (the reason;
#: blank: not barred) and the director's notes.
MEMBER_FIELDS = ("dues_until", "barred", "notes")
RECORD_FIELDS = PLAYER_FIELDS + MEMBER_FIELDS


@dataclass(frozen=True)
class Player:
    """One person in the database; ``membership`` is the league or club number,
    ``dues_until`` the last day their dues cover (``YYYY-MM-DD``; blank: no dues
    recorded), ``barred`` why the club refuses them at the door (blank: welcome)."""

    id: int
    name: str
    nickname: str = ""
    membership: str = ""
    contact: str = ""
    dues_until: str = ""
    barred: str = ""
    notes: str = ""

    def dues_expired(self, day: date) -> bool:
        """Whether the dues recorded ran out before ``day`` (no date recorded: never)."""
        return bool(self.dues_until) and self.dues_until < day.isoformat()

    def describe(self) -> str:
        """``#4 Alice Smith ("Ace", M-100)`` — enough to tell two namesakes apart."""
        extra = [f'"{self.nickname}"'] if self.nickname else []
        extra += [self.membership] if self.membership else []
        return f"#{self.id} {self.name}" + (f" ({', '.join(extra)})" if extra else "")


class UnknownPlayer(NotFound):
    code = "unknown_player"


class AmbiguousPlayer(FloorError):
    """Several players answer to the typed name; ``candidates`` lists them."""

    code = "ambiguous_player"


class DuplicatePlayer(FloorError):
    code = "duplicate_player"


class PlayerBarred(FloorError):
    code = "player_barred"


def check_welcome(player: Player) -> None:
    """Refuses a barred player at the door, with the club's reason."""
    if player.barred:
        raise PlayerBarred(
            translate(
                "domain.players.records",
                "{player} is barred: {barred}. Lift the bar first if the club has "
                "agreed to let them play.",
            ).fill(player=player.describe(), barred=player.barred)
        )


def dues_warning(player: Player, day: date) -> Phrase | str:
    """``Dues expired on 2026-10-31`` when the player's dues ran out before ``day``
    (a warning for the desk: the player may still play), else blank."""
    if not player.dues_expired(day):
        return ""
    return translate("domain.players.records", "Dues expired on {date}").fill(
        date=player.dues_until
    )


# ------------------------------------------------------------------ text keys
#: ASCII text folds by a table: every character but a letter or digit becomes a space.
_ASCII_FOLD = str.maketrans(
    {chr(c): " " for c in range(128) if not chr(c).isalnum()}
    | {u: u.lower() for u in string.ascii_uppercase}
)


def fold_text(text: str) -> str:
    """Lower case, no accents or punctuation, single spaces: ``"Éva  O'Neil"`` → ``eva o neil``."""
    if text.isascii():  # the same result, without decomposing character by character
        return " ".join(text.translate(_ASCII_FOLD).split())
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in plain).split())


def name_key(name: str) -> str:
    """The exact-match key: case and spacing ignored, accents and punctuation kept."""
    if name.isascii():  # already NFC, and casefolds to lower case
        return " ".join(name.lower().split())
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def duplicate_key(name: str) -> str:
    """Names that give the same key look like the same person (word order ignored)."""
    return " ".join(sorted(fold_text(name).split()))


def membership_key(membership: str) -> str:
    """``m-100``, ``M 100`` and ``M100`` are one membership number."""
    return "".join(c for c in fold_text(membership) if c.isalnum())


# ------------------------------------------------------------------ the database
class PlayerBook(RecordBook[Player]):
    """The player database by id (the state's ``players``), with the indexes that answer
    "who is called this?" without looking at every player.

    Players by exact-match name key (``name_key``) are indexed as they are added
    (cheap), and by duplicate key and membership number once first asked (their keys
    cost more to work out; from then on they are kept up to date too). The indexes
    hold ids only, ascending, so a lookup answers exactly what a scan in id order
    would. ``draft`` is the scratch copy a ``Draft`` works on (``domain.kernel.overlay``):
    it copies nothing and must be dropped before this book changes; ``copy`` is an
    independent copy (the fold's checkpoints).
    """

    __slots__ = ("_dupes", "_members", "_names", "_origin")

    def _clear_indexes(self) -> None:
        self._names: MutableMapping[str, Ids] = {}
        self._dupes: MutableMapping[str, Ids] | None = None
        self._members: MutableMapping[str, Ids] | None = None
        self._origin: PlayerBook | None = None  # the book a draft reads through to

    # ------------------------------------------------------------ lookups
    def named(self, key: str) -> list[Player]:
        """The players whose ``name_key`` is ``key``, by id."""
        return [self._by_id[i] for i in self._names.get(key, ())]

    def look_alikes(self, name: str, membership: str) -> list[Player]:
        """The players that could ``clash`` with a record of ``name`` and ``membership``
        (the same duplicate key or membership number), by id."""
        ids = set(self._dupe_index().get(duplicate_key(name), ()))
        member = membership_key(membership)
        if member:
            ids.update(self._member_index().get(member, ()))
        return [self._by_id[i] for i in sorted(ids)]

    def with_membership(self, member: str) -> list[Player]:
        """The players whose membership number has the key ``member`` (non-empty), by id."""
        return [self._by_id[i] for i in self._member_index().get(member, ())]

    # ------------------------------------------------------------ copies
    def _copy_indexes(self, other: PlayerBook, wrap: Callable[[Any], Any]) -> None:
        other._names = wrap(self._names)
        other._dupes = None if self._dupes is None else wrap(self._dupes)
        other._members = None if self._members is None else wrap(self._members)
        other._origin = None

    def draft(self) -> PlayerBook:
        """A scratch copy reading through to this book; an index first asked for in the
        draft is built here, in the book underneath, so later drafts share it."""
        other = super().draft()
        other._origin = self
        return other

    # ------------------------------------------------------------ indexes
    def _index(self, player_id: int, player: Player) -> None:
        add_id(self._names, name_key(player.name), player_id)
        if self._dupes is not None:
            add_id(self._dupes, duplicate_key(player.name), player_id)
        if self._members is not None and (member := membership_key(player.membership)):
            add_id(self._members, member, player_id)

    def _unindex(self, player_id: int, player: Player) -> None:
        drop_id(self._names, name_key(player.name), player_id)
        if self._dupes is not None:
            drop_id(self._dupes, duplicate_key(player.name), player_id)
        if self._members is not None and (member := membership_key(player.membership)):
            drop_id(self._members, member, player_id)

    def _dupe_index(self) -> MutableMapping[str, Ids]:
        if self._dupes is None:
            self._dupes = self._late_index("_dupes", lambda p: duplicate_key(p.name))
        return self._dupes

    def _member_index(self) -> MutableMapping[str, Ids]:
        if self._members is None:
            self._members = self._late_index("_members", lambda p: membership_key(p.membership))
        return self._members

    def _late_index(self, name: str, key: Callable[[Player], str]) -> MutableMapping[str, Ids]:
        """An index asked for the first time: built over every player; in a draft, the
        one of the book underneath (built there, so later drafts share it) with this
        draft's own changes made on top."""
        origin = self._origin
        if origin is None or not isinstance(self._by_id, Overlay):
            index: MutableMapping[str, Ids] = {}
            for player_id, player in self._by_id.items():
                if value := key(player):
                    add_id(index, value, player_id)
            return index
        if name == "_dupes":
            index = Overlay(origin._dupe_index())
        else:
            index = Overlay(origin._member_index())
        for player_id in self._by_id.changed():
            before, now = origin._by_id.get(player_id), self._by_id.get(player_id)
            if before is not None and (value := key(before)):
                drop_id(index, value, player_id)
            if now is not None and (value := key(now)):
                add_id(index, value, player_id)
        return index


def players_of(players: Mapping[int, Player]) -> PlayerBook:
    """A scratch copy of a player database for a decision of several steps (the draft of
    a ``PlayerBook``: it must be dropped before the database changes)."""
    return players.draft() if isinstance(players, PlayerBook) else PlayerBook(players.values())


# ------------------------------------------------------------------ fields
def clean_fields(
    name: str, nickname: str = "", membership: str = "", contact: str = ""
) -> dict[str, str]:
    """The four fields trimmed and checked; refuses a blank or over-long value."""
    values = {"name": name, "nickname": nickname, "membership": membership, "contact": contact}
    cleaned = {key: _clean_text(key, value) for key, value in values.items()}
    if not cleaned["name"]:
        raise InvalidInput(
            translate("domain.players.records", "The player needs a name."), field="name"
        )
    if cleaned["name"].startswith("#"):
        raise InvalidInput(
            translate(
                "domain.players.records",
                "A player's name cannot start with '#' (that picks a player by number).",
            ),
            field="name",
        )
    return cleaned


def clean_member_fields(dues_until: str = "", barred: str = "", notes: str = "") -> dict[str, str]:
    """The member fields trimmed and checked: ``dues_until`` an ISO date or blank,
    ``barred`` the reason the club refuses the player (blank: not barred)."""
    cleaned = {
        "dues_until": _clean_text("dues_until", dues_until),
        "barred": _clean_text("barred", barred),
        "notes": _clean_text("notes", notes),
    }
    if cleaned["dues_until"]:
        cleaned["dues_until"] = check_date(cleaned["dues_until"], field="dues_until")
    return cleaned


#: What each field is called in a refusal.
#: Each field of the record as a refusal names it ("The player's name must be text.").
_FIELD_WORDS = {
    "name": translate("domain.players.records", "The player's name"),
    "nickname": translate("domain.players.records", "The player's nickname"),
    "membership": translate("domain.players.records", "The player's membership"),
    "contact": translate("domain.players.records", "The player's contact"),
    "dues_until": translate("domain.players.records", "The player's dues date"),
    "barred": translate("domain.players.records", "The player's reason for the bar"),
    "notes": translate("domain.players.records", "The player's notes"),
}


def _clean_text(key: str, value: object) -> str:
    """One field's text on one line, refused when it is not text, holds a control
    character or an invisible one, or is longer than the field's limit."""
    what = _FIELD_WORDS[key]
    if not isinstance(value, str):
        raise InvalidInput(
            translate("domain.players.records", "{what} must be text.").fill(what=what), field=key
        )
    text = " ".join(value.split())
    if any(unicodedata.category(c) == "Cc" for c in text):
        raise InvalidInput(
            translate("domain.players.records", "{what} holds a control character.").fill(
                what=what
            ),
            field=key,
        )
    check_visible(text, what=str(what), field=key)
    limit = {"name": MAX_NAME, "notes": MAX_NOTES}.get(key, MAX_FIELD)
    if len(text) > limit:
        raise InvalidInput(
            translate("domain.players.records", "{what} is longer than {limit} characters.").fill(
                what=what, limit=limit
            ),
            field=key,
        )
    return text


def next_player_id(players: Mapping[int, Player]) -> int:
    if isinstance(players, PlayerBook):
        return players.next_id()
    return max(players, default=0) + 1


# ------------------------------------------------------------------ finding players
def find_player(players: Mapping[int, Player], text: str) -> Player | None:
    """The player ``text`` names: ``#12`` by number, else the one exact
    (case-insensitive) name match; None when nobody has that name.

    Refuses (``ambiguous_player``) when several players share the name.
    """
    typed = text.strip()
    if typed.startswith("#"):
        number = typed[1:].strip()
        wanted = read_whole(number)
        player = players.get(wanted) if wanted is not None else None
        if player is None:
            raise UnknownPlayer(
                translate("domain.players.records", "There is no player number {typed}.").fill(
                    typed=shown_typed(number or "?")
                )
            )
        return player
    matches = players_named(players, typed)
    if len(matches) > 1:
        matches.sort(key=lambda p: p.id)
        listed = "; ".join(p.describe() for p in matches)
        raise AmbiguousPlayer(
            translate(
                "domain.players.records",
                "{players} are called {typed}: {listed}. Say which one by number, e.g. '#{id}'.",
            ).fill(
                players=nouns.players(len(matches)),
                typed=typed,
                listed=listed,
                id=matches[0].id,
            ),
            candidates=[player_data(p, member=False) for p in matches],
        )
    return matches[0] if matches else None


def players_named(players: Mapping[int, Player], name: str) -> list[Player]:
    """The players whose name is ``name`` (case and spacing ignored), by id."""
    key = name_key(name)
    if isinstance(players, PlayerBook):
        return players.named(key)
    return sorted((p for p in players.values() if name_key(p.name) == key), key=lambda p: p.id)


def member_numbered(players: Mapping[int, Player], text: str) -> Player | None:
    """The one player whose membership number is ``text`` (``m 104`` is ``M-104``), as a
    scanned membership card types it; None when nobody, or several, have it."""
    member = membership_key(text)
    if not member:
        return None
    if isinstance(players, PlayerBook):
        found = players.with_membership(member)
    else:
        found = [p for p in players.values() if membership_key(p.membership) == member]
    return found[0] if len(found) == 1 else None


def require_player(players: Mapping[int, Player], text: str) -> Player:
    """Like ``find_player``, but nobody by that name is a refusal."""
    player = find_player(players, text)
    if player is None:
        raise UnknownPlayer(
            translate("domain.players.records", "There is no player called {typed}.").fill(
                typed=text.strip()
            )
        )
    return player


def player_data(player: Player, *, member: bool = True) -> dict[str, Any]:
    """The record as JSON; without ``member`` (a refusal's candidates, which a paired
    phone may show) only who the player is, not the club's notes on them."""
    fields = RECORD_FIELDS if member else PLAYER_FIELDS
    return {"id": player.id} | {key: getattr(player, key) for key in fields}


# ------------------------------------------------------------------ duplicates
def clash(existing: Player, name: str, membership: str) -> Phrase | None:
    """Why a new record (``name``, ``membership``) would be ``existing`` again, or None.

    Membership numbers, not names, decide who is the same person: the same
    number is always the same person, and a record carrying a number nobody
    else has is a new person even when the name is taken (a namesake: the
    duplicates list still shows the two side by side, to merge if they turn out
    to be one). A record without a number has only its name to go by, so a name
    already there is that player.
    """
    mine, theirs = membership_key(membership), membership_key(existing.membership)
    if mine and mine == theirs:
        return translate(
            "domain.players.records", "membership number {membership} already belongs to {player}"
        ).fill(membership=membership, player=existing.describe())
    if not mine and duplicate_key(name) == duplicate_key(existing.name):
        return translate(
            "domain.players.records",
            "already in the database as {player}; a namesake needs a membership number",
        ).fill(player=existing.describe())
    return None


def look_alike(first: Player, second: Player) -> bool:
    """Whether two records may be one person: the same membership number, or the same
    name without two different membership numbers."""
    one, other = membership_key(first.membership), membership_key(second.membership)
    if one and one == other:
        return True
    return duplicate_key(first.name) == duplicate_key(second.name) and not (one and other)


def duplicate_groups(players: Iterable[Player]) -> list[tuple[Player, ...]]:
    """Sets of records that look like one person (each sorted by id, in order of
    their first id): the same membership number, or the same name without two
    different membership numbers."""
    by_id = {p.id: p for p in players}
    parent = {pid: pid for pid in by_id}

    def root(pid: int) -> int:
        while parent[pid] != pid:
            pid = parent[pid]
        return pid

    def join(a: int, b: int) -> None:
        ra, rb = root(a), root(b)
        parent[max(ra, rb)] = min(ra, rb)

    names: dict[str, list[Player]] = {}
    members: dict[str, list[Player]] = {}
    for pid in sorted(by_id):
        player = by_id[pid]
        names.setdefault(duplicate_key(player.name), []).append(player)
        if membership_key(player.membership):
            members.setdefault(membership_key(player.membership), []).append(player)
    for bucket in members.values():
        for other in bucket[1:]:
            join(bucket[0].id, other.id)
    for bucket in names.values():
        for index, first in enumerate(bucket):
            for second in bucket[index + 1 :]:
                if look_alike(first, second):
                    join(first.id, second.id)
    groups: dict[int, list[Player]] = {}
    for pid in sorted(by_id):
        groups.setdefault(root(pid), []).append(by_id[pid])
    return [tuple(g) for g in groups.values() if len(g) > 1]


def merged_fields(kept: Player, other: Player) -> dict[str, str]:
    """What ``kept`` takes from ``other``: the blanks ``other`` fills (the kept record
    wins otherwise), the later dues date, and both records' notes."""
    filled = {
        key: getattr(other, key)
        for key in (*PLAYER_FIELDS[1:], *MEMBER_FIELDS)
        if not getattr(kept, key) and getattr(other, key)
    }
    if kept.dues_until and other.dues_until > kept.dues_until:
        filled["dues_until"] = other.dues_until
    if kept.notes and other.notes and other.notes != kept.notes:
        filled["notes"] = f"{kept.notes} / {other.notes}"[:MAX_NOTES]
    return filled


# ------------------------------------------------------------------ events
@dataclass(frozen=True)
class PlayersAdded(DomainEvent):
    """New player records (one typed in, an import, or names new at registration)."""

    kind = "players_added"
    subjects = frozenset({Subject.PLAYERS})
    players: list[dict[str, Any]]

    def apply(self, state: FloorState) -> None:
        for data in self.players:
            player = Player(id=data["id"], **{k: data.get(k, "") for k in RECORD_FIELDS})
            if player.id in state.players:
                raise ReplayConflict(f"player {player.id} added twice")
            state.players[player.id] = player


@dataclass(frozen=True)
class PlayerUpdated(DomainEvent):
    kind = "player_updated"
    subjects = frozenset({Subject.PLAYERS})
    player_id: int
    changes: dict[str, str]

    def apply(self, state: FloorState) -> None:
        player = state.players.get(self.player_id)
        if player is None:
            raise ReplayConflict(f"player {self.player_id} changed but not in the database")
        changes: dict[str, Any] = dict(self.changes)
        state.players[self.player_id] = replace(player, **changes)


@dataclass(frozen=True)
class PlayersMerged(DomainEvent):
    """``merged`` was the same person as ``kept``: its entries, in every event (and so
    its results, bounties and prizes), and its league finishes, points and
    adjustments now belong to ``kept``, which takes the fields in ``filled``."""

    kind = "players_merged"
    subjects = frozenset({Subject.PLAYERS, Subject.FIELD, Subject.LEAGUE})
    kept: int
    merged: int
    filled: dict[str, str]

    def apply(self, state: FloorState) -> None:
        kept = state.players.get(self.kept)
        if kept is None or self.merged not in state.players:
            raise ReplayConflict(f"merge of players {self.merged} into {self.kept}: one is missing")
        del state.players[self.merged]
        filled: dict[str, Any] = dict(self.filled)
        state.players[self.kept] = replace(kept, **filled)
        for entries in state.entries.values():
            for entry in entries_of_player(entries, self.merged):
                entries[entry.id] = replace(entry, player_id=self.kept)
        state.league.merge_player(self.kept, self.merged)


# ------------------------------------------------------------------ decisions
def decide_add_players(
    players: Mapping[int, Player], records: Iterable[Mapping[str, str]]
) -> PlayersAdded:
    """Add ``records`` (already cleaned) as new players, numbered after the last one."""
    next_id = next_player_id(players)
    added = [{"id": next_id + n, **dict(record)} for n, record in enumerate(records)]
    return PlayersAdded(players=added)


def look_alikes(players: Mapping[int, Player], name: str, membership: str) -> Iterable[Player]:
    """The players, by id, that might ``clash`` with a record of ``name`` and
    ``membership`` (from the indexes of a ``PlayerBook``; every player otherwise)."""
    if isinstance(players, PlayerBook):
        return players.look_alikes(name, membership)
    return players.values()


def decide_new_player(players: Mapping[int, Player], fields: Mapping[str, str]) -> PlayersAdded:
    """One new player typed in; refuses a record that duplicates someone already there."""
    for existing in look_alikes(players, fields["name"], fields.get("membership", "")):
        why = clash(existing, fields["name"], fields.get("membership", ""))
        if why is not None:
            raise DuplicatePlayer(
                translate("domain.players.records", "{name}: {why}.").fill(
                    name=fields["name"], why=why
                ),
                candidates=[player_data(existing, member=False)],
            )
    return decide_add_players(players, [fields])


def decide_update_player(
    players: Mapping[int, Player], player_id: int, changes: Mapping[str, str]
) -> PlayerUpdated:
    player = players.get(player_id)
    if player is None:
        raise UnknownPlayer(
            translate("domain.players.records", "There is no player number {player_id}.").fill(
                player_id=player_id
            )
        )
    unknown = set(changes) - set(RECORD_FIELDS)
    if unknown:
        raise InvalidInput(
            translate("domain.players.records", "Unknown player field: {unknown}.").fill(
                unknown=", ".join(sorted(unknown))
            )
        )
    merged = {key: getattr(player, key) for key in RECORD_FIELDS} | dict(changes)
    cleaned = clean_fields(**{key: merged[key] for key in PLAYER_FIELDS})
    cleaned |= clean_member_fields(**{key: merged[key] for key in MEMBER_FIELDS})
    member = membership_key(cleaned["membership"])
    same = (
        players.with_membership(member)
        if member and isinstance(players, PlayerBook)
        else players.values()
    )
    for other in same:
        if other.id != player_id and member and member == membership_key(other.membership):
            raise DuplicatePlayer(
                translate(
                    "domain.players.records",
                    "Membership number {membership} already belongs to {player}.",
                ).fill(membership=cleaned["membership"], player=other.describe()),
                candidates=[player_data(other, member=False)],
            )
    effective = {k: v for k, v in cleaned.items() if getattr(player, k) != v}
    if not effective:
        raise InvalidInput(
            translate(
                "domain.players.records", "Nothing to change: the player already has those details."
            )
        )
    return PlayerUpdated(player_id=player_id, changes=effective)


def decide_merge(state: FloorState, kept_id: int, merged_id: int) -> PlayersMerged:
    """Fold ``merged_id`` into ``kept_id``; refused when both have entries in one event,
    or results in one league event."""
    if kept_id == merged_id:
        raise InvalidInput(
            translate("domain.players.records", "A player cannot be merged into themselves."),
            code="merge_conflict",
        )
    kept, other = state.players.get(kept_id), state.players.get(merged_id)
    if kept is None or other is None:
        missing = kept_id if kept is None else merged_id
        raise UnknownPlayer(
            translate("domain.players.records", "There is no player number {missing}.").fill(
                missing=missing
            )
        )
    for event_id, entries in state.entries.items():
        if entries_of_player(entries, kept_id) and entries_of_player(entries, merged_id):
            name = state.events[event_id].name if event_id in state.events else f"#{event_id}"
            raise FloorError(
                translate(
                    "domain.players.records",
                    "{kept} and {merged} both have entries in {event}; undo one of those "
                    "registrations before merging.",
                ).fill(kept=kept.describe(), merged=other.describe(), event=name),
                code="merge_conflict",
            )
    shared = state.league.events_with_both(kept_id, merged_id)
    if shared:
        league_event = shared[0]
        raise FloorError(
            translate(
                "domain.players.records",
                "{kept} and {merged} both have results in the league event "
                "{league_event} ({date}); correct those results before merging.",
            ).fill(
                kept=kept.describe(),
                merged=other.describe(),
                league_event=league_event.name,
                date=league_event.date,
            ),
            code="merge_conflict",
        )
    return PlayersMerged(kept=kept_id, merged=merged_id, filled=merged_fields(kept, other))
