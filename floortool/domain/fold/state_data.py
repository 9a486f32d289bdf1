"""Domain layer, fold: the folded state and its undo history as plain data (JSON), and back.

A stored checkpoint of the fold (``store.checkpoint_repo``) lets a floor open
a long tournament without folding every journal entry again. What it stores
must be plain data: a database file can come from anywhere, and reading it
must never run code or build anything but the floor's own records. So the
state is written field by field, as the classes declare them (their type
hints): a record as the list of its field values, in field order; a mapping
as a list of ``[key, value]`` pairs; a tuple, list or set as a list; a union
of records with the index of its member first. Reading follows the same
declarations and refuses (``BadStateData``) anything else: a value of
another type, a record with a field too many or too few, an unknown union
member. Nothing is looked up by a name the data gives.

The player database, an event's entries and its room are written as what
they hold (players, entries, tables with their seats) and built again from
it, so their indexes and the room's fullest/shortest buckets are worked out
afresh, never read. The format is versioned (``FORMAT``); a store that reads
another format, or a checkpoint another floortool wrote, folds the journal
instead.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import hashlib
import sys
import types
import typing
from collections.abc import Callable, Mapping, MutableMapping
from pathlib import Path
from typing import Any

import floortool
from floortool.domain.field.entries import Entry, EntryBook
from floortool.domain.fold.history import History, ScopeHistory
from floortool.domain.fold.kinds import load_every_kind
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.journal import Subject
from floortool.domain.kernel.plurals import plural
from floortool.domain.kernel.record_book import RecordBook
from floortool.domain.players.records import Player, PlayerBook
from floortool.domain.seating.engine.blinds import HandSeats
from floortool.domain.seating.engine.model import Room, SeatingError, Table

#: The layout of the data; another number is never read.
FORMAT = 1

Encode = Callable[[Any], Any]
Decode = Callable[[Any], Any]


class BadStateData(ValueError):
    """The data is not a state this floortool wrote (it is folded from the journal instead)."""


@functools.cache
def fold_version() -> str:
    """What a checkpoint must have been written by to be read: this format, this
    floortool's version and (from a checkout) a digest of the domain's source, since
    folding the same journal with other rules may give another state."""
    digest = hashlib.sha256()
    package = Path(__file__).resolve().parent
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(path.read_bytes())
    return f"{FORMAT}:{floortool.__version__}:{digest.hexdigest()[:32]}"


# ------------------------------------------------------------------ whole states
def state_to_data(state: FloorState) -> Any:
    """``state`` as JSON-ready data."""
    return _codec(FloorState)[0](state)


def state_from_data(data: Any) -> FloorState:
    """The state ``data`` describes; ``BadStateData`` if it is not one."""
    try:
        state: FloorState = _codec(FloorState)[1](data)
    except BadStateData:
        raise
    except (TypeError, ValueError, KeyError, IndexError, SeatingError) as exc:
        raise BadStateData(f"not a floor state: {exc}") from exc
    return state


def history_to_data(history: History) -> Any:
    """The undo history as data: each scope's stacks, every group's label and operator
    (the groups, their labels and their operators as three lists), the labels kept
    as data (``[group, data]`` pairs) and the subjects each group changed (the sets
    of subjects once, and for each group the index of its set)."""
    sets: dict[frozenset[Subject], int] = {}
    changed = [
        [group, sets.setdefault(subjects, len(sets))] for group, subjects in history.changes.items()
    ]
    return {
        "scopes": [[name, s.applied, s.redoable] for name, s in history.scopes.items()],
        "groups": list(history.labels),
        "labels": list(history.labels.values()),
        "owners": [history.owner(group) for group in history.labels],
        "words": [[group, dict(words)] for group, words in history.words.items()],
        "subjects": [sorted(subjects) for subjects in sets],
        "changes": changed,
    }


_HISTORY_KEYS = frozenset({"scopes", "groups", "labels", "owners", "words", "subjects", "changes"})


def history_from_data(data: Any) -> History:
    """The history ``data`` describes; ``BadStateData`` if it is not one."""
    try:
        if not isinstance(data, dict) or set(data) != _HISTORY_KEYS:
            raise BadStateData("not an undo history")
        history = History()
        for name, applied, redoable in _list_of(data["scopes"]):
            _check_column(_list_of(applied), _SCALARS[int])
            _check_column(_list_of(redoable), _SCALARS[int])
            history.scopes[_check(name, str)] = ScopeHistory(applied, redoable)
        groups, labels = _list_of(data["groups"]), _list_of(data["labels"])
        _check_column(groups, _SCALARS[int])
        _check_column(labels, _SCALARS[str])
        history.labels = dict(zip(groups, labels, strict=True))
        owners = _list_of(data["owners"])
        _check_column(owners, _SCALARS[str])
        history.owners = dict(zip(groups, owners, strict=True))
        if len(history.labels) != len(groups):
            raise BadStateData("the history labels a group twice")
        for group, words in _list_of(data["words"]):
            if type(words) is not dict or _check(group, int) not in history.labels:
                raise BadStateData(f"no label kept as data for group {group!r}")
            history.words[group] = words
        live = {g for s in history.scopes.values() for g in s.applied}
        if not live <= history.labels.keys():
            raise BadStateData("the history names a group it has no label for")
        history._live = live
        sets = [
            frozenset(Subject(name) for name in _list_of(s)) for s in _list_of(data["subjects"])
        ]
        for group, index in _list_of(data["changes"]):
            if type(index) is not int or not 0 <= index < len(sets):
                raise BadStateData(f"no set of subjects {index!r}")
            history.changes[_check(group, int)] = sets[index]
    except BadStateData:
        raise
    except (TypeError, ValueError) as exc:
        raise BadStateData(f"not an undo history: {exc}") from exc
    return history


def _check(value: Any, kind: type) -> Any:
    if type(value) is not kind:
        raise BadStateData(f"{value!r} is not {kind.__name__}")
    return value


# ------------------------------------------------------------------ codecs by type
_CODECS: dict[Any, tuple[Encode, Decode]] = {}


def _codec(hint: Any) -> tuple[Encode, Decode]:
    """The encoder and decoder of values declared as ``hint`` (built once per hint)."""
    found = _CODECS.get(hint)
    if found is None:
        found = _CODECS[hint] = _build(hint)
    return found


def _build(hint: Any) -> tuple[Encode, Decode]:
    special = _SPECIAL.get(hint)
    if special is not None:
        return special()
    if hint in _SCALARS:
        return _scalar(hint)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _enum(hint)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _record(hint)
    if hint is Any:
        return _any()
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return _union(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _sequence(args[0], tuple)
        return _fixed_tuple(args)
    if origin is list:
        return _sequence(args[0], list)
    if origin is set:
        return _sequence(args[0], set)
    if origin is frozenset:
        return _sequence(args[0], frozenset)
    if origin in (dict, Mapping, MutableMapping):
        return _mapping(args[0], args[1])
    raise TypeError(f"no plain-data form for {hint!r}")


#: What each scalar type may read back as (JSON keeps ints and floats apart).
_SCALARS: dict[Any, frozenset[type]] = {
    int: frozenset({int}),
    str: frozenset({str}),
    bool: frozenset({bool}),
    float: frozenset({float, int}),
    type(None): frozenset({type(None)}),
}


def _same(value: Any) -> Any:
    return value


def _scalar(hint: Any) -> tuple[Encode, Decode]:
    allowed = _SCALARS[hint]

    def decode(value: Any) -> Any:
        if type(value) not in allowed:
            raise BadStateData(f"{value!r} is not {getattr(hint, '__name__', hint)}")
        return value

    return _same, decode


def _any() -> tuple[Encode, Decode]:
    """JSON data kept as it is (what a journal payload held, e.g. a ruling's answers)."""
    return _same, _same


def _enum(cls: type[enum.Enum]) -> tuple[Encode, Decode]:
    def decode(value: Any) -> Any:
        try:
            return cls(value)
        except ValueError:
            raise BadStateData(f"{value!r} is not a {cls.__name__}") from None

    return (lambda value: value.value), decode


def _union(members: tuple[Any, ...]) -> tuple[Encode, Decode]:
    """``X | None``: the value or null; a union of records: ``[member index, record]``."""
    others = tuple(m for m in members if m is not type(None))
    optional = len(others) < len(members)
    if len(others) == 1:
        encode_one, decode_one = _codec(others[0])

        def encode_optional(value: Any) -> Any:
            return None if value is None else encode_one(value)

        def decode_optional(value: Any) -> Any:
            return None if value is None else decode_one(value)

        return encode_optional, decode_optional
    codecs = [_codec(m) for m in others]

    def encode(value: Any) -> Any:
        if value is None and optional:
            return None
        for index, member in enumerate(others):
            if type(value) is member:
                return [index, codecs[index][0](value)]
        raise TypeError(f"{value!r} is none of {others!r}")

    def decode(value: Any) -> Any:
        if value is None and optional:
            return None
        if type(value) is not list or len(value) != 2 or type(value[0]) is not int:
            raise BadStateData(f"{value!r} is not a tagged union member")
        if not 0 <= value[0] < len(codecs):
            raise BadStateData(f"no union member {value[0]}")
        return codecs[value[0]][1](value[1])

    return encode, decode


def _list_of(value: Any) -> list[Any]:
    if type(value) is not list:
        raise BadStateData(f"{value!r} is not a list")
    return value


def _sequence(item: Any, kind: type) -> tuple[Encode, Decode]:
    if _is_record(item):
        encode_rows, decode_rows = _columns(item)
        if kind is list:
            return encode_rows, decode_rows
        return (lambda value: encode_rows(list(value))), (lambda value: kind(decode_rows(value)))
    encode_item, decode_item = _codec(item)
    if encode_item is _same and item in _SCALARS:
        allowed = _SCALARS[item]

        def decode_scalars(value: Any) -> Any:
            items = _list_of(value)
            if any(type(v) not in allowed for v in items):
                raise BadStateData(f"{value!r} holds a value that is not {item.__name__}")
            return kind(items)

        if kind is list:
            return list, decode_scalars
        return (lambda value: list(value) if kind is tuple else sorted(value)), decode_scalars

    def encode(value: Any) -> Any:
        items = value if kind in (list, tuple) else sorted(value)
        return [encode_item(v) for v in items]

    def decode(value: Any) -> Any:
        return kind(decode_item(v) for v in _list_of(value))

    return encode, decode


def _fixed_tuple(members: tuple[Any, ...]) -> tuple[Encode, Decode]:
    codecs = [_codec(m) for m in members]

    def encode(value: Any) -> Any:
        return [codec[0](v) for codec, v in zip(codecs, value, strict=True)]

    def decode(value: Any) -> Any:
        items = _list_of(value)
        if len(items) != len(codecs):
            raise BadStateData(f"{value!r} does not have {len(codecs)} items")
        return tuple(codec[1](v) for codec, v in zip(codecs, items, strict=True))

    return encode, decode


def _mapping(key: Any, item: Any) -> tuple[Encode, Decode]:
    encode_key, decode_key = _codec(key)
    encode_item, decode_item = _codec(item)

    def encode(value: Any) -> Any:
        return [[encode_key(k), encode_item(v)] for k, v in value.items()]

    def decode(value: Any) -> Any:
        found: dict[Any, Any] = {}
        for pair in _list_of(value):
            if type(pair) is not list or len(pair) != 2:
                raise BadStateData(f"{pair!r} is not a key and a value")
            found[decode_key(pair[0])] = decode_item(pair[1])
        if len(found) != len(value):
            raise BadStateData("a key is there twice")
        return found

    return encode, decode


def _hints(cls: type) -> dict[str, Any]:
    """The declared types of ``cls``' fields: its module's names, and for the names its
    module imports only for type checking, the domain's class of that name (a name
    two classes share is left out, so it cannot be resolved by chance)."""
    module = vars(sys.modules[cls.__module__])
    others = {k: v for k, v in _names().items() if k not in module and v is not None}
    return typing.get_type_hints(cls, globalns=module, localns=others)


def _names() -> dict[str, type | None]:
    load_every_kind()  # every record a state can hold is defined or imported by these
    found: dict[str, type | None] = {}
    for name, module in list(sys.modules.items()):
        if name.startswith("floortool.domain.") and module is not None:
            for key, value in vars(module).items():
                if isinstance(value, type) and value.__module__.startswith("floortool.domain."):
                    found[key] = value if found.get(key, value) is value else None
    return found


def _is_record(hint: Any) -> bool:
    """Whether ``hint`` is one of the floor's records (a dataclass written field by field)."""
    return isinstance(hint, type) and dataclasses.is_dataclass(hint) and hint not in _SPECIAL


@dataclasses.dataclass(frozen=True)
class _Layout:
    """How a record class is written: its (init) fields' names and codecs, which of
    them are plain (a scalar, checked and kept as it is), and how it is built."""

    cls: type
    names: tuple[str, ...]
    codecs: tuple[tuple[Encode, Decode], ...]
    plain: tuple[frozenset[type] | None, ...]  # the types a plain field may hold
    hints: tuple[Any, ...]
    by_name: bool  # keyword-only fields: built by name
    direct: bool  # a plain frozen dataclass: built by filling its __dict__

    def build(self, values: Any) -> Any:
        if self.direct:
            made: Any = object.__new__(self.cls)
            made.__dict__.update(zip(self.names, values, strict=True))
            return made
        if self.by_name:
            return self.cls(**dict(zip(self.names, values, strict=True)))
        return self.cls(*values)


_LAYOUTS: dict[type, _Layout] = {}


def _layout(cls: type) -> _Layout:
    found = _LAYOUTS.get(cls)
    if found is None:
        fields = [f for f in dataclasses.fields(cls) if f.init]
        hints = _hints(cls)
        names = tuple(f.name for f in fields)
        found = _LAYOUTS[cls] = _Layout(
            cls=cls,
            names=names,
            codecs=tuple(_codec(hints[name]) for name in names),
            plain=tuple(_plain_types(hints[name]) for name in names),
            hints=tuple(hints[name] for name in names),
            by_name=any(f.kw_only for f in fields),
            # Every field set by __init__ and nothing checked after: building it by
            # filling its __dict__ does what __init__ would, at half the cost.
            direct=len(fields) == len(dataclasses.fields(cls))
            and not hasattr(cls, "__post_init__")
            and "__slots__" not in vars(cls),
        )
    return found


def _record(cls: type) -> tuple[Encode, Decode]:
    """A dataclass as the list of its (init) field values, in field order; reading it
    checks each plain field's type and decodes the others."""
    layout = _layout(cls)
    names, count = layout.names, len(layout.names)
    encoders = [codec[0] for codec in layout.codecs]
    checks = [(i, allowed) for i, allowed in enumerate(layout.plain) if allowed is not None]
    others = [(i, layout.codecs[i][1]) for i, allowed in enumerate(layout.plain) if allowed is None]

    def encode(value: Any) -> Any:
        return [enc(getattr(value, name)) for enc, name in zip(encoders, names, strict=True)]

    def decode(value: Any) -> Any:
        if type(value) is not list or len(value) != count:
            raise BadStateData(f"{value!r} is not a {cls.__name__}")
        values = list(value)
        for index, allowed in checks:
            if type(values[index]) not in allowed:
                raise BadStateData(f"{values[index]!r} does not fit {cls.__name__}.{names[index]}")
        for index, decode_field in others:
            values[index] = decode_field(values[index])
        return layout.build(values)

    return encode, decode


def _columns(cls: type) -> tuple[Encode, Decode]:
    """A list of records as ``[count, [column, ...]]``, a column per field: plain fields
    as the list of their values, record fields as columns again, the others value by
    value. Read column by column (a type check over a whole column, then the records
    built row by row): the way the thousands of players, entries and bust-outs of a
    big event are written."""
    layout = _layout(cls)
    columns = [_column(hint) for hint in layout.hints]
    count = len(columns)
    names = layout.names
    direct, build = layout.direct, layout.build
    new = object.__new__

    def encode(records: list[Any]) -> Any:
        return [
            len(records),
            [
                enc([getattr(r, name) for r in records])
                for (enc, _), name in zip(columns, names, strict=True)
            ],
        ]

    def decode(value: Any) -> Any:
        if type(value) is not list or len(value) != 2 or type(value[0]) is not int:
            raise BadStateData(f"not a column block of {cls.__name__}")
        rows, data = value
        if type(data) is not list or len(data) != count:
            raise BadStateData(f"not the columns of {cls.__name__}")
        decoded = [dec(column, rows) for (_, dec), column in zip(columns, data, strict=True)]
        if not decoded:
            return [build(()) for _ in range(rows)]
        if not direct:
            return [build(row) for row in zip(*decoded, strict=True)]
        made = []
        for row in zip(*decoded, strict=True):
            record: Any = new(cls)
            record.__dict__.update(zip(names, row, strict=True))
            made.append(record)
        return made

    return encode, decode


ColumnDecode = Callable[[Any, int], list[Any]]


def _check_column(column: list[Any], allowed: frozenset[type]) -> None:
    """Refuse a column holding a value of another type than ``allowed`` (the types are
    collected in one pass: a column may be ten thousand values long)."""
    if not set(map(type, column)) <= allowed:
        raise BadStateData("a column with a value of the wrong type")


def _nested_columns(item: Any, kind: type) -> tuple[Encode, ColumnDecode]:
    """A column of lists (an entry's rebuys, a bust-out's eliminators) as ``[lengths,
    items]``: how many each row has, and every row's items in one column (a column
    block of records, or a plain list of scalars)."""
    if _is_record(item):
        encode_rows, decode_rows = _columns(item)
    else:
        allowed = _plain_types(item)
        assert allowed is not None

        def decode_scalars(column: Any) -> list[Any]:
            items = _list_of(column)
            _check_column(items, allowed)
            return items

        encode_rows, decode_rows = list, decode_scalars

    def encode(values: list[Any]) -> Any:
        return [[len(v) for v in values], encode_rows([r for v in values for r in v])]

    def decode(column: Any, rows: int) -> list[Any]:
        if type(column) is not list or len(column) != 2:
            raise BadStateData("not a column of lists")
        lengths, block = column
        if type(lengths) is not list or len(lengths) != rows:
            raise BadStateData("a column of the wrong length")
        _check_column(lengths, _SCALARS[int])
        if lengths and min(lengths) < 0:
            raise BadStateData("a column with a length that is not a count")
        records = decode_rows(block)
        if len(records) != sum(lengths):
            raise BadStateData("a column whose lists do not add up")
        found, start = [], 0
        for n in lengths:
            found.append(kind(records[start : start + n]) if n else kind())
            start += n
        return found

    return encode, decode


def _column(hint: Any) -> tuple[Encode, ColumnDecode]:
    """How a column of values declared as ``hint`` is written and read (``rows`` long)."""
    allowed = _plain_types(hint)
    if allowed is not None:

        def decode_plain(column: Any, rows: int) -> list[Any]:
            if type(column) is not list or len(column) != rows:
                raise BadStateData("a column of the wrong length")
            _check_column(column, allowed)
            return column

        return list, decode_plain
    if _is_record(hint):
        encode_rows, decode_rows = _columns(hint)

        def decode_records(column: Any, rows: int) -> list[Any]:
            found: list[Any] = decode_rows(column)
            if len(found) != rows:
                raise BadStateData("a column of the wrong length")
            return found

        return encode_rows, decode_records
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    listed = (origin is list and len(args) == 1) or (
        origin is tuple and len(args) == 2 and args[1] is Ellipsis
    )
    if listed and (_is_record(args[0]) or _plain_types(args[0]) is not None):
        return _nested_columns(args[0], origin)
    encode_one, decode_one = _codec(hint)

    def encode_each(values: list[Any]) -> Any:
        return [encode_one(v) for v in values]

    def decode_each(column: Any, rows: int) -> list[Any]:
        if type(column) is not list or len(column) != rows:
            raise BadStateData("a column of the wrong length")
        return [decode_one(v) for v in column]

    return encode_each, decode_each


def _plain_types(hint: Any) -> frozenset[type] | None:
    """The types a field of ``hint`` may hold when it is a scalar or an optional one
    (read back as it is, once its type is checked); None for any other hint."""
    if hint in _SCALARS:
        return _SCALARS[hint]
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        members = typing.get_args(hint)
        if all(m in _SCALARS for m in members):
            return frozenset().union(*(_SCALARS[m] for m in members))
    return None


# ------------------------------------------------------------------ the floor's own containers
def _record_book(
    book_type: type[RecordBook[Any]], record: type
) -> Callable[[], tuple[Encode, Decode]]:
    """A book is written as the columns of its records, and read back by ``of`` (its
    indexes are built again, never read)."""

    def codec() -> tuple[Encode, Decode]:
        encode_records, decode_records = _columns(record)

        def encode(book: Any) -> Any:
            return encode_records(list(book.values()))

        def decode(value: Any) -> Any:
            records = decode_records(value)
            book = book_type.of(records)
            if len(book) != len(records):
                raise BadStateData(f"two {record.__name__.lower()} records share an id")
            return book

        return encode, decode

    return codec


_TABLE = tuple[
    int,
    int,
    tuple[int | None, ...],
    int | None,
    frozenset[int],
    set[int],
    list[int],
    tuple[int, int] | None,
    tuple[int, int, int, bool, bool, frozenset[int]] | None,
]
_APART = dict[int, set[int]]


def _room() -> tuple[Encode, Decode]:
    """A room as its tables (number, seats, who sits in each seat, button, seats out of
    play, locked seats, the order seats were vacated, the blinds its last hand posted
    and the hand in play), its final table and who is
    kept apart from whom; read back by opening and seating each table, so the
    room's index and who-sits-where are worked out, never read."""
    encode_table, decode_table = _codec(_TABLE)
    encode_apart, decode_apart = _codec(_APART)
    encode_final, decode_final = _codec(int | None)

    def encode(room: Room) -> Any:
        tables = [
            encode_table(
                (
                    t.number,
                    t.seats,
                    tuple(t.occupant),
                    t.button,
                    t.unavailable,
                    t.locked,
                    t.vacated,
                    t.posted,
                    None if t.dealt is None else dataclasses.astuple(t.dealt),
                )
            )
            for t in room.tables.values()
        ]
        seated = list(room.where)  # the order they sat in
        return [tables, encode_final(room.final_table), encode_apart(room.apart), seated]

    def decode(value: Any) -> Any:
        items = _list_of(value)
        if len(items) != 4:
            raise BadStateData("not a room")
        room = Room()
        for data in _list_of(items[0]):
            number, seats, occupant, button, unavailable, locked, vacated, posted, dealt = (
                decode_table(data)
            )
            if len(occupant) != seats + 1 or occupant[0] is not None:
                raise BadStateData(f"table {number} does not have {plural(seats, 'seat')}")
            table = room.open_table(number, seats, unavailable=unavailable, button=button)
            room.seat_table(number, [(s, e) for s, e in enumerate(occupant) if e is not None])
            if not locked <= set(table.occupied) or not set(vacated) <= set(table.empty_seats()):
                raise BadStateData(f"table {number}'s locked or vacated seats do not fit")
            table.locked = locked
            table.vacated = vacated
            table.posted = posted
            table.dealt = None if dealt is None else HandSeats(*dealt)
        room.final_table = decode_final(items[1])
        if room.final_table is not None and room.final_table not in room.tables:
            raise BadStateData("the final table is not open")
        room.apart = decode_apart(items[2])
        seated = _list_of(items[3])
        if len(seated) != len(room.where) or not room.where.keys() >= set(seated):
            raise BadStateData("the room's seated entries do not match its seats")
        where = room.where
        room.where = {entry: where[entry] for entry in seated}
        return room

    return encode, decode


_SPECIAL: dict[Any, Callable[[], tuple[Encode, Decode]]] = {
    PlayerBook: _record_book(PlayerBook, Player),
    EntryBook: _record_book(EntryBook, Entry),
    Room: _room,
    Table: lambda: (_refuse, _refuse),  # tables are written by their room
}


def _refuse(value: Any) -> Any:
    raise TypeError("a table is written with its room")
